//! The terminal loop: raw mode and the alternate screen (restored on quit, on panic, on SIGHUP or
//! SIGTERM), keys to the app, requests to the [`Source`], other sessions' changes polled every
//! quarter second, and a redraw only when the frame would change: the loop sleeps until a key,
//! that poll, or the instant a shown digit or an alert may next change ([`App::next_wake`]).

use std::io;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crossterm::event::{self, Event, KeyEventKind};
use ratatui::DefaultTerminal;

use crate::clock::format_ms;
use crate::tui::app::App;
use crate::tui::intent::Request;
use crate::tui::model::BoardModel;
use crate::tui::render::render;
use crate::tui::view::{Look, StatusKind};

/// Why the app could not run.
#[derive(Debug)]
pub enum TuiError {
    /// The terminal failed (reading keys, drawing, raw mode).
    Io(io::Error),
    /// The event file could not be read or written; the store's message.
    Source(String),
}

impl TuiError {
    /// The error in `cat`'s language (the app's, at the command line's edge).
    pub fn worded(&self, cat: &crate::i18n::Catalog) -> String {
        match self {
            TuiError::Io(e) => cat.get(
                "tui-error-terminal",
                &[("why", crate::store::os_words(cat, e).into())],
            ),
            TuiError::Source(why) => why.clone(),
        }
    }
}

/// English, for logs; the command line words it in the app's language ([`TuiError::worded`]).
impl std::fmt::Display for TuiError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.worded(crate::i18n::catalog(crate::i18n::Lang::En)))
    }
}

impl std::error::Error for TuiError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            TuiError::Io(e) => Some(e),
            TuiError::Source(_) => None,
        }
    }
}

impl From<io::Error> for TuiError {
    fn from(e: io::Error) -> TuiError {
        TuiError::Io(e)
    }
}

/// Where the boards come from and where requests go (the event file through the store).
pub trait Source {
    /// The event's title ("Demo Open 2026, round 5").
    fn title(&self) -> String;
    /// Who acts in this session (the operating-system account).
    fn actor(&self) -> String;
    /// Every board, folded.
    fn load(&mut self) -> Result<Vec<BoardModel>, TuiError>;
    /// The boards the first screen needs, folded; the others come from [`Source::rest`]
    /// (issue 36). A source that cannot tell gives every board.
    fn load_first(&mut self) -> Result<Vec<BoardModel>, TuiError> {
        self.load()
    }
    /// More of the boards [`Source::load_first`] left, when some are folded (polled after the
    /// first frame; never blocks).
    fn rest(&mut self) -> Option<Result<Vec<BoardModel>, TuiError>> {
        None
    }
    /// How many boards of the last [`Source::load_first`] [`Source::rest`] has still to give.
    fn pending(&self) -> usize {
        0
    }
    /// The boards that changed (new events, a new or changed set-up) since the last `load` or
    /// `changes`; a source that cannot tell gives every board.
    fn changes(&mut self) -> Result<Vec<BoardModel>, TuiError> {
        self.load()
    }
    /// Whether anything changed since the last call (cheap; polled).
    fn changed(&mut self) -> Result<bool, TuiError>;
    /// Record one request; the message says what was recorded, or why nothing was (a conflict
    /// names who acted first).
    fn submit(&mut self, request: &Request) -> Result<String, String>;
    /// An alert found in the background since the last call (a broken tamper-evident chain,
    /// issue 18); polled, never blocks.
    fn alert(&mut self) -> Option<String> {
        None
    }

    /// Show the round `step` rounds away (−1, +1) from the one shown; whether it changed (a
    /// source without rounds stays where it is). [`Source::title`] and [`Source::load`] then
    /// give that round's.
    fn step_round(&mut self, step: i32) -> Result<bool, TuiError> {
        let _ = step;
        Ok(false)
    }

    /// Take the half-hourly time-control sheet when one is due at `now` and no session took it
    /// (issue 35); what was done, for the status line. Polled; a source without sheets has none.
    fn sheet_due(&mut self, now: i64) -> Option<Result<String, String>> {
        let _ = now;
        None
    }

    /// Take a time-control sheet of the round now, on demand (issue 35; the sheets screen's
    /// key, as `arbiter sheet take`): what was taken, for the status line. A source without
    /// sheets takes none.
    fn take_sheet(&mut self, now: i64) -> Option<Result<String, String>> {
        let _ = now;
        None
    }
}

/// How the app looks and behaves.
#[derive(Debug, Clone, Default)]
pub struct Options {
    pub look: Look,
    /// Said on the status line when the app opens: why English is used although the locale
    /// asked for Spanish or Russian (`crate::i18n::Choice::fallback`).
    pub notice: Option<String>,
}

