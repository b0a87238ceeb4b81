//! Each reminder (issue 35, item 1) on a real game from tests/data, through the binary: the
//! game recorded up to a ply (imported, or played move by move on a running clock), then
//! `show --json`'s `reminders` — the reminder is there at the ply it belongs to and not one
//! ply before.
//!
//! The games: Fischer–Petrosian, Buenos Aires 1971, game 3 (the threefold Fischer claimed by
//! writing 34.Qe2); Karpov–Kasparov 1991 (the fifty-move count reaching 50 at 113.Ng5);
//! Nikolić–Arsović, Belgrade 1989 (269 moves; rook and bishop against rook from 167.Bxd5: 70
//! moves at 237.Bd5, 75 at 242.Kc3); Spassky–Fischer, Reykjavik 1972, game 17 and
//! Capablanca–Lasker, Havana 1921, game 5 for the clock reminders (their moves; the clocks set
//! by the arbiter, as `clock set` records, since no clock times were kept then).

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::common::locale::run_ok as run;

fn game(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/pgn")
        .join(name)
}

/// The game's moves in SAN, in order: tags, comments, move numbers and the result left out.
fn sans(name: &str) -> Vec<String> {
    let text = std::fs::read_to_string(game(name)).expect("game");
    let mut body = String::new();
    let mut depth = 0;
    for line in text.lines().filter(|l| !l.starts_with('[')) {
        for c in line.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ if depth == 0 => body.push(c),
                _ => {}
            }
        }
        body.push(' ');
    }
    body.split_whitespace()
        .map(|t| t.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.'))
        .filter(|t| !t.is_empty() && !matches!(*t, "1-0" | "0-1" | "1/2-1/2" | "*"))
        .map(str::to_owned)
        .collect()
}

/// A PGN of the game's first `plies` moves, unfinished.
fn first_plies(name: &str, plies: usize) -> String {
    let mut text = String::from("[White \"W\"]\n[Black \"B\"]\n[Result \"*\"]\n\n");
    for (i, san) in sans(name).iter().take(plies).enumerate() {
        if i % 2 == 0 {
            text.push_str(&format!("{}. ", i / 2 + 1));
        }
        text.push_str(san);
        text.push(' ');
    }
    text.push_str("*\n");
    text
}

/// The reminders of board 1 after the game's first `plies` moves, imported into a new event.
fn reminders_after(dir: &Path, name: &str, plies: usize) -> Vec<Value> {
    let db = dir.join(format!("{name}-{plies}.sqlite"));
    run(&db, &["init", "--event", "Real games"]);
    run(&db, &["board", "add", "--white", "W", "--black", "B"]);
    let pgn = dir.join(format!("{name}-{plies}.pgn"));
    std::fs::write(&pgn, first_plies(name, plies)).expect("write");
    run(&db, &["import", "game", "1", pgn.to_str().expect("path")]);
    reminders(&db)
}

fn reminders(db: &Path) -> Vec<Value> {
    let json: Value = serde_json::from_str(&run(db, &["show", "1", "--json"])).expect("json");
    json["reminders"].as_array().cloned().unwrap_or_default()
}

fn of_kind<'a>(reminders: &'a [Value], kind: &str) -> Option<&'a Value> {
    reminders.iter().find(|r| r["kind"] == kind)
}

#[test]
fn repetition_fires_when_a_position_of_fischer_petrosian_stands_twice() {
    let dir = tempfile::tempdir().expect("tmp");
    let name = "fischer-petrosian-1971-g3.pgn";
    // After 31.Qh5 (ply 61) no position has stood twice.
    let before = reminders_after(dir.path(), name, 61);
    assert!(of_kind(&before, "repetition").is_none(), "{before:?}");
    // After 31...Qf6 (ply 62) the position after 29...Kh7 (ply 58) stands again.
    let at = reminders_after(dir.path(), name, 62);
    let r = of_kind(&at, "repetition").expect("repetition");
    assert_eq!(r["article"], "9.2");
    assert_eq!(r["move"], "31...Qf6");
    assert_eq!(r["occurrences"], serde_json::json!([58, 62]));
    // After 32.Qe2 (ply 63): the position Fischer's 34.Qe2 brought the third time.
    let next = reminders_after(dir.path(), name, 63);
    let r = of_kind(&next, "repetition").expect("repetition");
    assert_eq!(r["move"], "32.Qe2");
    assert_eq!(r["occurrences"], serde_json::json!([59, 63]));
}

