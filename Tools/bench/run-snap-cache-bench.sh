#!/usr/bin/env bash
# The cache benchmark of issue 3: `foodlog snap PHOTO` answered from the cache for a 4 MB photo,
# whole process (goal: under 50 ms), and SHA-256 throughput against `sha256sum`.
#
#   bash Tools/bench/run-snap-cache-bench.sh [--runs N] [--no-build]
#
# Builds foodlog, foodlog-net and hash-bench in release mode with the static Swift standard
# library, writes a 4 MB JPEG-typed photo (a JPEG header, then random bytes) and the answer the
# chain would cache for it under a fresh temporary directory (`hash-bench --prepare-cache-hit`),
# then times with hyperfine, in a clean environment pointing every XDG directory there:
#   - foodlog snap PHOTO --json       the cache hit as people run it (foodlog execs foodlog-net)
#   - foodlog-net snap PHOTO --json   the same without the hand-off
#   - foodlog --version, foodlog-net --version   what starting each executable costs
#   - sha256sum PHOTO                 the system's hash of the same photo, whole process
# and `hash-bench` for in-process throughput on 64 MiB (foodlog's SHA-256 against sha256sum,
# digests compared). The provider's base URL is a closed loopback port, so a cache miss fails
# instead of being timed. Prints a table of medians; progress goes to stderr. The machine is
# shared and noisy: compare medians, and re-run when the spread is wide.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
BIN="$ROOT/.build/release"
RUNS=40
BUILD=1

say() { printf '==> %s\n' "$*" >&2; }
die() { printf 'run-snap-cache-bench: %s\n' "$*" >&2; exit 1; }

while [ $# -gt 0 ]; do
    case "$1" in
        --runs) RUNS="${2:?--runs needs a number}"; shift 2 ;;
        --no-build) BUILD=0; shift ;;
        -h|--help) sed -n '2,19p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown option '$1'; see --help" ;;
    esac
done
case "$RUNS" in ''|*[!0-9]*) die "--runs needs a whole number, e.g. --runs 40" ;; esac
[ "$RUNS" -ge 3 ] || die "--runs needs at least 3"

command -v hyperfine >/dev/null || die "hyperfine is needed; install it (apt-get install hyperfine)"
command -v python3 >/dev/null || die "python3 is needed to read hyperfine's JSON"
# The system's SHA-256 for the comparison: sha256sum (coreutils, Linux) or shasum -a 256 (macOS).
if command -v sha256sum >/dev/null; then SHA256_TOOL="$(command -v sha256sum)"
elif command -v shasum >/dev/null; then SHA256_TOOL="$(command -v shasum) -a 256"
else die "sha256sum (coreutils) or shasum is needed for the comparison"
fi

# --- 1. Release binaries with the static Swift standard library -------------------------------
if [ "$BUILD" = 1 ]; then
    if [ "$(uname -s)" = Linux ] && [ ! -e /usr/lib/x86_64-linux-gnu/libcurl.so ] && [ ! -e /usr/lib/aarch64-linux-gnu/libcurl.so ]; then
        # foodlog-net links FoundationNetworking, which needs libcurl's dev symlink for a static stdlib build.
        say "installing libcurl4-openssl-dev (needed to link foodlog-net with --static-swift-stdlib)"
        apt-get install -y libcurl4-openssl-dev >/dev/null || die "libcurl.so is missing; install libcurl4-openssl-dev"
    fi
    # (macOS has the Swift runtime in the OS and no static one to link.)
    static=()
    [ "$(uname -s)" = Darwin ] || static=(--static-swift-stdlib)
    for product in foodlog foodlog-net hash-bench; do
        say "swift build -c release ${static[*]+${static[*]}} --product $product"
        swift build -c release ${static[@]+"${static[@]}"} --product "$product" >&2
    done
fi
for tool in foodlog foodlog-net hash-bench; do
    [ -x "$BIN/$tool" ] || die "$BIN/$tool is missing; run without --no-build"
done

# --- 2. A photo and its cached answer ----------------------------------------------------------
WORK="$(mktemp -d "${TMPDIR:-/tmp}/foodlog-snap-bench.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
say "preparing a 4 MB photo and its cached answer under $WORK"
"$BIN/hash-bench" --prepare-cache-hit "$WORK/hit" > "$WORK/setup"
PHOTO="$(head -n 1 "$WORK/setup")"
ENVIRONMENT=()
while IFS= read -r line; do ENVIRONMENT+=("$line"); done < <(tail -n +2 "$WORK/setup")
clean() { env -i "${ENVIRONMENT[@]}" "$@"; }

output="$(clean "$BIN/foodlog" snap "$PHOTO" --json)" || die "foodlog snap failed on the prepared photo; is the build current?"
case "$output" in
    *'"cached":true'*) ;;
    *) die "foodlog snap did not answer from the cache: $output" ;;
esac

# --- 3. Whole processes ------------------------------------------------------------------------
say "hyperfine: $RUNS runs each after 5 warm-ups"
clean "$(command -v hyperfine)" -N --style none --warmup 5 --runs "$RUNS" --export-json "$WORK/hyperfine.json" \
    -n "foodlog snap (cache hit)" "$BIN/foodlog snap $PHOTO --json" \
    -n "foodlog-net snap (cache hit, no hand-off)" "$BIN/foodlog-net snap $PHOTO --json" \
    -n "foodlog --version" "$BIN/foodlog --version" \
    -n "foodlog-net --version" "$BIN/foodlog-net --version" \
    -n "sha256sum PHOTO" "$SHA256_TOOL $PHOTO" >&2

# --- 4. In-process hashing throughput -----------------------------------------------------------
say "hash-bench: foodlog's SHA-256 against sha256sum on 64 MiB, best of 5"
"$BIN/hash-bench" --runs 5 > "$WORK/throughput" || die "hash-bench failed: $(cat "$WORK/throughput")"

python3 - "$WORK/hyperfine.json" "$WORK/throughput" "$(wc -c < "$PHOTO" | tr -d ' ')" <<'PY'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
throughput = open(sys.argv[2]).read().splitlines()
size = int(sys.argv[3])
print(f"snap cache hit, {size} byte photo, whole process (median of {len(results[0]['times'])} runs; min, max):")
print()
print("| Command | Median | Min | Max |")
print("|---|---|---|---|")
for r in results:
    print(f"| {r['command']} | {r['median'] * 1000:.1f} ms | {r['min'] * 1000:.1f} ms | {r['max'] * 1000:.1f} ms |")
print()
median = {r["command"]: r["median"] for r in results}
hit = median["foodlog snap (cache hit)"]
print(f"goal: cache hit under 50 ms: {'met' if hit < 0.050 else 'NOT met'} ({hit * 1000:.1f} ms median)")
print()
print("hashing throughput, in process, 64 MiB of random bytes:")
for line in throughput:
    print("  " + line)
PY
