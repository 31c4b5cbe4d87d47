//! Class files javac never writes — found by fuzzing weft with mutated and hand-assembled
//! bytecode — and other broken input must end with a clear message and the documented exit status, never with a
//! panic, an abort, a hang past `--time-limit` or memory past `--memory-limit`.
//!
//! Each case is a directory of class files under `tests/data/invalid-bytecode/` (the fuzzer's
//! reproducers: `javap -c -p` shows the bytecode), run with `weft run` or `weft check`. The JVM's
//! verifier rejects most of them (`VerifyError`, `ClassCircularityError`); weft does not verify
//! bytecode ahead of time, so it stops with `weft: error: invalid bytecode: ...` (exit 2) when it
//! meets what it cannot execute.

mod common;

use std::path::Path;
use std::process::Command;
use std::time::Duration;

use common::{run_with_timeout, Ending};

/// One reproducer: its directory, main class, subcommand and options, and what must come out.
struct Case {
    dir: &'static str,
    main: &'static str,
    args: &'static [&'static str],
    exit: i32,
    stderr: &'static str,
}

const CASES: &[Case] = &[
    // Natives given an object of another class (a String native on an array, ...): each read
    // a field slot the object has not, and panicked.
    Case { dir: "panic_forname_nonstring", main: "T", args: &["run"], exit: 2, stderr: "invalid bytecode" },
    Case { dir: "panic_intern_nonstring", main: "T", args: &["run"], exit: 2, stderr: "invalid bytecode" },
    Case { dir: "panic_unsafe_getandset_on_array", main: "T", args: &["run"], exit: 2, stderr: "invalid bytecode" },
    // `getfield` on an array, and a JDK constructor run on a String, under the race check.
    Case {
        dir: "panic_check_getfield_on_array",
        main: "T",
        args: &["check", "--time-limit", "20"],
        exit: 2,
        stderr: "bad field slot",
    },
    Case {
        dir: "panic_check_ctor_on_wrong_object",
        main: "T",
        args: &["check", "--time-limit", "20"],
        exit: 2,
        stderr: "invalid bytecode",
    },
    Case {
        dir: "panic_multianewarray_dims0",
        main: "T",
        args: &["run"],
        exit: 2,
        stderr: "multianewarray of 0 dimensions",
    },
    // A class that is its own superinterface, and two that extend each other: loading
    // recursed until the stack overflowed (abort).
    Case {
        dir: "stackoverflow_self_superinterface",
        main: "Sup",
        args: &["run"],
        exit: 2,
        stderr: "class circularity",
    },
    Case { dir: "stackoverflow_superclass_cycle", main: "Sup", args: &["run"], exit: 2, stderr: "class circularity" },
    // `athrow` of an object that is no Throwable printed an empty report.
    Case {
        dir: "athrow_non_throwable_empty_message",
        main: "T",
        args: &["run"],
        exit: 2,
        stderr: "athrow of an object that is not a Throwable",
    },
    // `iconst_0; goto 0`: the operand stack grew without bound (3.6 GB past a 500 MB limit).
    Case {
        dir: "memory_limit_ignored_stack_growth",
        main: "T",
        args: &["check", "--time-limit", "20", "--memory-limit", "500"],
        exit: 2,
        stderr: "max_stack",
    },
    // A main class whose file declares another name (`Main.class` copied to `Other2.class`):
    // the message said only "could not find or load main class".
    Case {
        dir: "main_class_wrong_name",
        main: "Other2",
        args: &["run"],
        exit: 2,
        stderr: "could not find or load main class Other2: its class file declares Main",
    },
    // `--java-home` naming no JDK: the message named a class-path entry weft made up.
    Case {
        dir: "main_class_wrong_name",
        main: "Other2",
        args: &["run", "--java-home", "/nonexistent"],
        exit: 2,
        stderr: "--java-home /nonexistent: no JDK there",
    },
    // A `while (true)` of 6,000 statements without a scheduling point: the limits were checked
    // every 65,536 iterations, minutes apart (valid bytecode; the search ends incomplete).
    Case {
        dir: "timelimit_ignored_javac_loop",
        main: "LongLoop",
        args: &["check", "--time-limit", "2"],
        exit: 3,
        stderr: "",
    },
];

#[test]
fn invalid_bytecode_ends_with_a_message_and_the_documented_status() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/invalid-bytecode");
    let mut failures = Vec::new();
    for case in CASES {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_weft"));
        cmd.args(case.args).arg("-c").arg(data.join(case.dir)).arg(case.main);
        let run = run_with_timeout(cmd, Duration::from_secs(60), 1 << 20);
        let stderr = String::from_utf8_lossy(&run.stderr);
        let ok = run.ending == Ending::Exited(case.exit)
            && stderr.contains(case.stderr)
            && !stderr.contains("panicked")
            && run.elapsed < Duration::from_secs(15);
        if !ok {
            failures.push(format!(
                "{} ({}): {} after {:.1} s, expected exit {} mentioning {:?}; stderr: {}",
                case.dir,
                case.args.join(" "),
                run.ending,
                run.elapsed.as_secs_f64(),
                case.exit,
                case.stderr,
                stderr.lines().take(5).collect::<Vec<_>>().join(" | ")
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
