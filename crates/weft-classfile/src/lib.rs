//! Finding the bytes of Java class files.
//!
//! weft loads every class a program touches — the program's own, its libraries', the JDK's —
//! by *internal name* (`java/lang/String`, `com/example/Main$Inner`). This crate answers "where
//! are the bytes of that class?" over an ordered [`ClassPath`] of entries, the way the JVM's
//! boot and application class loaders do:
//!
//! - [`ClassPathEntry::Dir`]: a directory tree of `.class` files, `dir/java/lang/Foo.class`;
//! - [`ClassPathEntry::Jar`]: a jar (zip) file, including multi-release jars, whose
//!   `META-INF/versions/N/` entries for N up to the selected release take precedence;
//! - [`ClassPathEntry::RuntimeImage`]: the JDK's own classes, from the `lib/modules` file of a
//!   JDK 9 or later (a *jimage*, read by [`JImage`]);
//! - [`ClassPathEntry::Memory`]: classes compiled into weft itself (its model classes).
//!
//! Each found class records its [`ClassOrigin`], which is what stack traces need to print
//! frames the way the JDK does (`java.base/java.util.ArrayList.get(ArrayList.java:427)` for
//! JDK classes, plain `Main.main(Main.java:5)` for application classes).
//!
//! Helpers cover the rest of start-up: [`find_java_home`] locates a JDK, [`runtime_image`] names
//! its image, [`parse_class_path`] splits a `-cp` string and [`jar_main_class`] reads a jar's
//! `Main-Class`. Damaged inputs are reported as a [`ClassPathError`] that names the file and
//! what is wrong with it; nothing in this crate panics on bad input.
//!
//! # The jimage format
//!
//! The JDK does not document `lib/modules`; this summary comes from reading OpenJDK's
//! `jdk.internal.jimage` package (`BasicImageReader`, `ImageHeader`, `ImageLocation`,
//! `ImageStringsReader`, and the `decompressor` package) and from the images on disk. The
//! implementation here is independent.
//!
//! The file is an **index** followed by the **resources**. All multi-byte fields of the index
//! are in the byte order of the platform the image was made for; a reader tells the order by
//! which way the magic number reads.
//!
//! | part | size | content |
//! |---|---|---|
//! | header | 7 × 4 bytes | magic `0xCAFEDADA`; version `major << 16 \| minor` (1.0); flags (0); resource count; table length *n*; locations size; strings size |
//! | redirect table | *n* × 4 | signed words, one per hash bucket (below) |
//! | offsets table | *n* × 4 | for each resource index, the offset of its attributes in the locations area |
//! | locations | locations size | attribute streams, one per resource |
//! | strings | strings size | NUL-terminated modified-UTF-8 strings; offset 0 is the empty string |
//! | resources | the rest | resource contents, at offsets counted from the end of the index |
//!
//! **Names.** Every resource has a full name `/module/parent/base.extension`, e.g.
//! `/java.base/java/lang/String.class`. Besides the modules' own resources the image holds
//! directory entries, whose contents are lists of 32-bit words in image byte order:
//! `/modules/<module>` and `/modules/<module>/<package/path>` list the location offsets of
//! their children; `/packages/<pkg.dotted>` lists, for each module that has a directory for the
//! package, an "is empty" word and the string offset of the module's name. (The
//! `/packages/<pkg>/<module>` links that the `jrt:` file system shows are synthesized by its
//! reader; they are not in the image.)
//!
//! **Lookup** is a perfect hash over full names. The hash is FNV-1 over the name's
//! modified-UTF-8 bytes — `h = (h * 0x01000193) ^ byte`, 32-bit wrapping, starting from the
//! seed — with the sign bit cleared at the end. With the default seed `0x01000193`,
//! `hash(name) % n` picks a redirect slot *r*: *r* < 0 means the resource index is `-1 - r`;
//! *r* > 0 means the index is `hash(name, seed = r) % n`; *r* = 0 means no such name. The index
//! selects an offsets-table entry, whose attribute stream must then be checked against the
//! name, since absent names also land somewhere.
//!
//! **Attributes.** A stream of entries, each a byte `kind << 3 | (length - 1)` followed by a
//! `length`-byte big-endian value (whatever the image's byte order), ended by a byte whose kind
//! is 0. Kinds: 1 module, 2 parent, 3 base, 4 extension (string offsets; 0 = absent, and the
//! separator goes with it), 5 offset of the content, 6 compressed size (0 = stored as is),
//! 7 uncompressed size.
//!
//! **Compression** (only in images made with `jlink --compress`). The stored bytes start with
//! a 29-byte header in image byte order: magic `0xCAFEFAFA`, compressed size (8 bytes),
//! uncompressed size (8), string offset of the decompressor's name (4), an unused word (4) and
//! a "terminal" byte. Headers may be stacked. `zip` is a zlib stream; `compact-cp` rewrites a
//! class file's constant pool to share strings with the strings table. Both are supported.
//!
//! **Classes to modules.** A class's module is not part of its name, so [`JImage::open`] walks
//! every location once and maps each package holding `.class` files to its module (about 30,000
//! locations and 1,000 packages in a full JDK; a few milliseconds). [`JImage::find_class`] is
//! then a hash-map probe, one image lookup and one positioned read.

