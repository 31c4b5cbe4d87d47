//! Natives of `java.lang`: `Object`, `String`, the floating-point bit conversions, `StrictMath`,
//! `System` and weft's `WeftVM` services (output, properties, exit), and stack traces.

use super::fdlibm;
use super::*;
use crate::class::ClassKind;
use crate::state::{ArrayData, Body, FrameKind, Object};
use weft_events::{AccessMode, Event, Location};

pub(super) fn register(r: &mut NativeRegistry) {
    r.add("java/lang/Object", "getClass", "()Ljava/lang/Class;", |m, _, a| {
        let o = arg_obj(a, 0)?;
        let c = m.st.heap.get(o).class;
        ret_ref(Some(m.mirror(c)))
    });
    r.add("java/lang/Object", "hashCode", "()I", |m, tid, a| {
        let o = arg_obj(a, 0)?;
        ret_int(m.identity_hash_for(tid, o))
    });
    r.add("java/lang/Object", "clone", "()Ljava/lang/Object;", |m, tid, a| {
        let o = arg_obj(a, 0)?;
        let obj = m.st.heap.get(o);
        let class = obj.class;
        let is_array = matches!(obj.body, Body::Array(_));
        if !is_array {
            let cloneable = m.load("java/lang/Cloneable")?;
            if !m.prog.is_subtype(class, cloneable) {
                let n = m.prog.class(class).java_name();
                return throw("java/lang/CloneNotSupportedException", n);
            }
        }
        let copy = Object {
            class,
            hash: 0,
            mirror_of: None,
            shared: false,
            frozen: false,
            digest: Default::default(),
            site: m.alloc_site(),
            body: m.st.heap.get(o).body.clone(),
        };
        let r = m.st.heap.alloc(copy);
        m.jmm_allocated(r);
        // Named by the caller, as `new` is: a copy the JDK's code makes is the JDK's.
        super::emit_native_alloc(m, tid, r);
        ret_ref(Some(r))
    });
    r.add("java/lang/String", "intern", "()Ljava/lang/String;", |m, _, a| {
        let s = arg_obj(a, 0)?;
        ret_ref(Some(m.intern(s)))
    });
    r.add("java/lang/StringUTF16", "isBigEndian", "()Z", |_, _, _| ret_bool(false));
    r.add("java/lang/Float", "floatToRawIntBits", "(F)I", |_, _, a| ret_int(arg_float(a, 0)?.to_bits() as i32));
    r.add("java/lang/Float", "intBitsToFloat", "(I)F", |_, _, a| {
        ret(Value::Float(f32::from_bits(arg_int(a, 0)? as u32)))
    });
    r.add("java/lang/Double", "doubleToRawLongBits", "(D)J", |_, _, a| {
        ret(Value::Long(arg_double(a, 0)?.to_bits() as i64))
    });
    r.add("java/lang/Double", "longBitsToDouble", "(J)D", |_, _, a| {
        ret(Value::Double(f64::from_bits(arg_long(a, 0)? as u64)))
    });
    macro_rules! math1 {
        ($class:expr, $name:literal, $f:expr) => {
            r.add($class, $name, "(D)D", |_, _, a| {
                let f: fn(f64) -> f64 = $f;
                ret(Value::Double(f(arg_double(a, 0)?)))
            });
        };
    }
    // StrictMath must give exactly fdlibm's results (the host's libm differs in the last bit).
    const STRICT: &str = "java/lang/StrictMath";
    math1!(STRICT, "sin", fdlibm::sin);
    math1!(STRICT, "cos", fdlibm::cos);
    math1!(STRICT, "tan", fdlibm::tan);
    math1!(STRICT, "asin", fdlibm::asin);
    math1!(STRICT, "acos", fdlibm::acos);
    math1!(STRICT, "atan", fdlibm::atan);
    math1!(STRICT, "log", fdlibm::log);
    math1!(STRICT, "log10", fdlibm::log10);
    math1!(STRICT, "sqrt", f64::sqrt); // correctly rounded, as fdlibm's
    math1!(STRICT, "sinh", fdlibm::sinh);
    math1!(STRICT, "cosh", fdlibm::cosh);
    math1!(STRICT, "tanh", fdlibm::tanh);
    math1!(STRICT, "expm1", fdlibm::expm1);
    math1!(STRICT, "log1p", fdlibm::log1p);
    // HotSpot computes these Math methods with its own intrinsics (even in the interpreter),
    // not with StrictMath's fdlibm port; the platform's libm gives the same, nearly always
    // correctly rounded, results.
    math1!("java/lang/Math", "sin", f64::sin);
    math1!("java/lang/Math", "cos", f64::cos);
    math1!("java/lang/Math", "tan", f64::tan);
    math1!("java/lang/Math", "log", f64::ln);
    math1!("java/lang/Math", "log10", f64::log10);
    math1!("java/lang/Math", "exp", f64::exp);
    r.add("java/lang/Math", "pow", "(DD)D", |_, _, a| {
        ret(Value::Double(java_pow(arg_double(a, 0)?, arg_double(a, 1)?)))
    });
    r.add(STRICT, "atan2", "(DD)D", |_, _, a| ret(Value::Double(fdlibm::atan2(arg_double(a, 0)?, arg_double(a, 1)?))));
    r.add(STRICT, "IEEEremainder", "(DD)D", |_, _, a| {
        let (x, y) = (arg_double(a, 0)?, arg_double(a, 1)?);
        ret(Value::Double(fdlibm::remainder(x, y)))
    });

    // java.lang.System (weft's model declares these natives).
    r.add("java/lang/System", "arraycopy", "(Ljava/lang/Object;ILjava/lang/Object;II)V", arraycopy);
    r.add("java/lang/System", "currentTimeMillis", "()J", |m, _, _| ret(Value::Long(m.read_clock() / 1_000_000)));
    r.add("java/lang/System", "nanoTime", "()J", |m, _, _| ret(Value::Long(m.read_clock())));
    r.add("java/lang/System", "identityHashCode", "(Ljava/lang/Object;)I", |m, tid, a| match arg_ref(a, 0)? {
        Some(o) => ret_int(m.identity_hash_for(tid, o)),
        None => ret_int(0),
    });

    // weft's VM services.
    r.add("java/lang/WeftVM", "write", "(I[BII)V", |m, tid, a| {
        let fd = arg_int(a, 0)?;
        if output_is_scheduling_point(m, tid, fd) {
            return Ok(NResult::YieldBefore);
        }
        let Some(b) = arg_ref(a, 1)? else {
            return npe();
        };
        let (off, len) = (arg_int(a, 2)?, arg_int(a, 3)?);
        let bytes = match m.st.heap.get(b).array() {
            Some(ArrayData::Byte(v)) => v,
            _ => return Err(VmError::verify("WeftVM.write of a non-byte array")),
        };
        if off < 0 || len < 0 || off as usize + len as usize > bytes.len() {
            return throw(
                "java/lang/IndexOutOfBoundsException",
                format!("Range [{off}, {off} + {len}) out of bounds for length {}", bytes.len()),
            );
        }
        let data: Vec<u8> = bytes[off as usize..(off + len) as usize].iter().map(|&x| x as u8).collect();
        record_stdout(m, tid, fd, &data);
        m.output.write(fd, &data);
        ret_void()
    });
    r.add("java/lang/WeftVM", "writeString", "(ILjava/lang/String;)V", |m, tid, a| {
        let fd = arg_int(a, 0)?;
        if output_is_scheduling_point(m, tid, fd) {
            return Ok(NResult::YieldBefore);
        }
        let Some(s) = arg_ref(a, 1)? else {
            return npe();
        };
        let text = m.rust_string(s);
        record_stdout(m, tid, fd, text.as_bytes());
        m.output.write(fd, text.as_bytes());
        ret_void()
    });
    r.add("java/lang/WeftVM", "property", "(Ljava/lang/String;)Ljava/lang/String;", |m, _, a| {
        let Some(k) = arg_ref(a, 0)? else {
            return npe();
        };
        let key = m.rust_string(k);
        match system_property(m, &key) {
            Some(v) => {
                let s = m.new_string(&v);
                ret_ref(Some(s))
            }
            None => ret_ref(None),
        }
    });
    r.add("java/lang/WeftVM", "propertyNames", "()[Ljava/lang/String;", |m, _, _| {
        ret_ref(Some(string_array(m, PROPERTY_NAMES)?))
    });
    r.add("java/lang/WeftVM", "environment", "()[Ljava/lang/String;", |m, _, _| {
        let mut variables: Vec<(String, String)> = std::env::vars_os()
            .filter_map(|(name, value)| Some((name.into_string().ok()?, value.into_string().ok()?)))
            .collect();
        variables.sort();
        let pairs: Vec<String> = variables.into_iter().flat_map(|(name, value)| [name, value]).collect();
        ret_ref(Some(string_array(m, &pairs)?))
    });
    r.add("java/lang/WeftVM", "unsupported", "(Ljava/lang/String;)V", |m, _, a| {
        let what = match arg_ref(a, 0)? {
            Some(s) => m.rust_string(s),
            None => "an operation".into(),
        };
        Err(VmError::unsupported(what))
    });
    r.add("java/lang/WeftVM", "halt", "(I)V", |_, _, a| Ok(NResult::Exit(arg_int(a, 0)?)));

    // Helpful NullPointerException messages: weft writes the message when it throws the
    // exception itself; an exception the program creates has none.
    r.add("java/lang/NullPointerException", "getExtendedNPEMessage", "()Ljava/lang/String;", |_, _, _| ret_ref(None));

    // Stack traces.
    r.add("java/lang/Throwable", "fillInStackTrace", "(I)Ljava/lang/Throwable;", fill_in_stack_trace);
    r.add(
        "java/lang/StackTraceElement",
        "of",
        "(Ljava/lang/Throwable;I)[Ljava/lang/StackTraceElement;",
        stack_trace_of,
    );
}

