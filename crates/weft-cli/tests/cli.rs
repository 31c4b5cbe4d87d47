//! End-to-end checks of `weft run`: how it is invoked, and how it ends.
//!
//! Each test runs the built `weft` binary on a small program from `tests/programs/errors/` and
//! asserts the exact exit status and the key parts of standard output and standard error:
//!
//! | test | program | expected |
//! |---|---|---|
//! | `runs_a_source_file` | `Hello.java` | `weft run path/Hello.java` compiles and runs it: exit 0 |
//! | `passes_program_arguments` | `ArgsEcho.java` | `-cp DIR ArgsEcho a b`: arguments in order |
//! | `runs_the_main_class_of_a_jar_manifest` | `ArgsEcho.java` | `-cp app.jar`: the manifest's `Main-Class` |
//! | `missing_main_class_is_an_input_error` | — | exit 2, `weft: error:` naming the class |
//! | `corrupted_class_file_is_an_input_error` | `UsesHelper.java` | truncated `Helper.class`: exit 2 naming `Helper` |
//! | `file_writes_are_reported_as_unsupported` | `FileWrite.java` | exit 2, unsupported, `FileWrite.java:10` |
//! | `method_handle_loops_are_reported_as_unsupported` | `MethodHandleCombinator.java` | exit 2, unsupported, `MethodHandleCombinator.java:15` |
//! | `byte_array_view_var_handles_are_reported_as_unsupported` | `ByteArrayViewVarHandle.java` | exit 2, unsupported, `ByteArrayViewVarHandle.java:13` |
//! | `type_annotations_are_reported_as_unsupported` | `TypeAnnotationsReflection.java` | exit 2, unsupported, `TypeAnnotationsReflection.java:18` |
//! | `class_type_annotations_are_reported_as_unsupported` | `TypeAnnotatedSuperclass.java` | exit 2, unsupported, `TypeAnnotatedSuperclass.java:15` |
//! | `nio_writes_outside_temp_are_reported_as_unsupported` | `FilesWriteOutsideTemp.java` | exit 2, unsupported, `FilesWriteOutsideTemp.java:10` |
//! | `relative_files_resolve_from_a_working_directory_under_the_temporary_directory` | `RelativeFiles.java` | run from a directory under `/tmp`: the output of `java` |
//! | `run_stops_at_its_memory_limit` | `AllocatesWithoutEnd.java` | exit 2, "memory limit", `--memory-limit 200` |
//! | `lock_order_deadlock_is_reported` | `Deadlock.java` | exit 1, "deadlock", both thread names |
//! | `self_join_deadlock_is_reported` | `SelfJoin.java` | exit 1, "deadlock", `"main"` |
//! | `schedules_are_deterministic` | `RacyCounter.java` | same output for the default schedule and a fixed `--seed` |
//! | `time_passes_while_a_thread_spins` | `SpinSleepClock.java` | main's sleep ends while a worker spins; same output on every run, default schedule and `--seed` |
//! | `assertions_are_on_by_default_and_can_be_disabled` | `AssertFalse.java` | exit 1 / exit 0 |
//! | `system_exit_status_is_the_exit_status` | `Exit42.java` | exit 42 |
//! | `uncaught_exception_reports_like_the_jvm` | `Uncaught.java` | exit 1, JVM-style report and frames |
//!
//! Needs a JDK 17 (`javac` and `jar`: `$JAVA_HOME/bin`, else the `PATH`); every test fails with
//! a clear message when it is missing. Scratch files go under Cargo's per-target temporary
//! directory. Each program source is used by one test only, so that parallel tests never
//! compile the same file at once.

mod common;

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::time::{Duration, Instant};

/// Longest time one `weft` (or `javac`, `jar`) process may take.
const TIMEOUT: Duration = Duration::from_secs(180);

/// How one process ended and what it printed.
struct Outcome {
    /// `None` when the process was killed by a signal.
    code: Option<i32>,
    stdout: String,
    stderr: String,
    /// The command line, for failure messages.
    command: String,
}

