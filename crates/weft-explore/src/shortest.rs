//! The shortest counterexample the search can afford.
//!
//! A depth-first search finds a violation on whatever path it happens to follow first, often
//! hundreds of steps long. Once the violations are known, [`Search::shorten`] looks for each one
//! again, breadth-first from the initial state: the first path on which a breadth-first search
//! meets a violation is a shortest one (in scheduling steps), because every state is first reached
//! at its least depth and a state seen before is dropped. The re-search is bounded by a number of
//! states; a violation it does not reach within the bound keeps the counterexample the search
//! found.
//!
//! "The same violation" is the search's own deduplication key ([`violation_key`]: kind,
//! exception class, location and, for races, the two access positions), so a shorter path may
//! describe it in other words (another thread names the lock first): the violation found on the
//! shorter path replaces the original one whole, so that `weft replay` recognises it by its
//! message.
//!
//! The re-search runs each transition as the search does — one thread to its next scheduling
//! point, checked with the same [`PathAnalyses::check_transition`], states matched on the machine's
//! fingerprint together with the digests of the atomicity monitor and `h` — but it never chains
//! single-enabled steps, so every state on the frontier is exactly one step deeper than its
//! parent.

use std::collections::VecDeque;
use std::rc::Rc;

use rustc_hash::FxHashSet;
use weft_vm::fingerprint::Fingerprint;
use weft_vm::state::{State, ThreadId};
use weft_vm::{Stop, VmError};

use crate::{deadlock_violation, enabled, live_non_daemon, Choice, PathAnalyses, Search, Trace, Violation};

/// What makes two violations the same: kind, exception class, location and, for races, the
/// access positions (and the element index).
pub(crate) type ViolationKey = (crate::Kind, Option<String>, Option<String>, String);

/// The deduplication key of a violation.
pub(crate) fn violation_key(v: &Violation) -> ViolationKey {
    let mut positions: Vec<&str> = v.accesses.iter().map(|a| a.position.as_str()).collect();
    positions.sort_unstable();
    let mut detail = positions.join(" / ");
    // Races on different elements of one array at the same lines are distinct races.
    if let Some(i) = v.index {
        detail = format!("[{i}] {detail}");
    }
    (v.kind, v.exception.clone(), v.location.clone(), detail)
}

/// A state on the re-search's frontier.
struct Frontier {
    state: State,
    analyses: PathAnalyses,
    trace: Option<Rc<Trace>>,
    depth: u32,
    /// The thread whose nondeterministic value is pending, if any.
    pending_value: Option<ThreadId>,
    alternatives: Vec<Choice>,
}

/// A violation the re-search looks for.
struct Target {
    key: ViolationKey,
    /// The length of the best counterexample known.
    length: u32,
    /// A shorter path found by the re-search, with the violation as found on it.
    found: Option<(Violation, Option<Rc<Trace>>)>,
}

