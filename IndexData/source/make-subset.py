#!/usr/bin/env python3
"""Makes IndexData/source/usda-fdc-subset.csv.gz from the USDA FoodData Central file.

The embedded index ships every generic food (FNDDS survey, SR Legacy and Foundation foods) and a
deterministic sample of branded foods (one in five of the distinct branded names, in file order),
so that the repository stays small. Rows are copied byte for byte; nothing is edited.

    python3 IndexData/source/make-subset.py ../shared/data/usda-fdc.csv.gz IndexData/source/usda-fdc-subset.csv.gz
"""
import csv
import gzip
import io
import sys

GENERIC = {"survey_fndds_food", "sr_legacy_food", "foundation_food"}
BRANDED_EVERY = 5


def main(source, target):
    with gzip.open(source, "rb") as handle:
        raw = handle.read().decode("utf-8")
    lines = io.StringIO(raw, newline="")
    reader = csv.reader(lines)
    header = next(reader)
    name_col, type_col, energy_col = header.index("foodName"), header.index("data_type"), header.index("Energy")
    out = io.StringIO(newline="")
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(header)
    seen, branded_seen, kept = set(), 0, 0
    for row in reader:
        kind = row[type_col]
        if kind in GENERIC:
            writer.writerow(row)
            kept += 1
        elif kind == "branded_food" and row[energy_col] and row[name_col]:
            key = row[name_col].upper()
            if key in seen:
                continue
            seen.add(key)
            branded_seen += 1
            if branded_seen % BRANDED_EVERY == 0:
                writer.writerow(row)
                kept += 1
    with open(target, "wb") as handle:
        with gzip.GzipFile(filename="", mode="wb", fileobj=handle, mtime=0, compresslevel=9) as gz:
            gz.write(out.getvalue().encode("utf-8"))
    print(f"kept {kept} rows", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
