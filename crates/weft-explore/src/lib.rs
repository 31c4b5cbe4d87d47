//! The search of the weft model checker.
//!
//! The machine ([`weft_vm::Machine`]) runs one thread from a scheduling point to the next; this
//! crate decides which thread (or which nondeterministic value) comes next, remembers the states
//! it has seen, and turns property violations into replayable counterexamples.
//!
//! A *node* is a machine state at a scheduling point together with the path of choices that
//! reached it. Expanding a node runs every enabled alternative — each enabled thread, or each
//! value of a pending `Verify` choice — from a copy of the state, and keeps the resulting states
//! whose canonical fingerprint has not been seen before. The order in which nodes are expanded is
//! the [`Frontier`]: a stack gives depth-first search, a queue breadth-first search (shortest
//! counterexamples), a priority queue any heuristic search. Random walks follow one random
//! alternative at a time.
//!
//! Properties checked after each transition: an exception escaping a thread (an
//! `AssertionError` is reported as an assertion failure), and deadlock — no thread can run while
//! a non-daemon thread is still alive. The search continues past violations and reports each
//! distinct one (by kind, exception class and location) once, with the first counterexample found.

pub mod atomicity;
pub mod hints;
pub mod jmm;
pub mod lockset;
pub mod outcomes;
pub mod por;
pub mod race;
mod shortest;
mod termination;
pub mod witness;

use std::collections::{BinaryHeap, VecDeque};
use std::rc::Rc;
use std::time::{Duration, Instant};

use rustc_hash::{FxHashMap, FxHashSet};
use serde::{Deserialize, Serialize};
use weft_events::{FieldId, Location};
use weft_vm::fingerprint::Fingerprint;
use weft_vm::state::{State, ThreadId, ThreadStatus};
use weft_vm::{Machine, Stop, VmError};

/// One scheduling decision: which thread runs, or which value a nondeterministic choice takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Choice {
    /// Run this thread to its next scheduling point.
    Thread(ThreadId),
    /// Give this value to the pending `Verify.randomInt`/`randomBoolean` of the thread that asked.
    Value(u32),
}

/// One step of a counterexample, described before it executes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Step {
    pub thread: String,
    /// `File.java:line` of the operation.
    pub position: String,
    pub method: String,
    /// What the thread does at the scheduling point, e.g. `write Counter.count = 1`.
    pub operation: String,
    /// The innermost frame in the program's own code when the step runs, if the thread has one
    /// (absent in reports of earlier weft versions).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub user: Option<UserFrame>,
    /// The thread and synchronization calls the program's code made during the step, after the
    /// point it is named by (`worker.interrupt()` and `worker.join()` in a step that began in
    /// `worker.start()`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub calls: Vec<StepCall>,
}

/// A thread or synchronization call of the program's code during a step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StepCall {
    /// `File.java:line` of the call.
    pub position: String,
    /// `pkg.Class.method` called.
    pub call: String,
}

/// A step's innermost frame in the program's own code (see [`weft_vm::describe::UserFrame`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserFrame {
    /// `File.java:line`.
    pub position: String,
    /// `pkg.Class.method`.
    pub method: String,
    /// The library method called from that frame that the step runs inside, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub call: Option<String>,
    /// The frame's depth in the thread's stack: steps inside one user-level call share it.
    #[serde(default, skip)]
    pub depth: usize,
}

/// One step of a counterexample in the user's terms: a step of the program's own code, or a run
/// of consecutive library steps of one thread folded into the user-level call that caused them
/// (thread start-up and class initialization before a thread's first user step are folded into
/// that step).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UserStep {
    pub thread: String,
    /// `File.java:line` in the program's code; `None` for steps of a thread that never reached it.
    pub position: Option<String>,
    /// `pkg.Class.method` of the user frame.
    pub method: Option<String>,
    /// The operation (for a step of the program's code) or `call pkg.Class.method` (the library
    /// call that the folded steps run inside).
    pub operation: String,
    /// The text of the source line, when the source file is available (filled in by the report).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// The scheduling steps folded into this one: 1-based indices into `counterexample.steps`.
    pub steps: Vec<u32>,
    /// The thread and synchronization calls the folded steps made after the point this step
    /// is named by ([`Step::calls`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub calls: Vec<StepCall>,
}

/// Kinds of property violation.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Deadlock,
    Assertion,
    Exception,
    /// A path whose atomic blocks are not conflict-serializable.
    Atomicity,
    /// Two conflicting accesses to a non-volatile location not ordered by happens-before.
    Race,
    /// A state, reached on some interleaving, from which no interleaving ends (while others
    /// do): the program may run forever.
    #[serde(rename = "termination")]
    NonTermination,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Deadlock => "deadlock",
            Kind::Assertion => "assertion",
            Kind::Exception => "exception",
            Kind::Atomicity => "atomicity",
            Kind::Race => "race",
            Kind::NonTermination => "termination",
        }
    }

    /// The kind as a phrase for messages: `data race`, `assertion failure`, ...
    pub fn description(self) -> &'static str {
        match self {
            Kind::Deadlock => "deadlock",
            Kind::Assertion => "assertion failure",
            Kind::Exception => "uncaught exception",
            Kind::Atomicity => "atomicity violation",
            Kind::Race => "data race",
            Kind::NonTermination => "run that can never end",
        }
    }
}

/// A property violation with its counterexample.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Violation {
    pub kind: Kind,
    pub message: String,
    /// The exception class (`java.lang.AssertionError` for assertions); `None` for deadlocks.
    pub exception: Option<String>,
    /// Exceptions: the program's own line where the exception was thrown, with the library's
    /// throw site when it is not the program's (`Main.java:5 (thrown in Thread.java:199)`, see
    /// [`weft_vm::describe::ThrowPlace`]); deadlocks: where the blocked threads wait; races: the
    /// racy location; atomicity: where the blocks on the cycle begin.
    pub location: Option<String>,
    /// What tells this violation apart from others when `location` leaves out frames of weft's
    /// internal model code (`weft_vm::shown`): the location as it was before they were left out,
    /// so that the search keeps and counts exactly the violations it kept before. `None`: the
    /// location itself.
    #[serde(skip)]
    key_location: Option<String>,
    /// Exceptions: `pkg.Class.method` of the program's frame that `location` begins with (for
    /// SARIF, which names its file by package); `None` when `location` is the library's.
    #[serde(skip)]
    pub location_method: Option<String>,
    /// The threads involved.
    pub threads: Vec<String>,
    /// For races: the array index of the location, if it is an array element.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<u32>,
    /// For races: the two accesses, earlier first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub accesses: Vec<race::Access>,
    /// For races on a field or element: the object, with a path from a static root when there
    /// is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub object: Option<String>,
    /// For races: the other pairs of accesses racing on the same location, found later (one
    /// report per racy location: the lines of one missing `volatile` or lock, together).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also: Vec<Vec<race::Access>>,
    /// For races: races on objects the racing thread got by a racy read of this location (or of
    /// a location published through it), which it published without synchronization
    /// (double-checked locking without `volatile`: the race on the instance's fields follows
    /// from the race on the field) — reported with it, once per location and allocation site.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub published: Vec<PublishedRace>,
    /// For races on a field or element: the object's allocation site alone, which names it the
    /// same way on every path (races of objects allocated at one site are one report).
    #[serde(skip)]
    allocation: Option<String>,
    /// For races: the racy location the racing thread read the object from, if it did.
    #[serde(skip)]
    published_by: Option<race::RacyLocation>,
    /// Distinct states the search had explored when it found this violation.
    #[serde(default)]
    pub found_after_states: u64,
    /// For deadlocks: every blocked thread, what it waits for and who holds it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub cycle: Vec<BlockedThread>,
    /// Deadlocks only: further deadlocks found like this one — the threads not in a `join` wait
    /// for the same kinds of thing at the same places, only other threads or other joins (a
    /// second consumer left waiting, the lock-order cycle the other way round) — counted here
    /// rather than reported again.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub similar: u32,
    pub counterexample: Counterexample,
}

/// A thread of a deadlock and what it waits for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BlockedThread {
    pub thread: String,
    /// `monitor`, `wait`, `join`, `class initialization`, `lock`, `condition`, `latch`,
    /// `semaphore`, `barrier`, `queue`, `future` or `park`.
    pub kind: String,
    /// The object (with a path from a root when there is one) or thread it waits for.
    pub waits_for: String,
    /// The library call it waits in, e.g. `java.util.concurrent.locks.ReentrantLock.lock`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub call: Option<String>,
    /// The thread that holds it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub held_by: Option<String>,
    /// The holder has ended without releasing it (a lock whose `unlock` an exception skipped).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub holder_ended: bool,
    /// `File.java:line` in the program's code where the thread waits.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub waits_at: Option<String>,
    /// `File.java:line` where the holder acquired it, on the counterexample's path.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub acquired_at: Option<String>,
    /// Only another thread's notify, signal, count-down or unpark could wake it, and none is left.
    #[serde(default)]
    pub waits_forever: bool,
    /// The monitor or synchronizer and its holder, to find where it was acquired.
    #[serde(skip)]
    owned: Option<(weft_vm::value::ObjRef, weft_vm::class::ClassId, ThreadId)>,
    /// Where it waits with frames of weft's internal model code counted (`waits_at` leaves them
    /// out, `weft_vm::shown`): deadlocks of one shape are told by it, as before they were left
    /// out of reports.
    #[serde(skip)]
    raw_waits_at: Option<String>,
}

/// The path to a violation: the choices (replayable) and a description of each step.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Counterexample {
    pub schedule: Vec<Choice>,
    pub steps: Vec<Step>,
    /// The steps in the user's terms (see [`UserStep`]).
    #[serde(default)]
    pub user_steps: Vec<UserStep>,
    /// Steps at which another thread ran while the previous one could have gone on.
    #[serde(default)]
    pub preemptions: u32,
    /// Scheduling choices: steps at which more than one thread could run (or a value was
    /// chosen). The other steps are forced (one thread can run) and continue the transition
    /// before them, as in the search.
    #[serde(default)]
    pub choices: u32,
    /// Of `choices`, those that chose a value rather than a thread: a `weft.Verify` value, or
    /// whether an untimed `wait`/`park`/`await` returns spuriously. No thread switch happens at
    /// them, so the report counts them apart from the scheduling choices.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub value_choices: u32,
    /// The length of the counterexample the search found first, when a re-search found this
    /// shorter one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub shortened_from: Option<u32>,
}

/// A race on an object that a racy read published (see [`Violation::published`]).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublishedRace {
    pub location: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub index: Option<u32>,
    /// The object, with its path from the racy field.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub object: Option<String>,
    pub accesses: Vec<race::Access>,
    /// Further racing pairs on the same location (other sites), as [`Violation::also`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also: Vec<Vec<race::Access>>,
    /// The object's allocation site alone.
    #[serde(skip)]
    allocation: Option<String>,
}

impl PublishedRace {
    /// Whether this is the race on `at`.
    fn is_at(&self, at: &race::RacyLocation) -> bool {
        self.location == at.location && self.index == at.index && self.allocation == at.allocation
    }
}

/// Which properties to check.
#[derive(Debug, Clone, Copy)]
pub struct Checks {
    pub deadlock: bool,
    pub assertion: bool,
    pub exception: bool,
    /// Atomic blocks (`@weft.Atomic`, `--atomic`) must be conflict-serializable.
    pub atomicity: bool,
    /// No data races (JMM happens-before).
    pub race: bool,
    /// No interleaving reaches a state from which the program can never end, when others end
    /// (exhaustive searches under sequential consistency).
    pub termination: bool,
}

impl Default for Checks {
    fn default() -> Self {
        Checks { deadlock: true, assertion: true, exception: true, atomicity: true, race: true, termination: true }
    }
}

