//! Natives of Habanero tasks (`weft.rt.Tasks`, behind weft's HJlib-compatible API).
//!
//! A task is a machine thread whose (hidden) `java.lang.Thread` object has a `weft.rt.Task` as
//! its `target`; the search, the reduction and the race detector treat it as a thread. The
//! natives here emit exactly the Habanero happens-before edges and nothing more:
//!
//! - `spawn` emits `ThreadStart` (the parent's past happens-before the task);
//! - `join` (the end of `finish`, `HjFuture.get`) emits `ThreadJoin` when the task has ended;
//! - the finish-scope lists, the current task's scope and the waiters of data-driven futures
//!   are written here without access events: they are bookkeeping whose outcome does not depend
//!   on the interleaving (see `Tasks.awaitScope`), so they need neither scheduling points nor
//!   edges. Waking a waiter emits `Signal` so that the reduction sees the dependence;
//! - abstract metrics (`doWork`): the total work and the largest span in a `weft.rt.Metrics`,
//!   each task's span in its `Task`, also written without events (sums and maxima do not
//!   depend on the order of the updates).

use weft_events::{Event, SignalKind, Site};

use super::*;
use crate::state::ThreadStatus;

const TASKS: &str = "weft/rt/Tasks";

pub(super) fn register(r: &mut NativeRegistry) {
    r.add(TASKS, "spawn", "(Lweft/rt/Task;Ledu/rice/hj/api/HjSuspendable;)V", spawn);
    r.add(TASKS, "currentScope", "()Lweft/rt/FinishScope;", |m, tid, _| match current_task(m, tid) {
        Some(task) => ret(m.get_field_named(task, "scope").unwrap_or(Value::Ref(None))),
        None => outside_app(),
    });
    r.add(TASKS, "enterScope", "(Lweft/rt/FinishScope;)V", |m, tid, a| {
        let scope = arg_ref(a, 0)?;
        match current_task(m, tid) {
            Some(task) => {
                m.set_field_named(task, "scope", Value::Ref(scope));
                if let Some(s) = scope {
                    m.publish(s);
                }
                ret_void()
            }
            None => outside_app(),
        }
    });
    r.add(TASKS, "nextToJoin", "(Lweft/rt/FinishScope;)Lweft/rt/Task;", |m, _, a| {
        let scope = arg_obj(a, 0)?;
        let Some(Value::Ref(Some(task))) = m.get_field_named(scope, "pending") else {
            return ret_ref(None);
        };
        let next = m.get_field_named(task, "next").unwrap_or(Value::Ref(None));
        m.set_field_named(scope, "pending", next);
        m.set_field_named(task, "next", Value::Ref(None));
        ret_ref(Some(task))
    });
    r.add(TASKS, "join", "(Lweft/rt/Task;)V", |m, tid, a| {
        let target = task_thread(m, arg_obj(a, 0)?)?;
        if m.st.threads[target as usize].status == ThreadStatus::Terminated {
            m.emit(Event::ThreadJoin { thread: tid, joined: target, site: site_of(m, tid) });
            return ret_void();
        }
        // Completed (with the join event) by `Machine::resume` once the task has ended.
        m.st.threads[tid as usize].status = ThreadStatus::Joining { thread: target, until: None };
        Ok(NResult::Block)
    });
    r.add(TASKS, "isDone", "(Lweft/rt/Task;)Z", |m, tid, a| {
        let target = task_thread(m, arg_obj(a, 0)?)?;
        m.observed_without_point();
        m.emit(Event::ThreadQuery { thread: tid, target, site: site_of(m, tid) });
        ret_bool(m.st.threads[target as usize].status == ThreadStatus::Terminated)
    });
    r.add(TASKS, "awaitValue", "(Lweft/rt/DataDrivenFuture;)V", |m, tid, a| {
        let future = arg_obj(a, 0)?;
        if matches!(m.get_field_named(future, "ready"), Some(Value::Int(1))) {
            return ret_void();
        }
        park_on(m, tid, future)
    });
    r.add(TASKS, "schedulingPoint", "()V", |m, _, _| {
        if m.config.region_scheduling {
            Ok(NResult::Yield(None))
        } else {
            ret_void()
        }
    });
    r.add(TASKS, "work", "(Lweft/rt/Metrics;J)V", |m, tid, a| {
        let (metrics, units) = (arg_obj(a, 0)?, arg_long(a, 1)?.max(0));
        if let Some(task) = current_task(m, tid) {
            let span = long(m, task, "span").saturating_add(units);
            m.set_field_named(task, "span", Value::Long(span));
            let work = long(m, metrics, "work").saturating_add(units);
            m.set_field_named(metrics, "work", Value::Long(work));
            raise_span(m, metrics, span);
        }
        ret_void()
    });
    r.add(TASKS, "joinSpan", "(Lweft/rt/Task;)V", |m, tid, a| {
        let joined = long(m, arg_obj(a, 0)?, "span");
        if let Some(task) = current_task(m, tid) {
            if joined > long(m, task, "span") {
                m.set_field_named(task, "span", Value::Long(joined));
            }
        }
        ret_void()
    });
    r.add(TASKS, "metrics", "(Lweft/rt/Metrics;)[J", |m, _, a| {
        let metrics = arg_obj(a, 0)?;
        let values = vec![long(m, metrics, "work"), long(m, metrics, "span")];
        let array = m.alloc_prim_array(crate::insn::Prim::Long, crate::state::ArrayData::Long(values));
        ret_ref(Some(array))
    });
    r.add(TASKS, "wakeWaiters", "(Lweft/rt/DataDrivenFuture;)V", |m, tid, a| {
        wake_parked_on(m, tid, arg_obj(a, 0)?);
        ret_void()
    });
}

