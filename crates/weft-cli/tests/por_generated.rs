//! The search's reductions hide nothing on programs nobody wrote by hand: a property test, on
//! small random concurrent Java programs, that the default search (dynamic partial-order
//! reduction, race states matched by subsumption of `h` on the pairs their relevance summaries
//! name) and `--por none` (subsumption of whole `h`s)
//! report exactly the violations of the unreduced search, `--por none --exact-race-matching
//! --exact-locals` (dead locals in the state too) —
//! kinds, exception classes, locations and race pairs, compared as `por_equivalence.rs` compares
//! the corpora (`common::por`).
//!
//! The programs come from a `proptest` strategy ([`program`]): `main` starts 2–3 threads, does
//! up to two operations of its own, joins some of the threads (or none) and may assert on a
//! shared value. Each thread runs 1–4 operations, some of them blocks of 1–2 more (nesting at
//! most two deep), at most [`DEFAULT_SIZE`] in all: plain reads and writes of static fields, of
//! two fields of one shared object, of the elements of a shared `int[]` and of the field of a
//! `Box` held in a plain or a volatile static field, volatile reads and writes, toggles
//! (`x = 1 - x`) and steps modulo 3, publication of a new `Box` (an allocation: the shared
//! object's identity changes), `synchronized` blocks on two monitors (nested in either order, so
//! deadlocks are possible) or on the shared `Box`, `ReentrantLock` blocks on two locks,
//! `AtomicInteger` operations, guarded `wait` (untimed, in a `while`, or timed, in an `if`),
//! taking the condition (`while (!c) wait(); c = false;`) and `notify`/`notifyAll` under the
//! monitor, `Thread.yield`, spinning with `Thread.yield` until the volatile field holds a value,
//! `Thread.sleep(1)`, interrupts and `LockSupport.unpark` of a started thread (a `sleep` or
//! `wait` interrupted throws, and its thread returns), `Thread.interrupted()`, timed
//! `LockSupport.parkNanos`, `assert` that the last value read or a shared
//! value is not some `K`, a division by the same difference (an `ArithmeticException`), `if` on
//! a shared value, loops of two iterations, `System.exit`, the first use of one of two classes
//! whose static initializers use each other (two threads initializing them in opposite orders
//! deadlock), a `CountDownLatch`'s `countDown` and `await`, and a constructor that leaks `this`
//! before it sets a final field, with reads of that field through the leaked reference.
//!
//! About seven programs in ten have *cyclic* state spaces: 1–2 of their threads (3 threads at most)
//! are daemons running `while (true)` over 1–2 operations whose values stay bounded (no
//! increments without a modulo), ending with `Thread.yield()`, so the reduction's handling of
//! strongly connected parts of the state graph is exercised, with objects allocated around the
//! cycles and violations that need a loop to go round first. Every program compiles; in each,
//! the threads that are not daemons terminate, deadlock or spin forever for a volatile value.
//!
//! All programs of a run are generated first and compiled by one `javac` call; two workers run
//! the three searches on each, with a time limit. A search that hits its limit fails the test
//! (the generated programs are small enough for every search to finish in well under a second,
//! so an incomplete one is a scaling problem worth knowing about; no program is skipped or
//! regenerated). On a mismatch the failing
//! program is shrunk with `proptest`'s shrinking (recompiled and rechecked at each step) and the
//! smallest program that still fails is printed with the differing violations. The test also
//! requires the generated programs to be varied: some racy, some deadlocking, some failing an
//! assertion, some throwing, some clean — otherwise it would prove little.
//!
//! Environment:
//!
//! * `WEFT_PROPTEST_CASES=N` generates N programs (default [`DEFAULT_CASES`]);
//! * `WEFT_PROPTEST_SIZE=N` generates programs of at most N operations (default
//!   [`DEFAULT_SIZE`]; larger ones can take the unreduced search minutes);
//! * `WEFT_PROPTEST_SEED=S` seeds the generator (default [`DEFAULT_SEED`], so the test is
//!   deterministic; a failure names its seed and case, which reproduce it);
//! * `WEFT_PROPTEST_JDK=1` also compares the unreduced search with `--interleave-jdk` (every
//!   `java.util.concurrent` operation and JDK class initializer interleaved): the JDK shortcuts
//!   must hide nothing either (with the JDK interleaved, a program taking two `ReentrantLock`s
//!   in three threads can exceed the time limit, about one in 300);
//! * `WEFT_PROPTEST_DIR=path` writes the programs and their classes there (`G<case>.java`) and
//!   keeps them, instead of into a temporary directory that is removed.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::time::Instant;

use common::jdk_tool;
use common::por::{check_within, kind, mismatch, Outcome, Program as Checked, UNREDUCED};
use proptest::collection::vec;
use proptest::prelude::*;
use proptest::strategy::ValueTree;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

/// Programs generated when `WEFT_PROPTEST_CASES` is not set.
const DEFAULT_CASES: usize = 300;

/// Seed of the generator when `WEFT_PROPTEST_SEED` is not set.
const DEFAULT_SEED: u64 = 10;

/// Time limit of each search (they take a fraction of a second, the slowest unreduced ones
/// about 10 s, mostly with a thread dying of an exception while three others run).
const TIME_LIMIT_SECS: u64 = 30;

