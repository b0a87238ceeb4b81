//! The app's state and what each key does to it: key → [`Action`] (from the keymap) → a change of
//! screen or dialog, or [`Request`]s for the store. Pure: no terminal, no store, no wall clock.
//!
//! One file per screen and per flow: [`hall`] (the list of boards, its sort and the start of the
//! round), [`incidents`], [`board`] (what a key does on the open board), and under [`dialogs`]
//! the move prompt, clock, offer, claim, ruling, illegal-move, penalty, result and note flows.
//! Each dialog carries its options as typed values that know their label and what they do.

mod board;
mod dialogs;
mod hall;
mod incidents;
mod ledger;
mod round;
mod sheet;

use crate::i18n::Arg;
use crate::tui::lang::{named, tr};
use crossterm::event::KeyEvent;

use crate::tui::intent::{Intent, Request};
use crate::tui::keymap::{self, Action, Context};
use std::collections::HashMap;

use crate::event::procedure::Finding;
use crate::tui::model::{AttentionStamp, BoardModel, FlagJob, RowStamp};
use crate::tui::render::{hall_rows_height, screen_context};
use crate::tui::view::{
    AppView, BoardRow, HallView, IncidentsView, InputView, Look, Overlay, Screen, StatusKind,
    StatusLine, scroll_offset,
};
use std::sync::mpsc::{Receiver, TryRecvError};

use dialogs::Dialog;
pub use dialogs::clock::{mmss, parse_amount};
pub use hall::Sort;
use incidents::KINDS;

/// The whole app state.
#[derive(Debug, Clone)]
pub struct App {
    pub look: Look,
    pub title: String,
    pub actor: String,
    /// Every board, by number.
    pub boards: Vec<BoardModel>,
    screen: Screen,
    /// Highlighted board in the hall (by number, so re-sorting keeps it).
    selected: Option<u32>,
    hall_offset: usize,
    sort: Sort,
    attention_only: bool,
    jump: Option<String>,
    /// Board shown on the board screen.
    open: Option<u32>,
    flipped: bool,
    inc_selected: usize,
    inc_offset: usize,
    inc_board: Option<u32>,
    inc_kind: Option<usize>,
    dialog: Option<Dialog>,
    status: Option<StatusLine>,
    /// Sequence number of the board when the current dialog opened.
    flow_seq: Option<u32>,
    /// A 9.2/9.3 claim just sent: its decision dialog opens when the board comes back with it.
    claim_sent: Option<dialogs::claim::ClaimSent>,
    /// Lines of the main area (from the terminal size), for paging and scrolling.
    height: u16,
    pub quit: bool,
    /// The hall rows last built, by board number, with the stamp they were built at: a row is
    /// built again only when its board changed (a new model) or its stamp did (issue 21).
    rows: HashMap<u32, (RowStamp, BoardRow)>,
    /// Hall rows built since the app started (what a tick with nothing changed must not raise).
    pub rows_built: u64,
    /// Whether each board needs the arbiter and whether its row has alerts, with the stamp they
    /// were found at: the hall's count, filter and attention sort read these, so that a board
    /// out of sight costs no row (issue 36).
    attention: HashMap<u32, (AttentionStamp, bool, bool)>,
    /// The boards whose rows (or board screen) the last view showed: read at every tick; the
    /// others when their attention may change ([`App::due`]).
    window: Vec<u32>,
    /// The instant of the last tick.
    now_ms: i64,
    /// Each board's next attention instant ([`BoardModel::attention_due`], at most
    /// [`RECHECK_MS`] on): a board out of sight is read only then, not at every tick (issue
    /// 36). A board without one is read at the next tick.
    due: HashMap<u32, i64>,
    /// The earliest of [`App::due`]: before it, a tick reads no board out of sight.
    next_due: i64,
    /// Moves on whenever a board's attention may have changed (a reload, a finding judged, an
    /// attention stamp seen to change at a tick): the hall's order and count kept under it.
    hall_gen: u64,
    /// The hall's order (unless sorted by clock, which moves with time) and its count of boards
    /// needing attention, with the generation, sort and filter they were found under.
    hall_cache: Option<(HallKey, Vec<usize>, usize)>,
    /// The arbiter asked for another round's boards (−1 previous, +1 next): the loop asks the
    /// source and reloads (issue 17).
    pub round_step: Option<i32>,
    /// Boards of the round still being read (after the first frame; issue 36): the round-wide
    /// actions wait for them.
    pending: usize,
    /// The claims-ahead ledger shown on the board screen instead of the move list (issue 35).
    ledger: Option<ledger::LedgerShown>,
    /// The round's state and how many things its checklist lists, with the generation and the
    /// second they were found at (issue 35).
    round_cache: Option<((u64, i64), crate::event::RoundState, usize)>,
    /// The first row shown on the time-control sheets screen (issue 35).
    sheet_offset: usize,
    /// The sheets screen's table (heading, rows) with the hall generation it was built at.
    sheet_cache: Option<(u64, (String, Vec<String>))>,
    /// The arbiter asked for a time-control sheet now (`n` on the sheets screen): the loop asks
    /// the source to take it (issue 35).
    pub sheet_take: bool,
    /// The fallen flags of a just-opened hall being judged on other threads
    /// ([`App::judge_flags_elsewhere`]); their findings arrive here.
    flag_findings: Judging,
}

