#!/usr/bin/env bash
# Starts a built fibsgui in an empty environment (no Python, no PYTHONPATH, a new HOME, no display)
# with --self-test, and checks its report: the main window opened and was pictured, every module
# imported and, where the bundle carries GNU Backgammon's engine, the engine found its data and played.
#
# Usage: packaging/smoke_test.sh [EXECUTABLE [SCREENSHOT]]
#   EXECUTABLE  default dist/fibsgui/fibsgui; also build/fibsgui.AppDir/AppRun, an .AppImage, or
#               dist/fibsgui.app/Contents/MacOS/fibsgui
#   SCREENSHOT  default build/smoke/fibsgui-self-test.png (the report is written beside it, .txt)
# Set FIBSGUI_REQUIRE_ENGINE=0 where the bundle has no gnubg (platforms without its wheels).
# Then each shipped language is started once more with LANG set (FIBSGUI_SMOKE_LANGUAGES).
set -euo pipefail

ROOT=$(cd "$(dirname "$0")/.." && pwd)
EXE=${1:-$ROOT/dist/fibsgui/fibsgui}
SHOT=${2:-$ROOT/build/smoke/fibsgui-self-test.png}
REQUIRE_ENGINE=${FIBSGUI_REQUIRE_ENGINE:-1}
# The shipped languages, each started once (FIBSGUI_SMOKE_LANGUAGES="" for none).
LANGUAGES=${FIBSGUI_SMOKE_LANGUAGES-da_DK de_DE en_GB fr_FR it_IT}
EXE=$(cd "$(dirname "$EXE")" && pwd)/$(basename "$EXE")
mkdir -p "$(dirname "$SHOT")"
SHOT=$(cd "$(dirname "$SHOT")" && pwd)/$(basename "$SHOT")
rm -f "$SHOT" "${SHOT%.*}.txt"

[ -x "$EXE" ] || { echo "smoke test: $EXE is not an executable (build first: packaging/build_linux.sh)" >&2; exit 2; }

HOME_DIR=$(mktemp -d)
trap 'rm -rf "$HOME_DIR"' EXIT
# An AppImage mounts itself with FUSE; where FUSE is missing it can run extracted instead.
EXTRA_ENV=()
case "$EXE" in *.AppImage) EXTRA_ENV=(APPIMAGE_EXTRACT_AND_RUN=1) ;; esac

echo "smoke test: $EXE"
set +e
# offscreen by default; FIBSGUI_SMOKE_PLATFORM=xcb under an X server (Xvfb) loads Qt's xcb platform
# and the libraries it needs from the bundle and the host.
PLATFORM=${FIBSGUI_SMOKE_PLATFORM:-offscreen}
if [ "$PLATFORM" = xcb ]; then
    [ -n "${DISPLAY:-}" ] || { echo "smoke test: FIBSGUI_SMOKE_PLATFORM=xcb needs DISPLAY (an X server)" >&2; exit 2; }
    EXTRA_ENV+=(DISPLAY="$DISPLAY")
fi
env -i HOME="$HOME_DIR" PATH=/usr/bin:/bin QT_QPA_PLATFORM="$PLATFORM" ${EXTRA_ENV[@]+"${EXTRA_ENV[@]}"} \
    "$EXE" --self-test "$SHOT" > "$HOME_DIR/stdout" 2> "$HOME_DIR/stderr"
STATUS=$?
set -e
cat "$HOME_DIR/stdout"
if [ -s "$HOME_DIR/stderr" ]; then
    echo "--- stderr"
    cat "$HOME_DIR/stderr"
fi

fail() { echo "smoke test FAILED: $*" >&2; exit 1; }
[ "$STATUS" = 0 ] || fail "exit status $STATUS"
grep -q '^result: ok$' "$HOME_DIR/stdout" || fail "the report does not end well"
grep -q '^window: ok' "$HOME_DIR/stdout" || fail "no picture of the main window"
grep -q '^modules: ok' "$HOME_DIR/stdout" || fail "modules missing from the bundle"
grep -q "^qt: .*platform $PLATFORM\$" "$HOME_DIR/stdout" || fail "Qt did not run on the $PLATFORM platform"
if [ "$REQUIRE_ENGINE" = 1 ]; then
    grep -q '^engine: ok' "$HOME_DIR/stdout" || fail "GNU Backgammon's engine did not run"
fi
! grep -q 'Traceback' "$HOME_DIR/stderr" || fail "a traceback on stderr"
[ -s "$SHOT" ] || fail "no screenshot at $SHOT"

# A session in each shipped language (the system's, as LANG says): the app and Qt's own
# translations load (the log says "language: <code>" and names no translation it could not find).
for lang in $LANGUAGES; do
    LANG_HOME="$HOME_DIR/lang-$lang"
    mkdir -p "$LANG_HOME"
    set +e
    env -i HOME="$LANG_HOME" PATH=/usr/bin:/bin QT_QPA_PLATFORM="$PLATFORM" LANG="$lang.UTF-8" \
        FIBSGUI_HOME="$LANG_HOME/fibsgui" ${EXTRA_ENV[@]+"${EXTRA_ENV[@]}"} \
        "$EXE" --self-test "$LANG_HOME/shot.png" > "$LANG_HOME/stdout" 2>&1
    STATUS=$?
    set -e
    [ "$STATUS" = 0 ] || { cat "$LANG_HOME/stdout"; fail "$lang: exit status $STATUS"; }
    LOG="$LANG_HOME/fibsgui/log/fibsgui.log"
    code=${lang%%_*}
    grep -q "language: $code " "$LOG" || fail "$lang: the app did not take the language (no 'language: $code' in its log)"
    if grep "no translation" "$LOG"; then fail "$lang: a translation is missing from the bundle"; fi
    echo "language $lang: ok"
done
echo "smoke test passed; screenshot: $SHOT"
