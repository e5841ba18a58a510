#!/usr/bin/env python3
"""Whole-process `foodlog search --json` time and page faults, several builds side by side.

  whole_process.py [--rounds N] NAME=FOODLOG:INDEX [NAME=FOODLOG:INDEX ...]

Each round runs every listed foodlog once per query, in a random order per query (so load on a
busy machine falls on all of them alike), with standard output and error on /dev/null and HOME
set to an empty scratch directory (no journal, no config). Prints per build the median, p25, p10
and minimum time of the everyday queries, their median minor page faults, and the same for a
query that matches nothing (which is what the process costs besides the query). For a before /
after comparison, give the old binary with an index it reads and the new one with its own:

  python3 Tools/bench/whole_process.py before=/tmp/old/foodlog:/tmp/index-v1 after=.build/release/foodlog:/tmp/index
"""
import os
import random
import statistics
import sys
import tempfile
import time

# Everyday food searches, written from what people type (not drawn from the indexed data).
QUERIES = ["greek yogurt", "chicken breast", "peanut butter", "orange juice", "whole milk", "cheddar cheese", "brown rice",
           "olive oil", "dark chocolate", "banana", "apple", "oat milk", "tomato sauce", "corn flakes", "coca cola",
           "salmon", "almonds", "white bread", "butter", "egg", "pasta", "honey", "ham", "tuna", "hummus", "pizza",
           "ice cream", "granola bar", "potato chips", "green tea", "mozzarella", "yogurt strawberry", "lentils",
           "spinach", "cookies", "croissant", "ketchup", "mayonnaise", "rice cakes", "protein bar"]
NO_MATCH = "qqqzzzxx"


def main():
    args = sys.argv[1:]
    rounds = 5
    if "--rounds" in args:
        at = args.index("--rounds")
        rounds = int(args[at + 1])
        del args[at:at + 2]
    if not args or any("=" not in a or ":" not in a for a in args):
        sys.exit(__doc__.strip().splitlines()[2].strip())
    builds = {}
    for arg in args:
        name, rest = arg.split("=", 1)
        binary, index = rest.rsplit(":", 1)
        builds[name] = (os.path.abspath(binary), os.path.abspath(index))
    home = tempfile.mkdtemp(prefix="whole-process-")
    env = {"HOME": home, "PATH": "/usr/bin:/bin"}
    devnull = os.open(os.devnull, os.O_WRONLY)
    actions = [(os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)]

    def run(name, query):
        binary, index = builds[name]
        argv = [binary, "search", "--json", "--index", index, "--"] + query.split()
        start = time.perf_counter()
        _, _, usage = os.wait4(os.posix_spawn(binary, argv, env, file_actions=actions), 0)
        return (time.perf_counter() - start) * 1000, usage.ru_minflt

    for name in builds:
        for query in QUERIES[:5] + [NO_MATCH]:
            run(name, query)
    samples = {name: {"query": [], "none": []} for name in builds}
    for _ in range(rounds):
        for query in QUERIES + [NO_MATCH]:
            order = list(builds)
            random.shuffle(order)
            for name in order:
                samples[name]["none" if query == NO_MATCH else "query"].append(run(name, query))
    for name, kinds in samples.items():
        times = sorted(t for t, _ in kinds["query"])
        none = sorted(t for t, _ in kinds["none"])
        print(f"{name}: {len(times)} searches, median {statistics.median(times):.2f} ms, p25 {times[len(times) // 4]:.2f}, "
              f"p10 {times[len(times) // 10]:.2f}, min {times[0]:.2f}, page faults {statistics.median(f for _, f in kinds['query']):.0f}; "
              f"no match: median {statistics.median(none):.2f} ms, min {none[0]:.2f}, "
              f"page faults {statistics.median(f for _, f in kinds['none']):.0f}")
    print(f"({rounds} rounds, load average {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()
