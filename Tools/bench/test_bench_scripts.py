"""Tests of the benchmark's helpers: python3 -m unittest discover -s Tools/bench

The tantivy tests need the benchmark's virtual environment and skip (visibly) without it; run
`Tools/bench/.venv/bin/python -m unittest discover -s Tools/bench` after run-search-bench.sh has
made it to run them too.
"""
import gzip
import os
import random
import sys
import tempfile
import types
import unittest
from unittest import mock

import make_queries
import offrows
import page_faults
import prepare_data
import report
import tantivy_bench
import wide_build_bench

HEADER = "code\tproduct_name\tproduct_name_fr\tgeneric_name\tbrands\tenergy-kcal_100g\tenergy_100g\tproteins_100g\tcarbohydrates_100g\tfat_100g\n"


def columns():
    return offrows.Columns(HEADER)


class ProductRuleTests(unittest.TestCase):
    """The rows and text the SQLite side indexes must be index-builder's."""

    def test_name_falls_back_through_the_name_columns_and_collapses_spaces(self):
        fields = "123\t\t  Crème   fraîche \tgeneric\tBrand A, Brand B\t\t\t\t\t".split("\t")
        self.assertEqual(offrows.product(fields, columns()), ("123", "Crème fraîche", "Brand A"))

    def test_rows_without_code_or_name_are_skipped(self):
        self.assertIsNone(offrows.product("\tName\t\t\t\t\t\t\t\t".split("\t"), columns()))
        self.assertIsNone(offrows.product("42\t \t\t\tBrand\t\t\t\t\t".split("\t"), columns()))

    def test_kcal_is_stated_else_from_kj_else_estimated(self):
        c = columns()
        self.assertEqual(offrows.kcal("1\tx\t\t\t\t250\t\t\t\t".split("\t"), c), 250)
        self.assertAlmostEqual(offrows.kcal("1\tx\t\t\t\t\t418.4\t\t\t".split("\t"), c), 100)
        self.assertEqual(offrows.kcal("1\tx\t\t\t\t\t\t10\t20\t5".split("\t"), c), 4 * 10 + 4 * 20 + 9 * 5)
        self.assertIsNone(offrows.kcal("1\tx\t\t\t\t\t\t\t\t".split("\t"), c))


class MatchExpressionTests(unittest.TestCase):
    stops = offrows.stop_words()

    def test_stop_words_come_from_the_swift_tokenizer(self):
        self.assertIn("avec", self.stops)
        self.assertIn("the", self.stops)

    def test_last_word_is_a_prefix_when_the_query_ends_inside_it(self):
        self.assertEqual(offrows.fts5_match("greek yog", self.stops), '"greek" "yog"*')
        self.assertEqual(offrows.fts5_match("greek yog ", self.stops), '"greek" "yog"')

    def test_stop_words_single_letters_and_accents_are_dropped(self):
        self.assertEqual(offrows.fts5_match("Pâte à tartiner de la Crème", self.stops), '"pate" "tartiner" "creme"*')
        self.assertIsNone(offrows.fts5_match("de la", self.stops))

    def test_punctuation_splits_words_and_quotes_cannot_escape(self):
        self.assertEqual(offrows.fts5_match('l\'eau "minérale"', self.stops), '"eau" "minerale"')


class QueryGeneratorTests(unittest.TestCase):
    def test_a_typo_changes_one_letter_but_never_the_first(self):
        rng = random.Random(1)
        for _ in range(500):
            changed = make_queries.typo(rng, "chicken")
            self.assertIsNotNone(changed)
            self.assertNotEqual(changed, "chicken")
            self.assertEqual(changed[0], "c")
            self.assertLessEqual(abs(len(changed) - len("chicken")), 1)
        self.assertIsNone(make_queries.typo(rng, "egg"))

    def test_name_words_keep_words_with_two_letters(self):
        self.assertEqual(make_queries.name_words("Coca-Cola 33cl, 6 x (Zero)"), ["coca-cola", "33cl", "zero"])


