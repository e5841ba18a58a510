"""Wide-row build benchmark: is index-builder ever the bottleneck behind `gzip -dc`?

  python3 Tools/bench/wide_build_bench.py [--rows 300000] [--rounds 5] [--builder PATH ...]

From the repository root. It makes bench-out/wide/off-wide-N.csv.gz from the raw Open Food Facts
export slice ../shared/data/off-export-sample.csv (1 000 rows of 210 columns, about 3 KB a row, read
from FOODLOG_SHARED_DIR/data when set): the sample's rows repeated up to N rows, copy k > 0 of a
row with a new unique barcode (9901 followed by the output row number in 12 digits), compressed
with `gzip -6 -n`, so the file is the same on every run. Nothing it writes leaves bench-out/, which
git ignores (the export is Open Food Facts data: never commit it or anything made from it).

Then, for several rounds, alternating which goes first, it times
  gzip -dc FILE > /dev/null
  gzip -dc FILE | BUILDER --input - --output bench-out/wide/index-K --quiet
and prints both medians, their ratio (the issue's bar: at most 1.15), the builder's throughput in
MB/s of uncompressed text, its CPU time, its peak RSS (from wait4, the builder alone) and how long
it ran after gzip had exited (the part of a build no decompression overlaps). Several
--builder paths (say main's and a branch's) are timed in the same rounds, for a before/after table
from one run. The load average is printed at the start and the end: the machine may be shared.
"""
import argparse
import gzip
import os
import statistics
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SHARED = os.environ.get("FOODLOG_SHARED_DIR", os.path.join(os.path.dirname(REPO), "shared"))
SAMPLE = os.path.join(SHARED, "data", "off-export-sample.csv")
OUT = os.path.join(REPO, "bench-out", "wide")


def wide_rows(sample_lines, count):
    """The data lines of the file: the sample's rows repeated to `count`, copies with new codes."""
    rows = [line for line in sample_lines if line.strip(b"\r\n")]
    for number in range(count):
        line = rows[number % len(rows)]
        if number >= len(rows):
            code, rest = line.split(b"\t", 1)
            line = b"9901%012d\t" % number + rest if code else line
        yield line


def make_file(count, path, sample=SAMPLE):
    """Writes the gzip file (level 6, no name or time stamp) unless it exists; returns its size uncompressed."""
    with open(sample, "rb") as handle:
        header = handle.readline()
        lines = handle.readlines()
    if not os.path.exists(path):
        temporary = path + ".tmp"
        with open(temporary, "wb") as out:
            gz = subprocess.Popen(["gzip", "-6", "-n"], stdin=subprocess.PIPE, stdout=out)
            gz.stdin.write(header)
            batch = []
            for line in wide_rows(lines, count):
                batch.append(line)
                if len(batch) == 4096:
                    gz.stdin.write(b"".join(batch))
                    batch = []
            gz.stdin.write(b"".join(batch))
            gz.stdin.close()
            if gz.wait() != 0:
                sys.exit("wide_build_bench: gzip failed")
        os.replace(temporary, path)
    size = 0
    with gzip.open(path, "rb") as handle:
        while chunk := handle.read(1 << 20):
            size += len(chunk)
    return size


def wait_for(process):
    """Waits for one child and returns its resource usage (wait4: this child only)."""
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    return usage


def time_decompress(path):
    """Wall seconds of `gzip -dc FILE > /dev/null`, and gzip's CPU seconds."""
    started = time.monotonic()
    with open(os.devnull, "wb") as null:
        gz = subprocess.Popen(["gzip", "-dc", path], stdout=null)
        usage = wait_for(gz)
    elapsed = time.monotonic() - started
    if gz.returncode != 0:
        sys.exit("wide_build_bench: gzip -dc failed")
    return elapsed, usage.ru_utime + usage.ru_stime


