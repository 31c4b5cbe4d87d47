//! The machine's state: everything that changes as the program runs, in one value.
//!
//! Heap objects are reference-counted and copied on write, so cloning a [`State`] (a snapshot) is
//! a shallow copy of the object table and restoring one is a move. Threads keep *explicit* frame
//! stacks — the interpreter never recurses in Rust — so any thread can stop at any scheduling
//! point and the whole state stays a plain value.

use std::rc::Rc;

use rustc_hash::FxHashMap;

use crate::class::{ClassId, MethodId};
use crate::insn::Prim;
use crate::value::{ObjRef, Value};

/// Index of a thread in creation order; the main thread is 0.
pub type ThreadId = u32;

/// The elements of an array.
#[derive(Clone, Debug, PartialEq)]
pub enum ArrayData {
    /// `byte[]`.
    Byte(Vec<i8>),
    /// `boolean[]`: stores keep only the low bit, as `bastore` does for booleans.
    Boolean(Vec<i8>),
    Char(Vec<u16>),
    Short(Vec<i16>),
    Int(Vec<i32>),
    Long(Vec<i64>),
    Float(Vec<f32>),
    Double(Vec<f64>),
    Ref(Vec<Option<ObjRef>>),
}

impl ArrayData {
    pub fn new(elem: Option<Prim>, len: usize) -> ArrayData {
        match elem {
            Some(Prim::Boolean) => ArrayData::Boolean(vec![0; len]),
            Some(Prim::Byte) => ArrayData::Byte(vec![0; len]),
            Some(Prim::Char) => ArrayData::Char(vec![0; len]),
            Some(Prim::Short) => ArrayData::Short(vec![0; len]),
            Some(Prim::Int) => ArrayData::Int(vec![0; len]),
            Some(Prim::Long) => ArrayData::Long(vec![0; len]),
            Some(Prim::Float) => ArrayData::Float(vec![0.0; len]),
            Some(Prim::Double) => ArrayData::Double(vec![0.0; len]),
            None => ArrayData::Ref(vec![None; len]),
        }
    }

