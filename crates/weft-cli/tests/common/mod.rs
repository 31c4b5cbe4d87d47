//! Shared by the corpus harnesses: running a process with a time limit, capturing its output.

pub mod por;
pub mod race;

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Stdio};
use std::thread;
use std::time::{Duration, Instant};

/// A JDK tool (`java`, `javac`, `jar`): `$JAVA_HOME/bin/<tool>` when `JAVA_HOME` is set and has
/// it, else `<tool>` on the `PATH`.
pub fn jdk_tool(tool: &str) -> PathBuf {
    std::env::var_os("JAVA_HOME")
        .filter(|h| !h.is_empty())
        .map(|h| Path::new(&h).join("bin").join(tool))
        .filter(|p| p.is_file())
        .unwrap_or_else(|| PathBuf::from(tool))
}

/// A `java` launcher command for comparing outputs with weft. `-XX:-UsePerfData` keeps the JVM
/// from sharing a `hsperfdata` file: when another process holds its pid's file (pids are reused
/// across containers), the JVM prints a warning on stdout, which would read as a difference.
#[allow(dead_code)]
pub fn java_command(java: &Path) -> Command {
    let mut command = Command::new(java);
    command.arg("-XX:-UsePerfData");
    command
}

/// The `.java` files of a corpus directory (not of its subdirectories), sorted.
#[allow(dead_code)]
pub fn java_sources(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "java"))
        .collect();
    files.sort();
    files
}

/// How a process ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    Exited(i32),
    Signalled(String),
    TimedOut(Duration),
    SpawnFailed(String),
}

impl Ending {
    /// The exit code, if the process exited.
    #[allow(dead_code)]
    pub fn code(&self) -> Option<i32> {
        match self {
            Ending::Exited(c) => Some(*c),
            _ => None,
        }
    }
}

impl std::fmt::Display for Ending {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Ending::Exited(c) => write!(f, "exit {c}"),
            Ending::Signalled(s) => write!(f, "killed by {s}"),
            Ending::TimedOut(d) => write!(f, "timed out after {} s", d.as_secs()),
            Ending::SpawnFailed(e) => write!(f, "could not start: {e}"),
        }
    }
}

/// Result of running one process to completion (or timeout).
#[derive(Debug, Clone)]
pub struct Run {
    pub ending: Ending,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    #[allow(dead_code)]
    pub elapsed: Duration,
}

/// Reads a stream to its end, keeping at most `cap` bytes.
fn drain<R: Read + Send + 'static>(mut r: R, cap: usize) -> thread::JoinHandle<Vec<u8>> {
    thread::spawn(move || {
        let mut kept = Vec::new();
        let mut buf = [0u8; 8192];
        loop {
            match r.read(&mut buf) {
                Ok(0) | Err(_) => break,
                Ok(n) => {
                    let room = cap.saturating_sub(kept.len());
                    kept.extend_from_slice(&buf[..n.min(room)]);
                }
            }
        }
        kept
    })
}

fn describe_status(status: ExitStatus) -> Ending {
    if let Some(code) = status.code() {
        return Ending::Exited(code);
    }
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt;
        if let Some(sig) = status.signal() {
            return Ending::Signalled(format!("signal {sig}"));
        }
    }
    Ending::Signalled(format!("{status}"))
}

/// Runs `cmd` with no stdin, capturing stdout and stderr (at most `cap` bytes each), killing it
/// after `limit`.
pub fn run_with_timeout(mut cmd: Command, limit: Duration, cap: usize) -> Run {
    cmd.stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
    let start = Instant::now();
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => {
            return Run {
                ending: Ending::SpawnFailed(e.to_string()),
                stdout: Vec::new(),
                stderr: Vec::new(),
                elapsed: start.elapsed(),
            }
        }
    };
    let out = drain(child.stdout.take().expect("piped stdout"), cap);
    let err = drain(child.stderr.take().expect("piped stderr"), cap);
    let mut pause = Duration::from_millis(1);
    let ending = loop {
        match child.try_wait() {
            Ok(Some(status)) => break describe_status(status),
            Ok(None) if start.elapsed() >= limit => {
                let _ = child.kill();
                let _ = child.wait();
                break Ending::TimedOut(limit);
            }
            Ok(None) => {
                thread::sleep(pause);
                pause = (pause * 2).min(Duration::from_millis(20));
            }
            Err(e) => {
                let _ = child.kill();
                let _ = child.wait();
                break Ending::Signalled(format!("wait failed: {e}"));
            }
        }
    };
    let elapsed = start.elapsed();
    let stdout = out.join().unwrap_or_default();
    let stderr = err.join().unwrap_or_default();
    Run { ending, stdout, stderr, elapsed }
}