impl Checks {
    /// The names of the checks (as `--checks` takes them), all on by default.
    pub const NAMES: [&'static str; 6] = ["deadlock", "assertion", "exception", "atomicity", "race", "termination"];

    /// No check at all (the searches that collect something else).
    pub fn none() -> Checks {
        Checks {
            deadlock: false,
            assertion: false,
            exception: false,
            atomicity: false,
            race: false,
            termination: false,
        }
    }

    /// Only the race check.
    pub fn race_only() -> Checks {
        Checks { race: true, ..Checks::none() }
    }

    /// The checks named in a list (`--checks`, or a report's settings).
    pub fn parse(names: &[String]) -> Result<Checks, String> {
        let mut c = Checks::none();
        for name in names {
            match name.as_str() {
                "deadlock" => c.deadlock = true,
                "assertion" => c.assertion = true,
                "exception" => c.exception = true,
                "atomicity" => c.atomicity = true,
                "race" => c.race = true,
                "termination" => c.termination = true,
                other => return Err(format!("unknown check {other:?}: the checks are {}", Checks::NAMES.join(", "))),
            }
        }
        Ok(c)
    }
}

/// The order in which the search expands states.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Strategy {
    DepthFirst,
    BreadthFirst,
    /// `runs` random walks from the initial state, seeded.
    Random {
        seed: u64,
        runs: u64,
    },
    /// Java RaceFinder's race-directed search: depth-first, but the successors of each state are
    /// tried in the order of the heuristics' preference (Figs. 5 and 6 of the paper). Needs the
    /// race check.
    Heuristic(Heuristics),
}

/// The race-directed heuristics of Java RaceFinder, any combination.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Heuristics {
    /// Writes-first: prefer writes of non-volatile locations.
    pub writes_first: bool,
    /// Watch-written: prefer accesses to locations another thread wrote last.
    pub watch_written: bool,
    /// Avoid release/acquire: put off acquires that follow a matching release.
    pub avoid_release_acquire: bool,
    /// Acquire-first: prefer acquires with no matching release yet, put off releases.
    pub acquire_first: bool,
}

impl Heuristics {
    /// All four heuristics.
    pub const ALL: Heuristics =
        Heuristics { writes_first: true, watch_written: true, avoid_release_acquire: true, acquire_first: true };

    /// The heuristic value of a state reached by `op` (Fig. 6): 1 to 8, higher first; the
    /// categories a disabled heuristic would single out count as `OTHER` (3).
    pub fn value(self, op: race::Operation) -> u8 {
        use race::Operation::*;
        let (wf, ww, ara, af) = (self.writes_first, self.watch_written, self.avoid_release_acquire, self.acquire_first);
        let (value, available) = match op {
            WriteWrittenByOther => (8, wf || ww),
            WriteWrittenBySelf => (7, wf),
            ReadWrittenByOther => (6, ww),
            ReadWrittenBySelf => (5, wf && ww),
            AcquireWithoutPriorRelease => (4, ara || af),
            AcquireWithPriorRelease => (2, ara || af),
            Release => (1, af),
            Other => (Self::OTHER, true),
        };
        if available {
            value
        } else {
            Self::OTHER
        }
    }

    /// The largest value, which spaces depths apart in the priority (`depth × MAX + value`).
    pub const MAX: i64 = 8;
    /// The value of an operation no enabled heuristic singles out (`OTHER`).
    pub const OTHER: u8 = 3;

    /// Parses `WF,WW,ARA,AF` (any non-empty subset, any order, case-insensitive).
    pub fn parse(list: &str) -> Result<Heuristics, String> {
        let mut h = Heuristics::default();
        for item in list.split(',').map(str::trim).filter(|s| !s.is_empty()) {
            match item.to_ascii_uppercase().as_str() {
                "WF" => h.writes_first = true,
                "WW" => h.watch_written = true,
                "ARA" => h.avoid_release_acquire = true,
                "AF" => h.acquire_first = true,
                other => return Err(format!("unknown heuristic {other:?}: the heuristics are WF, WW, ARA, AF")),
            }
        }
        if h == Heuristics::default() {
            return Err("no heuristic given: name one or more of WF, WW, ARA, AF".into());
        }
        Ok(h)
    }
}

/// Search settings.
#[derive(Debug, Clone)]
pub struct SearchConfig {
    pub strategy: Strategy,
    pub checks: Checks,
    pub max_states: Option<u64>,
    pub max_depth: Option<u32>,
    pub time_limit: Option<Duration>,
    /// Resident memory, in bytes, at which the search stops.
    pub memory_limit: Option<u64>,
    pub stop_on_first: bool,
    /// Called about twice a second with the statistics so far (a progress display).
    pub progress: Option<fn(&Stats)>,
    /// Called with each new violation as soon as it is kept, with its counterexample (streaming
    /// output); the re-search for shorter counterexamples runs only after the search.
    pub on_violation: Option<fn(&Violation)>,
    /// After the search, look for a shorter counterexample of each violation breadth-first from
    /// the initial state, exploring at most this many states (and running at most as many
    /// transitions as the search, or 100,000; see [`shortest`]); `None` or 0
    /// keeps the counterexamples the search found.
    pub shorten_states: Option<u64>,
    /// Trusted classes and ignored locations of the race check.
    pub race: race::RaceConfig,
    /// The partial-order reduction of depth-first search (other strategies explore unreduced).
    pub por: por::Por,
    /// Match states with the race check by subsumption of `h` and with settled columns named
    /// by the live threads only (the default, docs/design.md "State matching" under "Data
    /// races"); `false` matches only equal whole `h`s, the reference the tests compare with.
    pub race_abstraction: bool,
    /// Collect every distinct program outcome (standard output and exit status) with a
    /// witness (`weft outcomes`); the machine must record its output (`Config::record_output`).
    pub collect_outcomes: bool,
    /// Entries of the reduction's summaries kept in all (about 32 bytes each); past it, states
    /// keep none and a match of one expands the path in full (see [`por`]). Tests lower it to
    /// check that fallback against the unreduced search.
    pub summary_budget: usize,
}

impl SearchConfig {
    /// Whether the partial-order reduction applies: to depth-first search. When outcomes are
    /// collected, every print writes the recorded output (`Resource::StandardOutput`), so the
    /// order of two threads' prints is kept like the order of two writes.
    pub fn reduces(&self) -> bool {
        self.por == por::Por::Dpor && self.strategy == Strategy::DepthFirst && self.max_depth.is_none()
    }

    /// Whether the re-search for shorter counterexamples runs after the search (breadth-first
    /// counterexamples are shortest already).
    pub fn shortens(&self) -> bool {
        self.strategy != Strategy::BreadthFirst && self.shorten_states.is_some_and(|n| n > 0)
    }
}

impl Default for SearchConfig {
    fn default() -> Self {
        SearchConfig {
            strategy: Strategy::DepthFirst,
            checks: Checks::default(),
            max_states: None,
            max_depth: None,
            time_limit: None,
            memory_limit: None,
            stop_on_first: false,
            por: por::Por::default(),
            race_abstraction: true,
            progress: None,
            on_violation: None,
            shorten_states: None,
            race: race::RaceConfig::default(),
            collect_outcomes: false,
            summary_budget: por::SUMMARY_ENTRIES,
        }
    }
}

/// Search statistics.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct Stats {
    /// Distinct states reached.
    pub states: u64,
    /// Transitions that led to a state already seen.
    pub revisited: u64,
    /// Transitions executed.
    pub transitions: u64,
    /// Paths that ended with the program terminating.
    pub end_states: u64,
    pub max_depth: u32,
    pub seconds: f64,
    pub peak_memory_bytes: u64,
    /// Distinct violations found so far.
    #[serde(default)]
    pub violations: u64,
    /// The largest happens-before summary `h` of a stored state, when races are checked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub race_summary: Option<RaceSummary>,
    /// Transitions that ran past the loop limit without a scheduling point, whose thread was
    /// taken to loop forever (each time the search met one; [`Outcome::diverged`] lists the
    /// distinct ones).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub diverged: u64,
    /// Of [`Stats::diverged`], those whose thread was in a state from which an earlier step had
    /// gone on to loop forever, so it was taken to loop forever after one batch of iterations
    /// instead of the whole limit (the divergence memo).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub diverged_recognised: u64,
    /// Paths cut short (`Verify.assume(false)`, an ill-formed execution under the JMM): neither
    /// ended nor looping.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub pruned: u64,
    /// States the reduction did not store because the other enabled threads' next steps only
    /// blocked them and commuted with the steps the running thread took (see
    /// `Search::lift_past_blocking`).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub lifted: u64,
    /// Transitions in which the program's code read the clock (`System.nanoTime`,
    /// `currentTimeMillis`): a loop waiting for a time to pass may end in the JVM although the
    /// search, whose time is abstract, saw it repeat forever.
    #[serde(default, skip_serializing_if = "is_zero")]
    pub clock_reads: u64,
    /// Whether the program read a thread pool's task counts, which the state leaves out until
    /// then, so that the search ran again with them in the state (see [`explore`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub exact_counters: bool,
    /// Fields declared `volatile` that the program accessed in plain mode (`VarHandle.get`):
    /// the search ran again checking their volatile accesses against the plain ones (see
    /// [`explore`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub plain_volatile_fields: Vec<String>,
    /// Times the search started again because a location the JDK's code had read without a
    /// scheduling point was written while shared ([`weft_vm::quiet`]).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub quiet_read_restarts: u32,
}

/// A thread the search took to loop forever (see [`weft_vm::state::ThreadStatus::Diverged`]):
/// what the search did not explore if that loop ends after all.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Divergence {
    pub thread: String,
    /// `File.java:line` where the loop was when the limit was reached, in the program's own code
    /// when the thread has a frame there.
    pub position: String,
    /// The limit: loop iterations the transition ran without a scheduling point.
    pub iterations: u64,
}

impl Divergence {
    /// The note of the text report.
    pub fn note(&self) -> String {
        format!(
            "thread \"{}\" was taken to loop forever after {} loop iterations without a scheduling point at {}; \
             if that loop ends, what follows was not explored",
            self.thread,
            thousands(self.iterations),
            self.position
        )
    }
}

/// `100000000` as `100,000,000`.
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Whether a count is zero (for leaving it out of a report).
fn is_zero<T: Default + PartialEq>(n: &T) -> bool {
    *n == T::default()
}

/// The size of a happens-before summary `h`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct RaceSummary {
    /// Threads and synchronization locations.
    pub rows: u64,
    /// Data locations.
    pub columns: u64,
    /// Set bits.
    pub bits: u64,
}

/// How the search ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// Every reachable state was explored and no violation found.
    Ok,
    /// At least one violation was found.
    Violation,
    /// A limit stopped the search first and no violation was found.
    Incomplete,
}

/// The result of a search.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Outcome {
    pub verdict: Verdict,
    pub violations: Vec<Violation>,
    pub stats: Stats,
    /// The limit that stopped the search, if one did.
    pub limit: Option<String>,
    /// For an incomplete search: the classes where most scheduling points were sampled (see
    /// [`hints::scheduling_hotspots`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hotspots: Vec<hints::Hotspot>,
    /// The distinct outcomes of the program, when the search collected them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub outcomes: Vec<outcomes::ProgramOutcome>,
    /// Each distinct thread and place the search took to loop forever: the verdict holds only
    /// if those loops do not end.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub diverged: Vec<Divergence>,
    /// When the JDK's code read its own state without scheduling points ([`weft_vm::quiet`]):
    /// the names of the kinds it read with them instead, because the search saw them written
    /// while shared. A replay of a counterexample reads the same way.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub quiet_reads: Option<Vec<String>>,
}

/// Steps a thread may run on alone (the only enabled thread) before its state is stored and
/// matched anyway, which ends single-threaded endless loops at a visited state.
const MAX_CHAIN: u32 = 10_000;

/// A link of the path of choices from the initial state. Steps are described only for
/// counterexamples, by replaying the path (see [`Search::counterexample`]).
struct Trace {
    parent: Option<Rc<Trace>>,
    choice: Choice,
    /// The machine's collection threshold when the step ran, so that a replay collects garbage
    /// at the same moments and objects keep the slots (and names) they had.
    gc_interval: usize,
}

