//! The rules engine's findings in words: how the Laws ended a game (Art. 5.1.1, 5.2.1, 5.2.2,
//! 9.6.1, 9.6.2), what makes two positions with the same pieces different (Art. 9.2.3), and
//! the analysis of a game record (Art. 9.2.2, 9.3.2). The engine returns the facts
//! (`rules::EndDetail`, `rules::Difference`, `rules::analyze::GameAnalysis`); the words are here.

use shakmaty::{CastlingSide, Color};

use super::{Arg, Catalog};
use crate::clock::{Bonus, TimeControl};
use crate::event::procedure::{Finding, FindingWhy, LossCause, MateVerdict};
use crate::rules::{
    Category, Difference, EndDetail, EndRule, GameRecord, IllegalReason, PgnDetail, RulesError,
};
use crate::text::for_terminal;

/// "white" / "black": the selector the message files choose the grammar by (Russian and
/// Spanish decline the side's name differently in each sentence).
pub fn colour_key(c: Color) -> &'static str {
    crate::rules::side_serde::name(c)
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
        EndDetail::DeadPosition { proof } => cat.get(
            "end-dead",
            &[("proof", super::dead::proof(cat, proof).into())],
        ),
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

/// "1h30", "15 min", "30 s", "2.5 s": a time of a control (Art. 6).
pub fn duration(cat: &Catalog, ms: i64) -> String {
    let (hours, minutes, rest) = (ms / 3_600_000, ms / 60_000 % 60, ms % 60_000);
    let seconds = || {
        cat.get(
            "control-seconds",
            &[("n", crate::clock::control::seconds_text(ms).into())],
        )
    };
    match (hours, minutes, rest) {
        (0, 0, _) => seconds(),
        (0, m, 0) => cat.get("control-minutes", &[("n", m.to_string().into())]),
        (h, 0, 0) => cat.get("control-hours", &[("h", h.to_string().into())]),
        (h, m, 0) => cat.get(
            "control-hours-minutes",
            &[
                ("h", h.to_string().into()),
                ("mm", format!("{m:02}").into()),
            ],
        ),
        _ => seconds(),
    }
}

/// A time control in words (Art. 6.1, 6.2): "40 moves in 1h30 +30 s per move from move 1, then
/// 30 min +30 s per move from move 1", read from the control's periods.
pub fn control(cat: &Catalog, tc: &TimeControl) -> String {
    let mut parts = tc.periods.iter().map(|p| {
        let mut text = duration(cat, p.base_ms.white);
        if p.base_ms.black != p.base_ms.white {
            text = cat.get(
                "control-black-base",
                &[
                    ("time", text.into()),
                    ("black", duration(cat, p.base_ms.black).into()),
                ],
            );
        }
        if let Some(n) = p.moves {
            text = cat.get(
                "control-moves-in",
                &[("n", n.into()), ("time", text.into())],
            );
        }
        match p.bonus {
            Bonus::None => text,
            Bonus::Fischer { ms, from_move } => cat.get(
                "control-increment",
                &[
                    ("base", text.into()),
                    ("increment", duration(cat, ms).into()),
                    ("from", from_move.into()),
                ],
            ),
            Bonus::Delay { ms } => cat.get(
                "control-delay",
                &[("base", text.into()), ("delay", duration(cat, ms).into())],
            ),
        }
    });
    let first = parts.next().unwrap_or_default();
    parts.fold(first, |list, next| {
        cat.get(
            "control-then",
            &[("list", list.into()), ("next", next.into())],
        )
    })
}

/// The control in words with its category (Appendices A, B): "1h30 +30 s per move from move 1
/// (standard)".
pub fn control_meaning(cat: &Catalog, tc: &TimeControl) -> String {
    let category = match tc.category() {
        Category::Standard => "standard",
        Category::Rapid => "rapid",
        Category::Blitz => "blitz",
    };
    cat.get(
        "control-meaning",
        &[
            ("control", control(cat, tc).into()),
            ("category", category.into()),
        ],
    )
}

/// Why a written move cannot be played (Art. 3, 4): "Qe2 is not a legal move for White here".
pub fn illegal_reason(cat: &Catalog, r: &IllegalReason) -> String {
    let (key, text, side) = match r {
        IllegalReason::NotLegal { text, side } => ("rules-not-legal", text, side),
        IllegalReason::Ambiguous { text, side } => ("rules-ambiguous", text, side),
    };
    cat.get(
        key,
        &[
            ("text", text.clone().into()),
            ("side", colour_key(*side).into()),
        ],
    )
}