class ScaleUpTests(unittest.TestCase):
    def test_scale_up_is_deterministic_with_new_unique_codes_and_one_word_changed(self):
        with tempfile.TemporaryDirectory() as directory:
            source = os.path.join(directory, "real.tsv")
            with open(source, "w", encoding="utf-8") as handle:
                handle.write(HEADER)
                handle.write("0001\tdark chocolate bar\t\t\tAcme\t\t\t\t\t\n")
                handle.write("0002\tgreek yoghurt\t\t\t\t\t\t\t\t\n")
            outputs = []
            for attempt in range(2):
                out = os.path.join(directory, f"scaled{attempt}.tsv")
                prepare_data.scale_rows(source, 7, out)
                with open(out, encoding="utf-8") as handle:
                    outputs.append(handle.read().splitlines())
            self.assertEqual(outputs[0], outputs[1])
            lines = outputs[0]
            self.assertEqual(len(lines), 1 + 7)
            synthetic = [line.split("\t") for line in lines[3:]]
            codes = [fields[0] for fields in synthetic]
            self.assertEqual(codes, ["9900%012d" % j for j in range(5)])
            real_words = {"dark", "chocolate", "bar", "greek", "yoghurt"}
            for j, fields in enumerate(synthetic):
                original = ["dark chocolate bar", "greek yoghurt"][j % 2].split()
                words = fields[1].split()
                self.assertEqual(len(words), len(original))
                self.assertLessEqual(sum(a != b for a, b in zip(words, original)), 1)
                self.assertTrue(set(words) <= real_words)
                self.assertEqual(fields[4], ["Acme", ""][j % 2])


class ExtractRecordTests(unittest.TestCase):
    def test_records_split_across_read_chunks_come_back_whole(self):
        with tempfile.TemporaryDirectory() as directory:
            path = os.path.join(directory, "rows.ascii")
            rows = [["Crème fraîche", "Président", "0002", ""], ["greek yogurt", "", "0001", "97.0"],
                    ["x" * 50, "b", "3", "1"]]
            with open(path, "w", encoding="utf-8") as handle:
                handle.write("".join("\x1f".join(row) + "\x1e" for row in rows))
            with mock.patch.object(tantivy_bench, "CHUNK", 7):
                self.assertEqual(list(tantivy_bench.records(path)), rows)


class PageFaultTests(unittest.TestCase):
    def test_each_run_is_counted_with_its_exit_status(self):
        result = page_faults.measure(3, ["/bin/sh", "-c", "exit 3"])
        self.assertEqual(result["runs"], 3)
        self.assertEqual(result["statuses"], [3])
        faults = result["minor_faults"]
        self.assertGreater(faults["min"], 0)
        self.assertLessEqual(faults["min"], faults["median"])
        self.assertLessEqual(faults["median"], faults["max"])

    def test_a_process_that_touches_more_memory_faults_more(self):
        small = page_faults.measure(3, [sys.executable, "-c", "pass"])
        large = page_faults.measure(3, [sys.executable, "-c", "b = bytearray(64 << 20)"])
        self.assertGreater(large["minor_faults"]["median"], small["minor_faults"]["median"] + 1000)


@unittest.skipIf(tantivy_bench.tantivy is None, "tantivy is not installed here: run with Tools/bench/.venv/bin/python")
class TantivyTests(unittest.TestCase):
    ROWS = [["Greek yogurt natural", "Fage", "0001", "97.0"], ["Crème fraîche épaisse", "Président", "0002", ""],
            ["Yogourt aux fruits", "", "0003", "80"], ["Chocolate bar", "Greek Farms", "0004", "530"]]

    def search(self, searcher, index, text):
        query = tantivy_bench.build_query(index.schema, tantivy_bench.analyzer(), text, offrows.stop_words())
        if query is None:
            return None
        return [searcher.doc(address)["code"][0] for _, address in searcher.search(query, 10, count=False).hits]

    def test_built_index_finds_folded_words_prefixes_and_brands(self):
        with tempfile.TemporaryDirectory() as directory:
            rows = os.path.join(directory, "rows.ascii")
            with open(rows, "w", encoding="utf-8") as handle:
                handle.write("".join("\x1f".join(row) + "\x1e" for row in self.ROWS))
            index_dir = os.path.join(directory, "index")
            with mock.patch("builtins.print"):
                tantivy_bench.build(rows, index_dir, threads=2, heap_mb=64)
            index = tantivy_bench.tantivy.Index.open(index_dir)
            index.register_tokenizer(tantivy_bench.ANALYZER, tantivy_bench.analyzer())
            searcher = index.searcher()
            self.assertEqual(searcher.num_docs, 4)
            self.assertEqual(self.search(searcher, index, "creme fraiche"), ["0002"])
            self.assertEqual(self.search(searcher, index, "president"), ["0002"])
            self.assertEqual(set(self.search(searcher, index, "yog")), {"0001", "0003"})
            self.assertEqual(self.search(searcher, index, "greek yogurt ")[0], "0001")
            self.assertEqual(self.search(searcher, index, "qxzvjw"), [])
            self.assertIsNone(self.search(searcher, index, "de la"))


