//! Rust implementations of native methods, and of the few JDK methods weft replaces.
//!
//! A native receives the machine, the calling thread and its arguments (receiver first) and
//! returns an [`NResult`] saying what happens next: a return value, an exception, a call into
//! Java code that completes the native's work, or that the thread blocks or yields. Natives are
//! looked up by `class.name(descriptor)` when a class is linked; a registered implementation
//! replaces the method's bytecode, which is how weft substitutes JDK methods whose real
//! implementation depends on VM internals it does not model.

use rustc_hash::FxHashMap;

use crate::class::MethodId;
use crate::machine::{Machine, VmError};
use crate::state::ThreadId;
use crate::value::{ObjRef, Value};

mod actors;
mod class;
mod entry;
mod fdlibm;
mod files;
mod finish;
pub(crate) mod isolation;
mod lang;
mod loader;
pub(crate) mod methodhandle;
mod misc;
mod phasers;
mod reflect;
pub(crate) mod tasks;
mod thread;
pub(crate) mod unsafe_ops;
mod updaters;
pub(crate) mod varhandle;
mod zip;

/// What a native method asks the interpreter to do.
pub enum NResult {
    /// Return this value (or nothing, for `void`).
    Return(Option<Value>),
    /// Return, then stop at a scheduling point (thread start, yield, notify).
    Yield(Option<Value>),
    /// Throw this exception.
    Throw(ObjRef),
    /// Throw a new exception of this class with this message.
    ThrowNew(&'static str, Option<String>),
    /// Call this Java method with these arguments; its result is the native's result.
    Invoke(MethodId, Vec<Value>),
    /// The thread blocked inside the call; it completes the call when resumed.
    Block,
    /// Stop at a scheduling point before the operation; the call executes when resumed.
    YieldBefore,
    /// The native pushed frames to run first (class initialization); execute the call again.
    Retry,
    /// End the program with this exit status.
    Exit(i32),
    /// The operation needs a nondeterministic value in `0..n` that the scheduler or search
    /// supplies (`Machine::supply_choice`); the call executes again once it is there.
    Choose(u32),
    /// An assumption failed: the execution path is infeasible and ends here.
    Prune,
    /// Run the method's own bytecode after all: a native that replaces a JDK method only in
    /// some cases (`Condition.await` when a spurious wakeup is explored).
    RunCode,
}

/// A native method implementation.
pub type NativeFn = fn(&mut Machine, ThreadId, &[Value]) -> Result<NResult, VmError>;

/// Natives by `class.name(descriptor)`.
pub struct NativeRegistry {
    map: FxHashMap<String, NativeFn>,
}

impl Default for NativeRegistry {
    fn default() -> Self {
        Self::new()
    }
}

impl NativeRegistry {
    pub fn new() -> NativeRegistry {
        let mut r = NativeRegistry { map: FxHashMap::default() };
        lang::register(&mut r);
        loader::register(&mut r);
        thread::register(&mut r);
        class::register(&mut r);
        entry::register(&mut r);
        files::register(&mut r);
        misc::register(&mut r);
        reflect::register(&mut r);
        methodhandle::register(&mut r);
        unsafe_ops::register(&mut r);
        varhandle::register(&mut r);
        updaters::register(&mut r);
        tasks::register(&mut r);
        finish::register(&mut r);
        actors::register(&mut r);
        phasers::register(&mut r);
        isolation::register(&mut r);
        zip::register(&mut r);
        crate::regions::register(&mut r);
        r
    }

    /// Registers `f` for `class.name(descriptor)` (class in internal form).
    pub fn add(&mut self, class: &str, name: &str, desc: &str, f: NativeFn) {
        self.map.insert(format!("{class}.{name}{desc}"), f);
    }

