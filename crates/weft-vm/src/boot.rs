//! Starting the machine: the core classes, the main thread, and the call of `main` (or of
//! another entry point, through the driver class `weft.rt.Entry`).

use weft_classfile::{ClassPath, ClassPathEntry};

use crate::class::{ACC_ABSTRACT, ACC_PUBLIC, ACC_STATIC};
use crate::machine::*;
use crate::program::{Program, WellKnown};
use crate::state::{ArrayData, Body, ThreadStatus};
use crate::value::{ObjRef, Value};

include!(concat!(env!("OUT_DIR"), "/runtime_classes.rs"));

/// The main class that calls an entry point other than `main` (`runtime/weft/rt/Entry.java`);
/// its arguments are a plan of steps (`beforeAll:Owner#m`, `new:Class`, `test:m`, ...).
pub const ENTRY_DRIVER: &str = "weft.rt.Entry";

/// The methods of Java PathFinder's `gov.nasa.jpf.vm.Verify` that weft's model provides, for
/// the error that names an unsupported one.
pub const JPF_VERIFY_SUPPORTED: &str = "getInt(min,max), getIntFromList, getLongFromList, getDoubleFromList, \
    getFloatFromList, getBoolean, getBoolean(falseFirst), randomBool, random(n), ignoreIf, assertTrue, \
    beginAtomic, endAtomic, breakTransition, isRunningInJPF, interesting, boring, print, println";

/// The class path entry holding weft's model classes; it comes first so that models replace
/// the JDK classes of the same name.
pub fn model_classes() -> ClassPathEntry {
    ClassPathEntry::Memory(RUNTIME_CLASSES.iter().map(|&(n, b)| (n.to_string(), b)).collect())
}

impl Machine {
    /// Builds a machine over `classpath` (which must include the model classes and a JDK
    /// runtime image) and creates the main thread.
    pub fn boot(classpath: ClassPath, config: Config, output: Box<dyn Output>) -> Result<Machine, VmError> {
        let prog = Program::new(classpath);
        let mut m = Machine::new(prog, config, output);
        let mut wk = WellKnown::default();
        let core = |m: &mut Machine, name: &str| -> Result<u32, VmError> {
            m.load(name)
                .map_err(|e| VmError::Startup(format!("cannot load the core class {}: {e}", name.replace('/', "."))))
        };
        wk.object = core(&mut m, "java/lang/Object")?;
        wk.string = core(&mut m, "java/lang/String")?;
        wk.class = core(&mut m, "java/lang/Class")?;
        wk.thread = core(&mut m, "java/lang/Thread")?;
        let slot = |m: &Machine, class: u32, name: &str| -> Result<u16, VmError> {
            m.field_slot(class, name).ok_or_else(|| {
                VmError::Startup(format!("core class {} has no field {name}", m.prog.class(class).java_name()))
            })
        };
        wk.string_value = slot(&m, wk.string, "value")?;
        wk.string_coder = slot(&m, wk.string, "coder")?;
        wk.thread_name = slot(&m, wk.thread, "name")?;
        wk.thread_priority = slot(&m, wk.thread, "priority")?;
        wk.thread_tid = slot(&m, wk.thread, "tid")?;
        wk.thread_daemon = slot(&m, wk.thread, "daemon")?;
        wk.thread_locals = Some(slot(&m, wk.thread, "threadLocals")?);
        m.prog.wk = wk.clone();

        // The main thread, created without running a constructor (see runtime/NATIVES.md).
        let obj = m.alloc_instance(wk.thread);
        let name = m.new_string("main");
        m.set_field(obj, wk.thread_name, Value::Ref(Some(name)));
        m.set_field(obj, wk.thread_priority, Value::Int(5));
        m.set_field(obj, wk.thread_tid, Value::Long(1));
        m.set_field(obj, wk.thread_daemon, Value::Int(0));
        // Its group, "main" under "system", made like the object itself: code the program reaches
        // reads the field directly (`InnocuousThread`, behind `Timer` and `Cleaner`, walks it
        // with `Unsafe` to the root group).
        let group_class = core(&mut m, "java/lang/ThreadGroup")?;
        let group = |m: &mut Machine, name: &str, parent: Option<ObjRef>| {
            let g = m.alloc_instance(group_class);
            let name = m.new_string(name);
            let fields =
                [("name", Value::Ref(Some(name))), ("parent", Value::Ref(parent)), ("maxPriority", Value::Int(10))];
            for (field, value) in fields {
                if !m.set_field_named(g, field, value) {
                    return Err(VmError::Startup(format!("java.lang.ThreadGroup has no field {field}")));
                }
            }
            Ok(g)
        };
        let system = group(&mut m, "system", None)?;
        let main_group = group(&mut m, "main", Some(system))?;
        if !m.set_field_named(obj, "group", Value::Ref(Some(main_group))) {
            return Err(VmError::Startup("java.lang.Thread has no field group".into()));
        }
        let main = m.new_thread(obj);
        m.st.threads[main as usize].status = ThreadStatus::Runnable;
        m.st.live_threads = 1;
        Ok(m)
    }

