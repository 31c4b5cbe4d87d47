//! Canonical fingerprints of machine states, for state matching.
//!
//! Two states match when they are the same *logical* state, even if reached by different
//! interleavings. Heap objects are therefore named by the order in which a deterministic
//! traversal from the roots first reaches them, not by where the allocator put them; unreachable
//! objects (garbage) are never visited. Left out on purpose: the virtual clock (exploration
//! treats time as abstract) and allocation bookkeeping. Times — `long` values near the clock, in
//! frames, fields and statics — count relative to the clock (see [`time_record`]).
//!
//! The fingerprint is computed incrementally, in two phases:
//!
//! 1. The *heap phase* numbers the objects reachable from the heap roots — statics by class,
//!    class mirrors, interned strings — breadth-first in that order. Object `k` contributes the
//!    term `c_k · h_k`, where `h_k` hashes its content digest (everything but references, cached
//!    in the object until it is next written) with the canonical numbers of its references (or
//!    is the digest itself, for an object without references) and `c_k` is an odd constant of
//!    position `k`; each class's statics contribute one term likewise. The phase's summary is
//!    the number of objects and the sum of the terms. The numbering, terms and a snapshot of the
//!    heap (which shares its chunks and objects, copied on write) are kept for the next
//!    fingerprint, which compares its heap with the snapshot by pointer, so that it looks only
//!    at objects written since. When no reference that decided the numbering changed (see
//!    [`Scratch::edge_keeps_numbering`]), the numbering stands and only the terms of the changed
//!    objects are recomputed; otherwise the phase is recomputed from scratch.
//! 2. The *thread phase* serializes the rest of the state every time: threads (status, `Thread`
//!    object, frames, operand stacks and locals), class initialization states, the objects
//!    reachable only from threads (numbered after the heap phase's), monitors and a few scalars,
//!    followed by the heap phase's summary; its hash (128-bit XXH3) is the fingerprint.
//!
//! Both numberings are a function of the logical state alone (the root order and the traversal
//! are fixed), so two states get the same encoding exactly when their reachable heaps are
//! isomorphic by a mapping that preserves the roots. Distinct states collide only when 128-bit
//! hashes do, including the sum of terms (for distinct sets of terms, an equal sum is about a
//! 2^-128 event for random-like hashes and odd weights).

use std::rc::Rc;

use xxhash_rust::xxh3::xxh3_128;

use crate::machine::{Machine, CLOCK_START_NANOS};
use crate::program::Program;
use crate::state::*;
use crate::value::{ObjRef, Value};

/// A state fingerprint.
pub type Fingerprint = u128;

const NULL_ID: u32 = u32::MAX;

/// What a thread's stack holds in place of a dead local (a tag no value record has).
const DEAD_LOCAL: u8 = 0xDD;

