//! Jar files: class lookup (with multi-release jars) and the manifest.

use std::fs::File;
use std::io::{BufReader, Read};
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use zip::ZipArchive;

use crate::error::ClassPathError;

const MANIFEST: &str = "META-INF/MANIFEST.MF";
const VERSIONS_PREFIX: &str = "META-INF/versions/";
/// Largest entry we are willing to read (class files are limited to far less in practice).
const MAX_ENTRY_SIZE: u64 = i32::MAX as u64;
/// Largest class file we are willing to read: its constant pool and methods are bounded (65,535
/// entries, 64 KiB of code per method), so anything larger is not a class file, only a way to
/// make weft inflate gigabytes before it can say so (a "zip bomb" entry).
const MAX_CLASS_SIZE: u64 = 256 << 20;

/// An open jar. The zip reader needs `&mut` to read, so it sits behind a mutex; lookups of
/// absent names only consult the central directory, which is read at open time.
pub(crate) struct Jar {
    path: PathBuf,
    archive: Mutex<ZipArchive<BufReader<File>>>,
    /// For a multi-release jar, the `META-INF/versions/N/` directories that apply to the
    /// selected release, newest first; empty otherwise.
    versions: Vec<u32>,
}

impl Jar {
    /// Opens a jar and reads its central directory (and, if any, its manifest), so a damaged
    /// file is reported here rather than at the first lookup. `release` is the Java feature
    /// release whose versioned entries a multi-release jar should serve.
    pub(crate) fn open(path: &Path, release: u32) -> Result<Jar, ClassPathError> {
        let mut archive = open_archive(path)?;
        let manifest = read_manifest(&mut archive, path)?;
        let multi_release = manifest
            .as_deref()
            .and_then(|m| main_attribute(m, "Multi-Release"))
            .is_some_and(|v| v.eq_ignore_ascii_case("true"));
        let mut versions = Vec::new();
        if multi_release {
            for name in archive.file_names_raw() {
                let Some(rest) = name.strip_prefix(VERSIONS_PREFIX.as_bytes()) else {
                    continue;
                };
                let digits = rest.iter().take_while(|b| b.is_ascii_digit()).count();
                let Ok(version) = std::str::from_utf8(&rest[..digits]).unwrap_or("").parse::<u32>() else {
                    continue;
                };
                if rest.get(digits) == Some(&b'/') && (9..=release).contains(&version) {
                    versions.push(version);
                }
            }
            versions.sort_unstable_by(|a, b| b.cmp(a));
            versions.dedup();
        }
        Ok(Jar { path: path.to_path_buf(), archive: Mutex::new(archive), versions })
    }

    /// The jar file.
    pub(crate) fn path(&self) -> &Path {
        &self.path
    }

    /// Reads `<internal_name>.class`, preferring the newest applicable versioned entry.
    pub(crate) fn find(&self, internal_name: &str) -> Result<Option<Vec<u8>>, ClassPathError> {
        let mut archive = self.archive.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let mut name = String::with_capacity(internal_name.len() + 24);
        for version in &self.versions {
            name.clear();
            name.push_str(VERSIONS_PREFIX);
            name.push_str(&version.to_string());
            name.push('/');
            name.push_str(internal_name);
            name.push_str(".class");
            if let Some(index) = archive.index_for_name(&name) {
                return read_entry(&mut archive, index, &name, &self.path, MAX_CLASS_SIZE).map(Some);
            }
        }
        name.clear();
        name.push_str(internal_name);
        name.push_str(".class");
        match archive.index_for_name(&name) {
            Some(index) => read_entry(&mut archive, index, &name, &self.path, MAX_CLASS_SIZE).map(Some),
            None => Ok(None),
        }
    }

    /// Reads the entry `name` (a resource), preferring the newest applicable versioned entry;
    /// directory entries are not resources.
    pub(crate) fn find_entry(&self, name: &str) -> Result<Option<Vec<u8>>, ClassPathError> {
        let mut archive = self.archive.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let mut candidates: Vec<String> =
            self.versions.iter().map(|version| format!("{VERSIONS_PREFIX}{version}/{name}")).collect();
        candidates.push(name.to_string());
        for candidate in candidates {
            if let Some(index) = archive.index_for_name(&candidate) {
                return read_entry(&mut archive, index, &candidate, &self.path, MAX_ENTRY_SIZE).map(Some);
            }
        }
        Ok(None)
    }
}

fn invalid_jar(path: &Path, reason: String) -> ClassPathError {
    ClassPathError::InvalidJar { path: path.to_path_buf(), reason }
}

fn open_archive(path: &Path) -> Result<ZipArchive<BufReader<File>>, ClassPathError> {
    let file = File::open(path).map_err(|e| ClassPathError::open_failed(path.to_path_buf(), e))?;
    let metadata = file.metadata().map_err(|error| ClassPathError::Io { path: path.to_path_buf(), error })?;
    if metadata.is_dir() {
        return Err(invalid_jar(path, "is a directory".into()));
    }
    ZipArchive::new(BufReader::new(file)).map_err(|e| invalid_jar(path, e.to_string()))
}

