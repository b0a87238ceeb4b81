//! `arbiter import …`, `arbiter export …`, `arbiter report` (issue 8): files in and out of the
//! event file, through `interop` (pure parsing and writing).

use crate::store::EventFile;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, bail};
use clap::{Args, Subcommand};

use crate::clock::TimeControl;
use crate::event::command::{Command, check_all};
use crate::event::{BoardId, BoardRef, BoardSetup, BoardState, EventSettings};
use crate::i18n::{Lang, Words};
use crate::interop::error::decode_text;
use crate::interop::export::{self, Audience, BoardExport, EventInfo};
use crate::interop::game_import::{self, ImportedGame};
use crate::interop::pairing::normalise_name;
use crate::interop::pgn_out;
use crate::interop::plan::{ExistingBoard, plan_import};
use crate::interop::report::{self, Incident, ReportFormat, ReportMeta};
use crate::interop::results::{BoardResult, results_csv, trf_round_column};
use crate::interop::{ByeKind, Pairing, PairingSet, parse_pairings, trf};
use crate::rules::GameScore;
use crate::store::{self, Store, StoreError};

/// `arbiter import …`
#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum ImportCmd {
    /// The round's pairings from PGN board stubs, a FIDE TRF (TRF16/TRF26) or a CSV.
    Pairings(ImportPairingsArgs),
    /// The moves of one game (an electronic board's export, a typed scoresheet) into a board.
    Game(ImportGameArgs),
}

// `arbiter import game BOARD FILE.pgn [--round R] [--dry-run]`
#[derive(Debug, Args)]
pub struct ImportGameArgs {
    /// The board: N (of the current round, or of --round R) or R.N.
    pub board: BoardRef,
    /// A PGN file with exactly one game.
    pub file: PathBuf,
    /// The round (default: the event's current round).
    #[arg(long)]
    pub round: Option<u32>,
    /// Only read and replay the game; show it; write nothing.
    #[arg(long)]
    pub dry_run: bool,
}

// `arbiter import pairings FILE [--round R] [--dry-run] [--json]`
#[derive(Debug, Args)]
pub struct ImportPairingsArgs {
    /// The pairings file (.pgn, .trf/.trfx/.txt, .csv).
    pub file: PathBuf,
    /// The round to import (a TRF gives its last paired round without it).
    #[arg(long)]
    pub round: Option<u32>,
    /// Write nothing; show what the import would create, replace, leave and refuse in the
    /// event file (with --json, that plan as JSON), or, without an event file, what the file
    /// holds.
    #[arg(long)]
    pub dry_run: bool,
    /// Re-paired boards of a round that has not started get their new players (refused, naming
    /// the board, once a board of the round has a move, a clock start or a result).
    #[arg(long)]
    pub replace: bool,
    /// Machine-readable output.
    #[arg(long)]
    pub json: bool,
}

/// Run `arbiter import …`.
pub fn import(w: &Words, db: &EventFile, cmd: ImportCmd) -> anyhow::Result<ExitCode> {
    match cmd {
        ImportCmd::Pairings(args) => import_pairings(w, db, &args),
        ImportCmd::Game(args) => import_game(w, db, &args),
    }
}

/// Read and check a pairings file completely (nothing is written before this succeeds).
fn read_pairings(w: &Words, file: &Path, round: Option<u32>) -> anyhow::Result<PairingSet> {
    Ok(read_pairings_file(w, file, round)?.0)
}

/// A pairings file read once: its checked pairings and its bytes, from which everything else
/// the import takes (a TRF's players, dates and kept records) is read — never the file again,
/// which a pairing program may be rewriting meanwhile.
fn read_pairings_file(
    w: &Words,
    file: &Path,
    round: Option<u32>,
) -> anyhow::Result<(PairingSet, Vec<u8>)> {
    let bytes = std::fs::read(file).with_context(|| cannot(w, "cli-cannot-read-file", file))?;
    let name = file.display().to_string();
    let set = parse_pairings(&name, &bytes, round)?;
    Ok((set, bytes))
}

fn import_pairings(
    w: &Words,
    db: &EventFile,
    args: &ImportPairingsArgs,
) -> anyhow::Result<ExitCode> {
    let (set, bytes) = read_pairings_file(w, &args.file, args.round)?;
    // Without an event file to compare with, a dry run shows what the file holds.
    if args.dry_run && !db.db().is_file() {
        if args.json {
            outln!("{}", serde_json::to_string_pretty(&set)?);
        } else {
            out!("{}", describe(w, &set, &args.file));
        }
        return Ok(ExitCode::SUCCESS);
    }
    // The players a pairings file names: a TRF's every player line, else the boards' sides
    // and the byes. A TRF's round dates (record 132) become the rounds' dates, and the records
    // the event does not model are kept for `export trf` (TRF26): all in the import's one
    // transaction, from the one read of the file.
    let (players, trf) = if set.format == crate::interop::PairingFormat::Trf {
        let text = decode_text(&bytes);
        let parsed = trf::parse(&args.file.display().to_string(), &text)?;
        let players = crate::interop::players::players_of(&set, Some(&parsed));
        let extras = crate::store::TrfExtras {
            dates: trf::round_dates(&text),
            kept: crate::interop::trf_out::kept_records(&text),
        };
        (players, Some(extras))
    } else {
        (crate::interop::players::players_of(&set, None), None)
    };
    import_pairings_into(w, db, &set, &players, trf.as_ref(), args)
}

fn player(name: &str, rating: Option<u16>, title: Option<&str>) -> String {
    let title = title.map_or(String::new(), |t| format!("{t} "));
    match rating {
        Some(r) => format!("{title}{name} ({r})"),
        None => format!("{title}{name}"),
    }
}

fn board_line(p: &Pairing) -> String {
    format!(
        "{:>3}.{:<3} {} – {}",
        p.round,
        p.board,
        player(&p.white, p.white_rating, p.white_title.as_deref()),
        player(&p.black, p.black_rating, p.black_title.as_deref())
    )
}

/// The pairings as a human reads them.
fn describe(w: &Words, set: &PairingSet, file: &Path) -> String {
    let mut out = w.t(
        "cli-pairings-summary",
        &[
            ("file", file.display().to_string().into()),
            ("boards", set.pairings.len().into()),
            ("byes", set.byes.len().into()),
            (
                "event",
                set.event
                    .as_ref()
                    .map_or(String::new(), |e| format!(" — {e}"))
                    .into(),
            ),
        ],
    );
    out.push('\n');
    for p in &set.pairings {
        out.push_str(&board_line(p));
        out.push('\n');
    }
    for b in &set.byes {
        out.push_str(&w.t(
            "cli-pairings-bye",
            &[
                ("round", format!("{:>3}", b.round).into()),
                ("player", b.player.clone().into()),
                ("kind", bye_name(w, b.kind).into()),
            ],
        ));
        out.push('\n');
    }
    out
}

/// Read and replay a one-game PGN completely (nothing is written before this succeeds).
fn read_one_game(w: &Words, file: &Path) -> anyhow::Result<ImportedGame> {
    let bytes = std::fs::read(file).with_context(|| cannot(w, "cli-cannot-read-file", file))?;
    Ok(game_import::read_game(&file.display().to_string(), &bytes)?)
}

