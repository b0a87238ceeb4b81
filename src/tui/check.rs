//! Before a confirmation: would the event layer accept this action? The app asks the one check
//! of the check-then-append pipeline (`event::command::check_all`) on the board as last folded,
//! with the event's settings (the edition, Guidelines III announced or not, III.2.1), the
//! request turned into commands by the same mapping the store source records with
//! ([`crate::tui::store_source::commands_for`]). No rule is written here: a refusal is the
//! engine's own, worded with its article ("Guidelines III … not announced (III.2.1)").

use std::sync::Arc;

use crate::event::command::check_all;
use crate::event::{BoardState, EventSettings};
use crate::i18n::Lang;
use crate::tui::intent::Intent;

/// What the engine judges an action on: the folded board and the event's settings.
#[derive(Debug)]
pub struct Basis {
    pub state: BoardState,
    pub settings: Arc<EventSettings>,
}

impl Basis {
    /// Why the event layer would refuse `intent` at `now_ms` (its reason, with the article,
    /// worded in `lang` for the app: `i18n::refusal::why_in_app`), or `None` when it would
    /// record it.
    pub fn refusal(&self, intent: &Intent, now_ms: i64, lang: Lang) -> Option<String> {
        let commands = crate::tui::store_source::commands_for(intent);
        check_all(&self.state, &self.settings, &commands, now_ms)
            .err()
            .map(|r| crate::i18n::refusal::why_in_app(crate::i18n::catalog(lang), &r.error.why))
    }
}
