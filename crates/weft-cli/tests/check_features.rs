//! End-to-end tests of `weft check` and `weft replay` features: counterexamples replay, limits
//! give `incomplete`, state counts are stable, breadth-first search finds shortest paths,
//! `--checks` selects properties, random search finds bugs, spurious wakeups are explored unless
//! `--no-spurious-wakeups` (and replay follows the report's setting), the text report's shape, and
//! identity hashes: unrelated ones add no states, one object hashed by two threads gets either
//! thread's value.

mod common;

use common::jdk_tool;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

const LOST_UPDATE: &str = r#"
public class LostUpdate {
    static int count = 0;
    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> { count++; });
        Thread b = new Thread(() -> { count++; });
        a.start(); b.start();
        a.join(); b.join();
        assert count == 2 : "count is " + count;
    }
}
"#;

const DEADLOCK_AND_ASSERT: &str = r#"
public class DeadlockAndAssert {
    static final Object A = new Object(), B = new Object();
    static int x = 0;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> { synchronized (B) { synchronized (A) { x = 1; } } });
        t.start();
        synchronized (A) { synchronized (B) { x = 2; } }
        t.join();
        assert x == 1 : "x is " + x;
    }
}
"#;

const SAFE: &str = r#"
public class Safe {
    static int count = 0;
    static synchronized void inc() { count++; }
    public static void main(String[] args) throws Exception {
        Thread a = new Thread(Safe::inc), b = new Thread(Safe::inc);
        a.start(); b.start(); a.join(); b.join();
        assert count == 2;
    }
}
"#;

/// The assertion fails when `u` writes `b` before main reads it; `t`'s loop makes the paths
/// where it runs first deep.
const DEPTH_CUT: &str = r#"
public class DepthCut {
    static volatile boolean stop;
    static volatile int a, b;

    public static void main(String[] args) throws InterruptedException {
        Thread t = new Thread(() -> { for (int i = 0; i < 10 && !stop; i++) a++; });
        Thread u = new Thread(() -> b = 1);
        t.start();
        u.start();
        int r = b;
        stop = true;
        t.join();
        u.join();
        assert r == 0 : "u wrote b before main read it";
    }
}
"#;

/// An exception the JDK throws in a call from the program's code (line 6).
const LIBRARY_THROWS: &str = r#"
import java.util.ArrayDeque;

public class LibraryThrows {
    public static void main(String[] args) {
        new ArrayDeque<Integer>().removeFirst();
    }
}
"#;

/// A pool thread runs a task that throws; `join` rethrows the `CompletionException` the pool's
/// thread made around it, none of whose frames is the program's.
const ASYNC_TASK_THROWS: &str = r#"
import java.util.concurrent.CompletableFuture;

public class AsyncTaskThrows {
    public static void main(String[] args) {
        CompletableFuture.supplyAsync(() -> {
            throw new IllegalStateException("no value");
        }).join();
    }
}
"#;

/// Two threads each spin until the other has gone past its own spin: no interleaving ends.
const SPIN_ON_EACH_OTHER: &str = r#"
public class SpinOnEachOther {
    static volatile boolean a, b;

    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> { while (!b) { } a = true; });
        Thread t2 = new Thread(() -> { while (!a) { } b = true; });
        t1.start();
        t2.start();
        t1.join();
        t2.join();
    }
}
"#;

fn weft() -> &'static str {
    env!("CARGO_BIN_EXE_weft")
}

/// Compiles the test programs once into a shared directory.
fn classes() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = std::env::temp_dir().join(format!("weft-check-features-{}", std::process::id()));
        let src = dir.join("src");
        std::fs::create_dir_all(&src).unwrap();
        let mut files = Vec::new();
        for (name, text) in [
            ("LostUpdate", LOST_UPDATE),
            ("DeadlockAndAssert", DEADLOCK_AND_ASSERT),
            ("Safe", SAFE),
            ("DepthCut", DEPTH_CUT),
            ("LibraryThrows", LIBRARY_THROWS),
            ("AsyncTaskThrows", ASYNC_TASK_THROWS),
            ("SpinOnEachOther", SPIN_ON_EACH_OTHER),
        ] {
            let f = src.join(format!("{name}.java"));
            std::fs::write(&f, text).unwrap();
            files.push(f);
        }
        let status = Command::new(jdk_tool("javac"))
            .arg("-g")
            .arg("-d")
            .arg(&dir)
            .args(&files)
            .status()
            .expect("javac must be installed (a JDK 17) to run these tests");
        assert!(status.success(), "javac failed");
        dir
    })
}

fn check(main: &str, extra: &[&str]) -> Output {
    check_in(classes(), main, extra)
}

/// `weft check` of class `main` with its classes in `dir`.
fn check_in(dir: &Path, main: &str, extra: &[&str]) -> Output {
    Command::new(weft()).arg("check").args(extra).arg("-cp").arg(dir).arg(main).output().expect("run weft")
}