    pub fn len(&self) -> usize {
        match self {
            ArrayData::Byte(v) | ArrayData::Boolean(v) => v.len(),
            ArrayData::Char(v) => v.len(),
            ArrayData::Short(v) => v.len(),
            ArrayData::Int(v) => v.len(),
            ArrayData::Long(v) => v.len(),
            ArrayData::Float(v) => v.len(),
            ArrayData::Double(v) => v.len(),
            ArrayData::Ref(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Reads element `i` (bounds already checked).
    #[inline(always)]
    pub fn get(&self, i: usize) -> Value {
        match self {
            ArrayData::Byte(v) | ArrayData::Boolean(v) => Value::Int(v[i] as i32),
            ArrayData::Char(v) => Value::Int(v[i] as i32),
            ArrayData::Short(v) => Value::Int(v[i] as i32),
            ArrayData::Int(v) => Value::Int(v[i]),
            ArrayData::Long(v) => Value::Long(v[i]),
            ArrayData::Float(v) => Value::Float(v[i]),
            ArrayData::Double(v) => Value::Double(v[i]),
            ArrayData::Ref(v) => Value::Ref(v[i]),
        }
    }

    /// Writes element `i`, narrowing ints as `bastore`/`castore`/`sastore` do. Returns false on
    /// a type mismatch.
    #[inline(always)]
    pub fn set(&mut self, i: usize, value: Value) -> bool {
        match (self, value) {
            (ArrayData::Byte(v), Value::Int(x)) => v[i] = x as i8,
            (ArrayData::Boolean(v), Value::Int(x)) => v[i] = (x & 1) as i8,
            (ArrayData::Char(v), Value::Int(x)) => v[i] = x as u16,
            (ArrayData::Short(v), Value::Int(x)) => v[i] = x as i16,
            (ArrayData::Int(v), Value::Int(x)) => v[i] = x,
            (ArrayData::Long(v), Value::Long(x)) => v[i] = x,
            (ArrayData::Float(v), Value::Float(x)) => v[i] = x,
            (ArrayData::Double(v), Value::Double(x)) => v[i] = x,
            (ArrayData::Ref(v), Value::Ref(x)) => v[i] = x,
            _ => return false,
        }
        true
    }
}

/// The body of a heap object.
#[derive(Clone, Debug, PartialEq)]
pub enum Body {
    /// Instance fields by slot.
    Fields(Box<[Value]>),
    Array(ArrayData),
}

/// A heap object.
#[derive(Clone, Debug, PartialEq)]
pub struct Object {
    pub class: ClassId,
    /// Identity hash code; 0 until first asked for.
    pub hash: i32,
    /// For `java.lang.Class` objects, the class they mirror.
    pub mirror_of: Option<ClassId>,
    /// Reachable by more than one thread (tracked during exploration only): accesses to its
    /// plain fields and elements are scheduling points.
    pub shared: bool,
    /// An array whose elements never change again (the bytes of a String).
    pub frozen: bool,
    /// Cached hash of a primitive array's elements for state fingerprints; 0 when unknown.
    /// Cleared on every mutable access.
    pub digest: std::cell::Cell<u128>,
    /// Where it was allocated, to name it in reports (not part of the state's identity).
    pub site: AllocSite,
    pub body: Body,
}

/// Where an object was allocated. Two states that differ only in where their objects were
/// allocated behave alike, so the site is no part of a state's identity: fingerprints leave it
/// out and every site equals every other.
#[derive(Clone, Copy, Debug, Default)]
pub struct AllocSite {
    /// The method and instruction of the allocating thread's innermost frame of the program's
    /// code (else its innermost frame), when it had one: reports name objects by it
    /// (`Account@Bank.java:30`).
    pub shown: Option<(MethodId, u32)>,
    /// The instruction that allocated it (the innermost frame): what an array's quiet reads
    /// are assumed about ([`crate::quiet`]).
    pub allocated_at: Option<(MethodId, u32)>,
}

impl PartialEq for AllocSite {
    fn eq(&self, _: &AllocSite) -> bool {
        true
    }
}

impl Object {
    pub fn fields(&self) -> &[Value] {
        match &self.body {
            Body::Fields(f) => f,
            Body::Array(_) => &[],
        }
    }
    pub fn array(&self) -> Option<&ArrayData> {
        match &self.body {
            Body::Array(a) => Some(a),
            Body::Fields(_) => None,
        }
    }
}

/// Slots per heap chunk (a power of two).
pub(crate) const CHUNK: usize = 32;
const CHUNK_BITS: u32 = CHUNK.trailing_zeros();

/// A fixed run of object slots, shared between snapshots until one of them writes to it.
pub(crate) type Chunk = [Option<Rc<Object>>; CHUNK];

/// The object table. Slot 0 is never used so that references are non-zero.
///
/// Slots are grouped in reference-counted chunks, and objects are reference-counted too, all
/// copied on write (the table of chunks as well): cloning the heap (a snapshot) costs one count
/// increment, and a transition that writes to a few objects copies the table of chunks, their
/// chunks and themselves. Pointer equality of chunks and objects also tells the fingerprint
/// what changed between two heaps.
#[derive(Clone, Debug, Default)]
pub struct Heap {
    table: Rc<Table>,
    /// Objects allocated since the last collection.
    pub allocated_since_gc: usize,
    /// Array elements allocated since the machine last checked its memory limit: a few large
    /// arrays can pass the limit between two of its periodic checks.
    pub elements_since_limit_check: usize,
}

#[derive(Clone, Debug)]
struct Table {
    chunks: Vec<Rc<Chunk>>,
    /// Slots in use or freed (including slot 0).
    len: usize,
    free: Vec<u32>,
}

impl Default for Table {
    fn default() -> Table {
        Table { chunks: Vec::new(), len: 1, free: Vec::new() }
    }
}

impl Heap {
    pub fn new() -> Heap {
        Heap::default()
    }

    pub fn alloc(&mut self, obj: Object) -> ObjRef {
        self.allocated_since_gc += 1;
        if let Body::Array(a) = &obj.body {
            self.elements_since_limit_check += a.len();
        }
        // A copy of another object (Object.clone) must not inherit its digest.
        obj.digest.set(0);
        let t = Rc::make_mut(&mut self.table);
        let i = match t.free.pop() {
            Some(i) => i as usize,
            None => {
                t.len += 1;
                t.len - 1
            }
        };
        if i >> CHUNK_BITS >= t.chunks.len() {
            t.chunks.push(Rc::new(std::array::from_fn(|_| None)));
        }
        Rc::make_mut(&mut t.chunks[i >> CHUNK_BITS])[i & (CHUNK - 1)] = Some(Rc::new(obj));
        ObjRef::from_index(i)
    }

    /// The object `r` names, if that slot holds one (no panic on a freed or out-of-range
    /// reference: reports look at references from another state of the same path).
    pub fn try_get(&self, r: ObjRef) -> Option<&Object> {
        let i = r.index();
        self.table.chunks.get(i >> CHUNK_BITS)?[i & (CHUNK - 1)].as_deref()
    }

    #[inline(always)]
    pub fn get(&self, r: ObjRef) -> &Object {
        let i = r.index();
        self.table.chunks[i >> CHUNK_BITS][i & (CHUNK - 1)].as_deref().expect("live reference")
    }

    /// The check that no snapshot shares the object (or its chunk, or the table) is inlined; the
    /// copy is kept out of line.
    #[inline(always)]
    pub fn get_mut(&mut self, r: ObjRef) -> &mut Object {
        let i = r.index();
        let (c, slot) = (i >> CHUNK_BITS, i & (CHUNK - 1));
        if !unique(&self.table)
            || !unique(&self.table.chunks[c])
            || !self.table.chunks[c][slot].as_ref().is_some_and(unique)
        {
            self.unshare(i);
        }
        let table = Rc::get_mut(&mut self.table).expect("unshared above");
        let chunk = Rc::get_mut(&mut table.chunks[c]).expect("unshared above");
        let o = Rc::get_mut(chunk[slot].as_mut().expect("live reference")).expect("unshared above");
        o.digest.set(0);
        o
    }

    #[cold]
    #[inline(never)]
    fn unshare(&mut self, i: usize) {
        let chunk = Rc::make_mut(&mut Rc::make_mut(&mut self.table).chunks[i >> CHUNK_BITS]);
        Rc::make_mut(chunk[i & (CHUNK - 1)].as_mut().expect("live reference"));
    }

    /// The chunks (for the fingerprint's comparisons).
    pub(crate) fn chunks(&self) -> &[Rc<Chunk>] {
        &self.table.chunks
    }

    /// Whether two heaps share their table (and so are equal).
    pub(crate) fn same_table(&self, other: &Heap) -> bool {
        Rc::ptr_eq(&self.table, &other.table)
    }

    /// Number of object slots (live or free).
    pub fn capacity(&self) -> usize {
        self.table.len
    }

    pub fn live_count(&self) -> usize {
        self.table.len - 1 - self.table.free.len()
    }

    /// Frees every object not marked. `marked[i]` says whether slot `i` is reachable.
    pub fn sweep(&mut self, marked: &[bool]) {
        let t = Rc::make_mut(&mut self.table);
        for (c, chunk) in t.chunks.iter_mut().enumerate() {
            let base = c * CHUNK;
            let dead = |k: usize, slot: &Option<Rc<Object>>| {
                base + k != 0 && slot.is_some() && !marked.get(base + k).copied().unwrap_or(false)
            };
            // Copy only the chunks that lose an object.
            if !chunk.iter().enumerate().any(|(k, slot)| dead(k, slot)) {
                continue;
            }
            for (k, slot) in Rc::make_mut(chunk).iter_mut().enumerate() {
                if dead(k, slot) {
                    *slot = None;
                    t.free.push((base + k) as u32);
                }
            }
        }
        t.free.sort_unstable_by(|a, b| b.cmp(a));
        self.allocated_since_gc = 0;
    }

    /// Iterates over live objects.
    pub fn iter(&self) -> impl Iterator<Item = (ObjRef, &Object)> {
        self.table
            .chunks
            .iter()
            .flat_map(|c| c.iter())
            .enumerate()
            .skip(1)
            .filter_map(|(i, o)| o.as_deref().map(|o| (ObjRef::from_index(i), o)))
    }
}

/// The initialization state of a class (JVMS 5.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum InitState {
    #[default]
    Uninitialized,
    /// `<clinit>` is running in this thread.
    InProgress(ThreadId),
    Initialized,
    /// Initialization failed; later uses throw `NoClassDefFoundError`.
    Failed,
}

/// A held or waited-on monitor.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Monitor {
    pub owner: Option<ThreadId>,
    pub count: u32,
    /// Threads in the wait set, in thread order: `notify` wakes any of them (a value choice
    /// naming one by its position), so the order they began waiting in tells nothing.
    pub waiters: Vec<ThreadId>,
}

/// What a thread is doing, as far as scheduling is concerned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ThreadStatus {
    /// Created but not started.
    New,
    Runnable,
    /// Waiting to enter the monitor of the object.
    Blocked(ObjRef),
    /// In `wait()` on the object, not yet notified; a timed wait also ends at `until` (virtual
    /// nanoseconds). `count` is the monitor recursion count to restore.
    Waiting {
        monitor: ObjRef,
        until: Option<i64>,
        count: u32,
    },
    /// Notified (or timed out, or interrupted) and waiting to reacquire the monitor with the
    /// saved recursion count.
    Reacquiring {
        monitor: ObjRef,
        count: u32,
    },
    /// In `join()` on the thread; a timed join also ends at `until`.
    Joining {
        thread: ThreadId,
        until: Option<i64>,
    },
    /// In `LockSupport.park` until a permit is available, the thread is interrupted, or the
    /// virtual clock reaches `until`.
    Parked {
        until: Option<i64>,
    },
    /// Waiting for another thread to finish initializing the class.
    ClassInit(ClassId),
    /// In `Thread.sleep` until the virtual clock reaches `until`.
    Sleeping {
        until: i64,
    },
    /// Ran more loop iterations in one transition than the search allows
    /// (`Config::max_loop_iterations`) without reaching a scheduling point, in code no other
    /// thread can observe: taken to loop forever. It is alive but never scheduled again
    /// (docs/design.md, "Threads that loop forever").
    Diverged,
    Terminated,
}

