//! Rounds (issue 17): a board is (round, number). The v5 migration of a file made by main's
//! binary keeps every event; every board verb takes `N` (current round) or `R.N` and names
//! boards `R.N`; `boards --round`, `round [--json]`, `round set`; the app shows the round and
//! switches with a key.

use std::path::{Path, PathBuf};

use predicates::prelude::*;

use crate::common::locale::arbiter;

fn stdout(db: &Path, args: &[&str]) -> String {
    let out = arbiter(db).args(args).output().expect("run");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

fn json(db: &Path, args: &[&str]) -> serde_json::Value {
    serde_json::from_str(&stdout(db, args)).expect("json")
}

/// A raw row of the events table.
#[derive(Debug, PartialEq)]
struct RawEvent {
    id: i64,
    board: i64,
    seq: i64,
    at_ms: i64,
    actor: String,
    display_name: Option<String>,
    origin: Option<String>,
    kind: String,
}

fn raw_events(conn: &rusqlite::Connection) -> Vec<RawEvent> {
    let mut st = conn
        .prepare(
            "SELECT id, board, seq, at_ms, actor, display_name, origin, kind FROM events ORDER BY id",
        )
        .unwrap();
    st.query_map([], |r| {
        Ok(RawEvent {
            id: r.get(0)?,
            board: r.get(1)?,
            seq: r.get(2)?,
            at_ms: r.get(3)?,
            actor: r.get(4)?,
            display_name: r.get(5)?,
            origin: r.get(6)?,
            kind: r.get(7)?,
        })
    })
    .unwrap()
    .collect::<Result<_, _>>()
    .unwrap()
}

/// The fixture: a v4 file made by main's binary (4 boards, one of them round 2, 18 events
/// interleaved across boards: clock starts, moves with readings, a takeback, a pause with an
/// adjustment, an offer declined, a result).
fn v4_copy(dir: &Path) -> PathBuf {
    let db = dir.join("old.sqlite");
    std::fs::copy("tests/data/rounds/v4-main.sqlite", &db).expect("fixture");
    db
}

#[test]
fn migration_of_a_main_file_keeps_every_event_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let db = v4_copy(dir.path());
    // The truth before: read with plain SQLite from the file main wrote.
    let (before, old_boards) = {
        let conn = rusqlite::Connection::open(&db).unwrap();
        let v: i64 = conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(v, 4, "the fixture is main's v4");
        let boards: Vec<(i64, Option<i64>, String, String)> = conn
            .prepare("SELECT number, round, white, black FROM boards ORDER BY number")
            .unwrap()
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))
            .unwrap()
            .collect::<Result<_, _>>()
            .unwrap();
        (raw_events(&conn), boards)
    };
    assert_eq!(before.len(), 18);

    let store = arbiter::store::Store::open(&db).expect("old file opens");
    // v5 (rounds), v6 (the tamper-evident log: events from before it stay unchained), v7 (the
    // default time of Art. 6.7.1), v8 (a TRF's records kept for export), v9 (events that hold
    // facts: an older arbiter refuses the file rather than fail on one), v10 (board snapshots).
    // v11 (the tables' seals: not sealed, the file having no chain).
    // v12 the reminders switched off (issue 35), v13 a board's variant (issue 34), v14 the
    // reminders switched off sealed (issue 35), v15 the record of the rule changes (issue 35).
    assert_eq!(store.schema_version().unwrap(), 16);
    let after = raw_events(store.raw_connection());
    assert_eq!(after.len(), before.len());
    for (old, new) in before.iter().zip(&after) {
        // The board's round: the one it had, else 1; its number kept.
        let (_, round, _, _) = old_boards
            .iter()
            .find(|b| b.0 == old.board)
            .expect("board of the event");
        let id = arbiter::event::BoardId {
            round: round.map_or(1, |r| r as u32),
            number: old.board as u32,
        };
        assert_eq!(new.board, i64::from(id.key()), "{old:?}");
        // Everything else exactly: id (order), seq, time, who, and the event itself with its
        // clock readings, byte for byte.
        assert_eq!(
            RawEvent {
                board: new.board,
                ..old.clone_like()
            },
            *new
        );
    }
    // The boards: same players under (round, number).
    for (number, round, white, black) in &old_boards {
        let id = arbiter::event::BoardId {
            round: round.map_or(1, |r| r as u32),
            number: *number as u32,
        };
        let setup = store.board(id.key()).expect("board kept");
        assert_eq!((&setup.white, &setup.black), (white, black));
        assert_eq!(setup.id(), id);
    }
    assert!(store.check().unwrap().problems.is_empty());
    // The file was in round 2 (its latest round): current.
    assert_eq!(store.current_round().unwrap(), 2);
    drop(store);

    // The verbs read the migrated file: 1.1's clock readings are the recorded ones.
    let show = json(&db, &["show", "1.1", "--json"]);
    assert_eq!(show["board"]["number"], 1);
    let moves = show["moves"].as_array().unwrap();
    let recorded: Vec<String> = before
        .iter()
        .filter(|e| e.board == 1 && e.kind.contains("\"move\""))
        .map(|e| e.kind.clone())
        .collect();
    assert_eq!(moves.len(), recorded.len());
    for (m, kind) in moves.iter().zip(&recorded) {
        let kind: serde_json::Value = serde_json::from_str(kind).unwrap();
        assert_eq!(m["clock"], kind["clock"], "{m} vs {kind}");
        assert!(!m["clock"].is_null());
    }
    // A new round's board 1 does not collide with round 1's.
    stdout(
        &db,
        &[
            "board", "add", "--white", "X", "--black", "Y", "--round", "3", "--number", "1",
        ],
    );
    // Sound, and not chained: `check` says it could not verify (issue 29), with its own code.
    let out = arbiter(&db).arg("check").output().expect("check");
    assert_eq!(out.status.code(), Some(3));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.contains(&format!(
            "ok (schema {}, 5 boards, 18 events)",
            arbiter::store::SCHEMA_VERSION
        )),
        "{text}"
    );
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("could not verify: not chained"),
        "{out:?}"
    );
}

impl RawEvent {
    fn clone_like(&self) -> RawEvent {
        RawEvent {
            id: self.id,
            board: self.board,
            seq: self.seq,
            at_ms: self.at_ms,
            actor: self.actor.clone(),
            display_name: self.display_name.clone(),
            origin: self.origin.clone(),
            kind: self.kind.clone(),
        }
    }
}

/// An event with round 1 (boards 1, 2) and round 2 (boards 1, 2), current round 1.
fn two_rounds(dir: &Path) -> PathBuf {
    let db = dir.join("t.sqlite");
    stdout(&db, &["init", "--event", "Weekend Open", "--rounds", "3"]);
    for (round, white, black) in [
        ("1", "Anand", "Botvinnik"),
        ("1", "Capablanca", "Dvoretsky"),
        ("2", "Euwe", "Fischer"),
        ("2", "Geller", "Harikrishna"),
    ] {
        stdout(
            &db,
            &[
                "board", "add", "--white", white, "--black", black, "--round", round,
            ],
        );
    }
    db
}

#[test]
fn bare_n_is_the_current_round_and_r_dot_n_any_round() {
    let dir = tempfile::tempdir().unwrap();
    let db = two_rounds(dir.path());
    assert_eq!(
        stdout(&db, &["board", "add", "--white", "I", "--black", "J"]),
        "board 1.3: I – J\n"
    );
    // `2` is 1.2 while round 1 is current; `2.2` is round 2's board 2.
    assert!(stdout(&db, &["move", "2", "e4"]).starts_with("board 1.2 #1 by "));
    assert!(stdout(&db, &["move", "2.2", "d4"]).starts_with("board 2.2 #1 by "));
    let show = stdout(&db, &["show", "1.2"]);
    assert!(
        show.starts_with("board 1.2: Capablanca – Dvoretsky"),
        "{show}"
    );
    assert!(show.contains("1.e4") && !show.contains("1.d4"), "{show}");
    let show = stdout(&db, &["show", "2.2"]);
    assert!(
        show.starts_with("board 2.2: Geller – Harikrishna"),
        "{show}"
    );
    assert!(show.contains("1.d4"), "{show}");
    // After `round set 2`, `2` is 2.2.
    // The start's checklist follows (issue 35): this event has no time control.
    assert!(stdout(&db, &["round", "set", "2"]).starts_with("round 2 is now the current round\n"));
    assert!(stdout(&db, &["move", "2", "Nf6"]).starts_with("board 2.2 #2 by "));
    // The log names every board R.N.
    let log = stdout(&db, &["log"]);
    assert!(
        log.contains("board 1.2 #1") && log.contains("board 2.2 #2"),
        "{log}"
    );
    let log = stdout(&db, &["log", "--board", "1.2"]);
    assert_eq!(log.lines().count(), 1, "{log}");
    // JSON names the board as scripts write it.
    let line = stdout(&db, &["log", "--board", "2.2", "--json"]);
    let first: serde_json::Value = serde_json::from_str(line.lines().next().unwrap()).unwrap();
    assert_eq!(first["board"], "2.2");
}

