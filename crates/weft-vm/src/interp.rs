//! The interpreter: executes one thread's instructions until a scheduling point.
//!
//! The inner loop ([`Machine::execute`]) handles the instructions that only touch the current
//! frame, its operand stack and plain fields; everything that may change frames, allocate, throw,
//! resolve or synchronize goes through [`Machine::slow_path`]. The loop keeps the pc in a local and
//! writes it back to the frame before any slow path, so the frame is always exact when control
//! leaves the loop.

use weft_events::{AccessMode, Event, Location, Site};

use crate::arith;
use crate::class::*;
use crate::insn::*;
use crate::machine::*;
use crate::natives::NResult;
use crate::state::*;
use crate::value::{ObjRef, Value};

/// Loop iterations (back jumps) a thread runs between two checks of the loop budget: a step's
/// loop iterations are counted in batches of this many (`Config::max_loop_iterations`,
/// `Config::divergence_probe`).
pub const LOOP_ITERATION_BATCH: u64 = 1 << 16;

/// Allocations within one step between collections of what the step itself allocated and
/// dropped, while analyses keep collection off the path (see `Machine::collect_step_garbage`).
const STEP_GC_INTERVAL: usize = 200_000;
const BACK_JUMPS_PER_CHECK: u32 = LOOP_ITERATION_BATCH as u32;

/// The error of a field access by slot on an object without that slot ([`Machine::get_field`]).
fn bad_slot_error() -> VmError {
    VmError::verify("an object of another class than the code expects (a field slot it has not)")
}

/// Instructions of loop bodies (by their length, once per iteration) after which the
/// interpreter hands back to the run loop, which checks the limits: with only
/// `BACK_JUMPS_PER_CHECK`, a loop of thousands of instructions ran minutes past `--time-limit`.
const LOOP_WORK_PER_CHECK: u32 = 1 << 22;

/// Spin-waits a `java.util.concurrent` operation makes in one step before one is a scheduling
/// point again (see [`Machine::spin_runs_on`]): more than any of the JDK's spin-then-park loops
/// makes before it parks (`AbstractQueuedSynchronizer.acquire` spins at most 255 times), so
/// those never stop, and a loop that waits only by spinning still lets other threads run.
pub(crate) const SPINS_PER_STEP: u32 = 1024;

/// Virtual nanoseconds a step takes under `weft run` (see [`Machine::pass_time_for_step`]): a
/// synchronization operation and the code around it. About the time weft itself takes for a
/// step, so a spinning thread lets a sleep of a second pass in about a second.
const STEP_NANOS: u64 = 100;

/// Virtual nanoseconds a loop iteration takes under `weft run`, about what a JIT-compiled loop
/// takes, so that a long computation between two scheduling points lets time pass too.
const LOOP_ITERATION_NANOS: u64 = 1;

fn underflow() -> VmError {
    VmError::verify("operand stack underflow")
}

fn bad_type(expected: &str) -> VmError {
    VmError::verify(format!("expected {expected} on the operand stack"))
}

macro_rules! pop {
    ($s:expr) => {
        match $s.pop() {
            Some(v) => v,
            None => return Err(underflow()),
        }
    };
}
macro_rules! pop_int {
    ($s:expr) => {
        match $s.pop() {
            Some(Value::Int(v)) => v,
            _ => return Err(bad_type("int")),
        }
    };
}
macro_rules! pop_long {
    ($s:expr) => {
        match $s.pop() {
            Some(Value::Long(v)) => v,
            _ => return Err(bad_type("long")),
        }
    };
}
macro_rules! pop_float {
    ($s:expr) => {
        match $s.pop() {
            Some(Value::Float(v)) => v,
            _ => return Err(bad_type("float")),
        }
    };
}
macro_rules! pop_double {
    ($s:expr) => {
        match $s.pop() {
            Some(Value::Double(v)) => v,
            _ => return Err(bad_type("double")),
        }
    };
}
macro_rules! pop_ref {
    ($s:expr) => {
        match $s.pop() {
            Some(Value::Ref(v)) => v,
            _ => return Err(bad_type("reference")),
        }
    };
}

impl Machine {
    /// Runs thread `tid` until it reaches a scheduling point, blocks, terminates or the program
    /// exits. A thread resumed after blocking first completes the operation it blocked in.
    pub fn run_thread(&mut self, tid: ThreadId) -> Result<Stop, VmError> {
        // Back jumps since the step's `loop_iterations` last advanced, over every `execute` call of the
        // step: a loop whose body leaves the fast loop (a call, a field access) counts too.
        let mut back_jumps = 0u32;
        let result = self.run_thread_inner(tid, &mut back_jumps);
        if !self.config.timeless {
            self.pass_time_for_step(back_jumps);
        }
        result.map_err(|e| {
            let stack = self.java_stack(tid, 12);
            if stack.is_empty() {
                e
            } else {
                e.located(stack)
            }
        })
    }

    fn run_thread_inner(&mut self, tid: ThreadId, back_jumps: &mut u32) -> Result<Stop, VmError> {
        let heap_at_start = self.step_garbage_collectable().then(|| self.st.heap.clone());
        self.step = StepNotes { heap_at_start, ..StepNotes::default() };
        self.repeated.forget();
        if self.step.heap_at_start.is_some() {
            // (Counts toward `collect_step_garbage` only: the path is never collected whole.)
            self.st.heap.allocated_since_gc = 0;
        }
        self.running = tid;
        if let Some(Flow::Stop(s)) = self.resume(tid)? {
            return Ok(s);
        }
        loop {
            if let Some(code) = self.st.exit_status {
                return Ok(Stop::Exit(code));
            }
            if self.st.heap.live_count() > self.config.max_objects {
                return Err(VmError::OutOfMemory(self.config.max_objects));
            }
            if self.config.deadline.is_some() || self.config.memory_limit.is_some() {
                self.check_limits()?;
            }
            if let Some(max) = self.config.max_loop_iterations {
                if self.step.loop_iterations >= max {
                    return self.diverge(tid, max);
                }
                let probe = self.config.divergence_probe.map(|p| p.max(LOOP_ITERATION_BATCH));
                if !self.step.probed && probe.is_some_and(|p| self.step.loop_iterations >= p) {
                    // A thread whose own state is one a step went on from to loop forever
                    // does so again: the rest of its step is a function of that state.
                    self.step.probed = true;
                    self.step.probed_after = self.step.loop_iterations;
                    self.step.divergence_probe = self.local_digest(tid);
                    // (Only if the recorded step ran on long enough to pass the limit from
                    // here, and where the thread could be taken to loop forever now: the step
                    // may be inside a JDK initializer that the recorded one had left by its
                    // end.)
                    let left = max - self.step.loop_iterations;
                    let known = self
                        .step
                        .divergence_probe
                        .and_then(|d| self.divergence_memo.get(&d))
                        .filter(|e| e.iterations_after_probe >= left);
                    if let Some(e) = known {
                        // The recorded step may have read shared objects' final fields after its
                        // probe (they are in the digest): no other thread may be constructing one.
                        if self.hidden_sharing(tid).is_none() && !self.other_thread_constructs_shared(tid) {
                            self.step.recognised_at = Some(e.at.clone());
                            return self.diverge(tid, max);
                        }
                    }
                }
            }
            // While an atomicity monitor runs, object numbers name its variables: no reuse.
            let numbering_fixed = self.config.events_from_first_atomic && self.st.events_on;
            if self.st.heap.allocated_since_gc >= self.config.gc_interval && !numbering_fixed {
                self.collect_garbage()?;
            } else if self.st.heap.allocated_since_gc >= STEP_GC_INTERVAL && self.step.heap_at_start.is_some() {
                self.collect_step_garbage();
                self.st.heap.allocated_since_gc = 0;
            }
            let flow = self.execute(tid, back_jumps)?;
            // (A field access of the machine's own, for an instruction, met a slot the object
            // has not: see `Machine::get_field`.)
            if self.bad_slot.take() {
                return Err(bad_slot_error());
            }
            match flow {
                Flow::Continue => {}
                Flow::Stop(s) => return Ok(s),
            }
        }
    }

    /// Moves the virtual clock forward by the work of the step just run (`weft run`, where time
    /// is not abstract): [`STEP_NANOS`] for the step, [`LOOP_ITERATION_NANOS`] for each loop
    /// iteration in it (`back_jumps` not yet counted in the step's `loop_iterations`). Without
    /// it, time passed only at clock reads and when every thread waited for it, so a thread in a
    /// timed sleep or wait never woke while another spun (`while (running) {}` on a volatile
    /// flag that the sleeper clears after its sleep): the spinner was always runnable and never
    /// read the clock. On a real JVM time passes while threads work; here it passes with the
    /// steps they run, which keeps runs deterministic. Exploration (`timeless`) is unaffected:
    /// there every timed wait may end at any moment and time is not part of the state.
    fn pass_time_for_step(&mut self, back_jumps: u32) {
        let iterations = self.step.loop_iterations.saturating_add(back_jumps as u64);
        let work = STEP_NANOS.saturating_add(iterations.saturating_mul(LOOP_ITERATION_NANOS));
        self.st.clock_nanos = self.st.clock_nanos.saturating_add(i64::try_from(work).unwrap_or(i64::MAX));
    }

    /// Whether a thread other than `tid` runs a constructor of a shared object: a final field
    /// changes after its object is shared only while a constructor that leaked `this` (the
    /// object is shared before its constructor returned) still runs, in another thread.
    fn other_thread_constructs_shared(&self, tid: ThreadId) -> bool {
        self.st.threads.iter().filter(|o| o.id != tid).any(|o| {
            o.frames.iter().any(|f| {
                &*self.prog.method(f.method).name == "<init>"
                    && matches!(o.stack.get(f.base as usize), Some(Value::Ref(Some(r))) if self.st.heap.get(*r).shared)
            })
        })
    }

    /// Thread `tid` has run `max` loop iterations in this transition without reaching a
    /// scheduling point: it is taken to loop forever ([`ThreadStatus::Diverged`]) when what it
    /// runs is hidden from the other threads, so that they can go on; otherwise the search
    /// cannot go past it.
    fn diverge(&mut self, tid: ThreadId, max: u64) -> Result<Stop, VmError> {
        if let Some(why) = self.hidden_sharing(tid) {
            return Err(VmError::Unsupported {
                what: format!(
                    "a thread ran more than {max} loop iterations without reaching a scheduling point {why}; \
                     weft cannot explore past it"
                ),
                at: None,
            });
        }
        // The loop is in code only this thread observes (every access to an object another
        // thread can reach would have been a scheduling point), so nothing another thread
        // does can end it: if it ends at all, only after more iterations than the limit.
        // From the state the step had after its first batch of iterations it went on to here
        // reading nothing beyond what that state's digest covers: the memo takes a thread in
        // that state to loop forever at once next time (docs/design.md, "Threads that loop
        // forever").
        if let (Some(d), false, None, false) =
            (self.step.divergence_probe, self.step.read_beyond_local, &self.step.recognised_at, self.looking_ahead)
        {
            let at = self.shown_position(tid).unwrap_or_default();
            let iterations_after_probe = self.step.loop_iterations - self.step.probed_after;
            // (Kept from the longest such step: it holds under any limit a shorter one does.)
            let known = self.divergence_memo.get(&d).map_or(0, |e| e.iterations_after_probe);
            if iterations_after_probe > known {
                self.divergence_memo.insert(d, DivergenceMemoEntry { at, iterations_after_probe });
            }
        }
        let t = &mut self.st.threads[tid as usize];
        t.status = ThreadStatus::Diverged;
        t.diverged_at = self.step.recognised_at.as_deref().map(Into::into);
        Ok(Stop::Diverged)
    }

