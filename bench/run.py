#!/usr/bin/env python3
"""Interpretation-speed benchmark: weft against java -Xint and java (JIT).

Not a test: it prints figures. Standard library only.

    python3 bench/run.py                 # build weft (release), 5 runs of each program
    python3 bench/run.py --runs 3 --only Sieve
    python3 bench/run.py --weft target/release/weft   # use an existing binary, skip the build

For each program in bench/programs/ it runs `weft run`, `java -Xint` and `java` --runs times
each (interleaved, so slow drift in machine load hits all three alike), checks that all outputs
agree, and prints median/min wall time, the weft/java ratios of the medians, and each runner's
peak resident set size (the child's own maximum, from wait4, per run).
"""

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PROGRAMS_DIR = os.path.join(HERE, "programs")

# CPU-bound programs, judged against the target; Hello measures start-up and memory only.
CPU_BOUND = ["Sieve", "Collections", "Strings"]
STARTUP = ["Hello"]
ALL_PROGRAMS = CPU_BOUND + STARTUP

TARGET_RATIO = 3.0          # "weft within 3x of java -Xint on the CPU-bound programs"
RUN_TIMEOUT_SECONDS = 600   # a single run taking longer than this is killed and reported


def die(message):
    sys.stdout.write("\n")
    sys.stdout.flush()
    sys.stderr.write("bench: error: " + message + "\n")
    sys.exit(1)


def find_jdk_tool(name):
    java_home = os.environ.get("JAVA_HOME")
    if java_home:
        candidate = os.path.join(java_home, "bin", name)
        if os.access(candidate, os.X_OK):
            return candidate
    found = shutil.which(name)
    if not found:
        die("`%s` not found (set JAVA_HOME or put a JDK 17 on the PATH)" % name)
    return found


def build_weft():
    print("building weft (cargo build --release -q) ...", flush=True)
    result = subprocess.run(["cargo", "build", "--release", "-q"], cwd=ROOT)
    if result.returncode != 0:
        die("cargo build --release failed (exit status %d)" % result.returncode)
    target_dir = os.environ.get("CARGO_TARGET_DIR", os.path.join(ROOT, "target"))
    if not os.path.isabs(target_dir):
        target_dir = os.path.join(ROOT, target_dir)
    binary = os.path.join(target_dir, "release", "weft")
    if not os.access(binary, os.X_OK):
        die("built, but no weft binary at " + binary)
    return binary


def compile_programs(javac, names, out_dir):
    sources = [os.path.join(PROGRAMS_DIR, name + ".java") for name in names]
    for source in sources:
        if not os.path.isfile(source):
            die("missing benchmark program " + source)
    result = subprocess.run([javac, "-d", out_dir] + sources)
    if result.returncode != 0:
        die("javac failed (exit status %d)" % result.returncode)


def exit_code(status):
    if os.WIFEXITED(status):
        return os.WEXITSTATUS(status)
    if os.WIFSIGNALED(status):
        return -os.WTERMSIG(status)
    return status


# The launcher a fresh, small interpreter runs to start each measured program. Why not start it
# from this script directly: Linux carries a process's peak RSS across exec, so a child forked
# (or vforked) from this Python process would report at least this process's own size (about
# 10-14 MB), more than weft's whole footprint on Hello. The launcher is exec'd first, forks from
# its own small image (about 5 MB of copied pages, the floor of every RSS figure), runs the
# program, reaps it with os.wait4 and reports that one child's wall time, peak RSS and status.
LAUNCHER = r"""
import os, signal, sys, time
report_fd, timeout, argv = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]
os.set_inheritable(report_fd, False)
timed_out = []
start = time.perf_counter()
pid = os.fork()
if pid == 0:
    try:
        os.execv(argv[0], argv)
    except OSError as e:
        os.write(2, ("bench: cannot run %s: %s\n" % (argv[0], e)).encode())
    os._exit(127)
def on_alarm(signum, frame):
    timed_out.append(True)
    os.kill(pid, signal.SIGKILL)
signal.signal(signal.SIGALRM, on_alarm)
signal.alarm(timeout)
_, status, rusage = os.wait4(pid, 0)
wall = time.perf_counter() - start
signal.alarm(0)
os.write(report_fd, ("%r %d %d %d" % (wall, rusage.ru_maxrss, status, len(timed_out))).encode())
"""