/// Two runs of one command ended alike: exit code, standard output and standard error.
fn assert_same_runs(first: &Outcome, second: &Outcome, why: &str) {
    assert_eq!(
        (first.code, &first.stdout, &first.stderr),
        (second.code, &second.stdout, &second.stderr),
        "{why}\nfirst run:\n{}\nsecond run:\n{}",
        first.describe(),
        second.describe()
    );
}

impl Outcome {
    /// Everything about the run, for assertion messages.
    fn describe(&self) -> String {
        format!(
            "command: {}\nexit: {:?}\n--- stdout ---\n{}--- stderr ---\n{}--------------",
            self.command, self.code, self.stdout, self.stderr
        )
    }

    #[track_caller]
    fn assert_code(&self, expected: i32) {
        assert_eq!(self.code, Some(expected), "expected exit status {expected}\n{}", self.describe());
    }

    #[track_caller]
    fn assert_stdout(&self, expected: &str) {
        assert_eq!(self.stdout, expected, "unexpected standard output\n{}", self.describe());
    }

    #[track_caller]
    fn assert_stderr_contains(&self, needle: &str) {
        assert!(self.stderr.contains(needle), "standard error should contain {needle:?}\n{}", self.describe());
    }

    /// Asserts that weft ended with an input/model error: exit 2 and a `weft: error:` line.
    #[track_caller]
    fn assert_weft_error(&self) {
        self.assert_code(2);
        assert!(
            self.stderr.lines().any(|l| l.starts_with("weft: error: ")),
            "standard error should have a `weft: error: ...` line\n{}",
            self.describe()
        );
    }
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn programs_dir() -> PathBuf {
    repo_root().join("tests/programs/errors")
}

fn program(name: &str) -> PathBuf {
    let path = programs_dir().join(name);
    assert!(path.is_file(), "missing test program {}", path.display());
    path
}

/// A fresh, empty scratch directory for one test.
fn scratch(test: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("weft-cli-tests").join(test);
    if dir.exists() {
        std::fs::remove_dir_all(&dir).unwrap_or_else(|e| panic!("cannot clear {}: {e}", dir.display()));
    }
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("cannot create {}: {e}", dir.display()));
    dir
}

/// A JDK tool: `$JAVA_HOME/bin/<tool>` when `JAVA_HOME` is set and has it, else `<tool>` on
/// the `PATH`. Panics with a clear message when the tool cannot be run at all.
fn jdk_tool(tool: &str) -> PathBuf {
    let path = common::jdk_tool(tool);
    let works = Command::new(&path)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok_and(|s| s.success());
    assert!(
        works,
        "these tests need a JDK 17: `{}` could not be run; install a JDK (e.g. openjdk-17-jdk-headless) \
         and put javac and jar on the PATH or set JAVA_HOME",
        path.display()
    );
    path
}

/// Checks up front that `javac` is there, so a missing JDK reads as such rather than as a weft
/// failure.
fn require_javac() {
    jdk_tool("javac");
}

/// Runs a command to completion with [`TIMEOUT`], capturing its output.
fn run_command(mut cmd: Command) -> Outcome {
    let command = format!("{cmd:?}");
    cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = cmd.spawn().unwrap_or_else(|e| panic!("cannot start {command}: {e}"));
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let out_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = out.read_to_end(&mut buf);
        buf
    });
    let err_reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = err.read_to_end(&mut buf);
        buf
    });
    let start = Instant::now();
    let status: ExitStatus = loop {
        if let Some(status) = child.try_wait().expect("waiting for a child process") {
            break status;
        }
        if start.elapsed() > TIMEOUT {
            let _ = child.kill();
            let _ = child.wait();
            panic!("{command} did not finish within {} s", TIMEOUT.as_secs());
        }
        std::thread::sleep(Duration::from_millis(10));
    };
    let stdout = String::from_utf8_lossy(&out_reader.join().unwrap()).into_owned();
    let stderr = String::from_utf8_lossy(&err_reader.join().unwrap()).into_owned();
    Outcome { code: status.code(), stdout, stderr, command }
}

/// Runs `weft` with these arguments from the repository root.
fn weft<I, S>(args: I) -> Outcome
where
    I: IntoIterator<Item = S>,
    S: AsRef<std::ffi::OsStr>,
{
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_weft"));
    cmd.args(args).current_dir(repo_root());
    run_command(cmd)
}

