//! Natives of `weft.rt.Entry`, the main class that calls an entry point other than `main`
//! (`--entry`, and test methods with their lifecycle for `weft test`). weft models no
//! reflection, so the driver names classes and methods as strings and these natives resolve
//! them and tail-call the method (`NResult::Invoke`): its exceptions reach the driver's handlers
//! as if the driver had called it directly.

use super::*;
use crate::machine::InitCheck;

const ENTRY: &str = "weft/rt/Entry";

pub(super) fn register(r: &mut NativeRegistry) {
    r.add(ENTRY, "allocate", "(Ljava/lang/String;)Ljava/lang/Object;", |m, tid, a| {
        let class = match named_class(m, a, 0)? {
            Ok(c) => c,
            Err(thrown) => return Ok(thrown),
        };
        if let InitCheck::Retry = m.ensure_initialized(tid, class)? {
            return Ok(NResult::Retry);
        }
        ret_ref(Some(m.alloc_instance(class)))
    });
    r.add(ENTRY, "construct", "(Ljava/lang/Object;)V", |m, _, a| {
        let Some(o) = arg_ref(a, 0)? else {
            return npe();
        };
        let class = m.st.heap.get(o).class;
        let key = m.prog.key("<init>", "()V");
        match m.prog.class(class).method_by_key.get(&key).copied() {
            Some(init) => Ok(NResult::Invoke(init, vec![Value::Ref(Some(o))])),
            None => {
                let name = m.prog.class(class).java_name();
                throw("java/lang/NoSuchMethodError", format!("{name}.<init>()"))
            }
        }
    });
    r.add(ENTRY, "invokeStatic", "(Ljava/lang/String;Ljava/lang/String;)V", |m, tid, a| {
        let class = match named_class(m, a, 0)? {
            Ok(c) => c,
            Err(thrown) => return Ok(thrown),
        };
        let name = string_arg(m, a, 1)?;
        let key = m.prog.key(&name, "()V");
        let Some(method) = m.prog.resolve_method(class, key).filter(|&id| m.prog.method(id).is_static()) else {
            let owner = m.prog.class(class).java_name();
            return throw("java/lang/NoSuchMethodError", format!("static {owner}.{name}()"));
        };
        // The tail call needs the method's class initialized.
        if let InitCheck::Retry = m.ensure_initialized(tid, m.prog.method(method).class)? {
            return Ok(NResult::Retry);
        }
        Ok(NResult::Invoke(method, Vec::new()))
    });
    r.add(ENTRY, "invokeVirtual", "(Ljava/lang/Object;Ljava/lang/String;)V", |m, _, a| {
        let Some(o) = arg_ref(a, 0)? else {
            return npe();
        };
        let name = string_arg(m, a, 1)?;
        let class = m.st.heap.get(o).class;
        let key = m.prog.key(&name, "()V");
        // Virtual dispatch; a private method is not in the vtable but is still callable on
        // its own class.
        let method = m.prog.class(class).vtable.get(&key).copied().or_else(|| m.prog.resolve_method(class, key));
        match method.filter(|&id| !m.prog.method(id).is_static() && !m.prog.method(id).is_abstract()) {
            Some(method) => Ok(NResult::Invoke(method, vec![Value::Ref(Some(o))])),
            None => {
                let owner = m.prog.class(class).java_name();
                throw("java/lang/NoSuchMethodError", format!("{owner}.{name}()"))
            }
        }
    });
    r.add(ENTRY, "isInstance", "(Ljava/lang/Throwable;Ljava/lang/String;)Z", |m, _, a| {
        let Some(o) = arg_ref(a, 0)? else {
            return ret_bool(false);
        };
        let name = string_arg(m, a, 1)?;
        // An expected exception class that is not on the class path matches nothing.
        let Ok(expected) = m.prog.load(&name.replace('.', "/")) else {
            return ret_bool(false);
        };
        let class = m.st.heap.get(o).class;
        ret_bool(m.prog.is_subtype(class, expected))
    });
}

/// The string argument `i` as a Rust string.
fn string_arg(m: &Machine, a: &[Value], i: usize) -> Result<String, VmError> {
    let s = arg_obj(a, i)?;
    Ok(m.rust_string(s))
}

/// The class named by argument `i` (a Java name), or the `NoClassDefFoundError` to throw.
fn named_class(m: &mut Machine, a: &[Value], i: usize) -> Result<Result<crate::class::ClassId, NResult>, VmError> {
    let name = string_arg(m, a, i)?;
    match m.prog.load(&name.replace('.', "/")) {
        Ok(c) => Ok(Ok(c)),
        Err(e) => Ok(Err(NResult::ThrowNew(e.java_error_class(), Some(name)))),
    }
}
