//! The arbiter's language (issue 16, first part): message files complete in every language, the
//! choice of language, and a verdict read aloud in Spanish and Russian with the seeds' terms.

use std::path::Path;

use arbiter::i18n::{Catalog, Lang, choose};
use assert_cmd::Command;

fn arbiter() -> Command {
    let mut cmd = Command::cargo_bin("arbiter").expect("binary");
    cmd.env_remove("ARBITER_DB")
        .env_remove("ARBITER_LANG")
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    cmd
}

fn pgn() -> String {
    format!(
        "{}/tests/data/pgn/fischer-petrosian-1971-g3.pgn",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// Run `arbiter --db DB ARGS…` and return its stdout (it must succeed).
fn on(db: &Path, args: &[&str]) -> String {
    let mut cmd = arbiter();
    cmd.arg("--db").arg(db).args(args);
    stdout(&mut cmd)
}

/// A new event file (in a temporary directory, kept alive by the first value) with board 1,
/// A – B, and `moves` played.
fn board_with(moves: &[&str]) -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("e.sqlite");
    on(&db, &["init", "--event", "Open"]);
    on(&db, &["board", "add", "--white", "A", "--black", "B"]);
    for m in moves {
        on(&db, &["move", "1", m]);
    }
    (dir, db)
}

/// Fails naming the first of `terms` that `text` lacks.
fn has_all(text: &str, terms: &[&str]) {
    for term in terms {
        assert!(text.contains(term), "{term:?} missing from:\n{text}");
    }
}

fn stdout(cmd: &mut Command) -> String {
    let out = cmd.output().expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn every_key_exists_in_every_language_and_every_file_parses() {
    let en = Catalog::new(Lang::En);
    let mut keys = en.keys();
    keys.sort();
    let mut unique = keys.clone();
    unique.dedup();
    assert_eq!(unique, keys, "a key is defined twice (in two areas?)");
    assert!(keys.len() > 10, "{keys:?}");
    for lang in Lang::ALL {
        assert_eq!(Catalog::syntax_errors(lang), Vec::<String>::new(), "{lang}");
        let cat = Catalog::new(lang);
        let mut have = cat.keys();
        have.sort();
        assert_eq!(have, keys, "{lang}.ftl has other keys than en.ftl");
        for key in &keys {
            assert!(cat.has(key), "{lang}: {key}");
        }
    }
}

#[test]
fn every_message_file_on_disk_is_read_in_every_language() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/i18n/messages");
    for lang in Lang::ALL {
        let mut on_disk: Vec<String> = std::fs::read_dir(dir.join(lang.code()))
            .expect("messages dir")
            .filter_map(|e| e.ok())
            .filter_map(|e| {
                let name = e.file_name().to_string_lossy().into_owned();
                name.strip_suffix(".ftl").map(str::to_owned)
            })
            .collect();
        on_disk.sort();
        let mut read: Vec<String> = lang.sources().iter().map(|(a, _)| a.to_string()).collect();
        read.sort();
        assert_eq!(
            on_disk, read,
            "{lang}: a message file is not in Lang::sources"
        );
    }
}

#[test]
fn the_language_is_the_flag_then_the_event_then_the_locale() {
    let env = |vars: &'static [(&'static str, &'static str)]| {
        move |k: &str| {
            vars.iter()
                .find(|(name, _)| *name == k)
                .map(|(_, v)| (*v).to_string())
        }
    };
    let none = env(&[]);
    assert_eq!(choose(None, None, &none).lang, Lang::En);
    assert_eq!(choose(Some(Lang::Ru), Some(Lang::Es), &none).lang, Lang::Ru);
    assert_eq!(choose(None, Some(Lang::Es), &none).lang, Lang::Es);
    let spanish = env(&[("LANG", "es_ES.UTF-8")]);
    assert_eq!(choose(None, None, &spanish).lang, Lang::Es);
    // LC_ALL before LC_MESSAGES before LANG.
    let both = env(&[("LANG", "es_ES.UTF-8"), ("LC_MESSAGES", "ru_RU.utf8")]);
    assert_eq!(choose(None, None, &both).lang, Lang::Ru);
    let all = env(&[("LC_ALL", "C"), ("LANG", "es_ES.UTF-8")]);
    assert_eq!(choose(None, None, &all).lang, Lang::En);
    // Not UTF-8: English, and why.
    let latin1 = env(&[("LANG", "es_ES.ISO-8859-1")]);
    let c = choose(None, None, &latin1);
    assert_eq!(c.lang, Lang::En);
    assert!(c.fallback.is_some_and(|w| w.contains("not UTF-8")));
    assert_eq!(Lang::of_locale("ru_RU.UTF-8"), Some(Lang::Ru));
    assert_eq!(Lang::of_locale("de_DE.UTF-8"), None);
    assert!("fr".parse::<Lang>().is_err());
}

