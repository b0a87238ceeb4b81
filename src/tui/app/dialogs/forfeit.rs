//! Art. 6.7.1 in the hall: `F` on a board whose default-time alert is raised asks which player
//! did not arrive (named, with the article), then confirms; the forfeit is the same one action
//! as `arbiter forfeit R.N SIDE` ([`crate::event::round::default_time_forfeit`]), recorded
//! through the one pipeline.

use shakmaty::Color;

use super::Choice;
use crate::event::ResultReason;
use crate::event::command::Command;
use crate::rules::GameScore;
use crate::tui::app::App;
use crate::tui::intent::{Intent, ResultOption};
use crate::tui::lang::side_arg;
use crate::tui::model::BoardModel;
use crate::tui::view::{Screen, StatusKind};

impl App {
    /// `F` in the hall: on the highlighted board, when its default time has passed (Art.
    /// 6.7.1), open it and ask who did not arrive; otherwise say why nothing happens.
    pub(in crate::tui::app) fn default_time_forfeit(&mut self) {
        let Some(b) = self.selected.and_then(|n| self.board(n)).cloned() else {
            return;
        };
        if !b.default_time_alert() {
            let line = self.t("rounds-forfeit-no-alert", &[("number", b.number.into())]);
            self.set_status(line, StatusKind::Info);
            return;
        }
        // The choice and its confirmation act on the open board, as it stands now (issue 30,
        // D2: a change under the dialog closes it).
        self.flow_seq = Some(b.seq);
        self.open = Some(b.number);
        self.screen = Screen::Board;
        let mut choices: Vec<Choice> = [Color::White, Color::Black]
            .into_iter()
            .filter_map(|absent| self.forfeit_option(&b, absent))
            .map(Choice::Forfeit)
            .collect();
        choices.push(Choice::Forfeit(ResultOption::new(
            GameScore::DOUBLE_FORFEIT,
            ResultReason::Forfeit { absent: None }.into(),
            &self.t("rounds-forfeit-both", &[]),
            Some("6.7.1"),
        )));
        let title = self.t("rounds-forfeit-title", &[("number", b.number.into())]);
        let context = vec![self.t("rounds-forfeit-article", &[])];
        self.choose(title, context, choices);
    }

    /// The forfeit of `absent`, as the one action records it, listed with the player's name.
    fn forfeit_option(&self, b: &BoardModel, absent: Color) -> Option<ResultOption> {
        let Command::Result {
            result,
            reason,
            article,
        } = crate::event::round::default_time_forfeit(absent)
        else {
            return None;
        };
        let said = self.t(
            "rounds-forfeit-absent",
            &[
                ("name", b.name(absent).to_owned().into()),
                ("side", side_arg(absent).into()),
            ],
        );
        Some(ResultOption::new(result, reason, &said, article.as_deref()))
    }

    /// A player chosen: confirm, naming the board, the players, the score, who did not arrive
    /// and the article.
    pub(in crate::tui::app) fn forfeit_chosen(&mut self, b: &BoardModel, c: ResultOption) {
        let line = self.result_confirm_line(b, &c);
        let article = self.t("rounds-forfeit-article", &[]);
        let req = self.request(b, Intent::Result(c));
        let title = self.t("rounds-forfeit-confirm-title", &[]);
        self.confirm(req, &title, vec![line, article]);
    }
}
