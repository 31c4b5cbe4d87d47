//! The binary trace format: a compact, streaming, lossless encoding of the text form.
//!
//! ```text
//! file    := MAGIC VERSION record* END
//! MAGIC   := 00 77 65 66 74 61 74 6d              ("\0weftatm"; a text trace never starts with NUL)
//! VERSION := 01
//! record  := event | define | raw
//! event   := tag(0x00..=0x0f) thread:varint [operand:varint] [loc:varint]
//!            tag & 7 = operation (0 r, 1 w, 2 acq, 3 rel, 4 fork, 5 join, 6 begin, 7 end);
//!            tag & 8 = a location follows; begin/end have no operand
//! define  := (0x10 thread | 0x11 variable | 0x12 lock | 0x13 location) len:varint bytes
//!            gives the next id of that kind its name; written just before the first record using it
//! raw     := 0x14 len:varint bytes                   a comment or blank line, verbatim
//! END     := 0x15 lines:varint                       number of event and raw records, for integrity
//! varint  := unsigned LEB128
//! ```
//!
//! Ids are dense per kind and in first-use order, exactly the ids the text reader assigns, so the
//! reader hands them to the monitors without any lookup. Event and raw records count as lines, so
//! line numbers in reports are the same for a trace and its conversion.

use crate::error::TraceError;
use crate::event::{Event, LocId, LockId, Op, ThreadId, VarId};
use crate::intern::Interner;
use crate::text::{check_name, Record};
use crate::Names;
use std::io::{self, Read, Write};

/// The first bytes of every binary trace.
pub const MAGIC: &[u8; 8] = b"\0weftatm";
/// The format version this crate writes and reads.
pub const VERSION: u8 = 1;

const TAG_HAS_LOC: u8 = 0x08;
const TAG_DEF_THREAD: u8 = 0x10;
const TAG_DEF_VAR: u8 = 0x11;
const TAG_DEF_LOCK: u8 = 0x12;
const TAG_DEF_LOC: u8 = 0x13;
const TAG_RAW: u8 = 0x14;
const TAG_END: u8 = 0x15;

const KIND_THREAD: usize = 0;
const KIND_VAR: usize = 1;
const KIND_LOCK: usize = 2;
const KIND_LOC: usize = 3;

#[inline(always)]
fn put_varint(buf: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        buf.push((v as u8) | 0x80);
        v >>= 7;
    }
    buf.push(v as u8);
}

/// Streaming writer of the binary form.
pub struct BinaryWriter<W: Write> {
    out: W,
    buf: Vec<u8>,
    /// How many ids of each kind have been given a name in the output so far.
    defined: [u32; 4],
    lines: u64,
}

const FLUSH_AT: usize = 64 * 1024;

impl<W: Write> BinaryWriter<W> {
    /// A writer to `out`; writes the header.
    pub fn new(out: W) -> Self {
        let mut buf = Vec::with_capacity(FLUSH_AT + 4096);
        buf.extend_from_slice(MAGIC);
        buf.push(VERSION);
        BinaryWriter { out, buf, defined: [0; 4], lines: 0 }
    }

    fn define(&mut self, kind: usize, id: u32, table: &Interner) {
        while self.defined[kind] <= id {
            let name = table.bytes(self.defined[kind]);
            self.buf.push(TAG_DEF_THREAD + kind as u8);
            put_varint(&mut self.buf, name.len() as u64);
            self.buf.extend_from_slice(name);
            self.defined[kind] += 1;
        }
    }

