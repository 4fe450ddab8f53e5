#!/usr/bin/env bash
# Builds fibsgui for macOS:
#   dist/fibsgui.app                                  application bundle (PyInstaller BUNDLE)
#   dist/fibsgui-<version>-macos-<arch>.dmg           compressed disk image with the app and a
#                                                     link to /Applications (hdiutil)
# and starts the app once with --self-test (packaging/smoke_test.sh).
#
# GNU Backgammon's engine has wheels for Apple silicon (arm64) only; on an Intel Mac the app is
# built without it (set FIBSGUI_REQUIRE_ENGINE=0 for the smoke test there).
# The app is signed ad hoc, as PyInstaller does by default; set FIBSGUI_CODESIGN_IDENTITY to sign
# with a Developer ID (notarisation is a separate step with Apple's notarytool).
#
# Usage: packaging/build_macos.sh [--no-smoke-test]      (PYTHON=python3.12 to build with another Python)
set -euo pipefail

# shellcheck source=packaging/common.sh
. "$(dirname "$0")/common.sh"
SMOKE=1
for arg in "$@"; do
    case "$arg" in
        --no-smoke-test) SMOKE=0 ;;
        *) echo "usage: $0 [--no-smoke-test]" >&2; exit 2 ;;
    esac
done

[ "$(uname -s)" = Darwin ] || { echo "build_macos.sh runs on macOS (it needs hdiutil)" >&2; exit 2; }

stage_source
make_venv
run_pyinstaller
[ -d dist/fibsgui.app ] || { echo "PyInstaller made no dist/fibsgui.app" >&2; exit 1; }
echo "app size: $(du -sh dist/fibsgui.app | cut -f1)"
codesign --verify --deep --strict dist/fibsgui.app && echo "signature: valid"

if [ "$SMOKE" = 1 ]; then
    packaging/smoke_test.sh dist/fibsgui.app/Contents/MacOS/fibsgui
fi

step "disk image"
DMG="dist/fibsgui-$VERSION-macos-$ARCH.dmg"
DMG_ROOT=build/dmg
rm -rf "$DMG_ROOT" "$DMG"
mkdir -p "$DMG_ROOT"
# ditto keeps the bundle's symlinks, extended attributes and signature intact.
ditto dist/fibsgui.app "$DMG_ROOT/fibsgui.app"
ln -s /Applications "$DMG_ROOT/Applications"
hdiutil create -volname "fibsgui $VERSION" -srcfolder "$DMG_ROOT" -fs HFS+ -format UDZO -ov "$DMG"
hdiutil verify "$DMG"
echo "disk image: $DMG ($(du -h "$DMG" | cut -f1))"
