//! `VarHandle`s without `java.lang.invoke`: `MethodHandles.lookup().findVarHandle(...)`,
//! `findStaticVarHandle` and `MethodHandles.arrayElementVarHandle` return a `WeftVarHandle` (a
//! model class) naming the location, and the interpreter executes the signature-polymorphic
//! access modes (`get`, `setVolatile`, `compareAndSet`, `getAndAdd`, ...) through the same memory
//! operations as `Unsafe` (see `unsafe_ops::access`).
//!
//! An access mode is signature-polymorphic: javac writes whatever types the call site has
//! (`setVolatile(Object[], int, Integer)`, `(Integer) vh.getVolatile(obj)`), and the JDK adapts
//! them to the handle's own type as `MethodHandle.asType` does. [`invoke`] does the same: it
//! first checks that every call-site type converts to the handle's (else
//! `WrongMethodTypeException`, with the JDK's message), then converts each argument at run time
//! (boxing through the wrappers' caches like `valueOf`, unboxing with widening, reference casts
//! with `ClassCastException`), performs the access, and converts the result back to the call
//! site's return type.

use std::rc::Rc;

use super::unsafe_ops::{access, Cell};
use super::*;
use crate::class::{prim_of_descriptor, split_method_descriptor, ClassId, ClassKind, ElementType};
use crate::insn::{MemOp, Order, Prim};
use crate::interp::class_cast_message;
use crate::machine::InitCheck;
use crate::state::{ArrayData, Body};

const LOOKUP: &str = "java/lang/invoke/MethodHandles$Lookup";

