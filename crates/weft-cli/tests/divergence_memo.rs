//! The divergence memo against the search without it.
//!
//! The memo (docs/design.md, "The divergence memo") takes a thread to loop forever as soon as
//! its own state, after a step's first batch of loop iterations, is one from which an earlier
//! step went on to pass `--max-loop-iterations`. It is a reduction, so it is compared with the
//! unreduced search: every program of the check corpus (`tests/programs/check`, with
//! `verify/`) and of the classic programs (`tests/programs/classic`), and the programs of other
//! corpora in which a thread passes the loop limit here ([`OTHER_PROGRAMS`]), is checked with `--no-divergence-memo` (the reference) and with the
//! memo, under a small loop limit ([`LOOP_LIMIT`], replacing a program's own) so that the
//! whole comparison is fast; a program whose reference run took some thread to loop forever is
//! checked a third time with the memo's probe later in the step ([`LATE_PROBE`]). Each run with
//! the memo must give the reference's exit status and the same report, statistics aside: the
//! verdict, the limit, every violation (kind, location, message, threads, counterexample) and
//! the loops taken to run forever (thread and place). Of the statistics, the counts of states,
//! transitions, end states and loops taken to run forever must be the same too: the memo only
//! changes where a thread taken to loop forever stopped, which no state shows (a diverged
//! thread's frames are not part of it). Last, the memo must have recognised some loop (`stats.diverged_recognised`)
//! on each of [`MEMO_FIRES`], so the comparison cannot pass because the memo never acted.
//!
//! `WEFT_MEMO_FILTER=substr` compares only the programs whose name contains `substr` (the
//! [`MEMO_FIRES`] check then covers only those selected). A table of the runs (verdict, loops
//! taken to run forever, how many the memo recognised at each probe, seconds) goes to stderr
//! (`cargo test -- --nocapture` shows it).

mod common;

use std::collections::VecDeque;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use common::{jdk_tool, run_with_timeout, Ending};
use serde_json::Value;

/// The loop limit of every run: four batches of 65,536 iterations, above the 70,000 and
/// 100,000 iterations after which the corpus's finite loops end.
const LOOP_LIMIT: &str = "262144";
/// The later probe: after the second batch of iterations instead of the first.
const LATE_PROBE: &str = "131072";
/// Programs of other corpora whose threads pass [`LOOP_LIMIT`] under `weft check` (found by
/// checking every program of the run, jmm, race, race-structures, scale, witness, tasks, jpf
/// and errors corpora with it): single-threaded computations, so main is the only live thread.
const OTHER_PROGRAMS: [(&str, &str); 2] = [("run", "LongLoops"), ("run", "LocalesInternational")];
/// Programs on which the memo must recognise some loop (`DivergenceMemoThreadLocalLoop`: one that
/// calls `ThreadLocal.get`, which the memo once never remembered). The search meets the looping thread of
/// the last three in a state it took to loop forever before and in one that differs only in
/// what the loop's bound depends on (a shared array, a lambda's captured cell, the thread's own
/// `Thread` object), in that order: a digest that missed it would take the loop that ends to
/// loop forever too, and the comparison would differ.
const MEMO_FIRES: [&str; 6] = [
    "DivergingCallLoopOk",
    "DivergingDaemonOk",
    "DivergenceMemoThreadLocalLoop",
    "DivergenceMemoStaticArray",
    "DivergenceMemoCapturedBound",
    "DivergenceMemoThreadObject",
];
/// Of [`MEMO_FIRES`], those checked with `--por none`: the reduction runs the other threads'
/// steps past the looping thread's pending step in one chain, and so meets the looping thread in
/// only one of the two states; without it the search meets both.
const MET_TWICE_UNREDUCED: [&str; 3] =
    ["DivergenceMemoStaticArray", "DivergenceMemoCapturedBound", "DivergenceMemoThreadObject"];
/// Worker threads running `weft check`.
const WORKERS: usize = 2;
/// Per run.
const TIMEOUT: Duration = Duration::from_secs(300);

/// A program to check: its main class, the directory holding its classes, and the options of
/// its header (`// weft: check-args`) without `--max-loop-iterations`.
struct Program {
    name: String,
    classes: PathBuf,
    args: Vec<String>,
}

fn programs_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/programs")
}

/// The `.java` files directly in `dir`, sorted.
fn java_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "java"))
        .collect();
    files.sort();
    files
}

