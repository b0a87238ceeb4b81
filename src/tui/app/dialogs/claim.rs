//! Claims: a draw claim by the player to move (Art. 9.2, 9.3, with or without a written move,
//! judged by the rules engine), a Guidelines III request or claim (III.4, III.5), and the ruling
//! on a 9.2/9.3 claim already waiting.

use crate::event::ClaimKind;
use crate::tui::app::App;
use crate::tui::app::dialogs::clock::mmss;
use crate::tui::app::dialogs::{Choice, InputFor};
use crate::tui::intent::{Intent, Request};
use crate::tui::model::{BoardModel, side_word};

/// Which claim the player to move makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::tui::app) enum ClaimChoice {
    /// Art. 9.2, 9.3: asks for the written move next.
    RepetitionOrFifty,
    /// Guidelines III.4.
    ExtraIncrement,
    /// Guidelines III.5.
    CannotWin,
    /// Guidelines III.5.
    NoEffort,
}

impl ClaimChoice {
    const ALL: [ClaimChoice; 4] = [
        ClaimChoice::RepetitionOrFifty,
        ClaimChoice::ExtraIncrement,
        ClaimChoice::CannotWin,
        ClaimChoice::NoEffort,
    ];

    pub(in crate::tui::app) fn label(self) -> &'static str {
        match self {
            ClaimChoice::RepetitionOrFifty => "threefold repetition / fifty moves (Art. 9.2, 9.3)",
            ClaimChoice::ExtraIncrement => "extra 5 s increment for both (Guidelines III.4)",
            ClaimChoice::CannotWin => "opponent cannot win by normal means (III.5)",
            ClaimChoice::NoEffort => "opponent makes no effort to win by normal means (III.5)",
        }
    }
}

/// Feedback on the written move as typed: none is a claim on the position on the board.
pub(in crate::tui::app) fn move_feedback(
    b: &BoardModel,
    text: &str,
) -> Option<Result<String, String>> {
    if text.is_empty() {
        return Some(Ok(
            "no written move: the position on the board is claimed".into()
        ));
    }
    Some(match b.record.parse_san(text) {
        Ok(_) => Ok(format!("legal: {}{text}", b.next_move_label())),
        // Art. 9.5.3: an illegal written move makes the claim incorrect, it does not stop it;
        // the claimant is held to a move with that piece.
        Err(e) => match crate::event::procedure::written_move_piece(b.record.position(), text) {
            Ok(Some(hold)) => Ok(format!(
                "illegal ({e}): the claim is incorrect; then {}",
                hold.describe()
            )),
            Ok(None) => Ok(format!(
                "illegal ({e}): the claim is incorrect; the piece has no legal move (Art. 4.5)"
            )),
            Err(why) => Err(format!("{e}; {why}")),
        },
    })
}

impl App {
    /// `c`: the ruling due on the board, the decision on a claim waiting, or a new claim.
    pub(in crate::tui::app) fn open_claim(&mut self, b: &BoardModel) {
        match b.ruling_due.clone() {
            Some(due)
                if due.postponed
                    || due.referred
                    || matches!(
                        due.kind,
                        ClaimKind::ExtraIncrement | ClaimKind::CannotWin | ClaimKind::NoEffort
                    ) =>
            {
                self.rule_dialog(b, &due)
            }
            Some(_) if b.claim.is_some() => self.decide_waiting(b),
            _ => self.choose(
                format!("Board {}: {}'s claim", b.number, side_word(b.turn())),
                Vec::new(),
                ClaimChoice::ALL.into_iter().map(Choice::Claim).collect(),
            ),
        }
    }