pub(super) fn register(r: &mut NativeRegistry) {
    // The real initializers build the method-handle infrastructure weft does not model.
    r.add("java/lang/invoke/MethodHandles", "<clinit>", "()V", |_, _, _| ret_void());
    r.add("java/lang/invoke/VarHandle", "<clinit>", "()V", |_, _, _| ret_void());
    r.add("java/lang/invoke/MethodHandles", "lookup", "()Ljava/lang/invoke/MethodHandles$Lookup;", |m, tid, _| {
        // The lookup class is the caller's (natives run without a frame of their own).
        let caller = m.st.threads[tid as usize].frames.last().map(|f| m.prog.method(f.method).class);
        let mirror = caller.map(|c| m.mirror(c));
        new_lookup(m, mirror)
    });
    r.add(
        "java/lang/invoke/MethodHandles",
        "privateLookupIn",
        "(Ljava/lang/Class;Ljava/lang/invoke/MethodHandles$Lookup;)Ljava/lang/invoke/MethodHandles$Lookup;",
        |m, _, a| {
            let target = arg_ref(a, 0)?;
            new_lookup(m, target)
        },
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
    // Asked for exact invocation, a handle stays itself (see the model class).
    let itself = |_: &mut Machine, _: ThreadId, a: &[Value]| ret_ref(arg_ref(a, 0)?);
    r.add("java/lang/invoke/WeftVarHandle", "withInvokeExactBehavior", "()Ljava/lang/invoke/VarHandle;", itself);
    r.add("java/lang/invoke/WeftVarHandle", "withInvokeBehavior", "()Ljava/lang/invoke/VarHandle;", itself);
    let views = "(Ljava/lang/Class;Ljava/nio/ByteOrder;)Ljava/lang/invoke/VarHandle;";
    r.add("java/lang/invoke/MethodHandles", "byteArrayViewVarHandle", views, |m, _, a| {
        let (Some(c), Some(order)) = (arg_ref(a, 0)?, arg_ref(a, 1)?) else { return npe() };
        let class = m.mirrored_class(c).ok_or_else(|| VmError::verify("Class object without a class"))?;
        let view = &m.prog.class(class);
        let Some(element) = view.name.strip_prefix('[') else {
            let kind = if matches!(view.kind, ClassKind::Primitive(_) | ClassKind::Void) { "" } else { "class " };
            return throw("java/lang/IllegalArgumentException", format!("not an array: {kind}{}", view.java_name()));
        };
        if view_size(element).is_none() {
            return Ok(NResult::ThrowNew("java/lang/UnsupportedOperationException", None));
        }
        let byte_order = m.load("java/nio/ByteOrder")?;
        let big_endian = m.get_static_named(byte_order, "BIG_ENDIAN") == Some(Value::Ref(Some(order)));
        handle(m, BYTE_VIEW, c, u16::from(big_endian))
    });
    // Views of buffers as wider types are not modelled: said at once, rather than at the first
    // access as "a VarHandle weft did not create".
    r.add("java/lang/invoke/MethodHandles", "byteBufferViewVarHandle", views, |_, _, _| {
        Err(VmError::unsupported(
            "MethodHandles.byteBufferViewVarHandle (a VarHandle viewing a ByteBuffer as a wider type)",
        ))
    });
}

fn new_lookup(m: &mut Machine, lookup_class: Option<ObjRef>) -> Result<NResult, VmError> {
    let c = m.load(LOOKUP)?;
    let o = m.alloc_instance(c);
    m.set_field_named(o, "lookupClass", Value::Ref(lookup_class));
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
    let (Some(c), Some(name), Some(ty)) = (arg_ref(a, 1)?, arg_ref(a, 2)?, arg_ref(a, 3)?) else { return npe() };
    let class = m.mirrored_class(c).ok_or_else(|| VmError::verify("Class object without a class"))?;
    let ty = m.mirrored_class(ty).ok_or_else(|| VmError::verify("Class object without a class"))?;
    let descriptor = class_descriptor(m, ty);
    let name = m.rust_string(name);
    // The JDK resolves the field by name and type (in the class, its interfaces, its
    // superclasses) and only then checks that it is of the kind asked for.
    let found = m.prog.resolve_field(class, &name, &descriptor);
    // The message names the field as `MemberName` prints it, with the kind of the field found
    // (or, when there is none, the kind asked for).
    let member = |m: &Machine, static_kind: bool| {
        let ref_kind = if static_kind { "getStatic" } else { "getField" };
        format!("{}.{}/{}/{}", m.prog.class(class).java_name(), name, type_name(m, ty), ref_kind)
    };
    let Some(f) = found else {
        return throw("java/lang/NoSuchFieldException", format!("no such field: {}", member(m, is_static)));
    };
    if f.is_static() != is_static {
        let lookup_class = match m.get_field_named(arg_obj(a, 0)?, "lookupClass") {
            Some(Value::Ref(Some(l))) => m.mirrored_class(l).map(|l| m.prog.class(l).java_name()),
            _ => None,
        };
        let from = lookup_class.map(|l| format!(", from class {l} (unnamed module)")).unwrap_or_default();
        let kind = if is_static { "static" } else { "non-static" };
        let member = member(m, f.is_static());
        return throw("java/lang/IllegalAccessException", format!("expected a {kind} field: {member}{from}"));
    }
    let holder = m.mirror(f.class);
    handle(m, if is_static { 1 } else { 0 }, holder, f.slot)
}

/// The descriptor of the type a `Class` object stands for (`I`, `[I`, `Ljava/lang/String;`).
fn class_descriptor(m: &Machine, c: ClassId) -> String {
    let cls = m.prog.class(c);
    match cls.kind {
        ClassKind::Primitive(p) => p.descriptor().to_string(),
        ClassKind::Void => "V".to_string(),
        ClassKind::Array { .. } => cls.name.to_string(),
        ClassKind::Ordinary => format!("L{};", cls.name),
    }
}

/// `Class.getName()` of a type, as `MemberName` and `MethodType` messages spell it.
fn type_name(m: &Machine, c: ClassId) -> String {
    super::class::class_get_name(m, c)
}

/// The kind of a `WeftVarHandle` that views a `byte[]` as an array of a wider primitive type
/// (`MethodHandles.byteArrayViewVarHandle`): its holder is the view's array class (`int[]`),
/// its slot 1 for big-endian, 0 for little-endian.
const BYTE_VIEW: i32 = 3;

/// The bytes one element of a byte-array view takes (`None`: no view of that type exists).
fn view_size(element: &str) -> Option<usize> {
    match element {
        "S" | "C" => Some(2),
        "I" | "F" => Some(4),
        "J" | "D" => Some(8),
        _ => None,
    }
}

/// What a `WeftVarHandle` names: its kind (0 instance field, 1 static field, 2 array element,
/// [`BYTE_VIEW`]), the class declaring the field (or the array class), the slot, the variable's
/// type (a field descriptor) and the types of its coordinates.
struct Variable {
    kind: i32,
    holder: ClassId,
    slot: u16,
    var_type: Rc<str>,
    coordinates: Vec<Rc<str>>,
}

fn variable(m: &Machine, vh: ObjRef) -> Result<Variable, VmError> {
    let not_ours = || VmError::unsupported("a VarHandle weft did not create");
    let (Some(Value::Int(kind)), Some(Value::Ref(Some(holder))), Some(Value::Int(slot))) =
        (m.get_field_named(vh, "kind"), m.get_field_named(vh, "holder"), m.get_field_named(vh, "slot"))
    else {
        return Err(not_ours());
    };
    let holder = m.mirrored_class(holder).ok_or_else(|| VmError::verify("Class object without a class"))?;
    let slot = slot as u16;
    let cls = m.prog.class(holder);
    let (var_type, coordinates): (Rc<str>, Vec<Rc<str>>) = match kind {
        0 => {
            let f = cls.instance_fields.get(slot as usize).ok_or_else(not_ours)?;
            (f.descriptor.clone(), vec![Rc::from(format!("L{};", cls.name))])
        }
        1 => {
            let f = cls.declared_fields.iter().find(|f| f.is_static() && f.slot == slot).ok_or_else(not_ours)?;
            (f.descriptor.clone(), vec![])
        }
        BYTE_VIEW => {
            let element = cls.name.strip_prefix('[').ok_or_else(not_ours)?;
            (Rc::from(element), vec![Rc::from("[B"), Rc::from("I")])
        }
        _ => {
            let element = cls.name.strip_prefix('[').ok_or_else(not_ours)?;
            (Rc::from(element), vec![cls.name.clone(), Rc::from("I")])
        }
    };
    Ok(Variable { kind, holder, slot, var_type, coordinates })
}

/// Describes a `VarHandle` access about to run, for counterexamples: `setRelease C.x = 1`,
/// `getAcquire C.y (= 0)` (the value memory holds), `getOpaque int[][1]`. `args`: the handle,
/// the coordinates and the values, as on the stack.
pub(crate) fn describe_access(m: &Machine, op: MemOp, args: &[Value]) -> Option<String> {
    let Some(Value::Ref(Some(vh))) = args.first() else { return None };
    let var = variable(m, *vh).ok()?;
    let cls = m.prog.class(var.holder);
    let short = |name: &str| name.rsplit('/').next().unwrap_or(name).to_string();
    let (name, current) = match var.kind {
        0 => {
            let field = cls.instance_fields.get(var.slot as usize)?;
            let current = match args.get(1) {
                Some(Value::Ref(Some(o))) => Some(m.get_field(*o, var.slot)),
                _ => None,
            };
            (format!("{}.{}", short(&cls.name), field.name), current)
        }
        1 => {
            let field = cls.declared_fields.iter().find(|f| f.is_static() && f.slot == var.slot)?;
            let current = m.st.statics.get(var.holder as usize).and_then(|s| s.get(var.slot as usize)).copied();
            (format!("{}.{}", short(&cls.name), field.name), current)
        }
        BYTE_VIEW => {
            let index = args.get(2).map(|&v| m.describe_value(v)).unwrap_or_default();
            let view = crate::interp::descriptor_java_name(cls.name.trim_start_matches('['));
            (format!("byte[{index}] as {view}"), None)
        }
        _ => {
            let index = args.get(2).map(|&v| m.describe_value(v)).unwrap_or_default();
            (format!("{}[{index}]", short(cls.name.trim_start_matches('['))), None)
        }
    };
    Some(match (op, current) {
        (MemOp::Set(_), _) => {
            format!("{} {name} = {}", op.name(), args.last().map(|&v| m.describe_value(v)).unwrap_or_default())
        }
        (MemOp::Get(_), Some(v)) => format!("{} {name} (= {})", op.name(), m.describe_value(v)),
        _ => format!("{} {name}", op.name()),
    })
}

/// The value parameters and the return type of access mode `op` on a variable of type `t`.
fn mode_type(op: MemOp, t: &Rc<str>) -> (Vec<Rc<str>>, Rc<str>) {
    let void: Rc<str> = Rc::from("V");
    match op {
        MemOp::Get(_) => (vec![], t.clone()),
        MemOp::Set(_) => (vec![t.clone()], void),
        MemOp::CompareAndSet { .. } => (vec![t.clone(), t.clone()], Rc::from("Z")),
        MemOp::CompareAndExchange(_) => (vec![t.clone(), t.clone()], t.clone()),
        MemOp::GetAndSet(_) | MemOp::GetAndAdd(_) | MemOp::GetAndBitwise(..) => (vec![t.clone()], t.clone()),
    }
}

/// Whether the access mode exists for a variable of this type: numeric updates need a numeric
/// variable, bitwise ones an integral or boolean one (the JDK throws
/// `UnsupportedOperationException` otherwise).
fn mode_supported(op: MemOp, t: &str) -> bool {
    match op {
        MemOp::GetAndAdd(_) => matches!(t, "B" | "S" | "C" | "I" | "J" | "F" | "D"),
        MemOp::GetAndBitwise(..) => matches!(t, "Z" | "B" | "S" | "C" | "I" | "J"),
        _ => true,
    }
}

/// `MethodType.toString()` spelling of a descriptor: simple names (`int`, `Integer`, `Object[]`).
fn simple_type_name(d: &str) -> String {
    if d == "V" {
        return "void".to_string();
    }
    let java = crate::interp::descriptor_java_name(d);
    let dims = java.len() - java.trim_end_matches("[]").len();
    let base = &java[..java.len() - dims];
    let simple = base.rsplit(['.', '$']).next().unwrap_or(base);
    format!("{}{}", simple, &java[java.len() - dims..])
}

fn method_type_text(params: &[Rc<str>], ret: &str) -> String {
    let with_handle: Vec<&str> = std::iter::once("LVarHandle;").chain(params.iter().map(|p| &**p)).collect();
    type_text(&with_handle, ret)
}

/// A method type as `MethodType.toString` writes it: `(int,String)void`.
pub(super) fn type_text(params: &[&str], ret: &str) -> String {
    let names: Vec<String> = params.iter().map(|p| simple_type_name(p)).collect();
    format!("({}){}", names.join(","), simple_type_name(ret))
}

/// JLS 5.1.2 widening primitive conversion (or identity) between descriptor characters.
fn widens(from: u8, to: u8) -> bool {
    from == to
        || match from {
            b'B' => matches!(to, b'S' | b'I' | b'J' | b'F' | b'D'),
            b'S' | b'C' => matches!(to, b'I' | b'J' | b'F' | b'D'),
            b'I' => matches!(to, b'J' | b'F' | b'D'),
            b'J' => matches!(to, b'F' | b'D'),
            b'F' => to == b'D',
            _ => false,
        }
}

/// The primitive a wrapper class descriptor boxes (`Ljava/lang/Integer;` is `int`).
fn unwrapped(d: &str) -> Option<Prim> {
    let name = d.strip_prefix('L')?.strip_suffix(';')?;
    [Prim::Boolean, Prim::Byte, Prim::Char, Prim::Short, Prim::Int, Prim::Long, Prim::Float, Prim::Double]
        .into_iter()
        .find(|p| p.wrapper() == name)
}

pub(super) fn is_primitive(d: &str) -> bool {
    d.len() == 1
}

/// The class a reference descriptor names, loaded.
fn descriptor_class(m: &mut Machine, d: &str) -> Result<ClassId, VmError> {
    let name = d.strip_prefix('L').and_then(|n| n.strip_suffix(';')).unwrap_or(d);
    m.load(name)
}

/// Whether `MethodHandle.asType` can convert a value of type `from` to type `to` (descriptors;
/// `V` on either side is a return that is dropped or made up).
pub(super) fn convertible(m: &mut Machine, from: &str, to: &str) -> Result<bool, VmError> {
    if from == to || to == "V" || from == "V" {
        return Ok(true);
    }
    Ok(match (is_primitive(from), is_primitive(to)) {
        (true, true) => widens(from.as_bytes()[0], to.as_bytes()[0]),
        // Boxing: the wrapper must be a subtype of the target (int to Object or Number, not Long).
        (true, false) => {
            let Some(p) = prim_of_descriptor(from.as_bytes()[0]) else { return Ok(false) };
            let wrapper = m.load(p.wrapper())?;
            let target = descriptor_class(m, to)?;
            m.prog.is_subtype(wrapper, target)
        }
        // Unboxing: a wrapper whose primitive widens to the target, or a supertype of a wrapper
        // (Object, Number, ...), checked when the value is there.
        (false, true) => match unwrapped(from) {
            Some(p) => widens(p.descriptor() as u8, to.as_bytes()[0]),
            None => {
                let source = descriptor_class(m, from)?;
                let Some(p) = prim_of_descriptor(to.as_bytes()[0]) else { return Ok(false) };
                let wrapper = m.load(p.wrapper())?;
                m.prog.is_subtype(wrapper, source)
            }
        },
        // References convert by a cast when the value is there.
        (false, false) => true,
    })
}

/// The outcome of converting one value.
pub(super) enum Converted {
    Value(Value),
    /// The conversion throws (a class cast, a null unboxed).
    Throw(NResult),
}

/// Widens a primitive value (with its tag) to the primitive of descriptor `to`.
fn widen_value(v: Value, to: u8) -> Value {
    match (v, to) {
        (Value::Int(i), b'J') => Value::Long(i as i64),
        (Value::Int(i), b'F') => Value::Float(i as f32),
        (Value::Int(i), b'D') => Value::Double(i as f64),
        (Value::Long(l), b'F') => Value::Float(l as f32),
        (Value::Long(l), b'D') => Value::Double(l as f64),
        (Value::Float(f), b'D') => Value::Double(f as f64),
        (v, _) => v,
    }
}

/// The wrapper classes' caches `valueOf` takes boxes from: the cache class, and the range of
/// values it holds when the range is fixed (`Integer`'s upper bound is read from the class).
fn box_cache(p: Prim) -> Option<&'static str> {
    Some(match p {
        Prim::Int => "java/lang/Integer$IntegerCache",
        Prim::Long => "java/lang/Long$LongCache",
        Prim::Short => "java/lang/Short$ShortCache",
        Prim::Byte => "java/lang/Byte$ByteCache",
        Prim::Char => "java/lang/Character$CharacterCache",
        Prim::Boolean => "java/lang/Boolean",
        Prim::Float | Prim::Double => return None,
    })
}

