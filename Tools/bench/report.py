"""The search benchmark's tables: issue 16's measures for foodlog, tantivy and SQLite FTS5 side by
side with its bars, then every figure for foodlog and SQLite FTS5 with ratios.

  report.py RESULTS_DIR OUT.md

Reads the JSON files run-search-bench.sh leaves in RESULTS_DIR, prints the report (Markdown) on
stdout and writes it to OUT.md. A ratio is foodlog / SQLite: below 1 means foodlog is faster or
smaller. Sizes in the issue 16 table are MB (10^6 bytes), as the issue's bars are; the older table
keeps MiB. Tools/bench/README.md says what each figure means.
"""
import json
import os
import sys

MIB = 1 << 20
MB = 1_000_000
REAL_ROWS = 821032
# Issue 16's bars for foodlog: page faults per search process, whole-process median by size (ms,
# the largest size's bar applies above it), build peak memory (MB).
FAULT_BAR = 600
PROCESS_BARS = [(REAL_ROWS, 2.2), (3_000_000, 2.5)]
# The issue's index sizes in MB, the size of tantivy 0.27's index on its own run of these rows.
SIZE_BARS_MB = {REAL_ROWS: 35, 3_000_000: 137}
BUILD_RSS_BAR_MB = 300


def load(directory, name):
    path = os.path.join(directory, name)
    if not os.path.exists(path):
        raise SystemExit(f"report: {path} is missing; run Tools/bench/run-search-bench.sh")
    with open(path, encoding="utf-8") as handle:
        return json.load(handle)


def grouped(number, decimals=0):
    text = f"{number:,.{decimals}f}"
    return text.replace(",", "\u202f") if decimals == 0 else text.replace(",", "\u202f")


def ratio(a, b):
    return "–" if not b else f"{a / b:.2f}"


class Size:
    def __init__(self, directory, size):
        self.size = size
        self.builder = load(directory, f"builder-summary-{size}.json")
        self.build = {"foodlog": load(directory, f"build-foodlog-{size}.json"),
                      "sqlite": load(directory, f"build-sqlite-{size}.json"),
                      "tantivy": load(directory, f"build-tantivy-{size}.json")}
        self.tantivy = load(directory, f"tantivy-summary-{size}.json")
        self.tantivy_stored = load(directory, f"tantivy-stored-summary-{size}.json")
        self.build["tantivy-stored"] = load(directory, f"build-tantivy-stored-{size}.json")
        self.faults = {name: load(directory, f"faults-{name}-{size}.json")
                       for name in ("foodlog-query", "foodlog-nomatch", "sqlite-query", "hello")}
        self.bytes = load(directory, f"size-{size}.json")
        self.process = load(directory, f"process-{size}.json")
        self.latency = {"foodlog": load(directory, f"latency-foodlog-{size}.json"),
                        "sqlite": load(directory, f"latency-sqlite-{size}.json"),
                        "tantivy": load(directory, f"latency-tantivy-{size}.json")}
        path = os.path.join(directory, f"hyperfine-{size}.json")
        self.hyperfine = load(directory, f"hyperfine-{size}.json")["results"] if os.path.exists(path) else None

    def rows(self):
        """(label, foodlog value, sqlite value, format) for each figure."""
        lf, ls = self.latency["foodlog"], self.latency["sqlite"]
        pf, ps = self.process["foodlog_ms"], self.process["sqlite_ms"]
        return [
            ("products indexed", lf["products"], ls["products"], "int"),
            ("build wall time (s)", self.build["foodlog"]["wall_s"], self.build["sqlite"]["wall_s"], "1"),
            ("build peak memory (MiB)", self.build["foodlog"]["max_rss_kb"] / 1024,
             self.build["sqlite"]["max_rss_kb"] / 1024, "1"),
            ("index size on disk (MiB)", self.bytes["foodlog_bytes"] / MIB, self.bytes["sqlite_bytes"] / MIB, "1"),
            ("search process, median (ms)", pf["p50"], ps["p50"], "2"),
            ("search process, p90 (ms)", pf["p90"], ps["p90"], "2"),
            ("in-process p50 (µs)", lf["latency_us"]["p50"], ls["latency_us"]["p50"], "int"),
            ("in-process p99 (µs)", lf["latency_us"]["p99"], ls["latency_us"]["p99"], "int"),
            ("in-process max (µs)", lf["latency_us"]["max"], ls["latency_us"]["max"], "int"),
            ("queries with ≥ 1 result (of 1 000)", lf["queries_with_results"], ls["queries_with_results"], "int"),
        ]


