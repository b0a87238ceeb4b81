//! Issue 32: the loop with the pairing program. Real TRF files (TRF16, TRFx, TRF-2026) import,
//! export and compare equal field by field to the original except what the event changed, and
//! bbpPairings pairs the next round from our export exactly as from the original.
//!
//! The real files of `shared/trf` (their sources and licences in that folder's README) are read
//! from outside the project: `ARBITER_TRF_DIR`, else `../shared/trf` or `../../shared/trf` from
//! the crate; without them the test says "skipped". `tests/data/trf` holds files whose licence
//! allows keeping them here (see its README). bbpPairings (Apache-2.0, built with `make` from
//! BieremaBoyzProgramming/bbpPairings) is found by `BBPPAIRINGS` (its executable), else as
//! `bbpPairings.exe` or `bbpPairings` on the PATH; without it those tests say "skipped".

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::common::locale::arbiter;

fn run(db: &Path, args: &[&str]) -> std::process::Output {
    arbiter(db).args(args).output().expect("run")
}

fn stdout(db: &Path, args: &[&str]) -> String {
    let out = run(db, args);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).expect("utf-8")
}

fn own(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/trf")
        .join(name)
}

/// The folder of real files, when this machine has it.
fn shared_dir() -> Option<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    std::env::var_os("ARBITER_TRF_DIR")
        .map(PathBuf::from)
        .into_iter()
        .chain([root.join("../shared/trf"), root.join("../../shared/trf")])
        .find(|d| d.join("README.md").is_file())
}

/// Every `.trf` of the shared folder (none, with "skipped", without it) and of ours.
fn all_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    match shared_dir() {
        Some(dir) => files.extend(trf_files(&dir)),
        None => println!("skipped: the shared TRF folder (ARBITER_TRF_DIR) not found"),
    }
    files.extend(trf_files(&own("")));
    files
}

fn trf_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("folder")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "trf"))
        .collect();
    files.sort();
    files
}

/// A team tournament's file: refused, not compared.
fn is_team(text: &str) -> bool {
    lines(text)
        .iter()
        .any(|l| l.starts_with("310") || l.starts_with("013"))
}

/// A TRF's lines (CR, LF or CRLF ends), trailing blanks cut, blank lines left out.
fn lines(text: &str) -> Vec<String> {
    text.replace("\r\n", "\n")
        .replace('\r', "\n")
        .lines()
        .map(|l| l.trim_end().to_owned())
        .filter(|l| !l.is_empty())
        .collect()
}

/// The fields of a `001` line by TRF16's columns (then one cell per round from column 92).
fn fields(line: &str) -> Vec<(String, String)> {
    let c: Vec<char> = line.chars().collect();
    let at = |from: usize, to: usize| -> String {
        c.get(from - 1..to.min(c.len()))
            .map_or(String::new(), |s| s.iter().collect::<String>())
            .trim()
            .to_owned()
    };
    let mut out: Vec<(String, String)> = [
        ("start", 5, 8),
        ("sex", 10, 10),
        ("title", 11, 13),
        ("name", 15, 47),
        ("rating", 49, 52),
        ("federation", 54, 56),
        ("FIDE id", 58, 68),
        ("birth date", 70, 79),
        ("points", 81, 84),
        ("rank", 86, 89),
    ]
    .iter()
    .map(|(n, f, t)| ((*n).to_owned(), at(*f, *t)))
    .collect();
    let mut from = 92;
    while from <= c.len() {
        out.push((
            format!("round {}", (from - 92) / 10 + 1),
            at(from, from + 7),
        ));
        from += 10;
    }
    out
}

/// The differences between two TRFs: the `001` lines by starting rank, field by field; the
/// other records in order. Empty when they are equal (line ends and order of `001` lines aside).
fn differences(original: &str, exported: &str) -> Vec<String> {
    let split = |text: &str| {
        let mut players = BTreeMap::new();
        let mut others = Vec::new();
        for l in lines(text) {
            if l.starts_with("001") {
                let no: u32 = l.get(4..8).and_then(|s| s.trim().parse().ok()).unwrap_or(0);
                players.insert(no, l);
            } else {
                others.push(l);
            }
        }
        (players, others)
    };
    let (p1, o1) = split(original);
    let (p2, o2) = split(exported);
    let mut out = Vec::new();
    if o1 != o2 {
        out.push(format!("records: {o1:#?} ≠ {o2:#?}"));
    }
    for (no, line) in &p1 {
        let Some(other) = p2.get(no) else {
            out.push(format!("player {no} missing"));
            continue;
        };
        let (a, b) = (fields(line), fields(other));
        for i in 0..a.len().max(b.len()) {
            let blank = (String::new(), String::new());
            let (fa, fb) = (a.get(i).unwrap_or(&blank), b.get(i).unwrap_or(&blank));
            if fa.1 != fb.1 {
                let name = if fa.0.is_empty() { &fb.0 } else { &fa.0 };
                out.push(format!("player {no} {name}: {:?} ≠ {:?}", fa.1, fb.1));
            }
        }
    }
    if p2.len() != p1.len() {
        out.push(format!("{} players ≠ {}", p1.len(), p2.len()));
    }
    out
}

