//! Helpful `NullPointerException` messages (JEP 358), as JDK 17 words them.
//!
//! When a bytecode dereferences null, HotSpot names the failed action (`Cannot invoke
//! "String.length()"`) and, when it can, what was null (`because "s" is null`). The second half
//! comes from a forward data-flow analysis of the method's bytecode that records, for every
//! operand-stack slot, which instruction pushed it; the description then walks back from the
//! faulting instruction through the pushing instructions (local variables, fields, array elements,
//! method results).
//!
//! weft decodes bytecode into its own instructions and keeps no bytecode, so this module re-reads
//! the class file from the class path when a NullPointerException is thrown (rare, and cached per
//! faulting instruction) and runs the analysis over the parsed opcodes. weft's pc is the index of
//! the instruction in the method's opcode list, which is also the index used here; bytecode offsets
//! are only needed for the `LocalVariableTable`.
//!
//! The analysis follows HotSpot's observable behaviour closely, quirks included: it stops as soon
//! as the faulting instruction has a simulated stack (so later back edges do not contribute),
//! merges the fall-through stack before a branch target's, describes at most five levels of an
//! expression, prints `sipush` operands unsigned, and shortens `java.lang.Object` and
//! `java.lang.String` (and, in parameter lists, any type whose name begins with one of them).
//! Anything unexpected (a malformed method, a class file that cannot be found again) degrades to
//! the message without the "because" part, or to the caller's fallback message.

use std::cell::{Cell, RefCell};
use std::panic::AssertUnwindSafe;
use std::rc::{Rc, Weak};

use cafebabe::attributes::{AttributeData, CodeData};
use cafebabe::bytecode::Opcode;
use cafebabe::constant_pool::{LiteralConstant, Loadable, MemberRef};
use rustc_hash::FxHashMap;

use crate::class::{split_method_descriptor, Method, MethodId, ACC_STATIC};
use crate::machine::{Flow, Machine, VmError};
use crate::program::Program;
use crate::state::ThreadId;

/// How many levels of an expression a description covers (HotSpot's `_max_cause_detail`).
const MAX_DETAIL: u32 = 5;
/// The analysis gives up past this many simulated stack entries (HotSpot's `_max_entries`).
const MAX_ENTRIES: usize = 1_000_000;
/// Cached messages per thread before the cache starts over.
const CACHE_LIMIT: usize = 4096;
/// Simulated stack entries copied before the analysis gives up on a pathological method (no
/// method javac emits comes close; HotSpot has no such limit).
const WORK_LIMIT: usize = 50_000_000;
/// Descriptions attempted for one message before giving up (guards recursion on malformed code;
/// array indices nest without HotSpot's five-level limit).
const DESCRIBE_LIMIT: u32 = 256;

impl Machine {
    /// Throws the `NullPointerException` of the instruction at `pc` of the current method, which
    /// found null where it needed an object. The message is the JDK's helpful message when the
    /// method's bytecode can be analysed, else `fallback`.
    pub(crate) fn throw_npe(&mut self, tid: ThreadId, pc: u32, fallback: String) -> Result<Flow, VmError> {
        let method = self.st.threads[tid as usize].frames.last().map(|f| f.method);
        let msg = match method {
            Some(m) => helpful_message(&self.prog, m, pc).unwrap_or(Some(fallback)),
            None => Some(fallback),
        };
        self.throw_new(tid, "java/lang/NullPointerException", msg)?;
        Ok(Flow::Continue)
    }
}

type CacheKey = (*const Method, u32);
/// The method the key's pointer named when the entry was made (alive only while its program
/// is), and the cached value.
type CacheEntry<V> = (Weak<Method>, V);
type Cache<V> = RefCell<FxHashMap<CacheKey, CacheEntry<V>>>;

thread_local! {
    static CACHE: Cache<Option<Option<String>>> = RefCell::new(FxHashMap::default());
    static LOCALS: Cache<Rc<[LocalName]>> = RefCell::new(FxHashMap::default());
}

/// The value `cache` holds for instruction `pc` of method `m`, computed and kept on a miss
/// (the cache starts over past [`CACHE_LIMIT`] entries).
fn cached<V: Clone>(
    cache: &'static std::thread::LocalKey<Cache<V>>,
    m: &Rc<Method>,
    pc: u32,
    compute: impl FnOnce() -> V,
) -> V {
    let key = (Rc::as_ptr(m), pc);
    let hit = cache.with(|c| {
        let c = c.borrow();
        c.get(&key).and_then(|(w, v)| w.upgrade().filter(|live| Rc::ptr_eq(live, m)).map(|_| v.clone()))
    });
    if let Some(v) = hit {
        return v;
    }
    let v = compute();
    cache.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= CACHE_LIMIT {
            c.clear();
        }
        c.insert(key, (Rc::downgrade(m), v.clone()));
    });
    v
}

