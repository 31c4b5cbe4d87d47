//! Natives of Habanero `isolated` blocks (`weft.rt.Tasks.isolated*`).
//!
//! HJlib's exclusion, modelled natively as a reader/writer gate plus one lock per object:
//!
//! - a **global** block holds the gate exclusively: it excludes every other isolated block;
//! - an **object-based** block on objects `O` holds the gate shared and each object of `O`
//!   exclusively: it excludes global blocks and blocks that share an object with it, and runs in
//!   parallel with blocks on disjoint objects.
//!
//! A task's blocks are a stack of `weft.rt.IsolatedBlock` objects from its `Task.isolated`, so
//! what every task holds is part of the heap and of the state. A nested block acquires only what
//! the task does not hold yet (inside a global block, nothing); it can deadlock with another
//! task's nested block (each waits for what the other holds), which the search reports.
//!
//! Happens-before edges go only between blocks that exclude each other, from the end of one to
//! the start of the next:
//!
//! | block | at entry (acquire) | at exit (release) |
//! |---|---|---|
//! | global | volatile reads of the gate's locations 0 and 1 | volatile write of location 0 |
//! | on `O` | volatile read of location 0, `MonitorEnter` of each object of `O` | `MonitorExit` of each, volatile write of location 1 |
//!
//! (location `i` is `Location::Element { array: gate, index: i }`, a synthetic location no
//! program can name). Location 0 carries global blocks' pasts to every later block, location 1
//! object-based blocks' pasts to later global blocks only, and an object's monitor its blocks'
//! pasts to later blocks on it; two blocks on disjoint objects get no edge, so a race between
//! them is reported. Every entry attempt, wait and exit also emits `Internal { Isolation }`,
//! which makes all of them dependent for the reduction (coarser than exclusion, so sound). An
//! entry attempt is a scheduling point under full scheduling, as `monitorenter` is.

use weft_events::{Event, Location, Resource};

use super::tasks::{current_task, outside_app, park_on, site_of, wake_parked_on};
use super::*;
use crate::state::{ArrayData, Body, ThreadStatus};

const TASKS: &str = "weft/rt/Tasks";
const BLOCK: &str = "(Ljava/lang/Object;Lweft/rt/IsolatedBlock;)";
/// The gate's location that global blocks release to.
const GLOBAL_RELEASES: u32 = 0;
/// The gate's location that object-based blocks release to.
const OBJECT_RELEASES: u32 = 1;

pub(super) fn register(r: &mut NativeRegistry) {
    r.add(TASKS, "isolatedEnter", &format!("{BLOCK}Z"), |m, tid, a| {
        let (gate, block) = (arg_obj(a, 0)?, arg_obj(a, 1)?);
        // A scheduling point before the attempt, as before `monitorenter` (under region
        // scheduling `Tasks.schedulingPoint` stops instead).
        if m.yield_here(tid) {
            return Ok(NResult::YieldBefore);
        }
        let Some(task) = current_task(m, tid) else {
            return outside_app();
        };
        m.emit(Event::Internal { thread: tid, resource: Resource::Isolation });
        let Some(need) = needed(m, tid, task, block) else {
            return ret_bool(false);
        };
        enter(m, tid, task, gate, block, need)?;
        ret_bool(true)
    });
    r.add(TASKS, "isolatedBlock", &format!("{BLOCK}V"), |m, tid, a| {
        let (gate, block) = (arg_obj(a, 0)?, arg_obj(a, 1)?);
        let Some(task) = current_task(m, tid) else {
            return outside_app();
        };
        m.emit(Event::Internal { thread: tid, resource: Resource::Isolation });
        match needed(m, tid, task, block) {
            Some(_) => ret_void(),
            None => park_on(m, tid, gate),
        }
    });
    r.add(TASKS, "isolatedExit", "(Ljava/lang/Object;)V", |m, tid, a| {
        let gate = arg_obj(a, 0)?;
        let Some(task) = current_task(m, tid) else {
            return outside_app();
        };
        m.emit(Event::Internal { thread: tid, resource: Resource::Isolation });
        let Some(Value::Ref(Some(block))) = m.get_field_named(task, "isolated") else {
            return throw("java/lang/IllegalStateException", "leaving an isolated block the task is not in");
        };
        let outer = m.get_field_named(block, "outer").unwrap_or(Value::Ref(None));
        m.set_field_named(task, "isolated", outer);
        let acquired = objects(m, block, "acquired");
        let site = site_of(m, tid);
        for &object in &acquired {
            m.emit(Event::MonitorExit { thread: tid, object: object.0.get(), site });
        }
        if !acquired.is_empty() {
            release(m, tid, gate, OBJECT_RELEASES);
        }
        let global = m.get_field_named(block, "global") == Some(Value::Int(1));
        if global {
            release(m, tid, gate, GLOBAL_RELEASES);
        }
        if global || !acquired.is_empty() {
            wake_parked_on(m, tid, gate);
        }
        ret_void()
    });
}

