//! Reader for the JDK runtime image, the `lib/modules` file of JDK 9 and later ("jimage").
//!
//! See the crate documentation for a summary of the format. This module reads the header and
//! the whole index (a megabyte or two) when the image is opened, builds a package → module map
//! by walking every location once, and then reads each resource on demand with one positioned
//! read (`pread`), so lookups need no lock and the 100+ MB of resources are never loaded as a
//! whole.

use std::borrow::Cow;
use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};

use rustc_hash::FxHashMap;

use crate::error::ClassPathError;
use crate::mutf8;

/// `0xCAFEDADA`, the first word of every jimage file, in the image's own byte order.
pub const IMAGE_MAGIC: u32 = 0xCAFE_DADA;
/// The only major version of the format there has been (JDK 9 to at least JDK 25).
pub const SUPPORTED_MAJOR_VERSION: u16 = 1;
/// Size of the fixed header: seven 32-bit words.
pub const HEADER_SIZE: usize = 7 * 4;
/// Multiplier, and default seed, of the jimage string hash (the FNV-1 prime).
pub const HASH_MULTIPLIER: u32 = 0x0100_0193;
/// First word of a compressed resource's header.
const COMPRESSED_MAGIC: u32 = 0xCAFE_FAFA;
/// Size of a compressed resource's header: magic, two 64-bit sizes, decompressor name, an
/// unused word and the "terminal" byte.
const COMPRESSED_HEADER_SIZE: usize = 29;
/// The JDK refuses resources of 2 GiB or more; so do we.
const MAX_RESOURCE_SIZE: u64 = i32::MAX as u64;
/// Compressors may be stacked (jlink can apply several); a bound keeps crafted input finite.
const MAX_COMPRESSION_LAYERS: usize = 8;

// Location attribute kinds.
const ATTRIBUTE_END: u8 = 0;
const ATTRIBUTE_MODULE: u8 = 1;
const ATTRIBUTE_PARENT: u8 = 2;
const ATTRIBUTE_BASE: u8 = 3;
const ATTRIBUTE_EXTENSION: u8 = 4;
const ATTRIBUTE_OFFSET: u8 = 5;
const ATTRIBUTE_COMPRESSED: u8 = 6;
const ATTRIBUTE_UNCOMPRESSED: u8 = 7;

/// Byte order of an image's header, tables and compressed-resource headers. It is the order of
/// the platform the image was linked for; location attribute values are always big-endian.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ByteOrder {
    /// Least significant byte first (x86-64, AArch64 images).
    Little,
    /// Most significant byte first (`jlink --endian big`, s390x).
    Big,
}

impl ByteOrder {
    fn u32(self, bytes: [u8; 4]) -> u32 {
        match self {
            ByteOrder::Little => u32::from_le_bytes(bytes),
            ByteOrder::Big => u32::from_be_bytes(bytes),
        }
    }

    fn u64(self, bytes: [u8; 8]) -> u64 {
        match self {
            ByteOrder::Little => u64::from_le_bytes(bytes),
            ByteOrder::Big => u64::from_be_bytes(bytes),
        }
    }

    fn u32_at(self, data: &[u8], at: usize) -> Option<u32> {
        let bytes = data.get(at..at.checked_add(4)?)?;
        Some(self.u32(bytes.try_into().ok()?))
    }

    fn u64_at(self, data: &[u8], at: usize) -> Option<u64> {
        let bytes = data.get(at..at.checked_add(8)?)?;
        Some(self.u64(bytes.try_into().ok()?))
    }
}

/// The fixed 28-byte header at the start of a jimage file.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ImageHeader {
    /// Byte order, detected from how the magic number reads.
    pub byte_order: ByteOrder,
    /// Format major version; only [`SUPPORTED_MAJOR_VERSION`] is accepted.
    pub major_version: u16,
    /// Format minor version (0 in every JDK so far).
    pub minor_version: u16,
    /// Flags word (unused by the JDK, always 0).
    pub flags: u32,
    /// Number of resources (locations) in the image.
    pub resource_count: u32,
    /// Number of slots in the redirect and offsets tables.
    pub table_length: u32,
    /// Size in bytes of the location attribute area.
    pub locations_size: u32,
    /// Size in bytes of the strings table.
    pub strings_size: u32,
}

