"""In-process query latency of SQLite FTS5, the counterpart of `search-bench latency`.

  sqlite_latency.py DB QUERIES.tsv [ROUNDS]

Opens DB read-only once with Python's sqlite3 module (the same SQLite library version as the
sqlite3 command-line tool here), runs every query once untimed, then times each query on its own,
ROUNDS passes over the set (default 3): executing the prepared statement with the query's FTS5
expression bound, and fetching the 10 rows. Python adds its own cost to each call; it is measured
the same way on `SELECT 1` and reported as `python_overhead_us`, so it can be judged (it is not
subtracted). Prints JSON with the same shape as `search-bench latency`.
"""
import json
import math
import sqlite3
import sys
import time

SQL = "SELECT code, name, brand, kcal FROM products WHERE products MATCH ? ORDER BY bm25(products) LIMIT 10"


def summary(samples):
    """Nearest-rank percentiles, like search-bench's LatencySummary."""
    ordered = sorted(samples)
    if not ordered:
        return {"count": 0, "p50": 0, "p90": 0, "p99": 0, "max": 0, "mean": 0}

    def rank(percent):
        position = math.ceil(percent / 100 * len(ordered))
        return ordered[min(len(ordered) - 1, max(0, position - 1))]

    return {"count": len(ordered), "p50": round(rank(50), 1), "p90": round(rank(90), 1),
            "p99": round(rank(99), 1), "max": round(ordered[-1], 1),
            "mean": round(sum(ordered) / len(ordered), 1)}


def main(argv):
    if len(argv) not in (2, 3):
        raise SystemExit(__doc__)
    database, query_path = argv[0], argv[1]
    rounds = int(argv[2]) if len(argv) == 3 else 3
    queries = []
    with open(query_path, encoding="utf-8") as handle:
        for line in handle:
            kind, text, match = line.rstrip("\n").split("\t")
            queries.append((kind, text, match))
    started = time.perf_counter_ns()
    connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True)
    connection.execute("SELECT count(*) FROM products WHERE rowid = 1").fetchall()
    open_us = (time.perf_counter_ns() - started) / 1e3
    products = connection.execute("SELECT count(*) FROM products").fetchone()[0]

    with_results = sum(1 for _, _, match in queries if connection.execute(SQL, (match,)).fetchall())
    samples, by_kind, by_query = [], {}, [[] for _ in queries]
    for _ in range(rounds):
        for position, (kind, _, match) in enumerate(queries):
            started = time.perf_counter_ns()
            connection.execute(SQL, (match,)).fetchall()
            micros = (time.perf_counter_ns() - started) / 1e3
            samples.append(micros)
            by_kind.setdefault(kind, []).append(micros)
            by_query[position].append(micros)
    overhead = []
    for _ in range(len(queries)):
        started = time.perf_counter_ns()
        connection.execute("SELECT 1").fetchall()
        overhead.append((time.perf_counter_ns() - started) / 1e3)
    print(json.dumps({
        "products": products, "queries": len(queries), "rounds": rounds,
        "queries_with_results": with_results, "open_us": round(open_us, 1),
        "latency_us": summary(samples),
        "by_kind": {kind: summary(values) for kind, values in sorted(by_kind.items())},
        "slowest": [{"kind": kind, "query": text, "match": match, "median_us": median}
                    for median, (kind, text, match) in sorted(
                        ((summary(times)["p50"], query) for times, query in zip(by_query, queries)),
                        key=lambda pair: -pair[0])[:10]],
        "python_overhead_us": summary(overhead),
        "sqlite_version": sqlite3.sqlite_version,
    }, indent=2))


if __name__ == "__main__":
    main(sys.argv[1:])