/// Compiles test programs with `javac -g` into `out`.
fn javac(out: &Path, sources: &[&str]) {
    let mut cmd = Command::new(jdk_tool("javac"));
    cmd.arg("-g").arg("-d").arg(out);
    for s in sources {
        cmd.arg(program(s));
    }
    let result = run_command(cmd);
    result.assert_code(0);
}

/// The first line of standard error that starts with `weft: error:`, with what follows it.
fn error_report(outcome: &Outcome) -> &str {
    let start = outcome
        .stderr
        .find("weft: error: ")
        .unwrap_or_else(|| panic!("no `weft: error:` on standard error\n{}", outcome.describe()));
    &outcome.stderr[start..]
}

/// Runs `program` (under `tests/programs/errors/`) and checks that it prints `stdout`, then
/// stops with `weft: error:` saying it is unsupported, naming `what` and giving `position` (the
/// user's line).
fn assert_reported_unsupported(program: &str, stdout: &str, what: &str, position: &str) {
    require_javac();
    let out = weft(["run", &format!("tests/programs/errors/{program}")]);
    out.assert_weft_error();
    out.assert_stdout(stdout);
    let report = error_report(&out);
    assert!(
        report.to_lowercase().contains("unsupported"),
        "the error should say it is unsupported\n{}",
        out.describe()
    );
    assert!(report.contains(what), "the error should name {what}\n{}", out.describe());
    assert!(
        report.contains(position),
        "the error should give the position of the user's code, {position}\n{}",
        out.describe()
    );
}

/// Whether `word` occurs in `text` as a whole Java identifier (so `Helper` is not found in
/// `UsesHelper`).
fn contains_word(text: &str, word: &str) -> bool {
    text.split(|c: char| !(c.is_alphanumeric() || c == '_' || c == '$')).any(|w| w == word)
}

/// Whether `text` contains a qualified Java name (`java.io.FileInputStream`, `a.B.c`).
fn names_a_java_member(text: &str) -> bool {
    text.split(|c: char| !(c.is_alphanumeric() || c == '.' || c == '_' || c == '$')).any(|word| {
        let parts: Vec<&str> = word.split('.').collect();
        parts.len() >= 2
            && parts.iter().all(|p| !p.is_empty())
            && parts[0].chars().next().is_some_and(char::is_alphabetic)
    })
}

// (a)
#[test]
fn runs_a_source_file() {
    require_javac();
    // A relative path with directories, from the repository root.
    let out = weft(["run", "tests/programs/errors/Hello.java"]);
    out.assert_code(0);
    out.assert_stdout("Hello from weft\n");
    assert_eq!(out.stderr, "", "nothing on stderr\n{}", out.describe());
}

// (b)
#[test]
fn passes_program_arguments() {
    require_javac();
    let dir = scratch("passes_program_arguments");
    let classes = dir.join("classes");
    javac(&classes, &["ArgsEcho.java"]);
    let out = weft([
        "run".as_ref(),
        "-cp".as_ref(),
        classes.as_os_str(),
        "ArgsEcho".as_ref(),
        "arg1".as_ref(),
        "arg2".as_ref(),
    ]);
    out.assert_code(0);
    out.assert_stdout("argc=2\narg[0]=arg1\narg[1]=arg2\n");

    // Arguments that look like options, or hold spaces, belong to the program too.
    let out = weft([
        "run".as_ref(),
        "-cp".as_ref(),
        classes.as_os_str(),
        "ArgsEcho".as_ref(),
        "two words".as_ref(),
        "-x".as_ref(),
        "--seed".as_ref(),
    ]);
    out.assert_code(0);
    out.assert_stdout("argc=3\narg[0]=two words\narg[1]=-x\narg[2]=--seed\n");
    // One spelled like an option of weft's command gets a note: it was most likely meant for
    // weft. After an explicit `--` it was not.
    assert!(out.stderr.contains("`--seed` comes after the program"), "{}", out.stderr);
    assert!(!out.stderr.contains("`-x`"), "{}", out.stderr);
    let out = weft([
        "run".as_ref(),
        "-cp".as_ref(),
        classes.as_os_str(),
        "ArgsEcho".as_ref(),
        "--".as_ref(),
        "--seed".as_ref(),
    ]);
    out.assert_code(0);
    assert!(!out.stderr.contains("comes after the program"), "{}", out.stderr);
    // Java's own option spellings after the main class are the program's, not weft's.
    let out = weft([
        "run".as_ref(),
        "-cp".as_ref(),
        classes.as_os_str(),
        "ArgsEcho".as_ref(),
        "-ea".as_ref(),
        "-cp".as_ref(),
        "-da".as_ref(),
    ]);
    out.assert_code(0);
    out.assert_stdout("argc=3\narg[0]=-ea\narg[1]=-cp\narg[2]=-da\n");
}

