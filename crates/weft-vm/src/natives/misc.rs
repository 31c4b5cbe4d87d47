//! Natives of JDK internals that ordinary library code reaches (`jdk.internal.misc.VM`,
//! `CDS`, `Reflection`, `Reference`) and of weft's verification APIs (`weft.Verify`, and the model
//! of Java PathFinder's `gov.nasa.jpf.vm.Verify`).

use super::*;
use weft_events::Event;

pub(super) fn register(r: &mut NativeRegistry) {
    // A thread pool's task counts: the fingerprint leaves them out until the program asks for
    // one (`Machine::statistics_read`); the getters then run as they are.
    for &(class, name, descriptor) in crate::program::STATISTICS_READERS {
        r.add(class, name, descriptor, |m, _, _| {
            m.statistics_read = true;
            Ok(NResult::RunCode)
        });
    }
    // The JDK asks the VM for properties saved at boot; weft boots without them.
    r.add("jdk/internal/misc/VM", "getSavedProperty", "(Ljava/lang/String;)Ljava/lang/String;", |_, _, _| {
        ret_ref(None)
    });
    r.add("jdk/internal/misc/VM", "initialize", "()V", |_, _, _| ret_void());
    // The default time zone is UTC whatever the host's, so runs print the same times anywhere.
    r.add("java/util/TimeZone", "getSystemTimeZoneID", "(Ljava/lang/String;)Ljava/lang/String;", |m, _, _| {
        let s = m.new_string("UTC");
        ret_ref(Some(s))
    });
    // NIO buffers (behind readers and writers) reach ScopedMemoryAccess, whose natives only
    // matter for memory segments closed by another thread, which weft has none of.
    r.add("jdk/internal/misc/ScopedMemoryAccess", "registerNatives", "()V", |_, _, _| ret_void());
    // `Instant.now()`: the virtual clock's nanoseconds relative to `offset` seconds, -1 when the
    // offset is more than 2^32 seconds away (the JDK's contract).
    r.add("jdk/internal/misc/VM", "getNanoTimeAdjustment", "(J)J", |m, _, a| {
        let offset = arg_long(a, 0)?;
        let now = m.read_clock() as i128;
        let adjustment = now - offset as i128 * 1_000_000_000;
        if adjustment.abs() >= (1i128 << 32) * 1_000_000_000 {
            return ret(Value::Long(-1));
        }
        ret(Value::Long(adjustment as i64))
    });
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
    // For the same reason no `Cleaner` ever has a reference to clean: its thread (started here,
    // the JDK's `Common-Cleaner` behind every `java.util.Timer`) could only wait forever on a
    // queue nothing enters, timing out and waiting again. It is not started: the thread's timed
    // waits added a choice to every state of a program that made a `Timer` (a `Timer` created,
    // given a task and cancelled: 18,027 states, 204 without it). `Cleanable.clean()` still runs
    // an action when the program calls it.
    r.add(
        "jdk/internal/ref/CleanerImpl",
        "start",
        "(Ljava/lang/ref/Cleaner;Ljava/util/concurrent/ThreadFactory;)V",
        |_, _, _| ret_void(),
    );
    // ClassLoader's natives register nothing weft needs (loaders: `loader.rs`).
    r.add("java/lang/ClassLoader", "registerNatives", "()V", |_, _, _| ret_void());
    // HotSpot's intrinsic only keeps its argument alive across a privileged action; weft frees
    // nothing a frame still refers to.
    r.add("java/security/AccessController", "ensureMaterializedForStackWalk", "(Ljava/lang/Object;)V", |_, _, _| {
        ret_void()
    });
    // No security manager and no protection domains: the stack's access-control context is
    // null, which the JDK reads as "fully privileged".
    r.add(
        "java/security/AccessController",
        "getStackAccessControlContext",
        "()Ljava/security/AccessControlContext;",
        |_, _, _| ret_ref(None),
    );
    r.add(
        "java/security/AccessController",
        "getInheritedAccessControlContext",
        "()Ljava/security/AccessControlContext;",
        |_, _, _| ret_ref(None),
    );
    r.add(
        "java/security/AccessController",
        "getProtectionDomain",
        "(Ljava/lang/Class;)Ljava/security/ProtectionDomain;",
        |_, _, _| ret_ref(None),
    );
    // The JDK detects the logging backend with ServiceLoader over the module graph, which weft
    // does not model; the answer on a JDK is fixed: no custom LoggerFinder, java.logging present
    // (`JUL_DEFAULT`). So platform loggers are surrogates until the LogManager is configured.
    r.add("jdk/internal/logger/BootstrapLogger", "ensureBackendDetected", "()V", |_, _, _| ret_void());
    r.add("jdk/internal/logger/BootstrapLogger", "useSurrogateLoggers", "()Z", |m, _, _| {
        let c = m.load("jdk/internal/logger/BootstrapLogger")?;
        let configured = matches!(m.get_static_named(c, "logManagerConfigured"), Some(Value::Int(v)) if v != 0);
        ret_bool(!configured)
    });
    r.add("java/util/logging/LogRecord", "inferCaller", "()V", infer_log_caller);
    // ServiceLoader runs as JDK code except for its provider lookup, which walks the module
    // graph and the class path's `META-INF/services`: the model answers it from the runtime
    // image's module descriptors and the class path (`WeftServices`). Module layers and the
    // platform loader are not modelled.
    // The caller's access check asks the service's module, which for the JDK's (named modules
    // without descriptors in weft) cannot be answered; those services stop here, others pass.
    // The caller's access check asks whether the caller's module declares that it uses the
    // service, which weft cannot answer for the JDK's modules (it models no module graph): every
    // caller may load every service, as on the class path.
    r.add("java/util/ServiceLoader", "checkCaller", "(Ljava/lang/Class;Ljava/lang/Class;)V", |_, _, _| ret_void());
    r.add("java/util/ServiceLoader", "newLookupIterator", "()Ljava/util/Iterator;", |m, tid, a| {
        let this = arg_obj(a, 0)?;
        let service = m.get_field_named(this, "service").unwrap_or(Value::NULL);
        let loader = m.get_field_named(this, "loader").unwrap_or(Value::NULL);
        let layered = matches!(m.get_field_named(this, "layer"), Some(Value::Ref(Some(_))));
        call_static(
            m,
            tid,
            "java/util/WeftServices",
            "lookup",
            "(Ljava/lang/Class;Ljava/lang/ClassLoader;Z)Ljava/util/Iterator;",
            vec![service, loader, Value::Int(layered as i32)],
        )
    });
    // (`loadInstalled` runs as the JDK's: over the platform class loader, whose lookup
    // `WeftServices` answers with the JDK's modules' providers only.)
    r.add(
        "java/util/ServiceLoader",
        "load",
        "(Ljava/lang/ModuleLayer;Ljava/lang/Class;)Ljava/util/ServiceLoader;",
        |m, _, a| {
            let service = a.iter().rev().find_map(|v| match v {
                Value::Ref(Some(c)) => m.mirrored_class(*c),
                _ => None,
            });
            let service = service.map(|c| m.prog.class(c).java_name()).unwrap_or_default();
            Err(VmError::unsupported(format!("java.util.ServiceLoader over a module layer (service {service})")))
        },
    );
    // The CLDR locale provider finds the metadata of the non-base locales (module
    // jdk.localedata) with ServiceLoader over the module graph, which weft does not model; on a
    // JDK image the one provider found is jdk.localedata's, created here by `Class.newInstance`
    // (null, as the JDK answers, when the image has no such module).
    r.add(
        "sun/util/cldr/CLDRLocaleProviderAdapter",
        "lambda$new$0",
        "()Lsun/util/locale/provider/LocaleDataMetaInfo;",
        |m, _, _| {
            let Ok(provider) = m.load("sun/util/resources/cldr/provider/CLDRLocaleDataMetaInfo") else {
                return ret_ref(None);
            };
            let class = m.load("java/lang/Class")?;
            let key = m.prog.key("newInstance", "()Ljava/lang/Object;");
            let new_instance = m.prog.resolve_method(class, key).ok_or_else(|| VmError::verify("Class.newInstance"))?;
            let mirror = m.mirror(provider);
            Ok(NResult::Invoke(new_instance, vec![Value::Ref(Some(mirror))]))
        },
    );
    // The locale data of locales other than English lives in module jdk.localedata, whose
    // bundles the JDK finds through `ResourceBundleProvider` services (ServiceLoader over the
    // module graph). Without a provider type the JDK loads the same bundle classes by name
    // (`Class.forName(module, name)`), which weft answers from the image for any module.
    for strategy in
        ["sun/util/resources/LocaleData$LocaleDataStrategy", "sun/util/resources/LocaleData$SupplementaryStrategy"]
    {
        r.add(
            strategy,
            "getResourceBundleProviderType",
            "(Ljava/lang/String;Ljava/util/Locale;)Ljava/lang/Class;",
            |_, _, _| ret_ref(None),
        );
    }
    // The COMPAT adapter's list of the locales outside java.base, also found with ServiceLoader.
    r.add(
        "sun/util/locale/provider/JRELocaleProviderAdapter",
        "lambda$createSupportedLocaleString$13",
        "(Ljava/lang/String;)Ljava/lang/String;",
        |m, tid, a| {
            let class = "sun/util/locale/provider/WeftLocaleData";
            call_static(m, tid, class, "nonBaseTags", "(Ljava/lang/String;)Ljava/lang/String;", a.to_vec())
        },
    );
    // Level names are localized through resource bundles (the JDK's `logging` bundle), whose
    // loading weft does not model; in the English locale weft runs in they are the names.
    for method in ["getLocalizedLevelName", "getLocalizedName"] {
        r.add("java/util/logging/Level", method, "()Ljava/lang/String;", |m, _, a| {
            let level = arg_obj(a, 0)?;
            match m.get_field_named(level, "name") {
                Some(Value::Ref(name)) => ret_ref(name),
                _ => Err(VmError::verify("java.util.logging.Level without a name")),
            }
        });
    }
    r.add("java/util/concurrent/atomic/AtomicLong", "VMSupportsCS8", "()Z", |_, _, _| ret_bool(true));
    // Vectorized comparison reads arrays as raw words; answering "nothing compared yet" makes
    // the caller compare element by element, with the same result.
    r.add(
        "jdk/internal/util/ArraysSupport",
        "vectorizedMismatch",
        "(Ljava/lang/Object;JLjava/lang/Object;JII)I",
        |_, _, a| ret_int(!arg_int(a, 4)?),
    );
    r.add("java/lang/reflect/Array", "newArray", "(Ljava/lang/Class;I)Ljava/lang/Object;", |m, tid, a| {
        let Some(c) = arg_ref(a, 0)? else {
            return npe();
        };
        let n = arg_int(a, 1)?;
        let c = m.mirrored_class(c).ok_or_else(|| VmError::verify("Class object without a class"))?;
        if matches!(m.prog.class(c).kind, crate::class::ClassKind::Void) {
            return Ok(NResult::ThrowNew("java/lang/IllegalArgumentException", None));
        }
        if n < 0 {
            return throw("java/lang/NegativeArraySizeException", n.to_string());
        }
        if n > crate::machine::MAX_ARRAY_LENGTH {
            return throw("java/lang/OutOfMemoryError", crate::machine::ARRAY_SIZE_VM_LIMIT);
        }
        m.check_array_elements(n as u64)?;
        let ac = m.prog.array_of(c)?;
        let arr = m.alloc_array(ac, n as usize);
        super::emit_native_alloc(m, tid, arr);
        ret_ref(Some(arr))
    });
    r.add("java/lang/reflect/Array", "multiNewArray", "(Ljava/lang/Class;[I)Ljava/lang/Object;", |m, tid, a| {
        let (Some(c), Some(dims)) = (arg_ref(a, 0)?, arg_ref(a, 1)?) else {
            return npe();
        };
        let counts = match m.st.heap.get(dims).array() {
            Some(crate::state::ArrayData::Int(v)) => v.clone(),
            _ => return Err(VmError::verify("multiNewArray dimensions are not an int[]")),
        };
        let mut class = m.mirrored_class(c).ok_or_else(|| VmError::verify("Class object without a class"))?;
        // As the JVM: no dimensions, void, or more than 255 dimensions in all are illegal
        // arguments (without a message); a negative count is checked before any allocation.
        let component_dims = m.prog.class(class).name.bytes().take_while(|&b| b == b'[').count();
        if counts.is_empty()
            || matches!(m.prog.class(class).kind, crate::class::ClassKind::Void)
            || counts.len() + component_dims > 255
        {
            return Ok(NResult::ThrowNew("java/lang/IllegalArgumentException", None));
        }
        for _ in 0..counts.len() {
            class = m.prog.array_of(class)?;
        }
        match m.checked_multi_array(class, &counts)? {
            Ok(arr) => {
                super::emit_native_alloc(m, tid, arr);
                ret_ref(Some(arr))
            }
            Err((exception, msg)) => throw(exception, msg),
        }
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
        let site = crate::machine::NO_SITE;
        m.emit(Event::AtomicBegin { thread: tid, site });
        ret_void()
    });
    r.add("weft/Verify", "endAtomic", "()V", |m, tid, _| {
        let site = crate::machine::NO_SITE;
        m.emit(Event::AtomicEnd { thread: tid, site });
        ret_void()
    });

    // Java PathFinder's atomic sections: no other thread runs until the section ends (the
    // thread still blocks where it must). JPF ignores an unmatched end; so does weft.
    r.add("gov/nasa/jpf/vm/Verify", "beginAtomic", "()V", |m, tid, _| {
        m.st.threads[tid as usize].no_switch_depth += 1;
        ret_void()
    });
    r.add("gov/nasa/jpf/vm/Verify", "endAtomic", "()V", |m, tid, _| {
        let t = &mut m.st.threads[tid as usize];
        t.no_switch_depth = t.no_switch_depth.saturating_sub(1);
        // Leaving the section is where other threads may run again.
        if t.no_switch_depth == 0 {
            return Ok(NResult::Yield(None));
        }
        ret_void()
    });
    r.add("gov/nasa/jpf/vm/Verify", "breakTransition", "(Ljava/lang/String;)V", |_, _, _| Ok(NResult::Yield(None)));
}

