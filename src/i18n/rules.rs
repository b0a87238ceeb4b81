//! The rules engine's findings in words: how the Laws ended a game (Art. 5.1.1, 5.2.1, 5.2.2,
//! 9.6.1, 9.6.2), what makes two positions with the same pieces different (Art. 9.2.3), and
//! the analysis of a game record (Art. 9.2.2, 9.3.2). The engine returns the facts
//! (`rules::EndDetail`, `rules::Difference`, `rules::analyze::GameAnalysis`); the words are here.

use shakmaty::{CastlingSide, Color};

use super::{Arg, Catalog};
use crate::rules::{Difference, EndDetail, EndRule, GameRecord};

/// "white" / "black": the selector the message files choose the grammar by (Russian and
/// Spanish decline the side's name differently in each sentence).
pub fn colour_key(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The rule's name: "fivefold repetition", "quíntuple repetición", "пятикратное повторение
/// позиции".
pub fn end_rule(cat: &Catalog, rule: EndRule) -> String {
    cat.get("end-rule", &[("rule", rule.as_str().into())])
}

/// "34.Qe2", or "the start" for ply 0.
pub fn move_label(cat: &Catalog, record: &GameRecord, ply: usize) -> String {
    if ply == 0 {
        cat.get("at-start", &[])
    } else {
        record.ply_label(ply)
    }
}

/// "at the start" / "after 22.Nb5 (ply 43)".
pub fn at(cat: &Catalog, record: &GameRecord, ply: usize) -> String {
    if ply == 0 {
        cat.get("claim-at-start", &[])
    } else {
        cat.get(
            "claim-at-ply",
            &[("label", record.ply_label(ply).into()), ("ply", ply.into())],
        )
    }
}

/// Why the Laws ended the game, in one clause ("White mates", "the same position has stood
/// 5 times (after …)"). `record` gives the moves' labels.
pub fn end_reason(cat: &Catalog, record: &GameRecord, detail: &EndDetail) -> String {
    match detail {
        EndDetail::Checkmate { winner } => {
            cat.get("end-checkmate", &[("winner", colour_key(*winner).into())])
        }
        EndDetail::Stalemate { to_move } => {
            cat.get("end-stalemate", &[("to_move", colour_key(*to_move).into())])
        }
        EndDetail::Fivefold { occurrences } => {
            let list: Vec<String> = occurrences
                .iter()
                .map(|&p| move_label(cat, record, p))
                .collect();
            cat.get(
                "end-fivefold",
                &[
                    ("count", occurrences.len().into()),
                    ("list", list.join(", ").into()),
                ],
            )
        }
        EndDetail::SeventyFiveMoves { halfmoves } => {
            cat.get("end-seventy-five", &[("moves", (halfmoves / 2).into())])
        }
        EndDetail::DeadPosition { proof } => {
            cat.get("end-dead", &[("proof", proof.clone().into())])
        }
    }
}

/// One difference between two positions with the same pieces (Art. 9.2.3).
pub fn difference(cat: &Catalog, d: &Difference) -> String {
    match *d {
        Difference::SideToMove { then, .. } => {
            cat.get("diff-side-to-move", &[("then", colour_key(then).into())])
        }
        Difference::Castling { colour, side, had } => {
            let args: [Arg<'_>; 3] = [
                ("colour", colour_key(colour).into()),
                (
                    "side",
                    match side {
                        CastlingSide::KingSide => "kingside",
                        CastlingSide::QueenSide => "queenside",
                    }
                    .into(),
                ),
                ("had", if had { "yes" } else { "no" }.into()),
            ];
            cat.get("diff-castling", &args)
        }
        Difference::EnPassant {
            colour,
            square,
            now,
        } => cat.get(
            if now { "diff-ep-now" } else { "diff-ep-then" },
            &[
                ("colour", colour_key(colour).into()),
                ("square", square.to_string().into()),
            ],
        ),
    }
}