def run_once(argv):
    """Runs argv once; returns (wall seconds, peak RSS bytes, exit code, stdout, stderr).

    The peak RSS is that one child's own (from os.wait4 on it), not an accumulation over every
    process this script has started; see LAUNCHER for how it is kept clean."""
    read_fd, write_fd = os.pipe()
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        launcher = [sys.executable, "-S", "-I", "-c", LAUNCHER, str(write_fd), str(RUN_TIMEOUT_SECONDS)]
        proc = subprocess.Popen(launcher + argv, stdin=subprocess.DEVNULL, stdout=out, stderr=err,
                                pass_fds=(write_fd,))
        os.close(write_fd)
        with os.fdopen(read_fd, "rb") as report_pipe:
            report = report_pipe.read().decode()
        proc.wait()
        out.seek(0)
        err.seek(0)
        stdout = out.read().decode("utf-8", "replace")
        stderr = err.read().decode("utf-8", "replace")
    if proc.returncode != 0 or not report:
        die("the benchmark launcher failed (exit status %d) for: %s\n%s"
            % (proc.returncode, " ".join(argv), stderr))
    wall, maxrss, status, timed_out = report.split()
    if int(timed_out):
        die("timed out after %d s: %s" % (RUN_TIMEOUT_SECONDS, " ".join(argv)))
    rusage_maxrss = int(maxrss)
    # Linux reports ru_maxrss in kilobytes, macOS in bytes.
    rss = rusage_maxrss if sys.platform == "darwin" else rusage_maxrss * 1024
    return float(wall), rss, exit_code(int(status)), stdout, stderr


def first_difference(a, b):
    a_lines, b_lines = a.splitlines(), b.splitlines()
    for i in range(max(len(a_lines), len(b_lines))):
        left = a_lines[i] if i < len(a_lines) else "<end of output>"
        right = b_lines[i] if i < len(b_lines) else "<end of output>"
        if left != right:
            return i + 1, left, right
    return None


def check_agreement(program, results):
    """results: runner label -> (exit code, stdout, stderr) of one run. Aborts on disagreement."""
    labels = list(results)
    for label in labels:
        code, stdout, stderr = results[label]
        if code != 0:
            die("%s under %s exited with status %d\n--- stdout ---\n%s--- stderr ---\n%s"
                % (program, label, code, stdout, stderr))
    reference = labels[0]
    for label in labels[1:]:
        if results[label][1] != results[reference][1]:
            line, left, right = first_difference(results[reference][1], results[label][1])
            die("outputs disagree for %s: %s and %s differ at line %d\n  %-12s %s\n  %-12s %s"
                % (program, reference, label, line, reference + ":", left, label + ":", right))


def fmt_seconds(s):
    return "%.3f" % s if s < 10 else "%.2f" % s


def fmt_mb(b):
    return "%.1f" % (b / (1024.0 * 1024.0))


