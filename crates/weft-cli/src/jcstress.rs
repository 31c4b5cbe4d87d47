//! `weft jcstress -cp CP [TEST...]`: jcstress tests run exhaustively under the JMM.
//!
//! A jcstress test is a class annotated `@JCStressTest` whose state is the class itself
//! (`@State`); its `@Actor` methods (and `@Signal`, treated as an actor) each run in a thread of
//! their own, the `@Arbiter` after all of them, and each fills fields `r1..rN` of a result
//! object (`II_Result` for two ints, and so on: the letters name the field types). `@Outcome(id,
//! expect, desc)` grades result tuples, written as jcstress prints them (`"1, 0"`):
//! `ACCEPTABLE`, `ACCEPTABLE_INTERESTING`, `FORBIDDEN`; an `@Outcome` without ids grades every
//! tuple no other one lists, and a tuple no outcome covers counts as `FORBIDDEN`, as in jcstress.
//! An execution in which an actor or the arbiter throws is graded `ERROR` (its result object is
//! not graded) and fails the test, as jcstress reports such a test as an error.
//!
//! weft reads the annotations from the class files (nothing of jcstress is needed at run time
//! but its annotation and result classes, which the tests are compiled against), writes a small
//! driver program (`WeftJcstressDriver`: build the state and the result, start one thread per
//! actor, join them, run the arbiter, print the tuple), compiles it with javac against the class
//! path, and lists its outcomes with `weft outcomes --memory-model jmm`. Unlike stress testing
//! this says for sure that a forbidden tuple can happen (with a witness: which write each relaxed
//! read saw) and that an acceptable one never can.
//!
//! Limits: actors and the arbiter must be public instance methods of the test class taking
//! nothing or the result object; `@Outcome` ids are matched exactly (not as regular
//! expressions); tests are found by name or in class-path directories.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::time::Duration;

use anyhow::{bail, Context, Result};
use cafebabe::attributes::{AnnotationElementValue, AttributeData};
use clap::Args;
use serde::Serialize;
use weft_classfile::{parse_class_path, ClassPath};
use weft_explore::outcomes::ProgramOutcome;
use weft_explore::{Checks, SearchConfig, Verdict};

use crate::memory_model::{MemoryModel, MemoryModelArgs};
use crate::{Format, ProgramSpec};

const ANNOTATIONS: &str = "Lorg/openjdk/jcstress/annotations/";

/// How the driver's output starts when an actor or the arbiter threw (no result tuple starts
/// so: tuples are values separated by `", "`).
const ERROR_PREFIX: &str = "ERROR: ";

/// The grade of an outcome in which an actor or the arbiter threw.
const ERROR_GRADE: &str = "ERROR";

#[derive(Args)]
pub struct JcstressArgs {
    /// Class path of the tests (directories and jars separated by ':').
    #[arg(long = "class-path", short = 'c', visible_alias = "cp")]
    class_path: String,
    /// Test classes (`pkg.Test`, nested as `pkg.Outer$Test`); default: every `@JCStressTest`
    /// class in the class path's directories.
    tests: Vec<String>,
    /// How write actions are identified across executions (see `weft outcomes`).
    #[arg(long = "action-ids", default_value = "occurrence-val")]
    action_ids: String,
    /// Let plain long/double reads see the halves of two writes (JLS 17.7).
    #[arg(long = "torn-longs")]
    torn_longs: bool,
    /// Report format.
    #[arg(long, value_enum, default_value = "text")]
    format: Format,
    /// Stop a test's search after this many distinct states (per iteration).
    #[arg(long = "max-states")]
    max_states: Option<u64>,
    /// Stop a test's search after this many seconds (per iteration).
    #[arg(long = "time-limit")]
    time_limit: Option<u64>,
    /// The JDK whose class library the tests use.
    #[arg(long = "java-home")]
    java_home: Option<PathBuf>,
    #[command(flatten)]
    spurious: crate::SpuriousArgs,
}

