//! `arbiter follow SOURCE…` and `arbiter feed ignore|follow BOARD` (issue 19): the electronic
//! boards' PGN feed fills the event file, through the one command pipeline.
//!
//! A pass reads every source (PGN files, directories searched recursively, `http://` URLs on the
//! local network), matches each game to a board of the round ([`feed::match_game`]), compares
//! it with the board's record in the position ([`feed::diff`]) and records, per board in one
//! transaction: new moves with the e-board's `[%clk]` as their clock readings, a disagreement
//! once, a proposed result once. A feed behind the record is read again before it counts as a
//! disagreement (a file caught half-written). Between passes the sources are watched (file-system
//! notification) with polling every `--interval` seconds as the fallback.

use crate::i18n::Words;
use crate::store::EventFile;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::{Arc, Mutex, mpsc};
use std::time::{Duration, Instant};

use clap::{Args, Subcommand};

use crate::clock::format_ms;
use crate::event::command::{Command, check_all};
use crate::event::{BoardRef, BoardSetup, BoardState, EventKind, EventSettings, FeedNotice};
use crate::interop::feed::{self, FeedDiff, FeedGame, FeedTarget, Match};
use crate::store::{self, Store, StoreError};

/// The largest feed file or HTTP answer read (a combined round file of a big open is a few MiB).
const MAX_SOURCE_MIB: u64 = 64;
/// The most `*.pgn` files one directory source may hold.
const MAX_FILES: usize = 20_000;

// `arbiter follow SOURCE… [--round R] [--once] [--interval SECONDS] [--dry-run]`
#[derive(Debug, Args)]
pub struct FollowArgs {
    /// PGN files, directories (every `*.pgn` below them) or `http://` URLs on the local network.
    #[arg(required = true)]
    pub sources: Vec<String>,
    /// The round the games belong to (default: the event's current round).
    #[arg(long)]
    pub round: Option<u32>,
    /// Read what is there, record it and exit (1 when something was reported).
    #[arg(long)]
    pub once: bool,
    /// Seconds between polls where file-system notification is unavailable, and for URLs.
    #[arg(long, default_value_t = 1.0)]
    pub interval: f64,
    /// Show the matching and what would be recorded; write nothing.
    #[arg(long)]
    pub dry_run: bool,
}

/// `arbiter feed ignore|follow BOARD`: the arbiter's choice after a disagreement.
#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum FeedCmd {
    /// Keep the record and ignore the feed for this board.
    Ignore { board: BoardRef },
    /// Follow the feed again: a record that disagrees with it is taken back to where it
    /// diverged, in the same transaction.
    Follow { board: BoardRef },
}

/// The game a pass chose for a board, with where it came from.
struct Chosen {
    /// The source as given (a board is attached to it, whatever file of it the game was in).
    source: String,
    /// The file or URL the game came from.
    file: String,
    game: FeedGame,
    /// The game's tags name this board and its players another pairing (issue 36): what is
    /// recorded instead of its moves.
    contradicts: Option<FeedNotice>,
}

/// Keep `new` for board `number` when it says more than the game kept: a contradiction first
/// (it is never hidden by a file that agrees), else the longer game.
fn keep(chosen: &mut ChosenGames, number: u32, new: Chosen) {
    let better = chosen.get(&number).is_none_or(|old| {
        match (old.contradicts.is_some(), new.contradicts.is_some()) {
            (false, true) => true,
            (true, false) => false,
            _ => old.game.moves.len() < new.game.moves.len(),
        }
    });
    if better {
        chosen.insert(number, new);
    }
}

/// The game chosen for each board of the round.
type ChosenGames = BTreeMap<u32, Chosen>;

/// What a pass did.
#[derive(Default)]
struct Pass {
    /// Lines reported (unmatched games, disagreements, illegal feed moves, unreadable files).
    reported: Vec<String>,
    /// Lines of what was recorded.
    recorded: Vec<String>,
}

/// Run `arbiter follow`.
pub fn follow(w: &Words, db: &EventFile, args: &FollowArgs) -> anyhow::Result<ExitCode> {
    let mut store = Store::open_file(db)?;
    // What the feed records names the feed (the source is in the board's `attached` notice).
    store.set_display_name(Some("feed".to_owned()));
    let round = match args.round {
        Some(r) => r,
        None => store.current_round()?,
    };
    if !(args.interval.is_finite() && args.interval > 0.0 && args.interval <= 3600.0) {
        anyhow::bail!(w.t(
            "feed-bad-interval",
            &[("interval", args.interval.to_string().into())]
        ));
    }
    if args.once || args.dry_run {
        let urls = Urls::fetch_now(&args.sources);
        let pass = run_pass(w, &store, &args.sources, &urls, round, args.dry_run)?;
        return Ok(print_pass(&pass, &mut BTreeSet::new()));
    }
    watch(w, &store, args, round)
}

/// Whether a notification can mean a changed feed: a `*.pgn` file (or a folder) created,
/// written, closed after writing, renamed or removed. Opening and reading — the pass's own
/// reads and listings among them — are not (issue 36: they woke the watch 18 times a second).
fn wakes(event: &notify::Event) -> bool {
    use notify::EventKind as K;
    use notify::event::{AccessKind, AccessMode, ModifyKind};
    let kind = matches!(
        event.kind,
        K::Any
            | K::Other
            | K::Create(_)
            | K::Remove(_)
            | K::Access(AccessKind::Close(AccessMode::Write))
            | K::Modify(ModifyKind::Any | ModifyKind::Data(_) | ModifyKind::Name(_))
    );
    // The event file's own journal, a writer's temporary file: not a feed.
    let feed_path = event.paths.is_empty()
        || event
            .paths
            .iter()
            .any(|p| p.extension().is_none_or(|e| e.eq_ignore_ascii_case("pgn")));
    kind && feed_path
}

