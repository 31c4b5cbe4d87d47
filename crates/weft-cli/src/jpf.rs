//! `weft check app.jpf`: reads a Java PathFinder application properties file and checks the
//! program it names with the equivalent weft settings.
//!
//! The file is JPF's flavour of Java properties: `key = value` lines, `#` comments, a trailing
//! `\` continues a line, `key += value` appends to an earlier value (comma-separated), and
//! `${config_path}` (the file's directory) or `${key}` (an earlier key) are expanded. As in
//! JPF, relative class path entries are relative to the working directory.
//!
//! What maps to weft (everything else is listed as ignored on standard error):
//!
//! | JPF key | weft |
//! |---|---|
//! | `target` | the main class |
//! | `target.args` | the program's arguments (comma-separated) |
//! | `target.entry` | `--entry` when it names a method other than `main` |
//! | `classpath` | `--class-path` |
//! | `search.class` | `--search`: `DFSearch` dfs, `BFSHeuristic` bfs, `RandomHeuristic`/`RandomSearch` random |
//! | `search.multiple_errors` | `--stop-on-first` unless true (JPF stops at the first error by default) |
//! | `search.depth_limit` | `--max-depth` |
//! | `search.properties` | `--checks`: `NotDeadlockedProperty` deadlock, `NoUncaughtExceptionsProperty` assertion and exception |
//! | `listener` race detectors (`PreciseRaceDetector`, `RaceDetector`, Java RaceFinder) | the `race` check |
//!
//! Without `search.properties` weft checks what JPF checks by default: deadlocks and uncaught
//! exceptions (assertion failures included), plus races when a race listener is configured.

use std::collections::BTreeMap;
use std::path::Path;

use anyhow::{bail, Context, Result};

use crate::{CheckArgs, SearchKind};

/// Listeners that detect data races; each turns on weft's (precise, happens-before) race check.
const RACE_LISTENERS: &[&str] = &[
    "gov.nasa.jpf.listener.PreciseRaceDetector",
    "gov.nasa.jpf.listener.RaceDetector",
    "gov.nasa.jpf.racefinder.RaceFinder",
    "gov.nasa.jpf.racefinder.JavaRaceFinder",
];

/// Listeners whose property weft always checks; they need no setting.
const COVERED_LISTENERS: &[&str] =
    &["gov.nasa.jpf.listener.DeadlockAnalyzer", "gov.nasa.jpf.listener.AssertionProperty"];

/// The properties of a `.jpf` file, in file order of first definition.
#[derive(Debug, Default)]
pub struct JpfProperties {
    values: BTreeMap<String, String>,
    order: Vec<String>,
}

impl JpfProperties {
    /// Parses the text of a `.jpf` file whose directory is `config_path`.
    pub fn parse(text: &str, config_path: &str) -> Result<JpfProperties> {
        let mut props = JpfProperties::default();
        let mut logical = String::new();
        let mut lines = Vec::new();
        for raw in text.lines() {
            let line = raw.trim();
            if logical.is_empty() && (line.is_empty() || line.starts_with('#') || line.starts_with('!')) {
                continue;
            }
            match line.strip_suffix('\\') {
                Some(part) => logical.push_str(part.trim_end()),
                None => {
                    logical.push_str(line);
                    lines.push(std::mem::take(&mut logical));
                }
            }
        }
        if !logical.is_empty() {
            lines.push(logical);
        }
        for line in lines {
            let Some(eq) = line.find('=') else {
                // A directive such as `@using jpf-core`, or a key without a value.
                props.set(line.split_whitespace().next().unwrap_or(&line), "", false);
                continue;
            };
            let (key, value) = (line[..eq].trim(), line[eq + 1..].trim());
            let (key, append) = match key.strip_suffix('+') {
                Some(k) => (k.trim_end(), true),
                None => (key, false),
            };
            if key.is_empty() {
                bail!("a line without a key: {line:?}");
            }
            let value = props.expand(value, config_path);
            props.set(key, &value, append);
        }
        Ok(props)
    }

    fn set(&mut self, key: &str, value: &str, append: bool) {
        if !self.values.contains_key(key) {
            self.order.push(key.to_string());
        }
        let entry = self.values.entry(key.to_string()).or_default();
        if append && !entry.is_empty() {
            entry.push(',');
            entry.push_str(value);
        } else {
            *entry = value.to_string();
        }
    }

    /// Expands `${config_path}` and `${key}` references to earlier keys.
    fn expand(&self, value: &str, config_path: &str) -> String {
        let mut out = String::new();
        let mut rest = value;
        while let Some(start) = rest.find("${") {
            out.push_str(&rest[..start]);
            let Some(len) = rest[start..].find('}') else {
                out.push_str(&rest[start..]);
                return out;
            };
            let name = &rest[start + 2..start + len];
            match name {
                "config_path" => out.push_str(config_path),
                _ => match self.values.get(name) {
                    Some(v) => out.push_str(v),
                    None => out.push_str(&rest[start..start + len + 1]),
                },
            }
            rest = &rest[start + len + 1..];
        }
        out.push_str(rest);
        out
    }

    pub fn get(&self, key: &str) -> Option<&str> {
        self.values.get(key).map(String::as_str)
    }
}