/// A move, a FEN or a PGN the rules engine cannot read (Art. 3, 4: an illegal move), in words
/// (a library's or a PGN reader's own detail is kept as it came).
pub fn rules_error(cat: &Catalog, e: &RulesError) -> String {
    match e {
        RulesError::Fen(f) => crate::i18n::errors::fen(cat, f),
        // A label holds the move as typed: shown escaped, so that a move argument with a line
        // break or an escape sequence gives one line (issue 29).
        RulesError::BadSan { label, text } => cat.get(
            "rules-bad-san",
            &[
                ("label", for_terminal(label).into_owned().into()),
                ("text", format!("{text:?}").into()),
            ],
        ),
        RulesError::IllegalMove { label, reason } => cat.get(
            "rules-illegal",
            &[
                ("label", for_terminal(label).into_owned().into()),
                ("reason", illegal_reason(cat, reason).into()),
            ],
        ),
        RulesError::PlyOutOfRange { ply, plies } => cat.get(
            "rules-ply-out-of-range",
            &[("ply", (*ply).into()), ("plies", (*plies).into())],
        ),
        RulesError::Pgn { game, detail } => {
            let detail = match detail {
                PgnDetail::FenTag(e) => cat.get(
                    "rules-pgn-fen-tag",
                    &[("error", rules_error(cat, e).into())],
                ),
                PgnDetail::Move(e) => {
                    cat.get("rules-pgn-move", &[("error", rules_error(cat, e).into())])
                }
                PgnDetail::Variant(name) => cat.get(
                    "rules-pgn-variant",
                    &[("variant", for_terminal(name).into_owned().into())],
                ),
            };
            cat.get(
                "rules-pgn-game",
                &[("game", (*game).into()), ("detail", detail.into())],
            )
        }
        RulesError::PgnSyntax(detail) => cat.get(
            "rules-pgn-syntax",
            &[("detail", for_terminal(detail).into_owned().into())],
        ),
        RulesError::GameAlreadyOver {
            rule,
            article,
            label,
        } => cat.get(
            "rules-game-already-over",
            &[
                ("rule", end_rule(cat, *rule).into()),
                ("article", (*article).into()),
                (
                    "after",
                    label
                        .clone()
                        .unwrap_or_else(|| cat.get("at-start", &[]))
                        .into(),
                ),
            ],
        ),
    }
}

/// The helpmate the analysis found, whole when it is short ("e.g. Kb1 Qd5 Ka1 Qa2#"), else its
/// length and its end ("a mate in 14 plies, ending … Qb7 Ka1 Qa2#"): never a fragment that
/// stops before the mate.
fn mating_line(cat: &Catalog, sans: &[String]) -> String {
    const WHOLE: usize = 12;
    if sans.len() <= WHOLE {
        cat.get("finding-line-whole", &[("line", sans.join(" ").into())])
    } else {
        cat.get(
            "finding-line-end",
            &[
                ("plies", sans.len().into()),
                ("line", sans[sans.len() - 6..].join(" ").into()),
            ],
        )
    }
}

/// What the Laws call for after a flag or illegal moves, in words a player accepts (Art. 6.9,
/// 7.5.5, Guidelines III.3.1, III.5.2). Not decided by the program: the arbiter is asked to look
/// at the position.
pub fn finding(cat: &Catalog, why: &FindingWhy) -> String {
    finding_worded(cat, why, "finding-mate-undecided")
}

/// A finding as the reason of the result recorded from it (Art. 6.9, 7.5.5): the same facts,
/// but where the program did not decide whether the opponent can mate, that is said as a fact
/// and the result is the arbiter's decision — never the instruction to look (issue 33).
pub fn recorded_finding(cat: &Catalog, why: &FindingWhy) -> String {
    finding_worded(cat, why, "finding-mate-not-decided")
}

