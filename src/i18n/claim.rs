//! A claim's verdict (Art. 9.2, 9.3, 9.5) in words, from the rules engine's structured verdict.

use shakmaty::Color;

use super::{Arg, Catalog};
use crate::event::procedure::{
    ClaimFacts, ClaimFinding, ClaimText, HoldMark, MateVerdict, PieceHold, PlyMark,
};
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

/// "30.Qe2, 32.Qe2, 34.Qe2": the moves after which the position stood (the start, the written
/// move).
fn list(cat: &Catalog, f: &ClaimFinding) -> String {
    f.occurrences
        .as_deref()
        .unwrap_or(&[])
        .iter()
        .map(|m| label(cat, m))
        .collect::<Vec<_>>()
        .join(", ")
}

/// "34.Qe2", or "the start" for ply 0.
fn label(cat: &Catalog, m: &PlyMark) -> String {
    if m.ply == 0 {
        cat.get("at-start", &[])
    } else {
        m.label.clone()
    }
}

/// "at the start" / "after 22.Nb5 (ply 43)".
fn at(cat: &Catalog, m: &PlyMark) -> String {
    if m.ply == 0 {
        cat.get("claim-at-start", &[])
    } else {
        cat.get(
            "claim-at-ply",
            &[("label", m.label.clone().into()), ("ply", m.ply.into())],
        )
    }
}

/// "the knight on b8", "a knight (b1 or g1)": the piece of an illegal written move (Art. 4.3).
pub fn piece(cat: &Catalog, hold: &HoldMark) -> String {
    let role: Arg<'_> = ("role", hold.role.clone().into());
    match hold.squares.as_slice() {
        [sq] => cat.get("hold-piece-one", &[role, ("square", sq.clone().into())]),
        squares => {
            let list = squares
                .iter()
                .cloned()
                .reduce(|list, square| {
                    cat.get(
                        "hold-squares-or",
                        &[("list", list.into()), ("square", square.into())],
                    )
                })
                .unwrap_or_default();
            cat.get("hold-piece-any", &[role, ("squares", list.into())])
        }
    }
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
    finding(cat, &ClaimFinding::of(record, verdict))
}

/// A claim's explanation as an event keeps it, in `cat`'s language: the finding worded, or the
/// text an older version stored, as stored.
pub fn text(cat: &Catalog, text: &ClaimText) -> String {
    match text {
        ClaimText::Finding(f) => finding(cat, f),
        ClaimText::Stored(s) => s.clone(),
    }
}

/// The engine's finding on a claim in words (Art. 9.2, 9.3, 9.5.3), with the Law that had ended
/// the game before it (Art. 5, 9.6) and an illegal written move (Art. 9.5.3, 4.3).
pub fn finding(cat: &Catalog, f: &ClaimFinding) -> String {
    let mut text = reasons(cat, f);
    // Art. 5, 9.6: an end by the Laws before the claim makes the later moves void.
    if let Some(end) = &f.ended {
        text.push(' ');
        text.push_str(&cat.get(
            "claim-ended-note",
            &[
                ("at", at(cat, &end.at).into()),
                ("rule", super::rules::end_rule(cat, end.rule).into()),
                ("article", end.article.clone().into()),
            ],
        ));
    }
    let Some(w) = &f.illegal_written else {
        return text;
    };
    let written: Arg<'_> = ("written", w.written.clone().into());
    let error: Arg<'_> = (
        "error",
        match &w.why {
            Some(why) => super::rules::rules_error(cat, &why.rules_error()),
            None => w.error.clone(),
        }
        .into(),
    );
    if w.on_board_valid {
        return cat.get(
            "hold-illegal-but-on-board",
            &[written, error, ("explanation", text.into())],
        );
    }
    let who: Arg<'_> = ("side", side(cat, f.claimant).into());
    let then = match &w.hold {
        Some(h) => cat.get("hold-then-piece", &[who, ("piece", piece(cat, h).into())]),
        None => cat.get("hold-then-any", &[who]),
    };
    cat.get(
        "hold-illegal-incorrect",
        &[
            written,
            error,
            ("explanation", text.into()),
            ("then", then.into()),
        ],
    )
}

