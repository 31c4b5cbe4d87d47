//! Streaming atomicity (conflict-serializability) monitors for traces of concurrent programs.
//!
//! A *trace* is a sequence of events of threads: reads and writes of shared variables, lock
//! acquires and releases, forks and joins, and `begin`/`end` marks delimiting *transactions* — blocks
//! the programmer meant to be atomic. Nested blocks flatten into the outermost one, and an event outside
//! every block is a transaction of its own (a *unary* transaction). Two events *conflict* (are
//! dependent) when they belong to the same thread, access the same variable and at least one writes
//! it, or touch the same lock (acquire and release count as writes of the lock); `fork(U)` conflicts
//! with every event of `U` after it and `join(U)` with every event of `U` before it. A trace is
//! *conflict-serializable* (here: atomic) iff it is equivalent, by swapping adjacent non-conflicting
//! events, to a serial trace in which every transaction runs without interruption; equivalently iff
//! the *conflict graph* — transactions as nodes, an edge from the transaction of every event to the
//! transaction of every later conflicting event — is acyclic (Farzan & Madhusudan, Lemma 1).
//!
//! # The three monitors
//!
//! All three implement [`Monitor`]: they read the trace once, event by event, and report the first
//! violation they detect. They always agree on the verdict for a whole trace.
//!
//! * [`Algorithm::Cg`] — [`CgMonitor`]: the classic conflict graph over all transactions, with
//!   incremental (Pearce–Kelly) cycle detection. Reports the earliest event closing a cycle and the
//!   whole cycle, but memory grows with the number of transactions. The baseline.
//! * [`Algorithm::Scg`] — [`ScgMonitor`]: the *summarized conflict graph* of A. Farzan and
//!   P. Madhusudan, "Monitoring Atomicity in Concurrent Programs", CAV 2008 (Rules 1–5). Only active
//!   transactions are nodes; completed ones are summarized into the labels of the active transactions
//!   that reach them (never simply deleted, which is unsound). Memory `O(k^2 + k*n)` for `k` active
//!   transactions and `n` entities, independent of the trace length; a finite automaton for a fixed
//!   number of threads and entities, which is what makes model checking atomicity decidable. Detects
//!   cycles when they collapse into self-loops, which can be later than the earliest event closing
//!   them (see the [`scg`] module docs and `docs/atomicity.md`).
//! * [`Algorithm::Vc`] (the default) — [`VcMonitor`]: a one-pass vector-clock algorithm in the spirit of
//!   AeroDrome (U. Mathur and M. Viswanathan, "Atomicity Checking in Linear Time using Vector Clocks",
//!   ASPLOS 2020): linear time in the trace length, memory independent of it, and the earliest
//!   detection point, like the conflict graph. It keeps *successor* clocks of the active transactions
//!   and updates them when an edge is added (see the [`vc`] module docs for how this differs from
//!   AeroDrome's end-of-transaction propagation).
//!
//! # Traces
//!
//! Two interchangeable forms, both read in a streaming fashion (bounded memory):
//! a line-oriented text form ([`text`] module docs) and a compact binary form ([`binary`] module docs)
//! that converts to and from text losslessly ([`convert_text_to_binary`], [`convert_binary_to_text`])
//! and reads several times faster. Readers check that a trace is well formed (see `docs/atomicity.md`)
//! and report malformed input as a [`TraceError`] with a line number.
//!
//! ```
//! use weft_atomicity::{monitor_text, Algorithm, Verdict};
//! let trace = "T1|begin\nT1|r(x)\nT2|w(x)\nT1|w(x)\nT1|end\n";
//! let report = monitor_text(trace.as_bytes(), Algorithm::Vc).unwrap();
//! assert_eq!(report.verdict, Verdict::Violation);
//! assert_eq!(report.event, Some(4)); // T1's write closes the cycle T1 -> T2 -> T1
//! ```
//!
//! # Use inside a model checker
//!
//! Monitors are ordinary values: clone to snapshot, assign to restore. [`Monitor::state_hash`] gives a
//! canonical summary for state matching; for the summarized conflict graph it is the state of the
//! paper's finite automaton, for the vector clocks it is the clock state with transaction identities
//! replaced by their ranks (also finite for finitely many threads and entities), and for the conflict
//! graph it is the whole graph.