/// Follow until interrupted: a pass now, then one after every change notified (or, where
/// nothing notifies, found polling every `--interval` seconds), after another session's write
/// to the event file, and at least every [`FULL_PASS_EVERY`].
fn watch(w: &Words, store: &Store, args: &FollowArgs, round: u32) -> anyhow::Result<ExitCode> {
    let (tx, rx) = mpsc::channel();
    let notified = tx.clone();
    let mut watcher = notify::recommended_watcher(move |res: notify::Result<notify::Event>| {
        if res.is_ok_and(|e| wakes(&e)) {
            let _ = notified.send(());
        }
    })
    .ok();
    let mut polling = watcher.is_none();
    let mut fetching = false;
    for source in &args.sources {
        if is_url(source) {
            fetching = true;
            continue;
        }
        let watched = watcher.as_mut().is_some_and(|w| {
            notify::Watcher::watch(w, Path::new(source), notify::RecursiveMode::Recursive).is_ok()
        });
        polling |= !watched;
    }
    let seconds = format!("{}", args.interval);
    outln!(
        "{}",
        w.t(
            "feed-watching",
            &[
                ("count", args.sources.len().into()),
                ("round", round.into()),
                (
                    "polling",
                    if polling || fetching {
                        w.t("feed-polling", &[("seconds", seconds.into())])
                    } else {
                        String::new()
                    }
                    .into()
                ),
            ],
        )
    );
    let interval = Duration::from_secs_f64(args.interval);
    // Each URL is fetched by a thread of its own, off the pass: a silent one delays nothing.
    let urls = Urls::watching(&args.sources, interval, tx);
    let mut seen = BTreeSet::new();
    let mut last: Option<Seen> = None;
    // A notification since the files were last looked at.
    let mut notified = true;
    loop {
        // Without a notification (and where notification works) the files are not even
        // listed: only the event file and the URLs' answers are looked at. A full pass still
        // runs every `FULL_PASS_EVERY`, for file systems whose notifications are unreliable.
        let full_due = last
            .as_ref()
            .is_none_or(|l| l.at.elapsed() >= FULL_PASS_EVERY);
        let state = State {
            urls: urls.generations(),
            last_event: store.last_event_id()?,
            data_version: store.data_version()?,
        };
        let files = (polling || notified || full_due).then(|| file_stamps(w, &args.sources));
        let unchanged = !full_due
            && last.as_ref().is_some_and(|l| {
                l.state == state && files.as_ref().is_none_or(|f| f.is_some() && *f == l.files)
            });
        if !unchanged {
            let files = files.unwrap_or_else(|| file_stamps(w, &args.sources));
            let pass = run_pass(w, store, &args.sources, &urls, round, false)?;
            print_pass(&pass, &mut seen);
            // The files and the URLs' answers as they were before the pass read them (one
            // written during the pass differs, and the next turn reads it: issue 36), the event
            // file as it is after (what the pass itself recorded does not count as new).
            last = Some(Seen {
                files,
                state: State {
                    last_event: store.last_event_id()?,
                    data_version: store.data_version()?,
                    ..state
                },
                at: Instant::now(),
            });
        }
        // Wait for a change or the interval; gather the burst of notifications a rewrite makes.
        notified = rx.recv_timeout(interval).is_ok();
        if notified {
            std::thread::sleep(Duration::from_millis(50));
            while rx.try_recv().is_ok() {}
        }
    }
}