impl ThreadStatus {
    /// The ordinal of the `java.lang.Thread.State` another thread sees (`getState()`): NEW,
    /// RUNNABLE, BLOCKED, WAITING, TIMED_WAITING, TERMINATED. A thread taken to loop forever
    /// still runs its loop, as far as other threads can tell.
    pub fn java_state(self) -> u8 {
        match self {
            ThreadStatus::New => 0,
            ThreadStatus::Runnable | ThreadStatus::ClassInit(_) | ThreadStatus::Diverged => 1,
            ThreadStatus::Blocked(_) | ThreadStatus::Reacquiring { .. } => 2,
            ThreadStatus::Waiting { until: None, .. }
            | ThreadStatus::Joining { until: None, .. }
            | ThreadStatus::Parked { until: None } => 3,
            ThreadStatus::Waiting { .. }
            | ThreadStatus::Joining { .. }
            | ThreadStatus::Sleeping { .. }
            | ThreadStatus::Parked { .. } => 4,
            ThreadStatus::Terminated => 5,
        }
    }
}

/// What to do when a frame completes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FrameKind {
    /// An ordinary call: push the return value onto the caller's stack.
    Normal,
    /// A class's static initializer: mark the class initialized (or failed) when done.
    Clinit(ClassId),
    /// A constructor run by the machine to build an exception it throws: throw the object when
    /// the constructor returns.
    ThrowOnReturn(ObjRef),
    /// The bottom frame of a thread (its `run` or `main`).
    ThreadBase,
    /// The uncaught-exception handler of a dying thread: the thread ends when it returns.
    UncaughtHandler,
}

