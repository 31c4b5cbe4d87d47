//! The text trace format: one event per line.
//!
//! ```text
//! # a comment line; blank lines are ignored too
//! T1|begin|Account.java:10
//! T1|r(balance)|Account.java:11
//! T2|w(balance)
//! T1|w(balance)|Account.java:12
//! T1|end
//! ```
//!
//! A line is `THREAD|OP` or `THREAD|OP|LOC`, with OP one of `r(VAR)`, `w(VAR)`, `acq(LOCK)`,
//! `rel(LOCK)`, `fork(THREAD)`, `join(THREAD)`, `begin`, `end`. Names are non-empty and contain no
//! `|`, `(`, `)` or whitespace (a thread name also cannot start with `#`, which starts a comment).
//! LOC is any non-empty text without `|`. A trailing `\r` is ignored. See `docs/atomicity.md`.
//!
//! The reader is streaming (a buffer of a few hundred KiB, grown only for a longer line), parses
//! bytes in place without allocating per line, and interns names through [`Interner`].

use crate::error::TraceError;
use crate::event::{Event, LocId, LockId, Op, ThreadId, VarId};
use crate::intern::{load8, Interner};
use crate::Names;
use std::io::{self, Read, Write};

/// Bytes kept readable past the end of the data, so short look-aheads and 8-byte loads never need a
/// bounds check against the data end.
const SLACK: usize = 16;
const INITIAL_BUFFER: usize = 256 * 1024;

/// One line of a trace as the readers hand it out.
pub(crate) enum Record<'a> {
    /// An event line.
    Event(Event),
    /// A comment or blank line, without its line terminator.
    Raw(&'a [u8]),
}

#[inline(always)]
fn is_space(c: u8) -> bool {
    matches!(c, b' ' | b'\t' | b'\r' | b'\n' | 0x0b | 0x0c)
}

/// Why a name is not acceptable, if it is not.
pub(crate) fn check_name(name: &[u8], what: &str) -> Result<(), String> {
    if name.is_empty() {
        return Err(format!("empty {what} name"));
    }
    if let Some(&c) = name.iter().find(|&&c| matches!(c, b'|' | b'(' | b')') || is_space(c)) {
        let shown = String::from_utf8_lossy(name);
        let c = match c {
            b'|' | b'(' | b')' => format!("`{}`", c as char),
            _ => "whitespace".to_string(),
        };
        return Err(format!("bad {what} name `{shown}`: names may not contain {c}"));
    }
    Ok(())
}

fn check_thread_name(name: &[u8]) -> Result<(), String> {
    check_name(name, "thread")?;
    if name[0] == b'#' {
        return Err(format!(
            "bad thread name `{}`: a thread name may not start with `#`",
            String::from_utf8_lossy(name)
        ));
    }
    Ok(())
}

fn shown(bytes: &[u8]) -> String {
    let s = String::from_utf8_lossy(bytes);
    if s.chars().count() > 60 {
        format!("{}...", s.chars().take(60).collect::<String>())
    } else {
        s.into_owned()
    }
}

/// Streaming reader of the text form.
pub(crate) struct TextReader<R> {
    input: R,
    buf: Vec<u8>,
    pos: usize,
    end: usize,
    eof: bool,
    line: u64,
    names: Names,
    keep_locs: bool,
}

impl<R: Read> TextReader<R> {
    /// A reader; `keep_locs` interns locations (conversion) instead of only checking them (monitoring).
    pub(crate) fn new(input: R, keep_locs: bool) -> Self {
        TextReader {
            input,
            buf: vec![0; INITIAL_BUFFER + SLACK],
            pos: 0,
            end: 0,
            eof: false,
            line: 0,
            names: Names::default(),
            keep_locs,
        }
    }

    pub(crate) fn names(&self) -> &Names {
        &self.names
    }

    /// Moves unread bytes to the front and reads more; grows the buffer if a single line fills it.
    fn refill(&mut self) -> io::Result<()> {
        if self.pos > 0 {
            self.buf.copy_within(self.pos..self.end, 0);
            self.end -= self.pos;
            self.pos = 0;
        }
        let cap = self.buf.len() - SLACK;
        if self.end == cap {
            self.buf.resize(2 * cap + SLACK, 0);
        }
        let cap = self.buf.len() - SLACK;
        loop {
            match self.input.read(&mut self.buf[self.end..cap]) {
                Ok(0) => {
                    self.eof = true;
                    return Ok(());
                }
                Ok(n) => {
                    self.end += n;
                    return Ok(());
                }
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            }
        }
    }

