//! Files: `java.io.File` queries, `FileInputStream` and `FileOutputStream` (so readers,
//! writers, `Scanner` over a file, and the JDK's own configuration files that
//! `java.util.logging` and `java.security` read at start-up), and the natives behind weft's
//! model of the file system for `java.nio.file` (`sun.nio.fs.WeftFileSystem`, to which the
//! default provider's operations are redirected here).
//!
//! A file outside the temporary directory is input, like the class path: its contents are read
//! from the real file system the first time the program opens it and kept unchanged in the
//! program ([`crate::program::Program::file_contents`]) for the rest of the run and every state
//! of a search. What changes is the stream's position, which lives in the heap, in the stream's
//! `FileDescriptor`: `fd` is the file's index in that table (offset by [`FIRST_FILE`]) and
//! `handle` the position, so snapshots and fingerprints cover it. A read is a read and a write
//! of that position (events, and a scheduling point when the stream is shared), because two
//! threads reading one stream see each other's progress. Writing there stops the run with a
//! clear error.
//!
//! Files under the temporary directory ([`TEMP_DIR`]) are the model's: Java code in the heap
//! (so part of the state), reached from here by tail calls. `java.io` streams on them carry
//! descriptors from [`FIRST_STREAM`] on.

use std::rc::Rc;

use weft_events::{AccessMode, Event};

use super::unsafe_ops::{location, site, Cell};
use super::*;
use crate::program::Program;
use crate::state::ArrayData;

/// `FileDescriptor.fd` of the first input file weft opens (0-2 are the standard streams).
const FIRST_FILE: i32 = 1000;

/// `FileDescriptor.fd` of the first `java.io` stream on a temporary file
/// (`WeftFileSystem.FIRST_STREAM`).
const FIRST_STREAM: i32 = 100_000;

/// `java.io.tmpdir`: what lies under it is the model's (an overlay on the real directory).
pub(crate) const TEMP_DIR: &str = "/tmp";

/// weft's model of the file system.
const MODEL: &str = "sun/nio/fs/WeftFileSystem";

/// The working directory (`user.dir`), against which relative paths resolve.
pub(crate) fn working_directory() -> String {
    std::env::current_dir().map(|d| d.display().to_string()).unwrap_or_else(|_| "/".into())
}

/// `path` made absolute against the working directory and normalized (`.`, `..`, repeated
/// slashes), as `Path.toAbsolutePath().normalize()` does.
fn absolute(path: &str) -> String {
    let full = if path.starts_with('/') { path.to_string() } else { format!("{}/{path}", working_directory()) };
    let mut parts: Vec<&str> = Vec::new();
    for part in full.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            p => parts.push(p),
        }
    }
    format!("/{}", parts.join("/"))
}

/// Whether absolute path `abs` is the temporary directory or lies in it.
fn is_temp(abs: &str) -> bool {
    abs.strip_prefix(TEMP_DIR).is_some_and(|rest| rest.is_empty() || rest.starts_with('/'))
}

/// The absolute path of `path` when it lies in the temporary directory.
fn temp_path(path: &str) -> Option<String> {
    if path.is_empty() {
        return None;
    }
    Some(absolute(path)).filter(|abs| is_temp(abs))
}

/// Tail-calls the model's static `name(desc)` with the absolute path `abs` as first argument.
fn to_model(
    m: &mut Machine,
    tid: ThreadId,
    name: &str,
    desc: &str,
    abs: &str,
    more: &[Value],
) -> Result<NResult, VmError> {
    let path = m.new_string(abs);
    let mut args = vec![Value::Ref(Some(path))];
    args.extend_from_slice(more);
    call_static(m, tid, MODEL, name, desc, args)
}

