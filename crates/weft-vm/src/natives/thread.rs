//! Natives of threads and monitors: `Thread` (weft's model class), `Object.wait`/`notify`.
//!
//! Each operation is one exact step. Blocking operations (`wait`, `join`, `sleep`) park the
//! thread inside the call; the machine completes the call when the thread is scheduled again
//! (see `Machine::resume`).

use weft_events::{Event, Resource, SignalKind, Site};

use super::*;
use crate::machine::{SpuriousWakeup, NO_SITE};
use crate::state::ThreadStatus;

const NANOS_PER_MILLI: i64 = 1_000_000;

pub(super) fn register(r: &mut NativeRegistry) {
    // `Condition.await` of JDK 17 loops until signalled, so the spurious returns of its `park`
    // never leave it; the specification lets it return spuriously all the same, which a program
    // that waits with `if` must survive. When the program itself calls `await` and spurious
    // wakeups are explored, the search chooses: wait as usual (the JDK's code), or return at once
    // after releasing and reacquiring the lock (`weft.rt.Support.awaitSpuriously`, which is
    // `awaitNanos(0)`). As for `wait`, waking at once covers every later moment.
    for condition in [crate::describe::CONDITION, crate::describe::LONG_CONDITION] {
        r.add(condition, "await", "()V", |m, tid, a| {
            let receiver = arg_obj(a, 0)?;
            let class = m.prog.class(m.st.heap.get(receiver).class).name.clone();
            match m.spurious_wakeup(tid, &class) {
                SpuriousWakeup::Ask => Ok(NResult::Choose(2)),
                SpuriousWakeup::Chosen(true) => call_static(
                    m,
                    tid,
                    "weft/rt/Support",
                    "awaitSpuriously",
                    "(Ljava/util/concurrent/locks/Condition;)V",
                    a.to_vec(),
                ),
                SpuriousWakeup::Chosen(false) | SpuriousWakeup::NotExplored => Ok(NResult::RunCode),
            }
        });
    }
    r.add("java/lang/Thread", "currentThread", "()Ljava/lang/Thread;", |m, tid, _| {
        let o = m.st.threads[tid as usize].object;
        ret_ref(Some(o))
    });
    r.add("java/lang/Thread", "start0", "()V", start0);
    r.add("java/lang/Thread", "yield", "()V", |m, tid, _| match m.spin_runs_on(tid) {
        true => Ok(NResult::Return(None)),
        false => Ok(NResult::Yield(None)),
    });
    r.add("java/lang/Thread", "sleep0", "(J)V", |m, tid, a| {
        let millis = arg_long(a, 0)?;
        if m.consume_interrupt(tid) {
            return Ok(NResult::ThrowNew("java/lang/InterruptedException", Some("sleep interrupted".into())));
        }
        if millis <= 0 {
            return Ok(NResult::Yield(None));
        }
        let until = m.st.clock_nanos.saturating_add(millis.saturating_mul(NANOS_PER_MILLI));
        m.st.threads[tid as usize].status = ThreadStatus::Sleeping { until };
        Ok(NResult::Block)
    });
    r.add("java/lang/Thread", "isAlive", "()Z", |m, tid, a| {
        let o = arg_obj(a, 0)?;
        match m.thread_of(o) {
            Some(t) => {
                if t != tid && query_point(m, tid) {
                    return Ok(NResult::YieldBefore);
                }
                if t != tid {
                    query_thread(m, tid, t, true);
                }
                ret_bool(!matches!(m.st.threads[t as usize].status, ThreadStatus::New | ThreadStatus::Terminated))
            }
            None => ret_bool(false),
        }
    });
    r.add("java/lang/Thread", "join0", "(J)V", |m, tid, a| {
        let o = arg_obj(a, 0)?;
        let millis = arg_long(a, 1)?;
        // Joining a thread that is not alive returns at once, interrupted or not.
        let Some(target) = m.thread_of(o) else {
            return ret_void();
        };
        let status = m.st.threads[target as usize].status;
        match status {
            ThreadStatus::New => ret_void(),
            ThreadStatus::Terminated => {
                m.emit(Event::ThreadJoin { thread: tid, joined: target, site: NO_SITE });
                ret_void()
            }
            _ if m.consume_interrupt(tid) => Ok(NResult::ThrowNew("java/lang/InterruptedException", None)),
            _ => {
                let until = if millis > 0 {
                    Some(m.st.clock_nanos.saturating_add(millis.saturating_mul(NANOS_PER_MILLI)))
                } else {
                    None
                };
                m.st.threads[tid as usize].status = ThreadStatus::Joining { thread: target, until };
                Ok(NResult::Block)
            }
        }
    });
    r.add("java/lang/Thread", "interrupt0", "()V", |m, tid, a| {
        // The interrupt status belongs to the Thread object, started or not.
        let o = arg_obj(a, 0)?;
        let t = match m.thread_of(o) {
            Some(t) => t,
            None => {
                m.emit(Event::Internal { thread: tid, resource: Resource::ThreadTable });
                m.new_thread(o)
            }
        };
        m.st.threads[t as usize].interrupted = true;
        if t == tid {
            m.step.read_own_control = true;
        }
        m.interrupt_sent(tid, t);
        if t != tid {
            m.emit(Event::Signal { thread: tid, target: t, signal: SignalKind::Interrupt, site: m.current_site(tid) });
        }
        Ok(NResult::Yield(None))
    });
    r.add("java/lang/Thread", "interrupted0", "()Z", |m, tid, _| {
        if query_point(m, tid) {
            return Ok(NResult::YieldBefore);
        }
        m.observed_without_point();
        let was = m.consume_interrupt(tid);
        ret_bool(was)
    });
    r.add("java/lang/Thread", "isInterrupted0", "()Z", |m, tid, a| {
        if query_point(m, tid) {
            return Ok(NResult::YieldBefore);
        }
        m.observed_without_point();
        let o = arg_obj(a, 0)?;
        let target = m.thread_of(o);
        if let Some(t) = target.filter(|&t| t != tid) {
            query_thread(m, tid, t, false);
        } else if target.is_some() {
            m.step.read_own_control = true;
        }
        let v = target.map(|t| m.st.threads[t as usize].interrupted).unwrap_or(false);
        if let Some(t) = target.filter(|_| v) {
            m.interrupt_detected(tid, t);
        }
        ret_bool(v)
    });
    r.add("java/lang/Thread", "holdsLock", "(Ljava/lang/Object;)Z", |m, tid, a| {
        let Some(o) = arg_ref(a, 0)? else {
            return npe();
        };
        let held = m.st.monitors.get(&o).is_some_and(|mon| mon.owner == Some(tid));
        ret_bool(held)
    });
    r.add("java/lang/Thread", "getState0", "()I", |m, tid, a| {
        let o = arg_obj(a, 0)?;
        let target = m.thread_of(o);
        if target.is_some_and(|t| t != tid) && query_point(m, tid) {
            return Ok(NResult::YieldBefore);
        }
        let state = target.map_or(0, |t| m.st.threads[t as usize].status.java_state());
        if let Some(t) = target.filter(|&t| t != tid) {
            query_thread(m, tid, t, true);
        }
        ret_int(i32::from(state))
    });
    r.add("java/lang/Thread", "nextThreadNum", "()I", |m, tid, _| {
        // Thread numbers come from a counter: the order of `new Thread()`s shows in the names.
        m.emit(Event::Internal { thread: tid, resource: Resource::ThreadTable });
        let c = m.load("java/lang/Thread")?;
        let n = m.get_static_named(c, "threadInitNumber").and_then(|v| v.as_int()).unwrap_or(0);
        m.set_static_named(c, "threadInitNumber", Value::Int(n.wrapping_add(1)));
        ret_int(n)
    });
    r.add("java/lang/Thread", "nextThreadID", "()J", |m, _, _| {
        let c = m.load("java/lang/Thread")?;
        let n = m.get_static_named(c, "threadSeqNumber").and_then(|v| v.as_long()).unwrap_or(0) + 1;
        m.set_static_named(c, "threadSeqNumber", Value::Long(n));
        ret(Value::Long(n))
    });
    r.add("java/lang/Thread", "getThreads", "()[Ljava/lang/Thread;", |m, tid, _| {
        if query_point(m, tid) {
            return Ok(NResult::YieldBefore);
        }
        // The list (`activeCount`, `enumerate`) depends on which threads were started and which
        // ended: the reduction sees a read of the thread table and of each thread's state. In
        // JDK 17 a thread's end and these calls lock the thread's group, so seeing a thread gone
        // synchronizes with its end, as `isAlive` returning false does.
        m.emit(Event::Internal { thread: tid, resource: Resource::ThreadTable });
        for t in 0..m.st.threads.len() as ThreadId {
            if t != tid && m.st.threads[t as usize].status != ThreadStatus::New {
                query_thread(m, tid, t, true);
            }
        }
        let live: Vec<Option<crate::value::ObjRef>> =
            m.st.threads
                .iter()
                .filter(|t| !matches!(t.status, ThreadStatus::New | ThreadStatus::Terminated))
                .map(|t| Some(t.object))
                .collect();
        let tc = m.load("[Ljava/lang/Thread;")?;
        let arr = m.alloc_array(tc, live.len());
        if let crate::state::Body::Array(crate::state::ArrayData::Ref(v)) = &mut m.st.heap.get_mut(arr).body {
            v.copy_from_slice(&live);
        }
        ret_ref(Some(arr))
    });

    r.add("java/lang/Object", "wait", "(J)V", wait);
    r.add("java/lang/Object", "notify", "()V", |m, tid, a| notify(m, tid, a, false));
    r.add("java/lang/Object", "notifyAll", "()V", |m, tid, a| notify(m, tid, a, true));
}