#[test]
fn a_claim_is_explained_in_spanish_and_russian_with_the_seeds_terms() {
    let claim = |lang: &str| {
        stdout(arbiter().args([
            "--lang",
            lang,
            "rules",
            "claim",
            &pgn(),
            "--ply",
            "66",
            "--move",
            "Qe2",
        ]))
    };
    let en = claim("en");
    assert!(
        en.contains("CORRECT: threefold repetition (Art. 9.2.1)"),
        "{en}"
    );
    let es = claim("es");
    assert!(
        es.contains("CORRECTA: triple repetición (Art. 9.2.1): la partida es tablas"),
        "{es}"
    );
    // Every move of the verdict in the Spanish letters (issue 34).
    assert!(es.contains("La jugada anotada 34.De2"), "{es}");
    assert!(!es.contains(".Qe2"), "{es}");
    assert!(es.contains("tercera vez"), "{es}");
    let ru = claim("ru");
    assert!(
        ru.contains("троекратное повторение позиции (ст. 9.2.1)"),
        "{ru}"
    );
    assert!(ru.contains("в третий раз"), "{ru}");
    // The locale chooses when no flag does.
    let by_locale = stdout(arbiter().env("LANG", "es_ES.UTF-8").args([
        "rules",
        "claim",
        &pgn(),
        "--ply",
        "66",
        "--move",
        "Qe2",
    ]));
    assert_eq!(by_locale, es);
    // An incorrect claim: the fifty-move rule named as the seeds name it.
    let wrong = stdout(arbiter().args(["--lang", "es", "rules", "claim", &pgn(), "--ply", "40"]));
    assert!(wrong.contains("INCORRECTA (Art. 9.5.3)"), "{wrong}");
    assert!(wrong.contains("regla de los 50 movimientos"), "{wrong}");
    // A near miss (Art. 9.2.3) is explained in the language, in a sentence of its own.
    let composed = format!("{}/tests/data/pgn/composed.pgn", env!("CARGO_MANIFEST_DIR"));
    let castle = |lang: &str| {
        stdout(arbiter().args([
            "--lang", lang, "rules", "claim", &composed, "--game", "1", "--ply", "8",
        ]))
    };
    has_all(
        &castle("es"),
        &[
            "Al inicio las piezas estaban igual, pero las negras todavía tenían el derecho a enrocar en el flanco de dama (Art. 9.2.3.2).",
        ],
    );
    has_all(
        &castle("ru"),
        &[
            "В начальной позиции фигуры стояли так же, но у чёрных ещё было право рокировки в длинную сторону (ст. 9.2.3.2).",
        ],
    );
    let wrong = stdout(arbiter().args(["--lang", "ru", "rules", "claim", &pgn(), "--ply", "40"]));
    assert!(wrong.contains("правилу 50 ходов"), "{wrong}");
}