/// Where the findings judged elsewhere arrive. A copy of the app does not share them: its rows
/// judge their own flags ([`App::flags_judged`]).
#[derive(Debug, Default)]
struct Judging(Option<Receiver<Vec<(FlagJob, Finding)>>>);

impl Clone for Judging {
    fn clone(&self) -> Judging {
        Judging(None)
    }
}

/// From this many fallen flags not yet judged, a hall's findings (a search for a mate each,
/// Art. 6.9) are worked out on other threads while the hall is already shown, each row saying
/// "judging" until its finding comes; below it, a row judges its own flag when drawn.
const JUDGE_ELSEWHERE_FROM: usize = 32;

/// How often the loop looks for the findings judged elsewhere while they are awaited (ms).
const JUDGING_POLL_MS: i64 = 100;

/// What the hall's kept order and count were found under: the generation, the sort, the filter.
type HallKey = (u64, Sort, bool);

/// The longest a board out of sight goes unread (ms), even when nothing can change its
/// attention before ([`BoardModel::attention_due`]): a safety net, not the way alerts come.
const RECHECK_MS: i64 = 30_000;

/// The longest the loop waits for the next tick when the hall is sorted by clock (ms): the
/// order moves with every running clock, in sight or not.
const CLOCK_SORT_MS: i64 = 1_000;

impl App {
    pub fn new(title: &str, actor: &str, look: Look, boards: Vec<BoardModel>) -> App {
        let mut app = App {
            look,
            title: title.to_owned(),
            actor: actor.to_owned(),
            boards: Vec::new(),
            screen: Screen::Hall,
            selected: None,
            hall_offset: 0,
            sort: Sort::Board,
            attention_only: false,
            jump: None,
            open: None,
            flipped: false,
            inc_selected: 0,
            inc_offset: 0,
            inc_board: None,
            inc_kind: None,
            dialog: None,
            status: None,
            flow_seq: None,
            claim_sent: None,
            height: 22,
            quit: false,
            round_step: None,
            rows: HashMap::new(),
            rows_built: 0,
            attention: HashMap::new(),
            window: Vec::new(),
            now_ms: 0,
            due: HashMap::new(),
            next_due: i64::MIN,
            hall_gen: 0,
            hall_cache: None,
            round_cache: None,
            ledger: None,
            sheet_offset: 0,
            sheet_cache: None,
            sheet_take: false,
            flag_findings: Judging(None),
            pending: 0,
        };
        app.set_boards(boards);
        app
    }

    /// Show another round: its title and its boards, the hall at its first board.
    pub fn show_round(&mut self, title: &str, boards: Vec<BoardModel>) {
        self.title = title.to_owned();
        self.selected = None;
        self.open = None;
        self.inc_board = None;
        self.hall_offset = 0;
        self.screen = Screen::Hall;
        self.set_boards(boards);
    }

    /// Replace the boards (after a reload), keeping the selection.
    pub fn set_boards(&mut self, mut boards: Vec<BoardModel>) {
        boards.sort_by_key(|b| b.number);
        self.boards = boards;
        self.rows.clear();
        self.attention.clear();
        self.due.clear();
        self.next_due = i64::MIN;
        self.hall_gen += 1;
        self.note_round_started();
        self.judge_flags_elsewhere();
        if self.selected.is_none_or(|n| self.board(n).is_none()) {
            self.selected = self.boards.first().map(|b| b.number);
        }
    }

