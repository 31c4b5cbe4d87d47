//! Reference checkers written straight from the definitions, and a generator of random small
//! well-formed traces. Deliberately naive: quadratic or exponential, independent of the monitors.

#![allow(dead_code)]

use std::collections::{HashSet, VecDeque};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BOp {
    R(usize),
    W(usize),
    Acq(usize),
    Rel(usize),
    Fork(usize),
    Join(usize),
    Begin,
    End,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ev {
    pub thread: usize,
    pub op: BOp,
}

/// The text form (threads `T<i>`, variables `x<i>`, locks `l<i>`).
pub fn render(trace: &[Ev]) -> String {
    let mut s = String::new();
    for e in trace {
        let op = match e.op {
            BOp::R(v) => format!("r(x{v})"),
            BOp::W(v) => format!("w(x{v})"),
            BOp::Acq(l) => format!("acq(l{l})"),
            BOp::Rel(l) => format!("rel(l{l})"),
            BOp::Fork(u) => format!("fork(T{u})"),
            BOp::Join(u) => format!("join(T{u})"),
            BOp::Begin => "begin".into(),
            BOp::End => "end".into(),
        };
        s.push_str(&format!("T{}|{}\n", e.thread, op));
    }
    s
}

/// Transaction of every event (blocks flatten; events outside blocks are unary transactions).
pub fn transactions(trace: &[Ev]) -> (Vec<usize>, usize) {
    let nthreads = trace.iter().map(|e| e.thread + 1).max().unwrap_or(0);
    let mut depth = vec![0usize; nthreads];
    let mut cur = vec![usize::MAX; nthreads];
    let mut txn = Vec::with_capacity(trace.len());
    let mut count = 0;
    for e in trace {
        let t = e.thread;
        match e.op {
            BOp::Begin => {
                if depth[t] == 0 {
                    cur[t] = count;
                    count += 1;
                }
                depth[t] += 1;
                txn.push(cur[t]);
            }
            BOp::End => {
                txn.push(cur[t]);
                depth[t] -= 1;
            }
            _ => {
                if depth[t] == 0 {
                    cur[t] = count;
                    count += 1;
                }
                txn.push(cur[t]);
            }
        }
    }
    (txn, count)
}

/// Whether the event occurrences `a` (earlier) and `b` (later) are dependent.
pub fn dependent(a: &Ev, b: &Ev) -> bool {
    if a.thread == b.thread {
        return true;
    }
    match (a.op, b.op) {
        (BOp::R(x), BOp::W(y)) | (BOp::W(x), BOp::R(y)) | (BOp::W(x), BOp::W(y)) => x == y,
        (BOp::Acq(x) | BOp::Rel(x), BOp::Acq(y) | BOp::Rel(y)) => x == y,
        (BOp::Fork(u) | BOp::Join(u), _) if u == b.thread => true,
        (_, BOp::Fork(u) | BOp::Join(u)) if u == a.thread => true,
        _ => false,
    }
}

/// Whether the conflict graph of the first `len` events has a cycle.
pub fn cyclic_prefix(trace: &[Ev], len: usize) -> bool {
    let (txn, n) = transactions(&trace[..len]);
    let mut adj = vec![vec![false; n]; n];
    for j in 0..len {
        for i in 0..j {
            if txn[i] != txn[j] && dependent(&trace[i], &trace[j]) {
                adj[txn[i]][txn[j]] = true;
            }
        }
    }
    // Kahn: acyclic iff every node can be removed.
    let mut indeg = vec![0; n];
    for row in &adj {
        for (v, &e) in row.iter().enumerate() {
            if e {
                indeg[v] += 1;
            }
        }
    }
    let mut queue: Vec<usize> = (0..n).filter(|&v| indeg[v] == 0).collect();
    let mut removed = 0;
    while let Some(u) = queue.pop() {
        removed += 1;
        for v in 0..n {
            if adj[u][v] {
                indeg[v] -= 1;
                if indeg[v] == 0 {
                    queue.push(v);
                }
            }
        }
    }
    removed < n
}

/// 1-based index of the first event whose prefix has a cyclic conflict graph.
pub fn earliest_violation(trace: &[Ev]) -> Option<u64> {
    if !cyclic_prefix(trace, trace.len()) {
        return None;
    }
    (1..=trace.len()).find(|&p| cyclic_prefix(trace, p)).map(|p| p as u64)
}

/// Definition 3 by enumeration: is there a serial order of the transactions (respecting program
/// order) that orders every pair of dependent events as the trace does?
pub fn serializable_by_orders(trace: &[Ev]) -> bool {
    let (txn, n) = transactions(trace);
    let mut constraints = HashSet::new();
    for j in 0..trace.len() {
        for i in 0..j {
            if txn[i] != txn[j] && dependent(&trace[i], &trace[j]) {
                constraints.insert((txn[i], txn[j]));
            }
        }
    }
    let mut order = Vec::with_capacity(n);
    let mut used = vec![false; n];
    fn search(order: &mut Vec<usize>, used: &mut [bool], constraints: &HashSet<(usize, usize)>) -> bool {
        let n = used.len();
        if order.len() == n {
            return constraints.iter().all(|&(a, b)| {
                order.iter().position(|&x| x == a).unwrap() < order.iter().position(|&x| x == b).unwrap()
            });
        }
        for t in 0..n {
            if !used[t] {
                used[t] = true;
                order.push(t);
                if search(order, used, constraints) {
                    return true;
                }
                order.pop();
                used[t] = false;
            }
        }
        false
    }
    search(&mut order, &mut used, &constraints)
}

/// Definitions 2 and 3 literally: explore every word reachable by swapping adjacent independent
/// events and look for one in which every transaction is contiguous.
pub fn serializable_by_swaps(trace: &[Ev]) -> bool {
    let (txn, _) = transactions(trace);
    let n = trace.len();
    let serial = |w: &[u8]| {
        let mut seen = HashSet::new();
        let mut last = usize::MAX;
        for &i in w {
            let t = txn[i as usize];
            if t != last {
                if !seen.insert(t) {
                    return false;
                }
                last = t;
            }
        }
        true
    };
    let start: Vec<u8> = (0..n as u8).collect();
    let mut seen = HashSet::new();
    let mut queue = VecDeque::new();
    seen.insert(start.clone());
    queue.push_back(start);
    while let Some(w) = queue.pop_front() {
        if serial(&w) {
            return true;
        }
        for k in 0..n.saturating_sub(1) {
            let (a, b) = (w[k] as usize, w[k + 1] as usize);
            // Occurrences keep their identity: the pair is dependent whichever order they are in.
            if dependent(&trace[a.min(b)], &trace[a.max(b)]) {
                continue;
            }
            let mut v = w.clone();
            v.swap(k, k + 1);
            if seen.insert(v.clone()) {
                queue.push_back(v);
            }
        }
    }
    false
}

/// Raw material for a random trace (shrinks well under proptest).
#[derive(Clone, Debug)]
pub struct Spec {
    pub vars: usize,
    pub locks: usize,
    pub fork_join: bool,
    /// Per thread: (kind, argument) tokens.
    pub programs: Vec<Vec<(u8, u8)>>,
    /// Where main forks / joins the others, and whether thread 1 joins thread 2 as well.
    pub fork_at: Vec<u8>,
    pub join_at: Vec<Option<u8>>,
    pub second_join: bool,
    pub schedule: Vec<u8>,
}

/// A well-formed trace from `spec`: balanced blocks, locks held by one thread at a time, forks before
/// a thread runs, joins after it finished; stops early if the threads deadlock.
pub fn build(spec: &Spec) -> Vec<Ev> {
    let nthreads = spec.programs.len();
    let mut programs: Vec<Vec<BOp>> = Vec::new();
    for raw in &spec.programs {
        let mut depth = 0;
        let mut held: Vec<usize> = Vec::new();
        let mut p = Vec::new();
        for &(kind, arg) in raw {
            let v = arg as usize % spec.vars;
            let l = arg as usize % spec.locks;
            match kind % 6 {
                0 => p.push(BOp::R(v)),
                1 => p.push(BOp::W(v)),
                2 => {
                    p.push(BOp::Begin);
                    depth += 1;
                }
                3 => {
                    if depth > 0 {
                        p.push(BOp::End);
                        depth -= 1;
                    }
                }
                4 => {
                    if !held.contains(&l) {
                        held.push(l);
                        p.push(BOp::Acq(l));
                    }
                }
                _ => {
                    if let Some(pos) = held.iter().position(|&h| h == l) {
                        held.remove(pos);
                        p.push(BOp::Rel(l));
                    }
                }
            }
        }
        while let Some(l) = held.pop() {
            p.push(BOp::Rel(l));
        }
        for _ in 0..depth {
            p.push(BOp::End);
        }
        programs.push(p);
    }
    let mut forked = vec![true; nthreads];
    if spec.fork_join {
        forked.iter_mut().skip(1).for_each(|f| *f = false);
        // Insert forks and joins into main's program (from the back so positions stay valid).
        let mut inserts: Vec<(usize, usize, BOp)> = Vec::new(); // (position, order key, op)
        let len0 = programs[0].len();
        for u in 1..nthreads {
            let f = spec.fork_at.get(u).copied().unwrap_or(0) as usize % (len0 + 1);
            inserts.push((f, 0, BOp::Fork(u)));
            if let Some(Some(j)) = spec.join_at.get(u) {
                let j = f + (*j as usize % (len0 - f + 1));
                inserts.push((j, 1, BOp::Join(u)));
            }
        }
        inserts.sort_by_key(|&(pos, key, _)| (pos, key));
        for (pos, _, op) in inserts.into_iter().rev() {
            programs[0].insert(pos, op);
        }
        if spec.second_join && nthreads > 2 {
            let pos = programs[1].len() / 2;
            programs[1].insert(pos, BOp::Join(2));
        }
    }
    let mut pc = vec![0usize; nthreads];
    let mut owner: Vec<Option<usize>> = vec![None; spec.locks];
    let mut trace = Vec::new();
    let mut k = 0;
    loop {
        let finished = |t: usize, pc: &[usize]| pc[t] == programs[t].len();
        let enabled: Vec<usize> = (0..nthreads)
            .filter(|&t| {
                forked[t]
                    && !finished(t, &pc)
                    && match programs[t][pc[t]] {
                        BOp::Acq(l) => owner[l].is_none(),
                        BOp::Join(u) => forked[u] && finished(u, &pc),
                        _ => true,
                    }
            })
            .collect();
        if enabled.is_empty() {
            break;
        }
        let choice = spec.schedule.get(k).copied().unwrap_or(0) as usize;
        k += 1;
        let t = enabled[choice % enabled.len()];
        let op = programs[t][pc[t]];
        pc[t] += 1;
        match op {
            BOp::Acq(l) => owner[l] = Some(t),
            BOp::Rel(l) => owner[l] = None,
            BOp::Fork(u) => forked[u] = true,
            _ => {}
        }
        trace.push(Ev { thread: t, op });
    }
    trace
}
