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

struct Encoder<'a> {
    buf: &'a mut Vec<u8>,
    ids: &'a mut Vec<u32>,
    stamp: &'a mut Vec<u32>,
    generation: u32,
    queue: &'a mut Vec<ObjRef>,
    heap: &'a Heap,
}

impl Encoder<'_> {
    fn u8(&mut self, v: u8) {
        self.buf.push(v);
    }
    fn u32(&mut self, v: u32) {
        self.buf.extend_from_slice(&v.to_le_bytes());
    }
    fn u64(&mut self, v: u64) {
        self.buf.extend_from_slice(&v.to_le_bytes());
    }
    #[inline]
    fn obj(&mut self, r: Option<ObjRef>) {
        match r {
            None => self.u32(u32::MAX),
            Some(r) => {
                let i = r.index();
                let id = if self.stamp[i] == self.generation {
                    self.ids[i]
                } else {
                    let id = self.queue.len() as u32;
                    self.stamp[i] = self.generation;
                    self.ids[i] = id;
                    self.queue.push(r);
                    id
                };
                self.u32(id);
            }
        }
    }
    fn value(&mut self, v: Value) {
        match v {
            Value::Int(i) => {
                self.u8(1);
                self.u32(i as u32)
            }
            Value::Long(l) => {
                self.u8(2);
                self.u64(l as u64)
            }
            Value::Float(f) => {
                self.u8(3);
                self.u32(f.to_bits())
            }
            Value::Double(d) => {
                self.u8(4);
                self.u64(d.to_bits())
            }
            Value::Ref(r) => {
                self.u8(5);
                self.obj(r)
            }
        }
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
                | (t.at_scheduling_point as u8) << 3);
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
                        ArrayData::Byte(v) | ArrayData::Boolean(v) => e.buf.extend(v.iter().map(|&b| b as u8)),
                        ArrayData::Char(v) => v.iter().for_each(|&c| e.buf.extend_from_slice(&c.to_le_bytes())),
                        ArrayData::Short(v) => v.iter().for_each(|&c| e.buf.extend_from_slice(&c.to_le_bytes())),
                        ArrayData::Int(v) => v.iter().for_each(|&c| e.buf.extend_from_slice(&c.to_le_bytes())),
                        ArrayData::Long(v) => v.iter().for_each(|&c| e.buf.extend_from_slice(&c.to_le_bytes())),
                        ArrayData::Float(v) => {
                            v.iter().for_each(|&c| e.buf.extend_from_slice(&c.to_bits().to_le_bytes()))
                        }
                        ArrayData::Double(v) => {
                            v.iter().for_each(|&c| e.buf.extend_from_slice(&c.to_bits().to_le_bytes()))
                        }
                        ArrayData::Ref(items) => {
                            for &item in items.iter() {
                                e.obj(item);
                            }
                        }
                    }
                }
            }
            if let Some(m) = st.monitors.get(&r) {
                e.u8(1);
                e.u32(m.owner.unwrap_or(u32::MAX));
                e.u32(m.count);
                for &w in &m.waiters {
                    e.u32(w);
                }
            } else {
                e.u8(0);
            }
        }
        xxhash_rust::xxh3::xxh3_128(e.buf)
    }
}
