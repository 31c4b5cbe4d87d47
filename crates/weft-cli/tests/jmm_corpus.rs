//! The relaxed-memory corpus: `tests/programs/jmm/*.java`, each with the exact set of outputs
//! `weft outcomes` must list under each memory model, in header lines
//!
//! ```text
//! // weft: outcomes sc "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
//! // weft: outcomes jmm "r1=0 r2=0" "r1=0 r2=1" "r1=1 r2=0" "r1=1 r2=1"
//! ```
//!
//! (each quoted string is one outcome's standard output without its final newline; `jmm:SCHEME`
//! runs with `--action-ids SCHEME`, plain `jmm` with the default scheme and, unless the program
//! has lines of their own, with each other scheme, `jmm-torn` with `--torn-longs`; every
//! program exits with status 0). The programs are compiled with one `javac -g` call; for each
//! program and model the test runs `weft outcomes --format json`, requires the verdict
//! `complete`, and compares the set of outputs exactly: a missing output is an allowed
//! behaviour weft failed to produce, an extra one a forbidden behaviour it produced. Each run
//! is repeated with `--por none`, and the partial-order reduction (the default) must list the
//! same outcomes as the unreduced search. It also replays witnesses under `jmm` and checks that
//! they print their outcome. `WEFT_CORPUS_FILTER=substr` checks only the programs whose name
//! contains `substr` (all are still compiled).
//!
//! A line `// weft: known-missing MODEL "..."` records an allowed outcome (listed in the
//! `outcomes` line too) that weft is known not to produce — a soundness gap the program's
//! comment explains. The test lets it be
//! missing, and fails when weft does produce it, so that the line is removed with the gap.

mod common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use common::{jdk_tool, run_with_timeout, Ending};

/// The expected outputs of one program under one model.
struct Expectation {
    model: String,
    outputs: BTreeSet<String>,
    /// Allowed outputs weft is known not to produce (`known-missing` lines).
    known_missing: BTreeSet<String>,
}

/// The model and the quoted outputs of a `// weft: KIND MODEL "..." ...` line.
fn quoted_line<'a>(line: &'a str, kind: &str) -> Option<(&'a str, BTreeSet<String>)> {
    let rest = line.trim().strip_prefix("// weft: ")?.strip_prefix(kind)?.strip_prefix(' ')?;
    let (model, quoted) = rest.split_once(' ').unwrap_or((rest, ""));
    Some((model, quoted.split('"').skip(1).step_by(2).map(str::to_string).collect()))
}

/// Parses the `// weft: outcomes MODEL "..." ...` and `// weft: known-missing MODEL "..."`
/// lines of a program.
fn expectations(source: &str) -> Vec<Expectation> {
    let mut out: Vec<Expectation> = Vec::new();
    for line in source.lines() {
        if let Some((model, outputs)) = quoted_line(line, "outcomes") {
            out.push(Expectation { model: model.to_string(), outputs, known_missing: BTreeSet::new() });
        }
    }
    for line in source.lines() {
        if let Some((model, missing)) = quoted_line(line, "known-missing") {
            let e = out.iter_mut().find(|e| e.model == model).expect("a known-missing line follows its outcomes line");
            assert!(missing.is_subset(&e.outputs), "known-missing outputs must be listed as allowed: {missing:?}");
            e.known_missing.extend(missing);
        }
    }
    out
}

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/programs/jmm")
}

fn compile(files: &[PathBuf], out: &Path) {
    std::fs::create_dir_all(out).expect("class directory");
    let status = Command::new(jdk_tool("javac")).arg("-g").arg("-d").arg(out).args(files).status().expect("javac runs");
    assert!(status.success(), "javac failed on the jmm corpus");
}

fn weft_json(args: &[&str]) -> serde_json::Value {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_weft"));
    cmd.args(args);
    let run = run_with_timeout(cmd, Duration::from_secs(300), 64 << 20);
    assert_eq!(run.ending, Ending::Exited(0), "weft {args:?}: {}", String::from_utf8_lossy(&run.stderr));
    serde_json::from_slice(&run.stdout).unwrap_or_else(|e| panic!("weft {args:?} printed no JSON report: {e}"))
}

