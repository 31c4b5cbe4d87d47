//! The program: every class loaded so far, linked and ready to run.
//!
//! Loading is lazy, as in the JVM: a class is found on the class path, parsed, and linked when an
//! instruction first refers to it. Linking lays out fields, decodes bytecode into [`Insn`]s and
//! builds the dispatch table. All of this depends only on the class path, never on the execution,
//! so the program is shared by every state the search visits and is not part of any snapshot.

use std::cell::Cell;
use std::panic::AssertUnwindSafe;
use std::rc::Rc;

use cafebabe::attributes::AttributeData;
use cafebabe::bytecode::Opcode;
use cafebabe::constant_pool::{BootstrapArgument, LiteralConstant, Loadable, MemberKind, MethodHandle, ReferenceKind};
use rustc_hash::{FxHashMap, FxHashSet};
use weft_classfile::{ClassOrigin, ClassPath};

use crate::class::*;
use crate::insn::*;
use crate::natives::NativeRegistry;

/// Why a class could not be loaded.
#[derive(Debug, Clone, thiserror::Error)]
pub enum LoadError {
    #[error("class {0} not found on the class path")]
    NotFound(String),
    #[error("malformed class file for {class}: {reason}")]
    Malformed { class: String, reason: String },
    #[error("cannot read class {class}: {reason}")]
    ClassPath { class: String, reason: String },
    #[error("class circularity: {0} is its own superclass or superinterface")]
    Circularity(String),
    #[error("incompatible class change: {0}")]
    Incompatible(String),
}

impl LoadError {
    /// The Java error a program would see for this failure.
    pub fn java_error_class(&self) -> &'static str {
        match self {
            LoadError::NotFound(_) => "java/lang/NoClassDefFoundError",
            LoadError::Malformed { .. } => "java/lang/ClassFormatError",
            LoadError::ClassPath { .. } => "java/lang/NoClassDefFoundError",
            LoadError::Circularity(_) => "java/lang/ClassCircularityError",
            LoadError::Incompatible(_) => "java/lang/IncompatibleClassChangeError",
        }
    }
}

/// An `invokedynamic` call site after linking.
#[derive(Debug, Clone)]
pub enum CallSite {
    /// A lambda or method reference: allocate the synthesized class, capturing the arguments.
    Lambda { class: ClassId, captured: u16 },
    /// `StringConcatFactory.makeConcatWithConstants`.
    Concat { recipe: Rc<[u16]>, constants: Vec<Constant>, arg_kinds: Vec<u8> },
    /// `ObjectMethods.bootstrap` for a record's `toString`, `equals` or `hashCode`.
    Record { method: RecordMethod, record: ClassId, getters: Vec<Rc<Field>> },
}

/// JDK fields that only count what happened, `(class, field)`: a thread pool's completed-task
/// counts, which grow by one for every task a worker runs, so that a pool running a periodic
/// task (or any unbounded stream of tasks) never repeats a state. Only the getters in
/// [`STATISTICS_READERS`] read them for the program; the state fingerprint leaves them out until
/// one is called (docs/design.md, "Statistics counters").
pub const STATISTICS_COUNTERS: &[(&str, &str)] = &[
    ("java/util/concurrent/ThreadPoolExecutor$Worker", "completedTasks"),
    ("java/util/concurrent/ThreadPoolExecutor", "completedTaskCount"),
];

/// JDK fields that only say where a scan of several queues starts, `(class, field)`, left out of
/// the fingerprint as the statistics counters are (`--exact-counters` keeps both):
/// `ForkJoinPool.scanRover` moves on by a constant at every `pollScan`, so a thread polling a
/// pool (`awaitQuiescence`, `helpQuiesce`) never repeated a state. Which queue a scan tries first
/// decides only which of several queued tasks it takes first; the search follows the start of
/// the first state it meets (docs/design.md, "Statistics counters").
pub const SCAN_HINTS: &[(&str, &str)] = &[("java/util/concurrent/ForkJoinPool", "scanRover")];

/// The JDK's classes whose instances are not thread-safe, with the fields that hold their state,
/// `(class, fields)`: two threads that use one such object (a `HashMap`, an `ArrayList`, a
/// `StringBuilder`, a `SimpleDateFormat`'s calendar) with nothing ordering their calls race on
/// these fields and on the elements of the arrays they hold, and the race is the program's.
/// The race check tracks them, and the arrays stored in them, and reports their races at the
/// program's calls (docs/design.md, "The JDK's unsynchronized objects"). Fields that only cache
/// something computed again the same way (`AbstractMap.keySet`, `String.hash`) are not listed:
/// the JDK races on them by design, harmlessly.
pub const UNSYNCHRONIZED_STATE: &[(&str, &[&str])] = &[
    ("java/util/HashMap", &["table", "size", "modCount", "threshold"]),
    ("java/util/HashMap$Node", &["value", "next"]),
    ("java/util/HashMap$TreeNode", &["parent", "left", "right", "prev", "red"]),
    ("java/util/LinkedHashMap", &["head", "tail"]),
    ("java/util/LinkedHashMap$Entry", &["before", "after"]),
    ("java/util/AbstractList", &["modCount"]),
    ("java/util/ArrayList", &["elementData", "size"]),
    ("java/util/LinkedList", &["first", "last", "size"]),
    ("java/util/LinkedList$Node", &["item", "next", "prev"]),
    ("java/util/ArrayDeque", &["elements", "head", "tail"]),
    ("java/util/PriorityQueue", &["queue", "size", "modCount"]),
    ("java/util/TreeMap", &["root", "size", "modCount"]),
    ("java/util/TreeMap$Entry", &["value", "left", "right", "parent", "color"]),
    ("java/util/IdentityHashMap", &["table", "size", "modCount"]),
    ("java/util/BitSet", &["words", "wordsInUse"]),
    ("java/lang/AbstractStringBuilder", &["value", "coder", "count"]),
    ("java/nio/Buffer", &["position", "limit", "mark"]),
    ("java/nio/ByteBuffer", &["hb"]),
    ("java/util/Calendar", &["time", "isTimeSet", "areFieldsSet", "areAllFieldsSet", "fields", "isSet", "stamp"]),
    ("java/text/DateFormat", &["calendar", "numberFormat"]),
    ("java/text/DecimalFormat", &["digitList", "isFastPath", "fastPathCheckNeeded", "fastPathData"]),
    (
        "java/text/DecimalFormat$FastPathData",
        &["lastFreeIndex", "firstUsedIndex", "integralLastIndex", "fractionalFirstIndex", "fastPathContainer"],
    ),
    ("java/text/DigitList", &["decimalAt", "count", "digits"]),
    // Wrappers whose state is an object listed above: listing the field takes it along.
    ("java/util/HashSet", &["map"]),
    ("java/util/TreeSet", &["m"]),
    ("java/util/Formatter", &["a"]),
    ("java/util/EnumMap", &["vals", "size"]),
    ("java/util/RegularEnumSet", &["elements"]),
    ("java/util/JumboEnumSet", &["elements", "size"]),
    ("java/util/WeakHashMap", &["table", "size", "modCount", "threshold"]),
    ("java/util/WeakHashMap$Entry", &["value", "next"]),
    ("java/util/ArrayList$Itr", &["cursor", "lastRet", "expectedModCount"]),
    ("java/util/HashMap$HashIterator", &["next", "current", "expectedModCount", "index"]),
    ("java/util/StringTokenizer", &["currentPosition", "newPosition", "delimsChanged", "delimiters"]),
    ("java/util/StringJoiner", &["elts", "size", "len"]),
    ("java/util/SplittableRandom", &["seed"]),
    (
        "java/util/regex/Matcher",
        &[
            "groups",
            "from",
            "to",
            "text",
            "first",
            "last",
            "oldLast",
            "lastAppendPosition",
            "locals",
            "hitEnd",
            "requireEnd",
            "modCount",
        ],
    ),
];

/// JDK classes whose instances are mutable values the JDK's code changes while other threads
/// can see them (a shared `SimpleDateFormat`'s calendar date, `DateFormat`'s shared
/// `FieldPosition`, a program's `Date`), though no race check reports them: their fields are
/// not the JDK's own state for quiet reads ([`crate::quiet`]). Only a matter of speed: a quiet
/// read of one would be found written, and the search would start again.
pub const MUTABLE_JDK_VALUES: &[&str] = &[
    "sun/util/calendar/",
    "java/text/FieldPosition",
    "java/text/ParsePosition",
    "java/util/Date",
    "java/util/logging/LogRecord",
    // A `Timer`'s queue and tasks, and the cleaners' lists: changed under their locks.
    "java/util/Timer",
    "java/util/TaskQueue",
    "jdk/internal/ref/",
];