/// Generated programs have at most this many operations (see [`Generated::size`]): with more,
/// the unreduced search takes a minute on some.
const DEFAULT_SIZE: usize = 12;

/// What the unreduced search must find in some of the generated programs each (`none`: no
/// violation), or the generator is not varied enough to prove much.
const VARIED_KINDS: [&str; 5] = ["race", "deadlock", "assertion", "exception", "none"];

/// Rechecked programs at most while shrinking a failure, and seconds.
const MAX_SHRINK_STEPS: usize = 150;
const MAX_SHRINK_SECS: u64 = 600;

/// The searches compared with the unreduced one.
const REDUCED: [(&str, &[&str]); 2] = [("default", &[]), ("--por none", &["--por", "none"])];

/// The unreduced search with the JDK's insides interleaved, compared too with
/// `WEFT_PROPTEST_JDK=1`.
const JDK_INTERLEAVED: (&str, &[&str]) =
    ("JDK interleaved", &["--interleave-jdk", "--por", "none", "--exact-race-matching"]);

/// The searches compared with the unreduced one: [`REDUCED`], and [`JDK_INTERLEAVED`] when
/// `WEFT_PROPTEST_JDK=1`.
fn compared() -> Vec<(&'static str, &'static [&'static str])> {
    let jdk = std::env::var("WEFT_PROPTEST_JDK").is_ok_and(|v| v == "1");
    REDUCED.into_iter().chain(jdk.then_some(JDK_INTERLEAVED)).collect()
}

/// A shared location of plain or volatile `int`s.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Loc {
    /// Plain static field `x0`, `x1` or `x2`.
    Static(u8),
    /// Field `f` or `g` of the shared object `o`.
    Field(char),
    /// Element 0 or 1 of the shared array `a`.
    Element(u8),
    /// Volatile static field `v`.
    Volatile,
    /// Field `v` of the `Box` in static field `shared`, or in volatile static field `vshared`
    /// when `volatile` (both hold a `Box` from the start; [`Op::Publish`] replaces it).
    Boxed { volatile: bool },
}

/// One operation of a thread; `r` is the thread's last value read.
#[derive(Clone, Debug)]
enum Op {
    /// `r = loc;`
    Read(Loc),
    /// `loc = k;`
    Write(Loc, i32),
    /// `loc = (r + 1) % 3;`
    WriteNext(Loc),
    /// `loc = 1 - loc;`
    Toggle(Loc),
    /// `loc = (loc + 1) % 3;`
    Step(Loc),
    /// `shared = new Box(r);` or `shared = new Box(k);` (`vshared` when `volatile`): a new
    /// object, so the state differs in which object is shared, not only in values.
    Publish { volatile: bool, value: Option<i32> },
    /// `r = n.get();`
    AtomicGet,
    /// `n.set(k);`
    AtomicSet(i32),
    /// `r = n.compareAndSet(expected, new) ? 1 : 0;`
    AtomicCas(i32, i32),
    /// `r = n.incrementAndGet();`
    AtomicIncrement,
    /// `Thread.yield();`
    Yield,
    /// `while (v != k) Thread.yield();`: waits, spinning, for the volatile `v` to hold `k`. It
    /// orders what follows after the write of `v` it sees, and nothing else: a thread whose
    /// accesses can happen only after another thread's step, with no happens-before edge from
    /// that step (a state reached on two paths that differ only in `h`, then a race).
    AwaitVolatile(i32),
    /// `Thread.sleep(1);`
    Sleep,
    /// `ts[k % ts.length].interrupt();`: interrupts a started thread (maybe itself); a `sleep`
    /// or `wait` of the target then throws, and its thread returns.
    Interrupt(u8),
    /// `r = Thread.interrupted() ? 1 : 0;`
    Interrupted,
    /// `LockSupport.unpark(ts[k % ts.length]);`
    Unpark(u8),
    /// `LockSupport.parkNanos(1000000);`: returns on an unpark, an interrupt or a time-out.
    Park,
    /// `assert r != k;`, or `assert loc != k;`
    Assert(Option<Loc>, i32),
    /// `r = 6 / (r - k);` or `r = 6 / (loc - k);`: an `ArithmeticException` when equal.
    Divide(Option<Loc>, i32),
    /// Waits under monitor `lock` for its condition: `while (!c) lock.wait();`, or when timed
    /// `if (!c) lock.wait(1);`.
    Wait { lock: u8, timed: bool },
    /// Sets monitor `lock`'s condition and notifies one waiter, or all.
    Notify { lock: u8, all: bool },
    /// Waits under monitor `lock` for its condition and clears it (takes what a
    /// [`Op::Notify`] gave): `while (!c) lock.wait(); c = false;`.
    Take(u8),
    /// `synchronized (lock) { ... }` on monitor `m0` or `m1`, or (lock 2) on the object in
    /// `shared`, which [`Op::Publish`] may have replaced.
    Synchronized(u8, Vec<Op>),
    /// `lock.lock(); try { ... } finally { lock.unlock(); }` on a `ReentrantLock`.
    Locked(u8, Vec<Op>),
    /// `for (int i = 0; i < 2; i++) { ... }`
    Loop(Vec<Op>),
    /// `if (loc == k) { ... }`
    If(Loc, i32, Vec<Op>),
    /// `while (true) { ... }`: the whole body of a daemon thread.
    Forever(Vec<Op>),
    /// `System.exit(k);`: ends the program, whatever the other threads are doing.
    Exit(i32),
    /// `r = I0.v;` or `r = I1.v;`: the first use initializes the class, whose initializer reads
    /// and writes shared statics and uses the other class, so two threads initializing the two
    /// in opposite orders deadlock (the JVM's class-initialization protocol).
    Init(u8),
    /// `latch.countDown();` on a `CountDownLatch` of count 1.
    CountDown,
    /// `latch.await();`: waits for a [`Op::CountDown`] (or an interrupt).
    AwaitLatch,
    /// `new Leaky(k);`: a constructor that publishes `this` in the static `leaked` before it
    /// sets its final field `v` to `k`.
    PublishLeaky(i32),
    /// `Leaky l = leaked; r = l == null ? 3 : l.v;`: reads the final field of a leaked object,
    /// which changes while its constructor runs.
    ReadLeaked,
    /// A `VarHandle` access to the plain static `x0` or `x1` in a stronger mode:
    /// `X0.setVolatile(k);`, `r = (int) X0.getVolatile();`, or the same with `Opaque`. It races
    /// with the variable's plain accesses, not with its other strong ones.
    Strong { index: u8, write: Option<i32>, opaque: bool },
}

