//! Runtime-visible annotations: what the class files say, and the objects core reflection hands
//! out for them.
//!
//! The `RuntimeVisibleAnnotations` of classes, methods and fields, and the `AnnotationDefault`
//! of annotation members, are kept when a class is linked (input, like the code). An annotation
//! object is an instance of a class weft synthesizes once per annotation type (instead of the
//! JDK's dynamic `Proxy`): it implements the annotation interface, keeps each member's value in
//! a field of the member's own type, answers a member with `getfield`, `annotationType()` with
//! the type's `Class`, and `toString`/`equals`/`hashCode` through `weft.rt.Support`, which
//! computes them as the JDK specifies from the member values. Annotations whose type is not
//! found are left out, as the JDK does.

use std::cell::Cell;
use std::rc::Rc;

use cafebabe::attributes::{Annotation, AnnotationElementValue, AttributeData};
use rustc_hash::FxHashMap;

use crate::class::{ClassId, Code, MemberRef, MethodId};
use crate::insn::{Insn, Prim};
use crate::machine::{InitCheck, Machine, VmError};
use crate::state::{ArrayData, Body, ThreadId};
use crate::value::{ObjRef, Value};

/// An element value of an annotation.
#[derive(Debug, Clone)]
pub enum AnnotationValue {
    /// `boolean`, `byte`, `char`, `short` and `int` constants.
    Int(i32),
    Long(i64),
    Float(f32),
    Double(f64),
    String(Rc<str>),
    /// An enum constant: the enum's internal name and the constant's name.
    Enum {
        class: Rc<str>,
        name: Rc<str>,
    },
    /// A class literal, as a descriptor (`V` for `void.class`).
    Class(Rc<str>),
    Annotation(Rc<AnnotationData>),
    Array(Vec<AnnotationValue>),
}

/// One annotation: its type (internal name) and the elements written at the use.
#[derive(Debug)]
pub struct AnnotationData {
    pub type_name: Rc<str>,
    pub elements: Vec<(Rc<str>, AnnotationValue)>,
}

/// What an annotation is on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Annotated {
    Class(ClassId),
    Method(MethodId),
    /// A field, by its id in `Program::fields`.
    Field(u32),
    /// The `i`th parameter annotated in a method's `RuntimeVisibleParameterAnnotations` (javac
    /// leaves out synthetic leading parameters, such as an inner class's outer instance).
    Parameter(MethodId, u8),
}

/// The annotations of the program's classes and the default values of annotation members.
#[derive(Default)]
pub struct Annotations {
    pub on: FxHashMap<Annotated, Rc<[Rc<AnnotationData>]>>,
    pub defaults: FxHashMap<MethodId, AnnotationValue>,
    /// How many parameters each method's `RuntimeVisibleParameterAnnotations` lists.
    pub parameter_counts: FxHashMap<MethodId, usize>,
    /// The synthesized implementation class of each annotation type.
    pub implementations: FxHashMap<ClassId, ClassId>,
    /// Each method's `MethodParameters` attribute (javac `-parameters`): every parameter's name
    /// (none when the class file gives none) and access flags, in order.
    pub parameters: FxHashMap<MethodId, Rc<[MethodParameter]>>,
    /// The generic `Signature` attribute of classes, methods and fields (never of parameters).
    pub signatures: FxHashMap<Annotated, Rc<str>>,
    /// The classes each method's `Exceptions` attribute declares thrown (internal names).
    pub exceptions: FxHashMap<MethodId, Rc<[Rc<str>]>>,
    /// The classes, methods and fields with a `RuntimeVisibleTypeAnnotations` attribute: their
    /// annotated types are not modelled (the others' have no annotations to show).
    pub type_annotated: rustc_hash::FxHashSet<Annotated>,
    /// The `Signature` of each generic record component, by record and component index.
    pub component_signatures: FxHashMap<(ClassId, u16), Rc<str>>,
    /// The records with a component that carries annotations or type annotations (not modelled
    /// through `RecordComponent`).
    pub annotated_components: rustc_hash::FxHashSet<ClassId>,
}