/// The methods through which the program can see a [`STATISTICS_COUNTERS`] field, `(class,
/// name, descriptor)`. (`ThreadPoolExecutor.processWorkerExit` also reads `completedTasks`, to
/// add it to `completedTaskCount`, which is a counter too.)
pub const STATISTICS_READERS: &[(&str, &str, &str)] = &[
    ("java/util/concurrent/ThreadPoolExecutor", "getCompletedTaskCount", "()J"),
    ("java/util/concurrent/ThreadPoolExecutor", "getTaskCount", "()J"),
    ("java/util/concurrent/ThreadPoolExecutor", "toString", "()Ljava/lang/String;"),
];

/// JDK methods that spin before they park and count the spins in two `byte` locals (`spins`,
/// and `postSpins`, which doubles after every park), `(class, name, descriptor)`: the
/// synchronizers' `acquire`. A `java.util.concurrent` operation spins without scheduling points
/// (`Machine::spin_runs_on`), so the counts change nothing but themselves, and the fingerprint
/// leaves them out while the method waits at its `park` (docs/design.md, "State matching").
pub const SPIN_THEN_PARK_METHODS: &[(&str, &str, &str)] = &[
    (
        "java/util/concurrent/locks/AbstractQueuedSynchronizer",
        "acquire",
        "(Ljava/util/concurrent/locks/AbstractQueuedSynchronizer$Node;IZZZJ)I",
    ),
    (
        "java/util/concurrent/locks/AbstractQueuedLongSynchronizer",
        "acquire",
        "(Ljava/util/concurrent/locks/AbstractQueuedLongSynchronizer$Node;JZZZJ)I",
    ),
];

/// Which record method an `ObjectMethods` call site implements.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RecordMethod {
    ToString,
    Equals,
    HashCode,
}

/// Frequently used classes and field slots, looked up once.
#[derive(Debug, Default, Clone)]
pub struct WellKnown {
    pub object: ClassId,
    pub string: ClassId,
    pub class: ClassId,
    pub thread: ClassId,
    pub string_value: u16,
    pub string_coder: u16,
    pub thread_name: u16,
    pub thread_priority: u16,
    pub thread_tid: u16,
    pub thread_daemon: u16,
    /// `Thread.threadLocals`: the map of a thread's `ThreadLocal` values, which only the thread
    /// itself reads (see [`crate::machine::Machine::publish`]); `None` until the machine has
    /// booted.
    pub thread_locals: Option<u16>,
}

/// All loaded classes and methods.
pub struct Program {
    pub classpath: ClassPath,
    pub classes: Vec<Rc<Class>>,
    by_name: FxHashMap<Rc<str>, ClassId>,
    pub methods: Vec<Rc<Method>>,
    pub fields: Vec<Rc<Field>>,
    key_ids: FxHashMap<(Rc<str>, Rc<str>), MethodKey>,
    pub keys: Vec<(Rc<str>, Rc<str>)>,
    /// String literal contents (UTF-16), indexed by literal id.
    pub literals: Vec<Rc<[u16]>>,
    literal_ids: FxHashMap<Rc<[u16]>, u32>,
    pub call_sites: Vec<CallSite>,
    pub natives: NativeRegistry,
    pub wk: WellKnown,
    /// Classes that failed to load, so the failure is reported the same way each time.
    failed: FxHashMap<String, LoadError>,
    lambda_count: u32,
    /// The `invokedynamic` instruction (method, pc) in the program's own code that made each
    /// lambda or method-reference class: where the program calls what the class's method calls
    /// (`list::add` hands `list` to `ArrayList.add` there). The JDK's own lambdas are not listed.
    pub lambda_sites: FxHashMap<ClassId, (MethodId, u32)>,
    /// The classes being loaded from the class path, innermost last (their supertypes load
    /// first), to tell a class that is its own supertype.
    loading: Vec<String>,
    /// Files the program has opened for reading (path as the program named it, contents),
    /// read from the file system on first use and fixed from then on: input, like the class
    /// path. Open streams name a file by its index here.
    pub files: Vec<(String, Rc<[u8]>)>,
    /// Runtime-visible annotations and annotation defaults, with their implementation classes.
    pub annotations: crate::annotations::Annotations,
}

impl Program {
    pub fn new(classpath: ClassPath) -> Program {
        Program {
            classpath,
            classes: Vec::new(),
            by_name: FxHashMap::default(),
            methods: Vec::new(),
            fields: Vec::new(),
            key_ids: FxHashMap::default(),
            keys: Vec::new(),
            literals: Vec::new(),
            literal_ids: FxHashMap::default(),
            call_sites: Vec::new(),
            natives: NativeRegistry::new(),
            wk: WellKnown::default(),
            failed: FxHashMap::default(),
            lambda_count: 0,
            lambda_sites: FxHashMap::default(),
            loading: Vec::new(),
            files: Vec::new(),
            annotations: Default::default(),
        }
    }

    pub fn class(&self, id: ClassId) -> &Rc<Class> {
        &self.classes[id as usize]
    }

    pub fn method(&self, id: MethodId) -> &Rc<Method> {
        &self.methods[id as usize]
    }

    /// The class with this internal name, if already loaded.
    pub fn loaded(&self, name: &str) -> Option<ClassId> {
        self.by_name.get(name).copied()
    }

    /// The index in [`Program::files`] of the file at `path`, reading it on first use; the
    /// error is the reason the JDK gives in `FileNotFoundException` (`No such file or
    /// directory`, `Is a directory`, ...).
    pub const NOT_REGULAR: &'static str = "not a regular file: weft reads regular files only";

