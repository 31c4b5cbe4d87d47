//! `weft jcstress` on `tests/programs/jcstress/tests/*.java`, compiled against weft's own
//! minimal jcstress annotation and result classes (`tests/programs/jcstress/api`). Each test
//! states its verdict and the exact set of reachable result tuples in a header line:
//!
//! ```text
//! // weft: jcstress FAILED reachable "0, 0" "0, 1" "1, 0" "1, 1"
//! ```

mod common;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use common::{jdk_tool, run_with_timeout};

fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).expect("dir").flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "java") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The verdict and reachable tuples a test's header expects.
fn expectation(source: &str) -> (String, BTreeSet<String>) {
    let line = source
        .lines()
        .find_map(|l| l.trim().strip_prefix("// weft: jcstress "))
        .expect("a `// weft: jcstress` header line");
    let (verdict, rest) = line.split_once(" reachable ").expect("VERDICT reachable \"...\"");
    (verdict.to_string(), rest.split('"').skip(1).step_by(2).map(str::to_string).collect())
}

#[test]
fn jcstress_tests_are_graded_exactly_and_a_reachable_forbidden_outcome_fails() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/programs/jcstress");
    let classes = std::env::temp_dir().join(format!("weft-jcstress-corpus-{}", std::process::id()));
    std::fs::create_dir_all(&classes).expect("dir");
    let status = Command::new(jdk_tool("javac"))
        .arg("-g")
        .arg("-d")
        .arg(&classes)
        .args(sources(&root))
        .status()
        .expect("javac runs");
    assert!(status.success(), "javac failed on the jcstress corpus");
    let cp = classes.display().to_string();
    let tests = sources(&root.join("tests"));
    assert!(tests.len() >= 4);
    let mut failures = Vec::new();
    for file in &tests {
        let name = format!("weft.jcstress.{}", file.file_stem().and_then(|s| s.to_str()).expect("name"));
        let (verdict, reachable) = expectation(&std::fs::read_to_string(file).expect("source"));
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_weft"));
        cmd.args(["jcstress", "--format", "json", "-cp", &cp, &name]);
        let run = run_with_timeout(cmd, Duration::from_secs(300), 16 << 20);
        let expected_code = if verdict == "PASSED" { 0 } else { 1 };
        assert_eq!(run.ending.code(), Some(expected_code), "{name}: {}", String::from_utf8_lossy(&run.stderr));
        let json: serde_json::Value = serde_json::from_slice(&run.stdout).expect("json");
        let report = &json[0];
        assert_eq!(report["passed"], verdict == "PASSED", "{name}");
        assert_eq!(report["complete"], true, "{name}");
        let results = report["results"].as_array().expect("results");
        let got: BTreeSet<String> = results
            .iter()
            .filter(|g| g["reachable"] == true)
            .map(|g| g["result"].as_str().unwrap_or("").to_string())
            .collect();
        if got != reachable {
            failures.push(format!("{name}: reachable {got:?}, expected {reachable:?}"));
        }
        // A reachable FORBIDDEN tuple comes with a witness; graded tuples that never happen are listed.
        for g in results {
            if g["reachable"] == true && (g["expect"] == "FORBIDDEN" || g["expect"] == "ERROR") {
                assert!(g["witness"]["schedule"].as_array().is_some_and(|s| !s.is_empty()), "{name}: witness");
            }
        }
    }
    // The acceptable outcome "3" of the arbiter test can never happen, and says so.
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_weft"));
    cmd.args(["jcstress", "-cp", &cp]);
    let run = run_with_timeout(cmd, Duration::from_secs(600), 16 << 20);
    let _ = std::fs::remove_dir_all(&classes);
    let text = String::from_utf8_lossy(&run.stdout);
    assert_eq!(run.ending.code(), Some(1), "every test discovered, some fail: {text}");
    assert_eq!(text.matches("(memory model jmm)").count(), tests.len(), "{text}");
    assert!(text.lines().any(|l| l.trim_start().starts_with('3') && l.contains("never happens")), "{text}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
