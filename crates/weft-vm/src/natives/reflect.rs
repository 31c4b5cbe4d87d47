//! Core reflection on methods, constructors, fields and annotations: `Class.getDeclaredMethods`
//! and `declaredConstructors` (and through them
//! `getDeclaredMethod`, `getMethod`), `Method.invoke`, and `Field.get`/`set`.
//!
//! `Field.get`/`set` access the field as `getfield`/`putfield` (or the static forms) do: a
//! scheduling point when the location is shared, and the same read and write events, from the
//! calling program's frame, so the race detector and the reduction see a reflective access as
//! the access it is. Primitive values are boxed and unboxed (with widening) as the JDK does.
//!
//! `Method` objects are the JDK's class, allocated by the VM with the fields HotSpot fills in
//! (`slot` is weft's method id). `Method.invoke` is the model class `WeftReflection`: the
//! arguments are checked here as the JDK checks them, then the target runs as an ordinary Java
//! frame (a native tail call, so no Rust recursion and every event of the target is emitted as
//! for a direct call); the Java side boxes the result and wraps what the target throws.
//! Access checks (`setAccessible`, private members of other classes) are not made.

use super::unsafe_ops::{access, Cell};
use super::varhandle::{box_value, convert, prepare_boxing, Converted};
use super::*;
use crate::annotations::Annotated;
use crate::class::{split_method_descriptor, ClassId, MethodId};
use crate::insn::{MemOp, Order};
use crate::machine::InitCheck;
use crate::state::{ArrayData, Body};

const REFLECTION: &str = "java/lang/reflect/WeftReflection";
const MANAGE: &str = "(Ljava/lang/reflect/Method;Ljava/lang/Object;[Ljava/lang/Object;)";

/// The class of a field or parameter descriptor.
pub(super) fn descriptor_class(m: &mut Machine, d: &str) -> Result<ClassId, VmError> {
    match d.as_bytes().first() {
        Some(b'L') => m.load(&d[1..d.len() - 1]),
        Some(b'[') => m.load(d),
        Some(&c) => m.load(crate::class::prim_of_descriptor(c).map(|p| p.java_name()).unwrap_or("void")),
        None => Err(VmError::verify("empty descriptor")),
    }
}

/// The raw type annotations of `member`: null when it has none, else the clear error.
fn no_type_annotations(m: &Machine, member: crate::annotations::Annotated) -> Result<NResult, VmError> {
    if !m.prog.annotations.type_annotated.contains(&member) {
        return ret_ref(None);
    }
    let what = match member {
        crate::annotations::Annotated::Class(c) => m.prog.class(c).java_name(),
        crate::annotations::Annotated::Method(mid) => {
            let method = m.prog.method(mid);
            format!("{}.{}", m.prog.class(method.class).java_name(), method.name)
        }
        crate::annotations::Annotated::Field(f) => {
            let field = &m.prog.fields[f as usize];
            format!("{}.{}", m.prog.class(field.class).java_name(), field.name)
        }
        crate::annotations::Annotated::Parameter(..) => String::new(),
    };
    Err(VmError::unsupported(format!("type annotations (RuntimeVisibleTypeAnnotations) through reflection, on {what}")))
}

/// Sets the `signature` field of a new reflection object from the member's `Signature`
/// attribute, as HotSpot does, so the JDK's generic-type accessors parse it.
pub(super) fn set_signature(m: &mut Machine, obj: ObjRef, member: crate::annotations::Annotated) {
    if let Some(signature) = m.prog.annotations.signatures.get(&member).cloned() {
        let s = m.new_string(&signature);
        m.set_field_named(obj, "signature", Value::Ref(Some(s)));
    }
}

fn class_array(m: &mut Machine, classes: &[ClassId]) -> Result<ObjRef, VmError> {
    let mirrors: Vec<Option<ObjRef>> = classes.iter().map(|&c| Some(m.mirror(c))).collect();
    ref_array(m, "[Ljava/lang/Class;", &mirrors)
}

