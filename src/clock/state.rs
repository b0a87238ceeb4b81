//! One board's chess clock (Art. 6) as the fold of timestamped events.
//!
//! Times are milliseconds on any one time line (since the Unix epoch or since the start); the
//! clock never reads a wall clock. The same events give the same state, whoever folds them.

use serde::{Deserialize, Serialize};
use shakmaty::{ByColor, Color};
use thiserror::Error;

use super::control::TimeControl;
use super::{by_color_serde, side_serde};

/// What happened to a clock (Art. 6.2, 6.10.2, 6.11, Guidelines III.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum ClockEvent {
    /// The clock of the side to move is started: White's (Art. 6.6), or Black's when the game
    /// starts from a position with Black to move ([`Clock::with_first_mover`]) or a `Set` with
    /// move counters before the start says Black is to move (a resumed game).
    Start,
    /// The player whose clock runs presses it: that player's move is completed (Art. 6.2.1).
    Press,
    /// The clock is paused (e.g. by the arbiter for a claim, Art. 9.5, 6.11.1).
    Pause,
    /// The clock runs again after a pause.
    Resume,
    /// Time added to (positive) or taken from (negative) one side (Art. 7.5.5, 9.5.3, 12.9, III.4).
    Adjust {
        #[serde(with = "side_serde")]
        side: Color,
        ms: i64,
    },
    /// Both times set, e.g. from a physical clock's reading or after a wrong setting (Art. 6.10.2);
    /// move counters too when given, and then the side to move follows from them (White when
    /// both have completed as many moves, Black when White has one more).
    Set {
        white_ms: i64,
        black_ms: i64,
        #[serde(default)]
        white_moves: Option<u32>,
        #[serde(default)]
        black_moves: Option<u32>,
    },
    /// From now on every completed move of either side credits `ms` more (Guidelines III.4: 5 s).
    /// Replaces an earlier such increment; 0 removes it.
    Increment { ms: i64 },
    /// The arbiter saw a flag down on the physical clock (Art. 6.8).
    FlagObserved {
        #[serde(with = "side_serde")]
        side: Color,
    },
}

impl ClockEvent {
    /// The script / log name of the action.
    pub fn action(&self) -> &'static str {
        match self {
            ClockEvent::Start => "start",
            ClockEvent::Press => "press",
            ClockEvent::Pause => "pause",
            ClockEvent::Resume => "resume",
            ClockEvent::Adjust { .. } => "adjust",
            ClockEvent::Set { .. } => "set",
            ClockEvent::Increment { .. } => "increment",
            ClockEvent::FlagObserved { .. } => "flag_observed",
        }
    }
}

/// A clock event that cannot apply; the clock is left as it was.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ClockError {
    #[error("{action} at {at} ms: before the previous clock event at {last} ms")]
    OutOfOrder {
        action: &'static str,
        at: i64,
        last: i64,
    },
    #[error("{action}: the clock has not been started")]
    NotStarted { action: &'static str },
    #[error("start: the clock is already started")]
    AlreadyStarted,
    #[error("{action}: the clock is paused")]
    Paused { action: &'static str },
    #[error("resume: the clock is not paused")]
    NotPaused,
    #[error("press: the clock is frozen, {}'s flag fell in the last period", side_serde::name(*side))]
    Frozen { side: Color },
    #[error("{action}: {}'s time would be negative ({ms} ms)", side_serde::name(*side))]
    NegativeTime {
        action: &'static str,
        side: Color,
        ms: i64,
    },
    #[error(
        "set: move counters White {white}, Black {black}: White must have completed as many moves as Black, or one more"
    )]
    MoveCounters { white: u32, black: u32 },
    #[error("increment: {ms} ms is negative")]
    NegativeIncrement { ms: i64 },
    #[error("{action}: time out of range")]
    Overflow { action: &'static str },
}

/// Which flag fell first (Guidelines III.3.1 needs to know when it is unknown).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum FirstFlag {
    White,
    Black,
    Unknown,
}

/// One side of a [`ClockReading`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SideReading {
    /// Remaining time in ms (never negative; 0 once the flag has fallen, until time is added).
    pub ms: i64,
    /// Moves completed (presses, or as set by a `Set` event).
    pub moves: u32,
    /// The period (1-based) of the move this side plays next.
    pub period: u32,
    /// When the flag fell, if known to the ms (the instant the remaining time reached 0).
    pub flag_at: Option<i64>,
    /// Whether this side's flag has fallen (also when the instant is unknown: after a `Set` to 0
    /// or a `FlagObserved` the model had not foreseen).
    pub flagged: bool,
}

