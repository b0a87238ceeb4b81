//! The app's [`Source`] on an event file: boards folded by `event::fold_with` (from their snapshots: `Store::fold_boards`), requests turned
//! into `event::command::Command`s by a plain mapping ([`commands_for`]), and each request's
//! commands checked and appended in one transaction by `Store::execute` (which refuses a stale
//! `expect_seq` with a message naming who acted first). No SQL and no rule here.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use shakmaty::Color;

use crate::clock::ClockEvent;
use crate::event::command::{self, Command};
use crate::event::{
    BoardId, BoardSetup, BoardState, ClaimKind, EventSettings, PenaltyKind, PenaltyMeasure,
    ResultReason, Ruling,
};
use crate::i18n::{Catalog, Lang};
use crate::store::{EventFile, Store};
use crate::tui::intent::{ClockAction, Intent, PenaltyKind as AppPenalty, Request};
use crate::tui::model::BoardModel;
use crate::tui::term::{Source, TuiError, now_ms};
use crate::tui::view::IncidentRow;

/// An open event file and the boards folded from it, refolded only where events arrived. The
/// app shows one round (the event's current round at the start); boards are kept by their key
/// ([`BoardSetup::key`]), the app's boards by their number in that round. The events are not
/// kept: a board that changed is read again up to the cut ([`StoreSource::cursor`]) and
/// refolded — the app holds what it shows, not the file twice over (issue 21).
pub struct StoreSource {
    /// The app's language: what this source words (errors, incidents, confirmations).
    cat: &'static Catalog,
    store: Store,
    settings: EventSettings,
    /// The round the app shows.
    round: u32,
    setups: BTreeMap<u32, BoardSetup>,
    /// Highest event id seen: the cut every board is read up to.
    cursor: i64,
    version: i64,
    /// The tamper-evident chain's verification, in the background from the first look for an
    /// alert on (after the first frame, which it would slow down; issue 36).
    chain: Chain,
    /// `PRAGMA quick_check`, running beside the first load from the open; the first load waits
    /// for it before anything is shown ([`StoreSource::wait_for_quick_check`]).
    quick_check: Option<std::thread::JoinHandle<Result<(), crate::store::StoreError>>>,
    /// How long a fed board's feed may be quiet before the hall flags it (`--feed-quiet`).
    feed_quiet_ms: i64,
    /// Boards whose events or set-up changed since the app last got them.
    dirty: BTreeSet<u32>,
    /// The boards of the round shown that the last [`Source::load_first`] left for later.
    rest: Rest,
    /// What the half-hourly time-control sheet needs of each board of the round (issue 35):
    /// when its clock first started, which half hours it has a line of.
    sheet_facts: BTreeMap<u32, crate::tui::model::SheetFacts>,
    /// The round's first clock start among `sheet_facts`, worked out again only when they
    /// change (the app asks at every wake: issue 36's idle at 9,000 boards).
    sheet_started: Option<Option<i64>>,
    /// The last half hour this session tried to take (taken, found taken or no board running):
    /// not tried again.
    sheet_tried: u32,
}

/// The boards a load left for after the first frame (issue 36): the first screen is folded
/// first, the others in the background once the app has drawn it.
enum Rest {
    /// None left.
    Done,
    /// Not started: folded from the next [`Source::rest`] on (after the first frame).
    Waiting(Vec<BoardSetup>),
    /// Being folded on a thread of its own, a part at a time, up to the same cut as the first
    /// screen's boards; `pending` boards not received yet.
    Folding {
        parts: std::sync::mpsc::Receiver<Result<Vec<BoardModel>, String>>,
        setups: std::sync::Arc<Vec<BoardSetup>>,
        pending: usize,
    },
}

/// The tamper-evident chain's verification (issue 18): started at the first look for an alert.
enum Chain {
    Waiting(EventFile),
    Verifying(std::sync::mpsc::Receiver<String>),
    Done,
}

/// How many boards (the first by number) a load folds before the first frame: more rows than
/// any terminal shows at once (issue 36).
const FIRST_SCREEN: usize = 128;

/// How many boards the background fold sends at once: the app merges (and redraws) each part.
const REST_PART: usize = 1_024;

/// A store error as the app says it: worded in the app's language `cat` (issue 16), naming the
/// file or board.
fn err(cat: &'static Catalog) -> impl Fn(crate::store::StoreError) -> TuiError {
    move |e| TuiError::Source(said(cat, &e))
}

/// `e` in `cat`'s language.
fn said(cat: &Catalog, e: &crate::store::StoreError) -> String {
    e.worded(cat)
}

impl StoreSource {
    /// When the app closes: the WAL's events copied into the main file, without waiting for
    /// other sessions (see [`Store::checkpoint_passive`]); `true` when all were.
    pub fn close(&self) -> bool {
        self.store.checkpoint_passive().unwrap_or(false)
    }

    /// The account the app runs under (what Enter keeps when the app asks for a name).
    pub fn account(&self) -> String {
        self.store.actor().account.clone()
    }

    /// The name recorded with every action from now on (`None`: the account name).
    pub fn set_display_name(&mut self, name: Option<String>) {
        self.store.set_display_name(name);
    }

    /// How long a fed board's feed may be quiet while its clock runs before the hall flags it
    /// (`arbiter --feed-quiet MINUTES`; issue 19).
    pub fn set_feed_quiet(&mut self, ms: i64) {
        self.feed_quiet_ms = ms.max(0);
    }