pub mod binary;
pub mod cg;
mod error;
mod event;
mod intern;
mod monitor;
pub mod scg;
pub mod text;
mod validate;
pub mod vc;

pub use binary::BinaryWriter;
pub use cg::CgMonitor;
pub use error::TraceError;
pub use event::{Event, LocId, LockId, Op, ThreadId, TxnId, VarId, Violation};
pub use intern::Interner;
pub use monitor::Monitor;
pub use scg::ScgMonitor;
pub use text::TextWriter;
pub use vc::VcMonitor;

use binary::BinaryReader;
use serde::Serialize;
use std::fmt;
use std::hash::Hasher;
use std::io::{BufRead, Read, Write};
use std::str::FromStr;
use std::time::Instant;
use text::{Record, TextReader};
use validate::Validator;

/// Which monitor to run.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Vector clocks over active transactions ([`VcMonitor`]); the default.
    #[default]
    Vc,
    /// The full conflict graph ([`CgMonitor`]).
    Cg,
    /// The summarized conflict graph ([`ScgMonitor`]).
    Scg,
}

impl Algorithm {
    /// All algorithms.
    pub const ALL: [Algorithm; 3] = [Algorithm::Vc, Algorithm::Cg, Algorithm::Scg];

    /// The lower-case name (`vc`, `cg`, `scg`).
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Vc => "vc",
            Algorithm::Cg => "cg",
            Algorithm::Scg => "scg",
        }
    }
}

impl fmt::Display for Algorithm {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Algorithm {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s.to_ascii_lowercase().as_str() {
            "vc" => Ok(Algorithm::Vc),
            "cg" => Ok(Algorithm::Cg),
            "scg" => Ok(Algorithm::Scg),
            _ => Err(format!("unknown algorithm `{s}` (expected vc, cg or scg)")),
        }
    }
}

/// The names behind the ids of a trace, one table per kind, ids in order of first use.
#[derive(Clone, Debug, Default)]
pub struct Names {
    /// Thread names ([`ThreadId`]s).
    pub threads: Interner,
    /// Variable names ([`VarId`]s).
    pub vars: Interner,
    /// Lock names ([`LockId`]s).
    pub locks: Interner,
    /// Location labels ([`LocId`]s).
    pub locs: Interner,
}

/// The verdict of a monitoring run.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Verdict {
    /// The trace is conflict-serializable.
    Serializable,
    /// The trace is not.
    Violation,
}

/// A transaction in a report: its thread's name and the line of its first event (its outermost
/// `begin`, or the single event of a unary transaction).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TxnRef {
    /// Thread name.
    pub thread: String,
    /// 1-based line of the transaction's first event.
    pub line: u64,
}

/// The result of monitoring one trace. Serializes (serde) to
/// `{"verdict": "serializable"|"violation", "event": N|null, "cycle": [{"thread": .., "line": ..}, ..],
/// "events": .., "threads": .., "entities": .., "seconds": ..}`.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct MonitorReport {
    /// Serializable or not.
    pub verdict: Verdict,
    /// 1-based index (among events) of the event at which the violation was detected; `null` if none.
    pub event: Option<u64>,
    /// Transactions on the cycle (empty if none). The conflict graph names every transaction on one
    /// cycle; the vector clocks name the transaction that closed it, the active transactions on it and
    /// the transaction it conflicted with; the summarized graph names the active transactions involved.
    pub cycle: Vec<TxnRef>,
    /// Events read (up to and including the event where the violation was detected).
    pub events: u64,
    /// Distinct threads named so far.
    pub threads: usize,
    /// Distinct entities (variables and locks) named so far.
    pub entities: usize,
    /// Wall-clock time of the run, reading included.
    pub seconds: f64,
}

impl MonitorReport {
    /// The report as one line of JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("report serializes")
    }
}

/// Any of the three monitors, chosen at run time.
#[derive(Clone, Debug)]
pub enum AnyMonitor {
    /// Vector clocks.
    Vc(VcMonitor),
    /// Conflict graph.
    Cg(CgMonitor),
    /// Summarized conflict graph.
    Scg(ScgMonitor),
}

