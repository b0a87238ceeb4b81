//! The arbiter's ruling on a Guidelines III claim (III.4 request, III.5 claim waiting or
//! postponed, III.6 referred claim), with the facts that bear on it in view.

use super::{Choice, InputFor};
use crate::event::{ClaimKind, Ruling};
use crate::rules::GameScore;
use crate::tui::app::App;
use crate::tui::intent::{Intent, Request};
use crate::tui::lang::side_arg;
use crate::tui::model::{BoardModel, RulingDue};

/// A ruling the arbiter can give, as listed, and what it records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::tui::app) struct RulingChoice {
    pub label: String,
    intent: Intent,
}

impl RulingChoice {
    /// What choosing this ruling records.
    pub(in crate::tui::app) fn intent(&self) -> &Intent {
        &self.intent
    }
}

impl App {
    /// Rule on a Guidelines III claim (III.4 request, III.5 claim waiting or postponed, III.6
    /// referred claim), with the facts that bear on it in view.
    pub(in crate::tui::app) fn rule_dialog(&mut self, b: &BoardModel, due: &RulingDue) {
        let n = b.number;
        let by = due.by;
        let win = GameScore::win(!by);
        let args = [
            ("side", side_arg(by).into()),
            ("opponent", side_arg(!by).into()),
            ("result", win.to_string().into()),
        ];
        let rule = |id: &str, ruling, opponent_ms, result: Option<GameScore>| RulingChoice {
            label: self.t(id, &args),
            intent: Intent::Rule {
                ruling,
                opponent_ms,
                result,
            },
        };
        let options: Vec<RulingChoice> = if due.kind == ClaimKind::ExtraIncrement {
            vec![
                rule("tui-ruling-grant", Ruling::Upheld, None, None),
                rule("tui-ruling-refuse", Ruling::Rejected, None, None),
            ]
        } else if due.referred {
            vec![
                rule("tui-ruling-referred-uphold", Ruling::Upheld, None, None),
                rule(
                    "tui-ruling-referred-reject",
                    Ruling::Rejected,
                    None,
                    Some(win),
                ),
            ]
        } else if due.postponed {
            vec![
                rule("tui-ruling-postponed-agree", Ruling::Upheld, None, None),
                rule(
                    "tui-ruling-postponed-lost",
                    Ruling::Rejected,
                    None,
                    Some(win),
                ),
                rule(
                    "tui-ruling-postponed-continue",
                    Ruling::Rejected,
                    None,
                    None,
                ),
            ]
        } else {
            vec![
                rule("tui-ruling-agree", Ruling::Upheld, None, None),
                rule("tui-ruling-postpone", Ruling::Postponed, None, None),
                rule(
                    "tui-ruling-postpone-time",
                    Ruling::Postponed,
                    Some(120_000),
                    None,
                ),
                rule("tui-ruling-reject", Ruling::Rejected, None, None),
            ]
        };
        let mut lines = vec![self.t(
            "tui-ruling-claim",
            &[
                ("side", side_arg(by).into()),
                (
                    "what",
                    crate::i18n::board::claim_kind(self.cat(), &due.kind).into(),
                ),
                ("postponed", if due.postponed { "yes" } else { "no" }.into()),
            ],
        )];
        lines.extend(due.facts.iter().cloned());
        let title = self.t(
            "tui-ruling-title",
            &[("number", n.into()), ("side", side_arg(by).into())],
        );
        self.choose(
            title,
            lines,
            options.into_iter().map(Choice::Ruling).collect(),
        );
    }

    /// The ruling chosen, to confirm with the facts (`context`) shown again.
    pub(in crate::tui::app) fn ruling_chosen(
        &mut self,
        b: &BoardModel,
        c: RulingChoice,
        mut context: Vec<String>,
    ) {
        context.push(self.t(
            "tui-ruling-record",
            &[
                ("number", b.number.into()),
                ("ruling", c.label.clone().into()),
            ],
        ));
        let req = self.request(b, c.intent);
        let title = self.t("tui-ruling-confirm-title", &[]);
        self.confirm(req, &title, context);
    }
}

impl App {
    /// `I`: the path of the designated arbiter's ruling file (III.6.2), for this board's
    /// referred claim.
    pub(in crate::tui::app) fn open_ruling_file(&mut self, b: &BoardModel) {
        let title = self.t("tui-ruling-file-title", &[("number", b.number.into())]);
        let prompt = self.t("tui-ruling-file-prompt", &[]);
        self.input(InputFor::RulingFile, title, &prompt);
    }

    pub(in crate::tui::app) fn submit_ruling_file(
        &mut self,
        b: &BoardModel,
        path: &str,
    ) -> Result<Vec<Request>, String> {
        let path = path.trim();
        if path.is_empty() {
            return Err(self.t("tui-ruling-file-empty", &[]));
        }
        Ok(vec![
            self.request(b, Intent::ImportRuling { file: path.into() }),
        ])
    }
}
