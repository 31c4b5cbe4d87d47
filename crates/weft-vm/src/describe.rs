//! Human-readable descriptions of what a thread is about to do, for counterexamples.

use crate::class::ElementType;
use crate::insn::Insn;
use crate::machine::Machine;
use crate::state::{FrameKind, InitState, ThreadId, ThreadStatus};
use crate::value::Value;

/// Where a thread is and what it does next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NextStep {
    /// `File.java:line`, or empty before the thread's first instruction.
    pub position: String,
    /// `pkg.Class.method`.
    pub method: String,
    /// The operation at the scheduling point, e.g. `write Counter.count = 1`.
    pub operation: String,
}

impl Machine {
    /// Describes the operation thread `tid` performs when it next runs.
    pub fn describe_next(&self, tid: ThreadId) -> NextStep {
        let t = &self.st.threads[tid as usize];
        let Some(f) = t.frames.last() else {
            let operation = match &t.pending_call {
                Some((m, _)) => format!("start running {}", self.prog.method_name(*m)),
                None => "terminate".into(),
            };
            return NextStep { position: String::new(), method: String::new(), operation };
        };
        let position = self.prog.source_position(f.method, f.pc);
        let method = self.prog.method_name(f.method);
        let operation = match t.status {
            ThreadStatus::Reacquiring { monitor, .. } => {
                format!("reacquire {} after wait", self.describe_object(monitor))
            }
            ThreadStatus::Joining { thread, .. } => format!("return from join of \"{}\"", self.thread_name(thread)),
            ThreadStatus::Waiting { monitor, .. } => format!("wake up in wait on {}", self.describe_object(monitor)),
            // A thread that stopped at a scheduling point is about to perform that operation;
            // otherwise it simply carries on where it left off (after a yield, a start, a wake-up).
            _ if t.at_scheduling_point => self.describe_insn(tid),
            _ => "continue".to_string(),
        };
        NextStep { position, method, operation }
    }

    /// Describes value `v` of the nondeterministic choice thread `tid` stopped at: a spurious
    /// wakeup of `Object.wait` or `LockSupport.park` (see `Config::spurious_wakeups`), or a
    /// value for `weft.Verify`.
    pub fn describe_choice(&self, tid: ThreadId, v: u32) -> String {
        let t = &self.st.threads[tid as usize];
        let called = t.frames.last().and_then(|f| {
            let insn = self.prog.method(f.method).code.as_ref()?.insns.get(f.pc as usize)?.get();
            match insn {
                Insn::InvokeExactQ(m) | Insn::InvokeStaticQ(m) => {
                    Some((m, t.stack.len().checked_sub(self.prog.method(m).arg_count as usize)?))
                }
                Insn::InvokeVirtualQ { key, args, .. } => {
                    let recv = t.stack.len().checked_sub(args as usize)?;
                    let Some(Value::Ref(Some(o))) = t.stack.get(recv) else { return None };
                    Some((*self.prog.class(self.st.heap.get(*o).class).vtable.get(&key)?, recv))
                }
                _ => None,
            }
        });
        let spurious = v == crate::machine::SPURIOUS_WAKEUP;
        if let Some((m, first_arg)) = called {
            let mm = self.prog.method(m);
            match (&*self.prog.class(mm.class).name, &*mm.name) {
                ("java/lang/Object", "wait") => {
                    let monitor = match t.stack.get(first_arg) {
                        Some(&Value::Ref(Some(o))) => self.describe_object(o),
                        _ => "?".into(),
                    };
                    return if spurious {
                        format!("wait on {monitor}: spurious wakeup (returns without notify)")
                    } else {
                        format!("wait on {monitor}")
                    };
                }
                ("jdk/internal/misc/Unsafe", "park") => {
                    return if spurious {
                        "park: spurious wakeup (returns without unpark)".into()
                    } else {
                        "park".into()
                    };
                }
                _ => {}
            }
        }
        format!("choose value {v}")
    }

