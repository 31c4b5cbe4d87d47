//! Generates long traces shaped like the runs of Farzan & Madhusudan's Table 1 (Java Grande `sor`):
//! `k` threads update a shared ring of `n` cells in red-black phases separated by barriers; each
//! transaction updates a few cells (reads both neighbours, writes the cell), and the threads'
//! transactions interleave at random. Every run of this shape is serializable; `--violation` adds one
//! interleaved read-modify-write late in the trace.
//!
//! ```text
//! cargo run --release -p weft-atomicity --example gen -- --threads 10 --events 10000000 --out t.txt
//! cargo run --release -p weft-atomicity --example gen -- --threads 50 --events 1e8 --format binary --out t.bin
//! ```
//!
//! Options: `--threads K` (default 10), `--entities N` cells (default 200*K), `--events E` (default
//! 1e6; `1e6`, `10M` and plain numbers are accepted), `--txn-cells G` cells per transaction (default
//! 8), `--burst B` longest run of one thread's events before a switch (default 16), `--violation`,
//! `--no-locations`, `--format text|binary` (default text), `--seed S`, `--out FILE` (default stdout).
//! Generation streams: memory does not depend on `--events`.

use std::io::{self, BufWriter, Write};
use weft_atomicity::{BinaryWriter, Event, LocId, LockId, Names, Op, TextWriter, ThreadId, VarId};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

enum Sink<W: Write> {
    Text(TextWriter<W>),
    Binary(BinaryWriter<W>),
}

struct Gen<W: Write> {
    sink: Sink<W>,
    names: Names,
    emitted: u64,
    limit: u64,
    line: u64,
}

impl<W: Write> Gen<W> {
    /// Emits one event; returns false once the limit is reached.
    fn emit(&mut self, thread: u32, op: Op, loc: Option<u32>) -> io::Result<bool> {
        if self.emitted >= self.limit {
            return Ok(false);
        }
        self.emitted += 1;
        self.line += 1;
        let e = Event { thread: ThreadId(thread), op, loc: loc.map(LocId), line: self.line };
        match &mut self.sink {
            Sink::Text(w) => w.write_event(&self.names, &e)?,
            Sink::Binary(w) => w.write_event(&self.names, &e)?,
        }
        Ok(true)
    }
}

fn parse_count(s: &str) -> u64 {
    let s = s.trim();
    let (num, mult) = match s.chars().last() {
        Some('K' | 'k') => (&s[..s.len() - 1], 1e3),
        Some('M' | 'm') => (&s[..s.len() - 1], 1e6),
        Some('G' | 'g') => (&s[..s.len() - 1], 1e9),
        _ => (s, 1.0),
    };
    let v: f64 = num.parse().unwrap_or_else(|_| die(&format!("bad number `{s}`")));
    (v * mult).round() as u64
}

fn die(msg: &str) -> ! {
    eprintln!("gen: {msg}");
    std::process::exit(2)
}

