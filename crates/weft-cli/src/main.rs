//! `weft`: the command-line tool.
//!
//! - `weft run` executes a Java program on weft's JVM model under one schedule and behaves like
//!   `java`: the program's output, its exit status, and the JDK's report of an uncaught exception.
//! - `weft check` explores every interleaving and reports deadlocks, assertion failures and
//!   uncaught exceptions with counterexamples (text, or JSON with `--format json`).
//! - `weft replay` re-executes the counterexample of a JSON report.
//! - `weft test` model-checks JUnit and TestNG test methods (`test_cmd`); `weft check app.jpf`
//!   reads a Java PathFinder properties file (`jpf`).
//! - `weft witness` runs the program with the lockset algorithm and confirms or refutes each
//!   warning with a small search for an interleaving that runs the two accesses adjacently.
//!
//! Problems outside the program — a missing class, a malformed class file, a feature weft does not
//! model — end with `weft: error: ...` on standard error and exit status 2.

mod api;
mod compile;
mod config;
mod jcstress;
mod jpf;
mod memory_model;
mod monitor;
mod outcomes;
mod report;
mod sarif;
mod schedule;
mod sources;
mod test_cmd;
mod witness;

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{bail, Context, Result};
use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};
use weft_classfile::{find_java_home, jar_main_class, parse_class_path, runtime_image, ClassPath, ClassPathEntry};
use weft_explore::{Checks, SearchConfig, Strategy};
use weft_vm::{boot::model_classes, run, Config, Machine, Output, ProcessOutput, RunOutcome, Schedule};

/// The search makes and frees many small objects for every state (snapshots, summaries, paths);
/// mimalloc does that faster than the system allocator.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// Exit status for usage and input errors.
const EXIT_USAGE: u8 = 2;

/// Loop iterations of one transition after which exploration takes its thread to loop forever:
/// 100 million iterations of a loop that touches nothing shared is far beyond any real
/// program's thread-local work (about 0.7 s).
const DEFAULT_MAX_LOOP_ITERATIONS: u64 = 100_000_000;

#[derive(Parser)]
#[command(
    name = "weft",
    version,
    about = "A model checker for concurrent Java programs",
    after_help = "Exit status of check, test and witness: 0 no violation (verdict ok), 1 violation(s) found, \
2 usage or input error, 3 incomplete (a limit stopped the search first). run and replay exit as the program does \
(1 on a deadlock). Start with: weft check File.java"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run a Java program once, on one schedule, like `java` would.
    Run(RunArgs),
    /// Explore every interleaving of a program and report property violations.
    #[command(after_help = "Exit status: 0 no violation (verdict ok), 1 violation(s) found, 2 usage or input error, \
3 incomplete (a limit stopped the search first).")]
    Check(CheckArgs),
    /// Re-execute the counterexample of a JSON report from `weft check --format json`.
    Replay(ReplayArgs),
    /// Model-check JUnit 5, JUnit 4 and TestNG test methods found on a class path.
    Test(test_cmd::TestArgs),
    /// Find data races with a lockset run, each confirmed by a witness interleaving or refuted.
    Witness(witness::WitnessArgs),
    /// List every distinct outcome (standard output and exit status) a program can produce.
    Outcomes(outcomes::OutcomesArgs),
    /// Run jcstress tests exhaustively under the Java Memory Model and grade their outcomes.
    Jcstress(jcstress::JcstressArgs),
    /// Decide whether an execution trace is conflict-serializable (atomicity).
    Monitor(monitor::MonitorArgs),
    /// Work with execution traces.
    Trace {
        #[command(subcommand)]
        command: monitor::TraceCommand,
    },
    /// Write weft's Java API (weft.Verify, the HJlib-compatible packages) for javac and IDEs.
    Api(api::ApiArgs),
}

/// What program to run and how to find its classes.
#[derive(Args)]
struct ProgramArgs {
    #[command(flatten)]
    options: ProgramOptions,
    /// A `.java` source file (compiled with javac), or the main class; omit it with a jar class
    /// path to use the jar's Main-Class.
    target: Option<String>,
    /// Arguments passed to the program's `main`.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    args: Vec<String>,
}

/// How to find and boot a program's classes (the options of [`ProgramArgs`] without the program;
/// `weft outcomes` takes several programs with the same options).
#[derive(Args, Clone)]
struct ProgramOptions {
    /// Class path: directories and jars separated by ':'.
    #[arg(long = "class-path", short = 'c', visible_alias = "cp")]
    class_path: Option<String>,
    /// Disable assertions (they are enabled by default, as with `java -ea`).
    #[arg(long = "disable-assertions", visible_alias = "da")]
    disable_assertions: bool,
    /// The JDK whose class library the program uses (default: $JAVA_HOME, then the JDK of
    /// `javac` on the PATH).
    #[arg(long = "java-home")]
    java_home: Option<PathBuf>,
    /// Stop with an error when the heap holds more live objects than this.
    #[arg(long = "max-objects", default_value_t = 20_000_000)]
    max_objects: usize,
    /// Call this method instead of `main`: `pkg.Class#method`, a static method without
    /// parameters or a public one on an instance made by the public no-argument constructor.
    #[arg(long)]
    entry: Option<String>,
    /// Run the jar's Main-Class (as `java -jar`): everything after the jar is the program's
    /// arguments.
    #[arg(long)]
    jar: Option<PathBuf>,
}

