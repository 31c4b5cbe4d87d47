//! Natives of `java.lang.Class` (weft's model class): names, type tests, supertypes, enum
//! constants and `forName`. Class objects are created by the machine, one per class.

use super::*;
use crate::class::{ClassId, ClassKind, ElementType, ACC_ENUM, ACC_INTERFACE};
use crate::insn::Prim;
use crate::state::{ArrayData, Body};

fn this_class(m: &Machine, a: &[Value]) -> Result<ClassId, VmError> {
    let o = arg_obj(a, 0)?;
    m.mirrored_class(o).ok_or_else(|| VmError::verify("Class object without a class"))
}

fn mirror_or_null(m: &mut Machine, c: Option<ClassId>) -> Result<NResult, VmError> {
    match c {
        Some(c) => {
            let r = m.mirror(c);
            ret_ref(Some(r))
        }
        None => ret_ref(None),
    }
}

fn string(m: &mut Machine, s: &str) -> Result<NResult, VmError> {
    let r = m.new_string(s);
    ret_ref(Some(r))
}

/// `Class.getName()`: dotted names, `[I` and `[Ljava.lang.String;` for arrays.
pub fn class_get_name(m: &Machine, c: ClassId) -> String {
    let cls = m.prog.class(c);
    match cls.kind {
        ClassKind::Primitive(p) => p.java_name().to_string(),
        ClassKind::Void => "void".to_string(),
        _ => cls.java_name(),
    }
}

/// `Class.getSimpleName()`.
fn simple_name(m: &Machine, c: ClassId) -> String {
    let cls = m.prog.class(c);
    match &cls.kind {
        ClassKind::Primitive(p) => p.java_name().to_string(),
        ClassKind::Void => "void".to_string(),
        ClassKind::Array { element } => {
            let inner = match element {
                ElementType::Prim(p) => p.java_name().to_string(),
                ElementType::Ref(e) => simple_name(m, *e),
            };
            format!("{inner}[]")
        }
        ClassKind::Ordinary => match &cls.inner {
            Some(info) => info.simple_name.as_deref().unwrap_or("").to_string(),
            None => {
                let n = &cls.name;
                n.rsplit('/').next().unwrap_or(n).to_string()
            }
        },
    }
}

/// `Class.getTypeName()`: arrays as `int[]`.
fn type_name(m: &Machine, c: ClassId) -> String {
    let cls = m.prog.class(c);
    match &cls.kind {
        ClassKind::Array { element } => {
            let inner = match element {
                ElementType::Prim(p) => p.java_name().to_string(),
                ElementType::Ref(e) => type_name(m, *e),
            };
            format!("{inner}[]")
        }
        _ => class_get_name(m, c),
    }
}