impl Annotations {
    /// Records what a class, method or field attribute says that reflection reads the same way
    /// for all three (its annotations, generic signature, whether it has type annotations);
    /// false for any other attribute.
    pub fn record(&mut self, on: Annotated, data: &AttributeData) -> bool {
        match data {
            AttributeData::RuntimeVisibleAnnotations(list) => {
                self.on.insert(on, list.iter().map(convert).collect());
            }
            AttributeData::Signature(signature) => {
                self.signatures.insert(on, Rc::from(&**signature));
            }
            AttributeData::RuntimeVisibleTypeAnnotations(_) => {
                self.type_annotated.insert(on);
            }
            _ => return false,
        }
        true
    }
}

/// One entry of a `MethodParameters` attribute: the parameter's name, if given, and its access
/// flags (`final`, synthetic, mandated).
pub type MethodParameter = (Option<Rc<str>>, u16);

fn descriptor_name(d: &str) -> Rc<str> {
    Rc::from(d.strip_prefix('L').and_then(|s| s.strip_suffix(';')).unwrap_or(d))
}

/// The annotation as weft keeps it.
pub fn convert(a: &Annotation<'_>) -> Rc<AnnotationData> {
    Rc::new(AnnotationData {
        type_name: descriptor_name(&a.type_descriptor.to_string()),
        elements: a.elements.iter().map(|e| (Rc::from(&*e.name), convert_value(&e.value))).collect(),
    })
}

/// The element value as weft keeps it.
pub fn convert_value(v: &AnnotationElementValue<'_>) -> AnnotationValue {
    use AnnotationElementValue as E;
    match v {
        E::ByteConstant(i) | E::CharConstant(i) | E::IntConstant(i) | E::ShortConstant(i) | E::BooleanConstant(i) => {
            AnnotationValue::Int(*i)
        }
        E::LongConstant(l) => AnnotationValue::Long(*l),
        E::FloatConstant(f) => AnnotationValue::Float(*f),
        E::DoubleConstant(d) => AnnotationValue::Double(*d),
        E::StringConstant(s) => AnnotationValue::String(Rc::from(&**s)),
        E::EnumConstant { type_name, const_name } => {
            AnnotationValue::Enum { class: descriptor_name(&type_name.to_string()), name: Rc::from(&**const_name) }
        }
        E::ClassLiteral { class_name } => AnnotationValue::Class(Rc::from(&**class_name)),
        E::AnnotationValue(a) => AnnotationValue::Annotation(convert(a)),
        E::ArrayValue(items) => AnnotationValue::Array(items.iter().map(convert_value).collect()),
    }
}

const SUPPORT: &str = "weft/rt/Support";

impl Machine {
    /// The members of annotation type `t`: its abstract methods, in class-file order.
    fn annotation_members(&self, t: ClassId) -> Vec<MethodId> {
        self.prog
            .class(t)
            .methods
            .iter()
            .copied()
            .filter(|&m| {
                let m = self.prog.method(m);
                !m.is_static() && m.code.is_none() && !m.name.starts_with('<')
            })
            .collect()
    }

    /// The annotation type an annotation names, if it is found and is an annotation interface.
    fn annotation_type(&mut self, a: &AnnotationData) -> Option<ClassId> {
        let t = self.load(&a.type_name).ok()?;
        (self.prog.class(t).access & 0x2000 != 0).then_some(t)
    }