/// A new `java.lang.reflect.Method` for method `mid`, or `Constructor` for a constructor.
fn method_object(m: &mut Machine, mid: MethodId) -> Result<ObjRef, VmError> {
    let method = m.prog.method(mid).clone();
    let constructor = &*method.name == "<init>";
    let (params, ret) =
        split_method_descriptor(&method.descriptor).ok_or_else(|| VmError::verify("bad method descriptor"))?;
    let (params, ret): (Vec<String>, String) = (params.iter().map(|p| p.to_string()).collect(), ret.to_string());
    let mut param_classes = Vec::with_capacity(params.len());
    for p in &params {
        param_classes.push(descriptor_class(m, p)?);
    }
    let return_class = descriptor_class(m, &ret)?;
    let mc = m.load(if constructor { "java/lang/reflect/Constructor" } else { "java/lang/reflect/Method" })?;
    let obj = m.alloc_instance(mc);
    let declaring = m.mirror(method.class);
    let param_array = class_array(m, &param_classes)?;
    let thrown = m.prog.annotations.exceptions.get(&mid).cloned().unwrap_or_default();
    let mut thrown_classes = Vec::with_capacity(thrown.len());
    for name in thrown.iter() {
        thrown_classes.push(m.load(name)?);
    }
    let exceptions = class_array(m, &thrown_classes)?;
    m.set_field_named(obj, "clazz", Value::Ref(Some(declaring)));
    m.set_field_named(obj, "slot", Value::Int(mid as i32));
    if !constructor {
        let name = m.new_string(&method.name);
        let name = m.intern(name);
        let return_mirror = m.mirror(return_class);
        m.set_field_named(obj, "name", Value::Ref(Some(name)));
        m.set_field_named(obj, "returnType", Value::Ref(Some(return_mirror)));
    }
    m.set_field_named(obj, "parameterTypes", Value::Ref(Some(param_array)));
    m.set_field_named(obj, "exceptionTypes", Value::Ref(Some(exceptions)));
    set_signature(m, obj, crate::annotations::Annotated::Method(mid));
    // The flags HotSpot reports: access, static, final, synchronized, bridge, varargs, native,
    // abstract, strict, synthetic.
    m.set_field_named(obj, "modifiers", Value::Int((method.access & 0x1DFF) as i32));
    Ok(obj)
}

/// The method a `Method` or `Constructor` object names.
fn target_of(m: &Machine, executable: ObjRef) -> Result<MethodId, VmError> {
    let Some(Value::Int(slot)) = m.get_field_named(executable, "slot") else {
        return Err(VmError::verify("Method without a slot"));
    };
    let mid = slot as MethodId;
    if mid as usize >= m.prog.methods.len() {
        return Err(VmError::unsupported("a java.lang.reflect.Method or Constructor weft did not create"));
    }
    Ok(mid)
}

fn illegal_argument<T>(msg: &str) -> Result<Result<T, NResult>, VmError> {
    Ok(Err(NResult::ThrowNew("java/lang/IllegalArgumentException", Some(msg.to_string()))))
}

/// What to call and with which arguments, or what to throw instead.
fn prepare(m: &mut Machine, tid: ThreadId, a: &[Value]) -> Result<Result<(MethodId, Vec<Value>), NResult>, VmError> {
    let mid = target_of(m, arg_obj(a, 0)?)?;
    let target = m.prog.method(mid).clone();
    let illegal = illegal_argument;
    let mut values = Vec::new();
    let mut call = mid;
    if target.is_static() {
        if let InitCheck::Retry = m.ensure_initialized(tid, target.class)? {
            return Ok(Err(NResult::Retry));
        }
    } else {
        let Some(receiver) = arg_ref(a, 1)? else {
            // The JDK's access check asks the receiver for its class first.
            let msg = "Cannot invoke \"Object.getClass()\" because \"obj\" is null";
            return Ok(Err(NResult::ThrowNew("java/lang/NullPointerException", Some(msg.into()))));
        };
        let rc = m.st.heap.get(receiver).class;
        if !m.prog.is_subtype(rc, target.class) {
            return illegal("object is not an instance of declaring class");
        }
        if !target.is_private() && !target.name.starts_with('<') {
            if let Some(&dispatched) = m.prog.class(rc).vtable.get(&target.key) {
                call = dispatched;
            }
        }
        values.push(Value::Ref(Some(receiver)));
    }
    match convert_arguments(m, &target.descriptor, arg_ref(a, 2)?, values)? {
        Ok(values) => Ok(Ok((call, values))),
        Err(instead) => Ok(Err(instead)),
    }
}

