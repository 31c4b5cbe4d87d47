//! Labelled corpus for `weft check`.
//!
//! Every `tests/programs/check/<Name>.java` and `tests/programs/classic/<Name>.java` (the classic
//! concurrency-bug programs) is a small concurrent Java 17 program (2–4 threads, a handful of
//! shared accesses each) whose header states exactly which kinds of violation exhaustive exploration under
//! sequential consistency must find. This test compiles them all with ONE `javac -g` call, runs
//! `weft check --format json -cp <classes> [check-args] <Name>` on each and requires:
//!
//! * the exit code matches the verdict (0 `ok`, 1 `violation`, 3 `incomplete`; 2 is a usage/input error);
//! * the verdict is `ok` exactly when the header says `expect ok`, and `violation` otherwise (`incomplete`
//!   always fails: raise the limit with `check-args` or make the program smaller);
//! * the set of distinct `(kind, exception)` pairs of the reported violations equals the expected set exactly
//!   (the same pair reported more than once is fine; a missing or an extra pair is not);
//! * every violation carries a non-empty `counterexample.schedule`;
//! * every violation replays: `weft replay --violation N` on the report says it was reproduced.
//!
//! Programs in `tests/programs/check/verify/` (at most three) call `weft.Verify` for nondeterministic input.
//! They are compiled in a second javac call against the compile-only stub
//! `tests/programs/check/verify/stub/weft/Verify.java`, which is compiled into its own directory so that it never
//! lands on weft's class path: weft supplies the real `weft.Verify`. Their classes go into the same class
//! directory as the rest of the corpus.
//!
//! Header lines (leading `//` comments of each file):
//!
//! ```text
//! // weft: expect ok                                  no violation on any interleaving, or one or more of:
//! // weft: expect deadlock                            every live non-daemon thread blocked forever
//! // weft: expect assertion                           a failing `assert` (java.lang.AssertionError), uncaught
//! // weft: expect exception java.lang.X               an uncaught exception of exactly that class, any thread
//! // weft: expect atomicity                           a path on which the declared atomic blocks are not serializable
//! // weft: expect termination                         a state, on some interleaving, from which the program can never end
//! // weft: expect race pkg.Class.field                a data race on that field (`race int[] 1`: an array element), or on a field of an object a racy field published
//! // weft: check-args --max-states 100000             optional extra options for `weft check`
//! // Covers: ...                                      required; the scenario and why the verdict holds
//! ```
//!
//! Environment:
//!
//! * `WEFT_CHECK_FILTER=substr` checks only programs whose name contains `substr` (all are still compiled);
//! * `WEFT_CHECK_TIMEOUT=secs` is the per-program time limit (default 120 s);
//! * `JAVA_HOME`, when set, selects `$JAVA_HOME/bin/javac`; otherwise `PATH` is used.
//!
//! Programs run on two worker threads; all mismatches are collected and reported together at the end, after a
//! one-line-per-program summary (verdict, states, seconds) on stderr (`cargo test -- --nocapture` shows it).
//! A second test checks that exploration is deterministic: two runs of the same program explore the same
//! number of states.

use std::collections::{BTreeSet, VecDeque};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

mod common;

use common::{jdk_tool, run_with_timeout, Ending, Run};
use serde_json::Value;

/// Number of worker threads running `weft check`.
const WORKERS: usize = 2;
/// The corpus must keep at least this many programs.
const MIN_PROGRAMS: usize = 36;
/// At most this many programs may depend on `weft.Verify`.
const MAX_VERIFY_PROGRAMS: usize = 4;
/// Captured output beyond this many bytes per stream is drained but not kept.
const OUTPUT_CAP: usize = 64 << 20;
/// Lines of weft's stderr shown for a failing program.
const STDERR_LINES_SHOWN: usize = 12;
/// The JSON report schema this harness understands.
const SCHEMA: &str = "weft-report/1";
/// Programs checked twice by the determinism test: one that ends `ok`, one with a violation.
const DETERMINISM_PROGRAMS: [&str; 2] = ["ProducerConsumerNotifyAll", "DiningPhilosophers"];

/// One distinct kind of violation: `kind` is `deadlock`, `assertion` or `exception`; `exception` is the
/// binary name of the thrown class (`java.lang.AssertionError` for assertions, none for deadlocks).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
struct ViolationKey {
    kind: String,
    exception: Option<String>,
}

impl ViolationKey {
    fn deadlock() -> Self {
        ViolationKey { kind: "deadlock".into(), exception: None }
    }

    fn assertion() -> Self {
        ViolationKey { kind: "assertion".into(), exception: Some("java.lang.AssertionError".into()) }
    }

    fn atomicity() -> Self {
        ViolationKey { kind: "atomicity".into(), exception: None }
    }

    fn termination() -> Self {
        ViolationKey { kind: "termination".into(), exception: None }
    }

