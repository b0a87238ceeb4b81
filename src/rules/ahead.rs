//! What the arbiter watches before a player calls: the claims a position is close to (Art. 9.2,
//! 9.3, 9.6.2) and, for a whole record, every ply at which a draw claim would have been correct
//! (the claims-ahead ledger, Arbiters' Manual 2025 p.32: the arbiter replays a claim with both
//! players present).
//!
//! Facts only: plies, labels as on a scoresheet ("31...Kg8"), articles. The words are the edge's
//! (`crate::i18n::reminder`). Nothing here knows clocks: the clock reminders are
//! `crate::event::reminder`'s.

use std::collections::HashMap;

use serde::Serialize;
use shakmaty::{Color, Position};

use super::record::{GameRecord, PositionId};

/// Plies of 45, 49, 50 and 70 moves by each side without capture or pawn move (Art. 9.3, 9.6.2).
const PLIES_45: u32 = 90;
const PLIES_49: u32 = 98;
const PLIES_50: u32 = 100;
const PLIES_70: u32 = 140;
const PLIES_75: u32 = 150;

/// A position that has stood twice with the same player to move: its next standing makes a
/// threefold claim correct (Art. 9.2.1 by writing the move, 9.2.2 once it stands).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RepetitionAhead {
    /// The ply after which it stood the second time.
    pub ply: usize,
    /// That move, "31...Kg8" ("start" for the start position).
    #[serde(rename = "move")]
    pub mv: String,
    /// The plies at which it stood (two).
    pub occurrences: Vec<usize>,
}

/// How far the fifty-move count has gone (Art. 9.3) or the seventy-five (Art. 9.6.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CountStage {
    /// 45 moves by each side without capture or pawn move: a 9.3 claim is five moves away.
    Moves45,
    /// 49 moves: a 9.3 claim is one move away (9.3.1 by writing the move).
    Moves49,
    /// 50 moves or more: a 9.3.2 claim is correct now.
    Moves50,
    /// 70 moves: the game ends by itself at 75 (9.6.2), unless the 150th ply mates.
    Moves70,
}

impl CountStage {
    /// The article the stage leads to.
    pub fn article(self) -> &'static str {
        match self {
            CountStage::Moves45 | CountStage::Moves49 | CountStage::Moves50 => "9.3",
            CountStage::Moves70 => "9.6.2",
        }
    }

    /// The number of moves the stage stands for (45, 49, 50, 70).
    pub fn moves(self) -> u32 {
        match self {
            CountStage::Moves45 => 45,
            CountStage::Moves49 => 49,
            CountStage::Moves50 => 50,
            CountStage::Moves70 => 70,
        }
    }
}

/// The fifty- or seventy-five-move count approaching its mark.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CountAhead {
    pub stage: CountStage,
    /// Plies without capture or pawn move now.
    pub halfmoves: u32,
    /// The ply that completes 50 moves (9.3) or 75 moves (9.6.2), counted from now.
    pub at_ply: usize,
    /// Its move number as on a scoresheet, "58." or "58...".
    pub at_move: String,
}

impl GameRecord {
    /// The position nearest a threefold claim (Art. 9.2): the latest one that has stood exactly
    /// twice since the last capture or pawn move (an earlier one can no longer stand again).
    /// `None` once the Laws ended the game. It does not look at castling rights lost since (a
    /// position with rights now lost cannot stand again, and is still named). O(plies since the
    /// last capture or pawn move), at most 150.
    pub fn repetition_ahead(&self) -> Option<RepetitionAhead> {
        if self.ending().is_some() {
            return None;
        }
        let now = self.plies();
        let window = usize::try_from(self.halfmove_clock_at(now)?).unwrap_or(usize::MAX);
        let first = now.saturating_sub(window);
        (first..=now).rev().find_map(|ply| {
            if self.occurrence_at(ply) != Some(2) {
                return None;
            }
            let id = self.id_at(ply)?;
            let all = self.occurrences_of(id);
            (all.len() == 2).then(|| RepetitionAhead {
                ply,
                mv: self.ply_label(ply),
                occurrences: all,
            })
        })
    }

