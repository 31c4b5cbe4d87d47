//! The machine: the program, the state, and the operations the interpreter and the natives share
//! (allocation, strings, class mirrors, class initialization, throwing, monitors, threads).
//!
//! The machine executes one thread at a time until that thread reaches a *scheduling point* — an
//! operation through which threads can affect each other (monitor enter, `wait`/`notify`, thread
//! start/join/sleep/yield, volatile accesses) — and then returns to its caller, which picks the
//! thread to run next. The caller is a scheduler ([`crate::run`]) or, later, the model
//! checker's search.

use std::io::Write;

use weft_events::{AccessMode, Event, EventSink, Location, Site};

use crate::class::*;
use crate::insn::Prim;
use crate::program::{LoadError, Program};
use crate::state::*;
use crate::value::{ObjRef, Value};

/// The longest array HotSpot allocates: a longer one throws `OutOfMemoryError` with
/// [`ARRAY_SIZE_VM_LIMIT`] whatever the heap size (checked with `java -Xmx16m`).
pub const MAX_ARRAY_LENGTH: i32 = i32::MAX - 2;
/// HotSpot's message for an array longer than [`MAX_ARRAY_LENGTH`].
pub const ARRAY_SIZE_VM_LIMIT: &str = "Requested array size exceeds VM limit";

/// Why the machine cannot continue: the program is outside what weft models, or its input is
/// broken. Java-level failures are Java exceptions instead.
#[derive(Debug, Clone, thiserror::Error)]
pub enum VmError {
    #[error("unsupported: {what}{}", at_suffix(.at))]
    Unsupported { what: String, at: Option<String> },
    #[error("{error}{}", at_suffix(.at))]
    Load { error: LoadError, at: Option<String> },
    #[error("invalid bytecode: {what}{}", at_suffix(.at))]
    Verify { what: String, at: Option<String> },
    #[error("{0}")]
    Startup(String),
    #[error("out of memory: the heap holds more than {0} objects (see --max-objects)")]
    OutOfMemory(usize),
    /// One allocation of more array elements than weft holds (which the JVM may well
    /// allocate: weft's elements take more memory), see [`Machine::check_array_elements`].
    #[error(
        "out of memory: an array allocation of {elements} elements is more than weft holds (at most {most}: eight times --max-objects)"
    )]
    ArrayTooLarge { elements: u64, most: u64 },
    /// A limit of the search ([`Config::deadline`], [`Config::memory_limit`]) was reached in
    /// the middle of a transition.
    #[error("the {0} was reached")]
    LimitReached(Limit),
}

/// A resource limit that stops a search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Limit {
    Time,
    Memory,
}

impl std::fmt::Display for Limit {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Limit::Time => "time limit",
            Limit::Memory => "memory limit",
        })
    }
}

fn at_suffix(at: &Option<String>) -> String {
    match at {
        Some(a) => format!("\n    at {a}"),
        None => String::new(),
    }
}

impl VmError {
    pub fn unsupported(what: impl Into<String>) -> VmError {
        VmError::Unsupported { what: what.into(), at: None }
    }
    pub fn verify(what: impl Into<String>) -> VmError {
        VmError::Verify { what: what.into(), at: None }
    }
    /// Attaches the position where the error happened, unless one is already set.
    pub fn located(mut self, position: String) -> VmError {
        if let VmError::Unsupported { at, .. } | VmError::Load { at, .. } | VmError::Verify { at, .. } = &mut self {
            at.get_or_insert(position);
        }
        self
    }
}

impl From<LoadError> for VmError {
    fn from(error: LoadError) -> VmError {
        VmError::Load { error, at: None }
    }
}

/// Where the program's standard output and error go.
pub trait Output {
    fn write(&mut self, fd: i32, bytes: &[u8]);
    fn flush(&mut self) {}
}

/// Writes to the process's own standard output and error. Standard output is buffered and
/// flushed before anything goes to standard error, so a terminal shows both in program order.
pub struct ProcessOutput {
    out: std::io::BufWriter<std::io::Stdout>,
}

impl Default for ProcessOutput {
    fn default() -> Self {
        ProcessOutput { out: std::io::BufWriter::with_capacity(1 << 16, std::io::stdout()) }
    }
}

impl Output for ProcessOutput {
    fn write(&mut self, fd: i32, bytes: &[u8]) {
        if fd == 2 {
            let _ = self.out.flush();
            let _ = std::io::stderr().write_all(bytes);
        } else {
            let _ = self.out.write_all(bytes);
        }
    }
    fn flush(&mut self) {
        let _ = self.out.flush();
    }
}

/// Collects output in memory (tests, replay).
#[derive(Default, Debug, Clone)]
pub struct CapturedOutput {
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
}

impl Output for CapturedOutput {
    fn write(&mut self, fd: i32, bytes: &[u8]) {
        if fd == 2 {
            self.stderr.extend_from_slice(bytes)
        } else {
            self.stdout.extend_from_slice(bytes)
        }
    }
}

/// Loop iterations within one transition after which reading the clock moves it even when time
/// is abstract.
const BUSY_WAIT_ITERATIONS: u64 = 4096;

/// Current resident memory of this process in bytes (Linux), or 0 when unknown.
pub fn resident_memory() -> u64 {
    proc_status_kb("VmRSS:") * 1024
}

/// Peak resident memory of this process in bytes (Linux), or 0 when unknown.
pub fn peak_memory() -> u64 {
    proc_status_kb("VmHWM:") * 1024
}

/// A `kB` figure of `/proc/self/status`.
fn proc_status_kb(key: &str) -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with(key))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|v| v.parse().ok())
        })
        .unwrap_or(0)
}

/// Settings of one machine.
#[derive(Debug, Clone)]
pub struct Config {
    /// `-ea`: assertions enabled (the default, unlike `java`).
    pub enable_assertions: bool,
    /// The class path as given, reported as `java.class.path`.
    pub class_path_text: String,
    /// The JDK the runtime classes come from, reported as `java.home`.
    pub java_home: String,
    /// Collect garbage when this many objects were allocated since the last collection.
    pub gc_interval: usize,
    /// Give up (exit 2) when the heap holds more live objects than this.
    pub max_objects: usize,
    /// Deepest call stack before `StackOverflowError`.
    pub max_frames: usize,
    /// Accesses to objects reachable by more than one thread are scheduling points (sharedness is
    /// tracked). On for `weft check`, and for seeded random runs so they can expose races.
    pub explore: bool,
    /// During exploration, the most loop iterations one transition may run before the search
    /// gives up on it (`None`: no limit, as for `weft run`, where an endless loop is the program's
    /// own behaviour).
    pub max_loop_iterations: Option<u64>,
    /// The divergence memo (docs/design.md, "The divergence memo"): after this many loop
    /// iterations of a step (counted in batches of [`crate::interp::LOOP_ITERATION_BATCH`], so
    /// in effect rounded up to a multiple of it) the thread's own state is digested, and a step whose
    /// digest is one from which an earlier step went on to pass `max_loop_iterations` is taken
    /// to loop forever there. No effect when not below `max_loop_iterations`. `None` (`weft
    /// check --no-divergence-memo`): no memo, every such step runs to the limit, for comparing
    /// with the memo.
    pub divergence_probe: Option<u64>,
    /// Which methods run as atomic blocks (transactions for the atomicity analyses).
    pub atomic: AtomicSpec,
    /// Emit events to the sink only from the first atomic block on (atomicity checking during a
    /// search), instead of from the start (trace recording).
    pub events_from_first_atomic: bool,
    /// Time is abstract: `sleep` is a yield and every timed wait may end at any moment (`weft
    /// check`), instead of following the virtual clock (`weft run`).
    pub timeless: bool,
    /// A transition still running at this moment stops with [`VmError::LimitReached`] (the
    /// search's `--time-limit`, which must hold inside long transitions too).
    pub deadline: Option<std::time::Instant>,
    /// Likewise when the process's resident memory reaches this many bytes.
    pub memory_limit: Option<u64>,
    /// Region scheduling (`weft check --schedule regions`, Algorithm 1 of Mercer et al.): the
    /// only scheduling points are permission-region entries and isolated blocks (and a thread
    /// blocking or ending); accesses, locks and spawns are not (see `regions.rs`).
    pub region_scheduling: bool,
    /// An untimed `Object.wait` or `LockSupport.park` called by the program's own code may
    /// return at once without a notification or permit (a spurious wakeup, JLS 17.2.1), and a
    /// weak compare-and-set may fail although the value is the expected one (a spurious
    /// failure, as its specification allows): choices the search explores (`weft check`, unless
    /// `--no-spurious-wakeups`; not under the JMM for compare-and-sets).
    pub spurious_wakeups: bool,
    /// Record the program's standard output in the state and make every write to it a
    /// scheduling point (`weft outcomes`): the order of two threads' prints is then explored
    /// like any other interleaving, and the output is part of what a state is.
    pub record_output: bool,
    /// Scheduling points inside the JDK's `java.util.concurrent` operations and class
    /// initializers too (`weft check --interleave-jdk`): by default each such operation runs as
    /// one step and JDK initializers without scheduling points, and what only a thread's
    /// `ThreadLocal` map reaches is not shared (docs/design.md); this explores what those
    /// shortcuts leave out, to compare with them.
    pub interleave_jdk: bool,
    /// Whether the JDK's code reads its own state without scheduling points while nobody
    /// writes it once shared ([`crate::quiet`]). The search turns it on where it records
    /// events (which are how it sees writes); a replay takes it from the report.
    pub quiet_reads: bool,
    /// Fingerprint times in threads' frames as they are (`weft check --exact-times`): by
    /// default, during exploration, they count relative to the clock and past times as one
    /// (docs/design.md); this keeps states apart that differ only in when things happened, to
    /// compare with that abstraction.
    pub exact_times: bool,
    /// Fingerprint the JDK's statistics counters ([`crate::program::STATISTICS_COUNTERS`]) as
    /// they are (`weft check --exact-counters`, and the search again once the program read one):
    /// by default they are left out of the state (docs/design.md, "Statistics counters").
    pub exact_counters: bool,
    /// Fingerprint every local variable of every frame (`weft check --exact-locals`): by
    /// default, dead ones (never read again before written, [`crate::liveness`]) are left out
    /// (docs/design.md, "Dead locals"); this keeps them, to compare with that reduction.
    pub exact_locals: bool,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            enable_assertions: true,
            class_path_text: String::new(),
            java_home: String::new(),
            gc_interval: 200_000,
            max_objects: 20_000_000,
            max_frames: 6_000,
            explore: false,
            timeless: false,
            region_scheduling: false,
            max_loop_iterations: None,
            divergence_probe: Some(crate::interp::LOOP_ITERATION_BATCH),
            atomic: AtomicSpec::default(),
            events_from_first_atomic: false,
            deadline: None,
            memory_limit: None,
            spurious_wakeups: false,
            record_output: false,
            interleave_jdk: false,
            quiet_reads: false,
            exact_times: false,
            exact_locals: false,
            exact_counters: false,
        }
    }
}

/// Which methods are atomic blocks: those annotated `@weft.Atomic` (always), those matching a
/// pattern (`pkg.Class.method`, `*` matches any run of characters), and optionally every
/// `synchronized` method.
#[derive(Debug, Clone, Default)]
pub struct AtomicSpec {
    pub patterns: Vec<String>,
    pub synchronized: bool,
}

impl AtomicSpec {
    /// Whether a method is an atomic block.
    pub fn matches(&self, qualified_name: &str, annotated: bool, synchronized: bool) -> bool {
        annotated || (self.synchronized && synchronized) || self.patterns.iter().any(|p| glob(p, qualified_name))
    }
}

