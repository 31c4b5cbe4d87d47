use std::io::Write;

use super::writer::{build, build_with, Resource, Stored};
use super::*;

const OBJECT: &[u8] = b"\xCA\xFE\xBA\xBEobject";
const HASHMAP: &[u8] = b"\xCA\xFE\xBA\xBEhashmap";
const LOGGER: &[u8] = b"\xCA\xFE\xBA\xBElogger";

fn sample() -> Vec<Resource> {
    vec![
        Resource::plain("/java.base/java/lang/Object.class", OBJECT),
        Resource::plain("/java.base/java/util/HashMap.class", HASHMAP),
        Resource::plain("/java.base/java/util/Map$Entry.class", b"\xCA\xFE\xBA\xBEentry"),
        Resource::plain("/java.logging/java/util/logging/Logger.class", LOGGER),
        Resource::plain("/java.base/module-info.class", b"\xCA\xFE\xBA\xBEmodinfo"),
        Resource::plain("/java.base/java/lang/uniName.dat", b"data"),
        Resource::plain("/java.base/META-INF/services/x.y.Z", b"service"),
        Resource::plain("/packages/java.lang/java.base", b"\0\0\0\0\0\0\0\0"),
        Resource::plain("/modules/java.base/java/lang", b""),
    ]
}

fn write_temp(bytes: &[u8]) -> tempfile::NamedTempFile {
    let mut file = tempfile::NamedTempFile::new().expect("temp file");
    file.write_all(bytes).expect("write temp file");
    file.flush().expect("flush temp file");
    file
}

fn open(bytes: &[u8]) -> (tempfile::NamedTempFile, Result<JImage, ClassPathError>) {
    let file = write_temp(bytes);
    let image = JImage::open(file.path());
    (file, image)
}

fn reason(error: ClassPathError) -> String {
    match error {
        ClassPathError::InvalidImage { reason, .. } => reason,
        other => panic!("expected InvalidImage, got {other:?}"),
    }
}

#[test]
fn hash_matches_the_jdk() {
    // FNV-1 over the bytes, seeded with the prime, sign bit cleared.
    assert_eq!(hash(b"", HASH_MULTIPLIER), HASH_MULTIPLIER & 0x7FFF_FFFF);
    let expected = (HASH_MULTIPLIER.wrapping_mul(HASH_MULTIPLIER) ^ u32::from(b'a')) & 0x7FFF_FFFF;
    assert_eq!(hash(b"a", HASH_MULTIPLIER), expected);
    assert_eq!(hash_name("a"), expected);
}

#[test]
fn finds_and_reads_in_both_byte_orders() {
    for order in [ByteOrder::Little, ByteOrder::Big] {
        let (_file, image) = open(&build(&sample(), order));
        let image = image.expect("valid image");
        assert_eq!(image.header().byte_order, order);
        assert_eq!(image.header().resource_count, 9);
        for resource in sample() {
            let location =
                image.find(&resource.name).expect("lookup").unwrap_or_else(|| panic!("{} not found", resource.name));
            assert_eq!(image.location_name(&location).unwrap(), resource.name);
            assert_eq!(image.read(&location).unwrap(), resource.content);
        }
        let (module, bytes) = image.find_class("java/util/HashMap").unwrap().unwrap();
        assert_eq!((module, &bytes[..]), ("java.base", HASHMAP));
        let (module, bytes) = image.find_class("java/util/logging/Logger").unwrap().unwrap();
        assert_eq!((module, &bytes[..]), ("java.logging", LOGGER));
        assert!(image.find_class("java/util/Map$Entry").unwrap().is_some());
        assert_eq!(image.modules().collect::<Vec<_>>(), ["java.base", "java.logging"]);
        assert_eq!(image.module_of_package("java/lang"), Some("java.base"));
        assert_eq!(image.module_of_package("java.util.logging"), Some("java.logging"));
        // Packages without classes, and the directory entries, are not packages.
        assert_eq!(image.module_of_package("META-INF/services"), None);
        assert_eq!(image.module_of_package("java/lang/Object"), None);
        assert_eq!(image.packages().count(), 3);
    }
}

