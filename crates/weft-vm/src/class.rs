//! Loaded classes, their fields and methods, and the translation of parsed class files into them.
//!
//! A [`Class`] is immutable metadata derived only from the class path: its field layout (instance
//! slots, inherited fields first), its static slots, its declared methods and the virtual dispatch
//! table. Nothing here is program state; the values of fields live in the machine's
//! [`State`](crate::state::State).

use std::cell::Cell;
use std::rc::Rc;

use rustc_hash::FxHashMap;
use weft_classfile::ClassOrigin;

use crate::insn::{Insn, LookupSwitch, Prim, TableSwitch};
use crate::natives::NativeFn;

/// Index of a loaded class in the program.
pub type ClassId = u32;
/// Index of a method in the program.
pub type MethodId = u32;
/// Interned `name + descriptor` of a method, used for virtual dispatch.
pub type MethodKey = u32;

pub const ACC_PUBLIC: u16 = 0x0001;
pub const ACC_PRIVATE: u16 = 0x0002;
pub const ACC_PROTECTED: u16 = 0x0004;
pub const ACC_STATIC: u16 = 0x0008;
pub const ACC_FINAL: u16 = 0x0010;
pub const ACC_SYNCHRONIZED: u16 = 0x0020;
pub const ACC_VOLATILE: u16 = 0x0040;
pub const ACC_NATIVE: u16 = 0x0100;
pub const ACC_INTERFACE: u16 = 0x0200;
pub const ACC_ABSTRACT: u16 = 0x0400;
pub const ACC_ENUM: u16 = 0x4000;

/// What kind of type a class is.
#[derive(Clone, Debug, PartialEq)]
pub enum ClassKind {
    /// A class or interface loaded from a class file (or synthesized, like a lambda class).
    Ordinary,
    /// An array class; `element` is the component type.
    Array { element: ElementType },
    /// The class of a primitive type (`int.class`), never instantiated.
    Primitive(Prim),
    /// `void.class`.
    Void,
}

/// The component type of an array class.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ElementType {
    Prim(Prim),
    Ref(ClassId),
}

/// A declared field.
#[derive(Clone, Debug)]
pub struct Field {
    /// Program-wide field id, used in events and reports.
    pub id: u32,
    pub class: ClassId,
    pub name: Rc<str>,
    pub descriptor: Rc<str>,
    pub access: u16,
    /// Instance slot or static slot, depending on `access`.
    pub slot: u16,
    /// For static fields: the `ConstantValue` initial value.
    pub constant: Option<Constant>,
    /// A field of the JDK that holds the state of an object that is not thread-safe
    /// ([`crate::program::UNSYNCHRONIZED_STATE`]): the race check tracks it.
    pub unsynchronized_state: bool,
}

impl Field {
    pub fn is_static(&self) -> bool {
        self.access & ACC_STATIC != 0
    }
    pub fn is_volatile(&self) -> bool {
        self.access & ACC_VOLATILE != 0
    }
}

/// A loadable constant of a class file (`ldc` operand, `ConstantValue`).
#[derive(Clone, Debug, PartialEq)]
pub enum Constant {
    Int(i32),
    Long(i64),
    Float(f32),
    Double(f64),
    /// A string literal, as UTF-16 code units (class files may hold lone surrogates).
    String(Rc<[u16]>),
    Class(Rc<str>),
    /// A constant weft does not model (method handles, method types, dynamic constants).
    Unsupported(String),
}

/// A symbolic reference to a field or method, as written in the constant pool.
#[derive(Clone, Debug)]
pub struct MemberRef {
    pub class: Rc<str>,
    pub name: Rc<str>,
    pub descriptor: Rc<str>,
    pub interface: bool,
}

/// A method handle constant (bootstrap method or bootstrap argument).
#[derive(Clone, Debug)]
pub struct HandleRef {
    /// JVMS reference kind 1..=9.
    pub kind: u8,
    pub member: MemberRef,
}

/// A bootstrap argument of an `invokedynamic`.
#[derive(Clone, Debug)]
pub enum BootstrapArg {
    Constant(Constant),
    Handle(HandleRef),
    MethodType(Rc<str>),
}

