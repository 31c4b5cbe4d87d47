//! The machine's part of `--memory-model jmm`: which reads become read-from choices, the writes
//! a read may see, values imposed on future writes, and the well-formedness of a path.
//!
//! This is Java PathRelaxer (Jin, Yavuz-Kahveci and Sanders, "Java Memory Model-Aware Model
//! Checking", seed 002), Figs. 4 and 5, moved into the machine. Terms:
//!
//! - An *action* is a plain (non-volatile) read or write of a *location* (a static field, a field
//!   of an object, an element of an array) by a thread. Locations and actions must be named the
//!   same way on every path and in every iteration, so objects are named by [`ObjName`] (the
//!   thread that allocated them and how many objects it had allocated before), never by heap
//!   slot, and writes by an [`ActionId`] built by one of the paper's three schemes
//!   ([`Scheme`]).
//! - The *WriteSet* ([`WriteSet`]) maps each location to the writes (action id, value written)
//!   seen on the well-formed paths of the previous iterations. It is fixed during one search
//!   (`Iteration::previous`); the writes of this search's well-formed complete paths are
//!   collected into `Iteration::collected` for the next one (the outer loop is
//!   `weft_explore::jmm`).
//! - *Happens-before* (`≤hb`) is tracked with vector clocks from the machine's own synchronization
//!   events (monitor enter/exit, wait, volatile and atomic reads and writes, thread
//!   start/end/join): a release joins the thread's clock into the clock of the lock or volatile
//!   location, an acquire joins it back. Opaque and final accesses synchronize nothing.
//! - A plain read `r` of location `x` by thread `t` may see (Def. 2, rule 9, happens-before
//!   consistency): a *past* write `w` to `x` on this path unless some other write `w'` to `x`
//!   has `w ≤hb w' ≤hb r` (then `w` is hidden), the default value (which happens-before
//!   everything) on the same condition, or a *future* write: an entry `(w, v)` of the WriteSet
//!   whose action has not happened on this path, which *imposes* value `v` on `w` (Fig. 5, lines
//!   61-66). When `w` later executes it must write `v` and `r ≤hb w` must not hold, or the path is
//!   ill-formed and is cut (`Stop::Pruned`); a path that ends with an imposed write still to come
//!   is ill-formed too. A read with more than one distinct value to see stops the thread with
//!   `Stop::Choice(n)` — a value choice of the reading thread, searched like `Verify.randomInt`
//!   — and a read with one (every read of a data-race-free program) stays a plain read. Values
//!   seen only through a future write that a past write already offers are left out: the past
//!   write gives the same value with no obligation.
//! - A read from the future must also be *justified* (the JMM's commit rules, JLS 17.4.8): each
//!   WriteSet entry keeps, from each path that wrote it, the path's racy reads ([`RacyRead`]:
//!   reads that saw a write not happening-before them), and a path on which a plain read saw
//!   the entry from the future is well-formed only if it makes every racy read of one of them
//!   (docs/design.md, "Justifying reads from the future"). This removes the fixed point's
//!   out-of-thin-air outcomes of Pugh's test cases 5 and 10.
//! - The end of a class's initialization happens-before every use of the class by another
//!   thread (JLS 12.4.2: a release of its initialization lock, acquired by each thread's first
//!   use after it, `Event::ClassUse`); what the initializer wrote is otherwise an ordinary
//!   write. Only the program's own locations are tracked: fields and
//!   statics declared by application classes, and array elements accessed by application code.
//!   The JDK's own data (strings, collections, `java.util.concurrent`) keep sequentially
//!   consistent semantics: its synchronization is exact, and its benign races are outside
//!   what a user's program is checked for.
//!
//! - The program's own opaque and acquire/release accesses (`VarHandle` `getOpaque`,
//!   `setRelease`, ...) are *relaxed* accesses: coherent per location and synchronizing only
//!   when an acquire read sees a release write. Each location's modification order is kept as
//!   constraints between its writes (`PathState::mo`), added as coherence demands; a relaxed
//!   read may see any past write that the writes its thread knows of do not have to follow
//!   (docs/design.md, "Opaque and release/acquire accesses", has the soundness argument).
//!
//! Final fields keep their JLS 17.5 semantics (reads of a properly published object's finals
//! see the constructor's values): they are never tracked, and a read never sees, from the
//! future, a write of a reference to an object another thread is still constructing
//! (`PathState::constructing`), whose final fields memory does not hold yet; and a read through a
//! dereference chain from a frozen final field sees what happened before the freeze
//! (`PathState::chained`, JLS 17.5.1). Volatile and atomic
//! (read-modify-write) accesses are synchronization actions and are not tracked either; they
//! read the latest value, as sequential consistency does for them.

use std::collections::{BTreeMap, BTreeSet};
use std::rc::Rc;

use rustc_hash::FxHashMap;
use serde::{Deserialize, Serialize};
use weft_events::{AccessMode, Event, FieldId, Location, Site};

use crate::class::{ClassId, MethodId};
use crate::insn::RmwOrder;
use crate::machine::{Machine, NO_SITE};
use crate::state::ThreadId;
use crate::value::{ObjRef, Value};

/// How write actions are identified across paths and iterations (the paper's Sect. 5). Which
/// scheme is used changes which executions the fixed point admits (its Fig. 7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "kebab-case")]
pub enum Scheme {
    /// `(thread, location, n)`: the thread's `n`-th write to the location.
    Occurrence,
    /// `(thread, instruction, n)`: the `n`-th execution of the writing instruction by the thread
    /// (the lexical scope, with loop iterations told apart).
    Scope,
    /// `(thread, location, value, n)`: the thread's `n`-th write of this value to the location.
    /// The default: it admits both executions of the paper's Fig. 7 (a write that happens on
    /// every branch, and the same value written on two branches), each of which one of the other
    /// schemes forbids although the JMM allows both.
    #[default]
    OccurrenceVal,
}

impl Scheme {
    pub fn name(self) -> &'static str {
        match self {
            Scheme::Occurrence => "occurrence",
            Scheme::Scope => "scope",
            Scheme::OccurrenceVal => "occurrence-val",
        }
    }

    pub fn parse(name: &str) -> Option<Scheme> {
        match name {
            "occurrence" => Some(Scheme::Occurrence),
            "scope" => Some(Scheme::Scope),
            "occurrence-val" => Some(Scheme::OccurrenceVal),
            _ => None,
        }
    }
}

/// The path-independent name of a heap object: the thread that allocated it, the number of
/// objects that thread had allocated before, and its class. Objects that exist before `main`
/// runs are named by their heap slot under the pseudo-thread [`ObjName::BOOT`] (boot is the same
/// on every path). How many objects a thread allocated can depend on the path (a racy read
/// decides whether it allocates; whichever thread first loads a class literal makes its
/// mirror): the class keeps a value seen from another path from naming an object of another
/// type on this one, which the thread would then use as that type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ObjName {
    pub thread: u32,
    pub n: u32,
    /// The object's class; [`ObjName::BOOT`] for objects named by slot.
    #[serde(default)]
    pub class: ClassId,
}

impl ObjName {
    pub const BOOT: u32 = u32::MAX;
}

/// A memory location named the same way on every path.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Loc {
    Static { class: ClassId, slot: u32 },
    Field { object: ObjName, slot: u32 },
    Element { array: ObjName, index: u32 },
}

/// A value as the WriteSet keeps it: references by object name, floats by bits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum AbsValue {
    Int(i32),
    Long(i64),
    Float(u32),
    Double(u64),
    Null,
    Object(ObjName),
}

/// The identity of a write action under a [`Scheme`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum ActionId {
    Occurrence { thread: ThreadId, loc: Loc, n: u32 },
    Scope { thread: ThreadId, method: u32, pc: u32, n: u32 },
    OccurrenceVal { thread: ThreadId, loc: Loc, value: AbsValue, n: u32 },
}

impl ActionId {
    pub fn thread(&self) -> ThreadId {
        match *self {
            ActionId::Occurrence { thread, .. }
            | ActionId::Scope { thread, .. }
            | ActionId::OccurrenceVal { thread, .. } => thread,
        }
    }
}

/// A read that may have seen a write not ordered before it by happens-before (a racy past
/// write, or a write still to come): the reading thread, the location and the value read.
/// Which write it saw is left out on purpose: two writes of one value cannot be told apart
/// by what the path does next, and a coarser fact only makes the justification check below
/// more lenient.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct RacyRead {
    pub reader: ThreadId,
    pub loc: Loc,
    pub value: AbsValue,
}

/// The racy reads of one complete well-formed path that wrote a WriteSet entry: the JMM's
/// commit rules keep each of them, seeing the same value, in every execution that relies on
/// the entry (docs/design.md, "Justifying reads from the future").
pub type Justification = BTreeSet<RacyRead>;

/// The global WriteSet: for each location, the writes that may be seen.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct WriteSet {
    pub writes: BTreeMap<Loc, BTreeSet<(ActionId, AbsValue)>>,
    /// Where each action was first seen (`method`, `pc`), for describing it.
    pub sites: BTreeMap<ActionId, (u32, u32)>,
    /// For each entry, the justifications of the paths that wrote it, minimal under inclusion
    /// (one satisfied is enough, and a smaller one is satisfied whenever a larger one is). An
    /// entry without any (from a report written before they were kept) is not checked.
    pub justifications: BTreeMap<(ActionId, AbsValue), Vec<Justification>>,
}

/// Adds `j` to the minimal justifications `list` unless one of them is contained in it; says
/// whether it was added.
fn add_justification(list: &mut Vec<Justification>, j: &Justification) -> bool {
    if list.iter().any(|k| k.is_subset(j)) {
        return false;
    }
    list.retain(|k| !j.is_subset(k));
    list.push(j.clone());
    true
}

/// One entry of a WriteSet as a report stores it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredWrite {
    pub loc: Loc,
    pub id: ActionId,
    pub value: AbsValue,
    pub site: Option<(u32, u32)>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub justifications: Vec<Justification>,
}

impl WriteSet {
    /// The entries, for a report.
    pub fn to_stored(&self) -> Vec<StoredWrite> {
        let mut out = Vec::new();
        for (loc, entries) in &self.writes {
            for &(id, value) in entries {
                out.push(StoredWrite {
                    loc: *loc,
                    id,
                    value,
                    site: self.sites.get(&id).copied(),
                    justifications: self.justifications.get(&(id, value)).cloned().unwrap_or_default(),
                });
            }
        }
        out
    }

    /// The WriteSet a report stored.
    pub fn from_stored(stored: &[StoredWrite]) -> WriteSet {
        let mut ws = WriteSet::default();
        for w in stored {
            ws.writes.entry(w.loc).or_default().insert((w.id, w.value));
            if let Some(site) = w.site {
                ws.sites.insert(w.id, site);
            }
            if !w.justifications.is_empty() {
                ws.justifications.insert((w.id, w.value), w.justifications.clone());
            }
        }
        ws
    }

