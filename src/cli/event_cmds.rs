//! The verbs that act on an event file (issue 5): init, board, move, clock, offer, result, log, ….
//!
//! Every verb on a board goes through `Store::execute`: the board's events folded, the command
//! checked against that state (`event::command::check_all`), its events appended in one
//! transaction. With `--expect-seq N` the verb fails if the board changed since the caller saw
//! sequence number N; without it a concurrent change is reported for a command meant for the
//! position seen (a move, a claim…), and only a note, a penalty or a result is judged again.

use crate::i18n::Words;
use crate::i18n::rules::control_meaning;
use crate::store::EventFile;
use std::process::ExitCode;

use anyhow::{Context, bail};
use clap::{Args, Subcommand, ValueEnum};
use shakmaty::Color;

use crate::clock::{ClockEvent, TimeControl, format_ms, side_serde};
use crate::event::command::Command;
use crate::event::{
    BoardId, BoardRef, BoardSetup, BoardState, ClaimKind, Event, EventKind, EventSettings,
    Irregularity, PenaltyKind, Ruling,
};
use crate::rules::{Edition, GameScore, LawsParams, Variant};
use crate::store::{Store, StoreError, now_ms};
use crate::text::for_terminal;

/// Verbs on the event file given by `--db`.
#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum EventCommand {
    /// Create the event file (refuses to overwrite an existing one).
    Init(InitArgs),
    /// Boards (games) of the event.
    #[command(subcommand)]
    Board(BoardCmd),
    /// Record a move in SAN (an illegal move is refused and nothing recorded); on a running
    /// clock the mover's press with it (Art. 6.2.1), unless --no-press.
    Move(MoveArgs),
    /// Add a note of the arbiter's to a board.
    Note(NoteArgs),
    /// Take back the last move (or the event given by --seq): a correction, recorded as such.
    Takeback(TakebackArgs),
    /// A clock action: start, press, pause, resume, add SIDE SECONDS, set WHITE BLACK, flag SIDE.
    Clock(ClockCmdArgs),
    /// A draw offer by the player who has just moved (Art. 9.1.2).
    Offer(OfferArgs),
    /// The opponent accepts the pending draw offer (Art. 9.1.2).
    Accept(BoardOnly),
    /// The opponent declines the pending draw offer.
    Decline(BoardOnly),
    /// A claim by the player to move: repetition, fifty, cannot-win, no-effort, increment, other.
    Claim(ClaimArgs),
    /// The arbiter's decision on a claim: upheld, rejected, postponed.
    Decide(DecideArgs),
    /// A completed illegal move (Art. 7.5.5).
    Illegal(IllegalArgs),
    /// A penalty (Art. 12.9).
    Penalty(PenaltyArgs),
    /// Record the result (1-0, 0-1, 1/2-1/2, 0-0, 1/2-0, 0-1/2, +/-, -/+, -/-).
    Result(ResultArgs),
    /// Art. 6.7.1: the player (white or black) did not arrive within the default time — the
    /// opponent wins by forfeit (`-/+` or `+/-`), in one action.
    Forfeit(ForfeitArgs),
    /// One line per board of a round (the current one by default): R.N, players, clocks now,
    /// status.
    Boards(BoardsArgs),
    /// The rounds and their state; `round set R` makes R the current round.
    Round(super::round_cmds::RoundArgs),
    /// The event's players (name, FIDE id, rating, title, federation, starting rank).
    Players(super::round_cmds::PlayersArgs),
    /// One board in full: moves with clocks, offers, claims, incidents, reminders, the claims
    /// ahead (Art. 9.2, 9.3).
    Show(ShowArgs),
    /// The reminders the event shows (all on by default): `reminders off KIND…`, `reminders on
    /// KIND…`; KIND is repetition, fifty-moves, time-control, guidelines-iii or scoresheet.
    Reminders(super::reminder_cmds::RemindersArgs),
    /// The time-control sheets of a round (the current one by default; AM 2025, General
    /// Duties: every thirty minutes of play): `sheet take` takes one now.
    Sheet(super::sheet_cmds::SheetArgs),
    /// The audit trail, in order.
    Log(LogArgs),
    /// Copy the event file while others keep using it (SQLite online backup), once or every N
    /// minutes into a folder, keeping the last copies.
    Backup(super::integrity::BackupArgs),
    /// Check the file: SQLite integrity, the event log's invariants and its tamper-evident
    /// chain; --against BACKUP also shows events lost since that backup.
    Check(super::integrity::CheckArgs),
    /// Append COUNT notes to BOARD, retrying on conflicts; prints each acknowledged seq (tests).
    #[command(hide = true)]
    Stress(StressArgs),
}

// Options every verb that records something accepts.
#[derive(Debug, Args)]
pub struct Common {
    /// Machine-readable output (JSON).
    #[arg(long)]
    pub json: bool,
    /// The board sequence number you saw; refuse if the board changed since.
    #[arg(long)]
    pub expect_seq: Option<u32>,
    /// A display name to record with your account.
    #[arg(long = "as", value_name = "NAME")]
    pub display_name: Option<String>,
}

#[derive(Debug, Args)]
pub struct InitArgs {
    /// The event's name.
    #[arg(long)]
    pub event: String,
    /// Default time control of the boards (PGN syntax, units such as 90m+30s, or a preset).
    #[arg(long)]
    pub control: Option<String>,
    /// Edition of the Laws: 2023, 2018, 2014 or 2009.
    #[arg(long, default_value = "2023", value_parser = parse_edition)]
    pub laws: Edition,
    /// Guidelines III (games without increment) announced before the event.
    #[arg(long)]
    pub guidelines_iii: bool,
    /// No draw offers before this move without the arbiter's consent (Art. 9.1.1).
    #[arg(long, value_name = "N")]
    pub draw_offers_from_move: Option<u32>,
    /// No draw offers at all without the arbiter's consent (Art. 9.1.1).
    #[arg(long)]
    pub draw_offers_need_consent: bool,
    /// Number of rounds.
    #[arg(long)]
    pub rounds: Option<u32>,
    /// The default time (Art. 6.7.1) after a round's start, e.g. 30m; 0 (the default): a player
    /// must be present at the start.
    #[arg(long, value_name = "TIME")]
    pub default_time: Option<String>,
    /// No arbiter supervises the games (Guidelines III.6 instead of III.5).
    #[arg(long)]
    pub unsupervised: bool,
    /// Armageddon games: a draw counts as a win for Black in the results.
    #[arg(long)]
    pub armageddon: bool,
    /// The event's language for messages, verdicts and the report: en, es or ru.
    #[arg(long = "event-lang", value_name = "LANG")]
    pub event_lang: Option<crate::i18n::Lang>,
    /// Reminders not to show (all are on by default), separated by commas: repetition,
    /// fifty-moves, time-control, guidelines-iii, scoresheet.
    #[arg(long, value_name = "KINDS", value_delimiter = ',',
          value_parser = super::reminder_cmds::parse_kind)]
    pub reminders_off: Vec<crate::event::reminder::ReminderKind>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum BoardCmd {
    /// Add a board.
    Add(BoardAddArgs),
}

