//! The board screen: what a key does on the open board — a clock action at once, or the dialog
//! of its flow (`dialogs`) — and stepping to the previous or next board.

use super::App;
use crate::tui::intent::{ClockAction, Intent, Request};
use crate::tui::keymap::Action;
use crate::tui::view::StatusKind;

impl App {
    pub(super) fn step_board(&mut self, forward: bool) {
        let Some(open) = self.open else { return };
        let Ok(i) = self.boards.binary_search_by_key(&open, |b| b.number) else {
            return;
        };
        let j = if forward {
            (i + 1).min(self.boards.len() - 1)
        } else {
            i.saturating_sub(1)
        };
        self.open = Some(self.boards[j].number);
        self.selected = self.open;
    }

    /// A key on the open board; the flow it starts remembers the board's sequence number then.
    pub(super) fn board_action(&mut self, action: Action) -> Vec<Request> {
        let Some(b) = self.current().cloned() else {
            return Vec::new();
        };
        self.flow_seq = Some(b.seq);
        let n = b.number;
        match action {
            Action::EnterMove => self.open_move(&b),
            Action::StartClock => return vec![self.request(&b, Intent::Clock(ClockAction::Start))],
            // A press on a running clock with no move entered asks first (Art. 7.5.3 in 2023); a clock
            // not yet started or paused is left to the store to accept or refuse as before.
            Action::PressClock => match b.clock.and_then(|c| c.running.filter(|_| !c.paused)) {
                Some(side) => self.open_press_without_move(&b, side),
                None => return vec![self.request(&b, Intent::Clock(ClockAction::Press))],
            },
            Action::PauseResume => {
                let paused = b.clock.is_some_and(|c| c.paused || c.running.is_none());
                let a = if paused {
                    ClockAction::Resume
                } else {
                    ClockAction::Pause
                };
                return vec![self.request(&b, Intent::Clock(a))];
            }
            Action::AdjustClock => self.open_adjust(&b),
            Action::SetClock => self.open_set_clocks(&b),
            Action::DrawOffer => self.open_offer(&b),
            Action::Claim => self.open_claim(&b),
            Action::IllegalMove => self.open_illegal(&b),
            Action::Penalty => self.open_penalty(&b),
            Action::SetResult => self.open_result(&b),
            Action::Note => self.open_note(&b),
            Action::ImportRuling => self.open_ruling_file(&b),
            Action::TakeBack => match &b.last_action {
                Some((of_seq, what)) => {
                    let with = b.last_action_with.clone();
                    let req = self.request(
                        &b,
                        Intent::TakeBack {
                            of_seq: *of_seq,
                            with,
                        },
                    );
                    self.confirm(
                        req,
                        &self.t("tui-takeback-title", &[]),
                        self.t(
                            "tui-takeback",
                            &[
                                self.board_args(&b).to_vec(),
                                vec![("what", what.clone().into())],
                            ]
                            .concat(),
                        )
                        .lines()
                        .map(str::to_owned)
                        .collect(),
                    );
                }
                None => self.set_status(
                    self.t("tui-takeback-nothing", &[("number", n.into())]),
                    StatusKind::Info,
                ),
            },
            _ => {}
        }
        Vec::new()
    }
}
