//! `jdk.internal.misc.Unsafe`: the memory operations behind the JDK's atomics, locks and
//! concurrent collections, and `LockSupport.park`/`unpark`.
//!
//! Offsets are weft's own encoding: an instance field's offset is `8 + 8 * slot`; an array
//! element's is `ARRAY_BASE + index * scale`. Volatile and compare-and-set accesses are
//! synchronization actions: they emit volatile events and are scheduling points.

use weft_events::{AccessMode, Event, Location, Site};

use super::*;
use crate::class::{ClassKind, ElementType};
use crate::insn::{FieldKind, Prim};
use crate::insn::{MemOp, Order, RmwOrder};
use crate::jmm::{ReadOrder, UpdateRead, WriteOrder};
use crate::machine::SpuriousWakeup;
use crate::state::{ArrayData, Body, ThreadStatus};

const ARRAY_BASE: i64 = 16;
pub(super) const FIELD_BASE: i64 = 8;

/// A memory cell: named by an object and an Unsafe offset, or by a VarHandle and its coordinates.
#[derive(Clone, Copy)]
pub(crate) enum Cell {
    Field { obj: ObjRef, slot: u16 },
    Element { arr: ObjRef, index: usize },
    Static { class: crate::class::ClassId, slot: u16 },
}

fn scale_of(m: &Machine, array_class: crate::class::ClassId) -> i64 {
    match m.prog.class(array_class).kind {
        ClassKind::Array { element: ElementType::Prim(p) } => match p {
            Prim::Boolean | Prim::Byte => 1,
            Prim::Char | Prim::Short => 2,
            Prim::Int | Prim::Float => 4,
            Prim::Long | Prim::Double => 8,
        },
        _ => 4,
    }
}

fn cell(m: &Machine, obj: Option<ObjRef>, offset: i64) -> Result<Cell, VmError> {
    let Some(obj) = obj else {
        return Err(VmError::unsupported("Unsafe access to off-heap memory or static fields"));
    };
    let o = m.st.heap.get(obj);
    match &o.body {
        Body::Array(a) => {
            let scale = scale_of(m, o.class);
            let index = (offset - ARRAY_BASE) / scale;
            if index < 0 || index as usize >= a.len() {
                return Err(VmError::verify(format!("Unsafe array offset {offset} out of bounds")));
            }
            Ok(Cell::Element { arr: obj, index: index as usize })
        }
        Body::Fields(f) => {
            let slot = (offset - FIELD_BASE) / 8;
            if slot < 0 || slot as usize >= f.len() {
                return Err(VmError::verify(format!("Unsafe field offset {offset} out of bounds")));
            }
            Ok(Cell::Field { obj, slot: slot as u16 })
        }
    }
}

fn read(m: &Machine, c: Cell) -> Value {
    match c {
        Cell::Field { obj, slot } => m.get_field(obj, slot),
        Cell::Element { arr, index } => m.st.heap.get(arr).array().expect("array").get(index),
        Cell::Static { class, slot } => m.st.statics[class as usize][slot as usize],
    }
}

fn write(m: &mut Machine, c: Cell, v: Value) -> Result<(), VmError> {
    match c {
        Cell::Field { obj, slot } => {
            m.set_field(obj, slot, v);
            Ok(())
        }
        Cell::Static { class, slot } => {
            m.st.statics[class as usize][slot as usize] = v;
            if let Value::Ref(Some(r)) = v {
                m.publish(r);
            }
            Ok(())
        }
        Cell::Element { arr, index } => {
            if let Body::Array(a) = &mut m.st.heap.get_mut(arr).body {
                if !a.set(index, v) {
                    return Err(VmError::verify("Unsafe store of the wrong type"));
                }
            }
            Ok(())
        }
    }
}

/// A reference stored into a shared object becomes shared.
fn publish_into(m: &mut Machine, c: Cell, v: Value) {
    let target = match c {
        Cell::Field { obj, .. } => obj,
        Cell::Element { arr, .. } => arr,
        Cell::Static { .. } => return,
    };
    if let Value::Ref(Some(r)) = v {
        if m.st.heap.get(target).shared {
            m.publish(r);
        }
    }
}

pub(crate) fn location(m: &Machine, c: Cell) -> Location {
    match c {
        Cell::Field { obj, slot } => {
            let class = m.st.heap.get(obj).class;
            let field = m.prog.class(class).instance_fields.get(slot as usize).map(|f| f.id).unwrap_or(0);
            Location::Field { object: obj.0.get(), field }
        }
        Cell::Element { arr, index } => Location::Element { array: arr.0.get(), index: index as u32 },
        Cell::Static { class, slot } => {
            let field = m
                .prog
                .class(class)
                .declared_fields
                .iter()
                .find(|f| f.is_static() && f.slot == slot)
                .map(|f| f.id)
                .unwrap_or(0);
            Location::Static { field }
        }
    }
}

/// A weak compare-and-set `op` in `order` on `c` that fails spuriously: it returns false and is
/// a read in its mode. Under `--memory-model jmm` a read of the program's own location sees what
/// a read in that mode may (a volatile read's writes, an acquire read's, an opaque read's for a
/// release or plain one), which may be a read-from choice: the thread then stops with
/// `failing_weak_cas` set and executes again as that read.
fn fail_weak_cas(
    m: &mut Machine,
    tid: ThreadId,
    c: Cell,
    op: MemOp,
    order: RmwOrder,
    mode: AccessMode,
) -> Result<NResult, VmError> {
    let location = location(m, c);
    let tracked = tracking(m, tid, op) == Tracking::Update;
    if tracked {
        let read_order = match order {
            RmwOrder::Volatile => ReadOrder::Volatile(location),
            o if o.acquires() => ReadOrder::Acquire,
            _ => ReadOrder::Opaque,
        };
        let current = read(m, c);
        if let crate::jmm::ReadResult::Choose(n) = m.jmm_read_relaxed(tid, jmm_access(c), current, read_order) {
            m.st.threads[tid as usize].failing_weak_cas = true;
            return Ok(NResult::Choose(n));
        }
    }
    m.st.threads[tid as usize].failing_weak_cas = false;
    // A tracked read that is not volatile takes its edges from the write it saw (above).
    let synchronize = mode == AccessMode::Volatile && (!tracked || order == RmwOrder::Volatile);
    m.emit_with(Event::Read { thread: tid, location, mode, site: site(m, tid), via: Site::NONE }, synchronize);
    ret_bool(false)
}

