//! The hall: every board in one list, sorted and filtered, a board number typed to jump to it,
//! and the start of the round.

use crossterm::event::{KeyCode, KeyEvent};
use shakmaty::Color;

use super::dialogs::{Dialog, OnYes};
use super::{App, step};
use crate::tui::intent::{ClockAction, Intent, Request};
use crate::tui::keymap::Action;
use crate::tui::model::BoardModel;
use crate::tui::render::hall_rows_height;
use crate::tui::view::{Screen, StatusKind};

/// Hall sort orders.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Sort {
    Board,
    /// Boards needing attention first, then by number.
    Attention,
    /// Least time on the clock of the side to move first.
    Clock,
}

impl Sort {
    pub(super) fn next(self) -> Sort {
        match self {
            Sort::Board => Sort::Attention,
            Sort::Attention => Sort::Clock,
            Sort::Clock => Sort::Board,
        }
    }

    /// The id of the order's name in `tui.ftl`.
    pub(super) fn label(self) -> &'static str {
        match self {
            Sort::Board => "tui-sort-board",
            Sort::Attention => "tui-sort-attention",
            Sort::Clock => "tui-sort-clock",
        }
    }
}

impl App {
    /// Board numbers in hall order.
    pub(super) fn hall_order(&mut self) -> Vec<usize> {
        let mut idx: Vec<usize> = (0..self.boards.len())
            .filter(|&i| !self.attention_only || self.attention_of(i).0)
            .collect();
        match self.sort {
            Sort::Board => {}
            Sort::Attention => {
                let mut keyed: Vec<_> = idx
                    .iter()
                    .map(|&i| {
                        let (needs, alerts) = self.attention_of(i);
                        ((!needs, !alerts, self.boards[i].number), i)
                    })
                    .collect();
                keyed.sort_unstable();
                idx = keyed.into_iter().map(|(_, i)| i).collect();
            }
            Sort::Clock => {
                // Every clock at this instant, read or not at the last tick.
                let now = self.now_ms;
                idx.sort_by_key(|&i| {
                    let b = &self.boards[i];
                    let left = match (&b.live, b.clock, b.result.is_some()) {
                        (Some(live), Some(c), false) if c.started && now != 0 => {
                            let r = live.reading(now);
                            match b.turn() {
                                Color::White => r.white.ms,
                                Color::Black => r.black.ms,
                            }
                        }
                        (_, Some(c), false) if c.started => match b.turn() {
                            Color::White => c.white_ms,
                            Color::Black => c.black_ms,
                        },
                        _ => i64::MAX,
                    };
                    (left, b.number)
                });
            }
        }
        idx
    }

    pub(super) fn open_selected(&mut self) {
        match self.screen {
            Screen::Hall => {
                // A number typed that names no board (yet): opening the board its first digits
                // selected would act on another pair's game.
                if let Some(n) = self.jump.as_deref().and_then(|j| j.parse::<u32>().ok()) {
                    if self.board(n).is_none() {
                        if !self.still_loading() {
                            let text = self.t("tui-jump-no-board", &[("number", n.into())]);
                            self.set_status(text, StatusKind::Error);
                        }
                        return;
                    }
                    // The board the number names, also after a digit was taken back.
                    self.selected = Some(n);
                }
                if let Some(n) = self.selected {
                    self.open = Some(n);
                    self.screen = Screen::Board;
                    self.jump = None;
                }
            }
            Screen::Incidents => {
                if let Some(row) = self.incident_rows().get(self.inc_selected) {
                    self.open = Some(row.board);
                    self.selected = Some(row.board);
                    self.screen = Screen::Board;
                }
            }
            Screen::Board | Screen::Sheet => {}
        }
    }

    pub(super) fn jump_digit(&mut self, key: &KeyEvent) {
        let KeyCode::Char(c) = key.code else { return };
        let mut jump = self.jump.take().unwrap_or_default();
        if jump.len() < 5 {
            jump.push(c);
        }
        if let Ok(n) = jump.parse::<u32>()
            && self.board(n).is_some()
        {
            self.attention_only = false;
            self.selected = Some(n);
        }
        self.jump = Some(jump);
    }

    pub(super) fn move_selection(&mut self, action: Action) {
        let page = hall_rows_height(self.height).max(1);
        if self.screen == Screen::Incidents {
            let len = self.incident_rows().len();
            self.inc_selected = step(self.inc_selected, len, action, page);
            return;
        }
        let order = self.hall_order();
        if order.is_empty() {
            return;
        }
        let current = order
            .iter()
            .position(|&i| Some(self.boards[i].number) == self.selected)
            .unwrap_or(0);
        let next = step(current, order.len(), action, page);
        self.selected = Some(self.boards[order[next]].number);
    }