/// The JSON of `out` with the human-readable fields (`text_fields`) taken out, and those
/// fields' values.
fn split_json(out: &str, text_fields: &[&str]) -> (String, Vec<String>) {
    let mut v: serde_json::Value = serde_json::from_str(out).expect("JSON");
    let mut texts = Vec::new();
    if let Some(map) = v.as_object_mut() {
        for f in text_fields {
            texts.push(
                map.remove(*f)
                    .and_then(|t| t.as_str().map(str::to_owned))
                    .unwrap_or_default(),
            );
        }
    }
    (v.to_string(), texts)
}

#[test]
fn json_keeps_its_fields_and_values_in_every_language() {
    let run = |lang: &str, args: &[&str]| {
        let mut cmd = arbiter();
        cmd.args(["--lang", lang]).args(args);
        stdout(&mut cmd)
    };
    let pgn = pgn();
    let claim = [
        "rules", "claim", &pgn, "--ply", "66", "--move", "Qe2", "--json",
    ];
    let en = run("en", &claim);
    // Key order is part of the format: the same text up to the explanation, the last field.
    let head = |s: &str| s[..s.find("\"explanation\"").expect("explanation")].to_owned();
    let (en_rest, en_text) = split_json(&en, &["explanation"]);
    for (lang, term) in [("es", "tercera vez"), ("ru", "в третий раз")] {
        let out = run(lang, &claim);
        assert_eq!(head(&out), head(&en), "{lang}");
        let (rest, text) = split_json(&out, &["explanation"]);
        assert_eq!(rest, en_rest, "{lang}");
        assert_ne!(
            text, en_text,
            "{lang}: the explanation follows the language"
        );
        assert!(text[0].contains(term), "{lang}: {text:?}");
        assert!(
            text[0].contains("34.Qe2"),
            "{lang}: moves stay in English SAN"
        );
    }
    // No human text at all in the analysis: byte for byte the same.
    let composed = format!("{}/tests/data/pgn/composed.pgn", env!("CARGO_MANIFEST_DIR"));
    let analyze = ["rules", "analyze", composed.as_str(), "--json"];
    let en = run("en", &analyze);
    assert_eq!(run("es", &analyze), en);
    assert_eq!(run("ru", &analyze), en);
}

#[test]
fn the_event_language_is_kept_in_the_event_file() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("e.sqlite");
    let db: &Path = &db;
    stdout(arbiter().arg("--db").arg(db).args([
        "init",
        "--event",
        "Open de Madrid",
        "--event-lang",
        "es",
    ]));
    assert_eq!(arbiter::store::Store::event_language(db), Some(Lang::Es));
    let settings = arbiter::store::Store::open(db)
        .and_then(|s| s.settings())
        .expect("settings");
    assert_eq!(settings.lang, Some(Lang::Es));
    // A verb on that event speaks Spanish without --lang.
    let out = stdout(arbiter().arg("--db").arg(db).args([
        "rules",
        "claim",
        &pgn(),
        "--ply",
        "66",
        "--move",
        "Qe2",
    ]));
    assert!(out.contains("triple repetición"), "{out}");
    // A bad language is refused by name.
    let bad = arbiter()
        .args(["--lang", "fr", "rules", "claim", &pgn(), "--ply", "1"])
        .output()
        .expect("run");
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("en, es or ru"));
}

