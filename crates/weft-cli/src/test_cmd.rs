//! `weft test`: model-checks the test methods of JUnit 5, JUnit 4 and TestNG test classes, and
//! the `--entry Class#method` syntax shared with `run` and `check`.
//!
//! Test methods are discovered from the class files' runtime-visible annotations, so no test
//! framework is needed to find them (it is needed on the class path only when the tests call
//! it, e.g. its assertions). Each test method becomes one program: the driver class
//! `weft.rt.Entry` runs the class's before-all methods, makes an instance, runs the before-each
//! methods, the test, the after-each and after-all methods (superclass lifecycle methods first
//! for "before", last for "after", as the frameworks do), and rethrows the first failure. weft
//! explores every interleaving of that program: the test passes when no interleaving fails it.
//!
//! Recognised annotations, by framework:
//!
//! | | JUnit 5 (`org.junit.jupiter.api`) | JUnit 4 (`org.junit`) | TestNG (`org.testng.annotations`) |
//! |---|---|---|---|
//! | test | `Test`, `RepeatedTest` (checked once: every repetition is the same program) | `Test` (`expected`) | `Test` (`expectedExceptions`, `enabled`) |
//! | before/after each | `BeforeEach`, `AfterEach` | `Before`, `After` | `BeforeMethod`, `AfterMethod` |
//! | before/after all (static, or on the instance: first and last) | `BeforeAll`, `AfterAll` | `BeforeClass`, `AfterClass` | `BeforeClass`, `AfterClass` |
//! | skipped | `Disabled` | `Ignore` | `enabled = false` |

use std::collections::{BTreeMap, HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{bail, Context, Result};
use cafebabe::attributes::{AnnotationElementValue, AttributeData};
use cafebabe::descriptors::FieldType;
use cafebabe::{ClassAccessFlags, MethodAccessFlags};
use clap::Args;
use serde::Serialize;
use weft_classfile::{parse_class_path, ClassPath, ClassPathEntry};
use weft_explore::{Checks, Outcome, SearchConfig, Strategy, Verdict};
use weft_vm::boot::ENTRY_DRIVER;

use crate::{report, Format, ProgramSpec};

/// Splits `pkg.Class#method` into the class and the method.
pub fn parse_entry(text: &str) -> Result<(String, String)> {
    match text.split_once('#') {
        Some((class, method)) if !class.is_empty() && !method.is_empty() && !method.contains(['(', '#', '.']) => {
            Ok((class.to_string(), method.to_string()))
        }
        _ => bail!("--entry wants pkg.Class#method (a method without parameters), not {text:?}"),
    }
}

#[derive(Args)]
pub struct TestArgs {
    /// Class path of the tests, the code they test and their libraries: directories and jars
    /// separated by ':'.
    #[arg(long = "class-path", short = 'c', visible_alias = "cp", required = true)]
    class_path: String,
    /// Test classes (`pkg.CounterTest`), packages (`pkg`, with subpackages) or single tests
    /// (`pkg.CounterTest#increments`); default: every test on the class path's directories
    /// and jars.
    selectors: Vec<String>,
    /// The JDK whose class library the tests use (default: $JAVA_HOME, then the JDK of `javac`).
    #[arg(long = "java-home")]
    java_home: Option<PathBuf>,
    /// Search strategy for each test: dfs or bfs.
    #[arg(long, value_enum, default_value = "dfs")]
    search: crate::SearchKind,
    /// Properties to check, comma-separated: deadlock, assertion, exception, atomicity, race,
    /// termination (default: all).
    #[arg(long, value_delimiter = ',')]
    checks: Option<Vec<String>>,
    /// Stop each test's search after this many distinct states.
    #[arg(long = "max-states")]
    max_states: Option<u64>,
    /// Do not extend paths longer than this many transitions.
    #[arg(long = "max-depth")]
    max_depth: Option<u32>,
    /// Stop each test's search after this many seconds.
    #[arg(long = "time-limit")]
    time_limit: Option<u64>,
    /// Stop a search when the process uses this many megabytes of memory.
    #[arg(long = "memory-limit")]
    memory_limit: Option<u64>,
    /// Stop each test's search at its first violation.
    #[arg(long = "stop-on-first")]
    stop_on_first: bool,
    /// Classes whose accesses the race check trusts, besides the test frameworks' own
    /// (`org.junit.*`, `org.opentest4j.*`, `org.assertj.*`, `org.testng.*`). Repeatable.
    #[arg(long = "trust")]
    trust: Vec<String>,
    /// A location (`pkg.Class.field`) whose races are known to be benign. Repeatable.
    #[arg(long = "ignore-race")]
    ignore_race: Vec<String>,
    /// Output format: a line per test, or one JSON document.
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    /// Write JUnit XML reports (`TEST-<class>.xml`, one per test class) into this directory.
    #[arg(long = "junit-xml")]
    junit_xml: Option<PathBuf>,
}

/// Classes of the test frameworks: trusted by the race check, since the tests only call them.
const FRAMEWORK_CLASSES: &[&str] = &["org.junit.*", "org.opentest4j.*", "org.assertj.*", "org.testng.*"];

/// The role of a method, from its annotations.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Role {
    Test,
    BeforeAll,
    AfterAll,
    BeforeEach,
    AfterEach,
}

