//! The dialogs over a screen — help, a text field, a choice, a confirmation — and the keys in
//! them. Each flow lives in its own file and brings its own typed choices: a [`Choice`] knows
//! its label and what choosing it does; nothing is matched by its place in a list of labels.

pub(super) mod claim;
pub(super) mod clock;
pub(super) mod forfeit;
pub(super) mod illegal;
pub(super) mod moves;
pub(super) mod note;
pub(super) mod offer;
pub(super) mod penalty;
pub(super) mod result;
pub(super) mod ruling;

use crossterm::event::{KeyCode, KeyEvent};

use super::App;
use crate::i18n::Lang;
use crate::tui::intent::{Intent, Request};
use crate::tui::keymap::Action;
use crate::tui::lang::{side_arg, tr};
use crate::tui::model::BoardModel;
use crate::tui::view::StatusKind;

/// A dialog over the screen.
#[derive(Debug, Clone, PartialEq)]
pub(in crate::tui::app) enum Dialog {
    Help,
    Input {
        purpose: InputFor,
        title: String,
        prompt: String,
        text: String,
    },
    Choose {
        title: String,
        /// Facts shown above the options (a ruling's), carried into the confirmation.
        context: Vec<String>,
        choices: Vec<Choice>,
        /// Why each option is unavailable, as the event layer refuses it (`None`: available).
        unavailable: Vec<Option<String>>,
        selected: usize,
    },
    Confirm {
        on_yes: OnYes,
        title: String,
        lines: Vec<String>,
    },
}

impl Dialog {
    /// Why the selected option of a choice is unavailable, when it is.
    fn refused(&self) -> Option<String> {
        match self {
            Dialog::Choose {
                unavailable,
                selected,
                ..
            } => unavailable.get(*selected).cloned().flatten(),
            _ => None,
        }
    }
}

/// What a confirmation does on "yes".
#[derive(Debug, Clone, PartialEq)]
pub(in crate::tui::app) enum OnYes {
    /// Record this request.
    Record(Request),
    /// Start White's clock on every board whose clock has not started (Art. 6.5).
    StartRound,
    /// Pause every running clock (`true`) or resume every paused one (`false`) (Art. 6.11.1).
    PauseAll(bool),
    /// The round is closed after its checklist (issue 35): the hall shows the next round.
    CloseRound,
}

/// What a text field is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::tui::app) enum InputFor {
    Move,
    ClaimMove(crate::event::ClaimKind),
    Clock(clock::ClockInput),
    PenaltyTime(penalty::PenaltyTime),
    PenaltyReason(penalty::PenaltyReason),
    Note,
    /// The path of the designated arbiter's ruling file (III.6.2).
    RulingFile,
}

/// One option of a choice dialog, typed by the list it belongs to.
#[derive(Debug, Clone, PartialEq)]
pub(in crate::tui::app) enum Choice {
    AdjustSide(clock::AdjustSide),
    Offer(offer::OfferBy),
    Answer(offer::Answer),
    Claim(claim::ClaimChoice),
    Ruling(ruling::RulingChoice),
    Illegal(illegal::IllegalBy),
    PenaltySide(penalty::PenaltySide),
    Penalty(penalty::PenaltyChoice),
    Result(crate::tui::intent::ResultOption),
    Press(illegal::PressWithoutMove),
    /// Art. 6.7.1: who did not arrive within the default time.
    Forfeit(crate::tui::intent::ResultOption),
}

impl Choice {
    /// The option as the dialog lists it, in `lang`.
    pub(in crate::tui::app) fn label(&self, lang: Lang) -> String {
        match self {
            Choice::AdjustSide(c) => c.label(),
            Choice::Offer(c) => c.label(lang),
            Choice::Answer(c) => c.label(lang),
            Choice::Claim(c) => tr(lang, c.label(), &[]),
            Choice::Ruling(c) => c.label.clone(),
            Choice::Illegal(c) => c.label(),
            Choice::Press(c) => c.label(),
            Choice::PenaltySide(c) => c.label(),
            Choice::Penalty(c) => tr(lang, c.kind.label(), &[]),
            Choice::Result(c) | Choice::Forfeit(c) => c.label(lang),
        }
    }
}