impl ImageHeader {
    /// Parses the header from the first [`HEADER_SIZE`] bytes of a file. The error is a reason
    /// for humans.
    pub fn parse(bytes: &[u8]) -> Result<ImageHeader, String> {
        if bytes.len() < HEADER_SIZE {
            return Err(format!("file is {} bytes, shorter than the {HEADER_SIZE}-byte header", bytes.len()));
        }
        let first: [u8; 4] = [bytes[0], bytes[1], bytes[2], bytes[3]];
        let byte_order = if u32::from_le_bytes(first) == IMAGE_MAGIC {
            ByteOrder::Little
        } else if u32::from_be_bytes(first) == IMAGE_MAGIC {
            ByteOrder::Big
        } else {
            return Err(format!(
                "bad magic number {:02X}{:02X}{:02X}{:02X} (expected CAFEDADA in either byte order)",
                first[0], first[1], first[2], first[3]
            ));
        };
        let word = |i: usize| byte_order.u32_at(bytes, i * 4).unwrap_or(0);
        let version = word(1);
        let header = ImageHeader {
            byte_order,
            major_version: (version >> 16) as u16,
            minor_version: (version & 0xFFFF) as u16,
            flags: word(2),
            resource_count: word(3),
            table_length: word(4),
            locations_size: word(5),
            strings_size: word(6),
        };
        if header.major_version != SUPPORTED_MAJOR_VERSION {
            return Err(format!(
                "unsupported jimage format version {}.{} (this reader understands {}.x)",
                header.major_version, header.minor_version, SUPPORTED_MAJOR_VERSION
            ));
        }
        for (what, value) in [
            ("resource count", header.resource_count),
            ("table length", header.table_length),
            ("locations size", header.locations_size),
            ("strings size", header.strings_size),
        ] {
            if value > i32::MAX as u32 {
                return Err(format!("header field {what} is negative ({})", value as i32));
            }
        }
        Ok(header)
    }

    /// Size of the index: header, redirect table, offsets table, locations and strings. The
    /// resources follow it; location offsets count from here.
    pub fn index_size(&self) -> u64 {
        HEADER_SIZE as u64
            + 8 * u64::from(self.table_length)
            + u64::from(self.locations_size)
            + u64::from(self.strings_size)
    }
}

/// Where one resource lives in an image: the decoded attributes of one location.
///
/// Name parts are offsets into the strings table; use [`JImage::location_name`] and
/// [`JImage::location_module`] to turn them into text, and [`JImage::read`] for the content.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Location {
    module: u32,
    parent: u32,
    base: u32,
    extension: u32,
    content_offset: u64,
    compressed_size: u64,
    uncompressed_size: u64,
}

impl Location {
    /// Size of the stored bytes when compressed, 0 when stored as is.
    pub fn compressed_size(&self) -> u64 {
        self.compressed_size
    }

    /// Size of the resource once decompressed.
    pub fn uncompressed_size(&self) -> u64 {
        self.uncompressed_size
    }

    /// Whether the stored bytes are compressed.
    pub fn is_compressed(&self) -> bool {
        self.compressed_size != 0
    }
}

/// An open JDK runtime image.
///
/// Cheap to query from many threads at once (`&self` methods only; reads are positioned).
pub struct JImage {
    path: PathBuf,
    file: File,
    file_len: u64,
    header: ImageHeader,
    /// The whole index, header included: `[0, header.index_size())` of the file.
    index: Box<[u8]>,
    redirect_at: usize,
    offsets_at: usize,
    locations_at: usize,
    strings_at: usize,
    /// Module names, sorted.
    modules: Vec<Box<str>>,
    /// Package in internal form (`java/lang`) → index into `modules`, for every package that
    /// holds at least one class.
    packages: FxHashMap<Box<str>, u32>,
}

impl std::fmt::Debug for JImage {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("JImage")
            .field("path", &self.path)
            .field("header", &self.header)
            .field("modules", &self.modules.len())
            .field("packages", &self.packages.len())
            .finish_non_exhaustive()
    }
}