impl Search<'_> {
    /// Replaces each violation's counterexample by a shortest one, when a breadth-first search
    /// from the initial state finds it within `max_states` states. A machine error on the way
    /// ends the re-search and keeps what it found so far.
    pub(crate) fn shorten(&mut self, max_states: u64) {
        if self.violations.is_empty() || max_states == 0 {
            return;
        }
        let mut targets: Vec<Target> = self
            .violations
            .iter()
            .map(|v| Target { key: violation_key(v), length: v.counterexample.schedule.len() as u32, found: None })
            .collect();
        let state = self.m.st.clone();
        let choice_value = self.m.choice_value.take();
        let _ = self.breadth_first(&mut targets, max_states);
        self.m.st = state;
        self.m.choice_value = choice_value;
        if let Some(log) = &self.log {
            log.0.borrow_mut().clear();
        }
        for (i, target) in targets.into_iter().enumerate() {
            let Some((mut violation, trace)) = target.found else { continue };
            let original = self.violations[i].counterexample.schedule.len() as u32;
            violation.found_after_states = self.violations[i].found_after_states;
            violation.also = std::mem::take(&mut self.violations[i].also);
            self.attach_counterexample(&mut violation, &trace);
            violation.counterexample.shortened_from = Some(original);
            self.violations[i] = violation;
        }
    }

    /// The breadth-first re-search; stops when every target has been found at a depth below its
    /// known length, when no target can be improved any more, or after `max_states` states.
    fn breadth_first(&mut self, targets: &mut [Target], max_states: u64) -> Result<(), VmError> {
        self.m.st = self.initial_state.clone();
        let mut visited: FxHashSet<Fingerprint> = FxHashSet::default();
        visited.insert(self.m.fingerprint());
        let mut queue = VecDeque::new();
        queue.push_back(Frontier {
            state: self.initial_state.clone(),
            analyses: PathAnalyses::default(),
            trace: None,
            depth: 0,
            pending_value: None,
            alternatives: enabled(self.m),
        });
        let mut states = 1u64;
        while let Some(node) = queue.pop_front() {
            // A path one step deeper can no longer be shorter than any target still open.
            if targets.iter().all(|t| t.found.is_some() || node.depth + 1 >= t.length) {
                return Ok(());
            }
            for &choice in &node.alternatives {
                self.m.st = node.state.clone();
                let tid = match (choice, node.pending_value) {
                    (Choice::Value(v), Some(t)) => {
                        self.m.supply_choice(v);
                        t
                    }
                    (Choice::Thread(t), _) => t,
                    (Choice::Value(_), None) => continue,
                };
                let gc_interval = self.m.config.gc_interval;
                let uncaught_before = self.m.st.threads[tid as usize].uncaught;
                let stop = self.m.run_thread(tid)?;
                let events = self.log.as_ref().map(|l| std::mem::take(&mut *l.0.borrow_mut())).unwrap_or_default();
                let trace = Some(Rc::new(Trace { parent: node.trace.clone(), choice, gc_interval }));
                let depth = node.depth + 1;
                let mut analyses = node.analyses.clone();
                let mut found = Vec::new();
                analyses.check_transition(self.m, self.config, tid, uncaught_before, &events, &mut found);
                let pending_value = match stop {
                    Stop::Exit(_) | Stop::Pruned => {
                        note_found(targets, found, &trace, depth);
                        continue;
                    }
                    Stop::Choice(n) => Some((tid, n)),
                    Stop::Yield | Stop::Blocked | Stop::Terminated => None,
                };
                let alternatives = match pending_value {
                    Some((_, n)) => (0..n).map(Choice::Value).collect(),
                    None => {
                        if !live_non_daemon(self.m) && !self.m.begin_shutdown()? {
                            note_found(targets, found, &trace, depth);
                            continue;
                        }
                        let alternatives = enabled(self.m);
                        if alternatives.is_empty() && self.config.checks.deadlock {
                            found.push(deadlock_violation(self.m));
                        }
                        alternatives
                    }
                };
                note_found(targets, found, &trace, depth);
                if alternatives.is_empty() || states >= max_states {
                    continue;
                }
                let mut fingerprint = self.m.fingerprint();
                if let Some(a) = &analyses.atomicity {
                    fingerprint ^= a.digest().rotate_left(1);
                }
                if let Some(h) = &mut analyses.race {
                    fingerprint ^= h.digest(self.m).rotate_left(2);
                }
                if !visited.insert(fingerprint) {
                    continue;
                }
                states += 1;
                queue.push_back(Frontier {
                    state: std::mem::take(&mut self.m.st),
                    analyses,
                    trace,
                    depth,
                    pending_value: pending_value.map(|(t, _)| t),
                    alternatives,
                });
            }
        }
        Ok(())
    }
}

/// Keeps, for each target not yet found, the first violation of the same key found on a path
/// shorter than the target's counterexample: breadth-first, that path is a shortest one.
fn note_found(targets: &mut [Target], found: Vec<Violation>, trace: &Option<Rc<Trace>>, depth: u32) {
    for v in found {
        let key = violation_key(&v);
        if let Some(t) = targets.iter_mut().find(|t| t.found.is_none() && t.key == key && depth < t.length) {
            t.found = Some((v, trace.clone()));
        }
    }
}