#[test]
fn expectation_lines_are_parsed_into_exact_sets() {
    let e = expectations("// weft: outcomes jmm \"a=1 b=0\" \"a=0 b=0\"\n// weft: outcomes sc \"a=0 b=0\"\nclass X {}");
    assert_eq!(e.len(), 2);
    assert_eq!(e[0].model, "jmm");
    assert_eq!(e[0].outputs, ["a=0 b=0", "a=1 b=0"].iter().map(|s| s.to_string()).collect());
    assert_eq!(e[1].outputs.len(), 1);
    assert!(e[0].known_missing.is_empty());
    let gap = expectations("// weft: outcomes jmm \"a\" \"b\"\n// weft: known-missing jmm \"b\"\n");
    assert_eq!(gap[0].known_missing, ["b".to_string()].into_iter().collect());
}

#[test]
fn every_program_has_exactly_its_expected_outcomes_under_sc_and_jmm() {
    let dir = corpus_dir();
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/programs/jmm")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "java"))
        .collect();
    files.sort();
    assert!(files.len() >= 10, "the jmm corpus has {} programs", files.len());
    let classes = std::env::temp_dir().join(format!("weft-jmm-corpus-{}", std::process::id()));
    compile(&files, &classes);
    let cp = classes.display().to_string();
    let mut failures = Vec::new();
    let filter = std::env::var("WEFT_CORPUS_FILTER").ok().filter(|f| !f.is_empty());
    let name_of = |f: &PathBuf| f.file_stem().and_then(|s| s.to_str()).expect("name").to_string();
    if let Some(f) = &filter {
        assert!(files.iter().any(|p| name_of(p).contains(f.as_str())), "WEFT_CORPUS_FILTER={f:?} matches no program");
    }
    for file in &files {
        let name = name_of(file);
        if filter.as_ref().is_some_and(|f| !name.contains(f.as_str())) {
            continue;
        }
        let source = std::fs::read_to_string(file).expect("source");
        let mut expected = expectations(&source);
        assert!(expected.iter().any(|e| e.model == "sc"), "{name} has no `// weft: outcomes sc` line");
        assert!(expected.iter().any(|e| e.model == "jmm"), "{name} has no `// weft: outcomes jmm` line");
        // The allowed outcomes do not depend on how actions are named: every scheme without a
        // line of its own must give the `jmm` line's set.
        for scheme in ["occurrence", "scope"] {
            let model = format!("jmm:{scheme}");
            if !expected.iter().any(|e| e.model == model) {
                let jmm = expected.iter().find(|e| e.model == "jmm").expect("jmm line");
                let derived =
                    Expectation { model, outputs: jmm.outputs.clone(), known_missing: jmm.known_missing.clone() };
                expected.push(derived);
            }
        }
        for e in &expected {
            let (model, scheme) = e.model.split_once(':').unwrap_or((&e.model, "occurrence-val"));
            let (model, torn) = match model.strip_suffix("-torn") {
                Some(m) => (m, true),
                None => (model, false),
            };
            let mut args =
                vec!["outcomes", "--memory-model", model, "--action-ids", scheme, "--format", "json", "-cp", &cp];
            if torn {
                args.push("--torn-longs");
            }
            args.push(&name);
            let report = weft_json(&args);
            assert_eq!(report["verdict"], "complete", "{name} under {}", e.model);
            let outcomes = report["outcomes"].as_array().expect("outcomes");
            let outputs = |outcomes: &[serde_json::Value]| -> BTreeSet<String> {
                outcomes.iter().map(|o| o["stdout"].as_str().unwrap_or("").trim_end_matches('\n').to_string()).collect()
            };
            let got = outputs(outcomes);
            // The partial-order reduction (the default) against the unreduced search: the same
            // outcomes, and the reduction explores no more states.
            args.extend(["--por", "none"]);
            let unreduced = weft_json(&args);
            assert_eq!(unreduced["verdict"], "complete", "{name} under {} unreduced", e.model);
            let all = outputs(unreduced["outcomes"].as_array().expect("outcomes"));
            if all != got {
                failures.push(format!("{name} ({}): unreduced {all:?}, reduced {got:?}", e.model));
            }
            let states = |r: &serde_json::Value| r["stats"]["states"].as_u64().expect("states");
            if states(&report) > states(&unreduced) {
                failures.push(format!("{name} ({}): the reduction explored more states", e.model));
            }
            if outcomes.iter().any(|o| o["exit"] != 0) {
                failures.push(format!("{name} ({}): an outcome with a non-zero exit status", e.model));
            }
            let produced_gap: Vec<_> = e.known_missing.intersection(&got).collect();
            if !produced_gap.is_empty() {
                failures.push(format!("{name} ({}): now produces known-missing {produced_gap:?}", e.model));
            }
            let required: BTreeSet<String> = e.outputs.difference(&e.known_missing).cloned().collect();
            if got != required {
                let missing: Vec<_> = required.difference(&got).collect();
                let extra: Vec<_> = got.difference(&e.outputs).collect();
                failures.push(format!("{name} ({}): missing {missing:?}, not allowed {extra:?}", e.model));
            }
            if model == "jmm" {
                assert_eq!(report["jmm"]["stats"]["scheme"], scheme, "{name}");
                let stats = &report["jmm"]["stats"];
                // A correctly synchronized program is searched sequentially consistently (no
                // iteration); any other runs the fixed point at least once.
                let drf = stats["correctly_synchronized"] == true;
                assert_eq!(
                    stats["iterations"].as_u64().is_some_and(|i| i >= 1),
                    !drf,
                    "{name}: jmm statistics {stats}"
                );
            }
        }
    }
    let _ = std::fs::remove_dir_all(&classes);
    assert!(failures.is_empty(), "outcome sets differ:\n{}", failures.join("\n"));
}

