//! The machine's instruction set: JVM bytecode decoded ahead of execution.
//!
//! Each method's bytecode is decoded once, when its class is linked, into a vector of [`Insn`]
//! indexed by instruction number (not byte offset): branch targets are instruction numbers, the
//! typed load/store families collapse into one form each (values carry their own tag), and
//! constant-pool operands become indices into the class's tables of symbolic references.
//! Instructions that name a symbolic reference are *quickened* on first execution: they are
//! rewritten in place into a resolved form (a field slot, a method id, a class id), so
//! resolution work — and class loading — happens once per site.
//!
//! Resolution (linking) is not program state: it depends only on the class path. Class
//! *initialization* is program state, so quickened forms that need an initialized class still
//! check it on every execution.

use crate::class::{ClassId, MethodId};

/// A primitive type, as used by `newarray` and conversions.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Prim {
    Boolean,
    Byte,
    Char,
    Short,
    Int,
    Long,
    Float,
    Double,
}

/// Comparison of an `if*` branch. Each condition is the set of orderings it accepts, as bits
/// (less = 1, equal = 2, greater = 4), so that testing one is a shift rather than a second
/// dispatch on the condition.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
#[repr(u8)]
pub enum Cond {
    Eq = 0b010,
    Ne = 0b101,
    Lt = 0b001,
    Ge = 0b110,
    Gt = 0b100,
    Le = 0b011,
}

impl Cond {
    #[inline(always)]
    pub fn holds(self, ord: std::cmp::Ordering) -> bool {
        (self as u8 >> (ord as i8 + 1)) & 1 != 0
    }
}

/// Binary arithmetic and logic operations.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    And,
    Or,
    Xor,
    Shl,
    Shr,
    Ushr,
}

/// Primitive conversions (`i2l`, `d2i`, ...).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Conv {
    I2L,
    I2F,
    I2D,
    L2I,
    L2F,
    L2D,
    F2I,
    F2L,
    F2D,
    D2I,
    D2L,
    D2F,
    I2B,
    I2C,
    I2S,
}

/// How accesses to a field synchronize, which decides whether they are scheduling points.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FieldKind {
    /// An ordinary field: a scheduling point during exploration when its object is shared.
    Plain,
    /// A volatile field: a synchronization action, always a scheduling point.
    Volatile,
    /// A final field: fixed once its object is constructed, never a scheduling point.
    Final,
    /// A JDK-internal cache whose racy updates are idempotent by design (`String.hash`).
    Cache,
}

impl FieldKind {
    /// Whether an access is a scheduling point, in exploration (`explore`) or plain runs, when
    /// the object is `shared` with other threads. In plain runs only volatile accesses are;
    /// when exploring, plain and volatile accesses to shared objects: a volatile field of an
    /// object no other thread can reach synchronizes with nothing, and is as local as a plain
    /// one (docs/design.md, "Scheduling points"). `volatile_always` keeps every volatile access
    /// a point (`--interleave-jdk`, the reference the tests compare with).
    #[inline(always)]
    pub fn is_scheduling_point(self, explore: bool, shared: bool, volatile_always: bool) -> bool {
        match self {
            FieldKind::Volatile => !explore || shared || volatile_always,
            FieldKind::Plain => explore && shared,
            FieldKind::Final | FieldKind::Cache => false,
        }
    }

    /// Whether a write of the field stops the thread first. A final field is written only by a
    /// constructor (or reflection): of an object no other thread can reach, unless the
    /// constructor leaked `this` and the object is shared, when another thread may read the
    /// field before the write, as under `Plain`.
    pub fn write_is_scheduling_point(self, explore: bool, shared: bool, volatile_always: bool) -> bool {
        match self {
            FieldKind::Final => explore && shared,
            kind => kind.is_scheduling_point(explore, shared, volatile_always),
        }
    }

