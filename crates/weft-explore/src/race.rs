//! Precise data-race detection under the Java Memory Model, after Java RaceFinder (Kim,
//! Yavuz-Kahveci and Sanders, "Precise Data Race Detection in a Relaxed Memory Model using Model
//! Checking").
//!
//! A data race is a pair of conflicting accesses to a non-volatile location (at least one a
//! write) not ordered by happens-before. The *summary function* `h` maps every thread and every
//! synchronization location (monitor, volatile location, thread as a start/join target) to the set
//! of non-volatile locations it may access without a write-write or write-read race; it is
//! updated per action as the paper's Fig. 1 says:
//!
//! | action of thread `t` | update |
//! |---|---|
//! | volatile write of `v`, unlock of `l`, start of `u` | `release(t, x)`: `h(x) ∪= h(t)` |
//! | volatile read of `v`, lock of `l`, join of `u` (or `isAlive()` false) | `acquire(t, x)`: `h(t) ∪= h(x)` |
//! | write of non-volatile `x` | `invalidate(t, x)`: remove `x` from `h(z)` for all `z ≠ t` |
//! | allocation of an object | `instantiate`: its fields join `h(t)` |
//!
//! and before every non-volatile read or write of `x` by `t` the search checks `x ∈ h(t)`. A
//! read-write race (a read followed by an unordered write) is found on the interleaving that runs
//! the write first, which exhaustive search also explores. Static fields start in every thread's
//! set (the paper's `h0(main) = static(P)`, inherited through thread start), and values written by
//! a static initializer join every thread's set when the initializer ends (the paper's
//! static-initializer pseudo-thread: class initialization synchronizes with every use).
//!
//! `h` is kept as the paper's Fig. 2 bit matrix, row-major: one bit set per holder over the
//! locations, with rows and columns numbered on first use and rows grown lazily, so `acquire` and
//! `release` are word-wise ORs and `x ∈ h(t)` is one bit test. The matrix is part of the state
//! fingerprint, encoded with the machine's canonical object numbers (rows and columns of
//! unreachable objects are left out: they can never be accessed again).

use std::hash::Hasher;

use rustc_hash::FxHashMap;
use serde::{Deserialize, Serialize};
use weft_events::{AccessMode, ClassId, Event, Location, Site, ThreadId};
use weft_vm::value::ObjRef;
use weft_vm::Machine;

/// A holder of a set in `h`: a thread or a synchronization location.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
enum Holder {
    Thread(ThreadId),
    Monitor(u32),
    Volatile(Location),
}

/// One access of a race.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Access {
    pub thread: String,
    /// `read` or `write`.
    pub kind: String,
    /// `File.java:line`.
    pub position: String,
    pub method: String,
}

/// A race found on a path.
pub struct Race {
    /// `pkg.Class.field`, or `int[]` for array elements.
    pub location: String,
    /// The array index, for array elements.
    pub index: Option<u32>,
    /// The earlier access, then the one that raced with it.
    pub accesses: Vec<Access>,
}

/// Settings of the race check.
#[derive(Debug, Clone, Default)]
pub struct RaceConfig {
    /// Classes (`pkg.Class`, `*` wildcards) whose accesses are not checked; their
    /// happens-before edges still count. The JDK's classes are always trusted.
    pub trust: Vec<String>,
    /// Locations (`pkg.Class.field`) whose races are known to be benign and not reported.
    pub ignore: Vec<String>,
}

/// The summary function of one path.
#[derive(Clone, Default)]
pub struct RaceState {
    holders: FxHashMap<Holder, u32>,
    columns: FxHashMap<Location, u32>,
    /// Bit sets over columns, one per holder.
    rows: Vec<Vec<u64>>,
    /// The last write of each column: thread and site.
    last_write: FxHashMap<u32, (ThreadId, Site)>,
    /// Columns written by running static initializers, innermost last.
    initializers: Vec<(ThreadId, ClassId, Vec<u32>)>,
    /// Arrays allocated by JDK code: their elements are not the program's to access.
    library_arrays: rustc_hash::FxHashSet<u32>,
}

