//! The one error type of this crate.

use std::path::PathBuf;

/// Why a class path could not be opened or a class could not be read from it.
///
/// Every variant names the file it is about, so the message alone tells the user what to fix.
/// A *missing class* is never an error: [`ClassPath::find`](crate::ClassPath::find) returns
/// `Ok(None)` for it.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ClassPathError {
    /// A class-path entry names a file or directory that does not exist.
    #[error("class-path entry {}: no such file or directory", path.display())]
    NotFound {
        /// The missing path.
        path: PathBuf,
    },
    /// A directory entry names something that is not a directory.
    #[error("class-path entry {}: not a directory", path.display())]
    NotADirectory {
        /// The offending path.
        path: PathBuf,
    },
    /// The operating system refused to open or read a file.
    #[error("{}: {error}", path.display())]
    Io {
        /// The file being read.
        path: PathBuf,
        /// What the operating system said.
        error: std::io::Error,
    },
    /// A jar (zip) file is damaged or is not a zip file at all.
    #[error("{}: not a valid jar file: {reason}", path.display())]
    InvalidJar {
        /// The jar.
        path: PathBuf,
        /// What is wrong with it.
        reason: String,
    },
    /// A JDK runtime image (`lib/modules`) is damaged or is not a jimage file.
    #[error("{}: not a valid JDK runtime image (jimage): {reason}", path.display())]
    InvalidImage {
        /// The image file.
        path: PathBuf,
        /// What is wrong with it.
        reason: String,
    },
    /// A runtime-image resource is compressed with a method this crate does not implement.
    #[error(
        "{}: resource {resource} is compressed with `{method}`, which weft cannot decompress \
         (supported: zip, compact-cp)",
        path.display()
    )]
    UnsupportedCompression {
        /// The image file.
        path: PathBuf,
        /// The resource, e.g. `/java.base/java/lang/Object.class`.
        resource: String,
        /// The compressor's name as recorded in the image.
        method: String,
    },
}

impl ClassPathError {
    /// The file or directory the error is about.
    pub fn path(&self) -> &std::path::Path {
        match self {
            ClassPathError::NotFound { path }
            | ClassPathError::NotADirectory { path }
            | ClassPathError::Io { path, .. }
            | ClassPathError::InvalidJar { path, .. }
            | ClassPathError::InvalidImage { path, .. }
            | ClassPathError::UnsupportedCompression { path, .. } => path,
        }
    }

    /// An I/O error while opening `path`, turning "no such file" into [`ClassPathError::NotFound`].
    pub(crate) fn open_failed(path: PathBuf, error: std::io::Error) -> ClassPathError {
        if error.kind() == std::io::ErrorKind::NotFound {
            ClassPathError::NotFound { path }
        } else {
            ClassPathError::Io { path, error }
        }
    }
}
