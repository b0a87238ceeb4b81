//! The result of a game: the one type every part of the program uses for it (Art. 10.2, 12.9,
//! and the forfeits of the Tournament Rules).
//!
//! Besides 1-0, ½-½ and 0-1 the arbiter may score a game 0-0, ½-0 or 0-½ (Art. 10.2, 12.9: never
//! more than a game's maximum). A game not played is a forfeit (`+/-`, `-/+`, `-/-`, Art. 6.7);
//! a game in which fewer than one move each was played is scored but not rated
//! ([`ScoreKind::Unplayed`], TRF `W`/`D`/`L`). In an Armageddon game a draw counts as a win for
//! Black ([`GameScore::scored`]).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use shakmaty::Color;
use thiserror::Error;

/// A player's points in one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Points {
    Zero,
    Half,
    One,
}

impl Points {
    /// "0", "1/2", "1".
    pub fn text(self) -> &'static str {
        match self {
            Points::Zero => "0",
            Points::Half => "1/2",
            Points::One => "1",
        }
    }

    /// Half points: 0, 1, 2.
    pub fn halves(self) -> u8 {
        match self {
            Points::Zero => 0,
            Points::Half => 1,
            Points::One => 2,
        }
    }
}

/// How the points were earned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ScoreKind {
    /// A game played over the board (including one lost on time, by a penalty, …).
    Played,
    /// Not played: one or both players absent (Art. 6.7). TRF `+`/`-`.
    Forfeit,
    /// Played but fewer than one move each: scored, not rated by FIDE. TRF `W`/`D`/`L`.
    Unplayed,
}

/// The score of a finished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct GameScore {
    pub white: Points,
    pub black: Points,
    pub kind: ScoreKind,
}

/// Text that is not a result.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error(
    "{text:?} is not a result: one of 1-0, 0-1, 1/2-1/2, 0-0, 1/2-0, 0-1/2 (Art. 10.2, 12.9), +/-, -/+, -/- (forfeits)"
)]
pub struct ScoreError {
    pub text: String,
}

/// The suffix of a score not rated (fewer than one move each) as the results CSV and the event
/// file write it and read it back: a data format, the same in every language.
const NOT_RATED: &str = " (not rated)";

impl GameScore {
    pub const WHITE_WINS: GameScore = GameScore::played(Points::One, Points::Zero);
    pub const BLACK_WINS: GameScore = GameScore::played(Points::Zero, Points::One);
    pub const DRAW: GameScore = GameScore::played(Points::Half, Points::Half);
    pub const WHITE_FORFEIT_WIN: GameScore = GameScore::forfeit(Points::One, Points::Zero);
    pub const BLACK_FORFEIT_WIN: GameScore = GameScore::forfeit(Points::Zero, Points::One);
    pub const DOUBLE_FORFEIT: GameScore = GameScore::forfeit(Points::Zero, Points::Zero);

    /// A game played over the board.
    pub const fn played(white: Points, black: Points) -> Self {
        GameScore {
            white,
            black,
            kind: ScoreKind::Played,
        }
    }

    /// A game not played (Art. 6.7).
    pub const fn forfeit(white: Points, black: Points) -> Self {
        GameScore {
            white,
            black,
            kind: ScoreKind::Forfeit,
        }
    }

    /// A win for `winner` over the board.
    pub const fn win(winner: Color) -> Self {
        match winner {
            Color::White => GameScore::WHITE_WINS,
            Color::Black => GameScore::BLACK_WINS,
        }
    }

    /// Art. 10.2 / 12.9: at most one point in total; a forfeit has no halves.
    pub fn is_valid(&self) -> bool {
        let total = self.white.halves() + self.black.halves();
        match self.kind {
            ScoreKind::Played | ScoreKind::Unplayed => total <= 2,
            ScoreKind::Forfeit => {
                total <= 2 && self.white != Points::Half && self.black != Points::Half
            }
        }
    }