/// The clock at one instant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ClockReading {
    pub white: SideReading,
    pub black: SideReading,
    /// The side whose time is running now (None before the start, while paused or frozen).
    #[serde(with = "side_serde::option")]
    pub running: Option<Color>,
    /// The side whose clock runs when the clock runs (None before the start).
    #[serde(with = "side_serde::option")]
    pub to_move: Option<Color>,
    pub paused: bool,
    /// A flag fell in the last period and the clock no longer runs, as on FIDE clocks.
    pub frozen: bool,
    pub first_flag: Option<FirstFlag>,
    /// The deciding flag fell in the last period: the first flag's period when the order is known,
    /// both flags' periods when it is not (Guidelines III.3.1).
    pub flag_in_last_period: bool,
    /// The extra increment given under Guidelines III.4, in ms (0 when none).
    pub extra_increment_ms: i64,
}

impl ClockReading {
    /// The reading of one side.
    pub fn side(&self, color: Color) -> &SideReading {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }
}

/// A fallen flag: the instant if known, the latest instant it can have fallen, and the period
/// (0-based) the side was in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
struct Flag {
    at: Option<i64>,
    by: i64,
    period: usize,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
struct Side {
    ms: i64,
    moves: u32,
    flag: Option<Flag>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
struct State {
    #[serde(with = "by_color_serde")]
    sides: ByColor<Side>,
    started: bool,
    paused: bool,
    #[serde(with = "side_serde")]
    to_move: Color,
    /// Running time is accounted up to this instant.
    mark_at: i64,
    /// The instant of the last event applied.
    last_at: Option<i64>,
    /// Delay left for the current move of the side to move (Art. 6.3.2).
    delay_left: i64,
    /// Guidelines III.4 increment, credited on each press from now on.
    extra_increment: i64,
}

/// A chess clock under a time control: the fold of [`ClockEvent`]s (Art. 6). Serialized whole
/// (its control and running state) only for a board's snapshot (`store::snapshot`), which is
/// trusted only when it equals the fold; JSON output never shows this form.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Clock {
    control: TimeControl,
    state: State,
}

impl Clock {
    /// A clock set up for `control`, not started: each side has its first period's base time
    /// plus the Fischer increment for move 1 when it applies from move 1 (a 90+30 clock shows
    /// 1:30:30 before the start).
    pub fn new(control: &TimeControl) -> Clock {
        let side = |color| Side {
            ms: control
                .periods
                .first()
                .map_or(0, |p| p.base_for(color))
                .saturating_add(control.increment_before_move(1)),
            moves: 0,
            flag: None,
        };
        Clock {
            control: control.clone(),
            state: State {
                sides: ByColor {
                    white: side(Color::White),
                    black: side(Color::Black),
                },
                started: false,
                paused: false,
                to_move: Color::White,
                mark_at: i64::MIN,
                last_at: None,
                delay_left: 0,
                extra_increment: 0,
            },
        }
    }

    /// A clock set up like [`Clock::new`] for a game whose first move is `first`'s: a board
    /// set up from a position with Black to move starts Black's clock (the side to move, Art.
    /// 6.2.1), each side counting its moves from its first one on this board.
    pub fn with_first_mover(control: &TimeControl, first: Color) -> Clock {
        let mut clock = Clock::new(control);
        clock.state.to_move = first;
        clock
    }

    /// The increment `color` was credited for its next move by its last press, as things stand
    /// now: the Fischer increment of that move plus any III.4 increment (period base times not
    /// included). The Arbiters' Manual on Art. 7.5.5: after an illegal move, take back the
    /// increment the offender gained on that press (an `Adjust` by minus this).
    pub fn increment_credited(&self, color: Color) -> i64 {
        let moves = self.state.sides[color].moves;
        if moves == 0 {
            return 0;
        }
        self.control
            .increment_before_move(moves.saturating_add(1))
            .saturating_add(self.state.extra_increment)
    }

    /// The time control this clock was set for.
    pub fn control(&self) -> &TimeControl {
        &self.control
    }

