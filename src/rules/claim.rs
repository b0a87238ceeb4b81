//! Draw claims by the player on the move: threefold repetition (Art. 9.2) and fifty moves
//! (Art. 9.3), in both forms — "has just appeared / been completed" (9.2.2, 9.3.2) and "will appear /
//! be completed by my written move" (9.2.1, 9.3.1) — and why an almost-repetition is not one
//! (Art. 9.2.3: side to move, castling rights, en passant).

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use shakmaty::{CastlingSide, Chess, Color, Position};

use super::laws::LawsParams;
use super::record::{GameRecord, PositionId, RulesError};

/// The rule a claim was found valid under.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClaimRule {
    /// Art. 9.2.
    Threefold,
    /// Art. 9.3.
    FiftyMoves,
}

/// Why a position with the same pieces on the same squares is not the same position (Art. 9.2.3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct NearMiss {
    /// The ply (0 = start) at which the pieces stood the same.
    pub ply: usize,
    /// What differed (worded at the edge: `crate::i18n::claim`).
    pub differences: Vec<Difference>,
}

/// One way two positions with the same pieces on the same squares differ (Art. 9.2.3). The
/// event file keeps it with a claim's finding (`crate::event::procedure::ClaimFinding`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Difference {
    /// Art. 9.2.3: `then` was to move, not `now`.
    SideToMove {
        #[serde(with = "crate::rules::side_serde")]
        then: Color,
        #[serde(with = "crate::rules::side_serde")]
        now: Color,
    },
    /// Art. 9.2.3.2: `colour` had (`had`) or lacked the right to castle on `side` then.
    Castling {
        #[serde(with = "crate::rules::side_serde")]
        colour: Color,
        #[serde(serialize_with = "castling_name", deserialize_with = "castling_of")]
        side: CastlingSide,
        had: bool,
    },
    /// Art. 9.2.3.1: `colour` could capture en passant on `square` then (`now` false) or can
    /// now (`now` true).
    EnPassant {
        #[serde(with = "crate::rules::side_serde")]
        colour: Color,
        #[serde(serialize_with = "square_name", deserialize_with = "square_of")]
        square: shakmaty::Square,
        now: bool,
    },
}

fn castling_name<S: Serializer>(c: &CastlingSide, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(side_name(*c))
}

fn square_name<S: Serializer>(sq: &shakmaty::Square, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(sq)
}

/// "kingside" / "queenside", as [`castling_name`] writes it.
fn castling_of<'de, D: Deserializer<'de>>(d: D) -> Result<CastlingSide, D::Error> {
    let text = String::deserialize(d)?;
    [CastlingSide::KingSide, CastlingSide::QueenSide]
        .into_iter()
        .find(|c| side_name(*c) == text)
        .ok_or_else(|| {
            serde::de::Error::invalid_value(
                serde::de::Unexpected::Str(&text),
                &"kingside or queenside",
            )
        })
}

/// "e3", as [`square_name`] writes it.
fn square_of<'de, D: Deserializer<'de>>(d: D) -> Result<shakmaty::Square, D::Error> {
    let text = String::deserialize(d)?;
    text.parse().map_err(|_| {
        serde::de::Error::invalid_value(serde::de::Unexpected::Str(&text), &"a square")
    })
}

/// The arbiter's verdict on a claim (Art. 9.2, 9.3, 9.5), structured: the engine words nothing
/// (the sentence a player reads is `crate::i18n::claim::explanation`, in the arbiter's language).
/// Serialises to exactly `{"valid","rule","article","claimant","occurrences"}`; `rules claim
/// --json` adds the worded `"explanation"` last.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ClaimVerdict {
    /// The claim is correct: the game is drawn at once (Art. 9.5.2).
    pub valid: bool,
    /// The rule it is valid under; `None` when incorrect.
    pub rule: Option<ClaimRule>,
    /// "9.2.1", "9.2.2", "9.3.1", "9.3.2"; "9.5.3" for an incorrect claim.
    pub article: &'static str,
    /// The player on the move, who claims.
    #[serde(with = "crate::rules::side_serde")]
    pub claimant: Color,
    /// The plies (0 = start) at which the repeated position stood, the new one included; for an
    /// incorrect claim, where the position in question stood; `None` for a fifty-move verdict.
    pub occurrences: Option<Vec<usize>>,
    /// Positions with the same piece placement but another identity, and why.
    #[serde(skip)]
    pub near_misses: Vec<NearMiss>,
    /// After an incorrect claim with a written move: that move, which must now be played
    /// (Art. 9.5.3), as "34.Qe2".
    #[serde(skip)]
    pub must_play: Option<String>,
    /// The written move, as "34.Qe2", when the claim came with one (9.2.1, 9.3.1).
    #[serde(skip)]
    pub written: Option<String>,
    /// Plies without a capture or pawn move in the position the claim is about (with the
    /// written move when there is one).
    #[serde(skip)]
    pub halfmoves: u32,
    /// The ply of the last capture or pawn move before it, if any.
    #[serde(skip)]
    pub since_ply: Option<usize>,
}

