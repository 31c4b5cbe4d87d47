//! SARIF 2.1.0 reports (`weft check --format sarif`), for GitHub code scanning and IDEs.
//!
//! One run of the tool `weft`; one rule per kind of violation (`weft/deadlock`,
//! `weft/assertion`, `weft/exception`, `weft/atomicity`, `weft/race`); one result per violation,
//! located at the program's own code, with the counterexample as a code flow: one thread flow per
//! thread, whose locations carry their global `executionOrder`, so a viewer can replay the
//! interleaving step by step. Locations are the user-level steps (`Counterexample::user_steps`);
//! their files are named relative to the current directory when the source was found there (the
//! `.java` target and the other files under its source root), else by their package path
//! (`app/Main.java`), which is how a repository lays them out.

use serde_json::{json, Value};
use weft_explore::{Kind, Outcome, UserStep, Violation};

use crate::ProgramSpec;

/// The kinds in rule order: a result's `ruleIndex` is the kind's position here.
const KINDS: [Kind; 6] =
    [Kind::Deadlock, Kind::Assertion, Kind::Exception, Kind::Atomicity, Kind::Race, Kind::NonTermination];

/// The SARIF document of an outcome, as JSON text.
pub fn sarif(spec: &ProgramSpec, outcome: &Outcome) -> serde_json::Result<String> {
    let rules: Vec<Value> = KINDS.iter().map(|&k| rule(k)).collect();
    let results: Vec<Value> = outcome.violations.iter().map(|v| result(spec, v)).collect();
    let mut document = json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": {
                "driver": {
                    "name": "weft",
                    "version": env!("CARGO_PKG_VERSION"),
                    "informationUri": "https://example.invalid/weft",
                    "rules": rules,
                }
            },
            "results": results,
        }]
    });
    // What the search left unexplored travels with the results, as the text report's
    // "Not explored" lines do: a viewer shows them next to the (possibly empty) results.
    if !outcome.diverged.is_empty() {
        let notes: Vec<Value> = outcome
            .diverged
            .iter()
            .map(|d| json!({ "level": "warning", "message": { "text": format!("Not explored: {}", d.note()) } }))
            .collect();
        document["runs"][0]["invocations"] =
            json!([{ "executionSuccessful": true, "toolExecutionNotifications": notes }]);
    }
    serde_json::to_string_pretty(&document)
}

fn rule(kind: Kind) -> Value {
    let (name, description) = match kind {
        Kind::Deadlock => ("Deadlock", "Every live thread is blocked forever on some interleaving."),
        Kind::Assertion => ("AssertionFailure", "An assert statement fails on some interleaving."),
        Kind::Exception => ("UncaughtException", "An exception escapes a thread on some interleaving."),
        Kind::Atomicity => ("AtomicityViolation", "Atomic blocks are not conflict-serializable on some interleaving."),
        Kind::Race => {
            ("DataRace", "Two conflicting accesses not ordered by happens-before (a Java Memory Model data race).")
        }
        Kind::NonTermination => (
            "NonTermination",
            "On some interleaving the program reaches a state from which it can never end, though it ends on others.",
        ),
    };
    json!({
        "id": rule_id(kind),
        "name": name,
        "shortDescription": { "text": kind.description() },
        "fullDescription": { "text": description },
        "defaultConfiguration": { "level": "error" },
    })
}

fn rule_id(kind: Kind) -> String {
    format!("weft/{}", kind.name())
}