/// Every verdict of the rules engine is worded with the terms of the seed texts in
/// ../shared/laws/sources/ (FIDE Art. 9 and Guidelines III in Spanish, Art. 9 in Russian) and
/// keeps its article number as it is.
#[test]
fn verdicts_use_the_seeds_terms_in_each_language() {
    use arbiter::i18n::Arg;
    let rule = |r: &'static str| -> Vec<Arg<'static>> { vec![("rule", r.into())] };
    // (key, arguments, Spanish term, Russian term)
    let cases: Vec<(&str, Vec<Arg<'static>>, &str, &str)> = vec![
        (
            "claim-correct-threefold",
            vec![("article", "9.2.1".into())],
            "triple repetición (Art. 9.2.1)",
            "троекратное повторение позиции (ст. 9.2.1)",
        ),
        (
            "claim-correct-fifty",
            vec![("article", "9.3.2".into())],
            "regla de los 50 movimientos (Art. 9.3.2)",
            "правило 50 ходов (ст. 9.3.2)",
        ),
        (
            "end-rule",
            rule("fivefold"),
            "quíntuple repetición",
            "пятикратное повторение позиции",
        ),
        (
            "end-rule",
            rule("seventy_five_moves"),
            "75 movimientos",
            "75 ходов",
        ),
        (
            "end-rule",
            rule("dead_position"),
            "posición muerta",
            "мёртвая позиция",
        ),
        ("end-rule", rule("stalemate"), "ahogado", "пат"),
        ("end-rule", rule("checkmate"), "jaque mate", "мат"),
        (
            "end-fivefold",
            vec![("count", 5.into()), ("list", "…".into())],
            "5 veces",
            "5 раз",
        ),
        (
            "end-seventy-five",
            vec![("moves", 75.into())],
            "sin movimientos de peón ni capturas",
            "75 ходов каждого игрока сделаны без перемещения пешек и без взятий",
        ),
        (
            "claim-kind-no-effort",
            vec![],
            "ningún esfuerzo para ganar por medios normales (III.5)",
            "не прилагает усилий выиграть обычными средствами (III.5)",
        ),
        (
            "claim-kind-cannot-win",
            vec![],
            "no puede ganar por medios normales (III.5)",
            "не может выиграть обычными средствами (III.5)",
        ),
        (
            "claim-incorrect",
            vec![],
            "INCORRECTA (Art. 9.5.3)",
            "НЕПРАВИЛЬНОЕ (ст. 9.5.3)",
        ),
        (
            "diff-castling",
            vec![
                ("colour", "black".into()),
                ("side", "queenside".into()),
                ("had", "yes".into()),
            ],
            "las negras todavía tenían el derecho a enrocar en el flanco de dama (Art. 9.2.3.2)",
            "у чёрных ещё было право рокировки в длинную сторону (ст. 9.2.3.2)",
        ),
        (
            "diff-ep-then",
            vec![("colour", "white".into()), ("square", "e6".into())],
            "capturar al paso en e6 (Art. 9.2.3.1)",
            "взять на проходе на e6 (ст. 9.2.3.1)",
        ),
    ];
    let (es, ru, en) = (
        Catalog::new(Lang::Es),
        Catalog::new(Lang::Ru),
        Catalog::new(Lang::En),
    );
    for (key, args, es_term, ru_term) in &cases {
        let (e, r) = (es.get(key, args), ru.get(key, args));
        assert!(e.contains(es_term), "es {key}: {e:?} lacks {es_term:?}");
        assert!(r.contains(ru_term), "ru {key}: {r:?} lacks {ru_term:?}");
        assert_ne!(e, en.get(key, args), "es {key} is still English");
    }
    // And through the program: a game ended by fivefold repetition, analysed in each language.
    let composed = format!("{}/tests/data/pgn/composed.pgn", env!("CARGO_MANIFEST_DIR"));
    let analyze = |lang: &str| {
        stdout(arbiter().args(["--lang", lang, "rules", "analyze", &composed, "--game", "4"]))
    };
    has_all(
        &analyze("es"),
        &[
            "terminada por las Leyes: quíntuple repetición tras 10...Ng8",
            "(Art. 9.6.1)",
            "regla de los 50 movimientos",
        ],
    );
    has_all(
        &analyze("ru"),
        &[
            "окончена по Правилам: пятикратное повторение позиции после 10...Ng8",
            "(ст. 9.6.1)",
            "первое троекратное повторение позиции",
        ],
    );
}

