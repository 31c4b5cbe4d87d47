//! `invokedynamic`: linking call sites without running `java.lang.invoke`.
//!
//! javac 17 emits `invokedynamic` for three things, and weft links each natively when the call
//! site first executes:
//!
//! - lambdas and method references (`LambdaMetafactory`): weft synthesizes a class implementing
//!   the functional interface, whose method loads the captured values from fields, adapts the
//!   arguments (casts, boxing, unboxing, widening) and calls the implementation method — the same
//!   shape the JDK's own metafactory spins, expressed in weft's instruction set;
//! - string concatenation (`StringConcatFactory`): done natively when every argument is a string
//!   or an integral primitive, otherwise by `weft.rt.Support.concat`, so `toString()` and the
//!   JDK's floating-point formatting run as Java code;
//! - records' `toString`/`equals`/`hashCode` (`ObjectMethods`): component values are boxed and
//!   handed to helpers in `weft.rt.Support`.

use std::cell::Cell;
use std::rc::Rc;

use crate::class::*;
use crate::insn::*;
use crate::machine::*;
use crate::program::{CallSite, RecordMethod};
use crate::state::{ArrayData, Body, ThreadId};
use crate::value::{ObjRef, Value};

impl Machine {
    /// Links `invokedynamic` number `index` of class `class`, the instruction at `pc` of
    /// `method`, returning the call-site id.
    pub(crate) fn link_call_site(
        &mut self,
        class: ClassId,
        index: u32,
        method: MethodId,
        pc: u32,
    ) -> Result<u32, VmError> {
        let d = self
            .prog
            .class(class)
            .dynamic_refs
            .get(index as usize)
            .cloned()
            .ok_or_else(|| VmError::verify("bad invokedynamic index"))?;
        let bsm = &d.bootstrap.member;
        let site = match (&*bsm.class, &*bsm.name) {
            ("java/lang/invoke/LambdaMetafactory", "metafactory" | "altMetafactory") => {
                self.link_lambda(class, &d, (method, pc))?
            }
            ("java/lang/invoke/StringConcatFactory", "makeConcatWithConstants") => {
                let recipe = match d.args.first() {
                    Some(BootstrapArg::Constant(Constant::String(s))) => s.clone(),
                    _ => return Err(VmError::verify("string concatenation without a recipe")),
                };
                let constants = d.args[1..].iter().map(|a| match a {
                    BootstrapArg::Constant(c) => c.clone(),
                    _ => Constant::Unsupported("non-constant concatenation argument".into()),
                });
                let (params, _) =
                    parse_method_descriptor(&d.descriptor).ok_or_else(|| VmError::verify("bad descriptor"))?;
                CallSite::Concat { recipe, constants: constants.collect(), arg_kinds: params }
            }
            ("java/lang/invoke/StringConcatFactory", "makeConcat") => {
                let (params, _) =
                    parse_method_descriptor(&d.descriptor).ok_or_else(|| VmError::verify("bad descriptor"))?;
                let recipe: Vec<u16> = vec![1; params.len()];
                CallSite::Concat { recipe: recipe.into(), constants: vec![], arg_kinds: params }
            }
            ("java/lang/runtime/ObjectMethods", "bootstrap") => {
                let method = match &*d.name {
                    "toString" => RecordMethod::ToString,
                    "equals" => RecordMethod::Equals,
                    "hashCode" => RecordMethod::HashCode,
                    other => return Err(VmError::unsupported(format!("ObjectMethods bootstrap for {other}"))),
                };
                let record = match d.args.first() {
                    Some(BootstrapArg::Constant(Constant::Class(n))) => self.load(n)?,
                    _ => return Err(VmError::verify("ObjectMethods without a record class")),
                };
                let mut getters = Vec::new();
                for a in d.args.iter().skip(2) {
                    if let BootstrapArg::Handle(h) = a {
                        let c = self.load(&h.member.class)?;
                        let f = self
                            .prog
                            .resolve_field(c, &h.member.name, &h.member.descriptor)
                            .ok_or_else(|| VmError::verify("record getter field not found"))?;
                        getters.push(f);
                    }
                }
                CallSite::Record { method, record, getters }
            }
            (c, n) => {
                return Err(VmError::unsupported(format!(
                    "invokedynamic with bootstrap method {}.{}",
                    c.replace('/', "."),
                    n
                )))
            }
        };
        self.prog.call_sites.push(site);
        Ok((self.prog.call_sites.len() - 1) as u32)
    }