    /// The app's source on the event file `path`, its key beside it, its words in English
    /// ([`StoreSource::open_file`]).
    pub fn open(path: &Path) -> Result<StoreSource, TuiError> {
        StoreSource::open_file(&EventFile::beside(path), Lang::En)
    }

    /// The app's source on the event file `file`, its key where `file` says: every connection
    /// the app opens (the quick check, the chain's verification, the background fold) opens it
    /// with that key. What it words (its errors, the boards' incidents and last actions, the
    /// status line's confirmations) is in `lang`, the app's language.
    pub fn open_file(file: &EventFile, lang: Lang) -> Result<StoreSource, TuiError> {
        let cat = crate::i18n::catalog(lang);
        let store = Store::open_file(file).map_err(err(cat))?;
        // A damaged file is not worked on: the error tells the arbiter to restore a backup. The
        // check reads the whole file (70 ms on 1,000 boards × 100 moves): it runs on a
        // connection of its own while the first load reads and folds, and that load waits for
        // it before the first frame (issue 21).
        let quick_check = quick_check_in_background(file);
        if quick_check.is_none() {
            store.quick_check().map_err(err(cat))?;
        }
        let settings = store.settings().map_err(err(cat))?;
        let round = store.current_round().map_err(err(cat))?;
        let version = store.data_version().map_err(err(cat))?;
        let setups: BTreeMap<u32, BoardSetup> = store
            .boards()
            .map_err(err(cat))?
            .into_iter()
            .map(|s| (s.key(), s))
            .collect();
        let numbers: Vec<u32> = setups.keys().copied().collect();
        // The cut the first `load` reads every board up to (`events_since` continues from it).
        let cursor = store.last_event_id().map_err(err(cat))?;
        Ok(StoreSource {
            cat,
            store,
            settings,
            round,
            dirty: numbers.into_iter().collect(),
            sheet_facts: BTreeMap::new(),
            sheet_started: None,
            sheet_tried: 0,
            setups,
            cursor,
            version,
            chain: Chain::Waiting(file.clone()),
            quick_check,
            rest: Rest::Done,
            feed_quiet_ms: crate::tui::model::FEED_QUIET_MS,
        })
    }

    /// The quick check started by the open, waited for: its verdict on a damaged file is the
    /// app's error, before anything read from the file is shown or recorded (the first load
    /// waits for it; so does anything that would ask the arbiter something first).
    pub fn wait_for_quick_check(&mut self) -> Result<(), TuiError> {
        let Some(handle) = self.quick_check.take() else {
            return Ok(());
        };
        match handle.join() {
            Ok(found) => found.map_err(err(self.cat)),
            // The thread failed without a verdict: check here.
            Err(_) => self.store.quick_check().map_err(err(self.cat)),
        }
    }

    /// Load boards and the events recorded since the last call; the boards they touch (or
    /// whose set-up changed) are marked for refolding.
    fn refresh(&mut self) -> Result<(), TuiError> {
        for setup in self.store.boards().map_err(err(self.cat))? {
            if self.setups.get(&setup.key()) != Some(&setup) {
                self.dirty.insert(setup.key());
                self.setups.insert(setup.key(), setup);
            }
        }
        for ev in self
            .store
            .events_since(self.cursor)
            .map_err(err(self.cat))?
        {
            self.cursor = self.cursor.max(ev.id);
            self.dirty.insert(ev.board);
        }
        Ok(())
    }

    /// Fold `boards` (keys) of the round shown, their events read up to the cut, and build what
    /// the app shows of each ([`fold_models`]).
    fn models(&self, boards: &[u32]) -> Result<Vec<BoardModel>, TuiError> {
        let setups: Vec<BoardSetup> = boards
            .iter()
            .filter_map(|n| self.setups.get(n))
            .filter(|setup| setup.id().round == self.round)
            .cloned()
            .collect();
        fold_models(
            self.cat,
            &self.store,
            &setups,
            &self.settings,
            (self.cursor, self.feed_quiet_ms),
            false,
        )
        .map_err(err(self.cat))
    }

    /// Fold `setups` on a thread of its own, a part ([`REST_PART`]) at a time, their fallen
    /// flags judged there too (Art. 6.9: a mate search each; the app's own thread never waits
    /// for them). Without a thread, they are folded here.
    fn fold_in_background(&self, setups: Vec<BoardSetup>) -> Rest {
        let cat = self.cat;
        let (tx, rx) = std::sync::mpsc::channel();
        let pending = setups.len();
        let setups = std::sync::Arc::new(setups);
        let file = self.store.file().clone();
        let settings = self.settings.clone();
        let cut = (self.cursor, self.feed_quiet_ms);
        let theirs = std::sync::Arc::clone(&setups);
        let spawned = std::thread::Builder::new()
            .name("boards".into())
            .spawn(move || {
                let store = match Store::open_file(&file) {
                    Ok(store) => store,
                    Err(e) => {
                        let _ = tx.send(Err(said(cat, &e)));
                        return;
                    }
                };
                for part in theirs.chunks(REST_PART) {
                    let found = fold_models(cat, &store, part, &settings, cut, true);
                    // The app has gone on to another round, or closed: nothing more to send.
                    if tx.send(found.map_err(|e| said(cat, &e))).is_err() {
                        return;
                    }
                }
            });
        if let Err(e) = &spawned {
            // The receiver finds the thread gone and folds every board itself.
            tracing::warn!(%e, "cannot fold the boards in the background");
        }
        Rest::Folding {
            parts: rx,
            setups,
            pending,
        }
    }