    /// The JMM access mode of the field's accesses.
    pub fn mode(self) -> weft_events::AccessMode {
        match self {
            FieldKind::Volatile => weft_events::AccessMode::Volatile,
            FieldKind::Final => weft_events::AccessMode::Final,
            FieldKind::Plain | FieldKind::Cache => weft_events::AccessMode::Plain,
        }
    }
}

/// The memory order of a get or set (the JDK 9 access modes; `docs/design.md`, "Relaxed
/// memory" says what each means under `--memory-model jmm`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    Plain,
    /// Opaque: atomic and coherent, not a synchronization action.
    Opaque,
    /// `getAcquire` / `setRelease` (and `Unsafe`'s acquire/release forms).
    AcquireRelease,
    Volatile,
}

/// The memory order of a read-modify-write (the JDK 9 access modes, C11's): whether its read
/// acquires and whether its write releases. `compareAndSet`, `getAndAdd`, ... are volatile
/// (both, and synchronization actions); the `*Acquire` forms only acquire, the `*Release`
/// forms only release, `weakCompareAndSetPlain` does neither.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RmwOrder {
    Plain,
    Acquire,
    Release,
    Volatile,
}

impl RmwOrder {
    /// Whether the read part acquires (takes the clock of a release write it reads).
    pub fn acquires(self) -> bool {
        matches!(self, RmwOrder::Acquire | RmwOrder::Volatile)
    }

    /// Whether the write part is a release write.
    pub fn releases(self) -> bool {
        matches!(self, RmwOrder::Release | RmwOrder::Volatile)
    }

    /// The order an access-mode method's name ends in (`getAndAddAcquire`).
    fn of_suffix(name: &str) -> (&str, RmwOrder) {
        for (suffix, order) in
            [("Acquire", RmwOrder::Acquire), ("Release", RmwOrder::Release), ("Plain", RmwOrder::Plain)]
        {
            if let Some(base) = name.strip_suffix(suffix) {
                return (base, order);
            }
        }
        (name, RmwOrder::Volatile)
    }
}

/// A memory operation of a `VarHandle` access mode (and of `Unsafe`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemOp {
    Get(Order),
    Set(Order),
    /// `compareAndSet` and the `weakCompareAndSet` forms (`Plain`: `weakCompareAndSetPlain`,
    /// a plain read and, when it succeeds, a plain write). A `weak` one may fail although the
    /// value is the expected one (its specification allows spurious failures).
    CompareAndSet {
        order: RmwOrder,
        weak: bool,
    },
    CompareAndExchange(RmwOrder),
    GetAndSet(RmwOrder),
    GetAndAdd(RmwOrder),
    GetAndBitwise(BinOp, RmwOrder),
}

impl MemOp {
    /// The access-mode method's name, for counterexamples.
    pub fn name(self) -> String {
        let (base, order) = match self {
            MemOp::Get(o) | MemOp::Set(o) => {
                let get = matches!(self, MemOp::Get(_));
                return match (get, o) {
                    (true, Order::Plain) => "get",
                    (true, Order::Opaque) => "getOpaque",
                    (true, Order::AcquireRelease) => "getAcquire",
                    (true, Order::Volatile) => "getVolatile",
                    (false, Order::Plain) => "set",
                    (false, Order::Opaque) => "setOpaque",
                    (false, Order::AcquireRelease) => "setRelease",
                    (false, Order::Volatile) => "setVolatile",
                }
                .to_string();
            }
            MemOp::CompareAndSet { order: RmwOrder::Volatile, weak: false } => ("compareAndSet", RmwOrder::Volatile),
            MemOp::CompareAndSet { order, .. } => ("weakCompareAndSet", order),
            MemOp::CompareAndExchange(o) => ("compareAndExchange", o),
            MemOp::GetAndSet(o) => ("getAndSet", o),
            MemOp::GetAndAdd(o) => ("getAndAdd", o),
            MemOp::GetAndBitwise(BinOp::Or, o) => ("getAndBitwiseOr", o),
            MemOp::GetAndBitwise(BinOp::And, o) => ("getAndBitwiseAnd", o),
            MemOp::GetAndBitwise(_, o) => ("getAndBitwiseXor", o),
        };
        let suffix = match order {
            RmwOrder::Plain => "Plain",
            RmwOrder::Acquire => "Acquire",
            RmwOrder::Release => "Release",
            RmwOrder::Volatile => "",
        };
        format!("{base}{suffix}")
    }

