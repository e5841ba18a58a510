"""Generates the benchmark's 1 000 queries from real product names, deterministically.

  make_queries.py SOURCE.tsv OUT.tsv [COUNT]

Each query is drawn from one real product (a seeded random choice among all rows of SOURCE that
index-builder keeps), lower-cased as people type, and of one of four kinds:
  words   35%  1-5 consecutive words of the name (1 word 30%, 2 35%, 3 20%, 4 10%, 5 5%)
  prefix  25%  the same, with the last word cut to a prefix of 2 to len-1 letters (`greek yog`)
  typo    20%  1-3 words with one letter of one word (of 4+ letters, not the first letter)
               substituted, dropped, doubled or swapped with the next (`chiken breast`)
  brand   20%  the product's brand followed by 1-2 words of its name (rows with a brand only)
A third of the queries drop accents (`creme` for `crème`), as people often do. Words are the
name's whitespace-separated words with outer punctuation removed, keeping those with at least two
letters. Duplicates and queries with nothing but stop words are drawn again.

Each output line is `kind<TAB>query<TAB>fts5 match expression` (see offrows.fts5_match). The file
is derived from Open Food Facts data, so it lives under bench-out/ and is never committed.
"""
import random
import sys

import offrows

SEED = 20261122
KINDS = [("words", 35), ("prefix", 25), ("typo", 20), ("brand", 20)]
LENGTHS = [(1, 30), (2, 35), (3, 20), (4, 10), (5, 5)]
TYPO_LENGTHS = [(1, 30), (2, 45), (3, 25)]
LETTERS = "abcdefghijklmnopqrstuvwxyz"
PUNCTUATION = "\"'`.,;:!?()[]{}*/+-_&%#@|<>=~^$\\«»“”‘’"


def weighted(rng, table):
    total = sum(weight for _, weight in table)
    pick = rng.randrange(total)
    for value, weight in table:
        if pick < weight:
            return value
        pick -= weight
    return table[-1][0]


def name_words(name):
    words = []
    for raw in name.lower().split():
        word = raw.strip(PUNCTUATION)
        if sum(c.isalpha() for c in word) >= 2:
            words.append(word)
    return words


def consecutive(rng, words, count):
    count = min(count, len(words))
    start = rng.randrange(len(words) - count + 1)
    return words[start:start + count]


def typo(rng, word):
    """One edit inside `word`, never at its first letter; None when the word is too short."""
    if len(word) < 4:
        return None
    position = rng.randrange(1, len(word))
    edit = rng.randrange(4)
    if edit == 0:
        replacement = rng.choice([c for c in LETTERS if c != word[position]])
        changed = word[:position] + replacement + word[position + 1:]
    elif edit == 1:
        changed = word[:position] + word[position + 1:]
    elif edit == 2:
        changed = word[:position] + word[position] + word[position:]
    else:
        if position == len(word) - 1:
            position -= 1
        changed = word[:position] + word[position + 1] + word[position] + word[position + 2:]
    return changed if changed != word else None


def make_query(rng, kind, product, branded):
    if kind == "brand":
        code, name, brand = branded[rng.randrange(len(branded))]
        words = name_words(name)
        brand_words = name_words(brand)
        if not words or not brand_words:
            return None
        picked = consecutive(rng, words, rng.choice([1, 1, 2]))
        return " ".join((brand_words + picked)[:5])
    code, name, brand = product
    words = name_words(name)
    if not words:
        return None
    if kind == "typo":
        picked = consecutive(rng, words, weighted(rng, TYPO_LENGTHS))
        long_words = [i for i, w in enumerate(picked) if len(w) >= 4]
        if not long_words:
            return None
        which = rng.choice(long_words)
        changed = typo(rng, picked[which])
        if changed is None:
            return None
        picked[which] = changed
        return " ".join(picked)
    picked = consecutive(rng, words, weighted(rng, LENGTHS))
    if kind == "prefix":
        last = picked[-1]
        if len(last) < 3:
            return None
        picked[-1] = last[:rng.randrange(2, len(last))]
    return " ".join(picked)


def main(argv):
    if len(argv) not in (2, 3):
        raise SystemExit(__doc__)
    source, out = argv[0], argv[1]
    count = int(argv[2]) if len(argv) == 3 else 1000
    products = offrows.products(source)
    branded = [p for p in products if p[2]]
    if not products or not branded:
        raise SystemExit("make_queries: the source has no products (or none with a brand)")
    stops = offrows.stop_words()
    rng = random.Random(SEED)
    seen = set()
    lines = []
    attempts = 0
    while len(lines) < count:
        attempts += 1
        if attempts > count * 50:
            raise SystemExit("make_queries: could not draw enough distinct queries from the source")
        kind = weighted(rng, KINDS)
        query = make_query(rng, kind, products[rng.randrange(len(products))], branded)
        if query is None:
            continue
        if rng.randrange(3) == 0:
            query = offrows.fold(query)
        query = " ".join(query.split())
        match = offrows.fts5_match(query, stops)
        if not match or query in seen or "\t" in query:
            continue
        seen.add(query)
        lines.append(f"{kind}\t{query}\t{match}\n")
    with open(out, "w", encoding="utf-8") as handle:
        handle.writelines(lines)


if __name__ == "__main__":
    main(sys.argv[1:])