/// What entering a block must acquire: the gate exclusively, and objects.
struct Need {
    global: bool,
    objects: Vec<ObjRef>,
}

/// What a task holds: the gate exclusively, and objects.
#[derive(Default)]
struct Holding {
    global: bool,
    objects: Vec<ObjRef>,
}

/// What `task` holds through the blocks it is in.
fn holding(m: &Machine, task: ObjRef) -> Holding {
    let mut h = Holding::default();
    let mut next = m.get_field_named(task, "isolated");
    while let Some(Value::Ref(Some(block))) = next {
        h.global |= m.get_field_named(block, "global") == Some(Value::Int(1));
        h.objects.extend(objects(m, block, "acquired"));
        next = m.get_field_named(block, "outer");
    }
    h
}

/// The isolation a task has through the blocks it is in, for the region-scheduling report:
/// `None` outside isolated blocks, `Some(None)` in a global block, `Some(Some(objects))` in
/// object-based blocks only.
pub(crate) fn isolation(m: &Machine, task: ObjRef) -> Option<Option<Vec<ObjRef>>> {
    if !matches!(m.get_field_named(task, "isolated"), Some(Value::Ref(Some(_)))) {
        return None;
    }
    let h = holding(m, task);
    Some((!h.global).then_some(h.objects))
}

/// The objects of the `Object[]` field `field` of `block` (none when it is null).
fn objects(m: &Machine, block: ObjRef, field: &str) -> Vec<ObjRef> {
    match m.get_field_named(block, field) {
        Some(Value::Ref(Some(array))) => match &m.st.heap.get(array).body {
            Body::Array(ArrayData::Ref(items)) => items.iter().flatten().copied().collect(),
            _ => Vec::new(),
        },
        _ => Vec::new(),
    }
}

/// What entering `block` would add to what `task` holds, or `None` when another live task holds
/// something it excludes. (`Tasks.runIsolated` has rejected null participants.)
fn needed(m: &Machine, tid: ThreadId, task: ObjRef, block: ObjRef) -> Option<Need> {
    let own = holding(m, task);
    let want_global = !matches!(m.get_field_named(block, "objects"), Some(Value::Ref(Some(_))));
    let mut wanted = objects(m, block, "objects");
    if own.global {
        return Some(Need { global: false, objects: Vec::new() });
    }
    wanted.retain(|o| !own.objects.contains(o));
    wanted.sort_by_key(|o| o.0.get());
    wanted.dedup();
    for other in 0..m.st.threads.len() as ThreadId {
        if other == tid || m.st.threads[other as usize].status == ThreadStatus::Terminated {
            continue;
        }
        let Some(other_task) = current_task(m, other) else { continue };
        let theirs = holding(m, other_task);
        let excluded = theirs.global
            || (want_global && !theirs.objects.is_empty())
            || wanted.iter().any(|o| theirs.objects.contains(o));
        if excluded {
            return None;
        }
    }
    Some(Need { global: want_global, objects: wanted })
}

/// Records that the current task entered `block` holding `need` in addition, with the acquire
/// events of the table in the module comment.
fn enter(m: &mut Machine, tid: ThreadId, task: ObjRef, gate: ObjRef, block: ObjRef, need: Need) -> Result<(), VmError> {
    if need.global || !need.objects.is_empty() {
        acquire(m, tid, gate, GLOBAL_RELEASES);
    }
    if need.global {
        acquire(m, tid, gate, OBJECT_RELEASES);
        m.set_field_named(block, "global", Value::Int(1));
    }
    if !need.objects.is_empty() {
        let site = site_of(m, tid);
        for &object in &need.objects {
            m.emit(Event::MonitorEnter { thread: tid, object: object.0.get(), site });
        }
        let class = m.load("[Ljava/lang/Object;")?;
        let array = m.alloc_array(class, need.objects.len());
        if let Body::Array(ArrayData::Ref(items)) = &mut m.st.heap.get_mut(array).body {
            for (slot, &object) in items.iter_mut().zip(&need.objects) {
                *slot = Some(object);
            }
        }
        m.set_field_named(block, "acquired", Value::Ref(Some(array)));
    }
    let outer = m.get_field_named(task, "isolated").unwrap_or(Value::Ref(None));
    m.set_field_named(block, "outer", outer);
    m.set_field_named(task, "isolated", Value::Ref(Some(block)));
    if m.st.heap.get(task).shared {
        m.publish(block);
    }
    Ok(())
}

fn acquire(m: &mut Machine, tid: ThreadId, gate: ObjRef, index: u32) {
    let location = Location::Element { array: gate.0.get(), index };
    m.emit_synchronization(tid, location, false);
}

fn release(m: &mut Machine, tid: ThreadId, gate: ObjRef, index: u32) {
    let location = Location::Element { array: gate.0.get(), index };
    m.emit_synchronization(tid, location, true);
}