    /// The number of (action, value) entries.
    pub fn len(&self) -> usize {
        self.writes.values().map(BTreeSet::len).sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Adds every entry of `other`; says whether anything was new.
    pub fn absorb(&mut self, other: &WriteSet) -> bool {
        let mut grew = false;
        for (loc, entries) in &other.writes {
            let mine = self.writes.entry(*loc).or_default();
            for e in entries {
                grew |= mine.insert(*e);
            }
        }
        for (id, site) in &other.sites {
            self.sites.entry(*id).or_insert(*site);
        }
        for (entry, js) in &other.justifications {
            let mine = self.justifications.entry(*entry).or_default();
            for j in js {
                grew |= add_justification(mine, j);
            }
        }
        grew
    }

    /// Whether entry `e`, read from the future on a path whose possibly racy reads are
    /// `reads`, has a justification all of whose reads the path made.
    fn justified(&self, e: &(ActionId, AbsValue), reads: &BTreeMap<RacyRead, bool>) -> bool {
        self.justifications.get(e).is_none_or(|js| js.iter().any(|j| j.iter().all(|r| reads.contains_key(r))))
    }
}

/// The settings and the WriteSets of one search under the JMM (one iteration of the fixed
/// point); lives in the machine, outside the state, since it is the same for every path.
#[derive(Debug, Clone, Default)]
pub struct Iteration {
    pub scheme: Scheme,
    /// The WriteSet the reads of this search choose from.
    pub previous: Rc<WriteSet>,
    /// The writes of the well-formed complete paths of this search.
    pub collected: WriteSet,
    /// `--torn-longs`: a plain `long`/`double` read may see the high half of one visible write
    /// and the low half of another (JLS 17.7).
    pub torn_longs: bool,
    /// Complete paths cut because a write read from the future had no justification they
    /// satisfied.
    pub unjustified: u64,
    /// The program's locations read sequentially consistently because code weft does not
    /// track (the JDK's) wrote them: their relaxed behaviours are not explored.
    pub sequential_locations: BTreeSet<Loc>,
}

/// What a synchronization clock belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum SyncKey {
    Monitor(ObjName),
    VolatileField(ObjName, u32),
    VolatileStatic(u32),
    VolatileElement(ObjName, u32),
    ThreadEnd(ThreadId),
    /// The initialization lock of a class (JLS 12.4.2).
    ClassInit(u32),
    /// The one clock of the sequentially consistent fences (`VarHandle.fullFence`), taken in
    /// the order they run.
    Fence,
}

/// A vector clock: one counter per thread.
type Clock = Vec<u32>;

fn join(into: &mut Clock, from: &Clock) {
    if into.len() < from.len() {
        into.resize(from.len(), 0);
    }
    for (a, b) in into.iter_mut().zip(from) {
        *a = (*a).max(*b);
    }
}

/// The join of two release sequences' clocks (`None`: no release write).
fn join_sequences(a: Option<Rc<Clock>>, b: Option<Rc<Clock>>) -> Option<Rc<Clock>> {
    match (a, b) {
        (Some(a), Some(b)) => {
            let mut c = (*a).clone();
            join(&mut c, &b);
            Some(Rc::new(c))
        }
        (a, b) => a.or(b),
    }
}

/// Whether clock `a` is at least `b` in every component.
fn covers(a: &Clock, b: &Clock) -> bool {
    b.iter().enumerate().all(|(t, &v)| v <= a.get(t).copied().unwrap_or(0))
}

fn component(c: &Clock, t: ThreadId) -> u32 {
    c.get(t as usize).copied().unwrap_or(0)
}

/// A write on the current path.
#[derive(Debug, Clone, PartialEq)]
struct PathWrite {
    id: ActionId,
    value: Value,
    thread: ThreadId,
    /// The writing thread's own clock component when it wrote.
    epoch: u32,
    /// The writing thread's clock when it wrote.
    clock: Rc<Clock>,
    site: Site,
    /// A volatile write or a volatile read-modify-write: later volatile accesses to the
    /// location come after it in the modification order.
    sc: bool,
    /// What an acquire read that sees this write synchronizes with: the release writes whose
    /// release sequence it belongs to (C11: the write itself if it is a release write, and,
    /// for an update, those of the write it read), as the join of their clocks.
    sequence: Option<Rc<Clock>>,
    /// An acquire read saw this update while the write its chain of updates starts from was
    /// still to come (`PathState::chain_open`): should that write head a release sequence, the
    /// read missed its synchronization, and the path is cut (`extend_sequences`).
    acquired_open: bool,
}

impl PathWrite {
    /// `self ≤hb` an action of a thread whose clock is `clock`.
    fn happens_before(&self, clock: &Clock) -> bool {
        self.epoch <= component(clock, self.thread)
    }
}

/// An obligation a read put on a write still to come: it must write `value`, and none of the
/// reads that imposed it (thread, epoch) may happen-before it.
#[derive(Debug, Clone, PartialEq)]
struct Imposed {
    /// Where the reads saw it: under the `scope` scheme one action id may write different
    /// locations on different paths, and a write elsewhere is not the write they saw.
    loc: Loc,
    value: AbsValue,
    readers: Vec<(ThreadId, u32)>,
    /// Whether a reader has passed an acquire fence since: the write must then not follow a
    /// release fence of its thread that runs after that (see [`Machine::jmm_fence`]), nor be a
    /// release write or continue a release sequence (see [`Machine::jmm_write`]).
    fenced: bool,
}

/// One value a pending read may see, and where it comes from.
#[derive(Debug, Clone, PartialEq)]
struct Candidate {
    value: Value,
    /// `None`: the default value.
    source: Option<(ActionId, Site)>,
    future: bool,
    /// Halves of two different writes (`--torn-longs`).
    torn: bool,
    /// The write's index in the location's history (for a relaxed read, which records it, or a
    /// node standing for a future write; for a plain read, the most recent write of the value,
    /// whose clock an acquire fence after the read takes).
    write: Option<u32>,
    /// Every write that gives this value does not happen-before the read (or is still to
    /// come): the read is racy whichever it saw.
    racy: bool,
    /// Some write that gives this value, past or still to come, does not happen-before the
    /// read: an execution may have the read racy.
    maybe_racy: bool,
}

impl Candidate {
    /// The default value of a location whose memory holds `latest`.
    fn initial(latest: Value) -> Candidate {
        Candidate {
            value: default_like(latest),
            source: None,
            future: false,
            torn: false,
            write: None,
            racy: false,
            maybe_racy: false,
        }
    }

    /// A past write of the path (`write`: its index) to a read whose clock
    /// is `reader`.
    fn past(w: &PathWrite, write: Option<u32>, reader: &Clock) -> Candidate {
        let source = Some((w.id, w.site));
        let racy = !w.happens_before(reader);
        Candidate { value: w.value, source, future: false, torn: false, write, racy, maybe_racy: racy }
    }
}

/// What a coherent read may see ([`Machine::jmm_coherent_candidates`]), with the reader's clock
/// (counting a volatile read's synchronization) and the writes it knows of.
struct Coherent {
    reader: Clock,
    known: BTreeSet<u32>,
    candidates: Vec<Candidate>,
    /// Future writes left out: references to objects still under construction.
    held: Vec<(ObjRef, FieldId)>,
}

/// A read stopped at its read-from choice, with what it may see (for describing the choice).
#[derive(Debug, Clone, PartialEq)]
struct PendingRead {
    thread: ThreadId,
    candidates: Vec<Candidate>,
}

/// The JMM bookkeeping of one path (part of the state, so it is snapshotted, restored and
/// fingerprinted with it).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct PathState {
    clocks: Vec<Clock>,
    released: BTreeMap<SyncKey, Clock>,
    allocations: Vec<u32>,
    names: Rc<FxHashMap<u32, ObjName>>,
    history: BTreeMap<Loc, Vec<PathWrite>>,
    executed: BTreeSet<ActionId>,
    occurrences: BTreeMap<(ThreadId, Loc, Option<AbsValue>), u32>,
    scope_counts: BTreeMap<(ThreadId, u32, u32), u32>,
    imposed: BTreeMap<ActionId, Imposed>,
    pending: Option<PendingRead>,
    /// The relaxed (opaque, acquire) reads of each location that saw a write of its history:
    /// (thread, the thread's epoch, the write's history index).
    seen: BTreeMap<Loc, Vec<(ThreadId, u32, u32)>>,
    /// The coherence constraints on each location's modification order: `(a, b)`, history
    /// indices, says that write `a` comes before write `b`. The order itself is left open (any
    /// order extending the constraints is one the execution may have), so only a cycle is
    /// ruled out.
    mo: BTreeMap<Loc, BTreeSet<(u32, u32)>>,
    /// Future writes an opaque read saw, by the node that stands for them in the constraints
    /// (numbered down from `u32::MAX`) until they run and take their history index.
    unplaced: BTreeMap<ActionId, u32>,
    /// The read-modify-writes of each location, by the write each read (`None`: the default
    /// value) to the update's own history index. An update comes right after the write it
    /// read in the modification order (atomicity), so no two read the same write, and
    /// [`PathState::close_updates`] keeps every other constraint on the pair consistent with
    /// that.
    updates: BTreeMap<Loc, BTreeMap<Option<u32>, u32>>,
    /// The reads of the path that may have seen a write not happening-before them, each with
    /// whether some plain read certainly did (see [`RacyRead`]): the certain ones justify the
    /// path's writes, all of them may satisfy a justification.
    racy_reads: BTreeMap<RacyRead, bool>,
    /// The WriteSet entries plain reads of the path saw from the future: each needs a
    /// justification the path satisfies ([`Machine::jmm_end_of_path`]).
    justify: BTreeSet<(ActionId, AbsValue)>,
    /// The objects with final fields still under construction: made by `new` on this path,
    /// and neither has the constructor of their class returned nor has their constructing
    /// thread published them (leaked `this`); each with the field whose location stands for
    /// its construction in events (its first final field). A read of another thread never sees
    /// a future write of a reference to one of them ([`Machine::jmm_future_candidates`]): final
    /// fields are frozen when the constructor returns (JLS 17.5).
    constructing: BTreeMap<ObjName, FieldId>,
    /// The objects whose final fields are frozen (a constructor of their class returned before
    /// they were published), each with its constructing thread's clock at the freeze.
    frozen: BTreeMap<ObjName, Clock>,
    /// What each thread reached through a dereference chain from a frozen final field: the
    /// object, and the join of the freezes' clocks (JLS 17.5.1). A read of its fields and
    /// elements sees what happened before those freezes as if it happened before the read.
    chained: BTreeMap<(ThreadId, ObjName), Clock>,
    /// Each thread's clock at its latest release fence: a write it makes after the fence
    /// carries it to a thread that reads the write and then passes an acquire fence (C11's
    /// fence-to-fence synchronization, [`Machine::jmm_fence`]).
    fence_released: BTreeMap<ThreadId, Rc<Clock>>,
    /// The writes (location, history index) each thread read since its latest acquire fence:
    /// that fence takes the clocks they carry (their `sequence`).
    fence_reads: BTreeMap<ThreadId, BTreeSet<(Loc, u32)>>,
}

