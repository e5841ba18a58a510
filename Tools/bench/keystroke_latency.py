#!/usr/bin/env python3
"""Per-keystroke latency of `foodlog search -i`: key to fully redrawn screen, through a pseudo-terminal.

Types 20 queries one key at a time into `foodlog search -i --index DIR` (one process per query, as a
person starts one session per food) and times each key until the screen has been quiet for 30 ms
(the time of the last byte counts, not the wait). Prints p50/p90/p99/max, then the slowest keys.

    python3 Tools/bench/keystroke_latency.py .build/release/foodlog INDEX_DIR [--slowest N] [--add]
    python3 Tools/bench/keystroke_latency.py --prefixes FILE

With --add it types into `foodlog add -i` (index from FOODLOG_INDEX, journal in a scratch
directory; every session ends with Esc, so nothing is logged).

The second form writes every distinct prefix the first one types as a `search-bench latency
--queries` file, to time the search alone, in-process, on the same keys.
"""
import os, pty, select, sys, tempfile, time

QUERIES = ["greek yogurt", "chicken breast", "nutella", "coca cola zero", "peanut butter", "jambon", "chocolat noir",
           "oat milk", "whole wheat bread", "tomato ketchup", "orange juice", "cheddar cheese", "banana", "protein bar",
           "emmental rape", "lait demi ecreme", "olive oil", "rice cakes", "dark chocolate 70", "yaourt nature"]


def read_frame(fd, idle=0.03, limit=2.0):
    """Reads until the terminal has been quiet for `idle` seconds; returns the time of the last
    byte and the bytes read."""
    start = time.perf_counter(); last = None; seen = b""
    while time.perf_counter() - start < limit:
        if not select.select([fd], [], [], idle)[0]:
            if last is not None: break
            continue
        try: data = os.read(fd, 65536)
        except OSError: break
        if not data: break
        seen += data
        last = time.perf_counter()
    return last, seen


def session(binary, index, query, add=False, scratch=None):
    """One `search -i` (or `add -i`) process; returns (milliseconds, typed prefix) per key."""
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm"; os.environ["NO_COLOR"] = "1"
        if add:
            os.environ["FOODLOG_INDEX"] = index
            for name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
                os.environ[name] = os.path.join(scratch, name)
            os.execv(binary, [binary, "add", "-i"])
        os.execv(binary, [binary, "search", "-i", "--index", index])
    timed = []
    _, screen = read_frame(fd, 0.2)
    prompt = b"add: " if add else b"search: "
    if prompt not in screen:
        # foodlog refused (a bad index, no terminal): timing its dead terminal would be nonsense.
        text = screen.decode("utf-8", "replace").strip().splitlines()
        sys.exit("keystroke_latency: foodlog did not open its search screen: " + (text[0] if text else "no output"))
    for position, ch in enumerate(query):
        t0 = time.perf_counter(); os.write(fd, ch.encode())
        last, _ = read_frame(fd)
        if last: timed.append(((last - t0) * 1000, query[:position + 1]))
    os.write(fd, b"\x1b"); time.sleep(0.1)
    try: os.waitpid(pid, 0)
    except ChildProcessError: pass
    os.close(fd)
    return timed


def write_prefixes(path):
    seen = []
    for q in QUERIES:
        for end in range(1, len(q) + 1):
            if q[:end] not in seen: seen.append(q[:end])
    with open(path, "w") as out:
        for prefix in seen: out.write(f"prefix\t{prefix}\t-\n")


def main(argv):
    if len(argv) == 2 and argv[0] == "--prefixes":
        return write_prefixes(argv[1])
    if len(argv) < 2:
        sys.exit("usage: keystroke_latency.py FOODLOG INDEX_DIR [--slowest N]")
    binary, index = argv[0], argv[1]
    slowest = int(argv[argv.index("--slowest") + 1]) if "--slowest" in argv else 5
    add = "--add" in argv
    with tempfile.TemporaryDirectory() as scratch:
        timed = [sample for q in QUERIES for sample in session(binary, index, q, add, scratch)]
    samples = sorted(ms for ms, _ in timed)
    if not samples:
        sys.exit("keystroke_latency: no key was answered; does `foodlog search -i` run?")
    p = lambda x: samples[min(len(samples) - 1, int(x * len(samples)))]
    print(f"{index} ({'add' if add else 'search'} -i): {len(samples)} keystrokes, p50 {p(0.5):.2f} ms, p90 {p(0.9):.2f} ms, "
          f"p99 {p(0.99):.2f} ms, max {samples[-1]:.2f} ms")
    for ms, typed in sorted(timed, reverse=True)[:slowest]:
        print(f"  {ms:6.2f} ms  {typed!r}")


if __name__ == "__main__":
    main(sys.argv[1:])