/// [`finding`] with `undecided` the message for a mate not decided by the program.
fn finding_worded(cat: &Catalog, why: &FindingWhy, undecided: &str) -> String {
    match why {
        FindingWhy::FlagsUnknownLast => cat.get("finding-flags-unknown-last", &[]),
        FindingWhy::FlagsUnknown => cat.get("finding-flags-unknown", &[]),
        FindingWhy::FlagPostponed { loser, by, seq } => cat.get(
            "finding-flag-postponed",
            &[
                ("loser", colour_key(*loser).into()),
                ("by", colour_key(*by).into()),
                ("seq", (*seq).into()),
            ],
        ),
        FindingWhy::Loss { cause, mate } => {
            let what = match cause {
                LossCause::Flag { loser } => cat.get(
                    "finding-flag-fallen",
                    &[("loser", colour_key(*loser).into())],
                ),
                LossCause::IllegalMoves { by, count } => cat.get(
                    "finding-illegal-moves",
                    &[
                        ("by", super::claim::side(cat, *by).into()),
                        ("count", (*count).into()),
                    ],
                ),
            };
            let (loser, opponent) = (cause.loser(), !cause.loser());
            match mate {
                MateVerdict::Cannot { proof } => cat.get(
                    "finding-cannot-mate",
                    &[
                        ("what", what.into()),
                        ("opponent", super::claim::side(cat, opponent).into()),
                        ("reason", proof.worded(cat).into()),
                    ],
                ),
                MateVerdict::Can { line } => cat.get(
                    "finding-can-mate",
                    &[
                        ("what", what.into()),
                        ("opponent", super::claim::side(cat, opponent).into()),
                        ("line", mating_line(cat, line).into()),
                        ("loser", colour_key(loser).into()),
                    ],
                ),
                MateVerdict::Undecided => cat.get(
                    undecided,
                    &[
                        ("what", what.into()),
                        ("opponent", colour_key(opponent).into()),
                        ("loser", colour_key(loser).into()),
                    ],
                ),
            }
        }
    }
}

/// What the Laws call for after a flag or illegal moves, worded in a catalog's language
/// (Art. 6.9, 7.5.5, Guidelines III.3.1, III.5.2).
impl Finding {
    /// The finding with its reason in `cat`'s language, as `flag --json` prints it.
    pub fn worded(&self, cat: &Catalog) -> WordedFinding<'_> {
        WordedFinding {
            result: self.result.as_ref(),
            why: &self.why,
            reason: finding(cat, &self.why),
            article: &self.article,
            check: self.check,
        }
    }
}

/// A [`Finding`] with its reason in words, the fields in the finding's order.
#[derive(Debug, serde::Serialize)]
pub struct WordedFinding<'a> {
    pub result: Option<&'a crate::rules::GameScore>,
    pub why: &'a FindingWhy,
    pub reason: String,
    pub article: &'a str,
    pub check: bool,
}

/// A warning, in `cat`'s language, when `text` reads as seconds but looks meant as minutes
/// ([`TimeControl::seconds_suspect`]).
pub fn unit_warning(cat: &Catalog, tc: &TimeControl, text: &str) -> Option<String> {
    let suspect = tc.seconds_suspect(text)?;
    Some(cat.get(
        "control-unit-warning",
        &[
            ("text", format!("{:?}", text.trim()).into()),
            ("meaning", control_meaning(cat, tc).into()),
            ("minutes", suspect.base_s.to_string().into()),
            ("increment", suspect.increment_s.to_string().into()),
        ],
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_are_read_back_in_words_and_bare_small_numbers_warned() {
        let en = super::super::catalog(crate::lang::Lang::En);
        let d = |t: &str| {
            t.parse::<TimeControl>()
                .map(|c| control_meaning(en, &c))
                .unwrap_or_default()
        };
        assert!(d("90m+30s").ends_with("(standard)"), "{}", d("90m+30s"));
        // 15 s + 60 × 10 s = 10:15 for 60 moves: rapid by A.1 (not the 15-minute game meant).
        assert!(d("15+10").ends_with("(rapid)"), "{}", d("15+10"));
        assert!(d("3m+2s").ends_with("(blitz)"), "{}", d("3m+2s"));
        assert!(d("15m+10s").ends_with("(rapid)"), "{}", d("15m+10s"));
        let warn = |t: &str| {
            t.parse::<TimeControl>()
                .ok()
                .and_then(|c| unit_warning(en, &c, t))
        };
        assert!(warn("15+10").is_some_and(|w| w.contains("15m+10s")));
        assert!(warn("900+10").is_none());
        assert!(warn("3m+2s").is_none());
        assert!(warn("blitz").is_none());
    }
}