impl PathState {
    /// The state at the start of `main`: the main thread's clock starts at 1.
    pub fn initial() -> PathState {
        PathState { clocks: vec![vec![1]], ..PathState::default() }
    }

    fn clock_mut(&mut self, t: ThreadId) -> &mut Clock {
        let i = t as usize;
        if self.clocks.len() <= i {
            self.clocks.resize(i + 1, Vec::new());
        }
        let c = &mut self.clocks[i];
        if c.len() <= i {
            c.resize(i + 1, 0);
        }
        if c[i] == 0 {
            c[i] = 1;
        }
        c
    }

    fn release(&mut self, t: ThreadId, key: SyncKey) {
        let c = self.clock_mut(t).clone();
        join(self.released.entry(key).or_default(), &c);
        self.clock_mut(t)[t as usize] += 1;
    }

    fn acquire(&mut self, t: ThreadId, key: SyncKey) {
        if let Some(r) = self.released.get(&key).cloned() {
            join(self.clock_mut(t), &r);
        }
    }

    /// The synchronization clock of a volatile location.
    fn volatile_key(&self, loc: &Location) -> SyncKey {
        let name = |r: u32| self.name(ObjRef(std::num::NonZeroU32::new(r).expect("object")));
        match *loc {
            Location::Field { object, field } => SyncKey::VolatileField(name(object), field),
            Location::Static { field } => SyncKey::VolatileStatic(field),
            Location::Element { array, index } => SyncKey::VolatileElement(name(array), index),
        }
    }

    fn name(&self, r: ObjRef) -> ObjName {
        self.names.get(&r.0.get()).copied().unwrap_or(ObjName {
            thread: ObjName::BOOT,
            n: r.0.get(),
            class: ObjName::BOOT,
        })
    }

    /// The object named `n` on this path, if it exists.
    fn object_named(&self, n: ObjName) -> Option<ObjRef> {
        if n.thread == ObjName::BOOT {
            // (Unless the slot was freed and reused by an object made on the path.)
            return std::num::NonZeroU32::new(n.n).filter(|_| !self.names.contains_key(&n.n)).map(ObjRef);
        }
        self.names.iter().find(|(_, v)| **v == n).and_then(|(k, _)| std::num::NonZeroU32::new(*k).map(ObjRef))
    }

    fn abstract_value(&self, v: Value) -> AbsValue {
        match v {
            Value::Int(i) => AbsValue::Int(i),
            Value::Long(l) => AbsValue::Long(l),
            Value::Float(f) => AbsValue::Float(f.to_bits()),
            Value::Double(d) => AbsValue::Double(d.to_bits()),
            Value::Ref(None) => AbsValue::Null,
            Value::Ref(Some(r)) => AbsValue::Object(self.name(r)),
        }
    }

    fn concrete_value(&self, v: AbsValue) -> Option<Value> {
        Some(match v {
            AbsValue::Int(i) => Value::Int(i),
            AbsValue::Long(l) => Value::Long(l),
            AbsValue::Float(f) => Value::Float(f32::from_bits(f)),
            AbsValue::Double(d) => Value::Double(f64::from_bits(d)),
            AbsValue::Null => Value::Ref(None),
            AbsValue::Object(n) => Value::Ref(Some(self.object_named(n)?)),
        })
    }

    /// The writes of `loc` thread `tid`, whose clock is `clock`, knows of: those that
    /// happen-before it and those seen by relaxed reads that happen-before it (its own
    /// included). Coherence puts each of them before, or at, what it reads next, and before
    /// what it writes next.
    fn known_writes(&self, loc: &Loc, tid: ThreadId, clock: &Clock) -> BTreeSet<u32> {
        let mut known: BTreeSet<u32> = self
            .history
            .get(loc)
            .into_iter()
            .flatten()
            .enumerate()
            .filter(|(_, w)| w.happens_before(clock))
            .map(|(i, _)| i as u32)
            .collect();
        for &(t, epoch, w) in self.seen.get(loc).into_iter().flatten() {
            if t == tid || epoch <= component(clock, t) {
                known.insert(w);
            }
        }
        known
    }

    /// Whether write `from` of `loc` must come before write `to` by the constraints so far.
    fn mo_reaches(&self, loc: &Loc, from: u32, to: u32) -> bool {
        let Some(edges) = self.mo.get(loc) else { return false };
        let mut stack = vec![from];
        let mut visited = BTreeSet::new();
        while let Some(a) = stack.pop() {
            if a == to {
                return true;
            }
            if visited.insert(a) {
                stack.extend(edges.range((a, 0)..=(a, u32::MAX)).map(|&(_, b)| b));
            }
        }
        false
    }

    /// Whether the constraints on `loc` have no cycle (some modification order extends them).
    fn mo_acyclic(&self, loc: &Loc) -> bool {
        let Some(edges) = self.mo.get(loc) else { return true };
        let mut incoming: BTreeMap<u32, usize> = BTreeMap::new();
        for &(a, b) in edges {
            incoming.entry(a).or_default();
            *incoming.entry(b).or_default() += 1;
        }
        let mut ready: Vec<u32> = incoming.iter().filter(|(_, &n)| n == 0).map(|(&a, _)| a).collect();
        let mut ordered = 0;
        while let Some(a) = ready.pop() {
            ordered += 1;
            for &(_, b) in edges.range((a, 0)..=(a, u32::MAX)) {
                if let Some(n) = incoming.get_mut(&b) {
                    *n -= 1;
                    if *n == 0 {
                        ready.push(b);
                    }
                }
            }
        }
        ordered == incoming.len()
    }

    /// Write `w` of `loc` has run after updates read it from the future: the chain of updates
    /// that read it (and read them) continue its release sequences, as they would have had it
    /// run first. Returns false when an acquire read saw one of them before, so that it missed
    /// a synchronization (the path is cut; docs/design.md says why nothing is lost).
    fn extend_sequences(&mut self, loc: &Loc, w: u32) -> bool {
        let (Some(history), Some(updates)) = (self.history.get_mut(loc), self.updates.get(loc)) else { return true };
        let mut from = w;
        // Acyclic constraints make the chain finite; the bound is a guard.
        for _ in 0..history.len() {
            let Some(&u) = updates.get(&Some(from)) else { return true };
            let Some(sequence) = history.get(from as usize).and_then(|w| w.sequence.clone()) else { return true };
            let Some(update) = history.get_mut(u as usize) else { return true };
            if update.acquired_open {
                return false;
            }
            update.sequence = join_sequences(update.sequence.take(), Some(sequence));
            from = u;
        }
        true
    }

    /// Whether write `i` of `loc` is an update whose chain of updates (the write it read, the
    /// write that one read, ...) starts from a write still to come (an unplaced node).
    fn chain_open(&self, loc: &Loc, i: u32) -> bool {
        let Some(updates) = self.updates.get(loc) else { return false };
        let mut at = i;
        for _ in 0..=self.history.get(loc).map_or(0, Vec::len) {
            let Some(read) = updates.iter().find(|(_, &u)| u == at).and_then(|(&read, _)| read) else { return false };
            if self.unplaced.values().any(|&n| n == read) {
                return true;
            }
            at = read;
        }
        false
    }

    /// Adds the constraints atomicity implies to those of `loc`: nothing comes between an
    /// update `u` and the write `w` it read, so a write constrained after `w` comes after
    /// `u`, and one constrained before `u` comes before `w`; an update that read the default
    /// value comes before every other write.
    fn close_updates(&mut self, loc: &Loc) {
        let Some(updates) = self.updates.get(loc).filter(|u| !u.is_empty()) else { return };
        let writes = self.history.get(loc).map_or(0, Vec::len) as u32;
        let edges = self.mo.entry(*loc).or_default();
        loop {
            let mut add = Vec::new();
            for (&read, &u) in updates {
                match read {
                    None => {
                        let nodes = (0..writes).chain(edges.iter().flat_map(|&(a, b)| [a, b]));
                        add.extend(nodes.filter(|&z| z != u).map(|z| (u, z)));
                    }
                    Some(w) => {
                        for &(a, b) in edges.iter() {
                            if a == w && b != u {
                                add.push((u, b));
                            }
                            if b == u && a != w {
                                add.push((a, w));
                            }
                        }
                    }
                }
            }
            add.retain(|e| !edges.contains(e));
            if add.is_empty() {
                return;
            }
            edges.extend(add);
        }
    }

    /// What thread `t` knows of the past through frozen final fields for a location of an
    /// object it reached by a dereference chain from one (`chained`).
    fn chain_view(&self, t: ThreadId, loc: &Loc) -> Option<&Clock> {
        match *loc {
            Loc::Field { object, .. } | Loc::Element { array: object, .. } => self.chained.get(&(t, object)),
            Loc::Static { .. } => None,
        }
    }

    /// Whether some object is under construction (`constructing`).
    #[inline]
    pub fn is_constructing(&self) -> bool {
        !self.constructing.is_empty()
    }

    /// Whether imposed writes are still to come: a violation found now is reported only if
    /// the path goes on to discharge them.
    pub fn is_conditional(&self) -> bool {
        !self.imposed.is_empty()
    }

    /// Appends a canonical encoding of this path's bookkeeping to a fingerprint buffer.
    pub fn digest_into(&self, buf: &mut Vec<u8>) {
        // Debug formatting of ordered maps is deterministic and covers every field that
        // changes what the path can do next; object names enter through locations and values.
        use std::fmt::Write;
        let mut s = String::new();
        let _ = write!(
            s,
            "{:?}{:?}{:?}{:?}{:?}{:?}{:?}",
            self.clocks,
            self.released,
            self.allocations,
            self.executed,
            self.occurrences,
            self.scope_counts,
            self.imposed
        );
        // A thread stopped at a read-from choice is in another state than the same thread at
        // the scheduling point just before (where the other threads may run).
        if let Some(p) = &self.pending {
            let _ = write!(s, "pending {} {}", p.thread, p.candidates.len());
        }
        for (loc, writes) in &self.history {
            let _ = write!(s, "{loc:?}");
            for w in writes {
                let _ = write!(
                    s,
                    "{:?}{:?}{:?}{:?}{}{:?}{}",
                    w.id,
                    self.abstract_value(w.value),
                    w.epoch,
                    w.clock,
                    w.sc,
                    w.sequence,
                    w.acquired_open
                );
            }
        }
        let _ = write!(
            s,
            "{:?}{:?}{:?}{:?}{:?}{:?}{:?}",
            self.seen, self.mo, self.unplaced, self.updates, self.racy_reads, self.justify, self.constructing
        );
        let _ = write!(s, "{:?}{:?}{:?}{:?}", self.frozen, self.chained, self.fence_released, self.fence_reads);
        buf.extend_from_slice(s.as_bytes());
    }
}

/// A plain access the JMM treats as an action: where, and with which default value.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Access {
    Static { class: ClassId, slot: u32 },
    Field { object: ObjRef, slot: u32 },
    Element { array: ObjRef, index: u32 },
}

