"""Page faults of one whole process, the measure of issue 16's "a query costs what the query needs".

  page_faults.py RUNS PROGRAM [ARGUMENTS...]

Runs the command RUNS times (after one untimed run, so the page cache is warm), its standard
streams on /dev/null, and reads each child's own resource use with wait4: minor faults (pages
mapped or zero-filled without I/O: the ones a query's allocations cost) and major faults. Prints
JSON: the exit statuses seen, and per process the median, min and max of each. A static "hello"
run the same way gives the floor every process pays to start.
"""
import json
import os
import statistics
import sys


def run_once(argv):
    """(exit status, minor faults, major faults) of one run of argv."""
    devnull_in = os.open(os.devnull, os.O_RDONLY)
    devnull_out = os.open(os.devnull, os.O_WRONLY)
    try:
        pid = os.posix_spawn(argv[0], argv, os.environ, file_actions=[
            (os.POSIX_SPAWN_DUP2, devnull_in, 0),
            (os.POSIX_SPAWN_DUP2, devnull_out, 1),
            (os.POSIX_SPAWN_DUP2, devnull_out, 2),
        ])
    finally:
        os.close(devnull_in)
        os.close(devnull_out)
    _, status, usage = os.wait4(pid, 0)
    return os.waitstatus_to_exitcode(status), usage.ru_minflt, usage.ru_majflt


def measure(runs, argv):
    run_once(argv)
    results = [run_once(argv) for _ in range(runs)]
    minor = [r[1] for r in results]
    major = [r[2] for r in results]
    return {
        "command": argv, "runs": runs, "statuses": sorted({r[0] for r in results}),
        "minor_faults": {"median": statistics.median(minor), "min": min(minor), "max": max(minor)},
        "major_faults": {"median": statistics.median(major), "min": min(major), "max": max(major)},
    }


def main(argv):
    if len(argv) < 2 or not argv[0].isdigit() or int(argv[0]) < 1:
        raise SystemExit(__doc__)
    if not os.access(argv[1], os.X_OK):
        raise SystemExit(f"page_faults: {argv[1]} is not an executable file; pass the program's path")
    print(json.dumps(measure(int(argv[0]), argv[1:]), indent=2))


if __name__ == "__main__":
    main(sys.argv[1:])
