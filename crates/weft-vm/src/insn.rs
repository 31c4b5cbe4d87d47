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

/// Comparison of an `if*` branch.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Cond {
    Eq,
    Ne,
    Lt,
    Ge,
    Gt,
    Le,
}

impl Cond {
    #[inline(always)]
    pub fn holds(self, ord: std::cmp::Ordering) -> bool {
        use std::cmp::Ordering::*;
        match self {
            Cond::Eq => ord == Equal,
            Cond::Ne => ord != Equal,
            Cond::Lt => ord == Less,
            Cond::Ge => ord != Less,
            Cond::Gt => ord == Greater,
            Cond::Le => ord != Greater,
        }
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
    /// the object is `shared` with other threads.
    #[inline(always)]
    pub fn is_scheduling_point(self, explore: bool, shared: bool) -> bool {
        match self {
            FieldKind::Volatile => true,
            FieldKind::Plain => explore && shared,
            FieldKind::Final | FieldKind::Cache => false,
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

/// A memory operation of a `VarHandle` access mode (and of `Unsafe`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MemOp {
    Get {
        volatile: bool,
    },
    Set {
        volatile: bool,
    },
    /// Opaque mode: atomic, not a synchronization action.
    GetOpaque,
    SetOpaque,
    CompareAndSet,
    /// `weakCompareAndSetPlain`: a plain read and (when it succeeds) a plain write.
    CompareAndSetPlain,
    CompareAndExchange,
    GetAndSet,
    GetAndAdd,
    GetAndBitwise(BinOp),
}

impl MemOp {
    /// The operation of a `VarHandle` access-mode method. Acquire and release modes are treated
    /// as volatile: they are synchronization actions, never data races. Opaque accesses are
    /// never data races and synchronize nothing; `weakCompareAndSetPlain` is plain.
    pub fn of_var_handle_method(name: &str) -> Option<MemOp> {
        Some(match name {
            "get" => MemOp::Get { volatile: false },
            "set" => MemOp::Set { volatile: false },
            "getVolatile" | "getAcquire" => MemOp::Get { volatile: true },
            "setVolatile" | "setRelease" => MemOp::Set { volatile: true },
            "getOpaque" => MemOp::GetOpaque,
            "setOpaque" => MemOp::SetOpaque,
            "weakCompareAndSetPlain" => MemOp::CompareAndSetPlain,
            "compareAndSet" | "weakCompareAndSet" | "weakCompareAndSetAcquire" | "weakCompareAndSetRelease" => {
                MemOp::CompareAndSet
            }
            "compareAndExchange" | "compareAndExchangeAcquire" | "compareAndExchangeRelease" => {
                MemOp::CompareAndExchange
            }
            "getAndSet" | "getAndSetAcquire" | "getAndSetRelease" => MemOp::GetAndSet,
            "getAndAdd" | "getAndAddAcquire" | "getAndAddRelease" => MemOp::GetAndAdd,
            "getAndBitwiseOr" | "getAndBitwiseOrAcquire" | "getAndBitwiseOrRelease" => MemOp::GetAndBitwise(BinOp::Or),
            "getAndBitwiseAnd" | "getAndBitwiseAndAcquire" | "getAndBitwiseAndRelease" => {
                MemOp::GetAndBitwise(BinOp::And)
            }
            "getAndBitwiseXor" | "getAndBitwiseXorAcquire" | "getAndBitwiseXorRelease" => {
                MemOp::GetAndBitwise(BinOp::Xor)
            }
            _ => return None,
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
    /// the argument count including the handle, and whether the call returns a value.
    InvokeVarHandle {
        op: MemOp,
        args: u16,
        returns: bool,
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
}

/// Rewrites common instruction sequences into superinstructions (see [`Insn::Load2`]).
pub fn fuse(insns: &mut [Insn]) {
    let n = insns.len();
    for i in 0..n {
        let at = |k: usize| if i + k < n { Some(insns[i + k]) } else { None };
        let Insn::Load(a) = insns[i] else { continue };
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