/// Comma- (or semicolon-) separated list items, trimmed, empty ones dropped.
fn list(value: &str) -> Vec<String> {
    value.split([',', ';']).map(str::trim).filter(|s| !s.is_empty()).map(str::to_string).collect()
}

/// Replaces the `.jpf` target of `args` by the program it describes and applies its settings.
/// Prints the keys that have no weft equivalent.
pub fn apply(file: &Path, args: &mut CheckArgs) -> Result<()> {
    let text = std::fs::read_to_string(file).with_context(|| format!("cannot read {}", file.display()))?;
    let dir = file.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
    let props = JpfProperties::parse(&text, &dir.display().to_string())
        .with_context(|| format!("{} is not a JPF properties file", file.display()))?;
    let mut ignored = Vec::new();
    let mut race = false;
    let mut checks: Option<Vec<String>> = None;
    let Some(target) = props.get("target").filter(|t| !t.is_empty()) else {
        bail!("{} has no `target` (the main class to check)", file.display());
    };
    args.program.target = Some(target.to_string());
    if !args.program.args.is_empty() {
        bail!(
            "the program's arguments come from target.args in {}; unexpected {:?}",
            file.display(),
            args.program.args
        );
    }
    for key in &props.order {
        let value = props.get(key).unwrap_or_default();
        match key.as_str() {
            "target" => {}
            "target.args" => args.program.args = list(value),
            "target.entry" => {
                let method = value.split('(').next().unwrap_or_default().trim();
                if !method.is_empty() && method != "main" {
                    args.program.options.entry = Some(format!("{target}#{method}"));
                }
            }
            "classpath" => {
                let entries: Vec<String> =
                    value.split([',', ';', ':']).map(str::trim).filter(|s| !s.is_empty()).map(str::to_string).collect();
                let mut class_path = entries.join(":");
                if let Some(extra) = &args.program.options.class_path {
                    class_path = format!("{extra}:{class_path}");
                }
                args.program.options.class_path = Some(class_path);
            }
            "search.class" => {
                args.search = match value.rsplit('.').next().unwrap_or_default() {
                    "DFSearch" => SearchKind::Dfs,
                    "BFSHeuristic" => SearchKind::Bfs,
                    "RandomHeuristic" | "RandomSearch" => SearchKind::Random,
                    _ => bail!(
                        "{}: search.class {value} has no weft equivalent (weft has DFSearch, BFSHeuristic and RandomHeuristic: dfs, bfs, random)",
                        file.display()
                    ),
                }
            }
            "search.multiple_errors" => args.stop_on_first = !value.eq_ignore_ascii_case("true"),
            "search.depth_limit" => {
                let limit: u32 = value
                    .parse()
                    .with_context(|| format!("{}: search.depth_limit is not a number: {value:?}", file.display()))?;
                args.max_depth = Some(limit);
            }
            "search.properties" => {
                let mut names = Vec::new();
                for property in list(value) {
                    match property.rsplit('.').next().unwrap_or_default() {
                        "NotDeadlockedProperty" => names.push("deadlock".to_string()),
                        "NoUncaughtExceptionsProperty" => {
                            names.extend(["assertion".to_string(), "exception".to_string()]);
                        }
                        _ => ignored.push(format!("search.properties {property}")),
                    }
                }
                checks = Some(names);
            }
            "listener" => {
                for listener in list(value) {
                    if RACE_LISTENERS.contains(&listener.as_str()) {
                        race = true;
                    } else if !COVERED_LISTENERS.contains(&listener.as_str()) {
                        ignored.push(format!("listener {listener}"));
                    }
                }
            }
            _ => ignored.push(key.clone()),
        }
    }
    // JPF stops at the first error unless told otherwise.
    if props.get("search.multiple_errors").is_none() {
        args.stop_on_first = true;
    }
    if args.checks.is_none() {
        let mut names =
            checks.unwrap_or_else(|| ["deadlock", "assertion", "exception"].iter().map(|s| s.to_string()).collect());
        if race {
            names.push("race".to_string());
        }
        args.checks = Some(names);
    }
    if !ignored.is_empty() {
        eprintln!("weft: {}: ignored (no weft equivalent): {}", file.display(), ignored.join(", "));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_jpf_properties() {
        let text = "# a comment\n@using = jpf-core\ntarget = pkg.Main\ntarget.args = a, b\nclasspath = ${config_path}/build\nclasspath += lib/x.jar\nlistener = gov.nasa.jpf.listener.PreciseRaceDetector,\\\n   gov.nasa.jpf.listener.CoverageAnalyzer\nreport = ${target}-report\n";
        let p = JpfProperties::parse(text, "/proj").unwrap();
        assert_eq!(p.get("target"), Some("pkg.Main"));
        assert_eq!(p.get("target.args"), Some("a, b"));
        assert_eq!(p.get("classpath"), Some("/proj/build,lib/x.jar"));
        assert_eq!(
            p.get("listener"),
            Some("gov.nasa.jpf.listener.PreciseRaceDetector,gov.nasa.jpf.listener.CoverageAnalyzer")
        );
        assert_eq!(p.get("report"), Some("pkg.Main-report"));
        assert_eq!(p.get("@using"), Some("jpf-core"));
        assert_eq!(p.order.first().map(String::as_str), Some("@using"));
    }

    #[test]
    fn rejects_a_line_without_a_key() {
        assert!(JpfProperties::parse("= value\n", ".").is_err());
    }
}