impl JImage {
    /// Opens an image: reads and checks the header, reads the index and maps every package that
    /// holds classes to its module. Resources are read later, on demand.
    pub fn open(path: impl AsRef<Path>) -> Result<JImage, ClassPathError> {
        let path = path.as_ref().to_path_buf();
        let file = File::open(&path).map_err(|e| ClassPathError::open_failed(path.clone(), e))?;
        let metadata = file.metadata().map_err(|error| ClassPathError::Io { path: path.clone(), error })?;
        let invalid = |reason: String| ClassPathError::InvalidImage { path: path.clone(), reason };
        if !metadata.is_file() {
            return Err(invalid("not a regular file".into()));
        }
        let file_len = metadata.len();
        let mut header_bytes = [0u8; HEADER_SIZE];
        let available = file_len.min(HEADER_SIZE as u64) as usize;
        read_exact_at(&file, &path, &mut header_bytes[..available], 0)
            .map_err(|error| ClassPathError::Io { path: path.clone(), error })?;
        let header = ImageHeader::parse(&header_bytes[..available]).map_err(invalid)?;
        let index_size = header.index_size();
        if index_size > file_len {
            return Err(invalid(format!(
                "truncated: the header describes a {index_size}-byte index but the file is only \
                 {file_len} bytes"
            )));
        }
        let index_len =
            usize::try_from(index_size).map_err(|_| invalid(format!("index of {index_size} bytes is too large")))?;
        let mut index = vec![0u8; index_len].into_boxed_slice();
        read_exact_at(&file, &path, &mut index, 0).map_err(|error| ClassPathError::Io { path: path.clone(), error })?;
        let table_bytes = header.table_length as usize * 4;
        let redirect_at = HEADER_SIZE;
        let offsets_at = redirect_at + table_bytes;
        let locations_at = offsets_at + table_bytes;
        let strings_at = locations_at + header.locations_size as usize;
        let mut image = JImage {
            path,
            file,
            file_len,
            header,
            index,
            redirect_at,
            offsets_at,
            locations_at,
            strings_at,
            modules: Vec::new(),
            packages: FxHashMap::default(),
        };
        image.map_packages()?;
        Ok(image)
    }

    /// The image file.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The decoded header.
    pub fn header(&self) -> &ImageHeader {
        &self.header
    }

