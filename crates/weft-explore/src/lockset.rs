//! The Eraser lockset algorithm (Savage et al., "Eraser: a dynamic data race detector for
//! multithreaded programs"), as phase 0 of the lockset-guided witness search of Shacham, Sagiv and
//! Schuster ("Scaling Model Checking of Dataraces Using Dynamic Information", Sec. 2.3).
//!
//! Eraser assumes a *locking discipline*: for every shared location some lock is held at every
//! access. It keeps, per location `v`, a *candidate set* `C(v)` of the locks that protected every
//! access so far, refined by intersection with the locks the accessing thread holds; an empty
//! set is a *warning* (a violation of the discipline, not necessarily a race). Eraser's state
//! machine keeps initialization and read-only sharing from raising warnings:
//!
//! | state | access | next state |
//! |---|---|---|
//! | virgin | any, by `t` | exclusive(`t`) (`C(v)` is not refined) |
//! | exclusive(`t`) | by `t` | exclusive(`t`) |
//! | exclusive(`t`) | read by `u ≠ t` | shared, `C(v) = locks(u)` (no warning while shared) |
//! | exclusive(`t`) | write by `u ≠ t` | shared-modified, `C(v) = locks(u)` |
//! | shared | read | shared, `C(v) ∩= locks` |
//! | shared | write | shared-modified, `C(v) ∩= locks` |
//! | shared-modified | any | `C(v) ∩= locks`; warning when empty |
//!
//! Locks are Java monitors (`synchronized`), tracked from the machine's `MonitorEnter` /
//! `MonitorExit` / `Wait` events; `java.util.concurrent` locks are not locks for Eraser, so
//! programs using them raise warnings that the witness search then refutes. Only plain accesses
//! made by the program's own code are considered (volatile, final and opaque accesses never race;
//! the JDK's are trusted, as in the happens-before check).
//!
//! Besides warnings, the analysis records every access it considered, with the step of the run
//! it happened in, the thread and the locks held: the paper's per-access information (`m^a`,
//! `t^a`, `τ^a`, `locks^a`; `ψ^a` is always false here, as only plain accesses are recorded), which
//! phase 1 scans backwards.

use rustc_hash::{FxHashMap, FxHashSet};
use weft_events::{AccessMode, Event, Location, ObjectId, Site, ThreadId};
use weft_vm::Machine;

use crate::race::RaceConfig;

/// An index into [`Lockset::locksets`]: a set of monitors, interned.
pub type LocksetId = u32;

/// One access the analysis considered.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AccessRecord {
    /// The step of the run (index into its schedule) whose transition performed the access.
    pub step: usize,
    pub thread: ThreadId,
    pub location: Location,
    pub write: bool,
    /// The monitors the thread held.
    pub locks: LocksetId,
    pub site: Site,
    /// Whether the access was the first memory access of its step: then the thread was about
    /// to perform it in the state before the step, which is what a witness needs.
    pub first_in_step: bool,
}

/// A violation of the locking discipline: the access at which `C(v)` became (or was) empty.
#[derive(Debug, Clone)]
pub struct LocksetWarning {
    /// Index of the access (`a2`) in [`Lockset::accesses`].
    pub access: usize,
    /// What the lockset algorithm saw, in words.
    pub reason: String,
}

/// Eraser's per-location state.
#[derive(Debug, Clone, Copy)]
enum LocationState {
    /// Accessed by one thread only so far.
    Exclusive(ThreadId),
    /// Read by several threads, written (if at all) only while exclusive.
    Shared(LocksetId),
    /// Written while shared.
    SharedModified(LocksetId),
}

/// The lockset analysis of one run.
#[derive(Default)]
pub struct Lockset {
    /// Monitors each thread holds, sorted.
    held: FxHashMap<ThreadId, Vec<ObjectId>>,
    /// Interned sets of monitors, each sorted.
    pub locksets: Vec<Vec<ObjectId>>,
    interned: FxHashMap<Vec<ObjectId>, LocksetId>,
    locations: FxHashMap<Location, LocationState>,
    /// Every plain access of the program's code, in execution order.
    pub accesses: Vec<AccessRecord>,
    pub warnings: Vec<LocksetWarning>,
    /// Warnings are raised once per location and accessing site.
    warned: FxHashSet<(Location, Site)>,
}

