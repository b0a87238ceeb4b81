//! Results out: a CSV for people and spreadsheets, and a TRF-compatible round column for the
//! pairing program.
//!
//! Scores follow Art. 10.2 and 12.9: besides 1-0, ½-½ and 0-1 the arbiter may score a game 0-0,
//! ½-0 or 0-½ (never more than a game's maximum, never ¾-¼). Forfeits (+/-, -/+, -/-) and games
//! in which fewer than one move each was played (not rated by FIDE) are kept apart because the
//! TRF writes them with their own codes.

use serde::Serialize;

use super::csv;
use super::error::InteropError;
use super::pairing::Pairing;

/// A player's points in one game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Points {
    Zero,
    Half,
    One,
}

impl Points {
    fn text(self) -> &'static str {
        match self {
            Points::Zero => "0",
            Points::Half => "1/2",
            Points::One => "1",
        }
    }

    fn halves(self) -> u8 {
        match self {
            Points::Zero => 0,
            Points::Half => 1,
            Points::One => 2,
        }
    }
}

/// How the points were earned.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ScoreKind {
    /// A game played over the board (including one lost on time, by a penalty, …).
    Played,
    /// Not played: one or both players absent (Art. 6.7). TRF `+`/`-`.
    Forfeit,
    /// Played but fewer than one move each: not rated by FIDE. TRF `W`/`D`/`L`.
    NotRated,
}

/// The score of a finished game.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct GameScore {
    pub white: Points,
    pub black: Points,
    pub kind: ScoreKind,
}

impl GameScore {
    pub const WHITE_WINS: GameScore = GameScore::played(Points::One, Points::Zero);
    pub const BLACK_WINS: GameScore = GameScore::played(Points::Zero, Points::One);
    pub const DRAW: GameScore = GameScore::played(Points::Half, Points::Half);

    pub const fn played(white: Points, black: Points) -> Self {
        GameScore {
            white,
            black,
            kind: ScoreKind::Played,
        }
    }

    /// Art. 10.2 / 12.9: at most one point in total; a forfeit has no halves.
    pub fn is_valid(&self) -> bool {
        let total = self.white.halves() + self.black.halves();
        match self.kind {
            ScoreKind::Played | ScoreKind::NotRated => total <= 2,
            ScoreKind::Forfeit => {
                total <= 2 && self.white != Points::Half && self.black != Points::Half
            }
        }
    }

    /// The PGN `Result` for it, if PGN has one ("1-0", "0-1", "1/2-1/2"); 0-0, ½-0 and 0-½
    /// have none.
    pub fn pgn(&self) -> Option<&'static str> {
        match (self.white, self.black) {
            (Points::One, Points::Zero) => Some("1-0"),
            (Points::Zero, Points::One) => Some("0-1"),
            (Points::Half, Points::Half) => Some("1/2-1/2"),
            _ => None,
        }
    }

    /// As written in the results CSV: "1-0", "1/2-1/2", "0-0", "1/2-0", "+/-", "-/-",
    /// "1-0 (not rated)".
    pub fn text(&self) -> String {
        let plain = format!("{}-{}", self.white.text(), self.black.text());
        match self.kind {
            ScoreKind::Played => plain,
            ScoreKind::NotRated => format!("{plain} (not rated)"),
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
                'W' => (ScoreKind::NotRated, Points::One),
                'D' => (ScoreKind::NotRated, Points::Half),
                'L' => (ScoreKind::NotRated, Points::Zero),
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

    /// Read a result as the event file and the results CSV write it: "1-0", "0-1", "1/2-1/2"
    /// (also "½-½"), penalty scores "0-0", "1/2-0", "0-1/2", forfeits "+/-", "-/+", "-/-", and
    /// "=/=" (both unplayed, half a point each: not rated, TRF `D`/`D`).
    pub fn from_text(text: &str) -> Option<GameScore> {
        let t = text.trim().replace('½', "1/2");
        let forfeit = |white, black| GameScore {
            white,
            black,
            kind: ScoreKind::Forfeit,
        };
        Some(match t.as_str() {
            "+/-" => forfeit(Points::One, Points::Zero),
            "-/+" => forfeit(Points::Zero, Points::One),
            "-/-" => forfeit(Points::Zero, Points::Zero),
            "=/=" => GameScore {
                white: Points::Half,
                black: Points::Half,
                kind: ScoreKind::NotRated,
            },
            _ => {
                let (w, b) = t.split_once('-')?;
                let points = |p: &str| match p {
                    "1" => Some(Points::One),
                    "1/2" => Some(Points::Half),
                    "0" => Some(Points::Zero),
                    _ => None,
                };
                let score = GameScore::played(points(w)?, points(b)?);
                return score.is_valid().then_some(score);
            }
        })
    }

    /// The TRF result codes (White's, Black's).
    pub fn trf_codes(&self) -> (char, char) {
        let code = |p: Points| match (self.kind, p) {
            (ScoreKind::Played, Points::One) => '1',
            (ScoreKind::Played, Points::Half) => '=',
            (ScoreKind::Played, Points::Zero) => '0',
            (ScoreKind::Forfeit, Points::One) => '+',
            (ScoreKind::Forfeit, Points::Half | Points::Zero) => '-',
            (ScoreKind::NotRated, Points::One) => 'W',
            (ScoreKind::NotRated, Points::Half) => 'D',
            (ScoreKind::NotRated, Points::Zero) => 'L',
        };
        (code(self.white), code(self.black))
    }
}

/// One board's result for export: the board as paired, and its score.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BoardResult {
    pub pairing: Pairing,
    /// `None` while the game is in progress.
    pub score: Option<GameScore>,
}