/// Parks the current task until [`wake_parked_on`] wakes the tasks parked on `object` (a
/// data-driven future or a phaser); the caller checks its condition again when it returns.
pub(super) fn park_on(m: &mut Machine, tid: ThreadId, object: ObjRef) -> Result<NResult, VmError> {
    let Some(task) = current_task(m, tid) else {
        return outside_app();
    };
    m.set_field_named(task, "awaiting", Value::Ref(Some(object)));
    m.step.read_own_control = true;
    let t = &mut m.st.threads[tid as usize];
    t.permit = false;
    t.status = ThreadStatus::Parked { until: None };
    Ok(NResult::Block)
}

/// Wakes the tasks parked on `object`, with a `Signal` event for each (the reduction layer must
/// see that waking depends on the waker).
pub(super) fn wake_parked_on(m: &mut Machine, tid: ThreadId, object: ObjRef) {
    let site = site_of(m, tid);
    for waiter in 0..m.st.threads.len() as ThreadId {
        let Some(task) = current_task(m, waiter) else { continue };
        if m.get_field_named(task, "awaiting") == Some(Value::Ref(Some(object))) {
            m.set_field_named(task, "awaiting", Value::Ref(None));
            m.st.threads[waiter as usize].permit = true;
            m.emit(Event::Signal { thread: tid, target: waiter, signal: SignalKind::Unpark, site });
        }
    }
}

