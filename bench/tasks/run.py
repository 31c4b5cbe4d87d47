#!/usr/bin/env python3
"""Table I of Mercer et al. for weft: states and time of `weft check` on each program of
tests/programs/tasks/ under full scheduling and under region scheduling (--schedule regions),
with the verdicts. Prints a Markdown table. Usage: python3 bench/tasks/run.py [weft binary]"""

import json
import pathlib
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
WEFT = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "target/release/weft")


def check(program, schedule):
    run = subprocess.run([WEFT, "check", "--format", "json", "--schedule", schedule, str(program)],
                         capture_output=True, text=True, timeout=1800)
    report = json.loads(run.stdout)
    kinds = sorted({v["kind"] if v["kind"] != "exception" else v["exception"].split(".")[-1]
                    for v in report["violations"]}) or ["ok"]
    shared = sum(1 for line in run.stderr.splitlines() if line.startswith("  ") and not line.startswith("   "))
    return report["stats"]["states"], report["stats"]["seconds"], ", ".join(kinds), shared


def main():
    print("| program | full: states | time (s) | verdict | regions: states | time (s) | verdict | uncovered |")
    print("|---|---:|---:|---|---:|---:|---|---:|")
    for program in sorted((ROOT / "tests/programs/tasks").glob("*.java")):
        full = check(program, "full")
        regions = check(program, "regions")
        print(f"| {program.stem} | {full[0]:,} | {full[1]:.2f} | {full[2]} "
              f"| {regions[0]:,} | {regions[1]:.2f} | {regions[2]} | {regions[3]} |")


if __name__ == "__main__":
    main()