const PROPERTY_NAMES: &[&str] = &[
    "java.version",
    "java.runtime.version",
    "java.vm.version",
    "java.vendor",
    "java.specification.version",
    "java.class.version",
    "java.vm.name",
    "java.home",
    "java.class.path",
    "line.separator",
    "file.separator",
    "path.separator",
    "os.name",
    "os.arch",
    "user.dir",
    "user.home",
    "user.name",
    "file.encoding",
    "native.encoding",
    "sun.jnu.encoding",
    "user.language",
    "user.country",
    "java.io.tmpdir",
    "java.library.path",
    "sun.boot.library.path",
];

/// A value of the `release` file of the JDK whose class library the program runs on
/// (`JAVA_VERSION="17.0.19"`), unquoted; `None` when the file or the key is missing or empty.
fn release_value(java_home: &str, key: &str) -> Option<String> {
    let release = std::fs::read_to_string(std::path::Path::new(java_home).join("release")).ok()?;
    let value = release.lines().find_map(|line| line.strip_prefix(key)?.strip_prefix('='))?;
    Some(value.trim().trim_matches('"').to_string()).filter(|v| !v.is_empty())
}

/// The version of that JDK without a build number (weft is no particular build); "17" when
/// the `release` file says nothing usable.
fn jdk_version(java_home: &str) -> String {
    release_value(java_home, "JAVA_VERSION")
        .filter(|v| v.bytes().all(|b| b.is_ascii_digit() || b == b'.'))
        .unwrap_or_else(|| "17".into())
}