    /// `File.java:line` where an exception was created (its first stack frame).
    pub fn throw_location(&self, exc: crate::value::ObjRef) -> Option<String> {
        let bt = self.get_field_named(exc, "backtrace")?.as_ref()??;
        let crate::state::ArrayData::Long(entries) = self.st.heap.get(bt).array()? else { return None };
        let first = *entries.first()?;
        Some(self.prog.source_position((first >> 32) as u32, (first & 0xFFFF_FFFF) as u32))
    }

    fn describe_value(&self, v: Value) -> String {
        match v {
            Value::Int(i) => i.to_string(),
            Value::Long(l) => l.to_string(),
            Value::Float(x) => x.to_string(),
            Value::Double(x) => x.to_string(),
            Value::Ref(None) => "null".into(),
            Value::Ref(Some(r)) => {
                if self.st.heap.get(r).class == self.prog.wk.string {
                    format!("{:?}", self.rust_string(r))
                } else {
                    self.describe_object(r)
                }
            }
        }
    }

    fn describe_insn(&self, tid: ThreadId) -> String {
        let t = &self.st.threads[tid as usize];
        let f = t.frames.last().expect("frame");
        let m = self.prog.method(f.method);
        let class = m.class;
        let Some(insn) = m.code.as_ref().and_then(|c| c.insns.get(f.pc as usize)).map(|c| c.get()) else {
            return "?".into();
        };
        if let Some(c) = self.class_initialized_next(tid, insn) {
            return format!("initialize class {}", self.prog.class(c).java_name());
        }
        let top = |k: usize| t.stack.len().checked_sub(k).and_then(|i| t.stack.get(i)).copied();
        let field_name = |r: u32| {
            self.prog
                .class(class)
                .member_refs
                .get(r as usize)
                .map(|m| format!("{}.{}", m.class.rsplit('/').next().unwrap_or(&m.class), m.name))
                .unwrap_or_default()
        };
        let static_name = |c: u32, slot: u16| {
            let cls = self.prog.class(c);
            let n = cls
                .declared_fields
                .iter()
                .find(|f| f.is_static() && f.slot == slot)
                .map(|f| f.name.to_string())
                .unwrap_or_default();
            format!("{}.{}", cls.name.rsplit('/').next().unwrap_or(&cls.name), n)
        };
        match insn {
            Insn::GetFieldQ { r, slot, .. } => {
                let cur = match top(1) {
                    Some(Value::Ref(Some(o))) => {
                        self.st.heap.get(o).fields().get(slot as usize).map(|&v| self.describe_value(v))
                    }
                    _ => None,
                };
                match cur {
                    Some(v) => format!("read {} (= {v})", field_name(r)),
                    None => format!("read {}", field_name(r)),
                }
            }
            Insn::PutFieldQ { r, .. } => {
                format!("write {} = {}", field_name(r), top(1).map(|v| self.describe_value(v)).unwrap_or_default())
            }
            Insn::GetStaticQ { class, slot, .. } => {
                let v = self
                    .st
                    .statics
                    .get(class as usize)
                    .and_then(|s| s.get(slot as usize))
                    .map(|&v| self.describe_value(v));
                match v {
                    Some(v) => format!("read {} (= {v})", static_name(class, slot)),
                    None => format!("read {}", static_name(class, slot)),
                }
            }
            Insn::PutStaticQ { class, slot, .. } => {
                format!(
                    "write {} = {}",
                    static_name(class, slot),
                    top(1).map(|v| self.describe_value(v)).unwrap_or_default()
                )
            }
            Insn::ArrayLoad | Insn::ArrayStore => {
                let store = matches!(insn, Insn::ArrayStore);
                let (arr, idx) = if store { (top(3), top(2)) } else { (top(2), top(1)) };
                let name = match arr {
                    Some(Value::Ref(Some(a))) => {
                        let c = self.prog.class(self.st.heap.get(a).class);
                        match &c.kind {
                            crate::class::ClassKind::Array { element: ElementType::Prim(p) } => {
                                format!("{}[]", p.java_name())
                            }
                            crate::class::ClassKind::Array { element: ElementType::Ref(e) } => {
                                format!("{}[]", self.prog.class(*e).name.rsplit('/').next().unwrap_or_default())
                            }
                            _ => "array".into(),
                        }
                    }
                    _ => "array".into(),
                };
                let i = idx.map(|v| self.describe_value(v)).unwrap_or_default();
                if store {
                    format!("write {name}[{i}] = {}", top(1).map(|v| self.describe_value(v)).unwrap_or_default())
                } else {
                    format!("read {name}[{i}]")
                }
            }
            Insn::MonitorEnter => match top(1) {
                Some(Value::Ref(Some(o))) => format!("lock {}", self.describe_object(o)),
                _ => "lock".into(),
            },
            Insn::MonitorExit => "unlock".into(),
            Insn::InvokeVirtualQ { key, args, .. } => {
                let recv = top(args as usize);
                let target = match recv {
                    Some(Value::Ref(Some(o))) => self.prog.class(self.st.heap.get(o).class).vtable.get(&key).copied(),
                    _ => None,
                };
                match target {
                    Some(m) => self.describe_call(m, recv),
                    None => format!("call {}", self.prog.keys[key as usize].0),
                }
            }
            Insn::InvokeExactQ(m) | Insn::InvokeStaticQ(m) => {
                let n = self.prog.method(m).arg_count as usize;
                self.describe_call(m, top(n))
            }
            Insn::NewQ(c) => format!("new {}", self.prog.class(c).java_name()),
            other => format!("{other:?}"),
        }
    }

