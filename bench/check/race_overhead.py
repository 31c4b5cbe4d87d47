#!/usr/bin/env python3
"""Race-check overhead on every corpus program (a benchmark, not a test).

Issue 10's target: on every corpus program, `weft check` with the race check (the default checks)
takes at most 1.5x the time of the same run without it (`--checks deadlock,assertion,exception,termination`:
every other default check). For every program of the
check, classic, race, data-structure and scale corpora (and this directory's SyncCounter4 and
OneSlotBuffer), runs both, each with the program's header `check-args` (a program that declares atomic blocks
with `--atomic` keeps the atomicity check in its races-off run too: the ratio is the race check's
cost alone), and prints a markdown table: states and whole-process wall seconds (median of --runs) races off and on, and the ratio
of the times; then the programs over the target and a summary (median and largest ratio).

Both whole-process wall time and CPU time (user + system, from the process's rusage) are
printed; the CPU time is what a busy machine disturbs least, and the target is checked on it.
Both include weft's start-up (loading the JDK's classes), which is the same in both runs.

Both runs pass `--shorten-states 0` unless `--shorten` is given: after the search, weft looks again
for a shorter counterexample of each violation it found, and only the races-on run of a racy
program has one to look for, so with shortening the ratio measures the re-search of the race's
counterexample (on `race/LongStepPublicationRacy`, whose first step runs 120,000 loop iterations,
four rounds of re-search run that step again and again: 5.7x) rather than the race check. Ratios of
programs that take a few hundredths of a second either way are mostly noise: the programs over
the target are listed with the extra CPU time, and those that cost less than 50 ms more are
listed apart.

    python3 bench/check/race_overhead.py [--runs N] [--weft PATH] [--time-limit S] [--only SUBSTR]
                                         [--all] [--shorten]

Without --all only programs whose races-on run explores at least 200 states are listed (the
summary counts every program).
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
CORPORA = [
    ("check", os.path.join(ROOT, "tests", "programs", "check")),
    ("classic", os.path.join(ROOT, "tests", "programs", "classic")),
    ("race", os.path.join(ROOT, "tests", "programs", "race")),
    ("race-structures", os.path.join(ROOT, "tests", "programs", "race-structures")),
    ("scale", os.path.join(ROOT, "tests", "programs", "scale")),
    ("bench", HERE),
]
BENCH_PROGRAMS = {"SyncCounter4", "OneSlotBuffer"}
RACES_OFF = "deadlock,assertion,exception,termination"
# A program that declares atomic blocks is checked for atomicity by default; its races-off run
# keeps that check, so that the ratio is the race check's cost alone.
RACES_OFF_ATOMIC = RACES_OFF + ",atomicity"
TARGET = 1.5


def header_args(path):
    """The `// weft: check-args ...` options of a program's header."""
    args = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            m = re.match(r"\s*//\s*weft:\s*check-args\s+(.*)", line)
            if m:
                args += m.group(1).split()
            elif line.strip() and not line.lstrip().startswith("//"):
                break
    return args


