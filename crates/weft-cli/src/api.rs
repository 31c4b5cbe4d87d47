//! `weft api`: weft's Java API as class files, for compiling programs against it.
//!
//! The API is the public part of the classes embedded in `weft-vm`: `weft.Verify` and
//! `weft.Atomic`, the HJlib-compatible packages `edu.rice.hj` and `edu.rice.hj.api`, and
//! `permission.PermissionChecks`. `weft check File.java` compiles against a directory of them;
//! `weft api --jar weft-api.jar` writes them as a jar for `javac -cp` and IDEs. The jar also
//! holds the `weft.rt` classes the HJlib-compatible classes call (their bodies are weft's, so
//! running a program on a real JVM with this jar is not supported: the natives exist only in
//! weft).

use std::io::Write as _;
use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use clap::Args;

/// Arguments of `weft api`.
#[derive(Args)]
pub struct ApiArgs {
    /// Write the API classes into this jar.
    #[arg(long, value_name = "FILE")]
    pub jar: PathBuf,
}

/// Whether an embedded class (internal name) belongs on the API class path: weft's own
/// packages, the HJlib-compatible ones and the model of Java PathFinder's `Verify`, not the
/// `java.*` model classes.
fn is_api_class(name: &str) -> bool {
    ["weft/", "edu/rice/hj/", "permission/", "gov/nasa/jpf/"].iter().any(|p| name.starts_with(p))
}

/// The API classes: (internal name, class file bytes), in a fixed order.
fn api_classes() -> impl Iterator<Item = (&'static str, &'static [u8])> {
    weft_vm::boot::RUNTIME_CLASSES.iter().copied().filter(|(name, _)| is_api_class(name))
}

/// The directory `weft check File.java` compiles against: in the temporary directory, named by
/// a hash of the API's bytes, so that different weft builds never share (or overwrite) one.
pub fn class_dir() -> PathBuf {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for (name, bytes) in api_classes() {
        for b in name.as_bytes().iter().chain(bytes.iter()) {
            hash = (hash ^ *b as u64).wrapping_mul(0x0100_0000_01b3);
        }
    }
    std::env::temp_dir().join(format!("weft-api-{hash:016x}"))
}

/// Writes the API classes into `dir` as a class-path directory.
pub fn write_dir(dir: &Path) -> Result<()> {
    for (name, bytes) in api_classes() {
        let path = dir.join(format!("{name}.class"));
        std::fs::create_dir_all(path.parent().expect("a class file has a parent directory"))?;
        std::fs::write(&path, bytes).with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(())
}

/// Writes the API classes into a jar at `path` (with a manifest).
pub fn write_jar(path: &Path) -> Result<()> {
    let file = std::fs::File::create(path).with_context(|| format!("cannot create {}", path.display()))?;
    let mut jar = zip::ZipWriter::new(file);
    let options = zip::write::SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
    jar.start_file("META-INF/MANIFEST.MF", options)?;
    jar.write_all(b"Manifest-Version: 1.0\r\nCreated-By: weft\r\n\r\n")?;
    for (name, bytes) in api_classes() {
        jar.start_file(format!("{name}.class"), options)?;
        jar.write_all(bytes)?;
    }
    jar.finish().with_context(|| format!("cannot write {}", path.display()))?;
    Ok(())
}

/// `weft api --jar FILE`.
pub fn run(args: &ApiArgs) -> Result<()> {
    write_jar(&args.jar)?;
    eprintln!("weft: wrote {} API classes to {}", api_classes().count(), args.jar.display());
    Ok(())
}
