//! Labelled corpus of Habanero task programs (`tests/programs/tasks/`), checked under both
//! scheduling modes.
//!
//! The programs use weft's HJlib-compatible API (`edu.rice.hj.Module1`, `edu.rice.hj.api`) and
//! the permission API (`permission.PermissionChecks`). The harness writes the API with
//! `weft api --jar`, compiles every program against that jar with ONE `javac` call (so the jar
//! is tested to be a usable compile-time class path), then runs `weft check --format json` on
//! each program twice, under `--schedule full` and `--schedule regions`, and requires exactly
//! the expected verdicts, every violation to replay, and under region scheduling exactly the
//! expected uncovered-sharing report (Algorithm 2 of Mercer et al.).
//!
//! Header lines (leading `//` comments):
//!
//! ```text
//! // weft: expect ok | race <location> | race <type>[] <index> | assertion | deadlock | exception <class>
//!                                          full scheduling: the exact set of violation kinds
//! // weft: regions expect ...              the same, under --schedule regions
//! // weft: regions sharing <location>      a location in the uncovered-sharing report (`int[][0]`,
//!                                          `Class.field`); none listed means the report is empty
//! // Covers: ...                           required: the scenario and why the verdicts hold
//! ```
//!
//! `WEFT_TASKS_FILTER=substr` checks only the programs whose name contains `substr`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

mod common;

use common::{jdk_tool, run_with_timeout, Ending};
use serde_json::Value;

const LIMIT: Duration = Duration::from_secs(300);
const CAP: usize = 64 << 20;

/// What one program must produce under one scheduling mode.
#[derive(Debug, Default)]
struct Expected {
    /// `ok`, or the violations as `kind` / `kind exception-or-location`.
    verdicts: BTreeSet<String>,
    /// Uncovered-sharing locations (region scheduling only).
    sharing: BTreeSet<String>,
}

struct Program {
    name: String,
    full: Expected,
    regions: Expected,
}

/// `race int[] 1` is written `race int[][1]` in reports' terms; other expectations as written.
fn verdict_key(words: &[&str]) -> Result<String, String> {
    match words {
        ["ok"] => Ok("ok".into()),
        ["race", array, index] if array.ends_with("[]") => Ok(format!("race {array}[{index}]")),
        ["race" | "exception", what] => Ok(format!("{} {what}", words[0])),
        ["assertion"] => Ok("assertion".into()),
        ["deadlock"] => Ok("deadlock".into()),
        _ => Err(format!("bad expectation {words:?}")),
    }
}

fn parse(path: &Path) -> Result<Program, String> {
    let name = path.file_stem().and_then(|s| s.to_str()).ok_or("bad file name")?.to_string();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{name}: {e}"))?;
    let (mut full, mut regions, mut covers) = (Expected::default(), Expected::default(), false);
    for line in text.lines().map_while(|l| l.trim().strip_prefix("//")) {
        let line = line.trim();
        covers |= line.starts_with("Covers:");
        let Some(rest) = line.strip_prefix("weft:") else { continue };
        let words: Vec<&str> = rest.split_whitespace().collect();
        match words.as_slice() {
            ["expect", what @ ..] => full.verdicts.insert(verdict_key(what).map_err(|e| format!("{name}: {e}"))?),
            ["regions", "expect", what @ ..] => {
                regions.verdicts.insert(verdict_key(what).map_err(|e| format!("{name}: {e}"))?)
            }
            ["regions", "sharing", location] => regions.sharing.insert(location.to_string()),
            _ => return Err(format!("{name}: unknown header line `// weft:{rest}`")),
        };
    }
    for (mode, e) in [("expect", &full), ("regions expect", &regions)] {
        if e.verdicts.is_empty() || (e.verdicts.contains("ok") && e.verdicts.len() > 1) {
            return Err(format!("{name}: needs `// weft: {mode} ok` or one or more violations"));
        }
    }
    if !covers {
        return Err(format!("{name}: missing `// Covers:`"));
    }
    Ok(Program { name, full, regions })
}