fn import_game(w: &Words, db: &EventFile, args: &ImportGameArgs) -> anyhow::Result<ExitCode> {
    let game = read_one_game(w, &args.file)?;
    let clocks = game.moves.iter().filter(|m| m.clock_ms.is_some()).count();
    let last = match game.moves.len() {
        0 => w.t("cli-no-moves", &[]),
        n => game.record.ply_label(n),
    };
    if args.dry_run {
        outln!(
            "{}",
            w.t(
                "cli-game-dry-run",
                &[
                    ("file", args.file.display().to_string().into()),
                    ("plies", game.moves.len().into()),
                    ("last", last.into()),
                    ("clocks", clocks.into()),
                    ("result", game.result.as_deref().unwrap_or("*").into()),
                ],
            )
        );
        if let Some(end) = game.record.ending() {
            outln!(
                "{}",
                w.t(
                    "cli-laws-end-it",
                    &[
                        (
                            "reason",
                            crate::i18n::rules::end_reason(w.catalog(), &game.record, &end.detail,)
                                .into(),
                        ),
                        ("article", end.article.to_string().into()),
                    ],
                )
            );
        }
        return Ok(ExitCode::SUCCESS);
    }
    import_game_into(w, db, args, &game)
}

/// `arbiter export …`
#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum ExportCmd {
    /// Standard PGN with clocks, draw offers and the arbiter's notes.
    Pgn(ExportPgnArgs),
    /// Results as CSV, or a TRF round column for the pairing program (--trf).
    Results(ExportResultsArgs),
    /// The whole tournament as a FIDE TRF16 file: every player with every round's result so
    /// far, for the pairing program to pair the next round.
    Trf(ExportTrfArgs),
    /// The time-control sheets of a round as CSV (AM 2025, General Duties): one line per
    /// board and sheet.
    Sheet(ExportSheetArgs),
}

// `arbiter export sheet [--round R] [--csv] [--out FILE]`
#[derive(Debug, Args)]
pub struct ExportSheetArgs {
    /// The round (the current one by default).
    #[arg(long)]
    pub round: Option<u32>,
    /// CSV (the one format of the sheet's export).
    #[arg(long)]
    pub csv: bool,
    /// Write to this file instead of standard output.
    #[arg(long)]
    pub out: Option<PathBuf>,
}

// `arbiter export trf [--out FILE]`
#[derive(Debug, Args)]
pub struct ExportTrfArgs {
    /// Write to this file instead of standard output.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// `16`: FIDE TRF16 with `XXR` (what every pairing program reads); `2026`: TRF-2026
    /// (`142`, `222`, `?` for a decision postponed or a claim referred, `###` corrections).
    #[arg(long, default_value = "16", value_parser = ["16", "2026"])]
    pub format: String,
}

// `arbiter export pgn [--round R] [--board N] [--pairings FILE] [--with-notes] [--out FILE]`
#[derive(Debug, Args)]
pub struct ExportPgnArgs {
    /// The pairings file the round came from: its FIDE ids, ratings and titles go into the tags
    /// (the event file keeps only names).
    #[arg(long)]
    pub pairings: Option<PathBuf>,
    #[arg(long)]
    pub round: Option<u32>,
    /// The board: N (of --round R, or of the current round) or R.N.
    #[arg(long)]
    pub board: Option<BoardRef>,
    /// Write to this file instead of standard output.
    #[arg(long)]
    pub out: Option<PathBuf>,
    /// The chief arbiter's archive: also the arbiters' notes and incidents (claims, rulings,
    /// penalties, clock corrections, takebacks) as comments. Without it the PGN is public:
    /// moves, clocks, draw offers, the official result and its article.
    #[arg(long)]
    pub with_notes: bool,
}

// `arbiter export results [--round R] [--trf PAIRINGS.trf] [--out FILE]`
#[derive(Debug, Args)]
pub struct ExportResultsArgs {
    #[arg(long)]
    pub round: Option<u32>,
    /// Write the round's TRF result columns instead of CSV; starting-rank numbers are taken from
    /// this TRF (the pairing program's), players matched by name. The TRF has no field for the
    /// time awarded: only the CSV's `time_awarded` column has it.
    #[arg(long)]
    pub trf: Option<PathBuf>,
    #[arg(long)]
    pub out: Option<PathBuf>,
}

// `arbiter report [--round R] [--format md|html] [--chief-arbiter NAME] [--out FILE]`
#[derive(Debug, Args)]
pub struct ReportArgs {
    #[arg(long)]
    pub round: Option<u32>,
    /// md or html (html prints on A4).
    #[arg(long, default_value = "md")]
    pub format: String,
    /// The chief arbiter's name for the heading.
    #[arg(long)]
    pub chief_arbiter: Option<String>,
    #[arg(long)]
    pub out: Option<PathBuf>,
}

/// Run `arbiter export …`.
/// `comments`: the language `--lang` named, which the PGN comments take; English without it
/// (the event's or the locale's language does not change a PGN file).
pub fn export(
    w: &Words,
    db: &EventFile,
    cmd: ExportCmd,
    comments: Option<Lang>,
) -> anyhow::Result<ExitCode> {
    match cmd {
        ExportCmd::Pgn(args) => export_pgn(w, db, &args, comments.unwrap_or_default()),
        ExportCmd::Results(args) => export_results(w, db, &args),
        ExportCmd::Trf(args) => export_trf(w, db, &args),
        ExportCmd::Sheet(args) => export_sheet(w, db, &args),
    }
}

/// Run `arbiter report`.
pub fn report(w: &Words, db: &EventFile, args: &ReportArgs) -> anyhow::Result<ExitCode> {
    report_cmd(w, db, args)
}

// ---------------------------------------------------------------------------------------------
// The event file.

/// The event file, opened for an export or the report: what they read is verified first
/// (issue 29), and said on stderr when it is broken or unverified.
fn open_store(w: &Words, db: &EventFile) -> anyhow::Result<Store> {
    let store = Store::open_file(db)?;
    crate::cli::integrity::notice_all_boards(w, &store, db)?;
    Ok(store)
}

/// What the exports need besides the boards: the settings, the players, the rounds' dates.
/// The boards themselves are folded and handed over one at a time ([`each_board`]): never all
/// in memory (issue 36: 9,000 boards took 650 MB).
struct Loaded {
    settings: EventSettings,
    /// Each board's players (by board key), as the event knows them.
    players: std::collections::HashMap<u32, [Option<crate::event::Player>; 2]>,
    /// Each round's date (the PGN `Date`) and start time.
    dates: std::collections::HashMap<u32, (chrono::NaiveDate, Option<chrono::NaiveTime>)>,
}

/// The board `board` names, a bare `N` read in `round` when one is given (else in the current
/// round).
fn board_in(store: &Store, board: BoardRef, round: Option<u32>) -> anyhow::Result<BoardId> {
    Ok(match (board, round) {
        (BoardRef::Current(number), Some(round)) => BoardId { round, number },
        (board, _) => board.resolve(store.current_round()?),
    })
}

fn load(store: &Store) -> anyhow::Result<Loaded> {
    Ok(Loaded {
        settings: store.settings()?,
        players: store.players_by_board()?,
        dates: store.round_dates()?,
    })
}