    /// The order of a read-modify-write; `None` for a get or a set.
    pub fn update_order(self) -> Option<RmwOrder> {
        match self {
            MemOp::Get(_) | MemOp::Set(_) => None,
            MemOp::CompareAndSet { order: o, .. }
            | MemOp::CompareAndExchange(o)
            | MemOp::GetAndSet(o)
            | MemOp::GetAndAdd(o)
            | MemOp::GetAndBitwise(_, o) => Some(o),
        }
    }

    /// The operation of a `VarHandle` access-mode method. Acquire and release gets and sets are
    /// synchronization actions, never data races (sequentially consistent ones are volatile;
    /// the JMM exploration gives them their weaker semantics), and so are the acquire/release
    /// read-modify-writes, which the JMM exploration gives their own order ([`RmwOrder`]).
    /// Opaque accesses are never data races and synchronize nothing; `weakCompareAndSetPlain`
    /// is plain.
    pub fn of_var_handle_method(name: &str) -> Option<MemOp> {
        Some(match name {
            "get" => MemOp::Get(Order::Plain),
            "set" => MemOp::Set(Order::Plain),
            "getVolatile" => MemOp::Get(Order::Volatile),
            "setVolatile" => MemOp::Set(Order::Volatile),
            "getAcquire" => MemOp::Get(Order::AcquireRelease),
            "setRelease" => MemOp::Set(Order::AcquireRelease),
            "getOpaque" => MemOp::Get(Order::Opaque),
            "setOpaque" => MemOp::Set(Order::Opaque),
            // `weakCompareAndSet` is the volatile form.
            "weakCompareAndSet" => MemOp::CompareAndSet { order: RmwOrder::Volatile, weak: true },
            _ => {
                let (base, order) = RmwOrder::of_suffix(name);
                match (base, order) {
                    ("compareAndSet", RmwOrder::Volatile) => MemOp::CompareAndSet { order, weak: false },
                    ("weakCompareAndSet", RmwOrder::Plain | RmwOrder::Acquire | RmwOrder::Release) => {
                        MemOp::CompareAndSet { order, weak: true }
                    }
                    ("compareAndExchange", RmwOrder::Volatile | RmwOrder::Acquire | RmwOrder::Release) => {
                        MemOp::CompareAndExchange(order)
                    }
                    ("getAndSet", _) if order != RmwOrder::Plain => MemOp::GetAndSet(order),
                    ("getAndAdd", _) if order != RmwOrder::Plain => MemOp::GetAndAdd(order),
                    ("getAndBitwiseOr", _) if order != RmwOrder::Plain => MemOp::GetAndBitwise(BinOp::Or, order),
                    ("getAndBitwiseAnd", _) if order != RmwOrder::Plain => MemOp::GetAndBitwise(BinOp::And, order),
                    ("getAndBitwiseXor", _) if order != RmwOrder::Plain => MemOp::GetAndBitwise(BinOp::Xor, order),
                    _ => return None,
                }
            }
        })
    }
}

/// Index of a symbolic reference in a class's tables.
pub type RefIndex = u32;