impl Drop for Trace {
    /// Paths can be hundreds of thousands of steps long: unlink them in a loop, not by recursion.
    fn drop(&mut self) {
        let mut parent = self.parent.take();
        while let Some(link) = parent {
            match Rc::try_unwrap(link) {
                Ok(mut t) => parent = t.parent.take(),
                Err(_) => break,
            }
        }
    }
}

/// A state to expand.
pub struct Node {
    state: State,
    trace: Option<Rc<Trace>>,
    depth: u32,
    /// The thread that asked for a pending nondeterministic value, if any.
    pending_value: Option<ThreadId>,
    /// What can happen next: the enabled threads, or the values of the pending choice.
    alternatives: Vec<Choice>,
    /// The alternatives (by position, the first 64) that can run only after a time-out later
    /// than another alternative can run ([`Machine::wake_time`]): the reduction tries them
    /// after the others.
    later: u64,
    /// The analyses that follow the path.
    analyses: PathAnalyses,
    /// The heuristic value of the transition that reached this node (race-directed search).
    heuristic: u8,
    /// The state's fingerprint, when it was stored (the reduction names states by it).
    fingerprint: Fingerprint,
}

impl Node {
    /// The node of a path's first state (its alternatives still to be filled in).
    fn start(state: State) -> Node {
        Node {
            state,
            trace: None,
            depth: 0,
            pending_value: None,
            alternatives: Vec::new(),
            later: 0,
            analyses: PathAnalyses::default(),
            heuristic: Heuristics::OTHER,
            fingerprint: 0,
        }
    }

    /// A fresh path from this (initial) node's state.
    fn restarted(&self) -> Node {
        Node { alternatives: self.alternatives.clone(), ..Node::start(self.state.clone()) }
    }

    /// The path length from the initial state.
    pub fn depth(&self) -> u32 {
        self.depth
    }
    /// The machine state at this node.
    pub fn state(&self) -> &State {
        &self.state
    }
}

/// The set of states waiting to be expanded; its order is the search strategy.
pub trait Frontier {
    fn push(&mut self, node: Node);
    fn pop(&mut self) -> Option<Node>;
    fn len(&self) -> usize;
    fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// Depth-first: last in, first out.
#[derive(Default)]
pub struct Stack(Vec<Node>);

impl Frontier for Stack {
    fn push(&mut self, node: Node) {
        self.0.push(node)
    }
    fn pop(&mut self) -> Option<Node> {
        self.0.pop()
    }
    fn len(&self) -> usize {
        self.0.len()
    }
}

/// Breadth-first: first in, first out.
#[derive(Default)]
pub struct Queue(VecDeque<Node>);

impl Frontier for Queue {
    fn push(&mut self, node: Node) {
        self.0.push_back(node)
    }
    fn pop(&mut self) -> Option<Node> {
        self.0.pop_front()
    }
    fn len(&self) -> usize {
        self.0.len()
    }
}

/// Best-first by a priority function of the node (higher first; ties last in, first out). The
/// race-directed heuristics plug in here.
pub struct Prioritized<F: Fn(&Node) -> i64> {
    heap: BinaryHeap<Prioritised>,
    priority: F,
    seq: u64,
}

struct Prioritised {
    priority: i64,
    seq: u64,
    node: Node,
}

impl PartialEq for Prioritised {
    fn eq(&self, o: &Self) -> bool {
        self.priority == o.priority && self.seq == o.seq
    }
}
impl Eq for Prioritised {}
impl PartialOrd for Prioritised {
    fn partial_cmp(&self, o: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(o))
    }
}
impl Ord for Prioritised {
    fn cmp(&self, o: &Self) -> std::cmp::Ordering {
        // Ties: last in, first out, so that with equal priorities the search is depth-first.
        self.priority.cmp(&o.priority).then(self.seq.cmp(&o.seq))
    }
}

impl<F: Fn(&Node) -> i64> Prioritized<F> {
    pub fn new(priority: F) -> Self {
        Prioritized { heap: BinaryHeap::new(), priority, seq: 0 }
    }
}

impl<F: Fn(&Node) -> i64> Frontier for Prioritized<F> {
    fn push(&mut self, node: Node) {
        self.seq += 1;
        let priority = (self.priority)(&node);
        self.heap.push(Prioritised { priority, seq: self.seq, node });
    }
    fn pop(&mut self) -> Option<Node> {
        self.heap.pop().map(|p| p.node)
    }
    fn len(&self) -> usize {
        self.heap.len()
    }
}

/// What a transition led to.
enum After {
    /// A new state to expand later.
    Continue(Box<Node>),
    /// A state seen before, with its fingerprint.
    Revisited(Fingerprint),
    /// The path ended (program exit, deadlock, failed assumption, depth limit).
    End,
}

/// Random schedules sampled for the hotspots of an incomplete search, and classes reported.
const HOTSPOT_WALKS: u32 = 10;
const HOTSPOT_CLASSES: usize = 5;

/// Explores the program loaded in `machine` (booted, `start_main` called) and reports what it
/// finds. The machine must be in exploration mode (`Config::explore`).
///
/// Two things the state and the race check leave out until the program shows it needs them
/// make the search stop and start again from the initial state, within what is left of the time
/// limit: the JDK's statistics counters ([`weft_vm::program::STATISTICS_COUNTERS`]), once the
/// program reads one (they are then in the state), and the strong columns of a field declared
/// `volatile`, once the program accesses it in plain mode ([`race::RaceConfig::plain_volatile`]).
/// Violations an earlier search found are real (it ran real paths) and are kept; those it
/// streamed are not streamed again.
pub fn explore(machine: &mut Machine, config: &SearchConfig) -> Result<Outcome, VmError> {
    let started = Instant::now();
    let initial = machine.st.clone();
    let mut config = std::borrow::Cow::Borrowed(config);
    let mut earlier: Vec<Violation> = Vec::new();
    let mut streamed: FxHashSet<shortest::ViolationKey> = FxHashSet::default();
    // The JDK's reads of its own state are quiet where the search records events: they are
    // how it sees the writes that would break the assumption (weft_vm::quiet).
    machine.config.quiet_reads = config.reduces() || config.checks.race || config.checks.atomicity;
    let mut outcome = loop {
        match explore_once(machine, &config, started, streamed.clone())? {
            Ok(outcome) => break outcome,
            Err((partial, again)) => {
                streamed.extend(partial.violations.iter().map(shortest::violation_key));
                if again.quiet_reads {
                    // The violations' paths read quietly what is now read with scheduling
                    // points: they would not replay. The new search finds them again.
                    machine.quiet_reads.start_again();
                    earlier.clear();
                } else {
                    earlier.extend(partial.violations);
                }
                machine.st = initial.clone();
                if again.counters {
                    machine.config.exact_counters = true;
                    machine.counters_exact_since_read = true;
                }
                if !again.plain_volatile.is_empty() {
                    let race = &mut config.to_mut().race;
                    if let race::PlainVolatile::Fields(fields) = &mut race.plain_volatile {
                        fields.extend(again.plain_volatile);
                    }
                }
            }
        }
    };
    let found: FxHashSet<shortest::ViolationKey> = outcome.violations.iter().map(shortest::violation_key).collect();
    let before = outcome.violations.len();
    outcome.violations.extend(earlier.into_iter().filter(|v| !found.contains(&shortest::violation_key(v))));
    if outcome.violations.len() > before {
        outcome.verdict = Verdict::Violation;
    }
    outcome.stats.violations = outcome.violations.len() as u64;
    outcome.stats.quiet_read_restarts = machine.quiet_reads.restarts;
    if machine.quiet_reads_apply() {
        outcome.quiet_reads = Some(machine.quiet_reads.written_names(&machine.prog));
    }
    // (Also when an earlier search on this machine started again: the JMM's searches.)
    outcome.stats.exact_counters = machine.counters_exact_since_read;
    if let race::PlainVolatile::Fields(fields) = &config.race.plain_volatile {
        let mut names: Vec<String> =
            fields.iter().map(|&field| race::location_name(machine, Location::Static { field }).0).collect();
        names.sort();
        outcome.stats.plain_volatile_fields = names;
    }
    if outcome.verdict == Verdict::Incomplete {
        outcome.hotspots = hints::scheduling_hotspots(machine, HOTSPOT_WALKS, HOTSPOT_CLASSES, config.memory_limit);
        // (The sampled schedules count toward the process's peak too.)
        outcome.stats.peak_memory_bytes = peak_memory();
    }
    Ok(outcome)
}

/// Why a search stopped to start again (see [`explore`]).
struct StartAgain {
    /// The program read a statistics counter.
    counters: bool,
    /// Fields declared `volatile` that the program accessed in plain mode.
    plain_volatile: FxHashSet<FieldId>,
    /// A location the JDK's code read without a scheduling point was written while shared.
    quiet_reads: bool,
}

/// One search: the outcome, or (as `Err`) the partial outcome of a search that stopped to start
/// again, and why (see [`explore`]).
fn explore_once(
    machine: &mut Machine,
    config: &SearchConfig,
    started: Instant,
    streamed: FxHashSet<shortest::ViolationKey>,
) -> Result<Result<Outcome, (Outcome, StartAgain)>, VmError> {
    let mut search = Search::new(machine, config);
    // (A search started again has what is left of the time limit.)
    search.started = started;
    search.m.config.deadline = config.time_limit.map(|t| started + t);
    search.streamed = streamed;
    let result = match config.strategy {
        Strategy::DepthFirst if config.reduces() => search.run_dpor(),
        Strategy::DepthFirst => search.run(&mut Stack::default()),
        Strategy::BreadthFirst => search.run(&mut Queue::default()),
        Strategy::Random { seed, runs } => search.random_walks(seed, runs),
        Strategy::Heuristic(_) => {
            // Children always outrank what is left of the queue, so this is a depth-first search
            // that tries the successors of each state in heuristic order (the paper's Fig. 5).
            let mut frontier =
                Prioritized::new(|n: &Node| i64::from(n.depth) * Heuristics::MAX + i64::from(n.heuristic));
            search.run(&mut frontier)
        }
    };
    search.guarded(result)?;
    let quiet_reads_broken = search.m.quiet_reads.broken().is_some();
    if search.m.statistics_read() || !search.plain_volatile_met.is_empty() || quiet_reads_broken {
        let again = StartAgain {
            counters: search.m.statistics_read(),
            plain_volatile: std::mem::take(&mut search.plain_volatile_met),
            quiet_reads: quiet_reads_broken,
        };
        return Ok(Err((search.finish(), again)));
    }
    search.judge_termination()?;
    if config.shortens() {
        search.shorten(config.shorten_states.unwrap_or(0));
    }
    // (The re-search explores what the search did, so it should break nothing; if it did, its
    // counterexamples would not replay.)
    if search.m.quiet_reads.broken().is_some() {
        let again = StartAgain { counters: false, plain_volatile: FxHashSet::default(), quiet_reads: true };
        return Ok(Err((search.finish(), again)));
    }
    Ok(Ok(search.finish()))
}

