//! The shortest counterexample the search can afford.
//!
//! A depth-first search finds a violation on whatever path it happens to follow first, often
//! hundreds of steps long. Once the violations are known, [`Search::shorten`] looks for each one
//! again, breadth-first from the initial state. Length is counted in scheduling choices: steps at
//! which another thread could run (or a value is chosen); a step only one thread can take
//! continues the transition before it, as in the search, so the breadth-first re-search is by
//! choices and its first path to a violation has the fewest (every state is first reached at its
//! least depth and a state seen before is dropped) — the same measure `--search bfs` minimises.
//!
//! Breadth-first over all interleavings is costly on programs with many threads, so the
//! re-search first bounds preemptions (a switch away from a thread that could go on): rounds
//! with at most 0, 1 and 2 preemptions, then an unbounded one, each with a share of the state
//! budget. Most bugs need few preemptions, and the bounded rounds explore far fewer states; each
//! round looks only for paths shorter than the best known. A violation no round reaches keeps the
//! counterexample the search found. The rounds together run at most as many transitions as the
//! search did (at least [`MIN_TRANSITIONS`]): where one state is a long JDK computation, the
//! state budget alone let the re-search run many times longer than the search.
//!
//! "The same violation" is the search's own deduplication key ([`violation_key`]: kind,
//! exception class, location and, for races, the two access positions), so a shorter path may
//! describe it in other words (another thread names the lock first): the violation found on the
//! shorter path replaces the original one whole, so that `weft replay` recognises it by its
//! message.
//!
//! The re-search runs each transition as the search does — one thread to its next scheduling
//! point, checked with the same [`PathAnalyses::check_transition`], states matched on the machine's
//! fingerprint together with the digests of the atomicity monitor and `h` (and, in a bounded
//! round, the thread that ran last and the preemptions so far).

use std::collections::VecDeque;
use std::rc::Rc;

use rustc_hash::FxHashSet;
use weft_vm::fingerprint::Fingerprint;
use weft_vm::state::{State, ThreadId};
use weft_vm::{Stop, VmError};

use crate::{
    deadlock_violation, enabled, live_non_daemon, Choice, PathAnalyses, Search, SearchConfig, Trace, Violation,
};

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
    (v.kind, v.exception.clone(), v.key_location.clone().or_else(|| v.location.clone()), detail)
}

/// The preemption bounds of the re-search's rounds (`None`: unbounded), and the share of the
/// state budget each round may use, in quarters.
const ROUNDS: [(Option<u32>, u64); 4] = [(Some(0), 1), (Some(1), 1), (Some(2), 1), (None, 1)];

/// The re-search runs at most as many transitions as the search did, or this many if the search
/// ran fewer: when each state is costly (a long JDK computation between two choices), a state
/// budget alone let the re-search take many times as long as the search.
const MIN_TRANSITIONS: u64 = 100_000;

/// A state on the re-search's frontier.
struct Frontier {
    state: State,
    analyses: PathAnalyses,
    trace: Option<Rc<Trace>>,
    /// Scheduling choices on the path.
    depth: u32,
    /// The thread whose nondeterministic value is pending, if any.
    pending_value: Option<ThreadId>,
    alternatives: Vec<Choice>,
    /// The thread that ran last, and the preemptions on the path.
    last: Option<ThreadId>,
    preemptions: u32,
}

/// A violation the re-search looks for.
struct Target {
    key: ViolationKey,
    /// The scheduling choices of the best counterexample known.
    length: u32,
    /// A shorter path found by the re-search, with the violation as found on it.
    found: Option<(Violation, Option<Rc<Trace>>)>,
}