fn main() -> io::Result<()> {
    let mut threads = 10u64;
    let mut entities = None;
    let mut events = 1_000_000u64;
    let mut txn_cells = 8u64;
    let mut burst = 16u64;
    let mut violation = false;
    let mut locations = true;
    let mut binary = false;
    let mut seed = 0x5eed_u64;
    let mut out: Option<String> = None;
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        let mut val = || args.next().unwrap_or_else(|| die(&format!("{a} needs a value")));
        match a.as_str() {
            "--threads" => threads = parse_count(&val()),
            "--entities" => entities = Some(parse_count(&val())),
            "--events" => events = parse_count(&val()),
            "--txn-cells" => txn_cells = parse_count(&val()).max(1),
            "--burst" => burst = parse_count(&val()).max(1),
            "--violation" => violation = true,
            "--no-locations" => locations = false,
            "--format" => {
                binary = match val().as_str() {
                    "text" => false,
                    "binary" => true,
                    f => die(&format!("unknown format `{f}`")),
                }
            }
            "--seed" => seed = parse_count(&val()),
            "--out" => out = Some(val()),
            "-h" | "--help" => {
                eprintln!("usage: gen [--threads K] [--entities N] [--events E] [--txn-cells G] [--burst B] [--violation] [--no-locations] [--format text|binary] [--seed S] [--out FILE]");
                return Ok(());
            }
            _ => die(&format!("unknown option `{a}`")),
        }
    }
    let k = threads.max(2) as usize;
    let mut n = entities.unwrap_or(200 * k as u64) as usize;
    n = n.max(2 * k);
    n += n % 2; // an even ring keeps the red-black colouring consistent across the wrap-around
    let writer: Box<dyn Write> = match &out {
        Some(path) => Box::new(std::fs::File::create(path)?),
        None => Box::new(io::stdout().lock()),
    };
    let writer = BufWriter::with_capacity(1 << 20, writer);

    let mut names = Names::default();
    for t in 0..k {
        names.threads.intern(format!("T{t}").as_bytes());
    }
    for c in 0..n {
        names.vars.intern(format!("x{c}").as_bytes());
    }
    let arrived = names.vars.intern(b"arrived");
    let viol = names.vars.intern(b"viol");
    let bar = names.locks.intern(b"barrier");
    let loc = |names: &mut Names, s: &str| if locations { Some(names.locs.intern(s.as_bytes())) } else { None };
    let l_begin = loc(&mut names, "Sor.java:40");
    let l_left = loc(&mut names, "Sor.java:41");
    let l_right = loc(&mut names, "Sor.java:42");
    let l_write = loc(&mut names, "Sor.java:43");
    let l_end = loc(&mut names, "Sor.java:45");
    let l_bar = loc(&mut names, "Barrier.java:17");
    let l_viol = loc(&mut names, "Sor.java:60");

    let sink = if binary { Sink::Binary(BinaryWriter::new(writer)) } else { Sink::Text(TextWriter::new(writer)) };
    let mut g = Gen { sink, names, emitted: 0, limit: events, line: 0 };
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let owned = |t: usize| (t * n / k, (t + 1) * n / k);
    let mut injected = !violation;
    let mut phase = 0usize;
    // Per thread: the cells still to update in this phase, and where it is inside its transaction.
    let mut next_cell = vec![0usize; k];
    let mut step = vec![0u8; k];
    let mut in_txn_cells = vec![0u64; k];
    'phases: loop {
        let colour = phase % 2;
        for t in 0..k {
            let (lo, _) = owned(t);
            next_cell[t] = lo + ((lo + colour) % 2);
            step[t] = 0;
            in_txn_cells[t] = 0;
        }
        if !injected && g.emitted >= events / 10 * 9 {
            // A lost update between T0 and T1, late in the run.
            injected = true;
            let v = VarId(viol);
            for (t, op) in [
                (0, Op::Begin),
                (0, Op::Read(v)),
                (1, Op::Begin),
                (1, Op::Read(v)),
                (1, Op::Write(v)),
                (1, Op::End),
                (0, Op::Write(v)),
                (0, Op::End),
            ] {
                if !g.emit(t, op, l_viol)? {
                    break 'phases;
                }
            }
        }
        let mut running: Vec<usize> = (0..k).collect();
        while !running.is_empty() {
            let i = rng.below(running.len() as u64) as usize;
            let t = running[i];
            let (_, hi) = owned(t);
            let len = 1 + rng.below(burst);
            for _ in 0..len {
                let c = next_cell[t];
                if c >= hi && step[t] == 0 {
                    if in_txn_cells[t] > 0 {
                        in_txn_cells[t] = 0;
                        if !g.emit(t as u32, Op::End, l_end)? {
                            break 'phases;
                        }
                    }
                    running.swap_remove(i);
                    break;
                }
                let (op, l) = match step[t] {
                    0 if in_txn_cells[t] == 0 => (Op::Begin, l_begin),
                    0 => (Op::Read(VarId(((c + n - 1) % n) as u32)), l_left),
                    1 => (Op::Read(VarId(((c + 1) % n) as u32)), l_right),
                    _ => (Op::Write(VarId(c as u32)), l_write),
                };
                if !g.emit(t as u32, op, l)? {
                    break 'phases;
                }
                if op == Op::Begin {
                    in_txn_cells[t] = 1;
                    continue;
                }
                step[t] = (step[t] + 1) % 3;
                if step[t] == 0 {
                    next_cell[t] += 2;
                    if in_txn_cells[t] == txn_cells || next_cell[t] >= hi {
                        in_txn_cells[t] = 0;
                        if !g.emit(t as u32, Op::End, l_end)? {
                            break 'phases;
                        }
                    } else {
                        in_txn_cells[t] += 1;
                    }
                }
            }
        }
        // Barrier: everyone arrives (counter under the barrier lock), then everyone leaves.
        for leave in [false, true] {
            for t in 0..k as u32 {
                let ops: &[Op] = if leave {
                    &[Op::Acquire(LockId(bar)), Op::Read(VarId(arrived)), Op::Release(LockId(bar))]
                } else {
                    &[
                        Op::Acquire(LockId(bar)),
                        Op::Read(VarId(arrived)),
                        Op::Write(VarId(arrived)),
                        Op::Release(LockId(bar)),
                    ]
                };
                for &op in ops {
                    if !g.emit(t, op, l_bar)? {
                        break 'phases;
                    }
                }
            }
        }
        phase += 1;
    }
    match g.sink {
        Sink::Text(w) => w.finish()?.flush()?,
        Sink::Binary(w) => w.finish()?.flush()?,
    }
    eprintln!("gen: {} events, {} threads, {} cells, {} phases", g.emitted, k, n, phase);
    Ok(())
}