    /// Initializes the enum classes whose constants `a` (with defaults) names; `false` when
    /// frames were pushed for that and the caller must retry.
    fn annotation_enums_ready(&mut self, tid: ThreadId, a: &AnnotationData) -> Result<bool, VmError> {
        let Some(t) = self.annotation_type(a) else { return Ok(true) };
        let mut values: Vec<AnnotationValue> = a.elements.iter().map(|(_, v)| v.clone()).collect();
        for m in self.annotation_members(t) {
            values.extend(self.prog.annotations.defaults.get(&m).cloned());
        }
        while let Some(v) = values.pop() {
            match v {
                AnnotationValue::Enum { class, .. } => {
                    let c = self.load(&class)?;
                    if let InitCheck::Retry = self.ensure_initialized(tid, c)? {
                        return Ok(false);
                    }
                }
                AnnotationValue::Array(items) => values.extend(items),
                AnnotationValue::Annotation(nested) if !self.annotation_enums_ready(tid, &nested)? => {
                    return Ok(false);
                }
                _ => {}
            }
        }
        Ok(true)
    }

    /// A new `Annotation[]` with the annotations on `item` (`None`: retry, frames were pushed
    /// to initialize enum classes first).
    pub(crate) fn annotation_array(&mut self, tid: ThreadId, item: Annotated) -> Result<Option<ObjRef>, VmError> {
        let list = self.prog.annotations.on.get(&item).cloned().unwrap_or_else(|| Rc::from(Vec::new()));
        for a in list.iter() {
            if !self.annotation_enums_ready(tid, a)? {
                return Ok(None);
            }
        }
        let mut objects = Vec::new();
        for a in list.iter() {
            if let Some(t) = self.annotation_type(a) {
                objects.push(Some(self.annotation_object(t, a)?));
            }
        }
        let ac = self.load("[Ljava/lang/annotation/Annotation;")?;
        let arr = self.alloc_array(ac, objects.len());
        if let Body::Array(ArrayData::Ref(v)) = &mut self.st.heap.get_mut(arr).body {
            v.copy_from_slice(&objects);
        }
        Ok(Some(arr))
    }

    /// The annotations of each of the `n` parameters of method `m`, as
    /// `Executable.getParameterAnnotations` returns them (an `Annotation[n][]`); `None` when
    /// an enum class had to be initialized first.
    pub(crate) fn parameter_annotations(
        &mut self,
        tid: ThreadId,
        m: MethodId,
        n: usize,
    ) -> Result<Option<ObjRef>, VmError> {
        let listed = self.prog.annotations.parameter_counts.get(&m).copied().unwrap_or(0);
        // The annotations javac wrote are for the last parameters (the leading synthetic ones
        // have none), as the JDK lines them up.
        let skipped = n.saturating_sub(listed);
        let mut rows = Vec::with_capacity(n);
        for i in 0..n {
            let item = match i.checked_sub(skipped) {
                Some(k) if k < listed => Annotated::Parameter(m, k as u8),
                _ => Annotated::Parameter(m, u8::MAX),
            };
            match self.annotation_array(tid, item)? {
                Some(row) => rows.push(Some(row)),
                None => return Ok(None),
            }
        }
        let ac = self.load("[[Ljava/lang/annotation/Annotation;")?;
        let arr = self.alloc_array(ac, n);
        if let Body::Array(ArrayData::Ref(v)) = &mut self.st.heap.get_mut(arr).body {
            v.copy_from_slice(&rows);
        }
        Ok(Some(arr))
    }

    /// The value of an annotation member's default, as the member's return type (for
    /// `Method.getDefaultValue`, boxed by the caller); `None` when it has none.
    pub(crate) fn annotation_default(&mut self, tid: ThreadId, m: MethodId) -> Result<Option<Option<Value>>, VmError> {
        let Some(v) = self.prog.annotations.defaults.get(&m).cloned() else { return Ok(Some(None)) };
        if let AnnotationValue::Enum { class, .. } = &v {
            let c = self.load(class)?;
            if let InitCheck::Retry = self.ensure_initialized(tid, c)? {
                return Ok(None);
            }
        }
        let desc = crate::class::split_method_descriptor(&self.prog.method(m).descriptor)
            .map(|(_, r)| r.to_string())
            .ok_or_else(|| VmError::verify("bad method descriptor"))?;
        Ok(Some(Some(self.annotation_value(&desc, &v)?)))
    }

