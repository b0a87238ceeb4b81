//! Rounds of a tournament (issue 17): what state a round is in, read from its boards' folded
//! states (the event log is interpreted only by the fold).

use serde::Serialize;

use super::BoardState;

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

impl RoundState {
    /// The state of a round with these boards.
    pub fn of<'a>(boards: impl IntoIterator<Item = &'a BoardState>) -> RoundState {
        let mut any = false;
        let mut started = false;
        let mut all_done = true;
        for b in boards {
            any = true;
            started |= b.started();
            all_done &= b.outcome().is_some();
        }
        match (any, started, all_done) {
            (false, _, _) => RoundState::NotPaired,
            (true, _, true) => RoundState::Complete,
            (true, true, false) => RoundState::Playing,
            (true, false, false) => RoundState::Paired,
        }
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
        default_time_due(self.started(), round_start_ms, default_time_ms, now_ms)
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
        reason: crate::i18n::t(
            "rounds-default-time-reason",
            &[("side", crate::i18n::rules::colour_key(absent).into())],
        ),
        article: Some("6.7.1".to_owned()),
    }
}
