//! The labelled race corpus: every program in `tests/programs/race/` is checked with
//! `weft check --checks race`, and the set of racy locations weft reports must equal the set its
//! header declares — no false alarm, no miss.
//!
//! Header lines:
//!
//! ```text
//! // weft: expect race pkg.Class.field      a racy static or instance field (declaring class)
//! // weft: expect race int[] 3              a racy array element: element type, index
//! // weft: expect no-race                   the program is race-free
//! // weft: check-args ARGS...               extra `weft check` arguments
//! // weft: unsupported WHAT                 weft cannot run it yet: it must stop with exit 2
//!                                           and an error mentioning WHAT (a known gap, kept
//!                                           so the test notices when it closes)
//! ```

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

/// Programs whose state space weft cannot yet exhaust in reasonable time: they are explored up
/// to a bound, and every race reported must be one of the labelled ones (no false alarm on the
/// part explored). Remove a name when its search completes.
const PARTIAL: &[&str] = &[];

/// Programs weft cannot run yet, with the text its error must contain.
const UNSUPPORTED: &[(&str, &str)] = &[];

fn corpus_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/programs/race")
}

struct Program {
    name: String,
    expected: BTreeSet<String>,
    args: Vec<String>,
    unsupported: Option<String>,
}

fn parse(path: &Path) -> Result<Program, String> {
    let name = path.file_stem().unwrap().to_string_lossy().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| e.to_string())?;
    let mut expected = BTreeSet::new();
    let mut no_race = false;
    let mut args = Vec::new();
    let mut unsupported = None;
    for line in text.lines() {
        let Some(rest) = line.trim().strip_prefix("// weft:") else { continue };
        let rest = rest.trim();
        if let Some(what) = rest.strip_prefix("expect race ") {
            let words: Vec<&str> = what.split_whitespace().collect();
            let key = match words.as_slice() {
                [loc] => loc.to_string(),
                [array, index] if array.ends_with("[]") => format!("{array}[{index}]"),
                _ => return Err(format!("{name}: bad `expect race {what}`")),
            };
            expected.insert(key);
        } else if rest == "expect no-race" {
            no_race = true;
        } else if let Some(a) = rest.strip_prefix("check-args") {
            args.extend(a.split_whitespace().map(str::to_string));
        } else if let Some(u) = rest.strip_prefix("unsupported") {
            unsupported = Some(u.trim().to_string());
        }
    }
    if unsupported.is_none() {
        unsupported = UNSUPPORTED.iter().find(|(n, _)| *n == name).map(|(_, w)| w.to_string());
    }
    if PARTIAL.contains(&name.as_str()) {
        args.extend(["--max-states".to_string(), "3000".to_string()]);
    }
    if no_race != expected.is_empty() && unsupported.is_none() {
        return Err(format!("{name}: needs either `expect no-race` or `expect race` lines (not both)"));
    }
    Ok(Program { name, expected, args, unsupported })
}

/// The racy locations of a JSON report, named as headers name them.
fn reported(report: &serde_json::Value) -> BTreeSet<String> {
    report["violations"]
        .as_array()
        .into_iter()
        .flatten()
        .filter(|v| v["kind"] == "race")
        .map(|v| {
            let loc = v["location"].as_str().unwrap_or_default().to_string();
            match v["index"].as_u64() {
                Some(i) => format!("{loc}[{i}]"),
                None => loc,
            }
        })
        .collect()
}

#[test]
fn race_corpus_reports_exactly_the_labelled_races() {
    let dir = corpus_dir();
    let mut files: Vec<PathBuf> = match std::fs::read_dir(&dir) {
        Ok(entries) => entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "java"))
            .collect(),
        Err(_) => return, // no corpus yet
    };
    files.sort();
    if files.is_empty() {
        return;
    }
    let programs: Vec<Program> = files.iter().map(|f| parse(f).unwrap_or_else(|e| panic!("{e}"))).collect();
    let classes = std::env::temp_dir().join(format!("weft-race-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&classes).unwrap();
    let status = Command::new("javac")
        .arg("-g")
        .arg("-d")
        .arg(&classes)
        .args(&files)
        .status()
        .expect("javac must be installed (a JDK 17) to run the race corpus");
    assert!(status.success(), "javac failed on the race corpus");

    let filter = std::env::var("WEFT_RACE_FILTER").ok();
    let failures = Mutex::new(Vec::new());
    let queue = Mutex::new(
        programs.iter().filter(|p| filter.as_ref().is_none_or(|f| p.name.contains(f.as_str()))).collect::<Vec<_>>(),
    );
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let Some(p) = queue.lock().unwrap().pop() else { break };
                let out = Command::new(env!("CARGO_BIN_EXE_weft"))
                    .args(["check", "--checks", "race", "--format", "json", "--time-limit", "120"])
                    .args(&p.args)
                    .arg("-cp")
                    .arg(&classes)
                    .arg(&p.name)
                    .output()
                    .unwrap();
                let stderr = String::from_utf8_lossy(&out.stderr);
                let problem = if let Some(what) = &p.unsupported {
                    (out.status.code() != Some(2) || !stderr.contains(what.as_str())).then(|| {
                        format!(
                            "expected weft to stop (exit 2) with an error mentioning {what:?}; got exit {:?}: {stderr}",
                            out.status.code()
                        )
                    })
                } else if out.status.code() == Some(2) {
                    Some(format!("weft failed: {stderr}"))
                } else {
                    match serde_json::from_slice::<serde_json::Value>(&out.stdout) {
                        Err(e) => Some(format!("no JSON report ({e}): {stderr}")),
                        Ok(report) if PARTIAL.contains(&p.name.as_str()) => {
                            let got = reported(&report);
                            let extra: Vec<_> = got.difference(&p.expected).collect();
                            (!extra.is_empty()).then(|| format!("false alarms on the explored part: {extra:?}"))
                        }
                        Ok(report) if report["verdict"] == "incomplete" => Some("incomplete search".to_string()),
                        Ok(report) => {
                            let got = reported(&report);
                            (got != p.expected).then(|| {
                                let missed: Vec<_> = p.expected.difference(&got).collect();
                                let extra: Vec<_> = got.difference(&p.expected).collect();
                                format!("missed {missed:?}, false alarms {extra:?}")
                            })
                        }
                    }
                };
                if let Some(problem) = problem {
                    failures.lock().unwrap().push(format!("{}: {problem}", p.name));
                }
            });
        }
    });
    let mut failures = failures.into_inner().unwrap();
    failures.sort();
    assert!(failures.is_empty(), "race corpus mismatches:\n{}", failures.join("\n"));
}