fn json(out: &Output) -> serde_json::Value {
    serde_json::from_slice(&out.stdout).unwrap_or_else(|e| {
        panic!(
            "not JSON ({e}): {}\nstderr: {}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        )
    })
}

fn kinds(report: &serde_json::Value) -> Vec<(String, Option<String>)> {
    let mut k: Vec<(String, Option<String>)> = report["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| (v["kind"].as_str().unwrap().to_string(), v["exception"].as_str().map(str::to_string)))
        .collect();
    k.sort();
    k
}

#[test]
fn lost_update_is_found_and_its_counterexample_replays() {
    let out = check("LostUpdate", &["--format", "json"]);
    assert_eq!(out.status.code(), Some(1), "violation exit code");
    let report = json(&out);
    assert_eq!(report["verdict"], "violation");
    assert_eq!(
        kinds(&report),
        vec![("assertion".to_string(), Some("java.lang.AssertionError".to_string())), ("race".to_string(), None)]
    );
    let v = report["violations"].as_array().unwrap().iter().find(|v| v["kind"] == "assertion").unwrap();
    assert_eq!(v["location"], "LostUpdate.java:9");
    assert!(v["message"].as_str().unwrap().ends_with("count is 1"));
    let steps = v["counterexample"]["steps"].as_array().unwrap();
    assert_eq!(steps.len(), v["counterexample"]["schedule"].as_array().unwrap().len());
    assert!(steps.iter().any(|s| s["operation"].as_str().unwrap().starts_with("write LostUpdate.count = 1")));

    let file = classes().join("lost-update.json");
    std::fs::write(&file, &out.stdout).unwrap();
    let n = report["violations"].as_array().unwrap().iter().position(|v| v["kind"] == "assertion").unwrap() + 1;
    let replay = Command::new(weft()).arg("replay").arg(&file).args(["--violation", &n.to_string()]).output().unwrap();
    let stderr = String::from_utf8_lossy(&replay.stderr);
    assert_eq!(replay.status.code(), Some(1), "replay exits like the failing program: {stderr}");
    assert!(stderr.contains("Exception in thread \"main\" java.lang.AssertionError: count is 1"), "{stderr}");
    assert!(stderr.contains("\tat LostUpdate.main(LostUpdate.java:9)"), "{stderr}");
}

#[test]
fn correct_program_is_verified_with_stable_state_counts() {
    let first = json(&check("Safe", &["--format", "json"]));
    let second = json(&check("Safe", &["--format", "json"]));
    assert_eq!(first["verdict"], "ok");
    assert!(first["violations"].as_array().unwrap().is_empty());
    let states = first["stats"]["states"].as_u64().unwrap();
    assert!(states > 10, "explored {states} states");
    assert_eq!(first["stats"]["states"], second["stats"]["states"], "state counts differ between runs");
    assert_eq!(first["stats"]["transitions"], second["stats"]["transitions"]);
}

/// A depth bound cuts each path at the bound and goes on with the others (it once stopped the
/// whole search at the first cut): the violation of `DepthCut`, 12 transitions deep, is found
/// under any bound that reaches it, however deep the first path explored goes.
#[test]
fn a_depth_bound_cuts_paths_not_the_search() {
    let unbounded = json(&check("DepthCut", &["--format", "json"]));
    let schedule = unbounded["violations"][0]["counterexample"]["schedule"].as_array().expect("a counterexample");
    let depth = schedule.len() as u64;
    for bound in [depth + 2, 20, 30, 60] {
        let report = json(&check("DepthCut", &["--format", "json", "--max-depth", &bound.to_string()]));
        assert_eq!(report["verdict"], "violation", "--max-depth {bound}: {report}");
        assert_eq!(kinds(&report), vec![("assertion".to_string(), Some("java.lang.AssertionError".to_string()))]);
    }
    let report = json(&check("DepthCut", &["--format", "json", "--max-depth", "6"]));
    assert_eq!(report["verdict"], "incomplete");
    assert_eq!(report["limit"], "--max-depth 6");
}

#[test]
fn a_state_limit_makes_the_verdict_incomplete() {
    let out = check("Safe", &["--format", "json", "--max-states", "5"]);
    assert_eq!(out.status.code(), Some(3));
    let report = json(&out);
    assert_eq!(report["verdict"], "incomplete");
    assert_eq!(report["limit"], "--max-states 5");
    let out = check("Safe", &["--max-depth", "3"]);
    assert_eq!(out.status.code(), Some(3), "{}", String::from_utf8_lossy(&out.stdout));
}

#[test]
fn every_distinct_violation_is_reported_and_checks_select_them() {
    let report = json(&check("DeadlockAndAssert", &["--format", "json"]));
    assert_eq!(
        kinds(&report),
        vec![("assertion".to_string(), Some("java.lang.AssertionError".to_string())), ("deadlock".to_string(), None)]
    );
    let deadlock = report["violations"].as_array().unwrap().iter().find(|v| v["kind"] == "deadlock").unwrap();
    let threads: Vec<&str> = deadlock["threads"].as_array().unwrap().iter().map(|t| t.as_str().unwrap()).collect();
    assert_eq!(threads, vec!["main", "Thread-0"]);
    assert!(deadlock["message"].as_str().unwrap().contains("held by"));

    let only_deadlock = json(&check("DeadlockAndAssert", &["--format", "json", "--checks", "deadlock"]));
    assert_eq!(kinds(&only_deadlock), vec![("deadlock".to_string(), None)]);
    let first = check("DeadlockAndAssert", &["--format", "json", "--stop-on-first"]);
    assert_eq!(json(&first)["violations"].as_array().unwrap().len(), 1);
}

#[test]
fn breadth_first_search_finds_no_longer_counterexamples() {
    // The depth-first search's own counterexample, without the breadth-first re-search.
    let dfs = json(&check("LostUpdate", &["--format", "json", "--checks", "assertion", "--shorten-states", "0"]));
    let bfs = json(&check("LostUpdate", &["--format", "json", "--checks", "assertion", "--search", "bfs"]));
    assert_eq!(bfs["verdict"], "violation");
    // Length in scheduling choices, which breadth-first search minimises.
    let len = |r: &serde_json::Value| r["violations"][0]["counterexample"]["choices"].as_u64().unwrap();
    assert!(len(&bfs) <= len(&dfs), "bfs {} > dfs {}", len(&bfs), len(&dfs));
    // The re-search is breadth-first by choices too, so it is no longer than breadth-first search.
    let shortened = json(&check("LostUpdate", &["--format", "json", "--checks", "assertion"]));
    assert!(len(&shortened) <= len(&bfs), "re-searched {} > bfs {}", len(&shortened), len(&bfs));
}

/// Each violation's kind and shortened counterexample (schedule and choices), by kind.
fn counterexamples(report: &serde_json::Value) -> Vec<(String, serde_json::Value, serde_json::Value)> {
    let mut out: Vec<_> = report["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| {
            let c = &v["counterexample"];
            (v["kind"].as_str().unwrap().to_string(), c["schedule"].clone(), c["choices"].clone())
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

#[test]
fn the_re_search_finds_the_same_short_counterexamples_with_the_analyses_it_leaves_out() {
    // No race here: the re-search of the deadlock and the assertion leaves `h` out, and must
    // find what it finds with the race check off.
    let off = json(&check("DeadlockAndAssert", &["--format", "json", "--checks", "deadlock,assertion,exception"]));
    let on = json(&check("DeadlockAndAssert", &["--format", "json"]));
    assert_eq!(counterexamples(&on), counterexamples(&off));
    assert_eq!(counterexamples(&on).len(), 2);
    // A race is re-searched with `h`, matched by subsumption as in the search: as short as with
    // `h`s matched only when equal.
    let exact = json(&check("LostUpdate", &["--format", "json", "--exact-race-matching"]));
    let subsumed = json(&check("LostUpdate", &["--format", "json"]));
    let choices = |r: &serde_json::Value| {
        counterexamples(r).into_iter().map(|(kind, _, choices)| (kind, choices)).collect::<Vec<_>>()
    };
    assert_eq!(choices(&subsumed), choices(&exact));
    assert!(choices(&subsumed).iter().any(|(kind, _)| kind == "race"));
}

#[test]
fn random_search_finds_the_lost_update() {
    let report =
        json(&check("LostUpdate", &["--format", "json", "--search", "random", "--seed", "1", "--runs", "200"]));
    assert_eq!(report["verdict"], "violation");
    assert_eq!(kinds(&report)[0].0, "assertion");
}

#[test]
fn text_report_groups_steps_and_ends_with_a_verdict() {
    let out = check("LostUpdate", &[]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains(": assertion (found after "), "{text}");
    assert!(text.contains(" states)\n  data race on LostUpdate.count"), "{text}");
    assert!(text.contains("counterexample ("), "{text}");
    assert!(text.contains("Statistics:"), "{text}");
    assert!(text.trim_end().ends_with("Verdict: violation (2 found)"), "{text}");
    // A step of a thread that continues the previous step's thread does not repeat the name.
    let step_lines: Vec<&str> =
        text.lines().filter(|l| l.trim_start().split('.').next().is_some_and(|n| n.parse::<u32>().is_ok())).collect();
    assert!(step_lines.len() >= 4, "{text}");
}

/// A step runs from one scheduling point to the next, often across several lines: the thread
/// and synchronization calls it made after the point it is named by are listed with it, so the
/// `interrupt()` that decides a run is not hidden inside the step that began at `start()`.
#[test]
fn steps_list_the_thread_calls_they_made() {
    let source = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/programs/classic/InterruptSwallowed.java");
    let out = Command::new(weft()).args(["check", "--format", "json"]).arg(&source).output().unwrap();
    let report = json(&out);
    let calls: Vec<(String, String)> = report["violations"][0]["counterexample"]["user_steps"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["calls"].as_array().cloned().unwrap_or_default())
        .map(|c| (c["call"].as_str().unwrap().to_string(), c["position"].as_str().unwrap().to_string()))
        .collect();
    let interrupt = ("java.lang.Thread.interrupt".to_string(), "InterruptSwallowed.java:18".to_string());
    assert!(calls.contains(&interrupt), "{calls:?}");
    let text = Command::new(weft()).arg("check").arg(&source).output().unwrap();
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(text.contains("then calls Thread.interrupt (line 18)"), "{text}");
}

/// A worker's long run of steps while main's next steps only block it (`join`) is one chain of
/// the reduction, not one stored state per step; a step of main that reads what the worker
/// writes ends the chain, and the race and the assertion it leads to are still found.
#[test]
fn a_worker_runs_past_a_thread_about_to_join_it() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/programs/check");
    for (program, states, verdict) in [("LongWorkBeforeJoinOk", 2, "ok"), ("LongWorkBeforeJoinRacy", 3, "violation")] {
        let source = dir.join(format!("{program}.java"));
        let run = |extra: &[&str]| {
            let out =
                Command::new(weft()).args(["check", "--format", "json"]).args(extra).arg(&source).output().unwrap();
            json(&out)
        };
        let reduced = run(&[]);
        let unreduced = run(&["--por", "none"]);
        assert_eq!(reduced["verdict"], verdict, "{program}: {reduced}");
        assert_eq!(kinds(&reduced), kinds(&unreduced), "{program}");
        // The worker's 40 table writes pass main's pending steps without a stored state each.
        assert!(reduced["stats"]["lifted"].as_u64().unwrap() >= 39, "{program}: {}", reduced["stats"]);
        assert_eq!(reduced["stats"]["states"], states, "{program}: {}", reduced["stats"]);
        assert!(unreduced["stats"]["states"].as_u64().unwrap() > 40, "{program}: {}", unreduced["stats"]);
        assert!(unreduced["stats"].get("lifted").is_none(), "{program}: nothing is lifted without the reduction");
    }
}

/// The JDK's own lambdas and weft's stand-ins for JDK classes, run inside one of the JDK's
/// lookups (the locale providers' `doPrivileged` actions, `Class.getModule`), are part of the
/// lookup: two threads' first `NumberFormat.getInstance` were 14,342 states when they counted
/// as program code, each of their accesses a scheduling point. The verdict stays that of
/// `--por none`, and the racy variant's race is still found.
#[test]
fn jdk_lambdas_inside_a_lookup_are_part_of_it() {
    let programs = [("NumberFormatTwoWorkers", "ok"), ("NumberFormatTwoWorkersRacy", "violation")];
    scale_programs_take_few_states_with_the_verdicts_of_por_none(&programs, 1_500);
}

/// Checks the scale corpus's `programs` with the default search and with `--por none`: each
/// has its verdict, both searches find the same violations, and each takes fewer than `bound`
/// states.
fn scale_programs_take_few_states_with_the_verdicts_of_por_none(programs: &[(&str, &str)], bound: u64) {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/programs/scale");
    for &(program, verdict) in programs {
        let source = dir.join(format!("{program}.java"));
        let run = |extra: &[&str]| {
            let out =
                Command::new(weft()).args(["check", "--format", "json"]).args(extra).arg(&source).output().unwrap();
            json(&out)
        };
        let (reduced, unreduced) = (run(&[]), run(&["--por", "none"]));
        assert_eq!(reduced["verdict"], verdict, "{program}: {reduced}");
        assert_eq!(kinds(&reduced), kinds(&unreduced), "{program}");
        for report in [&reduced, &unreduced] {
            assert!(report["stats"]["states"].as_u64().unwrap() < bound, "{program}: {}", report["stats"]);
        }
    }
}

/// A read the JDK's code made without a scheduling point (`AbstractMap.SimpleEntry.getValue`) of
/// a field another thread then writes while shared breaks the search's assumption: the search
/// starts again reading that field at a scheduling point, finds the schedule where main reads
/// the worker's value, and the report lists the field, which `weft replay` needs to fit the
/// schedule (with an empty list it reads the field quietly, and the schedule no longer fits).
#[test]
fn a_quiet_read_written_later_starts_the_search_again_and_replays() {
    let source = include_str!("../../../tests/programs/check/QuietReadWrittenLaterRacy.java");
    let dir = compile_one("QuietReadWrittenLaterRacy", source);
    let out = check_in(&dir, "QuietReadWrittenLaterRacy", &["--format", "json"]);
    let report = json(&out);
    assert_eq!(report["verdict"], "violation", "{report}");
    assert_eq!(kinds(&report), vec![("assertion".to_string(), Some("java.lang.AssertionError".to_string()))]);
    assert_eq!(report["stats"]["quiet_read_restarts"], 1, "{}", report["stats"]);
    let written: Vec<&str> = report["quiet_reads"].as_array().unwrap().iter().map(|n| n.as_str().unwrap()).collect();
    assert!(written.contains(&"java/util/AbstractMap$SimpleEntry"), "{written:?}");
    let replay = |report: &serde_json::Value, name: &str| {
        let file = dir.join(name);
        std::fs::write(&file, report.to_string()).unwrap();
        let out = Command::new(weft()).arg("replay").arg(&file).output().unwrap();
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let stderr = replay(&report, "as-searched.json");
    assert!(stderr.contains("the assertion failure was reproduced"), "{stderr}");
    let mut quiet_everywhere = report.clone();
    quiet_everywhere["quiet_reads"] = serde_json::json!([]);
    let stderr = replay(&quiet_everywhere, "quiet-everywhere.json");
    assert!(!stderr.contains("was reproduced"), "{stderr}");
    // Without quiet reads at all (`--interleave-jdk`), the same violation and no list.
    let reference = json(&check_in(&dir, "QuietReadWrittenLaterRacy", &["--format", "json", "--interleave-jdk"]));
    assert_eq!(kinds(&reference), kinds(&report));
    assert!(reference.get("quiet_reads").is_none(), "{reference}");
}

/// Accesses no other thread can tell apart from local ones have no scheduling points: the JDK's
/// matching code's reads of a shared `Pattern`'s nodes, which nobody writes once it is shared
/// (quiet reads), and the volatile accesses and compare-and-sets of atomics and concurrent maps
/// only one thread reaches. Two threads' matches, or their private counting, are a few states,
/// not the thousands of `--interleave-jdk`, with the same violations.
#[test]
fn accesses_no_other_thread_can_tell_apart_have_no_scheduling_points() {
    for (program, source) in [
        ("SharedPatternTwoThreadsOk", include_str!("../../../tests/programs/check/SharedPatternTwoThreadsOk.java")),
        ("LocalAtomicsTwoThreadsRacy", include_str!("../../../tests/programs/check/LocalAtomicsTwoThreadsRacy.java")),
    ] {
        let dir = compile_one(program, source);
        let run = |extra: &[&str]| {
            let mut args = vec!["--format", "json", "--por", "none"];
            args.extend_from_slice(extra);
            json(&check_in(&dir, program, &args))
        };
        let (reduced, reference) = (run(&[]), run(&["--interleave-jdk"]));
        assert_eq!(kinds(&reduced), kinds(&reference), "{program}");
        let states = |r: &serde_json::Value| r["stats"]["states"].as_u64().unwrap();
        assert!(
            states(&reduced) * 20 < states(&reference),
            "{program}: {} against {}",
            reduced["stats"],
            reference["stats"]
        );
        assert!(reduced["stats"].get("quiet_read_restarts").is_none(), "{program}: {reduced}");
    }
}

/// Calls into `java.util.logging` run as one step each: two workers' first log lines are a few
/// hundred states, and the race of their plain counter is found with and without the
/// reduction.
#[test]
fn logging_calls_run_as_one_step() {
    let programs = [("LoggingTwoWorkersOk", "ok"), ("LoggingTwoWorkersRacy", "violation")];
    scale_programs_take_few_states_with_the_verdicts_of_por_none(&programs, 1_000);
}

/// A thread that runs a method reference has no frame of the program's code (the reference's
/// class is hidden, as in HotSpot, and `Thread.run` is the JDK's): its exception is placed at
/// the reference, with the JDK's line it was thrown at, and its stack trace is still `java`'s.
#[test]
fn an_exception_in_a_method_reference_is_placed_at_the_reference() {
    const SOURCE: &str = r#"
import java.util.*;
public class MethodRefThrows {
    public static void main(String[] args) throws Exception {
        Iterator<Integer> it = new ArrayList<Integer>().iterator();
        Thread t = new Thread(it::next);
        t.start();
        t.join();
    }
}
"#;
    let dir = compile_one("MethodRefThrows", SOURCE);
    let report = json(&check_in(&dir, "MethodRefThrows", &["--format", "json"]));
    let location = report["violations"][0]["location"].as_str().unwrap_or_default().to_string();
    assert!(location.starts_with("MethodRefThrows.java:6 (thrown in ArrayList.java:"), "{report}");
    let run = Command::new(weft()).arg("run").arg("-cp").arg(&dir).arg("MethodRefThrows").output().unwrap();
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(stderr.contains("\tat java.base/java.util.ArrayList$Itr.next(ArrayList.java:"), "{stderr}");
    assert!(stderr.contains("\tat java.base/java.lang.Thread.run(Thread.java:"), "{stderr}");
    assert!(!stderr.contains("Lambda"), "{stderr}");
}

#[test]
fn atomic_blocks_declared_by_annotation_are_checked() {
    // `weft check File.java` compiles against weft's API, so @weft.Atomic resolves.
    let source = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/programs/atomicity/BankVolatile.java");
    let out = Command::new(weft()).args(["check", "--format", "json"]).arg(&source).output().unwrap();
    assert_eq!(out.status.code(), Some(1), "{}", String::from_utf8_lossy(&out.stderr));
    let report = json(&out);
    assert_eq!(kinds(&report), vec![("atomicity".to_string(), None)]);
    let v = &report["violations"][0];
    assert!(v["message"].as_str().unwrap().contains("BankVolatile.java:"), "{}", v["message"]);
    // Without the atomicity check there is nothing to report.
    let out =
        Command::new(weft()).args(["check", "--checks", "deadlock,assertion,exception"]).arg(&source).output().unwrap();
    assert_eq!(out.status.code(), Some(0));
}

#[test]
fn races_are_reported_with_both_accesses_and_synchronized_code_has_none() {
    let report = json(&check("LostUpdate", &["--format", "json", "--checks", "race"]));
    assert_eq!(report["verdict"], "violation");
    let violations = report["violations"].as_array().unwrap();
    assert_eq!(violations.len(), 1, "one distinct race: {report}");
    let race = &violations[0];
    assert_eq!(race["kind"], "race");
    assert_eq!(race["location"], "LostUpdate.count");
    let accesses = race["accesses"].as_array().unwrap();
    assert_eq!(accesses.len(), 2);
    assert_eq!(accesses[0]["kind"], "write");
    let positions: Vec<&str> = accesses.iter().map(|a| a["position"].as_str().unwrap()).collect();
    assert!(positions.contains(&"LostUpdate.java:5") && positions.contains(&"LostUpdate.java:6"), "{positions:?}");
    assert!(!race["counterexample"]["schedule"].as_array().unwrap().is_empty());

    let safe = json(&check("Safe", &["--format", "json", "--checks", "race"]));
    assert_eq!(safe["verdict"], "ok", "{safe}");
    let ignored =
        json(&check("LostUpdate", &["--format", "json", "--checks", "race", "--ignore-race", "LostUpdate.count"]));
    assert_eq!(ignored["verdict"], "ok");
    let trusted = json(&check("LostUpdate", &["--format", "json", "--checks", "race", "--trust", "LostUpdate"]));
    assert_eq!(trusted["verdict"], "ok");
}

/// Two races on different locations, one behind a racy publication.
const PUBLICATION: &str = r#"
public class Publication {
    static class Box { int value; }
    static Box shared;
    static int hits;
    public static void main(String[] args) throws Exception {
        Thread writer = new Thread(() -> { Box b = new Box(); b.value = 42; shared = b; hits++; });
        Thread reader = new Thread(() -> { Box b = shared; if (b != null) { int v = b.value; } hits++; });
        writer.start(); reader.start();
        writer.join(); reader.join();
    }
}
"#;

/// The locations of the races a report names, those reported with the race that published their
/// object (`published`) included: which of the two is found first depends on the search order.
fn race_locations(report: &serde_json::Value) -> Vec<String> {
    let races: Vec<&serde_json::Value> =
        report["violations"].as_array().unwrap().iter().filter(|v| v["kind"] == "race").collect();
    let published = races.iter().flat_map(|v| v["published"].as_array().into_iter().flatten());
    let mut l: Vec<String> =
        races.iter().copied().chain(published).map(|v| v["location"].as_str().unwrap().to_string()).collect();
    l.sort();
    l.dedup();
    l
}

fn compile_one(name: &str, text: &str) -> PathBuf {
    let dir = classes().join(format!("extra-{name}"));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{name}.java"));
    std::fs::write(&file, text).unwrap();
    let status = Command::new(jdk_tool("javac")).arg("-g").arg("-d").arg(&dir).arg(&file).status().unwrap();
    assert!(status.success());
    dir
}

#[test]
fn heuristic_search_finds_every_race_depth_first_search_finds() {
    let dir = compile_one("Publication", PUBLICATION);
    let run = |extra: &[&str]| {
        let out = Command::new(weft())
            .args(["check", "--format", "json"])
            .args(extra)
            .arg("-cp")
            .arg(&dir)
            .arg("Publication")
            .output()
            .unwrap();
        json(&out)
    };
    let dfs = run(&[]);
    let expected = vec!["Publication$Box.value", "Publication.hits", "Publication.shared"];
    assert_eq!(race_locations(&dfs), expected, "{dfs}");
    for heuristics in ["WF", "WW", "ARA", "AF", "WF,WW", "WF,WW,ARA,AF"] {
        let report = run(&["--search", "heuristic", "--heuristics", heuristics]);
        assert_eq!(report["search"], "heuristic");
        // The heuristics only order the successors: the search is still exhaustive.
        assert_eq!(race_locations(&report), expected, "{heuristics}: {report}");
        let states = report["stats"]["states"].as_u64().unwrap();
        for v in report["violations"].as_array().unwrap() {
            let found = v["found_after_states"].as_u64().unwrap();
            assert!(found >= 1 && found <= states, "{heuristics}: found after {found} of {states}");
        }
        let h = &report["stats"]["race_summary"];
        assert!(h["rows"].as_u64().unwrap() >= 3 && h["columns"].as_u64().unwrap() >= 3, "{h}");
    }
    // Writes first reaches the first race no later than plain depth-first search here (both
    // unreduced: the heuristic search does not use the partial-order reduction).
    let first = |r: &serde_json::Value| r["violations"][0]["found_after_states"].as_u64().unwrap();
    let wf = run(&["--search", "heuristic", "--heuristics", "WF", "--stop-on-first"]);
    let plain = run(&["--stop-on-first", "--por", "none"]);
    assert!(first(&wf) <= first(&plain), "WF {} > DFS {}", first(&wf), first(&plain));
}

#[test]
fn an_exception_the_library_throws_is_located_in_the_call_from_the_program() {
    // (program, exception, the program's line, the note on where the library threw it).
    // `AsyncTaskThrows`: no frame of the exception is the program's, so its cause's place in the
    // program is given.
    let cases = [
        ("LibraryThrows", "java.util.NoSuchElementException", "LibraryThrows.java:6", " (thrown in ArrayDeque.java:"),
        (
            "AsyncTaskThrows",
            "java.util.concurrent.CompletionException",
            "AsyncTaskThrows.java:7",
            " (caused by java.lang.IllegalStateException there; thrown in CompletableFuture.java:",
        ),
    ];
    for (program, exception, line, note) in cases {
        let report = json(&check(program, &["--format", "json"]));
        let v = &report["violations"][0];
        assert_eq!(v["exception"], exception, "{program}");
        let location = v["location"].as_str().unwrap();
        assert!(location.starts_with(&format!("{line}{note}")) && location.ends_with(')'), "{program}: {location}");
    }
}

#[test]
fn a_program_no_interleaving_of_which_ends_is_said_so() {
    for por in ["dpor", "none"] {
        let out = check("SpinOnEachOther", &["--por", por]);
        let text = String::from_utf8_lossy(&out.stdout);
        assert_eq!(out.status.code(), Some(0), "{text}");
        assert!(text.contains("Verdict: ok: no violation on any interleaving, but no interleaving ends"), "{text}");
        let report = json(&check("SpinOnEachOther", &["--por", por, "--format", "json"]));
        assert_eq!(report["stats"]["end_states"], 0);
    }
    // A program whose interleavings end says nothing of the kind.
    let out = check("Safe", &[]);
    assert!(!String::from_utf8_lossy(&out.stdout).contains("no interleaving ends"));
    // Nor does one whose every path is cut short (no end state, but nothing loops either).
    let dir = classes().join("all-pruned");
    std::fs::create_dir_all(&dir).unwrap();
    let source = dir.join("AllPruned.java");
    std::fs::write(
        &source,
        "public class AllPruned {\n    public static void main(String[] a) {\n        weft.Verify.assume(false);\n    }\n}\n",
    )
    .unwrap();
    let out = Command::new(weft()).args(["check", "--format", "json"]).arg(&source).output().unwrap();
    let report = json(&out);
    assert_eq!(report["verdict"], "ok");
    assert_eq!((report["stats"]["end_states"].as_u64(), report["stats"]["pruned"].as_u64()), (Some(0), Some(1)));
    let out = Command::new(weft()).arg("check").arg(&source).output().unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("Verdict: ok: no violation on any interleaving\n"), "{text}");
}

#[test]
fn heuristic_search_needs_the_race_check_and_known_heuristics() {
    let out = check("LostUpdate", &["--search", "heuristic", "--checks", "assertion"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("race check"));
    let out = check("LostUpdate", &["--search", "heuristic", "--heuristics", "WF,XY"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("unknown heuristic \"XY\""));
}

#[test]
fn weft_toml_settings_apply_from_the_working_directory_and_add_to_options() {
    let project = classes().join("project/sub");
    std::fs::create_dir_all(&project).unwrap();
    let config = classes().join("project/weft.toml");
    std::fs::write(&config, "[check]\nignore-race = [\"LostUpdate.count\"]\n").unwrap();
    let run = |dir: &Path, extra: &[&str]| {
        Command::new(weft())
            .args(["check", "--format", "json", "--checks", "race"])
            .args(extra)
            .arg("-cp")
            .arg(classes())
            .arg("LostUpdate")
            .current_dir(dir)
            .output()
            .unwrap()
    };
    // Found from a subdirectory: the race is known to be benign.
    let out = run(&project, &[]);
    assert_eq!(json(&out)["verdict"], "ok", "{}", String::from_utf8_lossy(&out.stderr));
    // An explicit --config elsewhere.
    let other = classes().join("other");
    std::fs::create_dir_all(&other).unwrap();
    assert_eq!(json(&run(&other, &[]))["verdict"], "violation");
    let out = run(&other, &["--config", config.to_str().unwrap()]);
    assert_eq!(json(&out)["verdict"], "ok");
    // Trusting from the file.
    let trusting = classes().join("trusting");
    std::fs::create_dir_all(&trusting).unwrap();
    std::fs::write(trusting.join("weft.toml"), "[check]\ntrust = [\"Lost*\"]\n").unwrap();
    assert_eq!(json(&run(&trusting, &[]))["verdict"], "ok");
    // A mistake in the file is an input error naming the file.
    std::fs::write(trusting.join("weft.toml"), "[check]\nignore_race = []\n").unwrap();
    let out = run(&trusting, &[]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("weft.toml"));
}

#[test]
fn a_race_counterexample_replays_and_reproduces_the_race() {
    let out = check("LostUpdate", &["--format", "json", "--checks", "race"]);
    let file = classes().join("lost-update-race.json");
    std::fs::write(&file, &out.stdout).unwrap();
    let replay = Command::new(weft()).arg("replay").arg(&file).output().unwrap();
    let stderr = String::from_utf8_lossy(&replay.stderr);
    assert!(stderr.contains("weft: data race on LostUpdate.count: write by"), "{stderr}");
    assert!(stderr.contains("weft: the data race was reproduced"), "{stderr}");
}

#[test]
fn replay_checks_with_the_settings_of_the_check() {
    // The assertion's path also races on LostUpdate.count: the replay reports that race unless
    // the check ignored it, since the report carries the check's settings.
    let replay_assertion = |ignore: &[&str], name: &str| {
        let mut args = vec!["--format", "json"];
        for location in ignore {
            args.extend(["--ignore-race", location]);
        }
        let out = check("LostUpdate", &args);
        let report = json(&out);
        assert_eq!(report["settings"]["ignore_race"], serde_json::json!(ignore));
        let n = report["violations"].as_array().unwrap().iter().position(|v| v["kind"] == "assertion").unwrap() + 1;
        let file = classes().join(name);
        std::fs::write(&file, &out.stdout).unwrap();
        let replay =
            Command::new(weft()).arg("replay").arg(&file).args(["--violation", &n.to_string()]).output().unwrap();
        String::from_utf8_lossy(&replay.stderr).into_owned()
    };
    let stderr = replay_assertion(&[], "settings-default.json");
    assert!(stderr.contains("weft: the assertion failure was reproduced"), "{stderr}");
    assert!(stderr.contains("weft: data race on LostUpdate.count"), "{stderr}");
    let stderr = replay_assertion(&["LostUpdate.count"], "settings-ignore.json");
    assert!(stderr.contains("weft: the assertion failure was reproduced"), "{stderr}");
    assert!(!stderr.contains("data race"), "an ignored race was reported on replay: {stderr}");
}

const WAIT_WITH_IF: &str = r#"
public class WaitWithIf {
    static final Object LOCK = new Object();
    static boolean ready;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            synchronized (LOCK) {
                if (!ready) {
                    try { LOCK.wait(); } catch (InterruptedException e) { return; }
                }
                assert ready : "woke without notify";
            }
        });
        t.start();
        synchronized (LOCK) { ready = true; LOCK.notifyAll(); }
        t.join();
    }
}
"#;

#[test]
fn spurious_wakeups_are_explored_unless_turned_off_and_replay_follows_the_setting() {
    let dir = compile_one("WaitWithIf", WAIT_WITH_IF);
    let check_in = |extra: &[&str]| {
        Command::new(weft()).arg("check").args(extra).arg("-cp").arg(&dir).arg("WaitWithIf").output().unwrap()
    };
    let out = check_in(&["--format", "json"]);
    let report = json(&out);
    assert_eq!(report["settings"]["spurious_wakeups"], true);
    assert_eq!(kinds(&report), vec![("assertion".to_string(), Some("java.lang.AssertionError".to_string()))]);
    let steps = report["violations"][0]["counterexample"]["steps"].as_array().unwrap();
    assert!(
        steps.iter().any(|s| s["operation"].as_str().unwrap().contains("spurious wakeup")),
        "no step says spurious wakeup: {steps:?}"
    );
    let file = dir.join("spurious.json");
    std::fs::write(&file, &out.stdout).unwrap();
    let replay = Command::new(weft()).arg("replay").arg(&file).output().unwrap();
    let stderr = String::from_utf8_lossy(&replay.stderr);
    assert!(stderr.contains("weft: the assertion failure was reproduced"), "{stderr}");

    let off = check_in(&["--format", "json", "--no-spurious-wakeups"]);
    assert_eq!(off.status.code(), Some(0), "without spurious wakeups the program is correct");
    assert_eq!(json(&off)["settings"]["spurious_wakeups"], false);
}

/// `Condition.await` guarded by `if`: the JDK's `await` never returns spuriously itself, but its
/// specification allows it, and weft explores it.
const AWAIT_WITH_IF: &str = r#"
import java.util.concurrent.locks.*;
public class AwaitWithIf {
    static final ReentrantLock LOCK = new ReentrantLock();
    static final Condition READY = LOCK.newCondition();
    static boolean ready;
    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            LOCK.lock();
            try {
                if (!ready) {
                    try { READY.await(); } catch (InterruptedException e) { return; }
                }
                assert ready : "await returned without signal";
            } finally { LOCK.unlock(); }
        });
        t.start();
        LOCK.lock();
        try { ready = true; READY.signal(); } finally { LOCK.unlock(); }
        t.join();
    }
}
"#;

