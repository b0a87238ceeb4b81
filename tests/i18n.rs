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
    assert!(es.contains("La jugada anotada 34.Qe2"), "{es}");
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
