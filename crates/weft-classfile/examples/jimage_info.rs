//! Prints what a JDK runtime image holds and how fast it is to use.
//!
//! `cargo run --release -p weft-classfile --example jimage_info [path/to/lib/modules]`
//! (defaults to the image of the JDK found by `find_java_home`).

use std::path::PathBuf;
use std::time::Instant;

use weft_classfile::{find_java_home, runtime_image, JImage};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let path = match std::env::args_os().nth(1) {
        Some(path) => PathBuf::from(path),
        None => runtime_image(&find_java_home().ok_or("no JDK found; pass an image path")?),
    };
    let start = Instant::now();
    let image = JImage::open(&path)?;
    let opened = start.elapsed();
    let header = image.header();
    println!("{}", path.display());
    println!(
        "  format {}.{}, {:?}-endian, flags {:#x}, {} resources, table {}, locations {} B, strings {} B, index {} B",
        header.major_version,
        header.minor_version,
        header.byte_order,
        header.flags,
        header.resource_count,
        header.table_length,
        header.locations_size,
        header.strings_size,
        header.index_size()
    );
    println!(
        "  opened in {opened:?}: {} modules, {} packages with classes",
        image.modules().count(),
        image.packages().count()
    );

    let mut classes = Vec::new();
    let (mut compressed, mut total) = (0usize, 0usize);
    let mut module_names = std::collections::BTreeMap::<String, usize>::new();
    for location in image.locations() {
        let location = location?;
        total += 1;
        if location.is_compressed() {
            compressed += 1;
        }
        *module_names.entry(image.location_module(&location)?.into_owned()).or_default() += 1;
        let name = image.location_name(&location)?;
        let module = image.location_module(&location)?;
        if let Some(class) = name.strip_prefix(&format!("/{module}/")).and_then(|rest| rest.strip_suffix(".class")) {
            if module != "modules" && module != "packages" && class.contains('/') {
                classes.push(class.to_string());
            }
        }
    }
    println!("  {total} locations, {compressed} compressed, {} classes", classes.len());
    for special in ["", "modules", "packages"] {
        println!("  locations with module {special:?}: {}", module_names.get(special).copied().unwrap_or(0));
    }

    let start = Instant::now();
    let mut bytes = 0usize;
    for class in &classes {
        let (_, data) = image.find_class(class)?.ok_or("class vanished")?;
        bytes += data.len();
    }
    let elapsed = start.elapsed();
    println!(
        "  find_class on every class: {:?} total, {:.2} µs per class, {} MB read",
        elapsed,
        elapsed.as_secs_f64() * 1e6 / classes.len().max(1) as f64,
        bytes >> 20
    );
    let start = Instant::now();
    let misses = 100_000;
    for i in 0..misses {
        let name = format!("java/lang/NoSuchClass{i}");
        assert!(image.find_class(&name)?.is_none());
    }
    println!("  misses: {:.2} µs per lookup", start.elapsed().as_secs_f64() * 1e6 / misses as f64);
    for name in
        ["/packages/java.lang", "/packages/java.lang/java.base", "/modules/java.base", "/modules/java.base/java/lang"]
    {
        match image.find(name)? {
            Some(location) => {
                let content = image.read(&location)?;
                println!("  {name}: {} bytes {:02x?}", content.len(), &content[..content.len().min(24)]);
            }
            None => println!("  {name}: absent"),
        }
    }
    Ok(())
}
