//! The event vocabulary the monitors consume.
//!
//! Names (threads, variables, locks, source locations) are interned to dense integer ids in
//! order of first use, one id space per kind (see [`crate::Names`]). A variable and a lock with the
//! same spelling are different entities.

use std::fmt;

macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
        pub struct $name(pub u32);

        impl $name {
            /// The id as an index into dense tables.
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    };
}

id_type!(
    /// A thread, numbered in order of first appearance (as an event's thread or as the operand of
    /// `fork`/`join`).
    ThreadId
);
id_type!(
    /// A shared variable (read by `r`, written by `w`).
    VarId
);
id_type!(
    /// A lock (`acq`/`rel`; both count as writes of the lock).
    LockId
);
id_type!(
    /// A source location label, carried through conversions but ignored by the monitors.
    LocId
);

/// What an event does.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    /// `r(VAR)`: read a shared variable.
    Read(VarId),
    /// `w(VAR)`: write a shared variable.
    Write(VarId),
    /// `acq(LOCK)`: acquire a lock (conflicts like a write of the lock).
    Acquire(LockId),
    /// `rel(LOCK)`: release a lock (conflicts like a write of the lock).
    Release(LockId),
    /// `fork(THREAD)`: start a thread; orders the forking transaction before all of its events.
    Fork(ThreadId),
    /// `join(THREAD)`: wait for a thread; orders all of its events before the joining transaction.
    Join(ThreadId),
    /// `begin`: open a transaction block (nested blocks flatten into the outermost one).
    Begin,
    /// `end`: close the innermost open block.
    End,
}

impl Op {
    /// The tag used by the binary format and by [`Op::keyword`] (0..=7).
    #[inline]
    pub(crate) fn tag(self) -> u8 {
        match self {
            Op::Read(_) => 0,
            Op::Write(_) => 1,
            Op::Acquire(_) => 2,
            Op::Release(_) => 3,
            Op::Fork(_) => 4,
            Op::Join(_) => 5,
            Op::Begin => 6,
            Op::End => 7,
        }
    }

    /// The text keyword of the operation (`r`, `w`, `acq`, `rel`, `fork`, `join`, `begin`, `end`).
    pub fn keyword(self) -> &'static str {
        ["r", "w", "acq", "rel", "fork", "join", "begin", "end"][self.tag() as usize]
    }
}

/// One event of a trace.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Event {
    /// The thread performing the event.
    pub thread: ThreadId,
    /// What it does.
    pub op: Op,
    /// Optional source location label (monitors ignore it).
    pub loc: Option<LocId>,
    /// Position of the event for reports: the 1-based line in the text form (the binary form counts
    /// the same lines). Monitors only copy it into [`TxnId`]s; a model checker may use any number.
    pub line: u64,
}

/// A transaction named for reports: its thread and the line of its first event (its outermost
/// `begin`, or the single event of a unary transaction).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TxnId {
    /// The thread that ran the transaction.
    pub thread: ThreadId,
    /// The line of its first event.
    pub line: u64,
}

/// A serializability violation found by a monitor.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// 1-based index (among events, not lines) of the event at which the violation was detected.
    pub event: u64,
    /// Transactions on the cycle, in cycle order where the monitor knows it (see the crate docs for
    /// how much of the cycle each algorithm can name).
    pub cycle: Vec<TxnId>,
}