/// One `@Outcome`.
#[derive(Debug, Clone, Serialize)]
struct OutcomeSpec {
    ids: Vec<String>,
    expect: String,
    desc: String,
}

/// What the annotations of a test class say.
#[derive(Debug, Clone)]
struct TestSpec {
    /// Binary name, `pkg.Outer$Test`.
    class: String,
    actors: Vec<(String, bool)>,
    arbiter: Option<(String, bool)>,
    /// The result class (internal name) and its fields `r1..rN` in order.
    result: Option<(String, Vec<String>)>,
    outcomes: Vec<OutcomeSpec>,
}

/// A result tuple and its grade.
#[derive(Debug, Serialize)]
struct Graded {
    result: String,
    expect: String,
    desc: String,
    reachable: bool,
    /// How many explored paths ended with it.
    count: u64,
    #[serde(skip_serializing_if = "Option::is_none")]
    witness: Option<weft_explore::Counterexample>,
}

#[derive(Debug, Serialize)]
struct TestReport {
    test: String,
    passed: bool,
    complete: bool,
    results: Vec<Graded>,
    #[serde(skip_serializing_if = "Option::is_none")]
    jmm: Option<crate::memory_model::JmmReport>,
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

pub fn jcstress_command(args: JcstressArgs) -> Result<u8> {
    let java_home = match &args.java_home {
        Some(h) => h.clone(),
        None => weft_classfile::find_java_home().context("no JDK found: set JAVA_HOME or put javac on the PATH")?,
    };
    let class_path = ClassPath::new(parse_class_path(&args.class_path))?;
    let tests = if args.tests.is_empty() { discover(&args.class_path)? } else { args.tests.clone() };
    if tests.is_empty() {
        bail!("no @JCStressTest class found in {}", args.class_path);
    }
    let memory = MemoryModelArgs {
        memory_model: MemoryModel::Jmm,
        action_ids: args.action_ids.clone(),
        torn_longs: args.torn_longs,
    };
    memory.scheme()?;
    let mut reports = Vec::new();
    for test in &tests {
        let report = match read_test(&class_path, test) {
            Ok(spec) => run_test(&spec, &args, &memory, &java_home).unwrap_or_else(|e| failed(test, e)),
            Err(e) => failed(test, e),
        };
        reports.push(report);
    }
    match args.format {
        Format::Json => println!("{}", serde_json::to_string_pretty(&reports)?),
        Format::Text => print!("{}", text(&reports)),
    }
    Ok(if reports.iter().any(|r| !r.passed) {
        1
    } else if reports.iter().any(|r| !r.complete) {
        3
    } else {
        0
    })
}

fn failed(test: &str, e: anyhow::Error) -> TestReport {
    TestReport {
        test: test.to_string(),
        passed: false,
        complete: false,
        results: Vec::new(),
        jmm: None,
        error: Some(format!("{e:#}")),
    }
}

/// The `@JCStressTest` classes in the class path's directories.
fn discover(class_path: &str) -> Result<Vec<String>> {
    let mut found = Vec::new();
    for dir in class_path.split(':').map(Path::new).filter(|p| p.is_dir()) {
        let mut stack = vec![dir.to_path_buf()];
        while let Some(d) = stack.pop() {
            for entry in std::fs::read_dir(&d)?.flatten() {
                let path = entry.path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|e| e == "class") {
                    let bytes = std::fs::read(&path)?;
                    let Ok(class) = cafebabe::parse_class(&bytes) else { continue };
                    let annotated = class.attributes.iter().any(|a| {
                        annotations(&a.data)
                            .iter()
                            .any(|an| an.type_descriptor.to_string() == format!("{ANNOTATIONS}JCStressTest;"))
                    });
                    if annotated {
                        found.push(class.this_class.replace('/', "."));
                    }
                }
            }
        }
    }
    found.sort();
    Ok(found)
}

fn annotations<'a, 'b>(data: &'b AttributeData<'a>) -> &'b [cafebabe::attributes::Annotation<'a>] {
    match data {
        AttributeData::RuntimeVisibleAnnotations(a) | AttributeData::RuntimeInvisibleAnnotations(a) => a,
        _ => &[],
    }
}