def faults(record):
    return grouped(record["minor_faults"]["median"])


def p50_p99(latency):
    return f"{grouped(latency['latency_us']['p50'])} / {grouped(latency['latency_us']['p99'])}"


def build_cell(build):
    return f"{build['wall_s']:.1f} s / {build['max_rss_kb'] * 1024 / MB:.0f} MB"


def side_by_side(environment, sizes):
    """Issue 16's table: one row per measure and size, foodlog beside tantivy, FTS5 and the floor."""
    no_match = environment["no_match_query"]
    query = environment["fault_query"]
    lines = ["## Side by side (issue 16)", "",
             f"foodlog {environment['swift'].split('(')[0].strip()} release, static standard library; "
             f"tantivy {environment['tantivy'].split(',')[0].replace('tantivy ', '')} (Python package, "
             f"{environment['tantivy_threads']} indexing threads, {environment['tantivy_heap_mb']} MiB budget); "
             f"SQLite {environment['sqlite']} FTS5. Same products, same queries. Sizes in MB (10^6 bytes).", "",
             "| measure | products | foodlog | tantivy | SQLite FTS5 | floor |",
             "|---|---:|---:|---:|---:|---:|"]
    for s in sizes:
        pf = s.process
        lines.append(f"| whole process `search --json`, median ms | {grouped(s.size)} | {pf['foodlog_ms']['p50']:.2f} | – | "
                     f"{pf['sqlite_ms']['p50']:.2f} (sqlite3 CLI) | {pf['baseline_ms']['p50']:.2f} (static Swift hello) |")
    for s in sizes:
        lines.append(f"| page faults per process, `{query}` / no match (`{no_match}`), median of "
                     f"{s.faults['foodlog-query']['runs']} | {grouped(s.size)} | {faults(s.faults['foodlog-query'])} / "
                     f"{faults(s.faults['foodlog-nomatch'])} | – | {faults(s.faults['sqlite-query'])} (sqlite3 CLI, `{query}`) | "
                     f"{faults(s.faults['hello'])} (hello) |")
    for s in sizes:
        lt, lq = s.latency["tantivy"], s.latency["sqlite"]
        lines.append(f"| in-process p50 / p99, µs | {grouped(s.size)} | {p50_p99(s.latency['foodlog'])} | {p50_p99(lt)} "
                     f"(Python call {lt['python_overhead_us']['p50']}) | {p50_p99(lq)} (Python call "
                     f"{lq['python_overhead_us']['p50']}) | |")
    for s in sizes:
        b = s.bytes
        lines.append(f"| index size, MB | {grouped(s.size)} | {b['foodlog_bytes'] / MB:.1f} | {b['tantivy_bytes'] / MB:.1f} "
                     f"({s.tantivy['segments']} segments) | {b['sqlite_bytes'] / MB:.1f} | |")
    for s in sizes:
        lines.append(f"| build: wall time / peak RSS | {grouped(s.size)} | {build_cell(s.build['foodlog'])} | "
                     f"{build_cell(s.build['tantivy'])} (whole process, Python included) | {build_cell(s.build['sqlite'])} "
                     "(import of a pre-extracted file) | |")
    for s in sizes:
        lines.append(f"| queries with ≥ 1 result (of 1 000) | {grouped(s.size)} | "
                     f"{grouped(s.latency['foodlog']['queries_with_results'])} | "
                     f"{grouped(s.latency['tantivy']['queries_with_results'])} | "
                     f"{grouped(s.latency['sqlite']['queries_with_results'])} | |")
    lines.append("")

    names = sorted({name for s in sizes for name in s.bytes.get("foodlog_files", {})})
    lines += ["foodlog index files, MB:", "", "| file |" + "".join(f" {grouped(s.size)} |" for s in sizes),
              "|---|" + "---:|" * len(sizes)]
    for name in names:
        lines.append(f"| `{name}` |" + "".join(f" {s.bytes['foodlog_files'].get(name, 0) / MB:.1f} |" for s in sizes))
    lines.append("")
    lines.append("tantivy with name and brand stored as well (as foodlog's products.fli holds them), size / build: "
                 + "; ".join(f"{grouped(s.size)}: {s.tantivy_stored['bytes'] / MB:.1f} MB / {build_cell(s.build['tantivy-stored'])}"
                             for s in sizes) + ".")
    lines.append("")
    lines.append("tantivy with `count=True` (every match visited to count them), p50 / p99 µs: " + "; ".join(
        f"{grouped(s.size)}: {grouped(s.latency['tantivy']['counting_latency_us']['p50'])} / "
        f"{grouped(s.latency['tantivy']['counting_latency_us']['p99'])}" for s in sizes) + ".")
    lines.append("")
    return lines