/// Makes sure boxing a `p` will not need a class initializer (`Retry` when one was started).
pub(super) fn prepare_boxing(m: &mut Machine, tid: ThreadId, p: Prim) -> Result<InitCheck, VmError> {
    let wrapper = m.load(p.wrapper())?;
    if let InitCheck::Retry = m.ensure_initialized(tid, wrapper)? {
        return Ok(InitCheck::Retry);
    }
    match box_cache(p) {
        Some(cache) => {
            let c = m.load(cache)?;
            m.ensure_initialized(tid, c)
        }
        None => Ok(InitCheck::Ready),
    }
}

/// Boxes `v` as the wrapper's `valueOf` does: small values from the cache (so `==` behaves as
/// on the JVM), others freshly allocated. The classes involved must be initialized
/// ([`prepare_boxing`]).
pub(super) fn box_value(m: &mut Machine, p: Prim, v: Value) -> Result<ObjRef, VmError> {
    let cached_index = match (p, v) {
        (Prim::Boolean, Value::Int(b)) => {
            let c = m.load("java/lang/Boolean")?;
            let name = if b != 0 { "TRUE" } else { "FALSE" };
            if let Some(Value::Ref(Some(o))) = m.get_static_named(c, name) {
                return Ok(o);
            }
            None
        }
        (Prim::Int, Value::Int(i)) => {
            let c = m.load("java/lang/Integer$IntegerCache")?;
            let high = match m.get_static_named(c, "high") {
                Some(Value::Int(h)) => h,
                _ => 127,
            };
            (-128..=high).contains(&i).then(|| (i + 128) as usize)
        }
        (Prim::Long, Value::Long(l)) => (-128..=127).contains(&l).then(|| (l + 128) as usize),
        (Prim::Short | Prim::Byte, Value::Int(i)) => (-128..=127).contains(&i).then(|| (i + 128) as usize),
        (Prim::Char, Value::Int(c)) => (0..=127).contains(&c).then_some(c as usize),
        _ => None,
    };
    if let (Some(index), Some(cache)) = (cached_index, box_cache(p)) {
        let c = m.load(cache)?;
        if let Some(Value::Ref(Some(arr))) = m.get_static_named(c, "cache") {
            if let Some(crate::state::ArrayData::Ref(items)) = m.st.heap.get(arr).array() {
                if let Some(Some(o)) = items.get(index) {
                    return Ok(*o);
                }
            }
        }
    }
    let wrapper = m.load(p.wrapper())?;
    let obj = m.alloc_instance(wrapper);
    if !m.set_field_named(obj, "value", v) {
        return Err(VmError::verify("wrapper class without a value field"));
    }
    Ok(obj)
}

