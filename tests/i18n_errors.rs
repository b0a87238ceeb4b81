//! The errors a user can see, in the arbiter's language (issue 16): for each kind — a file that
//! is not our database, a database from a newer arbiter, a malformed PGN (with its line), a
//! malformed time control, a conflict between two arbiters — `--lang es` and `--lang ru` print
//! the translated message naming what and where, on one line, and nothing is recorded.

use std::path::{Path, PathBuf};

use assert_cmd::Command;

use crate::common::locale;
use locale::Neutral;

fn arbiter(db: &Path) -> Command {
    let mut cmd = Command::cargo_bin("arbiter").expect("binary");
    cmd.neutral_locale();
    cmd.arg("--db")
        .arg(db)
        .env_remove("ARBITER_DB")
        .env_remove("ARBITER_LANG")
        .env("LANG", "C.UTF-8")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES");
    cmd
}

/// A new event file with board 1.1, made in English.
fn event(dir: &Path) -> PathBuf {
    let db = dir.join("open.sqlite");
    arbiter(&db)
        .args(["init", "--event", "Test Open", "--control", "5400+30"])
        .assert()
        .success();
    arbiter(&db)
        .args(["board", "add", "--white", "Carlsen", "--black", "Caruana"])
        .assert()
        .success();
    db
}

fn log_len(db: &Path) -> usize {
    let out = arbiter(db).args(["log", "--json"]).output().expect("log");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).lines().count()
}

/// Run `args` in `lang`: it must fail with exactly one line on stderr, which is returned.
fn fails_in(db: &Path, lang: &str, args: &[&str]) -> String {
    let out = arbiter(db)
        .args(["--lang", lang])
        .args(args)
        .output()
        .expect("run");
    assert!(!out.status.success(), "{lang} {args:?} succeeded");
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(err.lines().count(), 1, "{lang} {args:?}: {err}");
    err
}

fn assert_has(err: &str, parts: &[&str]) {
    for p in parts {
        assert!(err.contains(p), "missing {p:?} in: {err}");
    }
}

#[test]
fn a_file_that_is_not_our_database_is_named_in_spanish_and_russian() {
    let dir = tempfile::tempdir().expect("tmp");
    let text = dir.path().join("notes.txt");
    let content = "not a database at all, but long enough to have a header-sized start ......................................";
    std::fs::write(&text, content).expect("write");
    let es = fails_in(&text, "es", &["move", "1", "e4"]);
    assert_has(
        &es,
        &[
            "notes.txt: no es un archivo SQLite (sin cabecera SQLite)",
            "no se abrió nada",
        ],
    );
    let ru = fails_in(&text, "ru", &["move", "1", "e4"]);
    assert_has(
        &ru,
        &[
            "notes.txt: не файл SQLite (нет заголовка SQLite)",
            "ничего не открыто",
        ],
    );
    assert_eq!(std::fs::read_to_string(&text).expect("read"), content);
}

#[test]
fn a_database_from_a_newer_arbiter_is_named_with_both_versions() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    let newer = arbiter::store::SCHEMA_VERSION + 5;
    {
        let conn = rusqlite::Connection::open(&db).expect("open");
        conn.pragma_update(None, "user_version", newer)
            .expect("bump");
        conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE)")
            .expect("checkpoint");
    }
    let before = std::fs::read(&db).expect("read");
    let known = arbiter::store::SCHEMA_VERSION.to_string();
    let newer = newer.to_string();
    let es = fails_in(&db, "es", &["note", "1", "x"]);
    assert_has(
        &es,
        &[
            "open.sqlite: creado por una versión más reciente de arbiter",
            &format!("esquema {newer}"),
            &format!("esta conoce el {known}"),
        ],
    );
    let ru = fails_in(&db, "ru", &["note", "1", "x"]);
    assert_has(
        &ru,
        &[
            "open.sqlite: создан более новой версией arbiter",
            &format!("схема {newer}"),
            &format!("эта версия знает {known}"),
        ],
    );
    assert_eq!(std::fs::read(&db).expect("read"), before);
}

#[test]
fn a_malformed_pgn_names_its_file_and_line() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    // The illegal move (2.Ke3: the king on e1 cannot go two squares) is on line 9 of the file.
    let pgn = dir.path().join("bad.pgn");
    std::fs::write(
        &pgn,
        "[Event \"Test Open\"]\n[Site \"?\"]\n[Date \"2026.11.24\"]\n[Round \"1\"]\n\
         [White \"Carlsen\"]\n[Black \"Caruana\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke3 Nc6 *\n",
    )
    .expect("write");
    let file = pgn.display().to_string();
    let es = fails_in(&db, "es", &["import", "game", "1", &file]);
    assert_has(
        &es,
        &[
            &format!("{file}, línea 9: "),
            "no es una jugada legal",
            "Ke3",
        ],
    );
    let ru = fails_in(&db, "ru", &["import", "game", "1", &file]);
    assert_has(
        &ru,
        &[&format!("{file}, строка 9: "), "невозможный ход", "Ke3"],
    );
    assert_eq!(log_len(&db), 0, "nothing recorded");
}