    /// Why thread `tid`'s step, looping without a scheduling point, cannot be taken to loop
    /// forever: where shared accesses are not scheduling points, the loop may be waiting for
    /// another thread's write, which would end it (taking it to loop forever would be wrong,
    /// not just unproven). `None` when nothing another thread does can end it.
    fn hidden_sharing(&self, tid: ThreadId) -> Option<&'static str> {
        // With no other live thread, nothing can end the loop (a single-threaded program
        // enumerating every locale inside one of the JDK's lookups, which run as one step).
        if self.st.live_threads <= 1 {
            return None;
        }
        let t = &self.st.threads[tid as usize];
        let constructing = self.step.read_shared_final && self.other_thread_constructs_shared(tid);
        let jdk_initializer = t.frames.iter().any(|f| {
            matches!(f.kind, FrameKind::Clinit(c) if self.prog.class(c).origin != weft_classfile::ClassOrigin::Application)
        });
        if self.config.region_scheduling {
            Some("under --schedule regions, where shared accesses outside regions are not scheduling points")
        } else if self.step.observed_shared_state || constructing {
            Some(
                "after reading, in the same step, state another thread may change without a scheduling point \
                 (an interrupt status, another thread's status, a final field of an object still being constructed)",
            )
        } else if jdk_initializer {
            Some("inside a JDK class initializer, which runs without scheduling points")
        } else if t.no_switch_depth > 0 {
            Some("inside a Verify.beginAtomic section, which passes its scheduling points")
        } else if t.in_library_op && self.within_library_op(tid) {
            Some("inside a java.util.concurrent operation or a JDK lookup of locale data or providers, which runs as one step")
        } else {
            None
        }
    }

    /// Completes whatever thread `tid` was blocked in. `None` when it was simply runnable.
    fn resume(&mut self, tid: ThreadId) -> Result<Option<Flow>, VmError> {
        let status = self.st.threads[tid as usize].status;
        if self.st.threads[tid as usize].frames.is_empty() && self.st.threads[tid as usize].pending_call.is_some() {
            self.st.threads[tid as usize].status = ThreadStatus::Runnable;
            return self.start_pending_call(tid).map(Some);
        }
        match status {
            ThreadStatus::Runnable => {
                // A thread that stopped before initializing a supertype goes on with it.
                if self.initializer_not_started(tid) {
                    if let Some(stop) = self.continue_supertype_initialization(tid, true)? {
                        return Ok(Some(Flow::Stop(stop)));
                    }
                }
                Ok(None)
            }
            ThreadStatus::New | ThreadStatus::Terminated => {
                Err(VmError::verify("scheduled a thread that is not alive"))
            }
            ThreadStatus::Diverged => Err(VmError::verify("scheduled a thread taken to loop forever")),
            ThreadStatus::Blocked(_) => {
                // Re-execute the monitor enter or synchronized call.
                let t = &mut self.st.threads[tid as usize];
                t.status = ThreadStatus::Runnable;
                t.at_scheduling_point = true;
                Ok(None)
            }
            ThreadStatus::ClassInit(_) => {
                // The other thread's initialization ended. Either the thread was starting the
                // initialization of a class's supertypes, and goes on with them, or it
                // re-executes the instruction that needed the class. (No stop is pending:
                // that instruction may not reach a scheduling point, so it must not be
                // marked as resumed at one.)
                self.st.threads[tid as usize].status = ThreadStatus::Runnable;
                if self.initializer_not_started(tid) {
                    if let Some(stop) = self.continue_supertype_initialization(tid, true)? {
                        return Ok(Some(Flow::Stop(stop)));
                    }
                }
                Ok(None)
            }
            ThreadStatus::Waiting { monitor, count, until } => {
                if !self.st.threads[tid as usize].interrupted {
                    self.time_out(until);
                }
                // Timed out or interrupted: leave the wait set and reacquire.
                if let Some(m) = self.st.monitors.get_mut(&monitor) {
                    m.waiters.retain(|&w| w != tid);
                }
                self.st.threads[tid as usize].status = ThreadStatus::Reacquiring { monitor, count };
                self.resume(tid)
            }
            ThreadStatus::Reacquiring { monitor, count } => {
                if !self.monitor_available(monitor, tid) {
                    return Ok(Some(Flow::Stop(Stop::Blocked)));
                }
                let m = self.st.monitors.entry(monitor).or_default();
                m.owner = Some(tid);
                m.count = count;
                let site = self.st.threads[tid as usize].frames.last().map(|f| Site { method: f.method, pc: f.pc });
                let site = site.unwrap_or(NO_SITE);
                self.emit(Event::MonitorEnter { thread: tid, object: monitor.0.get(), site });
                self.st.threads[tid as usize].status = ThreadStatus::Runnable;
                self.finish_blocking_call(tid, true).map(Some)
            }
            ThreadStatus::Joining { thread, until } => {
                if self.st.threads[thread as usize].status != ThreadStatus::Terminated {
                    self.time_out(until);
                }
                self.st.threads[tid as usize].status = ThreadStatus::Runnable;
                if self.st.threads[thread as usize].status == ThreadStatus::Terminated {
                    let pc = self.st.threads[tid as usize].frames.last().map(|f| f.pc).unwrap_or(0);
                    let method = self.st.threads[tid as usize].frames.last().map(|f| f.method).unwrap_or(0);
                    self.emit(Event::ThreadJoin { thread: tid, joined: thread, site: Site { method, pc } });
                }
                self.finish_blocking_call(tid, true).map(Some)
            }
            ThreadStatus::Sleeping { until } => {
                self.time_out(Some(until));
                self.st.threads[tid as usize].status = ThreadStatus::Runnable;
                self.finish_blocking_call(tid, true).map(Some)
            }
            ThreadStatus::Parked { until } => {
                // park returns on unpark, interrupt or timeout, without an exception.
                let t = &self.st.threads[tid as usize];
                if !t.permit && !t.interrupted {
                    self.time_out(until);
                }
                let t = &mut self.st.threads[tid as usize];
                t.status = ThreadStatus::Runnable;
                t.permit = false;
                self.finish_blocking_call(tid, false).map(Some)
            }
        }
    }

    /// A timed wait ended by timing out: its deadline has passed, so the clock shows at least it
    /// (exploration lets timed waits end at any moment, and code that re-checks the remaining
    /// time must see it elapsed).
    fn time_out(&mut self, until: Option<i64>) {
        if let Some(u) = until {
            self.st.clock_nanos = self.st.clock_nanos.max(u);
        }
    }

    /// Completes a blocking native call (`wait`, `join`, `sleep`) the thread is parked in: pops
    /// its arguments and moves past the call, or throws `InterruptedException` when the thread
    /// was interrupted and `interruptible` is set.
    fn finish_blocking_call(&mut self, tid: ThreadId, interruptible: bool) -> Result<Flow, VmError> {
        let (method, pc) = {
            let f = self.st.threads[tid as usize].frames.last().ok_or_else(|| VmError::verify("no frame"))?;
            (f.method, f.pc)
        };
        let insn = self.prog.method(method).code.as_ref().and_then(|c| c.insns.get(pc as usize)).map(|c| c.get());
        let args = match insn {
            Some(Insn::InvokeVirtualQ { args, .. }) => args as usize,
            Some(Insn::InvokeExactQ(m)) | Some(Insn::InvokeStaticQ(m)) => self.prog.method(m).arg_count as usize,
            _ => return Err(VmError::verify("blocked outside a call")),
        };
        let t = &mut self.st.threads[tid as usize];
        let len = t.stack.len();
        t.stack.truncate(len.saturating_sub(args));
        if interruptible && self.consume_interrupt(tid) {
            self.throw_new(tid, "java/lang/InterruptedException", None)?;
            return Ok(Flow::Continue);
        }
        self.st.threads[tid as usize].frames.last_mut().expect("frame").pc = pc + 1;
        Ok(Flow::Continue)
    }

    /// Makes a thread's pending entry call (`main`, or `run` of a started thread). The call goes
    /// through the invocation path, which initializes the class first if needed.
    fn start_pending_call(&mut self, tid: ThreadId) -> Result<Flow, VmError> {
        // A thread's first step: ordered after its start.
        self.step.read_own_control = true;
        self.step.began_thread = true;
        let Some((method, args)) = self.st.threads[tid as usize].pending_call.take() else {
            return Ok(Flow::Stop(self.terminate_thread(tid)));
        };
        self.st.threads[tid as usize].stack.extend_from_slice(&args);
        self.call(tid, method, None)
    }

    /// Runs instructions of the top frame of thread `tid`. `back_jumps` counts the loop
    /// iterations not yet added to the step's `loop_iterations`; it is the caller's, so that it carries
    /// over from one call to the next (each slow-path instruction returns here).
    pub(crate) fn execute(&mut self, tid: ThreadId, back_jumps: &mut u32) -> Result<Flow, VmError> {
        let t = tid as usize;
        let Some(frame) = self.st.threads[t].frames.last() else {
            return self.start_pending_call(tid);
        };
        let (mid, mut pc, base) = (frame.method, frame.pc, frame.base as usize);
        let method = self.prog.methods[mid as usize].clone();
        let Some(code) = method.code.as_ref() else {
            return Err(VmError::verify("executing a method without code"));
        };
        let insns = &code.insns;
        // Under the JMM every field and element access goes through the slow path, where plain
        // reads may become read-from choices and plain writes are recorded.
        let fast_fields = self.st.jmm.is_none()
            && (self.sink.is_none() || (self.config.events_from_first_atomic && !self.st.events_on));
        let explore = self.config.explore;
        let interleave_jdk = self.config.interleave_jdk;
        let single = self.st.live_threads <= 1;
        let State { threads, heap, .. } = &mut self.st;
        let stack = &mut threads[t].stack;
        macro_rules! jump {
            ($cond:expr, $target:expr) => {
                if $cond {
                    pc = $target;
                } else {
                    pc += 1;
                }
            };
        }
        macro_rules! slow {
            ($insn:expr) => {{
                self.st.threads[t].frames.last_mut().expect("frame").pc = pc;
                return self.slow_path(tid, $insn, pc);
            }};
        }
        macro_rules! local {
            ($i:expr) => {
                match stack.get(base + $i as usize) {
                    Some(&v) => v,
                    None => return Err(VmError::verify("bad local")),
                }
            };
        }
        // A superinstruction meeting a case it does not handle executes as its first
        // instruction, `load a`; the instructions it stands for follow and handle the case.
        macro_rules! as_load {
            ($a:expr) => {{
                let v = local!($a);
                stack.push(v);
                pc += 1;
                continue;
            }};
        }
        // The int index in local `i`, or the long in it narrowed (`l2i`) when `narrow`.
        macro_rules! index {
            ($i:expr, $narrow:expr) => {
                match (local!($i), $narrow) {
                    (Value::Int(x), false) => Some(x),
                    (Value::Long(x), true) => Some(x as i32),
                    _ => None,
                }
            };
        }
        // The fused compares on locals: each jumps (or moves past its sequence) and says true,
        // or says false when an operand has another type.
        macro_rules! if_icmp_ll {
            ($a:expr, $b:expr, $cond:expr, $target:expr) => {
                match (local!($a), local!($b)) {
                    (Value::Int(x), Value::Int(y)) => {
                        pc = if $cond.holds(x.cmp(&y)) { $target } else { pc + 3 };
                        true
                    }
                    _ => false,
                }
            };
        }
        macro_rules! if_icmp_lc {
            ($a:expr, $k:expr, $cond:expr, $target:expr) => {
                match local!($a) {
                    Value::Int(x) => {
                        pc = if $cond.holds(x.cmp(&$k)) { $target } else { pc + 3 };
                        true
                    }
                    _ => false,
                }
            };
        }
        macro_rules! if_lcmp_ll {
            ($a:expr, $b:expr, $widen:expr, $cond:expr, $target:expr) => {
                match (local!($a), local!($b), $widen) {
                    (Value::Long(x), Value::Long(y), false) => {
                        pc = if $cond.holds(x.cmp(&y)) { $target } else { pc + 4 };
                        true
                    }
                    (Value::Long(x), Value::Int(y), true) => {
                        pc = if $cond.holds(x.cmp(&(y as i64))) { $target } else { pc + 5 };
                        true
                    }
                    _ => false,
                }
            };
        }
        // A jump; `back` when it closes a loop iteration, which counts against the budget the
        // run loop enforces. (Testing a fused loop condition at the target right here, to save
        // its dispatch, made the whole loop slower: it is not done.)
        // A loop whose body is long also hands back to the run loop after about
        // `LOOP_WORK_PER_CHECK` instructions of iterations, so that the limits are checked in
        // time; and a loop that grows the operand stack past the method's `max_stack` (only
        // invalid bytecode does) stops instead of eating memory.
        let mut loop_work = 0u32;
        let stack_limit = base + code.max_locals as usize + code.max_stack as usize;
        macro_rules! goto {
            ($target:expr, $back:expr) => {{
                if $back {
                    *back_jumps += 1;
                    if *back_jumps == BACK_JUMPS_PER_CHECK {
                        *back_jumps = 0;
                        self.st.threads[t].frames.last_mut().expect("frame").pc = $target;
                        self.step.loop_iterations += BACK_JUMPS_PER_CHECK as u64;
                        self.slices_since_limit_check = SLICES_PER_LIMIT_CHECK;
                        return Ok(Flow::Continue);
                    }
                    if stack.len() > stack_limit {
                        return Err(VmError::verify("the operand stack grows past the method's max_stack"));
                    }
                    loop_work = loop_work.saturating_add(pc.saturating_sub($target) + 1);
                    if loop_work >= LOOP_WORK_PER_CHECK {
                        self.st.threads[t].frames.last_mut().expect("frame").pc = $target;
                        self.slices_since_limit_check = SLICES_PER_LIMIT_CHECK;
                        return Ok(Flow::Continue);
                    }
                }
                pc = $target;
            }};
        }
        loop {
            let Some(cell) = insns.get(pc as usize) else {
                self.st.threads[t].frames.last_mut().expect("frame").pc = pc;
                return Err(VmError::verify("fell off the end of the code"));
            };
            // SAFETY: `cell` lives in the method's code, which `method` keeps alive and which never
            // grows. Instructions are rewritten (quickened) only by the slow path; every arm that
            // goes there copies the instruction out first (`slow!(*insn)`) and never uses the
            // reference again. Matching through a reference (instead of `cell.get()`) lets the
            // dispatch read the tag straight from the code rather than from a copy on the stack:
            // Sieve runs 1.5x faster.
            let insn: &Insn = unsafe { &*cell.as_ptr() };
            match *insn {
                Insn::Nop => pc += 1,
                Insn::AconstNull => {
                    stack.push(Value::NULL);
                    pc += 1
                }
                Insn::Iconst(v) => {
                    stack.push(Value::Int(v));
                    pc += 1
                }
                Insn::Lconst(v) => {
                    stack.push(Value::Long(v));
                    pc += 1
                }
                Insn::Fconst(v) => {
                    stack.push(Value::Float(v));
                    pc += 1
                }
                Insn::Dconst(v) => {
                    stack.push(Value::Double(v));
                    pc += 1
                }
                Insn::Load(i) => {
                    let Some(&v) = stack.get(base + i as usize) else {
                        return Err(VmError::verify("bad local"));
                    };
                    stack.push(v);
                    pc += 1
                }
                Insn::Store(i) => {
                    let v = pop!(stack);
                    let Some(slot) = stack.get_mut(base + i as usize) else {
                        return Err(VmError::verify("bad local"));
                    };
                    *slot = v;
                    pc += 1
                }
                Insn::Iinc(i, d) => {
                    match stack.get_mut(base + i as usize) {
                        Some(Value::Int(v)) => *v = v.wrapping_add(d),
                        _ => return Err(VmError::verify("iinc of a non-int local")),
                    }
                    pc += 1
                }
                Insn::Pop => {
                    pop!(stack);
                    pc += 1
                }
                Insn::Pop2 => {
                    if !pop!(stack).is_wide() {
                        pop!(stack);
                    }
                    pc += 1
                }
                Insn::Dup => {
                    let v = *stack.last().ok_or_else(underflow)?;
                    stack.push(v);
                    pc += 1
                }
                Insn::DupX1 => {
                    let v1 = pop!(stack);
                    let v2 = pop!(stack);
                    stack.extend_from_slice(&[v1, v2, v1]);
                    pc += 1
                }
                Insn::DupX2 => {
                    let v1 = pop!(stack);
                    let v2 = pop!(stack);
                    if v2.is_wide() {
                        stack.extend_from_slice(&[v1, v2, v1]);
                    } else {
                        let v3 = pop!(stack);
                        stack.extend_from_slice(&[v1, v3, v2, v1]);
                    }
                    pc += 1
                }
                Insn::Dup2 => {
                    let v1 = pop!(stack);
                    if v1.is_wide() {
                        stack.extend_from_slice(&[v1, v1]);
                    } else {
                        let v2 = pop!(stack);
                        stack.extend_from_slice(&[v2, v1, v2, v1]);
                    }
                    pc += 1
                }
                Insn::Dup2X1 => {
                    let v1 = pop!(stack);
                    if v1.is_wide() {
                        let v2 = pop!(stack);
                        stack.extend_from_slice(&[v1, v2, v1]);
                    } else {
                        let v2 = pop!(stack);
                        let v3 = pop!(stack);
                        stack.extend_from_slice(&[v2, v1, v3, v2, v1]);
                    }
                    pc += 1
                }
                Insn::Dup2X2 => {
                    let v1 = pop!(stack);
                    if v1.is_wide() {
                        let v2 = pop!(stack);
                        if v2.is_wide() {
                            stack.extend_from_slice(&[v1, v2, v1]);
                        } else {
                            let v3 = pop!(stack);
                            stack.extend_from_slice(&[v1, v3, v2, v1]);
                        }
                    } else {
                        let v2 = pop!(stack);
                        let v3 = pop!(stack);
                        if v3.is_wide() {
                            stack.extend_from_slice(&[v2, v1, v3, v2, v1]);
                        } else {
                            let v4 = pop!(stack);
                            stack.extend_from_slice(&[v2, v1, v4, v3, v2, v1]);
                        }
                    }
                    pc += 1
                }
                Insn::Swap => {
                    let v1 = pop!(stack);
                    let v2 = pop!(stack);
                    stack.extend_from_slice(&[v1, v2]);
                    pc += 1
                }
                Insn::IBin(op) => {
                    let b = pop_int!(stack);
                    let a = pop_int!(stack);
                    match arith::int_op(op, a, b) {
                        Ok(v) => stack.push(Value::Int(v)),
                        Err(_) => {
                            self.st.threads[t].frames.last_mut().expect("frame").pc = pc;
                            self.throw_new(tid, "java/lang/ArithmeticException", Some("/ by zero".into()))?;
                            return Ok(Flow::Continue);
                        }
                    }
                    pc += 1
                }
                Insn::LBin(op) => {
                    let b = match op {
                        BinOp::Shl | BinOp::Shr | BinOp::Ushr => pop_int!(stack) as i64,
                        _ => pop_long!(stack),
                    };
                    let a = pop_long!(stack);
                    match arith::long_op(op, a, b) {
                        Ok(v) => stack.push(Value::Long(v)),
                        Err(_) => {
                            self.st.threads[t].frames.last_mut().expect("frame").pc = pc;
                            self.throw_new(tid, "java/lang/ArithmeticException", Some("/ by zero".into()))?;
                            return Ok(Flow::Continue);
                        }
                    }
                    pc += 1
                }
                Insn::FBin(op) => {
                    let b = pop_float!(stack);
                    let a = pop_float!(stack);
                    stack.push(Value::Float(arith::float_op(op, a, b)));
                    pc += 1
                }
                Insn::DBin(op) => {
                    let b = pop_double!(stack);
                    let a = pop_double!(stack);
                    stack.push(Value::Double(arith::double_op(op, a, b)));
                    pc += 1
                }
                Insn::INeg => {
                    let a = pop_int!(stack);
                    stack.push(Value::Int(a.wrapping_neg()));
                    pc += 1
                }
                Insn::LNeg => {
                    let a = pop_long!(stack);
                    stack.push(Value::Long(a.wrapping_neg()));
                    pc += 1
                }
                Insn::FNeg => {
                    let a = pop_float!(stack);
                    stack.push(Value::Float(-a));
                    pc += 1
                }
                Insn::DNeg => {
                    let a = pop_double!(stack);
                    stack.push(Value::Double(-a));
                    pc += 1
                }
                Insn::Conv(c) => {
                    let v = pop!(stack);
                    stack.push(arith::convert(c, v).ok_or_else(|| bad_type("conversion operand"))?);
                    pc += 1
                }
                Insn::Lcmp => {
                    let b = pop_long!(stack);
                    let a = pop_long!(stack);
                    stack.push(Value::Int(a.cmp(&b) as i32));
                    pc += 1
                }
                Insn::Fcmp { nan_is_greater } => {
                    let b = pop_float!(stack);
                    let a = pop_float!(stack);
                    stack.push(Value::Int(arith::compare_floats(a as f64, b as f64, nan_is_greater)));
                    pc += 1
                }
                Insn::Dcmp { nan_is_greater } => {
                    let b = pop_double!(stack);
                    let a = pop_double!(stack);
                    stack.push(Value::Int(arith::compare_floats(a, b, nan_is_greater)));
                    pc += 1
                }
                Insn::If(cond, target) => {
                    let a = pop_int!(stack);
                    jump!(cond.holds(a.cmp(&0)), target)
                }
                Insn::IfIcmp(cond, target) => {
                    let b = pop_int!(stack);
                    let a = pop_int!(stack);
                    jump!(cond.holds(a.cmp(&b)), target)
                }
                Insn::IfAcmp { equal, target } => {
                    let b = pop_ref!(stack);
                    let a = pop_ref!(stack);
                    jump!((a == b) == equal, target)
                }
                Insn::IfNull { null, target } => {
                    let a = pop_ref!(stack);
                    jump!(a.is_none() == null, target)
                }
                Insn::Goto(target) => goto!(target, target <= pc),
                Insn::IincGoto { i, d, target } => {
                    match stack.get_mut(base + i as usize) {
                        Some(Value::Int(v)) => *v = v.wrapping_add(d as i32),
                        _ => return Err(VmError::verify("iinc of a non-int local")),
                    }
                    goto!(target, target <= pc + 1)
                }
                Insn::TableSwitch(i) => {
                    let key = pop_int!(stack);
                    let table = &code.tables[i as usize];
                    let off = (key as i64) - (table.low as i64);
                    pc = if off >= 0 && (off as usize) < table.targets.len() {
                        table.targets[off as usize]
                    } else {
                        table.default
                    };
                }
                Insn::LookupSwitch(i) => {
                    let key = pop_int!(stack);
                    let table = &code.lookups[i as usize];
                    pc = match table.pairs.binary_search_by(|p| p.0.cmp(&key)) {
                        Ok(j) => table.pairs[j].1,
                        Err(_) => table.default,
                    };
                }
                Insn::GetFieldQ { slot, kind, .. } if fast_fields => match stack.last() {
                    Some(Value::Ref(Some(r))) => {
                        let obj = heap.get(*r);
                        // A shared object's final field is noted by the slow path (see
                        // `StepNotes::read_shared_final`).
                        let noted = kind == FieldKind::Final && explore && obj.shared;
                        if !single && (kind.is_scheduling_point(explore, obj.shared, interleave_jdk) || noted) {
                            slow!(*insn)
                        }
                        let Some(&v) = obj.fields().get(slot as usize) else {
                            return Err(VmError::verify("bad field slot"));
                        };
                        *stack.last_mut().expect("value") = v;
                        pc += 1
                    }
                    _ => slow!(*insn),
                },
                Insn::PutFieldQ { slot, kind, .. } if fast_fields => {
                    let len = stack.len();
                    if len < 2 {
                        return Err(underflow());
                    }
                    let v = stack[len - 1];
                    // Storing a reference may publish it (exploration tracks sharedness).
                    if explore && matches!(v, Value::Ref(Some(_))) {
                        slow!(*insn)
                    }
                    match stack[len - 2] {
                        Value::Ref(Some(r)) => {
                            let obj = heap.get_mut(r);
                            if !single && kind.write_is_scheduling_point(explore, obj.shared, interleave_jdk) {
                                slow!(*insn)
                            }
                            match &mut obj.body {
                                Body::Fields(f) if (slot as usize) < f.len() => f[slot as usize] = v,
                                _ => return Err(VmError::verify("bad field slot")),
                            }
                            stack.truncate(len - 2);
                            pc += 1
                        }
                        _ => slow!(*insn),
                    }
                }
                Insn::ArrayLength => match stack.last() {
                    Some(Value::Ref(Some(r))) => match heap.get(*r).array() {
                        Some(a) => {
                            let n = a.len() as i32;
                            *stack.last_mut().expect("value") = Value::Int(n);
                            pc += 1
                        }
                        None => return Err(bad_type("array")),
                    },
                    _ => slow!(*insn),
                },
                Insn::ArrayLoad if fast_fields => {
                    let len = stack.len();
                    if len < 2 {
                        return Err(underflow());
                    }
                    match (stack[len - 2], stack[len - 1]) {
                        (Value::Ref(Some(r)), Value::Int(i)) => match heap.get(r) {
                            obj if !single && explore && obj.shared && !obj.frozen => slow!(*insn),
                            Object { body: Body::Array(a), .. } if i >= 0 && (i as usize) < a.len() => {
                                let v = a.get(i as usize);
                                stack.truncate(len - 2);
                                stack.push(v);
                                pc += 1
                            }
                            _ => slow!(*insn),
                        },
                        _ => slow!(*insn),
                    }
                }
                Insn::ArrayStore if fast_fields => {
                    let len = stack.len();
                    if len < 3 {
                        return Err(underflow());
                    }
                    match (stack[len - 3], stack[len - 2], stack[len - 1]) {
                        // Reference stores need a type check: slow path unless storing null.
                        (Value::Ref(Some(r)), Value::Int(i), v) if !matches!(v, Value::Ref(Some(_))) => {
                            let obj = heap.get_mut(r);
                            if !single && explore && obj.shared && !obj.frozen {
                                slow!(*insn)
                            }
                            match &mut obj.body {
                                Body::Array(a) if i >= 0 && (i as usize) < a.len() => {
                                    if !a.set(i as usize, v) {
                                        return Err(bad_type("array element"));
                                    }
                                    stack.truncate(len - 3);
                                    pc += 1
                                }
                                _ => slow!(*insn),
                            }
                        }
                        _ => slow!(*insn),
                    }
                }
                Insn::Load2(a, b) => {
                    let (Some(&x), Some(&y)) = (stack.get(base + a as usize), stack.get(base + b as usize)) else {
                        return Err(VmError::verify("bad local"));
                    };
                    stack.push(x);
                    stack.push(y);
                    pc += 2
                }
                Insn::IfIcmpLL { a, b, cond, target } => {
                    if !if_icmp_ll!(a, b, cond, target) {
                        return Err(bad_type("int"));
                    }
                }
                Insn::IfIcmpLC { a, k, cond, target } => {
                    if !if_icmp_lc!(a, k, cond, target) {
                        return Err(bad_type("int"));
                    }
                }
                Insn::IfL { a, cond, target } => match stack.get(base + a as usize) {
                    Some(Value::Int(x)) => pc = if cond.holds(x.cmp(&0)) { target } else { pc + 2 },
                    _ => return Err(bad_type("int")),
                },
                Insn::IBinLCS { a, k, op, d } => {
                    let Some(&Value::Int(x)) = stack.get(base + a as usize) else {
                        return Err(bad_type("int"));
                    };
                    let v = arith::int_op(op, x, k).unwrap_or(0);
                    let Some(slot) = stack.get_mut(base + d as usize) else {
                        return Err(VmError::verify("bad local"));
                    };
                    *slot = Value::Int(v);
                    pc += 4
                }
                Insn::IBinLLS { a, b, op, d } => {
                    let (Some(&Value::Int(x)), Some(&Value::Int(y))) =
                        (stack.get(base + a as usize), stack.get(base + b as usize))
                    else {
                        return Err(bad_type("int"));
                    };
                    let v = arith::int_op(op, x, y).unwrap_or(0);
                    let Some(slot) = stack.get_mut(base + d as usize) else {
                        return Err(VmError::verify("bad local"));
                    };
                    *slot = Value::Int(v);
                    pc += 4
                }
                Insn::IfLcmp(cond, target) => {
                    let b = pop_long!(stack);
                    let a = pop_long!(stack);
                    pc = if cond.holds(a.cmp(&b)) { target } else { pc + 2 }
                }
                Insn::IfLcmpLL { a, b, widen, cond, target } => {
                    if !if_lcmp_ll!(a, b, widen, cond, target) {
                        as_load!(a)
                    }
                }
                Insn::IfLcmpLC { a, k, cond, target } => match local!(a) {
                    Value::Long(x) => pc = if cond.holds(x.cmp(&k)) { target } else { pc + 4 },
                    _ => as_load!(a),
                },
                Insn::LBinLLS { a, b, widen, op, d } => {
                    let (x, y) = match (local!(a), local!(b), widen) {
                        (Value::Long(x), Value::Long(y), false) => (x, y),
                        (Value::Long(x), Value::Int(y), true) => (x, y as i64),
                        _ => as_load!(a),
                    };
                    let Some(slot) = stack.get_mut(base + d as usize) else {
                        return Err(VmError::verify("bad local"));
                    };
                    *slot = Value::Long(arith::long_op(op, x, y).unwrap_or(0));
                    pc += 4 + widen as u32
                }
                Insn::LBinLCS { a, op, d, k } => {
                    let Value::Long(x) = local!(a) else { as_load!(a) };
                    let Some(slot) = stack.get_mut(base + d as usize) else {
                        return Err(VmError::verify("bad local"));
                    };
                    *slot = Value::Long(arith::long_op(op, x, k).unwrap_or(0));
                    pc += 4
                }
                Insn::ArrayLoadLL { a, i, narrow } => {
                    if let (true, Value::Ref(Some(r)), Some(i)) = (fast_fields, local!(a), index!(i, narrow)) {
                        let obj = heap.get(r);
                        if single || !explore || !obj.shared || obj.frozen {
                            if let Body::Array(arr) = &obj.body {
                                // `i as usize` of a negative index is out of bounds too.
                                if (i as usize) < arr.len() {
                                    stack.push(arr.get(i as usize));
                                    pc += 3 + narrow as u32;
                                    continue;
                                }
                            }
                        }
                    }
                    as_load!(a)
                }
                Insn::ArrayStoreLLC { a, i, narrow, k } => {
                    if let (true, Value::Ref(Some(r)), Some(i)) = (fast_fields, local!(a), index!(i, narrow)) {
                        if store_element(heap, r, i, Value::Int(k), single || !explore) {
                            pc += 4 + narrow as u32;
                            continue;
                        }
                    }
                    as_load!(a)
                }
                Insn::ArrayStoreLLL { a, i, narrow, v } => {
                    let value = local!(v);
                    // Reference stores need a type check and may publish: not here.
                    if let (true, Value::Ref(Some(r)), Some(i), false) =
                        (fast_fields, local!(a), index!(i, narrow), matches!(value, Value::Ref(Some(_))))
                    {
                        if store_element(heap, r, i, value, single || !explore) {
                            pc += 4 + narrow as u32;
                            continue;
                        }
                    }
                    as_load!(a)
                }
                _ => slow!(*insn),
            }
        }
    }

    /// Whether thread `tid` should stop before this scheduling point to let the scheduler choose.
    /// Returns true (and marks the thread) the first time; false when it resumes there.
    ///
    /// An operation of `java.util.concurrent` (a call from other code into its classes) stops
    /// only at its first scheduling point, then runs on to its end, or until it blocks or yields
    /// explicitly. Its operations are linearizable, so every outcome of interleaving their
    /// insides is also an outcome of running them whole in some order, which the search
    /// explores; happens-before edges come from the same volatile and CAS actions either way.
    /// Code the operation calls back (a task, a mapping function) stops as usual.
    pub(crate) fn yield_here(&mut self, tid: ThreadId) -> bool {
        self.yield_at(tid, false, None)
    }

    /// [`Machine::yield_here`] before a plain read of `location`, which the JDK's code may make
    /// without stopping while nobody writes it once shared ([`crate::quiet`]).
    pub(crate) fn yield_before_read(&mut self, tid: ThreadId, location: Location) -> bool {
        let quiet = if self.quiet_reads_apply() { self.quiet_kind(tid, location) } else { None };
        self.yield_at(tid, false, quiet)
    }

    /// Whether a `Thread.yield()` (or `Thread.onSpinWait()`, which calls it) of thread `tid`
    /// runs on without a scheduling point: when a `java.util.concurrent` operation spins (the
    /// innermost frame that is not part of an operation is the library's), up to
    /// [`SPINS_PER_STEP`] times in one step. The JDK's spin-then-park loops
    /// (`AbstractQueuedSynchronizer.acquire`, `Exchanger`, `Phaser`...) then re-read the same
    /// values until their spins run out and park, as on a uniprocessor that runs a spinning
    /// thread until it blocks; a change another thread makes wakes the parked thread instead
    /// (docs/design.md, "Spin-waits inside an operation"). `--interleave-jdk` keeps every yield.
    pub(crate) fn spin_runs_on(&mut self, tid: ThreadId) -> bool {
        if self.config.interleave_jdk || self.step.spins >= SPINS_PER_STEP {
            return false;
        }
        // `onSpinWait` is weft's own `Thread` code: its caller decides.
        if self.operation_library(tid, Some(self.prog.wk.thread)) != Some(Library::Concurrent) {
            return false;
        }
        self.step.spins += 1;
        true
    }

    /// [`Machine::yield_here`] before acquiring `object`'s monitor. Under region scheduling,
    /// acquiring a monitor other tasks can reach is a scheduling point too, as entering an
    /// isolated block is (docs/design.md, "Region scheduling with monitors and locks").
    ///
    /// The monitor of an object no other thread can reach is not a scheduling point: no other
    /// thread can hold it, contend for it or observe it until the object is shared, which is
    /// itself a visible operation (docs/design.md, "Scheduling points"). A yield here would
    /// re-execute this instruction, so skipping it leaves no pending mark behind.
    /// `--interleave-jdk`, the reference the tests compare shortcuts with, keeps the point.
    pub(crate) fn yield_before_monitor(&mut self, tid: ThreadId, object: ObjRef) -> bool {
        if !self.config.interleave_jdk && !self.st.heap.get(object).shared {
            return false;
        }
        self.yield_at(tid, true, None)
    }

    /// The scheduling point of [`Machine::yield_here`]. Under region scheduling (Algorithm 1 of
    /// Mercer et al.) region entries and isolated blocks stop by themselves (their natives
    /// yield, see `regions.rs`); here only the acquisition of a shared monitor
    /// (`synchronization`) and the start of a `java.util.concurrent` operation stop, so that
    /// the search orders them as it orders isolated blocks.
    ///
    /// A read of kind `quiet` that would stop here runs on instead while the kind may be read
    /// quietly ([`crate::quiet`]); an operation it would begin begins at its next point.
    fn yield_at(&mut self, tid: ThreadId, synchronization: bool, quiet: Option<crate::quiet::QuietKind>) -> bool {
        let regions = self.config.region_scheduling;
        let t = &mut self.st.threads[tid as usize];
        if t.at_scheduling_point {
            t.at_scheduling_point = false;
            return false;
        }
        if t.no_switch_depth > 0 {
            return false;
        }
        // One walk from the innermost frame finds the innermost initializer and the innermost
        // method that is not transparent to the one-step operations (JDK code outside
        // `java.util.concurrent` is part of an operation that calls it). `--interleave-jdk`
        // skips both shortcuts.
        let (mut initializer_seen, mut innermost) = (self.config.interleave_jdk, None);
        let frames = if self.config.interleave_jdk { &t.frames[..0] } else { &t.frames[..] };
        for f in frames.iter().rev() {
            if let (FrameKind::Clinit(c), false) = (f.kind, initializer_seen) {
                // Initializers of the JDK's (and weft's) classes run without scheduling points:
                // no other thread can observe their insides (docs/design.md, "Class
                // initialization"). Their initialization protocol stays exact: they still block
                // where they would.
                if self.prog.class(c).origin != weft_classfile::ClassOrigin::Application {
                    return false;
                }
                initializer_seen = true;
            }
            if innermost.is_none() {
                innermost = Some(self.prog.method(f.method).library).filter(|l| !l.inside_operations());
            }
            if initializer_seen && innermost.is_some() {
                break;
            }
        }
        let operation_start = innermost == Some(Library::Concurrent);
        if operation_start && t.in_library_op {
            return false;
        }
        let live_threads = self.st.live_threads;
        if let (Some(kind), true) = (quiet, live_threads > 1) {
            if self.may_read_quietly(kind) {
                self.st.threads[tid as usize].in_library_op = false;
                // (What it read is shared state, which the divergence memo's digest leaves out.)
                self.step.read_beyond_local |= self.step.probed;
                return false;
            }
        }
        let t = &mut self.st.threads[tid as usize];
        t.in_library_op = operation_start;
        if live_threads <= 1 || (regions && !synchronization && !operation_start) {
            return false;
        }
        t.at_scheduling_point = true;
        true
    }

    /// Whether the thread's innermost frames run inside a `java.util.concurrent` operation: the
    /// innermost frame that is neither `Unsafe` nor other JDK code is of the library.
    fn within_library_op(&self, tid: ThreadId) -> bool {
        self.operation_library(tid, None) == Some(Library::Concurrent)
    }

    /// The library of the operation thread `tid` runs in: that of its innermost frame that is
    /// not part of whatever operation calls it (`Unsafe`, other JDK code), passing over the
    /// frames of class `also_inside` too.
    fn operation_library(&self, tid: ThreadId, also_inside: Option<ClassId>) -> Option<Library> {
        let frames = self.st.threads[tid as usize].frames.iter().rev();
        frames
            .map(|f| self.prog.method(f.method))
            .filter(|m| Some(m.class) != also_inside)
            .map(|m| m.library)
            .find(|l| !l.inside_operations())
    }

    /// A copy of the top `n` values of the thread's operand stack.
    fn top_values(&mut self, tid: ThreadId, n: usize) -> Result<Vec<Value>, VmError> {
        let s = self.stack(tid);
        if s.len() < n {
            return Err(underflow());
        }
        Ok(s[s.len() - n..].to_vec())
    }

    fn set_pc(&mut self, tid: ThreadId, pc: u32) {
        self.st.threads[tid as usize].frames.last_mut().expect("frame").pc = pc;
    }

    fn stack(&mut self, tid: ThreadId) -> &mut Vec<Value> {
        &mut self.st.threads[tid as usize].stack
    }

    fn current_method(&self, tid: ThreadId) -> MethodId {
        self.st.threads[tid as usize].frames.last().map(|f| f.method).unwrap_or(0)
    }

    fn site(&self, tid: ThreadId, pc: u32) -> Site {
        Site { method: self.current_method(tid), pc }
    }

    /// Executes an instruction that needs more than the current frame.
    fn slow_path(&mut self, tid: ThreadId, insn: Insn, pc: u32) -> Result<Flow, VmError> {
        let method = self.current_method(tid);
        let class = self.prog.method(method).class;
        match insn {
            Insn::Ldc(i) => {
                let c = self
                    .prog
                    .class(class)
                    .constants
                    .get(i as usize)
                    .cloned()
                    .ok_or_else(|| VmError::verify("bad constant index"))?;
                let q = match c {
                    Constant::Int(v) => Insn::Iconst(v),
                    Constant::Long(v) => Insn::Lconst(v),
                    Constant::Float(v) => Insn::Fconst(v),
                    Constant::Double(v) => Insn::Dconst(v),
                    Constant::String(units) => Insn::LdcString(self.prog.literal(&units)),
                    Constant::Class(name) => Insn::LdcClass(self.load(&name)?),
                    Constant::Unsupported(what) => return Err(VmError::unsupported(format!("ldc of a {what}"))),
                };
                self.quicken(method, pc, q);
                Ok(Flow::Continue)
            }
            Insn::LdcString(id) => {
                // The interned string is the table's, not the thread's own.
                self.step.read_beyond_local |= self.step.probed;
                let r = self.intern_literal(id);
                self.stack(tid).push(Value::Ref(Some(r)));
                self.set_pc(tid, pc + 1);
                Ok(Flow::Continue)
            }
            Insn::LdcClass(c) => {
                let r = self.mirror(c);
                self.stack(tid).push(Value::Ref(Some(r)));
                self.set_pc(tid, pc + 1);
                Ok(Flow::Continue)
            }
            Insn::GetStatic(i) | Insn::PutStatic(i) => {
                let r = self.member_ref(class, i)?;
                let c = self.load(&r.class)?;
                let f = self.prog.resolve_field(c, &r.name, &r.descriptor).ok_or_else(|| no_such_field(&r))?;
                if !f.is_static() {
                    let what = format!("Expected static field {}.{}", r.class.replace('/', "."), r.name);
                    return self.throw_java(tid, "java/lang/IncompatibleClassChangeError", what);
                }
                let (slot, kind) = (f.slot, field_kind(&self.prog, &f));
                let q = if matches!(insn, Insn::GetStatic(_)) {
                    Insn::GetStaticQ { class: f.class, slot, kind }
                } else {
                    Insn::PutStaticQ { class: f.class, slot, kind }
                };
                self.quicken(method, pc, q);
                Ok(Flow::Continue)
            }
            Insn::GetStaticQ { class: c, slot, kind } | Insn::PutStaticQ { class: c, slot, kind } => {
                // The class is initialized first (its initializer runs before the access, and
                // the start of the initialization may itself be a scheduling point).
                if let Some(flow) = self.initialize_for_instruction(tid, c)? {
                    return Ok(flow);
                }
                // Static fields are reachable by every thread.
                let scheduling_point = self.access_is_scheduling_point(kind, true);
                self.step.read_beyond_local |= self.step.probed;
                if scheduling_point && self.yield_here(tid) {
                    return Ok(Flow::Stop(Stop::Yield));
                }
                let field = self
                    .prog
                    .class(c)
                    .declared_fields
                    .iter()
                    .find(|f| f.is_static() && f.slot == slot)
                    .map(|f| f.id)
                    .unwrap_or(0);
                let (location, mode, site) = (Location::Static { field }, kind.mode(), self.site(tid, pc));
                let access = crate::jmm::Access::Static { class: c, slot: slot.into() };
                if matches!(insn, Insn::GetStaticQ { .. }) {
                    let mut v = self.st.statics[c as usize][slot as usize];
                    match self.jmm_field_read(tid, kind, access, v, location) {
                        Some(crate::jmm::ReadResult::Value(seen)) => v = seen,
                        Some(crate::jmm::ReadResult::Choose(n)) => {
                            return Ok(self.read_from_choice(tid, n, scheduling_point))
                        }
                        None => {}
                    }
                    self.stack(tid).push(v);
                    self.emit(Event::Read { thread: tid, location, mode, site, via: Site::NONE });
                } else {
                    let v = pop!(self.stack(tid));
                    if !self.jmm_field_write(
                        tid,
                        kind,
                        access,
                        v,
                        Event::Write { thread: tid, location, mode, site, via: Site::NONE },
                    ) {
                        return Ok(Flow::Stop(Stop::Pruned));
                    }
                    self.st.statics[c as usize][slot as usize] = v;
                    if let Value::Ref(Some(r)) = v {
                        self.publish(r);
                    }
                    self.emit(Event::Write { thread: tid, location, mode, site, via: Site::NONE });
                }
                self.set_pc(tid, pc + 1);
                Ok(Flow::Continue)
            }
            Insn::GetField(i) | Insn::PutField(i) => {
                let r = self.member_ref(class, i)?;
                let c = self.load(&r.class)?;
                let f = self.prog.resolve_field(c, &r.name, &r.descriptor).ok_or_else(|| no_such_field(&r))?;
                if f.is_static() {
                    let what = format!("Expected non-static field {}.{}", r.class.replace('/', "."), r.name);
                    return self.throw_java(tid, "java/lang/IncompatibleClassChangeError", what);
                }
                let (slot, kind) = (f.slot, field_kind(&self.prog, &f));
                let q = if matches!(insn, Insn::GetField(_)) {
                    Insn::GetFieldQ { slot, kind, r: i }
                } else {
                    Insn::PutFieldQ { slot, kind, r: i }
                };
                self.quicken(method, pc, q);
                Ok(Flow::Continue)
            }
            Insn::GetFieldQ { slot, kind, r } | Insn::PutFieldQ { slot, kind, r } => {
                let get = matches!(insn, Insn::GetFieldQ { .. });
                let depth = if get { 1 } else { 2 };
                let obj = {
                    let s = self.stack(tid);
                    s.get(s.len().wrapping_sub(depth)).copied()
                };
                let Some(Value::Ref(obj)) = obj else { return Err(bad_type("object")) };
                let Some(obj) = obj else {
                    let name = self
                        .prog
                        .class(class)
                        .member_refs
                        .get(r as usize)
                        .map(|m| m.name.to_string())
                        .unwrap_or_default();
                    let what = if get {
                        format!("Cannot read field \"{name}\"")
                    } else {
                        format!("Cannot assign field \"{name}\"")
                    };
                    return self.throw_npe(tid, pc, what);
                };
                let shared = self.st.heap.get(obj).shared;
                let scheduling_point = if get {
                    self.access_is_scheduling_point(kind, shared)
                } else {
                    self.st.live_threads > 1
                        && kind.write_is_scheduling_point(self.config.explore, shared, self.config.interleave_jdk)
                };
                let (field, unsynchronized_state) = self
                    .prog
                    .class(self.st.heap.get(obj).class)
                    .instance_fields
                    .get(slot as usize)
                    .map_or((0, false), |f| (f.id, f.unsynchronized_state));
                let location = Location::Field { object: obj.0.get(), field };
                let stops = scheduling_point
                    && if get && kind == FieldKind::Plain {
                        self.yield_before_read(tid, location)
                    } else {
                        self.yield_here(tid)
                    };
                if stops {
                    return Ok(Flow::Stop(Stop::Yield));
                }
                if get && shared && kind == FieldKind::Final {
                    // (The digest covers the field; the memo checks, when it recognises a step,
                    // that no constructor that could still change it runs.)
                    self.step.read_shared_final = true;
                }
                if slot as usize >= self.st.heap.get(obj).fields().len() {
                    return Err(VmError::verify("bad field slot"));
                }
                // The JDK's accesses to the state of its unsynchronized objects are the program's
                // at its call (the race check reports them there), as for its arrays; only a
                // shared object's can race.
                let via = if unsynchronized_state && shared && self.sink.is_some() {
                    self.library_caller(tid)
                } else {
                    Site::NONE
                };
                let (mode, site) = (kind.mode(), self.site(tid, pc));
                let access = crate::jmm::Access::Field { object: obj, slot: slot.into() };
                if get {
                    let mut v = self.get_field(obj, slot);
                    match self.jmm_field_read(tid, kind, access, v, location) {
                        Some(crate::jmm::ReadResult::Value(seen)) => v = seen,
                        Some(crate::jmm::ReadResult::Choose(n)) => {
                            return Ok(self.read_from_choice(tid, n, scheduling_point))
                        }
                        None => {}
                    }
                    if self.st.jmm.is_some() {
                        self.jmm_followed(tid, obj, v, kind == FieldKind::Final);
                    }
                    *self.stack(tid).last_mut().expect("value") = v;
                    self.emit(Event::Read { thread: tid, location, mode, site, via });
                } else {
                    let v = pop!(self.stack(tid));
                    if !self.jmm_field_write(
                        tid,
                        kind,
                        access,
                        v,
                        Event::Write { thread: tid, location, mode, site, via },
                    ) {
                        return Ok(Flow::Stop(Stop::Pruned));
                    }
                    pop!(self.stack(tid));
                    self.set_field(obj, slot, v);
                    if let Value::Ref(Some(stored)) = v {
                        if shared && !self.stores_privately(self.st.heap.get(obj).class, slot as usize) {
                            self.publish(stored);
                        }
                        // A String's bytes never change once the String holds them.
                        if self.st.heap.get(obj).class == self.prog.wk.string && slot == self.prog.wk.string_value {
                            self.st.heap.get_mut(stored).frozen = true;
                        }
                    }
                    self.emit(Event::Write { thread: tid, location, mode, site, via });
                }
                self.set_pc(tid, pc + 1);
                Ok(Flow::Continue)
            }
            Insn::ArrayLength => self.throw_npe(tid, pc, "Cannot read the array length".into()),
            Insn::ArrayLoad | Insn::ArrayStore => self.array_access(tid, insn, pc),
            Insn::InvokeStatic(i) => {
                let r = self.member_ref(class, i)?;
                let c = self.load(&r.class)?;
                let key = self.prog.key(&r.name, &r.descriptor);
                let m = self.prog.resolve_method(c, key).ok_or_else(|| no_such_method(&r))?;
                if !self.prog.method(m).is_static() {
                    return self.throw_java(
                        tid,
                        "java/lang/IncompatibleClassChangeError",
                        format!("Expected static method '{}'", r.name),
                    );
                }
                self.quicken(method, pc, Insn::InvokeStaticQ(m));
                Ok(Flow::Continue)
            }
            Insn::InvokeSpecial(i) => {
                let r = self.member_ref(class, i)?;
                let c = self.load(&r.class)?;
                let key = self.prog.key(&r.name, &r.descriptor);
                let m = self.prog.resolve_method(c, key).ok_or_else(|| no_such_method(&r))?;
                self.quicken(method, pc, Insn::InvokeExactQ(m));
                Ok(Flow::Continue)
            }
            Insn::InvokeVirtual(i) | Insn::InvokeInterface(i) => {
                let r = self.member_ref(class, i)?;
                // `MethodHandle.invoke` and `invokeExact` are signature-polymorphic: any
                // descriptor, even the one of their own declaration.
                if &*r.class == "java/lang/invoke/MethodHandle" && matches!(&*r.name, "invoke" | "invokeExact") {
                    let (params, _) =
                        parse_method_descriptor(&r.descriptor).ok_or_else(|| VmError::verify("bad descriptor"))?;
                    let exact = &*r.name == "invokeExact";
                    self.quicken(method, pc, Insn::InvokeMethodHandle { exact, args: params.len() as u16 + 1, r: i });
                    return Ok(Flow::Continue);
                }
                let c = self.load(&r.class)?;
                let key = self.prog.key(&r.name, &r.descriptor);
                let Some(m) = self.prog.resolve_method(c, key) else {
                    // VarHandle's access modes are signature-polymorphic: any descriptor.
                    if &*r.class == "java/lang/invoke/VarHandle" {
                        if let Some(op) = MemOp::of_var_handle_method(&r.name) {
                            let (params, _) = parse_method_descriptor(&r.descriptor)
                                .ok_or_else(|| VmError::verify("bad descriptor"))?;
                            let q = Insn::InvokeVarHandle { op, args: params.len() as u16 + 1, r: i };
                            self.quicken(method, pc, q);
                            return Ok(Flow::Continue);
                        }
                    }
                    return Err(no_such_method(&r));
                };
                let mm = self.prog.method(m);
                let exact = mm.is_private()
                    || (mm.access & ACC_FINAL != 0)
                    || (self.prog.class(mm.class).access & ACC_FINAL != 0 && !self.prog.class(mm.class).is_interface());
                let q =
                    if exact { Insn::InvokeExactQ(m) } else { Insn::InvokeVirtualQ { key, args: mm.arg_count, r: i } };
                self.quicken(method, pc, q);
                Ok(Flow::Continue)
            }
            Insn::InvokeStaticQ(m) => {
                let c = self.prog.method(m).class;
                if let Some(flow) = self.initialize_for_instruction(tid, c)? {
                    return Ok(flow);
                }
                self.call(tid, m, Some(pc))
            }
            Insn::InvokeExactQ(m) => {
                let n = self.prog.method(m).arg_count as usize;
                let s = self.stack(tid);
                let recv = s.get(s.len().wrapping_sub(n)).copied();
                if let Some(Value::Ref(None)) = recv {
                    let what = self.invoke_description(m);
                    return self.throw_npe(tid, pc, format!("Cannot invoke \"{what}\""));
                }
                self.call(tid, m, Some(pc))
            }
            Insn::InvokeVirtualQ { key, args, r } => {
                let s = self.stack(tid);
                let recv = s.get(s.len().wrapping_sub(args as usize)).copied();
                let recv = match recv {
                    Some(Value::Ref(Some(r))) => r,
                    Some(Value::Ref(None)) => {
                        let mr = self.member_ref(class, r)?;
                        let what = describe_method(&mr.class.replace('/', "."), &mr.name, &mr.descriptor);
                        return self.throw_npe(tid, pc, format!("Cannot invoke \"{what}\""));
                    }
                    _ => return Err(bad_type("receiver")),
                };
                let rc = self.st.heap.get(recv).class;
                match self.prog.class(rc).vtable.get(&key).copied() {
                    Some(m) => self.call(tid, m, Some(pc)),
                    None => {
                        let (name, desc) = self.prog.keys[key as usize].clone();
                        let cname = self.prog.class(rc).java_name();
                        self.throw_java(tid, "java/lang/AbstractMethodError", format!("Receiver class {cname} does not define or inherit an implementation of the resolved method '{name}{desc}'"))
                    }
                }
            }
            Insn::InvokeDynamic(i) => {
                let site = self.link_call_site(class, i, method, pc)?;
                self.quicken(method, pc, Insn::InvokeDynamicQ(site));
                Ok(Flow::Continue)
            }
            Insn::InvokeDynamicQ(site) => self.invoke_dynamic(tid, site, pc),
            // Signature-polymorphic calls: the arguments stay on the stack until the call is
            // done, as for a native.
            Insn::InvokeVarHandle { op, args, r } => {
                let n = args as usize;
                let values = self.top_values(tid, n)?;
                let site_descriptor = self.member_ref(class, r)?.descriptor;
                let result = crate::natives::varhandle::invoke(self, tid, op, &site_descriptor, &values)?;
                self.native_result(tid, n, Some(pc), result)
            }
            Insn::InvokeMethodHandle { exact, args, r } => {
                let n = args as usize;
                let values = self.top_values(tid, n)?;
                let site_descriptor = self.member_ref(class, r)?.descriptor;
                let result = crate::natives::methodhandle::invoke(self, tid, exact, &site_descriptor, &values)?;
                self.native_result(tid, n, Some(pc), result)
            }
            Insn::New(i) => {
                let r = self.member_ref(class, i)?;
                let c = self.load(&r.class)?;
                let cls = self.prog.class(c);
                if cls.is_interface() || cls.access & ACC_ABSTRACT != 0 {
                    let n = cls.java_name();
                    return self.throw_java(tid, "java/lang/InstantiationError", n);
                }
                self.quicken(method, pc, Insn::NewQ(c));
                Ok(Flow::Continue)
            }
            Insn::NewQ(c) => {
                if let Some(flow) = self.initialize_for_instruction(tid, c)? {
                    return Ok(flow);
                }
                let obj = self.alloc_instance(c);
                self.jmm_new(obj);
                let site = self.site(tid, pc);
                self.emit(Event::Alloc { thread: tid, object: obj.0.get(), class: c, site });
                self.stack(tid).push(Value::Ref(Some(obj)));
                self.set_pc(tid, pc + 1);
                Ok(Flow::Continue)
            }
            Insn::NewArray(p) => {
                let ac = self.prog.prim_array(p);
                self.new_array(tid, ac, pc)
            }
            Insn::ANewArray(i) => {
                let r = self.member_ref(class, i)?;
                let c = self.load(&r.class)?;
                let ac = self.prog.array_of(c)?;
                self.quicken(method, pc, Insn::ANewArrayQ(ac));
                Ok(Flow::Continue)
            }
            Insn::ANewArrayQ(ac) => self.new_array(tid, ac, pc),
            Insn::MultiANewArray(i, dims) => {
                let r = self.member_ref(class, i)?;
                let c = self.load(&r.class)?;
                self.quicken(method, pc, Insn::MultiANewArrayQ(c, dims));
                Ok(Flow::Continue)
            }
            Insn::MultiANewArrayQ(ac, dims) => {
                if dims == 0 {
                    return Err(VmError::verify("multianewarray of 0 dimensions"));
                }
                let mut counts = Vec::with_capacity(dims as usize);
                for _ in 0..dims {
                    counts.push(pop_int!(self.stack(tid)));
                }
                counts.reverse();
                let arr = match self.checked_multi_array(ac, &counts)? {
                    Ok(arr) => arr,
                    Err((class, msg)) => return self.throw_java(tid, class, msg),
                };
                self.stack(tid).push(Value::Ref(Some(arr)));
                self.set_pc(tid, pc + 1);
                Ok(Flow::Continue)
            }
            Insn::CheckCast(i) | Insn::InstanceOf(i) => {
                let r = self.member_ref(class, i)?;
                let c = self.load(&r.class)?;
                let q = if matches!(insn, Insn::CheckCast(_)) { Insn::CheckCastQ(c) } else { Insn::InstanceOfQ(c) };
                self.quicken(method, pc, q);
                Ok(Flow::Continue)
            }
            Insn::CheckCastQ(c) => {
                let v = *self.stack(tid).last().ok_or_else(underflow)?;
                if let Value::Ref(Some(r)) = v {
                    let oc = self.st.heap.get(r).class;
                    if !self.prog.is_subtype(oc, c) {
                        let msg = class_cast_message(&self.prog, oc, c);
                        return self.throw_java(tid, "java/lang/ClassCastException", msg);
                    }
                }
                self.set_pc(tid, pc + 1);
                Ok(Flow::Continue)
            }
            Insn::InstanceOfQ(c) => {
                let v = pop_ref!(self.stack(tid));
                let result = match v {
                    Some(r) => self.prog.is_subtype(self.st.heap.get(r).class, c),
                    None => false,
                };
                self.stack(tid).push(Value::Int(result as i32));
                self.set_pc(tid, pc + 1);
                Ok(Flow::Continue)
            }
            Insn::Athrow => {
                let v = *self.stack(tid).last().ok_or_else(underflow)?;
                match v {
                    Value::Ref(Some(exc)) => {
                        let throwable = self.load("java/lang/Throwable")?;
                        if !self.prog.is_subtype(self.st.heap.get(exc).class, throwable) {
                            return Err(VmError::verify("athrow of an object that is not a Throwable"));
                        }
                        self.throw(tid, exc)
                    }
                    Value::Ref(None) => self.throw_npe(tid, pc, "Cannot throw exception".into()),
                    _ => Err(VmError::verify("athrow of a value that is not a reference")),
                }
            }
            Insn::MonitorEnter => {
                let v = *self.stack(tid).last().ok_or_else(underflow)?;
                let Value::Ref(Some(obj)) = v else {
                    return self.throw_npe(tid, pc, "Cannot enter synchronized block".into());
                };
                if self.yield_before_monitor(tid, obj) {
                    return Ok(Flow::Stop(Stop::Yield));
                }
                if !self.monitor_enter(tid, obj, method, pc) {
                    self.st.threads[tid as usize].at_scheduling_point = true;
                    return Ok(Flow::Stop(Stop::Blocked));
                }
                self.stack(tid).pop();
                self.set_pc(tid, pc + 1);
                Ok(Flow::Continue)
            }
            Insn::MonitorExit => {
                let v = pop!(self.stack(tid));
                let Value::Ref(Some(obj)) = v else {
                    return self.throw_npe(tid, pc, "Cannot exit synchronized block".into());
                };
                if self.monitor_exit(tid, obj, Some(method)).is_err() {
                    return self.throw_java(
                        tid,
                        "java/lang/IllegalMonitorStateException",
                        "current thread is not owner".into(),
                    );
                }
                self.set_pc(tid, pc + 1);
                Ok(Flow::Continue)
            }
            Insn::Return | Insn::ReturnValue => self.do_return(tid, matches!(insn, Insn::ReturnValue)),
            other => Err(VmError::verify(format!("unexpected instruction {other:?} on the slow path"))),
        }
    }

    /// After an initializer was pushed or the thread blocked on another thread's initializer.
    fn after_init_retry(&mut self, tid: ThreadId) -> Flow {
        if let ThreadStatus::ClassInit(_) = self.st.threads[tid as usize].status {
            Flow::Stop(Stop::Blocked)
        } else {
            Flow::Continue
        }
    }

    /// Whether a field or element access of the current method is a JMM action (see
    /// [`crate::jmm`]): a plain access by the program's own code, under `--memory-model jmm`.
    fn jmm_tracks(&self, tid: ThreadId, kind: FieldKind) -> bool {
        self.st.jmm.is_some() && kind == FieldKind::Plain && self.in_application_code(tid)
    }

    /// Whether a volatile field access of the current method is the program's own or one of
    /// an atomic class the program uses (`AtomicInteger.get`, `set`, the constructor's write),
    /// which the JMM records with the location's release/acquire, opaque and plain accesses
    /// (`lazySet`, `VarHandle.getAcquire` on the same field).
    fn jmm_tracks_volatile(&self, tid: ThreadId, kind: FieldKind) -> bool {
        self.st.jmm.is_some()
            && kind == FieldKind::Volatile
            && matches!(self.jmm_access_owner(tid), Some(crate::jmm::Owner::Atomic | crate::jmm::Owner::Program))
    }

    /// A field read the JMM tracks (a plain one of the program's, or a volatile one of the
    /// program's or of an atomic it uses), whose sequentially consistent value is `v`; `None` when untracked.
    fn jmm_field_read(
        &mut self,
        tid: ThreadId,
        kind: FieldKind,
        a: crate::jmm::Access,
        v: Value,
        location: Location,
    ) -> Option<crate::jmm::ReadResult> {
        if self.jmm_tracks(tid, kind) {
            Some(self.jmm_read(tid, a, v))
        } else if self.jmm_tracks_volatile(tid, kind) {
            Some(self.jmm_read_relaxed(tid, a, v, crate::jmm::ReadOrder::Volatile(location)))
        } else {
            None
        }
    }

    /// A field write the JMM tracks ([`Machine::jmm_write_or_prune`]); false when it ends the
    /// path. Untracked writes (not under the JMM, not the program's own) always go ahead.
    fn jmm_field_write(
        &mut self,
        tid: ThreadId,
        kind: FieldKind,
        a: crate::jmm::Access,
        v: Value,
        event: Event,
    ) -> bool {
        let order = if self.jmm_tracks(tid, kind) {
            crate::jmm::WriteOrder::Plain
        } else if self.jmm_tracks_volatile(tid, kind) {
            crate::jmm::WriteOrder::Volatile
        } else {
            return true;
        };
        self.jmm_write_or_prune(tid, a, v, event, order)
    }

    /// Whether thread `tid` runs the program's own code (not the JDK's).
    pub(crate) fn in_application_code(&self, tid: ThreadId) -> bool {
        self.prog.class(self.prog.method(self.current_method(tid)).class).origin
            == weft_classfile::ClassOrigin::Application
    }

    /// Stops a read at its read-from choice. The read executes again once the search supplied
    /// the value; if it sat at a scheduling point, the thread is marked as being there so that
    /// it does not stop for the scheduling point a second time.
    fn read_from_choice(&mut self, tid: ThreadId, n: u32, scheduling_point: bool) -> Flow {
        if scheduling_point {
            self.st.threads[tid as usize].at_scheduling_point = true;
        }
        Flow::Stop(Stop::Choice(n))
    }

    /// Whether an access of this kind to a (shared or unshared) location is a scheduling point.
    fn access_is_scheduling_point(&self, kind: FieldKind, shared: bool) -> bool {
        self.st.live_threads > 1 && kind.is_scheduling_point(self.config.explore, shared, self.config.interleave_jdk)
    }

    fn quicken(&self, method: MethodId, pc: u32, insn: Insn) {
        if let Some(code) = &self.prog.method(method).code {
            code.insns[pc as usize].set(insn);
        }
    }

    fn member_ref(&self, class: ClassId, i: u32) -> Result<MemberRef, VmError> {
        self.prog
            .class(class)
            .member_refs
            .get(i as usize)
            .cloned()
            .ok_or_else(|| VmError::verify("bad constant pool reference"))
    }

    /// Throws a Java exception of class `class` with message `msg` from the current instruction.
    pub(crate) fn throw_java(&mut self, tid: ThreadId, class: &str, msg: String) -> Result<Flow, VmError> {
        self.throw_new(tid, class, Some(msg))?;
        Ok(Flow::Continue)
    }

    fn invoke_description(&self, m: MethodId) -> String {
        let mm = self.prog.method(m);
        describe_method(&self.prog.class(mm.class).java_name(), &mm.name, &mm.descriptor)
    }

    fn new_array(&mut self, tid: ThreadId, ac: ClassId, pc: u32) -> Result<Flow, VmError> {
        let n = pop_int!(self.stack(tid));
        if n < 0 {
            self.stack(tid).push(Value::Int(n));
            return self.throw_java(tid, "java/lang/NegativeArraySizeException", n.to_string());
        }
        if n > MAX_ARRAY_LENGTH {
            self.stack(tid).push(Value::Int(n));
            return self.throw_java(tid, "java/lang/OutOfMemoryError", ARRAY_SIZE_VM_LIMIT.into());
        }
        self.check_array_elements(n as u64)?;
        let arr = self.alloc_array(ac, n as usize);
        let site = self.site(tid, pc);
        self.emit(Event::Alloc { thread: tid, object: arr.0.get(), class: ac, site });
        self.stack(tid).push(Value::Ref(Some(arr)));
        self.set_pc(tid, pc + 1);
        Ok(Flow::Continue)
    }

    /// A `counts.len()`-dimensional array of class `ac` (`multianewarray`,
    /// `Array.newInstance`), or the exception the JVM throws for its counts (class and message):
    /// a negative one, or one past the VM's limit.
    pub(crate) fn checked_multi_array(
        &mut self,
        ac: ClassId,
        counts: &[i32],
    ) -> Result<Result<ObjRef, (&'static str, String)>, VmError> {
        if let Some(&n) = counts.iter().find(|&&n| n < 0) {
            return Ok(Err(("java/lang/NegativeArraySizeException", n.to_string())));
        }
        if counts.iter().any(|&n| n > MAX_ARRAY_LENGTH) {
            return Ok(Err(("java/lang/OutOfMemoryError", ARRAY_SIZE_VM_LIMIT.into())));
        }
        // Every level's arrays: the first count's elements, then as many per element.
        let (mut level, mut elements) = (1u64, 0u64);
        for &n in counts {
            level = level.saturating_mul(n as u64);
            elements = elements.saturating_add(level);
        }
        self.check_array_elements(elements)?;
        self.multi_array(ac, counts).map(Ok)
    }

    /// Allocates a `counts.len()`-dimensional array of class `ac` (counts checked), nothing
    /// below a level of length 0.
    fn multi_array(&mut self, ac: ClassId, counts: &[i32]) -> Result<ObjRef, VmError> {
        let arr = self.alloc_array(ac, counts[0] as usize);
        if counts.len() > 1 {
            let ClassKind::Array { element: ElementType::Ref(inner) } = self.prog.class(ac).kind else {
                return Err(VmError::verify("multianewarray of too many dimensions"));
            };
            for i in 0..counts[0] as usize {
                let sub = self.multi_array(inner, &counts[1..])?;
                if let Body::Array(ArrayData::Ref(v)) = &mut self.st.heap.get_mut(arr).body {
                    v[i] = Some(sub);
                }
            }
        }
        Ok(arr)
    }

    fn array_access(&mut self, tid: ThreadId, insn: Insn, pc: u32) -> Result<Flow, VmError> {
        let store = matches!(insn, Insn::ArrayStore);
        let s = self.stack(tid);
        let len = s.len();
        let depth = if store { 3 } else { 2 };
        if len < depth {
            return Err(underflow());
        }
        let (arr, idx) = (s[len - depth], s[len - depth + 1]);
        let Value::Int(idx) = idx else {
            return Err(bad_type("int index"));
        };
        let Value::Ref(arr) = arr else {
            return Err(bad_type("array"));
        };
        let Some(arr) = arr else {
            let what = if store { "Cannot store to array" } else { "Cannot load from array" };
            return self.throw_npe(tid, pc, what.into());
        };
        let (alen, aclass) = {
            let o = self.st.heap.get(arr);
            (o.array().map(|a| a.len()).ok_or_else(|| bad_type("array"))?, o.class)
        };
        if idx < 0 || idx as usize >= alen {
            return self.throw_java(
                tid,
                "java/lang/ArrayIndexOutOfBoundsException",
                format!("Index {idx} out of bounds for length {alen}"),
            );
        }
        let (shared, frozen) = {
            let o = self.st.heap.get(arr);
            (o.shared, o.frozen)
        };
        let scheduling_point = self.config.explore && shared && !frozen && self.st.live_threads > 1;
        let stops = scheduling_point
            && if store {
                self.yield_here(tid)
            } else {
                self.yield_before_read(tid, Location::Element { array: arr.0.get(), index: idx as u32 })
            };
        if stops {
            return Ok(Flow::Stop(Stop::Yield));
        }
        let site = self.site(tid, pc);
        // An access the library makes for the program names the program's call too (the race
        // check attributes it there); the frames are walked only when an analysis listens.
        let via = if self.sink.is_some() && !frozen { self.library_caller(tid) } else { Site::NONE };
        let location = Location::Element { array: arr.0.get(), index: idx as u32 };
        let access = crate::jmm::Access::Element { array: arr, index: idx as u32 };
        let tracked = !frozen && self.jmm_tracks(tid, FieldKind::Plain);
        if store {
            let v = self.stack(tid)[len - 1];
            let event = Event::Write { thread: tid, location, mode: AccessMode::Plain, site, via };
            if tracked && !self.jmm_write_or_prune(tid, access, v, event, crate::jmm::WriteOrder::Plain) {
                return Ok(Flow::Stop(Stop::Pruned));
            }
            if let Value::Ref(Some(r)) = v {
                if let ClassKind::Array { element: ElementType::Ref(ec) } = self.prog.class(aclass).kind {
                    let vc = self.st.heap.get(r).class;
                    if !self.prog.is_subtype(vc, ec) {
                        let n = self.prog.class(vc).java_name();
                        return self.throw_java(tid, "java/lang/ArrayStoreException", n);
                    }
                }
            }
            if let Body::Array(a) = &mut self.st.heap.get_mut(arr).body {
                if !a.set(idx as usize, v) {
                    return Err(bad_type("array element"));
                }
            }
            self.stack(tid).truncate(len - 3);
            if let (true, Value::Ref(Some(stored))) = (shared, v) {
                self.publish(stored);
            }
            self.emit(Event::Write { thread: tid, location, mode: AccessMode::Plain, site, via });
        } else {
            let mut v = self.st.heap.get(arr).array().expect("array").get(idx as usize);
            if tracked {
                match self.jmm_read(tid, access, v) {
                    crate::jmm::ReadResult::Value(seen) => v = seen,
                    crate::jmm::ReadResult::Choose(n) => return Ok(self.read_from_choice(tid, n, scheduling_point)),
                }
            }
            if self.st.jmm.is_some() {
                self.jmm_followed(tid, arr, v, false);
            }
            let s = self.stack(tid);
            s.truncate(len - 2);
            s.push(v);
            self.emit(Event::Read { thread: tid, location, mode: AccessMode::Plain, site, via });
        }
        self.set_pc(tid, pc + 1);
        Ok(Flow::Continue)
    }

    /// Before the program's code at `pc` calls `callee`, a method of the JDK's: emits an
    /// [`Event::Handover`] for each of the JDK's unsynchronized objects among the arguments (the
    /// receiver included), which the race check adopts, whoever made them, and logs a thread or
    /// synchronization call in [`Machine::call_log`] when it is kept. A method reference's class
    /// calls for the program, at the reference (`list::add` hands `list` over).
    fn note_program_call(&mut self, tid: ThreadId, callee: &crate::class::Method, pc: u32) {
        let callee_class = self.prog.class(callee.class);
        if callee_class.origin == weft_classfile::ClassOrigin::Application {
            return;
        }
        let logged = self.call_log.is_some() && synchronization_call(&callee_class.name, &callee.name);
        let t = &self.st.threads[tid as usize];
        let n = callee.arg_count as usize;
        let Some(first) = t.stack.len().checked_sub(n) else { return };
        // An object only this thread reaches races with nothing (a builder the program fills in
        // a loop): it is handed over again once shared, before any use then.
        let handed_over = |v: &Value| match *v {
            Value::Ref(Some(object)) => {
                let o = self.st.heap.get(object);
                (o.shared && self.prog.class(o.class).holds_unsynchronized_state).then_some(object)
            }
            _ => None,
        };
        let handed =
            if self.sink.is_some() { t.stack[first..].iter().filter_map(handed_over).collect() } else { Vec::new() };
        if !logged && handed.is_empty() {
            return;
        }
        let Some(site) = t.frames.last().and_then(|f| self.program_call_site(f.method, pc)) else { return };
        if let (Some(log), true) = (&mut self.call_log, logged) {
            log.push(crate::machine::ProgramCall { site, callee: callee.id });
        }
        for object in handed {
            self.emit(Event::Handover { thread: tid, object: object.0.get(), site });
        }
    }

    /// Calls `method` with its arguments on top of the operand stack. `call_pc` is the pc of the
    /// invoking instruction (`None` for a thread's entry call).
    pub(crate) fn call(&mut self, tid: ThreadId, mid: MethodId, call_pc: Option<u32>) -> Result<Flow, VmError> {
        let m = self.prog.method(mid).clone();
        if m.library == Library::Concurrent && !self.within_library_op(tid) {
            // A call from outside the library begins a new operation (see `yield_here`).
            self.st.threads[tid as usize].in_library_op = false;
        }
        if m.is_static() && call_pc.is_none() {
            // Take the arguments off the stack first: the initializer frames go on top of it,
            // and their locals must not be mistaken for the arguments.
            let n = m.arg_count as usize;
            let t = &mut self.st.threads[tid as usize];
            if t.stack.len() < n {
                return Err(underflow());
            }
            let args = t.stack.split_off(t.stack.len() - n);
            if let InitCheck::Retry = self.ensure_initialized(tid, m.class)? {
                // Run the initializers, then come back for the call, kept pending under them.
                self.st.threads[tid as usize].pending_call = Some((mid, args));
                return Ok(self.after_init_retry(tid));
            }
            self.st.threads[tid as usize].stack.extend_from_slice(&args);
        }
        let n = m.arg_count as usize;
        if let (Some(pc), true) = (call_pc, self.sink.is_some() || self.call_log.is_some()) {
            self.note_program_call(tid, &m, pc);
        }
        if let Some(native) = m.native.get() {
            if self.step.probed && !self.step.read_beyond_local {
                self.step.read_beyond_local = !native_reads_only_local(&self.prog, mid);
            }
            let args: Vec<Value> = {
                let s = self.stack(tid);
                if s.len() < n {
                    return Err(underflow());
                }
                s[s.len() - n..].to_vec()
            };
            let result = native(self, tid, &args);
            if self.bad_slot.take() {
                return Err(bad_slot_error());
            }
            match result? {
                NResult::RunCode if m.code.is_some() => {}
                result => return self.native_result(tid, n, call_pc, result),
            }
        } else if m.is_native() {
            return Err(VmError::unsupported(format!(
                "native method {}.{}{} is not modelled by weft",
                self.prog.class(m.class).java_name(),
                m.name,
                m.descriptor
            )));
        }
        if m.is_abstract() || m.code.is_none() {
            let what = self.invoke_description(mid);
            return self.throw_java(tid, "java/lang/AbstractMethodError", what);
        }
        let mut sync = None;
        if m.is_synchronized() {
            let obj = if m.is_static() {
                self.mirror(m.class)
            } else {
                let s = self.stack(tid);
                match s[s.len() - n] {
                    Value::Ref(Some(r)) => r,
                    _ => return Err(bad_type("receiver")),
                }
            };
            if call_pc.is_some() && self.yield_before_monitor(tid, obj) {
                return Ok(Flow::Stop(Stop::Yield));
            }
            if !self.monitor_enter(tid, obj, mid, 0) {
                self.st.threads[tid as usize].at_scheduling_point = true;
                return Ok(Flow::Stop(Stop::Blocked));
            }
            sync = Some(obj);
        }
        let code = m.code.as_ref().expect("code");
        let t = &mut self.st.threads[tid as usize];
        // The caller's pc stays on the call instruction (exception handlers and stack traces
        // need it); returning moves it past the call.
        let kind = if call_pc.is_some() { FrameKind::Normal } else { FrameKind::ThreadBase };
        let base = t.stack.len() - n;
        if m.param_kinds.iter().any(|&k| k == b'J' || k == b'D') {
            // Spread wide arguments to their JVM local indices.
            let args = t.stack.split_off(base);
            for a in args {
                t.stack.push(a);
                if a.is_wide() {
                    t.stack.push(Value::Int(0));
                }
            }
        }
        let locals_end = base + code.max_locals as usize;
        if t.stack.len() < locals_end {
            t.stack.resize(locals_end, Value::Int(0));
        }
        let atomic = self.sink.is_some() && self.is_atomic(mid);
        if atomic {
            self.st.events_on = true;
        }
        let t = &mut self.st.threads[tid as usize];
        t.frames.push(Frame { method: mid, pc: 0, base: base as u32, sync, kind, atomic });
        if atomic {
            self.emit(Event::AtomicBegin { thread: tid, site: Site { method: mid, pc: 0 } });
        }
        let t = &mut self.st.threads[tid as usize];
        if t.frames.len() > self.config.max_frames && !t.overflowing {
            t.overflowing = true;
            self.pop_frame(tid)?;
            self.throw_new(tid, "java/lang/StackOverflowError", None)?;
        }
        Ok(Flow::Continue)
    }

    /// Applies what a native method asked for.
    fn native_result(
        &mut self,
        tid: ThreadId,
        n: usize,
        call_pc: Option<u32>,
        result: NResult,
    ) -> Result<Flow, VmError> {
        let pop_args = |m: &mut Machine| {
            let s = m.stack(tid);
            let len = s.len();
            s.truncate(len - n);
        };
        let advance = |m: &mut Machine| {
            if let Some(pc) = call_pc {
                m.set_pc(tid, pc + 1);
            }
        };
        match result {
            NResult::Return(v) => {
                pop_args(self);
                if let Some(v) = v {
                    self.stack(tid).push(v);
                }
                advance(self);
                if call_pc.is_none() {
                    return Ok(Flow::Stop(self.terminate_thread(tid)));
                }
                Ok(Flow::Continue)
            }
            NResult::Yield(v) => {
                pop_args(self);
                if let Some(v) = v {
                    self.stack(tid).push(v);
                }
                advance(self);
                if self.st.threads[tid as usize].no_switch_depth > 0 {
                    return Ok(Flow::Continue);
                }
                Ok(Flow::Stop(Stop::Yield))
            }
            NResult::Throw(exc) => {
                pop_args(self);
                self.throw(tid, exc)
            }
            NResult::ThrowNew(class, msg) => {
                pop_args(self);
                self.throw_new(tid, class, msg)?;
                Ok(Flow::Continue)
            }
            NResult::Invoke(m, args) => {
                pop_args(self);
                self.stack(tid).extend_from_slice(&args);
                // The callee's frame replaces the native call; its result lands where the
                // native's would have.
                let mm = self.prog.method(m).clone();
                if mm.is_static() {
                    if let InitCheck::Retry = self.ensure_initialized(tid, mm.class)? {
                        return Err(VmError::verify("native tail call into an uninitialized class"));
                    }
                }
                self.call(tid, m, call_pc)
            }
            NResult::Block => Ok(Flow::Stop(Stop::Blocked)),
            NResult::YieldBefore => Ok(Flow::Stop(Stop::Yield)),
            NResult::Choose(n) => Ok(Flow::Stop(Stop::Choice(n))),
            NResult::Prune => Ok(Flow::Stop(Stop::Pruned)),
            NResult::RunCode => Err(VmError::verify("a native asked to run the code of a method without code")),
            // The native started initializers (run them, then the call again) or found the
            // class being initialized by another thread (wait for it).
            NResult::Retry => Ok(self.after_init_retry(tid)),
            NResult::Exit(code) => {
                self.st.exit_status = Some(code);
                Ok(Flow::Stop(Stop::Exit(code)))
            }
        }
    }

    fn do_return(&mut self, tid: ThreadId, with_value: bool) -> Result<Flow, VmError> {
        let value = if with_value { Some(pop!(self.stack(tid))) } else { None };
        let frame = self.pop_frame(tid)?.ok_or_else(|| VmError::verify("return without a frame"))?;
        match frame.kind {
            FrameKind::Normal => {
                let t = &mut self.st.threads[tid as usize];
                if let Some(v) = value {
                    t.stack.push(v);
                }
                if let Some(caller) = t.frames.last_mut() {
                    caller.pc += 1;
                }
                Ok(Flow::Continue)
            }
            FrameKind::Clinit(c) => {
                self.end_initialization(tid, c, false);
                // A supertype's initializer returned to its subtype's: the next supertype, if any.
                if self.initializer_not_started(tid) {
                    if let Some(stop) = self.continue_supertype_initialization(tid, true)? {
                        return Ok(Flow::Stop(stop));
                    }
                }
                Ok(Flow::Continue)
            }
            FrameKind::ThrowOnReturn(exc) => self.throw(tid, exc),
            FrameKind::ThreadBase | FrameKind::UncaughtHandler => Ok(Flow::Stop(self.terminate_thread(tid))),
        }
    }
}