/// An activation of a method.
#[derive(Clone, Debug, PartialEq)]
pub struct Frame {
    pub method: MethodId,
    /// Index of the current instruction.
    pub pc: u32,
    /// Where the frame's locals begin in the thread's value stack; the operand stack follows them.
    pub base: u32,
    /// The monitor held because the method is `synchronized`.
    pub sync: Option<ObjRef>,
    pub kind: FrameKind,
    /// The frame is an atomic block (a transaction for the atomicity analyses).
    pub atomic: bool,
}

/// A Java thread.
#[derive(Debug)]
pub struct Thread {
    pub id: ThreadId,
    /// The `java.lang.Thread` object.
    pub object: ObjRef,
    pub status: ThreadStatus,
    pub frames: Vec<Frame>,
    /// Locals and operand stacks of all frames.
    pub stack: Vec<Value>,
    pub interrupted: bool,
    /// The `LockSupport` permit.
    pub permit: bool,
    /// A `StackOverflowError` is being thrown: its construction may go past the depth limit.
    pub overflowing: bool,
    pub daemon: bool,
    /// The thread stopped before the instruction at its pc to let the scheduler choose; it
    /// executes that instruction without stopping again when resumed.
    pub at_scheduling_point: bool,
    /// The thread's weak compare-and-set fails spuriously (under `--memory-model jmm`) and is
    /// stopped at the read-from choice of its failed read: it executes again as that read.
    pub failing_weak_cas: bool,
    /// The thread is inside an operation of `java.util.concurrent` that has already passed its
    /// first scheduling point: the rest of the operation runs without stopping.
    pub in_library_op: bool,
    /// How many Java PathFinder atomic sections (`gov.nasa.jpf.vm.Verify.beginAtomic`) the
    /// thread is inside: while positive it passes its scheduling points without stopping (it
    /// still blocks where it must), which is what JPF's sections mean.
    pub no_switch_depth: u32,
    /// How many identity hash codes the thread has assigned: the next one it assigns is a
    /// function of its number and this count (see `Machine::identity_hash_for`).
    pub hashes_assigned: u32,
    /// A call the thread makes when it next runs (the entry point of a new thread).
    pub pending_call: Option<(MethodId, Vec<Value>)>,
    /// Classes another thread finished initializing since this thread (or its starter, before
    /// it started it) last used them: its next use of one synchronizes with the end of the
    /// initialization ([`weft_events::Event::ClassUse`]). Not part of the fingerprint: a use
    /// acquires only what a thread without the class here already knows (it initialized the
    /// class, used it after, or was started by a thread that knew it), so whether the list
    /// names a class changes nothing that the happens-before analyses' own state does not
    /// already tell apart.
    pub classes_to_acquire: Vec<ClassId>,
    /// Where a thread that the divergence memo took to loop forever loops, as reports show
    /// it: where the step it was recognised from passed the limit (its frames stay where the
    /// memo stopped it, which may be in a shorter loop before the endless one). Like a diverged
    /// thread's frames, not part of the state's fingerprint.
    pub diverged_at: Option<std::rc::Rc<str>>,
    /// The exception that terminated the thread, if any.
    pub uncaught: Option<ObjRef>,
    /// Whether the program handles [`Thread::uncaught`] itself: it escaped to an uncaught
    /// exception handler of the program's, which the JVM calls instead of printing it.
    pub uncaught_handled: bool,
}

