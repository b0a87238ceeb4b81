//! The round checklist (issue 35, item 5): what an arbiter checks when a round starts and when
//! it closes, as typed facts the edges word (`crate::i18n::board::round_warning`). Pure: the
//! boards' folded states and the time are passed in.

use serde::Serialize;
use shakmaty::Color;

use super::{BoardId, BoardState, EventSettings, side_serde};

/// One thing to look at before a round starts or before it is closed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "warning", rename_all = "snake_case")]
pub enum RoundWarning {
    /// A board without one of its players (a name left empty or "?").
    NoPlayer {
        board: BoardId,
        #[serde(with = "side_serde")]
        side: Color,
    },
    /// A board without a time control, its own or the event's (Art. 6.1 needs one to run the
    /// clock).
    NoControl { board: BoardId },
    /// A player of the board not found in the event's player list: the pairing is not
    /// confirmed against the pairing program's players.
    Unconfirmed {
        board: BoardId,
        #[serde(with = "side_serde")]
        side: Color,
    },
    /// A board without a result.
    NoResult { board: BoardId },
    /// A claim (Art. 9.2, 9.3, Guidelines III.5) waiting for the arbiter's decision, or a
    /// decision postponed (III.5.2).
    PendingDecision { board: BoardId, seq: u32 },
    /// A claim referred to the designated arbiter (Guidelines III.6) not yet ruled on.
    ReferredNotRuled { board: BoardId, seq: u32 },
    /// A fallen flag (Art. 6.9) with no result recorded: the arbiter has not judged it.
    FlagNotJudged {
        board: BoardId,
        #[serde(with = "side_serde")]
        side: Color,
    },
}

/// A player's name that names nobody.
fn unnamed(name: &str) -> bool {
    matches!(name.trim(), "" | "?" | "-")
}

/// Before a round starts: boards without players or time control, and pairings not confirmed
/// (`linked`: for a board, whether each side is a player of the event's list; `None` when the
/// event keeps no list, so nothing can be confirmed against it). Extra games are checked too.
pub fn at_start<'a>(
    boards: impl IntoIterator<Item = &'a BoardState>,
    settings: &EventSettings,
    linked: impl Fn(BoardId) -> Option<[bool; 2]>,
) -> Vec<RoundWarning> {
    let mut out = Vec::new();
    for b in boards {
        let board = b.setup.id();
        for (side, name) in [
            (Color::White, &b.setup.white),
            (Color::Black, &b.setup.black),
        ] {
            if unnamed(name) {
                out.push(RoundWarning::NoPlayer { board, side });
            }
        }
        if b.setup.control.is_none() && settings.control.is_none() {
            out.push(RoundWarning::NoControl { board });
        }
        if let Some(known) = linked(board) {
            for (side, known) in [(Color::White, known[0]), (Color::Black, known[1])] {
                let name = if side == Color::White {
                    &b.setup.white
                } else {
                    &b.setup.black
                };
                if !known && !unnamed(name) {
                    out.push(RoundWarning::Unconfirmed { board, side });
                }
            }
        }
    }
    out
}

/// Before a round is closed, at `now_ms`: boards without a result, claims waiting for a
/// decision, III.6 claims not ruled on, and fallen flags not judged (Art. 6.9).
pub fn at_close<'a>(
    boards: impl IntoIterator<Item = &'a BoardState>,
    now_ms: i64,
) -> Vec<RoundWarning> {
    let mut out = Vec::new();
    for b in boards {
        let board = b.setup.id();
        if let Some(c) = b.referred() {
            out.push(RoundWarning::ReferredNotRuled { board, seq: c.seq });
        }
        for c in b
            .claims
            .iter()
            .filter(|c| c.is_open() && c.referral.is_none())
        {
            out.push(RoundWarning::PendingDecision { board, seq: c.seq });
        }
        if b.outcome().is_some() {
            continue;
        }
        if let Some(clock) = &b.clock {
            let reading = clock.reading(now_ms);
            for side in [Color::White, Color::Black] {
                if reading.side(side).flagged {
                    out.push(RoundWarning::FlagNotJudged { board, side });
                }
            }
        }
        out.push(RoundWarning::NoResult { board });
    }
    out
}

impl RoundWarning {
    /// The board the warning is about.
    pub fn board(&self) -> BoardId {
        match self {
            RoundWarning::NoPlayer { board, .. }
            | RoundWarning::NoControl { board }
            | RoundWarning::Unconfirmed { board, .. }
            | RoundWarning::NoResult { board }
            | RoundWarning::PendingDecision { board, .. }
            | RoundWarning::ReferredNotRuled { board, .. }
            | RoundWarning::FlagNotJudged { board, .. } => *board,
        }
    }
}