    fn link_lambda(&mut self, host: ClassId, d: &DynamicRef, site: (MethodId, u32)) -> Result<CallSite, VmError> {
        let bad = || VmError::verify("malformed LambdaMetafactory call site");
        let (captured, iface_desc) = split_method_descriptor(&d.descriptor).ok_or_else(bad)?;
        let captured: Vec<String> = captured.iter().map(|s| s.to_string()).collect();
        let iface_name = iface_desc.strip_prefix('L').and_then(|s| s.strip_suffix(';')).ok_or_else(bad)?.to_string();
        let (sam_desc, implementation, instantiated) = match (d.args.first(), d.args.get(1), d.args.get(2)) {
            (Some(BootstrapArg::MethodType(s)), Some(BootstrapArg::Handle(h)), Some(BootstrapArg::MethodType(i))) => {
                (s.clone(), h.clone(), i.clone())
            }
            _ => return Err(bad()),
        };
        let mut interfaces = vec![self.load(&iface_name)?];
        let mut descriptors = vec![sam_desc.to_string()];
        if &*d.bootstrap.member.name == "altMetafactory" {
            let flags = match d.args.get(3) {
                Some(BootstrapArg::Constant(Constant::Int(f))) => *f,
                _ => 0,
            };
            if flags & 1 != 0 {
                interfaces.push(self.load("java/io/Serializable")?);
            }
            let mut i = 4;
            if flags & 2 != 0 {
                let n = match d.args.get(i) {
                    Some(BootstrapArg::Constant(Constant::Int(n))) => *n as usize,
                    _ => 0,
                };
                for k in 0..n {
                    if let Some(BootstrapArg::Constant(Constant::Class(c))) = d.args.get(i + 1 + k) {
                        interfaces.push(self.load(c)?);
                    }
                }
                i += 1 + n;
            }
            if flags & 4 != 0 {
                let n = match d.args.get(i) {
                    Some(BootstrapArg::Constant(Constant::Int(n))) => *n as usize,
                    _ => 0,
                };
                for k in 0..n {
                    if let Some(BootstrapArg::MethodType(t)) = d.args.get(i + 1 + k) {
                        descriptors.push(t.to_string());
                    }
                }
            }
        }
        let host_name = self.prog.class(host).name.clone();
        let name = self.prog.next_lambda_name(&host_name);
        let mut gen = LambdaGen { refs: Vec::new(), class_name: name.clone() };
        let fields: Vec<(String, String)> =
            captured.iter().enumerate().map(|(i, t)| (format!("arg${}", i + 1), t.clone())).collect();
        let mut methods = Vec::new();
        for desc in &descriptors {
            let code = gen.body(&captured, desc, &instantiated, &implementation).ok_or_else(bad)?;
            methods.push((d.name.to_string(), desc.clone(), code));
        }
        // The lambda's methods only call its host's: they are to the one-step operations what
        // the host's methods are (a JDK lambda inside a lookup is part of the lookup).
        let library = crate::program::library_of(&self.prog.class(host).origin, &host_name);
        let class = self.prog.define_synthetic(&name, library, interfaces, fields, methods, gen.refs)?;
        if self.prog.class(host).origin == weft_classfile::ClassOrigin::Application {
            self.prog.lambda_sites.insert(class, site);
        }
        Ok(CallSite::Lambda { class, captured: captured.len() as u16 })
    }

