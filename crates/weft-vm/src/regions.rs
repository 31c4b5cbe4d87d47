//! Permission regions and region scheduling (Mercer, Anderson, Vrvilo and Sarkar, *Model
//! Checking Task Parallel Programs using Gradual Permissions*, seed 003).
//!
//! A *permission region* is a span of a task's code between `acquireR`/`acquireW` and the
//! matching `releaseR`/`releaseW` of `permission.PermissionChecks`, on an object, one array
//! element or a range of elements. Two regions of different tasks *conflict* when they cover a
//! common object or element and one of them writes; acquiring a region that conflicts with one
//! another task holds is a *permission violation*, thrown as `permission.PermissionViolation`
//! (so the search reports it with a replayable counterexample like any uncaught exception). The
//! regions a task holds are `weft.rt.Region` objects listed from its `weft.rt.Task`, so they are
//! part of the heap, and therefore of the state and its fingerprint.
//!
//! *Region scheduling* (`Config::region_scheduling`, the paper's Algorithm 1) makes region
//! entries (after the acquisition, so the state shows the permission held) and isolated blocks
//! the only scheduling points a thread stops at by itself; accesses, monitors and spawns run on.
//! A thread still stops when it blocks or ends, and the search then tries every enabled thread
//! (Algorithm 1 picks one at random; trying all explores a superset of its schedules).
//!
//! Acquiring a monitor other tasks can reach, and starting a `java.util.concurrent` operation,
//! are scheduling points too (see `Machine::yield_before_monitor`): they order tasks as isolated
//! blocks do, so the search must try their orders (docs/design.md, "Region scheduling with
//! monitors and locks").
//!
//! While scheduling by regions the machine also collects *uncovered sharing* (the report of
//! Algorithm 2): every location that two tasks access on one path outside any region covering
//! it and outside isolated blocks and monitors that exclude each other, where one of the
//! accesses is a write. Read-only sharing cannot conflict and is left out; so are accesses made
//! by the JDK's and weft's classes, and by the main thread (which only runs before and after the
//! tasks). An access is covered against another task's access only when both are made under a
//! common exclusion: the global isolated block, the same object in object-based isolated
//! blocks, the same monitor, or the same `java.util.concurrent` lock held exclusively (the JDK's
//! `AbstractOwnableSynchronizer` of a `ReentrantLock` or a `ReentrantReadWriteLock`'s write
//! lock, recognised by its owner thread, see [`LockOwners`]). Accesses under exclusions that do
//! not exclude each other, or one of them under none, count as uncovered.

use std::rc::Rc;

use rustc_hash::FxHashMap;
use weft_events::{AccessMode, Event, Location, Resource, Site};

use crate::machine::{Machine, VmError};
use crate::natives::isolation::isolation;
use crate::natives::tasks::current_task;
use crate::natives::{arg_int, arg_obj, ret_void, NResult, NativeRegistry};
use crate::state::{ThreadId, ThreadStatus};
use crate::value::{ObjRef, Value};

/// Per path: for each location, the (thread, write, guard) triples that accessed it outside
/// regions and global isolated blocks, with the first site of each. Copied on write with the
/// state.
pub type RegionAccesses = Rc<FxHashMap<Location, Vec<(ThreadId, bool, Guard, Site)>>>;

/// Per path: the JDK synchronizers (`AbstractOwnableSynchronizer` objects) that have an owner,
/// with the owner's `Thread` object. Kept from the writes of `exclusiveOwnerThread` (so it is a
/// function of the heap, which is fingerprinted); copied on write with the state.
pub type LockOwners = Rc<Vec<(ObjRef, ObjRef)>>;

/// One exclusion an access can be made under; two accesses of different tasks under a common
/// one cannot run in parallel.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Exclusion {
    /// A global isolated block: it excludes every isolated block.
    IsolatedGlobal,
    /// An object-based isolated block on this object (it does not exclude the object's monitor).
    Isolated(u32),
    /// This object's monitor.
    Monitor(u32),
    /// This JDK synchronizer held exclusively (a `ReentrantLock`, a write lock).
    Lock(u32),
}

/// The exclusions an access was made under, sorted; `None` when it was made under none.
pub type Guard = Option<Vec<Exclusion>>;

/// Whether two accesses of different tasks with these guards may run in parallel unprotected:
/// unless both hold a common exclusion. One access outside every exclusion is exposed to one
/// inside: its task can run while the other task is inside the block, between two of the
/// block's accesses, which the region search (whose steps run such a block whole) never tries.
fn exposed(a: &Guard, b: &Guard) -> bool {
    let isolated = |e: &Exclusion| matches!(e, Exclusion::IsolatedGlobal | Exclusion::Isolated(_));
    let global = |g: &[Exclusion]| g.contains(&Exclusion::IsolatedGlobal);
    match (a, b) {
        (Some(a), Some(b)) => {
            let excluded_by_global = (global(a) && b.iter().any(isolated)) || (global(b) && a.iter().any(isolated));
            !excluded_by_global && !a.iter().any(|o| b.contains(o))
        }
        _ => true,
    }
}

