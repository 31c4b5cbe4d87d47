//! Java's "modified UTF-8", the encoding of names in class files and in the jimage strings table.
//!
//! It differs from UTF-8 in two ways: U+0000 is written as the two bytes `C0 80`, and a
//! character outside the Basic Multilingual Plane is written as its two UTF-16 surrogates, three
//! bytes each. Every other string has the same bytes in both encodings, which is what the fast
//! paths below rely on (class and module names are nearly always ASCII).

use std::borrow::Cow;

/// Encodes `s` as modified UTF-8, borrowing when the bytes are the same as UTF-8.
pub(crate) fn encode(s: &str) -> Cow<'_, [u8]> {
    // UTF-8 and modified UTF-8 agree unless there is a NUL or a 4-byte sequence (lead >= 0xF0).
    if !s.bytes().any(|b| b == 0 || b >= 0xF0) {
        return Cow::Borrowed(s.as_bytes());
    }
    let mut out = Vec::with_capacity(s.len() + 8);
    let mut units = [0u16; 2];
    for c in s.chars() {
        for &unit in c.encode_utf16(&mut units).iter() {
            push_unit(&mut out, unit);
        }
    }
    Cow::Owned(out)
}

fn push_unit(out: &mut Vec<u8>, unit: u16) {
    match unit {
        1..=0x7F => out.push(unit as u8),
        0 | 0x80..=0x7FF => {
            out.push(0xC0 | (unit >> 6) as u8);
            out.push(0x80 | (unit & 0x3F) as u8);
        }
        _ => {
            out.push(0xE0 | (unit >> 12) as u8);
            out.push(0x80 | ((unit >> 6) & 0x3F) as u8);
            out.push(0x80 | (unit & 0x3F) as u8);
        }
    }
}

/// Decodes modified UTF-8, borrowing when the bytes are also valid UTF-8. Malformed sequences
/// become U+FFFD rather than an error: names are only displayed or compared, never trusted.
pub(crate) fn decode(bytes: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(s) => Cow::Borrowed(s),
        Err(_) => Cow::Owned(decode_slow(bytes)),
    }
}

fn decode_slow(bytes: &[u8]) -> String {
    let mut units: Vec<u16> = Vec::with_capacity(bytes.len());
    let mut i = 0;
    let continuation = |i: usize| bytes.get(i).copied().filter(|b| b & 0xC0 == 0x80);
    while i < bytes.len() {
        let b = bytes[i];
        if b < 0x80 {
            units.push(u16::from(b));
            i += 1;
        } else if b & 0xE0 == 0xC0 {
            match continuation(i + 1) {
                Some(b2) => {
                    units.push((u16::from(b & 0x1F) << 6) | u16::from(b2 & 0x3F));
                    i += 2;
                }
                None => {
                    units.push(0xFFFD);
                    i += 1;
                }
            }
        } else if b & 0xF0 == 0xE0 {
            match (continuation(i + 1), continuation(i + 2)) {
                (Some(b2), Some(b3)) => {
                    units.push((u16::from(b & 0x0F) << 12) | (u16::from(b2 & 0x3F) << 6) | u16::from(b3 & 0x3F));
                    i += 3;
                }
                _ => {
                    units.push(0xFFFD);
                    i += 1;
                }
            }
        } else {
            units.push(0xFFFD);
            i += 1;
        }
    }
    String::from_utf16_lossy(&units)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ascii_and_bmp_are_borrowed() {
        assert!(matches!(encode("java/lang/String"), Cow::Borrowed(_)));
        assert!(matches!(encode("p/Größe"), Cow::Borrowed(_)));
        assert!(matches!(decode(b"java.base"), Cow::Borrowed("java.base")));
    }

    #[test]
    fn nul_and_supplementary_round_trip() {
        let s = "a\0b\u{1F600}c";
        let encoded = encode(s);
        assert_eq!(&encoded[..], &[b'a', 0xC0, 0x80, b'b', 0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80, b'c'][..]);
        assert_eq!(decode(&encoded), s);
    }

    #[test]
    fn malformed_input_is_replaced_not_rejected() {
        assert_eq!(decode(&[b'a', 0xC3]), "a\u{FFFD}");
        assert_eq!(decode(&[0xFF, b'b']), "\u{FFFD}b");
    }
}