#[test]
fn condition_await_may_return_spuriously_unless_turned_off() {
    let dir = compile_one("AwaitWithIf", AWAIT_WITH_IF);
    let check_in = |extra: &[&str]| {
        Command::new(weft()).arg("check").args(extra).arg("-cp").arg(&dir).arg("AwaitWithIf").output().unwrap()
    };
    let report = json(&check_in(&["--format", "json"]));
    assert_eq!(kinds(&report), vec![("assertion".to_string(), Some("java.lang.AssertionError".to_string()))]);
    let steps = report["violations"][0]["counterexample"]["steps"].as_array().unwrap();
    assert!(
        steps.iter().any(|s| s["operation"].as_str().unwrap().contains("Condition.await: spurious wakeup")),
        "no step says spurious wakeup: {steps:?}"
    );
    let off = check_in(&["--format", "json", "--no-spurious-wakeups"]);
    assert_eq!(off.status.code(), Some(0), "without spurious wakeups the program is correct");
}

/// Two threads hash objects only they use (a fresh object each, and a class mirror), or, with
/// `hash` false, touch the same objects without hashing them.
fn unshared_hashes(hash: bool) -> String {
    let (a, b) = if hash {
        ("new Object().hashCode() ^ K.class.hashCode()", "System.identityHashCode(new Object())")
    } else {
        ("new Object() != null && K.class != null ? 1 : 2", "new Object() != null ? 1 : 2")
    };
    let name = if hash { "HashUnshared" } else { "HashNone" };
    format!(
        r#"
public class {name} {{
    static class K {{}}
    static int ha, hb;
    public static void main(String[] args) throws Exception {{
        Thread a = new Thread(() -> {{ ha = {a}; }});
        Thread b = new Thread(() -> {{ hb = {b}; }});
        a.start(); b.start();
        a.join(); b.join();
        assert ha != 0 && hb != 0;
    }}
}}
"#
    )
}

