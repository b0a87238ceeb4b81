//! The time-control sheets of a round as rows (issue 35, `crate::event::sheet`): what
//! `arbiter sheet` shows, `export sheet --csv` writes and the report's page prints — all read
//! from the boards' folded states, the one interpretation of the log.

use crate::event::sheet::{SheetEntry, SheetSlot};
use crate::event::{BoardId, BoardState};

/// One board's line of one sheet, with the board's players.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetRow {
    pub board: BoardId,
    pub white: String,
    pub black: String,
    pub entry: SheetEntry,
}

/// Every sheet line of `boards`, sheet by sheet (in the order taken), board by board.
pub fn rows(boards: &[BoardState]) -> Vec<SheetRow> {
    let mut rows: Vec<SheetRow> = boards.iter().flat_map(board_rows).collect();
    in_order(&mut rows);
    rows
}

/// One board's sheet lines (to be put [`in_order`] with the others'): what a reader that
/// folds one board at a time keeps of it.
pub fn board_rows(state: &BoardState) -> impl Iterator<Item = SheetRow> + '_ {
    state.sheet.iter().map(|entry| SheetRow {
        board: state.setup.id(),
        white: state.setup.white.clone(),
        black: state.setup.black.clone(),
        entry: entry.clone(),
    })
}

/// Sheet by sheet (in the order taken), board by board.
pub fn in_order(rows: &mut [SheetRow]) {
    rows.sort_by_key(|r| (r.board.round, r.entry.at_ms, r.board.number, r.entry.seq));
}

/// The sheet's code in the CSV and JSON: `half_hour` or `on_demand`.
pub fn slot_code(slot: SheetSlot) -> &'static str {
    match slot {
        SheetSlot::HalfHour { .. } => "half_hour",
        SheetSlot::OnDemand => "on_demand",
    }
}

/// When a line was taken, in UTC (RFC 3339, seconds).
pub fn utc(at_ms: i64) -> String {
    chrono::DateTime::<chrono::Utc>::from_timestamp_millis(at_ms)
        .map(|t| t.format("%Y-%m-%dT%H:%M:%SZ").to_string())
        .unwrap_or_default()
}

pub use crate::i18n::sheet::local;

/// The sheets as CSV: one line per board and sheet, times in ms and as the clock shows them.
pub fn csv(rows: &[SheetRow]) -> String {
    use super::csv::{line, text_cell};
    let mut out = String::from(
        "round,sheet,half_hour,board,white,black,white_ms,black_ms,white_clock,black_clock,\
         white_moves,black_moves,taken_at,by\n",
    );
    for r in rows {
        let line_of = &r.entry.line;
        let n = match line_of.slot {
            SheetSlot::HalfHour { n } => n.to_string(),
            SheetSlot::OnDemand => String::new(),
        };
        out.push_str(&line(&[
            &r.board.round.to_string(),
            slot_code(line_of.slot),
            &n,
            &r.board.number.to_string(),
            &text_cell(&r.white),
            &text_cell(&r.black),
            &line_of.clock.white_ms.to_string(),
            &line_of.clock.black_ms.to_string(),
            &crate::clock::format_ms(line_of.clock.white_ms),
            &crate::clock::format_ms(line_of.clock.black_ms),
            &line_of.white_moves.to_string(),
            &line_of.black_moves.to_string(),
            &utc(r.entry.at_ms),
            &text_cell(&r.entry.who),
        ]));
        out.push('\n');
    }
    out
}

/// A row's cells under [`crate::i18n::sheet::headings`]: sheet, board, White, Black, both
/// clocks as the clock shows them, moves (White–Black), taken at (local time), by.
pub fn cells(r: &SheetRow, slot: &dyn Fn(SheetSlot) -> String) -> [String; 9] {
    let l = &r.entry.line;
    [
        slot(l.slot),
        r.board.to_string(),
        r.white.clone(),
        r.black.clone(),
        crate::clock::format_ms(l.clock.white_ms),
        crate::clock::format_ms(l.clock.black_ms),
        crate::i18n::sheet::moves(l),
        local(r.entry.at_ms),
        r.entry.who.clone(),
    ]
}

/// The rows as a text table with `headings` (`crate::i18n::sheet::headings`), each cell's
/// words from `slot` (the sheet's name in the reader's language); columns padded to their
/// widest cell.
pub fn table(
    rows: &[SheetRow],
    headings: &[String; 9],
    slot: &dyn Fn(SheetSlot) -> String,
) -> Vec<String> {
    columns(std::iter::once(headings.clone()).chain(rows.iter().map(|r| cells(r, slot))))
}

/// Rows of `N` cells (the first the headings) as text lines, each column padded to its widest
/// cell, two spaces between columns.
pub fn columns<const N: usize>(rows: impl IntoIterator<Item = [String; N]>) -> Vec<String> {
    let rows: Vec<[String; N]> = rows.into_iter().collect();
    let mut widths = [0usize; N];
    for row in &rows {
        for (w, c) in widths.iter_mut().zip(row) {
            *w = (*w).max(c.chars().count());
        }
    }
    rows.iter()
        .map(|row| {
            let padded: Vec<String> = row
                .iter()
                .zip(widths)
                .map(|(c, w)| format!("{c}{}", " ".repeat(w - c.chars().count())))
                .collect();
            padded.join("  ").trim_end().to_owned()
        })
        .collect()
}
