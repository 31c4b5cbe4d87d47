//! Compiling a `.java` target (`weft check File.java`) into weft's compile cache.
//!
//! The program may be more than the one file: javac gets the directory the file's package starts
//! in as its source path, so classes of sibling files (`Helper.java` beside `Main.java`, or
//! `util/Helper.java` for `import util.Helper`) are compiled with it, and the class path the user
//! gave (`-cp`), so compiled libraries resolve. The cache directory is keyed by everything that
//! decides the result — the file's path and contents, the source files javac may read (path,
//! size and modification time), the class path and weft's API — so an edit to any of them
//! compiles again instead of checking stale classes.

use std::hash::Hasher;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};

use crate::api;

/// At most this many directory entries are looked at under the source root for the cache key;
/// beyond it (a file in a home directory, say) every run compiles afresh rather than risk reusing
/// classes compiled from sources since changed.
const MAX_ENTRIES: usize = 20_000;

/// Compiles `source` with the JDK's javac (`-g`, for line numbers and names) against weft's API
/// and `class_path`, with the file's source root as javac's source path, into a cache
/// directory (see the module); returns the directory.
pub(crate) fn compile_source(source: &Path, java_home: &Path, class_path: &[String]) -> Result<PathBuf> {
    let text = std::fs::read(source).with_context(|| format!("cannot read {}", source.display()))?;
    let weft_api = api::class_dir();
    let absolute = std::fs::canonicalize(source).unwrap_or_else(|_| source.to_path_buf());
    let root = source_root(&absolute, &String::from_utf8_lossy(&text));
    let mut hash = Fnv::default();
    hash.write(format!("{}\n{}\n{}\n", absolute.display(), weft_api.display(), class_path.join(":")).as_bytes());
    hash.write(&text);
    if !hash_sources(&root, &mut hash) {
        // Too many files to fingerprint: a key of its own, so this compilation is never reused.
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
        hash.write(format!("{}:{}", std::process::id(), now.as_nanos()).as_bytes());
    }
    let hash = hash.finish();
    let out = std::env::temp_dir().join(format!("weft-javac-{hash:016x}"));
    if out.join(".complete").exists() {
        return Ok(out);
    }
    // Compile into a private directory and rename it into place, so that concurrent runs of the
    // same file never read each other's half-written class files.
    let staging = std::env::temp_dir().join(format!("weft-javac-{hash:016x}.{}", std::process::id()));
    std::fs::create_dir_all(&staging).with_context(|| format!("cannot create {}", staging.display()))?;
    let mut command = crate::javac_command(java_home);
    command.arg("-g").arg("-d").arg(&staging);
    // Programs may use weft's API (weft.Verify, the HJlib-compatible packages); compile against it.
    let mut javac_class_path: Vec<String> = Vec::new();
    if api::write_dir(&weft_api).is_ok() {
        javac_class_path.push(weft_api.display().to_string());
    }
    javac_class_path.extend(class_path.iter().cloned());
    if !javac_class_path.is_empty() {
        command.arg("-cp").arg(javac_class_path.join(":"));
    }
    // Classes of other source files under the root are compiled too (into the same directory).
    command.arg("-sourcepath").arg(&root).arg("-implicit:class");
    let status = command.arg(source).status().context("cannot run javac")?;
    if !status.success() {
        let _ = std::fs::remove_dir_all(&staging);
        bail!("javac failed to compile {}", source.display());
    }
    std::fs::write(staging.join(".complete"), b"")?;
    if std::fs::rename(&staging, &out).is_err() {
        // Another run finished first; its classes are the same.
        let _ = std::fs::remove_dir_all(&staging);
        if !out.join(".complete").exists() {
            bail!("cannot move compiled classes into {}", out.display());
        }
    }
    Ok(out)
}

/// The directory the package of the source file at `source` starts in (see [`source_root`]).
pub(crate) fn source_root_of(source: &Path) -> PathBuf {
    let text = std::fs::read_to_string(source).unwrap_or_default();
    source_root(source, &text)
}

/// The directory a source file's package starts in: its own directory, up one level for each
/// part of its `package` declaration.
fn source_root(source: &Path, text: &str) -> PathBuf {
    let dir = source.parent().map(Path::to_path_buf).unwrap_or_else(|| PathBuf::from("."));
    let Some(package) = package_of(text) else { return dir };
    let mut root = dir.as_path();
    for _ in package.split('.') {
        match root.parent() {
            Some(p) => root = p,
            None => return dir,
        }
    }
    root.to_path_buf()
}

/// The package a source file declares: the first `package a.b;` outside comments.
fn package_of(text: &str) -> Option<String> {
    let mut in_block = false;
    for line in text.lines() {
        let mut line = line.trim();
        if in_block {
            let Some((_, rest)) = line.split_once("*/") else { continue };
            in_block = false;
            line = rest.trim();
        }
        if line.starts_with("/*") {
            match line.split_once("*/") {
                Some((_, rest)) => line = rest.trim(),
                None => {
                    in_block = true;
                    continue;
                }
            }
        }
        if line.is_empty() || line.starts_with("//") || line.starts_with('@') {
            continue;
        }
        let name = line.strip_prefix("package")?.trim_start().split(';').next()?.trim();
        return (!name.is_empty()).then(|| name.replace(char::is_whitespace, ""));
    }
    None
}

/// Adds the path, size and modification time of every `.java` file under `root` (hidden
/// directories left out) to `hash`, in a fixed order; `false` when there were more than
/// [`MAX_ENTRIES`] entries to look at.
fn hash_sources(root: &Path, hash: &mut Fnv) -> bool {
    let mut pending = vec![root.to_path_buf()];
    let mut seen = 0usize;
    while let Some(dir) = pending.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else { continue };
        let mut entries: Vec<_> = entries.flatten().collect();
        entries.sort_by_key(|e| e.file_name());
        for entry in entries {
            seen += 1;
            if seen > MAX_ENTRIES {
                return false;
            }
            let name = entry.file_name();
            let Ok(kind) = entry.file_type() else { continue };
            if kind.is_dir() && !name.to_string_lossy().starts_with('.') {
                pending.push(entry.path());
            } else if kind.is_file() && name.to_string_lossy().ends_with(".java") {
                let Ok(meta) = entry.metadata() else { continue };
                let modified = meta.modified().ok().and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok());
                let line =
                    format!("{}\t{}\t{}\n", entry.path().display(), meta.len(), modified.map_or(0, |d| d.as_nanos()));
                hash.write(line.as_bytes());
            }
        }
    }
    true
}

/// The 64-bit FNV-1a hash: stable across runs and builds, unlike the standard library's.
struct Fnv(u64);

impl Default for Fnv {
    fn default() -> Self {
        Fnv(0xcbf2_9ce4_8422_2325)
    }
}

impl Hasher for Fnv {
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0 ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn package_declarations() {
        assert_eq!(package_of("package a.b;\nclass X {}"), Some("a.b".to_string()));
        assert_eq!(package_of("// c\n/* multi\n line */\n@Deprecated\npackage  p ;"), Some("p".to_string()));
        assert_eq!(package_of("/** doc */ package q.r;"), Some("q.r".to_string()));
        assert_eq!(package_of("import java.util.List;\nclass X {}"), None);
        assert_eq!(package_of("public class Hello {}"), None);
    }

    #[test]
    fn the_root_is_above_the_package() {
        let root = source_root(Path::new("/w/src/a/b/X.java"), "package a.b;");
        assert_eq!(root, PathBuf::from("/w/src"));
        assert_eq!(source_root(Path::new("/w/X.java"), "class X {}"), PathBuf::from("/w"));
    }
}