/// What a frame holds that the fingerprint leaves out: its method's live locals and how many
/// locals it has, when they are known, and the slots of its spin counts, when it is a
/// spin-then-park method waiting at a park.
///
/// A constructor's receiver always counts as live, since the machine reads it outside the
/// bytecode (final-field freezes under the JMM, stack traces, the divergence memo's check of
/// constructors that leaked `this`).
///
/// The spin counts ([`crate::program::SPIN_THEN_PARK_METHODS`]) are left out when the frame is
/// at one of its parks, on a synchronizer of `java.util.concurrent` (whose `tryAcquire` runs no
/// code of the program's, so no scheduling point), and `java.util.concurrent` operations spin
/// without scheduling points (`spins_run_whole`). Once it is unparked, the method retries as
/// many times as the counts say within its step, each retry reading what the one before read,
/// and parks again (or acquires at the first retry): the counts change nothing but themselves
/// (docs/design.md, "State matching").
fn frame_left_out<'p>(
    prog: &'p Program,
    heap: &Heap,
    stack: &[Value],
    f: &Frame,
    spins_run_whole: bool,
) -> (Option<(&'p crate::liveness::LiveLocals, usize)>, Option<[u16; 2]>) {
    let m = prog.method(f.method);
    let Some(code) = m.code.as_ref() else { return (None, None) };
    let keep: &[u16] = if &*m.name == "<init>" { &[0] } else { &[] };
    let live = code.live_locals(keep).map(|l| (l, code.max_locals as usize));
    let spins = spins_run_whole
        .then(|| crate::liveness::spin_then_park(prog, m))
        .flatten()
        .filter(|counts| counts.parks_at(f.pc))
        .filter(|_| match stack.get(f.base as usize) {
            Some(Value::Ref(Some(receiver))) => {
                prog.class(heap.get(*receiver).class).name.starts_with("java/util/concurrent/")
            }
            _ => false,
        })
        .map(|counts| counts.slots);
    (live, spins)
}

/// How far from the clock a `long` may lie and still be taken for a time: about 2.8 hours.
const WINDOW_NANOS: i64 = 10_000_000_000_000;
const WINDOW_MILLIS: i64 = WINDOW_NANOS / 1_000_000;

/// A `long` when time is abstract (`clock` is the clock's reading; `None` writes it as it is):
/// a value within a few hours of the clock (in nanoseconds or in milliseconds) is a time — a
/// deadline or a start — and is written relative to the clock, so that states that differ only
/// by when they happened (a retry loop's second round, with the same deadline ten milliseconds
/// later; a periodic task's next run, one period after the clock again) are one state. A time
/// already past is written as "past", however long ago: a deadline that has passed times out
/// the same way whenever it passed, and a thread that waits while another loops on time-outs
/// (moving the clock) must not make every round a new state; time is abstract in exploration
/// (docs/design.md), and code that measures how long ago something happened already sees only
/// some of the values it could. Other values are written as they are, with their own tag.
fn time_record(l: i64, clock: Option<i64>) -> [u8; 9] {
    let (tag, bits) = match clock {
        Some(clock) if l.abs_diff(clock) <= WINDOW_NANOS as u64 => (6u8, l.saturating_sub(clock).max(-1) as u64),
        Some(clock) if l.abs_diff(clock / 1_000_000) <= WINDOW_MILLIS as u64 => {
            (7u8, l.saturating_sub(clock / 1_000_000).max(-1) as u64)
        }
        _ => (2u8, l as u64),
    };
    let mut rec = [0u8; 9];
    rec[0] = tag;
    rec[1..].copy_from_slice(&bits.to_le_bytes());
    rec
}

/// Whether [`time_record`] takes `l` for a time under some reading of the clock (which starts at
/// [`CLOCK_START_NANOS`] and only moves forward). An object's cached content digest leaves such
/// fields out, and its term adds them relative to the clock of the moment, so that the digest
/// can stay cached while the clock moves.
fn may_be_time(l: i64) -> bool {
    const START_MILLIS: i64 = CLOCK_START_NANOS / 1_000_000;
    l >= CLOCK_START_NANOS - WINDOW_NANOS
        || (START_MILLIS - WINDOW_MILLIS..=i64::MAX / 1_000_000 + WINDOW_MILLIS).contains(&l)
}

/// Whether a content digest left fields out (its lowest bit; see [`content_digest`]).
#[inline]
fn digest_left_out(d: u128) -> bool {
    d & 1 == 1
}

/// What the fingerprint does with the fields an object's content digest leaves out: times
/// relative to `clock` (as [`time_record`] writes them), statistics counters as they are when
/// `counters` holds (else not at all).
#[derive(Clone, Copy, PartialEq, Eq, Default)]
struct LeftOut {
    clock: Option<i64>,
    counters: bool,
}

/// Appends the fields of an object that its content digest leaves out (its class's
/// [`crate::class::Class::counter_slots`] and times), by position, as `how` says.
fn push_left_out(o: &Object, prog: &Program, b: &mut Vec<u8>, how: LeftOut) {
    let counter_slots = &prog.class(o.class).counter_slots;
    if let Body::Fields(fields) = &o.body {
        for (i, &v) in fields.iter().enumerate() {
            let record = match v {
                _ if counter_slots.contains(&(i as u16)) => match how.counters {
                    true => value_record(v, |_| 0),
                    false => continue,
                },
                Value::Long(l) if may_be_time(l) => time_record(l, how.clock),
                _ => continue,
            };
            b.extend_from_slice(&(i as u32).to_le_bytes());
            b.extend_from_slice(&record);
        }
    }
}

/// The traversal position at which the heap phase follows a root: roots come before every object
/// field, in the order statics (group 0, by class and slot), mirrors (1), interned strings (2).
fn root_key(group: u64, a: usize, b: usize) -> u64 {
    (group << 61) | ((a as u64) << 16) | b as u64
}

/// The traversal position at which the heap phase follows field or element `f` of object `k`.
fn field_key(k: u32, f: usize) -> u64 {
    (1 << 63) | ((k as u64) << 32) | f as u64
}

/// What the heap phase kept of the state it numbered.
#[derive(Default)]
struct Snapshot {
    heap: Heap,
    statics: Statics,
    mirrors: Rc<Vec<Option<ObjRef>>>,
    interned: Rc<Vec<Option<ObjRef>>>,
}

/// The fingerprint's memory: the last heap phase, and buffers reused from one fingerprint to the
/// next.
#[derive(Default)]
pub struct Scratch {
    /// Whether `snapshot` and the numbering describe the last fingerprinted state.
    valid: bool,
    snapshot: Snapshot,
    /// Canonical number of each heap slot: of the heap phase when `stamp[slot] == heap_gen`, of
    /// the last thread phase when `stamp[slot] == thread_gen`.
    ids: Vec<u32>,
    stamp: Vec<u32>,
    generation: u32,
    heap_gen: u32,
    thread_gen: u32,
    /// By heap-phase number: the slot, the traversal position that first reached it, its term.
    order: Vec<ObjRef>,
    reached_at: Vec<u64>,
    terms: Vec<u128>,
    /// The term of each class's statics.
    static_terms: Vec<u128>,
    /// The sum of all terms.
    sum: u128,
    /// Odd constants by heap-phase number (see [`Scratch::object_term`]).
    coefficients: Vec<u128>,
    /// The digest of the mirror and interned-string tables (canonical numbers).
    tables: u128,
    /// The state's initialization table and its digest.
    init: Option<(Rc<Vec<InitState>>, u128)>,
    /// Objects and classes whose terms an incremental update recomputes.
    dirty: Vec<u32>,
    dirty_classes: Vec<usize>,
    /// How the terms wrote the fields content digests leave out, and the objects (by
    /// heap-phase number) and classes whose terms have such fields: an update recomputes them
    /// when the clock has moved.
    left_out: LeftOut,
    left_out_objects: Vec<u32>,
    timed_classes: Vec<usize>,
    has_left_out: Vec<bool>,
    is_timed_class: Vec<bool>,
    buf: Vec<u8>,
    content: Vec<u8>,
    queue: Vec<ObjRef>,
}

impl Scratch {
    /// The canonical number of an object in the last fingerprint, if the traversal reached it.
    pub fn canonical_id(&self, r: ObjRef) -> Option<u32> {
        let i = r.index();
        let s = *self.stamp.get(i)?;
        (s != 0 && (s == self.heap_gen || s == self.thread_gen)).then(|| self.ids[i])
    }

    /// The object the last fingerprint gave canonical number `id`, if any.
    pub fn canonical_object(&self, id: u32) -> Option<ObjRef> {
        let id = id as usize;
        match id.checked_sub(self.order.len()) {
            None => self.order.get(id).copied(),
            Some(k) => self.queue.get(k).copied(),
        }
    }

    fn next_generation(&mut self) -> u32 {
        if self.generation >= u32::MAX - 1 {
            // The stamps would wrap around: forget them all, and the numbering with them.
            self.stamp.iter_mut().for_each(|s| *s = 0);
            self.generation = 0;
            self.valid = false;
        }
        self.generation += 1;
        self.generation
    }

    #[inline]
    fn heap_numbered(&self, i: usize) -> bool {
        self.stamp.get(i) == Some(&self.heap_gen)
    }

    /// Numbers `r` in the heap phase if it is new, remembering where it was reached.
    #[inline]
    fn reach(&mut self, r: ObjRef, key: u64) {
        let i = r.index();
        if self.stamp[i] != self.heap_gen {
            self.stamp[i] = self.heap_gen;
            self.ids[i] = self.order.len() as u32;
            self.order.push(r);
            self.reached_at.push(key);
        }
    }

    #[inline]
    fn id(&self, r: Option<ObjRef>) -> u32 {
        r.map_or(NULL_ID, |r| self.ids[r.index()])
    }

    /// Whether replacing the reference at traversal position `key` (a root or a field of a
    /// numbered object) from `old` to `new` leaves the heap phase's numbering as it is. The
    /// numbering is the order in which the breadth-first traversal first reaches objects; it
    /// stands if `old` was first reached elsewhere (so earlier: the traversal passes `key`
    /// either way) and `new` is numbered and was first reached before `key`. By induction over
    /// the traversal's positions, if every changed reference of the numbered objects and roots
    /// passes this test (checked against the old numbering), the traversal of the new state
    /// reaches the same slots in the same order.
    fn edge_keeps_numbering(&self, key: u64, old: Option<ObjRef>, new: Option<ObjRef>) -> bool {
        if old == new {
            return true;
        }
        if let Some(a) = old {
            if self.reached_at[self.ids[a.index()] as usize] == key {
                return false;
            }
        }
        match new {
            None => true,
            Some(b) => self.heap_numbered(b.index()) && self.reached_at[self.ids[b.index()] as usize] < key,
        }
    }
}

/// The digest of an object's content other than its references (whose canonical numbers the
/// callers add) and its fields that may be times or are statistics counters (its class's
/// `counter_slots`, looked up only when the digest is not cached),
/// which the callers add with [`push_left_out`] (the lowest bit of the digest says whether
/// there are any), cached in the object until it is next written. What it leaves out does not
/// depend on the clock or the configuration, so that the cached digest always holds.
fn content_digest(o: &Object, prog: &Program, b: &mut Vec<u8>) -> u128 {
    let d = o.digest.get();
    if d != 0 {
        return d;
    }
    let counter_slots = &prog.class(o.class).counter_slots;
    b.clear();
    b.extend_from_slice(&o.class.to_le_bytes());
    b.extend_from_slice(&o.hash.to_le_bytes());
    b.push(o.shared as u8 | (o.frozen as u8) << 1);
    b.extend_from_slice(&o.mirror_of.unwrap_or(u32::MAX).to_le_bytes());
    let mut left_out = false;
    match &o.body {
        Body::Fields(fields) => {
            b.push(0);
            for (i, &v) in fields.iter().enumerate() {
                match v {
                    _ if counter_slots.contains(&(i as u16)) => {
                        left_out = true;
                        b.push(11);
                    }
                    Value::Long(l) if may_be_time(l) => {
                        left_out = true;
                        b.push(10);
                    }
                    // (References are numbered by the caller, which follows them.)
                    _ => push_value(b, v, |_| 0),
                }
            }
        }
        Body::Array(a) => {
            b.extend_from_slice(&(a.len() as u32).to_le_bytes());
            match a {
                ArrayData::Byte(v) => {
                    b.push(1);
                    b.extend(v.iter().map(|&x| x as u8))
                }
                ArrayData::Boolean(v) => {
                    b.push(2);
                    b.extend(v.iter().map(|&x| x as u8))
                }
                ArrayData::Char(v) => {
                    b.push(3);
                    v.iter().for_each(|x| b.extend_from_slice(&x.to_le_bytes()))
                }
                ArrayData::Short(v) => {
                    b.push(4);
                    v.iter().for_each(|x| b.extend_from_slice(&x.to_le_bytes()))
                }
                ArrayData::Int(v) => {
                    b.push(5);
                    v.iter().for_each(|x| b.extend_from_slice(&x.to_le_bytes()))
                }
                ArrayData::Long(v) => {
                    b.push(6);
                    v.iter().for_each(|x| b.extend_from_slice(&x.to_le_bytes()))
                }
                ArrayData::Float(v) => {
                    b.push(7);
                    v.iter().for_each(|x| b.extend_from_slice(&x.to_bits().to_le_bytes()))
                }
                ArrayData::Double(v) => {
                    b.push(8);
                    v.iter().for_each(|x| b.extend_from_slice(&x.to_bits().to_le_bytes()))
                }
                ArrayData::Ref(_) => b.push(9),
            }
        }
    }
    // 0 means "not computed"; the lowest bit, whether fields were left out.
    let d = match xxh3_128(b) & !1 | left_out as u128 {
        0 => 2,
        d => d,
    };
    o.digest.set(d);
    d
}

/// A value's tag and bits as one 9-byte record, a reference as the number `reference` gives it
/// (the tags of [`time_record`] come after these).
#[inline]
fn value_record(v: Value, reference: impl FnOnce(Option<ObjRef>) -> u32) -> [u8; 9] {
    let (tag, bits) = match v {
        Value::Int(i) => (1u8, i as u32 as u64),
        Value::Long(l) => (2, l as u64),
        Value::Float(f) => (3, f.to_bits() as u64),
        Value::Double(d) => (4, d.to_bits()),
        Value::Ref(r) => (5, reference(r) as u64),
    };
    let mut rec = [0u8; 9];
    rec[0] = tag;
    rec[1..].copy_from_slice(&bits.to_le_bytes());
    rec
}

/// Appends a value's record ([`value_record`]) to a digest buffer.
#[inline]
fn push_value(b: &mut Vec<u8>, v: Value, reference: impl FnOnce(Option<ObjRef>) -> u32) {
    b.extend_from_slice(&value_record(v, reference));
}

/// Calls `f(position, reference)` for each reference slot of an object, in order.
#[inline]
fn for_each_ref(o: &Object, mut f: impl FnMut(usize, Option<ObjRef>)) {
    match &o.body {
        Body::Fields(fields) => {
            for (i, v) in fields.iter().enumerate() {
                if let Value::Ref(r) = *v {
                    f(i, r)
                }
            }
        }
        Body::Array(ArrayData::Ref(items)) => {
            for (i, &r) in items.iter().enumerate() {
                f(i, r)
            }
        }
        Body::Array(_) => {}
    }
}

/// Values equal bit for bit (so that `-0.0` differs from `0.0`, and a NaN equals itself).
fn same_value(a: Value, b: Value) -> bool {
    match (a, b) {
        (Value::Int(x), Value::Int(y)) => x == y,
        (Value::Long(x), Value::Long(y)) => x == y,
        (Value::Float(x), Value::Float(y)) => x.to_bits() == y.to_bits(),
        (Value::Double(x), Value::Double(y)) => x.to_bits() == y.to_bits(),
        (Value::Ref(x), Value::Ref(y)) => x == y,
        _ => false,
    }
}

impl Scratch {
    /// The term of heap-phase object `k`: its hash times an odd constant of its number. The
    /// hash does not depend on the number, so an object without references keeps it (its content
    /// digest) when the numbering shifts.
    fn object_term(&mut self, k: u32, o: &Object, prog: &Program) -> u128 {
        let d = content_digest(o, prog, &mut self.content);
        let mut b = std::mem::take(&mut self.buf);
        b.clear();
        for_each_ref(o, |_, r| b.extend_from_slice(&self.id(r).to_le_bytes()));
        if digest_left_out(d) {
            push_left_out(o, prog, &mut b, self.left_out);
            let i = k as usize;
            if self.has_left_out.len() <= i {
                self.has_left_out.resize(i + 1, false);
            }
            if !self.has_left_out[i] {
                self.has_left_out[i] = true;
                self.left_out_objects.push(k);
            }
        }
        let h = if b.is_empty() {
            d
        } else {
            b.extend_from_slice(&d.to_le_bytes());
            xxh3_128(&b)
        };
        self.buf = b;
        self.coefficient(k).wrapping_mul(h)
    }

    /// The odd constant that weighs the hash of heap-phase object `k` in the sum.
    #[inline]
    fn coefficient(&mut self, k: u32) -> u128 {
        let k = k as usize;
        while self.coefficients.len() <= k {
            let n = self.coefficients.len() as u64;
            self.coefficients.push(xxh3_128(&n.to_le_bytes()) | 1);
        }
        self.coefficients[k]
    }

    /// The term of a class's statics (0 for a class without any).
    fn static_term(&mut self, class: usize, values: &[Value]) -> u128 {
        if values.is_empty() {
            return 0;
        }
        let mut b = std::mem::take(&mut self.buf);
        b.clear();
        b.push(b's');
        b.extend_from_slice(&(class as u32).to_le_bytes());
        for &v in values {
            match v {
                Value::Long(l) if may_be_time(l) => {
                    b.extend_from_slice(&time_record(l, self.left_out.clock));
                    if self.is_timed_class.len() <= class {
                        self.is_timed_class.resize(class + 1, false);
                    }
                    if !self.is_timed_class[class] {
                        self.is_timed_class[class] = true;
                        self.timed_classes.push(class);
                    }
                }
                _ => push_value(&mut b, v, |r| self.id(r)),
            }
        }
        let t = xxh3_128(&b);
        self.buf = b;
        t
    }

    fn take_snapshot(&mut self, st: &State) {
        let s = &mut self.snapshot;
        s.heap = st.heap.clone();
        s.statics = st.statics.clone();
        s.mirrors = st.mirrors.clone();
        s.interned = st.interned.clone();
        self.valid = true;
    }

    /// Forgets which objects and classes have left-out fields in their terms.
    fn clear_left_out(&mut self) {
        self.left_out_objects.iter().for_each(|&k| self.has_left_out[k as usize] = false);
        self.left_out_objects.clear();
        self.timed_classes.iter().for_each(|&c| self.is_timed_class[c] = false);
        self.timed_classes.clear();
    }

    /// The heap phase from scratch, writing left-out fields as `how` says.
    fn number_heap(&mut self, prog: &Program, st: &State, how: LeftOut) {
        self.heap_gen = self.next_generation();
        self.order.clear();
        self.reached_at.clear();
        self.terms.clear();
        self.clear_left_out();
        self.left_out = how;
        for (c, statics) in st.statics.iter().enumerate() {
            for (s, v) in statics.iter().enumerate() {
                if let Value::Ref(Some(r)) = *v {
                    self.reach(r, root_key(0, c, s));
                }
            }
        }
        for (c, m) in st.mirrors.iter().enumerate() {
            if let Some(m) = *m {
                self.reach(m, root_key(1, c, 0));
            }
        }
        for (i, s) in st.interned.iter().enumerate() {
            if let Some(s) = *s {
                self.reach(s, root_key(2, i, 0));
            }
        }
        let mut sum = 0u128;
        let mut k = 0;
        while k < self.order.len() {
            let o = st.heap.get(self.order[k]);
            for_each_ref(o, |f, r| {
                if let Some(r) = r {
                    self.reach(r, field_key(k as u32, f))
                }
            });
            let t = self.object_term(k as u32, o, prog);
            self.terms.push(t);
            sum = sum.wrapping_add(t);
            k += 1;
        }
        self.static_terms.clear();
        for (c, statics) in st.statics.iter().enumerate() {
            let t = self.static_term(c, statics);
            self.static_terms.push(t);
            sum = sum.wrapping_add(t);
        }
        self.sum = sum;
        let mut b = std::mem::take(&mut self.buf);
        b.clear();
        for r in st.mirrors.iter().chain([&None]).chain(st.interned.iter()) {
            b.extend_from_slice(&self.id(*r).to_le_bytes());
        }
        b.extend_from_slice(&(st.mirrors.len() as u32).to_le_bytes());
        self.tables = xxh3_128(&b);
        self.buf = b;
        self.take_snapshot(st);
    }

    /// The heap phase updated from the snapshot, writing left-out fields as `how` says; false
    /// (having changed nothing) when the numbering may have changed.
    fn update_heap(&mut self, prog: &Program, st: &State, how: LeftOut) -> bool {
        if !self.valid || how.counters != self.left_out.counters {
            return false;
        }
        self.dirty.clear();
        self.dirty_classes.clear();
        if how.clock != self.left_out.clock {
            // The terms with times change with the clock (recomputing a term twice is harmless).
            self.dirty.extend_from_slice(&self.left_out_objects);
            self.dirty_classes.extend_from_slice(&self.timed_classes);
        }
        let snap = &self.snapshot;
        // Roots: the mirror and interned-string tables change only when classes or strings are
        // created, which renumbers.
        if !(Rc::ptr_eq(&st.mirrors, &snap.mirrors) || st.mirrors == snap.mirrors) {
            return false;
        }
        if !(Rc::ptr_eq(&st.interned, &snap.interned) || st.interned == snap.interned) {
            return false;
        }
        let (statics, old_statics) = match st.statics.same(&snap.statics) {
            true => (&[][..], &[][..]),
            false => (st.statics.handles(), snap.statics.handles()),
        };
        if statics.len() != old_statics.len() {
            return false;
        }
        for (c, (new, old)) in statics.iter().zip(old_statics).enumerate() {
            if Rc::ptr_eq(new, old) {
                continue;
            }
            if new.len() != old.len() {
                return false;
            }
            let mut changed = false;
            for (s, (&n, &o)) in new.iter().zip(old.iter()).enumerate() {
                if same_value(n, o) {
                    continue;
                }
                changed = true;
                match (o, n) {
                    (Value::Ref(o), Value::Ref(n)) if self.edge_keeps_numbering(root_key(0, c, s), o, n) => {}
                    (Value::Ref(_), _) | (_, Value::Ref(_)) => return false,
                    _ => {}
                }
            }
            if changed {
                self.dirty_classes.push(c);
            }
        }
        // Objects: only the slots whose chunk and object changed, and of those only the numbered.
        let (new_chunks, old_chunks) = match st.heap.same_table(&snap.heap) {
            true => (&[][..], &[][..]),
            false => (st.heap.chunks(), snap.heap.chunks()),
        };
        for (c, old_chunk) in old_chunks.iter().enumerate() {
            let new_chunk = new_chunks.get(c);
            if new_chunk.is_some_and(|n| Rc::ptr_eq(n, old_chunk)) {
                continue;
            }
            for (j, old) in old_chunk.iter().enumerate() {
                let i = c * CHUNK + j;
                if !self.heap_numbered(i) {
                    continue;
                }
                let (Some(new), Some(old)) = (new_chunk.and_then(|n| n[j].as_ref()), old) else { return false };
                if Rc::ptr_eq(new, old) {
                    continue;
                }
                let k = self.ids[i];
                if new.class != old.class || !self.same_shape(k, old, new) {
                    return false;
                }
                self.dirty.push(k);
            }
        }
        // The numbering stands: recompute the terms of what changed.
        self.left_out = how;
        let mut sum = self.sum;
        for d in 0..self.dirty.len() {
            let k = self.dirty[d];
            let o = st.heap.get(self.order[k as usize]);
            let t = self.object_term(k, o, prog);
            sum = sum.wrapping_sub(self.terms[k as usize]).wrapping_add(t);
            self.terms[k as usize] = t;
        }
        for d in 0..self.dirty_classes.len() {
            let c = self.dirty_classes[d];
            let t = self.static_term(c, &st.statics[c]);
            sum = sum.wrapping_sub(self.static_terms[c]).wrapping_add(t);
            self.static_terms[c] = t;
        }
        self.sum = sum;
        self.take_snapshot(st);
        true
    }

    /// Whether a numbered object's new version has the same layout and references that keep the
    /// numbering.
    fn same_shape(&self, k: u32, old: &Object, new: &Object) -> bool {
        match (&old.body, &new.body) {
            (Body::Fields(a), Body::Fields(b)) => {
                a.len() == b.len()
                    && a.iter().zip(b.iter()).enumerate().all(|(f, (&x, &y))| match (x, y) {
                        (Value::Ref(x), Value::Ref(y)) => self.edge_keeps_numbering(field_key(k, f), x, y),
                        (Value::Ref(_), _) | (_, Value::Ref(_)) => false,
                        _ => true,
                    })
            }
            (Body::Array(ArrayData::Ref(a)), Body::Array(ArrayData::Ref(b))) => {
                a.len() == b.len()
                    && a.iter()
                        .zip(b.iter())
                        .enumerate()
                        .all(|(f, (&x, &y))| self.edge_keeps_numbering(field_key(k, f), x, y))
            }
            (Body::Array(a), Body::Array(b)) => {
                std::mem::discriminant(a) == std::mem::discriminant(b) && !matches!(a, ArrayData::Ref(_))
            }
            _ => false,
        }
    }
}

/// Serializes the thread phase.
struct Encoder<'a> {
    s: &'a mut Scratch,
    buf: Vec<u8>,
}