/// Whether a cell is in an object (or static) other threads can reach.
fn cell_shared(m: &Machine, c: Cell) -> bool {
    match c {
        Cell::Field { obj, .. } => m.st.heap.get(obj).shared,
        Cell::Element { arr, .. } => m.st.heap.get(arr).shared,
        Cell::Static { .. } => true,
    }
}

/// Performs `op` on cell `c` for thread `tid`: a scheduling point first when the access is a
/// synchronization action (or, during exploration, a plain access to shared memory), then the
/// access with its events. `operands` are the value arguments (new value; expected then new
/// value for compare-and-set). Returns the operation's result value, if any.
pub(crate) fn access(
    m: &mut Machine,
    tid: ThreadId,
    c: Cell,
    op: MemOp,
    operands: &[Value],
) -> Result<NResult, VmError> {
    let mode = match op {
        MemOp::Get(Order::Plain) | MemOp::Set(Order::Plain) | MemOp::CompareAndSet { order: RmwOrder::Plain, .. } => {
            AccessMode::Plain
        }
        MemOp::Get(Order::Opaque) | MemOp::Set(Order::Opaque) => AccessMode::Opaque,
        _ => AccessMode::Volatile,
    };
    // A weak compare-and-set may fail spuriously. The choice comes before the scheduling point,
    // as a spurious wakeup's does (a state stopped at it differs from one at the scheduling
    // point, where other threads may run): a failure returns false whatever the value, so when
    // it happens does not matter, and it reads the cell then (a failed compare-and-set is a
    // read in its mode, which a volatile one synchronizes by).
    if let MemOp::CompareAndSet { order, weak: true } = op {
        let t = &m.st.threads[tid as usize];
        let decided = if t.failing_weak_cas {
            SpuriousWakeup::Chosen(true)
        } else if t.at_scheduling_point {
            SpuriousWakeup::NotExplored
        } else {
            m.spurious_cas_failure(tid)
        };
        match decided {
            SpuriousWakeup::Ask => return Ok(NResult::Choose(2)),
            SpuriousWakeup::Chosen(true) => return fail_weak_cas(m, tid, c, op, order, mode),
            SpuriousWakeup::Chosen(false) | SpuriousWakeup::NotExplored => {}
        }
    }
    // (As for fields: a synchronization action on memory no other thread can reach is local
    // when exploring, except under `--interleave-jdk`.)
    let kind = if mode == AccessMode::Plain { FieldKind::Plain } else { FieldKind::Volatile };
    let stops = kind.is_scheduling_point(m.config.explore, cell_shared(m, c), m.config.interleave_jdk);
    if stops && m.yield_here(tid) {
        return Ok(NResult::YieldBefore);
    }
    if let Cell::Static { .. } = c {
        // A static is no state of the thread's own (the divergence memo's digest).
        m.step.read_beyond_local |= m.step.probed;
    }
    let tracking = tracking(m, tid, op);
    let loc = location(m, c);
    let s = site(m, tid);
    let operand = |i: usize| operands.get(i).copied().ok_or_else(|| VmError::verify("missing operand"));
    let current = read(m, c);
    // The read of a read-modify-write of the program's sees the write it comes right after in
    // the modification order, not always the latest one (a read-from choice).
    let (current, seen_by_update) = match op.update_order() {
        Some(order) if tracking == Tracking::Update => {
            let expected = match op {
                MemOp::CompareAndSet { .. } | MemOp::CompareAndExchange(_) => Some(operand(0)?),
                _ => None,
            };
            match m.jmm_read_update(tid, jmm_access(c), current, (order, loc), expected) {
                Ok(seen) => seen,
                Err(n) => {
                    // The access executes again with the choice; its scheduling point was
                    // taken already.
                    m.st.threads[tid as usize].at_scheduling_point = true;
                    return Ok(NResult::Choose(n));
                }
            }
        }
        _ => (current, UpdateRead::Latest),
    };
    // A relaxed access takes its happens-before edges from the write a read sees, not from the
    // location as a volatile access does; so does a tracked read-modify-write in any mode but
    // volatile (unless its read was sequentially consistent after all, `UpdateRead::Latest`).
    let synchronize = match op.update_order() {
        Some(order) if tracking == Tracking::Update => {
            order == RmwOrder::Volatile || seen_by_update == UpdateRead::Latest
        }
        _ => tracking != Tracking::Relaxed,
    };
    let rmw = Rmw { tracking, read: seen_by_update, order: op.update_order(), synchronize };
    let new = match op {
        MemOp::Get(order) => {
            let a = jmm_access(c);
            let result = match tracking {
                Tracking::None => None,
                Tracking::Plain => Some(m.jmm_read(tid, a, current)),
                Tracking::Relaxed => {
                    let o = if order == Order::AcquireRelease { ReadOrder::Acquire } else { ReadOrder::Opaque };
                    Some(m.jmm_read_relaxed(tid, a, current, o))
                }
                Tracking::Volatile => Some(m.jmm_read_relaxed(tid, a, current, ReadOrder::Volatile(loc))),
                // A read in `Unsafe`'s update loops (`getAndAddInt` reads, then compares and
                // sets): it may see what a volatile (or acquire) read may; the update that
                // follows succeeds only if it reads a write of the same value.
                Tracking::Update => {
                    let o = if order == Order::Volatile { ReadOrder::Volatile(loc) } else { ReadOrder::Acquire };
                    Some(m.jmm_read_relaxed(tid, a, current, o))
                }
            };
            let v = match result {
                None => current,
                Some(crate::jmm::ReadResult::Value(seen)) => seen,
                Some(crate::jmm::ReadResult::Choose(n)) => {
                    // The access executes again with the choice; its scheduling point was
                    // taken already.
                    m.st.threads[tid as usize].at_scheduling_point = true;
                    return Ok(NResult::Choose(n));
                }
            };
            m.emit_with(Event::Read { thread: tid, location: loc, mode, site: s, via: Site::NONE }, synchronize);
            return ret(v);
        }
        MemOp::Set(order) => {
            let v = operand(0)?;
            let jmm_order = match tracking {
                Tracking::None => None,
                Tracking::Plain => Some(WriteOrder::Plain),
                Tracking::Relaxed if order == Order::AcquireRelease => Some(WriteOrder::Release),
                Tracking::Relaxed => Some(WriteOrder::Plain),
                Tracking::Volatile | Tracking::Update => Some(WriteOrder::Volatile),
            };
            if let Some(o) = jmm_order {
                let event = Event::Write { thread: tid, location: loc, mode, site: s, via: Site::NONE };
                if !m.jmm_write_or_prune(tid, jmm_access(c), v, event, o) {
                    return Ok(NResult::Prune);
                }
            }
            write(m, c, v)?;
            publish_into(m, c, v);
            m.emit_with(Event::Write { thread: tid, location: loc, mode, site: s, via: Site::NONE }, synchronize);
            return ret_void();
        }
        MemOp::CompareAndSet { .. } | MemOp::CompareAndExchange(_) => {
            let (expected, new) = (operand(0)?, operand(1)?);
            let same = match (current, expected) {
                (Value::Float(x), Value::Float(y)) => x.to_bits() == y.to_bits(),
                (Value::Double(x), Value::Double(y)) => x.to_bits() == y.to_bits(),
                (x, y) => x == y,
            };
            m.emit_with(Event::Read { thread: tid, location: loc, mode, site: s, via: Site::NONE }, synchronize);
            let event = Event::Write { thread: tid, location: loc, mode, site: s, via: Site::NONE };
            if same && !update(m, tid, c, new, rmw, event)? {
                return Ok(NResult::Prune);
            }
            return if matches!(op, MemOp::CompareAndExchange(_)) { ret(current) } else { ret_bool(same) };
        }
        MemOp::GetAndSet(_) => operand(0)?,
        MemOp::GetAndAdd(_) => match (current, operand(0)?) {
            (Value::Int(a), Value::Int(b)) => Value::Int(a.wrapping_add(b)),
            (Value::Long(a), Value::Long(b)) => Value::Long(a.wrapping_add(b)),
            (Value::Float(a), Value::Float(b)) => Value::Float(a + b),
            (Value::Double(a), Value::Double(b)) => Value::Double(a + b),
            _ => return Err(VmError::verify("getAndAdd on a non-numeric variable")),
        },
        MemOp::GetAndBitwise(bop, _) => match (current, operand(0)?) {
            (Value::Int(a), Value::Int(b)) => Value::Int(crate::arith::int_op(bop, a, b).unwrap_or(0)),
            (Value::Long(a), Value::Long(b)) => Value::Long(crate::arith::long_op(bop, a, b).unwrap_or(0)),
            _ => return Err(VmError::verify("bitwise update of a non-integral variable")),
        },
    };
    m.emit_with(Event::Read { thread: tid, location: loc, mode, site: s, via: Site::NONE }, synchronize);
    let event = Event::Write { thread: tid, location: loc, mode, site: s, via: Site::NONE };
    if !update(m, tid, c, new, rmw, event)? {
        return Ok(NResult::Prune);
    }
    ret(current)
}