    /// Executes a linked `invokedynamic`.
    pub(crate) fn invoke_dynamic(&mut self, tid: ThreadId, site: u32, pc: u32) -> Result<Flow, VmError> {
        let site = self.prog.call_sites[site as usize].clone();
        match site {
            CallSite::Lambda { class, captured } => {
                let t = &mut self.st.threads[tid as usize];
                let values = t.stack.split_off(t.stack.len() - captured as usize);
                let obj = self.alloc_instance(class);
                for (slot, v) in values.into_iter().enumerate() {
                    self.set_field(obj, slot as u16, v);
                }
                self.finish_dynamic(tid, pc, Value::Ref(Some(obj)));
                Ok(Flow::Continue)
            }
            CallSite::Concat { recipe, constants, arg_kinds } => {
                let t = &mut self.st.threads[tid as usize];
                let args = t.stack.split_off(t.stack.len() - arg_kinds.len());
                if let Some(units) = self.concat_natively(&recipe, &constants, &arg_kinds, &args) {
                    let s = self.new_string_utf16(&units);
                    self.finish_dynamic(tid, pc, Value::Ref(Some(s)));
                    return Ok(Flow::Continue);
                }
                let recipe_str = self.new_string_utf16(&recipe);
                let mut consts = Vec::new();
                for c in &constants {
                    consts.push(Some(self.constant_string(c)));
                }
                let consts = self.new_object_array(&consts)?;
                let mut boxed = Vec::new();
                for (v, k) in args.iter().zip(&arg_kinds) {
                    boxed.push(self.box_value(*v, *k)?);
                }
                let boxed = self.new_object_array(&boxed)?;
                let m = self.support_method(
                    "concat",
                    "(Ljava/lang/String;[Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/String;",
                )?;
                self.tail_call(
                    tid,
                    m,
                    &[Value::Ref(Some(recipe_str)), Value::Ref(Some(consts)), Value::Ref(Some(boxed))],
                    pc,
                )
            }
            CallSite::Record { method, record, getters } => {
                let n = if method == RecordMethod::Equals { 2 } else { 1 };
                let t = &mut self.st.threads[tid as usize];
                let args = t.stack.split_off(t.stack.len() - n);
                let Value::Ref(Some(this)) = args[0] else {
                    return self.throw_java(tid, "java/lang/NullPointerException", String::new());
                };
                let values = self.record_values(this, &getters)?;
                match method {
                    RecordMethod::ToString => {
                        let simple = {
                            let c = self.prog.class(record);
                            c.inner
                                .as_ref()
                                .and_then(|i| i.simple_name.clone())
                                .unwrap_or_else(|| c.name.rsplit('/').next().unwrap_or(&c.name).into())
                        };
                        let simple = self.new_string(&simple);
                        let mut names = Vec::new();
                        for f in &getters {
                            names.push(Some(self.new_string(&f.name)));
                        }
                        let names = self.new_array_of("[Ljava/lang/String;", &names)?;
                        let m = self.support_method(
                            "recordToString",
                            "(Ljava/lang/String;[Ljava/lang/String;[Ljava/lang/Object;)Ljava/lang/String;",
                        )?;
                        self.tail_call(
                            tid,
                            m,
                            &[Value::Ref(Some(simple)), Value::Ref(Some(names)), Value::Ref(Some(values))],
                            pc,
                        )
                    }
                    RecordMethod::HashCode => {
                        let m = self.support_method("recordHashCode", "([Ljava/lang/Object;)I")?;
                        self.tail_call(tid, m, &[Value::Ref(Some(values))], pc)
                    }
                    RecordMethod::Equals => {
                        let other = match args[1] {
                            Value::Ref(Some(o)) if self.st.heap.get(o).class == self.st.heap.get(this).class => o,
                            _ => {
                                self.finish_dynamic(tid, pc, Value::Int(0));
                                return Ok(Flow::Continue);
                            }
                        };
                        let theirs = self.record_values(other, &getters)?;
                        let m = self.support_method("recordEquals", "([Ljava/lang/Object;[Ljava/lang/Object;)Z")?;
                        self.tail_call(tid, m, &[Value::Ref(Some(values)), Value::Ref(Some(theirs))], pc)
                    }
                }
            }
        }
    }

    fn finish_dynamic(&mut self, tid: ThreadId, pc: u32, v: Value) {
        let t = &mut self.st.threads[tid as usize];
        t.stack.push(v);
        t.frames.last_mut().expect("frame").pc = pc + 1;
    }

    /// Calls a Java method on behalf of the instruction at `pc`; its result completes that
    /// instruction.
    fn tail_call(&mut self, tid: ThreadId, m: MethodId, args: &[Value], pc: u32) -> Result<Flow, VmError> {
        self.st.threads[tid as usize].stack.extend_from_slice(args);
        self.call(tid, m, Some(pc))
    }

    fn support_method(&mut self, name: &str, desc: &str) -> Result<MethodId, VmError> {
        let c = self.load("weft/rt/Support")?;
        let key = self.prog.key(name, desc);
        self.prog
            .class(c)
            .method_by_key
            .get(&key)
            .copied()
            .ok_or_else(|| VmError::unsupported(format!("weft.rt.Support.{name} is missing")))
    }

    fn record_values(&mut self, obj: ObjRef, getters: &[Rc<Field>]) -> Result<ObjRef, VmError> {
        let mut boxed = Vec::new();
        for f in getters {
            let v = self.get_field(obj, f.slot);
            boxed.push(self.box_value(v, f.descriptor.as_bytes()[0])?);
        }
        self.new_object_array(&boxed)
    }