/// A generated program: the threads' operations, the loop bodies of its daemon threads, `main`'s
/// own operations, which threads `main` joins, and what it asserts at the end.
#[derive(Clone, Debug)]
struct Generated {
    threads: Vec<Vec<Op>>,
    daemons: Vec<Vec<Op>>,
    main: Vec<Op>,
    joins: Vec<bool>,
    last_assert: Option<(Loc, i32)>,
}

fn loc() -> impl Strategy<Value = Loc> {
    prop_oneof![
        4 => Just(Loc::Static(0)),
        2 => Just(Loc::Static(1)),
        1 => Just(Loc::Static(2)),
        1 => prop_oneof![Just('f'), Just('g')].prop_map(Loc::Field),
        1 => (0..2u8).prop_map(Loc::Element),
        2 => Just(Loc::Volatile),
        2 => any::<bool>().prop_map(|volatile| Loc::Boxed { volatile }),
    ]
}

/// A value written or compared with: mostly not the initial 0.
fn value() -> impl Strategy<Value = i32> {
    prop_oneof![1 => Just(0), 3 => 1..3i32]
}

/// An operation with blocks at most `depth` deep. In a daemon's loop (`bounded`) every value
/// stays in a small set however often the loop goes round (no `AtomicInteger` increments), so
/// that its state space is finite: cyclic.
fn op(depth: u32, bounded: bool) -> BoxedStrategy<Op> {
    let leaf = prop_oneof![
        6 => loc().prop_map(Op::Read),
        6 => (loc(), value()).prop_map(|(l, k)| Op::Write(l, k)),
        3 => loc().prop_map(Op::WriteNext),
        2 => loc().prop_map(Op::Toggle),
        1 => loc().prop_map(Op::Step),
        2 => (any::<bool>(), proptest::option::of(value()))
            .prop_map(|(volatile, value)| Op::Publish { volatile, value }),
        1 => Just(Op::AtomicGet),
        1 => value().prop_map(Op::AtomicSet),
        1 => (value(), value()).prop_map(|(e, n)| Op::AtomicCas(e, n)),
        2 => Just(Op::AtomicIncrement),
        1 => Just(Op::Yield),
        1 => value().prop_map(Op::AwaitVolatile),
        1 => Just(Op::Sleep),
        1 => (0..3u8).prop_map(Op::Interrupt),
        1 => Just(Op::Interrupted),
        1 => (0..3u8).prop_map(Op::Unpark),
        1 => Just(Op::Park),
        3 => (proptest::option::of(loc()), 1..3i32).prop_map(|(l, k)| Op::Assert(l, k)),
        2 => (proptest::option::of(loc()), 0..3i32).prop_map(|(l, k)| Op::Divide(l, k)),
        2 => (0..2u8, any::<bool>()).prop_map(|(lock, timed)| Op::Wait { lock, timed }),
        2 => (0..2u8, any::<bool>()).prop_map(|(lock, all)| Op::Notify { lock, all }),
        1 => (0..2u8).prop_map(Op::Take),
        1 => (0..3i32).prop_map(Op::Exit),
        1 => (0..2u8).prop_map(Op::Init),
        1 => Just(Op::CountDown),
        1 => Just(Op::AwaitLatch),
        1 => value().prop_map(Op::PublishLeaky),
        1 => Just(Op::ReadLeaked),
        1 => (0..2u8, proptest::option::of(value()), any::<bool>())
            .prop_map(|(index, write, opaque)| Op::Strong { index, write, opaque }),
    ]
    .prop_filter("unbounded in a loop", move |op| !(bounded && matches!(op, Op::AtomicIncrement)));
    if depth == 0 {
        return leaf.boxed();
    }
    let body = move || vec(op(depth - 1, bounded), 1..=2);
    prop_oneof![
        12 => leaf,
        4 => (0..3u8, body()).prop_map(|(l, b)| Op::Synchronized(l, b)),
        2 => (0..2u8, body()).prop_map(|(l, b)| Op::Locked(l, b)),
        1 => body().prop_map(Op::Loop),
        2 => (loc(), value(), body()).prop_map(|(l, k, b)| Op::If(l, k, b)),
    ]
    .boxed()
}