impl Thread {
    /// The thread's own flags as one byte, for the state fingerprint and the divergence memo's
    /// digest (one encoding, so that neither leaves one out).
    pub fn own_flags(&self) -> u8 {
        self.interrupted as u8
            | (self.permit as u8) << 1
            | (self.daemon as u8) << 2
            | (self.at_scheduling_point as u8) << 3
            | (self.in_library_op as u8) << 4
            | (self.failing_weak_cas as u8) << 5
            | (self.overflowing as u8) << 6
    }
}

impl Clone for Thread {
    /// A copy with room to grow: a thread is copied when it runs (copy on write), and its stacks
    /// grow as it does.
    fn clone(&self) -> Thread {
        let mut frames = Vec::with_capacity(self.frames.len() + 8);
        frames.extend_from_slice(&self.frames);
        let mut stack = Vec::with_capacity(self.stack.len() + 32);
        stack.extend_from_slice(&self.stack);
        Thread {
            id: self.id,
            object: self.object,
            status: self.status,
            frames,
            stack,
            interrupted: self.interrupted,
            permit: self.permit,
            overflowing: self.overflowing,
            daemon: self.daemon,
            at_scheduling_point: self.at_scheduling_point,
            failing_weak_cas: self.failing_weak_cas,
            in_library_op: self.in_library_op,
            no_switch_depth: self.no_switch_depth,
            hashes_assigned: self.hashes_assigned,
            pending_call: self.pending_call.clone(),
            classes_to_acquire: self.classes_to_acquire.clone(),
            diverged_at: self.diverged_at.clone(),
            uncaught: self.uncaught,
            uncaught_handled: self.uncaught_handled,
        }
    }
}

/// The threads by id. Each thread is reference-counted and copied on write, so a snapshot shares
/// the threads that did not run since (indexing mutably copies a shared thread).
#[derive(Clone, Debug, Default)]
pub struct Threads(Rc<Vec<Rc<Thread>>>);

