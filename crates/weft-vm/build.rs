//! Compiles weft's Java runtime classes and embeds them in the crate.
//!
//! `runtime/java.base/**.java` are *model classes*: weft's replacements for a
//! few JDK classes (`java.lang.System`, `Thread`, `Class`, `java.io.PrintStream`,
//! ...), compiled as part of module `java.base` with `--patch-module` so that
//! they can use the JDK's internal packages. `runtime/weft/**.java` are weft's
//! own classes (`weft.Verify`, `weft.Atomic`, `weft.rt.Support`, `weft.rt.Entry`)
//! and its model of Java PathFinder's `gov.nasa.jpf.vm.Verify` (`runtime/gov/`), in
//! the unnamed module. Both sets are compiled by one `javac` run into `OUT_DIR`, and
//! `OUT_DIR/runtime_classes.rs` lists every produced class file:
//!
//! ```ignore
//! pub static RUNTIME_CLASSES: &[(&str, &[u8])] = &[
//!     ("java/io/PrintStream", include_bytes!("/…/out/runtime-classes/java/io/PrintStream.class")),
//!     …
//! ];
//! ```
//!
//! keyed by internal name (nested classes included, e.g. `java/lang/Thread$State`).
//! The native methods these classes declare, and what the VM must provide for
//! them, are specified in `runtime/NATIVES.md`.
//!
//! `javac` is `$JAVA_HOME/bin/javac`, else the first `javac` on `PATH`; it must
//! be JDK 17, because the model classes are compiled against (and replace
//! classes of) the JDK 17 `java.base` that weft runs.

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{exit, Command};

/// The JDK feature release the model classes are written against.
const REQUIRED_JDK: u32 = 17;

/// `Thread.run()`'s call of `target.run()` sits on this line of the model
/// `Thread.java`, the line JDK 17.0.15's `Thread.java` has, so that uncaught
/// exception stack traces read exactly as on the platform JVM.
const THREAD_RUN_LINE: usize = 840;

fn main() {
    let manifest_dir = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    let out_dir = PathBuf::from(env::var_os("OUT_DIR").expect("cargo sets OUT_DIR"));
    let runtime = manifest_dir.join("runtime");
    let java_base = runtime.join("java.base");

    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed={}", runtime.display());
    println!("cargo:rerun-if-env-changed=JAVA_HOME");

    let mut sources = Vec::new();
    collect_files(&java_base, "java", &mut sources);
    // weft's own API and runtime support, its model of Java PathFinder's verification API
    // (`gov.nasa.jpf.vm.Verify`), and the HJlib-compatible API (`edu.rice.hj`, `permission`):
    // all in the unnamed module.
    for api in ["weft", "gov", "edu", "permission"] {
        collect_files(&runtime.join(api), "java", &mut sources);
    }
    sources.sort();
    if sources.is_empty() {
        fail(&format!("no Java sources found under {}", runtime.display()));
    }
    for source in &sources {
        println!("cargo:rerun-if-changed={}", source.display());
    }
    check_thread_run_line(&java_base.join("java/lang/Thread.java"));

    let javac = find_javac();
    check_javac_version(&javac);

    let classes_dir = out_dir.join("runtime-classes");
    if classes_dir.exists() {
        fs::remove_dir_all(&classes_dir)
            .unwrap_or_else(|e| fail(&format!("cannot clear {}: {e}", classes_dir.display())));
    }
    fs::create_dir_all(&classes_dir).unwrap_or_else(|e| fail(&format!("cannot create {}: {e}", classes_dir.display())));

    compile(&javac, &java_base, &classes_dir, &sources);

    let mut class_files = Vec::new();
    collect_files(&classes_dir, "class", &mut class_files);
    let mut classes: Vec<(String, PathBuf)> =
        class_files.into_iter().map(|path| (internal_name(&classes_dir, &path), path)).collect();
    classes.sort();

    let generated = out_dir.join("runtime_classes.rs");
    fs::write(&generated, render(&classes))
        .unwrap_or_else(|e| fail(&format!("cannot write {}: {e}", generated.display())));
}

/// Runs javac once over all sources. Its diagnostics are forwarded to this
/// script's stderr, which cargo shows only when the build fails or with `-vv`.
fn compile(javac: &Path, java_base: &Path, classes_dir: &Path, sources: &[PathBuf]) {
    let mut patch_module = std::ffi::OsString::from("java.base=");
    patch_module.push(java_base);
    let output = Command::new(javac)
        .args([
            // Line numbers and local variables: stack traces name source lines.
            "-g",
            "-encoding",
            "UTF-8",
            // No warnings or notes in a normal build.
            "-Xlint:none",
            "-nowarn",
            "-XDsuppressNotes",
            // Silences "internal proprietary API" warnings, which -nowarn does not.
            "-XDignore.symbol.file",
            // String concatenation with StringBuilder, as the JDK compiles
            // java.base: no invokedynamic inside the runtime classes
            // (weft.rt.Support implements indy concatenation itself).
            "-XDstringConcat=inline",
        ])
        .arg("--patch-module")
        .arg(&patch_module)
        .arg("-d")
        .arg(classes_dir)
        .args(sources)
        .output()
        .unwrap_or_else(|e| fail(&format!("cannot run {}: {e}", javac.display())));
    eprint!("{}", String::from_utf8_lossy(&output.stdout));
    eprint!("{}", String::from_utf8_lossy(&output.stderr));
    if !output.status.success() {
        fail(&format!(
            "javac failed ({}) compiling the runtime classes in {}; its messages are above",
            output.status,
            java_base.parent().unwrap_or(java_base).display()
        ));
    }
}