    /// Names of the modules that contain classes, sorted.
    pub fn modules(&self) -> impl Iterator<Item = &str> + '_ {
        self.modules.iter().map(|m| &**m)
    }

    /// Every package that contains classes, in internal form (`java/lang`), with its module.
    /// In no particular order.
    pub fn packages(&self) -> impl Iterator<Item = (&str, &str)> + '_ {
        self.packages.iter().map(|(package, &module)| (&**package, &*self.modules[module as usize]))
    }

    /// The module that holds the classes of `package`, given in internal form (`java/util`) or
    /// dotted form (`java.util`).
    pub fn module_of_package(&self, package: &str) -> Option<&str> {
        let index = if package.contains('.') {
            self.packages.get(package.replace('.', "/").as_str())
        } else {
            self.packages.get(package)
        };
        index.map(|&m| &*self.modules[m as usize])
    }

    /// What the image's own `/packages/<package>` entry says about a package (given in dotted
    /// or internal form): every module that has a directory for it, each with whether the
    /// package is *empty* there (e.g. `java.lang` is listed for `java.instrument` and
    /// `java.management`, empty, because of their `java.lang.instrument` and
    /// `java.lang.management` subpackages). `Ok(None)` when the image has no such entry.
    ///
    /// [`JImage::module_of_package`] is the fast way to map classes to modules; this is the
    /// JVM's way, kept for tools and to cross-check.
    pub fn package_entry(&self, package: &str) -> Result<Option<Vec<(String, bool)>>, ClassPathError> {
        let name = format!("/packages/{}", package.replace('/', "."));
        let Some(location) = self.find(&name)? else {
            return Ok(None);
        };
        let content = self.read(&location)?;
        let order = self.header.byte_order;
        let mut modules = Vec::with_capacity(content.len() / 8);
        for pair in content.chunks(8) {
            let (Some(is_empty), Some(module)) = (order.u32_at(pair, 0), order.u32_at(pair, 4)) else {
                return Err(self.invalid_resource(&location, "length is not a multiple of 8".into()));
            };
            modules.push((mutf8::decode(self.string(module)?).into_owned(), is_empty != 0));
        }
        Ok(Some(modules))
    }

    /// Looks up the class `internal_name` (e.g. `java/lang/String`) in the module that owns its
    /// package and reads it. Returns the module name and the class file bytes, or `None` when
    /// the image does not have the class.
    pub fn find_class(&self, internal_name: &str) -> Result<Option<(&str, Vec<u8>)>, ClassPathError> {
        let Some(slash) = internal_name.rfind('/') else {
            return Ok(None); // the JDK has no classes in the unnamed package
        };
        let Some(&module_index) = self.packages.get(&internal_name[..slash]) else {
            return Ok(None);
        };
        let module = &*self.modules[module_index as usize];
        let mut name = String::with_capacity(module.len() + internal_name.len() + 8);
        name.push('/');
        name.push_str(module);
        name.push('/');
        name.push_str(internal_name);
        name.push_str(".class");
        match self.find(&name)? {
            Some(location) => Ok(Some((module, self.read(&location)?))),
            None => Ok(None),
        }
    }

    /// Looks up a resource by its full name, e.g. `/java.base/java/lang/String.class` or
    /// `/packages/java.lang/java.base`.
    pub fn find(&self, name: &str) -> Result<Option<Location>, ClassPathError> {
        let encoded = mutf8::encode(name);
        let name = &encoded[..];
        let table_length = self.header.table_length;
        if table_length == 0 {
            return Ok(None);
        }
        let slot = hash(name, HASH_MULTIPLIER) % table_length;
        let redirect = self.table_entry(self.redirect_at, slot)? as i32;
        let index = match redirect {
            // A negative entry encodes the index directly, as -1 - index.
            r if r < 0 => !r as u32,
            // A positive entry is the seed of a second hash that gives the index.
            r if r > 0 => hash(name, r as u32) % table_length,
            _ => return Ok(None),
        };
        if index >= table_length {
            return Err(self.invalid(format!(
                "redirect slot {slot} points at index {index}, past the {table_length}-entry table"
            )));
        }
        let offset = self.table_entry(self.offsets_at, index)?;
        let location = self.location_at(offset)?;
        Ok(self.matches(&location, name)?.then_some(location))
    }

    /// Reads a resource's content, decompressing it if needed.
    pub fn read(&self, location: &Location) -> Result<Vec<u8>, ClassPathError> {
        let stored = if location.is_compressed() { location.compressed_size } else { location.uncompressed_size };
        let start = self.header.index_size().checked_add(location.content_offset);
        let end = start.and_then(|s| s.checked_add(stored));
        let (Some(start), Some(end)) = (start, end) else {
            return Err(self.invalid_resource(location, "content offset overflows".into()));
        };
        if stored > MAX_RESOURCE_SIZE || location.uncompressed_size > MAX_RESOURCE_SIZE {
            return Err(self.invalid_resource(location, format!("implausible size {stored}")));
        }
        if end > self.file_len {
            return Err(self.invalid_resource(
                location,
                format!(
                    "content at bytes {start}..{end} lies past the end of the {}-byte file \
                     (truncated?)",
                    self.file_len
                ),
            ));
        }
        let mut bytes = vec![0u8; stored as usize];
        read_exact_at(&self.file, &self.path, &mut bytes, start)
            .map_err(|error| ClassPathError::Io { path: self.path.clone(), error })?;
        if !location.is_compressed() {
            return Ok(bytes);
        }
        let bytes = self.decompress(location, bytes)?;
        if bytes.len() as u64 != location.uncompressed_size {
            return Err(self.invalid_resource(
                location,
                format!("decompressed to {} bytes, but the location says {}", bytes.len(), location.uncompressed_size),
            ));
        }
        Ok(bytes)
    }

    /// The full name of a location, e.g. `/java.base/java/lang/String.class`.
    pub fn location_name(&self, location: &Location) -> Result<String, ClassPathError> {
        let mut name = String::new();
        if location.module != 0 {
            name.push('/');
            name.push_str(&mutf8::decode(self.string(location.module)?));
            name.push('/');
        }
        if location.parent != 0 {
            name.push_str(&mutf8::decode(self.string(location.parent)?));
            name.push('/');
        }
        name.push_str(&mutf8::decode(self.string(location.base)?));
        if location.extension != 0 {
            name.push('.');
            name.push_str(&mutf8::decode(self.string(location.extension)?));
        }
        Ok(name)
    }

    /// The module part of a location's name (`java.base`; `modules` and `packages` for the
    /// image's directory entries; empty for top-level entries).
    pub fn location_module(&self, location: &Location) -> Result<Cow<'_, str>, ClassPathError> {
        Ok(mutf8::decode(self.string(location.module)?))
    }

    /// Every location in the image, in table order.
    pub fn locations(&self) -> impl Iterator<Item = Result<Location, ClassPathError>> + '_ {
        (0..self.header.table_length).map(move |index| {
            let offset = self.table_entry(self.offsets_at, index)?;
            self.location_at(offset)
        })
    }

    // ----- index access -------------------------------------------------------------------

    fn invalid(&self, reason: String) -> ClassPathError {
        ClassPathError::InvalidImage { path: self.path.clone(), reason }
    }

    fn invalid_resource(&self, location: &Location, reason: String) -> ClassPathError {
        let name = self.location_name(location).unwrap_or_else(|_| "<unnamed>".to_string());
        self.invalid(format!("resource {name}: {reason}"))
    }

    /// Entry `index` of the redirect or offsets table (both are 32-bit words in image order).
    fn table_entry(&self, table_at: usize, index: u32) -> Result<u32, ClassPathError> {
        self.header
            .byte_order
            .u32_at(&self.index, table_at + index as usize * 4)
            .ok_or_else(|| self.invalid(format!("table index {index} out of range")))
    }

    /// The NUL-terminated string at `offset` in the strings table, without the NUL.
    fn string(&self, offset: u32) -> Result<&[u8], ClassPathError> {
        let strings = &self.index[self.strings_at..];
        let tail = strings.get(offset as usize..).ok_or_else(|| {
            self.invalid(format!("string offset {offset} is past the {}-byte strings table", strings.len()))
        })?;
        let end = tail
            .iter()
            .position(|&b| b == 0)
            .ok_or_else(|| self.invalid(format!("string at offset {offset} is not NUL-terminated")))?;
        Ok(&tail[..end])
    }

    /// Decodes the attribute stream at `offset` in the locations area: a sequence of
    /// `kind << 3 | (length - 1)` bytes each followed by a `length`-byte big-endian value, up to
    /// an END byte.
    fn location_at(&self, offset: u32) -> Result<Location, ClassPathError> {
        let locations = &self.index[self.locations_at..self.strings_at];
        let mut at = offset as usize;
        if at >= locations.len() {
            return Err(
                self.invalid(format!("location offset {offset} is past the {}-byte locations area", locations.len()))
            );
        }
        let mut location = Location::default();
        loop {
            let Some(&byte) = locations.get(at) else {
                return Err(self.invalid(format!("location at {offset} runs off the end")));
            };
            at += 1;
            let kind = byte >> 3;
            if kind == ATTRIBUTE_END {
                return Ok(location);
            }
            let length = usize::from(byte & 7) + 1;
            let Some(value_bytes) = locations.get(at..at + length) else {
                return Err(self.invalid(format!("location at {offset} runs off the end")));
            };
            at += length;
            let value = value_bytes.iter().fold(0u64, |acc, &b| (acc << 8) | u64::from(b));
            let as_string = || {
                u32::try_from(value)
                    .map_err(|_| self.invalid(format!("location at {offset}: string offset {value} too large")))
            };
            match kind {
                ATTRIBUTE_MODULE => location.module = as_string()?,
                ATTRIBUTE_PARENT => location.parent = as_string()?,
                ATTRIBUTE_BASE => location.base = as_string()?,
                ATTRIBUTE_EXTENSION => location.extension = as_string()?,
                ATTRIBUTE_OFFSET => location.content_offset = value,
                ATTRIBUTE_COMPRESSED => location.compressed_size = value,
                ATTRIBUTE_UNCOMPRESSED => location.uncompressed_size = value,
                _ => return Err(self.invalid(format!("location at {offset} has unknown attribute kind {kind}"))),
            }
        }
    }

    /// Whether `location`'s full name, `/module/parent/base.extension` with absent parts (string
    /// offset 0) left out together with their separator, is `name`. Compares piece by piece,
    /// so nothing is allocated.
    fn matches(&self, location: &Location, name: &[u8]) -> Result<bool, ClassPathError> {
        let mut rest = name;
        let mut eat = |piece: &[u8]| -> bool {
            match rest.strip_prefix(piece) {
                Some(tail) => {
                    rest = tail;
                    true
                }
                None => false,
            }
        };
        if location.module != 0 && !(eat(b"/") && eat(self.string(location.module)?) && eat(b"/")) {
            return Ok(false);
        }
        if location.parent != 0 && !(eat(self.string(location.parent)?) && eat(b"/")) {
            return Ok(false);
        }
        if !eat(self.string(location.base)?) {
            return Ok(false);
        }
        if location.extension != 0 && !(eat(b".") && eat(self.string(location.extension)?)) {
            return Ok(false);
        }
        Ok(rest.is_empty())
    }

    /// Walks every location once and records, for each package that holds a `.class` file, the
    /// module it belongs to. About 30,000 locations for a full JDK: a millisecond or two.
    ///
    /// (The image also answers this through its `/packages/<package>/<module>` entries, whose
    /// content lists the modules of a package; one walk at open time is simpler than a lookup
    /// plus a resource read per new package, and validates every location on the way.)
    fn map_packages(&mut self) -> Result<(), ClassPathError> {
        let mut pairs: Vec<(u32, u32)> = Vec::new();
        let mut class_extension: Option<u32> = None;
        for location in self.locations() {
            let location = location?;
            if location.module == 0 || location.parent == 0 || location.extension == 0 {
                continue;
            }
            // The strings table shares equal strings, so "class" normally has one offset;
            // remember it to skip the comparison.
            if class_extension != Some(location.extension) {
                if self.string(location.extension)? != b"class" {
                    continue;
                }
                class_extension = Some(location.extension);
            }
            pairs.push((location.parent, location.module));
        }
        pairs.sort_unstable();
        pairs.dedup();

        let mut module_names: Vec<Box<str>> = Vec::new();
        let mut by_offset: FxHashMap<u32, Option<Box<str>>> = FxHashMap::default();
        for &(_, module) in &pairs {
            if by_offset.contains_key(&module) {
                continue;
            }
            let name = mutf8::decode(self.string(module)?);
            let keep = name != "modules" && name != "packages" && !name.is_empty();
            if keep {
                module_names.push(name.as_ref().into());
            }
            by_offset.insert(module, keep.then(|| name.as_ref().into()));
        }
        module_names.sort_unstable();
        module_names.dedup();

        let mut packages: FxHashMap<Box<str>, u32> = FxHashMap::default();
        packages.reserve(pairs.len());
        for &(parent, module) in &pairs {
            let Some(Some(module_name)) = by_offset.get(&module) else {
                continue;
            };
            let package = mutf8::decode(self.string(parent)?);
            if package.starts_with("META-INF") {
                continue;
            }
            let module_index = module_names.binary_search(module_name).unwrap_or_default() as u32;
            // A package in two modules cannot happen in a valid image; keep the first.
            packages.entry(package.into()).or_insert(module_index);
        }
        self.modules = module_names;
        self.packages = packages;
        Ok(())
    }

    // ----- compressed resources -----------------------------------------------------------

    /// Undoes the compressors recorded in the resource's headers, outermost first. Each layer
    /// starts with a 29-byte header (magic `CAFEFAFA`, compressed size, uncompressed size,
    /// strings-table offset of the decompressor's name, an unused word, a "terminal" byte, in
    /// image byte order); a layer's output may itself start with another header.
    fn decompress(&self, location: &Location, mut bytes: Vec<u8>) -> Result<Vec<u8>, ClassPathError> {
        let order = self.header.byte_order;
        for _ in 0..MAX_COMPRESSION_LAYERS {
            if order.u32_at(&bytes, 0) != Some(COMPRESSED_MAGIC) || bytes.len() < COMPRESSED_HEADER_SIZE {
                return Ok(bytes);
            }
            let uncompressed = order.u64_at(&bytes, 12).unwrap_or(0);
            let name_offset = order.u32_at(&bytes, 20).unwrap_or(0);
            let method = self.string(name_offset)?;
            let payload = &bytes[COMPRESSED_HEADER_SIZE..];
            if uncompressed > MAX_RESOURCE_SIZE {
                return Err(self.invalid_resource(location, format!("implausible decompressed size {uncompressed}")));
            }
            bytes = match method {
                b"zip" => inflate(payload, uncompressed).map_err(|reason| self.invalid_resource(location, reason))?,
                b"compact-cp" => {
                    self.expand_shared_strings(payload).map_err(|reason| self.invalid_resource(location, reason))?
                }
                other => {
                    return Err(ClassPathError::UnsupportedCompression {
                        path: self.path.clone(),
                        resource: self.location_name(location).unwrap_or_else(|_| "<unnamed>".to_string()),
                        method: mutf8::decode(other).into_owned(),
                    })
                }
            };
        }
        Err(self.invalid_resource(location, format!("more than {MAX_COMPRESSION_LAYERS} layers of compression")))
    }

    /// Undoes jlink's "compact-cp" (string sharing) compressor: a class file whose constant
    /// pool has some UTF-8 entries replaced by references to the image's strings table.
    ///
    /// Tag 23 is a whole string (`index`); tag 25 is a descriptor or signature stored as a
    /// skeleton in which each `L` is followed, in the original, by a class name given as a
    /// package index and a simple-name index. Indexes use a small variable-length encoding
    /// (see [`read_compressed_int`]). Everything after the constant pool is copied unchanged.
    fn expand_shared_strings(&self, input: &[u8]) -> Result<Vec<u8>, String> {
        let mut reader = Reader { data: input, at: 0 };
        let mut out = Vec::with_capacity(input.len() * 2);
        out.extend_from_slice(reader.take(8)?); // magic, minor, major
        let count = reader.u16()?;
        out.extend_from_slice(&count.to_be_bytes());
        let string =
            |index: u32| self.string(index).map_err(|_| format!("shared string {index} is not in the strings table"));
        let mut i = 1;
        while i < count {
            let tag = reader.u8()?;
            match tag {
                CONSTANT_UTF8 => {
                    let length = reader.u16()?;
                    out.push(tag);
                    out.extend_from_slice(&length.to_be_bytes());
                    out.extend_from_slice(reader.take(usize::from(length))?);
                }
                EXTERNALIZED_STRING => {
                    let text = string(read_compressed_int(&mut reader)?)?;
                    push_utf8_entry(&mut out, text)?;
                }
                EXTERNALIZED_STRING_DESCRIPTOR => {
                    let skeleton = string(read_compressed_int(&mut reader)?)?;
                    let indexes_length = read_compressed_int(&mut reader)? as usize;
                    let mut indexes = Reader { data: reader.take(indexes_length)?, at: 0 };
                    let mut text = Vec::with_capacity(skeleton.len() * 4);
                    for &c in skeleton {
                        text.push(c);
                        if c == b'L' {
                            let package = string(read_compressed_int(&mut indexes)?)?;
                            if !package.is_empty() {
                                text.extend_from_slice(package);
                                text.push(b'/');
                            }
                            text.extend_from_slice(string(read_compressed_int(&mut indexes)?)?);
                        }
                    }
                    push_utf8_entry(&mut out, &text)?;
                }
                _ => {
                    let size =
                        constant_size(tag).ok_or_else(|| format!("unknown constant-pool tag {tag} at entry {i}"))?;
                    out.push(tag);
                    out.extend_from_slice(reader.take(size)?);
                    if tag == CONSTANT_LONG || tag == CONSTANT_DOUBLE {
                        i += 1; // these take two constant-pool slots
                    }
                }
            }
            i += 1;
        }
        out.extend_from_slice(&input[reader.at..]);
        Ok(out)
    }
}