    /// `pending` boards of the round are still being read ([`App::add_loaded`] brings them).
    pub fn set_pending(&mut self, pending: usize) {
        self.pending = pending;
    }

    /// Boards read after the first frame (issue 36), with `pending` still to come: added,
    /// except a board the app has already (reloaded since, it is newer than this one, read up
    /// to the first load's cut).
    pub fn add_loaded(&mut self, boards: Vec<BoardModel>, pending: usize) {
        self.pending = pending;
        for b in boards {
            if let Err(i) = self.boards.binary_search_by_key(&b.number, |x| x.number) {
                self.boards.insert(i, b);
            }
        }
        self.next_due = i64::MIN;
        self.hall_gen += 1;
        self.note_round_started();
        if self.selected.is_none_or(|n| self.board(n).is_none()) {
            self.selected = self.boards.first().map(|b| b.number);
        }
    }

    /// The round's first clock start (the earliest of its boards'), given to every board: the
    /// time-control sheets' half hours are counted from it (issue 35).
    fn note_round_started(&mut self) {
        let started = self.boards.iter().filter_map(|b| b.sheet.started).min();
        for b in &mut self.boards {
            b.sheet.round_started = started;
        }
    }

    /// Boards of the round are still being read: a round-wide action would miss them.
    pub(super) fn still_loading(&mut self) -> bool {
        if self.pending == 0 {
            return false;
        }
        let text = self.t("tui-loading-wait", &[("count", self.pending.into())]);
        self.set_status(text, StatusKind::Error);
        true
    }

    /// Replace the boards in `changed` (by number) and add the new ones; the others stay.
    pub fn merge_boards(&mut self, changed: Vec<BoardModel>) {
        // The boards that come after a claim was sent say whether it was recorded: asked once.
        let sent = self.claim_sent.take();
        if changed.is_empty() {
            return;
        }
        for b in changed {
            self.rows.remove(&b.number);
            self.attention.remove(&b.number);
            self.due.remove(&b.number);
            self.next_due = i64::MIN;
            self.hall_gen += 1;
            match self.boards.binary_search_by_key(&b.number, |x| x.number) {
                Ok(i) => self.boards[i] = b,
                Err(i) => self.boards.insert(i, b),
            }
        }
        self.note_round_started();
        if self.selected.is_none_or(|n| self.board(n).is_none()) {
            self.selected = self.boards.first().map(|b| b.number);
        }
        self.refresh_dialog();
        if let Some(sent) = sent {
            self.claim_recorded(sent);
        }
    }

    /// Another session wrote to the open board while a dialog of its flow was open (issue 30,
    /// D2): the dialog was opened on the board as it stood, and what was typed or chosen in it
    /// may mean something else on the board as it is now (a move typed for Black becoming
    /// White's). It is never re-targeted: it is closed, nothing is recorded, and the status
    /// says what changed (the newest event) and that the arbiter must look at the board and
    /// open it again.
    fn refresh_dialog(&mut self) {
        let Some(seen) = self.flow_seq else {
            return;
        };
        let Some(b) = self.current() else {
            return;
        };
        if self.dialog.is_none() || b.seq == seen {
            return;
        }
        // The position the dialog would now act on, by its last move ("2...e6").
        let last = b.last_move().map_or_else(
            || "-".to_owned(),
            |m| {
                let dots = if m.by == shakmaty::Color::White {
                    "."
                } else {
                    "..."
                };
                let san = crate::i18n::san::to_local(self.look.lang, &m.san);
                format!("{}{dots}{san}", m.number)
            },
        );
        let text = self.t(
            "tui-dialog-stale",
            &[
                ("number", b.number.into()),
                ("what", b.newest.clone().unwrap_or_default().into()),
                ("last", last.into()),
            ],
        );
        self.dialog = None;
        self.flow_seq = None;
        self.set_status(text, StatusKind::Error);
    }

