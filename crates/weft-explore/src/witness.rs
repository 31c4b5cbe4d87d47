//! Lockset-guided witness search for data races (`weft witness`), after Shacham, Sagiv and
//! Schuster, "Scaling Model Checking of Dataraces Using Dynamic Information" (PPoPP'05).
//!
//! Exhaustive search cannot reach races hidden behind long sequential work; a lockset run finds
//! candidates in one execution but raises false alarms and gives no witness. This module
//! combines them, per warning:
//!
//! - **Phase 0** runs the program once per schedule (the default schedule, or seeded random
//!   ones) with the Eraser lockset algorithm ([`crate::lockset`]), recording the schedule and
//!   every access with its step, thread and locks held.
//! - **Phase 1** (Sec. 3.1) scans back from the warning's access `a2` for the last access `a1`
//!   of another thread to the same location, one of them a write, with no lock in common. The
//!   state `σ_a1` just before `a1` is reached by replaying the run's schedule up to `a1`'s step.
//!   The prefix is then extended as the paper's Fig. 5 says, at the granularity of weft's
//!   transitions: the run's later steps are replayed, except those of *stuck* threads (`a1`'s
//!   thread, and every thread that read a location a stuck thread wrote, or whose replayed step
//!   differs from the original); a step that is about to access `a1`'s location in conflict with
//!   `a1` ends the scan with a witness at once.
//! - **Phase 2** (Sec. 3.2) is a bounded depth-first search with state matching from the end of
//!   the prefix, with `a1`'s thread held back (Sec. 3.2.2; `hold_first_thread: false` keeps it)
//!   and the paper's hint of running `a2`'s thread first (`hint: false` turns it off), until a
//!   state where `a2`'s thread is about to access the location in conflict with `a1`. If the
//!   extended prefix leads nowhere, the search is repeated from `σ_a1` itself.
//!
//! A *witness* (Definition 2) is a real execution in which the two conflicting accesses are
//! adjacent: prefix + suffix, then the two accesses one right after the other (Lemma 4:
//! holding `a1`'s thread back leaves `a1` enabled, so it can run just before `a2`). Adjacent
//! conflicting plain accesses of two threads are not ordered by happens-before, so every witness
//! is a JMM data race; weft checks this by replaying the witness with the precise happens-before
//! detector ([`crate::race`]) and takes the race it reports as the confirmed violation. The
//! write is placed first, as that detector sees write-read and write-write orders.
//!
//! Each warning ends **confirmed** (a replayable witness), **refuted** (phase 1 found no partner
//! access, or phase 2 exhausted its space without reaching `a2`: a lockset false alarm) or
//! **unknown** (a limit was reached). A refutation is relative to the run and the candidate
//! pair, as in the paper; it is never reported as a race.
//!
//! Sequential consistency is assumed, as in the paper: a witness is an interleaving of the
//! machine. Races only the JMM's relaxed executions exhibit (a constructor's writes seen
//! through an unsafely published reference) have no adjacent witness and end refuted; `weft
//! check` reports them.

use std::rc::Rc;
use std::time::{Duration, Instant};

use rustc_hash::FxHashSet;
use serde::Serialize;
use weft_events::{AccessMode, Event, Location, Site};
use weft_vm::state::{State, ThreadId};
use weft_vm::{Machine, Stop, VmError};

use crate::lockset::{AccessRecord, Lockset};
use crate::race::RaceConfig;
use crate::{Checks, Choice, Counterexample, Kind, SearchConfig, Step, Violation};

/// Settings of the witness search.
#[derive(Debug, Clone)]
pub struct WitnessConfig {
    /// The schedules of phase 0: `None` is the default schedule, `Some(seed)` a seeded random one.
    pub runs: Vec<Option<u64>>,
    /// Hold `a1`'s thread back in phase 2 (the paper's Sec. 3.2.2 reduction).
    pub hold_first_thread: bool,
    /// Try `a2`'s thread first at every state of phase 2 (the paper's hint).
    pub hint: bool,
    /// Extend the prefix past `a1` as the paper's Fig. 5 does.
    pub extend_prefix: bool,
    /// Distinct states phase 2 may store per warning before the warning ends unknown.
    pub max_states: u64,
    /// Steps a phase-0 run may take before it stops (warnings found so far are examined).
    pub max_run_steps: u64,
    /// Wall time for everything; warnings not finished by then end unknown.
    pub time_limit: Option<Duration>,
    /// Trusted classes and ignored locations, as for the race check.
    pub race: RaceConfig,
}