    /// (The random devices read as [`random_device_bytes`].)
    pub fn file_contents(&mut self, path: &str) -> Result<usize, String> {
        if let Some(i) = self.files.iter().position(|(p, _)| p == path) {
            return Ok(i);
        }
        if path.is_empty() {
            return Err("No such file or directory".into());
        }
        if RANDOM_DEVICES.contains(&path) {
            self.files.push((path.to_string(), random_device_bytes()));
            return Ok(self.files.len() - 1);
        }
        match std::fs::metadata(path) {
            Ok(m) if m.is_dir() => return Err("Is a directory".into()),
            // Devices and pipes (`/dev/urandom`) are endless or change: not input weft can fix.
            Ok(m) if !m.is_file() => return Err(Self::NOT_REGULAR.into()),
            _ => {}
        }
        let bytes = std::fs::read(path).map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound => "No such file or directory".to_string(),
            std::io::ErrorKind::PermissionDenied => "Permission denied".to_string(),
            _ => e.to_string(),
        })?;
        self.files.push((path.to_string(), Rc::from(bytes)));
        Ok(self.files.len() - 1)
    }

    /// Interns a method `name + descriptor`.
    pub fn key(&mut self, name: &str, desc: &str) -> MethodKey {
        if let Some(&k) = self.key_ids.get(&(Rc::from(name), Rc::from(desc))) {
            return k;
        }
        let k = self.keys.len() as MethodKey;
        let pair = (Rc::<str>::from(name), Rc::<str>::from(desc));
        self.keys.push(pair.clone());
        self.key_ids.insert(pair, k);
        k
    }

    /// Looks up an interned key without creating it.
    pub fn find_key(&self, name: &str, desc: &str) -> Option<MethodKey> {
        self.key_ids.get(&(Rc::from(name), Rc::from(desc))).copied()
    }

    /// Interns string literal contents, returning the literal id.
    pub fn literal(&mut self, units: &[u16]) -> u32 {
        if let Some(&id) = self.literal_ids.get(units) {
            return id;
        }
        let id = self.literals.len() as u32;
        let rc: Rc<[u16]> = Rc::from(units);
        self.literals.push(rc.clone());
        self.literal_ids.insert(rc, id);
        id
    }

    /// Loads (if needed) and returns the class with this internal name; array names (`[I`,
    /// `[Ljava/lang/String;`) and primitive names (`int`) are accepted.
    pub fn load(&mut self, name: &str) -> Result<ClassId, LoadError> {
        if let Some(&id) = self.by_name.get(name) {
            return Ok(id);
        }
        if let Some(err) = self.failed.get(name) {
            return Err(err.clone());
        }
        let result = if let Some(elem) = name.strip_prefix('[') {
            self.load_array(name, elem)
        } else if name == "void" {
            Ok(self.add_class(name, ClassKind::Void, ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT, None, vec![]))
        } else if let Some(p) = Prim::from_java_name(name) {
            Ok(self.add_class(name, ClassKind::Primitive(p), ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT, None, vec![]))
        } else if self.loading.iter().any(|n| n == name) {
            // Its own superclass or superinterface, through any number of others (the JVM's
            // ClassCircularityError); defining it again would never end.
            Err(LoadError::Circularity(name.replace('/', ".")))
        } else {
            self.loading.push(name.to_string());
            let result = self.load_from_classpath(name);
            self.loading.pop();
            result
        };
        if let Err(e) = &result {
            self.failed.insert(name.to_string(), e.clone());
        }
        result
    }

    /// The array class whose elements are of class `elem`.
    pub fn array_of(&mut self, elem: ClassId) -> Result<ClassId, LoadError> {
        let ename = self.class(elem).name.clone();
        let name = if let ClassKind::Primitive(p) = self.class(elem).kind {
            format!("[{}", p.descriptor())
        } else if ename.starts_with('[') {
            format!("[{ename}")
        } else {
            format!("[L{ename};")
        };
        self.load(&name)
    }

    /// The array class of a primitive element type.
    pub fn prim_array(&mut self, p: Prim) -> ClassId {
        let name = format!("[{}", p.descriptor());
        self.load(&name).expect("primitive array classes always load")
    }

    fn load_array(&mut self, name: &str, elem: &str) -> Result<ClassId, LoadError> {
        let element = match elem.as_bytes().first() {
            Some(b'L') if elem.ends_with(';') => ElementType::Ref(self.load(&elem[1..elem.len() - 1])?),
            Some(b'[') => ElementType::Ref(self.load(elem)?),
            Some(&c) if elem.len() == 1 => match prim_of_descriptor(c) {
                Some(p) => ElementType::Prim(p),
                None => return Err(LoadError::NotFound(name.to_string())),
            },
            _ => return Err(LoadError::NotFound(name.to_string())),
        };
        let object = self.load("java/lang/Object")?;
        let cloneable = self.load("java/lang/Cloneable")?;
        let serializable = self.load("java/io/Serializable")?;
        let id = self.add_class(
            name,
            ClassKind::Array { element },
            ACC_PUBLIC | ACC_FINAL | ACC_ABSTRACT,
            Some(object),
            vec![cloneable, serializable],
        );
        // Arrays of references are covariant: T[] is a subtype of S[] when T is a subtype of S.
        if let ElementType::Ref(e) = element {
            let elem_supers: Vec<ClassId> = self.class(e).supertypes.iter().copied().collect();
            let mut extra = Vec::new();
            for s in elem_supers {
                if s != e {
                    extra.push(self.array_of(s)?);
                }
            }
            if self.class(e).is_interface() || matches!(self.class(e).kind, ClassKind::Primitive(_)) {
                extra.push(self.load("[Ljava/lang/Object;")?);
            }
            let class = Rc::get_mut(&mut self.classes[id as usize]).expect("array class not yet shared");
            class.supertypes.extend(extra);
        }
        Ok(id)
    }

    /// Registers a class without a class file (arrays, primitives).
    fn add_class(
        &mut self,
        name: &str,
        kind: ClassKind,
        access: u16,
        super_class: Option<ClassId>,
        interfaces: Vec<ClassId>,
    ) -> ClassId {
        let id = self.classes.len() as ClassId;
        let mut supertypes = FxHashSet::default();
        supertypes.insert(id);
        let mut vtable = FxHashMap::default();
        if let Some(s) = super_class {
            supertypes.extend(self.class(s).supertypes.iter().copied());
            vtable = self.class(s).vtable.clone();
        }
        for &i in &interfaces {
            supertypes.extend(self.class(i).supertypes.iter().copied());
        }
        let instance_fields = super_class.map(|s| self.class(s).instance_fields.clone()).unwrap_or_default();
        let holds_unsynchronized_state = instance_fields.iter().any(|f| f.unsynchronized_state);
        let name: Rc<str> = Rc::from(name);
        self.classes.push(Rc::new(Class {
            id,
            name: name.clone(),
            kind,
            access,
            super_class,
            interfaces,
            supertypes,
            instance_fields,
            counter_slots: Vec::new(),
            holds_unsynchronized_state,
            jdk_own_state: false,
            declared_fields: vec![],
            static_count: 0,
            methods: vec![],
            method_by_key: FxHashMap::default(),
            vtable,
            clinit: None,
            source_file: None,
            origin: ClassOrigin::Jdk { module: "java.base".into() },
            constants: vec![],
            member_refs: vec![],
            dynamic_refs: vec![],
            inner: None,
            record_components: None,
            permitted_subclasses: None,
        }));
        self.by_name.insert(name, id);
        id
    }

    fn load_from_classpath(&mut self, name: &str) -> Result<ClassId, LoadError> {
        let found = self
            .classpath
            .find(name)
            .map_err(|e| LoadError::ClassPath { class: name.replace('/', "."), reason: e.to_string() })?
            .ok_or_else(|| LoadError::NotFound(name.replace('/', ".")))?;
        self.define(name, &found.bytes, found.origin)
    }

    /// Parses and links a class file. The parser is guarded so that no input can panic weft.
    pub fn define(&mut self, name: &str, bytes: &[u8], origin: ClassOrigin) -> Result<ClassId, LoadError> {
        let malformed = |reason: String| LoadError::Malformed { class: name.replace('/', "."), reason };
        let parsed = std::panic::catch_unwind(AssertUnwindSafe(|| cafebabe::parse_class(bytes)))
            .map_err(|_| malformed("the class file parser failed".into()))?
            .map_err(|e| malformed(e.to_string()))?;
        if &*parsed.this_class != name {
            return Err(LoadError::NotFound(format!(
                "{} (wrong name: {})",
                name.replace('/', "."),
                parsed.this_class.replace('/', ".")
            )));
        }
        // Guard against circular superclass chains before recursing.
        let super_class = match &parsed.super_class {
            Some(s) if &**s == name => return Err(LoadError::Circularity(name.replace('/', "."))),
            Some(s) => Some(self.load(s)?),
            None => None,
        };
        if let Some(s) = super_class {
            if self.class(s).is_interface() {
                return Err(LoadError::Incompatible(format!(
                    "class {} has interface {} as super class",
                    name.replace('/', "."),
                    self.class(s).java_name()
                )));
            }
        }
        let mut interfaces = Vec::new();
        for i in &parsed.interfaces {
            interfaces.push(self.load(i)?);
        }
        if let Some(&id) = self.by_name.get(name) {
            // Loading a supertype loaded this class (a circularity the JVM would reject).
            return Err(LoadError::Circularity(self.class(id).java_name()));
        }
        let id = self.classes.len() as ClassId;
        let mut b = ClassBuilder::new(id, name, origin);
        b.access = parsed.access_flags.bits();
        b.super_class = super_class;
        b.interfaces = interfaces;
        for attr in &parsed.attributes {
            match &attr.data {
                AttributeData::SourceFile(f) => b.source_file = Some(Rc::from(&**f)),
                AttributeData::InnerClasses(entries) => {
                    for e in entries {
                        if *e.inner_class_info == *name {
                            b.inner = Some(InnerInfo {
                                outer: e.outer_class_info.as_deref().map(Rc::from),
                                simple_name: e.inner_name.as_deref().map(Rc::from),
                                access: e.access_flags.bits(),
                            });
                        }
                    }
                }
                AttributeData::PermittedSubclasses(names) => {
                    b.permitted_subclasses = Some(names.iter().map(|n| Rc::from(&**n)).collect());
                }
                AttributeData::Record(components) => {
                    for (i, c) in components.iter().enumerate() {
                        for a in &c.attributes {
                            match &a.data {
                                AttributeData::Signature(signature) => {
                                    self.annotations
                                        .component_signatures
                                        .insert((id, i as u16), Rc::from(&**signature));
                                }
                                AttributeData::RuntimeVisibleAnnotations(_)
                                | AttributeData::RuntimeVisibleTypeAnnotations(_) => {
                                    self.annotations.annotated_components.insert(id);
                                }
                                _ => {}
                            }
                        }
                    }
                    b.record_components = Some(
                        components
                            .iter()
                            .map(|c| (Rc::from(&*c.name), Rc::from(c.descriptor.to_string().as_str())))
                            .collect(),
                    );
                }
                data @ (AttributeData::RuntimeVisibleAnnotations(_)
                | AttributeData::Signature(_)
                | AttributeData::RuntimeVisibleTypeAnnotations(_)) => {
                    self.annotations.record(crate::annotations::Annotated::Class(id), data);
                }
                AttributeData::BootstrapMethods(methods) => {
                    for m in methods {
                        let args = m.arguments.iter().map(bootstrap_arg).collect();
                        b.bootstrap.push((handle_ref(&m.method), args));
                    }
                }
                _ => {}
            }
        }
        // Fields: inherited instance fields first, so a subclass's layout extends its superclass's.
        let mut instance_fields = super_class.map(|s| self.class(s).instance_fields.clone()).unwrap_or_default();
        let origin_is_jdk = matches!(b.origin, ClassOrigin::Jdk { .. });
        let mut static_count = 0u16;
        let mut declared_fields = Vec::new();
        for f in &parsed.fields {
            let access = f.access_flags.bits();
            let is_static = access & ACC_STATIC != 0;
            let slot = if is_static {
                static_count += 1;
                static_count - 1
            } else {
                instance_fields.len() as u16
            };
            let mut constant = None;
            for a in &f.attributes {
                match &a.data {
                    AttributeData::ConstantValue(c) if is_static => constant = Some(literal_constant(c)),
                    data => {
                        self.annotations.record(crate::annotations::Annotated::Field(self.fields.len() as u32), data);
                    }
                }
            }
            let field = Rc::new(Field {
                id: self.fields.len() as u32,
                class: id,
                name: Rc::from(&*f.name),
                descriptor: Rc::from(f.descriptor.to_string().as_str()),
                access,
                slot,
                constant,
                unsynchronized_state: origin_is_jdk
                    && UNSYNCHRONIZED_STATE
                        .iter()
                        .any(|(class, fields)| *class == &*b.name && fields.contains(&&*f.name)),
            });
            self.fields.push(field.clone());
            if !is_static {
                instance_fields.push(field.clone());
            }
            declared_fields.push(field);
        }
        // Methods.
        let mut method_ids = Vec::new();
        let mut method_by_key = FxHashMap::default();
        let mut clinit = None;
        for m in &parsed.methods {
            let desc = m.descriptor.to_string();
            let (param_kinds, return_kind) =
                parse_method_descriptor(&desc).ok_or_else(|| malformed(format!("bad method descriptor {desc}")))?;
            let access = m.access_flags.bits();
            let mut code = None;
            let mut annotated_atomic = false;
            for a in &m.attributes {
                match &a.data {
                    AttributeData::Code(c) => {
                        code = Some(
                            b.translate_code(c).map_err(|e| malformed(format!("method {}{}: {e}", m.name, desc)))?,
                        );
                    }
                    data @ AttributeData::RuntimeVisibleAnnotations(annotations) => {
                        annotated_atomic |=
                            annotations.iter().any(|an| an.type_descriptor.to_string() == "Lweft/Atomic;");
                        let method = crate::annotations::Annotated::Method(self.methods.len() as MethodId);
                        self.annotations.record(method, data);
                    }
                    AttributeData::AnnotationDefault(v) => {
                        let value = crate::annotations::convert_value(v);
                        self.annotations.defaults.insert(self.methods.len() as MethodId, value);
                    }
                    data @ (AttributeData::Signature(_) | AttributeData::RuntimeVisibleTypeAnnotations(_)) => {
                        let method = crate::annotations::Annotated::Method(self.methods.len() as MethodId);
                        self.annotations.record(method, data);
                    }
                    AttributeData::Exceptions(names) => {
                        let names: Rc<[Rc<str>]> = names.iter().map(|n| Rc::from(&**n)).collect();
                        self.annotations.exceptions.insert(self.methods.len() as MethodId, names);
                    }
                    AttributeData::MethodParameters(parameters) => {
                        let list: Rc<[_]> = parameters
                            .iter()
                            .map(|p| (p.name.as_deref().map(Rc::from), p.access_flags.bits()))
                            .collect();
                        self.annotations.parameters.insert(self.methods.len() as MethodId, list);
                    }
                    AttributeData::RuntimeVisibleParameterAnnotations(parameters) => {
                        let mid = self.methods.len() as MethodId;
                        self.annotations.parameter_counts.insert(mid, parameters.len());
                        for (i, p) in parameters.iter().enumerate() {
                            let list: Rc<[_]> = p.annotations.iter().map(crate::annotations::convert).collect();
                            self.annotations.on.insert(crate::annotations::Annotated::Parameter(mid, i as u8), list);
                        }
                    }
                    _ => {}
                }
            }
            let key = self.key(&m.name, &desc);
            let mid = self.methods.len() as MethodId;
            let arg_count = param_kinds.len() as u16 + u16::from(access & ACC_STATIC == 0);
            let method = Method {
                id: mid,
                class: id,
                name: Rc::from(&*m.name),
                descriptor: Rc::from(desc.as_str()),
                key,
                access,
                arg_count,
                param_kinds,
                return_kind,
                code,
                native: Cell::new(self.natives.lookup(name, &m.name, &desc)),
                annotated_atomic,
                library: library_of(&b.origin, name),
                atomic: Cell::new(0),
            };
            if &*m.name == "<clinit>" {
                clinit = Some(mid);
            }
            self.methods.push(Rc::new(method));
            method_ids.push(mid);
            method_by_key.insert(key, mid);
        }
        let class =
            self.finish_class(b, instance_fields, declared_fields, static_count, method_ids, method_by_key, clinit);
        Ok(class)
    }

    /// Computes supertypes and the dispatch table and registers the class.
    #[allow(clippy::too_many_arguments)]
    fn finish_class(
        &mut self,
        b: ClassBuilder,
        instance_fields: Vec<Rc<Field>>,
        declared_fields: Vec<Rc<Field>>,
        static_count: u16,
        method_ids: Vec<MethodId>,
        method_by_key: FxHashMap<MethodKey, MethodId>,
        clinit: Option<MethodId>,
    ) -> ClassId {
        let id = b.id;
        let mut supertypes = FxHashSet::default();
        supertypes.insert(id);
        let mut vtable = FxHashMap::default();
        if let Some(s) = b.super_class {
            supertypes.extend(self.class(s).supertypes.iter().copied());
            vtable = self.class(s).vtable.clone();
        }
        for &i in &b.interfaces {
            supertypes.extend(self.class(i).supertypes.iter().copied());
        }
        for &mid in &method_ids {
            let m = self.method(mid);
            if !m.is_static() && !m.is_private() && &*m.name != "<init>" {
                vtable.insert(m.key, mid);
            }
        }
        // Interface methods not implemented by the class chain: default methods, or abstract ones
        // so that a call fails with AbstractMethodError rather than not resolving.
        let mut ifaces: Vec<ClassId> =
            supertypes.iter().copied().filter(|&t| t != id && self.class(t).is_interface()).collect();
        ifaces.sort_unstable();
        for i in ifaces {
            for &mid in &self.class(i).methods {
                let m = self.method(mid);
                if m.is_static() || m.is_private() || &*m.name == "<clinit>" {
                    continue;
                }
                match vtable.get(&m.key) {
                    None => {
                        vtable.insert(m.key, mid);
                    }
                    Some(&existing) => {
                        let e = self.method(existing);
                        if e.class == id {
                            // The class's own method always wins.
                            continue;
                        }
                        // A default method beats an abstract declaration; a more specific
                        // interface (one that extends the other) beats a less specific one.
                        let replace = (e.is_abstract() && !m.is_abstract())
                            || (self.class(e.class).is_interface()
                                && !m.is_abstract()
                                && self.class(m.class).supertypes.contains(&e.class)
                                && m.class != e.class);
                        if replace {
                            vtable.insert(m.key, mid);
                        }
                    }
                }
            }
        }
        let counter_slots = instance_fields
            .iter()
            .filter(|f| {
                let owner = if f.class == id { &*b.name } else { &*self.class(f.class).name };
                STATISTICS_COUNTERS.contains(&(owner, &*f.name)) || SCAN_HINTS.contains(&(owner, &*f.name))
            })
            .map(|f| f.slot)
            .collect();
        let holds_unsynchronized_state = instance_fields.iter().any(|f| f.unsynchronized_state);
        self.classes.push(Rc::new(Class {
            id,
            name: b.name.clone(),
            kind: ClassKind::Ordinary,
            access: b.access,
            super_class: b.super_class,
            interfaces: b.interfaces,
            supertypes,
            instance_fields,
            counter_slots,
            holds_unsynchronized_state,
            // (Not `java.util.concurrent`'s or the services' classes, whose state changes all
            // the time and whose code reads it inside operations, without points anyway; nor a
            // subclass of a class that is not, such as a JDK thread class.)
            jdk_own_state: library_of(&b.origin, &b.name) == Library::Jdk
                && b.super_class.is_none_or(|s| self.class(s).jdk_own_state)
                && !holds_unsynchronized_state
                && !MUTABLE_JDK_VALUES.iter().any(|p| b.name.starts_with(p)),
            declared_fields,
            static_count,
            methods: method_ids,
            method_by_key,
            vtable,
            clinit,
            source_file: b.source_file,
            origin: b.origin,
            constants: b.constants,
            member_refs: b.member_refs,
            dynamic_refs: b.dynamic_refs,
            inner: b.inner,
            record_components: b.record_components,
            permitted_subclasses: b.permitted_subclasses,
        }));
        self.by_name.insert(b.name, id);
        id
    }

    /// Finds a field by JVMS field resolution: the class, its superinterfaces, its superclasses.
    pub fn resolve_field(&self, class: ClassId, name: &str, desc: &str) -> Option<Rc<Field>> {
        let c = self.class(class);
        if let Some(f) = c.declared_fields.iter().find(|f| &*f.name == name && &*f.descriptor == desc) {
            return Some(f.clone());
        }
        for &i in &c.interfaces {
            if let Some(f) = self.resolve_field(i, name, desc) {
                return Some(f);
            }
        }
        c.super_class.and_then(|s| self.resolve_field(s, name, desc))
    }

    /// Finds a method by JVMS method resolution: the class and its superclasses, then the
    /// maximally specific superinterface methods.
    pub fn resolve_method(&self, class: ClassId, key: MethodKey) -> Option<MethodId> {
        let mut c = Some(class);
        while let Some(id) = c {
            let cls = self.class(id);
            if let Some(&m) = cls.method_by_key.get(&key) {
                return Some(m);
            }
            c = cls.super_class;
        }
        // Superinterfaces: prefer a non-abstract method.
        let mut found = None;
        let mut ifaces: Vec<ClassId> =
            self.class(class).supertypes.iter().copied().filter(|&t| self.class(t).is_interface()).collect();
        ifaces.sort_unstable();
        for i in ifaces {
            if let Some(&m) = self.class(i).method_by_key.get(&key) {
                let mm = self.method(m);
                if mm.is_static() || mm.is_private() {
                    continue;
                }
                if !mm.is_abstract() {
                    return Some(m);
                }
                found.get_or_insert(m);
            }
        }
        found
    }

    /// Whether `sub` is assignable to `sup` (both classes or interfaces or arrays).
    pub fn is_subtype(&self, sub: ClassId, sup: ClassId) -> bool {
        sub == sup || self.class(sub).supertypes.contains(&sup)
    }

    /// The source position of an instruction: `File.java:line` when known.
    pub fn source_position(&self, method: MethodId, pc: u32) -> String {
        let m = self.method(method);
        let c = self.class(m.class);
        let file = c.source_file.as_deref().unwrap_or("Unknown Source");
        match m.code.as_ref().and_then(|code| code.line_of(pc)) {
            Some(line) => format!("{file}:{line}"),
            None => file.to_string(),
        }
    }

    /// `pkg.Class.method` of a method, for messages.
    pub fn method_name(&self, method: MethodId) -> String {
        let m = self.method(method);
        format!("{}.{}", self.class(m.class).java_name(), m.name)
    }

    /// A fresh name for a lambda class created in `host`.
    pub fn next_lambda_name(&mut self, host: &str) -> String {
        self.lambda_count += 1;
        format!("{host}$$Lambda${}", self.lambda_count)
    }

    /// Registers a synthesized class (lambda classes). `methods` are `(name, descriptor, code)`;
    /// `library` is what they are to the one-step operations (a lambda's: its host's).
    pub fn define_synthetic(
        &mut self,
        name: &str,
        library: Library,
        interfaces: Vec<ClassId>,
        fields: Vec<(String, String)>,
        methods: Vec<(String, String, Code)>,
        member_refs: Vec<MemberRef>,
    ) -> Result<ClassId, LoadError> {
        let object = self.load("java/lang/Object")?;
        let id = self.classes.len() as ClassId;
        let mut b = ClassBuilder::new(id, name, ClassOrigin::Application);
        b.access = ACC_PUBLIC | ACC_FINAL | 0x1000;
        b.super_class = Some(object);
        b.interfaces = interfaces;
        b.member_refs = member_refs;
        let mut instance_fields = self.class(object).instance_fields.clone();
        let mut declared = Vec::new();
        for (fname, fdesc) in fields {
            let f = Rc::new(Field {
                id: self.fields.len() as u32,
                class: id,
                name: Rc::from(fname.as_str()),
                descriptor: Rc::from(fdesc.as_str()),
                access: ACC_PRIVATE | ACC_FINAL,
                slot: instance_fields.len() as u16,
                constant: None,
                unsynchronized_state: false,
            });
            self.fields.push(f.clone());
            instance_fields.push(f.clone());
            declared.push(f);
        }
        let mut mids = Vec::new();
        let mut by_key = FxHashMap::default();
        for (mname, mdesc, code) in methods {
            let (param_kinds, return_kind) = parse_method_descriptor(&mdesc).ok_or_else(|| LoadError::Malformed {
                class: name.to_string(),
                reason: format!("bad descriptor {mdesc}"),
            })?;
            let key = self.key(&mname, &mdesc);
            let mid = self.methods.len() as MethodId;
            self.methods.push(Rc::new(Method {
                id: mid,
                class: id,
                name: Rc::from(mname.as_str()),
                descriptor: Rc::from(mdesc.as_str()),
                key,
                access: ACC_PUBLIC,
                arg_count: param_kinds.len() as u16 + 1,
                param_kinds,
                return_kind,
                code: Some(code),
                native: Cell::new(None),
                annotated_atomic: false,
                library,
                atomic: Cell::new(1),
            }));
            mids.push(mid);
            by_key.insert(key, mid);
        }
        Ok(self.finish_class(b, instance_fields, declared, 0, mids, by_key, None))
    }
}