fn string_values(v: &AnnotationElementValue) -> Vec<String> {
    match v {
        AnnotationElementValue::StringConstant(s) => vec![s.to_string()],
        AnnotationElementValue::ArrayValue(items) => items.iter().flat_map(string_values).collect(),
        _ => Vec::new(),
    }
}

fn outcome_spec(an: &cafebabe::attributes::Annotation) -> OutcomeSpec {
    let mut spec = OutcomeSpec { ids: Vec::new(), expect: "UNKNOWN".into(), desc: String::new() };
    for e in &an.elements {
        match (e.name.as_ref(), &e.value) {
            ("id", v) => spec.ids = string_values(v),
            ("expect", AnnotationElementValue::EnumConstant { const_name, .. }) => spec.expect = const_name.to_string(),
            ("desc", AnnotationElementValue::StringConstant(s)) => spec.desc = s.to_string(),
            _ => {}
        }
    }
    spec
}

/// Reads a test's annotations from its class file.
fn read_test(class_path: &ClassPath, name: &str) -> Result<TestSpec> {
    let internal = name.replace('.', "/");
    let found = class_path.find(&internal)?.with_context(|| format!("class {name} not found on the class path"))?;
    let class =
        cafebabe::parse_class(&found.bytes).map_err(|e| anyhow::anyhow!("{name}: malformed class file: {e}"))?;
    let mut outcomes = Vec::new();
    let mut is_test = false;
    for a in &class.attributes {
        for an in annotations(&a.data) {
            let t = an.type_descriptor.to_string();
            if t == format!("{ANNOTATIONS}JCStressTest;") {
                is_test = true;
            } else if t == format!("{ANNOTATIONS}Outcome;") {
                outcomes.push(outcome_spec(an));
            } else if t == format!("{ANNOTATIONS}Outcome$Outcomes;") {
                for e in &an.elements {
                    if let AnnotationElementValue::ArrayValue(items) = &e.value {
                        for item in items {
                            if let AnnotationElementValue::AnnotationValue(inner) = item {
                                outcomes.push(outcome_spec(inner));
                            }
                        }
                    }
                }
            }
        }
    }
    if !is_test {
        bail!("{name} is not annotated @JCStressTest");
    }
    let mut actors = Vec::new();
    let mut arbiter = None;
    let mut result: Option<String> = None;
    for m in &class.methods {
        let kinds: Vec<String> =
            m.attributes.iter().flat_map(|a| annotations(&a.data)).map(|an| an.type_descriptor.to_string()).collect();
        let actor = kinds.iter().any(|k| k == &format!("{ANNOTATIONS}Actor;") || k == &format!("{ANNOTATIONS}Signal;"));
        let is_arbiter = kinds.iter().any(|k| k == &format!("{ANNOTATIONS}Arbiter;"));
        if !actor && !is_arbiter {
            continue;
        }
        let desc = m.descriptor.to_string();
        let takes_result = match desc.as_str() {
            "()V" => false,
            d if d.starts_with("(L") && d.ends_with(";)V") && !d[2..d.len() - 3].contains(';') => {
                let class = d[2..d.len() - 3].to_string();
                if result.as_ref().is_some_and(|r| r != &class) {
                    bail!("{name}: the actors take different result classes");
                }
                result = Some(class);
                true
            }
            _ => bail!("{name}.{}: an actor or arbiter takes nothing or the result object (found {desc})", m.name),
        };
        if actor {
            actors.push((m.name.to_string(), takes_result));
        } else {
            arbiter = Some((m.name.to_string(), takes_result));
        }
    }
    if actors.is_empty() {
        bail!("{name} has no @Actor method");
    }
    let result = match result {
        None => None,
        Some(r) => {
            let found = class_path.find(&r)?.with_context(|| format!("result class {r} not found"))?;
            let rc =
                cafebabe::parse_class(&found.bytes).map_err(|e| anyhow::anyhow!("{r}: malformed class file: {e}"))?;
            let mut fields: Vec<String> =
                rc.fields.iter().map(|f| f.name.to_string()).filter(|n| n.starts_with('r')).collect();
            fields.sort_by_key(|f| f[1..].parse::<u32>().unwrap_or(u32::MAX));
            Some((r, fields))
        }
    };
    Ok(TestSpec { class: name.to_string(), actors, arbiter, result, outcomes })
}

