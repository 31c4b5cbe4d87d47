//! Quiet reads: the JDK's reads of its own state that no thread writes once it is shared.
//!
//! A read of a plain field of a shared object, or of an element of a shared array, is a
//! scheduling point: another thread could write the location, and the order of the two matters.
//! Much of what the JDK's code reads is never written again once other threads can reach it: the
//! nodes of a compiled `Pattern`, `Formatter`'s flag constants, the boxing caches, the tables a
//! class initializer fills, the printer-parsers of a `DateTimeFormatter`. A read of such a
//! location commutes with every operation of every other thread, so it needs no scheduling
//! point; with one, two threads formatting a log line each took thousands of stored states.
//!
//! Which locations stay unwritten cannot be known in advance, so the machine assumes it and
//! checks. A read by the JDK's code of the JDK's state (a plain field of an object of a JDK
//! class, or an element of an array the JDK's code allocated, outside the JDK's unsynchronized
//! objects) that would be a scheduling point is instead *quiet*, and its *kind* (the fields of
//! the field's class, or the array's allocation site) is marked as read quietly; a kind already written while shared
//! is read with a scheduling point as before. A write of a kind while its object is shared marks
//! it written; if the kind had been read quietly, the assumption failed on some explored path:
//! [`QuietReads::broken`] says so, and the search starts again
//! (`weft_explore::explore`), the kind then read with scheduling points from the start. Writes a
//! thread makes inside a JDK class initializer do not count: no other thread observes the
//! insides of one (docs/design.md, "Class initialization").
//!
//! The argument that a search that ends without a failed assumption hides nothing is in
//! docs/design.md, "Reads of the JDK's state nobody writes once shared".

use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::hash_map::Entry;
use std::num::NonZeroU32;
use weft_events::{ClassId, Location, MethodId, ThreadId};

use crate::class::Library;
use crate::program::Program;
use crate::state::FrameKind;
use crate::value::ObjRef;
use crate::Machine;

/// What a quiet read is assumed about: the fields a class declares, or the arrays allocated at
/// one site (the allocating method and instruction). A class's fields go together: where one
/// is written once shared, its siblings usually are too (a calendar date's day, month and
/// year), and the search then starts again once, not once for each.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum QuietKind {
    FieldsOf(ClassId),
    ArraysFrom(MethodId, u32),
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Mark {
    /// Read without a scheduling point, and not written while shared since.
    ReadQuietly,
    /// Written while its object was shared: read with scheduling points.
    Written,
}

/// The kinds read quietly and those written while shared, over the whole search (not part of
/// the state: the assumption is about every explored path).
#[derive(Debug, Default)]
pub struct QuietReads {
    marks: FxHashMap<QuietKind, Mark>,
    broken: Option<QuietKind>,
    /// Searches started again because an assumption failed.
    pub restarts: u32,
    /// The names ([`kind_name`]) of kinds to read with scheduling points from the start: a
    /// replay's, those the search that found the counterexample read so.
    written_before: FxHashSet<String>,
}

impl QuietReads {
    /// Whether a read of `kind` that would be a scheduling point may be quiet; if so, the kind
    /// is marked as read quietly. `name` names the kind (asked only for a replay's first read
    /// of it).
    pub(crate) fn may_read_quietly(&mut self, kind: QuietKind, name: impl FnOnce() -> String) -> bool {
        match self.marks.entry(kind) {
            Entry::Occupied(mark) => *mark.get() == Mark::ReadQuietly,
            Entry::Vacant(slot) => {
                let written = !self.written_before.is_empty() && self.written_before.contains(&name());
                slot.insert(if written { Mark::Written } else { Mark::ReadQuietly });
                !written
            }
        }
    }

    /// For a replay: the kinds named are read with scheduling points, as the search read them
    /// ([`QuietReads::written_names`] of its machine).
    pub fn replay_written(&mut self, names: impl IntoIterator<Item = String>) {
        self.written_before.extend(names);
    }

    /// The names of the kinds written while shared, which the search read with scheduling
    /// points (sorted): what a replay of its counterexamples needs.
    pub fn written_names(&self, prog: &Program) -> Vec<String> {
        let mut names: Vec<String> = self
            .marks
            .iter()
            .filter(|(_, mark)| **mark == Mark::Written)
            .map(|(&kind, _)| kind_name(prog, kind))
            .chain(self.written_before.iter().cloned())
            .collect();
        names.sort();
        names.dedup();
        names
    }

    /// Whether `kind` was written while shared (and is read with scheduling points).
    pub(crate) fn written(&self, kind: QuietKind) -> bool {
        self.marks.get(&kind) == Some(&Mark::Written)
    }

    /// Notes a write of `kind` to a shared object.
    pub(crate) fn written_while_shared(&mut self, kind: QuietKind) {
        if self.marks.insert(kind, Mark::Written) == Some(Mark::ReadQuietly) {
            self.broken.get_or_insert(kind);
        }
    }

    /// The first kind read quietly and later written while shared, if any: the search that
    /// assumed otherwise must start again.
    pub fn broken(&self) -> Option<QuietKind> {
        self.broken
    }

    /// Forgets what was read quietly (a new search assumes afresh); what was written while
    /// shared stays read with scheduling points.
    pub fn start_again(&mut self) {
        self.marks.retain(|_, mark| *mark == Mark::Written);
        self.broken = None;
        self.restarts += 1;
    }
}