    /// The class whose initialization thread `tid` starts when it next runs, if it stopped
    /// before one: a supertype of the class whose initializer is about to start, or the class
    /// the instruction `insn` uses (which may also be one another thread is initializing).
    fn class_initialized_next(&self, tid: ThreadId, insn: Insn) -> Option<u32> {
        let uninitialized = |c: u32| self.st.init_state(c) == InitState::Uninitialized;
        let f = self.st.threads[tid as usize].frames.last()?;
        if let (FrameKind::Clinit(k), 0) = (f.kind, f.pc) {
            if let Some(s) = self.supertypes_to_initialize(k).into_iter().find(|&s| uninitialized(s)) {
                return Some(s);
            }
        }
        let used = match insn {
            Insn::NewQ(c) | Insn::GetStaticQ { class: c, .. } | Insn::PutStaticQ { class: c, .. } => c,
            Insn::InvokeStaticQ(m) => self.prog.method(m).class,
            _ => return None,
        };
        // Not yet initialized, or being initialized by another thread (this one will wait).
        let ready = match self.st.init_state(used) {
            InitState::Initialized | InitState::Failed => true,
            InitState::InProgress(t) => t == tid,
            InitState::Uninitialized => false,
        };
        (!ready).then_some(used)
    }

    fn describe_call(&self, m: u32, receiver: Option<Value>) -> String {
        let mm = self.prog.method(m);
        let cname = self.prog.class(mm.class).name.clone();
        let recv = match receiver {
            Some(Value::Ref(Some(r))) if !mm.is_static() => Some(r),
            _ => None,
        };
        match (&*cname, &*mm.name) {
            ("java/lang/Thread", "start0") => match recv.and_then(|r| self.thread_of(r)) {
                Some(t) => format!("start \"{}\"", self.thread_name(t)),
                None => "start a thread".into(),
            },
            ("java/lang/Thread", "join0") => match recv.and_then(|r| self.thread_of(r)) {
                Some(t) => format!("join \"{}\"", self.thread_name(t)),
                None => "join a thread".into(),
            },
            ("java/lang/Object", "wait") => {
                format!("wait on {}", recv.map(|r| self.describe_object(r)).unwrap_or_default())
            }
            ("java/lang/Object", "notify") => {
                format!("notify on {}", recv.map(|r| self.describe_object(r)).unwrap_or_default())
            }
            ("java/lang/Object", "notifyAll") => {
                format!("notifyAll on {}", recv.map(|r| self.describe_object(r)).unwrap_or_default())
            }
            _ if mm.is_synchronized() => {
                let lock = if mm.is_static() {
                    format!("{}.class", cname.replace('/', "."))
                } else {
                    recv.map(|r| self.describe_object(r)).unwrap_or_default()
                };
                format!("call synchronized {} (lock {lock})", self.prog.method_name(m))
            }
            _ => format!("call {}", self.prog.method_name(m)),
        }
    }
}
