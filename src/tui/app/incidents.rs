//! The incidents screen: every board's claims, decisions, penalties, illegal moves, offers,
//! results, clock changes and notes, newest first, filtered by board and by kind.

use super::App;
use crate::tui::view::IncidentRow;

/// The kinds the incidents screen filters by, in the order `k` cycles through them.
pub(super) const KINDS: [&str; 10] = [
    "claim", "decision", "penalty", "illegal", "offer", "result", "clock", "flag", "note",
    "takeback",
];

impl App {
    /// `f`: show only the highlighted incident's board, or every board again.
    pub(super) fn filter_board(&mut self) {
        self.inc_board = match self.inc_board {
            Some(_) => None,
            None => self.incident_rows().get(self.inc_selected).map(|r| r.board),
        };
        self.inc_selected = 0;
    }

    /// `k`: the next kind to show, after the last every kind again.
    pub(super) fn cycle_kind(&mut self) {
        self.inc_kind = match self.inc_kind {
            None => Some(0),
            Some(i) if i + 1 < KINDS.len() => Some(i + 1),
            Some(_) => None,
        };
        self.inc_selected = 0;
    }

    pub(super) fn incident_rows(&self) -> Vec<IncidentRow> {
        let mut rows: Vec<IncidentRow> = self
            .boards
            .iter()
            .filter(|b| self.inc_board.is_none_or(|n| n == b.number))
            .flat_map(|b| b.incidents.iter().cloned())
            .filter(|r| self.inc_kind.is_none_or(|k| r.kind == KINDS[k]))
            .collect();
        rows.sort_by(|a, b| b.time.cmp(&a.time).then(b.board.cmp(&a.board)));
        rows
    }
}
