//! The scale programs (`tests/programs/scale/`): ordinary `java.util.concurrent` programs —
//! executors, `CompletableFuture`, latches and barriers, queues, timed `tryLock` retries, pools
//! shutting down, heavy JDK class initialization — labelled like the check corpus. Each is
//! checked with the default options (and its header's `check-args`) and a time limit, and must
//! be explored to the end within it (all take under 3 s on one core today; the exploration
//! benchmark, `bench/check/run.py`, measures them) with exactly the labelled verdict.

mod common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::time::Duration;

use common::{jdk_tool, run_with_timeout, Ending};
use serde_json::Value;

/// Seconds each program may be explored.
const TIME_LIMIT_SECS: u64 = 10;

struct Program {
    name: String,
    /// Expected violation kinds (`deadlock`, `assertion`, `exception`, `race`); empty for `ok`.
    expected: BTreeSet<String>,
    args: Vec<String>,
}

fn program(path: &Path) -> Program {
    let text = std::fs::read_to_string(path).unwrap();
    let header: Vec<&str> = text.lines().take_while(|l| l.starts_with("//")).collect();
    let mut expected = BTreeSet::new();
    let mut saw_expect = false;
    let mut args = Vec::new();
    for line in header {
        if let Some(rest) = line.strip_prefix("// weft: expect ") {
            saw_expect = true;
            let kind = rest.split_whitespace().next().unwrap_or_default();
            if kind != "ok" {
                expected.insert(kind.to_string());
            }
        } else if let Some(rest) = line.strip_prefix("// weft: check-args") {
            args.extend(rest.split_whitespace().map(str::to_string));
        }
    }
    assert!(saw_expect, "{}: no `// weft: expect` line", path.display());
    Program { name: path.file_stem().unwrap().to_string_lossy().into_owned(), expected, args }
}

/// Compiles the scale corpus into a directory of its own (`tag` names it); returns it and the
/// programs.
fn compile_corpus(tag: &str) -> (PathBuf, Vec<Program>) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/programs/scale");
    let files = common::java_sources(&dir);
    assert!(files.len() >= 17, "the scale corpus holds {} programs", files.len());
    let programs: Vec<Program> = files.iter().map(|f| program(f)).collect();
    let classes = std::env::temp_dir().join(format!("weft-scale-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&classes).unwrap();
    let status = Command::new(jdk_tool("javac"))
        .arg("-g")
        .arg("-d")
        .arg(&classes)
        .args(&files)
        .status()
        .expect("javac (a JDK 17) is needed");
    assert!(status.success(), "javac failed");
    (classes, programs)
}

#[test]
fn scale_programs_finish_with_their_labelled_verdicts() {
    let (classes, programs) = compile_corpus("verdicts");
    let queue = Mutex::new(programs.iter().collect::<Vec<_>>());
    let failures = Mutex::new(Vec::new());
    let finished = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let Some(p) = queue.lock().unwrap().pop() else { break };
                let mut cmd = Command::new(env!("CARGO_BIN_EXE_weft"));
                cmd.args(["check", "--format", "json", "--time-limit"])
                    .arg(TIME_LIMIT_SECS.to_string())
                    .args(&p.args)
                    .arg("-cp")
                    .arg(&classes)
                    .arg(&p.name);
                let run = run_with_timeout(cmd, Duration::from_secs(TIME_LIMIT_SECS + 60), 64 << 20);
                let problem = match run.ending {
                    Ending::Exited(0 | 1 | 3) => match serde_json::from_slice::<Value>(&run.stdout) {
                        Ok(report) => {
                            let found: BTreeSet<String> = report["violations"]
                                .as_array()
                                .map(|v| v.iter().filter_map(|v| v["kind"].as_str().map(str::to_string)).collect())
                                .unwrap_or_default();
                            let complete = report["verdict"] != "incomplete";
                            if complete {
                                finished.lock().unwrap().push(p.name.clone());
                            }
                            // A violation found must be expected; a complete search (or a labelled
                            // violation) must find exactly the expected kinds.
                            let contradicts = !found.is_subset(&p.expected)
                                || ((complete || !p.expected.is_empty()) && found != p.expected);
                            if contradicts {
                                Some(format!("expected {:?}, reported {found:?}", p.expected))
                            } else if !complete {
                                Some(format!("did not finish within {TIME_LIMIT_SECS} s"))
                            } else {
                                None
                            }
                        }
                        Err(e) => Some(format!("bad JSON report: {e}")),
                    },
                    other => Some(format!("{other}: {}", String::from_utf8_lossy(&run.stderr))),
                };
                if let Some(problem) = problem {
                    failures.lock().unwrap().push(format!("{}: {problem}", p.name));
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&classes);
    let mut finished = finished.into_inner().unwrap();
    finished.sort();
    eprintln!("explored to the end within {TIME_LIMIT_SECS} s: {finished:?}");
    let failures = failures.into_inner().unwrap();
    assert!(failures.is_empty(), "scale programs contradicted their labels:\n{}", failures.join("\n"));
}

/// The unreduced search's violations (kind and location, sorted) and states of a scale program
/// with extra options; it must finish.
fn unreduced_run(classes: &Path, name: &str, extra: &[&str]) -> (u64, Vec<String>) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_weft"));
    cmd.args(["check", "--format", "json", "--por", "none", "--exact-race-matching", "--time-limit", "60"])
        .args(extra)
        .arg("-cp")
        .arg(classes)
        .arg(name);
    let run = run_with_timeout(cmd, Duration::from_secs(120), 64 << 20);
    assert!(matches!(run.ending, Ending::Exited(0 | 1)), "{name} {extra:?}: {}", run.ending);
    let report: Value = serde_json::from_slice(&run.stdout).unwrap();
    assert!(report["verdict"] != "incomplete", "{name} {extra:?} did not finish");
    let mut kinds: Vec<String> =
        report["violations"].as_array().unwrap().iter().map(|v| format!("{} {}", v["kind"], v["location"])).collect();
    kinds.sort();
    (report["stats"]["states"].as_u64().unwrap(), kinds)
}