    /// Read the clocks at `now_ms`: those of the boards in sight at every tick, the others
    /// only once their attention may have changed ([`App::due`]). Whether the view may have
    /// changed with it: a row in sight (a running clock's shown digit, a default time passed, a
    /// fed board's "moved N s ago"), or whether any board needs attention. When nothing did,
    /// the view of this instant is the one last drawn, and the loop does not build it again
    /// (issues 21, 36).
    pub fn tick(&mut self, now_ms: i64) -> bool {
        let mut moved = self.flags_judged();
        self.now_ms = now_ms;
        for n in &self.window {
            if let Ok(i) = self.boards.binary_search_by_key(n, |b| b.number) {
                let b = &mut self.boards[i];
                let before = b.row_stamp();
                b.tick(now_ms);
                let after = b.row_stamp();
                if after.attention() != before.attention() {
                    self.hall_gen += 1;
                }
                moved |= after != before;
            }
        }
        if now_ms >= self.next_due {
            moved |= self.tick_due(now_ms);
        }
        moved | self.rejudge_dialog()
    }

    /// Read the boards whose next attention instant has come, and find the next ones: whether
    /// one's attention changed (the hall's count, filter and order are found again).
    fn tick_due(&mut self, now_ms: i64) -> bool {
        let mut moved = false;
        let mut next = i64::MAX;
        for b in &mut self.boards {
            let due = self.due.get(&b.number).copied().unwrap_or(i64::MIN);
            if due > now_ms {
                next = next.min(due);
                continue;
            }
            if b.now_ms != now_ms {
                b.tick(now_ms);
            }
            if self
                .attention
                .get(&b.number)
                .is_some_and(|(stamp, ..)| *stamp != b.attention_stamp())
            {
                moved = true;
                self.hall_gen += 1;
            }
            let recheck = now_ms.saturating_add(RECHECK_MS);
            let due = b.attention_due().map_or(recheck, |d| d.min(recheck));
            self.due.insert(b.number, due);
            next = next.min(due);
        }
        self.next_due = next;
        moved
    }

    /// The instant the view may next change without a key or an event (issue 36): the next
    /// shown digit of a board in sight ([`BoardModel::row_due`]), the next attention instant
    /// of any board, a second on when sorted by clock, soon while flags are being judged. The
    /// loop sleeps until then instead of ticking at a fixed rate.
    pub fn next_wake(&self) -> i64 {
        let mut wake = self.next_due;
        for n in &self.window {
            if let Some(due) = self.board(*n).and_then(BoardModel::row_due) {
                wake = wake.min(due);
            }
        }
        if self.sort == Sort::Clock {
            wake = wake.min(self.now_ms.saturating_add(CLOCK_SORT_MS));
        }
        if self.judging_flags() {
            wake = wake.min(self.now_ms.saturating_add(JUDGING_POLL_MS));
        }
        wake
    }

    /// Whether `self.boards[i]` needs the arbiter, and whether its row has alerts: kept while
    /// its [`AttentionStamp`] and its model stay the same.
    fn attention_of(&mut self, i: usize) -> (bool, bool) {
        let b = &self.boards[i];
        let stamp = b.attention_stamp();
        if let Some((s, needs, alerts)) = self.attention.get(&b.number)
            && *s == stamp
        {
            return (*needs, *alerts);
        }
        let row = b.row(&plain);
        let found = (row.needs_attention(), !row.alerts.is_empty());
        self.attention.insert(b.number, (stamp, found.0, found.1));
        found
    }

    /// Many fallen flags not judged yet (a hall of 1,000 boards opened after the session, every
    /// flag down: 1,000 mate searches; issue 21): judged on other threads, so that the hall is
    /// shown at once with "judging" on those rows. A board's finding is still found at once
    /// when asked for (its result dialog).
    fn judge_flags_elsewhere(&mut self) {
        let jobs: Vec<FlagJob> = self
            .boards
            .iter()
            .filter_map(BoardModel::flag_job)
            .collect();
        self.flag_findings = Judging(None);
        if jobs.len() < JUDGE_ELSEWHERE_FROM {
            return;
        }
        let (tx, rx) = std::sync::mpsc::channel();
        let spawned = std::thread::Builder::new()
            .name("flags".into())
            .spawn(move || {
                let found = crate::parallel::map(&jobs, FlagJob::judge);
                let _ = tx.send(jobs.into_iter().zip(found).collect());
            });
        if spawned.is_err() {
            return;
        }
        for b in &mut self.boards {
            b.flag_deferred = true;
        }
        self.flag_findings = Judging(Some(rx));
    }

