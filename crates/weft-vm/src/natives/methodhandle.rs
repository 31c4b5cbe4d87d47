//! Method handles: `MethodHandles.Lookup.findVirtual`, `findStatic`, `findConstructor`, the
//! field getters and setters and `unreflect*` make a `WeftMethodHandle` (model class) naming a
//! reflective member; the combinators of `MethodHandles` (`insertArguments`, `filterReturnValue`,
//! `guardWithTest`, ...) and `asType`, `bindTo`, spreaders and collectors make one that adapts
//! other handles, in Java. `invoke` and `invokeExact` on any of them are executed here.
//!
//! A call is signature-polymorphic: the call site's descriptor is checked against the handle's
//! type (`invokeExact`: equal, else `WrongMethodTypeException: expected T but found S`;
//! `invoke`: convertible as `MethodHandle.asType` converts, else `cannot convert`; a variable
//! arity handle collects the trailing arguments), the arguments are converted to the handle's
//! types (boxing, unboxing, widening, casts; the conversions of `VarHandle` call sites) and boxed
//! into an array, and the call goes on in Java (`WeftMethodHandle.call*`, one per kind of
//! call-site result), which runs the handle and converts the result. The loop and switch
//! combinators are not modelled and stop with a clear error.

use super::varhandle::{box_value, convert, convertible, is_primitive, prepare_boxing, type_text, Converted};
use super::*;
use crate::class::{prim_of_descriptor, split_method_descriptor};
use crate::machine::InitCheck;

const HANDLE: &str = "java/lang/invoke/WeftMethodHandle";
const LOOKUP: &str = "java/lang/invoke/MethodHandles$Lookup";

/// Registers, for each `(name, descriptor)`, a native replacing `MethodHandles.name` that
/// tail-calls the model's static method of the same name and descriptor.
macro_rules! forward_combinators {
    ($r:expr; $(($name:literal, $desc:literal),)*) => {
        $(
            $r.add("java/lang/invoke/MethodHandles", $name, $desc, |m, tid, a| {
                call_static(m, tid, HANDLE, $name, $desc, a.to_vec())
            });
        )*
    };
}

/// The combinators weft does not model (loops, switches, `VarHandle` invokers).
const UNSUPPORTED_COMBINATORS: &[(&str, &str)] = &[
    ("countedLoop", "(Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodHandle;)Ljava/lang/invoke/MethodHandle;"),
    ("countedLoop", "(Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodHandle;)Ljava/lang/invoke/MethodHandle;"),
    ("doWhileLoop", "(Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodHandle;)Ljava/lang/invoke/MethodHandle;"),
    ("iteratedLoop", "(Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodHandle;)Ljava/lang/invoke/MethodHandle;"),
    ("loop", "([[Ljava/lang/invoke/MethodHandle;)Ljava/lang/invoke/MethodHandle;"),
    ("tableSwitch", "(Ljava/lang/invoke/MethodHandle;[Ljava/lang/invoke/MethodHandle;)Ljava/lang/invoke/MethodHandle;"),
    ("varHandleExactInvoker", "(Ljava/lang/invoke/VarHandle$AccessMode;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/MethodHandle;"),
    ("varHandleInvoker", "(Ljava/lang/invoke/VarHandle$AccessMode;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/MethodHandle;"),
    ("whileLoop", "(Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodHandle;)Ljava/lang/invoke/MethodHandle;"),
];