/// Stores a primitive (or null) `v` into element `i` of array `r`, if the fast loop may: in
/// bounds, a matching element type, and no scheduling point (`no_points`: no access is one in
/// this run; otherwise accesses to shared arrays that are not frozen are). False leaves it alone.
#[inline(always)]
fn store_element(heap: &mut Heap, r: ObjRef, i: i32, v: Value, no_points: bool) -> bool {
    if !no_points {
        let obj = heap.get(r);
        if obj.shared && !obj.frozen {
            return false;
        }
    }
    match &mut heap.get_mut(r).body {
        // `i as usize` of a negative index is out of bounds too.
        Body::Array(a) => (i as usize) < a.len() && a.set(i as usize, v),
        Body::Fields(_) => false,
    }
}

/// Whether a field is a JDK-internal cache whose racy updates are idempotent by design:
/// `String`'s hash cache (`hash`, `hashIsZero`), which `hashCode` computes from the string's
/// immutable contents and writes with the value every thread would compute.
pub fn is_cache_field(prog: &crate::program::Program, f: &Field) -> bool {
    // (The class by number: the reduction and the atomicity monitor ask for every access.)
    f.class == prog.wk.string && (&*f.name == "hash" || &*f.name == "hashIsZero")
}

/// How accesses to a field synchronize and whether they can be scheduling points.
fn field_kind(prog: &crate::program::Program, f: &Field) -> FieldKind {
    if f.is_volatile() {
        FieldKind::Volatile
    } else if f.access & ACC_FINAL != 0 {
        FieldKind::Final
    } else if is_cache_field(prog, f) {
        FieldKind::Cache
    } else {
        FieldKind::Plain
    }
}

