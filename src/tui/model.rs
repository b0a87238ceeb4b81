//! What the app knows about each board (filled from the folded board state), and how it becomes
//! the rows and screens of [`crate::tui::view`]. The rules engine decides; this only asks it.

use shakmaty::{ByColor, Color, Position};

use std::cell::RefCell;

use crate::clock::{Clock, ClockReading, FirstFlag};
use crate::event::procedure::{self, Finding};
use crate::rules::{Category, GameRecord, LawsParams};
use crate::tui::view::{
    Alert, BoardRow, BoardView, IncidentRow, LastMove, MoveCell, SideView, Status,
};

/// Both clocks at one instant, as the app shows them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct ClockNow {
    pub white_ms: i64,
    pub black_ms: i64,
    /// The period each side is in (1-based).
    pub white_period: u32,
    pub black_period: u32,
    pub running: Option<Color>,
    pub paused: bool,
    pub started: bool,
    pub white_flagged: bool,
    pub black_flagged: bool,
    /// Which flag fell first, as the clock knows it (`None`: as the two flags say).
    pub first_flag: Option<FirstFlag>,
    /// A flag fell in the last period (Guidelines III.3.1).
    pub flag_in_last_period: bool,
}

impl RowStamp {
    /// The part of the stamp that decides whether the board needs attention.
    pub fn attention(&self) -> AttentionStamp {
        self.attention
    }
}

impl ClockNow {
    /// The flag that fell first: the clock's own knowledge, else what the two flags say.
    pub fn first(&self) -> Option<FirstFlag> {
        self.first_flag
            .or(match (self.white_flagged, self.black_flagged) {
                (true, true) => Some(FirstFlag::Unknown),
                (true, false) => Some(FirstFlag::White),
                (false, true) => Some(FirstFlag::Black),
                (false, false) => None,
            })
    }
}

impl From<&ClockReading> for ClockNow {
    fn from(r: &ClockReading) -> ClockNow {
        ClockNow {
            white_ms: r.white.ms,
            black_ms: r.black.ms,
            white_period: r.white.period,
            black_period: r.black.period,
            running: r.running,
            paused: r.paused,
            started: r.to_move.is_some(),
            white_flagged: r.white.flagged,
            black_flagged: r.black.flagged,
            first_flag: r.first_flag,
            flag_in_last_period: r.flag_in_last_period,
        }
    }
}

/// What a hall row depends on besides the board's events ([`BoardModel::row_stamp`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RowStamp {
    /// The clocks as the row shows them: times at [`crate::clock::format_ms`]'s resolution, so
    /// that a running clock rebuilds its row once a shown digit changes, not at every tick
    /// (issue 36).
    clock: Option<ClockNow>,
    /// For a fed board, the second of the last tick (its "moved N s ago").
    fed_s: Option<i64>,
    attention: AttentionStamp,
}

/// What, besides the board's events, decides whether a board needs the arbiter and whether
/// its row has alerts ([`BoardModel::attention_stamp`]): the clocks without their times, the
/// default time passed, a feed gone quiet, a fallen flag still being judged. It changes rarely,
/// so the hall's count, filter and attention sort need no row of a board out of sight.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AttentionStamp {
    clock: Option<ClockNow>,
    default_due: bool,
    feed_quiet: bool,
    /// A fallen flag still being judged elsewhere ([`BoardModel::flag_deferred`]).
    flag_judging: bool,
    /// Each side's time against the clock reminders' thresholds (Art. 6.4, 8.4, Guidelines
    /// III.4: under five minutes, under two): a crossing may add a reminder to the row.
    bands: [u8; 2],
    /// The current half hour of the round's time-control sheets while the board's clock runs,
    /// and whether the board has a line taken in it (the row's sheet mark, issue 35).
    sheet: Option<(u32, bool)>,
}

/// How many of the clock reminders' thresholds (five minutes, two) `ms` is under.
fn band(ms: i64) -> u8 {
    use crate::event::reminder::{FIVE_MINUTES_MS, TWO_MINUTES_MS};
    u8::from(ms < FIVE_MINUTES_MS) + u8::from(ms < TWO_MINUTES_MS)
}