    /// Keep what the half-hourly sheet needs of each board the app was given.
    fn note_sheets(&mut self, models: &[BoardModel]) {
        for m in models {
            self.sheet_facts.insert(m.number, m.sheet.clone());
            self.sheet_started = None;
        }
    }

    /// The half-hourly time-control sheet (issue 35; AM 2025, General Duties), taken by this
    /// session when a half hour of the round's play (from its first clock start) has passed at
    /// `now` and no board has a line of it: through the store (`Store::take_sheet`), which
    /// refuses a slot another session took meanwhile — then this one moves on. What it did,
    /// for the status line (nothing when nothing was due or another session took it).
    fn take_due_sheet(&mut self, now: i64) -> Option<Result<String, String>> {
        let cat = self.cat;
        use crate::event::sheet::{SheetSlot, half_hour_due};
        let facts = &self.sheet_facts;
        let started = *self
            .sheet_started
            .get_or_insert_with(|| facts.values().filter_map(|f| f.started).min());
        let n = half_hour_due(started?, now)?;
        if n <= self.sheet_tried || self.sheet_facts.values().any(|f| f.half_hours.contains(&n)) {
            return None;
        }
        self.sheet_tried = n;
        match self
            .store
            .take_sheet(self.round, SheetSlot::HalfHour { n }, now)
        {
            Ok(lines) if lines.is_empty() => None,
            Ok(lines) => {
                self.dirty.extend(lines.iter().map(|e| e.board));
                Some(Ok(crate::i18n::sheet::app_taken(
                    cat,
                    self.round,
                    n,
                    lines.len(),
                )))
            }
            // Another session took it meanwhile: nothing to say.
            Err(crate::store::StoreError::Refused(r))
                if matches!(r.error.why, command::Refused::SheetTaken { .. }) =>
            {
                None
            }
            Err(e) => Some(Err(said(cat, &e))),
        }
    }

    /// `I` on a board: the designated arbiter's ruling file checked and recorded by the one
    /// function `claims ruling import` uses ([`crate::interop::ruling::check`]), through
    /// `Store::execute` expecting the board as the arbiter saw it: a ruling for another board,
    /// or a claim another session decided or changed meanwhile, is refused, nothing recorded.
    fn import_ruling(&mut self, request: &Request, file: &Path) -> Result<String, String> {
        let cat = self.cat;
        use crate::interop::ruling::{self, Checked};
        use crate::interop::{InteropError, Said};
        let open = self.id(request.board);
        let r =
            match ruling::check(&self.store, &self.settings, file).map_err(|e| match e
                .downcast_ref::<InteropError>()
            {
                Some(InteropError::Read { file, source }) => format!(
                    "{}: {source}",
                    cat.get("tui-cannot-read-file", &[("file", file.clone().into())])
                ),
                Some(e) => e.worded(cat),
                None => format!("{e:#}"),
            })? {
                Checked::Already { board, decision } => {
                    return Ok(ruling::already(cat, &board, decision));
                }
                Checked::Record(r) => r,
            };
        let named = r.setup.id();
        if named != open {
            let why = Said::new(
                "tui-ruling-other-board",
                [
                    ("board", named.to_string().into()),
                    ("open", open.to_string().into()),
                ],
            );
            let file = file.display().to_string();
            return Err(InteropError::Refused { file, why }.worded(cat));
        }
        self.execute(request.board, request.expect_seq, &r.commands)?;
        let result = self
            .store
            .fold_board(&r.setup, &self.settings)
            .ok()
            .and_then(|s| s.result.map(|x| x.score.to_string()))
            .unwrap_or_default();
        Ok(ruling::recorded(
            cat,
            &named.to_string(),
            r.ruling,
            &result,
            &r.ruled_by,
        ))
    }

    /// Record an action: its commands checked and appended in one transaction by the store
    /// (`Store::execute`), expecting `expect_seq`; the events join the loaded ones.
    fn execute(
        &mut self,
        number: u32,
        expect_seq: u32,
        commands: &[Command],
    ) -> Result<(), String> {
        let cat = self.cat;
        let board = self.id(number).key();
        let done = self
            .store
            .execute(board, Some(expect_seq), now_ms(), commands)
            .map_err(|e| said(cat, &e))?;
        // The board is read again up to the cut once the next refresh has moved the cut past
        // these events (and past any another session wrote before them).
        if !done.events.is_empty() {
            self.dirty.insert(board);
        }
        Ok(())
    }
}

