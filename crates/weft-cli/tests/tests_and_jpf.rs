//! The tests people already have: `weft test` on JUnit 5, JUnit 4 and TestNG test classes
//! (`tests/programs/junit/`), Java PathFinder programs and `.jpf` files (`tests/programs/jpf/`),
//! and `--entry Class#method`.
//!
//! Test classes are labelled with one header line per test method,
//! `// weft: test METHOD STATUS [KIND...]` (status `passed`, `failed`, `skipped`; kinds are the
//! violation kinds a failed test reports); every discovered test must be labelled and every
//! label discovered. The annotation classes under `tests/programs/junit/frameworks/` are the
//! project's own stand-ins named like the frameworks'.
//!
//! JPF programs carry the `weft check` corpus headers (`// weft: expect ...`,
//! `// weft: check-args ...`) and `// weft: twin Name` naming the `weft.Verify` program that must
//! get the same verdict and violations.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use common::jdk_tool;
use serde_json::Value;

fn weft() -> &'static str {
    env!("CARGO_BIN_EXE_weft")
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn java_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            java_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "java") {
            out.push(path);
        }
    }
}

fn temp_dir(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("weft-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn javac(out: &Path, class_path: Option<&Path>, files: &[PathBuf]) {
    let mut command = Command::new(jdk_tool("javac"));
    command.arg("-g").arg("-d").arg(out);
    if let Some(cp) = class_path {
        command.arg("-cp").arg(cp);
    }
    let status = command.args(files).status().expect("javac must be installed (a JDK 17) to run these tests");
    assert!(status.success(), "javac failed");
}

/// The JUnit corpus, compiled once (test classes and the stand-in framework classes together).
fn junit_classes() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = temp_dir("junit-corpus");
        let mut files = Vec::new();
        java_files(&repo().join("tests/programs/junit"), &mut files);
        javac(&dir, None, &files);
        dir
    })
}