#![warn(missing_docs)]

use std::borrow::Cow;
use std::fmt;
use std::path::{Path, PathBuf};

use rustc_hash::FxHashMap;

mod error;
mod jar;
mod java_home;
pub mod jimage;
mod mutf8;

pub use error::ClassPathError;
pub use jar::jar_main_class;
pub use java_home::{find_java_home, runtime_image};
pub use jimage::JImage;

/// One place classes come from.
#[derive(Clone, PartialEq, Eq)]
pub enum ClassPathEntry {
    /// A directory holding `.class` files in package directories (`dir/java/lang/Foo.class`).
    Dir(PathBuf),
    /// A jar (or zip) file.
    Jar(PathBuf),
    /// A JDK runtime image: the `lib/modules` jimage file of a JDK 9 or later. A JDK home
    /// directory is accepted too and means its `lib/modules`.
    RuntimeImage(PathBuf),
    /// Classes held in memory, e.g. compiled into weft: internal name → class file bytes.
    Memory(Vec<(String, &'static [u8])>),
}

impl fmt::Debug for ClassPathEntry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClassPathEntry::Dir(path) => f.debug_tuple("Dir").field(path).finish(),
            ClassPathEntry::Jar(path) => f.debug_tuple("Jar").field(path).finish(),
            ClassPathEntry::RuntimeImage(path) => f.debug_tuple("RuntimeImage").field(path).finish(),
            ClassPathEntry::Memory(classes) => write!(f, "Memory({} classes)", classes.len()),
        }
    }
}

/// Where a class came from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ClassOrigin {
    /// A directory or jar on the class path: the program and its libraries.
    Application,
    /// The JDK runtime image; `module` is the class's module, e.g. `java.base`.
    Jdk {
        /// The module's name.
        module: String,
    },
    /// A [`ClassPathEntry::Memory`] entry: one of weft's model classes.
    Model,
}

impl ClassOrigin {
    /// The module of a JDK class, `None` for other classes. A stack frame of a JDK class is
    /// printed with the module and a slash in front (`java.base/java.util.HashMap.get(...)`).
    pub fn module(&self) -> Option<&str> {
        match self {
            ClassOrigin::Jdk { module } => Some(module),
            ClassOrigin::Application | ClassOrigin::Model => None,
        }
    }
}

/// A class found on a [`ClassPath`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FoundClass {
    /// The class file. Borrowed for in-memory classes, owned otherwise.
    pub bytes: Cow<'static, [u8]>,
    /// Which kind of entry it came from.
    pub origin: ClassOrigin,
}

