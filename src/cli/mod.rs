//! The command line: one `clap` tree, one file per area of verbs.
//!
//! Every verb prints what it did (or `--json`), and on refusal exits non-zero with one line on stderr
//! that names what is wrong and where. No verb panics on bad input.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::i18n::Words;

/// `println!` that ends the program quietly when stdout is a closed pipe (see [`out`]).
macro_rules! outln {
    () => {
        $crate::cli::out::write_out(format_args!("\n"))
    };
    ($($arg:tt)*) => {
        $crate::cli::out::write_out(format_args!("{}\n", format_args!($($arg)*)))
    };
}

/// `print!` that ends the program quietly when stdout is a closed pipe (see [`out`]).
macro_rules! out {
    ($($arg:tt)*) => {
        $crate::cli::out::write_out(format_args!($($arg)*))
    };
}

/// `eprintln!` that never panics: a closed or broken stderr loses the line, nothing else (see
/// [`out::write_err`]).
macro_rules! errln {
    ($($arg:tt)*) => {
        $crate::cli::out::write_err(format_args!("{}\n", format_args!($($arg)*)))
    };
}

pub mod clock_calc;
pub mod dead;
pub mod error_words;
pub mod event_cmds;
pub mod follow_cmd;
pub mod integrity;
pub mod interop_cmds;
pub mod out;
pub mod procedure_cmds;
pub mod reminder_cmds;
pub mod round_cmds;
pub mod rules_cmds;
pub mod ruling_file;
pub mod seat_sign;
pub mod sheet_cmds;
pub mod tui_cmd;

/// Command-line arguments of `arbiter`.
#[derive(Debug, Parser)]
#[command(
    name = "arbiter",
    version,
    about = "Run an over-the-board chess event to the letter of the FIDE Laws"
)]
pub struct Cli {
    /// The event file (SQLite).
    #[arg(
        long,
        global = true,
        env = "ARBITER_DB",
        default_value = "arbiter.sqlite"
    )]
    pub db: PathBuf,

    /// The language of messages and verdicts: en, es or ru (else the event's language, else
    /// LC_ALL / LC_MESSAGES / LANG, else English). PGN and JSON stay in standard English SAN.
    #[arg(long, global = true, env = "ARBITER_LANG")]
    pub lang: Option<crate::i18n::Lang>,

    /// The app flags a fed board whose feed has been quiet this many minutes while its clock
    /// runs (`arbiter follow`; default 5).
    #[arg(long, value_name = "MINUTES", value_parser = clap::value_parser!(u32).range(1..=600))]
    pub feed_quiet: Option<u32>,

    /// The event key of the tamper-evident log (default: the event file's name + `.key`).
    #[arg(long, global = true, env = "ARBITER_KEY", value_name = "FILE")]
    pub key: Option<PathBuf>,

    /// Your name as recorded with every action you take in the app (else the app asks once at
    /// start; Enter keeps the account name).
    #[arg(long = "as", value_name = "NAME")]
    pub display_name: Option<String>,

    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The verbs. Without one, `arbiter` opens the terminal app on `--db`.
// `defer`red, as every verb enum (issue 29: building every verb's arguments was a fifth of a
// note's instructions): a verb's arguments are built only when it runs or shows its help. An
// `Args` struct that is a verb's payload has no `///` doc: it would replace the verb's about.
#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum Command {
    /// The rules engine on its own: analyse games, check claims, dead positions, clocks.
    #[command(subcommand)]
    Rules(RulesCmd),
    /// Open the terminal app on a ready demo event (created from `data/` if absent).
    Demo(tui_cmd::DemoArgs),
    /// Bring pairings or a game into the event file.
    #[command(subcommand)]
    Import(interop_cmds::ImportCmd),
    /// Write PGN or results out of the event file.
    #[command(subcommand)]
    Export(interop_cmds::ExportCmd),
    /// The chief arbiter's incident report (Markdown or HTML for A4).
    Report(interop_cmds::ReportArgs),
    /// Player mode (Guidelines III.6): claim on one board or verify the opponent's claim, nothing
    /// else — for the forced command of a player's SSH account.
    Player(procedure_cmds::PlayerArgs),
    /// Player mode's signing step: record a seat's claim or verification read from standard
    /// input, as the event key's owner (run through sudo by `player --signer`).
    #[command(hide = true)]
    SeatSign(seat_sign::SeatSignArgs),
    /// The designated arbiter's claims: list, export, import, rule (III.5, III.6).
    #[command(subcommand)]
    Claims(procedure_cmds::ClaimsCmd),
    /// What a fallen flag calls for (Art. 6.9, Guidelines III.3.1); --apply records it.
    Flag(procedure_cmds::FlagArgs),
    /// Follow electronic boards' PGN feed (files, directories, local URLs) into the event file.
    Follow(follow_cmd::FollowArgs),
    /// The arbiter's choice for a fed board: ignore the feed, or follow it again.
    #[command(subcommand)]
    Feed(follow_cmd::FeedCmd),
    #[command(flatten)]
    Event(event_cmds::EventCommand),
}