struct Search<'a> {
    m: &'a mut Machine,
    config: &'a SearchConfig,
    visited: FxHashSet<Fingerprint>,
    violations: Vec<Violation>,
    seen_violations: FxHashSet<shortest::ViolationKey>,
    /// Violations an earlier search streamed already (see [`explore`]).
    streamed: FxHashSet<shortest::ViolationKey>,
    stats: Stats,
    /// Events of the current transition, when atomicity or races are checked.
    log: Option<weft_vm::trace::SharedLog>,
    /// A spare event buffer (see `step`).
    events: Vec<weft_events::Event>,
    started: Instant,
    last_progress: Instant,
    /// When memory was last measured (since the start).
    last_memory_check: Duration,
    limit: Option<String>,
    /// The state the search started from, to replay counterexamples.
    initial_state: State,
    /// States stored with the race check on, for matching by subsumption of `h`.
    subsuming: race::Subsumption,
    /// The depth bound, once a path was cut at it.
    depth_cut: Option<String>,
    /// Under `--max-depth`, the depth at which each stored state was last explored.
    stored_depths: FxHashMap<Fingerprint, u32>,
    /// What other threads could see of each thread before the running transition, for the
    /// reduction (its buffer reused).
    observed_before: Vec<u8>,
    /// The canonical `h` of the current state (its buffers reused).
    canonical_h: race::CanonicalH,
    /// The transitions of the current step, as the partial-order reduction sees them (while it
    /// runs).
    por_log: Option<Vec<por::Executed>>,
    /// Where threads stood when a look-ahead did not pay (see
    /// `Search::lift_past_blocking`), and how often.
    lookahead_misses: por::LookaheadMisses,
    blank: State,
    /// What the current step did with `h`, while the depth-first search keeps relevance
    /// summaries (see [`race::Relevance`]).
    h_ops: Option<Vec<race::HOp>>,
    /// The program outcomes found so far (`SearchConfig::collect_outcomes`).
    outcomes: outcomes::Collector,
    /// The distinct divergences met so far.
    diverged: Vec<Divergence>,
    /// The explored graph, for the termination check (exhaustive searches that store states).
    termination: Option<termination::Graph>,
    /// The path to the last state where every live thread loops forever (it is not stored).
    dead_end_trace: Option<Rc<Trace>>,
    /// Fields declared `volatile` that a transition accessed in plain mode while the race check
    /// had no strong columns for them ([`race::unlisted_plain_volatile`]): the search stops, and
    /// `explore` starts it again with them.
    plain_volatile_met: FxHashSet<FieldId>,
}

impl<'a> Search<'a> {
    fn new(m: &'a mut Machine, config: &'a SearchConfig) -> Self {
        let reduce = config.reduces();
        // Limits hold inside long transitions too.
        m.config.deadline = config.time_limit.map(|t| Instant::now() + t);
        m.config.memory_limit = config.memory_limit;
        let log = (config.checks.atomicity || config.checks.race || reduce)
            .then(|| record_events(m, config.checks.race || reduce));
        Search {
            por_log: None,
            lookahead_misses: por::LookaheadMisses::default(),
            h_ops: None,
            subsuming: race::Subsumption::default(),
            observed_before: Vec::new(),
            stored_depths: FxHashMap::default(),
            depth_cut: None,
            canonical_h: race::CanonicalH::default(),
            log,
            events: Vec::new(),
            m,
            config,
            visited: FxHashSet::default(),
            violations: Vec::new(),
            seen_violations: FxHashSet::default(),
            streamed: FxHashSet::default(),
            stats: Stats::default(),
            started: Instant::now(),
            last_progress: Instant::now(),
            last_memory_check: Duration::ZERO,
            limit: None,
            initial_state: State::default(),
            blank: State::default(),
            outcomes: outcomes::Collector::default(),
            diverged: Vec::new(),
            termination: None,
            dead_end_trace: None,
            plain_volatile_met: FxHashSet::default(),
        }
    }

    fn initial(&mut self) -> Node {
        self.initial_state = self.m.st.clone();
        let fingerprint = self.m.fingerprint();
        self.visited.insert(fingerprint);
        let judges_termination = self.config.checks.termination
            && !matches!(self.config.strategy, Strategy::Random { .. })
            && self.config.max_depth.is_none()
            && !self.m.jmm_on();
        if judges_termination {
            self.termination = Some(termination::Graph::new(fingerprint));
        }
        self.stats.states = 1;
        Node { alternatives: enabled(self.m), ..Node::start(self.m.st.clone()) }
    }

    fn run(&mut self, frontier: &mut dyn Frontier) -> Result<(), VmError> {
        let initial = self.initial();
        frontier.push(initial);
        while let Some(node) = frontier.pop() {
            if self.limit_reached() {
                break;
            }
            let alternatives = node.alternatives.clone();
            // Push children so that the first alternative is expanded first by a stack.
            let mut children = Vec::new();
            for choice in alternatives {
                if let After::Continue(child) = self.transition(&node, choice)? {
                    children.push(*child);
                }
                if self.config.stop_on_first && !self.violations.is_empty() {
                    return Ok(());
                }
            }
            for child in children.into_iter().rev() {
                frontier.push(child);
            }
        }
        Ok(())
    }

    fn random_walks(&mut self, seed: u64, runs: u64) -> Result<(), VmError> {
        let mut rng = weft_vm::run::SplitMix64::new(seed);
        let initial = self.initial();
        for _ in 0..runs {
            let mut node = initial.restarted();
            loop {
                if self.limit_reached() {
                    return Ok(());
                }
                if node.alternatives.is_empty() {
                    break;
                }
                let choice = node.alternatives[rng.below(node.alternatives.len())];
                // Random walks do not prune at visited states: a walk goes on to the end.
                match self.transition_unpruned(&node, choice)? {
                    Some(next) => node = next,
                    None => break,
                }
                if self.config.stop_on_first && !self.violations.is_empty() {
                    return Ok(());
                }
            }
        }
        Ok(())
    }

    /// After a complete search: if a state from which the program can never end was reached
    /// (see [`termination`]), reports it once, with the path to the first such state.
    fn judge_termination(&mut self) -> Result<(), VmError> {
        let Some(graph) = self.termination.take() else { return Ok(()) };
        let stopped = self.limit.is_some() || (self.config.stop_on_first && !self.violations.is_empty());
        if stopped || !graph.judgeable() {
            return Ok(());
        }
        let Some(choices) = graph.trapped() else { return Ok(()) };
        drop(graph);
        // Follow the path as the search did (without storing states), for its trace.
        let stats = self.stats.clone();
        self.m.st = self.initial_state.clone();
        let mut node = Node { alternatives: enabled(self.m), ..Node::start(self.initial_state.clone()) };
        let last = choices.len();
        for (i, (mut choice, depth)) in choices.into_iter().enumerate() {
            loop {
                match self.step(&node, choice, false)? {
                    After::Continue(next) => node = *next,
                    // A state where every live thread loops forever ends the path (the machine
                    // stays in it).
                    After::End if i + 1 == last => {
                        self.stats = stats;
                        let v = non_termination_violation(self.m);
                        let trace = self.dead_end_trace.take();
                        self.record(v, &trace);
                        return Ok(());
                    }
                    // (It cannot end otherwise: the search took the same steps.)
                    After::Revisited(_) | After::End => return Ok(()),
                }
                // Short of the state the search stored, the search ran on past blocked threads
                // (`Search::lift_past_blocking`, not repeated here): the same thread goes on.
                match &node.trace {
                    Some(t) if node.depth < depth => choice = t.choice,
                    _ => break,
                }
            }
        }
        self.stats = stats;
        self.m.st = node.state;
        let v = non_termination_violation(self.m);
        self.record(v, &node.trace);
        Ok(())
    }

    fn transition_unpruned(&mut self, node: &Node, choice: Choice) -> Result<Option<Node>, VmError> {
        match self.step(node, choice, false)? {
            After::Continue(n) => Ok(Some(*n)),
            After::Revisited(_) | After::End => Ok(None),
        }
    }

    fn transition(&mut self, node: &Node, choice: Choice) -> Result<After, VmError> {
        self.step(node, choice, true)
    }