/// A resource found on the application class path.
#[derive(Debug, Clone)]
pub struct FoundResource {
    /// Its contents.
    pub bytes: Vec<u8>,
    /// Its URL as the JDK's application class loader spells it (`file:/abs/dir/name`,
    /// `jar:file:/abs/app.jar!/name`).
    pub url: String,
}

/// An opened entry.
enum Source {
    Dir(PathBuf),
    Jar(jar::Jar),
    Image(JImage),
    Memory(FxHashMap<String, &'static [u8]>),
}

/// An ordered list of places to find classes in, opened and checked.
///
/// `ClassPath` is `Send + Sync`; lookups take `&self`.
pub struct ClassPath {
    sources: Vec<Source>,
}

impl fmt::Debug for ClassPath {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut list = f.debug_list();
        for source in &self.sources {
            match source {
                Source::Dir(path) => list.entry(&format_args!("Dir({})", path.display())),
                Source::Jar(jar) => list.entry(&format_args!("Jar({})", jar.path().display())),
                Source::Image(image) => list.entry(&format_args!("RuntimeImage({})", image.path().display())),
                Source::Memory(classes) => list.entry(&format_args!("Memory({} classes)", classes.len())),
            };
        }
        list.finish()
    }
}

impl ClassPath {
    /// The Java feature release whose versioned entries multi-release jars serve, unless
    /// [`ClassPath::with_release`] says otherwise.
    pub const DEFAULT_RELEASE: u32 = 17;

    /// Opens every entry: directories must exist, jars' central directories and images'
    /// headers and indexes are read and checked now, so a bad entry is reported before any
    /// class is loaded.
    pub fn new(entries: Vec<ClassPathEntry>) -> Result<ClassPath, ClassPathError> {
        ClassPath::with_release(entries, ClassPath::DEFAULT_RELEASE)
    }

    /// Like [`ClassPath::new`], with multi-release jars serving the entries for `release`
    /// (e.g. 17 picks `META-INF/versions/17/`, then 16, … 9, then the base entry).
    pub fn with_release(entries: Vec<ClassPathEntry>, release: u32) -> Result<ClassPath, ClassPathError> {
        let mut sources = Vec::with_capacity(entries.len());
        for entry in entries {
            sources.push(match entry {
                ClassPathEntry::Dir(path) => match std::fs::metadata(&path) {
                    Ok(m) if m.is_dir() => Source::Dir(path),
                    Ok(_) => return Err(ClassPathError::NotADirectory { path }),
                    Err(e) => return Err(ClassPathError::open_failed(path, e)),
                },
                ClassPathEntry::Jar(path) => Source::Jar(jar::Jar::open(&path, release)?),
                ClassPathEntry::RuntimeImage(path) => {
                    let image = runtime_image(&path);
                    if path.is_dir() && image.is_file() {
                        Source::Image(JImage::open(image)?)
                    } else {
                        Source::Image(JImage::open(path)?)
                    }
                }
                ClassPathEntry::Memory(classes) => {
                    let mut map = FxHashMap::default();
                    for (name, bytes) in classes {
                        map.entry(name).or_insert(bytes); // the first of duplicates wins
                    }
                    Source::Memory(map)
                }
            });
        }
        Ok(ClassPath { sources })
    }

