//! Conflict-graph monitor: the classic baseline.
//!
//! Every transaction becomes a node; an edge `X -> Y` is added whenever an event of `Y` conflicts
//! with an earlier event of `X` (program order between consecutive transactions of a thread is an
//! explicit edge). The trace is conflict-serializable iff the graph is acyclic (Papadimitriou;
//! Bernstein & Goodman; Lemma 1 of Farzan & Madhusudan). Memory grows with the number of
//! transactions, which is the point of comparison for the other two monitors.
//!
//! Cycles are detected incrementally with the Pearce–Kelly dynamic topological order (Pearce &
//! Kelly, "A dynamic topological sort algorithm for directed acyclic graphs", JEA 2006): nodes carry a
//! topological index; an edge that agrees with the order costs nothing, and one that does not triggers
//! a search bounded to the affected index range, which either finds the path closing a cycle or
//! reorders the nodes in that range. New transactions get the largest index, so most edges (from
//! older transactions into the newest one) are free. Since each edge is checked as it is added, the
//! monitor reports the earliest event whose prefix is not serializable, with the full cycle.

use crate::event::{Event, Op, ThreadId, TxnId, Violation};
use crate::monitor::Monitor;
use std::hash::{Hash, Hasher};

const NIL: u32 = u32::MAX;

/// The last transactions that accessed a variable or lock: `(thread, node)` pairs.
#[derive(Clone, Debug)]
struct Access {
    writer: (u32, u32),
    readers: Vec<(u32, u32)>,
}

impl Default for Access {
    fn default() -> Self {
        Access { writer: (NIL, NIL), readers: Vec::new() }
    }
}

#[derive(Clone, Debug)]
struct ThreadState {
    depth: u32,
    /// Node of the open block, or of the most recent transaction.
    cur: u32,
    /// Node of the transaction that forked this thread, until its first event.
    fork: u32,
    /// Per thread, the latest node already added as a direct predecessor of the open block.
    direct: Vec<u32>,
}

impl Default for ThreadState {
    fn default() -> Self {
        ThreadState { depth: 0, cur: NIL, fork: NIL, direct: Vec::new() }
    }
}

/// A linked-list adjacency entry.
#[derive(Clone, Copy, Debug)]
struct Link {
    node: u32,
    next: u32,
}

/// The conflict-graph monitor.
#[derive(Clone, Default, Debug)]
pub struct CgMonitor {
    node_thread: Vec<u32>,
    node_line: Vec<u64>,
    /// Topological index of each node (a permutation of `0..nodes`).
    ord: Vec<u32>,
    out_head: Vec<u32>,
    in_head: Vec<u32>,
    out_links: Vec<Link>,
    in_links: Vec<Link>,
    threads: Vec<ThreadState>,
    vars: Vec<Access>,
    locks: Vec<Access>,
    events: u64,
    // Scratch for the searches.
    mark: Vec<u32>,
    parent: Vec<u32>,
    stamp: u32,
    stack: Vec<u32>,
    delta_f: Vec<u32>,
    delta_b: Vec<u32>,
    pool: Vec<u32>,
    preds: Vec<(u32, u32)>,
}

impl CgMonitor {
    /// A monitor that has seen no event.
    pub fn new() -> Self {
        Self::default()
    }

    /// Number of transactions (nodes) so far.
    pub fn nodes(&self) -> usize {
        self.ord.len()
    }

    /// Number of edges so far.
    pub fn edges(&self) -> usize {
        self.out_links.len()
    }

    fn new_node(&mut self, thread: u32, line: u64) -> u32 {
        let id = self.ord.len() as u32;
        assert!(id != NIL, "too many transactions for the conflict graph");
        self.node_thread.push(thread);
        self.node_line.push(line);
        self.ord.push(id);
        self.out_head.push(NIL);
        self.in_head.push(NIL);
        self.mark.push(0);
        self.parent.push(NIL);
        id
    }

