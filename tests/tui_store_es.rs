//! The app in Spanish (issue 16): what the store refuses — a request on a board another session
//! changed first — is told in the app's language, not in the store's English `Display`.

use arbiter::i18n::{Catalog, Lang};
use arbiter::tui::Source;
use arbiter::tui::intent::{Intent, Request};
use arbiter::tui::store_source::StoreSource;

/// The demo event opened as the app opens it in Spanish (as `arbiter --lang es` does), with
/// its boards loaded.
fn spanish_demo() -> (
    tempfile::TempDir,
    StoreSource,
    Vec<arbiter::tui::model::BoardModel>,
) {
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("demo.sqlite");
    let file = arbiter::store::EventFile::beside(&db);
    arbiter::tui::demo::create(&file, arbiter::i18n::catalog(Lang::Es)).expect("demo");
    let mut source = StoreSource::open_file(&file, Lang::Es).expect("open");
    let boards = source.load().expect("load");
    (dir, source, boards)
}

#[test]
fn a_conflict_between_two_arbiters_is_told_in_the_apps_language() {
    let (_dir, mut source, boards) = spanish_demo();
    let seen = boards.iter().find(|b| b.number == 1).expect("board 1").seq;
    let note = |text: &str| Request {
        board: 1,
        expect_seq: seen,
        intent: Intent::Note { text: text.into() },
    };
    assert!(source.submit(&note("first")).is_ok());
    let message = source.submit(&note("late")).expect_err("stale: refused");
    // The Spanish wording of errors-conflict-changed ("el tablero … ha cambiado: …").
    let es = Catalog::new(Lang::Es).get("errors-conflict-changed", &[]);
    assert!(es.contains("ha cambiado"), "{es}");
    assert!(message.contains("ha cambiado"), "{message}");
    assert!(!message.contains("changed"), "{message}");
}

/// The app's incidents have a kind column: a result's line says its score and reason, not the
/// kind again ("resultado resultado 1/2-1/2" before).
#[test]
fn an_incident_row_does_not_repeat_its_kind() {
    let (_dir, _source, boards) = spanish_demo();
    let b8 = boards.iter().find(|b| b.number == 8).expect("board 8");
    let row = b8
        .incidents
        .iter()
        .find(|i| i.text.contains("1/2-1/2"))
        .unwrap_or_else(|| panic!("the result's incident: {:?}", b8.incidents));
    assert!(row.text.starts_with("1/2-1/2: "), "{}", row.text);
    assert!(row.text.contains("tablas por acuerdo"), "{}", row.text);
}
