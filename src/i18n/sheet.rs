//! The time-control sheet (issue 35, `crate::event::sheet`) in words: a line's event, the
//! sheet's slot, the table's headings.

use super::Catalog;
use crate::event::sheet::{SheetLine, SheetSlot};

/// "half hour 2" / "on demand".
pub fn slot(cat: &Catalog, slot: SheetSlot) -> String {
    match slot {
        SheetSlot::HalfHour { n } => cat.get("sheet-slot-half-hour", &[("n", n.into())]),
        SheetSlot::OnDemand => cat.get("sheet-slot-on-demand", &[]),
    }
}

/// "20–19": the moves White and Black completed.
pub fn moves(line: &SheetLine) -> String {
    format!("{}–{}", line.white_moves, line.black_moves)
}

/// A line of the log: "time-control sheet (half hour 2): White 1:10:00, Black 1:05:00, moves
/// 20–19".
pub fn event(cat: &Catalog, line: &SheetLine) -> String {
    cat.get(
        "event-sheet",
        &[
            ("slot", slot(cat, line.slot).into()),
            ("white", crate::clock::format_ms(line.clock.white_ms).into()),
            ("black", crate::clock::format_ms(line.clock.black_ms).into()),
            ("moves", moves(line).into()),
        ],
    )
}

/// The table's column headings: sheet, board, White, Black, White's clock, Black's clock,
/// moves, taken at, by.
pub fn headings(cat: &Catalog) -> [String; 9] {
    [
        "sheet-col-sheet",
        "sheet-col-board",
        "sheet-col-white",
        "sheet-col-black",
        "sheet-col-white-clock",
        "sheet-col-black-clock",
        "sheet-col-moves",
        "sheet-col-at",
        "sheet-col-by",
    ]
    .map(|key| cat.get(key, &[]))
}

/// The app's status line when its session took the half-hourly sheet: "time-control sheet of
/// round 1, half hour 2, taken (12 boards)".
pub fn app_taken(cat: &Catalog, round: u32, n: u32, count: usize) -> String {
    cat.get(
        "sheet-app-taken",
        &[
            ("round", round.into()),
            ("n", n.into()),
            ("count", count.into()),
        ],
    )
}

/// What taking a sheet on demand did (`arbiter sheet take`, the app's sheets screen): "time-control
/// sheet of round 1 (on demand) taken at 10:10:00: 2 running boards", or that no clock runs.
pub fn on_demand_taken(cat: &Catalog, round: u32, at_ms: i64, count: usize) -> String {
    if count == 0 {
        return cat.get("sheet-nothing", &[("round", round.into())]);
    }
    cat.get(
        "sheet-taken",
        &[
            ("round", round.into()),
            ("slot", slot(cat, SheetSlot::OnDemand).into()),
            ("at", local(at_ms).into()),
            ("count", count.into()),
        ],
    )
}

/// When a line was taken, on the arbiter's local clock (`HH:MM:SS`).
pub fn local(at_ms: i64) -> String {
    chrono::DateTime::<chrono::Utc>::from_timestamp_millis(at_ms)
        .map(|t| {
            t.with_timezone(&chrono::Local)
                .format("%H:%M:%S")
                .to_string()
        })
        .unwrap_or_default()
}
