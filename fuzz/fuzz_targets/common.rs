//! Shared by the fuzz targets: one class path over weft's model classes and the JDK runtime
//! image (found once, lazily), a fresh `Program` per input, and the panic policy.
//!
//! Panic policy. libfuzzer-sys aborts on every panic, even one that is caught later. weft's
//! `Program::define` deliberately runs the class-file parser (the `cafebabe` crate) under
//! `catch_unwind` and turns its panics into `LoadError::Malformed`, so by default a panic raised
//! inside cafebabe's source is let through to that `catch_unwind` instead of aborting; if it
//! escapes anyway, libfuzzer-sys still aborts. Every other panic aborts and is a crash. Set
//! `WEFT_FUZZ_STRICT=1` to treat cafebabe's panics as crashes too (to find parser bugs).

#![allow(dead_code)]

use std::cell::RefCell;
use std::path::PathBuf;
use std::sync::{Once, OnceLock};

use weft_classfile::{find_java_home, runtime_image, ClassPath, ClassPathEntry};
use weft_vm::boot::model_classes;
use weft_vm::program::Program;

fn java_home() -> &'static PathBuf {
    static HOME: OnceLock<PathBuf> = OnceLock::new();
    HOME.get_or_init(|| find_java_home().expect("weft-fuzz needs a JDK 17: set JAVA_HOME or put javac on the PATH"))
}

fn new_classpath() -> ClassPath {
    ClassPath::new(vec![model_classes(), ClassPathEntry::RuntimeImage(runtime_image(java_home()))])
        .expect("opening the JDK runtime image")
}

thread_local! {
    /// The class path, reused across inputs (opening the image costs milliseconds).
    static CLASSPATH: RefCell<Option<ClassPath>> = const { RefCell::new(None) };
}

/// Installs the panic policy (once).
pub fn init() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let strict = std::env::var_os("WEFT_FUZZ_STRICT").is_some_and(|v| v != "0");
        let default_hook = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            let in_parser = info.location().is_some_and(|l| l.file().contains("/cafebabe-"));
            if in_parser && !strict {
                return; // weft catches these; see the module docs.
            }
            default_hook(info);
            std::process::abort();
        }));
        let _ = java_home();
    });
}

/// Runs `f` on a fresh program over the shared class path.
pub fn with_program<R>(f: impl FnOnce(&mut Program) -> R) -> R {
    let classpath = CLASSPATH.with(|c| c.borrow_mut().take()).unwrap_or_else(new_classpath);
    let mut program = Program::new(classpath);
    let result = f(&mut program);
    CLASSPATH.with(|c| *c.borrow_mut() = Some(program.classpath));
    result
}

/// The internal name a class file declares, if the parser can read it. Defining under that
/// name lets inputs whose name is damaged still reach linking.
pub fn declared_name(bytes: &[u8]) -> Option<String> {
    std::panic::catch_unwind(|| cafebabe::parse_class(bytes).ok().map(|c| c.this_class.to_string())).ok().flatten()
}