    /// Searches the entries in order for the class `internal_name` (`java/lang/String`,
    /// `pkg/Outer$Inner`); `Ok(None)` when no entry has it.
    ///
    /// Names that cannot be class names — empty, with empty, `.` or `..` segments, with `;`,
    /// `[`, `\` or NUL in them (so array descriptors, paths and descriptors) — are never
    /// found: they give `Ok(None)` without touching the file system.
    pub fn find(&self, internal_name: &str) -> Result<Option<FoundClass>, ClassPathError> {
        if !is_plausible_class_name(internal_name) {
            return Ok(None);
        }
        for source in &self.sources {
            let found = match source {
                Source::Dir(dir) => find_in_dir(dir, internal_name)?
                    .map(|bytes| FoundClass { bytes: Cow::Owned(bytes), origin: ClassOrigin::Application }),
                Source::Jar(jar) => jar
                    .find(internal_name)?
                    .map(|bytes| FoundClass { bytes: Cow::Owned(bytes), origin: ClassOrigin::Application }),
                Source::Image(image) => image.find_class(internal_name)?.map(|(module, bytes)| FoundClass {
                    bytes: Cow::Owned(bytes),
                    origin: ClassOrigin::Jdk { module: module.to_string() },
                }),
                Source::Memory(classes) => classes
                    .get(internal_name)
                    .map(|&bytes| FoundClass { bytes: Cow::Borrowed(bytes), origin: ClassOrigin::Model }),
            };
            if found.is_some() {
                return Ok(found);
            }
        }
        Ok(None)
    }

    /// The bytes of resource `name` (no leading `/`) of JDK module `module` in the runtime
    /// image (`java/util/currency.data` of `java.base`), or `None`.
    pub fn find_jdk_resource(&self, module: &str, name: &str) -> Result<Option<Vec<u8>>, ClassPathError> {
        if name.split('/').any(|segment| segment.is_empty() || segment == "." || segment == "..") {
            return Ok(None);
        }
        for source in &self.sources {
            if let Source::Image(image) = source {
                if let Some(location) = image.find(&format!("/{module}/{name}"))? {
                    return image.read(&location).map(Some);
                }
            }
        }
        Ok(None)
    }

    /// Searches the application entries (directories and jars, in order) for the resource
    /// `name` (`config/app.properties`, `pkg/Main.class`), as the application class loader's
    /// `getResource` does; `Ok(None)` when no entry has it. Names with empty, `.` or `..`
    /// segments, a leading `/`, `\\` or NUL are never found, so a resource name cannot leave
    /// its class-path entry. Directories are not resources.
    pub fn find_resource(&self, name: &str) -> Result<Option<FoundResource>, ClassPathError> {
        Ok(self.find_resources(name, true)?.into_iter().next())
    }

    /// Every application entry's resource `name`, in class-path order (what the application
    /// class loader's `getResources` enumerates), or only the first when `first_only`; names
    /// are checked as for [`ClassPath::find_resource`].
    pub fn find_resources(&self, name: &str, first_only: bool) -> Result<Vec<FoundResource>, ClassPathError> {
        let plausible = !name.is_empty()
            && !name.bytes().any(|b| matches!(b, b'\\' | 0))
            && name.split('/').all(|segment| !segment.is_empty() && segment != "." && segment != "..");
        let mut all = Vec::new();
        if !plausible {
            return Ok(all);
        }
        for source in &self.sources {
            let found = match source {
                Source::Dir(dir) => {
                    let path = dir.join(name);
                    match std::fs::read(&path) {
                        Ok(bytes) => {
                            let absolute = std::fs::canonicalize(&path).unwrap_or(path);
                            Some(FoundResource { bytes, url: format!("file:{}", absolute.display()) })
                        }
                        Err(error)
                            if matches!(
                                error.kind(),
                                std::io::ErrorKind::NotFound
                                    | std::io::ErrorKind::NotADirectory
                                    | std::io::ErrorKind::IsADirectory
                            ) =>
                        {
                            None
                        }
                        Err(error) => return Err(ClassPathError::Io { path, error }),
                    }
                }
                Source::Jar(jar) => jar.find_entry(name)?.map(|bytes| {
                    let absolute = std::fs::canonicalize(jar.path()).unwrap_or_else(|_| jar.path().to_path_buf());
                    FoundResource { bytes, url: format!("jar:file:{}!/{}", absolute.display(), name) }
                }),
                Source::Image(_) | Source::Memory(_) => None,
            };
            all.extend(found);
            if first_only && !all.is_empty() {
                break;
            }
        }
        Ok(all)
    }

