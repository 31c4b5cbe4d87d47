//! `weft outcomes`: every distinct result a program can produce — its standard output and exit
//! status — with how many explored paths produced it and a replayable witness for each.
//!
//! It answers questions like "can this print `r1=1 r2=0`?": under `--memory-model sc` the
//! answer covers every interleaving (prints are scheduling points and the output is part of the
//! state, see `weft_explore::outcomes`); under `jmm` every execution the WriteSet fixed point
//! admits. The properties `weft check` looks for are not checked: an uncaught exception or a
//! deadlock is simply part of an outcome (exit status 1).
//!
//! Several programs (`weft outcomes A.java B.java`) are explored one after the other, each with
//! its own outcome set: in text one list after the other, in JSON an array of the single-program
//! reports (one program gives the report itself, not an array). Program arguments are given
//! with `--arg`, for every program.

use std::fmt::Write;
use std::time::Duration;

use anyhow::Result;
use clap::Args;
use serde::{Deserialize, Serialize};
use weft_explore::outcomes::ProgramOutcome;
use weft_explore::{Checks, SearchConfig, Stats, Verdict};

use crate::memory_model::{JmmReport, MemoryModel, MemoryModelArgs};
use crate::{Format, ProgramArgs, ProgramOptions, ProgramSpec};

/// The JSON schema identifier of an outcomes report.
pub const SCHEMA: &str = "weft-outcomes/1";

#[derive(Args)]
pub struct OutcomesArgs {
    #[command(flatten)]
    options: ProgramOptions,
    /// The programs: `.java` source files or main classes, each explored on its own with its own
    /// outcome set (none, with a jar class path: the jar's Main-Class).
    programs: Vec<String>,
    /// An argument passed to every program's `main` (repeatable, in order).
    #[arg(long = "arg", allow_hyphen_values = true)]
    program_args: Vec<String>,
    #[command(flatten)]
    memory: MemoryModelArgs,
    /// Report format.
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    /// Stop after this many distinct states (per iteration under jmm).
    #[arg(long = "max-states")]
    max_states: Option<u64>,
    /// Do not extend paths longer than this many transitions.
    #[arg(long = "max-depth")]
    max_depth: Option<u32>,
    /// Stop after this many seconds (per iteration under jmm).
    #[arg(long = "time-limit")]
    time_limit: Option<u64>,
    /// Partial-order reduction, as for `weft check`: `dpor` explores one interleaving of each
    /// class that differs only in the order of independent steps (two threads' prints are
    /// dependent, so every order of prints is kept); `none` explores them all.
    #[arg(long, default_value = "dpor", value_parser = ["none", "dpor"])]
    por: String,
    #[command(flatten)]
    spurious: crate::SpuriousArgs,
}

/// The JSON report of `weft outcomes`.
#[derive(Serialize, Deserialize)]
pub struct OutcomesReport {
    pub schema: String,
    pub program: ProgramSpec,
    pub memory_model: MemoryModel,
    /// Whether spurious wakeups and weak compare-and-set failures were explored (a replay
    /// must make the same choices).
    #[serde(default)]
    pub spurious_wakeups: bool,
    pub outcomes: Vec<ProgramOutcome>,
    pub stats: Stats,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jmm: Option<JmmReport>,
    /// `complete`: every outcome is listed; `incomplete`: a limit stopped the search first.
    pub verdict: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub limit: Option<String>,
    /// The threads the search took to loop forever (as in `weft check`'s report).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub diverged: Vec<weft_explore::Divergence>,
    /// When the JDK's code read its own state without scheduling points (`weft_vm::quiet`):
    /// the locations it read with them after all, seen written while shared. A replay reads
    /// the same way (absent: the search made no quiet reads).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quiet_reads: Option<Vec<String>>,
}

pub fn outcomes_command(args: OutcomesArgs) -> Result<u8> {
    if args.options.jar.is_some() && !args.programs.is_empty() {
        anyhow::bail!("with --jar the program is the jar's Main-Class: give its arguments with --arg");
    }
    // No program named: one program, as `resolve` finds it (a jar's Main-Class).
    let targets: Vec<Option<String>> =
        if args.programs.is_empty() { vec![None] } else { args.programs.iter().cloned().map(Some).collect() };
    let mut reports = Vec::new();
    for target in targets {
        let program = ProgramArgs { options: args.options.clone(), target, args: args.program_args.clone() };
        reports.push(outcomes_of(&program, &args)?);
    }
    match args.format {
        Format::Json if reports.len() == 1 => println!("{}", serde_json::to_string_pretty(&reports[0])?),
        Format::Json => println!("{}", serde_json::to_string_pretty(&reports)?),
        Format::Text => {
            let several = reports.len() > 1;
            let texts: Vec<String> =
                reports.iter().enumerate().map(|(i, r)| text(r, several.then_some(i + 1))).collect();
            print!("{}", texts.join("\n"));
        }
    }
    Ok(if reports.iter().all(|r| r.verdict == "complete") { 0 } else { 3 })
}

