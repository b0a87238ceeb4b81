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

/// What an importer or exporter found, as a message of the catalogs and its arguments (issue
/// 31): the facts are kept, the words are the edge's ([`Said::worded`], with the catalog it
/// passes); `Display` is English, for logs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// The message `key` with its named arguments.
    Message {
        key: &'static str,
        args: Vec<(&'static str, SaidArg)>,
    },
    /// A rules error (an illegal move, a FEN that cannot be read), worded by the rules' words.
    Rules(Box<crate::rules::RulesError>),
}

/// An argument of a [`Said`] message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SaidArg {
    Text(String),
    Number(i64),
}

impl From<String> for SaidArg {
    fn from(s: String) -> SaidArg {
        SaidArg::Text(s)
    }
}

impl From<&str> for SaidArg {
    fn from(s: &str) -> SaidArg {
        SaidArg::Text(s.to_owned())
    }
}

macro_rules! said_number {
    ($($t:ty),*) => {$(
        impl From<$t> for SaidArg {
            fn from(n: $t) -> SaidArg {
                SaidArg::Number(i64::try_from(n).unwrap_or(i64::MAX))
            }
        }
    )*};
}

said_number!(u8, u16, u32, u64, usize, i32, i64);

impl Said {
    /// The message `key` with `args`.
    pub fn new<const N: usize>(key: &'static str, args: [(&'static str, SaidArg); N]) -> Said {
        Said::Message {
            key,
            args: args.into(),
        }
    }

    /// The message in `cat`'s language.
    pub fn worded(&self, cat: &Catalog) -> String {
        match self {
            Said::Message { key, args } => {
                let args: Vec<crate::i18n::Arg<'_>> = args
                    .iter()
                    .map(|(name, value)| {
                        let value = match value {
                            SaidArg::Text(t) => t.as_str().into(),
                            SaidArg::Number(n) => (*n).into(),
                        };
                        (*name, value)
                    })
                    .collect();
                cat.get(key, &args)
            }
            Said::Rules(e) => crate::i18n::rules::rules_error(cat, e),
        }
    }
}

/// English, for logs.
impl fmt::Display for Said {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.worded(crate::i18n::catalog(crate::i18n::Lang::En)))
    }
}

impl From<crate::rules::RulesError> for Said {
    fn from(e: crate::rules::RulesError) -> Said {
        Said::Rules(Box::new(e))
    }
}

/// What went wrong while reading or writing an interchange file.
#[derive(Debug, thiserror::Error)]
pub enum InteropError {
    /// The input is malformed at a known place,
    /// e.g. "pairings.trf line 14: column 99: expected a result code, found 'x'".
    #[error("{at}: {message}")]
    Parse { at: Location, message: Said },
    /// The input is well-formed but its content contradicts itself or the request
    /// (a player paired twice, a round that is not in the file, …).
    #[error("{file}: {message}")]
    Content { file: String, message: Said },
    /// A game cannot be written as asked (e.g. an illegal move in the record).
    #[error("{0}")]
    Export(Said),
    /// A ruling file refused (III.6): its name and why; nothing recorded.
    #[error("{file}: {why}")]
    Refused { file: String, why: Said },
    /// A message on its own.
    #[error("{0}")]
    Said(Said),
    /// A file that cannot be read: its name and what the system said.
    #[error("cannot read {file}")]
    Read {
        file: String,
        #[source]
        source: std::io::Error,
    },
}

impl InteropError {
    pub(crate) fn parse(
        file: &str,
        line: usize,
        column: Option<usize>,
        message: impl Into<Said>,
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

    pub(crate) fn content(file: &str, message: impl Into<Said>) -> Self {
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
            InteropError::Content { .. }
            | InteropError::Export(_)
            | InteropError::Refused { .. }
            | InteropError::Said(_)
            | InteropError::Read { .. } => None,
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
                    &[("at", at.into()), ("message", message.worded(cat).into())],
                )
            }
            InteropError::Content { file, message } => cat.get(
                "errors-located",
                &[
                    ("at", file.clone().into()),
                    ("message", message.worded(cat).into()),
                ],
            ),
            InteropError::Export(message) => {
                cat.get("errors-export", &[("message", message.worded(cat).into())])
            }
            InteropError::Refused { file, why } => cat.get(
                "cli-ruling-refused",
                &[
                    ("file", file.clone().into()),
                    ("why", why.worded(cat).into()),
                ],
            ),
            InteropError::Said(said) => said.worded(cat),
            InteropError::Read { file, source } => format!(
                "{}: {}",
                cat.get("cli-cannot-read-file", &[("file", file.clone().into())]),
                crate::store::SystemText::of_io(source).worded(cat)
            ),
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