/// How long after an instant where a running clock shows `ms` its shown digit changes
/// ([`crate::clock::format_unit`]: the second, or the tenth under 20 s, and the last tenth when
/// the flag falls); `None` when it shows no time left. Assumes the clock runs from that
/// instant on: a delay (Art. 6.3.2) only makes the change later, never earlier.
fn digit_change_in(ms: i64) -> Option<i64> {
    if ms <= 0 {
        return None;
    }
    if ms >= 20_000 {
        return Some(ms % 1000 + 1);
    }
    if ms < 200 {
        // `0:00:00.1` down to the flag.
        return Some(ms);
    }
    Some(ms % 100 + 1)
}

/// A fallen flag to judge away from the model (Art. 6.9, Guidelines III.3.1, III.5.2): what
/// [`BoardModel::flag_finding`] would compute, with the key its answer is kept under.
#[derive(Debug, Clone)]
pub struct FlagJob {
    pub number: u32,
    key: FlagKey,
    position: shakmaty::Chess,
}

impl FlagJob {
    /// The finding, by the rules engine (a search for a mate: the dear part).
    pub fn judge(&self) -> Finding {
        let (_, _, first, in_last_period, postponed) = self.key;
        procedure::flag_finding_at(&self.position, first, in_last_period, postponed)
    }
}

/// One board as the app knows it.
#[derive(Debug, Clone)]
pub struct BoardModel {
    /// The language its words are in (its incidents, its last action, a fallen flag's note):
    /// the app's, as its source worded them (English unless told).
    pub lang: crate::i18n::Lang,
    pub number: u32,
    pub white: String,
    pub black: String,
    /// Last sequence number seen: commands state it so a concurrent change is refused, not lost.
    pub seq: u32,
    /// The game, shared with the folded state it was built from (issue 21).
    pub record: std::sync::Arc<GameRecord>,
    pub laws: LawsParams,
    pub category: Category,
    pub time_control: String,
    /// The clocks at the last [`BoardModel::tick`] (None: the board has no clock).
    pub clock: Option<ClockNow>,
    /// The board's clock, read at each tick.
    pub live: Option<Clock>,
    /// Time left on the mover's clock after each ply, if recorded.
    pub ply_clocks: Vec<Option<i64>>,
    /// Plies (1-based) with which a draw offer was made.
    pub offer_plies: Vec<usize>,
    /// A draw offer waiting for an answer (Art. 9.1.2).
    pub offer: Option<Color>,
    /// A claim waiting for the arbiter (Art. 9.2, 9.3).
    pub claim: Option<Color>,
    /// The rules engine's verdict on the waiting claim, when it gave one: (valid, explanation).
    pub claim_verdict: Option<(bool, String)>,
    /// The waiting claim's written move (standard SAN) and the ply it was made at, so the
    /// verdict can be worded again in the arbiter's language (Art. 9.2, 9.3).
    pub claim_written: Option<String>,
    pub claim_ply: usize,
    /// A postponed decision.
    pub decision_due: Option<String>,
    /// The claim the arbiter must rule on (waiting, postponed or referred), with the facts.
    pub ruling_due: Option<RulingDue>,
    /// A III.5 claim whose decision is postponed: claimant and event number (III.5.2).
    pub postponed: Option<(Color, u32)>,
    /// The last Art. 6.9 / III.3.1 finding, and what it was computed from (the analysis is not
    /// repeated at every frame).
    flag_cache: RefCell<Option<(FlagKey, Finding)>>,
    /// The finding of a fallen flag is being worked out elsewhere (the app's start on a hall of
    /// many fallen flags; issue 21): the row says "judging" until
    /// [`BoardModel::flag_judged`] gives it, instead of searching itself. Asking
    /// [`BoardModel::flag_finding`] still answers at once.
    pub flag_deferred: bool,
    /// How long a fed board's feed may be quiet while its clock runs before the hall flags it:
    /// the app's `--feed-quiet`, else [`FEED_QUIET_MS`] (issue 19).
    pub feed_quiet_ms: i64,
    /// What the half-hourly time-control sheet needs of the board (issue 35).
    pub sheet: SheetFacts,
    /// Completed illegal moves (Art. 7.5.5) of each side.
    pub illegal: ByColor<u8>,
    /// The board's last event still in force, and how the log describes it (what `u` takes back).
    pub last_action: Option<(u32, String)>,
    /// What was recorded in the same action as the last one (a move before its press), newest
    /// first: taken back with it (issue 30, D13).
    pub last_action_with: Vec<u32>,
    /// The board's newest event, in force or not (a takeback), worded as the board's log
    /// words it: what an open dialog names when the board changed under it (issue 30, D2).
    pub newest: Option<String>,
    /// Recorded result and reason.
    pub result: Option<(String, String)>,
    /// An arbiter (or the players' agreement, or a ruling) recorded the result; `false` when
    /// only the Laws ended the game on the board.
    pub result_recorded: bool,
    /// This board's incidents, oldest first.
    pub incidents: Vec<IncidentRow>,
    /// The live feed, when the board is fed (issue 19).
    pub feed: Option<crate::event::fold::FeedState>,
    /// The instant of the last [`BoardModel::tick`], ms since the epoch.
    pub now_ms: i64,
    /// A move, a clock start or a result is recorded (the game has begun, Art. 6.7.1).
    pub started: bool,
    /// The round's start (ms since the epoch), when its date and time are set.
    pub round_start_ms: Option<i64>,
    /// The event's default time (Art. 6.7.1), ms after the round's start.
    pub default_time_ms: i64,
    /// The folded board and the event's settings, so an action is checked by the event layer
    /// before it is offered or confirmed (issue 20); `None` for boards not read from a file.
    pub basis: Option<std::sync::Arc<crate::tui::check::Basis>>,
    /// The position's reminders (Art. 9.2, 9.3, 9.6.2), found when the board was folded: the
    /// row does not look for them again (issue 35).
    pub reminders: Vec<crate::event::reminder::Reminder>,
    /// What the clock reminders need (the event's switches, Guidelines III); `None`: none.
    pub reminder_clock: Option<ReminderClock>,
    /// Whether each side (White, Black) is a player of the event's list, for the round
    /// checklist (issue 35); `None` when the event keeps no list.
    pub confirmed: Option<[bool; 2]>,
}