impl Encoder<'_> {
    #[inline]
    fn u8(&mut self, v: u8) {
        self.buf.push(v);
    }
    #[inline]
    fn u32(&mut self, v: u32) {
        self.buf.extend_from_slice(&v.to_le_bytes());
    }
    /// The canonical number of an object (numbering it in the thread phase on first sight),
    /// `NULL_ID` for null.
    #[inline]
    fn id(&mut self, r: Option<ObjRef>) -> u32 {
        let Some(r) = r else { return NULL_ID };
        let i = r.index();
        let s = self.s.stamp[i];
        if s == self.s.heap_gen || s == self.s.thread_gen {
            self.s.ids[i]
        } else {
            let id = (self.s.order.len() + self.s.queue.len()) as u32;
            self.s.stamp[i] = self.s.thread_gen;
            self.s.ids[i] = id;
            self.s.queue.push(r);
            id
        }
    }
    #[inline]
    fn obj(&mut self, r: Option<ObjRef>) {
        let id = self.id(r);
        self.u32(id);
    }
    #[inline]
    fn value(&mut self, v: Value) {
        let rec = value_record(v, |r| self.id(r));
        self.buf.extend_from_slice(&rec);
    }
    /// A value of a thread's stack: a `long` relative to the clock when time is abstract.
    fn stack_value(&mut self, v: Value, clock: Option<i64>) {
        match (clock, v) {
            (Some(clock), Value::Long(l)) => self.long_relative_to(l, clock),
            _ => self.value(v),
        }
    }

    /// A `long` in a thread's frames, relative to the clock when time is abstract.
    fn long_relative_to(&mut self, l: i64, clock: i64) {
        self.buf.extend_from_slice(&time_record(l, Some(clock)));
    }
    fn status(&mut self, s: ThreadStatus) {
        match s {
            ThreadStatus::New => self.u8(0),
            ThreadStatus::Runnable => self.u8(1),
            ThreadStatus::Blocked(o) => {
                self.u8(2);
                self.obj(Some(o))
            }
            ThreadStatus::Waiting { monitor, until, count } => {
                self.u8(3);
                self.obj(Some(monitor));
                self.u8(until.is_some() as u8);
                self.u32(count)
            }
            ThreadStatus::Reacquiring { monitor, count } => {
                self.u8(4);
                self.obj(Some(monitor));
                self.u32(count)
            }
            ThreadStatus::Joining { thread, until } => {
                self.u8(5);
                self.u32(thread);
                self.u8(until.is_some() as u8)
            }
            ThreadStatus::ClassInit(c) => {
                self.u8(6);
                self.u32(c)
            }
            ThreadStatus::Sleeping { .. } => self.u8(7),
            ThreadStatus::Terminated => self.u8(8),
            ThreadStatus::Parked { until } => {
                self.u8(9);
                self.u8(until.is_some() as u8)
            }
            ThreadStatus::Diverged => self.u8(10),
        }
    }
}