    /// The clock on the table, as an electronic board reports it after a move (issue 19): both
    /// times and the moves each side has made, so that the side to move is the one whose clock
    /// runs from `at_ms` (Art. 6.2.1: the opponent's clock starts when the mover presses). A clock
    /// not started yet starts; a paused one stays paused with the times set. On error (counters
    /// that no clock could show, an event out of time order) the clock is unchanged.
    pub fn follow_table(
        &mut self,
        at_ms: i64,
        white_ms: i64,
        black_ms: i64,
        white_moves: u32,
        black_moves: u32,
    ) -> Result<(), ClockError> {
        let mut next = self.clone();
        next.apply(
            at_ms,
            &ClockEvent::Set {
                white_ms,
                black_ms,
                white_moves: Some(white_moves),
                black_moves: Some(black_moves),
            },
        )?;
        if !next.state.started {
            next.apply(at_ms, &ClockEvent::Start)?;
        }
        *self = next;
        Ok(())
    }

    /// Apply one event at instant `at_ms`. Events must come in time order (equal instants are
    /// fine). On error the clock is unchanged.
    ///
    /// - `Press` completes a move of the side whose clock runs (Art. 6.2.1). When that completes a
    ///   period's moves, the next period's base time is added (6.3.2). Then the Fischer increment
    ///   for the player's next move is credited, plus any III.4 increment. The press is refused if
    ///   the clock is not started, paused, or frozen; a press at the very instant the time
    ///   reaches 0 is too late (the flag has fallen).
    /// - `Adjust` refuses to make a time negative; bringing a time to exactly 0 is a flag at that
    ///   instant. Adding time to a side showing a fallen flag (0 ms) lifts that flag.
    /// - `Set` replaces both times (and move counters if given, which must be equal or White one
    ///   ahead, and decide the side to move): a side set to 0 has a flag whose instant is unknown;
    ///   a side set above 0 while showing a flag has it lifted.
    /// - `FlagObserved` for a side the model still gives time to: the physical clock wins, the time
    ///   becomes 0 and the flag's instant is unknown (only "by now" is known).
    pub fn apply(&mut self, at_ms: i64, event: &ClockEvent) -> Result<(), ClockError> {
        let action = event.action();
        self.check_order(action, at_ms)?;
        let mut st = self.state;
        st.advance(&self.control, at_ms);
        st.last_at = Some(at_ms);
        let control = &self.control;
        match *event {
            ClockEvent::Start => {
                if st.started {
                    return Err(ClockError::AlreadyStarted);
                }
                st.started = true;
                st.delay_left = st.delay_for_next_move(control, st.to_move);
            }
            ClockEvent::Press => {
                if !st.started {
                    return Err(ClockError::NotStarted { action });
                }
                if st.paused {
                    return Err(ClockError::Paused { action });
                }
                if let Some(side) = st.frozen_by(control) {
                    return Err(ClockError::Frozen { side });
                }
                let color = st.to_move;
                let side = &mut st.sides[color];
                side.moves = side.moves.saturating_add(1);
                let next_period = control
                    .period_completed_by(side.moves)
                    .map_or(0, |period| control.periods[period + 1].base_for(color));
                side.ms = [
                    next_period,
                    control.increment_before_move(side.moves.saturating_add(1)),
                    st.extra_increment,
                ]
                .into_iter()
                .try_fold(side.ms, i64::checked_add)
                .ok_or(ClockError::Overflow { action })?;
                st.to_move = color.other();
                st.delay_left = st.delay_for_next_move(control, st.to_move);
            }
            ClockEvent::Pause => {
                if !st.started {
                    return Err(ClockError::NotStarted { action });
                }
                if st.paused {
                    return Err(ClockError::Paused { action });
                }
                st.paused = true;
            }
            ClockEvent::Resume => {
                if !st.paused {
                    return Err(ClockError::NotPaused);
                }
                st.paused = false;
            }
            ClockEvent::Adjust { side: color, ms } => {
                let side = &mut st.sides[color];
                let new = side
                    .ms
                    .checked_add(ms)
                    .ok_or(ClockError::Overflow { action })?;
                if new < 0 {
                    return Err(ClockError::NegativeTime {
                        action,
                        side: color,
                        ms: new,
                    });
                }
                let period = control.period_index_of_move(side.moves.saturating_add(1));
                side.set_ms(new, Some(at_ms), at_ms, period);
            }
            ClockEvent::Set {
                white_ms,
                black_ms,
                white_moves,
                black_moves,
            } => {
                let before = (st.to_move, st.sides[st.to_move].moves);
                for (color, ms, moves) in [
                    (Color::White, white_ms, white_moves),
                    (Color::Black, black_ms, black_moves),
                ] {
                    if ms < 0 {
                        return Err(ClockError::NegativeTime {
                            action,
                            side: color,
                            ms,
                        });
                    }
                    let side = &mut st.sides[color];
                    if let Some(moves) = moves {
                        side.moves = moves;
                    }
                    let period = control.period_index_of_move(side.moves.saturating_add(1));
                    side.set_ms(ms, None, at_ms, period);
                }
                if white_moves.is_some() || black_moves.is_some() {
                    let (white, black) = (st.sides.white.moves, st.sides.black.moves);
                    st.to_move = if white == black {
                        Color::White
                    } else if white == black.saturating_add(1) {
                        Color::Black
                    } else {
                        return Err(ClockError::MoveCounters { white, black });
                    };
                }
                if before != (st.to_move, st.sides[st.to_move].moves) {
                    st.delay_left = st.delay_for_next_move(control, st.to_move);
                }
            }
            ClockEvent::Increment { ms } => {
                if ms < 0 {
                    return Err(ClockError::NegativeIncrement { ms });
                }
                st.extra_increment = ms;
            }
            ClockEvent::FlagObserved { side: color } => {
                let side = &mut st.sides[color];
                if side.flag.is_none() {
                    let period = control.period_index_of_move(side.moves.saturating_add(1));
                    side.ms = 0;
                    side.flag = Some(Flag {
                        at: None,
                        by: at_ms,
                        period,
                    });
                }
            }
        }
        self.state = st;
        Ok(())
    }