impl Default for WitnessConfig {
    fn default() -> Self {
        WitnessConfig {
            runs: vec![None],
            hold_first_thread: true,
            hint: true,
            extend_prefix: true,
            max_states: 200_000,
            max_run_steps: 5_000_000,
            time_limit: None,
            race: RaceConfig::default(),
        }
    }
}

/// How a warning ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// A witness was found and the happens-before detector reports the race along it.
    Confirmed,
    /// No witness exists in the bounded space: a lockset false alarm.
    Refuted,
    /// A limit was reached first.
    Unknown,
}

/// One access of a warning, for reports.
#[derive(Debug, Clone, Serialize)]
pub struct AccessInfo {
    pub thread: String,
    /// `read` or `write`.
    pub kind: String,
    /// `File.java:line`.
    pub position: String,
    pub method: String,
    /// The monitors held, e.g. `{Main.class}`.
    pub locks: String,
}

/// The size of a warning's phase 2.
#[derive(Debug, Clone, Copy, Default, Serialize)]
pub struct Phase2Stats {
    /// Distinct states stored (over both starting points, when the search was repeated).
    pub states: u64,
    /// Transitions executed, goal probes excluded.
    pub transitions: u64,
}

/// The result of examining one lockset warning.
#[derive(Debug, Clone, Serialize)]
pub struct WarningOutcome {
    /// `pkg.Class.field`, or the array type.
    pub location: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub index: Option<u32>,
    pub status: Status,
    /// What the lockset algorithm saw.
    pub lockset: String,
    /// How the warning ended, in words.
    pub detail: String,
    /// The phase-0 schedule the warning came from: `default` or `seed N`.
    pub run: String,
    /// The access of phase 1, if one was found.
    pub a1: Option<AccessInfo>,
    /// The warning's access.
    pub a2: AccessInfo,
    /// Steps of the run replayed to reach the state before `a1`.
    pub prefix_steps: usize,
    /// Steps added by the Fig. 5 extension.
    pub extension_steps: usize,
    /// Steps phase 2 found (before the two adjacent accesses).
    pub suffix_steps: usize,
    pub phase2: Phase2Stats,
    /// Index into [`WitnessOutcome::violations`] of the confirmed race.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub violation: Option<usize>,
}

/// What one phase-0 run did.
#[derive(Debug, Clone, Serialize)]
pub struct RunSummary {
    /// `default` or `seed N`.
    pub run: String,
    pub steps: usize,
    /// Plain accesses of the program's code the lockset algorithm saw.
    pub accesses: usize,
    pub warnings: usize,
    /// The run stopped at `max_run_steps` before the program ended.
    pub truncated: bool,
}

/// The result of `weft witness`.
#[derive(Debug, Clone, Serialize)]
pub struct WitnessOutcome {
    pub runs: Vec<RunSummary>,
    pub warnings: Vec<WarningOutcome>,
    /// One race violation per confirmed warning, with its witness as counterexample (the
    /// `violations` of a `weft check` report, so `weft replay` replays them).
    pub violations: Vec<Violation>,
    pub seconds: f64,
    pub peak_memory_bytes: u64,
}

/// One step of a phase-0 run.
#[derive(Debug, Clone, Copy)]
struct RunStep {
    choice: Choice,
    thread: ThreadId,
    stop: Stop,
}

/// A phase-0 run: its schedule and what the lockset algorithm recorded.
struct Run {
    name: String,
    steps: Vec<RunStep>,
    lockset: Lockset,
}

/// A link of a phase-2 path.
struct Link {
    parent: Option<Rc<Link>>,
    choice: Choice,
}

fn path_choices(mut link: Option<Rc<Link>>) -> Vec<Choice> {
    let mut out = Vec::new();
    while let Some(l) = link {
        out.push(l.choice);
        link = l.parent.clone();
    }
    out.reverse();
    out
}