/// Fold `setups` (of one round), their events read up to the cut `up_to`, and build what the app
/// shows of each, spread over the machine's cores, a fed board's feed allowed to be quiet for
/// `quiet_ms` (issue 19); with `judge`, each fallen flag's finding too (Art. 6.9; otherwise
/// the app judges them). Read and folded a slice at a time, so that only one slice's events
/// are in memory at once.
fn fold_models(
    cat: &Catalog,
    store: &Store,
    setups: &[BoardSetup],
    settings: &EventSettings,
    (up_to, quiet_ms): (i64, i64),
    judge: bool,
) -> Result<Vec<BoardModel>, crate::store::StoreError> {
    /// Boards read and folded together: enough for every core, few events held at once
    /// (1,000 boards × 100 moves: 128 a slice peaked at 93 MB, 48 at 88 MB; issue 21).
    const SLICE: usize = 48;
    let Some(round) = setups.first().map(|s| s.id().round) else {
        return Ok(Vec::new());
    };
    let mut out = Vec::with_capacity(setups.len());
    // A round date the store cannot read is reported by `arbiter round` and `check`; here
    // it only means no Art. 6.7.1 alert.
    let round_start = store.round_start_ms(round).ok().flatten();
    let shared = std::sync::Arc::new(settings.clone());
    // Switches the store cannot read show every reminder (all are on by default).
    let switches = std::sync::Arc::new(store.reminder_switches().unwrap_or_default());
    let now = now_ms();
    // The pairings confirmed against the event's player list (the round checklist, issue
    // 35); a list the store cannot read confirms nothing.
    let players = store.player_list().ok().flatten();
    for slice in setups.chunks(SLICE) {
        // Each board folded (from its snapshot: `Store::fold_boards`) and its model built on
        // the core that read it.
        let models = store.fold_boards_then(slice, settings, up_to, |state| {
            let confirmed = players.as_ref().map(|l| l.confirms(&state.setup));
            let mut b = model(
                cat,
                state,
                shared.clone(),
                &switches,
                round_start,
                (now, quiet_ms),
            );
            b.confirmed = confirmed;
            if judge && let Some(job) = b.flag_job() {
                let finding = job.judge();
                b.flag_judged(&job, finding);
            }
            b
        })?;
        out.extend(models);
    }
    Ok(out)
}

/// `PRAGMA quick_check` of the file on a connection and a thread of its own; `None` when the
/// thread cannot be started (the caller checks in line).
fn quick_check_in_background(
    file: &EventFile,
) -> Option<std::thread::JoinHandle<Result<(), crate::store::StoreError>>> {
    let file = file.clone();
    std::thread::Builder::new()
        .name("quick check".into())
        .spawn(move || Store::open_file(&file).and_then(|s| s.quick_check()))
        .inspect_err(|e| tracing::warn!(%e, "cannot run the quick check in the background"))
        .ok()
}

/// The app's model of a folded board: its round's start and the event's default time (Art.
/// 6.7.1), the feed's quiet time `quiet_ms` (issue 19), ticked to `now`.
fn model(
    cat: &Catalog,
    state: BoardState,
    settings: std::sync::Arc<EventSettings>,
    switches: &std::sync::Arc<crate::event::reminder::ReminderSwitches>,
    round_start: Option<i64>,
    (now, quiet_ms): (i64, i64),
) -> BoardModel {
    let default_time_ms = settings.default_time_ms;
    // The position's reminders once per fold, not per frame (issue 35).
    let reminders = if state.is_over() {
        Vec::new()
    } else {
        crate::event::reminder::position_reminders(&state.record, switches)
    };
    let reminder_clock = crate::tui::model::ReminderClock {
        switches: switches.clone(),
        guidelines_iii: settings.guidelines_iii,
    };
    let sheet = crate::tui::model::SheetFacts::of(&state);
    let mut b = model_with(cat, state, settings);
    b.sheet = sheet;
    b.reminders = reminders;
    b.reminder_clock = Some(reminder_clock);
    b.round_start_ms = round_start;
    b.default_time_ms = default_time_ms;
    b.feed_quiet_ms = quiet_ms;
    // What a fallen flag calls for (Art. 6.9, Guidelines III.3.1) is the dearest part of a hall
    // row (a search for a mate): not found here, where the first frame would wait for it, but
    // by the app — on other threads when many flags are down (`App::judge_flags_elsewhere`;
    // issue 21).
    b.tick(now);
    b
}

/// Verify the file's chain (`Store::verify_chain`) on a connection of its own, so the first frame
/// does not wait for it; a break (or a failure to verify) is sent as the alert's text.
fn verify_in_background(
    cat: &'static Catalog,
    file: &EventFile,
) -> std::sync::mpsc::Receiver<String> {
    let (tx, rx) = std::sync::mpsc::channel();
    let file = file.clone();
    let spawned = std::thread::Builder::new()
        .name("chain".into())
        .spawn(move || {
            let found = Store::open_file(&file).and_then(|s| s.verify_chain());
            let alert = match found {
                Ok((_, None)) => return,
                Ok((status, Some(problem))) => {
                    format!("{}: {}", status.worded(cat), problem.worded(cat))
                }
                Err(e) => said(cat, &e),
            };
            let _ = tx.send(alert);
        });
    if let Err(e) = spawned {
        tracing::warn!(%e, "cannot verify the chain in the background");
    }
    rx
}

impl StoreSource {
    /// Board `number` of the round shown.
    fn id(&self, number: u32) -> BoardId {
        BoardId {
            round: self.round,
            number,
        }
    }
}

