//! Canonical fingerprints of machine states, for state matching.
//!
//! Two states match when they are the same *logical* state, even if reached by different
//! interleavings. Heap objects are therefore named by the order in which a deterministic
//! traversal from the roots first reaches them (threads in creation order with their frames and
//! operand stacks, then class states and statics by class, class mirrors, interned strings), not
//! by where the allocator put them; unreachable objects (garbage) are never visited. The state is
//! serialized in that order and hashed with 128-bit XXH3, so an accidental collision — which
//! would wrongly prune a state — is negligible (about 2^-64 for billions of states).
//!
//! Left out on purpose: the virtual clock (exploration treats time as abstract) and allocation
//! bookkeeping. Monitors are serialized with the object they belong to.

use crate::machine::Machine;
use crate::state::*;
use crate::value::{ObjRef, Value};

/// A state fingerprint.
pub type Fingerprint = u128;

/// Buffers reused from one fingerprint to the next.
#[derive(Default)]
pub struct Scratch {
    buf: Vec<u8>,
    /// Canonical number of each heap slot, valid when `stamp[slot] == generation`.
    ids: Vec<u32>,
    stamp: Vec<u32>,
    generation: u32,
    queue: Vec<ObjRef>,
}

impl Scratch {
    /// The canonical number of an object in the last fingerprint, if the traversal reached it.
    pub fn canonical_id(&self, r: ObjRef) -> Option<u32> {
        let i = r.index();
        (self.stamp.get(i) == Some(&self.generation) && self.generation != 0).then(|| self.ids[i])
    }
}

struct Encoder<'a> {
    buf: &'a mut Vec<u8>,
    ids: &'a mut Vec<u32>,
    stamp: &'a mut Vec<u32>,
    generation: u32,
    queue: &'a mut Vec<ObjRef>,
    heap: &'a Heap,
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
    /// The canonical number of an object (numbering it on first sight), `u32::MAX` for null.
    #[inline]
    fn id(&mut self, r: Option<ObjRef>) -> u32 {
        match r {
            None => u32::MAX,
            Some(r) => {
                let i = r.index();
                if self.stamp[i] == self.generation {
                    self.ids[i]
                } else {
                    let id = self.queue.len() as u32;
                    self.stamp[i] = self.generation;
                    self.ids[i] = id;
                    self.queue.push(r);
                    id
                }
            }
        }
    }

    #[inline]
    fn obj(&mut self, r: Option<ObjRef>) {
        let id = self.id(r);
        self.u32(id);
    }
    #[inline]
    fn value(&mut self, v: Value) {
        // One tagged 9-byte record per value, written at once.
        let (tag, bits) = match v {
            Value::Int(i) => (1u8, i as u32 as u64),
            Value::Long(l) => (2, l as u64),
            Value::Float(f) => (3, f.to_bits() as u64),
            Value::Double(d) => (4, d.to_bits()),
            Value::Ref(r) => (5, self.id(r) as u64),
        };
        let mut rec = [0u8; 9];
        rec[0] = tag;
        rec[1..].copy_from_slice(&bits.to_le_bytes());
        self.buf.extend_from_slice(&rec);
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
        }
    }
}

/// The hash of a primitive array's elements.
fn primitive_digest(a: &ArrayData) -> u128 {
    use xxhash_rust::xxh3::xxh3_128;
    fn bytes<T: Copy>(v: &[T], f: impl Fn(T) -> [u8; 8], width: usize) -> Vec<u8> {
        v.iter().flat_map(|&x| f(x).into_iter().take(width)).collect()
    }
    match a {
        ArrayData::Byte(v) | ArrayData::Boolean(v) => xxh3_128(&v.iter().map(|&b| b as u8).collect::<Vec<u8>>()),
        ArrayData::Char(v) => xxh3_128(&bytes(v, |x| (x as u64).to_le_bytes(), 2)),
        ArrayData::Short(v) => xxh3_128(&bytes(v, |x| (x as u16 as u64).to_le_bytes(), 2)),
        ArrayData::Int(v) => xxh3_128(&bytes(v, |x| (x as u32 as u64).to_le_bytes(), 4)),
        ArrayData::Long(v) => xxh3_128(&bytes(v, |x| (x as u64).to_le_bytes(), 8)),
        ArrayData::Float(v) => xxh3_128(&bytes(v, |x| (x.to_bits() as u64).to_le_bytes(), 4)),
        ArrayData::Double(v) => xxh3_128(&bytes(v, |x| x.to_bits().to_le_bytes(), 8)),
        ArrayData::Ref(_) => 0,
    }
}

