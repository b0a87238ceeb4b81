//! `arbiter rules clock` (issue 4): the clock calculator.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::Args;

/// `arbiter rules clock --control TC --script FILE [--json]`
#[derive(Debug, Args)]
pub struct ClockArgs {
    /// Time control, e.g. `40/5400+30:1800+30` or a preset name.
    #[arg(long)]
    pub control: String,
    /// Script of clock events, one per line: `SECONDS ACTION [ARGS]`.
    #[arg(long)]
    pub script: PathBuf,
    /// Machine-readable output.
    #[arg(long)]
    pub json: bool,
}

pub fn run(_args: &ClockArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("rules clock: not built yet")
}