#[test]
fn a_board_that_names_nothing_is_refused_naming_the_input() {
    let dir = tempfile::tempdir().unwrap();
    let db = two_rounds(dir.path());
    for (arg, what) in [
        ("1.x", "board “1.x”: write N"),
        ("0", "board “0”: board numbers go from 1 to 9999"),
        ("0.1", "board “0.1”: rounds go from 1 to 9999"),
        ("1.2.3", "board “1.2.3”: write N"),
        ("3.1", "there is no board 3.1"),
        ("9", "there is no board 1.9"),
    ] {
        arbiter(&db)
            .args(["move", arg, "e4"])
            .assert()
            .failure()
            .stderr(predicate::str::contains(what));
    }
    // Nothing recorded.
    assert_eq!(stdout(&db, &["log"]), "");
    arbiter(&db)
        .args(["round", "set", "0"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("round 0 is out of range"));
}

#[test]
fn boards_lists_one_round_and_round_shows_every_state() {
    let dir = tempfile::tempdir().unwrap();
    let db = two_rounds(dir.path());
    let listed = |round: Option<&str>| -> Vec<String> {
        let mut args = vec!["boards", "--json"];
        if let Some(r) = round {
            args.extend(["--round", r]);
        }
        json(&db, &args)
            .as_array()
            .unwrap()
            .iter()
            .map(|b| {
                assert_eq!(
                    b["board"].as_str().unwrap(),
                    format!("{}.{}", b["round"], b["number"])
                );
                b["board"].as_str().unwrap().to_owned()
            })
            .collect()
    };
    assert_eq!(listed(None), ["1.1", "1.2"]);
    assert_eq!(listed(Some("2")), ["2.1", "2.2"]);
    assert!(listed(Some("3")).is_empty());
    let text = stdout(&db, &["boards", "--round", "2"]);
    assert!(
        text.lines()
            .next()
            .unwrap()
            .trim_start()
            .starts_with("2.1  Euwe – Fischer"),
        "{text}"
    );

    let states = || -> Vec<(u64, String, bool)> {
        json(&db, &["round", "--json"])
            .as_array()
            .unwrap()
            .iter()
            .map(|r| {
                (
                    r["round"].as_u64().unwrap(),
                    r["state"].as_str().unwrap().to_owned(),
                    r["current"].as_bool().unwrap(),
                )
            })
            .collect()
    };
    let s = |v: &[(u64, &str, bool)]| -> Vec<(u64, String, bool)> {
        v.iter().map(|(r, s, c)| (*r, s.to_string(), *c)).collect()
    };
    assert_eq!(
        states(),
        s(&[
            (1, "paired", true),
            (2, "paired", false),
            (3, "not_paired", false)
        ])
    );
    // A clock start is a start (Art. 6.5); a note is not.
    stdout(&db, &["note", "2.1", "arrived"]);
    assert_eq!(states()[1].1, "paired");
    stdout(
        &db,
        &[
            "board",
            "add",
            "--white",
            "K",
            "--black",
            "L",
            "--round",
            "3",
            "--control",
            "90m+30s",
        ],
    );
    stdout(&db, &["clock", "3.1", "start"]);
    assert_eq!(states()[2].1, "playing");
    // Results on every board of round 1: complete; one of round 2: playing.
    stdout(&db, &["result", "1.1", "1-0", "--reason", "resigned"]);
    assert_eq!(states()[0].1, "playing");
    stdout(
        &db,
        &["result", "1.2", "+/-", "--reason", "Black did not come"],
    );
    stdout(&db, &["result", "2.1", "1/2-1/2", "--reason", "agreed"]);
    assert_eq!(
        states(),
        s(&[
            (1, "complete", true),
            (2, "playing", false),
            (3, "playing", false)
        ])
    );
    let text = stdout(&db, &["round"]);
    assert!(
        text.starts_with("round 1: complete (2 boards, 2 results) — current\n"),
        "{text}"
    );
    for (lang, line) in [
        (
            "es",
            "ronda 1: terminada (2 tableros, 2 resultados) — actual",
        ),
        ("ru", "тур 1: завершён (2 доски, 2 результата) — текущий"),
    ] {
        let text = stdout(&db, &["--lang", lang, "round"]);
        assert!(text.starts_with(line), "{text}");
    }
}

use crate::common::screen as common_screen;

mod app {
    use arbiter::event::{BoardSetup, EventSettings};
    use arbiter::store::Store;
    use arbiter::tui::Source;
    use arbiter::tui::app::App;
    use arbiter::tui::render::render;
    use arbiter::tui::store_source::StoreSource;
    use arbiter::tui::view::Look;
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;

    use super::common_screen;

    fn screen(app: &mut App) -> String {
        let view = app.view(&arbiter::clock::format_ms);
        let mut t = Terminal::new(TestBackend::new(80, 24)).unwrap();
        t.draw(|f| render(&view, f)).unwrap();
        common_screen::text(t.backend().buffer())
    }

    #[test]
    fn the_hall_shows_the_round_and_a_key_switches_it() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("app.sqlite");
        let mut settings = EventSettings::new("Weekend Open");
        settings.rounds = Some(2);
        let store = Store::create(&db, &settings).unwrap();
        for (round, number, white, black) in [
            (1, 1, "Anand", "Botvinnik"),
            (1, 2, "Capablanca", "Dvoretsky"),
            (2, 1, "Euwe", "Fischer"),
        ] {
            let mut b = BoardSetup::new(number, white, black);
            b.round = Some(round);
            store.add_board(&b).unwrap();
        }
        drop(store);
        let mut source = StoreSource::open(&db).unwrap();
        let boards = source.load().unwrap();
        let mut app = App::new(&source.title(), "arbiter", Look::default(), boards);
        let first = screen(&mut app);
        assert!(first.contains("Weekend Open — round 1"), "{first}");
        assert!(
            first.contains("Anand") && first.contains("Capablanca"),
            "{first}"
        );
        assert!(!first.contains("Euwe"), "{first}");
        insta::assert_snapshot!("rounds_hall_round_1_80x24", first);

        app.handle_key(&KeyEvent::new(KeyCode::Char('>'), KeyModifiers::SHIFT));
        arbiter::tui::term::step_round(&mut app, &mut source).unwrap();
        let second = screen(&mut app);
        assert!(second.contains("Weekend Open — round 2"), "{second}");
        assert!(
            second.contains("Euwe") && !second.contains("Anand"),
            "{second}"
        );
        insta::assert_snapshot!("rounds_hall_round_2_80x24", second);
        // No round after the last: the key changes nothing.
        app.handle_key(&KeyEvent::new(KeyCode::Char('>'), KeyModifiers::SHIFT));
        arbiter::tui::term::step_round(&mut app, &mut source).unwrap();
        assert_eq!(screen(&mut app), second);
        app.handle_key(&KeyEvent::new(KeyCode::Char('<'), KeyModifiers::SHIFT));
        arbiter::tui::term::step_round(&mut app, &mut source).unwrap();
        assert_eq!(screen(&mut app), first);
    }
}

/// The `001` lines of a TRF read by their columns (TRF16: start number 5–8, title 11–13, name
/// 15–47, rating 49–52, federation 54–56, FIDE id 58–68), independently of the importer.
/// (start number, title, name, rating, federation, FIDE id)
type TrfRow = (u64, String, String, Option<u64>, String, Option<u64>);

fn trf_players(path: &str) -> Vec<TrfRow> {
    let text = std::fs::read_to_string(path).unwrap();
    let col = |chars: &[char], from: usize, to: usize| -> String {
        chars[from - 1..to.min(chars.len())]
            .iter()
            .collect::<String>()
            .trim()
            .to_owned()
    };
    text.lines()
        .filter(|l| l.starts_with("001"))
        .map(|l| {
            let c: Vec<char> = l.chars().collect();
            (
                col(&c, 5, 8).parse().unwrap(),
                col(&c, 11, 13),
                col(&c, 15, 47),
                col(&c, 49, 52).parse().ok(),
                col(&c, 54, 56),
                col(&c, 58, 68).parse().ok(),
            )
        })
        .collect()
}