#[test]
fn hashing_different_objects_in_two_threads_adds_no_states() {
    let stats = |name: &str, hash: bool, por: &str| {
        let dir = compile_one(name, &unshared_hashes(hash));
        let out =
            Command::new(weft()).args(["check", "--format", "json", "--por", por, "-cp"]).arg(&dir).arg(name).output();
        let report = json(&out.unwrap());
        assert_eq!(report["verdict"], "ok", "{name} --por {por}");
        (report["stats"]["states"].as_u64().unwrap(), report["stats"]["transitions"].as_u64().unwrap())
    };
    // A first hash neither depends on the other thread's (the reduction backtracks no more) nor
    // gives a value that shows the order (the unreduced search stores no more states).
    for por in ["dpor", "none"] {
        assert_eq!(stats("HashUnshared", true, por), stats("HashNone", false, por), "--por {por}");
    }
}

const HASH_SHARED: &str = r#"
public class HashShared {
    static final Object shared = new Object();
    public static void main(String[] args) throws Exception {
        Thread a = new Thread(() -> System.identityHashCode(shared));
        Thread b = new Thread(() -> shared.hashCode());
        a.start(); b.start();
        a.join(); b.join();
        System.out.println(shared.hashCode());
    }
}
"#;

#[test]
fn two_threads_hashing_one_object_give_it_either_thread_s_hash() {
    let dir = compile_one("HashShared", HASH_SHARED);
    for por in ["dpor", "none"] {
        let out = Command::new(weft())
            .args(["outcomes", "--format", "json", "--por", por, "-cp"])
            .arg(&dir)
            .arg("HashShared")
            .output()
            .unwrap();
        let report = json(&out);
        let printed: Vec<&str> =
            report["outcomes"].as_array().unwrap().iter().map(|o| o["stdout"].as_str().unwrap()).collect();
        // The thread that asks first assigns the hash from its own sequence: two values.
        assert_eq!(printed.len(), 2, "--por {por}: {printed:?}");
    }
}