fn start0(m: &mut Machine, tid: ThreadId, a: &[Value]) -> Result<NResult, VmError> {
    let o = arg_obj(a, 0)?;
    let existing = m.thread_of(o);
    if let Some(t) = existing {
        if m.st.threads[t as usize].status != ThreadStatus::New {
            return Ok(NResult::ThrowNew("java/lang/IllegalThreadStateException", None));
        }
    }
    let class = m.st.heap.get(o).class;
    let key = m.prog.key("run", "()V");
    let run = m
        .prog
        .class(class)
        .vtable
        .get(&key)
        .copied()
        .ok_or_else(|| VmError::unsupported("thread class without run()"))?;
    let daemon = matches!(m.get_field_named(o, "daemon"), Some(Value::Int(1)));
    let child = match existing {
        Some(t) => t,
        None => m.new_thread(o),
    };
    let t = &mut m.st.threads[child as usize];
    t.daemon = daemon;
    t.status = ThreadStatus::Runnable;
    t.pending_call = Some((run, vec![Value::Ref(Some(o))]));
    m.st.live_threads += 1;
    m.inherit_classes_to_acquire(tid, child);
    // Both threads can now reach the Thread object and what it holds.
    m.publish(o);
    let (method, pc) = m.st.threads[tid as usize].frames.last().map(|f| (f.method, f.pc)).unwrap_or((u32::MAX, 0));
    m.emit(Event::ThreadStart { thread: tid, child, site: Site { method, pc } });
    Ok(NResult::Yield(None))
}