#[test]
fn a_trf_fills_the_player_list_and_exports_take_ids_from_it() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("p.sqlite");
    stdout(&db, &["init", "--event", "Riverside Open 2026"]);
    let trf = "tests/data/interop/event-trf16.trf";
    stdout(&db, &["import", "pairings", trf]);
    let players = json(&db, &["players", "--json"]);
    let players = players.as_array().unwrap();
    let truth = trf_players(trf);
    assert_eq!(players.len(), truth.len());
    for (p, (rank, title, name, rating, fed, fide)) in players.iter().zip(&truth) {
        assert_eq!(p["start_rank"], *rank, "{p}");
        assert_eq!(p["name"], *name, "{p}");
        assert_eq!(p["rating"].as_u64(), *rating, "{p}");
        assert_eq!(p["fide_id"].as_u64(), *fide, "{p}");
        assert_eq!(p["federation"].as_str().unwrap_or(""), fed, "{p}");
        assert_eq!(p["title"].as_str().unwrap_or(""), title, "{p}");
    }
    // Importing again adds nobody.
    stdout(&db, &["import", "pairings", trf]);
    assert_eq!(
        json(&db, &["players", "--json"]).as_array().unwrap().len(),
        truth.len()
    );

    // The PGN takes ids, ratings and titles from the player list, without --pairings.
    let boards = json(&db, &["boards", "--json"]);
    let first = &boards.as_array().unwrap()[0];
    let pgn = stdout(
        &db,
        &["export", "pgn", "--board", first["board"].as_str().unwrap()],
    );
    for (side, name) in [("White", &first["white"]), ("Black", &first["black"])] {
        let (_, title, _, rating, _, fide) = truth
            .iter()
            .find(|t| t.2 == name.as_str().unwrap())
            .expect("a TRF player");
        assert!(
            pgn.contains(&format!("[{side}Elo \"{}\"]", rating.unwrap())),
            "{pgn}"
        );
        assert!(
            pgn.contains(&format!("[{side}FideId \"{}\"]", fide.unwrap())),
            "{pgn}"
        );
        if !title.is_empty() {
            assert!(pgn.contains(&format!("[{side}Title \"{title}\"]")), "{pgn}");
        }
    }
}

#[test]
fn players_added_by_hand_are_listed_and_boards_refer_to_them() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("h.sqlite");
    stdout(&db, &["init", "--event", "Club"]);
    let add = |name: &str, more: &str| {
        let mut args = vec!["players", "add", "--name", name];
        args.extend(more.split_whitespace());
        stdout(&db, &args)
    };
    add(
        "Polgar, Judit",
        "--fide-id 700070 --rating 2735 --title gm --federation hun --rank 1",
    );
    add("Short, Nigel", "--rating 2600");
    let list = stdout(&db, &["players"]);
    assert!(list.contains("Polgar, Judit  2735  HUN  700070"), "{list}");
    // The same FIDE id completes the player, it does not add another.
    add("Polgar, Judit", "--fide-id 700070");
    assert_eq!(
        json(&db, &["players", "--json"]).as_array().unwrap().len(),
        2
    );
    // A starting rank another player has is refused, naming the player.
    arbiter(&db)
        .args(["players", "add", "--name", "Kasparov, Garry", "--rank", "1"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("player “Kasparov, Garry”"));
    stdout(
        &db,
        &[
            "board",
            "add",
            "--white",
            "Polgar, Judit",
            "--black",
            "Short, Nigel",
        ],
    );
    let pgn = stdout(&db, &["export", "pgn"]);
    for tag in [
        "[WhiteElo \"2735\"]",
        "[WhiteTitle \"GM\"]",
        "[WhiteFideId \"700070\"]",
        "[BlackElo \"2600\"]",
    ] {
        assert!(pgn.contains(tag), "{tag}: {pgn}");
    }
}

/// Round `round`'s entry of each `001` line, read by its columns (TRF16: ten columns a round
/// from 92: opponent 92–95, colour 97, result 99): (start number, opponent, colour, result).
fn trf_round(path: &str, round: usize) -> Vec<(u32, Option<u32>, char, char)> {
    let text = std::fs::read_to_string(path).unwrap();
    text.lines()
        .filter(|l| l.starts_with("001"))
        .map(|l| {
            let c: Vec<char> = l.chars().collect();
            let at = |i: usize| c.get(i - 1).copied().unwrap_or(' ');
            let base = 92 + 10 * (round - 1);
            // A line may end before the round (a blank cell at the end: not paired).
            let opp: String = c
                .get(base - 1..base + 3)
                .unwrap_or_default()
                .iter()
                .collect();
            let start: String = c[4..8].iter().collect();
            (
                start.trim().parse().unwrap(),
                opp.trim().parse().ok().filter(|&n| n > 0),
                at(base + 5),
                at(base + 7),
            )
        })
        .collect()
}

#[test]
fn a_played_round_of_a_trf_comes_in_with_its_results_and_byes() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("r.sqlite");
    stdout(&db, &["init", "--event", "Riverside Open 2026"]);
    let trf = "tests/data/interop/event-trf16.trf";
    let players = trf_players(trf);
    let name = |start: u32| {
        players
            .iter()
            .find(|p| p.0 == u64::from(start))
            .unwrap()
            .2
            .clone()
    };
    for round in 1..=3 {
        stdout(
            &db,
            &["import", "pairings", trf, "--round", &round.to_string()],
        );
        let entries = trf_round(trf, round);
        let boards = json(&db, &["boards", "--round", &round.to_string(), "--json"]);
        let boards = boards.as_array().unwrap();
        let games: Vec<_> = entries
            .iter()
            .filter(|e| e.1.is_some() && e.2 == 'w')
            .collect();
        assert_eq!(boards.len(), games.len(), "round {round}");
        for (start, opp, _, code) in games {
            let white = name(*start);
            let b = boards
                .iter()
                .find(|b| b["white"] == white.as_str())
                .unwrap_or_else(|| panic!("round {round}: {white} has no board"));
            assert_eq!(b["black"], name(opp.unwrap()).as_str());
            let expected = match code {
                '1' => "1-0",
                '0' => "0-1",
                '=' => "1/2-1/2",
                '+' => "+/-",
                '-' => "-/+",
                other => panic!("code {other}"),
            };
            // The score as the file gives it (a game without its moves here is "not rated"
            // in the fold's words; the points are the file's).
            let result = b["result"].as_str().unwrap();
            assert!(
                result == expected || result == format!("{expected} (not rated)"),
                "round {round}: {b}"
            );
        }
        // The byes of the round are recorded as such.
        let store = arbiter::store::Store::open(&db).unwrap();
        let event_players = store.players().unwrap();
        let byes: Vec<(String, char)> = store
            .byes()
            .unwrap()
            .into_iter()
            .filter(|b| b.0 == round as u32)
            .map(|(_, id, kind)| {
                let p = event_players.iter().find(|p| p.id == id).unwrap();
                let letter = match kind {
                    arbiter::interop::ByeKind::Half => 'H',
                    arbiter::interop::ByeKind::Full => 'F',
                    arbiter::interop::ByeKind::PairingAllocated => 'U',
                    arbiter::interop::ByeKind::Zero => 'Z',
                };
                (p.name.clone(), letter)
            })
            .collect();
        let expected: Vec<(String, char)> = entries
            .iter()
            .filter(|e| e.1.is_none() && e.3 != ' ')
            .map(|e| (name(e.0), e.3))
            .collect();
        assert_eq!(byes, expected, "round {round}");
    }
    // Rounds 1–3 are complete; the current round is the last imported.
    let rounds = json(&db, &["round", "--json"]);
    for r in rounds.as_array().unwrap() {
        assert_eq!(r["state"], "complete", "{r}");
    }
    assert_eq!(rounds[2]["current"], true);
}