/// Import `file` into a new event (`init` with `extra` arguments) and export it.
fn round_trip(dir: &Path, file: &Path, extra: &[&str]) -> String {
    let stem = file.file_stem().unwrap().to_string_lossy().into_owned();
    let db = dir.join(format!("{stem}.sqlite"));
    let mut init = vec!["init", "--event", "Imported"];
    init.extend(extra);
    stdout(&db, &init);
    stdout(&db, &["import", "pairings", file.to_str().unwrap()]);
    let out = dir.join(format!("{stem}.out.trf"));
    stdout(&db, &["export", "trf", "--out", out.to_str().unwrap()]);
    std::fs::read_to_string(out).expect("export")
}

#[test]
fn every_real_file_comes_back_field_by_field() {
    let dir = tempfile::tempdir().unwrap();
    let mut compared = 0;
    for file in all_files() {
        let original = arbiter::interop::error::decode_text(&std::fs::read(&file).unwrap());
        if is_team(&original) {
            continue;
        }
        let exported = round_trip(dir.path(), &file, &[]);
        let diff = differences(&original, &exported);
        assert!(diff.is_empty(), "{}:\n{}", file.display(), diff.join("\n"));
        compared += 1;
    }
    assert!(compared >= 3, "{compared} files compared");
}

/// What the event changed is all that differs: its total rounds (`init --rounds`) in `XXR`.
#[test]
fn the_events_total_rounds_is_the_one_change() {
    let dir = tempfile::tempdir().unwrap();
    let file = own("own-cr-forfeit-299.trf");
    let original = std::fs::read_to_string(&file).unwrap();
    let exported = round_trip(dir.path(), &file, &["--rounds", "7"]);
    assert_eq!(
        differences(&original, &exported),
        [format!(
            "records: {:#?} ≠ {:#?}",
            lines(&original)
                .into_iter()
                .filter(|l| !l.starts_with("001"))
                .collect::<Vec<_>>(),
            lines(&original)
                .into_iter()
                .filter(|l| !l.starts_with("001"))
                .map(|l| if l == "XXR 4" { "XXR 7".to_owned() } else { l })
                .collect::<Vec<_>>()
        )]
    );
}

/// Item 1: `XXR` is the event's total (`init --rounds 9`), not the rounds played, and is
/// written once even when the file had it after the player lines.
#[test]
fn xxr_is_the_events_total_once() {
    let dir = tempfile::tempdir().unwrap();
    let out = round_trip(
        dir.path(),
        &own("bbp-dutch-2025-c9.trf"),
        &["--rounds", "9"],
    );
    let xxr: Vec<&str> = out.lines().filter(|l| l.starts_with("XXR")).collect();
    assert_eq!(xxr, ["XXR 9"], "{out}");
    // Without a total in the event, the imported one stands.
    let dir = tempfile::tempdir().unwrap();
    let out = round_trip(dir.path(), &own("bbp-dutch-2025-c9.trf"), &[]);
    let xxr: Vec<&str> = out.lines().filter(|l| l.starts_with("XXR")).collect();
    assert_eq!(xxr, ["XXR 3"], "{out}");
}