/// The strategy of generated programs: either 2–3 threads that end, or (cyclic state spaces)
/// 1–2 daemon threads going round `while (true)` loops of 1–2 operations (blocks one deep) with
/// 1–2 threads that end, 3 threads at most (with more, the unreduced search takes 30 s on some).
fn program(max_size: usize) -> impl Strategy<Value = Generated> {
    let finite = (vec(vec(op(2, false), 1..=4), 2..=3), Just(Vec::new()));
    let cyclic = (vec(vec(op(2, false), 1..=3), 1..=2), vec(vec(op(1, true), 1..=2), 1..=2))
        .prop_filter("more than 3 threads", |(threads, daemons)| threads.len() + daemons.len() <= 3);
    (
        prop_oneof![2 => finite, 3 => cyclic],
        vec(op(1, false), 0..=2),
        vec(prop::bool::weighted(0.6), 3),
        proptest::option::weighted(0.3, (loc(), value())),
    )
        .prop_map(|((threads, daemons), main, joins, last_assert)| Generated {
            threads,
            daemons,
            main,
            joins,
            last_assert,
        })
        .prop_filter("too large to explore unreduced quickly", move |g| g.size() <= max_size)
}

/// The number of operations of `ops`, those in blocks included.
fn size(ops: &[Op]) -> usize {
    ops.iter()
        .map(|op| match op {
            Op::Synchronized(_, body)
            | Op::Locked(_, body)
            | Op::Loop(body)
            | Op::If(_, _, body)
            | Op::Forever(body) => 1 + size(body),
            _ => 1,
        })
        .sum()
}

/// What a program uses, so that it declares only that.
#[derive(Default)]
struct Uses {
    statics: BTreeSet<u8>,
    field: bool,
    array: bool,
    volatile: bool,
    /// `shared`, `vshared`.
    boxes: [bool; 2],
    atomic: bool,
    monitors: BTreeSet<u8>,
    conditions: BTreeSet<u8>,
    locks: BTreeSet<u8>,
    interrupted: bool,
    /// `ts`, the started threads (targets of interrupts and unparks).
    threads: bool,
    /// The classes `I0` and `I1` (both or neither: each initializer uses the other).
    init: bool,
    latch: bool,
    leaky: bool,
    /// The statics `x0`, `x1` accessed through a `VarHandle` (`X0`, `X1`).
    handles: BTreeSet<u8>,
}

impl Uses {
    fn loc(&mut self, l: Loc) {
        match l {
            Loc::Static(i) => {
                self.statics.insert(i);
            }
            Loc::Field(_) => self.field = true,
            Loc::Element(_) => self.array = true,
            Loc::Volatile => self.volatile = true,
            Loc::Boxed { volatile } => self.boxes[usize::from(volatile)] = true,
        }
    }

    fn ops(&mut self, ops: &[Op]) {
        for op in ops {
            match op {
                Op::Read(l) | Op::Write(l, _) | Op::WriteNext(l) | Op::Toggle(l) | Op::Step(l) => self.loc(*l),
                Op::Publish { volatile, .. } => self.boxes[usize::from(*volatile)] = true,
                Op::AtomicGet | Op::AtomicSet(_) | Op::AtomicCas(..) | Op::AtomicIncrement => self.atomic = true,
                Op::Sleep => self.interrupted = true,
                Op::Interrupt(_) | Op::Unpark(_) => self.threads = true,
                Op::Interrupted | Op::Park | Op::Exit(_) => {}
                Op::Init(_) => {
                    self.init = true;
                    self.statics.extend([0, 1]);
                }
                Op::CountDown => self.latch = true,
                Op::AwaitLatch => {
                    self.latch = true;
                    self.interrupted = true;
                }
                Op::PublishLeaky(_) | Op::ReadLeaked => self.leaky = true,
                Op::Strong { index, .. } => {
                    self.statics.insert(*index);
                    self.handles.insert(*index);
                }
                Op::Assert(l, _) | Op::Divide(l, _) => {
                    if let Some(l) = l {
                        self.loc(*l);
                    }
                }
                Op::Yield => {}
                Op::AwaitVolatile(_) => self.volatile = true,
                Op::Wait { lock, .. } => {
                    self.interrupted = true;
                    self.monitors.insert(*lock);
                    self.conditions.insert(*lock);
                }
                Op::Notify { lock, .. } => {
                    self.monitors.insert(*lock);
                    self.conditions.insert(*lock);
                }
                Op::Take(lock) => {
                    self.interrupted = true;
                    self.monitors.insert(*lock);
                    self.conditions.insert(*lock);
                }
                Op::Synchronized(lock, body) => {
                    if *lock == SHARED_MONITOR {
                        self.boxes[0] = true;
                    } else {
                        self.monitors.insert(*lock);
                    }
                    self.ops(body);
                }
                Op::Locked(lock, body) => {
                    self.locks.insert(*lock);
                    self.ops(body);
                }
                Op::Loop(body) | Op::Forever(body) => self.ops(body),
                Op::If(l, _, body) => {
                    self.loc(*l);
                    self.ops(body);
                }
            }
        }
    }
}