#[derive(Args)]
struct RunArgs {
    #[command(flatten)]
    program: ProgramArgs,
    /// Choose threads at random at every scheduling point, from this seed (default: a fixed,
    /// deterministic schedule).
    #[arg(long)]
    seed: Option<u64>,
    /// Write the execution's trace (shared accesses, locks, fork/join, atomic blocks) to this
    /// file, in the text format `weft monitor` reads.
    #[arg(long = "record-trace")]
    record_trace: Option<PathBuf>,
    /// Methods to treat as atomic blocks, besides those annotated `@weft.Atomic`: a pattern
    /// `pkg.Class.method` (`*` matches anything), or `synchronized` for every synchronized
    /// method. Repeatable.
    #[arg(long = "atomic")]
    atomic: Vec<String>,
    /// Stop with an error (exit status 2) when the process uses this many megabytes of memory
    /// (default: three quarters of the machine's memory), as a JVM stops at its heap's limit:
    /// a program that allocates without end must not take the machine down.
    #[arg(long = "memory-limit")]
    memory_limit: Option<u64>,
}

#[derive(Clone, Copy, ValueEnum)]
enum SearchKind {
    /// Depth-first search (default).
    Dfs,
    /// Breadth-first search: shortest counterexamples.
    Bfs,
    /// Seeded random walks (`--seed`, `--runs`).
    Random,
    /// Race-directed search (`--heuristics`): depth-first, successors tried in the order the
    /// heuristics prefer. Needs the race check.
    Heuristic,
}

#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
pub enum Format {
    Text,
    Json,
}

/// Formats of the report of `weft check`.
#[derive(Clone, Copy, ValueEnum, PartialEq, Eq)]
enum ReportFormat {
    Text,
    /// The versioned JSON report (docs/report-schema.md), which `weft replay` reads.
    Json,
    /// SARIF 2.1.0, for GitHub code scanning and IDEs.
    Sarif,
}

/// `--no-spurious-wakeups`, shared by the commands that explore executions (`check`,
/// `outcomes`, `jcstress`).
#[derive(Args, Clone, Copy, Debug)]
pub struct SpuriousArgs {
    /// Do not explore spurious wakeups (an untimed `Object.wait` or `LockSupport.park` called
    /// by the program returning without notify or unpark, as JLS 17.2.1 allows) nor spurious
    /// failures of the program's weak compare-and-sets (`weakCompareAndSet*`).
    #[arg(long = "no-spurious-wakeups")]
    no_spurious_wakeups: bool,
}

impl SpuriousArgs {
    /// Whether spurious wakeups and weak compare-and-set failures are explored.
    pub fn explored(self) -> bool {
        !self.no_spurious_wakeups
    }
}