/// The message of a NullPointerException thrown by the instruction at `pc` of `method`.
///
/// `None` when the method's bytecode cannot be found again (the caller then uses its own
/// message); `Some(None)` when the JDK gives such an exception no message (code in a hidden class
/// such as a lambda class, a null receiver of a constructor call).
pub fn helpful_message(prog: &Program, method: MethodId, pc: u32) -> Option<Option<String>> {
    let m = prog.methods.get(method as usize)?;
    cached(&CACHE, m, pc, || compute(prog, m, pc))
}

fn compute(prog: &Program, m: &Method, pc: u32) -> Option<Option<String>> {
    match with_code(prog, m, |code| message_at(code, m.access & ACC_STATIC != 0, &m.descriptor, pc as usize))? {
        // A hidden class: no message.
        None => Some(None),
        Some(message) => message,
    }
}

/// Calls `f` with the `Code` attribute of method `m` as parsed again from its class file.
/// `None` when the class file or the method cannot be found again or does not decode as weft
/// decoded it; `Some(None)` for a class weft generated (a lambda class), which has no class file.
fn with_code<R>(prog: &Program, m: &Method, f: impl FnOnce(&CodeData) -> R) -> Option<Option<R>> {
    let class = prog.classes.get(m.class as usize)?;
    let found = match prog.classpath.find(&class.name) {
        Ok(Some(found)) => found,
        // A class without a class file is one weft generated (a lambda class): a hidden class,
        // whose frames the JDK leaves out of stack traces and NPE messages.
        Ok(None) => return Some(None),
        Err(_) => return None,
    };
    let bytes: &[u8] = &found.bytes;
    // The parser is guarded as in `Program::define`: no input may panic weft.
    let parsed = std::panic::catch_unwind(AssertUnwindSafe(|| cafebabe::parse_class(bytes))).ok()?.ok()?;
    let info = parsed.methods.iter().find(|mi| mi.name == *m.name && mi.descriptor.to_string() == *m.descriptor)?;
    let code = info.attributes.iter().find_map(|a| match &a.data {
        AttributeData::Code(c) => Some(c),
        _ => None,
    })?;
    let ops = &code.bytecode.as_ref()?.opcodes;
    // weft's instructions correspond one to one to the opcodes it was decoded from.
    if m.code.as_ref().map(|c| c.insns.len()) != Some(ops.len()) {
        return None;
    }
    Some(Some(f(code)))
}

/// A named local variable: the instructions (indices) where it is live, its slot and name.
type LocalName = (std::ops::Range<u32>, u16, Rc<str>);

/// The name of local variable `slot` of `method` at instruction `pc`, from the class file's
/// `LocalVariableTable` (present when the class was compiled with `javac -g`); cached per method.
pub fn local_name(prog: &Program, method: MethodId, pc: u32, slot: u16) -> Option<Rc<str>> {
    let m = prog.methods.get(method as usize)?;
    // The table is the method's: cached under instruction 0.
    let names = cached(&LOCALS, m, 0, || {
        let names: Rc<[LocalName]> = with_code(prog, m, local_names).flatten().flatten().unwrap_or_default().into();
        names
    });
    names.iter().find(|(live, s, _)| *s == slot && live.contains(&pc)).map(|(_, _, name)| name.clone())
}

/// The `LocalVariableTable` of a method, with bytecode offsets turned into instruction indices.
fn local_names(code: &CodeData) -> Option<Vec<LocalName>> {
    let ops = &code.bytecode.as_ref()?.opcodes;
    let index_of = |offset: usize| ops.partition_point(|(o, _)| *o < offset) as u32;
    let mut out = Vec::new();
    for a in &code.attributes {
        if let AttributeData::LocalVariableTable(entries) = &a.data {
            for e in entries {
                let start = usize::from(e.start_pc);
                let live = index_of(start)..index_of(start + usize::from(e.length));
                out.push((live, e.index, Rc::from(&*e.name)));
            }
        }
    }
    Some(out)
}

/// The message for a NullPointerException at instruction `pc` (an index into the opcodes) of a
/// method with this code, staticness and descriptor. `None` when the instruction dereferences
/// nothing.
fn message_at(code: &CodeData, is_static: bool, descriptor: &str, pc: usize) -> Option<Option<String>> {
    let ops = &code.bytecode.as_ref()?.opcodes;
    let (mut msg, slot) = match failed_action(&ops.get(pc)?.1) {
        Action::Fails(action, slot) => (action, slot),
        Action::Constructor => return Some(None),
        // No dereference here: the instruction weft faulted at is not the one re-read.
        Action::None => return None,
    };
    if let Some(cause) = Analysis::run(code, pc).and_then(|a| a.describe(code, is_static, descriptor, pc, slot)) {
        msg.push_str(&cause);
    }
    Some(Some(msg))
}

/// What the faulting instruction failed to do.
enum Action {
    /// The first half of the message, and the operand-stack slot (0 is the top) holding null.
    Fails(String, usize),
    /// A constructor call on null: the JDK assumes the exception was created explicitly.
    Constructor,
    /// The instruction dereferences nothing.
    None,
}