/// `(class, name, descriptor)` of a symbolic reference.
type MemberKey = (Rc<str>, Rc<str>, Rc<str>);

/// State of linking one class file.
struct ClassBuilder {
    id: ClassId,
    name: Rc<str>,
    origin: ClassOrigin,
    access: u16,
    super_class: Option<ClassId>,
    interfaces: Vec<ClassId>,
    source_file: Option<Rc<str>>,
    inner: Option<InnerInfo>,
    record_components: Option<Vec<(Rc<str>, Rc<str>)>>,
    permitted_subclasses: Option<Vec<Rc<str>>>,
    constants: Vec<Constant>,
    member_refs: Vec<MemberRef>,
    /// Index of each distinct `(class, name, descriptor)` reference in `member_refs`.
    member_index: FxHashMap<MemberKey, u32>,
    dynamic_refs: Vec<DynamicRef>,
    bootstrap: Vec<(HandleRef, Vec<BootstrapArg>)>,
}

impl ClassBuilder {
    fn new(id: ClassId, name: &str, origin: ClassOrigin) -> ClassBuilder {
        ClassBuilder {
            id,
            name: Rc::from(name),
            origin,
            access: 0,
            super_class: None,
            interfaces: vec![],
            source_file: None,
            inner: None,
            record_components: None,
            permitted_subclasses: None,
            constants: vec![],
            member_refs: vec![],
            member_index: FxHashMap::default(),
            dynamic_refs: vec![],
            bootstrap: vec![],
        }
    }

