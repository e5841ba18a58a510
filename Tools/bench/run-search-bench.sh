#!/usr/bin/env bash
# The search benchmark of issues 2 and 16: foodlog, tantivy and SQLite FTS5 side by side on the same
# real products and queries, at 821 032 (all real rows) and 3 000 000 products (real rows plus a
# synthetic scale-up); `--sizes 100000` is the quick run (under a minute once the data is prepared).
#
#   bash Tools/bench/run-search-bench.sh [--sizes "821032 3000000"] [--process-queries 200]
#        [--runs 3] [--rounds 3] [--fault-runs 20] [--tantivy-threads 2] [--tantivy-heap-mb 256]
#
# Reads ../shared/data/off-products.tsv.gz (or $FOODLOG_SHARED_DIR/data/...), writes everything it
# generates under bench-out/ (git-ignored), prints the result table and writes it to
# bench-out/search-bench.md. tantivy runs in a virtual environment it makes in Tools/bench/.venv
# (git-ignored; pip install from PyPI). Progress goes to stderr. Tools/bench/README.md explains it.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$ROOT"
SHARED="${FOODLOG_SHARED_DIR:-$ROOT/../shared}"
SOURCE="$SHARED/data/off-products.tsv.gz"
OUT="$ROOT/bench-out"
DATA="$OUT/data"
RESULTS="$OUT/results"
BIN="$ROOT/.build/release"
BENCH="$ROOT/Tools/bench"
SQLITE3="${SQLITE3:-/usr/bin/sqlite3}"
REAL_ROWS=821032
# The query SQLite answers; %MATCH% becomes the query's FTS5 expression (see make_queries.py).
SQL="SELECT code, name, brand, kcal FROM products WHERE products MATCH '%MATCH%' ORDER BY bm25(products) LIMIT 10;"
SIZES="$REAL_ROWS 3000000"
VENV="$BENCH/.venv"
TANTIVY_REQUIREMENT="tantivy>=0.27,<0.28"
TANTIVY_THREADS=2
TANTIVY_HEAP_MB=256
FAULT_RUNS=20
# Two queries whose page faults are counted: a common one, and one that matches nothing (no word,
# prefix or one-letter typo of it is in any product name).
FAULT_QUERY="greek yogurt"
NO_MATCH_QUERY="qxzvjw"
PROCESS_QUERIES=200
RUNS=3
ROUNDS=3

say() { printf '==> %s\n' "$*" >&2; }
die() { printf 'run-search-bench: %s\n' "$*" >&2; exit 1; }

while [ $# -gt 0 ]; do
    case "$1" in
        --sizes) SIZES="${2:?--sizes needs a list}"; shift 2 ;;
        --process-queries) PROCESS_QUERIES="${2:?--process-queries needs a number}"; shift 2 ;;
        --runs) RUNS="${2:?--runs needs a number}"; shift 2 ;;
        --rounds) ROUNDS="${2:?--rounds needs a number}"; shift 2 ;;
        --fault-runs) FAULT_RUNS="${2:?--fault-runs needs a number}"; shift 2 ;;
        --tantivy-threads) TANTIVY_THREADS="${2:?--tantivy-threads needs a number}"; shift 2 ;;
        --tantivy-heap-mb) TANTIVY_HEAP_MB="${2:?--tantivy-heap-mb needs a number}"; shift 2 ;;
        -h|--help) sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) die "unknown option '$1'; see --help" ;;
    esac
done

# --- Tools -----------------------------------------------------------------------------------
[ -r "$SOURCE" ] || die "cannot read $SOURCE; put the shared data beside the repository or set FOODLOG_SHARED_DIR"
command -v python3 >/dev/null || die "python3 is needed for data preparation and the report"
[ -x "$SQLITE3" ] || die "$SQLITE3 not found; install Debian's sqlite3 package or set SQLITE3"
"$SQLITE3" :memory: "CREATE VIRTUAL TABLE t USING fts5(a);" 2>/dev/null \
    || die "$SQLITE3 has no FTS5; use Debian's sqlite3 package"
# Wall time and peak memory of one command, written as {"wall_s": S, "max_rss_kb": K} to $1. GNU
# time (Linux: `-f`) or BSD time (macOS: `-l`, peak in bytes); both run the command from a small
# process, so the figure is the command's own.
if [ "$(uname -s)" = Linux ] && [ ! -x /usr/bin/time ]; then
    say "installing Debian's 'time' package (for peak memory of the builds)"
    apt-get install -y time >/dev/null || die "/usr/bin/time is missing; install the 'time' package"