/// Wall-clock time in ms since the Unix epoch (the only place the app reads it): the store's
/// clock, which `ARBITER_NOW` may move (`crate::store::now_ms`).
pub fn now_ms() -> i64 {
    crate::store::now_ms()
}

/// Run the app on `source` until the arbiter quits or the terminal goes away.
pub fn run_with(source: &mut dyn Source, opts: Options) -> Result<(), TuiError> {
    let boards = source.load_first()?;
    let mut app = App::new(&source.title(), &source.actor(), opts.look, boards);
    app.set_pending(source.pending());
    if let Some(notice) = opts.notice {
        app.set_status(notice, StatusKind::Error);
    }
    let stop = Arc::new(AtomicBool::new(false));
    let done = Arc::new(AtomicBool::new(false));
    watch_signals(Arc::clone(&stop), Arc::clone(&done))?;
    // try_init installs a panic hook that restores the terminal before the panic message.
    let mut terminal = ratatui::try_init()?;
    let result = event_loop(&mut terminal, &mut app, source, &stop);
    let restored = ratatui::try_restore();
    done.store(true, Ordering::SeqCst);
    tracing::info!(?result, "app stopped");
    result?;
    restored?;
    Ok(())
}

/// How long the loop has to stop by itself after SIGHUP or SIGTERM.
const GRACE: Duration = Duration::from_secs(1);

/// On SIGHUP (the SSH connection or the terminal went away) or SIGTERM, ask the loop to stop;
/// if it has not stopped within [`GRACE`], restore what can be restored and exit. The loop may
/// never see the request: once the terminal is gone, crossterm's `poll` can spin on the dead
/// descriptor without returning (crossterm issue #793), which would leave a process burning a
/// core on the venue server. Exiting loses nothing: every recorded action was committed before
/// the screen said so.
fn watch_signals(stop: Arc<AtomicBool>, done: Arc<AtomicBool>) -> io::Result<()> {
    use signal_hook::consts::{SIGHUP, SIGTERM};
    let mut signals = signal_hook::iterator::Signals::new([SIGHUP, SIGTERM])?;
    std::thread::Builder::new()
        .name("signals".into())
        .spawn(move || {
            let Some(signal) = signals.forever().next() else {
                return;
            };
            stop.store(true, Ordering::SeqCst);
            let deadline = Instant::now() + GRACE;
            while Instant::now() < deadline {
                if done.load(Ordering::SeqCst) {
                    return;
                }
                std::thread::sleep(Duration::from_millis(20));
            }
            tracing::warn!(signal, "the app did not stop after the signal: exiting");
            let _ = ratatui::try_restore();
            std::process::exit(128 + signal);
        })?;
    Ok(())
}

/// How often other sessions' changes are looked for (a cheap `PRAGMA data_version`).
const POLL: Duration = Duration::from_millis(250);

/// How often the boards folded after the first frame are looked for while some are.
const REST_POLL: Duration = Duration::from_millis(50);

/// The least time between two frames the app draws by itself (ms): the rows in sight may show
/// their digits up to this late, so that a hall whose clocks change at different instants of
/// the second is not drawn again at each of them (issue 36). A key is answered at once.
const FRAME_GAP_MS: i64 = 200;