impl Lockset {
    fn intern(&mut self, set: &[ObjectId]) -> LocksetId {
        if let Some(&id) = self.interned.get(set) {
            return id;
        }
        let id = self.locksets.len() as LocksetId;
        self.locksets.push(set.to_vec());
        self.interned.insert(set.to_vec(), id);
        id
    }

    fn intersect(&mut self, a: LocksetId, b: LocksetId) -> LocksetId {
        let both: Vec<ObjectId> =
            self.locksets[a as usize].iter().copied().filter(|l| self.locksets[b as usize].contains(l)).collect();
        self.intern(&both)
    }

    /// Whether two accesses' locksets have no monitor in common.
    pub fn disjoint(&self, a: LocksetId, b: LocksetId) -> bool {
        !self.locksets[a as usize].iter().any(|l| self.locksets[b as usize].contains(l))
    }

    /// The monitors of a lockset, named for reports (`Lock@3`, `Main.class`).
    pub fn describe(&self, m: &Machine, set: LocksetId) -> String {
        let names: Vec<String> = self.locksets[set as usize]
            .iter()
            .filter_map(|&o| std::num::NonZeroU32::new(o))
            .map(|o| m.describe_object(weft_vm::value::ObjRef(o)))
            .collect();
        format!("{{{}}}", names.join(", "))
    }

    /// Feeds the events of step `step` of the run.
    pub fn feed(&mut self, m: &Machine, config: &RaceConfig, step: usize, events: &[Event]) {
        let mut first_access = true;
        for e in events {
            match *e {
                Event::MonitorEnter { thread, object, .. } => {
                    let held = self.held.entry(thread).or_default();
                    if let Err(at) = held.binary_search(&object) {
                        held.insert(at, object);
                    }
                }
                // A wait releases the monitor; the machine emits `MonitorEnter` when it is
                // reacquired.
                Event::MonitorExit { thread, object, .. } | Event::Wait { thread, object, .. } => {
                    if let Some(held) = self.held.get_mut(&thread) {
                        held.retain(|&o| o != object);
                    }
                }
                Event::Read { thread, location, mode, site, .. }
                | Event::Write { thread, location, mode, site, .. } => {
                    let first_in_step = std::mem::replace(&mut first_access, false);
                    if mode != AccessMode::Plain || crate::race::trusted(m, config, site) {
                        continue;
                    }
                    let write = matches!(e, Event::Write { .. });
                    let held = self.held.get(&thread).cloned().unwrap_or_default();
                    let locks = self.intern(&held);
                    self.accesses.push(AccessRecord { step, thread, location, write, locks, site, first_in_step });
                    self.refine(m, location, thread, write, locks, site);
                }
                _ => {}
            }
        }
    }

    /// Records the access in Eraser's state machine and raises a warning when it violates the
    /// locking discipline.
    fn refine(&mut self, m: &Machine, location: Location, thread: ThreadId, write: bool, locks: LocksetId, site: Site) {
        if self.transition(location, thread, write, locks) && self.warned.insert((location, site)) {
            let (name, index) = crate::race::location_name(m, location);
            let name = match index {
                Some(i) => format!("{name}[{i}]"),
                None => name,
            };
            let held = self.describe(m, locks);
            let reason = format!(
                "no lock protects {name}: it is shared and written, and the candidate lockset became empty when \"{}\" {} it at {} holding {held}",
                m.thread_name(thread),
                if write { "wrote" } else { "read" },
                crate::witness::site_position(m, site),
            );
            self.warnings.push(LocksetWarning { access: self.accesses.len() - 1, reason });
        }
    }

    /// Eraser's state machine for one access (the table in the module documentation): whether
    /// the location is now shared-modified with an empty candidate set.
    fn transition(&mut self, location: Location, thread: ThreadId, write: bool, locks: LocksetId) -> bool {
        let next = match self.locations.get(&location).copied() {
            None => LocationState::Exclusive(thread),
            Some(LocationState::Exclusive(t)) if t == thread => return false,
            Some(LocationState::Exclusive(_)) if write => LocationState::SharedModified(locks),
            Some(LocationState::Exclusive(_)) => LocationState::Shared(locks),
            Some(LocationState::Shared(c)) => {
                let c = self.intersect(c, locks);
                if write {
                    LocationState::SharedModified(c)
                } else {
                    LocationState::Shared(c)
                }
            }
            Some(LocationState::SharedModified(c)) => LocationState::SharedModified(self.intersect(c, locks)),
        };
        self.locations.insert(location, next);
        matches!(next, LocationState::SharedModified(c) if self.locksets[c as usize].is_empty())
    }

