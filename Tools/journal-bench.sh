#!/usr/bin/env bash
# Whole-process timings of `foodlog today` and `foodlog add` against a journal of five years of
# daily use (20 000 entries, ~11 a day), with hyperfine. Usage: Tools/journal-bench.sh [ENTRIES]
set -euo pipefail
cd "$(dirname "$0")/.."
entries="${1:-20000}"
# The static Swift runtime on Linux; macOS has the runtime in the OS and no static one to link.
static=()
[ "$(uname -s)" = Darwin ] || static=(--static-swift-stdlib)
swift build -c release ${static[@]+"${static[@]}"} --product foodlog >/dev/null
swift build -c release ${static[@]+"${static[@]}"} --product journal-stress >/dev/null
bin="$(swift build -c release ${static[@]+"${static[@]}"} --show-bin-path)"
data="$(mktemp -d /tmp/foodlog-bench-XXXXXX)"
trap 'rm -rf "$data"' EXIT
export XDG_DATA_HOME="$data" TZ=UTC HOME="$data"
echo "laying down $entries entries over 1826 days in $data ..." >&2
"$bin/journal-stress" "$data/foodlog" "$entries" bench --days 1826 >/dev/null
du -sh "$data/foodlog/journal" >&2
ls "$data/foodlog/journal" | wc -l | xargs echo "month files:" >&2
"$bin/foodlog" goal set --kcal 2000 --protein 120 >/dev/null
hyperfine --warmup 5 --runs 50 -N \
  "$bin/foodlog --version" \
  "$bin/foodlog today" \
  "$bin/foodlog today --json" \
  "$bin/foodlog log --from -6 --summary" \
  "$bin/foodlog add bench-add --kcal 100 -q"