/// The arguments of a reflective call (`args`, an `Object[]` or null) converted to the
/// parameter types of `descriptor` and appended to `values`, or the exception the JDK throws.
fn convert_arguments(
    m: &mut Machine,
    descriptor: &str,
    args: Option<ObjRef>,
    mut values: Vec<Value>,
) -> Result<Result<Vec<Value>, NResult>, VmError> {
    let illegal = illegal_argument;
    let (params, _) = split_method_descriptor(descriptor).ok_or_else(|| VmError::verify("bad method descriptor"))?;
    let params: Vec<String> = params.iter().map(|p| p.to_string()).collect();
    let args: Vec<Option<ObjRef>> = match args {
        None => Vec::new(),
        Some(arr) => match m.st.heap.get(arr).array() {
            Some(ArrayData::Ref(items)) => items.clone(),
            _ => return Err(VmError::verify("Method.invoke arguments are not an Object[]")),
        },
    };
    if args.len() != params.len() {
        return illegal("wrong number of arguments");
    }
    for (arg, p) in args.iter().zip(&params) {
        if p.len() == 1 && arg.is_none() {
            return Ok(Err(NResult::ThrowNew("java/lang/IllegalArgumentException", None)));
        }
        match convert(m, Value::Ref(*arg), "Ljava/lang/Object;", p)? {
            Converted::Value(v) => values.push(v),
            Converted::Throw(_) => return illegal("argument type mismatch"),
        }
    }
    Ok(Ok(values))
}

/// `WeftReflection.allocate`: a new, unconstructed instance for `Constructor.newInstance`, its
/// class initialized first, or what the JDK throws (abstract classes, enums, wrong arguments).
fn allocate(m: &mut Machine, tid: ThreadId, a: &[Value]) -> Result<NResult, VmError> {
    let mid = target_of(m, arg_obj(a, 0)?)?;
    let target = m.prog.method(mid).clone();
    let class = m.prog.class(target.class).clone();
    if class.access & crate::class::ACC_ABSTRACT != 0 || class.is_interface() {
        return Ok(NResult::ThrowNew("java/lang/InstantiationException", None));
    }
    if class.access & 0x4000 != 0 {
        return throw("java/lang/IllegalArgumentException", "Cannot reflectively create enum objects");
    }
    if let Err(instead) = convert_arguments(m, &target.descriptor, arg_ref(a, 1)?, Vec::new())? {
        return Ok(instead);
    }
    if let InitCheck::Retry = m.ensure_initialized(tid, target.class)? {
        return Ok(NResult::Retry);
    }
    let obj = m.alloc_instance(target.class);
    ret_ref(Some(obj))
}

/// `WeftReflection.construct`: runs the constructor on the allocated object as a Java frame.
fn construct(m: &mut Machine, _: ThreadId, a: &[Value]) -> Result<NResult, VmError> {
    let mid = target_of(m, arg_obj(a, 0)?)?;
    let obj = arg_obj(a, 1)?;
    let descriptor = m.prog.method(mid).descriptor.clone();
    match convert_arguments(m, &descriptor, arg_ref(a, 2)?, vec![Value::Ref(Some(obj))])? {
        Ok(values) => Ok(NResult::Invoke(mid, values)),
        Err(instead) => Ok(instead),
    }
}

/// Fresh reflection objects for the methods of class `c` that `keep` selects.
fn executables(m: &mut Machine, c: ClassId, array: &str, keep: fn(&str) -> bool) -> Result<NResult, VmError> {
    let ids: Vec<MethodId> =
        m.prog.class(c).methods.iter().copied().filter(|&id| keep(&m.prog.method(id).name)).collect();
    let mut objects = Vec::with_capacity(ids.len());
    for id in ids {
        objects.push(Some(method_object(m, id)?));
    }
    let ma = m.load(array)?;
    let arr = m.alloc_array(ma, objects.len());
    if let Body::Array(ArrayData::Ref(v)) = &mut m.st.heap.get_mut(arr).body {
        v.copy_from_slice(&objects);
    }
    ret_ref(Some(arr))
}