/// Print a pass; a report already printed in this run (`seen`) is not printed again while it
/// stays the same. The exit status of `--once`: 1 when anything was reported.
fn print_pass(pass: &Pass, seen: &mut BTreeSet<String>) -> ExitCode {
    for line in &pass.recorded {
        outln!("{line}");
    }
    for line in &pass.reported {
        if seen.insert(line.clone()) {
            errln!("arbiter: {line}");
        }
    }
    if pass.reported.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// The longest a watch goes without a full pass while nothing seems to change.
const FULL_PASS_EVERY: Duration = Duration::from_secs(30);

/// A local source file as a pass found it: path, length, modification time.
type FileStamp = (PathBuf, u64, Option<std::time::SystemTime>);

/// What a pass read besides the files: the URLs' answers (each URL's count of changed answers)
/// and the event file (the last event id and SQLite's data version, which moves when another
/// session commits, boards added included).
#[derive(Debug, PartialEq, Eq)]
struct State {
    urls: Vec<u64>,
    last_event: i64,
    data_version: i64,
}

/// The last pass of a watch: the files and the state it read, and when.
struct Seen {
    /// `None` when a source could not be listed: every turn reads it again.
    files: Option<Vec<FileStamp>>,
    state: State,
    at: Instant,
}

/// Every local source file's stamp; `None` when a source cannot be listed (the pass reports
/// it, once printed).
fn file_stamps(w: &Words, sources: &[String]) -> Option<Vec<FileStamp>> {
    let mut files = Vec::new();
    for source in sources.iter().filter(|s| !is_url(s)) {
        for path in files_of(w, source).ok()? {
            let meta = std::fs::metadata(&path).ok();
            let len = meta.as_ref().map_or(0, |m| m.len());
            let modified = meta.and_then(|m| m.modified().ok());
            files.push((path, len, modified));
        }
    }
    Some(files)
}

fn is_url(source: &str) -> bool {
    source.starts_with("http://") || source.starts_with("https://")
}

/// Every file of a source: the file itself, or the `*.pgn` files below a directory (sorted, so
/// passes see them in one order).
fn files_of(w: &Words, source: &str) -> Result<Vec<PathBuf>, String> {
    let path = Path::new(source);
    let meta = std::fs::metadata(path).map_err(|e| crate::store::os_words(w.catalog(), &e))?;
    if !meta.is_dir() {
        return Ok(vec![path.to_path_buf()]);
    }
    let mut files = Vec::new();
    let mut dirs = vec![path.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        let entries = std::fs::read_dir(&dir).map_err(|e| {
            format!(
                "{}: {}",
                dir.display(),
                crate::store::os_words(w.catalog(), &e)
            )
        })?;
        for entry in entries.flatten() {
            let p = entry.path();
            match entry.file_type() {
                Ok(ft) if ft.is_dir() => dirs.push(p),
                Ok(_) if p.extension().is_some_and(|e| e.eq_ignore_ascii_case("pgn")) => {
                    files.push(p);
                    if files.len() > MAX_FILES {
                        return Err(w.t("feed-too-many-files", &[("limit", MAX_FILES.into())]));
                    }
                }
                _ => {}
            }
        }
    }
    files.sort();
    Ok(files)
}

const MIB: u64 = 1024 * 1024;

/// Read a local feed file, counting its bytes against the pass's `budget`. A pipe, a socket or
/// a device named `*.pgn` is skipped, never waited on: it is opened without blocking and
/// refused unless it is a regular file (issue 36).
fn read_file(w: &Words, path: &Path, budget: &mut u64) -> Result<Vec<u8>, String> {
    use std::io::Read as _;
    use std::os::unix::fs::OpenOptionsExt as _;
    let source = || path.display().to_string();
    let file = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(nix::libc::O_NONBLOCK)
        .open(path)
        .map_err(|e| crate::store::os_words(w.catalog(), &e))?;
    let meta = file
        .metadata()
        .map_err(|e| crate::store::os_words(w.catalog(), &e))?;
    if !meta.is_file() {
        return Err(w.t("feed-not-a-file", &[("source", source().into())]));
    }
    let limit = (MAX_SOURCE_MIB * MIB).min(*budget);
    let mut bytes = Vec::new();
    (&file)
        .take(limit + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| crate::store::os_words(w.catalog(), &e))?;
    let read = bytes.len() as u64;
    if read > MAX_SOURCE_MIB * MIB {
        return Err(w.t(
            "feed-too-big",
            &[
                ("source", source().into()),
                ("limit", MAX_SOURCE_MIB.into()),
            ],
        ));
    }
    if read > limit {
        *budget = 0;
        return Err(w.t(
            "feed-pass-full",
            &[("source", source().into()), ("limit", MAX_PASS_MIB.into())],
        ));
    }
    *budget -= read;
    Ok(bytes)
}

/// The most one pass reads from local files in all: the files beyond it are reported, not read
/// (issue 36: a pass's time and memory are bounded, not only each file's).
const MAX_PASS_MIB: u64 = 256;

/// How long one URL may take to answer.
const URL_TIMEOUT: Duration = Duration::from_secs(10);

fn read_url(url: &str) -> Result<Vec<u8>, String> {
    let agent: ureq::Agent = ureq::Agent::config_builder()
        .timeout_global(Some(URL_TIMEOUT))
        .build()
        .into();
    agent
        .get(url)
        .call()
        .map_err(|e| e.to_string())?
        .body_mut()
        .with_config()
        .limit(MAX_SOURCE_MIB * MIB)
        .read_to_vec()
        .map_err(|e| e.to_string())
}

/// A URL's last answer, and how many times it changed.
#[derive(Default)]
struct Answer {
    generation: u64,
    body: Option<Arc<Result<Vec<u8>, String>>>,
}

/// The URL sources' last answers, fetched beside the pass, never by it: a silent or slow URL
/// delays no other board (issue 36).
struct Urls {
    answers: Arc<Mutex<BTreeMap<String, Answer>>>,
}

impl Urls {
    /// Every URL of `sources` fetched once, all at a time, each within [`URL_TIMEOUT`].
    fn fetch_now(sources: &[String]) -> Urls {
        let answers: BTreeMap<String, Answer> = std::thread::scope(|s| {
            let fetching: Vec<_> = sources
                .iter()
                .filter(|s| is_url(s))
                .map(|url| (url, s.spawn(|| read_url(url))))
                .collect();
            fetching
                .into_iter()
                .map(|(url, h)| {
                    let body = h.join().unwrap_or_else(|_| Err(url.clone()));
                    (
                        url.clone(),
                        Answer {
                            generation: 1,
                            body: Some(Arc::new(body)),
                        },
                    )
                })
                .collect()
        });
        Urls {
            answers: Arc::new(Mutex::new(answers)),
        }
    }

    /// A thread per URL of `sources` fetching it every `interval`; `changed` hears of each
    /// answer that differs from the last.
    fn watching(sources: &[String], interval: Duration, changed: mpsc::Sender<()>) -> Urls {
        let answers = Arc::new(Mutex::new(BTreeMap::new()));
        for url in sources.iter().filter(|s| is_url(s)) {
            let (url, answers, changed) = (url.clone(), Arc::clone(&answers), changed.clone());
            std::thread::spawn(move || {
                loop {
                    let body = read_url(&url);
                    let new = {
                        let Ok(mut answers) = answers.lock() else {
                            return;
                        };
                        let answer: &mut Answer = answers.entry(url.clone()).or_default();
                        let new = answer.body.as_deref() != Some(&body);
                        if new {
                            answer.generation += 1;
                            answer.body = Some(Arc::new(body));
                        }
                        new
                    };
                    if new && changed.send(()).is_err() {
                        return;
                    }
                    std::thread::sleep(interval);
                }
            });
        }
        Urls { answers }
    }

    /// Each URL's count of changed answers (in the order of the URLs).
    fn generations(&self) -> Vec<u64> {
        self.answers
            .lock()
            .map(|a| a.values().map(|a| a.generation).collect())
            .unwrap_or_default()
    }

    /// `url`'s last answer; `None` while it has not answered yet.
    fn answer(&self, url: &str) -> Option<Arc<Result<Vec<u8>, String>>> {
        self.answers
            .lock()
            .ok()
            .and_then(|a| a.get(url).and_then(|a| a.body.clone()))
    }
}

/// The boards a feed may fill: those of `round` (boards without a round count as round 1).
fn targets(store: &Store, round: u32) -> anyhow::Result<Vec<BoardSetup>> {
    Ok(store.boards_of_round(round)?)
}

/// What one pass of `follow` did: lines recorded and reported (for benchmarks and scripts).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PassSummary {
    pub recorded: Vec<String>,
    pub reported: Vec<String>,
}