/// The event's side of the clock reminders (Art. 6.4, 8.4, Guidelines III.4/III.5).
#[derive(Debug, Clone)]
pub struct ReminderClock {
    pub switches: std::sync::Arc<crate::event::reminder::ReminderSwitches>,
    pub guidelines_iii: bool,
}

/// A fed board whose feed has said nothing for this long while its clock runs is flagged
/// (issue 19: the e-board may be off, its cable out, the export stopped), unless the app was
/// opened with `--feed-quiet MINUTES` ([`BoardModel::feed_quiet_ms`]).
pub const FEED_QUIET_MS: i64 = 5 * 60 * 1000;

/// A board's facts for the half-hourly time-control sheet ([`crate::event::sheet`]; issue 35):
/// when its clock first started, the half hours it has a line of, its lines (the sheets
/// screen's rows), and the round's first clock start (the app sets it from every board's).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SheetFacts {
    pub started: Option<i64>,
    pub half_hours: Vec<u32>,
    pub lines: Vec<crate::event::sheet::SheetEntry>,
    /// The round's first clock start (the earliest of its boards' `started`): the half hours
    /// are counted from it ([`crate::event::sheet::half_hour_due`]).
    pub round_started: Option<i64>,
}

impl SheetFacts {
    pub fn of(state: &crate::event::BoardState) -> SheetFacts {
        SheetFacts {
            started: state.clock_started_ms(),
            half_hours: state
                .sheet
                .iter()
                .filter_map(|e| match e.line.slot {
                    crate::event::sheet::SheetSlot::HalfHour { n } => Some(n),
                    crate::event::sheet::SheetSlot::OnDemand => None,
                })
                .collect(),
            lines: state.sheet.clone(),
            round_started: None,
        }
    }
}

/// What a flag finding depends on.
type FlagKey = (u32, usize, FirstFlag, bool, Option<(Color, u32)>);

/// A claim waiting for the arbiter's ruling, as the ruling dialog needs it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RulingDue {
    pub by: Color,
    pub kind: crate::event::ClaimKind,
    /// Postponed under III.5.2.
    pub postponed: bool,
    /// Referred to the designated arbiter (III.6).
    pub referred: bool,
    /// The facts that bear on it (material, mating analysis, time, verification).
    pub facts: Vec<String>,
}