#[test]
fn a_relaxed_witness_replays_to_its_outcome() {
    // Plain fields, and release writes with acquire reads: both may print r1=0 r2=0.
    for (program, read) in [
        ("StoreBufferingPlain", "read StoreBufferingPlain.x (= 0)"),
        ("StoreBufferingAcquireRelease", "getAcquire StoreBufferingAcquireRelease.x (= 0)"),
    ] {
        witness_replays(program, read);
    }
}

/// Lists `program`'s outcomes under `jmm`, checks that the witness of `r1=0 r2=0` says which
/// write its relaxed reads saw (the read step itself, `read_step` for the second thread's,
/// shows the value read, not the one memory holds), and replays it.
fn witness_replays(program: &str, read_step: &str) {
    let file = corpus_dir().join(format!("{program}.java"));
    let classes = std::env::temp_dir().join(format!("weft-jmm-replay-{program}-{}", std::process::id()));
    compile(&[file], &classes);
    let cp = classes.display().to_string();
    let report = weft_json(&["outcomes", "--memory-model", "jmm", "--format", "json", "-cp", &cp, program]);
    let outcomes = report["outcomes"].as_array().expect("outcomes");
    // The outcome sequential consistency cannot produce: both reads see the initial values.
    let index = outcomes.iter().position(|o| o["stdout"] == "r1=0 r2=0\n").expect("r1=0 r2=0 is listed");
    let steps = outcomes[index]["witness"]["steps"].as_array().expect("steps");
    let op = |i: usize| steps[i]["operation"].as_str().unwrap_or("");
    let seen: Vec<usize> = (0..steps.len()).filter(|&i| op(i).starts_with("read sees 0, the initial value")).collect();
    assert!(!seen.is_empty(), "the witness says which write each relaxed read saw: {steps:?}");
    assert!(seen.iter().any(|&i| i > 0 && op(i - 1) == read_step), "{program}: {steps:?}");
    let path = classes.join("report.json");
    std::fs::write(&path, serde_json::to_string(&report).expect("json")).expect("write report");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_weft"));
    cmd.arg("replay").arg(&path).arg("--outcome").arg((index + 1).to_string());
    let run = run_with_timeout(cmd, Duration::from_secs(120), 1 << 20);
    let _ = std::fs::remove_dir_all(&classes);
    assert_eq!(run.ending, Ending::Exited(0), "{}", String::from_utf8_lossy(&run.stderr));
    assert_eq!(String::from_utf8_lossy(&run.stdout), "r1=0 r2=0\n");
    assert!(String::from_utf8_lossy(&run.stderr).contains("the outcome was reproduced"));
}