pub(super) fn register(r: &mut NativeRegistry) {
    const FIND: &str =
        "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/MethodHandle;";
    r.add(LOOKUP, "findVirtual", FIND, |m, tid, a| call_static(m, tid, HANDLE, "findVirtual", FIND, a[1..].to_vec()));
    r.add(LOOKUP, "findStatic", FIND, |m, tid, a| call_static(m, tid, HANDLE, "findStatic", FIND, a[1..].to_vec()));
    const CONSTRUCTOR: &str = "(Ljava/lang/Class;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/MethodHandle;";
    r.add(LOOKUP, "findConstructor", CONSTRUCTOR, |m, tid, a| {
        call_static(m, tid, HANDLE, "findConstructor", CONSTRUCTOR, a[1..].to_vec())
    });
    const FIELD: &str = "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;)Ljava/lang/invoke/MethodHandle;";
    const FIND_FIELD: &str = "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/Class;ZZ)Ljava/lang/invoke/MethodHandle;";
    r.add(LOOKUP, "findGetter", FIELD, |m, tid, a| find_field(m, tid, a, false, false));
    r.add(LOOKUP, "findSetter", FIELD, |m, tid, a| find_field(m, tid, a, false, true));
    r.add(LOOKUP, "findStaticGetter", FIELD, |m, tid, a| find_field(m, tid, a, true, false));
    r.add(LOOKUP, "findStaticSetter", FIELD, |m, tid, a| find_field(m, tid, a, true, true));
    fn find_field(
        m: &mut Machine,
        tid: ThreadId,
        a: &[Value],
        is_static: bool,
        setter: bool,
    ) -> Result<NResult, VmError> {
        let args = vec![a[1], a[2], a[3], Value::Int(is_static as i32), Value::Int(setter as i32)];
        call_static(m, tid, HANDLE, "findField", FIND_FIELD, args)
    }
    const UNREFLECT: &str = "(Ljava/lang/reflect/Method;)Ljava/lang/invoke/MethodHandle;";
    r.add(LOOKUP, "unreflect", UNREFLECT, |m, tid, a| {
        call_static(m, tid, HANDLE, "unreflect", UNREFLECT, a[1..].to_vec())
    });
    const UNREFLECT_CONSTRUCTOR: &str = "(Ljava/lang/reflect/Constructor;)Ljava/lang/invoke/MethodHandle;";
    r.add(LOOKUP, "unreflectConstructor", UNREFLECT_CONSTRUCTOR, |m, tid, a| {
        call_static(m, tid, HANDLE, "unreflectConstructor", UNREFLECT_CONSTRUCTOR, a[1..].to_vec())
    });
    const UNREFLECT_FIELD: &str = "(Ljava/lang/reflect/Field;Z)Ljava/lang/invoke/MethodHandle;";
    const UNREFLECT_ACCESSOR: &str = "(Ljava/lang/reflect/Field;)Ljava/lang/invoke/MethodHandle;";
    r.add(LOOKUP, "unreflectGetter", UNREFLECT_ACCESSOR, |m, tid, a| {
        call_static(m, tid, HANDLE, "unreflectField", UNREFLECT_FIELD, vec![a[1], Value::Int(0)])
    });
    r.add(LOOKUP, "unreflectSetter", UNREFLECT_ACCESSOR, |m, tid, a| {
        call_static(m, tid, HANDLE, "unreflectField", UNREFLECT_FIELD, vec![a[1], Value::Int(1)])
    });
    const BIND: &str =
        "(Ljava/lang/Object;Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/MethodHandle;";
    r.add(LOOKUP, "bind", BIND, |m, tid, a| {
        if a.get(1).is_some_and(|v| matches!(v, Value::Ref(None))) {
            return npe();
        }
        call_static(m, tid, HANDLE, "bind", BIND, a[1..].to_vec())
    });
    for (name, desc) in [
        ("findSpecial", "(Ljava/lang/Class;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/Class;)Ljava/lang/invoke/MethodHandle;"),
        ("unreflectSpecial", "(Ljava/lang/reflect/Method;Ljava/lang/Class;)Ljava/lang/invoke/MethodHandle;"),
    ] {
        r.add(LOOKUP, name, desc, |_, _, _| {
            Err(VmError::unsupported(
                "MethodHandles.Lookup.findSpecial and unreflectSpecial (non-virtual calls of overridden methods)",
            ))
        });
    }
    r.add("java/lang/invoke/MethodHandles", "publicLookup", "()Ljava/lang/invoke/MethodHandles$Lookup;", |m, _, _| {
        let object = m.load("java/lang/Object")?;
        let mirror = m.mirror(object);
        let c = m.load(LOOKUP)?;
        let o = m.alloc_instance(c);
        m.set_field_named(o, "lookupClass", Value::Ref(Some(mirror)));
        ret_ref(Some(o))
    });
    // The combinators the model implements (`WeftMethodHandle` has a static method of the same
    // name and descriptor for each).
    forward_combinators!(r;
        ("arrayConstructor", "(Ljava/lang/Class;)Ljava/lang/invoke/MethodHandle;"),
        ("arrayElementGetter", "(Ljava/lang/Class;)Ljava/lang/invoke/MethodHandle;"),
        ("arrayElementSetter", "(Ljava/lang/Class;)Ljava/lang/invoke/MethodHandle;"),
        ("arrayLength", "(Ljava/lang/Class;)Ljava/lang/invoke/MethodHandle;"),
        ("catchException", "(Ljava/lang/invoke/MethodHandle;Ljava/lang/Class;Ljava/lang/invoke/MethodHandle;)Ljava/lang/invoke/MethodHandle;"),
        ("collectArguments", "(Ljava/lang/invoke/MethodHandle;ILjava/lang/invoke/MethodHandle;)Ljava/lang/invoke/MethodHandle;"),
        ("constant", "(Ljava/lang/Class;Ljava/lang/Object;)Ljava/lang/invoke/MethodHandle;"),
        ("dropArguments", "(Ljava/lang/invoke/MethodHandle;ILjava/util/List;)Ljava/lang/invoke/MethodHandle;"),
        ("dropArguments", "(Ljava/lang/invoke/MethodHandle;I[Ljava/lang/Class;)Ljava/lang/invoke/MethodHandle;"),
        ("dropArgumentsToMatch", "(Ljava/lang/invoke/MethodHandle;ILjava/util/List;I)Ljava/lang/invoke/MethodHandle;"),
        ("dropReturn", "(Ljava/lang/invoke/MethodHandle;)Ljava/lang/invoke/MethodHandle;"),
        ("empty", "(Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/MethodHandle;"),
        ("exactInvoker", "(Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/MethodHandle;"),
        ("explicitCastArguments", "(Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/MethodHandle;"),
        ("filterArguments", "(Ljava/lang/invoke/MethodHandle;I[Ljava/lang/invoke/MethodHandle;)Ljava/lang/invoke/MethodHandle;"),
        ("filterReturnValue", "(Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodHandle;)Ljava/lang/invoke/MethodHandle;"),
        ("foldArguments", "(Ljava/lang/invoke/MethodHandle;ILjava/lang/invoke/MethodHandle;)Ljava/lang/invoke/MethodHandle;"),
        ("foldArguments", "(Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodHandle;)Ljava/lang/invoke/MethodHandle;"),
        ("guardWithTest", "(Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodHandle;)Ljava/lang/invoke/MethodHandle;"),
        ("identity", "(Ljava/lang/Class;)Ljava/lang/invoke/MethodHandle;"),
        ("insertArguments", "(Ljava/lang/invoke/MethodHandle;I[Ljava/lang/Object;)Ljava/lang/invoke/MethodHandle;"),
        ("invoker", "(Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/MethodHandle;"),
        ("permuteArguments", "(Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;[I)Ljava/lang/invoke/MethodHandle;"),
        ("spreadInvoker", "(Ljava/lang/invoke/MethodType;I)Ljava/lang/invoke/MethodHandle;"),
        ("throwException", "(Ljava/lang/Class;Ljava/lang/Class;)Ljava/lang/invoke/MethodHandle;"),
        ("tryFinally", "(Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodHandle;)Ljava/lang/invoke/MethodHandle;"),
        ("zero", "(Ljava/lang/Class;)Ljava/lang/invoke/MethodHandle;"),
    );
    for &(name, desc) in UNSUPPORTED_COMBINATORS {
        r.add("java/lang/invoke/MethodHandles", name, desc, |_, _, _| {
            Err(VmError::unsupported(
                "the loop, switch and VarHandle-invoker combinators of MethodHandles (countedLoop, whileLoop, \
                 loop, tableSwitch, varHandleInvoker, ...)",
            ))
        });
    }
    r.add(HANDLE, "allocate", "(Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/WeftMethodHandle;", |m, _, a| {
        let c = m.load(HANDLE)?;
        let o = m.alloc_instance(c);
        m.set_field_named(o, "type", a[0]);
        ret_ref(Some(o))
    });
}