/// The atomic classes whose methods, called by the program, make the program's own accesses in
/// their methods' modes (`lazySet` a release write, `getAcquire` an acquire read, ...). The
/// field updaters' implementations access the program's own volatile field through `Unsafe`
/// (`lazySet` is `putIntRelease`); their abstract classes' default methods (`getAndUpdate`)
/// call those. `AtomicLongFieldUpdater`'s `LockedUpdater` is used only without a 64-bit
/// compare-and-set, which weft's VM always has.
const ATOMIC_CLASSES: [&str; 13] = [
    "java/util/concurrent/atomic/AtomicInteger",
    "java/util/concurrent/atomic/AtomicLong",
    "java/util/concurrent/atomic/AtomicBoolean",
    "java/util/concurrent/atomic/AtomicReference",
    "java/util/concurrent/atomic/AtomicIntegerArray",
    "java/util/concurrent/atomic/AtomicLongArray",
    "java/util/concurrent/atomic/AtomicReferenceArray",
    "java/util/concurrent/atomic/AtomicIntegerFieldUpdater",
    "java/util/concurrent/atomic/AtomicIntegerFieldUpdater$AtomicIntegerFieldUpdaterImpl",
    "java/util/concurrent/atomic/AtomicLongFieldUpdater",
    "java/util/concurrent/atomic/AtomicLongFieldUpdater$CASUpdater",
    "java/util/concurrent/atomic/AtomicReferenceFieldUpdater",
    "java/util/concurrent/atomic/AtomicReferenceFieldUpdater$AtomicReferenceFieldUpdaterImpl",
];

/// Who makes an access ([`Machine::jmm_access_owner`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Owner {
    /// The program's own code.
    Program,
    /// A method of an atomic class the program called (`AtomicInteger.lazySet`): the access is
    /// the program's, in the method's access mode.
    Atomic,
    /// `Unsafe` code under such a method (`getAndAddInt`'s retry loop): part of an update.
    AtomicHelper,
}

/// The memory order of a tracked read that is not plain.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ReadOrder {
    Opaque,
    Acquire,
    /// A volatile read of a tracked atomic (`AtomicInteger.get`), of this location.
    Volatile(Location),
}

/// The memory order of a tracked write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum WriteOrder {
    /// Plain or opaque.
    Plain,
    /// `setRelease`, `lazySet`.
    Release,
    /// A volatile write of a tracked atomic (`AtomicInteger.set`).
    Volatile,
    /// The write of a read-modify-write (`compareAndSet`, `getAndAdd`) in memory order
    /// `order` that read `read`: a release write in the volatile and release forms.
    Update { order: RmwOrder, read: UpdateRead },
}

/// What the read of a read-modify-write saw ([`Machine::jmm_read_update`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum UpdateRead {
    /// The latest write of the path, untracked (a location whose history is incomplete).
    Latest,
    /// The default value.
    Initial,
    /// The write with this history index, or, for an update whose read does not acquire (the
    /// release and plain forms), the node that stands for a write still to come in the
    /// constraints (`PathState::unplaced`) until that write runs and takes its place; the
    /// update's entry in `PathState::updates` is renamed with it.
    Write(u32),
}

impl WriteOrder {
    fn release(self) -> bool {
        match self {
            WriteOrder::Plain => false,
            WriteOrder::Release | WriteOrder::Volatile => true,
            WriteOrder::Update { order, .. } => order.releases(),
        }
    }
}

/// What a tracked read does.
pub(crate) enum ReadResult {
    /// Push this value.
    Value(Value),
    /// Stop for a read-from choice among `n` candidates.
    Choose(u32),
}

fn default_like(v: Value) -> Value {
    match v {
        Value::Int(_) => Value::Int(0),
        Value::Long(_) => Value::Long(0),
        Value::Float(_) => Value::Float(0.0),
        Value::Double(_) => Value::Double(0.0),
        Value::Ref(_) => Value::Ref(None),
    }
}

fn same_value(a: Value, b: Value) -> bool {
    match (a, b) {
        (Value::Float(x), Value::Float(y)) => x.to_bits() == y.to_bits(),
        (Value::Double(x), Value::Double(y)) => x.to_bits() == y.to_bits(),
        _ => a == b,
    }
}

impl Machine {
    /// Whether this machine runs under the JMM.
    #[inline]
    pub fn jmm_on(&self) -> bool {
        self.st.jmm.is_some()
    }

    /// Starts the JMM bookkeeping of a search (called on the state `main` starts from).
    pub fn jmm_begin(&mut self, iteration: Iteration) {
        self.jmm = Some(Box::new(iteration));
        self.st.jmm = Some(Rc::new(PathState::initial()));
    }

    /// Ends the JMM bookkeeping of a search and returns its iteration (with the collected
    /// writes).
    pub fn jmm_end(&mut self) -> Option<Iteration> {
        self.st.jmm = None;
        self.jmm.take().map(|b| *b)
    }

    fn jmm_path(&mut self) -> &mut PathState {
        Rc::make_mut(self.st.jmm.as_mut().expect("jmm on"))
    }

    /// Whether a violation found on the path now must wait: for imposed writes, or for the
    /// racy reads that justify a write read from the future (reads only add facts, so once
    /// justified, a path stays justified).
    pub fn jmm_conditional(&self) -> bool {
        let Some(path) = self.st.jmm.as_ref() else { return false };
        path.is_conditional() || !self.jmm_justified(path)
    }

    /// Whether every write plain reads of `path` saw from the future has a justification the
    /// path's reads satisfy.
    fn jmm_justified(&self, path: &PathState) -> bool {
        let Some(it) = self.jmm.as_ref() else { return true };
        path.justify.iter().all(|e| it.previous.justified(e, &path.racy_reads))
    }

    /// The path ended (program exit, or no thread can run). Returns whether it is well-formed:
    /// every imposed write happened, and every write a plain read saw from the future has a
    /// justification whose racy reads this path made too. A well-formed path's writes join the
    /// collected WriteSet, justified by the path's own racy reads.
    pub fn jmm_end_of_path(&mut self) -> bool {
        let Some(path) = self.st.jmm.clone() else { return true };
        if path.is_conditional() {
            return false;
        }
        let justified = self.jmm_justified(&path);
        let Some(it) = self.jmm.as_mut() else { return true };
        if !justified {
            it.unjustified += 1;
            return false;
        }
        let justification: Justification =
            path.racy_reads.iter().filter(|(_, certain)| **certain).map(|(r, _)| *r).collect();
        for (loc, writes) in &path.history {
            for w in writes {
                let entry = (w.id, path.abstract_value(w.value));
                it.collected.writes.entry(*loc).or_default().insert(entry);
                it.collected.sites.entry(w.id).or_insert((w.site.method, w.site.pc));
                add_justification(it.collected.justifications.entry(entry).or_default(), &justification);
            }
        }
        true
    }

    /// Names a newly allocated object after its allocating thread and count.
    pub(crate) fn jmm_allocated(&mut self, r: ObjRef) {
        if self.st.jmm.is_none() {
            return;
        }
        let t = self.running;
        let path = self.jmm_path();
        let i = t as usize;
        if path.allocations.len() <= i {
            path.allocations.resize(i + 1, 0);
        }
        let n = path.allocations[i];
        path.allocations[i] += 1;
        let class = self.st.heap.get(r).class;
        let path = self.jmm_path();
        Rc::make_mut(&mut path.names).insert(r.0.get(), ObjName { thread: t, n, class });
    }

    /// `new` made object `r`: if its class has final fields, it is under construction
    /// (`PathState::constructing`) until a constructor of its class returns
    /// ([`Machine::jmm_frame_exit`]) or its thread publishes it ([`Machine::jmm_published`]).
    /// An object without final fields has nothing JLS 17.5 guarantees.
    pub(crate) fn jmm_new(&mut self, r: ObjRef) {
        if self.st.jmm.is_none() {
            return;
        }
        let class = self.prog.class(self.st.heap.get(r).class);
        let Some(field) = class.instance_fields.iter().find(|f| f.access & crate::class::ACC_FINAL != 0).map(|f| f.id)
        else {
            return;
        };
        let path = self.jmm_path();
        let name = path.name(r);
        path.constructing.insert(name, field);
    }

    /// Whether some object is under construction: only then need frames that end and objects
    /// that are published be looked at.
    #[inline]
    pub(crate) fn jmm_constructing_any(&self) -> bool {
        self.st.jmm.as_ref().is_some_and(|p| p.is_constructing())
    }

    /// A frame of `method` whose local 0 was `receiver` ended (returned or was unwound by an
    /// exception). When it is a constructor of the receiver's own class (the one `new` named;
    /// after `this(...)` the inner one, which assigned the final fields), the receiver's final
    /// fields are frozen (JLS 17.5.1: when the constructor that writes them exits, normally or
    /// abruptly) and the object is no longer under construction. A superclass's constructor
    /// returning does not freeze the subclass's fields.
    pub(crate) fn jmm_frame_exit(&mut self, tid: ThreadId, method: MethodId, pc: u32, receiver: Value) {
        let Value::Ref(Some(r)) = receiver else { return };
        let m = self.prog.method(method);
        if &*m.name != "<init>" || self.st.heap.try_get(r).is_none_or(|o| o.class != m.class) {
            return;
        }
        let path = self.st.jmm.as_ref().expect("jmm on");
        let name = path.name(r);
        if path.constructing.contains_key(&name) {
            // The freeze: what the constructing thread did so far happens before the reads
            // that reach the object through its final fields. (Its own clock moves on, so that
            // what it does after the freeze does not.)
            let path = self.jmm_path();
            let clock = path.clock_mut(tid).clone();
            path.clock_mut(tid)[tid as usize] += 1;
            path.frozen.insert(name, clock);
        }
        self.jmm_constructed(tid, r, Site { method, pc });
    }

    /// Thread `tid` read `value` from a field or element of `from` (`final_field`: a final
    /// field). A reference read through a frozen final field, or from an object the thread
    /// reached by such a chain, extends the chain to the object it refers to (JLS 17.5.1's
    /// dereference chain, followed object by object: a thread that got the same object another
    /// way too is given the guarantee for it as well, as every JVM does, which only hides
    /// outcomes the JMM allows in theory but no address-dependent load can produce).
    pub(crate) fn jmm_followed(&mut self, tid: ThreadId, from: ObjRef, value: Value, final_field: bool) {
        let Value::Ref(Some(to)) = value else { return };
        // (Every chain starts at a freeze: until one, nothing to look up on each read.)
        let Some(path) = self.st.jmm.as_ref().filter(|p| !p.frozen.is_empty()) else { return };
        let source = path.name(from);
        let frozen = if final_field { path.frozen.get(&source) } else { None };
        let chained = path.chained.get(&(tid, source));
        if frozen.is_none() && chained.is_none() {
            return;
        }
        let mut view = frozen.cloned().unwrap_or_default();
        if let Some(c) = chained {
            join(&mut view, c);
        }
        let target = path.name(to);
        // A view the thread has already costs no copy of the path's state (shared with the
        // search's snapshots).
        if path.chained.get(&(tid, target)).is_some_and(|known| covers(known, &view)) {
            return;
        }
        join(self.jmm_path().chained.entry((tid, target)).or_default(), &view);
    }