def compile_dir(directory, names, classes):
    sources = [os.path.join(directory, f"{n}.java") for n in names]
    subprocess.run(["javac", "-g", "-nowarn", "-d", classes] + sources, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def run(weft, classes, main, extra, time_limit):
    """(wall seconds, CPU seconds, report) of one `weft check` run."""
    start = time.monotonic()
    proc = subprocess.Popen([weft, "check", "--format", "json", "--time-limit", str(time_limit), "-cp", classes]
                            + extra + [main], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    out = proc.stdout.read()
    _, _, usage = os.wait4(proc.pid, 0)
    proc.returncode = 0
    wall = time.monotonic() - start
    cpu = usage.ru_utime + usage.ru_stime
    try:
        report = json.loads(out)
    except json.JSONDecodeError:
        return wall, cpu, None
    return wall, cpu, report


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=1)
    ap.add_argument("--weft")
    ap.add_argument("--time-limit", type=int, default=30)
    ap.add_argument("--only")
    ap.add_argument("--all", action="store_true")
    ap.add_argument("--shorten", action="store_true",
                    help="keep weft's counterexample re-search (off by default: see the module doc)")
    args = ap.parse_args()
    weft = args.weft
    if not weft:
        subprocess.run(["cargo", "build", "--release", "-q"], cwd=ROOT, check=True)
        weft = os.path.join(ROOT, "target", "release", "weft")

    rows = []
    for corpus, directory in CORPORA:
        names = sorted(f[:-5] for f in os.listdir(directory) if f.endswith(".java"))
        if corpus == "bench":
            names = [n for n in names if n in BENCH_PROGRAMS]
        if args.only:
            names = [n for n in names if args.only in n]
        if not names:
            continue
        classes = tempfile.mkdtemp(prefix="weft-race-overhead-")
        try:
            compile_dir(directory, names, classes)
            for name in names:
                extra = header_args(os.path.join(directory, f"{name}.java"))
                if not args.shorten:
                    extra = ["--shorten-states", "0"] + extra
                result = {}
                off = RACES_OFF_ATOMIC if "--atomic" in extra else RACES_OFF
                for label, checks in (("off", ["--checks", off]), ("on", [])):
                    walls, cpus, report = [], [], None
                    for _ in range(args.runs):
                        wall, cpu, report = run(weft, classes, name, extra + checks, args.time_limit)
                        walls.append(wall)
                        cpus.append(cpu)
                    result[label] = (statistics.median(walls), statistics.median(cpus), report)
                rows.append((f"{corpus}/{name}", result))
                print(f"{corpus}/{name}", file=sys.stderr)
        finally:
            shutil.rmtree(classes, ignore_errors=True)

    def stat(report, key):
        return report["stats"][key] if report else None

    table, ratios, cpu_ratios, over, over_slightly = [], [], [], [], []
    for name, result in rows:
        (wall_off, cpu_off, off), (wall_on, cpu_on, on) = result["off"], result["on"]
        incomplete = any(r is None or r["verdict"] == "incomplete" for r in (off, on))
        ratio = wall_on / wall_off
        cpu_ratio = cpu_on / max(cpu_off, 0.005)
        if not incomplete:
            ratios.append(ratio)
            cpu_ratios.append(cpu_ratio)
            if cpu_ratio > TARGET:
                extra_ms = (cpu_on - cpu_off) * 1000
                entry = f"{name} ({cpu_ratio:.2f}x, {extra_ms:+.0f} ms)"
                (over if extra_ms >= 50 else over_slightly).append(entry)
        if args.all or incomplete or (stat(on, "states") or 0) >= 200 or cpu_ratio > TARGET:
            table.append((name, off, on, wall_off, wall_on, cpu_off, cpu_on, incomplete))

    print("| program | off: states | wall s | CPU s | on: states | wall s | CPU s | on/off wall | on/off CPU |")
    print("|:--|--:|--:|--:|--:|--:|--:|--:|--:|")
    for name, off, on, wall_off, wall_on, cpu_off, cpu_on, incomplete in sorted(
            table, key=lambda r: -r[6] / max(r[5], 0.005)):
        def states(r):
            if r is None:
                return "error"
            s = f"{r['stats']['states']:,}"
            return s + (" (incomplete)" if r["verdict"] == "incomplete" else "")
        print(f"| {name} | {states(off)} | {wall_off:.2f} | {cpu_off:.2f} | {states(on)} | {wall_on:.2f} | {cpu_on:.2f} "
              f"| {wall_on / wall_off:.2f}x | {cpu_on / max(cpu_off, 0.005):.2f}x |")
    print()
    if ratios:
        print(f"{len(ratios)} programs compared (incomplete runs left out). Races on / off, whole-process wall time: "
              f"median {statistics.median(ratios):.2f}x, largest {max(ratios):.2f}x; CPU time (user + system): median "
              f"{statistics.median(cpu_ratios):.2f}x, largest {max(cpu_ratios):.2f}x.")
    print(f"Over the {TARGET}x target (CPU time) by 50 ms or more: {', '.join(over) if over else 'none'}.")
    print(f"Over it by less than 50 ms: {', '.join(over_slightly) if over_slightly else 'none'}.")


if __name__ == "__main__":
    main()
