//! Reports of `weft check`: the text a person reads and the versioned JSON document
//! (`docs/report-schema.md`) that tools read and `weft replay` re-executes.

use std::fmt::Write;

use serde::{Deserialize, Serialize};
use weft_explore::{Counterexample, Outcome, Stats, UserStep, Verdict, Violation};

use crate::sources::SourceIndex;
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
    /// The partial-order reduction (`none`, `dpor`; absent in reports of older versions).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub por: Option<String>,
    /// `--schedule` (`full` or `regions`); absent in reports of older weft (full).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schedule: Option<String>,
    /// Spurious wakeups were explored (not `--no-spurious-wakeups`). Absent from reports of
    /// weft before they were: those explored none.
    #[serde(default)]
    pub spurious_wakeups: bool,
    /// `--interleave-jdk`: scheduling points inside `java.util.concurrent` operations and JDK
    /// class initializers.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub interleave_jdk: bool,
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
    /// Whether the verdict covers every interleaving (`false` for random search, when a limit
    /// stopped the search, and when a thread was taken to loop forever: what follows its loop
    /// was not explored, see [`exhaustive`]); absent in reports of earlier weft versions.
    #[serde(default)]
    pub exhaustive: Option<bool>,
    /// For an incomplete search: the classes where most scheduling points were sampled.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hotspots: Vec<weft_explore::hints::Hotspot>,
    /// Under `--memory-model jmm`: the fixed point's statistics and WriteSet (for replay).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub jmm: Option<crate::memory_model::JmmReport>,
    /// The threads the search took to loop forever, once per thread name and place: if such a
    /// loop ends, what follows it was not explored.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub diverged: Vec<weft_explore::Divergence>,
    /// When the JDK's code read its own state without scheduling points (`weft_vm::quiet`):
    /// the locations it read with them after all, seen written while shared. A replay reads
    /// the same way (absent: the search made no quiet reads).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quiet_reads: Option<Vec<String>>,
}

/// Whether a search that enumerates interleavings covered them all: no limit stopped it, and no
/// thread was taken to loop forever (`--max-loop-iterations`), which leaves what would follow
/// its loop unexplored.
pub fn exhaustive(outcome: &Outcome) -> bool {
    outcome.limit.is_none() && outcome.diverged.is_empty()
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
        exhaustive: Some(search != "random" && exhaustive(outcome)),
        hotspots: outcome.hotspots.clone(),
        jmm: jmm.cloned(),
        diverged: outcome.diverged.clone(),
        quiet_reads: outcome.quiet_reads.clone(),
    };
    serde_json::to_string_pretty(&report)
}

/// How the text report is written.
#[derive(Clone, Copy, Default)]
pub struct TextOptions {
    /// Show every scheduling step instead of the steps in the user's terms.
    pub verbose: bool,
    /// The violations were printed as they were found: list them briefly, and in full only those
    /// whose counterexample the re-search shortened since.
    pub streamed: bool,
    /// The number of random schedules, for a random search (its verdict is not exhaustive).
    pub random_runs: Option<u64>,
    /// The search explored without partial-order reduction (`--por none`, or a strategy other
    /// than depth-first): an incomplete verdict suggests the reduction.
    pub unreduced: bool,
}

/// The size of a counterexample: `8 steps, 4 scheduling choices`, the value choices when there
/// are any (`, 2 value choices`: a `Verify` value, a spurious wakeup taken or not) and, with
/// `preemptions`, `, 1 preemption`.
pub fn counterexample_size(c: &Counterexample, preemptions: bool) -> String {
    let plural = |n: u64, what: &str| format!("{n} {what}{}", if n == 1 { "" } else { "s" });
    let scheduling = c.choices.saturating_sub(c.value_choices);
    let mut size =
        format!("{}, {}", plural(c.steps.len() as u64, "step"), plural(scheduling.into(), "scheduling choice"));
    if c.value_choices > 0 {
        size = format!("{size}, {}", plural(c.value_choices.into(), "value choice"));
    }
    if preemptions {
        size = format!("{size}, {}", plural(c.preemptions.into(), "preemption"));
    }
    size
}

