//! Which local variables of a method may still be read: a backward liveness analysis of its
//! decoded instructions, for the state fingerprint.
//!
//! A local variable is *dead* at an instruction when no path from it reads the variable before
//! writing it. Two states that differ only in dead locals behave alike (the values are never
//! read again), so the fingerprint leaves them out (dead-variable reduction): a variable that
//! outlives its last use (a loop counter after its loop, a future once it was cancelled) would
//! otherwise keep apart states that cannot be told apart, and hold on to objects the program no
//! longer reaches.
//!
//! The analysis is conservative: a variable it cannot prove dead is live. Exception handlers
//! make every variable live in the handler live at each instruction the handler covers (an
//! exception may leave before the instruction writes anything). A superinstruction
//! ([`Insn::Load2`] and the others) stands in for a sequence whose later instructions stay in
//! place, and falls back to its first instruction in cases it does not handle: it reads all
//! its operands, writes nothing (the `store` of the sequence, still in place after it, does),
//! and goes on at the next instruction or its branch target, so the analysis sees the original
//! sequence. Quickening rewrites instructions into forms with the same local accesses.

use std::cell::Cell;

use crate::class::{Code, Method};
use crate::insn::{Conv, Insn};
use crate::program::{Program, SPIN_THEN_PARK_METHODS};

/// Methods with more local slots than this are not analysed (every local counts as live): few
/// methods have them, and the bit sets would be large.
const MAX_ANALYSED_LOCALS: u16 = 1024;

/// The live locals of a method at each instruction, as bit sets.
#[derive(Debug)]
pub struct LiveLocals {
    words: usize,
    bits: Box<[u64]>,
}

impl LiveLocals {
    /// Whether local `slot` may be read before it is written, from instruction `pc` on.
    /// Anything outside the analysed method counts as live.
    #[inline]
    pub fn is_live(&self, pc: u32, slot: usize) -> bool {
        let word = pc as usize * self.words + slot / 64;
        match (slot / 64 < self.words, self.bits.get(word)) {
            (true, Some(w)) => w >> (slot % 64) & 1 != 0,
            _ => true,
        }
    }
}

/// How one instruction uses locals and where control goes after it.
struct Effect {
    reads: [Option<u16>; 3],
    writes: Option<u16>,
    /// Falls through to the next instruction.
    next: bool,
    /// Branch targets other than the next instruction (and a switch's, read from the code).
    target: Option<u32>,
    switch: Option<Switch>,
}

enum Switch {
    Table(u16),
    Lookup(u16),
}

impl Effect {
    fn plain() -> Effect {
        Effect { reads: [None; 3], writes: None, next: true, target: None, switch: None }
    }

    fn reading(slots: &[u16]) -> Effect {
        let mut e = Effect::plain();
        for (r, &s) in e.reads.iter_mut().zip(slots) {
            *r = Some(s);
        }
        e
    }

    fn branch(mut self, target: u32) -> Effect {
        self.target = Some(target);
        self
    }
}