// (c)
#[test]
fn runs_the_main_class_of_a_jar_manifest() {
    require_javac();
    let dir = scratch("runs_the_main_class_of_a_jar_manifest");
    let classes = dir.join("classes");
    javac(&classes, &["ArgsEcho.java"]);
    let jar_file = dir.join("app.jar");
    let mut jar = Command::new(jdk_tool("jar"));
    jar.arg("--create")
        .arg("--file")
        .arg(&jar_file)
        .arg("--main-class")
        .arg("ArgsEcho")
        .arg("-C")
        .arg(&classes)
        .arg(".");
    run_command(jar).assert_code(0);
    let out = weft(["run".as_ref(), "-cp".as_ref(), jar_file.as_os_str()]);
    out.assert_code(0);
    out.assert_stdout("argc=0\n");
    // `-jar JAR ARGS...`, as with `java -jar`: everything after the jar is the program's.
    let out = weft(["run".as_ref(), "-jar".as_ref(), jar_file.as_os_str(), "-cp".as_ref(), "x".as_ref()]);
    out.assert_code(0);
    out.assert_stdout("argc=2\narg[0]=-cp\narg[1]=x\n");
}

// (d)
#[test]
fn missing_main_class_is_an_input_error() {
    require_javac();
    let dir = scratch("missing_main_class_is_an_input_error");
    let classes = dir.join("classes");
    javac(&classes, &["ArgsEcho.java"]);
    let out = weft(["run".as_ref(), "-cp".as_ref(), classes.as_os_str(), "NoSuchMainClass".as_ref()]);
    out.assert_weft_error();
    out.assert_stderr_contains("NoSuchMainClass");
    out.assert_stdout("");

    // The same for a class in a package, named with dots.
    let out = weft(["run".as_ref(), "-cp".as_ref(), classes.as_os_str(), "com.example.Missing".as_ref()]);
    out.assert_weft_error();
    out.assert_stderr_contains("com.example.Missing");
}

// (e)
#[test]
fn corrupted_class_file_is_an_input_error() {
    require_javac();
    let dir = scratch("corrupted_class_file_is_an_input_error");
    let classes = dir.join("classes");
    javac(&classes, &["UsesHelper.java"]);
    let helper = classes.join("Helper.class");
    let bytes = std::fs::read(&helper).unwrap();

    // Sanity: intact, the program runs.
    let out = weft(["run".as_ref(), "-cp".as_ref(), classes.as_os_str(), "UsesHelper".as_ref()]);
    out.assert_code(0);

    // Truncated in the middle, to nothing, and overwritten by something that is no class file.
    let damaged: [(&str, Vec<u8>); 3] = [
        ("truncated to half", bytes[..bytes.len() / 2].to_vec()),
        ("empty", Vec::new()),
        ("not a class file", b"this is not a class file\n".to_vec()),
    ];
    for (what, content) in damaged {
        std::fs::write(&helper, &content).unwrap();
        let out = weft(["run".as_ref(), "-cp".as_ref(), classes.as_os_str(), "UsesHelper".as_ref()]);
        // main runs until it first uses Helper.
        assert_eq!(out.stdout, "before\n", "Helper.class {what}: stdout\n{}", out.describe());
        assert_eq!(out.code, Some(2), "Helper.class {what}: exit status\n{}", out.describe());
        let report = error_report(&out);
        let first = report.lines().next().unwrap_or("");
        assert!(
            contains_word(first, "Helper"),
            "Helper.class {what}: the error should name class Helper\n{}",
            out.describe()
        );
        let lower = first.to_lowercase();
        assert!(
            lower.contains("malformed") || lower.contains("classformaterror") || lower.contains("truncated"),
            "Helper.class {what}: the error should say the class file is malformed\n{}",
            out.describe()
        );
    }
}