    /// Runs one transition from `node` and classifies the state it leads to. While the state
    /// reached has exactly one enabled thread (and no pending choice), that thread simply runs on:
    /// such a state offers no choice, so it is neither stored nor matched, but each of its steps is
    /// still recorded for replay and checked for violations.
    fn step(&mut self, node: &Node, choice: Choice, prune: bool) -> Result<After, VmError> {
        self.m.st = node.state.clone();
        let mut tid = match (choice, node.pending_value) {
            (Choice::Value(v), Some(t)) => {
                self.m.supply_choice(v);
                t
            }
            (Choice::Thread(t), _) => t,
            (Choice::Value(_), None) => return Err(VmError::verify("a value choice without a pending choice")),
        };
        let first_choice = choice;
        let mut read_clock = false;
        let mut choice = choice;
        let mut trace = node.trace.clone();
        let mut depth = node.depth;
        let mut analyses = node.analyses.clone();
        let mut heuristic = Heuristics::OTHER;
        let mut chained = 0u32;
        // The other threads' blocking steps the chain runs past (see `Search::lift_past_blocking`).
        let mut lift: Option<por::Lift> = None;
        let max_depth = self.config.max_depth.unwrap_or(u32::MAX);
        let (pending_value, enabled) = loop {
            let gc_interval = self.m.config.gc_interval;
            let uncaught_before = self.m.st.threads[tid as usize].uncaught;
            let status_before = self.m.st.threads[tid as usize].status;
            if self.por_log.is_some() {
                por::observable_states(self.m, &mut self.observed_before);
            }
            let stop = self.m.run_thread(tid)?;
            if self.m.step_read_clock() {
                self.stats.clock_reads += 1;
                read_clock = true;
            }
            // The log's buffer and this one trade places, so neither is reallocated.
            let mut events = std::mem::take(&mut self.events);
            if let Some(log) = &self.log {
                std::mem::swap(&mut events, &mut *log.0.borrow_mut());
            }
            self.stats.transitions += 1;
            trace = Some(Rc::new(Trace { parent: trace, choice, gc_interval }));
            depth += 1;
            self.stats.max_depth = self.stats.max_depth.max(depth);

            if let (Strategy::Heuristic(heuristics), 0, true) =
                (self.config.strategy, chained, self.config.checks.race && !events.is_empty())
            {
                // The transition's first operation, classified before h takes it in.
                let h = analyses.race.get_or_insert_with(Default::default);
                heuristic = heuristics.value(h.classify(self.m, &events));
            }
            if let Some(log) = &mut self.por_log {
                let mut e = por::executed(self.m, tid, status_before, &self.observed_before, &events);
                e.lifted = lift.is_some();
                log.push(e);
            }
            if self.config.checks.race {
                let race = &self.config.race;
                self.plain_volatile_met
                    .extend(events.iter().filter_map(|e| race::unlisted_plain_volatile(self.m, race, e)));
            }
            let mut found = Vec::new();
            analyses.check_transition(
                self.m,
                self.config,
                tid,
                uncaught_before,
                &events,
                &mut found,
                self.h_ops.as_mut(),
            );
            // A transition that cuts an ill-formed path (under the JMM) reports nothing: its
            // events are only there for the reduction.
            if matches!(stop, Stop::Pruned) {
                found.clear();
            }
            // Under the JMM a violation counts only on a well-formed path: while reads wait for
            // the writes they saw, it waits with them (and is dropped if the path is cut).
            let conditional = self.m.jmm_conditional();
            for v in found {
                if conditional {
                    analyses.deferred.push((v, trace.clone()));
                } else {
                    self.record(v, &trace);
                }
            }
            if !conditional && !analyses.deferred.is_empty() {
                for (v, at) in std::mem::take(&mut analyses.deferred) {
                    self.record(v, &at);
                }
            }
            events.clear();
            self.events = events;
            let pending_value = match stop {
                Stop::Exit(code) => {
                    self.stats.end_states += 1;
                    self.path_end(&trace, outcomes::End::Exit(code));
                    self.ended_from(node, prune);
                    return Ok(After::End);
                }
                Stop::Pruned => {
                    self.stats.pruned += 1;
                    // (A path `Verify.assume` cuts does not exist: no run goes on forever there.)
                    self.ended_from(node, prune);
                    return Ok(After::End);
                }
                Stop::Choice(n) => Some((tid, n)),
                Stop::Diverged => {
                    self.note_divergence(tid);
                    None
                }
                Stop::Yield | Stop::Blocked | Stop::Terminated => None,
            };
            if pending_value.is_some() {
                break (pending_value, Vec::new());
            }
            if !live_non_daemon(self.m) && !self.m.begin_shutdown()? {
                self.stats.end_states += 1;
                self.path_end(&trace, outcomes::End::Finished);
                self.ended_from(node, prune);
                return Ok(After::End);
            }
            let enabled = enabled(self.m);
            if enabled.is_empty() {
                if !self.m.live_non_daemon_not_diverged() {
                    // The live non-daemon threads all loop forever: the program never ends, and
                    // nothing else can happen on this path.
                    self.path_end(&trace, outcomes::End::Diverged);
                    if let (Some(g), true) = (&mut self.termination, prune) {
                        g.dead_end(node.fingerprint, first_choice, depth);
                    }
                    self.dead_end_trace = trace;
                } else {
                    // A state that can reach a deadlock is not trapped: the deadlock is a
                    // violation of its own.
                    if let (Some(g), true) = (&mut self.termination, prune) {
                        g.deadlocked(node.fingerprint);
                    }
                    if self.path_end(&trace, outcomes::End::Deadlock) && self.config.checks.deadlock {
                        let v = deadlock_violation(self.m);
                        self.record(v, &trace);
                    }
                }
                return Ok(After::End);
            }
            if self.limit_reached() {
                return Ok(After::End);
            }
            if chained >= MAX_CHAIN || depth >= max_depth {
                break (None, enabled);
            }
            if let [Choice::Thread(only)] = enabled.as_slice() {
                tid = *only;
                choice = enabled[0];
                chained += 1;
                if let Some(l) = lift.take() {
                    l.ended(&mut self.lookahead_misses);
                }
                continue;
            }
            // Past other threads whose next steps only block them, while this one's commute.
            lift = match lift.take() {
                Some(l) => {
                    let last = self.por_log.as_ref().and_then(|log| log.last());
                    if l.same_threads(&enabled) && last.is_some_and(|e| l.commutes_with(&e.footprint)) {
                        Some(l)
                    } else {
                        l.ended(&mut self.lookahead_misses);
                        None
                    }
                }
                None if chained == 0 && prune => self.lift_past_blocking(node, tid, &enabled),
                None => None,
            };
            let Some(l) = &mut lift else { break (None, enabled) };
            l.passed += 1;
            self.stats.lifted += 1;
            choice = Choice::Thread(tid);
            chained += 1;
        };
        let mut fingerprint = 0;
        if prune {
            if let (Some(g), true) = (&mut self.termination, read_clock) {
                g.waits_for_time(node.fingerprint);
            }
            let mut fp = self.m.fingerprint();
            if let Some(a) = &analyses.atomicity {
                fp ^= a.digest().rotate_left(1);
            }
            if !analyses.deferred.is_empty() {
                fp ^= analyses.deferred_digest().rotate_left(3);
            }
            // Under a depth bound a state was explored only as deep as the bound let it, from
            // the depth it was stored at: reached again nearer the start, it is explored again.
            let depths = &self.stored_depths;
            let explored_below = |fp: Fingerprint| depths.get(&fp).is_none_or(|&stored| stored <= depth);
            if let Some(h) = &mut analyses.race {
                // Matching by subsumption: a stored state with the same machine state and an `h`
                // that is a subset of this one's covers it (docs/design.md, "State matching").
                let canonical = &mut self.canonical_h;
                h.canonical_bits(self.m, self.config.race_abstraction, canonical);
                // Stored `h`s are kept by the machine state alone.
                let machine_state = fp;
                fp ^= canonical.fingerprint();
                let seen = self.visited.contains(&fp);
                // (The same state, `h` and all, is found without sorting and comparing `h`s.)
                if self.config.race_abstraction && !(seen && explored_below(fp)) {
                    if let Some(old) = self.subsuming.covering(machine_state, canonical, fp, !seen) {
                        if explored_below(old) {
                            self.stats.revisited += 1;
                            if let Some(g) = &mut self.termination {
                                g.matched(node.fingerprint, old);
                            }
                            return Ok(After::Revisited(old));
                        }
                    }
                }
            }
            if !self.visited.insert(fp) && explored_below(fp) {
                self.stats.revisited += 1;
                if let Some(g) = &mut self.termination {
                    g.matched(node.fingerprint, fp);
                }
                return Ok(After::Revisited(fp));
            }
            if let Some(g) = &mut self.termination {
                g.stored(node.fingerprint, first_choice, fp, depth);
            }
            if self.config.max_depth.is_some() {
                // This state, exactly, is explored from here (not one that covers it by
                // subsumption: that one's `h` is smaller and may find more races).
                self.stored_depths.insert(fp, depth);
            }
            fingerprint = fp;
        }
        self.stats.states += 1;
        if let Some(h) = &analyses.race {
            let (rows, columns, bits) = h.size();
            let summary = self.stats.race_summary.get_or_insert_with(Default::default);
            summary.rows = summary.rows.max(rows as u64);
            summary.columns = summary.columns.max(columns as u64);
            summary.bits = summary.bits.max(bits);
        }
        if depth >= max_depth {
            // Only this path stops here; the search goes on with the others.
            self.depth_cut.get_or_insert_with(|| format!("--max-depth {max_depth}"));
            return Ok(After::End);
        }
        // (Only the reduction orders its first choice by it.)
        let later = match pending_value {
            None if self.config.reduces() => later_than_soonest(self.m, &enabled),
            _ => 0,
        };
        let alternatives = match pending_value {
            Some((_, n)) => (0..n).map(Choice::Value).collect(),
            None => enabled,
        };
        let pending_value = pending_value.map(|(t, _)| t);
        Ok(After::Continue(Box::new(Node {
            // The machine's state is replaced before it runs again (by a clone of a blank state, which
            // allocates nothing).
            state: std::mem::replace(&mut self.m.st, self.blank.clone()),
            trace,
            depth,
            pending_value,
            alternatives,
            later,
            analyses,
            heuristic,
            fingerprint,
        })))
    }

    /// A transition from `node`'s state ended the program, for the termination check.
    fn ended_from(&mut self, node: &Node, stored: bool) {
        if let (Some(g), true) = (&mut self.termination, stored) {
            g.ended(node.fingerprint);
        }
    }

    fn describe(&self, tid: ThreadId, choice: Choice) -> Step {
        describe_step(self.m, tid, choice)
    }

    /// Gives a violation the counterexample of a path: its choices, and each step described as
    /// the search saw it, by replaying the path from the initial state (describing every step as
    /// it runs would cost a good part of the search's time). For a deadlock the replay also
    /// notes where each holder acquired what another thread waits for. The machine's state is
    /// put back afterwards.
    fn attach_counterexample(&mut self, v: &mut Violation, trace: &Option<Rc<Trace>>) {
        let mut links = Vec::new();
        let mut cur = trace.clone();
        while let Some(t) = cur {
            cur = t.parent.clone();
            links.push(t);
        }
        links.reverse();
        let schedule: Vec<Choice> = links.iter().map(|t| t.choice).collect();
        let state = std::mem::replace(&mut self.m.st, self.initial_state.clone());
        let choice_value = self.m.choice_value.take();
        let gc_interval = self.m.config.gc_interval;
        // The path ran within the limits in the search; its replay must not be cut short.
        let limits = (self.m.config.deadline.take(), self.m.config.memory_limit.take());
        let output = std::mem::replace(&mut self.m.output, Box::new(weft_vm::machine::CapturedOutput::default()));
        let mut steps = Vec::with_capacity(links.len());
        let mut last = None;
        let mut preemptions = 0;
        let mut choices = 0;
        for (i, t) in links.iter().enumerate() {
            let tid = match t.choice {
                Choice::Thread(tid) => {
                    // As in the search: the program's end may start the thread that ends it (a
                    // thread scheduled later on the path).
                    if !live_non_daemon(self.m) && self.m.begin_shutdown().is_err() {
                        break;
                    }
                    tid
                }
                Choice::Value(v) => {
                    self.m.supply_choice(v);
                    last.unwrap_or_default()
                }
            };
            if tid as usize >= self.m.st.threads.len() {
                // The replay left the search's path (it cannot, as the search is deterministic);
                // keep the steps described so far rather than fail.
                break;
            }
            let (preempts, chooses) = classify_step(self.m, last, tid, t.choice);
            preemptions += u32::from(preempts);
            choices += u32::from(chooses);
            let mut step = self.describe(tid, t.choice);
            let owned_before: Vec<bool> = v.cycle.iter().map(|b| self.holds(b)).collect();
            self.m.config.gc_interval = t.gc_interval;
            // The path ran without a machine error in the search, so it does in the replay.
            let failed = run_described_step(self.m, tid, &mut step).is_err();
            for (blocked, before) in v.cycle.iter_mut().zip(owned_before) {
                if !before && self.holds(blocked) {
                    let mut at = step.user.as_ref().map_or(&step.position, |u| &u.position).clone();
                    if at.is_empty() {
                        // The thread's first step, described before it had a frame (a thread the
                        // VM starts, such as `DestroyJavaVM`): name the method it started in.
                        at = self.m.outermost_position(tid).unwrap_or_default();
                    }
                    blocked.acquired_at = Some(at);
                }
            }
            // A read that stopped at a read-from choice (`--memory-model jmm`) was described
            // with the value memory holds; it reads the value the next step chooses.
            if let Some(&Trace { choice: Choice::Value(v), .. }) = links.get(i + 1).map(|l| &**l) {
                if let (Some(seen), Some(at)) = (self.m.jmm_choice_value(tid, v), step.operation.find(" (= ")) {
                    step.operation = format!("{} (= {seen})", &step.operation[..at]);
                }
            }
            steps.push(step);
            last = Some(tid);
            if failed {
                break;
            }
        }
        if let Some(log) = &self.log {
            log.0.borrow_mut().clear();
        }
        self.m.st = state;
        self.m.choice_value = choice_value;
        self.m.config.gc_interval = gc_interval;
        (self.m.config.deadline, self.m.config.memory_limit) = limits;
        self.m.output = output;
        v.counterexample = Counterexample::of(schedule, steps, preemptions, choices);
    }

    /// Whether the holder of what a deadlocked thread waits for holds it in the machine's state.
    fn holds(&self, blocked: &BlockedThread) -> bool {
        let Some((object, class, holder)) = blocked.owned else { return false };
        // Earlier on the path the slot may be empty or hold another object.
        if self.m.st.heap.try_get(object).is_none_or(|o| o.class != class) {
            return false;
        }
        let owner = match self.m.st.monitors.get(&object).and_then(|m| m.owner) {
            Some(owner) => Some(owner),
            None => match self.m.get_field_named(object, "exclusiveOwnerThread") {
                Some(weft_vm::value::Value::Ref(Some(thread))) => self.m.thread_of(thread),
                _ => None,
            },
        };
        owner == Some(holder)
    }

    /// Keeps a violation unless one like it was found before; its counterexample is the path
    /// `trace`.
    fn record(&mut self, mut v: Violation, trace: &Option<Rc<Trace>>) {
        v.found_after_states = self.stats.states;
        let key = shortest::violation_key(&v);
        let streamed = self.streamed.contains(&key);
        if self.seen_violations.insert(key) {
            if v.kind == Kind::Deadlock {
                let shape = deadlock_shape(&v);
                if let Some(kept) = self
                    .violations
                    .iter_mut()
                    .find(|k| k.kind == Kind::Deadlock && !shape.is_empty() && deadlock_shape(k) == shape)
                {
                    kept.similar += 1;
                    return;
                }
            }
            // A race on an object the racing thread got by a racy read is a consequence of the
            // race on the location it read (found before it on the path): reported with it.
            if let Some(by) = &v.published_by {
                let publishing = self.violations.iter_mut().find(|k| {
                    k.kind == Kind::Race
                        && ((k.location.as_deref() == Some(by.location.as_str())
                            && k.index == by.index
                            && k.allocation == by.allocation)
                            || k.published.iter().any(|p| p.is_at(by)))
                });
                if let Some(kept) = publishing {
                    let location = v.location.unwrap_or_default();
                    let here = race::RacyLocation { location, index: v.index, allocation: v.allocation };
                    match kept.published.iter_mut().find(|p| p.is_at(&here)) {
                        // Another pair of sites on the same location is a race of its own: kept,
                        // as a standalone race keeps its further pairs.
                        Some(p) => {
                            if p.accesses != v.accesses && !p.also.contains(&v.accesses) {
                                p.also.push(v.accesses);
                            }
                        }
                        None => kept.published.push(PublishedRace {
                            location: here.location,
                            index: here.index,
                            object: v.object,
                            accesses: v.accesses,
                            also: Vec::new(),
                            allocation: here.allocation,
                        }),
                    }
                    return;
                }
            }
            // A race on a location already reported, of an object allocated at the same place,
            // joins that report.
            if let Some(kept) = self.violations.iter_mut().find(|k| {
                v.kind == Kind::Race
                    && k.kind == Kind::Race
                    && k.location == v.location
                    && k.index == v.index
                    && k.allocation == v.allocation
            }) {
                kept.also.push(v.accesses);
                return;
            }
            self.attach_counterexample(&mut v, trace);
            self.stats.violations += 1;
            if let Some(on_violation) = self.config.on_violation.filter(|_| !streamed) {
                on_violation(&v);
            }
            self.violations.push(v);
        }
    }