#[test]
fn missing_names_are_none() {
    let (_file, image) = open(&build(&sample(), ByteOrder::Little));
    let image = image.unwrap();
    for name in [
        "/java.base/java/lang/Nope.class",
        "/java.base/java/lang/Object",
        "/java.base/java/lang/Object.clas",
        "/java.logging/java/lang/Object.class",
        "java.base/java/lang/Object.class",
        "",
        "/",
    ] {
        assert_eq!(image.find(name).unwrap(), None, "{name}");
    }
    for class in [
        "java/lang/Nope",
        "Object",
        "java/lang/Object/",
        "java/nope/Object",
        "module-info",
        "[Ljava/lang/Object;",
        "java/util/logging/Object",
    ] {
        assert!(image.find_class(class).unwrap().is_none(), "{class}");
    }
}

#[test]
fn misses_never_match_a_colliding_entry() {
    // Many names, so that probes for absent names land on occupied slots.
    let resources: Vec<Resource> =
        (0..500).map(|i| Resource::plain(&format!("/m/p/C{i}.class"), format!("{i}").as_bytes())).collect();
    let (_file, image) = open(&build(&resources, ByteOrder::Little));
    let image = image.unwrap();
    for i in 0..500 {
        let (module, bytes) = image.find_class(&format!("p/C{i}")).unwrap().unwrap();
        assert_eq!(module, "m");
        assert_eq!(bytes, format!("{i}").as_bytes());
    }
    for i in 500..2000 {
        assert!(image.find_class(&format!("p/C{i}")).unwrap().is_none());
    }
}

#[test]
fn empty_image_finds_nothing() {
    let (_file, image) = open(&build(&[], ByteOrder::Little));
    let image = image.unwrap();
    assert_eq!(image.find("/java.base/java/lang/Object.class").unwrap(), None);
    assert!(image.find_class("java/lang/Object").unwrap().is_none());
}

#[test]
fn truncated_and_corrupted_headers_are_errors() {
    let good = build(&sample(), ByteOrder::Little);

    let (_f, result) = open(&[]);
    assert!(reason(result.unwrap_err()).contains("shorter than the 28-byte header"));
    let (_f, result) = open(&good[..10]);
    assert!(reason(result.unwrap_err()).contains("shorter than the 28-byte header"));

    let mut bad_magic = good.clone();
    bad_magic[0] = 0x00;
    let (_f, result) = open(&bad_magic);
    let message = result.unwrap_err().to_string();
    assert!(message.contains("bad magic number"), "{message}");
    assert!(message.contains("not a valid JDK runtime image"), "{message}");

    let (_f, result) = open(b"PK\x03\x04 this is a zip file, not an image");
    assert!(reason(result.unwrap_err()).contains("bad magic"));

    let mut bad_version = good.clone();
    bad_version[6] = 2; // major version lives in the high half of word 1
    let (_f, result) = open(&bad_version);
    assert!(reason(result.unwrap_err()).contains("unsupported jimage format version 2.0"));

    let mut negative = good.clone();
    negative[16..20].copy_from_slice(&(-5i32).to_le_bytes()); // table length
    let (_f, result) = open(&negative);
    assert!(reason(result.unwrap_err()).contains("negative"));

    let index_size = ImageHeader::parse(&good).unwrap().index_size() as usize;
    let (_f, result) = open(&good[..index_size - 1]);
    assert!(reason(result.unwrap_err()).contains("truncated"));

    let mut huge_strings = good.clone();
    huge_strings[24..28].copy_from_slice(&0x7000_0000u32.to_le_bytes());
    let (_f, result) = open(&huge_strings);
    assert!(reason(result.unwrap_err()).contains("truncated"));
}

#[test]
fn missing_file_and_directory_are_errors() {
    let dir = tempfile::tempdir().unwrap();
    let missing = dir.path().join("modules");
    assert!(matches!(
        JImage::open(&missing),
        Err(ClassPathError::NotFound { path }) if path == missing
    ));
    assert!(matches!(
        JImage::open(dir.path()),
        Err(ClassPathError::InvalidImage { .. }) | Err(ClassPathError::Io { .. })
    ));
}

#[test]
fn truncated_resources_are_errors() {
    let good = build(&sample(), ByteOrder::Little);
    // Cut into the last resource's content: the index is intact, so the image opens.
    let (_f, image) = open(&good[..good.len() - 3]);
    let image = image.unwrap();
    // The last resource is empty; the cut reaches the one before it.
    let cut = &sample()[7];
    let location = image.find(&cut.name).unwrap().unwrap();
    let message = reason(image.read(&location).unwrap_err());
    assert!(message.contains("past the end"), "{message}");
    assert!(message.contains("/packages/java.lang/java.base"), "{message}");
}