/// The system properties the model reports. They are fixed for a given JDK, so runs are
/// reproducible.
fn system_property(m: &Machine, key: &str) -> Option<String> {
    Some(match key {
        "java.version" | "java.runtime.version" | "java.vm.version" => jdk_version(&m.config.java_home),
        "java.vendor" => release_value(&m.config.java_home, "IMPLEMENTOR").unwrap_or_else(|| "weft".into()),
        "java.class.version" => "61.0".into(),
        "java.specification.version" => "17".into(),
        "java.vm.name" => "weft".into(),
        "java.home" => m.config.java_home.clone(),
        "java.class.path" => m.config.class_path_text.clone(),
        "line.separator" => "\n".into(),
        "file.separator" => "/".into(),
        "path.separator" => ":".into(),
        "os.name" => "Linux".into(),
        "os.arch" => "amd64".into(),
        "user.dir" => super::files::working_directory(),
        "user.home" => "/home/weft".into(),
        "user.name" => "weft".into(),
        "file.encoding" | "native.encoding" | "sun.jnu.encoding" | "sun.stdout.encoding" | "sun.stderr.encoding" => {
            "UTF-8".into()
        }
        "user.language" => "en".into(),
        "user.country" => "US".into(),
        "java.io.tmpdir" => super::files::TEMP_DIR.into(),
        "java.library.path" | "sun.boot.library.path" => String::new(),
        _ => return None,
    })
}

