#!/usr/bin/env python3
"""Race-detection benchmark for `weft check` (a benchmark, not a test).

In the spirit of Fig. 8 of the Java RaceFinder paper: runs the data-structure corpus
`tests/programs/race-structures/` with depth-first search and with each combination of the
race-directed heuristics, and prints markdown tables of

* racy programs: states explored until the first race was found (the violation's
  `found_after_states`), the length of that race's
  counterexample (schedule entries), wall time, peak resident memory, and the size of the
  happens-before summary h (rows x columns, set bits);
* race-free programs: states, wall time with race checking and without it (`--checks
  deadlock,assertion,exception`), their ratio (target at most 1.5x), peak memory, and the size of
  h; the overhead is the ratio of median wall times, and also of median CPU times (user + system,
  from the same rusage), which a busy machine disturbs less. The heuristic search needs the race check, and without race information it is exactly
  depth-first, so every search is compared with DFS without race checking;
* a summary per search.

    python3 bench/race/run.py [--runs N] [--weft PATH] [--search all|dfs|heuristic]
                              [--only SUBSTRING] [--time-limit SECONDS]

Every run uses `--stop-on-first`, so a racy program stops at its first violation (the programs'
assertions hold on every interleaving, so that is a race) and a race-free one is explored
exhaustively. Times are medians of --runs runs; the states, lengths and h sizes come from the last
run (the searches are deterministic). A field the weft binary does not report yet prints as `—`.
"""
import argparse
import json
import math
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
CORPUS = os.path.join(ROOT, "tests", "programs", "race-structures")

RACE_CHECKS = "race,deadlock,assertion,exception"
NO_RACE_CHECKS = "deadlock,assertion,exception"

# (label, extra `weft check` arguments)
DFS = ("DFS", ["--search", "dfs"])
HEURISTICS = [
    (label, ["--search", "heuristic", "--heuristics", label.replace("+", ",")])
    for label in ["WF", "WW", "ARA", "AF", "WF+WW", "WF+WW+ARA+AF"]
]
DASH = "—"


def header(path):
    """The racy locations a program's header declares (empty for `expect no-race`)."""
    races = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line.startswith("// weft: expect race "):
                races.append(line[len("// weft: expect race "):])
    return races


# Peak RSS comes from the rusage of os.wait4. A process forked from this script starts with this
# script's resident set (its high-water mark survives exec), so weft is started by a small launcher
# that forks it and reports its rusage: the floor of the measurement is the launcher's own
# resident set (about 5 MB, printed with the tables). The launcher also times weft, from fork to
# wait4, so its own start-up is not counted.
LAUNCHER = """
import os, sys, time
fd = int(sys.argv[1])
start = time.monotonic()
pid = os.fork()
if pid == 0:
    try:
        os.execv(sys.argv[2], sys.argv[2:])
    finally:
        os._exit(127)
_, status, usage = os.wait4(pid, 0)
os.write(fd, b"%d %.6f %.6f" % (usage.ru_maxrss, time.monotonic() - start, usage.ru_utime + usage.ru_stime))
sys.exit(os.waitstatus_to_exitcode(status))
"""


def spawn(cmd):
    """Runs cmd: (wall seconds, CPU seconds, peak RSS bytes, exit code, stdout, stderr)."""
    r, w = os.pipe()
    with tempfile.TemporaryFile() as err:
        proc = subprocess.Popen([sys.executable, "-S", "-I", "-c", LAUNCHER, str(w)] + cmd, pass_fds=(w,),
                                stdout=subprocess.PIPE, stderr=err)
        os.close(w)
        out = proc.stdout.read()
        proc.wait()
        err.seek(0)
        stderr = err.read().decode(errors="replace")
    with os.fdopen(r, "rb") as f:
        measured = f.read().split()
    if len(measured) != 3:
        return 0.0, 0.0, 0, proc.returncode, out, stderr + "\n(the launcher did not report)"
    return float(measured[1]), float(measured[2]), int(measured[0]) * 1024, proc.returncode, out, stderr