/// A valid threefold-repetition claim (Art. 9.2.1 with the written move `written`, 9.2.2 without).
fn threefold_valid(
    article: &'static str,
    claimant: Color,
    occ: &[usize],
    written: Option<&str>,
) -> ClaimVerdict {
    ClaimVerdict {
        valid: true,
        rule: Some(ClaimRule::Threefold),
        article,
        claimant,
        occurrences: Some(occ.to_vec()),
        near_misses: Vec::new(),
        must_play: None,
        written: written.map(str::to_owned),
        halfmoves: 0,
        since_ply: None,
    }
}

impl GameRecord {
    /// Check a claim by the player on the move in the position now on the board (Art. 9.2, 9.3).
    ///
    /// `intended` is the move written on the scoresheet (9.2.1, 9.3.1); it must be legal and
    /// unambiguous, else an error. With it, the claim is valid when that move makes the position
    /// stand a third (or later) time, or completes 50 moves by each side without capture or pawn
    /// move — and also when the present position already qualifies (9.2.2, 9.3.2). A claim at the
    /// 4th occurrence or after the 51st move is still valid. An incorrect claim names the written
    /// move that must now be played (9.5.3). Claims are the same in every edition supported;
    /// article numbers are the 2023 ones (`_params` is kept for edition-specific wording).
    ///
    /// A game the Laws had already ended (checkmate 5.1.1, stalemate 5.2.1, dead position 5.2.2,
    /// fivefold or 75 moves 9.6) admits no claim: [`RulesError::GameAlreadyOver`], whatever the
    /// repetitions or the move count (see [`GameRecord::open_for_claim`]).
    pub fn claim(
        &self,
        intended: Option<&str>,
        _params: &LawsParams,
    ) -> Result<ClaimVerdict, RulesError> {
        self.open_for_claim()?;
        let claimant = self.position().turn();
        let n = self.plies();

        // The intended move and the position it makes.
        let after = match intended {
            Some(text) => {
                let mv = self.parse_san(text)?;
                let san = shakmaty::san::SanPlus::from_move(self.position().clone(), mv);
                let mut pos = self.position().clone();
                pos.play_unchecked(mv);
                let id = PositionId::of(&pos);
                let mut occ = self.occurrences_of(id);
                occ.push(n + 1);
                Some((self.label_for(n + 1, &san.to_string()), pos, occ))
            }
            None => None,
        };

        if let Some((label, pos, occ)) = &after {
            if occ.len() >= 3 {
                return Ok(threefold_valid("9.2.1", claimant, occ, Some(label)));
            }
            if pos.halfmoves() >= 100 {
                return Ok(ClaimVerdict {
                    valid: true,
                    rule: Some(ClaimRule::FiftyMoves),
                    article: "9.3.1",
                    claimant,
                    occurrences: None,
                    near_misses: Vec::new(),
                    must_play: None,
                    written: Some(label.clone()),
                    halfmoves: pos.halfmoves(),
                    since_ply: self.last_reset(n),
                });
            }
        }
        let current = self.occurrences_of_current();
        if current.len() >= 3 {
            return Ok(threefold_valid("9.2.2", claimant, &current, None));
        }
        let halfmoves = self.position().halfmoves();
        if halfmoves >= 100 {
            return Ok(ClaimVerdict {
                valid: true,
                rule: Some(ClaimRule::FiftyMoves),
                article: "9.3.2",
                claimant,
                occurrences: None,
                near_misses: Vec::new(),
                must_play: None,
                written: None,
                halfmoves,
                since_ply: self.last_reset(n),
            });
        }

        // Incorrect (9.5.3): the position in question, its near misses (9.2.3) and the fifty-move
        // count with the written move if any.
        let (target_pos, target_occ) = match &after {
            Some((_, pos, occ)) => (pos.clone(), occ.clone()),
            None => (self.position().clone(), current.clone()),
        };
        let near_misses = self.near_misses(&target_pos);
        let fifty_clock = after.as_ref().map_or(halfmoves, |(_, p, _)| p.halfmoves());
        let must_play = after.as_ref().map(|(label, _, _)| label.clone());
        Ok(ClaimVerdict {
            valid: false,
            rule: None,
            article: "9.5.3",
            claimant,
            occurrences: Some(target_occ),
            near_misses,
            written: must_play.clone(),
            must_play,
            halfmoves: fifty_clock,
            since_ply: self.last_reset(n),
        })
    }

    /// Whether a claim can still be made in this game: `Err` when the Laws have ended it
    /// (Art. 5.1.1 checkmate, 5.2.1 stalemate, 5.2.2 dead position, 9.6 fivefold or 75 moves) —
    /// the game ended with that move, so a later 9.2/9.3 claim has nothing to draw. The one
    /// check both [`GameRecord::claim`] (`arbiter rules claim`) and the event file's `claim`
    /// verb (`crate::event::fold::BoardState::is_over`) rely on.
    pub fn open_for_claim(&self) -> Result<(), RulesError> {
        match self.ending() {
            None => Ok(()),
            Some(end) => Err(RulesError::GameAlreadyOver {
                rule: end.rule,
                article: end.article,
                label: (end.ply > 0).then(|| self.ply_label(end.ply)),
            }),
        }
    }