/// An event started here, 16 players and one round played: `XXR` is `init --rounds`, the
/// points add up, and the pairing program pairs round 2 from the export.
#[test]
fn an_event_started_here_goes_to_the_pairing_program() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("here.sqlite");
    stdout(&db, &["init", "--event", "Sixteen Open", "--rounds", "5"]);
    for i in 1..=16u32 {
        let name = format!("Player{i:02}, Test");
        let rating = (2400 - 10 * i).to_string();
        let rank = i.to_string();
        stdout(
            &db,
            &[
                "players", "add", "--name", &name, "--rating", &rating, "--rank", &rank,
            ],
        );
    }
    // Round 1, Dutch: 1–9, 10–2, 3–11, …; the higher-rated wins on odd boards, draws on even.
    // Added bottom board first: the event's numbers are not the pairing program's.
    for b in (1..=8u32).rev() {
        let (top, bottom) = (
            format!("Player{b:02}, Test"),
            format!("Player{:02}, Test", b + 8),
        );
        let (w, bl) = if b % 2 == 1 {
            (&top, &bottom)
        } else {
            (&bottom, &top)
        };
        let number = (9 - b).to_string();
        stdout(
            &db,
            &[
                "board", "add", "--white", w, "--black", bl, "--number", &number, "--round", "1",
            ],
        );
        let result = if b % 2 == 1 { "1-0" } else { "1/2-1/2" };
        stdout(&db, &["result", &format!("1.{number}"), result]);
    }
    let out = dir.path().join("r1.trf");
    stdout(&db, &["export", "trf", "--out", out.to_str().unwrap()]);
    let text = std::fs::read_to_string(&out).unwrap();
    assert_eq!(
        text.lines()
            .filter(|l| l.starts_with("XXR"))
            .collect::<Vec<_>>(),
        ["XXR 5"],
        "{text}"
    );
    let total: f64 = text
        .lines()
        .filter(|l| l.starts_with("001"))
        .map(|l| fields(l)[8].1.parse::<f64>().unwrap())
        .sum();
    assert_eq!(total, 8.0, "{text}");
    let Some(bbp) = bbp() else {
        println!("skipped: bbpPairings not found (BBPPAIRINGS)");
        return;
    };
    let pairs = pair(&bbp, &out).expect("bbpPairings pairs round 2");
    assert_eq!(pairs.lines().next(), Some("8"), "{pairs}");
    // The pairing program's file of round 2 (our export with its pairs added, as it writes
    // them) comes back: round 1 already there under the event's numbers, round 2 created.
    let mut cells: BTreeMap<u32, String> = BTreeMap::new();
    for pair in pairs.lines().skip(1) {
        let v: Vec<u32> = pair
            .split_whitespace()
            .map(|n| n.parse().unwrap())
            .collect();
        cells.insert(v[0], format!("{:>4} w  ", v[1]));
        cells.insert(v[1], format!("{:>4} b  ", v[0]));
    }
    let r2: String = text
        .lines()
        .map(
            |l| match l.get(4..8).and_then(|n| n.trim().parse::<u32>().ok()) {
                Some(no) if l.starts_with("001") => format!("{l}  {}\n", cells[&no].trim_end()),
                _ => format!("{l}\n"),
            },
        )
        .collect();
    let r2_file = dir.path().join("r2.trf");
    std::fs::write(&r2_file, r2).unwrap();
    let done = stdout(&db, &["import", "pairings", r2_file.to_str().unwrap()]);
    assert!(
        done.contains("8 boards created, 8 already there, 0 conflicts"),
        "{done}"
    );
}

/// bbpPairings' executable: `BBPPAIRINGS`, else on the PATH.
fn bbp() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("BBPPAIRINGS").map(PathBuf::from) {
        return p.is_file().then_some(p);
    }
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .flat_map(|d| [d.join("bbpPairings.exe"), d.join("bbpPairings")])
        .find(|p| p.is_file())
}

/// bbpPairings' Dutch pairing of the next round of `file`, or its refusal.
fn pair(bbp: &Path, file: &Path) -> Result<String, String> {
    let out = file.with_extension("pairs");
    let run = std::process::Command::new(bbp)
        .arg("--dutch")
        .arg(file)
        .arg("-p")
        .arg(&out)
        .output()
        .expect("bbpPairings runs");
    if !run.status.success() {
        return Err(String::from_utf8_lossy(&run.stdout).into_owned()
            + &String::from_utf8_lossy(&run.stderr));
    }
    std::fs::read_to_string(out).map_err(|e| e.to_string())
}

