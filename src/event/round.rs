//! Rounds of a tournament (issue 17): what state a round is in, read from its boards' folded
//! states (the event log is interpreted only by the fold).

use serde::Serialize;

use super::{BoardId, BoardSetup, BoardState};

/// The first board number outside the round numbering (issue 17): boards `R.9001`… are a
/// round's extra games — tie-break games, games played early or late — numbered apart so that
/// the round's pairings (boards 1, 2, …, imported before or after) never meet them. They are
/// marked wherever a board is shown, left out of the round's state and of the TRF's round
/// columns, and exported to PGN with a Round tag that says so.
pub const EXTRA_FROM: u32 = 9001;

impl BoardId {
    /// A board outside the round numbering ([`EXTRA_FROM`]).
    pub fn is_extra(self) -> bool {
        is_extra_number(self.number)
    }
}

/// Board number `number` of a round is outside its numbering ([`EXTRA_FROM`]).
pub fn is_extra_number(number: u32) -> bool {
    number >= EXTRA_FROM
}

impl BoardSetup {
    /// A board outside the round numbering ([`EXTRA_FROM`]).
    pub fn is_extra(&self) -> bool {
        self.id().is_extra()
    }
}

/// Where a round stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RoundState {
    /// No board yet: the pairings are not in.
    NotPaired,
    /// Boards, none started (no move, no clock start, no result).
    Paired,
    /// At least one board started, not every board has its result.
    Playing,
    /// Every board has its result.
    Complete,
}

/// [`RoundState::of`] taken board by board, so that a caller going through the event's boards
/// one at a time need not hold them all (issue 36: the report's memory at 9,000 boards).
#[derive(Debug, Clone, Copy)]
pub struct RoundTally {
    any: bool,
    started: bool,
    all_done: bool,
}

impl Default for RoundTally {
    fn default() -> Self {
        RoundTally {
            any: false,
            started: false,
            all_done: true,
        }
    }
}

impl RoundTally {
    /// Count `b`; an extra game ([`BoardId::is_extra`]) does not count.
    pub fn add(&mut self, b: &BoardState) {
        if b.setup.is_extra() {
            return;
        }
        self.any = true;
        self.started |= b.started();
        self.all_done &= b.outcome().is_some();
    }

    /// The state of a round with the boards counted so far.
    pub fn state(&self) -> RoundState {
        match (self.any, self.started, self.all_done) {
            (false, _, _) => RoundState::NotPaired,
            (true, _, true) => RoundState::Complete,
            (true, true, false) => RoundState::Playing,
            (true, false, false) => RoundState::Paired,
        }
    }
}

impl RoundState {
    /// The state of a round with these boards.
    /// Boards outside the round numbering ([`BoardId::is_extra`]: tie-break games, games played
    /// early or late) are not the round's pairing and do not count.
    pub fn of<'a>(boards: impl IntoIterator<Item = &'a BoardState>) -> RoundState {
        let mut tally = RoundTally::default();
        for b in boards {
            tally.add(b);
        }
        tally.state()
    }

    /// The JSON name (`not_paired`, `paired`, `playing`, `complete`), also the message key's end.
    pub fn code(self) -> &'static str {
        match self {
            RoundState::NotPaired => "not_paired",
            RoundState::Paired => "paired",
            RoundState::Playing => "playing",
            RoundState::Complete => "complete",
        }
    }
}

impl BoardState {
    /// The game has begun for the tournament's purposes: a move, a clock start (Art. 6.5) or a
    /// result is recorded. A re-paired round can be replaced only while none of its boards has.
    pub fn started(&self) -> bool {
        !self.moves.is_empty()
            || self.outcome().is_some()
            || self
                .clock
                .as_ref()
                .is_some_and(|c| c.reading(self.last_at_ms).to_move.is_some())
    }
}

impl BoardState {
    /// Art. 6.7.1: a player who arrives at the chessboard after the default time loses (the
    /// game is forfeited). True when the round has a start time, the default time after it has
    /// passed at `now_ms`, and this board has neither a move, a clock start nor a result — the
    /// arbiter should look at it and record the forfeit. `default_time_ms` 0: a player must be
    /// present at the start.
    pub fn default_time_passed(
        &self,
        round_start_ms: Option<i64>,
        default_time_ms: i64,
        now_ms: i64,
    ) -> bool {
        // An extra game is not played from the round's start: no default time counts for it.
        !self.setup.is_extra()
            && default_time_due(self.started(), round_start_ms, default_time_ms, now_ms)
    }
}

/// Art. 6.7.1, the rule of [`BoardState::default_time_passed`] on what a screen keeps of a board
/// (`started`: a move, a clock start or a result is recorded): the one place it is decided.
pub fn default_time_due(
    started: bool,
    round_start_ms: Option<i64>,
    default_time_ms: i64,
    now_ms: i64,
) -> bool {
    round_start_ms.is_some_and(|start| now_ms >= start.saturating_add(default_time_ms.max(0)))
        && !started
}

/// Art. 6.7.1: the one action that forfeits the game of the player who did not arrive within
/// the default time — the opponent wins a game not played (`+/-` or `-/+`), recorded through the
/// one pipeline with the article, by `arbiter forfeit R.N SIDE`.
pub fn default_time_forfeit(absent: shakmaty::Color) -> super::command::Command {
    use crate::rules::GameScore;
    let result = match absent {
        shakmaty::Color::White => GameScore::BLACK_FORFEIT_WIN,
        shakmaty::Color::Black => GameScore::WHITE_FORFEIT_WIN,
    };
    super::command::Command::Result {
        result,
        reason: super::ResultReason::DefaultTime { absent }.into(),
        article: Some("6.7.1".to_owned()),
    }
}

/// A board number given by hand (`board add --number N`) on the wrong side of [`EXTRA_FROM`]
/// (worded at the edge, `crate::i18n::board`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ExtraNumberError {
    pub number: u32,
    /// Whether the board was meant as an extra game (`--extra`).
    pub extra: bool,
}

impl std::error::Error for ExtraNumberError {}

/// A board number given by hand (`board add --number N`): an extra game's must be in the extra
/// range ([`EXTRA_FROM`] and above), a paired board's below it — the range is what marks a
/// board as extra, so a number cannot say the opposite of `--extra`. The number itself, or
/// why not.
pub fn check_extra_number(number: u32, extra: bool) -> Result<u32, ExtraNumberError> {
    let in_range = is_extra_number(number);
    // A number beyond every board's range is refused by the board's own check, naming it.
    if in_range == extra || number > super::MAX_BOARD_NUMBER {
        Ok(number)
    } else {
        Err(ExtraNumberError { number, extra })
    }
}
