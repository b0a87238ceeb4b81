//! Every key of the app in one table.
//!
//! Each [`Binding`] says in which [`Context`] a key does which [`Action`] and how it is labelled.
//! The bottom bar and the `?` help are both built from [`active`], so what the bar shows is always
//! what the keys do, and the help lists nothing the keys don't do.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// Where the keys are read: a screen, or a dialog over it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Context {
    /// Keys that work on every screen (not in dialogs).
    Global,
    Hall,
    Board,
    Incidents,
    Help,
    Confirm,
    Input,
    Choose,
}

impl Context {
    /// The contexts that are screens take the global keys too; dialogs take only their own.
    pub fn takes_global(self) -> bool {
        match self {
            Context::Hall | Context::Board | Context::Incidents => true,
            Context::Global
            | Context::Help
            | Context::Confirm
            | Context::Input
            | Context::Choose => false,
        }
    }

    /// Every context, for tests and the help index.
    pub const ALL: [Context; 8] = [
        Context::Global,
        Context::Hall,
        Context::Board,
        Context::Incidents,
        Context::Help,
        Context::Confirm,
        Context::Input,
        Context::Choose,
    ];
}

/// What a key asks for. The app turns actions into UI changes or `event::command::Command`s.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    Quit,
    Help,
    CloseHelp,
    ShowIncidents,
    Back,
    Up,
    Down,
    PageUp,
    PageDown,
    Top,
    Bottom,
    /// Hall: open the highlighted board.
    Open,
    /// Hall: a digit of the board number to jump to.
    JumpDigit,
    /// Hall: next sort order (board, attention, lowest clock).
    CycleSort,
    /// Hall: show only the boards that need the arbiter.
    ToggleAttention,
    /// Hall: start every clock of the round that has not started (Art. 6.5 / III.1).
    StartRound,
    /// Hall: pause every running clock (an evacuation, a power cut: Art. 6.11.1), or, when none
    /// runs, resume every paused one — recorded per board.
    PauseAll,
    PrevBoard,
    NextBoard,
    /// Hall: show the previous round's boards (issue 17).
    PrevRound,
    /// Hall: show the next round's boards (issue 17).
    NextRound,
    /// Board: type a move in SAN.
    EnterMove,
    /// Board: start this board's clock.
    StartClock,
    /// Board: press the clock for the side to move.
    PressClock,
    /// Board: pause, or resume a paused clock (Art. 6.11.1).
    PauseResume,
    /// Board: add or take time from one side.
    AdjustClock,
    /// Board: set both clocks (Art. 6.10.2, 7.4.1).
    SetClock,
    /// Board: record a draw offer, or its acceptance or decline (Art. 9.1.2).
    DrawOffer,
    /// Board: a threefold or fifty-move claim (Art. 9.2, 9.3), checked by the rules engine.
    Claim,
    /// Board: an illegal move completed (Art. 7.5).
    IllegalMove,
    /// Board: a penalty from the list of Art. 12.9.
    Penalty,
    /// Board: set the result.
    SetResult,
    /// Board: write a note.
    Note,
    /// Board: take back the last action (recorded as a new event).
    TakeBack,
    /// Board: turn the diagram round.
    Flip,
    /// Incidents: only the highlighted incident's board, or all boards again.
    FilterBoard,
    /// Incidents: next kind (claims, decisions, penalties, …, all).
    CycleKind,
    Confirm,
    Cancel,
    Submit,
    /// A printable character typed into a text field.
    Type,
    /// Delete the character before the cursor.
    Erase,
}

/// A key, as the table and the labels know it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Key {
    /// One key (with modifiers).
    Code(KeyCode, KeyModifiers),
    /// Any digit 0–9.
    Digit,
    /// Any printable character.
    Char,
}

/// One line of the table.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Binding {
    pub context: Context,
    pub key: Key,
    pub action: Action,
    /// What the bar and the help call it.
    pub label: &'static str,
    /// Shown in the bottom bar (everything is in the help).
    pub in_bar: bool,
}

const NONE: KeyModifiers = KeyModifiers::NONE;
const SHIFT: KeyModifiers = KeyModifiers::SHIFT;
const CTRL: KeyModifiers = KeyModifiers::CONTROL;

const fn ch(c: char) -> Key {
    Key::Code(KeyCode::Char(c), NONE)
}

const fn code(c: KeyCode) -> Key {
    Key::Code(c, NONE)
}

const fn bind(context: Context, key: Key, action: Action, label: &'static str) -> Binding {
    Binding {
        context,
        key,
        action,
        label,
        in_bar: true,
    }
}

const fn more(context: Context, key: Key, action: Action, label: &'static str) -> Binding {
    Binding {
        context,
        key,
        action,
        label,
        in_bar: false,
    }
}

use Action as A;
use Context as C;