/// What the annotations of one method say.
#[derive(Default, Debug)]
struct MethodAnnotations {
    role: Option<Role>,
    /// Exceptions the test must throw (JUnit 4 `expected`, TestNG `expectedExceptions`).
    expected: Vec<String>,
    /// Why the test is skipped (`@Disabled`, `@Ignore`, `enabled = false`).
    skipped: Option<String>,
}

/// A method of a class file, as discovery needs it.
#[derive(Debug)]
struct MethodInfo {
    name: String,
    is_static: bool,
    takes_no_arguments_returns_void: bool,
    annotations: MethodAnnotations,
}

/// A class file, as discovery needs it.
#[derive(Debug)]
struct ClassInfo {
    /// Java name (`pkg.Outer$Inner`).
    name: String,
    super_name: Option<String>,
    concrete: bool,
    has_no_arg_constructor: bool,
    /// Why every test of the class is skipped, if it is.
    skipped: Option<String>,
    methods: Vec<MethodInfo>,
}

/// One test to check (or to report as skipped).
#[derive(Debug, Clone)]
pub struct TestCase {
    pub class: String,
    pub method: String,
    /// The driver's plan (`weft.rt.Entry`'s arguments).
    plan: Vec<String>,
    skipped: Option<String>,
    /// Why the test cannot be run at all.
    unrunnable: Option<String>,
}

/// How a test ended.
#[derive(Serialize, Clone, Copy, PartialEq, Eq, Debug)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Passed,
    Failed,
    Skipped,
    /// A limit stopped the search before every interleaving was explored.
    Incomplete,
    /// weft could not check the test (something it does not model, a broken class).
    Error,
}

/// The result of one test.
struct TestResult {
    case: TestCase,
    status: Status,
    /// The skip reason or the error.
    detail: Option<String>,
    spec: ProgramSpec,
    outcome: Option<Outcome>,
}

/// Reads the annotations of a parsed class file.
fn class_info(bytes: &[u8]) -> Result<ClassInfo> {
    let mut options = cafebabe::ParseOptions::default();
    options.parse_bytecode(false);
    let class = cafebabe::parse_class_with_options(bytes, &options).map_err(|e| anyhow::anyhow!("{e}"))?;
    let mut skipped = None;
    for a in annotations(&class.attributes) {
        if let Some(reason) = skip_reason(&a.0, &a.1) {
            skipped = Some(reason);
        }
    }
    let mut methods = Vec::new();
    let mut has_no_arg_constructor = false;
    for m in &class.methods {
        let descriptor = m.descriptor.to_string();
        if m.name == "<init>" && descriptor == "()V" && !m.access_flags.contains(MethodAccessFlags::PRIVATE) {
            has_no_arg_constructor = true;
        }
        if m.name.starts_with('<') || m.access_flags.contains(MethodAccessFlags::SYNTHETIC) {
            continue;
        }
        let mut info = MethodAnnotations::default();
        for (annotation, elements) in annotations(&m.attributes) {
            read_method_annotation(&annotation, &elements, &mut info);
        }
        methods.push(MethodInfo {
            name: m.name.to_string(),
            is_static: m.access_flags.contains(MethodAccessFlags::STATIC),
            takes_no_arguments_returns_void: descriptor == "()V",
            annotations: info,
        });
    }
    let flags = class.access_flags;
    Ok(ClassInfo {
        name: class.this_class.replace('/', "."),
        super_name: class.super_class.as_ref().map(|s| s.replace('/', ".")),
        concrete: !flags
            .intersects(ClassAccessFlags::ABSTRACT | ClassAccessFlags::INTERFACE | ClassAccessFlags::ANNOTATION),
        has_no_arg_constructor,
        skipped,
        methods,
    })
}