    /// Object `r` became reachable from shared memory (`Machine::publish`). An object under
    /// construction is published only by the thread constructing it (no other thread has a
    /// reference to it: reads do not see one from the future), so its constructor leaked
    /// `this`: JLS 17.5 gives the object no guarantee, and it is no longer held back.
    pub(crate) fn jmm_published(&mut self, r: ObjRef) {
        let tid = self.running;
        let site = self.current_site(tid);
        self.jmm_constructed(tid, r, site);
    }

    /// Object `r`, if under construction, no longer is: future writes of references to it
    /// may be seen from now on. The event (a write of the location standing for its
    /// construction) orders this step with the reads that did not see them
    /// ([`Machine::jmm_held_back`]), for the partial-order reduction.
    fn jmm_constructed(&mut self, tid: ThreadId, r: ObjRef, site: Site) {
        let path = self.st.jmm.as_ref().expect("jmm on");
        let name = path.name(r);
        if !path.constructing.contains_key(&name) {
            return;
        }
        if let Some(field) = self.jmm_path().constructing.remove(&name) {
            let location = Location::Field { object: r.0.get(), field };
            self.emit_with(
                Event::Write { thread: tid, location, mode: AccessMode::Final, site, via: Site::NONE },
                false,
            );
        }
    }

    /// A read by `tid` left out future writes of references to the objects `held` because they
    /// were still under construction: what it may see depends on their constructors
    /// returning, so it reads the locations that stand for their construction (events of
    /// final accesses, which only the partial-order reduction looks at). Without them, the
    /// reduction would take the read and the rest of the constructor to commute and might
    /// never run the read after the constructor returned, where the write is offered.
    fn jmm_held_back(&mut self, tid: ThreadId, held: &[(ObjRef, FieldId)]) {
        let site = self.current_site(tid);
        for &(r, field) in held {
            let location = Location::Field { object: r.0.get(), field };
            self.emit_with(
                Event::Read { thread: tid, location, mode: AccessMode::Final, site, via: Site::NONE },
                false,
            );
        }
    }

    /// A fence of thread `tid` (`Unsafe.loadFence`, `storeFence`, `fullFence`, behind
    /// `VarHandle.acquireFence`, `releaseFence` and `fullFence`). The JLS does not define
    /// fences; the VarHandle documentation gives them C11's `atomic_thread_fence`, with plain
    /// accesses ordered too. A release fence and an acquire fence synchronize when a write after
    /// the release fence (or in the release sequence it would head) is seen by a read before
    /// the acquire fence (C11 fence-to-fence synchronization; a release write seen before an
    /// acquire fence, and a write after a release fence seen by an acquire read, likewise): a
    /// release fence records the thread's clock, which its later writes carry in their
    /// `sequence`, and an acquire fence takes the `sequence` of every write its thread read
    /// since its previous one. A full fence does both and is also sequentially consistent:
    /// full fences synchronize on one clock in the order the threads run them (C11's rule for
    /// `seq_cst` fences forbids store buffering with one in each thread). See design.md,
    /// "Fences".
    ///
    /// A read that saw a write still to come, followed by an acquire fence, synchronizes with
    /// every release fence before that write: with those already run (their clock is taken
    /// now), and a release fence that runs after the acquire fence cannot: false (the path
    /// ends) when this release fence precedes such a write. The path where the release fence
    /// runs first stands for the execution.
    pub(crate) fn jmm_fence(&mut self, tid: ThreadId, acquire: bool, release: bool) -> bool {
        if !self.jmm_on() {
            return true;
        }
        let full = acquire && release;
        let path = self.jmm_path();
        if release && path.imposed.iter().any(|(id, imposed)| id.thread() == tid && imposed.fenced) {
            return false;
        }
        if acquire {
            let mut taken: Clock = Vec::new();
            for (loc, i) in path.fence_reads.remove(&tid).unwrap_or_default() {
                if let Some(sequence) =
                    path.history.get(&loc).and_then(|h| h.get(i as usize)).and_then(|w| w.sequence.clone())
                {
                    join(&mut taken, &sequence);
                }
                // Should the chain of updates this one continues start from a release write
                // still to come, the fence misses that synchronization (as an acquire read
                // would: `extend_sequences` cuts the path).
                if path.chain_open(&loc, i) {
                    if let Some(w) = path.history.get_mut(&loc).and_then(|h| h.get_mut(i as usize)) {
                        w.acquired_open = true;
                    }
                }
            }
            for (id, imposed) in path.imposed.iter_mut() {
                if imposed.readers.iter().any(|&(reader, _)| reader == tid) {
                    imposed.fenced = true;
                    if let Some(fence) = path.fence_released.get(&id.thread()) {
                        join(&mut taken, fence);
                    }
                }
            }
            join(path.clock_mut(tid), &taken);
            if full {
                path.acquire(tid, SyncKey::Fence);
            }
            // Whether a write the thread saw from the future runs before this fence or after it
            // decides what the fence takes (or ends the path, `jmm_write`): the fence reads the
            // written locations, so the reduction orders the two both ways (final-mode events,
            // which only it looks at).
            let seen_from_future: Vec<Loc> = self
                .jmm_path()
                .imposed
                .values()
                .filter(|imposed| imposed.readers.iter().any(|&(reader, _)| reader == tid))
                .map(|imposed| imposed.loc)
                .collect();
            let site = self.current_site(tid);
            for loc in seen_from_future {
                if let Some(location) = self.jmm_event_location(loc) {
                    let event = Event::Read { thread: tid, location, mode: AccessMode::Final, site, via: Site::NONE };
                    self.emit_with(event, false);
                }
            }
        }
        if release {
            let path = self.jmm_path();
            let clock = Rc::new(path.clock_mut(tid).clone());
            path.fence_released.insert(tid, clock);
            if full {
                path.release(tid, SyncKey::Fence);
            } else {
                // What the thread does after the fence is not ordered before an acquire fence
                // that synchronizes with it.
                path.clock_mut(tid)[tid as usize] += 1;
            }
        }
        true
    }

    /// Follows a synchronization event with the vector clocks.
    pub(crate) fn jmm_synchronize(&mut self, event: &Event) {
        let volatile_key = PathState::volatile_key;
        let monitor = |path: &PathState, object: u32| {
            SyncKey::Monitor(path.name(ObjRef(std::num::NonZeroU32::new(object).expect("object"))))
        };
        let class_lock_released =
            matches!(*event, Event::ClassInitEnd { class, .. } if self.initialization_synchronizes(class));
        let path = self.jmm_path();
        match *event {
            Event::Read { thread, location, mode: AccessMode::Volatile, .. } => {
                let key = volatile_key(path, &location);
                path.acquire(thread, key);
            }
            Event::Write { thread, location, mode: AccessMode::Volatile, .. } => {
                let key = volatile_key(path, &location);
                path.release(thread, key);
            }
            Event::MonitorEnter { thread, object, .. } => {
                let key = monitor(path, object);
                path.acquire(thread, key);
            }
            Event::MonitorExit { thread, object, .. } | Event::Wait { thread, object, .. } => {
                let key = monitor(path, object);
                path.release(thread, key);
            }
            Event::ThreadStart { thread, child, .. } => {
                let parent = path.clock_mut(thread).clone();
                join(path.clock_mut(child), &parent);
                path.clock_mut(thread)[thread as usize] += 1;
            }
            Event::ThreadEnd { thread } => {
                let c = path.clock_mut(thread).clone();
                path.released.insert(SyncKey::ThreadEnd(thread), c);
            }
            Event::ThreadJoin { thread, joined, .. } => path.acquire(thread, SyncKey::ThreadEnd(joined)),
            Event::ClassInitEnd { thread, class } if class_lock_released => {
                path.release(thread, SyncKey::ClassInit(class))
            }
            Event::ClassUse { thread, class } => path.acquire(thread, SyncKey::ClassInit(class)),
            _ => {}
        }
    }

    /// The location events name for `loc`, if its object still exists.
    fn jmm_event_location(&self, loc: Loc) -> Option<Location> {
        use crate::natives::unsafe_ops::{location, Cell};
        let path = self.st.jmm.as_ref()?;
        let cell = match loc {
            Loc::Static { class, slot } => Cell::Static { class, slot: u16::try_from(slot).ok()? },
            Loc::Field { object, slot } => {
                Cell::Field { obj: path.object_named(object)?, slot: u16::try_from(slot).ok()? }
            }
            Loc::Element { array, index } => Cell::Element { arr: path.object_named(array)?, index: index as usize },
        };
        Some(location(self, cell))
    }

    fn jmm_loc(&self, a: Access) -> Loc {
        let path = self.st.jmm.as_ref().expect("jmm on");
        match a {
            Access::Static { class, slot } => Loc::Static { class, slot },
            Access::Field { object, slot } => Loc::Field { object: path.name(object), slot },
            Access::Element { array, index } => Loc::Element { array: path.name(array), index },
        }
    }