/// One pass over `sources` for `round`, as `follow --once` makes it, printing nothing.
pub fn pass(
    w: &Words,
    store: &Store,
    sources: &[String],
    round: u32,
    dry_run: bool,
) -> anyhow::Result<PassSummary> {
    let urls = Urls::fetch_now(sources);
    let p = run_pass(w, store, sources, &urls, round, dry_run)?;
    Ok(PassSummary {
        recorded: p.recorded,
        reported: p.reported,
    })
}

fn run_pass(
    w: &Words,
    store: &Store,
    sources: &[String],
    urls: &Urls,
    round: u32,
    dry_run: bool,
) -> anyhow::Result<Pass> {
    let mut pass = Pass::default();
    let boards = targets(store, round)?;
    if boards.is_empty() {
        pass.reported
            .push(w.t("feed-no-boards", &[("round", round.into())]));
        return Ok(pass);
    }
    let keys: Vec<FeedTarget> = boards
        .iter()
        .map(|b| FeedTarget {
            round,
            number: b.number,
            white: b.white.clone(),
            black: b.black.clone(),
        })
        .collect();
    let chosen = choose(w, sources, urls, &keys, &boards, round, &mut pass);
    let settings = store.settings()?;
    let mut behind = Vec::new();
    // Every board's moves in its own transaction, made durable once for the pass: nothing is
    // reported before `run_pass` returns, and a burst on 500 boards costs one checkpoint.
    store.durable_once(|| -> anyhow::Result<()> {
        for (number, read) in &chosen {
            let Some(setup) = boards.iter().find(|b| b.number == *number) else {
                continue;
            };
            match feed_board(
                w,
                store,
                &settings,
                setup,
                read,
                (dry_run, false),
                &mut pass,
            )? {
                Outcome::Done => {}
                Outcome::Behind => behind.push(*number),
            }
        }
        Ok(())
    })?;
    drop(chosen);
    if !behind.is_empty() {
        // A file caught half-written: read again before calling it a disagreement.
        std::thread::sleep(Duration::from_millis(300));
        let mut quiet = Pass::default();
        let chosen = choose(w, sources, urls, &keys, &boards, round, &mut quiet);
        store.durable_once(|| -> anyhow::Result<()> {
            for number in behind {
                let (Some(setup), Some(read)) = (
                    boards.iter().find(|b| b.number == number),
                    chosen.get(&number),
                ) else {
                    continue;
                };
                feed_board(w, store, &settings, setup, read, (dry_run, true), &mut pass)?;
            }
            Ok(())
        })?;
        pass.recorded.extend(quiet.recorded);
    }
    Ok(pass)
}

/// Read every source, one file at a time, and match every game; report the unreadable, the
/// unmatched and the ambiguous. Where several files give a game for one board (LiveChess
/// writes per-game files and a combined round file), the longest is taken. Only the game
/// chosen for each board is kept: a pass holds one file's text and the chosen games, whatever
/// the number of files (issue 36).
fn choose(
    w: &Words,
    sources: &[String],
    urls: &Urls,
    keys: &[FeedTarget],
    boards: &[BoardSetup],
    round: u32,
    pass: &mut Pass,
) -> ChosenGames {
    let mut chosen = ChosenGames::new();
    let mut budget = MAX_PASS_MIB * MIB;
    let mut one = |source: &str, file: &str, bytes: Result<&[u8], String>, pass: &mut Pass| {
        let read = bytes.and_then(|b| {
            // A file refused in part is not used in part: its games wait for its end.
            let mut games = ChosenGames::new();
            feed::each_feed_game(file, b, |game| {
                choose_game(w, source, file, game, keys, boards, round, &mut games, pass);
            })
            .map_err(|e| e.worded(w.catalog()))?;
            Ok(games)
        });
        match read {
            Ok(games) => {
                for (number, game) in games {
                    keep(&mut chosen, number, game);
                }
            }
            Err(e) => pass.reported.push(w.t(
                "feed-unreadable",
                &[("source", file.to_owned().into()), ("error", e.into())],
            )),
        }
    };
    for source in sources {
        if is_url(source) {
            if let Some(answer) = urls.answer(source) {
                let bytes = answer
                    .as_ref()
                    .as_ref()
                    .map(Vec::as_slice)
                    .map_err(Clone::clone);
                one(source, source, bytes, pass);
            }
            continue;
        }
        match files_of(w, source) {
            Ok(files) => {
                for f in files {
                    let file = f.display().to_string();
                    let bytes = read_file(w, &f, &mut budget);
                    one(source, &file, bytes.as_deref().map_err(Clone::clone), pass);
                }
            }
            Err(e) => one(source, source, Err(e), pass),
        }
    }
    chosen
}

