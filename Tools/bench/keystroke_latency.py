#!/usr/bin/env python3
"""Per-keystroke latency of `foodlog search -i`: key to fully redrawn screen, through a pseudo-terminal.

Types 20 queries one key at a time into `foodlog search -i --index DIR` and times each key until the
screen has been quiet for 30 ms (the time of the last byte counts, not the wait). Prints p50/p90/p99/max.

    python3 Tools/bench/keystroke_latency.py .build/release/foodlog INDEX_DIR
"""
import os, pty, select, sys, time

binary, index = sys.argv[1], sys.argv[2]
queries = ["greek yogurt","chicken breast","nutella","coca cola zero","peanut butter","jambon","chocolat noir","oat milk","whole wheat bread","tomato ketchup","orange juice","cheddar cheese","banana","protein bar","emmental rape","lait demi ecreme","olive oil","rice cakes","dark chocolate 70","yaourt nature"]
samples = []
for q in queries:
    pid, fd = pty.fork()
    if pid == 0:
        os.environ["TERM"] = "xterm"; os.environ["NO_COLOR"] = "1"
        os.execv(binary, [binary, "search", "-i", "--index", index])
    def read_frame(idle=0.03, limit=2.0):
        start = time.perf_counter(); last = None
        while time.perf_counter() - start < limit:
            r = select.select([fd], [], [], idle)[0]
            if not r:
                if last is not None: break
                continue
            try: data = os.read(fd, 65536)
            except OSError: break
            if not data: break
            last = time.perf_counter()
        return last
    read_frame(0.2)
    for ch in q:
        t0 = time.perf_counter(); os.write(fd, ch.encode())
        last = read_frame()
        if last: samples.append((last - t0) * 1000)
    os.write(fd, b"\x1b"); time.sleep(0.1)
    try: os.waitpid(pid, 0)
    except ChildProcessError: pass
    os.close(fd)
samples.sort()
p = lambda x: samples[min(len(samples)-1, int(x*len(samples)))]
print(f"{index}: {len(samples)} keystrokes, p50 {p(0.5):.2f} ms, p90 {p(0.9):.2f} ms, p99 {p(0.99):.2f} ms, max {samples[-1]:.2f} ms")