#[derive(Args)]
struct CheckArgs {
    #[command(flatten)]
    schedule: schedule::ScheduleArgs,
    #[command(flatten)]
    program: ProgramArgs,
    /// Search strategy.
    #[arg(long, value_enum, default_value = "dfs")]
    search: SearchKind,
    /// Seed of the random search.
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Number of random walks.
    #[arg(long, default_value_t = 100)]
    runs: u64,
    /// Heuristics of `--search heuristic`, comma-separated: WF (writes first), WW (watch
    /// written), ARA (avoid release/acquire), AF (acquire first).
    #[arg(long, default_value = "WF,WW,ARA,AF")]
    heuristics: String,
    /// Properties to check, comma-separated: deadlock, assertion, exception, atomicity, race,
    /// termination (default: all; atomicity applies when atomic blocks are declared, termination
    /// to exhaustive searches under sequential consistency).
    #[arg(long, value_delimiter = ',')]
    checks: Option<Vec<String>>,
    /// Stop after this many distinct states.
    #[arg(long = "max-states")]
    max_states: Option<u64>,
    /// Do not extend paths longer than this many transitions. Every path up to the bound is
    /// explored: the partial-order reduction is off (it cannot see past the bound), and a state
    /// reached again nearer the start is explored again.
    #[arg(long = "max-depth")]
    max_depth: Option<u32>,
    /// Stop after this many seconds.
    #[arg(long = "time-limit")]
    time_limit: Option<u64>,
    /// Stop when the process uses this many megabytes of memory (default: three quarters of
    /// the machine's memory).
    #[arg(long = "memory-limit")]
    memory_limit: Option<u64>,
    /// Stop at the first violation.
    #[arg(long = "stop-on-first")]
    stop_on_first: bool,
    /// Loop iterations a thread may run in one step without reaching a scheduling point (an
    /// access another thread can see, a lock, ...) before weft takes it to loop forever: it is
    /// never scheduled again, and the report notes where (if the loop would end after all, what
    /// follows it was not explored). Iterations are counted in batches of 65,536, so this is at
    /// least 65,536.
    #[arg(long = "max-loop-iterations", default_value_t = DEFAULT_MAX_LOOP_ITERATIONS,
          value_parser = clap::value_parser!(u64).range(65_536..))]
    max_loop_iterations: u64,
    /// Let every step that loops without a scheduling point run to `--max-loop-iterations`:
    /// by default a step whose thread, after its first 65,536 loop iterations, is in a state
    /// from which an earlier step went on to loop forever is taken to loop forever there (the
    /// divergence memo). Slower; for comparing with the default.
    #[arg(long = "no-divergence-memo")]
    no_divergence_memo: bool,
    /// For the tests: the loop iterations of a step after which the divergence memo looks at
    /// the thread's state (default 65,536; counted in batches of 65,536; no memo unless below
    /// `--max-loop-iterations`).
    #[arg(long = "divergence-probe-after", hide = true, conflicts_with = "no_divergence_memo",
          value_parser = clap::value_parser!(u64).range(65_536..))]
    divergence_probe_after: Option<u64>,
    /// Partial-order reduction of the depth-first search: `dpor` explores one interleaving of
    /// each class of interleavings that differ only in the order of independent steps; `none`
    /// explores them all. Other search strategies explore unreduced.
    #[arg(long, default_value = "dpor", value_parser = ["none", "dpor"])]
    por: String,
    /// With the race check, treat a state as visited only when a stored one has the same whole
    /// happens-before summary: not also when it has a smaller one (subsumption; with the
    /// reduction, smaller only where a check in the stored state's future could fail from the
    /// new one), and not ignoring
    /// who else holds a location every live thread holds (settled columns). The default
    /// explores fewer states and reports the same races.
    #[arg(long = "exact-race-matching")]
    exact_race_matching: bool,
    /// For the tests: the entries of the reduction's summaries to keep (about 32 bytes each;
    /// 16 Mi by default). Past it a match expands the path in full, which the tests compare
    /// with the unreduced search.
    #[arg(long = "summary-budget", hide = true)]
    summary_budget: Option<usize>,
    #[command(flatten)]
    spurious: crate::SpuriousArgs,
    /// Interleave threads inside the JDK too: at every scheduling point of a
    /// `java.util.concurrent` operation or a JDK lookup of locale data, resource bundles or
    /// security providers (by default each runs as one step) and of a JDK class's
    /// initializer (by default none), at acquiring the monitor of an object no other thread can
    /// reach (by default none), at accesses to what only a thread's `ThreadLocal` map
    /// reaches (by default none), and at the JDK's reads of its own state that nobody writes
    /// once shared (by default none: the search checks that nobody does, and starts again
    /// if one does). Much slower; for comparing with the default.
    #[arg(long = "interleave-jdk")]
    interleave_jdk: bool,
    /// Keep states apart that differ only in the times their threads hold (deadlines, starts):
    /// by default these count relative to the clock, and times already past as one. Retry loops
    /// on time-outs may then never repeat a state; for comparing with the default.
    #[arg(long = "exact-times")]
    exact_times: bool,
    /// Keep states apart that differ only in a thread pool's completed-task counts: by default
    /// these are left out of the state until the program asks for one (then the search starts
    /// again with them), so that a pool running a periodic task reaches a fixed point; for
    /// comparing with the default.
    #[arg(long = "exact-counters")]
    exact_counters: bool,
    /// Keep states apart that differ only in local variables their methods never read again:
    /// by default these dead locals are left out of the state; for comparing with the default.
    #[arg(long = "exact-locals")]
    exact_locals: bool,
    /// Report format.
    #[arg(long, value_enum, default_value = "text")]
    format: ReportFormat,
    /// Show every scheduling step of a counterexample, library steps included (by default
    /// consecutive library steps are folded into the user-level call that caused them).
    #[arg(long)]
    verbose: bool,
    /// After the search, look again breadth-first for a counterexample of each violation with
    /// fewer scheduling choices (in rounds of at most 0, 1, 2, then any number of preemptions),
    /// exploring at most this many states in all, and running at most as many transitions as the
    /// search did or 100,000 (0: keep the counterexamples found).
    #[arg(long = "shorten-states", default_value_t = 100_000)]
    shorten_states: u64,
    /// Methods to treat as atomic blocks, besides those annotated `@weft.Atomic` (see `run`).
    #[arg(long = "atomic")]
    atomic: Vec<String>,
    /// Classes (`pkg.Class`, `*` wildcards) whose accesses the race check trusts; the JDK's are
    /// trusted, except their accesses, for the program, to the state of the JDK's objects that are
    /// not thread-safe (a `HashMap`, an `ArrayList`, a `StringBuilder`, ...). Repeatable.
    #[arg(long = "trust")]
    trust: Vec<String>,
    /// A location (`pkg.Class.field`) whose races are known to be benign. Repeatable.
    #[arg(long = "ignore-race")]
    ignore_race: Vec<String>,
    /// The project configuration file (default: the nearest `weft.toml` from the current
    /// directory upwards); its `[check]` lists `trust`, `ignore-race` and `atomic` add to the
    /// options of the same names.
    #[arg(long)]
    config: Option<PathBuf>,
    #[command(flatten)]
    memory: memory_model::MemoryModelArgs,
}

#[derive(Args)]
struct ReplayArgs {
    /// A JSON report written by `weft check --format json`.
    report: PathBuf,
    /// Which violation of the report to replay (1-based).
    #[arg(long, default_value_t = 1)]
    violation: usize,
    /// For a report of `weft outcomes`: which outcome's witness to replay (1-based).
    #[arg(long, default_value_t = 1)]
    outcome: usize,
    /// For a report of `weft outcomes` on several programs: which program's (1-based).
    #[arg(long, default_value_t = 1)]
    program: usize,
    /// The memory model the report was made under (sc or jmm; default: the report's). A replay
    /// always uses the report's model and its WriteSet; naming another one is an error.
    #[arg(long = "memory-model", value_enum)]
    memory_model: Option<memory_model::MemoryModel>,
    /// Stop where the counterexample's schedule ends instead of letting the program run on to
    /// its end (for a program that never ends, such as a server); exit 1 when the violation was
    /// reproduced, 0 when not, as `weft check` would
    #[arg(long)]
    schedule_only: bool,
}

/// The exit status when standard output is closed under weft (`weft check ... | head`): that of
/// a process ended by SIGPIPE, as shells report it.
const EXIT_BROKEN_PIPE: i32 = 141;

fn main() -> ExitCode {
    // Rust ignores SIGPIPE, so printing to a closed pipe panics; a reader that stopped reading
    // ends weft quietly instead, as it ends other command-line tools.
    let default_hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        let message = info.payload().downcast_ref::<String>().map(String::as_str).unwrap_or_default();
        if message.starts_with("failed printing to std") && message.contains("Broken pipe") {
            std::process::exit(EXIT_BROKEN_PIPE);
        }
        default_hook(info);
    }));
    // `-cp`, `-ea` and `-da` are the spellings Java users type; clap wants long options.
    let (argv, misplaced) = java_spellings(std::env::args().collect());
    for option in misplaced {
        eprintln!(
            "weft: note: `{option}` comes after the program, so it is one of the program's arguments, not an option of weft; put weft's options before the program"
        );
    }
    let cli = Cli::parse_from(argv);
    let result = match cli.command {
        Command::Run(args) => run_command(args),
        Command::Check(args) => check_command(args),
        Command::Replay(args) => replay_command(args),
        Command::Test(args) => test_cmd::test_command(args),
        Command::Witness(args) => witness::witness_command(args),
        Command::Outcomes(args) => outcomes::outcomes_command(args),
        Command::Jcstress(args) => jcstress::jcstress_command(args),
        Command::Monitor(args) => monitor::monitor_command(args),
        Command::Trace { command } => monitor::trace_command(command),
        Command::Api(args) => api::run(&args).map(|()| 0),
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            eprintln!("weft: error: {e:#}");
            ExitCode::from(EXIT_USAGE)
        }
    }
}