    pub(in crate::tui::app) fn claim_chosen(&mut self, b: &BoardModel, c: ClaimChoice) {
        let n = b.number;
        let turn = b.turn();
        let kind = match c {
            ClaimChoice::RepetitionOrFifty => {
                self.input(
                    InputFor::ClaimMove,
                    format!(
                        "Board {n}: {}'s draw claim (Art. 9.2, 9.3)",
                        side_word(turn)
                    ),
                    "Written move (empty if the position is on the board):",
                );
                return;
            }
            ClaimChoice::ExtraIncrement => ClaimKind::ExtraIncrement,
            ClaimChoice::CannotWin => ClaimKind::CannotWin,
            ClaimChoice::NoEffort => ClaimKind::NoEffort,
        };
        let what = match kind {
            ClaimKind::ExtraIncrement => format!(
                "{} asks for an extra 5 s increment for both; this is also a draw offer (III.4). Record the request and stop the clock?",
                side_word(turn)
            ),
            _ => format!(
                "{} claims: {}. Record the claim and stop the clock (III.5)?",
                side_word(turn),
                kind.describe()
            ),
        };
        let req = self.request(b, Intent::GuidelinesClaim { by: turn, kind });
        self.confirm(req, "Guidelines III", vec![what]);
    }

    /// The written move (or none) submitted: the engine's verdict, to confirm.
    pub(in crate::tui::app) fn submit_claim_move(
        &mut self,
        b: &BoardModel,
        text: &str,
    ) -> Result<Vec<Request>, String> {
        let n = b.number;
        let turn = b.turn();
        let intended = (!text.is_empty()).then(|| text.to_owned());
        // An illegal written move is recorded as an incorrect claim (Art. 9.5.3): the claimant
        // is then held to a move with that piece.
        let verdict =
            crate::event::procedure::repetition_claim(&b.record, intended.as_deref(), &b.laws)?;
        let bonus = b.laws.incorrect_claim_bonus_ms(b.category);
        let mut lines = vec![verdict.explanation.clone()];
        if verdict.valid {
            lines.push(format!(
                "Record the draw on board {n}: 1/2-1/2 (Art. {})?",
                verdict.article
            ));
        } else {
            lines.push(format!(
                "Incorrect: add {} to {}'s clock on board {n} (Art. 9.5.3)?",
                mmss(bonus),
                side_word(!turn)
            ));
            if let Some(mv) = &verdict.must_play {
                lines.push(format!("Then {mv} must be played (Art. 9.5.3)."));
            }
            if let Some(hold) = &verdict.hold {
                lines.push(format!("Then {}.", hold.describe()));
            }
        }
        let intent = Intent::Claim {
            by: turn,
            intended,
            valid: verdict.valid,
            article: verdict.article.clone(),
            explanation: verdict.explanation.clone(),
            bonus_ms: if verdict.valid { 0 } else { bonus },
        };
        let req = self.request(b, intent);
        let title = if verdict.valid {
            "Claim correct"
        } else {
            "Claim incorrect"
        };
        self.confirm(req, title, lines);
        Ok(Vec::new())
    }

    /// A claim is already waiting (recorded here or by another session): rule on it with the
    /// engine's verdict in view.
    fn decide_waiting(&mut self, b: &BoardModel) {
        let Some(by) = b.claim else { return };
        let n = b.number;
        let (valid, explanation) = b.claim_verdict.clone().unwrap_or((false, String::new()));
        let mut lines = Vec::new();
        if !explanation.is_empty() {
            lines.push(explanation);
        }
        if valid {
            lines.push(format!(
                "Uphold {}'s claim on board {n}: draw, 1/2-1/2 (Art. 9.5.2)?",
                side_word(by)
            ));
        } else {
            let bonus = b.laws.incorrect_claim_bonus_ms(b.category);
            lines.push(format!(
                "Reject {}'s claim on board {n}: add {} to {}'s clock (Art. 9.5.3)?",
                side_word(by),
                mmss(bonus),
                side_word(!by)
            ));
        }
        let req = self.request(b, Intent::Decide { upheld: valid });
        let title = if valid {
            "Claim correct"
        } else {
            "Claim incorrect"
        };
        self.confirm(req, title, lines);
    }
}