    /// Events come in time order (equal instants are fine).
    fn check_order(&self, action: &'static str, at_ms: i64) -> Result<(), ClockError> {
        match self.state.last_at {
            Some(last) if at_ms < last => Err(ClockError::OutOfOrder {
                action,
                at: at_ms,
                last,
            }),
            _ => Ok(()),
        }
    }

    /// Art. 7.5.5: the position before the irregularity is reinstated with the offender on move.
    /// When the clock shows that `offender` pressed after the illegal move (the opponent's
    /// clock runs, or stands, as the side to move), that press is undone at `at_ms`: the
    /// increment (and a period's base time) it credited is taken back, the offender's move
    /// counter goes back by one and the offender's clock is the one that runs (or will run, if
    /// the clock is paused). When the offender is already on move nothing changes — so the
    /// increment is taken back once, however often this is called without a press between.
    /// Returns the ms taken back from the offender. On error the clock is unchanged.
    pub fn take_back_press(&mut self, at_ms: i64, offender: Color) -> Result<i64, ClockError> {
        let action = "take back the press";
        self.check_order(action, at_ms)?;
        let mut st = self.state;
        if !st.started || st.to_move == offender || st.sides[offender].moves == 0 {
            return Ok(0);
        }
        st.advance(&self.control, at_ms);
        st.last_at = Some(at_ms);
        let control = &self.control;
        let side = &mut st.sides[offender];
        let next_period = control
            .period_completed_by(side.moves)
            .map_or(0, |period| control.periods[period + 1].base_for(offender));
        let credited = [
            next_period,
            control.increment_before_move(side.moves.saturating_add(1)),
            st.extra_increment,
        ]
        .into_iter()
        .try_fold(0i64, i64::checked_add)
        .ok_or(ClockError::Overflow { action })?;
        side.moves -= 1;
        let new = side.ms.saturating_sub(credited).max(0);
        let period = control.period_index_of_move(side.moves.saturating_add(1));
        side.set_ms(new, Some(at_ms), at_ms, period);
        st.to_move = offender;
        st.delay_left = st.delay_for_next_move(control, offender);
        self.state = st;
        Ok(credited)
    }