/// A program ready to boot: what `weft check` records so that `weft replay` can boot it again.
#[derive(serde::Serialize, serde::Deserialize, Clone, Default)]
pub struct ProgramSpec {
    /// The class path weft ran with (a compiled source file appears as its class directory in
    /// weft's compile cache).
    pub class_path: Vec<String>,
    pub main: String,
    pub args: Vec<String>,
    pub java_home: String,
    pub assertions: bool,
    pub max_objects: usize,
    /// The method `main` is replaced by (`--entry`): `main` names its class.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entry: Option<String>,
    /// The class path as the user gave it, without the compile cache (absent in reports of
    /// earlier weft versions).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub original_class_path: Option<Vec<String>>,
    /// `weft check --max-loop-iterations`, so that a replay takes the same loops to run forever
    /// (absent: the default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_loop_iterations: Option<u64>,
    /// The `.java` file weft compiled (absolute path), from which `weft replay` compiles the
    /// program again when the compile cache is gone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// The class path entry holding the classes compiled from `source`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub compiled: Option<String>,
}

/// Turns the option spellings Java users type (`-cp`, `-classpath`, `-jar`, `-ea`, `-da`) into
/// weft's, up to the program to run: what follows it are the program's own arguments. Also
/// returns the program's arguments that are spelled like an option of the command (`--time-limit`
/// after the program), which the user most likely meant for weft.
fn java_spellings(argv: Vec<String>) -> (Vec<String>, Vec<String>) {
    let cli = Cli::command();
    let mut command: Option<&clap::Command> = None;
    let mut misplaced = Vec::new();
    // (After an explicit `--`, the user said what follows is the program's.)
    let mut explicit_end = false;
    let mut out = Vec::with_capacity(argv.len());
    let mut value_next = false;
    let mut program_reached = false;
    for (i, a) in argv.into_iter().enumerate() {
        explicit_end |= program_reached && a == "--";
        if program_reached && !value_next && !explicit_end {
            if let (Some(c), Some(long)) = (command, a.strip_prefix("--")) {
                let long = long.split('=').next().unwrap_or_default();
                if c.get_arguments().any(|arg| arg.get_long() == Some(long) && !arg.is_trailing_var_arg_set()) {
                    misplaced.push(a.clone());
                }
            }
        }
        if i == 0 || program_reached || value_next {
            // After `--jar JAR` come the program's arguments, whatever they look like.
            let after_jar = value_next && !program_reached && out.last().is_some_and(|o| o == "--jar");
            value_next = false;
            out.push(a);
            if after_jar {
                program_reached = true;
                out.push("--".to_string());
            }
            continue;
        }
        let a = match a.as_str() {
            "-cp" | "-classpath" => "--class-path".to_string(),
            "-da" | "-disableassertions" => "--disable-assertions".to_string(),
            "-jar" => "--jar".to_string(),
            // Assertions are on by default.
            "-ea" | "-enableassertions" => continue,
            _ => a,
        };
        match command {
            None if !a.starts_with('-') => command = cli.find_subcommand(&a),
            None => {}
            Some(c) => {
                if let Some(long) = a.strip_prefix("--").filter(|l| !l.contains('=')) {
                    value_next = c
                        .get_arguments()
                        .find(|arg| {
                            arg.get_long() == Some(long) || arg.get_all_aliases().is_some_and(|v| v.contains(&long))
                        })
                        .is_some_and(|arg| arg.get_action().takes_values());
                } else if let Some(short) = a.strip_prefix('-').filter(|s| s.chars().count() == 1) {
                    let short = short.chars().next();
                    value_next = c
                        .get_arguments()
                        .find(|arg| arg.get_short() == short)
                        .is_some_and(|arg| arg.get_action().takes_values());
                } else if !a.starts_with('-') {
                    // What follows the program is its arguments, for a command that takes them
                    // (`weft outcomes` takes several programs and no arguments after them).
                    program_reached = c.get_arguments().any(|arg| arg.is_trailing_var_arg_set());
                }
            }
        }
        out.push(a);
    }
    (out, misplaced)
}

