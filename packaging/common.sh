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

# Builds of one commit are alike: file times in archives from the commit's date, Python's hashes fixed.
SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-$(git -C "$ROOT" log -1 --format=%ct 2>/dev/null || date +%s)}
export SOURCE_DATE_EPOCH
export PYTHONHASHSEED=0
CONSTRAINTS=$ROOT/packaging/constraints.txt

step() { printf '\n== %s\n' "$*"; }
die() { printf 'ERROR: %s\n' "$*" >&2; exit 1; }

# verify_sha256 FILE EXPECTED: fails (status 1, both sums said) unless FILE has that SHA-256.
verify_sha256() {
    local actual
    actual=$(sha256sum "$1" | cut -d' ' -f1) || return 1
    if [ "$actual" != "$2" ]; then
        printf 'ERROR: checksum mismatch for %s\n  expected %s\n  found    %s\n' "$1" "$2" "$actual" >&2
        return 1
    fi
    echo "checksum ok: $1"
}

# fetch_pinned URL FILE SHA256: FILE downloaded once (kept), and checked every time it is used.
# A file that does not match is moved aside (FILE.bad) and the build stops.
fetch_pinned() {
    local url=$1 file=$2 sum=$3
    if [ ! -f "$file" ]; then
        mkdir -p "$(dirname "$file")"
        curl -fsSL --retry 3 -o "$file.part" "$url" || { rm -f "$file.part"; die "cannot download $url"; }
        mv "$file.part" "$file"
    fi
    if ! verify_sha256 "$file" "$sum"; then
        mv -f "$file" "$file.bad"
        die "$file is not the pinned file ($url); kept as $file.bad"
    fi
    chmod +x "$file"
}

# retry TRIES DELAY PATTERN COMMAND...: runs COMMAND; when it fails with PATTERN in its output
# (a passing condition such as hdiutil's "Resource busy"), waits DELAY seconds and tries again,
# at most TRIES times. Any other failure, or the last one, is the command's own status.
retry() {
    local tries=$1 delay=$2 pattern=$3 attempt=1 status out
    shift 3
    while :; do
        out=$(mktemp)
        set +e
        "$@" > "$out" 2>&1
        status=$?
        set -e
        cat "$out"
        if [ "$status" = 0 ]; then rm -f "$out"; return 0; fi
        if [ "$attempt" -ge "$tries" ] || ! grep -q -- "$pattern" "$out"; then rm -f "$out"; return "$status"; fi
        rm -f "$out"
        echo "($1: \"$pattern\"; attempt $attempt of $tries failed, trying again in ${delay}s)"
        attempt=$((attempt + 1))
        sleep "$delay"
    done
}

# reproducible_tar ARCHIVE DIR NAME: DIR as NAME/ in a gzip archive whose bytes depend only on the
# files: sorted entries, times from SOURCE_DATE_EPOCH, no owners, no gzip time stamp.
reproducible_tar() {
    local archive=$1 dir=$2 name=$3
    tar --sort=name --mtime="@$SOURCE_DATE_EPOCH" --owner=0 --group=0 --numeric-owner \
        --format=gnu --no-acls --no-xattrs --no-selinux \
        --transform "s,^\.,$name," -C "$dir" -cf - . | gzip -9 -n > "$archive"
}

# glibc_floor DIR: the highest GLIBC_ symbol version any ELF file under DIR needs (the oldest glibc
# the bundle runs on); GLIBCXX_ likewise for the host's libstdc++ with GLIBCXX=1.
glibc_floor() {
    local tag=${GLIBCXX:+GLIBCXX}
    tag=${tag:-GLIBC}
    find "$1" -type f \( -name '*.so*' -o -perm -u+x \) -print0 \
        | xargs -0 objdump -T 2>/dev/null \
        | grep -o "\b${tag}_[0-9][0-9.]*" | sed "s/^${tag}_//" | sort -u -V | tail -n 1
}

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
    # Pinned versions (packaging/constraints.txt): the same commit bundles the same libraries.
    "$VENV/bin/python" -m pip install --quiet -c "$CONSTRAINTS" pip
    "$VENV/bin/python" -m pip install --quiet -c "$CONSTRAINTS" pyinstaller pyinstaller-hooks-contrib
    "$VENV/bin/python" -m pip uninstall --quiet --yes fibsgui >/dev/null 2>&1 || true
    "$VENV/bin/python" -m pip install --quiet -c "$CONSTRAINTS" "./$STAGE"
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


# -- macOS signing (build_macos.sh; functions here so that tests can run them with stand-ins) ---

# sign_app APP IDENTITY: every binary inside first, then the app, with the hardened runtime and a
# secure time stamp (what notarisation asks for).
sign_app() {
    local app=$1 identity=$2
    find "$app/Contents" -type f \( -name '*.so' -o -name '*.dylib' -o -perm -u+x \) -print0 \
        | xargs -0 codesign --force --timestamp --options runtime --sign "$identity"
    codesign --force --timestamp --options runtime --entitlements packaging/macos/entitlements.plist \
        --sign "$identity" "$app"
}

# check_signature PATH: codesign's strict check; its failure is the build's failure (an `if`, not
# `codesign ... && echo`, which set -e lets pass).
check_signature() {
    if ! codesign --verify --deep --strict --verbose=2 "$1"; then
        die "the signature of $1 does not verify"
    fi
    echo "signature: valid ($1)"
}

# notarise DMG: submits to Apple's notary service and staples the ticket; skipped, in one line,
# without credentials.
notarise() {
    local auth=()
    if [ -n "${FIBSGUI_NOTARY_PROFILE:-}" ]; then
        auth=(--keychain-profile "$FIBSGUI_NOTARY_PROFILE")
    elif [ -n "${FIBSGUI_NOTARY_APPLE_ID:-}" ] && [ -n "${FIBSGUI_NOTARY_TEAM_ID:-}" ] \
            && [ -n "${FIBSGUI_NOTARY_PASSWORD:-}" ]; then
        auth=(--apple-id "$FIBSGUI_NOTARY_APPLE_ID" --team-id "$FIBSGUI_NOTARY_TEAM_ID"
              --password "$FIBSGUI_NOTARY_PASSWORD")
    else
        echo "notarisation: skipped (no FIBSGUI_NOTARY_PROFILE or Apple ID credentials)"
        return 0
    fi
    xcrun notarytool submit "$1" "${auth[@]}" --wait || die "notarisation of $1 failed"
    xcrun stapler staple "$1" || die "stapling the notarisation ticket to $1 failed"
    xcrun stapler validate "$1" || die "the notarisation ticket of $1 does not validate"
    echo "notarisation: done ($1)"
}