#[test]
fn bbppairings_pairs_our_export_as_the_original() {
    let Some(bbp) = bbp() else {
        println!("skipped: bbpPairings not found (BBPPAIRINGS)");
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let mut compared = Vec::new();
    for file in all_files() {
        let copy = dir.path().join(file.file_name().unwrap());
        std::fs::copy(&file, &copy).unwrap();
        let Ok(expected) = pair(&bbp, &copy) else {
            continue;
        };
        let original = std::fs::read_to_string(&file).unwrap_or_default();
        if is_team(&original) {
            continue;
        }
        let exported = round_trip(dir.path(), &file, &[]);
        let ours = dir.path().join("ours.trf");
        std::fs::write(&ours, exported).unwrap();
        assert_eq!(
            pair(&bbp, &ours),
            Ok(expected),
            "{}: bbpPairings pairs our export otherwise",
            file.display()
        );
        compared.push(file);
    }
    // The C5 and C9 files of bbpPairings' own tests pair (and agree with its expected output).
    assert!(compared.len() >= 2, "{compared:?}");
    let dir = tempfile::tempdir().unwrap();
    for name in ["bbp-dutch-2025-c5", "bbp-dutch-2025-c9"] {
        let ours = round_trip(dir.path(), &own(&format!("{name}.trf")), &[]);
        let file = dir.path().join(format!("{name}.ours.trf"));
        std::fs::write(&file, ours).unwrap();
        let expected = std::fs::read_to_string(own(&format!("{name}.pairs"))).unwrap();
        assert_eq!(
            pair(&bbp, &file).map(|p| lines(&p)),
            Ok(lines(&expected)),
            "{name}"
        );
    }
}

/// Items 4–6, 8 by the real binary: no `-0.0`, CR line ends read, a forfeit without colours, a
/// bye declared for a round not paired yet, `299` points in the points column.
#[test]
fn the_files_that_broke_the_loop_import_and_export() {
    let dir = tempfile::tempdir().unwrap();
    let out = round_trip(dir.path(), &own("own-cr-forfeit-299.trf"), &[]);
    let player = |no: u32| -> Vec<(String, String)> {
        let line = out
            .lines()
            .find(|l| l.starts_with("001") && l[4..8].trim() == no.to_string())
            .unwrap_or_else(|| panic!("player {no} in {out}"));
        fields(line)
    };
    // Player 6 has one forfeit loss and nothing else: 0.0, not -0.0.
    assert_eq!(player(6)[8].1, "0.0", "{out}");
    assert_eq!(player(6)[10].1, "3 - -", "{out}");
    assert_eq!(player(3)[10].1, "6 - +", "{out}");
    // Player 4's 0.5 of record 299 is in the points column.
    assert_eq!(player(4)[8].1, "1.5", "{out}");
    // Player 5's bye for round 3, not paired yet, is kept; nobody else has a round-3 cell.
    assert_eq!(player(5).get(12).map(|f| f.1.as_str()), Some("0000 - Z"));
    assert_eq!(player(1).len(), 12, "{out}");
}

/// A new event and bbpPairings' dutch_2025_C5 (two rounds played, a bye declared for round 3).
fn c5_event() -> (tempfile::TempDir, PathBuf, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("c5.sqlite");
    stdout(&db, &["init", "--event", "C5"]);
    (dir, db, own("bbp-dutch-2025-c5.trf"))
}

/// Item 3 on bbpPairings' own file (dutch_2025_C5): player 4's `0000 - Z` for round 3 is kept
/// and shown by the dry run.
#[test]
fn a_bye_ahead_is_imported_and_the_dry_run_lists_each_round() {
    let (dir, db, file) = c5_event();
    let plan = stdout(
        &db,
        &["import", "pairings", file.to_str().unwrap(), "--dry-run"],
    );
    for expected in [
        "round 1: 3 boards (3 with a result), 0 byes",
        "round 2: 3 boards (3 with a result), 0 byes",
        "round 3: 0 boards (0 with a result), 1 byes",
        "bye round 3: Test0004 Player0004 (zero-point bye)",
    ] {
        assert!(plan.contains(expected), "{expected}: {plan}");
    }
    stdout(&db, &["import", "pairings", file.to_str().unwrap()]);
    let out = dir.path().join("c5.out.trf");
    stdout(&db, &["export", "trf", "--out", out.to_str().unwrap()]);
    let text = std::fs::read_to_string(out).unwrap();
    assert!(
        text.lines()
            .any(|l| l.starts_with("001    4") && l.ends_with("3 w 0  0000 - Z")),
        "{text}"
    );
}

/// Item 2: a multi-round file brings every round; imported again with a result the event
/// contradicts, it is refused naming the round, the players and both results.
#[test]
fn a_multi_round_file_brings_every_round_and_a_contradiction_is_refused() {
    let (dir, db, file) = c5_event();
    stdout(&db, &["import", "pairings", file.to_str().unwrap()]);
    let boards: serde_json::Value =
        serde_json::from_str(&stdout(&db, &["boards", "--json", "--round", "1"])).unwrap();
    assert_eq!(boards.as_array().map(Vec::len), Some(3), "{boards}");
    // The same file again: nothing new, nothing refused.
    let again = stdout(&db, &["import", "pairings", file.to_str().unwrap()]);
    assert!(
        again.contains("0 boards created, 6 already there"),
        "{again}"
    );
    // Round 1's first game 1–0 in the file, 0–1 in the event now.
    let text = std::fs::read_to_string(&file).unwrap();
    let changed = text
        .replace("4 w 1     2 b 1", "4 w 0     2 b 1")
        .replace("1 b 0     3 w 0", "1 b 1     3 w 0");
    let other = dir.path().join("changed.trf");
    std::fs::write(&other, changed).unwrap();
    let out = run(&db, &["import", "pairings", other.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("round 1: Test0001 Player0001 – Test0004 Player0004: the event has 1-0, the file has 0-1"),
        "{err}"
    );
}

/// Item 7: a team tournament's TRF is refused, naming file, line and column, and nothing is
/// imported.
#[test]
fn a_team_file_is_refused_with_a_clear_message() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("team.sqlite");
    stdout(&db, &["init", "--event", "Team"]);
    let file = dir.path().join("team.trf");
    let mut text = std::fs::read_to_string(own("bbp-dutch-2025-c9.trf")).unwrap();
    text.push_str(
        "310   1 Riverside                        IRL     2486    1.0    2.0   1     1    2\n",
    );
    std::fs::write(&file, &text).unwrap();
    let out = run(&db, &["import", "pairings", file.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("team.trf line 8: column 1: this is a team tournament's TRF (record 310)"),
        "{err}"
    );
    let players: serde_json::Value =
        serde_json::from_str(&stdout(&db, &["players", "--json"])).unwrap();
    assert_eq!(players.as_array().map(Vec::len), Some(0));
}

/// The Build's TRF-2026 out: `export trf --format 2026` writes `142` (the total rounds), `222`
/// (the event's time control), `?` for a game whose decision was postponed (III.5), and a
/// result taken back and replaced as a `### Correction @ Round n:` comment; TRF16 (the default)
/// writes none of them.
#[test]
fn trf_2026_out_has_the_rounds_the_control_the_unknown_result_and_the_corrections() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("t26.sqlite");
    stdout(
        &db,
        &[
            "init",
            "--event",
            "Quickplay",
            "--rounds",
            "7",
            "--control",
            "15m",
            "--guidelines-iii",
        ],
    );
    stdout(&db, &["board", "add", "--white", "A, A", "--black", "B, B"]);
    stdout(&db, &["board", "add", "--white", "C, C", "--black", "D, D"]);
    // Board 1: 1-0 recorded, taken back, 0-1 recorded.
    stdout(&db, &["result", "1.1", "1-0"]);
    stdout(&db, &["takeback", "1.1"]);
    stdout(&db, &["result", "1.1", "0-1"]);
    // Board 2: a III.5 claim, its decision postponed.
    stdout(&db, &["clock", "1.2", "start"]);
    stdout(&db, &["clock", "1.2", "set", "1:30", "1:30"]);
    stdout(&db, &["claim", "1.2", "no-effort"]);
    stdout(&db, &["decide", "1.2", "postponed"]);
    let t26 = stdout(&db, &["export", "trf", "--format", "2026"]);
    for line in ["142 7", "222 900", "XXR 7"] {
        assert!(t26.lines().any(|l| l == line), "{line}: {t26}");
    }
    assert!(
        t26.lines().any(|l| {
            l.starts_with("### Correction @ Round 1: board 1.1 A, A – B, B: 1-0 taken back by ")
                && l.ends_with(", now 0-1")
        }),
        "{t26}"
    );
    let c = t26
        .lines()
        .find(|l| l.starts_with("001") && l.contains("C, C"))
        .expect("C");
    assert!(c.ends_with(" w ?"), "{t26}");
    let t16 = stdout(&db, &["export", "trf"]);
    assert!(
        !t16.contains("142 ") && !t16.contains("###") && !t16.contains(" ?"),
        "{t16}"
    );
}

/// Bad input: each refusal names the file, the line, the column and what was expected, and
/// nothing is imported (CR line ends counted as line ends).
#[test]
fn a_bad_file_is_refused_at_its_line_and_column_and_nothing_is_imported() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("bad.sqlite");
    stdout(&db, &["init", "--event", "Bad"]);
    let good = std::fs::read_to_string(own("own-cr-forfeit-299.trf")).unwrap();
    let cases = [
        // Player 2's round-1 colour.
        (
            "   5 b 1",
            "   5 x 1",
            "line 7: column 97: expected a colour (w, b or -), found 'x'",
        ),
        // Player 4's round-2 result.
        (
            "   5 w 1",
            "   5 w 7",
            "line 9: column 109: expected a result code, found '7'",
        ),
        // The 299 record's points.
        (
            "299           0.5",
            "299           x.5",
            "line 5: column 15: expected points like 1.0, found 'x.5'",
        ),
        // Player 1's rating.
        ("2600 ENG", "26O0 ENG", "line 6: column 49:"),
    ];
    for (from, to, expected) in cases {
        assert!(good.contains(from), "{from}");
        let file = dir.path().join("bad.trf");
        std::fs::write(&file, good.replacen(from, to, 1)).unwrap();
        let out = run(&db, &["import", "pairings", file.to_str().unwrap()]);
        assert!(!out.status.success(), "{to}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(
            err.contains(&format!("bad.trf {expected}")),
            "{expected}: {err}"
        );
        let players: serde_json::Value =
            serde_json::from_str(&stdout(&db, &["players", "--json"])).unwrap();
        assert_eq!(players.as_array().map(Vec::len), Some(0), "{to}");
    }
}