fn run(args: &[&str]) -> Output {
    Command::new(weft()).args(args).output().expect("run weft")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Expected (status, kinds) per `class#method`, from the headers of the test classes.
fn junit_labels() -> BTreeMap<String, (String, BTreeSet<String>)> {
    let mut files = Vec::new();
    java_files(&repo().join("tests/programs/junit/tests"), &mut files);
    let mut labels = BTreeMap::new();
    for file in files {
        let source = std::fs::read_to_string(&file).unwrap();
        let package =
            source.lines().find_map(|l| l.strip_prefix("package ").map(|p| p.trim_end_matches(';').to_string()));
        let class = file.file_stem().unwrap().to_string_lossy().into_owned();
        let class = match package {
            Some(p) => format!("{p}.{class}"),
            None => class,
        };
        for line in source.lines() {
            if let Some(label) = line.strip_prefix("// weft: test ") {
                let mut words = label.split_whitespace();
                let method = words.next().unwrap();
                let status = words.next().expect("a status").to_string();
                labels.insert(format!("{class}#{method}"), (status, words.map(str::to_string).collect()));
            }
        }
    }
    labels
}

#[test]
fn weft_test_checks_every_labelled_test_and_writes_junit_xml() {
    let classes = junit_classes();
    let xml_dir = temp_dir("junit-xml");
    let out =
        run(&["test", "-cp", classes.to_str().unwrap(), "--format", "json", "--junit-xml", xml_dir.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "a failing test gives exit 1; stderr: {}", text(&out.stderr));
    let report: Value = serde_json::from_slice(&out.stdout).expect("JSON output");
    assert_eq!(report["schema"], "weft-test/1");
    let mut found = BTreeMap::new();
    let mut lifecycle_plan = None;
    for t in report["tests"].as_array().unwrap() {
        let name = format!("{}#{}", t["class"].as_str().unwrap(), t["method"].as_str().unwrap());
        let kinds: BTreeSet<String> = t["report"]["violations"]
            .as_array()
            .map(|v| v.iter().map(|v| v["kind"].as_str().unwrap().to_string()).collect())
            .unwrap_or_default();
        if name == "jupiter.LifecycleTest#test" {
            lifecycle_plan = Some(t["report"]["program"]["args"].clone());
        }
        if t["status"] == "failed" {
            for v in t["report"]["violations"].as_array().unwrap() {
                assert!(!v["counterexample"]["schedule"].as_array().unwrap().is_empty(), "{name}: empty schedule");
            }
        }
        assert!(
            found.insert(name.clone(), (t["status"].as_str().unwrap().to_string(), kinds)).is_none(),
            "{name} twice"
        );
    }
    // RepeatedTest is one test; an unannotated helper is none; labels and results agree exactly.
    assert_eq!(found, junit_labels());
    // The exact lifecycle, superclass before-methods first and after-methods last.
    let plan: Vec<String> =
        lifecycle_plan.unwrap().as_array().unwrap().iter().map(|s| s.as_str().unwrap().to_string()).collect();
    assert_eq!(
        plan,
        [
            "beforeAll:jupiter.LifecycleBase#baseBeforeAll",
            "beforeAll:jupiter.LifecycleTest#beforeAll",
            "new:jupiter.LifecycleTest",
            "beforeEach:baseBeforeEach",
            "beforeEach:beforeEach",
            "test:test",
            "afterEach:afterEach",
            "afterEach:baseAfterEach",
            "afterAll:jupiter.LifecycleTest#afterAll",
            "afterAll:jupiter.LifecycleBase#baseAfterAll",
        ]
    );

    // One well-formed JUnit XML report per class, counts matching, counterexamples in failures.
    let mut files: Vec<_> = std::fs::read_dir(&xml_dir).unwrap().map(|e| e.unwrap().path()).collect();
    files.sort();
    let names: Vec<String> = files.iter().map(|f| f.file_name().unwrap().to_string_lossy().into_owned()).collect();
    assert_eq!(
        names,
        [
            "TEST-junit4.QueueTest.xml",
            "TEST-jupiter.CounterTest.xml",
            "TEST-jupiter.FileTest.xml",
            "TEST-jupiter.LifecycleTest.xml",
            "TEST-testng.LockTest.xml"
        ]
    );
    for file in &files {
        let xml = std::fs::read_to_string(file).unwrap();
        let doc =
            roxmltree::Document::parse(&xml).unwrap_or_else(|e| panic!("{} is not well-formed: {e}", file.display()));
        let suite = doc.root_element();
        assert_eq!(suite.tag_name().name(), "testsuite");
        let class = suite.attribute("name").unwrap();
        let cases: Vec<_> = suite.children().filter(|n| n.has_tag_name("testcase")).collect();
        let expected: Vec<_> = found.iter().filter(|(name, _)| name.starts_with(&format!("{class}#"))).collect();
        assert_eq!(suite.attribute("tests").unwrap(), expected.len().to_string());
        let count = |status: &str| expected.iter().filter(|(_, (s, _))| s == status).count().to_string();
        assert_eq!(suite.attribute("failures").unwrap(), count("failed"), "{class}");
        assert_eq!(suite.attribute("skipped").unwrap(), count("skipped"), "{class}");
        assert_eq!(suite.attribute("errors").unwrap(), count("error"), "{class}");
        assert_eq!(cases.len(), expected.len());
        for case in cases {
            let name = format!("{class}#{}", case.attribute("name").unwrap());
            let status = &found[&name].0;
            let failure = case.children().find(|n| n.has_tag_name("failure"));
            let skipped = case.children().find(|n| n.has_tag_name("skipped"));
            assert_eq!(failure.is_some(), status == "failed", "{name}");
            assert_eq!(skipped.is_some(), status == "skipped", "{name}");
            let error = case.children().find(|n| n.has_tag_name("error"));
            assert_eq!(error.is_some(), status == "error", "{name}");
            if let Some(e) = error {
                let message = e.attribute("message").unwrap();
                assert!(
                    message.contains("unsupported") || message.contains("not modelled by weft"),
                    "{name}: {message}"
                );
            }
            if let Some(f) = failure {
                let message = f.attribute("message").unwrap();
                assert!(message.contains("counterexample ("), "{name}: {message}");
                assert!(f.text().unwrap_or_default().contains("Verdict: violation"), "{name}");
            }
        }
    }
}

#[test]
fn weft_test_prints_a_line_per_test_and_selects_classes_packages_and_methods() {
    let classes = junit_classes().to_str().unwrap();
    let out = run(&["test", "-cp", classes, "jupiter.CounterTest#synchronizedIncrements", "testng"]);
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().filter(|l| l.starts_with("test ") && l.contains(" ... ")).collect();
    assert_eq!(
        lines.iter().map(|l| l.split(" ... ").next().unwrap()).collect::<Vec<_>>(),
        [
            "test jupiter.CounterTest#synchronizedIncrements",
            "test testng.LockTest#lockOrderInversion",
            "test testng.LockTest#divideByZero",
            "test testng.LockTest#disabled",
            "test testng.LockTest#methodLifecycle",
        ],
        "{stdout}"
    );
    assert!(lines[0].ends_with("states)") && lines[0].contains(" ... ok ("), "{stdout}");
    assert!(lines[1].contains("... FAILED (deadlock)"), "{stdout}");
    assert!(lines[3].contains("... skipped (enabled = false)"), "{stdout}");
    assert!(stdout.contains("test result: FAILED. 3 passed; 1 failed; 1 skipped"), "{stdout}");
    assert_eq!(out.status.code(), Some(1));

    let passing = run(&["test", "-cp", classes, "jupiter.LifecycleTest"]);
    assert_eq!(passing.status.code(), Some(0), "{}", text(&passing.stdout));

    let none = run(&["test", "-cp", classes, "no.such.pkg"]);
    assert_eq!(none.status.code(), Some(2));
    assert!(text(&none.stderr).contains("no tests found"), "{}", text(&none.stderr));
}

/// Header values of a corpus program: `// weft: KEY rest`.
fn headers(source: &str, key: &str) -> Vec<String> {
    let prefix = format!("// weft: {key}");
    source.lines().filter_map(|l| l.strip_prefix(prefix.as_str()).map(|r| r.trim().to_string())).collect()
}

/// `weft check --format json` of a source file: verdict and (kind, exception) pairs.
fn check_source(file: &Path, extra: &[String]) -> (String, BTreeSet<(String, String)>) {
    let out = Command::new(weft()).arg("check").arg("--format").arg("json").args(extra).arg(file).output().unwrap();
    let report: Value = serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("{}: no JSON report ({e}); stderr: {}", file.display(), text(&out.stderr)));
    let pairs = report["violations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| (v["kind"].as_str().unwrap().to_string(), v["exception"].as_str().unwrap_or("").to_string()))
        .collect();
    (report["verdict"].as_str().unwrap().to_string(), pairs)
}

#[test]
fn jpf_programs_get_the_verdicts_of_their_weft_verify_twins() {
    let dir = repo().join("tests/programs/jpf");
    let mut files = Vec::new();
    java_files(&dir, &mut files);
    files.sort();
    let mut results = BTreeMap::new();
    for file in &files {
        let source = std::fs::read_to_string(file).unwrap();
        let extra: Vec<String> =
            headers(&source, "check-args").iter().flat_map(|a| a.split_whitespace().map(str::to_string)).collect();
        let (verdict, pairs) = check_source(file, &extra);
        let expected: BTreeSet<String> = headers(&source, "expect").into_iter().filter(|e| e != "ok").collect();
        let kinds: BTreeSet<String> =
            pairs.iter().map(|(k, e)| if k == "exception" { format!("exception {e}") } else { k.clone() }).collect();
        let expected_kinds: BTreeSet<String> =
            expected.iter().map(|e| if e.starts_with("race ") { "race".to_string() } else { e.clone() }).collect();
        assert_eq!(kinds, expected_kinds, "{}", file.display());
        assert_eq!(verdict == "ok", expected.is_empty(), "{}", file.display());
        results.insert(file.file_stem().unwrap().to_string_lossy().into_owned(), (verdict, pairs, source));
    }
    let mut twins = 0;
    for (name, (verdict, pairs, source)) in &results {
        for twin in headers(source, "twin") {
            let (twin_verdict, twin_pairs, _) = results.get(&twin).unwrap_or_else(|| panic!("{name}: no twin {twin}"));
            assert_eq!((verdict, pairs), (twin_verdict, twin_pairs), "{name} and its twin {twin} differ");
            twins += 1;
        }
    }
    assert!(twins >= 5, "every JPF program has a weft.Verify twin");
}

#[test]
fn jpf_properties_file_maps_to_weft_settings_and_lists_ignored_keys() {
    let dir = temp_dir("jpf-file");
    let classes = dir.join("classes");
    javac(&classes, Some(&api_jar()), &[repo().join("tests/programs/jpf/JpfRaceAndDeadlock.java")]);
    let jpf = dir.join("app.jpf");
    std::fs::write(
        &jpf,
        "# A JPF application file\n@using = jpf-core\ntarget = JpfRaceAndDeadlock\nclasspath = ${config_path}/classes\n\
         search.class = gov.nasa.jpf.search.heuristic.BFSHeuristic\nsearch.multiple_errors = true\n\
         listener = gov.nasa.jpf.listener.PreciseRaceDetector,\\\n    gov.nasa.jpf.listener.CoverageAnalyzer\n\
         report.console.finished = result\n",
    )
    .unwrap();
    let out = run(&["check", "--format", "json", jpf.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("ignored (no weft equivalent): @using, listener gov.nasa.jpf.listener.CoverageAnalyzer, report.console.finished"),
        "{stderr}"
    );
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["search"], "bfs");
    assert_eq!(report["program"]["main"], "JpfRaceAndDeadlock");
    assert_eq!(report["settings"]["checks"], serde_json::json!(["deadlock", "assertion", "exception", "race"]));
    let kinds: BTreeSet<&str> =
        report["violations"].as_array().unwrap().iter().map(|v| v["kind"].as_str().unwrap()).collect();
    assert_eq!(kinds, BTreeSet::from(["deadlock", "race"]), "multiple errors: both are reported");

    // Without a race listener and with JPF's default (stop at the first error): one violation, no race check.
    std::fs::write(&jpf, "target = JpfRaceAndDeadlock\nclasspath = ${config_path}/classes\n").unwrap();
    let out = run(&["check", "--format", "json", jpf.to_str().unwrap()]);
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["settings"]["checks"], serde_json::json!(["deadlock", "assertion", "exception"]));
    assert_eq!(report["violations"].as_array().unwrap().len(), 1);
    assert_eq!(report["violations"][0]["kind"], "deadlock");

    std::fs::write(&jpf, "classpath = .\n").unwrap();
    let out = run(&["check", jpf.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("has no `target`"), "{}", text(&out.stderr));
    std::fs::write(&jpf, "target = X\nsearch.class = gov.nasa.jpf.search.heuristic.MostBlocked\n").unwrap();
    let out = run(&["check", jpf.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("MostBlocked has no weft equivalent"), "{}", text(&out.stderr));
}

/// weft's own runtime API classes (`weft.Verify`, `gov.nasa.jpf.vm.Verify`) for javac, as
/// `weft api --jar` writes them.
fn api_jar() -> PathBuf {
    static JAR: OnceLock<PathBuf> = OnceLock::new();
    JAR.get_or_init(|| {
        let jar = temp_dir("api-jar").join("weft-api.jar");
        let out = run(&["api", "--jar", jar.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        assert!(jar.is_file(), "weft api --jar writes the API jar");
        jar
    })
    .clone()
}

#[test]
fn unsupported_jpf_verify_method_is_a_clear_error() {
    let dir = temp_dir("jpf-unsupported");
    // JPF's real Verify has getCounter; compile against a stand-in that declares it.
    let stub = dir.join("stub/gov/nasa/jpf/vm/Verify.java");
    std::fs::create_dir_all(stub.parent().unwrap()).unwrap();
    std::fs::write(
        &stub,
        "package gov.nasa.jpf.vm;\npublic class Verify { public static int getCounter(int id) { return 0; } }\n",
    )
    .unwrap();
    let program = dir.join("UsesCounter.java");
    std::fs::write(
        &program,
        "public class UsesCounter { public static void main(String[] a) { System.out.println(gov.nasa.jpf.vm.Verify.getCounter(0)); } }\n",
    )
    .unwrap();
    let stub_classes = dir.join("stub-classes");
    javac(&stub_classes, None, std::slice::from_ref(&stub));
    let classes = dir.join("classes");
    javac(&classes, Some(&stub_classes), &[program]);
    let out = run(&["check", "-cp", classes.to_str().unwrap(), "UsesCounter"]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(stderr.contains("gov.nasa.jpf.vm.Verify.getCounter(I)I is not supported by weft"), "{stderr}");
}

const ENTRIES: &str = r#"
public class Entries {
    static int count;
    private int calls;
    public static void racyStatic() throws InterruptedException {
        Thread a = new Thread(() -> count++), b = new Thread(() -> count++);
        a.start(); b.start(); a.join(); b.join();
        assert count == 2 : "count is " + count;
    }
    public void instanceMethod() {
        calls++;
        System.out.println("called on a new instance: " + calls);
    }
    public void withArgument(int x) {}
    void packagePrivate() {}
}
"#;

const NO_DEFAULT_CONSTRUCTOR: &str = r#"
public class NoDefault {
    public NoDefault(int x) {}
    public void go() {}
}
"#;

fn entry_classes() -> &'static Path {
    static DIR: OnceLock<PathBuf> = OnceLock::new();
    DIR.get_or_init(|| {
        let dir = temp_dir("entries");
        let src = dir.join("src");
        std::fs::create_dir_all(&src).unwrap();
        let files = [("Entries", ENTRIES), ("NoDefault", NO_DEFAULT_CONSTRUCTOR)].map(|(name, body)| {
            let f = src.join(format!("{name}.java"));
            std::fs::write(&f, body).unwrap();
            f
        });
        javac(&dir, None, &files);
        dir
    })
}

#[test]
fn entry_runs_and_checks_static_and_instance_methods() {
    let cp = entry_classes().to_str().unwrap();
    let out = run(&["run", "-cp", cp, "--entry", "Entries#instanceMethod"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "called on a new instance: 1\n");

    let out = run(&["check", "-cp", cp, "--entry", "Entries#racyStatic", "--checks", "assertion", "--format", "json"]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(report["violations"][0]["kind"], "assertion");
    assert_eq!(report["program"]["entry"], "racyStatic");
    // The report replays: the entry point is part of the recorded program.
    let path = entry_classes().join("report.json");
    std::fs::write(&path, &out.stdout).unwrap();
    let replay = run(&["replay", path.to_str().unwrap()]);
    assert!(text(&replay.stderr).contains("was reproduced"), "{}", text(&replay.stderr));

    let out = run(&["check", "-cp", cp, "--entry", "Entries#instanceMethod"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stdout));
}

#[test]
fn entry_errors_are_clear_and_exit_2() {
    let cp = entry_classes().to_str().unwrap();
    for (entry, message) in [
        ("Entries#withArgument", "has no method `void withArgument()`"),
        ("Entries#packagePrivate", "must be public (or static)"),
        ("NoDefault#go", "needs a public no-argument constructor"),
        ("Missing#go", "could not find or load entry class Missing"),
        ("Entries", "--entry wants pkg.Class#method"),
    ] {
        for command in ["run", "check"] {
            let out = run(&[command, "-cp", cp, "--entry", entry]);
            assert_eq!(out.status.code(), Some(2), "{command} {entry}");
            let stderr = text(&out.stderr);
            assert!(stderr.contains(message), "{command} {entry}: {stderr}");
            assert!(!stderr.contains("panicked"), "{stderr}");
        }
    }
}

#[test]
fn weft_test_finds_tests_in_jars_and_its_reports_replay() {
    let dir = temp_dir("junit-jar");
    let jar = dir.join("tests.jar");
    let status = Command::new(jdk_tool("jar"))
        .arg("cf")
        .arg(&jar)
        .arg("-C")
        .arg(junit_classes())
        .arg(".")
        .status()
        .expect("the JDK's jar tool");
    assert!(status.success());
    let out = run(&[
        "test",
        "-cp",
        jar.to_str().unwrap(),
        "jupiter.CounterTest#unsynchronizedIncrements",
        "--format",
        "json",
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out.stderr));
    let report: Value = serde_json::from_slice(&out.stdout).unwrap();
    let tests = report["tests"].as_array().unwrap();
    assert_eq!(tests.len(), 1);
    // Each test's report is a `weft check` report: saved alone, it replays.
    let path = dir.join("one.json");
    std::fs::write(&path, serde_json::to_string(&tests[0]["report"]).unwrap()).unwrap();
    let violations = tests[0]["report"]["violations"].as_array().unwrap();
    let assertion = violations.iter().position(|v| v["kind"] == "assertion").expect("an assertion failure") + 1;
    let replay = run(&["replay", "--violation", &assertion.to_string(), path.to_str().unwrap()]);
    let stderr = text(&replay.stderr);
    assert!(stderr.contains("the assertion failure was reproduced"), "{stderr}");
    assert!(stderr.contains("org.opentest4j.AssertionFailedError: expected: <2> but was: <1>"), "{stderr}");
}
