#!/usr/bin/env python3
"""Exploration benchmark for `weft check` (a benchmark, not a test).

Runs `weft check` exhaustively on the programs Java PathFinder's reference figures were measured
on (see the design brief) and prints, for each: states, transitions, wall seconds, states per
second, peak resident memory of the weft process, and bytes per stored state; then the ratios
against Java PathFinder's published figures on this kind of machine.

    python3 bench/check/run.py [--runs N] [--weft PATH]
"""
import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

# Java PathFinder (java-17 branch) on a 2-core machine, from the design brief: wall seconds
# (including about 1 s of start-up), peak memory in MB, states.
JPF = {
    "SyncCounter4": (14.9, 324, 55850),
    "OneSlotBuffer": (15.9, 419, 62960),
}


# JPF checks deadlocks and uncaught exceptions by default; weft is measured with the same
# properties, and once more with its race detection (on by default in weft) added.
CONFIGS = [("", "deadlock,assertion,exception"), (" +race", "deadlock,assertion,exception,race")]


def run_once(weft, classes, main, checks):
    start = time.monotonic()
    proc = subprocess.Popen([weft, "check", "--format", "json", "--checks", checks, "-cp", classes, main],
                            stdout=subprocess.PIPE)
    out, _ = proc.communicate()
    wall = time.monotonic() - start
    report = json.loads(out)
    return wall, report


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--weft", help="use this weft binary instead of building one")
    args = ap.parse_args()
    weft = args.weft
    if not weft:
        subprocess.run(["cargo", "build", "--release", "-q"], cwd=ROOT, check=True)
        weft = os.path.join(ROOT, "target", "release", "weft")
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


if __name__ == "__main__":
    main()
