//! The search's reductions hide nothing: on every program of the check, classic, race and
//! data-structure corpora, the default search (partial-order reduction, states with the race
//! check matched by subsumption of `h` on the pairs their relevance summaries name), the default with a summary budget so small that most
//! matches fall back to expanding the path, and `--por none` (subsumption only) report exactly the
//! violations of the unreduced search, `--por none --exact-race-matching --exact-locals` (which
//! also keeps dead locals in the state, docs/design.md "State matching") — the same kinds,
//! exception classes, locations and race pairs (both accesses' source lines). Nor do the JDK
//! shortcuts (`java.util.concurrent` operations as one step, JDK class initializers without
//! scheduling points): with `--interleave-jdk` added to the unreduced search, the violations are
//! the same, on every program but the few whose JDK-interleaved state space is too large
//! ([`JDK_TOO_LARGE`]).
//!
//! Each program runs five times with the default checks and the header's `check-args`, each
//! run with a time limit; a program where a run is `incomplete` cannot be compared, and fails the
//! test. Programs run on two worker threads.
//!
//! `WEFT_POR_FILTER=substr` compares only programs whose name contains `substr`.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use common::por::{check_within, mismatch, Outcome, Program, UNREDUCED};
use common::{java_sources, jdk_tool};

/// Per-run time limit (the corpora's programs finish in a fraction of it).
const TIME_LIMIT_SECS: u64 = 60;

/// Time limit of the runs with the JDK interleaved (all but [`JDK_TOO_LARGE`] finish in a few
/// seconds).
const JDK_TIME_LIMIT_SECS: u64 = 20;

/// Summary entries the reduction may keep in the run that checks its fallback (a few states'
/// worth).
const SMALL_SUMMARY_BUDGET: &str = "200";

/// Programs whose state space with the JDK's insides interleaved does not finish in
/// [`JDK_TIME_LIMIT_SECS`] (hundreds of thousands to millions of states): pools, barriers,
/// phasers and exchangers, stamped locks, a blocking queue with two consumers and
/// `Condition.await` with spurious returns, whose operations are long CAS and park loops; and two threads' first use of
/// JDK classes with large static initializers (`Character.UnicodeBlock`, `Locale`) or a shared
/// `SimpleDateFormat`, whose formatting is long JDK code; streams, a regex and a blocking queue
/// in one program (`JdkHandedOverOk`, half a million states).
const JDK_TOO_LARGE: [&str; 19] = [
    "BarrierTooFewParties",
    "ConditionGuardedByIf",
    "ConditionGuardedByWhile",
    "ExchangerKeepWritingRacy",
    "ExchangerOk",
    "ExecutorFutureGetOk",
    "ExecutorLostUpdate",
    "ExecutorLostUpdateFixed",
    "ExecutorNoGetRacy",
    "JdkArraysMadeByNativesOk",
    "JdkHandedOverOk",
    "JdkSimpleDateFormatRacy",
    "JdkStaticTablesOk",
    "PeriodicTaskCountRead",
    "PhaserLateWriteRacy",
    "PhaserOk",
    "PoisonPillTwoConsumers",
    "PoolTaskCountRead",
    "StampedLockOk",
];

/// The program's class name and the options of its `// weft: check-args` header lines.
fn program(path: &Path) -> Program {
    let text = std::fs::read_to_string(path).unwrap();
    let args = text
        .lines()
        .take_while(|l| l.starts_with("//") || l.trim().is_empty())
        .filter_map(|l| l.strip_prefix("// weft: check-args"))
        .flat_map(|rest| rest.split_whitespace().map(str::to_string).collect::<Vec<_>>())
        .collect();
    Program { name: path.file_stem().unwrap().to_string_lossy().into_owned(), args }
}

fn check(classes: &Path, p: &Program, options: &[&str]) -> Result<Outcome, String> {
    check_within(classes, p, options, TIME_LIMIT_SECS)
}