def issue16_bars(sizes):
    """Issue 16's bars, each MET or NOT MET with the figures behind it."""
    lines = ["## Issue 16 bars", ""]

    def verdict(ok, text):
        lines.append(f"- {'MET' if ok else 'NOT MET'}: {text}")

    worst = {s.size: max(s.faults["foodlog-query"]["minor_faults"]["median"],
                         s.faults["foodlog-nomatch"]["minor_faults"]["median"]) for s in sizes}
    verdict(all(v <= FAULT_BAR for v in worst.values()), f"at most {FAULT_BAR} page faults per query at every size ("
            + ", ".join(f"{grouped(size)}: {grouped(v)}" for size, v in worst.items()) + ").")
    checks = []
    for s in sizes:
        bar = next((limit for size, limit in PROCESS_BARS if s.size <= size), PROCESS_BARS[-1][1])
        checks.append((s.process["foodlog_ms"]["p50"] <= bar, f"{grouped(s.size)}: {s.process['foodlog_ms']['p50']:.2f} ms (bar {bar})"))
    verdict(all(ok for ok, _ in checks), "whole-process median within its bar (" + ", ".join(t for _, t in checks) + ").")
    checks = []
    for s in sizes:
        f, t = s.latency["foodlog"]["latency_us"], s.latency["tantivy"]["latency_us"]
        checks.append((f["p50"] <= t["p50"] and f["p99"] < t["p99"],
                       f"{grouped(s.size)}: p50 {grouped(f['p50'])} vs {grouped(t['p50'])}, p99 {grouped(f['p99'])} vs {grouped(t['p99'])} µs"))
    verdict(all(ok for ok, _ in checks), "in-process p50 at or below tantivy's and p99 below it ("
            + "; ".join(t for _, t in checks) + ").")
    judged = [s for s in sizes if s.size in SIZE_BARS_MB]
    if judged:
        verdict(all(s.bytes["foodlog_bytes"] / MB <= SIZE_BARS_MB[s.size] for s in judged), "index within the issue's sizes ("
                + ", ".join(f"{grouped(s.size)}: {s.bytes['foodlog_bytes'] / MB:.1f} MB (bar {SIZE_BARS_MB[s.size]})" for s in judged)
                + ").")
    verdict(all(s.bytes["foodlog_bytes"] <= s.bytes["tantivy_bytes"] for s in sizes),
            "index no larger than tantivy's in this run, which stores no field ("
            + ", ".join(f"{grouped(s.size)}: {s.bytes['foodlog_bytes'] / MB:.1f} vs {s.bytes['tantivy_bytes'] / MB:.1f} MB"
                        for s in sizes) + ").")
    stored = [s for s in sizes if s.tantivy_stored]
    if stored:
        verdict(all(s.bytes["foodlog_bytes"] <= s.tantivy_stored["bytes"] for s in stored),
                "index no larger than tantivy's storing name and brand, as products.fli does ("
                + ", ".join(f"{grouped(s.size)}: {s.bytes['foodlog_bytes'] / MB:.1f} vs {s.tantivy_stored['bytes'] / MB:.1f} MB"
                            for s in stored) + ").")
    checks = []
    for s in sizes:
        f, t = s.build["foodlog"], s.build["tantivy"]
        rss = f["max_rss_kb"] * 1024 / MB
        checks.append((f["wall_s"] <= t["wall_s"] and rss <= BUILD_RSS_BAR_MB,
                       f"{grouped(s.size)}: {f['wall_s']:.1f} vs {t['wall_s']:.1f} s, {rss:.0f} MB"))
    verdict(all(ok for ok, _ in checks), f"build no slower than tantivy's with peak RSS at most {BUILD_RSS_BAR_MB} MB ("
            + "; ".join(t for _, t in checks) + ").")
    if any(1 not in s.faults["foodlog-nomatch"]["statuses"] for s in sizes):
        lines.append("- WARNING: the no-match query found something (foodlog did not exit 1); its page-fault row is not a no-match figure.")
    lines.append("")
    return lines


