//! Precise data-race detection under the Java Memory Model, after Java RaceFinder (Kim,
//! Yavuz-Kahveci and Sanders, "Precise Data Race Detection in a Relaxed Memory Model using Model
//! Checking").
//!
//! A data race is a pair of conflicting accesses to a non-volatile location (at least one a
//! write) not ordered by happens-before; a `VarHandle` (or `Unsafe`) access in a stronger mode
//! than plain counts as a volatile access for that access only, so it races with a plain
//! access to the same location (see [`RaceState::strong_access`]). The *summary function* `h`
//! maps every thread and every synchronization location (monitor, volatile location, thread as
//! a start/join target) to the set of non-volatile locations it may access without a
//! write-write or write-read race; it is updated per action as the paper's Fig. 1 says:
//!
//! | action of thread `t` | update |
//! |---|---|
//! | volatile write of `v`, unlock of `l`, start of `u` | `release(t, x)`: `h(x) ∪= h(t)` |
//! | volatile read of `v`, lock of `l`, join of `u` (or `isAlive()` false) | `acquire(t, x)`: `h(t) ∪= h(x)` |
//! | end of the initialization of class `C` | `release(t, C)` |
//! | a thread's first use of `C` after another thread initialized it | `acquire(t, C)` |
//! | write of non-volatile `x` | `invalidate(t, x)`: remove `x` from `h(z)` for all `z ≠ t` |
//!
//! and before every non-volatile read or write of `x` by `t` the search checks `x ∈ h(t)`. Unlike
//! the paper, an allocation adds nothing: a location nobody has written is in every set, since the
//! write of a default value synchronizes-with the first action of every thread (JLS 17.4.4). A
//! read-write race (a read followed by an unordered write) is found on the interleaving that runs
//! the write first, which exhaustive search also explores. The paper's static-initializer
//! pseudo-thread gave an initializer's writes to every thread when it ended; JLS 12.4.2 orders the
//! end of a class's initialization only before the class's uses, so a thread that never uses the
//! class and reads what the initializer wrote (through a racy reference) races with it.
//!
//! `h` is kept as the paper's Fig. 2 bit matrix, row-major: one bit set per holder over the
//! locations, with rows and columns numbered on first use and rows grown lazily, so `acquire` and
//! `release` are word-wise ORs and `x ∈ h(t)` is one bit test. The matrix is part of the state
//! fingerprint, encoded with the machine's canonical object numbers (rows and columns of
//! unreachable objects are left out: they can never be accessed again), with a column every live
//! thread holds named only as settled (docs/design.md, "Settled columns"). A state whose `h`
//! covers a stored one's is matched (`Subsumption`); with the reduction's depth-first search,
//! only on the locations where a check in the stored state's subtree could fail from the new
//! `h` (`Relevance`; docs/design.md, "Relevant bits").

use std::rc::Rc;

use rustc_hash::{FxHashMap, FxHashSet};
use serde::{Deserialize, Serialize};
use smallvec::{smallvec, SmallVec};
use weft_events::{AccessMode, ClassId, Event, FieldId, Location, Site, ThreadId};
use weft_vm::fingerprint::Fingerprint;
use weft_vm::value::ObjRef;
use weft_vm::Machine;

/// A holder of a set in `h`: a thread or a synchronization location.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Holder {
    Thread(ThreadId),
    Monitor(u32),
    Volatile(Location),
    /// The initialization lock of a class (JLS 12.4.2), released when its initialization ends.
    ClassInit(ClassId),
}

/// One access of a race.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Access {
    pub thread: String,
    /// `read` or `write`.
    pub kind: String,
    /// `File.java:line`.
    pub position: String,
    pub method: String,
}

/// A race found on a path.
pub struct Race {
    /// `pkg.Class.field`, or `int[]` for array elements; for the state of one of the JDK's
    /// objects that are not thread-safe, the object's class (`java.util.HashMap`), which names
    /// every race between the same two calls on it once.
    pub location: String,
    /// For such JDK state, which part of it the accesses met on (`size`, `table[3]`).
    pub part: Option<String>,
    /// The array index, for array elements.
    pub index: Option<u32>,
    /// The earlier access, then the one that raced with it.
    pub accesses: Vec<Access>,
    /// The object whose field or element it is, with a path from a static root when there is
    /// one (`Account@1f (Bank.accounts[1])`); `None` for static fields.
    pub object: Option<String>,
    /// The object's allocation site alone (`Account@Bank.java:30`), which names it the same way
    /// on every path.
    pub allocation: Option<String>,
    /// The racy location through which the racing thread got the object: the object is the
    /// value this thread read, with no happens-before edge from the write, from that location
    /// earlier on the path (double-checked locking without `volatile`). The race is a
    /// consequence of that one.
    pub published_by: Option<RacyLocation>,
}

/// A racy location, named the same way on every path: field (or array type), element index,
/// and the allocation site of the object that has it (`None` for static fields).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RacyLocation {
    pub location: String,
    pub index: Option<u32>,
    pub allocation: Option<String>,
}

/// Settings of the race check.
#[derive(Debug, Clone, Default)]
pub struct RaceConfig {
    /// Classes (`pkg.Class`, `*` wildcards) whose accesses are not checked; their
    /// happens-before edges still count. The JDK's classes are always trusted.
    pub trust: Vec<String>,
    /// Locations (`pkg.Class.field`) whose races are known to be benign and not reported.
    pub ignore: Vec<String>,
    /// Fields declared `volatile` whose volatile accesses are checked against plain-mode ones
    /// (see [`plain_accessible`]).
    pub plain_volatile: PlainVolatile,
}

/// Which fields declared `volatile` the race check gives a strong column
/// ([`RaceState::strong_access`]), so that a plain-mode access to one (`VarHandle.get`) is
/// checked against its volatile accesses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlainVolatile {
    /// These: the search starts with none and, when the program makes a plain access to one
    /// not listed, starts again with it listed ([`unlisted_plain_volatile`], `explore`).
    Fields(FxHashSet<FieldId>),
    /// All of them: for one path (a replay), where the columns cost no states.
    Every,
}

impl Default for PlainVolatile {
    fn default() -> Self {
        PlainVolatile::Fields(FxHashSet::default())
    }
}

impl PlainVolatile {
    fn contains(&self, field: FieldId) -> bool {
        match self {
            PlainVolatile::Fields(fields) => fields.contains(&field),
            PlainVolatile::Every => true,
        }
    }
}

/// The summary function of one path.
///
/// The numbering of rows and columns only grows along a path, so those maps are shared between
/// a state and its successors and copied only when a successor adds to them.
#[derive(Clone, Default)]
pub struct RaceState {
    holders: Rc<FxHashMap<Holder, u32>>,
    /// The holder of each row.
    row_holders: Rc<Vec<Holder>>,
    columns: Rc<FxHashMap<Location, u32>>,
    /// The location of each column.
    column_locations: Rc<Vec<Location>>,
    /// Bit sets over columns, one row per holder.
    rows: BitMatrix,
    /// Rows some thread has released to on this path (the heuristics' "prior release").
    released: Vec<bool>,
    /// The last write of each column: thread and site.
    last_write: Vec<Option<(ThreadId, Site)>>,
    /// Arrays the JDK's code allocated, and those of them the program's code has accessed.
    library_arrays: Rc<FxHashSet<u32>>,
    escaped_arrays: Rc<FxHashSet<u32>>,
    /// The JDK's objects that are not thread-safe (their classes have fields
    /// [`weft_vm::class::Field::unsynchronized_state`]) and that the program uses: those its code
    /// allocated or reached, and the parts of their state (a `HashMap`'s nodes) (see
    /// [`RaceState::adopt`]). Their state is tracked like the program's own once they are shared.
    state_objects: Rc<FxHashSet<u32>>,
    /// The arrays that hold such an object's state (stored in one of its listed fields), with
    /// that field and the object's class.
    state_arrays: Rc<FxHashMap<u32, (u32, weft_vm::class::ClassId)>>,
    /// For each thread, how many initializers of the JDK's classes it is running (see
    /// [`RaceState::jdk_state`]).
    jdk_initializing: Rc<Vec<u16>>,
    /// Objects threads got from racy reads on this path: the reading thread, the object read and
    /// the location it was read from. Left out of the state's digest: it only decides how races
    /// are grouped in reports, never whether one is found.
    racy_reads: Rc<Vec<(ThreadId, u32, RacyLocation)>>,
    /// Rows plus columns at which [`RaceState::drop_unreachable`] looks again (0: not yet set).
    compact_at: usize,
}

/// Rows plus columns below which `h` is never compacted.
const COMPACT_MIN: usize = 512;

/// What the first operation of a transition is, for the race-directed heuristics (the
/// categories of Fig. 6 of the Java RaceFinder paper).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Operation {
    /// A write of a non-volatile location last written by another thread.
    WriteWrittenByOther,
    WriteWrittenBySelf,
    ReadWrittenByOther,
    ReadWrittenBySelf,
    /// A volatile read, lock or join of something nobody has released to on the path.
    AcquireWithoutPriorRelease,
    AcquireWithPriorRelease,
    /// A volatile write, unlock or thread start.
    Release,
    Other,
}

/// Rows of bits over columns, stored in one flat vector (one allocation to copy) with a row
/// stride that doubles when a column beyond it is added.
#[derive(Clone, Default)]
struct BitMatrix {
    /// Words per row.
    stride: usize,
    rows: usize,
    words: Vec<u64>,
}

impl BitMatrix {
    fn add_row(&mut self) -> usize {
        self.rows += 1;
        self.words.resize(self.rows * self.stride, 0);
        self.rows - 1
    }

    fn add_column(&mut self, column: u32) {
        let needed = column as usize / 64 + 1;
        if needed > self.stride {
            let stride = needed.max(self.stride * 2);
            let mut words = vec![0; self.rows * stride];
            for r in 0..self.rows {
                words[r * stride..r * stride + self.stride].copy_from_slice(self.row(r));
            }
            self.stride = stride;
            self.words = words;
        }
    }

    fn row(&self, r: usize) -> &[u64] {
        &self.words[r * self.stride..(r + 1) * self.stride]
    }

