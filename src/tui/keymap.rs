//! Every key of the app in one table.
//!
//! Each [`Binding`] says in which [`Context`] a key does which [`Action`] and how it is labelled.
//! The bottom bar and the `?` help are both built from [`active`], so what the bar shows is always
//! what the keys do, and the help lists nothing the keys don't do.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use crate::i18n::Lang;
use crate::tui::lang::tr;

/// Where the keys are read: a screen, or a dialog over it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Context {
    /// Keys that work on every screen (not in dialogs).
    Global,
    Hall,
    Board,
    Incidents,
    /// The time-control sheets screen (issue 35).
    Sheet,
    Help,
    Confirm,
    Input,
    Choose,
}

impl Context {
    /// The contexts that are screens take the global keys too; dialogs take only their own.
    pub fn takes_global(self) -> bool {
        match self {
            Context::Hall | Context::Board | Context::Incidents | Context::Sheet => true,
            Context::Global
            | Context::Help
            | Context::Confirm
            | Context::Input
            | Context::Choose => false,
        }
    }

    /// Every context, for tests and the help index.
    pub const ALL: [Context; 9] = [
        Context::Global,
        Context::Hall,
        Context::Board,
        Context::Incidents,
        Context::Sheet,
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
    /// Hall: forfeit the game of a player who did not arrive within the default time (Art.
    /// 6.7.1), on the highlighted board when its alert is raised.
    DefaultTimeForfeit,
    PrevBoard,
    NextBoard,
    /// Hall: the round's closing checklist, then the next round (issue 35).
    CloseRound,
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
    /// Board: record the designated arbiter's ruling from a ruling file (Guidelines III.6.2),
    /// as `claims ruling import` does.
    ImportRuling,
    /// Board: take back the last action (recorded as a new event).
    TakeBack,
    /// Board: the claims-ahead ledger instead of the move list, and back (issue 35).
    ToggleLedger,
    /// Board: turn the diagram round.
    Flip,
    /// Incidents: only the highlighted incident's board, or all boards again.
    FilterBoard,
    /// Incidents: next kind (claims, decisions, penalties, …, all).
    CycleKind,
    /// The round's time-control sheets (issue 35; AM 2025, General Duties).
    ShowSheet,
    /// Sheets: take a sheet of every running board now, on demand (as `arbiter sheet take`).
    TakeSheet,
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
    /// What the bar and the help call it: the id of its message in `tui.ftl`.
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
    bind(C::Hall, code(KeyCode::Enter), A::Open, "tui-key-open"),
    bind(C::Hall, Key::Digit, A::JumpDigit, "tui-key-jump-to-board"),
    bind(
        C::Hall,
        ch('f'),
        A::ToggleAttention,
        "tui-key-needs-attention",
    ),
    bind(C::Hall, ch('s'), A::CycleSort, "tui-key-sort"),
    bind(
        C::Hall,
        Key::Code(KeyCode::Char('S'), SHIFT),
        A::StartRound,
        "tui-key-start-round",
    ),
    bind(
        C::Hall,
        Key::Code(KeyCode::Char('P'), SHIFT),
        A::PauseAll,
        "tui-key-pause-resume-all",
    ),
    more(
        C::Hall,
        Key::Code(KeyCode::Char('F'), SHIFT),
        A::DefaultTimeForfeit,
        "rounds-key-default-time-forfeit",
    ),
    more(C::Hall, code(KeyCode::Up), A::Up, "tui-key-previous-board"),
    more(C::Hall, code(KeyCode::Down), A::Down, "tui-key-next-board"),
    more(C::Hall, code(KeyCode::PageUp), A::PageUp, "tui-key-page-up"),
    more(
        C::Hall,
        code(KeyCode::PageDown),
        A::PageDown,
        "tui-key-page-down",
    ),
    more(C::Hall, code(KeyCode::Home), A::Top, "tui-key-first-board"),
    more(C::Hall, code(KeyCode::End), A::Bottom, "tui-key-last-board"),
    more(
        C::Hall,
        code(KeyCode::Backspace),
        A::Erase,
        "tui-key-erase-a-digit",
    ),
    more(
        C::Hall,
        code(KeyCode::Esc),
        A::Back,
        "tui-key-clear-jump-filter",
    ),
    more(
        C::Hall,
        Key::Code(KeyCode::Char('C'), SHIFT),
        A::CloseRound,
        "tui-key-close-round",
    ),
    more(C::Hall, ch('<'), A::PrevRound, "tui-key-previous-round"),
    more(C::Hall, ch('>'), A::NextRound, "tui-key-next-round"),
    // Board
    bind(C::Board, ch('m'), A::EnterMove, "tui-key-move"),
    bind(
        C::Board,
        code(KeyCode::Char(' ')),
        A::PressClock,
        "tui-key-press-clock",
    ),
    bind(C::Board, ch('c'), A::Claim, "tui-key-claim"),
    bind(C::Board, ch('o'), A::DrawOffer, "tui-key-offer"),
    bind(C::Board, ch('p'), A::PauseResume, "tui-key-pause-resume"),
    bind(C::Board, ch('a'), A::AdjustClock, "tui-key-adjust"),
    bind(C::Board, ch('x'), A::IllegalMove, "tui-key-illegal"),
    bind(C::Board, ch('l'), A::Penalty, "tui-key-penalty"),
    bind(C::Board, ch('r'), A::SetResult, "tui-key-result"),
    bind(C::Board, code(KeyCode::Esc), A::Back, "tui-key-hall"),
    more(C::Board, ch('s'), A::StartClock, "tui-key-start-clock"),
    more(C::Board, ch('t'), A::SetClock, "tui-key-set-clocks"),
    more(C::Board, ch('n'), A::Note, "tui-key-note"),
    more(
        C::Board,
        Key::Code(KeyCode::Char('I'), SHIFT),
        A::ImportRuling,
        "tui-key-import-ruling",
    ),
    more(
        C::Board,
        ch('u'),
        A::TakeBack,
        "tui-key-take-back-the-last-action",
    ),
    more(C::Board, ch('f'), A::Flip, "tui-key-flip-board"),
    more(
        C::Board,
        Key::Code(KeyCode::Char('L'), SHIFT),
        A::ToggleLedger,
        "tui-key-ledger",
    ),
    more(C::Board, code(KeyCode::Up), A::Up, "tui-key-ledger-up"),
    more(
        C::Board,
        code(KeyCode::Down),
        A::Down,
        "tui-key-ledger-down",
    ),
    more(
        C::Board,
        code(KeyCode::PageUp),
        A::PageUp,
        "tui-key-page-up",
    ),
    more(
        C::Board,
        code(KeyCode::PageDown),
        A::PageDown,
        "tui-key-page-down",
    ),
    more(C::Board, ch('['), A::PrevBoard, "tui-key-previous-board"),
    more(C::Board, ch(']'), A::NextBoard, "tui-key-next-board"),
    // Incidents
    bind(
        C::Incidents,
        ch('b'),
        A::FilterBoard,
        "tui-key-this-board-only-all",
    ),
    bind(C::Incidents, ch('k'), A::CycleKind, "tui-key-kind"),
    bind(
        C::Incidents,
        code(KeyCode::Enter),
        A::Open,
        "tui-key-open-board",
    ),
    bind(C::Incidents, code(KeyCode::Esc), A::Back, "tui-key-hall"),
    more(C::Incidents, code(KeyCode::Up), A::Up, "tui-key-newer"),
    more(C::Incidents, code(KeyCode::Down), A::Down, "tui-key-older"),
    more(
        C::Incidents,
        code(KeyCode::PageUp),
        A::PageUp,
        "tui-key-page-up",
    ),
    more(
        C::Incidents,
        code(KeyCode::PageDown),
        A::PageDown,
        "tui-key-page-down",
    ),
    // Time-control sheets
    bind(C::Sheet, ch('n'), A::TakeSheet, "tui-key-take-sheet"),
    bind(C::Sheet, code(KeyCode::Esc), A::Back, "tui-key-hall"),
    more(C::Sheet, code(KeyCode::Up), A::Up, "tui-key-newer"),
    more(C::Sheet, code(KeyCode::Down), A::Down, "tui-key-older"),
    more(
        C::Sheet,
        code(KeyCode::PageUp),
        A::PageUp,
        "tui-key-page-up",
    ),
    more(
        C::Sheet,
        code(KeyCode::PageDown),
        A::PageDown,
        "tui-key-page-down",
    ),
    // Everywhere on a screen
    bind(C::Global, ch('i'), A::ShowIncidents, "tui-key-incidents"),
    more(
        C::Global,
        Key::Code(KeyCode::Char('T'), SHIFT),
        A::ShowSheet,
        "tui-key-sheets",
    ),
    bind(C::Global, ch('?'), A::Help, "tui-key-help"),
    bind(C::Global, ch('q'), A::Quit, "tui-key-quit"),
    more(
        C::Global,
        Key::Code(KeyCode::Char('c'), CTRL),
        A::Quit,
        "tui-key-quit-from-anywhere",
    ),
    // Dialogs
    bind(C::Help, code(KeyCode::Esc), A::CloseHelp, "tui-key-close"),
    more(C::Help, ch('?'), A::CloseHelp, "tui-key-close"),
    bind(C::Confirm, ch('y'), A::Confirm, "tui-key-yes-record-it"),
    bind(C::Confirm, ch('n'), A::Cancel, "tui-key-no"),
    more(C::Confirm, code(KeyCode::Esc), A::Cancel, "tui-key-no"),
    bind(C::Input, code(KeyCode::Enter), A::Submit, "tui-key-record"),
    bind(C::Input, code(KeyCode::Esc), A::Cancel, "tui-key-cancel"),
    more(
        C::Input,
        code(KeyCode::Backspace),
        A::Erase,
        "tui-key-erase",
    ),
    more(C::Input, Key::Char, A::Type, "tui-key-type"),
    bind(C::Choose, code(KeyCode::Enter), A::Submit, "tui-key-choose"),
    bind(C::Choose, code(KeyCode::Esc), A::Cancel, "tui-key-cancel"),
    more(C::Choose, code(KeyCode::Up), A::Up, "tui-key-previous"),
    more(C::Choose, code(KeyCode::Down), A::Down, "tui-key-next"),
    more(
        C::Choose,
        Key::Digit,
        A::JumpDigit,
        "tui-key-choose-by-number",
    ),
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

/// The action a key press asks for in `context`, if any. Outside a text field a letter typed
/// with a Russian keyboard layout (ЙЦУКЕН) counts as the Latin letter on the same physical key
/// ([`latin_key`]), so the arbiter need not switch layouts to act; in a text field every
/// character is text.
pub fn lookup(context: Context, key: &KeyEvent) -> Option<Action> {
    let key = if context == Context::Input {
        *key
    } else {
        latin_key(key)
    };
    active(context)
        .find(|b| matches(b.key, &key))
        .map(|b| b.action)
}

/// The key as the Latin (US) layout names the same physical key, when `key` is a character of
/// the Russian ЙЦУКЕН layout: 'ь' is 'm', 'ч' is 'x', 'Ы' is 'S', ',' (Shift and the key of '/')
/// is '?'. Any other key is itself.
pub fn latin_key(key: &KeyEvent) -> KeyEvent {
    let KeyCode::Char(c) = key.code else {
        return *key;
    };
    match russian_to_latin(c) {
        Some(latin) => KeyEvent::new(KeyCode::Char(latin), key.modifiers),
        None => *key,
    }
}

/// The ЙЦУКЕН layout, row by row, against the US layout's keys.
const RUSSIAN: [(&str, &str); 2] = [
    (
        "йцукенгшщзхъфывапролджэячсмитьбюё.",
        "qwertyuiop[]asdfghjkl;'zxcvbnm,.`/",
    ),
    (
        "ЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮЁ,",
        "QWERTYUIOP{}ASDFGHJKL:\"ZXCVBNM<>~?",
    ),
];

fn russian_to_latin(c: char) -> Option<char> {
    RUSSIAN.iter().find_map(|(ru, en)| {
        let i = ru.chars().position(|r| r == c)?;
        en.chars().nth(i)
    })
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

/// How a key is written in the bar and the help, in `lang` (the names of keys such as Esc and
/// Space come from `tui.ftl`; letters, digits and arrows are shown as they are).
pub fn key_label(key: Key, ascii: bool, lang: Lang) -> String {
    match key {
        Key::Digit => "0-9".to_owned(),
        Key::Char => tr(
            lang,
            if ascii {
                "tui-keyname-any-ascii"
            } else {
                "tui-keyname-any"
            },
            &[],
        ),
        Key::Code(code, mods) if mods.contains(KeyModifiers::CONTROL) => tr(
            lang,
            "tui-keyname-ctrl",
            &[("key", code_label(code, ascii, lang).into())],
        ),
        Key::Code(code, _) => code_label(code, ascii, lang),
    }
}

fn code_label(code: KeyCode, ascii: bool, lang: Lang) -> String {
    let id = match (code, ascii) {
        (KeyCode::Char(' '), _) => "tui-keyname-space",
        (KeyCode::Char(c), _) => return c.to_string(),
        (KeyCode::Enter, false) => return "⏎".to_owned(),
        (KeyCode::Enter, true) => "tui-keyname-enter",
        (KeyCode::Esc, _) => "tui-keyname-esc",
        (KeyCode::Up, false) => return "↑".to_owned(),
        (KeyCode::Up, true) => "tui-keyname-up",
        (KeyCode::Down, false) => return "↓".to_owned(),
        (KeyCode::Down, true) => "tui-keyname-down",
        (KeyCode::PageUp, _) => "tui-keyname-pgup",
        (KeyCode::PageDown, _) => "tui-keyname-pgdn",
        (KeyCode::Home, _) => "tui-keyname-home",
        (KeyCode::End, _) => "tui-keyname-end",
        (KeyCode::Backspace, _) => "tui-keyname-bksp",
        (KeyCode::Tab, _) => "tui-keyname-tab",
        (other, _) => return format!("{other:?}").to_lowercase(),
    };
    tr(lang, id, &[])
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

    #[test]
    fn russian_layout_keys_are_the_latin_keys_on_the_same_physical_key() {
        // Each row of the ЙЦУКЕН table has as many keys as its US row.
        for (ru, en) in RUSSIAN {
            assert_eq!(ru.chars().count(), en.chars().count(), "{ru}");
        }
        let ru = |c| press(KeyCode::Char(c));
        assert_eq!(lookup(Context::Board, &ru('ь')), Some(Action::EnterMove));
        assert_eq!(lookup(Context::Board, &ru('ч')), Some(Action::IllegalMove));
        assert_eq!(lookup(Context::Board, &ru('г')), Some(Action::TakeBack));
        assert_eq!(lookup(Context::Board, &ru('к')), Some(Action::SetResult));
        assert_eq!(lookup(Context::Board, &ru('з')), Some(Action::PauseResume));
        assert_eq!(lookup(Context::Board, &ru('х')), Some(Action::PrevBoard));
        assert_eq!(lookup(Context::Board, &ru('ъ')), Some(Action::NextBoard));
        assert_eq!(lookup(Context::Hall, &ru(',')), Some(Action::Help));
        assert_eq!(lookup(Context::Confirm, &ru('н')), Some(Action::Confirm));
        let shift_s = KeyEvent::new(KeyCode::Char('Ы'), KeyModifiers::SHIFT);
        assert_eq!(lookup(Context::Hall, &shift_s), Some(Action::StartRound));
        let ctrl_c = KeyEvent::new(KeyCode::Char('с'), KeyModifiers::CONTROL);
        assert_eq!(lookup(Context::Board, &ctrl_c), Some(Action::Quit));
        // In a text field a Cyrillic letter is text (a move written "Кf3").
        assert_eq!(lookup(Context::Input, &ru('й')), Some(Action::Type));
        assert_eq!(latin_key(&ru('й')).code, KeyCode::Char('q'));
    }
}