    fn exception(class: &str) -> Self {
        ViolationKey { kind: "exception".into(), exception: Some(class.to_string()) }
    }

    /// A race is keyed by its location (`pkg.Class.field`, or `int[][1]` for an array element), which
    /// takes the place of the exception class.
    fn race(location: &str) -> Self {
        ViolationKey { kind: "race".into(), exception: Some(location.to_string()) }
    }
}

impl std::fmt::Display for ViolationKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match (self.kind.as_str(), &self.exception) {
            ("deadlock", None) => write!(f, "deadlock"),
            ("atomicity", None) => write!(f, "atomicity"),
            ("termination", None) => write!(f, "termination"),
            ("assertion", Some(e)) if e == "java.lang.AssertionError" => write!(f, "assertion"),
            (k, Some(e)) => write!(f, "{k} {e}"),
            (k, None) => write!(f, "{k} (no exception class)"),
        }
    }
}

fn show_keys(keys: &BTreeSet<ViolationKey>) -> String {
    if keys.is_empty() {
        return "{}".to_string();
    }
    let parts: Vec<String> = keys.iter().map(|k| k.to_string()).collect();
    format!("{{{}}}", parts.join(", "))
}

/// One corpus program and its header.
#[derive(Debug, Clone)]
struct Program {
    name: String,
    path: PathBuf,
    /// In `verify/`: compiled against the `weft.Verify` stub.
    uses_verify: bool,
    /// `// weft: expect ok`.
    expect_ok: bool,
    /// The exact set of distinct violations (empty when `expect_ok`).
    expected: BTreeSet<ViolationKey>,
    /// Extra options for `weft check`, placed before the class name.
    check_args: Vec<String>,
}

/// A failing program's name and the problems found with it.
type Failure = (String, Vec<String>);

/// How a process ended.
fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/programs/check")
}

fn verify_dir() -> PathBuf {
    corpus_dir().join("verify")
}

fn verify_stub_source() -> PathBuf {
    verify_dir().join("stub/weft/Verify.java")
}

/// The `*.java` files directly inside `dir`, sorted by name.
fn java_files_in(dir: &Path) -> Vec<PathBuf> {
    let entries =
        std::fs::read_dir(dir).unwrap_or_else(|e| panic!("cannot read corpus directory {}: {e}", dir.display()));
    let mut files: Vec<PathBuf> = entries
        .map(|e| e.expect("reading corpus directory entry").path())
        .filter(|p| p.is_file() && p.extension().is_some_and(|x| x == "java"))
        .collect();
    files.sort();
    files
}

/// The classic concurrency-bug programs (`tests/programs/classic`), checked as part of this corpus.
fn classic_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/programs/classic")
}

/// The plain corpus files (with the classic programs) and the `verify/` ones.
fn corpus_files() -> (Vec<PathBuf>, Vec<PathBuf>) {
    let mut plain = java_files_in(&corpus_dir());
    plain.extend(java_files_in(&classic_dir()));
    let verify = if verify_dir().is_dir() { java_files_in(&verify_dir()) } else { Vec::new() };
    (plain, verify)
}