    /// Arranges for the main thread to call `class_name.method()` instead of `main`: a static
    /// method without parameters, or a public instance method without parameters called on an
    /// instance made with the class's public no-argument constructor. The method must return
    /// `void`; it may be inherited.
    pub fn start_entry(&mut self, class_name: &str, method: &str) -> Result<(), VmError> {
        let class = self.load_entry_class(class_name)?;
        let key = self.prog.key(method, "()V");
        let found = self.prog.resolve_method(class, key).filter(|&m| !self.prog.method(m).is_abstract());
        let Some(found) = found else {
            return Err(VmError::Startup(format!(
                "entry method not found: {class_name} has no method `void {method}()` (an entry method takes no arguments and returns void)"
            )));
        };
        let m = self.prog.method(found).clone();
        let owner = self.prog.class(m.class).java_name();
        let plan = if m.is_static() {
            vec![format!("testStatic:{owner}#{method}")]
        } else {
            if m.access & ACC_PUBLIC == 0 {
                return Err(VmError::Startup(format!("entry method {class_name}#{method} must be public (or static)")));
            }
            let init = self.prog.key("<init>", "()V");
            let cls = self.prog.class(class);
            let constructor = cls.method_by_key.get(&init).copied();
            if cls.access & ACC_ABSTRACT != 0
                || cls.is_interface()
                || constructor.is_none_or(|c| self.prog.method(c).access & ACC_PUBLIC == 0)
            {
                return Err(VmError::Startup(format!(
                    "{class_name}#{method} is an instance method: {class_name} needs a public no-argument constructor (or make the method static)"
                )));
            }
            vec![format!("new:{class_name}"), format!("test:{method}")]
        };
        self.start_main(ENTRY_DRIVER, &plan)
    }

    fn load_entry_class(&mut self, class_name: &str) -> Result<crate::class::ClassId, VmError> {
        self.prog.load(&class_name.replace('.', "/")).map_err(|e| match e {
            crate::program::LoadError::NotFound(_) => {
                VmError::Startup(format!("could not find or load entry class {class_name}"))
            }
            other => VmError::Startup(format!("cannot load entry class {class_name}: {other}")),
        })
    }

    /// Arranges for the main thread to call `main_class.main(args)`.
    pub fn start_main(&mut self, main_class: &str, args: &[String]) -> Result<(), VmError> {
        let internal = main_class.replace('.', "/");
        let class = self.prog.load(&internal).map_err(|e| match e {
            // (A class file under the name whose own name is another: `(wrong name: ...)`.)
            crate::program::LoadError::NotFound(what) => match what.split_once(" (wrong name: ") {
                Some((_, rest)) => VmError::Startup(format!(
                    "could not find or load main class {main_class}: its class file declares {}",
                    rest.trim_end_matches(')')
                )),
                None => VmError::Startup(format!("could not find or load main class {main_class}")),
            },
            other => VmError::Startup(format!("cannot load main class {main_class}: {other}")),
        })?;
        let key = self.prog.key("main", "([Ljava/lang/String;)V");
        let method = self
            .prog
            .class(class)
            .method_by_key
            .get(&key)
            .copied()
            .filter(|&m| self.prog.method(m).access & ACC_STATIC != 0)
            .ok_or_else(|| {
                VmError::Startup(format!(
                    "main method not found in class {main_class}, please define the main method as:\n   public static void main(String[] args)"
                ))
            })?;
        let sa = self.load("[Ljava/lang/String;")?;
        let arr = self.alloc_array(sa, args.len());
        for (i, a) in args.iter().enumerate() {
            let s = self.new_string(a);
            if let Body::Array(ArrayData::Ref(v)) = &mut self.st.heap.get_mut(arr).body {
                v[i] = Some(s);
            }
        }
        self.st.threads[0].pending_call = Some((method, vec![Value::Ref(Some(arr))]));
        // The JVM initializes System before main; library code relies on what its initializer
        // registers (the JavaLangAccess shared secret).
        let system = self.load("java/lang/System")?;
        self.ensure_initialized(0, system)?;
        Ok(())
    }
}
