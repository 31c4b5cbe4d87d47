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
//! bytes in place without allocating per line, and interns names through [`crate::Interner`].

use crate::error::TraceError;
use crate::event::{Event, LocId, LockId, Op, ThreadId, VarId};
use crate::intern::load8;
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
    /// Next byte to parse.
    pos: usize,
    /// Just past the last complete line in the buffer.
    lim: usize,
    /// End of the data in the buffer.
    end: usize,
    eof: bool,
    line: u64,
    names: Names,
    keep_locs: bool,
    /// The event parsed last.
    ev: Event,
    /// The byte range of the raw line parsed last.
    raw: (usize, usize),
}

const KIND_THREAD: u8 = 0;
const KIND_VAR: u8 = 1;
const KIND_LOCK: u8 = 2;

const LO: u64 = 0x0101_0101_0101_0101;
const HI: u64 = 0x8080_8080_8080_8080;

/// A mask with the high bit set in (at least) the lowest byte of `w` equal to `c`; bits below the
/// lowest such byte are never set, so `trailing_zeros() / 8` is its exact index.
#[inline(always)]
fn bytes_eq(w: u64, c: u8) -> u64 {
    let v = w ^ (LO * c as u64);
    v.wrapping_sub(LO) & !v & HI
}

/// Index of the first byte marked in `m` (which must be non-zero).
#[inline(always)]
fn first(m: u64) -> usize {
    (m.trailing_zeros() / 8) as usize
}