    /// Appends `e`, first defining the names of any ids it uses for the first time. Panics if an id
    /// has no name in `names`.
    #[inline]
    pub fn write_event(&mut self, names: &Names, e: &Event) -> io::Result<()> {
        if e.thread.0 >= self.defined[KIND_THREAD] {
            self.define(KIND_THREAD, e.thread.0, &names.threads);
        }
        let operand = match e.op {
            Op::Read(v) | Op::Write(v) => {
                if v.0 >= self.defined[KIND_VAR] {
                    self.define(KIND_VAR, v.0, &names.vars);
                }
                Some(v.0)
            }
            Op::Acquire(l) | Op::Release(l) => {
                if l.0 >= self.defined[KIND_LOCK] {
                    self.define(KIND_LOCK, l.0, &names.locks);
                }
                Some(l.0)
            }
            Op::Fork(t) | Op::Join(t) => {
                if t.0 >= self.defined[KIND_THREAD] {
                    self.define(KIND_THREAD, t.0, &names.threads);
                }
                Some(t.0)
            }
            Op::Begin | Op::End => None,
        };
        if let Some(loc) = e.loc {
            if loc.0 >= self.defined[KIND_LOC] {
                self.define(KIND_LOC, loc.0, &names.locs);
            }
        }
        let tag = e.op.tag() | if e.loc.is_some() { TAG_HAS_LOC } else { 0 };
        self.buf.push(tag);
        put_varint(&mut self.buf, e.thread.0 as u64);
        if let Some(o) = operand {
            put_varint(&mut self.buf, o as u64);
        }
        if let Some(loc) = e.loc {
            put_varint(&mut self.buf, loc.0 as u64);
        }
        self.lines += 1;
        self.maybe_flush()
    }

    /// Appends a comment or blank line, verbatim (without its terminator).
    pub fn write_raw(&mut self, line: &[u8]) -> io::Result<()> {
        self.buf.push(TAG_RAW);
        put_varint(&mut self.buf, line.len() as u64);
        self.buf.extend_from_slice(line);
        self.lines += 1;
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

    /// Writes the end marker, flushes and returns the underlying writer.
    pub fn finish(mut self) -> io::Result<W> {
        self.buf.push(TAG_END);
        put_varint(&mut self.buf, self.lines);
        self.out.write_all(&self.buf)?;
        self.buf.clear();
        self.out.flush()?;
        Ok(self.out)
    }
}

const INITIAL_BUFFER: usize = 256 * 1024;
/// The longest event record: a tag and three 10-byte varints.
const MAX_EVENT: usize = 31;

/// Streaming reader of the binary form.
pub(crate) struct BinaryReader<R> {
    input: R,
    buf: Vec<u8>,
    pos: usize,
    end: usize,
    eof: bool,
    /// File offset of `buf[0]`.
    base: u64,
    line: u64,
    names: Names,
    started: bool,
    finished: bool,
}

/// Decodes a varint at `*p` within `b`; `None` if `b` ends first or it is longer than 10 bytes.
#[inline(always)]
fn get_varint(b: &[u8], p: &mut usize) -> Option<u64> {
    let first = *b.get(*p)?;
    if first < 0x80 {
        *p += 1;
        return Some(first as u64);
    }
    let mut v = (first & 0x7f) as u64;
    let mut shift = 7;
    let mut i = *p + 1;
    loop {
        let c = *b.get(i)?;
        i += 1;
        if shift == 63 && c > 1 {
            return None;
        }
        v |= ((c & 0x7f) as u64) << shift;
        if c < 0x80 {
            *p = i;
            return Some(v);
        }
        shift += 7;
        if shift > 63 {
            return None;
        }
    }
}

impl<R: Read> BinaryReader<R> {
    pub(crate) fn new(input: R) -> Self {
        BinaryReader {
            input,
            buf: vec![0; INITIAL_BUFFER],
            pos: 0,
            end: 0,
            eof: false,
            base: 0,
            line: 0,
            names: Names::default(),
            started: false,
            finished: false,
        }
    }

    pub(crate) fn names(&self) -> &Names {
        &self.names
    }