/// Match one game of `file`; keep it in `chosen` when it is the longest for its board so far.
#[allow(clippy::too_many_arguments)]
fn choose_game(
    w: &Words,
    source: &str,
    file: &str,
    game: FeedGame,
    keys: &[FeedTarget],
    boards: &[BoardSetup],
    round: u32,
    chosen: &mut ChosenGames,
    pass: &mut Pass,
) {
    let args = |extra: Vec<(&'static str, fluent_bundle::FluentValue<'static>)>| {
        let mut a: Vec<(&str, fluent_bundle::FluentValue<'static>)> = vec![
            ("source", file.to_owned().into()),
            ("game", (game.index + 1).into()),
            ("white", game.white.clone().into()),
            ("black", game.black.clone().into()),
            ("round", round.into()),
        ];
        a.extend(extra);
        a
    };
    match feed::match_game(&game, keys, round) {
        Match::Board(i) => keep(
            chosen,
            boards[i].number,
            Chosen {
                source: source.to_owned(),
                file: file.to_owned(),
                game,
                contradicts: None,
            },
        ),
        Match::Contradicts { by_tags, by_names } => {
            let named = by_names.map(|j| boards[j].id().to_string());
            pass.reported.push(w.t(
                "feed-contradicts",
                &args(vec![
                    ("board", boards[by_tags].id().to_string().into()),
                    (
                        "why",
                        crate::i18n::board::why_in(w.catalog(), named.as_deref()).into(),
                    ),
                ]),
            ));
            let notice = FeedNotice::Contradicts {
                source: source.to_owned(),
                white: game.white.clone(),
                black: game.black.clone(),
                board: named,
            };
            keep(
                chosen,
                boards[by_tags].number,
                Chosen {
                    source: source.to_owned(),
                    file: file.to_owned(),
                    game,
                    contradicts: Some(notice),
                },
            );
        }
        Match::Unmatched => {
            let tags = match (game.round, game.board) {
                (r, Some(b)) => w.t(
                    "feed-tags",
                    &[
                        ("round", r.map_or("?".to_owned(), |r| r.to_string()).into()),
                        ("board", b.into()),
                    ],
                ),
                _ => String::new(),
            };
            pass.reported
                .push(w.t("feed-unmatched", &args(vec![("tags", tags.into())])));
        }
        Match::Ambiguous(found) => {
            let list = found
                .iter()
                .map(|i| boards[*i].number.to_string())
                .collect::<Vec<_>>()
                .join(", ");
            pass.reported
                .push(w.t("feed-ambiguous", &args(vec![("boards", list.into())])));
        }
    }
}

enum Outcome {
    Done,
    /// The feed has fewer moves than the record: read again before reporting.
    Behind,
}

