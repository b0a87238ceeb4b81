//! Store errors worded at the edge's request (issue 16): the error types stay typed; these
//! word them from the `errors` message area in the catalog the caller passes, naming the file
//! or board concerned. The store words its own facts (issue 31): `i18n` does not know the store.

use fluent_bundle::FluentValue;

use super::{Conflict, Detail, RowFact, StoreError, SystemCause, SystemText};
use crate::event::BoardId;
use crate::i18n::Catalog;

fn path_arg(path: &std::path::Path) -> FluentValue<'static> {
    path.display().to_string().into()
}

impl StoreError {
    /// A [`StoreError`]: the event file's problem (not ours, newer, read-only, full, locked, a
    /// conflict between two arbiters, …) with the file or board it is about.
    pub fn worded(&self, cat: &Catalog) -> String {
        let detail = |path: &std::path::Path, key: &str, detail: &str| {
            cat.get(
                key,
                &[
                    ("path", path_arg(path)),
                    ("detail", detail.to_owned().into()),
                ],
            )
        };
        match self {
            StoreError::NotFound { path } => {
                cat.get("errors-not-found", &[("path", path_arg(path))])
            }
            StoreError::Exists { path } => cat.get("errors-exists", &[("path", path_arg(path))]),
            StoreError::NotRegular { path, kind } => cat.get(
                "errors-not-regular",
                &[
                    ("path", path_arg(path)),
                    ("kind", cat.get(kind.key(), &[]).into()),
                ],
            ),
            StoreError::NotSqlite { path, detail: d } => {
                detail(path, "errors-not-sqlite", &d.worded(cat))
            }
            StoreError::NotArbiter { path, detail: d } => {
                detail(path, "errors-not-arbiter", &d.worded(cat))
            }
            StoreError::TooNew { path, found, known } => cat.get(
                "errors-too-new",
                &[
                    ("path", path_arg(path)),
                    ("found", (*found).into()),
                    ("known", (*known).into()),
                ],
            ),
            StoreError::ReadOnly { path, detail: d } => {
                detail(path, "errors-read-only", &d.worded(cat))
            }
            StoreError::DiskFull { path } => {
                cat.get("errors-disk-full", &[("path", path_arg(path))])
            }
            StoreError::Locked { path, waited_ms } => cat.get(
                "errors-locked",
                &[("path", path_arg(path)), ("ms", (*waited_ms).into())],
            ),
            StoreError::CannotOpen { path, detail: d } => {
                detail(path, "errors-cannot-open", &d.worded(cat))
            }
            StoreError::Conflict { board, conflict: c } => c.worded(cat, *board),
            StoreError::NoBoard { path, board } => cat.get(
                "errors-no-board",
                &[
                    ("path", path_arg(path)),
                    ("board", board.to_string().into()),
                ],
            ),
            StoreError::OutOfRange { path, detail: d } => {
                detail(path, "errors-out-of-range", &d.worded(cat))
            }
            StoreError::BoardExists { path, board } => cat.get(
                "errors-board-exists",
                &[
                    ("path", path_arg(path)),
                    ("board", board.to_string().into()),
                ],
            ),
            StoreError::Refused(refused) => {
                crate::i18n::refusal::command_error(cat, &refused.error)
            }
            StoreError::Corrupt { path, detail: d } => {
                detail(path, "errors-corrupt", &d.worded(cat))
            }
            StoreError::Damaged { path, detail: d } => {
                detail(path, "hostile-damaged", &d.worded(cat))
            }
            StoreError::NoKey { path, why } => cat.get(
                "hostile-no-key",
                &[("path", path_arg(path)), ("why", why.worded(cat).into())],
            ),
            StoreError::TableEdited { path, table } => cat.get(
                "hostile-table-refused",
                &[("path", path_arg(path)), ("table", (*table).into())],
            ),
            StoreError::WitnessBroken { path, detail: d } => cat.get(
                "hostile-witness-refused",
                &[("path", path_arg(path)), ("detail", d.worded(cat).into())],
            ),
            StoreError::Sqlite { path, source } => detail(
                path,
                "errors-system",
                &SystemText::of_sqlite(source).worded(cat),
            ),
            StoreError::Io { path, source } => detail(
                path,
                "errors-system",
                &SystemText::of_io(source).worded(cat),
            ),
        }
    }
}

impl Detail {
    /// A store error's detail: the store's words as they are, the system's worded here.
    pub fn worded(&self, cat: &Catalog) -> String {
        let d = self;
        match d {
            Detail::Words(w) => w.clone(),
            Detail::Fact(fact) => cat.get(fact.key(), &[]),
            Detail::Row(row) => row.worded(cat),
            Detail::Damage(damage) => damage.worded(cat),
            Detail::System(s) => s.worded(cat),
        }
    }
}

/// What the operating system said about a file or a terminal, in `cat`'s language.
pub fn os_words(cat: &Catalog, e: &std::io::Error) -> String {
    SystemText::of_io(e).worded(cat)
}