/// Parses the leading `//` comment lines of a corpus file.
fn parse_program(path: &Path, uses_verify: bool) -> Result<Program, String> {
    let name = path
        .file_stem()
        .and_then(|s| s.to_str())
        .ok_or_else(|| format!("{}: file name is not valid UTF-8", path.display()))?
        .to_string();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{name}: cannot read: {e}"))?;
    let mut expect_ok = false;
    let mut expected = BTreeSet::new();
    let mut expect_lines = 0;
    let mut check_args = Vec::new();
    let mut covers = false;
    for line in text.lines() {
        let line = line.trim();
        let Some(comment) = line.strip_prefix("//") else {
            break;
        };
        let comment = comment.trim();
        if let Some(rest) = comment.strip_prefix("weft:") {
            let rest = rest.trim();
            if let Some(what) = rest.strip_prefix("expect ") {
                expect_lines += 1;
                let words: Vec<&str> = what.split_whitespace().collect();
                let key = match words.as_slice() {
                    ["ok"] => {
                        expect_ok = true;
                        continue;
                    }
                    ["deadlock"] => ViolationKey::deadlock(),
                    ["assertion"] => ViolationKey::assertion(),
                    ["atomicity"] => ViolationKey::atomicity(),
                    ["termination"] => ViolationKey::termination(),
                    ["race", location] => ViolationKey::race(location),
                    ["race", array, index] if array.ends_with("[]") && index.parse::<u32>().is_ok() => {
                        ViolationKey::race(&format!("{array}[{index}]"))
                    }
                    ["exception", class] => {
                        let valid = class.contains('.')
                            && class
                                .split('.')
                                .all(|p| !p.is_empty() && p.chars().all(|c| c.is_alphanumeric() || c == '_' || c == '$'));
                        if !valid {
                            return Err(format!("{name}: `expect exception` needs a binary class name like java.lang.IllegalStateException, got {class:?}"));
                        }
                        if *class == "java.lang.AssertionError" {
                            return Err(format!("{name}: write `expect assertion` for failing asserts, not `expect exception java.lang.AssertionError`"));
                        }
                        ViolationKey::exception(class)
                    }
                    _ => return Err(format!("{name}: bad expectation `// weft: expect {what}` (ok | deadlock | assertion | atomicity | termination | race <location> | exception <class>)")),
                };
                if !expected.insert(key.clone()) {
                    return Err(format!("{name}: `expect {key}` appears twice"));
                }
            } else if let Some(a) = rest.strip_prefix("check-args") {
                check_args.extend(a.split_whitespace().map(str::to_string));
            } else {
                return Err(format!("{name}: unknown header directive `// weft: {rest}`"));
            }
        } else if comment.starts_with("Covers:") {
            covers = true;
        }
    }
    if expect_lines == 0 {
        return Err(format!("{name}: missing `// weft: expect ...` header line"));
    }
    if expect_ok && expect_lines > 1 {
        return Err(format!("{name}: `expect ok` cannot be combined with other expectations"));
    }
    if !covers {
        return Err(format!("{name}: missing `// Covers: ...` header line"));
    }
    if !text.contains(&format!("public class {name}")) {
        return Err(format!("{name}: no `public class {name}` in {}", path.display()));
    }
    if text.lines().any(|l| l.trim_start().starts_with("package ")) {
        return Err(format!("{name}: corpus programs live in the default package"));
    }
    if !uses_verify && text.contains("weft.Verify") {
        return Err(format!("{name}: only programs in verify/ may use weft.Verify (plain javac cannot compile it)"));
    }
    Ok(Program { name, path: path.to_path_buf(), uses_verify, expect_ok, expected, check_args })
}

/// Parses every corpus header, or panics listing all malformed ones.
fn load_programs() -> Vec<Program> {
    let (plain, verify) = corpus_files();
    let mut programs = Vec::new();
    let mut errors = Vec::new();
    for (files, uses_verify) in [(&plain, false), (&verify, true)] {
        for f in files {
            match parse_program(f, uses_verify) {
                Ok(p) => programs.push(p),
                Err(e) => errors.push(e),
            }
        }
    }
    let mut names: Vec<&str> = programs.iter().map(|p| p.name.as_str()).collect();
    names.sort_unstable();
    for w in names.windows(2) {
        if w[0] == w[1] {
            errors.push(format!("{}: two programs with this name (the class directory is shared)", w[0]));
        }
    }
    assert!(errors.is_empty(), "malformed check corpus headers:\n  {}", errors.join("\n  "));
    programs
}

/// Panics with a clear message if `tool` cannot be started.
fn require_tool(tool: &Path) {
    if let Err(e) = Command::new(tool).arg("-version").stdout(Stdio::null()).stderr(Stdio::null()).status() {
        panic!(
            "`{}` could not be run ({e}). The check corpus needs a JDK (17 or later) with `javac` on PATH or under \
             $JAVA_HOME/bin; CI installs one (e.g. `apt-get install openjdk-17-jdk-headless`).",
            tool.display()
        );
    }
}

fn timeout() -> Duration {
    let secs = std::env::var("WEFT_CHECK_TIMEOUT").ok().and_then(|s| s.trim().parse::<u64>().ok()).unwrap_or(120);
    Duration::from_secs(secs.max(1))
}

fn filter() -> Option<String> {
    std::env::var("WEFT_CHECK_FILTER").ok().filter(|f| !f.is_empty())
}