#[test]
fn forty_five_and_forty_nine_moves_fire_in_karpov_kasparov() {
    let dir = tempfile::tempdir().expect("tmp");
    let name = "karpov-kasparov-1991.pgn";
    // The last capture or pawn move at ply 125: 45 moves by each side at ply 215.
    let before = reminders_after(dir.path(), name, 214);
    assert!(of_kind(&before, "fifty_moves").is_none(), "{before:?}");
    for (plies, stage, halfmoves) in [
        (215, "moves45", 90),
        (223, "moves49", 98),
        (225, "moves50", 100),
    ] {
        let at = reminders_after(dir.path(), name, plies);
        let r = of_kind(&at, "fifty_moves").expect("fifty_moves");
        assert_eq!(r["stage"], stage, "ply {plies}");
        assert_eq!(r["halfmoves"], halfmoves, "ply {plies}");
        assert_eq!(r["article"], "9.3", "ply {plies}");
        // The claim is possible from 113.Ng5 (ply 225), as `rules analyze` finds it.
        assert_eq!(r["at_ply"], 225, "ply {plies}");
        assert_eq!(r["at_move"], "113.", "ply {plies}");
    }
}

#[test]
fn seventy_moves_fire_in_nikolic_arsovic() {
    let dir = tempfile::tempdir().expect("tmp");
    let name = "nikolic-arsovic-1989.pgn";
    // 167.Bxd5 (ply 333) was the last capture: 139 plies after it, still the 50-move stage.
    let before = reminders_after(dir.path(), name, 472);
    let r = of_kind(&before, "fifty_moves").expect("fifty_moves");
    assert_eq!(r["stage"], "moves50", "{before:?}");
    // 70 moves at 237.Bd5 (ply 473): the game ends by itself at 242.Kc3 (Art. 9.6.2).
    let at = reminders_after(dir.path(), name, 473);
    let r = of_kind(&at, "fifty_moves").expect("fifty_moves");
    assert_eq!(r["stage"], "moves70");
    assert_eq!(r["article"], "9.6.2");
    assert_eq!(r["at_ply"], 483);
    assert_eq!(r["at_move"], "242.");
}

/// A new event with `init_args`, board 1 with its clock started, and the game's first `plies`
/// moves played one by one on it (each `move` presses the clock, Art. 6.2.1).
fn played_on_the_clock(dir: &Path, init_args: &[&str], name: &str, plies: usize) -> PathBuf {
    let db = dir.join(format!("{name}-clock-{plies}.sqlite"));
    run(
        &db,
        &[&["init", "--event", "Real games"][..], init_args].concat(),
    );
    run(&db, &["board", "add", "--white", "W", "--black", "B"]);
    run(&db, &["clock", "1", "start"]);
    for san in sans(name).iter().take(plies) {
        run(&db, &["move", "1", san]);
    }
    db
}

#[test]
fn a_time_control_approaching_fires_from_move_38_in_spassky_fischer() {
    let dir = tempfile::tempdir().expect("tmp");
    let name = "spassky-fischer-1972-g17.pgn";
    // Reykjavik 1972: 40 moves in 2 h 30, then 16 moves an hour.
    let control = ["--control", "40/9000:3600"];
    let db = played_on_the_clock(dir.path(), &control, name, 72);
    // After 36...(ply 72) White plays move 37, under 5 minutes: not yet watched.
    run(&db, &["clock", "1", "set", "240", "1500"]);
    let before = reminders(&db);
    assert!(of_kind(&before, "time_control").is_none(), "{before:?}");
    // Two plies later White is at move 38 of 40, still under 5 minutes.
    for san in sans(name).iter().skip(72).take(2) {
        run(&db, &["move", "1", san]);
    }
    let at = reminders(&db);
    let r = of_kind(&at, "time_control").expect("time_control");
    assert_eq!(r["side"], "white");
    assert_eq!(r["move_no"], 38);
    assert_eq!(r["period_end"], 40);
    assert_eq!(r["article"], "6.4");
    // Without an increment of 30 s, White need not record (Art. 8.4).
    assert_eq!(
        of_kind(&at, "scoresheet").map(|r| r["side"].clone()),
        Some(Value::from("white"))
    );
}

#[test]
fn under_two_minutes_fires_in_a_guidelines_iii_event_on_capablanca_lasker() {
    let dir = tempfile::tempdir().expect("tmp");
    let name = "capablanca-lasker-1921-g5.pgn";
    let iii = ["--control", "90m", "--guidelines-iii"];
    let db = played_on_the_clock(dir.path(), &iii, name, 40);
    run(&db, &["clock", "1", "set", "150", "1500"]);
    let before = reminders(&db);
    assert!(of_kind(&before, "guidelines_iii").is_none(), "{before:?}");
    run(&db, &["clock", "1", "set", "90", "1500"]);
    let at = reminders(&db);
    let r = of_kind(&at, "guidelines_iii").expect("guidelines_iii");
    assert_eq!(r["side"], "white");
    assert_eq!(r["article"], "III.4");
    // With 30 s a move the duty to record stays (Art. 8.4): no scoresheet reminder.
    let other = tempfile::tempdir().expect("tmp");
    let db = played_on_the_clock(other.path(), &["--control", "90m+30s"], name, 40);
    run(&db, &["clock", "1", "set", "90", "1500"]);
    let with_increment = reminders(&db);
    assert!(
        of_kind(&with_increment, "scoresheet").is_none(),
        "{with_increment:?}"
    );
}