def cell(value, style):
    return grouped(value) if style == "int" else grouped(value, int(style))


def main(argv):
    if len(argv) != 2:
        raise SystemExit(__doc__)
    directory, out = argv
    environment = load(directory, "environment.json")
    sizes = [Size(directory, int(s)) for s in environment["sizes"].split()]
    lines = ["# Search benchmark: foodlog, tantivy and SQLite FTS5", ""]
    lines.append(f"Run {environment['date']} on {environment['host_cpus']} CPUs (load average at start "
                 f"{environment['load_average']}); {environment['swift']}; SQLite {environment['sqlite']}. "
                 f"Command: `bash Tools/bench/run-search-bench.sh --sizes \"{environment['sizes']}\"`. Ratio = foodlog / SQLite (below 1: foodlog "
                 f"faster or smaller). Whole processes: the first {environment['process_queries']} queries x "
                 f"{environment['runs']} runs each; in-process: 1 000 queries x {environment['rounds']} rounds. "
                 "See Tools/bench/README.md for what each figure means.")
    lines.append("")
    lines += side_by_side(environment, sizes)
    lines += issue16_bars(sizes)
    lines += ["## foodlog and SQLite FTS5, every figure", ""]
    header = "| figure |" + "".join(f" {grouped(s.size)} foodlog | FTS5 | ratio |" for s in sizes)
    lines += [header, "|---|" + "---:|---:|---:|" * len(sizes)]
    tables = [s.rows() for s in sizes]
    for position, (label, *_rest) in enumerate(tables[0]):
        row = f"| {label} |"
        for table in tables:
            _, mine, theirs, style = table[position]
            shown_ratio = "–" if label.startswith("products") or label.startswith("queries") else ratio(mine, theirs)
            row += f" {cell(mine, style)} | {cell(theirs, style)} | {shown_ratio} |"
        lines.append(row)
    lines.append("")

    lines += ["## Goals of issue 2", ""]
    faster = all(s.process["foodlog_ms"]["p50"] < s.process["sqlite_ms"]["p50"] for s in sizes)
    detail = ", ".join(f"{grouped(s.size)}: {s.process['foodlog_ms']['p50']:.2f} vs {s.process['sqlite_ms']['p50']:.2f} ms"
                       for s in sizes)
    lines.append(f"- {'MET' if faster else 'NOT MET'}: search process faster than sqlite3 at every size ({detail}).")
    real = next((s for s in sizes if s.size == REAL_ROWS), None)
    if real:
        p99 = real.latency["foodlog"]["latency_us"]["p99"]
        lines.append(f"- {'MET' if p99 < 1000 else 'NOT MET'}: in-process p99 under 1 ms at 821 032 products "
                     f"({grouped(p99)} µs).")
        wall = real.build["foodlog"]["wall_s"]
        peak = real.build["foodlog"]["max_rss_kb"] / 1024
        lines.append(f"- {'MET' if wall < 30 and peak < 1024 else 'NOT MET'}: 821 032-row build under 30 s with "
                     f"peak memory under 1 GiB ({wall:.1f} s, {peak:.0f} MiB).")
    smaller = all(s.bytes["foodlog_bytes"] <= s.bytes["sqlite_bytes"] for s in sizes)
    detail = ", ".join(f"{grouped(s.size)}: {s.bytes['foodlog_bytes'] / MIB:.1f} vs {s.bytes['sqlite_bytes'] / MIB:.1f} MiB"
                       for s in sizes)
    lines.append(f"- {'MET' if smaller else 'NOT MET'}: index no larger than FTS5's ({detail}).")
    lines.append("")

    lines += ["## In-process latency by query kind (p50 / p99, µs)", ""]
    kinds = sorted(sizes[0].latency["foodlog"]["by_kind"])
    lines.append("| kind |" + "".join(f" {grouped(s.size)} foodlog | FTS5 |" for s in sizes))
    lines.append("|---|" + "---:|---:|" * len(sizes))
    for kind in kinds:
        row = f"| {kind} |"
        for s in sizes:
            f = s.latency["foodlog"]["by_kind"].get(kind, {})
            q = s.latency["sqlite"]["by_kind"].get(kind, {})
            row += f" {grouped(f.get('p50', 0))} / {grouped(f.get('p99', 0))} | {grouped(q.get('p50', 0))} / {grouped(q.get('p99', 0))} |"
        lines.append(row)
    lines.append("")

    largest_real = max((s for s in sizes if s.size <= REAL_ROWS), key=lambda s: s.size, default=sizes[-1])
    lines += [f"## Slowest queries in-process at {grouped(largest_real.size)} products (median µs)", ""]
    for engine, label in (("foodlog", "foodlog"), ("tantivy", "tantivy"), ("sqlite", "FTS5")):
        slowest = largest_real.latency[engine].get("slowest", [])[:5]
        listed = "; ".join(f"`{q['query']}` ({q['kind']}) {grouped(q['median_us'])}" for q in slowest)
        lines.append(f"- {label}: {listed or 'not recorded'}")
    lines.append("")

    lines += ["## Context", ""]
    for s in sizes:
        b = s.process["baseline_ms"]
        lines.append(f"- {grouped(s.size)}: spawning the static Swift hello through the same harness: median {b['p50']:.2f} ms "
                     f"(p90 {b['p90']:.2f}); foodlog found nothing for {s.process['foodlog_queries_without_results']} "
                     f"of the {s.process['queries']} process queries; index open in-process "
                     f"{grouped(s.latency['foodlog']['open_us'])} µs (foodlog) / {grouped(s.latency['sqlite']['open_us'])} µs "
                     f"(SQLite); Python's own cost per SQLite call (SELECT 1) p50 "
                     f"{s.latency['sqlite']['python_overhead_us']['p50']} µs; foodlog index: "
                     f"{grouped(s.builder.get('terms', 0))} terms, {grouped(s.builder.get('postings', 0))} postings.")
        if s.hyperfine and len(s.hyperfine) == 2:
            foodlog, sqlite = s.hyperfine
            query = foodlog["command"].split(" search ", 1)[-1].split(" --index")[0].replace("\\", "")
            lines.append(f"  Cross-check, hyperfine -N (40 runs) on `{query}`: foodlog median "
                         f"{foodlog['median'] * 1e3:.2f} ms, sqlite3 median {sqlite['median'] * 1e3:.2f} ms.")
    lines.append("")
    text = "\n".join(lines)
    print(text)
    with open(out, "w", encoding="utf-8") as handle:
        handle.write(text)


if __name__ == "__main__":
    main(sys.argv[1:])
