# shellcheck shell=bash
# Shared by build_linux.sh and build_macos.sh (sourced, not run): a clean copy of the tree and a
# virtual environment of its own with fibsgui installed from it, plus PyInstaller.
#
# The bundle then holds what a user's `pip install` of this tree gives, and nothing else from the
# developer's environment. Sets VENV, VERSION and ARCH.

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT" || exit 1
PYTHON=${PYTHON:-python3}
VENV=build/packaging-venv
STAGE=build/packaging-src
# shellcheck disable=SC2034  # used by the scripts that source this file
APP_ID=io.github.fibsgui.fibsgui

step() { printf '\n== %s\n' "$*"; }

stage_source() {
    step "source copy in $STAGE"
    # Files git tracks plus new ones it does not ignore (never build/, dist/, caches), so stale
    # build products in this tree cannot slip into the wheel.
    rm -rf "$STAGE"
    mkdir -p "$STAGE"
    if git -C "$ROOT" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
        # shellcheck disable=SC2016  # $f is expanded by the inner sh
        git -C "$ROOT" ls-files -z --cached --others --exclude-standard \
            | xargs -0 sh -c 'for f; do if [ -e "$f" ]; then printf "%s\0" "$f"; fi; done' sh \
            | tar --null -T - -cf - | tar -xf - -C "$STAGE"
    else
        tar --exclude=./build --exclude=./dist --exclude=./.git -cf - . | tar -xf - -C "$STAGE"
    fi
}

make_venv() {
    step "virtual environment $VENV"
    if [ ! -x "$VENV/bin/python" ]; then
        "$PYTHON" -m venv "$VENV"
    fi
    "$VENV/bin/python" -m pip install --quiet --upgrade pip
    "$VENV/bin/python" -m pip install --quiet "pyinstaller>=6.10"
    "$VENV/bin/python" -m pip uninstall --quiet --yes fibsgui >/dev/null 2>&1 || true
    "$VENV/bin/python" -m pip install --quiet "./$STAGE"
    VERSION=$("$VENV/bin/python" -I -c 'from importlib.metadata import version; print(version("fibsgui"))')
    ARCH=$(uname -m)
    echo "fibsgui $VERSION, Python $("$VENV/bin/python" -c 'import sys; print(sys.version.split()[0])'), $ARCH"
}

run_pyinstaller() {
    step "PyInstaller bundle"
    "$VENV/bin/pyinstaller" --noconfirm --log-level WARN \
        --distpath dist --workpath build/pyinstaller packaging/fibsgui.spec
    echo "bundle size: $(du -sh dist/fibsgui | cut -f1)"
}