/// The runtime-visible annotations of a class or method: internal type name and elements.
fn annotations<'a>(
    attributes: &'a [cafebabe::attributes::AttributeInfo<'a>],
) -> Vec<(String, Vec<(String, &'a AnnotationElementValue<'a>)>)> {
    let mut out = Vec::new();
    for attribute in attributes {
        if let AttributeData::RuntimeVisibleAnnotations(list) = &attribute.data {
            for a in list {
                if let FieldType::Object(name) = &a.type_descriptor.field_type {
                    let elements = a.elements.iter().map(|e| (e.name.to_string(), &e.value)).collect();
                    out.push((name.to_string(), elements));
                }
            }
        }
    }
    out
}

/// Why a class- or method-level annotation skips tests, if it does.
fn skip_reason(annotation: &str, elements: &[(String, &AnnotationElementValue)]) -> Option<String> {
    let value = || {
        elements.iter().find(|(n, _)| n == "value").and_then(|(_, v)| match v {
            AnnotationElementValue::StringConstant(s) if !s.is_empty() => Some(s.to_string()),
            _ => None,
        })
    };
    match annotation {
        "org/junit/jupiter/api/Disabled" => Some(value().unwrap_or_else(|| "@Disabled".to_string())),
        "org/junit/Ignore" => Some(value().unwrap_or_else(|| "@Ignore".to_string())),
        _ => None,
    }
}

/// Records what one method annotation means.
fn read_method_annotation(
    annotation: &str,
    elements: &[(String, &AnnotationElementValue)],
    info: &mut MethodAnnotations,
) {
    let role = match annotation {
        "org/junit/jupiter/api/Test" | "org/junit/jupiter/api/RepeatedTest" | "org/junit/Test" => Some(Role::Test),
        "org/testng/annotations/Test" => Some(Role::Test),
        "org/junit/jupiter/api/BeforeEach" | "org/junit/Before" | "org/testng/annotations/BeforeMethod" => {
            Some(Role::BeforeEach)
        }
        "org/junit/jupiter/api/AfterEach" | "org/junit/After" | "org/testng/annotations/AfterMethod" => {
            Some(Role::AfterEach)
        }
        "org/junit/jupiter/api/BeforeAll" | "org/junit/BeforeClass" | "org/testng/annotations/BeforeClass" => {
            Some(Role::BeforeAll)
        }
        "org/junit/jupiter/api/AfterAll" | "org/junit/AfterClass" | "org/testng/annotations/AfterClass" => {
            Some(Role::AfterAll)
        }
        _ => None,
    };
    if role.is_some() {
        info.role = role;
    }
    if let Some(reason) = skip_reason(annotation, elements) {
        info.skipped = Some(reason);
    }
    for (name, value) in elements {
        match (annotation, name.as_str()) {
            ("org/junit/Test", "expected") | ("org/testng/annotations/Test", "expectedExceptions") => {
                class_literals(value, &mut info.expected);
            }
            ("org/testng/annotations/Test", "enabled") => {
                if matches!(value, AnnotationElementValue::BooleanConstant(0)) {
                    info.skipped = Some("enabled = false".to_string());
                }
            }
            _ => {}
        }
    }
    // JUnit 4's "no exception expected" default, should a compiler write it out.
    info.expected.retain(|e| e != "org.junit.Test$None");
}

/// The classes named by a class literal or an array of them (`Lpkg/Exc;` → `pkg.Exc`).
fn class_literals(value: &AnnotationElementValue, out: &mut Vec<String>) {
    match value {
        AnnotationElementValue::ClassLiteral { class_name } => {
            let name = class_name.strip_prefix('L').and_then(|n| n.strip_suffix(';')).unwrap_or(class_name);
            out.push(name.replace('/', "."));
        }
        AnnotationElementValue::ArrayValue(values) => values.iter().for_each(|v| class_literals(v, out)),
        _ => {}
    }
}

