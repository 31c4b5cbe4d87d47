//! Field updaters of `java.util.concurrent.atomic` without reflection.
//!
//! `AtomicIntegerFieldUpdater.newUpdater` and its `Long` and `Reference` siblings find the field
//! through `java.lang.reflect` and check access with the module system, neither of which weft
//! models. These natives find the field themselves, make the same type and `volatile` checks
//! with the same exceptions, and return the JDK's own updater implementation with its fields set
//! (the offset in `Unsafe`'s encoding), so every operation then runs as the JDK's code on
//! `Unsafe`. Not checked: whether the caller may access the field (`IllegalAccessException` in
//! the JDK).

use super::unsafe_ops::FIELD_BASE;
use super::*;

const ATOMIC: &str = "java/util/concurrent/atomic/";

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Int,
    Long,
    Reference,
}

pub(super) fn register(r: &mut NativeRegistry) {
    r.add(
        "java/util/concurrent/atomic/AtomicIntegerFieldUpdater",
        "newUpdater",
        "(Ljava/lang/Class;Ljava/lang/String;)Ljava/util/concurrent/atomic/AtomicIntegerFieldUpdater;",
        |m, _, a| new_updater(m, Kind::Int, arg_ref(a, 0)?, None, arg_ref(a, 1)?),
    );
    r.add(
        "java/util/concurrent/atomic/AtomicLongFieldUpdater",
        "newUpdater",
        "(Ljava/lang/Class;Ljava/lang/String;)Ljava/util/concurrent/atomic/AtomicLongFieldUpdater;",
        |m, _, a| new_updater(m, Kind::Long, arg_ref(a, 0)?, None, arg_ref(a, 1)?),
    );
    r.add(
        "java/util/concurrent/atomic/AtomicReferenceFieldUpdater",
        "newUpdater",
        "(Ljava/lang/Class;Ljava/lang/Class;Ljava/lang/String;)Ljava/util/concurrent/atomic/AtomicReferenceFieldUpdater;",
        |m, _, a| {
            let Some(vclass) = arg_ref(a, 1)? else { return npe() };
            new_updater(m, Kind::Reference, arg_ref(a, 0)?, Some(vclass), arg_ref(a, 2)?)
        },
    );
}

fn new_updater(
    m: &mut Machine,
    kind: Kind,
    tclass: Option<ObjRef>,
    vclass: Option<ObjRef>,
    name: Option<ObjRef>,
) -> Result<NResult, VmError> {
    let (Some(tclass), Some(name)) = (tclass, name) else { return npe() };
    let class = m.mirrored_class(tclass).ok_or_else(|| VmError::verify("Class object without a class"))?;
    let name = m.rust_string(name);
    // `Class.getDeclaredField`: the class's own fields only.
    let Some(field) = m.prog.class(class).declared_fields.iter().find(|f| *f.name == *name).cloned() else {
        // The JDK wraps the reflective exception.
        return throw("java/lang/RuntimeException", format!("java.lang.NoSuchFieldException: {name}"));
    };
    let descriptor = &*field.descriptor;
    match kind {
        Kind::Int if descriptor != "I" => return throw("java/lang/IllegalArgumentException", "Must be integer type"),
        Kind::Long if descriptor != "J" => return throw("java/lang/IllegalArgumentException", "Must be long type"),
        Kind::Reference => {
            let vclass = vclass.expect("reference updaters name the value class");
            let value_class =
                m.mirrored_class(vclass).ok_or_else(|| VmError::verify("Class object without a class"))?;
            let field_type = match descriptor.as_bytes().first() {
                Some(b'L') => Some(m.load(&descriptor[1..descriptor.len() - 1])?),
                Some(b'[') => Some(m.load(descriptor)?),
                _ => None,
            };
            if field_type != Some(value_class) {
                return Ok(NResult::ThrowNew("java/lang/ClassCastException", None));
            }
        }
        _ => {}
    }
    if field.access & crate::class::ACC_VOLATILE == 0 {
        return throw("java/lang/IllegalArgumentException", "Must be volatile type");
    }
    if field.is_static() {
        return throw("java/lang/IllegalArgumentException", "Must not be static");
    }
    let implementation = match kind {
        Kind::Int => "AtomicIntegerFieldUpdater$AtomicIntegerFieldUpdaterImpl",
        Kind::Long => "AtomicLongFieldUpdater$CASUpdater",
        Kind::Reference => "AtomicReferenceFieldUpdater$AtomicReferenceFieldUpdaterImpl",
    };
    let c = m.load(&format!("{ATOMIC}{implementation}"))?;
    let updater = m.alloc_instance(c);
    m.set_field_named(updater, "offset", Value::Long(FIELD_BASE + 8 * field.slot as i64));
    m.set_field_named(updater, "tclass", Value::Ref(Some(tclass)));
    // `cclass` differs from `tclass` only for protected fields reached from a subclass in
    // another package; the updater then checks receivers against the caller's class.
    m.set_field_named(updater, "cclass", Value::Ref(Some(tclass)));
    if let Some(v) = vclass {
        m.set_field_named(updater, "vclass", Value::Ref(Some(v)));
    }
    ret_ref(Some(updater))
}
