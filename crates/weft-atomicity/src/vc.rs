//! Vector-clock monitor: one pass, linear time, earliest detection.
//!
//! # Idea
//!
//! Transactions of one thread are totally ordered (program order), so any set of transactions that
//! is closed under "later transaction of the same thread" is described by one number per thread: the
//! first transaction of that thread in the set. That is a vector clock whose entries are transaction
//! identities (here: the global index of a transaction's first event, increasing within a thread).
//!
//! For every *active* transaction `W` (an open `begin` block) the monitor keeps the **successor
//! clock** `succ_W`: `succ_W[u]` is the first transaction of thread `u` that `W` reaches in the
//! conflict graph (`u64::MAX` if none), so `W` reaches transaction `X` of thread `u` iff
//! `X >= succ_W[u]`. New conflict-graph edges always point *into* the transaction of the current
//! event `Y` (they go from an earlier conflicting event to the current one), so when edges `X -> Y`
//! appear:
//!
//! * they close a cycle iff `Y` already reaches some such `X`: `X >= succ_Y[thread(X)]`. This is
//!   checked at the very event that adds the edge, so the monitor reports the **earliest** event
//!   whose prefix is not serializable, like the full conflict graph does;
//! * every active `W` that reaches some such `X` now also reaches everything `Y` reaches:
//!   `succ_W := min(succ_W, succ_Y)` (pointwise). Only active transactions need successor clocks:
//!   a completed transaction never gains incoming edges, so it can never be the `Y` of a check, and
//!   the clocks of active transactions stay exact (they are updated for every edge whose source they
//!   reach, whether that source is active or not).
//!
//! A *unary* transaction (an event outside any block) can never lie on a cycle: its only incoming
//! edges are added when it has no outgoing ones. It needs no clock; the active transactions that
//! reach one of its predecessors just learn to reach its thread from it on.
//!
//! Predecessors of an event come from a per-entity history in the style of FastTrack/AeroDrome:
//! the last writer of each variable (lock) and, per thread, the last reader since that write. Reads
//! before the last write are ordered before it, so they need not be kept. `fork(U)` leaves the forking
//! transaction as a pending predecessor of `U`'s first event; `join(U)` has `U`'s last transaction as
//! predecessor. A per-transaction memo of the latest direct predecessor from each thread skips edges
//! that program order already implies, which makes the common case (a transaction re-reading data it
//! already depends on) a few loads and compares.
//!
//! # Relation to AeroDrome
//!
//! AeroDrome (Mathur & Viswanathan, ASPLOS 2020) keeps forward (predecessor) vector clocks per thread
//! and per access, checks `C_t^begin ⊑ clock` when an edge enters the current transaction, and, when a
//! transaction ends, pushes its final clock into every clock that has seen its begin. This monitor
//! uses the dual, successor clocks of active transactions only; the update happens when an edge is
//! added rather than when a transaction ends, which keeps every check exact at the event itself and
//! never sweeps over all variables. Time per event is `O(1)` for edges already implied and
//! `O(k * T)` otherwise (`k` active transactions, `T` threads); space is `O(k * T + V * T)` for `V`
//! variables and locks, independent of the trace length.

use crate::event::{Event, Op, TxnId, Violation};
use crate::monitor::Monitor;
use std::hash::{Hash, Hasher};

/// Entry of a successor clock for a thread none of whose transactions is reachable.
const UNREACHED: u64 = u64::MAX;

/// A transaction: global index of its first event (0 = none), its thread and its first line.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
struct Txn {
    ord: u64,
    line: u64,
    thread: u32,
}

impl Txn {
    fn id(self) -> TxnId {
        TxnId { thread: crate::event::ThreadId(self.thread), line: self.line }
    }
}

/// History of one variable or lock.
#[derive(Clone, Default, Debug)]
struct Access {
    /// Transaction of the last write (`ord == 0`: never written).
    writer: Txn,
    /// Transaction of the last read since the last write by one thread (`ord == 0`: none) ...
    reader: Txn,
    /// ... and of the other threads that read since the last write (usually none).
    more: Vec<Txn>,
}