fn failed_action(op: &Opcode) -> Action {
    use Opcode as O;
    let array = |verb: &str, ty: &str, slot| Action::Fails(format!("Cannot {verb} {ty} array"), slot);
    match op {
        O::Iaload => array("load from", "int", 1),
        O::Faload => array("load from", "float", 1),
        O::Aaload => array("load from", "object", 1),
        O::Baload => array("load from", "byte/boolean", 1),
        O::Caload => array("load from", "char", 1),
        O::Saload => array("load from", "short", 1),
        O::Laload => array("load from", "long", 1),
        O::Daload => array("load from", "double", 1),
        O::Iastore => array("store to", "int", 2),
        O::Fastore => array("store to", "float", 2),
        O::Aastore => array("store to", "object", 2),
        O::Bastore => array("store to", "byte/boolean", 2),
        O::Castore => array("store to", "char", 2),
        O::Sastore => array("store to", "short", 2),
        O::Lastore => array("store to", "long", 3),
        O::Dastore => array("store to", "double", 3),
        O::Arraylength => Action::Fails("Cannot read the array length".into(), 0),
        O::Athrow => Action::Fails("Cannot throw exception".into(), 0),
        O::Monitorenter => Action::Fails("Cannot enter synchronized block".into(), 0),
        O::Monitorexit => Action::Fails("Cannot exit synchronized block".into(), 0),
        O::Getfield(r) => Action::Fails(format!("Cannot read field \"{}\"", r.name_and_type.name), 0),
        O::Putfield(r) => Action::Fails(
            format!("Cannot assign field \"{}\"", r.name_and_type.name),
            type_size(&r.name_and_type.descriptor),
        ),
        O::Invokevirtual(r) | O::Invokespecial(r) | O::Invokeinterface(r, _) => {
            if r.name_and_type.name == "<init>" {
                return Action::Constructor;
            }
            match argument_size(&r.name_and_type.descriptor) {
                Some(slot) => Action::Fails(format!("Cannot invoke \"{}\"", method_name(r)), slot),
                None => Action::None,
            }
        }
        _ => Action::None,
    }
}

/// Operand-stack slots a value of field descriptor `d` takes (0 for `V`).
fn type_size(d: &str) -> usize {
    match d.as_bytes().first() {
        Some(b'J' | b'D') => 2,
        Some(b'V') => 0,
        _ => 1,
    }
}

/// Operand-stack slots the arguments of method descriptor `d` take.
fn argument_size(d: &str) -> Option<usize> {
    split_method_descriptor(d).map(|(params, _)| params.iter().map(|p| type_size(p)).sum())
}

/// Operand-stack slots the result of method descriptor `d` takes.
fn result_size(d: &str) -> Option<usize> {
    split_method_descriptor(d).map(|(_, ret)| type_size(ret))
}

/// A class name as the messages print it: external form, `Object` and `String` unqualified.
fn class_name(internal: &str) -> String {
    match internal {
        "java/lang/Object" => "Object".into(),
        "java/lang/String" => "String".into(),
        _ => internal.replace('/', "."),
    }
}

/// `Class.method(ParamTypes)` for a method reference.
fn method_name(r: &MemberRef) -> String {
    let params = split_method_descriptor(&r.name_and_type.descriptor).map(|(p, _)| p).unwrap_or_default();
    let params: Vec<String> = params
        .iter()
        .map(|p| {
            let t = external_type(p);
            // HotSpot shortens by prefix, so `java.lang.StringBuilder` becomes `StringBuilder` here.
            if t.starts_with("java.lang.Object") || t.starts_with("java.lang.String") {
                t["java.lang.".len()..].to_string()
            } else {
                t
            }
        })
        .collect();
    format!("{}.{}({})", class_name(&r.class_name), r.name_and_type.name, params.join(", "))
}

/// The Java spelling of a field descriptor (`[I` is `int[]`).
fn external_type(d: &str) -> String {
    let dims = d.bytes().take_while(|&b| b == b'[').count();
    let base = &d[dims..];
    let name = match base.as_bytes().first() {
        Some(b'L') => base[1..base.len().saturating_sub(1).max(1)].replace('/', "."),
        Some(b'Z') => "boolean".into(),
        Some(b'B') => "byte".into(),
        Some(b'C') => "char".into(),
        Some(b'S') => "short".into(),
        Some(b'I') => "int".into(),
        Some(b'J') => "long".into(),
        Some(b'F') => "float".into(),
        Some(b'D') => "double".into(),
        _ => String::new(),
    };
    format!("{}{}", name, "[]".repeat(dims))
}

/// The simulated operand stack before an instruction: for each slot, the index of the
/// instruction that pushed it (`None` when control-flow paths disagree), and which local
/// variable slots may have been written since the method began.
#[derive(Clone, Default)]
struct SimStack {
    slots: Vec<Option<u32>>,
    written: u64,
}

