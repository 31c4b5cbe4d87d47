//! Dynamic partial-order reduction (`--por dpor`, the default of `weft check`).
//!
//! **Algorithm.** Flanagan and Godefroid's dynamic partial-order reduction ("Dynamic
//! partial-order reduction for model checking software", POPL 2005) made sound with state
//! matching as Yang, Chen, Gopalakrishnan and Kirby do ("Efficient stateful dynamic partial order
//! reduction", SPIN 2008), with the cycle proviso of stateful partial-order reduction.
//!
//! * The search is depth-first over a stack of *frames*, one per stored state on the current
//!   path. Each frame keeps a *backtrack set* (the alternatives still to explore from it) and a
//!   *done set*. A new frame starts with one enabled thread (the one that ran last, if it can go
//!   on), or with every value of a pending `Verify` choice (data choices are always explored in
//!   full).
//! * Every transition's *footprint* ([`Footprint::of`]) is computed from the events it emitted:
//!   the keys it reads and writes (see [`Key`]). Two transitions of different threads are
//!   *dependent* when they touch a common key and one writes it. Each thread also reads its own
//!   control key (so an interrupt, an unpark or a start of it is dependent with its steps) and
//!   the global key (written by class initialization, dependent with everything).
//! * Happens-before along the path is tracked with vector clocks over path positions: a
//!   transition's clock joins its thread's clock and the clocks of the earlier transitions it
//!   depends on. When transition `t` of thread `p` depends on an earlier transition `e` of another
//!   thread that does not happen before `p`'s current point, the two race: `p` is added to the
//!   backtrack set of the state before `e` (all its enabled threads if `p` cannot run there), so
//!   the other order is explored. Unlike the original algorithm, every such race adds a
//!   backtrack point, not only the last one: a superset, which is still sound. When `e` takes a
//!   value (a `Verify` value or a read-from choice under the JMM), the state before it offers
//!   only values, and the point goes to the state before the step that stopped for the choice
//!   ([`Dpor::race_frame`]).
//! * **State matching.** A state reached before is not explored again, but what would have been
//!   explored below it may race with the current path. Every frame accumulates what each thread
//!   did below it (which keys it read and wrote); when the frame is popped, that *summary* is
//!   stored with objects named by their canonical numbers in the state (the numbering of the
//!   state fingerprint, the same on every path to the state); equal summaries are kept once, in
//!   sorted form (most summaries popped were kept before, and are found by a hash of their
//!   entries without sorting: [`Dpor::keep_renamed`]). At a match, the summary is renamed
//!   to the current path's objects and checked as if its steps ran right after the path: against
//!   the path's last conflicting accesses of each key, as an executed transition is; a thread of
//!   the summary that conflicts with one of another thread that does not happen before the
//!   thread's current point gets a backtrack point there.
//! * **Cycles.** When a transition reaches a state still on the stack, what the search will do
//!   below it is known only in part: the frames from that state to the top are expanded in full
//!   (the stack proviso; without it a thread could be postponed forever around the cycle and the
//!   states only it leads to never reached), and the frame records the lowest frame it reached
//!   (Tarjan's *lowlink*). A frame popped while it reaches a state below it on the stack keeps
//!   an *incomplete* summary (a strongly connected part of the state graph) that waits for the
//!   lowest such state; [`Dpor::flatten`] adds what was below that state, without object names
//!   (a key of every object), once it is popped. A match of it before then checks the known
//!   part and expands from the state it waits for.
//!
//! The soundness argument, with what counts as dependent for every kind of operation (blocking,
//! `wait`/`notify`, timed operations, `Verify` choices, class initialization) is in
//! `docs/design.md`, "Partial-order reduction". `tests/por_equivalence.rs` compares the
//! violations of `--por dpor` with those of `--por none` on every corpus program.

use std::rc::Rc;

use rustc_hash::FxHashMap;
use std::collections::hash_map::Entry as MapEntry;
use weft_classfile::ClassOrigin;
use weft_events::{ClassId, Event, FieldId, Location, Resource, Site, ThreadId};
use weft_vm::fingerprint::Fingerprint;
use weft_vm::interp::is_cache_field;
use weft_vm::state::ThreadStatus;
use weft_vm::value::ObjRef;
use weft_vm::{Machine, Stop, VmError};

use crate::race::{HOp, Relevance};
use crate::{After, Choice, Node, Search};

/// Which partial-order reduction the depth-first search applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Por {
    /// Every interleaving of scheduling points is explored.
    None,
    /// Dynamic partial-order reduction (the default).
    #[default]
    Dpor,
}

impl Por {
    /// Parses `none` or `dpor`.
    pub fn parse(s: &str) -> Result<Por, String> {
        match s {
            "none" => Ok(Por::None),
            "dpor" => Ok(Por::Dpor),
            other => Err(format!("unknown reduction {other:?}: the reductions are none, dpor")),
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Por::None => "none",
            Por::Dpor => "dpor",
        }
    }
}

/// What a transition touches, exactly, on one path (object numbers are stable along a path).
///
/// Packed in one word: a kind (the top 4 bits), a number (the next 32: the object, thread,
/// class, static field or resource) and a second number for fields and array elements (the low
/// 28: the field, or the index). The reduction does little with keys but hash, compare and sort
/// them, which packed is one integer operation each. A field or index past the low part's range
/// shares the last value with every larger one: one key for several locations only adds
/// dependencies.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Key(u64);

/// The kinds of keys; the first six are about an object.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum KeyKind {
    Field,
    Element,
    /// Acquiring the monitor of an object (and trying to: a blocked attempt).
    Monitor,
    /// Releasing the monitor of an object: it orders the next acquisition after it, but never
    /// races with it (only the holder can release, so the two are never both enabled).
    MonitorRelease,
    /// The wait set of an object's monitor (`wait`, `notify`, a timed wait that times out).
    WaitSet,
    /// The identity hash code in an object's header: written by the request that assigns it,
    /// read by every later one.
    Header,
    Static,
    /// What a thread does next: its start, end, interrupt status and park permit.
    ThreadControl,
    /// What other threads can see of a thread (`getState`, `isAlive`, `isInterrupted`): written
    /// by every transition that changes it, whichever thread runs it (the start, the thread's
    /// own blocking and waking, a `notify` that moves it from waiting to blocked, an
    /// interrupt), read by every query.
    ThreadState,
    /// VM-wide state no Java location names.
    Internal,
    /// The initialization of one JDK class (see [`Footprint::of`]).
    ClassInit,
    /// The initialization of a program class: dependent with every step of every other thread.
    Global,
}

const KEY_LOW_BITS: u32 = 28;
const KEY_LOW_MAX: u32 = (1 << KEY_LOW_BITS) - 1;
const KEY_KINDS: [KeyKind; 12] = [
    KeyKind::Field,
    KeyKind::Element,
    KeyKind::Monitor,
    KeyKind::MonitorRelease,
    KeyKind::WaitSet,
    KeyKind::Header,
    KeyKind::Static,
    KeyKind::ThreadControl,
    KeyKind::ThreadState,
    KeyKind::Internal,
    KeyKind::ClassInit,
    KeyKind::Global,
];

impl Key {
    const fn new(kind: KeyKind, number: u32, low: u32) -> Key {
        let low = if low > KEY_LOW_MAX { KEY_LOW_MAX } else { low };
        Key((kind as u64) << 60 | (number as u64) << KEY_LOW_BITS | low as u64)
    }
    pub fn field(object: u32, field: FieldId) -> Key {
        Key::new(KeyKind::Field, object, field)
    }
    pub fn element(array: u32, index: u32) -> Key {
        Key::new(KeyKind::Element, array, index)
    }
    pub fn static_field(field: FieldId) -> Key {
        Key::new(KeyKind::Static, field, 0)
    }
    pub fn monitor(object: u32) -> Key {
        Key::new(KeyKind::Monitor, object, 0)
    }
    pub fn monitor_release(object: u32) -> Key {
        Key::new(KeyKind::MonitorRelease, object, 0)
    }
    pub fn wait_set(object: u32) -> Key {
        Key::new(KeyKind::WaitSet, object, 0)
    }
    pub fn header(object: u32) -> Key {
        Key::new(KeyKind::Header, object, 0)
    }
    pub const fn thread_control(thread: ThreadId) -> Key {
        Key::new(KeyKind::ThreadControl, thread, 0)
    }
    pub const fn thread_state(thread: ThreadId) -> Key {
        Key::new(KeyKind::ThreadState, thread, 0)
    }
    fn internal(resource: Resource) -> Key {
        Key::new(KeyKind::Internal, resource_number(resource) as u32, 0)
    }
    pub fn class_init(class: ClassId) -> Key {
        Key::new(KeyKind::ClassInit, class, 0)
    }
    pub const GLOBAL: Key = Key::new(KeyKind::Global, 0, 0);

    fn kind(self) -> KeyKind {
        KEY_KINDS[(self.0 >> 60) as usize]
    }
    fn number(self) -> u32 {
        (self.0 >> KEY_LOW_BITS) as u32
    }

    /// The thread whose control key this is, if it is one.
    fn thread(self) -> Option<ThreadId> {
        (self.kind() == KeyKind::ThreadControl).then(|| self.number())
    }
}

impl std::fmt::Debug for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let low = self.0 as u32 & KEY_LOW_MAX;
        match self.kind() {
            KeyKind::Field | KeyKind::Element => write!(f, "{:?}({}, {low})", self.kind(), self.number()),
            KeyKind::Global => write!(f, "Global"),
            kind => write!(f, "{kind:?}({})", self.number()),
        }
    }
}

/// How a transition uses a key.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Use {
    /// Reads: dependent with writes of other threads.
    Read,
    /// Writes: dependent with reads and writes of other threads.
    Write,
    /// Orders after the last `SyncWrite` of the key without racing with it (acquiring a
    /// monitor after its release, joining a thread after its end).
    SyncRead,
    /// Orders later `SyncRead`s without racing (a release; the start of a thread).
    SyncWrite,
}

impl Use {
    fn merge(self, other: Use) -> Use {
        match (self, other) {
            (Use::Write, _) | (_, Use::Write) => Use::Write,
            (Use::Read, _) | (_, Use::Read) => Use::Read,
            (Use::SyncWrite, _) | (_, Use::SyncWrite) => Use::SyncWrite,
            _ => Use::SyncRead,
        }
    }
    fn racy(self) -> bool {
        matches!(self, Use::Read | Use::Write)
    }
    fn writes(self) -> bool {
        matches!(self, Use::Write | Use::SyncWrite)
    }
}

/// A key of a summary and the threads that read and write it.
type Entry = (Key, Threads, Threads);

/// An exact summary in sorted form (see [`ExactSummary::sorted_into`]).
type SortedSummary = Rc<[Entry]>;

/// The key of a summary's sorted form that holds its thread set (no thread has this number).
const THREADS: Key = Key::thread_control(u32::MAX);