/// What phase 2 looks for: `first` about to perform `a1` and `second` about to access the same
/// location, one of them writing.
#[derive(Debug, Clone, Copy)]
struct Goal {
    first: ThreadId,
    second: ThreadId,
    location: Location,
    first_writes: bool,
}

/// A state in which the two accesses can run adjacently, and in which order (the write first).
struct Found {
    state: State,
    order: [ThreadId; 2],
}

/// How a phase-2 search ended.
enum Phase2 {
    Found(Found, Vec<Choice>),
    Exhausted,
    Limit(String),
}

struct Witnesser<'a> {
    m: &'a mut Machine,
    config: &'a WitnessConfig,
    log: weft_vm::trace::SharedLog,
    initial: State,
    started: Instant,
    /// A state reached along the current run's schedule, and its step, to avoid replaying from
    /// the start for every warning.
    cursor: Option<(usize, State, Option<ThreadId>)>,
}

/// Runs phases 0-2 on the program loaded in `m` (booted in exploration mode, `start_main`
/// called).
pub fn witness(m: &mut Machine, config: &WitnessConfig) -> Result<WitnessOutcome, VmError> {
    let log = weft_vm::trace::SharedLog::default();
    m.sink = Some(Box::new(log.clone()));
    m.config.events_from_first_atomic = false;
    // Object numbers name locations across replays of a schedule: no collection may renumber.
    m.config.gc_interval = usize::MAX;
    let initial = m.st.clone();
    let mut w = Witnesser { m, config, log, initial, started: Instant::now(), cursor: None };
    let mut outcome = WitnessOutcome {
        runs: Vec::new(),
        warnings: Vec::new(),
        violations: Vec::new(),
        seconds: 0.0,
        peak_memory_bytes: 0,
    };
    for &seed in &config.runs {
        let (run, truncated) = w.phase0(seed)?;
        outcome.runs.push(RunSummary {
            run: run.name.clone(),
            steps: run.steps.len(),
            accesses: run.lockset.accesses.len(),
            warnings: run.lockset.warnings.len(),
            truncated,
        });
        w.cursor = None;
        for warning in &run.lockset.warnings {
            let a2 = &run.lockset.accesses[warning.access];
            let (location, index) = crate::race::location_name(w.m, a2.location);
            let a2_info = access_info(w.m, &run.lockset, a2);
            // Across runs a warning is one location and one accessing line; a confirmation
            // stands, any other verdict may still improve.
            let existing = outcome
                .warnings
                .iter()
                .position(|o| o.location == location && o.index == index && o.a2.position == a2_info.position);
            if existing.is_some_and(|i| outcome.warnings[i].status == Status::Confirmed) {
                continue;
            }
            let mut result = w.examine(&run, warning.access)?;
            let violation = result.violation.take().map(|v| {
                outcome.violations.push(v);
                outcome.violations.len() - 1
            });
            let examined = WarningOutcome {
                location,
                index,
                status: result.status,
                lockset: warning.reason.clone(),
                detail: result.detail,
                run: run.name.clone(),
                a1: result.a1,
                a2: a2_info,
                prefix_steps: result.prefix_steps,
                extension_steps: result.extension_steps,
                suffix_steps: result.suffix_steps,
                phase2: result.phase2,
                violation,
            };
            match existing {
                Some(i) if rank(examined.status) > rank(outcome.warnings[i].status) => outcome.warnings[i] = examined,
                Some(_) => {}
                None => outcome.warnings.push(examined),
            }
        }
    }
    w.m.sink = None;
    w.m.st = w.initial.clone();
    outcome.seconds = w.started.elapsed().as_secs_f64();
    outcome.peak_memory_bytes = crate::peak_memory();
    Ok(outcome)
}

/// Which verdict of two on one warning stands: a confirmation, else the uncertainty of a limit.
fn rank(s: Status) -> u8 {
    match s {
        Status::Refuted => 0,
        Status::Unknown => 1,
        Status::Confirmed => 2,
    }
}

/// What examining one warning produced.
struct Examined {
    status: Status,
    detail: String,
    a1: Option<AccessInfo>,
    prefix_steps: usize,
    extension_steps: usize,
    suffix_steps: usize,
    phase2: Phase2Stats,
    violation: Option<Violation>,
}

