//! Draw offers (Art. 9.1.2): who offers, and the opponent's answer.

use shakmaty::Color;

use super::Choice;
use crate::tui::app::App;
use crate::tui::intent::{Intent, Request};
use crate::tui::model::{BoardModel, side_word};

/// The player who offers a draw.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::tui::app) struct OfferBy {
    by: Color,
    name: String,
}

impl OfferBy {
    pub(in crate::tui::app) fn label(&self) -> String {
        format!("{} ({}) offers", side_word(self.by), self.name)
    }

    pub(in crate::tui::app) fn intent(&self) -> Intent {
        Intent::Offer { by: self.by }
    }
}

/// The opponent's answer to the offer of `by`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::tui::app) enum Answer {
    Accept { by: Color },
    Decline { by: Color },
}

impl Answer {
    pub(in crate::tui::app) fn label(&self) -> String {
        match *self {
            Answer::Accept { by } => format!("{} accepts: draw (Art. 9.1.2)", side_word(!by)),
            Answer::Decline { by } => format!("{} declines", side_word(!by)),
        }
    }
}

impl App {
    /// `o`: the answer to the pending offer, or who offers.
    pub(in crate::tui::app) fn open_offer(&mut self, b: &BoardModel) {
        let n = b.number;
        match b.offer {
            Some(by) => self.choose(
                format!("Board {n}: {}'s draw offer", side_word(by)),
                Vec::new(),
                vec![
                    Choice::Answer(Answer::Accept { by }),
                    Choice::Answer(Answer::Decline { by }),
                ],
            ),
            None => self.choose(
                format!("Board {n}: who offers a draw (Art. 9.1.2)?"),
                Vec::new(),
                [(Color::White, &b.white), (Color::Black, &b.black)]
                    .into_iter()
                    .map(|(by, name)| {
                        Choice::Offer(OfferBy {
                            by,
                            name: name.clone(),
                        })
                    })
                    .collect(),
            ),
        }
    }

    /// A decline is recorded at once; a draw by agreement is confirmed first.
    pub(in crate::tui::app) fn answer_chosen(&mut self, b: &BoardModel, a: Answer) -> Vec<Request> {
        if let Answer::Decline { .. } = a {
            return vec![self.request(b, Intent::OfferAnswer { accepted: false })];
        }
        let req = self.request(b, Intent::OfferAnswer { accepted: true });
        self.confirm(
            req,
            "Draw agreed",
            vec![format!(
                "Record the draw by agreement on board {} ({} {} {}): 1/2-1/2 (Art. 9.1.2)?",
                b.number,
                b.white,
                self.dash(),
                b.black
            )],
        );
        Vec::new()
    }
}
