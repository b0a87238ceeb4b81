//! The verbs of the procedures (issue 7): the player mode of unsupervised events (Guidelines
//! III.6), the designated arbiter's claims (list, export, import, rule), and the flag finding
//! (Art. 6.9, III.3.1).

use crate::i18n::Words;
use crate::store::EventFile;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, bail};
use clap::{Args, Subcommand, ValueEnum};
use shakmaty::Color;

use super::event_cmds::{Common, board_state, on_board, parse_side, parse_time, side_arg};
use crate::clock::format_ms;
use crate::event::command::{Command, MoveClock};
use crate::event::fold::ClaimEntry;
use crate::event::procedure::{ClaimFacts, claim_facts, flag_finding};
use crate::event::{BoardRef, BoardSetup, BoardState, ClaimKind, Readings, Referral, Ruling};
use crate::rules::GameScore;
use crate::store::{Store, StoreError, now_ms};
use crate::text::for_terminal;

// `arbiter player --board R.N --side white|black [ACTION]`: a player's claim and verification
// on one seat, nothing else (Guidelines III.6). The seat is part of the forced command, so a
// player can claim only as themself and verify only the opponent's claim (III.6.1).
#[derive(Debug, Args)]
pub struct PlayerArgs {
    /// The one board this session may act on: R.N (round R, board N). A seat is one round's
    /// board, so a bare N (board N of whatever round is current) is refused (issue 29).
    #[arg(long, value_name = "R.N", value_parser = parse_seat_board)]
    pub board: BoardRef,
    /// The seat this session plays: white or black. Fixed by the forced command; the player
    /// cannot choose another.
    #[arg(long, value_parser = side_arg)]
    pub side: Color,
    /// The player's name, recorded with the account.
    #[arg(long = "as", value_name = "NAME")]
    pub display_name: Option<String>,
    /// The key holder's signing step, for a player-mode account that cannot read the event key
    /// (the venue set-up): a command line such as `sudo -n -u arbiter /usr/local/bin/arbiter`,
    /// to which `--db DB seat-sign --board R.N --side SIDE` is appended; it records the claim or
    /// verification, sent on its standard input.
    #[arg(long, value_name = "COMMAND")]
    pub signer: Option<String>,
    /// Without an action: an interactive prompt (for the forced command of an SSH account).
    #[command(subcommand)]
    pub action: Option<PlayerAction>,
}

// What a player can do (no `///`: a deferred `player` would show it as its about).
#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum PlayerAction {
    /// Claim a draw without an arbiter present (III.6): this ends the game, result pending.
    Claim(PlayerClaimArgs),
    /// Verify the opponent's claim: agree, or dispute with a comment (III.6.1).
    Verify(PlayerVerifyArgs),
    /// The board and any claim on it.
    Show,
}

#[derive(Debug, Args)]
pub struct PlayerClaimArgs {
    /// III.6.1.1: the opponent cannot win by normal means.
    #[arg(long)]
    pub cannot_win: bool,
    /// III.6.1.2: the opponent is making no effort to win by normal means.
    #[arg(long)]
    pub no_effort: bool,
    /// The final position as written down (FEN); by default the position on the board.
    #[arg(long)]
    pub fen: Option<String>,
    /// Both clocks as they stand: WHITE BLACK (H:MM:SS, MM:SS or seconds); by default the
    /// board's clock.
    #[arg(long, num_args = 2, value_names = ["WHITE", "BLACK"])]
    pub clock: Option<Vec<String>>,
    /// The scoresheet up to date: the moves from the start in SAN, space-separated (move
    /// numbers allowed); by default the moves recorded on the board.
    #[arg(long)]
    pub moves: Option<String>,
}

#[derive(Debug, Args)]
pub struct PlayerVerifyArgs {
    /// Agree with the final position (and scoresheet).
    #[arg(long, conflicts_with = "dispute", required_unless_present = "dispute")]
    pub agree: bool,
    /// Dispute them (say what in --comment).
    #[arg(long)]
    pub dispute: bool,
    #[arg(long)]
    pub comment: Option<String>,
}

/// `arbiter claims …`: the designated arbiter's side of III.6.
#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum ClaimsCmd {
    /// Claims waiting for a ruling (referred III.6, postponed or open III.5), with the facts.
    List(ClaimsListArgs),
    /// Write referred claims as portable PGN files (scoresheet + claim in tags).
    Export(ClaimsExportArgs),
    /// Bring referred claims from a portable PGN file into this event file (new boards).
    Import(ClaimsImportArgs),
    /// Rule on a referred claim: draw, or reject with the result (III.6.2).
    Rule(ClaimsRuleArgs),
    /// The ruling's way back to the claim's event file: `export` in the designated arbiter's
    /// file writes a signed ruling file, `import` in the claim's event file records it (III.6.2).
    #[command(subcommand)]
    Ruling(super::ruling_file::RulingCmd),
}