    /// The fifty-move count (Art. 9.3) at 45, 49 or 50 moves by each side, or the seventy-five
    /// (Art. 9.6.2) at 70; `None` below 45 moves and once the Laws ended the game. O(1).
    pub fn count_ahead(&self) -> Option<CountAhead> {
        if self.ending().is_some() {
            return None;
        }
        let now = self.plies();
        let halfmoves = self.halfmove_clock_at(now)?;
        let (stage, mark) = match halfmoves {
            h if h >= PLIES_70 => (CountStage::Moves70, PLIES_75),
            h if h >= PLIES_50 => (CountStage::Moves50, h),
            h if h >= PLIES_49 => (CountStage::Moves49, PLIES_50),
            h if h >= PLIES_45 => (CountStage::Moves45, PLIES_50),
            _ => return None,
        };
        let at_ply = now + usize::try_from(mark - halfmoves).unwrap_or(0);
        Some(CountAhead {
            stage,
            halfmoves,
            at_ply,
            at_move: self.label_for(at_ply.max(1), ""),
        })
    }
}

/// The claims-ahead ledger of a record: every correct claim (Art. 9.2, 9.3) and every repeated
/// position labelled.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct Ledger {
    /// Every claim that would have been correct, by ply.
    pub claims: Vec<ClaimAhead>,
    /// Every standing of a position that stood more than once, by ply.
    pub standings: Vec<Standing>,
}

/// A move the claimant writes (Art. 9.2.1, 9.3.1) would itself end the game: the claim comes
/// first, so the game is drawn by the claim (the move is not played).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum WouldEnd {
    /// The written move would checkmate (Art. 5.1.1).
    Checkmate,
    /// The written move would stalemate (Art. 5.2.1).
    Stalemate,
}

/// One correct claim in the ledger.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ClaimAhead {
    /// The claim is made in the position after this many plies (0 = the start).
    pub ply: usize,
    /// The player on the move, who claims.
    #[serde(with = "crate::rules::side_serde")]
    pub claimant: Color,
    /// "9.2.1", "9.2.2", "9.3.1" or "9.3.2".
    pub article: &'static str,
    /// The move written on the scoresheet (9.2.1: the move that repeats; 9.3.1: one move that
    /// completes the 50, when every other reversible move would do as well), "31...Kg8".
    pub written: Option<String>,
    /// The written move would mate or stalemate (the claim stands: it comes before the move).
    pub would_end: Option<WouldEnd>,
    /// The repeated position's label ("A") for 9.2 claims.
    pub position: Option<String>,
    /// The plies at which the repeated position stood (with the written move's, for 9.2.1).
    pub occurrences: Vec<usize>,
}

/// One standing of a repeated position: "A 2/3" is position A standing the second time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Standing {
    pub ply: usize,
    /// The move after which it stands, "31...Kg8" ("start").
    #[serde(rename = "move")]
    pub mv: String,
    /// "A", "B", … "Z", "AA", …: in the order the positions first stood.
    pub position: String,
    /// Which time it stands (1-based).
    pub occurrence: usize,
}

impl Standing {
    /// "A 2/3"; "A 4" past the third.
    pub fn label(&self) -> String {
        if self.occurrence <= 3 {
            format!("{} {}/3", self.position, self.occurrence)
        } else {
            format!("{} {}", self.position, self.occurrence)
        }
    }
}

/// "A" … "Z", "AA", "AB", … for 0, 1, ….
fn letters(mut n: usize) -> String {
    let mut out = Vec::new();
    loop {
        // `n % 26` < 26: the cast keeps it.
        out.push(char::from(b'A' + (n % 26) as u8));
        if n < 26 {
            break;
        }
        n = n / 26 - 1;
    }
    out.iter().rev().collect()
}