impl BoardModel {
    pub fn new(number: u32, white: &str, black: &str) -> BoardModel {
        BoardModel {
            lang: crate::i18n::Lang::En,
            number,
            white: white.to_owned(),
            black: black.to_owned(),
            seq: 0,
            record: std::sync::Arc::new(GameRecord::new()),
            laws: LawsParams::default(),
            category: Category::Standard,
            time_control: String::new(),
            clock: None,
            live: None,
            ply_clocks: Vec::new(),
            offer_plies: Vec::new(),
            offer: None,
            claim: None,
            claim_verdict: None,
            claim_written: None,
            claim_ply: 0,
            decision_due: None,
            ruling_due: None,
            postponed: None,
            flag_cache: RefCell::new(None),
            flag_deferred: false,
            feed_quiet_ms: FEED_QUIET_MS,
            sheet: SheetFacts::default(),
            illegal: ByColor::new_with(|_| 0),
            last_action: None,
            last_action_with: Vec::new(),
            newest: None,
            result: None,
            result_recorded: false,
            incidents: Vec::new(),
            feed: None,
            now_ms: 0,
            started: false,
            round_start_ms: None,
            default_time_ms: 0,
            basis: None,
            reminders: Vec::new(),
            reminder_clock: None,
            confirmed: None,
        }
    }