    fn member(&mut self, class: &str, name: &str, desc: &str, interface: bool) -> RefIndex {
        let k = (Rc::from(class), Rc::from(name), Rc::from(desc));
        if let Some(&i) = self.member_index.get(&k) {
            return i;
        }
        let i = self.member_refs.len() as u32;
        self.member_refs.push(MemberRef { class: k.0.clone(), name: k.1.clone(), descriptor: k.2.clone(), interface });
        self.member_index.insert(k, i);
        i
    }

    fn class_ref(&mut self, name: &str) -> RefIndex {
        self.member(name, "", "", false)
    }

    fn constant(&mut self, c: Constant) -> RefIndex {
        self.constants.push(c);
        (self.constants.len() - 1) as u32
    }

    fn translate_code(&mut self, c: &cafebabe::attributes::CodeData) -> Result<Code, String> {
        let bytecode = c.bytecode.as_ref().ok_or("no bytecode")?;
        let ops = &bytecode.opcodes;
        let index_of = |offset: i64| -> Result<u32, String> {
            if offset == c.code.len() as i64 {
                return Ok(ops.len() as u32);
            }
            usize::try_from(offset)
                .ok()
                .and_then(|o| bytecode.get_opcode_index(o))
                .map(|i| i as u32)
                .ok_or_else(|| format!("jump to {offset} is not an instruction"))
        };
        let mut insns = Vec::with_capacity(ops.len());
        let mut tables = Vec::new();
        let mut lookups = Vec::new();
        for (offset, op) in ops {
            let at = *offset as i64;
            let jump = |j: i32| index_of(at + j as i64);
            use Opcode as O;
            let insn = match op {
                O::Nop => Insn::Nop,
                O::AconstNull => Insn::AconstNull,
                O::IconstM1 => Insn::Iconst(-1),
                O::Iconst0 => Insn::Iconst(0),
                O::Iconst1 => Insn::Iconst(1),
                O::Iconst2 => Insn::Iconst(2),
                O::Iconst3 => Insn::Iconst(3),
                O::Iconst4 => Insn::Iconst(4),
                O::Iconst5 => Insn::Iconst(5),
                O::Lconst0 => Insn::Lconst(0),
                O::Lconst1 => Insn::Lconst(1),
                O::Fconst0 => Insn::Fconst(0.0),
                O::Fconst1 => Insn::Fconst(1.0),
                O::Fconst2 => Insn::Fconst(2.0),
                O::Dconst0 => Insn::Dconst(0.0),
                O::Dconst1 => Insn::Dconst(1.0),
                O::Bipush(v) => Insn::Iconst(*v as i32),
                O::Sipush(v) => Insn::Iconst(*v as i32),
                O::Ldc(l) | O::LdcW(l) | O::Ldc2W(l) => match l {
                    Loadable::LiteralConstant(LiteralConstant::Integer(v)) => Insn::Iconst(*v),
                    Loadable::LiteralConstant(LiteralConstant::Float(v)) => Insn::Fconst(*v),
                    Loadable::LiteralConstant(LiteralConstant::Long(v)) => Insn::Lconst(*v),
                    Loadable::LiteralConstant(LiteralConstant::Double(v)) => Insn::Dconst(*v),
                    Loadable::LiteralConstant(lc) => Insn::Ldc(self.constant(literal_constant(lc))),
                    Loadable::ClassInfo(name) => Insn::Ldc(self.constant(Constant::Class(Rc::from(&**name)))),
                    Loadable::MethodHandle(_) => {
                        Insn::Ldc(self.constant(Constant::Unsupported("method handle constant".into())))
                    }
                    Loadable::MethodType(_) => {
                        Insn::Ldc(self.constant(Constant::Unsupported("method type constant".into())))
                    }
                    Loadable::Dynamic(_) => Insn::Ldc(self.constant(Constant::Unsupported("dynamic constant".into()))),
                },
                O::Iload(i) | O::Lload(i) | O::Fload(i) | O::Dload(i) | O::Aload(i) => Insn::Load(*i),
                O::Istore(i) | O::Lstore(i) | O::Fstore(i) | O::Dstore(i) | O::Astore(i) => Insn::Store(*i),
                O::Iaload | O::Laload | O::Faload | O::Daload | O::Aaload | O::Baload | O::Caload | O::Saload => {
                    Insn::ArrayLoad
                }
                O::Iastore
                | O::Lastore
                | O::Fastore
                | O::Dastore
                | O::Aastore
                | O::Bastore
                | O::Castore
                | O::Sastore => Insn::ArrayStore,
                O::Pop => Insn::Pop,
                O::Pop2 => Insn::Pop2,
                O::Dup => Insn::Dup,
                O::DupX1 => Insn::DupX1,
                O::DupX2 => Insn::DupX2,
                O::Dup2 => Insn::Dup2,
                O::Dup2X1 => Insn::Dup2X1,
                O::Dup2X2 => Insn::Dup2X2,
                O::Swap => Insn::Swap,
                O::Iadd => Insn::IBin(BinOp::Add),
                O::Ladd => Insn::LBin(BinOp::Add),
                O::Fadd => Insn::FBin(BinOp::Add),
                O::Dadd => Insn::DBin(BinOp::Add),
                O::Isub => Insn::IBin(BinOp::Sub),
                O::Lsub => Insn::LBin(BinOp::Sub),
                O::Fsub => Insn::FBin(BinOp::Sub),
                O::Dsub => Insn::DBin(BinOp::Sub),
                O::Imul => Insn::IBin(BinOp::Mul),
                O::Lmul => Insn::LBin(BinOp::Mul),
                O::Fmul => Insn::FBin(BinOp::Mul),
                O::Dmul => Insn::DBin(BinOp::Mul),
                O::Idiv => Insn::IBin(BinOp::Div),
                O::Ldiv => Insn::LBin(BinOp::Div),
                O::Fdiv => Insn::FBin(BinOp::Div),
                O::Ddiv => Insn::DBin(BinOp::Div),
                O::Irem => Insn::IBin(BinOp::Rem),
                O::Lrem => Insn::LBin(BinOp::Rem),
                O::Frem => Insn::FBin(BinOp::Rem),
                O::Drem => Insn::DBin(BinOp::Rem),
                O::Ineg => Insn::INeg,
                O::Lneg => Insn::LNeg,
                O::Fneg => Insn::FNeg,
                O::Dneg => Insn::DNeg,
                O::Ishl => Insn::IBin(BinOp::Shl),
                O::Lshl => Insn::LBin(BinOp::Shl),
                O::Ishr => Insn::IBin(BinOp::Shr),
                O::Lshr => Insn::LBin(BinOp::Shr),
                O::Iushr => Insn::IBin(BinOp::Ushr),
                O::Lushr => Insn::LBin(BinOp::Ushr),
                O::Iand => Insn::IBin(BinOp::And),
                O::Land => Insn::LBin(BinOp::And),
                O::Ior => Insn::IBin(BinOp::Or),
                O::Lor => Insn::LBin(BinOp::Or),
                O::Ixor => Insn::IBin(BinOp::Xor),
                O::Lxor => Insn::LBin(BinOp::Xor),
                O::Iinc(i, d) => Insn::Iinc(*i, *d as i32),
                O::I2l => Insn::Conv(Conv::I2L),
                O::I2f => Insn::Conv(Conv::I2F),
                O::I2d => Insn::Conv(Conv::I2D),
                O::L2i => Insn::Conv(Conv::L2I),
                O::L2f => Insn::Conv(Conv::L2F),
                O::L2d => Insn::Conv(Conv::L2D),
                O::F2i => Insn::Conv(Conv::F2I),
                O::F2l => Insn::Conv(Conv::F2L),
                O::F2d => Insn::Conv(Conv::F2D),
                O::D2i => Insn::Conv(Conv::D2I),
                O::D2l => Insn::Conv(Conv::D2L),
                O::D2f => Insn::Conv(Conv::D2F),
                O::I2b => Insn::Conv(Conv::I2B),
                O::I2c => Insn::Conv(Conv::I2C),
                O::I2s => Insn::Conv(Conv::I2S),
                O::Lcmp => Insn::Lcmp,
                O::Fcmpl => Insn::Fcmp { nan_is_greater: false },
                O::Fcmpg => Insn::Fcmp { nan_is_greater: true },
                O::Dcmpl => Insn::Dcmp { nan_is_greater: false },
                O::Dcmpg => Insn::Dcmp { nan_is_greater: true },
                O::Ifeq(j) => Insn::If(Cond::Eq, jump(*j)?),
                O::Ifne(j) => Insn::If(Cond::Ne, jump(*j)?),
                O::Iflt(j) => Insn::If(Cond::Lt, jump(*j)?),
                O::Ifge(j) => Insn::If(Cond::Ge, jump(*j)?),
                O::Ifgt(j) => Insn::If(Cond::Gt, jump(*j)?),
                O::Ifle(j) => Insn::If(Cond::Le, jump(*j)?),
                O::IfIcmpeq(j) => Insn::IfIcmp(Cond::Eq, jump(*j)?),
                O::IfIcmpne(j) => Insn::IfIcmp(Cond::Ne, jump(*j)?),
                O::IfIcmplt(j) => Insn::IfIcmp(Cond::Lt, jump(*j)?),
                O::IfIcmpge(j) => Insn::IfIcmp(Cond::Ge, jump(*j)?),
                O::IfIcmpgt(j) => Insn::IfIcmp(Cond::Gt, jump(*j)?),
                O::IfIcmple(j) => Insn::IfIcmp(Cond::Le, jump(*j)?),
                O::IfAcmpeq(j) => Insn::IfAcmp { equal: true, target: jump(*j)? },
                O::IfAcmpne(j) => Insn::IfAcmp { equal: false, target: jump(*j)? },
                O::Ifnull(j) => Insn::IfNull { null: true, target: jump(*j)? },
                O::Ifnonnull(j) => Insn::IfNull { null: false, target: jump(*j)? },
                O::Goto(j) => Insn::Goto(jump(*j)?),
                O::Jsr(_) | O::Ret(_) => {
                    return Err("jsr/ret (class files older than version 50) are not supported".into())
                }
                O::Tableswitch(t) => {
                    let targets = t.jumps.iter().map(|&j| jump(j)).collect::<Result<Vec<_>, _>>()?;
                    tables.push(TableSwitch { low: t.low, default: jump(t.default)?, targets });
                    Insn::TableSwitch((tables.len() - 1) as u16)
                }
                O::Lookupswitch(t) => {
                    let mut pairs =
                        t.match_offsets.iter().map(|&(k, j)| Ok((k, jump(j)?))).collect::<Result<Vec<_>, String>>()?;
                    pairs.sort_by_key(|p| p.0);
                    lookups.push(LookupSwitch { default: jump(t.default)?, pairs });
                    Insn::LookupSwitch((lookups.len() - 1) as u16)
                }
                O::Ireturn | O::Lreturn | O::Freturn | O::Dreturn | O::Areturn => Insn::ReturnValue,
                O::Return => Insn::Return,
                O::Getstatic(m) => Insn::GetStatic(self.member(
                    &m.class_name,
                    &m.name_and_type.name,
                    &m.name_and_type.descriptor,
                    false,
                )),
                O::Putstatic(m) => Insn::PutStatic(self.member(
                    &m.class_name,
                    &m.name_and_type.name,
                    &m.name_and_type.descriptor,
                    false,
                )),
                O::Getfield(m) => Insn::GetField(self.member(
                    &m.class_name,
                    &m.name_and_type.name,
                    &m.name_and_type.descriptor,
                    false,
                )),
                O::Putfield(m) => Insn::PutField(self.member(
                    &m.class_name,
                    &m.name_and_type.name,
                    &m.name_and_type.descriptor,
                    false,
                )),
                O::Invokevirtual(m) => Insn::InvokeVirtual(self.member(
                    &m.class_name,
                    &m.name_and_type.name,
                    &m.name_and_type.descriptor,
                    false,
                )),
                O::Invokespecial(m) => Insn::InvokeSpecial(self.member(
                    &m.class_name,
                    &m.name_and_type.name,
                    &m.name_and_type.descriptor,
                    false,
                )),
                O::Invokestatic(m) => Insn::InvokeStatic(self.member(
                    &m.class_name,
                    &m.name_and_type.name,
                    &m.name_and_type.descriptor,
                    false,
                )),
                O::Invokeinterface(m, _) => Insn::InvokeInterface(self.member(
                    &m.class_name,
                    &m.name_and_type.name,
                    &m.name_and_type.descriptor,
                    true,
                )),
                O::Invokedynamic(d) => {
                    let (bootstrap, args) = self
                        .bootstrap
                        .get(d.attr_index as usize)
                        .cloned()
                        .ok_or("invokedynamic names a missing bootstrap method")?;
                    self.dynamic_refs.push(DynamicRef {
                        bootstrap,
                        args,
                        name: Rc::from(&*d.name_and_type.name),
                        descriptor: Rc::from(&*d.name_and_type.descriptor),
                    });
                    Insn::InvokeDynamic((self.dynamic_refs.len() - 1) as u32)
                }
                O::New(name) => Insn::New(self.class_ref(name)),
                O::Newarray(t) => Insn::NewArray(match t {
                    cafebabe::bytecode::PrimitiveArrayType::Boolean => Prim::Boolean,
                    cafebabe::bytecode::PrimitiveArrayType::Char => Prim::Char,
                    cafebabe::bytecode::PrimitiveArrayType::Float => Prim::Float,
                    cafebabe::bytecode::PrimitiveArrayType::Double => Prim::Double,
                    cafebabe::bytecode::PrimitiveArrayType::Byte => Prim::Byte,
                    cafebabe::bytecode::PrimitiveArrayType::Short => Prim::Short,
                    cafebabe::bytecode::PrimitiveArrayType::Int => Prim::Int,
                    cafebabe::bytecode::PrimitiveArrayType::Long => Prim::Long,
                }),
                O::Anewarray(t) => Insn::ANewArray(self.class_ref(&object_array_type_name(t))),
                O::Multianewarray(t, dims) => Insn::MultiANewArray(self.class_ref(&object_array_type_name(t)), *dims),
                O::Arraylength => Insn::ArrayLength,
                O::Athrow => Insn::Athrow,
                O::Checkcast(t) => Insn::CheckCast(self.class_ref(&object_array_type_name(t))),
                O::Instanceof(t) => Insn::InstanceOf(self.class_ref(&object_array_type_name(t))),
                O::Monitorenter => Insn::MonitorEnter,
                O::Monitorexit => Insn::MonitorExit,
                O::Breakpoint | O::Impdep1 | O::Impdep2 => return Err(format!("reserved opcode {op:?}")),
            };
            insns.push(insn);
        }
        fuse(&mut insns);
        let insns: Vec<Cell<Insn>> = insns.into_iter().map(Cell::new).collect();
        let mut handlers = Vec::new();
        for h in &c.exception_table {
            handlers.push(Handler {
                start: index_of(h.start_pc as i64)?,
                end: index_of(h.end_pc as i64)?,
                target: index_of(h.handler_pc as i64)?,
                catch: h.catch_type.as_deref().map(Rc::from),
            });
        }
        let mut lines = Vec::new();
        for a in &c.attributes {
            if let AttributeData::LineNumberTable(entries) = &a.data {
                for e in entries {
                    if let Ok(i) = index_of(e.start_pc as i64) {
                        lines.push((i, e.line_number as u32));
                    }
                }
            }
        }
        lines.sort_unstable();
        Ok(Code {
            insns: insns.into_boxed_slice(),
            max_locals: c.max_locals,
            max_stack: c.max_stack,
            handlers,
            lines,
            tables,
            lookups,
            live_locals: Default::default(),
            spin_counts: Default::default(),
        })
    }
}

