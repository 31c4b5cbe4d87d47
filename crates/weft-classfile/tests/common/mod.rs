//! Finding JDKs for the tests that need a real one. Those tests print a note and pass when
//! there is none.

#![allow(dead_code)] // each test file uses part of this

use std::path::{Path, PathBuf};

use weft_classfile::{find_java_home, runtime_image};

/// The JDK the tests prefer: Debian's JDK 17 if present, else whatever `find_java_home` finds.
pub fn primary_java_home() -> Option<PathBuf> {
    let debian = PathBuf::from("/usr/lib/jvm/java-17-openjdk-amd64");
    if runtime_image(&debian).is_file() {
        return Some(debian);
    }
    find_java_home()
}

/// Every distinct JDK home on this machine: the primary one, and each under /usr/lib/jvm.
pub fn all_java_homes() -> Vec<PathBuf> {
    let mut homes: Vec<PathBuf> = primary_java_home().into_iter().collect();
    if let Ok(entries) = std::fs::read_dir("/usr/lib/jvm") {
        homes.extend(entries.filter_map(Result::ok).map(|e| e.path()));
    }
    let mut seen = Vec::new();
    homes.retain(|home| {
        let Ok(real) = std::fs::canonicalize(home) else {
            return false;
        };
        let fresh = runtime_image(&real).is_file() && !seen.contains(&real);
        seen.push(real);
        fresh
    });
    homes
}

pub fn skip(why: &str) {
    eprintln!("note: skipping: {why}");
}

/// The internal class name of a location name `/module/pkg/Name.class`, for real modules.
pub fn class_of(name: &str) -> Option<(&str, &str)> {
    let rest = name.strip_prefix('/')?;
    let (module, path) = rest.split_once('/')?;
    if module == "modules" || module == "packages" {
        return None;
    }
    let class = path.strip_suffix(".class")?;
    (class.contains('/') && !class.starts_with("META-INF/")).then_some((module, class))
}

pub fn is_class_file(bytes: &[u8]) -> bool {
    bytes.starts_with(&[0xCA, 0xFE, 0xBA, 0xBE])
}

pub fn exists(path: &Path) -> bool {
    path.exists()
}