/// How the write of a read-modify-write is recorded: the access's tracking, what its read saw,
/// its order, and whether its event synchronizes through the location's clock.
#[derive(Clone, Copy)]
struct Rmw {
    tracking: Tracking,
    read: UpdateRead,
    order: Option<RmwOrder>,
    synchronize: bool,
}

/// The write of a read-modify-write: to the JMM's history when it tracks the location (false:
/// it broke a value a read imposed on it, and the path ends), then to memory, with its event.
fn update(m: &mut Machine, tid: ThreadId, c: Cell, new: Value, rmw: Rmw, event: Event) -> Result<bool, VmError> {
    if let (Tracking::Update, Some(order)) = (rmw.tracking, rmw.order) {
        let order = WriteOrder::Update { order, read: rmw.read };
        if !m.jmm_write_or_prune(tid, jmm_access(c), new, event, order) {
            return Ok(false);
        }
    }
    write(m, c, new)?;
    publish_into(m, c, new);
    m.emit_with(event, rmw.synchronize);
    Ok(true)
}

/// How the JMM tracks an access (`--memory-model jmm`; docs/design.md, "Relaxed memory").
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Tracking {
    /// Not tracked: it reads the latest write (and synchronizes, if volatile).
    None,
    /// A plain get or set of the program's (`VarHandle.get`, `AtomicInteger.getPlain`): a
    /// read-from choice under happens-before consistency, as a plain field access is.
    Plain,
    /// An opaque or acquire/release get or set of the program's.
    Relaxed,
    /// A volatile get or set of the program's (`VarHandle.getVolatile`) or of an atomic class
    /// or field updater the program uses (`AtomicInteger.get`).
    Volatile,
    /// A read-modify-write of the program's (a read-from choice over the writes it may come
    /// right after in the modification order, `Machine::jmm_read_update`), or a read in
    /// `Unsafe`'s update loops; recorded in the location's history.
    Update,
}