    /// An instance of annotation type `t` with the values of `a` and the type's defaults.
    fn annotation_object(&mut self, t: ClassId, a: &AnnotationData) -> Result<ObjRef, VmError> {
        let implementation = self.annotation_implementation(t)?;
        let obj = self.alloc_instance(implementation);
        for m in self.annotation_members(t) {
            let method = self.prog.method(m).clone();
            let value = a
                .elements
                .iter()
                .find(|(n, _)| *n == method.name)
                .map(|(_, v)| v.clone())
                .or_else(|| self.prog.annotations.defaults.get(&m).cloned());
            let Some(value) = value else { continue };
            let desc = &method.descriptor[2..];
            let v = self.annotation_value(desc, &value)?;
            self.set_field_named(obj, &method.name, v);
        }
        Ok(obj)
    }

    /// An element value as a value of type `desc`.
    fn annotation_value(&mut self, desc: &str, v: &AnnotationValue) -> Result<Value, VmError> {
        let mismatch = || VmError::unsupported(format!("annotation element of a type other than {desc}"));
        Ok(match (desc.as_bytes().first(), v) {
            (Some(b'J'), AnnotationValue::Long(l)) => Value::Long(*l),
            (Some(b'F'), AnnotationValue::Float(f)) => Value::Float(*f),
            (Some(b'D'), AnnotationValue::Double(d)) => Value::Double(*d),
            (Some(b'Z' | b'B' | b'C' | b'S' | b'I'), AnnotationValue::Int(i)) => Value::Int(*i),
            (Some(b'L'), AnnotationValue::String(s)) => {
                let s = self.new_string(s);
                Value::Ref(Some(self.intern(s)))
            }
            (Some(b'L'), AnnotationValue::Class(d)) => {
                let c = match d.as_bytes().first() {
                    Some(b'L') => self.load(&d[1..d.len() - 1])?,
                    Some(b'[') => self.load(d)?,
                    Some(&p) => {
                        self.load(crate::class::prim_of_descriptor(p).map(|p| p.java_name()).unwrap_or("void"))?
                    }
                    None => return Err(mismatch()),
                };
                Value::Ref(Some(self.mirror(c)))
            }
            (Some(b'L'), AnnotationValue::Enum { class, name }) => {
                let c = self.load(class)?;
                self.get_static_named(c, name).ok_or_else(|| VmError::unsupported(format!("enum constant {name}")))?
            }
            (Some(b'L'), AnnotationValue::Annotation(a)) => {
                let t = self.annotation_type(a).ok_or_else(mismatch)?;
                Value::Ref(Some(self.annotation_object(t, a)?))
            }
            (Some(b'['), AnnotationValue::Array(items)) => {
                let elem = &desc[1..];
                let mut values = Vec::with_capacity(items.len());
                for item in items {
                    values.push(self.annotation_value(elem, item)?);
                }
                let data = match crate::class::prim_of_descriptor(elem.as_bytes()[0]) {
                    Some(Prim::Boolean) => {
                        ArrayData::Boolean(values.iter().filter_map(|v| v.as_int()).map(|i| i as i8).collect())
                    }
                    Some(Prim::Byte) => {
                        ArrayData::Byte(values.iter().filter_map(|v| v.as_int()).map(|i| i as i8).collect())
                    }
                    Some(Prim::Char) => {
                        ArrayData::Char(values.iter().filter_map(|v| v.as_int()).map(|i| i as u16).collect())
                    }
                    Some(Prim::Short) => {
                        ArrayData::Short(values.iter().filter_map(|v| v.as_int()).map(|i| i as i16).collect())
                    }
                    Some(Prim::Int) => ArrayData::Int(values.iter().filter_map(|v| v.as_int()).collect()),
                    Some(Prim::Long) => ArrayData::Long(values.iter().filter_map(|v| v.as_long()).collect()),
                    Some(Prim::Float) => ArrayData::Float(values.iter().filter_map(|v| v.as_float()).collect()),
                    Some(Prim::Double) => ArrayData::Double(values.iter().filter_map(|v| v.as_double()).collect()),
                    None => {
                        let ac = self.load(desc)?;
                        let arr = self.alloc_array(ac, values.len());
                        let refs: Vec<Option<ObjRef>> = values.iter().map(|v| v.as_ref().flatten()).collect();
                        if let Body::Array(ArrayData::Ref(v)) = &mut self.st.heap.get_mut(arr).body {
                            v.copy_from_slice(&refs);
                        }
                        return Ok(Value::Ref(Some(arr)));
                    }
                };
                let p = crate::class::prim_of_descriptor(elem.as_bytes()[0]).ok_or_else(mismatch)?;
                Value::Ref(Some(self.alloc_prim_array(p, data)))
            }
            _ => return Err(mismatch()),
        })
    }

