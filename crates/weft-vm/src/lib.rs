//! The weft machine: a model of the JVM built for model checking.
//!
//! All VM state lives in one value ([`state::State`]) that is cheap to clone: heap, statics,
//! class-initialization states, monitors and threads with explicit frame stacks. The machine runs
//! one thread until the next scheduling point and returns, so a scheduler ([`run`]) or a search
//! decides who runs next. Class files are decoded ahead of execution into [`insn::Insn`]s
//! ([`program`]); the JDK's own class files supply library code, and weft's model classes (Java
//! sources under `runtime/`, compiled at build time) replace the few JDK classes that depend on
//! VM internals. Native methods are Rust functions ([`natives`]). Every analysis observes the
//! machine through the one event vocabulary of `weft-events`.

pub mod annotations;
pub mod arith;
pub mod boot;
pub mod class;
pub mod describe;
pub mod fingerprint;
mod gc;
mod indy;
pub mod insn;
pub mod interp;
pub mod jmm;
pub mod liveness;
pub mod machine;
pub mod natives;
pub mod npe;
pub mod program;
pub mod quiet;
pub mod regions;
pub mod run;
pub mod shown;
pub mod state;
pub mod trace;
pub mod value;

pub use machine::{CapturedOutput, Config, Limit, Machine, Output, ProcessOutput, Stop, VmError};
pub use run::{run, RunOutcome, Schedule};
