//! A note of the arbiter's on the open board.

use super::InputFor;
use crate::tui::app::App;
use crate::tui::intent::{Intent, Request};
use crate::tui::model::BoardModel;

impl App {
    /// `n`: the note field.
    pub(in crate::tui::app) fn open_note(&mut self, b: &BoardModel) {
        let title = self.t("tui-note-title", &[("number", b.number.into())]);
        let prompt = self.t("tui-note-prompt", &[]);
        self.input(InputFor::Note, title, &prompt);
    }

    pub(in crate::tui::app) fn submit_note(
        &mut self,
        b: &BoardModel,
        text: &str,
    ) -> Result<Vec<Request>, String> {
        if text.is_empty() {
            return Err(self.t("tui-note-empty", &[]));
        }
        Ok(vec![self.request(
            b,
            Intent::Note {
                text: text.to_owned(),
            },
        )])
    }
}