/// The table. Order is the order of the bar and the help.
pub const KEYMAP: &[Binding] = &[
    // Hall
    bind(C::Hall, code(KeyCode::Enter), A::Open, "open"),
    bind(C::Hall, Key::Digit, A::JumpDigit, "jump to board"),
    bind(C::Hall, ch('f'), A::ToggleAttention, "needs attention"),
    bind(C::Hall, ch('s'), A::CycleSort, "sort"),
    bind(
        C::Hall,
        Key::Code(KeyCode::Char('S'), SHIFT),
        A::StartRound,
        "start round",
    ),
    bind(
        C::Hall,
        Key::Code(KeyCode::Char('P'), SHIFT),
        A::PauseAll,
        "pause/resume all",
    ),
    more(C::Hall, ch('<'), A::PrevRound, "previous round"),
    more(C::Hall, ch('>'), A::NextRound, "next round"),
    more(C::Hall, code(KeyCode::Up), A::Up, "previous board"),
    more(C::Hall, code(KeyCode::Down), A::Down, "next board"),
    more(C::Hall, code(KeyCode::PageUp), A::PageUp, "page up"),
    more(C::Hall, code(KeyCode::PageDown), A::PageDown, "page down"),
    more(C::Hall, code(KeyCode::Home), A::Top, "first board"),
    more(C::Hall, code(KeyCode::End), A::Bottom, "last board"),
    more(C::Hall, code(KeyCode::Backspace), A::Erase, "erase a digit"),
    more(C::Hall, code(KeyCode::Esc), A::Back, "clear jump / filter"),
    // Board
    bind(C::Board, ch('m'), A::EnterMove, "move"),
    bind(
        C::Board,
        code(KeyCode::Char(' ')),
        A::PressClock,
        "press clock",
    ),
    bind(C::Board, ch('c'), A::Claim, "claim"),
    bind(C::Board, ch('o'), A::DrawOffer, "offer"),
    bind(C::Board, ch('p'), A::PauseResume, "pause/resume"),
    bind(C::Board, ch('a'), A::AdjustClock, "adjust"),
    bind(C::Board, ch('x'), A::IllegalMove, "illegal"),
    bind(C::Board, ch('l'), A::Penalty, "penalty"),
    bind(C::Board, ch('r'), A::SetResult, "result"),
    bind(C::Board, code(KeyCode::Esc), A::Back, "hall"),
    more(C::Board, ch('s'), A::StartClock, "start clock"),
    more(C::Board, ch('t'), A::SetClock, "set clocks"),
    more(C::Board, ch('n'), A::Note, "note"),
    more(C::Board, ch('u'), A::TakeBack, "take back the last action"),
    more(C::Board, ch('f'), A::Flip, "flip board"),
    more(C::Board, ch('['), A::PrevBoard, "previous board"),
    more(C::Board, ch(']'), A::NextBoard, "next board"),
    // Incidents
    bind(
        C::Incidents,
        ch('b'),
        A::FilterBoard,
        "this board only / all",
    ),
    bind(C::Incidents, ch('k'), A::CycleKind, "kind"),
    bind(C::Incidents, code(KeyCode::Enter), A::Open, "open board"),
    bind(C::Incidents, code(KeyCode::Esc), A::Back, "hall"),
    more(C::Incidents, code(KeyCode::Up), A::Up, "newer"),
    more(C::Incidents, code(KeyCode::Down), A::Down, "older"),
    more(C::Incidents, code(KeyCode::PageUp), A::PageUp, "page up"),
    more(
        C::Incidents,
        code(KeyCode::PageDown),
        A::PageDown,
        "page down",
    ),
    // Everywhere on a screen
    bind(C::Global, ch('i'), A::ShowIncidents, "incidents"),
    bind(C::Global, ch('?'), A::Help, "help"),
    bind(C::Global, ch('q'), A::Quit, "quit"),
    more(
        C::Global,
        Key::Code(KeyCode::Char('c'), CTRL),
        A::Quit,
        "quit (from anywhere)",
    ),
    // Dialogs
    bind(C::Help, code(KeyCode::Esc), A::CloseHelp, "close"),
    more(C::Help, ch('?'), A::CloseHelp, "close"),
    bind(C::Confirm, ch('y'), A::Confirm, "yes, record it"),
    bind(C::Confirm, ch('n'), A::Cancel, "no"),
    more(C::Confirm, code(KeyCode::Esc), A::Cancel, "no"),
    bind(C::Input, code(KeyCode::Enter), A::Submit, "record"),
    bind(C::Input, code(KeyCode::Esc), A::Cancel, "cancel"),
    more(C::Input, code(KeyCode::Backspace), A::Erase, "erase"),
    more(C::Input, Key::Char, A::Type, "type"),
    bind(C::Choose, code(KeyCode::Enter), A::Submit, "choose"),
    bind(C::Choose, code(KeyCode::Esc), A::Cancel, "cancel"),
    more(C::Choose, code(KeyCode::Up), A::Up, "previous"),
    more(C::Choose, code(KeyCode::Down), A::Down, "next"),
    more(C::Choose, Key::Digit, A::JumpDigit, "choose by number"),
];