/// How the JMM tracks operation `op` by `tid`. Notes, under either memory model, that the
/// program makes opaque or release/acquire accesses (which void the data-race-freedom
/// guarantee that lets the JMM search run sequentially consistently).
fn tracking(m: &mut Machine, tid: ThreadId, op: MemOp) -> Tracking {
    use crate::jmm::Owner;
    let weak_update = op.update_order().is_some_and(|o| o != RmwOrder::Volatile);
    let weak = matches!(op, MemOp::Get(o) | MemOp::Set(o) if o != Order::Volatile) || weak_update;
    let owner = if m.jmm_on() || weak { m.jmm_access_owner(tid) } else { None };
    let relaxed_mode = weak_update
        || matches!(
            op,
            MemOp::Get(Order::Opaque | Order::AcquireRelease) | MemOp::Set(Order::Opaque | Order::AcquireRelease)
        );
    match owner {
        Some(Owner::Program) => m.relaxed_access_seen |= relaxed_mode,
        Some(Owner::Atomic) => m.relaxed_access_seen |= weak,
        _ => {}
    }
    if !m.jmm_on() {
        return Tracking::None;
    }
    match (owner, op) {
        (None, _) => Tracking::None,
        (Some(Owner::AtomicHelper), _) => Tracking::Update,
        (Some(_), MemOp::Get(Order::Plain) | MemOp::Set(Order::Plain)) => Tracking::Plain,
        (
            Some(_),
            MemOp::Get(Order::Opaque | Order::AcquireRelease) | MemOp::Set(Order::Opaque | Order::AcquireRelease),
        ) => Tracking::Relaxed,
        (Some(_), MemOp::Get(Order::Volatile) | MemOp::Set(Order::Volatile)) => Tracking::Volatile,
        (Some(_), _) => Tracking::Update,
    }
}

/// The JMM's name for a cell.
fn jmm_access(c: Cell) -> crate::jmm::Access {
    match c {
        Cell::Field { obj, slot } => crate::jmm::Access::Field { object: obj, slot: slot.into() },
        Cell::Element { arr, index } => crate::jmm::Access::Element { array: arr, index: index as u32 },
        Cell::Static { class, slot } => crate::jmm::Access::Static { class, slot: slot.into() },
    }
}

/// `op` on the cell named by `Unsafe` arguments (object, offset), with the value arguments after
/// them.
fn on_cell(m: &mut Machine, tid: ThreadId, a: &[Value], op: MemOp) -> Result<NResult, VmError> {
    let c = cell(m, arg_ref(a, 1)?, arg_long(a, 2)?)?;
    access(m, tid, c, op, a.get(3..).unwrap_or_default())
}

pub(super) fn site(m: &Machine, tid: ThreadId) -> Site {
    let frames = &m.st.threads[tid as usize].frames;
    // A field access a method handle makes (through `Field.get`/`set`) is the program's, at the
    // handle's call: the race check and the reports see the program's line.
    let is_handle = |f: &&crate::state::Frame| {
        &*m.prog.class(m.prog.method(f.method).class).name == "java/lang/invoke/WeftMethodHandle"
    };
    let frame = match frames.last() {
        Some(last) if is_handle(&last) => frames.iter().rev().find(|f| !is_handle(f)),
        last => last,
    };
    let (method, pc) = frame.map(|f| (f.method, f.pc)).unwrap_or((u32::MAX, 0));
    Site { method, pc }
}

/// A plain or volatile load.
fn load(m: &mut Machine, tid: ThreadId, a: &[Value], volatile: bool) -> Result<NResult, VmError> {
    on_cell(m, tid, a, MemOp::Get(if volatile { Order::Volatile } else { Order::Plain }))
}

/// A plain or volatile store; the value is argument 3.
fn store(m: &mut Machine, tid: ThreadId, a: &[Value], volatile: bool) -> Result<NResult, VmError> {
    on_cell(m, tid, a, MemOp::Set(if volatile { Order::Volatile } else { Order::Plain }))
}

/// The bytes of a primitive `Unsafe` access of type `ty` ("Int", ...).
fn width_of(ty: &str) -> usize {
    match ty {
        "Byte" | "Boolean" => 1,
        "Short" | "Char" => 2,
        "Int" | "Float" => 4,
        _ => 8,
    }
}

/// Whether an array's elements are what a primitive access of type `ty` reads and writes.
fn elements_are(data: &ArrayData, ty: &str) -> bool {
    matches!(
        (data, ty),
        (ArrayData::Byte(_), "Byte")
            | (ArrayData::Boolean(_), "Boolean")
            | (ArrayData::Short(_), "Short")
            | (ArrayData::Char(_), "Char")
            | (ArrayData::Int(_), "Int")
            | (ArrayData::Long(_), "Long")
            | (ArrayData::Float(_), "Float")
            | (ArrayData::Double(_), "Double")
    )
}

