use std::io::Write;

use zip::write::SimpleFileOptions;

use super::*;

/// Writes a jar with the given entries (name, content) into `dir`.
fn make_jar(dir: &Path, file_name: &str, entries: &[(&str, &[u8])]) -> PathBuf {
    let path = dir.join(file_name);
    let file = std::fs::File::create(&path).unwrap();
    let mut writer = zip::ZipWriter::new(file);
    let options = SimpleFileOptions::default().compression_method(zip::CompressionMethod::Deflated);
    for (name, content) in entries {
        writer.start_file(*name, options).unwrap();
        writer.write_all(content).unwrap();
    }
    writer.finish().unwrap();
    path
}

fn write_class(dir: &Path, internal_name: &str, content: &[u8]) {
    let path = dir.join(format!("{internal_name}.class"));
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, content).unwrap();
}

#[test]
fn class_path_is_send_and_sync() {
    fn check<T: Send + Sync>() {}
    check::<ClassPath>();
    check::<JImage>();
    check::<ClassPathError>();
}

#[test]
fn finds_in_directories_in_order() {
    let first = tempfile::tempdir().unwrap();
    let second = tempfile::tempdir().unwrap();
    write_class(first.path(), "p/A", b"first A");
    write_class(second.path(), "p/A", b"second A");
    write_class(second.path(), "p/q/B$Inner", b"second B");
    write_class(second.path(), "Top", b"top");
    let class_path =
        ClassPath::new(vec![ClassPathEntry::Dir(first.path().into()), ClassPathEntry::Dir(second.path().into())])
            .unwrap();
    let found = class_path.find("p/A").unwrap().unwrap();
    assert_eq!(&found.bytes[..], b"first A");
    assert_eq!(found.origin, ClassOrigin::Application);
    assert_eq!(&class_path.find("p/q/B$Inner").unwrap().unwrap().bytes[..], b"second B");
    assert_eq!(&class_path.find("Top").unwrap().unwrap().bytes[..], b"top");
    assert_eq!(class_path.find("p/Missing").unwrap(), None);
    assert_eq!(class_path.find("p").unwrap(), None); // a directory, not a class
    assert_eq!(class_path.find("Top/X").unwrap(), None); // through a file
}

#[test]
fn implausible_names_are_never_found() {
    let dir = tempfile::tempdir().unwrap();
    write_class(dir.path(), "p/A", b"A");
    std::fs::write(dir.path().join("secret.class"), b"outside").unwrap();
    let inner = dir.path().join("inner");
    std::fs::create_dir(&inner).unwrap();
    let class_path = ClassPath::new(vec![ClassPathEntry::Dir(inner)]).unwrap();
    for name in [
        "",
        "/",
        "../secret",
        "p/../../secret",
        "./p/A",
        "p//A",
        "/p/A",
        "p/A/",
        "[Ljava/lang/Object;",
        "Lp/A;",
        "p\\A",
        "p/A\0",
        "p.A",
    ] {
        assert_eq!(class_path.find(name).unwrap(), None, "{name:?}");
    }
}

#[test]
fn missing_and_wrong_kind_entries_are_errors() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("nope");
    let err = ClassPath::new(vec![ClassPathEntry::Dir(missing.clone())]).unwrap_err();
    assert!(matches!(&err, ClassPathError::NotFound { path } if *path == missing));
    assert!(err.to_string().contains("nope"), "{err}");

    let file = dir.path().join("file.txt");
    std::fs::write(&file, b"x").unwrap();
    let err = ClassPath::new(vec![ClassPathEntry::Dir(file.clone())]).unwrap_err();
    assert!(matches!(err, ClassPathError::NotADirectory { .. }));

    let err = ClassPath::new(vec![ClassPathEntry::Jar(dir.path().join("x.jar"))]).unwrap_err();
    assert!(matches!(err, ClassPathError::NotFound { .. }));
    let err = ClassPath::new(vec![ClassPathEntry::Jar(dir.path().into())]).unwrap_err();
    assert!(matches!(err, ClassPathError::InvalidJar { .. }), "{err:?}");
    let err = ClassPath::new(vec![ClassPathEntry::RuntimeImage(dir.path().join("modules"))]).unwrap_err();
    assert!(matches!(err, ClassPathError::NotFound { .. }));
}