/// `Math.pow` with Java's special cases where C's `pow` differs (NaN exponent or base 1).
fn java_pow(x: f64, y: f64) -> f64 {
    if y.is_nan() || (x.is_nan() && y != 0.0) {
        return f64::NAN;
    }
    if (x == 1.0 || x == -1.0) && y.is_infinite() {
        return f64::NAN;
    }
    x.powf(y)
}

/// Whether a write to `fd` must first stop at a scheduling point: when the search records
/// standard output (`weft outcomes`), a print is visible to the user, so the order of two threads'
/// prints is an interleaving to explore like the order of two writes to shared memory.
fn output_is_scheduling_point(m: &mut Machine, tid: ThreadId, fd: i32) -> bool {
    fd == 1 && m.config.record_output && m.config.explore && m.yield_here(tid)
}

/// Appends what the program wrote to standard output to the state's record of it; the print
/// is a write of the output for the reduction, so two threads' prints are dependent.
fn record_stdout(m: &mut Machine, tid: ThreadId, fd: i32, bytes: &[u8]) {
    if fd == 1 && m.config.record_output {
        std::rc::Rc::make_mut(&mut m.st.recorded_stdout).extend_from_slice(bytes);
        m.emit(weft_events::Event::Internal { thread: tid, resource: weft_events::Resource::StandardOutput });
    }
}