impl Threads {
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    pub fn push(&mut self, t: Thread) {
        Rc::make_mut(&mut self.0).push(Rc::new(t))
    }
    pub fn get(&self, i: usize) -> Option<&Thread> {
        self.0.get(i).map(|t| &**t)
    }
    pub fn get_mut(&mut self, i: usize) -> Option<&mut Thread> {
        Rc::make_mut(&mut self.0).get_mut(i).map(Rc::make_mut)
    }
    pub fn first(&self) -> Option<&Thread> {
        self.get(0)
    }
    pub fn iter(&self) -> impl Iterator<Item = &Thread> {
        self.0.iter().map(|t| &**t)
    }
}

impl std::ops::Index<usize> for Threads {
    type Output = Thread;
    #[inline]
    fn index(&self, i: usize) -> &Thread {
        &self.0[i]
    }
}

/// Whether nothing else holds this reference (so writing through it needs no copy).
#[inline(always)]
fn unique<T>(rc: &Rc<T>) -> bool {
    Rc::strong_count(rc) == 1 && Rc::weak_count(rc) == 0
}

impl std::ops::IndexMut<usize> for Threads {
    /// The interpreter takes its thread mutably millions of times a second: the check that
    /// nothing shares it is inlined, the copy kept out of line.
    #[inline(always)]
    fn index_mut(&mut self, i: usize) -> &mut Thread {
        if !unique(&self.0) || !unique(&self.0[i]) {
            self.unshare(i);
        }
        let threads = Rc::get_mut(&mut self.0).expect("unshared above");
        Rc::get_mut(&mut threads[i]).expect("unshared above")
    }
}

impl Threads {
    #[cold]
    #[inline(never)]
    fn unshare(&mut self, i: usize) {
        Rc::make_mut(&mut Rc::make_mut(&mut self.0)[i]);
    }
}

impl<'a> IntoIterator for &'a Threads {
    type Item = &'a Thread;
    type IntoIter = std::iter::Map<std::slice::Iter<'a, Rc<Thread>>, fn(&'a Rc<Thread>) -> &'a Thread>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter().map(|t| &**t)
    }
}

/// Static fields by class id, each class's copied on write so that snapshots share them.
#[derive(Clone, Debug, Default)]
pub struct Statics(Rc<Vec<Rc<[Value]>>>);

impl Statics {
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    pub fn get(&self, class: usize) -> Option<&[Value]> {
        self.0.get(class).map(|s| &**s)
    }
    pub fn get_mut(&mut self, class: usize) -> Option<&mut [Value]> {
        if class >= self.0.len() {
            return None;
        }
        Rc::make_mut(&mut self.0).get_mut(class).map(Rc::make_mut)
    }
    /// Makes room for classes up to `len - 1` (their statics empty until set).
    pub fn grow(&mut self, len: usize) {
        if self.0.len() < len {
            Rc::make_mut(&mut self.0).resize_with(len, || Rc::from(Vec::new()));
        }
    }
    /// Sets the statics of a class (when it is prepared).
    pub fn set(&mut self, class: usize, values: Vec<Value>) {
        self.grow(class + 1);
        Rc::make_mut(&mut self.0)[class] = Rc::from(values);
    }
    pub fn iter(&self) -> impl Iterator<Item = &[Value]> {
        self.0.iter().map(|s| &**s)
    }
    /// The shared handles of all classes' statics (for the fingerprint's comparisons).
    pub(crate) fn handles(&self) -> &[Rc<[Value]>] {
        &self.0
    }
    /// Whether two tables share their storage (and so are equal).
    pub(crate) fn same(&self, other: &Statics) -> bool {
        Rc::ptr_eq(&self.0, &other.0)
    }
}

impl std::ops::Index<usize> for Statics {
    type Output = [Value];
    #[inline]
    fn index(&self, class: usize) -> &[Value] {
        &self.0[class]
    }
}

impl std::ops::IndexMut<usize> for Statics {
    #[inline]
    fn index_mut(&mut self, class: usize) -> &mut [Value] {
        Rc::make_mut(&mut Rc::make_mut(&mut self.0)[class])
    }
}

impl<'a> IntoIterator for &'a Statics {
    type Item = &'a [Value];
    type IntoIter = std::iter::Map<std::slice::Iter<'a, Rc<[Value]>>, fn(&'a Rc<[Value]>) -> &'a [Value]>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter().map(|s| &**s)
    }
}