#[test]
fn outcomes_of_several_programs_are_listed_per_program_and_replay_by_program() {
    let dir = corpus_dir();
    let files: Vec<PathBuf> =
        ["StoreBufferingPlain", "CausalityTest04"].iter().map(|n| dir.join(format!("{n}.java"))).collect();
    let classes = std::env::temp_dir().join(format!("weft-jmm-several-{}", std::process::id()));
    compile(&files, &classes);
    let cp = classes.display().to_string();
    let base = ["outcomes", "--memory-model", "jmm", "--format", "json", "-cp", &cp];
    // One program: the report itself, not an array.
    let one = weft_json(&[&base[..], &["CausalityTest04"]].concat());
    assert_eq!(one["memory_model"], "jmm");
    assert!(one["outcomes"].is_array() && one["stats"].is_object() && one["verdict"] == "complete", "{one}");
    // Two programs: an array of such reports, in the order given, each with its own outcome set.
    let both = weft_json(&[&base[..], &["StoreBufferingPlain", "CausalityTest04"]].concat());
    let reports = both.as_array().expect("an array of reports");
    assert_eq!(reports.len(), 2);
    let set = |r: &serde_json::Value| -> BTreeSet<String> {
        r["outcomes"]
            .as_array()
            .expect("outcomes")
            .iter()
            .map(|o| o["stdout"].as_str().unwrap_or("").to_string())
            .collect()
    };
    let expected = |file: &PathBuf| -> BTreeSet<String> {
        let source = std::fs::read_to_string(file).expect("source");
        let e = expectations(&source).into_iter().find(|e| e.model == "jmm").expect("jmm line");
        e.outputs.into_iter().map(|o| o + "\n").collect()
    };
    assert_eq!(reports[0]["program"]["main"], "StoreBufferingPlain");
    assert_eq!(set(&reports[0]), expected(&files[0]));
    assert_eq!(reports[1]["program"]["main"], "CausalityTest04");
    assert_eq!(set(&reports[1]), expected(&files[1]));
    // A program's report does not depend on the others (timings and memory aside).
    assert_eq!(reports[1]["outcomes"], one["outcomes"]);
    assert_eq!(reports[1]["jmm"], one["jmm"]);
    assert_eq!(reports[1]["stats"]["states"], one["stats"]["states"]);
    // The text lists both, each numbered for `weft replay --program`.
    let (code, text, err) = weft_in(&classes, &["outcomes", "-cp", &cp, "StoreBufferingPlain", "CausalityTest04"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(text.contains("weft outcomes StoreBufferingPlain") && text.contains("weft outcomes CausalityTest04"));
    assert!(text.contains("weft replay --program 2 --outcome 1"), "{text}");
    // Replay picks the program, and refuses another memory model than the report's.
    std::fs::write(classes.join("both.json"), serde_json::to_string(&both).expect("json")).expect("write");
    let (code, out, err) = weft_in(&classes, &["replay", "both.json", "--program", "2", "--memory-model", "jmm"]);
    assert_eq!((code, out.as_str()), (Some(0), "r1=0 r2=0\n"), "{err}");
    assert!(err.contains("the outcome was reproduced"), "{err}");
    let (code, _, err) = weft_in(&classes, &["replay", "both.json", "--program", "3"]);
    assert_eq!(code, Some(2), "{err}");
    let (code, _, err) = weft_in(&classes, &["replay", "both.json", "--memory-model", "sc"]);
    let _ = std::fs::remove_dir_all(&classes);
    assert_eq!(code, Some(2));
    assert!(err.contains("made under --memory-model jmm"), "{err}");
}

/// A fresh directory for one test's sources and reports.
fn scratch_dir(tag: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("weft-jmm-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("dir");
    dir
}

/// Replays the JSON `report` of a `check` under the JMM in `dir` (then removed): the replay
/// exits with `code` and reproduces the report's assertion failure.
fn replay_reproduces_the_assertion(dir: &Path, report: &str, code: i32) {
    std::fs::write(dir.join("report.json"), report).expect("report");
    let (got, _, err) = weft_in(dir, &["replay", "--memory-model", "jmm", "report.json"]);
    let _ = std::fs::remove_dir_all(dir);
    assert_eq!(got, Some(code), "{err}");
    assert!(err.contains("the assertion failure was reproduced"), "{err}");
}

/// Runs `weft` with `args` in `dir`, returning the exit code, standard output and error.
fn weft_in(dir: &Path, args: &[&str]) -> (Option<i32>, String, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_weft"));
    cmd.current_dir(dir).args(args);
    let run = run_with_timeout(cmd, Duration::from_secs(300), 16 << 20);
    (
        run.ending.code(),
        String::from_utf8_lossy(&run.stdout).into_owned(),
        String::from_utf8_lossy(&run.stderr).into_owned(),
    )
}

#[test]
fn check_under_jmm_finds_the_assertion_sequential_consistency_cannot_break_and_replays_it() {
    let dir = scratch_dir("check");
    // Unsafe publication: the reader may see the reference but not the constructor's write.
    let source = r#"
public class UnsafePublish {
    static final class Box { int v; Box() { v = 7; } }
    static Box box;
    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> box = new Box());
        Thread r = new Thread(() -> {
            Box b = box;
            if (b != null) {
                assert b.v == 7 : "half-built box";
            }
        });
        w.start();
        r.start();
        w.join();
        r.join();
    }
}
"#;
    std::fs::write(dir.join("UnsafePublish.java"), source).expect("source");
    let (sc, _, err) = weft_in(&dir, &["check", "--checks", "assertion", "UnsafePublish.java"]);
    assert_eq!(sc, Some(0), "sequential consistency never shows a half-built box: {err}");
    let (jmm, report, err) = weft_in(
        &dir,
        &["check", "--checks", "assertion", "--memory-model", "jmm", "--format", "json", "UnsafePublish.java"],
    );
    assert_eq!(jmm, Some(1), "{err}");
    // Each iteration of the fixed point meets the violation again: the text lists it once.
    let (code, text, err) =
        weft_in(&dir, &["check", "--checks", "assertion", "--memory-model", "jmm", "UnsafePublish.java"]);
    assert_eq!(code, Some(1), "{err}");
    assert_eq!(text.matches("Violation 1: assertion").count(), 1, "{text}");
    assert!(!text.contains("Violation 2"), "{text}");
    assert_eq!(text.matches("weft check UnsafePublish").count(), 1, "{text}");
    let json: serde_json::Value = serde_json::from_str(&report).expect("json report");
    let v = &json["violations"][0];
    assert_eq!(v["kind"], "assertion");
    assert!(v["message"].as_str().unwrap_or("").contains("half-built box"));
    let steps = v["counterexample"]["steps"].as_array().expect("steps");
    let op = |i: usize| steps[i]["operation"].as_str().unwrap_or("");
    let seen = (0..steps.len()).find(|&i| op(i).starts_with("read sees 0, the initial value"));
    let seen =
        seen.unwrap_or_else(|| panic!("the counterexample says that the read of v saw the initial value: {steps:?}"));
    // The read's own step shows the value it read, not the constructor's 7 that memory holds.
    assert!(seen > 0 && op(seen - 1) == "read UnsafePublish$Box.v (= 0)", "{steps:?}");
    assert!(json["jmm"]["stats"]["iterations"].as_u64().unwrap_or(0) >= 1);
    // The program itself exits 0: the assertion fails in a thread.
    replay_reproduces_the_assertion(&dir, &report, 0);
}

/// Pugh's causality test case 5 with its forbidden outcome as an assertion, and test case 1
/// with its allowed one: `check` must not report the assertion only an execution the JMM's
/// commit rules forbid breaks (the violation is found when every imposed write has happened,
/// but the path's read from the future has no justification it satisfies), and must report
/// (and replay) the one an allowed execution breaks.
#[test]
fn check_under_jmm_reports_only_assertions_a_justified_execution_breaks() {
    let dir = scratch_dir("justified");
    let forbidden = r#"
public class OutOfThinAir {
    static int x, y, z, r1, r2, r3;
    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> { r1 = x; y = r1; });
        Thread t2 = new Thread(() -> { r2 = y; x = r2; });
        Thread t3 = new Thread(() -> z = 1);
        Thread t4 = new Thread(() -> { r3 = z; x = r3; });
        t1.start(); t2.start(); t3.start(); t4.start();
        t1.join(); t2.join(); t3.join(); t4.join();
        assert !(r1 == 1 && r2 == 1 && r3 == 0) : "out of thin air";
    }
}
"#;
    let allowed = r#"