fn result(spec: &ProgramSpec, v: &Violation) -> Value {
    let steps = &v.counterexample.user_steps;
    let mut result = json!({
        "ruleId": rule_id(v.kind),
        "ruleIndex": KINDS.iter().position(|&k| k == v.kind).unwrap_or(0),
        "level": "error",
        "message": { "text": v.message },
    });
    if let Some(location) = primary_location(spec, v) {
        result["locations"] = json!([location]);
    }
    // One thread flow per thread, in order of first appearance.
    let mut threads: Vec<&str> = Vec::new();
    for s in steps {
        if !threads.contains(&s.thread.as_str()) {
            threads.push(&s.thread);
        }
    }
    let thread_flows: Vec<Value> = threads
        .iter()
        .filter_map(|&thread| {
            let locations: Vec<Value> = steps
                .iter()
                .enumerate()
                .filter(|(_, s)| s.thread == thread)
                .filter_map(|(order, s)| {
                    let mut location = step_location(spec, s)?;
                    location["message"] = json!({ "text": format!("{thread}: {}", s.operation) });
                    Some(json!({ "location": location, "executionOrder": order + 1 }))
                })
                .collect();
            (!locations.is_empty()).then(|| json!({ "id": thread, "locations": locations }))
        })
        .collect();
    if !thread_flows.is_empty() {
        result["codeFlows"] = json!([{
            "message": { "text": format!("counterexample: {}", crate::report::counterexample_size(&v.counterexample, true)) },
            "threadFlows": thread_flows,
        }]);
    }
    result
}

/// Where the violation shows in the program's code: the later access of a race; the program's
/// line an exception was thrown at (its `location` begins with it: the user-level step that
/// failed begins where the thread was last scheduled, often lines before); else the last
/// user-level step of an involved thread (where it fails or blocks), else of any thread.
fn primary_location(spec: &ProgramSpec, v: &Violation) -> Option<Value> {
    if let Some(access) = v.accesses.last() {
        let step = UserStep {
            thread: access.thread.clone(),
            position: Some(access.position.clone()),
            method: Some(access.method.clone()),
            operation: String::new(),
            source: None,
            steps: Vec::new(),
            calls: Vec::new(),
        };
        if let Some(location) = step_location(spec, &step) {
            return Some(location);
        }
    }
    if let (Some(location), Some(method)) = (&v.location, &v.location_method) {
        // `Main.java:5 (thrown in Thread.java:199)`: the position before the note.
        let position = location.split(" (").next().unwrap_or(location);
        let step = UserStep {
            thread: String::new(),
            position: Some(position.to_string()),
            method: Some(method.clone()),
            operation: String::new(),
            source: None,
            steps: Vec::new(),
            calls: Vec::new(),
        };
        if let Some(location) = step_location(spec, &step) {
            return Some(location);
        }
    }
    let steps = &v.counterexample.user_steps;
    let involved = steps.iter().rev().find(|s| s.position.is_some() && v.threads.contains(&s.thread));
    involved.or_else(|| steps.iter().rev().find(|s| s.position.is_some())).and_then(|s| step_location(spec, s))
}

/// A SARIF `location` for a user step's `File.java:line`.
fn step_location(spec: &ProgramSpec, step: &UserStep) -> Option<Value> {
    let (file, line) = step.position.as_deref()?.rsplit_once(':')?;
    let line: u64 = line.parse().ok().filter(|&l| l > 0)?;
    Some(json!({
        "physicalLocation": {
            "artifactLocation": { "uri": artifact_uri(spec, file, step.method.as_deref()) },
            "region": { "startLine": line },
        }
    }))
}

/// The file's path as a relative URI: the compiled source, or another file of its program under
/// its source root, relative to the current directory when it is there; else the package
/// directory and the file name.
fn artifact_uri(spec: &ProgramSpec, file: &str, method: Option<&str>) -> String {
    let package = method.and_then(|m| m.rsplit_once('.')).and_then(|(class, _)| class.rsplit_once('.')).map(|(p, _)| p);
    let in_package = match package {
        Some(p) => format!("{}/{file}", p.replace('.', "/")),
        None => file.to_string(),
    };
    if let Some(source) = &spec.source {
        let source = std::path::Path::new(source);
        let path = if source.file_name().is_some_and(|n| n == file) {
            source.to_path_buf()
        } else {
            crate::compile::source_root_of(source).join(&in_package)
        };
        let relative =
            std::env::current_dir().ok().and_then(|cwd| path.strip_prefix(cwd).ok().map(|p| p.to_path_buf()));
        if let Some(relative) = relative.filter(|_| path.is_file()) {
            return relative.display().to_string();
        }
    }
    in_package
}