    /// Makes at least `want` unread bytes available unless the input ends first.
    fn fill(&mut self, want: usize) -> io::Result<()> {
        while self.end - self.pos < want && !self.eof {
            if self.pos > 0 {
                self.buf.copy_within(self.pos..self.end, 0);
                self.base += self.pos as u64;
                self.end -= self.pos;
                self.pos = 0;
            }
            if want > self.buf.len() {
                self.buf.resize(want.next_power_of_two(), 0);
            }
            match self.input.read(&mut self.buf[self.end..]) {
                Ok(0) => self.eof = true,
                Ok(n) => self.end += n,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
                Err(e) => return Err(e),
            }
        }
        Ok(())
    }

    fn offset(&self) -> u64 {
        self.base + self.pos as u64
    }

    fn truncated(&self) -> TraceError {
        TraceError::binary(self.offset(), "truncated record (the file ends inside it)")
    }

    /// Checks the header. Must be called first.
    fn header(&mut self) -> Result<(), TraceError> {
        self.fill(MAGIC.len() + 1)?;
        let avail = &self.buf[self.pos..self.end];
        if avail.len() < MAGIC.len() || &avail[..MAGIC.len()] != MAGIC {
            return Err(TraceError::binary(0, "not a binary weft trace (bad magic number)"));
        }
        if avail.len() < MAGIC.len() + 1 {
            return Err(TraceError::binary(8, "truncated header"));
        }
        let version = avail[MAGIC.len()];
        if version != VERSION {
            return Err(TraceError::binary(
                8,
                format!("unsupported binary trace version {version} (this reader supports {VERSION})"),
            ));
        }
        self.pos += MAGIC.len() + 1;
        Ok(())
    }

    /// The next event, skipping raw lines; `None` after the end marker.
    #[inline(always)]
    pub(crate) fn next_event(&mut self) -> Result<Option<Event>, TraceError> {
        loop {
            // Fast path: a whole event record is in the buffer.
            if self.end - self.pos >= MAX_EVENT && self.started {
                let tag = self.buf[self.pos];
                if tag < 0x10 {
                    if let Record::Event(e) = self.event(tag)? {
                        return Ok(Some(e));
                    }
                }
            }
            match self.next()? {
                None => return Ok(None),
                Some(Record::Event(e)) => return Ok(Some(e)),
                Some(Record::Raw(_)) => {}
            }
        }
    }

    /// The next event or raw line (name definitions are absorbed), or `None` after the end marker.
    #[inline(always)]
    pub(crate) fn next(&mut self) -> Result<Option<Record<'_>>, TraceError> {
        if !self.started {
            self.header()?;
            self.started = true;
        }
        loop {
            if self.end - self.pos < MAX_EVENT {
                self.fill(MAX_EVENT)?;
                if self.pos == self.end {
                    if self.finished {
                        return Ok(None);
                    }
                    return Err(TraceError::binary(self.offset(), "missing end marker (truncated trace?)"));
                }
            }
            let b = &self.buf[..self.end];
            let tag = b[self.pos];
            if tag < 0x10 {
                return self.event(tag).map(Some);
            }
            if tag == TAG_RAW {
                let (a, z) = self.string()?;
                self.line += 1;
                self.pos = z;
                return Ok(Some(Record::Raw(&self.buf[a..z])));
            }
            self.control(tag)?;
            if self.finished {
                return Ok(None);
            }
        }
    }