/// The keys a transition uses, each once.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Footprint {
    pub keys: Vec<(Key, Use)>,
    /// The keys of the transition's events in segments, in the order the thread ran them,
    /// each key once per segment: a segment ends after an acquisition (a monitor entered, a
    /// thread joined, a volatile read), so that what the acquisition orders before the rest of
    /// the transition is known to the race check ([`Dpor::execute`]).
    segments: Vec<Vec<(Key, Use)>>,
    /// The keys added for what the events do not show ([`executed`]): when in the transition
    /// they happen is not known.
    extra: Vec<(Key, Use)>,
    /// The thread's own control key is read at the very start of the transition (the thread's
    /// first step, or its resumption after blocking), so everything else in it comes after.
    control_at_start: bool,
}

fn resource_number(r: Resource) -> u8 {
    match r {
        Resource::ThreadTable => 0,
        Resource::Permissions => 1,
        Resource::Isolation => 2,
        Resource::Mailboxes => 3,
        Resource::StandardOutput => 4,
        Resource::Fences => 5,
    }
}

impl Footprint {
    /// Records a use without searching for the key (only the last one recorded is merged): a
    /// long transition uses thousands of keys, merged once by [`Footprint::merge_duplicates`].
    fn push(&mut self, key: Key, usage: Use) {
        // A loop reads the same location many times in a row: merged here, the sort has
        // fewer entries.
        match self.keys.last_mut() {
            Some(last) if last.0 == key => last.1 = last.1.merge(usage),
            _ => self.keys.push((key, usage)),
        }
    }

    /// Keeps each key once, with its uses merged.
    fn merge_duplicates(&mut self) {
        self.keys.sort_unstable_by_key(|&(k, _)| k);
        self.keys.dedup_by(|later, kept| {
            let same = later.0 == kept.0;
            if same {
                kept.1 = kept.1.merge(later.1);
            }
            same
        });
    }

    /// Adds a key no event shows ([`executed`]).
    fn add(&mut self, key: Key, usage: Use) {
        self.extra.push((key, usage));
        match self.keys.iter_mut().find(|(k, _)| *k == key) {
            Some(entry) => entry.1 = entry.1.merge(usage),
            None => self.keys.push((key, usage)),
        }
    }

    /// The footprint of a transition from the events it emitted. Allocation and atomic-block
    /// events touch nothing another thread can see.
    ///
    /// Class initialization: which thread initializes a program class can show (its initializer
    /// may throw in that thread, or read what other threads wrote), so it is dependent with
    /// every step of every other thread. A JDK class's initializer does the same whichever thread
    /// runs it; another thread notices it only through the locations it writes (events of
    /// their own) or by blocking until it is done (a blocked attempt, see
    /// [`Footprint::add_blocking`]), so it touches only the class's own key.
    pub fn of(m: &Machine, events: &[Event]) -> Footprint {
        let jdk_class =
            |class: ClassId| m.prog.classes.get(class as usize).is_some_and(|c| c.origin != ClassOrigin::Application);
        let own_static_in_initializer = |field: FieldId, site: Site| {
            let (Some(f), Some(method)) = (m.prog.fields.get(field as usize), m.prog.methods.get(site.method as usize))
            else {
                return false;
            };
            method.class == f.class && method.name.as_ref() == "<clinit>" && jdk_class(f.class)
        };
        let cache = |field: FieldId| m.prog.fields.get(field as usize).is_some_and(|f| is_cache_field(&m.prog, f));
        Footprint::of_events(events, jdk_class, own_static_in_initializer, cache)
    }

    /// [`Footprint::of`], with `jdk_class` telling JDK classes (and weft's models) from the
    /// program's, and `own_static_in_initializer` the accesses a JDK class's `<clinit>` makes
    /// to its own static fields. Those need no key: every other thread's access to the class's
    /// statics first checks that the class is initialized, so it comes after the initializer's
    /// end in every order, or it waits for it (`add_blocking`), or, run first, initializes the
    /// class itself, which reaches the same states up to which thread ran the initializer
    /// (docs/design.md, "Class initialization between threads"). `cache` tells the fields of
    /// the JDK's idempotent caches (`String.hash`), whose accesses need no key either: two steps
    /// that read and fill the same cache reach the same state in either order (docs/design.md,
    /// "Partial-order reduction").
    fn of_events(
        events: &[Event],
        jdk_class: impl Fn(ClassId) -> bool,
        own_static_in_initializer: impl Fn(FieldId, Site) -> bool,
        cache: impl Fn(FieldId) -> bool,
    ) -> Footprint {
        let mut segments = Vec::new();
        let mut f = Footprint::default();
        let loc = |l: Location| match l {
            Location::Field { object, field } => Key::field(object, field),
            Location::Static { field } => Key::static_field(field),
            Location::Element { array, index } => Key::element(array, index),
        };
        // Objects the transition allocated: no step of another thread can have used them
        // before it, so their fields and elements need no keys for the rest of it.
        let mut fresh: rustc_hash::FxHashSet<u32> = Default::default();
        let is_fresh = |fresh: &rustc_hash::FxHashSet<u32>, l: Location| match l {
            Location::Field { object, .. } => fresh.contains(&object),
            Location::Element { array, .. } => fresh.contains(&array),
            Location::Static { .. } => false,
        };
        for e in events {
            let acquisition = matches!(
                e,
                Event::MonitorEnter { .. }
                    | Event::ThreadJoin { .. }
                    | Event::Read { mode: weft_events::AccessMode::Volatile, .. }
            );
            match *e {
                Event::Read { location: Location::Static { field }, site, .. }
                | Event::Write { location: Location::Static { field }, site, .. }
                    if own_static_in_initializer(field, site) => {}
                Event::Read { location, .. } | Event::Write { location, .. } if is_fresh(&fresh, location) => {}
                Event::Read { location: Location::Field { field, .. }, .. }
                | Event::Write { location: Location::Field { field, .. }, .. }
                    if cache(field) => {}
                Event::Read { location, .. } => f.push(loc(location), Use::Read),
                Event::Write { location, .. } => f.push(loc(location), Use::Write),
                Event::MonitorEnter { object, .. } => {
                    f.push(Key::monitor(object), Use::Write);
                    f.push(Key::monitor_release(object), Use::SyncRead);
                }
                Event::MonitorExit { object, .. } => f.push(Key::monitor_release(object), Use::SyncWrite),
                Event::Wait { object, .. } | Event::Notify { object, .. } => f.push(Key::wait_set(object), Use::Write),
                Event::ThreadStart { child, .. } => {
                    f.push(Key::thread_control(child), Use::SyncWrite);
                    f.push(Key::internal(Resource::ThreadTable), Use::Write);
                }
                Event::ThreadEnd { thread } => f.push(Key::thread_control(thread), Use::Write),
                Event::ThreadJoin { joined, .. } => f.push(Key::thread_control(joined), Use::SyncRead),
                Event::Signal { target, .. } => f.push(Key::thread_control(target), Use::Write),
                Event::ThreadQuery { target, .. } => {
                    f.push(Key::thread_control(target), Use::Read);
                    f.push(Key::thread_state(target), Use::Read);
                }
                Event::IdentityHash { object, assigned, .. } => {
                    f.push(Key::header(object), if assigned { Use::Write } else { Use::Read })
                }
                Event::Internal { resource, .. } => f.push(Key::internal(resource), Use::Write),
                Event::ClassInitBegin { class, .. } | Event::ClassInitEnd { class, .. } => {
                    f.push(if jdk_class(class) { Key::class_init(class) } else { Key::GLOBAL }, Use::Write)
                }
                // A use that synchronizes with a class's initialization comes after its end in
                // every order: the use of a class not yet initialized starts its initialization
                // or waits for it (a step that reads the class's state, `add_blocking`). A
                // program class's end is dependent with every step; a JDK class's
                // initialization commutes (docs/design.md, "Class initialization between
                // threads").
                Event::Alloc { object, .. } => {
                    fresh.insert(object);
                }
                // A handover touches nothing (the race check's adoption of the object is
                // ordered by the calls that made it and then reached the program).
                Event::AtomicBegin { .. }
                | Event::AtomicEnd { .. }
                | Event::ClassUse { .. }
                | Event::Handover { .. } => {}
            }
            if acquisition {
                f.merge_duplicates();
                segments.push(std::mem::take(&mut f.keys));
            }
        }
        f.merge_duplicates();
        if !f.keys.is_empty() || segments.is_empty() {
            segments.push(f.keys);
        }
        if segments.len() == 1 {
            // One segment (most transitions): its keys are the transition's.
            return Footprint { keys: segments.pop().unwrap_or_default(), ..Footprint::default() };
        }
        let mut all = Footprint { keys: segments.concat(), ..Footprint::default() };
        all.merge_duplicates();
        all.segments = segments;
        all
    }

    /// What a transition did that its events do not show: a thread that ended it blocked
    /// tried to acquire the monitor or to join a thread (the attempt races with the holder's
    /// acquisition, or the thread's end); a thread that started it in a timed wait and left the
    /// wait set (time-out) raced with `notify`.
    fn add_blocking(&mut self, before: ThreadStatus, after: ThreadStatus) {
        if let ThreadStatus::Waiting { monitor, .. } = before {
            if !matches!(after, ThreadStatus::Waiting { .. }) {
                self.add(Key::wait_set(monitor.0.get()), Use::Write);
            }
        }
        match after {
            ThreadStatus::Blocked(o) | ThreadStatus::Reacquiring { monitor: o, .. } => {
                self.add(Key::monitor(o.0.get()), Use::Write)
            }
            ThreadStatus::Joining { thread, .. } => self.add(Key::thread_control(thread), Use::Read),
            ThreadStatus::ClassInit(c) => self.add(Key::class_init(c), Use::Read),
            _ => {}
        }
        if let ThreadStatus::Joining { thread, until: Some(_) } = before {
            // A timed join that timed out read the target's state too.
            self.add(Key::thread_control(thread), Use::Read);
        }
    }
}

/// A transition the search executed, as the reduction sees it.
pub(crate) struct Executed {
    pub thread: ThreadId,
    pub footprint: Footprint,
    /// The transition ran from a state that was not stored because the other enabled threads'
    /// next steps were known to commute with it ([`Lift`]): a race with it is explored from the
    /// stored state its chain began at.
    pub lifted: bool,
}

/// What other threads can see of each thread (see [`KeyKind::ThreadState`]), into `out`.
pub(crate) fn observable_states(m: &Machine, out: &mut Vec<u8>) {
    out.clear();
    out.extend(m.st.threads.iter().map(observable_state));
}

fn observable_state(t: &weft_vm::state::Thread) -> u8 {
    t.status.java_state() | u8::from(t.interrupted) << 3
}

