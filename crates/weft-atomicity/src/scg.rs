//! Summarized-conflict-graph monitor (Farzan & Madhusudan, CAV 2008, Section 3).
//!
//! # The structure
//!
//! The summarized conflict graph has one node per *active* transaction (at most one per thread), an
//! edge `v -> v'` whenever the conflict graph has a path from `v` to `v'` through completed
//! transactions only, and two labels per node: `S(v)`, the events of `v` itself, and `C(v)`, the events
//! of the completed transactions `v` reaches. The paper's rules maintain it as the trace streams by:
//!
//! * **Rule 1** (`begin`): a new node with empty `S` and `C`.
//! * **Rule 2** (`end`): the node is removed; its predecessors are connected to its successors and
//!   absorb its `S` and `C` into their `C`. Completed transactions are never simply deleted (deleting
//!   them is the error the paper points out in earlier work): their content lives on in `C`.
//! * **Rule 3** (an access): the event joins `S`; every other node whose `S` or `C` holds a dependent
//!   event gets an edge to this node.
//! * **Rules 4/5** (thread start/end): ended threads' events lose their thread id, so the labels
//!   depend only on the active threads and the entities.
//!
//! A cycle of the conflict graph shows up as a cycle of this graph and, as its nodes end, collapses
//! into a self-loop; the monitor reports a violation when a self-loop appears (Theorem 1). Space is
//! `O(k^2 + k * n)` for `k` active transactions and `n` entities, whatever the length of the trace.
//!
//! # Representation
//!
//! Dependence between events is all that the labels are ever asked about, so they are stored by what
//! they conflict with rather than as sets of events. Each event of thread `T` is treated as accessing
//! one or two *entities*:
//!
//! * `r(x)` reads `x`; `w(x)`, `acq(l)`, `rel(l)` write `x` or `l`;
//! * every event of `T` (`begin` included) writes the thread entity `τ_T`, which makes all events of a
//!   thread mutually dependent (the paper's same-thread dependence `T:a D T:b`);
//! * `join(U)` reads `τ_U` (it depends on every event of `U`);
//! * `fork(U)` writes a fork entity `φ_U` that `U`'s first event reads (it depends on all of `U`'s
//!   events, which program order then carries from `U`'s first transaction on).
//!
//! Two events are dependent iff they access a common entity and one writes it. For each entity the
//! monitor keeps four node sets as bitsets: nodes whose `S` reads it, whose `S` writes it, whose `C`
//! reads it, whose `C` writes it. Rule 3 is then a few word operations: the predecessors of a read of
//! `x` are the nodes writing `x` in `S` or `C`. The paper's thread-tagged events `T:a` of live threads
//! become `a` plus `w(τ_T)`; Rule 5's erasure of a thread id is then already done, and the `τ_T`
//! entity of an ended thread only serves later `join(T)`s (a thread may be joined more than once). The
//! automaton state that [`Monitor::state_hash`] summarizes is the paper's (a quotient of it that keeps
//! exactly what the dependence relation can observe).
//!
//! One correction to the rules as printed: Rule 3 must also look at the current node's own `C`. If the
//! current transaction reaches a completed transaction whose events conflict with the new event, the
//! edge from that completed transaction back to the current one closes a cycle through the current
//! node alone — a self-loop at once. Without it the paper's own example (T1 reads x; T2 writes x and
//! reads z; T3 writes z; T2 ends; T1 writes x) would go unnoticed.
//!
//! # When it reports
//!
//! A self-loop appears at the event that closes the cycle only when the cycle passes through no
//! active transaction but the current one. A cycle through `m >= 2` active transactions is reported
//! when the `m-1`-th of them ends (or, if the trace ends first, by [`Monitor::finish`], which ends every
//! open transaction). The verdict for the whole trace is always the same as the conflict graph's.

use crate::event::{Event, Op, ThreadId, TxnId, Violation};
use crate::monitor::Monitor;
use std::hash::{Hash, Hasher};

const NIL: u32 = u32::MAX;

/// Offsets of the four node sets of an entity, in units of `words`.
const S_READ: usize = 0;
const S_WRITE: usize = 1;
const C_READ: usize = 2;
const C_WRITE: usize = 3;