    /// The first runtime image on the class path, e.g. to list its modules.
    pub fn runtime_image(&self) -> Option<&JImage> {
        self.sources.iter().find_map(|source| match source {
            Source::Image(image) => Some(image),
            _ => None,
        })
    }
}

/// Whether `name` could be a class's internal name; used to keep odd names (array
/// descriptors, `../` paths) away from the file system.
fn is_plausible_class_name(name: &str) -> bool {
    !name.is_empty()
        && name
            .split('/')
            .all(|segment| !segment.is_empty() && !segment.bytes().any(|b| matches!(b, b'.' | b';' | b'[' | b'\\' | 0)))
}

fn find_in_dir(dir: &Path, internal_name: &str) -> Result<Option<Vec<u8>>, ClassPathError> {
    let mut path = dir.to_path_buf();
    let mut segments = internal_name.split('/').peekable();
    while let Some(segment) = segments.next() {
        if segments.peek().is_some() {
            path.push(segment);
        } else {
            path.push(format!("{segment}.class"));
        }
    }
    match std::fs::read(&path) {
        Ok(bytes) => Ok(Some(bytes)),
        Err(error)
            if matches!(
                error.kind(),
                std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory | std::io::ErrorKind::IsADirectory
            ) =>
        {
            Ok(None)
        }
        Err(error) => Err(ClassPathError::Io { path, error }),
    }
}

/// Splits a class-path string (`-cp`, `CLASSPATH`) into entries, as the `java` launcher does.
///
/// Elements are separated by `:` (`;` on Windows). An element ending in `.jar` or `.zip` (any
/// case), or naming an existing file, is a [`ClassPathEntry::Jar`]; anything else is a
/// [`ClassPathEntry::Dir`]. An empty element means the current directory, as for `java`. An
/// element `dir/*` (or `*`) stands for every `.jar` file in `dir`, in name order. Nothing is
/// opened here: [`ClassPath::new`] reports missing or damaged entries.
pub fn parse_class_path(spec: &str) -> Vec<ClassPathEntry> {
    let separator = if cfg!(windows) { ';' } else { ':' };
    let mut entries = Vec::new();
    for element in spec.split(separator) {
        if element.is_empty() {
            entries.push(ClassPathEntry::Dir(PathBuf::from(".")));
        } else if let Some(dir) = wildcard_dir(element) {
            entries.extend(jars_in(dir).into_iter().map(ClassPathEntry::Jar));
        } else {
            let path = PathBuf::from(element);
            if is_archive_name(&path) || path.is_file() {
                entries.push(ClassPathEntry::Jar(path));
            } else {
                entries.push(ClassPathEntry::Dir(path));
            }
        }
    }
    entries
}

/// For `dir/*` (or `*`), the directory.
fn wildcard_dir(element: &str) -> Option<&Path> {
    if element == "*" {
        return Some(Path::new("."));
    }
    let dir = element.strip_suffix("/*").or_else(|| element.strip_suffix("\\*").filter(|_| cfg!(windows)))?;
    Some(Path::new(if dir.is_empty() { "/" } else { dir }))
}

fn is_archive_name(path: &Path) -> bool {
    path.extension()
        .and_then(|e| e.to_str())
        .is_some_and(|e| e.eq_ignore_ascii_case("jar") || e.eq_ignore_ascii_case("zip"))
}

fn jars_in(dir: &Path) -> Vec<PathBuf> {
    let Ok(read_dir) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut jars: Vec<PathBuf> = read_dir
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| {
            path.extension().and_then(|e| e.to_str()).is_some_and(|e| e.eq_ignore_ascii_case("jar")) && path.is_file()
        })
        .collect();
    jars.sort();
    jars
}

#[cfg(test)]
mod tests;
