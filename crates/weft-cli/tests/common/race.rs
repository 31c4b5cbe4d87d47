//! Shared by the labelled race corpora (`race_corpus.rs`, `race_structures.rs`): reading the
//! `// weft:` headers of a directory of Java programs, running `weft check --checks race` on each
//! and comparing the racy locations it reports with the labelled ones.
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

#![allow(dead_code)]

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::time::Duration;

use super::{jdk_tool, run_with_timeout, Ending};

/// A labelled corpus and what the harness knows about weft's gaps on it.
pub struct Corpus<'a> {
    /// Directory of `*.java` programs, relative to this crate.
    pub dir: &'a str,
    /// Environment variable that restricts the run to programs whose name contains its value.
    pub filter_var: &'a str,
    /// The corpus must hold at least this many programs.
    pub min_programs: usize,
    /// Programs weft cannot yet exhaust: explored up to `--max-states 3000`, and every race
    /// reported must be a labelled one.
    pub partial: &'a [&'a str],
    /// Programs weft cannot run yet, with the text its error must contain.
    pub unsupported: &'a [(&'a str, &'a str)],
    /// Known misses: a program, labelled locations (as `reported` names them) of which weft
    /// reports at least one but maybe not all, and why. The test fails if they are all reported:
    /// the gap has closed.
    pub known_misses: &'a [(&'a str, &'a [&'a str], &'a str)],
}

/// One program of a corpus, as its header labels it.
pub struct Program {
    pub name: String,
    pub expected: BTreeSet<String>,
    pub args: Vec<String>,
    pub unsupported: Option<String>,
    pub partial: bool,
    /// Labelled locations weft is known to miss (see [`Corpus::known_misses`]).
    pub may_miss: BTreeSet<String>,
}

fn corpus_dir(corpus: &Corpus) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(corpus.dir)
}

/// Reads the header of one program.
pub fn parse(path: &Path, corpus: &Corpus) -> Result<Program, String> {
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
                [array, index] if array.ends_with("[]") && index.parse::<u32>().is_ok() => {
                    format!("{array}[{index}]")
                }
                _ => return Err(format!("{name}: bad `expect race {what}`")),
            };
            expected.insert(key);
        } else if rest == "expect no-race" {
            no_race = true;
        } else if let Some(a) = rest.strip_prefix("check-args") {
            args.extend(a.split_whitespace().map(str::to_string));
        } else if let Some(u) = rest.strip_prefix("unsupported") {
            unsupported = Some(u.trim().to_string());
        } else {
            return Err(format!("{name}: unknown header line `// weft: {rest}`"));
        }
    }
    if unsupported.is_none() {
        unsupported = corpus.unsupported.iter().find(|(n, _)| *n == name).map(|(_, w)| w.to_string());
    }
    let partial = corpus.partial.contains(&name.as_str());
    if partial {
        args.extend(["--max-states".to_string(), "3000".to_string()]);
    }
    if no_race != expected.is_empty() && unsupported.is_none() {
        return Err(format!("{name}: needs either `expect no-race` or `expect race` lines (not both)"));
    }
    let may_miss: BTreeSet<String> = corpus
        .known_misses
        .iter()
        .filter(|(n, _, _)| *n == name)
        .flat_map(|(_, locs, _)| locs.iter().map(|l| l.to_string()))
        .collect();
    if let Some(stray) = may_miss.difference(&expected).next() {
        return Err(format!("{name}: known miss {stray} is not a labelled race"));
    }
    Ok(Program { name, expected, args, unsupported, partial, may_miss })
}

/// The racy locations of a JSON report, named as headers name them (races reported with the
/// race on the static field that published their object included).
pub fn reported(report: &serde_json::Value) -> BTreeSet<String> {
    let races: Vec<&serde_json::Value> =
        report["violations"].as_array().into_iter().flatten().filter(|v| v["kind"] == "race").collect();
    let published = races.iter().flat_map(|v| v["published"].as_array().into_iter().flatten());
    races.iter().copied().chain(published).map(race_location).collect()
}

/// A reported race's location (a race violation, or an entry of its `published`), named as
/// headers name it: `Class.field`, or `int[][3]` for an element.
pub fn race_location(race: &serde_json::Value) -> String {
    let location = race["location"].as_str().unwrap_or("<missing>").to_string();
    match race["index"].as_u64() {
        Some(i) => format!("{location}[{i}]"),
        None => location,
    }
}

