//! Errors of reading, validating and converting traces.

/// Why a trace could not be read, converted or monitored.
#[derive(Debug, thiserror::Error)]
pub enum TraceError {
    /// Reading or writing failed.
    #[error("i/o error: {0}")]
    Io(#[from] std::io::Error),
    /// A line of a text trace (or the record standing for it in a binary trace) is malformed:
    /// bad syntax, a bad name, or an event that breaks the structure of a trace (`end` without
    /// `begin`, an event of a thread after it was joined, ...).
    #[error("line {line}: {message}")]
    Malformed {
        /// 1-based line number (in a binary trace: the line the record has in the text form).
        line: u64,
        /// What is wrong.
        message: String,
    },
    /// A binary trace is corrupt (bad header, unknown record tag, undefined id, truncation).
    #[error("binary trace, byte offset {offset}: {message}")]
    BadBinary {
        /// Byte offset of the offending record.
        offset: u64,
        /// What is wrong.
        message: String,
    },
}

impl TraceError {
    pub(crate) fn malformed(line: u64, message: impl Into<String>) -> Self {
        TraceError::Malformed { line, message: message.into() }
    }

    pub(crate) fn binary(offset: u64, message: impl Into<String>) -> Self {
        TraceError::BadBinary { offset, message: message.into() }
    }
}