fn init_digest(init: &[InitState]) -> u128 {
    let mut b = Vec::with_capacity(init.len() * 2);
    for (c, s) in init.iter().enumerate() {
        let tag = match s {
            InitState::Uninitialized => continue,
            InitState::InProgress(t) => {
                b.extend_from_slice(&(c as u32).to_le_bytes());
                b.push(1);
                b.extend_from_slice(&t.to_le_bytes());
                continue;
            }
            InitState::Initialized => 2,
            InitState::Failed => 3,
        };
        b.extend_from_slice(&(c as u32).to_le_bytes());
        b.push(tag);
    }
    xxh3_128(&b)
}

impl Machine {
    /// The canonical fingerprint of the current state.
    pub fn fingerprint(&mut self) -> Fingerprint {
        let st = &self.st;
        // Time is abstract during exploration: times count relative to the clock.
        let clock = (self.config.timeless && !self.config.exact_times).then_some(st.clock_nanos);
        let exact_locals = self.config.exact_locals;
        // Whether `java.util.concurrent` operations spin without scheduling points (and read
        // no values another thread may still write, as under the JMM).
        let spins_run_whole = !self.config.interleave_jdk && st.jmm.is_none();
        // Statistics counters count once the program has read one (or where asked).
        let how = LeftOut { clock, counters: self.config.exact_counters || !self.config.explore };
        let prog = &self.prog;
        let s = &mut self.fp_scratch;
        let capacity = st.heap.capacity();
        if s.ids.len() < capacity {
            s.ids.resize(capacity, 0);
            s.stamp.resize(capacity, 0);
        }
        if !s.update_heap(prog, st, how) {
            s.number_heap(prog, st, how);
        }
        #[cfg(debug_assertions)]
        {
            // The incremental update must agree with a traversal from scratch.
            let (sum, n) = (s.sum, s.order.len());
            s.number_heap(prog, st, how);
            debug_assert_eq!((sum, n), (s.sum, s.order.len()), "incremental fingerprint diverged");
        }
        s.thread_gen = s.next_generation();
        s.queue.clear();
        let init = match &s.init {
            Some((rc, d)) if Rc::ptr_eq(rc, &st.init) => *d,
            _ => {
                let d = init_digest(&st.init);
                s.init = Some((st.init.clone(), d));
                d
            }
        };
        let mut buf = std::mem::take(&mut s.buf);
        buf.clear();
        let mut e = Encoder { s, buf };
        e.u32(e.s.order.len() as u32);
        let sum = e.s.sum;
        e.buf.extend_from_slice(&sum.to_le_bytes());
        e.buf.extend_from_slice(&init.to_le_bytes());
        let tables = e.s.tables;
        e.buf.extend_from_slice(&tables.to_le_bytes());
        e.u32(st.threads.len() as u32);
        for t in &st.threads {
            e.status(t.status);
            if t.status == ThreadStatus::Terminated {
                // An ended thread is a tombstone here: what is left of it (its object, its
                // interrupt status) counts only if a live root reaches the object, below. Its
                // frames and flags were cleared when it ended; whether it ended by an uncaught
                // exception counts (the main thread's decides the exit status), not which one.
                e.u8(t.uncaught.is_some() as u8 | (t.uncaught_handled as u8) << 1);
                continue;
            }
            if t.status == ThreadStatus::Diverged {
                // A thread taken to loop forever never runs again, and what only its frames
                // reach no other thread can: only where it loops (and what it counted on the
                // way) differs, which the divergence memo makes depend on the search's history
                // (it stops the same loop early). Its object and daemon status still count.
                e.obj(Some(t.object));
                e.u8(t.daemon as u8 | (t.interrupted as u8) << 1);
                continue;
            }
            e.u8(t.own_flags());
            e.u32(t.no_switch_depth);
            e.u32(t.hashes_assigned);
            e.obj(Some(t.object));
            e.obj(t.uncaught);
            e.u8(t.uncaught_handled as u8);
            e.u32(t.frames.len() as u32);
            for f in &t.frames {
                e.u32(f.method);
                e.u32(f.pc);
                e.u32(f.base);
                e.obj(f.sync);
                match f.kind {
                    FrameKind::Normal => e.u8(0),
                    FrameKind::Clinit(c) => {
                        e.u8(1);
                        e.u32(c)
                    }
                    FrameKind::ThrowOnReturn(o) => {
                        e.u8(2);
                        e.obj(Some(o))
                    }
                    FrameKind::ThreadBase => e.u8(3),
                    FrameKind::UncaughtHandler => e.u8(4),
                }
            }
            e.u32(t.stack.len() as u32);
            let mut k = 0;
            for (j, f) in t.frames.iter().enumerate() {
                let end = t.frames.get(j + 1).map_or(t.stack.len(), |next| next.base as usize);
                let (live, spins) = match exact_locals {
                    true => (None, None),
                    false => frame_left_out(prog, &st.heap, &t.stack, f, spins_run_whole),
                };
                while k < end {
                    let slot = k.wrapping_sub(f.base as usize);
                    let dead = live.is_some_and(|(l, locals)| slot < locals && !l.is_live(f.pc, slot))
                        || spins.is_some_and(|slots| slots.iter().any(|&s| s as usize == slot));
                    match dead {
                        true => e.u8(DEAD_LOCAL),
                        false => e.stack_value(t.stack[k], clock),
                    }
                    k += 1;
                }
            }
            while k < t.stack.len() {
                e.stack_value(t.stack[k], clock);
                k += 1;
            }
            if let Some((m, args)) = &t.pending_call {
                e.u32(*m);
                for &a in args {
                    e.value(a);
                }
            }
        }
        e.u8(st.events_on as u8);
        e.u32(st.exit_status.unwrap_or(i32::MIN) as u32);
        // The output printed so far (`weft outcomes`), by length and bytes.
        e.u32(st.recorded_stdout.len() as u32);
        e.buf.extend_from_slice(&st.recorded_stdout);
        if let Some(jmm) = &st.jmm {
            jmm.digest_into(&mut e.buf);
        }
        // Objects only threads reach, in the order the traversal reaches them.
        let mut next = 0;
        while next < e.s.queue.len() {
            let o = st.heap.get(e.s.queue[next]);
            next += 1;
            let d = content_digest(o, prog, &mut e.s.content);
            e.buf.extend_from_slice(&d.to_le_bytes());
            if digest_left_out(d) {
                push_left_out(o, prog, &mut e.buf, how);
            }
            for_each_ref(o, |_, r| {
                let id = e.id(r);
                e.u32(id)
            });
        }
        // Ended threads whose object the program can still reach (a thread it may join or ask
        // about): the object's number and the interrupt status `isInterrupted()` shows. The
        // others are garbage to everything but the thread table, which only the object leads to.
        for t in st.threads.iter().filter(|t| t.status == ThreadStatus::Terminated) {
            match e.s.canonical_id(t.object) {
                Some(id) => {
                    e.u32(id);
                    e.u8(t.interrupted as u8);
                }
                None => e.u32(NULL_ID),
            }
        }
        // Monitors, by the canonical number of their object (every monitor's object is reachable:
        // an owner's frame or a waiter's status refers to it).
        let mut monitors: Vec<(u32, &Monitor)> =
            st.monitors.iter().filter_map(|(r, m)| e.s.canonical_id(*r).map(|id| (id, m))).collect();
        monitors.sort_unstable_by_key(|&(id, _)| id);
        for (id, m) in monitors {
            e.u32(id);
            e.u32(m.owner.unwrap_or(u32::MAX));
            e.u32(m.count);
            e.u32(m.waiters.len() as u32);
            for &w in &m.waiters {
                e.u32(w);
            }
        }
        let fp = xxh3_128(&e.buf);
        let Encoder { s, buf } = e;
        s.buf = buf;
        fp
    }
}