/// What instruction `insn` reads and writes of the locals, and where it goes. The match names
/// every instruction, so that a new one that touches locals cannot be missed here.
fn effect(insn: Insn) -> Effect {
    use Insn as I;
    match insn {
        I::Load(a) => Effect::reading(&[a]),
        I::Store(a) => Effect { writes: Some(a), ..Effect::plain() },
        I::Iinc(a, _) => Effect::reading(&[a]),
        I::Load2(a, b) => Effect::reading(&[a, b]),
        I::IfIcmpLL { a, b, target, .. } => Effect::reading(&[a, b]).branch(target),
        I::IfIcmpLC { a, target, .. } | I::IfL { a, target, .. } | I::IfLcmpLC { a, target, .. } => {
            Effect::reading(&[a]).branch(target)
        }
        I::IfLcmpLL { a, b, target, .. } => Effect::reading(&[a, b]).branch(target),
        I::IBinLCS { a, .. } | I::LBinLCS { a, .. } => Effect::reading(&[a]),
        I::IBinLLS { a, b, .. } | I::LBinLLS { a, b, .. } => Effect::reading(&[a, b]),
        I::ArrayLoadLL { a, i, .. } | I::ArrayStoreLLC { a, i, .. } => Effect::reading(&[a, i]),
        I::ArrayStoreLLL { a, i, v, .. } => Effect::reading(&[a, i, v]),
        I::IincGoto { i, target, .. } => Effect::reading(&[i]).branch(target),
        I::If(_, target) | I::IfIcmp(_, target) | I::IfLcmp(_, target) => Effect::plain().branch(target),
        I::IfAcmp { target, .. } | I::IfNull { target, .. } => Effect::plain().branch(target),
        I::Goto(target) => Effect { next: false, ..Effect::plain().branch(target) },
        I::TableSwitch(t) => Effect { next: false, switch: Some(Switch::Table(t)), ..Effect::plain() },
        I::LookupSwitch(t) => Effect { next: false, switch: Some(Switch::Lookup(t)), ..Effect::plain() },
        I::Return | I::ReturnValue | I::Athrow => Effect { next: false, ..Effect::plain() },
        I::Nop
        | I::AconstNull
        | I::Iconst(_)
        | I::Lconst(_)
        | I::Fconst(_)
        | I::Dconst(_)
        | I::Ldc(_)
        | I::LdcString(_)
        | I::LdcClass(_)
        | I::ArrayLoad
        | I::ArrayStore
        | I::Pop
        | I::Pop2
        | I::Dup
        | I::DupX1
        | I::DupX2
        | I::Dup2
        | I::Dup2X1
        | I::Dup2X2
        | I::Swap
        | I::IBin(_)
        | I::LBin(_)
        | I::FBin(_)
        | I::DBin(_)
        | I::INeg
        | I::LNeg
        | I::FNeg
        | I::DNeg
        | I::Conv(_)
        | I::Lcmp
        | I::Fcmp { .. }
        | I::Dcmp { .. }
        | I::GetStatic(_)
        | I::PutStatic(_)
        | I::GetField(_)
        | I::PutField(_)
        | I::GetStaticQ { .. }
        | I::PutStaticQ { .. }
        | I::GetFieldQ { .. }
        | I::PutFieldQ { .. }
        | I::InvokeVirtual(_)
        | I::InvokeSpecial(_)
        | I::InvokeStatic(_)
        | I::InvokeInterface(_)
        | I::InvokeDynamic(_)
        | I::InvokeVirtualQ { .. }
        | I::InvokeExactQ(_)
        | I::InvokeStaticQ(_)
        | I::InvokeDynamicQ(_)
        | I::InvokeVarHandle { .. }
        | I::InvokeMethodHandle { .. }
        | I::New(_)
        | I::NewQ(_)
        | I::NewArray(_)
        | I::ANewArray(_)
        | I::ANewArrayQ(_)
        | I::MultiANewArray(..)
        | I::MultiANewArrayQ(..)
        | I::ArrayLength
        | I::CheckCast(_)
        | I::CheckCastQ(_)
        | I::InstanceOf(_)
        | I::InstanceOfQ(_)
        | I::MonitorEnter
        | I::MonitorExit => Effect::plain(),
    }
}

/// The live locals of `code` at each instruction; `keep` lists slots that count as live
/// everywhere (what the machine reads outside the bytecode, such as a constructor's receiver).
/// `None` when the method has too many locals to analyse.
pub fn analyse(code: &Code, keep: &[u16]) -> Option<LiveLocals> {
    if code.max_locals > MAX_ANALYSED_LOCALS {
        return None;
    }
    let n = code.insns.len();
    let words = (code.max_locals as usize).div_ceil(64).max(1);
    let effects: Vec<Effect> = code.insns.iter().map(|c| effect(c.get())).collect();
    let mut successors: Vec<Vec<u32>> = Vec::with_capacity(n);
    for (i, e) in effects.iter().enumerate() {
        let mut s = Vec::new();
        if e.next {
            s.push(i as u32 + 1);
        }
        s.extend(e.target);
        match e.switch {
            Some(Switch::Table(t)) => {
                let t = code.tables.get(t as usize)?;
                s.push(t.default);
                s.extend(&t.targets);
            }
            Some(Switch::Lookup(t)) => {
                let t = code.lookups.get(t as usize)?;
                s.push(t.default);
                s.extend(t.pairs.iter().map(|&(_, target)| target));
            }
            None => {}
        }
        // (A target past the end cannot be reached by verified code; it adds nothing.)
        s.retain(|&t| (t as usize) < n);
        successors.push(s);
    }
    let mut bits = vec![0u64; n * words];
    let mut out = vec![0u64; words];
    let mut kept = vec![0u64; words];
    for &k in keep {
        if let Some(w) = kept.get_mut(k as usize / 64) {
            *w |= 1 << (k % 64);
        }
    }
    // Round-robin backward passes until nothing changes (loops converge in a few passes).
    let mut changed = true;
    while changed {
        changed = false;
        for i in (0..n).rev() {
            out.copy_from_slice(&kept);
            for &s in &successors[i] {
                let s = s as usize * words;
                out.iter_mut().zip(&bits[s..s + words]).for_each(|(o, b)| *o |= b);
            }
            let e = &effects[i];
            if let Some(w) = e.writes {
                if let Some(o) = out.get_mut(w as usize / 64) {
                    *o &= !(1 << (w % 64));
                }
            }
            for r in e.reads.iter().flatten() {
                if let Some(o) = out.get_mut(*r as usize / 64) {
                    *o |= 1 << (r % 64);
                }
            }
            for h in &code.handlers {
                if (h.start as usize..h.end as usize).contains(&i) && (h.target as usize) < n {
                    let t = h.target as usize * words;
                    for (o, b) in out.iter_mut().zip(&bits[t..t + words]) {
                        *o |= b;
                    }
                }
            }
            let at = &mut bits[i * words..(i + 1) * words];
            if at != &out[..] {
                at.copy_from_slice(&out);
                changed = true;
            }
        }
    }
    Some(LiveLocals { words, bits: bits.into_boxed_slice() })
}