/// The analysis fails on bytecode no verifier would accept.
struct Malformed;

impl SimStack {
    fn push(&mut self, src: usize, size: usize) {
        for _ in 0..size {
            self.slots.push(Some(src as u32));
        }
    }

    fn pop(&mut self, n: usize) -> Result<(), Malformed> {
        let len = self.slots.len().checked_sub(n).ok_or(Malformed)?;
        self.slots.truncate(len);
        Ok(())
    }

    /// Slot `k` counted from the top (0 is the top).
    fn get(&self, k: usize) -> Result<Option<u32>, Malformed> {
        let len = self.slots.len();
        if k < len {
            Ok(self.slots[len - 1 - k])
        } else {
            Err(Malformed)
        }
    }

    fn write_local(&mut self, i: u16) {
        if i < 64 {
            self.written |= 1 << i;
        }
    }

    fn was_written(&self, i: u16) -> bool {
        i >= 64 || self.written & (1 << i) != 0
    }

    fn merge(&mut self, other: &SimStack) -> Result<(), Malformed> {
        if self.slots.len() != other.slots.len() {
            return Err(Malformed);
        }
        for (a, b) in self.slots.iter_mut().zip(&other.slots) {
            if *a != *b {
                *a = None;
            }
        }
        self.written |= other.written;
        Ok(())
    }
}

struct Analysis<'c, 'a> {
    ops: &'c [(usize, Opcode<'a>)],
    /// The stack before each instruction (and one past the end), if the analysis reached it.
    stacks: Vec<Option<SimStack>>,
    entries: usize,
    added_one: bool,
    work: usize,
}

impl<'c, 'a> Analysis<'c, 'a> {
    /// Simulates the method until the instruction at `target` has a stack. `None` on malformed code.
    fn run(code: &'c CodeData<'a>, target: usize) -> Option<Self> {
        let ops = &code.bytecode.as_ref()?.opcodes;
        let n = ops.len();
        let mut a = Analysis { ops, stacks: vec![None; n + 1], entries: 0, added_one: true, work: 0 };
        a.stacks[0] = Some(SimStack::default());
        for h in &code.exception_table {
            let at = a.index_of(h.handler_pc as i64)?;
            if a.stacks[at].is_none() {
                let mut s = SimStack::default();
                s.push(at, 1);
                a.stacks[at] = Some(s);
            }
        }
        let mut all_processed = false;
        while !all_processed && a.added_one {
            all_processed = true;
            a.added_one = false;
            let mut i = 0;
            while i < n {
                match a.stacks[i].clone() {
                    None => all_processed = false,
                    Some(s) => {
                        a.work += s.slots.len() + 1;
                        if a.work > WORK_LIMIT {
                            return None;
                        }
                        a.step(i, s).ok()?
                    }
                }
                i += 1;
                if i == target && a.stacks[i].is_some() {
                    all_processed = true;
                    break;
                }
                if a.entries > MAX_ENTRIES {
                    return Some(a);
                }
            }
        }
        Some(a)
    }

    fn index_of(&self, offset: i64) -> Option<usize> {
        let offset = usize::try_from(offset).ok()?;
        self.ops.binary_search_by_key(&offset, |(o, _)| *o).ok()
    }

    fn jump(&self, i: usize, rel: i32) -> Result<usize, Malformed> {
        self.index_of(self.ops[i].0 as i64 + rel as i64).ok_or(Malformed)
    }

    /// Merges `s` into the stack before instruction `at`; `s` becomes the merged stack.
    fn merge_into(&mut self, at: usize, s: &mut SimStack) -> Result<(), Malformed> {
        match &self.stacks[at] {
            Some(existing) => s.merge(existing)?,
            None => {
                self.entries += s.slots.len();
                self.added_one = true;
            }
        }
        self.stacks[at] = Some(s.clone());
        Ok(())
    }