/// `*`-wildcard matching.
pub fn glob(pattern: &str, text: &str) -> bool {
    let parts: Vec<&str> = pattern.split('*').collect();
    if parts.len() == 1 {
        return pattern == text;
    }
    let mut rest = text;
    for (i, part) in parts.iter().enumerate() {
        if i == 0 {
            let Some(r) = rest.strip_prefix(part) else { return false };
            rest = r;
        } else if i == parts.len() - 1 {
            return rest.ends_with(part);
        } else {
            match rest.find(part) {
                Some(at) => rest = &rest[at + part.len()..],
                None => return false,
            }
        }
    }
    true
}

/// How a slice of execution of one thread ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// The thread reached a scheduling point (or yielded); it can run again.
    Yield,
    /// The thread blocked (monitor, wait, join, sleep, class initialization by another thread).
    Blocked,
    /// The thread terminated.
    Terminated,
    /// The program called `System.exit`/`Runtime.halt`.
    Exit(i32),
    /// The thread needs a nondeterministic value in `0..n`; supply it with
    /// [`Machine::supply_choice`] and run the thread again.
    Choice(u32),
    /// A `Verify.assume` failed: this execution is infeasible.
    Pruned,
    /// The thread passed `Config::max_loop_iterations` without reaching a scheduling point and
    /// is now [`ThreadStatus::Diverged`]: it never runs again.
    Diverged,
}

/// Control flow after executing a slow-path instruction.
pub(crate) enum Flow {
    /// Keep executing the current thread (its top frame may have changed).
    Continue,
    Stop(Stop),
}

/// Whether a blocking call wakes up spuriously (see [`Machine::spurious_wakeup`]).
pub(crate) enum SpuriousWakeup {
    /// Not explored here: the call blocks as usual.
    NotExplored,
    /// Ask the search: value 0 blocks as usual, value 1 returns at once.
    Ask,
    /// The search chose: `true` returns at once (spuriously), `false` blocks as usual.
    Chosen(bool),
}

/// The site of an event no instruction of the program makes (the VM's own edges: an interrupt,
/// a phaser's phase, an isolated block's gate).
pub(crate) const NO_SITE: Site = Site { method: u32::MAX, pc: 0 };

/// The element index that names a thread's interrupt status on its `Thread` object (see
/// [`Machine::interrupt_sent`]); no array reaches it, and a `Thread` is no array.
const INTERRUPT_STATUS_INDEX: u32 = u32::MAX;

/// Array elements allocated between two checks of the memory limit at most (at 8 bytes an
/// element, 8 MB: within 10 % of any limit above 80 MB).
const ELEMENTS_PER_LIMIT_CHECK: usize = 1 << 20;

/// Slots of each of [`RepeatedAccesses`]' tables.
const REPEAT_SLOTS: usize = 64;

/// The plain accesses (and final-field reads) the running step made since its last other event,
/// by a hash, for [`Machine::repeats_own_access`]. An entry counts only while its epoch is the
/// table's: forgetting them all is one increment, so the tables can be larger than what a
/// clear at every synchronization could afford.
pub(crate) struct RepeatedAccesses {
    epoch: u64,
    /// Writes by location: (epoch, thread, location, site).
    writes: Box<[(u64, ThreadId, Location, Site); REPEAT_SLOTS]>,
    /// Reads by location and sites.
    reads: Box<[(u64, StepRead); REPEAT_SLOTS]>,
}

/// A read noted in [`RepeatedAccesses`].
#[derive(Clone, Copy, PartialEq, Eq)]
struct StepRead {
    thread: ThreadId,
    location: Location,
    mode: AccessMode,
    site: Site,
    via: Site,
}

impl Default for RepeatedAccesses {
    fn default() -> Self {
        let location = Location::Static { field: 0 };
        let read = StepRead { thread: 0, location, mode: AccessMode::Plain, site: Site::NONE, via: Site::NONE };
        RepeatedAccesses {
            epoch: 1,
            writes: Box::new([(0, 0, location, Site::NONE); REPEAT_SLOTS]),
            reads: Box::new([(0, read); REPEAT_SLOTS]),
        }
    }
}

impl RepeatedAccesses {
    /// Forgets every entry (at another event, and when a step starts).
    pub(crate) fn forget(&mut self) {
        self.epoch += 1;
    }
}

/// What the machine notes about the step it is running (one `run_thread` call), from its start.
#[derive(Default)]
pub(crate) struct StepNotes {
    /// Loop iterations, counted in batches.
    pub(crate) loop_iterations: u64,
    /// The heap as the step began (a snapshot: one count increment), when the step may free
    /// what it allocates (see [`Machine::collect_step_garbage`]): a slot empty there holds an
    /// object the step allocated.
    pub(crate) heap_at_start: Option<crate::state::Heap>,
    /// Whether the step has passed its first batch of loop iterations, where the divergence
    /// memo is consulted, and the digest of the thread's own state taken there (see
    /// [`Machine::local_digest`]; `None` when it reaches too much).
    pub(crate) probed: bool,
    /// The step's loop iterations when it was probed.
    pub(crate) probed_after: u64,
    pub(crate) divergence_probe: Option<u128>,
    /// Whether the step, after its probe, read something outside what the digest taken there
    /// covers: a static field, an interned string, the clock, or a native not known to act
    /// only on the thread's own state. (What it read before the probe is in that state.) A
    /// divergence of such a step is not remembered.
    pub(crate) read_beyond_local: bool,
    /// When the divergence memo took the step to loop forever: where the step it was
    /// recognised from was when it passed the limit.
    pub(crate) recognised_at: Option<String>,
    /// Spin-waits of `java.util.concurrent` operations that ran on (see
    /// [`Machine::spin_runs_on`]).
    pub(crate) spins: u32,
    /// Whether the step read something another thread may change without that read being a
    /// scheduling point (see [`Machine::observed_without_point`]): its loop, if it runs past the
    /// limit, may be waiting for that change, so it is not taken to loop forever.
    pub(crate) observed_shared_state: bool,
    /// Whether the step read a final field of a shared object, which changes only while a
    /// constructor that leaked the object still runs (see `Machine::diverge`).
    pub(crate) read_shared_final: bool,
    /// Whether the step looked at or changed what other threads' signals change of its own
    /// thread: its interrupt status or park permit (or it was the thread's first step, which
    /// its start orders). A step that did not commutes with an interrupt or unpark of its
    /// thread (see [`Machine::step_read_own_control`]).
    pub(crate) read_own_control: bool,
    /// Whether the step was the thread's first: everything it did comes after its start.
    pub(crate) began_thread: bool,
    /// Whether the program's own code read the clock (`System.nanoTime`, `currentTimeMillis`,
    /// or a time API such as `Instant.now()` called from the program's code) in the step: see
    /// [`Machine::step_read_clock`].
    pub(crate) program_read_clock: bool,
}

/// The value of the choice a spurious wakeup makes: the call returns at once.
pub const SPURIOUS_WAKEUP: u32 = 1;

/// The outcome of a class-initialization check.
pub(crate) enum InitCheck {
    /// The class is initialized (or being initialized by this thread): go ahead.
    Ready,
    /// Initializer frames were pushed or the thread blocked: re-execute the instruction later.
    Retry,
}

/// A call from the program's code to one of the JDK's thread or synchronization methods
/// ([`Machine::call_log`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProgramCall {
    /// Where the program's code calls (a method reference's class: at the reference).
    pub site: weft_events::Site,
    pub callee: MethodId,
}

/// The JVM model.
/// Interpreter slices between two checks of the limits (most slices are short).
pub(crate) const SLICES_PER_LIMIT_CHECK: u32 = 4096;

pub struct Machine {
    pub prog: Program,
    pub st: State,
    pub config: Config,
    pub output: Box<dyn Output>,
    /// Analyses listening to events; `None` keeps the interpreter on its fast path.
    pub sink: Option<Box<dyn EventSink>>,
    /// Under region scheduling: locations two tasks accessed outside permission regions and
    /// isolated blocks on some explored path (Algorithm 2's report), by location name, with the
    /// accesses' source positions. Accumulated over the whole search (not part of the state).
    pub uncovered_sharing: std::collections::BTreeMap<String, std::collections::BTreeSet<String>>,
    /// The value for the pending nondeterministic choice, consumed by the native asking for it.
    pub choice_value: Option<u32>,
    /// When set (while a counterexample is described), the calls the program's code makes to
    /// the JDK's thread and synchronization methods, in order: what a step did after the point
    /// it is named by (`Machine::note_program_call`).
    pub call_log: Option<Vec<ProgramCall>>,
    /// What the machine notes about the step (`run_thread` call) it is running.
    pub(crate) step: StepNotes,
    /// A field access by slot met an object without that slot (invalid bytecode gave a native
    /// or a constructor an object of another class): the access read null or wrote nothing, and
    /// the call that made it ends the run with a verify error ([`Machine::get_field`]).
    pub(crate) bad_slot: std::cell::Cell<bool>,
    /// What [`Machine::repeats_own_access`] leaves out; forgotten when a step starts.
    pub(crate) repeated: RepeatedAccesses,
    /// Interpreter slices since the limits were last checked.
    pub(crate) slices_since_limit_check: u32,
    /// Buffers of the state fingerprint, kept between calls.
    pub(crate) fp_scratch: crate::fingerprint::Scratch,
    /// The thread `run_thread` is running (allocations are named after it under the JMM).
    pub(crate) running: ThreadId,
    /// The WriteSets of the current search under `--memory-model jmm` (see [`crate::jmm`]).
    pub jmm: Option<Box<crate::jmm::Iteration>>,
    /// Whether the program's own code made an opaque or acquire/release access since this was
    /// last cleared: such a program is not covered by the JMM's data-race-freedom guarantee
    /// (`weft_explore::jmm` asks before searching it sequentially consistently).
    pub relaxed_access_seen: bool,
    /// Whether a search started again with [`Config::exact_counters`] because the program read a
    /// statistics counter (`weft_explore::explore`); later searches on this machine keep them.
    pub counters_exact_since_read: bool,
    /// The divergence memo: digests ([`Machine::local_digest`]) of threads' own states, taken
    /// after a step's first batch of loop iterations, from which the step went on to be taken
    /// to loop forever, each with where the thread was when it passed the limit (reports name
    /// that place: the memo may stop a thread in a shorter loop before the endless one). Kept
    /// over the whole search (not part of the state).
    pub(crate) divergence_memo: rustc_hash::FxHashMap<u128, DivergenceMemoEntry>,
    /// Whether a method that shows the program a statistics counter
    /// ([`crate::program::STATISTICS_READERS`]) ran since the machine started (not part of the
    /// state: it says the search must keep the counters, see [`Machine::statistics_read`]).
    pub(crate) statistics_read: bool,
    /// Inside [`Machine::look_ahead`]: a step cut at its lower loop limit teaches the divergence
    /// memo nothing.
    pub(crate) looking_ahead: bool,
    /// What the JDK's reads without scheduling points assumed, and whether a write broke it
    /// (see [`crate::quiet`]). Kept over the whole search (not part of the state).
    pub quiet_reads: crate::quiet::QuietReads,
}

/// What the divergence memo keeps of a step that was taken to loop forever (see
/// [`Machine::divergence_memo`]).
pub(crate) struct DivergenceMemoEntry {
    /// Where the thread was when it passed the limit.
    pub(crate) at: String,
    /// The loop iterations it ran from its probe on without a scheduling point: a step
    /// recognised from it is taken to loop forever only if the limit then in force is no
    /// further away (the limit may change between steps: the hotspot sampling after an
    /// incomplete search lowers it, and a later search on the same machine raises it again).
    pub(crate) iterations_after_probe: u64,
}

