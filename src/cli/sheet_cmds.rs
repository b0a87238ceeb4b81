//! `arbiter sheet`: the time-control sheets of a round (issue 35; AM 2025, General Duties:
//! "regularly check the electronic clocks by using the time control sheets, every thirty
//! minutes"), and `sheet take` to take one now.

use crate::i18n::Words;
use crate::store::EventFile;
use std::process::ExitCode;

use clap::{Args, Subcommand};

use crate::event::sheet::SheetSlot;
use crate::interop::sheet::{SheetRow, rows, slot_code, table, utc};
use crate::store::{Store, now_ms};
use crate::text::for_terminal;

#[derive(Debug, Args)]
pub struct SheetArgs {
    #[command(subcommand)]
    pub cmd: Option<SheetCmd>,
    /// The round (the current one by default).
    #[arg(long, global = true)]
    pub round: Option<u32>,
    #[arg(long, global = true)]
    pub json: bool,
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum SheetCmd {
    /// Take a sheet now: both clocks and move counters of every board of the round whose
    /// clock runs (the app takes one by itself every thirty minutes of play).
    Take,
}

/// `arbiter sheet [take] [--round R] [--json]`.
pub fn run(w: &Words, db: &EventFile, a: SheetArgs) -> anyhow::Result<ExitCode> {
    let store = Store::open_file(db)?;
    let round = match a.round {
        Some(r) => r,
        None => store.current_round()?,
    };
    match a.cmd {
        Some(SheetCmd::Take) => take(w, &store, round, a.json),
        None => show(w, &store, round, a.json),
    }
}

/// `arbiter sheet take`: the lines appended, or that no clock runs.
fn take(w: &Words, store: &Store, round: u32, json: bool) -> anyhow::Result<ExitCode> {
    let at = now_ms();
    let lines = store.take_sheet(round, SheetSlot::OnDemand, at)?;
    if json {
        let settings = store.settings()?;
        let boards = super::event_cmds::folded_boards(store, &settings, Some(round))?;
        let taken: Vec<SheetRow> = rows(&boards)
            .into_iter()
            .filter(|r| {
                lines
                    .iter()
                    .any(|e| e.board == r.board.key() && e.seq == r.entry.seq)
            })
            .collect();
        outln!("{}", rows_json(&taken));
        return Ok(ExitCode::SUCCESS);
    }
    outln!(
        "{}",
        crate::i18n::sheet::on_demand_taken(w.catalog(), round, at, lines.len())
    );
    Ok(ExitCode::SUCCESS)
}

/// `arbiter sheet`: every line of the round's sheets, as a table or JSON.
fn show(w: &Words, store: &Store, round: u32, json: bool) -> anyhow::Result<ExitCode> {
    let settings = store.settings()?;
    let boards = super::event_cmds::folded_boards(store, &settings, Some(round))?;
    let all = rows(&boards);
    if json {
        outln!("{}", rows_json(&all));
        return Ok(ExitCode::SUCCESS);
    }
    if all.is_empty() {
        outln!("{}", w.t("sheet-none", &[("round", round.into())]));
        return Ok(ExitCode::SUCCESS);
    }
    outln!("{}", w.t("sheet-title", &[("round", round.into())]));
    for line in lines(w, &all) {
        outln!("{}", for_terminal(&line));
    }
    Ok(ExitCode::SUCCESS)
}

/// The rows as a table in the process's language.
pub fn lines(w: &Words, rows: &[SheetRow]) -> Vec<String> {
    let cat = w.catalog();
    table(rows, &crate::i18n::sheet::headings(cat), &|slot| {
        crate::i18n::sheet::slot(cat, slot)
    })
}

/// The rows as JSON facts (the same in every language).
pub fn rows_json(rows: &[SheetRow]) -> serde_json::Value {
    rows.iter()
        .map(|r| {
            let l = &r.entry.line;
            serde_json::json!({
                "board": r.board.to_string(),
                "white": r.white,
                "black": r.black,
                "sheet": slot_code(l.slot),
                "half_hour": match l.slot {
                    SheetSlot::HalfHour { n } => Some(n),
                    SheetSlot::OnDemand => None,
                },
                "white_ms": l.clock.white_ms,
                "black_ms": l.clock.black_ms,
                "white_moves": l.white_moves,
                "black_moves": l.black_moves,
                "seq": r.entry.seq,
                "at_ms": r.entry.at_ms,
                "taken_at": utc(r.entry.at_ms),
                "by": r.entry.who,
            })
        })
        .collect()
}
