//! The app's state and what each key does to it: key → [`Action`] (from the keymap) → a change of
//! screen or dialog, or [`Request`]s for the store. Pure: no terminal, no store, no wall clock.

use crossterm::event::{KeyCode, KeyEvent};
use shakmaty::Color;

use crate::event::{ClaimKind, Ruling, procedure};
use crate::tui::intent::{ClockAction, Intent, PenaltyKind, Request};
use crate::tui::keymap::{self, Action, Context};
use crate::tui::model::{BoardModel, RulingDue, side_word};
use crate::tui::render::{hall_rows_height, screen_context};
use crate::tui::view::{
    AppView, HallView, IncidentRow, IncidentsView, InputView, Look, Overlay, Screen, StatusKind,
    StatusLine, scroll_offset,
};

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
    fn next(self) -> Sort {
        match self {
            Sort::Board => Sort::Attention,
            Sort::Attention => Sort::Clock,
            Sort::Clock => Sort::Board,
        }
    }

    fn label(self) -> &'static str {
        match self {
            Sort::Board => "board",
            Sort::Attention => "attention first",
            Sort::Clock => "least time first",
        }
    }
}

/// What a text field is for.
#[derive(Debug, Clone, PartialEq, Eq)]
enum InputFor {
    Move,
    ClaimMove,
    Adjust { side: Color },
    SetClocks,
    PenaltyTime { side: Color, kind: PenaltyKind },
    Note,
}

/// What a choice is for.
#[derive(Debug, Clone, PartialEq, Eq)]
enum ChooseFor {
    AdjustSide,
    OfferBy,
    OfferAnswer,
    IllegalBy,
    PenaltySide,
    PenaltyKind {
        side: Color,
    },
    Result {
        options: Vec<(String, String)>,
    },
    /// Which claim: 9.2/9.3, III.4 or III.5.
    ClaimKind,
    /// The arbiter's ruling on a III.4/III.5/III.6 claim; `lines` are the facts shown again in
    /// the confirmation.
    Ruling {
        options: Vec<(String, Intent)>,
        lines: Vec<String>,
    },
}

#[derive(Debug, Clone, PartialEq)]
enum Dialog {
    Help,
    Input {
        purpose: InputFor,
        title: String,
        prompt: String,
        text: String,
    },
    Choose {
        purpose: ChooseFor,
        title: String,
        options: Vec<String>,
        selected: usize,
    },
    Confirm {
        request: Request,
        title: String,
        lines: Vec<String>,
    },
}

const KINDS: [&str; 8] = [
    "claim", "decision", "penalty", "illegal", "offer", "result", "clock", "note",
];

/// The whole app state.
#[derive(Debug, Clone)]
pub struct App {
    pub look: Look,
    pub title: String,
    pub actor: String,
    /// Every board, by number.
    pub boards: Vec<BoardModel>,
    screen: Screen,
    /// Highlighted board in the hall (by number, so re-sorting keeps it).
    selected: Option<u32>,
    hall_offset: usize,
    sort: Sort,
    attention_only: bool,
    jump: Option<String>,
    /// Board shown on the board screen.
    open: Option<u32>,
    flipped: bool,
    inc_selected: usize,
    inc_offset: usize,
    inc_board: Option<u32>,
    inc_kind: Option<usize>,
    dialog: Option<Dialog>,
    status: Option<StatusLine>,
    /// Sequence number of the board when the current dialog opened.
    flow_seq: Option<u32>,
    /// Lines of the main area (from the terminal size), for paging and scrolling.
    height: u16,
    pub quit: bool,
}

impl App {
    pub fn new(title: &str, actor: &str, look: Look, boards: Vec<BoardModel>) -> App {
        let mut app = App {
            look,
            title: title.to_owned(),
            actor: actor.to_owned(),
            boards: Vec::new(),
            screen: Screen::Hall,
            selected: None,
            hall_offset: 0,
            sort: Sort::Board,
            attention_only: false,
            jump: None,
            open: None,
            flipped: false,
            inc_selected: 0,
            inc_offset: 0,
            inc_board: None,
            inc_kind: None,
            dialog: None,
            status: None,
            flow_seq: None,
            height: 22,
            quit: false,
        };
        app.set_boards(boards);
        app
    }

    /// Replace the boards (after a reload), keeping the selection.
    pub fn set_boards(&mut self, mut boards: Vec<BoardModel>) {
        boards.sort_by_key(|b| b.number);
        self.boards = boards;
        if self.selected.is_none_or(|n| self.board(n).is_none()) {
            self.selected = self.boards.first().map(|b| b.number);
        }
    }

    /// Replace the boards in `changed` (by number) and add the new ones; the others stay.
    pub fn merge_boards(&mut self, changed: Vec<BoardModel>) {
        if changed.is_empty() {
            return;
        }
        for b in changed {
            match self.boards.binary_search_by_key(&b.number, |x| x.number) {
                Ok(i) => self.boards[i] = b,
                Err(i) => self.boards.insert(i, b),
            }
        }
        if self.selected.is_none_or(|n| self.board(n).is_none()) {
            self.selected = self.boards.first().map(|b| b.number);
        }
    }

