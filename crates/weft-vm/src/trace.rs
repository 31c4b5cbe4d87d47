//! Recording an execution as a text trace for the atomicity monitors (`weft run --record-trace`).
//!
//! Format: one event per line, `THREAD|OP|LOC`, with `OP` one of `r(VAR)`, `w(VAR)`, `acq(LOCK)`,
//! `rel(LOCK)`, `fork(THREAD)`, `join(THREAD)`, `begin`, `end`, and `LOC` the source position.
//! Only accesses to objects that more than one thread can reach are recorded (as the paper's
//! escape analysis does): an access to a thread-local object cannot conflict with another thread.
//! Threads are named `T<n>` (creation order; `T0` is main), with a comment line giving the Java
//! name when a thread first appears; variables are `pkg.Class.field` for statics,
//! `Class#<object>.field` for instance fields and `int[]#<object>[i]` for array elements.

use std::cell::RefCell;
use std::io::{self, Write};
use std::rc::Rc;

use rustc_hash::FxHashSet;
use weft_events::{AccessMode, Event, EventSink, Location, Site};

use crate::machine::Machine;
use crate::state::ThreadId;
use crate::value::ObjRef;

/// An event sink whose buffer the recorder drains between steps.
#[derive(Clone, Default)]
pub struct SharedLog(pub Rc<RefCell<Vec<Event>>>);

impl EventSink for SharedLog {
    fn event(&mut self, event: &Event) {
        self.0.borrow_mut().push(*event);
    }

    fn forget_objects(&mut self, dead: &dyn Fn(u32) -> bool) {
        self.0.borrow_mut().retain(|e| !e.names_dead_object(dead));
    }
}

/// Writes events as trace lines.
pub struct TraceWriter<W: Write> {
    out: W,
    named: FxHashSet<ThreadId>,
    pub lines: u64,
}

impl<W: Write> TraceWriter<W> {
    pub fn new(out: W) -> Self {
        TraceWriter { out, named: FxHashSet::default(), lines: 0 }
    }

    /// Writes the events of one step of `m`.
    pub fn write_events(&mut self, m: &Machine, events: &[Event]) -> io::Result<()> {
        for e in events {
            let (thread, op, site) = match *e {
                Event::Read { thread, location, mode, site, .. }
                | Event::Write { thread, location, mode, site, .. } => {
                    if mode == AccessMode::Final || !shared(m, location) {
                        continue;
                    }
                    let kind = if matches!(e, Event::Read { .. }) { "r" } else { "w" };
                    (thread, format!("{kind}({})", variable(m, location)), Some(site))
                }
                Event::MonitorEnter { thread, object, site } => {
                    (thread, format!("acq({})", lock(m, object)), Some(site))
                }
                Event::MonitorExit { thread, object, site } => {
                    (thread, format!("rel({})", lock(m, object)), Some(site))
                }
                Event::ThreadStart { thread, child, site } => (thread, format!("fork(T{child})"), Some(site)),
                Event::ThreadJoin { thread, joined, site } => (thread, format!("join(T{joined})"), Some(site)),
                Event::AtomicBegin { thread, site } => (thread, "begin".to_string(), Some(site)),
                Event::AtomicEnd { thread, site } => (thread, "end".to_string(), Some(site)),
                _ => continue,
            };
            for t in [Some(thread), fork_child(e)].into_iter().flatten() {
                if self.named.insert(t) {
                    writeln!(self.out, "# T{t} = {:?}", m.thread_name(t))?;
                }
            }
            match site.and_then(|s| position(m, s)) {
                Some(loc) => writeln!(self.out, "T{thread}|{op}|{loc}")?,
                None => writeln!(self.out, "T{thread}|{op}")?,
            }
            self.lines += 1;
        }
        Ok(())
    }

    pub fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

fn fork_child(e: &Event) -> Option<ThreadId> {
    match *e {
        Event::ThreadStart { child, .. } => Some(child),
        _ => None,
    }
}

fn object(id: u32) -> Option<ObjRef> {
    std::num::NonZeroU32::new(id).map(ObjRef)
}

/// Whether an access to `location` can conflict with another thread (its object is shared).
pub fn shared(m: &Machine, location: Location) -> bool {
    match location {
        Location::Static { .. } => true,
        Location::Field { object: o, .. } | Location::Element { array: o, .. } => {
            object(o).is_some_and(|r| r.index() < m.st.heap.capacity() && m.st.heap.get(r).shared)
        }
    }
}

fn simple(name: &str) -> &str {
    name.rsplit('/').next().unwrap_or(name)
}

fn variable(m: &Machine, location: Location) -> String {
    match location {
        Location::Static { field } => {
            let f = &m.prog.fields[field as usize];
            format!("{}.{}", m.prog.class(f.class).java_name(), f.name)
        }
        Location::Field { object: o, field } => {
            let f = &m.prog.fields[field as usize];
            format!("{}#{o}.{}", simple(&m.prog.class(f.class).name), f.name)
        }
        Location::Element { array, index } => {
            let name = object(array).map(|r| m.prog.class(m.st.heap.get(r).class).java_name()).unwrap_or_default();
            let pretty = crate::interp::descriptor_java_name(&name.replace('.', "/"));
            format!("{}#{array}[{index}]", simple(&pretty))
        }
    }
}

fn lock(m: &Machine, object_id: u32) -> String {
    match object(object_id) {
        Some(r) => match m.st.heap.get(r).mirror_of {
            Some(c) => format!("{}.class", m.prog.class(c).java_name()),
            None => format!("{}#{object_id}", simple(&m.prog.class(m.st.heap.get(r).class).name)),
        },
        None => format!("lock#{object_id}"),
    }
}

/// `File.java:line` of an event's site, if it has one.
pub fn position(m: &Machine, site: Site) -> Option<String> {
    if site.method as usize >= m.prog.methods.len() {
        return None;
    }
    Some(m.prog.source_position(site.method, site.pc).replace(' ', "_"))
}