fn no_such_field(r: &MemberRef) -> VmError {
    VmError::Load {
        error: crate::program::LoadError::Incompatible(format!(
            "no field {}.{} of type {}",
            r.class.replace('/', "."),
            r.name,
            r.descriptor
        )),
        at: None,
    }
}

fn no_such_method(r: &MemberRef) -> VmError {
    if &*r.class == "gov/nasa/jpf/vm/Verify" {
        // Programs written for Java PathFinder are compiled against JPF's own `Verify`; weft's
        // model has the methods that mean something without JPF's internals.
        return VmError::unsupported(format!(
            "Java PathFinder's gov.nasa.jpf.vm.Verify.{}{} is not supported by weft (supported: {})",
            r.name,
            r.descriptor,
            crate::boot::JPF_VERIFY_SUPPORTED
        ));
    }
    VmError::Unsupported {
        what: format!(
            "method {}.{}{} not found (a class on the class path or a weft model class lacks it)",
            r.class.replace('/', "."),
            r.name,
            r.descriptor
        ),
        at: None,
    }
}

/// `Class.method(ArgTypes)` as helpful NullPointerException messages name a method.
pub fn describe_method(class: &str, name: &str, desc: &str) -> String {
    let params = split_method_descriptor(desc).map(|(p, _)| p).unwrap_or_default();
    let params: Vec<String> = params.iter().map(|p| descriptor_java_name(p)).collect();
    format!("{}.{}({})", class, name, params.join(", "))
}

