//! What can go wrong with an event file, each naming the file (or board) concerned.

use std::path::PathBuf;

use thiserror::Error;

/// A command the rules refused, and where it stood in what was given; nothing of it was
/// written (the one check-and-append pipeline, `Store::execute` and the imports).
#[derive(Debug, Clone, PartialEq, Error)]
#[error("{error}")]
pub struct Refused {
    /// Which board of the batch (its place in the list given; 0 for one board).
    pub item: usize,
    /// Which command of that board's action.
    pub index: usize,
    pub error: crate::event::command::CommandError,
}

/// An error of the event file. Every variant names the path or the board it is about.
#[derive(Debug, Error)]
pub enum StoreError {
    #[error("{path}: no such event file (use `arbiter init` to create one)")]
    NotFound { path: PathBuf },
    #[error("{path}: already exists; not overwriting it")]
    Exists { path: PathBuf },
    #[error("{path}: is {kind}, not a regular file; an event file must be one (nothing opened)")]
    NotRegular { path: PathBuf, kind: FileKind },
    #[error("{path}: not an SQLite file ({detail})")]
    NotSqlite { path: PathBuf, detail: Detail },
    #[error("{path}: an SQLite file, but not an arbiter event file ({detail})")]
    NotArbiter { path: PathBuf, detail: Detail },
    #[error(
        "{path}: made by a newer arbiter (schema {found}, this one knows {known}); file left untouched"
    )]
    TooNew {
        path: PathBuf,
        found: i64,
        known: i64,
    },
    #[error("{path}: read-only ({detail}); nothing written")]
    ReadOnly { path: PathBuf, detail: Detail },
    #[error("{path}: disk full (or the file reached its size limit); nothing written")]
    DiskFull { path: PathBuf },
    #[error(
        "{path}: locked by another process for more than {waited_ms} ms; nothing written — try again"
    )]
    Locked { path: PathBuf, waited_ms: u64 },
    #[error("{path}: cannot open ({detail})")]
    CannotOpen { path: PathBuf, detail: Detail },
    /// Another process appended to the board since the caller read it (optimistic
    /// concurrency between two arbiters): what happened there, for the arbiter to review.
    #[error("{}", conflict.worded(crate::i18n::catalog(crate::i18n::Lang::En), *board))]
    Conflict {
        board: crate::event::BoardId,
        conflict: Conflict,
    },
    #[error("{path}: there is no board {board}")]
    NoBoard {
        path: PathBuf,
        board: crate::event::BoardId,
    },
    #[error("{path}: {detail}; nothing written")]
    OutOfRange {
        path: PathBuf,
        detail: super::RangeFact,
    },
    #[error("{path}: board {board} exists already")]
    BoardExists {
        path: PathBuf,
        board: crate::event::BoardId,
    },
    /// The command (or a command of the action, or of one board of a batch) was refused by the
    /// rules; nothing written.
    #[error(transparent)]
    Refused(Refused),
    #[error("{path}: damaged: {detail}")]
    Corrupt { path: PathBuf, detail: Detail },
    /// SQLite found the file damaged in the middle of work ("malformed", "not a database"):
    /// nothing more is written, and the arbiter is told to restore the last backup.
    #[error("{}", crate::i18n::catalog(crate::i18n::Lang::En).get("hostile-damaged", &[("path", path.display().to_string().into()), ("detail", detail.to_string().into())]))]
    Damaged { path: PathBuf, detail: Detail },
    /// The file's log is chained (`store::chain`) and this process cannot read the event key.
    #[error("{}", crate::i18n::catalog(crate::i18n::Lang::En).get("hostile-no-key", &[("path", path.display().to_string().into()), ("why", why.to_string().into())]))]
    NoKey { path: PathBuf, why: super::KeyFact },
    /// A table beside the log (`store::seal`) does not match its seal: it was edited outside
    /// the program, and a write that would seal it again is refused.
    #[error("{}", crate::i18n::catalog(crate::i18n::Lang::En).get("hostile-table-refused", &[("path", path.display().to_string().into()), ("table", (*table).into())]))]
    TableEdited { path: PathBuf, table: &'static str },
    /// The witness of the log's end (`store::witness`) shows the file lost its tail or its
    /// tables went back: a write would reuse what was given before.
    #[error("{}", crate::i18n::catalog(crate::i18n::Lang::En).get("hostile-witness-refused", &[("path", path.display().to_string().into()), ("detail", detail.to_string().into())]))]
    WitnessBroken {
        path: PathBuf,
        detail: Box<super::witness::WitnessFact>,
    },
    #[error("{path}: {source}")]
    Sqlite {
        path: PathBuf,
        #[source]
        source: rusqlite::Error,
    },
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

/// What a path that is not a regular file is; `Display` is English (logs), the CLI words it
/// in the arbiter's language ([`StoreError::worded`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileKind {
    Directory,
    Fifo,
    Socket,
    CharDevice,
    BlockDevice,
    /// Something else that is not a regular file.
    Other,
}