#[test]
fn location_pointing_outside_the_index_is_an_error() {
    let mut bytes = build(&sample(), ByteOrder::Little);
    let n = ImageHeader::parse(&bytes).unwrap().table_length as usize;
    // First offsets-table entry -> far outside the locations area.
    let at = HEADER_SIZE + 4 * n;
    bytes[at..at + 4].copy_from_slice(&0x00FF_FFFFu32.to_le_bytes());
    let (_f, result) = open(&bytes);
    assert!(reason(result.unwrap_err()).contains("past the"));
}

#[test]
fn unknown_attribute_kind_is_an_error() {
    let mut bytes = build(&sample(), ByteOrder::Little);
    let header = ImageHeader::parse(&bytes).unwrap();
    let locations_at = HEADER_SIZE + 8 * header.table_length as usize;
    // Location 0 is a lone END byte, the first real one starts at 1: make its first attribute
    // kind 9.
    bytes[locations_at + 1] = 9 << 3;
    let (_f, result) = open(&bytes);
    assert!(reason(result.unwrap_err()).contains("unknown attribute kind 9"));
}

fn zlib(data: &[u8]) -> Vec<u8> {
    let mut encoder = flate2::write::ZlibEncoder::new(Vec::new(), flate2::Compression::best());
    encoder.write_all(data).unwrap();
    encoder.finish().unwrap()
}

#[test]
fn zip_compressed_resources_are_inflated() {
    let class: Vec<u8> = b"\xCA\xFE\xBA\xBE".iter().copied().chain((0..5000u32).map(|i| (i % 7) as u8)).collect();
    for order in [ByteOrder::Little, ByteOrder::Big] {
        let resources = vec![
            Resource {
                name: "/java.base/java/lang/Object.class".into(),
                content: class.clone(),
                stored: Stored::Compressed { method: "zip", payload: zlib(&class) },
            },
            Resource::plain("/java.base/java/lang/String.class", b"\xCA\xFE\xBA\xBEs"),
        ];
        let (_f, image) = open(&build(&resources, order));
        let image = image.unwrap();
        let location = image.find("/java.base/java/lang/Object.class").unwrap().unwrap();
        assert!(location.is_compressed());
        let (_, bytes) = image.find_class("java/lang/Object").unwrap().unwrap();
        assert_eq!(bytes, class);
    }
}

#[test]
fn corrupt_zip_payload_is_an_error() {
    let class = b"\xCA\xFE\xBA\xBE0123456789".to_vec();
    let mut payload = zlib(&class);
    let middle = payload.len() / 2;
    payload[middle] ^= 0xFF;
    payload.truncate(payload.len() - 2);
    let resources = vec![Resource {
        name: "/java.base/java/lang/Object.class".into(),
        content: class,
        stored: Stored::Compressed { method: "zip", payload },
    }];
    let (_f, image) = open(&build(&resources, ByteOrder::Little));
    let message = reason(image.unwrap().find_class("java/lang/Object").unwrap_err());
    assert!(message.contains("/java.base/java/lang/Object.class"), "{message}");
    assert!(message.contains("zip"), "{message}");
}

#[test]
fn unknown_compressor_is_a_clear_error() {
    let resources = vec![Resource {
        name: "/java.base/java/lang/Object.class".into(),
        content: b"\xCA\xFE\xBA\xBE".to_vec(),
        stored: Stored::Compressed { method: "lz-future", payload: b"????".to_vec() },
    }];
    let (_f, image) = open(&build(&resources, ByteOrder::Little));
    match image.unwrap().find_class("java/lang/Object") {
        Err(ClassPathError::UnsupportedCompression { resource, method, .. }) => {
            assert_eq!(resource, "/java.base/java/lang/Object.class");
            assert_eq!(method, "lz-future");
        }
        other => panic!("expected UnsupportedCompression, got {other:?}"),
    }
}