impl Source for StoreSource {
    fn alert(&mut self) -> Option<String> {
        let rx = match &self.chain {
            Chain::Done => return None,
            Chain::Waiting(file) => {
                self.chain = Chain::Verifying(verify_in_background(self.cat, file));
                return None;
            }
            Chain::Verifying(rx) => rx,
        };
        match rx.try_recv() {
            Ok(alert) => {
                self.chain = Chain::Done;
                Some(alert)
            }
            Err(std::sync::mpsc::TryRecvError::Empty) => None,
            Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                self.chain = Chain::Done;
                None
            }
        }
    }

    fn title(&self) -> String {
        let cat = self.cat;
        let title = cat.get(
            "tui-title-round",
            &[
                ("event", self.settings.name.clone().into()),
                ("round", self.round.into()),
            ],
        );
        // The event's rule on draw agreements is in force on every board (Art. 9.1.1).
        match crate::i18n::board::draw_rule(cat, &self.settings, true) {
            Some(rule) => format!("{title} · {rule}"),
            None => title,
        }
    }

    fn step_round(&mut self, step: i32) -> Result<bool, TuiError> {
        let last = self
            .settings
            .rounds
            .unwrap_or(0)
            .max(self.store.last_round_with_boards().map_err(err(self.cat))?)
            .max(self.round);
        let next = self.round.saturating_add_signed(step).clamp(1, last.max(1));
        let changed = next != self.round;
        self.round = next;
        if changed {
            // The sheet's facts are the round's: read again with its boards.
            self.sheet_facts.clear();
            self.sheet_started = None;
            self.sheet_tried = 0;
        }
        Ok(changed)
    }

    fn actor(&self) -> String {
        let actor = self.store.actor();
        actor
            .display_name
            .clone()
            .unwrap_or_else(|| actor.account.clone())
    }

    fn load(&mut self) -> Result<Vec<BoardModel>, TuiError> {
        self.refresh()?;
        self.dirty.clear();
        self.rest = Rest::Done;
        let all: Vec<u32> = self.setups.keys().copied().collect();
        let models = self.models(&all);
        self.wait_for_quick_check()?;
        models.inspect(|m| self.note_sheets(m))
    }

    /// The first [`FIRST_SCREEN`] boards of the round by number; the others are folded in the
    /// background from the next [`Source::rest`] on, up to the same cut (issue 36: on 9,000
    /// boards the first frame waited for every board's fold).
    fn load_first(&mut self) -> Result<Vec<BoardModel>, TuiError> {
        self.refresh()?;
        self.dirty.clear();
        let mut round: Vec<&BoardSetup> = self
            .setups
            .values()
            .filter(|setup| setup.id().round == self.round)
            .collect();
        round.sort_by_key(|setup| setup.id().number);
        let first: Vec<u32> = round.iter().take(FIRST_SCREEN).map(|s| s.key()).collect();
        let later: Vec<BoardSetup> = round
            .iter()
            .skip(FIRST_SCREEN)
            .map(|s| (*s).clone())
            .collect();
        let models = self.models(&first);
        self.wait_for_quick_check()?;
        self.rest = if later.is_empty() {
            Rest::Done
        } else {
            Rest::Waiting(later)
        };
        models.inspect(|m| self.note_sheets(m))
    }

    fn rest(&mut self) -> Option<Result<Vec<BoardModel>, TuiError>> {
        match std::mem::replace(&mut self.rest, Rest::Done) {
            Rest::Done => None,
            Rest::Waiting(setups) => {
                self.rest = self.fold_in_background(setups);
                None
            }
            Rest::Folding {
                parts,
                setups,
                pending,
            } => match parts.try_recv() {
                Ok(Ok(boards)) => {
                    let pending = pending.saturating_sub(boards.len());
                    if pending > 0 {
                        self.rest = Rest::Folding {
                            parts,
                            setups,
                            pending,
                        };
                    }
                    self.note_sheets(&boards);
                    Some(Ok(boards))
                }
                Ok(Err(why)) => Some(Err(TuiError::Source(why))),
                Err(std::sync::mpsc::TryRecvError::Empty) => {
                    self.rest = Rest::Folding {
                        parts,
                        setups,
                        pending,
                    };
                    None
                }
                // The thread ended before sending every board (it failed): the boards it
                // did not send (the last ones: it sends them in order) are folded here.
                Err(std::sync::mpsc::TryRecvError::Disconnected) => {
                    let missing = &setups[setups.len().saturating_sub(pending)..];
                    let found = fold_models(
                        self.cat,
                        &self.store,
                        missing,
                        &self.settings,
                        (self.cursor, self.feed_quiet_ms),
                        true,
                    );
                    Some(
                        found
                            .map_err(err(self.cat))
                            .inspect(|m| self.note_sheets(m)),
                    )
                }
            },
        }
    }

    fn pending(&self) -> usize {
        match &self.rest {
            Rest::Done => 0,
            Rest::Waiting(setups) => setups.len(),
            Rest::Folding { pending, .. } => *pending,
        }
    }

    fn changes(&mut self) -> Result<Vec<BoardModel>, TuiError> {
        self.refresh()?;
        let dirty: Vec<u32> = std::mem::take(&mut self.dirty).into_iter().collect();
        // Boards that could not be read stay marked for the next call.
        self.models(&dirty)
            .inspect(|m| self.note_sheets(m))
            .inspect_err(|_| self.dirty.extend(&dirty))
    }

    fn sheet_due(&mut self, now: i64) -> Option<Result<String, String>> {
        self.take_due_sheet(now)
    }

    fn take_sheet(&mut self, now: i64) -> Option<Result<String, String>> {
        let cat = self.cat;
        let taken =
            self.store
                .take_sheet(self.round, crate::event::sheet::SheetSlot::OnDemand, now);
        Some(match taken {
            Ok(lines) => {
                self.dirty.extend(lines.iter().map(|e| e.board));
                Ok(crate::i18n::sheet::on_demand_taken(
                    cat,
                    self.round,
                    now,
                    lines.len(),
                ))
            }
            Err(e) => Err(said(cat, &e)),
        })
    }

    fn changed(&mut self) -> Result<bool, TuiError> {
        let version = self.store.data_version().map_err(err(self.cat))?;
        let changed = version != self.version;
        self.version = version;
        Ok(changed)
    }

    fn submit(&mut self, request: &Request) -> Result<String, String> {
        let cat = self.cat;
        if let Intent::ImportRuling { file } = &request.intent {
            return self.import_ruling(request, file);
        }
        let commands = commands_for(&request.intent);
        self.execute(request.board, request.expect_seq, &commands)?;
        Ok(cat.get(
            "tui-recorded",
            &[
                ("number", self.id(request.board).to_string().into()),
                ("what", describe(cat, &request.intent).into()),
            ],
        ))
    }
}

