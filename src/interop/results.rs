//! Results out: a CSV for people and spreadsheets, and a TRF-compatible round column for the
//! pairing program.
//!
//! Scores follow Art. 10.2 and 12.9: besides 1-0, ½-½ and 0-1 the arbiter may score a game 0-0,
//! ½-0 or 0-½ (never more than a game's maximum, never ¾-¼). Forfeits (+/-, -/+, -/-) and games
//! in which fewer than one move each was played (not rated by FIDE) are kept apart because the
//! TRF writes them with their own codes.

use super::error::Said;
use serde::Serialize;
use shakmaty::Color;

use super::csv;
use super::error::InteropError;
use super::pairing::Pairing;
use crate::event::Award;

pub use crate::rules::score::{GameScore, Points, ScoreKind};

/// One board's result for export: the board as paired, its score, and the time the Laws (or
/// the arbiter) gave or took on it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BoardResult {
    pub pairing: Pairing,
    /// `None` while the game is in progress.
    pub score: Option<GameScore>,
    /// The fold's [`crate::event::BoardState::awards`], in the order given (issue 33).
    pub awards: Vec<Award>,
}

/// Results as CSV: `round,board,white,black,result,game,time_awarded` (result `*` while
/// unfinished; `game` is `round` for a game of the round's pairing and `extra` for an extra
/// game — a tie-break, a game played early or late, boards `R.9001`… — which counts apart;
/// `time_awarded` is [`awards_cell`], empty when no incident gave or took time). Names that a
/// spreadsheet would take for a formula are neutralised ([`csv::text_cell`]). The TRF round
/// column ([`trf_round_column`]) has no field for time: it stays out of it.
pub fn results_csv(results: &[BoardResult]) -> String {
    let mut out = String::from("round,board,white,black,result,game,time_awarded\n");
    for BoardResult {
        pairing: r,
        score,
        awards,
    } in results
    {
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
            // Starts with a side's code, never with a formula's `=`, `+`, `-` or `@`.
            &awards_cell(awards),
        ]));
        out.push('\n');
    }
    out
}

/// The time every incident gave or took, as the fold states it (issue 33; Art. 7.5.5, 9.5.3
/// with A.3/B.3, Guidelines III.4, III.5.2, III.5.3, 12.9.2, 12.9.3, 6.10.2), "; "-separated in
/// the order given: `SIDE ±H:MM:SS[.mmm][ per move] CAUSE (ARTICLE)`, e.g. `white +0:02:00
/// illegal_move (7.5.5)`, `black +0:00:05 per move increment_added (III.4)`, `black -0:01:00
/// penalty (12.9.3)`. Codes, not words, as `show --json` has them: a spreadsheet reads it in any
/// language.
pub fn awards_cell(awards: &[Award]) -> String {
    let one = |a: &Award| {
        let side = match a.side {
            Color::White => "white",
            Color::Black => "black",
        };
        let sign = if a.ms < 0 { '-' } else { '+' };
        let per_move = if a.per_move { " per move" } else { "" };
        format!(
            "{side} {sign}{}{per_move} {} ({})",
            hms(a.ms.unsigned_abs()),
            a.cause.code(),
            a.article
        )
    };
    awards.iter().map(one).collect::<Vec<_>>().join("; ")
}

/// `H:MM:SS`, with `.mmm` when the time is not whole seconds (a clock set to the tenth).
fn hms(ms: u64) -> String {
    let s = ms / 1000;
    let whole = format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60);
    match ms % 1000 {
        0 => whole,
        rest => format!("{whole}.{rest:03}"),
    }
}

/// One round's results as TRF `001` lines: starting-rank number (5–8), name (15–47), FIDE id
/// (58–68) and only that round's ten columns (from 92 + 10·(round−1): opponent, colour, result;
/// blank result while unfinished). A pairing program (or the arbiter) merges them into its own
/// file; points and rank are left blank because they are the pairing program's to compute.
///
/// Needs starting-rank numbers, i.e. pairings imported from a TRF.
pub fn trf_round_column(round: u32, results: &[BoardResult]) -> Result<String, InteropError> {
    if round == 0 {
        return Err(InteropError::Export(Said::new(
            "errors-export-round-zero",
            [],
        )));
    }
    let mut lines: Vec<(u32, String)> = Vec::new();
    for BoardResult {
        pairing: r, score, ..
    } in results.iter().filter(|r| r.pairing.round == round)
    {
        let (Some(w), Some(b)) = (r.white_start_no, r.black_start_no) else {
            return Err(InteropError::Export(Said::new(
                "errors-export-no-start-numbers",
                [("round", round.into()), ("board", r.board.into())],
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