#[derive(Debug, Args)]
pub struct ClaimsListArgs {
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Args)]
pub struct ClaimsExportArgs {
    /// Only this board's claim.
    #[arg(long)]
    pub board: Option<BoardRef>,
    /// Write here instead of standard output.
    #[arg(long)]
    pub out: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct ClaimsImportArgs {
    pub file: PathBuf,
}

#[derive(Debug, Clone, Copy, ValueEnum)]
pub enum RuleWord {
    /// The claim is upheld: the game is drawn (III.6.2).
    Draw,
    /// The claim is rejected: give the result with --result.
    Reject,
}

#[derive(Debug, Args)]
pub struct ClaimsRuleArgs {
    /// The board: N (of the current round) or R.N.
    pub board: BoardRef,
    pub ruling: RuleWord,
    /// With `reject`: the result (e.g. 1-0 when the opponent had a realistic chance to win).
    #[arg(long)]
    pub result: Option<GameScore>,
    /// The reason, recorded with the ruling.
    #[arg(long)]
    pub reason: String,
    /// The claim's sequence number (the board's open claim by default).
    #[arg(long)]
    pub claim: Option<u32>,
    #[command(flatten)]
    pub common: Common,
}

// `arbiter flag BOARD [--apply]`
#[derive(Debug, Args)]
pub struct FlagArgs {
    /// The board: N (of the current round) or R.N.
    pub board: BoardRef,
    /// Record the result the finding calls for.
    #[arg(long)]
    pub apply: bool,
    #[command(flatten)]
    pub common: Common,
}

fn common_as(display_name: Option<String>) -> Common {
    Common {
        json: false,
        expect_seq: None,
        display_name,
    }
}

// ---------------------------------------------------------------------------------------------
// Player mode

/// The board of a player's seat: only `R.N` ([`BoardRef::Exact`]). The forced command of a
/// player's account outlives the round: a bare `N` would follow `round set` to another pair's
/// game (Guidelines III.6 — a player acts on their own game only).
fn parse_seat_board(text: &str) -> Result<BoardRef, String> {
    let w = &super::parse_words();
    match text
        .parse::<BoardRef>()
        .map_err(|e| crate::i18n::board::board_ref_error(w.catalog(), &e))?
    {
        BoardRef::Exact(id) => Ok(BoardRef::Exact(id)),
        BoardRef::Current(number) => {
            Err(w.t("player-board-needs-round", &[("number", number.into())]))
        }
    }
}

/// `arbiter player --board R.N [claim|verify|show]`.
pub fn player(w: &Words, db: &EventFile, args: PlayerArgs) -> anyhow::Result<ExitCode> {
    let common = common_as(args.display_name.clone());
    let seat = Seat::of(&args);
    match args.action {
        Some(PlayerAction::Claim(a)) => {
            let clock = match &a.clock {
                Some(v) => Some(readings(w, v)?),
                None => None,
            };
            let cmd = Command::Refer {
                by: args.side,
                cannot_win: a.cannot_win,
                no_effort: a.no_effort,
                fen: a.fen,
                clock,
                scoresheet: a.moves.as_deref().map(split_moves),
            };
            seat.record(w, db, &common, cmd)
        }
        Some(PlayerAction::Verify(a)) => {
            let cmd = Command::Verify {
                by: args.side,
                agree: a.agree,
                comment: a.comment.clone(),
            };
            seat.record(w, db, &common, cmd)
        }
        Some(PlayerAction::Show) => {
            outln!("{}", board_summary(w, &load(db, args.board)?));
            Ok(ExitCode::SUCCESS)
        }
        None => interactive(w, db, seat, &common),
    }
}

fn readings(w: &Words, v: &[String]) -> anyhow::Result<Readings> {
    match v {
        [w, b] => Ok(Readings {
            white_ms: parse_time(w)?,
            black_ms: parse_time(b)?,
        }),
        _ => bail!(w.t("cli-clock-two-times", &[])),
    }
}

/// "1. e4 e5 2.Nf3" → ["e4", "e5", "Nf3"].
fn split_moves(text: &str) -> Vec<String> {
    text.split_whitespace()
        .map(|w| w.rsplit('.').next().unwrap_or(w))
        .filter(|w| !w.is_empty() && !matches!(*w, "*" | "1-0" | "0-1" | "1/2-1/2"))
        .map(str::to_string)
        .collect()
}

fn load(db: &EventFile, board: BoardRef) -> anyhow::Result<BoardState> {
    let store = Store::open_file(db)?;
    let settings = store.settings()?;
    let key = store.resolve(board)?.key();
    board_state(&store, &settings, key)
}

fn board_summary(w: &Words, state: &BoardState) -> String {
    let side = |c: Color| crate::i18n::rules::colour_key(c);
    let mut lines = vec![w.t(
        "player-board",
        &[
            ("board", state.setup.id().to_string().into()),
            ("white", state.setup.white.clone().into()),
            ("black", state.setup.black.clone().into()),
        ],
    )];
    let plies = state.record.plies();
    lines.push(if plies == 0 {
        w.t("player-no-moves", &[])
    } else {
        w.t(
            "player-moves",
            &[
                ("count", plies.div_ceil(2).into()),
                ("last", state.record.ply_label(plies).into()),
            ],
        )
    });
    if let Some(r) = state.readings(now_ms()) {
        lines.push(w.t(
            "player-clocks",
            &[
                ("white", format_ms(r.white_ms).into()),
                ("black", format_ms(r.black_ms).into()),
            ],
        ));
    }
    lines.push(w.t("player-to-move", &[("side", side(state.to_move()).into())]));
    if let Some(c) = state.referred() {
        lines.push(referred_line(w, c));
    } else if state.is_over() {
        lines.push(w.t(
            "player-game-over",
            &[(
                "status",
                crate::i18n::board::status(w.catalog(), state).into(),
            )],
        ));
    }
    let mut out = lines.remove(0);
    for l in lines {
        out.push_str("\n  ");
        out.push_str(&l);
    }
    out
}

fn referred_line(w: &Words, c: &ClaimEntry) -> String {
    let grounds = c.referral.as_ref().map_or(String::new(), Referral::grounds);
    let verification = match &c.verification {
        None => w.t("player-not-verified", &[]),
        Some(v) if v.agree => w.t("player-opponent-agreed", &[]),
        Some(v) => w.t(
            "player-opponent-disputed",
            &[(
                "comment",
                for_terminal(v.comment.as_deref().unwrap_or("")).into(),
            )],
        ),
    };
    w.t(
        "player-referred",
        &[
            ("by", crate::i18n::rules::colour_key(c.by).into()),
            ("grounds", grounds.into()),
            ("seq", c.seq.into()),
            ("verification", verification.into()),
        ],
    )
}

/// The seat a player-mode session acts for: one board, one side (from the forced command).
#[derive(Debug, Clone, Copy)]
struct Seat {
    board: BoardRef,
    side: Color,
    /// `--signer`, kept for the process's life.
    signer: Option<&'static str>,
}

impl Seat {
    fn of(args: &PlayerArgs) -> Seat {
        Seat {
            board: args.board,
            side: args.side,
            signer: args.signer.clone().map(|s| &*Box::leak(s.into_boxed_str())),
        }
    }

