"""Tests of the benchmark's data and query helpers: python3 -m unittest discover -s Tools/bench"""
import os
import random
import tempfile
import unittest

import make_queries
import offrows
import prepare_data

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


if __name__ == "__main__":
    unittest.main()
