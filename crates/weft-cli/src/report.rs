//! Reports of `weft check`: the text a person reads and the versioned JSON document
//! (`docs/report-schema.md`) that tools read and `weft replay` re-executes.

use std::fmt::Write;

use serde::{Deserialize, Serialize};
use weft_explore::{Outcome, Stats, Verdict, Violation};

use crate::ProgramSpec;

/// The JSON schema identifier; bump the number on incompatible changes.
pub const SCHEMA: &str = "weft-report/1";

/// The settings of a check that decide what it reports; `weft replay` checks the replayed
/// schedule with the same ones.
#[derive(Serialize, Deserialize, Clone, Debug, Default)]
pub struct CheckSettings {
    /// The properties checked (`deadlock`, `assertion`, `exception`, `atomicity`, `race`).
    pub checks: Vec<String>,
    /// `--trust` patterns, with those of `weft.toml`.
    pub trust: Vec<String>,
    /// `--ignore-race` locations, with those of `weft.toml`.
    pub ignore_race: Vec<String>,
    /// `--atomic` patterns, with those of `weft.toml`.
    pub atomic: Vec<String>,
}

/// The JSON report.
#[derive(Serialize, Deserialize)]
pub struct Report {
    pub schema: String,
    pub program: ProgramSpec,
    /// Absent from reports of weft before the field was added; replay then assumes defaults.
    #[serde(default)]
    pub settings: Option<CheckSettings>,
    pub search: String,
    pub verdict: Verdict,
    /// The limit that stopped the search, if any.
    pub limit: Option<String>,
    pub violations: Vec<Violation>,
    pub stats: Stats,
    /// Under `--memory-model jmm`: the fixed point's statistics and WriteSet (for replay).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jmm: Option<crate::memory_model::JmmReport>,
}

/// The JSON text of an outcome.
pub fn json(
    spec: &ProgramSpec,
    settings: &CheckSettings,
    search: &str,
    outcome: &Outcome,
    jmm: Option<&crate::memory_model::JmmReport>,
) -> serde_json::Result<String> {
    let report = Report {
        schema: SCHEMA.to_string(),
        program: spec.clone(),
        settings: Some(settings.clone()),
        search: search.to_string(),
        verdict: outcome.verdict,
        limit: outcome.limit.clone(),
        violations: outcome.violations.clone(),
        stats: outcome.stats.clone(),
        jmm: jmm.cloned(),
    };
    serde_json::to_string_pretty(&report)
}

/// The human-readable report.
pub fn text(spec: &ProgramSpec, search: &str, outcome: &Outcome) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "weft check {} ({search} search)", spec.main);
    for (i, v) in outcome.violations.iter().enumerate() {
        let _ = writeln!(out, "\nViolation {}: {}", i + 1, v.kind.name());
        for line in v.message.lines() {
            let _ = writeln!(out, "  {line}");
        }
        if let Some(loc) = &v.location {
            if v.exception.is_some() {
                let _ = writeln!(out, "  thrown at {loc}");
            }
        }
        let _ = writeln!(out, "  threads: {}", v.threads.join(", "));
        let steps = &v.counterexample.steps;
        let _ = writeln!(out, "  counterexample ({} steps; replay with --format json and weft replay):", steps.len());
        let width = steps.iter().map(|s| s.thread.len()).max().unwrap_or(0);
        let pos_width = steps.iter().map(|s| s.position.len()).max().unwrap_or(0);
        let mut previous: Option<&str> = None;
        for (n, s) in steps.iter().enumerate() {
            // Consecutive steps of one thread form a group: the name is shown once.
            let name = if previous == Some(s.thread.as_str()) { "" } else { s.thread.as_str() };
            previous = Some(s.thread.as_str());
            let _ = writeln!(
                out,
                "    {:>4}. {:<width$}  {:<pos_width$}  {}  {}",
                n + 1,
                name,
                s.position,
                s.method,
                s.operation,
                width = width,
                pos_width = pos_width
            );
        }
    }
    let s = &outcome.stats;
    let _ = writeln!(
        out,
        "\nStatistics: {} states ({} revisited), {} transitions, {} end states, max depth {}, {:.2} s, {:.0} states/s, peak memory {} MB",
        s.states,
        s.revisited,
        s.transitions,
        s.end_states,
        s.max_depth,
        s.seconds,
        s.states as f64 / s.seconds.max(1e-9),
        s.peak_memory_bytes >> 20
    );
    let verdict = match outcome.verdict {
        Verdict::Ok => "ok: no violation on any interleaving".to_string(),
        Verdict::Violation => format!("violation ({} found)", outcome.violations.len()),
        Verdict::Incomplete => {
            format!(
                "incomplete: {} reached before the state space was exhausted",
                outcome.limit.as_deref().unwrap_or("a limit")
            )
        }
    };
    let _ = writeln!(out, "Verdict: {verdict}");
    if outcome.verdict == Verdict::Violation {
        if let Some(l) = &outcome.limit {
            let _ = writeln!(out, "(the search stopped early: {l})");
        }
    }
    out
}

/// The live progress line (stderr, terminals only).
pub fn progress(s: &Stats) {
    eprint!(
        "\r\x1b[Kstates {}  {:.0}/s  depth {}  memory {} MB",
        s.states,
        s.states as f64 / s.seconds.max(1e-9),
        s.max_depth,
        s.peak_memory_bytes >> 20
    );
}
