//! The reports of `weft check` as a person and a tool read them, on programs of the check corpus.
//!
//! | test | checks |
//! |---|---|
//! | `lock_order_deadlock_is_reported_as_a_cycle` | the JSON `cycle` of `LockOrderInversion`: who waits for which lock (named by its static field), who holds it, where it was acquired and where each thread waits |
//! | `lost_wakeup_waits_forever` | `MissedNotification`: the waiting thread `waits_forever`, and the message says nobody is left to notify it |
//! | `steps_are_in_the_users_terms` | `MapCheckThenAct`: user steps cover every scheduling step once, in order; each names a line of the program with its source text |
//! | `counterexamples_are_shortened` | on every violation of the check corpus, the default search's counterexample has at most 1.5x the scheduling choices of `--search bfs`'s; a shortened one has fewer than before |
//! | `bounded_buffer_counterexample_is_short` | JPF's `BoundedBuffer` shape: the re-search brings the deadlock's counterexample under 40 scheduling choices (31, `--search bfs`'s); the value choices, counted apart, are the `wait` calls that block |
//! | `the_re_search_shortens` | the re-search does shorten the depth-first counterexamples of `PetersonBroken` |
//! | `array_element_races_show_their_index_in_the_summary` | `LibraryFillBothRacy`: the text summary names each racy element's index |
//! | `a_read_lock_upgrade_is_named_in_the_deadlock` | `ReadLockUpgradeDeadlock`: the thread waiting for the write lock is said to hold the read lock itself |
//! | `races_name_their_objects` | `BankAccountsRacy` (race corpus): one report per racy object, each named by allocation site and path from a root (static array element, main's local) in JSON, text and SARIF |
//! | `one_report_per_deadlock` | `PoisonPillTwoConsumers`: the deadlock met with either consumer waiting is one report, the other counted in `similar` |
//! | `a_race_on_a_published_object_joins_the_publishing_race` | `DclNoVolatileRacy`, `DclArrayElementRacy`, `DclHolderFieldRacy`: double-checked locking without `volatile` through a static field, an array element or an instance field is one report, with the race on the instance's field under `published`, the same in every search order; `PublishedIndependentRacy`: a race on an object that was not got by a racy read is its own report |
//! | `jdk_allocated_objects_are_named_by_the_users_line` | `ConditionLostSignal`: the deadlocked thread waits for a `condition`, named by its JDK class and the program's line that created it (`newCondition`) |
//! | `sarif_output_is_valid_sarif_2_1_0` | `--format sarif` validates against the SARIF 2.1.0 schema, one result per violation |
//! | `replay_recompiles_a_source_when_the_cache_is_gone` | a report of `weft check File.java` replays after its compiled classes are deleted |
//! | `a_program_that_never_ends_replays_its_race` | a race of a program that never ends: `weft replay` says it was reproduced before the program runs on (forever); `--schedule-only` stops at the schedule's end, exit 1 |
//! | `timed_out_waits_are_named_in_counterexamples` | a `CountDownLatch.await(timeout)` that timed out: the resuming step says `time out in park` and the program's call `(timed out)` |
//! | `a_program_of_several_files_compiles_and_replays` | `weft check -cp LIB src/app/Main.java` compiles the classes of other files under the source root and against `LIB`, shows their source lines (and SARIF their paths from the current directory), replays after the cache is deleted, and compiles again after an edit to another file |
//! | `text_verdicts_are_honest` | random search's verdict says it is not exhaustive; an incomplete search names its limit and the classes to look at, and the partial-order reduction when it was off |
//! | `readme_sample_output_is_current` | the README's sample output of `weft check examples/LostUpdate.java` matches what weft prints, line by line (elisions marked) |
//! | `endless_local_loops_are_noted` | `DivergingDaemonAssertion`, `DivergingWorkerOk`: a thread that loops forever without a scheduling point is taken to loop forever: the JSON report lists it once under `diverged` (thread, place, limit), counts it in `stats.diverged` and keeps `--max-loop-iterations` in `program` for the replay, which reproduces the assertion; the text report says once, in a `Not explored` line, that what would follow the loop was not explored; `--time-limit` still stops a transition short of the limit; `weft check --help` documents the option |
//! | `exceptions_the_library_throws_are_located_at_the_programs_call` | a second `Thread.start` and `ArrayList.get` past the end: the exception's `location` (JSON, text, SARIF) is the program's line, with the library's throw site in a note (`DoubleStart.java:5 (thrown in Thread.java:199)`); the replay reproduces it |
//! | `weft_model_frames_stay_out_of_counterexamples` | `MethodHandleLostUpdate`, `ReflectiveLostUpdate`: no step's position, method or call, no user step and nothing in the text report names weft's internal model classes (`WeftMethodHandle`, `WeftReflection`, `weft.rt`); the calls read `call java.lang.invoke.MethodHandle.invokeExact`, `call java.lang.reflect.Method.invoke` |
//! | `newcomer_messages` | `weft check` alone names `check`; `weft --help` and `weft check --help` list exit codes; the class path defaults to `.`; a closed standard output (`\| head`) ends weft without a panic |
//!
//! The SARIF schema (`tests/data/sarif-schema-2.1.0.json`) is the OASIS SARIF 2.1.0 JSON schema as
//! shipped in the `serde-sarif` crate (0.8.0, `src/schema.json`), with one fix: the pattern of the
//! `language` properties (of `run` and `toolComponent`), `^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}]?$`,
//! has a stray `]` that makes it an invalid regular expression, for which the validator rejects
//! the whole schema; here it reads `^[a-zA-Z]{2}(-[a-zA-Z]{2})?$`. weft's reports set no
//! `language`. Needs a JDK 17 (`javac`).

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::time::Duration;

use common::{jdk_tool, run_with_timeout, Ending, Run};
use serde_json::Value;

const TIMEOUT: Duration = Duration::from_secs(300);
const OUTPUT_CAP: usize = 64 << 20;

fn corpus_file(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../../tests/programs/check/{name}.java"))
}

/// The corpus programs these tests use, compiled once into a scratch class directory.
fn classes() -> &'static Path {
    static CLASSES: OnceLock<PathBuf> = OnceLock::new();
    CLASSES.get_or_init(|| {
        let dir = scratch("classes");
        let names = [
            "LockOrderInversion",
            "MissedNotification",
            "MapCheckThenAct",
            "DiningPhilosophers",
            "LostUpdate",
            "ReadLockUpgradeDeadlock",
            "MethodHandleLostUpdate",
            "ReflectiveLostUpdate",
            "PoolNeverShutDown",
        ];
        let mut cmd = Command::new(jdk_tool("javac"));
        cmd.args(["-g", "-nowarn", "-d"]).arg(&dir).args(names.map(corpus_file));
        let run = run_with_timeout(cmd, TIMEOUT, OUTPUT_CAP);
        assert_eq!(run.ending, Ending::Exited(0), "javac failed: {}", String::from_utf8_lossy(&run.stderr));
        dir
    })
}

fn scratch(tag: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("reports-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch directory");
    dir
}

fn weft(args: &[&str], cwd: Option<&Path>) -> Run {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_weft"));
    cmd.args(args);
    if let Some(dir) = cwd {
        cmd.current_dir(dir);
    }
    run_with_timeout(cmd, TIMEOUT, OUTPUT_CAP)
}

/// `weft check --format json -cp CLASSES [extra] NAME`, parsed.
fn check_json(name: &str, extra: &[&str]) -> Value {
    let cp = classes().display().to_string();
    let mut args = vec!["check", "--format", "json", "-cp", cp.as_str()];
    args.extend_from_slice(extra);
    args.push(name);
    let run = weft(&args, None);
    assert!(matches!(run.ending, Ending::Exited(0 | 1 | 3)), "{name}: {}", String::from_utf8_lossy(&run.stderr));
    serde_json::from_slice(&run.stdout).unwrap_or_else(|e| panic!("{name}: not JSON ({e})"))
}