impl AnyMonitor {
    /// A fresh monitor of the given kind.
    pub fn new(algorithm: Algorithm) -> Self {
        match algorithm {
            Algorithm::Vc => AnyMonitor::Vc(VcMonitor::new()),
            Algorithm::Cg => AnyMonitor::Cg(CgMonitor::new()),
            Algorithm::Scg => AnyMonitor::Scg(ScgMonitor::new()),
        }
    }
}

impl Monitor for AnyMonitor {
    fn event(&mut self, e: &Event) -> Option<Violation> {
        match self {
            AnyMonitor::Vc(m) => m.event(e),
            AnyMonitor::Cg(m) => m.event(e),
            AnyMonitor::Scg(m) => m.event(e),
        }
    }
    fn finish(&mut self) -> Option<Violation> {
        match self {
            AnyMonitor::Vc(m) => m.finish(),
            AnyMonitor::Cg(m) => m.finish(),
            AnyMonitor::Scg(m) => m.finish(),
        }
    }
    fn state_hash<H: Hasher>(&self, h: &mut H) {
        match self {
            AnyMonitor::Vc(m) => m.state_hash(h),
            AnyMonitor::Cg(m) => m.state_hash(h),
            AnyMonitor::Scg(m) => m.state_hash(h),
        }
    }
    fn events(&self) -> u64 {
        match self {
            AnyMonitor::Vc(m) => m.events(),
            AnyMonitor::Cg(m) => m.events(),
            AnyMonitor::Scg(m) => m.events(),
        }
    }
}

/// A streaming source of trace records.
trait Source {
    fn next(&mut self) -> Result<Option<Record<'_>>, TraceError>;
    fn next_event(&mut self) -> Result<Option<Event>, TraceError> {
        loop {
            match self.next()? {
                None => return Ok(None),
                Some(Record::Event(e)) => return Ok(Some(e)),
                Some(Record::Raw(_)) => {}
            }
        }
    }
    fn names(&self) -> &Names;
}

impl<R: Read> Source for TextReader<R> {
    #[inline(always)]
    fn next(&mut self) -> Result<Option<Record<'_>>, TraceError> {
        TextReader::next(self)
    }
    #[inline(always)]
    fn next_event(&mut self) -> Result<Option<Event>, TraceError> {
        TextReader::next_event(self)
    }
    fn names(&self) -> &Names {
        TextReader::names(self)
    }
}

impl<R: Read> Source for BinaryReader<R> {
    #[inline(always)]
    fn next(&mut self) -> Result<Option<Record<'_>>, TraceError> {
        BinaryReader::next(self)
    }
    #[inline(always)]
    fn next_event(&mut self) -> Result<Option<Event>, TraceError> {
        BinaryReader::next_event(self)
    }
    fn names(&self) -> &Names {
        BinaryReader::names(self)
    }
}

/// Events handed from the reading thread to the monitoring thread at a time.
const BATCH: usize = 4096;

/// Reads, checks and monitors a whole trace. With two or more cores the monitor runs on a second
/// thread, fed batches of checked events through a bounded channel (so memory stays bounded), while
/// this thread reads and validates; the results are exactly those of the sequential loop: events are
/// monitored in order, and a reading error only counts if no violation was found before it. Setting
/// the environment variable `WEFT_ATOMICITY_SEQUENTIAL` forces the single-threaded loop.
fn run_monitor<S: Source, M: Monitor + Send>(
    src: &mut S,
    monitor: M,
    start: Instant,
) -> Result<MonitorReport, TraceError> {
    let parallel = std::thread::available_parallelism().is_ok_and(|n| n.get() >= 2)
        && std::env::var_os("WEFT_ATOMICITY_SEQUENTIAL").is_none();
    let (found, events) = run_sequential(src, monitor, parallel)?;
    let names = src.names();
    let (verdict, event, cycle) = match found {
        Some(v) => (
            Verdict::Violation,
            Some(v.event),
            v.cycle
                .iter()
                .map(|t| TxnRef { thread: names.threads.name(t.thread.0).into_owned(), line: t.line })
                .collect(),
        ),
        None => (Verdict::Serializable, None, Vec::new()),
    };
    Ok(MonitorReport {
        verdict,
        event,
        cycle,
        events,
        threads: names.threads.len(),
        entities: names.vars.len() + names.locks.len(),
        seconds: start.elapsed().as_secs_f64(),
    })
}

