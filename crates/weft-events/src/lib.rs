//! The one event vocabulary of weft.
//!
//! The machine (`weft-vm`) emits these events as it executes; every analysis (happens-before race
//! detection, lockset, atomicity monitors, permissions, relaxed memory) consumes the same stream, and
//! `--record-trace` writes it. Keeping a single small, exact vocabulary is the lesson of RoadRunner:
//! analyses never look inside the interpreter, and adding an analysis never changes the machine.
//!
//! Identifiers are plain integers chosen by the machine: a [`ThreadId`] is the index of a thread in
//! creation order; an [`ObjectId`] names a heap object for the lifetime of one execution path;
//! a [`FieldId`] names a declared field (instance or static) and [`ClassId`] a loaded class. The
//! machine can turn each of them back into Java names for reports.

/// A thread of the program under test, numbered in creation order (the main thread is 0).
pub type ThreadId = u32;
/// A heap object (instance, array, class mirror) on the current execution path.
pub type ObjectId = u32;
/// A declared field of a loaded class.
pub type FieldId = u32;
/// A loaded class.
pub type ClassId = u32;
/// A method of a loaded class.
pub type MethodId = u32;

/// A memory location at the granularity the Java Memory Model uses.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Location {
    /// One instance field of one object.
    Field { object: ObjectId, field: FieldId },
    /// One static field.
    Static { field: FieldId },
    /// One element of one array.
    Element { array: ObjectId, index: u32 },
}

/// How a memory access synchronizes, as the JMM distinguishes accesses.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum AccessMode {
    /// An ordinary access: may race.
    Plain,
    /// A volatile (or atomic, or VarHandle volatile/acquire/release) access: a synchronization action.
    Volatile,
    /// An opaque access (`VarHandle.getOpaque`/`setOpaque`, `Unsafe.getIntOpaque`, ...): atomic
    /// and never a data race, but not a synchronization action either.
    Opaque,
    /// A read or write of a final field (written only by the constructor).
    Final,
}

/// Where in the program an event happened: the method and the instruction index within it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Site {
    pub method: MethodId,
    pub pc: u32,
}

impl Site {
    /// No site: an event the machine itself makes, or (as an access's `via`) an access the
    /// program's own code made.
    pub const NONE: Site = Site { method: MethodId::MAX, pc: 0 };
}

/// One thing the machine did that an analysis may care about.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A read of a field, static or array element. `via`: when library code (the JDK's or
    /// weft's classes) read an array element for the program, the program's call that led to
    /// it (its innermost frame in the program's own code: `Arrays.toString(a)`); otherwise
    /// [`Site::NONE`].
    Read { thread: ThreadId, location: Location, mode: AccessMode, site: Site, via: Site },
    /// A write of a field, static or array element; `via` as for [`Event::Read`].
    Write { thread: ThreadId, location: Location, mode: AccessMode, site: Site, via: Site },
    /// The thread acquired the monitor of `object` (the outermost acquisition of a reentrant lock).
    MonitorEnter { thread: ThreadId, object: ObjectId, site: Site },
    /// The thread released the monitor of `object` (the outermost release).
    MonitorExit { thread: ThreadId, object: ObjectId, site: Site },
    /// The thread began waiting on `object` (and released its monitor).
    Wait { thread: ThreadId, object: ObjectId, site: Site },
    /// The thread notified one (`all == false`) or every waiter of `object`.
    Notify { thread: ThreadId, object: ObjectId, all: bool, site: Site },
    /// `thread` started `child`.
    ThreadStart { thread: ThreadId, child: ThreadId, site: Site },
    /// `thread` terminated (normally or by an uncaught exception).
    ThreadEnd { thread: ThreadId },
    /// `thread` observed that `joined` has terminated (`join` returned, or `isAlive()` returned false).
    ThreadJoin { thread: ThreadId, joined: ThreadId, site: Site },
    /// `thread` allocated `object` at `site`.
    Alloc { thread: ThreadId, object: ObjectId, class: ClassId, site: Site },
    /// `thread` began running the static initializer of `class`.
    ClassInitBegin { thread: ThreadId, class: ClassId },
    /// The static initializer of `class` finished (successfully or not). It releases the
    /// class's initialization lock (JLS 12.4.2): what `thread` did before happens-before the
    /// [`Event::ClassUse`]s of the class.
    ClassInitEnd { thread: ThreadId, class: ClassId },
    /// `thread` used `class` (`new`, a static field or method, reflection) for the first time
    /// since another thread finished initializing it while `thread` was running (or its starter
    /// was, without having used it since): the JVM's check that the class is initialized
    /// synchronizes on its initialization lock, so the end of the initialization
    /// happens-before this use (JLS 12.4.2, steps 1 and 4). Later uses add nothing: the lock
    /// is released once.
    ClassUse { thread: ThreadId, class: ClassId },
    /// The thread entered a block declared atomic (transaction begin).
    AtomicBegin { thread: ThreadId, site: Site },
    /// The thread left a block declared atomic (transaction end).
    AtomicEnd { thread: ThreadId, site: Site },
    /// `thread` changed what `target` does next without touching a memory location:
    /// `Thread.interrupt`, `LockSupport.unpark`. The reduction orders it against every step of
    /// `target`.
    Signal { thread: ThreadId, target: ThreadId, signal: SignalKind, site: Site },
    /// `thread` read the status of `target` (`isAlive()` while it runs, `getState()`,
    /// `isInterrupted()`) without synchronizing with it.
    ThreadQuery { thread: ThreadId, target: ThreadId, site: Site },
    /// `thread` asked for the identity hash code of `object` (`Object.hashCode`,
    /// `System.identityHashCode`). `assigned`: the object had none and this request gave it one
    /// (from the thread's own sequence); otherwise it read the one an earlier request gave. The
    /// hash lives in the object's header, a location no Java code names: the reduction treats
    /// the request as a write (`assigned`) or a read of it, so two threads' first requests on
    /// one object do not commute, while requests on different objects do. The header is set
    /// atomically, so it never takes part in a data race. A class mirror's hash is a fixed
    /// function of the class and emits no event.
    IdentityHash { thread: ThreadId, object: ObjectId, assigned: bool },
    /// `thread` used VM-wide state that no Java location names (the thread table, standard
    /// output): two such uses do not commute.
    Internal { thread: ThreadId, resource: Resource },
    /// The program's code at `site` passed `object`, one of the JDK's objects that are not
    /// thread-safe (a `HashMap`, an `ArrayList`) and that another thread can reach, to the JDK's
    /// code, as the receiver or an argument of a call: the program uses it, whoever made it (a
    /// `Collectors.toList()` result), and the race check tracks its state. It touches nothing:
    /// it commutes with every other event.
    Handover { thread: ThreadId, object: ObjectId, site: Site },
}