impl Machine {
    /// The canonical fingerprint of the current state.
    pub fn fingerprint(&mut self) -> Fingerprint {
        let st = &self.st;
        let scratch = &mut self.fp_scratch;
        let capacity = st.heap.capacity();
        if scratch.ids.len() < capacity {
            scratch.ids.resize(capacity, 0);
            scratch.stamp.resize(capacity, 0);
        }
        scratch.generation = scratch.generation.wrapping_add(1);
        if scratch.generation == 0 {
            // The stamps wrapped around: forget them all.
            scratch.stamp.iter_mut().for_each(|s| *s = 0);
            scratch.generation = 1;
        }
        scratch.buf.clear();
        scratch.queue.clear();
        let mut e = Encoder {
            buf: &mut scratch.buf,
            ids: &mut scratch.ids,
            stamp: &mut scratch.stamp,
            generation: scratch.generation,
            queue: &mut scratch.queue,
            heap: &st.heap,
        };
        for t in &st.threads {
            e.status(t.status);
            e.u8(t.interrupted as u8
                | (t.permit as u8) << 1
                | (t.daemon as u8) << 2
                | (t.at_scheduling_point as u8) << 3
                | (t.in_library_op as u8) << 4);
            e.obj(Some(t.object));
            e.obj(t.uncaught);
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
            for &v in &t.stack {
                e.value(v);
            }
            if let Some((m, args)) = &t.pending_call {
                e.u32(*m);
                for &a in args {
                    e.value(a);
                }
            }
        }
        e.u32(st.init.len() as u32);
        for (c, s) in st.init.iter().enumerate() {
            match s {
                InitState::Uninitialized => continue,
                InitState::InProgress(t) => {
                    e.u32(c as u32);
                    e.u8(1);
                    e.u32(*t)
                }
                InitState::Initialized => {
                    e.u32(c as u32);
                    e.u8(2)
                }
                InitState::Failed => {
                    e.u32(c as u32);
                    e.u8(3)
                }
            }
        }
        for (c, statics) in st.statics.iter().enumerate() {
            if statics.is_empty() {
                continue;
            }
            e.u32(c as u32);
            for &v in statics.iter() {
                e.value(v);
            }
        }
        for (c, m) in st.mirrors.iter().enumerate() {
            if let Some(m) = m {
                e.u32(c as u32);
                e.obj(Some(*m));
            }
        }
        for (i, s) in st.interned.iter().enumerate() {
            if let Some(s) = s {
                e.u32(i as u32);
                e.obj(Some(*s));
            }
        }
        e.u32(st.next_hash as u32);
        e.u8(st.events_on as u8);
        e.u32(st.exit_status.unwrap_or(i32::MIN) as u32);
        // Objects, in the order the traversal reaches them.
        let mut next = 0;
        while next < e.queue.len() {
            let r = e.queue[next];
            next += 1;
            let o = e.heap.get(r);
            e.u32(o.class);
            e.u32(o.hash as u32);
            e.u8(o.shared as u8 | (o.frozen as u8) << 1);
            e.u32(o.mirror_of.unwrap_or(u32::MAX));
            match &o.body {
                Body::Fields(fields) => {
                    for &v in fields.iter() {
                        e.value(v);
                    }
                }
                Body::Array(a) => {
                    e.u32(a.len() as u32);
                    match a {
                        ArrayData::Ref(items) => {
                            for &item in items.iter() {
                                e.obj(item);
                            }
                        }
                        primitive => {
                            // Primitive elements hash once per version of the array.
                            let mut d = o.digest.get();
                            if d == 0 {
                                d = primitive_digest(primitive).max(1);
                                o.digest.set(d);
                            }
                            e.buf.extend_from_slice(&d.to_le_bytes());
                        }
                    }
                }
            }
        }
        // Monitors, by the canonical number of their object (every monitor's object is reachable:
        // an owner's frame or a waiter's status refers to it).
        let mut monitors: Vec<(u32, &Monitor)> = st
            .monitors
            .iter()
            .filter(|(r, _)| e.stamp[r.index()] == e.generation)
            .map(|(r, m)| (e.ids[r.index()], m))
            .collect();
        monitors.sort_unstable_by_key(|&(id, _)| id);
        for (id, m) in monitors {
            e.u32(id);
            e.u32(m.owner.unwrap_or(u32::MAX));
            e.u32(m.count);
            for &w in &m.waiters {
                e.u32(w);
            }
        }
        xxhash_rust::xxh3::xxh3_128(e.buf)
    }
}