/// Explores one program and lists its outcomes.
fn outcomes_of(program: &ProgramArgs, args: &OutcomesArgs) -> Result<OutcomesReport> {
    let spec = crate::resolve(program, "outcomes")?;
    let mut machine = crate::boot(&spec, true, true, Box::new(crate::NoOutput))?;
    machine.config.record_output = true;
    machine.config.spurious_wakeups = args.spurious.explored();
    let config = SearchConfig {
        checks: Checks::none(),
        max_states: args.max_states,
        max_depth: args.max_depth,
        time_limit: args.time_limit.map(Duration::from_secs),
        memory_limit: crate::default_memory_limit(),
        collect_outcomes: true,
        por: weft_explore::por::Por::parse(&args.por).map_err(anyhow::Error::msg)?,
        ..SearchConfig::default()
    };
    let (outcome, jmm) = crate::memory_model::explore(&mut machine, &config, &args.memory)?;
    let complete = outcome.verdict != Verdict::Incomplete;
    Ok(OutcomesReport {
        schema: SCHEMA.to_string(),
        program: spec,
        memory_model: args.memory.memory_model,
        spurious_wakeups: args.spurious.explored(),
        outcomes: outcome.outcomes,
        stats: outcome.stats,
        jmm,
        verdict: if complete { "complete" } else { "incomplete" }.to_string(),
        limit: outcome.limit,
        diverged: outcome.diverged,
        quiet_reads: outcome.quiet_reads,
    })
}

/// The human-readable list of outcomes; `program` is the report's number when several programs
/// were explored (a replay of the JSON report then names it with `--program`).
fn text(r: &OutcomesReport, program: Option<usize>) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "weft outcomes {} (memory model {}): {} distinct outcome(s)",
        r.program.main,
        r.memory_model.name(),
        r.outcomes.len()
    );
    let which = program.map(|p| format!("--program {p} ")).unwrap_or_default();
    for (i, o) in r.outcomes.iter().enumerate() {
        let ending = match (o.deadlock, o.runs_forever) {
            (true, _) => format!("exit status {} (deadlock)", o.exit),
            (false, true) => "the program never ends (a thread loops forever)".to_string(),
            (false, false) => format!("exit status {}", o.exit),
        };
        let _ = writeln!(
            out,
            "\nOutcome {}: {ending}, {} path(s); witness of {} steps (replay with --format json and weft replay {which}--outcome {})",
            i + 1,
            o.count,
            o.witness.schedule.len(),
            i + 1
        );
        if o.stdout.is_empty() {
            let _ = writeln!(out, "  (no output)");
        }
        for line in o.stdout.lines() {
            let _ = writeln!(out, "  | {line}");
        }
        // The relaxed reads of the witness: which write each one saw.
        for s in o.witness.steps.iter().filter(|s| s.operation.starts_with("read sees")) {
            let _ = writeln!(out, "  {} at {}: {}", s.thread, s.position, s.operation);
        }
    }
    crate::report::write_divergences(&mut out, &r.diverged);
    let s = &r.stats;
    let _ = writeln!(
        out,
        "\nStatistics: {} states, {} transitions, {} end states, {:.2} s, peak memory {} MB",
        s.states,
        s.transitions,
        s.end_states,
        s.seconds,
        s.peak_memory_bytes >> 20
    );
    if let Some(j) = &r.jmm {
        let _ = writeln!(out, "{}", crate::memory_model::stats_line(j));
    }
    let verdict = match &r.limit {
        Some(l) if r.verdict != "complete" => format!("incomplete: {l} reached first; more outcomes may exist"),
        // Past a loop taken to run forever nothing was explored: should it end, what follows
        // could print more.
        _ if !r.diverged.is_empty() => {
            "complete if the loops above never end: these are all the outcomes of the paths explored".to_string()
        }
        _ => "complete: these are all the outcomes".to_string(),
    };
    let _ = writeln!(out, "Verdict: {verdict}");
    out
}

/// Replays the witness of outcome `n` (1-based) of an outcomes report: the program's output
/// appears as it did in the search, and the replay says whether it was reproduced.
pub fn replay_outcome(report: OutcomesReport, n: usize) -> Result<u8> {
    let Some(o) = n.checked_sub(1).and_then(|i| report.outcomes.get(i)) else {
        anyhow::bail!("the report has {} outcome(s); there is no outcome {n}", report.outcomes.len());
    };
    eprintln!("weft: replaying outcome {n} ({} steps)", o.witness.schedule.len());
    let captured = std::rc::Rc::new(std::cell::RefCell::new(Vec::new()));
    let mut machine = crate::boot(&report.program, true, true, Box::new(Tee(captured.clone())))?;
    machine.config.record_output = true;
    machine.config.spurious_wakeups = report.spurious_wakeups;
    if let Some(jmm) = &report.jmm {
        crate::memory_model::prepare_replay(&mut machine, jmm);
    }
    crate::replay_quiet_reads(&mut machine, report.quiet_reads.clone());
    let replayed = weft_explore::replay(
        &mut machine,
        &o.witness.schedule,
        &SearchConfig { checks: Checks::none(), ..SearchConfig::default() },
    )?;
    let code = crate::run_outcome(weft_explore::run_on(&mut machine, replayed))?;
    let printed = String::from_utf8_lossy(&captured.borrow()).into_owned();
    if printed == o.stdout && i32::from(code) == o.exit {
        eprintln!("weft: the outcome was reproduced");
    } else {
        eprintln!("weft: the outcome was NOT reproduced: this program may differ from the one explored");
    }
    Ok(code)
}

/// Passes the program's output through to this process and keeps a copy of standard output.
struct Tee(std::rc::Rc<std::cell::RefCell<Vec<u8>>>);

impl weft_vm::Output for Tee {
    fn write(&mut self, fd: i32, bytes: &[u8]) {
        use std::io::Write as _;
        if fd == 1 {
            self.0.borrow_mut().extend_from_slice(bytes);
            let _ = std::io::stdout().write_all(bytes);
        } else {
            let _ = std::io::stderr().write_all(bytes);
        }
    }
    fn flush(&mut self) {
        use std::io::Write as _;
        let _ = std::io::stdout().flush();
    }
}
