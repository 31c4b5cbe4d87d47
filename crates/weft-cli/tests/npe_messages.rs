//! Helpful NullPointerException messages without debug information.
//!
//! The run corpus compiles with `javac -g`, so its NPE programs (`tests/programs/run/Npe*.java`) see local
//! variable names. Without a `LocalVariableTable` the JDK names locals `<localN>`, parameters
//! `<parameterN>` and the receiver `this`, depending on whether the slot may have been written. This test
//! compiles those programs again without `-g` and requires weft's exit code and stdout to equal `java`'s.
//! It needs `java` and `javac` (17 or later) on PATH or under `$JAVA_HOME/bin`.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use common::{java_command, jdk_tool, run_with_timeout, Ending};

const OUTPUT_CAP: usize = 16 << 20;

#[test]
fn npe_messages_without_debug_information_match_java() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/programs/run");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.expect("directory entry").path())
        .filter(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            name.starts_with("Npe") && name.ends_with(".java")
        })
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no Npe*.java programs in {}", dir.display());

    let nanos = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
    let classes = std::env::temp_dir().join(format!("weft-npe-nog-{}-{nanos}", std::process::id()));
    std::fs::create_dir_all(&classes).expect("scratch directory");

    let mut javac = Command::new(jdk_tool("javac"));
    javac.args(["-g:none", "-encoding", "UTF-8", "--release", "17", "-nowarn", "-d"]).arg(&classes).args(&files);
    let run = run_with_timeout(javac, Duration::from_secs(600), OUTPUT_CAP);
    assert_eq!(
        run.ending,
        Ending::Exited(0),
        "javac failed (a JDK 17+ must be on PATH or under $JAVA_HOME/bin):\n{}",
        String::from_utf8_lossy(&run.stderr)
    );

    let weft = PathBuf::from(env!("CARGO_BIN_EXE_weft"));
    let mut failures = Vec::new();
    for f in &files {
        let name = f.file_stem().and_then(|s| s.to_str()).expect("file name");
        let mut java = java_command(&jdk_tool("java"));
        java.arg("-ea").arg("-cp").arg(&classes).arg(name);
        let jrun = run_with_timeout(java, Duration::from_secs(120), OUTPUT_CAP);
        let mut wcmd = Command::new(&weft);
        wcmd.arg("run").arg("-cp").arg(&classes).arg(name);
        let wrun = run_with_timeout(wcmd, Duration::from_secs(120), OUTPUT_CAP);
        if jrun.ending != wrun.ending {
            failures.push(format!("{name}: exit: java {}, weft {}", jrun.ending, wrun.ending));
        }
        let (jout, wout) = (String::from_utf8_lossy(&jrun.stdout), String::from_utf8_lossy(&wrun.stdout));
        if let Some((j, w)) = jout.lines().zip(wout.lines()).find(|(j, w)| j != w) {
            failures.push(format!("{name}: stdout differs\n      java: {j}\n      weft: {w}"));
        } else if jout.lines().count() != wout.lines().count() {
            failures.push(format!("{name}: stdout has a different number of lines"));
        }
    }
    let _ = std::fs::remove_dir_all(&classes);
    assert!(failures.is_empty(), "NPE messages without -g differ from java:\n  {}", failures.join("\n  "));
}