/// The loop iterations a step run by [`Machine::look_ahead`] may take without a scheduling point.
pub const LOOK_AHEAD_ITERATIONS: u64 = 10_000;

/// The virtual clock's reading when a machine starts (November 2023, in nanoseconds since the
/// epoch); it only moves forward.
pub(crate) const CLOCK_START_NANOS: i64 = 1_700_000_000_000_000_000;

impl Machine {
    pub fn new(prog: Program, config: Config, output: Box<dyn Output>) -> Machine {
        let mut st = State { heap: Heap::new(), ..State::default() };
        st.clock_nanos = CLOCK_START_NANOS;
        Machine {
            prog,
            st,
            config,
            output,
            sink: None,
            uncovered_sharing: Default::default(),
            choice_value: None,
            call_log: None,
            step: StepNotes::default(),
            bad_slot: std::cell::Cell::new(false),
            repeated: RepeatedAccesses::default(),
            slices_since_limit_check: 0,
            fp_scratch: Default::default(),
            running: 0,
            jmm: None,
            relaxed_access_seen: false,
            counters_exact_since_read: false,
            divergence_memo: Default::default(),
            looking_ahead: false,
            statistics_read: false,
            quiet_reads: Default::default(),
        }
    }

    /// Whether calls of `method` are atomic blocks (decided once per method).
    pub fn is_atomic(&self, method: MethodId) -> bool {
        let m = self.prog.method(method);
        match m.atomic.get() {
            1 => false,
            2 => true,
            _ => {
                let name = self.prog.method_name(method);
                let yes = self.config.atomic.matches(&name, m.annotated_atomic, m.is_synchronized());
                m.atomic.set(if yes { 2 } else { 1 });
                yes
            }
        }
    }

    /// Emits an event to the attached analyses.
    #[inline]
    pub fn emit(&mut self, event: Event) {
        self.emit_with(event, true);
    }

    /// Records an event; `synchronize: false` leaves the JMM's happens-before alone (a relaxed
    /// access, whose edges `jmm.rs` adds itself from the write it read).
    pub(crate) fn emit_with(&mut self, event: Event, synchronize: bool) {
        if let Event::Write { thread, location, .. } = event {
            if self.quiet_reads_apply() {
                self.note_write_for_quiet_reads(thread, location);
            }
        }
        if self.config.region_scheduling {
            self.note_region_access(&event);
        } else if self.st.jmm.is_none() && !self.config.interleave_jdk && self.repeats_own_access(&event) {
            // `--interleave-jdk`, the reference the tests compare shortcuts with, keeps them.
            return;
        }
        if synchronize && self.st.jmm.is_some() {
            self.jmm_synchronize(&event);
        }
        if let (Some(sink), true) = (self.sink.as_mut(), self.st.events_on || !self.config.events_from_first_atomic) {
            sink.event(&event);
        }
    }

    /// Whether `event` is a plain access that changes nothing any analysis keeps, and is left
    /// out: with no other event since in this step (no synchronization), a read of a location
    /// the same thread wrote earlier in the step, a read the same thread made from the same
    /// site (and program call site), or a write of a location the same thread wrote from the
    /// same site. Such an access cannot race unless the earlier one did, with the same report
    /// (its thread wrote last, or its thread's set and the location's last writer are what they
    /// were at the earlier read: no other thread ran, and the thread's own writes of other
    /// locations change neither); it adds no dependence the earlier access did not (a write
    /// conflicts with whatever a read does); and a repeated write leaves the same last writer
    /// at the same site. A loop over its own thread's objects, or one that keeps reading what
    /// no other thread is changing (a `ThreadLocal`, a shared object's fields), would
    /// otherwise keep an event per iteration until its step ends.
    fn repeats_own_access(&mut self, event: &Event) -> bool {
        let table = &mut self.repeated;
        let epoch = table.epoch;
        match *event {
            Event::Read { thread, location, mode: mode @ (AccessMode::Plain | AccessMode::Final), site, via } => {
                let (e, t, l, _) = table.writes[repeat_slot(location, None)];
                if e == epoch && t == thread && l == location {
                    return true;
                }
                let read = StepRead { thread, location, mode, site, via };
                let slot = &mut table.reads[repeat_slot(location, Some((site, via)))];
                let repeated = *slot == (epoch, read);
                *slot = (epoch, read);
                repeated
            }
            Event::Write { thread, location, mode: AccessMode::Plain, site, .. } => {
                let slot = &mut table.writes[repeat_slot(location, None)];
                let repeated = *slot == (epoch, thread, location, site);
                *slot = (epoch, thread, location, site);
                repeated
            }
            Event::Alloc { .. } => false,
            _ => {
                table.forget();
                false
            }
        }
    }

    /// Loads a class, turning a failure into a machine error.
    pub fn load(&mut self, name: &str) -> Result<ClassId, VmError> {
        Ok(self.prog.load(name)?)
    }

    /// The position of thread `tid`'s current instruction, for error messages.
    pub fn position(&self, tid: ThreadId) -> Option<String> {
        // The stand-in initializer of a class without `<clinit>` is no position in the program.
        let f = self
            .st
            .threads
            .get(tid as usize)?
            .frames
            .iter()
            .rev()
            .find(|f| !matches!(f.kind, FrameKind::Clinit(c) if c != self.prog.method(f.method).class))?;
        Some(self.frame_position(f))
    }

    /// `pkg.Class.method (File.java:line)` of a frame's current instruction.
    fn frame_position(&self, f: &crate::state::Frame) -> String {
        format!("{} ({})", self.prog.method_name(f.method), self.prog.source_position(f.method, f.pc))
    }

    /// Where thread `tid`'s outermost frame is (`java.lang.Runtime.shutdown (Runtime.java:97)`):
    /// the method the thread started in.
    pub fn outermost_position(&self, tid: ThreadId) -> Option<String> {
        let f = self.st.threads.get(tid as usize)?.frames.first()?;
        Some(self.frame_position(f))
    }

    /// The Java call stack of thread `tid`, innermost first, at most `limit` frames.
    pub fn java_stack(&self, tid: ThreadId, limit: usize) -> String {
        let Some(t) = self.st.threads.get(tid as usize) else {
            return String::new();
        };
        let mut lines: Vec<String> = t.frames.iter().rev().take(limit).map(|f| self.frame_position(f)).collect();
        if t.frames.len() > limit {
            lines.push(format!("... {} more", t.frames.len() - limit));
            // Name the program's own code even when it is deep below library frames.
            let app = t.frames.iter().rev().skip(limit).find(|f| {
                matches!(
                    self.prog.class(self.prog.method(f.method).class).origin,
                    weft_classfile::ClassOrigin::Application
                )
            });
            if let Some(f) = app {
                lines.push(format!(
                    "{} ({}), the innermost frame of the program's own code",
                    self.prog.method_name(f.method),
                    self.prog.source_position(f.method, f.pc)
                ));
            }
        }
        lines.join("\n    at ")
    }

    // ----- allocation -------------------------------------------------------------------------

    pub fn alloc_instance(&mut self, class: ClassId) -> ObjRef {
        let c = self.prog.class(class);
        let fields: Box<[Value]> =
            c.instance_fields.iter().map(|f| Value::default_for(f.descriptor.as_bytes()[0])).collect();
        self.alloc(class, Body::Fields(fields))
    }

    /// Puts a new object on the heap, recording where the running thread allocated it.
    fn alloc(&mut self, class: ClassId, body: Body) -> ObjRef {
        let r = self.st.heap.alloc(Object {
            class,
            hash: 0,
            mirror_of: None,
            shared: false,
            frozen: false,
            digest: Default::default(),
            site: self.alloc_site(),
            body,
        });
        self.jmm_allocated(r);
        r
    }

    /// Allocates an array of the given array class.
    /// Stops with [`VmError::ArrayTooLarge`] when one allocation asks for more array elements
    /// in all than weft holds: eight times `--max-objects`, checked before the memory is taken.
    pub(crate) fn check_array_elements(&self, elements: u64) -> Result<(), VmError> {
        let most = (self.config.max_objects as u64).saturating_mul(8);
        if elements > most {
            return Err(VmError::ArrayTooLarge { elements, most });
        }
        Ok(())
    }

    pub fn alloc_array(&mut self, array_class: ClassId, len: usize) -> ObjRef {
        let elem = match self.prog.class(array_class).kind {
            ClassKind::Array { element: ElementType::Prim(p) } => Some(p),
            _ => None,
        };
        self.alloc(array_class, Body::Array(ArrayData::new(elem, len)))
    }

    pub fn alloc_prim_array(&mut self, p: Prim, data: ArrayData) -> ObjRef {
        let class = self.prog.prim_array(p);
        self.alloc(class, Body::Array(data))
    }

    /// The identity hash code of an object, as thread `tid` asks for it, with the event that
    /// tells the reduction which object's header the request wrote or read.
    ///
    /// A class mirror's hash is a function of the class's name. Any other object's is assigned
    /// on first use from the asking thread's own sequence: a mix of the thread's number and how
    /// many hashes it assigned before. Neither depends on how the threads interleaved, so
    /// threads hashing different objects commute (HotSpot's default draws from a thread-local
    /// generator too; the values are unspecified).
    pub fn identity_hash_for(&mut self, tid: ThreadId, r: ObjRef) -> i32 {
        let o = self.st.heap.get(r);
        if let Some(class) = o.mirror_of {
            // Nothing is stored: no thread can tell whether, or by whom, it was asked for.
            return class_mirror_hash(&self.prog.class(class).name);
        }
        let (assigned, shared) = (o.hash == 0, o.shared);
        let h = if assigned {
            let t = &mut self.st.threads[tid as usize];
            t.hashes_assigned = t.hashes_assigned.wrapping_add(1);
            let h = spread_hash((tid as u64) << 32 | t.hashes_assigned as u64);
            self.st.heap.get_mut(r).hash = h;
            h
        } else {
            o.hash
        };
        // An object no other thread can reach yet needs no event: another thread's request can
        // only come after it reads the reference the publication writes, which orders the two.
        if shared {
            self.emit(Event::IdentityHash { thread: tid, object: r.0.get(), assigned });
        }
        h
    }

    /// Notes that the running step read state another thread may change without stopping at a
    /// scheduling point: a thread's interrupt status, another thread's status. Such a step that
    /// runs past the loop limit is not taken to loop forever (see [`Machine::diverge`]).
    pub(crate) fn observed_without_point(&mut self) {
        self.step.observed_shared_state = true;
    }

    /// A release (`write`) or acquire of a synchronization location no Java code names (an
    /// interrupt status, an isolation gate, a phaser's phase): a volatile access without a site.
    pub(crate) fn emit_synchronization(&mut self, tid: ThreadId, location: Location, write: bool) {
        let (thread, mode, site, via) = (tid, AccessMode::Volatile, NO_SITE, Site::NONE);
        self.emit(if write {
            Event::Write { thread, location, mode, site, via }
        } else {
            Event::Read { thread, location, mode, site, via }
        });
    }

    /// Thread `tid` interrupts `target`: a release of the target's interrupt status, which
    /// synchronizes-with every point where a thread determines that `target` was interrupted
    /// (JLS 17.4.4; [`Machine::interrupt_detected`]). The status is named as a volatile location
    /// of the target's `Thread` object that no Java code names.
    pub(crate) fn interrupt_sent(&mut self, tid: ThreadId, target: ThreadId) {
        let location = self.interrupt_location(target);
        self.emit_synchronization(tid, location, true);
    }

