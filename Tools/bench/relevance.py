"""Relevance of foodlog's search and plain-word logging on the checked-in test set, side by side
with SQLite FTS5 bm25() over the same rows.

  python3 Tools/bench/relevance.py [--foodlog BIN] [--index DIR] [--source CSV.gz]
                                   [--off-tsv OFF.tsv --off-index DIR [--off-count N]] [--misses]

Staples (Tests/FoodIndexTests/Relevance/staples.tsv, and staples-holdout.tsv reported on its own
rows: lines kept out of tuning): an everyday word and the plain foods a person
means by it, as exact names from the embedded USDA index. A query scores top-1 when the first
result is one of them and top-3 when one of the first three is. foodlog runs as `BIN search --json`
on DIR (default: IndexData); FTS5 indexes the names of the same USDA rows (IndexData/source, the
rows index-builder keeps) with the unicode61 tokenizer, every query word required and the results
ordered by bm25(), as Tools/bench does.

Phrases (Relevance/phrases.tsv): what `foodlog add "PHRASE"` logs, in a throwaway journal. A phrase
is right when it logs one entry per expected item, each an acceptable food and a weight within the
range; refused when the command logs nothing (exit code not 0); wrong otherwise (the silent failure
the set exists to catch). FTS5 has no counterpart.

Known items (optional, Open Food Facts): with --off-tsv (an uncompressed export, as the search
benchmark reads) and --off-index (an index built from it), draws --off-count queries the way
make_queries.py does, each from one product, and counts a query found when a result in the top 1
or top 10 has that product's name (folded). The same queries go to FTS5 over the same rows (name
and brand, every word required, bm25 order, as Tools/bench does); both are reported per query
kind, with exact-word queries split into one word and several. --misses lists foodlog's misses.
Prints the tables in Markdown.
"""
import csv
import gzip
import io
import json
import os
import random
import re
import sqlite3
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SET = os.path.join(ROOT, "Tests", "FoodIndexTests", "Relevance")
sys.path.insert(0, HERE)
import make_queries  # noqa: E402
import offrows  # noqa: E402

SAMPLE_TYPES = {"sub_sample_food", "agricultural_acquisition"}


def read_set(name):
    with open(os.path.join(SET, name), encoding="utf-8") as handle:
        return [line.rstrip("\n").split("\t") for line in handle if line.strip() and not line.startswith("#")]


def names(cell):
    return {n.strip() for n in cell.split(" | ") if n.strip()}


def foodlog_search(binary, index, query, count):
    out = subprocess.run([binary, "search", "--no-history", "--index", index, "--json", "-n", str(count), "--", query],
                         capture_output=True, text=True)
    if out.returncode != 0:
        return []
    return [hit["name"] for hit in json.loads(out.stdout)]


def fts5_database(source):
    """An in-memory FTS5 table of the USDA rows index-builder keeps (name; USDA rows have no brand)."""
    connection = sqlite3.connect(":memory:")
    connection.execute("CREATE VIRTUAL TABLE products USING fts5(name, tokenize = 'unicode61 remove_diacritics 2')")
    with gzip.open(source, "rt", encoding="utf-8", newline="") as handle:
        reader = csv.DictReader(handle)
        rows = [(" ".join(row["foodName"].split()),) for row in reader
                if row["data_type"] and row["data_type"] not in SAMPLE_TYPES and row["foodName"].strip()]
    connection.executemany("INSERT INTO products(name) VALUES (?)", rows)
    return connection


def fts5_search(connection, stops, query, count):
    match = offrows.fts5_match(query, stops)
    if not match:
        return []
    sql = "SELECT name FROM products WHERE products MATCH ? ORDER BY bm25(products) LIMIT ?"
    return [row[0] for row in connection.execute(sql, (match, count))]


def score(results, acceptable):
    return (1 if results[:1] and results[0] in acceptable else 0,
            1 if any(r in acceptable for r in results[:3]) else 0)


