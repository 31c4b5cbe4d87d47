//! Natives of actor mailboxes (`weft.rt.Mailbox`, behind `edu.rice.hj.runtime.actors.Actor`).
//!
//! The queue is bookkeeping without access events, like a finish scope's task list: a message's
//! happens-before edge from its sender to its processing is the message's own volatile flag, so
//! two senders of one actor stay unordered (their races are reported). The queue's order still
//! decides the order of processing, so every operation emits `Internal { Mailboxes }` (the
//! reduction then treats any two mailbox operations as dependent and explores both orders of
//! two sends), and a send is a scheduling point under full scheduling (here) and under region
//! scheduling (`Tasks.schedulingPoint`, before it).

use weft_events::{Event, Resource};

use super::tasks::{park_on, wake_parked_on};
use super::*;

const MAILBOX: &str = "weft/rt/Mailbox";
const BOX: &str = "Lweft/rt/Mailbox;";
const MAIL: &str = "Lweft/rt/Mailbox$Mail;";

pub(super) fn register(r: &mut NativeRegistry) {
    r.add(MAILBOX, "post", &format!("({BOX}{MAIL})V"), |m, tid, a| {
        let (mailbox, mail) = (arg_obj(a, 0)?, arg_obj(a, 1)?);
        if m.yield_here(tid) {
            return Ok(NResult::YieldBefore);
        }
        m.emit(Event::Internal { thread: tid, resource: Resource::Mailboxes });
        if closed(m, mailbox) {
            return ret_void();
        }
        match m.get_field_named(mailbox, "tail") {
            Some(Value::Ref(Some(last))) => m.set_field_named(last, "next", Value::Ref(Some(mail))),
            _ => m.set_field_named(mailbox, "head", Value::Ref(Some(mail))),
        };
        m.set_field_named(mailbox, "tail", Value::Ref(Some(mail)));
        m.publish(mail);
        wake_parked_on(m, tid, mailbox);
        ret_void()
    });
    r.add(MAILBOX, "take", &format!("({BOX}){MAIL}"), |m, tid, a| {
        let mailbox = arg_obj(a, 0)?;
        m.emit(Event::Internal { thread: tid, resource: Resource::Mailboxes });
        let Some(Value::Ref(Some(mail))) = m.get_field_named(mailbox, "head") else {
            return ret_ref(None);
        };
        let next = m.get_field_named(mail, "next").unwrap_or(Value::NULL);
        if next == Value::NULL {
            m.set_field_named(mailbox, "tail", Value::NULL);
        }
        m.set_field_named(mailbox, "head", next);
        m.set_field_named(mail, "next", Value::NULL);
        ret_ref(Some(mail))
    });
    r.add(MAILBOX, "await", &format!("({BOX})V"), |m, tid, a| {
        let mailbox = arg_obj(a, 0)?;
        m.emit(Event::Internal { thread: tid, resource: Resource::Mailboxes });
        if matches!(m.get_field_named(mailbox, "head"), Some(Value::Ref(Some(_)))) {
            return ret_void();
        }
        park_on(m, tid, mailbox)
    });
    r.add(MAILBOX, "closeBox", &format!("({BOX})V"), |m, tid, a| {
        let mailbox = arg_obj(a, 0)?;
        m.emit(Event::Internal { thread: tid, resource: Resource::Mailboxes });
        m.set_field_named(mailbox, "closed", Value::Int(1));
        m.set_field_named(mailbox, "head", Value::NULL);
        m.set_field_named(mailbox, "tail", Value::NULL);
        ret_void()
    });
}

fn closed(m: &Machine, mailbox: ObjRef) -> bool {
    m.get_field_named(mailbox, "closed").and_then(|v| v.as_int()) == Some(1)
}