/// The commands that record an intent, in order.
pub fn commands_for(intent: &Intent) -> Vec<Command> {
    match intent {
        Intent::Move { san, press, offer } => {
            let mut out = vec![Command::play(san.clone())];
            if *offer {
                out.push(Command::OfferDraw {
                    by: None,
                    consent: false,
                });
            }
            if *press {
                out.push(Command::Clock(ClockEvent::Press));
            }
            out
        }
        Intent::Clock(action) => vec![Command::Clock(match action {
            ClockAction::Start => ClockEvent::Start,
            ClockAction::Press => ClockEvent::Press,
            ClockAction::Pause => ClockEvent::Pause,
            ClockAction::Resume => ClockEvent::Resume,
            ClockAction::Adjust { side, ms } => ClockEvent::Adjust {
                side: *side,
                ms: *ms,
            },
            ClockAction::Set { white_ms, black_ms } => ClockEvent::Set {
                white_ms: *white_ms,
                black_ms: *black_ms,
                white_moves: None,
                black_moves: None,
            },
        })],
        Intent::Offer { by, consent } => vec![Command::OfferDraw {
            by: Some(*by),
            consent: *consent,
        }],
        Intent::OfferAnswer { accepted } => vec![Command::AnswerOffer { accept: *accepted }],
        // The claim alone: the clocks stop with it (Art. 9.5.1) and the ruling is recorded when
        // the arbiter gives it (issue 30, D16), as the CLI's `claim` then `decide` record it.
        Intent::Claim {
            by,
            claim,
            intended,
        } => vec![Command::Claim {
            claim: claim.clone(),
            intended: intended.clone(),
            by: Some(*by),
            touched: false,
        }],
        Intent::IllegalMove { by, .. } => vec![Command::IllegalMove {
            by: *by,
            note: None,
            irregularities: Vec::new(),
        }],
        Intent::Penalty {
            side,
            kind,
            ms,
            reason,
        } => {
            let article = kind.article();
            let penalty = match kind {
                AppPenalty::Warning => PenaltyKind::Warning,
                AppPenalty::OpponentTime => PenaltyKind::TimeToOpponent {
                    ms: ms.unwrap_or(0),
                },
                AppPenalty::OffenderTime => PenaltyKind::TimeDeducted {
                    ms: ms.unwrap_or(0),
                },
                AppPenalty::Measure(PenaltyMeasure::GameLost) => {
                    return command::game_declared_lost(*side, article, reason).to_vec();
                }
                // The measure is recorded as the fact, worded by each reader (issue 16).
                AppPenalty::Measure(measure) => PenaltyKind::Measure { measure: *measure },
            };
            vec![Command::Penalty {
                against: *side,
                penalty,
                article: article.to_owned(),
                reason: reason.clone(),
            }]
        }
        Intent::Result(option) => vec![Command::Result {
            result: option.score,
            reason: if option.reason.is_empty() {
                ResultReason::SetByArbiter.into()
            } else {
                option.reason.clone()
            },
            article: option.article.clone(),
        }],
        Intent::Decide { upheld } => vec![Command::Decide {
            of_seq: None,
            ruling: if *upheld {
                Ruling::Upheld
            } else {
                Ruling::Rejected
            },
            note: None,
            opponent_ms: None,
            result: None,
        }],
        // Its commands come from the file, checked against the store ([`StoreSource::import_ruling`]).
        Intent::ImportRuling { .. } => Vec::new(),
        Intent::Note { text } => vec![Command::Note {
            text: text.clone().into(),
        }],
        Intent::GuidelinesClaim { by, kind } => vec![Command::Claim {
            claim: kind.clone(),
            intended: None,
            by: Some(*by),
            touched: false,
        }],
        Intent::Rule {
            ruling,
            opponent_ms,
            result,
        } => vec![Command::Decide {
            of_seq: None,
            ruling: *ruling,
            note: None,
            opponent_ms: *opponent_ms,
            result: *result,
        }],
        Intent::TakeBack { of_seq, with } => std::iter::once(of_seq)
            .chain(with)
            .map(|&seq| Command::Takeback { of_seq: Some(seq) })
            .collect(),
    }
}