/// Computes what the reduction records of a transition of `thread` that emitted `events` and
/// took the thread from status `before` to its current one, and every thread from what others
/// could see of it `observed` ([`observable_states`]) to what they see now.
pub(crate) fn executed(
    m: &Machine,
    thread: ThreadId,
    before: ThreadStatus,
    observed: &[u8],
    events: &[Event],
) -> Executed {
    let mut footprint = Footprint::of(m, events);
    footprint.add_blocking(before, m.st.threads[thread as usize].status);
    for (t, now) in m.st.threads.iter().enumerate() {
        // A thread created by the transition was new before it.
        let was = observed.get(t).copied().unwrap_or(ThreadStatus::New.java_state());
        if observable_state(now) != was {
            footprint.add(Key::thread_state(t as ThreadId), Use::Write);
        }
    }
    // Parked with no time-out, the thread ran because it was unparked or interrupted: its
    // step is ordered after the signal but cannot race with it (it could not run before).
    let woken_by_signal = matches!(before, ThreadStatus::Parked { until: None });
    // A step reads its own thread's control key (interrupt status, park permit, start) only
    // when it can tell a signal happened: it looked at the interrupt status or the permit, it
    // is the thread's first step, or it resumed a blocked thread (which a signal may have
    // woken). Any other step commutes with an interrupt or unpark of its thread, which change
    // nothing else it reads (docs/design.md, "Partial-order reduction").
    if m.step_read_own_control() || before != ThreadStatus::Runnable {
        footprint.add(Key::thread_control(thread), if woken_by_signal { Use::SyncRead } else { Use::Read });
        footprint.control_at_start = m.step_began_thread() || before != ThreadStatus::Runnable;
    }
    // `System.exit` (and `halt`) ends every thread: what any of them did before it may instead
    // not happen at all.
    if m.st.exit_status.is_some() {
        footprint.add(Key::GLOBAL, Use::Write);
    }
    Executed { thread, footprint, lifted: false }
}

/// A set of thread numbers; thread 63 and above share the last bit, which then means "some
/// thread from 63 on" and is treated as every thread.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
struct Threads(u64);

impl Threads {
    const OVERFLOW: u32 = 63;
    fn of(t: ThreadId) -> Threads {
        Threads(1 << t.min(Self::OVERFLOW))
    }
    fn contains(self, t: ThreadId) -> bool {
        self.0 & Threads::of(t).0 != 0
    }
    fn overflowed(self) -> bool {
        self.0 >> Self::OVERFLOW != 0
    }
    fn without(self, t: ThreadId) -> Threads {
        if t >= Self::OVERFLOW {
            self
        } else {
            Threads(self.0 & !(1 << t))
        }
    }
    fn iter(self) -> impl Iterator<Item = ThreadId> {
        (0..Self::OVERFLOW).filter(move |&t| self.0 & (1 << t) != 0)
    }
}

/// Which threads read and write each key below a state, exactly: object keys name objects by
/// their slot on the current path while the state is on the stack, and by their canonical
/// number in the state (see [`Machine::canonical_object`]) once it is stored, so that a path
/// that reaches the state again can name the same objects.
#[derive(Clone, Default)]
struct ExactSummary {
    keys: FxHashMap<Key, (Threads, Threads)>,
    /// Threads that run at all below the state.
    threads: Threads,
}

impl Key {
    /// The object the key is about, if any.
    fn object(self) -> Option<u32> {
        ((self.0 >> 60) <= KeyKind::Header as u64).then(|| self.number())
    }

    /// The same key of object `o` (for a key about an object).
    fn with_object(self, o: u32) -> Key {
        Key(self.0 & !((u32::MAX as u64) << KEY_LOW_BITS) | (o as u64) << KEY_LOW_BITS)
    }

    /// The key with its object renamed by `rename` (`None`: the object is not in the state).
    /// A key of every object ([`ANY_OBJECT`]) stays one.
    fn renamed(self, rename: impl Fn(u32) -> Option<u32>) -> Option<Key> {
        match self.object() {
            Some(o) if o != ANY_OBJECT => Some(self.with_object(rename(o)?)),
            _ => Some(self),
        }
    }

    /// The key for every object: it conflicts with the same key of any object.
    fn anonymous(self) -> Key {
        match self.object() {
            Some(_) => self.with_object(ANY_OBJECT),
            None => self,
        }
    }
}

impl ExactSummary {
    fn add_step(&mut self, thread: ThreadId, keys: &[(Key, Use)]) {
        let bit = Threads::of(thread).0;
        self.threads.0 |= bit;
        for &(key, usage) in keys {
            if !usage.racy() {
                continue;
            }
            let entry = self.keys.entry(key).or_default();
            if usage == Use::Write {
                entry.1 .0 |= bit;
            } else {
                entry.0 .0 |= bit;
            }
        }
    }

    fn union(&mut self, other: &ExactSummary) {
        self.threads.0 |= other.threads.0;
        for (&key, &(r, w)) in &other.keys {
            self.add_entry(key, r, w);
        }
    }

    fn add_entry(&mut self, key: Key, r: Threads, w: Threads) {
        let entry = self.keys.entry(key).or_default();
        entry.0 .0 |= r.0;
        entry.1 .0 |= w.0;
    }

    /// A summary from its sorted form, with every object renamed (see [`Key::renamed`]).
    fn from_sorted(sorted: &[Entry], rename: impl Fn(u32) -> Option<u32>) -> ExactSummary {
        let mut out = ExactSummary::default();
        for &(key, r, w) in sorted {
            if key == THREADS {
                out.threads = r;
            } else if let Some(k) = key.renamed(&rename) {
                out.keys.insert(k, (r, w));
            }
        }
        out
    }

    /// Writes the sorted form into `out` (cleared first) with every key mapped by `map`
    /// (`None`: left out), the entries of keys mapped alike merged, and the thread set as a
    /// [`THREADS`] entry. A sorted form is compared and hashed as a plain slice, and the
    /// summaries of a search are mostly built once and compared many times.
    fn sorted_into(&self, out: &mut Vec<Entry>, map: impl Fn(Key) -> Option<Key>) {
        out.clear();
        out.extend(self.keys.iter().filter_map(|(&k, &(r, w))| Some((map(k)?, r, w))));
        out.push((THREADS, self.threads, Threads(0)));
        out.sort_unstable_by_key(|e| e.0);
        out.dedup_by(|later, kept| {
            let same = later.0 == kept.0;
            if same {
                kept.1 .0 |= later.1 .0;
                kept.2 .0 |= later.2 .0;
            }
            same
        });
    }

    /// The threads of the summary whose steps conflict with a step of `thread` that uses
    /// `keys` (not counting `thread` itself).
    fn conflicting(&self, thread: ThreadId, keys: &[(Key, Use)]) -> Threads {
        let mut out = 0u64;
        if let Some(&(_, w)) = self.keys.get(&Key::GLOBAL) {
            out |= w.0;
        }
        for &(key, usage) in keys {
            if !usage.racy() {
                continue;
            }
            let anonymous = key.anonymous();
            for k in std::iter::once(key).chain((anonymous != key).then_some(anonymous)) {
                if let Some(&(r, w)) = self.keys.get(&k) {
                    out |= w.0;
                    if usage == Use::Write {
                        out |= r.0;
                    }
                }
            }
            if usage == Use::Write {
                if key == Key::GLOBAL {
                    out |= self.threads.0;
                } else if let Some(t) = key.thread().filter(|&t| self.threads.contains(t)) {
                    out |= Threads::of(t).0;
                }
            }
        }
        Threads(out).without(thread)
    }
}

/// A transition on the current path, for the race check at matched states.
struct PathStep {
    /// The frame whose state it was taken from, if it was the first transition taken from
    /// that frame (later ones of a chain start from states with one enabled thread, where
    /// there is nothing to backtrack to).
    frame: Option<u32>,
    thread: ThreadId,
    keys: Vec<(Key, Use)>,
    /// Where its vector clock starts in `Dpor::clock_data`.
    clock: u32,
}

/// The last accesses of a key on the current path.
#[derive(Clone, Default)]
struct KeyAccesses {
    write: Option<PathAccess>,
    /// Reads since the last write, the latest one per thread.
    reads: Vec<PathAccess>,
}

/// An access by a path transition (its vector clock is the transition's, see
/// [`Dpor::step_clock`]).
#[derive(Clone)]
struct PathAccess {
    /// Position on the path (index into `Dpor::path`, from 1).
    index: u32,
    thread: ThreadId,
    /// Whether the access can race (not an ordering-only use).
    racy: bool,
}

/// How to take back one change of the path's happens-before tables.
enum Undo {
    /// The key had no accesses.
    New(Key),
    /// A write replaced these accesses of the key.
    Write(Key, KeyAccesses),
    /// A read was added at the end of the key's reads, in place of the same thread's earlier
    /// read at this position, if any.
    Read(Key, Option<(usize, PathAccess)>),
    Clock(ThreadId, u32),
}

/// A stored state on the search stack.
struct Frame {
    node: Node,
    state: u32,
    backtrack: Vec<Choice>,
    done: Vec<Choice>,
    /// Path and undo-log lengths when the path reached this frame: every alternative starts
    /// from there.
    path_len: usize,
    undo_len: usize,
    /// What every thread did below this state so far, in the current path's objects: the
    /// steps of the alternative being explored are added when the path is cut back to the
    /// frame ([`Dpor::summarize_last_alternative`]); what is below them, as their frames pop.
    below: ExactSummary,
    /// The lowest frame holding a state the search reached again below this one while it was
    /// on the stack (a cycle, or a matched state whose summary waits for it): what is below
    /// that state is part of what is below this one, known only once it is popped.
    low: Option<u32>,
    /// A state popped before this one waits for its summary (see [`IncompleteSummary`]).
    waited_on: bool,
    /// Whether what is below the state can be summarized at all (false when part of it
    /// matched a state kept without a summary, past the budget).
    summarizable: bool,
    /// When set, the frames from this position up to this one are all full (expanded by
    /// [`Dpor::expand_from`]), so a later expansion can skip them. Full frames stay full while
    /// they are on the stack, and this one is above them.
    full_from: Option<u32>,
    /// What `h` in this state must hold for the checks explored below it so far to pass (with
    /// the race check's matching by subsumption; see [`crate::race::Relevance`]).
    relevant: Relevance,
    /// What the transition from the frame below did with `h`, to take `relevant` back to it.
    ops_in: Vec<HOp>,
}

/// What is known of what the search does below a stored state.
#[derive(Clone, Default)]
enum Summary {
    /// Nothing: the state is on the stack, or was popped past the budget.
    #[default]
    Unknown,
    /// Everything, with objects named by their canonical numbers in the state (sorted by key).
    Complete(SortedSummary),
    /// What was below it when it was popped, and the state then on the stack whose summary
    /// completes it.
    Incomplete(Rc<IncompleteSummary>),
}