#[derive(Debug, Args)]
pub struct BoardAddArgs {
    #[arg(long)]
    pub white: String,
    #[arg(long)]
    pub black: String,
    /// Board number (next free one by default).
    #[arg(long)]
    pub number: Option<u32>,
    /// Time control of this board (the event's by default).
    #[arg(long)]
    pub control: Option<String>,
    #[arg(long)]
    pub round: Option<u32>,
    /// Start position other than the standard one.
    #[arg(long)]
    pub fen: Option<String>,
    /// A Chess960 board (Guidelines II): its start position by number, 0–959 (Scharnagl's
    /// numbering: 518 is the standard array), or, without a number, the position of --fen
    /// (castling rights in X-FEN or Shredder-FEN).
    #[arg(long, num_args = 0..=1, default_missing_value = "none", value_name = "N",
          value_parser = parse_chess960)]
    pub chess960: Option<Chess960Start>,
    /// A game outside the round numbering (tie-break, played early or late): numbered from
    /// 9001 in its round, marked, not part of the round's pairing.
    #[arg(long)]
    pub extra: bool,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct MoveArgs {
    /// The board: N (of the current round) or R.N.
    pub board: BoardRef,
    pub san: String,
    /// Record the move without pressing the clock (copying a scoresheet). Without it, a running
    /// clock is pressed with the move, in the same action, as the player completes the move
    /// (Art. 6.2.1); a clock not started or paused is never pressed.
    #[arg(long)]
    pub no_press: bool,
    #[command(flatten)]
    pub common: Common,
}

#[derive(Debug, Args)]
pub struct NoteArgs {
    /// The board: N (of the current round) or R.N.
    pub board: BoardRef,
    pub text: String,
    #[command(flatten)]
    pub common: Common,
}

#[derive(Debug, Args)]
pub struct TakebackArgs {
    /// The board: N (of the current round) or R.N.
    pub board: BoardRef,
    /// The event to take back (by default the last action still in force: a move, a result, a clock setting, a note …).
    #[arg(long)]
    pub seq: Option<u32>,
    #[command(flatten)]
    pub common: Common,
}

#[derive(Debug, Args)]
pub struct ClockCmdArgs {
    /// The board: N (of the current round) or R.N.
    pub board: BoardRef,
    /// start | press | pause | resume | add SIDE SECONDS | set WHITE BLACK | flag SIDE
    #[arg(num_args = 1.., allow_hyphen_values = true, required = true)]
    pub action: Vec<String>,
    #[command(flatten)]
    pub common: Common,
}

#[derive(Debug, Args)]
pub struct OfferArgs {
    /// The board: N (of the current round) or R.N.
    pub board: BoardRef,
    /// The arbiter consents where the event forbids offers without it (Art. 9.1.1).
    #[arg(long)]
    pub consent: bool,
    #[command(flatten)]
    pub common: Common,
}

