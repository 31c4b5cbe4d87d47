//! `--memory-model jmm`: the least-fixed-point WriteSet iteration of Java PathRelaxer (seed 002,
//! Fig. 3) around the ordinary search.
//!
//! Each iteration is one complete search ([`crate::explore`]) in which the machine lets every
//! plain read of the program's own data see any write happens-before consistency allows: past
//! writes of the path, or writes of the WriteSet the previous iteration collected, whose value is
//! then imposed on the future (`weft_vm::jmm` has the details). Paths that break an imposed value
//! or end with one still owed are ill-formed and discarded; the writes of the well-formed
//! complete paths form the next WriteSet. The first iteration starts from the empty WriteSet; the
//! iteration stops when an iteration adds nothing (the least fixed point at least the writes of
//! the sequentially consistent executions, Theorem 1), and the last search's report — its
//! violations, outcomes and states — is the answer: its paths over-approximate the legal JMM
//! executions (Theorem 2).
//!
//! Read-from choices are value choices of the reading thread (`Choice::Value`), so the search,
//! its state matching, its partial-order reduction and replay handle them as they handle
//! `Verify.randomInt`: there is no separate search. (docs/design.md, "Relaxed memory", says why
//! the reduction keeps every well-formed path's outcome.)
//!
//! **Correctly synchronized programs.** Before the iteration, a sequentially consistent search
//! with only the happens-before race check ([`crate::race`]) asks whether any sequentially
//! consistent execution has a data race on the program's data. If none has, the program is
//! correctly synchronized and the JMM allows it only sequentially consistent executions (JLS
//! 17.4.5, the DRF guarantee), so the answer is the sequentially consistent search itself. The
//! refinement is sound (it removes only behaviours the JMM forbids) and removes the forbidden
//! outcomes the fixed point would otherwise produce for correctly synchronized programs (Pugh's
//! causality test cases 14 and 15): the fixed point's over-approximation only applies to
//! programs with a race.

use std::rc::Rc;

use serde::{Deserialize, Serialize};
use weft_vm::jmm::{Iteration, Scheme, WriteSet};
use weft_vm::{Machine, VmError};

use crate::{explore, Outcome, SearchConfig};

/// What the fixed point took.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct JmmStats {
    /// The action-identity scheme.
    pub scheme: Scheme,
    /// Searches run until the WriteSet stopped growing (the last one adds nothing).
    pub iterations: u32,
    /// Entries (write action, value) of the final WriteSet.
    pub write_set: usize,
    /// Distinct states of the last iteration (the search whose results are reported).
    pub states_last_iteration: u64,
    /// Distinct states summed over all iterations.
    pub states_total: u64,
    /// Whether 64-bit plain reads could see torn values (`--torn-longs`).
    #[serde(default)]
    pub torn_longs: bool,
    /// No sequentially consistent execution has a data race (the race check explored them all):
    /// the JMM allows only sequentially consistent executions, which is what was searched (no
    /// WriteSet iteration: `iterations` is 0 and the WriteSet empty).
    #[serde(default)]
    pub correctly_synchronized: bool,
    /// States of the sequentially consistent race search that decided whether the program is
    /// correctly synchronized.
    #[serde(default)]
    pub states_race_search: u64,
    /// Complete paths of the last iteration cut because a write a plain read saw from the
    /// future had no justification the path satisfied (the JMM's commit rule).
    #[serde(default)]
    pub unjustified_paths: u64,
    /// The program's locations of the last iteration that code weft does not track (the JDK's:
    /// `System.arraycopy`, `Arrays.fill`, reflection) wrote, so that they were read sequentially
    /// consistently from then on: their relaxed behaviours were not explored.
    #[serde(default)]
    pub sequential_locations: usize,
}

/// The result of a search under the JMM: the last iteration's outcome, the statistics, and the
/// final WriteSet (which `weft replay` needs to replay a path that read from a future write).
pub struct JmmOutcome {
    pub outcome: Outcome,
    pub stats: JmmStats,
    pub write_set: WriteSet,
}

/// Most iterations before giving up (each adds at least one write, so a program that keeps
/// producing new values — an unbounded counter — would never converge).
pub const MAX_ITERATIONS: u32 = 64;

