//! The app in Spanish (issue 16): what the store refuses — a request on a board another session
//! changed first — is told in the app's language, not in the store's English `Display`.

use arbiter::i18n::{Catalog, Lang};
use arbiter::tui::Source;
use arbiter::tui::intent::{Intent, Request};
use arbiter::tui::store_source::StoreSource;

#[test]
fn a_conflict_between_two_arbiters_is_told_in_the_apps_language() {
    // This test binary's process speaks Spanish, as `arbiter --lang es` sets it.
    arbiter::i18n::set(Lang::Es);
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("demo.sqlite");
    arbiter::tui::demo::create(&db).expect("demo");
    let mut source = StoreSource::open(&db).expect("open");
    let boards = source.load().expect("load");
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
