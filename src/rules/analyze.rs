//! What the Laws say about a finished game record: every repetition, the first moment a threefold
//! claim (Art. 9.2.2) or a fifty-move claim (Art. 9.3.2) was possible, and where the Laws ended the
//! game on the board (5.1.1, 5.2.1, 9.6.1, 9.6.2, 5.2.2), whatever the recorded result says.

use serde::Serialize;

use super::pgn::PgnGame;
use super::record::{EndDetail, EndRule, GameRecord};

/// The first position that stood a third time (a 9.2.2 claim by the player to move was possible).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ThreefoldAt {
    /// The ply after which the position stood the third time.
    pub ply: usize,
    /// That move, "34.Qe2".
    #[serde(rename = "move")]
    pub mv: String,
    /// The plies at which it stood, this one included.
    pub occurrences: Vec<usize>,
}

/// The first ply after which 50 moves by each side without capture or pawn move were complete.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct FiftyAt {
    /// The ply.
    pub ply: usize,
    /// Its move.
    #[serde(rename = "move")]
    pub mv: String,
}

/// Where the Laws ended the game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct EndedAt {
    /// `checkmate`, `stalemate`, `fivefold`, `seventy_five_moves`, `dead_position`.
    pub rule: EndRule,
    /// The ply that ended it.
    pub ply: usize,
    /// Its move ("start" when the start position was already final).
    #[serde(rename = "move")]
    pub mv: String,
    /// The result the Laws set ("1-0", "0-1", "1/2-1/2" in JSON).
    pub result: crate::rules::GameScore,
    /// Article of the Laws.
    pub article: &'static str,
}

/// A ply after which the position had stood before.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Repetition {
    /// The ply.
    pub ply: usize,
    /// Its move.
    #[serde(rename = "move")]
    pub mv: String,
    /// Which time the position stands now (2 = second time).
    pub occurrence: usize,
    /// The plies at which it stood up to and including this one.
    pub occurrences: Vec<usize>,
}

/// The analysis of one game; serialises to exactly the `arbiter rules analyze --json` game object.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GameAnalysis {
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The result as recorded (PGN Result tag).
    pub result: String,
    /// Plies in the record, void ones included.
    pub plies: usize,
    /// See [`ThreefoldAt`].
    pub first_threefold: Option<ThreefoldAt>,
    /// See [`FiftyAt`].
    pub fifty_moves_claimable: Option<FiftyAt>,
    /// See [`EndedAt`].
    pub ended: Option<EndedAt>,
    /// Every repeated position up to the end of the game by the Laws.
    pub repetitions: Vec<Repetition>,
    /// The facts of the end by the Laws (worded at the edge).
    #[serde(skip)]
    pub ended_detail: Option<EndDetail>,
    /// Plies recorded after the end by the Laws (void).
    #[serde(skip)]
    pub void_plies: usize,
}

impl GameAnalysis {
    /// Analyse a PGN game (2023 Laws unless its record was re-judged with another edition).
    pub fn of(game: &PgnGame) -> GameAnalysis {
        let mut analysis = analyze_record(&game.record, game.white(), game.black(), game.result());
        // The void plies read past and not kept ([`crate::rules::pgn::Detail::ToTheEnd`]).
        analysis.plies += game.void_unkept;
        analysis.void_plies += game.void_unkept;
        analysis
    }

    /// Whether the recorded result differs from the end by the Laws (Art. 5, 9.6: the end by
    /// the Laws stands whatever was recorded after it).
    pub fn disagreement(&self) -> Option<Disagreement> {
        let ended = self.ended.as_ref()?;
        let recorded = normalise_result(&self.result);
        if recorded == ended.result.text() {
            None
        } else if recorded == "*" || recorded.is_empty() {
            Some(Disagreement::NoResult)
        } else {
            Some(Disagreement::Contradicts)
        }
    }
}

/// How the recorded result stands against the end by the Laws.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Disagreement {
    /// The record gives no result ("*" or none).
    NoResult,
    /// The record gives another result.
    Contradicts,
}

fn normalise_result(r: &str) -> &str {
    match r.trim() {
        "½-½" | "1/2" => "1/2-1/2",
        other => other,
    }
}

/// Analyse a record. Only plies up to the end by the Laws are searched for claims and
/// repetitions (moves after it are void). O(plies) plus the labels printed.
pub fn analyze_record(record: &GameRecord, white: &str, black: &str, result: &str) -> GameAnalysis {
    let end = record.ending();
    let last = end.map_or(record.plies(), |e| e.ply);
    let mut first_threefold = None;
    // A set-up position may already allow a fifty-move claim at the start (ply 0).
    let fifty = (0..=last)
        .find(|&p| record.halfmove_clock_at(p).is_some_and(|h| h >= 100))
        .map(|ply| FiftyAt {
            ply,
            mv: record.ply_label(ply),
        });
    let mut repetitions = Vec::new();
    for ply in 1..=last {
        // Most positions stand for the first time: no look-up for them.
        if record.occurrence_at(ply).is_none_or(|n| n < 2) {
            continue;
        }
        let list = record.occurrences_up_to(ply);
        let upto = list.len();
        if upto >= 2 {
            let label = record.ply_label(ply);
            if upto >= 3 && first_threefold.is_none() {
                first_threefold = Some(ThreefoldAt {
                    ply,
                    mv: label.clone(),
                    occurrences: list.clone(),
                });
            }
            repetitions.push(Repetition {
                ply,
                mv: label,
                occurrence: upto,
                occurrences: list,
            });
        }
    }
    GameAnalysis {
        white: white.to_owned(),
        black: black.to_owned(),
        result: result.to_owned(),
        plies: record.plies(),
        first_threefold,
        fifty_moves_claimable: fifty,
        ended: end.map(|e| EndedAt {
            rule: e.rule,
            ply: e.ply,
            mv: record.ply_label(e.ply),
            result: e.result,
            article: e.article,
        }),
        repetitions,
        ended_detail: end.map(|e| e.detail.clone()),
        void_plies: record.plies() - last,
    }
}
