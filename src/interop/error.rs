//! One error type for every importer and exporter.

use std::fmt;

use crate::i18n::Catalog;

/// Where in an input file a problem was found: file name, 1-based line, optional 1-based column.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Location {
    pub file: String,
    pub line: usize,
    pub column: Option<usize>,
}

/// English, for logs; the CLI words it in the arbiter's language ([`crate::i18n::errors`]).
impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let english = crate::i18n::catalog(crate::i18n::Lang::En);
        f.write_str(&self.worded(english))
    }
}

impl Location {
    /// Where in an input file: "pairings.trf line 14: column 99".
    pub fn worded(&self, cat: &Catalog) -> String {
        let at = self;
        match at.column {
            Some(column) => cat.get(
                "errors-at-column",
                &[
                    ("file", at.file.clone().into()),
                    ("line", at.line.into()),
                    ("column", column.into()),
                ],
            ),
            None => cat.get(
                "errors-at-line",
                &[("file", at.file.clone().into()), ("line", at.line.into())],
            ),
        }
    }
}

/// What went wrong while reading or writing an interchange file.
#[derive(Debug, thiserror::Error)]
pub enum InteropError {
    /// The input is malformed at a known place,
    /// e.g. "pairings.trf line 14: column 99: expected a result code, found 'x'".
    #[error("{at}: {message}")]
    Parse { at: Location, message: String },
    /// The input is well-formed but its content contradicts itself or the request
    /// (a player paired twice, a round that is not in the file, …).
    #[error("{file}: {message}")]
    Content { file: String, message: String },
    /// A game cannot be written as asked (e.g. an illegal move in the record).
    #[error("{0}")]
    Export(String),
}

impl InteropError {
    pub(crate) fn parse(
        file: &str,
        line: usize,
        column: Option<usize>,
        message: impl Into<String>,
    ) -> Self {
        InteropError::Parse {
            at: Location {
                file: file.to_owned(),
                line,
                column,
            },
            message: message.into(),
        }
    }

    pub(crate) fn content(file: &str, message: impl Into<String>) -> Self {
        InteropError::Content {
            file: file.to_owned(),
            message: message.into(),
        }
    }

    /// The error worded in `lang`, naming the file, line and column (what the CLI prints;
    /// `Display` stays English for logs).
    pub fn message(&self, lang: crate::i18n::Lang) -> String {
        self.worded(crate::i18n::catalog(lang))
    }

    /// The line the error points at, if any (tests and the CLI use it).
    pub fn line(&self) -> Option<usize> {
        match self {
            InteropError::Parse { at, .. } => Some(at.line),
            InteropError::Content { .. } | InteropError::Export(_) => None,
        }
    }
}

impl InteropError {
    /// An [`InteropError`]: where in the input file (file, line, column) and what.
    pub fn worded(&self, cat: &Catalog) -> String {
        let e = self;
        match e {
            InteropError::Parse { at, message } => {
                let at = at.worded(cat);
                cat.get(
                    "errors-located",
                    &[("at", at.into()), ("message", message.clone().into())],
                )
            }
            InteropError::Content { file, message } => cat.get(
                "errors-located",
                &[
                    ("at", file.clone().into()),
                    ("message", message.clone().into()),
                ],
            ),
            InteropError::Export(message) => {
                cat.get("errors-export", &[("message", message.clone().into())])
            }
        }
    }
}

/// Decode a text file: UTF-8 (a BOM is dropped), else Windows-1252/Latin-1 as written by older
/// Windows pairing programs. Never fails: every byte maps to a character.
pub fn decode_text(bytes: &[u8]) -> String {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_owned(),
        Err(_) => bytes.iter().map(|&b| char::from(b)).collect(),
    }
}