impl App {
    pub(in crate::tui::app) fn input(&mut self, purpose: InputFor, title: String, prompt: &str) {
        self.dialog = Some(Dialog::Input {
            purpose,
            title,
            prompt: prompt.to_owned(),
            text: String::new(),
        });
    }

    /// A choice among `choices`, each asked of the event layer first: an option it would refuse
    /// is shown greyed with its reason and cannot be chosen (issue 20). The first available
    /// option is selected.
    pub(in crate::tui::app) fn choose(
        &mut self,
        title: String,
        context: Vec<String>,
        choices: Vec<Choice>,
    ) {
        let choices = self.with_consent(choices);
        let unavailable = self
            .judge(&choices)
            .unwrap_or_else(|| vec![None; choices.len()]);
        let selected = unavailable.iter().position(Option::is_none).unwrap_or(0);
        self.dialog = Some(Dialog::Choose {
            title,
            context,
            choices,
            unavailable,
            selected,
        });
    }

    /// Art. 9.1.1: where the event allows draw offers or agreements only with the arbiter's
    /// consent, each offer or agreed draw among `choices` the event layer refuses without it is
    /// listed again "with the arbiter's consent" (the arbiter at the keys gives it) when the
    /// event layer would record that one.
    pub(in crate::tui::app) fn with_consent(&self, choices: Vec<Choice>) -> Vec<Choice> {
        let Some(b) = self.current() else {
            return choices;
        };
        // Asked only of the offers and agreed draws (the others have no consent to give).
        let refused = |c: &Choice| self.probe(b, c).and_then(|i| self.refusal(b, &i)).is_some();
        let extra: Vec<Choice> = choices
            .iter()
            .filter_map(|c| Some((c, self.consented(c)?)))
            .filter(|(c, consented)| refused(c) && !refused(consented))
            .map(|(_, consented)| consented)
            .collect();
        let mut choices = choices;
        choices.extend(extra);
        choices
    }

    /// `c` with the arbiter's consent (Art. 9.1.1), when it is an offer or an agreed draw
    /// without it.
    fn consented(&self, c: &Choice) -> Option<Choice> {
        match c {
            Choice::Offer(o) => o.consented().map(Choice::Offer),
            Choice::Result(r)
                if matches!(
                    r.reason.why,
                    Some(crate::event::ResultReason::Agreed { consent: false })
                ) =>
            {
                let why = crate::event::ResultReason::Agreed { consent: true };
                let cat = crate::tui::lang::catalog(self.look.lang);
                let said = crate::i18n::board::result_reason(cat, &why);
                let mut r = r.clone();
                r.reason.why = Some(why);
                r.said = said;
                r.article = Some("9.1.1".to_owned());
                Some(Choice::Result(r))
            }
            _ => None,
        }
    }

    /// Why the event layer would refuse each of `choices` on the open board now (`None` for
    /// an option it would record), or `None` without an open board.
    /// An option refused under the event's rule on draws (Art. 9.1.1) whose variant with the
    /// arbiter's consent is listed ([`App::with_consent`]) names that option by its number.
    fn judge(&self, choices: &[Choice]) -> Option<Vec<Option<String>>> {
        let b = self.current()?;
        let judged = |c: &Choice| {
            let why = self.refusal(b, &self.probe(b, c)?)?;
            let consented = self.consented(c);
            Some(
                match choices.iter().position(|o| Some(o) == consented.as_ref()) {
                    Some(i) => tr(
                        self.look.lang,
                        "tui-refuse-consent-option",
                        &[("rule", why.into()), ("key", (i + 1).into())],
                    ),
                    None => why,
                },
            )
        };
        Some(choices.iter().map(judged).collect())
    }

