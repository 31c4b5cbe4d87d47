//! The termination check: states of the explored graph from which no interleaving ends.
//!
//! A program that ends on some interleavings may, on others, reach a state from which it can
//! never end: a worker that swallows the interrupt meant to stop it loops on while `main` joins
//! it. No single path shows this (every path the search follows either ends or meets a state it
//! has seen), so the check works on the graph: the search records an edge for every transition
//! between stored states, and for every transition that ends a path whether the program ended
//! there (it exited, its threads finished, or they are deadlocked: a deadlock is reported on its
//! own). Once the search is complete, a backward traversal from those ends finds the states that
//! reach one; any other state is *trapped*: whatever the scheduler does from it, the program
//! never ends. A thread taken to loop forever (docs/design.md, "Threads that loop forever")
//! counts as never ending, as it does everywhere else.
//!
//! The partial-order reduction keeps the verdict exact (docs/design.md, "Programs that may never
//! end"): from every stored state it explores a persistent set, and every cycle of the reduced
//! graph has a fully expanded state. So an end reachable from a stored state in the full graph
//! is reachable from it in the reduced graph (Godefroid's argument for deadlocks), and if the
//! full graph has a trapped state, so does the reduced one. Which trapped state is reported
//! depends on the search; whether there is one does not, so the program gets at most one such
//! violation, with no location.

use rustc_hash::FxHashMap;
use weft_vm::fingerprint::Fingerprint;

use crate::Choice;

/// The explored graph, as the termination check needs it.
#[derive(Default)]
pub(crate) struct Graph {
    /// Stored states by fingerprint; 0 is the initial state. (Dead ends have a number but no
    /// fingerprint.)
    ids: FxHashMap<Fingerprint, u32>,
    /// For each state after the initial one, the state and the choice it was first reached
    /// from, and the depth of the path that reached it.
    first_reached: Vec<(u32, Choice, u32)>,
    /// Transitions between stored states, by source.
    edges: Vec<(u32, u32)>,
    /// States with a transition that ends the program, or cuts its path (`Verify.assume`).
    ending: Vec<u32>,
    /// States with a transition that deadlocks the program: no end, but a violation reported on
    /// its own, so no state that can reach one is trapped.
    deadlocking: Vec<u32>,
    /// States with a transition that read the clock in the program's code (see
    /// [`Graph::waits_for_time`]): not trapped, but no end either.
    timed: Vec<u32>,
    /// A transition left or reached a state the graph does not know (which would make a state
    /// look trapped for want of its edge): the check is not made.
    broken: bool,
}

impl Graph {
    /// A graph holding the initial state, stored with `fingerprint`.
    pub(crate) fn new(fingerprint: Fingerprint) -> Graph {
        let mut g = Graph::default();
        g.ids.insert(fingerprint, 0);
        g.first_reached.push((0, Choice::Thread(0), 0));
        g
    }

    /// The number of a state, given the fingerprint its node carries (0 for the initial node).
    fn id(&self, fingerprint: Fingerprint) -> Option<u32> {
        if fingerprint == 0 {
            return Some(0);
        }
        self.ids.get(&fingerprint).copied()
    }

    /// A transition from the state of `from` by `choice` stored a new state.
    pub(crate) fn stored(&mut self, from: Fingerprint, choice: Choice, to: Fingerprint, depth: u32) {
        let Some(source) = self.id(from) else {
            self.broken = true;
            return;
        };
        let id = self.first_reached.len() as u32;
        self.ids.insert(to, id);
        self.first_reached.push((source, choice, depth));
        self.edges.push((source, id));
    }

    /// A transition from the state of `from` reached a state stored before.
    pub(crate) fn matched(&mut self, from: Fingerprint, to: Fingerprint) {
        match (self.id(from), self.ids.get(&to).copied()) {
            (Some(source), Some(target)) => self.edges.push((source, target)),
            _ => self.broken = true,
        }
    }

    /// A transition from the state of `from` by `choice` reached a state with no successor
    /// that is no end: every live non-daemon thread loops forever. It is not stored (nothing
    /// follows it), so it becomes a state of the graph here, at the path's `depth`.
    pub(crate) fn dead_end(&mut self, from: Fingerprint, choice: Choice, depth: u32) {
        let Some(source) = self.id(from) else {
            self.broken = true;
            return;
        };
        let id = self.first_reached.len() as u32;
        self.first_reached.push((source, choice, depth));
        self.edges.push((source, id));
    }

    /// A transition from the state of `from` read the clock in the program's code: as time
    /// passes in the JVM, the state may lead to an end that the search, whose time is abstract
    /// and passes only at time-outs, did not see (a loop waiting for a deadline, yielding). It
    /// is not reported as unable to end.
    pub(crate) fn waits_for_time(&mut self, from: Fingerprint) {
        match self.id(from) {
            Some(source) => self.timed.push(source),
            None => self.broken = true,
        }
    }

