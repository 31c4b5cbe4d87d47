//! `--memory-model sc|jmm` and `--action-ids`, shared by `weft check`, `weft outcomes` and
//! `weft replay`.
//!
//! Under `sc` (the default) a search explores the sequentially consistent interleavings. Under
//! `jmm` it runs Java PathRelaxer's WriteSet iteration (`weft_explore::jmm`): plain reads of the
//! program's data may see any write happens-before consistency allows, and the report carries
//! the iteration's statistics and the final WriteSet, which a replay needs.

use anyhow::Result;
use clap::{Args, ValueEnum};
use serde::{Deserialize, Serialize};
use weft_explore::jmm::JmmStats;
use weft_explore::{Outcome, SearchConfig};
use weft_vm::jmm::{Scheme, StoredWrite, WriteSet};
use weft_vm::Machine;

/// Which executions a search explores.
#[derive(Clone, Copy, ValueEnum, PartialEq, Eq, Debug, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum MemoryModel {
    /// Sequential consistency: every interleaving, each read sees the latest write.
    #[default]
    Sc,
    /// The Java Memory Model (over-approximated by the least-fixed-point WriteSet iteration).
    Jmm,
}

impl MemoryModel {
    pub fn name(self) -> &'static str {
        match self {
            MemoryModel::Sc => "sc",
            MemoryModel::Jmm => "jmm",
        }
    }
}

/// The options.
#[derive(Args, Clone)]
pub struct MemoryModelArgs {
    /// Memory model: sc (sequential consistency) or jmm (every behaviour the Java Memory Model
    /// allows, by the WriteSet fixed point).
    #[arg(long = "memory-model", value_enum, default_value = "sc")]
    pub memory_model: MemoryModel,
    /// How write actions are identified across executions under jmm: occurrence, scope or
    /// occurrence-val (default; see docs/design.md).
    #[arg(long = "action-ids", default_value = "occurrence-val")]
    pub action_ids: String,
    /// Under jmm, let a plain long/double read see the halves of two different writes (JLS
    /// 17.7; no 64-bit JVM does it, so it is off by default).
    #[arg(long = "torn-longs")]
    pub torn_longs: bool,
}

impl MemoryModelArgs {
    pub fn scheme(&self) -> Result<Scheme> {
        Scheme::parse(&self.action_ids).ok_or_else(|| {
            anyhow::anyhow!(
                "unknown action-identity scheme {:?}: the schemes are occurrence, scope, occurrence-val",
                self.action_ids
            )
        })
    }
}

/// What a report records of a search under the JMM.
#[derive(Serialize, Deserialize, Clone, Debug)]
pub struct JmmReport {
    pub stats: JmmStats,
    /// The final WriteSet: a replay's reads choose from it as the search's did.
    pub write_set: Vec<StoredWrite>,
}

/// Explores under the chosen memory model.
pub fn explore(
    machine: &mut Machine,
    config: &SearchConfig,
    args: &MemoryModelArgs,
) -> Result<(Outcome, Option<JmmReport>)> {
    match args.memory_model {
        MemoryModel::Sc if args.torn_longs => {
            anyhow::bail!("--torn-longs applies to --memory-model jmm (a torn value is a relaxed read)")
        }
        MemoryModel::Sc => Ok((weft_explore::explore(machine, config)?, None)),
        MemoryModel::Jmm => {
            let scheme = args.scheme()?;
            // Object numbers name locations; they must not be reused on a path.
            machine.config.gc_interval = usize::MAX;
            let r = weft_explore::jmm::explore_jmm(machine, config, scheme, args.torn_longs)?;
            Ok((r.outcome, Some(JmmReport { stats: r.stats, write_set: r.write_set.to_stored() })))
        }
    }
}

/// Checks a `--memory-model` given to `weft replay` against the model the report was made
/// under: a path is replayed only under the model that found it.
pub fn same_model(asked: Option<MemoryModel>, report: MemoryModel) -> Result<()> {
    match asked {
        Some(m) if m != report => anyhow::bail!(
            "the report was made under --memory-model {}; its paths replay only under that model, not {}",
            report.name(),
            m.name()
        ),
        _ => Ok(()),
    }
}

/// Sets a machine up to replay a path of a report made under the JMM.
pub fn prepare_replay(machine: &mut Machine, jmm: &JmmReport) {
    machine.config.gc_interval = usize::MAX;
    if jmm.stats.correctly_synchronized {
        // The search was sequentially consistent: so is its replay.
        return;
    }
    let write_set = WriteSet::from_stored(&jmm.write_set);
    weft_explore::jmm::prepare_replay(machine, jmm.stats.scheme, write_set, jmm.stats.torn_longs);
}

/// The statistics line of a search under the JMM.
pub fn stats_line(jmm: &JmmReport) -> String {
    let s = &jmm.stats;
    if s.correctly_synchronized {
        return format!(
            "Memory model jmm: correctly synchronized (no data race in any of the sequentially consistent executions, {} states searched), so the JMM allows only sequentially consistent executions (JLS 17.4.5): no WriteSet iteration",
            s.states_race_search
        );
    }
    let mut text = format!(
        "Memory model jmm (action ids {}): {} iterations to the fixed point, WriteSet of {} writes, {} states in the last iteration ({} in all, {} in the race search, which did not show the program data-race-free), {} complete paths of the last iteration cut for a read from the future without justification",
        s.scheme.name(),
        s.iterations,
        s.write_set,
        s.states_last_iteration,
        s.states_total,
        s.states_race_search,
        s.unjustified_paths
    );
    if s.sequential_locations > 0 {
        text.push_str(&format!(
            "\nNot explored: {} location(s) of the program were written by JDK code that weft does not track under jmm (System.arraycopy, Arrays.fill, reflection, ...) and were read sequentially consistently from then on: their relaxed behaviours are missing",
            s.sequential_locations
        ));
    }
    text
}
