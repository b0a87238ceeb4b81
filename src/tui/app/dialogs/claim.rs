//! Claims: a draw claim by the player to move (Art. 9.2, 9.3, with or without a written move,
//! judged by the rules engine), a Guidelines III request or claim (III.4, III.5), and the ruling
//! on a 9.2/9.3 claim already waiting.

use crate::event::ClaimKind;
use crate::i18n::Lang;
use crate::tui::app::App;
use crate::tui::app::dialogs::clock::mmss;
use crate::tui::app::dialogs::{Choice, InputFor};
use crate::tui::intent::{Intent, Request};
use crate::tui::lang::{catalog, side_arg};
use crate::tui::model::BoardModel;
use crate::tui::view::StatusKind;

/// A 9.2/9.3 claim sent to be recorded, the decision on it not yet asked (issue 30, D16).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::tui::app) struct ClaimSent {
    pub(in crate::tui::app) board: u32,
    pub(in crate::tui::app) by: shakmaty::Color,
    /// The board's sequence number the claim was sent on: the claim comes after it.
    pub(in crate::tui::app) after_seq: u32,
}

/// Which claim the player to move makes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::tui::app) enum ClaimChoice {
    /// Art. 9.2: asks for the written move next.
    Repetition,
    /// Guidelines III.4.
    ExtraIncrement,
    /// Guidelines III.5.
    CannotWin,
    /// Guidelines III.5.
    NoEffort,
    /// Art. 9.3: asks for the written move next. Last, so the commoner options keep their
    /// keys.
    FiftyMoves,
}

impl ClaimChoice {
    const ALL: [ClaimChoice; 5] = [
        ClaimChoice::Repetition,
        ClaimChoice::ExtraIncrement,
        ClaimChoice::CannotWin,
        ClaimChoice::NoEffort,
        ClaimChoice::FiftyMoves,
    ];

    /// The 9.2 or 9.3 claim the option is, if it is one.
    fn draw_claim(self) -> Option<ClaimKind> {
        match self {
            ClaimChoice::Repetition => Some(ClaimKind::Repetition),
            ClaimChoice::FiftyMoves => Some(ClaimKind::FiftyMoves),
            ClaimChoice::ExtraIncrement | ClaimChoice::CannotWin | ClaimChoice::NoEffort => None,
        }
    }

    /// The claim this option records on `b`, as the event layer is asked about it before it
    /// is offered. A 9.2/9.3 claim stands with a written move, the first legal one: the move is
    /// typed next, and a claim without one the position would need is refused only then (not
    /// an incorrect claim, Arbiters' Manual 2025, p. 32).
    pub(in crate::tui::app) fn probe(self, b: &BoardModel) -> Intent {
        use shakmaty::Position;
        let turn = b.turn();
        if let Some(claim) = self.draw_claim() {
            let pos = b.record.position();
            let intended = pos
                .legal_moves()
                .first()
                .map(|mv| shakmaty::san::San::from_move(pos, *mv).to_string());
            return Intent::Claim {
                by: turn,
                claim,
                intended,
            };
        }
        let kind = match self {
            ClaimChoice::Repetition => ClaimKind::Repetition,
            ClaimChoice::FiftyMoves => ClaimKind::FiftyMoves,
            ClaimChoice::ExtraIncrement => ClaimKind::ExtraIncrement,
            ClaimChoice::CannotWin => ClaimKind::CannotWin,
            ClaimChoice::NoEffort => ClaimKind::NoEffort,
        };
        Intent::GuidelinesClaim { by: turn, kind }
    }

    /// The id of the option's label in `tui.ftl`.
    pub(in crate::tui::app) fn label(self) -> &'static str {
        match self {
            ClaimChoice::Repetition => "tui-claim-choice-repetition",
            ClaimChoice::FiftyMoves => "tui-claim-choice-fifty",
            ClaimChoice::ExtraIncrement => "tui-claim-choice-increment",
            ClaimChoice::CannotWin => "tui-claim-choice-cannot-win",
            ClaimChoice::NoEffort => "tui-claim-choice-no-effort",
        }
    }
}

/// What `c` lists for a new claim.
pub(in crate::tui::app) fn new_claim_choices() -> Vec<Choice> {
    ClaimChoice::ALL.into_iter().map(Choice::Claim).collect()
}

