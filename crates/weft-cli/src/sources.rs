//! Finding the program's source lines for reports.
//!
//! Class files name only their source file (`Cache.java`), not where it is. The index looks for
//! it, in order: the source files the report records (a `.java` target), each class path
//! directory and the recorded files' source roots under the class's package directory, and the
//! current directory (with and without the
//! package directory), which covers `weft check File.java`, `javac -d out` beside the sources and
//! the usual `src/main/java` layouts when run from the project root.

use std::cell::RefCell;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

use weft_explore::UserStep;

/// Source files of one program, read on first use.
#[derive(Default)]
pub struct SourceIndex {
    /// Files to try first, by file name.
    recorded: Vec<PathBuf>,
    /// Directories under which `pkg/dir/File.java` may be found.
    roots: Vec<PathBuf>,
    /// File contents by path tried (`None`: not found), split into lines.
    cache: RefCell<HashMap<PathBuf, Option<Vec<String>>>>,
}

impl SourceIndex {
    /// An index over the recorded source files and the class path directories.
    pub fn new(recorded: &[String], class_path: &[String]) -> SourceIndex {
        let mut roots: Vec<PathBuf> = class_path.iter().map(PathBuf::from).filter(|p| p.is_dir()).collect();
        // The other files of a `.java` target's program are under its source root.
        roots.extend(recorded.iter().map(|s| crate::compile::source_root_of(Path::new(s))));
        roots.push(PathBuf::from("."));
        roots.push(PathBuf::from("src/main/java"));
        roots.push(PathBuf::from("src"));
        SourceIndex { recorded: recorded.iter().map(PathBuf::from).collect(), roots, cache: RefCell::default() }
    }

    /// The trimmed source text of a user step's line, when its file can be found.
    pub fn line_of(&self, step: &UserStep) -> Option<String> {
        let (file, line) = step.position.as_deref()?.rsplit_once(':')?;
        let line: usize = line.parse().ok()?;
        // The package is the method's class name up to its last dot before the class.
        let method = step.method.as_deref()?;
        let class = method.rsplit_once('.').map(|(c, _)| c)?;
        let package_dir = class.rsplit_once('.').map(|(p, _)| p.replace('.', "/"));
        let mut candidates: Vec<PathBuf> =
            self.recorded.iter().filter(|p| p.file_name().is_some_and(|n| n == file)).cloned().collect();
        for root in &self.roots {
            // A file of the same name outside the package directory is another class's source.
            match &package_dir {
                Some(dir) => candidates.push(root.join(dir).join(file)),
                None => candidates.push(root.join(file)),
            }
        }
        candidates.iter().find_map(|path| self.line(path, line))
    }

    fn line(&self, path: &Path, line: usize) -> Option<String> {
        let mut cache = self.cache.borrow_mut();
        let lines = cache.entry(path.to_path_buf()).or_insert_with(|| {
            std::fs::read_to_string(path).ok().map(|text| text.lines().map(|l| l.trim().to_string()).collect())
        });
        lines.as_ref()?.get(line.checked_sub(1)?).filter(|l| !l.is_empty()).cloned()
    }

    /// Fills in the `source` field of every user step of every violation.
    pub fn annotate(&self, violations: &mut [weft_explore::Violation]) {
        for v in violations {
            for step in &mut v.counterexample.user_steps {
                if step.source.is_none() {
                    step.source = self.line_of(step);
                }
            }
        }
    }
}