/// Resolves the class path and main class, compiling a source file if given one; `command` names
/// the subcommand in messages.
fn resolve(p: &ProgramArgs, command: &str) -> Result<ProgramSpec> {
    let java_home = match &p.options.java_home {
        Some(h) if !runtime_image(h).is_file() => bail!(
            "--java-home {}: no JDK there (weft needs its class library, {})",
            h.display(),
            runtime_image(h).display()
        ),
        Some(h) => h.clone(),
        None => find_java_home()
            .context("no JDK found: set JAVA_HOME or put javac on the PATH (weft needs a JDK 17 class library)")?,
    };
    let mut class_path: Vec<String> =
        p.options.class_path.as_deref().map(|c| c.split(':').map(str::to_string).collect()).unwrap_or_default();
    let original_class_path = class_path.clone();
    let (mut source, mut compiled) = (None, None);
    let mut args = p.args.clone();
    let entry = p.options.entry.as_deref().map(test_cmd::parse_entry).transpose()?;
    if entry.is_some() && p.options.jar.is_some() {
        bail!("--entry and --jar cannot be combined: use -cp JAR --entry Class#method");
    }
    let main = match (&p.options.jar, &p.target) {
        (None, target) if entry.is_some() => {
            let (class, _) = entry.clone().expect("entry");
            match target {
                Some(t) if t.ends_with(".java") => {
                    let out = compile::compile_source(Path::new(t), &java_home, &original_class_path)?;
                    class_path.insert(0, out.display().to_string());
                }
                Some(t) => bail!("--entry names the class to run; unexpected argument {t:?}"),
                None => {}
            }
            if !args.is_empty() {
                bail!("an --entry method takes no arguments; unexpected {:?}", args.join(" "));
            }
            class
        }
        (Some(jar), target) => {
            if let Some(t) = target {
                args.insert(0, t.clone());
            }
            class_path.insert(0, jar.display().to_string());
            jar_main_class(jar)?.with_context(|| format!("{} has no Main-Class in its manifest", jar.display()))?
        }
        (None, Some(t)) if t.ends_with(".java") => {
            let out = compile::compile_source(Path::new(t), &java_home, &original_class_path)?;
            class_path.insert(0, out.display().to_string());
            let absolute = std::fs::canonicalize(t).unwrap_or_else(|_| PathBuf::from(t));
            source = Some(absolute.display().to_string());
            compiled = Some(out.display().to_string());
            main_class_of_source(Path::new(t), &out)?
        }
        (None, Some(t)) => {
            // As with `java`, the class path is the current directory unless given.
            if p.options.class_path.is_none() {
                class_path.push(".".to_string());
            }
            t.clone()
        }
        (None, None) => {
            let entries = parse_class_path(&class_path.join(":"));
            let jar = entries.iter().find_map(|e| match e {
                ClassPathEntry::Jar(p) => Some(p.clone()),
                _ => None,
            });
            match jar {
                Some(j) => {
                    jar_main_class(&j)?.with_context(|| format!("{} has no Main-Class in its manifest", j.display()))?
                }
                None => bail!(
                    "no program given: weft {command} File.java | weft {command} -cp DIR Main | weft {command} -cp app.jar"
                ),
            }
        }
    };
    Ok(ProgramSpec {
        class_path,
        main,
        args,
        java_home: java_home.display().to_string(),
        assertions: !p.options.disable_assertions,
        max_objects: p.options.max_objects,
        entry: entry.map(|(_, method)| method),
        original_class_path: Some(original_class_path),
        max_loop_iterations: None,
        source,
        compiled,
    })
}

/// Boots a machine for a program, ready to run `main`.
fn boot(spec: &ProgramSpec, explore: bool, timeless: bool, output: Box<dyn Output>) -> Result<Machine> {
    let mut entries = vec![model_classes(), ClassPathEntry::RuntimeImage(runtime_image(Path::new(&spec.java_home)))];
    entries.extend(parse_class_path(&spec.class_path.join(":")));
    let classpath = ClassPath::new(entries)?;
    let config = Config {
        enable_assertions: spec.assertions,
        class_path_text: spec.class_path.join(":"),
        java_home: spec.java_home.clone(),
        max_objects: spec.max_objects,
        explore,
        timeless,
        // A search must not hang in one transition: a thread that loops this long without a
        // scheduling point is taken to loop forever (`ThreadStatus::Diverged`). `weft run`
        // hangs in such a loop, as `java` does.
        max_loop_iterations: timeless.then_some(spec.max_loop_iterations.unwrap_or(DEFAULT_MAX_LOOP_ITERATIONS)),
        ..Config::default()
    };
    let mut machine = Machine::boot(classpath, config, output)?;
    match &spec.entry {
        Some(method) => machine.start_entry(&spec.main, method)?,
        None => machine.start_main(&spec.main, &spec.args)?,
    }
    Ok(machine)
}

fn run_command(args: RunArgs) -> Result<u8> {
    let spec = resolve(&args.program, "run")?;
    // A seeded random schedule also switches threads at shared-memory accesses, so that it can
    // expose races; the default schedule switches only at synchronization. Recording a trace
    // tracks which objects are shared, to leave thread-local accesses out.
    let explore = args.seed.is_some() || args.record_trace.is_some();
    let mut machine = boot(&spec, explore, false, Box::new(ProcessOutput::default()))?;
    machine.config.memory_limit = args.memory_limit.map(|mb| mb << 20).or_else(default_memory_limit);
    let schedule = match args.seed {
        Some(s) => Schedule::Random(s),
        None => Schedule::Default,
    };
    let Some(path) = &args.record_trace else {
        return run_outcome(run(&mut machine, schedule));
    };
    machine.config.atomic = atomic_spec(&args.atomic);
    // Object numbers name variables in the trace, so they must not be reused.
    machine.config.gc_interval = usize::MAX;
    let log = weft_vm::trace::SharedLog::default();
    machine.sink = Some(Box::new(log.clone()));
    let file = std::fs::File::create(path).with_context(|| format!("cannot create {}", path.display()))?;
    let mut writer = weft_vm::trace::TraceWriter::new(std::io::BufWriter::new(file));
    let mut write_error = None;
    let outcome = weft_vm::run::run_observed(&mut machine, schedule, &mut |m| {
        let events: Vec<_> = log.0.borrow_mut().drain(..).collect();
        if let Err(e) = writer.write_events(m, &events) {
            write_error.get_or_insert(e);
        }
    });
    writer.flush().with_context(|| format!("cannot write {}", path.display()))?;
    if let Some(e) = write_error {
        return Err(e).with_context(|| format!("cannot write {}", path.display()));
    }
    eprintln!("weft: recorded {} events to {}", writer.lines, path.display());
    run_outcome(outcome)
}

