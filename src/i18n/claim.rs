//! A claim's verdict (Art. 9.2, 9.3, 9.5) in words, from the rules engine's structured verdict.

use shakmaty::Color;

use super::{Arg, Catalog};
use crate::rules::{ClaimRule, ClaimVerdict, GameRecord};

/// "White" / "las blancas" / "белые".
pub fn side(cat: &Catalog, c: Color) -> String {
    cat.get(
        match c {
            Color::White => "side-white",
            Color::Black => "side-black",
        },
        &[],
    )
}

/// "30.Qe2, 32.Qe2, 34.Qe2": the moves after which the position stood; 0 is the start, a ply
/// beyond the record the written move.
fn list(cat: &Catalog, record: &GameRecord, verdict: &ClaimVerdict) -> String {
    verdict
        .occurrences
        .as_deref()
        .unwrap_or(&[])
        .iter()
        .map(|&p| {
            if p == 0 {
                cat.get("at-start", &[])
            } else if p > record.plies() {
                verdict.written.clone().unwrap_or_default()
            } else {
                record.ply_label(p)
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// The verdict's headline: correct under which rule and article, or incorrect.
pub fn headline(cat: &Catalog, verdict: &ClaimVerdict) -> String {
    let article: Arg<'_> = ("article", verdict.article.into());
    match (verdict.valid, verdict.rule) {
        (true, Some(ClaimRule::FiftyMoves)) => cat.get("claim-correct-fifty", &[article]),
        (true, _) => cat.get("claim-correct-threefold", &[article]),
        (false, _) => cat.get("claim-incorrect", &[]),
    }
}

/// Why, in sentences a player accepts ("The written move 34.Qe2 makes the position appear for
/// the third time with Black to move (after 30.Qe2, 32.Qe2, 34.Qe2); the game is drawn.").
/// `record` is the game as it stood at the claim.
pub fn explanation(cat: &Catalog, record: &GameRecord, verdict: &ClaimVerdict) -> String {
    let mut text = reasons(cat, record, verdict);
    // Art. 5, 9.6: an end by the Laws before the claim makes the later moves void.
    if let Some(end) = record.ending().filter(|e| e.ply <= record.plies()) {
        text.push(' ');
        text.push_str(&cat.get(
            "claim-ended-note",
            &[
                ("at", super::rules::at(cat, record, end.ply).into()),
                ("rule", super::rules::end_rule(cat, end.rule).into()),
                ("article", end.article.into()),
            ],
        ));
    }
    text
}

fn reasons(cat: &Catalog, record: &GameRecord, verdict: &ClaimVerdict) -> String {
    let written = verdict.written.clone().unwrap_or_else(|| "none".into());
    let count = verdict.occurrences.as_ref().map_or(0, Vec::len);
    let since = verdict
        .since_ply
        .map(|p| cat.get("claim-since", &[("label", record.ply_label(p).into())]))
        .unwrap_or_default();
    match (verdict.valid, verdict.rule) {
        (true, Some(ClaimRule::FiftyMoves)) => cat.get(
            "claim-why-fifty",
            &[
                ("written", written.into()),
                ("moves", (verdict.halfmoves / 2).into()),
                ("since", since.into()),
            ],
        ),
        (true, _) => {
            // The repeated position has the claimant to move (9.2.2) or, after the written
            // move, the opponent (9.2.1).
            let to_move = if verdict.written.is_some() {
                !verdict.claimant
            } else {
                verdict.claimant
            };
            cat.get(
                "claim-why-threefold",
                &[
                    ("written", written.into()),
                    ("count", count.into()),
                    ("to_move", side(cat, to_move).into()),
                    ("list", list(cat, record, verdict).into()),
                ],
            )
        }
        (false, _) => {
            let mut text = cat.get(
                "claim-why-incorrect",
                &[
                    ("written", written.clone().into()),
                    ("count", count.max(1).into()),
                    ("list", list(cat, record, verdict).into()),
                    ("plies", verdict.halfmoves.into()),
                ],
            );
            if !verdict.near_misses.is_empty() {
                text.push(' ');
                text.push_str(&cat.get(
                    "claim-near-misses",
                    &[("count", verdict.near_misses.len().into())],
                ));
                for miss in verdict.near_misses.iter().take(3) {
                    let diffs: Vec<String> = miss
                        .differences
                        .iter()
                        .map(|d| super::rules::difference(cat, d))
                        .collect();
                    text.push(' ');
                    // A sentence of its own: "At the start …", "Al inicio …".
                    text.push_str(&crate::rules::upper_first(&cat.get(
                        "claim-near-miss",
                        &[
                            ("at", super::rules::at(cat, record, miss.ply).into()),
                            ("differences", diffs.join("; ").into()),
                        ],
                    )));
                }
            }
            if let Some(w) = &verdict.written {
                text.push(' ');
                text.push_str(&cat.get("claim-must-play", &[("written", w.clone().into())]));
            }
            text
        }
    }
}