    /// Record the seat's `cmd`: itself, or through its signer (`seat_sign`).
    fn record(
        self,
        w: &Words,
        db: &EventFile,
        common: &Common,
        cmd: Command,
    ) -> anyhow::Result<ExitCode> {
        match self.signer {
            None => on_board(w, db, self.board, common, cmd),
            Some(signer) => {
                let code = super::seat_sign::through_signer(
                    w, signer, db, self.board, self.side, common, &cmd,
                )?;
                if code != ExitCode::SUCCESS {
                    bail!(w.t("seat-signer-refused", &[]));
                }
                Ok(code)
            }
        }
    }
}

/// The longest line the prompt reads: a FEN and a full scoresheet fit; anything longer is
/// refused and skipped without being held in memory.
pub const MAX_PLAYER_LINE: usize = 16 * 1024;

/// The prompt a player's SSH account runs: claim or verify on one board as one side, nothing
/// else (Guidelines III.6). The side comes from the forced command, never from the player.
fn interactive(w: &Words, db: &EventFile, seat: Seat, common: &Common) -> anyhow::Result<ExitCode> {
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut ask = |prompt: &str| -> Option<String> {
        loop {
            out!("{prompt}");
            crate::cli::out::flush();
            match crate::text::read_line_bounded(&mut input, MAX_PLAYER_LINE) {
                Ok(Some(crate::text::Line::Text(l))) => return Some(l.trim().to_string()),
                Ok(Some(crate::text::Line::TooLong)) => outln!(
                    "{}",
                    w.t(
                        "hostile-line-too-long",
                        &[("limit", MAX_PLAYER_LINE.into())]
                    )
                ),
                Ok(None) | Err(_) => return None,
            }
        }
    };
    outln!("{}", board_summary(w, &load(db, seat.board)?));
    outln!(
        "{}",
        w.t(
            "hostile-player-seat",
            &[
                ("side", crate::clock::side_serde::name(seat.side).into()),
                ("board", seat.board.to_string().into())
            ]
        )
    );
    loop {
        outln!();
        for key in [
            "player-menu-c",
            "player-menu-v",
            "player-menu-s",
            "player-menu-q",
        ] {
            outln!("  {}", w.t(key, &[]));
        }
        let Some(choice) = ask("> ") else {
            return Ok(ExitCode::SUCCESS);
        };
        let outcome = match choice.as_str() {
            "c" => interactive_claim(w, db, seat, common, &mut ask),
            "v" => interactive_verify(w, db, seat, common, &mut ask),
            "s" => load(db, seat.board).map(|s| outln!("{}", board_summary(w, &s))),
            "q" | "quit" | "exit" => return Ok(ExitCode::SUCCESS),
            other => {
                outln!(
                    "{}",
                    w.t(
                        "player-only-these",
                        &[
                            ("answer", format!("{:?}", for_terminal(other)).into()),
                            ("board", seat.board.to_string().into())
                        ]
                    )
                );
                Ok(())
            }
        };
        if let Err(e) = outcome {
            outln!(
                "{}",
                w.t(
                    "player-refused",
                    &[("error", super::error_words::render(w.catalog(), &e).into())],
                )
            );
        }
    }
}

/// Record `cmd` for the seat on the board as the player saw it (`seen`): if anything was
/// recorded on the board since, nothing is, and the refusal names the change.
fn record_seen(
    w: &Words,
    db: &EventFile,
    seat: Seat,
    common: &Common,
    seen: &BoardState,
    cmd: Command,
) -> anyhow::Result<()> {
    let common = Common {
        json: common.json,
        expect_seq: Some(seen.last_seq),
        display_name: common.display_name.clone(),
    };
    seat.record(w, db, &common, cmd).map(|_| ())
}

fn interactive_claim(
    w: &Words,
    db: &EventFile,
    seat: Seat,
    common: &Common,
    ask: &mut dyn FnMut(&str) -> Option<String>,
) -> anyhow::Result<()> {
    let state = load(db, seat.board)?;
    let ground = ask(&w.t("player-ask-ground", &[])).context(w.t("player-no-answer", &[]))?;
    let (cannot_win, no_effort) = match ground.as_str() {
        "1" => (true, false),
        "2" => (false, true),
        "3" => (true, true),
        other => bail!(w.t(
            "player-answer-ground",
            &[("answer", format!("{:?}", for_terminal(other)).into())]
        )),
    };
    let here =
        shakmaty::fen::Fen::from_position(state.record.position(), shakmaty::EnPassantMode::Legal);
    let fen = ask(&w.t("player-ask-fen", &[("fen", here.to_string().into())])).unwrap_or_default();
    let moves = if no_effort || state.record.plies() == 0 {
        ask(&w.t("player-ask-scoresheet", &[])).unwrap_or_default()
    } else {
        String::new()
    };
    let clock = ask(&w.t("player-ask-clocks", &[])).unwrap_or_default();
    let clock = if clock.is_empty() {
        None
    } else {
        let parts: Vec<String> = clock.split_whitespace().map(str::to_string).collect();
        Some(readings(w, &parts)?)
    };
    let confirm = ask(&w.t("player-ask-confirm", &[])).unwrap_or_default();
    if confirm != "y" {
        outln!("{}", w.t("player-nothing-recorded", &[]));
        return Ok(());
    }
    let cmd = Command::Refer {
        by: seat.side,
        cannot_win,
        no_effort,
        fen: (!fen.is_empty()).then_some(fen),
        clock,
        scoresheet: (!moves.is_empty()).then(|| split_moves(&moves)),
    };
    record_seen(w, db, seat, common, &state, cmd)
}

fn interactive_verify(
    w: &Words,
    db: &EventFile,
    seat: Seat,
    common: &Common,
    ask: &mut dyn FnMut(&str) -> Option<String>,
) -> anyhow::Result<()> {
    let state = load(db, seat.board)?;
    let Some(claim) = state.referred() else {
        bail!(w.t(
            "player-no-claim",
            &[("board", seat.board.to_string().into())]
        ));
    };
    if claim.by == seat.side {
        // Before any question: the claimant's seat has nothing to verify (III.6.1).
        bail!("{}", w.t("hostile-own-claim", &[("seq", claim.seq.into())]));
    }
    outln!("{}", referred_line(w, claim));
    if let Some(r) = &claim.referral {
        outln!(
            "  {}",
            w.t("player-final-position", &[("fen", r.fen.clone().into())])
        );
        if let Some(c) = r.clock {
            outln!(
                "  {}",
                w.t(
                    "player-clocks",
                    &[
                        ("white", format_ms(c.white_ms).into()),
                        ("black", format_ms(c.black_ms).into()),
                    ]
                )
            );
        }
        if !r.scoresheet.is_empty() {
            outln!(
                "  {}",
                w.t(
                    "player-scoresheet",
                    &[("moves", r.scoresheet.join(" ").into())]
                )
            );
        }
    }
    let answer = ask(&w.t("player-ask-agree", &[])).context(w.t("player-no-answer", &[]))?;
    let agree = match answer.as_str() {
        "a" => true,
        "d" => false,
        other => bail!(w.t(
            "player-answer-agree",
            &[("answer", format!("{:?}", for_terminal(other)).into())]
        )),
    };
    let comment = ask(&w.t("player-ask-comment", &[])).unwrap_or_default();
    let cmd = Command::Verify {
        by: seat.side,
        agree,
        comment: (!comment.is_empty()).then_some(comment),
    };
    record_seen(w, db, seat, common, &state, cmd)
}

// ---------------------------------------------------------------------------------------------
// The designated arbiter

/// `arbiter claims …`
pub fn claims(w: &Words, db: &EventFile, cmd: ClaimsCmd) -> anyhow::Result<ExitCode> {
    match cmd {
        ClaimsCmd::List(a) => list(w, db, a.json),
        ClaimsCmd::Export(a) => export(w, db, &a),
        ClaimsCmd::Import(a) => import(w, db, &a.file),
        ClaimsCmd::Ruling(c) => super::ruling_file::ruling(w, db, c),
        ClaimsCmd::Rule(a) => {
            let state = load(db, a.board)?;
            let of_seq = match a.claim {
                Some(s) => Some(s),
                None => state
                    .claims
                    .iter()
                    .rev()
                    .find(|c| c.is_open())
                    .map(|c| c.seq),
            };
            let cmd = Command::Decide {
                of_seq,
                ruling: match a.ruling {
                    RuleWord::Draw => Ruling::Upheld,
                    RuleWord::Reject => Ruling::Rejected,
                },
                note: Some(a.reason),
                opponent_ms: None,
                result: a.result,
            };
            on_board(w, db, a.board, &a.common, cmd)
        }
    }
}

/// Every claim waiting for a ruling, with its facts.
fn open_claims(db: &EventFile) -> anyhow::Result<Vec<(BoardState, ClaimFacts)>> {
    let store = Store::open_file(db)?;
    let settings = store.settings()?;
    let mut out = Vec::new();
    for state in super::event_cmds::folded_boards(&store, &settings, None)? {
        if state.result.is_some() {
            continue;
        }
        let open: Vec<ClaimFacts> = state
            .claims
            .iter()
            .filter(|c| {
                c.is_open() && matches!(c.claim, ClaimKind::CannotWin | ClaimKind::NoEffort)
            })
            .map(|c| claim_facts(&state, c))
            .collect();
        for facts in open {
            out.push((state.clone(), facts));
        }
    }
    Ok(out)
}

/// What the player declared with claim `seq` beside the event file's own (III.6.1), from the
/// fold.
fn declared(state: &BoardState, seq: u32) -> Option<&crate::event::fold::Declared> {
    state.history.iter().find_map(|h| match &h.kind {
        crate::event::fold::HistoryKind::Claim {
            declared: Some(d), ..
        } if h.seq == seq => Some(d),
        _ => None,
    })
}

fn list(w: &Words, db: &EventFile, json: bool) -> anyhow::Result<ExitCode> {
    let open = open_claims(db)?;
    if json {
        let cat = w.catalog();
        let facts = open
            .iter()
            .map(|(_, f)| f.json(cat))
            .collect::<Result<Vec<_>, _>>()?;
        outln!(
            "{}",
            serde_json::to_string(&serde_json::json!({ "claims": facts }))?
        );
        return Ok(ExitCode::SUCCESS);
    }
    if open.is_empty() {
        outln!("{}", w.t("cli-claims-none", &[]));
    }
    for (state, f) in &open {
        print_claim(w, state, f);
    }
    Ok(ExitCode::SUCCESS)
}

/// One open claim of `claims list`: its row, position, clocks, scoresheet and analysis, and the
/// opponent's verification.
fn print_claim(w: &Words, state: &BoardState, f: &ClaimFacts) {
    let entry = state.claims.iter().find(|c| c.seq == f.claim_seq);
    let status = entry.map_or("waiting", |c| match (c.referral.is_some(), c.ruling) {
        (true, _) => "referred",
        (false, Some(Ruling::Postponed)) => "postponed",
        _ => "waiting",
    });
    let cat = w.catalog();
    let grounds = entry.map_or_else(
        || crate::i18n::claim::grounds(cat, f),
        |c| match &c.referral {
            Some(r) => crate::i18n::board::referral(cat, r),
            None => crate::i18n::board::claim_kind(cat, &c.claim),
        },
    );
    outln!(
        "{}",
        w.t(
            "cli-claims-row",
            &[
                ("board", f.board.to_string().into()),
                ("seq", f.claim_seq.into()),
                ("white", for_terminal(&state.setup.white).into()),
                ("white_material", f.white_material.clone().into()),
                ("black", for_terminal(&state.setup.black).into()),
                ("black_material", f.black_material.clone().into()),
                ("by", crate::i18n::rules::colour_key(f.claimant).into()),
                ("grounds", grounds.into()),
                ("status", status.into()),
            ]
        )
    );
    outln!(
        "  {}",
        w.t("cli-claims-position", &[("fen", f.fen.clone().into())])
    );
    if let Some((white, black)) = &f.clocks_at_claim {
        outln!(
            "  {}",
            w.t(
                "cli-claims-clocks",
                &[
                    ("white", white.clone().into()),
                    ("black", black.clone().into())
                ]
            )
        );
    }
    if let Some(d) = declared(state, f.claim_seq) {
        outln!("  {}", crate::i18n::board::declared_facts(cat, d));
    }
    outln!(
        "  {}",
        w.t(
            "cli-claims-scoresheet",
            &[
                ("plies", f.plies_at_claim.into()),
                ("since", f.plies_since.into())
            ]
        )
    );
    outln!(
        "  {}",
        w.t(
            "cli-claims-analysis",
            &[("analysis", crate::i18n::claim::analysis(cat, f).into())]
        )
    );
    // Worded from the fact, not from the JSON's English "agreed" (issue 34).
    if let Some(v) = entry.and_then(|c| c.verification.as_ref()) {
        let comment = v.comment.as_deref().map(str::trim).unwrap_or("");
        let words = match (v.agree, comment.is_empty()) {
            (true, _) => w.t("cli-claims-agreed", &[]),
            (false, true) => w.t("cli-claims-disputed", &[]),
            (false, false) => w.t(
                "cli-claims-disputed-because",
                &[("comment", for_terminal(comment).into())],
            ),
        };
        outln!(
            "  {}",
            w.t("cli-claims-opponent", &[("verification", words.into())])
        );
    }
}

fn export(w: &Words, db: &EventFile, a: &ClaimsExportArgs) -> anyhow::Result<ExitCode> {
    let store = Store::open_file(db)?;
    let settings = store.settings()?;
    let head = super::integrity::head_tag(&store)?;
    let mut out = String::new();
    let only_key = match a.board {
        Some(b) => Some(store.resolve(b)?.key()),
        None => None,
    };
    for setup in store.boards()? {
        if only_key.is_some_and(|k| k != setup.key()) {
            continue;
        }
        let state = board_state(&store, &settings, setup.key())?;
        for claim in state.claims.iter().filter(|c| c.referral.is_some()) {
            // Who made it, from the fold's record of the claim.
            let made_by = state
                .history
                .iter()
                .find(|h| h.seq == claim.seq)
                .map_or_else(String::new, |h| h.who.clone());
            let identity = super::ruling_file::identity_tags(
                &store,
                &settings.name,
                &state,
                claim,
                crate::interop::claim_pgn::tag,
            )?;
            out.push_str(&crate::interop::claim_pgn::claim_pgn(
                &settings.name,
                &state,
                claim,
                &made_by,
                &identity,
                head.as_deref(),
            ));
        }
    }
    if out.is_empty() {
        bail!(match a.board {
            Some(b) => w.t(
                "cli-no-referred-claims-on",
                &[("board", b.to_string().into())]
            ),
            None => w.t("cli-no-referred-claims", &[]),
        });
    }
    super::out::write_to(w, a.out.as_deref(), &out, super::out::Wrote::Say)?;
    Ok(ExitCode::SUCCESS)
}

/// One claim read from a portable file, checked before anything is written.
struct Incoming {
    setup: BoardSetup,
    scoresheet: Vec<String>,
    by: Color,
    referral: Referral,
    verification: Option<(Color, bool, Option<String>)>,
    origin: crate::event::ClaimOrigin,
}

fn incoming(w: &Words, file: &Path, game: &crate::rules::pgn::PgnGame) -> anyhow::Result<Incoming> {
    let at = |what: String| {
        w.t(
            "cli-claim-file-at",
            &[
                ("file", file.display().to_string().into()),
                ("game", game.number.into()),
                ("what", what.into()),
            ],
        )
    };
    let tag_problem = |key: &str, tag: &str, value: &str| {
        at(w.t(
            key,
            &[
                ("tag", tag.to_owned().into()),
                ("value", value.to_owned().into()),
            ],
        ))
    };
    let need = |name: &str| -> anyhow::Result<&str> {
        game.tag(name)
            .with_context(|| tag_problem("cli-claim-no-tag", name, ""))
    };
    let grounds = need("ClaimGrounds")?;
    let cannot_win = grounds.contains("III.6.1.1");
    let no_effort = grounds.contains("III.6.1.2");
    if !cannot_win && !no_effort {
        bail!(tag_problem(
            "cli-claim-bad-grounds",
            "ClaimGrounds",
            &format!("{grounds:?}")
        ));
    }
    let by = parse_side(w, need("ClaimBy")?)
        .map_err(|e| anyhow::anyhow!(tag_problem("cli-claim-tag-error", "ClaimBy", &e)))?;
    let fen = need("ClaimFEN")?.to_string();
    let variant = game
        .tag("Variant")
        .and_then(|v| crate::rules::Variant::from_pgn_tag(v).ok())
        .unwrap_or_default();
    crate::rules::GameRecord::from_fen_in(&fen, variant).map_err(|e| {
        let why = crate::i18n::rules::rules_error(w.catalog(), &e);
        anyhow::anyhow!(tag_problem("cli-claim-tag-error", "ClaimFEN", &why))
    })?;
    let clock = match game.tag("ClaimClockMs") {
        Some(v) => {
            let ms: Vec<i64> = v
                .split_whitespace()
                .map(str::parse)
                .collect::<Result<_, _>>()
                .map_err(|_| {
                    anyhow::anyhow!(tag_problem(
                        "cli-claim-clock-numbers",
                        "ClaimClockMs",
                        &format!("{v:?}")
                    ))
                })?;
            match ms.as_slice() {
                [w, b]
                    if (0..=crate::clock::MAX_DURATION_MS).contains(w)
                        && (0..=crate::clock::MAX_DURATION_MS).contains(b) =>
                {
                    Some(Readings {
                        white_ms: *w,
                        black_ms: *b,
                    })
                }
                _ => bail!(at(w.t(
                    "cli-claim-clock-range",
                    &[
                        ("tag", "ClaimClockMs".into()),
                        ("value", format!("{v:?}").into()),
                        ("max", crate::clock::MAX_DURATION_MS.to_string().into()),
                    ],
                ))),
            }
        }
        None => None,
    };
    let scoresheet: Vec<String> = (1..=game.record.plies())
        .filter_map(|p| game.record.san(p))
        .collect();
    let verification = match game.tag("ClaimVerification") {
        None => None,
        Some(v) => {
            let agree = match v {
                "agreed" => true,
                "disputed" => false,
                other => bail!(tag_problem(
                    "cli-claim-bad-verification",
                    "ClaimVerification",
                    &format!("{other:?}")
                )),
            };
            let vby = game
                .tag("ClaimVerifiedBy")
                .and_then(crate::clock::side_serde::parse)
                .unwrap_or(!by);
            Some((
                vby,
                agree,
                game.tag("ClaimVerificationComment").map(str::to_string),
            ))
        }
    };
    let round = game
        .tag("Round")
        .and_then(|r| r.split('.').next())
        .and_then(|r| r.parse().ok());
    let mut setup = BoardSetup::new(0, game.white(), game.black());
    setup.round = round;
    setup.fen = game.tag("FEN").map(str::to_string);
    // The game was read in its variant (`rules::pgn`): an unsupported one is refused there.
    setup.variant = game
        .tag("Variant")
        .and_then(|v| crate::rules::Variant::from_pgn_tag(v).ok())
        .unwrap_or_default();
    setup.control = game.tag("TimeControl").and_then(|t| t.parse().ok());
    Ok(Incoming {
        setup,
        scoresheet: scoresheet.clone(),
        by,
        referral: Referral {
            cannot_win,
            no_effort,
            fen,
            clock,
            scoresheet,
        },
        verification,
        origin: crate::event::ClaimOrigin {
            file: file.display().to_string(),
            event: game.tag("Event").map(str::to_owned),
            board: game.tag("ClaimBoard").map(str::to_owned),
            at: game.tag("ClaimAt").map(str::to_owned),
            by: game.tag("ClaimMadeBy").map(str::to_owned),
            id: game.tag("ClaimId").map(str::to_owned),
            seq: game.tag("ClaimSeq").and_then(|s| s.parse().ok()),
            digest: game.tag("ClaimDigest").map(str::to_owned),
            ruling_key: game.tag("ClaimRulingKey").map(str::to_owned),
        },
    })
}

/// The new board of a claim file's claim and the commands of its events: a board of this file's
/// current round with the next free number (the claim's own event, round and board are in its
/// note).
fn claim_board(c: &Incoming) -> (BoardSetup, Vec<Command>) {
    let mut setup = c.setup.clone();
    setup.number = 0;
    setup.round = None;
    let mut commands = vec![Command::Note {
        text: crate::event::NoteText {
            text: String::new(),
            origin: Some(Box::new(c.origin.clone())),
            ..Default::default()
        },
    }];
    commands.extend(c.scoresheet.iter().map(|san| Command::Move {
        san: san.clone(),
        clock: MoveClock::Unknown,
    }));
    commands.push(Command::ReferredElsewhere {
        by: c.by,
        referral: c.referral.clone(),
    });
    if let Some((by, agree, comment)) = &c.verification {
        commands.push(Command::Verify {
            by: *by,
            agree: *agree,
            comment: comment.clone(),
        });
    }
    (setup, commands)
}

fn import(w: &Words, db: &EventFile, file: &Path) -> anyhow::Result<ExitCode> {
    let name = || file.display().to_string();
    let bytes = std::fs::read(file)
        .with_context(|| w.t("cli-cannot-read-file", &[("file", name().into())]))?;
    // The typed error stays in the chain: the CLI words it in the arbiter's language.
    let games = crate::rules::pgn::parse_games(&bytes).with_context(name)?;
    if games.is_empty() {
        bail!(w.t("cli-no-games", &[("file", name().into())]));
    }
    // Every claim is checked before the first one is written.
    let claims: Vec<Incoming> = games
        .iter()
        .map(|g| incoming(w, file, g))
        .collect::<anyhow::Result<_>>()?;
    // All the claims of the file, each a new board with its events, in one transaction, through
    // the one check-and-append pipeline: the note, the scoresheet (its moves without clock
    // readings: only the claim's two clocks are known), the claim recorded as it was made (the
    // other event's, checked there and against its scoresheet here, `incoming`: a supervised
    // event could not make a III.6 claim itself) and the opponent's verification, checked on
    // the board it now belongs to. What is checked is what is stored.
    let store = Store::open_file(db)?;
    let batch = claims.iter().map(claim_board).collect();
    let added = match store.add_boards(batch) {
        Ok(added) => added,
        Err(StoreError::Refused(r)) => bail!(w.t(
            "cli-claim-refused",
            &[
                ("file", file.display().to_string().into()),
                ("claim", (r.item + 1).into()),
                (
                    "reason",
                    crate::i18n::refusal::why(w.catalog(), &r.error.why).into(),
                ),
            ],
        )),
        Err(e) => return Err(e.into()),
    };
    for ((setup, _), c) in added.iter().zip(&claims) {
        outln!(
            "{}",
            w.t(
                "cli-claim-imported",
                &[
                    ("board", setup.id().to_string().into()),
                    ("white", setup.white.clone().into()),
                    ("black", setup.black.clone().into()),
                    ("by", crate::i18n::rules::colour_key(c.by).into()),
                    ("grounds", c.referral.grounds().into()),
                ],
            )
        );
    }
    Ok(ExitCode::SUCCESS)
}

// ---------------------------------------------------------------------------------------------
// Flag fall

/// `arbiter flag BOARD [--apply]`: what the flags on the board's clock call for now.
pub fn flag(w: &Words, db: &EventFile, a: FlagArgs) -> anyhow::Result<ExitCode> {
    let state = load(db, a.board)?;
    let id = state.setup.id();
    let Some(finding) = flag_finding(&state, now_ms()) else {
        if state.is_over() {
            bail!(w.t(
                "cli-flag-game-over",
                &[
                    ("board", id.to_string().into()),
                    (
                        "status",
                        crate::i18n::board::status(w.catalog(), &state).into()
                    )
                ],
            ));
        }
        bail!(w.t("cli-flag-none", &[("board", id.to_string().into())]));
    };
    if a.common.json && !a.apply {
        outln!("{}", serde_json::to_string(&finding.worded(w.catalog()))?);
        return Ok(ExitCode::SUCCESS);
    }
    if !a.common.json {
        outln!(
            "{}",
            w.t(
                "cli-flag-finding",
                &[
                    ("board", id.to_string().into()),
                    (
                        "reason",
                        crate::i18n::rules::finding(w.catalog(), &finding.why).into()
                    ),
                    ("article", finding.article.clone().into()),
                    (
                        "result",
                        finding
                            .result
                            .as_ref()
                            .map_or(String::new(), |r| format!(" → {r}"))
                            .into(),
                    ),
                ],
            )
        );
    }
    match (&finding.result, a.apply) {
        (Some(result), true) => on_board(
            w,
            db,
            a.board,
            &a.common,
            Command::Result {
                result: *result,
                reason: crate::event::ResultReason::Finding(finding.why.clone()).into(),
                article: Some(finding.article.clone()),
            },
        ),
        (None, true) => {
            outln!("{}", w.t("cli-flag-nothing", &[]));
            Ok(ExitCode::SUCCESS)
        }
        (_, false) => Ok(ExitCode::SUCCESS),
    }
}