fi
if /usr/bin/time -f %M true >/dev/null 2>&1; then
    measure() { local out=$1; shift; /usr/bin/time -f '{"wall_s": %e, "max_rss_kb": %M}' -o "$out" "$@"; }
elif /usr/bin/time -l true >/dev/null 2>&1; then
    measure() {
        local out=$1 report status=0; shift
        report="$(mktemp "${TMPDIR:-/tmp}/foodlog-bench-time.XXXXXX")"
        /usr/bin/time -l "$@" 2> "$report" || status=$?
        awk '/ real / { wall = $1 } /maximum resident set size/ { rss = $1 }
             !/ real / && !/^ *[0-9]+  [a-z]/ { print > "/dev/stderr" }
             END { printf "{\"wall_s\": %s, \"max_rss_kb\": %d}\n", wall, rss / 1024 }' "$report" > "$out"
        rm -f "$report"
        return "$status"
    }
else
    die "/usr/bin/time with -f (GNU) or -l (BSD) is needed for peak memory of the builds"
fi
cpus() { getconf _NPROCESSORS_ONLN; }
# tantivy from PyPI in a virtual environment of the benchmark's own (never a dependency of foodlog).
if ! "$VENV/bin/python" -c 'import sys, tantivy; sys.exit(0 if "v0.27." in tantivy.tantivy.__version__ else 1)' 2>/dev/null; then
    say "making $VENV with $TANTIVY_REQUIREMENT (python3 -m venv, pip install)"
    python3 -m venv "$VENV" || die "python3 -m venv failed; install Debian's python3-venv package"
    "$VENV/bin/pip" install --quiet "$TANTIVY_REQUIREMENT" >&2 \
        || die "pip could not install $TANTIVY_REQUIREMENT into $VENV; it needs PyPI (or a pip index set in pip.conf)"
fi
TANTIVY_PY="$VENV/bin/python"
file_bytes() { wc -c < "$1" | tr -d ' '; }

# --- 1. Release binaries with the static Swift standard library -------------------------------
# (macOS has the Swift runtime in the OS and no static one to link.)
static=()
static_swiftc=()
[ "$(uname -s)" = Darwin ] || { static=(--static-swift-stdlib); static_swiftc=(-static-stdlib); }
for product in foodlog index-builder search-bench; do
    say "swift build -c release ${static[*]+${static[*]}} --product $product"
    swift build -c release ${static[@]+"${static[@]}"} --product "$product" >&2
done
# The floor of a whole Swift process: a "hello" built the same way (static standard library).
HELLO="$OUT/hello-swift"
mkdir -p "$OUT"
if [ ! -x "$OUT/hello-linked" ]; then
    say "swiftc -O ${static_swiftc[*]+${static_swiftc[*]}} hello (the whole-process floor)"
    printf 'print("hello")\n' > "$OUT/hello.swift"
    swiftc -O ${static_swiftc[@]+"${static_swiftc[@]}"} "$OUT/hello.swift" -o "$OUT/hello-linked" >&2
fi
install -m 755 "$OUT/hello-linked" "$HELLO"
# Whole processes run installed copies, as Tools/install.sh makes them: a file fresh from the
# linker costs each process of it about 20 more page faults and 0.3-0.4 ms than a copy of the
# same bytes (the page cache holds the two differently), which would time the build, not foodlog.
INSTALLED="$OUT/bin/foodlog"
mkdir -p "$OUT/bin"
install -m 755 "$BIN/foodlog" "$INSTALLED"

