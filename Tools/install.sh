#!/usr/bin/env bash
# Installs foodlog under a prefix, in the layout the executables expect:
#
#   PREFIX/bin/foodlog, foodlog-net, index-builder
#   PREFIX/share/foodlog/index/                 the search index (found relative to bin/foodlog)
#   PREFIX/share/man/man1/foodlog*.1            man pages
#   PREFIX/share/bash-completion/completions/foodlog, zsh/site-functions/_foodlog,
#   PREFIX/share/fish/vendor_completions.d/foodlog.fish
#
# The installed foodlog needs nothing from the clone: remove or move the clone afterwards.
#
#   Tools/install.sh --prefix ~/.local           build a release and install it
#   Tools/install.sh --prefix DIR --from .build/release   install executables that are already built
set -euo pipefail

usage() {
    cat <<'USAGE'
Usage: Tools/install.sh [--prefix DIR] [--from BIN_DIR] [--index DIR]

  --prefix DIR   where to install (default: ~/.local); created if missing
  --from DIR     install the executables already built in DIR (e.g. .build/release) instead of
                 building a release now
  --index DIR    the index to install (default: the embedded IndexData/)
USAGE
}

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
prefix="${HOME:-}/.local"
from=""
index="$root/IndexData"
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a directory" >&2; exit 64; }; prefix=$2; shift 2 ;;
        --prefix=*) prefix=${1#--prefix=}; shift ;;
        --from) [ $# -ge 2 ] || { echo "install.sh: --from needs a directory" >&2; exit 64; }; from=$2; shift 2 ;;
        --from=*) from=${1#--from=}; shift ;;
        --index) [ $# -ge 2 ] || { echo "install.sh: --index needs a directory" >&2; exit 64; }; index=$2; shift 2 ;;
        --index=*) index=${1#--index=}; shift ;;
        -h|--help) usage; exit 0 ;;
        *) echo "install.sh: unknown argument '$1'; see 'Tools/install.sh --help'" >&2; exit 64 ;;
    esac
done
[ -n "$prefix" ] || { echo "install.sh: --prefix is empty; give a directory, e.g. --prefix ~/.local" >&2; exit 64; }
case "$prefix" in /*) ;; *) prefix="$(pwd)/$prefix" ;; esac

products="foodlog foodlog-net index-builder"

if [ -z "$from" ]; then
    cd "$root"
    # The static Swift runtime makes foodlog start in ~2 ms and run on machines without Swift;
    # linking foodlog-net statically needs libcurl's development files, so fall back to the
    # shared runtime for a product that cannot link statically (it then needs the Swift runtime).
    # macOS has the Swift runtime in the OS (and no static one to link): the shared one it is.
    for product in $products; do
        echo "install.sh: building $product (release)" >&2
        if [ "$(uname -s)" = Darwin ]; then
            swift build -c release --product "$product" >&2
        elif ! swift build -c release --static-swift-stdlib --product "$product" >&2; then
            echo "install.sh: note: $product does not link with the static Swift runtime here; building it against the shared one" >&2
            swift build -c release --product "$product" >&2
        fi
    done
    from=$(swift build -c release --show-bin-path)
fi

for product in $products; do
    [ -x "$from/$product" ] || { echo "install.sh: $from/$product is missing; build it first ('swift build -c release') or drop --from" >&2; exit 66; }
done
# The generation the index's pointer names (IndexData/FORMAT.md, "Directory layout").
generation=
[ -f "$index/current" ] && generation=$(head -c 64 "$index/current")
case $generation in
    gen-[0-9a-f]*) [ -f "$index/$generation/vocabulary.fli" ] || generation= ;;
    *) generation= ;;
esac
[ -n "$generation" ] || { echo "install.sh: $index holds no foodlog index (no 'current' naming a generation); build one with index-builder" >&2; exit 66; }

bin="$prefix/bin"
share="$prefix/share/foodlog"
mkdir -p "$bin" "$share" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
    "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d" \
    || { echo "install.sh: cannot create directories under $prefix; check its permissions" >&2; exit 73; }

# Executables: copied beside each other (foodlog hands network commands to the foodlog-net next to it).
for product in $products; do
    install -m 755 "$from/$product" "$bin/$product.new"
    mv -f "$bin/$product.new" "$bin/$product"
done

# The index: its generation copied in under its own name, then the pointer replaced by rename(2),
# so a running search sees the old index or the new one, never half; then the rest removed (older
# generations, and the six files of an index installed before generations).
target="$share/index"
mkdir -p "$target"
same=yes
for file in "$index/$generation"/*.fli; do
    cmp -s "$file" "$target/$generation/${file##*/}" || same=no
done
if [ "$same" = no ]; then
    rm -rf "$target/.$generation.new"
    mkdir "$target/.$generation.new"
    for file in "$index/$generation"/*.fli; do install -m 644 "$file" "$target/.$generation.new/"; done
    rm -rf "$target/$generation"
    mv "$target/.$generation.new" "$target/$generation"
fi
printf '%s\n' "$generation" > "$target/.current.new"
mv -f "$target/.current.new" "$target/current"
for old in "$target"/gen-*; do [ "$old" = "$target/$generation" ] || rm -rf "$old"; done
rm -f "$target"/*.fli

# Man pages and completions, generated by the installed binaries from their own command specs.
"$bin/foodlog-net" man --output "$prefix/share/man/man1" >/dev/null
"$bin/foodlog-net" completions bash > "$prefix/share/bash-completion/completions/foodlog"
"$bin/foodlog-net" completions zsh > "$prefix/share/zsh/site-functions/_foodlog"
"$bin/foodlog-net" completions fish > "$prefix/share/fish/vendor_completions.d/foodlog.fish"

echo "installed foodlog $("$bin/foodlog" --version | cut -d' ' -f2) under $prefix"
case ":${PATH:-}:" in *":$bin:"*) ;; *) echo "note: add $bin to PATH, e.g. export PATH=\"$bin:\$PATH\"" ;; esac