/// Compare one board with its feed game and record what is new, in one transaction (none with
/// `dry_run`; `second_look`: the feed was read again after it was behind).
fn feed_board(
    w: &Words,
    store: &Store,
    settings: &EventSettings,
    setup: &BoardSetup,
    read: &Chosen,
    (dry_run, second_look): (bool, bool),
    pass: &mut Pass,
) -> anyhow::Result<Outcome> {
    let game = &read.game;
    let key = setup.key();
    let board = setup.id().to_string();
    if game.variant != setup.variant {
        // Guidelines II: a Chess960 game's moves mean other moves on a standard board.
        pass.reported.push(w.t(
            "feed-other-variant",
            &[
                ("board", board.into()),
                ("theirs", game.variant.as_str().into()),
                ("ours", setup.variant.as_str().into()),
            ],
        ));
        return Ok(Outcome::Done);
    }
    let state = store.fold_board(setup, settings)?;
    if state.feed.as_ref().is_some_and(|f| f.ignored) {
        return Ok(Outcome::Done);
    }
    let mut commands = Vec::new();
    if state.feed.as_ref().is_none_or(|f| f.source != read.source) {
        commands.push(Command::Feed(FeedNotice::Attached {
            source: read.source.clone(),
        }));
    }
    let mut first_new = None;
    // The report of an illegal move, made only when its notice is recorded (once).
    let mut held = Vec::new();
    // Issue 36: a game whose tags and players contradict each other records the
    // contradiction on the board its tags name, and nothing of its moves or result.
    let diff = match &read.contradicts {
        Some(notice) => {
            commands.push(Command::Feed(notice.clone()));
            FeedDiff::Same
        }
        None => feed::diff(&state.record, &game.moves),
    };
    let in_force = state
        .feed
        .as_ref()
        .is_some_and(|f| f.disagreement.is_some() || f.contradiction.is_some());
    // The feed matches the record again (issue 36): the disagreement in force is over, and
    // nothing of the record is taken back. A contradiction is over once the game is matched.
    let agrees = matches!(diff, FeedDiff::Same | FeedDiff::New { .. })
        || state
            .feed
            .as_ref()
            .is_some_and(|f| f.contradiction.is_some());
    if read.contradicts.is_none() && in_force && agrees {
        commands.push(Command::Feed(FeedNotice::Agrees {
            source: read.source.clone(),
        }));
    }
    let bounds = clock_bounds(&state);
    let first = state.record.mover_of(1);
    // The plies the record has once this pass's moves are in, when the feed's tags describe
    // them (no illegal move in between).
    let mut tags_at = None;
    let mut beyond = None;
    match diff {
        FeedDiff::Same => tags_at = Some(state.record.plies()),
        FeedDiff::New { from, to, illegal } => {
            first_new = Some(from);
            // The e-board's clocks are the readings its moves record (issue 19); a reading
            // no clock could show is refused (issue 36).
            let table = feed::fed_clocks(first, &game.moves, from, &bounds);
            commands.extend(
                game.moves[from..to]
                    .iter()
                    .zip(table.clocks)
                    .map(|(m, clock)| Command::Move {
                        san: m.san.clone(),
                        clock,
                    }),
            );
            beyond = table.beyond.filter(|b| b.ply <= to);
            if illegal.is_none() {
                tags_at = Some(to);
            }
            // Issue 36: an illegal move that stood, or a move after the Laws ended the game,
            // is recorded once, with its ply; the feed is read on, and a legal move at that
            // ply (the e-board corrected, the end taken back) ends it.
            if let Some(bad) = illegal {
                commands.push(Command::Feed(bad.notice(&read.source)));
                held.push(
                    w.t(
                        "feed-illegal",
                        &[
                            ("board", board.clone().into()),
                            ("label", state.record.label_for(bad.ply, "").into()),
                            ("san", bad.san.into()),
                            (
                                "reason",
                                match bad.why {
                                    feed::WhyIllegal::GameOver { article, ply } => w.t(
                                        "feed-game-over",
                                        &[
                                            ("article", article.into()),
                                            (
                                                "label",
                                                state
                                                    .record
                                                    .label_for(
                                                        ply,
                                                        game.moves
                                                            .get(ply.wrapping_sub(1))
                                                            .map_or("", |m| m.san.as_str()),
                                                    )
                                                    .into(),
                                            ),
                                        ],
                                    ),
                                    feed::WhyIllegal::Illegal(e) => {
                                        crate::i18n::rules::rules_error(w.catalog(), &e)
                                    }
                                }
                                .into(),
                            ),
                        ],
                    ),
                );
            }
        }
        FeedDiff::Behind { feed, recorded } if !second_look => {
            let _ = (feed, recorded);
            return Ok(Outcome::Behind);
        }
        FeedDiff::Behind { feed, recorded } => {
            pass.reported.push(w.t(
                "feed-behind",
                &[
                    ("board", board.clone().into()),
                    ("feed", feed.into()),
                    ("recorded", recorded.into()),
                ],
            ));
            let ply = feed + 1;
            commands.push(disagreement(&state, read, ply, w.t("feed-missing", &[])));
        }
        FeedDiff::Disagrees { ply, feed, .. } => {
            commands.push(disagreement(&state, read, ply, feed));
        }
    }
    // DGT LiveChess's clock tags between moves (issue 36): the clocks on the table, judged as
    // the moves' readings are, the running side's as of now (the instant recorded).
    let now = store::now_ms();
    if let (Some(tags), Some(plies), Some(_), None) =
        (game.tag_clocks, tags_at, &state.clock, &read.contradicts)
    {
        match feed::judge_tag_clocks(tags, first, plies, &bounds, now).notice(&read.source) {
            Ok(notice) => commands.push(Command::Feed(notice)),
            Err(b) => beyond = beyond.or(Some(b)),
        }
    }
    if let Some(b) = beyond {
        commands.push(Command::Feed(FeedNotice::ClockBeyond {
            source: read.source.clone(),
            ply: u32::try_from(b.ply).unwrap_or(u32::MAX),
            side: b.side,
            clock_ms: b.clock_ms,
            most_ms: b.most_ms,
        }));
    }
    // A result in the feed's tags on a board without one: proposed, never applied.
    if let Some(result) = game
        .result
        .filter(|_| state.result.is_none() && read.contradicts.is_none())
    {
        commands.push(Command::Feed(FeedNotice::ProposedResult {
            source: read.source.clone(),
            result,
        }));
    }
    // What the fold already has (the same disagreement, the same proposal) is refused by the
    // check as already done: not recorded again, and not reported again.
    commands.retain(|c| {
        !matches!(
            check_all(&state, settings, std::slice::from_ref(c), now),
            Err(r) if r.error.kind() == crate::event::command::CommandErrorKind::AlreadyDone
        )
    });
    let mut proposed = None;
    for command in &commands {
        match command {
            Command::Feed(FeedNotice::Disagrees {
                ply,
                recorded,
                feed,
                ..
            }) => pass.reported.push(w.t(
                "feed-disagrees",
                &[
                    ("board", board.clone().into()),
                    ("label", state.record.label_for(*ply as usize, "").into()),
                    ("recorded", recorded.clone().into()),
                    ("feed", feed.clone().into()),
                ],
            )),
            Command::Feed(FeedNotice::ProposedResult { result, .. }) => proposed = Some(*result),
            Command::Feed(FeedNotice::ClockBeyond {
                ply,
                side,
                clock_ms,
                most_ms,
                ..
            }) => pass.reported.push(w.t(
                "feed-clock-beyond",
                &[
                    ("board", board.clone().into()),
                    ("side", crate::i18n::rules::colour_key(*side).into()),
                    ("clock", format_ms(*clock_ms).into()),
                    ("label", fed_label(&state, game, *ply as usize).into()),
                    ("most", format_ms(*most_ms).into()),
                ],
            )),
            // Reported once, when it is recorded (issue 36).
            Command::Feed(FeedNotice::Illegal { .. } | FeedNotice::AfterEnd { .. }) => {
                pass.reported.append(&mut held)
            }
            Command::Feed(FeedNotice::ClockReference {
                white_ms,
                black_ms,
                running,
                at_ms,
                most_ms,
                ..
            }) => pass.reported.push(w.t(
                "feed-clock-reference",
                &[
                    ("board", board.clone().into()),
                    ("white", format_ms(*white_ms).into()),
                    ("black", format_ms(*black_ms).into()),
                    (
                        "why",
                        reference_why(w, *running, *at_ms, now, *most_ms).into(),
                    ),
                ],
            )),
            Command::Feed(FeedNotice::Clocks {
                white_ms, black_ms, ..
            }) => pass.recorded.push(w.t(
                "feed-clocks",
                &[
                    ("board", board.clone().into()),
                    ("white", format_ms(*white_ms).into()),
                    ("black", format_ms(*black_ms).into()),
                ],
            )),
            _ => {}
        }
    }
    let only_attach = commands
        .iter()
        .all(|c| matches!(c, Command::Feed(FeedNotice::Attached { .. })));
    if commands.is_empty() || (only_attach && state.feed.is_some()) {
        return Ok(Outcome::Done);
    }
    if dry_run {
        let moves = commands
            .iter()
            .filter(|c| matches!(c, Command::Move { .. }))
            .count();
        let plan = match first_new {
            Some(from) if moves > 0 => w.t(
                "feed-dry-would",
                &[
                    ("count", moves.into()),
                    (
                        "label",
                        state
                            .record
                            .label_for(from + 1, &game.moves[from].san)
                            .into(),
                    ),
                ],
            ),
            _ => w.t("feed-dry-nothing", &[]),
        };
        pass.recorded.push(w.t(
            "feed-dry-match",
            &[
                ("source", read.file.clone().into()),
                ("game", (game.index + 1).into()),
                ("white", game.white.clone().into()),
                ("black", game.black.clone().into()),
                ("board", board.clone().into()),
                ("plan", plan.into()),
            ],
        ));
        return Ok(Outcome::Done);
    }
    // Checked and appended in one transaction: what is checked is what is stored.
    let events = match store.execute(key, Some(state.last_seq), now, &commands) {
        Ok(executed) => executed.events,
        Err(StoreError::Refused(r)) => {
            pass.reported.push(r.to_string());
            return Ok(Outcome::Done);
        }
        Err(StoreError::Conflict { .. }) => {
            pass.reported
                .push(w.t("feed-conflict", &[("board", board.clone().into())]));
            return Ok(Outcome::Done);
        }
        Err(e) => return Err(e.into()),
    };
    let fed: Vec<String> = events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Move { san, .. } => Some(san.clone()),
            _ => None,
        })
        .collect();
    if state.feed.is_none() {
        pass.recorded.push(w.t(
            "feed-attached",
            &[
                ("board", board.clone().into()),
                ("source", read.source.clone().into()),
            ],
        ));
    }
    if events
        .iter()
        .any(|e| matches!(e.kind, EventKind::Feed(FeedNotice::Agrees { .. })))
    {
        pass.recorded
            .push(w.t("feed-agrees", &[("board", board.clone().into())]));
    }
    if !fed.is_empty() {
        pass.recorded.push(w.t(
            "feed-recorded",
            &[
                ("board", board.clone().into()),
                ("count", fed.len().into()),
                ("moves", fed.join(" ").into()),
            ],
        ));
    }
    if let Some(result) = proposed {
        pass.recorded.push(w.t(
            "feed-proposed",
            &[
                ("board", board.clone().into()),
                ("result", result.to_string().into()),
            ],
        ));
    }
    Ok(Outcome::Done)
}