/// One decoded instruction.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum Insn {
    Nop,
    AconstNull,
    Iconst(i32),
    Lconst(i64),
    Fconst(f32),
    Dconst(f64),
    /// `ldc` of a constant from the class's constant table.
    Ldc(RefIndex),
    /// Quickened `ldc` of a string literal: index into the program's literal table.
    LdcString(u32),
    /// Quickened `ldc` of a class literal.
    LdcClass(ClassId),
    Load(u16),
    Store(u16),
    Iinc(u16, i32),
    ArrayLoad,
    ArrayStore,
    Pop,
    Pop2,
    Dup,
    DupX1,
    DupX2,
    Dup2,
    Dup2X1,
    Dup2X2,
    Swap,
    IBin(BinOp),
    LBin(BinOp),
    FBin(BinOp),
    DBin(BinOp),
    INeg,
    LNeg,
    FNeg,
    DNeg,
    Conv(Conv),
    Lcmp,
    /// `fcmpl` (`nan_is_greater == false`) and `fcmpg`.
    Fcmp {
        nan_is_greater: bool,
    },
    Dcmp {
        nan_is_greater: bool,
    },
    /// Compare the int on top of the stack with zero.
    If(Cond, u32),
    IfIcmp(Cond, u32),
    IfAcmp {
        equal: bool,
        target: u32,
    },
    IfNull {
        null: bool,
        target: u32,
    },
    Goto(u32),
    /// Index into the method's switch tables.
    TableSwitch(u16),
    LookupSwitch(u16),
    Return,
    ReturnValue,
    GetStatic(RefIndex),
    PutStatic(RefIndex),
    GetField(RefIndex),
    PutField(RefIndex),
    /// Quickened static access: declaring class (needs initialization) and slot.
    GetStaticQ {
        class: ClassId,
        slot: u16,
        kind: FieldKind,
    },
    PutStaticQ {
        class: ClassId,
        slot: u16,
        kind: FieldKind,
    },
    /// Quickened instance field access; `r` keeps the symbolic reference for messages.
    GetFieldQ {
        slot: u16,
        kind: FieldKind,
        r: RefIndex,
    },
    PutFieldQ {
        slot: u16,
        kind: FieldKind,
        r: RefIndex,
    },
    InvokeVirtual(RefIndex),
    InvokeSpecial(RefIndex),
    InvokeStatic(RefIndex),
    InvokeInterface(RefIndex),
    InvokeDynamic(RefIndex),
    /// Quickened virtual or interface call: dispatch on the receiver by method key.
    InvokeVirtualQ {
        key: u32,
        args: u16,
        r: RefIndex,
    },
    /// Quickened non-virtual call (`invokespecial`, final or private methods).
    InvokeExactQ(MethodId),
    /// Quickened static call (the declaring class may need initialization).
    InvokeStaticQ(MethodId),
    /// Quickened `invokedynamic`: index of the linked call site in the program.
    InvokeDynamicQ(u32),
    /// A signature-polymorphic `VarHandle` access (`vh.compareAndSet(obj, a, b)`): the operation,
    /// the argument count including the handle, and the member reference whose descriptor holds
    /// the call site's types (adapted to the handle's own types at each call).
    InvokeVarHandle {
        op: MemOp,
        args: u16,
        r: RefIndex,
    },
    /// A signature-polymorphic `MethodHandle.invoke` or `invokeExact` (`exact`): the argument
    /// count including the handle, and the member reference whose descriptor holds the call
    /// site's types.
    InvokeMethodHandle {
        exact: bool,
        args: u16,
        r: RefIndex,
    },
    New(RefIndex),
    NewQ(ClassId),
    NewArray(Prim),
    ANewArray(RefIndex),
    /// Quickened `anewarray`: the array class to create.
    ANewArrayQ(ClassId),
    MultiANewArray(RefIndex, u8),
    MultiANewArrayQ(ClassId, u8),
    ArrayLength,
    Athrow,
    CheckCast(RefIndex),
    CheckCastQ(ClassId),
    InstanceOf(RefIndex),
    InstanceOfQ(ClassId),
    MonitorEnter,
    MonitorExit,
    // Superinstructions: a fused form replaces the first instruction of a common sequence; the
    // following instructions stay in place, so a jump into the middle of the sequence still
    // works, and any case the fused form does not handle executes as that first instruction.
    /// `load a; load b`.
    Load2(u16, u16),
    /// `load a; load b; if_icmp<cond> target`.
    IfIcmpLL {
        a: u16,
        b: u16,
        cond: Cond,
        target: u32,
    },
    /// `load a; iconst k; if_icmp<cond> target`.
    IfIcmpLC {
        a: u16,
        k: i32,
        cond: Cond,
        target: u32,
    },
    /// `load a; if<cond> target`.
    IfL {
        a: u16,
        cond: Cond,
        target: u32,
    },
    /// `load a; iconst k; iadd|isub|...; store d` for operations that cannot throw.
    IBinLCS {
        a: u16,
        k: i32,
        op: BinOp,
        d: u16,
    },
    /// `load a; load b; iadd|isub|...; store d` for operations that cannot throw.
    IBinLLS {
        a: u16,
        b: u16,
        op: BinOp,
        d: u16,
    },
    /// `lcmp; if<cond> target`.
    IfLcmp(Cond, u32),
    /// `load a; load b; [i2l;] lcmp; if<cond> target`; `widen`: the `i2l` is there (`b` is an
    /// int).
    IfLcmpLL {
        a: u16,
        b: u16,
        widen: bool,
        cond: Cond,
        target: u32,
    },
    /// `load a; lconst k; lcmp; if<cond> target`.
    IfLcmpLC {
        a: u16,
        cond: Cond,
        target: u32,
        k: i64,
    },
    /// `load a; load b; [i2l;] ladd|lsub|...; store d` for operations that cannot throw and take
    /// a long right operand (not shifts); `widen` as in [`Insn::IfLcmpLL`].
    LBinLLS {
        a: u16,
        b: u16,
        widen: bool,
        op: BinOp,
        d: u16,
    },
    /// `load a; lconst k; ladd|lsub|...; store d`, operations as in [`Insn::LBinLLS`].
    LBinLCS {
        a: u16,
        op: BinOp,
        d: u16,
        k: i64,
    },
    /// `load a; load i; [l2i;] xaload`; `narrow`: the `l2i` is there (`i` is a long).
    ArrayLoadLL {
        a: u16,
        i: u16,
        narrow: bool,
    },
    /// `load a; load i; [l2i;] iconst k; xastore`.
    ArrayStoreLLC {
        a: u16,
        i: u16,
        narrow: bool,
        k: i32,
    },
    /// `load a; load i; [l2i;] load v; xastore`.
    ArrayStoreLLL {
        a: u16,
        i: u16,
        narrow: bool,
        v: u16,
    },
    /// `iinc i d; goto target`: the end of a counting loop.
    IincGoto {
        i: u16,
        d: i16,
        target: u32,
    },
}