impl FileKind {
    /// The message key of its name (`errors` area).
    pub fn key(self) -> &'static str {
        match self {
            FileKind::Directory => "errors-kind-directory",
            FileKind::Fifo => "errors-kind-fifo",
            FileKind::Socket => "errors-kind-socket",
            FileKind::CharDevice => "errors-kind-char-device",
            FileKind::BlockDevice => "errors-kind-block-device",
            FileKind::Other => "errors-kind-other",
        }
    }
}

impl std::fmt::Display for FileKind {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::i18n::catalog(crate::i18n::Lang::En).get(self.key(), &[]))
    }
}

/// What another arbiter's process did to a board since it was read: the facts of a
/// [`StoreError::Conflict`], worded at the edge ([`Conflict::worded`]).
#[derive(Debug, Clone)]
pub enum Conflict {
    /// The board has fewer events than the caller saw (`last` < `expect`).
    Shorter { last: u32, expect: u32 },
    /// The newest event since the caller read the board: what, who, when (local `HH:MM:SS`),
    /// and how many changes came before it since event `expect`.
    Changed {
        what: Box<crate::event::EventKind>,
        who: String,
        when: String,
        earlier: u32,
        expect: u32,
    },
}

impl StoreError {
    /// The error worded in `lang`, naming the file or board concerned (what the CLI prints;
    /// `Display` stays English for logs).
    pub fn message(&self, lang: crate::i18n::Lang) -> String {
        self.worded(crate::i18n::catalog(lang))
    }

    /// Classify an SQLite error on `path`: read-only, full, busy and "not a database" get their own
    /// variants, so the user reads what is wrong rather than an SQLite code.
    pub(crate) fn from_sqlite(
        path: &std::path::Path,
        waited_ms: u64,
        err: rusqlite::Error,
    ) -> Self {
        use rusqlite::ErrorCode;
        let path = path.to_path_buf();
        let detail = Detail::System(SystemText::of_sqlite(&err));
        match err.sqlite_error_code() {
            Some(ErrorCode::ReadOnly) => StoreError::ReadOnly { path, detail },
            Some(ErrorCode::DiskFull) => StoreError::DiskFull { path },
            Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => {
                StoreError::Locked { path, waited_ms }
            }
            Some(ErrorCode::NotADatabase | ErrorCode::DatabaseCorrupt) => {
                StoreError::Damaged { path, detail }
            }
            Some(ErrorCode::CannotOpen | ErrorCode::PermissionDenied) => {
                StoreError::CannotOpen { path, detail }
            }
            _ => StoreError::Sqlite { path, source: err },
        }
    }
}

/// The detail of a store error: words of ours, or what SQLite or the operating system said.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Detail {
    /// Worded by the store (in the process's language).
    Words(String),
    /// A fact of the file the store found, worded in the reader's language ([`Detail::worded`]).
    Fact(FileFact),
    /// A row of the file the store cannot read, worded in the reader's language.
    Row(RowFact),
    /// Damage the store found (a WAL, pages, a board's variant, a migration, a backup),
    /// worded in the reader's language.
    Damage(super::DamageFact),
    /// What the system said, kept typed so that the reader's language words it
    /// ([`SystemText::worded`]).
    System(SystemText),
}

