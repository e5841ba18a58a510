#!/usr/bin/env bash
# What "your foods first" costs each search (issue 15: at most 0.3 ms with 20 000 journal entries).
# Lays down ENTRIES (default 20 000) entries over five years through the journal's real write path,
# each logging one of the index's everyday foods by its code (journal-stress --foods, a few foods
# daily and many now and then), then times the history part of a search in-process
# (history-bench time: config key, journal fingerprint, cache read, matching) and a whole
# `foodlog search` process with and without --no-history.
# Usage: Tools/bench/run-history-bench.sh [ENTRIES]
set -euo pipefail
cd "$(dirname "$0")/../.."
entries="${1:-20000}"
# The static Swift runtime on Linux; macOS has the runtime in the OS and no static one to link.
static=()
[ "$(uname -s)" = Darwin ] || static=(--static-swift-stdlib)
for product in foodlog journal-stress history-bench; do
  swift build -c release ${static[@]+"${static[@]}"} --product "$product" >/dev/null
done
bin="$(swift build -c release ${static[@]+"${static[@]}"} --show-bin-path)"
home="$(mktemp -d /tmp/foodlog-history-bench-XXXXXX)"
trap 'rm -rf "$home"' EXIT
export HOME="$home" XDG_DATA_HOME="$home/data" XDG_CACHE_HOME="$home/cache" XDG_CONFIG_HOME="$home/config" TZ=UTC
"$bin/history-bench" foods > "$home/foods.tsv"
echo "laying down $entries entries over 1826 days, $(wc -l < "$home/foods.tsv") foods ..." >&2
"$bin/journal-stress" "$home/data/foodlog" "$entries" bench --days 1826 --foods "$home/foods.tsv" >/dev/null
echo "month files: $(ls "$home/data/foodlog/journal" | wc -l | tr -d ' '), $(du -sh "$home/data/foodlog/journal" | cut -f1)" >&2
"$bin/history-bench" time "$home/data/foodlog" "$home/cache/foodlog" --runs "${RUNS:-200}"
echo "cache file: $(wc -c < "$home/cache/foodlog/history" | tr -d ' ') bytes"
# Whole processes: the same query with and without history, alternated, medians (python3).
"$bin/foodlog" search chicken >/dev/null
python3 - "$bin/foodlog" "${PROCESS_RUNS:-300}" <<'PY'
import subprocess, sys, time, statistics
program, runs = sys.argv[1], int(sys.argv[2])
times = {"--no-history": [], "history": []}
for _ in range(runs):
    for label, extra in (("--no-history", ["--no-history"]), ("history", [])):
        start = time.perf_counter_ns()
        subprocess.run([program, "search", "chicken", *extra], stdout=subprocess.DEVNULL, check=True)
        times[label].append((time.perf_counter_ns() - start) / 1e6)
for label, values in times.items():
    values.sort()
    print(f"foodlog search chicken {label:>12}: median {statistics.median(values):.2f} ms, p90 {values[int(len(values) * 0.9)]:.2f} ms ({runs} runs)")
PY
# CPU time of a whole process (not the wall clock, which a busy machine's scheduler dominates).
if command -v perf >/dev/null; then
  for extra in --no-history ""; do
    printf 'foodlog search chicken %12s: ' "${extra:-history}"
    perf stat -r "${PROCESS_RUNS:-300}" "$bin/foodlog" search chicken $extra 2>&1 >/dev/null | grep task-clock | sed 's/ *#.*(/ (/'
  done
fi