/// The `Class.cast` failure the JDK's adapters throw: `Cannot cast A to B`.
fn cannot_cast(m: &Machine, from: ClassId, to: ClassId) -> Converted {
    let msg = format!("Cannot cast {} to {}", m.prog.class(from).java_name(), m.prog.class(to).java_name());
    Converted::Throw(NResult::ThrowNew("java/lang/ClassCastException", Some(msg)))
}

/// Converts value `v` from type `from` to type `to` (both checked by [`convertible`]).
pub(super) fn convert(m: &mut Machine, v: Value, from: &str, to: &str) -> Result<Converted, VmError> {
    if from == to || to == "V" {
        return Ok(Converted::Value(v));
    }
    if from == "V" {
        // A call site that expects a value from a mode that returns none gets zero or null.
        let zero = match to.as_bytes()[0] {
            b'J' => Value::Long(0),
            b'F' => Value::Float(0.0),
            b'D' => Value::Double(0.0),
            b'L' | b'[' => Value::NULL,
            _ => Value::Int(0),
        };
        return Ok(Converted::Value(zero));
    }
    Ok(match (is_primitive(from), is_primitive(to)) {
        (true, true) => Converted::Value(widen_value(v, to.as_bytes()[0])),
        (true, false) => {
            let p = prim_of_descriptor(from.as_bytes()[0]).ok_or_else(|| VmError::verify("bad descriptor"))?;
            Converted::Value(Value::Ref(Some(box_value(m, p, v)?)))
        }
        (false, true) => {
            let Value::Ref(r) = v else { return Err(VmError::verify("VarHandle argument is not a reference")) };
            let Some(obj) = r else { return Ok(Converted::Throw(NResult::ThrowNew(NPE, None))) };
            let target = to.as_bytes()[0];
            let oc = m.st.heap.get(obj).class;
            let boxed = unwrapped(&format!("L{};", m.prog.class(oc).name));
            match boxed {
                // A wrapper whose primitive widens to the target (`Short` to `int`, not `Long`).
                Some(p) if widens(p.descriptor() as u8, target) => {
                    let inner =
                        m.get_field_named(obj, "value").ok_or_else(|| VmError::verify("wrapper without value"))?;
                    Converted::Value(widen_value(inner, target))
                }
                Some(_) => {
                    let p = prim_of_descriptor(target).ok_or_else(|| VmError::verify("bad descriptor"))?;
                    let w = m.load(p.wrapper())?;
                    cannot_cast(m, oc, w)
                }
                None => {
                    // Not a wrapper at all: the adapter's checkcast to Number fails.
                    let number = m.load("java/lang/Number")?;
                    let msg = class_cast_message(&m.prog, oc, number);
                    Converted::Throw(NResult::ThrowNew("java/lang/ClassCastException", Some(msg)))
                }
            }
        }
        (false, false) => match v {
            Value::Ref(Some(obj)) => {
                let target = descriptor_class(m, to)?;
                let oc = m.st.heap.get(obj).class;
                if m.prog.is_subtype(oc, target) {
                    Converted::Value(v)
                } else {
                    cannot_cast(m, oc, target)
                }
            }
            _ => Converted::Value(v),
        },
    })
}