    /// The board screen's keys whose every option the event layer would refuse now, each with
    /// the first option's reason (issue 20): the key bar greys them and the help says why. A
    /// key that leads to a ruling due first (`c`, `r` while a claim waits) is never greyed.
    pub(in crate::tui::app) fn refused_keys(&self) -> Vec<(Action, String)> {
        let Some(b) = self.current() else {
            return Vec::new();
        };
        let plain = b.ruling_due.is_none();
        let lists = [
            (
                Action::DrawOffer,
                Some(self.with_consent(offer::offer_choices(b))),
            ),
            (
                Action::Claim,
                (plain && b.claim.is_none()).then(claim::new_claim_choices),
            ),
            (Action::IllegalMove, Some(self.illegal_choices(b))),
            (
                Action::SetResult,
                plain.then(|| self.with_consent(self.result_choices(b))),
            ),
        ];
        lists
            .into_iter()
            .filter_map(|(action, choices)| {
                let judged = self.judge(&choices?)?;
                let first = judged.first()?.clone()?;
                judged
                    .iter()
                    .all(Option::is_some)
                    .then_some((action, first))
            })
            .collect()
    }

    /// Judge the open dialog's options again as the clocks run (issue 20): a refusal that
    /// depends on the time — Guidelines III.4's "under two minutes", a claim once the flag has
    /// fallen — changes without the board changing. A choice's options are greyed or freed
    /// (the selection moved off one just greyed); a confirmation the event layer would now refuse
    /// is closed with the reason, so "y" never meets a refusal. Whether anything changed.
    pub(in crate::tui::app) fn rejudge_dialog(&mut self) -> bool {
        match self.dialog.take() {
            Some(Dialog::Choose {
                title,
                context,
                choices,
                unavailable,
                selected,
            }) => {
                let now = self.judge(&choices).unwrap_or_else(|| unavailable.clone());
                let changed = now != unavailable;
                // Off an option that has just become unavailable; one the arbiter moved onto
                // while greyed stays selected, so ⏎ says why instead of choosing another.
                let became = |u: &[Option<String>]| u.get(selected).is_some_and(Option::is_some);
                let selected = if became(&now) && !became(&unavailable) {
                    now.iter().position(Option::is_none).unwrap_or(selected)
                } else {
                    selected
                };
                self.dialog = Some(Dialog::Choose {
                    title,
                    context,
                    choices,
                    unavailable: now,
                    selected,
                });
                changed
            }
            Some(Dialog::Confirm {
                on_yes: OnYes::Record(request),
                title,
                lines,
            }) => {
                let why = self
                    .board(request.board)
                    .and_then(|b| self.refusal(b, &request.intent));
                match why {
                    Some(why) => {
                        self.flow_seq = None;
                        self.set_status(why, StatusKind::Error);
                        true
                    }
                    None => {
                        self.dialog = Some(Dialog::Confirm {
                            on_yes: OnYes::Record(request),
                            title,
                            lines,
                        });
                        false
                    }
                }
            }
            other => {
                self.dialog = other;
                false
            }
        }
    }

    /// Why the event layer would refuse `intent` on `b` now, asked before anything is offered
    /// or confirmed (`event::command::check_all` on the board as last folded).
    pub(in crate::tui::app) fn refusal(&self, b: &BoardModel, intent: &Intent) -> Option<String> {
        b.basis.as_ref()?.refusal(intent, b.now_ms, self.look.lang)
    }

