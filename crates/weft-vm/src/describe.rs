//! Human-readable descriptions of what a thread is about to do, for counterexamples.

use crate::class::ElementType;
use crate::insn::Insn;
use crate::machine::Machine;
use crate::state::{ThreadId, ThreadStatus};
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
            other => format!("{other:?}"),
        }
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

/// Where a thread is in the program's own code: the innermost frame of a class from the user's
/// class path (not the JDK, not weft's model classes, not a generated lambda class), and the
/// library method it called from there, if the thread is inside the library.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UserFrame {
    /// `File.java:line` of the frame's current instruction.
    pub position: String,
    /// `pkg.Class.method` of the frame.
    pub method: String,
    /// The library method the user frame called and the thread is still inside (e.g.
    /// `java.util.concurrent.locks.ReentrantLock.lock`); `None` when the innermost frame is the
    /// user's own.
    pub call: Option<String>,
    /// How deep the user frame is in the thread's stack (0 is the outermost frame), so that two
    /// steps inside the same user-level call can be told from two calls on the same line.
    pub depth: usize,
}

impl Machine {
    /// Whether a method belongs to the program's own code (see [`UserFrame`]).
    pub fn is_user_method(&self, method: crate::class::MethodId) -> bool {
        let class = self.prog.class(self.prog.method(method).class);
        matches!(class.origin, weft_classfile::ClassOrigin::Application) && !class.name.contains("$$Lambda$")
    }

    /// The innermost frame of thread `tid` in the program's own code, if it has one.
    pub fn user_frame(&self, tid: ThreadId) -> Option<UserFrame> {
        let frames = &self.st.threads.get(tid as usize)?.frames;
        let depth = frames.iter().rposition(|f| self.is_user_method(f.method))?;
        let f = &frames[depth];
        let call = frames.get(depth + 1).map(|callee| self.prog.method_name(callee.method));
        Some(UserFrame {
            position: self.prog.source_position(f.method, f.pc),
            method: self.prog.method_name(f.method),
            call,
            depth,
        })
    }
}
