//! The event's rule on draw agreements (Art. 9.1.1, "Sofia rules", issue 35 item 2) at every
//! door of the binary: an offer and a result "agreed" are refused without the arbiter's consent
//! and recorded with it; draws by the Laws (9.2 claims, stalemate) are never affected; `show`
//! says the rule is in force.

use std::path::{Path, PathBuf};

use predicates::prelude::*;

use crate::common::locale::arbiter;

fn event(dir: &Path, rule: &[&str]) -> PathBuf {
    let db = dir.join("sofia.sqlite");
    arbiter(&db)
        .args(["init", "--event", "Sofia Open", "--control", "5400+30"])
        .args(rule)
        .assert()
        .success();
    for _ in 0..3 {
        arbiter(&db)
            .args(["board", "add", "--white", "Anna", "--black", "Boris"])
            .assert()
            .success();
    }
    db
}

fn moves(db: &Path, board: &str, sans: &[&str]) {
    for san in sans {
        arbiter(db).args(["move", board, san]).assert().success();
    }
}

const REFUSED_CONSENT: &str = "draw offers need the arbiter's consent in this event (Art. 9.1.1)";

#[test]
fn an_agreement_recorded_as_a_result_needs_the_arbiters_consent() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &["--draw-offers-need-consent"]);
    moves(&db, "1", &["e4", "e5"]);
    arbiter(&db)
        .args(["result", "1", "1/2-1/2", "--reason", "agreed"])
        .assert()
        .failure()
        .stderr(predicate::str::contains(REFUSED_CONSENT));
    arbiter(&db)
        .args(["offer", "1"])
        .assert()
        .failure()
        .stderr(predicate::str::contains(REFUSED_CONSENT));
    arbiter(&db)
        .args(["result", "1", "1/2-1/2", "--reason", "agreed", "--consent"])
        .assert()
        .success();
    arbiter(&db)
        .args(["show", "1"])
        .assert()
        .success()
        .stdout(predicate::str::contains(
            "Draw agreements only with the arbiter's consent (Art. 9.1.1)",
        ))
        .stdout(predicate::str::contains(
            "draw agreed with the arbiter's consent (Art. 9.1.1)",
        ));
    // The consent is in the chained log, as a fact.
    let log = arbiter(&db).args(["log", "--json"]).output().expect("log");
    let log = String::from_utf8_lossy(&log.stdout);
    assert!(
        log.contains(r#""why":"agreed","consent":true"#),
        "consent not recorded: {log}"
    );
}

#[test]
fn an_offer_before_the_move_is_refused_and_one_with_consent_says_so() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &["--draw-offers-from-move", "30"]);
    moves(&db, "1", &["e4", "e5"]);
    arbiter(&db)
        .args(["result", "1", "1/2-1/2", "--reason", "agreed"])
        .assert()
        .failure()
        .stderr(predicate::str::contains(
            "no draw offers before move 30 in this event (Art. 9.1.1)",
        ));
    arbiter(&db)
        .args(["offer", "1", "--consent"])
        .assert()
        .success();
    arbiter(&db).args(["accept", "1"]).assert().success();
    let out = arbiter(&db).args(["show", "1"]).output().expect("show");
    let out = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.contains("No draw agreements before move 30 without the arbiter's consent"),
        "{out}"
    );
    assert!(
        out.contains("Black offered a draw (=) with the arbiter's consent (Art. 9.1.1)"),
        "{out}"
    );
    let json = arbiter(&db)
        .args(["show", "1", "--json"])
        .output()
        .expect("json");
    let v: serde_json::Value = serde_json::from_slice(&json.stdout).expect("json");
    assert_eq!(v["draw_rule"]["from_move"], 30);
    assert_eq!(v["draw_rule"]["need_consent"], false);
    // An event without the rule says nothing about it.
    let other = dir.path().join("plain");
    std::fs::create_dir(&other).expect("mkdir");
    let plain = event(&other, &[]);
    let out = arbiter(&plain).args(["show", "1"]).output().expect("show");
    assert!(!String::from_utf8_lossy(&out.stdout).contains("9.1.1"));
}

#[test]
fn draws_by_the_laws_are_never_affected() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &["--draw-offers-need-consent"]);
    // Art. 9.2: a correct repetition claim is upheld, no consent asked.
    moves(&db, "1", &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"]);
    arbiter(&db)
        .args(["claim", "1", "repetition", "--move", "Ng8"])
        .assert()
        .success();
    arbiter(&db)
        .args(["decide", "1", "upheld"])
        .assert()
        .success();
    let v = show_json(&db, "1");
    assert_eq!(v["result"], "1/2-1/2", "{v}");
    // Art. 5.2.1: stalemate ends the game; the result confirms it, "agreed" or not.
    let stalemate = "7k/8/6K1/5Q2/8/8/8/8 w - - 0 60";
    arbiter(&db)
        .args([
            "board", "add", "--white", "C", "--black", "D", "--fen", stalemate,
        ])
        .assert()
        .success();
    moves(&db, "4", &["Qf7"]);
    arbiter(&db)
        .args(["result", "4", "1/2-1/2", "--reason", "agreed"])
        .assert()
        .success();
    let v = show_json(&db, "4");
    assert_eq!(v["result"], "1/2-1/2", "{v}");
}

fn show_json(db: &Path, board: &str) -> serde_json::Value {
    let out = arbiter(db)
        .args(["show", board, "--json"])
        .output()
        .expect("show");
    assert!(out.status.success());
    serde_json::from_slice(&out.stdout).expect("json")
}