const SPIN_AFTER_PRINT: &str = r#"
public class SpinAfterPrint {
    static volatile int x;

    public static void main(String[] args) {
        Thread spinner = new Thread(() -> {
            x = 1;
            long n = 0;
            while (true) {
                n++;
            }
        });
        spinner.start();
        System.out.println("x = " + x);
    }
}
"#;

/// `weft outcomes` of a program whose non-daemon thread loops forever in its own code: each
/// printed value is an outcome of a program that never ends, with the loop noted.
#[test]
fn outcomes_of_a_program_that_never_ends() {
    let dir = compile_one("SpinAfterPrint", SPIN_AFTER_PRINT);
    let out = Command::new(weft())
        .args(["outcomes", "--format", "json", "-cp"])
        .arg(&dir)
        .arg("SpinAfterPrint")
        .output()
        .unwrap();
    let report = json(&out);
    let outcomes = report["outcomes"].as_array().unwrap();
    let mut printed: Vec<&str> = outcomes.iter().map(|o| o["stdout"].as_str().unwrap()).collect();
    printed.sort();
    assert_eq!(printed, ["x = 0\n", "x = 1\n"], "{report}");
    assert!(outcomes.iter().all(|o| o["runs_forever"] == true), "{report}");
    assert!(report["diverged"].as_array().is_some_and(|d| !d.is_empty()), "{report}");
}