#[derive(Clone, Default, Debug)]
struct ThreadState {
    /// Nesting depth of `begin` blocks.
    depth: u32,
    /// The open block transaction, or the thread's most recent transaction.
    cur: Txn,
    /// The transaction that forked this thread, until this thread's first event consumes it.
    fork: Txn,
    /// Position in `VcMonitor::active` while a block is open.
    active_at: u32,
    /// Successor clock of the open block transaction.
    succ: Vec<u64>,
    /// Per thread, the latest transaction already added as a direct predecessor of the open block.
    direct: Vec<u64>,
}

/// The vector-clock monitor (the default algorithm).
#[derive(Clone, Default, Debug)]
pub struct VcMonitor {
    threads: Vec<ThreadState>,
    vars: Vec<Access>,
    locks: Vec<Access>,
    /// Threads with an open block transaction.
    active: Vec<u32>,
    events: u64,
    /// Scratch: predecessors of the current event.
    preds: Vec<Txn>,
}

impl VcMonitor {
    /// A monitor that has seen no event.
    pub fn new() -> Self {
        Self::default()
    }

    /// Number of threads with an open transaction block.
    pub fn active_transactions(&self) -> usize {
        self.active.len()
    }

    #[inline(always)]
    fn ensure_thread(&mut self, t: usize) {
        if t >= self.threads.len() {
            self.grow_threads(t + 1);
        }
    }

    #[cold]
    fn grow_threads(&mut self, n: usize) {
        self.threads.resize_with(n, ThreadState::default);
        for &a in &self.active {
            let th = &mut self.threads[a as usize];
            th.succ.resize(n, UNREACHED);
            th.direct.resize(n, 0);
        }
    }

    #[inline(always)]
    fn access(table: &mut Vec<Access>, i: usize) -> &mut Access {
        if i >= table.len() {
            table.resize_with(i + 1, Access::default);
        }
        &mut table[i]
    }

    /// Records a write (or lock operation) by `y`, collecting its predecessors.
    #[inline(always)]
    fn write(a: &mut Access, y: Txn, preds: &mut Vec<Txn>) {
        if a.writer.ord != 0 && a.writer.thread != y.thread {
            preds.push(a.writer);
        }
        if a.reader.ord != 0 {
            if a.reader.thread != y.thread {
                preds.push(a.reader);
            }
            a.reader = Txn::default();
            if !a.more.is_empty() {
                preds.extend(a.more.iter().filter(|r| r.thread != y.thread));
                a.more.clear();
            }
        }
        a.writer = y;
    }

    /// Records a read by `y`, collecting its predecessor (the last writer) unless this transaction
    /// already read since that write.
    #[inline(always)]
    fn read(a: &mut Access, y: Txn, preds: &mut Vec<Txn>) {
        if a.reader.ord == y.ord {
            return; // already read in this transaction since the last write
        }
        if a.reader.ord == 0 || a.reader.thread == y.thread {
            a.reader = y;
        } else {
            match a.more.iter_mut().find(|r| r.thread == y.thread) {
                Some(r) if r.ord == y.ord => return,
                Some(r) => *r = y,
                None => a.more.push(y),
            }
        }
        if a.writer.ord != 0 && a.writer.thread != y.thread {
            preds.push(a.writer);
        }
    }

    /// Adds the edges `x -> y` for the collected predecessors `x`; `block` says whether `y` is an
    /// open block (else it is unary).
    fn add_edges(&mut self, t: usize, y: Txn, block: bool) -> Option<Violation> {
        let mut preds = std::mem::take(&mut self.preds);
        let result = self.add_edges_from(&mut preds, t, y, block);
        preds.clear();
        self.preds = preds;
        result
    }