    /// Whether a limit stops the search (and which, in `self.limit`). Called before every
    /// transition: the clock is read each time, memory at most every 20 ms.
    fn limit_reached(&mut self) -> bool {
        if self.limit.is_some() {
            return true;
        }
        if self.m.statistics_read() {
            // (`explore` starts again with the counters in the state.)
            self.limit = Some("a statistics counter was read".into());
            return true;
        }
        if !self.plain_volatile_met.is_empty() {
            // (`explore` starts again with strong columns for the fields.)
            self.limit = Some("a volatile field was accessed in plain mode".into());
            return true;
        }
        if self.m.quiet_reads.broken().is_some() {
            // (`explore` starts again, reading it with scheduling points.)
            self.limit = Some("a location the JDK read without scheduling points was written".into());
            return true;
        }
        if let Some(max) = self.config.max_states {
            if self.stats.states >= max {
                self.limit = Some(format!("--max-states {max}"));
                return true;
            }
        }
        let elapsed = self.started.elapsed();
        if let Some(t) = self.config.time_limit {
            if elapsed >= t {
                self.hit(weft_vm::Limit::Time);
                return true;
            }
        }
        if elapsed.saturating_sub(self.last_memory_check) >= Duration::from_millis(20) {
            self.last_memory_check = elapsed;
            if let Some(mem) = self.config.memory_limit {
                if resident_memory() >= mem {
                    self.hit(weft_vm::Limit::Memory);
                    return true;
                }
            }
            if let Some(progress) = self.config.progress {
                if self.last_progress.elapsed() >= Duration::from_millis(500) {
                    self.last_progress = Instant::now();
                    self.stats.seconds = elapsed.as_secs_f64();
                    self.stats.peak_memory_bytes = peak_memory();
                    progress(&self.stats);
                }
            }
        }
        false
    }

    /// Records that a time or memory limit stopped the search.
    fn hit(&mut self, limit: weft_vm::Limit) {
        let text = match limit {
            weft_vm::Limit::Time => format!("--time-limit {}", self.config.time_limit.unwrap_or_default().as_secs()),
            weft_vm::Limit::Memory => {
                format!("--memory-limit {} MB", self.config.memory_limit.unwrap_or_default() >> 20)
            }
        };
        self.limit.get_or_insert(text);
    }

    /// Runs a search loop; a limit reached inside a transition ends it like one reached between
    /// transitions.
    fn guarded(&mut self, result: Result<(), VmError>) -> Result<(), VmError> {
        match result {
            Err(VmError::LimitReached(limit)) => {
                self.hit(limit);
                Ok(())
            }
            other => other,
        }
    }

    fn finish(mut self) -> Outcome {
        (self.m.config.deadline, self.m.config.memory_limit) = (None, None);
        // Leave the machine in a state of the program rather than an empty one.
        self.m.st = std::mem::take(&mut self.initial_state);
        self.stats.seconds = self.started.elapsed().as_secs_f64();
        self.stats.peak_memory_bytes = peak_memory();
        // A search cut only at the depth bound explored everything up to it, and is incomplete.
        let limit = self.limit.or(self.depth_cut);
        let verdict = if !self.violations.is_empty() {
            Verdict::Violation
        } else if limit.is_some() {
            Verdict::Incomplete
        } else {
            Verdict::Ok
        };
        Outcome {
            verdict,
            violations: self.violations,
            stats: self.stats,
            limit,
            hotspots: Vec::new(),
            outcomes: self.outcomes.into_list(),
            diverged: self.diverged,
            quiet_reads: None,
        }
    }

    /// Notes that thread `tid` was just taken to loop forever, once per thread name and place.
    fn note_divergence(&mut self, tid: ThreadId) {
        self.stats.diverged += 1;
        self.stats.diverged_recognised += u64::from(self.m.step_divergence_recognised());
        let m = &*self.m;
        let position = m.divergence_position(tid).unwrap_or_default();
        let d = Divergence {
            thread: m.thread_name(tid),
            position,
            iterations: m.config.max_loop_iterations.unwrap_or_default(),
        };
        if !self.diverged.contains(&d) {
            self.diverged.push(d);
        }
    }

    /// A path ended: the program exited or finished, or no thread can run. Returns whether the
    /// path counts (under the JMM: it is well-formed, and its writes join the WriteSet), and
    /// keeps the program's outcome when outcomes are collected.
    fn path_end(&mut self, trace: &Option<Rc<Trace>>, end: outcomes::End) -> bool {
        if !self.m.jmm_end_of_path() {
            return false;
        }
        if self.config.collect_outcomes {
            let main_failed = self.m.st.threads.first().is_some_and(|t| t.uncaught.is_some());
            let key = outcomes::Key::new(&self.m.st.recorded_stdout, end, main_failed);
            if self.outcomes.count(&key) {
                // The witness is described as a counterexample is.
                let mut carrier = Violation::new(Kind::Exception, String::new());
                self.attach_counterexample(&mut carrier, trace);
                self.outcomes.add(key, carrier.counterexample);
            }
        }
        true
    }
}

/// Describes the step thread `tid` takes next with `choice`, before it runs.
pub(crate) fn describe_step(m: &Machine, tid: ThreadId, choice: Choice) -> Step {
    let next = m.describe_next(tid);
    let operation = match choice {
        Choice::Value(v) => m.jmm_describe_choice(tid, v).unwrap_or_else(|| m.describe_choice(tid, v)),
        Choice::Thread(_) => next.operation,
    };
    let user =
        m.user_frame(tid).map(|u| UserFrame { position: u.position, method: u.method, call: u.call, depth: u.depth });
    Step {
        thread: m.thread_name(tid),
        position: next.position,
        method: next.method,
        operation,
        user,
        calls: Vec::new(),
    }
}

/// Runs the step thread `tid` takes next, described as `step` before it ran, and notes in it the
/// thread and synchronization calls the program's code made ([`Step::calls`]).
pub(crate) fn run_described_step(m: &mut Machine, tid: ThreadId, step: &mut Step) -> Result<Stop, VmError> {
    m.call_log = Some(Vec::new());
    let stop = m.run_thread(tid);
    let log = m.call_log.take().unwrap_or_default();
    let mut calls: Vec<StepCall> = log
        .iter()
        .map(|c| StepCall {
            position: m.prog.source_position(c.site.method, c.site.pc),
            call: m.prog.method_name(c.callee),
        })
        .collect();
    // A step that ends with the thread taken to loop forever stops where the divergence memo
    // let it, which no state shows: what it called on the way is left out, so that the report
    // does not depend on the memo.
    if matches!(stop, Ok(Stop::Diverged)) {
        calls.clear();
    }
    // A step described at a call it had not yet made names that call already.
    if let (Some(first), Some(user)) = (calls.first(), &step.user) {
        if first.position == user.position && user.call.as_deref() == Some(first.call.as_str()) {
            calls.remove(0);
        }
    }
    step.calls = calls;
    stop
}

/// Whether running `tid` with `choice` next preempts the thread that ran last (it could go on)
/// and whether it is a scheduling choice (another thread could run instead, or a value is
/// chosen); the counterexample counts both.
pub(crate) fn classify_step(m: &Machine, last: Option<ThreadId>, tid: ThreadId, choice: Choice) -> (bool, bool) {
    let preempts = last.is_some_and(|l| l != tid && m.is_enabled(l));
    let chooses =
        matches!(choice, Choice::Value(_)) || (0..m.st.threads.len() as ThreadId).any(|t| t != tid && m.is_enabled(t));
    (preempts, chooses)
}

impl Counterexample {
    /// A counterexample of a schedule whose steps are described, with its user-level steps and
    /// preemptions counted from the steps' threads.
    pub(crate) fn of(schedule: Vec<Choice>, steps: Vec<Step>, preemptions: u32, choices: u32) -> Counterexample {
        let user_steps = fold_steps(&steps);
        let value_choices = schedule.iter().filter(|c| matches!(c, Choice::Value(_))).count() as u32;
        Counterexample { schedule, steps, user_steps, preemptions, choices, value_choices, shortened_from: None }
    }
}

/// Makes the machine record its events in a log the analyses read after each transition.
/// `every_access`: the race check or the reduction needs every access from the start (atomicity
/// needs them only from the first atomic block on).
fn record_events(m: &mut Machine, every_access: bool) -> weft_vm::trace::SharedLog {
    let log = weft_vm::trace::SharedLog::default();
    m.sink = Some(Box::new(log.clone()));
    m.config.events_from_first_atomic = !every_access;
    if every_access {
        // Object numbers name locations in h and keys of the reduction, so they must not be
        // reused on a path.
        m.config.gc_interval = usize::MAX;
    }
    log
}

impl Violation {
    /// A violation with only its kind and message; the reporting functions fill in the rest.
    fn new(kind: Kind, message: String) -> Violation {
        Violation {
            kind,
            message,
            exception: None,
            location: None,
            key_location: None,
            location_method: None,
            threads: Vec::new(),
            index: None,
            accesses: Vec::new(),
            object: None,
            also: Vec::new(),
            published: Vec::new(),
            allocation: None,
            published_by: None,
            found_after_states: 0,
            cycle: Vec::new(),
            similar: 0,
            counterexample: Counterexample::default(),
        }
    }
}

// The descriptions of violations below serve both the search and `replay`, so that a replayed
// violation is recognised by its message.

/// The exception `exc` escaped thread `tid` (an `AssertionError`, or a subclass, is an assertion
/// failure). A Habanero `MultipleExceptions` is described by the task exception it carries.
fn exception_violation(m: &Machine, tid: ThreadId, exc: weft_vm::value::ObjRef) -> Violation {
    let thread = m.thread_name(tid);
    let describe = |exc: weft_vm::value::ObjRef| {
        let name = m.prog.class(m.st.heap.get(exc).class).java_name();
        match m.get_field_named(exc, "detailMessage") {
            Some(weft_vm::value::Value::Ref(Some(s))) => (name.clone(), format!("{name}: {}", m.rust_string(s))),
            _ => (name.clone(), name),
        }
    };
    let (outer, outer_text) = describe(exc);
    // HJlib's `MultipleExceptions` (thrown by a finish whose tasks failed, and again by each
    // enclosing finish it escapes) is described by the first exception it carries, innermost:
    // its class is the verdict, its throw site the location.
    let first_carried = |exc: weft_vm::value::ObjRef| {
        let collected = m.get_field_named(exc, "collected")?.as_ref().flatten()?;
        match &m.st.heap.get(collected).body {
            weft_vm::state::Body::Array(weft_vm::state::ArrayData::Ref(items)) => items.first().copied().flatten(),
            _ => None,
        }
    };
    let mut cause = exc;
    while m.prog.class(m.st.heap.get(cause).class).java_name() == MULTIPLE_EXCEPTIONS {
        match first_carried(cause) {
            Some(inner) => cause = inner,
            None => break,
        }
    }
    let (name, message) = if cause == exc {
        (outer, format!("Exception in thread \"{thread}\" {outer_text}"))
    } else {
        let (name, text) = describe(cause);
        (name, format!("Exception in thread \"{thread}\" {outer}: a task's exception reached the finish: {text}"))
    };
    let class = m.st.heap.get(cause).class;
    // Subclasses count too: test libraries (JUnit, AssertJ, opentest4j) fail with their own
    // `AssertionError`s.
    let is_assertion = m.prog.loaded("java/lang/AssertionError").is_some_and(|a| m.prog.is_subtype(class, a));
    let kind = if is_assertion { Kind::Assertion } else { Kind::Exception };
    let place = m.throw_location(cause);
    Violation {
        exception: Some(name),
        key_location: place.as_ref().map(|p| p.key.clone()),
        location_method: place.as_ref().and_then(|p| p.method.clone()),
        location: place.map(|p| p.location),
        threads: vec![thread],
        ..Violation::new(kind, message)
    }
}