impl GameRecord {
    /// The claims-ahead ledger (Art. 9.2.1, 9.2.2, 9.3.1, 9.3.2): at every ply up to the end by
    /// the Laws, each claim the player on the move could have made correctly — by writing a move
    /// that makes a position stand the third time (also a move that would mate or stalemate: the
    /// claim comes first), or that completes fifty moves; or because the position stands the
    /// third time or fifty moves are complete. A 9.3.1 entry names one such move (any move but a
    /// capture or a pawn move completes the fifty), preferring one that mates or stalemates.
    ///
    /// Legal moves are generated only at plies where some position has already stood twice or
    /// the count is at 49½ moves, so a game without repetition costs O(plies).
    pub fn ledger(&self) -> Ledger {
        let last = self.ending().map_or(self.plies(), |e| e.ply);
        let mut seen: HashMap<PositionId, Vec<usize>> = HashMap::new();
        let mut order: HashMap<PositionId, usize> = HashMap::new();
        let mut next_letter = 0;
        let mut twice = false;
        let mut ledger = Ledger::default();
        let mut pos = self.start().clone();
        let mut moves = self.moves();
        for ply in 0..=last {
            let id = PositionId::of(&pos);
            let standings = seen.entry(id).or_default();
            standings.push(ply);
            let count = standings.len();
            if count >= 2 {
                twice = true;
                if count == 2 {
                    order.insert(id, next_letter);
                    let first = standings[0];
                    ledger.standings.push(self.standing(first, next_letter, 1));
                    next_letter += 1;
                }
                let letter = order.get(&id).copied().unwrap_or(0);
                ledger.standings.push(self.standing(ply, letter, count));
            }
            // No claim in a position the Laws ended the game in.
            let over = self.ending().is_some_and(|e| e.ply == ply);
            if !over {
                self.claims_at(ply, &pos, &seen, &order, twice, &mut ledger.claims);
            }
            match moves.next() {
                Some(mv) if ply < last => pos.play_unchecked(mv),
                _ => break,
            }
        }
        ledger
    }

    fn standing(&self, ply: usize, letter: usize, occurrence: usize) -> Standing {
        Standing {
            ply,
            mv: self.ply_label(ply),
            position: letters(letter),
            occurrence,
        }
    }

    /// The correct claims in `pos`, the position after `ply` plies.
    fn claims_at(
        &self,
        ply: usize,
        pos: &shakmaty::Chess,
        seen: &HashMap<PositionId, Vec<usize>>,
        order: &HashMap<PositionId, usize>,
        twice: bool,
        out: &mut Vec<ClaimAhead>,
    ) {
        let claimant = pos.turn();
        let entry = |article, written, would_end, position, occurrences| ClaimAhead {
            ply,
            claimant,
            article,
            written,
            would_end,
            position,
            occurrences,
        };
        let halfmoves = pos.halfmoves();
        let label = |id: &PositionId| order.get(id).map(|&n| letters(n));
        if twice || halfmoves + 1 == PLIES_50 {
            let mut fifty: Option<(String, Option<WouldEnd>)> = None;
            for mv in pos.legal_moves() {
                let mut after = pos.clone();
                after.play_unchecked(mv);
                let ends = would_end(&after);
                let written = || {
                    let san = shakmaty::san::SanPlus::from_move(pos.clone(), mv);
                    self.label_for(ply + 1, &san.to_string())
                };
                let id = PositionId::of(&after);
                if let Some(before) = seen.get(&id).filter(|s| s.len() >= 2) {
                    let mut occurrences = before.clone();
                    occurrences.push(ply + 1);
                    out.push(entry(
                        "9.2.1",
                        Some(written()),
                        ends,
                        label(&id),
                        occurrences,
                    ));
                }
                if halfmoves + 1 == PLIES_50
                    && !mv.is_zeroing()
                    && (fifty.is_none()
                        || (ends.is_some() && fifty.as_ref().is_some_and(|f| f.1.is_none())))
                {
                    fifty = Some((written(), ends));
                }
            }
            if let Some((written, ends)) = fifty {
                out.push(entry("9.3.1", Some(written), ends, None, Vec::new()));
            }
        }
        let id = PositionId::of(pos);
        if let Some(standings) = seen.get(&id).filter(|s| s.len() >= 3) {
            out.push(entry("9.2.2", None, None, label(&id), standings.clone()));
        }
        if halfmoves >= PLIES_50 {
            out.push(entry("9.3.2", None, None, None, Vec::new()));
        }
    }
}

