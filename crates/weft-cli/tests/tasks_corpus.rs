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
//! Two comparisons check the reductions rather than the labels: wherever the uncovered-sharing
//! report is empty, the region search must find every violation the full search finds (the
//! soundness claim of docs/design.md); and on the programs whose tasks also use monitors,
//! `java.util.concurrent` or actors, the default partial-order reduction must find the same
//! verdicts as `--por none`, under both modes.
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

/// What one search of one program found.
struct Found {
    /// Mismatches with the program's header (and violations that did not replay).
    problems: Vec<String>,
    states: u64,
    verdicts: BTreeSet<String>,
    sharing: BTreeSet<String>,
}

/// Checks one program under one mode (with `extra` options); returns what it found.
fn check(weft: &Path, classes: &Path, p: &Program, mode: &str, extra: &[&str], expected: &Expected) -> Found {
    let mut problems = Vec::new();
    let mut cmd = Command::new(weft);
    cmd.args(["check", "--format", "json", "--schedule", mode]).args(extra).arg("-cp").arg(classes).arg(&p.name);
    let run = run_with_timeout(cmd, LIMIT, CAP);
    let stderr = String::from_utf8_lossy(&run.stderr).to_string();
    let report: Value = match serde_json::from_slice(&run.stdout) {
        Ok(r) => r,
        Err(e) => {
            let problems = vec![format!("{mode}: no JSON report ({e}, {}): {stderr}", run.ending)];
            return Found { problems, states: 0, verdicts: BTreeSet::new(), sharing: BTreeSet::new() };
        }
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
    Found { problems, states, verdicts, sharing }
}

/// Whether a program's tasks also synchronize with Java monitors, `java.util.concurrent` or
/// actor mailboxes, whose dependences the reduction must see besides the tasks' own.
fn synchronizes_beyond_tasks(source: &str) -> bool {
    ["synchronized", "java.util.concurrent", "runtime.actors"].iter().any(|s| source.contains(s))
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
    let (mut sound_checked, mut monitor_programs) = (0, 0);
    for (p, file) in programs.iter().zip(&files).filter(|(p, _)| p.name.contains(&filter)) {
        let full = check(&weft, &classes, p, "full", &[], &p.full);
        let regions = check(&weft, &classes, p, "regions", &[], &p.regions);
        let mut problems: Vec<String> = full.problems.iter().chain(&regions.problems).cloned().collect();
        eprintln!("{:<30} full {:>7} states   regions {:>6} states", p.name, full.states, regions.states);
        // Soundness of region scheduling (docs/design.md, "When region scheduling is sound"):
        // with an empty uncovered-sharing report, the region search must find every violation
        // the full search finds.
        if regions.sharing.is_empty() && full.problems.is_empty() && regions.problems.is_empty() {
            sound_checked += 1;
            // A race the full search finds among accesses that are all inside permission regions
            // (no uncovered sharing) is an overlap of two tasks' regions: the region search reports
            // it as the permission violation (`StackPermissions`: the push and the peek of the
            // JDK's ArrayDeque inside their write and read regions).
            let violation_found = regions.verdicts.contains("exception permission.PermissionViolation");
            let missed: Vec<&String> = full
                .verdicts
                .difference(&regions.verdicts)
                .filter(|v| *v != "ok" && !(violation_found && v.starts_with("race ")))
                .collect();
            if !missed.is_empty() {
                problems.push(format!(
                    "regions: no uncovered sharing, yet it misses {missed:?} that full scheduling finds"
                ));
            }
        }
        // The partial-order reduction against the unreduced search, on programs whose tasks also
        // synchronize with monitors, java.util.concurrent or actors: the same verdicts in both
        // modes.
        if synchronizes_beyond_tasks(&std::fs::read_to_string(file).unwrap_or_default()) {
            monitor_programs += 1;
            for (mode, expected, reduced) in [("full", &p.full, &full), ("regions", &p.regions, &regions)] {
                let unreduced = check(&weft, &classes, p, mode, &["--por", "none"], expected);
                problems.extend(unreduced.problems.iter().map(|e| format!("--por none: {e}")));
                if unreduced.verdicts != reduced.verdicts {
                    problems.push(format!(
                        "{mode}: the reduction found {:?}, the unreduced search {:?}",
                        reduced.verdicts, unreduced.verdicts
                    ));
                }
            }
        }
        if !problems.is_empty() {
            failures.push(format!("{}:\n    {}", p.name, problems.join("\n    ")));
        }
    }
    assert!(failures.is_empty(), "tasks corpus mismatches:\n{}", failures.join("\n"));
    if filter.is_empty() {
        assert!(sound_checked >= 20, "only {sound_checked} programs have an empty uncovered-sharing report");
        assert!(monitor_programs >= 8, "only {monitor_programs} programs use monitors, java.util.concurrent or actors");
    }
    let _ = std::fs::remove_dir_all(&root);
}