/// What a board's clock can show (issue 36): its control and the time the arbiter gave each
/// side — every amount added once, and the largest increment per move granted.
fn clock_bounds(state: &BoardState) -> feed::ClockBounds {
    let mut bounds = feed::ClockBounds {
        control: state.clock.as_ref().map(|c| c.control().clone()),
        ..feed::ClockBounds::default()
    };
    for award in state.awards.iter().filter(|a| a.ms > 0) {
        let given = &mut bounds.given[award.side];
        if award.per_move {
            given.per_move_ms = given.per_move_ms.max(award.ms);
        } else {
            given.ms = given.ms.saturating_add(award.ms);
        }
    }
    bounds
}

/// Why the feed's clock tags were refused for their reference time (issue 36).
fn reference_why(
    w: &Words,
    running: shakmaty::Color,
    at_ms: i64,
    read_ms: i64,
    most_ms: i64,
) -> String {
    crate::i18n::board::reference_why(w.catalog(), running, at_ms, read_ms, most_ms)
}

/// "23...Ke3": the feed's move at `ply` (1-based) with its number.
fn fed_label(state: &BoardState, game: &FeedGame, ply: usize) -> String {
    let san = game
        .moves
        .get(ply.wrapping_sub(1))
        .map_or("", |m| m.san.as_str());
    state.record.label_for(ply, san)
}