/// The Java spelling of a field descriptor (`[I` is `int[]`).
pub fn descriptor_java_name(d: &str) -> String {
    let dims = d.bytes().take_while(|&b| b == b'[').count();
    let base = &d[dims..];
    let name = match base.as_bytes().first() {
        Some(b'L') => base[1..base.len().saturating_sub(1)].replace('/', "."),
        Some(&c) => prim_of_descriptor(c).map(|p| p.java_name().to_string()).unwrap_or_default(),
        None => String::new(),
    };
    format!("{}{}", name, "[]".repeat(dims))
}

/// The JDK 17 message of a `ClassCastException`.
pub fn class_cast_message(prog: &crate::program::Program, from: ClassId, to: ClassId) -> String {
    let describe = |c: ClassId| -> (String, String) {
        let cls = prog.class(c);
        let mut base = c;
        while let ClassKind::Array { element: ElementType::Ref(e) } = prog.class(base).kind {
            base = e;
        }
        let loc = match &prog.class(base).origin {
            weft_classfile::ClassOrigin::Application => "unnamed module of loader 'app'".to_string(),
            weft_classfile::ClassOrigin::Jdk { module } => {
                format!("module {module} of loader 'bootstrap'")
            }
            weft_classfile::ClassOrigin::Model => "module java.base of loader 'bootstrap'".to_string(),
        };
        (cls.java_name(), loc)
    };
    let (a, la) = describe(from);
    let (b, lb) = describe(to);
    if la == lb {
        format!("class {a} cannot be cast to class {b} ({a} and {b} are in {la})")
    } else {
        format!("class {a} cannot be cast to class {b} ({a} is in {la}; {b} is in {lb})")
    }
}