/// The Java source of the driver that runs a test once.
fn driver_source(spec: &TestSpec) -> String {
    let test = spec.class.replace('$', ".");
    let mut s = String::from(
        "public class WeftJcstressDriver {\n    public static void main(String[] args) throws Throwable {\n",
    );
    let _ = writeln!(s, "        final {test} s = new {test}();");
    if let Some((r, _)) = &spec.result {
        let r = r.replace(['/', '$'], ".");
        let _ = writeln!(s, "        final {r} r = new {r}();");
    }
    // What each actor (and, last, the arbiter) threw: jcstress reports a test whose actor throws
    // as an error, not by the tuple its result object holds.
    let _ = writeln!(s, "        final Throwable[] thrown = new Throwable[{}];", spec.actors.len() + 1);
    let call = |(name, takes): &(String, bool), slot: usize| {
        format!("try {{ s.{name}({}); }} catch (Throwable e) {{ thrown[{slot}] = e; }}", if *takes { "r" } else { "" })
    };
    let threads: Vec<String> =
        spec.actors.iter().enumerate().map(|(i, a)| format!("new Thread(() -> {{ {} }})", call(a, i))).collect();
    let _ = writeln!(s, "        Thread[] actors = {{ {} }};", threads.join(", "));
    s.push_str("        for (Thread t : actors) t.start();\n        for (Thread t : actors) t.join();\n");
    if let Some(a) = &spec.arbiter {
        let _ = writeln!(s, "        {}", call(a, spec.actors.len()));
    }
    let names: Vec<String> = spec.actors.iter().chain(&spec.arbiter).map(|(name, _)| format!("\"{name}\"")).collect();
    let _ = writeln!(s, "        String[] names = {{ {} }};", names.join(", "));
    let _ = writeln!(
        s,
        "        for (int i = 0; i < names.length; i++) {{\n            if (thrown[i] != null) {{\n                System.out.println(\"{ERROR_PREFIX}\" + names[i] + \" threw \" + thrown[i].getClass().getName());\n                return;\n            }}\n        }}"
    );
    match &spec.result {
        Some((_, fields)) if !fields.is_empty() => {
            let parts: Vec<String> = fields.iter().map(|f| format!("r.{f}")).collect();
            let _ = writeln!(s, "        System.out.println(\"\" + {});", parts.join(" + \", \" + "));
        }
        _ => s.push_str("        System.out.println(\"\");\n"),
    }
    s.push_str("    }\n}\n");
    s
}

fn run_test(spec: &TestSpec, args: &JcstressArgs, memory: &MemoryModelArgs, java_home: &Path) -> Result<TestReport> {
    let dir = std::env::temp_dir().join(format!("weft-jcstress-{}-{}", std::process::id(), spec.class));
    std::fs::create_dir_all(&dir)?;
    let source = dir.join("WeftJcstressDriver.java");
    std::fs::write(&source, driver_source(spec))?;
    let out = crate::javac_command(java_home)
        .arg("-g")
        .arg("-cp")
        .arg(&args.class_path)
        .arg("-d")
        .arg(&dir)
        .arg(&source)
        .output()
        .context("cannot run javac")?;
    if !out.status.success() {
        bail!("javac could not compile the driver of {}:\n{}", spec.class, String::from_utf8_lossy(&out.stderr));
    }
    let mut class_path = vec![dir.display().to_string()];
    class_path.extend(args.class_path.split(':').map(str::to_string));
    let program = ProgramSpec {
        class_path,
        main: "WeftJcstressDriver".into(),
        args: Vec::new(),
        java_home: java_home.display().to_string(),
        assertions: true,
        max_objects: 20_000_000,
        ..Default::default()
    };
    let mut machine = crate::boot(&program, true, true, Box::new(crate::NoOutput))?;
    machine.config.record_output = true;
    machine.config.spurious_wakeups = args.spurious.explored();
    let config = SearchConfig {
        checks: Checks::none(),
        max_states: args.max_states,
        time_limit: args.time_limit.map(Duration::from_secs),
        memory_limit: crate::default_memory_limit(),
        collect_outcomes: true,
        ..SearchConfig::default()
    };
    let (outcome, jmm) = crate::memory_model::explore(&mut machine, &config, memory)?;
    let _ = std::fs::remove_dir_all(&dir);
    let complete = outcome.verdict != Verdict::Incomplete;
    let results = grade(&spec.outcomes, &outcome.outcomes);
    let passed = results.iter().all(|g| !(g.reachable && fails(&g.expect)));
    Ok(TestReport { test: spec.class.clone(), passed, complete, results, jmm, error: None })
}

