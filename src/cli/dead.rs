//! `arbiter rules dead` (issue 3).

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

/// `arbiter rules dead FEN [--colour white|black] [--json]` or `--batch FILE`.
#[derive(Debug, Args)]
pub struct DeadArgs {
    /// The position, as FEN (halfmove and fullmove counters optional).
    pub fen: Option<String>,
    /// Only ask whether this colour can still mate.
    #[arg(long)]
    pub colour: Option<String>,
    /// One FEN per line; one JSON object per line out.
    #[arg(long)]
    pub batch: Option<PathBuf>,
    /// Machine-readable output.
    #[arg(long)]
    pub json: bool,
}

pub fn run(_args: &DeadArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("rules dead: not built yet")
}