/// An `invokedynamic` call site as written.
#[derive(Clone, Debug)]
pub struct DynamicRef {
    pub bootstrap: HandleRef,
    pub args: Vec<BootstrapArg>,
    pub name: Rc<str>,
    pub descriptor: Rc<str>,
}

/// An exception handler, in instruction indices.
#[derive(Clone, Debug)]
pub struct Handler {
    pub start: u32,
    pub end: u32,
    pub target: u32,
    /// Internal name of the caught class; `None` catches everything (`finally`).
    pub catch: Option<Rc<str>>,
}

/// Executable code of a method.
#[derive(Debug)]
pub struct Code {
    pub insns: Box<[Cell<Insn>]>,
    pub max_locals: u16,
    pub max_stack: u16,
    pub handlers: Vec<Handler>,
    /// `(first instruction, source line)`, sorted by instruction.
    pub lines: Vec<(u32, u32)>,
    pub tables: Vec<TableSwitch>,
    pub lookups: Vec<LookupSwitch>,
    /// The live locals at each instruction, worked out when a fingerprint first needs them
    /// ([`Code::live_locals`]).
    pub live_locals: std::cell::OnceCell<Option<crate::liveness::LiveLocals>>,
    /// Where the method counts spins and where it parks, for the methods of
    /// [`crate::program::SPIN_THEN_PARK_METHODS`], worked out when a fingerprint first meets a
    /// frame of the method.
    pub spin_counts: std::cell::OnceCell<Option<crate::liveness::SpinCounts>>,
}

impl Code {
    /// The locals that may still be read at each instruction ([`crate::liveness`]); `None`
    /// when the method is not analysed (all count as live). `keep` is the same for every call:
    /// the slots the machine reads outside the bytecode.
    pub fn live_locals(&self, keep: &[u16]) -> Option<&crate::liveness::LiveLocals> {
        self.live_locals.get_or_init(|| crate::liveness::analyse(self, keep)).as_ref()
    }

    /// The source line of instruction `pc`, if the class has line numbers.
    pub fn line_of(&self, pc: u32) -> Option<u32> {
        let i = self.lines.partition_point(|&(start, _)| start <= pc);
        if i == 0 {
            None
        } else {
            Some(self.lines[i - 1].1)
        }
    }
}

/// What a method is to the one-step operations of `java.util.concurrent`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Library {
    /// Program code (and weft's model classes).
    Other,
    /// The JDK outside `java.util.concurrent`: part of an operation that calls it, program
    /// code otherwise.
    Jdk,
    /// Declared in the JDK's `java.util.concurrent` packages, or one of the JDK's thread-safe
    /// services (lookups of locale data, resource bundles, providers and time-zone rules;
    /// `java.util.logging`: `program::is_jdk_service_class`): each call from other code is one
    /// operation.
    Concurrent,
    /// `jdk.internal.misc.Unsafe`: part of whatever operation calls it.
    Transparent,
}

impl Library {
    /// Code that is part of a `java.util.concurrent` operation that calls it (`Unsafe`, other
    /// JDK code): the operation a frame belongs to is decided by the innermost frame that is
    /// not.
    pub fn inside_operations(self) -> bool {
        matches!(self, Library::Transparent | Library::Jdk)
    }
}

/// A declared (or synthesized) method.
#[derive(Debug)]
pub struct Method {
    pub id: MethodId,
    pub class: ClassId,
    pub name: Rc<str>,
    pub descriptor: Rc<str>,
    pub key: MethodKey,
    pub access: u16,
    /// Argument slots including the receiver; long and double take one slot each in weft.
    pub arg_count: u16,
    /// The first character of each parameter's descriptor (`I`, `J`, `L`, `[`, ...).
    pub param_kinds: Vec<u8>,
    /// First character of the return descriptor (`V` for void).
    pub return_kind: u8,
    pub code: Option<Code>,
    /// A Rust implementation that replaces the bytecode (natives and intrinsics).
    pub native: Cell<Option<NativeFn>>,
    /// Annotated `@weft.Atomic`.
    pub annotated_atomic: bool,
    /// Whether the method belongs to an operation of `java.util.concurrent`, which runs as one
    /// step (see `Machine::yield_here`).
    pub library: Library,
    /// Whether calls run as an atomic block under the machine's configuration: 0 not yet
    /// decided, 1 no, 2 yes.
    pub atomic: Cell<u8>,
}