/// A `java.lang.reflect.Field` resolved: its declaring class, the field, and the cell an access
/// to it on `receiver` names (`Err`: what to throw or do instead).
fn field_cell(
    m: &mut Machine,
    tid: ThreadId,
    field: ObjRef,
    receiver: Option<ObjRef>,
    attempted: &str,
) -> Result<Result<(std::rc::Rc<crate::class::Field>, Cell), NResult>, VmError> {
    let f = field_of(m, field)?;
    let (class, slot, is_static) = (f.class, f.slot, f.is_static());
    if is_static {
        if let InitCheck::Retry = m.ensure_initialized(tid, class)? {
            return Ok(Err(NResult::Retry));
        }
        return Ok(Ok((f, Cell::Static { class, slot })));
    }
    let Some(obj) = receiver else {
        return Ok(Err(NResult::ThrowNew("java/lang/NullPointerException", None)));
    };
    let oc = m.st.heap.get(obj).class;
    if !m.prog.is_subtype(oc, class) {
        let msg = field_message(m, &f, attempted);
        return Ok(Err(NResult::ThrowNew("java/lang/IllegalArgumentException", Some(msg))));
    }
    Ok(Ok((f, Cell::Field { obj, slot })))
}

/// The JDK's message for a reflective access that does not fit: `Can not set final int field
/// C.f to java.lang.String`.
fn field_message(m: &Machine, f: &crate::class::Field, attempted: &str) -> String {
    format!(
        "Can not set {}{}{} field {}.{} to {}",
        if f.is_static() { "static " } else { "" },
        if f.access & crate::class::ACC_FINAL != 0 { "final " } else { "" },
        crate::interp::descriptor_java_name(&f.descriptor),
        m.prog.class(f.class).java_name(),
        f.name,
        attempted
    )
}

/// How the JDK's field-access messages name a value: its class, or `null value`.
fn attempted_type(m: &Machine, value: Option<ObjRef>) -> String {
    match value {
        Some(o) => m.prog.class(m.st.heap.get(o).class).java_name(),
        None => "null value".to_string(),
    }
}

fn field_get(m: &mut Machine, tid: ThreadId, a: &[Value]) -> Result<NResult, VmError> {
    let field = arg_obj(a, 0)?;
    let receiver = arg_ref(a, 1)?;
    let attempted = attempted_type(m, receiver);
    let (f, cell) = match field_cell(m, tid, field, receiver, &attempted)? {
        Ok(found) => found,
        Err(instead) => return Ok(instead),
    };
    let prim = crate::class::prim_of_descriptor(f.descriptor.as_bytes()[0]);
    if let Some(p) = prim {
        if let InitCheck::Retry = prepare_boxing(m, tid, p)? {
            return Ok(NResult::Retry);
        }
    }
    match access(m, tid, cell, MemOp::Get(if f.is_volatile() { Order::Volatile } else { Order::Plain }), &[])? {
        NResult::Return(Some(v)) => match prim {
            Some(p) => ret_ref(Some(box_value(m, p, v)?)),
            None => ret(v),
        },
        other => Ok(other),
    }
}

fn field_set(m: &mut Machine, tid: ThreadId, a: &[Value]) -> Result<NResult, VmError> {
    let field = arg_obj(a, 0)?;
    let receiver = arg_ref(a, 1)?;
    let value = arg_ref(a, 2)?;
    let attempted = attempted_type(m, value);
    let (f, cell) = match field_cell(m, tid, field, receiver, &attempted)? {
        Ok(found) => found,
        Err(instead) => return Ok(instead),
    };
    let overridden = matches!(m.get_field_named(field, "override"), Some(Value::Int(v)) if v != 0);
    let is_final = f.access & crate::class::ACC_FINAL != 0;
    let illegal = |m: &Machine| {
        let msg = field_message(m, &f, &attempted);
        Ok(NResult::ThrowNew("java/lang/IllegalArgumentException", Some(msg)))
    };
    if is_final && (f.is_static() || !overridden) {
        let msg = field_message(m, &f, &attempted);
        return Ok(NResult::ThrowNew("java/lang/IllegalAccessException", Some(msg)));
    }
    if f.descriptor.len() == 1 && value.is_none() {
        return illegal(m);
    }
    let v = match convert(m, Value::Ref(value), "Ljava/lang/Object;", &f.descriptor)? {
        Converted::Value(v) => v,
        Converted::Throw(_) => return illegal(m),
    };
    access(m, tid, cell, MemOp::Set(if f.is_volatile() { Order::Volatile } else { Order::Plain }), &[v])
}