/// Objects [`Machine::local_digest`] follows at most; a thread reaching more gets no digest
/// (its divergence is not remembered).
const LOCAL_DIGEST_MAX_OBJECTS: usize = 4096;

/// Numbers objects in the order a traversal reaches them, so that a digest does not depend on
/// where the allocator put them.
#[derive(Default)]
struct LocalNumbering {
    numbers: rustc_hash::FxHashMap<ObjRef, u32>,
    order: Vec<ObjRef>,
}

impl LocalNumbering {
    fn number(&mut self, r: Option<ObjRef>) -> u32 {
        let Some(r) = r else { return u32::MAX };
        let next = self.order.len() as u32;
        *self.numbers.entry(r).or_insert_with(|| {
            self.order.push(r);
            next
        })
    }

    fn value(&mut self, b: &mut Vec<u8>, v: Value) {
        push_value(b, v, |r| self.number(r));
    }
}

impl Machine {
    /// A digest of everything thread `tid` can act on without a scheduling point, for the
    /// divergence memo (`Machine::diverge`): its frames and values, the contents of every object
    /// they reach (shared ones too, and the monitors of those objects), its identity-hash count
    /// and the classes' initialization states, with objects numbered in the order they are
    /// reached. Two states with the same digest run the thread the same way until it reads
    /// something else (a static field, the clock), which the memo rules out. `None` when the
    /// thread reaches more than [`LOCAL_DIGEST_MAX_OBJECTS`] objects.
    pub(crate) fn local_digest(&self, tid: ThreadId) -> Option<u128> {
        let st = &self.st;
        let t = st.threads.get(tid as usize)?;
        let mut b: Vec<u8> = Vec::with_capacity(1024);
        let mut content = Vec::new();
        let mut n = LocalNumbering::default();
        b.extend_from_slice(&tid.to_le_bytes());
        // Whether it is the only live thread: then no access is a scheduling point, and the
        // step may read shared objects' fields on and on that another thread, were one alive,
        // could change (check corpus `DivergenceMemoLastThread`: a spin on a volatile flag that
        // only a thread still alive could set was recognised from a state where none was). The
        // count cannot change during the step.
        b.push(t.own_flags());
        b.push((st.live_threads <= 1) as u8);
        b.extend_from_slice(&t.no_switch_depth.to_le_bytes());
        b.extend_from_slice(&t.hashes_assigned.to_le_bytes());
        b.extend_from_slice(&init_digest(&st.init).to_le_bytes());
        // Its `Thread` object (what `Thread.currentThread()` gives it: its thread locals, its
        // random seed) is its own state too.
        let object = n.number(Some(t.object));
        b.extend_from_slice(&object.to_le_bytes());
        b.extend_from_slice(&(t.frames.len() as u32).to_le_bytes());
        for f in &t.frames {
            b.extend_from_slice(&f.method.to_le_bytes());
            b.extend_from_slice(&f.pc.to_le_bytes());
            b.extend_from_slice(&f.base.to_le_bytes());
            let sync = n.number(f.sync);
            b.extend_from_slice(&sync.to_le_bytes());
            let kind = match f.kind {
                FrameKind::Normal => 0,
                FrameKind::Clinit(c) => 1 | (c as u64) << 8,
                FrameKind::ThrowOnReturn(o) => 2 | (n.number(Some(o)) as u64) << 8,
                FrameKind::ThreadBase => 3,
                FrameKind::UncaughtHandler => 4,
            };
            b.extend_from_slice(&kind.to_le_bytes());
        }
        b.extend_from_slice(&(t.stack.len() as u32).to_le_bytes());
        for &v in &t.stack {
            n.value(&mut b, v);
        }
        // The rest of the thread's own state, as the state fingerprint has it: a call kept
        // pending under class initializers (a new thread's entry call: its arguments are off
        // the stack). Its flags above include the interrupt status and park permit (read only
        // by natives that count as reads beyond the digest, but the thread's own) and a
        // `StackOverflowError` under construction.
        if let Some((m, args)) = &t.pending_call {
            b.extend_from_slice(&m.to_le_bytes());
            b.extend_from_slice(&(args.len() as u32).to_le_bytes());
            for &v in args {
                n.value(&mut b, v);
            }
        }
        let mut next = 0;
        while next < n.order.len() {
            if n.order.len() > LOCAL_DIGEST_MAX_OBJECTS {
                return None;
            }
            let r = n.order[next];
            next += 1;
            let o = st.heap.get(r);
            let d = content_digest(o, &self.prog, &mut content);
            b.extend_from_slice(&d.to_le_bytes());
            if digest_left_out(d) {
                // Exactly: the memo rules out reading the clock, not times in objects.
                push_left_out(o, &self.prog, &mut b, LeftOut { clock: None, counters: true });
            }
            for_each_ref(o, |_, r| {
                let id = n.number(r);
                b.extend_from_slice(&id.to_le_bytes());
            });
            if let Some(m) = st.monitors.get(&r) {
                b.extend_from_slice(&m.owner.unwrap_or(u32::MAX).to_le_bytes());
                b.extend_from_slice(&m.count.to_le_bytes());
            }
        }
        Some(xxh3_128(&b))
    }
}