/// `show`, `boards` and `log` of a board follow the language; names typed by people and the
/// moves' SAN stay as they are.
#[test]
fn a_board_is_shown_in_the_arbiters_language() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("e.sqlite");
    let run = |args: &[&str]| on(&db, args);
    run(&["init", "--event", "Open"]);
    run(&["board", "add", "--white", "Pérez", "--black", "Иванов"]);
    for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
        run(&["move", "1", m]);
    }
    run(&["claim", "1", "repetition", "--move", "Ng8"]);
    let show = |lang: &str| run(&["--lang", lang, "show", "1"]);
    for (lang, head, claim) in [
        (
            "en",
            "board 1.1: Pérez – Иванов (last #8)",
            "Black claimed threefold repetition (Art. 9.2) with the written move Ng8; rules engine: correct",
        ),
        (
            "es",
            "tablero 1.1: Pérez – Иванов (último #8)",
            "las negras reclamaron: triple repetición (Art. 9.2) con la jugada anotada Ng8; motor de reglas: correcta",
        ),
        (
            "ru",
            "доска 1.1: Pérez – Иванов (последнее #8)",
            "чёрные потребовали: троекратное повторение позиции (ст. 9.2) с записанным ходом Ng8; движок правил: правильное",
        ),
    ] {
        let out = show(lang);
        assert!(out.starts_with(head), "{lang}: {out}");
        has_all(&out, &[claim, "4.Ng1"]);
    }
    has_all(&run(&["--lang", "ru", "boards"]), &["полуходов: 7"]);
    has_all(
        &run(&["--lang", "es", "log", "--board", "1"]),
        &["tablero 1.1 #1", "se jugó Nf3"],
    );
    // JSON of the board: structured, the same in every language.
    let json = |lang: &str| {
        let out = run(&["--lang", lang, "show", "1", "--json"]);
        serde_json::from_str::<serde_json::Value>(&out).expect("JSON")
    };
    assert_eq!(json("es"), json("en"));
    assert_eq!(json("ru"), json("en"));
}

/// The report follows the event's language; PGN comments stay English unless `export pgn
/// --lang` asks otherwise; the moves stay in English SAN.
#[test]
fn report_in_the_events_language_pgn_comments_english_unless_asked() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("e.sqlite");
    let run = |args: &[&str]| on(&db, args);
    run(&["init", "--event", "Open de Madrid", "--event-lang", "es"]);
    run(&["board", "add", "--white", "Pérez", "--black", "López"]);
    for m in ["e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"] {
        run(&["move", "1", m]);
    }
    run(&["note", "1", "spectator near board 1"]);
    let report = run(&["report"]);
    has_all(
        &report,
        &[
            "informe del árbitro principal",
            "| Nota |",
            "Nota: spectator near board 1",
            "Totales por categoría",
        ],
    );
    let pgn = run(&["export", "pgn", "--with-notes"]);
    has_all(&pgn, &["{White mates (Art. 5.1.1).}", "4. Qxf7#"]);
    let es = run(&["--lang", "es", "export", "pgn", "--with-notes"]);
    has_all(
        &es,
        &["{Las blancas dan jaque mate (Art. 5.1.1).}", "4. Qxf7#"],
    );
    let ru = run(&["--lang", "ru", "export", "pgn", "--with-notes"]);
    has_all(&ru, &["{Белые ставят мат (ст. 5.1.1).}"]);
}

