//! Penalties (Art. 12.9): for whom, which, and how much time.

use shakmaty::Color;

use super::clock::mmss;
use super::{Choice, InputFor};
use crate::tui::app::App;
use crate::tui::intent::{Intent, PenaltyKind, Request};
use crate::tui::lang::side_arg;
use crate::tui::model::BoardModel;

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
        let choices = self
            .sides(b)
            .into_iter()
            .map(|(side, label)| Choice::PenaltySide(PenaltySide { side, label }))
            .collect();
        let title = self.t("tui-penalty-for", &[("number", b.number.into())]);
        self.choose(title, Vec::new(), choices);
    }

    pub(in crate::tui::app) fn penalty_side_chosen(&mut self, b: &BoardModel, c: PenaltySide) {
        let side = c.side;
        let title = self.t(
            "tui-penalty-for-side",
            &[("number", b.number.into()), ("side", side_arg(side).into())],
        );
        self.choose(
            title,
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
            let title = self.t(
                "tui-penalty-time-title",
                &[
                    ("number", n.into()),
                    ("penalty", self.t(kind.label(), &[]).into()),
                ],
            );
            let prompt = self.t("tui-penalty-time-prompt", &[]);
            self.input(
                InputFor::PenaltyTime(PenaltyTime { side, kind }),
                title,
                &prompt,
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
        let title = self.t(
            "tui-penalty-why-title",
            &[
                ("number", b.number.into()),
                ("penalty", self.t(kind.label(), &[]).into()),
                ("side", side_arg(side).into()),
            ],
        );
        let prompt = self.t("tui-penalty-why-prompt", &[]);
        self.input(
            InputFor::PenaltyReason(PenaltyReason { side, kind, ms }),
            title,
            &prompt,
        );
    }

    pub(in crate::tui::app) fn submit_penalty_time(
        &mut self,
        b: &BoardModel,
        p: &PenaltyTime,
        text: &str,
    ) -> Result<Vec<Request>, String> {
        let PenaltyTime { side, kind } = *p;
        let ms = self.parse_amount(text)?.abs();
        if ms == 0 {
            return Err(self.t("tui-penalty-needs-time", &[]));
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
            return Err(self.t("tui-penalty-needs-reason", &[]));
        }
        let n = b.number;
        let (id, time) = match (kind, ms) {
            (PenaltyKind::OpponentTime, Some(ms)) => ("tui-penalty-confirm-add", mmss(ms)),
            (PenaltyKind::OffenderTime, Some(ms)) => ("tui-penalty-confirm-take", mmss(ms)),
            (PenaltyKind::Measure(crate::event::PenaltyMeasure::GameLost), _) => {
                ("tui-penalty-confirm-lost", String::new())
            }
            (PenaltyKind::Warning, _) => ("tui-penalty-confirm-warn", String::new()),
            (_, _) => ("tui-penalty-confirm", String::new()),
        };
        let what = self.t(
            id,
            &[
                ("side", side_arg(side).into()),
                ("opponent", side_arg(!side).into()),
                ("name", b.name(side).to_owned().into()),
                ("number", n.into()),
                ("time", time.into()),
                (
                    "result",
                    if side == Color::White { "0-1" } else { "1-0" }.into(),
                ),
                ("penalty", self.t(kind.label(), &[]).into()),
            ],
        );
        let req = self.request(
            b,
            Intent::Penalty {
                side,
                kind,
                ms,
                reason: reason.to_owned(),
            },
        );
        let title = self.t("tui-penalty-confirm-title", &[]);
        let reason = self.t(
            "tui-penalty-reason",
            &[("reason", reason.to_owned().into())],
        );
        self.confirm(req, &title, vec![what, reason]);
        Ok(Vec::new())
    }
}
