//! `weft`: the command-line tool.
//!
//! `weft run` executes a Java program on weft's JVM model under one schedule and behaves like
//! `java`: the program's output, its exit status, and the JDK's report of an uncaught exception.
//! Problems outside the program — a missing class, a malformed class file, a feature weft does not
//! model — end with `weft: error: ...` on standard error and exit status 2.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{bail, Context, Result};
use clap::{Args, Parser, Subcommand};
use weft_classfile::{
    find_java_home, jar_main_class, parse_class_path, runtime_image, ClassPath, ClassPathEntry,
};
use weft_vm::{boot::model_classes, run, Config, Machine, ProcessOutput, RunOutcome, Schedule};

/// Exit status for usage and input errors.
const EXIT_USAGE: u8 = 2;

#[derive(Parser)]
#[command(
    name = "weft",
    version,
    about = "A model checker for concurrent Java programs"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run a Java program once, on one schedule, like `java` would.
    Run(RunArgs),
}

#[derive(Args)]
struct RunArgs {
    /// Class path: directories and jars separated by ':'.
    #[arg(long = "class-path", short = 'c', visible_alias = "cp")]
    class_path: Option<String>,
    /// Choose threads at random at every scheduling point, from this seed (default: a fixed,
    /// deterministic schedule).
    #[arg(long)]
    seed: Option<u64>,
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
    /// A `.java` source file (compiled with javac), or the main class; omit it with a jar class
    /// path to use the jar's Main-Class.
    target: Option<String>,
    /// Arguments passed to the program's `main`.
    #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
    args: Vec<String>,
}

fn main() -> ExitCode {
    // `-cp` is the spelling Java users type; clap wants `--cp`, so accept both.
    let argv: Vec<String> = std::env::args()
        .map(|a| {
            if a == "-cp" || a == "-classpath" {
                "--class-path".to_string()
            } else {
                a
            }
        })
        .collect();
    let cli = Cli::parse_from(argv);
    let result = match cli.command {
        Command::Run(args) => run_command(args),
    };
    match result {
        Ok(code) => ExitCode::from(code),
        Err(e) => {
            eprintln!("weft: error: {e:#}");
            ExitCode::from(EXIT_USAGE)
        }
    }
}

fn run_command(args: RunArgs) -> Result<u8> {
    let java_home = match &args.java_home {
        Some(h) => h.clone(),
        None => find_java_home().context("no JDK found: set JAVA_HOME or put javac on the PATH (weft needs a JDK 17 class library)")?,
    };
    let mut user_entries = args
        .class_path
        .as_deref()
        .map(parse_class_path)
        .unwrap_or_default();
    let mut class_path_text = args.class_path.clone().unwrap_or_default();
    let main_class = match &args.target {
        Some(t) if t.ends_with(".java") => {
            let out = compile_source(Path::new(t), &java_home)?;
            class_path_text = out.display().to_string();
            user_entries.insert(0, ClassPathEntry::Dir(out.clone()));
            main_class_of_source(Path::new(t), &out)?
        }
        Some(t) => t.clone(),
        None => {
            let jar = user_entries.iter().find_map(|e| match e {
                ClassPathEntry::Jar(p) => Some(p.clone()),
                _ => None,
            });
            match jar {
                Some(j) => jar_main_class(&j)?.with_context(|| format!("{} has no Main-Class in its manifest", j.display()))?,
                None => bail!("no program given: weft run File.java | weft run -cp DIR Main | weft run -cp app.jar"),
            }
        }
    };
    let mut entries = vec![
        model_classes(),
        ClassPathEntry::RuntimeImage(runtime_image(&java_home)),
    ];
    entries.extend(user_entries);
    let classpath = ClassPath::new(entries)?;
    let config = Config {
        enable_assertions: !args.disable_assertions,
        class_path_text,
        java_home: java_home.display().to_string(),
        max_objects: args.max_objects,
        ..Config::default()
    };
    let mut machine = Machine::boot(classpath, config, Box::new(ProcessOutput::default()))?;
    machine.start_main(&main_class, &args.args)?;
    let schedule = match args.seed {
        Some(s) => Schedule::Random(s),
        None => Schedule::Default,
    };
    match run(&mut machine, schedule) {
        RunOutcome::Exit(code) => Ok(code as u8),
        RunOutcome::Deadlock(report) => {
            eprint!("weft: {report}");
            Ok(1)
        }
        RunOutcome::Error(e) => Err(e.into()),
    }
}

/// Compiles a source file with the JDK's javac (`-g`, for line numbers and names) into a cache
/// directory keyed by the file's path and contents.
fn compile_source(source: &Path, java_home: &Path) -> Result<PathBuf> {
    let text =
        std::fs::read(source).with_context(|| format!("cannot read {}", source.display()))?;
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for b in source
        .display()
        .to_string()
        .as_bytes()
        .iter()
        .chain(text.iter())
    {
        hash = (hash ^ *b as u64).wrapping_mul(0x0100_0000_01b3);
    }
    let out = std::env::temp_dir().join(format!("weft-javac-{hash:016x}"));
    if out.join(".complete").exists() {
        return Ok(out);
    }
    std::fs::create_dir_all(&out).with_context(|| format!("cannot create {}", out.display()))?;
    let javac = java_home.join("bin/javac");
    let javac = if javac.exists() {
        javac
    } else {
        PathBuf::from("javac")
    };
    let status = std::process::Command::new(&javac)
        .arg("-g")
        .arg("-d")
        .arg(&out)
        .arg(source)
        .status()
        .with_context(|| format!("cannot run {}", javac.display()))?;
    if !status.success() {
        bail!("javac failed to compile {}", source.display());
    }
    std::fs::write(out.join(".complete"), b"")?;
    Ok(out)
}

/// The class to run from a source file: the class named like the file, else the first
/// top-level class javac produced.
fn main_class_of_source(source: &Path, out: &Path) -> Result<String> {
    let stem = source
        .file_stem()
        .and_then(|s| s.to_str())
        .context("bad source file name")?;
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
    names
        .first()
        .map(|n| qualified(n))
        .context("javac produced no class")
}