/// Long operations a superinstruction may fold: they cannot throw and take a long right operand.
fn foldable_long_op(op: BinOp) -> bool {
    matches!(op, BinOp::Add | BinOp::Sub | BinOp::Mul | BinOp::And | BinOp::Or | BinOp::Xor)
}

/// Rewrites common instruction sequences into superinstructions (see [`Insn::Load2`]).
pub fn fuse(insns: &mut [Insn]) {
    let n = insns.len();
    for i in 0..n {
        let at = |k: usize| if i + k < n { Some(insns[i + k]) } else { None };
        match (insns[i], at(1)) {
            (Insn::Lcmp, Some(Insn::If(cond, target))) => {
                insns[i] = Insn::IfLcmp(cond, target);
                continue;
            }
            (Insn::Iinc(l, d), Some(Insn::Goto(target))) => {
                if let Ok(d) = i16::try_from(d) {
                    insns[i] = Insn::IincGoto { i: l, d, target };
                }
                continue;
            }
            _ => {}
        }
        let Insn::Load(a) = insns[i] else { continue };
        // Sequences with an optional conversion of the second operand (`i2l`, `l2i`).
        let (b, conv, rest) = match (at(1), at(2)) {
            (Some(Insn::Load(b)), Some(Insn::Conv(c))) => (Some(b), Some(c), [at(3), at(4)]),
            (Some(Insn::Load(b)), _) => (Some(b), None, [at(2), at(3)]),
            _ => (None, None, [None, None]),
        };
        let (widen, narrow) = (conv == Some(Conv::I2L), conv == Some(Conv::L2I));
        let plain = conv.is_none();
        let fused = match (b, rest) {
            (Some(b), [Some(Insn::Lcmp), Some(Insn::If(cond, target))]) if plain || widen => {
                Some(Insn::IfLcmpLL { a, b, widen, cond, target })
            }
            (Some(b), [Some(Insn::LBin(op)), Some(Insn::Store(d))]) if (plain || widen) && foldable_long_op(op) => {
                Some(Insn::LBinLLS { a, b, widen, op, d })
            }
            (Some(i), [Some(Insn::ArrayLoad), _]) if plain || narrow => Some(Insn::ArrayLoadLL { a, i, narrow }),
            (Some(i), [Some(Insn::Iconst(k)), Some(Insn::ArrayStore)]) if plain || narrow => {
                Some(Insn::ArrayStoreLLC { a, i, narrow, k })
            }
            _ => None,
        };
        // `load a; load i; [l2i;] load v; xastore` needs one more instruction of look-ahead.
        let fused = fused.or(match (b, conv, at(2), at(3), at(4)) {
            (Some(i), None, Some(Insn::Load(v)), Some(Insn::ArrayStore), _) => {
                Some(Insn::ArrayStoreLLL { a, i, narrow: false, v })
            }
            (Some(i), Some(Conv::L2I), _, Some(Insn::Load(v)), Some(Insn::ArrayStore)) => {
                Some(Insn::ArrayStoreLLL { a, i, narrow: true, v })
            }
            _ => None,
        });
        let fused = fused.or(match (at(1), at(2), at(3)) {
            (Some(Insn::Lconst(k)), Some(Insn::Lcmp), Some(Insn::If(cond, target))) => {
                Some(Insn::IfLcmpLC { a, cond, target, k })
            }
            (Some(Insn::Lconst(k)), Some(Insn::LBin(op)), Some(Insn::Store(d))) if foldable_long_op(op) => {
                Some(Insn::LBinLCS { a, op, d, k })
            }
            _ => None,
        });
        if let Some(f) = fused {
            insns[i] = f;
            continue;
        }
        let fused = match (at(1), at(2), at(3)) {
            (Some(Insn::Iconst(k)), Some(Insn::IBin(op)), Some(Insn::Store(d)))
                if !matches!(op, BinOp::Div | BinOp::Rem) =>
            {
                Some(Insn::IBinLCS { a, k, op, d })
            }
            (Some(Insn::Load(b)), Some(Insn::IBin(op)), Some(Insn::Store(d)))
                if !matches!(op, BinOp::Div | BinOp::Rem) =>
            {
                Some(Insn::IBinLLS { a, b, op, d })
            }
            (Some(Insn::Load(b)), Some(Insn::IfIcmp(cond, target)), _) => Some(Insn::IfIcmpLL { a, b, cond, target }),
            (Some(Insn::Iconst(k)), Some(Insn::IfIcmp(cond, target)), _) => Some(Insn::IfIcmpLC { a, k, cond, target }),
            (Some(Insn::If(cond, target)), _, _) => Some(Insn::IfL { a, cond, target }),
            (Some(Insn::Load(b)), _, _) => Some(Insn::Load2(a, b)),
            _ => None,
        };
        if let Some(f) = fused {
            insns[i] = f;
        }
    }
}