def phrase_outcome(binary, index, phrase, expected):
    with tempfile.TemporaryDirectory() as home:
        env = dict(os.environ, XDG_DATA_HOME=home, XDG_CONFIG_HOME=home, XDG_CACHE_HOME=home, FOODLOG_INDEX=index)
        out = subprocess.run([binary, "add", "--json", "--", phrase], capture_output=True, text=True, env=env,
                             stdin=subprocess.DEVNULL)
    if out.returncode != 0:
        return "refused", out.stderr.strip().splitlines()[-1:] or [""]
    entries = json.loads(out.stdout)
    got = [(e.get("name"), (e.get("amount") or {}).get("grams") or e.get("grams")) for e in entries]
    if len(got) != len(expected):
        return "wrong", got
    for (name, grams), (acceptable, low, high) in zip(got, expected):
        if name not in acceptable or grams is None or not (low - 0.5 <= grams <= high + 0.5):
            return "wrong", got
    return "right", got


def off_fts5_database(products):
    """An in-memory FTS5 table of the Open Food Facts rows the index holds (name and brand)."""
    connection = sqlite3.connect(":memory:")
    connection.execute("CREATE VIRTUAL TABLE products USING fts5(name, brand, tokenize = 'unicode61 remove_diacritics 2')")
    connection.executemany("INSERT INTO products(name, brand) VALUES (?, ?)", [(p[1], p[2]) for p in products])
    return connection


def known_item_kind(kind, query, stops):
    """The row of the known-items table a query belongs to: exact words (split into one word and
    several), prefix, typo or brand. Exact-word queries are where foodlog must match FTS5's AND."""
    if kind == "words":
        return "exact words, 1" if len(offrows.terms(query, stops)) == 1 else "exact words, 2+"
    return kind


def known_items(binary, off_tsv, off_index, count, with_fts5=True, misses=False):
    """Top-1 and top-10 per query kind for foodlog and (with_fts5) FTS5 over the same rows:
    {kind: [queries, foodlog top-1, foodlog top-10, fts5 top-1, fts5 top-10]}, kind "all" the total."""
    products = offrows.products(off_tsv)
    branded = [p for p in products if p[2]]
    stops = offrows.stop_words()
    fts = off_fts5_database(products) if with_fts5 else None
    rng = random.Random(make_queries.SEED + 1)
    seen, drawn = set(), 0
    table = {}
    while drawn < count:
        kind = make_queries.weighted(rng, make_queries.KINDS)
        target = (branded if kind == "brand" else products)[rng.randrange(len(branded if kind == "brand" else products))]
        query = make_queries.make_query(rng, kind, target, [target])
        if query is None:
            continue
        if rng.randrange(3) == 0:
            query = offrows.fold(query)
        query = " ".join(query.split())
        if not offrows.fts5_match(query, stops) or query in seen:
            continue
        seen.add(query)
        drawn += 1
        wanted = offrows.fold(target[1])
        found = [[offrows.fold(n) for n in foodlog_search(binary, off_index, query, 10)]]
        if fts is not None:
            sql = "SELECT name FROM products WHERE products MATCH ? ORDER BY bm25(products) LIMIT 10"
            found.append([offrows.fold(row[0]) for row in fts.execute(sql, (offrows.fts5_match(query, stops),))])
        for row in ("all", known_item_kind(kind, query, stops)):
            counts = table.setdefault(row, [0, 0, 0, 0, 0])
            counts[0] += 1
            for engine, results in enumerate(found):
                counts[1 + 2 * engine] += 1 if results[:1] == [wanted] else 0
                counts[2 + 2 * engine] += 1 if wanted in results else 0
        if misses and wanted not in found[0]:
            print(f"known-item miss ({kind}) {query!r}: wanted {wanted!r}, got {found[0][:3]}", file=sys.stderr)
    return table