    /// Calls `f` on every line in order until `f` returns `Ok(false)`, the input ends or an error
    /// occurs.
    pub(crate) fn for_each<F>(&mut self, mut f: F) -> Result<(), TraceError>
    where
        F: FnMut(&Names, Record<'_>) -> Result<bool, TraceError>,
    {
        loop {
            // The complete lines in the buffer: [pos, lim), lim just past the last '\n'.
            let lim = match memchr::memrchr(b'\n', &self.buf[self.pos..self.end]) {
                Some(i) => self.pos + i + 1,
                None if self.eof => {
                    if self.pos == self.end {
                        return Ok(());
                    }
                    // A last line without a terminator: give it one.
                    if self.end + SLACK >= self.buf.len() {
                        self.buf.resize(self.buf.len() + SLACK, 0);
                    }
                    self.buf[self.end] = b'\n';
                    self.end += 1;
                    continue;
                }
                None => {
                    self.refill()?;
                    continue;
                }
            };
            while self.pos < lim {
                let (next, rec) = self.parse_line(self.pos)?;
                self.pos = next;
                let keep_going = match rec {
                    Parsed::Event(e) => f(&self.names, Record::Event(e))?,
                    Parsed::Raw(a, b) => f(&self.names, Record::Raw(&self.buf[a..b]))?,
                };
                if !keep_going {
                    return Ok(());
                }
            }
            if !self.eof {
                self.refill()?;
            } else if self.pos == self.end {
                return Ok(());
            }
        }
    }

    /// Parses the line starting at `start` (which is known to end with `'\n'` inside the data).
    /// Returns the offset just past its `'\n'`.
    #[inline(always)]
    fn parse_line(&mut self, start: usize) -> Result<(usize, Parsed), TraceError> {
        self.line += 1;
        let line_no = self.line;
        let b = &self.buf[..];
        let c0 = b[start];
        if c0 == b'#' || is_space(c0) {
            return self.parse_raw(start);
        }
        // Thread name, up to '|'.
        let mut i = start;
        loop {
            let c = b[i];
            if c == b'|' {
                break;
            }
            if c == b'\n' {
                let text = trim_cr(&b[start..i]);
                return Err(TraceError::malformed(
                    line_no,
                    format!("missing `|` between thread and operation in `{}`", shown(text)),
                ));
            }
            i += 1;
        }
        let thread = self
            .names
            .threads
            .intern_checked(&b[start..i], load8(b, start), check_thread_name)
            .map_err(|m| TraceError::malformed(line_no, m))?;
        i += 1;
        let op_start = i;
        // The operation.
        let kind: u8; // 0 r, 1 w, 2 acq, 3 rel, 4 fork, 5 join, 6 begin, 7 end
        match b[i] {
            b'r' if b[i + 1] == b'(' => {
                kind = 0;
                i += 2;
            }
            b'r' if &b[i..i + 4] == b"rel(" => {
                kind = 3;
                i += 4;
            }
            b'w' if b[i + 1] == b'(' => {
                kind = 1;
                i += 2;
            }
            b'a' if &b[i..i + 4] == b"acq(" => {
                kind = 2;
                i += 4;
            }
            b'f' if &b[i..i + 5] == b"fork(" => {
                kind = 4;
                i += 5;
            }
            b'j' if &b[i..i + 5] == b"join(" => {
                kind = 5;
                i += 5;
            }
            b'b' if &b[i..i + 5] == b"begin" => {
                kind = 6;
                i += 5;
            }
            b'e' if &b[i..i + 3] == b"end" => {
                kind = 7;
                i += 3;
            }
            _ => return Err(self.unknown_op(op_start, line_no)),
        }
        let op = if kind < 6 {
            let name_start = i;
            loop {
                let c = b[i];
                if c == b')' {
                    break;
                }
                if c == b'\n' || c == b'|' {
                    return Err(self.unknown_op(op_start, line_no));
                }
                i += 1;
            }
            let word = load8(b, name_start);
            let names = &mut self.names;
            let name = &b[name_start..i];
            i += 1;
            let bad = |m| TraceError::malformed(line_no, m);
            match kind {
                0 => {
                    Op::Read(VarId(names.vars.intern_checked(name, word, |n| check_name(n, "variable")).map_err(bad)?))
                }
                1 => {
                    Op::Write(VarId(names.vars.intern_checked(name, word, |n| check_name(n, "variable")).map_err(bad)?))
                }
                2 => {
                    Op::Acquire(LockId(names.locks.intern_checked(name, word, |n| check_name(n, "lock")).map_err(bad)?))
                }
                3 => {
                    Op::Release(LockId(names.locks.intern_checked(name, word, |n| check_name(n, "lock")).map_err(bad)?))
                }
                4 => Op::Fork(ThreadId(names.threads.intern_checked(name, word, check_thread_name).map_err(bad)?)),
                _ => Op::Join(ThreadId(names.threads.intern_checked(name, word, check_thread_name).map_err(bad)?)),
            }
        } else if kind == 6 {
            Op::Begin
        } else {
            Op::End
        };
        // After the operation: end of line, or '|' and a location.
        let mut loc = None;
        let next = match b[i] {
            b'\n' => i + 1,
            b'\r' if b[i + 1] == b'\n' => i + 2,
            b'|' => {
                let nl = i + 1 + memchr::memchr(b'\n', &b[i + 1..]).expect("line has a terminator");
                let text = trim_cr(&b[i + 1..nl]);
                if text.is_empty() {
                    return Err(TraceError::malformed(line_no, "empty location after `|`"));
                }
                if memchr::memchr(b'|', text).is_some() {
                    return Err(TraceError::malformed(
                        line_no,
                        format!("unexpected `|` in location `{}` (a line has at most three fields)", shown(text)),
                    ));
                }
                if self.keep_locs {
                    let word = load8(b, i + 1);
                    let id = self.names.locs.intern_checked(text, word, |_| Ok::<(), ()>(()));
                    loc = Some(LocId(id.unwrap_or_default()));
                }
                nl + 1
            }
            _ => {
                let nl = i + memchr::memchr(b'\n', &b[i..]).expect("line has a terminator");
                return Err(TraceError::malformed(
                    line_no,
                    format!(
                        "unexpected `{}` after operation `{}` (expected end of line or `|LOCATION`)",
                        shown(trim_cr(&b[i..nl])),
                        shown(&b[op_start..i])
                    ),
                ));
            }
        };
        Ok((next, Parsed::Event(Event { thread: ThreadId(thread), op, loc, line: line_no })))
    }

    #[cold]
    fn parse_raw(&mut self, start: usize) -> Result<(usize, Parsed), TraceError> {
        let b = &self.buf[..];
        let nl = start + memchr::memchr(b'\n', &b[start..]).expect("line has a terminator");
        let text = trim_cr(&b[start..nl]);
        match text.iter().position(|&c| !is_space(c)) {
            None => Ok((nl + 1, Parsed::Raw(start, start + text.len()))),
            Some(p) if text[p] == b'#' => Ok((nl + 1, Parsed::Raw(start, start + text.len()))),
            Some(_) => Err(TraceError::malformed(
                self.line,
                format!("unexpected whitespace at the start of `{}`", shown(text.trim_ascii_start())),
            )),
        }
    }

    #[cold]
    fn unknown_op(&self, op_start: usize, line: u64) -> TraceError {
        let b = &self.buf[..];
        let nl = op_start + memchr::memchr(b'\n', &b[op_start..]).expect("line has a terminator");
        let text = trim_cr(&b[op_start..nl]);
        let op = match memchr::memchr(b'|', text) {
            Some(p) => &text[..p],
            None => text,
        };
        let msg = if op.is_empty() {
            "missing operation after `|`".to_string()
        } else if let Some(p) = memchr::memchr(b'(', op).filter(|_| !op.ends_with(b")")) {
            let _ = p;
            format!("missing `)` in operation `{}`", shown(op))
        } else {
            format!(
                "unknown operation `{}` (expected r(VAR), w(VAR), acq(LOCK), rel(LOCK), fork(THREAD), join(THREAD), begin or end)",
                shown(op)
            )
        };
        TraceError::malformed(line, msg)
    }
}

enum Parsed {
    Event(Event),
    Raw(usize, usize),
}

#[inline(always)]
fn trim_cr(s: &[u8]) -> &[u8] {
    match s.last() {
        Some(b'\r') => &s[..s.len() - 1],
        _ => s,
    }
}

/// Streaming writer of the text form.
pub struct TextWriter<W: Write> {
    out: W,
    buf: Vec<u8>,
}

const FLUSH_AT: usize = 64 * 1024;

impl<W: Write> TextWriter<W> {
    /// A writer to `out`.
    pub fn new(out: W) -> Self {
        TextWriter { out, buf: Vec::with_capacity(FLUSH_AT + 4096) }
    }