#[test]
fn finds_in_jars() {
    let dir = tempfile::tempdir().unwrap();
    let jar = make_jar(
        dir.path(),
        "app.jar",
        &[
            ("META-INF/MANIFEST.MF", b"Manifest-Version: 1.0\r\nMain-Class: app.Main\r\n\r\n"),
            ("app/", b""),
            ("app/Main.class", b"\xCA\xFE\xBA\xBEmain"),
            ("app/Main$1.class", b"\xCA\xFE\xBA\xBEanon"),
        ],
    );
    let class_path = ClassPath::new(vec![ClassPathEntry::Jar(jar.clone())]).unwrap();
    let found = class_path.find("app/Main").unwrap().unwrap();
    assert_eq!(&found.bytes[..], b"\xCA\xFE\xBA\xBEmain");
    assert_eq!(found.origin, ClassOrigin::Application);
    assert!(class_path.find("app/Main$1").unwrap().is_some());
    assert_eq!(class_path.find("app/Other").unwrap(), None);
    assert_eq!(class_path.find("app").unwrap(), None);
    assert_eq!(jar_main_class(&jar).unwrap().as_deref(), Some("app.Main"));
}

#[test]
fn multi_release_jars_serve_the_selected_release() {
    let dir = tempfile::tempdir().unwrap();
    let jar = make_jar(
        dir.path(),
        "mr.jar",
        &[
            ("META-INF/MANIFEST.MF", b"Manifest-Version: 1.0\nMulti-Release: true\n"),
            ("p/A.class", b"base"),
            ("META-INF/versions/9/p/A.class", b"nine"),
            ("META-INF/versions/11/p/A.class", b"eleven"),
            ("META-INF/versions/21/p/A.class", b"twenty-one"),
            ("META-INF/versions/9/module-info.class", b"module"),
            ("p/B.class", b"base B"),
        ],
    );
    let find = |release: u32, name: &str| {
        let class_path = ClassPath::with_release(vec![ClassPathEntry::Jar(jar.clone())], release).unwrap();
        class_path.find(name).unwrap().map(|f| f.bytes.into_owned())
    };
    assert_eq!(find(17, "p/A").as_deref(), Some(&b"eleven"[..]));
    assert_eq!(find(21, "p/A").as_deref(), Some(&b"twenty-one"[..]));
    assert_eq!(find(10, "p/A").as_deref(), Some(&b"nine"[..]));
    assert_eq!(find(8, "p/A").as_deref(), Some(&b"base"[..]));
    assert_eq!(find(17, "p/B").as_deref(), Some(&b"base B"[..]));

    // Without the manifest attribute, versioned entries are ignored.
    let plain =
        make_jar(dir.path(), "plain.jar", &[("p/A.class", b"base"), ("META-INF/versions/11/p/A.class", b"eleven")]);
    let class_path = ClassPath::new(vec![ClassPathEntry::Jar(plain.clone())]).unwrap();
    assert_eq!(&class_path.find("p/A").unwrap().unwrap().bytes[..], b"base");
    assert_eq!(jar_main_class(&plain).unwrap(), None);
}

