//! Natives of Habanero phasers (`weft.rt.Tasks.phaser*`, behind `HjPhaser` and `next`).
//!
//! A registration (`weft.rt.PhaserRegistration`) counts the phases its task signalled and
//! waited for. Signalling phase k is a volatile write of the synthetic location (phaser, k)
//! (`Location::Element` of the phaser object, index k): it releases the signaller's past into
//! that location's row of the happens-before summary. Completing the wait for phase k is a
//! volatile read of the same location: the waiter acquires every phase-k signal and nothing
//! else (a signal of a later phase goes to another location). A waiter whose phase is not yet
//! complete parks, and every signal or drop on the phaser wakes (`Signal` events) the tasks
//! parked on it, which check again.

use weft_events::Location;

use super::tasks::{current_task, park_on, wake_parked_on};
use super::*;

const TASKS: &str = "weft/rt/Tasks";
const SIGNALS: i32 = 1;
const WAITS: i32 = 2;

pub(super) fn register(r: &mut NativeRegistry) {
    register_queries(r);
    r.add(TASKS, "currentTask", "()Lweft/rt/Task;", |m, tid, _| match current_task(m, tid) {
        Some(t) => ret_ref(Some(t)),
        None => super::tasks::outside_app(),
    });
    r.add(TASKS, "registerPhaser", "(Lweft/rt/TaskPhaser;Lweft/rt/Task;ILweft/rt/Task;)V", |m, _, a| {
        let (phaser, task, mode) = (arg_obj(a, 0)?, arg_obj(a, 1)?, arg_int(a, 2)?);
        let (signals, waits) = match arg_ref(a, 3)?.and_then(|parent| registration(m, parent, phaser)) {
            Some(r) => (int(m, r, "signals"), int(m, r, "waits")),
            None => (0, 0),
        };
        let class = m.load("weft/rt/PhaserRegistration")?;
        let reg = m.alloc_instance(class);
        m.set_field_named(reg, "phaser", Value::Ref(Some(phaser)));
        m.set_field_named(reg, "task", Value::Ref(Some(task)));
        m.set_field_named(reg, "mode", Value::Int(mode));
        m.set_field_named(reg, "signals", Value::Int(signals));
        m.set_field_named(reg, "waits", Value::Int(waits));
        let of_task = m.get_field_named(task, "phasers").unwrap_or(Value::Ref(None));
        m.set_field_named(reg, "nextOfTask", of_task);
        m.set_field_named(task, "phasers", Value::Ref(Some(reg)));
        let of_phaser = m.get_field_named(phaser, "registrations").unwrap_or(Value::Ref(None));
        m.set_field_named(reg, "nextOfPhaser", of_phaser);
        m.set_field_named(phaser, "registrations", Value::Ref(Some(reg)));
        if m.st.heap.get(phaser).shared || m.st.heap.get(task).shared {
            m.publish(phaser);
            m.publish(task);
        }
        ret_void()
    });
    r.add(TASKS, "phaserSignal", "(Lweft/rt/TaskPhaser;)V", |m, tid, a| {
        let phaser = arg_obj(a, 0)?;
        if let Some(reg) = own_registration(m, tid, phaser)? {
            signal(m, tid, phaser, reg);
        }
        ret_void()
    });
    r.add(TASKS, "phaserReady", "(Lweft/rt/TaskPhaser;)Z", |m, tid, a| {
        let phaser = arg_obj(a, 0)?;
        let Some(reg) = own_registration(m, tid, phaser)? else {
            return ret_bool(true);
        };
        if int(m, reg, "mode") & WAITS == 0 {
            return ret_bool(true);
        }
        let phase = int(m, reg, "waits");
        if !complete(m, phaser, phase) {
            return ret_bool(false);
        }
        let location = Location::Element { array: phaser.0.get(), index: phase as u32 };
        m.emit_synchronization(tid, location, false);
        m.set_field_named(reg, "waits", Value::Int(phase + 1));
        ret_bool(true)
    });
    r.add(TASKS, "phaserBlock", "(Lweft/rt/TaskPhaser;)V", |m, tid, a| {
        let phaser = arg_obj(a, 0)?;
        let Some(reg) = own_registration(m, tid, phaser)? else {
            return ret_void();
        };
        if complete(m, phaser, int(m, reg, "waits")) {
            return ret_void();
        }
        park_on(m, tid, phaser)
    });
    r.add(TASKS, "phaserDrop", "(Lweft/rt/TaskPhaser;)V", |m, tid, a| {
        let phaser = arg_obj(a, 0)?;
        if let Some(reg) = own_registration(m, tid, phaser)? {
            drop_registration(m, tid, phaser, reg);
        }
        ret_void()
    });
    r.add(TASKS, "phaserPhase", "(Lweft/rt/TaskPhaser;)I", |m, tid, a| {
        let phaser = arg_obj(a, 0)?;
        let phase = own_registration(m, tid, phaser)?.map(|r| int(m, r, "waits")).unwrap_or(0);
        ret_int(phase)
    });
    r.add(TASKS, "dropAllPhasers", "()V", |m, tid, _| {
        let Some(task) = current_task(m, tid) else {
            return ret_void();
        };
        let mut next = m.get_field_named(task, "phasers");
        while let Some(Value::Ref(Some(reg))) = next {
            if let Some(Value::Ref(Some(phaser))) = m.get_field_named(reg, "phaser") {
                drop_registration(m, tid, phaser, reg);
            }
            next = m.get_field_named(reg, "nextOfTask");
        }
        ret_void()
    });
}