/// The part of an object a region covers: the whole object, or elements `from..to`.
#[derive(Clone, Copy, PartialEq, Eq)]
struct Span {
    from: i32,
    to: i32,
}

impl Span {
    const WHOLE: Span = Span { from: -1, to: -1 };

    fn overlaps(self, other: Span) -> bool {
        self == Span::WHOLE || other == Span::WHOLE || (self.from < other.to && other.from < self.to)
    }

    fn covers_index(self, index: u32) -> bool {
        self == Span::WHOLE || (self.from as i64 <= index as i64 && (index as i64) < self.to as i64)
    }
}

/// A region as the natives read it from a `weft.rt.Region` object.
struct Held {
    object: ObjRef,
    target: ObjRef,
    span: Span,
    write: bool,
}

/// Registers the natives of `permission.PermissionChecks`.
pub(crate) fn register(r: &mut NativeRegistry) {
    const P: &str = "permission/PermissionChecks";
    r.add(P, "acquireR", "(Ljava/lang/Object;)V", |m, t, a| acquire(m, t, arg_obj(a, 0)?, Span::WHOLE, false));
    r.add(P, "acquireW", "(Ljava/lang/Object;)V", |m, t, a| acquire(m, t, arg_obj(a, 0)?, Span::WHOLE, true));
    r.add(P, "releaseR", "(Ljava/lang/Object;)V", |m, t, a| release(m, t, arg_obj(a, 0)?, Span::WHOLE, false));
    r.add(P, "releaseW", "(Ljava/lang/Object;)V", |m, t, a| release(m, t, arg_obj(a, 0)?, Span::WHOLE, true));
    r.add(P, "acquireR", "(Ljava/lang/Object;I)V", |m, t, a| acquire(m, t, arg_obj(a, 0)?, element(a)?, false));
    r.add(P, "acquireW", "(Ljava/lang/Object;I)V", |m, t, a| acquire(m, t, arg_obj(a, 0)?, element(a)?, true));
    r.add(P, "releaseR", "(Ljava/lang/Object;I)V", |m, t, a| release(m, t, arg_obj(a, 0)?, element(a)?, false));
    r.add(P, "releaseW", "(Ljava/lang/Object;I)V", |m, t, a| release(m, t, arg_obj(a, 0)?, element(a)?, true));
    r.add(P, "acquireR", "(Ljava/lang/Object;II)V", |m, t, a| acquire(m, t, arg_obj(a, 0)?, range(a)?, false));
    r.add(P, "acquireW", "(Ljava/lang/Object;II)V", |m, t, a| acquire(m, t, arg_obj(a, 0)?, range(a)?, true));
    r.add(P, "releaseR", "(Ljava/lang/Object;II)V", |m, t, a| release(m, t, arg_obj(a, 0)?, range(a)?, false));
    r.add(P, "releaseW", "(Ljava/lang/Object;II)V", |m, t, a| release(m, t, arg_obj(a, 0)?, range(a)?, true));
}

/// Element `index` (an index of -1 is the range -1..0, not the whole object).
fn element(a: &[Value]) -> Result<Span, VmError> {
    let i = arg_int(a, 1)?;
    Ok(Span { from: i, to: i.saturating_add(1) })
}

/// Elements `from..to`; an empty range (`to <= from`) covers nothing, and is never confused
/// with the whole object.
fn range(a: &[Value]) -> Result<Span, VmError> {
    let (from, to) = (arg_int(a, 1)?, arg_int(a, 2)?);
    Ok(if to <= from { Span { from: 0, to: 0 } } else { Span { from, to } })
}

/// The regions task `task` holds, most recent first.
fn held(m: &Machine, task: ObjRef) -> Vec<Held> {
    let mut out = Vec::new();
    let mut next = m.get_field_named(task, "regions");
    while let Some(Value::Ref(Some(object))) = next {
        let int = |name| m.get_field_named(object, name).and_then(|v| v.as_int()).unwrap_or(-1);
        if let Some(Value::Ref(Some(target))) = m.get_field_named(object, "target") {
            let span = Span { from: int("from"), to: int("to") };
            out.push(Held { object, target, span, write: int("write") == 1 });
        }
        next = m.get_field_named(object, "next");
    }
    out
}