/// A plain `Unsafe` get or put of a primitive of type `ty`. On a field, or on an array of
/// that very type, it is an access of one cell. On another primitive array it covers bytes of
/// the array's memory, laid out little-endian (the JDK's `getIntUnaligned` and its callers turn
/// the value around for big-endian buffers): a heap `ByteBuffer`'s `getInt` reads four elements
/// of its `byte[]`. That runs as `System.arraycopy` does: one scheduling point before it when
/// the array is shared, then a plain read or write event for each element it covers.
fn sized(m: &mut Machine, tid: ThreadId, a: &[Value], ty: &str, write: bool) -> Result<NResult, VmError> {
    let width = width_of(ty);
    let arr = match arg_ref(a, 1)? {
        Some(o) => match &m.st.heap.get(o).body {
            Body::Array(data) if !matches!(data, ArrayData::Ref(_)) && !elements_are(data, ty) => o,
            _ => return if write { store(m, tid, a, false) } else { load(m, tid, a, false) },
        },
        None => return if write { store(m, tid, a, false) } else { load(m, tid, a, false) },
    };
    if m.jmm_on() {
        return Err(VmError::unsupported(format!(
            "Unsafe.{}{ty} on an array of another element type under --memory-model jmm",
            if write { "put" } else { "get" }
        )));
    }
    let start = array_range(m, arr, arg_long(a, 2)?, width)?;
    if super::lang::yields_before_bulk_access(m, tid, &[arr]) {
        return Ok(NResult::YieldBefore);
    }
    range_events(m, tid, arr, start, width, write);
    if write {
        let bits = a
            .get(3)
            .and_then(|&v| primitive_bits(v))
            .ok_or_else(|| VmError::verify("Unsafe put of a non-primitive"))?;
        write_bytes(m, arr, start, &bits.to_le_bytes()[..width]);
        return ret_void();
    }
    let mut raw = [0u8; 8];
    raw[..width].copy_from_slice(&read_bytes(m, arr, start, width));
    let descriptor = match ty {
        "Byte" => "B",
        "Boolean" => "Z",
        "Short" => "S",
        "Char" => "C",
        "Int" => "I",
        "Float" => "F",
        "Long" => "J",
        _ => "D",
    };
    ret(primitive_from_bits(descriptor, u64::from_le_bytes(raw)))
}

/// The primitive array an `Unsafe` bulk or sized access addresses by `base` (off-heap memory,
/// a `null` base, is outside the model).
fn primitive_array(m: &Machine, base: Option<ObjRef>, what: &str) -> Result<ObjRef, VmError> {
    match base {
        Some(o) if matches!(m.st.heap.get(o).array(), Some(d) if !matches!(d, ArrayData::Ref(_))) => Ok(o),
        Some(_) => Err(VmError::unsupported(format!("Unsafe.{what} on an object that is no primitive array"))),
        None => Err(VmError::unsupported(format!("Unsafe.{what} of off-heap memory"))),
    }
}

/// The first byte, from the array's start, of `n` bytes at `Unsafe` offset `offset` of a
/// primitive array, checked to lie inside it.
fn array_range(m: &Machine, arr: ObjRef, offset: i64, n: usize) -> Result<usize, VmError> {
    let scale = scale_of(m, m.st.heap.get(arr).class) as usize;
    let len = m.st.heap.get(arr).array().map_or(0, |d| d.len());
    let start = offset - ARRAY_BASE;
    if start < 0 || (start as usize).checked_add(n).is_none_or(|end| end > len * scale) {
        return Err(VmError::verify(format!("Unsafe array offset {offset} (+{n} bytes) out of bounds")));
    }
    Ok(start as usize)
}

/// A plain read or write event for each element `n` bytes from byte `start` cover.
fn range_events(m: &mut Machine, tid: ThreadId, arr: ObjRef, start: usize, n: usize, write: bool) {
    if n == 0 {
        return;
    }
    let scale = scale_of(m, m.st.heap.get(arr).class) as usize;
    let (first, last) = (start / scale, (start + n - 1) / scale);
    super::lang::element_events(m, tid, arr, first, last - first + 1, write);
}

/// `n` bytes of a primitive array's memory from byte `start` (little-endian elements).
fn read_bytes(m: &Machine, arr: ObjRef, start: usize, n: usize) -> Vec<u8> {
    let scale = scale_of(m, m.st.heap.get(arr).class) as usize;
    let Some(data) = m.st.heap.get(arr).array() else { return vec![0; n] };
    if n == 0 {
        return Vec::new();
    }
    let (first, last) = (start / scale, (start + n - 1) / scale);
    let memory: Vec<u8> = (first..=last).flat_map(|i| element_bytes(data, i)).collect();
    let skip = start - first * scale;
    memory[skip..skip + n].to_vec()
}

/// Writes `bytes` into a primitive array's memory from byte `start`; elements covered in part
/// keep their other bytes.
fn write_bytes(m: &mut Machine, arr: ObjRef, start: usize, bytes: &[u8]) {
    if bytes.is_empty() {
        return;
    }
    let scale = scale_of(m, m.st.heap.get(arr).class) as usize;
    let (first, last) = (start / scale, (start + bytes.len() - 1) / scale);
    let skip = start - first * scale;
    let Body::Array(data) = &mut m.st.heap.get_mut(arr).body else { return };
    let mut memory: Vec<u8> = (first..=last).flat_map(|i| element_bytes(data, i)).collect();
    memory[skip..skip + bytes.len()].copy_from_slice(bytes);
    for (k, i) in (first..=last).enumerate() {
        set_element_bytes(data, i, &memory[k * scale..(k + 1) * scale]);
    }
}

/// `Unsafe.copyMemory0` / `copySwapMemory0` (`swap`: the element size whose bytes are reversed)
/// between heap arrays, as `System.arraycopy` runs: one scheduling point before it when either
/// array is shared, then a read event of each source element and a write event of each
/// destination element it covers.
fn copy_memory(m: &mut Machine, tid: ThreadId, a: &[Value], swap: Option<usize>) -> Result<NResult, VmError> {
    let what = if swap.is_some() { "copySwapMemory" } else { "copyMemory" };
    let src = primitive_array(m, arg_ref(a, 1)?, what)?;
    let dst = primitive_array(m, arg_ref(a, 3)?, what)?;
    let n = usize::try_from(arg_long(a, 5)?).map_err(|_| VmError::verify("negative Unsafe copy length"))?;
    let from = array_range(m, src, arg_long(a, 2)?, n)?;
    let to = array_range(m, dst, arg_long(a, 4)?, n)?;
    if m.jmm_on() {
        return Err(VmError::unsupported(format!("Unsafe.{what} under --memory-model jmm")));
    }
    if super::lang::yields_before_bulk_access(m, tid, &[src, dst]) {
        return Ok(NResult::YieldBefore);
    }
    range_events(m, tid, src, from, n, false);
    range_events(m, tid, dst, to, n, true);
    let mut bytes = read_bytes(m, src, from, n);
    if let Some(size) = swap.filter(|&s| s > 1) {
        for chunk in bytes.chunks_mut(size) {
            chunk.reverse();
        }
    }
    write_bytes(m, dst, to, &bytes);
    ret_void()
}