/// Results as CSV: `round,board,white,black,result` (result `*` while unfinished).
pub fn results_csv(results: &[BoardResult]) -> String {
    let mut out = String::from("round,board,white,black,result\n");
    for BoardResult { pairing: r, score } in results {
        let result = score.map_or("*".to_owned(), |s| s.text());
        out.push_str(&csv::line(&[
            &r.round.to_string(),
            &r.board.to_string(),
            &r.white,
            &r.black,
            &result,
        ]));
        out.push('\n');
    }
    out
}

/// One round's results as TRF `001` lines: starting-rank number (5–8), name (15–47), FIDE id
/// (58–68) and only that round's ten columns (from 92 + 10·(round−1): opponent, colour, result;
/// blank result while unfinished). A pairing program (or the arbiter) merges them into its own
/// file; points and rank are left blank because they are the pairing program's to compute.
///
/// Needs starting-rank numbers, i.e. pairings imported from a TRF.
pub fn trf_round_column(round: u32, results: &[BoardResult]) -> Result<String, InteropError> {
    if round == 0 {
        return Err(InteropError::Export("rounds are numbered from 1".into()));
    }
    let mut lines: Vec<(u32, String)> = Vec::new();
    for BoardResult { pairing: r, score } in results.iter().filter(|r| r.pairing.round == round) {
        let (Some(w), Some(b)) = (r.white_start_no, r.black_start_no) else {
            return Err(InteropError::Export(format!(
                "round {round} board {}: no starting-rank numbers (the pairings were not imported from a TRF)",
                r.board
            )));
        };
        let (wc, bc) = score.map_or((' ', ' '), |s| s.trf_codes());
        lines.push((w, trf_line(round, w, &r.white, r.white_fide_id, b, 'w', wc)));
        lines.push((b, trf_line(round, b, &r.black, r.black_fide_id, w, 'b', bc)));
    }
    lines.sort_by_key(|(n, _)| *n);
    let mut out = String::new();
    for (_, l) in lines {
        out.push_str(&l);
        out.push('\n');
    }
    Ok(out)
}

fn trf_line(
    round: u32,
    start_no: u32,
    name: &str,
    fide_id: Option<u64>,
    opponent: u32,
    colour: char,
    result: char,
) -> String {
    let name: String = name.chars().take(33).collect();
    let id = fide_id.map_or(String::new(), |i| i.to_string());
    let mut line = format!("001 {start_no:>4}      {name:<33}          {id:>11}");
    let column = 92 + 10 * (round as usize - 1);
    let pad = column - 1 - line.chars().count();
    line.push_str(&" ".repeat(pad));
    line.push_str(&format!("{opponent:>4} {colour} {result}"));
    line.trim_end().to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn text_round_trips_for_every_score_the_event_file_allows() {
        for t in [
            "1-0", "0-1", "1/2-1/2", "0-0", "1/2-0", "0-1/2", "+/-", "-/+", "-/-",
        ] {
            assert_eq!(
                GameScore::from_text(t).map(|s| s.text()).as_deref(),
                Some(t)
            );
        }
        assert_eq!(
            GameScore::from_text("=/=").map(|s| s.trf_codes()),
            Some(('D', 'D'))
        );
        assert_eq!(GameScore::from_text("½-½"), Some(GameScore::DRAW));
        for bad in ["1-1", "3/4-1/4", "*", "", "1-", "draw"] {
            assert_eq!(GameScore::from_text(bad), None, "{bad}");
        }
    }

    #[test]
    fn penalty_scores_are_valid_but_not_pgn() {
        let s = GameScore::played(Points::Half, Points::Zero);
        assert!(s.is_valid());
        assert_eq!(s.pgn(), None);
        assert_eq!(s.text(), "1/2-0");
        assert_eq!(s.trf_codes(), ('=', '0'));
        assert!(!GameScore::played(Points::One, Points::Half).is_valid());
        let forfeit = GameScore {
            white: Points::One,
            black: Points::Zero,
            kind: ScoreKind::Forfeit,
        };
        assert_eq!(
            (forfeit.text(), forfeit.trf_codes()),
            ("+/-".to_owned(), ('+', '-'))
        );
    }
}