#[test]
fn a_malformed_time_control_names_the_period_and_the_part() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("new.sqlite");
    let es = fails_in(
        &db,
        "es",
        &["init", "--event", "Open", "--control", "40/5400+x"],
    );
    assert_has(&es, &["ritmo de juego \"40/5400+x\": período 1: "]);
    let ru = fails_in(
        &db,
        "ru",
        &["init", "--event", "Open", "--control", "40/5400+x"],
    );
    assert_has(&ru, &["контроль времени \"40/5400+x\": период 1: "]);
    assert!(!db.exists(), "no event file was created");
}

#[test]
fn a_conflict_between_two_arbiters_names_the_change_who_and_the_board() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    arbiter(&db)
        .args(["move", "1", "e4", "--expect-seq", "0"])
        .assert()
        .success();
    arbiter(&db)
        .args(["note", "1", "phone rang", "--as", "alice"])
        .assert()
        .success();
    let before = log_len(&db);
    let stale = ["move", "1", "e5", "--expect-seq", "1"];
    let es = fails_in(&db, "es", &stale);
    assert_has(
        &es,
        &[
            "el tablero 1.1 ha cambiado: Nota: phone rang, por alice (",
            "revise y vuelva a intentarlo",
        ],
    );
    let ru = fails_in(&db, "ru", &stale);
    assert_has(
        &ru,
        &[
            "доска 1.1 изменилась: Заметка: phone rang (alice (",
            "проверьте и повторите",
        ],
    );
    assert_eq!(log_len(&db), before, "nothing recorded");
}

#[test]
fn an_english_error_stays_as_it_was() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("new.sqlite");
    let en = fails_in(
        &db,
        "en",
        &["init", "--event", "Open", "--control", "40/5400+x"],
    );
    assert_has(&en, &["time control \"40/5400+x\": period 1: "]);
}

#[test]
fn the_clock_calculator_json_is_the_same_in_every_language() {
    let dir = tempfile::tempdir().expect("tmp");
    let script = dir.path().join("script.txt");
    std::fs::write(&script, "0 start\n30 press\n45 show\n100 pause\n").expect("write");
    let run = |lang: &str, json: bool| {
        let mut cmd = arbiter(&dir.path().join("none.sqlite"));
        cmd.args([
            "--lang",
            lang,
            "rules",
            "clock",
            "--control",
            "rapid",
            "--script",
        ])
        .arg(&script);
        if json {
            cmd.arg("--json");
        }
        let out = cmd.output().expect("run");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let en = run("en", true);
    assert!(en.contains("\"running\":\"black\""), "{en}");
    assert_eq!(run("es", true), en);
    assert_eq!(run("ru", true), en);
    // The text follows the language.
    assert!(
        run("es", false).contains("a los 45 s: blancas"),
        "{}",
        run("es", false)
    );
    assert!(
        run("ru", false).contains("на 45 с: белые"),
        "{}",
        run("ru", false)
    );
}

/// What the operating system says (a missing directory) is worded in the reader's language with
/// its code, not left in English inside a translated sentence.
#[test]
fn an_operating_system_error_is_worded_in_the_arbiters_language() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    let out = dir.path().join("no-such-dir").join("round.pgn");
    let out = out.to_str().expect("utf-8 path");
    for (lang, words) in [
        (
            "es",
            "no existe el archivo o el directorio (error del sistema 2)",
        ),
        ("ru", "нет такого файла или каталога (системная ошибка 2)"),
        ("en", "no such file or directory (system error 2)"),
    ] {
        let err = fails_in(&db, lang, &["export", "pgn", "--out", out]);
        assert_has(&err, &[words, "round.pgn"]);
        assert!(!err.contains("os error"), "{lang}: {err}");
    }
}

/// A malformed or impossible FEN is named by what is wrong, in the reader's language, with the
/// text as typed (shakmaty's English finding is not shown).
#[test]
fn a_bad_fen_says_what_is_wrong_in_the_arbiters_language() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    let add = |fen: &str| {
        vec![
            "board".to_owned(),
            "add".to_owned(),
            "--white".to_owned(),
            "A".to_owned(),
            "--black".to_owned(),
            "B".to_owned(),
            "--fen".to_owned(),
            fen.to_owned(),
        ]
    };
    let args = add("8/8/8/8/8/8/8/K6k x - - 0 1");
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let es = fails_in(&db, "es", &args);
    assert_has(&es, &["el bando que mueve es incorrecto", "K6k x"]);
    let ru = fails_in(&db, "ru", &args);
    assert_has(&ru, &["неверно указана очерёдность хода"]);
    // White in check with Black to move... no: Black to move while White is in check.
    let args = add("k7/8/8/8/8/8/8/K6r b - - 0 1");
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let es = fails_in(&db, "es", &args);
    assert_has(&es, &["el bando que no tiene el turno está en jaque"]);
    let ru = fails_in(&db, "ru", &args);
    assert_has(&ru, &["сторона, не имеющая очереди хода, под шахом"]);
    for err in [&es, &ru] {
        assert!(!err.contains("invalid") && !err.contains("check"), "{err}");
    }
    assert_eq!(log_len(&db), 0);
}