/// Creates the task's machine thread, registers the task in its finish scope and starts it.
fn spawn(m: &mut Machine, tid: ThreadId, a: &[Value]) -> Result<NResult, VmError> {
    let task = arg_obj(a, 0)?;
    let Some(body) = arg_ref(a, 1)? else {
        return npe();
    };
    let tasks = m.load(TASKS)?;
    let key = m.prog.key("runTask", "(Ledu/rice/hj/api/HjSuspendable;)V");
    let run_task = *m
        .prog
        .class(tasks)
        .method_by_key
        .get(&key)
        .ok_or_else(|| VmError::verify("weft.rt.Tasks without runTask(HjSuspendable)"))?;
    let thread_class = m.load("java/lang/Thread")?;
    let object = m.alloc_instance(thread_class);
    let child = m.new_thread(object);
    let name = m.new_string(&format!("task-{child}"));
    m.set_field_named(object, "name", Value::Ref(Some(name)));
    m.set_field_named(object, "priority", Value::Int(5));
    m.set_field_named(object, "target", Value::Ref(Some(task)));
    if let Some(group) = m.st.threads.first().and_then(|t| m.get_field_named(t.object, "group")) {
        m.set_field_named(object, "group", group);
    }
    m.set_field_named(task, "thread", Value::Ref(Some(object)));
    // The task's critical path starts where its parent's is now.
    if let Some(parent) = current_task(m, tid) {
        let span = long(m, parent, "span");
        m.set_field_named(task, "span", Value::Long(span));
    }
    // Register in the scope: the task is pending there until the scope's owner joins it.
    if let Some(Value::Ref(Some(scope))) = m.get_field_named(task, "scope") {
        let pending = m.get_field_named(scope, "pending").unwrap_or(Value::Ref(None));
        m.set_field_named(task, "next", pending);
        m.set_field_named(scope, "pending", Value::Ref(Some(task)));
    }
    let t = &mut m.st.threads[child as usize];
    t.status = ThreadStatus::Runnable;
    t.pending_call = Some((run_task, vec![Value::Ref(Some(body))]));
    m.st.live_threads += 1;
    m.inherit_classes_to_acquire(tid, child);
    // The task can now reach its Thread object, its scope and its body.
    m.publish(object);
    m.publish(body);
    m.emit(Event::ThreadStart { thread: tid, child, site: site_of(m, tid) });
    // Region scheduling preempts only at region entries and isolated blocks.
    if m.config.region_scheduling {
        ret_void()
    } else {
        Ok(NResult::Yield(None))
    }
}

/// The `long` field `name` of `object` (0 when it has none).
fn long(m: &Machine, object: ObjRef, name: &str) -> i64 {
    m.get_field_named(object, name).and_then(|v| v.as_long()).unwrap_or(0)
}

/// Raises the largest span of `metrics` to `span`.
fn raise_span(m: &mut Machine, metrics: ObjRef, span: i64) {
    if span > long(m, metrics, "span") {
        m.set_field_named(metrics, "span", Value::Long(span));
    }
}

/// The `weft.rt.Task` of thread `tid`, if it is a task.
pub(crate) fn current_task(m: &Machine, tid: ThreadId) -> Option<ObjRef> {
    let object = m.st.threads[tid as usize].object;
    match m.get_field_named(object, "target") {
        Some(Value::Ref(Some(target))) if &*m.prog.class(m.st.heap.get(target).class).name == "weft/rt/Task" => {
            Some(target)
        }
        _ => None,
    }
}

/// The data-driven future or phaser task thread `tid` is parked on, if any.
pub(crate) fn awaited(m: &Machine, tid: ThreadId) -> Option<ObjRef> {
    match m.get_field_named(current_task(m, tid)?, "awaiting") {
        Some(Value::Ref(Some(object))) => Some(object),
        _ => None,
    }
}

/// The machine thread of a spawned task.
fn task_thread(m: &Machine, task: ObjRef) -> Result<ThreadId, VmError> {
    match m.get_field_named(task, "thread") {
        Some(Value::Ref(Some(object))) => {
            m.thread_of(object).ok_or_else(|| VmError::verify("a task's Thread object has no machine thread"))
        }
        _ => Err(VmError::verify("a task that was never spawned")),
    }
}

pub(super) fn site_of(m: &Machine, tid: ThreadId) -> Site {
    let (method, pc) = m.st.threads[tid as usize].frames.last().map(|f| (f.method, f.pc)).unwrap_or((u32::MAX, 0));
    Site { method, pc }
}

pub(crate) fn outside_app() -> Result<NResult, VmError> {
    throw(
        "java/lang/IllegalStateException",
        "Habanero constructs (async, finish, future, forall, ...) must run inside launchHabaneroApp",
    )
}