fn wait(m: &mut Machine, tid: ThreadId, a: &[Value]) -> Result<NResult, VmError> {
    let o = arg_obj(a, 0)?;
    let millis = arg_long(a, 1)?;
    // The JVM checks the timeout before the owner.
    if millis < 0 {
        return throw("java/lang/IllegalArgumentException", "timeout value is negative");
    }
    let owned = m.st.monitors.get(&o).is_some_and(|mon| mon.owner == Some(tid));
    if !owned {
        return throw("java/lang/IllegalMonitorStateException", "current thread is not owner");
    }
    if m.consume_interrupt(tid) {
        return Ok(NResult::ThrowNew("java/lang/InterruptedException", None));
    }
    // A timed wait may already end at any moment during exploration; an untimed one called by
    // the program may wake up spuriously. That it wakes at once covers every later moment: the
    // woken thread still has to reacquire the monitor, which the search may delay as long as it
    // likes, and until it does it sees nothing another thread does (docs/design.md).
    let spurious = if millis == 0 {
        match m.spurious_wakeup(tid, "java/lang/Object") {
            SpuriousWakeup::Ask => return Ok(NResult::Choose(2)),
            SpuriousWakeup::Chosen(wake) => wake,
            SpuriousWakeup::NotExplored => false,
        }
    } else {
        false
    };
    let mon = m.st.monitors.get_mut(&o).expect("owned monitor");
    let count = mon.count;
    mon.owner = None;
    mon.count = 0;
    let until =
        if millis > 0 { Some(m.st.clock_nanos.saturating_add(millis.saturating_mul(NANOS_PER_MILLI))) } else { None };
    m.st.threads[tid as usize].status = if spurious {
        // Out of the wait set at once, waiting only for the monitor.
        ThreadStatus::Reacquiring { monitor: o, count }
    } else {
        // In thread order: `notify` may wake any waiter (a value choice), so the order in which
        // they came tells nothing, and states that differ only in it are one.
        let at = mon.waiters.partition_point(|&w| w < tid);
        mon.waiters.insert(at, tid);
        ThreadStatus::Waiting { monitor: o, until, count }
    };
    let (method, pc) = m.st.threads[tid as usize].frames.last().map(|f| (f.method, f.pc)).unwrap_or((u32::MAX, 0));
    // Waiting releases the monitor (analyses see a release, then the wait).
    m.emit(Event::MonitorExit { thread: tid, object: o.0.get(), site: Site { method, pc } });
    m.emit(Event::Wait { thread: tid, object: o.0.get(), site: Site { method, pc } });
    Ok(NResult::Block)
}

