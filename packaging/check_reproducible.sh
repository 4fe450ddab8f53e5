#!/usr/bin/env bash
# Checks that the Linux tar.gz is reproducible: builds the committed HEAD twice, from two clones in
# folders of different names and lengths (a path written into the bundle shows up), with
# `nice -n 19 packaging/build_linux.sh --no-appimage`, and compares the two archives byte for byte.
# Where they differ it unpacks both and names every differing entry (content, mode, link target,
# present in one only), then the differences of the archives' listings (order, owners, times).
#
# Usage: packaging/check_reproducible.sh [--keep]        (--keep leaves the two clones in place)
#        packaging/check_reproducible.sh --compare A B    (two archives or two folders, nothing built)
# Exit status: 0 when alike, 1 when they differ, 2 on a usage error or a failed build.
set -euo pipefail

die() { printf 'ERROR: %s\n' "$*" >&2; exit 2; }

# manifest DIR: one sorted line per entry below DIR: path, kind, and mode and SHA-256 (files),
# mode (folders) or target (symbolic links). Tabs separate the fields.
manifest() {
    (cd "$1" && find . -mindepth 1 -printf '%P\0' | LC_ALL=C sort -z | while IFS= read -r -d '' path; do
        if [ -L "$path" ]; then
            printf '%s\tlink -> %s\n' "$path" "$(readlink "$path")"
        elif [ -d "$path" ]; then
            printf '%s\tfolder %s\n' "$path" "$(stat -c %a "$path")"
        elif [ -f "$path" ]; then
            printf '%s\tfile %s %s\n' "$path" "$(stat -c %a "$path")" "$(sha256sum < "$path" | cut -d' ' -f1)"
        else
            printf '%s\tother %s\n' "$path" "$(stat -c %F "$path")"
        fi
    done)
}

# compare_trees A B: prints each entry that differs between the folders; status 1 if any does.
compare_trees() {
    local first second
    first=$(mktemp) second=$(mktemp)
    manifest "$1" > "$first"
    manifest "$2" > "$second"
    LC_ALL=C awk -F '\t' -v a="$1" -v b="$2" '
        NR == FNR { left[$1] = $2; next }
        { right[$1] = $2 }
        END {
            n = 0
            for (p in left) {
                if (!(p in right)) { print "only in " a ": " p; n++ }
                else if (left[p] != right[p]) { print "differs: " p "  (" left[p] " | " right[p] ")"; n++ }
            }
            for (p in right) if (!(p in left)) { print "only in " b ": " p; n++ }
            exit n > 0
        }' "$first" "$second" | LC_ALL=C sort
    local status=${PIPESTATUS[0]}
    rm -f "$first" "$second"
    return "$status"
}

# compare_archives A B: the archives' SHA-256; when they differ, their unpacked trees and listings.
compare_archives() {
    local a=$1 b=$2 sum_a sum_b work status=0
    sum_a=$(sha256sum < "$a" | cut -d' ' -f1)
    sum_b=$(sha256sum < "$b" | cut -d' ' -f1)
    printf '%s  %s\n%s  %s\n' "$sum_a" "$a" "$sum_b" "$b"
    if [ "$sum_a" = "$sum_b" ]; then
        echo "reproducible: the two archives are identical"
        return 0
    fi
    echo "NOT reproducible: the archives differ"
    work=$(mktemp -d)
    mkdir "$work/a" "$work/b"
    tar -xf "$a" -C "$work/a"
    tar -xf "$b" -C "$work/b"
    echo "-- entries that differ:"
    compare_trees "$work/a" "$work/b" || status=1
    [ "$status" = 1 ] || echo "(none: the files are alike)"
    echo "-- listings that differ (order, owners, modes, times):"
    if diff <(tar -tvf "$a") <(tar -tvf "$b"); then
        echo "(none: the difference is in the compression)"
    fi
    rm -rf "$work"
    return 1
}

compare() {
    if [ -d "$1" ] && [ -d "$2" ]; then
        if compare_trees "$1" "$2"; then echo "reproducible: the two folders are alike"; else return 1; fi
    elif [ -f "$1" ] && [ -f "$2" ]; then
        compare_archives "$1" "$2"
    else
        die "--compare needs two archives or two folders"
    fi
}

KEEP=0
case "${1:-}" in
    --compare)
        [ $# = 3 ] || die "usage: $0 --compare A B"
        status=0
        compare "$2" "$3" || status=$?
        exit "$status" ;;
    --keep) KEEP=1 ;;
    "") ;;
    *) die "usage: $0 [--keep] | --compare A B" ;;
esac

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
WORK=$(mktemp -d "${TMPDIR:-/tmp}/fibsgui-reproducible.XXXXXX")
if [ "$KEEP" = 0 ]; then trap 'rm -rf "$WORK"' EXIT; fi
echo "commit $(git -C "$ROOT" rev-parse HEAD); builds in $WORK"
git -C "$ROOT" diff --quiet HEAD || echo "(changes not committed are not built: the clones are of HEAD)"
archives=()
for name in one second-build; do
    git clone --quiet "$ROOT" "$WORK/$name"
    printf '\n== build in %s\n' "$WORK/$name"
    (cd "$WORK/$name" && nice -n 19 packaging/build_linux.sh --no-appimage > "$WORK/$name.log" 2>&1) \
        || { tail -n 20 "$WORK/$name.log"; KEEP=1; trap - EXIT; die "the build in $WORK/$name failed (log: $WORK/$name.log)"; }
    archive=$(ls "$WORK/$name"/dist/fibsgui-*-linux-*.tar.gz)
    archives+=("$archive")
done
echo
status=0
compare_archives "${archives[0]}" "${archives[1]}" || status=$?
[ "$KEEP" = 1 ] && echo "clones kept in $WORK"
exit "$status"