const CONSTANT_UTF8: u8 = 1;
const CONSTANT_LONG: u8 = 5;
const CONSTANT_DOUBLE: u8 = 6;
/// compact-cp: a UTF-8 entry replaced by a strings-table index.
const EXTERNALIZED_STRING: u8 = 23;
/// compact-cp: a descriptor replaced by a skeleton plus package and class-name indexes.
const EXTERNALIZED_STRING_DESCRIPTOR: u8 = 25;

/// Size of the body of a fixed-size constant-pool entry.
fn constant_size(tag: u8) -> Option<usize> {
    Some(match tag {
        3 | 4 => 4,      // Integer, Float
        5 | 6 => 8,      // Long, Double
        7 | 8 | 16 => 2, // Class, String, MethodType
        19 | 20 => 2,    // Module, Package
        9..=12 => 4,     // Fieldref, Methodref, InterfaceMethodref, NameAndType
        15 => 3,         // MethodHandle
        17 | 18 => 4,    // Dynamic, InvokeDynamic
        _ => return None,
    })
}

fn push_utf8_entry(out: &mut Vec<u8>, text: &[u8]) -> Result<(), String> {
    let length = u16::try_from(text.len()).map_err(|_| format!("shared string of {} bytes is too long", text.len()))?;
    out.push(CONSTANT_UTF8);
    out.extend_from_slice(&length.to_be_bytes());
    out.extend_from_slice(text);
    Ok(())
}