#[test]
fn a_re_paired_round_is_replaced_only_before_it_starts_and_dry_run_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("x.sqlite");
    stdout(&db, &["init", "--event", "Club", "--control", "90m+30s"]);
    let csv = |name: &str, text: &str| {
        let path = dir.path().join(name);
        std::fs::write(&path, text).unwrap();
        path.display().to_string()
    };
    let first = csv("a.csv", "round,board,white,black\n2,1,A,B\n2,2,C,D\n");
    let again = csv(
        "b.csv",
        "round,board,white,black\n2,1,A,B\n2,2,C,E\n2,3,F,D\n",
    );
    stdout(&db, &["import", "pairings", &first]);
    let log_before = stdout(&db, &["log"]);
    // Dry run: exactly what would happen, and nothing written.
    let plan = stdout(
        &db,
        &["import", "pairings", &again, "--dry-run", "--replace"],
    );
    assert_eq!(
        plan, "create 2.3: F – D\nreplace 2.2: C – D → C – E\nunchanged 2.1\n",
        "{plan}"
    );
    // The same plan as JSON (not the file's contents, which would list 2.1 and 2.2 too).
    let plan = json(
        &db,
        &[
            "import",
            "pairings",
            &again,
            "--dry-run",
            "--replace",
            "--json",
        ],
    );
    assert_eq!(
        plan,
        serde_json::json!({
            "created": [{ "board": "2.3", "white": "F", "black": "D", "result": null }],
            "replaced": [{
                "board": "2.2",
                "old": { "white": "C", "black": "D" },
                "white": "C",
                "black": "E",
            }],
            "unchanged": ["2.1"],
            "refused": [],
            "refused_round": [],
            "byes": [],
        })
    );
    // Without --replace the changed board is refused in the plan, and the run fails.
    let out = arbiter(&db)
        .args(["import", "pairings", &again, "--dry-run", "--json"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let refused: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(refused["refused"][0]["board"], "2.2", "{refused}");
    assert_eq!(refused["refused"][0]["incoming"], "C – E", "{refused}");
    assert_eq!(refused["replaced"], serde_json::json!([]), "{refused}");
    assert_eq!(
        json(&db, &["boards", "--json"]).as_array().unwrap().len(),
        2
    );
    // Without --replace the changed board is a conflict; nothing is imported.
    arbiter(&db)
        .args(["import", "pairings", &again])
        .assert()
        .failure()
        .stderr(predicate::str::contains("round 2 board 2"));
    assert_eq!(
        json(&db, &["boards", "--json"]).as_array().unwrap().len(),
        2
    );
    // A note is no start: the round can still be re-paired.
    stdout(&db, &["note", "2.1", "A arrived"]);
    stdout(&db, &["import", "pairings", &again, "--replace"]);
    let boards = json(&db, &["boards", "--json"]);
    let pairs: Vec<String> = boards
        .as_array()
        .unwrap()
        .iter()
        .map(|b| {
            format!(
                "{} {}-{}",
                b["board"].as_str().unwrap(),
                b["white"].as_str().unwrap(),
                b["black"].as_str().unwrap()
            )
        })
        .collect();
    assert_eq!(pairs, ["2.1 A-B", "2.2 C-E", "2.3 F-D"]);
    // Once a clock of the round has started, re-pairing is refused naming that board.
    stdout(&db, &["clock", "2.1", "start"]);
    let back = csv(
        "c.csv",
        "round,board,white,black\n2,1,A,B\n2,2,C,D\n2,3,F,E\n",
    );
    let plan = arbiter(&db)
        .args(["import", "pairings", &back, "--replace", "--dry-run"])
        .output()
        .unwrap();
    assert!(!plan.status.success());
    assert!(
        String::from_utf8_lossy(&plan.stdout)
            .contains("refused: board 2.1 has a move, a clock start or a result")
    );
    arbiter(&db)
        .args(["import", "pairings", &back, "--replace"])
        .assert()
        .failure()
        .stderr(predicate::str::contains(
            "board 2.1 has a move, a clock start or a result",
        ));
    assert!(stdout(&db, &["show", "2.2"]).starts_with("board 2.2: C – E"));
    assert!(stdout(&db, &["log"]).starts_with(&log_before));
}

/// Every board of every round as (round, number, white, black, points): the score without the
/// fold's "(not rated)" remark, which a result brought in without its moves always carries.
fn all_boards(db: &Path, rounds: u32) -> Vec<(u64, u64, String, String, String)> {
    let mut out = Vec::new();
    for r in 1..=rounds {
        for b in json(db, &["boards", "--round", &r.to_string(), "--json"])
            .as_array()
            .unwrap()
        {
            let result = b["result"].as_str().unwrap_or("*");
            out.push((
                b["round"].as_u64().unwrap(),
                b["number"].as_u64().unwrap(),
                b["white"].as_str().unwrap().to_owned(),
                b["black"].as_str().unwrap().to_owned(),
                result.trim_end_matches(" (not rated)").to_owned(),
            ));
        }
    }
    out
}

#[test]
fn trf_round_trip_import_play_export_import() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("a.sqlite");
    stdout(&db, &["init", "--event", "Riverside Open 2026"]);
    let trf = "tests/data/interop/event-trf16.trf";
    for r in ["1", "2", "3", "4"] {
        stdout(&db, &["import", "pairings", trf, "--round", r]);
    }
    // Round 4 is paired, not played: play it through the CLI.
    let round4 = json(&db, &["boards", "--json"]);
    let round4: Vec<String> = round4
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["board"].as_str().unwrap().to_owned())
        .collect();
    assert_eq!(round4.len(), 5);
    assert!(round4.iter().all(|b| b.starts_with("4.")));
    stdout(&db, &["move", "1", "e4"]);
    stdout(&db, &["move", "1", "e5"]);
    stdout(&db, &["result", "1", "1-0", "--reason", "resigned"]);
    stdout(&db, &["result", "2", "1/2-1/2", "--reason", "agreed"]);
    stdout(
        &db,
        &[
            "result",
            "3",
            "+/-",
            "--reason",
            "Black did not come (Art. 6.7.1)",
        ],
    );
    stdout(&db, &["result", "4", "0-1", "--reason", "resigned"]);
    stdout(&db, &["result", "5", "1-0", "--reason", "resigned"]);
    // One round's results as CSV.
    let csv = stdout(&db, &["export", "results", "--round", "4"]);
    let lines: Vec<&str> = csv.lines().collect();
    assert_eq!(lines.len(), 6, "{csv}");
    assert!(lines[1..].iter().all(|l| l.starts_with("4,")), "{csv}");
    assert!(lines[3].ends_with(",+/-,round,"), "{csv}");
    let out = dir.path().join("out.trf");
    stdout(&db, &["export", "trf", "--out", out.to_str().unwrap()]);
    let exported = out.to_str().unwrap();

    // The exported file, read by its columns: every player of the source with rank, name,
    // rating, FIDE id; rounds 1–3 the source's opponents and colours, its codes in the same
    // points, in the pairing program's own notation (a result without its moves here is a
    // game played elsewhere: rated, 1 = 0).
    assert_eq!(trf_players(exported), trf_players(trf));
    for round in 1..=3 {
        let (src, out) = (trf_round(trf, round), trf_round(exported, round));
        assert_eq!(src.len(), out.len());
        for (s, o) in src.iter().zip(&out) {
            assert_eq!((s.0, s.1, s.2), (o.0, o.1, o.2), "round {round}");
            assert_eq!(s.3, o.3, "round {round}: {s:?} vs {o:?}");
        }
    }
    // Round 4 as played: board 1 had a move each (1/0), board 3 a forfeit (+/-).
    let r4 = trf_round(exported, 4);
    let boards = json(&db, &["boards", "--round", "4", "--json"]);
    let boards = boards.as_array().unwrap();
    let rank_of = |name: &str| {
        trf_players(trf)
            .into_iter()
            .find(|p| p.2 == name)
            .unwrap()
            .0 as u32
    };
    for (b, codes) in
        boards
            .iter()
            .zip([('1', '0'), ('=', '='), ('+', '-'), ('0', '1'), ('1', '0')])
    {
        let (w, bl) = (
            rank_of(b["white"].as_str().unwrap()),
            rank_of(b["black"].as_str().unwrap()),
        );
        assert!(r4.contains(&(w, Some(bl), 'w', codes.0)), "{b}: {r4:?}");
        assert!(r4.contains(&(bl, Some(w), 'b', codes.1)), "{b}: {r4:?}");
    }

    // Into a fresh event: the same players, the same boards and results, round by round.
    let fresh = dir.path().join("b.sqlite");
    stdout(&fresh, &["init", "--event", "Riverside Open 2026"]);
    for r in ["1", "2", "3", "4"] {
        stdout(&fresh, &["import", "pairings", exported, "--round", r]);
    }
    assert_eq!(
        json(&fresh, &["players", "--json"]),
        json(&db, &["players", "--json"])
    );
    assert_eq!(all_boards(&fresh, 4), all_boards(&db, 4));
    // And its export is the same file: board 4.1's moves stayed in the first event, and a
    // result without its moves is still the game played (1/0, rated).
    let again = dir.path().join("again.trf");
    stdout(&fresh, &["export", "trf", "--out", again.to_str().unwrap()]);
    let again = std::fs::read_to_string(&again).unwrap();
    let first = std::fs::read_to_string(&out).unwrap();
    assert_eq!(again, first);
}

