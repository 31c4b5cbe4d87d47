//! `java.util.zip`'s checksums: the natives of `CRC32` and `Adler32` (the JDK's C code calls
//! zlib), over heap arrays. Loading the JDK's `zip` library is a no-op: the functions weft needs
//! from it are these. Direct buffers (off-heap memory) are outside the model.

use super::*;
use crate::state::ArrayData;

/// The bytes `b[off..off + len]` of a `byte[]` argument, read as the program's accesses: one
/// scheduling point before them when the array is shared, then a plain read event of each byte,
/// as `System.arraycopy` reads (the JDK checks the bounds before it calls the native).
fn read_range(m: &mut Machine, tid: ThreadId, a: &[Value], at: usize) -> Result<Result<Vec<u8>, NResult>, VmError> {
    let Some(arr) = arg_ref(a, at)? else { return Ok(Err(NResult::ThrowNew("java/lang/NullPointerException", None))) };
    let (off, len) = (arg_int(a, at + 1)?, arg_int(a, at + 2)?);
    let Some(ArrayData::Byte(bytes)) = m.st.heap.get(arr).array() else {
        return Err(VmError::verify("checksum of an array that is not byte[]"));
    };
    let total = bytes.len();
    if off < 0 || len < 0 || off as usize + len as usize > total {
        return Ok(Err(NResult::ThrowNew("java/lang/ArrayIndexOutOfBoundsException", None)));
    }
    if super::lang::yields_before_bulk_access(m, tid, &[arr]) {
        return Ok(Err(NResult::YieldBefore));
    }
    super::lang::element_events(m, tid, arr, off as usize, len as usize, false);
    let Some(ArrayData::Byte(bytes)) = m.st.heap.get(arr).array() else { unreachable!("checked above") };
    Ok(Ok(bytes[off as usize..(off + len) as usize].iter().map(|&b| b as u8).collect()))
}

fn crc32(crc: i32, bytes: &[u8]) -> i32 {
    let mut hasher = crc32fast::Hasher::new_with_initial(crc as u32);
    hasher.update(bytes);
    hasher.finalize() as i32
}

fn adler32(adler: i32, bytes: &[u8]) -> i32 {
    let mut hasher = adler2::Adler32::from_checksum(adler as u32);
    hasher.write_slice(bytes);
    hasher.checksum() as i32
}

pub(super) fn register(r: &mut NativeRegistry) {
    r.add("java/util/zip/ZipUtils", "loadLibrary", "()V", |_, _, _| ret_void());
    r.add("java/util/zip/CRC32", "update", "(II)I", |_, _, a| ret_int(crc32(arg_int(a, 0)?, &[arg_int(a, 1)? as u8])));
    r.add("java/util/zip/CRC32", "updateBytes0", "(I[BII)I", |m, tid, a| match read_range(m, tid, a, 1)? {
        Ok(bytes) => ret_int(crc32(arg_int(a, 0)?, &bytes)),
        Err(stop) => Ok(stop),
    });
    r.add("java/util/zip/Adler32", "update", "(II)I", |_, _, a| {
        ret_int(adler32(arg_int(a, 0)?, &[arg_int(a, 1)? as u8]))
    });
    r.add("java/util/zip/Adler32", "updateBytes", "(I[BII)I", |m, tid, a| match read_range(m, tid, a, 1)? {
        Ok(bytes) => ret_int(adler32(arg_int(a, 0)?, &bytes)),
        Err(stop) => Ok(stop),
    });
    for (class, name) in [("java/util/zip/CRC32", "updateByteBuffer0"), ("java/util/zip/Adler32", "updateByteBuffer")] {
        r.add(class, name, "(IJII)I", |_, _, _| {
            Err(VmError::unsupported("a CRC32 or Adler32 checksum of a direct ByteBuffer (off-heap memory)"))
        });
    }
}
