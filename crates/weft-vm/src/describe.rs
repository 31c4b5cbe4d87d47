//! Human-readable descriptions of what a thread is about to do, for counterexamples.

use crate::class::ElementType;
use crate::insn::Insn;
use crate::machine::Machine;
use crate::state::{FrameKind, InitState, ThreadId, ThreadStatus};
use crate::value::{ObjRef, Value};

/// A floating-point value as Java's `Double.toString` chooses its notation: the shortest digits
/// that read back exactly, in scientific notation outside 10^-3 ..10^7, so that `1e-300` is
/// not printed with three hundred digits.
fn readable_float(x: f64) -> String {
    let magnitude = x.abs();
    if x.is_finite() && magnitude != 0.0 && !(1e-3..1e7).contains(&magnitude) {
        format!("{x:e}")
    } else {
        format!("{x:?}")
    }
}

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
        if t.frames.is_empty() {
            let operation = match &t.pending_call {
                // Reports do not name weft's internal model code (`crate::shown`): a Habanero
                // task's thread starts in weft's task runner, `weft test`'s main thread in its
                // driver.
                Some((m, _)) if self.is_model_internal_method(*m) => {
                    let runner = &*self.prog.class(self.prog.method(*m).class).name == "weft/rt/Tasks";
                    if runner { "start running a task" } else { "start running" }.into()
                }
                Some((m, _)) => format!("start running {}", self.prog.method_name(*m)),
                None => "terminate".into(),
            };
            return NextStep { position: String::new(), method: String::new(), operation };
        }
        // The innermost frame a report shows: a frame of weft's internal model code is shown as
        // the JDK method it stands for (without a line) or not at all (`crate::shown`).
        let (position, method) = self.shown_top(tid).map(|s| (s.position, s.method)).unwrap_or_default();
        // A blocked thread that runs ends its wait: say what ended it (a time-out is otherwise
        // invisible in a counterexample, and often the point of it).
        let ended = |timed: bool| {
            if t.interrupted {
                "interrupted in"
            } else if timed {
                "time out in"
            } else {
                "wake up in"
            }
        };
        let operation = match t.status {
            ThreadStatus::Reacquiring { monitor, .. } => {
                format!("reacquire {} after wait", self.describe_object(monitor))
            }
            ThreadStatus::Joining { thread, until } => {
                let name = self.thread_name(thread);
                if self.st.threads[thread as usize].status == ThreadStatus::Terminated {
                    format!("return from join of \"{name}\"")
                } else {
                    format!("{} join of \"{name}\"", ended(until.is_some()))
                }
            }
            ThreadStatus::Waiting { monitor, until, .. } => {
                format!("{} wait on {}", ended(until.is_some()), self.describe_object(monitor))
            }
            ThreadStatus::Sleeping { .. } => format!("{} sleep", ended(false)),
            ThreadStatus::Parked { until } if !t.permit => format!("{} park", ended(until.is_some())),
            // A thread that stopped at a scheduling point is about to perform that operation;
            // otherwise it simply carries on where it left off (after a yield, a start, a wake-up).
            _ if t.at_scheduling_point => self.describe_insn(tid),
            _ => "continue".to_string(),
        };
        NextStep { position, method, operation }
    }

    /// Describes value `v` of the nondeterministic choice thread `tid` stopped at: a spurious
    /// wakeup of `Object.wait` or `LockSupport.park`, a spurious failure of a weak
    /// compare-and-set (see `Config::spurious_wakeups`), or a value for `weft.Verify`.
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
        // A weak compare-and-set's spurious failure: a `VarHandle` call in the program's code,
        // or an atomic's `weakCompareAndSet*` method calling `Unsafe`.
        let weak_cas = t.frames.last().is_some_and(|f| {
            let in_weak_method = self.prog.method(f.method).name.starts_with("weakCompareAndSet");
            let insn =
                self.prog.method(f.method).code.as_ref().and_then(|c| c.insns.get(f.pc as usize)).map(|i| i.get());
            in_weak_method
                || matches!(
                    insn,
                    Some(Insn::InvokeVarHandle { op: crate::insn::MemOp::CompareAndSet { weak: true, .. }, .. })
                )
        });
        if weak_cas {
            return if spurious {
                "weakCompareAndSet: spurious failure (returns false)".into()
            } else {
                "weakCompareAndSet".into()
            };
        }
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
                ("java/lang/Object", "notify") => {
                    let Some(&Value::Ref(Some(o))) = t.stack.get(first_arg) else { return "notify".into() };
                    let woken = self.st.monitors.get(&o).and_then(|mon| mon.waiters.get(v as usize).copied());
                    let monitor = self.describe_object(o);
                    return match woken {
                        Some(w) => format!("notify on {monitor}: wakes \"{}\"", self.thread_name(w)),
                        None => format!("notify on {monitor}"),
                    };
                }
                (CONDITION | LONG_CONDITION, "await") => {
                    return if spurious {
                        "Condition.await: spurious wakeup (returns without signal)".into()
                    } else {
                        "Condition.await".into()
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

    /// Where an exception was created, as reports give it (see [`ThrowPlace`]).
    pub fn throw_location(&self, exc: crate::value::ObjRef) -> Option<ThrowPlace> {
        let Some(created) = self.creation_places(exc) else {
            // No frames of its own (an `ExceptionInInitializerError` made when the main class's
            // initializer failed before `main` began): the place is that of the first cause
            // that has one (a few: a chain can loop through `initCause`).
            let mut cause = exc;
            for _ in 0..4 {
                cause = match self.get_field_named(cause, "cause").and_then(|v| v.as_ref()) {
                    Some(Some(next)) if next != cause => next,
                    _ => return None,
                };
                if self.creation_places(cause).is_some() {
                    let inner = self.throw_location(cause)?;
                    let class = self.prog.class(self.st.heap.get(cause).class).java_name();
                    return Some(ThrowPlace {
                        location: format!("{} (caused by {class} there)", inner.location),
                        key: format!("caused by {class} at {}", inner.key),
                        method: inner.method,
                    });
                }
            }
            return None;
        };
        if let Some((user, method)) = created.user {
            let key =
                if user == created.thrown { user.clone() } else { format!("{}, called from {user}", created.thrown) };
            let location = match created.shown_thrown {
                Some(thrown) => format!("{user} (thrown in {thrown})"),
                None => user,
            };
            return Some(ThrowPlace { location, key, method: Some(method) });
        }
        let thrown = created.shown_thrown.unwrap_or_else(|| created.thrown.clone());
        // Follow the causes (a few: a chain can be long, or loop through `initCause`).
        let mut cause = exc;
        for _ in 0..4 {
            match self.get_field_named(cause, "cause").and_then(|v| v.as_ref()) {
                Some(Some(next)) if next != cause => cause = next,
                _ => break,
            }
            if let Some(Created { user: Some((user, method)), .. }) = self.creation_places(cause) {
                let class = self.prog.class(self.st.heap.get(cause).class).java_name();
                return Some(ThrowPlace {
                    location: format!("{user} (caused by {class} there; thrown in {thrown})"),
                    key: format!("{}, caused by {class} at {user}", created.thrown),
                    method: Some(method),
                });
            }
        }
        Some(ThrowPlace { location: thrown, key: created.thrown, method: None })
    }

    /// Where a throwable was created, from its backtrace.
    fn creation_places(&self, exc: crate::value::ObjRef) -> Option<Created> {
        let bt = self.get_field_named(exc, "backtrace")?.as_ref()??;
        let crate::state::ArrayData::Long(entries) = self.st.heap.get(bt).array()? else { return None };
        let mut entries: Vec<(u32, u32)> =
            entries.iter().map(|&e| ((e >> 32) as u32, (e & 0xFFFF_FFFF) as u32)).collect();
        // What follows the trace's `depth`: the hidden frame of a method reference the program
        // made, with no frame of its own code inner to it (`natives::lang::fill_in_stack_trace`).
        let depth = match self.get_field_named(exc, "depth") {
            Some(Value::Int(d)) => (d.max(0) as usize).min(entries.len()),
            _ => entries.len(),
        };
        let hidden_reference = entries.split_off(depth).first().and_then(|&(m, pc)| self.program_call_site(m, pc));
        let &(method, pc) = entries.first()?;
        let user = entries
            .iter()
            .find(|&&(m, _)| self.is_user_method(m))
            .map(|&(m, pc)| weft_events::Site { method: m, pc })
            .or(hidden_reference)
            .map(|s| (self.prog.source_position(s.method, s.pc), self.prog.method_name(s.method)));
        // The innermost frame reports show, unless it is the program's own: then the exception
        // was made in the program's code, or in weft's internal code the JVM has no frames for.
        let shown_thrown = self
            .shown_backtrace(&entries)
            .into_iter()
            .next()
            .filter(|(m, _)| !self.is_user_method(*m))
            .map(|(_, f)| f.place().to_string());
        Some(Created { thrown: self.prog.source_position(method, pc), user, shown_thrown })
    }

    pub(crate) fn describe_value(&self, v: Value) -> String {
        match v {
            Value::Int(i) => i.to_string(),
            Value::Long(l) => l.to_string(),
            Value::Float(x) => readable_float(f64::from(x)),
            Value::Double(x) => readable_float(x),
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
            Insn::InvokeVarHandle { op, args, .. } => {
                let on_stack = t.stack.len().checked_sub(args as usize).map(|i| &t.stack[i..]).unwrap_or_default();
                crate::natives::varhandle::describe_access(self, op, on_stack)
                    .unwrap_or_else(|| format!("VarHandle.{}", op.name()))
            }
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

/// Where an exception was created, as reports give it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThrowPlace {
    /// The innermost frame of the program's own code in the exception's backtrace, with the
    /// place the library threw it when that is not the program's frame:
    /// `Main.java:5 (thrown in Thread.java:199)` (`crate::shown`: a frame of weft's internal
    /// model code is named as the JDK method it stands for, `(thrown in
    /// java.lang.reflect.Method.invoke)`, or skipped). When no frame is the program's (a
    /// `CompletionException` a pool's thread made around the task's exception, rethrown by
    /// `join`), the place in the program of the first cause that has one:
    /// `Main.java:14 (caused by Main$NotFound there; thrown in CompletableFuture.java:315)`;
    /// without one, where it was thrown: `CompletableFuture.java:315`.
    pub location: String,
    /// The same place as earlier weft versions gave it, from the backtrace's raw frames (weft's
    /// model frames included): `Thread.java:199, called from Main.java:5`. The search tells
    /// violations apart by it, so that how reports show frames changes no verdict and no count
    /// of violations.
    pub key: String,
    /// `pkg.Class.method` of the program's frame that `location` begins with; `None` when it
    /// begins with a place in the library (no frame of the program's, nor of a cause's).
    pub method: Option<String>,
}

/// The places in a throwable's backtrace that reports use.
struct Created {
    /// `File.java:line` of the first frame (where it was created).
    thrown: String,
    /// `File.java:line` and `pkg.Class.method` of the innermost frame of the program's own
    /// code, if any.
    user: Option<(String, String)>,
    /// The innermost frame reports show, when it is not the program's own: its position, or the
    /// JDK method a frame of weft's internal model code stands for.
    shown_thrown: Option<String>,
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
    /// `java.util.concurrent.locks.ReentrantLock.lock`), named as reports name frames
    /// (`crate::shown`: `java.lang.reflect.Method.invoke`, not weft's model behind it); `None`
    /// when the innermost frame is the user's own, or only frames reports leave out are above it.
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

    /// Where the program called the library code that thread `tid` runs: the site of its
    /// innermost frame in the program's own code when the innermost frame is the library's
    /// (the JDK's or weft's classes), [`Site::NONE`] when the program's own code runs or no
    /// frame is the program's. It is the `via` of an array access the library makes for the
    /// program (`Arrays.fill(a, 1)`), which the race check attributes to that call.
    pub fn library_caller(&self, tid: ThreadId) -> weft_events::Site {
        let Some(frames) = self.st.threads.get(tid as usize).map(|t| &t.frames) else {
            return weft_events::Site::NONE;
        };
        // The program's own code makes most array accesses: told by the class's origin alone (a
        // lambda's class, which `is_user_method` leaves out, touches no array itself).
        let library = |f: &crate::state::Frame| {
            self.prog.class(self.prog.method(f.method).class).origin != weft_classfile::ClassOrigin::Application
        };
        match frames.last() {
            Some(top) if library(top) => frames
                .iter()
                .rev()
                .find_map(|f| self.program_call_site(f.method, f.pc))
                .unwrap_or(weft_events::Site::NONE),
            _ => weft_events::Site::NONE,
        }
    }

    /// Where a frame of `method` at `pc` is the program's call: in the program's own code,
    /// there; in a lambda or method-reference class the program's code made, at the reference
    /// (`list::add`, whose class's method calls `ArrayList.add` for the program); `None` in the
    /// JDK's code and in its own lambdas' classes.
    pub fn program_call_site(&self, method: crate::class::MethodId, pc: u32) -> Option<weft_events::Site> {
        if self.is_user_method(method) {
            return Some(weft_events::Site { method, pc });
        }
        let (method, pc) = *self.prog.lambda_sites.get(&self.prog.method(method).class)?;
        Some(weft_events::Site { method, pc })
    }

    /// The innermost frame of thread `tid` in the program's own code, if it has one.
    pub fn user_frame(&self, tid: ThreadId) -> Option<UserFrame> {
        let frames = &self.st.threads.get(tid as usize)?.frames;
        let depth = frames.iter().rposition(|f| self.is_user_method(f.method))?;
        let f = &frames[depth];
        // The callee as reports show it: weft's internal model code as the JDK method it stands
        // for, or, when it stands for none (an `invokedynamic`), the first frame above it shown.
        let call = self.shown_call(tid, depth + 1);
        Some(UserFrame {
            position: self.prog.source_position(f.method, f.pc),
            method: self.prog.method_name(f.method),
            call,
            depth,
        })
    }
}

/// Objects visited at most when looking for a path from a root to an object (reports only).
/// The JDK's `Condition` implementations, whose `await` may return spuriously.
pub(crate) const CONDITION: &str = "java/util/concurrent/locks/AbstractQueuedSynchronizer$ConditionObject";
pub(crate) const LONG_CONDITION: &str = "java/util/concurrent/locks/AbstractQueuedLongSynchronizer$ConditionObject";

const PATH_SEARCH_LIMIT: usize = 20_000;

/// What a blocked thread waits for, in the program's terms.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BlockedOn {
    /// `monitor`, `wait`, `join`, `class initialization`, `lock`, `condition`, `latch`,
    /// `semaphore`, `barrier`, `queue`, `future` or `park`.
    pub kind: &'static str,
    /// What it waits for, e.g. `java.util.concurrent.locks.ReentrantLock@1a3
    /// (LockOrderInversion.b)`.
    pub what: String,
    /// The library call it waits in (`java.util.concurrent.locks.ReentrantLock.lock`), if any.
    pub call: Option<String>,
    /// The thread that holds what it waits for (a monitor's owner, a lock's exclusive owner, the
    /// thread it joins).
    pub holder: Option<ThreadId>,
    /// The object whose ownership `holder` has: a monitor, or an `AbstractQueuedSynchronizer`.
    pub owned_object: Option<crate::value::ObjRef>,
    /// Nothing but another thread's notify, signal, count-down or unpark can wake it, and in a
    /// deadlock no thread is left to do it.
    pub needs_wakeup: bool,
    /// `holder` holds it for reading (the read lock of a `ReentrantReadWriteLock`, which the
    /// waiting thread wants for writing), not exclusively.
    pub read_held: bool,
}

impl Machine {
    /// Describes an object with a path from a root that reaches it, when a short one exists:
    /// `java.util.concurrent.locks.ReentrantLock@1a3 (LockOrderInversion.b)`.
    pub fn describe_object_with_path(&self, r: crate::value::ObjRef) -> String {
        match self.object_path(r) {
            Some(path) => format!("{} ({path})", self.describe_object(r)),
            None => self.describe_object(r),
        }
    }

    /// A path from a root to an object, breadth-first, so the shortest: from a static field of
    /// the program's own classes (`Bank.accounts[1]`, `Cache.map.table`), else from a named local
    /// variable of a thread's frame in the program's code (`acc.owner, a local of Bank.transfer
    /// in "Thread-1"`; names need classes compiled with `javac -g`). `None` when no root reaches
    /// it within a bound.
    pub fn object_path(&self, target: crate::value::ObjRef) -> Option<String> {
        let mut statics = Vec::new();
        for (id, class) in self.prog.classes.iter().enumerate() {
            if !matches!(class.origin, weft_classfile::ClassOrigin::Application) {
                continue;
            }
            let Some(values) = self.st.statics.get(id) else { continue };
            for f in class.declared_fields.iter().filter(|f| f.is_static()) {
                if let Some(crate::value::Value::Ref(Some(o))) = values.get(f.slot as usize) {
                    statics.push((*o, format!("{}.{}", class.java_name(), f.name), 0));
                }
            }
        }
        if let Some((path, _)) = self.path_from(statics, target) {
            return Some(path);
        }
        let mut locals = Vec::new();
        let mut frames = Vec::new();
        for (tid, t) in self.st.threads.iter().enumerate() {
            for f in t.frames.iter().rev().filter(|f| self.is_user_method(f.method)) {
                let Some(code) = self.prog.method(f.method).code.as_ref() else { continue };
                for slot in 0..code.max_locals {
                    let Some(crate::value::Value::Ref(Some(o))) = t.stack.get(f.base as usize + slot as usize) else {
                        continue;
                    };
                    // Only named, live locals: a slot out of its variable's range may hold a stale value.
                    if let Some(name) = crate::npe::local_name(&self.prog, f.method, f.pc, slot) {
                        locals.push((*o, name.to_string(), frames.len()));
                        frames.push((tid as ThreadId, f.method));
                    }
                }
            }
        }
        let (path, root) = self.path_from(locals, target)?;
        let (tid, method) = frames[root];
        Some(format!("{path}, a local of {} in \"{}\"", self.prog.method_name(method), self.thread_name(tid)))
    }

    /// Breadth-first from `roots` (an object, its path and a tag) through fields and elements
    /// to `target`: the path found and the tag of its root.
    fn path_from(
        &self,
        roots: Vec<(crate::value::ObjRef, String, usize)>,
        target: crate::value::ObjRef,
    ) -> Option<(String, usize)> {
        use std::collections::{HashSet, VecDeque};
        let mut seen: HashSet<crate::value::ObjRef> = HashSet::new();
        let mut queue: VecDeque<(crate::value::ObjRef, String, usize)> = VecDeque::new();
        for (o, path, root) in roots {
            if o == target {
                return Some((path, root));
            }
            if seen.insert(o) {
                queue.push_back((o, path, root));
            }
        }
        while let Some((o, path, root)) = queue.pop_front() {
            if seen.len() > PATH_SEARCH_LIMIT {
                return None;
            }
            let object = self.st.heap.get(o);
            let mut children: Vec<(crate::value::ObjRef, String)> = Vec::new();
            if let Some(crate::state::ArrayData::Ref(elements)) = object.array() {
                for (i, e) in elements.iter().enumerate() {
                    if let Some(e) = e {
                        children.push((*e, format!("{path}[{i}]")));
                    }
                }
            } else {
                for f in &self.prog.class(object.class).instance_fields {
                    if let Some(crate::value::Value::Ref(Some(c))) = object.fields().get(f.slot as usize) {
                        children.push((*c, format!("{path}.{}", f.name)));
                    }
                }
            }
            for (child, child_path) in children {
                if child == target {
                    return Some((child_path, root));
                }
                if seen.insert(child) {
                    queue.push_back((child, child_path, root));
                }
            }
        }
        None
    }

    /// Why a blocked thread's wait belongs to the JVM's shutdown sequence, when it does: a
    /// thread blocked on the monitor of `java.lang.Shutdown.class` called `System.exit` while
    /// another thread shuts down (JDK 17 blocks it forever there), and a thread joining a
    /// thread inside `Runtime.runHooks` waits for a shutdown hook to finish, and a pool's worker
    /// waiting for a task (`ThreadPoolExecutor.getTask`) keeps the program alive until the pool
    /// is shut down. Reports add it to what the thread waits for, since none of these waits is
    /// in the program's code.
    pub fn shutdown_note(&self, tid: ThreadId, blocked: &BlockedOn) -> Option<&'static str> {
        let in_class = |frame: &crate::state::Frame, class: &str, method: &str| {
            let m = self.prog.method(frame.method);
            &*self.prog.class(m.class).name == class && &*m.name == method
        };
        let frames = &self.st.threads.get(tid as usize)?.frames;
        match blocked.kind {
            "monitor" => {
                let mirror = blocked.owned_object.and_then(|o| self.st.heap.get(o).mirror_of)?;
                if &*self.prog.class(mirror).name != "java/lang/Shutdown" {
                    return None;
                }
                Some(if frames.iter().any(|f| in_class(f, "java/lang/Runtime", "exit")) {
                    "System.exit while shutdown is in progress: it blocks forever, and only the thread that \
                     shuts down ends the program, once every shutdown hook has finished"
                } else {
                    // `DestroyJavaVM`, after the last non-daemon thread, while a daemon shuts down.
                    "the end of the program waits for the thread that already shuts down"
                })
            }
            "join" => frames.iter().any(|f| in_class(f, "java/lang/Runtime", "runHooks")).then_some(
                "the thread that shuts down waits for every shutdown hook to finish before the program ends",
            ),
            // A pool's worker between tasks: a program that never shuts its pool down never ends
            // (the JVM waits for the worker), which shows up here as a deadlock.
            _ => frames.iter().any(|f| in_class(f, "java/util/concurrent/ThreadPoolExecutor", "getTask")).then_some(
                "a thread pool's worker waiting for its next task: it ends only once the pool is shut down \
                 with ExecutorService.shutdown, and until then the program cannot end",
            ),
        }
    }

    /// What a blocked thread waits for; `None` for a thread that is not blocked.
    pub fn blocked_on(&self, tid: ThreadId) -> Option<BlockedOn> {
        let t = self.st.threads.get(tid as usize)?;
        let plain = |kind, what: String, holder, owned_object, needs_wakeup| BlockedOn {
            kind,
            what,
            call: None,
            holder,
            owned_object,
            needs_wakeup,
            read_held: false,
        };
        Some(match t.status {
            ThreadStatus::Blocked(o) | ThreadStatus::Reacquiring { monitor: o, .. } => {
                let holder = self.st.monitors.get(&o).and_then(|m| m.owner);
                plain("monitor", self.describe_object_with_path(o), holder, Some(o), false)
            }
            ThreadStatus::Waiting { monitor, .. } => {
                plain("wait", self.describe_object_with_path(monitor), None, None, true)
            }
            ThreadStatus::Joining { thread, .. } if crate::natives::tasks::current_task(self, tid).is_some() => plain(
                "task end (finish or HjFuture.get) of",
                format!("\"{}\"", self.thread_name(thread)),
                Some(thread),
                None,
                false,
            ),
            ThreadStatus::Joining { thread, .. } => {
                plain("join", format!("\"{}\" to terminate", self.thread_name(thread)), Some(thread), None, false)
            }
            ThreadStatus::ClassInit(c) => {
                // The class's initializer runs in another thread, which holds it.
                let holder = match self.st.init_state(c) {
                    crate::state::InitState::InProgress(h) => Some(h),
                    _ => None,
                };
                plain("class initialization", self.prog.class(c).java_name(), holder, None, false)
            }
            ThreadStatus::Parked { .. } if crate::natives::tasks::awaited(self, tid).is_some() => {
                let awaited =
                    crate::natives::tasks::awaited(self, tid).map(|o| self.describe_object(o)).unwrap_or_default();
                plain("a data-driven future or phaser", awaited, None, None, true)
            }
            ThreadStatus::Parked { .. } => self.parked_on(tid),
            _ => return None,
        })
    }

    /// What a parked thread waits for: the `java.util.concurrent` object of the library call its
    /// user frame made, and for locks the synchronizer's exclusive owner.
    fn parked_on(&self, tid: ThreadId) -> BlockedOn {
        let t = &self.st.threads[tid as usize];
        let receiver = |f: &crate::state::Frame| match t.stack.get(f.base as usize) {
            Some(Value::Ref(Some(o))) if !self.prog.method(f.method).is_static() => Some(*o),
            _ => None,
        };
        let class_name = |f: &crate::state::Frame| self.prog.class(self.prog.method(f.method).class).name.clone();
        let object_class = |o: ObjRef| self.prog.class(self.st.heap.get(o).class).java_name();
        // The object of the library call the program made; in a thread with no frame of the
        // program's (a method reference's, a pool's worker), the outermost call on an object
        // that names a kind.
        let api_index = match self.user_frame(tid) {
            Some(u) => Some(u.depth + 1).filter(|&i| i < t.frames.len()),
            None => t.frames.iter().position(|f| receiver(f).is_some_and(|o| waited_kind(&object_class(o)).is_some())),
        };
        let api = api_index.map(|i| &t.frames[i]);
        let api_object = api.and_then(receiver);
        // Named as reports name frames (`crate::shown`): not by weft's internal model classes.
        let call = api_index.and_then(|i| self.shown_call(tid, i));
        // A condition wait, or an exclusive acquire of a synchronizer (whose owner is known).
        let awaiting = t.frames.iter().rev().any(|f| {
            class_name(f).ends_with("AbstractQueuedSynchronizer$ConditionObject")
                && self.prog.method(f.method).name.starts_with("await")
        });
        let synchronizer = t
            .frames
            .iter()
            .rev()
            .find(|f| {
                let c = class_name(f);
                (c.ends_with("/AbstractQueuedSynchronizer") || c.ends_with("/AbstractQueuedLongSynchronizer"))
                    && self.prog.method(f.method).name.starts_with("acquire")
            })
            .and_then(receiver);
        let mut holder =
            synchronizer.filter(|_| !awaiting).and_then(|s| match self.get_field_named(s, "exclusiveOwnerThread") {
                Some(Value::Ref(Some(owner))) => self.thread_of(owner),
                _ => None,
            });
        // A write lock of a `ReentrantReadWriteLock` nobody holds exclusively waits for its
        // readers: name the first (the lock records it), which may be the waiting thread itself
        // (a read lock cannot be upgraded).
        let shared = t.frames.iter().any(|f| self.prog.method(f.method).name.starts_with("acquireShared"));
        let mut read_held = false;
        if let (None, Some(s), false, false) = (holder, synchronizer, awaiting, shared) {
            if object_class(s).starts_with("java.util.concurrent.locks.ReentrantReadWriteLock$") {
                if let Some(Value::Ref(Some(reader))) = self.get_field_named(s, "firstReader") {
                    holder = self.thread_of(reader);
                    read_held = holder.is_some();
                }
            }
        }
        let api_class = api_object.map(object_class).unwrap_or_default();
        // The object the program called names the kind; a queue or latch waits on a condition
        // inside, which is the library's business. A condition the program awaits itself is
        // named first: its class, `AbstractQueuedSynchronizer$ConditionObject`, contains "Queue".
        let kind = if awaiting && api_class.ends_with("$ConditionObject") {
            "condition"
        } else if let Some(kind) = waited_kind(&api_class).filter(|&k| k != "lock") {
            kind
        } else if awaiting {
            "condition"
        } else if api_class.contains("Lock") || holder.is_some() {
            "lock"
        } else {
            "park"
        };
        let what = match api_object {
            Some(o) => self.describe_object_with_path(o),
            None => "a LockSupport permit".to_string(),
        };
        BlockedOn {
            kind,
            what,
            call,
            holder,
            owned_object: synchronizer.filter(|_| holder.is_some()),
            needs_wakeup: holder.is_none(),
            read_held,
        }
    }
}

/// The kind of thing a thread parked in a call on an object of class `class` waits for, by
/// the class's name (`java.util.concurrent.Semaphore`: a semaphore).
fn waited_kind(class: &str) -> Option<&'static str> {
    Some(if class.contains("Latch") {
        "latch"
    } else if class.contains("Semaphore") {
        "semaphore"
    } else if class.contains("Barrier") || class.contains("Phaser") {
        "barrier"
    } else if class.contains("Queue") || class.contains("Deque") || class.contains("Exchanger") {
        "queue"
    } else if class.contains("Future") {
        "future"
    } else if class.contains("Lock") {
        "lock"
    } else {
        return None;
    })
}

#[cfg(test)]
mod tests {
    use super::readable_float;

    #[test]
    fn floats_read_as_java_prints_them() {
        assert_eq!(readable_float(0.1), "0.1");
        assert_eq!(readable_float(123.0), "123.0");
        assert_eq!(readable_float(0.0), "0.0");
        assert_eq!(readable_float(1e-300), "1e-300");
        assert_eq!(readable_float(-2.5e10), "-2.5e10");
        assert_eq!(readable_float(f64::from(0.1f32)), "0.10000000149011612");
    }
}