fn arraycopy(m: &mut Machine, tid: ThreadId, a: &[Value]) -> Result<NResult, VmError> {
    let (Some(src), Some(dst)) = (arg_ref(a, 0)?, arg_ref(a, 2)?) else {
        return npe();
    };
    // Copying from or into an array other threads can reach reads or writes shared memory.
    if yields_before_bulk_access(m, tid, &[src, dst]) {
        return Ok(NResult::YieldBefore);
    }
    let (sp, dp, len) = (arg_int(a, 1)?, arg_int(a, 3)?, arg_int(a, 4)?);
    let sc = m.st.heap.get(src).class;
    let dc = m.st.heap.get(dst).class;
    let (Some(sa), Some(da)) = (m.st.heap.get(src).array(), m.st.heap.get(dst).array()) else {
        let which = if m.st.heap.get(src).array().is_none() { ("source", sc) } else { ("destination", dc) };
        let n = m.prog.class(which.1).java_name();
        return throw("java/lang/ArrayStoreException", format!("arraycopy: {} type {} is not an array", which.0, n));
    };
    let (slen, dlen) = (sa.len(), da.len());
    let same_kind = std::mem::discriminant(sa) == std::mem::discriminant(da)
        && (m.prog.class(sc).name.as_ref() == "[Z") == (m.prog.class(dc).name.as_ref() == "[Z");
    if !same_kind {
        let (sn, dn) = (m.prog.class(sc).java_name(), m.prog.class(dc).java_name());
        return throw(
            "java/lang/ArrayStoreException",
            format!("arraycopy: type mismatch: can not copy {} into {}", describe_array(&sn), describe_array(&dn)),
        );
    }
    if sp < 0 || dp < 0 || len < 0 || sp as i64 + len as i64 > slen as i64 || dp as i64 + len as i64 > dlen as i64 {
        let msg = if sp < 0 {
            format!("arraycopy: source index {sp} out of bounds for {}", array_desc(m, sc, slen))
        } else if dp < 0 {
            format!("arraycopy: destination index {dp} out of bounds for {}", array_desc(m, dc, dlen))
        } else if len < 0 {
            format!("arraycopy: length {len} is negative")
        } else if sp as i64 + len as i64 > slen as i64 {
            format!(
                "arraycopy: last source index {} out of bounds for {}",
                sp as i64 + len as i64,
                array_desc(m, sc, slen)
            )
        } else {
            format!(
                "arraycopy: last destination index {} out of bounds for {}",
                dp as i64 + len as i64,
                array_desc(m, dc, dlen)
            )
        };
        return throw("java/lang/ArrayIndexOutOfBoundsException", msg);
    }
    let (sp, dp, len) = (sp as usize, dp as usize, len as usize);
    if len == 0 {
        return ret_void();
    }
    // Reference arrays need a store check per element unless the source's element type is
    // assignable to the destination's.
    if let ArrayData::Ref(_) = sa {
        let (se, de) = match (&m.prog.class(sc).kind, &m.prog.class(dc).kind) {
            (
                ClassKind::Array { element: crate::class::ElementType::Ref(s) },
                ClassKind::Array { element: crate::class::ElementType::Ref(d) },
            ) => (*s, *d),
            _ => return Err(VmError::verify("reference array without element class")),
        };
        if !m.prog.is_subtype(se, de) {
            let items: Vec<Option<ObjRef>> = match m.st.heap.get(src).array() {
                Some(ArrayData::Ref(v)) => v[sp..sp + len].to_vec(),
                _ => unreachable!("checked above"),
            };
            for (k, item) in items.iter().enumerate() {
                if let Some(o) = item {
                    let oc = m.st.heap.get(*o).class;
                    if !m.prog.is_subtype(oc, de) {
                        // Elements before the failing one are copied, as the JDK does.
                        copy_events(m, tid, src, sp, dst, dp, k);
                        if let Body::Array(ArrayData::Ref(d)) = &mut m.st.heap.get_mut(dst).body {
                            d[dp..dp + k].copy_from_slice(&items[..k]);
                        }
                        let (se_name, de_name) = (m.prog.class(se).java_name(), m.prog.class(de).java_name());
                        return throw(
                            "java/lang/ArrayStoreException",
                            format!("arraycopy: element type mismatch: can not cast one of the elements of {se_name}[] to the type of the destination array, {de_name}"),
                        );
                    }
                }
            }
        }
    }
    copy_events(m, tid, src, sp, dst, dp, len);
    if src == dst {
        if let Body::Array(arr) = &mut m.st.heap.get_mut(dst).body {
            copy_within(arr, sp, dp, len);
        }
        publish_elements(m, dst, dp, len);
        return ret_void();
    }
    let chunk = match m.st.heap.get(src).array() {
        Some(a) => slice_of(a, sp, len),
        None => unreachable!("checked above"),
    };
    if let Body::Array(arr) = &mut m.st.heap.get_mut(dst).body {
        paste(arr, dp, chunk);
    }
    publish_elements(m, dst, dp, len);
    ret_void()
}