    /// A tracked plain read of `a` by `tid`, whose sequentially consistent value (the latest
    /// write on the path) is `latest`. `stoppable`: the read sits at a scheduling point, so it
    /// may stop for a choice (the flag makes the re-executed read skip the scheduling point).
    pub(crate) fn jmm_read(&mut self, tid: ThreadId, a: Access, latest: Value) -> ReadResult {
        let Some((loc, reader)) = self.jmm_read_start(tid, a, latest) else { return ReadResult::Value(latest) };
        let path = self.st.jmm.as_ref().expect("jmm on");
        // Which writes the read may see: those not hidden from what happens before it, and, for
        // a location of an object the thread reached through a frozen final field, before the
        // freeze too (JLS 17.5.1: `hb(w, f)` gives `hb(w, r2)` for these reads). Whether a
        // future write it sees happens after it is judged by its own clock.
        let sees_from = path.chain_view(tid, &loc).map(|view| {
            let mut c = reader.clone();
            join(&mut c, view);
            c
        });
        let sees_from = sees_from.as_ref().unwrap_or(&reader);
        let history: &[PathWrite] = path.history.get(&loc).map(Vec::as_slice).unwrap_or(&[]);
        let mut candidates: Vec<Candidate> = Vec::new();
        let visible = |i: Option<usize>| {
            // Hidden: a later write w' with w ≤hb w' ≤hb r.
            let later = match i {
                Some(i) => &history[i + 1..],
                None => history,
            };
            !later
                .iter()
                .any(|w2| w2.happens_before(sees_from) && i.is_none_or(|i| history[i].happens_before(&w2.clock)))
        };
        if visible(None) {
            candidates.push(Candidate::initial(latest));
        }
        for (i, w) in history.iter().enumerate() {
            if visible(Some(i)) {
                let mut c = Candidate::past(w, Some(i as u32), sees_from);
                // Writes of one value are one candidate unless they carry different clocks
                // to an acquire fence (one after a release fence, one not).
                let alike = |c: &Candidate| {
                    let carried = c.write.and_then(|j| history.get(j as usize)).and_then(|v| v.sequence.as_ref());
                    same_value(c.value, w.value) && carried == w.sequence.as_ref()
                };
                match candidates.iter_mut().find(|c| alike(c)) {
                    // The most recent write of a value names it; the read is racy only if
                    // every write of the value is.
                    Some(existing) => {
                        c.racy &= existing.racy;
                        c.maybe_racy |= existing.maybe_racy;
                        *existing = c;
                    }
                    None => candidates.push(c),
                }
            }
        }
        let past = candidates.len();
        // JLS 17.7: a non-volatile 64-bit write may be seen half done. Halves of two visible
        // past writes combine (halves of future writes would impose on two writes at once and
        // are not offered).
        if self.jmm.as_ref().is_some_and(|it| it.torn_longs) {
            let bits = |v: Value| match v {
                Value::Long(l) => Some(l as u64),
                Value::Double(d) => Some(d.to_bits()),
                _ => None,
            };
            let mut torn = Vec::new();
            for a in &candidates[..past] {
                for b in &candidates[..past] {
                    let (Some(hi), Some(lo)) = (bits(a.value), bits(b.value)) else { continue };
                    let combined = (hi & 0xffff_ffff_0000_0000) | (lo & 0xffff_ffff);
                    let value = match a.value {
                        Value::Double(_) => Value::Double(f64::from_bits(combined)),
                        _ => Value::Long(combined as i64),
                    };
                    let known = candidates.iter().chain(torn.iter()).any(|c: &Candidate| same_value(c.value, value));
                    if !known {
                        torn.push(Candidate {
                            value,
                            source: None,
                            future: false,
                            torn: true,
                            write: None,
                            racy: false,
                            maybe_racy: true,
                        });
                    }
                }
            }
            candidates.extend(torn);
        }
        let past = candidates.len();
        let mut held = Vec::new();
        let future = self.jmm_future_candidates(tid, &loc, &mut held);
        self.jmm_held_back(tid, &held);
        for c in future {
            match candidates[..past].iter_mut().find(|p| same_value(p.value, c.value)) {
                // A past write gives the value without an obligation, but an execution may
                // have the read see the later one.
                Some(p) => p.maybe_racy = true,
                None => candidates.push(c),
            }
        }
        let chosen = match self.jmm_pick(tid, candidates) {
            Ok(c) => c,
            Err(n) => return ReadResult::Choose(n),
        };
        self.jmm_impose(tid, loc, &reader, &chosen);
        self.jmm_note_read(tid, loc, &chosen, true);
        if let (false, Some(i)) = (chosen.future, chosen.write) {
            self.jmm_fence_may_take(tid, loc, i);
        }
        ReadResult::Value(chosen.value)
    }

    /// Records a read that may have been racy ([`RacyRead`]) in the path's reads, and a plain
    /// (or opaque) read's write from the future among those the path must justify. Only such
    /// a `plain` read can be racy for certain: the JMM's commit rules are about its reads, and
    /// leaving acquire reads out keeps the check lenient for them (they never see a write
    /// from the future).
    fn jmm_note_read(&mut self, tid: ThreadId, loc: Loc, chosen: &Candidate, plain: bool) {
        if !chosen.maybe_racy {
            return;
        }
        let path = self.jmm_path();
        let value = path.abstract_value(chosen.value);
        *path.racy_reads.entry(RacyRead { reader: tid, loc, value }).or_insert(false) |= plain && chosen.racy;
        if let (true, true, Some((id, _))) = (plain, chosen.future, chosen.source) {
            path.justify.insert((id, value));
        }
    }

    /// The writes of the previous iteration's WriteSet to `loc` that a read by `tid` may see
    /// from the future: not yet executed on this path, not owing another value already.
    /// Writes left out because they write a reference to an object still under
    /// construction go to `held`, with the field standing for its construction.
    fn jmm_future_candidates(&self, tid: ThreadId, loc: &Loc, held: &mut Vec<(ObjRef, FieldId)>) -> Vec<Candidate> {
        let (Some(it), Some(path)) = (&self.jmm, &self.st.jmm) else { return Vec::new() };
        let mut out = Vec::new();
        for &(id, abs) in it.previous.writes.get(loc).into_iter().flatten() {
            // A thread's own later write is never happens-before consistent (the read precedes
            // it in program order), and a thread that has ended (or loops forever) writes no
            // more.
            let ended = self.st.threads.get(id.thread() as usize).is_some_and(|t| {
                matches!(t.status, crate::state::ThreadStatus::Terminated | crate::state::ThreadStatus::Diverged)
            });
            if id.thread() == tid || ended || path.executed.contains(&id) {
                continue;
            }
            if path.imposed.get(&id).is_some_and(|imp| imp.value != abs || imp.loc != *loc) {
                continue;
            }
            // JLS 17.5: a thread that sees a reference to an object through a write made
            // after its constructor returned (the freeze) sees the constructor's values of
            // its final fields, and final fields are read as memory holds them (they are
            // never read-from choices). A write of a reference to an object still under
            // construction on this path (the writer stopped between `new` and the end of the
            // constructor: it read an array element, the `Integer` cache) is then not offered:
            // seen now, the object's final fields would still hold their default values,
            // which that write, coming after the freeze, guarantees the reader never sees.
            // The read is made after the constructor returned on another interleaving,
            // where the write is offered, unless the read happens-before the freeze, which
            // it cannot when the constructing thread made the write (docs/design.md, "Final
            // fields"). The constructing thread reads its own writes in program order.
            if let AbsValue::Object(n) = abs {
                if let (true, Some(&field)) = (n.thread != tid, path.constructing.get(&n)) {
                    if let Some(r) = path.object_named(n) {
                        held.push((r, field));
                    }
                    continue;
                }
            }
            let Some(value) = path.concrete_value(abs) else { continue };
            let site = it.previous.sites.get(&id).map(|&(m, pc)| Site { method: m, pc }).unwrap_or(NO_SITE);
            out.push(Candidate {
                value,
                source: Some((id, site)),
                future: true,
                torn: false,
                write: None,
                racy: true,
                maybe_racy: true,
            });
        }
        out
    }

    /// Imposes the value of future candidate `chosen` on its write to `loc`, for the read by
    /// `tid` whose clock is `reader`.
    fn jmm_impose(&mut self, tid: ThreadId, loc: Loc, reader: &Clock, chosen: &Candidate) {
        if let (true, Some((id, _))) = (chosen.future, chosen.source) {
            let path = self.jmm_path();
            let epoch = component(reader, tid);
            let value = path.abstract_value(chosen.value);
            path.imposed
                .entry(id)
                .or_insert(Imposed { loc, value, readers: Vec::new(), fenced: false })
                .readers
                .push((tid, epoch));
        }
    }

    /// The location a tracked read of `a` by `tid` reads and the reader's clock (its own
    /// component starts at 1 the first time it is asked for); `None` when the read is
    /// sequentially consistent after all: a location some untracked code wrote (the JDK filling
    /// an array, say) has a history that does not end in the value memory holds, `latest`.
    fn jmm_read_start(&mut self, tid: ThreadId, a: Access, latest: Value) -> Option<(Loc, Clock)> {
        let loc = self.jmm_loc(a);
        let reader = self.jmm_path().clock_mut(tid).clone();
        let path = self.st.jmm.as_ref().expect("jmm on");
        let last_value = path.history.get(&loc).and_then(|h| h.last()).map(|w| w.value);
        if same_value(last_value.unwrap_or_else(|| default_like(latest)), latest) {
            return Some((loc, reader));
        }
        // A JDK class's static the program reads (`System.out`) was set by the JDK before
        // the path began; only the program's own locations count as not explored.
        let programs = match loc {
            Loc::Static { class, .. } => self.prog.class(class).origin == weft_classfile::ClassOrigin::Application,
            Loc::Field { .. } | Loc::Element { .. } => true,
        };
        if let (true, Some(it)) = (programs, self.jmm.as_mut()) {
            it.sequential_locations.insert(loc);
        }
        None
    }

    /// The candidate a read sees: the only one, or the one the search supplied; `Err(n)` stops
    /// the thread for a read-from choice among `n`.
    fn jmm_pick(&mut self, tid: ThreadId, candidates: Vec<Candidate>) -> Result<Candidate, u32> {
        if candidates.len() == 1 {
            return Ok(candidates[0].clone());
        }
        match self.take_choice() {
            None => {
                let n = candidates.len() as u32;
                self.jmm_path().pending = Some(PendingRead { thread: tid, candidates });
                Err(n)
            }
            Some(k) => {
                self.jmm_path().pending = None;
                Ok(candidates.get(k as usize).cloned().unwrap_or_else(|| candidates[0].clone()))
            }
        }
    }

    /// Who makes the access thread `tid` is at, for the JMM: the program's own code, an
    /// atomic class's method the program called, `Unsafe` code under such a method, or
    /// (`None`) the JDK for itself.
    pub(crate) fn jmm_access_owner(&self, tid: ThreadId) -> Option<Owner> {
        let application = |c: &crate::class::Class| c.origin == weft_classfile::ClassOrigin::Application;
        let frames = &self.st.threads.get(tid as usize)?.frames;
        let mut classes = frames.iter().rev().map(|f| self.prog.class(self.prog.method(f.method).class)).peekable();
        if application(classes.peek()?) {
            return Some(Owner::Program);
        }
        let mut helper = false;
        while classes.next_if(|c| &*c.name == "jdk/internal/misc/Unsafe").is_some() {
            helper = true;
        }
        let mut atomic = false;
        while classes.next_if(|c| ATOMIC_CLASSES.contains(&&*c.name)).is_some() {
            atomic = true;
        }
        // Only atomics the program uses itself: the JDK's own use of them stays its own.
        let called_by_program = classes.next().is_some_and(|c| application(c));
        (atomic && called_by_program).then_some(if helper { Owner::AtomicHelper } else { Owner::Atomic })
    }

    /// A relaxed read (opaque, acquire, or a tracked volatile read) of `a` by `tid`,
    /// whose sequentially consistent value is `latest`. It may see any write of the path that
    /// coherence allows: a write `w` such that no write the reader knows of (`known_writes`)
    /// must come after `w` in the modification order; seeing `w` then puts every known write
    /// before it. An opaque read may also see a future write of the WriteSet (its value
    /// imposed, as for a plain read); an acquire read may not (release/acquire keeps
    /// `po ∪ rf` acyclic). An acquire read that sees a release write takes the writer's clock.
    /// A volatile read knows, besides, every volatile write to the location before it (it
    /// synchronizes with all of them, JLS 17.4.4), so with volatile writes only it sees the
    /// latest one, as sequential consistency does.
    pub(crate) fn jmm_read_relaxed(&mut self, tid: ThreadId, a: Access, latest: Value, order: ReadOrder) -> ReadResult {
        let Some((loc, reader)) = self.jmm_read_start(tid, a, latest) else { return ReadResult::Value(latest) };
        let volatile = match order {
            ReadOrder::Volatile(location) => Some(location),
            ReadOrder::Opaque | ReadOrder::Acquire => None,
        };
        let acquire = order != ReadOrder::Opaque;
        // Writes of one value are kept apart: which one is seen decides what may be seen next.
        let seen = self.jmm_coherent_candidates(tid, loc, latest, reader, volatile, acquire, |_, _| false);
        self.jmm_held_back(tid, &seen.held);
        let chosen = match self.jmm_pick(tid, seen.candidates) {
            Ok(c) => c,
            Err(n) => return ReadResult::Choose(n),
        };
        self.jmm_see(tid, loc, &seen.reader, &seen.known, &chosen, acquire);
        ReadResult::Value(chosen.value)
    }