/// `arbiter rules …`
#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum RulesCmd {
    /// Analyse every game of a PGN file: repetitions, fifty-move claims, where the Laws end it.
    Analyze(rules_cmds::AnalyzeArgs),
    /// Check a threefold-repetition or fifty-move claim (Art. 9.2, 9.3).
    Claim(rules_cmds::ClaimArgs),
    /// Dead position / can a side still mate (Art. 5.2.2, 6.9).
    Dead(dead::DeadArgs),
    /// Replay a script of clock events under a time control.
    Clock(clock_calc::ClockArgs),
}

/// Parse the command line, run it, and turn any error into one line on stderr.
pub fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => return command_line_error(&e),
    };
    let env = |k: &str| std::env::var(k).ok();
    // The event file and its key, named once: every verb opens the store with both.
    let db = crate::store::EventFile::new(cli.db.clone(), cli.key.clone());
    let words = if matches!(cli.command, None | Some(Command::Demo(_))) {
        let choice = crate::i18n::choose(cli.lang, event_lang(cli.lang, &db), &env);
        if let Some(why) = &choice.fallback {
            errln!("arbiter: {why}");
        }
        Words::new(choice.lang)
    } else {
        deferred_words(cli.lang, &db)
    };
    run_worded(cli, &db, &words)
}

/// Run `cli` and say how it ended, in `words`' language: an error (typed errors worded at this
/// edge, issue 16), or a failed stdout, which unwinds to here ([`out::StdoutFailed`]).
fn run_worded(cli: Cli, db: &crate::store::EventFile, words: &Words) -> ExitCode {
    let ran = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| run_on(cli, db, words)));
    let ran = match ran {
        Ok(ran) => ran,
        Err(payload) => match payload.downcast::<out::StdoutFailed>() {
            Ok(failed) => {
                let why = words.t("cli-stdout-error", &[("error", failed.0.into())]);
                use std::io::Write;
                let _ = writeln!(std::io::stderr(), "arbiter: {why}");
                return ExitCode::FAILURE;
            }
            Err(payload) => std::panic::resume_unwind(payload),
        },
    };
    match ran {
        Ok(code) => code,
        Err(err) if out::is_broken_pipe(&err) => ExitCode::SUCCESS,
        Err(err) => {
            let message = error_words::render(words.catalog(), &err);
            errln!("arbiter: {message}");
            ExitCode::FAILURE
        }
    }
}

/// The words of a value clap reads (`value_parser`): English, as clap's own words around them
/// ("invalid value … for …"); the language is chosen once the command line is read.
pub(crate) fn parse_words() -> Words {
    Words::new(crate::i18n::Lang::En)
}

/// The language of a verb's messages, chosen when the first one is worded: by then a verb has
/// usually read the event's settings, and the file is not opened again for its language (issue
/// 29). A file the verb makes (`init`) was not there: its language is not the one chosen.
fn deferred_words(flag: Option<crate::i18n::Lang>, db: &crate::store::EventFile) -> Words {
    let (file, existed) = (db.clone(), db.db().is_file());
    Words::deferred(move || {
        let event = if existed {
            event_lang(flag, &file)
        } else {
            None
        };
        crate::i18n::choose(flag, event, &|k: &str| std::env::var(k).ok()).lang
    })
}