fn int(m: &Machine, object: ObjRef, field: &str) -> i32 {
    m.get_field_named(object, field).and_then(|v| v.as_int()).unwrap_or(0)
}

/// `task`'s live registration on `phaser`.
fn registration(m: &Machine, task: ObjRef, phaser: ObjRef) -> Option<ObjRef> {
    let mut next = m.get_field_named(task, "phasers");
    while let Some(Value::Ref(Some(reg))) = next {
        if m.get_field_named(reg, "phaser") == Some(Value::Ref(Some(phaser))) && int(m, reg, "dropped") == 0 {
            return Some(reg);
        }
        next = m.get_field_named(reg, "nextOfTask");
    }
    None
}

/// The current task's registration on `phaser`; an error for the program if it has none.
fn own_registration(m: &Machine, tid: ThreadId, phaser: ObjRef) -> Result<Option<ObjRef>, VmError> {
    Ok(current_task(m, tid).and_then(|task| registration(m, task, phaser)))
}

/// Whether every live signalling registration of `phaser` has signalled phase `phase`.
fn complete(m: &Machine, phaser: ObjRef, phase: i32) -> bool {
    let mut next = m.get_field_named(phaser, "registrations");
    while let Some(Value::Ref(Some(reg))) = next {
        if int(m, reg, "dropped") == 0 && int(m, reg, "mode") & SIGNALS != 0 && int(m, reg, "signals") <= phase {
            return false;
        }
        next = m.get_field_named(reg, "nextOfPhaser");
    }
    true
}

fn signal(m: &mut Machine, tid: ThreadId, phaser: ObjRef, reg: ObjRef) {
    if int(m, reg, "mode") & SIGNALS == 0 {
        return;
    }
    let phase = int(m, reg, "signals");
    let location = Location::Element { array: phaser.0.get(), index: phase as u32 };
    m.emit_synchronization(tid, location, true);
    m.set_field_named(reg, "signals", Value::Int(phase + 1));
    wake_parked_on(m, tid, phaser);
}

fn drop_registration(m: &mut Machine, tid: ThreadId, phaser: ObjRef, reg: ObjRef) {
    m.set_field_named(reg, "dropped", Value::Int(1));
    wake_parked_on(m, tid, phaser);
}

/// `Tasks.registeredPhasers()`: the phasers of the current task's live registrations.
fn register_queries(r: &mut NativeRegistry) {
    r.add(TASKS, "registeredPhasers", "()[Lweft/rt/TaskPhaser;", |m, tid, _| {
        let mut phasers = Vec::new();
        if let Some(task) = current_task(m, tid) {
            let mut next = m.get_field_named(task, "phasers");
            while let Some(Value::Ref(Some(reg))) = next {
                if int(m, reg, "dropped") == 0 {
                    if let Some(Value::Ref(Some(p))) = m.get_field_named(reg, "phaser") {
                        phasers.push(Some(p));
                    }
                }
                next = m.get_field_named(reg, "nextOfTask");
            }
        }
        let class = m.load("[Lweft/rt/TaskPhaser;")?;
        let array = m.alloc_array(class, phasers.len());
        if let crate::state::Body::Array(crate::state::ArrayData::Ref(items)) = &mut m.st.heap.get_mut(array).body {
            items.copy_from_slice(&phasers);
        }
        ret_ref(Some(array))
    });
}