fn event_loop(
    terminal: &mut DefaultTerminal,
    app: &mut App,
    source: &mut dyn Source,
    stop: &AtomicBool,
) -> Result<(), TuiError> {
    app.resize(terminal.size()?.height);
    let mut last = None;
    let mut last_poll = Instant::now();
    // Whether the view may differ from the last one drawn: a key, a resize, a reload, an alert,
    // or a tick that moved a row. Idle with every clock stopped, no view is built (issue 21).
    let mut stale = true;
    // When the app next ticks by itself, and when it last drew.
    let mut wake = i64::MIN;
    let mut drawn_at = i64::MIN;
    while !app.quit && !stop.load(Ordering::Relaxed) {
        let now = now_ms();
        if stale || now >= wake {
            stale |= app.tick(now);
        }
        if stale || last.is_none() {
            let view = app.view(&format_ms);
            if last.as_ref() != Some(&view) {
                terminal.draw(|f| render(&view, f))?;
                if last.is_none() || source.pending() == 0 {
                    log_first_frame(source.pending() == 0);
                }
                last = Some(view);
                drawn_at = now;
            }
            stale = false;
        }
        // Asleep until a key, the next look for other sessions' changes, or the instant the
        // view may next change by itself (a shown digit, an alert; [`App::next_wake`]), at
        // most one frame each [`FRAME_GAP_MS`]: no fixed frame rate, so an idle hall costs
        // nothing between its digits (issue 36).
        wake = app.next_wake().max(drawn_at.saturating_add(FRAME_GAP_MS));
        let mut sleep = sleep_for(wake, now_ms(), last_poll.elapsed());
        if source.pending() > 0 {
            // The boards left for after the first frame: taken in as they are folded.
            if let Some(more) = source.rest() {
                app.add_loaded(more?, source.pending());
                stale = true;
                continue;
            }
            sleep = sleep.min(REST_POLL);
        }
        if event::poll(sleep)? {
            stale = true;
            match event::read()? {
                Event::Key(key) if key.kind != KeyEventKind::Release => {
                    let requests = app.handle_key(&key);
                    if !requests.is_empty() {
                        submit(app, source, &requests);
                        reload(app, source)?;
                    }
                    step_round(app, source)?;
                    if std::mem::take(&mut app.sheet_take) {
                        match source.take_sheet(now_ms()) {
                            Some(Ok(taken)) => app.set_status(taken, StatusKind::Info),
                            Some(Err(why)) => app.set_status(why, StatusKind::Error),
                            None => {}
                        }
                        reload(app, source)?;
                    }
                }
                Event::Resize(_, height) => {
                    app.resize(height);
                    last = None;
                }
                _ => {}
            }
        }
        if last_poll.elapsed() >= POLL {
            last_poll = Instant::now();
            if let Some(alert) = source.alert() {
                app.set_status(alert, StatusKind::Error);
                stale = true;
            }
            match source.sheet_due(now_ms()) {
                Some(Ok(taken)) => app.set_status(taken, StatusKind::Info),
                Some(Err(why)) => app.set_status(why, StatusKind::Error),
                None => {}
            }
            if source.changed()? {
                reload(app, source)?;
                stale = true;
            }
        }
    }
    Ok(())
}

/// With `ARBITER_FIRST_FRAME_LOG=FILE` in the environment, the instant the first frame was
/// written to the terminal (ms since the Unix epoch, with fractions) is the first line of FILE,
/// and the instant every board of the round was in (after the boards folded in the background)
/// its second: what the benchmark compares with the process's start (`benches/tui_idle.rs`,
/// issue 36). Once a process each.
fn log_first_frame(all_in: bool) {
    static FIRST: std::sync::Once = std::sync::Once::new();
    static ALL: std::sync::Once = std::sync::Once::new();
    if ALL.is_completed() || (FIRST.is_completed() && !all_in) {
        return;
    }
    let Some(path) = std::env::var_os("ARBITER_FIRST_FRAME_LOG") else {
        return;
    };
    let at = || {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0.0, |d| d.as_secs_f64() * 1000.0)
    };
    let append = |line: String| {
        let written = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(&path)
            .and_then(|mut f| std::io::Write::write_all(&mut f, line.as_bytes()));
        if let Err(e) = written {
            tracing::warn!(%e, "cannot write the first frame's instant");
        }
    };
    FIRST.call_once(|| append(format!("{:.1}\n", at())));
    if all_in {
        ALL.call_once(|| append(format!("{:.1}\n", at())));
    }
}

/// How long the loop may sleep: until `wake` (ms since the epoch; the app's next change by
/// itself), and no longer than the next look for other sessions' changes, [`POLL`] after the
/// last one (`polled` ago).
fn sleep_for(wake: i64, now: i64, polled: Duration) -> Duration {
    let until_wake = u64::try_from(wake.saturating_sub(now)).unwrap_or(0);
    Duration::from_millis(until_wake).min(POLL.saturating_sub(polled))
}

/// The arbiter asked for another round (a key in the hall): the source moves to it and the app
/// shows its title and boards.
pub fn step_round(app: &mut App, source: &mut dyn Source) -> Result<(), TuiError> {
    if let Some(step) = app.round_step.take()
        && source.step_round(step)?
    {
        let boards = source.load_first()?;
        app.show_round(&source.title(), boards);
        app.set_pending(source.pending());
    }
    Ok(())
}

fn submit(app: &mut App, source: &mut dyn Source, requests: &[Request]) {
    let mut done = Vec::new();
    for request in requests {
        match source.submit(request) {
            Ok(message) => done.push(message),
            Err(reason) => {
                tracing::warn!(board = request.board, %reason, "refused");
                app.set_status(reason, StatusKind::Error);
                return;
            }
        }
    }
    app.set_status(done.join("; "), StatusKind::Info);
}

/// Take in what changed: only the boards that have new events are refolded.
fn reload(app: &mut App, source: &mut dyn Source) -> Result<(), TuiError> {
    let boards = source.changes()?;
    app.merge_boards(boards);
    Ok(())
}