    /// The class implementing annotation type `t`, synthesized on first use.
    fn annotation_implementation(&mut self, t: ClassId) -> Result<ClassId, VmError> {
        if let Some(&c) = self.prog.annotations.implementations.get(&t) {
            return Ok(c);
        }
        let type_name = self.prog.class(t).name.clone();
        let name = format!("{type_name}$WeftAnnotation");
        let mut refs: Vec<MemberRef> = Vec::new();
        let mut member = |class: &str, n: &str, d: &str| {
            refs.push(MemberRef { class: class.into(), name: n.into(), descriptor: d.into(), interface: false });
            (refs.len() - 1) as u32
        };
        let code = |insns: Vec<Insn>| Code {
            insns: insns.into_iter().map(Cell::new).collect(),
            max_locals: 2,
            max_stack: 4,
            handlers: vec![],
            lines: vec![],
            tables: vec![],
            lookups: vec![],
            live_locals: Default::default(),
            spin_counts: Default::default(),
        };
        let mut fields = Vec::new();
        let mut methods = Vec::new();
        for m in self.annotation_members(t) {
            let method = self.prog.method(m).clone();
            let desc = method.descriptor[2..].to_string();
            let f = member(&name, &method.name, &desc);
            fields.push((method.name.to_string(), desc));
            methods.push((
                method.name.to_string(),
                method.descriptor.to_string(),
                code(vec![Insn::Load(0), Insn::GetField(f), Insn::ReturnValue]),
            ));
        }
        methods.push((
            "annotationType".into(),
            "()Ljava/lang/Class;".into(),
            code(vec![Insn::LdcClass(t), Insn::ReturnValue]),
        ));
        let annotation = "Ljava/lang/annotation/Annotation;";
        let to_string = member(SUPPORT, "annotationToString", &format!("({annotation})Ljava/lang/String;"));
        methods.push((
            "toString".into(),
            "()Ljava/lang/String;".into(),
            code(vec![Insn::Load(0), Insn::InvokeStatic(to_string), Insn::ReturnValue]),
        ));
        let hash = member(SUPPORT, "annotationHashCode", &format!("({annotation})I"));
        methods.push((
            "hashCode".into(),
            "()I".into(),
            code(vec![Insn::Load(0), Insn::InvokeStatic(hash), Insn::ReturnValue]),
        ));
        let equals = member(SUPPORT, "annotationEquals", &format!("({annotation}Ljava/lang/Object;)Z"));
        methods.push((
            "equals".into(),
            "(Ljava/lang/Object;)Z".into(),
            code(vec![Insn::Load(0), Insn::Load(1), Insn::InvokeStatic(equals), Insn::ReturnValue]),
        ));
        // (What the JDK's annotation proxies are: library code.)
        let c = self.prog.define_synthetic(&name, crate::class::Library::Jdk, vec![t], fields, methods, refs)?;
        self.prog.annotations.implementations.insert(t, c);
        Ok(c)
    }
}
