//! Reminders: what the arbiter watches on a board before a player calls (issue 35). Each is a
//! fact with its article; the words are the edge's (`crate::i18n::reminder`). Each kind is on
//! by default and can be switched off for the event ([`ReminderSwitches`], `arbiter reminders`).
//!
//! The position reminders (9.2, 9.3, 9.6.2) depend on the record only; the clock reminders
//! (6.4, III.4/III.5, 8.4) on the clocks at one instant, passed in.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use crate::clock::{Bonus, ClockReading, TimeControl};
use crate::rules::GameRecord;
use crate::rules::ahead::{CountAhead, RepetitionAhead};

/// Under this a player is "under 5 minutes" (Art. 8.4) and a period's end is watched (6.4).
pub const FIVE_MINUTES_MS: i64 = 5 * 60 * 1000;
/// Under this a player may ask for III.4's extra increment or claim under III.5.
pub const TWO_MINUTES_MS: i64 = 2 * 60 * 1000;
/// An increment of at least this keeps the duty to record under 5 minutes (Art. 8.4).
pub const RECORDING_INCREMENT_MS: i64 = 30 * 1000;
/// A period's end is watched from this many moves before it (38–40 of a 40-move period).
const PERIOD_END_WATCH: u32 = 2;

/// The kinds of reminder, each switchable per event.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, PartialOrd, Ord)]
#[serde(rename_all = "snake_case")]
pub enum ReminderKind {
    /// A position stood twice: its next standing is claimable (Art. 9.2).
    Repetition,
    /// 45, 49, 50 moves without capture or pawn move (Art. 9.3); 70 (9.6.2).
    FiftyMoves,
    /// The last moves of a period with a clock under 5 minutes (Art. 6.4).
    TimeControl,
    /// Under 2 minutes with Guidelines III (III.4, III.5).
    GuidelinesIii,
    /// Under 5 minutes without an increment of 30 s: no duty to record (Art. 8.4).
    Scoresheet,
}

impl ReminderKind {
    /// Every kind, in the order they are shown.
    pub const ALL: [ReminderKind; 5] = [
        ReminderKind::Repetition,
        ReminderKind::FiftyMoves,
        ReminderKind::TimeControl,
        ReminderKind::GuidelinesIii,
        ReminderKind::Scoresheet,
    ];

    /// The name used on the command line and in the event file.
    pub fn name(self) -> &'static str {
        match self {
            ReminderKind::Repetition => "repetition",
            ReminderKind::FiftyMoves => "fifty-moves",
            ReminderKind::TimeControl => "time-control",
            ReminderKind::GuidelinesIii => "guidelines-iii",
            ReminderKind::Scoresheet => "scoresheet",
        }
    }

    /// The article of the Laws the kind is about.
    pub fn article(self) -> &'static str {
        match self {
            ReminderKind::Repetition => "9.2",
            ReminderKind::FiftyMoves => "9.3",
            ReminderKind::TimeControl => "6.4",
            ReminderKind::GuidelinesIii => "III.4",
            ReminderKind::Scoresheet => "8.4",
        }
    }
}

/// A name that is not a reminder kind.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "{text:?} is not a reminder (repetition, fifty-moves, time-control, guidelines-iii, scoresheet)"
)]
pub struct UnknownReminder {
    pub text: String,
}

impl std::str::FromStr for ReminderKind {
    type Err = UnknownReminder;
    fn from_str(text: &str) -> Result<ReminderKind, UnknownReminder> {
        ReminderKind::ALL
            .into_iter()
            .find(|k| k.name() == text.trim())
            .ok_or_else(|| UnknownReminder {
                text: text.to_owned(),
            })
    }
}

/// The kinds switched off for the event (all on by default).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct ReminderSwitches {
    off: Vec<ReminderKind>,
}

impl ReminderSwitches {
    /// Whether `kind` is on.
    pub fn is_on(&self, kind: ReminderKind) -> bool {
        !self.off.contains(&kind)
    }