/// One violation as text: kind, message, threads and the counterexample, in the user's terms
/// unless `verbose`. `first_found`: the violation is printed as the search found it, and the
/// re-search may still replace its counterexample by a shorter one (streaming output), which the
/// header says so that nobody takes the first one for the shortest.
pub fn violation_text(number: usize, v: &Violation, verbose: bool, first_found: bool, sources: &SourceIndex) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "\nViolation {number}: {} (found after {} states)", v.kind.name(), v.found_after_states);
    for line in v.message.lines() {
        let _ = writeln!(out, "  {line}");
    }
    if let Some(loc) = &v.location {
        if v.exception.is_some() {
            let _ = writeln!(out, "  thrown at {loc}");
        }
    }
    let accesses = |pair: &[weft_explore::race::Access]| {
        let described: Vec<String> =
            pair.iter().map(|a| format!("{} by \"{}\" at {} ({})", a.kind, a.thread, a.position, a.method)).collect();
        described.join(" and ")
    };
    for pair in &v.also {
        let _ = writeln!(out, "  also: {}", accesses(pair));
    }
    for p in &v.published {
        let index = p.index.map(|i| format!("[{i}]")).unwrap_or_default();
        let of = p.object.as_deref().map(|o| format!(" of {o}")).unwrap_or_default();
        let _ = writeln!(out, "  and what it publishes: {}{index}{of}: {}", p.location, accesses(&p.accesses));
        for pair in &p.also {
            let _ = writeln!(out, "    also: {}", accesses(pair));
        }
    }
    for blocked in &v.cycle {
        if let (Some(holder), Some(at)) = (&blocked.held_by, &blocked.acquired_at) {
            let _ = writeln!(out, "  \"{holder}\" acquired what \"{}\" waits for at {at}", blocked.thread);
        }
    }
    let _ = writeln!(out, "  threads: {}", v.threads.join(", "));
    let c = &v.counterexample;
    let shortened = c.shortened_from.map(|n| format!(", shortened from {n} choices")).unwrap_or_default();
    let (as_found, pending) =
        if first_found { (", as first found", "; a shorter one is looked for after the search") } else { ("", "") };
    let _ = writeln!(
        out,
        "  counterexample{as_found} ({}{shortened}{pending}; replay with --format json and weft replay):",
        counterexample_size(c, true)
    );
    if verbose || c.user_steps.is_empty() {
        steps_text(&mut out, c);
    } else {
        user_steps_text(&mut out, c, sources);
    }
    out
}