/// Item 4: a player without a game or a bye has 0.0 points, never `-0.0` (which bbpPairings
/// refuses), in an event started here (no imported line to copy the field from).
#[test]
fn a_player_without_games_has_zero_points_not_minus_zero() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("zero.sqlite");
    stdout(&db, &["init", "--event", "Zero", "--rounds", "3"]);
    for (name, rank) in [("A, A", "1"), ("B, B", "2"), ("C, C", "3")] {
        stdout(&db, &["players", "add", "--name", name, "--rank", rank]);
    }
    stdout(&db, &["board", "add", "--white", "A, A", "--black", "B, B"]);
    stdout(&db, &["result", "1.1", "1-0"]);
    let text = stdout(&db, &["export", "trf"]);
    let c = text
        .lines()
        .find(|l| l.starts_with("001") && l.contains("C, C"))
        .expect("C");
    assert_eq!(fields(c)[8].1, "0.0", "{text}");
    assert!(!text.contains("-0.0"), "{text}");
}

/// TRF-2026's `?` (a result not known yet) is read back as a pairing without a result: the
/// board comes in, nothing is scored, and the export does not claim the file's ½ for it.
#[test]
fn a_result_not_known_yet_is_read_as_a_pairing_without_a_result() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("q.sqlite");
    stdout(&db, &["init", "--event", "Q", "--rounds", "3"]);
    let text = std::fs::read_to_string(own("bbp-dutch-2025-c9.trf"))
        .unwrap()
        .replace("3 w 1", "3 w ?")
        .replace("1 b 0", "1 b ?")
        .replace("1.0    1     3", "0.5    1     3")
        .replace("0.0    3     1", "0.5    3     1");
    let file = dir.path().join("q.trf");
    std::fs::write(&file, text).unwrap();
    let out = stdout(&db, &["import", "pairings", file.to_str().unwrap()]);
    assert!(out.contains("2 boards created"), "{out}");
    let boards: serde_json::Value =
        serde_json::from_str(&stdout(&db, &["boards", "--json", "--round", "1"])).unwrap();
    let waiting = boards
        .as_array()
        .unwrap()
        .iter()
        .find(|b| b["white"] == "Test0001 Player0001")
        .expect("board of player 1");
    assert!(waiting["result"].is_null(), "{waiting}");
    let exported = stdout(&db, &["export", "trf"]);
    let p1 = exported
        .lines()
        .find(|l| l.starts_with("001    1"))
        .expect("player 1");
    assert_eq!(fields(p1)[8].1, "0.0", "{exported}");
    assert_eq!(fields(p1)[10].1, "3 w", "{exported}");
}