// (f): weft reads existing files, but writing one is outside its model.
#[test]
fn file_writes_are_reported_as_unsupported() {
    require_javac();
    let out = weft(["run", "tests/programs/errors/FileWrite.java"]);
    out.assert_weft_error();
    out.assert_stdout("opening\n");
    let report = error_report(&out);
    let lower = report.to_lowercase();
    assert!(
        lower.contains("unsupported") || lower.contains("not modelled") || lower.contains("not modeled"),
        "the error should say writing files is unsupported\n{}",
        out.describe()
    );
    assert!(report.contains("FileOutputStream"), "the error should name FileOutputStream\n{}", out.describe());
    assert!(
        report.contains("FileWrite.java:10"),
        "the error should give the position of the user's code, FileWrite.java:10\n{}",
        out.describe()
    );
}

// A program that allocates without end stops at `weft run`'s memory limit, as a JVM at its heap's.
#[test]
fn run_stops_at_its_memory_limit() {
    require_javac();
    let out = weft(["run", "--memory-limit", "200", "tests/programs/errors/AllocatesWithoutEnd.java"]);
    out.assert_weft_error();
    out.assert_stdout("allocating\n");
    assert!(error_report(&out).contains("memory limit"), "the error should name the memory limit\n{}", out.describe());
}

// (f), with java.nio.file: reading works, and so does writing under the temporary directory;
// writing anywhere else does not.
#[test]
fn nio_writes_outside_temp_are_reported_as_unsupported() {
    require_javac();
    let out = weft(["run", "tests/programs/errors/FilesWriteOutsideTemp.java"]);
    out.assert_weft_error();
    out.assert_stdout("writing\n");
    let report = error_report(&out);
    let first = report.lines().next().unwrap_or("");
    let lower = report.to_lowercase();
    assert!(
        lower.contains("unsupported") || lower.contains("not modelled") || lower.contains("not modeled"),
        "the error should say writing there is unsupported\n{}",
        out.describe()
    );
    assert!(names_a_java_member(first), "the error's first line should name a class or method\n{}", out.describe());
    assert!(
        report.contains("FilesWriteOutsideTemp.java:10"),
        "the error should give the position of the user's code, FilesWriteOutsideTemp.java:10\n{}",
        out.describe()
    );
    assert!(
        !repo_root().join("weft-never-written.txt").exists(),
        "nothing may be written outside the temporary directory\n{}",
        out.describe()
    );
}

// (f), the working directory: relative names resolve against it, also when it lies under the
// temporary directory (which weft models), and errors name a file as the program gave it.
#[test]
fn relative_files_resolve_from_a_working_directory_under_the_temporary_directory() {
    require_javac();
    let dir = std::env::temp_dir().join(format!("weft-cli-relative-files-{}", std::process::id()));
    if dir.exists() {
        std::fs::remove_dir_all(&dir).unwrap();
    }
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("input.txt"), "first line\nsecond line\n").unwrap();
    javac(&dir, &["RelativeFiles.java"]);
    let run = |tool: PathBuf, args: &[&str]| {
        let mut cmd = Command::new(tool);
        cmd.args(args).args(["-cp", ".", "RelativeFiles"]).current_dir(&dir);
        run_command(cmd)
    };
    let java = run(jdk_tool("java"), &[]);
    java.assert_code(0);
    let weft = run(PathBuf::from(env!("CARGO_BIN_EXE_weft")), &["run"]);
    weft.assert_code(0);
    std::fs::remove_dir_all(&dir).unwrap();
    assert!(java.stdout.contains("FileReader: missing.txt (No such file or directory)"), "{}", java.describe());
    assert_eq!(weft.stdout, java.stdout, "weft and java differ\n{}", weft.describe());
}