    /// The points of `side`.
    pub fn points(&self, side: Color) -> Points {
        match side {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    /// The winner, when one side has the point and the other none.
    pub fn winner(&self) -> Option<Color> {
        match (self.white, self.black) {
            (Points::One, Points::Zero) => Some(Color::White),
            (Points::Zero, Points::One) => Some(Color::Black),
            _ => None,
        }
    }

    /// ½-½.
    pub fn is_draw(&self) -> bool {
        self.white == Points::Half && self.black == Points::Half
    }

    /// The PGN `Result` for it, if PGN has one ("1-0", "0-1", "1/2-1/2"); 0-0, ½-0, 0-½ and
    /// the double forfeit have none (PGN writes `*` and says the score in a comment).
    pub fn pgn(&self) -> Option<&'static str> {
        match (self.white, self.black) {
            (Points::One, Points::Zero) => Some("1-0"),
            (Points::Zero, Points::One) => Some("0-1"),
            (Points::Half, Points::Half) => Some("1/2-1/2"),
            _ => None,
        }
    }

    /// The score as played, without what was derived from the game (not rated): what an
    /// arbiter writes ("1-0", "-/-").
    pub fn base(&self) -> GameScore {
        match self.kind {
            ScoreKind::Unplayed => GameScore::played(self.white, self.black),
            _ => *self,
        }
    }

    /// Scored as a game with fewer than one move each (not rated) when the record shows it:
    /// one ply, White's first move only. With no ply at all the board's moves were not kept
    /// here (an event where the arbiter records results only, or a result from the pairing
    /// program's TRF): the result stands as recorded — an arbiter records a game without a
    /// move as a forfeit (`+/-`) or says "1-0 (not rated)" explicitly.
    pub fn with_plies(self, plies: usize) -> GameScore {
        match self.kind {
            ScoreKind::Played if plies == 1 => GameScore {
                kind: ScoreKind::Unplayed,
                ..self
            },
            _ => self,
        }
    }

    /// The score for the standings: in an Armageddon game a draw counts as Black's win.
    pub fn scored(self, armageddon: bool) -> GameScore {
        if armageddon && self.is_draw() {
            GameScore {
                white: Points::Zero,
                black: Points::One,
                kind: self.kind,
            }
        } else {
            self
        }
    }

    /// As written in the results CSV and the event file: "1-0", "1/2-1/2", "0-0", "1/2-0",
    /// "+/-", "-/-", "1-0 (not rated)".
    pub fn text(&self) -> String {
        let plain = format!("{}-{}", self.white.text(), self.black.text());
        match self.kind {
            ScoreKind::Played => plain,
            ScoreKind::Unplayed => plain + NOT_RATED,
            ScoreKind::Forfeit => {
                let side = |p: Points| if p == Points::One { "+" } else { "-" };
                format!("{}/{}", side(self.white), side(self.black))
            }
        }
    }

    /// The score from the two players' TRF result codes (upper case), `None` when they do not
    /// make a game score (blank, byes, or codes of different kinds).
    pub fn from_trf_codes(white: char, black: char) -> Option<GameScore> {
        let one = |c: char| -> Option<(ScoreKind, Points)> {
            Some(match c {
                '1' => (ScoreKind::Played, Points::One),
                '=' => (ScoreKind::Played, Points::Half),
                '0' => (ScoreKind::Played, Points::Zero),
                '+' => (ScoreKind::Forfeit, Points::One),
                '-' => (ScoreKind::Forfeit, Points::Zero),
                'W' => (ScoreKind::Unplayed, Points::One),
                'D' => (ScoreKind::Unplayed, Points::Half),
                'L' => (ScoreKind::Unplayed, Points::Zero),
                _ => return None,
            })
        };
        let (wk, wp) = one(white)?;
        let (bk, bp) = one(black)?;
        let score = GameScore {
            white: wp,
            black: bp,
            kind: wk,
        };
        (wk == bk && score.is_valid()).then_some(score)
    }

    /// The TRF result codes (White's, Black's).
    pub fn trf_codes(&self) -> (char, char) {
        let code = |p: Points| match (self.kind, p) {
            (ScoreKind::Played, Points::One) => '1',
            (ScoreKind::Played, Points::Half) => '=',
            (ScoreKind::Played, Points::Zero) => '0',
            (ScoreKind::Forfeit, Points::One) => '+',
            (ScoreKind::Forfeit, Points::Half | Points::Zero) => '-',
            (ScoreKind::Unplayed, Points::One) => 'W',
            (ScoreKind::Unplayed, Points::Half) => 'D',
            (ScoreKind::Unplayed, Points::Zero) => 'L',
        };
        (code(self.white), code(self.black))
    }

    /// Read a result as an arbiter types it: "1-0", "0-1", "1/2-1/2" (also "½-½"), penalty
    /// scores "0-0", "1/2-0", "0-1/2", forfeits "+/-", "-/+", "-/-" (also "--"), and "(not
    /// rated)" after a score as the results CSV writes it.
    pub fn parse(text: &str) -> Result<GameScore, ScoreError> {
        let err = || ScoreError {
            text: text.to_string(),
        };
        let t = text.trim().replace('½', "1/2");
        let (t, unplayed) = match t.strip_suffix(NOT_RATED.trim_start()) {
            Some(rest) => (rest.trim_end().to_string(), true),
            None => (t, false),
        };
        let score = match t.as_str() {
            "+/-" | "+-" => GameScore::WHITE_FORFEIT_WIN,
            "-/+" | "-+" => GameScore::BLACK_FORFEIT_WIN,
            "-/-" | "--" => GameScore::DOUBLE_FORFEIT,
            _ => {
                let (w, b) = t.split_once('-').ok_or_else(err)?;
                let points = |p: &str| match p.trim() {
                    "1" => Some(Points::One),
                    "1/2" => Some(Points::Half),
                    "0" => Some(Points::Zero),
                    _ => None,
                };
                GameScore::played(points(w).ok_or_else(err)?, points(b).ok_or_else(err)?)
            }
        };
        let score = if unplayed {
            if score.kind != ScoreKind::Played {
                return Err(err());
            }
            GameScore {
                kind: ScoreKind::Unplayed,
                ..score
            }
        } else {
            score
        };
        if score.is_valid() {
            Ok(score)
        } else {
            Err(err())
        }
    }

    /// [`GameScore::parse`], `None` on anything else.
    pub fn from_text(text: &str) -> Option<GameScore> {
        GameScore::parse(text).ok()
    }
}

impl fmt::Display for GameScore {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

impl FromStr for GameScore {
    type Err = ScoreError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        GameScore::parse(s)
    }
}

impl Serialize for GameScore {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&self.text())
    }
}

