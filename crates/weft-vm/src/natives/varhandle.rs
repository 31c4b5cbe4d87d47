//! `VarHandle`s without `java.lang.invoke`: `MethodHandles.lookup().findVarHandle(...)`,
//! `findStaticVarHandle` and `MethodHandles.arrayElementVarHandle` return a `WeftVarHandle` (a
//! model class) naming the location, and the interpreter executes the signature-polymorphic
//! access modes (`get`, `setVolatile`, `compareAndSet`, `getAndAdd`, ...) through the same memory
//! operations as `Unsafe` (see `unsafe_ops::access`).

use super::unsafe_ops::{access, Cell};
use super::*;
use crate::insn::MemOp;

const LOOKUP: &str = "java/lang/invoke/MethodHandles$Lookup";

pub(super) fn register(r: &mut NativeRegistry) {
    // The real initializers build the method-handle infrastructure weft does not model.
    r.add("java/lang/invoke/MethodHandles", "<clinit>", "()V", |_, _, _| ret_void());
    r.add("java/lang/invoke/VarHandle", "<clinit>", "()V", |_, _, _| ret_void());
    r.add("java/lang/invoke/MethodHandles", "lookup", "()Ljava/lang/invoke/MethodHandles$Lookup;", |m, _, _| {
        new_lookup(m)
    });
    r.add(
        "java/lang/invoke/MethodHandles",
        "privateLookupIn",
        "(Ljava/lang/Class;Ljava/lang/invoke/MethodHandles$Lookup;)Ljava/lang/invoke/MethodHandles$Lookup;",
        |m, _, _| new_lookup(m),
    );
    r.add(
        LOOKUP,
        "findVarHandle",
        "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;",
        |m, _, a| find(m, a, false),
    );
    r.add(
        LOOKUP,
        "findStaticVarHandle",
        "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;",
        |m, _, a| find(m, a, true),
    );
    r.add(
        "java/lang/invoke/MethodHandles",
        "arrayElementVarHandle",
        "(Ljava/lang/Class;)Ljava/lang/invoke/VarHandle;",
        |m, _, a| {
            let Some(c) = arg_ref(a, 0)? else { return npe() };
            let class = m.mirrored_class(c).ok_or_else(|| VmError::verify("Class object without a class"))?;
            if !m.prog.class(class).is_array() {
                let n = m.prog.class(class).java_name();
                return throw("java/lang/IllegalArgumentException", format!("not an array class: {n}"));
            }
            handle(m, 2, c, 0)
        },
    );
}

fn new_lookup(m: &mut Machine) -> Result<NResult, VmError> {
    let c = m.load(LOOKUP)?;
    let o = m.alloc_instance(c);
    ret_ref(Some(o))
}

fn handle(m: &mut Machine, kind: i32, holder: ObjRef, slot: u16) -> Result<NResult, VmError> {
    let c = m.load("java/lang/invoke/WeftVarHandle")?;
    let vh = m.alloc_instance(c);
    m.set_field_named(vh, "kind", Value::Int(kind));
    m.set_field_named(vh, "holder", Value::Ref(Some(holder)));
    m.set_field_named(vh, "slot", Value::Int(slot as i32));
    ret_ref(Some(vh))
}

fn find(m: &mut Machine, a: &[Value], is_static: bool) -> Result<NResult, VmError> {
    let (Some(c), Some(name)) = (arg_ref(a, 1)?, arg_ref(a, 2)?) else { return npe() };
    let class = m.mirrored_class(c).ok_or_else(|| VmError::verify("Class object without a class"))?;
    let name = m.rust_string(name);
    let mut search = Some(class);
    while let Some(k) = search {
        if let Some(f) =
            m.prog.class(k).declared_fields.iter().find(|f| *f.name == *name && f.is_static() == is_static).cloned()
        {
            let holder = m.mirror(f.class);
            return handle(m, if is_static { 1 } else { 0 }, holder, f.slot);
        }
        search = m.prog.class(k).super_class;
    }
    let what = m.prog.class(class).java_name();
    throw("java/lang/NoSuchFieldException", format!("{what}.{name}"))
}

/// Executes a `VarHandle` access with its arguments (the handle first, then the coordinates,
/// then the values).
pub(crate) fn invoke(m: &mut Machine, tid: ThreadId, op: MemOp, args: &[Value]) -> Result<NResult, VmError> {
    let Some(vh) = arg_ref(args, 0)? else { return npe() };
    let field =
        |name: &str| m.get_field_named(vh, name).ok_or_else(|| VmError::unsupported("a VarHandle weft did not create"));
    let (kind, holder, slot) = (field("kind")?, field("holder")?, field("slot")?);
    let (Value::Int(kind), Value::Ref(Some(holder)), Value::Int(slot)) = (kind, holder, slot) else {
        return Err(VmError::unsupported("a VarHandle weft did not create"));
    };
    let (cell, operands) = match kind {
        0 => {
            let Some(obj) = arg_ref(args, 1)? else { return npe() };
            (Cell::Field { obj, slot: slot as u16 }, &args[2..])
        }
        1 => {
            let class = m.mirrored_class(holder).ok_or_else(|| VmError::verify("Class object without a class"))?;
            if let crate::machine::InitCheck::Retry = m.ensure_initialized(tid, class)? {
                return Ok(NResult::Retry);
            }
            (Cell::Static { class, slot: slot as u16 }, &args[1..])
        }
        _ => {
            let Some(arr) = arg_ref(args, 1)? else { return npe() };
            let index = arg_int(args, 2)?;
            let len = m.st.heap.get(arr).array().map(|a| a.len()).unwrap_or(0);
            if index < 0 || index as usize >= len {
                return throw(
                    "java/lang/ArrayIndexOutOfBoundsException",
                    format!("Index {index} out of bounds for length {len}"),
                );
            }
            (Cell::Element { arr, index: index as usize }, &args[3..])
        }
    };
    access(m, tid, cell, op, operands)
}
