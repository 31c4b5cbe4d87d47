//! Name interning: byte strings to dense `u32` ids in order of first use.
//!
//! The text parser interns two names per line, so lookups must be cheap and must not allocate. Names
//! of at most 7 bytes (the common case: `T1`, `x42`) are looked up by their bytes packed into one
//! `u64` together with their length, which needs no string comparison at all; longer names go
//! through a second table keyed by a word-at-a-time hash and compared against the arena.

use hashbrown::HashTable;
use std::borrow::Cow;

const K: u64 = 0x9E37_79B9_7F4A_7C15;

#[inline(always)]
fn fold_mul(a: u64, b: u64) -> u64 {
    let p = (a as u128) * (b as u128);
    (p as u64) ^ ((p >> 64) as u64)
}

/// Reads up to 8 bytes of `buf` starting at `start` as a little-endian word, zero-padded past the end
/// of `buf`. Callers mask off bytes beyond the name they are looking at.
#[inline(always)]
pub(crate) fn load8(buf: &[u8], start: usize) -> u64 {
    match buf.get(start..start + 8) {
        Some(w) => u64::from_le_bytes(w.try_into().unwrap()),
        None => {
            let mut w = [0u8; 8];
            let tail = &buf[start.min(buf.len())..];
            w[..tail.len()].copy_from_slice(tail);
            u64::from_le_bytes(w)
        }
    }
}

/// The packed key of a name of 1..=7 bytes: its bytes (little-endian) with the length in the top byte.
#[inline(always)]
fn short_key(word: u64, len: usize) -> u64 {
    debug_assert!((1..=7).contains(&len));
    (word & ((1u64 << (8 * len)) - 1)) | ((len as u64) << 56)
}

#[inline]
fn long_hash(name: &[u8]) -> u64 {
    let mut h = name.len() as u64;
    let mut chunks = name.chunks_exact(8);
    for c in &mut chunks {
        h = fold_mul(h ^ u64::from_le_bytes(c.try_into().unwrap()), K);
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        let mut w = [0u8; 8];
        w[..rest.len()].copy_from_slice(rest);
        h = fold_mul(h ^ u64::from_le_bytes(w), K);
    }
    h
}

/// Open-addressing table from packed short-name keys to ids (linear probing, load at most 1/4;
/// key 0 marks an empty slot, and no packed key is 0 because the length byte is at least 1).
#[derive(Clone, Debug)]
struct ShortTable {
    slots: Vec<(u64, u32)>,
    mask: usize,
    len: usize,
}

impl Default for ShortTable {
    fn default() -> Self {
        ShortTable { slots: vec![(0, 0); 64], mask: 63, len: 0 }
    }
}

impl ShortTable {
    #[inline(always)]
    fn slot(&self, key: u64) -> usize {
        (fold_mul(key, K) as usize) & self.mask
    }

    #[inline(always)]
    fn get(&self, key: u64) -> Option<u32> {
        let mut i = self.slot(key);
        loop {
            let (k, id) = self.slots[i];
            if k == key {
                return Some(id);
            }
            if k == 0 {
                return None;
            }
            i = (i + 1) & self.mask;
        }
    }

    fn insert(&mut self, key: u64, id: u32) {
        if 4 * (self.len + 1) > self.slots.len() {
            let bigger = vec![(0, 0); 2 * self.slots.len()];
            let old = std::mem::replace(&mut self.slots, bigger);
            self.mask = self.slots.len() - 1;
            for (k, v) in old {
                if k != 0 {
                    self.place(k, v);
                }
            }
        }
        self.place(key, id);
        self.len += 1;
    }

    fn place(&mut self, key: u64, id: u32) {
        let mut i = self.slot(key);
        while self.slots[i].0 != 0 {
            i = (i + 1) & self.mask;
        }
        self.slots[i] = (key, id);
    }
}

/// A table of distinct names, each with a dense id (its position in first-use order).
#[derive(Clone, Default, Debug)]
pub struct Interner {
    arena: Vec<u8>,
    /// `ends[i]` is the arena offset just past name `i`; name `i` starts at `ends[i - 1]` (or 0).
    ends: Vec<usize>,
    short: ShortTable,
    long: HashTable<u32>,
}

impl Interner {
    /// An empty table.
    pub fn new() -> Self {
        Self::default()
    }

    /// Number of names.
    pub fn len(&self) -> usize {
        self.ends.len()
    }

    /// Whether there are no names.
    pub fn is_empty(&self) -> bool {
        self.ends.is_empty()
    }