/// The 9-round tournament of the proof: 20 players, paired by the circle method
/// (a different opponent every round), player 20 takes a half-point bye in round 3 (so his
/// would-be opponent gets the pairing-allocated bye), one game of round 5 is forfeited.
struct Tournament {
    /// (round, white, black) by starting rank; byes as (round, player, code).
    games: Vec<(u32, u32, u32)>,
    byes: Vec<(u32, u32, char)>,
}

impl Tournament {
    fn new() -> Tournament {
        let mut games = Vec::new();
        let mut byes = Vec::new();
        for round in 1..=9u32 {
            // Circle method: 20 fixed, the others rotate.
            let ring: Vec<u32> = (0..19).map(|i| (i + round - 1) % 19 + 1).collect();
            let mut pairs = vec![(20, ring[0])];
            for i in 1..10 {
                pairs.push((ring[i as usize], ring[19 - i as usize]));
            }
            for (k, (a, b)) in pairs.into_iter().enumerate() {
                let (w, bl) = if (round + k as u32).is_multiple_of(2) {
                    (a, b)
                } else {
                    (b, a)
                };
                if round == 3 && (w == 20 || bl == 20) {
                    byes.push((3, 20, 'H'));
                    byes.push((3, if w == 20 { bl } else { w }, 'U'));
                } else {
                    games.push((round, w, bl));
                }
            }
        }
        Tournament { games, byes }
    }

    /// The TRF codes of a game (White's, Black's): a forfeit on round 5's first game, else a
    /// result that depends on the pair (played games whose moves are not recorded here: the
    /// pairing program's 1 = 0, rated).
    fn codes(&self, round: u32, white: u32, black: u32) -> (char, char) {
        let first5 = self.games.iter().find(|g| g.0 == 5).copied();
        if first5 == Some((round, white, black)) {
            return ('+', '-');
        }
        match (white + black + round) % 3 {
            0 => ('1', '0'),
            1 => ('=', '='),
            _ => ('0', '1'),
        }
    }

    /// Round `round`'s entry of player `p` once played: (opponent, colour, code).
    fn entry(&self, p: u32, round: u32) -> (Option<u32>, char, char) {
        if let Some(b) = self.byes.iter().find(|b| b.0 == round && b.1 == p) {
            return (None, '-', b.2);
        }
        let g = self
            .games
            .iter()
            .find(|g| g.0 == round && (g.1 == p || g.2 == p))
            .copied()
            .unwrap();
        let (w, b) = self.codes(g.0, g.1, g.2);
        if g.1 == p {
            (Some(g.2), 'w', w)
        } else {
            (Some(g.1), 'b', b)
        }
    }

    fn name(p: u32) -> String {
        format!("Player{p:02}, Test")
    }

    /// The pairing program's TRF after `played` rounds, with round `paired` paired (blank
    /// results) when it is given.
    fn trf(&self, played: u32, paired: Option<u32>) -> String {
        let mut out = String::from("012 Nine Rounds Open\nXXR 9\n");
        for p in 1..=20u32 {
            let mut line = format!(
                "001 {p:>4}      {:<33} {:>4} ENG {:>11}",
                Tournament::name(p),
                2400 - 10 * p,
                1000 + p
            );
            while line.chars().count() < 91 {
                line.push(' ');
            }
            let last = paired.unwrap_or(played);
            for round in 1..=last {
                let (opp, colour, code) = self.entry(p, round);
                // A round being paired has no results yet; its byes are known.
                let code = if round > played && opp.is_some() {
                    ' '
                } else {
                    code
                };
                let opp = opp.map_or("0000".to_owned(), |o| format!("{o:>4}"));
                line.push_str(&format!("{opp} {colour} {code}  "));
            }
            out.push_str(line.trim_end());
            out.push('\n');
        }
        out
    }
}

#[test]
fn nine_rounds_from_the_pairing_program_played_through_the_cli() {
    let t = Tournament::new();
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("nine.sqlite");
    stdout(
        &db,
        &["init", "--event", "Nine Rounds Open", "--rounds", "9"],
    );
    for round in 1..=9u32 {
        // The pairing program's file: results so far, this round paired.
        let file = dir.path().join(format!("r{round}.trf"));
        std::fs::write(&file, t.trf(round - 1, Some(round))).unwrap();
        let out = stdout(&db, &["import", "pairings", file.to_str().unwrap()]);
        assert!(out.contains("0 conflicts"), "{out}");
        let boards = json(&db, &["boards", "--json"]);
        let boards = boards.as_array().unwrap();
        assert_eq!(
            boards.len(),
            t.games.iter().filter(|g| g.0 == round).count()
        );
        for b in boards {
            let rank = |side: &str| -> u32 { b[side].as_str().unwrap()[6..8].parse().unwrap() };
            let (w, bl) = (rank("white"), rank("black"));
            let result = match t.codes(round, w, bl) {
                ('+', '-') => "+/-",
                ('1', '0') => "1-0",
                ('0', '1') => "0-1",
                _ => "1/2-1/2",
            };
            let board = b["board"].as_str().unwrap();
            assert!(board.starts_with(&format!("{round}.")), "{board}");
            stdout(&db, &["result", board, result, "--reason", "as reported"]);
        }
        // Every round so far intact, and the export is the pairing program's file.
        let rounds = json(&db, &["round", "--json"]);
        for r in rounds.as_array().unwrap().iter().take(round as usize) {
            assert_eq!(r["state"], "complete", "{r}");
        }
        let exported = dir.path().join(format!("after{round}.trf"));
        stdout(&db, &["export", "trf", "--out", exported.to_str().unwrap()]);
        let truth = dir.path().join(format!("truth{round}.trf"));
        std::fs::write(&truth, t.trf(round, None)).unwrap();
        for r in 1..=round as usize {
            assert_eq!(
                trf_round(exported.to_str().unwrap(), r),
                trf_round(truth.to_str().unwrap(), r),
                "after round {round}, round {r}"
            );
        }
        assert_eq!(
            trf_players(exported.to_str().unwrap()),
            trf_players(truth.to_str().unwrap())
        );
    }
    // The points column: byes counted as the pairing program does (U 1, H ½), forfeits.
    let last = std::fs::read_to_string(dir.path().join("after9.trf")).unwrap();
    for line in last.lines().filter(|l| l.starts_with("001")) {
        let c: Vec<char> = line.chars().collect();
        let p: u32 = c[4..8].iter().collect::<String>().trim().parse().unwrap();
        let points: f64 = c[80..84].iter().collect::<String>().trim().parse().unwrap();
        let expected: f64 = (1..=9)
            .map(|r| match t.entry(p, r).2 {
                '1' | 'W' | '+' | 'U' => 1.0,
                '=' | 'D' | 'H' => 0.5,
                _ => 0.0,
            })
            .sum();
        assert_eq!(points, expected, "{line}");
    }
    assert_eq!(
        json(&db, &["players", "--json"]).as_array().unwrap().len(),
        20
    );
}

#[test]
fn rounds_have_dates_from_the_trf_or_by_hand_and_the_pgn_date_is_the_rounds() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("d.sqlite");
    stdout(&db, &["init", "--event", "Riverside Open 2026"]);
    let trf = "tests/data/interop/event-trf16.trf";
    stdout(&db, &["import", "pairings", trf, "--round", "2"]);
    // The 132 record, read by its columns: one YY/MM/DD a round from column 92.
    let line = std::fs::read_to_string(trf)
        .unwrap()
        .lines()
        .find(|l| l.starts_with("132"))
        .unwrap()
        .chars()
        .collect::<Vec<char>>();
    let rounds = json(&db, &["round", "--json"]);
    for (i, r) in rounds.as_array().unwrap().iter().enumerate() {
        let yymmdd: String = line[91 + 10 * i..99 + 10 * i].iter().collect();
        let (y, m, d) = (&yymmdd[0..2], &yymmdd[3..5], &yymmdd[6..8]);
        assert_eq!(r["date"], format!("20{y}-{m}-{d}"), "{r}");
    }
    stdout(&db, &["round", "date", "2", "2026-11-21", "15:30"]);
    let r2 = &json(&db, &["round", "--json"])[1];
    assert_eq!(
        (r2["date"].as_str(), r2["time"].as_str()),
        (Some("2026-11-21"), Some("15:30"))
    );
    assert!(stdout(&db, &["round"]).contains("— current · 2026-11-21 15:30"));
    let pgn = stdout(&db, &["export", "pgn", "--board", "2.1"]);
    assert!(pgn.contains("[Date \"2026.11.21\"]"), "{pgn}");
    for (args, what) in [
        (
            ["round", "date", "2", "21/11/2026"],
            "date “21/11/2026”: write YYYY-MM-DD",
        ),
        (["round", "date", "2", "2026-02-30"], "date “2026-02-30”"),
    ] {
        arbiter(&db)
            .args(args)
            .assert()
            .failure()
            .stderr(predicate::str::contains(what));
    }
    arbiter(&db)
        .args(["round", "date", "2", "2026-11-21", "25:00"])
        .assert()
        .failure()
        .stderr(predicate::str::contains("time “25:00”: write HH:MM"));
}