    /// Simulates instruction `i` on `s` and passes the result to its successors.
    fn step(&mut self, i: usize, mut s: SimStack) -> Result<(), Malformed> {
        use Opcode as O;
        let mut ends = false;
        let mut dests: Vec<usize> = Vec::new();
        match &self.ops[i].1 {
            O::Nop | O::Iinc(..) | O::Checkcast(_) => {}
            O::AconstNull
            | O::IconstM1
            | O::Iconst0
            | O::Iconst1
            | O::Iconst2
            | O::Iconst3
            | O::Iconst4
            | O::Iconst5
            | O::Fconst0
            | O::Fconst1
            | O::Fconst2
            | O::Bipush(_)
            | O::Sipush(_)
            | O::Iload(_)
            | O::Fload(_)
            | O::Aload(_)
            | O::New(_) => s.push(i, 1),
            O::Lconst0 | O::Lconst1 | O::Dconst0 | O::Dconst1 | O::Lload(_) | O::Dload(_) => s.push(i, 2),
            O::Ldc(l) | O::LdcW(l) | O::Ldc2W(l) => {
                let size = match l {
                    Loadable::LiteralConstant(LiteralConstant::Long(_) | LiteralConstant::Double(_)) => 2,
                    Loadable::Dynamic(d) => type_size(&d.name_and_type.descriptor),
                    _ => 1,
                };
                s.push(i, size);
            }
            O::Iaload | O::Faload | O::Aaload | O::Baload | O::Caload | O::Saload => {
                s.pop(2)?;
                s.push(i, 1);
            }
            O::Laload | O::Daload => {
                s.pop(2)?;
                s.push(i, 2);
            }
            O::Istore(n) | O::Fstore(n) | O::Astore(n) => {
                s.write_local(*n);
                s.pop(1)?;
            }
            O::Lstore(n) | O::Dstore(n) => {
                s.write_local(*n);
                s.pop(2)?;
            }
            O::Iastore | O::Fastore | O::Aastore | O::Bastore | O::Castore | O::Sastore => s.pop(3)?,
            O::Lastore | O::Dastore => s.pop(4)?,
            O::Pop | O::Monitorenter | O::Monitorexit => s.pop(1)?,
            O::Pop2 => s.pop(2)?,
            O::Dup => {
                let a = s.get(0)?;
                s.slots.push(a);
            }
            O::DupX1 => {
                let (a, b) = (s.get(0)?, s.get(1)?);
                s.pop(2)?;
                s.slots.extend([a, b, a]);
            }
            O::DupX2 => {
                let (a, b, c) = (s.get(0)?, s.get(1)?, s.get(2)?);
                s.pop(3)?;
                s.slots.extend([a, c, b, a]);
            }
            O::Dup2 => {
                let (a, b) = (s.get(0)?, s.get(1)?);
                s.slots.extend([b, a]);
            }
            O::Dup2X1 => {
                let (a, b, c) = (s.get(0)?, s.get(1)?, s.get(2)?);
                s.pop(3)?;
                s.slots.extend([b, a, c, b, a]);
            }
            O::Dup2X2 => {
                let (a, b, c, d) = (s.get(0)?, s.get(1)?, s.get(2)?, s.get(3)?);
                s.pop(4)?;
                s.slots.extend([b, a, d, c, b, a]);
            }
            O::Swap => {
                let (a, b) = (s.get(0)?, s.get(1)?);
                s.pop(2)?;
                s.slots.extend([a, b]);
            }
            O::Iadd
            | O::Fadd
            | O::Isub
            | O::Fsub
            | O::Imul
            | O::Fmul
            | O::Idiv
            | O::Fdiv
            | O::Irem
            | O::Frem
            | O::Iand
            | O::Ior
            | O::Ixor
            | O::Ishl
            | O::Ishr
            | O::Iushr
            | O::Fcmpl
            | O::Fcmpg => {
                s.pop(2)?;
                s.push(i, 1);
            }
            O::Ladd
            | O::Dadd
            | O::Lsub
            | O::Dsub
            | O::Lmul
            | O::Dmul
            | O::Ldiv
            | O::Ddiv
            | O::Lrem
            | O::Drem
            | O::Land
            | O::Lor
            | O::Lxor => {
                s.pop(4)?;
                s.push(i, 2);
            }
            O::Lshl | O::Lshr | O::Lushr => {
                s.pop(3)?;
                s.push(i, 2);
            }
            O::Ineg | O::Fneg | O::I2f | O::F2i | O::I2b | O::I2c | O::I2s => {
                s.pop(1)?;
                s.push(i, 1);
            }
            O::Lneg | O::Dneg | O::L2d | O::D2l => {
                s.pop(2)?;
                s.push(i, 2);
            }
            O::I2l | O::I2d | O::F2l | O::F2d => {
                s.pop(1)?;
                s.push(i, 2);
            }
            O::L2i | O::L2f | O::D2i | O::D2f => {
                s.pop(2)?;
                s.push(i, 1);
            }
            O::Lcmp | O::Dcmpl | O::Dcmpg => {
                s.pop(4)?;
                s.push(i, 1);
            }
            O::Ifeq(j)
            | O::Ifne(j)
            | O::Iflt(j)
            | O::Ifge(j)
            | O::Ifgt(j)
            | O::Ifle(j)
            | O::Ifnull(j)
            | O::Ifnonnull(j) => {
                s.pop(1)?;
                dests.push(self.jump(i, *j)?);
            }
            O::IfIcmpeq(j)
            | O::IfIcmpne(j)
            | O::IfIcmplt(j)
            | O::IfIcmpge(j)
            | O::IfIcmpgt(j)
            | O::IfIcmple(j)
            | O::IfAcmpeq(j)
            | O::IfAcmpne(j) => {
                s.pop(2)?;
                dests.push(self.jump(i, *j)?);
            }
            O::Goto(j) => {
                dests.push(self.jump(i, *j)?);
                ends = true;
            }
            O::Jsr(j) => {
                s.push(i, 1);
                dests.push(self.jump(i, *j)?);
                ends = true;
            }
            O::Ret(_) => ends = true,
            // HotSpot lets a switch fall through to the next instruction as well.
            O::Tableswitch(t) => {
                s.pop(1)?;
                dests.push(self.jump(i, t.default)?);
                for &j in &t.jumps {
                    dests.push(self.jump(i, j)?);
                }
            }
            O::Lookupswitch(t) => {
                s.pop(1)?;
                dests.push(self.jump(i, t.default)?);
                for &(_, j) in &t.match_offsets {
                    dests.push(self.jump(i, j)?);
                }
            }
            O::Ireturn | O::Lreturn | O::Freturn | O::Dreturn | O::Areturn | O::Return | O::Athrow => ends = true,
            O::Getstatic(r) => s.push(i, type_size(&r.name_and_type.descriptor)),
            O::Getfield(r) => {
                s.pop(1)?;
                s.push(i, type_size(&r.name_and_type.descriptor));
            }
            O::Putstatic(r) => s.pop(type_size(&r.name_and_type.descriptor))?,
            O::Putfield(r) => s.pop(type_size(&r.name_and_type.descriptor) + 1)?,
            O::Invokevirtual(r) | O::Invokespecial(r) | O::Invokeinterface(r, _) | O::Invokestatic(r) => {
                let receiver = usize::from(!matches!(self.ops[i].1, O::Invokestatic(_)));
                let desc = &r.name_and_type.descriptor;
                s.pop(argument_size(desc).ok_or(Malformed)? + receiver)?;
                s.push(i, result_size(desc).ok_or(Malformed)?);
            }
            O::Invokedynamic(d) => {
                let desc = &d.name_and_type.descriptor;
                s.pop(argument_size(desc).ok_or(Malformed)?)?;
                s.push(i, result_size(desc).ok_or(Malformed)?);
            }
            O::Newarray(_) | O::Anewarray(_) | O::Instanceof(_) | O::Arraylength => {
                s.pop(1)?;
                s.push(i, 1);
            }
            O::Multianewarray(_, dims) => {
                s.pop(*dims as usize)?;
                s.push(i, 1);
            }
            O::Breakpoint | O::Impdep1 | O::Impdep2 => return Err(Malformed),
        }
        if !ends {
            self.merge_into(i + 1, &mut s)?;
        }
        for d in dests {
            self.merge_into(d, &mut s)?;
        }
        Ok(())
    }