/// The `FileDescriptor` of a `FileInputStream` or `FileOutputStream`, and its `fd`.
fn descriptor(m: &Machine, stream: ObjRef) -> Result<(ObjRef, i32), VmError> {
    let Some(Value::Ref(Some(fd))) = m.get_field_named(stream, "fd") else {
        return Err(VmError::verify("file stream without a FileDescriptor"));
    };
    match m.get_field_named(fd, "fd") {
        Some(Value::Int(n)) => Ok((fd, n)),
        _ => Err(VmError::verify("malformed FileDescriptor")),
    }
}

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
    r.add(FS, "getBooleanAttributes0", "(Ljava/io/File;)I", |m, tid, a| {
        let path = file_path(m, arg_obj(a, 1)?)?;
        if let Some(abs) = temp_path(&path) {
            return to_model(m, tid, "ioAttributes", "(Ljava/lang/String;)I", &abs, &[]);
        }
        let bits = match metadata(&path) {
            Some(md) if md.is_dir() => BA_EXISTS | BA_DIRECTORY,
            Some(md) if md.is_file() => BA_EXISTS | BA_REGULAR,
            Some(_) => BA_EXISTS,
            None => 0,
        };
        ret_int(bits)
    });
    r.add(FS, "getLength", "(Ljava/io/File;)J", |m, tid, a| {
        let path = file_path(m, arg_obj(a, 1)?)?;
        if let Some(abs) = temp_path(&path) {
            return to_model(m, tid, "ioLength", "(Ljava/lang/String;)J", &abs, &[]);
        }
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
    r.add(FS, "checkAccess", "(Ljava/io/File;I)Z", |m, tid, a| {
        use std::os::unix::fs::PermissionsExt;
        let path = file_path(m, arg_obj(a, 1)?)?;
        if let Some(abs) = temp_path(&path) {
            // The model's files can be read and written by the program; none is executable.
            let access = arg_int(a, 2)?;
            return match access & ACCESS_EXECUTE {
                0 => to_model(m, tid, "ioExists", "(Ljava/lang/String;)Z", &abs, &[]),
                _ => ret_bool(false),
            };
        }
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
    r.add(FS, "list", "(Ljava/io/File;)[Ljava/lang/String;", |m, tid, a| {
        let path = file_path(m, arg_obj(a, 1)?)?;
        if let Some(abs) = temp_path(&path) {
            return to_model(m, tid, "ioList", "(Ljava/lang/String;)[Ljava/lang/String;", &abs, &[]);
        }
        let names = list_directory(&path);
        ret_ref(names.map(|names| string_array(m, &names)).transpose()?)
    });
    // Changes under the temporary directory are the model's; anywhere else they are refused.
    r.add(FS, "createFileExclusively", "(Ljava/lang/String;)Z", |m, tid, a| {
        let Some(p) = arg_ref(a, 1)? else { return npe() };
        match temp_path(&m.rust_string(p)) {
            Some(abs) => to_model(m, tid, "ioCreate", "(Ljava/lang/String;Z)Z", &abs, &[Value::Int(0)]),
            None => writes_unsupported("java.io.File.createNewFile"),
        }
    });
    r.add(FS, "createDirectory", "(Ljava/io/File;)Z", |m, tid, a| match temp_path(&file_path(m, arg_obj(a, 1)?)?) {
        Some(abs) => to_model(m, tid, "ioCreate", "(Ljava/lang/String;Z)Z", &abs, &[Value::Int(1)]),
        None => writes_unsupported("java.io.File.mkdir"),
    });
    r.add(FS, "delete0", "(Ljava/io/File;)Z", |m, tid, a| match temp_path(&file_path(m, arg_obj(a, 1)?)?) {
        Some(abs) => to_model(m, tid, "ioDelete", "(Ljava/lang/String;)Z", &abs, &[]),
        None => writes_unsupported("java.io.File.delete"),
    });
    r.add(FS, "rename0", "(Ljava/io/File;Ljava/io/File;)Z", |m, tid, a| {
        let from = temp_path(&file_path(m, arg_obj(a, 1)?)?);
        let to = temp_path(&file_path(m, arg_obj(a, 2)?)?);
        match (from, to) {
            (Some(from), Some(to)) => {
                let to = Value::Ref(Some(m.new_string(&to)));
                to_model(m, tid, "ioRename", "(Ljava/lang/String;Ljava/lang/String;)Z", &from, &[to])
            }
            _ => writes_unsupported("java.io.File.renameTo"),
        }
    });
    for (name, desc) in [
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
    r.add(FD, "close0", "()V", |m, tid, a| {
        let fd = arg_obj(a, 0)?;
        if let Some(Value::Int(n)) = m.get_field_named(fd, "fd") {
            if n >= FIRST_STREAM {
                let args = vec![Value::Ref(Some(fd)), Value::Int(n)];
                return call_static(m, tid, MODEL, "closeStream", "(Ljava/io/FileDescriptor;I)V", args);
            }
        }
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
    r.add(FIS, "open0", "(Ljava/lang/String;)V", |m, tid, a| {
        let this = arg_obj(a, 0)?;
        let Some(p) = arg_ref(a, 1)? else { return npe() };
        let path = m.rust_string(p);
        if let Some(abs) = temp_path(&path) {
            return open_stream_on_temp(m, tid, this, &abs, p, READ);
        }
        let index = match m.prog.file_contents(&path) {
            Ok(index) => index,
            Err(reason) if reason == Program::NOT_REGULAR => {
                return Err(VmError::unsupported(format!("reading {path} ({reason})")));
            }
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
        if let Some(fd) = temp_stream(m, this)? {
            return call_static(m, tid, MODEL, "streamRead", "(I)I", vec![fd]);
        }
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
        if let Some(fd) = temp_stream(m, this)? {
            return call_static(m, tid, MODEL, "streamReadBytes", "(I[BII)I", [&[fd], &a[1..4]].concat());
        }
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
        if let Some(fd) = temp_stream(m, this)? {
            return call_static(m, tid, MODEL, "streamSkip", "(IJ)J", vec![fd, a[1]]);
        }
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
        if let Some(fd) = temp_stream(m, this)? {
            return call_static(m, tid, MODEL, "streamAvailable", "(I)I", vec![fd]);
        }
        let stream = match open_stream(m, tid, this)? {
            Ok(stream) => stream,
            Err(instead) => return Ok(instead),
        };
        ret_int(stream.data.len().saturating_sub(stream.position).min(i32::MAX as usize) as i32)
    });
    r.add(FIS, "isRegularFile0", "(Ljava/io/FileDescriptor;)Z", |_, _, _| ret_bool(true));

    // Writing: temporary files only (the standard streams too, when a program wraps
    // `FileDescriptor.out` or `err` itself).
    const FOS: &str = "java/io/FileOutputStream";
    r.add(FOS, "initIDs", "()V", |_, _, _| ret_void());
    r.add(FOS, "open0", "(Ljava/lang/String;Z)V", |m, tid, a| {
        let this = arg_obj(a, 0)?;
        let Some(p) = arg_ref(a, 1)? else { return npe() };
        let path = m.rust_string(p);
        match temp_path(&path) {
            Some(abs) => open_stream_on_temp(m, tid, this, &abs, p, if arg_int(a, 2)? != 0 { APPEND } else { WRITE }),
            None => Err(VmError::unsupported(format!(
                "writing a file outside the temporary directory (java.io.FileOutputStream of {path}): weft reads \
                 existing files and writes only under java.io.tmpdir ({TEMP_DIR})"
            ))),
        }
    });
    r.add(FOS, "write", "(IZ)V", |m, tid, a| {
        let this = arg_obj(a, 0)?;
        let byte = m.alloc_prim_array(crate::insn::Prim::Byte, ArrayData::Byte(vec![arg_int(a, 1)? as i8]));
        write_stream(m, tid, this, vec![Value::Ref(Some(byte)), Value::Int(0), Value::Int(1)])
    });
    r.add(FOS, "writeBytes", "([BIIZ)V", |m, tid, a| {
        let this = arg_obj(a, 0)?;
        write_stream(m, tid, this, a[1..4].to_vec())
    });

    // Random-access files: every one is a channel of the model (input files read-only).
    const RAF: &str = "java/io/RandomAccessFile";
    r.add(RAF, "initIDs", "()V", |_, _, _| ret_void());
    r.add(RAF, "open0", "(Ljava/lang/String;I)V", |m, tid, a| {
        let this = arg_obj(a, 0)?;
        let Some(p) = arg_ref(a, 1)? else { return npe() };
        let abs = absolute(&m.rust_string(p));
        // `RandomAccessFile.O_RDWR`.
        let write = arg_int(a, 2)? & 2 != 0;
        let (fd, _) = descriptor(m, this)?;
        let path = m.new_string(&abs);
        let args = vec![Value::Ref(Some(fd)), Value::Ref(Some(path)), Value::Ref(Some(p)), Value::Int(write as i32)];
        let desc = "(Ljava/io/FileDescriptor;Ljava/lang/String;Ljava/lang/String;Z)V";
        call_static(m, tid, MODEL, "openRandomAccess", desc, args)
    });
    // The rest are the model's stream operations on the descriptor's number.
    r.add(RAF, "read0", "()I", |m, tid, a| random_access(m, tid, a, "streamRead", "(I)I"));
    r.add(RAF, "readBytes", "([BII)I", |m, tid, a| random_access(m, tid, a, "streamReadBytes", "(I[BII)I"));
    r.add(RAF, "writeBytes", "([BII)V", |m, tid, a| random_access(m, tid, a, "streamWrite", "(I[BII)V"));
    r.add(RAF, "getFilePointer", "()J", |m, tid, a| random_access(m, tid, a, "streamPosition", "(I)J"));
    r.add(RAF, "seek0", "(J)V", |m, tid, a| random_access(m, tid, a, "streamSeek", "(IJ)V"));
    r.add(RAF, "length", "()J", |m, tid, a| random_access(m, tid, a, "streamLength", "(I)J"));
    r.add(RAF, "setLength", "(J)V", |m, tid, a| random_access(m, tid, a, "streamSetLength", "(IJ)V"));
    r.add(RAF, "write0", "(I)V", |m, tid, a| {
        let this = arg_obj(a, 0)?;
        let byte = m.alloc_prim_array(crate::insn::Prim::Byte, ArrayData::Byte(vec![arg_int(a, 1)? as i8]));
        let (_, n) = descriptor(m, this)?;
        let args = vec![Value::Int(n), Value::Ref(Some(byte)), Value::Int(0), Value::Int(1)];
        call_static(m, tid, MODEL, "streamWrite", "(I[BII)V", args)
    });

    // The path operations of NIO's default file system are Java code; its dispatcher's
    // initializer loads the platform library, which weft does not need for them.
    r.add("sun/nio/fs/UnixNativeDispatcher", "<clinit>", "()V", |_, _, _| ret_void());
    // The NIO operations weft models are redirected to the model before they reach the
    // dispatcher; the rest (POSIX attributes, links, file stores, watch services) pass their
    // path through here on the way to the platform.
    r.add(
        "sun/nio/fs/UnixNativeDispatcher",
        "copyToNativeBuffer",
        "(Lsun/nio/fs/UnixPath;)Lsun/nio/fs/NativeBuffer;",
        |_, _, _| {
            Err(VmError::unsupported(
                "this java.nio.file operation (weft models reading and writing files, directories, basic attributes, \
             copy, move and delete; not POSIX attributes, links, file stores or watch services)",
            ))
        },
    );
    r.add("sun/nio/fs/UnixNativeDispatcher", "getcwd", "()[B", |m, _, _| {
        let bytes = working_directory().bytes().map(|b| b as i8).collect();
        ret_ref(Some(m.alloc_prim_array(crate::insn::Prim::Byte, ArrayData::Byte(bytes))))
    });

    // The default provider's operations, redirected to the model: the receiver (the provider)
    // is left out.
    const PROVIDER: &str = "sun/nio/fs/UnixFileSystemProvider";
    const CHANNEL: &str = "(Ljava/nio/file/Path;Ljava/util/Set;[Ljava/nio/file/attribute/FileAttribute;)";
    r.add(PROVIDER, "newByteChannel", &format!("{CHANNEL}Ljava/nio/channels/SeekableByteChannel;"), |m, tid, a| {
        call_static(m, tid, MODEL, "newChannel", &format!("{CHANNEL}Ljava/nio/channels/FileChannel;"), a[1..].to_vec())
    });
    r.add(PROVIDER, "newFileChannel", &format!("{CHANNEL}Ljava/nio/channels/FileChannel;"), |m, tid, a| {
        call_static(m, tid, MODEL, "newChannel", &format!("{CHANNEL}Ljava/nio/channels/FileChannel;"), a[1..].to_vec())
    });
    r.add(PROVIDER, "implDelete", "(Ljava/nio/file/Path;Z)Z", |m, tid, a| {
        call_static(m, tid, MODEL, "delete", "(Ljava/nio/file/Path;Z)Z", a[1..].to_vec())
    });
    r.add(PROVIDER, "checkAccess", "(Ljava/nio/file/Path;[Ljava/nio/file/AccessMode;)V", |m, tid, a| {
        call_static(m, tid, MODEL, "checkAccess", "(Ljava/nio/file/Path;[Ljava/nio/file/AccessMode;)V", a[1..].to_vec())
    });
    r.add(PROVIDER, "exists", "(Ljava/nio/file/Path;)Z", |m, tid, a| {
        call_static(m, tid, MODEL, "exists", "(Ljava/nio/file/Path;)Z", a[1..].to_vec())
    });
    r.add(PROVIDER, "isDirectory", "(Ljava/nio/file/Path;)Z", |m, tid, a| {
        call_static(m, tid, MODEL, "isDirectory", "(Ljava/nio/file/Path;)Z", a[1..].to_vec())
    });
    r.add(PROVIDER, "isRegularFile", "(Ljava/nio/file/Path;)Z", |m, tid, a| {
        call_static(m, tid, MODEL, "isRegularFile", "(Ljava/nio/file/Path;)Z", a[1..].to_vec())
    });
    r.add(
        PROVIDER,
        "createDirectory",
        "(Ljava/nio/file/Path;[Ljava/nio/file/attribute/FileAttribute;)V",
        |m, tid, a| {
            let desc = "(Ljava/nio/file/Path;[Ljava/nio/file/attribute/FileAttribute;)V";
            call_static(m, tid, MODEL, "createDirectory", desc, a[1..].to_vec())
        },
    );
    const STREAM: &str = "(Ljava/nio/file/Path;Ljava/nio/file/DirectoryStream$Filter;)Ljava/nio/file/DirectoryStream;";
    r.add(PROVIDER, "newDirectoryStream", STREAM, |m, tid, a| {
        call_static(m, tid, MODEL, "newDirectoryStream", STREAM, a[1..].to_vec())
    });
    const COPY: &str = "(Ljava/nio/file/Path;Ljava/nio/file/Path;[Ljava/nio/file/CopyOption;)V";
    r.add(PROVIDER, "copy", COPY, |m, tid, a| call_static(m, tid, MODEL, "copy", COPY, a[1..].to_vec()));
    r.add(PROVIDER, "move", COPY, |m, tid, a| call_static(m, tid, MODEL, "move", COPY, a[1..].to_vec()));
    const ATTRIBUTES: &str =
        "(Ljava/nio/file/Path;Ljava/lang/Class;[Ljava/nio/file/LinkOption;)Ljava/nio/file/attribute/BasicFileAttributes;";
    r.add("sun/nio/fs/LinuxFileSystemProvider", "readAttributes", ATTRIBUTES, |m, tid, a| {
        call_static(m, tid, MODEL, "readAttributes", ATTRIBUTES, a[1..].to_vec())
    });
    // Temporary files get names from a counter instead of `SecureRandom` (whose seeding is
    // outside the model); the helper's initializer, which creates one, is skipped.
    const TEMP_HELPER: &str = "java/nio/file/TempFileHelper";
    const CREATE_TEMP: &str =
        "(Ljava/nio/file/Path;Ljava/lang/String;Ljava/lang/String;Z[Ljava/nio/file/attribute/FileAttribute;)Ljava/nio/file/Path;";
    r.add(TEMP_HELPER, "<clinit>", "()V", |_, _, _| ret_void());
    r.add(
        TEMP_HELPER,
        "createTempFile",
        "(Ljava/nio/file/Path;Ljava/lang/String;Ljava/lang/String;[Ljava/nio/file/attribute/FileAttribute;)Ljava/nio/file/Path;",
        |m, tid, a| call_static(m, tid, MODEL, "createTemp", CREATE_TEMP, vec![a[0], a[1], a[2], Value::Int(0), a[3]]),
    );
    r.add(
        TEMP_HELPER,
        "createTempDirectory",
        "(Ljava/nio/file/Path;Ljava/lang/String;[Ljava/nio/file/attribute/FileAttribute;)Ljava/nio/file/Path;",
        |m, tid, a| {
            call_static(
                m,
                tid,
                MODEL,
                "createTemp",
                CREATE_TEMP,
                vec![a[0], a[1], Value::Ref(None), Value::Int(1), a[2]],
            )
        },
    );

    // `java.io.File.createTempFile` names files with `SecureRandom` too.
    r.add(
        "java/io/File",
        "createTempFile",
        "(Ljava/lang/String;Ljava/lang/String;Ljava/io/File;)Ljava/io/File;",
        |m, tid, a| {
            let desc = "(Ljava/lang/String;Ljava/lang/String;Ljava/io/File;)Ljava/io/File;";
            call_static(m, tid, MODEL, "createTempFileIo", desc, a.to_vec())
        },
    );

    // The model's natives: what the real file system holds (input, read-only).
    r.add(MODEL, "tempDirectory", "()Ljava/lang/String;", |m, _, _| ret_ref(Some(m.new_string(TEMP_DIR))));
    r.add(MODEL, "realAttributes", "(Ljava/lang/String;)[J", |m, _, a| {
        let Some(p) = arg_ref(a, 0)? else { return npe() };
        let Some(md) = metadata(&m.rust_string(p)) else { return ret_ref(None) };
        let kind = if md.is_file() {
            1
        } else if md.is_dir() {
            2
        } else {
            3
        };
        let millis = md
            .modified()
            .ok()
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .map(|d| d.as_millis() as i64)
            .unwrap_or(0);
        let data = ArrayData::Long(vec![kind, md.len() as i64, millis]);
        ret_ref(Some(m.alloc_prim_array(crate::insn::Prim::Long, data)))
    });
    r.add(MODEL, "openInput", "(Ljava/lang/String;)I", |m, _, a| {
        let Some(p) = arg_ref(a, 0)? else { return npe() };
        let path = m.rust_string(p);
        match m.prog.file_contents(&path) {
            Ok(index) => ret_int(index as i32),
            Err(reason) if reason == Program::NOT_REGULAR => {
                Err(VmError::unsupported(format!("reading {path} ({reason})")))
            }
            Err(reason) => throw("java/nio/file/FileSystemException", format!("{path}: {reason}")),
        }
    });
    r.add(MODEL, "inputSize", "(I)J", |m, _, a| {
        let len = input_file(m, arg_int(a, 0)?)?.len();
        ret(Value::Long(len as i64))
    });
    r.add(MODEL, "readInput", "(IJ[BII)I", |m, _, a| {
        let data = input_file(m, arg_int(a, 0)?)?;
        let position = arg_long(a, 1)?.max(0) as usize;
        let Some(buf) = arg_ref(a, 2)? else { return npe() };
        let (off, len) = (arg_int(a, 3)?.max(0) as usize, arg_int(a, 4)?.max(0) as usize);
        if position >= data.len() {
            return ret_int(-1);
        }
        let n = len.min(data.len() - position);
        if let crate::state::Body::Array(ArrayData::Byte(bytes)) = &mut m.st.heap.get_mut(buf).body {
            if off + n > bytes.len() {
                return throw("java/lang/IndexOutOfBoundsException", "readInput");
            }
            for (k, &b) in data[position..position + n].iter().enumerate() {
                bytes[off + k] = b as i8;
            }
        }
        ret_int(n as i32)
    });
    r.add(MODEL, "listReal", "(Ljava/lang/String;)[Ljava/lang/String;", |m, _, a| {
        let Some(p) = arg_ref(a, 0)? else { return npe() };
        let names = list_directory(&m.rust_string(p));
        ret_ref(names.map(|names| string_array(m, &names)).transpose()?)
    });
}

/// The contents of input file `index` (of [`crate::program::Program::files`]).
fn input_file(m: &Machine, index: i32) -> Result<Rc<[u8]>, VmError> {
    usize::try_from(index)
        .ok()
        .and_then(|i| m.prog.files.get(i))
        .map(|(_, data)| data.clone())
        .ok_or_else(|| VmError::verify("an input file weft did not open"))
}

/// The names in real directory `path`, sorted (the file system's order differs between
/// machines; sorted, it is the same on every run), or `None` when it is not a directory.
fn list_directory(path: &str) -> Option<Vec<String>> {
    let entries = std::fs::read_dir(path).ok()?;
    let mut names: Vec<String> = entries.flatten().map(|e| e.file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    Some(names)
}

/// A `RandomAccessFile` native: the model's `target` with the descriptor's number in place of
/// the receiver.
fn random_access(m: &mut Machine, tid: ThreadId, a: &[Value], target: &str, desc: &str) -> Result<NResult, VmError> {
    let (_, n) = descriptor(m, arg_obj(a, 0)?)?;
    call_static(m, tid, MODEL, target, desc, [&[Value::Int(n)], &a[1..]].concat())
}

/// `WeftFileSystem.openStream` modes.
const READ: i32 = 0;
const WRITE: i32 = 1;
const APPEND: i32 = 2;

/// Opens a `java.io` stream on temporary file `abs` in the model; `name` is the file's name as
/// the program gave it, for error messages.
fn open_stream_on_temp(
    m: &mut Machine,
    tid: ThreadId,
    stream: ObjRef,
    abs: &str,
    name: ObjRef,
    mode: i32,
) -> Result<NResult, VmError> {
    let (fd, _) = descriptor(m, stream)?;
    let path = m.new_string(abs);
    let args = vec![Value::Ref(Some(fd)), Value::Ref(Some(path)), Value::Ref(Some(name)), Value::Int(mode)];
    let desc = "(Ljava/io/FileDescriptor;Ljava/lang/String;Ljava/lang/String;I)V";
    call_static(m, tid, MODEL, "openStream", desc, args)
}

/// The descriptor number of a stream on a temporary file (`None` for other streams).
fn temp_stream(m: &Machine, stream: ObjRef) -> Result<Option<Value>, VmError> {
    let (_, n) = descriptor(m, stream)?;
    Ok((n >= FIRST_STREAM).then_some(Value::Int(n)))
}

/// `FileOutputStream.write`/`writeBytes` of `bytes` (array, offset, length).
fn write_stream(m: &mut Machine, tid: ThreadId, stream: ObjRef, bytes: Vec<Value>) -> Result<NResult, VmError> {
    match descriptor(m, stream)? {
        (_, n) if n >= FIRST_STREAM => {
            call_static(m, tid, MODEL, "streamWrite", "(I[BII)V", [&[Value::Int(n)], &bytes[..]].concat())
        }
        (_, n @ (1 | 2)) => {
            call_static(m, tid, "java/lang/WeftVM", "write", "(I[BII)V", [&[Value::Int(n)], &bytes[..]].concat())
        }
        (_, -1) => throw("java/io/IOException", "Stream Closed"),
        _ => Err(VmError::unsupported("writing to a file descriptor weft did not open")),
    }
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
    m.emit(Event::Read { thread: tid, location, mode: AccessMode::Plain, site: s, via: weft_events::Site::NONE });
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
    m.emit(Event::Write { thread: tid, location, mode: AccessMode::Plain, site: s, via: weft_events::Site::NONE });
}
