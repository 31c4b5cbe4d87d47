//! Natives of finish scopes beyond joining (`weft.rt.Tasks`): the exceptions a scope collects,
//! finish accumulators, and the main task of `initializeHabanero`.
//!
//! All of it is bookkeeping written without access events, like the scope's task list (see
//! `tasks.rs`): a failure or a `put` from one task must not order it with another task (that
//! would hide races between them), and the scope's owner reads the failures and the results only
//! after joining every task of the scope, which orders everything it reads.
//!
//! - A failing task's exception goes to its scope's list (`collect`); the owner turns the list
//!   into HJlib's `MultipleExceptions` after the joins (`failures`).
//! - An accumulator's reduction is associative and commutative for integers, so the result does
//!   not depend on the order of the puts (a `double` sum is rounded in the order the explored
//!   execution made them). A `put` is allowed only inside the scope the accumulator is
//!   registered with (the current task's scope or one of its outer scopes, still open), a `get`
//!   only once that scope has ended: anything else throws `IllegalStateException`.

use super::tasks::{current_task, outside_app};
use super::*;
use crate::state::{ArrayData, Body};

const TASKS: &str = "weft/rt/Tasks";
const SCOPE: &str = "Lweft/rt/FinishScope;";
const ACC: &str = "Lweft/rt/Accumulator;";

/// The operators of `HjOperator`, by ordinal.
const SUM: i32 = 0;
const PROD: i32 = 1;
const MIN: i32 = 2;
/// The kinds of accumulator (`Accumulator.kind`).
const INT: i32 = 0;
const DOUBLE: i32 = 2;