#[test]
fn reductions_report_exactly_the_violations_of_the_unreduced_search() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/programs");
    let classes = std::env::temp_dir().join(format!("weft-por-equivalence-{}", std::process::id()));
    let stub = classes.join("stub");
    std::fs::create_dir_all(&stub).unwrap();
    let mut programs = Vec::new();
    let mut compile = |files: Vec<PathBuf>, class_path: Option<&Path>| {
        programs.extend(files.iter().map(|f| program(f)));
        let mut javac = Command::new(jdk_tool("javac"));
        javac.arg("-g").arg("-d").arg(&classes);
        if let Some(cp) = class_path {
            javac.arg("-cp").arg(cp);
        }
        let status = javac.args(&files).status().expect("javac (a JDK 17) is needed");
        assert!(status.success(), "javac failed");
    };
    for corpus in ["check", "classic", "race", "race-structures"] {
        compile(java_sources(&root.join(corpus)), None);
    }
    // The `weft.Verify` programs compile against a stub that stays off weft's class path.
    let stub_sources = java_sources(&root.join("check/verify/stub/weft"));
    let status = Command::new(jdk_tool("javac")).arg("-d").arg(&stub).args(&stub_sources).status().unwrap();
    assert!(status.success(), "javac failed on the Verify stub");
    compile(java_sources(&root.join("check/verify")), Some(&stub));

    let filter = std::env::var("WEFT_POR_FILTER").ok();
    let queue = Mutex::new(
        programs.iter().filter(|p| filter.as_ref().is_none_or(|f| p.name.contains(f.as_str()))).collect::<Vec<_>>(),
    );
    let failures = Mutex::new(Vec::new());
    let uncompared = Mutex::new(Vec::new());
    let compared = Mutex::new(0usize);
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let Some(p) = queue.lock().unwrap().pop() else { break };
                let reference = check(&classes, p, &UNREDUCED);
                let jdk_options = ["--interleave-jdk", "--por", "none", "--exact-race-matching"];
                let jdk = check_within(&classes, p, &jdk_options, JDK_TIME_LIMIT_SECS);
                let jdk = match jdk {
                    Ok(Outcome::Incomplete) if JDK_TOO_LARGE.contains(&p.name.as_str()) => None,
                    other => Some(("JDK interleaved", other)),
                };
                // A small summary budget: most states keep no summary and their matches expand
                // the path in full (the reduction's fallback, otherwise reached only on huge
                // searches).
                let budget = ["--summary-budget", SMALL_SUMMARY_BUDGET];
                let reduced = [
                    ("--por none", check(&classes, p, &["--por", "none"])),
                    ("default", check(&classes, p, &[])),
                    ("small summary budget", check(&classes, p, &budget)),
                ]
                .into_iter()
                .chain(jdk);
                let Ok(Outcome::Complete(reference)) = reference else {
                    match reference {
                        Err(e) => failures.lock().unwrap().push(format!("{}: {e}", p.name)),
                        _ => uncompared.lock().unwrap().push(p.name.clone()),
                    }
                    continue;
                };
                for (label, run) in reduced {
                    match run {
                        Err(e) => failures.lock().unwrap().push(format!("{}: {e}", p.name)),
                        Ok(Outcome::Incomplete) => uncompared.lock().unwrap().push(format!("{} ({label})", p.name)),
                        Ok(Outcome::Complete(found)) => match mismatch(&reference, &found) {
                            Some(why) => failures.lock().unwrap().push(format!("{} ({label}): {why}", p.name)),
                            None => *compared.lock().unwrap() += 1,
                        },
                    }
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&classes);
    let failures = failures.into_inner().unwrap();
    let uncompared = uncompared.into_inner().unwrap();
    eprintln!(
        "{} comparisons with the unreduced search agree; not compared (a run hit its limit): {uncompared:?}",
        compared.into_inner().unwrap()
    );
    assert!(failures.is_empty(), "the reduction changed the verdicts:\n{}", failures.join("\n"));
    assert!(
        // Every corpus program finishes in well under a second, so every one is compared.
        filter.is_some() || uncompared.is_empty(),
        "too many programs could not be compared: {uncompared:?}"
    );
}
