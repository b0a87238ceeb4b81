//! The arbiter's ruling on a Guidelines III claim (III.4 request, III.5 claim waiting or
//! postponed, III.6 referred claim), with the facts that bear on it in view.

use super::Choice;
use crate::event::{ClaimKind, Ruling};
use crate::rules::GameScore;
use crate::tui::app::App;
use crate::tui::intent::Intent;
use crate::tui::model::{BoardModel, RulingDue, side_word};

/// A ruling the arbiter can give, as listed, and what it records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::tui::app) struct RulingChoice {
    pub label: String,
    intent: Intent,
}

impl App {
    /// Rule on a Guidelines III claim (III.4 request, III.5 claim waiting or postponed, III.6
    /// referred claim), with the facts that bear on it in view.
    pub(in crate::tui::app) fn rule_dialog(&mut self, b: &BoardModel, due: &RulingDue) {
        let n = b.number;
        let by = due.by;
        let opp = side_word(!by);
        let win = GameScore::win(!by);
        let rule = |label: String, ruling, opponent_ms, result: Option<GameScore>| RulingChoice {
            label,
            intent: Intent::Rule {
                ruling,
                opponent_ms,
                result,
            },
        };
        let options: Vec<RulingChoice> = if due.kind == ClaimKind::ExtraIncrement {
            vec![
                rule(
                    format!("grant: 5 s increment for both from now on, +2:00 to {opp} (III.4)"),
                    Ruling::Upheld,
                    None,
                    None,
                ),
                rule(
                    "refuse the request (III.4)".into(),
                    Ruling::Rejected,
                    None,
                    None,
                ),
            ]
        } else if due.referred {
            vec![
                rule(
                    "uphold: draw 1/2-1/2 (III.6.2)".into(),
                    Ruling::Upheld,
                    None,
                    None,
                ),
                rule(
                    format!("reject: {opp} wins, {win} (III.6.2)"),
                    Ruling::Rejected,
                    None,
                    Some(win),
                ),
            ]
        } else if due.postponed {
            vec![
                rule(
                    "agree now: draw 1/2-1/2 (III.5)".into(),
                    Ruling::Upheld,
                    None,
                    None,
                ),
                rule(
                    format!("reject: {} lost on time, {win} (III.5.2)", side_word(by)),
                    Ruling::Rejected,
                    None,
                    Some(win),
                ),
                rule(
                    "reject, play continues (III.5.2)".into(),
                    Ruling::Rejected,
                    None,
                    None,
                ),
            ]
        } else {
            vec![
                rule(
                    "agree: draw 1/2-1/2 (III.5.1)".into(),
                    Ruling::Upheld,
                    None,
                    None,
                ),
                rule(
                    "postpone the decision (III.5.2)".into(),
                    Ruling::Postponed,
                    None,
                    None,
                ),
                rule(
                    format!("postpone, +2:00 to {opp} (III.5.2)"),
                    Ruling::Postponed,
                    Some(120_000),
                    None,
                ),
                rule(
                    format!("reject: +2:00 to {opp} (III.5.3)"),
                    Ruling::Rejected,
                    None,
                    None,
                ),
            ]
        };
        let mut lines = vec![format!(
            "{}'s claim: {}{}",
            side_word(by),
            due.kind.describe(),
            if due.postponed { " — postponed" } else { "" }
        )];
        lines.extend(due.facts.iter().cloned());
        self.choose(
            format!("Board {n}: ruling on {}'s claim", side_word(by)),
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
        context.push(format!("Record on board {}: {}?", b.number, c.label));
        let req = self.request(b, c.intent);
        self.confirm(req, "Ruling", context);
    }
}
