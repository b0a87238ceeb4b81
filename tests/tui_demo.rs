//! The demo event: made from data/ through the store's commands, it shows each state it
//! promises; and the app's requests go through the store, a stale one refused as a conflict.

use crate::common::record;
use record::Record;

use arbiter::tui::Source;
use arbiter::tui::app::App;
use arbiter::tui::demo;
use arbiter::tui::intent::{Intent, Request};
use arbiter::tui::model::BoardModel;
use arbiter::tui::store_source::StoreSource;
use arbiter::tui::term::now_ms;
use arbiter::tui::view::{Alert, BoardRow, Look, Overlay, Status};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use shakmaty::Color;

/// The demo event in a fresh directory (kept alive by the returned guard), opened by the app's
/// source.
fn demo_source() -> (tempfile::TempDir, StoreSource) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("demo.sqlite");
    demo::create(
        &arbiter::store::EventFile::beside(&path),
        arbiter::i18n::catalog(arbiter::i18n::Lang::En),
    )
    .unwrap();
    let source = StoreSource::open(&path).unwrap();
    (dir, source)
}

fn key(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

fn rows(boards: &mut [BoardModel]) -> Vec<BoardRow> {
    let now = now_ms();
    boards
        .iter_mut()
        .map(|b| {
            b.tick(now);
            b.row(&arbiter::clock::format_ms)
        })
        .collect()
}

#[test]
fn the_demo_shows_every_state_it_promises() {
    let (_dir, mut source) = demo_source();
    let mut boards = source.load().unwrap();
    assert_eq!(boards.len(), 12);
    let rows = rows(&mut boards);
    let row = |n: u32| rows.iter().find(|r| r.number == n).unwrap();
    let has = |n: u32, f: &dyn Fn(&Alert) -> bool| row(n).alerts.iter().any(f);

    assert_eq!(row(1).status, Status::Running);
    assert!(
        row(1).white.running,
        "board 1: White to move, clock running"
    );
    assert!(has(
        2,
        &|a| matches!(a, Alert::GameEnd { what, .. } if what == "fivefold")
    ));
    assert!(
        row(3).white.running && row(3).white.clock.starts_with("0:00:"),
        "{:?}",
        row(3).white
    );
    assert_eq!(row(4).status, Status::FlagFallen(Color::White));
    assert!(
        has(
            4,
            &|a| matches!(a, Alert::Flag { verdict, .. } if verdict == "1/2-1/2")
        ),
        "{:?}",
        row(4).alerts
    );
    assert!(
        has(5, &|a| matches!(
            a,
            Alert::ClaimWaiting { by: Color::Black }
        )),
        "{:?}",
        row(5).alerts
    );
    assert!(
        has(6, &|a| matches!(a, Alert::DrawOffer { by: Color::White })),
        "{:?}",
        row(6).alerts
    );
    assert!(matches!(&row(7).status, Status::Finished { result, .. } if result == "1-0"));
    assert!(matches!(&row(8).status, Status::Finished { result, .. } if result == "1/2-1/2"));
    assert_eq!(row(9).status, Status::NotStarted);
    assert!(
        has(
            10,
            &|a| matches!(a, Alert::GameEnd { what, .. } if what.contains("dead"))
        ),
        "{:?}",
        row(10).alerts
    );
    assert_eq!(row(11).status, Status::Paused);
    assert!(has(11, &|a| matches!(
        a,
        Alert::Illegal { white: 0, black: 1 }
    )));
    assert_eq!(row(12).black.name, "Zhu, Jiner");
}

#[test]
fn requests_are_recorded_and_a_stale_one_is_refused() {
    let (_dir, mut source) = demo_source();
    let boards = source.load().unwrap();
    let b1 = boards.iter().find(|b| b.number == 1).unwrap();
    let seen = b1.seq;
    let ok = source.submit(&Request {
        board: 1,
        expect_seq: seen,
        intent: Intent::Move {
            san: "b3".into(),
            press: false,
            offer: false,
        },
    });
    // 21.b3 is legal after 20...Be7.
    assert!(ok.is_ok(), "{ok:?}");
    // Another session acting on what it saw before: refused, nothing written.
    let stale = source.submit(&Request {
        board: 1,
        expect_seq: seen,
        intent: Intent::Note {
            text: "late".into(),
        },
    });
    let message = stale.unwrap_err();
    assert!(
        message.contains("board 1") || message.contains("changed"),
        "{message}"
    );
    let boards = source.load().unwrap();
    let b1 = boards.iter().find(|b| b.number == 1).unwrap();
    assert_eq!(b1.seq, seen + 1);
    assert_eq!(b1.record.plies(), 41);
}

#[test]
fn a_waiting_claim_is_ruled_on_with_the_engines_verdict_in_view() {
    let (_dir, mut source) = demo_source();
    let mut app = App::new("demo", "test", Look::default(), source.load().unwrap());
    app.handle_key(&key(KeyCode::Char('5')));
    app.handle_key(&key(KeyCode::Enter));
    app.handle_key(&key(KeyCode::Char('c')));
    let view = app.view(&arbiter::clock::format_ms);
    let Some(Overlay::Confirm { title, lines }) = view.overlay else {
        panic!("no confirmation")
    };
    assert_eq!(title, "Claim correct");
    assert!(
        lines
            .iter()
            .any(|l| l.contains("Uphold Black's claim on board 5: draw, 1/2-1/2 (Art. 9.5.2)?")),
        "{lines:?}"
    );
    let requests = app.handle_key(&key(KeyCode::Char('y')));
    assert_eq!(requests.len(), 1);
    source.submit(&requests[0]).unwrap();
    let mut boards = source.load().unwrap();
    let row = rows(&mut boards)
        .into_iter()
        .find(|r| r.number == 5)
        .unwrap();
    assert!(
        matches!(&row.status, Status::Finished { result, .. } if result == "1/2-1/2"),
        "{:?}",
        row.status
    );
}

#[test]
fn only_the_boards_that_changed_are_refolded() {
    use arbiter::store::Store;
    let (dir, mut source) = demo_source();
    let boards = source.load().unwrap();
    assert_eq!(boards.len(), 12);
    assert!(source.changes().unwrap().is_empty(), "nothing changed yet");

    // Another arbiter's session writes a note on board 7.
    let other = Store::open(&dir.path().join("demo.sqlite")).unwrap();
    let seq = boards.iter().find(|b| b.number == 7).unwrap().seq;
    other
        .record(
            arbiter::event::BoardId {
                round: 5,
                number: 7,
            }
            .key(),
            seq,
            arbiter::event::command::Command::Note {
                text: "from the other session".into(),
            },
        )
        .unwrap();
    assert!(source.changed().unwrap());
    let changed = source.changes().unwrap();
    assert_eq!(
        changed.iter().map(|b| b.number).collect::<Vec<_>>(),
        vec![7]
    );
    assert_eq!(changed[0].seq, seq + 1);
    assert!(source.changes().unwrap().is_empty());

    // This session's own request: its board comes back refolded, and only it.
    let b1 = boards.iter().find(|b| b.number == 1).unwrap();
    source
        .submit(&Request {
            board: 1,
            expect_seq: b1.seq,
            intent: Intent::Move {
                san: "b3".into(),
                press: false,
                offer: false,
            },
        })
        .unwrap();
    let changed = source.changes().unwrap();
    assert_eq!(
        changed.iter().map(|b| b.number).collect::<Vec<_>>(),
        vec![1]
    );
    assert_eq!(changed[0].record.plies(), b1.record.plies() + 1);
}

#[test]
fn u_takes_back_the_last_action_whatever_it_was() {
    let (_dir, mut source) = demo_source();
    let boards = source.load().unwrap();
    let b1 = boards.iter().find(|b| b.number == 1).unwrap();
    let plies = b1.record.plies();
    // A note written by mistake: the last action on board 1 is not a move.
    source
        .submit(&Request {
            board: 1,
            expect_seq: b1.seq,
            intent: Intent::Note {
                text: "wrong board".into(),
            },
        })
        .unwrap();
    let mut app = App::new("demo", "test", Look::default(), source.load().unwrap());
    app.handle_key(&key(KeyCode::Char('1')));
    app.handle_key(&key(KeyCode::Enter));
    app.handle_key(&key(KeyCode::Char('u')));
    let view = app.view(&arbiter::clock::format_ms);
    let Some(Overlay::Confirm { lines, .. }) = &view.overlay else {
        panic!("no confirmation: {:?}", view.overlay);
    };
    assert!(lines.join(" ").contains("wrong board"), "{lines:?}");
    let requests = app.handle_key(&key(KeyCode::Char('y')));
    assert_eq!(requests.len(), 1);
    source.submit(&requests[0]).unwrap();
    let changed = source.changes().unwrap();
    let b1 = changed.iter().find(|b| b.number == 1).unwrap();
    // The note is taken back, the moves are untouched, and the next `u` offers the action
    // before the note (the demo's clock setting), not the takeback itself.
    assert_eq!(b1.record.plies(), plies);
    assert!(
        !b1.incidents
            .iter()
            .any(|i| i.kind == "note" && i.text.contains("wrong board"))
    );
    assert!(
        b1.incidents
            .iter()
            .any(|i| i.kind == "takeback" && i.text.contains("wrong board")),
        "the takeback names what it voided: {:?}",
        b1.incidents
    );
    let note_seq = b1.seq - 1;
    let (seq, what) = b1.last_action.clone().unwrap();
    assert_eq!(seq, note_seq - 1, "{what}");
    assert!(!what.contains("wrong board"), "{what}");
}

/// Issue 21: the app keeps no events; a board that changed is read again up to the cut. A write
/// by another session just before this session's own must not be skipped (the cut is moved by
/// reading what arrived, never past it by this session's own write), and every board the app
/// holds afterwards is what a session opened afresh folds from the file.
#[test]
fn a_write_by_another_session_before_our_own_is_not_skipped() {
    use arbiter::event::BoardId;
    use arbiter::store::Store;
    let (dir, mut source) = demo_source();
    let mut boards = source.load().unwrap();
    let other = Store::open(&dir.path().join("demo.sqlite")).unwrap();
    let b3 = boards.iter().find(|b| b.number == 3).unwrap().seq;
    other
        .record(
            BoardId {
                round: 5,
                number: 3,
            }
            .key(),
            b3,
            arbiter::event::command::Command::Note {
                text: "from the other session".into(),
            },
        )
        .unwrap();
    let b1 = boards.iter().find(|b| b.number == 1).unwrap();
    source
        .submit(&Request {
            board: 1,
            expect_seq: b1.seq,
            intent: Intent::Note {
                text: "ours, after theirs".into(),
            },
        })
        .unwrap();
    let changed = source.changes().unwrap();
    let mut numbers: Vec<u32> = changed.iter().map(|b| b.number).collect();
    numbers.sort_unstable();
    assert_eq!(numbers, vec![1, 3]);
    for b in changed {
        let i = boards.iter().position(|o| o.number == b.number).unwrap();
        boards[i] = b;
    }
    let fresh = StoreSource::open(&dir.path().join("demo.sqlite"))
        .unwrap()
        .load()
        .unwrap();
    assert_eq!(fresh.len(), boards.len());
    for f in &fresh {
        // The board's game is held once: shared by what the app shows and the state its
        // actions are checked on.
        let basis = f.basis.as_ref().expect("read from the file");
        assert!(std::sync::Arc::ptr_eq(&f.record, &basis.state.record));
        let b = boards.iter().find(|b| b.number == f.number).unwrap();
        assert_eq!(
            (b.seq, &b.record, &b.last_action, &b.result),
            (f.seq, &f.record, &f.last_action, &f.result),
            "board {}",
            f.number
        );
    }
}