    /// The clock at instant `at_ms` (an instant before the last event reads as at that event).
    /// A flag that falls between the last event and `at_ms` is found here to the ms.
    pub fn reading(&self, at_ms: i64) -> ClockReading {
        let mut st = self.state;
        st.advance(&self.control, at_ms.max(st.mark_at));
        let control = &self.control;
        let last = control.periods.len().saturating_sub(1);
        let side = |color: Color| {
            let s = st.sides[color];
            let period = control.period_index_of_move(s.moves.saturating_add(1));
            SideReading {
                ms: s.ms,
                moves: s.moves,
                period: u32::try_from(period + 1).unwrap_or(u32::MAX),
                flag_at: s.flag.and_then(|f| f.at),
                flagged: s.flag.is_some(),
            }
        };
        let frozen = st.frozen_by(control).is_some();
        let first_flag = first_flag(st.sides.white.flag, st.sides.black.flag);
        let in_last = |flag: Option<Flag>| flag.is_some_and(|f| f.period == last);
        let flag_in_last_period = match first_flag {
            None => false,
            Some(FirstFlag::White) => in_last(st.sides.white.flag),
            Some(FirstFlag::Black) => in_last(st.sides.black.flag),
            Some(FirstFlag::Unknown) => {
                in_last(st.sides.white.flag) && in_last(st.sides.black.flag)
            }
        };
        ClockReading {
            white: side(Color::White),
            black: side(Color::Black),
            running: (st.started && !st.paused && !frozen).then_some(st.to_move),
            to_move: st.started.then_some(st.to_move),
            paused: st.paused,
            frozen,
            first_flag,
            flag_in_last_period,
            extra_increment_ms: st.extra_increment,
        }
    }
}

/// Which of two flags fell first: known when one certainly fell before the other's known instant.
fn first_flag(white: Option<Flag>, black: Option<Flag>) -> Option<FirstFlag> {
    match (white, black) {
        (None, None) => None,
        (Some(_), None) => Some(FirstFlag::White),
        (None, Some(_)) => Some(FirstFlag::Black),
        (Some(w), Some(b)) => Some(match (w.at, b.at) {
            (_, Some(bt)) if w.by < bt => FirstFlag::White,
            (Some(wt), _) if b.by < wt => FirstFlag::Black,
            _ => FirstFlag::Unknown,
        }),
    }
}

impl Side {
    /// Set the remaining time: 0 is a fallen flag (at `flag_at`, known or not, by `now`); more
    /// than 0 lifts a flag that was showing (0 ms), while a flag fallen earlier and followed by
    /// added time stays on record.
    fn set_ms(&mut self, ms: i64, flag_at: Option<i64>, now: i64, period: usize) {
        if ms == 0 && self.flag.is_none() {
            self.flag = Some(Flag {
                at: flag_at,
                by: now,
                period,
            });
        } else if ms > 0 && self.ms == 0 {
            self.flag = None;
        }
        self.ms = ms;
    }
}

impl State {
    fn delay_for_next_move(&self, control: &TimeControl, color: Color) -> i64 {
        control.delay_for_move(self.sides[color].moves.saturating_add(1))
    }

    /// The side whose flag froze the clock: fallen (0 ms) in that side's last period.
    fn frozen_by(&self, control: &TimeControl) -> Option<Color> {
        let last = control.periods.len().saturating_sub(1);
        [Color::White, Color::Black].into_iter().find(|&color| {
            let s = self.sides[color];
            s.flag.is_some()
                && s.ms == 0
                && control.period_index_of_move(s.moves.saturating_add(1)) == last
        })
    }

    /// Let the running side's time run from `mark_at` to `at`: first what is left of the delay,
    /// then the main time; the instant it reaches 0 is the flag (Art. 6.1.1).
    fn advance(&mut self, control: &TimeControl, at: i64) {
        let running = self.started && !self.paused && self.frozen_by(control).is_none();
        if running && at > self.mark_at {
            let elapsed = at.saturating_sub(self.mark_at);
            let delay = elapsed.min(self.delay_left);
            self.delay_left -= delay;
            let main = elapsed - delay;
            let color = self.to_move;
            let period = control.period_index_of_move(self.sides[color].moves.saturating_add(1));
            let side = &mut self.sides[color];
            if side.ms > 0 && main >= side.ms {
                let fell = self.mark_at + delay + side.ms;
                side.ms = 0;
                if side.flag.is_none() {
                    side.flag = Some(Flag {
                        at: Some(fell),
                        by: fell,
                        period,
                    });
                }
            } else {
                side.ms = (side.ms - main).max(0);
            }
        }
        self.mark_at = self.mark_at.max(at);
    }
}