    fn add_edges_from(&mut self, preds: &mut Vec<Txn>, t: usize, y: Txn, block: bool) -> Option<Violation> {
        if block {
            let th = &self.threads[t];
            preds.retain(|x| th.direct[x.thread as usize] < x.ord);
            if preds.is_empty() {
                return None;
            }
            for x in preds.iter() {
                if x.ord >= th.succ[x.thread as usize] {
                    return Some(self.violation(t, *x));
                }
            }
            let th = &mut self.threads[t];
            for x in preds.iter() {
                let d = &mut th.direct[x.thread as usize];
                *d = (*d).max(x.ord);
            }
        }
        let ysucc = if block { std::mem::take(&mut self.threads[t].succ) } else { Vec::new() };
        for &w in &self.active {
            let w = w as usize;
            if w == t {
                continue;
            }
            let sw = &mut self.threads[w].succ;
            if preds.iter().any(|x| x.ord >= sw[x.thread as usize]) {
                if block {
                    for (a, &b) in sw.iter_mut().zip(&ysucc) {
                        *a = (*a).min(b);
                    }
                } else {
                    sw[t] = sw[t].min(y.ord);
                }
            }
        }
        if block {
            self.threads[t].succ = ysucc;
        }
        None
    }

    /// The violation closed by the edge `x -> cur(t)`: the current transaction, the active
    /// transactions on paths from it to `x` (in path order), and `x`.
    #[cold]
    fn violation(&self, t: usize, x: Txn) -> Violation {
        let y = self.threads[t].cur;
        let reaches = |w: usize, target: Txn| -> bool { target.ord >= self.threads[w].succ[target.thread as usize] };
        let mut mids: Vec<usize> = self
            .active
            .iter()
            .map(|&w| w as usize)
            .filter(|&w| w != t && reaches(t, self.threads[w].cur) && reaches(w, x))
            .collect();
        let downstream = |w: usize| mids.iter().filter(|&&v| v != w && reaches(w, self.threads[v].cur)).count();
        let mut keyed: Vec<(usize, usize)> = mids.iter().map(|&w| (usize::MAX - downstream(w), w)).collect();
        keyed.sort_unstable();
        mids = keyed.into_iter().map(|(_, w)| w).collect();
        let mut cycle = vec![y.id()];
        cycle.extend(mids.iter().map(|&w| self.threads[w].cur.id()));
        if !mids.iter().any(|&w| self.threads[w].cur == x) {
            cycle.push(x.id());
        }
        Violation { event: self.events, cycle }
    }
}

impl Monitor for VcMonitor {
    fn event(&mut self, e: &Event) -> Option<Violation> {
        self.events += 1;
        let n = self.events;
        let t = e.thread.index();
        self.ensure_thread(t);
        if let Op::Fork(u) | Op::Join(u) = e.op {
            self.ensure_thread(u.index());
        }
        let nthreads = self.threads.len();
        let th = &mut self.threads[t];
        let block = match e.op {
            Op::Begin => {
                if th.depth > 0 {
                    th.depth += 1;
                    return None;
                }
                th.depth = 1;
                th.cur = Txn { ord: n, line: e.line, thread: t as u32 };
                th.succ.clear();
                th.succ.resize(nthreads, UNREACHED);
                th.succ[t] = n;
                th.direct.clear();
                th.direct.resize(nthreads, 0);
                th.active_at = self.active.len() as u32;
                self.active.push(t as u32);
                true
            }
            Op::End => {
                if th.depth == 0 {
                    return None;
                }
                th.depth -= 1;
                if th.depth == 0 {
                    let at = th.active_at as usize;
                    self.active.swap_remove(at);
                    if let Some(&moved) = self.active.get(at) {
                        self.threads[moved as usize].active_at = at as u32;
                    }
                }
                return None;
            }
            _ => {
                if th.depth == 0 {
                    th.cur = Txn { ord: n, line: e.line, thread: t as u32 };
                    false
                } else {
                    true
                }
            }
        };
        let y = th.cur;
        let preds = &mut self.preds;
        debug_assert!(preds.is_empty());
        if th.fork.ord != 0 {
            preds.push(th.fork);
            th.fork = Txn::default();
        }
        match e.op {
            Op::Read(v) => Self::read(Self::access(&mut self.vars, v.index()), y, preds),
            Op::Write(v) => Self::write(Self::access(&mut self.vars, v.index()), y, preds),
            Op::Acquire(l) | Op::Release(l) => Self::write(Self::access(&mut self.locks, l.index()), y, preds),
            Op::Fork(u) => {
                let target = &mut self.threads[u.index()];
                if target.cur.ord == 0 {
                    target.fork = y;
                }
            }
            Op::Join(u) => {
                let last = self.threads[u.index()].cur;
                if last.ord != 0 && last.thread != y.thread {
                    preds.push(last);
                }
            }
            Op::Begin | Op::End => {}
        }
        if self.preds.is_empty() {
            return None;
        }
        self.add_edges(t, y, block)
    }