    /// Read every clock at `now_ms`.
    pub fn tick(&mut self, now_ms: i64) {
        for b in &mut self.boards {
            b.tick(now_ms);
        }
    }

    /// The terminal was resized to `height` lines.
    pub fn resize(&mut self, height: u16) {
        self.height = height.saturating_sub(2);
    }

    pub fn set_status(&mut self, text: impl Into<String>, kind: StatusKind) {
        self.status = Some(StatusLine {
            text: text.into(),
            kind,
        });
    }

    pub fn screen(&self) -> Screen {
        self.screen
    }

    pub fn board(&self, number: u32) -> Option<&BoardModel> {
        self.boards
            .binary_search_by_key(&number, |b| b.number)
            .ok()
            .map(|i| &self.boards[i])
    }

    /// The keymap context now.
    pub fn context(&self) -> Context {
        match &self.dialog {
            Some(Dialog::Help) => Context::Help,
            Some(Dialog::Input { .. }) => Context::Input,
            Some(Dialog::Choose { .. }) => Context::Choose,
            Some(Dialog::Confirm { .. }) => Context::Confirm,
            None => screen_context(self.screen),
        }
    }

    /// Board numbers in hall order.
    fn hall_order(&self) -> Vec<usize> {
        let mut idx: Vec<usize> = (0..self.boards.len())
            .filter(|&i| !self.attention_only || self.boards[i].row(&plain).needs_attention())
            .collect();
        match self.sort {
            Sort::Board => {}
            Sort::Attention => idx.sort_by_key(|&i| {
                let row = self.boards[i].row(&plain);
                (
                    !row.needs_attention(),
                    row.alerts.is_empty(),
                    self.boards[i].number,
                )
            }),
            Sort::Clock => idx.sort_by_key(|&i| {
                let b = &self.boards[i];
                let left = match (b.clock, b.result.is_some()) {
                    (Some(c), false) if c.started => match b.turn() {
                        Color::White => c.white_ms,
                        Color::Black => c.black_ms,
                    },
                    _ => i64::MAX,
                };
                (left, b.number)
            }),
        }
        idx
    }

    /// Handle one key; returns what to record.
    pub fn handle_key(&mut self, key: &KeyEvent) -> Vec<Request> {
        let context = self.context();
        let Some(action) = keymap::lookup(context, key) else {
            return Vec::new();
        };
        if action != Action::JumpDigit && action != Action::Erase && action != Action::Open {
            self.jump = None;
        }
        match self.dialog.take() {
            None => self.screen_action(action, key),
            Some(dialog) => self.dialog_action(dialog, action, key),
        }
    }

    fn screen_action(&mut self, action: Action, key: &KeyEvent) -> Vec<Request> {
        let open = self.open;
        match action {
            Action::Quit => self.quit = true,
            Action::Help => self.dialog = Some(Dialog::Help),
            Action::ShowIncidents => {
                self.screen = Screen::Incidents;
                self.inc_board = if self.screen == Screen::Board {
                    open
                } else {
                    None
                };
            }
            Action::Back => {
                if self.screen == Screen::Hall {
                    self.attention_only = false;
                }
                self.screen = Screen::Hall;
            }
            Action::Up
            | Action::Down
            | Action::PageUp
            | Action::PageDown
            | Action::Top
            | Action::Bottom => self.move_selection(action),
            Action::Open => self.open_selected(),
            Action::JumpDigit => self.jump_digit(key),
            Action::Erase => {
                if let Some(j) = self.jump.as_mut() {
                    j.pop();
                }
            }
            Action::CycleSort => self.sort = self.sort.next(),
            Action::ToggleAttention => self.attention_only = !self.attention_only,
            Action::StartRound => return self.start_round(),
            Action::PrevBoard | Action::NextBoard => self.step_board(action == Action::NextBoard),
            Action::Flip => self.flipped = !self.flipped,
            Action::FilterBoard => {
                self.inc_board = match self.inc_board {
                    Some(_) => None,
                    None => self.incident_rows().get(self.inc_selected).map(|r| r.board),
                };
                self.inc_selected = 0;
            }
            Action::CycleKind => {
                self.inc_kind = match self.inc_kind {
                    None => Some(0),
                    Some(i) if i + 1 < KINDS.len() => Some(i + 1),
                    Some(_) => None,
                };
                self.inc_selected = 0;
            }
            Action::EnterMove
            | Action::StartClock
            | Action::PressClock
            | Action::PauseResume
            | Action::AdjustClock
            | Action::SetClock
            | Action::DrawOffer
            | Action::Claim
            | Action::IllegalMove
            | Action::Penalty
            | Action::SetResult
            | Action::Note
            | Action::TakeBack => return self.board_action(action),
            Action::CloseHelp
            | Action::Confirm
            | Action::Cancel
            | Action::Submit
            | Action::Type => {}
        }
        Vec::new()
    }