/// `LogRecord.inferCaller()`: the JDK walks the stack with `StackWalker` (which weft does not
/// model) for the first frame after the logger's own frames that is not logging machinery,
/// and records its class and method as the record's source. The same walk over the thread's
/// frames, with the JDK's filters (`LogRecord.CallerFinder`, `SimpleConsoleLogger.isFilteredFrame`;
/// reflection and lambda frames are hidden from stack walks).
pub(super) fn infer_log_caller(m: &mut Machine, tid: ThreadId, a: &[Value]) -> Result<NResult, VmError> {
    let record = arg_obj(a, 0)?;
    let system_logger = m.load("java/lang/System$Logger")?;
    let mut looking_for_logger = true;
    let mut caller = None;
    for f in m.st.threads[tid as usize].frames.iter().rev() {
        let method = m.prog.method(f.method);
        let class = m.prog.class(method.class);
        let name = class.java_name();
        if name.contains("$$Lambda$")
            || name.starts_with("java.lang.reflect.")
            || name.starts_with("jdk.internal.reflect.")
        {
            continue;
        }
        if looking_for_logger {
            looking_for_logger =
                !(name == "java.util.logging.Logger" || name.starts_with("sun.util.logging.PlatformLogger"));
            continue;
        }
        let filtered = m.prog.is_subtype(method.class, system_logger)
            || [
                "sun.util.logging.",
                "sun.rmi.runtime.Log",
                "jdk.internal.logger.",
                "java.util.logging.",
                "java.lang.invoke.MethodHandle",
                "java.security.AccessController",
            ]
            .iter()
            .any(|p| name.starts_with(p) && !name.starts_with("jdk.internal.logger.BootstrapLogger$LogEvent"));
        if !filtered {
            caller = Some((name, method.name.to_string()));
            break;
        }
    }
    m.set_field_named(record, "needToInferCaller", Value::Int(0));
    if let Some((class, method)) = caller {
        let (c, mn) = (m.new_string(&class), m.new_string(&method));
        m.set_field_named(record, "sourceClassName", Value::Ref(Some(c)));
        m.set_field_named(record, "sourceMethodName", Value::Ref(Some(mn)));
    }
    ret_void()
}
