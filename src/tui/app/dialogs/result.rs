//! The result of a game: the one the Laws call for first, then the usual ones, each with the
//! article it is given under (the PGN's Termination follows from it).

use shakmaty::Color;

use super::Choice;
use crate::event::{Reason, ResultReason};
use crate::rules::{GameScore, Points};
use crate::tui::app::App;
use crate::tui::intent::{Intent, ResultOption};
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
    /// Art. 6.7. The reason is recorded as its fact and listed in the app's language.
    fn result_options(&self, b: &BoardModel) -> Vec<ResultOption> {
        let cat = crate::tui::lang::catalog(self.look.lang);
        let mut options = Vec::new();
        if let Some(end) = b.record.ending() {
            options.push(ResultOption::new(
                end.score(),
                ResultReason::Laws { rule: end.rule }.into(),
                &crate::i18n::rules::end_reason(cat, &b.record, &end.detail),
                Some(end.article),
            ));
        }
        if let Some(finding) = b.flag_finding()
            && let Some(result) = finding.result
        {
            options.push(ResultOption::new(
                result,
                ResultReason::Finding(finding.why.clone()).into(),
                &crate::i18n::rules::finding(cat, &finding.why),
                Some(&finding.article),
            ));
        }
        for (score, why, article) in [
            (
                GameScore::WHITE_WINS,
                Some(ResultReason::Resigned { side: Color::Black }),
                None,
            ),
            (
                GameScore::BLACK_WINS,
                Some(ResultReason::Resigned { side: Color::White }),
                None,
            ),
            (
                GameScore::DRAW,
                Some(ResultReason::Agreed { consent: false }),
                Some("9.1.2"),
            ),
            (GameScore::WHITE_WINS, None, None),
            (GameScore::BLACK_WINS, None, None),
            (GameScore::DRAW, None, None),
            (
                GameScore::played(Points::Zero, Points::Zero),
                Some(ResultReason::BothLose),
                Some("11.7"),
            ),
            (
                GameScore::WHITE_FORFEIT_WIN,
                // Art. 6.7.1: the fact `arbiter forfeit` and the hall's `F` record.
                Some(ResultReason::DefaultTime {
                    absent: Color::Black,
                }),
                Some("6.7.1"),
            ),
            (
                GameScore::BLACK_FORFEIT_WIN,
                // Art. 6.7.1: the fact `arbiter forfeit` and the hall's `F` record.
                Some(ResultReason::DefaultTime {
                    absent: Color::White,
                }),
                Some("6.7.1"),
            ),
            (
                GameScore::DOUBLE_FORFEIT,
                Some(ResultReason::Forfeit { absent: None }),
                Some("6.7.1"),
            ),
        ] {
            let said = why
                .as_ref()
                .map_or(String::new(), |w| crate::i18n::board::result_reason(cat, w));
            let reason = why.map_or_else(Reason::default, Reason::from);
            options.push(ResultOption::new(score, reason, &said, article));
        }
        options
    }
}