    /// Whether thread `tid` was interrupted, clearing the status: a point where it determines
    /// that it was (an `InterruptedException` about to be thrown, `Thread.interrupted()`), see
    /// [`Machine::interrupt_detected`].
    pub(crate) fn consume_interrupt(&mut self, tid: ThreadId) -> bool {
        self.step.read_own_control = true;
        let t = &mut self.st.threads[tid as usize];
        let was = std::mem::replace(&mut t.interrupted, false);
        if was {
            self.interrupt_detected(tid, tid);
        }
        was
    }

    /// Thread `tid` determined that `target` was interrupted (`InterruptedException`,
    /// `Thread.interrupted()` or `isInterrupted()` returning true): an acquire of the target's
    /// interrupt status (see [`Machine::interrupt_sent`]).
    pub(crate) fn interrupt_detected(&mut self, tid: ThreadId, target: ThreadId) {
        let location = self.interrupt_location(target);
        self.emit_synchronization(tid, location, false);
    }

    fn interrupt_location(&self, thread: ThreadId) -> Location {
        Location::Element { array: self.st.threads[thread as usize].object.0.get(), index: INTERRUPT_STATUS_INDEX }
    }

    /// Where the running thread is, as the objects it allocates record it: its innermost frame
    /// in the program's own code, so that an object the JDK allocates for the program (a map's
    /// node, a lock's queue entry) is named by the program's line that led to it; the innermost
    /// frame when no frame is the program's (class initialization of the JDK, start-up).
    pub(crate) fn alloc_site(&self) -> crate::state::AllocSite {
        let frames = self.st.threads.get(self.running as usize).map_or(&[][..], |t| &t.frames[..]);
        let frame = frames.iter().rev().find(|f| self.is_user_method(f.method)).or(frames.last());
        crate::state::AllocSite {
            shown: frame.map(|f| (f.method, f.pc)),
            allocated_at: frames.last().map(|f| (f.method, f.pc)),
        }
    }

    /// Where thread `tid` is (its innermost frame), as events name it.
    /// Whether the step that just ran read or changed its own thread's interrupt status or park
    /// permit, or was the thread's first: the partial-order reduction orders only such steps
    /// against an interrupt or unpark of the thread (the signals change nothing else a
    /// running thread reads; a blocked thread's next step is ordered by its blocking status).
    pub fn step_read_own_control(&self) -> bool {
        self.step.read_own_control
    }

    /// Whether the step that just ran was its thread's first (it began with the thread's
    /// start, which orders everything in it).
    pub fn step_began_thread(&self) -> bool {
        self.step.began_thread
    }

    /// Whether the last step was taken to loop forever because the divergence memo knew the
    /// thread's state (after one batch of loop iterations, not the whole limit).
    pub fn step_divergence_recognised(&self) -> bool {
        self.step.recognised_at.is_some()
    }

    /// Where thread `tid`, taken to loop forever, loops, as reports show it: where it passed the
    /// limit, or where the step the memo recognised it from did.
    pub fn divergence_position(&self, tid: ThreadId) -> Option<String> {
        let t = &self.st.threads[tid as usize];
        t.diverged_at.as_deref().map(str::to_string).or_else(|| self.shown_position(tid))
    }

    /// Whether the last step's thread read the clock from the program's own code. Time is
    /// abstract during exploration and passes only when a timed wait ends, so a loop that waits
    /// for the clock to pass a deadline, yielding in between, repeats its state forever here
    /// while it ends in the JVM: such states are not taken to be unable to end.
    pub fn step_read_clock(&self) -> bool {
        self.step.program_read_clock
    }

    /// Whether the program was shown a statistics counter that the fingerprint left out
    /// ([`crate::program::STATISTICS_COUNTERS`]): then states the search matched may differ in
    /// what it read, and the search must start again with [`Config::exact_counters`]. Since the
    /// counters are read by nothing else, a search that never calls a reader explores every
    /// behaviour (docs/design.md, "Statistics counters").
    pub fn statistics_read(&self) -> bool {
        self.statistics_read && !self.config.exact_counters
    }

    /// Runs `look` on the machine (which may run threads' steps in it) and then puts the
    /// machine back as it was: for a search that needs to know what a thread would do next
    /// without doing it. What the steps emitted stays in the event sink (the caller clears
    /// it).
    ///
    /// A step that loops [`LOOK_AHEAD_ITERATIONS`] times without a scheduling point is cut
    /// there (its thread taken to loop forever, which the divergence memo does not learn: it
    /// would take the loop to run forever at the real limit too): a look-ahead must not cost
    /// what the loop limit allows a real step.
    pub fn look_ahead<R>(&mut self, look: impl FnOnce(&mut Machine) -> R) -> R {
        let st = self.st.clone();
        let step = std::mem::take(&mut self.step);
        let (gc_interval, running) = (self.config.gc_interval, self.running);
        let (relaxed_access_seen, statistics_read) = (self.relaxed_access_seen, self.statistics_read);
        let max_loop_iterations = self.config.max_loop_iterations;
        self.config.max_loop_iterations =
            Some(max_loop_iterations.map_or(LOOK_AHEAD_ITERATIONS, |m| m.min(LOOK_AHEAD_ITERATIONS)));
        self.looking_ahead = true;
        let seen = look(self);
        self.looking_ahead = false;
        self.config.max_loop_iterations = max_loop_iterations;
        self.st = st;
        self.step = step;
        (self.config.gc_interval, self.running) = (gc_interval, running);
        (self.relaxed_access_seen, self.statistics_read) = (relaxed_access_seen, statistics_read);
        seen
    }

    pub fn current_site(&self, tid: ThreadId) -> weft_events::Site {
        let (method, pc) =
            self.st.threads[tid as usize].frames.last().map(|f| (f.method, f.pc)).unwrap_or((u32::MAX, 0));
        weft_events::Site { method, pc }
    }

    // ----- fields by name (for natives) --------------------------------------------------------

    /// The instance slot of a field, by name, searching the object's class layout.
    pub fn field_slot(&self, class: ClassId, name: &str) -> Option<u16> {
        self.prog.class(class).instance_fields.iter().rposition(|f| &*f.name == name).map(|i| i as u16)
    }

    /// The field in `slot` of `obj`. Only invalid bytecode asks for a slot the object has not
    /// (a `String` native given an array): that reads null and notes it in `bad_slot`, which
    /// stops the run with a verify error once the native returns, instead of a panic.
    pub fn get_field(&self, obj: ObjRef, slot: u16) -> Value {
        match self.st.heap.get(obj).fields().get(slot as usize) {
            Some(&v) => v,
            None => {
                self.bad_slot.set(true);
                Value::NULL
            }
        }
    }

    /// Sets the field in `slot` of `obj` (see [`Machine::get_field`] for a slot it has not).
    pub fn set_field(&mut self, obj: ObjRef, slot: u16, v: Value) {
        match &mut self.st.heap.get_mut(obj).body {
            Body::Fields(f) if (slot as usize) < f.len() => f[slot as usize] = v,
            _ => self.bad_slot.set(true),
        }
    }

    /// Reads a field by name; `None` if the class has no such field.
    pub fn get_field_named(&self, obj: ObjRef, name: &str) -> Option<Value> {
        let class = self.st.heap.get(obj).class;
        self.field_slot(class, name).map(|s| self.get_field(obj, s))
    }

    pub fn set_field_named(&mut self, obj: ObjRef, name: &str, v: Value) -> bool {
        let class = self.st.heap.get(obj).class;
        match self.field_slot(class, name) {
            Some(s) => {
                self.set_field(obj, s, v);
                true
            }
            None => false,
        }
    }

    /// Reads a static field by name, if the class is prepared.
    pub fn get_static_named(&self, class: ClassId, name: &str) -> Option<Value> {
        let f = self.prog.class(class).declared_fields.iter().find(|f| &*f.name == name && f.is_static())?.clone();
        self.st.statics.get(class as usize).and_then(|s| s.get(f.slot as usize)).copied()
    }

    /// Writes a static field by name, if the class is prepared.
    pub fn set_static_named(&mut self, class: ClassId, name: &str, v: Value) {
        let slot =
            self.prog.class(class).declared_fields.iter().find(|f| &*f.name == name && f.is_static()).map(|f| f.slot);
        if let (Some(slot), Some(statics)) = (slot, self.st.statics.get_mut(class as usize)) {
            if let Some(s) = statics.get_mut(slot as usize) {
                *s = v;
            }
        }
    }

    // ----- strings ----------------------------------------------------------------------------

    /// Creates a `java.lang.String` from UTF-16 code units, laid out as the JDK's compact strings
    /// (Latin-1 bytes when possible, else little-endian UTF-16 bytes).
    pub fn new_string_utf16(&mut self, units: &[u16]) -> ObjRef {
        let latin1 = units.iter().all(|&u| u <= 0xFF);
        let (bytes, coder): (Vec<i8>, i32) = if latin1 {
            (units.iter().map(|&u| u as u8 as i8).collect(), 0)
        } else {
            (units.iter().flat_map(|&u| [(u & 0xFF) as u8 as i8, (u >> 8) as u8 as i8]).collect(), 1)
        };
        let value = self.alloc_prim_array(Prim::Byte, ArrayData::Byte(bytes));
        // A String's bytes never change once the String holds them (as `putfield` marks them).
        self.st.heap.get_mut(value).frozen = true;
        let s = self.alloc_instance(self.prog.wk.string);
        let wk = &self.prog.wk;
        let (vs, cs) = (wk.string_value, wk.string_coder);
        self.set_field(s, vs, Value::Ref(Some(value)));
        self.set_field(s, cs, Value::Int(coder));
        s
    }

    pub fn new_string(&mut self, s: &str) -> ObjRef {
        let units: Vec<u16> = s.encode_utf16().collect();
        self.new_string_utf16(&units)
    }

    /// The UTF-16 contents of a `java.lang.String`.
    pub fn string_units(&self, s: ObjRef) -> Vec<u16> {
        let wk = &self.prog.wk;
        let value = self.get_field(s, wk.string_value);
        let coder = self.get_field(s, wk.string_coder).as_int().unwrap_or(0);
        let Value::Ref(Some(arr)) = value else {
            return Vec::new();
        };
        let Some(ArrayData::Byte(bytes)) = self.st.heap.get(arr).array() else {
            return Vec::new();
        };
        if coder == 0 {
            bytes.iter().map(|&b| b as u8 as u16).collect()
        } else {
            bytes.chunks_exact(2).map(|p| (p[0] as u8 as u16) | ((p[1] as u8 as u16) << 8)).collect()
        }
    }

    /// The contents of a `java.lang.String` as Rust text (lone surrogates become U+FFFD).
    pub fn rust_string(&self, s: ObjRef) -> String {
        String::from_utf16_lossy(&self.string_units(s))
    }

    /// The interned string for literal `id`.
    pub fn intern_literal(&mut self, id: u32) -> ObjRef {
        if let Some(Some(r)) = self.st.interned.get(id as usize) {
            return *r;
        }
        let units = self.prog.literals[id as usize].clone();
        let r = self.new_string_utf16(&units);
        // Every thread reaches the interned strings (the same literal is the same object), so
        // locking one or touching its fields is an access to shared memory.
        self.publish(r);
        let i = id as usize;
        let interned = std::rc::Rc::make_mut(&mut self.st.interned);
        if interned.len() <= i {
            interned.resize(i + 1, None);
        }
        interned[i] = Some(r);
        r
    }

    /// `String.intern()`: the canonical string with these contents.
    pub fn intern(&mut self, s: ObjRef) -> ObjRef {
        let units = self.string_units(s);
        let id = self.prog.literal(&units);
        if let Some(Some(r)) = self.st.interned.get(id as usize) {
            return *r;
        }
        let i = id as usize;
        self.publish(s);
        let interned = std::rc::Rc::make_mut(&mut self.st.interned);
        if interned.len() <= i {
            interned.resize(i + 1, None);
        }
        interned[i] = Some(s);
        s
    }

