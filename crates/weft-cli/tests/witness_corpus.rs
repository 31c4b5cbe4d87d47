//! The witness corpus: every program in `tests/programs/witness/` is run with `weft witness
//! --format json`, and how each lockset warning ended must match its header:
//!
//! ```text
//! // weft: witness confirmed pkg.Class.field   a real race: some warning on it is confirmed
//! // weft: witness refuted pkg.Class.field     a lockset false alarm: every warning is refuted
//! // weft: witness refuted int[][*]            the same for every element of an array type
//! // weft: witness-args ARGS...                extra `weft witness` arguments
//! ```
//!
//! Every location weft warns about must be labelled and every label must be warned about (the
//! lockset run is deterministic for a given schedule). The exit status must follow the
//! verdict, a refuted location must not appear among the reported races, and every confirmed
//! race is replayed with `weft replay`: the precise happens-before detector must report a data
//! race on the same location along the witness. `WEFT_WITNESS_FILTER=substr` runs only the
//! programs whose name contains `substr`.

mod common;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::time::Duration;

use common::{jdk_tool, run_with_timeout};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Expect {
    Confirmed,
    Refuted,
}

struct Program {
    name: String,
    labels: Vec<(String, Expect)>,
    args: Vec<String>,
}

fn parse(path: &Path) -> Program {
    let name = path.file_stem().unwrap().to_string_lossy().to_string();
    let text = std::fs::read_to_string(path).unwrap();
    let mut labels = Vec::new();
    let mut args = Vec::new();
    for line in text.lines() {
        let Some(rest) = line.trim().strip_prefix("// weft:") else { continue };
        let rest = rest.trim();
        if let Some(loc) = rest.strip_prefix("witness confirmed ") {
            labels.push((loc.trim().to_string(), Expect::Confirmed));
        } else if let Some(loc) = rest.strip_prefix("witness refuted ") {
            labels.push((loc.trim().to_string(), Expect::Refuted));
        } else if let Some(a) = rest.strip_prefix("witness-args") {
            args.extend(a.split_whitespace().map(str::to_string));
        } else {
            panic!("{name}: unknown header line `// weft: {rest}`");
        }
    }
    assert!(!labels.is_empty(), "{name}: no `// weft: witness` label");
    Program { name, labels, args }
}

/// Whether a label names a location key (`pkg.Class.field`, `int[][3]`; `int[][*]` any index).
fn label_matches(label: &str, key: &str) -> bool {
    match label.strip_suffix("[*]") {
        Some(prefix) => key
            .strip_prefix(prefix)
            .and_then(|rest| rest.strip_prefix('[')?.strip_suffix(']'))
            .is_some_and(|index| index.parse::<u32>().is_ok()),
        None => label == key,
    }
}