fn scratch() -> PathBuf {
    let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    let dir = std::env::temp_dir().join(format!("weft-tasks-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(dir.join("classes")).expect("scratch directory");
    dir
}

/// The verdict set of a JSON report: `ok`, or each violation as `kind exception` / `kind location`.
fn verdicts_of(report: &Value) -> BTreeSet<String> {
    let violations = report["violations"].as_array().cloned().unwrap_or_default();
    if violations.is_empty() {
        return BTreeSet::from(["ok".to_string()]);
    }
    violations
        .iter()
        .map(|v| {
            let kind = v["kind"].as_str().unwrap_or("?");
            match kind {
                "race" => match v["index"].as_u64() {
                    Some(i) => format!("race {}[{i}]", v["location"].as_str().unwrap_or("?")),
                    None => format!("race {}", v["location"].as_str().unwrap_or("?")),
                },
                "exception" => format!("exception {}", v["exception"].as_str().unwrap_or("?")),
                other => other.to_string(),
            }
        })
        .collect()
}

/// The locations of the uncovered-sharing report (printed on stderr in JSON mode).
fn sharing_of(stderr: &str) -> BTreeSet<String> {
    stderr
        .lines()
        .skip_while(|l| !l.starts_with("Uncovered sharing"))
        .skip(1)
        .filter(|l| l.starts_with("  ") && !l.starts_with("   "))
        .map(|l| l.trim().to_string())
        .collect()
}

/// Checks one program under one mode; returns the problems found and the number of states.
fn check(weft: &Path, classes: &Path, p: &Program, mode: &str, expected: &Expected) -> (Vec<String>, u64) {
    let mut problems = Vec::new();
    let mut cmd = Command::new(weft);
    cmd.args(["check", "--format", "json", "--schedule", mode, "-cp"]).arg(classes).arg(&p.name);
    let run = run_with_timeout(cmd, LIMIT, CAP);
    let stderr = String::from_utf8_lossy(&run.stderr).to_string();
    let report: Value = match serde_json::from_slice(&run.stdout) {
        Ok(r) => r,
        Err(e) => return (vec![format!("{mode}: no JSON report ({e}, {}): {stderr}", run.ending)], 0),
    };
    let states = report["stats"]["states"].as_u64().unwrap_or(0);
    let verdicts = verdicts_of(&report);
    let want_code = if verdicts.contains("ok") { 0 } else { 1 };
    if run.ending != Ending::Exited(want_code) || report["verdict"] == "incomplete" {
        problems.push(format!("{mode}: ended {} with verdict {}", run.ending, report["verdict"]));
    }
    if verdicts != expected.verdicts {
        problems.push(format!("{mode}: found {verdicts:?}, expected {:?}", expected.verdicts));
    }
    let sharing = sharing_of(&stderr);
    if mode == "regions" && sharing != expected.sharing {
        problems.push(format!("{mode}: uncovered sharing {sharing:?}, expected {:?}", expected.sharing));
    }
    if mode == "full" && !sharing.is_empty() {
        problems.push(format!("full: an uncovered-sharing report under full scheduling: {sharing:?}"));
    }
    let count = report["violations"].as_array().map_or(0, Vec::len);
    if count > 0 {
        let file = classes.with_file_name(format!("{}-{mode}.json", p.name));
        std::fs::write(&file, &run.stdout).expect("write report");
        for n in 1..=count {
            let mut cmd = Command::new(weft);
            cmd.arg("replay").arg(&file).args(["--violation", &n.to_string()]);
            let replay = run_with_timeout(cmd, LIMIT, CAP);
            if !String::from_utf8_lossy(&replay.stderr).contains("was reproduced") {
                problems
                    .push(format!("{mode}: violation {n} did not replay: {}", String::from_utf8_lossy(&replay.stderr)));
            }
        }
    }
    (problems, states)
}

#[test]
fn tasks_corpus_verdicts() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/programs/tasks");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/programs/tasks")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "java"))
        .collect();
    files.sort();
    let programs: Vec<Program> = files.iter().map(|f| parse(f).unwrap_or_else(|e| panic!("{e}"))).collect();
    assert!(programs.len() >= 30, "the tasks corpus has only {} programs", programs.len());

    let weft = PathBuf::from(env!("CARGO_BIN_EXE_weft"));
    let root = scratch();
    let jar = root.join("weft-api.jar");
    let mut api = Command::new(&weft);
    api.args(["api", "--jar"]).arg(&jar);
    let run = run_with_timeout(api, LIMIT, CAP);
    assert_eq!(run.ending, Ending::Exited(0), "weft api --jar: {}", String::from_utf8_lossy(&run.stderr));

    let classes = root.join("classes");
    let mut javac = Command::new(jdk_tool("javac"));
    javac.args(["-g", "-nowarn", "--release", "17", "-implicit:none", "-cp"]).arg(&jar).arg("-d").arg(&classes);
    javac.args(&files);
    let run = run_with_timeout(javac, LIMIT, CAP);
    assert_eq!(run.ending, Ending::Exited(0), "javac against weft-api.jar: {}", String::from_utf8_lossy(&run.stderr));
    assert!(!classes.join("edu").exists(), "API classes leaked into the program class directory");

    let filter = std::env::var("WEFT_TASKS_FILTER").unwrap_or_default();
    let mut failures = Vec::new();
    for p in programs.iter().filter(|p| p.name.contains(&filter)) {
        let (mut problems, full_states) = check(&weft, &classes, p, "full", &p.full);
        let (more, region_states) = check(&weft, &classes, p, "regions", &p.regions);
        problems.extend(more);
        eprintln!("{:<28} full {:>7} states   regions {:>6} states", p.name, full_states, region_states);
        if !problems.is_empty() {
            failures.push(format!("{}:\n    {}", p.name, problems.join("\n    ")));
        }
    }
    assert!(failures.is_empty(), "tasks corpus mismatches:\n{}", failures.join("\n"));
    let _ = std::fs::remove_dir_all(&root);
}