fn notify(m: &mut Machine, tid: ThreadId, a: &[Value], all: bool) -> Result<NResult, VmError> {
    let o = arg_obj(a, 0)?;
    let owned = m.st.monitors.get(&o).is_some_and(|mon| mon.owner == Some(tid));
    if !owned {
        return throw("java/lang/IllegalMonitorStateException", "current thread is not owner");
    }
    // The JLS leaves which waiter `notify` wakes to the JVM ("arbitrary"): with more than one,
    // the thread chooses (a value choice, explored in full), the value naming a waiter in
    // thread order.
    let waiting = m.st.monitors.get(&o).map_or(0, |mon| mon.waiters.len());
    let pick = if all || waiting < 2 {
        0
    } else {
        match m.take_choice() {
            Some(v) => (v as usize).min(waiting - 1),
            None => return Ok(NResult::Choose(waiting as u32)),
        }
    };
    let mon = m.st.monitors.get_mut(&o).expect("owned monitor");
    let woken: Vec<ThreadId> = if all {
        std::mem::take(&mut mon.waiters)
    } else if mon.waiters.is_empty() {
        Vec::new()
    } else {
        vec![mon.waiters.remove(pick)]
    };
    for w in woken {
        if let ThreadStatus::Waiting { monitor, count, .. } = m.st.threads[w as usize].status {
            m.st.threads[w as usize].status = ThreadStatus::Reacquiring { monitor, count };
        }
    }
    let (method, pc) = m.st.threads[tid as usize].frames.last().map(|f| (f.method, f.pc)).unwrap_or((u32::MAX, 0));
    m.emit(Event::Notify { thread: tid, object: o.0.get(), all, site: Site { method, pc } });
    ret_void()
}

/// Whether thread `tid` stops before reading what another thread may change of a thread (its
/// interrupt status, its status, the live threads): a scheduling point when the program's own
/// code asks (through `Thread`'s methods), so that another thread's interrupt, start or end can
/// come between the program's last visible operation and the read. The JDK's own code asks
/// without one, as it reads other such state (docs/design.md, "Scheduling points").
fn query_point(m: &mut Machine, tid: ThreadId) -> bool {
    // The caller past weft's `Thread` and `ThreadGroup` (`Thread.activeCount()` asks its group).
    let frames = &m.st.threads[tid as usize].frames;
    let caller = frames.iter().rev().find(|f| {
        let class = m.prog.method(f.method).class;
        class != m.prog.wk.thread && &*m.prog.class(class).name != "java/lang/ThreadGroup"
    });
    caller.is_some_and(|f| m.is_user_method(f.method)) && m.yield_here(tid)
}

/// Thread `tid` looks at thread `target`'s state (`getState`, `isAlive`, `isInterrupted`): an
/// event for the reduction (the answer depends on what `target` did, and on its start), and,
/// once `target` has terminated, for `getState` and `isAlive` (`detects_end`), the
/// synchronization of detecting that (JLS 17.4.4, as `join`; `isInterrupted` detects no end).
/// Before that, the answer may change with no scheduling point in the asking step.
fn query_thread(m: &mut Machine, tid: ThreadId, target: ThreadId, detects_end: bool) {
    m.emit(Event::ThreadQuery { thread: tid, target, site: m.current_site(tid) });
    if detects_end && m.st.threads[target as usize].status == ThreadStatus::Terminated {
        m.emit(Event::ThreadJoin { thread: tid, joined: target, site: NO_SITE });
    } else {
        m.observed_without_point();
    }
}
