//! The round checklist in the app (issue 35, item 5): what the arbiter checks when the round
//! starts (boards without players or time control, pairings not confirmed) and when it is
//! closed (boards without a result, pending decisions, III.6 claims not ruled on, flags not
//! judged), found by the event layer (`event::checklist`) on the boards as last folded — the
//! same facts `arbiter round set`, `round close` and `round` list.

use super::App;
use super::dialogs::{Dialog, OnYes};
use crate::event::RoundState;
use crate::event::checklist::{self, Checklist, RoundWarning};
use crate::tui::view::StatusKind;

/// The warnings shown in a dialog: more are counted, not listed (the box scrolls no further
/// than a screen).
const LISTED: usize = 12;

/// How long the title's count of the round checklist is kept while no board changes.
const RECOUNT_MS: i64 = 10_000;

impl App {
    /// The round's boards as the event layer folded them, with whether each side is a player
    /// of the event's list. Boards not read from a file (the demo) have none.
    fn folded(&self) -> impl Iterator<Item = (&crate::event::BoardState, Option<[bool; 2]>)> {
        self.boards
            .iter()
            .filter_map(|b| b.basis.as_ref().map(|x| (&x.state, b.confirmed)))
    }

    /// The round's `which` checklist now.
    pub(super) fn round_warnings(&self, which: Checklist) -> Vec<RoundWarning> {
        match which {
            Checklist::Start => {
                let Some(settings) = self.boards.iter().find_map(|b| b.basis.as_ref()) else {
                    return Vec::new();
                };
                checklist::at_start(self.folded(), &settings.settings)
            }
            Checklist::Close => checklist::at_close(self.folded().map(|(s, _)| s), self.now_ms),
        }
    }

    /// The round's state and the number of things its checklist lists in that state (as
    /// `arbiter round` shows them), kept until a board changes or [`RECOUNT_MS`] pass (a flag
    /// falling is the one change time alone makes): a pass over every board of the round, which
    /// at 9,000 boards once a second cost more than the idle hall itself (issue 36).
    pub(super) fn round_check(&mut self) -> (RoundState, usize) {
        let key = (self.hall_gen, self.now_ms.div_euclid(RECOUNT_MS));
        if let Some((k, state, count)) = self.round_cache
            && k == key
        {
            return (state, count);
        }
        let state = RoundState::of(self.folded().map(|(s, _)| s));
        let count = checklist::for_state(
            state,
            || self.round_warnings(Checklist::Start),
            || self.round_warnings(Checklist::Close),
        )
        .len();
        self.round_cache = Some((key, state, count));
        (state, count)
    }

    /// The checklist's lines for a dialog: its count line, then each warning ("! board 1.3: no
    /// result yet"), at most [`LISTED`] of them and how many more.
    pub(super) fn checklist_lines(&self, head: &str, warnings: &[RoundWarning]) -> Vec<String> {
        let cat = crate::i18n::catalog(self.look.lang);
        let mut lines = vec![self.t(head, &[("count", warnings.len().into())])];
        lines.extend(warnings.iter().take(LISTED).map(|w| {
            format!(
                "! {}",
                crate::text::for_terminal(&crate::i18n::board::round_warning(cat, w))
            )
        }));
        if warnings.len() > LISTED {
            lines.push(self.t(
                "tui-round-check-more",
                &[("count", (warnings.len() - LISTED).into())],
            ));
        }
        lines
    }

    /// `C` in the hall: the closing checklist in a dialog; on yes the hall shows the next round.
    pub(super) fn close_round(&mut self) {
        // Boards still being read (issue 36) would be missing from the checklist.
        if self.still_loading() {
            return;
        }
        let warnings = self.round_warnings(Checklist::Close);
        self.dialog = Some(Dialog::Confirm {
            on_yes: OnYes::CloseRound,
            title: self.t("tui-round-close-title", &[]),
            lines: self.checklist_lines("tui-round-close", &warnings),
        });
    }

    /// The close confirmed: the next round's boards (what `>` shows), and what was left open.
    pub(super) fn round_closed(&mut self) {
        let open = self.round_warnings(Checklist::Close).len();
        self.set_status(
            self.t("tui-round-closed", &[("count", open.into())]),
            StatusKind::Info,
        );
        self.round_step = Some(1);
    }
}