/// A `tableswitch`: targets for `low..=low+targets.len()-1`, else `default`.
#[derive(Clone, Debug)]
pub struct TableSwitch {
    pub low: i32,
    pub default: u32,
    pub targets: Vec<u32>,
}

/// A `lookupswitch`: sorted keys with targets, else `default`.
#[derive(Clone, Debug)]
pub struct LookupSwitch {
    pub default: u32,
    pub pairs: Vec<(i32, u32)>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cmp::Ordering::*;

    #[test]
    fn conditions_accept_their_orderings() {
        let table = [
            (Cond::Eq, [false, true, false]),
            (Cond::Ne, [true, false, true]),
            (Cond::Lt, [true, false, false]),
            (Cond::Ge, [false, true, true]),
            (Cond::Gt, [false, false, true]),
            (Cond::Le, [true, true, false]),
        ];
        for (cond, expected) in table {
            assert_eq!([cond.holds(Less), cond.holds(Equal), cond.holds(Greater)], expected, "{cond:?}");
        }
    }

    fn fused(mut code: Vec<Insn>) -> Insn {
        fuse(&mut code);
        code[0]
    }

    #[test]
    fn long_compares_fuse() {
        let (lt, gt) = (Cond::Lt, Cond::Gt);
        assert_eq!(fused(vec![Insn::Lcmp, Insn::If(lt, 9)]), Insn::IfLcmp(lt, 9));
        assert_eq!(
            fused(vec![Insn::Load(4), Insn::Load(0), Insn::Conv(Conv::I2L), Insn::Lcmp, Insn::If(gt, 9)]),
            Insn::IfLcmpLL { a: 4, b: 0, widen: true, cond: gt, target: 9 }
        );
        assert_eq!(
            fused(vec![Insn::Load(4), Insn::Load(2), Insn::Lcmp, Insn::If(gt, 9)]),
            Insn::IfLcmpLL { a: 4, b: 2, widen: false, cond: gt, target: 9 }
        );
        assert_eq!(
            fused(vec![Insn::Load(1), Insn::Lconst(7), Insn::Lcmp, Insn::If(lt, 3)]),
            Insn::IfLcmpLC { a: 1, cond: lt, target: 3, k: 7 }
        );
        // Another conversion between the loads and the compare is not folded.
        assert_eq!(
            fused(vec![Insn::Load(4), Insn::Load(0), Insn::Conv(Conv::F2L), Insn::Lcmp, Insn::If(gt, 9)]),
            Insn::Load2(4, 0)
        );
    }