/// A refused command says why in the arbiter's language, on one line of stderr, and records
/// nothing; the kind of refusal in JSON-facing code is unchanged.
#[test]
fn refusals_speak_the_arbiters_language() {
    let (_dir, db) = board_with(&["e4", "e5"]);
    let refused = |lang: &str, args: &[&str]| {
        let out = arbiter()
            .arg("--db")
            .arg(&db)
            .args(["--lang", lang])
            .args(args)
            .output()
            .expect("run");
        assert!(!out.status.success(), "{lang} {args:?} was not refused");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    for (lang, no_offer, no_event) in [
        (
            "en",
            "arbiter: board 1.1: there is no pending draw offer",
            "there is no event #99 (the last is #2)",
        ),
        (
            "es",
            "arbiter: tablero 1.1: no hay ninguna oferta de tablas pendiente",
            "no existe el suceso #99 (el último es el #2)",
        ),
        (
            "ru",
            "arbiter: доска 1.1: непринятого предложения ничьей нет",
            "события #99 нет (последнее — #2)",
        ),
    ] {
        has_all(&refused(lang, &["accept", "1"]), &[no_offer]);
        has_all(
            &refused(lang, &["takeback", "1", "--seq", "99"]),
            &[no_event],
        );
    }
    // Nothing was recorded by the refusals.
    let log = on(&db, &["log", "--board", "1"]);
    assert_eq!(log.lines().count(), 2, "{log}");
}

/// Player mode's prompt speaks the language; its answers stay the same keys (c, v, s, q).
#[test]
fn player_mode_speaks_the_language_with_the_same_keys() {
    let (_dir, db) = board_with(&["e4"]);
    let prompt = |lang: &str| {
        let out = arbiter()
            .arg("--db")
            .arg(&db)
            .args([
                "--lang", lang, "player", "--board", "1.1", "--side", "white",
            ])
            .write_stdin("x\ns\nq\n")
            .output()
            .expect("run");
        assert!(out.status.success());
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    has_all(
        &prompt("es"),
        &[
            "Tablero 1.1: A – B",
            "1 jugada anotada, la última 1.e4",
            "juegan las negras",
            "c  reclamar tablas",
            "\"x\": aquí solo c, v, s o q",
        ],
    );
    has_all(
        &prompt("ru"),
        &[
            "Доска 1.1: A – B",
            "очередь хода за чёрными",
            "q  выйти",
            "\"x\": здесь только c, v, s или q",
        ],
    );
    has_all(&prompt("en"), &["Black to move", "q  quit"]);
}

/// Fails naming the first of `terms` that `text` has.
fn lacks_all(text: &str, terms: &[&str]) {
    for term in terms {
        assert!(!text.contains(term), "{term:?} present in:\n{text}");
    }
}

/// An English event file with board 1.1 (Alpha – Beta), 1.e4 e5 played, then White resigns as
/// the app's result dialog records it: the same command, through the one pipeline.
fn resigned_board() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("e.sqlite");
    on(&db, &["init", "--event", "Open", "--lang", "en"]);
    on(
        &db,
        &["board", "add", "--white", "Alpha", "--black", "Beta"],
    );
    on(&db, &["move", "1", "e4"]);
    on(&db, &["move", "1", "e5"]);
    let store = arbiter::store::Store::open(&db).expect("open");
    let key = store.boards().expect("boards")[0].key();
    store
        .execute(
            key,
            None,
            arbiter::store::now_ms(),
            &[arbiter::event::command::Command::Result {
                result: arbiter::rules::GameScore::BLACK_WINS,
                reason: arbiter::event::ResultReason::Resigned {
                    side: shakmaty::Color::White,
                }
                .into(),
                article: None,
            }],
        )
        .expect("the result is recorded");
    (dir, db)
}

/// A result chosen in the app is stored as its fact, without English, and each reader words it
/// in its language: the report in Spanish, the PGN in Russian, `show` and `boards` in the
/// process's.
#[test]
fn a_resignation_is_stored_as_a_fact_and_worded_by_each_reader() {
    let (_dir, db) = resigned_board();
    let log = on(&db, &["log", "--board", "1", "--json"]);
    let result = log
        .lines()
        .find(|l| l.contains("\"type\":\"result\""))
        .expect("the result event");
    has_all(
        result,
        &[
            "\"why\":\"resigned\"",
            "\"side\":\"white\"",
            "\"reason\":\"\"",
        ],
    );
    lacks_all(result, &["resigns", "Resign"]);

    let es = Catalog::new(Lang::Es).get("result-why-resigned", &[("side", "white".into())]);
    let ru = Catalog::new(Lang::Ru).get("result-why-resigned", &[("side", "white".into())]);
    assert_eq!(es, "las blancas abandonan");
    assert_eq!(ru, "белые сдались");

    let report = on(&db, &["--lang", "es", "report"]);
    has_all(&report, &[es.as_str()]);
    lacks_all(&report, &["White resigns"]);

    let pgn = on(&db, &["--lang", "ru", "export", "pgn"])
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    has_all(&pgn, &["Белые сдались", "0-1"]);
    lacks_all(&pgn, &["White resigns"]);

    // The English readers word the same fact in English.
    has_all(&on(&db, &["show", "1"]), &["White resigns"]);
    has_all(&on(&db, &["boards"]), &["White resigns"]);
    has_all(&on(&db, &["--lang", "es", "boards"]), &[es.as_str()]);
    let pgn_en = on(&db, &["export", "pgn"]);
    has_all(&pgn_en, &["White resigns"]);
}

/// `arbiter result --reason` reads a resignation or an agreement, in any of the three
/// languages, as the fact (worded by each reader), when the result fits it; other words stay the
/// arbiter's, and no reason is "set by the arbiter".
#[test]
fn the_cli_result_reason_stores_a_resignation_or_an_agreement_as_a_fact() {
    let why_of = |db: &Path| {
        let log = on(db, &["log", "--board", "1", "--json"]);
        log.lines()
            .find(|l| l.contains("\"type\":\"result\""))
            .expect("the result event")
            .to_owned()
    };
    for (result, said, fact) in [
        ("0-1", "resigned", "\"why\":\"resigned\",\"side\":\"white\""),
        ("1-0", "Abandono", "\"why\":\"resigned\",\"side\":\"black\""),
        ("1-0", "сдался", "\"why\":\"resigned\",\"side\":\"black\""),
        ("1/2-1/2", "agreed", "\"why\":\"agreed\""),
        ("1/2-1/2", "por acuerdo", "\"why\":\"agreed\""),
    ] {
        let (_dir, db) = board_with(&["e4", "e5"]);
        on(&db, &["result", "1", result, "--reason", said]);
        let event = why_of(&db);
        has_all(&event, &[fact, "\"reason\":\"\""]);
        if fact.contains("resigned") {
            let report = on(&db, &["--lang", "es", "report"]);
            has_all(&report, &["abandonan"]);
        }
    }
    // Words that do not fit the result, or other words, stay the arbiter's.
    for (result, said) in [
        ("1/2-1/2", "resigned"),
        ("1-0", "agreed"),
        ("+/-", "resigned"),
        ("1-0", "time forfeit confirmed by both"),
    ] {
        let (_dir, db) = board_with(&["e4", "e5"]);
        on(&db, &["result", "1", result, "--reason", said]);
        let event = why_of(&db);
        has_all(&event, &[&format!("\"reason\":\"{said}\"")]);
        lacks_all(&event, &["\"why\""]);
    }
    let (_dir, db) = board_with(&["e4", "e5"]);
    on(&db, &["result", "1", "1-0"]);
    has_all(&why_of(&db), &["\"why\":\"set_by_arbiter\""]);
}

/// The language is chosen when the first message is worded (issue 29: a verb that reads the
/// event's settings anyway does not open the file again for its language): a note on a Spanish
/// event is confirmed in Spanish, `--lang` still wins, a refusal before any settings are read
/// is worded in the event's language too, and `init --event-lang es` confirms in the locale's
/// language (the event did not exist when the language was chosen).
#[test]
fn the_event_language_is_chosen_when_first_needed() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("e.sqlite");
    let made = on(&db, &["init", "--event", "Open", "--event-lang", "es"]);
    assert!(made.starts_with("created "), "{made}");
    on(&db, &["board", "add", "--white", "A", "--black", "B"]);
    let note = on(&db, &["note", "1", "ruido"]);
    assert!(note.starts_with("tablero 1.1 #1 por "), "{note}");
    let english = on(&db, &["--lang", "en", "note", "1", "ruido"]);
    assert!(english.starts_with("board 1.1 #2 by "), "{english}");
    let refused = arbiter()
        .arg("--db")
        .arg(&db)
        .args(["note", "9", "x"])
        .output()
        .expect("run");
    assert!(!refused.status.success());
    let err = String::from_utf8_lossy(&refused.stderr);
    assert!(err.contains("tablero"), "{err}");
}
