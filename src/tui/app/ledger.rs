//! The claims-ahead ledger on the board screen (issue 35, item 3; Arbiters' Manual 2025 p.32):
//! `L` shows, instead of the move list, every ply at which a 9.2 or 9.3 claim would have been
//! correct and every repeated position labelled A 1/3, A 2/3, … — the lines `arbiter show` and
//! `rules analyze --ledger` print, from the same function (`GameRecord::ledger`, worded by
//! `i18n::reminder::ledger_lines`). Up, Down, PageUp, PageDown scroll it.

use super::App;
use crate::tui::keymap::Action;
use crate::tui::model::BoardModel;
use crate::tui::view::LedgerView;

/// The ledger as the board screen shows it: which board, at which sequence number, its lines,
/// and how far it is scrolled.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(super) struct LedgerShown {
    /// The board and its sequence number the lines were found at (`None`: not yet).
    of: Option<(u32, u32)>,
    lines: Vec<String>,
    pub(super) offset: usize,
}

impl App {
    /// `L` on the board screen: the ledger instead of the move list, or the move list again.
    pub(super) fn toggle_ledger(&mut self) {
        self.ledger = match self.ledger.take() {
            Some(_) => None,
            None => Some(LedgerShown::default()),
        };
    }

    /// Up, Down, PageUp, PageDown, Home, End on the ledger: scroll it (the view keeps the
    /// offset in its range).
    pub(super) fn scroll_ledger(&mut self, action: Action) {
        let page = usize::from(self.height).saturating_sub(8).max(1);
        let Some(shown) = self.ledger.as_mut() else {
            return;
        };
        shown.offset = match action {
            Action::Up => shown.offset.saturating_sub(1),
            Action::Down => shown.offset.saturating_add(1),
            Action::PageUp => shown.offset.saturating_sub(page),
            Action::PageDown => shown.offset.saturating_add(page),
            Action::Top => 0,
            _ => usize::MAX,
        };
    }
}

/// The ledger of `b` for the view, when shown (worded in `lang`), found again only when the
/// board changed.
pub(super) fn view(
    shown: &mut Option<LedgerShown>,
    lang: crate::i18n::Lang,
    b: &BoardModel,
) -> Option<LedgerView> {
    let shown = shown.as_mut()?;
    if shown.of != Some((b.number, b.seq)) {
        let record = &b.record;
        shown.lines = crate::i18n::reminder::ledger_lines(
            crate::i18n::catalog(lang),
            record,
            &record.ledger(),
        );
        shown.of = Some((b.number, b.seq));
    }
    shown.offset = shown.offset.min(shown.lines.len().saturating_sub(1));
    Some(LedgerView {
        lines: shown.lines.clone(),
        offset: shown.offset,
    })
}
