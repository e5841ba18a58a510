"""Reading Open Food Facts export rows the way index-builder does, for the benchmark scripts.

index-builder (Sources/IndexBuilder/OpenFoodFactsRows.swift) takes a product's name from the first
non-empty of product_name, product_name_en, the other product_name_* columns, generic_name and
abbreviated_product_name (whitespace collapsed), its brand from the first comma-separated entry of
brands, and skips rows without a code or a name. The SQLite side of the benchmark must index the
same rows with the same name and brand, so that both engines search the same text; this module is
that rule, once. It also turns a query into the FTS5 MATCH expression that asks SQLite the same
thing foodlog is asked (see fts5_match).
"""
import os
import re
import unicodedata

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
STOP_WORDS_SWIFT = os.path.join(REPO, "Sources", "FoodText", "StopWords.swift")


def clean(text):
    """Collapses runs of whitespace and trims (index-builder's `clean`)."""
    return " ".join(text.split())


class Columns:
    """Column positions of the fields the benchmark needs, found by name in the header line."""

    def __init__(self, header_line):
        header = header_line.rstrip("\r\n").split("\t")
        if header and header[0].startswith("\ufeff"):
            header[0] = header[0][1:]
        position = {name: i for i, name in reversed(list(enumerate(header)))}
        if "code" not in position:
            raise SystemExit("offrows: the input has no 'code' column; pass an Open Food Facts export")
        self.header = header
        self.code = position["code"]
        names = [position[n] for n in ("product_name", "product_name_en") if n in position]
        for i, name in enumerate(header):
            if name.startswith("product_name_") and i not in names:
                names.append(i)
        names += [position[n] for n in ("generic_name", "abbreviated_product_name") if n in position]
        self.names = names
        self.product_name = position.get("product_name")
        self.brands = position.get("brands")
        self.kcal = position.get("energy-kcal_100g")
        self.kj = [position[n] for n in ("energy_100g", "energy-kj_100g") if n in position]
        self.protein = position.get("proteins_100g")
        self.carbs = position.get("carbohydrates_100g")
        self.fat = position.get("fat_100g")
        self.serving = position.get("serving_size")
        self.category = position.get("main_category_en", position.get("pnns_groups_2"))


def field(fields, index):
    if index is None or index >= len(fields):
        return ""
    return fields[index]


def number(fields, index):
    text = field(fields, index)
    if not text:
        return None
    try:
        value = float(text.replace(",", "."))
    except ValueError:
        return None
    return value if value == value and abs(value) != float("inf") else None


def product(fields, columns):
    """(code, name, brand) of a row as index-builder reads it, or None when it skips the row."""
    code = clean(field(fields, columns.code))
    if not code:
        return None
    name = ""
    for index in columns.names:
        name = clean(field(fields, index))
        if name:
            break
    if not name:
        return None
    brand = clean(field(fields, columns.brands).split(",")[0]) if field(fields, columns.brands) else ""
    return code, name, brand


def kcal(fields, columns):
    """kcal per 100 g: stated, else from kJ, else estimated from the macros (4/4/9), else None."""
    value = number(fields, columns.kcal)
    if value is not None and 0 <= value <= 1000:
        return value
    for index in columns.kj:
        kj = number(fields, index)
        if kj is not None and 0 <= kj / 4.184 <= 1000:
            return kj / 4.184
    macros = [number(fields, columns.protein), number(fields, columns.carbs), number(fields, columns.fat)]
    if all(m is None for m in macros):
        return None
    p, c, f = (m or 0.0 for m in macros)
    return 4 * p + 4 * c + 9 * f


def rows(path):
    """Yields (fields, columns) for each data row of a tab-separated export, as index-builder splits them."""
    with open(path, "rb") as handle:
        columns = Columns(handle.readline().decode("utf-8", "replace"))
        for raw in handle:
            line = raw.decode("utf-8", "replace").rstrip("\n")
            if line.endswith("\r"):
                line = line[:-1]
            if not line:
                continue
            yield line.split("\t"), columns


def products(path):
    """Every product index-builder keeps from an export, as (code, name, brand), in file order."""
    return [found for fields, columns in rows(path) if (found := product(fields, columns)) is not None]


def stop_words():
    """foodlog's stop words, read from StopWords.swift so the two never drift apart."""
    with open(STOP_WORDS_SWIFT, encoding="utf-8") as handle:
        source = handle.read()
    block = re.search(r"all: Set<String> = \[(.*?)\]", source, re.S)
    if not block:
        raise SystemExit("offrows: cannot find the stop-word list in " + STOP_WORDS_SWIFT)
    return set(re.findall(r'"([^"]+)"', block.group(1)))


def fold(text):
    """Lower case without accents (what both foodlog and FTS5's remove_diacritics compare)."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def terms(text, stops):
    """The searchable words of a query the way foodlog tokenizes it: runs of letters and digits,
    without single letters and stop words."""
    words = re.findall(r"[^\W_]+", fold(text))
    return [w for w in words if not (len(w) == 1 and "a" <= w <= "z") and w not in stops]


def fts5_match(query, stops):
    """The FTS5 MATCH expression for a foodlog query: every term required (FTS5's implicit AND),
    each one quoted, and the last one a prefix (`"yog"*`) when the query ends inside a word, as
    foodlog also lets the last word match as a prefix. Returns None for a query with no terms."""
    words = terms(query, stops)
    if not words:
        return None
    parts = ['"' + w.replace('"', '""') + '"' for w in words]
    if query[-1:].isalnum() and len(words[-1]) >= 2:
        parts[-1] += "*"
    return " ".join(parts)