    fn test(&self, r: usize, column: u32) -> bool {
        self.words[r * self.stride + column as usize / 64] & (1 << (column % 64)) != 0
    }

    fn set(&mut self, r: usize, column: u32) {
        self.words[r * self.stride + column as usize / 64] |= 1 << (column % 64);
    }

    /// Column `to` becomes a copy of column `from`, in every row.
    fn copy_column(&mut self, from: u32, to: u32) {
        for r in 0..self.rows {
            if self.test(r, from) {
                self.set(r, to);
            } else {
                self.words[r * self.stride + to as usize / 64] &= !(1u64 << (to % 64));
            }
        }
    }

    /// Clears a column in every row but `keep`.
    fn clear_column_except(&mut self, column: u32, keep: usize) {
        let (w, bit) = (column as usize / 64, 1u64 << (column % 64));
        for r in 0..self.rows {
            if r != keep {
                self.words[r * self.stride + w] &= !bit;
            }
        }
    }

    /// `row(to) ∪= row(from)`.
    fn union(&mut self, from: usize, to: usize) {
        for w in 0..self.stride {
            self.words[to * self.stride + w] |= self.words[from * self.stride + w];
        }
    }

    fn clear_row(&mut self, r: usize) {
        self.words[r * self.stride..(r + 1) * self.stride].fill(0);
    }

    fn len(&self) -> usize {
        self.rows
    }

    fn count_ones(&self) -> u64 {
        self.words.iter().map(|w| u64::from(w.count_ones())).sum()
    }
}

/// Whether the program's own code can access a field: fields of its classes, public fields of
/// any class, and protected ones of the JDK's classes where a subclass could: static ones, and
/// those of objects whose class is the program's (code of another package may use a protected
/// instance field only through its own subclass, JLS 6.6.2.1; a JDK object's `modCount` is out
/// of the program's reach).
fn accessible_field(m: &Machine, field: u32, object: Option<u32>) -> bool {
    let f = &m.prog.fields[field as usize];
    let application = |class: ClassId| matches!(m.prog.class(class).origin, weft_classfile::ClassOrigin::Application);
    if f.access & weft_vm::class::ACC_PUBLIC != 0 || application(f.class) {
        return true;
    }
    f.access & weft_vm::class::ACC_PROTECTED != 0
        && match object.and_then(std::num::NonZeroU32::new) {
            None => true,
            // An object the transition's own garbage collection freed: its class is unknown,
            // so the access is tracked (it can still race with an earlier one).
            Some(o) => m.st.heap.try_get(ObjRef(o)).is_none_or(|obj| application(obj.class)),
        }
}

/// Whether a class's instances hold state of the JDK's that is not thread-safe.
fn holds_jdk_state(m: &Machine, class: weft_vm::class::ClassId) -> bool {
    m.prog.class(class).instance_fields.iter().any(|f| f.unsynchronized_state)
}

/// Whether an object is one more than one thread can reach. The JDK's unsynchronized objects
/// that are not (a `StringBuilder` a JDK method makes and drops, a `HashMap` before the program
/// publishes it) cannot race: their state is left out of `h` until they are shared, which keeps
/// the many temporary ones out of it. An object that is not shared when written and read by
/// another thread later was handed over by a publication, which orders the two or is itself a
/// race the check reports.
fn shared_object(m: &Machine, object: u32) -> bool {
    std::num::NonZeroU32::new(object).and_then(|o| m.st.heap.try_get(ObjRef(o))).is_some_and(|o| o.shared)
}

/// Whether an array's elements never change again (a String's bytes): only the JDK's code can
/// reach them, so, like the JDK's own arrays, they stay out of `h` until the program's code
/// touches one.
fn frozen_array(m: &Machine, array: u32) -> bool {
    std::num::NonZeroU32::new(array).and_then(|a| m.st.heap.try_get(ObjRef(a))).is_some_and(|o| o.frozen)
}

impl RaceState {
    /// Whether `h` tracks a location: those the program's code can access (see
    /// [`accessible_field`]), the elements of arrays the program allocated and of the JDK's
    /// arrays once the program has touched them. The JDK's private
    /// bookkeeping is left out of `h` entirely: its accesses are trusted, and because each column
    /// of `h` evolves independently of the others, leaving one out changes no other.
    fn tracked(&self, m: &Machine, location: Location) -> bool {
        match location {
            Location::Static { field } => accessible_field(m, field, None),
            Location::Field { object, field } => {
                accessible_field(m, field, Some(object))
                    || (m.prog.fields[field as usize].unsynchronized_state
                        && self.state_objects.contains(&object)
                        && shared_object(m, object))
            }
            Location::Element { array, .. } => {
                !(self.library_arrays.contains(&array) || frozen_array(m, array))
                    || self.escaped_arrays.contains(&array)
                    || (self.state_arrays.contains_key(&array) && shared_object(m, array))
            }
        }
    }

    /// Whether a location is part of the state of one of the JDK's objects that are not
    /// thread-safe: a listed field, or an element of an array stored in one.
    fn jdk_state(&self, m: &Machine, location: Location) -> bool {
        match location {
            // (A protected one of an object of the program's own subclass is the program's.)
            Location::Field { field, object } => {
                m.prog.fields[field as usize].unsynchronized_state && !accessible_field(m, field, Some(object))
            }
            Location::Static { field } => {
                m.prog.fields[field as usize].unsynchronized_state && !accessible_field(m, field, None)
            }
            Location::Element { array, .. } => self.state_arrays.contains_key(&array),
        }
    }

    /// After an access to `location`: an object of the JDK that is not thread-safe and that the
    /// location now holds (at the end of the transition) is the program's to race on when the
    /// program's own code made the access (it read or stored the object: `buffer =
    /// ByteBuffer.allocate(16)`, `buffer.putInt(..)`), or when the location is itself part of such
    /// an object's state (a `HashMap`'s table holds its nodes, a node its next one); an array
    /// stored in a listed field of such an object holds its state. (`HashMap.resize` stores its
    /// new table before it fills it, so the value at the transition's end is the one the rest of
    /// the transition's events are about.)
    fn adopt(&mut self, m: &Machine, location: Location) {
        let Some(held) = reference_at(m, location) else { return };
        let Some(object) = std::num::NonZeroU32::new(held).and_then(|o| m.st.heap.try_get(ObjRef(o))) else {
            return;
        };
        if object.array().is_some() {
            let Location::Field { object: holder, field } = location else { return };
            if !(m.prog.fields[field as usize].unsynchronized_state && self.state_objects.contains(&holder)) {
                return;
            }
            let Some(owner) = std::num::NonZeroU32::new(holder).and_then(|o| m.st.heap.try_get(ObjRef(o))) else {
                return;
            };
            self.adopt_array(held, field, owner.class);
        } else if !self.state_objects.contains(&held) && holds_jdk_state(m, object.class) {
            self.adopt_object(m, held);
        }
    }

    /// Adopts an object with what its listed fields hold now: the arrays (and the state objects
    /// in them: a `HashMap`'s table's nodes) and the state objects (a `TreeMap`'s root entry, a
    /// `SimpleDateFormat`'s calendar), through to the whole structure, once.
    fn adopt_object(&mut self, m: &Machine, object: u32) {
        let mut work = vec![object];
        while let Some(o) = work.pop() {
            if self.state_objects.contains(&o) {
                continue;
            }
            Rc::make_mut(&mut self.state_objects).insert(o);
            let Some(obj) = std::num::NonZeroU32::new(o).and_then(|n| m.st.heap.try_get(ObjRef(n))) else { continue };
            let class = m.prog.class(obj.class);
            for f in class.instance_fields.iter().filter(|f| f.unsynchronized_state) {
                let Some(weft_vm::value::Value::Ref(Some(r))) = obj.fields().get(f.slot as usize).copied() else {
                    continue;
                };
                let held = m.st.heap.get(r);
                match held.array() {
                    Some(weft_vm::state::ArrayData::Ref(items)) => {
                        let parts = items.iter().flatten().filter(|i| holds_jdk_state(m, m.st.heap.get(**i).class));
                        work.extend(parts.map(|i| i.0.get()).filter(|i| !self.state_objects.contains(i)));
                        self.adopt_array(r.0.get(), f.id, obj.class);
                    }
                    Some(_) => self.adopt_array(r.0.get(), f.id, obj.class),
                    None if holds_jdk_state(m, held.class) => work.push(r.0.get()),
                    None => {}
                }
            }
        }
    }

    fn adopt_array(&mut self, array: u32, field: u32, owner: weft_vm::class::ClassId) {
        // The program's own array (`ByteBuffer.wrap(bytes)`) is tracked, and named, as its own.
        if !self.library_arrays.contains(&array) {
            return;
        }
        if self.state_arrays.get(&array) != Some(&(field, owner)) {
            Rc::make_mut(&mut self.state_arrays).insert(array, (field, owner));
        }
    }

    /// Whether `location` is part of the state of a JDK object the program uses.
    fn in_adopted_state(&self, m: &Machine, location: Location) -> bool {
        match location {
            Location::Field { object, field } => {
                m.prog.fields[field as usize].unsynchronized_state && self.state_objects.contains(&object)
            }
            Location::Element { array, .. } => self.state_arrays.contains_key(&array),
            Location::Static { .. } => false,
        }
    }

    fn row(&mut self, h: Holder) -> u32 {
        if let Some(&r) = self.holders.get(&h) {
            return r;
        }
        let r = self.rows.add_row() as u32;
        self.released.push(false);
        Rc::make_mut(&mut self.holders).insert(h, r);
        Rc::make_mut(&mut self.row_holders).push(h);
        // Locations nobody has written yet hold their default values, which every thread sees
        // (see `column`).
        for (c, last) in self.last_write.iter().enumerate() {
            if last.is_none() {
                self.rows.set(r as usize, c as u32);
            }
        }
        r
    }