/// The app's door (tmux, 80×24): the hall's title says the rule is in force, and a draw agreed
/// from the result dialog is refused without the arbiter's consent — nothing recorded.
#[test]
fn the_app_says_the_rule_and_refuses_an_agreement_without_consent() {
    use crate::tui_e2e::{app_in_tmux, cli, have_tmux};
    if !have_tmux() {
        eprintln!("skipped: tmux is not installed");
        return;
    }
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("app.sqlite");
    cli(
        &db,
        &[
            "init",
            "--event",
            "Sofia",
            "--control",
            "90m+30s",
            "--draw-offers-from-move",
            "30",
        ],
    );
    cli(
        &db,
        &["board", "add", "--white", "Anna", "--black", "Boris"],
    );
    cli(&db, &["move", "1", "e4"]);
    cli(&db, &["move", "1", "e5"]);
    let tmux = app_in_tmux("sofia", &db, "--as Ana");
    tmux.wait_for("draws from move 30 (9.1.1)");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Board 1 ");
    tmux.type_text("r");
    let dialog = tmux.wait_for("Board 1: result");
    // The dialog judges each choice as the store will: the agreement is there, unavailable,
    // with the rule's words.
    let inside: Vec<&str> = dialog
        .lines()
        .filter_map(|l| Some(l.split_once('│')?.1.rsplit_once('│')?.0.trim()))
        .collect();
    let inside = inside.join(" ");
    let from = inside
        .find("draw agreed")
        .unwrap_or_else(|| panic!("{dialog}"));
    let option = &inside[from..];
    assert!(
        option.contains("unavailable") && option.contains("no draw offers before move 30"),
        "{dialog}"
    );
    tmux.keys(&["Escape"]);
    let out = arbiter(&db)
        .args(["show", "1", "--json"])
        .output()
        .expect("show");
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert!(v["result"].is_null(), "recorded: {v}");
}

/// An event allowing draw offers only with the arbiter's consent, 1.e4 e5 on board 1, for a
/// test of the app in tmux: `None` (and "skipped: …") when tmux is not installed.
fn consent_event_for_the_app() -> Option<(tempfile::TempDir, PathBuf)> {
    if !crate::tui_e2e::have_tmux() {
        eprintln!("skipped: tmux is not installed");
        return None;
    }
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path(), &["--draw-offers-need-consent"]);
    moves(&db, "1", &["e4", "e5"]);
    Some((dir, db))
}

/// The app's door for the arbiter's consent (Art. 9.1.1): where the event allows offers only
/// with it, `o` lists each player's offer again "with the arbiter's consent" — the arbiter at
/// the keys gives it — and that one is recorded with the consent, as `offer --consent` is.
#[test]
fn the_app_records_an_offer_with_the_arbiters_consent() {
    use crate::tui_e2e::app_in_tmux;
    let Some((_dir, db)) = consent_event_for_the_app() else {
        return;
    };
    let tmux = app_in_tmux("sofia-consent", &db, "--as Ana");
    tmux.wait_for("Anna");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Board 1 ");
    tmux.type_text("o");
    let dialog = tmux.wait_for("arbiter's consent (Art. 9.1.1)");
    assert!(dialog.contains("unavailable"), "{dialog}");
    // The first option that can be chosen is selected: White's offer with the consent.
    tmux.keys(&["Enter"]);
    tmux.wait_for("recorded");
    let log = arbiter(&db)
        .args(["--lang", "en", "log"])
        .output()
        .expect("log");
    let log = String::from_utf8_lossy(&log.stdout);
    assert!(
        log.contains("offered a draw (=) with the arbiter's consent (Art. 9.1.1)"),
        "{log}"
    );
}

/// The app's greyed offers under the rule (Art. 9.1.1) say what to do in the app — the number
/// of the option that records the offer with the arbiter's consent — and never the command
/// line's "repeat with --consent", in each language.
#[test]
fn the_apps_greyed_offers_name_the_consent_option_in_each_language() {
    use crate::tui_e2e::app_in_tmux;
    let Some((_dir, db)) = consent_event_for_the_app() else {
        return;
    };
    // Each language's last option: Black's offer with the arbiter's consent.
    for (lang, last, white, black) in [
        (
            "en",
            "4 Black (Boris)",
            "(Art. 9.1.1) — option 3 records it with the arbiter's consent",
            "(Art. 9.1.1) — option 4 records it with the arbiter's consent",
        ),
        (
            "es",
            "4 Negras (Boris)",
            "(Art. 9.1.1) — la opción 3 lo registra con el consentimiento del árbitro",
            "(Art. 9.1.1) — la opción 4 lo registra con el consentimiento del árbitro",
        ),
        (
            "ru",
            "4 Чёрные (Boris)",
            "(ст. 9.1.1) — вариант 3 записывает это с согласия арбитра",
            "(ст. 9.1.1) — вариант 4 записывает это с согласия арбитра",
        ),
    ] {
        let tmux = app_in_tmux(
            &format!("sofia-{lang}"),
            &db,
            &format!("--as Ana --lang {lang}"),
        );
        tmux.wait_for("Anna");
        tmux.keys(&["Enter"]);
        tmux.wait_for("1 · Anna");
        tmux.type_text("o");
        let dialog = tmux.wait_for(last);
        let inside: Vec<&str> = dialog
            .lines()
            .filter_map(|l| Some(l.split_once('│')?.1.rsplit_once('│')?.0.trim()))
            .collect();
        let inside = inside.join(" ");
        assert!(
            inside.contains(white) && inside.contains(black),
            "{lang}: {dialog}"
        );
        assert!(!dialog.contains("--consent"), "{lang}: {dialog}");
    }
}