    /// Marks `r` and everything reachable from it as shared: a reference to it was stored where
    /// another thread can read it. Only exploration tracks sharedness.
    ///
    /// A thread's map of `ThreadLocal` values (`Thread.threadLocals`) is not followed: only the
    /// thread itself reads the field (`ThreadLocal` looks up the map of
    /// `Thread.currentThread()`), so what only the map reaches stays the thread's own although
    /// its `Thread` object is shared (docs/design.md, "Scheduling points").
    pub fn publish(&mut self, r: ObjRef) {
        if !self.config.explore {
            return;
        }
        let mut work = vec![r];
        while let Some(o) = work.pop() {
            let obj = self.st.heap.get(o);
            if obj.shared {
                continue;
            }
            match &obj.body {
                Body::Fields(f) => work.extend(
                    f.iter()
                        .enumerate()
                        .filter(|&(i, _)| !self.stores_privately(obj.class, i))
                        .filter_map(|(_, v)| v.as_ref().flatten()),
                ),
                Body::Array(ArrayData::Ref(items)) => work.extend(items.iter().flatten()),
                Body::Array(_) => {}
            }
            self.st.heap.get_mut(o).shared = true;
            if self.jmm_constructing_any() {
                self.jmm_published(o);
            }
        }
    }

    /// Whether field `slot` of an instance of `class` holds what a store does not publish: a
    /// `Thread`'s `threadLocals` (see [`Machine::publish`]). `--interleave-jdk`, the reference
    /// the tests compare the JDK shortcuts with, publishes it too. (The slot is compared first:
    /// the class test is a lookup.)
    pub(crate) fn stores_privately(&self, class: ClassId, slot: usize) -> bool {
        let thread = self.prog.wk.thread;
        self.prog.wk.thread_locals.is_some_and(|s| s as usize == slot)
            && !self.config.interleave_jdk
            && (class == thread || self.prog.class(class).supertypes.contains(&thread))
    }

    // ----- class mirrors ----------------------------------------------------------------------

    /// The `java.lang.Class` object of a class, created on first use.
    pub fn mirror(&mut self, class: ClassId) -> ObjRef {
        if let Some(Some(r)) = self.st.mirrors.get(class as usize) {
            return *r;
        }
        let r = self.alloc_instance(self.prog.wk.class);
        let obj = self.st.heap.get_mut(r);
        obj.mirror_of = Some(class);
        obj.shared = true;
        let i = class as usize;
        let mirrors = std::rc::Rc::make_mut(&mut self.st.mirrors);
        if mirrors.len() <= i {
            mirrors.resize(i + 1, None);
        }
        mirrors[i] = Some(r);
        r
    }

    /// The class a `java.lang.Class` object stands for.
    pub fn mirrored_class(&self, mirror: ObjRef) -> Option<ClassId> {
        self.st.heap.get(mirror).mirror_of
    }

    // ----- class initialization ---------------------------------------------------------------

    /// Allocates a class's static fields with their default and `ConstantValue` values.
    fn prepare_statics(&mut self, class: ClassId) {
        let i = class as usize;
        self.st.statics.grow(i + 1);
        if !self.st.statics[i].is_empty() {
            return;
        }
        let c = self.prog.class(class).clone();
        let mut values = vec![Value::Int(0); c.static_count as usize];
        for f in c.declared_fields.iter().filter(|f| f.is_static()) {
            values[f.slot as usize] = match &f.constant {
                Some(Constant::Int(v)) => Value::Int(*v),
                Some(Constant::Long(v)) => Value::Long(*v),
                Some(Constant::Float(v)) => Value::Float(*v),
                Some(Constant::Double(v)) => Value::Double(*v),
                Some(Constant::String(units)) => {
                    let id = self.prog.literal(units);
                    Value::Ref(Some(self.intern_literal(id)))
                }
                _ => Value::default_for(f.descriptor.as_bytes()[0]),
            };
        }
        self.st.statics.set(i, values);
    }

    /// Makes sure `class` is initialized before thread `tid` uses it (JVMS 5.5), for natives:
    /// the class and the supertypes it needs are started without scheduling points between
    /// them (see [`Machine::initialization_step`]).
    pub(crate) fn ensure_initialized(&mut self, tid: ThreadId, class: ClassId) -> Result<InitCheck, VmError> {
        let check = self.initialization_step(tid, class)?;
        if let InitCheck::Retry = check {
            if self.st.threads[tid as usize].status == ThreadStatus::Runnable {
                self.continue_supertype_initialization(tid, false)?;
            }
        }
        Ok(check)
    }

    /// The initialization check an instruction makes before it uses `class` (`new`,
    /// `getstatic`, `putstatic`, `invokestatic`): `None` when the class is ready, otherwise how
    /// the thread goes on — it stopped before starting the initialization (a scheduling point,
    /// see [`Machine::initialization_yield`]), blocked, or runs the initializers that were
    /// pushed (and re-executes the instruction after them).
    pub(crate) fn initialize_for_instruction(
        &mut self,
        tid: ThreadId,
        class: ClassId,
    ) -> Result<Option<Flow>, VmError> {
        if self.initialization_yield(tid, class) {
            return Ok(Some(Flow::Stop(Stop::Yield)));
        }
        if let InitCheck::Ready = self.initialization_step(tid, class)? {
            return Ok(None);
        }
        if let ThreadStatus::ClassInit(_) = self.st.threads[tid as usize].status {
            return Ok(Some(Flow::Stop(Stop::Blocked)));
        }
        if let Some(stop) = self.continue_supertype_initialization(tid, true)? {
            return Ok(Some(Flow::Stop(stop)));
        }
        Ok(Some(Flow::Continue))
    }

    /// One step of JVMS 5.5 for `class` in thread `tid`: `Ready` when it is initialized or
    /// being initialized by this thread; otherwise `Retry` after starting the initialization
    /// (see [`Machine::begin_initialization`]), after blocking the thread while another thread
    /// initializes the class, or after throwing `NoClassDefFoundError` for a class whose
    /// initialization failed. A class with nothing to run is marked initialized at once.
    fn initialization_step(&mut self, tid: ThreadId, class: ClassId) -> Result<InitCheck, VmError> {
        match self.st.init_state(class) {
            InitState::Initialized => {
                self.synchronize_with_initialization(tid, class);
                Ok(InitCheck::Ready)
            }
            InitState::InProgress(t) if t == tid => Ok(InitCheck::Ready),
            InitState::InProgress(_) => {
                self.st.threads[tid as usize].status = ThreadStatus::ClassInit(class);
                Ok(InitCheck::Retry)
            }
            InitState::Failed => {
                self.synchronize_with_initialization(tid, class);
                self.throw_could_not_initialize(tid, class)?;
                Ok(InitCheck::Retry)
            }
            InitState::Uninitialized => self.begin_initialization(tid, class),
        }
    }

    /// Thread `tid` uses `class`, whose initialization has ended: if another thread ended it
    /// since this one last used it, the use synchronizes with that end ([`Event::ClassUse`]).
    /// Checked at every use, so the common case (nothing to acquire) reads an empty list, without
    /// writing to the thread.
    fn synchronize_with_initialization(&mut self, tid: ThreadId, class: ClassId) {
        let Some(i) = self.st.threads[tid as usize].classes_to_acquire.iter().position(|&c| c == class) else {
            return;
        };
        self.st.threads[tid as usize].classes_to_acquire.swap_remove(i);
        self.emit(Event::ClassUse { thread: tid, class });
    }

    /// The initialization of `class` by thread `tid` ended (`failed`: by an exception): marks
    /// the class and releases its initialization lock ([`Event::ClassInitEnd`]). Every other
    /// running thread synchronizes with the end at its next use of the class; a thread started
    /// later gets its starter's list ([`Machine::inherit_classes_to_acquire`]), since the start
    /// orders it after whatever its starter knew.
    pub(crate) fn end_initialization(&mut self, tid: ThreadId, class: ClassId, failed: bool) {
        self.st.set_init_state(class, if failed { InitState::Failed } else { InitState::Initialized });
        self.emit(Event::ClassInitEnd { thread: tid, class });
        if self.st.live_threads > 1 && self.initialization_synchronizes(class) {
            for t in 0..self.st.threads.len() {
                let other = &self.st.threads[t];
                if t != tid as usize
                    && !matches!(other.status, ThreadStatus::New | ThreadStatus::Terminated)
                    && !other.classes_to_acquire.contains(&class)
                {
                    self.st.threads[t].classes_to_acquire.push(class);
                }
            }
        }
    }

    /// Whether the end of `class`'s initialization orders anything between threads: only for
    /// the program's own classes. When a JDK class is initialized is the JVM's business (many
    /// are initialized before `main`, the rest at first use), so an edge from its
    /// initialization is one the program cannot count on; and its initializer writes nothing
    /// the program's code can reach (see "Class initialization between threads").
    pub fn initialization_synchronizes(&self, class: ClassId) -> bool {
        self.prog.class(class).origin == weft_classfile::ClassOrigin::Application
    }

    /// A thread `parent` starts begins with the classes `parent` has still to synchronize with
    /// (see [`Machine::end_initialization`]).
    pub(crate) fn inherit_classes_to_acquire(&mut self, parent: ThreadId, child: ThreadId) {
        let pending = self.st.threads[parent as usize].classes_to_acquire.clone();
        self.st.threads[child as usize].classes_to_acquire = pending;
    }

    fn throw_could_not_initialize(&mut self, tid: ThreadId, class: ClassId) -> Result<(), VmError> {
        let name = self.prog.class(class).java_name();
        self.throw_new(tid, "java/lang/NoClassDefFoundError", Some(format!("Could not initialize class {name}")))
    }

    /// Whether thread `tid` stops before it starts initializing `class`, and stops if so (true).
    ///
    /// Taking a class's initialization lock is a synchronization action: another thread that
    /// needs the class in the meantime blocks, and two threads initializing classes in
    /// opposite orders can deadlock. The start of the initialization of a class that some
    /// thread may hold in progress is therefore a scheduling point during exploration, for the
    /// program's own classes. (A class that no thread can hold in progress — no initializer in
    /// it or in a supertype still to be initialized — is marked initialized in one step that
    /// no other thread can tell from not initializing it.) The JDK's classes (and weft's) are
    /// initialized without one: their initializers cannot reach the program's objects, locks
    /// or classes, so no order of the program's operations around the start changes what they
    /// do (see "Class initialization between threads" in docs/design.md).
    pub(crate) fn initialization_yield(&mut self, tid: ThreadId, class: ClassId) -> bool {
        self.config.explore
            && self.st.live_threads > 1
            && self.st.init_state(class) == InitState::Uninitialized
            && self.prog.class(class).origin == weft_classfile::ClassOrigin::Application
            && self.may_be_held_in_progress(class)
            && self.yield_here(tid)
    }

    /// Whether initializing `class` (not yet initialized) holds it in progress in some thread:
    /// it has an initializer, or a supertype that is not initialized yet may.
    fn may_be_held_in_progress(&self, class: ClassId) -> bool {
        self.initializer_of(class).is_some()
            || self
                .supertypes_to_initialize(class)
                .into_iter()
                .any(|s| self.st.init_state(s) != InitState::Initialized && self.may_be_held_in_progress(s))
    }

    /// The `<clinit>` to run for `class`, if any (a native replacement means "nothing to run").
    fn initializer_of(&self, class: ClassId) -> Option<MethodId> {
        self.prog.class(class).clinit.filter(|&m| self.prog.method(m).native.get().is_none())
    }