impl<R: Read> TextReader<R> {
    /// A reader; `keep_locs` interns locations (conversion) instead of only checking them (monitoring).
    pub(crate) fn new(input: R, keep_locs: bool) -> Self {
        TextReader {
            input,
            buf: vec![0; INITIAL_BUFFER + SLACK],
            pos: 0,
            lim: 0,
            end: 0,
            eof: false,
            line: 0,
            names: Names::default(),
            keep_locs,
            ev: Event { thread: ThreadId(0), op: Op::Begin, loc: None, line: 0 },
            raw: (0, 0),
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

    /// Makes at least one complete line available (`pos < lim`); false at the end of the input.
    #[cold]
    fn advance(&mut self) -> Result<bool, TraceError> {
        loop {
            if let Some(i) = memchr::memrchr(b'\n', &self.buf[self.pos..self.end]) {
                self.lim = self.pos + i + 1;
                return Ok(true);
            }
            if self.eof {
                if self.pos == self.end {
                    return Ok(false);
                }
                // A last line without a terminator: give it one.
                if self.end + 1 + SLACK > self.buf.len() {
                    self.buf.resize(self.end + 1 + SLACK, 0);
                }
                self.buf[self.end] = b'\n';
                self.end += 1;
                continue;
            }
            self.refill()?;
        }
    }

    /// The next line, or `None` at the end of the input.
    #[inline(always)]
    pub(crate) fn next(&mut self) -> Result<Option<Record<'_>>, TraceError> {
        if self.pos >= self.lim && !self.advance()? {
            return Ok(None);
        }
        Ok(Some(if self.parse_line()? {
            Record::Event(self.ev)
        } else {
            Record::Raw(&self.buf[self.raw.0..self.raw.1])
        }))
    }

    /// The next event, skipping comment and blank lines; `None` at the end of the input.
    #[inline(always)]
    pub(crate) fn next_event(&mut self) -> Result<Option<Event>, TraceError> {
        loop {
            if self.pos >= self.lim && !self.advance()? {
                return Ok(None);
            }
            if self.parse_line()? {
                return Ok(Some(self.ev));
            }
        }
    }

    /// Parses the line at `pos` (which is known to end with `'\n'` before `lim`) and moves `pos`
    /// past it. An event goes to `ev` (returns true), a comment or blank line to `raw` (false).
    ///
    /// The common case — names of at most 7 bytes — is handled a word at a time: one 8-byte load
    /// finds the delimiter and is at the same time the interning key of the name.
    #[inline(always)]
    fn parse_line(&mut self) -> Result<bool, TraceError> {
        let start = self.pos;
        self.line += 1;
        let line_no = self.line;
        let b = &self.buf[..];
        let w = load8(b, start);
        let c0 = w as u8;
        if c0 == b'#' || is_space(c0) {
            return self.parse_raw(start);
        }
        // Thread name, up to '|': the lowest '|' or '\n' in the first word must be a '|' at index >= 1.
        let bar = bytes_eq(w, b'|');
        let m = bar | bytes_eq(w, b'\n');
        let low = m & m.wrapping_neg();
        let (thread, mut i) = if low & bar & !0xff != 0 {
            let p = first(low);
            let id = match self.names.threads.get_short(w, p) {
                Some(id) => id,
                None => self.new_name(KIND_THREAD, &w.to_le_bytes()[..p], line_no)?,
            };
            (id, start + p + 1)
        } else {
            self.thread_slow(start)?
        };
        // The operation, recognized from one word, most frequent first.
        let op_start = i;
        let ow = load8(&self.buf, i);
        const fn word(s: &[u8]) -> u64 {
            let mut w = 0u64;
            let mut k = 0;
            while k < s.len() {
                w |= (s[k] as u64) << (8 * k);
                k += 1;
            }
            w
        }
        const M2: u64 = 0xffff;
        const M3: u64 = 0xff_ffff;
        const M4: u64 = 0xffff_ffff;
        const M5: u64 = 0xff_ffff_ffff;
        let op = if ow & M2 == word(b"r(") {
            Op::Read(VarId(self.operand(&mut i, 2, KIND_VAR, op_start, line_no)?))
        } else if ow & M2 == word(b"w(") {
            Op::Write(VarId(self.operand(&mut i, 2, KIND_VAR, op_start, line_no)?))
        } else if ow & M5 == word(b"begin") {
            i += 5;
            Op::Begin
        } else if ow & M3 == word(b"end") {
            i += 3;
            Op::End
        } else if ow & M4 == word(b"acq(") {
            Op::Acquire(LockId(self.operand(&mut i, 4, KIND_LOCK, op_start, line_no)?))
        } else if ow & M4 == word(b"rel(") {
            Op::Release(LockId(self.operand(&mut i, 4, KIND_LOCK, op_start, line_no)?))
        } else if ow & M5 == word(b"fork(") {
            Op::Fork(ThreadId(self.operand(&mut i, 5, KIND_THREAD, op_start, line_no)?))
        } else if ow & M5 == word(b"join(") {
            Op::Join(ThreadId(self.operand(&mut i, 5, KIND_THREAD, op_start, line_no)?))
        } else {
            return Err(self.unknown_op(op_start, line_no));
        };
        let b = &self.buf[..];
        // After the operation: end of line, or '|' and a location.
        let mut loc = None;
        let next = match b[i] {
            b'\n' => i + 1,
            b'\r' if b[i + 1] == b'\n' => i + 2,
            b'|' => {
                let ls = i + 1;
                let mut j = ls;
                let nl = loop {
                    let m = {
                        let w = load8(b, j);
                        bytes_eq(w, b'\n') | bytes_eq(w, b'|')
                    };
                    if m != 0 {
                        let q = j + first(m);
                        if b[q] == b'\n' {
                            break q;
                        }
                        return Err(self.bad_location(ls, line_no));
                    }
                    j += 8;
                };
                let text = trim_cr(&b[ls..nl]);
                if text.is_empty() {
                    return Err(self.bad_location(ls, line_no));
                }
                if self.keep_locs {
                    let id = self.names.locs.intern_checked(text, |_| Ok::<(), ()>(()));
                    loc = Some(LocId(id.unwrap_or_default()));
                }
                nl + 1
            }
            _ => return Err(self.trailing_garbage(op_start, i, line_no)),
        };
        self.pos = next;
        self.ev = Event { thread: ThreadId(thread), op, loc, line: line_no };
        Ok(true)
    }

    /// The operand name after an opening of `skip` bytes at `*i`, up to `)`; moves `*i` past the `)`.
    #[inline(always)]
    fn operand(&mut self, i: &mut usize, skip: usize, kind: u8, op_start: usize, line: u64) -> Result<u32, TraceError> {
        let j = *i + skip;
        let w = load8(&self.buf, j);
        let close = bytes_eq(w, b')');
        let m = close | bytes_eq(w, b'\n') | bytes_eq(w, b'|');
        let low = m & m.wrapping_neg();
        if low & close & !0xff != 0 {
            let p = first(low);
            *i = j + p + 1;
            let table = match kind {
                KIND_VAR => &self.names.vars,
                KIND_LOCK => &self.names.locks,
                _ => &self.names.threads,
            };
            return match table.get_short(w, p) {
                Some(id) => Ok(id),
                None => self.new_name(kind, &w.to_le_bytes()[..p], line),
            };
        }
        let (id, close) = self.operand_slow(kind, op_start, j)?;
        *i = close + 1;
        Ok(id)
    }

    /// Checks and interns a name seen for the first time.
    #[cold]
    #[inline(never)]
    fn new_name(&mut self, kind: u8, name: &[u8], line: u64) -> Result<u32, TraceError> {
        let r = match kind {
            KIND_VAR => self.names.vars.intern_checked(name, |n| check_name(n, "variable")),
            KIND_LOCK => self.names.locks.intern_checked(name, |n| check_name(n, "lock")),
            _ => self.names.threads.intern_checked(name, check_thread_name),
        };
        r.map_err(|m| TraceError::malformed(line, m))
    }

    /// A thread name of 8 bytes or more, or a line without `|` or with an empty thread name.
    #[cold]
    fn thread_slow(&mut self, start: usize) -> Result<(u32, usize), TraceError> {
        let b = &self.buf[..];
        let q = start + memchr::memchr2(b'|', b'\n', &b[start..]).expect("line has a terminator");
        if b[q] == b'\n' {
            return Err(TraceError::malformed(
                self.line,
                format!("missing `|` between thread and operation in `{}`", shown(trim_cr(&b[start..q]))),
            ));
        }
        let line = self.line;
        let id = self
            .names
            .threads
            .intern_checked(&self.buf[start..q], check_thread_name)
            .map_err(|m| TraceError::malformed(line, m))?;
        Ok((id, q + 1))
    }

    /// An operand name of 8 bytes or more, or a malformed operand. Returns the id and the offset of
    /// the closing `)`.
    #[cold]
    #[inline(never)]
    fn operand_slow(&mut self, kind: u8, op_start: usize, i: usize) -> Result<(u32, usize), TraceError> {
        let b = &self.buf[..];
        let q = i + memchr::memchr3(b')', b'\n', b'|', &b[i..]).expect("line has a terminator");
        if b[q] != b')' {
            return Err(self.unknown_op(op_start, self.line));
        }
        let line = self.line;
        let names = &mut self.names;
        let name = &self.buf[i..q];
        let id = match kind {
            KIND_VAR => names.vars.intern_checked(name, |n| check_name(n, "variable")),
            KIND_LOCK => names.locks.intern_checked(name, |n| check_name(n, "lock")),
            _ => names.threads.intern_checked(name, check_thread_name),
        }
        .map_err(|m| TraceError::malformed(line, m))?;
        Ok((id, q))
    }

    #[cold]
    fn parse_raw(&mut self, start: usize) -> Result<bool, TraceError> {
        let b = &self.buf[..];
        let nl = start + memchr::memchr(b'\n', &b[start..]).expect("line has a terminator");
        let text = trim_cr(&b[start..nl]);
        match text.iter().position(|&c| !is_space(c)) {
            Some(p) if text[p] != b'#' => Err(TraceError::malformed(
                self.line,
                format!("unexpected whitespace at the start of `{}`", shown(text.trim_ascii_start())),
            )),
            _ => {
                self.raw = (start, start + text.len());
                self.pos = nl + 1;
                Ok(false)
            }
        }
    }

    #[cold]
    #[inline(never)]
    fn bad_location(&self, ls: usize, line: u64) -> TraceError {
        let b = &self.buf[..];
        let nl = ls + memchr::memchr(b'\n', &b[ls..]).expect("line has a terminator");
        let text = trim_cr(&b[ls..nl]);
        if text.is_empty() {
            TraceError::malformed(line, "empty location after `|`")
        } else {
            TraceError::malformed(
                line,
                format!("unexpected `|` in location `{}` (a line has at most three fields)", shown(text)),
            )
        }
    }

    #[cold]
    #[inline(never)]
    fn trailing_garbage(&self, op_start: usize, i: usize, line: u64) -> TraceError {
        let b = &self.buf[..];
        let nl = i + memchr::memchr(b'\n', &b[i..]).expect("line has a terminator");
        TraceError::malformed(
            line,
            format!(
                "unexpected `{}` after operation `{}` (expected end of line or `|LOCATION`)",
                shown(trim_cr(&b[i..nl])),
                shown(&b[op_start..i])
            ),
        )
    }

    #[cold]
    #[inline(never)]
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
        } else if op.contains(&b'(') && !op.ends_with(b")") {
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
