//! The result of a game: the one the Laws call for first, then the usual ones.

use super::Choice;
use crate::tui::app::App;
use crate::tui::intent::Intent;
use crate::tui::model::BoardModel;

/// A result to set, with why (empty: the arbiter's own).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::tui::app) struct ResultChoice {
    result: String,
    reason: String,
}

impl ResultChoice {
    pub(in crate::tui::app) fn label(&self) -> String {
        if self.reason.is_empty() {
            self.result.clone()
        } else {
            format!("{}  {}", self.result, self.reason)
        }
    }
}

impl App {
    /// `r`: which result.
    pub(in crate::tui::app) fn open_result(&mut self, b: &BoardModel) {
        let choices = result_options(b).into_iter().map(Choice::Result).collect();
        self.choose(format!("Board {}: result", b.number), Vec::new(), choices);
    }

    pub(in crate::tui::app) fn result_chosen(&mut self, b: &BoardModel, c: ResultChoice) {
        let ResultChoice { result, reason } = c;
        let why = if reason.is_empty() {
            String::new()
        } else {
            format!(" ({reason})")
        };
        let line = format!(
            "Set the result of board {} ({} {} {}) to {result}{why}?",
            b.number,
            b.white,
            self.dash(),
            b.black
        );
        let req = self.request(b, Intent::Result { result, reason });
        self.confirm(req, "Result", vec![line]);
    }
}

/// Results to offer, the one the Laws call for first (a mandatory end, or the Art. 6.9 verdict).
fn result_options(b: &BoardModel) -> Vec<ResultChoice> {
    let mut options = Vec::new();
    if let Some(end) = b.record.ending() {
        options.push(ResultChoice {
            result: end.result.to_owned(),
            reason: format!("{} (Art. {})", end.reason, end.article),
        });
    }
    if let Some(finding) = b.flag_finding()
        && let Some(result) = finding.result
    {
        options.push(ResultChoice {
            result,
            reason: format!("{} (Art. {})", finding.reason, finding.article),
        });
    }
    for (r, why) in [
        ("1-0", "Black resigns"),
        ("0-1", "White resigns"),
        ("1/2-1/2", "draw agreed"),
        ("1-0", ""),
        ("0-1", ""),
        ("1/2-1/2", ""),
        ("0-0", "both lose (Art. 11.7)"),
    ] {
        options.push(ResultChoice {
            result: r.to_owned(),
            reason: why.to_owned(),
        });
    }
    options
}