/// Every class name in the application entries of a class path (directories and jars).
fn class_names(entries: &[ClassPathEntry]) -> Result<Vec<String>> {
    let mut names = Vec::new();
    for entry in entries {
        match entry {
            ClassPathEntry::Dir(dir) => walk(dir, dir, &mut names)?,
            ClassPathEntry::Jar(jar) => {
                let file = std::fs::File::open(jar).with_context(|| format!("cannot open {}", jar.display()))?;
                let archive = zip::ZipArchive::new(std::io::BufReader::new(file))
                    .with_context(|| format!("{} is not a jar", jar.display()))?;
                for name in archive.file_names() {
                    let name = name.with_context(|| format!("{} is damaged", jar.display()))?;
                    if let Some(class) = name.strip_suffix(".class") {
                        if !class.starts_with("META-INF/") && !class.ends_with("module-info") {
                            names.push(class.replace('/', "."));
                        }
                    }
                }
            }
            _ => {}
        }
    }
    names.sort();
    names.dedup();
    Ok(names)
}

fn walk(root: &Path, dir: &Path, out: &mut Vec<String>) -> Result<()> {
    let entries = std::fs::read_dir(dir).with_context(|| format!("cannot read {}", dir.display()))?;
    for entry in entries {
        let path = entry?.path();
        if path.is_dir() {
            walk(root, &path, out)?;
        } else if path.extension().is_some_and(|e| e == "class") {
            let relative = path.strip_prefix(root).unwrap_or(&path).with_extension("");
            let name: Vec<String> =
                relative.components().map(|c| c.as_os_str().to_string_lossy().into_owned()).collect();
            let name = name.join(".");
            if !name.ends_with("module-info") && !name.ends_with("package-info") {
                out.push(name);
            }
        }
    }
    Ok(())
}

/// Whether a selector (`pkg`, `pkg.Class`, `pkg.Class#method`) selects a test.
fn selected(selectors: &[String], class: &str, method: &str) -> bool {
    selectors.is_empty()
        || selectors.iter().any(|s| match s.split_once('#') {
            Some((c, m)) => c == class && m == method,
            None => class == s || class.strip_prefix(s.as_str()).is_some_and(|rest| rest.starts_with('.')),
        })
}

/// Discovers the tests of the class path, in class and declaration order.
pub fn discover(class_path: &str, selectors: &[String]) -> Result<Vec<TestCase>> {
    let entries = parse_class_path(class_path);
    let lookup = ClassPath::new(entries.clone())?;
    let mut cache: HashMap<String, Option<ClassInfo>> = HashMap::new();
    let mut tests = Vec::new();
    for name in class_names(&entries)? {
        let in_selection = selectors.is_empty()
            || selectors.iter().any(|s| {
                let c = s.split_once('#').map_or(s.as_str(), |(c, _)| c);
                name == c || name.starts_with(&format!("{c}.")) || name.starts_with(&format!("{c}$"))
            });
        if !in_selection {
            continue;
        }
        // The class and its superclasses on the class path, most derived first.
        let mut chain = Vec::new();
        let mut next = Some(name.clone());
        while let Some(n) = next.take() {
            if n.starts_with("java.") || chain.len() > 64 {
                break;
            }
            read_class(&lookup, &mut cache, &n)?;
            if let Some(Some(info)) = cache.get(&n) {
                next = info.super_name.clone();
                chain.push(n);
            }
        }
        let infos: Vec<&ClassInfo> = chain.iter().filter_map(|n| cache.get(n).and_then(Option::as_ref)).collect();
        let Some(&class) = infos.first() else { continue };
        if !class.concrete {
            continue;
        }
        tests.extend(tests_of(class, &infos, selectors));
    }
    Ok(tests)
}

/// Reads (once) the class file of `name`, if the class path has it.
fn read_class(lookup: &ClassPath, cache: &mut HashMap<String, Option<ClassInfo>>, name: &str) -> Result<()> {
    if !cache.contains_key(name) {
        let info = match lookup.find(&name.replace('.', "/"))? {
            Some(found) => {
                Some(class_info(&found.bytes).with_context(|| format!("cannot read the class file of {name}"))?)
            }
            None => None,
        };
        cache.insert(name.to_string(), info);
    }
    Ok(())
}