impl std::fmt::Display for Detail {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Detail::Words(w) => f.write_str(w),
            Detail::Fact(fact) => {
                f.write_str(&crate::i18n::catalog(crate::i18n::Lang::En).get(fact.key(), &[]))
            }
            Detail::Row(row) => {
                f.write_str(&row.worded(crate::i18n::catalog(crate::i18n::Lang::En)))
            }
            Detail::Damage(d) => write!(f, "{d}"),
            Detail::System(s) => f.write_str(&s.text),
        }
    }
}

/// A fact the store found about an event file, for a [`Detail`]: typed, so that the edge words
/// it in the reader's language (issue 31: the store does not word its own messages).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FileFact {
    /// The file is empty.
    Empty,
    /// The file does not begin with SQLite's header.
    NoHeader,
    /// An arbiter file with no schema version.
    NoSchema,
    /// The process may not write the file.
    NoWrite,
    /// The file's `-wal` or `-shm` was removed or replaced while this program had it open.
    CompanionsReplaced,
}

impl FileFact {
    /// The fact's message in the catalogs.
    pub fn key(self) -> &'static str {
        match self {
            FileFact::Empty => "errors-detail-empty",
            FileFact::NoHeader => "errors-detail-no-header",
            FileFact::NoSchema => "errors-detail-no-schema",
            FileFact::NoWrite => "errors-detail-no-write",
            FileFact::CompanionsReplaced => "hostile-companions-replaced",
        }
    }
}

impl From<String> for Detail {
    fn from(words: String) -> Detail {
        Detail::Words(words)
    }
}

impl From<super::DamageFact> for Detail {
    fn from(damage: super::DamageFact) -> Detail {
        Detail::Damage(damage)
    }
}

impl From<RowFact> for Detail {
    fn from(row: RowFact) -> Detail {
        Detail::Row(row)
    }
}

/// A row of the event file the store cannot read (or an event it cannot write), for a
/// [`Detail`]: what and where, worded at the edge (issue 31).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RowFact {
    /// The settings name a language arbiter does not speak.
    Language { text: String },
    /// The settings name an unknown edition of the Laws.
    Edition { edition: String },
    /// A round's date that is not one.
    RoundDate { round: u32, value: String },
    /// A round's time that is not one.
    RoundTime { round: u32, value: String },
    /// A bye of an unknown kind.
    ByeKind { round: u32, value: String },
    /// An event that cannot be encoded.
    Encode { error: String },
    /// A board's event that is missing.
    MissingEvent { board: String, seq: i64 },
    /// A board's event that cannot be read.
    UnreadableEvent {
        board: String,
        seq: i64,
        error: String,
    },
}

/// What SQLite or the operating system said: its cause (a kind and code, worded in the
/// reader's language) and its own text, which is English whatever the locale and is shown only
/// where no kind covers it. `Display` is the system's text (logs).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SystemText {
    pub cause: SystemCause,
    pub text: String,
}

/// The cause of a [`SystemText`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SystemCause {
    /// An operating-system error: its kind and raw code (`errno`).
    Os {
        kind: std::io::ErrorKind,
        code: Option<i32>,
    },
    /// An SQLite result code, with its extended code.
    Sqlite {
        code: rusqlite::ErrorCode,
        extended: i32,
    },
    /// Another error of the SQLite library (a type conversion, a bad parameter…): text only.
    Other,
}

impl SystemText {
    /// What the operating system said.
    pub fn of_io(e: &std::io::Error) -> SystemText {
        SystemText {
            cause: SystemCause::Os {
                kind: e.kind(),
                code: e.raw_os_error(),
            },
            text: e.to_string(),
        }
    }

    /// What SQLite said.
    pub fn of_sqlite(e: &rusqlite::Error) -> SystemText {
        let cause = match e {
            rusqlite::Error::SqliteFailure(f, _) => SystemCause::Sqlite {
                code: f.code,
                extended: f.extended_code,
            },
            _ => SystemCause::Other,
        };
        SystemText {
            cause,
            text: e.to_string(),
        }
    }
}

impl std::fmt::Display for SystemText {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}