/// Where a spin-then-park method ([`crate::program::SPIN_THEN_PARK_METHODS`]) keeps its spin
/// counts, and the instructions at which it parks.
#[derive(Debug)]
pub struct SpinCounts {
    pub slots: [u16; 2],
    parks: Vec<u32>,
}

impl SpinCounts {
    /// Whether instruction `pc` is one of the method's calls to park.
    pub fn parks_at(&self, pc: u32) -> bool {
        self.parks.binary_search(&pc).is_ok()
    }
}

/// Where method `m` counts spins and parks, if it is one of
/// [`crate::program::SPIN_THEN_PARK_METHODS`] (worked out once per method).
pub fn spin_then_park<'m>(prog: &Program, m: &'m Method) -> Option<&'m SpinCounts> {
    let code = m.code.as_ref()?;
    code.spin_counts
        .get_or_init(|| {
            let class = prog.class(m.class);
            let known = SPIN_THEN_PARK_METHODS
                .iter()
                .any(|&(c, n, d)| *class.name == *c && *m.name == *n && *m.descriptor == *d);
            let is_park = |insn: Insn| {
                let (owner, name) = match insn {
                    Insn::InvokeStatic(r) => match class.member_refs.get(r as usize) {
                        Some(r) => (&r.class, &r.name),
                        None => return false,
                    },
                    Insn::InvokeStaticQ(callee) => {
                        let callee = prog.method(callee);
                        (&prog.class(callee.class).name, &callee.name)
                    }
                    _ => return false,
                };
                &**owner == "java/util/concurrent/locks/LockSupport" && matches!(&**name, "park" | "parkNanos")
            };
            known.then(|| spin_counts(code, is_park)).flatten()
        })
        .as_ref()
}