/// The summary of a state popped while a state it reaches was still on the stack (a strongly
/// connected part of the state graph: the state reaches `waits_for` and `waits_for`, an
/// ancestor on the path, reaches it). Everything the state reaches and its own subtree did not
/// show is reached from `waits_for`, the lowest such state (it reaches every other one along
/// the path). That part is added without object names ([`Key::anonymous`]) when `waits_for` is
/// popped: its objects cannot be named in this state's numbering without composing a map per
/// path, which on a long cyclic path cost more than the search.
struct IncompleteSummary {
    partial: SortedSummary,
    waits_for: u32,
}

/// An object number no object has: a key with it stands for the same key of every object.
const ANY_OBJECT: u32 = u32::MAX;

#[derive(Default)]
struct StateInfo {
    /// The frame holding the state while it is on the stack.
    on_stack: Option<u32>,
    /// Once popped, what every thread does below it (kept while the budget of
    /// [`Dpor::summary_budget`] lasts).
    summary: Summary,
    /// For a state an incomplete summary waits for: what was below it when it was popped,
    /// without object names.
    anonymous_below: Option<SortedSummary>,
}

/// The reduction's state during one search.
#[derive(Default)]
struct Dpor {
    frames: Vec<Frame>,
    states: Vec<StateInfo>,
    ids: FxHashMap<Fingerprint, u32>,
    path: Vec<PathStep>,
    /// The vector clocks of the path's transitions, one after the other (each from its step's
    /// `clock` on): for each thread, the latest path position of it that happens before the
    /// transition (`0` is "none"; positions count from 1). In one vector, a step's clock costs
    /// no allocation and goes with the path when it is cut.
    clock_data: Vec<u32>,
    /// A buffer for the clock of the transition being executed.
    clock_buf: Vec<u32>,
    /// A buffer for the clock its uses are checked against.
    against_buf: Vec<u32>,
    /// The last transition of each thread on the path (`0`: none): its clock is the thread's.
    clocks: Vec<u32>,
    accesses: FxHashMap<Key, KeyAccesses>,
    /// The keys of `accesses` about an object, by their key of every object
    /// ([`Key::anonymous`]), in the order they were added.
    by_anonymous: FxHashMap<Key, Vec<Key>>,
    undo: Vec<Undo>,
    /// Frames below this one were expanded in full at a match of an unsummarized state (and
    /// stay so while they are on the stack).
    expanded: u32,
    /// Exact summaries kept, in sorted form by their [`entry_hash`] sums, shared when equal; and
    /// their total entries.
    summaries: FxHashMap<u64, Vec<SortedSummary>>,
    summary_entries: usize,
    /// A buffer for a summary's sorted form.
    scratch: Vec<Entry>,
    /// The most entries kept ([`SUMMARY_ENTRIES`] unless a test lowers it).
    summary_budget: usize,
}

/// Entries of summaries kept in all by default (about 32 bytes each,
/// [`SearchConfig::summary_budget`](crate::SearchConfig::summary_budget)): past it, states keep
/// none, and a match of such a state expands the path in full, which is sound but backtracks
/// more.
pub const SUMMARY_ENTRIES: usize = 16 << 20;

/// The hash of a summary entry; a summary's hash is the sum of its entries' (independent of
/// their order).
fn entry_hash(&(key, r, w): &Entry) -> u64 {
    let mix = crate::race::mix64;
    mix(key.0 ^ mix(r.0 ^ w.0.rotate_left(32)))
}

/// The union of two sorted forms, sorted (into `out`, cleared first).
fn merge_sorted(a: &[Entry], b: &[Entry], out: &mut Vec<Entry>) {
    out.clear();
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match a[i].0.cmp(&b[j].0) {
            std::cmp::Ordering::Less => {
                out.push(a[i]);
                i += 1;
            }
            std::cmp::Ordering::Greater => {
                out.push(b[j]);
                j += 1;
            }
            std::cmp::Ordering::Equal => {
                out.push((a[i].0, Threads(a[i].1 .0 | b[j].1 .0), Threads(a[i].2 .0 | b[j].2 .0)));
                i += 1;
                j += 1;
            }
        }
    }
    out.extend_from_slice(&a[i..]);
    out.extend_from_slice(&b[j..]);
}

/// The vector clock of path step `index` (from 1; `0`: none, an empty clock).
fn step_clock<'a>(path: &[PathStep], data: &'a [u32], index: u32) -> &'a [u32] {
    let Some(i) = index.checked_sub(1) else { return &[] };
    let start = path[i as usize].clock as usize;
    let end = path.get(index as usize).map_or(data.len(), |next| next.clock as usize);
    &data[start..end]
}

fn clock_get(clock: &[u32], t: ThreadId) -> u32 {
    clock.get(t as usize).copied().unwrap_or(0)
}

fn clock_join(into: &mut Vec<u32>, other: &[u32]) {
    if into.len() < other.len() {
        into.resize(other.len(), 0);
    }
    for (a, &b) in into.iter_mut().zip(other) {
        *a = (*a).max(b);
    }
}

impl Frame {
    /// Whether every alternative is explored or chosen already (nothing left to add).
    fn full(&self) -> bool {
        self.backtrack.len() + self.done.len() >= self.node.alternatives.len()
    }
}

impl Dpor {
    fn state_id(&mut self, fp: Fingerprint) -> (u32, bool) {
        if let Some(&id) = self.ids.get(&fp) {
            return (id, false);
        }
        let id = self.states.len() as u32;
        self.states.push(StateInfo::default());
        self.ids.insert(fp, id);
        (id, true)
    }

    fn push_frame(&mut self, node: Node, state: u32, last: Option<ThreadId>, ops_in: Vec<HOp>) {
        let backtrack = if node.pending_value.is_some() {
            node.alternatives.clone()
        } else {
            // The thread that ran last goes on if it can as soon as any other, else the first
            // that can run soonest: the first path follows the JVM's timing (a thread whose
            // timed wait would end later runs later), so that a task repeated on time-outs does
            // not run forever before the others' first steps. Any first choice is sound.
            let soon = |i: usize| node.later & (1u64.checked_shl(i as u32).unwrap_or(0)) == 0;
            let preferred = last.and_then(|t| node.alternatives.iter().position(|&c| c == Choice::Thread(t)));
            let first = preferred.filter(|&i| soon(i)).or_else(|| (0..node.alternatives.len()).find(|&i| soon(i)));
            first.map(|i| node.alternatives[i]).into_iter().collect()
        };
        self.states[state as usize].on_stack = Some(self.frames.len() as u32);
        let (path_len, undo_len) = (self.path.len(), self.undo.len());
        self.frames.push(Frame {
            node,
            state,
            backtrack,
            done: Vec::new(),
            path_len,
            undo_len,
            below: ExactSummary::default(),
            low: None,
            waited_on: false,
            summarizable: true,
            full_from: None,
            relevant: Relevance::default(),
            ops_in,
        });
    }

    /// The vector clock of thread `t`'s current point.
    fn thread_clock(&self, t: ThreadId) -> &[u32] {
        step_clock(&self.path, &self.clock_data, self.clocks.get(t as usize).copied().unwrap_or(0))
    }

    /// For a use of `key` by thread `p`'s step: joins into `clock` the clocks of the earlier
    /// steps it depends on, and lists in `races` those of another thread that do not
    /// happen-before `against` (the clock of what precedes the use).
    fn dependences(
        &self,
        p: ThreadId,
        key: Key,
        usage: Use,
        against: &[u32],
        clock: &mut Vec<u32>,
        races: &mut Vec<u32>,
    ) {
        let Some(acc) = self.accesses.get(&key) else { return };
        let deps = acc.write.iter().chain(acc.reads.iter().filter(|_| usage == Use::Write));
        for d in deps {
            if usage.racy() && d.racy && d.thread != p && clock_get(against, d.thread) < d.index {
                races.push(d.index);
            }
            clock_join(clock, step_clock(&self.path, &self.clock_data, d.index));
        }
    }

    /// Adds `thread` to the backtrack set of frame `f`, or every alternative if it cannot run
    /// there.
    fn add_backtrack(&mut self, f: u32, thread: Option<ThreadId>) {
        let frame = &mut self.frames[f as usize];
        let wanted = thread.map(Choice::Thread).filter(|c| frame.node.alternatives.contains(c));
        match wanted {
            Some(c) => {
                if !frame.done.contains(&c) && !frame.backtrack.contains(&c) {
                    frame.backtrack.push(c);
                }
            }
            None => {
                for &c in &frame.node.alternatives {
                    if !frame.done.contains(&c) && !frame.backtrack.contains(&c) {
                        frame.backtrack.push(c);
                    }
                }
            }
        }
    }

    /// The frame where a step that races with path step `index` (1-based) is to run first:
    /// the state before that step; or, when that state is a pending value choice (a `Verify`
    /// value or a read-from choice, which only the thread that stopped for it can take), the
    /// state before the step that stopped there: the two steps are one action of that thread,
    /// and the racing thread must run before both.
    fn race_frame(&self, index: u32) -> Option<u32> {
        let mut j = index as usize - 1;
        loop {
            let f = self.path[j].frame?;
            if j == 0 || self.frames[f as usize].node.pending_value.is_none() {
                return Some(f);
            }
            j -= 1;
        }
    }

    /// Adds the steps of the top frame's last alternative, still on the path, to what is below
    /// it, before the path is cut back to the frame. (Done only then, not as the steps run: on
    /// a deep path every frame would otherwise hold a copy of its step's keys.)
    fn summarize_last_alternative(&mut self) {
        let Some(frame) = self.frames.last_mut() else { return };
        for step in &self.path[frame.path_len..] {
            frame.below.add_step(step.thread, &step.keys);
        }
    }

    /// Takes the path and its tables back to an earlier length.
    fn rewind(&mut self, path_len: usize, undo_len: usize) {
        if let Some(first_cut) = self.path.get(path_len) {
            self.clock_data.truncate(first_cut.clock as usize);
        }
        self.path.truncate(path_len);
        while self.undo.len() > undo_len {
            match self.undo.pop().expect("undo entry") {
                Undo::New(k) => {
                    self.accesses.remove(&k);
                    if k.object().is_some() {
                        // Keys are added and removed last in, first out.
                        self.by_anonymous.get_mut(&k.anonymous()).and_then(|keys| keys.pop());
                    }
                }
                Undo::Write(k, old) => *self.accesses.get_mut(&k).expect("accesses of a written key") = old,
                Undo::Read(k, earlier) => {
                    let reads = &mut self.accesses.get_mut(&k).expect("accesses of a read key").reads;
                    reads.pop();
                    if let Some((i, read)) = earlier {
                        reads.insert(i, read);
                    }
                }
                Undo::Clock(t, old) => self.clocks[t as usize] = old,
            }
        }
    }

