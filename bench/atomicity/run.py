#!/usr/bin/env python3
"""Atomicity-monitor benchmark: cg, scg and vc on long generated traces, from text and binary.

Not a test: it prints figures. Standard library only.

    python3 bench/atomicity/run.py                  # k = 3, 10, 50; 1M, 10M, 100M events (~5-10 min)
    python3 bench/atomicity/run.py --quick          # k = 3, 10, 50; 100K and 1M events (under a minute)
    python3 bench/atomicity/run.py --threads 10 --sizes 1M,5M --violation
    python3 bench/atomicity/run.py --no-build       # use the existing release examples

Traces come from the `gen` example (shaped like the `sor` runs of Farzan & Madhusudan's Table 1: k
threads, 200*k shared cells, red-black phases separated by barriers, transactions of 8 cell updates,
serializable unless --violation adds a lost update at 90% of the run); they are streamed to a file,
converted to the binary form (timed), monitored by the `monitor` example, and deleted. For each run
the table gives the monitor's own time (reading included), events per second, the CPU time of the
process and events per CPU-second (both threads count when reading and monitoring run in parallel;
with --sequential the CPU figure is the single-thread throughput, robust against other load on the
machine), and the peak resident set size of the monitor process (its VmHWM). The conflict graph keeps every transaction, so it only
runs up to --cg-max events (default 10M).
"""

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
EXAMPLES = os.path.join(ROOT, "target", "release", "examples")
RUN_TIMEOUT_SECONDS = 900


def count(text):
    text = text.strip()
    mult = {"K": 10**3, "M": 10**6, "G": 10**9}.get(text[-1:].upper(), 1)
    if mult != 1:
        text = text[:-1]
    return int(float(text) * mult)