    /// A transition from the state of `from` ended the program (or cut its path).
    pub(crate) fn ended(&mut self, from: Fingerprint) {
        match self.id(from) {
            Some(source) => self.ending.push(source),
            None => self.broken = true,
        }
    }

    /// A transition from the state of `from` deadlocked the program.
    pub(crate) fn deadlocked(&mut self, from: Fingerprint) {
        match self.id(from) {
            Some(source) => self.deadlocking.push(source),
            None => self.broken = true,
        }
    }

    /// Whether some path ended or deadlocked, or the graph is not whole (for `weft replay`:
    /// whether the state it started from is not shown trapped).
    pub(crate) fn some_path_stopped(&self) -> bool {
        self.broken || !self.ending.is_empty() || !self.deadlocking.is_empty() || !self.timed.is_empty()
    }

    /// Whether the graph can be judged: it is whole, and some path ended (when none does, the
    /// report says so without a violation; a deadlock is no end of the program).
    pub(crate) fn judgeable(&self) -> bool {
        !self.broken && !self.ending.is_empty()
    }

    /// The choices that lead from the initial state to a trapped state, one per stored state on
    /// the way, each with the depth of the state it leads to (the search may have run on through
    /// states it did not store), if there is a trapped state: the shallowest, which is the first
    /// on its path, so the last choice is the one after which the program can no longer end.
    pub(crate) fn trapped(&self) -> Option<Vec<(Choice, u32)>> {
        let n = self.first_reached.len();
        // Backward reachability from the states that end, over edges sorted by target.
        let mut by_target: Vec<(u32, u32)> = self.edges.iter().map(|&(s, t)| (t, s)).collect();
        by_target.sort_unstable();
        let mut can_end = vec![false; n];
        let mut work: Vec<u32> = Vec::new();
        for &s in self.ending.iter().chain(&self.deadlocking).chain(&self.timed) {
            if !can_end[s as usize] {
                can_end[s as usize] = true;
                work.push(s);
            }
        }
        while let Some(t) = work.pop() {
            let start = by_target.partition_point(|&(target, _)| target < t);
            for &(_, s) in by_target[start..].iter().take_while(|&&(target, _)| target == t) {
                if !can_end[s as usize] {
                    can_end[s as usize] = true;
                    work.push(s);
                }
            }
        }
        let trapped = (0..n).filter(|&i| !can_end[i]).min_by_key(|&i| (self.first_reached[i].2, i))?;
        let mut choices = Vec::new();
        let mut at = trapped;
        while at != 0 {
            let (parent, choice, depth) = self.first_reached[at];
            choices.push((choice, depth));
            at = parent as usize;
        }
        choices.reverse();
        Some(choices)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// States 1 and 2 form a cycle that reaches an end through 1; 3 and 4 form one that does
    /// not, and 5 is a dead end.
    fn graph() -> Graph {
        let mut g = Graph::new(100);
        g.stored(0, Choice::Thread(0), 101, 1);
        g.stored(101, Choice::Thread(1), 102, 2);
        g.matched(102, 101);
        g.ended(101);
        g.stored(0, Choice::Thread(1), 103, 1);
        g.stored(103, Choice::Thread(0), 104, 2);
        g.matched(104, 103);
        g
    }

    #[test]
    fn a_cycle_from_which_no_end_is_reachable_is_trapped() {
        let g = graph();
        assert!(g.judgeable());
        assert_eq!(g.trapped(), Some(vec![(Choice::Thread(1), 1)]));
    }

    #[test]
    fn a_cycle_with_a_way_out_is_not_trapped() {
        let mut g = graph();
        g.ended(104);
        assert_eq!(g.trapped(), None);
    }

    #[test]
    fn a_dead_end_is_trapped_and_the_path_leads_to_it() {
        let mut g = graph();
        g.ended(104);
        g.dead_end(102, Choice::Thread(1), 3);
        assert_eq!(g.trapped(), Some(vec![(Choice::Thread(0), 1), (Choice::Thread(1), 2), (Choice::Thread(1), 3)]));
    }

    #[test]
    fn a_state_that_reads_the_clock_may_end_but_ends_nothing() {
        let mut g = graph();
        g.waits_for_time(103);
        assert_eq!(g.trapped(), None);
        let mut none_ends = Graph::new(100);
        none_ends.stored(0, Choice::Thread(0), 101, 1);
        none_ends.waits_for_time(101);
        assert!(!none_ends.judgeable());
        assert!(none_ends.some_path_stopped());
    }

    #[test]
    fn an_edge_to_an_unknown_state_makes_the_graph_unjudgeable() {
        let mut g = graph();
        g.matched(104, 999);
        assert!(!g.judgeable());
    }
}
