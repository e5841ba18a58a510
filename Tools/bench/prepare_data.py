"""Data for the search benchmark, all of it written under bench-out/ (never into the repository).

  prepare_data.py slice  SOURCE N OUT      first N data rows of SOURCE (with its header)
  prepare_data.py scale  SOURCE N OUT      SOURCE's rows, then synthetic rows up to N in all
  prepare_data.py extract SOURCE OUT       name, brand, code and nutrients of the rows index-builder
                                           keeps, as an ASCII-separated file for sqlite3's .import

Synthetic scale-up (scale): synthetic row j copies real row j mod R (R = the real row count) and
changes two things: its barcode becomes a new unique 16-digit code (9900 followed by j in 12 digits;
no real code in the source has that form, which is checked), and one word of its product_name,
chosen uniformly, is replaced by a word drawn from the real names' own words, weighted by how often
each occurs (a uniformly chosen word position of a uniformly chosen real name). Brands and
nutrients are kept. The vocabulary therefore stays the real one and term frequencies keep their
real, Zipf-like shape, scaled by about N/R; what the copies do not reproduce is the new words a
larger real catalogue would bring (its vocabulary would be somewhat larger). The random stream is
seeded (SEED below), so the file is the same on every run.
"""
import random
import sys

import offrows

SEED = 20261122


def slice_rows(source, count, out):
    with open(source, "rb") as src, open(out, "wb") as dst:
        dst.write(src.readline())
        for written, line in enumerate(src):
            if written >= count:
                break
            dst.write(line)


def scale_rows(source, target, out):
    with open(source, "rb") as handle:
        header = handle.readline().decode("utf-8", "replace")
        lines = [raw.decode("utf-8", "replace").rstrip("\n") for raw in handle]
    lines = [line for line in lines if line]
    columns = offrows.Columns(header)
    name_column = columns.product_name
    if name_column is None:
        raise SystemExit("prepare_data: scale needs a product_name column")
    real = len(lines)
    if target < real:
        raise SystemExit(f"prepare_data: scale target {target} is below the {real} real rows; use slice")
    words = []
    names = []
    codes = set()
    for line in lines:
        fields = line.split("\t")
        codes.add(offrows.field(fields, columns.code).lstrip("0"))
        name = offrows.field(fields, name_column)
        names.append(name)
        words.extend(name.split())
    if any(code.startswith("9900") and len(code) == 16 for code in codes):
        raise SystemExit("prepare_data: a real code already has the synthetic 9900… form; change the synthetic prefix")
    rng = random.Random(SEED)
    with open(out, "w", encoding="utf-8", newline="\n") as dst:
        dst.write(header)
        for line in lines:
            dst.write(line + "\n")
        for j in range(target - real):
            fields = lines[j % real].split("\t")
            while len(fields) <= max(columns.code, name_column):
                fields.append("")
            fields[columns.code] = "9900%012d" % j
            name_words = fields[name_column].split()
            if name_words:
                name_words[rng.randrange(len(name_words))] = rng.choice(words)
                fields[name_column] = " ".join(name_words)
            dst.write("\t".join(fields) + "\n")


def extract_rows(source, out):
    """One record per product index-builder keeps: name, brand, code, kcal, protein, carbs, fat,
    serving, category; fields end with 0x1F and records with 0x1E (sqlite3 `.import --ascii`)."""
    kept = 0
    strip = str.maketrans({"\x1e": " ", "\x1f": " "})
    with open(out, "w", encoding="utf-8") as dst:
        for fields, columns in offrows.rows(source):
            found = offrows.product(fields, columns)
            if found is None:
                continue
            code, name, brand = found
            kcal = offrows.kcal(fields, columns)
            values = [name, brand, code, "" if kcal is None else "%.1f" % kcal]
            for index in (columns.protein, columns.carbs, columns.fat):
                value = offrows.number(fields, index)
                values.append("" if value is None else "%g" % value)
            values.append(offrows.clean(offrows.field(fields, columns.serving)))
            values.append(offrows.clean(offrows.field(fields, columns.category)))
            dst.write("\x1f".join(v.translate(strip) for v in values) + "\x1e")
            kept += 1
    print(kept)


def main(argv):
    if len(argv) == 4 and argv[0] == "slice":
        slice_rows(argv[1], int(argv[2]), argv[3])
    elif len(argv) == 4 and argv[0] == "scale":
        scale_rows(argv[1], int(argv[2]), argv[3])
    elif len(argv) == 3 and argv[0] == "extract":
        extract_rows(argv[1], argv[2])
    else:
        raise SystemExit(__doc__)


if __name__ == "__main__":
    main(sys.argv[1:])
