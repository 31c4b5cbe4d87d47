//! A minimal jimage writer, for tests only: builds small images in either byte order, with
//! plain or compressed resources, so the reader can be tested without a JDK and corrupted at
//! will.

use rustc_hash::FxHashMap;

use super::{hash, ByteOrder, COMPRESSED_MAGIC, HASH_MULTIPLIER, IMAGE_MAGIC};

/// How one resource is stored.
pub(crate) enum Stored {
    /// As is.
    Plain,
    /// Behind one compressed-resource header naming `method`, with `payload` as the stored
    /// bytes after the header.
    Compressed { method: &'static str, payload: Vec<u8> },
}

pub(crate) struct Resource {
    /// Full name, e.g. `/java.base/java/lang/Object.class`.
    pub name: String,
    /// The uncompressed content.
    pub content: Vec<u8>,
    pub stored: Stored,
}

impl Resource {
    pub fn plain(name: &str, content: &[u8]) -> Resource {
        Resource { name: name.to_string(), content: content.to_vec(), stored: Stored::Plain }
    }
}

#[derive(Default)]
pub(crate) struct Strings {
    bytes: Vec<u8>,
    offsets: FxHashMap<Vec<u8>, u32>,
}

impl Strings {
    fn new() -> Strings {
        let mut strings = Strings::default();
        strings.bytes.push(0); // offset 0 is the empty string, meaning "absent"
        strings.offsets.insert(Vec::new(), 0);
        strings
    }

