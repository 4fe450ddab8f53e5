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

ROOT=$(cd "$(dirname "$0")/.." && pwd)
cd "$ROOT"
PYTHON=${PYTHON:-python3}
VENV=build/packaging-venv
STAGE=build/packaging-src
APPDIR=build/fibsgui.AppDir
APP_ID=io.github.fibsgui.fibsgui
WITH_APPIMAGE=1
for arg in "$@"; do
    case "$arg" in
        --no-appimage) WITH_APPIMAGE=0 ;;
        *) echo "usage: $0 [--no-appimage]" >&2; exit 2 ;;
    esac
done

step() { printf '\n== %s\n' "$*"; }

step "source copy in $STAGE"
# A clean copy: files git tracks plus new ones it does not ignore (never build/, dist/, caches),
# so stale build products in this tree cannot slip into the wheel.
rm -rf "$STAGE"
mkdir -p "$STAGE"
if git -C "$ROOT" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git -C "$ROOT" ls-files -z --cached --others --exclude-standard \
        | (cd "$ROOT" && xargs -0 sh -c 'for f; do [ -e "$f" ] && printf "%s\0" "$f"; done' sh) \
        | tar --null -T - -cf - | tar -xf - -C "$STAGE"
else
    tar --exclude=./build --exclude=./dist --exclude=.git -cf - . | tar -xf - -C "$STAGE"
fi

step "virtual environment $VENV"
if [ ! -x "$VENV/bin/python" ]; then
    "$PYTHON" -m venv "$VENV"
fi
"$VENV/bin/python" -m pip install --quiet --upgrade pip
"$VENV/bin/python" -m pip install --quiet "pyinstaller>=6.10"
"$VENV/bin/python" -m pip uninstall --quiet --yes fibsgui >/dev/null 2>&1 || true
"$VENV/bin/python" -m pip install --quiet "./$STAGE"
VERSION=$("$VENV/bin/python" -c 'from importlib.metadata import version; print(version("fibsgui"))')
ARCH=$(uname -m)
echo "fibsgui $VERSION, $("$VENV/bin/python" -c 'import sys; print(sys.version.split()[0])'), $ARCH"

step "PyInstaller bundle dist/fibsgui"
"$VENV/bin/pyinstaller" --noconfirm --log-level WARN \
    --distpath dist --workpath build/pyinstaller packaging/fibsgui.spec
echo "bundle size: $(du -sh dist/fibsgui | cut -f1)"
tar -C dist -czf "dist/fibsgui-$VERSION-linux-$ARCH.tar.gz" fibsgui
echo "archive: dist/fibsgui-$VERSION-linux-$ARCH.tar.gz ($(du -h "dist/fibsgui-$VERSION-linux-$ARCH.tar.gz" | cut -f1))"

step "AppDir $APPDIR"
rm -rf "$APPDIR"
mkdir -p "$APPDIR/usr/lib" "$APPDIR/usr/bin" "$APPDIR/usr/share/applications" "$APPDIR/usr/share/metainfo"
cp -a dist/fibsgui "$APPDIR/usr/lib/fibsgui"
ln -s ../lib/fibsgui/fibsgui "$APPDIR/usr/bin/fibsgui"
cp packaging/linux/$APP_ID.desktop "$APPDIR/usr/share/applications/"
cp packaging/linux/$APP_ID.metainfo.xml "$APPDIR/usr/share/metainfo/"
for png in resources/icons/fibsgui-*.png; do
    size=${png##*/fibsgui-}; size=${size%.png}
    mkdir -p "$APPDIR/usr/share/icons/hicolor/${size}x${size}/apps"
    cp "$png" "$APPDIR/usr/share/icons/hicolor/${size}x${size}/apps/fibsgui.png"
done
mkdir -p "$APPDIR/usr/share/icons/hicolor/scalable/apps"
cp resources/icons/fibsgui.svg "$APPDIR/usr/share/icons/hicolor/scalable/apps/fibsgui.svg"
# The AppImage's own top-level entries: desktop file, icon, .DirIcon and the AppRun launcher.
cp packaging/linux/$APP_ID.desktop "$APPDIR/"
cp resources/icons/fibsgui-256.png "$APPDIR/fibsgui.png"
ln -s fibsgui.png "$APPDIR/.DirIcon"
cat > "$APPDIR/AppRun" <<'EOF'
#!/bin/sh
# Starts the bundled fibsgui from wherever the AppImage is mounted.
HERE=$(dirname "$(readlink -f "$0")")
exec "$HERE/usr/lib/fibsgui/fibsgui" "$@"
EOF
chmod +x "$APPDIR/AppRun"
echo "AppDir size: $(du -sh "$APPDIR" | cut -f1)"

if [ "$WITH_APPIMAGE" = 1 ]; then
    step "AppImage"
    TOOL=${APPIMAGETOOL:-$(command -v appimagetool || command -v appimagetool-$ARCH.AppImage || true)}
    if [ -n "$TOOL" ]; then
        OUT="dist/fibsgui-$VERSION-$ARCH.AppImage"
        # The metainfo is validated by tests/packaging (appstreamcli); no second, online check here.
        ARCH=$ARCH "$TOOL" --no-appstream "$APPDIR" "$OUT"
        echo "AppImage: $OUT ($(du -h "$OUT" | cut -f1))"
    else
        echo "appimagetool not found (install it, or set APPIMAGETOOL): the AppDir is ready in $APPDIR"
    fi
fi