const TWO_EXITS: &str = r#"
public class TwoExits {
    public static void main(String[] args) {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> System.out.println("hook ran")));
        Thread second = new Thread(() -> System.exit(2));
        second.start();
        System.exit(1);
    }
}
"#;

/// Two threads call `System.exit`: as in JDK 17, the exit that takes the shutdown lock first runs
/// the hooks once and halts with its status, while the other blocks until the halt. So the hook
/// always runs, and the status is either caller's; no path halts before the hook (as the second
/// exit once did), prints it twice, or deadlocks.
#[test]
fn two_exits_run_the_hooks_once_and_end_with_one_callers_status() {
    let dir = compile_one("TwoExits", TWO_EXITS);
    for por in ["dpor", "none"] {
        let out = Command::new(weft())
            .args(["outcomes", "--format", "json", "--por", por, "-cp"])
            .arg(&dir)
            .arg("TwoExits")
            .output()
            .unwrap();
        let report = json(&out);
        let mut outcomes: Vec<(String, i64)> = report["outcomes"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| (o["stdout"].as_str().unwrap().to_string(), o["exit"].as_i64().unwrap()))
            .collect();
        outcomes.sort();
        let expected = [("hook ran\n".to_string(), 1), ("hook ran\n".to_string(), 2)];
        assert_eq!(outcomes, expected, "--por {por}: {report}");
    }
}

const DAEMON_SPINS_WHILE_OTHERS_COUNT: &str = r#"
public class DaemonSpinsWhileOthersCount {
    static final class Cell {
        long value;
    }

    static int count;

    public static void main(String[] args) throws InterruptedException {
        Thread daemon = new Thread(() -> {
            Cell cell = new Cell();
            while (true) {
                cell.value++;
            }
        });
        daemon.setDaemon(true);
        daemon.start();
        Thread worker = new Thread(() -> {
            synchronized (DaemonSpinsWhileOthersCount.class) {
                count++;
            }
        });
        worker.start();
        synchronized (DaemonSpinsWhileOthersCount.class) {
            count++;
        }
        worker.join();
        assert count == 2;
    }
}
"#;

/// A daemon that loops forever in its own code is met in many states of the other threads; after
/// the first time it is taken to loop forever, the divergence memo recognises its own state
/// after one batch of iterations instead of running the whole limit again, and the verdict and
/// the loop reported stay those of the full limit.
#[test]
fn a_thread_that_looped_forever_before_is_recognised_by_its_own_state() {
    let dir = compile_one("DaemonSpinsWhileOthersCount", DAEMON_SPINS_WHILE_OTHERS_COUNT);
    let out = check_in(&dir, "DaemonSpinsWhileOthersCount", &["--format", "json", "--max-loop-iterations", "1000000"]);
    let report = json(&out);
    assert_eq!(report["verdict"], "ok", "{report}");
    let stats = &report["stats"];
    let diverged = stats["diverged"].as_u64().unwrap_or(0);
    let recognised = stats["diverged_recognised"].as_u64().unwrap_or(0);
    assert!(diverged >= 3 && recognised >= 1 && recognised < diverged, "{stats}");
    let loops = report["diverged"].as_array().expect("the loop is listed");
    assert!(loops.iter().all(|d| d["thread"] == "Thread-0"), "{report}");
    assert_eq!(loops.len(), 1, "a recognised loop is reported where the full limit stopped it: {report}");
}