/// Whether the position a written move makes is checkmate or stalemate.
fn would_end(after: &shakmaty::Chess) -> Option<WouldEnd> {
    if after.is_checkmate() {
        Some(WouldEnd::Checkmate)
    } else if after.is_stalemate() {
        Some(WouldEnd::Stalemate)
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(moves: &str) -> GameRecord {
        let mut r = GameRecord::new();
        for m in moves.split_whitespace() {
            r.play_san(m).expect("legal move");
        }
        r
    }

    #[test]
    fn letters_run_past_z() {
        assert_eq!(letters(0), "A");
        assert_eq!(letters(25), "Z");
        assert_eq!(letters(26), "AA");
        assert_eq!(letters(27), "AB");
        assert_eq!(letters(26 + 26 * 26), "AAA");
    }

    /// The start position stands the second time after 2...Ng8: the next standing is claimable.
    #[test]
    fn repetition_ahead_names_the_second_standing() {
        let r = record("Nf3 Nf6 Ng1");
        assert_eq!(r.repetition_ahead(), None);
        let r = record("Nf3 Nf6 Ng1 Ng8");
        let ahead = r.repetition_ahead().expect("the start stood twice");
        assert_eq!((ahead.ply, ahead.mv.as_str()), (4, "2...Ng8"));
        assert_eq!(ahead.occurrences, vec![0, 4]);
        // A third standing: no longer "ahead" (the claim is there, 9.2.2).
        let r = record("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
        let ahead = r.repetition_ahead().expect("after 1.Nf3 stood twice");
        assert_eq!(ahead.occurrences.len(), 2);
        assert_eq!(ahead.mv, "4.Ng1");
        // A pawn move closes the window.
        let r = record("Nf3 Nf6 Ng1 Ng8 e4");
        assert_eq!(r.repetition_ahead(), None);
    }

    fn counted(fen: &str) -> GameRecord {
        GameRecord::from_fen(fen).expect("legal FEN")
    }

    #[test]
    fn count_ahead_stages() {
        let at = |h: u32| counted(&format!("8/8/4k3/8/8/4K3/8/R7 w - - {h} 60"));
        assert_eq!(at(89).count_ahead(), None);
        let c = at(90).count_ahead().expect("45 moves");
        assert_eq!(
            (c.stage, c.at_ply, c.at_move.as_str()),
            (CountStage::Moves45, 10, "64...")
        );
        assert_eq!(
            at(97).count_ahead().map(|c| c.stage),
            Some(CountStage::Moves45)
        );
        let c = at(98).count_ahead().expect("49 moves");
        assert_eq!((c.stage, c.at_ply), (CountStage::Moves49, 2));
        assert_eq!(at(99).count_ahead().map(|c| c.at_ply), Some(1));
        let c = at(100).count_ahead().expect("50 moves");
        assert_eq!((c.stage, c.at_ply), (CountStage::Moves50, 0));
        assert_eq!(
            at(139).count_ahead().map(|c| c.stage),
            Some(CountStage::Moves50)
        );
        let c = at(140).count_ahead().expect("70 moves");
        assert_eq!(
            (c.stage, c.at_ply, c.stage.article()),
            (CountStage::Moves70, 10, "9.6.2")
        );
        assert_eq!(c.stage.moves(), 70);
        assert_eq!(CountStage::Moves45.article(), "9.3");
        assert_eq!(
            [
                CountStage::Moves45,
                CountStage::Moves49,
                CountStage::Moves50
            ]
            .map(CountStage::moves),
            [45, 49, 50]
        );
    }

    #[test]
    fn ledger_of_a_knight_dance() {
        let r = record("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
        let ledger = r.ledger();
        let labels: Vec<(usize, String)> = ledger
            .standings
            .iter()
            .map(|s| (s.ply, s.label()))
            .collect();
        assert_eq!(
            labels,
            [
                (0, "A 1/3"),
                (4, "A 2/3"),
                (1, "B 1/3"),
                (5, "B 2/3"),
                (2, "C 1/3"),
                (6, "C 2/3"),
                (3, "D 1/3"),
                (7, "D 2/3"),
                (8, "A 3/3"),
            ]
            .map(|(p, l)| (p, l.to_owned()))
        );
        let claims: Vec<(usize, &str, Option<&str>)> = ledger
            .claims
            .iter()
            .map(|c| (c.ply, c.article, c.written.as_deref()))
            .collect();
        assert_eq!(
            claims,
            [
                (7, "9.2.1", Some("4...Ng8")),
                (8, "9.2.1", Some("5.Nf3")),
                (8, "9.2.2", None),
            ]
        );
        assert_eq!(ledger.claims[2].position.as_deref(), Some("A"));
        assert_eq!(ledger.claims[2].occurrences, vec![0, 4, 8]);
        assert_eq!(ledger.claims[0].occurrences, vec![0, 4, 8]);
        assert_eq!(ledger.claims[0].claimant, Color::Black);
        assert_eq!(ledger.claims[1].position.as_deref(), Some("B"));
    }

    /// A claim by writing a move that would mate is correct: the claim comes first (9.2.1, 9.3.1).
    #[test]
    fn ledger_keeps_a_claim_ahead_of_a_mate() {
        // White: Ka1, Rb2; Black: Kh8, g7 pawn... 99 plies: any rook move completes the fifty,
        // and Rb8 mates.
        let r = counted("7k/6pp/8/8/8/8/1R6/K7 w - - 99 80");
        let ledger = r.ledger();
        assert_eq!(ledger.claims.len(), 1);
        let c = &ledger.claims[0];
        assert_eq!(
            (c.article, c.would_end),
            ("9.3.1", Some(WouldEnd::Checkmate))
        );
        assert_eq!(c.written.as_deref(), Some("80.Rb8#"));
        // At 100 plies the claim is 9.3.2, with no move.
        let r = counted("7k/6pp/8/8/8/8/1R6/K7 w - - 100 80");
        let articles: Vec<&str> = r.ledger().claims.iter().map(|c| c.article).collect();
        assert_eq!(articles, ["9.3.2"]);
    }

    /// The fifth standing ends the game (Art. 9.6.1): the ledger stops there, with every claim
    /// before it and none in the final position; standings past the third are counted on.
    #[test]
    fn ledger_stops_at_the_end_by_the_laws() {
        let r = record(&["Nf3 Nf6 Ng1 Ng8"; 4].join(" "));
        assert_eq!(r.ending().map(|e| e.ply), Some(16));
        let ledger = r.ledger();
        assert!(
            ledger.claims.iter().all(|c| c.ply < 16),
            "{:?}",
            ledger.claims
        );
        let at = |ply| {
            ledger
                .claims
                .iter()
                .filter(|c| c.ply == ply)
                .map(|c| c.article)
                .collect::<Vec<_>>()
        };
        assert_eq!(at(7), ["9.2.1"]);
        assert_eq!(at(15), ["9.2.1", "9.2.2"]);
        let last = ledger.standings.last().expect("standings");
        assert_eq!((last.ply, last.label()), (16, "A 5".to_owned()));
        // Nothing is ahead once the game is over.
        assert_eq!(r.repetition_ahead(), None);
    }

    /// A pawn move resets the count (Art. 9.3): a 9.3.1 claim writes a move that is neither a
    /// capture nor a pawn move, even when a pawn move would mate (g7#) and no other move does.
    #[test]
    fn fifty_move_claim_never_writes_a_pawn_move() {
        // White: Kf7, g6 pawn; Black: Kh8, h7 pawn; 99 plies without capture or pawn move.
        let r = counted("7k/5K1p/6P1/8/8/8/8/8 w - - 99 80");
        let claims = r.ledger().claims;
        assert_eq!(claims.len(), 1, "{claims:?}");
        let c = &claims[0];
        assert_eq!((c.article, c.would_end), ("9.3.1", None));
        let written = c.written.as_deref().unwrap_or_default();
        assert!(written.starts_with("80.K"), "{written}");
    }
}
