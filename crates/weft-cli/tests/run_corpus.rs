//! Differential corpus for `weft run`.
//!
//! Every `tests/programs/run/<Name>.java` is a small Java 17 program whose output is deterministic under the
//! platform JVM. This test compiles them all with one `javac` call (one per set of extra javac options), then
//! runs each program under the real `java -ea` and under `weft run` (which enables assertions by default) and
//! requires:
//!
//! * the real JVM's exit code equals the file's `// weft: expect exit N` header (keeps the labels honest);
//! * weft's exit code equals the JVM's;
//! * weft's stdout is byte-for-byte the JVM's stdout;
//! * when the JVM exits with 1 because of an uncaught exception, the first line of the report on stderr
//!   (`Exception in thread "main" java.lang.X: msg`) matches the first such line weft prints.
//!
//! The files below `tests/programs/run/resources/` are copied into the class directory, so they
//! are class-path resources of every program (`META-INF/services/...`).
//!
//! Header lines (leading `//` comments of each file):
//!
//! ```text
//! // weft: expect exit 0          required; the exit code of the program under `java -ea`
//! // weft: args alpha beta        optional; whitespace-separated program arguments
//! // weft: javac -parameters      optional; extra javac options (files with the same ones are compiled together)
//! // Covers: ...                  required; what the program exercises
//! ```
//!
//! Environment:
//!
//! * `WEFT_CORPUS_FILTER=substr` runs only programs whose name contains `substr` (all are still compiled);
//! * `WEFT_CORPUS_TIMEOUT=secs` is the per-process time limit (default 60 s);
//! * `JAVA_HOME`, when set, selects `$JAVA_HOME/bin/java` and `$JAVA_HOME/bin/javac`; otherwise `PATH` is used.
//!
//! Programs run on two worker threads; all mismatches are collected and reported together at the end.

mod common;

use std::collections::VecDeque;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use common::{java_command, jdk_tool, run_with_timeout, Ending};

/// Number of worker threads running programs.
const WORKERS: usize = 2;
/// Captured output beyond this many bytes per stream is drained but not kept.
const OUTPUT_CAP: usize = 16 << 20;
/// Lines of weft's stderr shown for a failing program.
const STDERR_LINES_SHOWN: usize = 12;

/// One corpus program and its header.
#[derive(Debug)]
struct Program {
    name: String,
    expect_exit: i32,
    args: Vec<String>,
    javac_options: Vec<String>,
}

/// A failing program's name and the problems found with it.
type Failure = (String, Vec<String>);

/// How a process ended.
fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/programs/run")
}