    /// Concatenates without running Java code when every argument's text is known natively.
    fn concat_natively(
        &self,
        recipe: &[u16],
        constants: &[Constant],
        kinds: &[u8],
        args: &[Value],
    ) -> Option<Vec<u16>> {
        let mut out: Vec<u16> = Vec::with_capacity(recipe.len() + 16);
        let mut next_arg = 0;
        let mut next_const = 0;
        for &u in recipe {
            match u {
                1 => {
                    let v = args.get(next_arg)?;
                    let k = *kinds.get(next_arg)?;
                    next_arg += 1;
                    match (k, v) {
                        (b'I' | b'B' | b'S', Value::Int(i)) => out.extend(i.to_string().encode_utf16()),
                        (b'J', Value::Long(l)) => out.extend(l.to_string().encode_utf16()),
                        (b'C', Value::Int(c)) => out.push(*c as u16),
                        (b'Z', Value::Int(b)) => out.extend(if *b != 0 { "true" } else { "false" }.encode_utf16()),
                        (b'L' | b'[', Value::Ref(None)) => out.extend("null".encode_utf16()),
                        (b'L', Value::Ref(Some(r))) if self.st.heap.get(*r).class == self.prog.wk.string => {
                            out.extend(self.string_units(*r))
                        }
                        _ => return None,
                    }
                }
                2 => {
                    match constants.get(next_const)? {
                        Constant::String(s) => out.extend_from_slice(s),
                        Constant::Int(i) => out.extend(i.to_string().encode_utf16()),
                        Constant::Long(l) => out.extend(l.to_string().encode_utf16()),
                        _ => return None,
                    }
                    next_const += 1;
                }
                _ => out.push(u),
            }
        }
        Some(out)
    }

    fn constant_string(&mut self, c: &Constant) -> ObjRef {
        match c {
            Constant::String(s) => self.new_string_utf16(s),
            Constant::Int(i) => self.new_string(&i.to_string()),
            Constant::Long(l) => self.new_string(&l.to_string()),
            other => self.new_string(&format!("{other:?}")),
        }
    }

    /// Boxes a value of descriptor kind `k` into its wrapper (references pass through).
    pub fn box_value(&mut self, v: Value, k: u8) -> Result<Option<ObjRef>, VmError> {
        let Some(p) = prim_of_descriptor(k) else {
            return Ok(v.as_ref().flatten());
        };
        let c = self.load(p.wrapper())?;
        let obj = self.alloc_instance(c);
        if !self.set_field_named(obj, "value", v) {
            return Err(VmError::verify("wrapper class without a value field"));
        }
        Ok(Some(obj))
    }

    fn new_object_array(&mut self, items: &[Option<ObjRef>]) -> Result<ObjRef, VmError> {
        self.new_array_of("[Ljava/lang/Object;", items)
    }

    fn new_array_of(&mut self, class: &str, items: &[Option<ObjRef>]) -> Result<ObjRef, VmError> {
        let ac = self.load(class)?;
        let arr = self.alloc_array(ac, items.len());
        if let Body::Array(ArrayData::Ref(v)) = &mut self.st.heap.get_mut(arr).body {
            v.copy_from_slice(items);
        }
        Ok(arr)
    }
}

/// Generates the body of a lambda class's interface method.
struct LambdaGen {
    refs: Vec<MemberRef>,
    class_name: String,
}

impl LambdaGen {
    fn member(&mut self, class: &str, name: &str, desc: &str, interface: bool) -> u32 {
        self.refs.push(MemberRef { class: class.into(), name: name.into(), descriptor: desc.into(), interface });
        (self.refs.len() - 1) as u32
    }

    fn class_ref(&mut self, name: &str) -> u32 {
        self.member(name, "", "", false)
    }