# --- 2. Data ---------------------------------------------------------------------------------
mkdir -p "$DATA" "$RESULTS"
rm -f "$RESULTS"/*.json
stamp() { # what a generated file was made from: the generator scripts and the source's size and time
    { cat "$BENCH/prepare_data.py" "$BENCH/offrows.py" "$BENCH/make_queries.py"
      python3 -c 'import os, sys; s = os.stat(sys.argv[1]); print(s.st_size, int(s.st_mtime))' "$SOURCE"; } | cksum | cut -d' ' -f1
}
STAMP="$(stamp)"
fresh() { [ -s "$1" ] && [ "$(cat "$1.stamp" 2>/dev/null)" = "$STAMP" ]; }
made() { echo "$STAMP" > "$1.stamp"; }

REAL_TSV="$DATA/off-$REAL_ROWS.tsv"
if ! fresh "$REAL_TSV"; then
    say "decompressing $SOURCE"
    gzip -dc "$SOURCE" > "$REAL_TSV"; made "$REAL_TSV"
fi
for size in $SIZES; do
    tsv="$DATA/off-$size.tsv"
    if [ "$size" -lt "$REAL_ROWS" ] && ! fresh "$tsv"; then
        say "first $size rows"
        python3 "$BENCH/prepare_data.py" slice "$REAL_TSV" "$size" "$tsv"; made "$tsv"
    elif [ "$size" -gt "$REAL_ROWS" ] && ! fresh "$tsv"; then
        say "synthetic scale-up to $size rows (see prepare_data.py)"
        python3 "$BENCH/prepare_data.py" scale "$REAL_TSV" "$size" "$tsv"; made "$tsv"
    fi
    if ! fresh "$DATA/fts-$size.ascii"; then
        say "extracting the same products for SQLite ($size rows)"
        python3 "$BENCH/prepare_data.py" extract "$tsv" "$DATA/fts-$size.ascii" >/dev/null; made "$DATA/fts-$size.ascii"
    fi
done
QUERIES="$OUT/queries.tsv"
if ! fresh "$QUERIES"; then
    say "generating 1 000 queries from the real product names"
    python3 "$BENCH/make_queries.py" "$REAL_TSV" "$QUERIES"; made "$QUERIES"
fi

# --- 3-5. Per size: build both, time whole processes, time in-process -------------------------
{
    printf '{"date": "%s", "host_cpus": %s, "load_average": "%s", ' \
        "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$(cpus)" "$(python3 -c 'import os; print("%.2f %.2f %.2f" % os.getloadavg())')"
    printf '"swift": "%s", "sqlite": "%s", "tantivy": "%s", "sizes": "%s", "process_queries": %s, "runs": %s, "rounds": %s, ' \
        "$(swift --version 2>&1 | head -1 | sed 's/"/\\"/g')" "$("$SQLITE3" --version | cut -d' ' -f1)" \
        "$("$TANTIVY_PY" -c 'import tantivy; print(tantivy.tantivy.__version__)')" \
        "$SIZES" "$PROCESS_QUERIES" "$RUNS" "$ROUNDS"
    printf '"fault_runs": %s, "fault_query": "%s", "no_match_query": "%s", "tantivy_threads": %s, "tantivy_heap_mb": %s}\n' \
        "$FAULT_RUNS" "$FAULT_QUERY" "$NO_MATCH_QUERY" "$TANTIVY_THREADS" "$TANTIVY_HEAP_MB"
} > "$RESULTS/environment.json"

for size in $SIZES; do
    tsv="$DATA/off-$size.tsv"
    index="$OUT/index-$size"
    db="$OUT/fts5-$size.db"
    tantivy_index="$OUT/tantivy-$size"

    say "[$size] foodlog index-builder"
    rm -rf "$index"
    measure "$RESULTS/build-foodlog-$size.json" \
        "$BIN/index-builder" --input "$tsv" --output "$index" --quiet --json > "$RESULTS/builder-summary-$size.json"

    say "[$size] SQLite FTS5 import + optimize + vacuum"
    rm -f "$db"
    sed "s#@ROWS@#$DATA/fts-$size.ascii#" "$BENCH/fts5-build.sql.in" > "$OUT/fts5-build-$size.sql"
    measure "$RESULTS/build-sqlite-$size.json" \
        "$SQLITE3" "$db" < "$OUT/fts5-build-$size.sql" > /dev/null

    say "[$size] tantivy build: $TANTIVY_THREADS threads, $TANTIVY_HEAP_MB MiB budget, commit, merges"
    rm -rf "$tantivy_index"
    measure "$RESULTS/build-tantivy-$size.json" \
        "$TANTIVY_PY" "$BENCH/tantivy_bench.py" build "$DATA/fts-$size.ascii" "$tantivy_index" \
        --threads "$TANTIVY_THREADS" --heap-mb "$TANTIVY_HEAP_MB" > "$RESULTS/tantivy-summary-$size.json"
    say "[$size] tantivy again with name and brand stored (size of a full product record; then removed)"
    rm -rf "$tantivy_index-stored"
    measure "$RESULTS/build-tantivy-stored-$size.json" \
        "$TANTIVY_PY" "$BENCH/tantivy_bench.py" build "$DATA/fts-$size.ascii" "$tantivy_index-stored" \
        --threads "$TANTIVY_THREADS" --heap-mb "$TANTIVY_HEAP_MB" --store-names > "$RESULTS/tantivy-stored-summary-$size.json"
    rm -rf "$tantivy_index-stored"

    generation="$index/$(cat "$index/current")"   # the files of the current generation (FORMAT.md, "Directory layout")
    {
        printf '{"foodlog_bytes": %s, "sqlite_bytes": %s, "tantivy_bytes": %s, "foodlog_files": {' \
            "$(cat "$generation"/*.fli | wc -c)" "$(file_bytes "$db")" "$(cat "$tantivy_index"/* | wc -c)"
        separator=""
        for file in "$generation"/*.fli; do
            printf '%s"%s": %s' "$separator" "$(basename "$file")" "$(file_bytes "$file")"; separator=", "
        done
        printf '}}\n'
    } > "$RESULTS/size-$size.json"

    say "[$size] whole processes: $PROCESS_QUERIES queries x $RUNS runs, foodlog and sqlite3 alternating"
    "$BIN/search-bench" processes --queries "$QUERIES" --count "$PROCESS_QUERIES" --runs "$RUNS" \
        --foodlog "$INSTALLED" --index "$index" --sqlite3 "$SQLITE3" --db "$db" --sql "$SQL" \
        --baseline "$HELLO" > "$RESULTS/process-$size.json"

    say "[$size] page faults: $FAULT_RUNS processes each of '$FAULT_QUERY' and '$NO_MATCH_QUERY'"
    python3 "$BENCH/page_faults.py" "$FAULT_RUNS" "$INSTALLED" search "$FAULT_QUERY" --index "$index" --limit 10 --json \
        > "$RESULTS/faults-foodlog-query-$size.json"
    python3 "$BENCH/page_faults.py" "$FAULT_RUNS" "$INSTALLED" search "$NO_MATCH_QUERY" --index "$index" --limit 10 --json \
        > "$RESULTS/faults-foodlog-nomatch-$size.json"
    fault_match="$(PYTHONPATH="$BENCH" python3 -c 'import sys, offrows; print(offrows.fts5_match(sys.argv[1], offrows.stop_words()))' "$FAULT_QUERY")"
    python3 "$BENCH/page_faults.py" "$FAULT_RUNS" "$SQLITE3" "$db" "${SQL//%MATCH%/$fault_match}" \
        > "$RESULTS/faults-sqlite-query-$size.json"
    python3 "$BENCH/page_faults.py" "$FAULT_RUNS" "$HELLO" > "$RESULTS/faults-hello-$size.json"

    if command -v hyperfine >/dev/null; then
        say "[$size] cross-check with hyperfine on one query"
        line="$(awk -F'\t' '$1 == "words" && split($2, w, " ") == 2 { print; exit }' "$QUERIES")"
        text="$(cut -f2 <<<"$line")"
        match="$(cut -f3 <<<"$line")"
        quoted="${match//\'/\'\'}"
        hyperfine -N --warmup 5 --runs 40 --style none --export-json "$RESULTS/hyperfine-$size.json" \
            "$(printf '%q ' "$INSTALLED" search "$text" --index "$index" --limit 10 --json)" \
            "$(printf '%q ' "$SQLITE3" "$db" "${SQL//%MATCH%/$quoted}")" > /dev/null
    fi

    say "[$size] in-process latency: 1 000 queries x $ROUNDS rounds (foodlog, tantivy and SQLite via Python)"
    "$BIN/search-bench" latency --index "$index" --queries "$QUERIES" --rounds "$ROUNDS" > "$RESULTS/latency-foodlog-$size.json"
    "$TANTIVY_PY" "$BENCH/tantivy_bench.py" latency "$tantivy_index" "$QUERIES" "$ROUNDS" > "$RESULTS/latency-tantivy-$size.json"
    python3 "$BENCH/sqlite_latency.py" "$db" "$QUERIES" "$ROUNDS" > "$RESULTS/latency-sqlite-$size.json"
done

# --- 6. The table ----------------------------------------------------------------------------
python3 "$BENCH/report.py" "$RESULTS" "$OUT/search-bench.md"
say "written $OUT/search-bench.md"