/// The exception a Habanero `finish` throws when its tasks failed (weft's HJlib-compatible API).
const MULTIPLE_EXCEPTIONS: &str = "edu.rice.hj.runtime.util.MultipleExceptions";

/// Atomic blocks that are not conflict-serializable; `tid` ran the transition that revealed it.
fn atomicity_violation(m: &Machine, tid: ThreadId, v: atomicity::AtomicityViolation) -> Violation {
    let mut threads: Vec<String> = v.transactions.iter().map(|(t, _)| t.clone()).collect();
    threads.dedup();
    if threads.is_empty() {
        threads.push(m.thread_name(tid));
    }
    let described: Vec<String> = v.transactions.iter().map(|(t, at)| format!("{t} (atomic block at {at})")).collect();
    let message = format!(
        "atomic blocks are not serializable: a cycle of conflicts runs through {}{}",
        described.join(" and "),
        v.position.as_ref().map(|p| format!("; revealed at {p}")).unwrap_or_default()
    );
    // Distinct by where the blocks on the cycle begin.
    let mut begins: Vec<String> = v.transactions.iter().map(|(_, at)| at.clone()).collect();
    begins.sort();
    begins.dedup();
    Violation { location: Some(begins.join("; ")), threads, ..Violation::new(Kind::Atomicity, message) }
}

/// What the threads of a deadlock that do not wait in a `join` wait for and where, in order:
/// deadlocks of the same shape are one bug.
fn deadlock_shape(v: &Violation) -> Vec<(&str, Option<&str>)> {
    let mut shape: Vec<(&str, Option<&str>)> =
        v.cycle.iter().filter(|b| b.kind != "join").map(|b| (b.kind.as_str(), b.raw_waits_at.as_deref())).collect();
    shape.sort_unstable();
    shape
}

/// A data race: `data race on LOCATION: write by "T" at F.java:N (method) and read by ...`.
fn race_violation(r: race::Race) -> Violation {
    let location = match (r.index, &r.part) {
        (Some(i), _) => format!("{}[{i}]", r.location),
        (None, Some(part)) => format!("the state of {} ({part})", r.location),
        (None, None) => r.location.clone(),
    };
    let described: Vec<String> =
        r.accesses.iter().map(|a| format!("{} by \"{}\" at {} ({})", a.kind, a.thread, a.position, a.method)).collect();
    let of = r.object.as_ref().map(|o| format!(" of {o}")).unwrap_or_default();
    let message = format!("data race on {location}{of}: {}", described.join(" and "));
    let mut threads: Vec<String> = r.accesses.iter().map(|a| a.thread.clone()).collect();
    threads.dedup();
    Violation {
        location: Some(r.location),
        threads,
        index: r.index,
        accesses: r.accesses,
        object: r.object,
        allocation: r.allocation,
        published_by: r.published_by,
        ..Violation::new(Kind::Race, message)
    }
}

/// The termination check's violation, in a state from which the program can never end. It has
/// no location: which such state a search meets first depends on the search, whether there is
/// one does not (see [`termination`]).
fn non_termination_violation(m: &Machine) -> Violation {
    let live = m.st.threads.iter().filter(|t| !matches!(t.status, ThreadStatus::Terminated | ThreadStatus::New));
    Violation {
        threads: live.map(|t| m.thread_name(t.id)).collect(),
        ..Violation::new(Kind::NonTermination, weft_vm::run::endless_report(m).trim_end().to_string())
    }
}

/// Every live thread of the machine is blocked (or taken to loop forever), and a non-daemon one
/// is blocked.
fn deadlock_violation(m: &Machine) -> Violation {
    // A thread taken to loop forever is not stuck: the message names it, but the deadlock is
    // made of the blocked threads.
    let live = || {
        m.st.threads
            .iter()
            .filter(|t| !matches!(t.status, ThreadStatus::Terminated | ThreadStatus::New | ThreadStatus::Diverged))
    };
    let report = weft_vm::run::deadlock_report(m);
    // Where a thread is stuck, in the program's code when it has a frame there; not in weft's
    // internal model code (`weft_vm::shown`). Deadlocks are told apart by the raw places, as
    // before frames were left out of reports.
    let waits_at = |tid| m.shown_position(tid);
    let raw_waits_at = |tid| m.user_frame(tid).map(|u| u.position).or_else(|| m.position(tid));
    let cycle = live()
        .filter_map(|t| {
            let b = m.blocked_on(t.id)?;
            Some(BlockedThread {
                thread: m.thread_name(t.id),
                kind: b.kind.to_string(),
                waits_for: b.what,
                call: b.call,
                held_by: b.holder.map(|h| m.thread_name(h)),
                holder_ended: b.holder.is_some_and(|h| m.thread_ended(h)),
                waits_at: waits_at(t.id),
                raw_waits_at: raw_waits_at(t.id),
                acquired_at: None,
                waits_forever: b.needs_wakeup,
                owned: b.owned_object.zip(b.holder).map(|(o, h)| (o, m.st.heap.get(o).class, h)),
            })
        })
        .collect();
    Violation {
        threads: live().map(|t| m.thread_name(t.id)).collect(),
        // Deadlocks are distinct by where the threads are stuck.
        location: Some(live().map(|t| waits_at(t.id).unwrap_or_default()).collect::<Vec<_>>().join("; ")),
        key_location: Some(live().map(|t| raw_waits_at(t.id).unwrap_or_default()).collect::<Vec<_>>().join("; ")),
        cycle,
        ..Violation::new(Kind::Deadlock, report.trim_end().to_string())
    }
}

/// The steps of a counterexample in the user's terms (see [`UserStep`]): each step of the
/// program's own code stays a step; consecutive library steps of one thread inside the same
/// user-level call become one; steps of a thread before it reaches the program's code are folded
/// into its first step that does.
pub fn fold_steps(steps: &[Step]) -> Vec<UserStep> {
    let mut folded: Vec<UserStep> = Vec::new();
    // Per thread: steps not yet in the program's code, waiting for the thread's next user step.
    let mut startup: Vec<(&str, Vec<u32>)> = Vec::new();
    // The user frame of the last folded library call, to extend it with the next step.
    let mut open_call: Option<(&str, &UserFrame)> = None;
    for (i, step) in steps.iter().enumerate() {
        let index = i as u32 + 1;
        // Another thread's start-up steps, with a step of this one after them, keep their place
        // in the story: folded later they would seem to run after this step.
        while let Some(p) = startup.iter().position(|(t, _)| *t != step.thread) {
            let (thread, indices) = startup.remove(p);
            folded.push(start_up_step(steps, thread, indices));
            open_call = None;
        }
        let Some(user) = &step.user else {
            match startup.iter_mut().find(|(t, _)| *t == step.thread) {
                Some((_, pending)) => pending.push(index),
                None => startup.push((step.thread.as_str(), vec![index])),
            }
            open_call = None;
            continue;
        };
        let mut indices = match startup.iter().position(|(t, _)| *t == step.thread) {
            Some(p) => startup.swap_remove(p).1,
            None => Vec::new(),
        };
        indices.push(index);
        let same_call = open_call.is_some_and(|(thread, frame)| {
            thread == step.thread
                && frame.depth == user.depth
                && frame.method == user.method
                && frame.position == user.position
                && frame.call == user.call
        });
        match (&user.call, same_call, folded.last_mut()) {
            (Some(_), true, Some(last)) => {
                last.steps.extend(indices);
                last.calls.extend(step.calls.iter().cloned());
            }
            _ => folded.push(UserStep {
                thread: step.thread.clone(),
                position: Some(user.position.clone()),
                method: Some(user.method.clone()),
                operation: match &user.call {
                    Some(call) => format!("call {call}"),
                    None => step.operation.clone(),
                },
                source: None,
                steps: indices,
                calls: step.calls.clone(),
            }),
        }
        // A wait inside the call that ended by a time-out or an interrupt, or a compare-and-set
        // in it that failed spuriously, changes what the call returns (`await` false, an
        // exception): the call says so.
        if user.call.is_some() {
            let ending = [
                ("time out in ", " (timed out)"),
                ("interrupted in ", " (interrupted)"),
                ("weakCompareAndSet: spurious failure", " (fails spuriously)"),
            ]
            .into_iter()
            .find(|(prefix, _)| step.operation.starts_with(prefix));
            if let (Some((_, note)), Some(last)) = (ending, folded.last_mut()) {
                if !last.operation.ends_with(note) {
                    last.operation.push_str(note);
                }
            }
        }
        open_call = user.call.is_some().then_some((step.thread.as_str(), user));
    }
    // The last thread to run, if it never reached the program's code.
    for (thread, indices) in startup {
        folded.push(start_up_step(steps, thread, indices));
    }
    folded
}

/// Start-up steps of `thread` (`indices`, 1-based) that other threads' steps follow: one entry,
/// named by the user-level step the thread runs up to (its next step in the program's code),
/// or, when it never reaches the program's code, by the first step's operation.
fn start_up_step(steps: &[Step], thread: &str, indices: Vec<u32>) -> UserStep {
    let last = indices.last().copied().unwrap_or_default() as usize;
    let reached = steps[last..].iter().filter(|s| s.thread == thread).find_map(|s| Some((s, s.user.as_ref()?)));
    let (position, method, operation) = match reached {
        Some((s, user)) => {
            let next = match &user.call {
                Some(call) => format!("call {call}"),
                None => s.operation.clone(),
            };
            (Some(user.position.clone()), Some(user.method.clone()), format!("start up and run to {next}"))
        }
        None => (None, None, steps[indices[0] as usize - 1].operation.clone()),
    };
    let calls = indices.iter().flat_map(|&i| steps[i as usize - 1].calls.iter().cloned()).collect();
    UserStep { thread: thread.to_string(), position, method, operation, source: None, steps: indices, calls }
}

/// The threads that can run in the machine's current state.
fn enabled(m: &Machine) -> Vec<Choice> {
    (0..m.st.threads.len() as ThreadId).filter(|&t| m.is_enabled(t)).map(Choice::Thread).collect()
}

/// The mask of [`Node::later`] for the enabled threads `enabled` (each thread's wake time
/// worked out once).
fn later_than_soonest(m: &Machine, enabled: &[Choice]) -> u64 {
    let mut wakes = [0i64; 64];
    let mut soonest = i64::MAX;
    for (i, c) in enabled.iter().enumerate() {
        let wake = match *c {
            Choice::Thread(t) => m.wake_time(t).unwrap_or(i64::MAX),
            Choice::Value(_) => i64::MIN,
        };
        if let Some(w) = wakes.get_mut(i) {
            *w = wake;
        }
        soonest = soonest.min(wake);
    }
    let n = enabled.len().min(64);
    wakes[..n].iter().enumerate().filter(|&(_, &w)| w > soonest).fold(0, |mask, (i, _)| mask | 1 << i)
}

/// Whether a non-daemon thread has started and not ended: the program goes on.
pub(crate) fn live_non_daemon(m: &Machine) -> bool {
    m.st.threads.iter().any(|t| !t.daemon && !matches!(t.status, ThreadStatus::Terminated | ThreadStatus::New))
}

/// The analyses that follow one path, each present once the path has fed it events (boxed to
/// keep nodes small).
#[derive(Clone, Default)]
struct PathAnalyses {
    /// The atomicity monitor, once an atomic block has begun.
    atomicity: Option<Box<atomicity::AtomicityState>>,
    /// The happens-before summary, when races are checked.
    race: Option<Box<race::RaceState>>,
    /// Violations found under the JMM while reads still wait for the future writes they saw:
    /// reported once the path is well-formed again, dropped if it is cut.
    deferred: Vec<(Violation, Option<Rc<Trace>>)>,
}

