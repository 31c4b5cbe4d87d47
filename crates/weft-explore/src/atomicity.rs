//! Atomicity checking during the search: the summarized conflict graph of Farzan and Madhusudan
//! runs along every explored path.
//!
//! The machine reports events from the first atomic block on (`Config::events_from_first_atomic`;
//! no event before any transaction has begun can lie on a cycle of the conflict graph). After each
//! transition the search feeds the transition's events to the monitor of the path: accesses to
//! shared locations as reads and writes, monitor enter/exit as lock acquire/release, thread start
//! and join as fork and join, and atomic block entry/exit as begin/end. The summarized graph has a
//! state bounded by the number of threads and entities — the paper's finite-automaton
//! construction — so its state joins the state fingerprint without making the state space
//! infinite.
//!
//! Variables and locks are numbered in order of first appearance on the path. States reached with
//! different numberings may fail to match; that costs some reduction but never hides a violation.

use std::hash::Hasher;

use rustc_hash::FxHashMap;
use weft_atomicity::{Event as TxEvent, LockId, Monitor, Op, ScgMonitor, ThreadId as TxThread, VarId};
use weft_events::{AccessMode, Event, Location};
use weft_vm::Machine;

/// The monitor of one path and the names it needs.
#[derive(Clone, Default)]
pub struct AtomicityState {
    monitor: ScgMonitor,
    vars: FxHashMap<Location, u32>,
    locks: FxHashMap<u32, u32>,
    events: u64,
    /// Where each transaction began, by its event number: for reports.
    begins: FxHashMap<u64, (String, String)>,
}

/// A detected atomicity violation: the transactions on the cycle (thread, where it began) and the
/// position of the event that revealed it.
pub struct AtomicityViolation {
    pub transactions: Vec<(String, String)>,
    pub position: Option<String>,
}

impl AtomicityState {
    /// Feeds the events of one transition; returns the first violation they reveal.
    pub fn feed(&mut self, m: &Machine, events: &[Event]) -> Option<AtomicityViolation> {
        let mut found = None;
        for e in events {
            let (thread, op, site) = match *e {
                Event::Read { thread, location, mode, site, .. }
                | Event::Write { thread, location, mode, site, .. } => {
                    // (A JDK cache filled idempotently, `String.hash`, conflicts with nothing:
                    // whichever thread fills it, every read gets the same value.)
                    let cache = |field: u32| {
                        m.prog.fields.get(field as usize).is_some_and(|f| weft_vm::interp::is_cache_field(&m.prog, f))
                    };
                    if mode == AccessMode::Final
                        || matches!(location, Location::Field { field, .. } if cache(field))
                        || !weft_vm::trace::shared(m, location)
                    {
                        continue;
                    }
                    let next = self.vars.len() as u32;
                    let var = VarId(*self.vars.entry(location).or_insert(next));
                    let op = if matches!(e, Event::Read { .. }) { Op::Read(var) } else { Op::Write(var) };
                    (thread, op, Some(site))
                }
                Event::MonitorEnter { thread, object, site } | Event::MonitorExit { thread, object, site } => {
                    let next = self.locks.len() as u32;
                    let lock = LockId(*self.locks.entry(object).or_insert(next));
                    let op =
                        if matches!(e, Event::MonitorEnter { .. }) { Op::Acquire(lock) } else { Op::Release(lock) };
                    (thread, op, Some(site))
                }
                Event::ThreadStart { thread, child, site } => (thread, Op::Fork(TxThread(child)), Some(site)),
                Event::ThreadJoin { thread, joined, site } => (thread, Op::Join(TxThread(joined)), Some(site)),
                Event::AtomicBegin { thread, site } => (thread, Op::Begin, Some(site)),
                Event::AtomicEnd { thread, site } => (thread, Op::End, Some(site)),
                _ => continue,
            };
            self.events += 1;
            let position = site.and_then(|s| weft_vm::trace::position(m, s));
            if op == Op::Begin {
                self.begins.insert(self.events, (m.thread_name(thread), position.clone().unwrap_or_default()));
            }
            let event = TxEvent { thread: TxThread(thread), op, loc: None, line: self.events };
            if let Some(v) = self.monitor.event(&event) {
                if found.is_none() {
                    let transactions = v
                        .cycle
                        .iter()
                        .map(|t| {
                            self.begins
                                .get(&t.line)
                                .cloned()
                                .unwrap_or_else(|| (m.thread_name(t.thread.0), "a single access".to_string()))
                        })
                        .collect();
                    found = Some(AtomicityViolation { transactions, position });
                }
            }
        }
        found
    }

    /// A 128-bit summary of the monitor state for the state fingerprint.
    pub fn digest(&self) -> u128 {
        let mut h = xxhash_rust::xxh3::Xxh3::new();
        self.monitor.state_hash(&mut h);
        h.write_u64(self.vars.len() as u64);
        h.digest128()
    }
}
