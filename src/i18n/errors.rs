//! Errors of the pure core worded at the edge (issue 16): the error types stay typed
//! (`TimeControlError`, `RulesError`, `FenError`); this module words them from the `errors`
//! message area in the reader's language. Their `Display` stays English for logs. The store's
//! and the exchange formats' errors are worded by their own modules with the catalog passed in
//! (`StoreError::worded`, `InteropError::worded`: `i18n` knows only the layers below it, issue
//! 31); what the arbiter reads on the command line is `cli::error_words::render`.

use fluent_bundle::FluentValue;

use super::Catalog;
use crate::clock::TimeControlError;
use crate::rules::FenError;

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

/// The core's errors in English, for logs and for clap's value parsers (whose own words around
/// them are English): no process-wide language (issue 31). What the arbiter reads is worded
/// with the catalog the edge has — `cli::error_words::render`, `crate::i18n::rules::rules_error`,
/// `crate::i18n::board::{number_out_of_range, board_ref_error, extra_number}`.
macro_rules! english_display {
    ($($t:ty => $word:path),* $(,)?) => {$(
        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                f.write_str(&$word(super::catalog(crate::lang::Lang::En), self))
            }
        }
    )*};
}

english_display! {
    crate::rules::RulesError => super::rules::rules_error,
    crate::event::NumberOutOfRange => super::board::number_out_of_range,
    crate::event::BoardRefError => super::board::board_ref_error,
    crate::event::round::ExtraNumberError => super::board::extra_number,
    crate::rules::dead::vector::VectorError => super::dead::vector_error,
}