/// Events monitored on the reading thread before a long trace moves the monitor to its own thread.
const PIPELINE_AFTER: u64 = 1 << 16;

fn run_sequential<S: Source, M: Monitor + Send>(
    src: &mut S,
    mut monitor: M,
    parallel: bool,
) -> Result<(Option<Violation>, u64), TraceError> {
    let mut validator = Validator::default();
    while let Some(e) = src.next_event()? {
        validator.check(&e, src.names())?;
        if let Some(v) = monitor.event(&e) {
            return Ok((Some(v), monitor.events()));
        }
        if parallel && monitor.events() == PIPELINE_AFTER {
            return run_pipelined(src, monitor, validator);
        }
    }
    let found = monitor.finish();
    Ok((found, monitor.events()))
}

fn run_pipelined<S: Source, M: Monitor + Send>(
    src: &mut S,
    mut monitor: M,
    mut validator: Validator,
) -> Result<(Option<Violation>, u64), TraceError> {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::mpsc::sync_channel;
    let stop = AtomicBool::new(false);
    let (full_tx, full_rx) = sync_channel::<Vec<Event>>(4);
    let (empty_tx, empty_rx) = sync_channel::<Vec<Event>>(8);
    std::thread::scope(|scope| {
        let stop = &stop;
        // Returns (violation found at an event, violation found by `finish`, events monitored).
        let consumer = scope.spawn(move || {
            for batch in full_rx.iter() {
                for e in &batch {
                    if let Some(v) = monitor.event(e) {
                        stop.store(true, Ordering::Relaxed);
                        return (Some(v), None, monitor.events());
                    }
                }
                let _ = empty_tx.try_send(batch);
            }
            let at_end = monitor.finish();
            (None, at_end, monitor.events())
        });
        let read = (|| -> Result<(), TraceError> {
            loop {
                let mut batch = empty_rx.try_recv().unwrap_or_else(|_| Vec::with_capacity(BATCH));
                batch.clear();
                let mut outcome = None;
                while batch.len() < BATCH {
                    match src.next_event() {
                        Ok(Some(e)) => match validator.check(&e, src.names()) {
                            Ok(()) => batch.push(e),
                            Err(err) => {
                                outcome = Some(Err(err));
                                break;
                            }
                        },
                        Ok(None) => {
                            outcome = Some(Ok(()));
                            break;
                        }
                        Err(err) => {
                            outcome = Some(Err(err));
                            break;
                        }
                    }
                }
                if full_tx.send(batch).is_err() || stop.load(Ordering::Relaxed) {
                    return Ok(()); // the monitor stopped at a violation
                }
                if let Some(outcome) = outcome {
                    return outcome;
                }
            }
        })();
        drop(full_tx);
        let (found, at_end, events) = consumer.join().expect("monitor thread panicked");
        match (found, read) {
            (Some(v), _) => Ok((Some(v), events)),
            (None, Err(e)) => Err(e),
            (None, Ok(())) => Ok((at_end, events)),
        }
    })
}

fn dispatch<S: Source>(src: &mut S, algorithm: Algorithm, start: Instant) -> Result<MonitorReport, TraceError> {
    match algorithm {
        Algorithm::Vc => run_monitor(src, VcMonitor::new(), start),
        Algorithm::Cg => run_monitor(src, CgMonitor::new(), start),
        Algorithm::Scg => run_monitor(src, ScgMonitor::new(), start),
    }
}

/// Monitors a text trace.
pub fn monitor_text<R: BufRead>(input: R, algorithm: Algorithm) -> Result<MonitorReport, TraceError> {
    let start = Instant::now();
    dispatch(&mut TextReader::new(input, false), algorithm, start)
}

/// Monitors a binary trace.
pub fn monitor_binary<R: Read>(input: R, algorithm: Algorithm) -> Result<MonitorReport, TraceError> {
    let start = Instant::now();
    dispatch(&mut BinaryReader::new(input), algorithm, start)
}

/// Reads up to 8 bytes, returning them and how many there were.
fn sniff<R: Read>(input: &mut R) -> Result<([u8; 8], usize), TraceError> {
    let mut prefix = [0u8; 8];
    let mut n = 0;
    while n < prefix.len() {
        match input.read(&mut prefix[n..]) {
            Ok(0) => break,
            Ok(k) => n += k,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e.into()),
        }
    }
    Ok((prefix, n))
}

