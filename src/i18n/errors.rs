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
use crate::store::{Conflict, StoreError};

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
        StoreError::ReadOnly { path, detail: d } => detail(path, "errors-read-only", d),
        StoreError::DiskFull { path } => cat.get("errors-disk-full", &[("path", path_arg(path))]),
        StoreError::Locked { path, waited_ms } => cat.get(
            "errors-locked",
            &[("path", path_arg(path)), ("ms", (*waited_ms).into())],
        ),
        StoreError::CannotOpen { path, detail: d } => detail(path, "errors-cannot-open", d),
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
        // The refusal's reason is worded by the rules' wording (`event::command`).
        StoreError::Refused(refused) => refused.to_string(),
        StoreError::Corrupt { path, detail: d } => detail(path, "errors-corrupt", d),
        StoreError::Damaged { path, detail: d } => detail(path, "hostile-damaged", d),
        StoreError::NoKey { path, why } => cat.get(
            "hostile-no-key",
            &[("path", path_arg(path)), ("why", why.clone().into())],
        ),
        StoreError::Sqlite { path, source } => detail(path, "errors-system", &source.to_string()),
        StoreError::Io { path, source } => detail(path, "errors-system", &source.to_string()),
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
    match e {
        FenError::Syntax(d) => cat.get("errors-fen-syntax", &[("detail", d.clone().into())]),
        FenError::Illegal(d) => cat.get("errors-fen-impossible", &[("detail", d.clone().into())]),
        FenError::Counter(d) => d.clone(),
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
        } else if let Some(e) = cause.downcast_ref::<InteropError>() {
            interop(cat, e)
        } else if let Some(e) = cause.downcast_ref::<TimeControlError>() {
            time_control(cat, e)
        } else if let Some(e) = cause.downcast_ref::<RulesError>() {
            crate::i18n::rules::rules_error(cat, e)
        } else if let Some(e) = cause.downcast_ref::<FenError>() {
            fen(cat, e)
        } else {
            parts.push(cause.to_string());
            continue;
        };
        parts.push(worded);
        break;
    }
    parts.join(": ")
}