/// `$JAVA_HOME/bin/javac` if it exists, else the first `javac` on `PATH`.
fn find_javac() -> PathBuf {
    let exe = if cfg!(windows) { "javac.exe" } else { "javac" };
    if let Some(home) = env::var_os("JAVA_HOME") {
        let candidate = PathBuf::from(home).join("bin").join(exe);
        if candidate.is_file() {
            return candidate;
        }
    }
    if let Some(path) = env::var_os("PATH") {
        for dir in env::split_paths(&path) {
            let candidate = dir.join(exe);
            if candidate.is_file() {
                return candidate;
            }
        }
    }
    fail(&format!(
        "building weft-vm requires a JDK {REQUIRED_JDK} (javac was not found): \
         set JAVA_HOME to a JDK {REQUIRED_JDK} installation or put its javac on PATH"
    ))
}

/// Fails unless `javac -version` reports feature release [`REQUIRED_JDK`].
fn check_javac_version(javac: &Path) {
    let output = Command::new(javac)
        .arg("-version")
        .output()
        .unwrap_or_else(|e| fail(&format!("cannot run {} -version: {e}", javac.display())));
    // JDK 9+ prints "javac 17.0.15" on stdout; older ones used stderr.
    let text = format!("{}{}", String::from_utf8_lossy(&output.stdout), String::from_utf8_lossy(&output.stderr));
    let version = text.lines().find_map(|line| line.trim().strip_prefix("javac ")).map(str::trim).unwrap_or("");
    let mut parts = version.split(|c: char| !c.is_ascii_digit());
    let feature = match parts.next().and_then(|p| p.parse::<u32>().ok()) {
        // "1.8.0_392" style.
        Some(1) => parts.next().and_then(|p| p.parse::<u32>().ok()),
        other => other,
    };
    if feature != Some(REQUIRED_JDK) {
        let found = if version.is_empty() { text.trim() } else { version };
        fail(&format!(
            "building weft-vm requires a JDK {REQUIRED_JDK}, but {} is version {found:?}: \
             set JAVA_HOME to a JDK {REQUIRED_JDK} installation",
            javac.display()
        ));
    }
}

/// Keeps `target.run()` in the model `Thread.java` on [`THREAD_RUN_LINE`].
fn check_thread_run_line(thread_java: &Path) {
    let text = fs::read_to_string(thread_java)
        .unwrap_or_else(|e| fail(&format!("cannot read {}: {e}", thread_java.display())));
    let line = text.lines().position(|l| l.trim() == "target.run();").map(|i| i + 1);
    if line != Some(THREAD_RUN_LINE) {
        fail(&format!(
            "{}: `target.run();` in Thread.run() must be on line {THREAD_RUN_LINE} \
             (as in JDK 17.0.15, so stack traces match the JVM's), found {}; \
             adjust the blank padding above run()",
            thread_java.display(),
            line.map_or_else(|| "none".to_string(), |l| format!("line {l}")),
        ));
    }
}

/// Appends every file under `dir` (recursively) whose extension is `ext`.
fn collect_files(dir: &Path, ext: &str, out: &mut Vec<PathBuf>) {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return,
        Err(e) => fail(&format!("cannot read {}: {e}", dir.display())),
    };
    for entry in entries {
        let path = entry.unwrap_or_else(|e| fail(&format!("cannot read {}: {e}", dir.display()))).path();
        if path.is_dir() {
            collect_files(&path, ext, out);
        } else if path.extension().is_some_and(|e| e == ext) {
            out.push(path);
        }
    }
}

/// `<classes_dir>/java/lang/Thread$State.class` -> `java/lang/Thread$State`.
fn internal_name(classes_dir: &Path, class_file: &Path) -> String {
    let relative = class_file
        .strip_prefix(classes_dir)
        .expect("class files are collected under the classes directory")
        .with_extension("");
    let parts: Vec<String> = relative.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
    parts.join("/")
}

/// The contents of `runtime_classes.rs`.
fn render(classes: &[(String, PathBuf)]) -> String {
    let mut s = String::new();
    s.push_str("// @generated by crates/weft-vm/build.rs from crates/weft-vm/runtime; do not edit.\n\n");
    s.push_str(
        "/// The compiled runtime classes (JDK model classes and weft's own), as\n\
         /// (internal name, class file bytes), sorted by name.\n",
    );
    s.push_str("pub static RUNTIME_CLASSES: &[(&str, &[u8])] = &[\n");
    for (name, path) in classes {
        let path = path.to_str().unwrap_or_else(|| fail(&format!("non-UTF-8 path {}", path.display())));
        writeln!(s, "    ({name:?}, include_bytes!({path:?})),").expect("writing to a String cannot fail");
    }
    s.push_str("];\n");
    s
}

/// Stops the build with `message`.
fn fail(message: &str) -> ! {
    eprintln!("error: {message}");
    exit(1)
}