/// What was recorded, in the process language (the app's), for the status line.
fn describe(cat: &Catalog, intent: &Intent) -> String {
    match intent {
        Intent::Move { san, offer, .. } => cat.get(
            "tui-did-move",
            &[
                ("san", crate::i18n::san::to_local(cat.lang(), san).into()),
                ("offer", if *offer { "yes" } else { "no" }.into()),
            ],
        ),
        Intent::Clock(a) => cat.get(
            "tui-did-clock",
            &[(
                "action",
                match a {
                    ClockAction::Start => "start",
                    ClockAction::Press => "press",
                    ClockAction::Pause => "pause",
                    ClockAction::Resume => "resume",
                    ClockAction::Adjust { .. } => "adjust",
                    ClockAction::Set { .. } => "set",
                }
                .into(),
            )],
        ),
        Intent::Offer { .. } => cat.get("tui-did-offer", &[]),
        Intent::OfferAnswer { accepted: true } => cat.get("tui-did-agreed", &[]),
        Intent::OfferAnswer { accepted: false } => cat.get("tui-did-declined", &[]),
        Intent::Claim { .. } => cat.get("tui-did-claim", &[]),
        Intent::Decide { upheld: true } => cat.get("tui-did-claim-upheld", &[]),
        Intent::Decide { upheld: false } => cat.get("tui-did-claim-rejected", &[]),
        Intent::IllegalMove { .. } => cat.get("tui-did-illegal", &[]),
        Intent::Penalty { .. } => cat.get("tui-did-penalty", &[]),
        Intent::Result(option) => cat.get(
            "tui-did-result",
            &[("score", option.score.to_string().into())],
        ),
        Intent::Note { .. } => cat.get("tui-did-note", &[]),
        Intent::ImportRuling { .. } => cat.get("tui-did-import-ruling", &[]),
        Intent::TakeBack { of_seq, .. } => {
            cat.get("tui-did-takeback", &[("seq", (*of_seq).into())])
        }
        Intent::GuidelinesClaim { kind, .. } => cat.get(
            "tui-did-guidelines-claim",
            &[("what", crate::i18n::board::claim_kind(cat, kind).into())],
        ),
        Intent::Rule { ruling, result, .. } => cat.get(
            "tui-did-ruling",
            &[
                (
                    "ruling",
                    match ruling {
                        Ruling::Upheld => "upheld",
                        Ruling::Rejected => "rejected",
                        Ruling::Postponed => "postponed",
                    }
                    .into(),
                ),
                (
                    "result",
                    // Fluent selects on the text: "none" when the ruling gives no result.
                    result
                        .as_ref()
                        .map_or_else(|| "none".to_owned(), ToString::to_string)
                        .into(),
                ),
            ],
        ),
    }
}

/// The facts on a "normal means" claim for the ruling dialog (Guidelines III.5, III.6).
fn facts_lines(
    cat: &Catalog,
    state: &BoardState,
    c: &crate::event::fold::ClaimEntry,
) -> Vec<String> {
    if !matches!(c.claim, ClaimKind::CannotWin | ClaimKind::NoEffort) {
        return Vec::new();
    }
    let f = crate::event::procedure::claim_facts(state, c);
    let mut lines = vec![
        cat.get(
            "tui-facts-material",
            &[
                ("white", f.white_material.clone().into()),
                ("black", f.black_material.clone().into()),
            ],
        ),
        cat.get(
            "tui-facts-analysis",
            &[("analysis", crate::i18n::claim::analysis(cat, &f).into())],
        ),
    ];
    let (white, black) = f.clocks_at_claim.clone().unwrap_or_default();
    lines.push(
        cat.get(
            "tui-facts-time",
            &[
                ("at", f.plies_at_claim.into()),
                ("since", f.plies_since.into()),
                (
                    "clocks",
                    if f.clocks_at_claim.is_some() {
                        "yes"
                    } else {
                        "no"
                    }
                    .into(),
                ),
                ("white", white.into()),
                ("black", black.into()),
            ],
        ),
    );
    if let Some(v) = &f.verification {
        lines.push(cat.get("tui-facts-opponent", &[("what", v.clone().into())]));
    }
    lines
}

/// What the app shows of a folded board, keeping the board and the event's settings so the app
/// can ask the event layer whether an action would be recorded before offering it (issue 20);
/// worded in `cat`'s language.
pub fn model_with(
    cat: &Catalog,
    state: BoardState,
    settings: std::sync::Arc<EventSettings>,
) -> BoardModel {
    let mut b = model_of(cat, &state);
    b.basis = Some(std::sync::Arc::new(crate::tui::check::Basis {
        state,
        settings,
    }));
    b
}