/// A kind's name, the same in every run of the program: `java/util/Locale` (its fields),
/// `java/time/LocalTime.<clinit>()V@13` (the arrays allocated there).
pub fn kind_name(prog: &Program, kind: QuietKind) -> String {
    match kind {
        QuietKind::FieldsOf(class) => prog.class(class).name.to_string(),
        QuietKind::ArraysFrom(method, pc) => {
            let m = prog.method(method);
            format!("{}.{}{}@{pc}", prog.class(m.class).name, m.name, m.descriptor)
        }
    }
}

impl Machine {
    /// Whether reads may be quiet: [`crate::machine::Config::quiet_reads`] while exploring,
    /// except under `--interleave-jdk` (the reference the tests compare with), region
    /// scheduling and the JMM's search.
    pub fn quiet_reads_apply(&self) -> bool {
        self.config.explore
            && self.config.quiet_reads
            && !self.config.interleave_jdk
            && !self.config.region_scheduling
            && self.st.jmm.is_none()
    }

    /// The kind a read of `location` by thread `tid`'s current method would be quiet as, if
    /// it may be: the JDK's code reading a field of an object of the JDK's own state
    /// ([`crate::class::Class::jdk_own_state`]), or an element of an array the JDK's code
    /// allocated outside its unsynchronized objects.
    pub(crate) fn quiet_kind(&self, tid: ThreadId, location: Location) -> Option<QuietKind> {
        let reader = self.st.threads[tid as usize].frames.last()?.method;
        if self.prog.method(reader).library == Library::Other {
            return None;
        }
        self.jdk_state_kind(location)
    }

    /// The kind of `location` if it is the JDK's own state (see [`Machine::quiet_kind`]).
    fn jdk_state_kind(&self, location: Location) -> Option<QuietKind> {
        match location {
            Location::Field { object, field } => {
                let o = self.st.heap.get(ObjRef(NonZeroU32::new(object)?));
                // (Volatile fields are read with scheduling points anyway.)
                let f = self.prog.fields.get(field as usize)?;
                let plain = f.access & crate::class::ACC_VOLATILE == 0;
                (plain && self.prog.class(o.class).jdk_own_state).then_some(QuietKind::FieldsOf(f.class))
            }
            Location::Element { array, .. } => {
                let (method, pc) = self.st.heap.get(ObjRef(NonZeroU32::new(array)?)).site.allocated_at?;
                let m = self.prog.method(method);
                // (Not the arrays of the JDK's unsynchronized objects, a `HashMap`'s table, nor
                // those of `java.util.concurrent`, as for fields.)
                let own = m.library == Library::Jdk && !self.prog.class(m.class).holds_unsynchronized_state;
                own.then_some(QuietKind::ArraysFrom(method, pc))
            }
            Location::Static { .. } => None,
        }
    }

    /// Whether a read of `kind` that would be a scheduling point may be quiet (see
    /// [`QuietReads::may_read_quietly`]).
    pub(crate) fn may_read_quietly(&mut self, kind: QuietKind) -> bool {
        let prog = &self.prog;
        self.quiet_reads.may_read_quietly(kind, || kind_name(prog, kind))
    }

    /// Notes a write event for the quiet reads: a write of the JDK's own state to a shared
    /// object, made outside a JDK class initializer, marks its kind written (see the module
    /// doc).
    pub(crate) fn note_write_for_quiet_reads(&mut self, thread: ThreadId, location: Location) {
        let object = match location {
            Location::Field { object, .. } => object,
            Location::Element { array, .. } => array,
            Location::Static { .. } => return,
        };
        let Some(object) = NonZeroU32::new(object) else { return };
        if !self.st.heap.get(ObjRef(object)).shared {
            return;
        }
        let Some(kind) = self.jdk_state_kind(location).filter(|&k| !self.quiet_reads.written(k)) else { return };
        let in_jdk_initializer = self.st.threads.get(thread as usize).is_some_and(|t| {
            t.frames.iter().any(|f| {
                matches!(f.kind, FrameKind::Clinit(c) if self.prog.class(c).origin != weft_classfile::ClassOrigin::Application)
            })
        });
        if !in_jdk_initializer {
            self.quiet_reads.written_while_shared(kind);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{QuietKind, QuietReads};

    #[test]
    fn a_kind_written_after_a_quiet_read_breaks_the_assumption_and_stays_loud() {
        let mut q = QuietReads::default();
        let (pattern, flags) = (QuietKind::FieldsOf(7), QuietKind::ArraysFrom(3, 12));
        assert!(q.may_read_quietly(pattern, String::new));
        assert!(q.may_read_quietly(pattern, String::new));
        q.written_while_shared(flags);
        // Written before any quiet read: read with scheduling points, and nothing broke.
        assert!(!q.may_read_quietly(flags, String::new));
        assert_eq!(q.broken(), None);
        q.written_while_shared(pattern);
        assert_eq!(q.broken(), Some(pattern));
        q.start_again();
        assert_eq!((q.broken(), q.restarts), (None, 1));
        assert!(!q.may_read_quietly(pattern, String::new));
        assert!(!q.may_read_quietly(flags, String::new));
        // What was read quietly before is assumed afresh.
        let other = QuietKind::FieldsOf(8);
        assert!(q.may_read_quietly(other, String::new));
        q.start_again();
        assert!(q.may_read_quietly(other, String::new));
        // A replay reads the kinds its search wrote with scheduling points from the start.
        let mut replay = QuietReads::default();
        replay.replay_written(["java/util/Formatter$Flags".to_string()]);
        assert!(!replay.may_read_quietly(pattern, || "java/util/Formatter$Flags".into()));
        assert!(replay.may_read_quietly(other, || "java/util/regex/Pattern$Branch".into()));
    }
}