/// What is wrong with one program's `weft witness` run, if anything.
fn judge(p: &Program, classes: &Path, scratch: &Path) -> Vec<String> {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_weft"));
    cmd.args(["witness", "--format", "json", "--time-limit", "240"]).args(&p.args).arg("-cp").arg(classes).arg(&p.name);
    let run = run_with_timeout(cmd, Duration::from_secs(300), 256 << 20);
    let stderr = String::from_utf8_lossy(&run.stderr).to_string();
    let report: serde_json::Value = match serde_json::from_slice(&run.stdout) {
        Ok(r) => r,
        Err(e) => return vec![format!("no JSON report ({e}; {}): {stderr}", run.ending)],
    };
    let mut problems = Vec::new();
    // Per location: confirmed if any warning is, unknown if any is (and none confirmed).
    let mut status: BTreeMap<String, &str> = BTreeMap::new();
    for w in report["witness"]["warnings"].as_array().into_iter().flatten() {
        let s = w["status"].as_str().unwrap_or("?");
        let entry = status.entry(common::race::race_location(w)).or_insert(s);
        if s == "confirmed" || (s == "unknown" && *entry == "refuted") {
            *entry = s;
        }
    }
    for (location, s) in &status {
        match p.labels.iter().find(|(l, _)| label_matches(l, location)) {
            None => problems.push(format!("unlabelled warning on {location} ({s})")),
            Some((_, Expect::Confirmed)) if *s != "confirmed" => {
                problems.push(format!("{location}: expected confirmed, got {s}"))
            }
            Some((_, Expect::Refuted)) if *s != "refuted" => {
                problems.push(format!("{location}: expected refuted, got {s}"))
            }
            _ => {}
        }
    }
    for (label, _) in &p.labels {
        if !status.keys().any(|k| label_matches(label, k)) {
            problems.push(format!("no warning on the labelled {label}"));
        }
    }
    let confirmed = status.values().filter(|s| **s == "confirmed").count();
    let unknown = status.values().filter(|s| **s == "unknown").count();
    let expected_code = if confirmed > 0 {
        1
    } else if unknown > 0 {
        3
    } else {
        0
    };
    if run.ending.code() != Some(expected_code) {
        problems.push(format!("exit status {} where {expected_code} was expected: {stderr}", run.ending));
    }
    // The reported races: exactly the confirmed locations, each a race on the happens-before
    // detector's replay of its witness.
    let violations = report["violations"].as_array().cloned().unwrap_or_default();
    let report_path = scratch.join(format!("{}.json", p.name));
    std::fs::write(&report_path, &run.stdout).unwrap();
    for (i, v) in violations.iter().enumerate() {
        let location = common::race::race_location(v);
        if status.get(&location) != Some(&"confirmed") {
            problems.push(format!("race reported on {location}, which is not confirmed"));
        }
        let accesses = v["accesses"].as_array().cloned().unwrap_or_default();
        if v["kind"] != "race" || accesses.len() != 2 || accesses[0]["thread"] == accesses[1]["thread"] {
            problems.push(format!("violation {} is not a race between two threads: {v}", i + 1));
        }
        let mut replay = Command::new(env!("CARGO_BIN_EXE_weft"));
        replay.arg("replay").arg(&report_path).arg("--violation").arg((i + 1).to_string());
        let replayed = run_with_timeout(replay, Duration::from_secs(300), 16 << 20);
        let out = String::from_utf8_lossy(&replayed.stderr);
        let base = v["location"].as_str().unwrap_or_default();
        if !out.contains("the data race was reproduced") || !out.contains(&format!("data race on {base}")) {
            problems.push(format!("replaying the witness of {location} did not reproduce the race: {out}"));
        }
    }
    problems
}

#[test]
fn witness_corpus_confirms_the_races_and_refutes_the_false_alarms() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/programs/witness");
    let files = common::java_sources(&dir);
    assert!(files.len() >= 10, "the witness corpus holds {} programs", files.len());
    let programs: Vec<Program> = files.iter().map(|f| parse(f)).collect();
    let scratch = std::env::temp_dir().join(format!("weft-witness-{}", std::process::id()));
    let classes = scratch.join("classes");
    std::fs::create_dir_all(&classes).unwrap();
    let status = Command::new(jdk_tool("javac"))
        .arg("-g")
        .arg("-d")
        .arg(&classes)
        .args(&files)
        .status()
        .expect("javac must be installed (a JDK 17) to run the witness corpus");
    assert!(status.success(), "javac failed on {}", dir.display());

    let filter = std::env::var("WEFT_WITNESS_FILTER").ok();
    let queue = Mutex::new(
        programs.iter().filter(|p| filter.as_ref().is_none_or(|f| p.name.contains(f.as_str()))).collect::<Vec<_>>(),
    );
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let Some(p) = queue.lock().unwrap().pop() else { break };
                for problem in judge(p, &classes, &scratch) {
                    failures.lock().unwrap().push(format!("{}: {problem}", p.name));
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&scratch);
    let mut failures = failures.into_inner().unwrap();
    failures.sort();
    assert!(failures.is_empty(), "witness corpus mismatches:\n{}", failures.join("\n"));
}

#[test]
fn labels_match_locations_and_array_wildcards() {
    assert!(label_matches("A.x", "A.x"));
    assert!(!label_matches("A.x", "A.xy"));
    assert!(label_matches("int[][*]", "int[][3]"));
    assert!(!label_matches("int[][*]", "int[][][3]"));
    assert!(!label_matches("int[][*]", "long[][3]"));
}