#[test]
fn compact_cp_strings_are_restored() {
    // Constant pool: #1 Utf8 "Hi", #2 Long (two slots), #4 shared "java/lang/Object",
    // #5 shared descriptor "(Ljava/lang/String;I)V", #6 Class #4.
    let mut original = b"\xCA\xFE\xBA\xBE\x00\x00\x00\x3D\x00\x07".to_vec();
    original.extend_from_slice(b"\x01\x00\x02Hi");
    original.extend_from_slice(b"\x05\x00\x00\x00\x00\x00\x00\x00\x2A");
    original.extend_from_slice(b"\x01\x00\x10java/lang/Object");
    original.extend_from_slice(b"\x01\x00\x16(Ljava/lang/String;I)V");
    original.extend_from_slice(b"\x07\x00\x04");
    original.extend_from_slice(b"rest of the class file");

    let mut offsets = (0, 0, 0, 0);
    let strings = |s: &mut super::writer::Strings| {
        offsets = (s.add(b"java/lang/Object"), s.add(b"(L;I)V"), s.add(b"java/lang"), s.add(b"String"));
    };
    // Compute the offsets first (the writer interns them before anything else).
    let _ = build_with(&[], ByteOrder::Little, strings);
    let (object, skeleton, package, simple) = offsets;
    let short = |value: u32| -> Vec<u8> {
        assert!(value < 1 << 13);
        vec![0x80 | (2 << 5) | (value >> 8) as u8, value as u8]
    };
    let mut compressed = b"\xCA\xFE\xBA\xBE\x00\x00\x00\x3D\x00\x07".to_vec();
    compressed.extend_from_slice(b"\x01\x00\x02Hi");
    compressed.extend_from_slice(b"\x05\x00\x00\x00\x00\x00\x00\x00\x2A");
    compressed.push(23);
    compressed.extend_from_slice(&object.to_be_bytes()); // plain 4-byte form
    compressed.push(25);
    compressed.extend_from_slice(&short(skeleton));
    let indexes: Vec<u8> = [short(package), short(simple)].concat();
    compressed.extend_from_slice(&short(indexes.len() as u32));
    compressed.extend_from_slice(&indexes);
    compressed.extend_from_slice(b"\x07\x00\x04");
    compressed.extend_from_slice(b"rest of the class file");

    let resources = vec![Resource {
        name: "/java.base/java/lang/Object.class".into(),
        content: original.clone(),
        stored: Stored::Compressed { method: "compact-cp", payload: compressed },
    }];
    let image_bytes = build_with(&resources, ByteOrder::Little, |s| {
        s.add(b"java/lang/Object");
        s.add(b"(L;I)V");
        s.add(b"java/lang");
        s.add(b"String");
    });
    let (_f, image) = open(&image_bytes);
    let (_, bytes) = image.unwrap().find_class("java/lang/Object").unwrap().unwrap();
    assert_eq!(bytes, original);
}

#[test]
fn compressed_int_encoding() {
    let read = |bytes: &[u8]| read_compressed_int(&mut Reader { data: bytes, at: 0 });
    assert_eq!(read(&[0x80 | (1 << 5) | 0x1F]), Ok(0x1F));
    assert_eq!(read(&[0x80 | (3 << 5) | 0x01, 0x02, 0x03]), Ok(0x010203));
    assert_eq!(read(&[0x00, 0x01, 0x02, 0x03]), Ok(0x010203));
    assert!(read(&[0x80]).is_err());
    assert!(read(&[0x00, 0x01]).is_err());
}

/// Random damage to a valid image must give errors or wrong-but-harmless answers, never a
/// panic or an unbounded allocation.
#[test]
fn random_corruption_never_panics() {
    let class: Vec<u8> = (0..300u32).map(|i| i as u8).collect();
    let mut resources = sample();
    resources.push(Resource {
        name: "/java.base/java/lang/Zipped.class".into(),
        content: class.clone(),
        stored: Stored::Compressed { method: "zip", payload: zlib(&class) },
    });
    let good = build(&resources, ByteOrder::Little);
    let file = write_temp(&good);
    let mut state = 0x9E37_79B9_7F4A_7C15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for _ in 0..1000 {
        let mut bytes = good.clone();
        for _ in 0..1 + next() % 4 {
            let at = (next() % bytes.len() as u64) as usize;
            bytes[at] = next() as u8;
        }
        if next() % 8 == 0 {
            let len = (next() % bytes.len() as u64) as usize;
            bytes.truncate(len);
        }
        std::fs::write(file.path(), &bytes).unwrap();
        if let Ok(image) = JImage::open(file.path()) {
            for class in ["java/lang/Object", "java/util/HashMap", "java/lang/Zipped", "x/Y"] {
                let _ = image.find_class(class);
            }
            for location in image.locations().flatten() {
                let _ = image.location_name(&location);
                let _ = image.read(&location);
            }
        }
    }
}