/// Executes `MethodHandle.invoke` (or `invokeExact`) with its arguments (the handle first) at a
/// call site of descriptor `site`.
pub(crate) fn invoke(
    m: &mut Machine,
    tid: ThreadId,
    exact: bool,
    site: &str,
    args: &[Value],
) -> Result<NResult, VmError> {
    let Some(h) = arg_ref(args, 0)? else { return npe() };
    if &*m.prog.class(m.st.heap.get(h).class).name != HANDLE {
        return Err(VmError::unsupported("invoking a method handle weft did not make"));
    }
    let Some(Value::Ref(Some(d))) = m.get_field_named(h, "descriptor") else {
        return Err(VmError::verify("WeftMethodHandle without a descriptor"));
    };
    let handle = m.rust_string(d);
    let bad = || VmError::verify("bad method descriptor");
    let (mut handle_params, handle_ret) = split_method_descriptor(&handle).ok_or_else(bad)?;
    let (site_params, site_ret) = split_method_descriptor(site).ok_or_else(bad)?;
    let (h_text, s_text) = (type_text(&handle_params, handle_ret), type_text(&site_params, site_ret));
    let varargs = !exact && matches!(m.get_field_named(h, "varargs"), Some(Value::Int(v)) if v != 0);
    // A variable arity handle takes the call as it is only when the last argument is already
    // its array (by type, as `asType` decides); otherwise the trailing arguments are collected.
    let mut collect = -1;
    if varargs {
        let n = handle_params.len();
        let last = handle_params[n - 1];
        let as_is = site_params.len() == n && {
            let s = site_params[n - 1];
            !is_primitive(s) && {
                let (sc, hc) = (super::reflect::descriptor_class(m, s)?, super::reflect::descriptor_class(m, last)?);
                m.prog.is_subtype(sc, hc)
            }
        };
        if !as_is && site_params.len() + 1 >= n {
            let k = site_params.len() + 1 - n;
            handle_params.truncate(n - 1);
            handle_params.extend(std::iter::repeat_n(&last[1..], k));
            collect = k as i32;
        }
    }
    let mut fits = if exact { handle == site } else { site_params.len() == handle_params.len() };
    if fits && !exact {
        for (s, p) in site_params.iter().zip(&handle_params) {
            fits &= convertible(m, s, p)?;
        }
        fits &= convertible(m, handle_ret, site_ret)?;
    }
    if !fits {
        let msg = if exact {
            format!("expected {h_text} but found {s_text}")
        } else {
            format!("cannot convert MethodHandle{h_text} to {s_text}")
        };
        return throw("java/lang/invoke/WrongMethodTypeException", msg);
    }
    // Every class boxing needs is initialized before anything happens, so the call is never
    // begun twice.
    for d in site_params.iter().chain(&handle_params) {
        if let Some(p) = is_primitive(d).then(|| prim_of_descriptor(d.as_bytes()[0])).flatten() {
            if let InitCheck::Retry = prepare_boxing(m, tid, p)? {
                return Ok(NResult::Retry);
            }
        }
    }
    let mut boxed = Vec::with_capacity(handle_params.len());
    for ((v, s), p) in args[1..].iter().zip(&site_params).zip(&handle_params) {
        let v = match convert(m, *v, s, p)? {
            Converted::Value(v) => v,
            Converted::Throw(t) => return Ok(t),
        };
        boxed.push(match prim_of_descriptor(p.as_bytes()[0]).filter(|_| is_primitive(p)) {
            Some(prim) => Some(box_value(m, prim, v)?),
            None => v.as_ref().flatten(),
        });
    }
    let array = ref_array(m, "[Ljava/lang/Object;", &boxed)?;
    let mut call = vec![Value::Ref(Some(h)), Value::Ref(Some(array)), Value::Int(collect)];
    let kind = site_ret.as_bytes()[0];
    let (name, desc) = match kind {
        b'L' | b'[' => {
            let c = super::reflect::descriptor_class(m, site_ret)?;
            call.push(Value::Ref(Some(m.mirror(c))));
            (
                "callL".to_string(),
                "(Ljava/lang/invoke/WeftMethodHandle;[Ljava/lang/Object;ILjava/lang/Class;)Ljava/lang/Object;"
                    .to_string(),
            )
        }
        k => (
            format!("call{}", k as char),
            format!("(Ljava/lang/invoke/WeftMethodHandle;[Ljava/lang/Object;I){}", k as char),
        ),
    };
    call_static(m, tid, HANDLE, &name, &desc, call)
}