def print_table(headers, rows):
    widths = [max(len(str(x)) for x in col) for col in zip(headers, *rows)]
    def line(cells):
        # First column (program name) left-aligned, figures right-aligned.
        padded = [str(c).ljust(w) if i == 0 else str(c).rjust(w)
                  for i, (c, w) in enumerate(zip(cells, widths))]
        return "| " + " | ".join(padded) + " |"
    print(line(headers))
    print("|" + "|".join(":" + "-" * (w + 1) if i == 0 else "-" * (w + 1) + ":"
                         for i, w in enumerate(widths)) + "|")
    for row in rows:
        print(line(row))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="runs per program and runner (default 5)")
    parser.add_argument("--only", metavar="NAME", action="append",
                        help="run only this program (%s); may be repeated" % ", ".join(ALL_PROGRAMS))
    parser.add_argument("--weft", metavar="PATH", help="use this weft binary instead of building one")
    args = parser.parse_args()
    if args.runs < 1:
        die("--runs must be at least 1")
    names = ALL_PROGRAMS
    if args.only:
        unknown = [n for n in args.only if n not in ALL_PROGRAMS]
        if unknown:
            die("unknown program %s (choose from %s)" % (", ".join(unknown), ", ".join(ALL_PROGRAMS)))
        names = [n for n in ALL_PROGRAMS if n in args.only]

    if args.weft:
        weft = os.path.abspath(args.weft)
        if not os.access(weft, os.X_OK):
            die("--weft %s: not an executable file" % args.weft)
    else:
        weft = build_weft()
    java = find_jdk_tool("java")
    javac = find_jdk_tool("javac")

    java_version = subprocess.run([java, "-version"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                  universal_newlines=True).stdout.splitlines()
    print("weft:   " + weft)
    print("java:   %s (%s)" % (java, java_version[0] if java_version else "unknown version"))
    print("cores:  %d, load average at start: %s" % (os.cpu_count() or 0, load_average()))
    print("runs:   %d per program and runner" % args.runs)
    print(flush=True)

    with tempfile.TemporaryDirectory(prefix="weft-bench-") as classes:
        compile_programs(javac, names, classes)
        runners = [
            ("weft", lambda name: [weft, "run", "-cp", classes, name]),
            ("java -Xint", lambda name: [java, "-Xint", "-cp", classes, name]),
            ("java", lambda name: [java, "-cp", classes, name]),
        ]
        measured = {}  # name -> label -> {"wall": [...], "rss": [...]}
        started = time.perf_counter()
        for name in names:
            print("%-12s" % name, end="", flush=True)
            per_runner = {label: {"wall": [], "rss": []} for label, _ in runners}
            for _ in range(args.runs):
                outputs = {}
                for label, argv in runners:
                    wall, rss, code, stdout, stderr = run_once(argv(name))
                    per_runner[label]["wall"].append(wall)
                    per_runner[label]["rss"].append(rss)
                    outputs[label] = (code, stdout, stderr)
                check_agreement(name, outputs)
                print(".", end="", flush=True)
            first_line = outputs["weft"][1].strip().splitlines()
            print(" outputs agree (%s)" % (first_line[-1] if first_line else "no output"), flush=True)
            measured[name] = per_runner
        elapsed = time.perf_counter() - started

    print()
    print("load average at end: %s; measuring took %.0f s" % (load_average(), elapsed))
    labels = [label for label, _ in runners]
    cpu_names = [n for n in names if n in CPU_BOUND]
    ratios = {}
    if cpu_names:
        print()
        print("CPU-bound programs: wall seconds (median / min of %d), ratios of medians, peak RSS MB"
              % args.runs)
        headers = ["program"]
        for label in labels:
            headers += [label + " med", label + " min"]
        headers += ["weft/java-Xint", "weft/java"]
        headers += [label + " MB" for label in labels]
        rows = []
        for name in cpu_names:
            m = measured[name]
            med = {label: statistics.median(m[label]["wall"]) for label in labels}
            row = [name]
            for label in labels:
                row += [fmt_seconds(med[label]), fmt_seconds(min(m[label]["wall"]))]
            ratios[name] = med["weft"] / med["java -Xint"]
            row += ["%.2fx" % ratios[name], "%.1fx" % (med["weft"] / med["java"])]
            row += [fmt_mb(max(m[label]["rss"])) for label in labels]
            rows.append(row)
        print_table(headers, rows)

    startup_names = [n for n in names if n in STARTUP]
    if startup_names:
        print()
        print("Start-up: wall seconds (median / min of %d), peak RSS MB" % args.runs)
        headers = ["program"]
        for label in labels:
            headers += [label + " med", label + " min"]
        headers += [label + " MB" for label in labels]
        rows = []
        for name in startup_names:
            m = measured[name]
            row = [name]
            for label in labels:
                row += [fmt_seconds(statistics.median(m[label]["wall"])),
                        fmt_seconds(min(m[label]["wall"]))]
            row += [fmt_mb(max(m[label]["rss"])) for label in labels]
            rows.append(row)
        print_table(headers, rows)

    print()
    target = "weft within %gx of java -Xint on the CPU-bound programs" % TARGET_RATIO
    if not ratios:
        print("verdict: not evaluated (no CPU-bound program run); target: " + target)
    else:
        worst = max(ratios, key=ratios.get)
        if len(ratios) < len(CPU_BOUND):
            target += " (partial: only %s measured)" % ", ".join(ratios)
        missed = [n for n in ratios if ratios[n] > TARGET_RATIO]
        if missed:
            print("verdict: target MISSED (%s) -- %s; over: %s" % (
                target, "worst %s %.2fx" % (worst, ratios[worst]),
                ", ".join("%s %.2fx" % (n, ratios[n]) for n in missed)))
        else:
            print("verdict: target MET (%s) -- worst %s %.2fx" % (target, worst, ratios[worst]))


def load_average():
    try:
        loads = os.getloadavg()
    except (AttributeError, OSError):
        return "unknown"
    text = " ".join("%.2f" % x for x in loads)
    if loads[0] > 0.5 * (os.cpu_count() or 1):
        text += " (busy machine: other work competes for the cores, figures will be noisy)"
    return text


if __name__ == "__main__":
    main()