    /// The supertypes initialized before a class, in the order JVMS 5.5 step 7 initializes them:
    /// the superclass, then the direct superinterfaces that declare default methods. Interfaces
    /// initialize no supertypes.
    pub(crate) fn supertypes_to_initialize(&self, class: ClassId) -> Vec<ClassId> {
        let c = self.prog.class(class);
        if c.is_interface() {
            return Vec::new();
        }
        let with_defaults = |&i: &ClassId| {
            self.prog.class(i).methods.iter().any(|&m| {
                let m = self.prog.method(m);
                !m.is_abstract() && !m.is_static()
            })
        };
        c.super_class.into_iter().chain(c.interfaces.iter().copied().filter(with_defaults)).collect()
    }

    /// Starts initializing `class` in thread `tid` (JVMS 5.5 step 6): marks it in progress by
    /// the thread and pushes its initializer frame; the caller then initializes its supertypes
    /// on top of that frame ([`Machine::continue_supertype_initialization`]), so that they run
    /// first while the class stays in progress. A class without
    /// `<clinit>` whose supertypes still need initializing gets a frame of
    /// `weft.rt.Support.initializeSupertypesOnly` (an empty method) that holds it in progress
    /// until they are done.
    fn begin_initialization(&mut self, tid: ThreadId, class: ClassId) -> Result<InitCheck, VmError> {
        self.prepare_statics(class);
        let supertypes_pending = self.supertypes_to_initialize(class).into_iter().any(|s| !self.supertype_done(tid, s));
        let initializer = match self.initializer_of(class) {
            Some(m) => m,
            None if supertypes_pending => self.supertypes_only_initializer()?,
            None => {
                self.st.set_init_state(class, InitState::Initialized);
                return Ok(InitCheck::Ready);
            }
        };
        self.st.set_init_state(class, InitState::InProgress(tid));
        self.emit(Event::ClassInitBegin { thread: tid, class });
        self.push_frame(tid, initializer, &[], FrameKind::Clinit(class))?;
        Ok(InitCheck::Retry)
    }

    /// Whether supertype `s` needs nothing more before its subtype's initializer runs in `tid`.
    fn supertype_done(&self, tid: ThreadId, s: ClassId) -> bool {
        match self.st.init_state(s) {
            InitState::Initialized => true,
            InitState::InProgress(t) => t == tid,
            InitState::Uninitialized => self.initializer_of(s).is_none() && self.supertypes_to_initialize(s).is_empty(),
            InitState::Failed => false,
        }
    }

    fn supertypes_only_initializer(&mut self) -> Result<MethodId, VmError> {
        let support = self.load("weft/rt/Support")?;
        let key = self.prog.key("initializeSupertypesOnly", "()V");
        self.prog
            .class(support)
            .method_by_key
            .get(&key)
            .copied()
            .ok_or_else(|| VmError::verify("weft.rt.Support without initializeSupertypesOnly()"))
    }

    /// Whether the top frame of thread `tid` is an initializer that has not started: its
    /// class's supertypes may still need initializing.
    pub(crate) fn initializer_not_started(&self, tid: ThreadId) -> bool {
        self.st.threads[tid as usize].frames.last().is_some_and(|f| matches!(f.kind, FrameKind::Clinit(_)) && f.pc == 0)
    }

    /// Goes on with JVMS 5.5 step 7 for the initializer on top of thread `tid`'s stack: starts
    /// the first supertype that is not yet initialized (its frames go on top; when they return,
    /// this runs again), blocks while another thread initializes it, or throws
    /// `NoClassDefFoundError` when its initialization failed (which fails this class too, as its
    /// frame unwinds). Does nothing when the supertypes are done. The start of each supertype's
    /// initialization is a scheduling point like any other (see
    /// [`Machine::initialization_yield`]) when `may_stop` is set; `Stop::Yield` is returned when
    /// the thread stops there, `Stop::Blocked` when it blocks.
    pub(crate) fn continue_supertype_initialization(
        &mut self,
        tid: ThreadId,
        may_stop: bool,
    ) -> Result<Option<Stop>, VmError> {
        let Some(&Frame { kind: FrameKind::Clinit(class), pc: 0, .. }) = self.st.threads[tid as usize].frames.last()
        else {
            return Ok(None);
        };
        for s in self.supertypes_to_initialize(class) {
            match self.st.init_state(s) {
                // Finding a supertype initialized (perhaps after waiting for it) orders its
                // initializer before the subtype's, as the JVM's check of its state does.
                InitState::Initialized => self.synchronize_with_initialization(tid, s),
                InitState::InProgress(t) if t == tid => {}
                InitState::InProgress(_) => {
                    self.st.threads[tid as usize].status = ThreadStatus::ClassInit(s);
                    return Ok(Some(Stop::Blocked));
                }
                InitState::Failed => {
                    self.synchronize_with_initialization(tid, s);
                    self.throw_could_not_initialize(tid, s)?;
                    return Ok(None);
                }
                InitState::Uninitialized => {
                    if may_stop && self.initialization_yield(tid, s) {
                        return Ok(Some(Stop::Yield));
                    }
                    if let InitCheck::Retry = self.begin_initialization(tid, s)? {
                        // Now the supertype's own supertypes, above its frame.
                        return self.continue_supertype_initialization(tid, may_stop);
                    }
                }
            }
        }
        Ok(None)
    }

    // ----- frames -----------------------------------------------------------------------------

    /// Pushes a frame for `method` with `args` (receiver first) on thread `tid`. Arguments are
    /// placed at their JVM local indices (`long`/`double` take two).
    pub(crate) fn push_frame(
        &mut self,
        tid: ThreadId,
        method: MethodId,
        args: &[Value],
        kind: FrameKind,
    ) -> Result<(), VmError> {
        let m = self.prog.method(method).clone();
        let code = m
            .code
            .as_ref()
            .ok_or_else(|| VmError::unsupported(format!("method {} has no code", self.prog.method_name(method))))?;
        let t = &mut self.st.threads[tid as usize];
        let base = t.stack.len();
        for &a in args {
            t.stack.push(a);
            if a.is_wide() {
                t.stack.push(Value::Int(0));
            }
        }
        let locals = code.max_locals as usize;
        if t.stack.len() < base + locals {
            t.stack.resize(base + locals, Value::Int(0));
        }
        t.frames.push(Frame { method, pc: 0, base: base as u32, sync: None, kind, atomic: false });
        Ok(())
    }

    // ----- exceptions -------------------------------------------------------------------------

    /// Throws a new exception of class `class` with a message, as the JVM does for its own
    /// exceptions: the object is constructed by running its `(String)` constructor in a frame
    /// that throws it on return.
    pub fn throw_new(&mut self, tid: ThreadId, class: &str, msg: Option<String>) -> Result<(), VmError> {
        let cid = self.load(class)?;
        let obj = self.alloc_instance(cid);
        let msg = match msg {
            Some(m) => Value::Ref(Some(self.new_string(&m))),
            None => Value::NULL,
        };
        self.construct_and_throw(tid, cid, obj, "(Ljava/lang/String;)V", &[Value::Ref(Some(obj)), msg])
    }

    /// Runs constructor `desc` of `obj` and then throws it.
    pub(crate) fn construct_and_throw(
        &mut self,
        tid: ThreadId,
        cid: ClassId,
        obj: ObjRef,
        desc: &str,
        args: &[Value],
    ) -> Result<(), VmError> {
        let key = self.prog.key("<init>", desc);
        let ctor = self.prog.class(cid).method_by_key.get(&key).copied().ok_or_else(|| {
            VmError::unsupported(format!("{} has no constructor {desc}", self.prog.class(cid).java_name()))
        })?;
        self.push_frame(tid, ctor, args, FrameKind::ThrowOnReturn(obj))?;
        self.ensure_initialized(tid, cid)?;
        Ok(())
    }

    /// Throws `exc` in thread `tid`: unwinds to the nearest handler, releasing monitors of
    /// `synchronized` frames and finishing class initializers as failed.
    pub(crate) fn throw(&mut self, tid: ThreadId, exc: ObjRef) -> Result<Flow, VmError> {
        let exc_class = self.st.heap.get(exc).class;
        loop {
            let Some(frame) = self.st.threads[tid as usize].frames.last().cloned() else {
                // The exception escaped the initializers run for the thread's entry call (the
                // main class's `<clinit>` failed before `main` began): the call is not made, and
                // the thread dies of it as of an exception out of `main`.
                if self.st.threads[tid as usize].pending_call.take().is_some() {
                    return self.uncaught(tid, exc);
                }
                return Ok(Flow::Continue);
            };
            let method = self.prog.method(frame.method).clone();
            if let Some(code) = &method.code {
                for h in &code.handlers {
                    if frame.pc >= h.start && frame.pc < h.end {
                        let catches = match &h.catch {
                            None => true,
                            Some(name) => {
                                let c = self.load(name)?;
                                self.prog.is_subtype(exc_class, c)
                            }
                        };
                        if catches {
                            let t = &mut self.st.threads[tid as usize];
                            t.overflowing = false;
                            let f = t.frames.last_mut().expect("frame");
                            f.pc = h.target;
                            let sp = f.base as usize + code.max_locals as usize;
                            t.stack.truncate(sp);
                            t.stack.push(Value::Ref(Some(exc)));
                            return Ok(Flow::Continue);
                        }
                    }
                }
            }
            // No handler here: pop the frame.
            self.pop_frame(tid)?;
            match frame.kind {
                FrameKind::Clinit(class) => {
                    self.end_initialization(tid, class, true);
                    let error = self.load("java/lang/Error")?;
                    if !self.prog.is_subtype(exc_class, error) {
                        let eiie = self.load("java/lang/ExceptionInInitializerError")?;
                        let obj = self.alloc_instance(eiie);
                        self.construct_and_throw(
                            tid,
                            eiie,
                            obj,
                            "(Ljava/lang/Throwable;)V",
                            &[Value::Ref(Some(obj)), Value::Ref(Some(exc))],
                        )?;
                        return Ok(Flow::Continue);
                    }
                }
                FrameKind::ThreadBase => return self.uncaught(tid, exc),
                FrameKind::UncaughtHandler => return Ok(Flow::Stop(self.terminate_thread(tid))),
                FrameKind::Normal | FrameKind::ThrowOnReturn(_) => {}
            }
        }
    }

    /// Removes the top frame and its values, releasing its `synchronized` monitor.
    pub(crate) fn pop_frame(&mut self, tid: ThreadId) -> Result<Option<Frame>, VmError> {
        let t = &mut self.st.threads[tid as usize];
        let Some(frame) = t.frames.pop() else {
            return Ok(None);
        };
        // Under the JMM, a constructor's end freezes its object's final fields.
        let receiver = if self.st.jmm.as_ref().is_some_and(|p| p.is_constructing()) {
            t.stack.get(frame.base as usize).copied()
        } else {
            None
        };
        t.stack.truncate(frame.base as usize);
        if let Some(receiver) = receiver {
            self.jmm_frame_exit(tid, frame.method, frame.pc, receiver);
        }
        if let Some(obj) = frame.sync {
            self.monitor_exit(tid, obj, Some(frame.method)).ok();
        }
        if frame.atomic {
            self.emit(Event::AtomicEnd { thread: tid, site: weft_events::Site { method: frame.method, pc: frame.pc } });
        }
        Ok(Some(frame))
    }