fn str_field<'a>(v: &'a Value, key: &str) -> Option<&'a str> {
    v.get(key).and_then(Value::as_str)
}

/// The trimmed text of line `line` of a corpus program.
fn source_line(name: &str, line: usize) -> String {
    let text = std::fs::read_to_string(corpus_file(name)).expect("corpus source");
    text.lines().nth(line - 1).expect("line exists").trim().to_string()
}

/// The line number of the first line of a corpus program containing `text`.
fn line_containing(name: &str, text: &str) -> usize {
    let source = std::fs::read_to_string(corpus_file(name)).expect("corpus source");
    source.lines().position(|l| l.contains(text)).map(|i| i + 1).unwrap_or_else(|| panic!("{text:?} in {name}"))
}

/// A cycle entry's thread, kind, holder, where it waits and where the holder acquired it.
type CycleEntry<'a> = (&'a str, &'a str, Option<&'a str>, Option<&'a str>, Option<&'a str>);

#[test]
fn lock_order_deadlock_is_reported_as_a_cycle() {
    let report = check_json("LockOrderInversion", &[]);
    let violations = report["violations"].as_array().expect("violations");
    assert_eq!(violations.len(), 1);
    let v = &violations[0];
    assert_eq!(str_field(v, "kind"), Some("deadlock"));
    let first_lock = format!("LockOrderInversion.java:{}", line_containing("LockOrderInversion", "first.lock()"));
    let second_lock = format!("LockOrderInversion.java:{}", line_containing("LockOrderInversion", "second.lock()"));
    let join = format!("LockOrderInversion.java:{}", line_containing("LockOrderInversion", "t1.join()"));
    let cycle = v["cycle"].as_array().expect("a deadlock has a cycle");
    let entries: Vec<CycleEntry> = cycle
        .iter()
        .map(|b| {
            (
                str_field(b, "thread").unwrap_or_default(),
                str_field(b, "kind").unwrap_or_default(),
                str_field(b, "held_by"),
                str_field(b, "waits_at"),
                str_field(b, "acquired_at"),
            )
        })
        .collect();
    assert_eq!(
        entries,
        [
            ("main", "join", Some("Thread-0"), Some(join.as_str()), None),
            ("Thread-0", "lock", Some("Thread-1"), Some(second_lock.as_str()), Some(first_lock.as_str())),
            ("Thread-1", "lock", Some("Thread-0"), Some(second_lock.as_str()), Some(first_lock.as_str())),
        ]
    );
    // Each thread waits for the lock the other took first, named by its static field.
    let waits_for: Vec<&str> = cycle.iter().filter_map(|b| str_field(b, "waits_for")).collect();
    assert!(waits_for[1].ends_with("(LockOrderInversion.b)"), "{waits_for:?}");
    assert!(waits_for[2].ends_with("(LockOrderInversion.a)"), "{waits_for:?}");
    assert_eq!(str_field(&cycle[1], "call"), Some("java.util.concurrent.locks.ReentrantLock.lock"));
    assert_eq!(str_field(v, "location"), Some(format!("{join}; {second_lock}; {second_lock}").as_str()));
}

#[test]
fn lost_wakeup_waits_forever() {
    let report = check_json("MissedNotification", &[]);
    let v = &report["violations"][0];
    assert_eq!(str_field(v, "kind"), Some("deadlock"));
    let cycle = v["cycle"].as_array().expect("cycle");
    assert_eq!(cycle.len(), 1);
    assert_eq!(str_field(&cycle[0], "kind"), Some("wait"));
    assert_eq!(cycle[0]["waits_forever"], Value::Bool(true));
    assert!(str_field(&cycle[0], "waits_for").is_some_and(|w| w.ends_with("(MissedNotification.LOCK)")));
    assert!(str_field(v, "message").is_some_and(|m| m.contains("with nobody left to notify it")));
}

/// `ConditionLostSignal`: the `Condition` the waiter waits for is allocated inside the JDK
/// (`ReentrantLock.newCondition`); the report names it by its JDK class and the program's line
/// that created it, not by a line of the JDK.
#[test]
fn jdk_allocated_objects_are_named_by_the_users_line() {
    let report = check_corpus_json(&corpus_file("ConditionLostSignal"), &[]);
    let violations = report["violations"].as_array().expect("violations");
    assert_eq!(violations.len(), 1, "{violations:?}");
    let waiter = violations[0]["cycle"]
        .as_array()
        .expect("cycle")
        .iter()
        .find(|b| str_field(b, "kind") != Some("join"))
        .expect("the waiter")
        .clone();
    let created = line_containing("ConditionLostSignal", "LOCK.newCondition()");
    let awaits = line_containing("ConditionLostSignal", "READY.await();");
    assert_eq!(str_field(&waiter, "kind"), Some("condition"), "{waiter}");
    assert_eq!(
        str_field(&waiter, "waits_for"),
        Some(
            format!(
                "java.util.concurrent.locks.AbstractQueuedSynchronizer$ConditionObject@ConditionLostSignal.java:{created} (ConditionLostSignal.READY)"
            )
            .as_str()
        )
    );
    assert_eq!(str_field(&waiter, "waits_at"), Some(format!("ConditionLostSignal.java:{awaits}").as_str()));
    assert_eq!(waiter["waits_forever"], Value::Bool(true));
}

#[test]
fn steps_are_in_the_users_terms() {
    // From the directory of the sources, where weft finds them for the source text.
    let cp = classes().display().to_string();
    let corpus = corpus_file("MapCheckThenAct").parent().expect("corpus directory").to_path_buf();
    let run = weft(&["check", "--format", "json", "-cp", &cp, "MapCheckThenAct"], Some(&corpus));
    let report: Value = serde_json::from_slice(&run.stdout).expect("json");
    let v = &report["violations"][0];
    let c = &v["counterexample"];
    let steps = c["steps"].as_array().expect("steps");
    let user_steps = c["user_steps"].as_array().expect("user_steps");
    assert!(user_steps.len() < steps.len(), "library steps are folded");
    // Every scheduling step is in exactly one user step, in order of the user steps' last steps.
    let mut covered: Vec<u64> = user_steps
        .iter()
        .flat_map(|u| u["steps"].as_array().expect("steps").iter().filter_map(Value::as_u64))
        .collect();
    covered.sort_unstable();
    assert_eq!(covered, (1..=steps.len() as u64).collect::<Vec<_>>());
    for u in user_steps {
        let position = str_field(u, "position").expect("every thread reaches the program's code");
        let (file, line) = position.rsplit_once(':').expect("File.java:line");
        assert_eq!(file, "MapCheckThenAct.java");
        let line: usize = line.parse().expect("line number");
        assert_eq!(str_field(u, "source"), Some(source_line("MapCheckThenAct", line).as_str()), "{u}");
    }
    let put_line = line_containing("MapCheckThenAct", "map.put(KEY, who);");
    let puts: Vec<&Value> = user_steps
        .iter()
        .filter(|u| str_field(u, "position") == Some(format!("MapCheckThenAct.java:{put_line}").as_str()))
        .collect();
    assert_eq!(puts.len(), 2, "both threads put");
    assert!(puts.iter().all(|u| str_field(u, "operation") == Some("call java.util.concurrent.ConcurrentHashMap.put")));
    // The text report shows the user steps, `--verbose` every step.
    let text =
        String::from_utf8_lossy(&weft(&["check", "-cp", &cp, "MapCheckThenAct"], Some(&corpus)).stdout).to_string();
    assert!(text.contains("`map.put(KEY, who);`  call java.util.concurrent.ConcurrentHashMap.put"), "{text}");
    let verbose =
        String::from_utf8_lossy(&weft(&["check", "--verbose", "-cp", &cp, "MapCheckThenAct"], None).stdout).to_string();
    assert!(verbose.contains("java.util.concurrent.ConcurrentHashMap.putVal"), "{verbose}");
}

