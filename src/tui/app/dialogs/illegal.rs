//! A completed illegal move (Art. 7.5.5): by whom, and what the rules engine finds it leads to.
//! Only the illegal move is requested; the result of one that loses is added by the event layer
//! (`event::command::check_all`), so the CLI and the app record the same.

use shakmaty::Color;

use super::Choice;
use crate::event::procedure;
use crate::tui::app::dialogs::clock::mmss;
use crate::tui::app::{App, Request};
use crate::tui::intent::Intent;
use crate::tui::lang::side_arg;
use crate::tui::model::BoardModel;

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

    /// The illegal move this option records, as the event layer is asked about it.
    pub(in crate::tui::app) fn probe(&self) -> Intent {
        Intent::IllegalMove {
            by: self.side,
            count: 0,
            bonus_ms: 0,
        }
    }
}

/// `space` with no move entered (issue 20): pressing the clock without making a move is an
/// illegal move (Art. 7.5.3 in 2023), so the press is not made silently.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::tui::app) enum PressWithoutMove {
    /// Record it as the completed illegal move of the player who pressed (Art. 7.5.5).
    Illegal(IllegalBy),
    /// The player did move on the board; the arbiter keeps only the clock here.
    PressAnyway(String),
}

impl PressWithoutMove {
    pub(in crate::tui::app) fn label(&self) -> String {
        match self {
            PressWithoutMove::Illegal(by) => by.label(),
            PressWithoutMove::PressAnyway(label) => label.clone(),
        }
    }
}

impl App {
    /// `space` on a running clock: ask first, offering 7.5.5 for the player whose clock runs
    /// (pressing without moving is an illegal move, Art. 7.5.3 in 2023), or the press as it stands.
    pub(in crate::tui::app) fn open_press_without_move(&mut self, b: &BoardModel, side: Color) {
        let illegal = self.t(
            "tui-press-no-move-illegal",
            &[
                ("side", side_arg(side).into()),
                ("name", b.name(side).to_owned().into()),
            ],
        );
        let choices = vec![
            Choice::Press(PressWithoutMove::Illegal(IllegalBy {
                side,
                label: illegal,
            })),
            Choice::Press(PressWithoutMove::PressAnyway(
                self.t("tui-press-no-move-anyway", &[]),
            )),
        ];
        let title = self.t("tui-press-no-move-title", &[("number", b.number.into())]);
        let why = self.t(
            "tui-press-no-move-why",
            &[
                ("side", side_arg(side).into()),
                ("article", b.laws.press_without_move_article().into()),
            ],
        );
        self.choose(title, vec![why], choices);
    }

    /// The answer to [`App::open_press_without_move`].
    pub(in crate::tui::app) fn press_without_move_chosen(
        &mut self,
        b: &BoardModel,
        c: PressWithoutMove,
    ) -> Vec<Request> {
        match c {
            PressWithoutMove::Illegal(by) => {
                self.illegal_chosen(b, by);
                Vec::new()
            }
            PressWithoutMove::PressAnyway(_) => {
                vec![self.request(b, Intent::Clock(crate::tui::intent::ClockAction::Press))]
            }
        }
    }

    /// Who may have completed an illegal move on `b`: either side.
    pub(in crate::tui::app) fn illegal_choices(&self, b: &BoardModel) -> Vec<Choice> {
        self.sides(b)
            .into_iter()
            .map(|(side, label)| Choice::Illegal(IllegalBy { side, label }))
            .collect()
    }

    /// `x`: who completed an illegal move.
    pub(in crate::tui::app) fn open_illegal(&mut self, b: &BoardModel) {
        let choices = self.illegal_choices(b);
        let title = self.t("tui-illegal-title", &[("number", b.number.into())]);
        self.choose(title, Vec::new(), choices);
    }

    pub(in crate::tui::app) fn illegal_chosen(&mut self, b: &BoardModel, c: IllegalBy) {
        let (intent, lines) = self.illegal_move(b, c.side);
        let req = self.request(b, intent);
        let title = self.t("tui-illegal-confirm-title", &[]);
        self.confirm(req, &title, lines);
    }

    /// Art. 7.5.5: what the `count`-th illegal move by `side` leads to, as the rules engine
    /// finds it.
    fn illegal_move(&self, b: &BoardModel, side: Color) -> (Intent, Vec<String>) {
        let n = b.number;
        let count = b.illegal_count(side).saturating_add(1);
        let which = self.t(
            "tui-illegal-which",
            &[
                ("number", n.into()),
                ("count", count.into()),
                ("side", side_arg(side).into()),
            ],
        );
        match procedure::illegal_move_finding_at(
            b.record.position(),
            b.laws,
            side,
            u32::from(count),
        ) {
            None => {
                let bonus = b.laws.illegal_move_bonus_ms(b.category);
                let add = self.t(
                    "tui-illegal-add",
                    &[
                        ("time", mmss(bonus).into()),
                        ("opponent", side_arg(!side).into()),
                    ],
                );
                let lines = vec![format!("{which} {add}")];
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
                    which,
                    self.t(
                        "tui-illegal-finding",
                        &[
                            (
                                "reason",
                                crate::i18n::rules::finding(self.cat(), &finding.why).into(),
                            ),
                            ("article", finding.article.clone().into()),
                        ],
                    ),
                ];
                if finding.check {
                    // The event layer records no result it could not establish (7.5.5).
                    lines.push(self.t("tui-illegal-look", &[("result", result.into())]));
                    lines.push(self.t("tui-illegal-record", &[]));
                } else {
                    lines.push(self.t("tui-illegal-record-result", &[("result", result.into())]));
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
}