    /// What a coherent read (relaxed, volatile, or an update's) by `tid` of `loc` whose clock is
    /// `reader` may see: the default value if it knows of no write, each past write that no
    /// write it knows of must follow, and, unless it acquires, the WriteSet's writes still to
    /// come (load buffering), each with the node that stands for it in the constraints until it
    /// runs (`PathState::unplaced`). A `volatile` read (of that location) synchronizes with
    /// every earlier volatile write: the synchronization itself happens when its event is
    /// emitted, after the choice, and the candidates already count it. `taken(write, value)`
    /// leaves out what an update may not read (`None`: the default value).
    #[allow(clippy::too_many_arguments)]
    fn jmm_coherent_candidates(
        &self,
        tid: ThreadId,
        loc: Loc,
        latest: Value,
        mut reader: Clock,
        volatile: Option<Location>,
        acquire: bool,
        taken: impl Fn(Option<u32>, Value) -> bool,
    ) -> Coherent {
        let path = self.st.jmm.as_ref().expect("jmm on");
        if let Some(released) = volatile.and_then(|location| path.released.get(&path.volatile_key(&location))) {
            join(&mut reader, released);
        }
        let history: &[PathWrite] = path.history.get(&loc).map(Vec::as_slice).unwrap_or(&[]);
        let known = path.known_writes(&loc, tid, &reader);
        let mut candidates = Vec::new();
        if known.is_empty() && !taken(None, default_like(latest)) {
            candidates.push(Candidate::initial(latest));
        }
        let allowed = |i: u32| known.iter().all(|&k| k == i || !path.mo_reaches(&loc, i, k));
        for (i, w) in history.iter().enumerate() {
            if allowed(i as u32) && !taken(Some(i as u32), w.value) {
                candidates.push(Candidate::past(w, Some(i as u32), &reader));
            }
        }
        let mut held = Vec::new();
        if !acquire {
            let future = self.jmm_future_relaxed(tid, &loc, allowed, &mut held);
            candidates.extend(future.into_iter().filter(|c| c.write.is_none_or(|n| !taken(Some(n), c.value))));
        }
        Coherent { reader, known, candidates, held }
    }

    /// The future candidates of a relaxed read (or of an update whose read does not acquire)
    /// by `tid` of `loc`: the WriteSet's writes still to come, each with the node that already
    /// stands for it in the constraints, if any, which `allowed` must accept.
    fn jmm_future_relaxed(
        &self,
        tid: ThreadId,
        loc: &Loc,
        allowed: impl Fn(u32) -> bool,
        held: &mut Vec<(ObjRef, FieldId)>,
    ) -> Vec<Candidate> {
        let Some(path) = self.st.jmm.as_ref() else { return Vec::new() };
        let mut out = Vec::new();
        for mut c in self.jmm_future_candidates(tid, loc, held) {
            let node = c.source.and_then(|(id, _)| path.unplaced.get(&id).copied());
            if node.is_none_or(&allowed) {
                c.write = node;
                out.push(c);
            }
        }
        out
    }

    /// Records what a relaxed read (or an update's read) by `tid` of `loc` chose: a future
    /// write's value is imposed on it, and a node stands for it in the constraints until it
    /// runs; a write (or node) seen is recorded by [`Machine::jmm_saw`]. Returns the write or
    /// node seen (`None`: the default value).
    fn jmm_see(
        &mut self,
        tid: ThreadId,
        loc: Loc,
        reader: &Clock,
        known: &BTreeSet<u32>,
        chosen: &Candidate,
        acquire: bool,
    ) -> Option<u32> {
        // An opaque read (or an update's read that does not acquire) is held to the commit rules
        // as a plain one is: opaque is plain with coherence added, so what plain forbids (an
        // out-of-thin-air value, causality test 5) opaque forbids too.
        self.jmm_note_read(tid, loc, chosen, !acquire);
        self.jmm_impose(tid, loc, reader, chosen);
        if let (true, Some((id, _)), None) = (chosen.future, chosen.source, chosen.write) {
            let path = self.jmm_path();
            let node = path.unplaced.values().min().map_or(u32::MAX, |n| n - 1);
            path.unplaced.insert(id, node);
            self.jmm_saw(tid, loc, reader, known, node, false);
            return Some(node);
        }
        let i = chosen.write?;
        self.jmm_saw(tid, loc, reader, known, i, acquire && !chosen.future);
        if !acquire && !chosen.future {
            self.jmm_fence_may_take(tid, loc, i);
        }
        Some(i)
    }

    /// The read of a read-modify-write in memory order `order` of a tracked location (whose
    /// event names it `location`) by `tid`, whose sequentially consistent value is `latest`.
    /// An update reads its immediate predecessor in the modification order, which need not be
    /// the latest write of the interleaving: it may see any write a relaxed read may see
    /// (coherence) that no other update read, or the default value if it knows of no write
    /// and no update read it. A compare-and-set (`expected`) that fails is only a read, so it
    /// may also see a write another update read, if that write's value is not the expected
    /// one. A volatile update synchronizes with every earlier volatile write (it knows of them,
    /// as a volatile read does); an update whose read acquires (volatile, `*Acquire`) sees only
    /// past writes and takes the clock of the release writes it synchronizes with; one whose
    /// read does not (`*Release`, `weakCompareAndSetPlain`) may, like an opaque read, see a
    /// write still to come, which a node stands for until it runs ([`UpdateRead::Write`]).
    /// Its write ([`Machine::jmm_write`] with [`WriteOrder::Update`]) is then placed right
    /// after what it read.
    pub(crate) fn jmm_read_update(
        &mut self,
        tid: ThreadId,
        a: Access,
        latest: Value,
        (order, location): (RmwOrder, Location),
        expected: Option<Value>,
    ) -> Result<(Value, UpdateRead), u32> {
        let Some((loc, reader)) = self.jmm_read_start(tid, a, latest) else {
            return Ok((latest, UpdateRead::Latest));
        };
        let path = self.st.jmm.as_ref().expect("jmm on");
        let volatile = (order == RmwOrder::Volatile).then_some(location);
        let acquire = order.acquires();
        // A write (or a future write's node) another update already read is taken, unless a
        // compare-and-set that fails only reads it.
        let taken = |read: Option<u32>, value: Value| {
            path.updates.get(&loc).is_some_and(|u| u.contains_key(&read))
                && expected.is_none_or(|e| same_value(e, value))
        };
        let seen = self.jmm_coherent_candidates(tid, loc, latest, reader, volatile, acquire, taken);
        self.jmm_held_back(tid, &seen.held);
        let chosen = self.jmm_pick(tid, seen.candidates)?;
        Ok(match self.jmm_see(tid, loc, &seen.reader, &seen.known, &chosen, acquire) {
            Some(i) => (chosen.value, UpdateRead::Write(i)),
            None => (chosen.value, UpdateRead::Initial),
        })
    }

    /// Records that a relaxed read by `tid` saw write (or unplaced node) `i` of `loc`: every
    /// write it knew of comes before `i`, and its later reads know of `i`; an acquire read
    /// takes the clock of the release writes whose release sequence `i` belongs to.
    fn jmm_saw(&mut self, tid: ThreadId, loc: Loc, reader: &Clock, known: &BTreeSet<u32>, i: u32, acquire: bool) {
        let path = self.jmm_path();
        let edges = path.mo.entry(loc).or_default();
        edges.extend(known.iter().filter(|&&k| k != i).map(|&k| (k, i)));
        path.close_updates(&loc);
        // Seeing the same write again in the same epoch adds nothing (and a retry loop must
        // not grow the state).
        let seen = path.seen.entry(loc).or_default();
        let entry = (tid, component(reader, tid), i);
        if !seen.contains(&entry) {
            seen.push(entry);
        }
        let written = path.history.get(&loc).and_then(|h| h.get(i as usize));
        if let (true, Some(clock)) = (acquire, written.and_then(|w| w.sequence.clone())) {
            join(path.clock_mut(tid), &clock);
        }
        if acquire && path.chain_open(&loc, i) {
            if let Some(w) = path.history.get_mut(&loc).and_then(|h| h.get_mut(i as usize)) {
                w.acquired_open = true;
            }
        }
    }

    /// Records that `tid` read write `i` of `loc` without acquiring: its next acquire fence
    /// takes the clock the write carries (`jmm_fence`).
    fn jmm_fence_may_take(&mut self, tid: ThreadId, loc: Loc, i: u32) {
        let path = self.jmm_path();
        if path.history.get(&loc).and_then(|h| h.get(i as usize)).is_some_and(|w| w.sequence.is_some()) {
            path.fence_reads.entry(tid).or_default().insert((loc, i));
        }
    }

