//! Reading existing files: `java.io.File` queries and `FileInputStream` (so `FileReader`,
//! `BufferedReader`, `Scanner` over a file, and the JDK's own configuration files that
//! `java.util.logging` and `java.security` read at start-up).
//!
//! A file's contents are input, like the class path: they are read from the real file system
//! the first time the program opens the file and kept unchanged in the program
//! ([`crate::program::Program::file_contents`]) for the rest of the run and every state of a
//! search. What changes is the stream's position, which lives in the heap, in the stream's
//! `FileDescriptor`: `fd` is the file's index in that table (offset by [`FIRST_FILE`]) and
//! `handle` the position, so snapshots and fingerprints cover it. A read is a read and a write
//! of that position (events, and a scheduling point when the stream is shared), because two
//! threads reading one stream see each other's progress. Writing to the file system (creating,
//! deleting, renaming files, `FileOutputStream`) is not modelled and stops the run with a clear
//! error.

use std::rc::Rc;

use weft_events::{AccessMode, Event};

use super::unsafe_ops::{location, site, Cell};
use super::*;
use crate::state::ArrayData;

/// `FileDescriptor.fd` of the first file weft opens (0-2 are the standard streams).
const FIRST_FILE: i32 = 1000;

/// `java.io.FileSystem` attribute bits.
const BA_EXISTS: i32 = 0x01;
const BA_REGULAR: i32 = 0x02;
const BA_DIRECTORY: i32 = 0x04;

/// `java.io.FileSystem.checkAccess` modes.
const ACCESS_EXECUTE: i32 = 0x01;
const ACCESS_WRITE: i32 = 0x02;

/// The `path` field of a `java.io.File`.
fn file_path(m: &Machine, file: ObjRef) -> Result<String, VmError> {
    match m.get_field_named(file, "path") {
        Some(Value::Ref(Some(p))) => Ok(m.rust_string(p)),
        _ => Err(VmError::verify("java.io.File without a path")),
    }
}

fn metadata(path: &str) -> Option<std::fs::Metadata> {
    if path.is_empty() {
        return None;
    }
    std::fs::metadata(path).ok()
}

fn writes_unsupported(what: &str) -> Result<NResult, VmError> {
    Err(VmError::unsupported(format!("writing to the file system ({what}): weft only reads existing files")))
}