/// A refused command is worded wholly in the arbiter's language (issue 31): the event layer
/// refuses with facts, the command line words them — the "board" prefix, the reasons that were
/// written in English in the engine, the clock's own refusal.
#[test]
fn a_refused_command_is_worded_wholly_in_spanish_and_russian() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    arbiter(&db)
        .args(["claim", "1", "repetition"])
        .assert()
        .success();
    let before = log_len(&db);
    let two_minutes = ["decide", "1", "upheld", "--give-two-minutes"];
    let with_result = ["decide", "1", "upheld", "--result", "1-0"];
    let pause = ["clock", "1", "pause"];
    assert_eq!(
        fails_in(&db, "en", &two_minutes).trim_end(),
        "arbiter: board 1.1: time for the opponent goes only with a postponed III.5 claim \
         (III.5.2); a rejection gives the 2 minutes by itself"
    );
    assert_eq!(
        fails_in(&db, "es", &two_minutes).trim_end(),
        "arbiter: tablero 1.1: el tiempo para el adversario solo acompaña a una reclamación \
         III.5 aplazada (III.5.2); un rechazo da los 2 minutos por sí mismo"
    );
    assert_eq!(
        fails_in(&db, "ru", &two_minutes).trim_end(),
        "arbiter: доска 1.1: время сопернику даётся только при отложенном требовании III.5 \
         (III.5.2); отклонение само даёт 2 минуты"
    );
    assert_has(
        &fails_in(&db, "es", &with_result),
        &["tablero 1.1: un resultado solo acompaña a un rechazo"],
    );
    assert_has(
        &fails_in(&db, "ru", &with_result),
        &["доска 1.1: результат указывается только при отклонении"],
    );
    assert_has(
        &fails_in(&db, "en", &pause),
        &["board 1.1: clock: pause: the clock has not been started"],
    );
    assert_has(
        &fails_in(&db, "es", &pause),
        &["tablero 1.1: reloj: pause: el reloj no se ha puesto en marcha"],
    );
    assert_has(
        &fails_in(&db, "ru", &pause),
        &["доска 1.1: часы: pause: часы не запущены"],
    );
    for lang in ["es", "ru"] {
        for args in [&two_minutes[..], &with_result, &pause] {
            let err = fails_in(&db, lang, args);
            for english in ["board ", " the ", "clock:", "a result", "opponent"] {
                assert!(
                    !err.contains(english),
                    "{lang} {args:?}: English {english:?} in {err}"
                );
            }
        }
    }
    assert_eq!(log_len(&db), before, "nothing recorded");
}

/// The store's facts about a file are typed (issue 31: the store does not word its own
/// messages): the catalog the edge passes words them, whatever the process's language, and
/// `Display` (for logs) is English.
#[test]
fn the_stores_file_facts_are_worded_by_the_catalog_passed() {
    use arbiter::i18n::{Lang, catalog};
    use arbiter::store::{Detail, FileFact, StoreError};
    let e = StoreError::ReadOnly {
        path: "open.sqlite".into(),
        detail: Detail::Fact(FileFact::NoWrite),
    };
    let (en, es) = (e.worded(catalog(Lang::En)), e.worded(catalog(Lang::Es)));
    assert!(en.contains("no write permission on the file"), "{en}");
    let fact_es = catalog(Lang::Es).get("errors-detail-no-write", &[]);
    assert!(es.contains(&fact_es), "{es}");
    assert_ne!(fact_es, "no write permission on the file");
    assert!(e.to_string().contains("no write permission on the file"));
}

/// A row the store cannot read is a typed fact too (issue 31), worded by the catalog passed;
/// `Display` (logs) is English.
#[test]
fn a_row_the_store_cannot_read_is_worded_by_the_catalog_passed() {
    use arbiter::i18n::{Lang, catalog};
    use arbiter::store::{RowFact, StoreError};
    let row = RowFact::Language { text: "xx".into() };
    let e = StoreError::Corrupt {
        path: "open.sqlite".into(),
        detail: row.clone().into(),
    };
    let (en, es) = (e.worded(catalog(Lang::En)), e.worded(catalog(Lang::Es)));
    assert!(en.contains("is not a language arbiter speaks"), "{en}");
    assert!(es.contains(&row.worded(catalog(Lang::Es))), "{es}");
    assert_ne!(es, en);
    assert!(e.to_string().contains("is not a language arbiter speaks"));
}