/// The check corpus (without `verify/`), compiled once into its own class directory.
fn corpus_classes() -> &'static Path {
    static CLASSES: OnceLock<PathBuf> = OnceLock::new();
    CLASSES.get_or_init(|| {
        let dir = scratch("corpus");
        let sources = common::java_sources(corpus_file("LostUpdate").parent().expect("corpus directory"));
        let mut cmd = Command::new(jdk_tool("javac"));
        cmd.args(["-g", "-nowarn", "-d"]).arg(&dir).args(&sources);
        let run = run_with_timeout(cmd, TIMEOUT, OUTPUT_CAP);
        assert_eq!(run.ending, Ending::Exited(0), "javac failed: {}", String::from_utf8_lossy(&run.stderr));
        dir
    })
}

/// Each violation's scheduling choices and steps, by kind and location.
fn lengths(report: &Value) -> Vec<(String, u64, usize)> {
    let mut out: Vec<(String, u64, usize)> = report["violations"]
        .as_array()
        .expect("violations")
        .iter()
        .map(|v| {
            let key = format!(
                "{} {}",
                str_field(v, "kind").unwrap_or_default(),
                str_field(v, "location").unwrap_or_default()
            );
            let c = &v["counterexample"];
            (key, c["choices"].as_u64().expect("choices"), c["schedule"].as_array().map_or(0, Vec::len))
        })
        .collect();
    out.sort();
    out
}

/// `weft check --format json` of a check-corpus program with its header's `check-args`.
fn check_corpus_json(source: &Path, extra: &[&str]) -> Value {
    let text = std::fs::read_to_string(source).expect("corpus source");
    let header_args: Vec<&str> =
        text.lines().filter_map(|l| l.strip_prefix("// weft: check-args")).flat_map(str::split_whitespace).collect();
    let name = source.file_stem().and_then(|s| s.to_str()).expect("name");
    let cp = corpus_classes().display().to_string();
    let mut args = vec!["check", "--format", "json", "-cp", cp.as_str()];
    args.extend(header_args);
    args.extend_from_slice(extra);
    args.push(name);
    let run = weft(&args, None);
    assert!(matches!(run.ending, Ending::Exited(0 | 1)), "{name}: {}", String::from_utf8_lossy(&run.stderr));
    serde_json::from_slice(&run.stdout).unwrap_or_else(|e| panic!("{name}: not JSON ({e})"))
}