    fn push_edge(&mut self, x: u32, y: u32) {
        let o = self.out_links.len() as u32;
        self.out_links.push(Link { node: y, next: self.out_head[x as usize] });
        self.out_head[x as usize] = o;
        let i = self.in_links.len() as u32;
        self.in_links.push(Link { node: x, next: self.in_head[y as usize] });
        self.in_head[y as usize] = i;
    }

    fn next_stamp(&mut self) -> u32 {
        if self.stamp >= u32::MAX - 2 {
            self.mark.iter_mut().for_each(|m| *m = 0);
            self.stamp = 0;
        }
        self.stamp += 1;
        self.stamp
    }

    /// Adds `x -> y`; on a cycle returns the path `y ..= x`.
    fn add_edge(&mut self, x: u32, y: u32) -> Result<(), Vec<u32>> {
        let (lb, ub) = (self.ord[y as usize], self.ord[x as usize]);
        if ub < lb {
            self.push_edge(x, y);
            return Ok(());
        }
        // Forward search from y among nodes ordered at most ub.
        let fwd = self.next_stamp();
        self.delta_f.clear();
        self.stack.clear();
        self.mark[y as usize] = fwd;
        self.parent[y as usize] = NIL;
        self.stack.push(y);
        while let Some(n) = self.stack.pop() {
            self.delta_f.push(n);
            let mut l = self.out_head[n as usize];
            while l != NIL {
                let Link { node: m, next } = self.out_links[l as usize];
                l = next;
                if m == x {
                    self.parent[x as usize] = n;
                    let mut path = vec![x];
                    let mut p = n;
                    while p != NIL {
                        path.push(p);
                        p = self.parent[p as usize];
                    }
                    path.reverse();
                    return Err(path);
                }
                if self.mark[m as usize] != fwd && self.ord[m as usize] < ub {
                    self.mark[m as usize] = fwd;
                    self.parent[m as usize] = n;
                    self.stack.push(m);
                }
            }
        }
        // Backward search from x among nodes ordered at least lb.
        let bwd = self.next_stamp();
        self.delta_b.clear();
        self.mark[x as usize] = bwd;
        self.stack.push(x);
        while let Some(n) = self.stack.pop() {
            self.delta_b.push(n);
            let mut l = self.in_head[n as usize];
            while l != NIL {
                let Link { node: m, next } = self.in_links[l as usize];
                l = next;
                if self.mark[m as usize] != bwd && self.ord[m as usize] > lb {
                    self.mark[m as usize] = bwd;
                    self.stack.push(m);
                }
            }
        }
        // Reorder: the backward set first, then the forward set, over their pooled indices.
        let ord = &mut self.ord;
        self.delta_b.sort_unstable_by_key(|&n| ord[n as usize]);
        self.delta_f.sort_unstable_by_key(|&n| ord[n as usize]);
        self.pool.clear();
        self.pool.extend(self.delta_b.iter().chain(&self.delta_f).map(|&n| ord[n as usize]));
        self.pool.sort_unstable();
        for (&n, &o) in self.delta_b.iter().chain(&self.delta_f).zip(&self.pool) {
            ord[n as usize] = o;
        }
        self.push_edge(x, y);
        Ok(())
    }

    fn access(table: &mut Vec<Access>, i: usize) -> &mut Access {
        if i >= table.len() {
            table.resize_with(i + 1, Access::default);
        }
        &mut table[i]
    }

    fn write(a: &mut Access, t: u32, y: u32, preds: &mut Vec<(u32, u32)>) {
        if a.writer.1 != NIL && a.writer.0 != t {
            preds.push(a.writer);
        }
        preds.extend(a.readers.iter().filter(|r| r.0 != t));
        a.writer = (t, y);
        a.readers.clear();
    }
}