/// Whether native method `mid` acts only on its arguments, what they reach and the calling
/// thread's own state (its `Thread` object and identity-hash count), which the divergence
/// memo's digest covers ([`Machine::local_digest`]). Any other native may read state beyond it
/// (the intern table, a global counter, a property), so a step that calls one after its probe
/// is not remembered.
fn native_reads_only_local(prog: &crate::program::Program, mid: crate::class::MethodId) -> bool {
    let m = prog.method(mid);
    let class = &*prog.class(m.class).name;
    matches!(class, "java/lang/Math" | "java/lang/StrictMath" | "java/lang/Float" | "java/lang/Double")
        || matches!(
            (class, &*m.name),
            ("java/lang/Object", "hashCode" | "getClass")
                | ("java/lang/System", "arraycopy" | "identityHashCode")
                | ("java/lang/Thread", "currentThread")
                | ("java/lang/ref/Reference", "refersTo0" | "clear0")
        )
}

/// Whether a JDK method is a thread or synchronization operation, the calls a
/// counterexample's steps list ([`Machine::call_log`]): `Thread`'s (but `currentThread`),
/// `Object`'s `wait` and `notify`, `java.util.concurrent`'s, and ending the program; no
/// constructor.
fn synchronization_call(class: &str, method: &str) -> bool {
    if method.starts_with('<') {
        // Constructors make objects; they do nothing another thread sees.
        return false;
    }
    match class {
        "java/lang/Thread" => method != "currentThread",
        "java/lang/Object" => matches!(method, "wait" | "notify" | "notifyAll"),
        "java/lang/System" | "java/lang/Runtime" => matches!(method, "exit" | "halt"),
        _ => class.starts_with("java/util/concurrent/"),
    }
}