/// The little-endian bytes of element `i` of a primitive array.
fn element_bytes(data: &ArrayData, i: usize) -> Vec<u8> {
    match data {
        ArrayData::Byte(v) | ArrayData::Boolean(v) => vec![v[i] as u8],
        ArrayData::Char(v) => v[i].to_le_bytes().to_vec(),
        ArrayData::Short(v) => v[i].to_le_bytes().to_vec(),
        ArrayData::Int(v) => v[i].to_le_bytes().to_vec(),
        ArrayData::Long(v) => v[i].to_le_bytes().to_vec(),
        ArrayData::Float(v) => v[i].to_bits().to_le_bytes().to_vec(),
        ArrayData::Double(v) => v[i].to_bits().to_le_bytes().to_vec(),
        ArrayData::Ref(_) => Vec::new(),
    }
}

/// Sets element `i` of a primitive array from its little-endian bytes.
fn set_element_bytes(data: &mut ArrayData, i: usize, b: &[u8]) {
    let mut raw = [0u8; 8];
    raw[..b.len()].copy_from_slice(b);
    let bits = u64::from_le_bytes(raw);
    match data {
        ArrayData::Byte(v) => v[i] = bits as u8 as i8,
        // (A boolean element keeps its low bit, as `bastore` stores booleans.)
        ArrayData::Boolean(v) => v[i] = (bits & 1) as i8,
        ArrayData::Char(v) => v[i] = bits as u16,
        ArrayData::Short(v) => v[i] = bits as u16 as i16,
        ArrayData::Int(v) => v[i] = bits as u32 as i32,
        ArrayData::Long(v) => v[i] = bits as i64,
        ArrayData::Float(v) => v[i] = f32::from_bits(bits as u32),
        ArrayData::Double(v) => v[i] = f64::from_bits(bits),
        ArrayData::Ref(_) => {}
    }
}

/// Compare-and-set (`exchange == false`, returns success) or compare-and-exchange (returns the
/// witness value), in memory order `order`, by an `Unsafe` call. A failed CAS is only a read; a
/// successful one a read and a write. A compare-and-set of any order but volatile is weak
/// (`weakCompareAndSet{Plain,Acquire,Release}`; the volatile weak form is registered on its own).
fn cas(m: &mut Machine, tid: ThreadId, a: &[Value], exchange: bool, order: RmwOrder) -> Result<NResult, VmError> {
    let weak = order != RmwOrder::Volatile;
    on_cell(m, tid, a, if exchange { MemOp::CompareAndExchange(order) } else { MemOp::CompareAndSet { order, weak } })
}