/// The options of a program's `// weft: check-args` header lines, without
/// `--max-loop-iterations N` (every run here sets its own).
fn check_args(source: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(source).unwrap_or_else(|e| panic!("{}: {e}", source.display()));
    let mut args = Vec::new();
    for line in text.lines().map(str::trim).take_while(|l| l.starts_with("//")) {
        if let Some(a) = line.trim_start_matches('/').trim().strip_prefix("weft: check-args") {
            args.extend(a.split_whitespace().map(str::to_string));
        }
    }
    let mut kept = Vec::new();
    let mut words = args.into_iter();
    while let Some(w) = words.next() {
        if w == "--max-loop-iterations" {
            words.next();
        } else if !w.starts_with("--max-loop-iterations=") {
            kept.push(w);
        }
    }
    kept
}

fn scratch_dir() -> PathBuf {
    let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    let dir = std::env::temp_dir().join(format!("weft-divergence-memo-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    dir
}

/// Compiles `files` into `out` with one javac call (`class_path` for the compile-time stub).
fn javac(files: &[PathBuf], class_path: Option<&Path>, out: &Path) {
    std::fs::create_dir_all(out).unwrap_or_else(|e| panic!("{}: {e}", out.display()));
    let mut cmd = Command::new(jdk_tool("javac"));
    cmd.args(["-g", "-encoding", "UTF-8", "--release", "17", "-nowarn", "-implicit:none"]);
    if let Some(cp) = class_path {
        cmd.arg("-cp").arg(cp);
    }
    cmd.arg("-d").arg(out).args(files);
    let run = run_with_timeout(cmd, Duration::from_secs(600), 1 << 20);
    assert_eq!(
        run.ending,
        Ending::Exited(0),
        "javac failed (a JDK 17 is needed):\n{}{}",
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr)
    );
}

/// Every program to compare, compiled under `root`.
fn compile_programs(root: &Path) -> Vec<Program> {
    let filter = std::env::var("WEFT_MEMO_FILTER").ok().filter(|f| !f.is_empty());
    let selected = |name: &str| filter.as_deref().is_none_or(|f| name.contains(f));
    let check = programs_dir().join("check");
    let verify = check.join("verify");
    let mut groups: Vec<(Vec<PathBuf>, PathBuf, Option<PathBuf>)> = Vec::new();
    groups.push((java_files(&check), root.join("check"), None));
    groups.push((java_files(&programs_dir().join("classic")), root.join("classic"), None));
    // `weft.Verify` programs compile against the stub, which must stay off weft's class path.
    let stub = root.join("verify-stub");
    javac(&[verify.join("stub/weft/Verify.java")], None, &stub);
    groups.push((java_files(&verify), root.join("check"), Some(stub)));
    for (corpus, name) in OTHER_PROGRAMS {
        let source = programs_dir().join(corpus).join(format!("{name}.java"));
        groups.push((vec![source], root.join(corpus), None));
    }
    let mut programs = Vec::new();
    for (files, classes, stub) in groups {
        let files: Vec<PathBuf> = files.into_iter().filter(|f| selected(&stem(f))).collect();
        if files.is_empty() {
            continue;
        }
        javac(&files, stub.as_deref(), &classes);
        for f in files {
            let mut args = check_args(&f);
            if MET_TWICE_UNREDUCED.contains(&stem(&f).as_str()) {
                args.extend(["--por", "none"].map(str::to_string));
            }
            programs.push(Program { name: stem(&f), classes: classes.clone(), args });
        }
    }
    assert!(!programs.is_empty(), "WEFT_MEMO_FILTER={filter:?} selects no program");
    programs
}

fn stem(path: &Path) -> String {
    path.file_stem().and_then(|s| s.to_str()).expect("a UTF-8 file name").to_string()
}

/// One run of `weft check --format json`.
struct Checked {
    code: i32,
    report: Value,
    seconds: f64,
}

fn check(p: &Program, extra: &[&str]) -> Result<Checked, String> {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_weft"));
    cmd.args(["check", "--format", "json", "--max-loop-iterations", LOOP_LIMIT])
        .args(extra)
        .args(&p.args)
        .arg("-cp")
        .arg(&p.classes)
        .arg(&p.name);
    let start = Instant::now();
    let run = run_with_timeout(cmd, TIMEOUT, 64 << 20);
    let what = if extra.is_empty() { "with the memo".to_string() } else { extra.join(" ") };
    let code = match run.ending {
        Ending::Exited(c @ (0 | 1 | 3)) => c,
        other => {
            let stderr = String::from_utf8_lossy(&run.stderr);
            return Err(format!("{what}: {other}: {}", stderr.lines().take(8).collect::<Vec<_>>().join("\n      ")));
        }
    };
    let report: Value = serde_json::from_slice(&run.stdout).map_err(|e| format!("{what}: not a JSON report: {e}"))?;
    Ok(Checked { code, report, seconds: start.elapsed().as_secs_f64() })
}

/// The statistics the memo must not change.
const SAME_STATS: [&str; 4] = ["states", "transitions", "end_states", "diverged"];

/// A report without what may differ between equal searches: the statistics other than
/// [`SAME_STATS`] (times, memory, how many loops the memo recognised).
fn comparable(report: &Value) -> Value {
    let mut r = report.clone();
    if let Some(stats) = r.get_mut("stats").and_then(Value::as_object_mut) {
        stats.retain(|k, _| SAME_STATS.contains(&k.as_str()));
    }
    r
}

/// One line per violation (kind, location, message's first line) and per loop taken to run
/// forever, to show a difference.
fn outline(report: &Value) -> String {
    let mut out = format!("verdict {} limit {}", report["verdict"], report["limit"]);
    for v in report["violations"].as_array().into_iter().flatten() {
        let message = v["message"].as_str().unwrap_or_default().lines().next().unwrap_or_default();
        let _ = write!(out, "\n        {} at {}: {message}", v["kind"], v["location"]);
    }
    for d in report["diverged"].as_array().into_iter().flatten() {
        let _ = write!(out, "\n        loops forever: {} at {}", d["thread"], d["position"]);
    }
    let stats = comparable(report)["stats"].clone();
    let _ = write!(out, "\n        stats {stats}");
    out
}

/// The differences of `memo` from `reference`, if any.
fn differences(reference: &Checked, memo: &Checked, what: &str) -> Option<String> {
    let (a, b) = (comparable(&reference.report), comparable(&memo.report));
    if reference.code == memo.code && a == b {
        return None;
    }
    let mut keys: Vec<&String> = a.as_object().into_iter().flat_map(|o| o.keys()).collect();
    keys.extend(b.as_object().into_iter().flat_map(|o| o.keys()));
    keys.sort();
    keys.dedup();
    let differing: Vec<&str> = keys.into_iter().filter(|k| a.get(k) != b.get(k)).map(String::as_str).collect();
    Some(format!(
        "{what} differs from --no-divergence-memo (exit {} vs {}; fields {differing:?}):\n      \
         --no-divergence-memo: {}\n      {what}: {}",
        memo.code,
        reference.code,
        outline(&reference.report),
        outline(&memo.report)
    ))
}

fn stat(report: &Value, key: &str) -> u64 {
    report["stats"][key].as_u64().unwrap_or(0)
}

/// What the comparison of one program found: a table line, the loops the memo recognised (at
/// the first probe, at the later one), and the problems.
struct Compared {
    line: String,
    recognised: u64,
    problems: Vec<String>,
}

fn compare(p: &Program) -> Compared {
    let mut problems = Vec::new();
    let mut line = format!("{:<36}", p.name);
    let mut recognised = 0;
    let reference = match check(p, &["--no-divergence-memo"]) {
        Ok(r) => r,
        Err(e) => {
            problems.push(e);
            return Compared { line, recognised, problems };
        }
    };
    if reference.report["verdict"] == "incomplete" {
        problems.push(format!(
            "--no-divergence-memo: incomplete ({}): the comparison needs a complete search",
            reference.report["limit"]
        ));
    }
    let diverged = stat(&reference.report, "diverged");
    let _ = write!(
        line,
        " {:<10} {diverged:>3} diverged {:>6.2} s",
        reference.report["verdict"].as_str().unwrap_or("?"),
        reference.seconds
    );
    let mut runs: Vec<(&str, Vec<&str>)> = vec![("with the memo", vec![])];
    if diverged > 0 {
        runs.push(("with the memo probing later", vec!["--divergence-probe-after", LATE_PROBE]));
    }
    for (what, extra) in runs {
        match check(p, &extra) {
            Ok(memo) => {
                let n = stat(&memo.report, "diverged_recognised");
                recognised += n;
                let _ = write!(line, " | {n:>3} recognised {:>6.2} s", memo.seconds);
                problems.extend(differences(&reference, &memo, what));
            }
            Err(e) => problems.push(e),
        }
    }
    Compared { line, recognised, problems }
}

#[test]
fn the_divergence_memo_changes_no_report() {
    let root = scratch_dir();
    let programs = compile_programs(&root);
    let total = programs.len();
    let queue = Arc::new(Mutex::new(programs.into_iter().collect::<VecDeque<Program>>()));
    let results: Arc<Mutex<Vec<(String, Compared)>>> = Arc::default();
    let workers: Vec<_> = (0..WORKERS)
        .map(|_| {
            let (queue, results) = (Arc::clone(&queue), Arc::clone(&results));
            thread::spawn(move || loop {
                let next = queue.lock().unwrap_or_else(|e| e.into_inner()).pop_front();
                let Some(p) = next else { break };
                let compared = compare(&p);
                results.lock().unwrap_or_else(|e| e.into_inner()).push((p.name, compared));
            })
        })
        .collect();
    for w in workers {
        w.join().expect("worker panicked");
    }
    let mut results = std::mem::take(&mut *results.lock().unwrap_or_else(|e| e.into_inner()));
    results.sort_by(|a, b| a.0.cmp(&b.0));
    let mut table = String::new();
    for (_, c) in &results {
        let mark = if c.problems.is_empty() { "  " } else { "!!" };
        let _ = writeln!(table, "{mark} {}", c.line);
    }
    eprintln!("divergence memo against --no-divergence-memo (loop limit {LOOP_LIMIT}):\n{table}");

    let mut failures = String::new();
    for (name, c) in &results {
        if !c.problems.is_empty() {
            let _ = writeln!(failures, "\n--- {name}");
            for problem in &c.problems {
                let _ = writeln!(failures, "    {problem}");
            }
        }
    }
    for name in MEMO_FIRES {
        if let Some((_, c)) = results.iter().find(|(n, _)| n == name) {
            if c.recognised == 0 && c.problems.is_empty() {
                let _ = writeln!(
                    failures,
                    "\n--- {name}\n    the memo recognised no loop: the comparison would pass without it acting"
                );
            }
        }
    }
    let recognised: u64 = results.iter().map(|(_, c)| c.recognised).sum();
    if failures.is_empty() {
        let _ = std::fs::remove_dir_all(&root);
        eprintln!(
            "divergence memo: {total} programs, the same reports with and without it; {recognised} loops recognised"
        );
        return;
    }
    panic!("the divergence memo changed what weft check reports (classes kept in {}):{failures}", root.display());
}

/// Main counts to 1,500,000 while two threads increment volatile counters.
const LONG_COUNT: &str = r#"
public class LongCount {
    static volatile int a, b;

    public static void main(String[] args) {
        new Thread(() -> { for (int k = 0; k < 6; k++) { a++; b++; } }).start();
        new Thread(() -> { for (int k = 0; k < 6; k++) { b++; a++; } }).start();
        long i = 0;
        while (i < 1_500_000) {
            i++;
        }
        assert false : "the count ended";
    }
}
"#;

/// The memo outlives a search on the same machine: under `--memory-model jmm` the search for a
/// data race comes first, and when a limit stops it, its hotspots are sampled with a loop limit
/// of 2^20, under which main's count of 1,500,000 is taken to loop forever. The search that
/// follows, with the limit of 10,000,000, must not recognise the count as endless from that
/// (it did, and missed the assertion after it): a memo entry holds only for a limit no further
/// from the probe than the recorded step ran.
#[test]
fn a_loop_taken_to_run_forever_under_a_lower_limit_is_not_recognised() {
    let root = scratch_dir();
    std::fs::write(root.join("LongCount.java"), LONG_COUNT).expect("write the source");
    let classes = root.join("classes");
    javac(&[root.join("LongCount.java")], None, &classes);
    let options = ["--memory-model", "jmm", "--max-states", "200", "--max-loop-iterations", "10000000"];
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_weft"));
    cmd.args(["check", "--format", "json"]).args(options).arg("-cp").arg(&classes).arg("LongCount");
    let run = run_with_timeout(cmd, TIMEOUT, 64 << 20);
    let report: Value = serde_json::from_slice(&run.stdout).unwrap_or_else(|e| {
        panic!("{}: not a JSON report ({e}): {}", run.ending, String::from_utf8_lossy(&run.stderr))
    });
    let kinds: Vec<&str> =
        report["violations"].as_array().into_iter().flatten().filter_map(|v| v["kind"].as_str()).collect();
    assert!(kinds.contains(&"assertion"), "the assertion after the count is missed: {}", outline(&report));
    assert_eq!(stat(&report, "diverged"), 0, "{}", outline(&report));
    let _ = std::fs::remove_dir_all(&root);
}
