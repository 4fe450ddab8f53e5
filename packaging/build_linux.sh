#!/usr/bin/env bash
# Builds fibsgui for Linux:
#   dist/fibsgui/                               one-folder bundle (PyInstaller, packaging/fibsgui.spec)
#                                               with LICENSE, the .desktop file and the icon at its top
#   dist/fibsgui-<version>-linux-<arch>.tar.gz  that folder as an archive (reproducible: sorted
#                                               entries, times from SOURCE_DATE_EPOCH)
#   build/fibsgui.AppDir/                       AppDir: bundle, .desktop file, AppStream metainfo, icons
#   dist/fibsgui-<version>-<arch>.AppImage      with its .zsync (update information embedded)
#
# The bundle is made in a virtual environment of its own (build/packaging-venv) holding only
# fibsgui, installed as a wheel from a copy of this tree, and its dependencies at the versions of
# packaging/constraints.txt, so it contains what a user's `pip install` would give and nothing
# from the developer's environment.
#
# appimagetool and the AppImage runtime are pinned releases, downloaded once into build/appimage-tools
# and checked against their SHA-256 every time (a mismatch stops the build).
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

# Pinned AppImage tools (github.com/AppImage/appimagetool and /type2-runtime releases).
APPIMAGETOOL_VERSION=1.9.1
APPIMAGETOOL_SHA256=ed4ce84f0d9caff66f50bcca6ff6f35aae54ce8135408b3fa33abfc3cb384eb0
RUNTIME_VERSION=20251108
RUNTIME_SHA256=2fca8b443c92510f1483a883f60061ad09b46b978b2631c807cd873a47ec260d
TOOLS=build/appimage-tools
# Where AppImageUpdate looks for newer versions: the newest GitHub release's .zsync.
UPDATE_INFORMATION=${FIBSGUI_UPDATE_INFORMATION:-"gh-releases-zsync|fibsgui|fibsgui|latest|fibsgui-*-x86_64.AppImage.zsync"}

stage_source
make_venv
run_pyinstaller

step "package files and checks"
cp LICENSE dist/fibsgui/LICENSE
cp "packaging/linux/$APP_ID.desktop" dist/fibsgui/
cp resources/icons/fibsgui-256.png "dist/fibsgui/$APP_ID.png"
[ -f dist/fibsgui/_internal/licences/index.json ] || die "the bundle has no third-party licences"
GLIBC_FLOOR=$(glibc_floor dist/fibsgui)
GLIBCXX_FLOOR=$(GLIBCXX=1 glibc_floor dist/fibsgui)
echo "needs glibc >= $GLIBC_FLOOR, libstdc++ with GLIBCXX >= ${GLIBCXX_FLOOR:-none}"

TARBALL="dist/fibsgui-$VERSION-linux-$ARCH.tar.gz"
reproducible_tar "$TARBALL" dist/fibsgui fibsgui
echo "archive: $TARBALL ($(stat -c %s "$TARBALL") bytes, $(du -h "$TARBALL" | cut -f1))"

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
    cp "$png" "$APPDIR/usr/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png"
done
mkdir -p "$APPDIR/usr/share/icons/hicolor/scalable/apps"
cp resources/icons/fibsgui.svg "$APPDIR/usr/share/icons/hicolor/scalable/apps/$APP_ID.svg"
# The AppImage's own top-level entries: desktop file, icon, .DirIcon and the AppRun launcher.
cp "packaging/linux/$APP_ID.desktop" "$APPDIR/"
cp resources/icons/fibsgui-256.png "$APPDIR/$APP_ID.png"
ln -s "$APP_ID.png" "$APPDIR/.DirIcon"
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
    step "AppImage (appimagetool $APPIMAGETOOL_VERSION, runtime $RUNTIME_VERSION)"
    TOOL=$TOOLS/appimagetool-$APPIMAGETOOL_VERSION-x86_64.AppImage
    RUNTIME=$TOOLS/runtime-$RUNTIME_VERSION-x86_64
    [ "$ARCH" = x86_64 ] || die "the pinned AppImage tools are for x86_64 (this is $ARCH)"
    fetch_pinned "https://github.com/AppImage/appimagetool/releases/download/$APPIMAGETOOL_VERSION/appimagetool-x86_64.AppImage" \
        "$TOOL" "$APPIMAGETOOL_SHA256"
    fetch_pinned "https://github.com/AppImage/type2-runtime/releases/download/$RUNTIME_VERSION/runtime-x86_64" \
        "$RUNTIME" "$RUNTIME_SHA256"
    OUT="dist/fibsgui-$VERSION-$ARCH.AppImage"
    rm -f "$OUT" "$OUT.zsync"
    # --runtime-file: the pinned runtime, never the moving "continuous" one appimagetool would fetch.
    # The metainfo is validated above and by tests/packaging; no second, online check here.
    # APPIMAGE_EXTRACT_AND_RUN: the tool runs without FUSE (containers, CI).
    (cd dist && APPIMAGE_EXTRACT_AND_RUN=1 ARCH=$ARCH "$ROOT/$TOOL" --no-appstream \
        --runtime-file "$ROOT/$RUNTIME" --updateinformation "$UPDATE_INFORMATION" \
        "$ROOT/$APPDIR" "$(basename "$OUT")")
    [ -x "$OUT" ] || die "appimagetool made no $OUT"
    echo "AppImage: $OUT ($(du -h "$OUT" | cut -f1))"
fi