/// The field a `java.lang.reflect.Field` object names.
fn field_of(m: &Machine, field: ObjRef) -> Result<std::rc::Rc<crate::class::Field>, VmError> {
    let (Some(Value::Ref(Some(clazz))), Some(Value::Int(slot)), Some(Value::Int(modifiers))) =
        (m.get_field_named(field, "clazz"), m.get_field_named(field, "slot"), m.get_field_named(field, "modifiers"))
    else {
        return Err(VmError::verify("malformed Field object"));
    };
    let class = m.mirrored_class(clazz).ok_or_else(|| VmError::verify("Class object without a class"))?;
    let is_static = modifiers & crate::class::ACC_STATIC as i32 != 0;
    m.prog
        .class(class)
        .declared_fields
        .iter()
        .find(|f| f.is_static() == is_static && f.slot as i32 == slot)
        .cloned()
        .ok_or_else(|| VmError::unsupported("a java.lang.reflect.Field weft did not create"))
}

/// The annotations on `item` as the map `declaredAnnotations()` returns (built in Java by
/// `WeftReflection.annotationMap`).
fn annotation_map(m: &mut Machine, tid: ThreadId, item: Annotated) -> Result<NResult, VmError> {
    let Some(array) = m.annotation_array(tid, item)? else { return Ok(NResult::Retry) };
    let c = m.load(REFLECTION)?;
    let key = m.prog.key("annotationMap", "([Ljava/lang/annotation/Annotation;)Ljava/util/Map;");
    let helper = m.prog.resolve_method(c, key).ok_or_else(|| VmError::verify("WeftReflection.annotationMap"))?;
    Ok(NResult::Invoke(helper, vec![Value::Ref(Some(array))]))
}

