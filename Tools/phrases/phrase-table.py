#!/usr/bin/env python3
"""Before/after table for the plain-word phrase sets (issue 15, part 1).

Runs every phrase of Tests/FoodJournalTests/PlainWords/phrases-{tuning,holdout,holdout-2,...}.tsv (`SETS`) through
`foodlog add PHRASE --json` of each binary given (no terminal, a scratch journal, the embedded
index) and counts, per set: right (every entry's name matches its pattern and the total kcal is in
range), silently wrong (logged, but a wrong food or kcal out of range) and refused (nothing logged).

    python3 Tools/phrases/phrase-table.py main=/tmp/foodlog-main mine=.build/debug/foodlog [--list | --all] [--sets tuning,...]

`--list` also prints each phrase that is not right, with what was logged or the error. `--all`
prints every phrase so, right or not: diffing two builds' `--all` output shows each phrase whose
food or weight changed, even where the counts did not. `--sets` runs only the sets named (by
default all), so tuning can run without looking at a holdout.
"""
import json
import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SETS = ["tuning", "holdout", "holdout-2", "holdout-3", "tuning-2", "holdout-4", "tuning-3", "holdout-5", "holdout-6", "holdout-7", "holdout-8", "holdout-9", "holdout-10", "tuning-4", "tuning-5", "tuning-6", "holdout-11", "holdout-12", "holdout-13", "tuning-7", "tuning-8", "tuning-9", "tuning-10", "tuning-11", "tuning-12", "tuning-13", "tuning-14", "holdout-14", "tuning-15", "holdout-15", "tuning-16", "holdout-16", "holdout-17", "tuning-17", "holdout-18", "tuning-18", "holdout-19", "tuning-19", "holdout-20", "tuning-20", "holdout-21", "tuning-21", "holdout-22", "holdout-23", "tuning-22", "holdout-24", "tuning-23", "holdout-25", "tuning-24", "holdout-26", "tuning-25", "holdout-27", "tuning-26", "holdout-28", "tuning-27", "holdout-29", "tuning-28", "holdout-30", "tuning-29", "holdout-31", "tuning-30", "holdout-32", "tuning-31", "holdout-33", "tuning-32", "holdout-34", "tuning-33", "holdout-35", "tuning-34", "holdout-36", "tuning-35"]


def load(name):
    path = os.path.join(ROOT, "Tests/FoodJournalTests/PlainWords", f"phrases-{name}.tsv")
    rows = []
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if not line or line.startswith("#") or line.startswith("phrase\t"):
                continue
            phrase, expected, low, high = line.split("\t")
            alternatives = [[re.compile(p.strip(), re.I) for p in alt.split(" + ")] for alt in expected.split(";")]
            rows.append((phrase, alternatives, float(low), float(high)))
    return rows


def judge(entries, alternatives, low, high):
    total = sum(e["kcal"] for e in entries)
    names = [e["name"] for e in entries]
    named = any(len(alt) == len(names) and all(p.search(n) for p, n in zip(alt, names)) for alt in alternatives)
    return named and low - 0.5 <= total <= high + 0.5


def run(binary, phrase, scratch):
    env = {"PATH": os.environ.get("PATH", ""), "HOME": scratch, "XDG_DATA_HOME": scratch + "/data",
           "XDG_CONFIG_HOME": scratch + "/config", "XDG_CACHE_HOME": scratch + "/cache", "NO_COLOR": "1",
           "FOODLOG_INDEX": os.path.join(ROOT, "IndexData")}
    done = subprocess.run([binary, "add", phrase, "--json"], env=env, stdin=subprocess.DEVNULL,
                          capture_output=True, text=True, timeout=60)
    if done.returncode != 0:
        return None, done.stderr.strip()
    return json.loads(done.stdout), ""


def main(argv):
    listing = "--list" in argv
    every = "--all" in argv
    sets = SETS
    if "--sets" in argv:
        at = argv.index("--sets")
        if at + 1 >= len(argv) or not set(argv[at + 1].split(",")) <= set(SETS):
            print(f"--sets takes names from {','.join(SETS)}", file=sys.stderr)
            return 64
        sets = argv[at + 1].split(",")
        argv = argv[:at] + argv[at + 2:]
    binaries = [a.split("=", 1) for a in argv if not a.startswith("--")]
    if not binaries:
        print(next(line.strip() for line in __doc__.splitlines() if "phrase-table.py main=" in line), file=sys.stderr)
        return 64
    table = []
    for set_name in sets:
        rows = load(set_name)
        for label, binary in binaries:
            counts = {"right": 0, "wrong": 0, "refused": 0}
            for phrase, alternatives, low, high in rows:
                # A fresh journal for each phrase: what one logged must not rank first for the next.
                with tempfile.TemporaryDirectory() as scratch:
                    entries, error = run(binary, phrase, scratch)
                if entries is None:
                    verdict, shown = "refused", error[:160]
                else:
                    verdict = "right" if judge(entries, alternatives, low, high) else "wrong"
                    shown = " + ".join(f"{e['name']} {e.get('grams') or 0:.0f} g" for e in entries) + \
                        f" = {sum(e['kcal'] for e in entries):.0f} kcal"
                counts[verdict] += 1
                if every or listing and verdict != "right":
                    print(f"{set_name:10} {label:6} {verdict:8} {phrase!r} [{low:.0f}-{high:.0f}]: {shown}")
            table.append((set_name, label, len(rows), counts))
    print(f"{'set':10} {'build':8} {'phrases':>7} {'right':>12} {'silently wrong':>15} {'refused':>12}")
    for set_name, label, total, c in table:
        pct = lambda n: f"{n} ({100 * n / total:.0f}%)"
        print(f"{set_name:10} {label:8} {total:>7} {pct(c['right']):>12} {pct(c['wrong']):>15} {pct(c['refused']):>12}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