/// Which signal a [`Event::Signal`] sends.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SignalKind {
    Interrupt,
    Unpark,
}

/// VM-wide state touched by an [`Event::Internal`].
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Resource {
    /// The table of threads (a new thread takes the next number).
    ThreadTable,
    /// The permission regions tasks hold (`permission.PermissionChecks`): whether an acquire
    /// is a permission violation depends on every other task's regions.
    Permissions,
    /// What the tasks in `isolated` blocks hold: whether a task may enter one depends on every
    /// other task's blocks.
    Isolation,
    /// The queues of actors' mailboxes: the order of two sends to one actor is the order in
    /// which it processes them.
    Mailboxes,
    /// Standard output when it is part of an outcome (`weft outcomes`): the order of two
    /// threads' prints shows.
    StandardOutput,
    /// The memory fences of every thread (`VarHandle.fullFence` and the like) under the Java
    /// memory model: the order of two fences decides what is visible after them.
    Fences,
}

/// A consumer of the event stream.
pub trait EventSink {
    /// Called for each event, in execution order.
    fn event(&mut self, event: &Event);

    /// Called when the machine frees objects that no thread but the one that allocated them
    /// ever reached (`dead` tells their numbers), before their numbers can name new objects. A
    /// sink that holds events back may drop its events that name those objects
    /// ([`Event::names_dead_object`]): they conflict with nothing another thread did or will do.
    fn forget_objects(&mut self, _dead: &dyn Fn(ObjectId) -> bool) {}
}

impl Event {
    /// Whether this event names an object `dead` holds: an access of its fields or elements,
    /// its allocation, an operation on its monitor, its identity hash (see
    /// [`EventSink::forget_objects`]).
    pub fn names_dead_object(&self, dead: &dyn Fn(ObjectId) -> bool) -> bool {
        match *self {
            Event::Read { location, .. } | Event::Write { location, .. } => match location {
                Location::Field { object, .. } => dead(object),
                Location::Element { array, .. } => dead(array),
                Location::Static { .. } => false,
            },
            Event::Alloc { object, .. }
            | Event::MonitorEnter { object, .. }
            | Event::MonitorExit { object, .. }
            | Event::Wait { object, .. }
            | Event::Notify { object, .. }
            | Event::IdentityHash { object, .. } => dead(object),
            _ => false,
        }
    }
}

/// Collects events in memory; used by tests and by trace recording.
#[derive(Default, Debug, Clone)]
pub struct EventLog {
    pub events: Vec<Event>,
}

impl EventSink for EventLog {
    fn event(&mut self, event: &Event) {
        self.events.push(*event);
    }

    fn forget_objects(&mut self, dead: &dyn Fn(ObjectId) -> bool) {
        self.events.retain(|e| !e.names_dead_object(dead));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forgetting_objects_drops_exactly_the_events_that_name_them() {
        let site = Site::NONE;
        let field = |object| Location::Field { object, field: 1 };
        let kept = [
            Event::Read { thread: 0, location: field(8), mode: AccessMode::Plain, site, via: site },
            Event::Write {
                thread: 0,
                location: Location::Static { field: 7 },
                mode: AccessMode::Plain,
                site,
                via: site,
            },
            Event::ThreadStart { thread: 0, child: 7, site },
            Event::MonitorEnter { thread: 0, object: 8, site },
        ];
        let dropped = [
            Event::Alloc { thread: 0, object: 7, class: 3, site },
            Event::Write { thread: 0, location: field(7), mode: AccessMode::Plain, site, via: site },
            Event::Read {
                thread: 0,
                location: Location::Element { array: 7, index: 2 },
                mode: AccessMode::Final,
                site,
                via: site,
            },
            Event::MonitorEnter { thread: 0, object: 7, site },
            Event::Wait { thread: 0, object: 7, site },
            Event::Notify { thread: 0, object: 7, all: true, site },
            Event::MonitorExit { thread: 0, object: 7, site },
            Event::IdentityHash { thread: 0, object: 7, assigned: true },
        ];
        let mut log = EventLog::default();
        for e in kept.iter().chain(&dropped) {
            log.event(e);
        }
        log.forget_objects(&|object| object == 7);
        assert_eq!(log.events, kept);
    }
}