/// How messages name a region: `write permission on int[] elements 0..2 (task-3)`.
fn describe(m: &Machine, target: ObjRef, span: Span, write: bool) -> String {
    let what = m.describe_object(target);
    let kind = if write { "write" } else { "read" };
    match span {
        Span::WHOLE => format!("{kind} permission on {what}"),
        Span { from, to } if to == from.saturating_add(1) => format!("{kind} permission on {what}[{from}]"),
        Span { from, to } => format!("{kind} permission on {what}[{from}..{to})"),
    }
}

/// `acquireR`/`acquireW`: a violation if another live task holds a conflicting region; else the
/// region is added to the current task's, and under region scheduling the task stops here.
/// Outside tasks (before `launchHabaneroApp`) regions are not tracked.
fn acquire(m: &mut Machine, tid: ThreadId, target: ObjRef, span: Span, write: bool) -> Result<NResult, VmError> {
    let Some(task) = current_task(m, tid) else {
        return ret_void();
    };
    m.emit(Event::Internal { thread: tid, resource: Resource::Permissions });
    for other in 0..m.st.threads.len() as ThreadId {
        if other == tid || m.st.threads[other as usize].status == ThreadStatus::Terminated {
            continue;
        }
        let Some(other_task) = current_task(m, other) else { continue };
        let conflict =
            held(m, other_task).into_iter().find(|h| h.target == target && h.span.overlaps(span) && (write || h.write));
        if let Some(h) = conflict {
            let message = format!(
                "permission violation: {} acquires {} while {} holds {}",
                m.thread_name(tid),
                describe(m, target, span, write),
                m.thread_name(other),
                describe(m, h.target, h.span, h.write)
            );
            return Ok(NResult::ThrowNew("permission/PermissionViolation", Some(message)));
        }
    }
    let class = m.load("weft/rt/Region")?;
    let region = m.alloc_instance(class);
    m.set_field_named(region, "target", Value::Ref(Some(target)));
    m.set_field_named(region, "from", Value::Int(span.from));
    m.set_field_named(region, "to", Value::Int(span.to));
    m.set_field_named(region, "write", Value::Int(write as i32));
    let first = m.get_field_named(task, "regions").unwrap_or(Value::Ref(None));
    m.set_field_named(region, "next", first);
    m.set_field_named(task, "regions", Value::Ref(Some(region)));
    m.publish(region);
    if m.config.region_scheduling {
        Ok(NResult::Yield(None))
    } else {
        ret_void()
    }
}

/// `releaseR`/`releaseW`: removes the most recent matching region of the current task; releasing
/// a region the task does not hold is a violation.
fn release(m: &mut Machine, tid: ThreadId, target: ObjRef, span: Span, write: bool) -> Result<NResult, VmError> {
    let Some(task) = current_task(m, tid) else {
        return ret_void();
    };
    m.emit(Event::Internal { thread: tid, resource: Resource::Permissions });
    let regions = held(m, task);
    let Some(i) = regions.iter().position(|h| h.target == target && h.span == span && h.write == write) else {
        let message = format!("{} releases {} it does not hold", m.thread_name(tid), describe(m, target, span, write));
        return Ok(NResult::ThrowNew("permission/PermissionViolation", Some(message)));
    };
    let after = m.get_field_named(regions[i].object, "next").unwrap_or(Value::Ref(None));
    match i.checked_sub(1) {
        None => m.set_field_named(task, "regions", after),
        Some(before) => m.set_field_named(regions[before].object, "next", after),
    };
    ret_void()
}

impl Machine {
    /// Under region scheduling, records an access made outside permission regions, and adds the location to [`Machine::uncovered_sharing`] once two tasks made such
    /// accesses on this path and one of them wrote.
    pub(crate) fn note_region_access(&mut self, event: &Event) {
        // Final fields are written before the object is shared; every other access can observe
        // the order of tasks (volatile ones included: race-free, but not deterministic).
        if let Event::Write { location: Location::Field { object, field }, .. } = *event {
            self.note_lock_owner(object, field);
        }
        let (tid, location, site, write) = match *event {
            Event::Read { thread, location, mode, site, .. } if mode != AccessMode::Final => {
                (thread, location, site, false)
            }
            Event::Write { thread, location, mode, site, .. } if mode != AccessMode::Final => {
                (thread, location, site, true)
            }
            _ => return,
        };
        if !self.is_program_site(site) {
            return;
        }
        let Some(guard) = self.exposure(tid, location) else {
            return;
        };
        let accesses = Rc::make_mut(&mut self.st.region_accesses).entry(location).or_default();
        if accesses.iter().any(|(t, w, g, _)| *t == tid && *w == write && *g == guard) {
            return;
        }
        let conflicting: Vec<(ThreadId, bool, Site)> = accesses
            .iter()
            .filter(|(t, w, g, _)| *t != tid && (*w || write) && exposed(g, &guard))
            .map(|&(t, w, _, s)| (t, w, s))
            .collect();
        accesses.push((tid, write, guard, site));
        if conflicting.is_empty() {
            return;
        }
        let name = self.location_name(location);
        for (t, w, s) in conflicting.into_iter().chain([(tid, write, site)]) {
            let position = self.prog.source_position(s.method, s.pc);
            let what = format!("{} by {} at {}", if w { "write" } else { "read" }, self.thread_name(t), position);
            self.uncovered_sharing.entry(name.clone()).or_default().insert(what);
        }
    }