/// The copy's plain reads of the source's elements and writes of the destination's, as the
/// interpreter's loads and stores would emit them, at the call's site: the reduction orders
/// the copy against other threads' accesses, and the race check sees it (a copy the JDK's
/// code makes is trusted like its other accesses). A frozen array (a String's bytes) never
/// changes, like its loads in the interpreter.
fn copy_events(m: &mut Machine, tid: ThreadId, src: ObjRef, sp: usize, dst: ObjRef, dp: usize, len: usize) {
    if m.sink.is_none() {
        return;
    }
    element_events(m, tid, src, sp, len, false);
    element_events(m, tid, dst, dp, len, true);
}

/// Plain reads (or writes) of elements `from..from + len` of `array` by a native acting for
/// the thread's caller, as the interpreter's loads and stores would emit them, at the call's
/// site; none for a frozen array (a String's bytes), which never changes.
/// Whether a native's bulk access to `arrays` (a copy, a view of bytes, a checksum) stops first
/// at a scheduling point (`NResult::YieldBefore`): when exploring, one of them is shared and not
/// frozen, so the access reads or writes memory other threads can reach.
pub(super) fn yields_before_bulk_access(m: &mut Machine, tid: ThreadId, arrays: &[ObjRef]) -> bool {
    let visible = arrays.iter().any(|&a| {
        let o = m.st.heap.get(a);
        o.shared && !o.frozen
    });
    m.config.explore && visible && m.yield_here(tid)
}

pub(super) fn element_events(m: &mut Machine, tid: ThreadId, array: ObjRef, from: usize, len: usize, write: bool) {
    if m.sink.is_none() || m.st.heap.get(array).frozen {
        return;
    }
    let (site, via) = (m.current_site(tid), m.library_caller(tid));
    let (thread, mode) = (tid, AccessMode::Plain);
    for i in from..from + len {
        let location = Location::Element { array: array.0.get(), index: i as u32 };
        m.emit(if write {
            Event::Write { thread, location, mode, site, via }
        } else {
            Event::Read { thread, location, mode, site, via }
        });
    }
}

/// After references were copied into a shared array, what they reach is shared too.
fn publish_elements(m: &mut Machine, dst: ObjRef, from: usize, len: usize) {
    if !m.st.heap.get(dst).shared {
        return;
    }
    if let Some(ArrayData::Ref(items)) = m.st.heap.get(dst).array() {
        let refs: Vec<ObjRef> = items[from..from + len].iter().flatten().copied().collect();
        for r in refs {
            m.publish(r);
        }
    }
}

fn describe_array(java_name: &str) -> String {
    // JDK messages call arrays "object array[]" or "int[]".
    match java_name {
        "[I" => "int[]".into(),
        "[J" => "long[]".into(),
        "[B" => "byte[]".into(),
        "[Z" => "boolean[]".into(),
        "[C" => "char[]".into(),
        "[S" => "short[]".into(),
        "[F" => "float[]".into(),
        "[D" => "double[]".into(),
        _ => "object array[]".into(),
    }
}

fn array_desc(m: &Machine, c: crate::class::ClassId, len: usize) -> String {
    let d = describe_array(&m.prog.class(c).java_name());
    format!("{}{}]", d.trim_end_matches(']'), len)
}

fn copy_within(a: &mut ArrayData, sp: usize, dp: usize, len: usize) {
    match a {
        ArrayData::Byte(v) | ArrayData::Boolean(v) => v.copy_within(sp..sp + len, dp),
        ArrayData::Char(v) => v.copy_within(sp..sp + len, dp),
        ArrayData::Short(v) => v.copy_within(sp..sp + len, dp),
        ArrayData::Int(v) => v.copy_within(sp..sp + len, dp),
        ArrayData::Long(v) => v.copy_within(sp..sp + len, dp),
        ArrayData::Float(v) => v.copy_within(sp..sp + len, dp),
        ArrayData::Double(v) => v.copy_within(sp..sp + len, dp),
        ArrayData::Ref(v) => v.copy_within(sp..sp + len, dp),
    }
}