/// Which methods are atomic blocks, from `--atomic` arguments.
fn atomic_spec(args: &[String]) -> weft_vm::machine::AtomicSpec {
    let mut spec = weft_vm::machine::AtomicSpec::default();
    for a in args {
        if a == "synchronized" {
            spec.synchronized = true;
        } else {
            spec.patterns.push(a.clone());
        }
    }
    spec
}

/// The exit status of a run, reporting deadlocks and errors.
fn run_outcome(outcome: RunOutcome) -> Result<u8> {
    match outcome {
        RunOutcome::Exit(code) => Ok(code as u8),
        RunOutcome::Deadlock(report) => {
            eprint!("weft: {report}");
            Ok(1)
        }
        RunOutcome::Diverged(threads) => {
            let names: Vec<String> = threads.iter().map(|t| format!("\"{t}\"")).collect();
            eprintln!(
                "weft: the program does not end: {} loop(s) forever without a scheduling point (as the search took it)",
                names.join(", ")
            );
            Ok(1)
        }
        RunOutcome::Error(e) => Err(e.into()),
        RunOutcome::Pruned => {
            eprintln!("weft: a Verify.assume failed; this schedule ends here");
            Ok(0)
        }
    }
}

/// Three quarters of the machine's memory: a search that would exhaust it stops cleanly with
/// verdict `incomplete`, and a run with an error, instead of being killed.
fn default_memory_limit() -> Option<u64> {
    let meminfo = std::fs::read_to_string("/proc/meminfo").ok()?;
    let kb: u64 = meminfo.lines().find(|l| l.starts_with("MemTotal:"))?.split_whitespace().nth(1)?.parse().ok()?;
    Some(kb * 1024 / 4 * 3)
}

/// Discards the program's output during a search.
struct NoOutput;

impl Output for NoOutput {
    fn write(&mut self, _fd: i32, _bytes: &[u8]) {}
}

fn check_command(mut args: CheckArgs) -> Result<u8> {
    if let Some(file) = args.program.target.clone().filter(|t| t.ends_with(".jpf")) {
        jpf::apply(Path::new(&file), &mut args)?;
    }
    let mut spec = resolve(&args.program, "check")?;
    if args.max_loop_iterations != DEFAULT_MAX_LOOP_ITERATIONS {
        spec.max_loop_iterations = Some(args.max_loop_iterations);
    }
    let mut machine = boot(&spec, true, true, Box::new(NoOutput))?;
    let project = config::load(args.config.as_deref())?;
    let (mut trust, mut ignore_race, mut atomic) = (args.trust.clone(), args.ignore_race.clone(), args.atomic.clone());
    if let Some((_, c)) = &project {
        trust.extend(c.check.trust.iter().cloned());
        ignore_race.extend(c.check.ignore_race.iter().cloned());
        atomic.extend(c.check.atomic.iter().cloned());
    }
    machine.config.atomic = atomic_spec(&atomic);
    args.schedule.schedule.configure(&mut machine);
    machine.config.spurious_wakeups = args.spurious.explored();
    machine.config.interleave_jdk = args.interleave_jdk;
    machine.config.exact_times = args.exact_times;
    machine.config.exact_counters = args.exact_counters;
    machine.config.exact_locals = args.exact_locals;
    machine.config.divergence_probe = match (args.no_divergence_memo, args.divergence_probe_after) {
        (true, _) => None,
        (false, Some(n)) => Some(n),
        (false, None) => machine.config.divergence_probe,
    };
    let check_names: Vec<String> = match &args.checks {
        None => Checks::NAMES.iter().map(|c| c.to_string()).collect(),
        Some(list) => list.iter().map(|c| c.trim().to_string()).collect(),
    };
    let checks = Checks::parse(&check_names).map_err(anyhow::Error::msg)?;
    let strategy = match args.search {
        SearchKind::Dfs => Strategy::DepthFirst,
        SearchKind::Bfs => Strategy::BreadthFirst,
        SearchKind::Random => Strategy::Random { seed: args.seed, runs: args.runs },
        SearchKind::Heuristic => {
            if !checks.race {
                bail!("--search heuristic directs the search towards data races: it needs the race check in --checks");
            }
            Strategy::Heuristic(weft_explore::Heuristics::parse(&args.heuristics).map_err(anyhow::Error::msg)?)
        }
    };
    let settings = report::CheckSettings {
        checks: check_names,
        trust: trust.clone(),
        ignore_race: ignore_race.clone(),
        atomic: atomic.clone(),
        por: Some(args.por.clone()),
        schedule: Some(args.schedule.schedule.name().to_string()),
        spurious_wakeups: args.spurious.explored(),
        interleave_jdk: args.interleave_jdk,
    };
    let config = SearchConfig {
        strategy,
        checks,
        max_states: args.max_states,
        max_depth: args.max_depth,
        time_limit: args.time_limit.map(Duration::from_secs),
        memory_limit: args.memory_limit.map(|mb| mb << 20).or_else(default_memory_limit),
        stop_on_first: args.stop_on_first,
        progress: if std::io::stderr().is_terminal() { Some(report::progress) } else { None },
        // Under jmm each iteration of the fixed point finds its violations again, and only the
        // last iteration's count: the report lists them at the end instead of streaming them.
        on_violation: (args.format == ReportFormat::Text && args.memory.memory_model == memory_model::MemoryModel::Sc)
            .then_some(stream_violation as fn(&weft_explore::Violation)),
        shorten_states: Some(args.shorten_states),
        race: weft_explore::race::RaceConfig { trust, ignore: ignore_race, ..Default::default() },
        por: weft_explore::por::Por::parse(&args.por).map_err(anyhow::Error::msg)?,
        race_abstraction: !args.exact_race_matching,
        collect_outcomes: false,
        summary_budget: args.summary_budget.unwrap_or(weft_explore::por::SUMMARY_ENTRIES),
    };
    let search = match args.search {
        SearchKind::Dfs => "dfs",
        SearchKind::Bfs => "bfs",
        SearchKind::Random => "random",
        SearchKind::Heuristic => "heuristic",
    };
    let sources = sources::SourceIndex::new(spec.source.as_slice(), &spec.class_path);
    if args.format == ReportFormat::Text {
        if let Some((path, _)) = &project {
            println!("(settings from {})", path.display());
        }
        if config.on_violation.is_some() {
            // Streamed violations follow the title; otherwise the report prints it.
            println!("weft check {} ({search} search)", spec.main);
        }
        STREAM.with(|s| {
            *s.borrow_mut() = Some(Stream {
                verbose: args.verbose,
                shortening: config.shortens(),
                sources: sources::SourceIndex::new(spec.source.as_slice(), &spec.class_path),
                printed: 0,
            })
        });
    }
    let (mut outcome, jmm) = memory_model::explore(&mut machine, &config, &args.memory)?;
    if config.progress.is_some() {
        eprint!("\r\x1b[K");
    }
    sources.annotate(&mut outcome.violations);
    match args.format {
        ReportFormat::Json => println!("{}", report::json(&spec, &settings, search, &outcome, jmm.as_ref())?),
        ReportFormat::Sarif => println!("{}", sarif::sarif(&spec, &outcome)?),
        ReportFormat::Text => {
            let options = report::TextOptions {
                verbose: args.verbose,
                streamed: config.on_violation.is_some(),
                random_runs: matches!(args.search, SearchKind::Random).then_some(args.runs),
                unreduced: !config.reduces(),
            };
            print!("{}", report::text(&spec, search, &outcome, options, &sources));
            if let Some(j) = &jmm {
                println!("{}", memory_model::stats_line(j));
            }
            print!("{}", schedule::sharing_report(&machine));
        }
    }
    if args.format != ReportFormat::Text {
        eprint!("{}", schedule::sharing_report(&machine));
    }
    Ok(match outcome.verdict {
        weft_explore::Verdict::Ok => 0,
        weft_explore::Verdict::Violation => 1,
        weft_explore::Verdict::Incomplete => 3,
    })
}