fn loc_java(l: Loc) -> String {
    match l {
        Loc::Static(i) => format!("x{i}"),
        Loc::Field(f) => format!("o.{f}"),
        Loc::Element(i) => format!("a[{i}]"),
        Loc::Volatile => "v".into(),
        Loc::Boxed { volatile } => format!("{}.v", box_java(volatile)),
    }
}

/// The static field holding a `Box`: `shared`, or the volatile `vshared`.
fn box_java(volatile: bool) -> &'static str {
    if volatile {
        "vshared"
    } else {
        "shared"
    }
}

/// The lock of [`Op::Synchronized`] that is the object in `shared`, not a monitor `m`.
const SHARED_MONITOR: u8 = 2;

/// Writes `ops` as Java statements, one a line, indented `depth` levels past the method body.
fn ops_java(out: &mut String, ops: &[Op], depth: usize) {
    let pad = "    ".repeat(depth + 2);
    for op in ops {
        let line = match op {
            Op::Read(l) => format!("r = {};", loc_java(*l)),
            Op::Write(l, k) => format!("{} = {k};", loc_java(*l)),
            Op::WriteNext(l) => format!("{} = (r + 1) % 3;", loc_java(*l)),
            Op::Toggle(l) => format!("{0} = 1 - {0};", loc_java(*l)),
            Op::Step(l) => format!("{0} = ({0} + 1) % 3;", loc_java(*l)),
            Op::Publish { volatile, value } => {
                format!("{} = new Box({});", box_java(*volatile), value.map_or("r".into(), |k| k.to_string()))
            }
            Op::AtomicGet => "r = n.get();".into(),
            Op::Strong { index, write, opaque } => {
                let mode = if *opaque { "Opaque" } else { "Volatile" };
                match write {
                    Some(k) => format!("X{index}.set{mode}({k});"),
                    None => format!("r = (int) X{index}.get{mode}();"),
                }
            }
            Op::AtomicSet(k) => format!("n.set({k});"),
            Op::AtomicCas(e, k) => format!("r = n.compareAndSet({e}, {k}) ? 1 : 0;"),
            Op::AtomicIncrement => "r = n.incrementAndGet();".into(),
            Op::Yield => "Thread.yield();".into(),
            Op::AwaitVolatile(k) => format!("while ({} != {k}) Thread.yield();", loc_java(Loc::Volatile)),
            Op::Sleep => "Thread.sleep(1);".into(),
            Op::Interrupt(k) => format!("ts[{k} % ts.length].interrupt();"),
            Op::Interrupted => "r = Thread.interrupted() ? 1 : 0;".into(),
            Op::Unpark(k) => format!("java.util.concurrent.locks.LockSupport.unpark(ts[{k} % ts.length]);"),
            Op::Park => "java.util.concurrent.locks.LockSupport.parkNanos(1000000L);".into(),
            Op::Assert(l, k) => format!("assert {} != {k};", l.map_or("r".into(), loc_java)),
            Op::Divide(l, k) => format!("r = 6 / ({} - {k});", l.map_or("r".into(), loc_java)),
            Op::Wait { lock, timed: false } => {
                format!("synchronized (m{lock}) {{\n{pad}    while (!c{lock}) m{lock}.wait();\n{pad}}}")
            }
            Op::Wait { lock, timed: true } => {
                format!("synchronized (m{lock}) {{\n{pad}    if (!c{lock}) m{lock}.wait(1);\n{pad}}}")
            }
            Op::Notify { lock, all } => {
                let call = if *all { "notifyAll" } else { "notify" };
                format!("synchronized (m{lock}) {{\n{pad}    c{lock} = true;\n{pad}    m{lock}.{call}();\n{pad}}}")
            }
            Op::Take(lock) => format!(
                "synchronized (m{lock}) {{\n{pad}    while (!c{lock}) m{lock}.wait();\n{pad}    c{lock} = false;\n{pad}}}"
            ),
            Op::Synchronized(SHARED_MONITOR, body) => block("synchronized (shared) {", body, depth),
            Op::Synchronized(lock, body) => block(&format!("synchronized (m{lock}) {{"), body, depth),
            Op::Locked(lock, body) => {
                let mut inner = String::new();
                ops_java(&mut inner, body, depth + 1);
                format!("l{lock}.lock();\n{pad}try {{\n{inner}{pad}}} finally {{\n{pad}    l{lock}.unlock();\n{pad}}}")
            }
            Op::Loop(body) => block(&format!("for (int i{depth} = 0; i{depth} < 2; i{depth}++) {{"), body, depth),
            Op::If(l, k, body) => block(&format!("if ({} == {k}) {{", loc_java(*l)), body, depth),
            Op::Forever(body) => block("while (true) {", body, depth),
            Op::Exit(k) => format!("System.exit({k});"),
            Op::Init(k) => format!("r = I{k}.v;"),
            Op::CountDown => "latch.countDown();".into(),
            Op::AwaitLatch => "latch.await();".into(),
            Op::PublishLeaky(k) => format!("new Leaky({k});"),
            Op::ReadLeaked => format!("{{\n{pad}    Leaky l = leaked;\n{pad}    r = l == null ? 3 : l.v;\n{pad}}}"),
        };
        writeln!(out, "{pad}{line}").unwrap();
    }
}

