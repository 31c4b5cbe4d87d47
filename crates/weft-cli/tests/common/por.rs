//! Shared by the reduction comparisons (`por_equivalence.rs` on the corpora, `por_generated.rs`
//! on generated programs): running `weft check --format json` on a program with some search
//! options and reducing its report to the set of violations the search must find whatever it
//! reduces, so that two searches' sets can be compared.

#![allow(dead_code)]

use std::collections::BTreeSet;
use std::path::Path;
use std::process::Command;
use std::time::Duration;

use serde_json::Value;

use super::{run_with_timeout, Ending};

/// The options of the unreduced search, the reference the others are compared with: no
/// partial-order reduction, race states matched only when equal, every local in the state
/// (dead ones too).
pub const UNREDUCED: [&str; 4] = ["--por", "none", "--exact-race-matching", "--exact-locals"];

/// A program to check: its main class and extra `weft check` options.
pub struct Program {
    pub name: String,
    pub args: Vec<String>,
}

/// What identifies a reported violation, as the search deduplicates them: kind, exception
/// class, location and, for races, the source lines of the two accesses (which of the pair the
/// search met first as a read or a write depends on the interleaving it saw first, so only the
/// lines count), one key for each pair reported on the location. An atomicity violation is described by the blocks on the cycle the monitor saw
/// when it closed, which also depends on the interleaving; what does not is which atomic blocks
/// take part in some violation, so atomicity violations contribute the union of their blocks.
pub fn violations(report: &Value) -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    let mut atomic_blocks = BTreeSet::new();
    // A race reported with the race that published its object (`published`) counts as reported:
    // which of the two the search meets first depends on the interleaving.
    let reported = report["violations"].as_array().expect("violations");
    let published = reported.iter().flat_map(|v| {
        let kind = v["kind"].clone();
        v["published"].as_array().into_iter().flatten().map(move |p| {
            let mut p = p.clone();
            p["kind"] = kind.clone();
            p
        })
    });
    for v in &reported.iter().cloned().chain(published).collect::<Vec<_>>() {
        if v["kind"] == "atomicity" {
            let blocks = v["location"].as_str().unwrap_or_default();
            atomic_blocks.extend(blocks.split("; ").map(str::to_string));
            continue;
        }
        // A race's further pairs on the same location (`also`) are races as much as the first:
        // which pair the search meets first depends on the interleaving.
        let first = std::iter::once(&v["accesses"]);
        for pair in first.chain(v["also"].as_array().into_iter().flatten()) {
            let mut lines: Vec<String> =
                pair.as_array().map(|a| a.iter().map(|x| x["position"].to_string()).collect()).unwrap_or_default();
            lines.sort();
            keys.insert(format!(
                "{} {} {} {} [{}]",
                v["kind"],
                v["exception"],
                v["location"],
                v["index"],
                lines.join(", ")
            ));
        }
    }
    if !atomic_blocks.is_empty() {
        keys.insert(format!("atomicity in blocks {atomic_blocks:?}"));
    }
    keys
}

/// The kind (`race`, `deadlock`, `assertion`, `exception`, `atomicity`) of a key of
/// [`violations`].
pub fn kind(key: &str) -> &str {
    let word = key.split(' ').next().unwrap_or_default();
    word.trim_matches('"')
}

/// How a search ended.
pub enum Outcome {
    /// It finished; the violations it found.
    Complete(BTreeSet<String>),
    /// It hit a limit: its violations cannot be compared.
    Incomplete,
}

/// Runs `weft check --format json` on `p` (classes in `classes`) with `options` and a time
/// limit; an error when weft fails or writes no report.
pub fn check_within(classes: &Path, p: &Program, options: &[&str], time_limit: u64) -> Result<Outcome, String> {
    let por = options.join(" ");
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_weft"));
    cmd.args(["check", "--format", "json"])
        .args(options)
        .arg("--time-limit")
        .arg(time_limit.to_string())
        .args(&p.args)
        .arg("-cp")
        .arg(classes)
        .arg(&p.name);
    let run = run_with_timeout(cmd, Duration::from_secs(time_limit + 60), 64 << 20);
    match run.ending {
        Ending::Exited(0 | 1 | 3) => {}
        other => return Err(format!("{por}: {other}: {}", String::from_utf8_lossy(&run.stderr))),
    }
    let report: Value = serde_json::from_slice(&run.stdout).map_err(|e| format!("{por}: bad JSON: {e}"))?;
    if report["verdict"] == "incomplete" || !report["limit"].is_null() {
        return Ok(Outcome::Incomplete);
    }
    Ok(Outcome::Complete(violations(&report)))
}

/// Why `found` differs from the unreduced search's `reference`, or `None` when they agree.
pub fn mismatch(reference: &BTreeSet<String>, found: &BTreeSet<String>) -> Option<String> {
    (found != reference).then(|| {
        format!(
            "only in the unreduced search: {:?}; only here: {:?}",
            reference.difference(found).collect::<Vec<_>>(),
            found.difference(reference).collect::<Vec<_>>()
        )
    })
}