// (f), method handles: direct handles and most combinators run, the loop combinators do not.
#[test]
fn method_handle_loops_are_reported_as_unsupported() {
    assert_reported_unsupported("MethodHandleCombinator.java", "7\n", "countedLoop", "MethodHandleCombinator.java:15");
}

#[test]
fn byte_array_view_var_handles_other_than_get_and_set_are_reported_as_unsupported() {
    assert_reported_unsupported(
        "ByteArrayViewVarHandle.java",
        "42\n",
        "setVolatile through MethodHandles.byteArrayViewVarHandle",
        "ByteArrayViewVarHandle.java:15",
    );
}

// (f), service loaders: class-path providers are found, the JDK's modules' are not.
// (f), type annotations: annotated types without annotations are modelled, annotations on them are not.
#[test]
fn type_annotations_are_reported_as_unsupported() {
    assert_reported_unsupported(
        "TypeAnnotationsReflection.java",
        "0\nbefore\n",
        "type annotations",
        "TypeAnnotationsReflection.java:18",
    );
}

// (f), type annotations on a class's own attributes (its superclass, interfaces, type
// parameters) are recorded as a method's and a field's are.
#[test]
fn class_type_annotations_are_reported_as_unsupported() {
    assert_reported_unsupported(
        "TypeAnnotatedSuperclass.java",
        "before\n",
        "type annotations",
        "TypeAnnotatedSuperclass.java:15",
    );
}

// (g)
#[test]
fn lock_order_deadlock_is_reported() {
    require_javac();
    let out = weft(["run", "tests/programs/errors/Deadlock.java"]);
    out.assert_code(1);
    out.assert_stdout("");
    assert!(out.stderr.to_lowercase().contains("deadlock"), "stderr should report a deadlock\n{}", out.describe());
    out.assert_stderr_contains("\"alpha\"");
    out.assert_stderr_contains("\"beta\"");
    assert!(!out.stderr.contains("weft: error:"), "a deadlock is not an error of weft's\n{}", out.describe());
}

// (g), the smallest deadlock
#[test]
fn self_join_deadlock_is_reported() {
    require_javac();
    let out = weft(["run", "tests/programs/errors/SelfJoin.java"]);
    out.assert_code(1);
    out.assert_stdout("joining myself\n");
    assert!(out.stderr.to_lowercase().contains("deadlock"), "stderr should report a deadlock\n{}", out.describe());
    out.assert_stderr_contains("\"main\"");
}

// (h)
#[test]
fn schedules_are_deterministic() {
    require_javac();
    let src = "tests/programs/errors/RacyCounter.java";
    let total = |out: &Outcome| -> u32 {
        out.assert_code(0);
        out.stdout
            .strip_prefix("total=")
            .and_then(|s| s.strip_suffix('\n'))
            .and_then(|s| s.parse().ok())
            .unwrap_or_else(|| panic!("expected `total=N`\n{}", out.describe()))
    };

    let first = weft(["run", src]);
    let second = weft(["run", src]);
    let t = total(&first);
    assert!((2..=2000).contains(&t), "total {t} out of range");
    assert_same_runs(&first, &second, "the default schedule must be deterministic");

    for seed in ["7", "12345"] {
        let a = weft(["run", "--seed", seed, src]);
        let b = weft(["run", "--seed", seed, src]);
        let t = total(&a);
        assert!((2..=2000).contains(&t), "seed {seed}: total {t} out of range");
        assert_same_runs(&a, &b, &format!("--seed {seed} must name one schedule"));
    }

    // Other seeds run to completion and print a total as well.
    for seed in ["0", "1", "2", "18446744073709551615"] {
        let out = weft(["run", "--seed", seed, src]);
        let t = total(&out);
        assert!((2..=2000).contains(&t), "seed {seed}: total {t} out of range");
    }
}