impl App {
    /// Feedback on the written move as typed (in the app's language's letters too, shown as
    /// read): none is a claim on the position on the board.
    pub(in crate::tui::app) fn claim_move_feedback(
        &self,
        b: &BoardModel,
        text: &str,
    ) -> Option<Result<String, String>> {
        if text.is_empty() {
            return Some(Ok(self.t("tui-claim-no-written", &[])));
        }
        let (read, shown) = self.read_move(text);
        let verdict = match b.record.parse_san(&read) {
            Ok(_) => Ok(self.t(
                "tui-move-legal",
                &[
                    ("label", format!("{}{read}", b.next_move_label()).into()),
                    ("offer", "no".into()),
                ],
            )),
            // Art. 9.5.3: an illegal written move makes the claim incorrect, it does not stop
            // it; the claimant is held to a move with that piece.
            Err(e) => {
                let refusal = self.move_refusal(b, &read);
                match crate::event::procedure::written_move_piece(b.record.position(), &read) {
                    Ok(Some(hold)) => Ok(self.t(
                        "tui-claim-written-illegal-hold",
                        &[
                            ("error", refusal.into()),
                            ("hold", crate::i18n::claim::hold(self.cat(), &hold).into()),
                        ],
                    )),
                    Ok(None) => Ok(self.t(
                        "tui-claim-written-illegal-stuck",
                        &[("error", refusal.into())],
                    )),
                    Err(why) => {
                        let cat = catalog(self.look.lang);
                        Err(format!(
                            "{}; {}",
                            crate::i18n::rules::rules_error(cat, &e),
                            crate::i18n::refusal::hold_error(cat, &why)
                        ))
                    }
                }
            }
        };
        Some(self.as_read(shown.as_deref(), verdict))
    }

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
                self.t(
                    "tui-claim-title",
                    &[
                        ("number", b.number.into()),
                        ("side", side_arg(b.turn()).into()),
                    ],
                ),
                Vec::new(),
                new_claim_choices(),
            ),
        }
    }

    pub(in crate::tui::app) fn claim_chosen(&mut self, b: &BoardModel, c: ClaimChoice) {
        let n = b.number;
        let turn = b.turn();
        if let Some(claim) = c.draw_claim() {
            let title = self.t(
                "tui-claim-draw-title",
                &[("number", n.into()), ("side", side_arg(turn).into())],
            );
            let prompt = self.t("tui-claim-written-prompt", &[]);
            self.input(InputFor::ClaimMove(claim), title, &prompt);
            return;
        }
        let kind = match c {
            ClaimChoice::Repetition => ClaimKind::Repetition,
            ClaimChoice::FiftyMoves => ClaimKind::FiftyMoves,
            ClaimChoice::ExtraIncrement => ClaimKind::ExtraIncrement,
            ClaimChoice::CannotWin => ClaimKind::CannotWin,
            ClaimChoice::NoEffort => ClaimKind::NoEffort,
        };
        let what = match kind {
            ClaimKind::ExtraIncrement => self.t(
                "tui-claim-increment-confirm",
                &[("side", side_arg(turn).into())],
            ),
            _ => self.t(
                "tui-claim-guidelines-confirm",
                &[
                    ("side", side_arg(turn).into()),
                    ("what", self.t(c.label(), &[]).into()),
                ],
            ),
        };
        let req = self.request(b, Intent::GuidelinesClaim { by: turn, kind });
        let title = self.t("tui-claim-guidelines-title", &[]);
        self.confirm(req, &title, vec![what]);
    }

    /// The written move (or none) submitted: the claim is made, and recorded at once, so that
    /// the clocks stop with it (Art. 9.5; 2023: 9.5.1) and not at the ruling (issue 30, D16).
    /// The decision dialog opens on the claim once the board shows it waiting
    /// ([`App::claim_recorded`]). A claim the event layer would refuse is not sent: the status
    /// says why.
    pub(in crate::tui::app) fn submit_claim_move(
        &mut self,
        b: &BoardModel,
        text: &str,
        claim: ClaimKind,
    ) -> Result<Vec<Request>, String> {
        let turn = b.turn();
        // The written move in standard SAN, whatever the letters typed.
        let intended = (!text.is_empty()).then(|| self.read_move(text).0);
        // A text that is no move at all cannot be judged (an illegal move can: Art. 9.5.3).
        crate::event::procedure::repetition_claim(&b.record, intended.as_deref(), &b.laws)
            .map_err(|e| crate::i18n::refusal::claim_error(catalog(self.look.lang), &e))?;
        let intent = Intent::Claim {
            by: turn,
            claim,
            intended,
        };
        if let Some(why) = self.refusal(b, &intent) {
            self.flow_seq = None;
            self.set_status(why, StatusKind::Error);
            return Ok(Vec::new());
        }
        let req = self.request(b, intent);
        self.claim_sent = Some(ClaimSent {
            board: b.number,
            by: turn,
            after_seq: req.expect_seq,
        });
        Ok(vec![req])
    }

    /// The boards came back after a 9.2/9.3 claim was sent: when its board shows it waiting, the
    /// decision dialog opens on it, expecting the board as it is now (with the claim), so that
    /// a change by another session while it is open closes it (issue 30, D2). A claim that was
    /// refused, or a board left meanwhile, opens nothing.
    pub(in crate::tui::app) fn claim_recorded(&mut self, sent: ClaimSent) {
        let Some(b) = self.current().filter(|b| b.number == sent.board).cloned() else {
            return;
        };
        if self.dialog.is_some() || b.seq <= sent.after_seq || b.claim != Some(sent.by) {
            return;
        }
        self.flow_seq = Some(b.seq);
        self.decide_waiting(&b);
    }

    /// A claim is already waiting (recorded here or by another session): rule on it with the
    /// engine's verdict in view.
    pub(in crate::tui::app) fn decide_waiting(&mut self, b: &BoardModel) {
        let Some(by) = b.claim else { return };
        let n = b.number;
        let (valid, stored) = b.claim_verdict.clone().unwrap_or((false, String::new()));
        // In Spanish and Russian the engine's verdict is worded again from the position, when
        // nothing was played since the claim and it agrees with the recorded one; English
        // shows the explanation as recorded.
        let explanation = (self.look.lang != Lang::En && b.claim_ply == b.record.plies())
            .then(|| b.record.claim(b.claim_written.as_deref(), &b.laws).ok())
            .flatten()
            .filter(|v| v.valid == valid)
            .map_or(stored, |v| {
                crate::i18n::claim::explanation(catalog(self.look.lang), &b.record, &v)
            });
        // Every move in the language's letters, as the board shows them (issue 34).
        let explanation = crate::i18n::san::labels_to_local(self.look.lang, &explanation);
        let mut lines = Vec::new();
        if !explanation.is_empty() {
            lines.push(explanation);
        }
        if valid {
            lines.push(self.t(
                "tui-claim-uphold",
                &[("side", side_arg(by).into()), ("number", n.into())],
            ));
        } else {
            let bonus = b.laws.incorrect_claim_bonus_ms(b.category);
            lines.push(self.t(
                "tui-claim-reject",
                &[
                    ("side", side_arg(by).into()),
                    ("number", n.into()),
                    ("time", mmss(bonus).into()),
                    ("opponent", side_arg(!by).into()),
                ],
            ));
            // Art. 9.5.3: an illegal written move holds the claimant to a move with that piece
            // (the explanation names the written move to be played, when legal).
            if let Some(hold) = (b.claim_ply == b.record.plies())
                .then(|| {
                    crate::event::procedure::repetition_claim(
                        &b.record,
                        b.claim_written.as_deref(),
                        &b.laws,
                    )
                    .ok()
                })
                .flatten()
                .and_then(|verdict| verdict.hold)
            {
                lines.push(self.t(
                    "tui-claim-then",
                    &[("what", crate::i18n::claim::hold(self.cat(), &hold).into())],
                ));
            }
        }
        let req = self.request(b, Intent::Decide { upheld: valid });
        let title = self.claim_title(valid);
        self.confirm(req, &title, lines);
    }

    fn claim_title(&self, valid: bool) -> String {
        self.t(
            if valid {
                "tui-claim-correct-title"
            } else {
                "tui-claim-incorrect-title"
            },
            &[],
        )
    }
}
