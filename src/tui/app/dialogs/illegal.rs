//! A completed illegal move (Art. 7.5.5): by whom, and what the rules engine finds it leads to.
//! Only the illegal move is requested; the result of one that loses is added by the event layer
//! (`event::command::check_all`), so the CLI and the app record the same.

use shakmaty::Color;

use super::{Choice, sides};
use crate::event::procedure;
use crate::tui::app::App;
use crate::tui::app::dialogs::clock::mmss;
use crate::tui::intent::Intent;
use crate::tui::model::{BoardModel, side_word};

/// The player who completed the illegal move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::tui::app) struct IllegalBy {
    side: Color,
    label: String,
}

impl IllegalBy {
    pub(in crate::tui::app) fn label(&self) -> String {
        self.label.clone()
    }
}

impl App {
    /// `x`: who completed an illegal move.
    pub(in crate::tui::app) fn open_illegal(&mut self, b: &BoardModel) {
        let choices = sides(b)
            .into_iter()
            .map(|(side, label)| Choice::Illegal(IllegalBy { side, label }))
            .collect();
        self.choose(
            format!("Board {}: illegal move by (Art. 7.5)", b.number),
            Vec::new(),
            choices,
        );
    }

    pub(in crate::tui::app) fn illegal_chosen(&mut self, b: &BoardModel, c: IllegalBy) {
        let (intent, lines) = illegal_move(b, c.side);
        let req = self.request(b, intent);
        self.confirm(req, "Illegal move", lines);
    }
}

/// Art. 7.5.5: what the `count`-th illegal move by `side` leads to, as the rules engine finds it.
fn illegal_move(b: &BoardModel, side: Color) -> (Intent, Vec<String>) {
    let n = b.number;
    let count = b.illegal_count(side).saturating_add(1);
    let ordinal = match count {
        1 => "first",
        2 => "second",
        3 => "third",
        _ => "another",
    };
    match procedure::illegal_move_finding_at(b.record.position(), b.laws, side, u32::from(count)) {
        None => {
            let bonus = b.laws.illegal_move_bonus_ms(b.category);
            let lines = vec![format!(
                "Board {n}: {ordinal} illegal move by {}. Add {} to {}'s clock (Art. 7.5.5)?",
                side_word(side),
                mmss(bonus),
                side_word(!side)
            )];
            (
                Intent::IllegalMove {
                    by: side,
                    count,
                    bonus_ms: bonus,
                },
                lines,
            )
        }
        Some(finding) => {
            let result = finding
                .result
                .map_or_else(|| "?".to_owned(), |r| r.to_string());
            let mut lines = vec![
                format!("Board {n}: {ordinal} illegal move by {}.", side_word(side)),
                format!("{} (Art. {}).", finding.reason, finding.article),
            ];
            if finding.check {
                // The event layer records no result it could not establish (7.5.5).
                lines.push(format!(
                    "Look at the position, then record the result ({result}?) yourself."
                ));
                lines.push("Record the illegal move?".into());
            } else {
                lines.push(format!("Record the result {result}?"));
            }
            (
                Intent::IllegalMove {
                    by: side,
                    count,
                    bonus_ms: 0,
                },
                lines,
            )
        }
    }
}