/// A block: its opening line, `body` one level deeper, and its closing brace.
fn block(open: &str, body: &[Op], depth: usize) -> String {
    let pad = "    ".repeat(depth + 2);
    let mut inner = String::new();
    ops_java(&mut inner, body, depth + 1);
    format!("{open}\n{inner}{pad}}}")
}

/// A thread's (or `main`'s) statements: `int r` and its operations, inside a `try` that
/// returns on an interrupt when they can be interrupted.
fn body_java(out: &mut String, ops: &[Op]) {
    let mut uses = Uses::default();
    uses.ops(ops);
    out.push_str("        int r = 0;\n");
    if uses.interrupted {
        out.push_str("        try {\n");
        let mut inner = String::new();
        ops_java(&mut inner, ops, 0);
        for line in inner.lines() {
            writeln!(out, "    {line}").unwrap();
        }
        out.push_str("        } catch (InterruptedException e) {\n            return;\n        }\n");
    } else {
        ops_java(out, ops, 0);
    }
}

impl Generated {
    /// The number of operations of all threads, `main`'s included.
    fn size(&self) -> usize {
        self.threads.iter().chain(&self.daemons).map(|t| size(t)).sum::<usize>() + size(&self.main)
    }

    /// The program as Java source of class `name`.
    fn java(&self, name: &str) -> String {
        let mut uses = Uses::default();
        for t in self.threads.iter().chain(&self.daemons) {
            uses.ops(t);
        }
        uses.ops(&self.main);
        if let Some((l, _)) = self.last_assert {
            uses.loc(l);
        }
        let mut s = String::new();
        if uses.atomic {
            s.push_str("import java.util.concurrent.atomic.AtomicInteger;\n");
        }
        if !uses.locks.is_empty() {
            s.push_str("import java.util.concurrent.locks.ReentrantLock;\n");
        }
        writeln!(s, "public class {name} {{").unwrap();
        for i in &uses.statics {
            writeln!(s, "    static int x{i};").unwrap();
        }
        for i in &uses.handles {
            writeln!(
                s,
                "    static final java.lang.invoke.VarHandle X{i};\n    static {{\n        try {{\n            X{i} = java.lang.invoke.MethodHandles.lookup().findStaticVarHandle({name}.class, \"x{i}\", int.class);\n        }} catch (ReflectiveOperationException e) {{\n            throw new Error(e);\n        }}\n    }}"
            )
            .unwrap();
        }
        if uses.volatile {
            s.push_str("    static volatile int v;\n");
        }
        if uses.field {
            s.push_str("    static final class Cell {\n        int f;\n        int g;\n    }\n    static final Cell o = new Cell();\n");
        }
        if uses.boxes.contains(&true) {
            s.push_str("    static final class Box {\n        int v;\n\n        Box(int v) {\n            this.v = v;\n        }\n    }\n");
        }
        for (volatile, used) in [false, true].into_iter().zip(uses.boxes) {
            if used {
                let modifier = if volatile { "volatile " } else { "" };
                writeln!(s, "    static {modifier}Box {} = new Box(0);", box_java(volatile)).unwrap();
            }
        }
        if uses.array {
            s.push_str("    static final int[] a = new int[2];\n");
        }
        if uses.atomic {
            s.push_str("    static final AtomicInteger n = new AtomicInteger();\n");
        }
        for i in &uses.monitors {
            writeln!(s, "    static final Object m{i} = new Object();").unwrap();
        }
        for i in &uses.conditions {
            writeln!(s, "    static boolean c{i};").unwrap();
        }
        for i in &uses.locks {
            writeln!(s, "    static final ReentrantLock l{i} = new ReentrantLock();").unwrap();
        }
        if uses.threads {
            s.push_str("    static Thread[] ts;\n");
        }
        if uses.init {
            s.push_str(
                "    static final class I0 {\n        static int v;\n\n        static {\n            v = x0 + 1;\n            x1 = v;\n            v += I1.v;\n        }\n    }\n",
            );
            s.push_str(
                "    static final class I1 {\n        static int v;\n\n        static {\n            v = x1 + 2;\n            v += I0.v;\n        }\n    }\n",
            );
        }
        if uses.latch {
            s.push_str("    static final java.util.concurrent.CountDownLatch latch = new java.util.concurrent.CountDownLatch(1);\n");
        }
        if uses.leaky {
            s.push_str("    static Leaky leaked;\n");
            s.push_str(
                "    static final class Leaky {\n        final int v;\n\n        Leaky(int v) {\n            leaked = this;\n            this.v = v;\n        }\n    }\n",
            );
        }
        for (i, ops) in self.threads.iter().enumerate() {
            writeln!(s, "\n    static void t{i}() {{").unwrap();
            body_java(&mut s, ops);
            s.push_str("    }\n");
        }
        for (i, body) in self.daemons.iter().enumerate() {
            writeln!(s, "\n    static void d{i}() {{").unwrap();
            // A loop without a scheduling point runs inside one transition, which weft ends
            // only by taking the thread to loop forever past the loop limit: the yield keeps
            // the daemon's body interleaved with the other threads instead.
            let body = body.iter().cloned().chain([Op::Yield]).collect();
            body_java(&mut s, &[Op::Forever(body)]);
            s.push_str("    }\n");
        }
        s.push_str("\n    public static void main(String[] args) throws Exception {\n");
        for i in 0..self.threads.len() {
            writeln!(s, "        Thread t{i} = new Thread({name}::t{i});").unwrap();
        }
        for i in 0..self.daemons.len() {
            writeln!(s, "        Thread d{i} = new Thread({name}::d{i});\n        d{i}.setDaemon(true);").unwrap();
        }
        if uses.threads {
            let names: Vec<String> = (0..self.threads.len())
                .map(|i| format!("t{i}"))
                .chain((0..self.daemons.len()).map(|i| format!("d{i}")))
                .collect();
            writeln!(s, "        ts = new Thread[] {{ {} }};", names.join(", ")).unwrap();
        }
        for i in 0..self.daemons.len() {
            writeln!(s, "        d{i}.start();").unwrap();
        }
        for i in 0..self.threads.len() {
            writeln!(s, "        t{i}.start();").unwrap();
        }
        s.push_str("        int r = 0;\n");
        ops_java(&mut s, &self.main, 0);
        for (i, _) in self.joins.iter().enumerate().filter(|(i, j)| **j && *i < self.threads.len()) {
            writeln!(s, "        t{i}.join();").unwrap();
        }
        if let Some((l, k)) = self.last_assert {
            writeln!(s, "        assert {} != {k};", loc_java(l)).unwrap();
        }
        s.push_str("    }\n}\n");
        s
    }
}