/// Default time (Art. 6.7.1): each board's alert, as `boards --json` gives it.
fn alerts(db: &Path) -> Vec<(String, bool)> {
    let v: serde_json::Value =
        serde_json::from_str(&stdout(db, &["boards", "--json"])).expect("json");
    v.as_array()
        .expect("array")
        .iter()
        .map(|b| {
            (
                b["board"].as_str().expect("board").to_owned(),
                b["default_time_alert"].as_bool().expect("alert"),
            )
        })
        .collect()
}

#[test]
fn boards_show_the_alert_and_forfeit_records_it_in_one_action() {
    let dir = tempfile::tempdir().expect("dir");
    let db = dir.path().join("t.sqlite");
    stdout(
        &db,
        &[
            "init",
            "--event",
            "Open",
            "--control",
            "90m+30s",
            "--default-time",
            "30m",
        ],
    );
    for (w, b) in [("Anand", "Botvinnik"), ("Capablanca", "Dvoretsky")] {
        stdout(&db, &["board", "add", "--white", w, "--black", b]);
    }
    // No start time yet: no alert.
    assert_eq!(
        alerts(&db),
        [("1.1".to_owned(), false), ("1.2".to_owned(), false)]
    );
    // The round starts far in the future: no alert.
    stdout(&db, &["round", "date", "1", "2999-01-01", "10:00"]);
    assert!(alerts(&db).iter().all(|(_, a)| !a));
    // The round started long ago: the board whose clock was started is playing, the other
    // needs the arbiter — in the JSON and in the text listing, with the article.
    stdout(&db, &["round", "date", "1", "2020-01-01", "10:00"]);
    stdout(&db, &["clock", "1.2", "start"]);
    assert_eq!(
        alerts(&db),
        [("1.1".to_owned(), true), ("1.2".to_owned(), false)]
    );
    let text = stdout(&db, &["boards"]);
    let line = text.lines().find(|l| l.contains("Anand")).expect("1.1");
    assert!(line.contains("Art. 6.7.1"), "{text}");
    assert!(
        !text
            .lines()
            .find(|l| l.contains("Capablanca"))
            .expect("1.2")
            .contains("6.7.1"),
        "{text}"
    );
    // One action: Black did not come.
    stdout(&db, &["forfeit", "1.1", "black"]);
    let show: serde_json::Value =
        serde_json::from_str(&stdout(&db, &["show", "1.1", "--json"])).expect("json");
    let outcome = &show["outcome"];
    assert_eq!(show["result"], "+/-", "{show}");
    assert!(outcome.to_string().contains("6.7.1"), "{show}");
    assert!(alerts(&db).iter().all(|(_, a)| !a));
    // Twice is refused: the board has its result.
    assert!(
        !arbiter(&db)
            .args(["forfeit", "1.1", "black"])
            .output()
            .expect("run")
            .status
            .success()
    );
    // A side that is not one, refused naming it.
    let out = arbiter(&db)
        .args(["forfeit", "1.2", "green"])
        .output()
        .expect("run");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("green"));
}

#[test]
fn the_default_time_is_settable_later_and_zero_means_present_at_the_start() {
    let dir = tempfile::tempdir().expect("dir");
    let db = dir.path().join("t.sqlite");
    stdout(&db, &["init", "--event", "Open"]);
    stdout(&db, &["board", "add", "--white", "A", "--black", "B"]);
    // The round started two hours ago (the venue's local time, to the minute).
    let start = chrono::Local::now() - chrono::Duration::hours(2);
    let date = start.format("%Y-%m-%d").to_string();
    let time = start.format("%H:%M").to_string();
    stdout(&db, &["round", "date", "1", &date, &time]);
    // Default time 0 (the default): the player had to be there at the start.
    assert_eq!(alerts(&db), [("1.1".to_owned(), true)]);
    // Three hours of default time: not passed yet.
    let set = stdout(&db, &["round", "default-time", "3h"]);
    assert!(set.contains("6.7.1"), "{set}");
    assert_eq!(alerts(&db), [("1.1".to_owned(), false)]);
    // One hour: passed.
    stdout(&db, &["round", "default-time", "60m"]);
    assert_eq!(alerts(&db), [("1.1".to_owned(), true)]);
    let out = arbiter(&db)
        .args(["round", "default-time", "soon"])
        .output()
        .expect("run");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("soon"));
}

// Issue 17, the parts added last: the report's times with the time zone named (from `TZ` or
// `/etc/localtime`), boards outside the round numbering (`board add --extra`), and a TRF26's
// records the event does not model kept and written back by `export trf`.

