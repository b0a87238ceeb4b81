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

/// The reason of a penalty, to be typed (after its time, for a time penalty).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::tui::app) struct PenaltyReason {
    side: Color,
    kind: PenaltyKind,
    ms: Option<i64>,
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
        self.ask_penalty_reason(b, side, kind, None);
    }

    /// The reason, asked for every penalty (recorded with it, and in the report).
    fn ask_penalty_reason(
        &mut self,
        b: &BoardModel,
        side: Color,
        kind: PenaltyKind,
        ms: Option<i64>,
    ) {
        self.input(
            InputFor::PenaltyReason(PenaltyReason { side, kind, ms }),
            format!(
                "Board {}: {} for {} — why?",
                b.number,
                kind.label(),
                side_word(side)
            ),
            "Reason:",
        );
    }

    pub(in crate::tui::app) fn submit_penalty_time(
        &mut self,
        b: &BoardModel,
        p: &PenaltyTime,
        text: &str,
    ) -> Result<Vec<Request>, String> {
        let PenaltyTime { side, kind } = *p;
        let ms = parse_amount(text)?.abs();
        if ms == 0 {
            return Err("a time penalty needs a time above 0".into());
        }
        self.ask_penalty_reason(b, side, kind, Some(ms));
        Ok(Vec::new())
    }

    pub(in crate::tui::app) fn submit_penalty_reason(
        &mut self,
        b: &BoardModel,
        p: &PenaltyReason,
        text: &str,
    ) -> Result<Vec<Request>, String> {
        let PenaltyReason { side, kind, ms } = *p;
        let reason = text.trim();
        if reason.is_empty() {
            return Err("a penalty needs a reason (Art. 12.9)".into());
        }
        let n = b.number;
        let what = match (kind, ms) {
            (PenaltyKind::OpponentTime, Some(ms)) => format!(
                "Penalty for {} on board {n}: add {} to {}'s clock (Art. 12.9.2)?",
                side_word(side),
                mmss(ms),
                side_word(!side)
            ),
            (PenaltyKind::OffenderTime, Some(ms)) => format!(
                "Penalty for {} on board {n}: take {} from {}'s clock (Art. 12.9.3)?",
                side_word(side),
                mmss(ms),
                side_word(side)
            ),
            (PenaltyKind::GameLost, _) => format!(
                "{} loses the game on board {n}: {} (Art. 12.9.6)?",
                side_word(side),
                if side == Color::White { "0-1" } else { "1-0" }
            ),
            (PenaltyKind::Warning, _) => format!(
                "Warn {} ({}) on board {n} (Art. 12.9.1)?",
                side_word(side),
                b.name(side)
            ),
            (kind, _) => format!(
                "Penalty for {} ({}) on board {n}: {}?",
                side_word(side),
                b.name(side),
                kind.label()
            ),
        };
        let req = self.request(
            b,
            Intent::Penalty {
                side,
                kind,
                ms,
                reason: reason.to_owned(),
            },
        );
        self.confirm(req, "Penalty", vec![what, format!("Reason: {reason}")]);
        Ok(Vec::new())
    }
}