def run_once(weft, classes, main, search_args, checks, time_limit):
    """One `weft check` run: (wall seconds, CPU seconds, peak RSS bytes, exit code, JSON report or None,
    stderr)."""
    cmd = [weft, "check", "--format", "json", "--checks", checks, "--stop-on-first",
           "--time-limit", str(time_limit)] + search_args + ["-cp", classes, main]
    wall, cpu, rss, code, out, stderr = spawn(cmd)
    try:
        report = json.loads(out)
    except ValueError:
        report = None
    return wall, cpu, rss, code, report, stderr


def measure(weft, classes, main, search_args, checks, runs, time_limit):
    walls, cpus, rss = [], [], []
    for _ in range(runs):
        wall, cpu, peak, code, report, stderr = run_once(weft, classes, main, search_args, checks, time_limit)
        if report is None:
            return {"error": f"exit {code}: {stderr.strip().splitlines()[-1] if stderr.strip() else 'no report'}"}
        walls.append(wall)
        cpus.append(cpu)
        rss.append(peak)
    return {"wall": statistics.median(walls), "cpu": statistics.median(cpus), "rss": max(rss), "report": report}


def first_race(report):
    for v in report.get("violations") or []:
        if v.get("kind") == "race":
            return v
    return None


def fmt_h(stats):
    rs = stats.get("race_summary")
    if not rs:
        return DASH
    return f"{rs.get('rows', '?')}×{rs.get('columns', '?')}, {rs.get('bits', '?')} bits"


def fmt_mb(nbytes):
    return f"{nbytes / 2**20:.1f}"


def location(v):
    loc = v.get("location") or "?"
    return f"{loc}[{v['index']}]" if v.get("index") is not None else loc


def supports_heuristics(weft):
    out = subprocess.run([weft, "check", "--help"], capture_output=True, text=True).stdout
    return "--heuristics" in out


