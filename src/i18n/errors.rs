//! Errors worded at the edge (issue 16): the error types stay typed (`StoreError`,
//! `InteropError`, `TimeControlError`, `RulesError`); this module words them from the `errors`
//! message area in the reader's language, naming the file, line or board concerned. Their
//! `Display` stays English for logs; what the arbiter reads on the command line is
//! [`render`].

use fluent_bundle::FluentValue;

use super::Catalog;
use crate::clock::TimeControlError;
use crate::event::BoardId;
use crate::interop::InteropError;
use crate::interop::error::Location;
use crate::rules::{FenError, RulesError};
use crate::store::{Conflict, Detail, StoreError, SystemCause, SystemText};

fn path_arg(path: &std::path::Path) -> FluentValue<'static> {
    path.display().to_string().into()
}

/// A [`StoreError`]: the event file's problem (not ours, newer, read-only, full, locked, a
/// conflict between two arbiters, …) with the file or board it is about.
pub fn store(cat: &Catalog, e: &StoreError) -> String {
    let detail = |path: &std::path::Path, key: &str, detail: &str| {
        cat.get(
            key,
            &[
                ("path", path_arg(path)),
                ("detail", detail.to_owned().into()),
            ],
        )
    };
    match e {
        StoreError::NotFound { path } => cat.get("errors-not-found", &[("path", path_arg(path))]),
        StoreError::Exists { path } => cat.get("errors-exists", &[("path", path_arg(path))]),
        StoreError::NotRegular { path, kind } => cat.get(
            "errors-not-regular",
            &[
                ("path", path_arg(path)),
                ("kind", cat.get(kind.key(), &[]).into()),
            ],
        ),
        StoreError::NotSqlite { path, detail: d } => detail(path, "errors-not-sqlite", d),
        StoreError::NotArbiter { path, detail: d } => detail(path, "errors-not-arbiter", d),
        StoreError::TooNew { path, found, known } => cat.get(
            "errors-too-new",
            &[
                ("path", path_arg(path)),
                ("found", (*found).into()),
                ("known", (*known).into()),
            ],
        ),
        StoreError::ReadOnly { path, detail: d } => {
            detail(path, "errors-read-only", &worded(cat, d))
        }
        StoreError::DiskFull { path } => cat.get("errors-disk-full", &[("path", path_arg(path))]),
        StoreError::Locked { path, waited_ms } => cat.get(
            "errors-locked",
            &[("path", path_arg(path)), ("ms", (*waited_ms).into())],
        ),
        StoreError::CannotOpen { path, detail: d } => {
            detail(path, "errors-cannot-open", &worded(cat, d))
        }
        StoreError::Conflict { board, conflict: c } => conflict(cat, *board, c),
        StoreError::NoBoard { path, board } => cat.get(
            "errors-no-board",
            &[
                ("path", path_arg(path)),
                ("board", board.to_string().into()),
            ],
        ),
        StoreError::OutOfRange { path, detail: d } => detail(path, "errors-out-of-range", d),
        StoreError::BoardExists { path, board } => cat.get(
            "errors-board-exists",
            &[
                ("path", path_arg(path)),
                ("board", board.to_string().into()),
            ],
        ),
        StoreError::Refused(refused) => super::refusal::command_error(cat, &refused.error),
        StoreError::Corrupt { path, detail: d } => detail(path, "errors-corrupt", d),
        StoreError::Damaged { path, detail: d } => detail(path, "hostile-damaged", &worded(cat, d)),
        StoreError::NoKey { path, why } => cat.get(
            "hostile-no-key",
            &[("path", path_arg(path)), ("why", why.clone().into())],
        ),
        StoreError::TableEdited { path, table } => cat.get(
            "hostile-table-refused",
            &[("path", path_arg(path)), ("table", (*table).into())],
        ),
        StoreError::WitnessBroken { path, detail: d } => cat.get(
            "hostile-witness-refused",
            &[("path", path_arg(path)), ("detail", d.clone().into())],
        ),
        StoreError::Sqlite { path, source } => detail(
            path,
            "errors-system",
            &system(cat, &SystemText::of_sqlite(source)),
        ),
        StoreError::Io { path, source } => detail(
            path,
            "errors-system",
            &system(cat, &SystemText::of_io(source)),
        ),
    }
}