    /// Fallen flags are being judged on other threads ([`App::judge_flags_elsewhere`]).
    pub fn judging_flags(&self) -> bool {
        self.flag_findings.0.is_some()
    }

    /// The findings judged elsewhere, when they have come: given to their boards. `true` when
    /// some row changed with them.
    fn flags_judged(&mut self) -> bool {
        let found = match &self.flag_findings.0 {
            Some(rx) => match rx.try_recv() {
                Ok(found) => found,
                Err(TryRecvError::Empty) => return false,
                // The thread failed: each row judges its own flag again.
                Err(TryRecvError::Disconnected) => Vec::new(),
            },
            // Nothing on its way (or a copy of the app): no row waits.
            None => Vec::new(),
        };
        self.flag_findings = Judging(None);
        let mut changed = !found.is_empty();
        for (job, finding) in found {
            if let Ok(i) = self.boards.binary_search_by_key(&job.number, |b| b.number) {
                self.boards[i].flag_judged(&job, finding);
            }
        }
        for b in &mut self.boards {
            changed |= std::mem::take(&mut b.flag_deferred);
        }
        if changed {
            self.hall_gen += 1;
        }
        changed
    }

    /// The terminal was resized to `height` lines.
    pub fn resize(&mut self, height: u16) {
        self.height = height.saturating_sub(2);
    }

    pub fn set_status(&mut self, text: impl Into<String>, kind: StatusKind) {
        self.status = Some(StatusLine {
            text: text.into(),
            kind,
        });
    }

    pub fn screen(&self) -> Screen {
        self.screen
    }

    pub fn board(&self, number: u32) -> Option<&BoardModel> {
        self.boards
            .binary_search_by_key(&number, |b| b.number)
            .ok()
            .map(|i| &self.boards[i])
    }

    /// The keymap context now.
    pub fn context(&self) -> Context {
        match &self.dialog {
            Some(Dialog::Help) => Context::Help,
            Some(Dialog::Input { .. }) => Context::Input,
            Some(Dialog::Choose { .. }) => Context::Choose,
            Some(Dialog::Confirm { .. }) => Context::Confirm,
            None => screen_context(self.screen),
        }
    }

    /// Handle one key; returns what to record.
    pub fn handle_key(&mut self, key: &KeyEvent) -> Vec<Request> {
        let context = self.context();
        let Some(action) = keymap::lookup(context, key) else {
            return Vec::new();
        };
        if action != Action::JumpDigit && action != Action::Erase && action != Action::Open {
            self.jump = None;
        }
        let requests = match self.dialog.take() {
            None => self.screen_action(action, key),
            Some(dialog) => self.dialog_action(dialog, action, key),
        };
        // A flow ends with its dialog: what it had seen of the board is forgotten.
        if matches!(self.dialog, None | Some(Dialog::Help)) {
            self.flow_seq = None;
        }
        requests
    }

    fn screen_action(&mut self, action: Action, key: &KeyEvent) -> Vec<Request> {
        let open = self.open;
        match action {
            Action::Quit => self.quit = true,
            Action::Help => self.dialog = Some(Dialog::Help),
            Action::ShowIncidents => {
                // From a board, its incidents only; from the hall, every board's.
                self.inc_board = if self.screen == Screen::Board {
                    open
                } else {
                    None
                };
                self.screen = Screen::Incidents;
            }
            Action::Back => {
                if self.screen == Screen::Hall {
                    self.attention_only = false;
                }
                self.screen = Screen::Hall;
            }
            Action::Up
            | Action::Down
            | Action::PageUp
            | Action::PageDown
            | Action::Top
            | Action::Bottom => {
                if self.screen == Screen::Board {
                    self.scroll_ledger(action);
                } else if self.screen == Screen::Sheet {
                    self.scroll_sheet(action);
                } else {
                    self.move_selection(action);
                }
            }
            Action::Open => self.open_selected(),
            Action::JumpDigit => self.jump_digit(key),
            Action::Erase => {
                if let Some(j) = self.jump.as_mut() {
                    j.pop();
                }
            }
            Action::CycleSort => self.sort = self.sort.next(),
            Action::ToggleAttention => self.attention_only = !self.attention_only,
            Action::StartRound => return self.start_round(),
            Action::CloseRound => self.close_round(),
            Action::PauseAll => return self.pause_all(),
            Action::DefaultTimeForfeit => self.default_time_forfeit(),
            Action::PrevBoard | Action::NextBoard => self.step_board(action == Action::NextBoard),
            Action::PrevRound => self.round_step = Some(-1),
            Action::NextRound => self.round_step = Some(1),
            Action::Flip => self.flipped = !self.flipped,
            Action::ToggleLedger => self.toggle_ledger(),
            Action::FilterBoard => self.filter_board(),
            Action::CycleKind => self.cycle_kind(),
            Action::ShowSheet => self.show_sheet(),
            Action::TakeSheet => self.take_sheet(),
            Action::EnterMove
            | Action::StartClock
            | Action::PressClock
            | Action::PauseResume
            | Action::AdjustClock
            | Action::SetClock
            | Action::DrawOffer
            | Action::Claim
            | Action::IllegalMove
            | Action::Penalty
            | Action::SetResult
            | Action::Note
            | Action::ImportRuling
            | Action::TakeBack => return self.board_action(action),
            Action::CloseHelp
            | Action::Confirm
            | Action::Cancel
            | Action::Submit
            | Action::Type => {}
        }
        Vec::new()
    }