impl Method {
    pub fn is_static(&self) -> bool {
        self.access & ACC_STATIC != 0
    }
    pub fn is_native(&self) -> bool {
        self.access & ACC_NATIVE != 0
    }
    pub fn is_abstract(&self) -> bool {
        self.access & ACC_ABSTRACT != 0
    }
    pub fn is_synchronized(&self) -> bool {
        self.access & ACC_SYNCHRONIZED != 0
    }
    pub fn is_private(&self) -> bool {
        self.access & ACC_PRIVATE != 0
    }
}

/// An entry of the `InnerClasses` attribute describing this class itself.
#[derive(Clone, Debug, Default)]
pub struct InnerInfo {
    pub outer: Option<Rc<str>>,
    /// Simple name; `None` for anonymous classes.
    pub simple_name: Option<Rc<str>>,
    /// The access flags the source declared (`private`, `static`, ...), which
    /// `Class.getModifiers` reports for nested classes.
    pub access: u16,
}

/// A loaded, linked class.
#[derive(Debug)]
pub struct Class {
    pub id: ClassId,
    /// Internal name (`java/lang/String`, `[I`, `int`).
    pub name: Rc<str>,
    pub kind: ClassKind,
    pub access: u16,
    pub super_class: Option<ClassId>,
    pub interfaces: Vec<ClassId>,
    /// Every superclass and superinterface, transitively, and the class itself.
    pub supertypes: rustc_hash::FxHashSet<ClassId>,
    /// Instance fields of this class and its superclasses; index = slot.
    pub instance_fields: Vec<Rc<Field>>,
    /// The slots of `instance_fields` that are JDK statistics counters or scan hints
    /// ([`crate::program::STATISTICS_COUNTERS`], [`crate::program::SCAN_HINTS`]): the
    /// fingerprint leaves them out unless the counters are exact.
    pub counter_slots: Vec<u16>,
    /// Whether some of `instance_fields` hold state of the JDK's that is not thread-safe
    /// ([`Field::unsynchronized_state`]): the instances are `HashMap`s, `ArrayList`s, ...
    pub holds_unsynchronized_state: bool,
    /// Whether the plain fields of its instances are the JDK's own state: a JDK class (or
    /// weft's stand-in for one, see `program::library_of`) outside `java.util.concurrent` and
    /// the JDK's services, that holds no unsynchronized state and is no mutable value
    /// (`program::MUTABLE_JDK_VALUES`).
    /// The JDK's code may read them without scheduling points while nobody writes them once
    /// shared ([`crate::quiet`]).
    pub jdk_own_state: bool,
    /// Fields declared by this class (instance and static).
    pub declared_fields: Vec<Rc<Field>>,
    pub static_count: u16,
    pub methods: Vec<MethodId>,
    /// Declared methods by key.
    pub method_by_key: FxHashMap<MethodKey, MethodId>,
    /// Virtual dispatch: every non-static method reachable through this class, by key.
    pub vtable: FxHashMap<MethodKey, MethodId>,
    pub clinit: Option<MethodId>,
    pub source_file: Option<Rc<str>>,
    pub origin: ClassOrigin,
    pub constants: Vec<Constant>,
    pub member_refs: Vec<MemberRef>,
    pub dynamic_refs: Vec<DynamicRef>,
    pub inner: Option<InnerInfo>,
    /// Record components in declaration order (name, descriptor), if this is a record.
    pub record_components: Option<Vec<(Rc<str>, Rc<str>)>>,
    /// Internal names of the permitted subclasses, if the class is sealed.
    pub permitted_subclasses: Option<Vec<Rc<str>>>,
}

