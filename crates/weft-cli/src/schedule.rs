//! `weft check --schedule full|regions`: which operations are scheduling points.
//!
//! `full` (the default) is weft's usual exploration: every visible operation is a scheduling
//! point and the race detector decides races exactly. `regions` is region scheduling for
//! task-parallel programs (Mercer et al., Algorithm 1): the machine stops a task only at
//! permission-region entries and isolated blocks (and when it blocks or ends); overlapping
//! regions are reported as `permission.PermissionViolation`s, and after the search the locations
//! two tasks shared outside regions and isolated blocks are listed (Algorithm 2's report), so
//! the user can annotate them and run again. The mode is recorded in the JSON report's settings
//! so that `weft replay` re-executes the counterexample under the same scheduling points.

use clap::{Args, ValueEnum};
use weft_vm::Machine;

/// Which operations are scheduling points.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, ValueEnum)]
pub enum Schedule {
    /// Every visible operation (accesses to shared memory, synchronization, thread operations).
    #[default]
    Full,
    /// Only permission-region entries and isolated blocks (task-parallel programs).
    Regions,
}

impl Schedule {
    /// The name recorded in reports.
    pub fn name(self) -> &'static str {
        match self {
            Schedule::Full => "full",
            Schedule::Regions => "regions",
        }
    }

    /// The mode a report's setting names (`None` or unknown: full).
    pub fn from_setting(setting: Option<&str>) -> Schedule {
        match setting {
            Some("regions") => Schedule::Regions,
            _ => Schedule::Full,
        }
    }

    /// Configures the machine's scheduling points for this mode.
    pub fn configure(self, machine: &mut Machine) {
        machine.config.region_scheduling = self == Schedule::Regions;
    }
}

/// The `--schedule` option of `weft check`.
#[derive(Args, Clone, Debug)]
pub struct ScheduleArgs {
    /// Scheduling points: `full` (every visible operation) or `regions` (permission-region
    /// entries and isolated blocks only, for Habanero task programs).
    #[arg(long, value_enum, default_value = "full")]
    pub schedule: Schedule,
}

/// Algorithm 2's report after a region-scheduled search: each location two tasks accessed
/// outside permission regions, not both under a common exclusion (isolated block, monitor,
/// JDK lock), one of them writing, with the accesses. Empty under full scheduling.
pub fn sharing_report(machine: &Machine) -> String {
    if machine.uncovered_sharing.is_empty() {
        return String::new();
    }
    let mut out = String::from(
        "Uncovered sharing (accessed by more than one task outside permission regions, and not always under \
         one isolated block, monitor or lock; annotate and run again):\n",
    );
    for (location, accesses) in &machine.uncovered_sharing {
        out.push_str(&format!("  {location}\n"));
        for access in accesses {
            out.push_str(&format!("      {access}\n"));
        }
    }
    out
}