/// What the streaming output of a text report needs (the search calls [`stream_violation`], a
/// plain function, so the context lives here).
struct Stream {
    verbose: bool,
    /// The re-search for shorter counterexamples runs after the search.
    shortening: bool,
    sources: sources::SourceIndex,
    /// Violations printed so far.
    printed: usize,
}

thread_local! {
    static STREAM: std::cell::RefCell<Option<Stream>> = const { std::cell::RefCell::new(None) };
}

/// Prints a violation as soon as the search finds it (text reports).
fn stream_violation(v: &weft_explore::Violation) {
    STREAM.with(|s| {
        let mut s = s.borrow_mut();
        let Some(stream) = s.as_mut() else { return };
        stream.printed += 1;
        if std::io::stderr().is_terminal() {
            // Clear the progress line first.
            eprint!("\r\x1b[K");
        }
        let mut v = v.clone();
        stream.sources.annotate(std::slice::from_mut(&mut v));
        print!(
            "{}",
            report::violation_text(
                stream.printed,
                &v,
                stream.verbose,
                stream.shortening && v.kind != weft_explore::Kind::NonTermination,
                &stream.sources
            )
        );
        use std::io::Write as _;
        let _ = std::io::stdout().flush();
    });
}

fn replay_command(args: ReplayArgs) -> Result<u8> {
    let text =
        std::fs::read_to_string(&args.report).with_context(|| format!("cannot read {}", args.report.display()))?;
    if let Ok(outcomes) = serde_json::from_str::<outcomes::OutcomesReport>(&text) {
        memory_model::same_model(args.memory_model, outcomes.memory_model)?;
        return outcomes::replay_outcome(outcomes, args.outcome);
    }
    if let Ok(mut several) = serde_json::from_str::<Vec<outcomes::OutcomesReport>>(&text) {
        let count = several.len();
        let Some(i) = args.program.checked_sub(1).filter(|&i| i < count) else {
            bail!("the report lists {count} program(s); there is no program {}", args.program);
        };
        let outcomes = several.swap_remove(i);
        memory_model::same_model(args.memory_model, outcomes.memory_model)?;
        return outcomes::replay_outcome(outcomes, args.outcome);
    }
    let report: report::Report =
        serde_json::from_str(&text).with_context(|| format!("{} is not a weft JSON report", args.report.display()))?;
    if report.schema != report::SCHEMA {
        bail!("{} has schema {:?}; this weft reads {:?}", args.report.display(), report.schema, report::SCHEMA);
    }
    let made_under = if report.jmm.is_some() { memory_model::MemoryModel::Jmm } else { memory_model::MemoryModel::Sc };
    memory_model::same_model(args.memory_model, made_under)?;
    let Some(violation) = args.violation.checked_sub(1).and_then(|i| report.violations.get(i)) else {
        bail!("the report has {} violation(s); there is no violation {}", report.violations.len(), args.violation);
    };
    eprintln!("weft: replaying {} ({} steps)", violation.kind.name(), violation.counterexample.schedule.len());
    let program = rebuild_if_gone(report.program, &args.report)?;
    let mut machine = boot(&program, true, true, Box::new(ProcessOutput::default()))?;
    // Check the schedule as the search did. A report without settings comes from an older weft:
    // assume the default settings for what the violation needs.
    let settings = report.settings.unwrap_or_else(|| report::CheckSettings {
        checks: vec![violation.kind.name().to_string()],
        ..Default::default()
    });
    machine.config.atomic = atomic_spec(&settings.atomic);
    schedule::Schedule::from_setting(settings.schedule.as_deref()).configure(&mut machine);
    machine.config.spurious_wakeups = settings.spurious_wakeups;
    machine.config.interleave_jdk = settings.interleave_jdk;
    if let Some(jmm) = &report.jmm {
        memory_model::prepare_replay(&mut machine, jmm);
    }
    replay_quiet_reads(&mut machine, report.quiet_reads.clone());
    let config = SearchConfig {
        checks: Checks::parse(&settings.checks).map_err(anyhow::Error::msg)?,
        race: weft_explore::race::RaceConfig {
            trust: settings.trust,
            ignore: settings.ignore_race,
            ..Default::default()
        },
        ..SearchConfig::default()
    };
    let mut replayed = weft_explore::replay(&mut machine, &violation.counterexample.schedule, &config)?;
    // That the program can no longer end is a claim about every interleaving after the
    // schedule: explored again from where it leads.
    if violation.kind == weft_explore::Kind::NonTermination && replayed.ended.is_none() {
        replayed.violations.extend(weft_explore::cannot_end(&mut machine, &config)?);
    }
    // Races and atomicity violations are events of the schedule itself, not of the program's
    // output: say which occurred. Every kind is recognised by its message.
    for v in replayed
        .violations
        .iter()
        .filter(|v| matches!(v.kind, weft_explore::Kind::Race | weft_explore::Kind::Atomicity))
    {
        eprintln!("weft: {}", v.message);
    }
    // Said before the program runs on: a program that never ends never comes back.
    let reproduced = replayed.violations.iter().any(|v| v.kind == violation.kind && v.message == violation.message);
    if reproduced {
        eprintln!("weft: the {} was reproduced", violation.kind.description());
    } else {
        eprintln!(
            "weft: the {} was NOT reproduced: this program may differ from the one checked",
            violation.kind.description()
        );
    }
    // (A program that can no longer end would never come back.)
    if args.schedule_only || violation.kind == weft_explore::Kind::NonTermination {
        return Ok(u8::from(reproduced));
    }
    run_outcome(weft_explore::run_on(&mut machine, replayed))
}