    /// The action an option stands for, when choosing it records one (or leads to one whose
    /// refusal does not depend on what is typed next), to ask the event layer about it.
    fn probe(&self, b: &BoardModel, choice: &Choice) -> Option<Intent> {
        match choice {
            Choice::Offer(c) => Some(c.intent()),
            Choice::Answer(offer::Answer::Accept { .. }) => {
                Some(Intent::OfferAnswer { accepted: true })
            }
            Choice::Answer(offer::Answer::Decline { .. }) => {
                Some(Intent::OfferAnswer { accepted: false })
            }
            Choice::Claim(c) => Some(c.probe(b)),
            Choice::Ruling(c) => Some(c.intent().clone()),
            Choice::Illegal(c) => Some(c.probe()),
            Choice::Press(illegal::PressWithoutMove::Illegal(c)) => Some(c.probe()),
            Choice::Press(illegal::PressWithoutMove::PressAnyway(_)) => {
                Some(Intent::Clock(crate::tui::intent::ClockAction::Press))
            }
            Choice::Result(c) | Choice::Forfeit(c) => Some(Intent::Result(c.clone())),
            Choice::AdjustSide(_) | Choice::PenaltySide(_) | Choice::Penalty(_) => None,
        }
    }

    /// Ask "record it?" — unless the event layer would refuse the request: then no confirmation
    /// is offered, and the status says why, with the article (issue 20: never a refusal after
    /// "y").
    pub(in crate::tui::app) fn confirm(
        &mut self,
        request: Request,
        title: &str,
        lines: Vec<String>,
    ) {
        if let Some(why) = self
            .current()
            .and_then(|b| self.refusal(b, &request.intent))
        {
            self.flow_seq = None;
            self.set_status(why, StatusKind::Error);
            return;
        }
        self.dialog = Some(Dialog::Confirm {
            on_yes: OnYes::Record(request),
            title: title.to_owned(),
            lines,
        });
    }

    pub(in crate::tui::app) fn dialog_action(
        &mut self,
        dialog: Dialog,
        action: Action,
        key: &KeyEvent,
    ) -> Vec<Request> {
        match (dialog, action) {
            (Dialog::Help, Action::CloseHelp) => {}
            (Dialog::Help, _) => self.dialog = Some(Dialog::Help),
            (Dialog::Confirm { on_yes, .. }, Action::Confirm) => return self.confirmed(on_yes),
            (Dialog::Confirm { .. }, Action::Cancel)
            | (Dialog::Input { .. }, Action::Cancel)
            | (Dialog::Choose { .. }, Action::Cancel) => {
                self.flow_seq = None;
                self.set_status(self.t("tui-cancelled", &[]), StatusKind::Info);
            }
            (
                Dialog::Input {
                    purpose,
                    title,
                    prompt,
                    mut text,
                },
                Action::Type | Action::Erase,
            ) => {
                match (action, key.code) {
                    (Action::Type, KeyCode::Char(c)) => text.push(c),
                    _ => {
                        text.pop();
                    }
                }
                self.dialog = Some(Dialog::Input {
                    purpose,
                    title,
                    prompt,
                    text,
                });
            }
            (
                Dialog::Input {
                    purpose,
                    title,
                    prompt,
                    text,
                },
                Action::Submit,
            ) => match self.submit_input(&purpose, text.trim()) {
                Ok(requests) => return requests,
                Err(reason) => {
                    self.set_status(reason, StatusKind::Error);
                    self.dialog = Some(Dialog::Input {
                        purpose,
                        title,
                        prompt,
                        text,
                    });
                }
            },
            (
                Dialog::Choose {
                    title,
                    context,
                    choices,
                    unavailable,
                    selected,
                },
                Action::Up | Action::Down | Action::JumpDigit,
            ) => {
                let selected = match (action, key.code) {
                    (Action::Up, _) => selected.saturating_sub(1),
                    (Action::Down, _) => (selected + 1).min(choices.len().saturating_sub(1)),
                    (_, KeyCode::Char(c)) => c
                        .to_digit(10)
                        .and_then(|d| (d as usize).checked_sub(1))
                        .filter(|&d| d < choices.len())
                        .unwrap_or(selected),
                    _ => selected,
                };
                self.dialog = Some(Dialog::Choose {
                    title,
                    context,
                    choices,
                    unavailable,
                    selected,
                });
            }
            // An unavailable option stays unchosen: the dialog stays, the status says why.
            (dialog @ Dialog::Choose { .. }, Action::Submit) if dialog.refused().is_some() => {
                self.set_status(dialog.refused().unwrap_or_default(), StatusKind::Error);
                self.dialog = Some(dialog);
            }
            (
                Dialog::Choose {
                    context,
                    mut choices,
                    selected,
                    ..
                },
                Action::Submit,
            ) => {
                if selected < choices.len() {
                    return self.chosen(choices.swap_remove(selected), context);
                }
            }
            (dialog, _) => self.dialog = Some(dialog),
        }
        Vec::new()
    }

