//! Running one schedule to completion: the scheduler behind `weft run`.
//!
//! The default schedule is deterministic: the running thread keeps the processor until it
//! blocks, yields, sleeps or terminates, or until it has passed a fixed number of scheduling
//! points while others could run (so spin loops make progress); then the next enabled thread in
//! creation order runs. `--seed` replaces this with a seeded random choice at every
//! scheduling point. The virtual clock advances with every step a thread runs (see
//! `Machine::pass_time_for_step`), so a thread in a timed sleep or wait wakes while others spin;
//! when no thread can run but some wait for time to pass, the clock jumps to the earliest
//! deadline; when none can run at all, the run ends in a deadlock report.

use crate::machine::{Machine, Stop, VmError};
use crate::state::{ThreadId, ThreadStatus};

/// How the next thread is chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Schedule {
    /// Run each thread until it blocks; round-robin after a quantum of scheduling points.
    Default,
    /// Choose uniformly at random at every scheduling point, from this seed.
    Random(u64),
}

/// How a run ended.
#[derive(Debug)]
pub enum RunOutcome {
    /// The program ended with this exit status (0, 1 after an uncaught exception in `main`, or
    /// the status given to `System.exit`).
    Exit(i32),
    /// Every live thread is blocked; the report says what each waits for.
    Deadlock(String),
    /// No thread can run, and the only live non-daemon threads are taken to loop forever
    /// ([`ThreadStatus::Diverged`]): the program never ends. The names of those threads.
    Diverged(Vec<String>),
    /// The program left what weft models, or its input is broken.
    Error(VmError),
    /// A `Verify.assume` failed, so this schedule describes no real execution.
    Pruned,
}

/// Scheduling points a thread may pass while others wait, before the default schedule switches.
const QUANTUM: u32 = 1000;

/// A small, seedable generator (SplitMix64): stable across platforms and versions, so a seed
/// names the same schedule forever.
pub struct SplitMix64(u64);

impl SplitMix64 {
    pub fn new(seed: u64) -> Self {
        SplitMix64(seed)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// Uniform in `0..n`.
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n as u64) as usize
    }
}

/// Runs the program to completion under `schedule`.
pub fn run(m: &mut Machine, schedule: Schedule) -> RunOutcome {
    run_observed(m, schedule, &mut |_| {})
}

/// Runs the program to completion, calling `after_step` after each step of a thread (to drain
/// recorded events, for example).
pub fn run_observed(m: &mut Machine, schedule: Schedule, after_step: &mut dyn FnMut(&mut Machine)) -> RunOutcome {
    let mut rng = match schedule {
        Schedule::Random(seed) => Some(SplitMix64::new(seed)),
        Schedule::Default => None,
    };
    let mut current: ThreadId = 0;
    let mut quantum = 0u32;
    loop {
        if let Some(code) = m.st.exit_status {
            m.output.flush();
            return RunOutcome::Exit(code);
        }
        let non_daemon_alive =
            m.st.threads.iter().any(|t| !t.daemon && !matches!(t.status, ThreadStatus::Terminated | ThreadStatus::New));
        if !non_daemon_alive {
            match m.begin_shutdown() {
                Ok(true) => continue,
                Ok(false) => {}
                Err(e) => {
                    m.output.flush();
                    return RunOutcome::Error(e);
                }
            }
            m.output.flush();
            let main_failed = m.st.threads.first().is_some_and(|t| t.uncaught.is_some());
            return RunOutcome::Exit(if main_failed { 1 } else { 0 });
        }
        let enabled: Vec<ThreadId> = (0..m.st.threads.len() as ThreadId).filter(|&t| m.is_enabled(t)).collect();
        if enabled.is_empty() {
            if let Some(deadline) = m.next_deadline() {
                m.st.clock_nanos = m.st.clock_nanos.max(deadline);
                continue;
            }
            m.output.flush();
            if !m.live_non_daemon_not_diverged() {
                let diverged = m.st.threads.iter().filter(|t| t.status == ThreadStatus::Diverged);
                return RunOutcome::Diverged(diverged.map(|t| m.thread_name(t.id)).collect());
            }
            return RunOutcome::Deadlock(deadlock_report(m));
        }
        let next = match &mut rng {
            Some(r) => enabled[r.below(enabled.len())],
            None => {
                if enabled.contains(&current) && (quantum < QUANTUM || enabled.len() == 1) {
                    current
                } else {
                    quantum = 0;
                    *enabled.iter().find(|&&t| t > current).unwrap_or(&enabled[0])
                }
            }
        };
        if next != current {
            quantum = 0;
        }
        current = next;
        let result = m.run_thread(current);
        after_step(m);
        match result {
            Ok(Stop::Exit(code)) => {
                m.output.flush();
                return RunOutcome::Exit(code);
            }
            Ok(Stop::Yield) => quantum += 1,
            Ok(Stop::Blocked) | Ok(Stop::Terminated) | Ok(Stop::Diverged) => quantum = QUANTUM,
            Ok(Stop::Choice(n)) => {
                let v = match &mut rng {
                    Some(r) => r.below(n as usize) as u32,
                    None => 0,
                };
                m.supply_choice(v);
            }
            Ok(Stop::Pruned) => {
                m.output.flush();
                return RunOutcome::Pruned;
            }
            Err(e) => {
                m.output.flush();
                return RunOutcome::Error(e);
            }
        }
    }
}