    fn dash(&self) -> &'static str {
        if self.look.ascii { "-" } else { "–" }
    }

    /// The message `id` in the app's language.
    pub(crate) fn t(&self, id: &str, args: &[Arg<'_>]) -> String {
        tr(self.look.lang, id, args)
    }

    /// The app's language's messages, for what `i18n` words from facts.
    pub(crate) fn cat(&self) -> &'static crate::i18n::Catalog {
        crate::i18n::catalog(self.look.lang)
    }

    /// The board's number and its players ("Carlsen – Caruana"), as messages name a board.
    fn board_args(&self, b: &BoardModel) -> [Arg<'static>; 2] {
        [
            ("number", b.number.into()),
            (
                "players",
                format!("{} {} {}", b.white, self.dash(), b.black).into(),
            ),
        ]
    }

    /// The open board, when an action needs one.
    fn current(&self) -> Option<&BoardModel> {
        match self.screen {
            Screen::Board => self.open.and_then(|n| self.board(n)),
            Screen::Hall | Screen::Incidents | Screen::Sheet => None,
        }
    }

    fn request(&self, b: &BoardModel, intent: Intent) -> Request {
        Request {
            board: b.number,
            expect_seq: self.flow_seq.unwrap_or(b.seq),
            intent,
        }
    }

    /// The hall row of `self.boards[i]`: the one built before if neither the board nor its
    /// stamp changed since. `format` must be the app's one clock format (the loop's).
    fn hall_row(&mut self, i: usize, format: &dyn Fn(i64) -> String) -> BoardRow {
        let b = &self.boards[i];
        let stamp = b.row_stamp();
        if let Some((s, row)) = self.rows.get(&b.number)
            && *s == stamp
        {
            return row.clone();
        }
        let row = b.row(format);
        self.rows_built += 1;
        self.rows.insert(b.number, (stamp, row.clone()));
        row
    }

    /// The view of this instant; `format` writes clock times. Only the rows in sight are
    /// built (issue 36); the boards among them not read at the last tick are read first.
    pub fn view(&mut self, format: &dyn Fn(i64) -> String) -> AppView {
        let hall = self.hall_view(format);
        let incidents = self.incidents_view();
        let board = match self.screen {
            Screen::Board => {
                let open = self
                    .open
                    .and_then(|n| self.boards.binary_search_by_key(&n, |b| b.number).ok());
                open.map(|i| {
                    let b = &self.boards[i];
                    let mut view = b.view(format, self.flipped);
                    view.ledger = ledger::view(&mut self.ledger, self.look.lang, b);
                    view
                })
            }
            Screen::Hall | Screen::Incidents | Screen::Sheet => None,
        };
        let sheet = (self.screen == Screen::Sheet).then(|| self.sheet_view());
        AppView {
            look: self.look,
            screen: self.screen,
            title: self.title.clone(),
            actor: self.actor.clone(),
            hall,
            board,
            incidents,
            sheet,
            overlay: self.overlay(),
            status: self.status.clone(),
            refused: self.refused_keys(),
        }
    }

    /// The hall of this instant: the rows in sight only (the boards among them not read at
    /// the last tick are read first), with the count of boards needing attention.
    fn hall_view(&mut self, format: &dyn Fn(i64) -> String) -> HallView {
        let key = (self.hall_gen, self.sort, self.attention_only);
        let (order, attention) = match &self.hall_cache {
            Some((k, order, attention)) if *k == key && self.sort != Sort::Clock => {
                (order.clone(), *attention)
            }
            Some((k, _, attention)) if *k == key => {
                let attention = *attention;
                (self.hall_order(), attention)
            }
            _ => {
                let order = self.hall_order();
                let attention = if self.attention_only {
                    order.len()
                } else {
                    (0..self.boards.len())
                        .filter(|&i| self.attention_of(i).0)
                        .count()
                };
                self.hall_cache = Some((key, order.clone(), attention));
                (order, attention)
            }
        };
        let selected = order
            .iter()
            .position(|&i| Some(self.boards[i].number) == self.selected)
            .unwrap_or(0);
        let height = hall_rows_height(self.height);
        self.hall_offset = scroll_offset(self.hall_offset, selected, height, order.len());
        let first = self.hall_offset.min(order.len());
        let shown = &order[first..(first + height).min(order.len())];
        let mut window: Vec<u32> = shown.iter().map(|&i| self.boards[i].number).collect();
        window.extend(self.open);
        window.sort_unstable();
        window.dedup();
        if self.now_ms != 0 {
            for n in &window {
                if let Ok(i) = self.boards.binary_search_by_key(n, |b| b.number)
                    && self.boards[i].now_ms != self.now_ms
                {
                    self.boards[i].tick(self.now_ms);
                }
            }
        }
        self.window = window;
        let rows: Vec<_> = shown.iter().map(|&i| self.hall_row(i, format)).collect();
        let (_, round_checks) = self.round_check();
        HallView {
            round_checks,
            total: self.boards.len() + self.pending,
            loading: self.pending,
            rows,
            selected,
            first,
            listed: order.len(),
            sort: self.t(self.sort.label(), &[]),
            filter: self
                .attention_only
                .then(|| self.t("tui-filter-attention", &[])),
            jump: self.jump.clone(),
            attention,
        }
    }

    fn incidents_view(&mut self) -> IncidentsView {
        let height = hall_rows_height(self.height);
        let rows = self.incident_rows();
        self.inc_selected = self.inc_selected.min(rows.len().saturating_sub(1));
        self.inc_offset = scroll_offset(self.inc_offset, self.inc_selected, height, rows.len());
        let mut filter = Vec::new();
        if let Some(n) = self.inc_board {
            filter.push(self.t("tui-filter-board", &[("number", n.into())]));
        }
        if let Some(k) = self.inc_kind {
            filter.push(named(self.look.lang, "tui-kind", KINDS[k]));
        }
        IncidentsView {
            rows,
            selected: self.inc_selected,
            offset: self.inc_offset,
            filter,
        }
    }

    /// The dialog or the help over the screen.
    fn overlay(&self) -> Option<Overlay> {
        self.dialog.as_ref().map(|d| match d {
            Dialog::Help => Overlay::Help {
                context: screen_context(self.screen),
            },
            Dialog::Input {
                purpose,
                title,
                prompt,
                text,
            } => Overlay::Input(InputView {
                title: title.clone(),
                prompt: prompt.clone(),
                text: text.clone(),
                feedback: self.feedback(purpose, text),
            }),
            Dialog::Choose {
                title,
                context,
                choices,
                unavailable,
                selected,
            } => Overlay::Choose {
                title: title.clone(),
                context: context.clone(),
                options: choices.iter().map(|c| c.label(self.look.lang)).collect(),
                unavailable: unavailable.clone(),
                selected: *selected,
            },
            Dialog::Confirm { title, lines, .. } => Overlay::Confirm {
                title: title.clone(),
                lines: lines.clone(),
            },
        })
    }
}

/// Clock text without tenths, for sorting and filtering (no clock is shown from it).
fn plain(ms: i64) -> String {
    ms.to_string()
}

fn step(current: usize, len: usize, action: Action, page: usize) -> usize {
    if len == 0 {
        return 0;
    }
    let last = len - 1;
    match action {
        Action::Up => current.saturating_sub(1),
        Action::Down => (current + 1).min(last),
        Action::PageUp => current.saturating_sub(page),
        Action::PageDown => (current + page).min(last),
        Action::Top => 0,
        Action::Bottom => last,
        _ => current,
    }
}
