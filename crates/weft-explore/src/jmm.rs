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
//! its state matching and replay handle them as they handle `Verify.randomInt`: there is no
//! separate search.

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
    // Read-from choices may see writes that come later on the path (their values imposed), a
    // dependence the partial-order reduction does not model: the iteration explores unreduced.
    let unreduced = SearchConfig { por: crate::por::Por::None, ..config.clone() };
    let mut write_set = WriteSet::default();
    let mut states_total = 0;
    let mut iterations = 0;
    loop {
        iterations += 1;
        let start = machine.st.clone();
        machine.jmm_begin(Iteration {
            scheme,
            previous: Rc::new(write_set.clone()),
            collected: WriteSet::default(),
            torn_longs,
        });
        let mut outcome = explore(machine, &unreduced)?;
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
            };
            return Ok(JmmOutcome { outcome, stats, write_set });
        }
    }
}

/// Prepares a machine to replay a path found under the JMM with the WriteSet it was found with.
pub fn prepare_replay(machine: &mut Machine, scheme: Scheme, write_set: WriteSet, torn_longs: bool) {
    machine.jmm_begin(Iteration { scheme, previous: Rc::new(write_set), collected: WriteSet::default(), torn_longs });
}