/// Explores the program under the JMM: searches until the WriteSet reaches its fixed point. The
/// machine must be ready as for [`crate::explore`].
pub fn explore_jmm(
    machine: &mut Machine,
    config: &SearchConfig,
    scheme: Scheme,
    torn_longs: bool,
) -> Result<JmmOutcome, VmError> {
    let drf = race_free(machine, config)?;
    let states_race_search = drf.states;
    if drf.race_free {
        let start = machine.st.clone();
        let outcome = explore(machine, config)?;
        machine.st = start;
        let stats = JmmStats {
            scheme,
            iterations: 0,
            write_set: 0,
            states_last_iteration: outcome.stats.states,
            states_total: outcome.stats.states,
            torn_longs,
            correctly_synchronized: true,
            states_race_search,
            unjustified_paths: 0,
            sequential_locations: 0,
        };
        return Ok(JmmOutcome { outcome, stats, write_set: WriteSet::default() });
    }
    let mut write_set = WriteSet::default();
    let mut states_total = 0;
    let mut iterations = 0;
    loop {
        iterations += 1;
        let start = machine.st.clone();
        machine.jmm_begin(Iteration {
            scheme,
            previous: Rc::new(write_set.clone()),
            torn_longs,
            ..Iteration::default()
        });
        let mut outcome = explore(machine, config)?;
        let iteration = machine.jmm_end().unwrap_or_default();
        machine.st = start;
        states_total += outcome.stats.states;
        let grew = write_set.absorb(&iteration.collected);
        let stopped = outcome.limit.is_some() || (config.stop_on_first && !outcome.violations.is_empty());
        if !grew || stopped || iterations >= MAX_ITERATIONS {
            if grew && !stopped {
                outcome.limit = Some(format!("{MAX_ITERATIONS} iterations of the WriteSet"));
                if outcome.verdict == crate::Verdict::Ok {
                    outcome.verdict = crate::Verdict::Incomplete;
                }
            }
            let stats = JmmStats {
                scheme,
                iterations,
                write_set: write_set.len(),
                states_last_iteration: outcome.stats.states,
                states_total,
                torn_longs,
                correctly_synchronized: false,
                states_race_search,
                unjustified_paths: iteration.unjustified,
                sequential_locations: iteration.sequential_locations.len(),
            };
            return Ok(JmmOutcome { outcome, stats, write_set });
        }
    }
}

/// What the race search found.
struct RaceFree {
    /// Every sequentially consistent execution was explored and none has a data race.
    race_free: bool,
    states: u64,
}

/// Searches the sequentially consistent executions for a data race on the program's data, with
/// the happens-before race check alone, stopping at the first. The user's trusted classes and
/// benign locations do not apply: a race declared benign is still a race, which makes the
/// program not correctly synchronized. A search that stops at a limit proves nothing, and nor
/// does one that met an opaque or acquire/release access of the program's own.
fn race_free(machine: &mut Machine, config: &SearchConfig) -> Result<RaceFree, VmError> {
    let probe = SearchConfig {
        checks: crate::Checks::race_only(),
        stop_on_first: true,
        collect_outcomes: false,
        race: crate::race::RaceConfig::default(),
        progress: None,
        on_violation: None,
        shorten_states: None,
        ..config.clone()
    };
    let start = machine.st.clone();
    let record = machine.config.record_output;
    machine.config.record_output = false;
    machine.relaxed_access_seen = false;
    let outcome = explore(machine, &probe);
    machine.config.record_output = record;
    machine.st = start;
    let outcome = outcome?;
    // Opaque and acquire/release accesses are never data races, but the data-race-freedom
    // guarantee is for programs whose only synchronization is sequentially consistent: a
    // program that makes them gets the fixed point.
    let race_free = outcome.verdict == crate::Verdict::Ok && !machine.relaxed_access_seen;
    Ok(RaceFree { race_free, states: outcome.stats.states })
}

/// Prepares a machine to replay a path found under the JMM with the WriteSet it was found with.
pub fn prepare_replay(machine: &mut Machine, scheme: Scheme, write_set: WriteSet, torn_longs: bool) {
    machine.jmm_begin(Iteration { scheme, previous: Rc::new(write_set), torn_longs, ..Iteration::default() });
}
