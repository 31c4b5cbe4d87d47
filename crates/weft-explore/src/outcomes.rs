//! Program outcomes: every distinct result an execution can produce (`weft outcomes`).
//!
//! An *outcome* is what a user of the program sees at the end of one execution: everything it
//! wrote to standard output and its exit status (`System.exit(n)`, 1 after an uncaught exception
//! in `main` or when every live thread is blocked, 0 otherwise). The search collects the outcome
//! of every path that ends, with how many explored paths ended with it (paths, not executions:
//! state matching merges the paths that reach one state, so the count says how often the search
//! met the outcome, not how likely it is) and the first path that produced it as a replayable
//! witness.
//!
//! Completeness needs the output in the state: the machine records standard output
//! (`Config::record_output`) and makes each write to it a scheduling point, so two paths that
//! printed different things are never matched, and the order of two threads' prints is explored
//! like any other interleaving.

use rustc_hash::FxHashMap;
use serde::{Deserialize, Serialize};

use crate::Counterexample;

/// How a path ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum End {
    /// `System.exit(n)` or `Runtime.halt(n)`.
    Exit(i32),
    /// Every non-daemon thread terminated.
    Finished,
    /// No thread can run while a non-daemon thread is blocked.
    Deadlock,
    /// No thread can run, and the live non-daemon threads are all taken to loop forever: the
    /// program never ends.
    Diverged,
}

/// One distinct result of the program.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ProgramOutcome {
    /// Everything the program wrote to standard output (lossily decoded as UTF-8).
    pub stdout: String,
    /// The exit status, as `weft run` would give it.
    pub exit: i32,
    /// The program ended with every live thread blocked (exit status 1).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub deadlock: bool,
    /// The program never ends: its live non-daemon threads were taken to loop forever without
    /// a scheduling point (exit status 1, as `weft run` gives it when it meets one).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub runs_forever: bool,
    /// How many explored paths ended with this outcome.
    pub count: u64,
    /// The first path that produced it.
    pub witness: Counterexample,
}

/// What makes two outcomes the same.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Key {
    stdout: Vec<u8>,
    exit: i32,
    deadlock: bool,
    runs_forever: bool,
}

impl Key {
    /// The outcome of a path that printed `stdout` and ended with `end`; `main_failed`: an
    /// exception escaped the main thread.
    pub fn new(stdout: &[u8], end: End, main_failed: bool) -> Key {
        let (exit, deadlock) = match end {
            End::Exit(code) => (code, false),
            End::Finished => (i32::from(main_failed), false),
            End::Deadlock => (1, true),
            End::Diverged => (1, false),
        };
        Key { stdout: stdout.to_vec(), exit, deadlock, runs_forever: end == End::Diverged }
    }
}

/// The outcomes met so far, in the order they were first met.
#[derive(Default)]
pub struct Collector {
    index: FxHashMap<Key, usize>,
    list: Vec<ProgramOutcome>,
}

impl Collector {
    /// Counts one more path with outcome `key`; says whether it is new (then [`Collector::add`]
    /// it with its witness).
    pub fn count(&mut self, key: &Key) -> bool {
        match self.index.get(key) {
            Some(&i) => {
                self.list[i].count += 1;
                false
            }
            None => true,
        }
    }

    /// Adds a new outcome with the path that produced it.
    pub fn add(&mut self, key: Key, witness: Counterexample) {
        self.index.insert(key.clone(), self.list.len());
        self.list.push(ProgramOutcome {
            stdout: String::from_utf8_lossy(&key.stdout).into_owned(),
            exit: key.exit,
            deadlock: key.deadlock,
            runs_forever: key.runs_forever,
            count: 1,
            witness,
        });
    }

    /// The outcomes, sorted by output and exit status so that reports are stable.
    pub fn into_list(self) -> Vec<ProgramOutcome> {
        let mut list = self.list;
        list.sort_by(|a, b| (&a.stdout, a.exit, a.deadlock).cmp(&(&b.stdout, b.exit, b.deadlock)));
        list
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn witness() -> Counterexample {
        Counterexample::of(Vec::new(), Vec::new(), 0, 0)
    }

    #[test]
    fn outcomes_are_told_apart_by_output_exit_status_and_deadlock_and_counted() {
        let mut c = Collector::default();
        let a = Key::new(b"x\n", End::Finished, false);
        assert!(c.count(&a));
        c.add(a.clone(), witness());
        assert!(!c.count(&a), "the same output and exit status again is counted, not added");
        let failed = Key::new(b"x\n", End::Finished, true);
        assert!(c.count(&failed), "an exception in main makes exit status 1: another outcome");
        c.add(failed, witness());
        let deadlock = Key::new(b"x\n", End::Deadlock, false);
        assert!(c.count(&deadlock));
        c.add(deadlock, witness());
        let exit1 = Key::new(b"x\n", End::Exit(1), false);
        assert!(!c.count(&exit1), "System.exit(1) prints the same and exits the same as a failed main");
        let list = c.into_list();
        assert_eq!(list.len(), 3);
        assert_eq!((list[0].exit, list[0].deadlock, list[0].count), (0, false, 2));
        assert_eq!((list[1].exit, list[1].deadlock, list[1].count), (1, false, 2));
        assert_eq!((list[2].exit, list[2].deadlock), (1, true));
    }
}
