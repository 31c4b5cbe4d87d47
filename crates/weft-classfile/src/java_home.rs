//! Finding the JDK whose runtime image supplies the platform classes.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};

/// The runtime image of a JDK: `java_home/lib/modules`.
pub fn runtime_image(java_home: &Path) -> PathBuf {
    java_home.join("lib").join("modules")
}

/// Finds a JDK (9 or later) to take platform classes from.
///
/// `$JAVA_HOME` wins if it is set and holds `lib/modules`. Otherwise the first `javac`, then
/// the first `java`, on `$PATH` is resolved through its symlinks (`/usr/bin/javac` →
/// `/usr/lib/jvm/java-17-openjdk-amd64/bin/javac`) and the directory above its `bin` is used
/// if it holds `lib/modules`. `None` when neither gives a usable JDK.
pub fn find_java_home() -> Option<PathBuf> {
    let java_home = std::env::var_os("JAVA_HOME");
    let path = std::env::var_os("PATH");
    find_java_home_in(java_home.as_deref(), path.as_deref())
}

pub(crate) fn find_java_home_in(java_home: Option<&OsStr>, path: Option<&OsStr>) -> Option<PathBuf> {
    if let Some(home) = java_home.filter(|h| !h.is_empty()) {
        let home = PathBuf::from(home);
        if runtime_image(&home).is_file() {
            return Some(home);
        }
    }
    let path = path?;
    for tool in ["javac", "java"] {
        for dir in std::env::split_paths(path) {
            let candidate = dir.join(executable_name(tool));
            if !is_executable(&candidate) {
                continue;
            }
            let Ok(real) = std::fs::canonicalize(&candidate) else {
                continue;
            };
            let Some(home) = real.parent().and_then(Path::parent) else {
                continue;
            };
            if runtime_image(home).is_file() {
                return Some(home.to_path_buf());
            }
        }
    }
    None
}

fn executable_name(tool: &str) -> String {
    if cfg!(windows) {
        format!("{tool}.exe")
    } else {
        tool.to_string()
    }
}

#[cfg(unix)]
fn is_executable(path: &Path) -> bool {
    use std::os::unix::fs::PermissionsExt;
    std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
}

#[cfg(not(unix))]
fn is_executable(path: &Path) -> bool {
    path.is_file()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A fake JDK: `home/bin/javac` (executable) and `home/lib/modules`.
    fn fake_jdk(root: &Path, name: &str) -> PathBuf {
        let home = root.join(name);
        std::fs::create_dir_all(home.join("bin")).unwrap();
        std::fs::create_dir_all(home.join("lib")).unwrap();
        std::fs::write(home.join("lib/modules"), b"").unwrap();
        let javac = home.join("bin").join(executable_name("javac"));
        std::fs::write(&javac, b"#!/bin/sh\n").unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&javac, std::fs::Permissions::from_mode(0o755)).unwrap();
        }
        home
    }

    #[test]
    fn java_home_variable_wins_when_usable() {
        let root = tempfile::tempdir().unwrap();
        let home = fake_jdk(root.path(), "jdk");
        assert_eq!(find_java_home_in(Some(home.as_os_str()), None), Some(home.clone()));
        // Unusable JAVA_HOME: fall back to PATH, which here has nothing.
        let empty = root.path().join("empty");
        std::fs::create_dir_all(&empty).unwrap();
        assert_eq!(find_java_home_in(Some(empty.as_os_str()), Some(empty.as_os_str())), None);
        assert_eq!(find_java_home_in(Some(OsStr::new("")), None), None);
    }

    #[cfg(unix)]
    #[test]
    fn javac_on_path_is_resolved_through_symlinks() {
        let root = tempfile::tempdir().unwrap();
        let home = fake_jdk(root.path(), "jdk");
        let bin = root.path().join("usr-bin");
        std::fs::create_dir_all(&bin).unwrap();
        std::os::unix::fs::symlink(home.join("bin/javac"), bin.join("javac")).unwrap();
        let path = std::env::join_paths([root.path().join("nothing-here"), bin]).unwrap();
        let found = find_java_home_in(None, Some(&path)).unwrap();
        assert_eq!(found, std::fs::canonicalize(&home).unwrap());
    }

    #[test]
    fn runtime_image_path() {
        assert_eq!(runtime_image(Path::new("/opt/jdk")), Path::new("/opt/jdk").join("lib").join("modules"));
    }
}