pub(super) fn register(r: &mut NativeRegistry) {
    const U: &str = "jdk/internal/misc/Unsafe";
    r.add(U, "registerNatives", "()V", |_, _, _| ret_void());
    r.add(U, "arrayBaseOffset0", "(Ljava/lang/Class;)I", |_, _, _| ret_int(ARRAY_BASE as i32));
    r.add(U, "arrayIndexScale0", "(Ljava/lang/Class;)I", |m, _, a| {
        let c = arg_obj(a, 1)?;
        let c = m.mirrored_class(c).ok_or_else(|| VmError::verify("Class object without a class"))?;
        ret_int(scale_of(m, c) as i32)
    });
    r.add(U, "addressSize0", "()I", |_, _, _| ret_int(8));
    r.add(U, "pageSize", "()I", |_, _, _| ret_int(4096));
    r.add(U, "objectFieldOffset1", "(Ljava/lang/Class;Ljava/lang/String;)J", |m, _, a| {
        let c = arg_obj(a, 1)?;
        let c = m.mirrored_class(c).ok_or_else(|| VmError::verify("Class object without a class"))?;
        let Some(name) = arg_ref(a, 2)? else {
            return npe();
        };
        let name = m.rust_string(name);
        match m.field_slot(c, &name) {
            Some(slot) => ret(Value::Long(FIELD_BASE + 8 * slot as i64)),
            None => throw("java/lang/InternalError", name),
        }
    });
    r.add(U, "objectFieldOffset0", "(Ljava/lang/reflect/Field;)J", |m, _, a| {
        let f = arg_obj(a, 1)?;
        let (Some(Value::Ref(Some(c))), Some(Value::Int(slot)), Some(Value::Int(mods))) =
            (m.get_field_named(f, "clazz"), m.get_field_named(f, "slot"), m.get_field_named(f, "modifiers"))
        else {
            return Err(VmError::verify("malformed Field object"));
        };
        if mods & crate::class::ACC_STATIC as i32 != 0 {
            return throw("java/lang/IllegalArgumentException", "static field");
        }
        let c = m.mirrored_class(c).ok_or_else(|| VmError::verify("Class object without a class"))?;
        let _ = c;
        ret(Value::Long(FIELD_BASE + 8 * slot as i64))
    });
    r.add(U, "ensureClassInitialized0", "(Ljava/lang/Class;)V", |m, tid, a| {
        let c = arg_obj(a, 1)?;
        let c = m.mirrored_class(c).ok_or_else(|| VmError::verify("Class object without a class"))?;
        match m.ensure_initialized(tid, c)? {
            crate::machine::InitCheck::Ready => ret_void(),
            crate::machine::InitCheck::Retry => Ok(NResult::Retry),
        }
    });
    r.add(U, "allocateInstance", "(Ljava/lang/Class;)Ljava/lang/Object;", |m, _, a| {
        let c = arg_obj(a, 1)?;
        let c = m.mirrored_class(c).ok_or_else(|| VmError::verify("Class object without a class"))?;
        let o = m.alloc_instance(c);
        ret_ref(Some(o))
    });
    r.add(U, "copyMemory0", "(Ljava/lang/Object;JLjava/lang/Object;JJ)V", |m, tid, a| copy_memory(m, tid, a, None));
    r.add(U, "copySwapMemory0", "(Ljava/lang/Object;JLjava/lang/Object;JJJ)V", |m, tid, a| {
        let size = usize::try_from(arg_long(a, 6)?).map_err(|_| VmError::verify("negative Unsafe element size"))?;
        copy_memory(m, tid, a, Some(size))
    });
    r.add(U, "getReference", "(Ljava/lang/Object;J)Ljava/lang/Object;", |m, tid, a| load(m, tid, a, false));
    r.add(U, "putReference", "(Ljava/lang/Object;JLjava/lang/Object;)V", |m, tid, a| store(m, tid, a, false));
    // Plain primitive accesses may be of another width than the array's elements (a heap
    // `ByteBuffer`'s `getInt` reads four elements of its `byte[]`): see `sized`.
    macro_rules! sized_plain {
        ($($ty:literal => $get:literal, $put:literal),* $(,)?) => {$(
            r.add(U, concat!("get", $ty), $get, |m, tid, a| sized(m, tid, a, $ty, false));
            r.add(U, concat!("put", $ty), $put, |m, tid, a| sized(m, tid, a, $ty, true));
        )*};
    }
    sized_plain!(
        "Byte" => "(Ljava/lang/Object;J)B", "(Ljava/lang/Object;JB)V",
        "Boolean" => "(Ljava/lang/Object;J)Z", "(Ljava/lang/Object;JZ)V",
        "Short" => "(Ljava/lang/Object;J)S", "(Ljava/lang/Object;JS)V",
        "Char" => "(Ljava/lang/Object;J)C", "(Ljava/lang/Object;JC)V",
        "Int" => "(Ljava/lang/Object;J)I", "(Ljava/lang/Object;JI)V",
        "Long" => "(Ljava/lang/Object;J)J", "(Ljava/lang/Object;JJ)V",
        "Float" => "(Ljava/lang/Object;J)F", "(Ljava/lang/Object;JF)V",
        "Double" => "(Ljava/lang/Object;J)D", "(Ljava/lang/Object;JD)V",
    );
    for (name, desc) in [
        ("getIntVolatile", "(Ljava/lang/Object;J)I"),
        ("getLongVolatile", "(Ljava/lang/Object;J)J"),
        ("getReferenceVolatile", "(Ljava/lang/Object;J)Ljava/lang/Object;"),
        ("getBooleanVolatile", "(Ljava/lang/Object;J)Z"),
        ("getByteVolatile", "(Ljava/lang/Object;J)B"),
    ] {
        r.add(U, name, desc, |m, tid, a| load(m, tid, a, true));
    }
    for (name, desc) in [
        ("putIntVolatile", "(Ljava/lang/Object;JI)V"),
        ("putLongVolatile", "(Ljava/lang/Object;JJ)V"),
        ("putReferenceVolatile", "(Ljava/lang/Object;JLjava/lang/Object;)V"),
        ("putBooleanVolatile", "(Ljava/lang/Object;JZ)V"),
        ("putByteVolatile", "(Ljava/lang/Object;JB)V"),
    ] {
        r.add(U, name, desc, |m, tid, a| store(m, tid, a, true));
    }
    for (name, desc) in [
        ("compareAndSetInt", "(Ljava/lang/Object;JII)Z"),
        ("compareAndSetLong", "(Ljava/lang/Object;JJJ)Z"),
        ("compareAndSetReference", "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Z"),
    ] {
        r.add(U, name, desc, |m, tid, a| cas(m, tid, a, false, RmwOrder::Volatile));
        // The JDK writes the volatile weak form as a call of the strong one, which never fails
        // spuriously.
        let weak = name.replace("compareAndSet", "weakCompareAndSet");
        r.add(U, &weak, desc, |m, tid, a| {
            on_cell(m, tid, a, MemOp::CompareAndSet { order: RmwOrder::Volatile, weak: true })
        });
    }
    // The JDK writes the opaque and acquire/release forms as calls of the volatile forms, which
    // would make them synchronization actions; they are not.
    for (ty, get, put) in [
        ("Int", "(Ljava/lang/Object;J)I", "(Ljava/lang/Object;JI)V"),
        ("Long", "(Ljava/lang/Object;J)J", "(Ljava/lang/Object;JJ)V"),
        ("Reference", "(Ljava/lang/Object;J)Ljava/lang/Object;", "(Ljava/lang/Object;JLjava/lang/Object;)V"),
        ("Boolean", "(Ljava/lang/Object;J)Z", "(Ljava/lang/Object;JZ)V"),
    ] {
        r.add(U, &format!("get{ty}Opaque"), get, |m, tid, a| on_cell(m, tid, a, MemOp::Get(Order::Opaque)));
        r.add(U, &format!("put{ty}Opaque"), put, |m, tid, a| on_cell(m, tid, a, MemOp::Set(Order::Opaque)));
        r.add(U, &format!("get{ty}Acquire"), get, |m, tid, a| on_cell(m, tid, a, MemOp::Get(Order::AcquireRelease)));
        r.add(U, &format!("put{ty}Release"), put, |m, tid, a| on_cell(m, tid, a, MemOp::Set(Order::AcquireRelease)));
    }
    // Likewise the weaker compare-and-sets and compare-and-exchanges (`AtomicInteger`'s
    // `weakCompareAndSetAcquire`, `compareAndExchangeRelease`, ...): the JDK writes them as calls
    // of the volatile forms; weft answers them in their own order.
    for (ty, set, exchange) in [
        ("Int", "(Ljava/lang/Object;JII)Z", "(Ljava/lang/Object;JII)I"),
        ("Long", "(Ljava/lang/Object;JJJ)Z", "(Ljava/lang/Object;JJJ)J"),
        (
            "Reference",
            "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Z",
            "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
        ),
    ] {
        r.add(U, &format!("weakCompareAndSet{ty}Plain"), set, |m, tid, a| cas(m, tid, a, false, RmwOrder::Plain));
        r.add(U, &format!("weakCompareAndSet{ty}Acquire"), set, |m, tid, a| cas(m, tid, a, false, RmwOrder::Acquire));
        r.add(U, &format!("weakCompareAndSet{ty}Release"), set, |m, tid, a| cas(m, tid, a, false, RmwOrder::Release));
        r.add(U, &format!("compareAndExchange{ty}Acquire"), exchange, |m, tid, a| {
            cas(m, tid, a, true, RmwOrder::Acquire)
        });
        r.add(U, &format!("compareAndExchange{ty}Release"), exchange, |m, tid, a| {
            cas(m, tid, a, true, RmwOrder::Release)
        });
    }
    for (name, desc) in [
        ("compareAndExchangeInt", "(Ljava/lang/Object;JII)I"),
        ("compareAndExchangeLong", "(Ljava/lang/Object;JJJ)J"),
        ("compareAndExchangeReference", "(Ljava/lang/Object;JLjava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;"),
    ] {
        r.add(U, name, desc, |m, tid, a| cas(m, tid, a, true, RmwOrder::Volatile));
    }
    r.add(U, "loadFence", "()V", |m, tid, _| fence(m, tid, true, false));
    r.add(U, "storeFence", "()V", |m, tid, _| fence(m, tid, false, true));
    r.add(U, "fullFence", "()V", |m, tid, _| fence(m, tid, true, true));
    r.add(U, "park", "(ZJ)V", |m, tid, a| {
        let absolute = arg_int(a, 1)? != 0;
        let time = arg_long(a, 2)?;
        // An untimed park called by the program may return at once for no reason (a timed one
        // may already end at any moment during exploration). The choice comes before the
        // scheduling point of the park: a spurious return does nothing another thread can see,
        // and a state stopped at that point must differ from one waiting for the choice. A
        // thread resumed at the scheduling point has made the choice already.
        if !absolute && time == 0 && !m.st.threads[tid as usize].at_scheduling_point {
            match m.spurious_wakeup(tid, "java/util/concurrent/locks/LockSupport") {
                SpuriousWakeup::Ask => return Ok(NResult::Choose(2)),
                SpuriousWakeup::Chosen(true) => return ret_void(),
                SpuriousWakeup::Chosen(false) | SpuriousWakeup::NotExplored => {}
            }
        }
        if m.yield_here(tid) {
            return Ok(NResult::YieldBefore);
        }
        m.step.read_own_control = true;
        let t = &mut m.st.threads[tid as usize];
        if t.permit {
            t.permit = false;
            return ret_void();
        }
        if t.interrupted {
            return ret_void();
        }
        let until = match (absolute, time) {
            (false, 0) => None,
            (false, nanos) => Some(m.st.clock_nanos.saturating_add(nanos.max(0))),
            (true, millis) => Some(millis.saturating_mul(1_000_000)),
        };
        m.st.threads[tid as usize].status = ThreadStatus::Parked { until };
        Ok(NResult::Block)
    });
    r.add(U, "unpark", "(Ljava/lang/Object;)V", |m, tid, a| {
        if let Some(o) = arg_ref(a, 1)? {
            if let Some(t) = m.thread_of(o) {
                // An ended thread never parks again: its permit stays clear (as HotSpot's
                // unpark of an ended thread does nothing), so the state does not remember it.
                let thread = &mut m.st.threads[t as usize];
                if thread.status != ThreadStatus::Terminated {
                    thread.permit = true;
                }
                if t != tid {
                    m.emit(Event::Signal {
                        thread: tid,
                        target: t,
                        signal: weft_events::SignalKind::Unpark,
                        site: site(m, tid),
                    });
                }
            }
        }
        ret_void()
    });
    // SharedSecrets: its initializer builds a MethodHandles.Lookup, which weft does not model;
    // the lookup only serves ensureClassInitialized, which weft provides directly.
    r.add("jdk/internal/access/SharedSecrets", "<clinit>", "()V", |_, _, _| ret_void());
    r.add("jdk/internal/access/SharedSecrets", "ensureClassInitialized", "(Ljava/lang/Class;)V", |m, tid, a| {
        let c = arg_obj(a, 0)?;
        let c = m.mirrored_class(c).ok_or_else(|| VmError::verify("Class object without a class"))?;
        match m.ensure_initialized(tid, c)? {
            crate::machine::InitCheck::Ready => ret_void(),
            crate::machine::InitCheck::Retry => Ok(NResult::Retry),
        }
    });
}

/// `Unsafe.loadFence` (`acquire`), `storeFence` (`release`) or `fullFence` (both). Sequential
/// consistency needs nothing of fences; under the JMM they synchronize on one clock
/// ([`Machine::jmm_fence`]), so two fences of different threads are dependent (their order
/// decides what is visible).
fn fence(m: &mut Machine, tid: ThreadId, acquire: bool, release: bool) -> Result<NResult, VmError> {
    if !m.jmm_on() {
        return ret_void();
    }
    m.emit(Event::Internal { thread: tid, resource: weft_events::Resource::Fences });
    if !m.jmm_fence(tid, acquire, release) {
        return Ok(NResult::Prune);
    }
    ret_void()
}