/// Every board of the selection (one round's, one board) folded and handed to `each` in the
/// event's order, a chunk of boards in memory at a time; how many there were.
fn each_board(
    store: &Store,
    settings: &EventSettings,
    round: Option<u32>,
    board: Option<BoardRef>,
    mut each: impl FnMut(BoardState) -> anyhow::Result<()>,
) -> anyhow::Result<usize> {
    let mut count = 0;
    match board {
        Some(b) => match store.board(board_in(store, b, round)?.key()) {
            Ok(setup) if round.is_none_or(|r| setup.id().round == r) => {
                count += 1;
                each(store.fold_board(&setup, settings)?)?;
            }
            Ok(_) | Err(store::StoreError::NoBoard { .. }) => {}
            Err(e) => return Err(e.into()),
        },
        None => super::event_cmds::for_each_board(store, settings, round, |state| {
            count += 1;
            each(state)
        })?,
    }
    Ok(count)
}

fn pgn_date(ms: i64) -> String {
    chrono::DateTime::<chrono::Utc>::from_timestamp_millis(ms).map_or_else(
        || "????.??.??".to_owned(),
        |t| t.format("%Y.%m.%d").to_string(),
    )
}

/// The exit status of an export that wrote some boards and skipped others (named on stderr).
const PARTIAL: u8 = 3;

/// How the exports are made: the selection, the pairing program's pairings, the audience and
/// the comments' language.
struct ExportOf<'a> {
    round: Option<u32>,
    board: Option<BoardRef>,
    /// Pairings read from the pairing program's file, whose FIDE ids, ratings and titles fill
    /// the PGN tags for the same round, board and players.
    known: &'a [Pairing],
    audience: Audience,
    comments_lang: Lang,
}

/// What [`each_export`] went through.
struct Exported {
    /// The boards of the selection, exported or not.
    boards: usize,
    /// Whether a board was left out.
    skipped: bool,
}

/// Every selected board's export, from its folded state, handed to `each` with the state, one
/// board at a time. A board whose record the fold could not complete (an event that does not
/// apply: a damaged file) cannot be exported faithfully: it is named on stderr and left out,
/// the others are exported.
fn each_export(
    w: &Words,
    store: &Store,
    loaded: &Loaded,
    of: &ExportOf<'_>,
    mut each: impl FnMut(&BoardState, BoardExport) -> anyhow::Result<()>,
) -> anyhow::Result<Exported> {
    let mut skipped = false;
    let boards = each_board(
        store,
        &loaded.settings,
        of.round,
        of.board,
        |state| match export_of(w, loaded, of, &state) {
            Some(e) => each(&state, e),
            None => {
                skipped = true;
                Ok(())
            }
        },
    )?;
    Ok(Exported { boards, skipped })
}

/// One board's export; `None`, said on stderr, when its record does not replay.
fn export_of(
    w: &Words,
    loaded: &Loaded,
    of: &ExportOf<'_>,
    state: &BoardState,
) -> Option<BoardExport> {
    let (known, audience, comments_lang) = (of.known, of.audience, of.comments_lang);
    {
        let setup = &state.setup;
        if !state.problems.is_empty() {
            errln!(
                "board {}: not exported — its record does not replay: {}",
                setup.id(),
                crate::i18n::board::problems(w.catalog(), state).join("; ")
            );
            return None;
        }
        let control = setup.control.as_ref().or(loaded.settings.control.as_ref());
        let info = EventInfo {
            event: loaded.settings.name.clone(),
            site: String::new(),
            // The round's date when the event has it, else the day of the game's first event.
            date: match loaded.dates.get(&setup.id().round) {
                Some((date, _)) => date.format("%Y.%m.%d").to_string(),
                None if state.first_at_ms > 0 => pgn_date(state.first_at_ms),
                None => String::new(),
            },
            time_control: control.map(ToString::to_string),
            comments_lang,
            incidents_lang: w.catalog().lang(),
        };
        let round = setup.id().round;
        let same = |p: &&Pairing| {
            p.round == round
                && p.board == setup.number
                && normalise_name(&p.white) == normalise_name(&setup.white)
                && normalise_name(&p.black) == normalise_name(&setup.black)
        };
        let pairing = match known.iter().find(same) {
            Some(p) => p.clone(),
            None => with_players(
                Pairing::new(round, setup.number, &setup.white, &setup.black),
                loaded.players.get(&setup.key()),
            ),
        };
        Some(export::board_export(&info, &pairing, state, audience))
    }
}

/// A board's pairing completed with what the event knows of its players: FIDE ids, ratings,
/// titles, starting ranks (issue 17: the event keeps them, no `--pairings` file needed).
fn with_players(mut p: Pairing, players: Option<&[Option<crate::event::Player>; 2]>) -> Pairing {
    let Some([white, black]) = players else {
        return p;
    };
    if let Some(w) = white {
        p.white_fide_id = w.fide_id;
        p.white_rating = w.rating;
        p.white_title = w.title.clone();
        p.white_start_no = w.start_rank;
    }
    if let Some(b) = black {
        p.black_fide_id = b.fide_id;
        p.black_rating = b.rating;
        p.black_title = b.title.clone();
        p.black_start_no = b.start_rank;
    }
    p
}