/// All `*.java` files of the corpus, sorted by name.
fn corpus_files() -> Vec<PathBuf> {
    let dir = corpus_dir();
    let entries =
        std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("cannot read corpus directory {}: {e}", dir.display()));
    let mut files: Vec<PathBuf> = entries
        .map(|e| e.expect("reading corpus directory entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "java"))
        .collect();
    files.sort();
    files
}

/// Parses the leading `//` comment lines of a corpus file.
fn parse_program(path: &Path) -> Result<Program, String> {
    let name = path
        .file_stem()
        .and_then(|s| s.to_str())
        .ok_or_else(|| format!("{}: file name is not valid UTF-8", path.display()))?
        .to_string();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{name}: cannot read: {e}"))?;
    let mut expect_exit = None;
    let mut args = Vec::new();
    let mut javac_options = Vec::new();
    let mut covers = false;
    for line in text.lines() {
        let line = line.trim();
        let Some(comment) = line.strip_prefix("//") else {
            break;
        };
        let comment = comment.trim();
        if let Some(rest) = comment.strip_prefix("weft:") {
            let rest = rest.trim();
            if let Some(code) = rest.strip_prefix("expect exit") {
                let code = code.trim();
                let code = code.parse::<i32>().map_err(|_| format!("{name}: bad exit code in header: {code:?}"))?;
                if expect_exit.replace(code).is_some() {
                    return Err(format!("{name}: more than one `// weft: expect exit` line"));
                }
            } else if let Some(a) = rest.strip_prefix("args") {
                args.extend(a.split_whitespace().map(str::to_string));
            } else if let Some(o) = rest.strip_prefix("javac") {
                javac_options.extend(o.split_whitespace().map(str::to_string));
            } else {
                return Err(format!("{name}: unknown header directive `// weft: {rest}`"));
            }
        } else if comment.starts_with("Covers:") {
            covers = true;
        }
    }
    let expect_exit = expect_exit.ok_or_else(|| format!("{name}: missing `// weft: expect exit N` header line"))?;
    if !covers {
        return Err(format!("{name}: missing `// Covers: ...` header line"));
    }
    if !text.contains(&format!("public class {name}")) {
        return Err(format!("{name}: no `public class {name}` in {}", path.display()));
    }
    Ok(Program { name, expect_exit, args, javac_options })
}

/// Panics with a clear message if `tool` cannot be started.
fn require_tool(tool: &Path) {
    match Command::new(tool).arg("-version").stdout(Stdio::null()).stderr(Stdio::null()).status() {
        Ok(_) => {}
        Err(e) => panic!(
            "`{}` could not be run ({e}). The run corpus needs a JDK (17 or later) with `java` and `javac` on PATH \
             or under $JAVA_HOME/bin; CI installs one (e.g. `apt-get install openjdk-17-jdk-headless`).",
            tool.display()
        ),
    }
}

fn timeout() -> Duration {
    let secs = std::env::var("WEFT_CORPUS_TIMEOUT").ok().and_then(|s| s.trim().parse::<u64>().ok()).unwrap_or(60);
    Duration::from_secs(secs.max(1))
}

/// A fresh, unique scratch directory for the compiled classes.
fn scratch_dir() -> PathBuf {
    let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    let dir = std::env::temp_dir().join(format!("weft-run-corpus-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
    dir
}

/// Copies the files below `from` (when it exists) into `to`, keeping their relative paths: the
/// class-path resources the programs read (`META-INF/services/...`).
fn copy_tree(from: &Path, to: &Path) {
    let Ok(entries) = std::fs::read_dir(from) else { return };
    for entry in entries {
        let entry = entry.unwrap_or_else(|e| panic!("reading {}: {e}", from.display()));
        let (source, target) = (entry.path(), to.join(entry.file_name()));
        if source.is_dir() {
            std::fs::create_dir_all(&target).unwrap_or_else(|e| panic!("creating {}: {e}", target.display()));
            copy_tree(&source, &target);
        } else {
            std::fs::copy(&source, &target).unwrap_or_else(|e| panic!("copying {}: {e}", source.display()));
        }
    }
}

/// Compiles the corpus files with one javac call per set of extra options into `out`.
fn compile_all(javac: &Path, files: &[PathBuf], programs: &[Program], out: &Path) {
    let mut groups: Vec<(Vec<String>, Vec<PathBuf>)> = Vec::new();
    for (file, program) in files.iter().zip(programs) {
        match groups.iter_mut().find(|(options, _)| *options == program.javac_options) {
            Some((_, group)) => group.push(file.clone()),
            None => groups.push((program.javac_options.clone(), vec![file.clone()])),
        }
    }
    for (options, group) in groups {
        compile(javac, &options, &group, out);
    }
}

/// Compiles `files` with one javac call into `out`, with the extra `options`.
fn compile(javac: &Path, options: &[String], files: &[PathBuf], out: &Path) {
    let mut cmd = Command::new(javac);
    cmd.args(["-g", "-encoding", "UTF-8", "--release", "17", "-nowarn"]).args(options).arg("-d").arg(out).args(files);
    let run = run_with_timeout(cmd, Duration::from_secs(600), OUTPUT_CAP);
    if run.ending != Ending::Exited(0) {
        panic!(
            "javac failed on the run corpus ({}):\n{}{}",
            run.ending,
            String::from_utf8_lossy(&run.stdout),
            String::from_utf8_lossy(&run.stderr)
        );
    }
}

/// The first line of an uncaught-exception report (`Exception in thread ...`), if any.
fn exception_line(stderr: &[u8]) -> Option<String> {
    String::from_utf8_lossy(stderr)
        .lines()
        .find(|l| l.starts_with("Exception in thread "))
        .map(|l| l.trim_end().to_string())
}

/// Describes the first differing line of two outputs, or None if they are identical.
fn first_difference(expected: &[u8], actual: &[u8]) -> Option<String> {
    if expected == actual {
        return None;
    }
    let exp = String::from_utf8_lossy(expected);
    let act = String::from_utf8_lossy(actual);
    let exp_lines: Vec<&str> = exp.split('\n').collect();
    let act_lines: Vec<&str> = act.split('\n').collect();
    let n = exp_lines.len().max(act_lines.len());
    for i in 0..n {
        let e = exp_lines.get(i);
        let a = act_lines.get(i);
        if e != a {
            let show = |l: Option<&&str>| match l {
                Some(s) => format!("{s:?}"),
                None => "<end of output>".to_string(),
            };
            let mut msg =
                format!("first difference at line {}:\n      java: {}\n      weft: {}", i + 1, show(e), show(a));
            if i > 0 {
                let _ = write!(msg, "\n      (previous line, identical: {:?})", exp_lines[i - 1]);
            }
            let _ = write!(
                msg,
                "\n      (java stdout: {} bytes, {} lines; weft stdout: {} bytes, {} lines)",
                expected.len(),
                exp.lines().count(),
                actual.len(),
                act.lines().count()
            );
            return Some(msg);
        }
    }
    // Identical after lossy decoding but different bytes (invalid UTF-8 somewhere).
    Some(format!("outputs differ in bytes but not in decoded text ({} vs {} bytes)", expected.len(), actual.len()))
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

/// Runs one program under java and weft; returns the list of problems (empty if all is well).
fn check_program(p: &Program, java: &Path, weft: &Path, classes: &Path, limit: Duration) -> Vec<String> {
    let mut problems = Vec::new();

    let mut jcmd = java_command(java);
    jcmd.arg("-ea").arg("-cp").arg(classes).arg(&p.name).args(&p.args);
    let jrun = run_with_timeout(jcmd, limit, OUTPUT_CAP);

    match jrun.ending.code() {
        Some(code) if code == p.expect_exit => {}
        _ => problems.push(format!(
            "label: header says `expect exit {}` but java ended with {}\n{}",
            p.expect_exit,
            jrun.ending,
            stderr_head(&jrun.stderr)
        )),
    }

    let mut wcmd = Command::new(weft);
    wcmd.arg("run").arg("-cp").arg(classes).arg(&p.name).args(&p.args);
    let wrun = run_with_timeout(wcmd, limit, OUTPUT_CAP);

    let mut show_weft_stderr = false;
    if jrun.ending != wrun.ending {
        problems.push(format!("exit: java {}, weft {}", jrun.ending, wrun.ending));
        show_weft_stderr = true;
    }
    if let Some(diff) = first_difference(&jrun.stdout, &wrun.stdout) {
        problems.push(format!("stdout: {diff}"));
        show_weft_stderr = true;
    }
    if jrun.ending == Ending::Exited(1) {
        if let Some(expected) = exception_line(&jrun.stderr) {
            let actual = exception_line(&wrun.stderr);
            if actual.as_deref() != Some(expected.as_str()) {
                problems.push(format!(
                    "stderr: uncaught-exception report differs\n      java: {expected:?}\n      weft: {}",
                    actual.map_or_else(|| "<no `Exception in thread` line>".to_string(), |a| format!("{a:?}"))
                ));
                show_weft_stderr = true;
            }
        }
    }
    if show_weft_stderr && !wrun.stderr.is_empty() {
        problems.push(format!("weft stderr:\n{}", stderr_head(&wrun.stderr).trim_end()));
    }
    problems
}

#[test]
fn corpus_headers_are_well_formed() {
    let files = corpus_files();
    assert!(!files.is_empty(), "no programs in {}", corpus_dir().display());
    let errors: Vec<String> = files.iter().filter_map(|f| parse_program(f).err()).collect();
    assert!(errors.is_empty(), "malformed corpus headers:\n  {}", errors.join("\n  "));
}

#[test]
fn run_corpus_matches_java() {
    let files = corpus_files();
    assert!(!files.is_empty(), "no programs in {}", corpus_dir().display());
    let mut programs = Vec::new();
    let mut header_errors = Vec::new();
    for f in &files {
        match parse_program(f) {
            Ok(p) => programs.push(p),
            Err(e) => header_errors.push(e),
        }
    }
    assert!(header_errors.is_empty(), "malformed corpus headers:\n  {}", header_errors.join("\n  "));
    let classes = scratch_dir();
    // Every file is compiled (programs are parsed in the order of `files`), then filtered.
    let javac = jdk_tool("javac");
    require_tool(&javac);
    compile_all(&javac, &files, &programs, &classes);
    copy_tree(&corpus_dir().join("resources"), &classes);

    let filter = std::env::var("WEFT_CORPUS_FILTER").ok().filter(|f| !f.is_empty());
    if let Some(f) = &filter {
        programs.retain(|p| p.name.contains(f.as_str()));
        assert!(!programs.is_empty(), "WEFT_CORPUS_FILTER={f:?} matches no program in {}", corpus_dir().display());
    }

    let java = jdk_tool("java");
    require_tool(&java);
    let weft = PathBuf::from(env!("CARGO_BIN_EXE_weft"));
    let limit = timeout();

    let total = programs.len();
    let queue = Arc::new(Mutex::new(programs.into_iter().collect::<VecDeque<Program>>()));
    let failures: Arc<Mutex<Vec<Failure>>> = Arc::new(Mutex::new(Vec::new()));
    let workers: Vec<_> = (0..WORKERS.min(total))
        .map(|_| {
            let queue = Arc::clone(&queue);
            let failures = Arc::clone(&failures);
            let (java, weft, classes) = (java.clone(), weft.clone(), classes.clone());
            thread::spawn(move || loop {
                let next = queue.lock().unwrap_or_else(|e| e.into_inner()).pop_front();
                let Some(p) = next else { break };
                let problems = check_program(&p, &java, &weft, &classes, limit);
                if !problems.is_empty() {
                    failures.lock().unwrap_or_else(|e| e.into_inner()).push((p.name.clone(), problems));
                }
            })
        })
        .collect();
    for w in workers {
        w.join().expect("corpus worker panicked");
    }

    let mut failures = std::mem::take(&mut *failures.lock().unwrap_or_else(|e| e.into_inner()));
    failures.sort_by(|a, b| a.0.cmp(&b.0));
    if failures.is_empty() {
        let _ = std::fs::remove_dir_all(&classes);
        eprintln!("run corpus: all {total} programs behave identically under java and weft");
        return;
    }
    let mut report = format!(
        "run corpus: {} of {total} programs differ between `java -ea` and `weft run` (compiled classes kept in {})\n",
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