    pub fn lookup(&self, class: &str, name: &str, desc: &str) -> Option<NativeFn> {
        if self.map.is_empty() {
            return None;
        }
        self.map.get(&format!("{class}.{name}{desc}")).copied()
    }
}

/// Shorthands for natives.
pub(crate) fn ret(v: Value) -> Result<NResult, VmError> {
    Ok(NResult::Return(Some(v)))
}
pub(crate) fn ret_void() -> Result<NResult, VmError> {
    Ok(NResult::Return(None))
}
pub(crate) fn ret_int(v: i32) -> Result<NResult, VmError> {
    ret(Value::Int(v))
}
pub(crate) fn ret_bool(v: bool) -> Result<NResult, VmError> {
    ret(Value::Int(v as i32))
}
pub(crate) fn ret_ref(v: Option<ObjRef>) -> Result<NResult, VmError> {
    ret(Value::Ref(v))
}
/// A new `String[]` of `names`.
pub(crate) fn string_array<S: AsRef<str>>(m: &mut Machine, names: &[S]) -> Result<ObjRef, VmError> {
    let sa = m.load("[Ljava/lang/String;")?;
    let arr = m.alloc_array(sa, names.len());
    for (i, n) in names.iter().enumerate() {
        let s = m.new_string(n.as_ref());
        if let crate::state::Body::Array(crate::state::ArrayData::Ref(v)) = &mut m.st.heap.get_mut(arr).body {
            v[i] = Some(s);
        }
    }
    Ok(arr)
}

/// The raw bits of a primitive value (an `int`'s zero-extended), for natives that store
/// values as bytes; `None` for a reference.
pub(crate) fn primitive_bits(v: Value) -> Option<u64> {
    match v {
        Value::Int(i) => Some(i as u32 as u64),
        Value::Long(l) => Some(l as u64),
        Value::Float(f) => Some(f.to_bits() as u64),
        Value::Double(d) => Some(d.to_bits()),
        _ => None,
    }
}

/// The primitive value of descriptor `descriptor` (`I`, `J`, ...) whose bits are the low bits
/// of `bits`.
pub(crate) fn primitive_from_bits(descriptor: &str, bits: u64) -> Value {
    match descriptor {
        "B" => Value::Int(bits as u8 as i8 as i32),
        "Z" => Value::Int((bits as u8 != 0) as i32),
        "S" => Value::Int(bits as u16 as i16 as i32),
        "C" => Value::Int(bits as u16 as i32),
        "I" => Value::Int(bits as u32 as i32),
        "F" => Value::Float(f32::from_bits(bits as u32)),
        "J" => Value::Long(bits as i64),
        _ => Value::Double(f64::from_bits(bits)),
    }
}

pub(crate) fn throw(class: &'static str, msg: impl Into<String>) -> Result<NResult, VmError> {
    Ok(NResult::ThrowNew(class, Some(msg.into())))
}
pub(crate) fn npe() -> Result<NResult, VmError> {
    Ok(NResult::ThrowNew("java/lang/NullPointerException", None))
}

/// Tail-calls static method `class.name(desc)` (of a model class) with `args`: what a native
/// does when Java code completes its work. The class is initialized first (the call is then
/// made again).
pub(crate) fn call_static(
    m: &mut Machine,
    tid: ThreadId,
    class: &str,
    name: &str,
    desc: &str,
    args: Vec<Value>,
) -> Result<NResult, VmError> {
    let c = m.load(class)?;
    if let crate::machine::InitCheck::Retry = m.ensure_initialized(tid, c)? {
        return Ok(NResult::Retry);
    }
    let key = m.prog.key(name, desc);
    let method = m.prog.resolve_method(c, key).ok_or_else(|| VmError::verify(format!("{class}.{name}{desc}")))?;
    Ok(NResult::Invoke(method, args))
}

/// A new array of class `array_class` (`[Ljava/lang/Object;`, ...) holding `items`.
pub(crate) fn ref_array(m: &mut Machine, array_class: &str, items: &[Option<ObjRef>]) -> Result<ObjRef, VmError> {
    let c = m.load(array_class)?;
    let array = m.alloc_array(c, items.len());
    if let crate::state::Body::Array(crate::state::ArrayData::Ref(slots)) = &mut m.st.heap.get_mut(array).body {
        slots.copy_from_slice(items);
    }
    Ok(array)
}

/// Argument accessors that turn a type confusion into a machine error instead of a panic.
pub(crate) fn arg_ref(args: &[Value], i: usize) -> Result<Option<ObjRef>, VmError> {
    args.get(i)
        .and_then(|v| v.as_ref())
        .ok_or_else(|| VmError::verify(format!("native argument {i} is not a reference")))
}
pub(crate) fn arg_int(args: &[Value], i: usize) -> Result<i32, VmError> {
    args.get(i).and_then(|v| v.as_int()).ok_or_else(|| VmError::verify(format!("native argument {i} is not an int")))
}
pub(crate) fn arg_long(args: &[Value], i: usize) -> Result<i64, VmError> {
    args.get(i).and_then(|v| v.as_long()).ok_or_else(|| VmError::verify(format!("native argument {i} is not a long")))
}
pub(crate) fn arg_double(args: &[Value], i: usize) -> Result<f64, VmError> {
    args.get(i)
        .and_then(|v| v.as_double())
        .ok_or_else(|| VmError::verify(format!("native argument {i} is not a double")))
}
pub(crate) fn arg_float(args: &[Value], i: usize) -> Result<f32, VmError> {
    args.get(i).and_then(|v| v.as_float()).ok_or_else(|| VmError::verify(format!("native argument {i} is not a float")))
}
/// A non-null receiver or argument.
pub(crate) fn arg_obj(args: &[Value], i: usize) -> Result<ObjRef, VmError> {
    arg_ref(args, i)?.ok_or_else(|| VmError::verify(format!("native argument {i} is null")))
}

/// Tells the analyses of an object a native made (`Object.clone`; `Array.newInstance`, which
/// `Arrays.copyOf` and `toArray` use), named by the native's caller as `new` is: made for the
/// JDK's code, it is the JDK's until the program touches it. Without the event the race check
/// took such an array for the program's own, and the JDK's writes of it in one thread's class
/// initialization for races with another thread's reads.
pub(crate) fn emit_native_alloc(m: &mut Machine, tid: ThreadId, object: crate::value::ObjRef) {
    let (class, site) = (m.st.heap.get(object).class, m.current_site(tid));
    m.emit(weft_events::Event::Alloc { thread: tid, object: object.0.get(), class, site });
}