#[test]
fn corrupted_jars_are_errors_naming_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let good = make_jar(dir.path(), "good.jar", &[("p/A.class", &[0xCA; 4000][..]), ("p/B.class", b"bbbb")]);
    let bytes = std::fs::read(&good).unwrap();

    // Not a zip at all.
    let garbage = dir.path().join("garbage.jar");
    std::fs::write(&garbage, b"this is not a zip file, just some text").unwrap();
    let err = ClassPath::new(vec![ClassPathEntry::Jar(garbage.clone())]).unwrap_err();
    assert!(matches!(&err, ClassPathError::InvalidJar { path, .. } if *path == garbage));
    let message = err.to_string();
    assert!(message.contains("garbage.jar") && message.contains("not a valid jar"), "{message}");
    assert!(jar_main_class(&garbage).is_err());

    // Empty file.
    let empty = dir.path().join("empty.jar");
    std::fs::write(&empty, b"").unwrap();
    assert!(matches!(ClassPath::new(vec![ClassPathEntry::Jar(empty)]), Err(ClassPathError::InvalidJar { .. })));

    // Truncated: the central directory is gone.
    let truncated = dir.path().join("truncated.jar");
    std::fs::write(&truncated, &bytes[..bytes.len() / 2]).unwrap();
    assert!(matches!(ClassPath::new(vec![ClassPathEntry::Jar(truncated)]), Err(ClassPathError::InvalidJar { .. })));

    // Damaged entry data: opening works (the directory is intact), reading the entry fails.
    let damaged = dir.path().join("damaged.jar");
    let mut damaged_bytes = bytes.clone();
    // The first local header is 30 bytes + the name "p/A.class"; damage the deflated data.
    for b in &mut damaged_bytes[45..60] {
        *b ^= 0x5A;
    }
    std::fs::write(&damaged, &damaged_bytes).unwrap();
    let class_path = ClassPath::new(vec![ClassPathEntry::Jar(damaged.clone())]).unwrap();
    match class_path.find("p/A") {
        Err(ClassPathError::InvalidJar { path, reason }) => {
            assert_eq!(path, damaged);
            assert!(reason.contains("p/A.class"), "{reason}");
        }
        other => panic!("expected InvalidJar, got {other:?}"),
    }
    // The undamaged entry still reads.
    assert_eq!(&class_path.find("p/B").unwrap().unwrap().bytes[..], b"bbbb");
}

#[test]
fn random_jar_corruption_never_panics() {
    let dir = tempfile::tempdir().unwrap();
    let good = make_jar(
        dir.path(),
        "good.jar",
        &[
            ("META-INF/MANIFEST.MF", b"Main-Class: a.B\nMulti-Release: true\n"),
            ("p/A.class", &[7u8; 600][..]),
            ("META-INF/versions/11/p/A.class", b"eleven"),
        ],
    );
    let bytes = std::fs::read(&good).unwrap();
    let target = dir.path().join("fuzz.jar");
    let mut state = 0x2545_F491_4F6C_DD1Du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for _ in 0..500 {
        let mut mutated = bytes.clone();
        for _ in 0..1 + next() % 3 {
            let at = (next() % mutated.len() as u64) as usize;
            mutated[at] = next() as u8;
        }
        std::fs::write(&target, &mutated).unwrap();
        let _ = jar_main_class(&target);
        if let Ok(class_path) = ClassPath::new(vec![ClassPathEntry::Jar(target.clone())]) {
            let _ = class_path.find("p/A");
            let _ = class_path.find("p/Missing");
        }
    }
}

static MODEL_THREAD: &[u8] = b"\xCA\xFE\xBA\xBEmodel thread";

#[test]
fn memory_entries_are_models_and_borrowed() {
    let dir = tempfile::tempdir().unwrap();
    write_class(dir.path(), "java/lang/Thread", b"from dir");
    let class_path = ClassPath::new(vec![
        ClassPathEntry::Memory(vec![
            ("java/lang/Thread".to_string(), MODEL_THREAD),
            ("java/lang/Thread".to_string(), b"duplicate"),
        ]),
        ClassPathEntry::Dir(dir.path().into()),
    ])
    .unwrap();
    let found = class_path.find("java/lang/Thread").unwrap().unwrap();
    assert_eq!(found.origin, ClassOrigin::Model);
    assert!(matches!(found.bytes, Cow::Borrowed(b) if std::ptr::eq(b, MODEL_THREAD)));
    assert_eq!(class_path.find("java/lang/Nope").unwrap(), None);
    assert_eq!(format!("{class_path:?}").matches("Memory(1 classes)").count(), 1);
}

#[test]
fn origin_module() {
    assert_eq!(ClassOrigin::Jdk { module: "java.base".into() }.module(), Some("java.base"));
    assert_eq!(ClassOrigin::Application.module(), None);
    assert_eq!(ClassOrigin::Model.module(), None);
}

