//! The streaming interface every algorithm implements.

use crate::event::{Event, Violation};
use std::hash::Hasher;

/// A streaming serializability monitor.
///
/// Feed it the events of one trace in order with [`Monitor::event`]; at the end of the trace call
/// [`Monitor::finish`]. The monitors assume a well-formed trace (`end` matches a `begin`, `fork(U)`
/// precedes all events of `U`, `join(U)` follows them; the trace readers check this, see
/// `docs/atomicity.md`): on a malformed one they do not panic, but their verdicts are unspecified.
/// After a violation has been reported the verdicts for the rest of the trace are unspecified too;
/// callers stop at the first one.
///
/// Monitors are plain values: [`Clone`] is the snapshot, assignment the restore, so a model checker
/// can carry one along each search path. [`Monitor::state_hash`] feeds a canonical summary of
/// everything that can still influence a future verdict to a hasher, for state matching.
pub trait Monitor: Clone {
    /// Processes the next event. Returns the violation if this event is where the monitor detects
    /// that the trace so far is not conflict-serializable.
    fn event(&mut self, e: &Event) -> Option<Violation>;

    /// Declares the end of the trace. Monitors that only detect some cycles once transactions end
    /// (the summarized conflict graph) close every open transaction here and report what that
    /// reveals; the others return `None`.
    fn finish(&mut self) -> Option<Violation> {
        None
    }

    /// Feeds a canonical summary of the monitor state to `h`: two states with the same summary give
    /// the same verdicts on every continuation. Line numbers (report-only data) are left out.
    fn state_hash<H: Hasher>(&self, h: &mut H);

    /// Number of events processed so far.
    fn events(&self) -> u64;
}
