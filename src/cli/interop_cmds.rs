//! `arbiter import …`, `arbiter export …`, `arbiter report` (issue 8): files in and out of the
//! event file, through `interop` (pure parsing and writing).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, bail};
use clap::{Args, Subcommand};

use crate::interop::game_import::{self, ImportedGame};
use crate::interop::{ByeKind, Pairing, PairingSet, parse_pairings};

/// `arbiter import …`
#[derive(Debug, Subcommand)]
pub enum ImportCmd {
    /// The round's pairings from PGN board stubs, a FIDE TRF (TRF16/TRF26) or a CSV.
    Pairings(ImportPairingsArgs),
    /// The moves of one game (an electronic board's export, a typed scoresheet) into a board.
    Game(ImportGameArgs),
}

/// `arbiter import game BOARD FILE.pgn [--round R] [--dry-run]`
#[derive(Debug, Args)]
pub struct ImportGameArgs {
    /// The board number.
    pub board: u32,
    /// A PGN file with exactly one game.
    pub file: PathBuf,
    /// The round (default: the event's current round).
    #[arg(long)]
    pub round: Option<u32>,
    /// Only read and replay the game; show it; write nothing.
    #[arg(long)]
    pub dry_run: bool,
}

/// `arbiter import pairings FILE [--round R] [--dry-run] [--replace] [--json]`
#[derive(Debug, Args)]
pub struct ImportPairingsArgs {
    /// The pairings file (.pgn, .trf/.trfx/.txt, .csv).
    pub file: PathBuf,
    /// The round to import (a TRF gives its last paired round without it).
    #[arg(long)]
    pub round: Option<u32>,
    /// Only read and check the file; show what it holds; write nothing.
    #[arg(long)]
    pub dry_run: bool,
    /// Change boards whose players differ and whose game has not started.
    #[arg(long)]
    pub replace: bool,
    /// Machine-readable output.
    #[arg(long)]
    pub json: bool,
}

/// Run `arbiter import …`.
pub fn import(db: &Path, cmd: ImportCmd) -> anyhow::Result<ExitCode> {
    match cmd {
        ImportCmd::Pairings(args) => import_pairings(db, &args),
        ImportCmd::Game(args) => import_game(db, &args),
    }
}

/// Read and check a pairings file completely (nothing is written before this succeeds).
fn read_pairings(file: &Path, round: Option<u32>) -> anyhow::Result<PairingSet> {
    let bytes = std::fs::read(file).with_context(|| format!("cannot read {}", file.display()))?;
    let name = file.display().to_string();
    Ok(parse_pairings(&name, &bytes, round)?)
}

fn import_pairings(_db: &Path, args: &ImportPairingsArgs) -> anyhow::Result<ExitCode> {
    let set = read_pairings(&args.file, args.round)?;
    if args.dry_run {
        if args.json {
            println!("{}", serde_json::to_string_pretty(&set)?);
        } else {
            print!("{}", describe(&set, &args.file));
        }
        return Ok(ExitCode::SUCCESS);
    }
    bail!(
        "{} is valid ({} boards), but writing pairings into the event file waits for the event store (issue 5); use --dry-run to check a file",
        args.file.display(),
        set.pairings.len()
    )
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
fn describe(set: &PairingSet, file: &Path) -> String {
    let mut out = format!(
        "{}: {} boards, {} byes{}\n",
        file.display(),
        set.pairings.len(),
        set.byes.len(),
        set.event
            .as_ref()
            .map_or(String::new(), |e| format!(" — {e}"))
    );
    for p in &set.pairings {
        out.push_str(&board_line(p));
        out.push('\n');
    }
    for b in &set.byes {
        let kind = match b.kind {
            ByeKind::Half => "half-point bye",
            ByeKind::Full => "full-point bye",
            ByeKind::PairingAllocated => "pairing-allocated bye",
            ByeKind::Zero => "zero-point bye",
        };
        out.push_str(&format!("{:>3}.bye {} ({kind})\n", b.round, b.player));
    }
    out
}

/// Read and replay a one-game PGN completely (nothing is written before this succeeds).
fn read_one_game(file: &Path) -> anyhow::Result<ImportedGame> {
    let bytes = std::fs::read(file).with_context(|| format!("cannot read {}", file.display()))?;
    Ok(game_import::read_game(&file.display().to_string(), &bytes)?)
}

fn import_game(_db: &Path, args: &ImportGameArgs) -> anyhow::Result<ExitCode> {
    let game = read_one_game(&args.file)?;
    let clocks = game.moves.iter().filter(|m| m.clock_ms.is_some()).count();
    let last = match game.moves.len() {
        0 => "no moves".to_owned(),
        n => game.record.ply_label(n),
    };
    if args.dry_run {
        println!(
            "{}: {} half-moves, all legal; last {last}; clocks on {clocks}; result {}",
            args.file.display(),
            game.moves.len(),
            game.result.as_deref().unwrap_or("*")
        );
        if let Some(end) = game.record.ending() {
            println!("the Laws end it: {} (Art. {})", end.reason, end.article);
        }
        return Ok(ExitCode::SUCCESS);
    }
    bail!(
        "{} is valid ({} half-moves), but writing moves into board {} waits for the event store (issue 5); use --dry-run to check a file",
        args.file.display(),
        game.moves.len(),
        args.board
    )
}