/// A new event of four players ("A, A" … "D, D") and `--rounds 5`, round 1 paired A–B, C–D.
fn four_players(dir: &Path, name: &str) -> PathBuf {
    let db = dir.join(format!("{name}.sqlite"));
    stdout(&db, &["init", "--event", name, "--rounds", "5"]);
    for p in ["A, A", "B, B", "C, C", "D, D"] {
        stdout(&db, &["players", "add", "--name", p]);
    }
    stdout(&db, &["board", "add", "--white", "A, A", "--black", "B, B"]);
    stdout(&db, &["board", "add", "--white", "C, C", "--black", "D, D"]);
    db
}

/// Issue 32, TRF-2026 `162`: the export states the event's scoring (a win 1, a draw ½, a
/// loss 0, a pairing-allocated bye 1) in TRF-2026's columns, and the points column counts
/// with it; bbpPairings pairs that file. A file that scores otherwise is refused at the
/// line and column of the points that differ, and nothing is imported; one that states the
/// standard scoring is read.
#[test]
fn trf_2026_states_the_scoring_and_a_file_that_scores_otherwise_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let db = four_players(dir.path(), "Scoring");
    stdout(&db, &["result", "1.1", "1-0"]);
    stdout(&db, &["result", "1.2", "1/2-1/2"]);
    let t26 = stdout(&db, &["export", "trf", "--format", "2026"]);
    let scoring: Vec<&str> = t26.lines().filter(|l| l.starts_with("162")).collect();
    assert_eq!(scoring, ["162  W 1.0    D 0.5    L 0.0    P 1.0"], "{t26}");
    let points: Vec<String> = t26
        .lines()
        .filter(|l| l.starts_with("001"))
        .map(|l| fields(l)[8].1.clone())
        .collect();
    assert_eq!(points, ["1.0", "0.0", "0.5", "0.5"], "{t26}");
    let t16 = stdout(&db, &["export", "trf"]);
    assert!(!t16.lines().any(|l| l.starts_with("162")), "{t16}");
    if let Some(bbp) = bbp() {
        let file = dir.path().join("scoring26.trf");
        std::fs::write(&file, &t26).unwrap();
        let pairs = pair(&bbp, &file).expect("bbpPairings reads 162, 142, 222");
        assert_eq!(pairs.lines().next(), Some("2"), "{pairs}");
    } else {
        println!("skipped: bbpPairings not found (BBPPAIRINGS)");
    }
    // Read back: the standard scoring imports.
    let fresh = dir.path().join("fresh.sqlite");
    stdout(&fresh, &["init", "--event", "Fresh"]);
    let file = dir.path().join("standard.trf");
    std::fs::write(&file, &t26).unwrap();
    let done = stdout(&fresh, &["import", "pairings", file.to_str().unwrap()]);
    assert!(done.contains("2 boards created"), "{done}");
    // A file that scores a win 3 (football scoring): refused where the 3 stands.
    let other = dir.path().join("other.sqlite");
    stdout(&other, &["init", "--event", "Other"]);
    let three = t26.replace("162  W 1.0", "162  W 3.0");
    let file = dir.path().join("three.trf");
    std::fs::write(&file, three).unwrap();
    let out = run(&other, &["import", "pairings", file.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("three.trf line 5: column 7: record 162 gives W 3.0 points, not 1.0"),
        "{err}"
    );
    let players: serde_json::Value =
        serde_json::from_str(&stdout(&other, &["players", "--json"])).unwrap();
    assert_eq!(players.as_array().map(Vec::len), Some(0));
}