    /// `captured`: descriptors of the captured values (fields `arg$1..`); `desc`: the interface
    /// method's descriptor; `instantiated`: the more precise instantiated method type.
    fn body(
        &mut self,
        captured: &[String],
        desc: &str,
        instantiated: &str,
        implementation: &HandleRef,
    ) -> Option<Code> {
        let (params, ret) = split_method_descriptor(desc)?;
        let (inst_params, _) = split_method_descriptor(instantiated)?;
        let (impl_params, impl_ret) = split_method_descriptor(&implementation.member.descriptor)?;
        let receiver_desc = format!("L{};", implementation.member.class);
        let mut targets: Vec<String> = Vec::new();
        let has_receiver = matches!(implementation.kind, 5 | 7 | 9);
        if has_receiver {
            targets.push(receiver_desc.clone());
        }
        targets.extend(impl_params.iter().map(|s| s.to_string()));
        let mut code: Vec<Insn> = Vec::new();
        if implementation.kind == 8 {
            let c = self.class_ref(&implementation.member.class);
            code.push(Insn::New(c));
            code.push(Insn::Dup);
        }
        let mut t = 0;
        for (i, cd) in captured.iter().enumerate() {
            code.push(Insn::Load(0));
            let f = self.member(&self.class_name.clone(), &format!("arg${}", i + 1), cd, false);
            code.push(Insn::GetField(f));
            self.adapt(&mut code, cd, cd, targets.get(t)?);
            t += 1;
        }
        let mut local = 1u16;
        for (i, p) in params.iter().enumerate() {
            code.push(Insn::Load(local));
            local += if p == &"J" || p == &"D" { 2 } else { 1 };
            let inst = inst_params.get(i).copied().unwrap_or(p);
            self.adapt(&mut code, p, inst, targets.get(t)?);
            t += 1;
        }
        let m = &implementation.member;
        let r = self.member(&m.class, &m.name, &m.descriptor, m.interface);
        code.push(match implementation.kind {
            6 => Insn::InvokeStatic(r),
            5 => Insn::InvokeVirtual(r),
            9 => Insn::InvokeInterface(r),
            7 | 8 => Insn::InvokeSpecial(r),
            _ => return None,
        });
        let produced = if implementation.kind == 8 { receiver_desc } else { impl_ret.to_string() };
        if ret == "V" {
            if produced != "V" {
                code.push(Insn::Pop);
            }
            code.push(Insn::Return);
        } else {
            self.adapt(&mut code, &produced, &produced, ret);
            code.push(Insn::ReturnValue);
        }
        Some(Code {
            insns: code.into_iter().map(Cell::new).collect(),
            max_locals: local,
            max_stack: (captured.len() + params.len() + 4) as u16 * 2,
            handlers: vec![],
            lines: vec![],
            tables: vec![],
            lookups: vec![],
            live_locals: Default::default(),
            spin_counts: Default::default(),
        })
    }

    /// Converts the value on top of the stack from type `from` (statically `precise`) to `to`.
    fn adapt(&mut self, code: &mut Vec<Insn>, from: &str, precise: &str, to: &str) {
        let fp = from.len() == 1;
        let tp = to.len() == 1;
        match (fp, tp) {
            (true, true) => {
                if let Some(c) = widening(from, to) {
                    code.push(Insn::Conv(c));
                }
            }
            (true, false) => {
                let p = prim_of_descriptor(from.as_bytes()[0]).expect("primitive");
                let w = p.wrapper();
                let r = self.member(w, "valueOf", &format!("({})L{};", from, w), false);
                code.push(Insn::InvokeStatic(r));
            }
            (false, true) => {
                // Unbox: through the precise wrapper when known, else through Number.
                let p = prim_of_descriptor(to.as_bytes()[0]).expect("primitive");
                let precise_prim = wrapper_prim(precise);
                let (owner, prim) = match precise_prim {
                    Some(pp) => (pp.wrapper().to_string(), pp),
                    None if p == Prim::Boolean => ("java/lang/Boolean".to_string(), p),
                    None if p == Prim::Char => ("java/lang/Character".to_string(), p),
                    None => ("java/lang/Number".to_string(), p),
                };
                let c = self.class_ref(&owner);
                code.push(Insn::CheckCast(c));
                let r = self.member(
                    &owner,
                    &format!("{}Value", prim.java_name()),
                    &format!("(){}", prim.descriptor()),
                    false,
                );
                code.push(Insn::InvokeVirtual(r));
                if let Some(c) = widening(&prim.descriptor().to_string(), to) {
                    code.push(Insn::Conv(c));
                }
            }
            (false, false) => {
                if to != "Ljava/lang/Object;" && to != from {
                    let name = if let Some(n) = to.strip_prefix('L').and_then(|s| s.strip_suffix(';')) {
                        n.to_string()
                    } else {
                        to.to_string()
                    };
                    let c = self.class_ref(&name);
                    code.push(Insn::CheckCast(c));
                }
            }
        }
    }
}

fn wrapper_prim(desc: &str) -> Option<Prim> {
    let name = desc.strip_prefix('L')?.strip_suffix(';')?;
    [Prim::Boolean, Prim::Byte, Prim::Char, Prim::Short, Prim::Int, Prim::Long, Prim::Float, Prim::Double]
        .into_iter()
        .find(|p| p.wrapper() == name)
}

fn widening(from: &str, to: &str) -> Option<Conv> {
    Some(match (from, to) {
        ("I" | "B" | "S" | "C", "J") => Conv::I2L,
        ("I" | "B" | "S" | "C", "F") => Conv::I2F,
        ("I" | "B" | "S" | "C", "D") => Conv::I2D,
        ("J", "F") => Conv::L2F,
        ("J", "D") => Conv::L2D,
        ("F", "D") => Conv::F2D,
        _ => return None,
    })
}