    /// Whether an access site is in the program's own code (not the JDK's or weft's, nor a
    /// lambda's generated class, whose body is a method of the program's class).
    fn is_program_site(&self, site: Site) -> bool {
        if site.method as usize >= self.prog.methods.len() {
            return false;
        }
        let class = self.prog.class(self.prog.method(site.method).class);
        matches!(class.origin, weft_classfile::ClassOrigin::Application) && !class.name.contains("$$Lambda$")
    }

    /// How thread `tid`'s access of `location` is exposed to other tasks: `None` when it is
    /// covered (inside a permission region covering `location`; the main thread is always
    /// covered), else the exclusions it is made under (see [`Guard`]).
    fn exposure(&self, tid: ThreadId, location: Location) -> Option<Guard> {
        let task = current_task(self, tid)?;
        let mut exclusions: Vec<Exclusion> = match isolation(self, task) {
            None => Vec::new(),
            Some(None) => vec![Exclusion::IsolatedGlobal],
            Some(Some(objects)) => objects.iter().map(|o| Exclusion::Isolated(o.0.get())).collect(),
        };
        exclusions.extend(self.st.monitors.held_by(tid).map(|o| Exclusion::Monitor(o.0.get())));
        let me = self.st.threads[tid as usize].object;
        let locks = self.st.lock_owners.iter().filter(|(_, owner)| *owner == me);
        exclusions.extend(locks.map(|(sync, _)| Exclusion::Lock(sync.0.get())));
        exclusions.sort_unstable();
        let guard = (!exclusions.is_empty()).then_some(exclusions);
        let (object, index) = match location {
            Location::Field { object, .. } => (object, None),
            Location::Element { array, index } => (array, Some(index)),
            Location::Static { .. } => return Some(guard),
        };
        let in_region = held(self, task).iter().any(|h| {
            h.target.0.get() == object
                && match index {
                    Some(i) => h.span.covers_index(i),
                    None => h.span == Span::WHOLE,
                }
        });
        (!in_region).then_some(guard)
    }

    /// Keeps [`LockOwners`] up to date: called for every write of a field; a write of
    /// `AbstractOwnableSynchronizer.exclusiveOwnerThread` on a synchronizer of the JDK (whose
    /// owner is set only by a successful exclusive acquisition and cleared by the release)
    /// records its new owner. A program's own synchronizer subclass is not trusted to exclude.
    fn note_lock_owner(&mut self, object: u32, field: u32) {
        let Some(f) = self.prog.fields.get(field as usize) else { return };
        if &*f.name != "exclusiveOwnerThread"
            || &*self.prog.class(f.class).name != "java/util/concurrent/locks/AbstractOwnableSynchronizer"
        {
            return;
        }
        let Some(sync) = std::num::NonZeroU32::new(object).map(ObjRef) else { return };
        if matches!(self.prog.class(self.st.heap.get(sync).class).origin, weft_classfile::ClassOrigin::Application) {
            return;
        }
        let owner = match self.get_field_named(sync, "exclusiveOwnerThread") {
            Some(Value::Ref(owner)) => owner,
            _ => None,
        };
        let owners = Rc::make_mut(&mut self.st.lock_owners);
        owners.retain(|(s, _)| *s != sync);
        owners.extend(owner.map(|o| (sync, o)));
    }

    /// How the sharing report names a location: `Class.field`, or the array's type and index.
    fn location_name(&self, location: Location) -> String {
        match location {
            Location::Static { field } | Location::Field { field, .. } => match self.prog.fields.get(field as usize) {
                Some(f) => format!("{}.{}", self.prog.class(f.class).java_name(), f.name),
                None => format!("field {field}"),
            },
            Location::Element { array, index } => {
                let name = std::num::NonZeroU32::new(array)
                    .map(|n| self.prog.class(self.st.heap.get(ObjRef(n)).class).name.to_string())
                    .unwrap_or_default();
                format!("{}[{index}]", crate::interp::descriptor_java_name(&name))
            }
        }
    }
}