    fn open_selected(&mut self) {
        match self.screen {
            Screen::Hall => {
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
            Screen::Board => {}
        }
    }

    fn jump_digit(&mut self, key: &KeyEvent) {
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

    fn move_selection(&mut self, action: Action) {
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

    fn step_board(&mut self, forward: bool) {
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

    fn start_round(&mut self) -> Vec<Request> {
        let waiting: Vec<&BoardModel> = self
            .boards
            .iter()
            .filter(|b| b.result.is_none() && b.clock.is_some_and(|c| !c.started))
            .collect();
        if waiting.is_empty() {
            self.set_status(
                "Every clock of the round has started already.",
                StatusKind::Info,
            );
            return Vec::new();
        }
        let numbers: Vec<String> = waiting.iter().map(|b| b.number.to_string()).collect();
        let first = waiting[0];
        let count = waiting.len();
        // The first board's request is confirmed; the others follow it (see `confirmed`).
        self.dialog = Some(Dialog::Confirm {
            request: Request {
                board: 0,
                expect_seq: 0,
                intent: Intent::Clock(ClockAction::Start),
            },
            title: "Start the round".into(),
            lines: vec![
                format!(
                    "Start White's clock on {count} boards (Art. 6.5): {}.",
                    numbers.join(", ")
                ),
                format!(
                    "First: board {} {} {} {}.",
                    first.number,
                    first.white,
                    self.dash(),
                    first.black
                ),
            ],
        });
        Vec::new()
    }

    fn dash(&self) -> &'static str {
        if self.look.ascii { "-" } else { "–" }
    }

    /// The open board, when an action needs one.
    fn current(&self) -> Option<&BoardModel> {
        match self.screen {
            Screen::Board => self.open.and_then(|n| self.board(n)),
            Screen::Hall | Screen::Incidents => None,
        }
    }

    fn request(&self, b: &BoardModel, intent: Intent) -> Request {
        Request {
            board: b.number,
            expect_seq: self.flow_seq.unwrap_or(b.seq),
            intent,
        }
    }

    fn board_action(&mut self, action: Action) -> Vec<Request> {
        let Some(b) = self.current().cloned() else {
            return Vec::new();
        };
        self.flow_seq = Some(b.seq);
        let n = b.number;
        let turn = b.turn();
        let names = |b: &BoardModel| {
            vec![
                format!("White ({})", b.white),
                format!("Black ({})", b.black),
            ]
        };
        match action {
            Action::EnterMove => self.input(
                InputFor::Move,
                format!(
                    "Board {n}: {}'s move {}",
                    side_word(turn),
                    b.next_move_label()
                ),
                "SAN:",
            ),
            Action::StartClock => return vec![self.request(&b, Intent::Clock(ClockAction::Start))],
            Action::PressClock => return vec![self.request(&b, Intent::Clock(ClockAction::Press))],
            Action::PauseResume => {
                let paused = b.clock.is_some_and(|c| c.paused || c.running.is_none());
                let a = if paused {
                    ClockAction::Resume
                } else {
                    ClockAction::Pause
                };
                return vec![self.request(&b, Intent::Clock(a))];
            }
            Action::AdjustClock => self.choose(
                ChooseFor::AdjustSide,
                format!("Board {n}: adjust whose clock?"),
                names(&b),
            ),
            Action::SetClock => self.input(
                InputFor::SetClocks,
                format!("Board {n}: set both clocks (Art. 6.10.2)"),
                "White Black (h:mm:ss h:mm:ss):",
            ),
            Action::DrawOffer => match b.offer {
                Some(by) => self.choose(
                    ChooseFor::OfferAnswer,
                    format!("Board {n}: {}'s draw offer", side_word(by)),
                    vec![
                        format!("{} accepts: draw (Art. 9.1.2)", side_word(!by)),
                        format!("{} declines", side_word(!by)),
                    ],
                ),
                None => self.choose(
                    ChooseFor::OfferBy,
                    format!("Board {n}: who offers a draw (Art. 9.1.2)?"),
                    vec![
                        format!("White ({}) offers", b.white),
                        format!("Black ({}) offers", b.black),
                    ],
                ),
            },
            Action::Claim => match b.ruling_due.clone() {
                Some(due)
                    if due.postponed
                        || due.referred
                        || matches!(
                            due.kind,
                            ClaimKind::ExtraIncrement | ClaimKind::CannotWin | ClaimKind::NoEffort
                        ) =>
                {
                    self.rule_dialog(&b, &due)
                }
                Some(_) if b.claim.is_some() => self.decide_waiting(&b),
                _ => self.choose(
                    ChooseFor::ClaimKind,
                    format!("Board {n}: {}'s claim", side_word(turn)),
                    vec![
                        "threefold repetition / fifty moves (Art. 9.2, 9.3)".into(),
                        "extra 5 s increment for both (Guidelines III.4)".into(),
                        "opponent cannot win by normal means (III.5)".into(),
                        "opponent makes no effort to win by normal means (III.5)".into(),
                    ],
                ),
            },
            Action::IllegalMove => self.choose(
                ChooseFor::IllegalBy,
                format!("Board {n}: illegal move by (Art. 7.5)"),
                names(&b),
            ),
            Action::Penalty => self.choose(
                ChooseFor::PenaltySide,
                format!("Board {n}: penalty for (Art. 12.9)"),
                names(&b),
            ),
            Action::SetResult => {
                let options = result_options(&b);
                let labels = options
                    .iter()
                    .map(|(r, why)| {
                        if why.is_empty() {
                            r.clone()
                        } else {
                            format!("{r}  {why}")
                        }
                    })
                    .collect();
                self.choose(
                    ChooseFor::Result { options },
                    format!("Board {n}: result"),
                    labels,
                );
            }
            Action::Note => self.input(InputFor::Note, format!("Board {n}: note"), "Text:"),
            Action::TakeBack => match &b.last_action {
                Some((of_seq, what)) => {
                    let req = self.request(&b, Intent::TakeBack { of_seq: *of_seq });
                    self.confirm(
                        req,
                        "Take back",
                        vec![
                            format!(
                                "Board {n} ({} {} {}): take back the last action,",
                                b.white,
                                self.dash(),
                                b.black
                            ),
                            format!("{what}?"),
                            "It stays in the log as taken back.".into(),
                        ],
                    );
                }
                None => self.set_status(
                    format!("Board {n}: nothing to take back."),
                    StatusKind::Info,
                ),
            },
            _ => {}
        }
        Vec::new()
    }

    /// Rule on a Guidelines III claim (III.4 request, III.5 claim waiting or postponed, III.6
    /// referred claim), with the facts that bear on it in view.
    fn rule_dialog(&mut self, b: &BoardModel, due: &RulingDue) {
        let n = b.number;
        let by = due.by;
        let opp = side_word(!by);
        let win = if by == Color::White { "0-1" } else { "1-0" };
        let rule = |ruling, opponent_ms, result: Option<&str>| Intent::Rule {
            ruling,
            opponent_ms,
            result: result.map(str::to_owned),
        };
        let options: Vec<(String, Intent)> = if due.kind == ClaimKind::ExtraIncrement {
            vec![
                (
                    format!("grant: 5 s increment for both from now on, +2:00 to {opp} (III.4)"),
                    rule(Ruling::Upheld, None, None),
                ),
                (
                    "refuse the request (III.4)".into(),
                    rule(Ruling::Rejected, None, None),
                ),
            ]
        } else if due.referred {
            vec![
                (
                    "uphold: draw 1/2-1/2 (III.6.2)".into(),
                    rule(Ruling::Upheld, None, None),
                ),
                (
                    format!("reject: {opp} wins, {win} (III.6.2)"),
                    rule(Ruling::Rejected, None, Some(win)),
                ),
            ]
        } else if due.postponed {
            vec![
                (
                    "agree now: draw 1/2-1/2 (III.5)".into(),
                    rule(Ruling::Upheld, None, None),
                ),
                (
                    format!("reject: {} lost on time, {win} (III.5.2)", side_word(by)),
                    rule(Ruling::Rejected, None, Some(win)),
                ),
                (
                    "reject, play continues (III.5.2)".into(),
                    rule(Ruling::Rejected, None, None),
                ),
            ]
        } else {
            vec![
                (
                    "agree: draw 1/2-1/2 (III.5.1)".into(),
                    rule(Ruling::Upheld, None, None),
                ),
                (
                    "postpone the decision (III.5.2)".into(),
                    rule(Ruling::Postponed, None, None),
                ),
                (
                    format!("postpone, +2:00 to {opp} (III.5.2)"),
                    rule(Ruling::Postponed, Some(120_000), None),
                ),
                (
                    format!("reject: +2:00 to {opp} (III.5.3)"),
                    rule(Ruling::Rejected, None, None),
                ),
            ]
        };
        let labels = options.iter().map(|(l, _)| l.clone()).collect();
        let mut lines = vec![format!(
            "{}'s claim: {}{}",
            side_word(by),
            due.kind.describe(),
            if due.postponed { " — postponed" } else { "" }
        )];
        lines.extend(due.facts.iter().cloned());
        self.choose(
            ChooseFor::Ruling { options, lines },
            format!("Board {n}: ruling on {}'s claim", side_word(by)),
            labels,
        );
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

    fn input(&mut self, purpose: InputFor, title: String, prompt: &str) {
        self.dialog = Some(Dialog::Input {
            purpose,
            title,
            prompt: prompt.to_owned(),
            text: String::new(),
        });
    }

    fn choose(&mut self, purpose: ChooseFor, title: String, options: Vec<String>) {
        self.dialog = Some(Dialog::Choose {
            purpose,
            title,
            options,
            selected: 0,
        });
    }

    fn confirm(&mut self, request: Request, title: &str, lines: Vec<String>) {
        self.dialog = Some(Dialog::Confirm {
            request,
            title: title.to_owned(),
            lines,
        });
    }

    fn dialog_action(&mut self, dialog: Dialog, action: Action, key: &KeyEvent) -> Vec<Request> {
        match (dialog, action) {
            (Dialog::Help, Action::CloseHelp) => {}
            (Dialog::Help, _) => self.dialog = Some(Dialog::Help),
            (Dialog::Confirm { request, .. }, Action::Confirm) => return self.confirmed(request),
            (Dialog::Confirm { .. }, Action::Cancel)
            | (Dialog::Input { .. }, Action::Cancel)
            | (Dialog::Choose { .. }, Action::Cancel) => {
                self.flow_seq = None;
                self.set_status("Cancelled: nothing recorded.", StatusKind::Info);
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
                    purpose,
                    title,
                    options,
                    selected,
                },
                Action::Up | Action::Down | Action::JumpDigit,
            ) => {
                let selected = match (action, key.code) {
                    (Action::Up, _) => selected.saturating_sub(1),
                    (Action::Down, _) => (selected + 1).min(options.len().saturating_sub(1)),
                    (_, KeyCode::Char(c)) => c
                        .to_digit(10)
                        .and_then(|d| (d as usize).checked_sub(1))
                        .filter(|&d| d < options.len())
                        .unwrap_or(selected),
                    _ => selected,
                };
                self.dialog = Some(Dialog::Choose {
                    purpose,
                    title,
                    options,
                    selected,
                });
            }
            (
                Dialog::Choose {
                    purpose, selected, ..
                },
                Action::Submit,
            ) => return self.chosen(purpose, selected),
            (dialog, _) => self.dialog = Some(dialog),
        }
        Vec::new()
    }

    fn confirmed(&mut self, request: Request) -> Vec<Request> {
        self.flow_seq = None;
        if request.board == 0 {
            // Start of the round: every board whose clock has not started.
            return self
                .boards
                .iter()
                .filter(|b| b.result.is_none() && b.clock.is_some_and(|c| !c.started))
                .map(|b| Request {
                    board: b.number,
                    expect_seq: b.seq,
                    intent: Intent::Clock(ClockAction::Start),
                })
                .collect();
        }
        vec![request]
    }

    /// Feedback on what is typed so far (validated as typed).
    fn feedback(&self, purpose: &InputFor, text: &str) -> Option<Result<String, String>> {
        let b = self.current()?;
        let text = text.trim();
        match purpose {
            InputFor::Move | InputFor::ClaimMove => {
                if text.is_empty() {
                    return match purpose {
                        InputFor::ClaimMove => Some(Ok(
                            "no written move: the position on the board is claimed".into(),
                        )),
                        _ => None,
                    };
                }
                Some(match b.record.parse_san(text) {
                    Ok(_) => Ok(format!("legal: {}{text}", b.next_move_label())),
                    // Art. 9.5.3: an illegal written move makes the claim incorrect, it does not
                    // stop it; the claimant is held to a move with that piece.
                    Err(e) if matches!(purpose, InputFor::ClaimMove) => {
                        match crate::event::procedure::written_move_piece(b.record.position(), text)
                        {
                            Ok(Some(hold)) => Ok(format!(
                                "illegal ({e}): the claim is incorrect; then {}",
                                hold.describe()
                            )),
                            Ok(None) => Ok(format!(
                                "illegal ({e}): the claim is incorrect; the piece has no legal move (Art. 4.5)"
                            )),
                            Err(why) => Err(format!("{e}; {why}")),
                        }
                    }
                    Err(e) => Err(e.to_string()),
                })
            }
            InputFor::Adjust { .. } | InputFor::PenaltyTime { .. } => {
                if text.is_empty() {
                    return Some(Ok("e.g. +2:00, -30, +1:00".into()));
                }
                Some(parse_amount(text).map(|ms| {
                    format!("{} {}", if ms < 0 { "take" } else { "add" }, mmss(ms.abs()))
                }))
            }
            InputFor::SetClocks => {
                if text.is_empty() {
                    return Some(Ok("e.g. 1:25:00 1:20:30".into()));
                }
                Some(
                    parse_two_times(text)
                        .map(|(w, bl)| format!("White {} Black {}", mmss(w), mmss(bl))),
                )
            }
            InputFor::Note => None,
        }
    }

    fn submit_input(&mut self, purpose: &InputFor, text: &str) -> Result<Vec<Request>, String> {
        let Some(b) = self.current().cloned() else {
            return Ok(Vec::new());
        };
        let n = b.number;
        let turn = b.turn();
        match purpose {
            InputFor::Move => {
                b.record.parse_san(text).map_err(|e| e.to_string())?;
                Ok(vec![self.request(
                    &b,
                    Intent::Move {
                        san: text.to_owned(),
                    },
                )])
            }
            InputFor::ClaimMove => {
                let intended = (!text.is_empty()).then(|| text.to_owned());
                // An illegal written move is recorded as an incorrect claim (Art. 9.5.3): the
                // claimant is then held to a move with that piece.
                let verdict = crate::event::procedure::repetition_claim(
                    &b.record,
                    intended.as_deref(),
                    &b.laws,
                )?;
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
                let req = self.request(&b, intent);
                let title = if verdict.valid {
                    "Claim correct"
                } else {
                    "Claim incorrect"
                };
                self.confirm(req, title, lines);
                Ok(Vec::new())
            }
            InputFor::Adjust { side } => {
                let ms = parse_amount(text)?;
                let req = self.request(&b, Intent::Clock(ClockAction::Adjust { side: *side, ms }));
                let verb = if ms < 0 { "Take" } else { "Add" };
                let prep = if ms < 0 { "from" } else { "to" };
                self.confirm(
                    req,
                    "Adjust clock",
                    vec![format!(
                        "{verb} {} {prep} {}'s clock ({}) on board {n} (Art. 6.10.2)?",
                        mmss(ms.abs()),
                        side_word(*side),
                        b.name(*side)
                    )],
                );
                Ok(Vec::new())
            }
            InputFor::SetClocks => {
                let (white_ms, black_ms) = parse_two_times(text)?;
                let req = self.request(&b, Intent::Clock(ClockAction::Set { white_ms, black_ms }));
                self.confirm(
                    req,
                    "Set clocks",
                    vec![format!(
                        "Set the clocks on board {n}: White {}, Black {} (Art. 6.10.2)?",
                        mmss(white_ms),
                        mmss(black_ms)
                    )],
                );
                Ok(Vec::new())
            }
            InputFor::PenaltyTime { side, kind } => {
                let ms = parse_amount(text)?.abs();
                let (who, verb) = match kind {
                    PenaltyKind::OpponentTime => (!*side, "Add"),
                    _ => (*side, "Take"),
                };
                let prep = if verb == "Add" { "to" } else { "from" };
                let req = self.request(
                    &b,
                    Intent::Penalty {
                        side: *side,
                        kind: *kind,
                        ms: Some(ms),
                    },
                );
                self.confirm(
                    req,
                    "Penalty",
                    vec![format!(
                        "Penalty for {} on board {n}: {verb} {} {prep} {}'s clock (Art. {})?",
                        side_word(*side),
                        mmss(ms),
                        side_word(who),
                        kind.article()
                    )],
                );
                Ok(Vec::new())
            }
            InputFor::Note => {
                if text.is_empty() {
                    return Err("An empty note records nothing.".into());
                }
                Ok(vec![self.request(
                    &b,
                    Intent::Note {
                        text: text.to_owned(),
                    },
                )])
            }
        }
    }

    fn chosen(&mut self, purpose: ChooseFor, selected: usize) -> Vec<Request> {
        let Some(b) = self.current().cloned() else {
            return Vec::new();
        };
        let n = b.number;
        let side = if selected == 0 {
            Color::White
        } else {
            Color::Black
        };
        match purpose {
            ChooseFor::AdjustSide => self.input(
                InputFor::Adjust { side },
                format!("Board {n}: adjust {}'s clock", side_word(side)),
                "Amount (+m:ss or -seconds):",
            ),
            ChooseFor::OfferBy => return vec![self.request(&b, Intent::Offer { by: side })],
            ChooseFor::OfferAnswer => {
                if selected != 0 {
                    return vec![self.request(&b, Intent::OfferAnswer { accepted: false })];
                }
                let req = self.request(&b, Intent::OfferAnswer { accepted: true });
                self.confirm(req, "Draw agreed", vec![format!(
                    "Record the draw by agreement on board {n} ({} {} {}): 1/2-1/2 (Art. 9.1.2)?",
                    b.white,
                    self.dash(),
                    b.black
                )]);
            }
            ChooseFor::IllegalBy => {
                let (intent, lines) = illegal_move(&b, side);
                let req = self.request(&b, intent);
                self.confirm(req, "Illegal move", lines);
            }
            ChooseFor::PenaltySide => self.choose(
                ChooseFor::PenaltyKind { side },
                format!("Board {n}: penalty for {} (Art. 12.9)", side_word(side)),
                PenaltyKind::ALL
                    .iter()
                    .map(|k| k.label().to_owned())
                    .collect(),
            ),
            ChooseFor::PenaltyKind { side } => {
                let Some(kind) = PenaltyKind::ALL.get(selected).copied() else {
                    return Vec::new();
                };
                if kind.takes_time() {
                    self.input(
                        InputFor::PenaltyTime { side, kind },
                        format!("Board {n}: {}", kind.label()),
                        "Amount (m:ss):",
                    );
                } else {
                    let what = match kind {
                        PenaltyKind::GameLost => format!(
                            "{} loses the game on board {n}: {} (Art. 12.9.6)?",
                            side_word(side),
                            if side == Color::White { "0-1" } else { "1-0" }
                        ),
                        _ => format!(
                            "Warn {} ({}) on board {n} (Art. 12.9.1)?",
                            side_word(side),
                            b.name(side)
                        ),
                    };
                    let req = self.request(
                        &b,
                        Intent::Penalty {
                            side,
                            kind,
                            ms: None,
                        },
                    );
                    self.confirm(req, "Penalty", vec![what]);
                }
            }
            ChooseFor::ClaimKind => {
                let turn = b.turn();
                let kind = match selected {
                    0 => {
                        self.input(
                            InputFor::ClaimMove,
                            format!(
                                "Board {n}: {}'s draw claim (Art. 9.2, 9.3)",
                                side_word(turn)
                            ),
                            "Written move (empty if the position is on the board):",
                        );
                        return Vec::new();
                    }
                    1 => ClaimKind::ExtraIncrement,
                    2 => ClaimKind::CannotWin,
                    _ => ClaimKind::NoEffort,
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
                let req = self.request(&b, Intent::GuidelinesClaim { by: turn, kind });
                self.confirm(req, "Guidelines III", vec![what]);
            }
            ChooseFor::Ruling { options, mut lines } => {
                let Some((label, intent)) = options.get(selected).cloned() else {
                    return Vec::new();
                };
                lines.push(format!("Record on board {n}: {label}?"));
                let req = self.request(&b, intent);
                self.confirm(req, "Ruling", lines);
            }
            ChooseFor::Result { options } => {
                let Some((result, reason)) = options.get(selected).cloned() else {
                    return Vec::new();
                };
                let req = self.request(
                    &b,
                    Intent::Result {
                        result: result.clone(),
                        reason: reason.clone(),
                    },
                );
                let why = if reason.is_empty() {
                    String::new()
                } else {
                    format!(" ({reason})")
                };
                self.confirm(
                    req,
                    "Result",
                    vec![format!(
                        "Set the result of board {n} ({} {} {}) to {result}{why}?",
                        b.white,
                        self.dash(),
                        b.black
                    )],
                );
            }
        }
        Vec::new()
    }

    fn incident_rows(&self) -> Vec<IncidentRow> {
        let mut rows: Vec<IncidentRow> = self
            .boards
            .iter()
            .filter(|b| self.inc_board.is_none_or(|n| n == b.number))
            .flat_map(|b| b.incidents.iter().cloned())
            .filter(|r| self.inc_kind.is_none_or(|k| r.kind == KINDS[k]))
            .collect();
        rows.sort_by(|a, b| b.time.cmp(&a.time).then(b.board.cmp(&a.board)));
        rows
    }

    /// The view of this instant; `format` writes clock times.
    pub fn view(&mut self, format: &dyn Fn(i64) -> String) -> AppView {
        let order = self.hall_order();
        let rows: Vec<_> = order.iter().map(|&i| self.boards[i].row(format)).collect();
        let selected = rows
            .iter()
            .position(|r| Some(r.number) == self.selected)
            .unwrap_or(0);
        let height = hall_rows_height(self.height);
        self.hall_offset = scroll_offset(self.hall_offset, selected, height, rows.len());
        let attention = if self.attention_only {
            rows.len()
        } else {
            rows.iter().filter(|r| r.needs_attention()).count()
        };
        let inc_rows = self.incident_rows();
        self.inc_selected = self.inc_selected.min(inc_rows.len().saturating_sub(1));
        self.inc_offset = scroll_offset(self.inc_offset, self.inc_selected, height, inc_rows.len());
        let mut filter = Vec::new();
        if let Some(n) = self.inc_board {
            filter.push(format!("board {n}"));
        }
        if let Some(k) = self.inc_kind {
            filter.push(KINDS[k].to_owned());
        }
        let board = match self.screen {
            Screen::Board => self
                .open
                .and_then(|n| self.board(n))
                .map(|b| b.view(format, self.flipped)),
            Screen::Hall | Screen::Incidents => None,
        };
        let overlay = self.dialog.as_ref().map(|d| match d {
            Dialog::Help => Overlay::Help {
                context: screen_context(self.screen),
            },
            Dialog::Input {
                purpose,
                title,
                prompt,
                text,
            } => Overlay::Input(InputView {
                title: title.clone(),
                prompt: prompt.clone(),
                text: text.clone(),
                feedback: self.feedback(purpose, text),
            }),
            Dialog::Choose {
                title,
                options,
                selected,
                purpose,
            } => Overlay::Choose {
                title: title.clone(),
                context: match purpose {
                    ChooseFor::Ruling { lines, .. } => lines.clone(),
                    _ => Vec::new(),
                },
                options: options.clone(),
                selected: *selected,
            },
            Dialog::Confirm { title, lines, .. } => Overlay::Confirm {
                title: title.clone(),
                lines: lines.clone(),
            },
        });
        AppView {
            look: self.look,
            screen: self.screen,
            title: self.title.clone(),
            actor: self.actor.clone(),
            hall: HallView {
                total: self.boards.len(),
                rows,
                selected,
                offset: self.hall_offset,
                sort: self.sort.label().to_owned(),
                filter: self.attention_only.then(|| "needs attention".to_owned()),
                jump: self.jump.clone(),
                attention,
            },
            board,
            incidents: IncidentsView {
                rows: inc_rows,
                selected: self.inc_selected,
                offset: self.inc_offset,
                filter,
            },
            overlay,
            status: self.status.clone(),
        }
    }
}

/// Clock text without tenths, for sorting and filtering (no clock is shown from it).
fn plain(ms: i64) -> String {
    ms.to_string()
}

fn step(current: usize, len: usize, action: Action, page: usize) -> usize {
    if len == 0 {
        return 0;
    }
    let last = len - 1;
    match action {
        Action::Up => current.saturating_sub(1),
        Action::Down => (current + 1).min(last),
        Action::PageUp => current.saturating_sub(page),
        Action::PageDown => (current + page).min(last),
        Action::Top => 0,
        Action::Bottom => last,
        _ => current,
    }
}

/// Art. 7.5.5: what the `count`-th illegal move by `side` leads to, as the rules engine finds it.
fn illegal_move(b: &BoardModel, side: Color) -> (Intent, Vec<String>) {
    let n = b.number;
    let count = b.illegal_count(side).saturating_add(1);
    let ordinal = match count {
        1 => "first",
        2 => "second",
        3 => "third",
        _ => "another",
    };
    match procedure::illegal_move_finding_at(b.record.position(), b.laws, side, u32::from(count)) {
        None => {
            let bonus = b.laws.illegal_move_bonus_ms(b.category);
            let lines = vec![format!(
                "Board {n}: {ordinal} illegal move by {}. Add {} to {}'s clock (Art. 7.5.5)?",
                side_word(side),
                mmss(bonus),
                side_word(!side)
            )];
            (
                Intent::IllegalMove {
                    by: side,
                    count,
                    bonus_ms: bonus,
                    result: None,
                },
                lines,
            )
        }
        Some(finding) => {
            let result = finding.result.unwrap_or_default();
            let reason = finding.reason;
            let mut lines = vec![
                format!("Board {n}: {ordinal} illegal move by {}.", side_word(side)),
                format!("{reason} (Art. {}).", finding.article),
            ];
            if finding.check {
                lines.push("Look at the position before you confirm.".into());
            }
            lines.push(format!("Record the result {result}?"));
            (
                Intent::IllegalMove {
                    by: side,
                    count,
                    bonus_ms: 0,
                    result: Some((result, reason)),
                },
                lines,
            )
        }
    }
}

/// Results to offer, the one the Laws call for first (a mandatory end, or the Art. 6.9 verdict).
fn result_options(b: &BoardModel) -> Vec<(String, String)> {
    let mut options = Vec::new();
    if let Some(end) = b.record.ending() {
        options.push((
            end.result.to_owned(),
            format!("{} (Art. {})", end.reason, end.article),
        ));
    }
    if let Some(finding) = b.flag_finding()
        && let Some(result) = finding.result
    {
        options.push((
            result,
            format!("{} (Art. {})", finding.reason, finding.article),
        ));
    }
    for (r, why) in [
        ("1-0", "Black resigns"),
        ("0-1", "White resigns"),
        ("1/2-1/2", "draw agreed"),
        ("1-0", ""),
        ("0-1", ""),
        ("1/2-1/2", ""),
        ("0-0", "both lose (Art. 11.7)"),
    ] {
        options.push((r.to_owned(), why.to_owned()));
    }
    options
}

/// "2:00", "0:30", "1:25:00".
pub fn mmss(ms: i64) -> String {
    let s = ms / 1000;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// An amount of time: "+2:00", "-30" (seconds), "1:30:00", "2m".
pub fn parse_amount(text: &str) -> Result<i64, String> {
    let t = text.trim();
    let (sign, rest) = match t.strip_prefix('-') {
        Some(r) => (-1, r),
        None => (1, t.strip_prefix('+').unwrap_or(t)),
    };
    parse_time(rest).map(|ms| sign * ms)
}

fn parse_time(text: &str) -> Result<i64, String> {
    let bad = || format!("not a time: {text:?} (write m:ss, h:mm:ss or seconds)");
    if let Some(m) = text.strip_suffix('m') {
        return m
            .trim()
            .parse::<i64>()
            .map(|m| m * 60_000)
            .map_err(|_| bad());
    }
    let parts: Vec<&str> = text.split(':').collect();
    if parts.is_empty() || parts.len() > 3 || parts.iter().any(|p| p.is_empty()) {
        return Err(bad());
    }
    let mut total = 0i64;
    for (i, p) in parts.iter().enumerate() {
        let v: i64 = p.parse().map_err(|_| bad())?;
        if i > 0 && v >= 60 {
            return Err(bad());
        }
        total = total
            .checked_mul(60)
            .and_then(|t| t.checked_add(v))
            .ok_or_else(bad)?;
    }
    total.checked_mul(1000).ok_or_else(bad)
}

fn parse_two_times(text: &str) -> Result<(i64, i64), String> {
    let parts: Vec<&str> = text.split_whitespace().collect();
    match parts.as_slice() {
        [w, b] => Ok((parse_time(w)?, parse_time(b)?)),
        _ => Err("write both times: White's then Black's, e.g. 1:25:00 1:20:30".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_parse_as_an_arbiter_writes_them() {
        assert_eq!(parse_amount("+2:00"), Ok(120_000));
        assert_eq!(parse_amount("-30"), Ok(-30_000));
        assert_eq!(parse_amount("1:30:00"), Ok(5_400_000));
        assert_eq!(parse_amount("2m"), Ok(120_000));
        assert!(parse_amount("1:75").is_err());
        assert!(parse_amount("abc").is_err());
        assert!(parse_amount("").is_err());
        assert_eq!(
            parse_two_times("1:25:00 1:20:30"),
            Ok((5_100_000, 4_830_000))
        );
        assert_eq!(mmss(120_000), "2:00");
        assert_eq!(mmss(5_100_000), "1:25:00");
    }
}