fn stdout_env(db: &Path, args: &[&str], env: &[(&str, &str)]) -> String {
    let mut cmd = arbiter(db);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.args(args).output().expect("run");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

fn event(dir: &Path) -> PathBuf {
    let db = dir.join("t.sqlite");
    stdout(&db, &["init", "--event", "Weekend Open", "--rounds", "3"]);
    db
}

/// `date +FORMAT` in `zone` — the C library's reading of the zone, a truth independent of
/// chrono, read at the same minute as the report.
fn date_in(zone: &str, format: &str) -> String {
    let out = std::process::Command::new("date")
        .arg(format!("+{format}"))
        .env("TZ", zone)
        .output()
        .expect("date");
    String::from_utf8(out.stdout)
        .expect("utf-8")
        .trim()
        .to_owned()
}

/// The "Generated:" line of the report made under `TZ=zone`.
fn generated_line(db: &Path, zone: &str) -> String {
    let md = stdout_env(db, &["report"], &[("TZ", zone)]);
    md.lines()
        .find(|l| l.contains("Generated: "))
        .unwrap_or_else(|| panic!("no Generated line: {md}"))
        .to_owned()
}

#[test]
fn the_report_names_the_time_zone_from_tz() {
    let dir = tempfile::tempdir().expect("dir");
    let db = event(dir.path());
    stdout(
        &db,
        &["board", "add", "--white", "Anand", "--black", "Carlsen"],
    );
    // Madrid, named with its offset as the C library computes it for now (+01:00 in winter,
    // +02:00 in summer).
    let madrid = date_in("Europe/Madrid", "%:z");
    assert!(madrid == "+01:00" || madrid == "+02:00", "{madrid}");
    let line = generated_line(&db, "Europe/Madrid");
    assert!(
        line.contains(&format!(" Europe/Madrid (UTC{madrid})")),
        "{line}"
    );
    // The local hour is Madrid's: the report's hour is `date`'s hour in Madrid (or the next,
    // if the minute turned between the two).
    let before = date_in("Europe/Madrid", "%H");
    let line = generated_line(&db, ":Europe/Madrid");
    let after = date_in("Europe/Madrid", "%H");
    assert!(line.contains(" Europe/Madrid (UTC"), "{line}");
    assert!(
        line.contains(&format!(" {before}:")) || line.contains(&format!(" {after}:")),
        "{line} (Madrid hour {before}/{after})"
    );
    // Another zone with a half-hour offset, and a path into the zoneinfo directory.
    let line = generated_line(&db, "Asia/Kolkata");
    assert!(line.contains(" Asia/Kolkata (UTC+05:30)"), "{line}");
    let line = generated_line(&db, "/usr/share/zoneinfo/America/New_York");
    let ny = date_in("America/New_York", "%:z");
    assert!(
        line.contains(&format!(" America/New_York (UTC{ny})")),
        "{line}"
    );
    // A POSIX rule names no zone: the offset alone, never the rule's text as a name.
    let line = generated_line(&db, "XYZ-3");
    assert!(line.contains("(UTC+03:00)"), "{line}");
    assert!(!line.contains("XYZ"), "{line}");
}

fn fails_with(db: &Path, args: &[&str], what: &str) {
    let out = arbiter(db).args(args).output().expect("run");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{args:?} succeeded");
    assert!(err.contains(what), "{args:?}: {err}");
}

/// A round of two paired boards and a tie-break game added with `--extra`: it is numbered
/// apart (9001), marked in `boards` (text and JSON), `show` and the PGN's Round tag, and
/// neither the round's state nor the TRF's round columns count it.
#[test]
fn an_extra_game_is_marked_everywhere_and_is_not_the_rounds_pairing() {
    let dir = tempfile::tempdir().expect("dir");
    let db = event(dir.path());
    for (w, b) in [("Anand", "Botvinnik"), ("Capablanca", "Dvoretsky")] {
        stdout(&db, &["board", "add", "--white", w, "--black", b]);
    }
    let added = stdout(
        &db,
        &[
            "board",
            "add",
            "--white",
            "Anand",
            "--black",
            "Capablanca",
            "--extra",
        ],
    );
    assert!(added.contains("1.9001"), "{added}");
    assert!(added.contains("extra game"), "{added}");
    // The next extra game takes the next extra number; a paired board still the next paired.
    let second = json(
        &db,
        &[
            "board", "add", "--white", "Euwe", "--black", "Fischer", "--extra", "--json",
        ],
    );
    assert_eq!(
        (second["number"].as_u64(), second["extra"].as_bool()),
        (Some(9002), Some(true))
    );
    let third = json(
        &db,
        &[
            "board", "add", "--white", "Geller", "--black", "Keres", "--json",
        ],
    );
    assert_eq!(
        (third["number"].as_u64(), third["extra"].as_bool()),
        (Some(3), Some(false))
    );
    // A number that contradicts --extra is refused, naming it.
    fails_with(
        &db,
        &[
            "board", "add", "--white", "A", "--black", "B", "--number", "9005",
        ],
        "9005",
    );
    fails_with(
        &db,
        &[
            "board", "add", "--white", "A", "--black", "B", "--number", "7", "--extra",
        ],
        "numbered from 9001",
    );
    // boards: text marked, JSON field.
    let rows = json(&db, &["boards", "--json"]);
    let extra: Vec<(String, bool)> = rows
        .as_array()
        .expect("array")
        .iter()
        .map(|r| {
            (
                r["board"].as_str().unwrap_or("").to_owned(),
                r["extra"].as_bool().unwrap_or(false),
            )
        })
        .collect();
    assert_eq!(
        extra,
        [
            ("1.1".to_owned(), false),
            ("1.2".to_owned(), false),
            ("1.3".to_owned(), false),
            ("1.9001".to_owned(), true),
            ("1.9002".to_owned(), true),
        ]
    );
    let text = stdout(&db, &["boards"]);
    for line in text.lines() {
        assert_eq!(
            line.contains("[extra game]"),
            line.contains("1.900"),
            "{text}"
        );
    }
    let show = stdout(&db, &["show", "1.9001"]);
    assert!(show.contains("board 1.9001 is an extra game"), "{show}");
    assert_eq!(json(&db, &["show", "1.9001", "--json"])["extra"], true);
    assert_eq!(json(&db, &["show", "1.1", "--json"])["extra"], false);

    // The extra game is played and ends; the round is still "paired" (no paired board began).
    stdout(&db, &["result", "1.9001", "1-0", "--reason", "resigned"]);
    let state = |db: &Path| json(db, &["round", "--json"])[0]["state"].clone();
    assert_eq!(state(&db), "paired");
    // Every paired board's result in: complete, though the second extra game is not finished.
    for b in ["1.1", "1.2", "1.3"] {
        stdout(&db, &["result", b, "1/2-1/2", "--reason", "agreed"]);
    }
    assert_eq!(state(&db), "complete");
    // The round counts its paired boards; the extra games apart.
    let row = &json(&db, &["round", "--json"])[0];
    assert_eq!(
        (
            row["boards"].as_u64(),
            row["results"].as_u64(),
            row["extra_games"].as_u64()
        ),
        (Some(3), Some(3), Some(2)),
        "{row}"
    );
    let text = stdout(&db, &["round"]);
    assert!(
        text.contains("round 1: complete (3 boards, 3 results) — current · 2 extra games"),
        "{text}"
    );

    // PGN: the Round tag says so; a paired board's is R.N.
    let pgn = stdout(&db, &["export", "pgn"]);
    assert!(pgn.contains("[Round \"1.9001 (extra)\"]"), "{pgn}");
    assert!(pgn.contains("[Round \"1.1\"]"), "{pgn}");
    // TRF: Anand has one game in round 1 (board 1, a draw against Botvinnik), not the extra win.
    let trf = stdout(&db, &["export", "trf"]);
    let anand = trf
        .lines()
        .find(|l| l.starts_with("001") && l.contains("Anand"))
        .expect("Anand's line");
    let botvinnik_rank = trf
        .lines()
        .find(|l| l.starts_with("001") && l.contains("Botvinnik"))
        .map(|l| l[4..8].trim().to_owned())
        .expect("Botvinnik's line");
    let cell: String = anand.chars().skip(91).collect();
    assert_eq!(cell, format!("{botvinnik_rank:>4} w ="), "{trf}");
    assert!(
        anand.contains(" 0.5 "),
        "Anand's points are the draw only: {anand}"
    );
}

/// A game played early: added as an extra game of round 2 before round 2 is paired; the
/// pairings then come in as boards 1, 2, … without meeting it, and the started extra game
/// does not stop a re-pairing of the round.
#[test]
fn an_early_game_does_not_stop_the_pairings_of_its_round() {
    let dir = tempfile::tempdir().expect("dir");
    let db = event(dir.path());
    stdout(
        &db,
        &[
            "board", "add", "--white", "Anand", "--black", "Carlsen", "--round", "2", "--extra",
        ],
    );
    stdout(&db, &["move", "2.9001", "e4"]);
    let csv = dir.path().join("r2.csv");
    std::fs::write(
        &csv,
        "round,board,white,black\n2,1,Anand,Carlsen\n2,2,Euwe,Fischer\n",
    )
    .expect("csv");
    stdout(&db, &["import", "pairings", csv.to_str().expect("path")]);
    let csv2 = dir.path().join("r2b.csv");
    std::fs::write(
        &csv2,
        "round,board,white,black\n2,1,Anand,Fischer\n2,2,Euwe,Carlsen\n",
    )
    .expect("csv");
    stdout(
        &db,
        &[
            "import",
            "pairings",
            csv2.to_str().expect("path"),
            "--replace",
        ],
    );
    let rows = json(&db, &["boards", "--round", "2", "--json"]);
    let got: Vec<(String, String, bool)> = rows
        .as_array()
        .expect("array")
        .iter()
        .map(|r| {
            (
                r["board"].as_str().unwrap_or("").to_owned(),
                r["black"].as_str().unwrap_or("").to_owned(),
                r["extra"].as_bool().unwrap_or(false),
            )
        })
        .collect();
    assert_eq!(
        got,
        [
            ("2.1".to_owned(), "Fischer".to_owned(), false),
            ("2.2".to_owned(), "Carlsen".to_owned(), false),
            ("2.9001".to_owned(), "Carlsen".to_owned(), true),
        ]
    );
    assert_eq!(json(&db, &["round", "--json"])[1]["state"], "paired");
    // A pairing file never numbers a board in the extra range: refused, naming it.
    let bad = dir.path().join("bad.csv");
    std::fs::write(&bad, "round,board,white,black\n2,9003,Geller,Keres\n").expect("csv");
    fails_with(
        &db,
        &["import", "pairings", bad.to_str().expect("path")],
        "round 2 board 9003: board numbers from 9001 are for extra games",
    );
}

/// The lines of a TRF that are not `001` player lines, trailing blanks cut.
fn other_lines(trf: &str) -> Vec<String> {
    trf.lines()
        .filter(|l| !l.starts_with("001") && !l.trim().is_empty())
        .map(|l| l.trim_end().to_owned())
        .collect()
}

/// A TRF26 from a pairing program keeps its records the event does not model (the header
/// records 022–222, 192/202, the 132 dates, `###` comments, the 240 requested byes after the
/// players): `export trf` writes them back, header before the player lines and the rest after,
/// in the file's order, with `012`/`062`/`XXR` written from the event in their place. Imported
/// again into a fresh event and exported, the file's records are the same.
#[test]
fn a_trf26_keeps_its_other_records_through_a_round_trip() {
    let dir = tempfile::tempdir().expect("dir");
    let db = dir.path().join("a.sqlite");
    stdout(&db, &["init", "--event", "Riverside Open 2026"]);
    let source = "tests/data/interop/event-trf26.trf";
    stdout(&db, &["import", "pairings", source, "--round", "4"]);
    stdout(&db, &["result", "4.1", "1-0", "--reason", "resigned"]);
    let original = std::fs::read_to_string(source).expect("source");
    let exported = stdout(&db, &["export", "trf"]);

    // Every record of the file but the ones written from the event, in order, in its part.
    let ours = |l: &String| l.starts_with("012") || l.starts_with("062") || l.starts_with("XXR");
    let first_player = |t: &str| t.lines().position(|l| l.starts_with("001")).expect("001");
    let last_player = |t: &str| {
        t.lines()
            .collect::<Vec<_>>()
            .iter()
            .rposition(|l| l.starts_with("001"))
            .expect("001")
    };
    let split = |t: &str| {
        let lines: Vec<String> = t.lines().map(|l| l.trim_end().to_owned()).collect();
        let (a, b) = (first_player(t), last_player(t));
        let keep = |v: &[String]| -> Vec<String> {
            v.iter()
                .filter(|l| !l.is_empty() && !ours(l))
                .cloned()
                .collect()
        };
        (keep(&lines[..a]), keep(&lines[b + 1..]))
    };
    let (head, tail) = split(&original);
    assert!(head.iter().any(|l| l.starts_with("122")), "{head:?}");
    assert!(head.iter().any(|l| l.starts_with("132")), "{head:?}");
    assert!(tail.iter().any(|l| l.starts_with("240")), "{tail:?}");
    assert_eq!(split(&exported), (head.clone(), tail.clone()), "{exported}");
    // The event's own records are there, once each; 012 where the file had it (first after
    // the comment line). The total rounds stand as the file wrote them (`142 7`, TRF26), with
    // no `XXR` invented (issue 32: the round trip adds nothing the event did not change).
    assert!(
        !exported.lines().any(|l| l.starts_with("XXR")),
        "{exported}"
    );
    for code in ["012", "062", "142 7"] {
        assert_eq!(
            exported.lines().filter(|l| l.starts_with(code)).count(),
            1,
            "{code}: {exported}"
        );
    }
    assert!(
        exported
            .lines()
            .nth(1)
            .is_some_and(|l| l.starts_with("012 ")),
        "{exported}"
    );

    // Into a fresh event and out again: the same records, the same player lines.
    let again = dir.path().join("again.trf");
    std::fs::write(&again, &exported).expect("write");
    let db2 = dir.path().join("b.sqlite");
    stdout(&db2, &["init", "--event", "Riverside Open 2026"]);
    stdout(
        &db2,
        &[
            "import",
            "pairings",
            again.to_str().expect("path"),
            "--round",
            "4",
        ],
    );
    let second = stdout(&db2, &["export", "trf"]);
    assert_eq!(other_lines(&second), other_lines(&exported));
    let players = |t: &str| -> Vec<String> {
        t.lines()
            .filter(|l| l.starts_with("001"))
            .map(str::to_owned)
            .collect()
    };
    assert_eq!(players(&second), players(&exported));

    // A TRF imported later replaces the kept records (the newest file is the program's).
    let plain = dir.path().join("plain.trf");
    let without: String = original
        .lines()
        .filter(|l| !l.starts_with("240") && !l.starts_with("###"))
        .map(|l| format!("{l}\n"))
        .collect();
    std::fs::write(&plain, without).expect("write");
    stdout(
        &db2,
        &[
            "import",
            "pairings",
            plain.to_str().expect("path"),
            "--round",
            "3",
        ],
    );
    let third = stdout(&db2, &["export", "trf"]);
    assert!(!third.contains("240 H"), "{third}");
    assert!(!third.contains("###"), "{third}");
    assert!(third.contains("\n122 "), "{third}");
}

/// The report marks an incident of an extra game (its board cell), and not a paired board's.
#[test]
fn the_report_marks_an_extra_games_incidents() {
    let dir = tempfile::tempdir().expect("dir");
    let db = event(dir.path());
    stdout(
        &db,
        &["board", "add", "--white", "Anand", "--black", "Carlsen"],
    );
    stdout(
        &db,
        &[
            "board", "add", "--white", "Euwe", "--black", "Fischer", "--extra",
        ],
    );
    for b in ["1.1", "1.9001"] {
        stdout(&db, &["note", b, "mobile phone rang"]);
    }
    let md = stdout(&db, &["report"]);
    let rows: Vec<&str> = md.lines().filter(|l| l.contains("mobile phone")).collect();
    assert_eq!(rows.len(), 2, "{md}");
    let marked = |name: &str| {
        rows.iter()
            .find(|r| r.contains(name))
            // Markdown escapes the brackets.
            .is_some_and(|r| r.contains("| 9001 \\[extra game\\] |"))
    };
    assert!(marked("Euwe"), "{md}");
    assert!(!marked("Anand"), "{md}");
    assert!(rows.iter().any(|r| r.contains("| 1 | 1 | Anand")), "{md}");
}

/// The TRF round column of `export results --trf` leaves an extra game out: the column is the
/// same before and after a tie-break game between two of the round's players is added and
/// played.
#[test]
fn the_trf_round_column_leaves_an_extra_game_out() {
    let dir = tempfile::tempdir().expect("dir");
    let db = dir.path().join("c.sqlite");
    stdout(&db, &["init", "--event", "Riverside Open 2026"]);
    let source = "tests/data/interop/event-trf26.trf";
    stdout(&db, &["import", "pairings", source, "--round", "4"]);
    let column = |db: &Path| stdout(db, &["export", "results", "--round", "4", "--trf", source]);
    let before = column(&db);
    assert!(before.lines().count() >= 10, "{before}");
    stdout(
        &db,
        &[
            "board",
            "add",
            "--round",
            "4",
            "--white",
            "Kowalczyk, Adam",
            "--black",
            "Rossi, Marco",
            "--extra",
        ],
    );
    stdout(&db, &["result", "4.9001", "1-0", "--reason", "resigned"]);
    assert_eq!(column(&db), before);
    // The CSV of the round lists it, marked as an extra game; the round's games as its own.
    let csv = stdout(&db, &["export", "results", "--round", "4"]);
    let extra: Vec<&str> = csv.lines().filter(|l| l.starts_with("4,9001,")).collect();
    assert_eq!(
        extra,
        ["4,9001,\"Kowalczyk, Adam\",\"Rossi, Marco\",1-0,extra,"],
        "{csv}"
    );
    assert!(
        csv.starts_with("round,board,white,black,result,game,time_awarded\n"),
        "{csv}"
    );
    let rest: Vec<&str> = csv
        .lines()
        .skip(1)
        .filter(|l| !l.starts_with("4,9001,"))
        .collect();
    assert!(
        rest.len() >= 5 && rest.iter().all(|l| l.ends_with(",round,")),
        "{csv}"
    );
}

/// The fields of a `132` record, read by their columns (YY/MM/DD from column 92, ten a round),
/// independently of the program's reader.
fn dates_132(trf: &str) -> Vec<String> {
    let line: Vec<char> = trf
        .lines()
        .find(|l| l.starts_with("132"))
        .expect("a 132 record")
        .chars()
        .collect();
    (0..)
        .map(|i| 91 + 10 * i)
        .take_while(|from| *from < line.len())
        .map(|from| {
            line[from..(from + 8).min(line.len())]
                .iter()
                .collect::<String>()
                .trim()
                .to_owned()
        })
        .collect()
}

/// A date set by `round date` after a TRF26 import is in the exported `132` record (the file's
/// record was written back as imported before); a record the event did not change is written
/// back byte for byte, and an event without a TRF gets a `132` record once a round has a date.
#[test]
fn export_trf_writes_the_rounds_dates_as_the_event_has_them() {
    let dir = tempfile::tempdir().expect("dir");
    let db = dir.path().join("a.sqlite");
    stdout(&db, &["init", "--event", "Riverside Open 2026"]);
    let source = "tests/data/interop/event-trf26.trf";
    stdout(&db, &["import", "pairings", source, "--round", "4"]);
    let original = std::fs::read_to_string(source).expect("source");
    let line = |t: &str| {
        t.lines()
            .find(|l| l.starts_with("132"))
            .map(|l| l.trim_end().to_owned())
    };
    assert_eq!(line(&stdout(&db, &["export", "trf"])), line(&original));
    let before = dates_132(&original);
    stdout(&db, &["round", "date", "2", "2026-11-22", "15:30"]);
    let after = dates_132(&stdout(&db, &["export", "trf"]));
    assert_eq!(after[1], "26/11/22");
    assert_eq!(after[0], before[0]);
    assert_eq!(after[2..], before[2..]);
    assert_eq!(
        stdout(&db, &["export", "trf"])
            .lines()
            .filter(|l| l.starts_with("132"))
            .count(),
        1
    );

    let fresh = dir.path().join("b.sqlite");
    stdout(&fresh, &["init", "--event", "Club", "--rounds", "3"]);
    stdout(&fresh, &["board", "add", "--white", "A", "--black", "B"]);
    assert!(!stdout(&fresh, &["export", "trf"]).contains("\n132"));
    stdout(&fresh, &["round", "date", "3", "2027-01-05"]);
    assert_eq!(
        dates_132(&stdout(&fresh, &["export", "trf"])),
        ["", "", "27/01/05"]
    );
}