pub(super) fn register(r: &mut NativeRegistry) {
    const FS: &str = "java/io/UnixFileSystem";
    r.add(FS, "getBooleanAttributes0", "(Ljava/io/File;)I", |m, _, a| {
        let path = file_path(m, arg_obj(a, 1)?)?;
        let bits = match metadata(&path) {
            Some(md) if md.is_dir() => BA_EXISTS | BA_DIRECTORY,
            Some(md) if md.is_file() => BA_EXISTS | BA_REGULAR,
            Some(_) => BA_EXISTS,
            None => 0,
        };
        ret_int(bits)
    });
    r.add(FS, "getLength", "(Ljava/io/File;)J", |m, _, a| {
        let path = file_path(m, arg_obj(a, 1)?)?;
        ret(Value::Long(metadata(&path).map(|md| md.len() as i64).unwrap_or(0)))
    });
    r.add(FS, "getLastModifiedTime", "(Ljava/io/File;)J", |m, _, a| {
        let path = file_path(m, arg_obj(a, 1)?)?;
        let millis = metadata(&path)
            .and_then(|md| md.modified().ok())
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0);
        ret(Value::Long(millis))
    });
    r.add(FS, "checkAccess", "(Ljava/io/File;I)Z", |m, _, a| {
        use std::os::unix::fs::PermissionsExt;
        let path = file_path(m, arg_obj(a, 1)?)?;
        let access = arg_int(a, 2)?;
        let ok = match metadata(&path) {
            None => false,
            Some(md) => {
                let mode = md.permissions().mode();
                if access & ACCESS_EXECUTE != 0 {
                    mode & 0o111 != 0
                } else if access & ACCESS_WRITE != 0 {
                    mode & 0o222 != 0
                } else {
                    mode & 0o444 != 0
                }
            }
        };
        ret_bool(ok)
    });
    r.add(FS, "canonicalize0", "(Ljava/lang/String;)Ljava/lang/String;", |m, _, a| {
        let Some(p) = arg_ref(a, 1)? else { return npe() };
        let path = m.rust_string(p);
        // Like realpath: resolve what exists, keep a missing tail as written.
        let canonical = match std::fs::canonicalize(&path) {
            Ok(c) => c.display().to_string(),
            Err(_) => path,
        };
        let s = m.new_string(&canonical);
        ret_ref(Some(s))
    });
    r.add(FS, "list", "(Ljava/io/File;)[Ljava/lang/String;", |m, _, a| {
        let path = file_path(m, arg_obj(a, 1)?)?;
        let Ok(entries) = std::fs::read_dir(&path) else { return ret_ref(None) };
        let mut names: Vec<String> = entries.flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect();
        // The order is the file system's; sorted, it is at least the same on every run.
        names.sort();
        let sa = m.load("[Ljava/lang/String;")?;
        let arr = m.alloc_array(sa, names.len());
        for (i, n) in names.iter().enumerate() {
            let s = m.new_string(n);
            if let crate::state::Body::Array(ArrayData::Ref(v)) = &mut m.st.heap.get_mut(arr).body {
                v[i] = Some(s);
            }
        }
        ret_ref(Some(arr))
    });
    for (name, desc) in [
        ("createFileExclusively", "(Ljava/lang/String;)Z"),
        ("delete0", "(Ljava/io/File;)Z"),
        ("rename0", "(Ljava/io/File;Ljava/io/File;)Z"),
        ("createDirectory", "(Ljava/io/File;)Z"),
        ("setLastModifiedTime", "(Ljava/io/File;J)Z"),
        ("setReadOnly", "(Ljava/io/File;)Z"),
        ("setPermission", "(Ljava/io/File;IZZ)Z"),
    ] {
        r.add(FS, name, desc, |_, _, _| writes_unsupported("java.io.File"));
    }

    const FD: &str = "java/io/FileDescriptor";
    r.add(FD, "initIDs", "()V", |_, _, _| ret_void());
    r.add(FD, "getHandle", "(I)J", |_, _, _| ret(Value::Long(-1)));
    r.add(FD, "getAppend", "(I)Z", |_, _, _| ret_bool(false));
    r.add(FD, "close0", "()V", |m, _, a| {
        let fd = arg_obj(a, 0)?;
        m.set_field_named(fd, "fd", Value::Int(-1));
        m.set_field_named(fd, "handle", Value::Long(-1));
        ret_void()
    });
    // The JDK registers every open stream with a cleaner, whose thread would join every
    // program that opens a file; weft keeps nothing open outside the heap.
    r.add("java/io/FileCleanable", "register", "(Ljava/io/FileDescriptor;)V", |_, _, _| ret_void());
    r.add("java/io/FileCleanable", "unregister", "(Ljava/io/FileDescriptor;)V", |_, _, _| ret_void());

    const FIS: &str = "java/io/FileInputStream";
    r.add(FIS, "initIDs", "()V", |_, _, _| ret_void());
    r.add(FIS, "open0", "(Ljava/lang/String;)V", |m, _, a| {
        let this = arg_obj(a, 0)?;
        let Some(p) = arg_ref(a, 1)? else { return npe() };
        let path = m.rust_string(p);
        let index = match m.prog.file_contents(&path) {
            Ok(index) => index,
            Err(reason) => return throw("java/io/FileNotFoundException", format!("{path} ({reason})")),
        };
        let Some(Value::Ref(Some(fd))) = m.get_field_named(this, "fd") else {
            return Err(VmError::verify("FileInputStream without a FileDescriptor"));
        };
        m.set_field_named(fd, "fd", Value::Int(FIRST_FILE + index as i32));
        m.set_field_named(fd, "handle", Value::Long(0));
        ret_void()
    });
    r.add(FIS, "read0", "()I", |m, tid, a| {
        let this = arg_obj(a, 0)?;
        let stream = match open_stream(m, tid, this)? {
            Ok(stream) => stream,
            Err(instead) => return Ok(instead),
        };
        match stream.data.get(stream.position) {
            Some(&b) => {
                advance(m, tid, &stream, 1);
                ret_int(b as i32)
            }
            None => ret_int(-1),
        }
    });
    r.add(FIS, "readBytes", "([BII)I", |m, tid, a| {
        let this = arg_obj(a, 0)?;
        let Some(buf) = arg_ref(a, 1)? else { return npe() };
        let (off, len) = (arg_int(a, 2)?, arg_int(a, 3)?);
        let capacity = m.st.heap.get(buf).array().map(|b| b.len()).unwrap_or(0);
        if off < 0 || len < 0 || off as usize + len as usize > capacity {
            return throw(
                "java/lang/IndexOutOfBoundsException",
                format!("Range [{off}, {off} + {len}) out of bounds for length {capacity}"),
            );
        }
        if len == 0 {
            return ret_int(0);
        }
        let stream = match open_stream(m, tid, this)? {
            Ok(stream) => stream,
            Err(instead) => return Ok(instead),
        };
        let available = stream.data.len().saturating_sub(stream.position);
        if available == 0 {
            return ret_int(-1);
        }
        let n = available.min(len as usize);
        if let crate::state::Body::Array(ArrayData::Byte(bytes)) = &mut m.st.heap.get_mut(buf).body {
            for (k, &b) in stream.data[stream.position..stream.position + n].iter().enumerate() {
                bytes[off as usize + k] = b as i8;
            }
        }
        advance(m, tid, &stream, n);
        ret_int(n as i32)
    });
    // Like lseek: skipping may go past the end (reads then return -1), not before the start.
    r.add(FIS, "skip0", "(J)J", |m, tid, a| {
        let this = arg_obj(a, 0)?;
        let n = arg_long(a, 1)?;
        let stream = match open_stream(m, tid, this)? {
            Ok(stream) => stream,
            Err(instead) => return Ok(instead),
        };
        let Some(target) = (stream.position as i64).checked_add(n).filter(|&t| t >= 0) else {
            return throw("java/io/IOException", "Invalid argument");
        };
        move_to(m, tid, &stream, target as usize);
        ret(Value::Long(n))
    });
    r.add(FIS, "available0", "()I", |m, tid, a| {
        let this = arg_obj(a, 0)?;
        let stream = match open_stream(m, tid, this)? {
            Ok(stream) => stream,
            Err(instead) => return Ok(instead),
        };
        ret_int(stream.data.len().saturating_sub(stream.position).min(i32::MAX as usize) as i32)
    });
    r.add(FIS, "isRegularFile0", "(Ljava/io/FileDescriptor;)Z", |_, _, _| ret_bool(true));

    // The path operations of NIO's default file system are Java code; its dispatcher's
    // initializer loads the platform library, which weft does not need for them.
    r.add("sun/nio/fs/UnixNativeDispatcher", "<clinit>", "()V", |_, _, _| ret_void());
    // Every NIO operation on a file (Files.readString, channels, attributes, directory
    // streams) passes its path through here on the way to the platform; weft reads files
    // through java.io only.
    r.add("sun/nio/fs/UnixNativeDispatcher", "copyToNativeBuffer", "(Lsun/nio/fs/UnixPath;)Lsun/nio/fs/NativeBuffer;", |_, _, _| {
        Err(VmError::unsupported(
            "file access through java.nio.file (Files, channels, file attributes): weft reads files through java.io only",
        ))
    });
    r.add("sun/nio/fs/UnixNativeDispatcher", "getcwd", "()[B", |m, _, _| {
        let cwd = std::env::current_dir().map(|d| d.display().to_string()).unwrap_or_else(|_| "/".into());
        let bytes = cwd.bytes().map(|b| b as i8).collect();
        ret_ref(Some(m.alloc_prim_array(crate::insn::Prim::Byte, ArrayData::Byte(bytes))))
    });
}