const FINITE_THEN_ENDLESS: &str = r#"
public class FiniteThenEndless {
    public static void main(String[] args) {
        Thread spinner = new Thread(() -> {
            long n = 0;
            for (int i = 0; i < 70_000; i++) {
                n += i;
            }
            while (true) {
                n++;
            }
        });
        spinner.setDaemon(true);
        spinner.start();
        Thread.yield();
    }
}
"#;

/// A step recognised by the divergence memo stops where the memo's probe is, which may be in a
/// finite loop before the endless one: reports name the endless loop, where the recorded step
/// passed the limit.
#[test]
fn a_recognised_divergence_is_reported_at_the_endless_loop() {
    let dir = compile_one("FiniteThenEndless", FINITE_THEN_ENDLESS);
    let out = check_in(&dir, "FiniteThenEndless", &["--format", "json", "--max-loop-iterations", "1000000"]);
    let report = json(&out);
    assert!(report["stats"]["diverged_recognised"].as_u64().unwrap_or(0) >= 1, "{report}");
    let loops = report["diverged"].as_array().expect("the loop is listed");
    let places: Vec<&str> = loops.iter().map(|d| d["position"].as_str().unwrap_or("")).collect();
    // (Line 10: the endless loop's body; the finite loop is on lines 6-8.)
    assert_eq!(places, ["FiniteThenEndless.java:10"], "{report}");
}

/// A step of a million iterations, each reading the thread's `ThreadLocal` map (plain and
/// final-field reads from the same sites, no other thread's objects, so no scheduling point).
const LONG_STEP_OVER_OWN_READS: &str = r#"
public class LongStepOverOwnReads {
    public static void main(String[] args) throws Exception {
        ThreadLocal<Integer> bound = ThreadLocal.withInitial(() -> 1_000_000);
        Thread t = new Thread(() -> {});
        t.start();
        long odd = 0;
        for (int i = 0; i < bound.get(); i++) {
            odd += i & 1;
        }
        t.join();
        assert odd == 500_000L;
    }
}
"#;

/// Three steps (a volatile write between them is a scheduling point while the reader has not
/// run) of 400,000 iterations, each building and dropping a `StringBuilder` (and its array).
const LONG_STEP_OVER_OWN_GARBAGE: &str = r#"
public class LongStepOverOwnGarbage {
    static volatile int phase;

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            int seen = phase;
        });
        t.start();
        long length = 0;
        for (int round = 1; round <= 3; round++) {
            for (int i = 0; i < 400_000; i++) {
                StringBuilder sb = new StringBuilder();
                sb.append(i & 7);
                length += sb.length();
            }
            phase = round;
        }
        t.join();
        assert length == 1_200_000L;
    }
}
"#;

/// Objects a step allocated and dropped, that no other thread reached, are freed within the
/// step with their events (`Machine::collect_step_garbage`), although the analyses keep
/// collection off the path, also in a step after one that did so. Kept, they and their events
/// took 2 GB here; freed only in a step that began with no freed object number, 1.3 GB.
#[test]
fn a_long_step_that_drops_what_it_allocates_holds_little_memory() {
    assert_verified_within("LongStepOverOwnGarbage", LONG_STEP_OVER_OWN_GARBAGE, 250);
}

/// Checks program `name` (source `text`): verdict ok, with a peak memory under `megabytes`.
fn assert_verified_within(name: &str, text: &str, megabytes: u64) {
    let dir = compile_one(name, text);
    let report = json(&check_in(&dir, name, &["--format", "json"]));
    assert_eq!(report["verdict"], "ok", "{report}");
    let peak = report["stats"]["peak_memory_bytes"].as_u64().expect("peak memory is reported");
    assert!(peak < megabytes << 20, "peak memory {} MB: {report}", peak >> 20);
}

/// Repeated reads from one site within a step are left out of the step's events (they add
/// nothing any analysis keeps: `Machine::repeats_own_access`). Kept, they made a vector of
/// about 650 MB here, and one that grows by gigabytes while a long loop runs up to the
/// divergence limit.
#[test]
fn a_long_step_that_keeps_reading_its_own_objects_holds_little_memory() {
    assert_verified_within("LongStepOverOwnReads", LONG_STEP_OVER_OWN_READS, 150);
}

/// Allocates large arrays without end: 800 KB each, a few slices apart.
const ALLOCATES_LARGE_ARRAYS: &str = r#"
import java.util.ArrayList;
import java.util.List;

public class AllocatesLargeArrays {
    public static void main(String[] args) {
        List<long[]> kept = new ArrayList<>();
        while (true) {
            kept.add(new long[100_000]);
        }
    }
}
"#;

/// `--memory-limit` holds within 10 % when a few instructions allocate megabytes (the machine
/// checked only every 4,096 slices: 1,255 MB under a limit of 1,000), and also through the
/// sampled schedules that name hotspots after an incomplete search (which ran without the limit
/// and took the process to 4 GB).
#[test]
fn the_memory_limit_holds_when_large_arrays_are_allocated() {
    let dir = compile_one("AllocatesLargeArrays", ALLOCATES_LARGE_ARRAYS);
    let out = check_in(&dir, "AllocatesLargeArrays", &["--format", "json", "--memory-limit", "400"]);
    assert_eq!(out.status.code(), Some(3), "exit status of an incomplete search");
    let report = json(&out);
    assert_eq!(report["verdict"], "incomplete", "{report}");
    let peak = report["stats"]["peak_memory_bytes"].as_u64().expect("peak memory is reported");
    assert!(peak <= 440 << 20, "peak memory {} MB over a limit of 400 MB: {report}", peak >> 20);
}

/// Three producers and a consumer hand items through a one-slot cell, looping forever (every
/// state lies on a cycle). `PEEK` is an extra statement of the consumer before each `take()`.
fn monitor_loop(name: &str, peek: &str) -> String {
    format!(
        r#"
public class {name} {{
    static final class Cell {{
        Object item;

        synchronized void put(Object o) throws InterruptedException {{
            while (item != null) {{
                wait();
            }}
            item = o;
            notifyAll();
        }}

        synchronized Object take() throws InterruptedException {{
            while (item == null) {{
                wait();
            }}
            Object o = item;
            item = null;
            notifyAll();
            return o;
        }}
    }}

    public static void main(String[] args) {{
        Cell cell = new Cell();
        for (int i = 0; i < 3; i++) {{
            new Thread(() -> {{
                try {{
                    while (true) {{
                        cell.put("x");
                    }}
                }} catch (InterruptedException e) {{
                    throw new IllegalStateException(e);
                }}
            }}).start();
        }}
        new Thread(() -> {{
            try {{
                while (true) {{
                    {peek}
                    cell.take();
                }}
            }} catch (InterruptedException e) {{
                throw new IllegalStateException(e);
            }}
        }}).start();
    }}
}}
"#
    )
}

/// `monitor_loop` with static synchronized methods (they lock the class's mirror).
const STATIC_MONITOR_LOOP_OK: &str = r#"
public class StaticMonitorLoopOk {
    static Object item;

    static synchronized void put(Object o) throws InterruptedException {
        while (item != null) {
            StaticMonitorLoopOk.class.wait();
        }
        item = o;
        StaticMonitorLoopOk.class.notifyAll();
    }

    static synchronized Object take() throws InterruptedException {
        while (item == null) {
            StaticMonitorLoopOk.class.wait();
        }
        Object o = item;
        item = null;
        StaticMonitorLoopOk.class.notifyAll();
        return o;
    }