/// Compiles one program of the corpus into a fresh directory.
fn compile(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/programs/witness");
    let classes = std::env::temp_dir().join(format!("weft-witness-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&classes).unwrap();
    let status = Command::new(jdk_tool("javac"))
        .arg("-g")
        .arg("-d")
        .arg(&classes)
        .arg(dir.join(format!("{name}.java")))
        .status()
        .expect("javac must be installed (a JDK 17)");
    assert!(status.success());
    classes
}

fn witness_json(classes: &Path, args: &[&str], program: &[&str]) -> (Option<i32>, serde_json::Value) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_weft"));
    cmd.args(["witness", "--format", "json", "--seed", "1"]).args(args).arg("-cp").arg(classes).args(program);
    let run = run_with_timeout(cmd, Duration::from_secs(300), 64 << 20);
    let report = serde_json::from_slice(&run.stdout)
        .unwrap_or_else(|e| panic!("no JSON report ({e}): {}", String::from_utf8_lossy(&run.stderr)));
    (run.ending.code(), report)
}

/// Phase 2 on its own (no Fig. 5 extension) finds the witness in each of the paper's four
/// configurations — with or without the hint, with a1's thread held back or kept — and
/// searches a nonempty space to do so.
#[test]
fn phase_two_alone_confirms_the_race_with_and_without_hint_and_held_thread() {
    let classes = compile("PrimeFinder");
    for extra in [&[][..], &["--no-hint"], &["--keep-first-thread"], &["--no-hint", "--keep-first-thread"]] {
        let mut args = vec!["--no-extend-prefix"];
        args.extend_from_slice(extra);
        let (code, report) = witness_json(&classes, &args, &["PrimeFinder", "2"]);
        assert_eq!(code, Some(1), "{extra:?}: a confirmed race exits 1");
        let confirmed: Vec<&serde_json::Value> =
            report["witness"]["warnings"].as_array().unwrap().iter().filter(|w| w["status"] == "confirmed").collect();
        assert!(!confirmed.is_empty(), "{extra:?}: {report}");
        for w in confirmed {
            assert_eq!(w["location"], "PrimeFinder.chunksDone");
            assert_eq!(w["extension_steps"], 0, "{extra:?}: no Fig. 5 extension was asked for");
            assert!(w["phase2"]["states"].as_u64().unwrap() > 1, "{extra:?}: phase 2 searched: {w}");
        }
        assert_eq!(report["witness"]["hint"], extra.is_empty() || extra == ["--keep-first-thread"]);
    }
    let _ = std::fs::remove_dir_all(&classes);
}

/// A phase 2 too small to decide leaves the warnings unknown: exit 3, no race reported.
#[test]
fn a_phase_two_limit_leaves_warnings_unknown_with_exit_three() {
    let classes = compile("DatabaseQueries");
    let (code, report) = witness_json(&classes, &["--no-extend-prefix", "--max-states", "2"], &["DatabaseQueries"]);
    assert_eq!(code, Some(3), "{report}");
    assert_eq!(report["verdict"], "incomplete");
    assert!(report["violations"].as_array().unwrap().is_empty());
    let warnings = report["witness"]["warnings"].as_array().unwrap();
    assert!(warnings
        .iter()
        .any(|w| w["status"] == "unknown" && w["detail"].as_str().unwrap().contains("--max-states")));
    assert!(warnings.iter().all(|w| w["status"] != "confirmed"));
    let _ = std::fs::remove_dir_all(&classes);
}

/// Input errors end as with `weft check`: exit 2 and a `weft: error:` line, no report.
#[test]
fn a_missing_class_is_an_input_error_with_exit_two() {
    let empty = std::env::temp_dir().join(format!("weft-witness-empty-{}", std::process::id()));
    std::fs::create_dir_all(&empty).unwrap();
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_weft"));
    cmd.args(["witness", "--format", "json", "-cp"]).arg(&empty).arg("NoSuchProgram");
    let run = run_with_timeout(cmd, Duration::from_secs(60), 1 << 20);
    assert_eq!(run.ending.code(), Some(2));
    assert!(run.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(stderr.contains("weft: error:") && stderr.contains("NoSuchProgram"), "{stderr}");
    let _ = std::fs::remove_dir_all(&empty);
}