    pub fn add(&mut self, s: &[u8]) -> u32 {
        if let Some(&offset) = self.offsets.get(s) {
            return offset;
        }
        let offset = self.bytes.len() as u32;
        self.bytes.extend_from_slice(s);
        self.bytes.push(0);
        self.offsets.insert(s.to_vec(), offset);
        offset
    }
}

/// Splits `/module/parent/base.extension` the way jlink does.
fn split(name: &str) -> (&str, &str, &str, &str) {
    let (module, rest) = match name.strip_prefix('/') {
        Some(tail) => tail.split_once('/').unwrap_or(("", tail)),
        None => ("", name),
    };
    let (parent, file) = rest.rsplit_once('/').unwrap_or(("", rest));
    let (base, extension) = file.split_once('.').unwrap_or((file, ""));
    (module, parent, base, extension)
}

fn put_attribute(out: &mut Vec<u8>, kind: u8, value: u64) {
    if value == 0 {
        return;
    }
    let length = (8 - value.leading_zeros() as usize / 8).max(1);
    out.push((kind << 3) | (length as u8 - 1));
    out.extend_from_slice(&value.to_be_bytes()[8 - length..]);
}

fn word(order: ByteOrder, value: u32) -> [u8; 4] {
    match order {
        ByteOrder::Little => value.to_le_bytes(),
        ByteOrder::Big => value.to_be_bytes(),
    }
}

/// Builds an image. `extra_strings` lets a test add strings (for compact-cp) before building;
/// it receives the strings table and returns nothing.
pub(crate) fn build_with(
    resources: &[Resource],
    order: ByteOrder,
    extra_strings: impl FnOnce(&mut Strings),
) -> Vec<u8> {
    let mut strings = Strings::new();
    extra_strings(&mut strings);
    let mut locations = vec![0u8]; // keep real locations off offset 0, as jlink does
    let mut content = Vec::new();
    let mut location_offsets = Vec::new();
    for resource in resources {
        let (module, parent, base, extension) = split(&resource.name);
        let stored_bytes = match &resource.stored {
            Stored::Plain => resource.content.clone(),
            Stored::Compressed { method, payload } => {
                let method_offset = strings.add(method.as_bytes());
                let mut bytes = Vec::new();
                bytes.extend_from_slice(&word(order, COMPRESSED_MAGIC));
                let (compressed, uncompressed) = (payload.len() as u64, resource.content.len() as u64);
                for value in [compressed, uncompressed] {
                    bytes.extend_from_slice(&match order {
                        ByteOrder::Little => value.to_le_bytes(),
                        ByteOrder::Big => value.to_be_bytes(),
                    });
                }
                bytes.extend_from_slice(&word(order, method_offset));
                bytes.extend_from_slice(&word(order, u32::MAX));
                bytes.push(1);
                bytes.extend_from_slice(payload);
                bytes
            }
        };
        location_offsets.push(locations.len() as u32);
        put_attribute(&mut locations, 1, strings.add(module.as_bytes()).into());
        put_attribute(&mut locations, 2, strings.add(parent.as_bytes()).into());
        put_attribute(&mut locations, 3, strings.add(base.as_bytes()).into());
        put_attribute(&mut locations, 4, strings.add(extension.as_bytes()).into());
        put_attribute(&mut locations, 5, content.len() as u64);
        if matches!(resource.stored, Stored::Compressed { .. }) {
            put_attribute(&mut locations, 6, stored_bytes.len() as u64);
        }
        put_attribute(&mut locations, 7, resource.content.len() as u64);
        locations.push(0);
        content.extend_from_slice(&stored_bytes);
    }

    // Perfect hash: buckets by first hash; crowded buckets get a seed that spreads their
    // members over free slots, singletons take any free slot directly. FNV-1's low bits mix
    // poorly, so some table lengths admit no seed: then try a longer table.
    let names: Vec<&[u8]> = resources.iter().map(|r| r.name.as_bytes()).collect();
    let (redirect, slots) =
        (names.len().max(1)..).find_map(|n| perfect_hash(&names, n)).expect("some table length works");
    let n = slots.len();

    let mut image = Vec::new();
    for value in
        [IMAGE_MAGIC, 1 << 16, 0, resources.len() as u32, n as u32, locations.len() as u32, strings.bytes.len() as u32]
    {
        image.extend_from_slice(&word(order, value));
    }
    for r in &redirect {
        image.extend_from_slice(&word(order, *r as u32));
    }
    for slot in &slots {
        let offset = slot.map_or(0, |m| location_offsets[m]);
        image.extend_from_slice(&word(order, offset));
    }
    image.extend_from_slice(&locations);
    image.extend_from_slice(&strings.bytes);
    image.extend_from_slice(&content);
    image
}

pub(crate) fn build(resources: &[Resource], order: ByteOrder) -> Vec<u8> {
    build_with(resources, order, |_| {})
}

/// Builds redirect and slot tables of length `n` for `names`, or `None` if some crowded
/// bucket finds no separating seed.
fn perfect_hash(names: &[&[u8]], n: usize) -> Option<(Vec<i32>, Vec<Option<usize>>)> {
    let mut buckets: Vec<Vec<usize>> = vec![Vec::new(); n];
    for (i, name) in names.iter().enumerate() {
        buckets[hash(name, HASH_MULTIPLIER) as usize % n].push(i);
    }
    let mut order_of_buckets: Vec<usize> = (0..n).collect();
    order_of_buckets.sort_by_key(|&b| std::cmp::Reverse(buckets[b].len()));
    let mut redirect = vec![0i32; n];
    let mut slots: Vec<Option<usize>> = vec![None; n];
    for &b in &order_of_buckets {
        let members = &buckets[b];
        match members.len() {
            0 => {}
            1 => {
                let free = slots.iter().position(Option::is_none)?;
                slots[free] = Some(members[0]);
                redirect[b] = -(free as i32) - 1;
            }
            _ => {
                let seed = (1..2000u32).find(|&seed| {
                    let mut wanted: Vec<usize> = members.iter().map(|&m| hash(names[m], seed) as usize % n).collect();
                    wanted.sort_unstable();
                    wanted.windows(2).all(|w| w[0] != w[1]) && wanted.iter().all(|&s| slots[s].is_none())
                })?;
                for &m in members {
                    slots[hash(names[m], seed) as usize % n] = Some(m);
                }
                redirect[b] = seed as i32;
            }
        }
    }
    Some((redirect, slots))
}
