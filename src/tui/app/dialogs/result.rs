//! The result of a game: the one the Laws call for first, then the usual ones, each with the
//! article it is given under (the PGN's Termination follows from it).

use super::Choice;
use crate::i18n::Lang;
use crate::rules::{GameScore, Points};
use crate::tui::app::App;
use crate::tui::intent::{Intent, ResultOption};
use crate::tui::lang::tr;
use crate::tui::model::BoardModel;

impl App {
    /// The results `r` lists on `b`.
    pub(in crate::tui::app) fn result_choices(&self, b: &BoardModel) -> Vec<Choice> {
        self.result_options(b)
            .into_iter()
            .map(Choice::Result)
            .collect()
    }

    /// `r`: which result — or, while a postponed III.5 claim or a referred III.6 claim waits,
    /// the ruling on it first (III.5.2, III.6.2: the result comes with the ruling).
    pub(in crate::tui::app) fn open_result(&mut self, b: &BoardModel) {
        if let Some(due) = b.ruling_due.clone()
            && (due.postponed || due.referred)
        {
            self.rule_dialog(b, &due);
            return;
        }
        let choices = self.result_choices(b);
        let title = self.t("tui-result-title", &[("number", b.number.into())]);
        self.choose(title, Vec::new(), choices);
    }

    pub(in crate::tui::app) fn result_chosen(&mut self, b: &BoardModel, c: ResultOption) {
        let line = self.result_confirm_line(b, &c);
        let req = self.request(b, Intent::Result(c));
        let title = self.t("tui-result-confirm-title", &[]);
        self.confirm(req, &title, vec![line]);
    }

    /// "Set the result of board 1 (A – B) to 1-0 (Black resigns)?": the question before a
    /// result is recorded.
    pub(in crate::tui::app) fn result_confirm_line(
        &self,
        b: &BoardModel,
        c: &ResultOption,
    ) -> String {
        self.t(
            "tui-result-confirm",
            &[
                self.board_args(b).to_vec(),
                vec![
                    ("score", c.score.to_string().into()),
                    // Fluent selects on the text: "none" when there is no reason.
                    (
                        "why",
                        if c.said.is_empty() {
                            "none".into()
                        } else {
                            c.said.clone().into()
                        },
                    ),
                ],
            ]
            .concat(),
        )
    }

    /// Results to offer, the one the Laws call for first (a mandatory end, or the Art. 6.9
    /// verdict), then resignations, agreement, the scores of Art. 10.2/11.7 and the forfeits of
    /// Art. 6.7. The reason is recorded in standard English and listed in the app's language.
    fn result_options(&self, b: &BoardModel) -> Vec<ResultOption> {
        let mut options = Vec::new();
        if let Some(end) = b.record.ending() {
            let words = |lang| {
                crate::i18n::rules::end_reason(
                    crate::tui::lang::catalog(lang),
                    &b.record,
                    &end.detail,
                )
            };
            options.push(ResultOption::new(
                end.score(),
                &words(Lang::En),
                &words(self.look.lang),
                Some(end.article),
            ));
        }
        if let Some(finding) = b.flag_finding()
            && let Some(result) = finding.result
        {
            options.push(ResultOption::new(
                result,
                &finding.reason,
                &finding.reason,
                Some(&finding.article),
            ));
        }
        for (score, why, article) in [
            (
                GameScore::WHITE_WINS,
                Some("tui-result-black-resigns"),
                None,
            ),
            (
                GameScore::BLACK_WINS,
                Some("tui-result-white-resigns"),
                None,
            ),
            (GameScore::DRAW, Some("tui-result-agreed"), Some("9.1.2")),
            (GameScore::WHITE_WINS, None, None),
            (GameScore::BLACK_WINS, None, None),
            (GameScore::DRAW, None, None),
            (
                GameScore::played(Points::Zero, Points::Zero),
                Some("tui-result-both-lose"),
                Some("11.7"),
            ),
            (
                GameScore::WHITE_FORFEIT_WIN,
                Some("tui-result-black-forfeit"),
                Some("6.7.1"),
            ),
            (
                GameScore::BLACK_FORFEIT_WIN,
                Some("tui-result-white-forfeit"),
                Some("6.7.1"),
            ),
            (
                GameScore::DOUBLE_FORFEIT,
                Some("tui-result-double-forfeit"),
                Some("6.7.1"),
            ),
        ] {
            let (reason, said) = why.map_or((String::new(), String::new()), |id| {
                (tr(Lang::En, id, &[]), self.t(id, &[]))
            });
            options.push(ResultOption::new(score, &reason, &said, article));
        }
        options
    }
}