/// What is wrong with one program's run, if anything.
fn judge(p: &Program, ending: &Ending, stdout: &[u8], stderr: &str) -> Option<String> {
    if let Some(what) = &p.unsupported {
        return (ending.code() != Some(2) || !stderr.contains(what.as_str())).then(|| {
            format!("expected weft to stop (exit 2) with an error mentioning {what:?}; got {ending}: {stderr}")
        });
    }
    match ending.code() {
        Some(0 | 1 | 3) => {}
        _ => return Some(format!("weft failed ({ending}): {stderr}")),
    }
    let report = match serde_json::from_slice::<serde_json::Value>(stdout) {
        Err(e) => return Some(format!("no JSON report ({e}): {stderr}")),
        Ok(report) => report,
    };
    let got = reported(&report);
    let extra: Vec<_> = got.difference(&p.expected).collect();
    if p.partial {
        return (!extra.is_empty()).then(|| format!("false alarms on the explored part: {extra:?}"));
    }
    if report["verdict"] == "incomplete" {
        return Some("incomplete search".to_string());
    }
    let missed: Vec<_> = p.expected.difference(&got).filter(|l| !p.may_miss.contains(*l)).collect();
    if !missed.is_empty() || !extra.is_empty() {
        return Some(format!("missed {missed:?}, false alarms {extra:?}"));
    }
    if !p.may_miss.is_empty() && p.may_miss.is_disjoint(&got) {
        return Some(format!("reported none of {:?}", p.may_miss));
    }
    if !p.may_miss.is_empty() && p.may_miss.is_subset(&got) {
        return Some(format!("the known miss of {:?} is fixed: remove it from the known misses", p.may_miss));
    }
    None
}

/// Compiles every program of the corpus with one `javac -g`, runs `weft check --checks race` on
/// each (two at a time) and fails with every mismatch at once.
pub fn check_corpus(corpus: &Corpus) {
    let dir = corpus_dir(corpus);
    let files = super::java_sources(&dir);
    assert!(
        files.len() >= corpus.min_programs,
        "{} holds {} programs, fewer than {}",
        dir.display(),
        files.len(),
        corpus.min_programs
    );
    let programs: Vec<Program> = files.iter().map(|f| parse(f, corpus).unwrap_or_else(|e| panic!("{e}"))).collect();
    for (name, _, _) in corpus.known_misses {
        assert!(programs.iter().any(|p| p.name == *name), "known miss for a missing program {name}");
    }
    let label = dir.file_name().unwrap().to_string_lossy().to_string();
    let classes = std::env::temp_dir().join(format!("weft-{label}-{}", std::process::id()));
    std::fs::create_dir_all(&classes).unwrap();
    let status = Command::new(jdk_tool("javac"))
        .arg("-g")
        .arg("-d")
        .arg(&classes)
        .args(&files)
        .status()
        .expect("javac must be installed (a JDK 17) to run the race corpora");
    assert!(status.success(), "javac failed on {}", dir.display());

    let filter = std::env::var(corpus.filter_var).ok();
    let failures = Mutex::new(Vec::new());
    let queue = Mutex::new(
        programs.iter().filter(|p| filter.as_ref().is_none_or(|f| p.name.contains(f.as_str()))).collect::<Vec<_>>(),
    );
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let Some(p) = queue.lock().unwrap().pop() else { break };
                let mut cmd = Command::new(env!("CARGO_BIN_EXE_weft"));
                cmd.args(["check", "--checks", "race", "--format", "json", "--time-limit", "120"])
                    .args(&p.args)
                    .arg("-cp")
                    .arg(&classes)
                    .arg(&p.name);
                let run = run_with_timeout(cmd, Duration::from_secs(180), 64 << 20);
                let stderr = String::from_utf8_lossy(&run.stderr);
                if let Some(problem) = judge(p, &run.ending, &run.stdout, &stderr) {
                    failures.lock().unwrap().push(format!("{}: {problem}", p.name));
                }
            });
        }
    });
    let _ = std::fs::remove_dir_all(&classes);
    let mut failures = failures.into_inner().unwrap();
    failures.sort();
    assert!(failures.is_empty(), "{label} mismatches:\n{}", failures.join("\n"));
}
