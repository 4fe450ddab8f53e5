#!/usr/bin/env bash
# Builds fibsgui for Linux:
#   dist/fibsgui/                               one-folder bundle (PyInstaller, packaging/fibsgui.spec)
#   dist/fibsgui-<version>-linux-<arch>.tar.gz  that folder as an archive
#   build/fibsgui.AppDir/                       AppDir: bundle, .desktop file, AppStream metainfo, icons
#   dist/fibsgui-<version>-<arch>.AppImage      when appimagetool is on PATH (or $APPIMAGETOOL names it)
#
# The bundle is made in a virtual environment of its own (build/packaging-venv) holding only
# fibsgui, installed as a wheel from a copy of this tree, and its dependencies, so it contains
# what a user's `pip install` would give and nothing from the developer's environment.
#
# Usage: packaging/build_linux.sh [--no-appimage]      (PYTHON=python3.12 to build with another Python)
# Then:  packaging/smoke_test.sh                       (starts the bundle in an empty environment)
set -euo pipefail

# shellcheck source=packaging/common.sh
. "$(dirname "$0")/common.sh"
APPDIR=build/fibsgui.AppDir
WITH_APPIMAGE=1
for arg in "$@"; do
    case "$arg" in
        --no-appimage) WITH_APPIMAGE=0 ;;
        *) echo "usage: $0 [--no-appimage]" >&2; exit 2 ;;
    esac
done

stage_source
make_venv
run_pyinstaller
tar -C dist -czf "dist/fibsgui-$VERSION-linux-$ARCH.tar.gz" fibsgui
echo "archive: dist/fibsgui-$VERSION-linux-$ARCH.tar.gz ($(du -h "dist/fibsgui-$VERSION-linux-$ARCH.tar.gz" | cut -f1))"

step "AppDir $APPDIR"
rm -rf "$APPDIR"
mkdir -p "$APPDIR/usr/lib" "$APPDIR/usr/bin" "$APPDIR/usr/share/applications" "$APPDIR/usr/share/metainfo"
cp -a dist/fibsgui "$APPDIR/usr/lib/fibsgui"
ln -s ../lib/fibsgui/fibsgui "$APPDIR/usr/bin/fibsgui"
cp "packaging/linux/$APP_ID.desktop" "$APPDIR/usr/share/applications/"
cp "packaging/linux/$APP_ID.metainfo.xml" "$APPDIR/usr/share/metainfo/"
for png in resources/icons/fibsgui-*.png; do
    size=${png##*/fibsgui-}; size=${size%.png}
    mkdir -p "$APPDIR/usr/share/icons/hicolor/${size}x${size}/apps"
    cp "$png" "$APPDIR/usr/share/icons/hicolor/${size}x${size}/apps/fibsgui.png"
done
mkdir -p "$APPDIR/usr/share/icons/hicolor/scalable/apps"
cp resources/icons/fibsgui.svg "$APPDIR/usr/share/icons/hicolor/scalable/apps/fibsgui.svg"
# The AppImage's own top-level entries: desktop file, icon, .DirIcon and the AppRun launcher.
cp "packaging/linux/$APP_ID.desktop" "$APPDIR/"
cp resources/icons/fibsgui-256.png "$APPDIR/fibsgui.png"
ln -s fibsgui.png "$APPDIR/.DirIcon"
cat > "$APPDIR/AppRun" <<'EOF'
#!/bin/sh
# Starts the bundled fibsgui from wherever the AppImage is mounted.
HERE=$(dirname "$(readlink -f "$0")")
exec "$HERE/usr/lib/fibsgui/fibsgui" "$@"
EOF
chmod +x "$APPDIR/AppRun"
# Desktop file, metainfo and icons checked together, as software centres read them.
if command -v appstreamcli >/dev/null; then
    appstreamcli validate-tree --no-net "$APPDIR"
fi
if command -v desktop-file-validate >/dev/null; then
    desktop-file-validate "$APPDIR/$APP_ID.desktop"
fi
echo "AppDir size: $(du -sh "$APPDIR" | cut -f1)"

if [ "$WITH_APPIMAGE" = 1 ]; then
    step "AppImage"
    TOOL=${APPIMAGETOOL:-$(command -v appimagetool || command -v "appimagetool-$ARCH.AppImage" || true)}
    if [ -n "$TOOL" ]; then
        OUT="dist/fibsgui-$VERSION-$ARCH.AppImage"
        # The metainfo is validated by tests/packaging (appstreamcli); no second, online check here.
        ARCH=$ARCH "$TOOL" --no-appstream "$APPDIR" "$OUT"
        echo "AppImage: $OUT ($(du -h "$OUT" | cut -f1))"
    else
        echo "appimagetool not found (install it, or set APPIMAGETOOL): the AppDir is ready in $APPDIR"
    fi
fi
