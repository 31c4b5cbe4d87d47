//! `weft run --record-trace`, `weft monitor` and `weft trace convert` end to end.

use std::path::PathBuf;
use std::process::Command;

fn weft() -> Command {
    Command::new(env!("CARGO_BIN_EXE_weft"))
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn temp(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("weft-atomicity-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

#[test]
fn recorded_traces_are_serializable_exactly_when_no_update_was_lost() {
    let source = root().join("tests/programs/atomicity/BankVolatile.java");
    let (mut serializable, mut violations) = (0, 0);
    for seed in 1..=8 {
        let trace = temp(&format!("bank{seed}.trace"));
        let run = weft()
            .args(["run", "--seed", &seed.to_string(), "--record-trace"])
            .arg(&trace)
            .arg(&source)
            .output()
            .unwrap();
        assert_eq!(run.status.code(), Some(0), "{}", String::from_utf8_lossy(&run.stderr));
        let printed = String::from_utf8_lossy(&run.stdout).trim().to_string();
        let text = std::fs::read_to_string(&trace).unwrap();
        assert!(text.contains("|begin|BankVolatile.java:"), "atomic blocks are recorded:\n{text}");
        assert!(text.contains("|end|BankVolatile.java:"));
        assert!(text.contains("|w(BankVolatile.balance)|BankVolatile.java:"));
        let monitor = weft().args(["monitor", "--format", "json"]).arg(&trace).output().unwrap();
        let report: serde_json::Value = serde_json::from_slice(&monitor.stdout).unwrap();
        if printed == "30" {
            serializable += 1;
            assert_eq!(report["verdict"], "serializable", "seed {seed}");
            assert_eq!(monitor.status.code(), Some(0));
        } else {
            violations += 1;
            assert!(printed == "10" || printed == "20", "seed {seed} printed {printed}");
            assert_eq!(report["verdict"], "violation", "seed {seed}");
            assert_eq!(monitor.status.code(), Some(1));
            assert!(report["event"].as_u64().is_some());
        }
        // Every algorithm agrees.
        for algorithm in ["cg", "scg"] {
            let other =
                weft().args(["monitor", "--format", "json", "--algorithm", algorithm]).arg(&trace).output().unwrap();
            let other: serde_json::Value = serde_json::from_slice(&other.stdout).unwrap();
            assert_eq!(other["verdict"], report["verdict"], "{algorithm}, seed {seed}");
        }
    }
    assert!(
        serializable > 0 && violations > 0,
        "seeds 1-8 should show both outcomes ({serializable} ok, {violations} lost)"
    );
}

#[test]
fn traces_convert_to_binary_and_back_and_malformed_traces_name_the_line() {
    let text = temp("small.trace");
    std::fs::write(&text, "# demo\nT1|begin|1\nT1|r(x)|2\nT2|w(x)|3\nT1|w(x)|4\nT1|end|5\n").unwrap();
    let binary = temp("small.bin");
    let back = temp("small.back");
    assert!(weft().args(["trace", "convert"]).arg(&text).arg(&binary).status().unwrap().success());
    assert!(weft().args(["trace", "convert"]).arg(&binary).arg(&back).status().unwrap().success());
    assert_eq!(std::fs::read_to_string(&text).unwrap(), std::fs::read_to_string(&back).unwrap());
    for input in [&text, &binary] {
        let out = weft().arg("monitor").arg(input).output().unwrap();
        assert_eq!(out.status.code(), Some(1), "T1's read-write of x is interleaved by T2's write");
        assert!(String::from_utf8_lossy(&out.stdout).starts_with("violation"));
    }
    let bad = temp("bad.trace");
    std::fs::write(&bad, "T1|r(x)\nT1|frobnicate(y)\n").unwrap();
    let out = weft().arg("monitor").arg(&bad).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("line 2"), "{}", String::from_utf8_lossy(&out.stderr));
}