/// A fresh, unique scratch directory.
fn scratch_dir(tag: &str) -> PathBuf {
    let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    let dir = std::env::temp_dir().join(format!("weft-check-{tag}-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
    dir
}

/// Runs one javac invocation, panicking with its output if it fails.
fn javac(javac: &Path, class_path: Option<&Path>, out: &Path, files: &[PathBuf], what: &str) {
    let mut cmd = Command::new(javac);
    cmd.args(["-g", "-encoding", "UTF-8", "--release", "17", "-nowarn", "-implicit:none"]);
    if let Some(cp) = class_path {
        cmd.arg("-cp").arg(cp);
    }
    cmd.arg("-d").arg(out).args(files);
    let run = run_with_timeout(cmd, Duration::from_secs(600), OUTPUT_CAP);
    if run.ending != Ending::Exited(0) {
        panic!(
            "javac failed on {what} ({}):\n{}{}",
            run.ending,
            String::from_utf8_lossy(&run.stdout),
            String::from_utf8_lossy(&run.stderr)
        );
    }
}

/// Compiles `programs` into `<root>/classes` (plain ones in one javac call, `verify/` ones in a second call
/// against the stub compiled into `<root>/verify-stub`) and returns the class directory.
fn compile(javac_path: &Path, programs: &[&Program], root: &Path) -> PathBuf {
    let classes = root.join("classes");
    std::fs::create_dir_all(&classes).unwrap_or_else(|e| panic!("cannot create {}: {e}", classes.display()));
    let plain: Vec<PathBuf> = programs.iter().filter(|p| !p.uses_verify).map(|p| p.path.clone()).collect();
    let verify: Vec<PathBuf> = programs.iter().filter(|p| p.uses_verify).map(|p| p.path.clone()).collect();
    if !plain.is_empty() {
        javac(javac_path, None, &classes, &plain, "the check corpus");
    }
    if !verify.is_empty() {
        let stub = root.join("verify-stub");
        std::fs::create_dir_all(&stub).unwrap_or_else(|e| panic!("cannot create {}: {e}", stub.display()));
        javac(javac_path, None, &stub, &[verify_stub_source()], "the weft.Verify compile-time stub");
        javac(javac_path, Some(&stub), &classes, &verify, "the check corpus programs in verify/");
    }
    assert!(
        !classes.join("weft").exists(),
        "weft classes leaked into the corpus class directory {}: the weft.Verify stub must not be on weft's class path",
        classes.display()
    );
    classes
}

/// The weft binary under test, after making sure it has a `check` subcommand.
fn weft_with_check() -> PathBuf {
    let weft = PathBuf::from(env!("CARGO_BIN_EXE_weft"));
    let mut cmd = Command::new(&weft);
    cmd.args(["check", "--help"]);
    let run = run_with_timeout(cmd, Duration::from_secs(60), OUTPUT_CAP);
    if run.ending != Ending::Exited(0) {
        panic!(
            "`weft check --help` ended with {}: the `check` subcommand is missing or broken\n{}",
            run.ending,
            stderr_head(&run.stderr)
        );
    }
    weft
}

fn stderr_head(stderr: &[u8]) -> String {
    let text = String::from_utf8_lossy(stderr);
    let mut out = String::new();
    let total = text.lines().count();
    for line in text.lines().take(STDERR_LINES_SHOWN) {
        let _ = writeln!(out, "      | {line}");
    }
    if total > STDERR_LINES_SHOWN {
        let _ = writeln!(out, "      | ... ({} more lines)", total - STDERR_LINES_SHOWN);
    }
    out
}

/// Runs `weft check --format json` on one program.
fn run_check(weft: &Path, classes: &Path, p: &Program, limit: Duration) -> Run {
    let mut cmd = Command::new(weft);
    // Extra options go before the class name: everything after it is passed to the program's main.
    cmd.args(["check", "--format", "json", "-cp"]).arg(classes).args(&p.check_args).arg(&p.name);
    run_with_timeout(cmd, limit, OUTPUT_CAP)
}

/// The JSON report on stdout: the whole of it, or else the document starting at the first line that opens an
/// object (in case something was printed before it).
fn parse_report(stdout: &[u8]) -> Result<Value, String> {
    let text = String::from_utf8_lossy(stdout);
    let whole = serde_json::from_str::<Value>(&text);
    if let Ok(v @ Value::Object(_)) = whole {
        return Ok(v);
    }
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if line.starts_with('{') {
            if let Ok(v @ Value::Object(_)) = serde_json::from_str::<Value>(&text[offset..]) {
                return Ok(v);
            }
        }
        offset += line.len();
    }
    let shown: String = text.chars().take(400).collect();
    Err(match whole {
        Err(e) => format!("stdout is not a JSON report ({e}); it starts with {shown:?}"),
        Ok(_) => format!("stdout is JSON but not an object; it starts with {shown:?}"),
    })
}

/// What one run of `weft check` reported, as far as the harness needs it.
#[derive(Debug, Clone)]
struct Summary {
    verdict: String,
    states: Option<u64>,
    seconds: Option<f64>,
    found: BTreeSet<ViolationKey>,
}

/// Reads the verdict, the distinct violations and the statistics from a report, collecting schema problems.
fn summarize(report: &Value, problems: &mut Vec<String>) -> Summary {
    if report.get("schema").and_then(Value::as_str) != Some(SCHEMA) {
        problems
            .push(format!("report: `schema` is {}, expected {SCHEMA:?}", report.get("schema").unwrap_or(&Value::Null)));
    }
    let verdict = match report.get("verdict").and_then(Value::as_str) {
        Some(v @ ("ok" | "violation" | "incomplete")) => v.to_string(),
        other => {
            problems.push(format!("report: `verdict` is {other:?}, expected \"ok\", \"violation\" or \"incomplete\""));
            String::from("<missing>")
        }
    };
    let stats = report.get("stats");
    let states = stats.and_then(|s| s.get("states")).and_then(Value::as_u64);
    let seconds = stats.and_then(|s| s.get("seconds")).and_then(Value::as_f64);
    if states.is_none() {
        problems.push("report: `stats.states` is missing or not a non-negative integer".to_string());
    }
    let mut found = BTreeSet::new();
    match report.get("violations").and_then(Value::as_array) {
        None => problems.push("report: `violations` is missing or not an array".to_string()),
        Some(violations) => {
            for (i, v) in violations.iter().enumerate() {
                let n = i + 1;
                let kind = v.get("kind").and_then(Value::as_str).unwrap_or("<missing>").to_string();
                let exception = match v.get("exception") {
                    None | Some(Value::Null) if kind == "race" => Some(common::race::race_location(v)),
                    None | Some(Value::Null) => None,
                    Some(Value::String(s)) => Some(s.clone()),
                    Some(other) => {
                        problems
                            .push(format!("report: violation {n}: `exception` is {other}, expected a string or null"));
                        None
                    }
                };
                match (kind.as_str(), &exception) {
                    ("deadlock", None) => {}
                    ("deadlock", Some(e)) => problems.push(format!("report: violation {n}: a deadlock with exception {e:?} (expected null)")),
                    ("assertion", Some(e)) if e == "java.lang.AssertionError" => {}
                    ("assertion", e) => problems.push(format!("report: violation {n}: an assertion with exception {e:?} (expected \"java.lang.AssertionError\")")),
                    ("exception", Some(_)) => {}
                    ("race", Some(_)) => {}
                    ("atomicity", None) => {}
                    ("termination", None) => {}
                    ("termination", Some(e)) => problems.push(format!("report: violation {n}: a termination violation with exception {e:?} (expected null)")),
                    ("atomicity", Some(e)) => problems.push(format!("report: violation {n}: an atomicity violation with exception {e:?} (expected null)")),
                    ("exception", None) => problems.push(format!("report: violation {n}: an exception violation without an exception class")),
                    (k, _) => problems.push(format!("report: violation {n}: unknown kind {k:?}")),
                }
                let schedule_len =
                    v.get("counterexample").and_then(|c| c.get("schedule")).and_then(Value::as_array).map(Vec::len);
                match schedule_len {
                    Some(len) if len > 0 => {}
                    Some(_) => problems.push(format!("report: violation {n} ({kind}): empty counterexample schedule")),
                    None => {
                        problems.push(format!("report: violation {n} ({kind}): no `counterexample.schedule` array"))
                    }
                }
                report_fields_problems(n, &kind, v, problems);
                // The races on what a racy field published are reported with its race (as the
                // race corpus counts them).
                for p in v.get("published").and_then(Value::as_array).into_iter().flatten() {
                    found.insert(ViolationKey::race(&common::race::race_location(p)));
                }
                found.insert(ViolationKey { kind, exception });
            }
            match verdict.as_str() {
                "ok" if !violations.is_empty() => {
                    problems.push(format!("report: verdict \"ok\" but {} violation(s) listed", violations.len()))
                }
                "violation" if violations.is_empty() => {
                    problems.push("report: verdict \"violation\" but no violations listed".to_string())
                }
                _ => {}
            }
        }
    }
    Summary { verdict, states, seconds, found }
}

/// Checks the fields a person reads: the user-level steps cover every scheduling step exactly
/// once and each names a `File.java:line` of the program (a corpus program is one file named
/// after its class) or none at all; a deadlock's cycle has one entry per blocked thread, whose
/// holders are threads of the deadlock and whose waiting positions are in the program; a race's
/// further access pairs are on the same location; a shortened counterexample makes fewer
/// scheduling choices than the one it replaced.
fn report_fields_problems(n: usize, kind: &str, v: &Value, problems: &mut Vec<String>) {
    let c = &v["counterexample"];
    let steps = c["steps"].as_array().map_or(0, Vec::len);
    let mut covered: Vec<u64> = c["user_steps"]
        .as_array()
        .into_iter()
        .flatten()
        .flat_map(|u| u["steps"].as_array().into_iter().flatten().filter_map(Value::as_u64))
        .collect();
    covered.sort_unstable();
    if covered != (1..=steps as u64).collect::<Vec<_>>() {
        problems.push(format!("report: violation {n} ({kind}): user_steps cover steps {covered:?} of 1..={steps}"));
    }
    let threads: Vec<&str> = v["threads"].as_array().into_iter().flatten().filter_map(Value::as_str).collect();
    let in_program = |position: &str| position.split(':').next().is_some_and(|f| f.ends_with(".java"));
    for u in c["user_steps"].as_array().into_iter().flatten() {
        if let Some(p) = u["position"].as_str() {
            if !in_program(p) {
                problems.push(format!("report: violation {n} ({kind}): user step at {p:?}"));
            }
        }
    }
    let cycle = v["cycle"].as_array().map(Vec::as_slice).unwrap_or_default();
    if kind == "deadlock" {
        let blocked: Vec<&str> = cycle.iter().filter_map(|b| b["thread"].as_str()).collect();
        if blocked != threads {
            problems.push(format!("report: violation {n}: cycle threads {blocked:?}, blocked threads {threads:?}"));
        }
        for b in cycle {
            if let Some(holder) = b["held_by"].as_str() {
                // (Or one that ended holding it: an exception skipped its `unlock`.)
                if !threads.contains(&holder) && b["holder_ended"] != Value::Bool(true) {
                    problems.push(format!("report: violation {n}: held by {holder:?}, not a blocked thread"));
                }
            }
            if b["waits_at"].as_str().is_none_or(|p| !in_program(p)) {
                problems.push(format!("report: violation {n}: {} waits at {}", b["thread"], b["waits_at"]));
            }
        }
    } else if !cycle.is_empty() {
        problems.push(format!("report: violation {n} ({kind}): a cycle outside a deadlock"));
    }
    for pair in v["also"].as_array().into_iter().flatten() {
        if kind != "race" || pair.as_array().map_or(0, Vec::len) == 0 {
            problems.push(format!("report: violation {n} ({kind}): malformed `also` {pair}"));
        }
    }
    if let Some(from) = c["shortened_from"].as_u64() {
        if c["choices"].as_u64().is_none_or(|choices| from <= choices) {
            problems.push(format!("report: violation {n} ({kind}): shortened from {from} choices, not more"));
        }
    }
}

/// One line per reported violation, to help diagnose a mismatch.
fn describe_violations(report: &Value) -> String {
    let mut out = String::new();
    for v in report.get("violations").and_then(Value::as_array).into_iter().flatten() {
        let field = |k: &str| v.get(k).and_then(Value::as_str).unwrap_or("-").to_string();
        let threads = v
            .get("threads")
            .and_then(Value::as_array)
            .map(|t| t.iter().filter_map(Value::as_str).collect::<Vec<_>>().join(", "))
            .unwrap_or_default();
        let message = field("message");
        let message = message.lines().next().unwrap_or("");
        let _ = writeln!(out, "      - {} at {} [{}]: {}", field("kind"), field("location"), threads, message);
    }
    out
}

/// Checks one program; returns its summary (if a report was read) and the list of problems.
fn check_program(
    p: &Program,
    weft: &Path,
    classes: &Path,
    limit: Duration,
) -> (Option<Summary>, Duration, Vec<String>) {
    let mut problems = Vec::new();
    let run = run_check(weft, classes, p, limit);
    let code = match run.ending {
        Ending::Exited(c) => c,
        ref other => {
            problems.push(format!("weft check {other}"));
            problems.push(format!("weft stderr:\n{}", stderr_head(&run.stderr).trim_end()));
            return (None, run.elapsed, problems);
        }
    };
    if code == 2 {
        problems.push(format!(
            "weft check ended with exit 2 (usage or input error)\n{}",
            stderr_head(&run.stderr).trim_end()
        ));
        return (None, run.elapsed, problems);
    }
    let report = match parse_report(&run.stdout) {
        Ok(r) => r,
        Err(e) => {
            problems.push(format!("exit {code}; {e}"));
            problems.push(format!("weft stderr:\n{}", stderr_head(&run.stderr).trim_end()));
            return (None, run.elapsed, problems);
        }
    };
    let summary = summarize(&report, &mut problems);
    let expected_code = match summary.verdict.as_str() {
        "ok" => Some(0),
        "violation" => Some(1),
        "incomplete" => Some(3),
        _ => None,
    };
    if let Some(expected_code) = expected_code {
        if code != expected_code {
            problems.push(format!(
                "exit code {code} does not match verdict {:?} (expected exit {expected_code})",
                summary.verdict
            ));
        }
    }
    let expected_verdict = if p.expect_ok { "ok" } else { "violation" };
    if summary.verdict != expected_verdict {
        let mut msg = format!("verdict {:?}, expected {expected_verdict:?}", summary.verdict);
        if summary.verdict == "incomplete" {
            let limit = report.get("limit").and_then(Value::as_str).unwrap_or("a limit");
            let _ = write!(
                msg,
                " ({limit} reached after {} states; raise it with `// weft: check-args`)",
                summary.states.unwrap_or(0)
            );
        }
        problems.push(msg);
    }
    if summary.found != p.expected {
        let missing: BTreeSet<ViolationKey> = p.expected.difference(&summary.found).cloned().collect();
        let extra: BTreeSet<ViolationKey> = summary.found.difference(&p.expected).cloned().collect();
        let mut msg = format!("violations {} but expected {}", show_keys(&summary.found), show_keys(&p.expected));
        if !missing.is_empty() {
            let _ = write!(msg, "; missing {}", show_keys(&missing));
        }
        if !extra.is_empty() {
            let _ = write!(msg, "; unexpected {}", show_keys(&extra));
        }
        let listed = describe_violations(&report);
        if !listed.is_empty() {
            let _ = write!(msg, "\n{}", listed.trim_end_matches('\n'));
        }
        problems.push(msg);
    }
    replay_violations(p, weft, &run.stdout, &report, limit, &mut problems);
    (Some(summary), run.elapsed, problems)
}

/// Replays every violation of a program's report and requires `weft replay` to say that it was
/// reproduced.
fn replay_violations(
    p: &Program,
    weft: &Path,
    report_text: &[u8],
    report: &Value,
    limit: Duration,
    problems: &mut Vec<String>,
) {
    let Some(violations) = report.get("violations").and_then(Value::as_array).filter(|v| !v.is_empty()) else {
        return;
    };
    let file = std::env::temp_dir().join(format!("weft-check-corpus-{}-{}.json", std::process::id(), p.name));
    if let Err(e) = std::fs::write(&file, report_text) {
        problems.push(format!("cannot write {}: {e}", file.display()));
        return;
    }
    for (i, v) in violations.iter().enumerate() {
        let kind = v.get("kind").and_then(Value::as_str).unwrap_or("?");
        let phrase = match kind {
            "assertion" => "assertion failure",
            "exception" => "uncaught exception",
            "atomicity" => "atomicity violation",
            "race" => "data race",
            "termination" => "run that can never end",
            other => other,
        };
        let mut cmd = Command::new(weft);
        cmd.arg("replay").arg(&file).args(["--violation", &(i + 1).to_string()]);
        let run = run_with_timeout(cmd, limit, OUTPUT_CAP);
        let stderr = String::from_utf8_lossy(&run.stderr);
        if !stderr.contains(&format!("weft: the {phrase} was reproduced")) {
            problems.push(format!(
                "weft replay --violation {} ({kind}) did not reproduce it ({}):\n{}",
                i + 1,
                run.ending,
                stderr_head(&run.stderr).trim_end()
            ));
        }
    }
    let _ = std::fs::remove_file(&file);
}

#[test]
fn check_corpus_headers_are_well_formed() {
    let programs = load_programs();
    assert!(
        programs.len() >= MIN_PROGRAMS,
        "the check corpus has {} programs, fewer than the required {MIN_PROGRAMS} (in {})",
        programs.len(),
        corpus_dir().display()
    );
    let verify = programs.iter().filter(|p| p.uses_verify).count();
    assert!(
        verify <= MAX_VERIFY_PROGRAMS,
        "{verify} programs in verify/; at most {MAX_VERIFY_PROGRAMS} may use weft.Verify"
    );
    if verify > 0 {
        assert!(verify_stub_source().is_file(), "programs in verify/ need the stub {}", verify_stub_source().display());
    }
    for name in DETERMINISM_PROGRAMS {
        assert!(programs.iter().any(|p| p.name == name), "the determinism test needs the corpus program {name}");
    }
}

#[test]
fn check_corpus_verdicts() {
    let all = load_programs();
    let mut selected: Vec<Program> = all.clone();
    if let Some(f) = filter() {
        selected.retain(|p| p.name.contains(f.as_str()));
        assert!(!selected.is_empty(), "WEFT_CHECK_FILTER={f:?} matches no program in {}", corpus_dir().display());
    }

    let javac_path = jdk_tool("javac");
    require_tool(&javac_path);
    let weft = weft_with_check();
    let limit = timeout();

    let root = scratch_dir("corpus");
    let classes = compile(&javac_path, &all.iter().collect::<Vec<_>>(), &root);

    let total = selected.len();
    let queue = Arc::new(Mutex::new(selected.into_iter().collect::<VecDeque<Program>>()));
    let failures: Arc<Mutex<Vec<Failure>>> = Arc::new(Mutex::new(Vec::new()));
    let lines: Arc<Mutex<Vec<(String, String)>>> = Arc::new(Mutex::new(Vec::new()));
    let workers: Vec<_> = (0..WORKERS.min(total))
        .map(|_| {
            let (queue, failures, lines) = (Arc::clone(&queue), Arc::clone(&failures), Arc::clone(&lines));
            let (weft, classes) = (weft.clone(), classes.clone());
            thread::spawn(move || loop {
                let next = queue.lock().unwrap_or_else(|e| e.into_inner()).pop_front();
                let Some(p) = next else { break };
                let (summary, elapsed, problems) = check_program(&p, &weft, &classes, limit);
                let line = match &summary {
                    Some(s) => format!(
                        "{:<10} {:>9} states {:>8.2} s (wall {:>6.2} s)  {}",
                        s.verdict,
                        s.states.map_or_else(|| "?".to_string(), |n| n.to_string()),
                        s.seconds.unwrap_or(f64::NAN),
                        elapsed.as_secs_f64(),
                        show_keys(&s.found)
                    ),
                    None => format!("<no report> (wall {:.2} s)", elapsed.as_secs_f64()),
                };
                let mark = if problems.is_empty() { "  " } else { "!!" };
                lines
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push((p.name.clone(), format!("{mark} {:<28} {line}", p.name)));
                if !problems.is_empty() {
                    failures.lock().unwrap_or_else(|e| e.into_inner()).push((p.name.clone(), problems));
                }
            })
        })
        .collect();
    for w in workers {
        w.join().expect("check corpus worker panicked");
    }

    let mut lines = std::mem::take(&mut *lines.lock().unwrap_or_else(|e| e.into_inner()));
    lines.sort();
    let mut table = String::new();
    for (_, l) in &lines {
        let _ = writeln!(table, "{l}");
    }
    eprintln!("check corpus summary:\n{table}");

    let mut failures = std::mem::take(&mut *failures.lock().unwrap_or_else(|e| e.into_inner()));
    failures.sort_by(|a, b| a.0.cmp(&b.0));
    if failures.is_empty() {
        let _ = std::fs::remove_dir_all(&root);
        eprintln!("check corpus: all {total} programs have exactly their expected verdicts");
        return;
    }
    let mut report = format!(
        "check corpus: {} of {total} programs do not have their expected verdict (compiled classes kept in {})\n",
        failures.len(),
        classes.display()
    );
    for (name, problems) in &failures {
        let _ = writeln!(report, "\n--- {name}");
        for problem in problems {
            let _ = writeln!(report, "    {}", problem.trim_end());
        }
    }
    let names: Vec<&str> = failures.iter().map(|(n, _)| n.as_str()).collect();
    let _ = writeln!(report, "\nfailing programs: {}", names.join(" "));
    panic!("{report}");
}

#[test]
fn check_is_deterministic() {
    let all = load_programs();
    let mut chosen: Vec<&Program> = all.iter().filter(|p| DETERMINISM_PROGRAMS.contains(&p.name.as_str())).collect();
    assert_eq!(
        chosen.len(),
        DETERMINISM_PROGRAMS.len(),
        "the determinism test needs {DETERMINISM_PROGRAMS:?} in the corpus"
    );
    if let Some(f) = filter() {
        chosen.retain(|p| p.name.contains(f.as_str()));
        if chosen.is_empty() {
            eprintln!(
                "check determinism: skipped (WEFT_CHECK_FILTER={f:?} selects neither of {DETERMINISM_PROGRAMS:?})"
            );
            return;
        }
    }

    let javac_path = jdk_tool("javac");
    require_tool(&javac_path);
    let weft = weft_with_check();
    let limit = timeout();
    let root = scratch_dir("determinism");
    let classes = compile(&javac_path, &chosen, &root);

    let mut problems = Vec::new();
    for p in &chosen {
        let mut seen: Vec<(u64, String, BTreeSet<ViolationKey>)> = Vec::new();
        for attempt in 1..=2 {
            let run = run_check(&weft, &classes, p, limit);
            let mut schema_problems = Vec::new();
            let summary = match (&run.ending, parse_report(&run.stdout)) {
                (Ending::Exited(0 | 1 | 3), Ok(report)) => summarize(&report, &mut schema_problems),
                (ending, parsed) => {
                    problems.push(format!(
                        "{} (run {attempt}): {ending}{}\n{}",
                        p.name,
                        parsed.err().map(|e| format!("; {e}")).unwrap_or_default(),
                        stderr_head(&run.stderr).trim_end()
                    ));
                    break;
                }
            };
            let Some(states) = summary.states else {
                problems.push(format!("{} (run {attempt}): no stats.states in the report", p.name));
                break;
            };
            seen.push((states, summary.verdict, summary.found));
        }
        if let [(s1, v1, f1), (s2, v2, f2)] = seen.as_slice() {
            if s1 != s2 {
                problems.push(format!("{}: {s1} states on the first run, {s2} on the second", p.name));
            }
            if v1 != v2 || f1 != f2 {
                problems.push(format!(
                    "{}: first run {v1} {}, second run {v2} {}",
                    p.name,
                    show_keys(f1),
                    show_keys(f2)
                ));
            }
            if problems.is_empty() {
                eprintln!("check determinism: {} explored {s1} states twice", p.name);
            }
        }
    }
    if problems.is_empty() {
        let _ = std::fs::remove_dir_all(&root);
        return;
    }
    panic!("weft check is not deterministic (classes kept in {}):\n  {}", classes.display(), problems.join("\n  "));
}