    /// Phase 1 (Sec. 3.1): the last access before access `before` that can race with warning
    /// access `a2` — the same location, another thread, one of them a write, and no lock in
    /// common.
    pub fn conflicting_before(&self, a2: usize, before: usize) -> Option<usize> {
        let b = &self.accesses[a2];
        (0..before.min(a2)).rev().find(|&i| {
            let a = &self.accesses[i];
            a.location == b.location && a.thread != b.thread && (a.write || b.write) && self.disjoint(a.locks, b.locks)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lockset algebra on its own (the state machine needs a machine for names; it is
    /// exercised end to end by the witness corpus).
    #[test]
    fn intersection_and_disjointness_of_interned_locksets() {
        let mut l = Lockset::default();
        let a = l.intern(&[1, 4, 7]);
        let b = l.intern(&[4, 9]);
        let c = l.intern(&[9]);
        assert_eq!(l.intern(&[1, 4, 7]), a, "interned once");
        let ab = l.intersect(a, b);
        assert_eq!(l.locksets[ab as usize], vec![4]);
        assert!(!l.disjoint(a, b));
        assert!(l.disjoint(a, c));
        let empty = l.intersect(ab, c);
        assert!(l.locksets[empty as usize].is_empty());
    }

    #[test]
    fn eraser_states_spare_initialization_and_read_sharing_and_catch_a_broken_discipline() {
        let mut l = Lockset::default();
        let (none, a, b) = (l.intern(&[]), l.intern(&[1]), l.intern(&[2]));
        let x = Location::Static { field: 0 };
        // Initialization: one thread writes without locks as often as it likes.
        assert!(!l.transition(x, 0, true, none));
        assert!(!l.transition(x, 0, true, none));
        // Read-sharing: other threads read without locks, still no warning.
        assert!(!l.transition(x, 1, false, none));
        assert!(!l.transition(x, 2, false, a));
        // A write once shared, with the candidate set already empty: a warning.
        assert!(l.transition(x, 1, true, a));

        // A consistent lock never warns, however many threads write.
        let y = Location::Static { field: 1 };
        assert!(!l.transition(y, 0, true, none));
        assert!(!l.transition(y, 1, true, a));
        assert!(!l.transition(y, 2, false, a));
        assert!(!l.transition(y, 0, true, a));
        // Another lock breaks the discipline: {a} ∩ {b} is empty.
        assert!(l.transition(y, 2, true, b));
    }

    #[test]
    fn phase_one_finds_the_last_conflicting_access_with_disjoint_locks() {
        let mut l = Lockset::default();
        let (none, key, del) = (l.intern(&[]), l.intern(&[10]), l.intern(&[20]));
        let x = Location::Static { field: 3 };
        let y = Location::Static { field: 4 };
        let site = Site { method: 0, pc: 0 };
        let access = |step, thread, location, write, locks| AccessRecord {
            step,
            thread,
            location,
            write,
            locks,
            site,
            first_in_step: true,
        };
        l.accesses = vec![
            access(0, 2, x, true, key),   // a candidate, but not the last
            access(1, 2, x, false, key),  // KeyLock against DelLock: a candidate
            access(2, 2, x, false, del),  // same lock as a2: excluded
            access(3, 1, y, true, none),  // another location: excluded
            access(4, 1, x, false, none), // same thread as a2: excluded
            access(5, 1, x, true, del),   // a2
        ];
        assert_eq!(l.conflicting_before(5, 5), Some(1));
        assert_eq!(l.conflicting_before(5, 1), Some(0), "bounded by `before`");
        // Two reads never conflict.
        l.accesses[5].write = false;
        assert_eq!(l.conflicting_before(5, 5), Some(0));
    }
}
