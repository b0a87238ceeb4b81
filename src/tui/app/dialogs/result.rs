//! The result of a game: the one the Laws call for first, then the usual ones, each with the
//! article it is given under (the PGN's Termination follows from it).

use super::Choice;
use crate::rules::{GameScore, Points};
use crate::tui::app::App;
use crate::tui::intent::{Intent, ResultOption};
use crate::tui::model::BoardModel;

impl App {
    /// `r`: which result — or, while a postponed III.5 claim or a referred III.6 claim waits,
    /// the ruling on it first (III.5.2, III.6.2: the result comes with the ruling).
    pub(in crate::tui::app) fn open_result(&mut self, b: &BoardModel) {
        if let Some(due) = b.ruling_due.clone()
            && (due.postponed || due.referred)
        {
            self.rule_dialog(b, &due);
            return;
        }
        let choices = result_options(b).into_iter().map(Choice::Result).collect();
        self.choose(format!("Board {}: result", b.number), Vec::new(), choices);
    }

    pub(in crate::tui::app) fn result_chosen(&mut self, b: &BoardModel, c: ResultOption) {
        let why = if c.reason.is_empty() {
            String::new()
        } else {
            format!(" ({})", c.reason)
        };
        let line = format!(
            "Set the result of board {} ({} {} {}) to {}{why}?",
            b.number,
            b.white,
            self.dash(),
            b.black,
            c.score
        );
        let req = self.request(b, Intent::Result(c));
        self.confirm(req, "Result", vec![line]);
    }
}

/// Results to offer, the one the Laws call for first (a mandatory end, or the Art. 6.9 verdict),
/// then resignations, agreement, the scores of Art. 10.2/11.7 and the forfeits of Art. 6.7.
fn result_options(b: &BoardModel) -> Vec<ResultOption> {
    let mut options = Vec::new();
    if let Some(end) = b.record.ending() {
        options.push(ResultOption::new(
            end.score(),
            &end.reason,
            Some(end.article),
        ));
    }
    if let Some(finding) = b.flag_finding()
        && let Some(result) = finding.result
    {
        options.push(ResultOption::new(
            result,
            &finding.reason,
            Some(&finding.article),
        ));
    }
    for (score, why, article) in [
        (GameScore::WHITE_WINS, "Black resigns", None),
        (GameScore::BLACK_WINS, "White resigns", None),
        (GameScore::DRAW, "draw agreed", Some("9.1.2")),
        (GameScore::WHITE_WINS, "", None),
        (GameScore::BLACK_WINS, "", None),
        (GameScore::DRAW, "", None),
        (
            GameScore::played(Points::Zero, Points::Zero),
            "both lose",
            Some("11.7"),
        ),
        (
            GameScore::WHITE_FORFEIT_WIN,
            "Black did not play: forfeit",
            Some("6.7.1"),
        ),
        (
            GameScore::BLACK_FORFEIT_WIN,
            "White did not play: forfeit",
            Some("6.7.1"),
        ),
        (
            GameScore::DOUBLE_FORFEIT,
            "neither played: double forfeit",
            Some("6.7.1"),
        ),
    ] {
        options.push(ResultOption::new(score, why, article));
    }
    options
}