pub(super) fn register(r: &mut NativeRegistry) {
    r.add(TASKS, "collect", &format!("({SCOPE}Ljava/lang/Throwable;)V"), |m, _, a| {
        let (scope, exception) = (arg_obj(a, 0)?, arg_obj(a, 1)?);
        let class = m.load("weft/rt/Failure")?;
        let failure = m.alloc_instance(class);
        let first = m.get_field_named(scope, "failures").unwrap_or(Value::NULL);
        m.set_field_named(failure, "exception", Value::Ref(Some(exception)));
        m.set_field_named(failure, "next", first);
        m.set_field_named(scope, "failures", Value::Ref(Some(failure)));
        // The owner reads the exception after joining its thrower.
        m.publish(failure);
        ret_void()
    });
    r.add(TASKS, "failures", &format!("({SCOPE})[Ljava/lang/Throwable;"), |m, _, a| {
        let mut failures = Vec::new();
        let mut next = m.get_field_named(arg_obj(a, 0)?, "failures");
        while let Some(Value::Ref(Some(failure))) = next {
            failures.push(m.get_field_named(failure, "exception").and_then(|v| v.as_ref()).flatten());
            next = m.get_field_named(failure, "next");
        }
        if failures.is_empty() {
            return ret_ref(None);
        }
        failures.reverse();
        let class = m.load("[Ljava/lang/Throwable;")?;
        let array = m.alloc_array(class, failures.len());
        if let Body::Array(ArrayData::Ref(items)) = &mut m.st.heap.get_mut(array).body {
            items.copy_from_slice(&failures);
        }
        ret_ref(Some(array))
    });
    r.add(TASKS, "adopt", "(Lweft/rt/Task;)V", |m, tid, a| {
        let task = arg_obj(a, 0)?;
        if current_task(m, tid).is_some() {
            return throw("java/lang/IllegalStateException", "initializeHabanero inside a Habanero task");
        }
        let object = m.st.threads[tid as usize].object;
        m.set_field_named(object, "target", Value::Ref(Some(task)));
        m.set_field_named(task, "thread", Value::Ref(Some(object)));
        ret_void()
    });
    r.add(TASKS, "release", "()V", |m, tid, _| {
        if current_task(m, tid).is_none() {
            return outside_app();
        }
        let object = m.st.threads[tid as usize].object;
        m.set_field_named(object, "target", Value::NULL);
        ret_void()
    });
    r.add(TASKS, "register", &format!("({ACC}{SCOPE})V"), |m, _, a| {
        let (acc, scope) = (arg_obj(a, 0)?, arg_obj(a, 1)?);
        let (op, kind) = (int(m, acc, "operator"), int(m, acc, "kind"));
        let (whole, real) = identity(op, kind);
        m.set_field_named(acc, "whole", Value::Long(whole));
        m.set_field_named(acc, "real", Value::Double(real));
        m.set_field_named(acc, "scope", Value::Ref(Some(scope)));
        m.set_field_named(acc, "closed", Value::Int(0));
        ret_void()
    });
    r.add(TASKS, "close", &format!("({ACC})V"), |m, _, a| {
        m.set_field_named(arg_obj(a, 0)?, "closed", Value::Int(1));
        ret_void()
    });
    r.add(TASKS, "accumulate", &format!("({ACC}JD)V"), |m, tid, a| {
        let (acc, whole, real) = (arg_obj(a, 0)?, arg_long(a, 1)?, arg_double(a, 2)?);
        if !inside_registration(m, tid, acc) {
            return throw(
                "java/lang/IllegalStateException",
                "finish accumulator put outside the finish it is registered with (register it: finish(accumulator, body))",
            );
        }
        let (op, kind) = (int(m, acc, "operator"), int(m, acc, "kind"));
        if kind == DOUBLE {
            let old = m.get_field_named(acc, "real").and_then(|v| v.as_double()).unwrap_or(0.0);
            let new = match op {
                SUM => old + real,
                PROD => old * real,
                MIN => old.min(real),
                _ => old.max(real),
            };
            m.set_field_named(acc, "real", Value::Double(new));
        } else {
            let old = m.get_field_named(acc, "whole").and_then(|v| v.as_long()).unwrap_or(0);
            let new = match op {
                SUM => old.wrapping_add(whole),
                PROD => old.wrapping_mul(whole),
                MIN => old.min(whole),
                _ => old.max(whole),
            };
            // An int accumulator wraps as Java's int arithmetic does.
            let new = if kind == INT { new as i32 as i64 } else { new };
            m.set_field_named(acc, "whole", Value::Long(new));
        }
        ret_void()
    });
    r.add(TASKS, "result", &format!("({ACC}[J[D)V"), |m, _, a| {
        let (acc, whole_out, real_out) = (arg_obj(a, 0)?, arg_obj(a, 1)?, arg_obj(a, 2)?);
        let registered = matches!(m.get_field_named(acc, "scope"), Some(Value::Ref(Some(_))));
        if registered && int(m, acc, "closed") == 0 {
            return throw(
                "java/lang/IllegalStateException",
                "finish accumulator get before the end of the finish it is registered with",
            );
        }
        let (op, kind) = (int(m, acc, "operator"), int(m, acc, "kind"));
        let (whole, real) = if registered {
            (
                m.get_field_named(acc, "whole").and_then(|v| v.as_long()).unwrap_or(0),
                m.get_field_named(acc, "real").and_then(|v| v.as_double()).unwrap_or(0.0),
            )
        } else {
            identity(op, kind)
        };
        if let Body::Array(ArrayData::Long(v)) = &mut m.st.heap.get_mut(whole_out).body {
            v[0] = whole;
        }
        if let Body::Array(ArrayData::Double(v)) = &mut m.st.heap.get_mut(real_out).body {
            v[0] = real;
        }
        ret_void()
    });
}

/// The `int` field `name` of `object` (-1 when it has none).
fn int(m: &Machine, object: ObjRef, name: &str) -> i32 {
    m.get_field_named(object, name).and_then(|v| v.as_int()).unwrap_or(-1)
}

/// The value of an accumulator before any put: the operator's identity for its kind.
fn identity(op: i32, kind: i32) -> (i64, f64) {
    let (min, max) = if kind == INT { (i32::MIN as i64, i32::MAX as i64) } else { (i64::MIN, i64::MAX) };
    match op {
        SUM => (0, 0.0),
        PROD => (1, 1.0),
        MIN => (max, f64::INFINITY),
        _ => (min, f64::NEG_INFINITY),
    }
}

/// Whether thread `tid` runs inside the open scope `acc` is registered with: that scope is the
/// task's current scope or encloses it.
fn inside_registration(m: &Machine, tid: ThreadId, acc: ObjRef) -> bool {
    let Some(Value::Ref(Some(registered))) = m.get_field_named(acc, "scope") else {
        return false;
    };
    if int(m, acc, "closed") != 0 {
        return false;
    }
    let Some(task) = current_task(m, tid) else {
        return false;
    };
    let mut scope = m.get_field_named(task, "scope");
    while let Some(Value::Ref(Some(s))) = scope {
        if s == registered {
            return true;
        }
        scope = m.get_field_named(s, "outer");
    }
    false
}
