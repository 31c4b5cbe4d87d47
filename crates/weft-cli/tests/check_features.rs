//! End-to-end tests of `weft check` and `weft replay` features: counterexamples replay, limits
//! give `incomplete`, state counts are stable, breadth-first search finds shortest paths,
//! `--checks` selects properties, random search finds bugs, and the text report's shape.

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
        for (name, text) in [("LostUpdate", LOST_UPDATE), ("DeadlockAndAssert", DEADLOCK_AND_ASSERT), ("Safe", SAFE)] {
            let f = src.join(format!("{name}.java"));
            std::fs::write(&f, text).unwrap();
            files.push(f);
        }
        let status = Command::new("javac")
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
    Command::new(weft()).arg("check").args(extra).arg("-cp").arg(classes()).arg(main).output().expect("run weft")
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
    assert_eq!(kinds(&report), vec![("assertion".to_string(), Some("java.lang.AssertionError".to_string()))]);
    let v = &report["violations"][0];
    assert_eq!(v["location"], "LostUpdate.java:9");
    assert!(v["message"].as_str().unwrap().ends_with("count is 1"));
    let steps = v["counterexample"]["steps"].as_array().unwrap();
    assert_eq!(steps.len(), v["counterexample"]["schedule"].as_array().unwrap().len());
    assert!(steps.iter().any(|s| s["operation"].as_str().unwrap().starts_with("write LostUpdate.count = 1")));

    let file = classes().join("lost-update.json");
    std::fs::write(&file, &out.stdout).unwrap();
    let replay = Command::new(weft()).arg("replay").arg(&file).output().unwrap();
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
    let dfs = json(&check("LostUpdate", &["--format", "json"]));
    let bfs = json(&check("LostUpdate", &["--format", "json", "--search", "bfs"]));
    assert_eq!(bfs["verdict"], "violation");
    let len = |r: &serde_json::Value| r["violations"][0]["counterexample"]["schedule"].as_array().unwrap().len();
    assert!(len(&bfs) <= len(&dfs), "bfs {} > dfs {}", len(&bfs), len(&dfs));
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
    assert!(text.contains("Violation 1: assertion"), "{text}");
    assert!(text.contains("counterexample ("), "{text}");
    assert!(text.contains("Statistics:"), "{text}");
    assert!(text.trim_end().ends_with("Verdict: violation (1 found)"), "{text}");
    // A step of a thread that continues the previous step's thread does not repeat the name.
    let step_lines: Vec<&str> =
        text.lines().filter(|l| l.trim_start().split('.').next().is_some_and(|n| n.parse::<u32>().is_ok())).collect();
    assert!(step_lines.len() >= 4, "{text}");
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