    /// Appends a transition to the path: finds its races with earlier transitions (adding
    /// backtrack points) and updates the happens-before tables.
    fn execute(&mut self, frame: Option<u32>, e: Executed) {
        let p = e.thread;
        let index = self.path.len() as u32 + 1;
        if self.clocks.len() <= p as usize {
            self.clocks.resize(p as usize + 1, 0);
        }
        let before = step_clock(&self.path, &self.clock_data, self.clocks[p as usize]);
        let mut clock = std::mem::take(&mut self.clock_buf);
        clock.clear();
        clock.extend_from_slice(before);
        // Every step of a thread reads the global key (its own control key only when it can
        // tell a signal happened: then its footprint lists it, see [`executed`]).
        let implicit = [(Key::GLOBAL, Use::Read)];
        let mut races: Vec<u32> = Vec::new();
        // A use races with an earlier dependent step of another thread that does not
        // happen-before it. Within the step, what comes first orders what comes after: the
        // control key read at the start (the thread's start, or what woke it) orders the rest,
        // and the first event's dependences order the later events (as if the step's
        // operations were transitions of their own, run back to back). The keys whose place
        // in the step is not known are ordered by the start only.
        let fp = &e.footprint;
        // The read of the control key at the start (an `extra` key; the thread's end, a write
        // of the same key, is one of its events).
        let start_read = |&&(key, _): &&(Key, Use)| fp.control_at_start && key == Key::thread_control(p);
        let mut against = std::mem::take(&mut self.against_buf);
        against.clear();
        against.extend_from_slice(before);
        for &(key, usage) in fp.extra.iter().filter(start_read) {
            self.dependences(p, key, usage, &against, &mut clock, &mut races);
        }
        against.clone_from(&clock);
        for &(key, usage) in fp.extra.iter().filter(|k| !start_read(k)).chain(implicit.iter()) {
            self.dependences(p, key, usage, &against, &mut clock, &mut races);
        }
        if fp.segments.is_empty() {
            for &(key, usage) in fp.keys.iter().filter(|k| !fp.extra.contains(k)) {
                self.dependences(p, key, usage, &against, &mut clock, &mut races);
            }
        } else {
            // Each segment after what the earlier ones depend on.
            let mut order = against.clone();
            for segment in &fp.segments {
                for &(key, usage) in segment {
                    self.dependences(p, key, usage, &against, &mut order, &mut races);
                }
                clock_join(&mut clock, &order);
                against.clone_from(&order);
            }
        }
        self.against_buf = against;
        for i in races {
            if let Some(f) = self.race_frame(i) {
                self.add_backtrack(f, Some(p));
            }
        }
        if clock.len() <= p as usize {
            clock.resize(p as usize + 1, 0);
        }
        clock[p as usize] = index;
        let clock_start = self.clock_data.len() as u32;
        self.clock_data.extend_from_slice(&clock);
        self.clock_buf = clock;
        for &(key, usage) in e.footprint.keys.iter().chain(implicit.iter()) {
            if usage == Use::SyncRead {
                continue;
            }
            let access = PathAccess { index, thread: p, racy: usage.racy() };
            // The undo log records only what changed: copying a key's accesses on every step
            // cost more than the rest of the step.
            match self.accesses.entry(key) {
                MapEntry::Vacant(v) => {
                    v.insert(if usage.writes() {
                        KeyAccesses { write: Some(access), reads: Vec::new() }
                    } else {
                        KeyAccesses { write: None, reads: vec![access] }
                    });
                    if key.object().is_some() {
                        self.by_anonymous.entry(key.anonymous()).or_default().push(key);
                    }
                    self.undo.push(Undo::New(key));
                }
                MapEntry::Occupied(mut o) => {
                    let acc = o.get_mut();
                    if usage.writes() {
                        let old = std::mem::replace(acc, KeyAccesses { write: Some(access), reads: Vec::new() });
                        self.undo.push(Undo::Write(key, old));
                    } else {
                        // Reads keep the latest one per thread.
                        let earlier = acc.reads.iter().position(|r| r.thread == p).map(|i| (i, acc.reads.remove(i)));
                        acc.reads.push(access);
                        self.undo.push(Undo::Read(key, earlier));
                    }
                }
            }
        }
        let old = std::mem::replace(&mut self.clocks[p as usize], index);
        self.undo.push(Undo::Clock(p, old));
        self.path.push(PathStep { frame, thread: p, keys: e.footprint.keys, clock: clock_start });
    }

    /// Keeps a summary while the budget lasts, shared with an equal one kept before.
    fn keep_summary(&mut self, sorted: &[Entry]) -> Option<SortedSummary> {
        let hash = sorted.iter().map(entry_hash).fold(0, u64::wrapping_add);
        let candidates = self.summaries.entry(hash).or_default();
        if let Some(kept) = candidates.iter().find(|kept| ***kept == *sorted) {
            return Some(kept.clone());
        }
        if self.summary_entries + sorted.len() > self.summary_budget {
            return None;
        }
        let sorted: SortedSummary = sorted.into();
        self.summary_entries += sorted.len();
        candidates.push(sorted.clone());
        Some(sorted)
    }

    /// Keeps the summary `below` with its keys renamed by `to_canonical`, whose inverse is
    /// `to_path`. Most summaries popped were kept before: such a one is found by its order-free
    /// hash and compared entry by entry, without being sorted.
    fn keep_renamed(
        &mut self,
        below: &ExactSummary,
        to_canonical: impl Fn(Key) -> Option<Key>,
        to_path: impl Fn(Key) -> Option<Key>,
    ) -> Option<SortedSummary> {
        let threads = (THREADS, below.threads, Threads(0));
        let (mut hash, mut len) = (entry_hash(&threads), 1);
        for (&key, &(r, w)) in &below.keys {
            if let Some(c) = to_canonical(key) {
                hash = hash.wrapping_add(entry_hash(&(c, r, w)));
                len += 1;
            }
        }
        let equal = |kept: &SortedSummary| {
            kept.len() == len
                && kept.iter().all(|&(c, r, w)| {
                    if c == THREADS {
                        (c, r, w) == threads
                    } else {
                        to_path(c).is_some_and(|k| to_canonical(k) == Some(c) && below.keys.get(&k) == Some(&(r, w)))
                    }
                })
        };
        if let Some(kept) = self.summaries.get(&hash).and_then(|candidates| candidates.iter().find(|k| equal(k))) {
            return Some(kept.clone());
        }
        self.keep_mapped(below, to_canonical)
    }

    /// Keeps the summary `below` with its keys mapped by `map` (see
    /// [`ExactSummary::sorted_into`]).
    fn keep_mapped(&mut self, below: &ExactSummary, map: impl Fn(Key) -> Option<Key>) -> Option<SortedSummary> {
        let mut sorted = std::mem::take(&mut self.scratch);
        below.sorted_into(&mut sorted, map);
        let kept = self.keep_summary(&sorted);
        self.scratch = sorted;
        kept
    }

    /// Expands in full every frame from `from` to the top that is not full already. At a cycle
    /// (a transition reached a state on the stack at frame `from`, or one whose summary waits
    /// for such a state), what the search does below it is known only in part; the rest is
    /// explored while frame `from` stays on the stack, after the path's prefix up to it, so races
    /// with that prefix are found then, and the frames above it are expanded (the stack proviso,
    /// which also keeps a thread from being postponed forever around the cycle).
    fn expand_from(&mut self, from: u32) {
        // From the top down, skipping runs of frames an earlier expansion left full: at a
        // cycle of a long path this is what keeps every match from costing the path's length.
        let mut f = self.frames.len();
        while f > from as usize {
            f -= 1;
            if let Some(start) = self.frames[f].full_from {
                if start <= from {
                    break;
                }
                f = start as usize;
                continue;
            }
            if !self.frames[f].full() {
                self.add_backtrack(f as u32, None);
            }
            self.frames[f].full_from = Some(from);
        }
        // (Only when the range is not empty: a mark above its own frame would send the next
        // expansion's walk past the top.)
        if (from as usize) < self.frames.len() {
            let top = self.frames.last_mut().expect("a frame");
            top.full_from = Some(top.full_from.map_or(from, |s| s.min(from)));
        }
    }

    /// A transition reached a stored state kept without a summary (past the budget): what the
    /// search does below it is not known, and every frame of the path is expanded in full.
    /// Frames below `expanded` were expanded before.
    fn matched_unsummarized(&mut self) {
        let from = self.expanded.min(self.frames.len() as u32);
        self.expand_from(from);
        self.expanded = self.frames.len() as u32;
    }

    /// Records that the top frame reaches the state of frame `f`, on the stack.
    fn reaches_frame(&mut self, f: u32) {
        let top = self.frames.last_mut().expect("a frame");
        top.low = Some(top.low.map_or(f, |l| l.min(f)));
    }

    /// Brings the summary of a popped state up to date: while the state it waits for has been
    /// popped, adds what was below that state (without object names) and waits for what that
    /// state waited for, so that afterwards it waits only for a state on the stack, or is
    /// complete. The result replaces the stored one (like path compression: each state is
    /// brought up to date once per change).
    fn flatten(&mut self, id: u32) -> Summary {
        let incomplete = match &self.states[id as usize].summary {
            Summary::Incomplete(i) => i.clone(),
            other => return other.clone(),
        };
        let dep = incomplete.waits_for;
        if self.states[dep as usize].on_stack.is_some() {
            return Summary::Incomplete(incomplete);
        }
        let dep_summary = self.flatten(dep);
        let anonymous = self.states[dep as usize].anonymous_below.clone();
        let summary = match (dep_summary, anonymous) {
            (Summary::Unknown, _) | (_, None) => Summary::Unknown,
            (dep_summary, Some(anonymous)) => {
                let mut union = std::mem::take(&mut self.scratch);
                merge_sorted(&incomplete.partial, &anonymous, &mut union);
                let kept = self.keep_summary(&union);
                self.scratch = union;
                match (kept, dep_summary) {
                    (None, _) => Summary::Unknown,
                    (Some(partial), Summary::Incomplete(inner)) => {
                        Summary::Incomplete(Rc::new(IncompleteSummary { partial, waits_for: inner.waits_for }))
                    }
                    (Some(s), _) => Summary::Complete(s),
                }
            }
        };
        self.states[id as usize].summary = summary.clone();
        summary
    }