    fn raw_column(&mut self, location: Location) -> u32 {
        if let Some(&c) = self.columns.get(&location) {
            return c;
        }
        let c = self.columns.len() as u32;
        self.rows.add_column(c);
        Rc::make_mut(&mut self.columns).insert(location, c);
        Rc::make_mut(&mut self.column_locations).push(location);
        self.last_write.push(None);
        c
    }

    /// `h(to) ∪= h(from)`. A holder without a row has never been released to: its set would be
    /// the locations nobody has written yet, which every row holds already (see `column`), so
    /// acquiring from it changes nothing and makes no row (the JDK's code reads many volatile
    /// locations nobody ever writes to).
    ///
    /// With `ops`, logs the union (see [`HOp::Union`]).
    fn transfer(&mut self, from: Holder, to: Holder, ops: Option<&mut Vec<HOp>>) {
        let Some(&f) = self.holders.get(&from) else { return };
        let t = self.row(to);
        self.union_rows(f, t, from, to, ops);
    }

    /// `h(to) ∪= h(from)`, making both rows if need be, and marking `to` released to (logging
    /// as [`RaceState::transfer`] does).
    fn release(&mut self, from: Holder, to: Holder, ops: Option<&mut Vec<HOp>>) {
        let (f, r) = (self.row(from), self.row(to));
        self.union_rows(f, r, from, to, ops);
        self.released[r as usize] = true;
    }

    fn union_rows(&mut self, f: u32, t: u32, from: Holder, to: Holder, ops: Option<&mut Vec<HOp>>) {
        if f == t {
            return;
        }
        if let Some(ops) = ops {
            if room(ops) {
                ops.push(HOp::Union { from, to });
            }
        }
        self.rows.union(f as usize, t as usize);
    }

    /// The column of a location, created on its first access in every holder's set: no write
    /// of it has been recorded yet, so its value is the default one (or one the JDK wrote into
    /// its own array before the array reached the program, which is not seen), and the write
    /// of a default value synchronizes-with the first action of every thread (JLS 17.4.4).
    fn column(&mut self, location: Location) -> u32 {
        if let Some(&c) = self.columns.get(&location) {
            return c;
        }
        let c = self.raw_column(location);
        for r in 0..self.rows.len() {
            self.rows.set(r, c);
        }
        c
    }

    /// The heuristic category of a transition whose events are `events`, judged by its first
    /// memory or synchronization operation before `feed` records it.
    pub fn classify(&self, m: &Machine, events: &[Event]) -> Operation {
        let acquire = |holder: Holder| match self.holders.get(&holder) {
            Some(&r) if self.released[r as usize] => Operation::AcquireWithPriorRelease,
            _ => Operation::AcquireWithoutPriorRelease,
        };
        for e in events {
            match *e {
                Event::Read { thread, location, mode, .. } | Event::Write { thread, location, mode, .. } => {
                    let write = matches!(e, Event::Write { .. });
                    match mode {
                        // Never a race, never a synchronization action.
                        AccessMode::Final | AccessMode::Opaque => continue,
                        AccessMode::Volatile if write => return Operation::Release,
                        AccessMode::Volatile => return acquire(Holder::Volatile(location)),
                        AccessMode::Plain if !self.tracked(m, location) => continue,
                        AccessMode::Plain => {
                            let by_other = self
                                .columns
                                .get(&location)
                                .and_then(|&c| self.last_write[c as usize])
                                .is_some_and(|(writer, _)| writer != thread);
                            return match (write, by_other) {
                                (true, true) => Operation::WriteWrittenByOther,
                                (true, false) => Operation::WriteWrittenBySelf,
                                (false, true) => Operation::ReadWrittenByOther,
                                (false, false) => Operation::ReadWrittenBySelf,
                            };
                        }
                    }
                }
                Event::MonitorEnter { object, .. } => return acquire(Holder::Monitor(object)),
                Event::ThreadJoin { joined, .. } => return acquire(Holder::Thread(joined)),
                Event::ClassUse { class, .. } => return acquire(Holder::ClassInit(class)),
                Event::MonitorExit { .. } | Event::ThreadStart { .. } => return Operation::Release,
                _ => {}
            }
        }
        Operation::Other
    }

    /// Feeds the events of one transition; returns the races they reveal. With `ops`, also
    /// lists what the transition did with `h`, for [`Relevance::before`].
    pub(crate) fn feed(
        &mut self,
        m: &Machine,
        config: &RaceConfig,
        events: &[Event],
        mut ops: Option<&mut Vec<HOp>>,
    ) -> Vec<Race> {
        let mut races = Vec::new();
        for e in events {
            match *e {
                Event::Alloc { object, class, site, .. } => {
                    // A number freed and given again names a new object.
                    if self.library_arrays.contains(&object) {
                        Rc::make_mut(&mut self.library_arrays).remove(&object);
                    }
                    if self.escaped_arrays.contains(&object) {
                        Rc::make_mut(&mut self.escaped_arrays).remove(&object);
                    }
                    if self.state_arrays.contains_key(&object) {
                        Rc::make_mut(&mut self.state_arrays).remove(&object);
                    }
                    if self.state_objects.contains(&object) {
                        Rc::make_mut(&mut self.state_objects).remove(&object);
                    }
                    // The program's own `new HashMap<>()`.
                    if !trusted(m, config, site) && holds_jdk_state(m, class) {
                        Rc::make_mut(&mut self.state_objects).insert(object);
                    }
                    // The JDK's arrays are left out of `h` until the program touches them.
                    if m.prog.class(class).is_array() && trusted(m, config, site) {
                        Rc::make_mut(&mut self.library_arrays).insert(object);
                    }
                }
                Event::ClassInitBegin { thread, class } | Event::ClassInitEnd { thread, class }
                    if !m.initialization_synchronizes(class) =>
                {
                    let depth = Rc::make_mut(&mut self.jdk_initializing);
                    if depth.len() <= thread as usize {
                        depth.resize(thread as usize + 1, 0);
                    }
                    let d = &mut depth[thread as usize];
                    *d = if matches!(e, Event::ClassInitBegin { .. }) {
                        d.saturating_add(1)
                    } else {
                        d.saturating_sub(1)
                    };
                }
                // The JDK's initializers build their classes' state before any use the program can
                // make of it (the JVM initializes a JDK class when it likes); their writes of JDK
                // state are not the program's and order nothing, so they are left out, as if made
                // before every thread's first step.
                Event::Read { thread, location, .. } | Event::Write { thread, location, .. }
                    if self.jdk_initializing.get(thread as usize).is_some_and(|&d| d > 0)
                        && self.jdk_state(m, location) => {}
                Event::Read { thread, location, mode, site, via }
                | Event::Write { thread, location, mode, site, via } => {
                    let write = matches!(e, Event::Write { .. });
                    let t = Holder::Thread(thread);
                    if (write && self.in_adopted_state(m, location)) || !trusted(m, config, site) {
                        self.adopt(m, location);
                    }
                    match mode {
                        AccessMode::Final => {}
                        AccessMode::Opaque | AccessMode::Volatile => {
                            if self.tracked(m, location) && plain_accessible(m, config, location) {
                                races.extend(self.strong_access(m, config, e, ops.as_deref_mut()));
                            }
                            if mode == AccessMode::Volatile {
                                let v = Holder::Volatile(location);
                                if write {
                                    self.release(t, v, ops.as_deref_mut());
                                } else {
                                    self.transfer(v, t, ops.as_deref_mut());
                                }
                            }
                        }
                        AccessMode::Plain if !self.tracked(m, location) => {
                            // A JDK array reaches the program (e.g. from `toArray`): from now on
                            // its elements are tracked, born like any column. Writes the JDK
                            // made to it before are not seen; the JDK fills such arrays before it
                            // returns them.
                            if let Location::Element { array, .. } = location {
                                if !trusted(m, config, site) {
                                    Rc::make_mut(&mut self.escaped_arrays).insert(array);
                                    races.extend(self.feed(m, config, std::slice::from_ref(e), ops.as_deref_mut()));
                                }
                            }
                        }
                        AccessMode::Plain => {
                            let row = self.row(t);
                            let col = self.column(location);
                            let (checked, site) = checked_at(m, config, site, via);
                            if let Some(ops) = ops.as_deref_mut() {
                                if checked && room(ops) {
                                    ops.push(HOp::Check(t, location));
                                }
                                if write && room(ops) {
                                    ops.push(HOp::Write(location));
                                }
                            }
                            if checked && !self.rows.test(row as usize, col) {
                                if let Some(race) = self.race(m, config, thread, location, col, write, site) {
                                    self.note_publication(m, thread, location, write, &race);
                                    races.push(race);
                                }
                            }
                            if write {
                                self.invalidate(col, row, thread, site);
                                // The column of the accesses in stronger modes, once there is one.
                                if let Some(&strong) = self.columns.get(&strong_key(location)) {
                                    if let Some(ops) = ops.as_deref_mut() {
                                        if room(ops) {
                                            ops.push(HOp::Write(strong_key(location)));
                                        }
                                    }
                                    self.invalidate(strong, row, thread, site);
                                }
                            }
                        }
                    }
                }
                // The program uses one of the JDK's objects, however it got it (a
                // `Collectors.toList()` result it keeps in a local).
                Event::Handover { object, site, .. }
                    if !self.state_objects.contains(&object) && !trusted_by_option(m, config, site) =>
                {
                    self.adopt_object(m, object)
                }
                Event::MonitorEnter { thread, object, .. } => {
                    self.transfer(Holder::Monitor(object), Holder::Thread(thread), ops.as_deref_mut())
                }
                Event::MonitorExit { thread, object, .. } => {
                    self.release(Holder::Thread(thread), Holder::Monitor(object), ops.as_deref_mut())
                }
                Event::ThreadStart { thread, child, .. } => {
                    self.release(Holder::Thread(thread), Holder::Thread(child), ops.as_deref_mut())
                }
                Event::ThreadJoin { thread, joined, .. } => {
                    self.transfer(Holder::Thread(joined), Holder::Thread(thread), ops.as_deref_mut())
                }
                Event::ClassInitEnd { thread, class } if m.initialization_synchronizes(class) => {
                    self.release(Holder::Thread(thread), Holder::ClassInit(class), ops.as_deref_mut())
                }
                Event::ClassUse { thread, class } => {
                    self.transfer(Holder::ClassInit(class), Holder::Thread(thread), ops.as_deref_mut())
                }
                _ => {}
            }
        }
        races
    }