    fn state_hash<H: Hasher>(&self, h: &mut H) {
        // Transaction identities only matter through comparisons between transactions of the same
        // thread (and new ones are larger than all), so each is replaced by its rank among the
        // identities of its thread that occur in the state.
        let nt = self.threads.len();
        let mut ords: Vec<Vec<u64>> = vec![Vec::new(); nt];
        let mut note = |thread: usize, ord: u64| {
            if ord != 0 && ord != UNREACHED {
                ords[thread].push(ord);
            }
        };
        for th in &self.threads {
            note(th.cur.thread as usize, th.cur.ord);
            note(th.fork.thread as usize, th.fork.ord);
            if th.depth > 0 {
                for (u, &s) in th.succ.iter().enumerate() {
                    note(u, s);
                }
                for (u, &d) in th.direct.iter().enumerate() {
                    note(u, d);
                }
            }
        }
        for a in self.vars.iter().chain(&self.locks) {
            note(a.writer.thread as usize, a.writer.ord);
            for r in std::iter::once(&a.reader).chain(&a.more) {
                note(r.thread as usize, r.ord);
            }
        }
        for o in &mut ords {
            o.sort_unstable();
            o.dedup();
        }
        let rank = |thread: usize, ord: u64| -> u64 {
            match ord {
                0 => 0,
                UNREACHED => u64::MAX,
                _ => ords[thread].binary_search(&ord).map_or(0, |p| p as u64 + 1),
            }
        };
        let txn = |h: &mut H, x: Txn| {
            if x.ord == 0 {
                0u64.hash(h);
            } else {
                (x.thread, rank(x.thread as usize, x.ord)).hash(h);
            }
        };
        for (t, th) in self.threads.iter().enumerate() {
            if th.depth == 0 && th.cur.ord == 0 && th.fork.ord == 0 {
                continue;
            }
            (t, th.depth).hash(h);
            txn(h, th.cur);
            txn(h, th.fork);
            if th.depth > 0 {
                for (u, &s) in th.succ.iter().enumerate() {
                    if s != UNREACHED {
                        (u, rank(u, s)).hash(h);
                    }
                }
                0xffu8.hash(h);
                for (u, &d) in th.direct.iter().enumerate() {
                    if d != 0 {
                        (u, rank(u, d)).hash(h);
                    }
                }
            }
            0xfeu8.hash(h);
        }
        0xfdu8.hash(h);
        for (kind, table) in [(0u8, &self.vars), (1u8, &self.locks)] {
            for (i, a) in table.iter().enumerate() {
                if a.writer.ord == 0 && a.reader.ord == 0 {
                    continue;
                }
                (kind, i).hash(h);
                txn(h, a.writer);
                let mut readers: Vec<(u32, u64)> = std::iter::once(&a.reader)
                    .chain(&a.more)
                    .filter(|r| r.ord != 0)
                    .map(|r| (r.thread, rank(r.thread as usize, r.ord)))
                    .collect();
                readers.sort_unstable();
                readers.hash(h);
            }
        }
    }

    fn events(&self) -> u64 {
        self.events
    }
}
