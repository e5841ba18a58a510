"""The tantivy side of the search benchmark (issue 16): builds an index of the same products and
times queries in-process, the counterpart of index-builder and `search-bench latency`.

  tantivy_bench.py build   ROWS.ascii INDEX_DIR [--threads N] [--heap-mb M] [--store-names]
  tantivy_bench.py latency INDEX_DIR QUERIES.tsv [ROUNDS]

Runs in the virtual environment run-search-bench.sh makes under Tools/bench/.venv (the `tantivy`
package from PyPI, 0.27.x): a benchmark-only dependency; foodlog itself stays package-free.

Schema (issue 16's): `name` and `brand` as text fields with the analyzer `food` (split into runs of
letters and digits, tokens over 40 characters dropped, lower case, ASCII folding: close to
foodlog's tokenizer), indexed with frequencies and positions (tantivy's default); `code` stored
and indexed whole (the `raw` tokenizer: a barcode lookup, as foodlog's product-ids.fli is);
`kcal` stored. Names are not stored, so tantivy's index holds less than foodlog's products.fli
(names, brands, codes, nutrients); `--store-names` also stores name and brand, the figure to
compare a full product record with. The rows are the ones
prepare_data.py extracts for SQLite, i.e. the products index-builder keeps.

build: one writer with --threads indexing threads (default 2) sharing a --heap-mb memory budget
(default 256 MiB), every product added, then commit, garbage collection of replaced files and a
wait for the merging threads. Prints JSON: products, segments, the index's files and bytes on disk,
and the time of each phase. The whole process (Python included) is timed from outside.

latency: opens the index, runs every query once untimed, then times `searcher.search(query, 10,
count=False)` for each query, ROUNDS passes (default 3). The query is built before timing, from
the query's words as the `food` analyzer cuts them, without foodlog's stop words and single
letters: each word a BM25 term query on name and on brand, all of them SHOULD (any word may
match, best score first, as foodlog ranks every product that matches a word), and the last word
also a prefix (a regex `word.*` query, constant score) when the query ends inside it, as foodlog
treats the last word. No typo tolerance (foodlog has it). `count=False` lets tantivy skip
blocks that cannot enter the top 10 (block-max WAND); the same queries with count=True (which
visits every match to count them) are reported beside it. Python's own cost of one call into
the extension (`searcher.num_docs`) is measured the same way and reported, not subtracted.
Prints JSON with the same shape as sqlite_latency.py.
"""
import json
import os
import re
import sys
import time

import offrows
from sqlite_latency import summary

try:
    import tantivy
except ImportError:  # main() says how to get it; the tests of the plain helpers run without it
    tantivy = None

ANALYZER = "food"
FIELDS = ("name", "brand")
CHUNK = 1 << 20


def analyzer():
    """The text analyzer close to foodlog's tokenizer (see the module doc)."""
    return (tantivy.TextAnalyzerBuilder(tantivy.Tokenizer.simple())
            .filter(tantivy.Filter.remove_long(40))
            .filter(tantivy.Filter.lowercase())
            .filter(tantivy.Filter.ascii_fold())
            .build())


def schema(store_names=False):
    builder = tantivy.SchemaBuilder()
    for field in FIELDS:
        builder.add_text_field(field, stored=store_names, tokenizer_name=ANALYZER)
    builder.add_text_field("code", stored=True, tokenizer_name="raw", index_option="basic")
    builder.add_float_field("kcal", stored=True)
    return builder.build()


def records(path):
    """Yields the fields of each record of an ASCII-separated extract (0x1F between fields, 0x1E
    after each record), reading in chunks so that the file is never held whole in memory."""
    pending = ""
    with open(path, encoding="utf-8") as handle:
        while True:
            chunk = handle.read(CHUNK)
            if not chunk:
                break
            parts = (pending + chunk).split("\x1e")
            pending = parts.pop()
            for record in parts:
                yield record.split("\x1f")
    if pending:
        yield pending.split("\x1f")


def directory_files(directory):
    return {name: os.path.getsize(os.path.join(directory, name))
            for name in sorted(os.listdir(directory)) if os.path.isfile(os.path.join(directory, name))}


def build(rows_path, directory, threads, heap_mb, store_names=False):
    os.makedirs(directory, exist_ok=True)
    if os.listdir(directory):
        raise SystemExit(f"tantivy_bench: {directory} is not empty; remove it first")
    started = time.perf_counter()
    index = tantivy.Index(schema(store_names), path=directory)
    index.register_tokenizer(ANALYZER, analyzer())
    writer = index.writer(heap_mb << 20, threads)
    products = 0
    for fields in records(rows_path):
        name, brand, code, kcal = (fields + ["", "", "", ""])[:4]
        values = {"name": name, "brand": brand, "code": code}
        if kcal:
            values["kcal"] = float(kcal)
        writer.add_document(tantivy.Document(**values))
        products += 1
    added = time.perf_counter()
    writer.commit()
    committed = time.perf_counter()
    writer.garbage_collect_files()
    writer.wait_merging_threads()
    merged = time.perf_counter()
    index.reload()
    files = directory_files(directory)
    print(json.dumps({
        "products": products, "segments": index.searcher().num_segments,
        "threads": threads, "heap_mb": heap_mb, "names_stored": store_names,
        "bytes": sum(files.values()), "files": len(files),
        "add_s": round(added - started, 2), "commit_s": round(committed - added, 2),
        "merge_wait_s": round(merged - committed, 2),
    }, indent=2))