/// compact-cp's integer encoding: if the first byte has its top bit set, bits 5-6 give the
/// total length (1 to 3 bytes) and bits 0-4 the value's top bits; otherwise the value is a plain
/// 4-byte big-endian integer.
fn read_compressed_int(reader: &mut Reader<'_>) -> Result<u32, String> {
    let first = reader.u8()?;
    let (length, mut value) = if first & 0x80 != 0 {
        (usize::from((first >> 5) & 3), u32::from(first & 0x1F))
    } else {
        (4, u32::from(first))
    };
    if length == 0 {
        return Err("compressed integer with length 0".into());
    }
    for &b in reader.take(length - 1)? {
        value = (value << 8) | u32::from(b);
    }
    Ok(value)
}

/// A bounds-checked cursor over a byte slice.
struct Reader<'a> {
    data: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], String> {
        let bytes = self
            .at
            .checked_add(n)
            .and_then(|end| self.data.get(self.at..end))
            .ok_or_else(|| format!("truncated compressed data (wanted {n} bytes at {})", self.at))?;
        self.at += n;
        Ok(bytes)
    }

    fn u8(&mut self) -> Result<u8, String> {
        Ok(self.take(1)?[0])
    }

    fn u16(&mut self) -> Result<u16, String> {
        let b = self.take(2)?;
        Ok(u16::from_be_bytes([b[0], b[1]]))
    }
}