    /// The "because ..." part for the null in `slot` before instruction `pc`, if there is one.
    fn describe(&self, code: &CodeData, is_static: bool, descriptor: &str, pc: usize, slot: usize) -> Option<String> {
        let mut locals = Vec::new();
        for a in &code.attributes {
            if let AttributeData::LocalVariableTable(entries) = &a.data {
                locals.extend(entries.iter().map(|e| (e.start_pc as usize, e.length as usize, e.index, &*e.name)));
            }
        }
        let d = Describer { a: self, locals, is_static, descriptor, budget: Cell::new(DESCRIBE_LIMIT) };
        let mut out = String::new();
        if d.cause(&mut out, pc, slot, MAX_DETAIL, false, Some(" because \"")) {
            out.push_str("\" is null");
        }
        // HotSpot may have printed the opening of the clause before finding it cannot finish it.
        (!out.is_empty()).then_some(out)
    }
}

struct Describer<'x, 'c, 'a> {
    a: &'x Analysis<'c, 'a>,
    /// `LocalVariableTable` entries: start offset, length, slot, name.
    locals: Vec<(usize, usize, u16, &'x str)>,
    is_static: bool,
    descriptor: &'x str,
    /// Descriptions left to attempt.
    budget: Cell<u32>,
}

impl Describer<'_, '_, '_> {
    /// Describes the instruction that pushed `slot` of the stack before instruction `at`.
    /// Returns whether it printed a description.
    fn cause(&self, out: &mut String, at: usize, slot: usize, detail: u32, inner: bool, prefix: Option<&str>) -> bool {
        use Opcode as O;
        if detail == 0 || self.budget.get() == 0 {
            return false;
        }
        self.budget.set(self.budget.get() - 1);
        let Some(Some(stack)) = self.a.stacks.get(at) else { return false };
        let Ok(Some(src)) = stack.get(slot) else { return false };
        let src = src as usize;
        let Some((offset, op)) = self.a.ops.get(src) else { return false };
        let invoke =
            matches!(op, O::Invokevirtual(_) | O::Invokespecial(_) | O::Invokestatic(_) | O::Invokeinterface(..));
        if detail == MAX_DETAIL && !invoke {
            if let Some(p) = prefix {
                out.push_str(p);
            }
        }
        match op {
            O::Iload(n) | O::Aload(n) => {
                self.local(out, *offset, *n, !stack.was_written(*n));
                true
            }
            O::AconstNull => {
                out.push_str("null");
                true
            }
            O::IconstM1 => {
                out.push_str("-1");
                true
            }
            O::Iconst0 | O::Iconst1 | O::Iconst2 | O::Iconst3 | O::Iconst4 | O::Iconst5 => {
                let k = match op {
                    O::Iconst0 => 0,
                    O::Iconst1 => 1,
                    O::Iconst2 => 2,
                    O::Iconst3 => 3,
                    O::Iconst4 => 4,
                    _ => 5,
                };
                out.push_str(&k.to_string());
                true
            }
            O::Bipush(v) => {
                out.push_str(&v.to_string());
                true
            }
            // HotSpot reads the operand as an unsigned 16-bit number.
            O::Sipush(v) => {
                out.push_str(&(*v as u16).to_string());
                true
            }
            O::Iaload | O::Aaload => {
                if !self.cause(out, src, 1, detail - 1, inner, None) {
                    out.push_str("<array>");
                }
                out.push('[');
                if !self.cause(out, src, 0, detail, true, None) {
                    out.push_str("...");
                }
                out.push(']');
                true
            }
            O::Getstatic(r) => {
                out.push_str(&class_name(&r.class_name));
                out.push('.');
                out.push_str(&r.name_and_type.name);
                true
            }
            O::Getfield(r) => {
                if self.cause(out, src, 0, detail - 1, inner, None) {
                    out.push('.');
                }
                out.push_str(&r.name_and_type.name);
                true
            }
            O::Invokevirtual(r) | O::Invokespecial(r) | O::Invokestatic(r) | O::Invokeinterface(r, _) => {
                if detail == MAX_DETAIL && !inner {
                    out.push_str(" because the return value of \"");
                }
                out.push_str(&method_name(r));
                true
            }
            _ => false,
        }
    }

    /// Names local variable `slot` as loaded at bytecode offset `offset`.
    fn local(&self, out: &mut String, offset: usize, slot: u16, is_parameter: bool) {
        if let Some(&(_, _, _, name)) =
            self.locals.iter().find(|&&(start, len, index, _)| index == slot && offset >= start && offset < start + len)
        {
            out.push_str(name);
            return;
        }
        if !self.is_static && slot == 0 && is_parameter {
            out.push_str("this");
            return;
        }
        let params = split_method_descriptor(self.descriptor).map(|(p, _)| p).unwrap_or_default();
        let mut first = usize::from(!self.is_static);
        let slot = slot as usize;
        for (k, p) in params.iter().enumerate() {
            let size = type_size(p);
            if slot >= first && slot < first + size {
                if is_parameter {
                    out.push_str(&format!("<parameter{}>", k + 1));
                    return;
                }
                break;
            }
            first += size;
        }
        out.push_str(&format!("<local{slot}>"));
    }
}