fn slice_of(a: &ArrayData, sp: usize, len: usize) -> ArrayData {
    match a {
        ArrayData::Byte(v) => ArrayData::Byte(v[sp..sp + len].to_vec()),
        ArrayData::Boolean(v) => ArrayData::Boolean(v[sp..sp + len].to_vec()),
        ArrayData::Char(v) => ArrayData::Char(v[sp..sp + len].to_vec()),
        ArrayData::Short(v) => ArrayData::Short(v[sp..sp + len].to_vec()),
        ArrayData::Int(v) => ArrayData::Int(v[sp..sp + len].to_vec()),
        ArrayData::Long(v) => ArrayData::Long(v[sp..sp + len].to_vec()),
        ArrayData::Float(v) => ArrayData::Float(v[sp..sp + len].to_vec()),
        ArrayData::Double(v) => ArrayData::Double(v[sp..sp + len].to_vec()),
        ArrayData::Ref(v) => ArrayData::Ref(v[sp..sp + len].to_vec()),
    }
}

fn paste(a: &mut ArrayData, dp: usize, chunk: ArrayData) {
    match (a, chunk) {
        (ArrayData::Byte(v), ArrayData::Byte(c)) | (ArrayData::Boolean(v), ArrayData::Boolean(c)) => {
            v[dp..dp + c.len()].copy_from_slice(&c)
        }
        (ArrayData::Char(v), ArrayData::Char(c)) => v[dp..dp + c.len()].copy_from_slice(&c),
        (ArrayData::Short(v), ArrayData::Short(c)) => v[dp..dp + c.len()].copy_from_slice(&c),
        (ArrayData::Int(v), ArrayData::Int(c)) => v[dp..dp + c.len()].copy_from_slice(&c),
        (ArrayData::Long(v), ArrayData::Long(c)) => v[dp..dp + c.len()].copy_from_slice(&c),
        (ArrayData::Float(v), ArrayData::Float(c)) => v[dp..dp + c.len()].copy_from_slice(&c),
        (ArrayData::Double(v), ArrayData::Double(c)) => v[dp..dp + c.len()].copy_from_slice(&c),
        (ArrayData::Ref(v), ArrayData::Ref(c)) => v[dp..dp + c.len()].copy_from_slice(&c),
        _ => {}
    }
}

/// The innermost frames a stack trace keeps, as HotSpot's `MaxJavaStackTraceDepth`: a
/// `StackOverflowError`'s trace has this many lines, as in `java`, not one per frame of the
/// overflowing stack (6,000 here), which its printing made scheduling points each.
const MAX_STACK_TRACE_DEPTH: usize = 1024;

/// Records the current call stack in the throwable: a `long[]` of `method << 32 | pc`, skipping
/// the frames of `fillInStackTrace` and of the throwable's own constructors, as the JVM does, and
/// keeping the innermost [`MAX_STACK_TRACE_DEPTH`]. One entry may follow the `depth` the stack
/// trace shows: the frame of a method reference's class the program made, hidden like every
/// lambda's, when no frame of the program's own code is inner to it (`new Thread(list::clear)`),
/// so that reports can place the exception at the reference (`Machine::creation_places`).
fn fill_in_stack_trace(m: &mut Machine, tid: ThreadId, a: &[Value]) -> Result<NResult, VmError> {
    let this = arg_obj(a, 0)?;
    let this_class = m.st.heap.get(this).class;
    let frames = &m.st.threads[tid as usize].frames;
    let stack = &m.st.threads[tid as usize].stack;
    let mut entries = Vec::new();
    let mut hidden_reference = None;
    let mut skipping_ctors = true;
    let mut skipping_fill = true;
    for f in frames.iter().rev() {
        let method = m.prog.method(f.method);
        if skipping_fill && &*method.name == "fillInStackTrace" {
            continue;
        }
        skipping_fill = false;
        if skipping_ctors && &*method.name == "<init>" && m.prog.is_subtype(this_class, method.class) {
            if let Some(Value::Ref(Some(recv))) = stack.get(f.base as usize) {
                if *recv == this {
                    continue;
                }
            }
        }
        skipping_ctors = false;
        // Lambda classes are hidden classes in the JDK: their frames do not appear. Neither
        // does the stand-in initializer of a class without `<clinit>` (its method belongs to
        // another class than the one it initializes).
        if m.prog.class(method.class).name.contains("$$Lambda$")
            || matches!(f.kind, FrameKind::Clinit(c) if c != method.class)
        {
            let program_reference = m.prog.lambda_sites.contains_key(&method.class);
            if program_reference
                && hidden_reference.is_none()
                && !entries.iter().any(|&e| m.is_user_method((e >> 32) as u32))
            {
                hidden_reference = Some(((f.method as i64) << 32) | f.pc as i64);
            }
            continue;
        }
        entries.push(((f.method as i64) << 32) | f.pc as i64);
        if entries.len() == MAX_STACK_TRACE_DEPTH {
            break;
        }
    }
    let depth = entries.len() as i32;
    entries.extend(hidden_reference);
    let bt = m.alloc_prim_array(crate::insn::Prim::Long, ArrayData::Long(entries));
    m.set_field_named(this, "backtrace", Value::Ref(Some(bt)));
    m.set_field_named(this, "depth", Value::Int(depth));
    ret_ref(Some(this))
}

