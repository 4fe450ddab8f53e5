#!/usr/bin/env bash
# Builds fibsgui for macOS:
#   dist/fibsgui.app                                  application bundle (PyInstaller BUNDLE)
#   dist/fibsgui-<version>-macos-<arch>.dmg           compressed disk image with the app and a
#                                                     link to /Applications (hdiutil)
# and starts the app once with --self-test (packaging/smoke_test.sh).
#
# Both architectures are built, each on its own kind of Mac (the architecture of the Python that
# builds): arm64 (Apple silicon) with GNU Backgammon's engine, x86_64 (Intel) without it, as
# gnubg has no wheel there: the built-in opponent plays and the app says so; the smoke test then
# does not ask for the engine.
#
# Signing and notarisation, when the secrets are set (else skipped, said in one line of the log,
# and the app is signed ad hoc as PyInstaller does):
#   FIBSGUI_CODESIGN_IDENTITY   "Developer ID Application: ..." in the keychain
#   FIBSGUI_NOTARY_PROFILE      a notarytool keychain profile (xcrun notarytool store-credentials),
#   or FIBSGUI_NOTARY_APPLE_ID, FIBSGUI_NOTARY_TEAM_ID and FIBSGUI_NOTARY_PASSWORD
# The signature is verified either way, and a signature that does not verify fails the build.
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
if [ -n "${FIBSGUI_CODESIGN_IDENTITY:-}" ]; then
    echo "signing: Developer ID ($FIBSGUI_CODESIGN_IDENTITY), hardened runtime"
    sign_app dist/fibsgui.app "$FIBSGUI_CODESIGN_IDENTITY"
else
    echo "signing: skipped (FIBSGUI_CODESIGN_IDENTITY not set): the app is signed ad hoc"
fi
check_signature dist/fibsgui.app

if [ "$SMOKE" = 1 ]; then
    if [ "$ARCH" != arm64 ]; then
        echo "smoke test: GNU Backgammon has no wheel for $ARCH; the built-in opponent plays"
        FIBSGUI_REQUIRE_ENGINE=0 packaging/smoke_test.sh dist/fibsgui.app/Contents/MacOS/fibsgui
    else
        packaging/smoke_test.sh dist/fibsgui.app/Contents/MacOS/fibsgui
    fi
fi

step "disk image"
DMG="dist/fibsgui-$VERSION-macos-$ARCH.dmg"
DMG_ROOT=build/dmg
rm -rf "$DMG_ROOT" "$DMG"
mkdir -p "$DMG_ROOT"
# ditto keeps the bundle's symlinks, extended attributes and signature intact.
ditto dist/fibsgui.app "$DMG_ROOT/fibsgui.app"
ln -s /Applications "$DMG_ROOT/Applications"
cp LICENSE "$DMG_ROOT/LICENSE.txt"
# hdiutil fails now and then with "Resource busy" on CI machines (Spotlight, a previous mount):
# tried again after a pause; any other failure stops the build.
retry 5 10 "Resource busy" \
    hdiutil create -volname "fibsgui $VERSION" -srcfolder "$DMG_ROOT" -fs HFS+ -format UDZO -ov "$DMG"
retry 5 10 "Resource busy" hdiutil verify "$DMG"
if [ -n "${FIBSGUI_CODESIGN_IDENTITY:-}" ]; then
    codesign --force --timestamp --sign "$FIBSGUI_CODESIGN_IDENTITY" "$DMG"
    check_signature "$DMG"
    notarise "$DMG"
fi
echo "disk image: $DMG ($(du -h "$DMG" | cut -f1))"
