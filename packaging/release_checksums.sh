#!/usr/bin/env bash
# Writes DIR/SHA256SUMS for the packages of a release, after checking that every package is
# there: one of each kind, all of the same version. A missing or doubled package, or files of two
# versions, stop the release (the draft is never made incomplete).
#
# Usage: packaging/release_checksums.sh DIR
# Then a user checks a download with: sha256sum -c SHA256SUMS --ignore-missing
set -euo pipefail

DIR=${1:?usage: $0 DIR}
cd "$DIR"
rm -f SHA256SUMS
# The kinds of package a release has (the version in place of VERSION).
KINDS=(
    "fibsgui-VERSION-linux-x86_64.tar.gz"
    "fibsgui-VERSION-x86_64.AppImage"
    "fibsgui-VERSION-x86_64.AppImage.zsync"
    "fibsgui-VERSION-windows-x64-setup.exe"
    "fibsgui-VERSION-windows-x64-portable.zip"
    "fibsgui-VERSION-macos-arm64.dmg"
    "fibsgui-VERSION-macos-x86_64.dmg"
)
shopt -s nullglob
files=(fibsgui-*)
[ ${#files[@]} -gt 0 ] || { echo "ERROR: no packages in $DIR" >&2; exit 1; }
VERSION=$(printf '%s\n' "${files[@]}" | sed -n 's/^fibsgui-\([0-9][0-9a-z.]*[0-9]\)-.*/\1/p' | sort -u)
if [ -z "$VERSION" ] || [ "$(printf '%s\n' "$VERSION" | wc -l)" != 1 ]; then
    echo "ERROR: packages of several versions (or none): $(echo "$VERSION" | tr '\n' ' ')" >&2
    exit 1
fi
status=0
expected=()
for kind in "${KINDS[@]}"; do
    name=${kind//VERSION/$VERSION}
    expected+=("$name")
    [ -s "$name" ] || { echo "ERROR: $name is missing (or empty)" >&2; status=1; }
done
for file in "${files[@]}"; do
    case " ${expected[*]} " in *" $file "*) ;; *) echo "ERROR: $file is not a package of this release" >&2; status=1 ;; esac
done
[ "$status" = 0 ] || exit 1
LC_ALL=C sha256sum "${expected[@]}" | LC_ALL=C sort -k2 > SHA256SUMS
sha256sum --quiet -c SHA256SUMS
echo "SHA256SUMS for fibsgui $VERSION:"
cat SHA256SUMS
