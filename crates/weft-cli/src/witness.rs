//! `weft witness`: lockset-guided witness search for data races (Shacham, Sagiv and Schuster;
//! the phases are `weft_explore::witness`). Prints each lockset warning with its verdict —
//! confirmed (with a witness `weft replay` re-executes), refuted or unknown — as text or as a
//! JSON report with the conventions of `weft check` (`docs/report-schema.md`): the confirmed
//! races are its `violations`, and a `witness` section lists every warning.

use std::path::PathBuf;
use std::time::Duration;

use anyhow::Result;
use clap::Args;
use serde::Serialize;
use weft_explore::witness::{RunSummary, Status, WarningOutcome, WitnessConfig, WitnessOutcome};
use weft_explore::{Stats, Verdict, Violation};

use crate::report::{CheckSettings, SCHEMA};
use crate::{boot, config, resolve, Format, NoOutput, ProgramArgs, ProgramSpec};

#[derive(Args)]
pub struct WitnessArgs {
    #[command(flatten)]
    program: ProgramArgs,
    /// Phase-0 runs: with --seed, K seeded random schedules (seeds N, N+1, ...); without, the
    /// default schedule and K-1 random ones (seeds 1, 2, ...).
    #[arg(long, default_value_t = 1)]
    runs: u64,
    /// Seed of the first random schedule of phase 0 (default: the default schedule first).
    #[arg(long)]
    seed: Option<u64>,
    /// Let a1's thread run in phase 2 instead of holding it back before a1.
    #[arg(long = "keep-first-thread")]
    keep_first_thread: bool,
    /// Do not try a2's thread first in phase 2.
    #[arg(long = "no-hint")]
    no_hint: bool,
    /// Do not extend the prefix past a1 (the paper's Fig. 5); phase 2 starts right before a1.
    #[arg(long = "no-extend-prefix")]
    no_extend_prefix: bool,
    /// Distinct states phase 2 may store per warning before the warning ends unknown.
    #[arg(long = "max-states", default_value_t = 200_000)]
    max_states: u64,
    /// Steps a phase-0 run may take before it stops.
    #[arg(long = "max-run-steps", default_value_t = 5_000_000)]
    max_run_steps: u64,
    /// Stop after this many seconds (warnings not examined by then end unknown).
    #[arg(long = "time-limit")]
    time_limit: Option<u64>,
    /// Report format.
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    /// Classes whose accesses are trusted (see `check`). Repeatable.
    #[arg(long = "trust")]
    trust: Vec<String>,
    /// A location whose races are known to be benign (see `check`). Repeatable.
    #[arg(long = "ignore-race")]
    ignore_race: Vec<String>,
    /// The project configuration file (see `check`).
    #[arg(long)]
    config: Option<PathBuf>,
}

/// The JSON report: `weft check`'s fields (so `weft replay` reads it), and the warnings.
#[derive(Serialize)]
struct WitnessReport<'a> {
    schema: &'static str,
    program: &'a ProgramSpec,
    settings: &'a CheckSettings,
    search: &'static str,
    verdict: Verdict,
    limit: Option<String>,
    violations: &'a [Violation],
    stats: Stats,
    witness: WitnessSection<'a>,
}

#[derive(Serialize)]
struct WitnessSection<'a> {
    hold_first_thread: bool,
    hint: bool,
    extend_prefix: bool,
    max_states: u64,
    runs: &'a [RunSummary],
    warnings: &'a [WarningOutcome],
}