pub(super) fn register(r: &mut NativeRegistry) {
    r.add("java/lang/Class", "getGenericSignature0", "()Ljava/lang/String;", |m, _, a| {
        let c = m.mirrored_class(arg_obj(a, 0)?).ok_or_else(|| VmError::verify("Class object without a class"))?;
        match m.prog.annotations.signatures.get(&crate::annotations::Annotated::Class(c)).cloned() {
            Some(signature) => {
                let s = m.new_string(&signature);
                ret_ref(Some(s))
            }
            None => ret_ref(None),
        }
    });
    const C: &str = "java/lang/Class";
    r.add(C, "getName", "()Ljava/lang/String;", |m, _, a| {
        let c = this_class(m, a)?;
        let n = class_get_name(m, c);
        string(m, &n)
    });
    r.add(C, "getSimpleName", "()Ljava/lang/String;", |m, _, a| {
        let c = this_class(m, a)?;
        let n = simple_name(m, c);
        string(m, &n)
    });
    r.add(C, "getTypeName", "()Ljava/lang/String;", |m, _, a| {
        let c = this_class(m, a)?;
        let n = type_name(m, c);
        string(m, &n)
    });
    r.add(C, "isInstance", "(Ljava/lang/Object;)Z", |m, _, a| {
        let c = this_class(m, a)?;
        match arg_ref(a, 1)? {
            Some(o) => {
                let oc = m.st.heap.get(o).class;
                ret_bool(m.prog.is_subtype(oc, c))
            }
            None => ret_bool(false),
        }
    });
    r.add(C, "isAssignableFrom", "(Ljava/lang/Class;)Z", |m, _, a| {
        let c = this_class(m, a)?;
        let Some(other) = arg_ref(a, 1)? else {
            return npe();
        };
        let oc = m.mirrored_class(other).ok_or_else(|| VmError::verify("Class object without a class"))?;
        ret_bool(m.prog.is_subtype(oc, c))
    });
    r.add(C, "isInterface", "()Z", |m, _, a| {
        let c = this_class(m, a)?;
        ret_bool(m.prog.class(c).is_interface())
    });
    r.add(C, "isArray", "()Z", |m, _, a| {
        let c = this_class(m, a)?;
        ret_bool(m.prog.class(c).is_array())
    });
    r.add(C, "isPrimitive", "()Z", |m, _, a| {
        let c = this_class(m, a)?;
        ret_bool(matches!(m.prog.class(c).kind, ClassKind::Primitive(_) | ClassKind::Void))
    });
    r.add(C, "isRecord", "()Z", |m, _, a| {
        let c = this_class(m, a)?;
        ret_bool(m.prog.class(c).record_components.is_some())
    });
    r.add(C, "isAnnotation", "()Z", |m, _, a| {
        let c = this_class(m, a)?;
        ret_bool(m.prog.class(c).access & 0x2000 != 0)
    });
    r.add(C, "isSynthetic", "()Z", |m, _, a| {
        let c = this_class(m, a)?;
        ret_bool(m.prog.class(c).access & 0x1000 != 0)
    });
    r.add(C, "isAnonymousClass", "()Z", |m, _, a| {
        let c = this_class(m, a)?;
        ret_bool(m.prog.class(c).inner.as_ref().is_some_and(|i| i.simple_name.is_none()))
    });
    r.add(C, "getSuperclass", "()Ljava/lang/Class;", |m, _, a| {
        let c = this_class(m, a)?;
        let cls = m.prog.class(c);
        let s = if cls.is_interface() || matches!(cls.kind, ClassKind::Primitive(_) | ClassKind::Void) {
            None
        } else {
            cls.super_class
        };
        mirror_or_null(m, s)
    });
    r.add(C, "getInterfaces", "()[Ljava/lang/Class;", |m, _, a| {
        let c = this_class(m, a)?;
        let ifaces = m.prog.class(c).interfaces.clone();
        let ca = m.load("[Ljava/lang/Class;")?;
        let arr = m.alloc_array(ca, ifaces.len());
        for (i, iface) in ifaces.into_iter().enumerate() {
            let mr = m.mirror(iface);
            if let Body::Array(ArrayData::Ref(v)) = &mut m.st.heap.get_mut(arr).body {
                v[i] = Some(mr);
            }
        }
        ret_ref(Some(arr))
    });
    fn component(m: &mut Machine, _: ThreadId, a: &[Value]) -> Result<NResult, VmError> {
        let c = this_class(m, a)?;
        let e = match m.prog.class(c).kind {
            ClassKind::Array { element: ElementType::Ref(e) } => Some(e),
            ClassKind::Array { element: ElementType::Prim(p) } => Some(m.load(p.java_name())?),
            _ => None,
        };
        mirror_or_null(m, e)
    }
    r.add(C, "getComponentType", "()Ljava/lang/Class;", component);
    r.add(C, "componentType", "()Ljava/lang/Class;", component);
    r.add(C, "arrayType", "()Ljava/lang/Class;", |m, _, a| {
        let c = this_class(m, a)?;
        let ac = m.prog.array_of(c)?;
        mirror_or_null(m, Some(ac))
    });
    r.add(C, "getModifiers", "()I", |m, _, a| {
        let c = this_class(m, a)?;
        let cls = m.prog.class(c);
        // Nested classes report the flags the source declared (the InnerClasses entry).
        let flags = match &cls.inner {
            Some(i) => i.access,
            None => cls.access & !0x0020,
        };
        ret_int((flags & 0x7E1F) as i32)
    });
    r.add(C, "desiredAssertionStatus", "()Z", |m, _, a| {
        let c = this_class(m, a)?;
        let app = matches!(m.prog.class(c).origin, weft_classfile::ClassOrigin::Application);
        ret_bool(m.config.enable_assertions && app)
    });
    r.add(C, "getPrimitiveClass", "(Ljava/lang/String;)Ljava/lang/Class;", |m, _, a| {
        let Some(s) = arg_ref(a, 0)? else {
            return npe();
        };
        let name = m.rust_string(s);
        let c = match Prim::from_java_name(&name) {
            Some(_) => m.load(&name)?,
            None if name == "void" => m.load("void")?,
            None => return throw("java/lang/IllegalArgumentException", name),
        };
        mirror_or_null(m, Some(c))
    });
    r.add(C, "forName", "(Ljava/lang/String;)Ljava/lang/Class;", |m, tid, a| for_name(m, tid, arg_ref(a, 0)?, true));
    r.add(C, "forName", "(Ljava/lang/String;ZLjava/lang/ClassLoader;)Ljava/lang/Class;", |m, tid, a| {
        let init = arg_int(a, 1)? != 0;
        for_name(m, tid, arg_ref(a, 0)?, init)
    });
    r.add(C, "getEnumConstantsShared", "()[Ljava/lang/Object;", |m, tid, a| {
        let c = this_class(m, a)?;
        let cls = m.prog.class(c);
        let is_enum = cls.access & ACC_ENUM != 0 && !cls.is_interface() && cls.access & ACC_INTERFACE == 0;
        if !is_enum {
            return ret_ref(None);
        }
        // The values are in the enum's $VALUES, which its initializer sets.
        if let crate::machine::InitCheck::Retry = m.ensure_initialized(tid, c)? {
            return Ok(NResult::Retry);
        }
        match m.get_static_named(c, "$VALUES") {
            Some(Value::Ref(v)) => ret_ref(v),
            _ => ret_ref(None),
        }
    });
    r.add(C, "isSealed", "()Z", |m, _, a| {
        let c = this_class(m, a)?;
        ret_bool(m.prog.class(c).permitted_subclasses.as_ref().is_some_and(|p| !p.is_empty()))
    });
    r.add(C, "getPermittedSubclasses", "()[Ljava/lang/Class;", |m, _, a| {
        let c = this_class(m, a)?;
        let Some(names) = m.prog.class(c).permitted_subclasses.clone() else {
            return ret_ref(None);
        };
        let mut mirrors = Vec::new();
        for n in names.iter() {
            let sc = m.load(n)?;
            mirrors.push(Some(m.mirror(sc)));
        }
        let ca = m.load("[Ljava/lang/Class;")?;
        let arr = m.alloc_array(ca, mirrors.len());
        if let Body::Array(ArrayData::Ref(v)) = &mut m.st.heap.get_mut(arr).body {
            v.copy_from_slice(&mirrors);
        }
        ret_ref(Some(arr))
    });
    // Field objects carry the declaring class, name, type and modifiers; what the JDK's library
    // code needs them for is Unsafe.objectFieldOffset. Reading or writing through them is
    // reflection weft does not model.
    r.add(C, "getDeclaredField", "(Ljava/lang/String;)Ljava/lang/reflect/Field;", |m, _, a| {
        let c = this_class(m, a)?;
        let Some(name) = arg_ref(a, 1)? else {
            return npe();
        };
        let fname = m.rust_string(name);
        let Some(f) = m.prog.class(c).declared_field(&fname).cloned() else {
            return throw("java/lang/NoSuchFieldException", fname);
        };
        let obj = field_object(m, c, &f)?;
        ret_ref(Some(obj))
    });
    r.add(C, "declaredFields", "()[Ljava/lang/reflect/Field;", |m, _, a| {
        let c = this_class(m, a)?;
        let fields = m.prog.class(c).declared_fields.clone();
        let mut objects = Vec::with_capacity(fields.len());
        for f in &fields {
            objects.push(Some(field_object(m, c, f)?));
        }
        let fa = m.load("[Ljava/lang/reflect/Field;")?;
        let arr = m.alloc_array(fa, objects.len());
        if let Body::Array(ArrayData::Ref(v)) = &mut m.st.heap.get_mut(arr).body {
            v.copy_from_slice(&objects);
        }
        ret_ref(Some(arr))
    });
    r.add(C, "allocateInstance", "()Ljava/lang/Object;", |m, tid, a| {
        let c = this_class(m, a)?;
        let cls = m.prog.class(c);
        let name = cls.java_name();
        let instantiable = matches!(cls.kind, ClassKind::Ordinary)
            && !cls.is_interface()
            && cls.access & crate::class::ACC_ABSTRACT == 0
            && nullary_constructor(m, c).is_some();
        if !instantiable {
            return throw("java/lang/InstantiationException", name);
        }
        if let crate::machine::InitCheck::Retry = m.ensure_initialized(tid, c)? {
            return Ok(NResult::Retry);
        }
        let obj = m.alloc_instance(c);
        ret_ref(Some(obj))
    });
    r.add(C, "runNullaryConstructor", "(Ljava/lang/Object;)V", |m, _, a| {
        let c = this_class(m, a)?;
        let obj = arg_ref(a, 1)?;
        let ctor = nullary_constructor(m, c).ok_or_else(|| VmError::verify("no nullary constructor"))?;
        Ok(NResult::Invoke(ctor, vec![Value::Ref(obj)]))
    });
    r.add(C, "getDeclaringClass", "()Ljava/lang/Class;", |m, _, a| {
        let c = this_class(m, a)?;
        let outer = m.prog.class(c).inner.as_ref().and_then(|i| i.outer.clone());
        let oc = match outer {
            Some(o) => Some(m.load(&o)?),
            None => None,
        };
        mirror_or_null(m, oc)
    });
    r.add(C, "getEnclosingClass", "()Ljava/lang/Class;", |m, _, a| {
        let c = this_class(m, a)?;
        let name = m.prog.class(c).name.clone();
        let outer = m.prog.class(c).inner.as_ref().map(|i| {
            i.outer.clone().unwrap_or_else(|| name.rsplit_once('$').map(|(o, _)| o.into()).unwrap_or(name.clone()))
        });
        let oc = match outer {
            Some(o) => Some(m.load(&o)?),
            None => None,
        };
        mirror_or_null(m, oc)
    });
    r.add(C, "getNestHost", "()Ljava/lang/Class;", |m, _, a| {
        let c = this_class(m, a)?;
        let mut host = c;
        while let Some(outer) = m.prog.class(host).inner.as_ref().and_then(|i| i.outer.clone()) {
            host = m.load(&outer)?;
        }
        mirror_or_null(m, Some(host))
    });
}