pub(super) fn register(r: &mut NativeRegistry) {
    // Annotations: the JDK parses the raw attribute bytes and builds `Proxy` instances; weft
    // builds its own annotation objects from the attributes it kept (see annotations.rs).
    r.add("java/lang/Class", "declaredAnnotations0", "()[Ljava/lang/annotation/Annotation;", |m, tid, a| {
        let c = m.mirrored_class(arg_obj(a, 0)?).ok_or_else(|| VmError::verify("Class object without a class"))?;
        match m.annotation_array(tid, Annotated::Class(c))? {
            Some(array) => ret_ref(Some(array)),
            None => Ok(NResult::Retry),
        }
    });
    r.add("java/lang/reflect/Executable", "declaredAnnotations", "()Ljava/util/Map;", |m, tid, a| {
        let mid = target_of(m, arg_obj(a, 0)?)?;
        annotation_map(m, tid, Annotated::Method(mid))
    });
    // Parameter annotations: the JDK parses the raw attribute bytes here; weft answers from the
    // attribute it kept.
    r.add(
        "java/lang/reflect/Executable",
        "sharedGetParameterAnnotations",
        "([Ljava/lang/Class;[B)[[Ljava/lang/annotation/Annotation;",
        |m, tid, a| {
            let mid = target_of(m, arg_obj(a, 0)?)?;
            let Some(types) = arg_ref(a, 1)? else { return npe() };
            let n = m.st.heap.get(types).array().map(|t| t.len()).unwrap_or(0);
            match m.parameter_annotations(tid, mid, n)? {
                Some(array) => ret_ref(Some(array)),
                None => Ok(NResult::Retry),
            }
        },
    );
    // The `MethodParameters` attribute (javac -parameters), as HotSpot answers it: one
    // `Parameter` per entry (a missing name is null, which the JDK shows as argN), or null when
    // the method has none, for which the JDK names the parameters arg0, arg1, ...
    r.add("java/lang/reflect/Executable", "getParameters0", "()[Ljava/lang/reflect/Parameter;", |m, _, a| {
        let executable = arg_obj(a, 0)?;
        let mid = target_of(m, executable)?;
        let Some(entries) = m.prog.annotations.parameters.get(&mid).cloned() else { return ret_ref(None) };
        let parameter = m.load("java/lang/reflect/Parameter")?;
        let mut items = Vec::with_capacity(entries.len());
        for (index, (name, flags)) in entries.iter().enumerate() {
            let name = name.as_deref().map(|n| m.new_string(n));
            let p = m.alloc_instance(parameter);
            m.set_field_named(p, "name", Value::Ref(name));
            m.set_field_named(p, "modifiers", Value::Int(i32::from(*flags)));
            m.set_field_named(p, "executable", Value::Ref(Some(executable)));
            m.set_field_named(p, "index", Value::Int(index as i32));
            items.push(Some(p));
        }
        ret_ref(Some(ref_array(m, "[Ljava/lang/reflect/Parameter;", &items)?))
    });
    // Record components: the JDK's `RecordComponent` with the fields HotSpot fills in (the
    // accessor is the record's method of the component's name; the annotation bytes stay null,
    // so a record whose components carry annotations stops with the clear error instead).
    r.add("java/lang/Class", "getRecordComponents0", "()[Ljava/lang/reflect/RecordComponent;", |m, _, a| {
        let c = m.mirrored_class(arg_obj(a, 0)?).ok_or_else(|| VmError::verify("Class object without a class"))?;
        let Some(components) = m.prog.class(c).record_components.clone() else { return ret_ref(None) };
        if m.prog.annotations.annotated_components.contains(&c) {
            return Err(VmError::unsupported(format!(
                "annotations on record components through reflection (record {})",
                m.prog.class(c).java_name()
            )));
        }
        let rc = m.load("java/lang/reflect/RecordComponent")?;
        let mirror = m.mirror(c);
        let mut items = Vec::with_capacity(components.len());
        for (i, (name, descriptor)) in components.iter().enumerate() {
            let accessor = m
                .prog
                .find_key(name, &format!("(){descriptor}"))
                .and_then(|key| m.prog.class(c).method_by_key.get(&key).copied())
                .ok_or_else(|| VmError::verify(format!("record component {name} without an accessor")))?;
            let accessor = method_object(m, accessor)?;
            let type_mirror = descriptor_class(m, descriptor)?;
            let type_mirror = m.mirror(type_mirror);
            let name = m.new_string(name);
            let name = m.intern(name);
            let o = m.alloc_instance(rc);
            m.set_field_named(o, "clazz", Value::Ref(Some(mirror)));
            m.set_field_named(o, "name", Value::Ref(Some(name)));
            m.set_field_named(o, "type", Value::Ref(Some(type_mirror)));
            m.set_field_named(o, "accessor", Value::Ref(Some(accessor)));
            if let Some(signature) = m.prog.annotations.component_signatures.get(&(c, i as u16)).cloned() {
                let s = m.new_string(&signature);
                m.set_field_named(o, "signature", Value::Ref(Some(s)));
            }
            items.push(Some(o));
        }
        ret_ref(Some(ref_array(m, "[Ljava/lang/reflect/RecordComponent;", &items)?))
    });
    // Type annotations: a member without a `RuntimeVisibleTypeAnnotations` attribute has none,
    // which the JDK's parser turns into annotated types without annotations; the raw bytes of
    // one that has them are not handed out (the JDK would parse them against the constant pool).
    r.add("java/lang/reflect/Executable", "getTypeAnnotationBytes0", "()[B", |m, _, a| {
        let mid = target_of(m, arg_obj(a, 0)?)?;
        no_type_annotations(m, crate::annotations::Annotated::Method(mid))
    });
    r.add("java/lang/reflect/Field", "getTypeAnnotationBytes0", "()[B", |m, _, a| {
        let f = field_of(m, arg_obj(a, 0)?)?;
        no_type_annotations(m, crate::annotations::Annotated::Field(f.id))
    });
    r.add("java/lang/Class", "getRawTypeAnnotations", "()[B", |m, _, a| {
        let c = m.mirrored_class(arg_obj(a, 0)?).ok_or_else(|| VmError::verify("Class object without a class"))?;
        no_type_annotations(m, crate::annotations::Annotated::Class(c))
    });
    r.add("java/lang/reflect/Field", "declaredAnnotations", "()Ljava/util/Map;", |m, tid, a| {
        let f = field_of(m, arg_obj(a, 0)?)?;
        annotation_map(m, tid, Annotated::Field(f.id))
    });
    r.add("java/lang/reflect/Method", "getDefaultValue", "()Ljava/lang/Object;", |m, tid, a| {
        let mid = target_of(m, arg_obj(a, 0)?)?;
        let result = m.prog.method(mid).descriptor.rsplit(')').next().unwrap_or("V").to_string();
        let prim = crate::class::prim_of_descriptor(result.as_bytes()[0]);
        if let Some(p) = prim {
            if let InitCheck::Retry = prepare_boxing(m, tid, p)? {
                return Ok(NResult::Retry);
            }
        }
        match m.annotation_default(tid, mid)? {
            None => Ok(NResult::Retry),
            Some(None) => ret_ref(None),
            Some(Some(v)) => match prim {
                Some(p) => ret_ref(Some(box_value(m, p, v)?)),
                None => ret(v),
            },
        }
    });
    // The JDK's Field accessors run as JDK code on Unsafe; weft accesses the field directly.
    r.add("java/lang/reflect/Field", "get", "(Ljava/lang/Object;)Ljava/lang/Object;", field_get);
    r.add("java/lang/reflect/Field", "set", "(Ljava/lang/Object;Ljava/lang/Object;)V", field_set);
    r.add("java/lang/Class", "declaredMethods", "()[Ljava/lang/reflect/Method;", |m, _, a| {
        let c = m.mirrored_class(arg_obj(a, 0)?).ok_or_else(|| VmError::verify("Class object without a class"))?;
        executables(m, c, "[Ljava/lang/reflect/Method;", |name| !name.starts_with('<'))
    });
    r.add("java/lang/Class", "declaredConstructors", "()[Ljava/lang/reflect/Constructor;", |m, _, a| {
        let c = m.mirrored_class(arg_obj(a, 0)?).ok_or_else(|| VmError::verify("Class object without a class"))?;
        // Interfaces, arrays and primitive types have no constructors.
        executables(m, c, "[Ljava/lang/reflect/Constructor;", |name| name == "<init>")
    });
    // The JDK's `newInstance` builds accessor classes; weft's goes through `WeftReflection`.
    r.add("java/lang/reflect/Constructor", "newInstance", "([Ljava/lang/Object;)Ljava/lang/Object;", |m, _, a| {
        let c = m.load(REFLECTION)?;
        let key = m.prog.key("newInstance", "(Ljava/lang/reflect/Constructor;[Ljava/lang/Object;)Ljava/lang/Object;");
        let helper = m.prog.resolve_method(c, key).ok_or_else(|| VmError::verify("WeftReflection.newInstance"))?;
        Ok(NResult::Invoke(helper, a.to_vec()))
    });
    r.add(REFLECTION, "allocate", "(Ljava/lang/reflect/Constructor;[Ljava/lang/Object;)Ljava/lang/Object;", allocate);
    r.add(
        REFLECTION,
        "construct",
        "(Ljava/lang/reflect/Constructor;Ljava/lang/Object;[Ljava/lang/Object;)V",
        construct,
    );
    // The JDK's `invoke` builds accessor classes; weft's goes through `WeftReflection`.
    r.add(
        "java/lang/reflect/Method",
        "invoke",
        "(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;",
        |m, _, a| {
            let c = m.load(REFLECTION)?;
            let key = m.prog.key("invoke", &format!("{MANAGE}Ljava/lang/Object;"));
            let helper = m.prog.resolve_method(c, key).ok_or_else(|| VmError::verify("WeftReflection.invoke"))?;
            Ok(NResult::Invoke(helper, a.to_vec()))
        },
    );
    r.add(REFLECTION, "check", &format!("{MANAGE}V"), |m, tid, a| match prepare(m, tid, a)? {
        Ok(_) => ret_void(),
        Err(instead) => Ok(instead),
    });
    for (name, ret) in [
        ("invokeVoid", "V"),
        ("invokeInt", "I"),
        ("invokeLong", "J"),
        ("invokeBoolean", "Z"),
        ("invokeDouble", "D"),
        ("invokeFloat", "F"),
        ("invokeChar", "C"),
        ("invokeByte", "B"),
        ("invokeShort", "S"),
        ("invokeObject", "Ljava/lang/Object;"),
    ] {
        r.add(REFLECTION, name, &format!("{MANAGE}{ret}"), |m, tid, a| match prepare(m, tid, a)? {
            Ok((method, values)) => Ok(NResult::Invoke(method, values)),
            Err(instead) => Ok(instead),
        });
    }
}