fn test(row: &[u64], bit: u32) -> bool {
    row.get((bit / 64) as usize).is_some_and(|w| w & (1 << (bit % 64)) != 0)
}

fn set(row: &mut Vec<u64>, bit: u32) {
    let w = (bit / 64) as usize;
    if row.len() <= w {
        row.resize(w + 1, 0);
    }
    row[w] |= 1 << (bit % 64);
}

fn clear(row: &mut [u64], bit: u32) {
    if let Some(w) = row.get_mut((bit / 64) as usize) {
        *w &= !(1 << (bit % 64));
    }
}

fn union_into(dst: &mut Vec<u64>, src: &[u64]) {
    if dst.len() < src.len() {
        dst.resize(src.len(), 0);
    }
    for (d, s) in dst.iter_mut().zip(src) {
        *d |= s;
    }
}

impl RaceState {
    fn row(&mut self, h: Holder) -> u32 {
        if let Some(&r) = self.holders.get(&h) {
            return r;
        }
        let r = self.rows.len() as u32;
        self.rows.push(Vec::new());
        self.holders.insert(h, r);
        if h == Holder::Thread(0) {
            // The main thread begins the program: it holds the program's start (the default
            // values of every static field).
            let start = self.raw_column(PROGRAM_START);
            set(&mut self.rows[r as usize], start);
        }
        r
    }

    fn raw_column(&mut self, location: Location) -> u32 {
        let next = self.columns.len() as u32;
        *self.columns.entry(location).or_insert(next)
    }

    /// `h(to) ∪= h(from)`.
    fn transfer(&mut self, from: Holder, to: Holder) {
        let (f, t) = (self.row(from), self.row(to));
        if f != t {
            let src = self.rows[f as usize].clone();
            union_into(&mut self.rows[t as usize], &src);
        }
    }

    /// The column of a location, created on first use with the holders that its initial value
    /// happens-before: those holding its object's allocation (or the program's start, for
    /// statics). Creating columns lazily this way is exact, because the birth columns travel
    /// through every release and acquire like any location.
    fn column(&mut self, location: Location) -> u32 {
        if let Some(&c) = self.columns.get(&location) {
            return c;
        }
        let birth = match location {
            Location::Static { .. } => self.columns.get(&PROGRAM_START).copied(),
            Location::Field { object, .. } | Location::Element { array: object, .. } => {
                self.columns.get(&allocation(object)).copied()
            }
        };
        let c = self.raw_column(location);
        for r in 0..self.rows.len() {
            let holds = match birth {
                Some(b) => test(&self.rows[r], b),
                // Objects the machine made itself (strings of natives, boxes, mirrors) have no
                // recorded allocation: every thread may use them.
                None => self.holders.iter().any(|(h, &hr)| hr as usize == r && matches!(h, Holder::Thread(_))),
            };
            if holds {
                set(&mut self.rows[r], c);
            }
        }
        c
    }