/// Whether a reachable outcome of grade `expect` fails the test: a forbidden tuple, or an actor
/// that threw.
fn fails(expect: &str) -> bool {
    expect == "FORBIDDEN" || expect == ERROR_GRADE
}

/// Grades the reachable tuples, and lists the graded tuples that can never happen.
fn grade(specs: &[OutcomeSpec], reached: &[ProgramOutcome]) -> Vec<Graded> {
    let default = specs.iter().find(|s| s.ids.is_empty());
    let mut by_result: BTreeMap<String, Graded> = BTreeMap::new();
    for o in reached {
        let result = o.stdout.trim_end_matches('\n').to_string();
        let spec = specs.iter().find(|s| s.ids.iter().any(|id| id == &result)).or(default);
        let (expect, desc) = match spec {
            _ if result.starts_with(ERROR_PREFIX) => {
                (ERROR_GRADE.to_string(), "an actor threw: jcstress reports the test as an error".to_string())
            }
            Some(s) => (s.expect.clone(), s.desc.clone()),
            None => ("FORBIDDEN".to_string(), "not listed by any @Outcome".to_string()),
        };
        let entry = by_result.entry(result.clone()).or_insert(Graded {
            result,
            expect,
            desc,
            reachable: true,
            count: 0,
            witness: Some(o.witness.clone()),
        });
        entry.count += o.count;
    }
    for s in specs {
        for id in &s.ids {
            by_result.entry(id.clone()).or_insert(Graded {
                result: id.clone(),
                expect: s.expect.clone(),
                desc: s.desc.clone(),
                reachable: false,
                count: 0,
                witness: None,
            });
        }
    }
    by_result.into_values().collect()
}

fn text(reports: &[TestReport]) -> String {
    let mut out = String::new();
    for r in reports {
        let verdict = match (r.passed, r.complete) {
            (false, _) => "FAILED",
            (true, true) => "PASSED",
            (true, false) => "INCOMPLETE",
        };
        let _ = writeln!(out, "{} (memory model jmm): {verdict}", r.test);
        if let Some(e) = &r.error {
            let _ = writeln!(out, "  error: {e}");
        }
        let width = r.results.iter().map(|g| g.result.len()).max().unwrap_or(0);
        for g in &r.results {
            let seen = if g.reachable { format!("reachable ({} paths)", g.count) } else { "never happens".into() };
            let _ = writeln!(out, "  {:<width$}  {:<22}  {:<20}  {}", g.result, g.expect, seen, g.desc, width = width);
            if g.reachable && fails(&g.expect) {
                if let Some(w) = &g.witness {
                    for s in w.steps.iter().filter(|s| s.operation.starts_with("read sees")) {
                        let _ = writeln!(out, "      {} at {}: {}", s.thread, s.position, s.operation);
                    }
                }
            }
        }
        if let Some(j) = &r.jmm {
            let _ = writeln!(out, "  {}", crate::memory_model::stats_line(j));
        }
    }
    out
}