/// Makes a replay read the JDK's state as the search that made the report did: quietly where it
/// did, with scheduling points where it saw the location written while shared.
fn replay_quiet_reads(machine: &mut weft_vm::Machine, quiet_reads: Option<Vec<String>>) {
    if let Some(written) = quiet_reads {
        machine.config.quiet_reads = true;
        machine.quiet_reads.replay_written(written);
    }
}

/// The program of a report, with its source compiled again when the classes compiled from it
/// are gone (the compile cache was cleaned, or the report comes from another machine). The
/// source is looked for where the report says it was, then beside the report, then in the
/// current directory.
fn rebuild_if_gone(mut program: ProgramSpec, report: &Path) -> Result<ProgramSpec> {
    let (Some(compiled), Some(source)) = (program.compiled.clone(), program.source.clone()) else {
        return Ok(program);
    };
    if Path::new(&compiled).join(".complete").exists() {
        return Ok(program);
    }
    let recorded = PathBuf::from(&source);
    let file_name = recorded.file_name().map(PathBuf::from).unwrap_or_default();
    let beside_report = report.parent().map(|d| d.join(&file_name)).unwrap_or_default();
    let Some(found) = [recorded.clone(), beside_report, file_name].into_iter().find(|p| p.is_file()) else {
        bail!(
            "the classes compiled from {source} are gone ({compiled}) and the source file was not found there, \
             beside the report or in the current directory"
        );
    };
    let class_path = program.original_class_path.clone().unwrap_or_default();
    let out = compile::compile_source(&found, Path::new(&program.java_home), &class_path)?;
    eprintln!("weft: compiled {} again (the classes of the report were gone)", found.display());
    let out = out.display().to_string();
    for entry in &mut program.class_path {
        if *entry == compiled {
            entry.clone_from(&out);
        }
    }
    program.compiled = Some(out);
    Ok(program)
}

/// A `javac` command from `java_home` (else from the `PATH`). Its stdout goes to weft's stderr,
/// so weft's stdout carries the program's output only; `-XX:-UsePerfData` keeps javac's JVM from
/// warning (on stdout) about a `hsperfdata` file another process holds.
pub(crate) fn javac_command(java_home: &Path) -> std::process::Command {
    let javac = java_home.join("bin/javac");
    let javac = if javac.exists() { javac } else { PathBuf::from("javac") };
    let mut command = std::process::Command::new(javac);
    command.arg("-J-XX:-UsePerfData").stdout(std::process::Stdio::from(std::io::stderr()));
    command
}

/// The class to run from a source file: the class named like the file, else the first
/// top-level class javac produced.
fn main_class_of_source(source: &Path, out: &Path) -> Result<String> {
    let stem = source.file_stem().and_then(|s| s.to_str()).context("bad source file name")?;
    let text = std::fs::read_to_string(source).unwrap_or_default();
    let package = text
        .lines()
        .map(str::trim)
        .find_map(|l| l.strip_prefix("package ").and_then(|p| p.strip_suffix(';')))
        .map(|p| p.trim().to_string());
    let qualified = |name: &str| match &package {
        Some(p) => format!("{p}.{name}"),
        None => name.to_string(),
    };
    let dir = match &package {
        Some(p) => out.join(p.replace('.', "/")),
        None => out.to_path_buf(),
    };
    if dir.join(format!("{stem}.class")).exists() {
        return Ok(qualified(stem));
    }
    let mut names: Vec<String> = std::fs::read_dir(&dir)?
        .filter_map(|e| e.ok())
        .filter_map(|e| e.file_name().to_str().map(str::to_string))
        .filter(|n| n.ends_with(".class") && !n.contains('$'))
        .map(|n| n.trim_end_matches(".class").to_string())
        .collect();
    names.sort();
    names.first().map(|n| qualified(n)).context("javac produced no class")
}