/// The tests of `class`, whose superclass chain (itself first) is `chain`.
fn tests_of(class: &ClassInfo, chain: &[&ClassInfo], selectors: &[String]) -> Vec<TestCase> {
    // Lifecycle methods: an overriding method replaces the one it overrides (names are unique
    // per chain, most derived first); "before" methods of superclasses run first, "after"
    // methods of superclasses last.
    let mut seen = HashSet::new();
    let (mut before_all, mut before_each, mut after_each, mut after_all) =
        (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    // Non-static before/after-class methods (TestNG's usual form, JUnit 5's per-class
    // lifecycle) run on the instance: each test is its own program with one instance, so
    // they run right after the constructor and after the last after-each method.
    let (mut instance_before_all, mut instance_after_all) = (Vec::new(), Vec::new());
    let mut test_methods: Vec<&MethodInfo> = Vec::new();
    let mut problems = Vec::new();
    for info in chain {
        // Visited most derived first: a superclass's "before" methods go in front of those
        // found so far, its "after" methods behind them.
        let (mut class_before_all, mut class_before_each, mut class_instance_before_all) =
            (Vec::new(), Vec::new(), Vec::new());
        for m in &info.methods {
            if !seen.insert(m.name.clone()) {
                continue; // overridden (or an overload of a name already taken)
            }
            let Some(role) = m.annotations.role else { continue };
            if !m.takes_no_arguments_returns_void {
                problems.push(format!("{}.{} must take no arguments and return void", info.name, m.name));
                continue;
            }
            let static_step = format!("{}#{}", info.name, m.name);
            match role {
                Role::Test => test_methods.push(m),
                Role::BeforeAll if !m.is_static => class_instance_before_all.push(format!("beforeEach:{}", m.name)),
                Role::AfterAll if !m.is_static => instance_after_all.push(format!("afterEach:{}", m.name)),
                Role::BeforeAll => class_before_all.push(format!("beforeAll:{static_step}")),
                Role::AfterAll => after_all.push(format!("afterAll:{static_step}")),
                Role::BeforeEach => class_before_each.push(format!("beforeEach:{}", m.name)),
                Role::AfterEach => after_each.push(format!("afterEach:{}", m.name)),
            }
        }
        class_before_all.append(&mut before_all);
        before_all = class_before_all;
        class_before_each.append(&mut before_each);
        before_each = class_before_each;
        class_instance_before_all.append(&mut instance_before_all);
        instance_before_all = class_instance_before_all;
    }
    let mut tests = Vec::new();
    for m in test_methods {
        if !selected(selectors, &class.name, &m.name) {
            continue;
        }
        let mut plan = before_all.clone();
        if m.is_static {
            plan.push(format!("testStatic:{}#{}", class.name, m.name));
        } else {
            plan.push(format!("new:{}", class.name));
            plan.extend(instance_before_all.iter().cloned());
            plan.extend(before_each.iter().cloned());
            plan.push(format!("test:{}", m.name));
            plan.extend(after_each.iter().cloned());
            plan.extend(instance_after_all.iter().cloned());
        }
        plan.extend(m.annotations.expected.iter().map(|e| format!("expect:{e}")));
        plan.extend(after_all.iter().cloned());
        let mut unrunnable = problems.first().cloned();
        if !m.is_static && !class.has_no_arg_constructor {
            unrunnable.get_or_insert_with(|| format!("{} has no no-argument constructor", class.name));
        }
        tests.push(TestCase {
            class: class.name.clone(),
            method: m.name.clone(),
            plan,
            skipped: class.skipped.clone().or_else(|| m.annotations.skipped.clone()),
            unrunnable,
        });
    }
    tests
}

/// `weft test`.
pub fn test_command(args: TestArgs) -> Result<u8> {
    let tests = discover(&args.class_path, &args.selectors)?;
    if tests.is_empty() {
        bail!("no tests found on the class path {}", args.class_path);
    }
    let java_home = match &args.java_home {
        Some(h) => h.clone(),
        None => weft_classfile::find_java_home()
            .context("no JDK found: set JAVA_HOME or put javac on the PATH (weft needs a JDK 17 class library)")?,
    };
    let check_names: Vec<String> = match &args.checks {
        None => Checks::NAMES.iter().map(|c| c.to_string()).collect(),
        Some(list) => list.iter().map(|c| c.trim().to_string()).collect(),
    };
    let checks = Checks::parse(&check_names).map_err(anyhow::Error::msg)?;
    let (strategy, search) = match args.search {
        crate::SearchKind::Dfs => (Strategy::DepthFirst, "dfs"),
        crate::SearchKind::Bfs => (Strategy::BreadthFirst, "bfs"),
        _ => bail!("weft test searches exhaustively: --search dfs or bfs"),
    };
    let mut trust: Vec<String> = FRAMEWORK_CLASSES.iter().map(|s| s.to_string()).collect();
    trust.extend(args.trust.iter().cloned());
    let settings = report::CheckSettings {
        checks: check_names,
        trust: trust.clone(),
        ignore_race: args.ignore_race.clone(),
        atomic: Vec::new(),
        por: Some(weft_explore::por::Por::default().name().to_string()),
        ..Default::default()
    };
    let config = SearchConfig {
        strategy,
        checks,
        max_states: args.max_states,
        max_depth: args.max_depth,
        time_limit: args.time_limit.map(Duration::from_secs),
        memory_limit: args.memory_limit.map(|mb| mb << 20).or_else(crate::default_memory_limit),
        stop_on_first: args.stop_on_first,
        progress: None,
        race: weft_explore::race::RaceConfig { trust, ignore: args.ignore_race.clone(), ..Default::default() },
        por: weft_explore::por::Por::default(),
        ..SearchConfig::default()
    };
    let text = args.format == Format::Text;
    let mut results = Vec::new();
    for case in tests {
        let spec = ProgramSpec {
            class_path: args.class_path.split(':').map(str::to_string).collect(),
            main: ENTRY_DRIVER.to_string(),
            args: case.plan.clone(),
            java_home: java_home.display().to_string(),
            assertions: true,
            max_objects: 20_000_000,
            entry: None,
            original_class_path: None,
            max_loop_iterations: None,
            source: None,
            compiled: None,
        };
        let result = run_test(case, spec, &config);
        if text {
            println!("{}", result_line(&result));
        }
        results.push(result);
    }
    let count = |s: Status| results.iter().filter(|r| r.status == s).count();
    let (passed, failed, skipped, incomplete, errors) = (
        count(Status::Passed),
        count(Status::Failed),
        count(Status::Skipped),
        count(Status::Incomplete),
        count(Status::Error),
    );
    match args.format {
        Format::Text => {
            let failures: Vec<&TestResult> = results.iter().filter(|r| r.status == Status::Failed).collect();
            if !failures.is_empty() {
                println!("\nfailures:");
                for r in failures {
                    println!("\n---- {}#{} ----", r.case.class, r.case.method);
                    if let Some(outcome) = &r.outcome {
                        print!("{}", report::text(&r.display_spec(), search, outcome, text_options(), &no_sources()));
                    }
                }
            }
            let verdict = if failed > 0 || errors > 0 {
                "FAILED"
            } else if incomplete > 0 {
                "incomplete"
            } else {
                "ok"
            };
            println!(
                "\ntest result: {verdict}. {passed} passed; {failed} failed; {skipped} skipped; {incomplete} incomplete; {errors} errors"
            );
        }
        Format::Json => println!("{}", json_report(&results, &settings, search)?),
    }
    if let Some(dir) = &args.junit_xml {
        write_junit_xml(dir, &results, search)?;
    }
    Ok(if failed > 0 {
        1
    } else if errors > 0 {
        2
    } else if incomplete > 0 {
        3
    } else {
        0
    })
}

impl TestResult {
    /// The program as reports show it: the test, not the driver class that runs it.
    fn display_spec(&self) -> ProgramSpec {
        ProgramSpec { main: format!("{}#{}", self.case.class, self.case.method), ..self.spec.clone() }
    }
}

/// Checks one test.
fn run_test(case: TestCase, spec: ProgramSpec, config: &SearchConfig) -> TestResult {
    let mut result = TestResult { case, status: Status::Skipped, detail: None, spec, outcome: None };
    if let Some(reason) = &result.case.skipped {
        result.detail = Some(reason.clone());
        return result;
    }
    if let Some(problem) = &result.case.unrunnable {
        result.status = Status::Error;
        result.detail = Some(problem.clone());
        return result;
    }
    let outcome = crate::boot(&result.spec, true, true, Box::new(crate::NoOutput))
        .and_then(|mut m| Ok(weft_explore::explore(&mut m, config)?));
    match outcome {
        Ok(outcome) => {
            result.status = match outcome.verdict {
                Verdict::Ok => Status::Passed,
                Verdict::Violation => Status::Failed,
                Verdict::Incomplete => Status::Incomplete,
            };
            if result.status == Status::Incomplete {
                result.detail = outcome.limit.clone();
            }
            result.outcome = Some(outcome);
        }
        Err(e) => {
            result.status = Status::Error;
            result.detail = Some(format!("{e:#}"));
        }
    }
    result
}

/// The line a test runner prints for a test.
fn result_line(r: &TestResult) -> String {
    let name = format!("{}#{}", r.case.class, r.case.method);
    let states = r.outcome.as_ref().map(|o| o.stats.states).unwrap_or(0);
    // The full report's `Not explored` notes say where; a passing test prints only this line.
    let diverged = r.outcome.as_ref().map_or(0, |o| o.diverged.len());
    match r.status {
        Status::Passed if diverged > 0 => format!(
            "test {name} ... ok ({states} states; {diverged} loop(s) taken to run forever, past which nothing was explored)"
        ),
        Status::Passed => format!("test {name} ... ok ({states} states)"),
        Status::Failed => {
            let kinds: Vec<&str> = r.outcome.iter().flat_map(|o| o.violations.iter().map(|v| v.kind.name())).collect();
            format!("test {name} ... FAILED ({})", kinds.join(", "))
        }
        Status::Skipped => format!("test {name} ... skipped ({})", r.detail.as_deref().unwrap_or("")),
        Status::Incomplete => {
            format!("test {name} ... incomplete ({} after {states} states)", r.detail.as_deref().unwrap_or("a limit"))
        }
        Status::Error => format!("test {name} ... error: {}", r.detail.as_deref().unwrap_or("")),
    }
}

/// The JSON document of `weft test --format json`: one entry per test, with the usual
/// `weft check` report (replayable by `weft replay` once extracted) for each test checked.
fn json_report(results: &[TestResult], settings: &report::CheckSettings, search: &str) -> Result<String> {
    #[derive(Serialize)]
    struct TestEntry<'a> {
        class: &'a str,
        method: &'a str,
        status: Status,
        #[serde(skip_serializing_if = "Option::is_none")]
        detail: Option<&'a str>,
        #[serde(skip_serializing_if = "Option::is_none")]
        report: Option<report::Report>,
    }
    #[derive(Serialize)]
    struct TestReport<'a> {
        schema: &'static str,
        tests: Vec<TestEntry<'a>>,
    }
    let tests = results
        .iter()
        .map(|r| TestEntry {
            class: &r.case.class,
            method: &r.case.method,
            status: r.status,
            detail: r.detail.as_deref(),
            report: r.outcome.as_ref().map(|o| report::Report {
                schema: report::SCHEMA.to_string(),
                program: r.spec.clone(),
                settings: Some(settings.clone()),
                search: search.to_string(),
                verdict: o.verdict,
                limit: o.limit.clone(),
                violations: o.violations.clone(),
                stats: o.stats.clone(),
                exhaustive: Some(report::exhaustive(o)),
                hotspots: o.hotspots.clone(),
                jmm: None,
                diverged: o.diverged.clone(),
                quiet_reads: o.quiet_reads.clone(),
            }),
        })
        .collect();
    Ok(serde_json::to_string_pretty(&TestReport { schema: "weft-test/1", tests })?)
}