impl PathAnalyses {
    /// A digest of the deferred violations (part of the state: a path that found one differs
    /// from a path that did not).
    fn deferred_digest(&self) -> u128 {
        let mut text = String::new();
        for (v, _) in &self.deferred {
            text.push_str(v.kind.name());
            text.push_str(&v.message);
            text.push('\n');
        }
        xxhash_rust::xxh3::xxh3_128(text.as_bytes())
    }
}

impl PathAnalyses {
    /// Checks one transition of thread `tid` for what `config.checks` asks: feeds the
    /// transition's events to the atomicity monitor and to `h`, and adds to `found` what the
    /// transition revealed, with an exception that escaped the thread (`uncaught_before` is its
    /// escaped exception before the transition). The search and `replay` both check paths with
    /// it, so a replay finds what the search found on the same path, in the same words. With
    /// `h_ops`, also lists what the transition did with `h` (for relevance summaries).
    #[allow(clippy::too_many_arguments)]
    fn check_transition(
        &mut self,
        m: &Machine,
        config: &SearchConfig,
        tid: ThreadId,
        uncaught_before: Option<weft_vm::value::ObjRef>,
        events: &[weft_events::Event],
        found: &mut Vec<Violation>,
        h_ops: Option<&mut Vec<race::HOp>>,
    ) {
        let checks = &config.checks;
        if checks.atomicity && !events.is_empty() && (m.st.events_on || self.atomicity.is_some()) {
            if let Some(v) = self.atomicity.get_or_insert_with(Default::default).feed(m, events) {
                found.push(atomicity_violation(m, tid, v));
            }
        }
        if checks.race && !events.is_empty() {
            let h = self.race.get_or_insert_with(Default::default);
            found.extend(h.feed(m, &config.race, events, h_ops).into_iter().map(race_violation));
        }
        let thread = &m.st.threads[tid as usize];
        // An exception the program hands to its own uncaught exception handler is handled.
        if let (None, Some(exc), false) = (uncaught_before, thread.uncaught, thread.uncaught_handled) {
            let v = exception_violation(m, tid, exc);
            if if v.kind == Kind::Assertion { checks.assertion } else { checks.exception } {
                found.push(v);
            }
        }
    }
}

/// What a replay of a schedule produced.
pub struct Replayed {
    /// How the program ended, when it ended within the schedule (`System.exit`); otherwise
    /// [`run_on`] lets it go on to its end.
    pub ended: Option<weft_vm::RunOutcome>,
    /// The violations that occurred along the replayed schedule, described as the search
    /// describes them (without counterexamples).
    pub violations: Vec<Violation>,
}

/// Re-executes a schedule in exploration mode, checking along it what `config.checks` asks (with
/// the same settings as the search). The machine is left where the schedule ends: [`run_on`]
/// lets the program go on under the default schedule, so that its output and the violation
/// appear as they did in the search (a caller says first what the schedule reproduced: a program
/// that never ends, such as a server, never returns from `run_on`).
pub fn replay(m: &mut Machine, schedule: &[Choice], config: &SearchConfig) -> Result<Replayed, VmError> {
    // On one path, strong columns for every volatile field cost no states; the search found
    // which ones it needed only as it went.
    let config = &SearchConfig {
        race: race::RaceConfig { plain_volatile: race::PlainVolatile::Every, ..config.race.clone() },
        ..config.clone()
    };
    let checks = &config.checks;
    let log = (checks.atomicity || checks.race).then(|| record_events(m, checks.race));
    let mut analyses = PathAnalyses::default();
    let mut violations = Vec::new();
    let mut last: Option<ThreadId> = None;
    let mut value_pending = false;
    for &choice in schedule {
        let tid = match choice {
            Choice::Thread(t) => t,
            Choice::Value(v) => {
                m.supply_choice(v);
                last.ok_or_else(|| VmError::verify("the schedule gives a value before any thread ran"))?
            }
        };
        // As in the search: the program's end may start the thread that ends it.
        if !value_pending && !live_non_daemon(m) {
            m.begin_shutdown()?;
        }
        if !value_pending && (tid as usize >= m.st.threads.len() || !m.is_enabled(tid)) {
            return Err(VmError::Startup(format!(
                "the schedule does not fit this program: thread {tid} cannot run at this step"
            )));
        }
        last = Some(tid);
        let uncaught_before = m.st.threads[tid as usize].uncaught;
        let stop = m.run_thread(tid)?;
        let events = log.as_ref().map(|l| std::mem::take(&mut *l.0.borrow_mut())).unwrap_or_default();
        analyses.check_transition(m, config, tid, uncaught_before, &events, &mut violations, None);
        if let Stop::Exit(code) = stop {
            m.output.flush();
            return Ok(Replayed { ended: Some(weft_vm::RunOutcome::Exit(code)), violations });
        }
        value_pending = matches!(stop, Stop::Choice(_));
    }
    // As in the search: a path that ends with no thread able to run while a non-daemon thread
    // waits is a deadlock.
    if checks.deadlock && !value_pending && m.live_non_daemon_not_diverged() && enabled(m).is_empty() {
        violations.push(deadlock_violation(m));
    }
    if log.is_some() {
        m.sink = None;
    }
    Ok(Replayed { ended: None, violations })
}

/// The termination check's violation for the machine's state, if no interleaving from it ends
/// (for `weft replay`, which follows the counterexample's schedule to that state): explores
/// every interleaving from the state under `config`'s settings, and leaves the machine in it.
/// `None` when some interleaving ends, or a limit cut the search.
pub fn cannot_end(m: &mut Machine, config: &SearchConfig) -> Result<Option<Violation>, VmError> {
    let violation = non_termination_violation(m);
    let config =
        SearchConfig { checks: Checks { termination: true, ..Checks::none() }, stop_on_first: false, ..config.clone() };
    let mut search = Search::new(m, &config);
    let result = match config.strategy {
        Strategy::DepthFirst if config.reduces() => search.run_dpor(),
        _ => search.run(&mut Stack::default()),
    };
    search.guarded(result)?;
    let judged = search.limit.is_none() && search.termination.as_ref().is_some_and(|g| !g.some_path_stopped());
    search.finish();
    Ok(judged.then_some(violation))
}

/// How the program ends after a replayed schedule: as it ended within it, else running on
/// under the default schedule.
pub fn run_on(m: &mut Machine, replayed: Replayed) -> weft_vm::RunOutcome {
    match replayed.ended {
        Some(outcome) => outcome,
        None => weft_vm::run(m, weft_vm::Schedule::Default),
    }
}

/// The process's memory, as the limits and the statistics measure it.
pub use weft_vm::machine::{peak_memory, resident_memory};

#[cfg(test)]
mod tests {
    use super::race::Operation::*;
    use super::*;

    #[test]
    fn heuristic_values_follow_the_papers_order_and_disabled_ones_count_as_other() {
        let all = Heuristics::ALL;
        let order = [
            WriteWrittenByOther,
            WriteWrittenBySelf,
            ReadWrittenByOther,
            ReadWrittenBySelf,
            AcquireWithoutPriorRelease,
            Other,
            AcquireWithPriorRelease,
            Release,
        ];
        let values: Vec<u8> = order.iter().map(|&op| all.value(op)).collect();
        assert_eq!(values, [8, 7, 6, 5, 4, 3, 2, 1]);
        let wf = Heuristics::parse("wf").unwrap();
        assert_eq!(wf.value(WriteWrittenBySelf), 7);
        assert_eq!(wf.value(ReadWrittenByOther), 3, "watching writes is WW's");
        assert_eq!(wf.value(Release), 3);
        let ww = Heuristics::parse("WW").unwrap();
        assert_eq!((ww.value(WriteWrittenByOther), ww.value(ReadWrittenByOther)), (8, 6));
        assert_eq!(ww.value(WriteWrittenBySelf), 3);
        let af = Heuristics::parse("AF").unwrap();
        assert_eq!((af.value(AcquireWithoutPriorRelease), af.value(Release)), (4, 1));
        let ara = Heuristics::parse("ARA").unwrap();
        assert_eq!((ara.value(AcquireWithPriorRelease), ara.value(Release)), (2, 3));
    }

    fn step(thread: &str, operation: &str, user: Option<(&str, Option<&str>, usize)>) -> Step {
        Step {
            thread: thread.into(),
            position: "Lib.java:1".into(),
            method: "java.lib.Lib.m".into(),
            operation: operation.into(),
            user: user.map(|(position, call, depth)| UserFrame {
                position: position.into(),
                method: "App.run".into(),
                call: call.map(str::to_string),
                depth,
            }),
            calls: Vec::new(),
        }
    }

    #[test]
    fn library_steps_fold_into_the_user_call_and_start_up_into_the_first_user_step() {
        let early = [
            step("main", "continue", None),
            step("t1", "read App.x (= 0)", Some(("App.java:5", None, 1))),
            step("main", "continue", Some(("App.java:3", Some("java.lang.Thread.start"), 0))),
        ];
        // Start-up steps another thread's step follows keep their place, named by where they lead.
        let folded: Vec<(String, Option<String>, Vec<u32>)> =
            fold_steps(&early).into_iter().map(|u| (u.operation, u.position, u.steps)).collect();
        let start = "start up and run to call java.lang.Thread.start".to_string();
        assert_eq!(folded[0], (start, Some("App.java:3".to_string()), vec![1]));
        assert_eq!(folded.len(), 3);

        let lock = Some("java.util.concurrent.locks.ReentrantLock.lock");
        let steps = [
            step("t1", "start running java.lang.Thread.run", None),
            step("t1", "read App.x (= 0)", Some(("App.java:5", None, 1))),
            step("t1", "call Unsafe.compareAndSetInt", Some(("App.java:6", lock, 1))),
            step("t1", "call Unsafe.compareAndSetInt", Some(("App.java:6", lock, 1))),
            step("t2", "call Unsafe.compareAndSetInt", Some(("App.java:6", lock, 1))),
            step("t1", "call Unsafe.compareAndSetInt", Some(("App.java:6", lock, 1))),
            step("t3", "start running java.lang.Thread.run", None),
            step("t3", "read App.y (= 1)", Some(("App.java:9", None, 1))),
            step("t4", "start running java.lang.Thread.run", None),
        ];
        let folded = fold_steps(&steps);
        let summary: Vec<(&str, Option<&str>, &str, Vec<u32>)> = folded
            .iter()
            .map(|u| (u.thread.as_str(), u.position.as_deref(), u.operation.as_str(), u.steps.clone()))
            .collect();
        let call = "call java.util.concurrent.locks.ReentrantLock.lock";
        assert_eq!(
            summary,
            [
                ("t1", Some("App.java:5"), "read App.x (= 0)", vec![1, 2]),
                ("t1", Some("App.java:6"), call, vec![3, 4]),
                ("t2", Some("App.java:6"), call, vec![5]),
                ("t1", Some("App.java:6"), call, vec![6]),
                ("t3", Some("App.java:9"), "read App.y (= 1)", vec![7, 8]),
                ("t4", None, "start running java.lang.Thread.run", vec![9]),
            ]
        );
    }

    #[test]
    fn divergence_notes_group_the_limit_in_thousands() {
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(thousands(100_000_000), "100,000,000");
        let d = Divergence { thread: "Thread-0".into(), position: "A.java:6".into(), iterations: 1_000_000 };
        assert!(d.note().contains("after 1,000,000 loop iterations without a scheduling point at A.java:6"));
    }

    #[test]
    fn heuristics_parse_any_subset_and_reject_the_rest() {
        assert_eq!(Heuristics::parse("AF, wf,WW,ara").unwrap(), Heuristics::ALL);
        let ww_wf = Heuristics::parse("WW,WF").unwrap();
        assert_eq!(ww_wf, Heuristics { writes_first: true, watch_written: true, ..Heuristics::default() });
        assert!(Heuristics::parse("").is_err());
        assert!(Heuristics::parse("WF,XX").unwrap_err().contains("XX"));
    }
}