    /// An exception escaped a thread's bottom frame: record it and run the thread's
    /// `dispatchUncaughtException`, which prints the report as the JDK does.
    fn uncaught(&mut self, tid: ThreadId, exc: ObjRef) -> Result<Flow, VmError> {
        let handled = self.uncaught_handler_installed(tid)?;
        let t = &mut self.st.threads[tid as usize];
        t.uncaught = Some(exc);
        t.uncaught_handled = handled;
        let thread_obj = t.object;
        let thread_class = self.st.heap.get(thread_obj).class;
        let key = self.prog.key("dispatchUncaughtException", "(Ljava/lang/Throwable;)V");
        match self.prog.resolve_method(thread_class, key) {
            Some(m) => {
                self.push_frame(
                    tid,
                    m,
                    &[Value::Ref(Some(thread_obj)), Value::Ref(Some(exc))],
                    FrameKind::UncaughtHandler,
                )?;
                Ok(Flow::Continue)
            }
            None => Ok(Flow::Stop(self.terminate_thread(tid))),
        }
    }

    /// Whether an exception escaping thread `tid` goes to a handler of the program's rather than
    /// to the JDK's printing: the thread's own handler, the default handler, or a thread group
    /// whose class overrides `uncaughtException`.
    fn uncaught_handler_installed(&mut self, tid: ThreadId) -> Result<bool, VmError> {
        let thread_obj = self.st.threads[tid as usize].object;
        let set = |v: Option<Value>| matches!(v, Some(Value::Ref(Some(_))));
        if set(self.get_field_named(thread_obj, "uncaughtExceptionHandler")) {
            return Ok(true);
        }
        let thread_class = self.load("java/lang/Thread")?;
        if set(self.get_static_named(thread_class, "defaultUncaughtExceptionHandler")) {
            return Ok(true);
        }
        let Some(Value::Ref(Some(group))) = self.get_field_named(thread_obj, "group") else {
            return Ok(false);
        };
        let group_class = self.st.heap.get(group).class;
        let key = self.prog.key("uncaughtException", "(Ljava/lang/Thread;Ljava/lang/Throwable;)V");
        let thread_group = self.load("java/lang/ThreadGroup")?;
        Ok(self.prog.resolve_method(group_class, key).is_some_and(|m| self.prog.method(m).class != thread_group))
    }

    /// Ends thread `tid`: wakes joiners (they re-check), releases nothing else (a terminating
    /// thread holds no monitors: every synchronized frame was popped).
    pub(crate) fn terminate_thread(&mut self, tid: ThreadId) -> Stop {
        let t = &mut self.st.threads[tid as usize];
        if t.status != ThreadStatus::Terminated {
            t.status = ThreadStatus::Terminated;
            t.frames.clear();
            t.stack.clear();
            // What only the thread's own next steps consult is forgotten, so that states that
            // differ only in how an ended thread got there match: the park permit (only the
            // thread parks on it; an unpark of an ended thread leaves it alone), the
            // scheduling-point and operation flags (read only when the thread runs) and an
            // unmatched atomic section (it stops only the thread's own switches), and the count of
            // identity hashes it handed out (its own next hash). The interrupt status stays:
            // `isInterrupted()` of an ended thread still shows it.
            t.permit = false;
            t.hashes_assigned = 0;
            t.at_scheduling_point = false;
            t.in_library_op = false;
            t.no_switch_depth = 0;
            self.st.live_threads -= 1;
            self.emit(Event::ThreadEnd { thread: tid });
        }
        Stop::Terminated
    }

    // ----- monitors ---------------------------------------------------------------------------

    /// The monitor thread `tid` acquires before it next synchronizes or touches memory in any
    /// other way, when the machine state says so: the thread waits to enter it, waits in its
    /// `wait()` or waits to reacquire it after one; or it is runnable and the instruction it
    /// executes next enters it — a `monitorenter`, a call of a synchronized instance method with
    /// Java code, or one of a static one whose class is initialized and has no initialization
    /// for the thread to synchronize with — on a non-null object it does not hold already. For
    /// such a call nothing happens before the acquisition that other threads can see: the
    /// receiver is non-null and the target resolves from its class, and the method, having
    /// code, runs nothing native first. (A blocked attempt leaves the thread blocked on the same monitor.) The race check
    /// names such a thread's happens-before set joined with the monitor's (docs/design.md,
    /// "Threads that acquire first").
    pub fn monitor_acquired_first(&self, tid: ThreadId) -> Option<ObjRef> {
        let t = self.st.threads.get(tid as usize)?;
        match t.status {
            ThreadStatus::Blocked(o)
            | ThreadStatus::Waiting { monitor: o, .. }
            | ThreadStatus::Reacquiring { monitor: o, .. } => return Some(o),
            ThreadStatus::Runnable if t.pending_call.is_none() && !t.failing_weak_cas => {}
            _ => return None,
        }
        let f = t.frames.last()?;
        let insn = self.prog.method(f.method).code.as_ref()?.insns.get(f.pc as usize)?.get();
        let receiver = |args: usize| match t.stack.len().checked_sub(args).and_then(|i| t.stack.get(i)) {
            Some(Value::Ref(Some(o))) => Some(*o),
            _ => None,
        };
        let synchronized_code = |m: MethodId, is_static: bool| {
            let m = self.prog.method(m);
            m.is_synchronized() && m.is_static() == is_static && m.native.get().is_none() && m.code.is_some()
        };
        let object = match insn {
            crate::insn::Insn::MonitorEnter => receiver(1)?,
            crate::insn::Insn::InvokeExactQ(m) => {
                receiver(self.prog.method(m).arg_count as usize).filter(|_| synchronized_code(m, false))?
            }
            crate::insn::Insn::InvokeVirtualQ { key, args, .. } => {
                let o = receiver(args as usize)?;
                let m = self.prog.class(self.st.heap.get(o).class).vtable.get(&key).copied()?;
                synchronized_code(m, false).then_some(o)?
            }
            // A static synchronized method locks its class's mirror, once the class needs
            // nothing before the call: initialized, and no initialization to synchronize with.
            crate::insn::Insn::InvokeStaticQ(m) => {
                let class = self.prog.method(m).class;
                let ready =
                    self.st.init_state(class) == InitState::Initialized && !t.classes_to_acquire.contains(&class);
                if !(ready && synchronized_code(m, true)) {
                    return None;
                }
                (*self.st.mirrors.get(class as usize)?)?
            }
            _ => return None,
        };
        let held = self.st.monitors.get(&object).is_some_and(|m| m.owner.is_some_and(|o| o == tid));
        (!held).then_some(object)
    }

    /// Tries to acquire `obj`'s monitor; on contention the thread becomes blocked.
    pub(crate) fn monitor_enter(&mut self, tid: ThreadId, obj: ObjRef, method: MethodId, pc: u32) -> bool {
        let m = self.st.monitors.entry(obj).or_default();
        match m.owner {
            None => {
                m.owner = Some(tid);
                m.count = 1;
                self.emit(Event::MonitorEnter {
                    thread: tid,
                    object: obj.0.get(),
                    site: weft_events::Site { method, pc },
                });
                true
            }
            Some(o) if o == tid => {
                m.count += 1;
                true
            }
            Some(_) => {
                self.st.threads[tid as usize].status = ThreadStatus::Blocked(obj);
                false
            }
        }
    }

    /// Releases one level of `obj`'s monitor. `Err` when the thread does not own it.
    pub(crate) fn monitor_exit(&mut self, tid: ThreadId, obj: ObjRef, method: Option<MethodId>) -> Result<(), ()> {
        let Some(m) = self.st.monitors.get_mut(&obj) else {
            return Err(());
        };
        if m.owner != Some(tid) {
            return Err(());
        }
        m.count -= 1;
        if m.count == 0 {
            m.owner = None;
            if m.waiters.is_empty() {
                self.st.monitors.remove(&obj);
            }
            self.emit(Event::MonitorExit {
                thread: tid,
                object: obj.0.get(),
                site: weft_events::Site { method: method.unwrap_or(u32::MAX), pc: 0 },
            });
        }
        Ok(())
    }

    /// Checks the limits of [`Config::deadline`] and [`Config::memory_limit`] now and then (every
    /// few thousand interpreter slices: a slice ends at a call, a slow instruction or a batch of
    /// loop iterations, so this is well under a millisecond apart).
    /// Checks `--time-limit` and `--memory-limit` every [`SLICES_PER_LIMIT_CHECK`] interpreter
    /// slices (a long loop's slice asks for the check at once: see `execute`).
    pub(crate) fn check_limits(&mut self) -> Result<(), VmError> {
        self.slices_since_limit_check += 1;
        // (Also after a few megabytes of arrays, which a handful of slices can allocate.)
        if self.slices_since_limit_check < SLICES_PER_LIMIT_CHECK
            && self.st.heap.elements_since_limit_check < ELEMENTS_PER_LIMIT_CHECK
        {
            return Ok(());
        }
        self.slices_since_limit_check = 0;
        self.st.heap.elements_since_limit_check = 0;
        if self.config.deadline.is_some_and(|d| std::time::Instant::now() >= d) {
            return Err(VmError::LimitReached(Limit::Time));
        }
        if let Some(limit) = self.config.memory_limit {
            if resident_memory() >= limit {
                return Err(VmError::LimitReached(Limit::Memory));
            }
        }
        Ok(())
    }

    /// Whether the monitor of `obj` is free or held by `tid`.
    pub fn monitor_available(&self, obj: ObjRef, tid: ThreadId) -> bool {
        match self.st.monitors.get(&obj) {
            None => true,
            Some(m) => m.owner.is_none() || m.owner == Some(tid),
        }
    }

    // ----- threads ----------------------------------------------------------------------------

    /// Creates a machine thread for a `java.lang.Thread` object, in state `New`.
    pub fn new_thread(&mut self, object: ObjRef) -> ThreadId {
        let id = self.st.threads.len() as ThreadId;
        self.st.threads.push(Thread {
            id,
            object,
            status: ThreadStatus::New,
            frames: Vec::new(),
            stack: Vec::with_capacity(256),
            interrupted: false,
            permit: false,
            overflowing: false,
            daemon: false,
            at_scheduling_point: false,
            failing_weak_cas: false,
            in_library_op: false,
            no_switch_depth: 0,
            hashes_assigned: 0,
            pending_call: None,
            classes_to_acquire: Vec::new(),
            diverged_at: None,
            uncaught: None,
            uncaught_handled: false,
        });
        id
    }

    /// Called when the last non-daemon thread has ended. If the program registered shutdown
    /// hooks and shutdown has not begun, starts a thread (the JVM's `DestroyJavaVM`) that starts
    /// the hooks and waits for them (`Runtime.shutdown`, JDK 17's `Shutdown.shutdown`: under the
    /// monitor of `java.lang.Shutdown.class`, so a hook that calls `System.exit` blocks forever),
    /// and returns true: the program ends when they have. During exploration the same thread
    /// also ends a program whose daemon threads
    /// are still alive: it halts the program (`Runtime.endProgram`, after the hooks) at a
    /// moment of the scheduler's choosing, so the daemon threads may run in between, as they
    /// do in the JVM until it exits. Otherwise returns false and the program ends now.
    pub fn begin_shutdown(&mut self) -> Result<bool, VmError> {
        let daemons_alive = self.config.explore
            && self
                .st
                .threads
                .iter()
                .any(|t| t.daemon && !matches!(t.status, ThreadStatus::Terminated | ThreadStatus::New));
        let runtime = match self.prog.loaded("java/lang/Runtime") {
            Some(r) => r,
            None if daemons_alive => self.load("java/lang/Runtime")?,
            None => return Ok(false),
        };
        // The model's list of hooks: null while none was added, an empty one once shutdown has
        // begun.
        let hooks_to_run = match self.get_static_named(runtime, "shutdownHooks") {
            Some(Value::Ref(Some(hooks))) => !matches!(self.get_field_named(hooks, "size"), Some(Value::Int(0))),
            _ => false,
        };
        let (name, descriptor, args) = if daemons_alive {
            let main_failed = self.st.threads.first().is_some_and(|t| t.uncaught.is_some());
            ("endProgram", "(I)V", vec![Value::Int(main_failed as i32)])
        } else if hooks_to_run {
            ("shutdown", "()V", Vec::new())
        } else {
            return Ok(false);
        };
        let key = self.prog.key(name, descriptor);
        let Some(&method) = self.prog.class(runtime).method_by_key.get(&key) else {
            return Err(VmError::verify(format!("java.lang.Runtime model without {name}{descriptor}")));
        };
        let thread_class = self.load("java/lang/Thread")?;
        let object = self.alloc_instance(thread_class);
        let thread_name = self.new_string("DestroyJavaVM");
        self.set_field_named(object, "name", Value::Ref(Some(thread_name)));
        self.set_field_named(object, "priority", Value::Int(5));
        if let Some(group) = self.st.threads.first().and_then(|t| self.get_field_named(t.object, "group")) {
            self.set_field_named(object, "group", group);
        }
        let tid = self.new_thread(object);
        let t = &mut self.st.threads[tid as usize];
        t.status = ThreadStatus::Runnable;
        t.pending_call = Some((method, args));
        self.st.live_threads += 1;
        Ok(true)
    }