/// How test reports show counterexamples: in the user's terms, all at the end.
fn text_options() -> report::TextOptions {
    report::TextOptions { verbose: false, streamed: false, random_runs: None, unreduced: false }
}

/// Test reports look for source lines on the class path only.
fn no_sources() -> crate::sources::SourceIndex {
    crate::sources::SourceIndex::new(&[], &[])
}

/// Writes one JUnit XML report (the Surefire/Ant format CI servers read) per test class.
fn write_junit_xml(dir: &Path, results: &[TestResult], search: &str) -> Result<()> {
    use quick_xml::events::{BytesDecl, BytesEnd, BytesStart, BytesText, Event};
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let mut by_class: BTreeMap<&str, Vec<&TestResult>> = BTreeMap::new();
    for r in results {
        by_class.entry(&r.case.class).or_default().push(r);
    }
    for (class, tests) in by_class {
        let mut writer = quick_xml::Writer::new_with_indent(Vec::new(), b' ', 2);
        let seconds = |r: &TestResult| r.outcome.as_ref().map(|o| o.stats.seconds).unwrap_or(0.0);
        let count = |s: Status| tests.iter().filter(|r| r.status == s).count().to_string();
        let errors = tests.iter().filter(|r| matches!(r.status, Status::Error | Status::Incomplete)).count();
        let total: f64 = tests.iter().map(|r| seconds(r)).sum();
        writer.write_event(Event::Decl(BytesDecl::new("1.0", Some("UTF-8"), None)))?;
        let mut suite = BytesStart::new("testsuite");
        suite.push_attribute(("name", class));
        suite.push_attribute(("tests", tests.len().to_string().as_str()));
        suite.push_attribute(("failures", count(Status::Failed).as_str()));
        suite.push_attribute(("errors", errors.to_string().as_str()));
        suite.push_attribute(("skipped", count(Status::Skipped).as_str()));
        suite.push_attribute(("time", format!("{total:.3}").as_str()));
        writer.write_event(Event::Start(suite))?;
        for r in tests {
            let mut case = BytesStart::new("testcase");
            case.push_attribute(("name", r.case.method.as_str()));
            case.push_attribute(("classname", class));
            case.push_attribute(("time", format!("{:.3}", seconds(r)).as_str()));
            let child: Option<(&str, String, String, String)> = match r.status {
                Status::Passed => None,
                Status::Skipped => {
                    Some(("skipped", r.detail.clone().unwrap_or_default(), String::new(), String::new()))
                }
                Status::Failed => {
                    let outcome = r.outcome.as_ref().expect("a failed test has an outcome");
                    let first = outcome.violations.first();
                    let kind = first.map(|v| v.kind.name()).unwrap_or("violation");
                    let full = report::text(&r.display_spec(), search, outcome, text_options(), &no_sources());
                    let message = match first {
                        Some(v) => format!("{kind}: {}\n{}", v.message, counterexample_text(v)),
                        None => kind.to_string(),
                    };
                    let exception = first.and_then(|v| v.exception.clone()).unwrap_or_else(|| kind.to_string());
                    Some(("failure", message, exception, full))
                }
                Status::Incomplete => Some((
                    "error",
                    format!("search incomplete: {}", r.detail.as_deref().unwrap_or("a limit was reached")),
                    "incomplete".to_string(),
                    String::new(),
                )),
                Status::Error => {
                    Some(("error", r.detail.clone().unwrap_or_default(), "weft error".to_string(), String::new()))
                }
            };
            match child {
                None => {
                    writer.write_event(Event::Empty(case))?;
                }
                Some((tag, message, kind, body)) => {
                    writer.write_event(Event::Start(case))?;
                    let mut element = BytesStart::new(tag);
                    element.push_attribute(("message", message.as_str()));
                    if !kind.is_empty() {
                        element.push_attribute(("type", kind.as_str()));
                    }
                    if body.is_empty() {
                        writer.write_event(Event::Empty(element))?;
                    } else {
                        writer.write_event(Event::Start(element))?;
                        writer.write_event(Event::Text(BytesText::new(&body)))?;
                        writer.write_event(Event::End(BytesEnd::new(tag)))?;
                    }
                    writer.write_event(Event::End(BytesEnd::new("testcase")))?;
                }
            }
        }
        writer.write_event(Event::End(BytesEnd::new("testsuite")))?;
        let path = dir.join(format!("TEST-{class}.xml"));
        std::fs::write(&path, writer.into_inner()).with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(())
}

/// A violation's counterexample, one numbered step per line.
fn counterexample_text(v: &weft_explore::Violation) -> String {
    let steps = &v.counterexample.steps;
    let mut out = format!("counterexample ({} steps):", steps.len());
    for (n, s) in steps.iter().enumerate() {
        out.push_str(&format!("\n{:>4}. {}  {}  {}  {}", n + 1, s.thread, s.position, s.method, s.operation));
    }
    out
}
