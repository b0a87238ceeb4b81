//! The verbs that act on an event file (issue 5): init, board, move, clock, offer, result, log, ….

use std::path::Path;
use std::process::ExitCode;

use clap::Subcommand;

/// Verbs on the event file given by `--db`.
#[derive(Debug, Subcommand)]
pub enum EventCommand {}

pub fn run(_db: &Path, cmd: EventCommand) -> anyhow::Result<ExitCode> {
    match cmd {}
}