    /// Switch `kind` on or off.
    pub fn set(&mut self, kind: ReminderKind, on: bool) {
        self.off.retain(|k| *k != kind);
        if !on {
            self.off.push(kind);
            self.off.sort();
        }
    }

    /// The kinds off, as stored: names separated by commas ("" when all are on).
    pub fn to_stored(&self) -> String {
        let names: Vec<&str> = self.off.iter().map(|k| k.name()).collect();
        names.join(",")
    }

    /// Read [`ReminderSwitches::to_stored`]'s text.
    pub fn from_stored(text: &str) -> Result<ReminderSwitches, UnknownReminder> {
        let mut switches = ReminderSwitches::default();
        for name in text.split(',').filter(|n| !n.trim().is_empty()) {
            switches.set(name.parse()?, false);
        }
        Ok(switches)
    }
}

/// One reminder on one board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum Reminder {
    /// A position stood twice: its next standing makes a threefold claim correct (Art. 9.2).
    Repetition(RepetitionAhead),
    /// 45, 49 or 50 moves without capture or pawn move (Art. 9.3), or 70 (9.6.2).
    FiftyMoves(CountAhead),
    /// `side` plays move `move_no` of a period ending at move `period_end`, under 5 minutes
    /// (Art. 6.4: the flag and the move count are watched).
    TimeControl {
        #[serde(with = "crate::rules::side_serde")]
        side: Color,
        move_no: u32,
        period_end: u32,
        ms: i64,
    },
    /// `side` is under 2 minutes in the last period of a game under Guidelines III: it may ask
    /// for the extra increment (III.4) or claim (III.5).
    GuidelinesIii {
        #[serde(with = "crate::rules::side_serde")]
        side: Color,
        ms: i64,
    },
    /// `side` is under 5 minutes without an increment of 30 s: it need not record (Art. 8.4).
    Scoresheet {
        #[serde(with = "crate::rules::side_serde")]
        side: Color,
        ms: i64,
    },
}

impl Reminder {
    /// The kind, for its switch.
    pub fn kind(&self) -> ReminderKind {
        match self {
            Reminder::Repetition(_) => ReminderKind::Repetition,
            Reminder::FiftyMoves(_) => ReminderKind::FiftyMoves,
            Reminder::TimeControl { .. } => ReminderKind::TimeControl,
            Reminder::GuidelinesIii { .. } => ReminderKind::GuidelinesIii,
            Reminder::Scoresheet { .. } => ReminderKind::Scoresheet,
        }
    }

    /// The article: "9.2", "9.3", "9.6.2", "6.4", "III.4", "8.4".
    pub fn article(&self) -> &'static str {
        match self {
            Reminder::FiftyMoves(c) => c.stage.article(),
            other => other.kind().article(),
        }
    }
}

/// The position reminders of a record (Art. 9.2, 9.3, 9.6.2) that `switches` leave on: what
/// the app keeps per board when it folds it. Nothing once the Laws ended the game.
pub fn position_reminders(record: &GameRecord, switches: &ReminderSwitches) -> Vec<Reminder> {
    let mut out = Vec::new();
    if switches.is_on(ReminderKind::Repetition)
        && let Some(r) = record.repetition_ahead()
    {
        out.push(Reminder::Repetition(r));
    }
    if switches.is_on(ReminderKind::FiftyMoves)
        && let Some(c) = record.count_ahead()
    {
        out.push(Reminder::FiftyMoves(c));
    }
    out
}

/// Every reminder of a board at `at_ms` that `switches` leave on: the position's, then the
/// clocks' (read at `at_ms`); none once the game is over (a result or an end by the Laws).
pub fn of_board(
    state: &crate::event::BoardState,
    settings: &crate::event::EventSettings,
    switches: &ReminderSwitches,
    at_ms: i64,
) -> Vec<Reminder> {
    if state.is_over() {
        return Vec::new();
    }
    let mut out = position_reminders(&state.record, switches);
    if let Some(clock) = &state.clock {
        let ctx = ClockContext {
            control: clock.control(),
            guidelines_iii: settings.guidelines_iii,
            switches,
        };
        out.extend(clock_reminders(ctx, &clock.reading(at_ms)));
    }
    out
}