/// A command line clap cannot read: its message, with the words clap puts before it ("error:",
/// "tip:", "Usage:") in the language of `--lang` or the locale (issue 34); help and version are
/// clap's own.
fn command_line_error(e: &clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        e.kind(),
        ErrorKind::DisplayHelp
            | ErrorKind::DisplayVersion
            | ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand
    ) {
        e.exit();
    }
    let args: Vec<String> = std::env::args().collect();
    let flag = args
        .iter()
        .position(|a| a == "--lang")
        .and_then(|i| args.get(i + 1).map(String::as_str))
        .or_else(|| args.iter().find_map(|a| a.strip_prefix("--lang=")))
        .and_then(|l| l.parse().ok());
    let env = |k: &str| std::env::var(k).ok();
    let cat = crate::i18n::catalog(crate::i18n::choose(flag, None, &env).lang);
    let mut text = e.render().to_string();
    for (english, key) in [
        ("error:", "cli-clap-error"),
        ("tip:", "cli-clap-tip"),
        ("Usage:", "cli-clap-usage"),
    ] {
        text = text.replace(english, &cat.get(key, &[]));
    }
    errln!("{}", text.trim_end());
    ExitCode::from(2)
}

/// The event's language (`init --lang`), when the event file exists and says one (as this
/// process read it, else read now); nothing is written and any problem is left to the verb to
/// report.
fn event_lang(
    flag: Option<crate::i18n::Lang>,
    db: &crate::store::EventFile,
) -> Option<crate::i18n::Lang> {
    if flag.is_some() || !db.db().is_file() {
        return None;
    }
    match db.language_seen() {
        Some(seen) => seen,
        None => crate::store::Store::event_language(db.db()),
    }
}

/// Run a parsed command line, its messages in the language of `--lang`, else the event's,
/// else the locale's.
pub fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    let db = crate::store::EventFile::new(cli.db.clone(), cli.key.clone());
    let words = deferred_words(cli.lang, &db);
    run_on(cli, &db, &words)
}

/// Run a parsed command line on `db`, the event file and its key as `cli` names them; `w` the
/// language of its messages.
fn run_on(cli: Cli, db: &crate::store::EventFile, w: &Words) -> anyhow::Result<ExitCode> {
    if let Some(name) = &cli.display_name {
        crate::i18n::one_line(w.catalog(), "--as", name).map_err(anyhow::Error::msg)?;
    }
    match cli.command {
        None => tui_cmd::open(
            w,
            db,
            cli.display_name.clone(),
            cli.feed_quiet
                .map_or(crate::tui::model::FEED_QUIET_MS, |minutes| {
                    i64::from(minutes) * 60_000
                }),
        ),
        Some(Command::Demo(args)) => tui_cmd::demo(w, &args, db),
        Some(Command::Rules(cmd)) => match cmd {
            RulesCmd::Analyze(args) => rules_cmds::analyze(w, &args),
            RulesCmd::Claim(args) => rules_cmds::claim(w, &args),
            RulesCmd::Dead(args) => dead::run(w, &args),
            RulesCmd::Clock(args) => clock_calc::run(w, &args),
        },
        Some(Command::Import(cmd)) => interop_cmds::import(w, db, cmd),
        Some(Command::Export(cmd)) => interop_cmds::export(w, db, cmd, cli.lang),
        Some(Command::Report(args)) => interop_cmds::report(w, db, &args),
        Some(Command::Player(args)) => procedure_cmds::player(w, db, args),
        Some(Command::SeatSign(args)) => seat_sign::seat_sign(w, db, &args),
        Some(Command::Claims(cmd)) => procedure_cmds::claims(w, db, cmd),
        Some(Command::Flag(args)) => procedure_cmds::flag(w, db, args),
        Some(Command::Follow(args)) => follow_cmd::follow(w, db, &args),
        Some(Command::Feed(cmd)) => follow_cmd::feed_cmd(w, db, &cmd),
        Some(Command::Event(cmd)) => event_cmds::run(w, db, cmd),
    }
}