#[derive(Clone, Debug)]
struct ThreadState {
    depth: u32,
    /// Node (slot) of the open transaction, `NIL` if none.
    slot: u32,
    /// Thread entity `τ_T`.
    tau: u32,
    /// Fork entity `φ_T` (`NIL` if never forked).
    phi: u32,
    /// Whether `φ_T` still waits for the thread's first event.
    fork_pending: bool,
}

/// The summarized-conflict-graph monitor.
#[derive(Clone, Debug)]
pub struct ScgMonitor {
    /// Words per node set; slots available: `64 * words`.
    words: usize,
    slot_thread: Vec<u32>,
    slot_line: Vec<u64>,
    /// Predecessor set of each slot (`words` words each).
    in_edges: Vec<u64>,
    /// Entities for which a slot has any bit (may hold stale entries of cleared fork entities).
    support: Vec<Vec<u32>>,
    free: Vec<u32>,
    /// Four node sets per entity.
    rows: Vec<u64>,
    entities: usize,
    var_ent: Vec<u32>,
    lock_ent: Vec<u32>,
    threads: Vec<ThreadState>,
    events: u64,
    /// Largest number of simultaneously active transactions (nodes) so far.
    max_nodes: usize,
    live: usize,
    /// Slots in use, as a node set.
    live_set: Vec<u64>,
    scratch: Vec<u64>,
}

impl Default for ScgMonitor {
    fn default() -> Self {
        Self::new()
    }
}

#[inline(always)]
fn bit(i: usize) -> (usize, u64) {
    (i / 64, 1u64 << (i % 64))
}

impl ScgMonitor {
    /// A monitor that has seen no event.
    pub fn new() -> Self {
        ScgMonitor {
            words: 1,
            slot_thread: vec![NIL; 64],
            slot_line: vec![0; 64],
            in_edges: vec![0; 64],
            support: vec![Vec::new(); 64],
            free: (0..64).rev().collect(),
            rows: Vec::new(),
            entities: 0,
            var_ent: Vec::new(),
            lock_ent: Vec::new(),
            threads: Vec::new(),
            events: 0,
            max_nodes: 0,
            live: 0,
            live_set: vec![0],
            scratch: Vec::new(),
        }
    }

    /// Current number of nodes (active transactions).
    pub fn nodes(&self) -> usize {
        self.live
    }

    /// Largest number of nodes so far.
    pub fn max_nodes(&self) -> usize {
        self.max_nodes
    }

    /// Current number of edges between nodes.
    pub fn edges(&self) -> usize {
        self.in_edges.iter().map(|w| w.count_ones() as usize).sum()
    }

    fn alloc_entity(&mut self) -> u32 {
        let e = self.entities;
        self.entities += 1;
        self.rows.resize(self.entities * 4 * self.words, 0);
        e as u32
    }

    #[inline(always)]
    fn ensure_thread(&mut self, t: usize) {
        if t >= self.threads.len() {
            self.grow_threads(t + 1);
        }
    }

    #[cold]
    fn grow_threads(&mut self, n: usize) {
        while self.threads.len() < n {
            let tau = self.alloc_entity();
            self.threads.push(ThreadState { depth: 0, slot: NIL, tau, phi: NIL, fork_pending: false });
        }
    }

    #[inline(always)]
    fn entity(map: &mut Vec<u32>, i: usize, entities: &mut usize, rows: &mut Vec<u64>, words: usize) -> u32 {
        if i >= map.len() {
            map.resize(i + 1, NIL);
        }
        if map[i] == NIL {
            map[i] = *entities as u32;
            *entities += 1;
            rows.resize(*entities * 4 * words, 0);
        }
        map[i]
    }

    /// Doubles nothing: adds one word to every node set (64 more slots).
    #[cold]
    fn grow_slots(&mut self) {
        let (old, new) = (self.words, self.words + 1);
        let mut rows = vec![0u64; self.entities * 4 * new];
        for (chunk_old, chunk_new) in self.rows.chunks_exact(old).zip(rows.chunks_exact_mut(new)) {
            chunk_new[..old].copy_from_slice(chunk_old);
        }
        self.rows = rows;
        let slots_old = old * 64;
        let mut in_edges = vec![0u64; slots_old * new];
        for (chunk_old, chunk_new) in self.in_edges.chunks_exact(old).zip(in_edges.chunks_exact_mut(new)) {
            chunk_new[..old].copy_from_slice(chunk_old);
        }
        in_edges.resize(new * 64 * new, 0);
        self.in_edges = in_edges;
        self.slot_thread.resize(new * 64, NIL);
        self.slot_line.resize(new * 64, 0);
        self.support.resize(new * 64, Vec::new());
        self.free.extend((slots_old..new * 64).rev().map(|s| s as u32));
        self.live_set.push(0);
        self.words = new;
    }