    pub(super) fn start_round(&mut self) -> Vec<Request> {
        if self.still_loading() {
            return Vec::new();
        }
        let waiting: Vec<&BoardModel> = self
            .boards
            .iter()
            .filter(|b| b.result.is_none() && b.clock.is_some_and(|c| !c.started))
            .collect();
        if waiting.is_empty() {
            self.set_status(self.t("tui-round-all-started", &[]), StatusKind::Info);
            return Vec::new();
        }
        let numbers: Vec<String> = waiting.iter().map(|b| b.number.to_string()).collect();
        let first = waiting[0];
        let count = waiting.len();
        // Art. 6.2.1: each board starts the clock of its side to move — Black's on a board set up
        // with Black to move (issue 30, D5).
        let black = waiting
            .iter()
            .filter(|b| b.turn() == shakmaty::Color::Black)
            .count();
        let side = match black {
            0 => "white",
            n if n == count => "black",
            _ => "mixed",
        };
        self.dialog = Some(Dialog::Confirm {
            on_yes: OnYes::StartRound,
            title: self.t("tui-round-title", &[]),
            lines: vec![
                self.t(
                    "tui-round-start",
                    &[
                        ("count", count.into()),
                        ("side", side.into()),
                        ("boards", numbers.join(", ").into()),
                    ],
                ),
                self.t("tui-round-first", &self.board_args(first)),
            ]
            .into_iter()
            .chain(self.checklist_lines(
                "tui-round-start-checks",
                &self.round_warnings(crate::event::checklist::Checklist::Start),
            ))
            .collect(),
        });
        Vec::new()
    }

    /// The boards `P` acts on: every running clock (to pause), else every paused one of a game
    /// going on (to resume).
    fn pause_targets(&self) -> (bool, Vec<&BoardModel>) {
        let running: Vec<&BoardModel> = self
            .boards
            .iter()
            .filter(|b| b.result.is_none() && b.clock.is_some_and(|c| c.started && !c.paused))
            .collect();
        if !running.is_empty() {
            return (true, running);
        }
        let paused = self
            .boards
            .iter()
            .filter(|b| b.result.is_none() && b.clock.is_some_and(|c| c.started && c.paused))
            .collect();
        (false, paused)
    }

    /// `P`: pause every running clock of the round at once (an evacuation, a power cut; Art.
    /// 6.11.1), or resume every paused one when none runs — after one confirmation listing the
    /// boards; each board's pause is its own recorded event.
    pub(super) fn pause_all(&mut self) -> Vec<Request> {
        if self.still_loading() {
            return Vec::new();
        }
        let (pause, boards) = self.pause_targets();
        if boards.is_empty() {
            self.set_status(self.t("tui-pause-none", &[]), StatusKind::Info);
            return Vec::new();
        }
        let numbers: Vec<String> = boards.iter().map(|b| b.number.to_string()).collect();
        let count = boards.len();
        let (title, line) = if pause {
            ("tui-pause-all-title", "tui-pause-all")
        } else {
            ("tui-resume-all-title", "tui-resume-all")
        };
        self.dialog = Some(Dialog::Confirm {
            on_yes: OnYes::PauseAll(pause),
            title: self.t(title, &[]),
            lines: vec![self.t(
                line,
                &[
                    ("count", count.into()),
                    ("boards", numbers.join(", ").into()),
                ],
            )],
        });
        Vec::new()
    }

    /// `P` confirmed: one request a board.
    pub(super) fn pause_all_requests(&self, pause: bool) -> Vec<Request> {
        let (now, boards) = self.pause_targets();
        if now != pause {
            return Vec::new();
        }
        boards
            .into_iter()
            .map(|b| Request {
                board: b.number,
                expect_seq: b.seq,
                intent: Intent::Clock(if pause {
                    ClockAction::Pause
                } else {
                    ClockAction::Resume
                }),
            })
            .collect()
    }

    /// The start of the round confirmed: every board whose clock has not started.
    pub(super) fn round_requests(&self) -> Vec<Request> {
        self.boards
            .iter()
            .filter(|b| b.result.is_none() && b.clock.is_some_and(|c| !c.started))
            .map(|b| Request {
                board: b.number,
                expect_seq: b.seq,
                intent: Intent::Clock(ClockAction::Start),
            })
            .collect()
    }
}