    /// Whether a spurious wakeup of the blocking call thread `tid` makes now is explored, and if
    /// so which: `None` when it is not (spurious wakeups off, or the call does not come from the
    /// program's own code), otherwise the supplied choice (`Some(true)`: wake up spuriously) or,
    /// when none is supplied yet, a request for it ([`SpuriousWakeup::Ask`]).
    ///
    /// Only calls from the program's code are given the choice. `caller_skip` names the class
    /// whose frames lie between the program and the native (`java/lang/Object` for `wait()`,
    /// `java/util/concurrent/locks/LockSupport` for `park`). The JDK's own callers of `wait` and
    /// `park` are written against the same specification and re-check their condition in a
    /// loop (`AbstractQueuedSynchronizer`, `FutureTask`, `CompletableFuture`...): a spurious
    /// return there only leads back to the same wait in the same state, so exploring it would
    /// add states and no behaviour (docs/design.md, "Spurious wakeups").
    pub(crate) fn spurious_wakeup(&mut self, tid: ThreadId, caller_skip: &str) -> SpuriousWakeup {
        if !self.config.spurious_wakeups {
            return SpuriousWakeup::NotExplored;
        }
        let caller = self.st.threads[tid as usize]
            .frames
            .iter()
            .rev()
            .map(|f| self.prog.method(f.method).class)
            .find(|&c| &*self.prog.class(c).name != caller_skip);
        if !caller.is_some_and(|c| self.prog.class(c).origin == weft_classfile::ClassOrigin::Application) {
            return SpuriousWakeup::NotExplored;
        }
        self.spurious_choice()
    }

    /// Whether a spurious failure of the weak compare-and-set thread `tid` is about to make is
    /// explored, and if so which, as [`Machine::spurious_wakeup`] answers for wakeups (the same
    /// setting turns both on). Only the program's own calls are given the choice: a
    /// `VarHandle.weakCompareAndSet*` in its code, or a `weakCompareAndSet*` method of the
    /// library (`AtomicInteger.weakCompareAndSetPlain`) it called. The JDK's own weak
    /// compare-and-sets (`LongAdder`'s) retry in loops written for spurious failures: a
    /// failure there only leads back to the same attempt.
    pub(crate) fn spurious_cas_failure(&mut self, tid: ThreadId) -> SpuriousWakeup {
        if !self.config.spurious_wakeups {
            return SpuriousWakeup::NotExplored;
        }
        let frames = &self.st.threads[tid as usize].frames;
        let program_calls = match frames.as_slice() {
            [.., caller, top] if !self.is_user_method(top.method) => {
                self.prog.method(top.method).name.starts_with("weakCompareAndSet") && self.is_user_method(caller.method)
            }
            [.., top] => self.is_user_method(top.method),
            [] => false,
        };
        if !program_calls {
            return SpuriousWakeup::NotExplored;
        }
        self.spurious_choice()
    }

    /// The supplied value of a spurious wakeup's (or failure's) choice, or a request for it.
    fn spurious_choice(&mut self) -> SpuriousWakeup {
        match self.take_choice() {
            Some(v) => SpuriousWakeup::Chosen(v == SPURIOUS_WAKEUP),
            None => SpuriousWakeup::Ask,
        }
    }

    /// The machine thread of a `java.lang.Thread` object.
    pub fn thread_of(&self, object: ObjRef) -> Option<ThreadId> {
        self.st.threads.iter().find(|t| t.object == object).map(|t| t.id)
    }

    /// Whether thread `tid` can run now. Blocked threads become runnable when what they wait
    /// for is available; timed waits also end when the virtual clock passes their deadline.
    pub fn is_enabled(&self, tid: ThreadId) -> bool {
        // Exploration abstracts time away: every timed wait may end at any moment.
        let now = if self.config.timeless { i64::MAX } else { self.st.clock_nanos };
        self.enabled_at(tid, now)
    }

    /// When an enabled thread would run in the JVM, were time to pass only while no thread
    /// can run: now (the clock) if it can run without a time-out, else the deadline of its
    /// timed wait, sleep or join. `None` if it is not enabled. (The search explores every
    /// order all the same; it tries first what would happen first, so that its first paths are
    /// the likely ones.)
    pub fn wake_time(&self, tid: ThreadId) -> Option<i64> {
        let now = self.st.clock_nanos;
        if self.enabled_at(tid, now) {
            return Some(now);
        }
        if !self.is_enabled(tid) {
            return None;
        }
        match self.st.threads[tid as usize].status {
            ThreadStatus::Sleeping { until } => Some(until),
            ThreadStatus::Waiting { until, .. }
            | ThreadStatus::Joining { until, .. }
            | ThreadStatus::Parked { until } => until,
            _ => Some(now),
        }
    }

    /// Whether a thread can run if the clock reads `now`.
    #[inline]
    fn enabled_at(&self, tid: ThreadId, now: i64) -> bool {
        let t = &self.st.threads[tid as usize];
        match t.status {
            ThreadStatus::Runnable => true,
            ThreadStatus::New | ThreadStatus::Terminated | ThreadStatus::Diverged => false,
            ThreadStatus::Blocked(obj) | ThreadStatus::Reacquiring { monitor: obj, .. } => {
                self.monitor_available(obj, tid)
            }
            ThreadStatus::Waiting { until, .. } => t.interrupted || until.is_some_and(|u| u <= now),
            ThreadStatus::Joining { thread, until } => {
                t.interrupted
                    || self.st.threads[thread as usize].status == ThreadStatus::Terminated
                    || until.is_some_and(|u| u <= now)
            }
            ThreadStatus::ClassInit(c) => !matches!(self.st.init_state(c), InitState::InProgress(_)),
            ThreadStatus::Sleeping { until } => t.interrupted || until <= now,
            ThreadStatus::Parked { until } => t.permit || t.interrupted || until.is_some_and(|u| u <= now),
        }
    }

    /// The earliest deadline of a timed wait, sleep or join, if any thread has one.
    pub fn next_deadline(&self) -> Option<i64> {
        self.st
            .threads
            .iter()
            .filter_map(|t| match t.status {
                ThreadStatus::Sleeping { until } => Some(until),
                ThreadStatus::Waiting { until, .. }
                | ThreadStatus::Joining { until, .. }
                | ThreadStatus::Parked { until } => until,
                _ => None,
            })
            .min()
    }

    /// The canonical number the last [`Machine::fingerprint`] gave an object, if it reached it.
    pub fn canonical_id(&self, r: ObjRef) -> Option<u32> {
        self.fp_scratch.canonical_id(r)
    }

    /// The object the last [`Machine::fingerprint`] numbered `id`, if any.
    pub fn canonical_object(&self, id: u32) -> Option<ObjRef> {
        self.fp_scratch.canonical_object(id)
    }

    /// Supplies the value of the nondeterministic choice thread `tid` stopped at.
    pub fn supply_choice(&mut self, value: u32) {
        self.choice_value = Some(value);
    }

    /// Takes the supplied choice value, or asks for one (`None`).
    pub fn take_choice(&mut self) -> Option<u32> {
        self.choice_value.take()
    }

    /// Whether the running thread's clock read is the program's own: the innermost frame that
    /// is not a time API's (`Instant.now()`, `new Date()`, `Clock.millis()` read the clock
    /// for their caller) is the program's. A read the JDK makes for itself (a pool's keep-alive
    /// deadline) is not.
    fn program_asked_clock(&self) -> bool {
        let Some(thread) = self.st.threads.get(self.running as usize) else {
            return false;
        };
        thread
            .frames
            .iter()
            .rev()
            .find(|f| !is_clock_api_class(&self.prog.class(self.prog.method(f.method).class).name))
            .is_some_and(|f| self.is_user_method(f.method))
    }

    /// Reads the virtual clock; each read moves it forward a microsecond so that busy-waiting
    /// on the clock terminates. When time is abstract (exploration), only a thread that has
    /// looped a while in the current transition — busy-waiting — moves it: otherwise reading
    /// the clock would make every retry of a timed operation a new state (the clock moves at
    /// time-outs instead, see `Machine::time_out`).
    pub fn read_clock(&mut self) -> i64 {
        // (Only exploration asks; `weft run`, whose clock moves, may call this in a hot loop.)
        if self.config.timeless && !self.step.program_read_clock {
            self.step.program_read_clock = self.program_asked_clock();
        }
        self.step.read_beyond_local |= self.step.probed;
        if !self.config.timeless || self.step.loop_iterations >= BUSY_WAIT_ITERATIONS {
            self.st.clock_nanos += 1_000;
        }
        self.st.clock_nanos
    }
}

/// Whether a class only answers the caller's question "what time is it" (`java.time`, `Date`,
/// the calendars, `System`'s and `VM`'s clock natives): a clock read made in it is made for
/// whoever called it.
fn is_clock_api_class(name: &str) -> bool {
    name.starts_with("java/time/")
        || name.starts_with("sun/util/calendar/")
        || matches!(
            name,
            "java/lang/System"
                | "jdk/internal/misc/VM"
                | "java/util/Date"
                | "java/util/Calendar"
                | "java/util/GregorianCalendar"
        )
}

/// A positive, non-zero `int` from a 64-bit seed, spread like the JVM's identity hashes (the
/// finalizer of SplitMix64), reproducible from run to run.
fn spread_hash(seed: u64) -> i32 {
    let mut x = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^= x >> 31;
    ((x >> 33) as i32).max(1)
}

/// The identity hash code of the `java.lang.Class` mirror of the class with internal name
/// `name`: a function of the name alone (FNV-1a, spread), so that it is the same whichever thread
/// asks first, and needs no state.
fn class_mirror_hash(name: &str) -> i32 {
    let fnv = name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3));
    spread_hash(fnv)
}

/// The slot of [`RepeatedAccesses::writes`] a location goes to, or with the sites of a read, of
/// [`RepeatedAccesses::reads`].
fn repeat_slot(location: Location, sites: Option<(Site, Site)>) -> usize {
    let (a, b) = match location {
        Location::Field { object, field } => (object, field),
        Location::Static { field } => (u32::MAX, field),
        Location::Element { array, index } => (array, index),
    };
    let mut key = u64::from(a) << 32 | u64::from(b);
    if let Some((site, via)) = sites {
        for s in [site, via] {
            key = (key ^ (u64::from(s.method) << 32 | u64::from(s.pc))).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        }
    }
    let h = key.wrapping_mul(0x9E37_79B9_7F4A_7C15);
    (h >> 58) as usize % REPEAT_SLOTS
}