def geomean(xs):
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else None


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--runs", type=int, default=3, help="runs per measurement (median wall time)")
    ap.add_argument("--weft", help="use this weft binary instead of building one")
    ap.add_argument("--search", choices=["all", "dfs", "heuristic"], default="all")
    ap.add_argument("--only", help="only programs whose name contains this")
    ap.add_argument("--time-limit", type=int, default=600, help="weft's --time-limit per run")
    args = ap.parse_args()

    weft = args.weft
    if not weft:
        subprocess.run(["cargo", "build", "--release", "-q", "-p", "weft-cli"], cwd=ROOT, check=True)
        weft = os.path.join(ROOT, "target", "release", "weft")
    configs = []
    if args.search in ("all", "dfs"):
        configs.append(DFS)
    if args.search in ("all", "heuristic"):
        if supports_heuristics(weft):
            configs += HEURISTICS
        else:
            print(f"note: {weft} has no --heuristics option; benchmarking DFS only\n", file=sys.stderr)
    if not configs:
        sys.exit("nothing to run")

    sources = sorted(f for f in os.listdir(CORPUS) if f.endswith(".java"))
    programs = [(f[:-5], header(os.path.join(CORPUS, f))) for f in sources]
    if args.only:
        programs = [p for p in programs if args.only in p[0]]
    classes = tempfile.mkdtemp(prefix="weft-bench-race-")
    try:
        subprocess.run(["javac", "-g", "-d", classes] + [os.path.join(CORPUS, f) for f in sources], check=True)
        racy_rows, free_rows = [], []
        summary = {label: {"states": [], "length": [], "wall": [], "found": 0, "racy": 0, "ratio": [], "cpu_ratio": []}
                   for label, _ in configs}
        for name, labels in programs:
            base = None
            for label, search_args in configs:
                print(f"  {name} {label} ...", file=sys.stderr, flush=True)
                m = measure(weft, classes, name, search_args, RACE_CHECKS, args.runs, args.time_limit)
                s = summary[label]
                if "error" in m:
                    width = 8 if labels else 10
                    (racy_rows if labels else free_rows).append([name, label, m["error"]] + [DASH] * (width - 3))
                    continue
                report, stats = m["report"], m["report"].get("stats", {})
                verdict = report.get("verdict")
                if labels:
                    s["racy"] += 1
                    v = first_race(report)
                    if v is None:
                        states = f"no race ({verdict})"
                        length = where = DASH
                    else:
                        s["found"] += 1
                        found = v.get("found_after_states")
                        states = str(found) if found is not None else DASH
                        if found is not None:
                            s["states"].append(found)
                        n = len((v.get("counterexample") or {}).get("schedule") or [])
                        s["length"].append(n)
                        length, where = str(n), location(v)
                    s["wall"].append(m["wall"])
                    racy_rows.append([name, label, states, length, f"{m['wall']:.2f}", fmt_mb(m["rss"]),
                                      fmt_h(stats), where])
                else:
                    if base is None:
                        print(f"  {name} DFS without race checking ...", file=sys.stderr, flush=True)
                        base = measure(weft, classes, name, DFS[1], NO_RACE_CHECKS, args.runs, args.time_limit)
                    if "error" in base:
                        base_wall, ratio, cpu_ratio, base_states = base["error"], DASH, DASH, DASH
                    else:
                        r = m["wall"] / base["wall"]
                        s["ratio"].append(r)
                        rc = m["cpu"] / base["cpu"] if base["cpu"] > 0 else None
                        if rc:
                            s["cpu_ratio"].append(rc)
                        base_wall, ratio = f"{base['wall']:.2f}", f"{r:.2f}x"
                        cpu_ratio = f"{rc:.2f}x" if rc else DASH
                        base_states = base["report"].get("stats", {}).get("states", DASH)
                        if base["report"].get("verdict") != verdict:
                            ratio += f" (verdict {base['report'].get('verdict')})"
                    states = stats.get("states", DASH)
                    if verdict != "ok":
                        states = f"{states} ({verdict})"
                    free_rows.append([name, label, str(states), str(base_states), f"{m['wall']:.2f}", base_wall, ratio,
                                      cpu_ratio, fmt_mb(m["rss"]), fmt_h(stats)])

        floor = spawn(["/bin/true"])[2]
        print(f"weft: `{os.path.relpath(weft, ROOT) if weft.startswith(ROOT) else weft}`, "
              f"{args.runs} run(s) per measurement (median wall time); peak RSS from wait4 rusage "
              f"(measurement floor {fmt_mb(floor)} MB)\n")
        print("### Racy programs: first race\n")
        table(["program", "search", "states to 1st race", "cex length", "time s", "peak MB", "h (rows×cols, bits)",
               "first race on"], racy_rows)
        print("\n### Race-free programs: cost of race detection\n")
        table(["program", "search", "states", "states DFS w/o race", "time s", "time DFS w/o race s", "overhead",
               "CPU overhead", "peak MB", "h (rows×cols, bits)"], free_rows)
        print("\n### Summary per search\n")
        rows = []
        for label, _ in configs:
            s = summary[label]
            g = geomean(s["ratio"])
            gc = geomean(s["cpu_ratio"])
            rows.append([
                label,
                f"{s['found']}/{s['racy']}",
                str(sum(s["states"])) if len(s["states"]) == s["found"] and s["found"] else DASH,
                f"{statistics.mean(s['length']):.1f}" if s["length"] else DASH,
                f"{sum(s['wall']):.2f}" if s["wall"] else DASH,
                f"{g:.2f}x" if g else DASH,
                f"{max(s['ratio']):.2f}x" if s["ratio"] else DASH,
                f"{gc:.2f}x" if gc else DASH,
            ])
        table(["search", "races found", "total states to 1st race", "mean cex length", "total time s (racy)",
               "overhead geomean (race-free)", "overhead max", "CPU overhead geomean"], rows)
    finally:
        shutil.rmtree(classes, ignore_errors=True)


def table(head, rows):
    print("| " + " | ".join(head) + " |")
    print("|" + "|".join("---" for _ in head) + "|")
    for r in rows:
        print("| " + " | ".join(str(c).replace("|", "\\|") for c in r) + " |")


if __name__ == "__main__":
    main()
