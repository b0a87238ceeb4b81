//! Issue 35, items 1 and 3 through the real binary: a board's reminders in `show`, `show
//! --json` and `boards --json`, switched per event (`init --reminders-off`, `reminders off`),
//! and the claims-ahead ledger in `show --json` and `rules analyze --ledger`, checked against
//! `rules claim` on the real games of tests/data.

use crate::common::locale::arbiter;

fn event(dir: &tempfile::TempDir, extra: &[&str]) -> std::path::PathBuf {
    let db = dir.path().join("e.arbiter");
    arbiter(&db)
        .args(["init", "--event", "Open"])
        .args(extra)
        .assert()
        .success();
    arbiter(&db)
        .args(["board", "add", "--white", "Anand", "--black", "Gelfand"])
        .assert()
        .success();
    db
}

fn play(db: &std::path::Path, moves: &[&str]) {
    for m in moves {
        arbiter(db).args(["move", "1", m]).assert().success();
    }
}

fn stdout(cmd: &mut assert_cmd::Command) -> String {
    let out = cmd.output().expect("runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("UTF-8")
}

fn json(cmd: &mut assert_cmd::Command) -> serde_json::Value {
    serde_json::from_str(&stdout(cmd)).expect("JSON")
}

const DANCE: [&str; 4] = ["Nf3", "Nf6", "Ng1", "Ng8"];

#[test]
fn show_names_the_repetition_ahead_with_its_article() {
    let dir = tempfile::tempdir().expect("dir");
    let db = event(&dir, &[]);
    play(&db, &DANCE[..3]);
    assert!(!stdout(arbiter(&db).args(["show", "1"])).contains("(9.2)"));
    play(&db, &DANCE[3..]);
    let text = stdout(arbiter(&db).args(["show", "1"]));
    assert!(
        text.contains("3rd occurrence claimable: the position after 2...Ng8 stood twice (9.2)"),
        "{text}"
    );
    let v = json(arbiter(&db).args(["show", "1", "--json"]));
    let r = &v["reminders"][0];
    assert_eq!(r["kind"], "repetition");
    assert_eq!(r["article"], "9.2");
    assert_eq!(r["move"], "2...Ng8");
    assert_eq!(r["occurrences"], serde_json::json!([0, 4]));
    let rows = json(arbiter(&db).args(["boards", "--json"]));
    assert_eq!(rows[0]["reminders"][0]["kind"], "repetition");
}

#[test]
fn reminders_switch_off_per_event() {
    let dir = tempfile::tempdir().expect("dir");
    let db = event(&dir, &["--reminders-off", "repetition,scoresheet"]);
    play(&db, &DANCE);
    let v = json(arbiter(&db).args(["show", "1", "--json"]));
    assert_eq!(v["reminders"], serde_json::json!([]));
    let switches = json(arbiter(&db).args(["reminders", "--json"]));
    assert_eq!(switches["repetition"], false);
    assert_eq!(switches["scoresheet"], false);
    assert_eq!(switches["fifty-moves"], true);
    arbiter(&db)
        .args(["reminders", "on", "repetition"])
        .assert()
        .success();
    let v = json(arbiter(&db).args(["show", "1", "--json"]));
    assert_eq!(v["reminders"][0]["kind"], "repetition");
    arbiter(&db)
        .args(["reminders", "off", "repetition"])
        .assert()
        .success();
    let v = json(arbiter(&db).args(["show", "1", "--json"]));
    assert_eq!(v["reminders"], serde_json::json!([]));
    let text = stdout(arbiter(&db).args(["reminders"]));
    assert!(text.contains("off       repetition"), "{text}");
    arbiter(&db)
        .args(["reminders", "off", "flags"])
        .assert()
        .failure()
        .stderr(predicates::str::contains("\"flags\" is not a reminder"));
}

/// Guidelines III announced, 60 minutes without increment: under 2 minutes, III.4/III.5 and
/// Art. 8.4 for both sides.
#[test]
fn clocks_under_two_minutes_remind_of_guidelines_iii_and_the_scoresheet() {
    let dir = tempfile::tempdir().expect("dir");
    let db = event(&dir, &["--control", "60m", "--guidelines-iii"]);
    arbiter(&db)
        .args(["clock", "1", "start"])
        .assert()
        .success();
    let v = json(arbiter(&db).args(["show", "1", "--json"]));
    assert_eq!(v["reminders"], serde_json::json!([]));
    arbiter(&db)
        .args(["clock", "1", "set", "1:30", "4:00"])
        .assert()
        .success();
    let v = json(arbiter(&db).args(["show", "1", "--json"]));
    let articles: Vec<&str> = v["reminders"]
        .as_array()
        .expect("a list")
        .iter()
        .filter_map(|r| r["article"].as_str())
        .collect();
    assert_eq!(articles, ["III.4", "8.4", "8.4"], "{v}");
    let text = stdout(arbiter(&db).args(["show", "1"]));
    assert!(text.contains("under 5 minutes"), "{text}");
    assert!(text.contains("(III.5)"), "{text}");
}

#[test]
fn show_keeps_the_ledger_of_claims_ahead() {
    let dir = tempfile::tempdir().expect("dir");
    let db = event(&dir, &[]);
    play(&db, &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"]);
    let v = json(arbiter(&db).args(["show", "1", "--json"]));
    let claim = &v["claims_ahead"]["claims"][0];
    assert_eq!(claim["ply"], 7);
    assert_eq!(claim["article"], "9.2.1");
    assert_eq!(claim["written"], "4...Ng8");
    assert_eq!(claim["position"], "A");
    let text = stdout(arbiter(&db).args(["show", "1"]));
    assert!(
        text.contains(
            "after 4.Ng1 (ply 7), Black: 9.2.1 writing 4...Ng8, position A (plies 0, 4, 8)"
        ),
        "{text}"
    );
    assert!(text.contains("A 2/3 after 2...Ng8 (ply 4)"), "{text}");
}

const REAL: [&str; 5] = [
    "tests/data/pgn/capablanca-lasker-1921-g5.pgn",
    "tests/data/pgn/fischer-petrosian-1971-g3.pgn",
    "tests/data/pgn/karpov-kasparov-1991.pgn",
    "tests/data/pgn/portisch-korchnoi-1970.pgn",
    "tests/data/pgn/spassky-fischer-1972-g17.pgn",
];

fn rules(args: &[&str]) -> serde_json::Value {
    let mut cmd = assert_cmd::Command::cargo_bin("arbiter").expect("binary");
    cmd.env("ARBITER_LANG", "en").arg("rules").args(args);
    json(&mut cmd)
}

/// Every claim of the ledger is one `rules claim` finds correct, under the same article; and
/// the first threefold and fifty-move claims `rules analyze` reports are in the ledger.
#[test]
fn the_ledger_agrees_with_the_claim_checks_on_real_games() {
    let mut checked = 0;
    for file in REAL.iter().chain(&["tests/data/pgn/composed.pgn"]) {
        let all = rules(&["analyze", file, "--ledger", "--json"]);
        for (k, game) in all["games"].as_array().expect("games").iter().enumerate() {
            let number = (k + 1).to_string();
            let claims = game["claims_ahead"]["claims"].as_array().expect("claims");
            for c in claims {
                let ply = c["ply"].to_string();
                let mut args = vec!["claim", file, "--game", &number, "--ply", &ply, "--json"];
                let written = c["written"].as_str().map(|w| {
                    // "34.Qe2" / "33...Rd5": the SAN after the number.
                    w.rsplit('.').next().unwrap_or(w).to_owned()
                });
                if let Some(w) = &written {
                    args.extend(["--move", w]);
                }
                let verdict = rules(&args);
                assert_eq!(
                    verdict["valid"], true,
                    "{file} game {number}: {c} → {verdict}"
                );
                // The claim checker prefers 9.2.1 over 9.3.1 and the written move over the
                // present position; the ledger lists each.
                let article = c["article"].as_str().expect("article");
                let found = verdict["article"].as_str().expect("article");
                assert!(
                    article == found || written.is_none() || found.ends_with(".1"),
                    "{file} game {number}: {c} → {verdict}"
                );
                checked += 1;
            }
            let has = |article: &str, ply: &serde_json::Value| {
                claims
                    .iter()
                    .any(|c| c["article"] == article && &c["ply"] == ply)
            };
            if !game["first_threefold"].is_null() {
                assert!(
                    has("9.2.2", &game["first_threefold"]["ply"]),
                    "{file} {number}"
                );
            }
            if !game["fifty_moves_claimable"].is_null() {
                assert!(
                    has("9.3.2", &game["fifty_moves_claimable"]["ply"]),
                    "{file} {number}"
                );
            }
        }
    }
    assert!(checked >= 5, "only {checked} claims checked");
}