fn reasons(cat: &Catalog, f: &ClaimFinding) -> String {
    let written = f.written.clone().unwrap_or_else(|| "none".into());
    let count = f.occurrences.as_ref().map_or(0, Vec::len);
    let since = f
        .since
        .as_ref()
        .map(|m| cat.get("claim-since", &[("label", m.label.clone().into())]))
        .unwrap_or_default();
    match (f.valid, f.rule) {
        (true, Some(ClaimRule::FiftyMoves)) => cat.get(
            "claim-why-fifty",
            &[
                ("written", written.into()),
                ("moves", (f.halfmoves / 2).into()),
                ("since", since.into()),
            ],
        ),
        (true, _) => {
            // The repeated position has the claimant to move (9.2.2) or, after the written
            // move, the opponent (9.2.1).
            let to_move = if f.written.is_some() {
                !f.claimant
            } else {
                f.claimant
            };
            cat.get(
                "claim-why-threefold",
                &[
                    ("written", written.into()),
                    ("count", count.into()),
                    ("to_move", side(cat, to_move).into()),
                    ("list", list(cat, f).into()),
                ],
            )
        }
        (false, _) => {
            let mut text = cat.get(
                "claim-why-incorrect",
                &[
                    ("written", written.clone().into()),
                    ("count", count.max(1).into()),
                    ("list", list(cat, f).into()),
                    ("plies", f.halfmoves.into()),
                ],
            );
            if !f.near_misses.is_empty() {
                text.push(' ');
                text.push_str(&cat.get(
                    "claim-near-misses",
                    &[("count", f.near_misses.len().into())],
                ));
                for miss in f.near_misses.iter().take(3) {
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
                            ("at", at(cat, &miss.at).into()),
                            ("differences", diffs.join("; ").into()),
                        ],
                    )));
                }
            }
            if let Some(w) = &f.written {
                text.push(' ');
                text.push_str(&cat.get("claim-must-play", &[("written", w.clone().into())]));
            }
            text
        }
    }
}

/// "Black must move the knight on b8 (the piece of the written move Nd7, …, Art. 9.5.3, 4.3)".
pub fn hold(cat: &Catalog, hold: &PieceHold) -> String {
    crate::rules::upper_first(&cat.get(
        "hold-describe",
        &[
            ("side", side(cat, hold.by).into()),
            ("piece", piece(cat, &hold.mark()).into()),
            ("written", hold.written.clone().into()),
        ],
    ))
}

/// The mating analysis behind a "normal means" claim (Guidelines III.5, III.6) in words: the
/// claimant's opponent cannot mate (the proof), could (the first six moves of a line), or the
/// analysis did not finish.
pub fn analysis(cat: &Catalog, facts: &ClaimFacts) -> String {
    let opponent: Arg<'_> = ("opponent", side(cat, !facts.claimant).into());
    match &facts.mate {
        MateVerdict::Cannot { proof } => cat.get(
            "facts-cannot-mate",
            &[opponent, ("reason", proof.worded(cat).into())],
        ),
        MateVerdict::Can { line } => cat.get(
            "facts-could-mate",
            &[
                opponent,
                (
                    "line",
                    line.iter()
                        .take(6)
                        .cloned()
                        .collect::<Vec<_>>()
                        .join(" ")
                        .into(),
                ),
            ],
        ),
        MateVerdict::Undecided => cat.get("facts-mate-undecided", &[]),
    }
}

/// A claim's grounds in `cat`'s language: a referred claim's articles ("III.6.1.1 and
/// III.6.1.2", Guidelines III.6.1), else what was claimed ("threefold repetition (Art. 9.2)").
pub fn grounds(cat: &Catalog, facts: &ClaimFacts) -> String {
    if facts.grounds.is_empty() {
        super::board::claim_kind(cat, &facts.claim)
    } else {
        facts.grounds.clone()
    }
}

/// The facts of a claim as JSON.
impl ClaimFacts {
    /// The facts as JSON, with the grounds and the analysis worded in `cat`'s language under
    /// `"grounds"` and `"analysis"` (`claims list --json`).
    pub fn json(&self, cat: &Catalog) -> serde_json::Result<serde_json::Value> {
        let mut value = serde_json::to_value(self)?;
        if let Some(map) = value.as_object_mut() {
            map.insert("grounds".into(), grounds(cat, self).into());
            map.insert("analysis".into(), analysis(cat, self).into());
        }
        Ok(value)
    }
}
