#!/usr/bin/env python3
"""Exploration benchmark for `weft check` (a benchmark, not a test).

Two tables.

1. Against Java PathFinder (`--jpf-only` for this one alone): runs `weft check` exhaustively on the
   programs Java PathFinder's reference figures were measured on (see the design brief) and prints,
   for each: states, transitions, wall seconds, states per second, peak resident memory of the weft
   process, and bytes per stored state; then the ratios against Java PathFinder's published figures
   on this kind of machine.

2. Scaling (issue 10; `--scale-only` for this one alone): for each program of issue 10's table (in
   `tests/programs/scale/`), SyncCounter4, OneSlotBuffer, the 21-thread read-write lock program and
   the largest race-corpus programs, runs `weft check` once per configuration:
   `--por none` and `--por dpor` (the dpor columns are skipped, with a note, when `weft check --help`
   does not offer `--por`; then the first columns are weft's default search, which has no partial-order
   reduction), races off (`--checks deadlock,assertion,exception`) and on (the default checks), each
   with `--time-limit` (default 60 s) and `--memory-limit` (default 4096 MB). Records the verdict
   (checked against the program's header: a wrong verdict is marked `!`), distinct states, wall
   seconds, peak memory (the report's `stats.peak_memory_bytes`), and the ratio of states none/dpor.
   A run the time or memory limit stops is `incomplete`; a run that overshoots its limits (30 s past
   the time limit, or 25% over the memory limit) is killed by this script and shown as `killed`.

    python3 bench/check/run.py [--runs N] [--weft PATH] [--time-limit S] [--memory-limit MB]
                               [--only NAME ...] [--jpf-only | --scale-only] [--markdown]
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CHECK_DIR = os.path.join(ROOT, "tests", "programs", "check")
SCALE_DIR = os.path.join(ROOT, "tests", "programs", "scale")
RACE_DIR = os.path.join(ROOT, "tests", "programs", "race")

# Java PathFinder (java-17 branch) on a 2-core machine, from the design brief: wall seconds
# (including about 1 s of start-up), peak memory in MB, states.
JPF = {
    "SyncCounter4": (14.9, 324, 55850),
    "OneSlotBuffer": (15.9, 419, 62960),
}


# JPF checks deadlocks and uncaught exceptions by default; weft is measured with the same
# properties, and once more with its race detection (on by default in weft) added.
CONFIGS = [("", "deadlock,assertion,exception"), (" +race", "deadlock,assertion,exception,race")]

RACES_OFF = "deadlock,assertion,exception"

# The scaling table's programs: (label, directory, main class, extra `weft check` options, Java
# PathFinder's figure as given in issue 10 or the design brief, or None where neither gives one).
# Issue 10's table programs were written for this project; JPF's figures in the issue are for its
# own versions of the same shapes.
SCALE = [
    ("ExecutorTransfer", SCALE_DIR, "ExecutorTransfer", [], "crashes (NoSuchMethodError)"),
    ("CompletableFuturePipeline", SCALE_DIR, "CompletableFuturePipeline", [], "crashes (internal NPE)"),
    ("FutureGetPool", SCALE_DIR, "FutureGetPool", [], None),
    ("LatchBarrierPhases", SCALE_DIR, "LatchBarrierPhases", [], None),
    ("RecordsStreamsFormat", SCALE_DIR, "RecordsStreamsFormat", [], None),
    ("ArrayBlockingQueueProducerConsumer", SCALE_DIR, "ArrayBlockingQueueProducerConsumer", [], None),
    ("TryLockRetry", SCALE_DIR, "TryLockRetry", [], None),
    ("ReadWriteLockMany", SCALE_DIR, "ReadWriteLockMany", [], None),
    ("ReadWriteLockMany21", HERE, "ReadWriteLockMany21", [], None),
    ("ConditionAwaitInterrupt", SCALE_DIR, "ConditionAwaitInterrupt", [], None),
    ("ThreadPoolShutdown", SCALE_DIR, "ThreadPoolShutdown", [], None),
    ("HeavyClassInit", SCALE_DIR, "HeavyClassInit", [], None),
    ("BoundedBufferNotify", SCALE_DIR, "BoundedBufferNotify", [], None),
    ("BoundedBufferNotify first", SCALE_DIR, "BoundedBufferNotify", ["--stop-on-first"],
     "1.25 s, 39 states (its BoundedBuffer example)"),
    ("InvokeAll", SCALE_DIR, "InvokeAll", [], None),
    ("ParallelStreamSum", SCALE_DIR, "ParallelStreamSum", [], None),
    ("ScheduledPool", SCALE_DIR, "ScheduledPool", [], None),
    ("ForkJoinRecursive", SCALE_DIR, "ForkJoinRecursive", [], None),
    ("PhaserPhases", SCALE_DIR, "PhaserPhases", [], None),
    # A long JDK computation in a worker while main is about to wait for it (session 25).
    ("JdkWorkBeforeJoin", SCALE_DIR, "JdkWorkBeforeJoin", [], None),
    ("JdkWorkBeforeFuture", SCALE_DIR, "JdkWorkBeforeFuture", [], None),
    ("JdkWorkUnderLock", SCALE_DIR, "JdkWorkUnderLock", [], None),
    # Two threads' first lookups of the JDK's security providers (session 25).
    ("DigestInTwoWorkers", SCALE_DIR, "DigestInTwoWorkers", [], None),
    ("PoolTasksReadShared", SCALE_DIR, "PoolTasksReadShared", [], None),
    ("TimerTasks", SCALE_DIR, "TimerTasks", [], None),
    ("PeriodicTaskCancelled", SCALE_DIR, "PeriodicTaskCancelled", [], None),
    # Its task runs forever and counts: with races off nothing ends it (incomplete).
    ("PeriodicTaskRace first", SCALE_DIR, "PeriodicTaskRace", ["--stop-on-first"], None),
    ("TwoPeriodicTasks", HERE, "TwoPeriodicTasks", [], None),
    ("SyncCounter4", HERE, "SyncCounter4", [], "14.9 s, 55,850 states, 324 MB"),
    ("OneSlotBuffer", HERE, "OneSlotBuffer", [], "15.9 s, 62,960 states, 419 MB"),
    # The three largest programs of the race corpus by states explored with the default checks
    # (`weft check` on each of tests/programs/race/*.java at f6a5b4b, before partial-order
    # reduction: 8,521, 7,159 and 2,853 states; the next is 2,046).
    ("race/PhaserLateWriteRacy", RACE_DIR, "PhaserLateWriteRacy", [], None),
    ("race/PhaserOk", RACE_DIR, "PhaserOk", [], None),
    ("race/ExecutorNoGetRacy", RACE_DIR, "ExecutorNoGetRacy", [], None),
]


def run_once(weft, classes, main, checks):
    start = time.monotonic()
    # Java PathFinder explores no spurious wakeups: neither does weft here, so both explore the
    # same interleavings.
    proc = subprocess.Popen([weft, "check", "--format", "json", "--no-spurious-wakeups", "--checks", checks,
                             "-cp", classes, main],
                            stdout=subprocess.PIPE)
    out, _ = proc.communicate()
    wall = time.monotonic() - start
    report = json.loads(out)
    return wall, report


def build_weft(args):
    if args.weft:
        return args.weft
    subprocess.run(["cargo", "build", "--release", "-q"], cwd=ROOT, check=True)
    return os.path.join(ROOT, "target", "release", "weft")


def jpf_table(weft, args):
    classes = tempfile.mkdtemp(prefix="weft-bench-check-")
    try:
        sources = [os.path.join(HERE, f"{name}.java") for name in JPF]
        subprocess.run(["javac", "-g", "-d", classes] + sources, check=True)
        print(f"{'program':<15} {'states':>8} {'trans':>8} {'wall s':>7} {'states/s':>9} {'peak MB':>8} {'B/state':>8} "
              f"| {'JPF s':>6} {'JPF st/s':>9} {'JPF MB':>7} | {'time x':>6} {'st/s x':>6} {'mem /':>6}")
        for (name, (jpf_s, jpf_mb, jpf_states)), (suffix, checks) in (
                (p, c) for p in JPF.items() for c in CONFIGS):
            walls, report = [], None
            for _ in range(args.runs):
                wall, report = run_once(weft, classes, name, checks)
                walls.append(wall)
            if report["verdict"] != "ok":
                sys.exit(f"{name}: expected verdict ok, got {report['verdict']}")
            wall = statistics.median(walls)
            st = report["stats"]
            states = st["states"]
            peak_mb = st["peak_memory_bytes"] / 2**20
            per_state = st["peak_memory_bytes"] / states
            jpf_rate = jpf_states / (jpf_s - 1.0)
            rate = states / st["seconds"]
            print(f"{name + suffix:<15} {states:>8} {st['transitions']:>8} {wall:>7.2f} {rate:>9.0f} {peak_mb:>8.1f} {per_state:>8.0f} "
                  f"| {jpf_s:>6.1f} {jpf_rate:>9.0f} {jpf_mb:>7} | {jpf_s / wall:>6.1f} {rate / jpf_rate:>6.1f} {jpf_mb / peak_mb:>6.1f}")
        print("\ntime x: JPF wall time / weft wall time; st/s x: weft states per second (search only) / JPF's "
              "(start-up excluded); mem /: JPF peak memory / weft peak memory; +race: with race detection, which JPF does not do.\nStates are not the same unit in both "
              "tools (each counts its own scheduling points), so compare the time to verify and the memory first.")
    finally:
        shutil.rmtree(classes, ignore_errors=True)


# ---------------------------------------------------------------------------------------------
# Scaling table (issue 10)


def por_supported(weft):
    """Whether `weft check` has `--por` with a `dpor` value, from its help text."""
    out = subprocess.run([weft, "check", "--help"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         text=True).stdout
    return "--por" in out and "dpor" in out


def expected_verdicts(path):
    """(verdict with races off, verdict with races on) the program's header implies.

    Check-corpus headers (`expect ok | deadlock | assertion | exception C | race L | atomicity`) and
    race-corpus headers (`expect no-race | race L`; those programs have no other violation); bench
    programs without a header are correct."""
    other, races = False, False
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"\s*//\s*weft:\s*expect\s+(\S+)", line)
            if not line.lstrip().startswith("//"):
                break
            if not m:
                continue
            what = m.group(1)
            if what == "race":
                races = True
            elif what not in ("ok", "no-race"):
                other = True
    off = "violation" if other else "ok"
    on = "violation" if other or races else "ok"
    return off, on


def rss_bytes(pid):
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def scale_run(weft, classes, main, extra, checks, por, time_limit, memory_limit):
    """One `weft check`; returns a dict: verdict, states, wall, peak_mb, limit, note."""
    cmd = [weft, "check", "--format", "json", "--time-limit", str(time_limit),
           "--memory-limit", str(memory_limit), "-cp", classes]
    if checks:
        cmd += ["--checks", checks]
    if por:
        cmd += ["--por", por]
    cmd += extra + [main]
    out_file = tempfile.TemporaryFile()
    err_file = tempfile.TemporaryFile()
    start = time.monotonic()
    proc = subprocess.Popen(cmd, stdout=out_file, stderr=err_file)
    killed = None
    peak_polled = 0
    while True:
        try:
            proc.wait(timeout=0.2)
            break
        except subprocess.TimeoutExpired:
            pass
        rss = rss_bytes(proc.pid)
        peak_polled = max(peak_polled, rss)
        elapsed = time.monotonic() - start
        if elapsed > time_limit + 30:
            killed = f"killed after {elapsed:.0f} s (--time-limit {time_limit} not honoured)"
        elif rss > memory_limit * 2**20 * 1.25:
            killed = f"killed at {rss / 2**20:.0f} MB (--memory-limit {memory_limit} not honoured)"
        if killed:
            proc.kill()
            proc.wait()
            break
    wall = time.monotonic() - start
    out_file.seek(0)
    err_file.seek(0)
    out = out_file.read()
    err = err_file.read().decode("utf-8", "replace")
    result = {"verdict": None, "states": None, "wall": wall, "peak_mb": peak_polled / 2**20,
              "limit": None, "note": killed}
    if killed:
        result["verdict"] = "killed"
        return result
    try:
        report = json.loads(out)
    except ValueError:
        last = err.strip().splitlines()[-1:] or [f"exit status {proc.returncode}, no report"]
        result["verdict"] = "error"
        result["note"] = last[0][:200]
        return result
    st = report["stats"]
    result.update(verdict=report["verdict"], states=st["states"], limit=report.get("limit"),
                  peak_mb=st["peak_memory_bytes"] / 2**20, search_s=st["seconds"],
                  kinds=sorted({v["kind"] for v in report.get("violations", [])}))
    return result


def compile_scale(programs, work):
    """Compiles each source directory's programs into its own class directory (the corpora reuse
    class names); returns {directory: class directory}."""
    by_dir = {}
    for _, directory, main, _, _ in programs:
        by_dir.setdefault(directory, set()).add(main)
    classes = {}
    for i, (directory, mains) in enumerate(sorted(by_dir.items())):
        out = os.path.join(work, f"classes{i}")
        os.makedirs(out)
        sources = [os.path.join(directory, f"{m}.java") for m in sorted(mains)]
        subprocess.run(["javac", "-g", "--release", "17", "-nowarn", "-d", out] + sources, check=True)
        classes[directory] = out
    return classes


def fmt_int(n):
    return "" if n is None else f"{n:,}"


def fmt_cell(r, expected):
    """verdict, states, seconds, MB of one run, as strings."""
    if r is None:
        return ["", "", "", ""]
    verdict = r["verdict"]
    if verdict in ("ok", "violation") and verdict != expected:
        verdict += " !"
    elif verdict == "violation" and r.get("limit"):
        verdict += " (limit)"
    if verdict == "incomplete" and "memory" in (r.get("limit") or ""):
        verdict += " (memory)"
    return [verdict, fmt_int(r["states"]), f"{r['wall']:.1f}", f"{r['peak_mb']:.0f}"]


def ratio(a, b, key):
    """none/dpor of `key`; a lower bound (≥) when only the unreduced search was stopped by a limit,
    nothing when the reduced one was (its count is not the size of its state space)."""
    stopped = lambda r: r["verdict"] in ("incomplete", "killed") or r.get("limit")
    if a is None or b is None or stopped(b) or not a.get(key) or not b.get(key):
        return ""
    return ("≥" if stopped(a) else "") + f"{a[key] / b[key]:.1f}x"


def scale_table(weft, args):
    programs = [p for p in SCALE if not args.only or p[0] in args.only or p[2] in args.only]
    if not programs:
        sys.exit(f"--only matched no program; known: {', '.join(p[0] for p in SCALE)}")
    dpor = por_supported(weft)
    pors = ["none", "dpor"] if dpor else [None]
    work = tempfile.mkdtemp(prefix="weft-bench-scale-")
    rows = []
    try:
        classes = compile_scale(programs, work)
        print(f"\nScaling (issue 10): --time-limit {args.time_limit} s, --memory-limit {args.memory_limit} MB, "
              f"load average {os.getloadavg()[0]:.1f}", flush=True)
        if not dpor:
            print("note: this weft has no `--por dpor` (`weft check --help`): dpor columns skipped; "
                  "'none' is weft's default search (no partial-order reduction)", flush=True)
        for label, directory, main, extra, jpf in programs:
            exp_off, exp_on = expected_verdicts(os.path.join(directory, f"{main}.java"))
            for races, checks, expected in (("off", RACES_OFF, exp_off), ("on", None, exp_on)):
                res = {}
                for por in pors:
                    r = scale_run(weft, classes[directory], main, extra, checks, por,
                                  args.time_limit, args.memory_limit)
                    res[por] = r
                    print(f"  {label} races {races} por {por or 'default'}: {r['verdict']} "
                          f"{fmt_int(r['states'])} states {r['wall']:.1f} s {r['peak_mb']:.0f} MB"
                          + (f" [{r['note']}]" if r.get("note") else ""), flush=True)
                rows.append((label, races, expected, res, jpf))
    finally:
        shutil.rmtree(work, ignore_errors=True)

    head = ["program", "races", "expected", "none: verdict", "states", "s", "MB"]
    if dpor:
        head += ["dpor: verdict", "states", "s", "MB", "states none/dpor", "time none/dpor"]
    head += ["JPF"]
    table = []
    for label, races, expected, res, jpf in rows:
        line = [label, races, expected] + fmt_cell(res[pors[0]], expected)
        if dpor:
            line += fmt_cell(res["dpor"], expected)
            line += [ratio(res["none"], res["dpor"], "states"), ratio(res["none"], res["dpor"], "wall")]
        line += [(jpf or "—") if races == "off" else ""]
        table.append(line)
    numeric = {i for i, h in enumerate(head) if h in ("states", "s", "MB", "states none/dpor", "time none/dpor")}
    print()
    if args.markdown:
        print("| " + " | ".join(head) + " |")
        print("|" + "|".join("--:" if i in numeric else ":--" for i in range(len(head))) + "|")
        for line in table:
            print("| " + " | ".join(line) + " |")
    else:
        widths = [max(len(h), *(len(l[i]) for l in table)) for i, h in enumerate(head)]
        fmt = lambda cells: "  ".join(c.rjust(w) if i in numeric else c.ljust(w)
                                      for i, (c, w) in enumerate(zip(cells, widths)))
        print(fmt(head))
        for line in table:
            print(fmt(line))
    print(f"\nraces off: --checks {RACES_OFF}; races on: the default checks (all). expected: the verdict the "
          "program's header implies; `!` marks a complete search with another verdict. incomplete: the time limit "
          "(or, marked (memory), the memory limit) stopped the search first (states explored so far); ratios marked ≥ are lower bounds (none stopped, dpor complete); none when dpor was stopped. "
          "'BoundedBufferNotify first' adds --stop-on-first, as Java PathFinder stops at its first error. "
          "JPF: Java PathFinder's figures as given in issue 10 or the design brief (— where neither gives one).")
    if not dpor:
        print("dpor columns skipped: this weft has no `--por dpor`.")
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3, help="runs per program of the JPF table (median)")
    ap.add_argument("--weft", help="use this weft binary instead of building one")
    ap.add_argument("--time-limit", type=int, default=60, help="--time-limit of each scaling run (s)")
    ap.add_argument("--memory-limit", type=int, default=4096, help="--memory-limit of each scaling run (MB)")
    ap.add_argument("--only", action="append", help="scaling table: only this program (repeatable)")
    which = ap.add_mutually_exclusive_group()
    which.add_argument("--jpf-only", action="store_true", help="only the table against Java PathFinder")
    which.add_argument("--scale-only", action="store_true", help="only the scaling table")
    ap.add_argument("--markdown", action="store_true", help="print the scaling table as Markdown")
    args = ap.parse_args()
    weft = build_weft(args)
    if not args.scale_only and not args.only:
        jpf_table(weft, args)
    if not args.jpf_only:
        scale_table(weft, args)


if __name__ == "__main__":
    main()