    /// Rule 1: a node for a new transaction of `t`; its `S` holds the write of `τ_t`.
    fn new_node(&mut self, t: usize, line: u64) -> usize {
        if self.free.is_empty() {
            self.grow_slots();
        }
        let s = self.free.pop().unwrap() as usize;
        self.slot_thread[s] = t as u32;
        self.slot_line[s] = line;
        self.live += 1;
        self.max_nodes = self.max_nodes.max(self.live);
        let (ws, bs) = bit(s);
        self.live_set[ws] |= bs;
        let tau = self.threads[t].tau as usize;
        let w = self.words;
        let (wi, b) = bit(s);
        self.rows[(tau * 4 + S_WRITE) * w + wi] |= b;
        self.support[s].push(tau as u32);
        s
    }

    fn txn(&self, s: usize) -> TxnId {
        TxnId { thread: ThreadId(self.slot_thread[s]), line: self.slot_line[s] }
    }

    /// Rule 3 without the label update: edges into slot `i` from every other node whose `S` or `C`
    /// conflicts with an access of entity `x`; a violation if `C(i)` itself conflicts.
    #[inline(always)]
    fn edges_from(&mut self, i: usize, x: usize, write: bool) -> Option<Violation> {
        let w = self.words;
        if w == 1 {
            // At most 64 nodes: every node set is one word.
            let b = 1u64 << i;
            let r: &[u64; 4] = self.rows[x * 4..x * 4 + 4].try_into().unwrap();
            let (c_conflict, p) = if write {
                (r[C_READ] | r[C_WRITE], r[S_READ] | r[S_WRITE] | r[C_READ] | r[C_WRITE])
            } else {
                (r[C_WRITE], r[S_WRITE] | r[C_WRITE])
            };
            if c_conflict & b != 0 {
                return Some(self.self_loop(i));
            }
            self.in_edges[i] |= p & !b;
            return None;
        }
        let (wi, b) = bit(i);
        let base = x * 4 * w;
        let rows = &self.rows[base..base + 4 * w];
        let own = if write { rows[C_READ * w + wi] | rows[C_WRITE * w + wi] } else { rows[C_WRITE * w + wi] };
        if own & b != 0 {
            return Some(self.self_loop(i));
        }
        let ins = &mut self.in_edges[i * w..i * w + w];
        for k in 0..w {
            let mut p = rows[S_WRITE * w + k] | rows[C_WRITE * w + k];
            if write {
                p |= rows[S_READ * w + k] | rows[C_READ * w + k];
            }
            if k == wi {
                p &= !b;
            }
            ins[k] |= p;
        }
        None
    }

    #[cold]
    fn self_loop(&self, i: usize) -> Violation {
        Violation { event: self.events, cycle: vec![self.txn(i)] }
    }

    /// Rule 3: edges, then the access joins `S(i)`.
    #[inline(always)]
    fn apply(&mut self, i: usize, x: usize, write: bool) -> Option<Violation> {
        if let Some(v) = self.edges_from(i, x, write) {
            return Some(v);
        }
        let w = self.words;
        let (wi, b) = bit(i);
        let base = x * 4 * w;
        let set = if write { S_WRITE } else { S_READ };
        let cell = base + set * w + wi;
        if self.rows[cell] & b != 0 {
            return None; // already in S(i)
        }
        let had = self.rows[base + wi]
            | self.rows[base + w + wi]
            | self.rows[base + 2 * w + wi]
            | self.rows[base + 3 * w + wi];
        if had & b == 0 {
            self.support[i].push(x as u32);
        }
        self.rows[cell] |= b;
        None
    }

    /// The dependences every event of `t` has: on earlier events of `t` (through `τ_t`) and, for the
    /// first event after a fork, on the forking transaction (through `φ_t`).
    #[inline(always)]
    fn thread_deps(&mut self, i: usize, t: usize) -> Option<Violation> {
        let th = &self.threads[t];
        let (tau, pending, phi) = (th.tau as usize, th.fork_pending, th.phi as usize);
        if let Some(v) = self.edges_from(i, tau, true) {
            return Some(v);
        }
        if pending {
            if let Some(v) = self.edges_from(i, phi, false) {
                return Some(v);
            }
            self.clear_fork(t);
        }
        None
    }

