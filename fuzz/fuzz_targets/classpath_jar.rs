//! Arbitrary bytes as a jar on the class path: opening it, reading its manifest's Main-Class,
//! finding classes in it and defining what is found must report errors, never panic.

#![no_main]

use std::io::Cursor;
use std::path::PathBuf;
use std::sync::OnceLock;

use libfuzzer_sys::fuzz_target;
use weft_classfile::{jar_main_class, ClassPath, ClassPathEntry};

#[path = "common.rs"]
mod common;

/// Where the input is written: one file per fuzzing process.
fn jar_path() -> &'static PathBuf {
    static PATH: OnceLock<PathBuf> = OnceLock::new();
    PATH.get_or_init(|| std::env::temp_dir().join(format!("weft-fuzz-{}.jar", std::process::id())))
}

/// At most this many classes of one jar are looked up and defined.
const MAX_CLASSES: usize = 8;

fuzz_target!(|data: &[u8]| {
    common::init();
    let path = jar_path();
    std::fs::write(path, data).expect("writing the input jar");
    let main_class = jar_main_class(path).ok().flatten();
    let Ok(classpath) = ClassPath::new(vec![ClassPathEntry::Jar(path.clone())]) else {
        return;
    };
    // Names to look up: the Main-Class, fixed guesses, and the jar's own `.class` entries
    // (listed by the zip crate directly, only once weft has opened the jar itself).
    let mut names: Vec<String> = Vec::new();
    if let Some(m) = main_class {
        names.push(m.replace('.', "/"));
    }
    names.push("Main".into());
    if let Ok(archive) = zip::ZipArchive::new(Cursor::new(data)) {
        for entry in archive.file_names() {
            let Ok(entry) = entry else { continue };
            let entry: &str = &entry;
            let entry = entry
                .strip_prefix("META-INF/versions/")
                .map_or(entry, |rest| rest.split_once('/').map_or(rest, |(_, name)| name));
            if let Some(class) = entry.strip_suffix(".class") {
                names.push(class.to_string());
            }
        }
    }
    names.dedup();
    for name in names.iter().take(MAX_CLASSES) {
        if let Ok(Some(found)) = classpath.find(name) {
            common::with_program(|program| {
                let _ = program.define(name, &found.bytes, found.origin.clone());
            });
        }
    }
});