const NPE: &str = "java/lang/NullPointerException";

/// Executes a `VarHandle` access with its arguments (the handle first, then the coordinates,
/// then the values), adapting the call site's types (`site_descriptor`) to the handle's.
pub(crate) fn invoke(
    m: &mut Machine,
    tid: ThreadId,
    op: MemOp,
    site_descriptor: &str,
    args: &[Value],
) -> Result<NResult, VmError> {
    let Some(vh) = arg_ref(args, 0)? else { return npe() };
    let var = variable(m, vh)?;
    if !mode_supported(op, &var.var_type) {
        return Ok(NResult::ThrowNew("java/lang/UnsupportedOperationException", None));
    }
    let (site_params, site_ret) =
        split_method_descriptor(site_descriptor).ok_or_else(|| VmError::verify("bad descriptor"))?;
    let (values, ret) = mode_type(op, &var.var_type);
    let handle_params: Vec<Rc<str>> = var.coordinates.iter().chain(values.iter()).cloned().collect();
    let mut fits = site_params.len() == handle_params.len();
    if fits {
        for (s, h) in site_params.iter().zip(&handle_params) {
            fits &= convertible(m, s, h)?;
        }
        fits &= convertible(m, &ret, site_ret)?;
    }
    if !fits {
        let site: Vec<Rc<str>> = site_params.iter().map(|p| Rc::from(*p)).collect();
        let msg = format!(
            "cannot convert MethodHandle{} to {}",
            method_type_text(&handle_params, &ret),
            method_type_text(&site, site_ret)
        );
        return Ok(NResult::ThrowNew("java/lang/invoke/WrongMethodTypeException", Some(msg)));
    }
    // Boxing takes values from the wrappers' caches; initialize them before anything happens,
    // so that the access is never executed twice.
    let mut boxes: Vec<u8> = Vec::new();
    for (s, h) in site_params.iter().zip(&handle_params) {
        if is_primitive(s) && !is_primitive(h) {
            boxes.push(s.as_bytes()[0]);
        }
    }
    if is_primitive(&ret) && ret.as_ref() != "V" && !is_primitive(site_ret) {
        boxes.push(ret.as_bytes()[0]);
    }
    for b in boxes {
        if let Some(p) = prim_of_descriptor(b) {
            if let InitCheck::Retry = prepare_boxing(m, tid, p)? {
                return Ok(NResult::Retry);
            }
        }
    }
    let mut converted = Vec::with_capacity(handle_params.len());
    for ((v, s), h) in args[1..].iter().zip(&site_params).zip(&handle_params) {
        match convert(m, *v, s, h)? {
            Converted::Value(v) => converted.push(v),
            Converted::Throw(t) => return Ok(t),
        }
    }
    if var.kind == BYTE_VIEW {
        let result = byte_view(m, tid, op, &var, &converted)?;
        return finish(m, result, &ret, site_ret);
    }
    let (cell, operands) = match var.kind {
        0 => {
            let Some(obj) = converted[0].as_ref().flatten() else { return npe() };
            (Cell::Field { obj, slot: var.slot }, &converted[1..])
        }
        1 => {
            if let InitCheck::Retry = m.ensure_initialized(tid, var.holder)? {
                return Ok(NResult::Retry);
            }
            (Cell::Static { class: var.holder, slot: var.slot }, &converted[..])
        }
        _ => {
            let Some(arr) = converted[0].as_ref().flatten() else { return npe() };
            let index = converted[1].as_int().ok_or_else(|| VmError::verify("array index is not an int"))?;
            let len = m.st.heap.get(arr).array().map(|a| a.len()).unwrap_or(0);
            if index < 0 || index as usize >= len {
                return throw(
                    "java/lang/ArrayIndexOutOfBoundsException",
                    format!("Index {index} out of bounds for length {len}"),
                );
            }
            // A handle for Object[] may be given a String[]: stores are checked against the
            // array's own element type.
            let stores_reference = matches!(
                op,
                MemOp::Set(_) | MemOp::CompareAndSet { .. } | MemOp::CompareAndExchange(_) | MemOp::GetAndSet(_)
            );
            if stores_reference {
                if let Some(Value::Ref(Some(stored))) = converted.last() {
                    let ac = m.st.heap.get(arr).class;
                    if let ClassKind::Array { element: ElementType::Ref(e) } = m.prog.class(ac).kind {
                        let sc = m.st.heap.get(*stored).class;
                        if !m.prog.is_subtype(sc, e) {
                            let n = m.prog.class(sc).java_name();
                            return throw("java/lang/ArrayStoreException", n);
                        }
                    }
                }
            }
            (Cell::Element { arr, index: index as usize }, &converted[2..])
        }
    };
    let result = access(m, tid, cell, op, operands)?;
    finish(m, result, &ret, site_ret)
}

