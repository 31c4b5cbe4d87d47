#!/usr/bin/env python3
"""The Fig.-8-shaped table of docs/benchmarks.md: `weft outcomes` on the relaxed-memory corpus
(tests/programs/jmm), per program and action-identity scheme: iterations of the WriteSet fixed
point, states of the last iteration, states over all iterations, WriteSet size, seconds and peak
memory, against the same program under sequential consistency. A correctly synchronized program
(no data race in any sequentially consistent execution, by weft's race search) runs no iteration:
its iterations read `0 (DRF)`. The race search's states are in their own column.

Usage: python3 bench/jmm/run.py [--por none|dpor] [PROGRAM...]   (after cargo build --release;
the partial-order reduction is weft's default, dpor). WEFT_BIN=path runs another build (to
compare state counts with an earlier commit).
"""
import json
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
WEFT = os.environ.get('WEFT_BIN', os.path.join(ROOT, 'target', 'release', 'weft'))
CORPUS = os.path.join(ROOT, "tests", "programs", "jmm")
# The rows of the paper's Fig. 8 (its tc9a is not in the corpus), then IRIW.
DEFAULT = [
    "CausalityTest01", "CausalityTest03", "CausalityTest05", "CausalityTest07", "CausalityTest09",
    "CausalityTest11", "CausalityTest13", "CausalityTest14", "CausalityTest15", "CausalityTest17", "CausalityTest19", "Hash", "Hash2",
    "IsPrime", "DoubleCheckedLocking", "Peterson", "Dekker", "Iriw",
    # Release/acquire and opaque accesses (not in the paper).
    "StoreBufferingAcquireRelease", "IriwAcquireRelease", "TwoPlusTwoWritesAcquireRelease", "CoherenceTwoWritersOpaque",
    "LoadBufferingOpaque",
    # The atomic classes' weaker accessors and plain VarHandle accesses (session 7).
    "StoreBufferingLazySet", "MessagePassingAtomicReleaseAcquire", "StoreBufferingAtomicVolatile", "AtomicCounterUpdates",
    "StoreBufferingVarHandlePlain", "LoadBufferingVarHandlePlain",
    # Field updaters, volatile fields mixed with weaker modes, updates in 2+2W (session 8).
    "StoreBufferingFieldUpdaterLazySet", "MessagePassingFieldUpdaterLazySet", "StoreBufferingVolatileFieldSetRelease",
    "MessagePassingVolatileFieldOpaque", "TwoPlusTwoWritesLazySetGetAndSet", "TwoPlusTwoWritesLazySetIncrement",
    # The justification check (test case 10), updates in their access modes and updates that read
    # a later write (session 9).
    "CausalityTest10", "MessagePassingUpdateReleaseFlag", "MessagePassingReleaseSequence", "LoadBufferingUpdateRelease",
    "LoadBufferingWeakCasPlain", "RelaxedCounterUpdates",
]
POR = ["--por", "dpor"]


def outcomes(program, model, scheme=None):
    cmd = [WEFT, "outcomes", "--memory-model", model, "--format", "json"] + POR
    if scheme:
        cmd += ["--action-ids", scheme]
    cmd.append(os.path.join(CORPUS, program + ".java"))
    return json.loads(subprocess.run(cmd, capture_output=True, text=True, check=True).stdout)


def main():
    args = sys.argv[1:]
    if args[:1] == ["--por"]:
        POR[1] = args[1]
        args = args[2:]
    programs = args or DEFAULT
    schemes = ["scope", "occurrence", "occurrence-val"]
    print("| program | threads | " + " | ".join(f"{s}: iter / states (all) / WriteSet / s / MB" for s in schemes)
          + " | race search states | sc: states / s / MB | outcomes sc → jmm |")
    print("|---" * (len(schemes) + 5) + "|")
    for p in programs:
        threads = open(os.path.join(CORPUS, p + ".java")).read().count("new Thread(")
        cells = []
        jmm_outcomes = 0
        for s in schemes:
            r = outcomes(p, "jmm", s)
            j = r["jmm"]["stats"]
            iterations = "0 (DRF)" if j.get("correctly_synchronized") else j["iterations"]
            race_states = j.get("states_race_search", 0)
            cells.append(f"{iterations} / {j['states_last_iteration']} ({j['states_total']}) / {j['write_set']} / "
                         f"{r['stats']['seconds']:.2f} / {r['stats']['peak_memory_bytes'] >> 20}")
            jmm_outcomes = len(r["outcomes"])
        sc = outcomes(p, "sc")
        st = sc["stats"]
        print(f"| {p} | {threads} | " + " | ".join(cells) + f" | {race_states}"
              + f" | {st['states']} / {st['seconds']:.2f} / {st['peak_memory_bytes'] >> 20} | {len(sc['outcomes'])} → {jmm_outcomes} |")


if __name__ == "__main__":
    main()