/// A new `java.lang.reflect.Field` for field `f` of class `c` (`slot` is the instance or static
/// slot, as `Unsafe.objectFieldOffset` and `Field.get`/`set` expect).
fn field_object(m: &mut Machine, c: ClassId, f: &crate::class::Field) -> Result<ObjRef, VmError> {
    let field_class = m.load("java/lang/reflect/Field")?;
    let obj = m.alloc_instance(field_class);
    let type_class = match f.descriptor.as_bytes()[0] {
        b'L' => m.load(&f.descriptor[1..f.descriptor.len() - 1])?,
        b'[' => m.load(&f.descriptor)?,
        p => m.load(crate::class::prim_of_descriptor(p).map(|p| p.java_name()).unwrap_or("void"))?,
    };
    let (cm, tm) = (m.mirror(c), m.mirror(type_class));
    let name = m.new_string(&f.name);
    let name = m.intern(name);
    m.set_field_named(obj, "clazz", Value::Ref(Some(cm)));
    m.set_field_named(obj, "name", Value::Ref(Some(name)));
    m.set_field_named(obj, "type", Value::Ref(Some(tm)));
    m.set_field_named(obj, "modifiers", Value::Int(f.access as i32));
    m.set_field_named(obj, "slot", Value::Int(f.slot as i32));
    super::reflect::set_signature(m, obj, crate::annotations::Annotated::Field(f.id));
    Ok(obj)
}

/// The class's own `<init>()V`, if it declares one.
fn nullary_constructor(m: &Machine, c: ClassId) -> Option<crate::class::MethodId> {
    let key = m.prog.find_key("<init>", "()V")?;
    m.prog.class(c).method_by_key.get(&key).copied()
}

fn for_name(
    m: &mut Machine,
    tid: ThreadId,
    name: Option<crate::value::ObjRef>,
    init: bool,
) -> Result<NResult, VmError> {
    let Some(name) = name else { return npe() };
    let dotted = m.rust_string(name);
    let internal = dotted.replace('.', "/");
    if internal.contains(';') && !internal.starts_with('[') {
        return throw("java/lang/ClassNotFoundException", dotted);
    }
    match m.prog.load(&internal) {
        Ok(c) => {
            if init {
                if let crate::machine::InitCheck::Retry = m.ensure_initialized(tid, c)? {
                    return Ok(NResult::Retry);
                }
            }
            let r = m.mirror(c);
            ret_ref(Some(r))
        }
        Err(crate::program::LoadError::NotFound(_)) => throw("java/lang/ClassNotFoundException", dotted),
        Err(e) => Err(e.into()),
    }
}
