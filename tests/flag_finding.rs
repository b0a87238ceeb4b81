//! A flag falls in an endgame the analysis must decide (issue 33, Art. 6.9): the finding, the
//! result the arbiter records from it, and the reason the PGN and the report give, through the
//! real binary. The instruction to look at the position is never the recorded reason.

use std::path::Path;

use crate::common::locale::arbiter;

/// `arbiter ARGS` on `db`, which must succeed: its standard output.
fn run(db: &Path, args: &[&str]) -> String {
    let done = arbiter(db).args(args).assert().success();
    String::from_utf8_lossy(&done.get_output().stdout).into_owned()
}

/// K+N v K+P, White's flag falls: Black can still mate (a promotion to a knight and a short
/// mate), so the finding is 0-1 with a line to show the players — not "could not decide" —
/// and the PGN and the report give that as the reason.
#[test]
fn a_flag_in_knight_against_pawn_is_decided_and_recorded_with_its_line() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("flag.sqlite");
    run(&db, &["init", "--event", "Flag Open", "--control", "90m"]);
    run(
        &db,
        &[
            "board",
            "add",
            "--white",
            "Walker",
            "--black",
            "Brook",
            "--round",
            "1",
            "--fen",
            "8/5k2/8/3n4/8/3P4/5K2/8 w - - 0 60",
        ],
    );
    run(&db, &["clock", "1", "start"]);
    run(&db, &["clock", "1", "flag", "white"]);
    let finding: serde_json::Value =
        serde_json::from_str(&run(&db, &["flag", "1", "--json"])).expect("json");
    assert_eq!(finding["result"], "0-1", "{finding}");
    assert_eq!(finding["check"], false, "{finding}");
    assert_eq!(finding["why"]["mate"]["mate"], "can", "{finding}");
    let line = finding["why"]["mate"]["line"].as_array().expect("a line");
    assert!(
        !line.is_empty() && line.len() <= 30,
        "a short line to show the players: {} plies",
        line.len()
    );
    run(&db, &["flag", "1", "--apply"]);
    let pgn = run(&db, &["export", "pgn"]);
    assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
    let report = run(&db, &["report"]);
    for (what, text) in [("PGN", &pgn), ("report", &report)] {
        assert!(
            text.contains("can still checkmate"),
            "{what} gives the finding as the reason:\n{text}"
        );
        assert!(
            !text.contains("could not decide") && !text.contains("look at the position"),
            "{what} gives an instruction as the reason:\n{text}"
        );
    }
}