public class GuardAlwaysTrue {
    static int x, y, r1, r2;
    public static void main(String[] args) throws InterruptedException {
        Thread t1 = new Thread(() -> { r1 = x; if (r1 >= 0) y = 1; });
        Thread t2 = new Thread(() -> { r2 = y; x = r2; });
        t1.start(); t2.start();
        t1.join(); t2.join();
        assert !(r1 == 1 && r2 == 1) : "load buffering through a guard that is always true";
    }
}
"#;
    std::fs::write(dir.join("OutOfThinAir.java"), forbidden).expect("source");
    std::fs::write(dir.join("GuardAlwaysTrue.java"), allowed).expect("source");
    let jmm = ["check", "--checks", "assertion", "--memory-model", "jmm", "--format", "json"];
    let (code, report, err) = weft_in(&dir, &[&jmm[..], &["OutOfThinAir.java"]].concat());
    assert_eq!(code, Some(0), "the JMM forbids r1 == r2 == 1 with r3 == 0: {report}{err}");
    let json: serde_json::Value = serde_json::from_str(&report).expect("json report");
    assert!(json["jmm"]["stats"]["unjustified_paths"].as_u64().unwrap_or(0) > 0, "{}", json["jmm"]);
    let (code, report, err) = weft_in(&dir, &[&jmm[..], &["GuardAlwaysTrue.java"]].concat());
    assert_eq!(code, Some(1), "the JMM allows r1 == r2 == 1 here: {err}");
    let json: serde_json::Value = serde_json::from_str(&report).expect("json report");
    assert_eq!(json["violations"][0]["kind"], "assertion");
    let steps = json["violations"][0]["counterexample"]["steps"].as_array().expect("steps").clone();
    assert!(
        steps
            .iter()
            .any(|s| s["operation"].as_str().unwrap_or("").contains("(a later write: its value is imposed on it)")),
        "the counterexample reads a write from the future: {steps:?}"
    );
    // The report keeps the WriteSet's justifications, which replaying the read from the future
    // needs.
    let stored = json["jmm"]["write_set"].as_array().expect("write set");
    assert!(stored.iter().any(|w| w["justifications"].is_array()), "{stored:?}");
    // Main's assertion fails again.
    replay_reproduces_the_assertion(&dir, &report, 1);
}