    pub fn name(&self, side: Color) -> &str {
        match side {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// Read the clock at `now_ms` (ms since the Unix epoch).
    pub fn tick(&mut self, now_ms: i64) {
        self.now_ms = now_ms;
        if let Some(clock) = &self.live {
            self.clock = Some(ClockNow::from(&clock.reading(now_ms)));
        }
    }

    /// The number of the next move as on a scoresheet: "21." for White, "21..." for Black.
    pub fn next_move_label(&self) -> String {
        let ply = self.record.plies() + 1;
        let n = self.record.move_number_of(ply);
        match self.record.mover_of(ply) {
            Color::White => format!("{n}."),
            Color::Black => format!("{n}..."),
        }
    }

    /// What the hall says about a fed board (issue 19): a disagreement or a proposed result
    /// waiting for the arbiter, a feed gone quiet while the clock runs, else when it last moved.
    fn feed_alerts(&self, feed: &crate::event::fold::FeedState, finished: bool) -> Vec<Alert> {
        let mut alerts = Vec::new();
        if let Some(d) = &feed.disagreement {
            alerts.push(Alert::FeedDisagrees {
                // "23...": the number part of the ply's label, the SANs follow.
                label: self.record.label_for(d.ply as usize, ""),
                recorded: d.recorded.clone(),
                feed: d.feed.clone(),
            });
        }
        if let Some(c) = &feed.contradiction {
            alerts.push(Alert::FeedWrong(crate::tui::view::FeedWrong::Contradicts {
                white: c.white.clone(),
                black: c.black.clone(),
            }));
        }
        if let Some(i) = &feed.illegal {
            alerts.push(Alert::FeedWrong(crate::tui::view::FeedWrong::Illegal {
                label: i.label.clone(),
            }));
        }
        if let Some(a) = &feed.after_end {
            alerts.push(Alert::FeedWrong(crate::tui::view::FeedWrong::AfterEnd {
                label: a.label.clone(),
                article: a.article.clone(),
            }));
        }
        if let (Some(r), false) = (feed.proposed_result, finished) {
            alerts.push(Alert::FeedResult {
                result: r.to_string(),
            });
        }
        if let Some(quiet) = self.feed_quiet(feed, finished) {
            alerts.push(Alert::FeedQuiet {
                minutes: quiet / 60_000,
            });
        } else if !feed.ignored {
            alerts.push(Alert::Fed {
                ago_s: feed
                    .last_move_ms
                    .map(|at| self.now_ms.saturating_sub(at).max(0) / 1000),
            });
        }
        alerts
    }

    /// The last move played, numbered as on a scoresheet (`None` before the first move).
    pub fn last_move(&self) -> Option<LastMove> {
        let ply = self.record.plies();
        Some(LastMove {
            number: self.record.move_number_of(ply),
            by: self.record.mover_of(ply),
            san: self.record.san(ply)?,
        })
    }

    /// The side to move.
    pub fn turn(&self) -> Color {
        self.record.position().turn()
    }

    pub fn illegal_count(&self, side: Color) -> u8 {
        *self.illegal.get(side)
    }

    /// The side a flag fell for, if one did and no result is recorded (Art. 6.9).
    pub fn flag_fallen(&self) -> Option<Color> {
        let c = self.clock?;
        if self.result.is_some() {
            return None;
        }
        match (c.white_flagged, c.black_flagged) {
            (true, _) => Some(Color::White),
            (false, true) => Some(Color::Black),
            (false, false) => None,
        }
    }

    /// What the Laws call for now that a flag has fallen (Art. 6.9, Guidelines III.3.1,
    /// III.5.2), as the rules engine finds it; `None` while no flag is down or once a result is
    /// recorded or the game has ended on the board.
    pub fn flag_finding(&self) -> Option<Finding> {
        let key = self.flag_key()?;
        if let Some(finding) = self.flag_cached(&key) {
            return Some(finding);
        }
        let finding = self.flag_job_at(key).judge();
        *self.flag_cache.borrow_mut() = Some((key, finding.clone()));
        Some(finding)
    }

    /// What a fallen flag's finding depends on; `None` while there is nothing to find.
    fn flag_key(&self) -> Option<FlagKey> {
        let c = self.clock?;
        if self.result.is_some() || self.record.ending().is_some() {
            return None;
        }
        Some((
            self.seq,
            self.record.plies(),
            c.first()?,
            c.flag_in_last_period,
            self.postponed,
        ))
    }

    fn flag_cached(&self, key: &FlagKey) -> Option<Finding> {
        match &*self.flag_cache.borrow() {
            Some((k, finding)) if k == key => Some(finding.clone()),
            _ => None,
        }
    }

    /// The fallen flag to judge, when there is one not judged yet.
    pub fn flag_job(&self) -> Option<FlagJob> {
        let key = self.flag_key()?;
        self.flag_cached(&key)
            .is_none()
            .then(|| self.flag_job_at(key))
    }

    /// The job of judging the fallen flag that `key` describes, on the board's position.
    fn flag_job_at(&self, key: FlagKey) -> FlagJob {
        FlagJob {
            number: self.number,
            key,
            position: self.record.position().clone(),
        }
    }

    /// The finding of `job`, judged elsewhere: kept if the board is still as the job saw it.
    /// Either way the row no longer waits for it (a board changed since is judged when asked).
    pub fn flag_judged(&mut self, job: &FlagJob, finding: Finding) {
        if self.flag_key() == Some(job.key) {
            *self.flag_cache.borrow_mut() = Some((job.key, finding));
        }
        self.flag_deferred = false;
    }

    /// A fallen flag's finding is awaited from elsewhere, not yet here.
    fn flag_judging(&self) -> bool {
        self.flag_deferred
            && self
                .flag_key()
                .is_some_and(|key| self.flag_cached(&key).is_none())
    }

    /// What, besides the board's events, the hall row of this instant depends on: the clocks
    /// as shown at the last tick, the attention stamp, and for a fed board the second itself
    /// (its "moved N s ago"). Two equal stamps of one model give the same row when the row is
    /// written with [`crate::clock::format_ms`], so the app rebuilds a row only when the stamp
    /// or the model changed.
    pub fn row_stamp(&self) -> RowStamp {
        let shown = |ms: i64| crate::clock::format_unit(ms);
        RowStamp {
            clock: self.clock.map(|c| ClockNow {
                white_ms: shown(c.white_ms),
                black_ms: shown(c.black_ms),
                ..c
            }),
            fed_s: self.feed.as_ref().map(|_| self.now_ms.div_euclid(1000)),
            attention: self.attention_stamp(),
        }
    }

    /// What the row's alerts depend on besides the board's events (see [`AttentionStamp`]).
    pub fn attention_stamp(&self) -> AttentionStamp {
        AttentionStamp {
            clock: self.clock.map(|c| ClockNow {
                white_ms: 0,
                black_ms: 0,
                ..c
            }),
            default_due: crate::event::round::default_time_due(
                self.started,
                self.round_start_ms,
                self.default_time_ms,
                self.now_ms,
            ),
            feed_quiet: self
                .feed
                .as_ref()
                .is_some_and(|feed| self.feed_quiet(feed, self.result_recorded).is_some()),
            flag_judging: self.flag_judging(),
            bands: self
                .clock
                .map_or([0, 0], |c| [band(c.white_ms), band(c.black_ms)]),
            sheet: self.sheet_mark().map(|(n, line)| (n, line.is_some())),
        }
    }

    /// The running side's time at the last tick, when a clock runs (a clock the app does not
    /// read, `live` being `None`, does not run between events).
    fn running_ms(&self) -> Option<i64> {
        self.live.as_ref()?;
        let c = self.clock?;
        match (c.running, c.paused) {
            (Some(Color::White), false) => Some(c.white_ms),
            (Some(Color::Black), false) => Some(c.black_ms),
            _ => None,
        }
    }

    /// The earliest instant after the last tick at which the board's [`AttentionStamp`] can
    /// change without an event (issue 36): the running clock crossing five minutes, two
    /// (the reminders, Art. 6.4, 8.4, Guidelines III.4) or zero (its flag falls, Art. 6.9),
    /// the default time passing (Art. 6.7.1), a running clock's feed going quiet. `None`:
    /// nothing changes until an event does. It may come early (a delay holds the clock),
    /// never late.
    pub fn attention_due(&self) -> Option<i64> {
        use crate::event::reminder::{FIVE_MINUTES_MS, TWO_MINUTES_MS};
        let now = self.now_ms;
        let mut due: Option<i64> = None;
        let mut at = |t: i64| {
            if t > now {
                due = Some(due.map_or(t, |d| d.min(t)));
            }
        };
        if let Some(ms) = self.running_ms() {
            // A reminder's threshold is crossed when the time is under it; the flag falls
            // at zero.
            for threshold in [FIVE_MINUTES_MS, TWO_MINUTES_MS] {
                if ms >= threshold {
                    at(now.saturating_add(ms - threshold + 1));
                }
            }
            at(now.saturating_add(ms));
            if let Some(next) = self.next_half_hour() {
                at(next);
            }
            if let Some(feed) = &self.feed
                && !feed.ignored
            {
                let last = feed.last_move_ms.unwrap_or(feed.since_ms);
                at(last.saturating_add(self.feed_quiet_ms));
            }
        }
        if !self.started
            && let Some(start) = self.round_start_ms
        {
            at(start.saturating_add(self.default_time_ms));
        }
        due
    }

    /// The earliest instant after the last tick at which the board's hall row can change
    /// without an event (issue 36): a digit of the running clock ([`digit_change_in`]), a fed
    /// board's "moved N s ago" (the next second), or [`BoardModel::attention_due`].
    pub fn row_due(&self) -> Option<i64> {
        let now = self.now_ms;
        let digit = self
            .running_ms()
            .and_then(digit_change_in)
            .map(|d| now.saturating_add(d));
        let fed = self
            .feed
            .as_ref()
            .map(|_| (now.div_euclid(1000) + 1).saturating_mul(1000));
        [digit, fed, self.attention_due()]
            .into_iter()
            .flatten()
            .min()
    }

    /// How long a fed board's feed has been quiet while its clock runs, when that is long
    /// enough for the hall to flag it ([`BoardModel::feed_quiet_ms`]).
    fn feed_quiet(&self, feed: &crate::event::fold::FeedState, finished: bool) -> Option<i64> {
        let last = feed.last_move_ms.unwrap_or(feed.since_ms);
        let running = self.clock.is_some_and(|c| c.running.is_some() && !c.paused);
        let quiet = self.now_ms.saturating_sub(last);
        (running && !finished && !feed.ignored && quiet >= self.feed_quiet_ms).then_some(quiet)
    }

    /// The hall row at this instant; `format` writes a clock time.
    pub fn row(&self, format: &dyn Fn(i64) -> String) -> BoardRow {
        let pos = self.record.position();
        let turn = pos.turn();
        let ending = self.record.ending();
        // A game the Laws ended stays an alert until an arbiter has recorded its result: the
        // players may not have noticed (Art. 9.6: the arbiter intervenes).
        let finished = self.result_recorded;
        let clock = self.clock;
        let status = match (&self.result, self.flag_fallen(), clock) {
            (Some((result, reason)), _, _) => Status::Finished {
                result: result.clone(),
                reason: reason.clone(),
            },
            (None, Some(side), _) => Status::FlagFallen(side),
            (None, None, Some(c)) if !c.started => Status::NotStarted,
            (None, None, Some(c)) if c.paused => Status::Paused,
            (None, None, Some(c)) if c.running.is_some() => Status::Running,
            (None, None, Some(_)) => Status::Paused,
            (None, None, None) if self.record.plies() == 0 => Status::NotStarted,
            (None, None, None) => Status::Running,
        };
        let mut alerts = Vec::new();
        if let Some(end) = ending
            && !finished
        {
            alerts.push(Alert::GameEnd {
                // The rule's name as data; the screen words it (`tui-end-…`).
                what: end.rule.as_str().to_owned(),
                article: end.article.to_owned(),
                score: end.score(),
            });
        }
        if let Some(side) = self.flag_fallen()
            && self.flag_judging()
        {
            alerts.push(Alert::FlagJudging { side });
        } else if let (Some(side), Some(finding)) = (self.flag_fallen(), self.flag_finding()) {
            alerts.push(Alert::Flag {
                side,
                note: crate::i18n::rules::finding(crate::i18n::catalog(self.lang), &finding.why),
                // No result: play goes on (the screen says so in its language).
                verdict: finding.result.map(|r| r.to_string()).unwrap_or_default(),
                article: finding.article,
            });
        }
        if self.default_time_alert() {
            alerts.push(Alert::DefaultTime);
        }
        if let Some(by) = self.claim {
            alerts.push(Alert::ClaimWaiting { by });
        }
        if let Some(what) = &self.decision_due {
            alerts.push(Alert::DecisionDue { what: what.clone() });
        }
        if let Some(by) = self.offer
            && !finished
        {
            alerts.push(Alert::DrawOffer { by });
        }
        if self.illegal.iter().any(|n| *n > 0) {
            alerts.push(Alert::Illegal {
                white: self.illegal.white,
                black: self.illegal.black,
            });
        }
        if let Some(feed) = &self.feed {
            alerts.extend(self.feed_alerts(feed, finished));
        }
        if self.result.is_none() && ending.is_none() {
            alerts.extend(self.reminders.iter().cloned().map(Alert::Reminder));
            alerts.extend(self.clock_reminders().into_iter().map(Alert::Reminder));
        }
        if let Some((n, line)) = self.sheet_mark() {
            alerts.push(Alert::Sheet {
                n,
                line: line.map(|e| crate::tui::view::SheetMarkLine {
                    at: crate::interop::sheet::local(e.at_ms),
                    white: crate::clock::format_ms(e.line.clock.white_ms),
                    black: crate::clock::format_ms(e.line.clock.black_ms),
                    moves: crate::i18n::sheet::moves(&e.line),
                }),
            });
        }
        let side = |color: Color| {
            let (ms, flagged) = match (clock, color) {
                (Some(c), Color::White) => (Some(c.white_ms), c.white_flagged),
                (Some(c), Color::Black) => (Some(c.black_ms), c.black_flagged),
                (None, _) => (None, false),
            };
            SideView {
                name: self.name(color).to_owned(),
                clock: ms.map(|ms| format(ms.max(0))).unwrap_or_default(),
                running: !finished && clock.is_some_and(|c| c.running == Some(color) && !c.paused),
                flagged: flagged && !finished,
                illegal: self.illegal_count(color),
            }
        };
        let period = clock.map_or(1, |c| match turn {
            Color::White => c.white_period,
            Color::Black => c.black_period,
        });
        BoardRow {
            number: self.number,
            white: side(Color::White),
            black: side(Color::Black),
            to_move: if finished { None } else { Some(turn) },
            move_no: pos.fullmoves().get(),
            period: u8::try_from(period.max(1)).unwrap_or(u8::MAX),
            last_move: self.last_move(),
            status,
            alerts,
        }
    }

    /// The row's time-control sheet mark (issue 35; AM 2025, General Duties): while the
    /// board's clock runs and its game goes on, from the round's first half hour on, the
    /// current half hour `n` and the board's newest line taken in it (half-hourly or on
    /// demand) — `None` in its place when the board is missing from it: the one board whose
    /// clock the arbiter cannot check against the sheet.
    pub fn sheet_mark(&self) -> Option<(u32, Option<&crate::event::sheet::SheetEntry>)> {
        use crate::event::sheet::{HALF_HOUR_MS, half_hour_due};
        self.running_ms()?;
        if self.result.is_some() || self.record.ending().is_some() {
            return None;
        }
        let started = self.sheet.round_started?;
        let n = half_hour_due(started, self.now_ms)?;
        let from = started.saturating_add(i64::from(n).saturating_mul(HALF_HOUR_MS));
        let line = self.sheet.lines.iter().rfind(|e| e.at_ms >= from);
        Some((n, line))
    }

    /// The instant the round's next half hour begins (the sheet mark changes then), while the
    /// board's clock runs.
    fn next_half_hour(&self) -> Option<i64> {
        use crate::event::sheet::{HALF_HOUR_MS, half_hour_due};
        let started = self.sheet.round_started?;
        let n = half_hour_due(started, self.now_ms).unwrap_or(0);
        Some(started.saturating_add((i64::from(n) + 1).saturating_mul(HALF_HOUR_MS)))
    }

    /// The clock reminders at the last tick (Art. 6.4, 8.4, Guidelines III.4/III.5): read
    /// only when the row is built, which a shown clock digit's change brings.
    fn clock_reminders(&self) -> Vec<crate::event::reminder::Reminder> {
        let (Some(rc), Some(live)) = (&self.reminder_clock, &self.live) else {
            return Vec::new();
        };
        let ctx = crate::event::reminder::ClockContext {
            control: live.control(),
            guidelines_iii: rc.guidelines_iii,
            switches: &rc.switches,
        };
        crate::event::reminder::clock_reminders(ctx, &live.reading(self.now_ms))
    }

    /// Art. 6.7.1: the default time after the round's start has passed at the last tick and the
    /// game has not begun (an extra game, outside the round numbering, has no default time):
    /// the hall's alert, and what the forfeit key (`F`) acts on.
    pub fn default_time_alert(&self) -> bool {
        !crate::event::round::is_extra_number(self.number)
            && crate::event::round::default_time_due(
                self.started,
                self.round_start_ms,
                self.default_time_ms,
                self.now_ms,
            )
    }

    /// The board screen at this instant.
    pub fn view(&self, format: &dyn Fn(i64) -> String, flipped: bool) -> BoardView {
        let record = &self.record;
        let start = record.start();
        let moves = (1..=record.plies())
            .map(|ply| MoveCell {
                san: record.san(ply).unwrap_or_default(),
                offer: self.offer_plies.contains(&ply),
                clock: self.ply_clocks.get(ply - 1).copied().flatten().map(format),
            })
            .collect();
        let last_move = record
            .move_at(record.plies())
            .and_then(|m| Some((m.from()?, m.to())));
        let mut incidents = self.incidents.clone();
        incidents.reverse();
        BoardView {
            row: self.row(format),
            position: record.position().board().clone(),
            flipped,
            last_move,
            moves,
            black_starts: start.turn() == Color::Black,
            first_move_no: start.fullmoves().get(),
            incidents,
            ledger: None,
            time_control: self.time_control.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The hall's last move is the record's last ply, numbered as on a scoresheet (Art. 8.1).
    #[test]
    fn last_move_is_the_records_last_ply() {
        let mut board = BoardModel::new(1, "Carlsen, Magnus", "Ding, Liren");
        assert_eq!(board.last_move(), None);
        for san in ["e4", "e5", "Nf3", "Nc6"] {
            std::sync::Arc::make_mut(&mut board.record)
                .play_san(san)
                .expect("legal move");
        }
        let last = board.last_move().expect("four plies played");
        assert_eq!(
            (last.number, last.by, last.san.as_str()),
            (2, Color::Black, "Nc6")
        );
        std::sync::Arc::make_mut(&mut board.record)
            .play_san("Bb5")
            .expect("legal move");
        let row = board.row(&|ms| ms.to_string());
        let last = row.last_move.expect("five plies played");
        assert_eq!(
            (last.number, last.by, last.san.as_str()),
            (3, Color::White, "Bb5")
        );
    }
}