    /// An access in a mode stronger than plain (volatile, acquire/release, opaque; event mode
    /// `Volatile` or `Opaque`) to a tracked location, whose synchronization, if any, the caller
    /// does after it. Such accesses never race with each other (they are synchronization or
    /// coherent atomic accesses), but one and a plain access to the same location that are not
    /// ordered by happens-before are a data race (a VarHandle's access mode makes the variable
    /// act volatile or not for that access only; docs/design.md, "Mixed access modes"). So a
    /// location has a second column, the *strong* one (key [`strong_key`]), created at its
    /// first such access as a copy of the plain one and then written only by plain writes: it
    /// holds the holders that know the last plain write. A strong access checks it; a strong
    /// write makes the plain column its writer alone, as a plain write does, so that a plain
    /// access not ordered after it races.
    fn strong_access(
        &mut self,
        m: &Machine,
        config: &RaceConfig,
        e: &Event,
        mut ops: Option<&mut Vec<HOp>>,
    ) -> Option<Race> {
        let (Event::Read { thread, location, site, via, .. } | Event::Write { thread, location, site, via, .. }) = *e
        else {
            return None;
        };
        let write = matches!(e, Event::Write { .. });
        let t = Holder::Thread(thread);
        let row = self.row(t);
        let plain = self.column(location);
        let strong = match self.columns.get(&strong_key(location)) {
            Some(&c) => c,
            None => {
                let c = self.raw_column(strong_key(location));
                self.rows.copy_column(plain, c);
                self.last_write[c as usize] = self.last_write[plain as usize];
                if let Some(ops) = ops.as_deref_mut() {
                    if room(ops) {
                        ops.push(HOp::Copy { from: location, to: strong_key(location) });
                    }
                }
                c
            }
        };
        let (checked, site) = checked_at(m, config, site, via);
        if let Some(ops) = ops {
            if checked && room(ops) {
                ops.push(HOp::Check(t, strong_key(location)));
            }
            if write && room(ops) {
                ops.push(HOp::Write(location));
            }
        }
        let race = if checked && !self.rows.test(row as usize, strong) {
            self.race(m, config, thread, location, strong, write, site)
        } else {
            None
        };
        if write {
            self.invalidate(plain, row, thread, site);
        }
        race
    }

    /// `invalidate(t, x)` for a write of column `col` by `thread` (row `row`) at `site`: the
    /// column becomes the writer alone (it keeps it also after a race, to go on), and the write
    /// is the column's last.
    fn invalidate(&mut self, col: u32, row: u32, thread: ThreadId, site: Site) {
        self.rows.clear_column_except(col, row as usize);
        self.rows.set(row as usize, col);
        self.last_write[col as usize] = Some((thread, site));
    }

    #[allow(clippy::too_many_arguments)]
    fn race(
        &self,
        m: &Machine,
        config: &RaceConfig,
        thread: ThreadId,
        location: Location,
        col: u32,
        write: bool,
        site: Site,
    ) -> Option<Race> {
        let (mut name, mut index) = location_name(m, location);
        let mut part = None;
        if self.jdk_state(m, location) {
            (name, part) = self.jdk_state_name(m, location, index);
            index = None;
        }
        if config.ignore.iter().any(|p| weft_vm::machine::glob(p, &name)) {
            return None;
        }
        let access = |thread: ThreadId, kind: &str, site: Site| Access {
            thread: m.thread_name(thread),
            kind: kind.to_string(),
            position: weft_vm::trace::position(m, site).unwrap_or_default(),
            method: if (site.method as usize) < m.prog.methods.len() {
                m.prog.method_name(site.method)
            } else {
                String::new()
            },
        };
        let mut accesses = Vec::new();
        if let Some((wt, ws)) = self.last_write[col as usize] {
            accesses.push(access(wt, "write", ws));
        }
        accesses.push(access(thread, if write { "write" } else { "read" }, site));
        let holder = holder(location).and_then(std::num::NonZeroU32::new).map(ObjRef);
        let object = holder.map(|o| m.describe_object_with_path(o));
        let allocation = holder.map(|o| m.describe_object(o));
        let published_by = holder.and_then(|o| {
            self.racy_reads.iter().find(|(t, read, _)| *t == thread && *read == o.0.get()).map(|(_, _, at)| at.clone())
        });
        Some(Race { location: name, part, index, accesses, object, allocation, published_by })
    }

    /// The name of a location of JDK state in reports: the top-level class of the object whose
    /// state it is (a `HashMap$Node`'s is `java.util.HashMap`, a `StringBuilder`'s array's is
    /// `java.lang.StringBuilder`), and the part.
    fn jdk_state_name(&self, m: &Machine, location: Location, index: Option<u32>) -> (String, Option<String>) {
        let top_level = |class: weft_vm::class::ClassId| {
            let name = m.prog.class(class).java_name();
            name.split('$').next().unwrap_or_default().to_string()
        };
        match location {
            Location::Element { array, .. } => {
                let at = index.map(|i| format!("[{i}]")).unwrap_or_default();
                match self.state_arrays.get(&array) {
                    Some(&(field, owner)) => {
                        (top_level(owner), Some(format!("{}{at}", m.prog.fields[field as usize].name)))
                    }
                    None => (location_name(m, location).0, None),
                }
            }
            Location::Field { object, field } => {
                let f = &m.prog.fields[field as usize];
                let owner = std::num::NonZeroU32::new(object)
                    .and_then(|o| m.st.heap.try_get(ObjRef(o)))
                    .map_or(f.class, |o| o.class);
                (top_level(owner), Some(f.name.to_string()))
            }
            Location::Static { field } => {
                let f = &m.prog.fields[field as usize];
                (top_level(f.class), Some(f.name.to_string()))
            }
        }
    }

    /// After a race on a racy read of a reference: the reading thread now holds an object it
    /// got without a happens-before edge from the write that stored it (under sequential
    /// consistency the location still holds what the thread read: the transition ends at the
    /// thread's next shared access).
    fn note_publication(&mut self, m: &Machine, thread: ThreadId, location: Location, write: bool, race: &Race) {
        if write {
            return;
        }
        if let Some(object) = reference_at(m, location) {
            let at = RacyLocation {
                location: race.location.clone(),
                index: race.index,
                allocation: race.allocation.clone(),
            };
            Rc::make_mut(&mut self.racy_reads).push((thread, object, at));
        }
    }

    /// The size of `h`: rows (threads and synchronization locations), columns (data locations)
    /// and set bits.
    pub fn size(&self) -> (usize, usize, u64) {
        let bits = self.rows.count_ones();
        (self.rows.len(), self.column_locations.len(), bits)
    }
}

/// `h` in canonical terms, for the state fingerprint and for matching states by subsumption
/// (see [`RaceState::canonical_bits`]): every pair (location, holder) of `h` as two 64-bit hashes
/// (in no particular order until [`CanonicalH::sort`]), a settled location as the one pair
/// (location, [`SETTLED`]), the site of the last write of a location not settled as one more
/// pair of it.
#[derive(Default)]
pub struct CanonicalH {
    pub pairs: Vec<(u64, u64)>,
    /// Scratch space kept between states: the canonical hash of each column's location (`None`
    /// for unreachable ones), the settled columns, and the row each row is joined with
    /// ([`RaceState::acquired_first`], worked out once per state).
    columns: Vec<Option<u64>>,
    settled: Vec<u64>,
    joined: Vec<Option<usize>>,
}

/// The holder of the pair that marks a settled column: it stands for every holder.
const SETTLED: u64 = u64::MAX;