fn object_array_type_name(t: &cafebabe::constant_pool::ObjectArrayType) -> String {
    match t {
        cafebabe::constant_pool::ObjectArrayType::ArrayType(d) => d.to_string(),
        cafebabe::constant_pool::ObjectArrayType::BinaryName(n) => n.to_string(),
    }
}

/// Decodes a string constant into UTF-16 code units. Class files hold *modified* UTF-8, which
/// may encode lone surrogates; the parser hands those over as raw bytes.
pub fn decode_modified_utf8(bytes: &[u8]) -> Vec<u16> {
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let b = bytes[i] as u32;
        if b < 0x80 {
            out.push(b as u16);
            i += 1;
        } else if b & 0xE0 == 0xC0 && i + 1 < bytes.len() {
            out.push((((b & 0x1F) << 6) | (bytes[i + 1] as u32 & 0x3F)) as u16);
            i += 2;
        } else if b & 0xF0 == 0xE0 && i + 2 < bytes.len() {
            out.push((((b & 0x0F) << 12) | ((bytes[i + 1] as u32 & 0x3F) << 6) | (bytes[i + 2] as u32 & 0x3F)) as u16);
            i += 3;
        } else {
            out.push(0xFFFD);
            i += 1;
        }
    }
    out
}

fn literal_constant(c: &LiteralConstant) -> Constant {
    match c {
        LiteralConstant::Integer(v) => Constant::Int(*v),
        LiteralConstant::Float(v) => Constant::Float(*v),
        LiteralConstant::Long(v) => Constant::Long(*v),
        LiteralConstant::Double(v) => Constant::Double(*v),
        LiteralConstant::String(s) => Constant::String(s.encode_utf16().collect::<Vec<u16>>().into()),
        LiteralConstant::StringBytes(b) => Constant::String(decode_modified_utf8(b).into()),
    }
}