/// `StackTraceElement.of(Throwable, int)`: builds the elements from the recorded backtrace (its
/// first `depth` entries: see [`fill_in_stack_trace`]).
fn stack_trace_of(m: &mut Machine, _tid: ThreadId, a: &[Value]) -> Result<NResult, VmError> {
    let t = arg_obj(a, 0)?;
    let depth = match m.get_field_named(t, "depth") {
        Some(Value::Int(d)) => d.max(0) as usize,
        _ => 0,
    };
    let entries: Vec<i64> = match m.get_field_named(t, "backtrace") {
        Some(Value::Ref(Some(bt))) => match m.st.heap.get(bt).array() {
            Some(ArrayData::Long(v)) => v[..depth.min(v.len())].to_vec(),
            _ => Vec::new(),
        },
        _ => Vec::new(),
    };
    let ste = m.load("java/lang/StackTraceElement")?;
    let arr_class = m.prog.array_of(ste)?;
    let arr = m.alloc_array(arr_class, entries.len());
    for (i, e) in entries.iter().enumerate() {
        let (method, pc) = ((e >> 32) as u32, (*e & 0xFFFF_FFFF) as u32);
        let mm = m.prog.method(method).clone();
        let class = m.prog.class(mm.class).clone();
        let line = if mm.is_native() {
            -2
        } else {
            mm.code.as_ref().and_then(|c| c.line_of(pc)).map(|l| l as i32).unwrap_or(-1)
        };
        let module = match &class.origin {
            weft_classfile::ClassOrigin::Jdk { module } => Some(module.clone()),
            weft_classfile::ClassOrigin::Model if class.name.starts_with("java/") => Some("java.base".to_string()),
            weft_classfile::ClassOrigin::Model => None,
            weft_classfile::ClassOrigin::Application => None,
        };
        let el = m.alloc_instance(ste);
        let dc = m.new_string(&class.java_name());
        let mn = m.new_string(&mm.name);
        m.set_field_named(el, "declaringClass", Value::Ref(Some(dc)));
        m.set_field_named(el, "methodName", Value::Ref(Some(mn)));
        if let Some(f) = &class.source_file {
            let fs = m.new_string(f);
            m.set_field_named(el, "fileName", Value::Ref(Some(fs)));
        }
        m.set_field_named(el, "lineNumber", Value::Int(line));
        if let Some(module) = module {
            let ms = m.new_string(&module);
            m.set_field_named(el, "moduleName", Value::Ref(Some(ms)));
        }
        if let Body::Array(ArrayData::Ref(v)) = &mut m.st.heap.get_mut(arr).body {
            v[i] = Some(el);
        }
    }
    ret_ref(Some(arr))
}
