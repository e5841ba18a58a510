#!/usr/bin/env bash
# Makes a release tarball of the installed layout (bin/, share/foodlog/index, man pages,
# completions): dist/foodlog-VERSION-OS-ARCH.tar.gz, unpacked with
#   tar -xzf foodlog-VERSION-OS-ARCH.tar.gz -C ~/.local --strip-components 1
#
#   Tools/release.sh                         build a release, then pack it
#   Tools/release.sh --from .build/release   pack executables that are already built
#   Tools/release.sh --output DIR            write the tarball into DIR (default: dist/)
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
output="$root/dist"
install_args=()
while [ $# -gt 0 ]; do
    case "$1" in
        --from|--index) [ $# -ge 2 ] || { echo "release.sh: $1 needs a directory" >&2; exit 64; }; install_args+=("$1" "$2"); shift 2 ;;
        --output) [ $# -ge 2 ] || { echo "release.sh: --output needs a directory" >&2; exit 64; }; output=$2; shift 2 ;;
        -h|--help) sed -n '2,9p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "release.sh: unknown argument '$1'; see 'Tools/release.sh --help'" >&2; exit 64 ;;
    esac
done

staging=$(mktemp -d "${TMPDIR:-/tmp}/foodlog-release.XXXXXX")
trap 'rm -rf "$staging"' EXIT
"$root/Tools/install.sh" --prefix "$staging/root" ${install_args[@]+"${install_args[@]}"} >/dev/null

version=$("$staging/root/bin/foodlog" --version | cut -d' ' -f2)
os=$(uname -s | tr '[:upper:]' '[:lower:]')
arch=$(uname -m)
name="foodlog-$version-$os-$arch"
mv "$staging/root" "$staging/$name"
mkdir -p "$output"
case "$output" in /*) ;; *) output="$(pwd)/$output" ;; esac

# The same files give the same bytes: sorted names, no owners, a fixed time (GNU tar; others pack
# in directory order). macOS's tar would add an AppleDouble `._NAME` file beside every file with
# extended attributes (a quarantine flag, say), which other systems unpack as clutter:
# COPYFILE_DISABLE stops that.
export COPYFILE_DISABLE=1
if tar --version 2>/dev/null | grep -q 'GNU tar'; then
    tar -C "$staging" --sort=name --owner=0 --group=0 --numeric-owner --mtime=@0 -cf - "$name" | gzip -n -9 > "$output/$name.tar.gz.new"
else
    tar -C "$staging" -cf - "$name" | gzip -n -9 > "$output/$name.tar.gz.new"
fi
mv -f "$output/$name.tar.gz.new" "$output/$name.tar.gz"
echo "$output/$name.tar.gz"