/// The bindings that work in `context`, own keys first, then the global ones: the single source
/// of the bottom bar and of the help.
pub fn active(context: Context) -> impl Iterator<Item = &'static Binding> {
    let own = KEYMAP.iter().filter(move |b| b.context == context);
    let global = KEYMAP
        .iter()
        .filter(move |b| context.takes_global() && b.context == Context::Global);
    own.chain(global)
}

/// The bar's entries for `context`.
pub fn bar(context: Context) -> impl Iterator<Item = &'static Binding> {
    active(context).filter(|b| b.in_bar)
}

/// The action a key press asks for in `context`, if any.
pub fn lookup(context: Context, key: &KeyEvent) -> Option<Action> {
    active(context)
        .find(|b| matches(b.key, key))
        .map(|b| b.action)
}

fn matches(spec: Key, key: &KeyEvent) -> bool {
    let mods = key.modifiers - KeyModifiers::SHIFT;
    match spec {
        Key::Code(KeyCode::Char(c), m) => {
            key.code == KeyCode::Char(c) && mods == m - KeyModifiers::SHIFT
        }
        Key::Code(code, m) => key.code == code && key.modifiers == m,
        Key::Digit => matches!(key.code, KeyCode::Char(c) if c.is_ascii_digit()) && mods.is_empty(),
        Key::Char => {
            matches!(key.code, KeyCode::Char(_))
                && !mods.intersects(KeyModifiers::CONTROL | KeyModifiers::ALT)
        }
    }
}

/// How a key is written in the bar and the help.
pub fn key_label(key: Key, ascii: bool) -> String {
    match key {
        Key::Digit => "0-9".to_owned(),
        Key::Char => if ascii { "a-z..." } else { "a-z…" }.to_owned(),
        Key::Code(code, mods) if mods.contains(KeyModifiers::CONTROL) => {
            format!("ctrl-{}", code_label(code, ascii))
        }
        Key::Code(code, _) => code_label(code, ascii),
    }
}

fn code_label(code: KeyCode, ascii: bool) -> String {
    let s = match (code, ascii) {
        (KeyCode::Char(' '), _) => "space",
        (KeyCode::Char(c), _) => return c.to_string(),
        (KeyCode::Enter, false) => "⏎",
        (KeyCode::Enter, true) => "enter",
        (KeyCode::Esc, _) => "esc",
        (KeyCode::Up, false) => "↑",
        (KeyCode::Up, true) => "up",
        (KeyCode::Down, false) => "↓",
        (KeyCode::Down, true) => "down",
        (KeyCode::PageUp, _) => "pgup",
        (KeyCode::PageDown, _) => "pgdn",
        (KeyCode::Home, _) => "home",
        (KeyCode::End, _) => "end",
        (KeyCode::Backspace, _) => "bksp",
        (KeyCode::Tab, _) => "tab",
        (other, _) => return format!("{other:?}").to_lowercase(),
    };
    s.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn press(code: KeyCode) -> KeyEvent {
        KeyEvent::new(code, KeyModifiers::NONE)
    }

    #[test]
    fn no_key_does_two_things_in_one_context() {
        for ctx in Context::ALL {
            let list: Vec<_> = active(ctx).collect();
            for (i, a) in list.iter().enumerate() {
                for b in &list[i + 1..] {
                    let same = a.key == b.key && a.action != b.action;
                    assert!(
                        !same,
                        "{ctx:?}: {:?} bound to {:?} and {:?}",
                        a.key, a.action, b.action
                    );
                }
            }
        }
    }

    #[test]
    fn screen_keys_shadow_nothing_global() {
        // A screen key equal to a global key would make the global one unreachable there.
        let globals: Vec<_> = KEYMAP
            .iter()
            .filter(|b| b.context == Context::Global)
            .collect();
        for b in KEYMAP.iter().filter(|b| b.context.takes_global()) {
            for g in &globals {
                assert_ne!(
                    b.key, g.key,
                    "{:?} {:?} shadows global {:?}",
                    b.context, b.action, g.action
                );
            }
        }
    }

    #[test]
    fn lookup_finds_screen_then_global_keys() {
        assert_eq!(
            lookup(Context::Hall, &press(KeyCode::Enter)),
            Some(Action::Open)
        );
        assert_eq!(
            lookup(Context::Hall, &press(KeyCode::Char('7'))),
            Some(Action::JumpDigit)
        );
        assert_eq!(
            lookup(Context::Board, &press(KeyCode::Char('q'))),
            Some(Action::Quit)
        );
        assert_eq!(
            lookup(Context::Input, &press(KeyCode::Char('q'))),
            Some(Action::Type)
        );
        assert_eq!(lookup(Context::Confirm, &press(KeyCode::Char('q'))), None);
        let shift_s = KeyEvent::new(KeyCode::Char('S'), KeyModifiers::SHIFT);
        assert_eq!(lookup(Context::Hall, &shift_s), Some(Action::StartRound));
        let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
        assert_eq!(lookup(Context::Board, &ctrl_c), Some(Action::Quit));
        let ctrl_x = KeyEvent::new(KeyCode::Char('x'), KeyModifiers::CONTROL);
        assert_eq!(lookup(Context::Board, &ctrl_x), None);
    }
}