/// On every program of the check corpus that has a violation, the default search's
/// counterexamples (after the re-search) have at most 1.5 times the scheduling choices of
/// breadth-first search's (which has the fewest), and the re-search never lengthens one.
#[test]
fn counterexamples_are_shortened() {
    let sources = common::java_sources(corpus_file("LostUpdate").parent().expect("corpus directory"));
    let mut compared = 0;
    let mut failures = Vec::new();
    for source in &sources {
        if std::fs::read_to_string(source).expect("source").contains("// weft: expect ok") {
            continue;
        }
        let name = source.file_stem().and_then(|s| s.to_str()).expect("name").to_string();
        let default_report = check_corpus_json(source, &[]);
        let default = lengths(&default_report);
        let breadth_first = lengths(&check_corpus_json(source, &["--search", "bfs"]));
        for (key, choices, _) in &default {
            if let Some((_, bfs, _)) = breadth_first.iter().find(|(k, _, _)| k == key) {
                compared += 1;
                if *choices as f64 > 1.5 * *bfs as f64 {
                    failures.push(format!("{name} {key}: {choices} choices, breadth-first {bfs}"));
                }
            }
        }
        for v in default_report["violations"].as_array().expect("violations") {
            if let Some(from) = v["counterexample"]["shortened_from"].as_u64() {
                let now = v["counterexample"]["choices"].as_u64().expect("choices");
                if now >= from {
                    failures.push(format!("{name}: shortened_from {from} but {now} choices"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // Nearly every violation of the corpus is found by both searches.
    assert!(compared >= 60, "only {compared} violations compared");
}

/// JPF's `BoundedBuffer` shape (`scale/BoundedBufferNotify`: capacity 2, 4 producers, 1 consumer,
/// `notify`): the depth-first search's first deadlock makes 44 scheduling choices; the re-search
/// finds one with under 40 (31, the fewest `--search bfs --no-spurious-wakeups` finds: measured
/// in 3.6 s, too slow for this test). Its value choices are counted apart, no thread switch: a
/// `wait` call that blocks rather than returning spuriously, or the waiter a `notify` wakes.
#[test]
fn bounded_buffer_counterexample_is_short() {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/programs/scale/BoundedBufferNotify.java");
    let path = source.to_str().expect("utf-8 path");
    for extra in [&[][..], &["--no-spurious-wakeups"]] {
        let mut args = vec!["check", "--format", "json", "--stop-on-first"];
        args.extend_from_slice(extra);
        args.push(path);
        let run = weft(&args, None);
        assert_eq!(run.ending, Ending::Exited(1), "{}", String::from_utf8_lossy(&run.stderr));
        let report: Value = serde_json::from_slice(&run.stdout).expect("json");
        let c = &report["violations"][0]["counterexample"];
        let choices = c["choices"].as_u64().expect("choices");
        let values = c["value_choices"].as_u64().unwrap_or(0);
        assert!(choices - values < 40, "{extra:?}: {} scheduling choices", choices - values);
        assert!(c["shortened_from"].as_u64().is_some_and(|from| from > choices), "{c}");
        assert!(c["preemptions"].is_u64());
        // The value choices are the wait calls that block; without spurious wakeups there are none.
        let steps = c["steps"].as_array().expect("steps");
        let value_steps: Vec<&str> = c["schedule"]
            .as_array()
            .expect("schedule")
            .iter()
            .zip(steps)
            .filter(|(choice, _)| choice.get("value").is_some())
            .map(|(_, step)| str_field(step, "operation").unwrap_or_default())
            .collect();
        assert_eq!(value_steps.len() as u64, values);
        let waits = value_steps.iter().filter(|op| op.starts_with("wait on BoundedBufferNotify$Buffer@")).count();
        let notifies = value_steps
            .iter()
            .filter(|op| op.starts_with("notify on BoundedBufferNotify$Buffer@") && op.contains(": wakes \"Thread-"))
            .count();
        assert_eq!(waits + notifies, value_steps.len(), "{value_steps:?}");
        // The deadlock needs nine waits (four producers on the full buffer, the consumer on the
        // empty one, then the four producers again) and four notifies with a waiter to choose.
        assert_eq!(notifies, 4, "{value_steps:?}");
        assert_eq!(waits, if extra.is_empty() { 9 } else { 0 }, "{value_steps:?}");
    }
    let text = weft(&["check", "--stop-on-first", path], None);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(
        text.contains("27 scheduling choices, 13 value choices, 1 preemption, shortened from 53 choices"),
        "{text}"
    );
    // The longer one printed while the search ran says it is not the last word.
    assert!(
        text.contains("counterexample, as first found (")
            && text.contains("a shorter one is looked for after the search")
    );
}

/// The re-search shortens counterexamples that the depth-first search found long
/// (`PetersonBroken`'s assertion at line 54: 37 scheduling choices when first found).
#[test]
fn the_re_search_shortens() {
    let source = corpus_file("PetersonBroken");
    let first = lengths(&check_corpus_json(&source, &["--shorten-states", "0"]));
    let report = check_corpus_json(&source, &[]);
    let shortened = lengths(&report);
    assert_eq!(first.len(), shortened.len(), "the same violations");
    for ((key, long, _), (_, short, _)) in first.iter().zip(&shortened) {
        assert!(short <= long, "{key}: {short} choices after the re-search, {long} before");
    }
    let improved = first.iter().zip(&shortened).filter(|((_, long, _), (_, short, _))| short < long).count();
    assert!(improved >= 2, "{first:?} -> {shortened:?}");
}

/// A race-corpus program's source, compiled with `javac -g` into a scratch directory of its own.
fn race_program(name: &str) -> (PathBuf, PathBuf) {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../../tests/programs/race/{name}.java"));
    let dir = scratch(name);
    let mut cmd = Command::new(jdk_tool("javac"));
    cmd.args(["-g", "-nowarn", "-d"]).arg(&dir).arg(&source);
    assert_eq!(run_with_timeout(cmd, TIMEOUT, OUTPUT_CAP).ending, Ending::Exited(0), "javac {name}");
    (source, dir)
}

/// `ReadLockUpgradeDeadlock` (check corpus): a thread that holds a read lock and asks for the
/// write lock waits for itself; the report says so instead of "with nobody left to wake it".
#[test]
fn a_read_lock_upgrade_is_named_in_the_deadlock() {
    let cp = classes().display().to_string();
    let run = weft(&["check", "-cp", &cp, "ReadLockUpgradeDeadlock"], None);
    let out = String::from_utf8_lossy(&run.stdout);
    assert_eq!(run.ending, Ending::Exited(1), "{out}");
    assert!(out.contains("held for reading by itself (a read lock cannot be upgraded to the write lock)"), "{out}");
    assert!(!out.contains("nobody left to wake it"), "{out}");
}

/// `LibraryFillBothRacy` (race corpus): the races on two elements of one array are told apart in
/// the text report's summary by their index, as in their messages.
#[test]
fn array_element_races_show_their_index_in_the_summary() {
    let (_, dir) = race_program("LibraryFillBothRacy");
    let cp = dir.display().to_string();
    let run = weft(&["check", "-cp", &cp, "LibraryFillBothRacy"], None);
    let out = String::from_utf8_lossy(&run.stdout);
    assert_eq!(run.ending, Ending::Exited(1), "{out}");
    let summary = &out[out.find("\nViolations:").expect("a summary")..];
    for index in [0, 1] {
        assert!(summary.contains(&format!("race at int[][{index}] of int[]@LibraryFillBothRacy.java")), "{summary}");
    }
}

/// `BankAccountsRacy` (race corpus): races on one field of two objects of one class are two
/// reports, each naming its object by allocation site and a path from a root — a static array
/// element, and a local variable of main's frame — in JSON, text and SARIF.
#[test]
fn races_name_their_objects() {
    let (source, dir) = race_program("BankAccountsRacy");
    let text = std::fs::read_to_string(&source).expect("source");
    let line_of = |needle: &str| text.lines().position(|l| l.contains(needle)).expect("line") + 1;
    let accounts = format!(
        "BankAccountsRacy$Account@BankAccountsRacy.java:{} (BankAccountsRacy.accounts[1])",
        line_of("accounts[i] = new Account();")
    );
    let wallet = format!(
        "BankAccountsRacy$Account@BankAccountsRacy.java:{} (wallet, a local of BankAccountsRacy.main in \"main\")",
        line_of("Account wallet = new Account();")
    );
    let cp = dir.display().to_string();
    let run = weft(&["check", "--format", "json", "--checks", "race", "-cp", &cp, "BankAccountsRacy"], None);
    assert_eq!(run.ending, Ending::Exited(1), "{}", String::from_utf8_lossy(&run.stderr));
    let report: Value = serde_json::from_slice(&run.stdout).expect("json");
    let mut objects: Vec<&str> =
        report["violations"].as_array().expect("violations").iter().filter_map(|v| str_field(v, "object")).collect();
    objects.sort_unstable();
    let mut expected = vec![accounts.as_str(), wallet.as_str()];
    expected.sort_unstable();
    assert_eq!(objects, expected);
    let text = weft(&["check", "--checks", "race", "-cp", &cp, "BankAccountsRacy"], None);
    let text = String::from_utf8_lossy(&text.stdout);
    for object in &expected {
        assert!(text.contains(&format!("data race on BankAccountsRacy$Account.balance of {object}: ")), "{text}");
    }
    let sarif = weft(&["check", "--format", "sarif", "--checks", "race", "-cp", &cp, "BankAccountsRacy"], None);
    let sarif = String::from_utf8_lossy(&sarif.stdout);
    for object in &expected {
        let quoted = serde_json::to_string(object).expect("json string");
        assert!(sarif.contains(quoted.trim_matches('"')), "{sarif}");
    }
}

/// `PoisonPillTwoConsumers`: the search meets the deadlock with either consumer left waiting;
/// it is reported once, the other counted as similar.
#[test]
fn one_report_per_deadlock() {
    let report = check_corpus_json(&corpus_file("PoisonPillTwoConsumers"), &[]);
    let violations = report["violations"].as_array().expect("violations");
    assert_eq!(violations.len(), 1, "{violations:?}");
    assert_eq!(str_field(&violations[0], "kind"), Some("deadlock"));
    assert_eq!(violations[0]["similar"].as_u64(), Some(1));
    let waiting: Vec<&str> = violations[0]["cycle"]
        .as_array()
        .expect("cycle")
        .iter()
        .filter(|b| str_field(b, "kind") == Some("queue"))
        .filter_map(|b| str_field(b, "waits_at"))
        .collect();
    let take = format!("PoisonPillTwoConsumers.java:{}", line_containing("PoisonPillTwoConsumers", "queue.take()"));
    assert_eq!(waiting, [take.as_str()]);
}

/// The race reports of a race-corpus program (`--checks race`, extra arguments), each as its
/// location, its object and the races reported under it as `published` (location and object).
type RaceReport = (String, Option<String>, Vec<(String, Option<String>)>);

fn race_reports(dir: &Path, name: &str, extra: &[&str]) -> Vec<RaceReport> {
    let cp = dir.display().to_string();
    let mut args = vec!["check", "--format", "json", "--checks", "race", "-cp", cp.as_str()];
    args.extend_from_slice(extra);
    args.push(name);
    let run = weft(&args, None);
    assert_eq!(run.ending, Ending::Exited(1), "{name} {extra:?}: {}", String::from_utf8_lossy(&run.stderr));
    let report: Value = serde_json::from_slice(&run.stdout).expect("json");
    let named = |v: &Value| {
        (str_field(v, "location").expect("location").to_string(), str_field(v, "object").map(str::to_string))
    };
    let mut reports: Vec<RaceReport> = report["violations"]
        .as_array()
        .expect("violations")
        .iter()
        .map(|v| {
            let (location, object) = named(v);
            let published = v["published"].as_array().map(|p| p.iter().map(named).collect()).unwrap_or_default();
            (location, object, published)
        })
        .collect();
    reports.sort();
    reports
}

/// Double-checked locking without `volatile` (race corpus) is one report: the race on the
/// location the reference is read from, with the race on the instance's field under
/// `published` — whether that location is a static field (`DclNoVolatileRacy`), an array
/// element (`DclArrayElementRacy`) or an instance field (`DclHolderFieldRacy`). The grouping
/// comes from the path (the racing thread read the object racily), so every search order gives
/// the same reports. `PublishedIndependentRacy`: an object handed to a thread with
/// happens-before races on its own, though it is also stored in a racy static field: two
/// reports.
#[test]
fn a_race_on_a_published_object_joins_the_publishing_race() {
    let line_of = |name: &str, needle: &str| {
        let source = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../../tests/programs/race/{name}.java"));
        let text = std::fs::read_to_string(source).expect("source");
        text.lines().position(|l| l.contains(needle)).unwrap_or_else(|| panic!("{needle:?} in {name}")) + 1
    };
    let some = |s: String| Some(s);
    let expected: [(&str, Vec<RaceReport>); 4] = [
        (
            "DclNoVolatileRacy",
            vec![(
                "DclNoVolatileRacy.instance".into(),
                None,
                vec![(
                    "DclNoVolatileRacy$Helper.value".into(),
                    some(format!(
                        "DclNoVolatileRacy$Helper@DclNoVolatileRacy.java:{} (DclNoVolatileRacy.instance)",
                        line_of("DclNoVolatileRacy", "h = new Helper(1, 42);")
                    )),
                )],
            )],
        ),
        (
            "DclArrayElementRacy",
            vec![(
                "DclArrayElementRacy$Helper[]".into(),
                some(format!(
                    "DclArrayElementRacy$Helper[]@DclArrayElementRacy.java:{} (DclArrayElementRacy.SLOTS)",
                    line_of("DclArrayElementRacy", "SLOTS = new Helper[1];")
                )),
                vec![(
                    "DclArrayElementRacy$Helper.value".into(),
                    some(format!(
                        "DclArrayElementRacy$Helper@DclArrayElementRacy.java:{} (DclArrayElementRacy.SLOTS[0])",
                        line_of("DclArrayElementRacy", "h = new Helper(42);")
                    )),
                )],
            )],
        ),
        (
            "DclHolderFieldRacy",
            vec![(
                "DclHolderFieldRacy$Holder.instance".into(),
                some(format!(
                    "DclHolderFieldRacy$Holder@DclHolderFieldRacy.java:{} (holder, a local of DclHolderFieldRacy.main in \"main\")",
                    line_of("DclHolderFieldRacy", "Holder holder = new Holder();")
                )),
                vec![(
                    "DclHolderFieldRacy$Helper.value".into(),
                    some(format!(
                        "DclHolderFieldRacy$Helper@DclHolderFieldRacy.java:{} (holder.instance, a local of DclHolderFieldRacy.main in \"main\")",
                        line_of("DclHolderFieldRacy", "h = new Helper(42);")
                    )),
                )],
            )],
        ),
        (
            "PublishedIndependentRacy",
            vec![
                ("PublishedIndependentRacy.shared".into(), None, vec![]),
                (
                    "PublishedIndependentRacy$Box.value".into(),
                    some(format!(
                        "PublishedIndependentRacy$Box@PublishedIndependentRacy.java:{} (PublishedIndependentRacy.shared)",
                        line_of("PublishedIndependentRacy", "Box box = new Box();")
                    )),
                    vec![],
                ),
            ],
        ),
    ];
    for (name, mut reports) in expected {
        reports.sort();
        let (_, dir) = race_program(name);
        for search in [&["--search", "dfs"][..], &["--search", "dfs", "--por", "none"], &["--search", "bfs"]] {
            assert_eq!(race_reports(&dir, name, search), reports, "{name} {search:?}");
        }
    }
}

/// The errors of a document against the OASIS SARIF 2.1.0 schema.
fn sarif_errors(sarif: &Value) -> Vec<String> {
    let schema_path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/sarif-schema-2.1.0.json");
    let schema: Value = serde_json::from_str(&std::fs::read_to_string(schema_path).expect("schema")).expect("json");
    let validator = jsonschema::draft7::new(&schema).expect("a valid schema");
    validator.iter_errors(sarif).map(|e| format!("{e} at {}", e.instance_path())).collect()
}

#[test]
fn sarif_output_is_valid_sarif_2_1_0() {
    let cp = classes().display().to_string();
    for name in ["LockOrderInversion", "LostUpdate"] {
        let run = weft(&["check", "--format", "sarif", "-cp", &cp, name], None);
        assert_eq!(run.ending, Ending::Exited(1), "{name}: {}", String::from_utf8_lossy(&run.stderr));
        let sarif: Value = serde_json::from_slice(&run.stdout).expect("SARIF is JSON");
        let errors = sarif_errors(&sarif);
        assert!(errors.is_empty(), "{name}: invalid SARIF:\n{}", errors.join("\n"));
        let json = check_json(name, &[]);
        let results = sarif["runs"][0]["results"].as_array().expect("results");
        let violations = json["violations"].as_array().expect("violations");
        assert_eq!(results.len(), violations.len(), "{name}: one result per violation");
        for (r, v) in results.iter().zip(violations) {
            assert_eq!(
                str_field(r, "ruleId"),
                Some(format!("weft/{}", str_field(v, "kind").unwrap_or_default()).as_str())
            );
            let uri = &r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"];
            assert_eq!(uri.as_str(), Some(format!("{name}.java").as_str()), "{name}: user-code location");
            assert!(!r["codeFlows"][0]["threadFlows"].as_array().expect("thread flows").is_empty());
        }
    }
}

#[test]
fn replay_recompiles_a_source_when_the_cache_is_gone() {
    let dir = scratch("portable");
    let source = dir.join("LostUpdate.java");
    std::fs::copy(corpus_file("LostUpdate"), &source).expect("copy");
    let run = weft(&["check", "--format", "json", "LostUpdate.java"], Some(&dir));
    assert_eq!(run.ending, Ending::Exited(1), "{}", String::from_utf8_lossy(&run.stderr));
    let report: Value = serde_json::from_slice(&run.stdout).expect("json");
    let program = &report["program"];
    let expected_source = std::fs::canonicalize(&source).expect("canonical").display().to_string();
    assert_eq!(str_field(program, "source"), Some(expected_source.as_str()));
    assert_eq!(program["original_class_path"], serde_json::json!([]));
    let compiled = str_field(program, "compiled").expect("the compiled class directory").to_string();
    std::fs::remove_dir_all(&compiled).expect("delete the compile cache");
    let report_path = dir.join("report.json");
    std::fs::write(&report_path, &run.stdout).expect("write report");
    let replay = weft(&["replay", report_path.to_str().expect("utf-8")], Some(&dir));
    let stderr = String::from_utf8_lossy(&replay.stderr);
    assert!(stderr.contains("compiled") && stderr.contains("again"), "{stderr}");
    assert!(stderr.contains("was reproduced"), "{stderr}");
}

/// A program that never ends (a server's shape): the replay says the race was reproduced when
/// the schedule ends, before the program runs on; `--schedule-only` stops there, exit 1.
#[test]
fn a_program_that_never_ends_replays_its_race() {
    let dir = scratch("never-ends");
    std::fs::write(
        dir.join("NeverEnds.java"),
        "public class NeverEnds {\n\
         \x20   static int x;\n\
         \x20   static volatile boolean stop;\n\
         \x20   public static void main(String[] args) {\n\
         \x20       new Thread(() -> { x = 1; while (!stop) { } }).start();\n\
         \x20       int r = x;\n\
         \x20       while (!stop) { }\n\
         \x20   }\n\
         }\n",
    )
    .expect("write");
    let run = weft(&["check", "--format", "json", "--stop-on-first", "NeverEnds.java"], Some(&dir));
    assert_eq!(run.ending, Ending::Exited(1), "{}", String::from_utf8_lossy(&run.stderr));
    let report_path = dir.join("report.json");
    std::fs::write(&report_path, &run.stdout).expect("write report");
    let report = report_path.to_str().expect("utf-8");
    let replay = weft(&["replay", "--schedule-only", report], Some(&dir));
    let stderr = String::from_utf8_lossy(&replay.stderr);
    assert_eq!(replay.ending, Ending::Exited(1), "{stderr}");
    assert!(stderr.contains("the data race was reproduced"), "{stderr}");
    // Without it the program runs on forever, as under `java`; the verdict is out before.
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_weft"));
    cmd.args(["replay", report]).current_dir(&dir);
    let replay = run_with_timeout(cmd, Duration::from_secs(3), OUTPUT_CAP);
    let stderr = String::from_utf8_lossy(&replay.stderr);
    assert!(matches!(replay.ending, Ending::TimedOut(_)), "{:?}", replay.ending);
    assert!(stderr.contains("the data race was reproduced"), "{stderr}");
}

/// A wait that ended by a time-out is named in the counterexample: the step that resumes the
/// thread says `time out in park`, and the program's call that waited (`CountDownLatch.await`
/// here, whose `false` fails the assertion) says `(timed out)`; an untimed wait that another
/// thread ends does not.
#[test]
fn timed_out_waits_are_named_in_counterexamples() {
    let dir = scratch("timed-out");
    std::fs::write(
        dir.join("TimedAwait.java"),
        "import java.util.concurrent.*;\n\
         public class TimedAwait {\n\
         \x20   public static void main(String[] args) throws Exception {\n\
         \x20       CountDownLatch latch = new CountDownLatch(1);\n\
         \x20       new Thread(latch::countDown).start();\n\
         \x20       boolean counted = latch.await(1, TimeUnit.MINUTES);\n\
         \x20       CountDownLatch second = new CountDownLatch(1);\n\
         \x20       new Thread(second::countDown).start();\n\
         \x20       second.await();\n\
         \x20       assert counted : \"timed out\";\n\
         \x20   }\n\
         }\n",
    )
    .expect("write");
    let run = weft(&["check", "--format", "json", "TimedAwait.java"], Some(&dir));
    assert_eq!(run.ending, Ending::Exited(1), "{}", String::from_utf8_lossy(&run.stderr));
    let report: Value = serde_json::from_slice(&run.stdout).expect("json");
    let violation = &report["violations"][0];
    assert_eq!(str_field(violation, "kind"), Some("assertion"));
    let counterexample = &violation["counterexample"];
    let operations = |key: &str| -> Vec<String> {
        counterexample[key]
            .as_array()
            .expect("steps")
            .iter()
            .filter_map(|s| str_field(s, "operation").map(str::to_string))
            .collect()
    };
    let awaits: Vec<String> = operations("user_steps").into_iter().filter(|o| o.contains("await")).collect();
    // The second latch's `await` (split around another thread's start) ends by its count-down.
    let timed_out: Vec<bool> = awaits.iter().map(|o| o.ends_with(" (timed out)")).collect();
    assert!(timed_out.len() >= 2 && timed_out[0] && !timed_out[1..].iter().any(|&t| t), "{counterexample}");
    assert!(operations("steps").iter().any(|o| o == "time out in park"), "{counterexample}");
}

/// `weft check Main.java` on a program of several files: a sibling package's source under the
/// file's source root and a library on `-cp` compile with it, source lines come from the other
/// file, the report replays after the compile cache is deleted, and an edit to the other file
/// is checked (the cache is not reused).
#[test]
fn a_program_of_several_files_compiles_and_replays() {
    let dir = scratch("several");
    let write = |path: &str, text: &str| {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().expect("parent")).expect("directory");
        std::fs::write(path, text).expect("write source");
    };
    write("lib/src/Box.java", "package lib;\n\npublic class Box { public int value; }\n");
    write(
        "src/app/Main.java",
        "package app;\n\nimport app.util.Counter;\n\npublic class Main {\n    public static void main(String[] args) throws Exception {\n        Counter c = new Counter();\n        Thread t = new Thread(c::inc);\n        t.start();\n        c.inc();\n        t.join();\n        assert c.get() == 2 : \"lost update\";\n    }\n}\n",
    );
    let racy = "package app.util;\n\nimport lib.Box;\npublic class Counter {\n    private final Box box = new Box();\n    public void inc() { box.value++; }\n    public synchronized int get() { return box.value; }\n}\n";
    write("src/app/util/Counter.java", racy);
    let mut javac = Command::new(jdk_tool("javac"));
    javac.arg("-d").arg(dir.join("lib/classes")).arg(dir.join("lib/src/Box.java"));
    assert_eq!(run_with_timeout(javac, TIMEOUT, OUTPUT_CAP).ending, Ending::Exited(0));
    let main = dir.join("src/app/Main.java").display().to_string();
    let lib = dir.join("lib/classes").display().to_string();
    // Run from elsewhere: nothing is found through the current directory.
    let elsewhere = scratch("several-cwd");
    let run = weft(&["check", "--format", "json", "--checks", "assertion", "-cp", &lib, &main], Some(&elsewhere));
    assert_eq!(run.ending, Ending::Exited(1), "{}", String::from_utf8_lossy(&run.stderr));
    let report: Value = serde_json::from_slice(&run.stdout).expect("json");
    assert_eq!(report["program"]["original_class_path"], serde_json::json!([lib]));
    let violation = &report["violations"][0];
    assert_eq!(str_field(violation, "location"), Some("Main.java:12"), "{violation}");
    let text = weft(&["check", "--checks", "assertion", "-cp", &lib, &main], Some(&elsewhere));
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(text.contains("Counter.java:6  `public void inc() { box.value++; }`"), "{text}");
    let compiled = str_field(&report["program"], "compiled").expect("compiled").to_string();
    std::fs::remove_dir_all(&compiled).expect("delete the compile cache");
    let report_path = dir.join("report.json");
    std::fs::write(&report_path, &run.stdout).expect("write report");
    let replay = weft(&["replay", report_path.to_str().expect("utf-8")], Some(&elsewhere));
    let stderr = String::from_utf8_lossy(&replay.stderr);
    assert!(stderr.contains("again") && stderr.contains("was reproduced"), "{stderr}");
    // SARIF names the other file by its path from the current directory, as a repository has it.
    let sarif =
        weft(&["check", "--format", "sarif", "--checks", "assertion", "-cp", &lib, "src/app/Main.java"], Some(&dir));
    let sarif: Value = serde_json::from_slice(&sarif.stdout).expect("sarif");
    let flow = sarif["runs"][0]["results"][0]["codeFlows"].to_string();
    assert!(flow.contains("\"src/app/util/Counter.java\"") && flow.contains("\"src/app/Main.java\""), "{flow}");
    // The fix is in the other file; checking again must compile it, not reuse the cache.
    write("src/app/util/Counter.java", &racy.replace("public void inc()", "public synchronized void inc()"));
    let fixed = weft(&["check", "--checks", "assertion", "-cp", &lib, &main], Some(&elsewhere));
    assert_eq!(fixed.ending, Ending::Exited(0), "{}", String::from_utf8_lossy(&fixed.stdout));
}

#[test]
fn text_verdicts_are_honest() {
    let cp = classes().display().to_string();
    let random =
        weft(&["check", "--search", "random", "--runs", "5", "--checks", "deadlock", "-cp", &cp, "LostUpdate"], None);
    assert_eq!(random.ending, Ending::Exited(0));
    let text = String::from_utf8_lossy(&random.stdout);
    assert!(text.contains("Verdict: no violation in 5 random schedules (not exhaustive)"), "{text}");
    let limited = weft(&["check", "--max-states", "3", "-cp", &cp, "DiningPhilosophers"], None);
    let text = String::from_utf8_lossy(&limited.stdout);
    assert_eq!(limited.ending, Ending::Exited(3), "{text}");
    assert!(text.contains("incomplete: --max-states 3 reached"), "{text}");
    assert!(text.contains("raise --max-states"), "{text}");
    assert!(text.contains("most scheduling points (sampled) are in: "), "{text}");
    // The reduction is on by default, so it is suggested only when the search ran without it.
    assert!(!text.contains("--por dpor"), "{text}");
    let unreduced = weft(&["check", "--max-states", "3", "--por", "none", "-cp", &cp, "DiningPhilosophers"], None);
    let text = String::from_utf8_lossy(&unreduced.stdout);
    assert!(text.contains("--search dfs --por dpor (the default)"), "{text}");
    let json = check_json("DiningPhilosophers", &["--max-states", "3"]);
    assert_eq!(json["exhaustive"], Value::Bool(false));
    assert!(!json["hotspots"].as_array().expect("hotspots").is_empty());
}

#[test]
fn endless_local_loops_are_noted() {
    let name = "DivergingDaemonAssertion";
    let report = check_corpus_json(&corpus_file(name), &[]);
    assert_eq!(str_field(&report, "verdict"), Some("violation"), "{report}");
    let at = format!("{name}.java:{}", line_containing(name, "local++"));
    assert_eq!(
        report["diverged"],
        serde_json::json!([{ "thread": "Thread-0", "position": at, "iterations": 1_000_000 }]),
        "{report}"
    );
    assert!(report["stats"]["diverged"].as_u64().is_some_and(|n| n >= 1), "{}", report["stats"]);
    // What follows the loop was not explored: the verdict does not cover every interleaving,
    // and the text verdict says a loop taken to run forever may decide it.
    assert_eq!(report["exhaustive"], Value::Bool(false), "{report}");
    let cp = corpus_classes().display().to_string();
    let run = weft(&["check", "--max-loop-iterations", "1000000", "-cp", &cp, name], None);
    let text = String::from_utf8_lossy(&run.stdout);
    assert!(
        text.contains("Verdict: violation (1 found; a thread was taken to loop forever: see \"Not explored\")"),
        "{text}"
    );
    assert_eq!(report["program"]["max_loop_iterations"], 1_000_000);
    // The counterexample passes through the diverging step, which the replay takes again.
    let dir = scratch("diverged");
    let report_path = dir.join("report.json");
    std::fs::write(&report_path, report.to_string()).expect("write report");
    let replay = weft(&["replay", report_path.to_str().expect("utf-8")], None);
    let stderr = String::from_utf8_lossy(&replay.stderr);
    assert!(stderr.contains("the assertion failure was reproduced"), "{stderr}");

    let cp = corpus_classes().display().to_string();
    let run = weft(&["check", "--max-loop-iterations", "1000000", "-cp", &cp, "DivergingWorkerOk"], None);
    let text = String::from_utf8_lossy(&run.stdout);
    assert_eq!(run.ending, Ending::Exited(0), "{text}");
    let line = line_containing("DivergingWorkerOk", "local++");
    let note = format!(
        "Not explored: thread \"Thread-0\" was taken to loop forever after 1,000,000 loop iterations without a \
         scheduling point at DivergingWorkerOk.java:{line}; if that loop ends, what follows was not explored"
    );
    assert_eq!(text.matches(&note).count(), 1, "{text}");
    let stats = text.lines().find(|l| l.starts_with("Statistics:")).unwrap_or_default();
    assert!(stats.contains(" taken to loop forever"), "the statistics count it: {text}");
    assert!(text.contains("Verdict: ok: no violation on any interleaving explored (see \"Not explored\""), "{text}");
    // SARIF carries the note as a notification of the run, and stays valid.
    let run = weft(
        &["check", "--format", "sarif", "--max-loop-iterations", "1000000", "-cp", &cp, "DivergingWorkerOk"],
        None,
    );
    let sarif: Value = serde_json::from_slice(&run.stdout).expect("SARIF is JSON");
    assert!(sarif_errors(&sarif).is_empty(), "{sarif}");
    let notes = &sarif["runs"][0]["invocations"][0]["toolExecutionNotifications"];
    assert_eq!(notes[0]["message"]["text"].as_str(), Some(note.as_str()), "{sarif}");
    // A limit below one batch of counted iterations is refused.
    let run = weft(&["check", "--max-loop-iterations", "0", "-cp", &cp, "DivergingWorkerOk"], None);
    assert_eq!(run.ending, Ending::Exited(2), "{}", String::from_utf8_lossy(&run.stderr));

    // The time limit still stops a transition that has not reached the loop limit yet.
    let run = weft(
        &["check", "--max-loop-iterations", "100000000000", "--time-limit", "1", "-cp", &cp, "DivergingWorkerOk"],
        None,
    );
    let text = String::from_utf8_lossy(&run.stdout);
    assert_eq!(run.ending, Ending::Exited(3), "{text}");
    assert!(text.contains("incomplete: --time-limit 1 reached"), "{text}");

    let help = weft(&["check", "--help"], None);
    assert!(String::from_utf8_lossy(&help.stdout).contains("--max-loop-iterations"));
}

/// The README's sample output of its first `weft check` is what weft prints: every line of the
/// sample, in order, is a line of the output (`...` elides lines; a line ending in `...` is a
/// prefix). The command runs from the repository root, as the README says.
#[test]
fn readme_sample_output_is_current() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    let start = readme.find("```\nweft check LostUpdate (dfs search)\n").expect("the sample output in the README") + 4;
    let sample = &readme[start..start + readme[start..].find("```").expect("end of the sample")];
    let run = weft(&["check", "examples/LostUpdate.java"], Some(&root));
    assert_eq!(run.ending, Ending::Exited(1), "{}", String::from_utf8_lossy(&run.stderr));
    let output = String::from_utf8_lossy(&run.stdout).to_string();
    let mut lines = output.lines();
    for expected in sample.lines().filter(|l| !l.trim().is_empty() && l.trim() != "...") {
        let found = match expected.strip_suffix("...") {
            Some(prefix) => lines.any(|l| l.starts_with(prefix)),
            None => lines.any(|l| l == expected),
        };
        assert!(found, "README line {expected:?} is not (in that order) in the output:\n{output}");
    }
}

#[test]
fn newcomer_messages() {
    let run = weft(&["check"], Some(&scratch("empty")));
    assert_eq!(run.ending, Ending::Exited(2));
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(stderr.contains("weft check File.java") && !stderr.contains("weft run"), "{stderr}");
    let help = String::from_utf8_lossy(&weft(&["check", "--help"], None).stdout).to_string();
    assert!(help.contains("Exit status: 0 no violation"), "{help}");
    let help = String::from_utf8_lossy(&weft(&["--help"], None).stdout).to_string();
    assert!(help.contains("Exit status of check, test and witness: 0 no violation"), "{help}");
    // Without -cp the class path is the current directory, as with `java`.
    let run = weft(&["check", "LostUpdate"], Some(classes()));
    assert_eq!(run.ending, Ending::Exited(1), "{}", String::from_utf8_lossy(&run.stderr));
    // A reader that stops reading (`| head`) ends weft quietly, with SIGPIPE's status.
    let mut child = Command::new(env!("CARGO_BIN_EXE_weft"))
        .args(["check", "LostUpdate"])
        .current_dir(classes())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("spawn weft");
    drop(child.stdout.take());
    let closed = child.wait_with_output().expect("weft ends");
    let stderr = String::from_utf8_lossy(&closed.stderr);
    assert_eq!(closed.status.code(), Some(141), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

/// A loop that may be waiting for another thread's change, which it reads without a scheduling
/// point (a final field of an object whose constructor, in another thread, leaked it), is not
/// taken to loop forever: that would hide the assertion that the change makes fail. weft says it
/// cannot go on instead. A loop on the program's own interrupt status has a scheduling point at
/// every check (`isInterrupted()` asked by the program's code), so it waits for the interrupt
/// as any spin does: no deadlock is reported when main interrupts and joins it.
#[test]
fn loops_that_may_wait_for_another_thread_are_not_taken_to_loop_forever() {
    let dir = scratch("waiting-loops");
    std::fs::write(
        dir.join("SpinUntilInterrupted.java"),
        "public class SpinUntilInterrupted {\n\
         public static void main(String[] args) throws Exception {\n\
         Thread w = new Thread(() -> { while (!Thread.currentThread().isInterrupted()) { } });\n\
         w.start(); w.interrupt(); w.join();\n\
         }\n}\n",
    )
    .expect("write program");
    for extra in [&[][..], &["--por", "none"][..]] {
        let mut args = vec!["check", "--max-loop-iterations", "1000000"];
        args.extend_from_slice(extra);
        args.push("SpinUntilInterrupted.java");
        let run = weft(&args, Some(&dir));
        let (out, err) = (String::from_utf8_lossy(&run.stdout), String::from_utf8_lossy(&run.stderr));
        assert_eq!(run.ending, Ending::Exited(0), "SpinUntilInterrupted {extra:?}: {out}{err}");
        assert!(out.contains("ok: no violation on any interleaving"), "{out}");
    }
    let programs = [(
        "SpinOnLeakedFinal",
        "public class SpinOnLeakedFinal {\n\
             static class Box { final int v; Box() { leaked = this; Thread.yield(); v = 1; } }\n\
             static Box leaked;\n\
             public static void main(String[] args) throws Exception {\n\
             Thread w = new Thread(() -> {\n\
             Box b; while ((b = leaked) == null) { Thread.yield(); }\n\
             boolean waited = false; while (b.v == 0) { waited = true; }\n\
             assert !waited : \"saw the Box before its constructor set v\";\n\
             });\n\
             w.start(); new Box(); w.join();\n\
             }\n}\n",
    )];
    for (name, source) in programs {
        std::fs::write(dir.join(format!("{name}.java")), source).expect("write program");
        for extra in [&[][..], &["--por", "none", "--checks", "deadlock,assertion,exception"][..]] {
            let mut args = vec!["check", "--max-loop-iterations", "1000000"];
            args.extend_from_slice(extra);
            let file = format!("{name}.java");
            args.push(&file);
            let run = weft(&args, Some(&dir));
            let (out, err) = (String::from_utf8_lossy(&run.stdout), String::from_utf8_lossy(&run.stderr));
            assert_eq!(run.ending, Ending::Exited(2), "{name} {extra:?}: {out}{err}");
            assert!(err.contains("unsupported") && err.contains("another thread may change"), "{name}: {err}");
            assert!(!out.contains("deadlock"), "{name}: {out}");
        }
    }
}

/// Two programs whose uncaught exception the JDK (or weft's model of it) throws on behalf of a
/// call in the program's code: a second `Thread.start` (`IllegalThreadStateException`, thrown in
/// the model `Thread.java`) and `ArrayList.get` past the end (`IndexOutOfBoundsException`,
/// thrown in `Preconditions.java`). `(name, source, the program's line, exception)`.
const LIBRARY_THROWS: [(&str, &str, usize, &str); 2] = [
    (
        "DoubleStart",
        "public class DoubleStart {\n\
         \x20   public static void main(String[] args) {\n\
         \x20       Thread t = new Thread(() -> {});\n\
         \x20       t.start();\n\
         \x20       t.start();\n\
         \x20   }\n\
         }\n",
        5,
        "java.lang.IllegalThreadStateException",
    ),
    (
        "ListGet",
        "import java.util.*;\n\
         public class ListGet {\n\
         \x20   public static void main(String[] args) {\n\
         \x20       List<Integer> list = new ArrayList<>();\n\
         \x20       list.add(1);\n\
         \x20       int x = list.get(5);\n\
         \x20   }\n\
         }\n",
        6,
        "java.lang.IndexOutOfBoundsException",
    ),
];

/// An exception the library throws for the program is located at the program's call: the JSON
/// `location` begins with the program's line and keeps the library's throw site in a note
/// (`DoubleStart.java:5 (thrown in Thread.java:199)`); the text report says the same, SARIF points
/// at that line (not at the line where the failing step began, `t.start()` on line 4), and the
/// replay reproduces the exception.
#[test]
fn exceptions_the_library_throws_are_located_at_the_programs_call() {
    let dir = scratch("library-throws");
    for (name, source, line, exception) in LIBRARY_THROWS {
        let file = format!("{name}.java");
        std::fs::write(dir.join(&file), source).expect("write program");
        let run = weft(&["check", "--format", "json", &file], Some(&dir));
        assert_eq!(run.ending, Ending::Exited(1), "{name}: {}", String::from_utf8_lossy(&run.stderr));
        let report: Value = serde_json::from_slice(&run.stdout).expect("json");
        let v = &report["violations"][0];
        assert_eq!(str_field(v, "exception"), Some(exception), "{name}");
        let location = str_field(v, "location").expect("a location");
        let at = format!("{name}.java:{line}");
        let (position, note) = location.split_once(" (thrown in ").unwrap_or_else(|| panic!("{name}: {location}"));
        assert_eq!(position, at, "{name}: {location}");
        // The library's site: a file of the JDK (or of weft's model of `Thread`), with a line.
        let (site_file, site_line) = note.strip_suffix(')').and_then(|s| s.split_once(':')).expect("File.java:N)");
        assert!(site_file.ends_with(".java") && site_file != file, "{name}: {location}");
        assert!(site_line.parse::<u32>().is_ok(), "{name}: {location}");

        let text = weft(&["check", &file], Some(&dir));
        let text = String::from_utf8_lossy(&text.stdout).to_string();
        assert!(text.contains(&format!("  thrown at {location}\n")), "{name}: {text}");
        assert!(text.contains(&format!("1. exception at {location} (")), "{name}: {text}");

        let sarif = weft(&["check", "--format", "sarif", &file], Some(&dir));
        let sarif: Value = serde_json::from_slice(&sarif.stdout).expect("SARIF is JSON");
        let physical = &sarif["runs"][0]["results"][0]["locations"][0]["physicalLocation"];
        assert_eq!(physical["artifactLocation"]["uri"].as_str(), Some(file.as_str()), "{name}: {physical}");
        assert_eq!(physical["region"]["startLine"].as_u64(), Some(line as u64), "{name}: {physical}");

        let report_path = dir.join(format!("{name}.report.json"));
        std::fs::write(&report_path, &run.stdout).expect("write report");
        let replay = weft(&["replay", report_path.to_str().expect("utf-8")], Some(&dir));
        let stderr = String::from_utf8_lossy(&replay.stderr);
        assert!(stderr.contains("the uncaught exception was reproduced"), "{name}: {stderr}");
    }
}

/// Where a counterexample names a frame — a step's position and method, the library call a user
/// step runs inside — weft's internal model classes (`WeftMethodHandle`, `WeftReflection`, the
/// `weft.rt` runtime) do not appear: a frame of theirs is named as the JDK method it stands for.
/// `MethodHandleLostUpdate` calls `invokeExact`, which weft runs in `WeftMethodHandle.callI`;
/// `ReflectiveLostUpdate` calls `Method.invoke`, run in `WeftReflection.invoke` (the JDK's code,
/// like the method it stands for: no step stops inside it, and its steps begin at the invoked
/// method's accesses).
#[test]
fn weft_model_frames_stay_out_of_counterexamples() {
    let internal = |s: &str| s.contains("Weft") || s.contains("weft.rt.") || s.contains("weft/rt/");
    for (name, call) in [
        ("MethodHandleLostUpdate", Some("call java.lang.invoke.MethodHandle.invokeExact")),
        ("ReflectiveLostUpdate", None),
    ] {
        let report = check_json(name, &[]);
        let mut calls = Vec::new();
        for v in report["violations"].as_array().expect("violations") {
            let c = &v["counterexample"];
            for s in c["steps"].as_array().expect("steps") {
                for field in [&s["position"], &s["method"], &s["user"]["call"]] {
                    let frame = field.as_str().unwrap_or_default();
                    assert!(!internal(frame), "{name}: a model frame in step {s}");
                }
            }
            for u in c["user_steps"].as_array().expect("user steps") {
                let operation = str_field(u, "operation").unwrap_or_default();
                assert!(!internal(operation), "{name}: a model frame in user step {u}");
                calls.push(operation.to_string());
            }
        }
        if let Some(call) = call {
            assert!(calls.iter().any(|c| c == call), "{name}: no user step `{call}` in {calls:?}");
        }
        let cp = classes().display().to_string();
        let run = weft(&["check", "-cp", &cp, name], None);
        let text = String::from_utf8_lossy(&run.stdout);
        assert!(!internal(&text), "{name}: a model frame in the text report:\n{text}");
    }
}

/// `PoolNeverShutDown` (check corpus): a pool that is never shut down keeps its worker waiting
/// for a task in the JDK's code; the deadlock report says what that wait is and what ends it.
#[test]
fn a_pool_never_shut_down_is_named_in_the_deadlock() {
    let cp = classes().display().to_string();
    let run = weft(&["check", "-cp", &cp, "PoolNeverShutDown"], None);
    let out = String::from_utf8_lossy(&run.stdout);
    assert_eq!(run.ending, Ending::Exited(1), "{out}");
    assert!(
        out.contains("a thread pool's worker waiting for its next task: it ends only once the pool is shut down"),
        "{out}"
    );
}