fn read_entry(
    archive: &mut ZipArchive<BufReader<File>>,
    index: usize,
    name: &str,
    path: &Path,
    most: u64,
) -> Result<Vec<u8>, ClassPathError> {
    let bad = |e: &dyn std::fmt::Display| invalid_jar(path, format!("entry {name}: {e}"));
    let mut entry = archive.by_index(index).map_err(|e| bad(&e))?;
    let size = entry.size();
    if size > most {
        return Err(bad(&format!("implausible size {size} (weft reads at most {most} bytes)")));
    }
    let mut bytes = Vec::with_capacity(size.min(64 << 20) as usize);
    // (The size the directory gives may lie: at most `most` bytes are inflated.)
    (&mut entry).take(most + 1).read_to_end(&mut bytes).map_err(|e| bad(&e))?;
    if bytes.len() as u64 > most {
        return Err(bad(&format!("implausible size: more than {most} bytes")));
    }
    Ok(bytes)
}

/// The manifest's text, if the jar has one. The name is matched exactly first, then without
/// regard to case, as the JDK does.
fn read_manifest(archive: &mut ZipArchive<BufReader<File>>, path: &Path) -> Result<Option<String>, ClassPathError> {
    let index = archive
        .index_for_name(MANIFEST)
        .or_else(|| archive.file_names_raw().position(|name| name.eq_ignore_ascii_case(MANIFEST.as_bytes())));
    let Some(index) = index else {
        return Ok(None);
    };
    let bytes = read_entry(archive, index, MANIFEST, path, MAX_ENTRY_SIZE)?;
    Ok(Some(String::from_utf8_lossy(&bytes).into_owned()))
}

/// The value of `name` in the main section of a manifest (up to the first blank line), with
/// continuation lines (starting with one space) joined and surrounding whitespace trimmed.
/// Header names compare without regard to case. Lines may end in CRLF, LF or CR.
pub(crate) fn main_attribute(manifest: &str, name: &str) -> Option<String> {
    let manifest = manifest.strip_prefix('\u{FEFF}').unwrap_or(manifest);
    let text = manifest.replace("\r\n", "\n").replace('\r', "\n");
    let mut logical: Vec<String> = Vec::new();
    for line in text.split('\n') {
        if line.is_empty() {
            break; // end of the main section
        }
        match (line.strip_prefix(' '), logical.last_mut()) {
            (Some(continuation), Some(previous)) => previous.push_str(continuation),
            _ => logical.push(line.to_string()),
        }
    }
    logical.iter().find_map(|line| {
        let (key, value) = line.split_once(':')?;
        key.trim().eq_ignore_ascii_case(name).then(|| value.trim().to_string())
    })
}

/// The `Main-Class` of a jar, as written in its manifest (dotted, e.g. `com.example.Main`).
/// `Ok(None)` when the jar has no manifest or the manifest has no `Main-Class`.
pub fn jar_main_class(jar: &Path) -> Result<Option<String>, ClassPathError> {
    let mut archive = open_archive(jar)?;
    let Some(manifest) = read_manifest(&mut archive, jar)? else {
        return Ok(None);
    };
    Ok(main_attribute(&manifest, "Main-Class").filter(|v| !v.is_empty()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manifest_main_section() {
        let m = "Manifest-Version: 1.0\r\nMain-Class: com.example.\r\n Main\r\nCreated-By: x\r\n\r\nName: a\r\nMain-Class: wrong\r\n";
        assert_eq!(main_attribute(m, "Main-Class").as_deref(), Some("com.example.Main"));
        assert_eq!(main_attribute(m, "main-class").as_deref(), Some("com.example.Main"));
        assert_eq!(main_attribute(m, "Created-By").as_deref(), Some("x"));
        assert_eq!(main_attribute(m, "Name"), None);
    }

    #[test]
    fn manifest_line_endings_and_long_names() {
        let long = "Main-Class: org.example.a.very.long.package.name.that.jar.wraps.at.seven\n ty.two.bytes.Main\n";
        assert_eq!(
            main_attribute(long, "Main-Class").as_deref(),
            Some("org.example.a.very.long.package.name.that.jar.wraps.at.seventy.two.bytes.Main")
        );
        assert_eq!(main_attribute("Main-Class: A\rX: y\r", "X").as_deref(), Some("y"));
        assert_eq!(main_attribute("\u{FEFF}Main-Class:  B  \n", "Main-Class").as_deref(), Some("B"));
        assert_eq!(main_attribute("\nMain-Class: C\n", "Main-Class"), None);
        assert_eq!(main_attribute("", "Main-Class"), None);
    }
}