/// Runs each program with and without an option that turns an abstraction of the state off:
/// the unreduced search must report the same violations both ways, and explore more states
/// without the abstraction (it is at work).
fn abstraction_agrees_with_exact(tag: &str, exact_option: &str, names: &[&str]) {
    let (classes, _) = compile_corpus(tag);
    for &name in names {
        let (abstract_states, abstract_found) = unreduced_run(&classes, name, &[]);
        let (exact_states, exact_found) = unreduced_run(&classes, name, &[exact_option]);
        assert_eq!(abstract_found, exact_found, "{name}: the abstraction changed the violations ({exact_option})");
        assert!(
            abstract_states < exact_states,
            "{name}: {abstract_states} states with the abstraction, {exact_states} with {exact_option}: it merged nothing"
        );
    }
    let _ = std::fs::remove_dir_all(&classes);
}

/// The time abstraction of exploration (times in threads' frames and in objects relative to the
/// clock, past times as one: docs/design.md) merges states, and must not change a verdict: on
/// the scale programs whose timed waits it merges (`awaitTermination` retried in a loop; a
/// scheduled task's deadline, a field of the task) and that finish both ways.
#[test]
fn the_time_abstraction_reports_what_exact_times_report() {
    abstraction_agrees_with_exact(
        "times",
        "--exact-times",
        &["ExecutorTransfer", "ThreadPoolShutdown", "ScheduledPool"],
    );
}

/// A thread pool's completed-task counts are left out of the state until the program reads one,
/// and a fork/join pool's scan start always (docs/design.md, "Statistics counters", "Scan
/// hints"): on the pool programs whose states differ in them and that finish both ways, the
/// unreduced search reports the same violations with `--exact-counters`.
/// (`PeriodicTaskCancelled` and `ForkJoinQuiescence` finish only with the abstraction.)
#[test]
fn the_counter_abstraction_reports_what_exact_counters_report() {
    abstraction_agrees_with_exact(
        "counters",
        "--exact-counters",
        &["FutureGetPool", "InvokeAll", "ScheduledPool", "ForkJoinRecursive"],
    );
}

/// Dead locals are left out of the state (docs/design.md, "State matching"): on the scale
/// programs whose JDK methods leave locals behind their last use (a condition's waiting loop,
/// a pool's shutdown, a future's `get`), the unreduced search reports the same violations with
/// `--exact-locals`, in more states.
#[test]
fn leaving_dead_locals_out_reports_what_exact_locals_report() {
    abstraction_agrees_with_exact(
        "locals",
        "--exact-locals",
        &["ConditionAwaitInterrupt", "ThreadPoolShutdown", "FutureGetPool"],
    );
}