/// A store error's detail: the store's words as they are, the system's worded here.
fn worded(cat: &Catalog, d: &Detail) -> String {
    match d {
        Detail::Words(w) => w.clone(),
        Detail::System(s) => system(cat, s),
    }
}

/// What the operating system said about a file or a terminal, in the process's language.
pub fn os(e: &std::io::Error) -> String {
    system(crate::i18n::current(), &SystemText::of_io(e))
}

/// What SQLite or the operating system said, in the reader's language (issue 16): its kind
/// worded, with its code; the system's own text (English whatever the locale) only where no
/// kind covers it.
pub fn system(cat: &Catalog, s: &SystemText) -> String {
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

/// A conflict between two arbiters on `board`: what the other process recorded, who, when.
pub fn conflict(cat: &Catalog, board: BoardId, c: &Conflict) -> String {
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
                    crate::rules::upper_first(&super::board::event(cat, what)).into(),
                ),
                ("who", who.clone().into()),
                ("when", when.clone().into()),
                ("earlier", (*earlier).into()),
                ("expect", (*expect).into()),
            ],
        ),
    }
}

/// Where in an input file: "pairings.trf line 14: column 99".
pub fn location(cat: &Catalog, at: &Location) -> String {
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

/// An [`InteropError`]: where in the input file (file, line, column) and what.
pub fn interop(cat: &Catalog, e: &InteropError) -> String {
    match e {
        InteropError::Parse { at, message } => {
            let at = location(cat, at);
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

/// A FEN that cannot be read.
pub fn fen(cat: &Catalog, e: &FenError) -> String {
    use shakmaty::PositionErrorKinds as P;
    use shakmaty::fen::ParseFenError as F;
    match e {
        FenError::Syntax { part, text } => {
            let part = match part {
                F::InvalidBoard => "board",
                F::InvalidTurn => "turn",
                F::InvalidCastling => "castling",
                F::InvalidEpSquare => "ep",
                F::InvalidHalfmoveClock => "halfmoves",
                F::InvalidFullmoves => "fullmoves",
                _ => "other",
            };
            cat.get(
                "errors-fen-syntax",
                &[("part", part.into()), ("text", format!("{text:?}").into())],
            )
        }
        FenError::Illegal(kinds) => {
            let named = [
                (P::EMPTY_BOARD, "errors-fen-empty-board"),
                (P::MISSING_KING, "errors-fen-missing-king"),
                (P::TOO_MANY_KINGS, "errors-fen-too-many-kings"),
                (P::PAWNS_ON_BACKRANK, "errors-fen-pawns-on-backrank"),
                (P::INVALID_CASTLING_RIGHTS, "errors-fen-castling"),
                (P::INVALID_EP_SQUARE, "errors-fen-ep"),
                (P::OPPOSITE_CHECK, "errors-fen-opposite-check"),
                (P::IMPOSSIBLE_CHECK, "errors-fen-impossible-check"),
                (P::TOO_MUCH_MATERIAL, "errors-fen-too-much-material"),
            ];
            let mut reasons: Vec<String> = named
                .iter()
                .filter(|(k, _)| kinds.contains(*k))
                .map(|(_, key)| cat.get(key, &[]))
                .collect();
            if reasons.is_empty() {
                reasons.push(cat.get("errors-fen-other", &[]));
            }
            cat.get(
                "errors-fen-impossible",
                &[("detail", reasons.join("; ").into())],
            )
        }
        FenError::Counter {
            counter,
            shown,
            max,
        } => cat.get(
            "rules-fen-counter",
            &[
                (
                    "name",
                    match counter {
                        crate::rules::FenCounter::Halfmoves => "halfmoves",
                        crate::rules::FenCounter::Fullmoves => "fullmoves",
                    }
                    .into(),
                ),
                ("shown", shown.clone().into()),
                ("max", max.to_string().into()),
            ],
        ),
    }
}

/// A time control that cannot be read (Art. 6): which period, which part.
pub fn time_control(cat: &Catalog, e: &TimeControlError) -> String {
    use TimeControlError as E;
    let presets = || -> FluentValue<'static> {
        crate::clock::PRESETS
            .iter()
            .map(|(name, _)| *name)
            .collect::<Vec<_>>()
            .join(", ")
            .into()
    };
    let part = |p: &str| -> FluentValue<'static> { format!("{p:?}").into() };
    let at = |key: &str, period: usize, p: &str| {
        cat.get(key, &[("period", period.into()), ("part", part(p))])
    };
    match e {
        E::Empty => cat.get("errors-tc-empty", &[("presets", presets())]),
        E::BadTime { period, part: p } => at("errors-tc-bad-time", *period, p),
        E::BadMoves { period, part: p } => at("errors-tc-bad-moves", *period, p),
        E::BadFromMove { period, part: p } => at("errors-tc-bad-from-move", *period, p),
        E::AmbiguousSlash { period, part: p } => at("errors-tc-ambiguous-slash", *period, p),
        E::Shorthand { period, part: p } => at("errors-tc-shorthand", *period, p),
        E::Unexpected { period, part: p } => at("errors-tc-unexpected", *period, p),
        E::ZeroMoves { period } => cat.get("errors-tc-zero-moves", &[("period", (*period).into())]),
        E::MissingMoves { period, part: p } => at("errors-tc-missing-moves", *period, p),
        E::LastWithMoves { period, part: p } => cat.get(
            "errors-tc-last-with-moves",
            &[
                ("period", (*period).into()),
                ("part", part(p)),
                ("bare", p.clone().into()),
            ],
        ),
        E::NoTime { part: p } => cat.get("errors-tc-no-time", &[("part", part(p))]),
        E::Unknown(p) => cat.get(
            "errors-tc-unknown",
            &[("part", part(p)), ("presets", presets())],
        ),
    }
}

/// "time control "90/40": period 1: …" — the control as typed and why it cannot be read.
pub fn time_control_as_typed(cat: &Catalog, text: &str, e: &TimeControlError) -> String {
    cat.get(
        "errors-time-control",
        &[
            ("text", format!("{text:?}").into()),
            ("why", time_control(cat, e).into()),
        ],
    )
}

/// An error as the command line prints it: the causes from the outside in, joined by ": ",
/// each typed error worded in `cat`'s language (its own detail included, so the causes below
/// it are not repeated).
pub fn render(cat: &Catalog, err: &anyhow::Error) -> String {
    let mut parts = Vec::new();
    for cause in err.chain() {
        let worded = if let Some(e) = cause.downcast_ref::<StoreError>() {
            store(cat, e)
        } else if let Some(e) = cause.downcast_ref::<crate::event::command::CommandError>() {
            super::refusal::command_error(cat, e)
        } else if let Some(e) = cause.downcast_ref::<InteropError>() {
            interop(cat, e)
        } else if let Some(e) = cause.downcast_ref::<TimeControlError>() {
            time_control(cat, e)
        } else if let Some(e) = cause.downcast_ref::<RulesError>() {
            crate::i18n::rules::rules_error(cat, e)
        } else if let Some(e) = cause.downcast_ref::<FenError>() {
            fen(cat, e)
        } else if let Some(e) = cause.downcast_ref::<std::io::Error>() {
            system(cat, &SystemText::of_io(e))
        } else if let Some(e) = cause.downcast_ref::<rusqlite::Error>() {
            system(cat, &SystemText::of_sqlite(e))
        } else {
            parts.push(cause.to_string());
            continue;
        };
        parts.push(worded);
        break;
    }
    parts.join(": ")
}
