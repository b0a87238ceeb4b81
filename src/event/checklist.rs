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

/// The event's player list as the start checklist confirms pairings against it: the players'
/// names (compared loosely, [`crate::event::player::normalise_name`]) and, by board key, which
/// sides are linked to a player of the list.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlayerList {
    names: std::collections::HashSet<String>,
    linked: std::collections::HashMap<u32, [bool; 2]>,
}

impl PlayerList {
    /// The list of `names`, with each board's linked sides; `None` when the event keeps no
    /// list (nothing can be confirmed against it).
    pub fn new<'a>(
        names: impl IntoIterator<Item = &'a str>,
        linked: std::collections::HashMap<u32, [bool; 2]>,
    ) -> Option<PlayerList> {
        let names: std::collections::HashSet<String> = names
            .into_iter()
            .map(crate::event::player::normalise_name)
            .collect();
        (!names.is_empty()).then_some(PlayerList { names, linked })
    }

    /// Whether each side of `setup` (White, Black) is a player of the list: linked to one, or
    /// named as one.
    pub fn confirms(&self, setup: &super::BoardSetup) -> [bool; 2] {
        let linked = self.linked.get(&setup.key()).copied().unwrap_or_default();
        let named = |name: &str| {
            self.names
                .contains(&crate::event::player::normalise_name(name))
        };
        [
            linked[0] || named(&setup.white),
            linked[1] || named(&setup.black),
        ]
    }
}

/// Which checklist of a round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Checklist {
    /// Before the start: players, time controls, pairings confirmed.
    Start,
    /// Before closing: results, decisions, III.6 referrals, flags.
    Close,
}

/// Before a round starts: boards without players or time control, and pairings not confirmed
/// (with each board, whether each side is a player of the event's list, [`PlayerList::confirms`];
/// `None` when the event keeps no list, so nothing can be confirmed against it). Extra games are
/// checked too.
pub fn at_start<'a>(
    boards: impl IntoIterator<Item = (&'a BoardState, Option<[bool; 2]>)>,
    settings: &EventSettings,
) -> Vec<RoundWarning> {
    let mut out = Vec::new();
    for (b, known) in boards {
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
        if let Some(known) = known {
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

/// The checklist a round shows in `state` (`arbiter round`, the app's hall): none before it is
/// paired; the start's before it starts; during play the start's and what waits for the arbiter
/// (a board still playing is no warning yet); once complete, the close's.
pub fn for_state(
    state: super::RoundState,
    start: impl FnOnce() -> Vec<RoundWarning>,
    close: impl FnOnce() -> Vec<RoundWarning>,
) -> Vec<RoundWarning> {
    use super::RoundState;
    match state {
        RoundState::NotPaired => Vec::new(),
        RoundState::Paired => start(),
        RoundState::Playing => {
            let mut out = start();
            out.extend(
                close()
                    .into_iter()
                    .filter(|w| !matches!(w, RoundWarning::NoResult { .. })),
            );
            out
        }
        RoundState::Complete => close(),
    }
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
    /// The warning is one of the start's checks (players, time control, pairings), not the
    /// close's.
    pub fn at_start(&self) -> bool {
        matches!(
            self,
            RoundWarning::NoPlayer { .. }
                | RoundWarning::NoControl { .. }
                | RoundWarning::Unconfirmed { .. }
        )
    }

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