/// Whether `prefix` (the first bytes of a trace) starts like a binary trace.
pub fn is_binary(prefix: &[u8]) -> bool {
    prefix.starts_with(binary::MAGIC)
}

/// Monitors a trace in either form, recognizing the binary form by its magic number.
pub fn monitor_auto<R: BufRead>(mut input: R, algorithm: Algorithm) -> Result<MonitorReport, TraceError> {
    let start = Instant::now();
    let (prefix, n) = sniff(&mut input)?;
    let chained = std::io::Cursor::new(prefix).take(n as u64).chain(input);
    if is_binary(&prefix[..n]) {
        dispatch(&mut BinaryReader::new(chained), algorithm, start)
    } else {
        dispatch(&mut TextReader::new(chained, false), algorithm, start)
    }
}

/// A streaming writer of one of the two trace forms.
pub trait TraceWriter {
    /// Appends an event, naming its ids through `names`.
    fn write_event(&mut self, names: &Names, e: &Event) -> std::io::Result<()>;
    /// Appends a comment or blank line (without its terminator).
    fn write_raw(&mut self, line: &[u8]) -> std::io::Result<()>;
}

impl<W: Write> TraceWriter for TextWriter<W> {
    fn write_event(&mut self, names: &Names, e: &Event) -> std::io::Result<()> {
        TextWriter::write_event(self, names, e)
    }
    fn write_raw(&mut self, line: &[u8]) -> std::io::Result<()> {
        TextWriter::write_raw(self, line)
    }
}

impl<W: Write> TraceWriter for BinaryWriter<W> {
    fn write_event(&mut self, names: &Names, e: &Event) -> std::io::Result<()> {
        BinaryWriter::write_event(self, names, e)
    }
    fn write_raw(&mut self, line: &[u8]) -> std::io::Result<()> {
        BinaryWriter::write_raw(self, line)
    }
}

fn copy<S: Source, T: TraceWriter>(src: &mut S, out: &mut T) -> Result<u64, TraceError> {
    let mut lines = 0;
    loop {
        match src.next()? {
            None => return Ok(lines),
            Some(Record::Event(e)) => out.write_event(src.names(), &e)?,
            Some(Record::Raw(line)) => out.write_raw(line)?,
        }
        lines += 1;
    }
}

/// Converts a text trace to the binary form, streaming. Comment and blank lines are kept, so line
/// numbers stay the same. Checks the syntax but not the structure (a structurally malformed trace
/// converts, and monitoring either form reports the same error). Returns the number of lines.
pub fn convert_text_to_binary<R: BufRead, W: Write>(input: R, output: W) -> Result<u64, TraceError> {
    let mut writer = BinaryWriter::new(output);
    let lines = copy(&mut TextReader::new(input, true), &mut writer)?;
    writer.finish()?;
    Ok(lines)
}

/// Converts a binary trace to the text form, streaming. Returns the number of lines.
pub fn convert_binary_to_text<R: Read, W: Write>(input: R, output: W) -> Result<u64, TraceError> {
    let mut writer = TextWriter::new(output);
    let lines = copy(&mut BinaryReader::new(input), &mut writer)?;
    writer.finish()?;
    Ok(lines)
}

/// Reads every event of a trace in either form (recognized by its magic number) and hands it to `f`
/// with the name tables, streaming; stops early when `f` returns `false`. Does not check the structure.
pub fn for_each_event<R: BufRead, F>(mut input: R, mut f: F) -> Result<(), TraceError>
where
    F: FnMut(&Names, &Event) -> bool,
{
    fn drive<S: Source>(src: &mut S, f: &mut impl FnMut(&Names, &Event) -> bool) -> Result<(), TraceError> {
        while let Some(e) = src.next_event()? {
            if !f(src.names(), &e) {
                break;
            }
        }
        Ok(())
    }
    let (prefix, n) = sniff(&mut input)?;
    let chained = std::io::Cursor::new(prefix).take(n as u64).chain(input);
    if is_binary(&prefix[..n]) {
        drive(&mut BinaryReader::new(chained), &mut f)
    } else {
        drive(&mut TextReader::new(chained, true), &mut f)
    }
}