/// An open `FileInputStream`: its descriptor object, the slot of the position, the contents
/// and the position.
struct OpenStream {
    descriptor: ObjRef,
    handle_slot: u16,
    data: Rc<[u8]>,
    position: usize,
}

/// The open file behind a `FileInputStream`, after a scheduling point when the stream is
/// shared. `Err` is what the call does instead: stop at the scheduling point first, or throw
/// `IOException("Stream Closed")` for a closed stream, as the JDK does.
fn open_stream(m: &mut Machine, tid: ThreadId, stream: ObjRef) -> Result<Result<OpenStream, NResult>, VmError> {
    let Some(Value::Ref(Some(descriptor))) = m.get_field_named(stream, "fd") else {
        return Err(VmError::verify("FileInputStream without a FileDescriptor"));
    };
    if m.config.explore && m.st.heap.get(descriptor).shared && m.yield_here(tid) {
        return Ok(Err(NResult::YieldBefore));
    }
    let class = m.st.heap.get(descriptor).class;
    let handle_slot = m.field_slot(class, "handle").ok_or_else(|| VmError::verify("FileDescriptor.handle"))?;
    let (Some(Value::Int(fd)), Value::Long(position)) =
        (m.get_field_named(descriptor, "fd"), m.get_field(descriptor, handle_slot))
    else {
        return Err(VmError::verify("malformed FileDescriptor"));
    };
    if fd == -1 {
        return Ok(Err(NResult::ThrowNew("java/io/IOException", Some("Stream Closed".into()))));
    }
    let data = usize::try_from(fd - FIRST_FILE)
        .ok()
        .and_then(|i| m.prog.files.get(i))
        .map(|(_, data)| data.clone())
        .ok_or_else(|| VmError::unsupported("reading a file descriptor weft did not open (standard input)"))?;
    let location = location(m, Cell::Field { obj: descriptor, slot: handle_slot });
    let s = site(m, tid);
    m.emit(Event::Read { thread: tid, location, mode: AccessMode::Plain, site: s });
    Ok(Ok(OpenStream { descriptor, handle_slot, data, position: position.max(0) as usize }))
}

/// Moves the stream's position on by `n` bytes (a write of the position).
fn advance(m: &mut Machine, tid: ThreadId, stream: &OpenStream, n: usize) {
    if n > 0 {
        move_to(m, tid, stream, stream.position + n);
    }
}

/// Sets the stream's position (a write of the position).
fn move_to(m: &mut Machine, tid: ThreadId, stream: &OpenStream, position: usize) {
    m.set_field(stream.descriptor, stream.handle_slot, Value::Long(position as i64));
    let location = location(m, Cell::Field { obj: stream.descriptor, slot: stream.handle_slot });
    let s = site(m, tid);
    m.emit(Event::Write { thread: tid, location, mode: AccessMode::Plain, site: s });
}
