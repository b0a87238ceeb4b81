//! The store's part, in memory, for tests that drive the app by its keys: a request recorded on
//! a folded board as the store source records it — refused when the board is no longer the one
//! the dialog saw (issue 30, D2), turned into commands by the same mapping, checked by the event
//! layer — and the board folded again and given back to the app, as the app's loop does after
//! each key that records something.

#![allow(dead_code)]

use std::sync::Arc;

use arbiter::event::command::{Command, check_all};
use arbiter::event::{BoardSetup, Event, EventKind, EventSettings, fold_from, fold_with};
use arbiter::tui::app::App;
use arbiter::tui::intent::Request;
use arbiter::tui::model::BoardModel;
use arbiter::tui::store_source::{commands_for, model_with};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// `kinds` appended to `state` at `at_ms`, with the sequence numbers that follow its last.
fn appended(state: &arbiter::event::BoardState, kinds: Vec<EventKind>, at_ms: i64) -> Vec<Event> {
    kinds
        .into_iter()
        .enumerate()
        .map(|(i, kind)| Event {
            id: i64::from(state.last_seq) + i as i64 + 1,
            board: state.setup.number,
            seq: state.last_seq + i as u32 + 1,
            at_ms,
            actor: "a".into(),
            display_name: None,
            origin: None,
            kind,
        })
        .collect()
}

/// Board `setup` folded from `commands`, each checked by the event layer one second after the
/// last from `t0`, and read at the end.
pub fn folded(
    setup: &BoardSetup,
    settings: &EventSettings,
    commands: &[Command],
    t0: i64,
) -> BoardModel {
    let mut state = fold_with(setup, settings, &[]);
    let mut at = t0;
    for c in commands {
        let kinds = check_all(&state, settings, std::slice::from_ref(c), at)
            .unwrap_or_else(|e| panic!("{c:?} refused: {e}"));
        let events = appended(&state, kinds, at);
        state = fold_from(state, &events);
        at += 1000;
    }
    let mut b = model_with(
        arbiter::i18n::catalog(arbiter::i18n::Lang::En),
        state,
        Arc::new(settings.clone()),
    );
    b.tick(at);
    b
}

/// `request` recorded on `b` at `at_ms`, as the store would: the board as it comes back, or
/// why it is refused.
pub fn record(b: &BoardModel, request: &Request, at_ms: i64) -> Result<BoardModel, String> {
    let basis = b.basis.as_ref().ok_or("the board was not folded")?;
    if request.expect_seq != basis.state.last_seq {
        return Err(format!(
            "stale: the request expects event {}, the board is at {}",
            request.expect_seq, basis.state.last_seq
        ));
    }
    let kinds = check_all(
        &basis.state,
        &basis.settings,
        &commands_for(&request.intent),
        at_ms,
    )
    .map_err(|e| e.to_string())?;
    let events = appended(&basis.state, kinds, at_ms);
    let mut back = model_with(
        arbiter::i18n::catalog(arbiter::i18n::Lang::En),
        fold_from(basis.state.clone(), &events),
        basis.settings.clone(),
    );
    back.tick(at_ms);
    Ok(back)
}

/// `keys` to `app` ('\n' for Enter), each at `at_ms` and a second later than the one before;
/// what a key records is recorded ([`record`]) and the board given back to the app, or nothing
/// given back when refused. The requests recorded, in order.
pub fn drive(app: &mut App, keys: &str, mut at_ms: i64) -> Vec<Request> {
    let mut out = Vec::new();
    for c in keys.chars() {
        let code = if c == '\n' {
            KeyCode::Enter
        } else {
            KeyCode::Char(c)
        };
        let requests = app.handle_key(&KeyEvent::new(code, KeyModifiers::NONE));
        let mut back = Vec::new();
        for r in requests {
            let Some(b) = app.board(r.board) else {
                continue;
            };
            if let Ok(after) = record(b, &r, at_ms) {
                back.push(after);
                out.push(r);
            }
        }
        app.merge_boards(back);
        at_ms += 1000;
    }
    out
}