pub fn witness_command(args: WitnessArgs) -> Result<u8> {
    let spec = resolve(&args.program, "witness")?;
    let mut machine = boot(&spec, true, true, Box::new(NoOutput))?;
    let project = config::load(args.config.as_deref())?;
    let (mut trust, mut ignore_race) = (args.trust.clone(), args.ignore_race.clone());
    if let Some((_, c)) = &project {
        trust.extend(c.check.trust.iter().cloned());
        ignore_race.extend(c.check.ignore_race.iter().cloned());
    }
    let runs: Vec<Option<u64>> = match args.seed {
        Some(seed) => (0..args.runs.max(1)).map(|i| Some(seed.wrapping_add(i))).collect(),
        None => (0..args.runs.max(1)).map(|i| (i > 0).then_some(i)).collect(),
    };
    let config = WitnessConfig {
        runs,
        hold_first_thread: !args.keep_first_thread,
        hint: !args.no_hint,
        extend_prefix: !args.no_extend_prefix,
        max_states: args.max_states,
        max_run_steps: args.max_run_steps,
        time_limit: args.time_limit.map(Duration::from_secs),
        race: weft_explore::race::RaceConfig {
            trust: trust.clone(),
            ignore: ignore_race.clone(),
            ..Default::default()
        },
    };
    let outcome = weft_explore::witness::witness(&mut machine, &config)?;
    let count = |s: Status| outcome.warnings.iter().filter(|w| w.status == s).count();
    let (confirmed, unknown) = (count(Status::Confirmed), count(Status::Unknown));
    let verdict = if confirmed > 0 {
        Verdict::Violation
    } else if unknown > 0 {
        Verdict::Incomplete
    } else {
        Verdict::Ok
    };
    let limit = (unknown > 0).then(|| format!("{unknown} warning(s) ended unknown"));
    match args.format {
        Format::Json => {
            // Replay checks the witnesses for races, with the same trust and ignore lists.
            let settings = CheckSettings {
                checks: vec!["race".to_string()],
                trust,
                ignore_race,
                atomic: Vec::new(),
                ..Default::default()
            };
            let stats = Stats {
                states: outcome.warnings.iter().map(|w| w.phase2.states).sum(),
                transitions: outcome.warnings.iter().map(|w| w.phase2.transitions).sum(),
                seconds: outcome.seconds,
                peak_memory_bytes: outcome.peak_memory_bytes,
                ..Stats::default()
            };
            let report = WitnessReport {
                schema: SCHEMA,
                program: &spec,
                settings: &settings,
                search: "witness",
                verdict,
                limit,
                violations: &outcome.violations,
                stats,
                witness: WitnessSection {
                    hold_first_thread: config.hold_first_thread,
                    hint: config.hint,
                    extend_prefix: config.extend_prefix,
                    max_states: config.max_states,
                    runs: &outcome.runs,
                    warnings: &outcome.warnings,
                },
            };
            println!("{}", serde_json::to_string_pretty(&report)?);
        }
        Format::Text => print!("{}", text(&spec, &outcome)),
    }
    Ok(match verdict {
        Verdict::Violation => 1,
        Verdict::Incomplete => 3,
        Verdict::Ok => 0,
    })
}

/// Steps of a witness shown in the text report (the last ones: the rest is the replayed run).
const SHOWN_STEPS: usize = 12;

fn text(spec: &ProgramSpec, outcome: &WitnessOutcome) -> String {
    use std::fmt::Write;
    let mut out = String::new();
    let _ = writeln!(out, "weft witness {}", spec.main);
    for r in &outcome.runs {
        let _ = writeln!(
            out,
            "lockset run ({} schedule): {} steps{}, {} accesses, {} warning(s)",
            r.run,
            r.steps,
            if r.truncated { " (stopped at --max-run-steps)" } else { "" },
            r.accesses,
            r.warnings
        );
    }
    for (i, w) in outcome.warnings.iter().enumerate() {
        let location = match w.index {
            Some(ix) => format!("{}[{ix}]", w.location),
            None => w.location.clone(),
        };
        let _ = writeln!(out, "\nWarning {}: {location}: {}", i + 1, status_name(w.status));
        let _ = writeln!(out, "  lockset: {}", w.lockset);
        let describe = |a: &weft_explore::witness::AccessInfo| {
            format!("{} by \"{}\" at {} ({}) holding {}", a.kind, a.thread, a.position, a.method, a.locks)
        };
        if let Some(a1) = &w.a1 {
            let _ = writeln!(out, "  a1: {}", describe(a1));
        }
        let _ = writeln!(out, "  a2: {}", describe(&w.a2));
        let _ = writeln!(out, "  {}", w.detail);
        let _ = writeln!(
            out,
            "  (run: {}; prefix {} steps, extension {}, phase 2: {} states, {} transitions)",
            w.run, w.prefix_steps, w.extension_steps, w.phase2.states, w.phase2.transitions
        );
        if let Some(v) = w.violation.and_then(|i| outcome.violations.get(i)) {
            let _ = writeln!(out, "  {}", v.message);
            let steps = &v.counterexample.steps;
            let skip = steps.len().saturating_sub(SHOWN_STEPS);
            let _ = writeln!(
                out,
                "  witness ({} steps, the last {} shown; replay with --format json and weft replay --violation {}):",
                steps.len(),
                steps.len() - skip,
                w.violation.unwrap_or(0) + 1
            );
            for (n, s) in steps.iter().enumerate().skip(skip) {
                let _ = writeln!(out, "    {:>6}. {}  {}  {}  {}", n + 1, s.thread, s.position, s.method, s.operation);
            }
        }
    }
    let count = |s: Status| outcome.warnings.iter().filter(|w| w.status == s).count();
    let _ = writeln!(
        out,
        "\nSummary: {} warning(s): {} confirmed, {} refuted, {} unknown ({:.2} s, peak memory {} MB)",
        outcome.warnings.len(),
        count(Status::Confirmed),
        count(Status::Refuted),
        count(Status::Unknown),
        outcome.seconds,
        outcome.peak_memory_bytes >> 20
    );
    out
}

fn status_name(s: Status) -> &'static str {
    match s {
        Status::Confirmed => "confirmed data race",
        Status::Refuted => "refuted",
        Status::Unknown => "unknown",
    }
}
