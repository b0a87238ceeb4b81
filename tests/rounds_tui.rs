//! The default-time forfeit in the app (issue 17, Art. 6.7.1): `F` in the hall, on a board
//! whose alert is raised, asks who did not arrive (named), confirms with the article and
//! records the same one action as `arbiter forfeit R.N SIDE`; on any other board it records
//! nothing and says why. The key is in the `?` help.

use arbiter::event::round::default_time_forfeit;
use arbiter::tui::app::App;
use arbiter::tui::keymap::{self, Action, Context};
use arbiter::tui::model::BoardModel;
use arbiter::tui::render::render;
use arbiter::tui::store_source::commands_for;
use arbiter::tui::view::{Look, Overlay};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use shakmaty::Color;

use crate::common::screen as common_screen;

const START: i64 = 1_800_000_000_000;

/// Board `n`, not started, its round started at START, default time 15 minutes, seen
/// `minutes` after the start.
fn waiting(n: u32, minutes: i64) -> BoardModel {
    let mut b = BoardModel::new(n, &format!("White {n}"), &format!("Black {n}"));
    b.seq = 0;
    b.round_start_ms = Some(START);
    b.default_time_ms = 15 * 60_000;
    b.now_ms = START + minutes * 60_000;
    b
}

fn key(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE)
}

/// The open dialog's text, title first, one line each (as the app words it, unwrapped).
fn dialog(app: &mut App) -> Vec<String> {
    match app.view(&|ms| ms.to_string()).overlay {
        Some(Overlay::Confirm { title, lines }) => [vec![title], lines].concat(),
        Some(Overlay::Choose {
            title,
            context,
            options,
            ..
        }) => [vec![title], context, options].concat(),
        other => panic!("no confirmation or choice: {other:?}"),
    }
}

fn screen(app: &mut App) -> String {
    let view = app.view(&|ms| format!("{}:{:02}", ms / 60_000, ms / 1000 % 60));
    let mut t = Terminal::new(TestBackend::new(120, 30)).expect("terminal");
    t.draw(|f| render(&view, f)).expect("draw");
    common_screen::text(t.backend().buffer())
}

#[test]
fn f_on_an_alerted_board_forfeits_the_absent_player_in_one_action() {
    // Board 1: 20 minutes after the start (alert); board 2: 10 minutes (no alert yet).
    let mut boards = vec![waiting(1, 20), waiting(2, 10)];
    boards[1].now_ms = START + 10 * 60_000;
    let mut app = App::new("Test Open", "arbiter", Look::default(), boards);
    // Board 1 highlighted (the first): F asks who did not arrive, naming both players.
    assert!(app.handle_key(&key('F')).is_empty());
    let asked = dialog(&mut app);
    assert_eq!(
        asked,
        [
            "Board 1: the default time has passed — who did not arrive?",
            "Art. 6.7.1: a player who arrives at the chessboard after the default time loses the game",
            "-/+  White 1 (White) did not arrive within the default time (Art. 6.7.1)",
            "+/-  Black 1 (Black) did not arrive within the default time (Art. 6.7.1)",
            "-/-  neither player arrived within the default time (Art. 6.7.1)",
        ],
        "{asked:?}"
    );
    // The second option: Black absent; the confirmation names Black and the article.
    assert!(
        app.handle_key(&KeyEvent::new(KeyCode::Down, KeyModifiers::NONE))
            .is_empty()
    );
    assert!(
        app.handle_key(&KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE))
            .is_empty()
    );
    let confirm = dialog(&mut app);
    assert_eq!(
        confirm,
        [
            "Forfeit (Art. 6.7.1)",
            "Set the result of board 1 (White 1 – Black 1) to +/- (Black 1 (Black) did not arrive within the default time)?",
            "Art. 6.7.1: a player who arrives at the chessboard after the default time loses the game",
        ],
        "{confirm:?}"
    );
    let out = app.handle_key(&key('y'));
    assert_eq!(out.len(), 1, "one action");
    assert_eq!(out[0].board, 1);
    assert_eq!(out[0].expect_seq, 0);
    // The same command as `arbiter forfeit 1.1 black`: White wins by forfeit, Art. 6.7.1.
    assert_eq!(
        commands_for(&out[0].intent),
        vec![default_time_forfeit(Color::Black)]
    );
}

#[test]
fn f_without_the_alert_records_nothing_and_says_why() {
    let mut app = App::new(
        "Test Open",
        "arbiter",
        Look::default(),
        vec![waiting(2, 10)],
    );
    assert!(app.handle_key(&key('F')).is_empty());
    let text = screen(&mut app);
    assert!(
        text.contains("no default-time alert (Art. 6.7.1)"),
        "{text}"
    );
    assert!(!text.contains("who did not arrive?"), "{text}");
    assert!(app.handle_key(&key('y')).is_empty());
}

#[test]
fn the_forfeit_key_is_in_the_help_of_the_hall() {
    assert_eq!(
        keymap::lookup(
            Context::Hall,
            &KeyEvent::new(KeyCode::Char('F'), KeyModifiers::SHIFT)
        ),
        Some(Action::DefaultTimeForfeit)
    );
    let mut app = App::new("Test Open", "arbiter", Look::default(), vec![waiting(1, 0)]);
    app.handle_key(&key('?'));
    let text = screen(&mut app);
    assert!(text.contains("F       forfeit (Art. 6.7.1)"), "{text}");
}

#[test]
fn the_hall_marks_an_extra_game_and_raises_no_default_time_alert_for_it() {
    // Both boards 20 minutes after the start, not begun: the paired board needs the arbiter,
    // the extra game (9001) is marked and has no default time.
    let mut app = App::new(
        "Test Open",
        "arbiter",
        Look::default(),
        vec![waiting(1, 20), waiting(9001, 20)],
    );
    let text = screen(&mut app);
    let line = |n: &str| {
        text.lines()
            .find(|l| l.trim_start().starts_with(n))
            .unwrap_or_else(|| panic!("board {n}: {text}"))
            .to_owned()
    };
    assert!(line("9001").contains("[extra game]"), "{text}");
    assert!(!line("1 ").contains("[extra game]"), "{text}");
    let mut alerted = |n: u32| {
        app.view(&|ms| ms.to_string())
            .hall
            .rows
            .iter()
            .any(|r| r.number == n && !r.alerts.is_empty())
    };
    assert!(alerted(1));
    assert!(!alerted(9001));
}