    /// Forgets `φ_t` once it can no longer add an edge.
    fn clear_fork(&mut self, t: usize) {
        let th = &mut self.threads[t];
        if th.fork_pending {
            th.fork_pending = false;
            let w = self.words;
            let phi = th.phi as usize;
            self.rows[phi * 4 * w..(phi + 1) * 4 * w].iter_mut().for_each(|x| *x = 0);
        }
    }

    /// Rule 2: removes slot `i`, connecting its predecessors to its successors and merging its labels
    /// into its predecessors' `C`. A predecessor that is also a successor has a self-loop.
    fn remove_node(&mut self, i: usize) -> Option<Violation> {
        let w = self.words;
        let (wi, b) = bit(i);
        let mut preds = std::mem::take(&mut self.scratch);
        preds.clear();
        preds.extend_from_slice(&self.in_edges[i * w..i * w + w]);
        preds[wi] &= !b;
        let mut looped = None;
        for lw in 0..w {
            let mut live = self.live_set[lw];
            while live != 0 {
                let j = lw * 64 + live.trailing_zeros() as usize;
                live &= live - 1;
                if j == i || self.in_edges[j * w + wi] & b == 0 {
                    continue;
                }
                let (wj, bj) = bit(j);
                if preds[wj] & bj != 0 && looped.is_none() {
                    looped = Some(j);
                }
                let ins = &mut self.in_edges[j * w..j * w + w];
                for (a, &p) in ins.iter_mut().zip(preds.iter()) {
                    *a |= p;
                }
                ins[wi] &= !b;
                ins[wj] &= !bj;
            }
        }
        if let Some(j) = looped {
            self.scratch = preds;
            return Some(Violation { event: self.events, cycle: vec![self.txn(i), self.txn(j)] });
        }
        let any_pred = preds.iter().any(|&p| p != 0);
        let mut sup = std::mem::take(&mut self.support[i]);
        for &x in &sup {
            let base = x as usize * 4 * w;
            let r = (self.rows[base + S_READ * w + wi] | self.rows[base + C_READ * w + wi]) & b != 0;
            let wr = (self.rows[base + S_WRITE * w + wi] | self.rows[base + C_WRITE * w + wi]) & b != 0;
            if !r && !wr {
                continue;
            }
            if any_pred {
                for (k, &p) in preds.iter().enumerate() {
                    let any = self.rows[base + k]
                        | self.rows[base + w + k]
                        | self.rows[base + 2 * w + k]
                        | self.rows[base + 3 * w + k];
                    let mut fresh = p & !any;
                    while fresh != 0 {
                        let s = k * 64 + fresh.trailing_zeros() as usize;
                        fresh &= fresh - 1;
                        self.support[s].push(x);
                    }
                    if r {
                        self.rows[base + C_READ * w + k] |= p;
                    }
                    if wr {
                        self.rows[base + C_WRITE * w + k] |= p;
                    }
                }
            }
            if w == 1 {
                let r: &mut [u64; 4] = (&mut self.rows[base..base + 4]).try_into().unwrap();
                r.iter_mut().for_each(|x| *x &= !b);
            } else {
                for set in 0..4 {
                    self.rows[base + set * w + wi] &= !b;
                }
            }
        }
        sup.clear();
        self.support[i] = sup;
        self.in_edges[i * w..i * w + w].iter_mut().for_each(|x| *x = 0);
        self.slot_thread[i] = NIL;
        self.free.push(i as u32);
        self.live -= 1;
        self.live_set[wi] &= !b;
        self.scratch = preds;
        None
    }
}