impl Class {
    pub fn is_interface(&self) -> bool {
        self.access & ACC_INTERFACE != 0
    }
    pub fn is_array(&self) -> bool {
        matches!(self.kind, ClassKind::Array { .. })
    }
    /// The Java name (`java.lang.String`, `int[]` is `[I` in `getName` style).
    pub fn java_name(&self) -> String {
        self.name.replace('/', ".")
    }
    /// Finds a declared field by name (and descriptor, when given).
    pub fn declared_field(&self, name: &str) -> Option<&Rc<Field>> {
        self.declared_fields.iter().find(|f| &*f.name == name)
    }
}

/// Number of argument slots of a descriptor and the first character of each parameter.
pub fn parse_method_descriptor(desc: &str) -> Option<(Vec<u8>, u8)> {
    let bytes = desc.as_bytes();
    if bytes.first() != Some(&b'(') {
        return None;
    }
    let mut i = 1;
    let mut params = Vec::new();
    while i < bytes.len() && bytes[i] != b')' {
        let start = bytes[i];
        while i < bytes.len() && bytes[i] == b'[' {
            i += 1;
        }
        if i >= bytes.len() {
            return None;
        }
        if bytes[i] == b'L' {
            while i < bytes.len() && bytes[i] != b';' {
                i += 1;
            }
        }
        i += 1;
        params.push(start);
    }
    let ret = *bytes.get(i + 1)?;
    Some((params, ret))
}

/// Splits a method descriptor into parameter descriptors and the return descriptor.
pub fn split_method_descriptor(desc: &str) -> Option<(Vec<&str>, &str)> {
    let bytes = desc.as_bytes();
    if bytes.first() != Some(&b'(') {
        return None;
    }
    let mut i = 1;
    let mut params = Vec::new();
    while i < bytes.len() && bytes[i] != b')' {
        let start = i;
        while i < bytes.len() && bytes[i] == b'[' {
            i += 1;
        }
        if i < bytes.len() && bytes[i] == b'L' {
            while i < bytes.len() && bytes[i] != b';' {
                i += 1;
            }
        }
        i += 1;
        if i > bytes.len() {
            return None;
        }
        params.push(&desc[start..i]);
    }
    Some((params, desc.get(i + 1..)?))
}

/// The primitive named by a descriptor character.
pub fn prim_of_descriptor(c: u8) -> Option<Prim> {
    Some(match c {
        b'Z' => Prim::Boolean,
        b'B' => Prim::Byte,
        b'C' => Prim::Char,
        b'S' => Prim::Short,
        b'I' => Prim::Int,
        b'J' => Prim::Long,
        b'F' => Prim::Float,
        b'D' => Prim::Double,
        _ => return None,
    })
}

impl Prim {
    pub fn descriptor(self) -> char {
        match self {
            Prim::Boolean => 'Z',
            Prim::Byte => 'B',
            Prim::Char => 'C',
            Prim::Short => 'S',
            Prim::Int => 'I',
            Prim::Long => 'J',
            Prim::Float => 'F',
            Prim::Double => 'D',
        }
    }
    pub fn java_name(self) -> &'static str {
        match self {
            Prim::Boolean => "boolean",
            Prim::Byte => "byte",
            Prim::Char => "char",
            Prim::Short => "short",
            Prim::Int => "int",
            Prim::Long => "long",
            Prim::Float => "float",
            Prim::Double => "double",
        }
    }
    pub fn from_java_name(name: &str) -> Option<Prim> {
        Some(match name {
            "boolean" => Prim::Boolean,
            "byte" => Prim::Byte,
            "char" => Prim::Char,
            "short" => Prim::Short,
            "int" => Prim::Int,
            "long" => Prim::Long,
            "float" => Prim::Float,
            "double" => Prim::Double,
            _ => return None,
        })
    }
    /// The wrapper class (`java/lang/Integer`).
    pub fn wrapper(self) -> &'static str {
        match self {
            Prim::Boolean => "java/lang/Boolean",
            Prim::Byte => "java/lang/Byte",
            Prim::Char => "java/lang/Character",
            Prim::Short => "java/lang/Short",
            Prim::Int => "java/lang/Integer",
            Prim::Long => "java/lang/Long",
            Prim::Float => "java/lang/Float",
            Prim::Double => "java/lang/Double",
        }
    }
}