/// A number from the environment variable `var`, or `default`.
fn env_number(var: &str, default: u64) -> u64 {
    std::env::var(var).ok().map_or(default, |v| v.parse().unwrap_or_else(|_| panic!("{var}={v}: not a number")))
}

/// Writes `programs` (class name, program) into `dir` and compiles them with one `javac -g`.
fn compile(dir: &Path, programs: &[(String, &Generated)]) -> Result<(), String> {
    std::fs::create_dir_all(dir).unwrap();
    let files: Vec<PathBuf> = programs
        .iter()
        .map(|(name, g)| {
            let file = dir.join(format!("{name}.java"));
            std::fs::write(&file, g.java(name)).unwrap();
            file
        })
        .collect();
    let out = Command::new(jdk_tool("javac"))
        .arg("-g")
        .arg("-d")
        .arg(dir)
        .args(&files)
        .output()
        .expect("javac (a JDK 17) is needed");
    if out.status.success() {
        Ok(())
    } else {
        Err(format!("javac failed:\n{}", String::from_utf8_lossy(&out.stderr)))
    }
}

/// Why a generated program fails the test.
#[derive(Clone)]
struct Failure {
    why: String,
    /// Only that a search hit its time limit (not that the searches disagree, or that javac or
    /// weft failed).
    incomplete: bool,
}

impl Failure {
    fn incomplete(why: String) -> Failure {
        Failure { why, incomplete: true }
    }

    fn error(why: String) -> Failure {
        Failure { why, incomplete: false }
    }
}

/// Runs the unreduced search and the reduced ones on class `name` of `classes`: the unreduced
/// search's violations, or how the others differ from them (or that one did not finish).
fn compare(classes: &Path, name: &str) -> Result<BTreeSet<String>, Failure> {
    let p = Checked { name: name.to_string(), args: Vec::new() };
    let reference = match check_within(classes, &p, &UNREDUCED, TIME_LIMIT_SECS) {
        Ok(Outcome::Complete(found)) => found,
        Ok(Outcome::Incomplete) => {
            return Err(Failure::incomplete(format!("the unreduced search hit its {TIME_LIMIT_SECS} s limit")))
        }
        Err(e) => return Err(Failure::error(e)),
    };
    let (mut problems, mut incomplete) = (Vec::new(), true);
    for (label, options) in compared() {
        let problem = match check_within(classes, &p, options, TIME_LIMIT_SECS) {
            Ok(Outcome::Complete(found)) => mismatch(&reference, &found).map(|w| format!("{label}: {w}")),
            Ok(Outcome::Incomplete) => {
                problems.push(format!("{label}: hit its {TIME_LIMIT_SECS} s limit"));
                continue;
            }
            Err(e) => Some(e),
        };
        incomplete &= problem.is_none();
        problems.extend(problem);
    }
    if problems.is_empty() {
        Ok(reference)
    } else {
        Err(Failure { why: format!("unreduced search: {reference:?}\n{}", problems.join("\n")), incomplete })
    }
}

/// Compiles `g` alone (into a directory of its own under `dir`) and compares the searches on it.
fn compile_and_compare(dir: &Path, step: usize, g: &Generated) -> Result<BTreeSet<String>, Failure> {
    let dir = dir.join(format!("shrink{step}"));
    compile(&dir, &[("Shrunk".to_string(), g)]).map_err(Failure::error)?;
    compare(&dir, "Shrunk")
}