impl Monitor for ScgMonitor {
    fn event(&mut self, e: &Event) -> Option<Violation> {
        self.events += 1;
        let t = e.thread.index();
        self.ensure_thread(t);
        if let Op::Fork(u) | Op::Join(u) = e.op {
            self.ensure_thread(u.index());
        }
        match e.op {
            Op::Begin => {
                if self.threads[t].depth > 0 {
                    self.threads[t].depth += 1;
                    return None;
                }
                let s = self.new_node(t, e.line);
                let th = &mut self.threads[t];
                th.depth = 1;
                th.slot = s as u32;
                self.thread_deps(s, t)
            }
            Op::End => {
                let th = &mut self.threads[t];
                if th.depth == 0 {
                    return None;
                }
                th.depth -= 1;
                if th.depth > 0 {
                    return None;
                }
                let s = std::mem::replace(&mut th.slot, NIL) as usize;
                self.remove_node(s)
            }
            op => {
                let unary = self.threads[t].depth == 0;
                let s = if unary { self.new_node(t, e.line) } else { self.threads[t].slot as usize };
                let mut found = self.thread_deps(s, t);
                if found.is_none() {
                    found = match op {
                        Op::Read(v) => {
                            let x = Self::entity(
                                &mut self.var_ent,
                                v.index(),
                                &mut self.entities,
                                &mut self.rows,
                                self.words,
                            );
                            self.apply(s, x as usize, false)
                        }
                        Op::Write(v) => {
                            let x = Self::entity(
                                &mut self.var_ent,
                                v.index(),
                                &mut self.entities,
                                &mut self.rows,
                                self.words,
                            );
                            self.apply(s, x as usize, true)
                        }
                        Op::Acquire(l) | Op::Release(l) => {
                            let x = Self::entity(
                                &mut self.lock_ent,
                                l.index(),
                                &mut self.entities,
                                &mut self.rows,
                                self.words,
                            );
                            self.apply(s, x as usize, true)
                        }
                        Op::Fork(u) => {
                            let u = u.index();
                            if self.threads[u].phi == NIL {
                                self.threads[u].phi = self.alloc_entity();
                            }
                            self.threads[u].fork_pending = true;
                            let phi = self.threads[u].phi as usize;
                            self.apply(s, phi, true)
                        }
                        Op::Join(u) => {
                            let u = u.index();
                            self.clear_fork(u);
                            let tau = self.threads[u].tau as usize;
                            self.apply(s, tau, false)
                        }
                        Op::Begin | Op::End => None,
                    };
                }
                if unary && found.is_none() {
                    found = self.remove_node(s);
                }
                found
            }
        }
    }

    fn finish(&mut self) -> Option<Violation> {
        for t in 0..self.threads.len() {
            let th = &mut self.threads[t];
            if th.slot != NIL {
                let s = std::mem::replace(&mut th.slot, NIL) as usize;
                th.depth = 0;
                if let Some(v) = self.remove_node(s) {
                    return Some(v);
                }
            }
        }
        None
    }

    fn state_hash<H: Hasher>(&self, h: &mut H) {
        // Nodes are named by their thread, entities by their kind and name, so neither slot nor
        // entity numbering (which depend on the order things happened in) shows.
        let w = self.words;
        let nodes: Vec<(usize, usize)> = self
            .threads
            .iter()
            .enumerate()
            .filter(|(_, th)| th.slot != NIL)
            .map(|(t, th)| (t, th.slot as usize))
            .collect();
        for (t, th) in self.threads.iter().enumerate() {
            if th.depth > 0 || th.fork_pending {
                (t, th.depth, th.fork_pending).hash(h);
            }
        }
        0xffu8.hash(h);
        for &(t, s) in &nodes {
            t.hash(h);
            for &(u, p) in &nodes {
                let (wp, bp) = bit(p);
                if self.in_edges[s * w + wp] & bp != 0 {
                    u.hash(h);
                }
            }
            0xfeu8.hash(h);
        }
        let entity = |h: &mut H, kind: u8, id: usize, e: usize| {
            let base = e * 4 * w;
            for &(t, s) in &nodes {
                let (ws, bs) = bit(s);
                let flags = (0..4).fold(0u8, |f, set| f | (((self.rows[base + set * w + ws] & bs != 0) as u8) << set));
                if flags != 0 {
                    (kind, id, t, flags).hash(h);
                }
            }
        };
        for (v, &e) in self.var_ent.iter().enumerate() {
            if e != NIL {
                entity(h, 0, v, e as usize);
            }
        }
        for (l, &e) in self.lock_ent.iter().enumerate() {
            if e != NIL {
                entity(h, 1, l, e as usize);
            }
        }
        for (t, th) in self.threads.iter().enumerate() {
            entity(h, 2, t, th.tau as usize);
            if th.phi != NIL {
                entity(h, 3, t, th.phi as usize);
            }
        }
    }

    fn events(&self) -> u64 {
        self.events
    }
}