    /// The ply of the last capture or pawn move at or before ply `n`.
    fn last_reset(&self, n: usize) -> Option<usize> {
        (1..=n)
            .rev()
            .find(|&p| self.halfmove_clock_at(p) == Some(0))
    }

    /// The plies (0 = start, up to the last recorded ply) at which the pieces stood exactly as
    /// in `target` but the position was not the same (Art. 9.2.3), with what differed. O(plies).
    pub fn near_misses(&self, target: &Chess) -> Vec<NearMiss> {
        let target_id = PositionId::of(target);
        let mut out = Vec::new();
        let mut pos = self.start().clone();
        let mut moves = self.moves();
        let mut ply = 0;
        loop {
            if pos.board() == target.board() && PositionId::of(&pos) != target_id {
                out.push(NearMiss {
                    ply,
                    differences: differences(&pos, target),
                });
            }
            match moves.next() {
                Some(mv) => pos.play_unchecked(mv),
                None => break,
            }
            ply += 1;
        }
        out
    }
}

/// What differs between two positions with the same piece placement (Art. 9.2.3).
fn differences(then: &Chess, now: &Chess) -> Vec<Difference> {
    if then.turn() != now.turn() {
        return vec![Difference::SideToMove {
            then: then.turn(),
            now: now.turn(),
        }];
    }
    let mut out = Vec::new();
    for colour in [Color::White, Color::Black] {
        for side in [CastlingSide::KingSide, CastlingSide::QueenSide] {
            let had = then.castles().has(colour, side);
            if had != now.castles().has(colour, side) {
                out.push(Difference::Castling { colour, side, had });
            }
        }
    }
    let ep_then = then.legal_ep_square();
    let ep_now = now.legal_ep_square();
    if ep_then != ep_now {
        if let Some(square) = ep_then {
            out.push(Difference::EnPassant {
                colour: then.turn(),
                square,
                now: false,
            });
        }
        if let Some(square) = ep_now {
            out.push(Difference::EnPassant {
                colour: now.turn(),
                square,
                now: true,
            });
        }
    }
    out
}

fn side_name(side: CastlingSide) -> &'static str {
    match side {
        CastlingSide::KingSide => "kingside",
        CastlingSide::QueenSide => "queenside",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(moves: &str) -> GameRecord {
        let mut r = GameRecord::new();
        for m in moves.split_whitespace() {
            r.play_san(m).unwrap();
        }
        r
    }

    #[test]
    fn knight_dance_claims() {
        let p = LawsParams::default();
        // Start position stood at 0 and 4; after Nf3 Nf6 Ng1 White writes ...no: Black to move
        // after 7 plies writes Ng8: third time.
        let r = record("Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1");
        let v = r.claim(Some("Ng8"), &p).unwrap();
        assert!(v.valid);
        assert_eq!(v.article, "9.2.1");
        assert_eq!(v.occurrences, Some(vec![0, 4, 8]));
        assert_eq!(v.claimant, Color::Black);
        // Without the written move: the position after 4.Ng1 stood at 3 and 7 only.
        let v = r.claim(None, &p).unwrap();
        assert!(!v.valid);
        assert_eq!(v.article, "9.5.3");
        assert_eq!(v.occurrences, Some(vec![3, 7]));
        // Incorrect with a written move: it must be played.
        let v = r.claim(Some("Nc6"), &p).unwrap();
        assert!(!v.valid);
        assert_eq!(v.must_play.as_deref(), Some("4...Nc6"));
        assert!(r.claim(Some("Ke7"), &p).is_err());
    }

    /// Art. 5.1.1, 9.6: no claim once the Laws ended the game — named by the move that ended
    /// it, or by none when the start position was already final.
    #[test]
    fn no_claim_after_the_end() {
        let p = LawsParams::default();
        let mated = GameRecord::from_fen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 120 80").unwrap();
        let over = |label: Option<&str>| RulesError::GameAlreadyOver {
            rule: super::super::EndRule::Checkmate,
            article: "5.1.1",
            label: label.map(str::to_owned),
        };
        assert_eq!(mated.open_for_claim(), Err(over(None)));
        assert_eq!(mated.claim(None, &p), Err(over(None)));
        let mut r = GameRecord::from_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 119 80").unwrap();
        r.play_san("Ra8#").unwrap();
        assert_eq!(r.claim(None, &p), Err(over(Some("80.Ra8#"))));
        let before = r.truncated(0).unwrap();
        assert_eq!(before.open_for_claim(), Ok(()));
        assert!(before.claim(None, &p).unwrap().valid);
    }
}