impl SystemText {
    /// What SQLite or the operating system said, in the reader's language (issue 16): its kind
    /// worded, with its code; the system's own text (English whatever the locale) only where no
    /// kind covers it.
    pub fn worded(&self, cat: &Catalog) -> String {
        let s = self;
        use rusqlite::ErrorCode as C;
        use std::io::ErrorKind as K;
        let other = |key: &str| cat.get(key, &[("system", s.text.clone().into())]);
        match s.cause {
            SystemCause::Os { kind, code } => {
                let key = match kind {
                    K::NotFound => "errors-os-not-found",
                    K::PermissionDenied => "errors-os-permission-denied",
                    K::ReadOnlyFilesystem => "errors-os-read-only-fs",
                    K::StorageFull | K::QuotaExceeded => "errors-os-storage-full",
                    K::FileTooLarge => "errors-os-file-too-large",
                    K::IsADirectory => "errors-os-is-a-directory",
                    K::NotADirectory => "errors-os-not-a-directory",
                    K::AlreadyExists => "errors-os-already-exists",
                    K::InvalidData => "errors-os-invalid-data",
                    K::UnexpectedEof => "errors-os-unexpected-eof",
                    K::TimedOut => "errors-os-timed-out",
                    K::ConnectionRefused => "errors-os-connection-refused",
                    K::HostUnreachable | K::NetworkUnreachable => "errors-os-unreachable",
                    _ => return other("errors-os-other"),
                };
                let what = cat.get(key, &[]);
                match code {
                    Some(code) => cat.get(
                        "errors-os-code",
                        &[("what", what.into()), ("code", code.into())],
                    ),
                    None => what,
                }
            }
            SystemCause::Sqlite { code, extended } => {
                let key = match code {
                    C::ReadOnly => "errors-sqlite-read-only",
                    C::CannotOpen => "errors-sqlite-cannot-open",
                    C::PermissionDenied => "errors-sqlite-permission-denied",
                    C::NotADatabase => "errors-sqlite-not-a-database",
                    C::DatabaseCorrupt => "errors-sqlite-corrupt",
                    C::SystemIoFailure => "errors-sqlite-io",
                    C::DiskFull => "errors-sqlite-full",
                    C::DatabaseBusy | C::DatabaseLocked => "errors-sqlite-busy",
                    C::ConstraintViolation => "errors-sqlite-constraint",
                    C::TooBig => "errors-sqlite-too-big",
                    C::OutOfMemory => "errors-sqlite-no-memory",
                    _ => return other("errors-sqlite-other"),
                };
                cat.get(
                    "errors-sqlite-code",
                    &[
                        ("what", cat.get(key, &[]).into()),
                        ("code", extended.into()),
                    ],
                )
            }
            SystemCause::Other => other("errors-sqlite-other"),
        }
    }
}

impl Conflict {
    /// A conflict between two arbiters on `board`: what the other process recorded, who, when.
    pub fn worded(&self, cat: &Catalog, board: BoardId) -> String {
        let c = self;
        match c {
            Conflict::Shorter { last, expect } => cat.get(
                "errors-conflict-shorter",
                &[
                    ("board", board.to_string().into()),
                    ("last", (*last).into()),
                    ("expect", (*expect).into()),
                ],
            ),
            Conflict::Changed {
                what,
                who,
                when,
                earlier,
                expect,
            } => cat.get(
                "errors-conflict-changed",
                &[
                    ("board", board.to_string().into()),
                    (
                        "what",
                        crate::rules::upper_first(&crate::i18n::board::event(cat, what)).into(),
                    ),
                    ("who", who.clone().into()),
                    ("when", when.clone().into()),
                    ("earlier", (*earlier).into()),
                    ("expect", (*expect).into()),
                ],
            ),
        }
    }
}

impl RowFact {
    /// What cannot be read, and where, in `cat`'s language.
    pub fn worded(&self, cat: &Catalog) -> String {
        let round_value = |key: &str, round: u32, value: &str| {
            cat.get(
                key,
                &[
                    ("round", round.into()),
                    ("value", format!("{value:?}").into()),
                ],
            )
        };
        match self {
            RowFact::Language { text } => {
                cat.get("errors-corrupt-language", &[("text", text.clone().into())])
            }
            RowFact::Edition { edition } => cat.get(
                "errors-corrupt-edition",
                &[("edition", format!("{edition:?}").into())],
            ),
            RowFact::RoundDate { round, value } => {
                round_value("errors-corrupt-round-date", *round, value)
            }
            RowFact::RoundTime { round, value } => {
                round_value("errors-corrupt-round-time", *round, value)
            }
            RowFact::ByeKind { round, value } => {
                round_value("errors-corrupt-bye-kind", *round, value)
            }
            RowFact::Encode { error } => {
                cat.get("errors-corrupt-encode", &[("error", error.clone().into())])
            }
            RowFact::MissingEvent { board, seq } => cat.get(
                "errors-corrupt-missing-event",
                &[("board", board.clone().into()), ("seq", (*seq).into())],
            ),
            RowFact::UnreadableEvent { board, seq, error } => cat.get(
                "errors-corrupt-unreadable-event",
                &[
                    ("board", board.clone().into()),
                    ("seq", (*seq).into()),
                    ("error", error.clone().into()),
                ],
            ),
        }
    }
}