/// Every scheduling step (`--verbose`).
fn steps_text(out: &mut String, c: &Counterexample) {
    let steps = &c.steps;
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

/// The steps in the user's terms: thread, `File.java:line`, the source line (or the method) and
/// what happens there, with the number of library steps folded into it.
fn user_steps_text(out: &mut String, c: &Counterexample, sources: &SourceIndex) {
    let steps = &c.user_steps;
    let width = steps.iter().map(|s| s.thread.len()).max().unwrap_or(0);
    let position = |s: &UserStep| s.position.clone().unwrap_or_else(|| "(library)".to_string());
    let pos_width = steps.iter().map(|s| position(s).len()).max().unwrap_or(0);
    let mut previous: Option<&str> = None;
    for (n, s) in steps.iter().enumerate() {
        let name = if previous == Some(s.thread.as_str()) { "" } else { s.thread.as_str() };
        previous = Some(s.thread.as_str());
        let source = s.source.clone().or_else(|| sources.line_of(s));
        let code = match (&source, &s.method) {
            (Some(line), _) => format!("`{line}`"),
            (None, Some(method)) => method.clone(),
            (None, None) => String::new(),
        };
        let folded = if s.steps.len() > 1 { format!(" [{} steps]", s.steps.len()) } else { String::new() };
        let _ = writeln!(
            out,
            "    {:>4}. {:<width$}  {:<pos_width$}  {code}  {}{folded}",
            n + 1,
            name,
            position(s),
            s.operation,
            width = width,
            pos_width = pos_width
        );
        if !s.calls.is_empty() {
            let _ = writeln!(
                out,
                "          {:<width$}  {:<pos_width$}  then {}",
                "",
                "",
                step_calls_text(s),
                width = width
            );
        }
    }
}

/// The thread and synchronization calls a step made after the point it is named by, as
/// `Thread.interrupt (line 18), Thread.join (line 19)`: the simple class name, and the line
/// alone when the call is in the step's own file. At most [`CALLS_SHOWN`] are named.
fn step_calls_text(s: &UserStep) -> String {
    const CALLS_SHOWN: usize = 4;
    let file = s.position.as_deref().and_then(|p| p.split(':').next());
    let mut shown: Vec<String> = s
        .calls
        .iter()
        .take(CALLS_SHOWN)
        .map(|c| {
            let (class_and_method, position) = (c.call.as_str(), c.position.as_str());
            let short = class_and_method.rsplitn(3, '.').take(2).collect::<Vec<_>>();
            let name = match short.as_slice() {
                [method, class] => format!("{class}.{method}"),
                _ => class_and_method.to_string(),
            };
            match position.split_once(':') {
                Some((f, line)) if Some(f) == file => format!("{name} (line {line})"),
                _ => format!("{name} ({position})"),
            }
        })
        .collect();
    if s.calls.len() > CALLS_SHOWN {
        shown.push(format!("and {} more", s.calls.len() - CALLS_SHOWN));
    }
    format!("calls {}", shown.join(", "))
}

/// The human-readable report.
pub fn text(
    spec: &ProgramSpec,
    search: &str,
    outcome: &Outcome,
    options: TextOptions,
    sources: &SourceIndex,
) -> String {
    let mut out = String::new();
    if !options.streamed {
        let _ = writeln!(out, "weft check {} ({search} search)", spec.main);
    }
    for (i, v) in outcome.violations.iter().enumerate() {
        if !options.streamed {
            out.push_str(&violation_text(i + 1, v, options.verbose, false, sources));
        } else if v.counterexample.shortened_from.is_some() {
            let _ = write!(out, "\nA shorter counterexample for violation {}:", i + 1);
            out.push_str(&violation_text(i + 1, v, options.verbose, false, sources));
        }
    }
    if options.streamed && !outcome.violations.is_empty() {
        let _ = writeln!(out, "\nViolations:");
        for (i, v) in outcome.violations.iter().enumerate() {
            // Races on elements of one array differ only by the index, as their messages say.
            let index = v.index.map(|i| format!("[{i}]")).unwrap_or_default();
            let at = v.location.as_deref().map(|l| format!(" at {l}{index}")).unwrap_or_default();
            let of = v.object.as_deref().map(|o| format!(" of {o}")).unwrap_or_default();
            let size = counterexample_size(&v.counterexample, false);
            let similar = match v.similar {
                0 => String::new(),
                n => format!("; {n} more like it, by other threads"),
            };
            let _ = writeln!(out, "  {}. {}{at}{of} ({size}{similar})", i + 1, v.kind.name());
            // The races on what a racy field published are reported with its race, and found
            // after the first counterexample was printed: named here too.
            for p in &v.published {
                let index = p.index.map(|i| format!("[{i}]")).unwrap_or_default();
                let _ = writeln!(out, "     and the race on what it publishes: {}{index}", p.location);
            }
        }
    }
    write_divergences(&mut out, &outcome.diverged);
    let s = &outcome.stats;
    let diverged = match s.diverged {
        0 => String::new(),
        n => match s.diverged_recognised {
            0 => format!(", {n} taken to loop forever"),
            k => format!(", {n} taken to loop forever ({k} recognised from an earlier one)"),
        },
    };
    let _ = writeln!(
        out,
        "\nStatistics: {} states ({} revisited), {} transitions{diverged}, {} end states, max depth {}, {:.2} s, {:.0} states/s, peak memory {} MB",
        s.states,
        s.revisited,
        s.transitions,
        s.end_states,
        s.max_depth,
        s.seconds,
        s.states as f64 / s.seconds.max(1e-9),
        s.peak_memory_bytes >> 20
    );
    if s.exact_counters {
        let _ = writeln!(
            out,
            "(the program reads a thread pool's task counts, which the state leaves out until then: the search ran again with them in the state)"
        );
    }
    if !s.plain_volatile_fields.is_empty() {
        let _ = writeln!(
            out,
            "(the program accesses the volatile field(s) {} in plain mode: the search ran again checking their volatile accesses against the plain ones)",
            s.plain_volatile_fields.join(", ")
        );
    }
    let _ = writeln!(out, "Verdict: {}", verdict_text(outcome, &options));
    if outcome.verdict == Verdict::Violation {
        if let Some(l) = &outcome.limit {
            let _ =
                writeln!(out, "(the search stopped early: {l}; violations on the unexplored paths are not reported)");
        }
    }
    out
}

/// The `Not explored` notes of the loops a search took to run forever, after a blank line.
pub(crate) fn write_divergences(out: &mut String, diverged: &[weft_explore::Divergence]) {
    if !diverged.is_empty() {
        let _ = writeln!(out);
    }
    for d in diverged {
        let _ = writeln!(out, "Not explored: {}", d.note());
    }
}

/// The verdict in words that claim no more than the search established.
fn verdict_text(outcome: &Outcome, options: &TextOptions) -> String {
    let s = &outcome.stats;
    match (outcome.verdict, options.random_runs) {
        (Verdict::Ok, Some(runs)) => format!("no violation in {runs} random schedules (not exhaustive)"),
        // A thread taken to loop forever leaves what follows its loop unexplored ("Not explored").
        (Verdict::Ok, None) if !outcome.diverged.is_empty() => {
            "ok: no violation on any interleaving explored (see \"Not explored\" for the loops taken to run forever)"
                .to_string()
        }
        // Exhaustive, so had any interleaving ended the search would have met one.
        (Verdict::Ok, None) if s.end_states == 0 && s.pruned == 0 && s.clock_reads > 0 => "ok: no violation on \
            any interleaving, but no interleaving ends here: the program reads the clock, and time in the search \
            passes only when a timed wait ends, so a loop waiting for a deadline to pass repeats forever (in the JVM \
            it may end)"
            .to_string(),
        (Verdict::Ok, None) if s.end_states == 0 && s.pruned == 0 => "ok: no violation on any interleaving, but no \
            interleaving ends: on every one some thread never finishes (it runs or waits forever, e.g. spinning on a \
            condition no other thread will make true)"
            .to_string(),
        (Verdict::Ok, None) => "ok: no violation on any interleaving".to_string(),
        // A deadlock may name a thread taken to loop forever; if its loop ends, it is none.
        (Verdict::Violation, _) if !outcome.diverged.is_empty() => format!(
            "violation ({} found; a thread was taken to loop forever: see \"Not explored\")",
            outcome.violations.len()
        ),
        (Verdict::Violation, _) => format!("violation ({} found)", outcome.violations.len()),
        (Verdict::Incomplete, _) => {
            let limit = outcome.limit.as_deref().unwrap_or("a limit");
            let mut text = format!(
                "incomplete: {limit} reached before the state space was exhausted, after {} states, paths up to {} steps, {:.1} s; no violation found so far.\n",
                s.states, s.max_depth, s.seconds
            );
            let raise = match limit.split_whitespace().next() {
                Some(option @ ("--max-states" | "--time-limit" | "--memory-limit" | "--max-depth")) => {
                    format!("raise {option}")
                }
                _ => "raise the limit".to_string(),
            };
            let _ = writeln!(text, "To go further: {raise};");
            if options.unreduced {
                let _ = writeln!(
                    text,
                    "  --search dfs --por dpor (the default) explores one interleaving of each class that differ only in the order of independent steps;"
                );
            }
            let _ = writeln!(
                text,
                "  --search random --runs 1000 samples long schedules quickly (not exhaustive); --max-depth N bounds paths;"
            );
            if outcome.hotspots.is_empty() {
                let _ = write!(text, "  --trust CLASS leaves classes you trust out of the race check.");
            } else {
                let named: Vec<String> =
                    outcome.hotspots.iter().map(|h| format!("{} ({} points)", h.class, h.scheduling_points)).collect();
                let _ = write!(
                    text,
                    "  most scheduling points (sampled) are in: {}; --trust CLASS leaves trusted classes out of the race check.",
                    named.join(", ")
                );
            }
            text
        }
    }
}

/// The live progress line (stderr, terminals only).
pub fn progress(s: &Stats) {
    eprint!(
        "\r\x1b[Kstates {}  {:.0}/s  depth {}  memory {} MB  violations {}",
        s.states,
        s.states as f64 / s.seconds.max(1e-9),
        s.max_depth,
        s.peak_memory_bytes >> 20,
        s.violations
    );
}