    /// A transition reached a stored state with summary `sorted` (objects named by their
    /// canonical numbers there, `to_path` names them on the current path): backtracks for what
    /// it does below the state, as if it ran after the path, and adds it to what is below the
    /// top frame.
    fn matched(&mut self, sorted: &[Entry], to_path: impl Fn(u32) -> Option<u32>) {
        let mut here = std::mem::take(&mut self.scratch);
        here.clear();
        let mut threads = Threads(0);
        for &(key, r, w) in sorted {
            if key == THREADS {
                threads = r;
            } else if let Some(k) = key.renamed(&to_path) {
                here.push((k, r, w));
            }
        }
        if threads.overflowed() {
            // Threads past the bit set's end cannot be named one by one: compare with every
            // path step instead.
            let summary = ExactSummary::from_sorted(sorted, &to_path);
            self.backtrack_for_summary(|step| summary.conflicting(step.thread, &step.keys));
        } else if threads.0 != 0 {
            self.backtrack_for_entries(&here, threads);
        }
        let below = &mut self.frames.last_mut().expect("a frame").below;
        below.threads.0 |= threads.0;
        for &(key, r, w) in &here {
            below.add_entry(key, r, w);
        }
        self.scratch = here;
    }

    /// Backtracks for the entries of a summary renamed to the path's objects (`here`, with
    /// `threads`).
    fn backtrack_for_entries(&mut self, here: &[Entry], threads: Threads) {
        // As if the summary's steps ran right after the path: each races with the path's last
        // conflicting accesses of its keys, as a transition does when it is executed.
        let mut wanted: Vec<(u32, Option<ThreadId>)> = Vec::new();
        let mut consider = |d: &PathAccess, threads: Threads| {
            let threads = threads.without(d.thread);
            if !d.racy || threads.0 == 0 {
                return;
            }
            let Some(f) = self.race_frame(d.index) else { return };
            if self.frames[f as usize].full() {
                return;
            }
            for p in threads.iter() {
                if clock_get(self.thread_clock(p), d.thread) < d.index {
                    wanted.push((f, Some(p)));
                }
            }
        };
        let mut consider_key = |acc: &KeyAccesses, readers: Threads, writers: Threads| {
            if let Some(d) = &acc.write {
                consider(d, Threads(readers.0 | writers.0));
            }
            if writers.0 != 0 {
                for d in &acc.reads {
                    consider(d, writers);
                }
            }
        };
        for &(key, readers, writers) in here {
            if let Some(acc) = self.accesses.get(&key) {
                consider_key(acc, readers, writers);
            }
        }
        for &(any, readers, writers) in here.iter().filter(|e| e.0.object() == Some(ANY_OBJECT)) {
            // A key of every object: the path's accesses of that key of any object.
            for key in self.by_anonymous.get(&any).into_iter().flatten() {
                consider_key(&self.accesses[key], readers, writers);
            }
        }
        // Every step of a thread reads the global key (its own control key is in the summary
        // when one of its steps read it).
        for p in threads.iter() {
            if let Some(d) = self.accesses.get(&Key::GLOBAL).and_then(|acc| acc.write.as_ref()) {
                consider(d, Threads::of(p));
            }
        }
        // In a fixed order, not the order the summary's keys came in: the order of a frame's
        // backtrack set is the order the search explores it in, which is then independent of
        // how summaries are stored.
        wanted.sort_unstable();
        wanted.dedup();
        for (f, p) in wanted {
            self.add_backtrack(f, p);
        }
    }

    /// Adds a backtrack point before each path transition for every thread of a summary whose
    /// steps below the matched state conflict with it (`conflicting`) and that it does not
    /// happen before.
    fn backtrack_for_summary(&mut self, conflicting: impl Fn(&PathStep) -> Threads) {
        let mut wanted: Vec<(u32, Option<ThreadId>)> = Vec::new();
        for (i, step) in self.path.iter().enumerate() {
            let Some(f) = self.race_frame(i as u32 + 1) else { continue };
            if self.frames[f as usize].full() {
                continue;
            }
            let position = i as u32 + 1;
            let conflicting = conflicting(step);
            if conflicting.0 == 0 {
                continue;
            }
            if conflicting.overflowed() {
                wanted.push((f, None));
                continue;
            }
            for p in conflicting.iter() {
                // A step that happens before the thread's current point happens before all
                // its later steps too: no race.
                if clock_get(self.thread_clock(p), step.thread) < position {
                    wanted.push((f, Some(p)));
                }
            }
        }
        for (f, p) in wanted {
            self.add_backtrack(f, p);
        }
    }
}

/// The other enabled threads' next steps, which block them, past which one thread's steps run on
/// without storing the states between them while they commute (see
/// [`Search::lift_past_blocking`]).
pub(crate) struct Lift {
    /// The enabled threads (the same set at every state of the chain).
    enabled: Vec<Choice>,
    /// The keys the other threads' next steps use, with the keys of what could wake them.
    keys: KeySet,
    /// Where the other threads stood ([`ThreadPosition`]).
    positions: Vec<ThreadPosition>,
    /// The states the chain has passed so far.
    pub(crate) passed: u32,
}

/// A thread, the depth of its stack, and the method and pc of its top frame: where a thread
/// stands, to remember where looking ahead did not pay (see [`Search::lift_past_blocking`]).
pub(crate) type ThreadPosition = (ThreadId, u32, u32, u32);

/// Where looking ahead did not pay: each position with the looks that missed there and the
/// times it was passed over since it was last tried. A position is tried again after `2^misses`
/// passes, since what it waits for may have changed (a lock taken since): a position that never
/// pays costs a few looks in all, one that pays later is not lost.
#[derive(Default)]
pub(crate) struct LookaheadMisses(FxHashMap<ThreadPosition, (u32, u32)>);

impl LookaheadMisses {
    /// Whether to look ahead from `position` now.
    fn try_from(&mut self, position: ThreadPosition) -> bool {
        let Some((misses, passed)) = self.0.get_mut(&position) else { return true };
        if *passed < 1u32 << (*misses).min(20) {
            *passed += 1;
            return false;
        }
        *passed = 0;
        true
    }

    fn missed(&mut self, position: ThreadPosition) {
        self.0.entry(position).or_default().0 += 1;
    }
}

/// The steps of another thread run ahead to find one that blocks it (a thread that has just
/// started a thread goes on to its `join`, and a `synchronized` block first stops before the
/// acquisition).
const LOOKAHEAD_STEPS: u32 = 3;

/// A chain past blocked threads shorter than this does not pay for the look-ahead that began
/// it: it counts as a miss of the positions of its other threads ([`LookaheadMisses`]).
const SHORT_LIFT: u32 = 4;

impl Lift {
    /// Whether a step with footprint `fp` commutes with every other thread's next steps (and
    /// wakes none of them).
    pub(crate) fn commutes_with(&self, fp: &Footprint) -> bool {
        !self.keys.conflicts(&fp.keys)
    }

    /// Whether the chain can go on from a state with these enabled threads.
    pub(crate) fn same_threads(&self, enabled: &[Choice]) -> bool {
        self.enabled == enabled
    }

    /// The chain has ended: if it was short, it counts as a miss of the positions its other
    /// threads stood at.
    pub(crate) fn ended(self, misses: &mut LookaheadMisses) {
        if self.passed < SHORT_LIFT {
            for p in self.positions {
                misses.missed(p);
            }
        }
    }
}

/// Keys, sorted, each once, with whether any use of it writes it.
#[derive(Default)]
struct KeySet(Vec<(Key, bool)>);

impl KeySet {
    /// Adds uses, keeping the keys sorted and each once.
    fn add(&mut self, uses: &[(Key, Use)]) {
        self.0.extend(uses.iter().map(|&(k, u)| (k, u.writes())));
        self.0.sort_unstable();
        self.0.dedup_by(|later, kept| {
            let same = later.0 == kept.0;
            kept.1 |= same && later.1;
            same
        });
    }

    /// Whether `uses` touch one of the keys and either side writes it (a read and a
    /// synchronizing write conflict here, unlike in [`Use::racy`] dependences: a release
    /// changes whether a blocked acquisition can go on).
    fn conflicts(&self, uses: &[(Key, Use)]) -> bool {
        uses.iter().any(|&(key, usage)| {
            self.0.binary_search_by_key(&key, |&(k, _)| k).is_ok_and(|i| usage.writes() || self.0[i].1)
        })
    }
}