#[derive(Debug, Args)]
pub struct BoardOnly {
    /// The board: N (of the current round) or R.N.
    pub board: BoardRef,
    #[command(flatten)]
    pub common: Common,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum ClaimWord {
    /// Threefold repetition (Art. 9.2).
    Repetition,
    /// Fifty moves (Art. 9.3).
    Fifty,
    /// Opponent cannot win by normal means (III.5).
    CannotWin,
    /// Opponent makes no effort to win (III.5).
    NoEffort,
    /// Extra 5 s increment for both (III.4).
    Increment,
    /// Anything else (--text).
    Other,
}

#[derive(Debug, Args)]
pub struct ClaimArgs {
    /// The board: N (of the current round) or R.N.
    pub board: BoardRef,
    pub claim: ClaimWord,
    /// The intended move written on the scoresheet (Art. 9.2.1, 9.3.1).
    #[arg(long = "move", value_name = "SAN")]
    pub intended: Option<String>,
    /// What an `other` claim is about.
    #[arg(long)]
    pub text: Option<String>,
    /// The claimant had touched a piece to move it: the claim is refused (Art. 9.4).
    #[arg(long)]
    pub touched: bool,
    #[command(flatten)]
    pub common: Common,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum RulingWord {
    Upheld,
    Rejected,
    Postponed,
}

#[derive(Debug, Args)]
pub struct DecideArgs {
    /// The board: N (of the current round) or R.N.
    pub board: BoardRef,
    pub ruling: RulingWord,
    /// The claim's sequence number (the last undecided claim by default).
    #[arg(long)]
    pub claim: Option<u32>,
    #[arg(long)]
    pub note: Option<String>,
    /// With `postponed` on a III.5 claim: give the opponent 2 minutes (III.5.2).
    #[arg(long)]
    pub give_two_minutes: bool,
    /// With `rejected` on a referred (III.6) or postponed (III.5.2) claim: the result it sets.
    #[arg(long, allow_hyphen_values = true)]
    pub result: Option<GameScore>,
    #[command(flatten)]
    pub common: Common,
}

#[derive(Debug, Args)]
pub struct IllegalArgs {
    /// The board: N (of the current round) or R.N.
    pub board: BoardRef,
    /// white or black.
    #[arg(value_parser = side_arg)]
    pub side: Color,
    #[arg(long)]
    pub note: Option<String>,
    /// What made the move illegal (repeatable): several in one move — an illegal castling made
    /// with two hands — are recorded as this one illegal move (Arbiters' Manual 2025, p. 28).
    #[arg(long = "irregularity", value_name = "KIND")]
    pub irregularities: Vec<IrregularityWord>,
    #[command(flatten)]
    pub common: Common,
}

/// What made a move illegal (Art. 7.5).
#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum IrregularityWord {
    /// A move not legal in the position, an illegal castling included (7.5.1).
    NotLegal,
    /// A pawn on the last rank not replaced by a new piece (7.5.2).
    Promotion,
    /// The clock pressed without a move (7.5.3).
    NoMove,
    /// Two hands used for one move (7.5.4).
    TwoHands,
}

impl From<IrregularityWord> for Irregularity {
    fn from(word: IrregularityWord) -> Irregularity {
        match word {
            IrregularityWord::NotLegal => Irregularity::NotLegal,
            IrregularityWord::Promotion => Irregularity::Promotion,
            IrregularityWord::NoMove => Irregularity::NoMove,
            IrregularityWord::TwoHands => Irregularity::TwoHands,
        }
    }
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum PenaltyWord {
    Warning,
    /// Add SECONDS to the opponent (12.9.2).
    TimeToOpponent,
    /// Take SECONDS from the offender (12.9.3).
    TimeDeducted,
    /// A score change (declare it with `arbiter result`).
    Score,
    /// Fine, exclusion, expulsion.
    Other,
}

#[derive(Debug, Args)]
pub struct PenaltyArgs {
    /// The board: N (of the current round) or R.N.
    pub board: BoardRef,
    /// The offender: white or black.
    #[arg(value_parser = side_arg)]
    pub against: Color,
    pub penalty: PenaltyWord,
    /// Seconds, for time penalties.
    pub seconds: Option<i64>,
    #[arg(long)]
    pub reason: String,
    /// The article; by default the one the penalty is (12.9.1 a warning, 12.9.2 time to the
    /// opponent, 12.9.3 time deducted, 12.9 otherwise), as the app records it.
    #[arg(long)]
    pub article: Option<String>,
    #[command(flatten)]
    pub common: Common,
}

#[derive(Debug, Args)]
pub struct ResultArgs {
    /// The board: N (of the current round) or R.N.
    pub board: BoardRef,
    /// 1-0, 0-1, 1/2-1/2, the scores of Art. 10.2 / 12.9 (0-0, 1/2-0, 0-1/2), or a forfeit:
    /// +/-, -/+, -/- (a game not played, Art. 6.7).
    #[arg(allow_hyphen_values = true)]
    pub result: GameScore,
    /// Why: "resigned" (a win; the loser resigned) or "agreed" (½-½; a draw by agreement) —
    /// in English, Spanish or Russian — are stored as facts and worded in each reader's
    /// language; anything else is kept as the arbiter's words. Without it: set by the arbiter.
    #[arg(long)]
    pub reason: Option<String>,
    #[arg(long)]
    pub article: Option<String>,
    /// With "agreed": the arbiter consents where the event forbids agreements without it
    /// (Art. 9.1.1).
    #[arg(long)]
    pub consent: bool,
    #[command(flatten)]
    pub common: Common,
}

#[derive(Debug, Args)]
pub struct ForfeitArgs {
    /// The board: N (of the current round) or R.N.
    pub board: BoardRef,
    /// The player who did not arrive: white or black.
    #[arg(value_parser = side_arg)]
    pub absent: Color,
    #[command(flatten)]
    pub common: Common,
}

#[derive(Debug, Args)]
pub struct JsonOnly {
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct BoardsArgs {
    /// The round to list (the current one by default).
    #[arg(long)]
    pub round: Option<u32>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct ShowArgs {
    /// The board: N (of the current round) or R.N.
    pub board: BoardRef,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct LogArgs {
    /// The board: N (of the current round) or R.N.
    #[arg(long)]
    pub board: Option<BoardRef>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct StressArgs {
    /// The board: N (of the current round) or R.N.
    pub board: BoardRef,
    pub count: u32,
}

fn parse_edition(text: &str) -> Result<Edition, String> {
    let w = &super::parse_words();
    Edition::from_year(text)
        .ok_or_else(|| w.t("cli-bad-edition", &[("text", format!("{text:?}").into())]))
}

pub(crate) fn parse_side(w: &Words, text: &str) -> Result<Color, String> {
    side_serde::parse(text)
        .ok_or_else(|| w.t("cli-bad-side", &[("text", format!("{text:?}").into())]))
}

/// A side as clap reads it ([`parse_side`], worded as clap's: [`super::parse_words`]).
pub(crate) fn side_arg(text: &str) -> Result<Color, String> {
    parse_side(&super::parse_words(), text)
}

/// "1:29:59", "29:59", "90" (seconds), "4.5" → ms.
pub(crate) fn parse_time(text: &str) -> anyhow::Result<i64> {
    Ok(crate::clock::parse_duration(text)?)
}

/// Run one verb on the event file `db`.
pub fn run(w: &Words, db: &EventFile, cmd: EventCommand) -> anyhow::Result<ExitCode> {
    match cmd {
        EventCommand::Init(a) => init(w, db, a),
        EventCommand::Board(BoardCmd::Add(a)) => board_add(w, db, a),
        EventCommand::Move(a) => move_on_board(w, db, a),
        EventCommand::Note(a) => on_board(
            w,
            db,
            a.board,
            &a.common,
            Command::Note {
                text: a.text.into(),
            },
        ),
        EventCommand::Takeback(a) => on_board(
            w,
            db,
            a.board,
            &a.common,
            Command::Takeback { of_seq: a.seq },
        ),
        EventCommand::Clock(a) => {
            let ev = clock_event(w, &a.action)?;
            on_board(w, db, a.board, &a.common, Command::Clock(ev))
        }
        EventCommand::Offer(a) => on_board(
            w,
            db,
            a.board,
            &a.common,
            Command::OfferDraw {
                by: None,
                consent: a.consent,
            },
        ),
        EventCommand::Accept(a) => on_board(
            w,
            db,
            a.board,
            &a.common,
            Command::AnswerOffer { accept: true },
        ),
        EventCommand::Decline(a) => on_board(
            w,
            db,
            a.board,
            &a.common,
            Command::AnswerOffer { accept: false },
        ),
        EventCommand::Claim(a) => {
            let claim = match a.claim {
                ClaimWord::Repetition => ClaimKind::Repetition,
                ClaimWord::Fifty => ClaimKind::FiftyMoves,
                ClaimWord::CannotWin => ClaimKind::CannotWin,
                ClaimWord::NoEffort => ClaimKind::NoEffort,
                ClaimWord::Increment => ClaimKind::ExtraIncrement,
                ClaimWord::Other => ClaimKind::Other(a.text.clone().unwrap_or_default()),
            };
            let cmd = Command::Claim {
                claim,
                intended: a
                    .intended
                    .map(|m| crate::i18n::san::from_local(w.lang(), &m)),
                by: None,
                touched: a.touched,
            };
            on_board(w, db, a.board, &a.common, cmd)
        }
        EventCommand::Decide(a) => {
            let ruling = match a.ruling {
                RulingWord::Upheld => Ruling::Upheld,
                RulingWord::Rejected => Ruling::Rejected,
                RulingWord::Postponed => Ruling::Postponed,
            };
            let cmd = Command::Decide {
                of_seq: a.claim,
                ruling,
                note: a.note,
                opponent_ms: a.give_two_minutes.then_some(120_000),
                result: a.result,
            };
            on_board(w, db, a.board, &a.common, cmd)
        }
        EventCommand::Illegal(a) => {
            let code = on_board(
                w,
                db,
                a.board,
                &a.common,
                Command::IllegalMove {
                    by: a.side,
                    note: a.note,
                    irregularities: a.irregularities.into_iter().map(Into::into).collect(),
                },
            )?;
            // Art. 7.5.5: the result of a losing illegal move is recorded with it; when the
            // analysis could not decide whether the opponent can mate, the arbiter looks first.
            let store = Store::open_file(db)?;
            let key = store.resolve(a.board)?.key();
            let state = board_state(&store, &store.settings()?, key)?;
            if !a.common.json
                && state.result.is_none()
                && let Some(f) = crate::event::procedure::illegal_move_finding(&state, a.side)
                && let Some(result) = &f.result
            {
                outln!(
                    "{}",
                    w.t(
                        "cli-illegal-finding",
                        &[
                            ("article", f.article.to_string().into()),
                            (
                                "reason",
                                crate::i18n::rules::finding(w.catalog(), &f.why).into()
                            ),
                            ("board", state.setup.id().to_string().into()),
                            ("result", result.to_string().into()),
                        ],
                    )
                );
            }
            Ok(code)
        }
        EventCommand::Penalty(a) => {
            let secs = |what: &str| -> anyhow::Result<i64> {
                match a.seconds {
                    Some(s) => Ok(s.saturating_mul(1000)),
                    None => bail!(w.t(
                        "cli-penalty-needs-seconds",
                        &[("what", what.to_owned().into())]
                    )),
                }
            };
            let penalty = match a.penalty {
                PenaltyWord::Warning => PenaltyKind::Warning,
                PenaltyWord::TimeToOpponent => PenaltyKind::TimeToOpponent {
                    ms: secs("time-to-opponent")?,
                },
                PenaltyWord::TimeDeducted => PenaltyKind::TimeDeducted {
                    ms: secs("time-deducted")?,
                },
                PenaltyWord::Score => PenaltyKind::Score {
                    note: a.reason.clone(),
                },
                PenaltyWord::Other => PenaltyKind::Other {
                    note: a.reason.clone(),
                },
            };
            let article = a.article.unwrap_or_else(|| penalty.article().to_owned());
            let cmd = Command::Penalty {
                against: a.against,
                penalty,
                article,
                reason: a.reason,
            };
            on_board(w, db, a.board, &a.common, cmd)
        }
        EventCommand::Result(a) => on_board(
            w,
            db,
            a.board,
            &a.common,
            Command::Result {
                result: a.result,
                reason: crate::event::Reason::from_words(a.reason.as_deref(), a.result)
                    .with_consent(a.consent),
                article: a.article,
            },
        ),
        EventCommand::Forfeit(a) => on_board(
            w,
            db,
            a.board,
            &a.common,
            crate::event::round::default_time_forfeit(a.absent),
        ),
        EventCommand::Boards(a) => boards(w, db, a.round, a.json),
        EventCommand::Round(a) => super::round_cmds::run(w, db, a),
        EventCommand::Players(a) => super::round_cmds::players(w, db, a),
        EventCommand::Show(a) => show(w, db, a.board, a.json),
        EventCommand::Reminders(a) => super::reminder_cmds::run(w, db, a),
        EventCommand::Sheet(a) => super::sheet_cmds::run(w, db, a),
        EventCommand::Log(a) => log(w, db, a.board, a.json),
        EventCommand::Backup(a) => super::integrity::backup(w, db, &a),
        EventCommand::Check(a) => super::integrity::check(w, db, &a),
        EventCommand::Stress(a) => stress(db, a.board, a.count),
    }
}

/// `clock` words → a clock event.
fn clock_event(w: &Words, words: &[String]) -> anyhow::Result<ClockEvent> {
    let parts: Vec<&str> = words.iter().map(String::as_str).collect();
    let side = |t: &str| parse_side(w, t).map_err(anyhow::Error::msg);
    Ok(match parts.as_slice() {
        ["start"] => ClockEvent::Start,
        ["press"] => ClockEvent::Press,
        ["pause"] => ClockEvent::Pause,
        ["resume"] => ClockEvent::Resume,
        ["add", s, secs] => ClockEvent::Adjust {
            side: side(s)?,
            ms: {
                let neg = secs.starts_with('-');
                let ms = parse_time(secs.trim_start_matches(['-', '+']))?;
                if neg { -ms } else { ms }
            },
        },
        ["set", white, black] => ClockEvent::Set {
            white_ms: parse_time(white)?,
            black_ms: parse_time(black)?,
            white_moves: None,
            black_moves: None,
        },
        ["flag", s] => ClockEvent::FlagObserved { side: side(s)? },
        ["increment", secs] => ClockEvent::Increment {
            ms: parse_time(secs)?,
        },
        _ => bail!(w.t(
            "cli-clock-bad-action",
            &[("text", format!("{:?}", words.join(" ")).into())]
        )),
    })
}

/// A time control as typed, with a warning on stderr when bare numbers read as seconds look
/// meant as minutes (scripts are not blocked; units silence it). The verb echoes its meaning
/// once it is recorded.
fn read_control(w: &Words, text: Option<&str>) -> anyhow::Result<Option<TimeControl>> {
    let Some(text) = text else { return Ok(None) };
    let tc: TimeControl = text.parse().map_err(|e: crate::clock::TimeControlError| {
        anyhow::Error::msg(crate::i18n::errors::time_control_as_typed(
            w.catalog(),
            text,
            &e,
        ))
    })?;
    if let Some(warning) = crate::i18n::rules::unit_warning(w.catalog(), &tc, text) {
        errln!(
            "arbiter: {}",
            w.t("cli-warning", &[("warning", warning.to_string().into())])
        );
    }
    Ok(Some(tc))
}

fn init(w: &Words, db: &EventFile, a: InitArgs) -> anyhow::Result<ExitCode> {
    crate::i18n::one_line(w.catalog(), "--event", &a.event).map_err(anyhow::Error::msg)?;
    if let Some(r) = a.rounds {
        crate::event::check_round(r).map_err(|e| round_flag_error(w, "--rounds", &e))?;
    }
    let control = read_control(w, a.control.as_deref())?;
    let default_time_ms = match &a.default_time {
        Some(text) => parse_time(text).map_err(|e| {
            anyhow::Error::msg(w.t(
                "rounds-bad-default-time",
                &[
                    ("text", text.clone().into()),
                    ("error", e.to_string().into()),
                ],
            ))
        })?,
        None => 0,
    };
    let settings = EventSettings {
        name: a.event,
        rounds: a.rounds,
        control,
        laws: LawsParams::for_edition(a.laws),
        guidelines_iii: a.guidelines_iii,
        draw_offers_from_move: a.draw_offers_from_move,
        draw_offers_need_consent: a.draw_offers_need_consent,
        supervised: !a.unsupervised,
        armageddon: a.armageddon,
        lang: a.event_lang,
        default_time_ms,
    };
    let store = Store::create_file(db, &settings)?;
    super::reminder_cmds::set(&store, &a.reminders_off, false, now_ms())?;
    drop(store);
    if a.json {
        outln!("{}", serde_json::to_string(&settings)?);
    } else {
        outln!(
            "{}",
            w.t(
                "cli-created",
                &[
                    ("file", db.db().display().to_string().into()),
                    ("event", settings.name.clone().into()),
                    ("laws", settings.laws.edition.year().into()),
                    (
                        "control",
                        settings
                            .control
                            .as_ref()
                            .map_or_else(|| "none".to_owned(), ToString::to_string)
                            .into()
                    ),
                    (
                        "guidelines",
                        if settings.guidelines_iii { "yes" } else { "no" }.into()
                    ),
                ]
            )
        );
        if let Some(c) = &settings.control {
            outln!(
                "{}",
                w.t(
                    "cli-time-control",
                    &[("meaning", control_meaning(w.catalog(), c).into())]
                )
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// What `--chess960` gives: a start number, or the position of `--fen`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Chess960Start {
    Number(u32),
    FromFen,
}

/// `--chess960 N` (0–959) or `--chess960` alone.
fn parse_chess960(text: &str) -> Result<Chess960Start, String> {
    let w = &super::parse_words();
    use crate::rules::variant::CHESS960_POSITIONS;
    if text == "none" {
        return Ok(Chess960Start::FromFen);
    }
    match text.parse::<u32>() {
        Ok(n) if n < CHESS960_POSITIONS => Ok(Chess960Start::Number(n)),
        _ => Err(w.t(
            "cli-chess960-number",
            &[("max", (CHESS960_POSITIONS - 1).into())],
        )),
    }
}

/// The board's variant and start position (FEN) from `--chess960` and `--fen`: a Chess960
/// start by number is written in X-FEN, a FEN given for Chess960 is written again in X-FEN
/// (Shredder-FEN castling read), a standard one is kept as typed.
fn board_start(w: &Words, a: &BoardAddArgs) -> anyhow::Result<(Variant, Option<String>)> {
    use shakmaty::{EnPassantMode, fen::Fen};
    let variant = match a.chess960 {
        Some(_) => Variant::Chess960,
        None => Variant::Standard,
    };
    let from_fen = |fen: &str| {
        crate::rules::GameRecord::from_fen_in(fen, variant).with_context(|| {
            w.t(
                "cli-flag-value",
                &[
                    ("flag", "--fen".into()),
                    ("value", format!("{fen:?}").into()),
                ],
            )
        })
    };
    match (a.chess960, &a.fen) {
        (Some(Chess960Start::Number(_)), Some(_)) => bail!(w.t("cli-chess960-number-and-fen", &[])),
        (Some(Chess960Start::Number(n)), None) => {
            let start = crate::rules::variant::chess960_start(n).ok_or_else(|| {
                anyhow::anyhow!(w.t("cli-chess960-number", &[("max", 959.into())]))
            })?;
            let fen = Fen::from_position(&start, EnPassantMode::Legal).to_string();
            Ok((variant, Some(fen)))
        }
        (Some(Chess960Start::FromFen), Some(fen)) => {
            let record = from_fen(fen)?;
            let fen = Fen::from_position(record.start(), EnPassantMode::Legal).to_string();
            Ok((variant, Some(fen)))
        }
        (Some(Chess960Start::FromFen), None) => bail!(w.t("cli-chess960-needs-start", &[])),
        (None, Some(fen)) => {
            from_fen(fen)?;
            Ok((variant, Some(fen.clone())))
        }
        (None, None) => Ok((variant, None)),
    }
}

/// A round number given with `flag` out of 1..=[`crate::event::MAX_ROUND`], in `w`'s language.
fn round_flag_error(w: &Words, flag: &str, e: &crate::event::NumberOutOfRange) -> anyhow::Error {
    anyhow::Error::msg(w.t(
        "cli-flag-error",
        &[
            ("flag", flag.to_owned().into()),
            (
                "error",
                crate::i18n::board::number_out_of_range(w.catalog(), e).into(),
            ),
        ],
    ))
}

fn board_add(w: &Words, db: &EventFile, a: BoardAddArgs) -> anyhow::Result<ExitCode> {
    let store = Store::open_file(db)?;
    let (variant, fen) = board_start(w, &a)?;
    if let Some(r) = a.round {
        crate::event::check_round(r).map_err(|e| round_flag_error(w, "--round", &e))?;
    }
    let round = match a.round {
        Some(r) => r,
        None => store.current_round()?,
    };
    let number = match a.number {
        Some(0) => bail!(w.t("cli-board-number-zero", &[])),
        Some(n) => crate::event::round::check_extra_number(n, a.extra)
            .map_err(|e| anyhow::Error::msg(crate::i18n::board::extra_number(w.catalog(), &e)))?,
        None if a.extra => store.next_extra_board_number(round)?,
        None => store.next_board_number(round)?,
    };
    let setup = BoardSetup {
        number,
        round: Some(round),
        white: a.white,
        black: a.black,
        control: read_control(w, a.control.as_deref())?,
        fen,
        variant,
    };
    store.add_board(&setup)?;
    if a.json {
        let mut v = serde_json::to_value(&setup)?;
        v["extra"] = setup.is_extra().into();
        outln!("{v}");
    } else {
        outln!(
            "{}",
            w.t(
                "cli-board-added",
                &[
                    ("board", setup.id().to_string().into()),
                    ("white", setup.white.clone().into()),
                    ("black", setup.black.clone().into()),
                    (
                        "control",
                        setup
                            .control
                            .as_ref()
                            .map_or_else(|| "none".to_owned(), ToString::to_string)
                            .into()
                    ),
                    (
                        "meaning",
                        setup
                            .control
                            .as_ref()
                            .map(|c| control_meaning(w.catalog(), c))
                            .unwrap_or_default()
                            .into()
                    ),
                ]
            )
        );
        if setup.variant == Variant::Chess960 {
            let number = setup
                .fen
                .as_deref()
                .and_then(|f| crate::rules::parse_fen_in(f, Variant::Chess960).ok())
                .and_then(|p| crate::rules::variant::chess960_number(&p));
            outln!(
                "{}",
                w.t(
                    "cli-board-chess960",
                    &[
                        (
                            "number",
                            number
                                .map_or_else(|| "-".to_owned(), |n| n.to_string())
                                .into()
                        ),
                        ("fen", setup.fen.clone().unwrap_or_default().into()),
                    ]
                )
            );
        }
        if setup.is_extra() {
            outln!(
                "{}",
                w.t(
                    "rounds-extra-added",
                    &[("board", setup.id().to_string().into())]
                )
            );
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Fold one board of an open store.
pub fn board_state(
    store: &Store,
    settings: &EventSettings,
    board: u32,
) -> anyhow::Result<BoardState> {
    let setup = store.board(board)?;
    Ok(store.fold_board(&setup, settings)?)
}

/// Every board of the event folded, optionally one round's: one consistent read of the file up
/// to one cut, a chunk of boards at a time read and folded on every core (`Store::fold_boards`:
/// each board from its latest snapshot) and handed to `each`, so that time is linear in the
/// events and memory bounded by a chunk, not the event.
pub(crate) fn for_each_board(
    store: &Store,
    settings: &EventSettings,
    round: Option<u32>,
    mut each: impl FnMut(BoardState) -> anyhow::Result<()>,
) -> anyhow::Result<()> {
    const CHUNK: usize = 128;
    let setups: Vec<BoardSetup> = store
        .boards()?
        .into_iter()
        .filter(|s| round.is_none_or(|r| s.round == Some(r)))
        .collect();
    let cut = store.last_event_id()?;
    for chunk in setups.chunks(CHUNK) {
        for state in store.fold_boards(chunk, settings, cut)? {
            each(state)?;
        }
    }
    Ok(())
}

/// [`for_each_board`], collected.
pub(crate) fn folded_boards(
    store: &Store,
    settings: &EventSettings,
    round: Option<u32>,
) -> anyhow::Result<Vec<BoardState>> {
    let mut out = Vec::new();
    for_each_board(store, settings, round, |s| {
        out.push(s);
        Ok(())
    })?;
    Ok(out)
}

/// How often a verb without `--expect-seq` judges a command that stands on any state again
/// after a concurrent change.
const RETRIES: usize = 20;

/// Check `cmd` against the board and append it (with the events it brings, Art. 7.5.5); print
/// what was recorded. Without `--expect-seq`, a concurrent change is reported for a command meant
/// for the position the arbiter saw (a move, a claim…) and judged again only for one that stands
/// on any state (a note, a penalty, a result).
pub(crate) fn on_board(
    w: &Words,
    db: &EventFile,
    board: BoardRef,
    common: &Common,
    cmd: Command,
) -> anyhow::Result<ExitCode> {
    if let Some(name) = &common.display_name {
        crate::i18n::one_line(w.catalog(), "--as", name).map_err(anyhow::Error::msg)?;
    }
    let mut store = Store::open_file(db)?;
    let board = store.resolve(board)?.key();
    store.set_display_name(common.display_name.clone());
    execute_and_print(w, &store, board, common, common.expect_seq, &[cmd])?;
    Ok(ExitCode::SUCCESS)
}

/// `move`: the move, and the press that completes it when the board's clock runs (Art. 6.2.1;
/// as the app's `m` records it), in one action. Whether the clock runs is judged on the board
/// as read here; the action is appended only on that state (the board's sequence number as
/// read is expected), so a change in between is reported, never pressed blind.
fn move_on_board(w: &Words, db: &EventFile, a: MoveArgs) -> anyhow::Result<ExitCode> {
    if let Some(name) = &a.common.display_name {
        crate::i18n::one_line(w.catalog(), "--as", name).map_err(anyhow::Error::msg)?;
    }
    let mut store = Store::open_file(db)?;
    let setup = store.resolve(a.board)?;
    store.set_display_name(a.common.display_name.clone());
    let state = store.fold_board(&setup, &store.settings()?)?;
    // The pieces' letters of the process's language, as the app reads them (issue 34).
    let mut commands = vec![Command::play(crate::i18n::san::from_local(
        w.lang(),
        &a.san,
    ))];
    let running = state
        .clock
        .as_ref()
        .is_some_and(|c| c.reading(now_ms()).running.is_some());
    if running && !a.no_press {
        commands.push(Command::Clock(ClockEvent::Press));
    }
    let expect = a.common.expect_seq.or(Some(state.last_seq));
    let done = execute_and_print(w, &store, setup.key(), &a.common, expect, &commands)?;
    // Art. 5.1.1, 5.2, 9.6: a move that ended the game says how (a running clock stopped).
    // A move is judged on the board: `before` is the state read above, at the same sequence.
    let mut after = done.before.unwrap_or(state);
    for event in &done.events {
        crate::event::fold::apply_event(&mut after, event);
    }
    if !a.common.json && after.record.ending().is_some() {
        outln!(
            "{}",
            w.t(
                "cli-move-ended",
                &[
                    ("board", after.setup.id().to_string().into()),
                    (
                        "status",
                        crate::i18n::board::status(w.catalog(), &after).into()
                    ),
                ],
            )
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// Run `commands` as one action on `board` (judged again after a concurrent change only when
/// they stand on any state and the caller expected no sequence number) and print what was
/// recorded.
fn execute_and_print(
    w: &Words,
    store: &Store,
    board: u32,
    common: &Common,
    expect: Option<u32>,
    commands: &[Command],
) -> anyhow::Result<crate::store::Executed> {
    let retry = expect.is_none() && commands.iter().all(Command::stands_on_any_state);
    let mut attempt = 0;
    let done = loop {
        match store.execute(board, expect, now_ms(), commands) {
            Ok(done) => break done,
            Err(StoreError::Conflict { .. }) if retry && attempt < RETRIES => attempt += 1,
            Err(e) => return Err(e.into()),
        }
    };
    let mut confirmation = String::new();
    for event in &done.events {
        if common.json {
            confirmation.push_str(&serde_json::to_string(event)?);
        } else {
            confirmation.push_str(&recorded_line(w, event, done.before.as_ref()));
        }
        confirmation.push('\n');
    }
    // Recorded and committed: a confirmation that cannot be written (a full disk, a closed
    // terminal) must not read as "nothing happened", or a script retries and records it twice.
    if let Err(e) = super::out::try_write_out(&confirmation)
        && let Some(last) = done.events.last()
    {
        bail!(w.t(
            "cli-recorded-unconfirmed",
            &[
                ("board", BoardId::from_key(board).to_string().into()),
                ("seq", last.seq.into()),
                ("expect", done.last_seq.into()),
                ("error", e.to_string().into()),
            ]
        ));
    }
    Ok(done)
}

/// "board 1.7 #12 by alice: 23...Rd5 (1:02:13 – 0:58:40)".
fn recorded_line(w: &Words, ev: &Event, before: Option<&BoardState>) -> String {
    let what = match &ev.kind {
        EventKind::Move { san, clock } => {
            let played = before.and_then(|before| {
                let mut record = crate::rules::GameRecord::clone(&before.record);
                let info = record.play_san(san).ok()?;
                Some(record.ply_label(info.ply))
            });
            let label = played.unwrap_or_else(|| san.clone());
            match clock {
                Some(r) => format!(
                    "{label} ({} – {})",
                    format_ms(r.white_ms),
                    format_ms(r.black_ms)
                ),
                None => label,
            }
        }
        other => crate::i18n::board::event(w.catalog(), other),
    };
    w.t(
        "cli-recorded",
        &[
            ("board", BoardId::from_key(ev.board).to_string().into()),
            ("seq", ev.seq.into()),
            ("who", for_terminal(&ev.who()).into()),
            ("what", for_terminal(&what).into()),
        ],
    )
}

fn boards(w: &Words, db: &EventFile, round: Option<u32>, json: bool) -> anyhow::Result<ExitCode> {
    let store = Store::open_file(db)?;
    let settings = store.settings()?;
    let round = match round {
        Some(r) => {
            crate::event::check_round(r).map_err(|e| round_flag_error(w, "--round", &e))?;
            r
        }
        None => store.current_round()?,
    };
    let now = now_ms();
    let start = store.round_start_ms(round)?;
    let keys: Vec<u32> = store
        .boards_of_round(round)?
        .iter()
        .map(|b| b.key())
        .collect();
    let read = store.verify_read(Some(&keys))?;
    let switches = store.reminder_switches()?;
    if let Some(line) = crate::cli::integrity::read_notice(w, db, &read)
        && !json
    {
        outln!("{line}");
    }
    let mut rows = Vec::new();
    for_each_board(&store, &settings, Some(round), |state| {
        let setup = &state.setup;
        let clock = state.clock.as_ref().map(|c| c.reading(now));
        // Art. 6.7.1: the board needs the arbiter (a forfeit, `arbiter forfeit R.N SIDE`).
        let alert = state.default_time_passed(start, settings.default_time_ms, now);
        let plain_status = crate::i18n::board::status(w.catalog(), &state);
        let mut status = plain_status.clone();
        if alert {
            status = format!("{status}  {}", w.t("rounds-default-time-alert", &[]));
        }
        if setup.is_extra() {
            status = format!("{}  {status}", w.t("rounds-extra-mark", &[]));
        }
        if json {
            let outcome = state.outcome();
            rows.push(serde_json::json!({
                "board": setup.id().to_string(),
                "number": setup.number,
                "round": setup.id().round,
                "white": setup.white,
                "black": setup.black,
                "control": state.control().map(|c| c.to_string()),
                "clock": clock,
                "plies": state.record.plies(),
                "last_seq": state.last_seq,
                "result": outcome.as_ref().map(|o| o.score),
                "outcome": outcome,
                "status": plain_status,
                "default_time_alert": alert,
                "extra": setup.is_extra(),
                "feed": state.feed,
                "chain": read.word(),
                "reminders": super::reminder_cmds::reminders_json(
                    &crate::event::reminder::of_board(&state, &settings, &switches, now)
                ),
            }));
        } else {
            let clocks = clock
                .map(|r| {
                    format!(
                        "  {} – {}{}",
                        format_ms(r.white.ms),
                        format_ms(r.black.ms),
                        match r.running {
                            Some(c) => w.t(
                                "cli-clock-running",
                                &[("side", crate::i18n::rules::colour_key(c).into())]
                            ),
                            None => String::new(),
                        }
                    )
                })
                .unwrap_or_default();
            outln!(
                "{}",
                w.t(
                    "cli-board-row",
                    &[
                        ("number", format!("{:>5}", setup.id().to_string()).into()),
                        ("white", for_terminal(&setup.white).into()),
                        ("black", for_terminal(&setup.black).into()),
                        ("plies", state.record.plies().into()),
                        ("clocks", clocks.into()),
                        ("status", for_terminal(&status).into()),
                    ]
                )
            );
        }
        Ok(())
    })?;
    if json {
        outln!("{}", serde_json::Value::Array(rows));
    }
    Ok(ExitCode::SUCCESS)
}

fn show(w: &Words, db: &EventFile, board: BoardRef, json: bool) -> anyhow::Result<ExitCode> {
    let store = Store::open_file(db)?;
    let settings = store.settings()?;
    let key = store.resolve(board)?.key();
    let state = board_state(&store, &settings, key)?;
    let read = store.verify_read(Some(&[key]))?;
    let notice = crate::cli::integrity::read_notice(w, db, &read);
    let now = now_ms();
    let reminders = super::reminder_cmds::of_board(&store, &state, &settings, now)?;
    let ledger = state.record.ledger();
    if json {
        let v = serde_json::json!({
            "reminders": super::reminder_cmds::reminders_json(&reminders),
            "claims_ahead": ledger,
            "chain": {"status": read.word(), "detail": read.detail(w.catalog())},
            "board": state.setup,
            "extra": state.setup.is_extra(),
            "last_seq": state.last_seq,
            "moves": state.moves,
            "fen": shakmaty::fen::Fen::from_position(
                state.record.position(),
                shakmaty::EnPassantMode::Legal
            )
            .to_string(),
            "clock": state.clock.as_ref().map(|c| c.reading(now)),
            "offer": state.offer,
            "claims": state.claims,
            "result": state.outcome().map(|o| o.score),
            "outcome": state.outcome(),
            "recorded_result": state.result,
            "ending": state.record.ending().map(|e| serde_json::json!({
                "result": e.result, "article": e.article, "ply": e.ply,
                "reason": crate::i18n::rules::end_reason(
                    w.catalog(), &state.record, &e.detail
                ),
            })),
            "illegal_moves": {"white": state.illegal_moves.white, "black": state.illegal_moves.black},
            "incidents": state.incidents().collect::<Vec<_>>(),
            "awards": state.awards,
            "history": state.history,
            "voided": state.voided,
            "problems": crate::i18n::board::problems(w.catalog(), &state),
            "feed": state.feed,
            "draw_rule": {
                "from_move": settings.draw_offers_from_move,
                "need_consent": settings.draw_offers_need_consent,
            },
        });
        outln!("{v}");
        return Ok(ExitCode::SUCCESS);
    }
    if let Some(line) = notice {
        outln!("{line}");
    }
    outln!(
        "{}",
        w.t(
            "cli-show-head",
            &[
                ("board", state.setup.id().to_string().into()),
                ("white", for_terminal(&state.setup.white).into()),
                ("black", for_terminal(&state.setup.black).into()),
                ("last", state.last_seq.into()),
                (
                    "status",
                    for_terminal(&crate::i18n::board::status(w.catalog(), &state)).into()
                ),
            ]
        )
    );
    if let Some(rule) = crate::i18n::board::draw_rule(w.catalog(), &settings, false) {
        outln!("{}", for_terminal(&rule));
    }
    if state.setup.is_extra() {
        outln!(
            "{}",
            w.t(
                "rounds-extra-added",
                &[("board", state.setup.id().to_string().into())]
            )
        );
    }
    for m in &state.moves {
        let clock = m
            .clock
            .map(|r| format!("  {} – {}", format_ms(r.white_ms), format_ms(r.black_ms)))
            .unwrap_or_default();
        outln!("  #{:<4} {}{clock}", m.seq, m.label());
    }
    for i in state.incidents() {
        outln!(
            "  #{:<4} {} ({})",
            i.seq,
            for_terminal(&crate::i18n::board::history(w.catalog(), i)),
            for_terminal(&i.who)
        );
        // The time it gave or took, as the fold states it (issue 33).
        if let Some(awards) = crate::i18n::board::awards_of(w.catalog(), &state, i.seq) {
            outln!("        {}", for_terminal(&awards));
        }
    }
    if let Some(feed) = &state.feed {
        outln!(
            "  {}",
            for_terminal(&crate::cli::follow_cmd::describe_feed(w, feed))
        );
    }
    for p in crate::i18n::board::problems(w.catalog(), &state) {
        outln!(
            "  {}",
            w.t("cli-problem", &[("problem", for_terminal(&p).into())])
        );
    }
    for line in super::reminder_cmds::reminder_lines(w, &reminders) {
        outln!("{line}");
    }
    for line in super::reminder_cmds::ledger_lines(w, &state.record, &ledger) {
        outln!("{}", for_terminal(&line));
    }
    Ok(ExitCode::SUCCESS)
}

fn log(w: &Words, db: &EventFile, board: Option<BoardRef>, json: bool) -> anyhow::Result<ExitCode> {
    let store = Store::open_file(db)?;
    let (events, read, changes) = match board {
        Some(b) => {
            let key = store.resolve(b)?.key();
            // A board's log shows all its events: verified from its first.
            (
                store.events(key)?,
                store.verify_read_from_start(key)?,
                Vec::new(),
            )
        }
        // The whole log has the event's rule changes too, each where its time puts it.
        None => (
            store.all_events()?,
            store.verify_read(None)?,
            store.rule_changes()?,
        ),
    };
    if let Some(line) = crate::cli::integrity::read_notice(w, db, &read)
        && !json
    {
        outln!("{line}");
    }
    let mut changes = changes.iter().peekable();
    for ev in &events {
        while let Some(change) = changes.next_if(|c| c.at_ms <= ev.at_ms) {
            log_change(w, change, json)?;
        }
        if json {
            outln!("{}", serde_json::to_string(ev)?);
        } else {
            let origin = log_origin(w, ev.origin.as_deref());
            outln!(
                "{}  {}",
                log_when(ev.at_ms),
                w.t(
                    "cli-log-line",
                    &[
                        ("board", BoardId::from_key(ev.board).to_string().into()),
                        ("seq", ev.seq.into()),
                        ("who", for_terminal(&ev.who()).into()),
                        ("origin", origin.into()),
                        (
                            "what",
                            for_terminal(&crate::i18n::board::event(w.catalog(), &ev.kind)).into()
                        ),
                    ]
                )
            );
        }
    }
    for change in changes {
        log_change(w, change, json)?;
    }
    Ok(ExitCode::SUCCESS)
}

/// A log line's time: "2026-11-27 10:31:02.125Z".
fn log_when(at_ms: i64) -> String {
    chrono::DateTime::from_timestamp_millis(at_ms)
        .map(|t| t.format("%Y-%m-%d %H:%M:%S%.3fZ").to_string())
        .unwrap_or_default()
}

/// " from ssh 10.0.0.5", or nothing when the origin is not known.
fn log_origin(w: &Words, origin: Option<&str>) -> String {
    origin
        .map(|o| w.t("cli-log-origin", &[("origin", for_terminal(o).into())]))
        .unwrap_or_default()
}

/// One change of the event's rules in the log (issue 35): who, when, what; in JSON as
/// `{"rule_change": {…}}`, beside the events' lines.
fn log_change(
    w: &Words,
    change: &crate::event::change::RecordedChange,
    json: bool,
) -> anyhow::Result<()> {
    if json {
        outln!("{}", serde_json::json!({ "rule_change": change }));
        return Ok(());
    }
    let what = super::reminder_cmds::change_words(w.catalog(), &change.change);
    outln!(
        "{}  {}",
        log_when(change.at_ms),
        w.t(
            "cli-log-rule-change",
            &[
                ("who", for_terminal(&change.who()).into()),
                ("origin", log_origin(w, change.origin.as_deref()).into()),
                ("what", for_terminal(&what).into()),
            ]
        )
    );
    Ok(())
}

/// Append `count` notes, re-reading the last sequence number after each conflict; print each
/// acknowledged sequence number as soon as its transaction has committed.
fn stress(db: &EventFile, board: BoardRef, count: u32) -> anyhow::Result<ExitCode> {
    use std::io::Write;
    let store = Store::open_file(db)?;
    let board = store.resolve(board)?.key();
    let pid = std::process::id();
    let mut out = std::io::stdout().lock();
    for i in 0..count {
        loop {
            let seen = store.last_seq(board)?;
            let note = Command::Note {
                text: format!("stress {pid} {i}").into(),
            };
            match store.execute(board, Some(seen), now_ms(), &[note]) {
                Ok(executed) => {
                    let seq = executed.events.last().map_or(seen, |e| e.seq);
                    writeln!(out, "{seq}")?;
                    out.flush()?;
                    break;
                }
                Err(StoreError::Conflict { .. }) => continue,
                Err(e) => return Err(e.into()),
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
