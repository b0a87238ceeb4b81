//! One record, one truth (issue 15): one event built through the CLI with every way a game
//! ends, and, board by board, `boards --json`, `show --json`, `export results` (CSV and the TRF
//! column), `export pgn` (read back by our reader and, when installed, by python-chess: the same
//! moves and final position as the fold) and the report agree; no clock runs after a result.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use assert_cmd::Command;
use serde_json::Value;

use crate::common::locale;
use locale::Neutral;

fn arbiter(db: &Path) -> Command {
    let mut cmd = Command::cargo_bin("arbiter").expect("binary");
    cmd.neutral_locale();
    cmd.arg("--db").arg(db).env_remove("ARBITER_DB");
    cmd
}

fn run(db: &Path, args: &[&str]) -> String {
    let out = arbiter(db).args(args).output().expect("run");
    assert!(
        out.status.success(),
        "{args:?}: {}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// One board: how it is set up, what happens on it, and what every reader must say.
struct Case {
    name: &'static str,
    fen: Option<&'static str>,
    steps: Vec<Vec<&'static str>>,
    /// The score as `boards`, `show` and the results CSV write it.
    result: &'static str,
    /// The PGN Result tag.
    pgn: &'static str,
    termination: &'static str,
    /// TRF codes, White's then Black's.
    trf: (char, char),
}

fn steps(list: &[&[&'static str]]) -> Vec<Vec<&'static str>> {
    list.iter().map(|s| s.to_vec()).collect()
}

/// Moves on a running clock: `move` presses it with each (Art. 6.2.1; issue 30, D11).
fn timed(moves: &[&'static str]) -> Vec<Vec<&'static str>> {
    moves.iter().map(|m| vec!["move", m]).collect()
}

fn cases() -> Vec<Case> {
    let reps: Vec<Vec<&str>> = ["Nf3", "Nf6", "Ng1", "Ng8"]
        .iter()
        .cycle()
        .take(16)
        .map(|m| vec!["move", *m])
        .collect();
    let mut claim_upheld: Vec<Vec<&str>> = reps[..7].to_vec();
    claim_upheld.extend(steps(&[
        &["claim", "repetition", "--move", "Ng8"],
        &["decide", "upheld"],
    ]));
    let under_two_minutes = |extra: &[&[&'static str]]| {
        let mut s = vec![vec!["clock", "start"]];
        s.extend(timed(&["e4", "e5"]));
        s.push(vec!["clock", "set", "1:00", "10:00"]);
        s.push(vec!["claim", "cannot-win"]);
        s.extend(steps(extra));
        s
    };
    let flag = |sides: &[&'static str]| {
        let mut s = vec![vec!["clock", "start"]];
        for side in sides {
            s.push(vec!["clock", "flag", side]);
        }
        s.push(vec!["flag", "--apply"]);
        s
    };
    let q_vs_k = "8/8/4k3/8/8/2QK4/8/8 w - - 0 60";
    vec![
        Case {
            name: "checkmate",
            fen: None,
            steps: steps(&[
                &["move", "f3"],
                &["move", "e5"],
                &["move", "g4"],
                &["move", "Qh4#"],
            ]),
            result: "0-1",
            pgn: "0-1",
            termination: "normal",
            trf: ('0', '1'),
        },
        Case {
            name: "resignation",
            fen: None,
            steps: steps(&[
                &["move", "e4"],
                &["move", "e5"],
                &["result", "1-0", "--reason", "Black resigned"],
            ]),
            result: "1-0",
            pgn: "1-0",
            termination: "normal",
            trf: ('1', '0'),
        },
        Case {
            name: "agreed draw",
            fen: None,
            steps: steps(&[
                &["move", "e4"],
                &["move", "e5"],
                &["move", "Nf3"],
                &["offer"],
                &["accept"],
            ]),
            result: "1/2-1/2",
            pgn: "1/2-1/2",
            termination: "normal",
            trf: ('=', '='),
        },
        Case {
            name: "9.2 upheld",
            fen: None,
            steps: claim_upheld,
            result: "1/2-1/2",
            pgn: "1/2-1/2",
            termination: "normal",
            trf: ('=', '='),
        },
        Case {
            name: "9.2 rejected, written move played",
            fen: None,
            steps: steps(&[
                &["move", "e4"],
                &["move", "e5"],
                &["claim", "repetition", "--move", "Nf3"],
                &["decide", "rejected"],
                &["move", "Nc6"],
                &["result", "0-1", "--reason", "White resigned"],
            ]),
            result: "0-1",
            pgn: "0-1",
            termination: "normal",
            trf: ('0', '1'),
        },
        Case {
            name: "9.3 upheld",
            fen: Some("8/8/4k3/8/8/4K3/4R3/8 w - - 99 80"),
            steps: steps(&[&["claim", "fifty", "--move", "Ra2"], &["decide", "upheld"]]),
            result: "1/2-1/2",
            pgn: "1/2-1/2",
            termination: "normal",
            trf: ('=', '='),
        },
        Case {
            name: "9.3 rejected",
            fen: Some("8/8/4k3/8/8/4K3/4R3/8 w - - 80 80"),
            steps: steps(&[
                &["claim", "fifty", "--move", "Ra2"],
                &["decide", "rejected"],
                &["result", "1-0", "--reason", "Black resigned"],
            ]),
            result: "1-0",
            pgn: "1-0",
            termination: "normal",
            trf: ('1', '0'),
        },
        Case {
            name: "III.5 upheld",
            fen: None,
            steps: under_two_minutes(&[&["decide", "upheld"]]),
            result: "1/2-1/2",
            pgn: "1/2-1/2",
            termination: "adjudication",
            trf: ('=', '='),
        },
        Case {
            name: "III.5 postponed, ruled after the flag fell",
            fen: None,
            steps: under_two_minutes(&[
                &["decide", "postponed"],
                &["clock", "flag", "white"],
                &["decide", "rejected", "--result", "0-1"],
            ]),
            result: "0-1",
            pgn: "0-1",
            termination: "adjudication",
            trf: ('0', '1'),
        },
        Case {
            name: "III.5 rejected",
            fen: None,
            steps: under_two_minutes(&[
                &["decide", "rejected"],
                &["result", "0-1", "--reason", "White resigned"],
            ]),
            result: "0-1",
            pgn: "0-1",
            termination: "normal",
            trf: ('0', '1'),
        },
        Case {
            name: "6.9 flag, opponent can mate",
            fen: None,
            steps: {
                let mut s = vec![vec!["clock", "start"]];
                s.extend(timed(&["e4", "e5"]));
                s.extend(steps(&[&["clock", "flag", "white"], &["flag", "--apply"]]));
                s
            },
            result: "0-1",
            pgn: "0-1",
            termination: "time forfeit",
            trf: ('0', '1'),
        },
        Case {
            name: "6.9 flag, opponent cannot mate",
            fen: Some(q_vs_k),
            steps: flag(&["white"]),
            result: "1/2-1/2",
            pgn: "1/2-1/2",
            termination: "adjudication",
            trf: ('=', '='),
        },
        Case {
            name: "III.3.1 both flags",
            fen: Some(q_vs_k),
            steps: flag(&["white", "black"]),
            result: "1/2-1/2",
            pgn: "1/2-1/2",
            termination: "adjudication",
            trf: ('=', '='),
        },
        Case {
            name: "7.5.5 second illegal move, opponent can mate",
            fen: None,
            steps: {
                let mut s = vec![vec!["clock", "start"]];
                s.extend(timed(&["e4", "e5", "Nf3"]));
                s.extend(steps(&[
                    &["clock", "press"],
                    &["illegal", "black"],
                    &["clock", "press"],
                    // The second records its result with it (7.5.5): White can mate.
                    &["illegal", "black"],
                ]));
                s
            },
            result: "1-0",
            pgn: "1-0",
            termination: "adjudication",
            trf: ('1', '0'),
        },
        Case {
            name: "7.5.5 second illegal move, opponent cannot mate",
            fen: Some(q_vs_k),
            steps: steps(&[
                &["illegal", "white"],
                // Black, a bare king, cannot mate: the second is a draw (7.5.5).
                &["illegal", "white"],
            ]),
            result: "1/2-1/2",
            pgn: "1/2-1/2",
            termination: "adjudication",
            trf: ('=', '='),
        },
        Case {
            name: "fivefold",
            fen: None,
            steps: reps.clone(),
            result: "1/2-1/2",
            pgn: "1/2-1/2",
            termination: "normal",
            trf: ('=', '='),
        },
        Case {
            name: "75 moves",
            fen: Some("8/8/4k3/8/8/4K3/4R3/8 w - - 149 120"),
            steps: steps(&[&["move", "Ra2"]]),
            result: "1/2-1/2",
            pgn: "1/2-1/2",
            termination: "normal",
            trf: ('=', '='),
        },
        Case {
            name: "dead position",
            fen: Some("8/8/4k3/8/8/4K3/3n4/5B2 w - - 0 50"),
            steps: steps(&[&["move", "Kxd2"]]),
            result: "1/2-1/2",
            pgn: "1/2-1/2",
            termination: "normal",
            trf: ('=', '='),
        },
        Case {
            name: "forfeit",
            fen: None,
            steps: steps(&[&[
                "result",
                "+/-",
                "--reason",
                "Black did not appear",
                "--article",
                "6.7.1",
            ]]),
            result: "+/-",
            pgn: "1-0",
            termination: "abandoned",
            trf: ('+', '-'),
        },
        Case {
            name: "double forfeit",
            fen: None,
            steps: steps(&[&["result", "-/-", "--reason", "neither appeared"]]),
            result: "-/-",
            pgn: "*",
            termination: "abandoned",
            trf: ('-', '-'),
        },
        Case {
            name: "10.2 score",
            fen: None,
            steps: steps(&[
                &["move", "e4"],
                &["move", "e5"],
                &[
                    "result",
                    "1/2-0",
                    "--reason",
                    "White a draw, Black a loss",
                    "--article",
                    "10.2",
                ],
            ]),
            result: "1/2-0",
            pgn: "*",
            termination: "normal",
            trf: ('=', '0'),
        },
        Case {
            name: "result taken back and replaced",
            fen: None,
            steps: steps(&[
                &["move", "e4"],
                &["move", "e5"],
                &["result", "1-0", "--reason", "wrong board"],
                &["takeback", "--seq", "3"],
                &["result", "0-1", "--reason", "White resigned"],
            ]),
            result: "0-1",
            pgn: "0-1",
            termination: "normal",
            trf: ('0', '1'),
        },
    ]
}

/// A TRF16 player line (only what `export results --trf` reads: start number and name).
fn trf_player(n: usize, name: &str) -> String {
    format!(
        "001 {n:>4} m     {name:<33} 2000 IRL {:>11} 1990/01/01  0.0 {n:>4}",
        1_000_000 + n
    )
}

fn db_with_every_ending(dir: &Path, cases: &[Case]) -> PathBuf {
    let db = dir.join("proof.sqlite");
    run(
        &db,
        &[
            "init",
            "--event",
            "Proof Open",
            "--control",
            "90m",
            "--guidelines-iii",
        ],
    );
    for (i, case) in cases.iter().enumerate() {
        let n = (i + 1).to_string();
        let (white, black) = (format!("White{:02}", i + 1), format!("Black{:02}", i + 1));
        let mut add = vec![
            "board", "add", "--white", &white, "--black", &black, "--round", "1",
        ];
        if let Some(fen) = case.fen {
            add.extend(["--fen", fen]);
        }
        run(&db, &add);
        for step in &case.steps {
            let mut args: Vec<&str> = vec![step[0]];
            args.push(&n);
            args.extend(&step[1..]);
            // `flag` and `clock` read the board first: FLAG BOARD / clock BOARD ACTION.
            let out = arbiter(&db).args(&args).output().expect("run");
            assert!(
                out.status.success(),
                "{}: {args:?}: {}",
                case.name,
                String::from_utf8_lossy(&out.stderr)
            );
        }
    }
    db
}

#[test]
fn every_reader_agrees_on_every_ending() {
    let dir = tempfile::tempdir().expect("tmp");
    let cases = cases();
    let db = db_with_every_ending(dir.path(), &cases);

    let boards: Value = serde_json::from_str(&run(&db, &["boards", "--json"])).expect("json");
    let csv = run(&db, &["export", "results"]);
    let csv_results: BTreeMap<u32, String> = csv
        .lines()
        .skip(1)
        .map(|l| {
            let cols: Vec<&str> = l.split(',').collect();
            (cols[1].parse().expect("board"), cols[4].to_string())
        })
        .collect();
    let trf_file = dir.path().join("pairings.trf");
    let mut trf = String::from("012 Proof Open\n");
    for i in 0..cases.len() {
        trf.push_str(&trf_player(2 * i + 1, &format!("White{:02}", i + 1)));
        trf.push('\n');
        trf.push_str(&trf_player(2 * i + 2, &format!("Black{:02}", i + 1)));
        trf.push('\n');
    }
    std::fs::write(&trf_file, trf).expect("trf");
    let column = run(
        &db,
        &[
            "export",
            "results",
            "--round",
            "1",
            "--trf",
            trf_file.to_str().expect("path"),
        ],
    );
    let trf_codes: BTreeMap<usize, char> = column
        .lines()
        .map(|l| {
            let no: usize = l[4..8].trim().parse().expect("start no");
            (no, l.chars().last().expect("code"))
        })
        .collect();
    let pgn = run(&db, &["export", "pgn"]);
    let games = arbiter::rules::pgn::parse_games(pgn.as_bytes()).expect("our reader");
    assert_eq!(games.len(), cases.len());
    let report = run(&db, &["report"]);

    for (i, case) in cases.iter().enumerate() {
        let n = i + 1;
        let name = case.name;
        assert_eq!(boards[i]["result"], case.result, "boards --json: {name}");
        let show: Value =
            serde_json::from_str(&run(&db, &["show", &n.to_string(), "--json"])).expect("json");
        assert_eq!(show["result"], case.result, "show --json: {name}");
        assert_eq!(
            show["outcome"]["termination"],
            case.termination.replace(' ', "_"),
            "show --json termination: {name}"
        );
        assert!(
            show["clock"].is_null() || show["clock"]["running"].is_null(),
            "a clock runs after the result: {name}: {}",
            show["clock"]
        );
        assert!(
            show["problems"].as_array().is_some_and(|p| p.is_empty()),
            "{name}: {}",
            show["problems"]
        );
        assert_eq!(
            csv_results.get(&(n as u32)).map(String::as_str),
            Some(case.result),
            "export results: {name}"
        );
        assert_eq!(
            (trf_codes.get(&(2 * n - 1)), trf_codes.get(&(2 * n))),
            (Some(&case.trf.0), Some(&case.trf.1)),
            "export results --trf: {name}\n{column}"
        );
        let game = &games[i];
        assert_eq!(game.tag("Result"), Some(case.pgn), "PGN Result: {name}");
        assert_eq!(
            game.tag("Termination"),
            Some(case.termination),
            "PGN Termination: {name}"
        );
        let fen = shakmaty::fen::Fen::from_position(
            game.record.position(),
            shakmaty::EnPassantMode::Legal,
        )
        .to_string();
        assert_eq!(Value::from(fen), show["fen"], "PGN final position: {name}");
        assert_eq!(
            show["moves"].as_array().map(Vec::len),
            Some(game.record.plies()),
            "PGN moves: {name}"
        );
        let white = format!("White{n:02}");
        assert!(
            case.steps.iter().all(|s| s[0] != "result") || report.contains(&white),
            "the report names the board of a recorded result: {name}"
        );
    }

    // The written 9.5.3 move is in every reader: 2.Nf3 was played by the ruling.
    let written: Value = serde_json::from_str(&run(&db, &["show", "5", "--json"])).expect("json");
    let sans: Vec<&str> = written["moves"]
        .as_array()
        .expect("moves")
        .iter()
        .filter_map(|m| m["san"].as_str())
        .collect();
    assert_eq!(sans, ["e4", "e5", "Nf3", "Nc6"]);

    // The public PGN carries no arbiter's notes; --with-notes does, and never a voided result.
    assert!(!pgn.contains("Arbiter ("), "{pgn}");
    let last = cases.len().to_string();
    assert_eq!(
        cases[cases.len() - 1].name,
        "result taken back and replaced"
    );
    let archive = run(&db, &["export", "pgn", "--with-notes", "--board", &last]);
    assert!(archive.contains("taken back"), "{archive}");
    assert!(!archive.contains("wrong board\"") && !archive.contains("[Result \"1-0\"]"));

    python_chess_agrees(dir.path(), &pgn, &games);
}

/// python-chess (an independent reader) reads the same moves, result and final position.
fn python_chess_agrees(dir: &Path, pgn: &str, games: &[arbiter::rules::pgn::PgnGame]) {
    let have = std::process::Command::new("python3")
        .args(["-c", "import chess.pgn"])
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false);
    if !have {
        eprintln!("skipped: python3 with python-chess is not installed");
        return;
    }
    let file = dir.join("export.pgn");
    std::fs::write(&file, pgn).expect("write");
    let script = "import sys, chess.pgn\n\
        f = open(sys.argv[1], encoding='utf-8')\n\
        while True:\n\
        \x20   g = chess.pgn.read_game(f)\n\
        \x20   if g is None: break\n\
        \x20   if g.errors: sys.exit('errors: %s' % g.errors)\n\
        \x20   b = g.end().board()\n\
        \x20   print(len(list(g.mainline_moves())), g.headers['Result'], ' '.join(b.fen().split()[:4]))\n";
    let out = std::process::Command::new("python3")
        .args(["-c", script])
        .arg(&file)
        .output()
        .expect("python3");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let theirs: Vec<String> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(str::to_owned)
        .collect();
    let ours: Vec<String> = games
        .iter()
        .map(|g| {
            let fen = shakmaty::fen::Fen::from_position(
                g.record.position(),
                shakmaty::EnPassantMode::Legal,
            )
            .to_string();
            format!(
                "{} {} {}",
                g.record.plies(),
                g.tag("Result").unwrap_or("?"),
                fen.split_whitespace().take(4).collect::<Vec<_>>().join(" ")
            )
        })
        .collect();
    assert_eq!(theirs, ours);
}

/// Armageddon (`init --armageddon`): a draw over the board is ½-½ in the PGN and on the board,
/// and Black's win in the results CSV, the TRF column's codes and `boards --json`'s standing.
#[test]
fn armageddon_reads_the_same_everywhere() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("arm.sqlite");
    run(&db, &["init", "--event", "Playoff", "--armageddon"]);
    run(
        &db,
        &[
            "board", "add", "--white", "White01", "--black", "Black01", "--round", "1",
        ],
    );
    for step in [
        vec!["move", "1", "e4"],
        vec!["move", "1", "e5"],
        vec!["offer", "1"],
        vec!["accept", "1"],
    ] {
        run(&db, &step);
    }
    let boards: Value = serde_json::from_str(&run(&db, &["boards", "--json"])).expect("json");
    assert_eq!(boards[0]["result"], "1/2-1/2");
    assert_eq!(boards[0]["outcome"]["standing"], "0-1");
    let show: Value = serde_json::from_str(&run(&db, &["show", "1", "--json"])).expect("json");
    assert_eq!(show["outcome"]["standing"], "0-1");
    let csv = run(&db, &["export", "results"]);
    assert!(
        csv.lines()
            .nth(1)
            .is_some_and(|l| l.ends_with(",0-1,round,")),
        "{csv}"
    );
    let trf_file = dir.path().join("p.trf");
    std::fs::write(
        &trf_file,
        format!(
            "012 Playoff\n{}\n{}\n",
            trf_player(1, "White01"),
            trf_player(2, "Black01")
        ),
    )
    .expect("trf");
    let column = run(
        &db,
        &[
            "export",
            "results",
            "--round",
            "1",
            "--trf",
            trf_file.to_str().expect("path"),
        ],
    );
    let codes: Vec<char> = column.lines().filter_map(|l| l.chars().last()).collect();
    assert_eq!(codes, ['0', '1'], "{column}");
    let pgn = run(&db, &["export", "pgn"]);
    assert!(pgn.contains("[Result \"1/2-1/2\"]"), "{pgn}");
    assert!(pgn.contains("Armageddon"), "{pgn}");
}

/// One board of [`every_award_is_in_every_reader`]: what happens on it and the time the Laws
/// (or the arbiter) gave or took, as `(side, ms, article, words)`.
struct AwardCase {
    name: &'static str,
    /// The board's own time control (`board add --control`), else the event's 90 minutes.
    control: Option<&'static str>,
    steps: Vec<Vec<&'static str>>,
    awards: Vec<(&'static str, i64, &'static str, &'static str)>,
}

fn award_cases() -> Vec<AwardCase> {
    let on_the_clock = |moves: &[&'static str], then: &[&[&'static str]]| {
        let mut s = vec![vec!["clock", "start"]];
        s.extend(timed(moves));
        s.extend(steps(then));
        s
    };
    // Black's first illegal move completed, on the clock (Art. 7.5.5).
    let first_illegal = || {
        on_the_clock(
            &["e4", "e5", "Nf3"],
            &[&["clock", "press"], &["illegal", "black"]],
        )
    };
    // White's incorrect claim of `kind` with 2.Nf3 written (Art. 9.5.3).
    let incorrect_claim = |kind: &'static str| {
        steps(&[
            &["move", "e4"],
            &["move", "e5"],
            &["claim", kind, "--move", "Nf3"],
            &["decide", "rejected"],
        ])
    };
    let under_two_minutes = |then: &[&[&'static str]]| {
        let mut s = vec![vec!["clock", "start"]];
        s.extend(timed(&["e4", "e5"]));
        s.push(vec!["clock", "set", "1:00", "10:00"]);
        s.extend(steps(then));
        s
    };
    vec![
        AwardCase {
            control: None,
            name: "7.5.5 first illegal move",
            steps: first_illegal(),
            awards: vec![("white", 120_000, "7.5.5", "+2 min to White (Art. 7.5.5)")],
        },
        AwardCase {
            control: None,
            name: "9.5.3 incorrect claim",
            steps: incorrect_claim("repetition"),
            awards: vec![("black", 120_000, "9.5.3", "+2 min to Black (Art. 9.5.3)")],
        },
        AwardCase {
            control: None,
            name: "III.4 granted",
            steps: under_two_minutes(&[&["claim", "increment"], &["decide", "upheld"]]),
            awards: vec![
                (
                    "white",
                    5_000,
                    "III.4",
                    "+5 s per move for White (Art. III.4)",
                ),
                (
                    "black",
                    5_000,
                    "III.4",
                    "+5 s per move for Black (Art. III.4)",
                ),
                ("black", 120_000, "III.4", "+2 min to Black (Art. III.4)"),
            ],
        },
        AwardCase {
            control: None,
            name: "III.5 rejected",
            steps: under_two_minutes(&[&["claim", "cannot-win"], &["decide", "rejected"]]),
            awards: vec![(
                "black",
                120_000,
                "III.5.3",
                "+2 min to Black (Art. III.5.3)",
            )],
        },
        AwardCase {
            control: None,
            name: "III.5 postponed with two minutes",
            steps: under_two_minutes(&[
                &["claim", "no-effort"],
                &["decide", "postponed", "--give-two-minutes"],
            ]),
            awards: vec![(
                "black",
                120_000,
                "III.5.2",
                "+2 min to Black (Art. III.5.2)",
            )],
        },
        AwardCase {
            control: None,
            name: "12.9.2 time to the opponent",
            steps: steps(&[&[
                "penalty",
                "white",
                "time-to-opponent",
                "120",
                "--reason",
                "phone rang",
            ]]),
            awards: vec![("black", 120_000, "12.9.2", "+2 min to Black (Art. 12.9.2)")],
        },
        AwardCase {
            control: None,
            name: "12.9.3 time deducted",
            steps: steps(&[&[
                "penalty",
                "black",
                "time-deducted",
                "60",
                "--reason",
                "disturbing",
            ]]),
            awards: vec![(
                "black",
                -60_000,
                "12.9.3",
                "−1 min from Black (Art. 12.9.3)",
            )],
        },
        AwardCase {
            control: Some("15m+10s"),
            name: "7.5.5 first illegal move, rapid (A.3)",
            steps: first_illegal(),
            awards: vec![(
                "white",
                60_000,
                "7.5.5, A.3",
                "+1 min to White (Art. 7.5.5, A.3)",
            )],
        },
        AwardCase {
            control: Some("15m+10s"),
            name: "9.5.3 incorrect claim, rapid (A.3)",
            steps: incorrect_claim("repetition"),
            awards: vec![(
                "black",
                60_000,
                "9.5.3, A.3",
                "+1 min to Black (Art. 9.5.3, A.3)",
            )],
        },
        AwardCase {
            control: Some("3m+2s"),
            name: "9.5.3 incorrect claim, blitz (B.3)",
            steps: incorrect_claim("fifty"),
            awards: vec![(
                "black",
                60_000,
                "9.5.3, B.3",
                "+1 min to Black (Art. 9.5.3, B.3)",
            )],
        },
        AwardCase {
            control: Some("3m+2s"),
            name: "7.5.5 first illegal move, blitz (B.3)",
            steps: first_illegal(),
            awards: vec![(
                "white",
                60_000,
                "7.5.5, B.3",
                "+1 min to White (Art. 7.5.5, B.3)",
            )],
        },
        AwardCase {
            control: None,
            name: "6.10.2 clock adjusted",
            steps: steps(&[&["clock", "add", "white", "30"]]),
            awards: vec![("white", 30_000, "6.10.2", "+30 s to White (Art. 6.10.2)")],
        },
    ]
}

/// Issue 33: every procedure that gives or takes time states it once, in the fold, and the
/// report's Penalty column, the PGN with notes (at the ply, with the clocks after it), `show`
/// (text and `--json`) and the results CSV's `time_awarded` column all say the same amount,
/// side and article — in standard play, and with the one minute of A.3 (rapid) and B.3
/// (blitz); python-chess reads the PGN with notes.
#[test]
fn every_award_is_in_every_reader() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("awards.sqlite");
    run(
        &db,
        &[
            "init",
            "--event",
            "Award Open",
            "--control",
            "90m",
            "--guidelines-iii",
        ],
    );
    let cases = award_cases();
    for (i, case) in cases.iter().enumerate() {
        let n = (i + 1).to_string();
        let (white, black) = (format!("White{:02}", i + 1), format!("Black{:02}", i + 1));
        let mut add = vec![
            "board", "add", "--white", &white, "--black", &black, "--round", "1",
        ];
        if let Some(control) = case.control {
            add.extend(["--control", control]);
        }
        run(&db, &add);
        for step in &case.steps {
            let mut args: Vec<&str> = vec![step[0]];
            args.push(&n);
            args.extend(&step[1..]);
            run(&db, &args);
        }
    }
    let report = run(&db, &["report"]);
    assert!(report.contains("Clocks after it"), "{report}");
    // The results CSV's last column, board by board (read as CSV: the articles have commas).
    let csv = run(&db, &["export", "results"]);
    let rows = arbiter::interop::csv::read_records("results.csv", &csv, ',').expect("csv");
    assert_eq!(
        rows[0].fields.last().map(String::as_str),
        Some("time_awarded")
    );
    let csv_cell = |board: usize| -> String {
        rows.iter()
            .find(|r| r.fields[1] == board.to_string())
            .and_then(|r| r.fields.get(6).cloned())
            .unwrap_or_default()
    };
    let archive = run(&db, &["export", "pgn", "--with-notes"]);
    for (i, case) in cases.iter().enumerate() {
        let (n, name) = ((i + 1).to_string(), case.name);
        let show: Value = serde_json::from_str(&run(&db, &["show", &n, "--json"])).expect("json");
        let awards: Vec<&Value> = show["awards"]
            .as_array()
            .expect("awards")
            .iter()
            // The `clock set` that brings a clock under two minutes is a correction too; its
            // amount depends on the time the test took.
            .filter(|a| a["cause"] != "clock_correction" || name.starts_with("6.10.2"))
            .collect();
        let stated: Vec<(String, i64, String)> = awards
            .iter()
            .map(|a| {
                (
                    a["side"].as_str().unwrap_or("?").to_owned(),
                    a["ms"].as_i64().unwrap_or(0),
                    a["article"].as_str().unwrap_or("?").to_owned(),
                )
            })
            .collect();
        let expected: Vec<(String, i64, String)> = case
            .awards
            .iter()
            .map(|(s, ms, a, _)| (s.to_string(), *ms, a.to_string()))
            .collect();
        assert_eq!(stated, expected, "show --json awards: {name}");
        // The CSV: "SIDE ±H:MM:SS[ per move] CAUSE (ARTICLE)" for each, in the same order.
        let cell = csv_cell(i + 1);
        let entries: Vec<&str> = cell
            .split("; ")
            .filter(|e| !e.contains(" clock_correction ") || name.starts_with("6.10.2"))
            .collect();
        assert_eq!(entries.len(), case.awards.len(), "CSV: {name}: {cell}");
        for ((entry, (side, ms, article, words)), json) in
            entries.iter().zip(&case.awards).zip(&awards)
        {
            let per_move = if words.contains("per move") {
                " per move"
            } else {
                ""
            };
            // The cause's code is `show --json`'s.
            let cause = json["cause"].as_str().unwrap_or("?");
            assert_eq!(
                *entry,
                format!("{side} {}{per_move} {cause} ({article})", signed_hms(*ms)),
                "CSV: {name}\n{cell}"
            );
        }
        let text = run(&db, &["show", &n]);
        let board_pgn = run(&db, &["export", "pgn", "--with-notes", "--board", &n])
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        for (_, _, _, words) in &case.awards {
            assert!(text.contains(words), "show: {name}: {words}\n{text}");
            let row = report
                .lines()
                .find(|l| l.contains(&format!("White{:02}", i + 1)) && l.contains(words));
            assert!(
                row.is_some(),
                "report Penalty column: {name}: {words}\n{report}"
            );
            assert!(
                board_pgn.contains(&format!("Time: {words}")) || board_pgn.contains(words),
                "PGN with notes: {name}: {words}\n{board_pgn}"
            );
            assert!(
                board_pgn.contains("Clocks now: White ") || !name.starts_with("7.5.5"),
                "PGN with notes: {name}: the clocks after the award\n{board_pgn}"
            );
        }
    }
    let games = arbiter::rules::pgn::parse_games(archive.as_bytes()).expect("our reader");
    assert_eq!(games.len(), cases.len());
    python_chess_agrees(dir.path(), &archive, &games);
}

/// `±h:mm:ss` of whole seconds, as the results CSV writes an amount.
fn signed_hms(ms: i64) -> String {
    let s = ms.abs() / 1000;
    let sign = if ms < 0 { '-' } else { '+' };
    format!("{sign}{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// Seconds of an `h:mm:ss` time.
fn seconds_of(hms: &str) -> i64 {
    hms.split('.')
        .next()
        .unwrap_or("")
        .split(':')
        .fold(0, |t, p| t * 60 + p.parse::<i64>().unwrap_or(0))
}

/// Issue 33 item 6 (lila#18085): the first illegal move's +2 min to White is a comment at the
/// ply where it happened, with the clocks after it, and White's next `%clk` shows the new time:
/// no `%clk` jump without its reason.
#[test]
fn a_clock_award_explains_the_next_clk() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("clk.sqlite");
    run(&db, &["init", "--event", "Clk Open", "--control", "90m"]);
    run(
        &db,
        &[
            "board", "add", "--white", "A", "--black", "B", "--round", "1",
        ],
    );
    for step in [
        vec!["clock", "1", "start"],
        vec!["move", "1", "e4"],
        vec!["move", "1", "e5"],
        vec!["move", "1", "Nf3"],
        vec!["clock", "1", "press"],
        vec!["illegal", "1", "black"],
        vec!["move", "1", "Nc6"],
        vec!["move", "1", "d4"],
    ] {
        run(&db, &step);
    }
    // The movetext as one line (the export wraps it at 80 characters).
    let pgn = run(&db, &["export", "pgn", "--with-notes"])
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    let clk = |san: &str| -> i64 {
        let head = format!("{san} {{[%clk ");
        let at = pgn.find(&head).expect(san) + head.len();
        let end = pgn[at..].find(']').expect("]") + at;
        seconds_of(&pgn[at..end])
    };
    let (before, next) = (clk("2. Nf3"), clk("3. d4"));
    // The note is at 2.Nf3 (the ply where it happened) and says what and how much.
    let nf3 = pgn.find("2. Nf3").expect("Nf3");
    let c6 = pgn.find("Nc6").expect("Nc6");
    let between = &pgn[nf3..c6];
    assert!(
        between.contains("Time: +2 min to White (Art. 7.5.5).")
            && between.contains("Clocks now: White 1:3"),
        "{pgn}"
    );
    let now = between.find("Clocks now: White ").expect("clocks") + 18;
    let stated = seconds_of(between[now..].split(',').next().unwrap_or(""));
    assert!(
        (stated - (before + 120)).abs() <= 5,
        "{before} {stated}\n{pgn}"
    );
    assert!((next - stated).abs() <= 5, "{stated} {next}\n{pgn}");
}