/// What the clock reminders need to know of the event.
#[derive(Debug, Clone, Copy)]
pub struct ClockContext<'a> {
    pub control: &'a TimeControl,
    /// Guidelines III announced (III.2.1).
    pub guidelines_iii: bool,
    pub switches: &'a ReminderSwitches,
}

/// The clock reminders at the instant of `reading` (Art. 6.4, 8.4, Guidelines III.4/III.5),
/// each side in turn; none for a side whose flag has fallen.
pub fn clock_reminders(ctx: ClockContext<'_>, reading: &ClockReading) -> Vec<Reminder> {
    let mut out = Vec::new();
    if reading.to_move.is_none() {
        // The clock has not started.
        return out;
    }
    for side in [Color::White, Color::Black] {
        let r = reading.side(side);
        if r.flagged {
            continue;
        }
        let ms = r.ms;
        let move_no = r.moves.saturating_add(1);
        let index = ctx.control.period_index_of_move(move_no);
        let last_period = index + 1 == ctx.control.periods.len();
        if ctx.switches.is_on(ReminderKind::TimeControl)
            && ms < FIVE_MINUTES_MS
            && let Some(period_end) = period_end(ctx.control, index)
            && move_no + PERIOD_END_WATCH >= period_end
        {
            out.push(Reminder::TimeControl {
                side,
                move_no,
                period_end,
                ms,
            });
        }
        // III.2.2: Guidelines III only without increment; they concern the last period.
        if ctx.switches.is_on(ReminderKind::GuidelinesIii)
            && ctx.guidelines_iii
            && !ctx.control.has_increment()
            && last_period
            && ms < TWO_MINUTES_MS
        {
            out.push(Reminder::GuidelinesIii { side, ms });
        }
        let increment = ctx.control.periods.get(index).map_or(0, |p| match p.bonus {
            Bonus::Fischer { ms, .. } => ms,
            Bonus::None | Bonus::Delay { .. } => 0,
        });
        if ctx.switches.is_on(ReminderKind::Scoresheet)
            && ms < FIVE_MINUTES_MS
            && increment < RECORDING_INCREMENT_MS
        {
            out.push(Reminder::Scoresheet { side, ms });
        }
    }
    out
}

