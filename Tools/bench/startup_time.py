#!/usr/bin/env python3
"""Whole-process start-up of foodlog, foodlog-net and what linking FoundationNetworking costs.

Times, interleaved and after a warm-up, each process from posix_spawn to exit (output to /dev/null,
no shell): /bin/true (the harness's floor), a program that links only Foundation, one that also
links FoundationNetworking (both compiled here with `swiftc -O`), `foodlog --version`,
`foodlog-net --version` and `foodlog search egg --index IndexData`. Prints median, p10 and minimum
per command; on a busy machine the minimum is the closest to the cost itself. The figures in
Package.swift and ARCHITECTURE.md ("Why two executables") come from here:

    swift build -c release --static-swift-stdlib --product foodlog
    swift build -c release --product foodlog-net      # static needs libcurl's development files
    python3 Tools/bench/startup_time.py .build/release [--runs 300]
"""
import os, statistics, subprocess, sys, tempfile, time

PROBES = {
    "foundation": "import Foundation\nlet d = Date()\nif CommandLine.arguments.count > 5 { print(d) }\n",
    "networking": "import Foundation\nimport FoundationNetworking\nlet s = URLSession.shared\n"
                  "if CommandLine.arguments.count > 5 { print(s) }\n",
}


def main():
    args = sys.argv[1:]
    if not args or args[0].startswith("-"):
        sys.exit("usage: startup_time.py BIN_DIR [--runs N]")
    bin_dir = args[0]
    runs = int(args[args.index("--runs") + 1]) if "--runs" in args else 300
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    scratch = tempfile.mkdtemp(prefix="startup-")
    probes = {}
    for name, source in PROBES.items():
        path = os.path.join(scratch, name + ".swift")
        with open(path, "w") as file:
            file.write(source)
        subprocess.run(["swiftc", "-O", path, "-o", os.path.join(scratch, name)], check=True)
        probes[name] = os.path.join(scratch, name)
    commands = [
        ["/bin/true"],
        [probes["foundation"]],
        [probes["networking"]],
        [os.path.join(bin_dir, "foodlog"), "--version"],
        [os.path.join(bin_dir, "foodlog-net"), "--version"],
        [os.path.join(bin_dir, "foodlog"), "search", "egg", "--index", os.path.join(root, "IndexData")],
    ]
    devnull = os.open("/dev/null", os.O_WRONLY)
    actions = [(os.POSIX_SPAWN_DUP2, devnull, 1), (os.POSIX_SPAWN_DUP2, devnull, 2)]

    def spawn(command):
        start = time.perf_counter()
        _, status = os.waitpid(os.posix_spawn(command[0], command, os.environ, file_actions=actions), 0)
        if status != 0:
            sys.exit(f"startup_time: {' '.join(command)} exited with status {status}")
        return (time.perf_counter() - start) * 1000

    for command in commands:
        for _ in range(5):
            spawn(command)
    times = [[] for _ in commands]
    for _ in range(runs):
        for index, command in enumerate(commands):
            times[index].append(spawn(command))
    names = ["/bin/true", "Foundation only", "Foundation + FoundationNetworking", "foodlog --version",
             "foodlog-net --version", "foodlog search egg"]
    for name, samples in zip(names, times):
        samples.sort()
        print(f"{name:36s} median {statistics.median(samples):6.2f} ms   p10 {samples[len(samples) // 10]:6.2f}   "
              f"min {samples[0]:6.2f}")
    print(f"({runs} runs each, load average {os.getloadavg()[0]:.1f})")


if __name__ == "__main__":
    main()