    /// Feeds the events of one transition; returns the races they reveal.
    pub fn feed(&mut self, m: &Machine, config: &RaceConfig, events: &[Event]) -> Vec<Race> {
        let mut races = Vec::new();
        for e in events {
            match *e {
                Event::Alloc { thread, object, site, .. } => {
                    if m.prog
                        .class(m.st.heap.get(ObjRef(std::num::NonZeroU32::new(object).expect("object"))).class)
                        .is_array()
                        && trusted_library(m, site)
                    {
                        self.library_arrays.insert(object);
                    }
                    // instantiate(t, fields): the object's fields join h(t) — through its
                    // allocation column, from which its field columns are born.
                    let row = self.row(Holder::Thread(thread));
                    let c = self.raw_column(allocation(object));
                    set(&mut self.rows[row as usize], c);
                }
                Event::Read { thread, location, mode, site } | Event::Write { thread, location, mode, site } => {
                    let write = matches!(e, Event::Write { .. });
                    let t = Holder::Thread(thread);
                    self.row(t);
                    match mode {
                        AccessMode::Final => {}
                        AccessMode::Volatile => {
                            if write {
                                self.transfer(t, Holder::Volatile(location));
                            } else {
                                self.transfer(Holder::Volatile(location), t);
                            }
                        }
                        AccessMode::Plain => {
                            let col = self.column(location);
                            let row = self.holders[&t];
                            if !test(&self.rows[row as usize], col) && !trusted(m, config, site) {
                                if let Some(race) = self.race(m, config, thread, location, col, write, site) {
                                    races.push(race);
                                }
                            }
                            if write {
                                // invalidate(t, x); t keeps x (also after a race, to go on).
                                for (r, bits) in self.rows.iter_mut().enumerate() {
                                    if r as u32 != row {
                                        clear(bits, col);
                                    }
                                }
                                set(&mut self.rows[row as usize], col);
                                self.last_write.insert(col, (thread, site));
                                if let Some((it, _, cols)) = self.initializers.last_mut() {
                                    if *it == thread {
                                        cols.push(col);
                                    }
                                }
                            }
                        }
                    }
                }
                Event::MonitorEnter { thread, object, .. } => {
                    self.transfer(Holder::Monitor(object), Holder::Thread(thread))
                }
                Event::MonitorExit { thread, object, .. } => {
                    self.transfer(Holder::Thread(thread), Holder::Monitor(object))
                }
                Event::ThreadStart { thread, child, .. } => {
                    self.transfer(Holder::Thread(thread), Holder::Thread(child))
                }
                Event::ThreadJoin { thread, joined, .. } => {
                    self.transfer(Holder::Thread(joined), Holder::Thread(thread))
                }
                Event::ClassInitBegin { thread, class } => self.initializers.push((thread, class, Vec::new())),
                Event::ClassInitEnd { thread, class } => {
                    let Some(pos) = self.initializers.iter().rposition(|(t, c, _)| *t == thread && *c == class) else {
                        continue;
                    };
                    let (_, _, cols) = self.initializers.remove(pos);
                    // What the initializer wrote is visible to every thread that uses the class.
                    let threads: Vec<u32> =
                        self.holders.iter().filter(|(h, _)| matches!(h, Holder::Thread(_))).map(|(_, &r)| r).collect();
                    for r in threads {
                        for &c in &cols {
                            set(&mut self.rows[r as usize], c);
                        }
                    }
                }
                _ => {}
            }
        }
        races
    }

    #[allow(clippy::too_many_arguments)]
    fn race(
        &self,
        m: &Machine,
        config: &RaceConfig,
        thread: ThreadId,
        location: Location,
        col: u32,
        write: bool,
        site: Site,
    ) -> Option<Race> {
        let (name, index) = location_name(m, location);
        if config.ignore.iter().any(|p| weft_vm::machine::glob(p, &name)) {
            return None;
        }
        let access = |thread: ThreadId, kind: &str, site: Site| Access {
            thread: m.thread_name(thread),
            kind: kind.to_string(),
            position: weft_vm::trace::position(m, site).unwrap_or_default(),
            method: if (site.method as usize) < m.prog.methods.len() {
                m.prog.method_name(site.method)
            } else {
                String::new()
            },
        };
        let mut accesses = Vec::new();
        if let Some(&(wt, ws)) = self.last_write.get(&col) {
            accesses.push(access(wt, "write", ws));
        }
        accesses.push(access(thread, if write { "write" } else { "read" }, site));
        Some(Race { location: name, index, accesses })
    }

