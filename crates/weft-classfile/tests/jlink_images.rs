//! Images made here with `jlink`, to cover what the installed JDKs do not use: big-endian
//! byte order and both compressors (`--compress=1` is "compact-cp", `--compress=2` is "zip").
//!
//! jlink needs a JDK with `jmods/`; without one these tests print a note and pass. The images
//! take a few seconds to link, so they are cached under Cargo's target tmp directory, keyed by
//! the JDK.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use common::{all_java_homes, class_of, is_class_file, skip};
use weft_classfile::jimage::ByteOrder;
use weft_classfile::{runtime_image, JImage};

/// A JDK that can link images: has `bin/jlink` and `jmods/java.base.jmod`.
fn linking_jdk() -> Option<PathBuf> {
    all_java_homes()
        .into_iter()
        .find(|home| home.join("bin/jlink").is_file() && home.join("jmods/java.base.jmod").is_file())
}

/// Links `java.base` and `java.logging` with `options`, or reuses an earlier result.
fn linked_image(kind: &str, options: &[&str]) -> Option<PathBuf> {
    let home = linking_jdk()?;
    let real_home = std::fs::canonicalize(&home).ok()?;
    let key: String =
        real_home.to_string_lossy().chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
    let cache = Path::new(env!("CARGO_TARGET_TMPDIR")).join("jlink-images").join(key);
    let output = cache.join(kind);
    if runtime_image(&output).is_file() {
        return Some(output);
    }
    std::fs::create_dir_all(&cache).ok()?;
    let staging = cache.join(format!("{kind}.tmp{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&staging);
    let status = Command::new(home.join("bin/jlink"))
        .args(["--add-modules", "java.base,java.logging", "--output"])
        .arg(&staging)
        .args(options)
        .status()
        .ok()?;
    assert!(status.success(), "jlink {options:?} failed");
    // Another test process may have won the race; either result will do.
    if std::fs::rename(&staging, &output).is_err() {
        let _ = std::fs::remove_dir_all(&staging);
    }
    Some(output)
}

fn zip_image() -> Option<&'static PathBuf> {
    static IMAGE: OnceLock<Option<PathBuf>> = OnceLock::new();
    IMAGE.get_or_init(|| linked_image("zip", &["--compress=2"])).as_ref()
}

fn compact_cp_big_endian_image() -> Option<&'static PathBuf> {
    static IMAGE: OnceLock<Option<PathBuf>> = OnceLock::new();
    IMAGE.get_or_init(|| linked_image("compact-cp-be", &["--compress=1", "--endian", "big"])).as_ref()
}

type Classes = (Vec<(String, Vec<u8>)>, usize);

/// Every class of the zip image, read once per test process.
fn zip_classes() -> Option<&'static Classes> {
    static CLASSES: OnceLock<Option<Classes>> = OnceLock::new();
    CLASSES.get_or_init(|| Some(all_classes(&JImage::open(runtime_image(zip_image()?)).unwrap()))).as_ref()
}

/// Every class of the compact-cp image, read once per test process.
fn compact_classes() -> Option<&'static Classes> {
    static CLASSES: OnceLock<Option<Classes>> = OnceLock::new();
    CLASSES
        .get_or_init(|| {
            let home = compact_cp_big_endian_image()?;
            Some(all_classes(&JImage::open(runtime_image(home)).unwrap()))
        })
        .as_ref()
}

/// Reads every class of the image; returns (class name, bytes) sorted by name, and how many
/// resources were compressed.
fn all_classes(image: &JImage) -> Classes {
    let mut classes = Vec::new();
    let mut compressed = 0;
    for location in image.locations() {
        let location = location.unwrap();
        compressed += usize::from(location.is_compressed());
        let name = image.location_name(&location).unwrap();
        let Some((module, class)) = class_of(&name) else {
            continue;
        };
        let (found_module, bytes) = image.find_class(class).unwrap().unwrap();
        assert_eq!(found_module, module);
        assert!(is_class_file(&bytes), "{name}");
        classes.push((class.to_string(), bytes));
    }
    classes.sort();
    (classes, compressed)
}

#[test]
fn reads_a_zip_compressed_image() {
    let Some(home) = zip_image() else {
        return skip("no JDK with jlink and jmods");
    };
    let image = JImage::open(runtime_image(home)).unwrap();
    assert_eq!(image.header().byte_order, ByteOrder::Little);
    let (classes, compressed) = zip_classes().unwrap();
    assert!(classes.len() > 5000);
    assert!(*compressed > classes.len() / 2, "only {compressed} compressed resources");
    let object = cafebabe::parse_class(&classes.iter().find(|(n, _)| n == "java/lang/Object").unwrap().1).unwrap();
    assert_eq!(&*object.this_class, "java/lang/Object");
}

#[test]
fn reads_a_compact_cp_big_endian_image() {
    let Some(home) = compact_cp_big_endian_image() else {
        return skip("no JDK with jlink and jmods");
    };
    let image = JImage::open(runtime_image(home)).unwrap();
    assert_eq!(image.header().byte_order, ByteOrder::Big);
    let (classes, compressed) = compact_classes().unwrap();
    assert!(*compressed > classes.len() / 2, "only {compressed} compressed resources");
    // Every class parses: the constant pool was rebuilt correctly.
    for (name, bytes) in classes {
        let class = cafebabe::parse_class(bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(&*class.this_class, name);
    }
}

/// Both images were linked from the same modules with the same plugins, so after
/// decompression every class must be byte-for-byte the same.
#[test]
fn compressors_and_byte_orders_agree() {
    let (Some(zip), Some(compact)) = (zip_image(), compact_cp_big_endian_image()) else {
        return skip("no JDK with jlink and jmods");
    };
    let zip = JImage::open(runtime_image(zip)).unwrap();
    let compact = JImage::open(runtime_image(compact)).unwrap();
    let (zip_classes, _) = zip_classes().unwrap();
    let (compact_classes, _) = compact_classes().unwrap();
    assert_eq!(zip_classes.len(), compact_classes.len());
    for ((name_a, a), (name_b, b)) in zip_classes.iter().zip(compact_classes) {
        assert_eq!(name_a, name_b);
        assert!(a == b, "{name_a} differs between the zip and compact-cp images");
    }
    let mut zip_packages: Vec<_> = zip.packages().collect();
    let mut compact_packages: Vec<_> = compact.packages().collect();
    zip_packages.sort();
    compact_packages.sort();
    assert_eq!(zip_packages, compact_packages);
}