/// The result of an access converted from the handle's return type `ret` to the call site's.
fn finish(m: &mut Machine, result: NResult, ret: &str, site_ret: &str) -> Result<NResult, VmError> {
    Ok(match result {
        NResult::Return(v) => {
            let v = v.unwrap_or(Value::Int(0));
            match convert(m, v, ret, site_ret)? {
                Converted::Value(_) if site_ret == "V" => NResult::Return(None),
                Converted::Value(v) => NResult::Return(Some(v)),
                Converted::Throw(t) => t,
            }
        }
        other => other,
    })
}

/// An access through a view of a `byte[]` as a wider type, with the handle's own types
/// (`converted`: the array, the byte index, the value to set). Plain `get` and `set` only, the
/// modes the JDK's own users (its message digests) take. It runs as `System.arraycopy` does:
/// one scheduling point before it when the array is shared, then a plain read or write of each
/// byte it covers, as events (so the race check and the reduction see them).
fn byte_view(
    m: &mut Machine,
    tid: ThreadId,
    op: MemOp,
    var: &Variable,
    converted: &[Value],
) -> Result<NResult, VmError> {
    if !matches!(op, MemOp::Get(Order::Plain) | MemOp::Set(Order::Plain)) {
        return Err(VmError::unsupported(format!(
            "{} through MethodHandles.byteArrayViewVarHandle (weft models get and set)",
            op.name()
        )));
    }
    if m.jmm_on() {
        return Err(VmError::unsupported("MethodHandles.byteArrayViewVarHandle under --memory-model jmm"));
    }
    let Some(arr) = converted[0].as_ref().flatten() else { return npe() };
    let index = converted[1].as_int().ok_or_else(|| VmError::verify("array index is not an int"))?;
    let size = view_size(&var.var_type).ok_or_else(|| VmError::verify("byte view of a type without one"))?;
    let len = m.st.heap.get(arr).array().map_or(0, |a| a.len()) as i64;
    // The JDK checks the index against the last one a whole element fits at.
    let limit = len - (size as i64 - 1);
    if index < 0 || index as i64 >= limit {
        return throw(
            "java/lang/ArrayIndexOutOfBoundsException",
            format!("Index {index} out of bounds for length {limit}"),
        );
    }
    if super::lang::yields_before_bulk_access(m, tid, &[arr]) {
        return Ok(NResult::YieldBefore);
    }
    let (start, big_endian) = (index as usize, var.slot == 1);
    let write = matches!(op, MemOp::Set(_));
    super::lang::element_events(m, tid, arr, start, size, write);
    if write {
        let bits = primitive_bits(converted[2]).ok_or_else(|| VmError::verify("byte view set of a non-primitive"))?;
        let bytes =
            if big_endian { bits.to_be_bytes()[8 - size..].to_vec() } else { bits.to_le_bytes()[..size].to_vec() };
        let Body::Array(ArrayData::Byte(b)) = &mut m.st.heap.get_mut(arr).body else {
            return Err(VmError::verify("byte view of an array that is not byte[]"));
        };
        for (k, byte) in bytes.into_iter().enumerate() {
            b[start + k] = byte as i8;
        }
        return ret_void();
    }
    let Some(ArrayData::Byte(b)) = m.st.heap.get(arr).array() else {
        return Err(VmError::verify("byte view of an array that is not byte[]"));
    };
    let mut raw = [0u8; 8];
    for (k, &byte) in b[start..start + size].iter().enumerate() {
        raw[k] = byte as u8;
    }
    let bits = if big_endian {
        raw[..size].iter().fold(0u64, |acc, &x| acc << 8 | x as u64)
    } else {
        raw[..size].iter().rev().fold(0u64, |acc, &x| acc << 8 | x as u64)
    };
    Ok(NResult::Return(Some(primitive_from_bits(&var.var_type, bits))))
}
