//! Natives of JDK internals that ordinary library code reaches (`jdk.internal.misc.VM`,
//! `CDS`, `Reflection`, `Reference`) and of weft's verification API (`weft.Verify`).

use super::*;
use weft_events::Event;

pub(super) fn register(r: &mut NativeRegistry) {
    // The JDK asks the VM for properties saved at boot; weft boots without them.
    r.add("jdk/internal/misc/VM", "getSavedProperty", "(Ljava/lang/String;)Ljava/lang/String;", |_, _, _| {
        ret_ref(None)
    });
    r.add("jdk/internal/misc/VM", "initialize", "()V", |_, _, _| ret_void());
    r.add("jdk/internal/misc/VM", "initLevel", "()I", |_, _, _| ret_int(4));
    r.add("jdk/internal/misc/VM", "isBooted", "()Z", |_, _, _| ret_bool(true));
    r.add("jdk/internal/misc/VM", "isModuleSystemInited", "()Z", |_, _, _| ret_bool(true));
    r.add("jdk/internal/misc/CDS", "isDumpingClassList0", "()Z", |_, _, _| ret_bool(false));
    r.add("jdk/internal/misc/CDS", "isDumpingArchive0", "()Z", |_, _, _| ret_bool(false));
    r.add("jdk/internal/misc/CDS", "isSharingEnabled0", "()Z", |_, _, _| ret_bool(false));
    r.add("jdk/internal/misc/CDS", "initializeFromArchive", "(Ljava/lang/Class;)V", |_, _, _| ret_void());
    r.add("jdk/internal/misc/CDS", "getRandomSeedForDumping", "()J", |_, _, _| ret(Value::Long(0)));
    r.add("jdk/internal/misc/CDS", "logLambdaFormInvoker", "(Ljava/lang/String;)V", |_, _, _| ret_void());
    r.add("jdk/internal/reflect/Reflection", "getCallerClass", "()Ljava/lang/Class;", |m, tid, _| {
        // The caller of the method that called getCallerClass.
        let frames = &m.st.threads[tid as usize].frames;
        let caller = frames.iter().rev().nth(1).map(|f| m.prog.method(f.method).class);
        match caller {
            Some(c) => {
                let r = m.mirror(c);
                ret_ref(Some(r))
            }
            None => ret_ref(None),
        }
    });
    r.add("jdk/internal/reflect/Reflection", "getClassAccessFlags", "(Ljava/lang/Class;)I", |m, _, a| {
        let Some(c) = arg_ref(a, 0)? else {
            return npe();
        };
        let c = m.mirrored_class(c).ok_or_else(|| VmError::verify("Class object without a class"))?;
        ret_int(m.prog.class(c).access as i32)
    });
    // References are never cleared: weft has no reference processing, and a strong reference
    // is a valid behaviour of a soft or weak one whose referent stays reachable.
    r.add("java/lang/ref/Reference", "refersTo0", "(Ljava/lang/Object;)Z", |m, _, a| {
        let this = arg_obj(a, 0)?;
        let other = arg_ref(a, 1)?;
        let referent = m.get_field_named(this, "referent").and_then(|v| v.as_ref()).flatten();
        ret_bool(referent == other)
    });
    r.add("java/lang/ref/Reference", "clear0", "()V", |m, _, a| {
        let this = arg_obj(a, 0)?;
        m.set_field_named(this, "referent", Value::NULL);
        ret_void()
    });

    // The reference-handler thread and its pending list are a garbage collector's business;
    // weft never clears references, so Reference's initializer (which starts that thread) is
    // replaced by nothing.
    r.add("java/lang/ref/Reference", "<clinit>", "()V", |_, _, _| ret_void());
    // ClassLoader's natives register nothing weft needs (loaders: `loader.rs`).
    r.add("java/lang/ClassLoader", "registerNatives", "()V", |_, _, _| ret_void());
    // HotSpot's intrinsic only keeps its argument alive across a privileged action; weft frees
    // nothing a frame still refers to.
    r.add("java/security/AccessController", "ensureMaterializedForStackWalk", "(Ljava/lang/Object;)V", |_, _, _| {
        ret_void()
    });
    r.add("java/util/concurrent/atomic/AtomicLong", "VMSupportsCS8", "()Z", |_, _, _| ret_bool(true));
    // Vectorized comparison reads arrays as raw words; answering "nothing compared yet" makes
    // the caller compare element by element, with the same result.
    r.add(
        "jdk/internal/util/ArraysSupport",
        "vectorizedMismatch",
        "(Ljava/lang/Object;JLjava/lang/Object;JII)I",
        |_, _, a| ret_int(!arg_int(a, 4)?),
    );
    r.add("java/lang/reflect/Array", "newArray", "(Ljava/lang/Class;I)Ljava/lang/Object;", |m, _, a| {
        let Some(c) = arg_ref(a, 0)? else {
            return npe();
        };
        let n = arg_int(a, 1)?;
        let c = m.mirrored_class(c).ok_or_else(|| VmError::verify("Class object without a class"))?;
        if matches!(m.prog.class(c).kind, crate::class::ClassKind::Void) {
            return throw("java/lang/IllegalArgumentException", "");
        }
        if n < 0 {
            return throw("java/lang/NegativeArraySizeException", n.to_string());
        }
        let ac = m.prog.array_of(c)?;
        let arr = m.alloc_array(ac, n as usize);
        ret_ref(Some(arr))
    });
    r.add("java/lang/reflect/Array", "getLength", "(Ljava/lang/Object;)I", |m, _, a| {
        let Some(o) = arg_ref(a, 0)? else {
            return npe();
        };
        match m.st.heap.get(o).array() {
            Some(arr) => ret_int(arr.len() as i32),
            None => throw("java/lang/IllegalArgumentException", "Argument is not an array"),
        }
    });

    // Files and sockets are outside the model: stop at the entry points with a clear message.
    r.add("java/nio/file/FileSystems", "getDefault", "()Ljava/nio/file/FileSystem;", |_, _, _| {
        Err(VmError::unsupported("file system access (java.nio.file.FileSystems.getDefault): weft models no files"))
    });
    r.add("java/io/FileInputStream", "open0", "(Ljava/lang/String;)V", |_, _, _| {
        Err(VmError::unsupported("reading a file (java.io.FileInputStream): weft models no files"))
    });
    r.add("java/io/FileOutputStream", "open0", "(Ljava/lang/String;Z)V", |_, _, _| {
        Err(VmError::unsupported("writing a file (java.io.FileOutputStream): weft models no files"))
    });
    r.add("java/io/RandomAccessFile", "open0", "(Ljava/lang/String;I)V", |_, _, _| {
        Err(VmError::unsupported("file access (java.io.RandomAccessFile): weft models no files"))
    });

    // weft.Verify: each choice is made by the scheduler (weft run) or explored in full by the
    // search (weft check); a failed assumption ends the execution path.
    r.add("weft/Verify", "randomInt", "(I)I", |m, _, a| {
        let n = arg_int(a, 0)?;
        if n <= 0 {
            return throw("java/lang/IllegalArgumentException", format!("randomInt bound must be positive: {n}"));
        }
        match m.take_choice() {
            Some(v) => ret_int(v as i32),
            None => Ok(NResult::Choose(n as u32)),
        }
    });
    r.add("weft/Verify", "randomBoolean", "()Z", |m, _, _| match m.take_choice() {
        Some(v) => ret_bool(v != 0),
        None => Ok(NResult::Choose(2)),
    });
    r.add("weft/Verify", "assume", "(Z)V", |_, _, a| {
        if arg_int(a, 0)? == 0 {
            return Ok(NResult::Prune);
        }
        ret_void()
    });
    r.add("weft/Verify", "beginAtomic", "()V", |m, tid, _| {
        let site = weft_events::Site { method: u32::MAX, pc: 0 };
        m.emit(Event::AtomicBegin { thread: tid, site });
        ret_void()
    });
    r.add("weft/Verify", "endAtomic", "()V", |m, tid, _| {
        let site = weft_events::Site { method: u32::MAX, pc: 0 };
        m.emit(Event::AtomicEnd { thread: tid, site });
        ret_void()
    });
}