class ReportBarTests(unittest.TestCase):
    def size(self, size, faults, nomatch_status=1, process_ms=2.0, f_latency=(100, 500), t_latency=(120, 900),
             f_bytes=30 * report.MB, t_bytes=35 * report.MB, s_bytes=50 * report.MB, f_build=(4.0, 200 * 1024),
             t_build=(5.0, 400 * 1024)):
        def fault(count, status=1):
            return {"runs": 20, "statuses": [status], "minor_faults": {"median": count}}
        return types.SimpleNamespace(
            size=size,
            faults={"foodlog-query": fault(faults), "foodlog-nomatch": fault(300, nomatch_status)},
            process={"foodlog_ms": {"p50": process_ms}},
            latency={"foodlog": {"latency_us": {"p50": f_latency[0], "p99": f_latency[1]}},
                     "tantivy": {"latency_us": {"p50": t_latency[0], "p99": t_latency[1]}}},
            bytes={"foodlog_bytes": f_bytes, "tantivy_bytes": t_bytes},
            tantivy_stored={"bytes": s_bytes},
            build={"foodlog": {"wall_s": f_build[0], "max_rss_kb": f_build[1]},
                   "tantivy": {"wall_s": t_build[0], "max_rss_kb": t_build[1]}})

    def verdicts(self, sizes):
        return [line.split(":")[0] for line in report.issue16_bars(sizes) if line.startswith("- ")]

    def test_all_bars_met(self):
        self.assertEqual(self.verdicts([self.size(821032, 500), self.size(3000000, 590, process_ms=2.4)]), ["- MET"] * 7)

    def test_each_bar_fails_on_its_own_figure(self):
        met, failed = "- MET", "- NOT MET"
        self.assertEqual(self.verdicts([self.size(821032, 500), self.size(3000000, 601, process_ms=2.4)])[0], failed)
        self.assertEqual(self.verdicts([self.size(821032, 500, process_ms=2.4)])[1], failed)
        self.assertEqual(self.verdicts([self.size(821032, 500, f_latency=(100, 900))])[2], failed)
        # Over the issue's 35 MB, and over tantivy's 35 MB of the same run.
        self.assertEqual(self.verdicts([self.size(821032, 500, f_bytes=36 * report.MB)])[3:5], [failed, failed])
        # Within the issue's size but over a tantivy index that stores nothing, or one that stores names.
        self.assertEqual(self.verdicts([self.size(821032, 500, f_bytes=34 * report.MB, t_bytes=33 * report.MB)])[3:6],
                         [met, failed, met])
        self.assertEqual(self.verdicts([self.size(821032, 500, s_bytes=29 * report.MB)])[5], failed)
        self.assertEqual(self.verdicts([self.size(821032, 500, f_build=(4.0, 300 * 1024))])[6], failed)

    def test_sizes_without_a_bar_of_the_issue_are_not_judged_on_it(self):
        self.assertEqual(len(self.verdicts([self.size(100000, 500)])), 6)

    def test_a_no_match_query_that_matches_is_flagged(self):
        lines = report.issue16_bars([self.size(821032, 500, nomatch_status=0)])
        self.assertTrue(any(line.startswith("- WARNING") for line in lines))


class WideRowTests(unittest.TestCase):
    def test_wide_rows_repeat_the_sample_with_new_unique_codes(self):
        sample = [b"0001\tApple\tx\r\n", b"\tNo code\ty\n", b"\n", b"0003\tPear\tz\n"]
        rows = list(wide_build_bench.wide_rows(sample, 8))
        self.assertEqual(len(rows), 8)
        self.assertEqual(rows[:3], [sample[0], sample[1], sample[3]])
        self.assertEqual(rows[3], b"9901000000000003\tApple\tx\r\n")
        self.assertEqual(rows[4], sample[1])
        self.assertEqual(rows[5], b"9901000000000005\tPear\tz\n")
        codes = [row.split(b"\t")[0] for row in rows if row.split(b"\t")[0]]
        self.assertEqual(len(codes), len(set(codes)))

    def test_the_file_is_the_same_on_every_run(self):
        with tempfile.TemporaryDirectory() as directory:
            sample = os.path.join(directory, "sample.csv")
            with open(sample, "wb") as handle:
                handle.write(b"code\tproduct_name\n0001\tApple\n0002\tPear\n")
            sizes, contents = [], []
            for attempt in range(2):
                path = os.path.join(directory, f"wide{attempt}.csv.gz")
                sizes.append(wide_build_bench.make_file(5, path, sample))
                with open(path, "rb") as handle:
                    contents.append(handle.read())
            self.assertEqual(contents[0], contents[1])
            expected = (b"code\tproduct_name\n0001\tApple\n0002\tPear\n9901000000000002\tApple\n"
                        b"9901000000000003\tPear\n9901000000000004\tApple\n")
            self.assertEqual(sizes[0], len(expected))
            with gzip.open(os.path.join(directory, "wide0.csv.gz"), "rb") as handle:
                self.assertEqual(handle.read(), expected)


if __name__ == "__main__":
    unittest.main()