impl Search<'_> {
    /// Replaces each violation's counterexample by one with fewer scheduling choices, when the
    /// rounds of breadth-first re-search (see the module) find one within `max_states` states in
    /// all. A machine error on the way ends the re-search and keeps what it found so far.
    pub(crate) fn shorten(&mut self, max_states: u64) {
        // (The termination check's path is the shallowest to a state that cannot end already;
        // a re-search of paths cannot tell such a state.)
        if self.violations.iter().all(|v| v.kind == crate::Kind::NonTermination) || max_states == 0 {
            return;
        }
        let mut targets: Vec<Target> = self
            .violations
            .iter()
            .map(|v| Target { key: violation_key(v), length: v.counterexample.choices, found: None })
            .collect();
        // Only what the targets need is tracked: `h` and the atomicity monitor cost time and,
        // as part of the state, make more states (a deadlock's shortest path does not depend on
        // them).
        let mut config = self.config.clone();
        config.checks.race &= targets.iter().any(|t| t.key.0 == crate::Kind::Race);
        config.checks.atomicity &= targets.iter().any(|t| t.key.0 == crate::Kind::Atomicity);
        let state = self.m.st.clone();
        let choice_value = self.m.choice_value.take();
        let shares: u64 = ROUNDS.iter().map(|(_, share)| share).sum();
        let mut transitions = self.stats.transitions.max(MIN_TRANSITIONS);
        for (bound, share) in ROUNDS {
            let round = self.breadth_first(&config, &mut targets, max_states * share / shares, bound, &mut transitions);
            if round.is_err() || transitions == 0 {
                break;
            }
        }
        self.m.st = state;
        self.m.choice_value = choice_value;
        if let Some(log) = &self.log {
            log.0.borrow_mut().clear();
        }
        for (i, target) in targets.into_iter().enumerate() {
            let Some((mut violation, trace)) = target.found else { continue };
            let original = self.violations[i].counterexample.choices;
            violation.found_after_states = self.violations[i].found_after_states;
            violation.also = std::mem::take(&mut self.violations[i].also);
            violation.similar = self.violations[i].similar;
            violation.published = std::mem::take(&mut self.violations[i].published);
            self.attach_counterexample(&mut violation, &trace);
            violation.counterexample.shortened_from = Some(original);
            self.violations[i] = violation;
        }
    }

    /// One breadth-first round over paths with at most `bound` preemptions; stops when no
    /// target can be improved any more or after `max_states` states.
    fn breadth_first(
        &mut self,
        config: &SearchConfig,
        targets: &mut [Target],
        max_states: u64,
        bound: Option<u32>,
        transitions: &mut u64,
    ) -> Result<(), VmError> {
        self.m.st = self.initial_state.clone();
        let mut visited: FxHashSet<Fingerprint> = FxHashSet::default();
        let mut subsuming = crate::race::Subsumption::default();
        visited.insert(self.m.fingerprint());
        let mut queue = VecDeque::new();
        queue.push_back(Frontier {
            state: self.initial_state.clone(),
            analyses: PathAnalyses::default(),
            trace: None,
            depth: 0,
            pending_value: None,
            alternatives: enabled(self.m),
            last: None,
            preemptions: 0,
        });
        let mut states = 1u64;
        while let Some(node) = queue.pop_front() {
            // A path one choice deeper can no longer be shorter than any target.
            if targets.iter().all(|t| node.depth + 1 >= t.length) {
                return Ok(());
            }
            let chooses = node.alternatives.len() > 1 || node.pending_value.is_some();
            for &choice in &node.alternatives {
                let mut preemptions = node.preemptions;
                if let (Choice::Thread(t), Some(l)) = (choice, node.last) {
                    if t != l && node.alternatives.contains(&Choice::Thread(l)) {
                        preemptions += 1;
                    }
                }
                if bound.is_some_and(|b| preemptions > b) {
                    continue;
                }
                if *transitions == 0 {
                    return Ok(());
                }
                let next = self.advance(config, &node, choice, u32::from(chooses), targets, transitions)?;
                let Some(next) = next else { continue };
                if states >= max_states {
                    continue;
                }
                let mut fingerprint = self.m.fingerprint();
                if let Some(a) = &next.analyses.atomicity {
                    fingerprint ^= a.digest().rotate_left(1);
                }
                if bound.is_some() {
                    let last = next.last.map_or(0, |t| u128::from(t) + 1);
                    fingerprint ^= ((last << 32) | u128::from(preemptions)).rotate_left(7);
                }
                let mut analyses = next.analyses;
                if let Some(h) = &mut analyses.race {
                    let canonical = &mut self.canonical_h;
                    h.canonical_bits(self.m, config.race_abstraction, canonical);
                    let machine_state = fingerprint;
                    fingerprint ^= canonical.fingerprint().rotate_left(2);
                    // As in the search, a state whose `h` covers a stored one's is matched: every
                    // race below it is found below the stored one, reached in no more choices.
                    if config.race_abstraction {
                        let store = !visited.contains(&fingerprint);
                        if subsuming.covering(machine_state, canonical, fingerprint, store).is_some() {
                            continue;
                        }
                    }
                }
                if !visited.insert(fingerprint) {
                    continue;
                }
                states += 1;
                queue.push_back(Frontier { state: std::mem::take(&mut self.m.st), analyses, preemptions, ..next });
            }
        }
        Ok(())
    }

    /// Takes `choice` from `node` and then every step only one thread can take, noting the
    /// violations found on the way; the state reached (left in the machine) when it offers a
    /// choice, `None` when the path ends there.
    fn advance(
        &mut self,
        config: &SearchConfig,
        node: &Frontier,
        choice: Choice,
        cost: u32,
        targets: &mut [Target],
        transitions: &mut u64,
    ) -> Result<Option<Frontier>, VmError> {
        self.m.st = node.state.clone();
        let mut tid = match (choice, node.pending_value) {
            (Choice::Value(v), Some(t)) => {
                self.m.supply_choice(v);
                t
            }
            (Choice::Thread(t), _) => t,
            (Choice::Value(_), None) => return Ok(None),
        };
        let mut choice = choice;
        let mut trace = node.trace.clone();
        let mut analyses = node.analyses.clone();
        let depth = node.depth + cost;
        let mut chained = 0u32;
        loop {
            let gc_interval = self.m.config.gc_interval;
            let uncaught_before = self.m.st.threads[tid as usize].uncaught;
            let stop = self.m.run_thread(tid)?;
            *transitions = transitions.saturating_sub(1);
            let events = self.log.as_ref().map(|l| std::mem::take(&mut *l.0.borrow_mut())).unwrap_or_default();
            trace = Some(Rc::new(Trace { parent: trace, choice, gc_interval }));
            let mut found = Vec::new();
            analyses.check_transition(self.m, config, tid, uncaught_before, &events, &mut found, None);
            let pending = match stop {
                Stop::Exit(_) | Stop::Pruned => {
                    note_found(targets, found, &trace, depth);
                    return Ok(None);
                }
                Stop::Choice(n) => Some(n),
                Stop::Yield | Stop::Blocked | Stop::Terminated | Stop::Diverged => None,
            };
            let alternatives = match pending {
                Some(n) => (0..n).map(Choice::Value).collect(),
                None => {
                    if !live_non_daemon(self.m) && !self.m.begin_shutdown()? {
                        note_found(targets, found, &trace, depth);
                        return Ok(None);
                    }
                    let alternatives = enabled(self.m);
                    if alternatives.is_empty() && config.checks.deadlock && self.m.live_non_daemon_not_diverged() {
                        found.push(deadlock_violation(self.m));
                    }
                    alternatives
                }
            };
            note_found(targets, found, &trace, depth);
            match alternatives.as_slice() {
                [] => return Ok(None),
                // (Out of transitions, the path is dropped: the round ends.)
                _ if *transitions == 0 => return Ok(None),
                [Choice::Thread(only)] if pending.is_none() && chained < crate::MAX_CHAIN => {
                    tid = *only;
                    choice = alternatives[0];
                    chained += 1;
                }
                _ => {
                    return Ok(Some(Frontier {
                        state: State::default(),
                        analyses,
                        trace,
                        depth,
                        pending_value: pending.map(|_| tid),
                        alternatives,
                        last: Some(tid),
                        preemptions: node.preemptions,
                    }))
                }
            }
        }
    }
}

/// Keeps, for each target, the violation of the same key found on a path with fewer choices
/// than the best known; breadth-first, the first one found in a round is the round's shortest.
fn note_found(targets: &mut [Target], found: Vec<Violation>, trace: &Option<Rc<Trace>>, depth: u32) {
    for v in found {
        let key = violation_key(&v);
        if let Some(t) = targets.iter_mut().find(|t| t.key == key && depth < t.length) {
            t.length = depth;
            t.found = Some((v, trace.clone()));
        }
    }
}
