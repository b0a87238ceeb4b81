//! Penalties (Art. 12.9): for whom, which, and how much time.

use shakmaty::Color;

use super::clock::{mmss, parse_amount};
use super::{Choice, InputFor, sides};
use crate::tui::app::App;
use crate::tui::intent::{Intent, PenaltyKind, Request};
use crate::tui::model::{BoardModel, side_word};

/// The player penalised.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::tui::app) struct PenaltySide {
    side: Color,
    label: String,
}

impl PenaltySide {
    pub(in crate::tui::app) fn label(&self) -> String {
        self.label.clone()
    }
}

/// A penalty for `side`; its label is the kind's.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::tui::app) struct PenaltyChoice {
    pub side: Color,
    pub kind: PenaltyKind,
}

/// The time of a time penalty, to be typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::tui::app) struct PenaltyTime {
    side: Color,
    kind: PenaltyKind,
}

impl App {
    /// `p`: for whom.
    pub(in crate::tui::app) fn open_penalty(&mut self, b: &BoardModel) {
        let choices = sides(b)
            .into_iter()
            .map(|(side, label)| Choice::PenaltySide(PenaltySide { side, label }))
            .collect();
        self.choose(
            format!("Board {}: penalty for (Art. 12.9)", b.number),
            Vec::new(),
            choices,
        );
    }

    pub(in crate::tui::app) fn penalty_side_chosen(&mut self, b: &BoardModel, c: PenaltySide) {
        let side = c.side;
        self.choose(
            format!(
                "Board {}: penalty for {} (Art. 12.9)",
                b.number,
                side_word(side)
            ),
            Vec::new(),
            PenaltyKind::ALL
                .iter()
                .map(|&kind| Choice::Penalty(PenaltyChoice { side, kind }))
                .collect(),
        );
    }

    pub(in crate::tui::app) fn penalty_chosen(&mut self, b: &BoardModel, c: PenaltyChoice) {
        let PenaltyChoice { side, kind } = c;
        let n = b.number;
        if kind.takes_time() {
            self.input(
                InputFor::PenaltyTime(PenaltyTime { side, kind }),
                format!("Board {n}: {}", kind.label()),
                "Amount (m:ss):",
            );
            return;
        }
        let what = match kind {
            PenaltyKind::GameLost => format!(
                "{} loses the game on board {n}: {} (Art. 12.9.6)?",
                side_word(side),
                if side == Color::White { "0-1" } else { "1-0" }
            ),
            PenaltyKind::Warning | PenaltyKind::OpponentTime | PenaltyKind::OffenderTime => {
                format!(
                    "Warn {} ({}) on board {n} (Art. 12.9.1)?",
                    side_word(side),
                    b.name(side)
                )
            }
        };
        let req = self.request(
            b,
            Intent::Penalty {
                side,
                kind,
                ms: None,
            },
        );
        self.confirm(req, "Penalty", vec![what]);
    }

    pub(in crate::tui::app) fn submit_penalty_time(
        &mut self,
        b: &BoardModel,
        p: &PenaltyTime,
        text: &str,
    ) -> Result<Vec<Request>, String> {
        let PenaltyTime { side, kind } = *p;
        let ms = parse_amount(text)?.abs();
        let (who, verb) = match kind {
            PenaltyKind::OpponentTime => (!side, "Add"),
            PenaltyKind::Warning | PenaltyKind::OffenderTime | PenaltyKind::GameLost => {
                (side, "Take")
            }
        };
        let prep = if verb == "Add" { "to" } else { "from" };
        let req = self.request(
            b,
            Intent::Penalty {
                side,
                kind,
                ms: Some(ms),
            },
        );
        self.confirm(
            req,
            "Penalty",
            vec![format!(
                "Penalty for {} on board {}: {verb} {} {prep} {}'s clock (Art. {})?",
                side_word(side),
                b.number,
                mmss(ms),
                side_word(who),
                kind.article()
            )],
        );
        Ok(Vec::new())
    }
}
