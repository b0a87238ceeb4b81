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

pub use crate::rules::score::{GameScore, Points, ScoreKind};

/// One board's result for export: the board as paired, and its score.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BoardResult {
    pub pairing: Pairing,
    /// `None` while the game is in progress.
    pub score: Option<GameScore>,
}

/// Results as CSV: `round,board,white,black,result,game` (result `*` while unfinished; `game`
/// is `round` for a game of the round's pairing and `extra` for an extra game — a tie-break,
/// a game played early or late, boards `R.9001`… — which counts apart). Names that a
/// spreadsheet would take for a formula are neutralised ([`csv::text_cell`]).
pub fn results_csv(results: &[BoardResult]) -> String {
    let mut out = String::from("round,board,white,black,result,game\n");
    for BoardResult { pairing: r, score } in results {
        let result = score.map_or("*".to_owned(), |s| s.text());
        let game = if crate::event::round::is_extra_number(r.board) {
            "extra"
        } else {
            "round"
        };
        out.push_str(&csv::line(&[
            &r.round.to_string(),
            &r.board.to_string(),
            // Names are free text (neutralised); the result and game are our own codes.
            &csv::text_cell(&r.white),
            &csv::text_cell(&r.black),
            &result,
            game,
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
        return Err(InteropError::Export(crate::i18n::t(
            "errors-export-round-zero",
            &[],
        )));
    }
    let mut lines: Vec<(u32, String)> = Vec::new();
    for BoardResult { pairing: r, score } in results.iter().filter(|r| r.pairing.round == round) {
        let (Some(w), Some(b)) = (r.white_start_no, r.black_start_no) else {
            return Err(InteropError::Export(crate::i18n::t(
                "errors-export-no-start-numbers",
                &[("round", round.into()), ("board", r.board.into())],
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