impl Search<'_> {
    /// A chain past blocking threads: at the state reached by the first step of thread `tid`
    /// from `node` (a stored state whose choice was `tid`), when the same threads are enabled
    /// as at `node`, whether every other enabled thread's next steps (up to
    /// [`LOOKAHEAD_STEPS`]) end with it blocked or ended, enable or disable no other thread, and
    /// commute with each other's and with that first step. Then `tid` runs on without storing
    /// the states between while its steps commute with those steps (the caller checks each,
    /// [`Lift::commutes_with`]), and a race with one of its steps is explored from `node`'s
    /// state: there the other threads' next steps are the same, and running them first reaches
    /// the state running them at the unstored state would (the steps between commute with
    /// them). A blocked thread runs again only after a step that wakes it, which does not
    /// commute with its blocking step, so nothing else of it can fall inside the chain
    /// (docs/design.md, "Chains past blocked threads").
    ///
    /// The other threads' next steps are found by running them and putting the machine back
    /// ([`Machine::look_ahead`]).
    pub(crate) fn lift_past_blocking(&mut self, node: &Node, tid: ThreadId, enabled: &[Choice]) -> Option<Lift> {
        let first = self.por_log.as_ref()?.first()?;
        if node.pending_value.is_some()
            || self.m.jmm_on()
            || self.m.config.region_scheduling
            || enabled.len() != node.alternatives.len()
            || !enabled.iter().all(|c| node.alternatives.contains(c))
            || !enabled.contains(&Choice::Thread(tid))
        {
            return None;
        }
        let first = first.footprint.keys.clone();
        let log = self.log.clone()?;
        let was_enabled = |t: ThreadId| enabled.contains(&Choice::Thread(t));
        let mut lift = Lift { enabled: enabled.to_vec(), keys: KeySet::default(), positions: Vec::new(), passed: 0 };
        for &c in enabled {
            let Choice::Thread(q) = c else { return None };
            if q == tid {
                continue;
            }
            // Where `q` stands: a look-ahead from there that did not pay is not tried again
            // soon (at worst a chain is missed).
            let position: ThreadPosition = {
                let t = &self.m.st.threads[q as usize];
                let top = t.frames.last().map_or((u32::MAX, 0), |f| (f.method, f.pc));
                (q, t.frames.len() as u32, top.0, top.1)
            };
            if !self.lookahead_misses.try_from(position) {
                return None;
            }
            let observed = &mut self.observed_before;
            let uses = self.m.look_ahead(|m| {
                let mut uses = Vec::new();
                for _ in 0..LOOKAHEAD_STEPS {
                    observable_states(m, observed);
                    let before = m.st.threads[q as usize].status;
                    let stop = m.run_thread(q);
                    let events = std::mem::take(&mut *log.0.borrow_mut());
                    let others_unchanged =
                        (0..m.st.threads.len() as ThreadId).all(|t| t == q || was_enabled(t) == m.is_enabled(t));
                    if !others_unchanged {
                        return None;
                    }
                    uses.extend(executed(m, q, before, observed, &events).footprint.keys);
                    match stop {
                        // (The end of the last non-daemon thread would end the program: the
                        // other threads' steps would not happen at all.)
                        Ok(Stop::Blocked | Stop::Terminated) if !m.is_enabled(q) && crate::live_non_daemon(m) => {
                            // A blocked thread is woken by an interrupt or unpark (its control
                            // key), or by the release of the monitor it waits for.
                            uses.push((Key::thread_control(q), Use::Read));
                            if let ThreadStatus::Blocked(o) | ThreadStatus::Reacquiring { monitor: o, .. } =
                                m.st.threads[q as usize].status
                            {
                                uses.push((Key::monitor_release(o.0.get()), Use::Read));
                            }
                            return Some(uses);
                        }
                        Ok(Stop::Yield) if m.is_enabled(q) => {}
                        _ => return None,
                    }
                }
                None
            });
            let Some(mut uses) = uses else {
                self.lookahead_misses.missed(position);
                return None;
            };
            // Each thread's steps must commute with the others' and with the chain's first step,
            // and write no global key (every step reads it, as `Dpor::execute` counts it).
            let global_write = uses.iter().any(|&(k, u)| k == Key::GLOBAL && u.writes());
            uses.push((Key::GLOBAL, Use::Read));
            let mut own = KeySet::default();
            own.add(&uses);
            if global_write || lift.keys.conflicts(&uses) || own.conflicts(&first) {
                self.lookahead_misses.missed(position);
                return None;
            }
            lift.keys.add(&uses);
            lift.positions.push(position);
        }
        Some(lift)
    }

    /// Depth-first search with dynamic partial-order reduction (see the module documentation).
    pub(crate) fn run_dpor(&mut self) -> Result<(), VmError> {
        let mut dpor = Dpor { summary_budget: self.config.summary_budget, ..Dpor::default() };
        self.por_log = Some(Vec::new());
        // Relevance summaries, for matching by subsumption of `h` only where a check in a state's
        // subtree could fail (not under the JMM, whose paths can be cut after the fact).
        let relevance = self.config.checks.race && self.config.race_abstraction && !self.m.jmm_on();
        let initial = self.initial();
        let fp = self.m.fingerprint();
        let (id, _) = dpor.state_id(fp);
        dpor.push_frame(initial, id, None, Vec::new());
        while let Some(top) = dpor.frames.len().checked_sub(1) {
            if self.limit_reached() {
                break;
            }
            let frame = &mut dpor.frames[top];
            let Some(pos) = frame.backtrack.iter().position(|c| !frame.done.contains(c)) else {
                dpor.summarize_last_alternative();
                let frame = dpor.frames.pop().expect("top frame");
                dpor.expanded = dpor.expanded.min(dpor.frames.len() as u32);
                dpor.rewind(frame.path_len, frame.undo_len);
                dpor.states[frame.state as usize].on_stack = None;
                // Reaching the state itself again adds nothing to what is below it.
                let low = frame.low.filter(|&l| (l as usize) < dpor.frames.len());
                // (A summary of every bit is not kept: a state without one counts as that.)
                let keep_relevance = relevance && frame.node.fingerprint != 0 && !frame.relevant.is_all();
                if keep_relevance || frame.summarizable {
                    // Name the objects by their canonical numbers in the state, for the paths
                    // that reach it again.
                    self.m.st = frame.node.state.clone();
                    self.m.fingerprint();
                }
                if keep_relevance {
                    if let Some(canonical) = frame.relevant.canonical(self.m) {
                        self.subsuming.set_relevance(frame.node.fingerprint, canonical);
                    }
                }
                if frame.summarizable {
                    if frame.waited_on {
                        let anonymous = dpor.keep_mapped(&frame.below, |k| Some(k.anonymous()));
                        dpor.states[frame.state as usize].anonymous_below = anonymous;
                    }
                    let m = &*self.m;
                    let canonical_of = |o: u32| std::num::NonZeroU32::new(o).and_then(|n| m.canonical_id(ObjRef(n)));
                    let to_path = |c: u32| m.canonical_object(c).map(|o| o.0.get());
                    // (Objects the state does not have are left out: no other path step can
                    // touch them.)
                    let kept = dpor.keep_renamed(&frame.below, |k| k.renamed(canonical_of), |k| k.renamed(to_path));
                    dpor.states[frame.state as usize].summary = match (kept, low) {
                        (None, _) => Summary::Unknown,
                        (Some(s), None) => Summary::Complete(s),
                        (Some(partial), Some(l)) => {
                            let waits_for = dpor.frames[l as usize].state;
                            dpor.frames[l as usize].waited_on = true;
                            Summary::Incomplete(Rc::new(IncompleteSummary { partial, waits_for }))
                        }
                    };
                }
                if let Some(parent) = dpor.frames.last_mut() {
                    if relevance && !parent.relevant.is_all() {
                        let mut relevant = frame.relevant;
                        relevant.before(&frame.ops_in);
                        parent.relevant.absorb(relevant);
                    }
                    // The popped frame's summary is not needed any more: the larger of the two
                    // takes the smaller in, so a deep path does not copy its keys up every frame.
                    let mut below = frame.below;
                    if below.keys.len() > parent.below.keys.len() {
                        std::mem::swap(&mut below, &mut parent.below);
                    }
                    parent.below.union(&below);
                    parent.summarizable &= frame.summarizable;
                    if let Some(l) = low {
                        parent.low = Some(parent.low.map_or(l, |p| p.min(l)));
                    }
                }
                continue;
            };
            let choice = frame.backtrack.remove(pos);
            frame.done.push(choice);
            let (path_len, undo_len) = (frame.path_len, frame.undo_len);
            dpor.summarize_last_alternative();
            dpor.rewind(path_len, undo_len);
            // What the step does with `h` only matters for this frame's relevance summary
            // (it is taken back to here from below): not once every bit is relevant here.
            self.h_ops = (relevance && !dpor.frames[top].relevant.is_all()).then(Vec::new);
            let after = self.step(&dpor.frames[top].node, choice, true)?;
            let ops = self.h_ops.take().unwrap_or_default();
            let mut executed = std::mem::take(self.por_log.as_mut().expect("reduction log"));
            let mut last = None;
            for (i, e) in executed.drain(..).enumerate() {
                last = Some(e.thread);
                dpor.execute((i == 0 || e.lifted).then_some(top as u32), e);
            }
            self.por_log = Some(executed);
            match after {
                After::Continue(node) => {
                    let (id, new) = dpor.state_id(node.fingerprint);
                    debug_assert!(new, "a state the search stored was already known");
                    dpor.push_frame(*node, id, last, ops);
                }
                After::Revisited(fp) => {
                    let (id, _) = dpor.state_id(fp);
                    if relevance && !dpor.frames[top].relevant.is_all() {
                        // What the matched state's subtree asks of `h`, named in this path (the
                        // machine is in that state); every bit while that state is still being
                        // explored or has no summary.
                        let mut below = match (dpor.states[id as usize].on_stack, self.subsuming.relevance(fp)) {
                            (None, Some(stored)) => Relevance::from_canonical(self.m, stored),
                            _ => Relevance::all(),
                        };
                        below.before(&ops);
                        dpor.frames[top].relevant.absorb(below);
                    }
                    // The machine is in the matched state: its canonical numbers name the
                    // current path's objects.
                    let m = &*self.m;
                    let to_path = |c: u32| m.canonical_object(c).map(|o| o.0.get());
                    if let Some(f) = dpor.states[id as usize].on_stack {
                        // A cycle.
                        dpor.expand_from(f);
                        dpor.reaches_frame(f);
                    } else {
                        match dpor.flatten(id) {
                            Summary::Complete(summary) => dpor.matched(&summary, to_path),
                            Summary::Incomplete(incomplete) => {
                                // What is known below it, and the state on the stack it waits for.
                                dpor.matched(&incomplete.partial, to_path);
                                let from = dpor.states[incomplete.waits_for as usize].on_stack.expect("flattened");
                                dpor.expand_from(from);
                                dpor.reaches_frame(from);
                            }
                            Summary::Unknown => {
                                dpor.matched_unsummarized();
                                dpor.frames[top].summarizable = false;
                            }
                        }
                    }
                }
                After::End => {
                    // The threads that could have run instead of the step that ended the
                    // program by `System.exit` never take their next steps on this path, so no
                    // race with them is found: as Flanagan and Godefroid's check of every
                    // thread's next transition would, the frame tries each of them. (Between
                    // the frame and the exit only the exiting thread was enabled. A frame of a
                    // pending value offers only values: the threads go before the step that
                    // stopped for it, as in `race_frame`.)
                    if self.m.st.exit_status.is_some() {
                        let mut f = top;
                        while f > 0 && dpor.frames[f].node.pending_value.is_some() {
                            f -= 1;
                        }
                        if !dpor.frames[f].full() {
                            dpor.add_backtrack(f as u32, None);
                        }
                    }
                    if relevance {
                        let mut checked = Relevance::default();
                        checked.before(&ops);
                        dpor.frames[top].relevant.absorb(checked);
                    }
                }
            }
            if self.config.stop_on_first && !self.violations.is_empty() {
                break;
            }
        }
        self.por_log = None;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn summaries_find_conflicts_by_key_and_by_the_implicit_keys() {
        let mut s = ExactSummary::default();
        s.add_step(1, &[(Key::field(5, 7), Use::Read)]);
        s.add_step(
            2,
            &[
                (Key::field(5, 7), Use::Write),
                (Key::static_field(3), Use::Read),
                (Key::monitor_release(9), Use::SyncWrite),
            ],
        );
        // A read of the field conflicts with the writer only; a write with both.
        assert_eq!(s.conflicting(0, &[(Key::field(5, 7), Use::Read)]), Threads(0b100));
        assert_eq!(s.conflicting(0, &[(Key::field(5, 7), Use::Write)]), Threads(0b110));
        // The same field of another object does not conflict.
        assert_eq!(s.conflicting(0, &[(Key::field(6, 7), Use::Write)]), Threads(0));
        // Not with itself.
        assert_eq!(s.conflicting(2, &[(Key::field(5, 7), Use::Write)]), Threads(0b010));
        // Ordering-only uses never race.
        assert_eq!(s.conflicting(0, &[(Key::monitor_release(9), Use::SyncWrite)]), Threads(0));
        // Interrupting thread 1 conflicts with thread 1; class initialization with everyone.
        assert_eq!(s.conflicting(0, &[(Key::thread_control(1), Use::Write)]), Threads(0b010));
        assert_eq!(s.conflicting(0, &[(Key::GLOBAL, Use::Write)]), Threads(0b110));
        assert_eq!(s.conflicting(0, &[(Key::static_field(4), Use::Write)]), Threads(0));
    }

    #[test]
    fn summaries_survive_renaming_to_the_sorted_form_and_back() {
        let mut s = ExactSummary::default();
        s.add_step(0, &[(Key::field(10, 1), Use::Write), (Key::element(11, 2), Use::Read)]);
        s.add_step(3, &[(Key::static_field(4), Use::Write)]);
        // To canonical numbers (objects 10 and 11 are 0 and 1 there), and back to others.
        let mut canonical = Vec::new();
        s.sorted_into(&mut canonical, |k| k.renamed(|o| Some(o - 10)));
        assert!(canonical.windows(2).all(|w| w[0].0 < w[1].0));
        let back = ExactSummary::from_sorted(&canonical, |c| Some(c + 20));
        assert_eq!(back.threads, s.threads);
        assert_eq!(back.keys.get(&Key::field(20, 1)), Some(&(Threads(0), Threads(1))));
        assert_eq!(back.keys.get(&Key::element(21, 2)), Some(&(Threads(1), Threads(0))));
        assert_eq!(back.keys.get(&Key::static_field(4)), Some(&(Threads(0), Threads(0b1000))));
        assert_eq!(back.keys.len(), 3);
        // Objects the state does not have are left out.
        s.sorted_into(&mut canonical, |k| k.renamed(|o| (o == 10).then_some(0)));
        assert_eq!(canonical.len(), 2 + 1);
    }

    #[test]
    fn anonymous_keys_conflict_with_the_key_of_every_object_and_survive_renaming() {
        let mut s = ExactSummary::default();
        s.add_step(1, &[(Key::field(5, 7), Use::Write), (Key::static_field(3), Use::Read)]);
        s.add_step(2, &[(Key::monitor(5), Use::Write)]);
        s.add_step(3, &[(Key::field(6, 7), Use::Read)]);
        // Field 7 of objects 5 and 6 is one key.
        let mut sorted = Vec::new();
        s.sorted_into(&mut sorted, |k| Some(k.anonymous()));
        assert!(sorted.contains(&(Key::field(ANY_OBJECT, 7), Threads(0b1000), Threads(0b010))));
        let any = ExactSummary::from_sorted(&sorted, |_| None);
        assert_eq!(any.keys.len(), 3);
        // Field 7 of any object, not another field; keys about no object are kept as they are.
        assert_eq!(any.conflicting(0, &[(Key::field(9, 7), Use::Read)]), Threads(0b010));
        assert_eq!(any.conflicting(0, &[(Key::field(9, 7), Use::Write)]), Threads(0b1010));
        assert_eq!(any.conflicting(0, &[(Key::field(9, 8), Use::Write)]), Threads(0));
        assert_eq!(any.conflicting(0, &[(Key::static_field(3), Use::Write)]), Threads(0b010));
        assert_eq!(any.conflicting(0, &[(Key::monitor(4), Use::Write)]), Threads(0b100));
        // Renaming (to canonical numbers and back) keeps a key of every object.
        any.sorted_into(&mut sorted, |k| k.renamed(|_| None));
        assert_eq!(ExactSummary::from_sorted(&sorted, |_| None).keys.len(), any.keys.len());
    }

    #[test]
    fn a_summary_kept_before_is_found_by_its_entries_whatever_the_path_names_its_objects() {
        let mut dpor = Dpor { summary_budget: usize::MAX, ..Dpor::default() };
        let mut s = ExactSummary::default();
        let keys = [(Key::field(10, 1), Use::Write), (Key::element(11, 2), Use::Read), (Key::field(12, 3), Use::Read)];
        s.add_step(0, &keys);
        // Objects 10 and 11 are 0 and 1 in the state; object 12 is not in it.
        let first = dpor
            .keep_renamed(&s, |k| k.renamed(|o| (o != 12).then(|| o - 10)), |k| k.renamed(|c| Some(c + 10)))
            .expect("kept");
        assert_eq!(first.len(), 2 + 1);
        // The same summary reached along another path, whose objects are 20 and 21.
        let mut t = ExactSummary::default();
        t.add_step(0, &[(Key::field(20, 1), Use::Write), (Key::element(21, 2), Use::Read)]);
        let to_canonical = |k: Key| k.renamed(|o| Some(o - 20));
        let to_path = |k: Key| k.renamed(|c| Some(c + 20));
        assert!(Rc::ptr_eq(&first, &dpor.keep_renamed(&t, to_canonical, to_path).expect("kept")));
        // One more entry, or another thread, is another summary.
        t.add_step(1, &[(Key::static_field(4), Use::Read)]);
        let second = dpor.keep_renamed(&t, to_canonical, to_path).expect("kept");
        assert!(!Rc::ptr_eq(&first, &second));
        assert_eq!(dpor.summary_entries, 3 + 4);
    }

    #[test]
    fn footprints_name_monitors_threads_and_class_initialization() {
        use weft_events::Site;
        let site = Site { method: 0, pc: 0 };
        let events = [
            Event::MonitorEnter { thread: 0, object: 9, site },
            Event::Read {
                thread: 0,
                location: Location::Field { object: 9, field: 2 },
                mode: weft_events::AccessMode::Plain,
                site,
                via: Site::NONE,
            },
            Event::Write {
                thread: 0,
                location: Location::Field { object: 9, field: 2 },
                mode: weft_events::AccessMode::Plain,
                site,
                via: Site::NONE,
            },
            Event::ThreadStart { thread: 0, child: 3, site },
            Event::ClassInitBegin { thread: 0, class: 4 },
        ];
        let f = Footprint::of_events(&events, |_| false, |_, _| false, |_| false);
        assert!(f.keys.contains(&(Key::monitor(9), Use::Write)));
        assert!(f.keys.contains(&(Key::monitor_release(9), Use::SyncRead)));
        assert!(f.keys.contains(&(Key::field(9, 2), Use::Write)), "a read then a write is a write");
        assert!(f.keys.contains(&(Key::thread_control(3), Use::SyncWrite)));
        assert!(f.keys.contains(&(Key::GLOBAL, Use::Write)));
        assert_eq!(f.keys.iter().filter(|(k, _)| *k == Key::field(9, 2)).count(), 1);
        // The monitor entered first is a segment of its own: what it orders comes after it.
        assert_eq!(f.segments.len(), 2);
        assert_eq!(f.segments[0], [(Key::monitor(9), Use::Write), (Key::monitor_release(9), Use::SyncRead)]);
        assert!(f.segments[1].contains(&(Key::field(9, 2), Use::Write)));
    }

    #[test]
    fn a_jdk_initializer_s_accesses_to_its_own_statics_have_no_key() {
        use weft_events::{AccessMode, Site};
        let in_clinit = Site { method: 7, pc: 3 };
        let elsewhere = Site { method: 8, pc: 3 };
        let write = |field, site| Event::Write {
            thread: 1,
            location: Location::Static { field },
            mode: AccessMode::Plain,
            site,
            via: Site::NONE,
        };
        // Field 5 belongs to the class whose `<clinit>` is method 7; field 6 to another class.
        let own = |field: FieldId, site: Site| field == 5 && site.method == 7;
        let events = [write(5, in_clinit), write(6, in_clinit), write(5, elsewhere)];
        let f = Footprint::of_events(&events[..1], |_| true, own, |_| false);
        assert!(f.keys.is_empty(), "{:?}", f.keys);
        let f = Footprint::of_events(&events[1..], |_| true, own, |_| false);
        assert_eq!(f.keys, [(Key::static_field(5), Use::Write), (Key::static_field(6), Use::Write)]);
        assert!(f.segments.is_empty(), "no acquisition: one segment, kept as `keys`");
    }

    #[test]
    fn fresh_objects_and_idempotent_caches_have_no_key() {
        use weft_events::{AccessMode, Site};
        let site = Site { method: 0, pc: 0 };
        let access = |write: bool, object, field| {
            let location = Location::Field { object, field };
            match write {
                true => Event::Write { thread: 1, location, mode: AccessMode::Plain, site, via: Site::NONE },
                false => Event::Read { thread: 1, location, mode: AccessMode::Plain, site, via: Site::NONE },
            }
        };
        // Object 4 is used before the step allocates object 5; field 9 is a cache.
        let events = [
            access(true, 5, 1),
            Event::Alloc { thread: 1, object: 5, class: 2, site },
            access(true, 5, 1),
            access(false, 5, 1),
            access(false, 4, 1),
            access(true, 4, 9),
        ];
        let f = Footprint::of_events(&events, |_| false, |_, _| false, |field| field == 9);
        // The write before the allocation is of another object that had the same number.
        assert_eq!(f.keys, [(Key::field(4, 1), Use::Read), (Key::field(5, 1), Use::Write)]);
    }

    #[test]
    fn a_chain_stops_at_a_step_that_writes_what_a_blocked_thread_uses_or_reads_what_it_writes() {
        let mut lift = Lift { enabled: Vec::new(), keys: KeySet::default(), positions: Vec::new(), passed: 0 };
        // A thread blocked in `join` of thread 1 (and woken by its own signals), which also read a field.
        lift.keys.add(&[
            (Key::thread_control(1), Use::Read),
            (Key::field(7, 2), Use::Read),
            (Key::thread_control(2), Use::Read),
            (Key::monitor_release(9), Use::Read),
        ]);
        let step = |keys: &[(Key, Use)]| Footprint { keys: keys.to_vec(), ..Footprint::default() };
        assert!(lift.commutes_with(&step(&[(Key::field(7, 2), Use::Read), (Key::field(8, 1), Use::Write)])));
        // Thread 1's end, a write of the field, an interrupt of the blocked thread, the release.
        assert!(!lift.commutes_with(&step(&[(Key::thread_control(1), Use::Write)])));
        assert!(!lift.commutes_with(&step(&[(Key::field(7, 2), Use::Write)])));
        assert!(!lift.commutes_with(&step(&[(Key::thread_control(2), Use::Write)])));
        assert!(!lift.commutes_with(&step(&[(Key::monitor_release(9), Use::SyncWrite)])));
        // A key read by one and written by the other, merged: written.
        lift.keys.add(&[(Key::field(8, 1), Use::Write)]);
        assert!(!lift.commutes_with(&step(&[(Key::field(8, 1), Use::Read)])));
    }

    #[test]
    fn a_position_where_looking_ahead_did_not_pay_is_tried_again_after_twice_as_many_passes() {
        let mut misses = LookaheadMisses::default();
        let here: ThreadPosition = (1, 3, 40, 12);
        assert!(misses.try_from(here));
        misses.missed(here);
        let tried = |misses: &mut LookaheadMisses, n: usize| (0..n).filter(|_| misses.try_from(here)).count();
        // After one miss: passed over twice, then tried.
        assert_eq!(tried(&mut misses, 3), 1);
        misses.missed(here);
        // After two: passed over four times.
        assert_eq!(tried(&mut misses, 5), 1);
        assert_eq!(tried(&mut misses, 4), 0);
        assert!(misses.try_from((2, 3, 40, 12)), "another thread's position is its own");
    }
}
