//! The move prompt: a move in SAN, checked as typed; only a legal move is sent.

use super::InputFor;
use crate::tui::app::App;
use crate::tui::intent::{Intent, Request};
use crate::tui::model::{BoardModel, side_word};

/// "legal: 12...Nf6" or why not, as typed; nothing while the field is empty.
pub(in crate::tui::app) fn feedback(b: &BoardModel, text: &str) -> Option<Result<String, String>> {
    if text.is_empty() {
        return None;
    }
    Some(match b.record.parse_san(text) {
        Ok(_) => Ok(format!("legal: {}{text}", b.next_move_label())),
        Err(e) => Err(e.to_string()),
    })
}

impl App {
    /// `m`: the move prompt.
    pub(in crate::tui::app) fn open_move(&mut self, b: &BoardModel) {
        self.input(
            InputFor::Move,
            format!(
                "Board {}: {}'s move {}",
                b.number,
                side_word(b.turn()),
                b.next_move_label()
            ),
            "SAN:",
        );
    }

    pub(in crate::tui::app) fn submit_move(
        &mut self,
        b: &BoardModel,
        text: &str,
    ) -> Result<Vec<Request>, String> {
        b.record.parse_san(text).map_err(|e| e.to_string())?;
        Ok(vec![self.request(
            b,
            Intent::Move {
                san: text.to_owned(),
            },
        )])
    }
}