fn handle_ref(h: &MethodHandle) -> HandleRef {
    let kind = match h.kind {
        ReferenceKind::GetField => 1,
        ReferenceKind::GetStatic => 2,
        ReferenceKind::PutField => 3,
        ReferenceKind::PutStatic => 4,
        ReferenceKind::InvokeVirtual => 5,
        ReferenceKind::InvokeStatic => 6,
        ReferenceKind::InvokeSpecial => 7,
        ReferenceKind::NewInvokeSpecial => 8,
        ReferenceKind::InvokeInterface => 9,
    };
    HandleRef {
        kind,
        member: MemberRef {
            class: Rc::from(&*h.class_name),
            name: Rc::from(&*h.member_ref.name),
            descriptor: Rc::from(&*h.member_ref.descriptor),
            interface: matches!(h.member_kind, MemberKind::InterfaceMethod),
        },
    }
}

fn bootstrap_arg(a: &BootstrapArgument) -> BootstrapArg {
    match a {
        BootstrapArgument::LiteralConstant(c) => BootstrapArg::Constant(literal_constant(c)),
        BootstrapArgument::ClassInfo(n) => BootstrapArg::Constant(Constant::Class(Rc::from(&**n))),
        BootstrapArgument::MethodHandle(h) => BootstrapArg::Handle(handle_ref(h)),
        BootstrapArgument::MethodType(t) => BootstrapArg::MethodType(Rc::from(&**t)),
    }
}