def main(argv):
    args = {"--foodlog": os.path.join(ROOT, ".build", "debug", "foodlog"), "--index": os.path.join(ROOT, "IndexData"),
            "--source": os.path.join(ROOT, "IndexData", "source", "usda-fdc-subset.csv.gz"), "--off-count": "300"}
    misses = "--misses" in argv
    argv = [a for a in argv if a != "--misses"]
    for key, value in zip(argv[::2], argv[1::2]):
        if key not in ("--foodlog", "--index", "--source", "--off-tsv", "--off-index", "--off-count"):
            raise SystemExit(__doc__)
        args[key] = value
    binary, index = args["--foodlog"], args["--index"]
    stops = offrows.stop_words()
    fts = fts5_database(args["--source"])
    def staples_totals(name):
        totals = {"foodlog": [0, 0], "fts5": [0, 0]}
        lines = read_set(name)
        for query, cell in lines:
            acceptable = names(cell)
            for engine, results in (("foodlog", foodlog_search(binary, index, query, 3)),
                                    ("fts5", fts5_search(fts, stops, query, 3))):
                one, three = score(results, acceptable)
                totals[engine][0] += one
                totals[engine][1] += three
                if misses and engine == "foodlog" and not one:
                    print(f"miss  {query!r}: {results}", file=sys.stderr)
        return len(lines), totals

    n, totals = staples_totals("staples.tsv")
    held_n, held = staples_totals("staples-holdout.tsv")
    phrases = read_set("phrases.tsv")
    outcomes = {"right": 0, "refused": 0, "wrong": 0}
    for row in phrases:
        expected = []
        for cell, span in zip(row[1::2], row[2::2]):
            low, high = (float(x) for x in span.split("-"))
            expected.append((names(cell), low, high))
        outcome, detail = phrase_outcome(binary, index, row[0], expected)
        outcomes[outcome] += 1
        if misses and outcome != "right":
            print(f"{outcome:7} {row[0]!r}: {detail}", file=sys.stderr)
    print(f"| measure | foodlog | SQLite FTS5 bm25 |")
    print(f"|---|---|---|")
    print(f"| staples top-1 ({n}) | {totals['foodlog'][0]} ({100 * totals['foodlog'][0] / n:.0f}%) | "
          f"{totals['fts5'][0]} ({100 * totals['fts5'][0] / n:.0f}%) |")
    print(f"| staples top-3 ({n}) | {totals['foodlog'][1]} ({100 * totals['foodlog'][1] / n:.0f}%) | "
          f"{totals['fts5'][1]} ({100 * totals['fts5'][1] / n:.0f}%) |")
    for label, count, table in (("holdout top-1", held_n, [held["foodlog"][0], held["fts5"][0]]),
                                ("holdout top-3", held_n, [held["foodlog"][1], held["fts5"][1]])):
        print(f"| staples {label} ({count}) | {table[0]} ({100 * table[0] / count:.0f}%) | "
              f"{table[1]} ({100 * table[1] / count:.0f}%) |")
    print(f"| phrases right / refused / wrong ({len(phrases)}) | {outcomes['right']} / {outcomes['refused']} / "
          f"{outcomes['wrong']} | n/a |")
    if "--off-tsv" in args and "--off-index" in args:
        count = int(args["--off-count"])
        table = known_items(binary, args["--off-tsv"], args["--off-index"], count, misses=misses)
        print()
        print("| OFF known items (top-1 / top-10) | queries | foodlog | SQLite FTS5 AND, bm25 |")
        print("|---|---:|---|---|")
        order = ["all", "exact words, 1", "exact words, 2+", "prefix", "typo", "brand"]
        for row in order + sorted(set(table) - set(order)):
            if row in table:
                n, f1, f10, s1, s10 = table[row]
                print(f"| {row} | {n} | {f1} / {f10} ({100 * f10 / n:.0f}%) | {s1} / {s10} ({100 * s10 / n:.0f}%) |")


if __name__ == "__main__":
    main(sys.argv[1:])