/// `File.java:line` of a site.
pub(crate) fn site_position(m: &Machine, site: Site) -> String {
    weft_vm::trace::position(m, site).unwrap_or_else(|| "?".to_string())
}

fn access_info(m: &Machine, lockset: &Lockset, a: &AccessRecord) -> AccessInfo {
    AccessInfo {
        thread: m.thread_name(a.thread),
        kind: if a.write { "write" } else { "read" }.to_string(),
        position: site_position(m, a.site),
        method: if (a.site.method as usize) < m.prog.methods.len() {
            m.prog.method_name(a.site.method)
        } else {
            String::new()
        },
        locks: lockset.describe(m, a.locks),
    }
}

impl Witnesser<'_> {
    fn drain_events(&self) -> Vec<Event> {
        std::mem::take(&mut *self.log.0.borrow_mut())
    }

    fn out_of_time(&self) -> bool {
        self.config.time_limit.is_some_and(|t| self.started.elapsed() >= t)
    }

    /// Executes one choice of a schedule; `last` is the thread that ran last (a value goes to it).
    fn exec(&mut self, choice: Choice, last: &mut Option<ThreadId>) -> Result<(Stop, Vec<Event>), VmError> {
        let tid = match choice {
            Choice::Thread(t) => t,
            Choice::Value(v) => {
                self.m.supply_choice(v);
                last.ok_or_else(|| VmError::verify("a value choice before any thread ran"))?
            }
        };
        *last = Some(tid);
        let stop = self.m.run_thread(tid)?;
        Ok((stop, self.drain_events()))
    }

    /// Phase 0: one run with the lockset algorithm, under the default schedule (each thread runs
    /// until it blocks, round-robin after a quantum, as `weft run`) or a seeded random one.
    fn phase0(&mut self, seed: Option<u64>) -> Result<(Run, bool), VmError> {
        const QUANTUM: u32 = 1000;
        self.m.st = self.initial.clone();
        self.m.choice_value = None;
        self.drain_events();
        let mut rng = seed.map(weft_vm::run::SplitMix64::new);
        let name = match seed {
            Some(s) => format!("seed {s}"),
            None => "default".to_string(),
        };
        let mut run = Run { name, steps: Vec::new(), lockset: Lockset::default() };
        let (mut current, mut quantum) = (0, 0u32);
        let mut pending_value: Option<(ThreadId, u32)> = None;
        let mut truncated = false;
        loop {
            if run.steps.len() as u64 >= self.config.max_run_steps {
                truncated = true;
                break;
            }
            let (choice, tid) = match pending_value.take() {
                Some((t, v)) => {
                    self.m.supply_choice(v);
                    (Choice::Value(v), t)
                }
                None => {
                    if self.m.st.exit_status.is_some() || !crate::live_non_daemon(self.m) {
                        break;
                    }
                    let enabled: Vec<ThreadId> = crate::enabled(self.m)
                        .into_iter()
                        .filter_map(|c| match c {
                            Choice::Thread(t) => Some(t),
                            Choice::Value(_) => None,
                        })
                        .collect();
                    if enabled.is_empty() {
                        break;
                    }
                    let next = match &mut rng {
                        Some(r) => enabled[r.below(enabled.len())],
                        None if enabled.contains(&current) && (quantum < QUANTUM || enabled.len() == 1) => current,
                        None => *enabled.iter().find(|&&t| t > current).unwrap_or(&enabled[0]),
                    };
                    if next != current {
                        quantum = 0;
                    }
                    current = next;
                    (Choice::Thread(next), next)
                }
            };
            let stop = self.m.run_thread(tid)?;
            let events = self.drain_events();
            run.lockset.feed(self.m, &self.config.race, run.steps.len(), &events);
            run.steps.push(RunStep { choice, thread: tid, stop });
            match stop {
                Stop::Exit(_) | Stop::Pruned => break,
                Stop::Choice(n) => {
                    let v = match &mut rng {
                        Some(r) => r.below(n.max(1) as usize) as u32,
                        None => 0,
                    };
                    pending_value = Some((tid, v));
                }
                Stop::Yield => quantum += 1,
                Stop::Blocked | Stop::Terminated | Stop::Diverged => quantum = QUANTUM,
            }
        }
        Ok((run, truncated))
    }

    /// Puts the machine in the state before step `step` of `run`, replaying its schedule.
    fn reach(&mut self, run: &Run, step: usize) -> Result<Option<ThreadId>, VmError> {
        let (mut at, state, mut last) = match self.cursor.take() {
            Some((at, state, last)) if at <= step => (at, state, last),
            _ => (0, self.initial.clone(), None),
        };
        self.m.st = state;
        self.m.choice_value = None;
        while at < step {
            self.exec(run.steps[at].choice, &mut last)?;
            at += 1;
        }
        self.cursor = Some((at, self.m.st.clone(), last));
        Ok(last)
    }

    /// The first memory access thread `tid` performs when it next runs in the current state
    /// (found by running it on a copy): location, whether it writes, and how.
    fn next_access(&mut self, tid: ThreadId) -> Option<(Location, bool, AccessMode)> {
        if !self.m.is_enabled(tid) {
            return None;
        }
        let saved = self.m.st.clone();
        let value = self.m.choice_value.take();
        let ran = self.m.run_thread(tid);
        let events = self.drain_events();
        self.m.st = saved;
        self.m.choice_value = value;
        ran.ok()?;
        events.iter().find_map(|e| match *e {
            Event::Read { location, mode, .. } => Some((location, false, mode)),
            Event::Write { location, mode, .. } => Some((location, true, mode)),
            _ => None,
        })
    }

    /// Whether the current state is a goal: the two threads can perform conflicting plain
    /// accesses to the location next. Returns the order to run them in (the write first).
    fn at_goal(&mut self, goal: &Goal) -> Option<[ThreadId; 2]> {
        let (location, second_writes, mode) = self.next_access(goal.second)?;
        if location != goal.location || mode != AccessMode::Plain {
            return None;
        }
        let first_writes = if self.config.hold_first_thread {
            goal.first_writes
        } else {
            let (location, writes, mode) = self.next_access(goal.first)?;
            if location != goal.location || mode != AccessMode::Plain {
                return None;
            }
            writes
        };
        if first_writes {
            Some([goal.first, goal.second])
        } else if second_writes {
            Some([goal.second, goal.first])
        } else {
            None
        }
    }

    /// Phase 2: depth-first search with state matching from the current state, which it
    /// leaves in place.
    fn phase2(&mut self, goal: &Goal, stats: &mut Phase2Stats) -> Result<Phase2, VmError> {
        let start = self.m.st.clone();
        let result = self.search_for_goal(goal, stats);
        self.m.st = start;
        self.m.choice_value = None;
        self.drain_events();
        result
    }

    fn search_for_goal(&mut self, goal: &Goal, stats: &mut Phase2Stats) -> Result<Phase2, VmError> {
        struct Node {
            state: State,
            path: Option<Rc<Link>>,
            pending: Option<(ThreadId, u32)>,
        }
        let mut visited = FxHashSet::default();
        visited.insert(self.m.fingerprint());
        stats.states += 1;
        let mut stack = vec![Node { state: self.m.st.clone(), path: None, pending: None }];
        let mut states_here = 1u64;
        while let Some(node) = stack.pop() {
            if states_here >= self.config.max_states {
                return Ok(Phase2::Limit(format!("phase 2 stored {states_here} states (--max-states)")));
            }
            if self.out_of_time() {
                return Ok(Phase2::Limit("--time-limit reached during phase 2".to_string()));
            }
            self.m.st = node.state.clone();
            self.m.choice_value = None;
            if node.pending.is_none() {
                if let Some(order) = self.at_goal(goal) {
                    return Ok(Phase2::Found(Found { state: node.state, order }, path_choices(node.path)));
                }
            }
            let alternatives: Vec<Choice> = match node.pending {
                Some((_, n)) => (0..n).map(Choice::Value).collect(),
                None => {
                    let mut threads: Vec<ThreadId> = crate::enabled(self.m)
                        .into_iter()
                        .filter_map(|c| match c {
                            Choice::Thread(t) if !(self.config.hold_first_thread && t == goal.first) => Some(t),
                            _ => None,
                        })
                        .collect();
                    if self.config.hint {
                        // The hint: advance a2's thread as far as possible first.
                        threads.sort_by_key(|&t| t != goal.second);
                    }
                    threads.into_iter().map(Choice::Thread).collect()
                }
            };
            let mut children = Vec::new();
            for choice in alternatives {
                self.m.st = node.state.clone();
                self.m.choice_value = None;
                let tid = match choice {
                    Choice::Thread(t) => t,
                    Choice::Value(v) => {
                        self.m.supply_choice(v);
                        node.pending.map(|(t, _)| t).unwrap_or_default()
                    }
                };
                let stop = self.m.run_thread(tid)?;
                self.drain_events();
                stats.transitions += 1;
                let pending = match stop {
                    Stop::Exit(_) | Stop::Pruned => continue,
                    Stop::Choice(n) => Some((tid, n)),
                    Stop::Yield | Stop::Blocked | Stop::Terminated | Stop::Diverged => None,
                };
                if !visited.insert(self.m.fingerprint()) {
                    continue;
                }
                stats.states += 1;
                states_here += 1;
                let path = Some(Rc::new(Link { parent: node.path.clone(), choice }));
                children.push(Node { state: std::mem::take(&mut self.m.st), path, pending });
            }
            stack.extend(children.into_iter().rev());
        }
        Ok(Phase2::Exhausted)
    }

    /// The tracked accesses (as the lockset algorithm records them) among `events`.
    fn considered(&self, events: &[Event]) -> Vec<(Location, bool)> {
        events
            .iter()
            .filter_map(|e| match *e {
                Event::Read { location, mode: AccessMode::Plain, site, .. }
                | Event::Write { location, mode: AccessMode::Plain, site, .. }
                    if !crate::race::trusted(self.m, &self.config.race, site) =>
                {
                    Some((location, matches!(e, Event::Write { .. })))
                }
                _ => None,
            })
            .collect()
    }

    /// The paper's Fig. 5 from the state before `a1` (the current state): replays the run's
    /// steps from `a1`'s step up to `a2`'s, leaving out those of stuck threads. Returns the
    /// choices replayed and, if a replayed thread reached a conflicting access to `a1`'s
    /// location, the goal state.
    fn extend_prefix(
        &mut self,
        run: &Run,
        a1: usize,
        a2: usize,
        goal: &Goal,
        mut last: Option<ThreadId>,
    ) -> Result<(Vec<Choice>, Option<Found>), VmError> {
        let accesses = &run.lockset.accesses;
        let (s1, s2) = (accesses[a1].step, accesses[a2].step);
        let mut stuck: FxHashSet<ThreadId> = [goal.first].into_iter().collect();
        // V of Fig. 5: locations whose current value a stuck thread wrote in the run.
        let mut written_by_stuck: FxHashSet<Location> = FxHashSet::default();
        let mut choices = Vec::new();
        let mut next_access = a1;
        for k in s1..=s2 {
            let RunStep { choice, thread, stop } = run.steps[k];
            let start = next_access;
            while next_access < accesses.len() && accesses[next_access].step == k {
                next_access += 1;
            }
            let original = &accesses[start..next_access];
            if stuck.contains(&thread) {
                written_by_stuck.extend(original.iter().filter(|a| a.write).map(|a| a.location));
                continue;
            }
            // Line 12: an access that conflicts with a1 is next: a witness already.
            if let (Some(alpha), Choice::Thread(_)) = (original.first(), choice) {
                if alpha.first_in_step && alpha.location == goal.location && (goal.first_writes || alpha.write) {
                    let here = Goal { second: thread, ..*goal };
                    if let Some(order) = self.at_goal(&here) {
                        return Ok((choices, Some(Found { state: self.m.st.clone(), order })));
                    }
                }
            }
            // Lines 20-26: reading what a stuck thread wrote makes the reader stuck.
            let reads_stuck = original.iter().any(|a| !a.write && written_by_stuck.contains(&a.location));
            if reads_stuck || (matches!(choice, Choice::Thread(_)) && !self.m.is_enabled(thread)) {
                stuck.insert(thread);
                written_by_stuck.extend(original.iter().filter(|a| a.write).map(|a| a.location));
                continue;
            }
            let saved = (self.m.st.clone(), last);
            let replayed = self.exec(choice, &mut last);
            let same = match &replayed {
                Ok((s, events)) => {
                    *s == stop
                        && self.considered(events) == original.iter().map(|a| (a.location, a.write)).collect::<Vec<_>>()
                }
                Err(_) => false,
            };
            if same {
                choices.push(choice);
                // Lines 17-19: a location a running thread wrote holds its value again.
                for a in original.iter().filter(|a| a.write) {
                    written_by_stuck.remove(&a.location);
                }
            } else {
                // The step behaves differently without the stuck threads: this thread is stuck
                // too, from the state before the step.
                (self.m.st, last) = saved;
                self.drain_events();
                stuck.insert(thread);
                written_by_stuck.extend(original.iter().filter(|a| a.write).map(|a| a.location));
            }
            if matches!(stop, Stop::Exit(_) | Stop::Pruned) {
                break;
            }
        }
        Ok((choices, None))
    }

    /// Phases 1 and 2 for the warning at access `a2` of `run`.
    fn examine(&mut self, run: &Run, a2: usize) -> Result<Examined, VmError> {
        let lockset = &run.lockset;
        let b = lockset.accesses[a2];
        let mut result = Examined {
            status: Status::Refuted,
            detail: String::new(),
            a1: None,
            prefix_steps: 0,
            extension_steps: 0,
            suffix_steps: 0,
            phase2: Phase2Stats::default(),
            violation: None,
        };
        // Phase 1: the last conflicting access with disjoint locks that starts its transition
        // (an access later in a transition touched an object no other thread could reach yet).
        let mut before = a2;
        let mut inside_transitions = false;
        let a1 = loop {
            match lockset.conflicting_before(a2, before) {
                Some(i) if lockset.accesses[i].first_in_step => break Some(i),
                Some(i) => {
                    inside_transitions = true;
                    before = i;
                }
                None => break None,
            }
        };
        let Some(a1) = a1 else {
            result.detail = if inside_transitions {
                "phase 1: the conflicting accesses of other threads that share no lock with it all ran inside a transition, where no other thread could run (the location was not yet shared or no other thread was alive): no witness exists for this warning in the run"
            } else {
                "phase 1 found no earlier access of another thread to the location that conflicts with it and shares no lock (Sec. 3.1): no witness exists for this warning in the run"
            }
            .to_string();
            return Ok(result);
        };
        let a = lockset.accesses[a1];
        result.a1 = Some(access_info(self.m, lockset, &a));
        result.prefix_steps = a.step;
        if self.out_of_time() {
            result.status = Status::Unknown;
            result.detail = "--time-limit reached before the warning was examined".to_string();
            return Ok(result);
        }
        let last = self.reach(run, a.step)?;
        let before_a1 = self.m.st.clone();
        let goal = Goal { first: a.thread, second: b.thread, location: a.location, first_writes: a.write };
        let second_name = self.m.thread_name(goal.second);
        let prefix: Vec<Choice> = run.steps[..a.step].iter().map(|s| s.choice).collect();

        // The Fig. 5 extension, then phase 2 from its end; phase 2 again from the state before
        // a1 if that finds nothing.
        let mut starts: Vec<(Vec<Choice>, State)> = Vec::new();
        if self.config.extend_prefix {
            let (extension, direct) = self.extend_prefix(run, a1, a2, &goal, last)?;
            if let Some(found) = direct {
                result.extension_steps = extension.len();
                return self.confirm(result, &prefix, &extension, found, b.location);
            }
            if !extension.is_empty() {
                starts.push((extension, self.m.st.clone()));
            }
        }
        starts.push((Vec::new(), before_a1));
        let mut limit = None;
        for (extension, state) in starts {
            self.m.st = state;
            self.m.choice_value = None;
            match self.phase2(&goal, &mut result.phase2) {
                Ok(Phase2::Found(found, suffix)) => {
                    result.extension_steps = extension.len();
                    result.suffix_steps = suffix.len();
                    let mut extension = extension;
                    extension.extend(suffix);
                    return self.confirm(result, &prefix, &extension, found, b.location);
                }
                Ok(Phase2::Exhausted) => {}
                Ok(Phase2::Limit(why)) => limit = Some(why),
                Err(e) => limit = Some(format!("phase 2 stopped: {e}")),
            }
        }
        match limit {
            Some(why) => {
                result.status = Status::Unknown;
                result.detail = why;
            }
            None => {
                result.detail = format!(
                    "phase 2 exhausted {} states from the state before a1{} without reaching a conflicting access of \"{}\" (lockset false alarm)",
                    result.phase2.states,
                    if self.config.hold_first_thread { ", a1's thread held back," } else { "" },
                    second_name
                );
            }
        }
        Ok(result)
    }

    /// Turns a goal state into a confirmed witness: checks that the two accesses run adjacently
    /// from it, replays the whole witness with the happens-before race check, and keeps the race
    /// that check reports on the location.
    fn confirm(
        &mut self,
        mut result: Examined,
        prefix: &[Choice],
        middle: &[Choice],
        found: Found,
        location: Location,
    ) -> Result<Examined, VmError> {
        let (name, index) = crate::race::location_name(self.m, location);
        // Adjacency, on the machine: each thread's next step begins with its access.
        self.m.st = found.state;
        self.m.choice_value = None;
        for &t in &found.order {
            let stop = self.m.run_thread(t)?;
            let events = self.drain_events();
            let first = events.iter().find_map(|e| match *e {
                Event::Read { location, .. } | Event::Write { location, .. } => Some(location),
                _ => None,
            });
            if first != Some(location) || matches!(stop, Stop::Choice(_)) {
                result.status = Status::Unknown;
                result.detail = "the goal state did not run the two accesses adjacently".to_string();
                return Ok(result);
            }
        }
        let mut schedule: Vec<Choice> = prefix.to_vec();
        schedule.extend_from_slice(middle);
        schedule.extend(found.order.iter().map(|&t| Choice::Thread(t)));
        // The precise happens-before detector on the same path.
        let config =
            SearchConfig { checks: Checks::race_only(), race: self.config.race.clone(), ..SearchConfig::default() };
        self.m.st = self.initial.clone();
        self.m.choice_value = None;
        let sink = self.m.sink.take();
        let output = std::mem::replace(&mut self.m.output, Box::new(weft_vm::machine::CapturedOutput::default()));
        let replayed = crate::replay(self.m, &schedule, &config);
        self.m.output = output;
        self.m.sink = sink;
        self.m.config.events_from_first_atomic = false;
        self.drain_events();
        let race = replayed?
            .violations
            .into_iter()
            .rev()
            .find(|v| v.kind == Kind::Race && v.location.as_deref() == Some(name.as_str()) && v.index == index);
        let Some(mut violation) = race else {
            result.status = Status::Unknown;
            result.detail = "the witness ran the accesses adjacently, but the happens-before detector reported no race on the location along it".to_string();
            return Ok(result);
        };
        violation.found_after_states = result.phase2.states;
        let (steps, preemptions, choices) = self.describe(&schedule)?;
        violation.counterexample = Counterexample::of(schedule, steps, preemptions, choices);
        result.status = Status::Confirmed;
        result.detail = format!(
            "witness of {} steps: {} replayed from the run, {} found by phase 2, then the two accesses adjacent",
            violation.counterexample.schedule.len(),
            prefix.len() + result.extension_steps,
            result.suffix_steps
        );
        result.violation = Some(violation);
        Ok(result)
    }

    /// Describes each step of a schedule as counterexamples do, by running it from the start;
    /// also counts its preemptions.
    fn describe(&mut self, schedule: &[Choice]) -> Result<(Vec<Step>, u32, u32), VmError> {
        self.m.st = self.initial.clone();
        self.m.choice_value = None;
        let mut last = None;
        let mut steps = Vec::with_capacity(schedule.len());
        let (mut preemptions, mut choices) = (0, 0);
        for &choice in schedule {
            let tid = match choice {
                Choice::Thread(t) => t,
                Choice::Value(_) => last.unwrap_or_default(),
            };
            let (preempts, chooses) = crate::classify_step(self.m, last, tid, choice);
            preemptions += u32::from(preempts);
            choices += u32::from(chooses);
            let mut step = crate::describe_step(self.m, tid, choice);
            if let Choice::Value(v) = choice {
                self.m.supply_choice(v);
            }
            last = Some(tid);
            crate::run_described_step(self.m, tid, &mut step)?;
            self.drain_events();
            steps.push(step);
        }
        Ok((steps, preemptions, choices))
    }
}