    #[test]
    fn long_arithmetic_fuses_unless_it_can_throw() {
        assert_eq!(
            fused(vec![Insn::Load(4), Insn::Load(3), Insn::Conv(Conv::I2L), Insn::LBin(BinOp::Add), Insn::Store(4)]),
            Insn::LBinLLS { a: 4, b: 3, widen: true, op: BinOp::Add, d: 4 }
        );
        assert_eq!(
            fused(vec![Insn::Load(1), Insn::Lconst(3), Insn::LBin(BinOp::Mul), Insn::Store(5)]),
            Insn::LBinLCS { a: 1, op: BinOp::Mul, d: 5, k: 3 }
        );
        for op in [BinOp::Div, BinOp::Rem, BinOp::Shl] {
            assert_eq!(
                fused(vec![Insn::Load(1), Insn::Load(2), Insn::LBin(op), Insn::Store(5)]),
                Insn::Load2(1, 2),
                "{op:?}"
            );
        }
    }

    #[test]
    fn array_accesses_fuse() {
        assert_eq!(
            fused(vec![Insn::Load(1), Insn::Load(3), Insn::ArrayLoad]),
            Insn::ArrayLoadLL { a: 1, i: 3, narrow: false }
        );
        assert_eq!(
            fused(vec![Insn::Load(1), Insn::Load(4), Insn::Conv(Conv::L2I), Insn::ArrayLoad]),
            Insn::ArrayLoadLL { a: 1, i: 4, narrow: true }
        );
        assert_eq!(
            fused(vec![Insn::Load(1), Insn::Load(4), Insn::Conv(Conv::L2I), Insn::Iconst(1), Insn::ArrayStore]),
            Insn::ArrayStoreLLC { a: 1, i: 4, narrow: true, k: 1 }
        );
        assert_eq!(
            fused(vec![Insn::Load(1), Insn::Load(2), Insn::Load(3), Insn::ArrayStore]),
            Insn::ArrayStoreLLL { a: 1, i: 2, narrow: false, v: 3 }
        );
        assert_eq!(
            fused(vec![Insn::Load(1), Insn::Load(2), Insn::Conv(Conv::L2I), Insn::Load(3), Insn::ArrayStore]),
            Insn::ArrayStoreLLL { a: 1, i: 2, narrow: true, v: 3 }
        );
        // A widening conversion of the index is no array access javac emits: left alone.
        assert_eq!(
            fused(vec![Insn::Load(1), Insn::Load(2), Insn::Conv(Conv::I2L), Insn::ArrayLoad]),
            Insn::Load2(1, 2)
        );
    }