#[cfg(test)]
mod tests {
    use std::borrow::Cow;

    use cafebabe::attributes::ExceptionTableEntry;
    use cafebabe::bytecode::{ByteCode, LookupTable, RangeTable};
    use cafebabe::constant_pool::NameAndType;

    use super::*;

    fn member(class: &'static str, name: &'static str, desc: &'static str) -> MemberRef<'static> {
        MemberRef {
            class_name: Cow::Borrowed(class),
            name_and_type: NameAndType { name: Cow::Borrowed(name), descriptor: Cow::Borrowed(desc) },
        }
    }

    /// Code whose instruction `i` sits at bytecode offset `3 * i`.
    fn code(ops: Vec<Opcode<'static>>, handlers: Vec<u16>) -> CodeData<'static> {
        CodeData {
            max_stack: 10,
            max_locals: 10,
            code: &[],
            bytecode: Some(ByteCode { opcodes: ops.into_iter().enumerate().map(|(i, op)| (3 * i, op)).collect() }),
            exception_table: handlers
                .into_iter()
                .map(|h| ExceptionTableEntry { start_pc: 0, end_pc: 3, handler_pc: h, catch_type: None })
                .collect(),
            attributes: Vec::new(),
        }
    }

    fn message(ops: Vec<Opcode<'static>>, is_static: bool, desc: &str, pc: usize) -> Option<Option<String>> {
        message_at(&code(ops, Vec::new()), is_static, desc, pc)
    }

    #[test]
    fn throw_null() {
        let m = message(vec![Opcode::AconstNull, Opcode::Athrow], true, "()V", 1);
        assert_eq!(m, Some(Some("Cannot throw exception because \"null\" is null".into())));
    }

    #[test]
    fn parameters_this_and_locals() {
        let length = || Opcode::Invokevirtual(member("java/lang/String", "length", "()I"));
        let m =
            message(vec![Opcode::Aload(0), length(), Opcode::Pop, Opcode::Return], true, "(Ljava/lang/String;)V", 1);
        assert_eq!(m, Some(Some("Cannot invoke \"String.length()\" because \"<parameter1>\" is null".into())));
        let m = message(vec![Opcode::Aload(3), length()], false, "(JLjava/lang/String;)V", 1);
        assert_eq!(m, Some(Some("Cannot invoke \"String.length()\" because \"<parameter2>\" is null".into())));
        let ops = vec![Opcode::AconstNull, Opcode::Astore(3), Opcode::Aload(3), length()];
        let m = message(ops, false, "(JLjava/lang/String;)V", 3);
        assert_eq!(m, Some(Some("Cannot invoke \"String.length()\" because \"<local3>\" is null".into())));
        let next = Opcode::Getfield(member("p/Node", "next", "Lp/Node;"));
        let f = Opcode::Putfield(member("p/Node", "f", "J"));
        let ops = vec![Opcode::Aload(0), next, Opcode::Lconst1, f];
        let m = message(ops, false, "()V", 3);
        assert_eq!(m, Some(Some("Cannot assign field \"f\" because \"this.next\" is null".into())));
    }

    #[test]
    fn method_names_shorten_object_and_string() {
        let r = member("java/util/Map", "put", "(Ljava/lang/Object;[Ljava/lang/String;Ljava/lang/StringBuilder;I)V");
        assert_eq!(method_name(&r), "java.util.Map.put(Object, String[], StringBuilder, int)");
        assert_eq!(method_name(&member("[I", "clone", "()Ljava/lang/Object;")), "[I.clone()");
    }

    #[test]
    fn degrades_without_panicking() {
        // Underflow: the action without the clause.
        assert_eq!(message(vec![Opcode::Athrow], true, "()V", 0), Some(Some("Cannot throw exception".into())));
        // No dereference: the caller's message.
        assert_eq!(message(vec![Opcode::Return], true, "()V", 0), None);
        assert_eq!(message(vec![Opcode::Return], true, "()V", 7), None);
        // A constructor call on null: no message.
        let init = Opcode::Invokespecial(member("java/lang/Object", "<init>", "()V"));
        assert_eq!(message(vec![Opcode::AconstNull, init], true, "()V", 1), Some(None));
        // A merge of stacks of different heights.
        let ops = vec![Opcode::Iconst0, Opcode::Ifeq(6), Opcode::AconstNull, Opcode::AconstNull, Opcode::Athrow];
        assert_eq!(message(ops, true, "()V", 4), Some(Some("Cannot throw exception".into())));
    }

    /// Random instruction sequences, including jumps anywhere, never panic.
    #[test]
    fn random_code() {
        let mut seed = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = move |n: u64| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed % n
        };
        for _ in 0..3000 {
            let len = 1 + next(30) as usize;
            let mut ops = Vec::new();
            for i in 0..len {
                let rel = (next(len as u64 + 2) as i32 - i as i32) * 3 + if next(10) == 0 { 1 } else { 0 };
                let op = match next(32) {
                    0 => Opcode::AconstNull,
                    1 => Opcode::Aload(next(70) as u16),
                    2 => Opcode::Iload(next(3) as u16),
                    3 => Opcode::Astore(next(70) as u16),
                    4 => Opcode::Aaload,
                    5 => Opcode::Iaload,
                    6 => Opcode::Aastore,
                    7 => Opcode::Lastore,
                    8 => Opcode::Getfield(member("A", "f", "LA;")),
                    9 => Opcode::Putfield(member("A", "g", "D")),
                    10 => Opcode::Getstatic(member("A", "s", "[LA;")),
                    11 => Opcode::Invokevirtual(member("A", "m", "(JLA;)LA;")),
                    12 => Opcode::Invokestatic(member("A", "s", "(I)[I")),
                    13 => Opcode::Invokeinterface(member("A", "i", "()V"), 1),
                    14 => Opcode::Dup,
                    15 => Opcode::Dup2X2,
                    16 => Opcode::DupX1,
                    17 => Opcode::Swap,
                    18 => Opcode::Pop2,
                    19 => Opcode::Ifnull(rel),
                    20 => Opcode::Goto(rel),
                    21 => Opcode::Tableswitch(RangeTable { default: rel, low: 0, high: 1, jumps: vec![rel, 3] }),
                    22 => Opcode::Lookupswitch(LookupTable { default: rel, match_offsets: vec![(1, rel)] }),
                    23 => Opcode::Athrow,
                    24 => Opcode::Arraylength,
                    25 => Opcode::Monitorenter,
                    26 => Opcode::Sipush(-1),
                    27 => Opcode::Bipush(-3),
                    28 => Opcode::Lconst0,
                    29 => Opcode::Areturn,
                    30 => Opcode::Multianewarray(
                        cafebabe::constant_pool::ObjectArrayType::BinaryName(Cow::Borrowed("[[I")),
                        3,
                    ),
                    _ => Opcode::Iconst2,
                };
                ops.push(op);
            }
            let handlers = (0..next(3)).map(|_| (next(len as u64) * 3) as u16).collect();
            let c = code(ops, handlers);
            for pc in 0..=len {
                let _ = message_at(&c, next(2) == 0, "(JLA;[I)V", pc);
            }
        }
    }
}