// (h), virtual time: under `weft run` the virtual clock advances with the steps threads run, so a sleep ends while
// another thread spins (it used to hang: the spinner was always runnable and never read the
// clock). How far the spinner gets depends on that clock, and must not vary from run to run.
#[test]
fn time_passes_while_a_thread_spins() {
    require_javac();
    let src = "tests/programs/errors/SpinSleepClock.java";
    let parse = |out: &Outcome| -> (u64, u64) {
        out.assert_code(0);
        let line = out.stdout.strip_suffix('\n').unwrap_or_default();
        let fields: Vec<u64> =
            line.split(' ').filter_map(|f| f.split_once('=')).filter_map(|(_, v)| v.parse().ok()).collect();
        match fields[..] {
            [spins, slept] => (spins, slept),
            _ => panic!("expected `spins=N slept=N`\n{}", out.describe()),
        }
    };
    for args in [&["run"][..], &["run", "--seed", "3"][..]] {
        let first = weft(args.iter().chain(&[src]));
        let second = weft(args.iter().chain(&[src]));
        let (spins, slept) = parse(&first);
        assert!(spins > 0, "the worker never spun\n{}", first.describe());
        // The sleep lasts its 5 ms of virtual time, and not much more.
        assert!((5_000_000..50_000_000).contains(&slept), "slept {slept} ns\n{}", first.describe());
        assert_same_runs(&first, &second, &format!("{args:?}: virtual time must pass the same way on every run"));
    }
}

// (i)
#[test]
fn assertions_are_on_by_default_and_can_be_disabled() {
    require_javac();
    let src = "tests/programs/errors/AssertFalse.java";
    let out = weft(["run", src]);
    out.assert_code(1);
    out.assert_stdout("before\n");
    assert_eq!(
        out.stderr.lines().next(),
        Some("Exception in thread \"main\" java.lang.AssertionError"),
        "first line of stderr\n{}",
        out.describe()
    );
    out.assert_stderr_contains("\tat AssertFalse.main(AssertFalse.java:6)");

    let out = weft(["run", "--disable-assertions", src]);
    out.assert_code(0);
    out.assert_stdout("before\nafter\n");
    assert_eq!(out.stderr, "", "nothing on stderr\n{}", out.describe());
}

// (j)
#[test]
fn system_exit_status_is_the_exit_status() {
    require_javac();
    let out = weft(["run", "tests/programs/errors/Exit42.java"]);
    out.assert_code(42);
    out.assert_stdout("exiting\n");
    assert_eq!(out.stderr, "", "nothing on stderr\n{}", out.describe());
}

// (k)
#[test]
fn uncaught_exception_reports_like_the_jvm() {
    require_javac();
    let out = weft(["run", "tests/programs/errors/Uncaught.java"]);
    out.assert_code(1);
    out.assert_stdout("");
    let lines: Vec<&str> = out.stderr.lines().collect();
    assert_eq!(
        lines.first().copied(),
        Some("Exception in thread \"main\" java.lang.IllegalStateException: boom"),
        "first line of stderr\n{}",
        out.describe()
    );
    assert_eq!(
        lines.get(1..3),
        Some(&["\tat Uncaught.fail(Uncaught.java:7)", "\tat Uncaught.main(Uncaught.java:12)"][..]),
        "stack frames\n{}",
        out.describe()
    );
}

/// An uncaught `StackOverflowError` prints the innermost 1,024 frames, as `java` does (weft's
/// stack is 6,000 frames deep, and printing every one made the checked program's last path six
/// times longer).
#[test]
fn a_stack_overflow_trace_keeps_the_innermost_1024_frames() {
    require_javac();
    let dir = scratch("a_stack_overflow_trace_keeps_the_innermost_1024_frames");
    javac(&dir, &["UncaughtStackOverflow.java"]);
    let out = weft(["run".as_ref(), "-cp".as_ref(), dir.as_os_str(), "UncaughtStackOverflow".as_ref()]);
    assert!(out.stderr.contains("Exception in thread \"recurser\" java.lang.StackOverflowError"), "{}", out.stderr);
    let frames = out.stderr.lines().filter(|l| l.trim_start().starts_with("at UncaughtStackOverflow.depth")).count();
    assert_eq!(frames, 1024, "{}", out.stderr.lines().take(3).collect::<Vec<_>>().join("\n"));
}
