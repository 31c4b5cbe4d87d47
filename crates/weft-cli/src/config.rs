//! The project configuration file, `weft.toml`.
//!
//! Settings a project wants on every `weft check` — trusted classes, races known to be benign,
//! atomic blocks — live in a `weft.toml` in the directory weft is run from or one of its parents
//! (the nearest wins), or in the file `--config` names. Command-line options add to what the
//! file says.
//!
//! ```toml
//! [check]
//! trust = ["com.example.util.*"]          # like --trust
//! ignore-race = ["com.example.Stats.hits"] # like --ignore-race
//! atomic = ["com.example.Bank.transfer"]   # like --atomic
//! ```

use std::path::{Path, PathBuf};

use anyhow::{Context, Result};
use serde::Deserialize;

/// The file's name.
pub const FILE_NAME: &str = "weft.toml";

/// The contents of a `weft.toml`.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ProjectConfig {
    #[serde(default)]
    pub check: CheckSection,
}

/// The `[check]` table.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields, rename_all = "kebab-case")]
pub struct CheckSection {
    #[serde(default)]
    pub trust: Vec<String>,
    #[serde(default)]
    pub ignore_race: Vec<String>,
    #[serde(default)]
    pub atomic: Vec<String>,
}

/// Reads the configuration: `explicit` if given, else the nearest `weft.toml` from the current
/// directory upwards. `None` when there is none.
pub fn load(explicit: Option<&Path>) -> Result<Option<(PathBuf, ProjectConfig)>> {
    let path = match explicit {
        Some(p) => p.to_path_buf(),
        None => match find(&std::env::current_dir().unwrap_or_default()) {
            Some(p) => p,
            None => return Ok(None),
        },
    };
    let text = std::fs::read_to_string(&path).with_context(|| format!("cannot read {}", path.display()))?;
    let config = parse(&text).with_context(|| format!("in {}", path.display()))?;
    Ok(Some((path, config)))
}

/// Parses the text of a `weft.toml`.
pub fn parse(text: &str) -> Result<ProjectConfig> {
    Ok(toml::from_str(text)?)
}

fn find(start: &Path) -> Option<PathBuf> {
    start.ancestors().map(|d| d.join(FILE_NAME)).find(|p| p.is_file())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_every_key() {
        let c = parse("[check]\ntrust = [\"a.*\"]\nignore-race = [\"a.B.c\"]\natomic = [\"a.B.m\"]\n").unwrap();
        assert_eq!(c.check.trust, ["a.*"]);
        assert_eq!(c.check.ignore_race, ["a.B.c"]);
        assert_eq!(c.check.atomic, ["a.B.m"]);
    }

    #[test]
    fn empty_file_is_empty_config() {
        let c = parse("").unwrap();
        assert!(c.check.trust.is_empty() && c.check.ignore_race.is_empty() && c.check.atomic.is_empty());
    }

    #[test]
    fn unknown_keys_are_errors() {
        let e = parse("[check]\ntrusted = [\"a\"]\n").unwrap_err();
        assert!(format!("{e:#}").contains("trusted"), "{e:#}");
        assert!(parse("[chek]\n").is_err());
    }

    #[test]
    fn nearest_file_wins() {
        let root = std::env::temp_dir().join(format!("weft-config-{}", std::process::id()));
        let inner = root.join("a/b");
        std::fs::create_dir_all(&inner).unwrap();
        std::fs::write(root.join(FILE_NAME), "").unwrap();
        assert_eq!(find(&inner), Some(root.join(FILE_NAME)));
        std::fs::write(root.join("a").join(FILE_NAME), "").unwrap();
        assert_eq!(find(&inner), Some(root.join("a").join(FILE_NAME)));
        std::fs::remove_dir_all(&root).unwrap();
    }
}