def query_terms(text_analyzer, text, stops):
    """The words of a query as the index's analyzer cuts them, less foodlog's stop words and
    single letters (which foodlog does not search either)."""
    words = text_analyzer.analyze(text)
    return [w for w in words if not (len(w) == 1 and "a" <= w <= "z") and w not in stops]


def build_query(index_schema, text_analyzer, text, stops):
    """The tantivy query for one benchmark query (see the module doc), or None without terms."""
    words = query_terms(text_analyzer, text, stops)
    if not words:
        return None
    clauses = []
    for word in words:
        for field in FIELDS:
            clauses.append((tantivy.Occur.Should, tantivy.Query.term_query(index_schema, field, word)))
    last = words[-1]
    if text[-1:].isalnum() and len(last) >= 2:
        for field in FIELDS:
            clauses.append((tantivy.Occur.Should, tantivy.Query.regex_query(index_schema, field, re.escape(last) + ".*")))
    return tantivy.Query.boolean_query(clauses)


def timed(searcher, built, rounds, count):
    samples, by_kind, by_query = [], {}, [[] for _ in built]
    for _ in range(rounds):
        for position, (kind, _, query) in enumerate(built):
            started = time.perf_counter_ns()
            if query is not None:
                searcher.search(query, 10, count=count)
            micros = (time.perf_counter_ns() - started) / 1e3
            samples.append(micros)
            by_kind.setdefault(kind, []).append(micros)
            by_query[position].append(micros)
    return samples, by_kind, by_query


def latency(directory, query_path, rounds):
    stops = offrows.stop_words()
    queries = []
    with open(query_path, encoding="utf-8") as handle:
        for line in handle:
            kind, text, _match = line.rstrip("\n").split("\t")
            queries.append((kind, text))
    started = time.perf_counter_ns()
    index = tantivy.Index.open(directory)
    index.register_tokenizer(ANALYZER, analyzer())
    searcher = index.searcher()
    open_us = (time.perf_counter_ns() - started) / 1e3
    text_analyzer = analyzer()
    index_schema = index.schema
    built = [(kind, text, build_query(index_schema, text_analyzer, text, stops)) for kind, text in queries]

    with_results = sum(1 for _, _, query in built if query is not None and searcher.search(query, 10, count=False).hits)
    samples, by_kind, by_query = timed(searcher, built, rounds, count=False)
    counting, _, _ = timed(searcher, built, rounds, count=True)
    overhead = []
    for _ in range(len(queries)):
        started = time.perf_counter_ns()
        searcher.num_docs
        overhead.append((time.perf_counter_ns() - started) / 1e3)
    print(json.dumps({
        "products": searcher.num_docs, "queries": len(queries), "rounds": rounds,
        "queries_with_results": with_results, "open_us": round(open_us, 1),
        "latency_us": summary(samples),
        "by_kind": {kind: summary(values) for kind, values in sorted(by_kind.items())},
        "slowest": [{"kind": kind, "query": text, "median_us": median}
                    for median, (kind, text, _) in sorted(
                        ((summary(times)["p50"], query) for times, query in zip(by_query, built)),
                        key=lambda pair: -pair[0])[:10]],
        "counting_latency_us": summary(counting),
        "python_overhead_us": summary(overhead),
        "segments": searcher.num_segments,
    }, indent=2))


def option(argv, name, default):
    if name not in argv:
        return default
    position = argv.index(name)
    try:
        return int(argv[position + 1])
    except (IndexError, ValueError):
        raise SystemExit(f"tantivy_bench: {name} needs a whole number")


def main(argv):
    if tantivy is None:
        raise SystemExit("tantivy_bench: the tantivy package is missing; run it with Tools/bench/.venv/bin/python "
                         "(run-search-bench.sh creates that environment)")
    if len(argv) >= 3 and argv[0] == "build":
        threads = option(argv, "--threads", 2)
        heap_mb = option(argv, "--heap-mb", 256)
        if threads < 1 or heap_mb < 3 * threads:
            raise SystemExit("tantivy_bench: --threads must be at least 1 and --heap-mb at least 3 per thread")
        build(argv[1], argv[2], threads, heap_mb, store_names="--store-names" in argv)
    elif len(argv) in (3, 4) and argv[0] == "latency":
        latency(argv[1], argv[2], int(argv[3]) if len(argv) == 4 else 3)
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