    #[test]
    fn loop_ends_fuse() {
        assert_eq!(fused(vec![Insn::Iinc(3, 1), Insn::Goto(0)]), Insn::IincGoto { i: 3, d: 1, target: 0 });
        assert_eq!(fused(vec![Insn::Iinc(3, -70000), Insn::Goto(0)]), Insn::Iinc(3, -70000));
    }

    #[test]
    fn sequences_cut_short_by_the_end_of_the_code_do_not_fuse() {
        assert_eq!(fused(vec![Insn::Load(1), Insn::Load(2), Insn::Conv(Conv::L2I)]), Insn::Load2(1, 2));
        assert_eq!(fused(vec![Insn::Lcmp]), Insn::Lcmp);
    }

    #[test]
    fn var_handle_update_modes_keep_their_order_and_name() {
        let mut names =
            vec!["compareAndSet".to_string(), "weakCompareAndSet".to_string(), "weakCompareAndSetPlain".to_string()];
        for base in ["weakCompareAndSet", "compareAndExchange", "getAndSet", "getAndAdd", "getAndBitwiseXor"] {
            for suffix in ["Acquire", "Release"] {
                names.push(format!("{base}{suffix}"));
            }
        }
        for name in ["compareAndExchange", "getAndSet", "getAndAdd", "getAndBitwiseOr", "getAndBitwiseAnd"] {
            names.push(name.to_string());
        }
        for name in &names {
            let op = MemOp::of_var_handle_method(name).expect("an access mode");
            assert_eq!(&op.name(), name);
        }
        let order = |name| MemOp::of_var_handle_method(name).and_then(MemOp::update_order);
        assert_eq!(order("weakCompareAndSet"), Some(RmwOrder::Volatile), "the volatile weak form");
        assert_eq!(order("getAndAddAcquire"), Some(RmwOrder::Acquire));
        assert_eq!(order("compareAndExchangeRelease"), Some(RmwOrder::Release));
        assert_eq!(order("weakCompareAndSetPlain"), Some(RmwOrder::Plain));
        assert!(order("getAcquire").is_none(), "a get is no update");
        for missing in ["getAndAddPlain", "compareAndSetAcquire", "compareAndExchangePlain", "getAndSetVolatile"] {
            assert_eq!(MemOp::of_var_handle_method(missing), None, "{missing} is no access mode");
        }
        assert!(RmwOrder::Acquire.acquires() && !RmwOrder::Acquire.releases());
        assert!(!RmwOrder::Release.acquires() && RmwOrder::Release.releases());
        assert!(!RmwOrder::Plain.acquires() && !RmwOrder::Plain.releases());
    }
}