/// The disagreement at `ply`: the feed's move (or its absence) against the record's.
fn disagreement(state: &BoardState, read: &Chosen, ply: usize, feed_san: String) -> Command {
    Command::Feed(FeedNotice::Disagrees {
        source: read.source.clone(),
        ply: u32::try_from(ply).unwrap_or(u32::MAX),
        recorded: state.record.san(ply).unwrap_or_default(),
        feed: feed_san,
    })
}

/// A fed board in one line, for `show`: the source, the moves fed and when the last came, the
/// disagreement and the proposed result in force.
pub fn describe_feed(w: &Words, feed: &crate::event::fold::FeedState) -> String {
    let last = feed
        .last_move_ms
        .and_then(chrono::DateTime::from_timestamp_millis)
        .map(|t| {
            t.with_timezone(&chrono::Local)
                .format("%H:%M:%S")
                .to_string()
        })
        .unwrap_or_else(|| "-".to_owned());
    let mut line = w.t(
        "feed-show",
        &[
            ("source", feed.source.clone().into()),
            ("moves", feed.moves.into()),
            ("last", last.into()),
            ("ignored", u8::from(feed.ignored).into()),
        ],
    );
    if let Some(d) = &feed.disagreement {
        line.push_str(&w.t(
            "feed-show-disagreement",
            &[
                ("label", d.label.clone().into()),
                ("feed", d.feed.clone().into()),
            ],
        ));
    }
    if let Some(b) = &feed.clock_beyond {
        line.push_str(&w.t(
            "feed-show-clock-beyond",
            &[
                ("side", crate::i18n::rules::colour_key(b.side).into()),
                ("clock", format_ms(b.clock_ms).into()),
                ("label", b.label.clone().into()),
                ("most", format_ms(b.most_ms).into()),
            ],
        ));
    }
    if let Some(r) = &feed.clock_reference {
        line.push_str(&w.t(
            "feed-show-clock-reference",
            &[
                ("white", format_ms(r.white_ms).into()),
                ("black", format_ms(r.black_ms).into()),
                (
                    "why",
                    reference_why(w, r.running, r.at_ms, r.read_ms, r.most_ms).into(),
                ),
            ],
        ));
    }
    if let Some(i) = &feed.illegal {
        line.push_str(&w.t("feed-show-illegal", &[("label", i.label.clone().into())]));
    }
    if let Some(a) = &feed.after_end {
        line.push_str(&w.t(
            "feed-show-after-end",
            &[
                ("label", a.label.clone().into()),
                ("end", a.end_label.clone().into()),
                ("article", a.article.clone().into()),
            ],
        ));
    }
    if let Some(c) = &feed.contradiction {
        line.push_str(&w.t(
            "feed-show-contradiction",
            &[
                ("white", c.white.clone().into()),
                ("black", c.black.clone().into()),
            ],
        ));
    }
    if let Some(r) = feed.proposed_result {
        line.push_str(&w.t("feed-show-proposed", &[("result", r.to_string().into())]));
    }
    line
}

/// Run `arbiter feed ignore|follow BOARD`.
pub fn feed_cmd(w: &Words, db: &EventFile, cmd: &FeedCmd) -> anyhow::Result<ExitCode> {
    let store = Store::open_file(db)?;
    let now = store::now_ms();
    match cmd {
        FeedCmd::Ignore { board } => {
            let setup = store.resolve(*board)?;
            store.execute(setup.key(), None, now, &[Command::Feed(FeedNotice::Ignore)])?;
            outln!(
                "{}",
                w.t("feed-ignored", &[("board", setup.id().to_string().into())])
            );
        }
        FeedCmd::Follow { board } => {
            let setup = store.resolve(*board)?;
            let key = setup.key();
            let settings = store.settings()?;
            let state = store.fold_board(&setup, &settings)?;
            // Take the record back to where the feed diverged — every move from that ply on,
            // the last first, each a takeback of its own (a takeback ends an action) — then
            // follow. Each step states the sequence number it was judged on: another session's
            // write in between stops it, and running the verb again finishes the work.
            let from = state
                .feed
                .as_ref()
                .and_then(|f| f.disagreement.as_ref())
                .map(|d| d.ply as usize);
            let to_take: Vec<u32> = match from {
                Some(ply) => state
                    .moves
                    .iter()
                    .rev()
                    .take_while(|m| m.ply >= ply)
                    .map(|m| m.seq)
                    .collect(),
                None => Vec::new(),
            };
            let mut seq = state.last_seq;
            for of_seq in &to_take {
                let done = store.execute(
                    key,
                    Some(seq),
                    now,
                    &[Command::Takeback {
                        of_seq: Some(*of_seq),
                    }],
                )?;
                seq = done.events.last().map_or(seq, |e| e.seq);
            }
            let taken = to_take.len();
            store.execute(key, Some(seq), now, &[Command::Feed(FeedNotice::Follow)])?;
            outln!(
                "{}",
                w.t(
                    "feed-followed",
                    &[
                        ("board", setup.id().to_string().into()),
                        ("taken", taken.into()),
                        (
                            "label",
                            from.map(|p| state.record.ply_label(p.saturating_sub(1)))
                                .unwrap_or_default()
                                .into()
                        ),
                    ],
                )
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}