/// Describes every live thread and what it waits for: the object (with a path from a root when
/// there is one), the library call it waits in, who holds it, and where in the program's own code
/// the thread waits. Holders form the cycle of a lock-order deadlock; a thread whose wake-up
/// needs another thread (notify, signal, count-down) waits forever with nobody left to wake it.
pub fn deadlock_report(m: &Machine) -> String {
    let mut out = if m.st.threads.iter().any(|t| t.status == ThreadStatus::Diverged) {
        String::from("deadlock: every live thread is blocked or loops forever\n")
    } else {
        String::from("deadlock: every live thread is blocked\n")
    };
    live_threads_report(m, true, &mut out);
    out
}

/// What a program that can no longer end is doing: a state from which no interleaving ends,
/// though others do (`weft check`'s termination check).
pub fn endless_report(m: &Machine) -> String {
    let mut out = String::from(
        "the program can no longer end: from here, on every interleaving, some thread runs or waits forever\n",
    );
    live_threads_report(m, false, &mut out);
    out
}

/// Each live thread, what it does or waits for and where, two lines each. In a deadlock
/// (`stuck`) a thread waiting for a wakeup has nobody left to give it.
fn live_threads_report(m: &Machine, stuck: bool, out: &mut String) {
    for t in &m.st.threads {
        if matches!(t.status, ThreadStatus::Terminated | ThreadStatus::New) {
            continue;
        }
        let name = m.thread_name(t.id);
        let what = match m.blocked_on(t.id) {
            None if t.status == ThreadStatus::Diverged => {
                "loops forever without reaching a scheduling point (as weft takes it after --max-loop-iterations loop iterations)".to_string()
            }
            None if stuck => "is blocked".to_string(),
            None => match t.status {
                ThreadStatus::Sleeping { .. } => "sleeps (Thread.sleep)".to_string(),
                ThreadStatus::Runnable => "runs".to_string(),
                _ => "waits".to_string(),
            },
            Some(b) => {
                let holder = match b.holder {
                    Some(h) if b.read_held && h == t.id => {
                        " held for reading by itself (a read lock cannot be upgraded to the write lock)".to_string()
                    }
                    Some(h) if b.read_held => format!(" held for reading by \"{}\"", m.thread_name(h)),
                    // The classic bug: an exception skipped the `unlock`.
                    Some(h) if m.thread_ended(h) => {
                        format!(" held by \"{}\", which ended without releasing it", m.thread_name(h))
                    }
                    Some(h) => format!(" held by \"{}\"", m.thread_name(h)),
                    None => String::new(),
                };
                let call = b.call.as_deref().map(|c| format!(" in {c}")).unwrap_or_default();
                let nobody = if b.needs_wakeup && stuck { ", with nobody left to wake it" } else { "" };
                let shutdown = m.shutdown_note(t.id, &b).map(|n| format!(" ({n})")).unwrap_or_default();
                match b.kind {
                    "monitor" => format!("waits to lock {}{holder}{shutdown}", b.what),
                    "wait" if stuck => {
                        format!("waits forever on {} (Object.wait), with nobody left to notify it", b.what)
                    }
                    "wait" => format!("waits on {} (Object.wait)", b.what),
                    "join" if !shutdown.is_empty() => format!("waits for {}{shutdown}", b.what),
                    "join" => format!("waits for {} (Thread.join)", b.what),
                    "class initialization" => format!("waits for the initialization of {}", b.what),
                    "park" => format!("is parked (LockSupport.park){call}{nobody}{shutdown}"),
                    kind => format!("waits for {kind} {}{call}{holder}{nobody}{shutdown}", b.what),
                }
            }
        };
        // (A pending interrupt is news only where the thread may still go on.)
        let interrupted = if t.interrupted && !stuck { ", interrupted" } else { "" };
        // In the program's code when the thread has a frame there, else the innermost frame
        // reports show (not weft's internal model code, `crate::shown`).
        // (Where a thread taken to loop forever loops: the memo may have stopped it earlier.)
        let at = if t.status == ThreadStatus::Diverged { m.divergence_position(t.id) } else { m.shown_position(t.id) };
        let at = at.unwrap_or_default();
        if at.is_empty() {
            // Started, but it has not run a step yet.
            out.push_str(&format!("  thread \"{name}\" is about to start running{interrupted}\n"));
        } else {
            out.push_str(&format!("  thread \"{name}\" {what}{interrupted}\n      at {at}\n"));
        }
    }
}