/// Inflates a zlib stream (the "zip" compressor uses `java.util.zip.Deflater`, zlib-wrapped)
/// that must produce exactly `expected` bytes.
fn inflate(payload: &[u8], expected: u64) -> Result<Vec<u8>, String> {
    let mut out = Vec::with_capacity(expected.min(16 << 20) as usize);
    flate2::read::ZlibDecoder::new(payload)
        .take(expected + 1)
        .read_to_end(&mut out)
        .map_err(|e| format!("zip (zlib) data is corrupt: {e}"))?;
    if out.len() as u64 != expected {
        return Err(format!("zip (zlib) data inflated to {} bytes, expected {expected}", out.len()));
    }
    Ok(out)
}

/// The jimage string hash: FNV-1 (multiply, then xor) over the modified-UTF-8 bytes of the
/// name, 32-bit wrapping, with the sign bit cleared. `seed` is [`HASH_MULTIPLIER`] for the first
/// probe and the redirect entry for the second.
pub fn hash(name: &[u8], seed: u32) -> u32 {
    name.iter().fold(seed, |h, &b| h.wrapping_mul(HASH_MULTIPLIER) ^ u32::from(b)) & 0x7FFF_FFFF
}

/// The jimage hash of a name with the default seed, as used for the first probe.
pub fn hash_name(name: &str) -> u32 {
    hash(&mutf8::encode(name), HASH_MULTIPLIER)
}

#[cfg(unix)]
fn read_exact_at(file: &File, _path: &Path, buf: &mut [u8], offset: u64) -> std::io::Result<()> {
    std::os::unix::fs::FileExt::read_exact_at(file, buf, offset)
}

#[cfg(windows)]
fn read_exact_at(file: &File, _path: &Path, mut buf: &mut [u8], mut offset: u64) -> std::io::Result<()> {
    use std::os::windows::fs::FileExt;
    while !buf.is_empty() {
        match file.seek_read(buf, offset) {
            Ok(0) => return Err(std::io::ErrorKind::UnexpectedEof.into()),
            Ok(n) => {
                buf = &mut buf[n..];
                offset += n as u64;
            }
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(())
}

/// Elsewhere there is no positioned read: open the file afresh so concurrent readers cannot
/// disturb each other's file position.
#[cfg(not(any(unix, windows)))]
fn read_exact_at(_file: &File, path: &Path, buf: &mut [u8], offset: u64) -> std::io::Result<()> {
    use std::io::{Seek, SeekFrom};
    let mut file = File::open(path)?;
    file.seek(SeekFrom::Start(offset))?;
    file.read_exact(buf)
}

#[cfg(test)]
pub(crate) mod writer;

#[cfg(test)]
mod tests;
