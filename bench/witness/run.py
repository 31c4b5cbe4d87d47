#!/usr/bin/env python3
"""Benchmark of `weft witness` (lockset-guided witness search) on the racy programs of
tests/programs/witness/, the shape of Tables 3-5 of Shacham, Sagiv and Schuster: per program and
thread count, the size of phase 2 for the confirmed race with and without the hint and with and
without a1's thread held back (phase 2 from the state before a1, --no-extend-prefix, as the
paper's tables measure the model checker alone), the default run (with the Fig. 5 prefix
extension), and plain `weft check` on the same program.

Usage: python3 bench/witness/run.py [--max-states N] [--check-states N]
Prints a Markdown table. Times are wall seconds on whatever machine runs it.
"""
import argparse
import json
import os
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WEFT = os.path.join(ROOT, "target", "release", "weft")
PROGRAMS = [("PrimeFinder", "PrimeFinder.chunksDone"), ("ElevatorSim", "ElevatorSim.floor"),
            ("DatabaseQueries", "DatabaseQueries.numDelItr"), ("ParallelMergeSort", "ParallelMergeSort.passesDone")]
THREADS = [2, 3, 4]


def witness(classes, program, threads, extra, max_states):
    cmd = [WEFT, "witness", "--format", "json", "--seed", "1", "--max-states", str(max_states),
           "--time-limit", "600"] + extra + ["-cp", classes, program, str(threads)]
    out = subprocess.run(cmd, capture_output=True, text=True)
    report = json.loads(out.stdout)
    return report


def race_cell(report, location):
    """Phase-2 states of the best warning on the location, and how it ended."""
    warnings = [w for w in report["witness"]["warnings"] if w["location"] == location]
    if not warnings:
        return "no warning"
    best = next((w for w in warnings if w["status"] == "confirmed"), None)
    if best is None:
        best = next((w for w in warnings if w["status"] == "unknown"), warnings[0])
        return "%s (%d states)" % (best["status"], best["phase2"]["states"])
    return "%d states, %d steps" % (best["phase2"]["states"], best["suffix_steps"])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--max-states", type=int, default=200000)
    parser.add_argument("--check-states", type=int, default=300000)
    args = parser.parse_args()
    classes = tempfile.mkdtemp(prefix="weft-witness-bench-")
    sources = [os.path.join(ROOT, "tests", "programs", "witness", p + ".java") for p, _ in PROGRAMS]
    subprocess.run(["javac", "-g", "-d", classes] + sources, check=True)
    print("| program | threads | weft witness (default) | phase 2: hint, t_a1 held | no hint, held | hint, t_a1 kept | no hint, kept | weft check --max-states %d |" % args.check_states)
    print("|---|---|---|---|---|---|---|---|")
    for program, location in PROGRAMS:
        for threads in THREADS:
            default = witness(classes, program, threads, [], args.max_states)
            d = [w for w in default["witness"]["warnings"] if w["location"] == location]
            status = next((w for w in d if w["status"] == "confirmed"), d[0] if d else None)
            default_cell = "%s: prefix %d + extension %d + phase 2 %d steps (%d states), %.2f s" % (
                status["status"], status["prefix_steps"], status["extension_steps"], status["suffix_steps"],
                status["phase2"]["states"], default["stats"]["seconds"]) if status else "no warning"
            cells = []
            for extra in ([], ["--no-hint"], ["--keep-first-thread"], ["--no-hint", "--keep-first-thread"]):
                r = witness(classes, program, threads, ["--no-extend-prefix"] + extra, args.max_states)
                cells.append(race_cell(r, location))
            check = subprocess.run([WEFT, "check", "--checks", "race", "--stop-on-first", "--format", "json",
                                    "--max-states", str(args.check_states), "-cp", classes, program, str(threads)],
                                   capture_output=True, text=True)
            c = json.loads(check.stdout)
            found = [v for v in c["violations"] if v["location"] == location]
            if found:
                check_cell = "race after %d states, %.2f s" % (found[0]["found_after_states"], c["stats"]["seconds"])
            else:
                check_cell = "%s, %d states, %.2f s" % (c["verdict"], c["stats"]["states"], c["stats"]["seconds"])
            print("| %s | %d | %s | %s | %s |" % (program, threads, default_cell, " | ".join(cells), check_cell), flush=True)


if __name__ == "__main__":
    main()