/// Held and waited-on monitors by object, copied on write so that snapshots share them.
#[derive(Clone, Debug, Default)]
pub struct Monitors(Rc<FxHashMap<ObjRef, Monitor>>);

impl Monitors {
    /// The objects whose monitors thread `tid` holds, in no particular order.
    pub fn held_by(&self, tid: ThreadId) -> impl Iterator<Item = ObjRef> + '_ {
        self.0.iter().filter(move |(_, m)| m.owner == Some(tid)).map(|(o, _)| *o)
    }
    pub fn get(&self, obj: &ObjRef) -> Option<&Monitor> {
        self.0.get(obj)
    }
    pub fn get_mut(&mut self, obj: &ObjRef) -> Option<&mut Monitor> {
        // Look first, so that a miss does not copy the table.
        if !self.0.contains_key(obj) {
            return None;
        }
        Rc::make_mut(&mut self.0).get_mut(obj)
    }
    pub fn entry(&mut self, obj: ObjRef) -> std::collections::hash_map::Entry<'_, ObjRef, Monitor> {
        Rc::make_mut(&mut self.0).entry(obj)
    }
    pub fn remove(&mut self, obj: &ObjRef) -> Option<Monitor> {
        if !self.0.contains_key(obj) {
            return None;
        }
        Rc::make_mut(&mut self.0).remove(obj)
    }
    pub fn keys(&self) -> impl Iterator<Item = &ObjRef> {
        self.0.keys()
    }
    pub fn iter(&self) -> impl Iterator<Item = (&ObjRef, &Monitor)> {
        self.0.iter()
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// Every mutable part of the machine.
#[derive(Clone, Debug, Default)]
pub struct State {
    pub heap: Heap,
    /// Static fields by class id (empty until the class is prepared).
    pub statics: Statics,
    /// Class initialization states by class id (shared between snapshots until written).
    pub init: Rc<Vec<InitState>>,
    /// `java.lang.Class` objects by class id (shared between snapshots until written).
    pub mirrors: Rc<Vec<Option<ObjRef>>>,
    /// Interned strings by literal id (shared between snapshots until written).
    pub interned: Rc<Vec<Option<ObjRef>>>,
    pub monitors: Monitors,
    pub threads: Threads,
    /// Set when the program called `System.exit` or `Runtime.halt`.
    pub exit_status: Option<i32>,
    /// Events flow to the attached analyses (from the first atomic block on; before it, nothing
    /// can take part in an atomicity violation, and the interpreter keeps its fast paths).
    pub events_on: bool,
    /// Threads started and not yet terminated (including the main thread).
    pub live_threads: u32,
    /// The virtual clock in nanoseconds: `System.nanoTime`, `sleep` and timed waits use it, so
    /// runs are deterministic. It advances a little on each clock read and jumps forward when
    /// every live thread is waiting for time to pass.
    pub clock_nanos: i64,
    /// Under region scheduling, the tasks that accessed each location outside permission
    /// regions and isolated blocks on this path (see `regions.rs`); empty otherwise. Not part
    /// of the fingerprint: it feeds a report, not a verdict.
    pub region_accesses: crate::regions::RegionAccesses,
    /// Under region scheduling, the JDK locks held exclusively on this path and their owners
    /// (see `regions.rs`), so that accesses under them count as guarded; empty otherwise. Not
    /// part of the fingerprint: it is a function of the heap.
    pub lock_owners: crate::regions::LockOwners,
    /// What the program wrote to standard output on this path, when `Config::record_output` is
    /// on (`weft outcomes`): part of the state, so that paths that printed differently are never
    /// matched.
    pub recorded_stdout: Rc<Vec<u8>>,
    /// The relaxed-memory bookkeeping of this path under `--memory-model jmm` (see
    /// [`crate::jmm`]); `None` under sequential consistency.
    pub jmm: Option<Rc<crate::jmm::PathState>>,
}

impl State {
    pub fn init_state(&self, class: ClassId) -> InitState {
        self.init.get(class as usize).copied().unwrap_or_default()
    }

    pub fn set_init_state(&mut self, class: ClassId, s: InitState) {
        let i = class as usize;
        let init = Rc::make_mut(&mut self.init);
        if init.len() <= i {
            init.resize(i + 1, InitState::Uninitialized);
        }
        init[i] = s;
    }
}
