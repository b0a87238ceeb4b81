//! Draw offers (Art. 9.1.2): who offers, and the opponent's answer.

use shakmaty::Color;

use super::Choice;
use crate::i18n::Lang;
use crate::tui::app::App;
use crate::tui::intent::{Intent, Request};
use crate::tui::lang::{side_arg, tr};
use crate::tui::model::BoardModel;

/// The player who offers a draw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::tui::app) struct OfferBy {
    by: Color,
    name: String,
    /// Art. 9.1.1: with the arbiter's consent (offered only where the event requires it).
    consent: bool,
}

impl OfferBy {
    pub(in crate::tui::app) fn label(&self, lang: Lang) -> String {
        tr(
            lang,
            if self.consent {
                "tui-offer-by-consent"
            } else {
                "tui-offer-by"
            },
            &[
                ("side", side_arg(self.by).into()),
                ("name", self.name.clone().into()),
            ],
        )
    }

    pub(in crate::tui::app) fn intent(&self) -> Intent {
        Intent::Offer {
            by: self.by,
            consent: self.consent,
        }
    }

    /// The same offer with the arbiter's consent (Art. 9.1.1), unless it has it.
    pub(in crate::tui::app) fn consented(&self) -> Option<OfferBy> {
        (!self.consent).then(|| OfferBy {
            consent: true,
            ..self.clone()
        })
    }
}

/// The opponent's answer to the offer of `by`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::tui::app) enum Answer {
    Accept { by: Color },
    Decline { by: Color },
}

impl Answer {
    pub(in crate::tui::app) fn label(&self, lang: Lang) -> String {
        let (id, by) = match *self {
            Answer::Accept { by } => ("tui-offer-accepts", by),
            Answer::Decline { by } => ("tui-offer-declines", by),
        };
        tr(lang, id, &[("side", side_arg(!by).into())])
    }
}

/// What `o` offers on `b`: the answer to the pending offer, or who offers.
pub(in crate::tui::app) fn offer_choices(b: &BoardModel) -> Vec<Choice> {
    match b.offer {
        Some(by) => vec![
            Choice::Answer(Answer::Accept { by }),
            Choice::Answer(Answer::Decline { by }),
        ],
        None => [(Color::White, &b.white), (Color::Black, &b.black)]
            .into_iter()
            .map(|(by, name)| {
                Choice::Offer(OfferBy {
                    by,
                    name: name.clone(),
                    consent: false,
                })
            })
            .collect(),
    }
}

impl App {
    /// `o`: the answer to the pending offer, or who offers.
    pub(in crate::tui::app) fn open_offer(&mut self, b: &BoardModel) {
        let n = b.number;
        let title = match b.offer {
            Some(by) => self.t(
                "tui-offer-title",
                &[("number", n.into()), ("side", side_arg(by).into())],
            ),
            None => self.t("tui-offer-who", &[("number", n.into())]),
        };
        self.choose(title, Vec::new(), offer_choices(b));
    }

    /// A decline is recorded at once; a draw by agreement is confirmed first.
    pub(in crate::tui::app) fn answer_chosen(&mut self, b: &BoardModel, a: Answer) -> Vec<Request> {
        if let Answer::Decline { .. } = a {
            return vec![self.request(b, Intent::OfferAnswer { accepted: false })];
        }
        let req = self.request(b, Intent::OfferAnswer { accepted: true });
        let line = self.t("tui-offer-agreed", &self.board_args(b));
        let title = self.t("tui-offer-agreed-title", &[]);
        self.confirm(req, &title, vec![line]);
        Vec::new()
    }
}