/// Issue 32, TRF-2026 `299`: a game the arbiter scored ½-0 or 0-0 (Art. 12.9, 10.2) goes out
/// as two losses and `299` records of the points each player got, so that the points column
/// (and any reader adding `299` to the cells) has the event's totals; imported into another
/// event it is the same result, and that event's export is the same file. TRF16 writes the
/// cells `=`/`0` and no `299`.
#[test]
fn a_penalty_score_goes_out_as_299_and_comes_back_as_the_same_result() {
    let dir = tempfile::tempdir().unwrap();
    let db = four_players(dir.path(), "Penalty");
    stdout(&db, &["result", "1.1", "1/2-0"]);
    stdout(&db, &["result", "1.2", "0-0"]);
    let t26 = stdout(&db, &["export", "trf", "--format", "2026"]);
    let records: Vec<&str> = t26.lines().filter(|l| l.starts_with("299")).collect();
    assert_eq!(
        records,
        [
            "299           0.5    1    1",
            "299           0.0    1    2",
            "299           0.0    1    3    4",
        ],
        "{t26}"
    );
    let players: Vec<(String, String)> = t26
        .lines()
        .filter(|l| l.starts_with("001"))
        .map(|l| (fields(l)[8].1.clone(), fields(l)[10].1.clone()))
        .collect();
    let expected = [
        ("0.5", "2 w 0"),
        ("0.0", "1 b 0"),
        ("0.0", "4 w 0"),
        ("0.0", "3 b 0"),
    ]
    .map(|(a, b)| (a.to_owned(), b.to_owned()));
    assert_eq!(players, expected, "{t26}");
    // Back into another event: the same results, and the same file out.
    let file = dir.path().join("penalty26.trf");
    std::fs::write(&file, &t26).unwrap();
    let back = dir.path().join("back.sqlite");
    stdout(&back, &["init", "--event", "Penalty", "--rounds", "5"]);
    stdout(&back, &["import", "pairings", file.to_str().unwrap()]);
    let boards: serde_json::Value =
        serde_json::from_str(&stdout(&back, &["boards", "--json", "--round", "1"])).unwrap();
    let results: Vec<&str> = boards
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["result"].as_str().unwrap_or("*"))
        .collect();
    assert_eq!(results, ["1/2-0", "0-0"], "{boards}");
    assert_eq!(
        stdout(&back, &["export", "trf", "--format", "2026"]),
        t26,
        "the same file out"
    );
    let t16 = stdout(&back, &["export", "trf"]);
    assert!(!t16.contains("299"), "{t16}");
    assert!(
        t16.lines()
            .any(|l| l.starts_with("001    1") && l.ends_with("2 w =")),
        "{t16}"
    );
    // The pairing program: bbpPairings 6 refuses `299` ("abnormal assignment points are not
    // yet supported"); where it reads the file, it pairs it as the TRF16 one.
    let Some(bbp) = bbp() else {
        println!("skipped: bbpPairings not found (BBPPAIRINGS)");
        return;
    };
    let f16 = dir.path().join("penalty16.trf");
    std::fs::write(&f16, &t16).unwrap();
    let expected = pair(&bbp, &f16).expect("bbpPairings pairs the TRF16 file");
    match pair(&bbp, &file) {
        Ok(pairs) => assert_eq!(pairs, expected),
        Err(e) => assert!(e.contains("299"), "{e}"),
    }
}