def time_build(path, builder, output):
    """Wall seconds of the pipeline, the builder's CPU seconds and peak RSS in MiB, and the seconds
    the builder ran after gzip had exited (its tail: the last rows, then merging and writing)."""
    started = time.monotonic()
    gz = subprocess.Popen(["gzip", "-dc", path], stdout=subprocess.PIPE)
    build = subprocess.Popen([builder, "--input", "-", "--output", output, "--quiet"], stdin=gz.stdout,
                             stdout=subprocess.DEVNULL)
    gz.stdout.close()
    wait_for(gz)
    decompressed = time.monotonic()
    usage = wait_for(build)
    elapsed = time.monotonic() - started
    if build.returncode != 0 or gz.returncode != 0:
        sys.exit(f"wide_build_bench: {builder} exited {build.returncode} (gzip {gz.returncode})")
    # ru_maxrss is in KiB on Linux, in bytes on macOS.
    peak = usage.ru_maxrss / (1 << 20 if sys.platform == "darwin" else 1 << 10)
    return elapsed, usage.ru_utime + usage.ru_stime, peak, started + elapsed - decompressed


def load():
    return " ".join(f"{value:.2f}" for value in os.getloadavg())


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rows", type=int, default=300_000)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--builder", action="append",
                        help="index-builder to time (repeatable; default .build/release/index-builder)")
    parser.add_argument("--sample", default=SAMPLE)
    args = parser.parse_args()
    builders = args.builder or [os.path.join(REPO, ".build", "release", "index-builder")]
    for builder in builders:
        if not os.access(builder, os.X_OK):
            sys.exit(f"wide_build_bench: no executable at {builder}; run `swift build -c release --product index-builder`")
    if not os.path.exists(args.sample):
        sys.exit(f"wide_build_bench: the raw export sample {args.sample} is missing (set FOODLOG_SHARED_DIR)")
    os.makedirs(OUT, exist_ok=True)
    path = os.path.join(OUT, f"off-wide-{args.rows}.csv.gz")
    text_bytes = make_file(args.rows, path, args.sample)
    print(f"file: {os.path.relpath(path, REPO)}: {args.rows} rows, {text_bytes / 1e6:.0f} MB of text, "
          f"{os.path.getsize(path) / 1e6:.0f} MB gzip -6")
    print(f"load average at start: {load()} ({os.cpu_count()} cores)")

    decompress = []
    builds = {builder: [] for builder in builders}
    for round_number in range(args.rounds):
        order = [None] + builders if round_number % 2 == 0 else builders[::-1] + [None]
        for builder in order:
            if builder is None:
                decompress.append(time_decompress(path))
            else:
                output = os.path.join(OUT, f"index-{builders.index(builder)}")
                builds[builder].append(time_build(path, builder, output))

    gzip_wall = [run[0] for run in decompress]
    gzip_median = statistics.median(gzip_wall)
    print(f"load average at end:   {load()}")
    print()
    print(f"| command ({args.rounds} rounds, alternating) | median s | min s | ratio to gzip | per-round ratio, median "
          f"| builder MB/s | CPU s | peak RSS MiB | after gzip s |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    print(f"| `gzip -dc FILE > /dev/null` | {gzip_median:.2f} | {min(gzip_wall):.2f} | 1.00 | 1.00 | | "
          f"{statistics.median(run[1] for run in decompress):.2f} (gzip) | | |")
    for builder, runs in builds.items():
        wall = statistics.median(run[0] for run in runs)
        paired = statistics.median(run[0] / gzip_wall[i] for i, run in enumerate(runs))
        cpu = statistics.median(run[1] for run in runs)
        rss = max(run[2] for run in runs)
        name = os.path.relpath(builder, REPO) if builder.startswith(REPO) else builder
        print(f"| `gzip -dc FILE \\| {name}` | {wall:.2f} | {min(run[0] for run in runs):.2f} | "
              f"{wall / gzip_median:.2f} | {paired:.2f} | {text_bytes / 1e6 / wall:.0f} | {cpu:.2f} (builder) | {rss:.0f} | "
              f"{statistics.median(run[3] for run in runs):.2f} |")
    print()
    print("per round (gzip s, then each builder s): " + "; ".join(
        " ".join(f"{value:.2f}" for value in [gzip_wall[i]] + [builds[b][i][0] for b in builders])
        for i in range(args.rounds)))


if __name__ == "__main__":
    main()