    /// The bytes of name `id`. Panics if `id` is out of range.
    pub fn bytes(&self, id: u32) -> &[u8] {
        let i = id as usize;
        let start = if i == 0 { 0 } else { self.ends[i - 1] };
        &self.arena[start..self.ends[i]]
    }

    /// The name `id` as text (invalid UTF-8 is replaced). Panics if `id` is out of range.
    pub fn name(&self, id: u32) -> Cow<'_, str> {
        String::from_utf8_lossy(self.bytes(id))
    }

    /// The id of `name`, if it was interned.
    pub fn lookup(&self, name: &[u8]) -> Option<u32> {
        if (1..=7).contains(&name.len()) {
            self.short.get(short_key(load8(name, 0), name.len()))
        } else {
            self.long.find(long_hash(name), |&id| self.bytes(id) == name).copied()
        }
    }

    /// The id of `name`, interning it if it is new.
    pub fn intern(&mut self, name: &[u8]) -> u32 {
        match self.intern_checked(name, |_| Ok::<(), ()>(())) {
            Ok(id) => id,
            Err(()) => unreachable!(),
        }
    }

    /// The id of the name of `len` (1..=7) bytes whose bytes are the low bytes of `word`, if interned.
    /// Needs no string comparison.
    #[inline(always)]
    pub(crate) fn get_short(&self, word: u64, len: usize) -> Option<u32> {
        self.short.get(short_key(word, len))
    }

    /// The id of the name of `len` (1..=7) bytes whose bytes are the low bytes of `word`, interning it
    /// after `validate` accepts it if it is new. Needs no string comparison.
    #[inline(always)]
    pub(crate) fn intern_short<E>(
        &mut self,
        word: u64,
        len: usize,
        validate: impl FnOnce(&[u8]) -> Result<(), E>,
    ) -> Result<u32, E> {
        let key = short_key(word, len);
        match self.short.get(key) {
            Some(id) => Ok(id),
            None => self.insert_short(key, word, len, validate),
        }
    }

    #[inline(never)]
    fn insert_short<E>(
        &mut self,
        key: u64,
        word: u64,
        len: usize,
        validate: impl FnOnce(&[u8]) -> Result<(), E>,
    ) -> Result<u32, E> {
        let bytes = word.to_le_bytes();
        validate(&bytes[..len])?;
        let id = self.push(&bytes[..len]);
        self.short.insert(key, id);
        Ok(id)
    }

    /// The id of `name`, interning it after `validate` accepts it if it is new.
    pub(crate) fn intern_checked<E>(
        &mut self,
        name: &[u8],
        validate: impl FnOnce(&[u8]) -> Result<(), E>,
    ) -> Result<u32, E> {
        if (1..=7).contains(&name.len()) {
            return self.intern_short(load8(name, 0), name.len(), validate);
        }
        let hash = long_hash(name);
        let Self { arena, ends, long, .. } = self;
        let bytes_of = |id: u32| {
            let i = id as usize;
            let start = if i == 0 { 0 } else { ends[i - 1] };
            &arena[start..ends[i]]
        };
        if let Some(&id) = long.find(hash, |&id| bytes_of(id) == name) {
            return Ok(id);
        }
        validate(name)?;
        let id = self.push(name);
        let Self { arena, ends, long, .. } = self;
        let bytes_of = |id: u32| {
            let i = id as usize;
            let start = if i == 0 { 0 } else { ends[i - 1] };
            &arena[start..ends[i]]
        };
        long.insert_unique(hash, id, |&id| long_hash(bytes_of(id)));
        Ok(id)
    }

    fn push(&mut self, name: &[u8]) -> u32 {
        let id = u32::try_from(self.ends.len()).expect("more than 2^32 names");
        self.arena.extend_from_slice(name);
        self.ends.push(self.arena.len());
        id
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interns_short_and_long_names() {
        let mut t = Interner::new();
        let names: Vec<Vec<u8>> = (0..2000).map(|i| format!("n{}{}", i, "x".repeat(i % 13)).into_bytes()).collect();
        let ids: Vec<u32> = names.iter().map(|n| t.intern(n)).collect();
        for (i, n) in names.iter().enumerate() {
            assert_eq!(ids[i], i as u32);
            assert_eq!(t.intern(n), i as u32);
            assert_eq!(t.lookup(n), Some(i as u32));
            assert_eq!(t.bytes(i as u32), &n[..]);
        }
        assert_eq!(t.lookup(b"missing"), None);
        assert_eq!(t.lookup(b"a-much-longer-missing-name"), None);
        // Same bytes, different lengths, must differ ("a" vs "a\0").
        let a = t.intern(b"a");
        let a0 = t.intern(b"a\0");
        assert_ne!(a, a0);
    }
}