impl Machine {
    /// Whether a non-daemon thread is alive and not taken to loop forever. When no thread can
    /// run, such a thread waits for something no thread will do (a deadlock); without one, the
    /// program goes on forever in the loops of its diverged non-daemon threads, which is no
    /// deadlock (docs/design.md, "Threads that loop forever").
    pub fn live_non_daemon_not_diverged(&self) -> bool {
        self.st.threads.iter().any(|t| {
            !t.daemon && !matches!(t.status, ThreadStatus::Terminated | ThreadStatus::New | ThreadStatus::Diverged)
        })
    }

    /// Whether thread `tid` has terminated.
    pub fn thread_ended(&self, tid: ThreadId) -> bool {
        self.st.threads.get(tid as usize).is_some_and(|t| t.status == ThreadStatus::Terminated)
    }

    /// The name of a thread, read from its `Thread` object.
    pub fn thread_name(&self, tid: ThreadId) -> String {
        let obj = self.st.threads[tid as usize].object;
        match self.get_field(obj, self.prog.wk.thread_name) {
            crate::value::Value::Ref(Some(s)) => self.rust_string(s),
            _ => format!("thread {tid}"),
        }
    }

    /// An object as reports name it: its class and where it was allocated
    /// (`Account@Bank.java:30`), or its number when that place has no source line
    /// (`Account@1f`); a class object by its class (`Account.class`).
    pub fn describe_object(&self, r: crate::value::ObjRef) -> String {
        let o = self.st.heap.get(r);
        if let Some(c) = o.mirror_of {
            return format!("{}.class", self.prog.class(c).java_name());
        }
        let c = self.prog.class(o.class);
        // Arrays read as in Java source (`int[]`, `Account[]`), not as descriptors.
        let class = if c.is_array() { crate::interp::descriptor_java_name(&c.name) } else { c.java_name() };
        let site = o.site.shown.map(|(method, pc)| self.prog.source_position(method, pc));
        match site {
            Some(position) if position.contains(':') => format!("{class}@{position}"),
            _ => format!("{class}@{:x}", r.0.get()),
        }
    }
}