/// A program array that JDK code fills (`Arrays.fill`, which weft does not track under the JMM)
/// and another thread reads without synchronization: the read falls back to sequential
/// consistency, and the report says so rather than pretending the relaxed outcomes were
/// explored; a corpus program that only its own code writes says nothing of the kind.
#[test]
fn locations_untracked_code_wrote_are_reported_as_not_explored() {
    let dir = scratch_dir("untracked");
    let source = r#"
import java.util.Arrays;
public class FillRace {
    static int[] data = new int[2];
    static int r;
    public static void main(String[] args) throws InterruptedException {
        Thread w = new Thread(() -> Arrays.fill(data, 5));
        Thread rd = new Thread(() -> r = data[0]);
        w.start(); rd.start(); w.join(); rd.join();
        System.out.println("r=" + r);
    }
}
"#;
    std::fs::write(dir.join("FillRace.java"), source).expect("source");
    let (code, text, err) = weft_in(&dir, &["outcomes", "--memory-model", "jmm", "FillRace.java"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(text.contains("Not explored: 1 location(s) of the program"), "{text}");
    let (code, json, err) = weft_in(&dir, &["outcomes", "--memory-model", "jmm", "--format", "json", "FillRace.java"]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(code, Some(0), "{err}");
    let json: serde_json::Value = serde_json::from_str(&json).expect("json");
    assert_eq!(json["jmm"]["stats"]["sequential_locations"], 1);
    let report = weft_json(&[
        "outcomes",
        "--memory-model",
        "jmm",
        "--format",
        "json",
        corpus_dir().join("StoreBufferingPlain.java").to_str().expect("path"),
    ]);
    assert_eq!(report["jmm"]["stats"]["sequential_locations"], 0, "{}", report["jmm"]);
}

#[test]
fn outcomes_past_a_loop_taken_to_run_forever_are_not_called_complete_outright() {
    let dir = scratch_dir("diverging");
    let source = "public class Diverging {\n    static volatile int turn;\n    public static void main(String[] a) throws Exception {\n        Thread t = new Thread(() -> { if (turn == 0) { while (true) { } } System.out.println(\"t ran\"); });\n        t.start();\n        turn = 1;\n        t.join();\n        System.out.println(\"done\");\n    }\n}\n";
    std::fs::write(dir.join("Diverging.java"), source).expect("source");
    let (code, out, err) = weft_in(&dir, &["outcomes", "Diverging.java"]);
    let (_, plain, _) = weft_in(&dir, &["outcomes", "--format", "json", "Diverging.java"]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(code, Some(0), "{err}");
    assert!(out.contains("taken to loop forever"), "{out}");
    assert!(out.contains("Verdict: complete if the loops above never end"), "{out}");
    let report: serde_json::Value = serde_json::from_str(&plain).expect("json");
    assert!(!report["diverged"].as_array().expect("diverged").is_empty(), "{report}");
}
