//! The move prompt: a move in SAN, checked as typed; only a legal move is sent.

use super::InputFor;
use crate::tui::app::App;
use crate::tui::intent::{Intent, Request};
use crate::tui::model::{BoardModel, side_word};

/// A move as typed, and whether it ends with `=`: a draw offer made with it (Art. 9.1.2.1,
/// written "(=)" on the scoresheet).
/// A trailing `=` that would leave an unfinished promotion ("e8=") is not an offer.
fn split_offer<'a>(b: &BoardModel, text: &'a str) -> (&'a str, bool) {
    let t = text.trim();
    match t.strip_suffix("(=)").or_else(|| t.strip_suffix('=')) {
        Some(san) if b.record.parse_san(san.trim_end()).is_ok() => (san.trim_end(), true),
        _ => (t, false),
    }
}

/// "legal: 12...Nf6" or why not, as typed; nothing while the field is empty.
pub(in crate::tui::app) fn feedback(b: &BoardModel, text: &str) -> Option<Result<String, String>> {
    if text.is_empty() {
        return None;
    }
    let (san, offer) = split_offer(b, text);
    Some(match b.record.parse_san(san) {
        Ok(_) => Ok(format!(
            "legal: {}{san}{}",
            b.next_move_label(),
            if offer { " with a draw offer (=)" } else { "" }
        )),
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
        let (san, offer) = split_offer(b, text);
        b.record.parse_san(san).map_err(|e| e.to_string())?;
        // As on the board: entering the move presses the clock when the mover's clock runs.
        let press = b
            .clock
            .is_some_and(|c| c.started && !c.paused && c.running == Some(b.turn()));
        Ok(vec![self.request(
            b,
            Intent::Move {
                san: san.to_owned(),
                press,
                offer,
            },
        )])
    }
}