    /// A canonical summary of `h` for the state fingerprint: for each column of a reachable
    /// location the program's code can access, the holders whose set contains it. Locations
    /// private to the JDK (fields of JDK classes, arrays the JDK allocated) are left out: races are
    /// reported only for the program's accesses, and keeping JDK bookkeeping out lets states that
    /// differ only inside the library match.
    pub fn digest(&self, m: &Machine) -> u128 {
        let program_visible = |l: &Location| -> bool {
            match *l {
                Location::Static { field } | Location::Field { field, .. } => {
                    field == u32::MAX || {
                        let f = &m.prog.fields[field as usize];
                        matches!(m.prog.class(f.class).origin, weft_classfile::ClassOrigin::Application)
                            || f.access & 0x0001 != 0
                    }
                }
                Location::Element { array, .. } => !self.library_arrays.contains(&array),
            }
        };
        let canon_loc = |l: &Location| -> Option<CanonLoc> {
            match *l {
                Location::Static { field } => Some((0, field, 0)),
                Location::Field { object, field } => Some((1, canon_obj(m, object)?, field)),
                Location::Element { array, index } => Some((2, canon_obj(m, array)?, index)),
            }
        };
        let canon_holder = |h: &Holder| -> Option<CanonHolder> {
            match h {
                Holder::Thread(t) => Some((0, (0, *t, 0))),
                Holder::Monitor(o) => Some((1, (0, canon_obj(m, *o)?, 0))),
                Holder::Volatile(l) => Some((2, canon_loc(l)?)),
            }
        };
        let holders: Vec<(u32, CanonHolder)> =
            self.holders.iter().filter_map(|(h, &r)| canon_holder(h).map(|k| (r, k))).collect();
        let mut columns: Vec<(CanonLoc, Vec<CanonHolder>)> = self
            .columns
            .iter()
            .filter_map(|(l, &c)| {
                if !program_visible(l) {
                    return None;
                }
                let key = canon_loc(l)?;
                let mut hs: Vec<_> =
                    holders.iter().filter(|(r, _)| test(&self.rows[*r as usize], c)).map(|(_, k)| *k).collect();
                hs.sort_unstable();
                Some((key, hs))
            })
            .collect();
        columns.sort_unstable();
        let mut h = xxhash_rust::xxh3::Xxh3::new();
        for (key, hs) in &columns {
            h.write_u8(key.0);
            h.write_u32(key.1);
            h.write_u32(key.2);
            h.write_u32(hs.len() as u32);
            for (kind, (a, b, c)) in hs {
                h.write_u8(*kind);
                h.write_u8(*a);
                h.write_u32(*b);
                h.write_u32(*c);
            }
        }
        h.digest128()
    }
}

/// A location named canonically: kind, canonical object (or static field), field or index.
type CanonLoc = (u8, u32, u32);
/// A holder named canonically: kind and a canonical location (threads and monitors use its middle).
type CanonHolder = (u8, CanonLoc);

/// The synthetic location standing for the program's start.
const PROGRAM_START: Location = Location::Static { field: u32::MAX };

/// The synthetic location standing for the allocation of an object.
fn allocation(object: u32) -> Location {
    Location::Field { object, field: u32::MAX }
}

fn canon_obj(m: &Machine, object: u32) -> Option<u32> {
    std::num::NonZeroU32::new(object).and_then(|n| m.canonical_id(ObjRef(n)))
}

/// Whether code at `site` belongs to the JDK or weft's models.
fn trusted_library(m: &Machine, site: Site) -> bool {
    site.method as usize >= m.prog.methods.len()
        || !matches!(m.prog.class(m.prog.method(site.method).class).origin, weft_classfile::ClassOrigin::Application)
}

/// Accesses made by trusted code are not checked: the JDK's and weft's own classes, and classes
/// the user trusts.
fn trusted(m: &Machine, config: &RaceConfig, site: Site) -> bool {
    if site.method as usize >= m.prog.methods.len() {
        return true;
    }
    let class = m.prog.class(m.prog.method(site.method).class);
    if !matches!(class.origin, weft_classfile::ClassOrigin::Application) || class.name.contains("$$Lambda$") {
        return true;
    }
    let name = class.java_name();
    config.trust.iter().any(|p| weft_vm::machine::glob(p, &name))
}

/// How reports name a location: `pkg.Class.field` (the declaring class), or the array's type
/// with the element index.
pub fn location_name(m: &Machine, location: Location) -> (String, Option<u32>) {
    match location {
        Location::Static { field } | Location::Field { field, .. } => {
            let f = &m.prog.fields[field as usize];
            (format!("{}.{}", m.prog.class(f.class).java_name(), f.name), None)
        }
        Location::Element { array, index } => {
            let name = std::num::NonZeroU32::new(array)
                .map(|n| m.prog.class(m.st.heap.get(ObjRef(n)).class).name.to_string())
                .unwrap_or_default();
            (weft_vm::interp::descriptor_java_name(&name), Some(index))
        }
    }
}
