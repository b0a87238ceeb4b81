//! `arbiter rules analyze` and `arbiter rules claim` (issue 2).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

/// `arbiter rules analyze FILE.pgn [--game K] [--json]`
#[derive(Debug, Args)]
pub struct AnalyzeArgs {
    /// PGN file with one or more games.
    pub file: PathBuf,
    /// Only game K (1-based).
    #[arg(long)]
    pub game: Option<usize>,
    /// Machine-readable output.
    #[arg(long)]
    pub json: bool,
}

/// `arbiter rules claim FILE.pgn --ply N [--move SAN] [--game K] [--json]`
#[derive(Debug, Args)]
pub struct ClaimArgs {
    /// PGN file.
    pub file: PathBuf,
    /// The claim is made in the position after N plies of the main line (0 = the start).
    #[arg(long)]
    pub ply: usize,
    /// The intended move written on the scoresheet (Art. 9.2.1, 9.3.1).
    #[arg(long = "move")]
    pub intended: Option<String>,
    /// Game K of the file (1-based, default 1).
    #[arg(long)]
    pub game: Option<usize>,
    /// Machine-readable output.
    #[arg(long)]
    pub json: bool,
}

pub fn analyze(_args: &AnalyzeArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("rules analyze: not built yet")
}

pub fn claim(_args: &ClaimArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("rules claim: not built yet")
}