fn import_pairings_into(
    w: &Words,
    db: &EventFile,
    set: &PairingSet,
    players: &[crate::event::Player],
    trf: Option<&crate::store::TrfExtras>,
    args: &ImportPairingsArgs,
) -> anyhow::Result<ExitCode> {
    let store = open_store(w, db)?;
    let settings = store.settings()?;
    let current = store.current_round()?;
    // A pairing without a round (a CSV without the column) is for the current round.
    let pairings: Vec<Pairing> = set
        .pairings
        .iter()
        .cloned()
        .map(|mut p| {
            if p.round == 0 {
                p.round = current;
            }
            p
        })
        .collect();
    let states = super::event_cmds::folded_boards(&store, &settings, None)?;
    let by_board = store.players_by_board()?;
    let existing: Vec<ExistingBoard> = states
        .iter()
        .map(|s| {
            let [w, b] = by_board.get(&s.setup.key()).cloned().unwrap_or_default();
            ExistingBoard {
                round: s.setup.id().round,
                board: s.setup.number,
                white: s.setup.white.clone(),
                black: s.setup.black.clone(),
                white_fide_id: w.and_then(|p| p.fide_id),
                black_fide_id: b.and_then(|p| p.fide_id),
                started: s.started(),
            }
        })
        .collect();
    // A TRF's boards of a round the event has take the event's numbers (issue 32).
    let mut pairings = pairings;
    if set.format == crate::interop::PairingFormat::Trf {
        crate::interop::plan::number_as_the_event(&mut pairings, &existing);
    }
    // A board is (round, number): another round's board of the same number is no conflict.
    let mut plan = plan_import(&existing, &pairings, args.replace);
    // A round is re-paired only while none of its boards has started (a move, a clock start,
    // a result): the first started board is named. A board already there whose result the
    // file contradicts is refused, naming the round, the players and both results.
    let mut refused = result_conflicts(w, &states, &pairings);
    if !plan.replace.is_empty() {
        let mut rounds: Vec<u32> = plan.replace.iter().map(|p| p.round).collect();
        rounds.dedup();
        for round in rounds {
            if let Some(s) = states
                .iter()
                // An extra game played early is not the round's pairing: it does not stop it.
                .find(|s| s.setup.id().round == round && !s.setup.is_extra() && s.started())
            {
                refused.push(w.t(
                    "rounds-replace-started",
                    &[("board", s.setup.id().to_string().into())],
                ));
            }
        }
    }
    let id = |p: &Pairing| {
        BoardId {
            round: p.round,
            number: p.board,
        }
        .to_string()
    };
    let control = match &set.time_control {
        Some(tc) => tc.parse::<TimeControl>().ok(),
        None => None,
    }
    .filter(|tc| Some(tc) != settings.control.as_ref());
    let setup_of = |p: &Pairing| BoardSetup {
        number: p.board,
        round: Some(p.round),
        white: p.white.clone(),
        black: p.black.clone(),
        control: control.clone(),
        fen: None,
        variant: crate::rules::Variant::Standard,
    };
    // A result the pairing program already has (a forfeit, a played round) is recorded with the
    // board, through the same checks as any result: checked here for the plan (a dry run says
    // what the import would refuse), and checked again, on the board as inserted, by the import
    // that stores it.
    let mut create = Vec::new();
    for p in plan.create.drain(..) {
        let setup = setup_of(&p);
        let mut commands = Vec::new();
        if let Some(text) = &p.result {
            let result = GameScore::parse(text).map_err(|e| anyhow::anyhow!("{}: {e}", id(&p)))?;
            let forfeit = result.kind == crate::rules::score::ScoreKind::Forfeit;
            let command = Command::Result {
                result,
                reason: crate::event::ResultReason::FromPairingFile {
                    file: args.file.display().to_string(),
                }
                .into(),
                article: forfeit.then(|| "6.7.1".to_owned()),
            };
            let empty = BoardState::empty(&setup, &settings);
            check_all(
                &empty,
                &settings,
                std::slice::from_ref(&command),
                store::now_ms(),
            )
            .map_err(|r| anyhow::anyhow!("{}: {}", id(&p), r.error))?;
            commands.push(command);
        }
        create.push((p, setup, commands));
    }
    let byes: Vec<(u32, String, ByeKind)> = set
        .byes
        .iter()
        .map(|b| {
            let round = if b.round == 0 { current } else { b.round };
            (round, b.player.clone(), b.kind)
        })
        .collect();
    if args.dry_run && args.json {
        // The plan, not the file's contents: what the import would create, replace, leave and
        // refuse in this event file.
        let board = |round: u32, number: u32| BoardId { round, number }.to_string();
        let plan_json = serde_json::json!({
            "created": create.iter().map(|(p, _, _)| serde_json::json!({
                "board": id(p), "white": p.white, "black": p.black, "result": p.result,
            })).collect::<Vec<_>>(),
            "replaced": plan.replace.iter().map(|p| serde_json::json!({
                "board": id(p),
                "old": existing
                    .iter()
                    .find(|e| e.round == p.round && e.board == p.board)
                    .map(|e| serde_json::json!({ "white": e.white, "black": e.black })),
                "white": p.white,
                "black": p.black,
            })).collect::<Vec<_>>(),
            "unchanged": plan.unchanged.iter().map(|(r, n)| board(*r, *n)).collect::<Vec<_>>(),
            "refused": plan.conflicts.iter().map(|c| serde_json::json!({
                "board": board(c.round, c.board),
                "existing": c.existing,
                "incoming": c.incoming,
                "started": c.started,
            })).collect::<Vec<_>>(),
            "refused_round": refused,
            "byes": byes.iter().map(|(round, player, kind)| serde_json::json!({
                "round": round, "player": player, "kind": kind,
            })).collect::<Vec<_>>(),
        });
        outln!("{}", serde_json::to_string_pretty(&plan_json)?);
        return Ok(if plan.conflicts.is_empty() && refused.is_empty() {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        });
    }
    if args.dry_run {
        for line in round_summaries(w, &pairings, &byes) {
            outln!("{}", crate::text::for_terminal(&line));
        }
        for (p, _, _) in &create {
            let line = w.t(
                "rounds-plan-create",
                &[
                    ("board", id(p).into()),
                    ("white", p.white.clone().into()),
                    ("black", p.black.clone().into()),
                ],
            );
            // A result the file has is recorded with the board (scores are not translated).
            let result = p
                .result
                .as_deref()
                .map_or(String::new(), |r| format!(" {r}"));
            outln!("{}{result}", crate::text::for_terminal(&line));
        }
        for p in &plan.replace {
            let old = existing
                .iter()
                .find(|e| e.round == p.round && e.board == p.board)
                .map_or(String::new(), |e| format!("{} – {}", e.white, e.black));
            let line = w.t(
                "rounds-plan-replace",
                &[
                    ("board", id(p).into()),
                    ("old", old.into()),
                    ("white", p.white.clone().into()),
                    ("black", p.black.clone().into()),
                ],
            );
            outln!("{}", crate::text::for_terminal(&line));
        }
        for (round, board) in &plan.unchanged {
            let board = BoardId {
                round: *round,
                number: *board,
            };
            outln!(
                "{}",
                w.t(
                    "rounds-plan-unchanged",
                    &[("board", board.to_string().into())]
                )
            );
        }
        for c in &plan.conflicts {
            let board = BoardId {
                round: c.round,
                number: c.board,
            };
            let line = w.t(
                "rounds-plan-refused",
                &[
                    ("board", board.to_string().into()),
                    ("why", c.worded(w.catalog()).into()),
                ],
            );
            outln!("{}", crate::text::for_terminal(&line));
        }
        for why in &refused {
            outln!(
                "{}",
                w.t("rounds-plan-refused-round", &[("why", why.clone().into())])
            );
        }
        for (round, player, kind) in &byes {
            let line = w.t(
                "rounds-plan-bye",
                &[
                    ("round", (*round).into()),
                    ("player", player.clone().into()),
                    ("kind", bye_name(w, *kind).into()),
                ],
            );
            outln!("{}", crate::text::for_terminal(&line));
        }
        return Ok(if plan.conflicts.is_empty() && refused.is_empty() {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        });
    }
    // All or nothing: a conflict anywhere imports none of the file's boards, so that the arbiter
    // resolves it and imports the file again rather than finding it half in.
    if !refused.is_empty() {
        bail!("{}", refused.join("\n"));
    }
    if !plan.conflicts.is_empty() {
        for c in &plan.conflicts {
            errln!(
                "arbiter: {}",
                w.t(
                    "cli-import-conflict",
                    &[("conflict", c.worded(w.catalog()).into())]
                )
            );
        }
        bail!(w.t(
            "cli-import-conflicts",
            &[
                ("conflicts", plan.conflicts.len().into()),
                ("created", create.len().into()),
                ("unchanged", plan.unchanged.len().into()),
            ],
        ));
    }
    // Each re-paired board says so on its own log (issue 32): the players it had, the file.
    let replace: Vec<(BoardSetup, Vec<Command>)> = plan
        .replace
        .iter()
        .map(|p| {
            let setup = setup_of(p);
            let was = states
                .iter()
                .find(|s| s.setup.id() == setup.id())
                .map(|s| (s.setup.white.clone(), s.setup.black.clone()))
                .unwrap_or_default();
            let note = crate::event::NoteText {
                text: String::new(),
                origin: None,
                ruling: None,
                repaired: Some(crate::event::Repairing {
                    was_white: was.0,
                    was_black: was.1,
                    white: setup.white.clone(),
                    black: setup.black.clone(),
                    file: args.file.display().to_string(),
                }),
            };
            (setup, vec![Command::Note { text: note }])
        })
        .collect();
    // The players, the byes, the re-paired boards and every new board in one transaction: a
    // failure leaves none of them.
    let boards = create
        .iter()
        .map(|(_, setup, commands)| (setup.clone(), commands.clone()))
        .collect();
    match store.import_round(players, &byes, &replace, boards, trf) {
        Ok(_) => {}
        Err(StoreError::Refused(r)) => match create.get(r.item) {
            Some((p, _, _)) => bail!("{}: {}", id(p), r.error),
            None => bail!("{}", r.error),
        },
        Err(e) => return Err(e.into()),
    }
    // The round just paired is the one about to be played: bare board numbers mean it now.
    let mut rounds: Vec<u32> = pairings.iter().map(|p| p.round).collect();
    rounds.sort_unstable();
    rounds.dedup();
    // A file of several rounds (an event taken over mid-way): its last round is the one
    // about to be played.
    let now_current = match rounds.last() {
        Some(round) if *round != current => {
            store.set_current_round(*round)?;
            Some(*round)
        }
        _ => None,
    };
    if args.json {
        let v = serde_json::json!({
            "current_round": store.current_round()?,
            "created": create.iter().map(|(p, _, _)| p.board).collect::<Vec<_>>(),
            "replaced": plan.replace.iter().map(id).collect::<Vec<_>>(),
            "unchanged": plan.unchanged.iter().map(|(_, b)| *b).collect::<Vec<_>>(),
            "conflicts": plan.conflicts,
            "byes": set.byes,
        });
        outln!("{}", serde_json::to_string_pretty(&v)?);
    } else {
        outln!(
            "{}",
            w.t(
                "cli-import-summary",
                &[
                    ("created", create.len().into()),
                    ("unchanged", plan.unchanged.len().into()),
                    ("conflicts", plan.conflicts.len().into()),
                ],
            )
        );
        if !plan.replace.is_empty() {
            outln!(
                "{}",
                w.t("rounds-replaced", &[("count", plan.replace.len().into())])
            );
        }
        for b in &set.byes {
            outln!(
                "{}",
                w.t(
                    "cli-import-bye",
                    &[
                        ("player", b.player.clone().into()),
                        ("round", b.round.into())
                    ],
                )
            );
        }
        if let Some(round) = now_current {
            outln!("{}", w.t("rounds-set", &[("round", round.into())]));
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The boards already in the event whose result a file's pairing contradicts (issue 32: a
/// re-imported TRF whose round-1 results differ is not "unchanged"): each named by round,
/// players and both results (`*` where the event has none yet).
fn result_conflicts(w: &Words, states: &[BoardState], pairings: &[Pairing]) -> Vec<String> {
    let mut out = Vec::new();
    for p in pairings {
        let Some(incoming) = p.result.as_deref().and_then(|r| GameScore::parse(r).ok()) else {
            continue;
        };
        let Some(state) = states.iter().find(|s| {
            s.setup.id().round == p.round
                && s.setup.number == p.board
                && normalise_name(&s.setup.white) == normalise_name(&p.white)
                && normalise_name(&s.setup.black) == normalise_name(&p.black)
        }) else {
            continue;
        };
        let held = state.outcome().map(|o| o.score);
        if held != Some(incoming) {
            out.push(w.t(
                "rounds-plan-result-conflict",
                &[
                    ("round", p.round.into()),
                    ("white", p.white.clone().into()),
                    ("black", p.black.clone().into()),
                    ("held", held.map_or("*".to_owned(), |h| h.text()).into()),
                    ("incoming", incoming.text().into()),
                ],
            ));
        }
    }
    out
}

/// What each round of a file of several rounds brings: its boards, how many with a result,
/// its byes.
fn round_summaries(
    w: &Words,
    pairings: &[Pairing],
    byes: &[(u32, String, ByeKind)],
) -> Vec<String> {
    let mut rounds: Vec<u32> = pairings
        .iter()
        .map(|p| p.round)
        .chain(byes.iter().map(|b| b.0))
        .collect();
    rounds.sort_unstable();
    rounds.dedup();
    // One round's plan says it all in its lines.
    if rounds.len() < 2 {
        return Vec::new();
    }
    rounds
        .into_iter()
        .map(|round| {
            let boards: Vec<&Pairing> = pairings.iter().filter(|p| p.round == round).collect();
            w.t(
                "rounds-plan-round",
                &[
                    ("round", round.into()),
                    ("boards", boards.len().into()),
                    (
                        "results",
                        boards.iter().filter(|p| p.result.is_some()).count().into(),
                    ),
                    ("byes", byes.iter().filter(|b| b.0 == round).count().into()),
                ],
            )
        })
        .collect()
}

/// The name of a bye's kind, in the process language.
fn bye_name(w: &Words, kind: ByeKind) -> String {
    w.t(
        match kind {
            ByeKind::Half => "rounds-bye-half",
            ByeKind::Full => "rounds-bye-full",
            ByeKind::PairingAllocated => "rounds-bye-pairing-allocated",
            ByeKind::Zero => "rounds-bye-zero",
        },
        &[],
    )
}

fn import_game_into(
    w: &Words,
    db: &EventFile,
    args: &ImportGameArgs,
    game: &ImportedGame,
) -> anyhow::Result<ExitCode> {
    let store = open_store(w, db)?;
    let settings = store.settings()?;
    let id = board_in(&store, args.board, args.round)?;
    if args.round.is_some_and(|r| id.round != r) {
        bail!(w.t(
            "rounds-board-not-in-round",
            &[
                ("board", id.to_string().into()),
                ("round", args.round.unwrap_or(0).into()),
            ],
        ));
    }
    let setup = store.board(id.key())?;
    let state = store.fold_board(&setup, &settings)?;
    // The file's game must start where the board does, in the same variant (Guidelines II).
    if game.variant != setup.variant
        || crate::rules::PositionId::of(game.record.start())
            != crate::rules::PositionId::of(state.record.start())
    {
        bail!(w.t(
            "cli-import-other-start",
            &[
                ("board", id.to_string().into()),
                ("file", args.file.display().to_string().into()),
                ("theirs", game.variant.as_str().into()),
                ("ours", setup.variant.as_str().into()),
            ],
        ));
    }
    // Idempotent: the moves already on the board must be the file's first moves.
    let have: Vec<String> = state.moves.iter().map(|m| m.san.clone()).collect();
    for (i, m) in have.iter().enumerate() {
        match game.moves.get(i) {
            Some(f) if game.record.san(i + 1).as_deref() == Some(m.as_str()) || f.san == *m => {}
            _ => bail!(
                w.t(
                    "cli-import-differs",
                    &[
                        ("board", id.to_string().into()),
                        ("label", state.record.ply_label(i + 1).into()),
                        ("have", m.clone().into()),
                        ("file", args.file.display().to_string().into()),
                        (
                            "theirs",
                            game.moves
                                .get(i)
                                .map_or(w.t("cli-no-move", &[]), |f| {
                                    w.t(
                                        "cli-move-at-line",
                                        &[("san", f.san.clone().into()), ("line", f.line.into())],
                                    )
                                })
                                .into(),
                        ),
                    ],
                )
            ),
        }
    }
    // Every move is checked on the state the previous ones leave, with the file's clocks (the
    // e-board's) as its readings; the moves and the result go in one transaction, or none
    // (`Store::execute`): what is checked is what is stored.
    let base_seq = state.last_seq;
    let now = store::now_ms();
    let first_new = have.len().min(game.moves.len());
    let clocks: Vec<Option<i64>> = game.moves.iter().map(|m| m.clock_ms).collect();
    let table = crate::interop::feed::table_clocks(game.record.mover_of(1), &clocks, first_new);
    let mut commands: Vec<Command> = game.moves[first_new..]
        .iter()
        .zip(table)
        .map(|(m, clock)| Command::Move {
            san: m.san.clone(),
            clock,
        })
        .collect();
    let added = commands.len();
    if let Some(result) = &game.result
        && state.result.is_none()
        && game.record.ending().is_none()
    {
        let result = GameScore::parse(result).map_err(|e| {
            anyhow::Error::msg(w.t(
                "cli-game-result",
                &[
                    ("file", args.file.display().to_string().into()),
                    ("error", e.to_string().into()),
                ],
            ))
        })?;
        commands.push(Command::Result {
            result,
            reason: crate::event::ResultReason::Imported {
                file: args.file.display().to_string(),
            }
            .into(),
            article: None,
        });
    }
    let refused = match store.execute(id.key(), Some(base_seq), now, &commands) {
        Ok(_) => None,
        Err(StoreError::Refused(r)) => Some(r),
        Err(e) => return Err(e.into()),
    };
    if let Some(r) = refused {
        return Err(match game.moves.get(first_new + r.index) {
            Some(m) if r.index < added => anyhow::Error::msg(
                w.t(
                    "errors-located",
                    &[
                        (
                            "at",
                            w.t(
                                "errors-at-line",
                                &[
                                    ("file", args.file.display().to_string().into()),
                                    ("line", m.line.into()),
                                ],
                            )
                            .into(),
                        ),
                        ("message", r.error.to_string().into()),
                    ],
                ),
            ),
            _ => anyhow::anyhow!("{}", r.error),
        });
    }
    outln!(
        "{}",
        w.t(
            "cli-game-imported",
            &[
                ("board", id.to_string().into()),
                ("added", added.into()),
                ("have", have.len().into()),
            ],
        )
    );
    Ok(ExitCode::SUCCESS)
}

fn export_pgn(
    w: &Words,
    db: &EventFile,
    args: &ExportPgnArgs,
    comments: Lang,
) -> anyhow::Result<ExitCode> {
    let store = open_store(w, db)?;
    let loaded = load(&store)?;
    let known = match &args.pairings {
        Some(file) => read_pairings(w, file, args.round)?.pairings,
        None => Vec::new(),
    };
    let audience = if args.with_notes {
        Audience::Archive
    } else {
        Audience::Public
    };
    let of = ExportOf {
        round: args.round,
        board: args.board,
        known: &known,
        audience,
        comments_lang: comments,
    };
    // The games' text is all that is kept (a few MB at 9,000 boards), each board's fold and
    // export dropped once its game is written.
    let mut text = String::new();
    let mut not_written = false;
    let done = each_export(w, &store, &loaded, &of, |_, e| {
        match pgn_out::write_game(&e.game) {
            Ok(pgn) => text.push_str(&pgn),
            Err(err) => {
                errln!(
                    "{}",
                    w.t(
                        "cli-not-exported",
                        &[
                            ("board", e.game.board.into()),
                            ("error", err.worded(w.catalog()).into()),
                        ],
                    )
                );
                not_written = true;
            }
        }
        Ok(())
    })?;
    if done.boards == 0 {
        bail!(w.t(
            "cli-nothing-to-export",
            &[("selection", selection(w, args.round, args.board).into())]
        ));
    }
    finish(
        emit(w, args.out.as_deref(), &text)?,
        done.skipped || not_written,
    )
}

/// Exit 3 ("partial") when a board was skipped.
fn finish(code: ExitCode, skipped: bool) -> anyhow::Result<ExitCode> {
    if skipped {
        Ok(ExitCode::from(PARTIAL))
    } else {
        Ok(code)
    }
}

/// `arbiter export sheet`: the round's time-control sheets as CSV (issue 35).
fn export_sheet(w: &Words, db: &EventFile, args: &ExportSheetArgs) -> anyhow::Result<ExitCode> {
    let store = open_store(w, db)?;
    let round = match args.round {
        Some(r) => r,
        None => store.current_round()?,
    };
    let settings = store.settings()?;
    // One board folded at a time (issue 36): only the sheet lines are kept.
    let mut rows = Vec::new();
    each_board(&store, &settings, Some(round), None, |state| {
        rows.extend(crate::interop::sheet::board_rows(&state));
        Ok(())
    })?;
    crate::interop::sheet::in_order(&mut rows);
    emit(w, args.out.as_deref(), &crate::interop::sheet::csv(&rows))
}

fn export_results(w: &Words, db: &EventFile, args: &ExportResultsArgs) -> anyhow::Result<ExitCode> {
    let store = open_store(w, db)?;
    let loaded = load(&store)?;
    let of = ExportOf {
        round: args.round,
        board: None,
        known: &[],
        audience: Audience::Public,
        comments_lang: Lang::En,
    };
    let mut results: Vec<BoardResult> = Vec::new();
    let skipped = each_export(w, &store, &loaded, &of, |state, e| {
        let mut p = Pairing::new(e.game.round, e.game.board, &e.game.white, &e.game.black);
        p.result = e.score.map(|s| s.text());
        results.push(BoardResult {
            pairing: p,
            score: e.score,
            // The fold's one statement of the time given or taken (issue 33); the TRF column
            // has no field for it.
            awards: state.awards.clone(),
        });
        Ok(())
    })?
    .skipped;
    let text = match &args.trf {
        None => results_csv(&results),
        Some(trf_file) => {
            let Some(round) = args.round else {
                bail!(w.t("cli-trf-needs-round", &[]));
            };
            // Start numbers come from the pairing program's TRF, matched by name.
            let bytes = std::fs::read(trf_file)
                .with_context(|| cannot(w, "cli-cannot-read-file", trf_file))?;
            let name = trf_file.display().to_string();
            let trf = trf::parse(&name, &decode_text(&bytes))?;
            // An extra game is not the round's pairing: not in its TRF column (issue 17).
            results.retain(|r| !crate::event::round::is_extra_number(r.pairing.board));
            for r in &mut results {
                for (who, no, id) in [
                    (
                        &r.pairing.white,
                        &mut r.pairing.white_start_no,
                        &mut r.pairing.white_fide_id,
                    ),
                    (
                        &r.pairing.black,
                        &mut r.pairing.black_start_no,
                        &mut r.pairing.black_fide_id,
                    ),
                ] {
                    let p = trf.player_named(who).with_context(|| {
                        w.t(
                            "cli-no-player-named",
                            &[
                                ("file", name.clone().into()),
                                ("who", who.clone().into()),
                                ("board", r.pairing.board.into()),
                            ],
                        )
                    })?;
                    *no = Some(p.start_no);
                    *id = p.fide_id;
                }
            }
            trf_round_column(round, &results)?
        }
    };
    finish(emit(w, args.out.as_deref(), &text)?, skipped)
}

/// `export trf`: the players (ranks from the event, else FIDE's initial order), each round's
/// games from the folded boards (one truth: the outcome's score in TRF codes) and the byes.
fn export_trf(w: &Words, db: &EventFile, args: &ExportTrfArgs) -> anyhow::Result<ExitCode> {
    use crate::interop::trf_out::{RoundEntry, TrfFormat, TrfHeader, write_trf};
    let store = open_store(w, db)?;
    let loaded = load(&store)?;
    let mut boards = Vec::new();
    each_board(&store, &loaded.settings, None, None, |state| {
        boards.push(state);
        Ok(())
    })?;
    let mut players = store.players()?;
    // A board's player the list does not know (a board added by name) joins the file too.
    let mut sides = Vec::new();
    // An extra game (tie-break, played early or late) is never the round's pairing: it stays out
    // of the round columns (issue 17).
    for state in boards.iter().filter(|s| !s.setup.is_extra()) {
        let linked = loaded.players.get(&state.setup.key());
        let mut ids = [0u32; 2];
        for (i, name) in [&state.setup.white, &state.setup.black]
            .into_iter()
            .enumerate()
        {
            let known = linked.and_then(|l| l[i].as_ref()).map(|p| p.id);
            ids[i] = match known.or_else(|| players.iter().find(|p| &p.name == name).map(|p| p.id))
            {
                Some(id) => id,
                None => {
                    let id = u32::MAX - u32::try_from(players.len()).unwrap_or(0);
                    players.push(crate::event::Player {
                        id,
                        ..crate::event::Player::named(name.clone())
                    });
                    id
                }
            };
        }
        sides.push((state, ids));
    }
    crate::event::player::fill_start_ranks(&mut players);
    let rank: std::collections::HashMap<u32, u32> = players
        .iter()
        .map(|p| (p.id, p.start_rank.unwrap_or(0)))
        .collect();
    let mut entries = std::collections::HashMap::new();
    let mut rounds = 0;
    let trf26 = args.format == "2026";
    let mut comments = Vec::new();
    for (state, [white, black]) in sides {
        let round = state.setup.id().round;
        rounds = rounds.max(round);
        // TRF-2026: a game whose result waits for a postponed decision (III.5) or the
        // designated arbiter (III.6) goes to the pairing program as `?`.
        let waiting = trf26 && (state.referred().is_some() || state.postponed().is_some());
        let codes = match state.outcome() {
            Some(o) => Some(o.score.trf_codes()),
            None if waiting => Some(('?', '?')),
            None => None,
        };
        if trf26 {
            comments.extend(corrections(state));
        }
        for (me, other, colour, code) in [
            (white, black, 'w', codes.map(|c| c.0)),
            (black, white, 'b', codes.map(|c| c.1)),
        ] {
            entries.insert(
                (me, round),
                RoundEntry::Game {
                    opponent: rank.get(&other).copied().unwrap_or(0),
                    colour,
                    code,
                },
            );
        }
    }
    for (round, player, kind) in store.byes()? {
        rounds = rounds.max(round);
        entries
            .entry((player, round))
            .or_insert(RoundEntry::Bye(kind));
    }
    let kept = store.trf_records()?;
    let dates = store
        .round_dates()?
        .into_iter()
        .map(|(round, (date, _))| (round, date))
        .collect();
    let header = TrfHeader {
        event: &loaded.settings.name,
        total_rounds: loaded.settings.rounds,
        kept: &kept,
        dates: &dates,
        format: if trf26 {
            TrfFormat::Trf2026
        } else {
            TrfFormat::Trf16
        },
        control: loaded.settings.control.as_ref().map(ToString::to_string),
        comments,
    };
    let text = write_trf(&header, &players, rounds, &entries);
    if !text
        .lines()
        .any(|l| l.starts_with("XXR") || l.starts_with("142"))
    {
        errln!("arbiter: {}", w.t("cli-trf-total-unknown", &[]));
    }
    emit(w, args.out.as_deref(), &text)
}

/// A board's integrity events from its chained log (TRF-2026 `###` comments, in the form of
/// FIDE's endorsement manual): each result a takeback voided while the board has a result, and
/// each re-pairing of the board (`import pairings --replace`).
fn corrections(state: &BoardState) -> Vec<String> {
    let id = state.setup.id();
    let now = state.outcome();
    state
        .history
        .iter()
        .filter_map(|h| match &h.kind {
            crate::event::fold::HistoryKind::Note { text } => text.repaired.as_ref().map(|r| {
                crate::interop::trf_out::repairing_comment(id.round, &id.to_string(), r, &h.who)
            }),
            crate::event::fold::HistoryKind::Takeback { what: Some(v), .. } => {
                match (&v.kind, &now) {
                    (crate::event::EventKind::Result { result, .. }, Some(now)) => {
                        Some(crate::interop::trf_out::correction_comment(
                            id.round,
                            &id.to_string(),
                            (&state.setup.white, &state.setup.black),
                            &result.text(),
                            &h.who,
                            &now.score.text(),
                        ))
                    }
                    _ => None,
                }
            }
            _ => None,
        })
        .collect()
}

fn report_cmd(w: &Words, db: &EventFile, args: &ReportArgs) -> anyhow::Result<ExitCode> {
    let format: ReportFormat = args.format.parse().map_err(|other: String| {
        anyhow::anyhow!(w.t("cli-report-format", &[("format", other.into())]))
    })?;
    if let Some(name) = &args.chief_arbiter {
        crate::i18n::one_line(w.catalog(), "--chief-arbiter", name).map_err(anyhow::Error::msg)?;
    }
    let store = open_store(w, db)?;
    let loaded = load(&store)?;
    // The report's incidents are worded in the process's language (the event's).
    let of = ExportOf {
        round: args.round,
        board: None,
        known: &[],
        audience: Audience::Archive,
        comments_lang: Lang::En,
    };
    let mut incidents: Vec<Incident> = Vec::new();
    // Every board's arbiters, in the order they first appear (every board's, exported or not).
    let mut names: Vec<String> = Vec::new();
    let mut skipped = false;
    let generated_ms = store::now_ms();
    // The process's language: --lang, else the event's (init --event-lang), else the
    // locale's.
    let lang = w.catalog().lang();
    // The pages of the sheets and of the reminders standing (issue 35), gathered board by board.
    let mut sheet_rows = Vec::new();
    let mut reminder_rows = Vec::new();
    let mut ledger_rows = Vec::new();
    let switches = store.reminder_switches()?;
    let cat = crate::i18n::catalog(lang);
    each_board(&store, &loaded.settings, args.round, None, |state| {
        for who in state.actors() {
            if !names.iter().any(|n| n == who) {
                names.push(who.to_owned());
            }
        }
        sheet_rows.extend(crate::interop::sheet::board_rows(&state));
        reminder_rows.extend(reminder_rows_of(
            cat,
            &state,
            &loaded.settings,
            &switches,
            generated_ms,
        ));
        ledger_rows.extend(ledger_rows_of(cat, &state));
        match export_of(w, &loaded, &of, &state) {
            Some(e) => incidents.extend(e.incidents),
            None => skipped = true,
        }
        Ok(())
    })?;
    let meta = ReportMeta {
        event: loaded.settings.name.clone(),
        round: args.round,
        chief_arbiter: args.chief_arbiter.clone(),
        arbiters: names,
        generated_ms,
        lang,
    };
    crate::interop::sheet::in_order(&mut sheet_rows);
    let mut pages = vec![
        sheet_page(&sheet_rows, lang),
        reminders_page(reminder_rows, lang, generated_ms),
        switches_page(&store.rule_changes()?, lang),
    ];
    pages.extend(checklist_pages(w, &store, args.round, lang)?);
    pages.push(ledger_page(ledger_rows, lang));
    finish(
        emit(
            w,
            args.out.as_deref(),
            &report::render_with(format, &meta, &incidents, &pages),
        )?,
        skipped,
    )
}

/// The report's page of the time-control sheets (issue 35; AM 2025, General Duties).
fn sheet_page(rows: &[crate::interop::sheet::SheetRow], lang: Lang) -> report::Page {
    let cat = crate::i18n::catalog(lang);
    let slot = |s| crate::i18n::sheet::slot(cat, s);
    report::Page {
        title: cat.get("report-sheet-title", &[]),
        headings: crate::i18n::sheet::headings(cat).to_vec(),
        rows: rows
            .iter()
            .map(|r| crate::interop::sheet::cells(r, &slot).to_vec())
            .collect(),
        empty: cat.get("report-sheet-none", &[]),
    }
}

/// The report's page of the reminders standing at `at_ms` (issue 35), board by board, each
/// with its article: the facts the hall shows (`event::reminder::of_board`, the event's
/// switches), worded by `i18n::reminder`. A game over has none.
fn reminders_page(rows: Vec<Vec<String>>, lang: Lang, at_ms: i64) -> report::Page {
    let cat = crate::i18n::catalog(lang);
    report::Page {
        title: cat.get(
            "report-reminders-title",
            &[("at", report::timestamp(at_ms).into())],
        ),
        headings: vec![
            cat.get("sheet-col-board", &[]),
            cat.get("sheet-col-white", &[]),
            cat.get("sheet-col-black", &[]),
            cat.get("report-col-reminder", &[]),
        ],
        rows,
        empty: cat.get("report-reminders-none", &[]),
    }
}

/// The report's page of the reminders switched on and off (issue 35): each recorded switch
/// with who made it and when (`event::change`), oldest first.
fn switches_page(changes: &[crate::event::change::RecordedChange], lang: Lang) -> report::Page {
    let cat = crate::i18n::catalog(lang);
    report::Page {
        title: cat.get("report-switches-title", &[]),
        headings: vec![
            cat.get("report-col-switched-at", &[]),
            cat.get("sheet-col-by", &[]),
            cat.get("report-col-switch", &[]),
        ],
        rows: changes
            .iter()
            .map(|c| {
                vec![
                    report::timestamp(c.at_ms),
                    c.who(),
                    super::reminder_cmds::change_words(cat, &c.change),
                ]
            })
            .collect(),
        empty: cat.get("report-switches-none", &[]),
    }
}

/// The report's pages of the round checklist (issue 35, item 5): one per round reported (the
/// round asked for, else every paired round), its warnings as `arbiter round --json` gives
/// them for the round's state, each marked as the start's or the close's.
fn checklist_pages(
    w: &Words,
    store: &store::Store,
    round: Option<u32>,
    lang: Lang,
) -> anyhow::Result<Vec<report::Page>> {
    use crate::event::RoundState;
    let cat = crate::i18n::catalog(lang);
    let pages = super::round_cmds::rounds(store)?
        .into_iter()
        .filter(|r| match round {
            Some(n) => r.round == n,
            None => r.state != RoundState::NotPaired,
        })
        .map(|r| report::Page {
            title: cat.get(
                "report-checklist-title",
                &[
                    ("round", r.round.into()),
                    ("state", super::round_cmds::state_name(w, r.state).into()),
                ],
            ),
            headings: vec![
                cat.get("report-col-checklist", &[]),
                cat.get("sheet-col-board", &[]),
                cat.get("report-col-check", &[]),
            ],
            rows: r
                .warnings
                .iter()
                .map(|w| {
                    let part = if w.at_start() {
                        "report-checklist-start"
                    } else {
                        "report-checklist-close"
                    };
                    vec![
                        cat.get(part, &[]),
                        w.board().to_string(),
                        crate::i18n::board::round_warning(cat, w),
                    ]
                })
                .collect(),
            empty: cat.get("report-checklist-none", &[]),
        })
        .collect();
    Ok(pages)
}

/// The report's page of the claims-ahead ledger (issue 35, item 3; AM 2025 p.32): board by
/// board, each ply at which a 9.2 or 9.3 claim would have been correct, then each standing of
/// a repeated position (A 1/3, …) — the lines `arbiter show` prints.
fn ledger_page(rows: Vec<Vec<String>>, lang: Lang) -> report::Page {
    let cat = crate::i18n::catalog(lang);
    report::Page {
        title: cat.get("report-ledger-title", &[]),
        headings: vec![
            cat.get("sheet-col-board", &[]),
            cat.get("sheet-col-white", &[]),
            cat.get("sheet-col-black", &[]),
            cat.get("report-col-ledger", &[]),
        ],
        rows,
        empty: cat.get("report-ledger-none", &[]),
    }
}

/// One board's rows of the ledger page: its claims ahead, then its repeated positions.
fn ledger_rows_of(cat: &crate::i18n::Catalog, state: &BoardState) -> Vec<Vec<String>> {
    let record = &state.record;
    let (claims, standings) = crate::i18n::reminder::ledger_items(cat, record, &record.ledger());
    claims
        .into_iter()
        .chain(standings)
        .map(|line| {
            vec![
                state.setup.id().to_string(),
                state.setup.white.clone(),
                state.setup.black.clone(),
                line,
            ]
        })
        .collect()
}

/// One board's rows of the reminders page: its reminders standing at `at_ms`, each worded.
fn reminder_rows_of(
    cat: &crate::i18n::Catalog,
    state: &BoardState,
    settings: &EventSettings,
    switches: &crate::event::reminder::ReminderSwitches,
    at_ms: i64,
) -> Vec<Vec<String>> {
    crate::event::reminder::of_board(state, settings, switches, at_ms)
        .iter()
        .map(|r| {
            vec![
                state.setup.id().to_string(),
                state.setup.white.clone(),
                state.setup.black.clone(),
                crate::i18n::reminder::sentence(cat, r),
            ]
        })
        .collect()
}

/// "cannot read FILE", "cannot write FILE" (`key`), in the arbiter's language.
fn cannot(w: &Words, key: &str, file: &Path) -> String {
    w.t(key, &[("file", file.display().to_string().into())])
}

fn selection(w: &Words, round: Option<u32>, board: Option<BoardRef>) -> String {
    match (round, board) {
        (Some(r), Some(b)) => w.t(
            "cli-selection-round-board",
            &[("round", r.into()), ("board", b.to_string().into())],
        ),
        (Some(r), None) => w.t("cli-selection-round", &[("round", r.into())]),
        (None, Some(b)) => w.t("cli-selection-board", &[("board", b.to_string().into())]),
        (None, None) => String::new(),
    }
}

/// Write an export to `out` or to stdout ([`super::out::write_to`]), saying nothing more.
fn emit(w: &Words, out: Option<&Path>, text: &str) -> anyhow::Result<ExitCode> {
    super::out::write_to(w, out, text, super::out::Wrote::Quiet)?;
    Ok(ExitCode::SUCCESS)
}