    /// Appends the line for `e`, naming ids through `names`. Panics if an id has no name.
    pub fn write_event(&mut self, names: &Names, e: &Event) -> io::Result<()> {
        let b = &mut self.buf;
        b.extend_from_slice(names.threads.bytes(e.thread.0));
        b.push(b'|');
        b.extend_from_slice(e.op.keyword().as_bytes());
        let operand = match e.op {
            Op::Read(v) | Op::Write(v) => Some(names.vars.bytes(v.0)),
            Op::Acquire(l) | Op::Release(l) => Some(names.locks.bytes(l.0)),
            Op::Fork(t) | Op::Join(t) => Some(names.threads.bytes(t.0)),
            Op::Begin | Op::End => None,
        };
        if let Some(name) = operand {
            b.push(b'(');
            b.extend_from_slice(name);
            b.push(b')');
        }
        if let Some(loc) = e.loc {
            b.push(b'|');
            b.extend_from_slice(names.locs.bytes(loc.0));
        }
        b.push(b'\n');
        self.maybe_flush()
    }

    /// Appends a comment or blank line (`line` without its terminator).
    pub fn write_raw(&mut self, line: &[u8]) -> io::Result<()> {
        self.buf.extend_from_slice(line);
        self.buf.push(b'\n');
        self.maybe_flush()
    }

    #[inline]
    fn maybe_flush(&mut self) -> io::Result<()> {
        if self.buf.len() >= FLUSH_AT {
            self.out.write_all(&self.buf)?;
            self.buf.clear();
        }
        Ok(())
    }

    /// Flushes everything and returns the underlying writer.
    pub fn finish(mut self) -> io::Result<W> {
        self.out.write_all(&self.buf)?;
        self.buf.clear();
        self.out.flush()?;
        Ok(self.out)
    }
}
