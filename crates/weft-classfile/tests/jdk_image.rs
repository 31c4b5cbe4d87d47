//! The runtime image of the JDK(s) installed on this machine.

mod common;

use std::sync::Arc;

use common::{all_java_homes, class_of, is_class_file, primary_java_home, skip};
use weft_classfile::{find_java_home, runtime_image, ClassOrigin, ClassPath, ClassPathEntry, FoundClass, JImage};

fn jdk_class_path() -> Option<ClassPath> {
    let Some(home) = primary_java_home() else {
        skip("no JDK found (set JAVA_HOME or put javac on PATH)");
        return None;
    };
    Some(ClassPath::new(vec![ClassPathEntry::RuntimeImage(runtime_image(&home))]).expect("open JDK image"))
}

fn check_class(found: Option<FoundClass>, name: &str, module: &str) {
    let found = found.unwrap_or_else(|| panic!("{name} not found"));
    assert!(is_class_file(&found.bytes), "{name} does not start with CAFEBABE");
    assert_eq!(found.origin, ClassOrigin::Jdk { module: module.to_string() });
    let class = cafebabe::parse_class(&found.bytes).unwrap_or_else(|e| panic!("{name} does not parse: {e}"));
    assert_eq!(&*class.this_class, name);
}

#[test]
fn finds_core_classes_in_their_modules() {
    let Some(class_path) = jdk_class_path() else {
        return;
    };
    for (name, module) in [
        ("java/lang/Object", "java.base"),
        ("java/lang/String", "java.base"),
        ("java/lang/Thread$State", "java.base"),
        ("java/util/HashMap", "java.base"),
        ("java/util/concurrent/ConcurrentHashMap", "java.base"),
        ("java/util/concurrent/locks/ReentrantLock", "java.base"),
        ("java/util/logging/Logger", "java.logging"),
        ("java/lang/management/ManagementFactory", "java.management"),
        ("java/lang/instrument/Instrumentation", "java.instrument"),
        ("java/sql/Connection", "java.sql"),
    ] {
        check_class(class_path.find(name).unwrap(), name, module);
    }
}

#[test]
fn absent_classes_are_none() {
    let Some(class_path) = jdk_class_path() else {
        return;
    };
    for name in [
        "java/lang/NoSuchClass",
        "java/lang/object",
        "java/util/logging/Object",
        "com/example/Main",
        "Main",
        "java/lang",
        "java/lang/",
        "java/lang/String/",
        "java/lang/String.class",
        "[Ljava/lang/String;",
        "module-info",
        "java/lang/instrument/Object",
    ] {
        assert!(class_path.find(name).unwrap().is_none(), "{name} should be absent");
    }
}

#[test]
fn a_java_home_directory_is_accepted_as_the_image() {
    let Some(home) = primary_java_home() else {
        return skip("no JDK found");
    };
    let class_path = ClassPath::new(vec![ClassPathEntry::RuntimeImage(home)]).unwrap();
    assert!(class_path.find("java/lang/Object").unwrap().is_some());
    let image = class_path.runtime_image().unwrap();
    assert!(image.modules().any(|m| m == "java.base"));
}

#[test]
fn find_java_home_gives_a_usable_jdk() {
    match find_java_home() {
        Some(home) => {
            let image = JImage::open(runtime_image(&home)).unwrap();
            assert!(image.find_class("java/lang/Object").unwrap().is_some());
        }
        None => skip("find_java_home found no JDK"),
    }
}

/// Every class of every JDK on the machine is found by name, in the module that holds it, and
/// reads as a class file. Walks the whole image, so a format corner anywhere shows up.
#[test]
fn every_class_of_every_jdk_is_found() {
    let homes = all_java_homes();
    if homes.is_empty() {
        return skip("no JDK found");
    }
    for home in homes {
        let image = JImage::open(runtime_image(&home)).unwrap();
        let mut classes = 0;
        for location in image.locations() {
            let location = location.unwrap();
            let name = image.location_name(&location).unwrap();
            let Some((module, class)) = class_of(&name) else {
                continue;
            };
            let (found_module, bytes) =
                image.find_class(class).unwrap().unwrap_or_else(|| panic!("{}: {class} not found", home.display()));
            assert_eq!(found_module, module, "{class}");
            assert!(is_class_file(&bytes), "{name}");
            assert_eq!(bytes.len() as u64, location.uncompressed_size());
            classes += 1;
        }
        eprintln!("{}: {classes} classes", home.display());
        assert!(classes > 10_000, "{}: only {classes} classes", home.display());
    }
}

/// The package → module map agrees with the image's own `/packages/<pkg>` entries: the
/// first module listed as non-empty owns the package.
#[test]
fn package_map_agrees_with_the_packages_entries() {
    let Some(home) = primary_java_home() else {
        return skip("no JDK found");
    };
    let image = JImage::open(runtime_image(&home)).unwrap();
    let mut packages = 0;
    for (package, module) in image.packages() {
        let entry = image.package_entry(package).unwrap().unwrap_or_else(|| panic!("no /packages entry for {package}"));
        let owner = entry.iter().find(|(_, empty)| !empty).map(|(m, _)| m.as_str());
        assert_eq!(owner, Some(module), "{package}: {entry:?}");
        packages += 1;
    }
    assert!(packages > 500);
    assert_eq!(image.module_of_package("java.lang"), Some("java.base"));
    let java_lang = image.package_entry("java/lang").unwrap().unwrap();
    assert_eq!(java_lang[0], ("java.base".to_string(), false));
    assert!(image.package_entry("no.such.pkg").unwrap().is_none());
}

#[test]
fn concurrent_lookups_agree() {
    let Some(class_path) = jdk_class_path() else {
        return;
    };
    let class_path = Arc::new(class_path);
    let names = ["java/lang/Object", "java/util/HashMap", "java/util/logging/Level", "java/lang/Nope"];
    let expected: Vec<_> = names.iter().map(|n| class_path.find(n).unwrap()).collect();
    let threads: Vec<_> = (0..4)
        .map(|t| {
            let class_path = Arc::clone(&class_path);
            let expected = expected.clone();
            std::thread::spawn(move || {
                for i in 0..2000 {
                    let k = (i + t) % names.len();
                    assert_eq!(class_path.find(names[k]).unwrap(), expected[k]);
                }
            })
        })
        .collect();
    for thread in threads {
        thread.join().unwrap();
    }
}