/// What the app shows of a folded board, worded in `cat`'s language.
pub fn model_of(cat: &Catalog, state: &BoardState) -> BoardModel {
    let setup = &state.setup;
    let mut b = BoardModel::new(setup.number, &setup.white, &setup.black);
    b.lang = cat.lang();
    b.seq = state.last_seq;
    b.started = state.started();
    b.record = state.record.clone();
    b.laws = state.laws;
    b.category = state.category();
    b.time_control = state.control().map(ToString::to_string).unwrap_or_default();
    b.live = state.clock.clone();
    let mut ply_clocks = vec![None; state.record.plies()];
    for m in &state.moves {
        if let (Some(slot), Some(r)) = (
            m.ply.checked_sub(1).and_then(|i| ply_clocks.get_mut(i)),
            m.clock,
        ) {
            *slot = Some(match state.record.mover_of(m.ply) {
                Color::White => r.white_ms,
                Color::Black => r.black_ms,
            });
        }
    }
    b.ply_clocks = ply_clocks;
    // Every offer made with a move, answered or not, as the scoresheet and the PGN keep it:
    // "(=)" after the move it was made with (Art. 9.1.2.1; issue 30, D17). A claim is not one
    // (a III.5 claim is no draw offer from 2014 on).
    b.offer_plies = state.offer_marks();
    b.offer = state.offer.map(|o| o.by);
    let open = state.claims.iter().rev().find(|c| c.ruling.is_none());
    b.claim = open.map(|c| c.by);
    b.claim_verdict = open.and_then(|c| {
        let words = c
            .explanation
            .as_ref()
            .map(|e| crate::i18n::claim::text(cat, e));
        Some((c.valid?, words.unwrap_or_default()))
    });
    b.claim_written = open.and_then(|c| c.intended.clone());
    b.claim_ply = open.map_or(0, |c| c.ply);
    b.decision_due = state
        .claims
        .iter()
        .rev()
        .find(|c| c.ruling == Some(Ruling::Postponed))
        .map(|c| {
            cat.get(
                "tui-due-postponed",
                &[("what", crate::i18n::board::claim_kind(cat, &c.claim).into())],
            )
        });
    b.postponed = state.postponed().map(|c| (c.by, c.seq));
    b.ruling_due =
        state
            .claims
            .iter()
            .rev()
            .find(|c| c.is_open())
            .map(|c| crate::tui::model::RulingDue {
                by: c.by,
                kind: c.claim.clone(),
                postponed: c.ruling == Some(Ruling::Postponed),
                referred: c.referral.is_some(),
                facts: facts_lines(cat, state, c),
            });
    b.feed = state.feed.clone();
    b.illegal = state
        .illegal_moves
        .map(|n| u8::try_from(n).unwrap_or(u8::MAX));
    // The last action still in force: what `u` takes back.
    // With what was recorded with it in the same action (a move's press): one undo voids them
    // all (issue 30, D13); the confirmation names the move when there is one.
    let seqs = state.last_action_seqs();
    b.last_action = state.last_action.as_ref().map(|a| {
        let words = match state.moves.iter().rev().find(|m| seqs.contains(&m.seq)) {
            Some(m) if m.seq != a.seq => action_words(
                cat,
                m.seq,
                &crate::event::EventKind::Move {
                    san: m.san.clone(),
                    clock: None,
                },
                &m.actor,
                m.at_ms,
            ),
            _ => action_words(cat, a.seq, &a.what, &a.who, a.at_ms),
        };
        let words = match seqs.last() {
            Some(first) if seqs.len() > 1 => cat.get(
                "tui-last-action-with",
                &[
                    ("action", words.into()),
                    ("first", (*first).into()),
                    ("last", a.seq.into()),
                ],
            ),
            _ => words,
        };
        (a.seq, words)
    });
    b.last_action_with = seqs.into_iter().skip(1).collect();
    b.newest = match &b.last_action {
        Some((seq, words)) if *seq == state.last_seq => Some(words.clone()),
        _ => newest_takeback(cat, state).or_else(|| b.last_action.as_ref().map(|a| a.1.clone())),
    };
    b.result = state.outcome().map(|o| {
        let reason = crate::i18n::board::outcome_reason(cat, state, &o);
        (o.score.to_string(), reason)
    });
    b.result_recorded = state.result.is_some();
    b.incidents = state
        .incidents()
        .map(|i| IncidentRow {
            time: local_time(i.at_ms),
            board: setup.number,
            kind: i.kind_name().to_owned(),
            text: incident_text(cat, state, i),
            actor: i.who.clone(),
        })
        .collect();
    b
}

/// An incident as the incidents screen lists it, with the time it gave or took as the fold
/// states it (issue 33), first — a narrow screen cuts the end of a line: "+2 min to White
/// (Art. 7.5.5) — illegal move by Black (number 1)". An arbiter's clock correction says its
/// amount or the new times itself ("clocks set to 0:01:40 – 0:01:40"): nothing is added.
fn incident_text(
    cat: &Catalog,
    state: &BoardState,
    i: &crate::event::fold::HistoryEntry,
) -> String {
    let text = crate::i18n::board::history_under_kind(cat, i);
    let said_by_the_clock =
        |a: &crate::event::Award| a.cause == crate::event::AwardCause::ClockCorrection;
    match crate::i18n::board::awards_where(cat, state, i.seq, |a| !said_by_the_clock(a)) {
        Some(awards) => cat.get(
            "tui-incident-with-time",
            &[("text", text.into()), ("awards", awards.into())],
        ),
        None => text,
    }
}

/// "#12 move Nf3 was played (alice, 14:32:05)": an event as the board's log words it.
fn action_words(
    cat: &Catalog,
    seq: u32,
    what: &crate::event::EventKind,
    who: &str,
    at_ms: i64,
) -> String {
    cat.get(
        "tui-last-action",
        &[
            ("seq", seq.into()),
            ("what", crate::i18n::board::event(cat, what).into()),
            ("who", who.to_owned().into()),
            ("time", local_time(at_ms).into()),
        ],
    )
}

/// The board's newest event when it is a takeback, worded (issue 30, D2: what an open dialog
/// names when the board changed under it).
fn newest_takeback(cat: &Catalog, state: &BoardState) -> Option<String> {
    let seq = state.last_seq;
    state.history.iter().rev().find_map(|h| match h.kind {
        crate::event::fold::HistoryKind::Takeback { of_seq, .. } if h.seq == seq => {
            Some(action_words(
                cat,
                seq,
                &crate::event::EventKind::Takeback { of_seq },
                &h.who,
                h.at_ms,
            ))
        }
        _ => None,
    })
}

/// "14:32:05" in the machine's local time (the hall's clock).
fn local_time(at_ms: i64) -> String {
    chrono::DateTime::from_timestamp_millis(at_ms)
        .map(|t| {
            t.with_timezone(&chrono::Local)
                .format("%H:%M:%S")
                .to_string()
        })
        .unwrap_or_default()
}