/// The random devices `SecureRandom` reads its seed and bytes from (and with it the security
/// providers `MessageDigest` and `UUID.randomUUID` start). They never end and differ at every
/// read; weft reads them as a fixed stream of pseudo-random bytes instead, as it gives
/// `java.util.Random` a fixed seed: a run is repeatable, and the search follows one sequence
/// of random values, not every one.
const RANDOM_DEVICES: &[&str] = &["/dev/random", "/dev/urandom"];

/// The contents the random devices read as: 1 MiB of SplitMix64 output from a fixed seed, far
/// more than seeding and a few thousand `UUID`s take; past it the device reads as ended.
fn random_device_bytes() -> Rc<[u8]> {
    let mut state: u64 = 0x005E_ED0F_7EF7;
    let mut bytes = Vec::with_capacity(1 << 20);
    while bytes.len() < 1 << 20 {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        bytes.extend_from_slice(&(z ^ (z >> 31)).to_le_bytes());
    }
    bytes.into()
}

/// What the methods of class `name` loaded from `origin` are to the one-step operations of
/// `java.util.concurrent` (see [`Library`]).
pub(crate) fn library_of(origin: &ClassOrigin, name: &str) -> Library {
    match origin {
        ClassOrigin::Jdk { .. } if name.starts_with("java/util/concurrent/") => Library::Concurrent,
        ClassOrigin::Jdk { .. } if is_jdk_service_class(name) => Library::Concurrent,
        ClassOrigin::Jdk { .. } if name == "jdk/internal/misc/Unsafe" => Library::Transparent,
        ClassOrigin::Jdk { .. } => Library::Jdk,
        // weft's file system (each call is one system call) and the application class loader
        // (resources, the JDK's modules; synchronized): one operation per call, as
        // `java.util.concurrent`'s.
        ClassOrigin::Model if name.starts_with("sun/nio/fs/Weft") || name == "java/lang/WeftAppClassLoader" => {
            Library::Concurrent
        }
        // weft's stand-ins for JDK code (`Class`, reflection, the locale data's index...) are
        // part of an operation that calls them, as the JDK's own code is. Not the threads'
        // classes: `Thread`, `ThreadGroup` and `Runtime` block, start threads and run hooks,
        // and a thread's entry frame is `Thread.run`.
        ClassOrigin::Model if is_model_of_jdk_code(name) => Library::Jdk,
        _ => Library::Other,
    }
}

/// Whether model class `name` stands in for JDK library code (see [`library_of`]).
fn is_model_of_jdk_code(name: &str) -> bool {
    let jdk_package = ["java/", "sun/", "jdk/"].iter().any(|p| name.starts_with(p));
    let threads = ["java/lang/Thread", "java/lang/ThreadGroup", "java/lang/Runtime"]
        .iter()
        .any(|c| name.strip_prefix(c).is_some_and(|r| r.is_empty() || r.starts_with('$')));
    jdk_package && !threads
}

/// The JDK's thread-safe services over state of its own, run as one operation per call, as
/// `java.util.concurrent`'s are: the lookups of locale data, resource bundles, security
/// providers and time-zone rules (a lookup two threads make at once returns what it returns
/// alone, up to the identity of equal objects no program can reach; docs/design.md, "The JDK's
/// lookups of locale data"), and `java.util.logging` (documented safe for use by several
/// threads, its state behind locks; "Logging as one step").
pub(crate) fn is_jdk_service_class(name: &str) -> bool {
    // (`sun/util/locale/` takes in its `provider` package.)
    const PREFIXES: [&str; 8] = [
        "sun/util/resources/",
        "sun/text/resources/",
        "sun/util/locale/",
        "sun/security/jca/",
        "java/time/format/DateTimeTextProvider",
        // The time-zone rules, read from the JDK's `tzdb.dat` once per zone.
        "java/time/zone/ZoneRulesProvider",
        "java/time/zone/TzdbZoneRulesProvider",
        "java/util/logging/",
    ];
    const CLASSES: [&str; 2] = ["java/util/ResourceBundle", "java/security/Provider"];
    // (`Locale.Builder`'s state and a `LogRecord`: mutable, and not thread-safe.)
    let builder = name.starts_with("sun/util/locale/InternalLocaleBuilder") || name == "java/util/logging/LogRecord";
    !builder
        && (PREFIXES.iter().any(|p| name.starts_with(p))
            || CLASSES.iter().any(|c| name.strip_prefix(c).is_some_and(|r| r.is_empty() || r.starts_with('$'))))
}

#[cfg(test)]
mod tests {
    use super::{is_jdk_service_class, library_of};
    use crate::class::Library;
    use weft_classfile::ClassOrigin;

    #[test]
    fn the_jdk_s_lookups_run_as_one_step_but_not_a_locale_builder_or_other_classes() {
        for lookup in [
            "sun/util/locale/BaseLocale",
            "sun/util/locale/provider/LocaleProviderAdapter",
            "sun/util/resources/LocaleData",
            "sun/text/resources/FormatData",
            "java/util/ResourceBundle",
            "java/util/ResourceBundle$Control",
            "java/time/format/DateTimeTextProvider$LocaleStore",
            "sun/security/jca/GetInstance",
            "java/security/Provider$Service",
            "java/time/zone/ZoneRulesProvider$1",
            "java/time/zone/TzdbZoneRulesProvider",
            "java/util/logging/Logger",
            "java/util/logging/LogManager$LoggerContext",
        ] {
            assert!(is_jdk_service_class(lookup), "{lookup}");
        }
        for other in [
            "sun/util/locale/InternalLocaleBuilder",
            "java/util/Locale",
            "java/util/Locale$Builder",
            "java/util/ResourceBundleHelper",
            "java/security/ProviderException",
            "java/security/MessageDigest",
            "java/text/DecimalFormat",
            "java/time/zone/ZoneRules",
            "java/util/logging/LogRecord",
        ] {
            assert!(!is_jdk_service_class(other), "{other}");
        }
    }

    #[test]
    fn weft_s_stand_ins_for_jdk_code_are_jdk_code_but_not_its_threads() {
        let jdk = ClassOrigin::Jdk { module: "java.base".into() };
        assert_eq!(library_of(&jdk, "java/util/HashMap"), Library::Jdk);
        assert_eq!(library_of(&jdk, "java/util/concurrent/locks/ReentrantLock"), Library::Concurrent);
        assert_eq!(library_of(&jdk, "jdk/internal/misc/Unsafe"), Library::Transparent);
        for stand_in in
            ["java/lang/Class", "java/lang/reflect/WeftReflection", "sun/util/locale/provider/WeftLocaleData"]
        {
            assert_eq!(library_of(&ClassOrigin::Model, stand_in), Library::Jdk, "{stand_in}");
        }
        for threads in ["java/lang/Thread", "java/lang/Thread$State", "java/lang/ThreadGroup", "java/lang/Runtime"] {
            assert_eq!(library_of(&ClassOrigin::Model, threads), Library::Other, "{threads}");
        }
        assert_eq!(library_of(&ClassOrigin::Model, "java/lang/WeftAppClassLoader"), Library::Concurrent);
        assert_eq!(library_of(&ClassOrigin::Model, "weft/rt/Tasks"), Library::Other);
        assert_eq!(library_of(&ClassOrigin::Application, "java/lang/Class"), Library::Other);
    }
}
