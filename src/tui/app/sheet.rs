//! The time-control sheets screen (issue 35; AM 2025, General Duties): `T` shows the round's
//! sheets as a table, newest sheet first, read from the boards' folded lines
//! ([`crate::tui::model::SheetFacts`]); `n` takes one now (the loop asks the source, as `arbiter
//! sheet take`). Up, Down, PageUp, PageDown scroll it.

use super::App;
use crate::event::sheet::SheetEntry;
use crate::tui::keymap::Action;
use crate::tui::model::BoardModel;
use crate::tui::view::{Screen, SheetView};

/// The players' column's widest (both names and the dash): the clocks and the time the
/// line was taken fit 80 columns after it.
const PLAYERS_WIDTH: usize = 18;

impl App {
    /// `T`: the sheets screen.
    pub(super) fn show_sheet(&mut self) {
        self.screen = Screen::Sheet;
        self.sheet_offset = 0;
    }

    /// `n` on the sheets screen: the loop takes a sheet now (round-wide, through the source).
    pub(super) fn take_sheet(&mut self) {
        if !self.still_loading() {
            self.sheet_take = true;
        }
    }

    /// Up, Down, PageUp, PageDown, Home, End on the sheets screen (the view keeps the offset
    /// in its range).
    pub(super) fn scroll_sheet(&mut self, action: Action) {
        let page = crate::tui::render::hall_rows_height(self.height).max(1);
        self.sheet_offset = match action {
            Action::Up => self.sheet_offset.saturating_sub(1),
            Action::Down => self.sheet_offset.saturating_add(1),
            Action::PageUp => self.sheet_offset.saturating_sub(page),
            Action::PageDown => self.sheet_offset.saturating_add(page),
            Action::Top => 0,
            _ => usize::MAX,
        };
    }

    /// Every board's sheet lines as the screen's table, newest sheet first and board by board
    /// within a sheet: worked out again only when a board changed (the hall's generation).
    pub(super) fn sheet_view(&mut self) -> SheetView {
        let stale = self
            .sheet_cache
            .as_ref()
            .is_none_or(|(generation, _)| *generation != self.hall_gen);
        if stale {
            let table = self.sheet_table();
            self.sheet_cache = Some((self.hall_gen, table));
        }
        let (heading, rows) = self
            .sheet_cache
            .as_ref()
            .map(|(_, t)| t.clone())
            .unwrap_or_default();
        let height = crate::tui::render::hall_rows_height(self.height).max(1);
        self.sheet_offset = self.sheet_offset.min(rows.len().saturating_sub(height));
        SheetView {
            heading,
            rows,
            offset: self.sheet_offset,
        }
    }

    /// The table's heading and rows: the sheet, the board, its players (cut to
    /// [`PLAYERS_WIDTH`]), both clocks, the moves, when and by whom it was taken — what fits
    /// 80 columns first.
    fn sheet_table(&self) -> (String, Vec<String>) {
        let cat = crate::i18n::catalog(self.look.lang);
        let mut lines: Vec<(&BoardModel, &SheetEntry)> = self
            .boards
            .iter()
            .flat_map(|b| b.sheet.lines.iter().map(move |e| (b, e)))
            .collect();
        lines.sort_by(|a, b| b.1.at_ms.cmp(&a.1.at_ms).then(a.0.number.cmp(&b.0.number)));
        let [
            sheet,
            board,
            white,
            black,
            white_clock,
            black_clock,
            moves,
            at,
            by,
        ] = crate::i18n::sheet::headings(cat);
        let dash = if self.look.ascii { "-" } else { "–" };
        let ellipsis = if self.look.ascii { "~" } else { "…" };
        let heading = [
            sheet,
            board,
            format!("{white} {dash} {black}"),
            white_clock,
            black_clock,
            moves,
            at,
            by,
        ];
        let rows = lines.into_iter().map(|(b, e)| {
            let l = &e.line;
            let players = format!("{} {dash} {}", b.white, b.black);
            [
                crate::i18n::sheet::slot(cat, l.slot),
                b.number.to_string(),
                crate::tui::theme::fit(&players, PLAYERS_WIDTH, ellipsis)
                    .trim_end()
                    .to_owned(),
                crate::clock::format_ms(l.clock.white_ms),
                crate::clock::format_ms(l.clock.black_ms),
                crate::i18n::sheet::moves(l),
                crate::interop::sheet::local(e.at_ms),
                e.who.clone(),
            ]
        });
        let mut table = crate::interop::sheet::columns(std::iter::once(heading).chain(rows));
        let heading = if table.is_empty() {
            String::new()
        } else {
            table.remove(0)
        };
        (heading, table)
    }
}