/// `file` with one more round: each player's cell `(opponent, colour)` by starting rank.
fn with_round(file: &str, cells: &[(u32, u32, char)]) -> String {
    file.lines()
        .map(|l| {
            let no = l.get(4..8).and_then(|n| n.trim().parse::<u32>().ok());
            match cells.iter().find(|c| Some(c.0) == no) {
                Some((_, opponent, colour)) if l.starts_with("001") => {
                    format!("{l}  {opponent:>4} {colour}\n")
                }
                _ => format!("{l}\n"),
            }
        })
        .collect()
}

/// Issue 32, TRF-2026 `###`: a board re-paired after its round was paired (the pairing
/// program's corrected round, `import pairings --replace`) is recorded on the board's chained
/// log, and the TRF-2026 export writes it as a `### Correction @ Round n:` line naming the
/// pairing it had, who re-paired it, from which file, and the pairing now; TRF16 writes none.
#[test]
fn a_re_pairing_is_on_the_chained_log_and_goes_out_as_a_correction_comment() {
    let dir = tempfile::tempdir().unwrap();
    let db = four_players(dir.path(), "Repair");
    stdout(&db, &["result", "1.1", "1-0"]);
    stdout(&db, &["result", "1.2", "1-0"]);
    let r1 = stdout(&db, &["export", "trf"]);
    let first = dir.path().join("r2.trf");
    let second = dir.path().join("r2-corrected.trf");
    std::fs::write(
        &first,
        with_round(&r1, &[(1, 3, 'w'), (3, 1, 'b'), (2, 4, 'w'), (4, 2, 'b')]),
    )
    .unwrap();
    std::fs::write(
        &second,
        with_round(&r1, &[(1, 4, 'w'), (4, 1, 'b'), (2, 3, 'w'), (3, 2, 'b')]),
    )
    .unwrap();
    stdout(&db, &["import", "pairings", first.to_str().unwrap()]);
    let done = stdout(
        &db,
        &["import", "pairings", second.to_str().unwrap(), "--replace"],
    );
    assert!(done.contains("2 boards re-paired"), "{done}");
    // On the board's log, and the chain holds.
    let shown = stdout(&db, &["show", "2.1"]);
    assert!(
        shown.contains("re-paired before it started, by ")
            && shown.contains("was A, A – C, C, now A, A – D, D"),
        "{shown}"
    );
    let check = stdout(&db, &["check"]);
    assert!(check.contains("chain verified"), "{check}");
    let t26 = stdout(&db, &["export", "trf", "--format", "2026"]);
    let comments: Vec<&str> = t26.lines().filter(|l| l.starts_with("###")).collect();
    assert_eq!(comments.len(), 2, "{t26}");
    assert!(
        comments[0].starts_with("### Correction @ Round 2: board 2.1 A, A – C, C: re-paired by ")
            && comments[0].ends_with("r2-corrected.trf, now A, A – D, D"),
        "{t26}"
    );
    assert!(
        comments[1].starts_with("### Correction @ Round 2: board 2.2 B, B – D, D: re-paired by ")
            && comments[1].ends_with("r2-corrected.trf, now B, B – C, C"),
        "{t26}"
    );
    let t16 = stdout(&db, &["export", "trf"]);
    assert!(!t16.contains("###"), "{t16}");
    // Round 2 played: the pairing program reads the file with its comments and pairs round 3
    // from it as from the TRF16 one.
    let Some(bbp) = bbp() else {
        println!("skipped: bbpPairings not found (BBPPAIRINGS)");
        return;
    };
    stdout(&db, &["result", "2.1", "1-0"]);
    stdout(&db, &["result", "2.2", "0-1"]);
    let t26 = stdout(&db, &["export", "trf", "--format", "2026"]);
    let t16 = stdout(&db, &["export", "trf"]);
    let file = dir.path().join("repaired26.trf");
    std::fs::write(&file, &t26).unwrap();
    let f16 = dir.path().join("repaired16.trf");
    std::fs::write(&f16, &t16).unwrap();
    let pairs = pair(&bbp, &f16).expect("bbpPairings pairs round 3");
    assert_eq!(pair(&bbp, &file), Ok(pairs));
}