/// Shrinks the failing program of `tree` (which failed with `failure`): the smallest program
/// found that still fails the same way (with only a time limit hit, or not), and how.
fn shrink(tree: &mut dyn ValueTree<Value = Generated>, failure: Failure, dir: &Path) -> (Generated, String) {
    let start = Instant::now();
    let incomplete = failure.incomplete;
    let mut smallest = (tree.current(), failure.why);
    if !tree.simplify() {
        return smallest;
    }
    for step in 0..MAX_SHRINK_STEPS {
        if start.elapsed().as_secs() >= MAX_SHRINK_SECS {
            break;
        }
        let candidate = tree.current();
        match compile_and_compare(dir, step, &candidate) {
            Err(failure) if failure.incomplete == incomplete => {
                smallest = (candidate, failure.why);
                if !tree.simplify() {
                    break;
                }
            }
            _ => {
                if !tree.complicate() {
                    break;
                }
            }
        }
    }
    smallest
}

#[test]
fn reductions_report_exactly_the_violations_of_the_unreduced_search_on_generated_programs() {
    let cases = env_number("WEFT_PROPTEST_CASES", DEFAULT_CASES as u64) as usize;
    let seed = env_number("WEFT_PROPTEST_SEED", DEFAULT_SEED);
    let mut seed_bytes = [0u8; 32];
    seed_bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let mut runner = TestRunner::new_with_rng(
        Config { failure_persistence: None, ..Config::default() },
        TestRng::from_seed(RngAlgorithm::ChaCha, &seed_bytes),
    );
    let max_size = env_number("WEFT_PROPTEST_SIZE", DEFAULT_SIZE as u64) as usize;
    let strategy = program(max_size).boxed();
    let mut trees: Vec<_> = (0..cases).map(|_| strategy.new_tree(&mut runner).expect("a program")).collect();
    let programs: Vec<(String, Generated)> =
        trees.iter().enumerate().map(|(i, t)| (format!("G{i}"), t.current())).collect();

    let kept = std::env::var_os("WEFT_PROPTEST_DIR").map(PathBuf::from);
    let dir =
        kept.clone().unwrap_or_else(|| std::env::temp_dir().join(format!("weft-por-generated-{}", std::process::id())));
    let remove_dir = || {
        if kept.is_none() {
            let _ = std::fs::remove_dir_all(&dir);
        }
    };
    let start = Instant::now();
    let batch: Vec<(String, &Generated)> = programs.iter().map(|(n, g)| (n.clone(), g)).collect();
    if let Err(e) = compile(&dir, &batch) {
        remove_dir();
        panic!("a generated program does not compile (seed {seed}): {e}");
    }

    let queue = Mutex::new((0..cases).rev().collect::<Vec<_>>());
    let results = Mutex::new(BTreeMap::new());
    std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| loop {
                let Some(i) = queue.lock().unwrap().pop() else { break };
                let result = compare(&dir, &programs[i].0);
                results.lock().unwrap().insert(i, result);
            });
        }
    });
    let results = results.into_inner().unwrap();

    // How varied the programs were: what the unreduced search found in how many of them.
    let mut found: BTreeMap<&str, usize> = VARIED_KINDS.into_iter().map(|k| (k, 0)).collect();
    for violations in results.values().filter_map(|r| r.as_ref().ok()) {
        let kinds: BTreeSet<&str> = violations.iter().map(|v| kind(v)).collect();
        if kinds.is_empty() {
            *found.get_mut("none").unwrap() += 1;
        }
        for k in kinds {
            *found.entry(k).or_default() += 1;
        }
    }
    eprintln!(
        "{cases} generated programs (seed {seed}, at most {max_size} operations) checked in {:.1} s; programs with each kind of violation: {found:?}",
        start.elapsed().as_secs_f64()
    );

    let failures: Vec<(usize, &Failure)> =
        results.iter().filter_map(|(i, r)| r.as_ref().err().map(|e| (*i, e))).collect();
    // The first program on which the searches disagree is shrunk, else the first too large.
    if let Some(&(first, failure)) = failures.iter().find(|(_, f)| !f.incomplete).or(failures.first()) {
        let mut message = format!(
            "{} of {cases} generated programs (seed {seed}, at most {max_size} operations) fail \
             (WEFT_PROPTEST_SEED={seed} WEFT_PROPTEST_SIZE={max_size} WEFT_PROPTEST_CASES=N \
             WEFT_PROPTEST_DIR=path generates the same first N programs):\n",
            failures.len()
        );
        for (i, failure) in &failures {
            writeln!(message, "case {i}: {}", failure.why).unwrap();
        }
        eprintln!("{message}shrinking case {first}");
        let (smallest, why) = shrink(trees[first].as_mut(), failure.clone(), &dir);
        remove_dir();
        panic!("{message}\ncase {first} shrinks to\n{}\nwhich fails: {why}", smallest.java("Shrunk"));
    }
    remove_dir();
    // With fewer programs than this, some kind may be missing by chance.
    let least = cases / 25;
    // (Only the kinds listed first: a run that cannot end is rare, and a reduction that hid it
    // would still show as a mismatch.)
    let rare: Vec<_> = found.iter().filter(|(k, n)| VARIED_KINDS.contains(k) && **n < least).collect();
    assert!(
        rare.is_empty(),
        "too few generated programs (fewer than {least}) with {rare:?}: the generator is not varied enough"
    );
}