def human(n):
    for unit, size in (("G", 10**9), ("M", 10**6), ("K", 10**3)):
        if n >= size and n % (size // 10) == 0:
            return f"{n / size:g}{unit}"
    return str(n)


def run_measured(argv):
    """Runs argv, stdout to a temporary file; returns (exit code, stdout, wall seconds, peak RSS MiB,
    CPU seconds of the child)."""
    with tempfile.TemporaryFile() as out:
        start = time.monotonic()
        proc = subprocess.Popen(argv, stdout=out, stderr=subprocess.PIPE)
        deadline = start + RUN_TIMEOUT_SECONDS
        while True:
            pid, status, rusage = os.wait4(proc.pid, os.WNOHANG)
            if pid != 0:
                break
            if time.monotonic() > deadline:
                proc.kill()
                os.wait4(proc.pid, 0)
                return None, b"", RUN_TIMEOUT_SECONDS, 0.0, 0.0
            time.sleep(0.01)
        proc.returncode = os.waitstatus_to_exitcode(status)
        wall = time.monotonic() - start
        err = proc.stderr.read()
        proc.stderr.close()
        out.seek(0)
        data = out.read()
        if proc.returncode not in (0, 1):
            sys.stderr.write(err.decode(errors="replace"))
        # The child's own high-water mark (wait4's ru_maxrss would also count the pages of this
        # Python process that the child inherited before exec).
        rss = rusage.ru_maxrss / 1024.0
        for line in err.decode(errors="replace").splitlines():
            if line.startswith("peak_rss_kb "):
                rss = int(line.split()[1]) / 1024.0
        return proc.returncode, data, wall, rss, rusage.ru_utime + rusage.ru_stime


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--quick", action="store_true", help="sizes 100K and 1M")
    ap.add_argument("--threads", default="3,10,50", help="comma-separated thread counts k")
    ap.add_argument("--sizes", default=None, help="comma-separated trace lengths (default 1M,10M,100M)")
    ap.add_argument("--algos", default="cg,scg,vc")
    ap.add_argument("--forms", default="text,binary")
    ap.add_argument("--cg-max", default="10M", help="longest trace the conflict graph runs on")
    ap.add_argument("--violation", action="store_true", help="add a late violation to every trace")
    ap.add_argument("--no-build", action="store_true")
    ap.add_argument("--sequential", action="store_true",
                    help="monitor on the reading thread (WEFT_ATOMICITY_SEQUENTIAL=1); CPU time then equals "
                         "monitoring time, a fairer figure on a loaded machine")
    ap.add_argument("--dir", default=None, help="where to put the traces (default: a temp dir under target/)")
    args = ap.parse_args()

    sizes = [count(s) for s in (args.sizes or ("100K,1M" if args.quick else "1M,10M,100M")).split(",")]
    threads = [int(t) for t in args.threads.split(",")]
    algos = args.algos.split(",")
    forms = args.forms.split(",")
    cg_max = count(args.cg_max)

    if not args.no_build:
        subprocess.run(["cargo", "build", "--release", "-q", "-p", "weft-atomicity", "--examples"], cwd=ROOT, check=True)
    if args.sequential:
        os.environ["WEFT_ATOMICITY_SEQUENTIAL"] = "1"
    gen = os.path.join(EXAMPLES, "gen")
    mon = os.path.join(EXAMPLES, "monitor")
    os.makedirs(os.path.join(ROOT, "target"), exist_ok=True)
    workdir = args.dir or tempfile.mkdtemp(prefix="bench-atomicity-", dir=os.path.join(ROOT, "target"))
    os.makedirs(workdir, exist_ok=True)

    try:
        load = os.getloadavg()
        print(f"machine: {os.cpu_count()} cpus, load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    except OSError:
        pass
    rows = []
    header = (
        f"{'k':>3} {'entities':>8} {'events':>6} {'form':<6} {'algo':<4} {'verdict':<12} {'event':>10} "
        f"{'seconds':>8} {'Mev/s':>7} {'cpu s':>7} {'Mev/cpu-s':>9} {'maxRSS MB':>9}"
    )
    print(header)
    print("-" * len(header))
    try:
        for k in threads:
            for n in sizes:
                text = os.path.join(workdir, f"k{k}-{n}.txt")
                binf = os.path.join(workdir, f"k{k}-{n}.bin")
                gen_args = [gen, "--threads", str(k), "--events", str(n), "--out", text]
                if args.violation:
                    gen_args.append("--violation")
                t0 = time.monotonic()
                subprocess.run(gen_args, check=True, stderr=subprocess.DEVNULL)
                t_gen = time.monotonic() - t0
                t0 = time.monotonic()
                subprocess.run([mon, "to-binary", text, binf], check=True, stderr=subprocess.DEVNULL)
                t_conv = time.monotonic() - t0
                size_t, size_b = os.path.getsize(text), os.path.getsize(binf)
                print(
                    f"    [k={k}, {human(n)} events: text {size_t / 2**20:.0f} MiB generated in {t_gen:.1f} s, "
                    f"binary {size_b / 2**20:.0f} MiB converted in {t_conv:.1f} s ({n / t_conv / 1e6:.1f} Mev/s)]"
                )
                for algo in algos:
                    if algo == "cg" and n > cg_max:
                        continue
                    for form in forms:
                        path = text if form == "text" else binf
                        code, out, wall, rss, cpu = run_measured([mon, "check", "--algo", algo, path])
                        if code is None:
                            line = f"{k:>3} {'':>8} {human(n):>6} {form:<6} {algo:<4} {'timeout':<12}"
                            print(line)
                            continue
                        if code not in (0, 1):
                            print(f"{k:>3} {'':>8} {human(n):>6} {form:<6} {algo:<4} error (exit {code})")
                            continue
                        rep = json.loads(out)
                        secs = rep["seconds"]
                        rate = rep["events"] / secs / 1e6 if secs > 0 else float("inf")
                        ev = rep["event"] if rep["event"] is not None else "-"
                        cpu_rate = rep["events"] / cpu / 1e6 if cpu > 0 else float("inf")
                        row = dict(k=k, entities=rep["entities"], events=n, form=form, algo=algo,
                                   verdict=rep["verdict"], event=ev, seconds=secs, rate=rate, rss=rss,
                                   cpu_rate=cpu_rate)
                        rows.append(row)
                        print(
                            f"{k:>3} {rep['entities']:>8} {human(n):>6} {form:<6} {algo:<4} {rep['verdict']:<12} "
                            f"{str(ev):>10} {secs:>8.2f} {rate:>7.1f} {cpu:>7.2f} {cpu_rate:>9.1f} {rss:>9.1f}",
                            flush=True,
                        )
                os.remove(text)
                os.remove(binf)
    finally:
        if not args.dir:
            shutil.rmtree(workdir, ignore_errors=True)

    # Summary against the targets.
    print()
    for algo in ("scg", "vc"):
        for form in forms:
            rs = [r for r in rows if r["algo"] == algo and r["form"] == form]
            if not rs:
                continue
            by_k = {}
            for r in rs:
                by_k.setdefault(r["k"], []).append(r["rss"])
            spread = max(max(v) - min(v) for v in by_k.values())
            print(
                f"{algo:<4} {form:<6}: {min(r['rate'] for r in rs):6.1f} .. {max(r['rate'] for r in rs):6.1f} Mev/s "
                f"({min(r['cpu_rate'] for r in rs):.1f} .. {max(r['cpu_rate'] for r in rs):.1f} per CPU-second); "
                f"peak RSS varies by at most {spread:.1f} MB across trace lengths for a fixed k"
            )


if __name__ == "__main__":
    main()
