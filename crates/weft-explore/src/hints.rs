//! Hints for a search that a limit stopped: which classes produce the scheduling points.
//!
//! When the state space is too large, the most useful advice names the code that multiplies it.
//! [`scheduling_hotspots`] samples a few seeded random schedules from the program's initial state
//! and counts, at every scheduling point, the class of the innermost frame of the thread that is
//! chosen to run. Sampling costs a few complete runs of the program rather than a second search,
//! and classes that dominate the sample dominate the state space's branching too.

use weft_vm::run::SplitMix64;
use weft_vm::{Machine, Stop};

/// Steps after which one sampled schedule is cut short (a program that never ends).
const MAX_STEPS_PER_WALK: u32 = 20_000;

/// The loop limit of the sampled schedules: a thread that loops this long without a scheduling
/// point adds nothing to the sample, so it is taken to loop forever sooner than in the search.
const SAMPLE_LOOP_ITERATIONS: u64 = 1 << 20;

/// The time all sampled schedules together may take: the hints come after a search a limit
/// stopped, whose report must still come out promptly (a step may run long before it reaches a
/// scheduling point).
const SAMPLE_TIME: std::time::Duration = std::time::Duration::from_secs(1);

/// A class and the number of sampled scheduling points in it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Hotspot {
    /// `pkg.Class`.
    pub class: String,
    /// Scheduling points observed in the class's code.
    pub scheduling_points: u64,
}

/// The classes with the most scheduling points over `walks` seeded random schedules from the
/// machine's current state (the initial state after [`crate::explore`]), most first, at most
/// `top` of them. The machine stops recording events (the search's log is no longer read) and is
/// left in its state from before the call.
///
/// `memory_limit`: the search's; a sampled schedule that reaches it ends, as one that runs out of
/// time does (a program that allocates without end would otherwise take the process past it).
pub fn scheduling_hotspots(m: &mut Machine, walks: u32, top: usize, memory_limit: Option<u64>) -> Vec<Hotspot> {
    m.sink = None;
    let initial = m.st.clone();
    let (loop_limit, deadline, memory) = (m.config.max_loop_iterations, m.config.deadline, m.config.memory_limit);
    m.config.max_loop_iterations = loop_limit.map(|l| l.min(SAMPLE_LOOP_ITERATIONS));
    m.config.deadline = Some(std::time::Instant::now() + SAMPLE_TIME);
    m.config.memory_limit = memory_limit;
    let mut counts: Vec<(u32, u64)> = Vec::new();
    let mut rng = SplitMix64::new(0x5eed);
    for _ in 0..walks {
        m.st = initial.clone();
        for _ in 0..MAX_STEPS_PER_WALK {
            let enabled: Vec<u32> = (0..m.st.threads.len() as u32).filter(|&t| m.is_enabled(t)).collect();
            if enabled.is_empty() {
                break;
            }
            let tid = enabled[rng.below(enabled.len())];
            if let Some(frame) = m.st.threads[tid as usize].frames.last() {
                let class = m.prog.method(frame.method).class;
                match counts.iter_mut().find(|(c, _)| *c == class) {
                    Some((_, n)) => *n += 1,
                    None => counts.push((class, 1)),
                }
            }
            match m.run_thread(tid) {
                Ok(Stop::Choice(n)) => m.supply_choice(rng.below(n as usize) as u32),
                Ok(Stop::Yield | Stop::Blocked | Stop::Terminated | Stop::Diverged) => {}
                Ok(Stop::Exit(_) | Stop::Pruned) | Err(_) => break,
            }
        }
        if m.config.deadline.is_some_and(|d| std::time::Instant::now() >= d)
            || memory_limit.is_some_and(|limit| weft_vm::machine::resident_memory() >= limit)
        {
            break;
        }
    }
    m.st = initial;
    m.choice_value = None;
    (m.config.max_loop_iterations, m.config.deadline, m.config.memory_limit) = (loop_limit, deadline, memory);
    counts.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    counts
        .into_iter()
        .take(top)
        .map(|(class, n)| Hotspot { class: m.prog.class(class).java_name(), scheduling_points: n })
        .collect()
}
