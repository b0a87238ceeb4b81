//! From what happened on a board (moves, offers, incidents, result — in order, with time and
//! arbiter) to the exported PGN game and the report's incidents. Pure: the event file's events are
//! mapped to [`LogEntry`] by the caller; this module replays the moves with the rules engine,
//! places every note at the move where it happened, tracks both clocks, and lets the Laws have the
//! last word on the result ([`apply_laws`]).

use shakmaty::{Color, Position};

use super::error::InteropError;
use super::pairing::Pairing;
use super::pgn_out::{ExportGame, ExportMove, apply_laws};
use super::report::{Incident, IncidentCategory};
use super::results::GameScore;
use crate::rules::GameRecord;

/// What happened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LogKind {
    /// A move, with the mover's clock after it (ms) when known.
    Move { san: String, clock_ms: Option<i64> },
    /// The last move is taken back (arbiter's correction).
    Takeback,
    /// A draw offer (Art. 9.1.2) by `by`.
    DrawOffer { by: Color },
    /// The clocks now show these times (start, correction, penalty applied).
    Clocks { white_ms: i64, black_ms: i64 },
    /// An incident the report lists and the PGN shows as a comment.
    Incident {
        category: IncidentCategory,
        article: Option<String>,
        decision: String,
        penalty: Option<String>,
    },
    /// The game's result as recorded by the arbiter (or agreed by the players).
    Result {
        score: GameScore,
        reason: Option<String>,
        /// PGN Termination ("normal", "time forfeit", "rules infraction", …).
        termination: Option<String>,
    },
}

/// One entry of a board's log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogEntry {
    pub at_ms: i64,
    /// Who recorded it (display name).
    pub arbiter: String,
    pub kind: LogKind,
}

/// Event-wide tags.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct EventInfo {
    pub event: String,
    pub site: String,
    /// "YYYY.MM.DD".
    pub date: String,
    pub time_control: Option<String>,
}

/// The exported game, its incidents and its final score (if any).
#[derive(Debug, Clone, PartialEq)]
pub struct BoardExport {
    pub game: ExportGame,
    pub incidents: Vec<Incident>,
    pub score: Option<GameScore>,
}

fn colour_name(c: Color) -> &'static str {
    match c {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// Replay a board's log. An illegal move is an error naming the board and the move (the log came
/// from validated commands, so this means the event file is damaged).
pub fn build(
    info: &EventInfo,
    board: &Pairing,
    fen: Option<&str>,
    log: &[LogEntry],
) -> Result<BoardExport, InteropError> {
    let where_ = format!("round {} board {}", board.round, board.board);
    let mut record = match fen {
        Some(f) => GameRecord::from_fen(f)
            .map_err(|e| InteropError::Export(format!("{where_}: start position: {e}")))?,
        None => GameRecord::new(),
    };
    let mut game = ExportGame {
        event: info.event.clone(),
        site: info.site.clone(),
        date: info.date.clone(),
        round: board.round,
        board: board.board,
        white: board.white.clone(),
        black: board.black.clone(),
        result: "*".into(),
        white_title: board.white_title.clone(),
        black_title: board.black_title.clone(),
        white_elo: board.white_rating,
        black_elo: board.black_rating,
        white_fide_id: board.white_fide_id,
        black_fide_id: board.black_fide_id,
        time_control: info.time_control.clone(),
        fen: fen.map(str::to_owned),
        ..ExportGame::default()
    };
    let mut incidents = Vec::new();
    let mut clocks: [Option<i64>; 2] = [None, None];
    let mut score = None;
    let mut result_ply = None;
    for entry in log {
        match &entry.kind {
            LogKind::Move { san, clock_ms } => {
                let mover = record.position().turn();
                record
                    .play_san(san)
                    .map_err(|e| InteropError::Export(format!("{where_}: {e}")))?;
                let ply = record.plies();
                let mut m = ExportMove::new(&record.san(ply).unwrap_or_else(|| san.clone()));
                m.clock_ms = *clock_ms;
                if clock_ms.is_some() {
                    clocks[usize::from(mover == Color::Black)] = *clock_ms;
                }
                game.moves.push(m);
            }
            LogKind::Takeback => {
                if record.undo_last().is_some() {
                    game.moves.pop();
                }
            }
            LogKind::DrawOffer { by } => {
                let last_mover = record
                    .plies()
                    .checked_sub(1)
                    .map(|_| !record.position().turn());
                match game.moves.last_mut() {
                    Some(m) if last_mover == Some(*by) => m.draw_offer = true,
                    Some(m) => m.comments.push(format!(
                        "(=) {} offers a draw before moving (Art. 9.1.2.2)",
                        colour_name(*by)
                    )),
                    None => game
                        .start_comments
                        .push(format!("(=) {} offers a draw", colour_name(*by))),
                }
            }
            LogKind::Clocks { white_ms, black_ms } => {
                clocks = [Some(*white_ms), Some(*black_ms)];
            }
            LogKind::Incident {
                category,
                article,
                decision,
                penalty,
            } => {
                let mut note = format!("Arbiter ({}", category.label());
                if let Some(a) = article {
                    note.push_str(&format!(", Art. {a}"));
                }
                note.push_str(&format!("): {decision}"));
                if let Some(p) = penalty {
                    note.push_str(&format!("; penalty: {p}"));
                }
                match game.moves.last_mut() {
                    Some(m) => m.comments.push(note),
                    None => game.start_comments.push(note),
                }
                let ply = record.plies();
                incidents.push(Incident {
                    at_ms: entry.at_ms,
                    round: board.round,
                    board: board.board,
                    white: board.white.clone(),
                    black: board.black.clone(),
                    move_label: (ply > 0).then(|| record.ply_label(ply)),
                    white_clock_ms: clocks[0],
                    black_clock_ms: clocks[1],
                    category: *category,
                    article: article.clone(),
                    decision: decision.clone(),
                    penalty: penalty.clone(),
                    arbiter: entry.arbiter.clone(),
                });
            }
            LogKind::Result {
                score: s,
                reason,
                termination,
            } => {
                score = Some(*s);
                result_ply = Some(record.plies());
                game.result = s.pgn().unwrap_or("*").to_owned();
                game.termination = termination.clone();
                let mut note = match s.pgn() {
                    Some(_) => String::new(),
                    None => format!("Result {} (Art. 10.2, 12.9).", s.text()),
                };
                if let Some(r) = reason {
                    if !note.is_empty() {
                        note.push(' ');
                    }
                    note.push_str(r);
                }
                game.result_comment = (!note.is_empty()).then_some(note);
            }
        }
    }
    // The Laws end the game first unless the arbiter's result was recorded before that ply
    // (e.g. a game lost by penalty before a later, void, repetition).
    let law_first = record
        .ending()
        .is_some_and(|end| result_ply.is_none_or(|at| end.ply <= at));
    if law_first && apply_laws(&mut game, &record) {
        score = record.ending().and_then(|end| match end.result {
            "1-0" => Some(GameScore::WHITE_WINS),
            "0-1" => Some(GameScore::BLACK_WINS),
            "1/2-1/2" => Some(GameScore::DRAW),
            _ => None,
        });
    }
    Ok(BoardExport {
        game,
        incidents,
        score,
    })
}