/// Finds the two spin counts of a spin-then-park method by the statement that sets both,
/// `spins = postSpins = (byte) ...` (`i2b; dup; store a; store b`), and its parks by
/// `is_park`. `None` when the method is not of that shape (another JDK's version): then
/// nothing is left out.
pub fn spin_counts(code: &Code, is_park: impl Fn(Insn) -> bool) -> Option<SpinCounts> {
    let insns: Vec<Insn> = code.insns.iter().map(Cell::get).collect();
    let slots = insns.windows(4).find_map(|w| match *w {
        [Insn::Conv(Conv::I2B), Insn::Dup, Insn::Store(a), Insn::Store(b)] if a != b => Some([a, b]),
        _ => None,
    })?;
    let parks: Vec<u32> = (0..insns.len() as u32).filter(|&i| is_park(insns[i as usize])).collect();
    (!parks.is_empty()).then_some(SpinCounts { slots, parks })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::class::Handler;
    use crate::insn::Cond;

    fn code(insns: Vec<Insn>, max_locals: u16, handlers: Vec<Handler>) -> Code {
        Code {
            insns: insns.into_iter().map(Cell::new).collect(),
            max_locals,
            max_stack: 4,
            handlers,
            lines: vec![],
            tables: vec![],
            lookups: vec![],
            live_locals: Default::default(),
            spin_counts: Default::default(),
        }
    }

    fn live_at(l: &LiveLocals, pc: u32, slots: u16) -> Vec<u16> {
        (0..slots).filter(|&s| l.is_live(pc, s as usize)).collect()
    }

    #[test]
    fn a_local_is_dead_after_its_last_read_and_before_it_is_written() {
        // 0: load 0; 1: store 1; 2: load 1; 3: pop; 4: iconst 1; 5: store 1; 6: return
        let c = code(
            vec![
                Insn::Load(0),
                Insn::Store(1),
                Insn::Load(1),
                Insn::Pop,
                Insn::Iconst(1),
                Insn::Store(1),
                Insn::Return,
            ],
            2,
            vec![],
        );
        let l = analyse(&c, &[]).unwrap();
        assert_eq!(live_at(&l, 0, 2), vec![0]);
        assert_eq!(live_at(&l, 1, 2), Vec::<u16>::new());
        assert_eq!(live_at(&l, 2, 2), vec![1]);
        assert_eq!(live_at(&l, 3, 2), Vec::<u16>::new());
        assert_eq!(live_at(&l, 6, 2), Vec::<u16>::new());
        // A kept slot is live everywhere.
        let l = analyse(&c, &[0]).unwrap();
        assert_eq!(live_at(&l, 6, 2), vec![0]);
    }

    #[test]
    fn a_loop_keeps_its_variables_live_around_the_back_edge() {
        // 0: load 0; 1: if eq 4; 2: iinc 1; 3: goto 0; 4: load 1; 5: returnvalue
        let c = code(
            vec![
                Insn::Load(0),
                Insn::If(Cond::Eq, 4),
                Insn::Iinc(1, 1),
                Insn::Goto(0),
                Insn::Load(1),
                Insn::ReturnValue,
            ],
            2,
            vec![],
        );
        let l = analyse(&c, &[]).unwrap();
        for pc in 0..4 {
            assert!(l.is_live(pc, 1), "slot 1 live at {pc}");
        }
        assert!(l.is_live(3, 0), "slot 0 live at the back edge");
        assert!(!l.is_live(4, 0), "slot 0 dead after the loop");
    }

    #[test]
    fn a_handler_s_locals_are_live_throughout_its_range() {
        // try { 0: iconst; 1: store 0 (overwrites the local the handler reads) } 2: return;
        // handler 3: load 0; 4: returnvalue
        let c = code(
            vec![Insn::Iconst(0), Insn::Store(0), Insn::Return, Insn::Load(0), Insn::ReturnValue],
            1,
            vec![Handler { start: 0, end: 2, target: 3, catch: None }],
        );
        let l = analyse(&c, &[]).unwrap();
        assert!(l.is_live(0, 0));
        assert!(l.is_live(1, 0), "the store may throw before it writes, as far as liveness knows");
        assert!(!l.is_live(2, 0));
    }

    #[test]
    fn a_superinstruction_reads_its_operands_and_falls_through_to_the_sequence() {
        // The fused `load 0; load 1; iadd; store 2` keeps its sequence after it.
        let c = code(
            vec![
                Insn::IBinLLS { a: 0, b: 1, op: crate::insn::BinOp::Add, d: 2 },
                Insn::Load(1),
                Insn::IBin(crate::insn::BinOp::Add),
                Insn::Store(2),
                Insn::Load(2),
                Insn::ReturnValue,
            ],
            3,
            vec![],
        );
        let l = analyse(&c, &[]).unwrap();
        assert_eq!(live_at(&l, 0, 3), vec![0, 1]);
        assert_eq!(live_at(&l, 3, 3), Vec::<u16>::new());
        assert_eq!(live_at(&l, 4, 3), vec![2]);
    }

    #[test]
    fn spin_counts_are_found_by_the_statement_that_sets_both() {
        // spins = postSpins = (byte) (postSpins << 1 | 1); park(); ... park();
        let c = code(
            vec![
                Insn::Load(10),
                Insn::Iconst(1),
                Insn::IBin(crate::insn::BinOp::Shl),
                Insn::Iconst(1),
                Insn::IBin(crate::insn::BinOp::Or),
                Insn::Conv(Conv::I2B),
                Insn::Dup,
                Insn::Store(10),
                Insn::Store(9),
                Insn::InvokeStatic(0),
                Insn::InvokeStatic(1),
                Insn::InvokeStatic(0),
                Insn::Return,
            ],
            11,
            vec![],
        );
        let counts = spin_counts(&c, |insn| insn == Insn::InvokeStatic(0)).unwrap();
        assert_eq!(counts.slots, [10, 9]);
        let parks: Vec<u32> = (0..13).filter(|&pc| counts.parks_at(pc)).collect();
        assert_eq!(parks, vec![9, 11]);
        // Without a park, or without the statement, nothing is found.
        assert!(spin_counts(&c, |_| false).is_none());
        let plain = code(vec![Insn::Conv(Conv::I2B), Insn::Store(1), Insn::Return], 2, vec![]);
        assert!(spin_counts(&plain, |_| true).is_none());
    }
}
