//! Issue 34, item 3: English left in Spanish and Russian — a verdict's moves, the report's
//! move column, a verification in `claims list`, Russian plurals, clap's "error:".

use std::path::{Path, PathBuf};

use arbiter::i18n::{Catalog, Lang};

use crate::common::locale::arbiter;

use crate::common::locale::run_ok as ok;

/// A board where White's seat claimed (III.6) after 2...Nc6 and Black's seat agreed.
fn verified_claim(dir: &Path) -> PathBuf {
    let db = dir.join("quick.sqlite");
    ok(
        &db,
        &[
            "init",
            "--event",
            "Club Quickplay",
            "--control",
            "3600",
            "--guidelines-iii",
            "--unsupervised",
        ],
    );
    ok(&db, &["board", "add", "--white", "Ann", "--black", "Bob"]);
    for m in ["e4", "e5", "Nf3", "Nc6"] {
        ok(&db, &["move", "1", m]);
    }
    ok(&db, &["clock", "1", "start"]);
    ok(&db, &["clock", "1", "pause"]);
    ok(&db, &["clock", "1", "set", "1:40", "4:10"]);
    let seat = |side: &str, args: &[&str]| {
        let mut all = vec!["player", "--board", "1.1", "--side", side];
        all.extend_from_slice(args);
        ok(&db, &all);
    };
    seat("white", &["claim", "--cannot-win"]);
    seat("black", &["verify", "--agree"]);
    db
}

#[test]
fn claims_list_words_the_verification_in_the_language() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = verified_claim(dir.path());
    let ru = ok(&db, &["--lang", "ru", "claims", "list"]);
    assert!(ru.contains("соперник: согласен"), "{ru}");
    assert!(!ru.contains("agreed"), "{ru}");
    let es = ok(&db, &["--lang", "es", "claims", "list"]);
    assert!(es.contains("adversario: de acuerdo"), "{es}");
    let en = ok(&db, &["claims", "list"]);
    assert!(en.contains("opponent: agreed"), "{en}");
    // The JSON keeps its value.
    let json = ok(&db, &["--lang", "ru", "claims", "list", "--json"]);
    assert!(json.contains("\"agreed\""), "{json}");
}

#[test]
fn the_report_s_move_column_uses_the_language_s_letters() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = verified_claim(dir.path());
    let en = ok(&db, &["report"]);
    assert!(en.contains("2...Nc6"), "{en}");
    let es = ok(&db, &["--lang", "es", "report"]);
    assert!(es.contains("2...Cc6") && !es.contains("2...Nc6"), "{es}");
    let ru = ok(&db, &["--lang", "ru", "report"]);
    assert!(ru.contains("2...Кc6") && !ru.contains("2...Nc6"), "{ru}");
    // PGN stays standard SAN.
    let pgn = ok(&db, &["--lang", "es", "export", "pgn"]);
    assert!(pgn.contains("Nc6") && !pgn.contains("Cc6"), "{pgn}");
}

#[test]
fn russian_plies_take_their_plural_forms() {
    let ru = Catalog::new(Lang::Ru);
    let can = |n: usize| {
        ru.get(
            "dead-answer-can",
            &[("side", "white".into()), ("plies", n.into())],
        )
    };
    assert!(can(1).contains("в 1 полуход)"), "{}", can(1));
    assert!(can(4).contains("в 4 полухода)"), "{}", can(4));
    assert!(can(5).contains("в 5 полуходов)"), "{}", can(5));
    assert!(can(21).contains("в 21 полуход)"), "{}", can(21));
    let behind = |n: usize| {
        ru.get(
            "feed-behind",
            &[
                ("board", "1.1".into()),
                ("feed", n.into()),
                ("recorded", 9.into()),
            ],
        )
    };
    assert!(
        behind(3).contains("в трансляции 3 полухода,"),
        "{}",
        behind(3)
    );
}

#[test]
fn a_command_line_clap_cannot_read_is_worded_in_the_language() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("e.sqlite");
    let err = |args: &[&str]| {
        let out = arbiter(&db).args(args).output().expect("run");
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let ru = err(&["--lang", "ru", "boardz"]);
    assert!(ru.starts_with("ошибка:"), "{ru}");
    assert!(
        ru.contains("подсказка:") && ru.contains("Использование:"),
        "{ru}"
    );
    assert!(!ru.contains("error:") && !ru.contains("Usage:"), "{ru}");
    let es = err(&["--lang=es", "move"]);
    assert!(es.starts_with("error:") && es.contains("Uso:"), "{es}");
    let en = err(&["boardz"]);
    assert!(en.starts_with("error:") && en.contains("Usage:"), "{en}");
}
