//! Opening the terminal app (issue 6).

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::Args;

/// `arbiter demo [--db PATH]`
#[derive(Debug, Args)]
pub struct DemoArgs {
    /// Where to create the demo event file.
    #[arg(long, default_value = "demo.sqlite")]
    pub file: PathBuf,
    /// Draw pieces as ASCII letters instead of Unicode glyphs.
    #[arg(long)]
    pub ascii: bool,
}

pub fn open(_db: &Path) -> anyhow::Result<ExitCode> {
    anyhow::bail!("the terminal app is not built yet")
}

pub fn demo(_args: &DemoArgs) -> anyhow::Result<ExitCode> {
    anyhow::bail!("the demo is not built yet")
}
