//! The round checklist (issue 35, item 5) through the binary: `round set` warns about boards
//! without players or time control and pairings not confirmed against the player list; `round
//! close` about boards without a result, claims waiting, fallen flags not judged; `round` shows
//! the count and the lines with the round's state.

use std::path::Path;

use crate::common::locale::run_ok as run;

pub(crate) fn round_one(dir: &Path) -> std::path::PathBuf {
    let db = dir.join("r.sqlite");
    run(&db, &["init", "--event", "Checklist Open"]);
    run(&db, &["players", "add", "--name", "Anna"]);
    run(&db, &["board", "add", "--white", "Anna", "--black", "?"]);
    for black in ["Carl", "Dora", "Emil"] {
        run(
            &db,
            &[
                "board",
                "add",
                "--white",
                "Anna",
                "--black",
                black,
                "--control",
                "90m+30s",
            ],
        );
    }
    db
}

#[test]
fn starting_a_round_warns_about_players_controls_and_unconfirmed_pairings() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = round_one(dir.path());
    let out = run(&db, &["round", "set", "1"]);
    let expected = "round 1 is now the current round\n\
        round 1: 5 things to check before the start\n  \
        ! board 1.1: no Black player\n  \
        ! board 1.1: no time control (Art. 6.1)\n  \
        ! board 1.2: Black is not in the event's player list (pairing not confirmed)\n  \
        ! board 1.3: Black is not in the event's player list (pairing not confirmed)\n  \
        ! board 1.4: Black is not in the event's player list (pairing not confirmed)\n";
    assert_eq!(out, expected);
    let json: serde_json::Value =
        serde_json::from_str(&run(&db, &["round", "set", "1", "--json"])).expect("json");
    assert_eq!(json["start"][0]["warning"], "no_player");
    assert_eq!(json["start"][0]["side"], "black");
    assert_eq!(json["start"][1]["warning"], "no_control");
    // The round's state shows the same checklist.
    let listed = run(&db, &["round"]);
    assert!(
        listed.starts_with("round 1: paired (4 boards, 0 results) — current · 5 to check\n"),
        "{listed}"
    );
    assert!(
        listed.contains("  ! board 1.1: no time control (Art. 6.1)\n"),
        "{listed}"
    );
}

#[test]
fn closing_a_round_warns_about_results_claims_and_flags() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = round_one(dir.path());
    run(&db, &["result", "1", "1-0", "--reason", "resigned"]);
    run(&db, &["clock", "2", "set", "0", "60"]);
    run(&db, &["claim", "3", "fifty"]);
    run(&db, &["result", "4", "1/2-1/2", "--reason", "agreed"]);
    let out = run(&db, &["round", "close", "1"]);
    let expected = "round 1: 4 things left open before closing\n  \
        ! board 1.2: White's flag has fallen, not judged (Art. 6.9)\n  \
        ! board 1.2: no result yet\n  \
        ! board 1.3: claim #1 waits for the arbiter's decision\n  \
        ! board 1.3: no result yet\n";
    assert_eq!(out, expected);
    run(&db, &["result", "2", "0-1", "--reason", "flag fell"]);
    run(&db, &["decide", "3", "rejected"]);
    run(&db, &["result", "3", "1-0", "--reason", "resigned"]);
    assert_eq!(
        run(&db, &["round", "close", "1"]),
        "round 1: ready to close, nothing left open\n"
    );
    let json: serde_json::Value =
        serde_json::from_str(&run(&db, &["round", "--json"])).expect("json");
    assert_eq!(json[0]["state"], "complete");
    assert_eq!(json[0]["warnings"], serde_json::json!([]));
}

/// A claim referred to the designated arbiter (Guidelines III.6) and not ruled on is on the
/// closing checklist: the pure check, on folded boards.
#[test]
fn a_referred_claim_not_ruled_is_on_the_closing_list() {
    use arbiter::event::checklist::{RoundWarning, at_close};
    use arbiter::event::{BoardSetup, EventKind, EventSettings, Referral, fold_with};
    let mut settings = EventSettings::new("III.6");
    settings.supervised = false;
    let setup = BoardSetup::new(1, "A", "B");
    let claim = EventKind::Claim {
        by: shakmaty::Color::White,
        claim: arbiter::event::ClaimKind::CannotWin,
        intended: None,
        valid: None,
        article: Some("III.6".into()),
        explanation: None,
        referral: Some(Referral {
            cannot_win: true,
            no_effort: false,
            fen: "8/8/8/8/8/8/8/K6k w - - 0 1".into(),
            clock: None,
            scoresheet: Vec::new(),
        }),
    };
    let events = crate::common::events::events(1, &[claim], |_| 1_000);
    let state = fold_with(&setup, &settings, &events);
    let warnings = at_close([&state], 2_000);
    assert!(
        warnings.contains(&RoundWarning::ReferredNotRuled {
            board: setup.id(),
            seq: 1
        }),
        "{warnings:?}"
    );
}