#[cfg(unix)]
#[test]
fn parses_class_path_strings() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().display().to_string();
    std::fs::write(dir.path().join("b.jar"), b"").unwrap();
    std::fs::write(dir.path().join("a.JAR"), b"").unwrap();
    std::fs::write(dir.path().join("notes.txt"), b"").unwrap();
    std::fs::write(dir.path().join("lib-without-extension"), b"").unwrap();
    std::fs::create_dir(dir.path().join("classes")).unwrap();

    let spec = format!("{d}/classes:lib/x.jar:lib/Y.ZIP::{d}/*:{d}/lib-without-extension:out");
    assert_eq!(
        parse_class_path(&spec),
        vec![
            ClassPathEntry::Dir(dir.path().join("classes")),
            ClassPathEntry::Jar("lib/x.jar".into()),
            ClassPathEntry::Jar("lib/Y.ZIP".into()),
            ClassPathEntry::Dir(".".into()),
            ClassPathEntry::Jar(dir.path().join("a.JAR")),
            ClassPathEntry::Jar(dir.path().join("b.jar")),
            ClassPathEntry::Jar(dir.path().join("lib-without-extension")),
            ClassPathEntry::Dir("out".into()),
        ]
    );
    assert_eq!(parse_class_path("classes"), vec![ClassPathEntry::Dir("classes".into())]);
    assert_eq!(parse_class_path(""), vec![ClassPathEntry::Dir(".".into())]);
    assert_eq!(parse_class_path(&format!("{d}/missing/*")), vec![]);
}

#[test]
fn jar_main_class_errors_and_absence() {
    let dir = tempfile::tempdir().unwrap();
    assert!(matches!(jar_main_class(&dir.path().join("missing.jar")), Err(ClassPathError::NotFound { .. })));
    let no_manifest = make_jar(dir.path(), "n.jar", &[("A.class", b"a")]);
    assert_eq!(jar_main_class(&no_manifest).unwrap(), None);
    let lower_case = make_jar(dir.path(), "l.jar", &[("meta-inf/manifest.mf", b"Main-Class: x.Y\r\n")]);
    assert_eq!(jar_main_class(&lower_case).unwrap().as_deref(), Some("x.Y"));
    let empty_value = make_jar(dir.path(), "e.jar", &[("META-INF/MANIFEST.MF", b"Main-Class:\r\n")]);
    assert_eq!(jar_main_class(&empty_value).unwrap(), None);
}

#[test]
fn finds_resources_in_directories_and_jars() {
    let dir = tempfile::tempdir().unwrap();
    let classes = dir.path().join("classes");
    std::fs::create_dir_all(classes.join("conf")).unwrap();
    std::fs::write(classes.join("conf/app.properties"), b"from dir").unwrap();
    std::fs::write(dir.path().join("outside.txt"), b"outside").unwrap();
    let jar = make_jar(
        dir.path(),
        "lib.jar",
        &[("conf/", b""), ("conf/app.properties", b"from jar"), ("data/words.txt", b"alpha beta")],
    );
    let class_path =
        ClassPath::new(vec![ClassPathEntry::Dir(classes.clone()), ClassPathEntry::Jar(jar.clone())]).unwrap();
    // The first entry that has the resource wins, as for classes.
    let found = class_path.find_resource("conf/app.properties").unwrap().unwrap();
    assert_eq!(found.bytes, b"from dir");
    let canonical = std::fs::canonicalize(classes.join("conf/app.properties")).unwrap();
    assert_eq!(found.url, format!("file:{}", canonical.display()));
    let words = class_path.find_resource("data/words.txt").unwrap().unwrap();
    assert_eq!(words.bytes, b"alpha beta");
    let jar_path = std::fs::canonicalize(&jar).unwrap();
    assert_eq!(words.url, format!("jar:file:{}!/data/words.txt", jar_path.display()));
    // Missing names, directories and names that would leave the entry are not resources.
    for name in ["missing.txt", "conf", "conf/", "../outside.txt", "conf/../../outside.txt", "/conf/app.properties", ""]
    {
        assert!(class_path.find_resource(name).unwrap().is_none(), "{name:?} was found");
    }
}