    public static void main(String[] args) {
        for (int i = 0; i < 3; i++) {
            new Thread(() -> {
                try {
                    while (true) {
                        put("x");
                    }
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
            }).start();
        }
        new Thread(() -> {
            try {
                while (true) {
                    take();
                }
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }).start();
    }
}
"#;

/// A thread about to call a synchronized method acquires the monitor before anything reads what
/// it knows, so the race check names its happens-before set joined with the monitor's
/// (`Machine::monitor_acquired_first`): here, where every field is guarded by the cell's monitor,
/// races on explore exactly the states of races off (2,909 against 2,441 when only waiting and
/// blocked threads were named so), with instance and with static synchronized methods. A racy
/// peek outside the monitor is still reported, with and without the abstraction.
#[test]
fn threads_about_to_enter_a_monitor_add_no_race_states() {
    let states = |dir: &Path, name: &str, extra: &[&str]| {
        let report = json(&check_in(dir, name, &[&["--format", "json"], extra].concat()));
        let races = race_locations(&report);
        (report["verdict"].as_str().unwrap().to_string(), report["stats"]["states"].as_u64().unwrap(), races)
    };
    let ok_programs = [
        ("MonitorLoopOk", monitor_loop("MonitorLoopOk", "")),
        ("StaticMonitorLoopOk", STATIC_MONITOR_LOOP_OK.to_string()),
    ];
    for (name, text) in ok_programs {
        let dir = compile_one(name, &text);
        let (verdict, races_on, _) = states(&dir, name, &[]);
        assert_eq!(verdict, "ok", "{name}");
        let (_, races_off, _) = states(&dir, name, &["--checks", "deadlock,assertion,exception"]);
        assert_eq!(races_on, races_off, "{name}: states with races on and off");
    }

    let peek = "if (cell.item == null) { Thread.yield(); }";
    let dir = compile_one("MonitorLoopPeek", &monitor_loop("MonitorLoopPeek", peek));
    for extra in [&[][..], &["--exact-race-matching"]] {
        let (verdict, _, races) = states(&dir, "MonitorLoopPeek", extra);
        assert_eq!(verdict, "violation", "{extra:?}");
        assert_eq!(races, ["MonitorLoopPeek$Cell.item"], "{extra:?}");
    }
}

const COUNT_READ_AFTER_RACE: &str = r#"
import java.util.concurrent.*;
public class CountReadAfterRace {
    static int shared;
    public static void main(String[] args) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(1);
        Future<?> f = pool.submit(() -> { shared++; });
        shared++;
        f.get();
        pool.shutdown();
        pool.awaitTermination(1, TimeUnit.SECONDS);
        if (args.length == 0) System.out.println("pool: " + pool);
    }
}
"#;

/// A thread pool's completed-task counts are left out of the state until the program reads one
/// (here through the pool's `toString`); then the search starts again with them in the state
/// and says so. A violation the first search found and streamed is reported once.
#[test]
fn reading_a_pool_s_task_count_makes_the_search_start_again_with_counts() {
    let dir = compile_one("CountReadAfterRace", COUNT_READ_AFTER_RACE);
    let run = |format: &str, program_args: &[&str]| {
        Command::new(weft())
            .args(["check", "--format", format, "-cp"])
            .arg(&dir)
            .arg("CountReadAfterRace")
            .args(program_args)
            .output()
            .unwrap()
    };
    for (program_args, reads) in [(&[][..], true), (&["quiet"][..], false)] {
        let report = json(&run("json", program_args));
        assert_eq!(race_locations(&report), ["CountReadAfterRace.shared"], "{program_args:?}");
        assert_eq!(report["stats"]["exact_counters"].as_bool().unwrap_or(false), reads, "{program_args:?}");
    }
    let text = String::from_utf8(run("text", &[]).stdout).unwrap();
    assert_eq!(text.matches("data race on CountReadAfterRace.shared").count(), 1, "{text}");
    assert!(text.contains("the search ran again with them in the state"), "{text}");
    // Under the JMM the first search (for data races) starts again; the later ones keep counts.
    let out = Command::new(weft())
        .args(["check", "--memory-model", "jmm", "-cp"])
        .arg(&dir)
        .arg("CountReadAfterRace")
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("the search ran again with them in the state"), "{text}");
}

/// A thread's `ThreadLocal` values are its own (docs/design.md, "Sharedness"): the boxes of
/// check corpus `ThreadLocalPrivateOk` are not shared, so their accesses are no scheduling
/// points, and the search explores far fewer states than `--interleave-jdk`, which shares them
/// (as before) and must agree on the verdict.
#[test]
fn thread_local_values_are_not_shared() {
    let source = include_str!("../../../tests/programs/check/ThreadLocalPrivateOk.java");
    let dir = compile_one("ThreadLocalPrivateOk", source);
    let states = |extra: &[&str]| {
        let out = check_in(&dir, "ThreadLocalPrivateOk", &[&["--format", "json"], extra].concat());
        let report = json(&out);
        assert_eq!(report["verdict"], "ok", "{extra:?}");
        report["stats"]["states"].as_u64().unwrap()
    };
    let private = states(&[]);
    let shared = states(&["--interleave-jdk"]);
    assert!(2 * private < shared, "{private} states with private thread-local maps, {shared} shared");
}

const PLAIN_SET_OF_VOLATILE: &str = r#"
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
public class PlainSetOfVolatile {
    static final VarHandle FLAG;
    static {
        try {
            FLAG = MethodHandles.lookup().findStaticVarHandle(PlainSetOfVolatile.class, "flag", int.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }
    static volatile int flag;
    public static void main(String[] args) throws Exception {
        Thread worker = new Thread(() -> FLAG.set(1));
        worker.start();
        int seen = flag;
        worker.join();
        System.out.println(seen);
    }
}
"#;

#[test]
fn a_plain_access_to_a_volatile_field_starts_the_search_again_and_its_race_replays() {
    let dir = compile_one("PlainSetOfVolatile", PLAIN_SET_OF_VOLATILE);
    let out = check_in(&dir, "PlainSetOfVolatile", &["--format", "json"]);
    let report = json(&out);
    assert_eq!(report["stats"]["plain_volatile_fields"], serde_json::json!(["PlainSetOfVolatile.flag"]));
    assert_eq!(race_locations(&report), ["PlainSetOfVolatile.flag"]);
    let file = dir.join("plain-set-of-volatile.json");
    std::fs::write(&file, &out.stdout).unwrap();
    let replay = Command::new(weft()).arg("replay").arg(&file).output().unwrap();
    let stderr = String::from_utf8_lossy(&replay.stderr);
    assert!(stderr.contains("weft: the data race was reproduced"), "{stderr}");
    // Without the race check nothing needs the columns: one search.
    let report = json(&check_in(&dir, "PlainSetOfVolatile", &["--format", "json", "--checks", "deadlock"]));
    assert_eq!(report["verdict"], "ok");
    assert!(report["stats"].get("plain_volatile_fields").is_none(), "{}", report["stats"]);
    // The text report says why the search ran twice.
    let text = String::from_utf8_lossy(&check_in(&dir, "PlainSetOfVolatile", &[]).stdout).into_owned();
    assert!(text.contains("accesses the volatile field(s) PlainSetOfVolatile.flag in plain mode"), "{text}");
}

const LONG_ARRAY: &str = r#"
public class LongArray {
    public static void main(String[] args) {
        int[] a = new int[Integer.parseInt(args[0])];
        System.out.println(a.length);
    }
}
"#;

#[test]
fn an_array_longer_than_weft_holds_stops_with_a_message_that_says_so() {
    let dir = compile_one("LongArray", LONG_ARRAY);
    let run = |length: &str| {
        Command::new(weft())
            .args(["check", "--max-objects", "1000", "-cp"])
            .arg(&dir)
            .args(["LongArray", length])
            .output()
            .unwrap()
    };
    let out = run("9000");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("an array allocation of 9000 elements is more than weft holds (at most 8000"), "{stderr}");
    let out = run("7000");
    assert_eq!(out.status.code(), Some(0), "{}", String::from_utf8_lossy(&out.stderr));
}