impl<'de> Deserialize<'de> for GameScore {
    /// Also reads what earlier versions stored: "=/=" (both unplayed, half a point each, as
    /// their exports scored it).
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        if text.trim() == "=/=" {
            return Ok(GameScore {
                white: Points::Half,
                black: Points::Half,
                kind: ScoreKind::Unplayed,
            });
        }
        GameScore::parse(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_round_trips_for_every_score_an_arbiter_can_record() {
        for t in [
            "1-0",
            "0-1",
            "1/2-1/2",
            "0-0",
            "1/2-0",
            "0-1/2",
            "+/-",
            "-/+",
            "-/-",
            "1-0 (not rated)",
            "1/2-1/2 (not rated)",
        ] {
            assert_eq!(GameScore::parse(t).map(|s| s.text()), Ok(t.to_string()));
        }
        assert_eq!(GameScore::parse("--"), Ok(GameScore::DOUBLE_FORFEIT));
        assert_eq!(GameScore::parse("½-½"), Ok(GameScore::DRAW));
        for bad in [
            "1-1",
            "3/4-1/4",
            "*",
            "",
            "1-",
            "draw",
            "=/=",
            "1/2-1",
            "+/=",
            "+/- (not rated)",
        ] {
            assert!(GameScore::parse(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn json_keeps_the_text_and_reads_what_earlier_versions_stored() {
        let json = serde_json::to_string(&GameScore::DOUBLE_FORFEIT).unwrap_or_default();
        assert_eq!(json, "\"-/-\"");
        let back: GameScore = serde_json::from_str("\"1/2-1/2\"").expect("draw");
        assert_eq!(back, GameScore::DRAW);
        let old: GameScore = serde_json::from_str("\"=/=\"").expect("legacy");
        assert_eq!(old.trf_codes(), ('D', 'D'));
        assert!(serde_json::from_str::<GameScore>("\"2-0\"").is_err());
    }

    #[test]
    fn penalty_scores_are_valid_but_not_pgn() {
        let s = GameScore::played(Points::Half, Points::Zero);
        assert!(s.is_valid());
        assert_eq!(s.pgn(), None);
        assert_eq!(s.trf_codes(), ('=', '0'));
        assert!(!GameScore::played(Points::One, Points::Half).is_valid());
        assert_eq!(GameScore::WHITE_FORFEIT_WIN.trf_codes(), ('+', '-'));
        assert_eq!(GameScore::DOUBLE_FORFEIT.trf_codes(), ('-', '-'));
        assert_eq!(GameScore::DOUBLE_FORFEIT.pgn(), None);
    }

    #[test]
    fn fewer_than_one_move_each_is_not_rated_and_armageddon_gives_black_the_draw() {
        assert_eq!(GameScore::WHITE_WINS.with_plies(1).trf_codes(), ('W', 'L'));
        assert_eq!(GameScore::WHITE_WINS.with_plies(2), GameScore::WHITE_WINS);
        assert_eq!(
            GameScore::WHITE_FORFEIT_WIN.with_plies(0),
            GameScore::WHITE_FORFEIT_WIN
        );
        assert_eq!(GameScore::DRAW.scored(true), GameScore::BLACK_WINS);
        assert_eq!(GameScore::DRAW.scored(false), GameScore::DRAW);
        assert_eq!(GameScore::WHITE_WINS.scored(true), GameScore::WHITE_WINS);
        assert_eq!(
            GameScore::WHITE_WINS.with_plies(1).base(),
            GameScore::WHITE_WINS
        );
        // No move kept on the board: the result as recorded, rated.
        assert_eq!(GameScore::WHITE_WINS.with_plies(0), GameScore::WHITE_WINS);
        let explicit: GameScore = "1-0 (not rated)".parse().expect("parse");
        assert_eq!(explicit.with_plies(0), explicit);
        assert_eq!(GameScore::win(Color::Black).winner(), Some(Color::Black));
        assert_eq!(GameScore::DRAW.winner(), None);
    }
}