    #[inline(always)]
    fn event(&mut self, tag: u8) -> Result<Record<'static>, TraceError> {
        let b = &self.buf[..self.end];
        let mut p = self.pos + 1;
        let thread = get_varint(b, &mut p).ok_or_else(|| self.truncated())?;
        let op_tag = tag & 7;
        let operand = if op_tag < 6 { get_varint(b, &mut p).ok_or_else(|| self.truncated())? } else { 0 };
        let loc =
            if tag & TAG_HAS_LOC != 0 { Some(get_varint(b, &mut p).ok_or_else(|| self.truncated())?) } else { None };
        let names = &self.names;
        if thread >= names.threads.len() as u64 {
            return Err(self.undefined("thread", thread));
        }
        let op = match op_tag {
            0 | 1 if operand >= names.vars.len() as u64 => return Err(self.undefined("variable", operand)),
            2 | 3 if operand >= names.locks.len() as u64 => return Err(self.undefined("lock", operand)),
            4 | 5 if operand >= names.threads.len() as u64 => return Err(self.undefined("thread", operand)),
            0 => Op::Read(VarId(operand as u32)),
            1 => Op::Write(VarId(operand as u32)),
            2 => Op::Acquire(LockId(operand as u32)),
            3 => Op::Release(LockId(operand as u32)),
            4 => Op::Fork(ThreadId(operand as u32)),
            5 => Op::Join(ThreadId(operand as u32)),
            6 => Op::Begin,
            _ => Op::End,
        };
        if let Some(l) = loc {
            if l >= names.locs.len() as u64 {
                return Err(self.undefined("location", l));
            }
        }
        self.line += 1;
        self.pos = p;
        Ok(Record::Event(Event {
            thread: ThreadId(thread as u32),
            op,
            loc: loc.map(|l| LocId(l as u32)),
            line: self.line,
        }))
    }

    #[cold]
    fn undefined(&self, what: &str, id: u64) -> TraceError {
        TraceError::binary(self.offset(), format!("undefined {what} id {id}"))
    }

    /// The byte range of the length-prefixed string of the record at `pos`, made available in full.
    fn string(&mut self) -> Result<(usize, usize), TraceError> {
        let mut p = self.pos + 1;
        let len = get_varint(&self.buf[..self.end], &mut p).ok_or_else(|| self.truncated())?;
        if len > (1 << 30) {
            return Err(TraceError::binary(self.offset(), format!("implausible string length {len}")));
        }
        let header = p - self.pos;
        let len = len as usize;
        self.fill(header + len)?;
        if self.end - self.pos < header + len {
            return Err(self.truncated());
        }
        Ok((self.pos + header, self.pos + header + len))
    }

    /// A name definition or the end marker.
    #[cold]
    fn control(&mut self, tag: u8) -> Result<(), TraceError> {
        match tag {
            TAG_DEF_THREAD..=TAG_DEF_LOC => {
                let (a, z) = self.string()?;
                let at = self.offset();
                let name = &self.buf[a..z];
                let (table, check) = match tag {
                    TAG_DEF_THREAD => (&mut self.names.threads, check_name(name, "thread")),
                    TAG_DEF_VAR => (&mut self.names.vars, check_name(name, "variable")),
                    TAG_DEF_LOCK => (&mut self.names.locks, check_name(name, "lock")),
                    _ if name.is_empty() || name.contains(&b'|') || name.contains(&b'\n') => {
                        (&mut self.names.locs, Err("bad location name".to_string()))
                    }
                    _ => (&mut self.names.locs, Ok(())),
                };
                check.map_err(|m| TraceError::binary(at, m))?;
                let expected = table.len() as u32;
                if table.intern(name) != expected {
                    return Err(TraceError::binary(
                        at,
                        format!("name `{}` defined twice", String::from_utf8_lossy(name)),
                    ));
                }
                self.pos = z;
                Ok(())
            }
            TAG_END => {
                let mut p = self.pos + 1;
                let lines = get_varint(&self.buf[..self.end], &mut p).ok_or_else(|| self.truncated())?;
                if lines != self.line {
                    return Err(TraceError::binary(
                        self.offset(),
                        format!("end marker counts {lines} lines but the trace has {}", self.line),
                    ));
                }
                self.pos = p;
                self.fill(1)?;
                if self.end > self.pos {
                    return Err(TraceError::binary(self.offset(), "data after the end marker"));
                }
                self.finished = true;
                Ok(())
            }
            _ => Err(TraceError::binary(self.offset(), format!("unknown record tag 0x{tag:02x}"))),
        }
    }
}