/// A 64-bit mix (SplitMix64's finalizer).
pub(crate) fn mix64(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl CanonicalH {
    /// A digest of the set of pairs that does not depend on their order: a sum of independent
    /// 128-bit mixes, one per pair.
    pub fn digest(&self) -> u128 {
        self.pairs.iter().fold(0u128, |sum, &(column, holder)| {
            let p = holder.rotate_left(17) ^ column.wrapping_mul(0x9E37_79B9_7F4A_7C15);
            let mixed = (mix64(p) as u128) << 64 | mix64(p ^ 0x5851_F42D_4C95_7F2D) as u128;
            sum.wrapping_add(mixed)
        })
    }

    /// The whole of `h` as one digest: equal digests mean equal canonical `h`s, up to hash
    /// collisions.
    pub fn fingerprint(&self) -> u128 {
        self.digest().rotate_left(5)
    }

    /// Sorts the pairs by location, then holder, for [`covered`].
    pub fn sort(&mut self) {
        self.pairs.sort_unstable();
    }
}

/// The largest `h` (in holder–location pairs) matched by subsumption; a state with a larger one
/// is matched exactly.
const SUBSUMPTION_MAX_PAIRS: usize = 256;

/// States stored with the race check on, for matching by subsumption (docs/design.md, "State
/// matching" under "Data races"): by machine state, each `h` stored with it and the state's
/// fingerprint.
#[derive(Default)]
pub(crate) struct Subsumption {
    by_state: FxHashMap<Fingerprint, Vec<StoredH>>,
    /// The relevance summaries of the states the depth-first search finished (by the state's
    /// fingerprint): a stored state covers a new one when the new `h` holds what the stored
    /// one does on the bits its summary names.
    relevance: FxHashMap<Fingerprint, Rc<CanonRelevance>>,
    /// Each distinct summary once (most states of a program share a few).
    distinct_relevance: FxHashSet<Rc<CanonRelevance>>,
    /// Each distinct stored `h` once, by the digest of its pairs (many states share one).
    distinct_h: FxHashMap<u128, Rc<[(u64, u64)]>>,
}

/// An `h` stored for matching by subsumption, and the fingerprint of its state.
struct StoredH {
    pairs: Rc<[(u64, u64)]>,
    fingerprint: Fingerprint,
}

impl Subsumption {
    /// Keeps the relevance summary of a finished state.
    pub(crate) fn set_relevance(&mut self, fingerprint: Fingerprint, relevance: CanonRelevance) {
        let shared = match self.distinct_relevance.get(&relevance) {
            Some(kept) => kept.clone(),
            None => {
                let kept = Rc::new(relevance);
                self.distinct_relevance.insert(kept.clone());
                kept
            }
        };
        self.relevance.insert(fingerprint, shared);
    }

    /// The relevance summary of a finished state, if it has one.
    pub(crate) fn relevance(&self, fingerprint: Fingerprint) -> Option<&CanonRelevance> {
        self.relevance.get(&fingerprint).map(|r| &**r)
    }

    /// The fingerprint of a stored state with machine state `key` whose `h` is covered by
    /// `h`; when there is none and `store` is set, stores `h` with `fingerprint`. A large `h`
    /// is neither matched nor stored here (it is matched exactly): sorting and keeping it
    /// would cost more than it saves.
    pub(crate) fn covering(
        &mut self,
        key: Fingerprint,
        h: &mut CanonicalH,
        fingerprint: Fingerprint,
        store: bool,
    ) -> Option<Fingerprint> {
        if h.pairs.len() > SUBSUMPTION_MAX_PAIRS {
            return None;
        }
        h.sort();
        let new = &h.pairs;
        let seen = self.by_state.entry(key).or_default();
        let relevance = &self.relevance;
        if let Some(old) = seen.iter().find(|old| {
            // Covered on the locations the stored state's summary needs compared, when it has
            // one (which covering on every location implies).
            let relevant = relevance.get(&old.fingerprint).map(|r| &**r);
            covered_where(&old.pairs, new, relevant)
        }) {
            return Some(old.fingerprint);
        }
        if store {
            // A stored `h` this one covers is covered by it from now on.
            seen.retain(|old| !covered(new, &old.pairs));
            let pairs = self.distinct_h.entry(h.digest()).or_insert_with(|| Rc::from(new.as_slice())).clone();
            seen.push(StoredH { pairs, fingerprint });
        }
        None
    }
}

/// Whether an `h` is covered by another (both as sorted pairs of [`CanonicalH`]): for every
/// location, `by` has it settled or unwritten, or `h` has it written and not settled and every
/// holder `h` names for it `by` names too.
///
/// A location with no pairs has not been written on its path (see
/// [`RaceState::canonical_bits`]), so every holder, with or without a row, holds it: as much as
/// a settled one, which is what `by` must then have. The location may well have been written on
/// the other path: a write of the default value leaves the machine state as it was.
pub fn covered(h: &[(u64, u64)], by: &[(u64, u64)]) -> bool {
    covered_where(h, by, None)
}

/// [`covered`] on the locations whose clauses in a stored state's relevance summary `by` does
/// not satisfy (every location when `None`): a location with no clause, or whose every clause
/// names a holder that holds it in `by`, is not compared (no check below can fail on its last
/// write); any other is compared whole.
fn covered_where(h: &[(u64, u64)], by: &[(u64, u64)], relevant: Option<&CanonRelevance>) -> bool {
    let (mut i, mut j, mut q) = (0, 0, 0);
    loop {
        let column = match (h.get(i), by.get(j)) {
            (None, None) => return true,
            (Some(a), Some(b)) => a.0.min(b.0),
            (Some(a), None) => a.0,
            (None, Some(b)) => b.0,
        };
        let end = i + h[i..].iter().take_while(|p| p.0 == column).count();
        let by_end = j + by[j..].iter().take_while(|p| p.0 == column).count();
        let (ours, theirs) = (&h[i..end], &by[j..by_end]);
        i = end;
        j = by_end;
        let theirs_settled = theirs.last().is_some_and(|p| p.1 == SETTLED);
        if let Some(relevant) = relevant {
            let clauses = &relevant.clauses;
            while q < clauses.len() && clauses[q].0 < column {
                q += 1;
            }
            let q_end = q + clauses[q..].iter().take_while(|c| c.0 == column).count();
            // No clause: no check below reads the location's last write. Unwritten (every
            // holder has it) or settled in `by`, or holding a holder of every clause: no check
            // below fails on it.
            let satisfied = q == q_end
                || theirs.is_empty()
                || theirs_settled
                || clauses[q..q_end]
                    .iter()
                    .all(|(_, clause)| clause.iter().any(|&h| theirs.binary_search_by_key(&h, |p| p.1).is_ok()));
            if satisfied {
                continue;
            }
        }
        if ours.is_empty() {
            // Unwritten in `h`: every holder has it.
            if !theirs_settled {
                return false;
            }
        } else if !theirs.is_empty() && !theirs_settled {
            // Both sorted by holder: a merge (a SETTLED pair of `h` is never matched).
            let mut k = 0;
            for &(_, holder) in ours {
                while k < theirs.len() && theirs[k].1 < holder {
                    k += 1;
                }
                if k == theirs.len() || theirs[k].1 != holder {
                    return false;
                }
                k += 1;
            }
        }
    }
}

/// One thing a transition did with `h`, in the current path's names, for [`Relevance::before`].
#[derive(Clone, Copy, Debug)]
pub(crate) enum HOp {
    /// `x ∈ h(t)` was tested: a plain access the race check checks.
    Check(Holder, Location),
    /// A plain write of `x` (or a write in a stronger mode, of its plain column): its column
    /// became the writer alone (after its check).
    Write(Location),
    /// The column `to` was created as a copy of column `from` (a location's strong column, at
    /// its first access in a mode stronger than plain).
    Copy { from: Location, to: Location },
    /// A union `h(to) ∪= h(from)` (a release or an acquire): `to` holds a location after it
    /// when either held it before.
    Union { from: Holder, to: Holder },
    /// The transition did more than [`MAX_TRANSITION_OPS`] things with `h`, and the rest is not
    /// listed: every bit before it is relevant.
    Overflow,
}

/// The most operations on `h` listed for one transition. A transition that runs a long loop
/// without a scheduling point (a thread alone, allocating and locking a new object on every
/// round) makes a union and checks on every round: its list would grow with the rounds, kept
/// with its frame and taken through every clause of the summary when the frame is popped.
const MAX_TRANSITION_OPS: usize = 2048;

/// Whether `ops` has room for more; if not, it ends with [`HOp::Overflow`].
fn room(ops: &mut Vec<HOp>) -> bool {
    if ops.len() < MAX_TRANSITION_OPS {
        return true;
    }
    if !matches!(ops.last(), Some(HOp::Overflow)) {
        ops.push(HOp::Overflow);
    }
    false
}

/// What of `h` at a state can change what the search reports below it: a *relevance summary*
/// (docs/design.md, "Relevant bits"), in the current path's names.
///
/// For each location, what `h` must hold at the state for every check below of the location's
/// last write to pass: a conjunction of *clauses*, each a set of holders one of which must hold
/// the location. A check of `(t, x)` asks for `t`; through a union into `t` before it, the
/// union's source will do as well. A new state that satisfies a location's clauses reports no
/// race on that write below it, whatever else its `h` says of the location. The holders the
/// clauses name are the *relevant bits*: the only ones of the location that can reach a check.
#[derive(Clone, Default)]
pub(crate) struct Relevance {
    /// Every bit: below the state is a state still on the stack (a cycle) or one finished
    /// without a summary, a transition whose operations were not all listed
    /// ([`HOp::Overflow`]), or more than [`RELEVANCE_MAX_HOLDERS`] holders in the clauses.
    all: bool,
    /// The clauses, each with its location (each sorted; none contains another of its
    /// location). A summary has a few, so a list is quicker to search than a map.
    clauses: Vec<(Location, Clause)>,
    /// The holders in `clauses`, counted once per clause.
    holders: usize,
}

/// A clause of [`Relevance`]: one of these holders must hold the location (sorted; most have
/// one to three).
type Clause = SmallVec<[Holder; 4]>;

/// The most holders the clauses of a relevance summary name; a larger one counts as every
/// bit.
const RELEVANCE_MAX_HOLDERS: usize = 4096;

/// The order of holders in a clause (any fixed total order).
fn holder_order(h: &Holder) -> (u8, u32, u32) {
    match *h {
        Holder::Thread(t) => (0, t, 0),
        Holder::Monitor(o) => (1, o, 0),
        Holder::Volatile(Location::Static { field }) => (2, field, 0),
        Holder::Volatile(Location::Field { object, field }) => (3, object, field),
        Holder::Volatile(Location::Element { array, index }) => (4, array, index),
        Holder::ClassInit(c) => (5, c, 0),
    }
}

/// Whether clause `c` names every holder of `d` (and so is implied by it).
fn names_all_of(c: &Clause, d: &Clause) -> bool {
    d.iter().all(|h| c.contains(h))
}

impl Relevance {
    /// Every bit is relevant.
    pub(crate) fn all() -> Relevance {
        Relevance { all: true, ..Relevance::default() }
    }

    /// Whether every bit is relevant.
    pub(crate) fn is_all(&self) -> bool {
        self.all
    }

    /// Adds the clause `clause` of `location`, unless one of its clauses is contained in it
    /// (which implies it); drops the clauses it is contained in.
    fn add_clause(&mut self, location: Location, clause: Clause) {
        if self.clauses.iter().any(|(l, c)| *l == location && names_all_of(&clause, c)) {
            return;
        }
        let mut dropped = 0;
        self.clauses.retain(|(l, c)| {
            let implied = *l == location && names_all_of(c, &clause);
            if implied {
                dropped += c.len();
            }
            !implied
        });
        self.holders = self.holders + clause.len() - dropped;
        self.clauses.push((location, clause));
        if self.holders > RELEVANCE_MAX_HOLDERS {
            *self = Relevance::all();
        }
    }

    /// Takes a transition's operations on `h` backwards: from what must hold after it to what
    /// must hold before it. A check of `(t, x)` needs `t` to hold `x`; a write of `x` resets its
    /// column, so no clause of `x` after it says anything of the write before it (the write's
    /// own check comes before it); after a union into `to`, `to` holds what `to` or `from` held
    /// before it, so a clause naming `to` accepts `from` as well.
    pub(crate) fn before(&mut self, ops: &[HOp]) {
        for op in ops.iter().rev() {
            if self.all {
                return;
            }
            match *op {
                HOp::Check(holder, location) => self.add_clause(location, smallvec![holder]),
                HOp::Write(location) => {
                    let mut dropped = 0;
                    self.clauses.retain(|(l, c)| {
                        if *l == location {
                            dropped += c.len();
                        }
                        *l != location
                    });
                    self.holders -= dropped;
                }
                HOp::Copy { from, to } => {
                    // What `to` must hold after the copy, `from` must hold before it.
                    let mut moved = Vec::new();
                    self.clauses.retain(|(l, c)| {
                        if *l == to {
                            moved.push(c.clone());
                        }
                        *l != to
                    });
                    self.holders -= moved.iter().map(|c| c.len()).sum::<usize>();
                    for clause in moved {
                        self.add_clause(from, clause);
                    }
                }
                HOp::Union { from, to } => {
                    for (_, clause) in &mut self.clauses {
                        if clause.contains(&to) && !clause.contains(&from) {
                            let at = clause.partition_point(|h| holder_order(h) < holder_order(&from));
                            clause.insert(at, from);
                            self.holders += 1;
                        }
                    }
                    if self.holders > RELEVANCE_MAX_HOLDERS {
                        *self = Relevance::all();
                    }
                }
                HOp::Overflow => *self = Relevance::all(),
            }
        }
    }

    /// Adds what `other` asks for.
    pub(crate) fn absorb(&mut self, mut other: Relevance) {
        if self.all {
            return;
        }
        if other.all {
            *self = other;
            return;
        }
        if other.clauses.len() > self.clauses.len() {
            std::mem::swap(self, &mut other);
        }
        for (location, clause) in other.clauses {
            if self.all {
                return;
            }
            self.add_clause(location, clause);
        }
    }

    /// The summary named by the canonical numbers of the machine's last fingerprint, for the
    /// paths that reach the state again; `None` for every bit. The clauses of unreachable
    /// locations are left out (nothing can access them again), and so are unreachable holders
    /// from clauses (nothing can acquire from them again; a clause with fewer holders asks
    /// more).
    pub(crate) fn canonical(&self, m: &Machine) -> Option<CanonRelevance> {
        if self.all {
            return None;
        }
        let mut names: Vec<(CanonLoc, SmallVec<[CanonHolder; 4]>)> = Vec::with_capacity(self.clauses.len());
        for (location, clause) in &self.clauses {
            let Some(l) = canon_loc(m, *location) else { continue };
            let mut holders: SmallVec<[CanonHolder; 4]> = clause.iter().filter_map(|&h| canon_holder(m, h)).collect();
            holders.sort_unstable();
            names.push((l, holders));
        }
        names.sort_unstable();
        let mut clauses: Vec<(u64, SmallVec<[u64; 4]>)> = names
            .iter()
            .map(|(l, holders)| {
                let mut hashes: SmallVec<[u64; 4]> = holders.iter().map(|&h| holder_hash(h)).collect();
                hashes.sort_unstable();
                (location_hash(*l), hashes)
            })
            .collect();
        clauses.sort_unstable();
        Some(CanonRelevance { clauses, names })
    }

    /// A stored summary in the current path's names (the machine is in the state it was
    /// stored for, fingerprinted).
    pub(crate) fn from_canonical(m: &Machine, stored: &CanonRelevance) -> Relevance {
        let object = |c: u32| m.canonical_object(c).map(|o| o.0.get());
        let location = |(kind, a, b): CanonLoc| match kind {
            0 => Some(Location::Static { field: a }),
            1 => Some(Location::Field { object: object(a)?, field: b }),
            _ => Some(Location::Element { array: object(a)?, index: b }),
        };
        let holder = |(kind, at): CanonHolder| match kind {
            0 => Some(Holder::Thread(at.1)),
            1 => object(at.1).map(Holder::Monitor),
            3 => Some(Holder::ClassInit(at.1)),
            _ => location(at).map(Holder::Volatile),
        };
        let mut out = Relevance { clauses: Vec::with_capacity(stored.names.len()), ..Relevance::default() };
        for (l, holders) in &stored.names {
            let (Some(l), Some(mut clause)) =
                (location(*l), holders.iter().map(|&h| holder(h)).collect::<Option<Clause>>())
            else {
                // Not the state it was stored for: assume the worst.
                return Relevance::all();
            };
            clause.sort_unstable_by_key(holder_order);
            out.holders += clause.len();
            out.clauses.push((l, clause));
        }
        out
    }
}

/// A relevance summary stored with a state, in canonical names: for [`covered_where`], the
/// clauses as (location hash, sorted holder hashes) like [`CanonicalH`]'s pairs, sorted; and
/// the clauses by name, to rename them to a path.
#[derive(PartialEq, Eq, Hash)]
pub(crate) struct CanonRelevance {
    clauses: Vec<(u64, SmallVec<[u64; 4]>)>,
    names: Vec<(CanonLoc, SmallVec<[CanonHolder; 4]>)>,
}

impl RaceState {
    /// Calls `f` with the hash of the canonical name of the holder and the column of every set
    /// bit of `h` outside the `settled` columns (a row joined with the row `joined` names, the
    /// monitor its thread acquires first, [`RaceState::acquired_first`]); rows of holders that became
    /// unreachable are emptied instead (nothing can release to or acquire from them again).
    fn for_each_canonical_bit(
        &mut self,
        m: &Machine,
        joined: &[Option<usize>],
        settled: &[u64],
        mut f: impl FnMut(u64, usize),
    ) {
        for r in 0..self.rows.len() {
            let Some(holder) = canon_holder(m, self.row_holders[r]) else {
                self.rows.clear_row(r);
                continue;
            };
            let holder_hash = holder_hash(holder);
            let acquires_first = joined.get(r).copied().flatten();
            for (w, &word) in self.rows.row(r).iter().enumerate() {
                let word = word | acquires_first.map_or(0, |a| self.rows.row(a)[w]);
                let mut bits = word & !settled.get(w).copied().unwrap_or(0);
                while bits != 0 {
                    let c = w * 64 + bits.trailing_zeros() as usize;
                    bits &= bits - 1;
                    f(holder_hash, c);
                }
            }
        }
    }

    /// The row a thread's row `r` is joined with before anything reads it: the monitor's, when
    /// the thread waits to enter it, waits in its `wait()`, or waits to reacquire it after one.
    /// Such a thread's first action is that acquisition (`h(t) ∪= h(M)`), and until then nothing
    /// reads `h(t)` (only the thread's own accesses check it, and a join or `isAlive()` reads it
    /// only after the thread ended). What happens to `h` meanwhile keeps `h(t) ∪ h(M)` the same
    /// function of the two: a write's invalidation clears a column in both (or keeps the
    /// writer's, which is neither `t` nor a monitor), and unions only add to `h(M)`. So `h` is
    /// named with `h(t) ∪ h(M)` for such a thread: states that differ only in what a waiting
    /// thread knew before it blocked are one state (docs/design.md, "Threads that acquire
    /// first").
    fn acquired_first(&self, m: &Machine, r: usize) -> Option<usize> {
        let Holder::Thread(t) = self.row_holders[r] else { return None };
        let monitor = m.monitor_acquired_first(t)?;
        self.holders.get(&Holder::Monitor(monitor.0.get())).map(|&a| a as usize)
    }

    /// Drops the columns of the locations of objects no longer reachable from the program's
    /// roots, and the rows of their monitors and volatile locations (the machine's canonical
    /// numbering, as the state's fingerprint made it, tells which). Object numbers are never
    /// reused on a path, and an unreachable object never becomes reachable again, so those rows
    /// and columns can never be used again; they are left out of the canonical `h` already. A
    /// long path that keeps allocating (a periodic task, a server's loop) made `h` grow with every
    /// object it ever wrote, and each state's copy with it.
    fn drop_unreachable(&mut self, m: &Machine) {
        let keep_column: Vec<bool> = self.column_locations.iter().map(|&l| canon_loc(m, l).is_some()).collect();
        let keep_row: Vec<bool> = self.row_holders.iter().map(|&h| canon_holder(m, h).is_some()).collect();
        if keep_column.iter().chain(&keep_row).all(|&k| k) {
            return;
        }
        let mut renumbered = vec![u32::MAX; keep_column.len()];
        let mut column_locations = Vec::new();
        let mut last_write = Vec::new();
        for (c, _) in keep_column.iter().enumerate().filter(|(_, &k)| k) {
            renumbered[c] = column_locations.len() as u32;
            column_locations.push(self.column_locations[c]);
            last_write.push(self.last_write[c]);
        }
        let mut rows = BitMatrix { stride: column_locations.len().div_ceil(64).max(1), ..BitMatrix::default() };
        let (mut holders, mut row_holders, mut released) = (FxHashMap::default(), Vec::new(), Vec::new());
        for (r, _) in keep_row.iter().enumerate().filter(|(_, &k)| k) {
            let row = rows.add_row();
            for (c, &to) in renumbered.iter().enumerate() {
                if to != u32::MAX && self.rows.test(r, c as u32) {
                    rows.set(row, to);
                }
            }
            holders.insert(self.row_holders[r], row as u32);
            row_holders.push(self.row_holders[r]);
            released.push(self.released[r]);
        }
        self.columns = Rc::new(column_locations.iter().enumerate().map(|(c, &l)| (l, c as u32)).collect());
        self.column_locations = Rc::new(column_locations);
        self.last_write = last_write;
        self.rows = rows;
        self.holders = Rc::new(holders);
        self.row_holders = Rc::new(row_holders);
        self.released = released;
    }

    /// The columns every live thread holds, as a bit set over columns (empty when a live
    /// thread has no row yet).
    fn settled_columns(&self, m: &Machine, joined: &[Option<usize>], settled: &mut Vec<u64>) {
        settled.clear();
        settled.resize(self.rows.stride, u64::MAX);
        for t in 0..m.st.threads.len() as ThreadId {
            if !live_thread(m, t) {
                continue;
            }
            match self.holders.get(&Holder::Thread(t)) {
                Some(&r) => {
                    let acquires_first = joined.get(r as usize).copied().flatten();
                    for (w, (s, &word)) in settled.iter_mut().zip(self.rows.row(r as usize)).enumerate() {
                        *s &= word | acquires_first.map_or(0, |a| self.rows.row(a)[w]);
                    }
                }
                None => {
                    settled.clear();
                    return;
                }
            }
        }
    }

    /// `h` named by the canonical numbers of the machine's last fingerprint (rows of holders
    /// that became unreachable are emptied on the way: nothing can release to or acquire from
    /// them again). With `settle`, settled columns name only the live threads' bits
    /// ([`RaceState::for_each_canonical_bit`]) and a thread that acquires a monitor first is named
    /// with the monitor's set ([`RaceState::acquired_first`]); without, `h` is named whole.
    ///
    /// The site of the last write of a location not settled is named as one more holder of
    /// it, so that states matched have the same one: a race found below the state names it as
    /// the earlier access, and reports tell races apart by their accesses' sites (which thread
    /// wrote is not part of a race's identity).
    ///
    /// Fills `out`, whose buffers are reused from state to state.
    pub fn canonical_bits(&mut self, m: &Machine, settle: bool, out: &mut CanonicalH) {
        if self.rows.len() + self.column_locations.len() >= self.compact_at.max(COMPACT_MIN) {
            self.drop_unreachable(m);
            self.compact_at = 2 * (self.rows.len() + self.column_locations.len());
        }
        let CanonicalH { pairs, columns, settled, joined } = out;
        pairs.clear();
        joined.clear();
        if settle {
            joined.extend((0..self.rows.len()).map(|r| self.acquired_first(m, r)));
            self.settled_columns(m, joined, settled);
        } else {
            settled.clear();
        }
        columns.clear();
        columns.extend(self.column_locations.iter().map(|&l| canon_loc(m, l).map(location_hash)));
        // A location nobody has written on the path is in every holder's set, with or without
        // a row, whether or not it was accessed: it is named by no pair at all, as one never
        // accessed is, so the two are the same `h` (see [`covered`]).
        for (col, last) in columns.iter_mut().zip(&self.last_write) {
            if last.is_none() {
                *col = None;
            }
        }
        self.for_each_canonical_bit(m, joined, settled, |holder_hash, c| {
            if let Some(Some(col)) = columns.get(c) {
                pairs.push((*col, holder_hash));
            }
        });
        for (c, (col, last)) in columns.iter().zip(&self.last_write).enumerate() {
            let Some(col) = col else { continue };
            if settled.get(c / 64).is_some_and(|w| w & (1 << (c % 64)) != 0) {
                pairs.push((*col, SETTLED));
            } else if let Some((_, site)) = last {
                // Named like a holder of the location, so that subsumption requires it equal.
                let site = u64::from(site.method) << 32 | u64::from(site.pc);
                pairs.push((*col, (mix64(site ^ 0x2545_F491_4F6C_DD1D) | NOT_A_HOLDER).min(SETTLED - 1)));
            }
        }
    }
}

/// A 64-bit hash of a canonical location (per state, for every column: a few multiplications,
/// where a general hash of its encoding cost a tenth of the race check's time).
fn location_hash((kind, a, b): CanonLoc) -> u64 {
    mix64(mix64(u64::from(kind) << 32 | u64::from(a)) ^ u64::from(b))
}

/// A 64-bit hash of a canonical holder, independent of [`location_hash`], with its top bit
/// clear: a last write's site's has it set (see [`RaceState::canonical_bits`]), so that the
/// two are told apart in [`covered_where`].
fn holder_hash((kind, loc): CanonHolder) -> u64 {
    mix64(location_hash(loc) ^ (u64::from(kind) + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)) >> 1
}

/// The top bit of a pair's holder: set for the last write's site and for [`SETTLED`].
const NOT_A_HOLDER: u64 = 1 << 63;

fn canon_loc(m: &Machine, location: Location) -> Option<CanonLoc> {
    match location {
        Location::Static { field } => Some((0, field, 0)),
        Location::Field { object, field } => Some((1, canon_obj(m, object)?, field)),
        Location::Element { array, index } => Some((2, canon_obj(m, array)?, index)),
    }
}

fn canon_holder(m: &Machine, holder: Holder) -> Option<CanonHolder> {
    match holder {
        Holder::Thread(t) => Some((0, (0, t, 0))),
        Holder::Monitor(o) => Some((1, (0, canon_obj(m, o)?, 0))),
        Holder::Volatile(l) => Some((2, canon_loc(m, l)?)),
        Holder::ClassInit(c) => Some((3, (0, c, 0))),
    }
}

/// Whether a thread has started and not yet terminated: threads not yet started receive their
/// starter's set when they start, and terminated ones only pass theirs on through `join`.
fn live_thread(m: &Machine, thread: ThreadId) -> bool {
    m.st.threads.get(thread as usize).is_some_and(|t| {
        !matches!(t.status, weft_vm::state::ThreadStatus::New | weft_vm::state::ThreadStatus::Terminated)
    })
}

/// A location named canonically: kind, canonical object (or static field), field or index.
type CanonLoc = (u8, u32, u32);
/// A holder named canonically: kind and a canonical location (threads and monitors use its middle).
type CanonHolder = (u8, CanonLoc);

fn canon_obj(m: &Machine, object: u32) -> Option<u32> {
    std::num::NonZeroU32::new(object).and_then(|n| m.canonical_id(ObjRef(n)))
}

/// Accesses made by trusted code are not checked: the JDK's and weft's own classes, and classes
/// the user trusts.
pub(crate) fn trusted(m: &Machine, config: &RaceConfig, site: Site) -> bool {
    if site.method as usize >= m.prog.methods.len() {
        return true;
    }
    let class = m.prog.class(m.prog.method(site.method).class);
    !matches!(class.origin, weft_classfile::ClassOrigin::Application)
        || class.name.contains("$$Lambda$")
        || trusted_by_option(m, config, site)
}

/// Whether `--trust` names the class of the program's code at `site`.
fn trusted_by_option(m: &Machine, config: &RaceConfig, site: Site) -> bool {
    !config.trust.is_empty() && {
        let name = m.prog.class(m.prog.method(site.method).class).java_name();
        config.trust.iter().any(|p| weft_vm::machine::glob(p, &name))
    }
}

/// The object whose field or element a location is (`None` for a static field).
/// Whether an access made at `site` (for the program's code at `via`) is checked, and the site
/// it is reported at: the program's own accesses are, and so are those the library makes for
/// the program on a location the program can reach (an element of its own array:
/// `Arrays.fill(a, 1)`), at the program's call; trusted code's own are not.
fn checked_at(m: &Machine, config: &RaceConfig, site: Site, via: Site) -> (bool, Site) {
    if !trusted(m, config, site) {
        (true, site)
    } else if via != Site::NONE && !trusted(m, config, via) {
        (true, via)
    } else {
        (false, site)
    }
}

/// The key of a location's strong column ([`RaceState::strong_access`]): the location with the
/// top bit of its field number (or element index) set, which no field number or Java array index
/// has, so that both columns are named, compacted and hashed as locations are.
fn strong_key(location: Location) -> Location {
    const STRONG: u32 = 1 << 31;
    match location {
        Location::Static { field } => Location::Static { field: field | STRONG },
        Location::Field { object, field } => Location::Field { object, field: field | STRONG },
        Location::Element { array, index } => Location::Element { array, index: index | STRONG },
    }
}

/// Whether plain accesses to a location can exist besides its accesses in stronger modes, which
/// [`RaceState::strong_access`] then checks against them: an element of an array, a field not
/// declared `volatile`, or one declared `volatile` that `config` lists
/// ([`RaceConfig::plain_volatile`]). The others declared `volatile` are left out: nearly all of
/// their accesses are volatile, and their columns would make every volatile write a distinction
/// between states (Peterson's algorithm on volatile flags: 742 to 1,202 states); a search that
/// meets a plain access to one stops ([`unlisted_plain_volatile`]) and starts again with it
/// listed (docs/design.md, "Mixed access modes"). Also left out: the machine's own locations
/// that no Java code names (a thread's interrupt status, an element index past any array's of
/// its `Thread` object), where the strong key would be the location itself.
fn plain_accessible(m: &Machine, config: &RaceConfig, location: Location) -> bool {
    match location {
        Location::Static { field } | Location::Field { field, .. } => m
            .prog
            .fields
            .get(field as usize)
            .is_some_and(|f| f.access & weft_vm::class::ACC_VOLATILE == 0 || config.plain_volatile.contains(field)),
        Location::Element { array, .. } => std::num::NonZeroU32::new(array)
            .and_then(|a| m.st.heap.try_get(ObjRef(a)))
            .is_some_and(|o| m.prog.class(o.class).is_array()),
    }
}

/// The field of a checked plain-mode access (`VarHandle.get`, `Unsafe.putInt`) that `e` makes
/// to a field declared `volatile` which `config` does not list in
/// [`RaceConfig::plain_volatile`]: its volatile accesses so far were not recorded against plain
/// ones, so the access could race unseen, and the search must start again with the field listed.
/// A path on which such an access races makes the access, so a search that met none has
/// missed no race of this kind.
pub(crate) fn unlisted_plain_volatile(m: &Machine, config: &RaceConfig, e: &Event) -> Option<FieldId> {
    let (Event::Read { location, mode: AccessMode::Plain, site, via, .. }
    | Event::Write { location, mode: AccessMode::Plain, site, via, .. }) = *e
    else {
        return None;
    };
    let (field, object) = match location {
        Location::Static { field } => (field, None),
        Location::Field { object, field } => (field, Some(object)),
        Location::Element { .. } => return None,
    };
    let declared_volatile = m.prog.fields.get(field as usize)?.access & weft_vm::class::ACC_VOLATILE != 0;
    (declared_volatile
        && !config.plain_volatile.contains(field)
        && accessible_field(m, field, object)
        && checked_at(m, config, site, via).0)
        .then_some(field)
}

fn holder(location: Location) -> Option<u32> {
    match location {
        Location::Field { object, .. } | Location::Element { array: object, .. } => Some(object),
        Location::Static { .. } => None,
    }
}

/// The object a location holds now, if it holds a reference.
fn reference_at(m: &Machine, location: Location) -> Option<u32> {
    let value = match location {
        Location::Static { field } => {
            let f = &m.prog.fields[field as usize];
            m.st.statics.get(f.class as usize)?.get(f.slot as usize).copied()?
        }
        Location::Field { object, field } => {
            let o = m.st.heap.try_get(ObjRef(std::num::NonZeroU32::new(object)?))?;
            o.fields().get(m.prog.fields[field as usize].slot as usize).copied()?
        }
        Location::Element { array, index } => {
            let o = m.st.heap.try_get(ObjRef(std::num::NonZeroU32::new(array)?))?;
            match o.array()? {
                weft_vm::state::ArrayData::Ref(elements) => {
                    return elements.get(index as usize).copied()?.map(|r| r.0.get())
                }
                _ => return None,
            }
        }
    };
    match value {
        weft_vm::value::Value::Ref(r) => r.map(|r| r.0.get()),
        _ => None,
    }
}

/// How reports name a location: `pkg.Class.field` (the declaring class), or the array's type
/// with the element index.
pub fn location_name(m: &Machine, location: Location) -> (String, Option<u32>) {
    match location {
        Location::Static { field } | Location::Field { field, .. } => {
            let f = &m.prog.fields[field as usize];
            (format!("{}.{}", m.prog.class(f.class).java_name(), f.name), None)
        }
        Location::Element { array, index } => {
            // The array may be gone (collected in the transition that raced on it).
            let name = std::num::NonZeroU32::new(array)
                .and_then(|n| m.st.heap.try_get(ObjRef(n)))
                .map(|a| m.prog.class(a.class).name.to_string())
                .unwrap_or_default();
            (weft_vm::interp::descriptor_java_name(&name), Some(index))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{covered, HOp, Holder, Relevance, SETTLED};
    use weft_events::Location;

    const X: u64 = 10;
    const Y: u64 = 20;
    const T1: u64 = 1;
    const T2: u64 = 2;
    const SITE: u64 = 7;

    #[test]
    fn a_location_unwritten_in_the_stored_h_covers_only_a_settled_one() {
        // Stored: nobody wrote x. New: T1 wrote it, T2 has not seen the write.
        assert!(!covered(&[], &[(X, T1), (X, SITE)]));
        assert!(covered(&[], &[(X, SETTLED)]));
        assert!(covered(&[(Y, T1)], &[(X, SETTLED), (Y, T1), (Y, T2)]));
        assert!(!covered(&[(Y, T1)], &[(X, T1), (Y, T1)]));
    }

    #[test]
    fn a_location_unwritten_in_the_new_h_covers_any_stored_one() {
        assert!(covered(&[(X, T1), (X, SITE)], &[]));
        assert!(covered(&[(X, SETTLED)], &[(Y, SETTLED)]));
    }

    #[test]
    fn a_written_location_needs_every_stored_holder_and_the_same_last_write() {
        assert!(covered(&[(X, T1), (X, SITE)], &[(X, T1), (X, T2), (X, SITE)]));
        assert!(!covered(&[(X, T1), (X, T2), (X, SITE)], &[(X, T1), (X, SITE)]));
        assert!(!covered(&[(X, T1), (X, SITE)], &[(X, T1), (X, SITE + 1)]));
        assert!(!covered(&[(X, SETTLED)], &[(X, T1), (X, T2), (X, SITE)]));
        assert!(covered(&[(X, T1), (X, SITE)], &[(X, SETTLED)]));
    }

    /// The clauses of a summary, as (location, holders), sorted.
    fn clauses(r: &Relevance) -> Vec<(Location, Vec<Holder>)> {
        let mut out: Vec<_> = r.clauses.iter().map(|(l, c)| (*l, c.to_vec())).collect();
        out.sort_by_key(|(l, c)| format!("{l:?} {c:?}"));
        out
    }

    #[test]
    fn clauses_go_back_through_checks_writes_and_unions() {
        let x = Location::Static { field: 1 };
        let y = Location::Static { field: 2 };
        let (a, b, lock) = (Holder::Thread(1), Holder::Thread(2), Holder::Monitor(7));
        // b acquires the lock, then checks x and y: b holding them will do, or the lock.
        let mut r = Relevance::default();
        r.before(&[HOp::Union { from: lock, to: b }, HOp::Check(b, x), HOp::Check(b, y)]);
        assert_eq!(clauses(&r), vec![(x, vec![b, lock]), (y, vec![b, lock])]);
        // A write of x after the checks asks nothing of x before it...
        let mut r = Relevance::default();
        r.before(&[HOp::Write(x), HOp::Check(a, y)]);
        assert_eq!(clauses(&r), vec![(y, vec![a])]);
        // ... and one before them drops what they asked at the write.
        let mut r = Relevance::default();
        r.before(&[HOp::Check(a, x), HOp::Write(x), HOp::Union { from: lock, to: b }, HOp::Check(b, x)]);
        assert_eq!(clauses(&r), vec![(x, vec![a])]);
        // A union into another holder than the checking one adds nothing.
        let mut r = Relevance::default();
        r.before(&[HOp::Union { from: lock, to: a }, HOp::Check(b, x)]);
        assert_eq!(clauses(&r), vec![(x, vec![b])]);
        // b must hold x at its first check: that implies the later clause {b, lock}.
        let mut r = Relevance::default();
        r.before(&[HOp::Check(b, x), HOp::Union { from: lock, to: b }, HOp::Check(b, x)]);
        assert_eq!(clauses(&r), vec![(x, vec![b])]);
        // Two summaries together ask for both, the implied clause once.
        let mut r = Relevance::default();
        r.before(&[HOp::Check(b, x)]);
        let mut other = Relevance::default();
        other.before(&[HOp::Union { from: lock, to: b }, HOp::Check(b, x), HOp::Check(a, x)]);
        r.absorb(other);
        assert_eq!(clauses(&r), vec![(x, vec![a]), (x, vec![b])]);
    }

    #[test]
    fn clauses_on_a_copied_column_go_back_to_its_original() {
        let x = Location::Static { field: 1 };
        let strong = super::strong_key(x);
        assert_ne!(strong, x);
        let (a, lock) = (Holder::Thread(1), Holder::Monitor(7));
        // The strong column is made from x's, then a checks it after acquiring the lock: before
        // the copy, a or the lock must hold x itself.
        let mut r = Relevance::default();
        r.before(&[HOp::Copy { from: x, to: strong }, HOp::Union { from: lock, to: a }, HOp::Check(a, strong)]);
        assert_eq!(clauses(&r), vec![(x, vec![a, lock])]);
        // A plain write of x after the copy resets x's column, not the strong one's clauses.
        let mut r = Relevance::default();
        r.before(&[HOp::Copy { from: x, to: strong }, HOp::Write(x), HOp::Check(a, strong)]);
        assert_eq!(clauses(&r), vec![(x, vec![a])]);
    }

    /// A stored summary with `clauses` (by hash, sorted).
    fn summary(clauses: &[(u64, &[u64])]) -> super::CanonRelevance {
        let clauses = clauses.iter().map(|&(l, holders)| (l, holders.iter().copied().collect())).collect();
        super::CanonRelevance { clauses, names: Vec::new() }
    }

    #[test]
    fn a_location_whose_clauses_the_new_h_satisfies_is_not_compared() {
        const LOCK: u64 = 3;
        // Stored: T1 wrote x and the lock holds it; new: T2 wrote it elsewhere, released to the
        // lock. Every check below is by T1 after it takes the lock.
        let stored = [(X, T1), (X, LOCK), (X, SITE)];
        let new = [(X, T2), (X, LOCK), (X, SITE + 1)];
        assert!(super::covered_where(&stored, &new, Some(&summary(&[(X, &[T1, LOCK])]))));
        // A check by T1 before it takes the lock: the new state reports a race the stored
        // one would name with another write.
        assert!(!super::covered_where(&stored, &new, Some(&summary(&[(X, &[T1]), (X, &[T1, LOCK])]))));
        // A clause the new h does not satisfy: the location is compared whole. Same last
        // write, but the new h lacks T1, which the stored one has: not covered; with T1 as
        // well, it is.
        const T3: u64 = 4;
        let new_same_site = [(X, T2), (X, LOCK), (X, SITE)];
        assert!(!super::covered_where(&stored, &new_same_site, Some(&summary(&[(X, &[T3])]))));
        let more = [(X, T1), (X, T2), (X, LOCK), (X, SITE)];
        assert!(super::covered_where(&stored, &more, Some(&summary(&[(X, &[T3])]))));
        // A location with no clause is not compared at all.
        assert!(super::covered_where(&stored, &new, Some(&summary(&[(Y, &[T1])]))));
    }

    #[test]
    fn every_bit_stays_every_bit() {
        let mut r = Relevance::all();
        r.before(&[HOp::Write(Location::Static { field: 1 })]);
        assert!(r.is_all());
        let mut some = Relevance::default();
        some.before(&[HOp::Check(Holder::Thread(0), Location::Static { field: 1 })]);
        some.absorb(Relevance::all());
        assert!(some.is_all());
        // A transition whose operations were not all listed makes every bit relevant.
        let mut cut = Relevance::default();
        cut.before(&[HOp::Overflow, HOp::Check(Holder::Thread(0), Location::Static { field: 1 })]);
        assert!(cut.is_all());
    }

    #[test]
    fn a_transition_lists_a_bounded_number_of_operations_then_overflows() {
        let mut ops = vec![HOp::Write(Location::Static { field: 1 }); super::MAX_TRANSITION_OPS - 1];
        assert!(super::room(&mut ops));
        ops.push(HOp::Write(Location::Static { field: 1 }));
        assert!(!super::room(&mut ops));
        assert!(!super::room(&mut ops));
        assert_eq!(ops.len(), super::MAX_TRANSITION_OPS + 1);
        assert!(matches!(ops.last(), Some(HOp::Overflow)));
    }
}