    /// A tracked plain write of `value` to `a` by `tid` at `site`. Returns false when the write
    /// breaks an obligation a read imposed on it (another value, or the read happens-before
    /// it): the path is ill-formed and ends.
    ///
    /// Every write is placed after the writes its thread knows of in the location's
    /// modification order (coherence), a volatile write also after the location's earlier
    /// volatile writes and volatile updates (volatile accesses are totally ordered), an update
    /// right after the write it read (atomicity); a release write (`setRelease`, volatile, a
    /// volatile or release update) ends the thread's epoch, so what the thread does after it
    /// is not ordered before an acquire that sees it.
    pub(crate) fn jmm_write(&mut self, tid: ThreadId, a: Access, value: Value, site: Site, order: WriteOrder) -> bool {
        let release = order.release();
        let sc = match order {
            WriteOrder::Volatile => true,
            WriteOrder::Update { order, .. } => order == RmwOrder::Volatile,
            WriteOrder::Plain | WriteOrder::Release => false,
        };
        let loc = self.jmm_loc(a);
        let scheme = self.jmm.as_ref().map(|i| i.scheme).unwrap_or_default();
        let path = self.jmm_path();
        let abs = path.abstract_value(value);
        let id = match scheme {
            Scheme::Occurrence => {
                let n = path.occurrences.entry((tid, loc, None)).or_insert(0);
                *n += 1;
                ActionId::Occurrence { thread: tid, loc, n: *n }
            }
            Scheme::OccurrenceVal => {
                let n = path.occurrences.entry((tid, loc, Some(abs))).or_insert(0);
                *n += 1;
                ActionId::OccurrenceVal { thread: tid, loc, value: abs, n: *n }
            }
            Scheme::Scope => {
                let n = path.scope_counts.entry((tid, site.method, site.pc)).or_insert(0);
                *n += 1;
                ActionId::Scope { thread: tid, method: site.method, pc: site.pc, n: *n }
            }
        };
        let clock = path.clock_mut(tid).clone();
        // An update continues the release sequences of the write it read (a future write's,
        // once it runs: `extend_sequences`).
        let continued = match order {
            WriteOrder::Update { read: UpdateRead::Write(w), .. } => {
                path.history.get(&loc).and_then(|h| h.get(w as usize)).and_then(|w| w.sequence.clone())
            }
            _ => None,
        };
        let mut saw_it_before = Vec::new();
        if let Some(imposed) = path.imposed.remove(&id) {
            saw_it_before = imposed.readers.iter().map(|&(reader, _)| reader).collect();
            if imposed.value != abs || imposed.loc != loc {
                return false;
            }
            // The reads that saw this write must not happen-before it.
            if imposed.readers.iter().any(|&(rt, re)| re <= component(&clock, rt)) {
                return false;
            }
            // A reader passed an acquire fence since: a release write (or one continuing a
            // release sequence) would synchronize with that fence, which already ran. (The
            // release fences before this write were taken by the acquire fence or ended the
            // path: `jmm_fence`.)
            if imposed.fenced && (release || continued.is_some()) {
                return false;
            }
        }
        path.executed.insert(id);
        let epoch = component(&clock, tid);
        let mut known = path.known_writes(&loc, tid, &clock);
        let earlier = path.history.get(&loc).into_iter().flatten().enumerate();
        match order {
            WriteOrder::Volatile => known.extend(earlier.filter(|(_, w)| w.sc).map(|(i, _)| i as u32)),
            WriteOrder::Update { read: UpdateRead::Latest, .. } => known.extend(earlier.map(|(i, _)| i as u32)),
            // What the update read, and what its thread knows of: atomicity places it right
            // after the write it read (`close_updates`, below).
            WriteOrder::Update { read: UpdateRead::Write(w), .. } => {
                known.insert(w);
            }
            WriteOrder::Update { read: UpdateRead::Initial, .. } => {}
            WriteOrder::Plain | WriteOrder::Release => {}
        }
        let index = path.history.get(&loc).map_or(0, Vec::len) as u32;
        if !known.is_empty() {
            path.mo.entry(loc).or_default().extend(known.into_iter().map(|k| (k, index)));
        }
        let clock = Rc::new(clock);
        // A write after a release fence heads a release sequence for that fence (C11).
        let fence = path.fence_released.get(&tid).cloned();
        let sequence = join_sequences(join_sequences(release.then(|| clock.clone()), continued), fence);
        // The reads that saw it from the future read it as a past write would be read: their
        // threads' next acquire fences take its clock.
        if sequence.is_some() {
            for reader in saw_it_before {
                path.fence_reads.entry(reader).or_default().insert((loc, index));
            }
        }
        path.history.entry(loc).or_default().push(PathWrite {
            id,
            value,
            thread: tid,
            epoch,
            clock,
            site,
            sc,
            sequence,
            acquired_open: false,
        });
        if release {
            path.clock_mut(tid)[tid as usize] += 1;
        }
        let read = match order {
            WriteOrder::Update { read: UpdateRead::Initial, .. } => Some(None),
            WriteOrder::Update { read: UpdateRead::Write(w), .. } => Some(Some(w)),
            _ => None,
        };
        if let Some(read) = read {
            path.updates.entry(loc).or_default().insert(read, index);
        }
        path.close_updates(&loc);
        // A write an opaque read or a relaxed update saw before it ran takes the place of the
        // node that stood for it (an update that read it now follows it); the constraints on
        // that node and the writer's own must not form a cycle.
        if let Some(node) = path.unplaced.remove(&id) {
            let rename = |n: u32| if n == node { index } else { n };
            if let Some(edges) = path.mo.get_mut(&loc) {
                *edges = edges.iter().map(|&(a, b)| (rename(a), rename(b))).collect();
            }
            for seen in path.seen.get_mut(&loc).into_iter().flatten() {
                seen.2 = rename(seen.2);
            }
            if let Some(updates) = path.updates.get_mut(&loc) {
                if let Some(u) = updates.remove(&Some(node)) {
                    updates.insert(Some(index), u);
                }
            }
            path.close_updates(&loc);
            if !path.mo_acyclic(&loc) || !path.extend_sequences(&loc, index) {
                return false;
            }
        }
        true
    }

    /// The value that value `v` of the read-from choice thread `tid` is stopped at makes it
    /// read, as counterexamples write values.
    pub fn jmm_choice_value(&self, tid: ThreadId, v: u32) -> Option<String> {
        let pending = self.st.jmm.as_ref()?.pending.as_ref()?;
        let c = pending.candidates.get(v as usize).filter(|_| pending.thread == tid)?;
        Some(self.describe_value(c.value))
    }

    /// [`Machine::jmm_write`] of the write `event` describes; when the write breaks an
    /// obligation (the path ends), the event is still emitted: the reduction must see the
    /// attempted write to order it with the read that imposed on it (the search reports no
    /// violation of a transition that ends the path this way).
    pub(crate) fn jmm_write_or_prune(
        &mut self,
        tid: ThreadId,
        a: Access,
        value: Value,
        event: Event,
        order: WriteOrder,
    ) -> bool {
        let site = match event {
            Event::Write { site, .. } => site,
            _ => NO_SITE,
        };
        let ok = self.jmm_write(tid, a, value, site, order);
        if !ok {
            self.emit_with(event, false);
        }
        ok
    }

    /// Describes value `v` of the read-from choice thread `tid` is stopped at, if it is one:
    /// `sees 1 written by "Thread-1" at Foo.java:12`.
    pub fn jmm_describe_choice(&self, tid: ThreadId, v: u32) -> Option<String> {
        let pending = self.st.jmm.as_ref()?.pending.as_ref()?;
        if pending.thread != tid {
            return None;
        }
        let c = pending.candidates.get(v as usize)?;
        let value = self.describe_value(c.value);
        Some(match c.source {
            None if c.torn => format!("read sees {value}, a torn value: the halves of two writes (--torn-longs)"),
            None => format!("read sees {value}, the initial value"),
            Some((id, site)) => {
                let at = if site.method == u32::MAX {
                    String::new()
                } else {
                    format!(" at {}", self.prog.source_position(site.method, site.pc))
                };
                let when = if c.future { " (a later write: its value is imposed on it)" } else { "" };
                // A read may see a later write of a thread that has not been started yet.
                let writer = match self.st.threads.get(id.thread() as usize) {
                    Some(_) => format!("\"{}\"", self.thread_name(id.thread())),
                    None => format!("thread {} (not started yet)", id.thread()),
                };
                format!("read sees {value} written by {writer}{at}{when}")
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn schemes_parse_their_names() {
        for s in [Scheme::Occurrence, Scheme::Scope, Scheme::OccurrenceVal] {
            assert_eq!(Scheme::parse(s.name()), Some(s));
        }
        assert_eq!(Scheme::parse("value"), None);
        assert_eq!(Scheme::default(), Scheme::OccurrenceVal);
    }

    #[test]
    fn a_write_set_grows_only_with_new_entries_and_survives_a_report() {
        let loc = Loc::Static { class: 3, slot: 1 };
        let id = ActionId::Occurrence { thread: 1, loc, n: 1 };
        let mut a = WriteSet::default();
        let mut b = WriteSet::default();
        b.writes.entry(loc).or_default().insert((id, AbsValue::Int(1)));
        b.sites.insert(id, (7, 2));
        assert!(a.absorb(&b));
        assert!(!a.absorb(&b), "nothing new the second time: the fixed point is reached");
        b.writes.entry(loc).or_default().insert((id, AbsValue::Int(2)));
        assert!(a.absorb(&b), "another value of the same action is a new entry");
        assert_eq!(a.len(), 2);
        assert_eq!(WriteSet::from_stored(&a.to_stored()), a);
    }

    #[test]
    fn justifications_stay_minimal_and_one_satisfied_justifies_the_entry() {
        let loc = Loc::Static { class: 3, slot: 1 };
        let other = Loc::Static { class: 3, slot: 2 };
        let entry = (ActionId::Occurrence { thread: 2, loc, n: 1 }, AbsValue::Int(1));
        let fact = |reader, loc, v| RacyRead { reader, loc, value: AbsValue::Int(v) };
        let (a, b) = (fact(4, other, 1), fact(1, loc, 1));
        let mut ws = WriteSet::default();
        let mut one = WriteSet::default();
        one.writes.entry(loc).or_default().insert(entry);
        one.justifications.insert(entry, vec![[a, b].into_iter().collect()]);
        assert!(ws.absorb(&one));
        assert!(!ws.absorb(&one), "the same justification again is nothing new");
        // A smaller justification replaces the larger one; a larger one adds nothing.
        one.justifications.insert(entry, vec![[b].into_iter().collect()]);
        assert!(ws.absorb(&one));
        assert_eq!(ws.justifications[&entry], vec![[b].into_iter().collect::<Justification>()]);
        one.justifications.insert(entry, vec![[a, b].into_iter().collect()]);
        assert!(!ws.absorb(&one));
        assert_eq!(WriteSet::from_stored(&ws.to_stored()), ws);
        // A path's possibly racy reads satisfy a justification when they contain it.
        let reads = |facts: &[RacyRead]| facts.iter().map(|f| (*f, false)).collect::<BTreeMap<_, _>>();
        assert!(ws.justified(&entry, &reads(&[b])));
        assert!(!ws.justified(&entry, &reads(&[a])));
        // An entry the WriteSet keeps no justification for (an older report) is not checked.
        let unknown = (ActionId::Occurrence { thread: 3, loc, n: 1 }, AbsValue::Int(1));
        assert!(ws.justified(&unknown, &reads(&[])));
    }

    #[test]
    fn a_write_happens_before_what_its_thread_synchronized_with() {
        let mut p = PathState::initial();
        p.clock_mut(1);
        let w = PathWrite {
            id: ActionId::Occurrence { thread: 0, loc: Loc::Static { class: 0, slot: 0 }, n: 1 },
            value: Value::Int(1),
            thread: 0,
            epoch: component(&p.clocks[0], 0),
            clock: Rc::new(p.clocks[0].clone()),
            site: Site { method: 0, pc: 0 },
            sc: false,
            sequence: None,
            acquired_open: false,
        };
        assert!(!w.happens_before(&p.clocks[1]), "thread 1 has not synchronized with thread 0");
        p.release(0, SyncKey::Monitor(ObjName { thread: 0, n: 0, class: 0 }));
        p.acquire(1, SyncKey::Monitor(ObjName { thread: 0, n: 0, class: 0 }));
        assert!(w.happens_before(&p.clocks[1]), "unlock then lock orders the write before thread 1");
    }
}