impl Monitor for CgMonitor {
    fn event(&mut self, e: &Event) -> Option<Violation> {
        self.events += 1;
        let t = e.thread.index();
        let need = match e.op {
            Op::Fork(u) | Op::Join(u) => t.max(u.index()),
            _ => t,
        };
        if need >= self.threads.len() {
            let n = need + 1;
            self.threads.resize_with(n, ThreadState::default);
            for th in &mut self.threads {
                if th.depth > 0 {
                    th.direct.resize(n, NIL);
                }
            }
        }
        let tt = t as u32;
        let (y, block) = match e.op {
            Op::Begin if self.threads[t].depth > 0 => {
                self.threads[t].depth += 1;
                return None;
            }
            Op::End => {
                let th = &mut self.threads[t];
                th.depth = th.depth.saturating_sub(1);
                return None;
            }
            _ if self.threads[t].depth > 0 => (self.threads[t].cur, true),
            _ => {
                let y = self.new_node(tt, e.line);
                let nthreads = self.threads.len();
                let th = &mut self.threads[t];
                let prev = std::mem::replace(&mut th.cur, y);
                let block = e.op == Op::Begin;
                if block {
                    th.depth = 1;
                    th.direct.clear();
                    th.direct.resize(nthreads, NIL);
                }
                if prev != NIL {
                    self.push_edge(prev, y); // program order: y has the largest index
                }
                (y, block)
            }
        };
        let mut preds = std::mem::take(&mut self.preds);
        preds.clear();
        let th = &mut self.threads[t];
        if th.fork != NIL {
            preds.push((self.node_thread[th.fork as usize], th.fork));
            th.fork = NIL;
        }
        match e.op {
            Op::Read(v) => {
                let a = Self::access(&mut self.vars, v.index());
                let w = a.writer;
                match a.readers.iter_mut().find(|r| r.0 == tt) {
                    Some(r) if r.1 == y => {}
                    Some(r) => {
                        r.1 = y;
                        if w.1 != NIL && w.0 != tt {
                            preds.push(w);
                        }
                    }
                    None => {
                        a.readers.push((tt, y));
                        if w.1 != NIL && w.0 != tt {
                            preds.push(w);
                        }
                    }
                }
            }
            Op::Write(v) => Self::write(Self::access(&mut self.vars, v.index()), tt, y, &mut preds),
            Op::Acquire(l) | Op::Release(l) => Self::write(Self::access(&mut self.locks, l.index()), tt, y, &mut preds),
            Op::Fork(u) => {
                let target = &mut self.threads[u.index()];
                if target.cur == NIL {
                    target.fork = y;
                }
            }
            Op::Join(u) => {
                let last = self.threads[u.index()].cur;
                if last != NIL && u.index() != t {
                    preds.push((u.0, last));
                }
            }
            Op::Begin | Op::End => {}
        }
        let mut result = None;
        for &(pt, x) in &preds {
            if block {
                let d = &mut self.threads[t].direct[pt as usize];
                if *d != NIL && *d >= x {
                    continue;
                }
                *d = x;
            }
            if let Err(path) = self.add_edge(x, y) {
                let cycle = path
                    .iter()
                    .map(|&n| TxnId {
                        thread: ThreadId(self.node_thread[n as usize]),
                        line: self.node_line[n as usize],
                    })
                    .collect();
                result = Some(Violation { event: self.events, cycle });
                break;
            }
        }
        self.preds = preds;
        result
    }

    fn state_hash<H: Hasher>(&self, h: &mut H) {
        // The whole history: a conflict graph admits no state merging.
        self.node_thread.hash(h);
        self.ord.hash(h);
        for n in 0..self.ord.len() {
            let mut succ = Vec::new();
            let mut l = self.out_head[n];
            while l != NIL {
                succ.push(self.out_links[l as usize].node);
                l = self.out_links[l as usize].next;
            }
            succ.sort_unstable();
            succ.hash(h);
        }
        for th in &self.threads {
            (th.depth, th.cur, th.fork).hash(h);
            if th.depth > 0 {
                th.direct.hash(h);
            }
        }
        for a in self.vars.iter().chain(&self.locks) {
            a.writer.hash(h);
            let mut r = a.readers.clone();
            r.sort_unstable();
            r.hash(h);
        }
    }

    fn events(&self) -> u64 {
        self.events
    }
}