    fn confirmed(&mut self, on_yes: OnYes) -> Vec<Request> {
        self.flow_seq = None;
        match on_yes {
            OnYes::Record(request) => vec![request],
            OnYes::StartRound => self.round_requests(),
            OnYes::PauseAll(pause) => self.pause_all_requests(pause),
            OnYes::CloseRound => {
                self.round_closed();
                Vec::new()
            }
        }
    }

    /// Feedback on what is typed so far (validated as typed).
    pub(in crate::tui::app) fn feedback(
        &self,
        purpose: &InputFor,
        text: &str,
    ) -> Option<Result<String, String>> {
        let b = self.current()?;
        let text = text.trim();
        match purpose {
            InputFor::Move => self.move_feedback(b, text),
            InputFor::ClaimMove(_) => self.claim_move_feedback(b, text),
            InputFor::Clock(input) => self.clock_feedback(input, b, text),
            InputFor::PenaltyTime(_) => self.amount_feedback(text),
            InputFor::PenaltyReason(_) => None,
            InputFor::Note | InputFor::RulingFile => None,
        }
    }

    fn submit_input(&mut self, purpose: &InputFor, text: &str) -> Result<Vec<Request>, String> {
        let Some(b) = self.current().cloned() else {
            return Ok(Vec::new());
        };
        match purpose {
            InputFor::Move => self.submit_move(&b, text),
            InputFor::ClaimMove(claim) => self.submit_claim_move(&b, text, claim.clone()),
            InputFor::Clock(input) => self.submit_clock(&b, input, text),
            InputFor::PenaltyTime(p) => self.submit_penalty_time(&b, p, text),
            InputFor::PenaltyReason(p) => self.submit_penalty_reason(&b, p, text),
            InputFor::Note => self.submit_note(&b, text),
            InputFor::RulingFile => self.submit_ruling_file(&b, text),
        }
    }

    /// An option chosen: what it does, on the open board.
    fn chosen(&mut self, choice: Choice, context: Vec<String>) -> Vec<Request> {
        let Some(b) = self.current().cloned() else {
            return Vec::new();
        };
        match choice {
            Choice::AdjustSide(c) => self.adjust_side_chosen(&b, c),
            Choice::Offer(c) => return vec![self.request(&b, c.intent())],
            Choice::Answer(c) => return self.answer_chosen(&b, c),
            Choice::Claim(c) => self.claim_chosen(&b, c),
            Choice::Ruling(c) => self.ruling_chosen(&b, c, context),
            Choice::Illegal(c) => self.illegal_chosen(&b, c),
            Choice::PenaltySide(c) => self.penalty_side_chosen(&b, c),
            Choice::Penalty(c) => self.penalty_chosen(&b, c),
            Choice::Result(c) => self.result_chosen(&b, c),
            Choice::Forfeit(c) => self.forfeit_chosen(&b, c),
            Choice::Press(c) => return self.press_without_move_chosen(&b, c),
        }
        Vec::new()
    }
}

impl App {
    /// "White (Carlsen)", "Black (Caruana)": the two sides of `b`, as the side choices list
    /// them.
    pub(in crate::tui::app) fn sides(&self, b: &BoardModel) -> [(shakmaty::Color, String); 2] {
        [shakmaty::Color::White, shakmaty::Color::Black].map(|side| {
            let label = self.t(
                "tui-side-player",
                &[
                    ("side", side_arg(side).into()),
                    ("name", b.name(side).to_owned().into()),
                ],
            );
            (side, label)
        })
    }
}