/// The move that ends period `index` (0-based), when it is not the last period.
fn period_end(control: &TimeControl, index: usize) -> Option<u32> {
    if index + 1 >= control.periods.len() {
        return None;
    }
    let mut end: u32 = 0;
    for p in control.periods.iter().take(index + 1) {
        end = end.saturating_add(p.moves?);
    }
    Some(end)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::clock::{Clock, ClockEvent};

    #[test]
    fn switches_round_trip() {
        let mut s = ReminderSwitches::default();
        assert!(ReminderKind::ALL.iter().all(|k| s.is_on(*k)));
        assert_eq!(s.to_stored(), "");
        s.set(ReminderKind::Scoresheet, false);
        s.set(ReminderKind::Repetition, false);
        assert_eq!(s.to_stored(), "repetition,scoresheet");
        assert_eq!(
            ReminderSwitches::from_stored("repetition,scoresheet"),
            Ok(s.clone())
        );
        s.set(ReminderKind::Repetition, true);
        assert!(s.is_on(ReminderKind::Repetition));
        assert!(!s.is_on(ReminderKind::Scoresheet));
        assert!(ReminderSwitches::from_stored("bogus").is_err());
        for k in ReminderKind::ALL {
            assert_eq!(k.name().parse::<ReminderKind>(), Ok(k));
        }
    }

    fn control(text: &str) -> TimeControl {
        text.parse().expect("a control")
    }

    /// A clock started, then both sides' moves and times set.
    fn reading(control: &TimeControl, moves: u32, white_ms: i64, black_ms: i64) -> ClockReading {
        let mut clock = Clock::new(control);
        let events = [
            (0, ClockEvent::Start),
            (
                1,
                ClockEvent::Set {
                    white_ms,
                    black_ms,
                    white_moves: Some(moves),
                    black_moves: Some(moves),
                },
            ),
        ];
        for (at, e) in events {
            clock.apply(at, &e).expect("a clock event");
        }
        clock.reading(1)
    }

    #[test]
    fn time_control_from_move_38_under_five_minutes() {
        let c = control("40/5400+30:1800+30");
        let switches = ReminderSwitches::default();
        let ctx = ClockContext {
            control: &c,
            guidelines_iii: false,
            switches: &switches,
        };
        let kinds = |moves, w, b| -> Vec<(ReminderKind, Color)> {
            clock_reminders(ctx, &reading(&c, moves, w, b))
                .iter()
                .map(|r| match r {
                    Reminder::TimeControl { side, .. }
                    | Reminder::GuidelinesIii { side, .. }
                    | Reminder::Scoresheet { side, .. } => (r.kind(), *side),
                    Reminder::Repetition(_) | Reminder::FiftyMoves(_) => (r.kind(), Color::White),
                })
                .collect()
        };
        // Move 37 to play: not yet.
        assert_eq!(kinds(36, 60_000, 600_000), []);
        // Move 38, White under 5 minutes (increment 30 s: the duty to record stays).
        assert_eq!(
            kinds(37, 299_999, 600_000),
            [(ReminderKind::TimeControl, Color::White)]
        );
        assert_eq!(kinds(37, 300_000, 600_000), []);
        assert_eq!(
            kinds(39, 600_000, 200_000),
            [(ReminderKind::TimeControl, Color::Black)]
        );
        // Into the last period: no period end ahead.
        assert_eq!(kinds(40, 100_000, 100_000), []);
    }

    #[test]
    fn guidelines_iii_and_scoresheet() {
        let c = control("3600");
        let mut switches = ReminderSwitches::default();
        let with = |iii: bool, switches: &ReminderSwitches, w, b| {
            let ctx = ClockContext {
                control: &c,
                guidelines_iii: iii,
                switches,
            };
            clock_reminders(ctx, &reading(&c, 30, w, b))
                .iter()
                .map(Reminder::article)
                .collect::<Vec<_>>()
        };
        assert_eq!(with(true, &switches, 119_999, 600_000), ["III.4", "8.4"]);
        assert_eq!(with(false, &switches, 119_999, 600_000), ["8.4"]);
        assert_eq!(with(true, &switches, 120_000, 299_999), ["8.4", "8.4"]);
        assert_eq!(with(true, &switches, 300_000, 300_000), Vec::<&str>::new());
        switches.set(ReminderKind::Scoresheet, false);
        switches.set(ReminderKind::GuidelinesIii, false);
        assert_eq!(with(true, &switches, 1_000, 1_000), Vec::<&str>::new());
        // An increment of 30 s keeps the duty to record (8.4); Guidelines III do not apply.
        let c = control("900+30");
        let ctx = ClockContext {
            control: &c,
            guidelines_iii: true,
            switches: &ReminderSwitches::default(),
        };
        assert!(clock_reminders(ctx, &reading(&c, 30, 1_000, 1_000)).is_empty());
        let c = control("900+29");
        let ctx = ClockContext { control: &c, ..ctx };
        assert_eq!(
            clock_reminders(ctx, &reading(&c, 30, 1_000, 600_000)).len(),
            1
        );
    }

    #[test]
    fn position_reminders_follow_the_switches() {
        let mut r = GameRecord::new();
        for m in ["Nf3", "Nf6", "Ng1", "Ng8"] {
            r.play_san(m).expect("legal");
        }
        let mut switches = ReminderSwitches::default();
        let got = position_reminders(&r, &switches);
        assert_eq!(got.len(), 1);
        assert_eq!(
            (got[0].kind(), got[0].article()),
            (ReminderKind::Repetition, "9.2")
        );
        switches.set(ReminderKind::Repetition, false);
        assert!(position_reminders(&r, &switches).is_empty());
        let r = GameRecord::from_fen("8/8/4k3/8/8/4K3/8/R7 w - - 140 60").expect("FEN");
        let got = position_reminders(&r, &ReminderSwitches::default());
        assert_eq!(
            got.iter().map(Reminder::article).collect::<Vec<_>>(),
            ["9.6.2"]
        );
        switches.set(ReminderKind::FiftyMoves, false);
        assert!(position_reminders(&r, &switches).is_empty());
    }

    /// A board folded from `commands` (each checked as the app checks it) under a control of an
    /// hour without increment, with Guidelines III announced.
    fn board(commands: &[(i64, crate::event::command::Command)]) -> crate::event::BoardState {
        use crate::event::{BoardSetup, Event, fold_with};
        let settings = guidelines_iii_hour();
        let setup = BoardSetup::new(1, "White", "Black");
        let mut events: Vec<Event> = Vec::new();
        for (n, (at_ms, command)) in (1..).zip(commands) {
            let state = fold_with(&setup, &settings, &events);
            let kind = command
                .to_event(&state, &settings, *at_ms)
                .unwrap_or_else(|e| panic!("refused: {e:?}"));
            events.push(Event {
                id: i64::from(n),
                board: 1,
                seq: n,
                at_ms: *at_ms,
                actor: "test".into(),
                display_name: None,
                origin: None,
                kind,
            });
        }
        fold_with(&setup, &settings, &events)
    }

    fn guidelines_iii_hour() -> crate::event::EventSettings {
        let mut settings = crate::event::EventSettings::new("test");
        settings.control = Some(control("3600"));
        settings.guidelines_iii = true;
        settings
    }

    /// A board's reminders: the position's first, then each clock's, read at the instant
    /// asked; none once the game is over (here by checkmate, Art. 5.1.1).
    #[test]
    fn a_boards_reminders_are_the_positions_then_the_clocks() {
        use crate::event::command::Command;
        const T: i64 = 1_000_000;
        let clock = |white_ms, black_ms| {
            Command::Clock(ClockEvent::Set {
                white_ms,
                black_ms,
                white_moves: None,
                black_moves: None,
            })
        };
        let settings = guidelines_iii_hour();
        let on = ReminderSwitches::default();
        let mut commands: Vec<(i64, Command)> = ["Nf3", "Nf6", "Ng1", "Ng8"]
            .into_iter()
            .map(|m| (T, Command::play(m)))
            .collect();
        // Before the clock starts: the position's reminder only.
        let state = board(&commands);
        let kinds = |state: &crate::event::BoardState, at_ms| {
            of_board(state, &settings, &on, at_ms)
                .iter()
                .map(Reminder::kind)
                .collect::<Vec<_>>()
        };
        assert_eq!(kinds(&state, T), [ReminderKind::Repetition]);
        commands.push((T, Command::Clock(ClockEvent::Start)));
        commands.push((T, clock(121_000, 600_000)));
        let state = board(&commands);
        assert_eq!(
            kinds(&state, T),
            [ReminderKind::Repetition, ReminderKind::Scoresheet]
        );
        // White's clock runs: 2 s later it is under 2 minutes (III.4).
        assert_eq!(
            kinds(&state, T + 2_000),
            [
                ReminderKind::Repetition,
                ReminderKind::GuidelinesIii,
                ReminderKind::Scoresheet
            ]
        );
        let mut off = ReminderSwitches::default();
        off.set(ReminderKind::Repetition, false);
        assert_eq!(of_board(&state, &settings, &off, T).len(), 1);
        // Mated: nothing to watch.
        let mate: Vec<(i64, Command)> = ["f3", "e5", "g4"]
            .into_iter()
            .map(|m| (T, Command::play(m)))
            .chain([
                (T, Command::Clock(ClockEvent::Start)),
                (T, clock(1_000, 1_000)),
                (T, Command::play("Qh4#")),
            ])
            .collect();
        let state = board(&mate);
        assert!(state.record.ending().is_some());
        assert_eq!(kinds(&state, T), []);
    }
}
