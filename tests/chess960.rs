//! Chess960 boards (issue 34 item 4; FIDE Laws, Guidelines II) through the binary: a board by
//! its start number, castling both ways with the king and rook on the standard squares, a 9.2
//! claim, the PGN out (read back by python-chess with `chess960=True`), a DGT-style PGN in
//! (`import game`, `follow`), and other variants refused by name.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::common::locale::arbiter;

/// The game of `tests/data/chess960_dgt_livechess.pgn` on start position 534 (RNBKQBNR):
/// White castles long (king d1→c1, rook a1→d1), Black short (king d8→g8, rook h8→f8), then the
/// knights repeat the position three times.
const GAME: [&str; 19] = [
    "Nc3", "Nf6", "d4", "e6", "Bf4", "Be7", "O-O-O", "d6", "e3", "Qd7", "Nf3", "O-O", "Ng1", "Nc6",
    "Nf3", "Nb8", "Ng1", "Nc6", "Nf3",
];

// The binary's output, the command having succeeded (the tests' shared helper).
use crate::common::locale::run_ok as ok;

fn failed(db: &Path, args: &[&str]) -> String {
    let out = arbiter(db).args(args).output().expect("run");
    assert!(!out.status.success(), "{args:?} succeeded");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn event(dir: &Path) -> PathBuf {
    let db = dir.join("960.sqlite");
    ok(
        &db,
        &["init", "--event", "Freestyle Open", "--control", "90m+30s"],
    );
    db
}

fn add(db: &Path, extra: &[&str]) -> Value {
    let mut args = vec!["board", "add", "--white", "Ann", "--black", "Bob", "--json"];
    args.extend_from_slice(extra);
    serde_json::from_str(&ok(db, &args)).expect("json")
}

fn show(db: &Path, board: &str) -> Value {
    serde_json::from_str(&ok(db, &["show", board, "--json"])).expect("json")
}

/// The piece placement of a FEN.
fn placement(fen: &Value) -> String {
    fen.as_str()
        .and_then(|f| f.split(' ').next())
        .unwrap_or_default()
        .to_owned()
}

#[test]
fn a_board_by_start_number_has_the_scharnagl_array_and_xfen() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    for (n, fen) in [
        (
            "0",
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1",
        ),
        (
            "518",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        ),
        (
            "959",
            "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1",
        ),
        (
            "534",
            "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1",
        ),
    ] {
        let board = add(&db, &["--chess960", n]);
        assert_eq!(board["variant"], "chess960", "{board}");
        assert_eq!(board["fen"], fen, "{n}");
    }
    // The text form names the number.
    let out = ok(
        &db,
        &[
            "board",
            "add",
            "--white",
            "C",
            "--black",
            "D",
            "--chess960",
            "0",
        ],
    );
    assert!(
        out.contains("Chess960 (Guidelines II), start position 0:"),
        "{out}"
    );
    // A Shredder-FEN start is kept as X-FEN; the number is found again.
    let board = add(
        &db,
        &[
            "--chess960",
            "--fen",
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1",
        ],
    );
    assert_eq!(
        board["fen"],
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
    );
    let err = failed(
        &db,
        &[
            "board",
            "add",
            "--white",
            "E",
            "--black",
            "F",
            "--chess960",
            "960",
        ],
    );
    assert!(err.contains("from 0 to 959"), "{err}");
    let err = failed(
        &db,
        &["board", "add", "--white", "E", "--black", "F", "--chess960"],
    );
    assert!(err.contains("needs a start position"), "{err}");
    // The same X-FEN on a standard board is not a position of standard chess.
    let err = failed(
        &db,
        &[
            "board",
            "add",
            "--white",
            "E",
            "--black",
            "F",
            "--fen",
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1",
        ],
    );
    assert!(err.contains("--fen"), "{err}");
}

/// Guidelines II: O-O-O puts the king on c1 and the rook on d1, O-O the king on g8 and the rook
/// on f8, wherever they stood; the position then repeats and a 9.2 claim is upheld.
#[test]
fn castling_both_ways_ends_on_the_standard_squares_and_a_threefold_claim_holds() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    add(&db, &["--chess960", "534"]);
    for m in &GAME[..7] {
        ok(&db, &["move", "1", m]);
    }
    // 4.O-O-O: king d1→c1, rook a1→d1 (the king passed over no square, the rook over b1 c1).
    assert_eq!(
        placement(&show(&db, "1")["fen"]),
        "rnbkq2r/ppppbppp/4pn2/8/3P1B2/2N5/PPP1PPPP/2KRQBNR"
    );
    for m in &GAME[7..12] {
        ok(&db, &["move", "1", m]);
    }
    // 6...O-O: king d8→g8, rook h8→f8.
    assert_eq!(
        placement(&show(&db, "1")["fen"]),
        "rnb2rk1/pppqbppp/3ppn2/8/3P1B2/2N1PN2/PPP2PPP/2KRQB1R"
    );
    for m in &GAME[12..] {
        ok(&db, &["move", "1", m]);
    }
    let out = ok(&db, &["claim", "1", "repetition", "--move", "Nb8"]);
    assert!(out.contains("rules engine: correct"), "{out}");
    ok(&db, &["decide", "1", "upheld"]);
    assert_eq!(show(&db, "1")["result"], "1/2-1/2");
}

/// The repetition identity counts castling rights (Art. 9.2.3), Chess960 style: on BBQNNRKR
/// the h-rooks leave and come back, so the placement after 1...h6 stands again without the
/// O-O rights — another position. Only its third standing without them makes a threefold.
#[test]
fn a_position_without_a_castling_right_it_had_is_another_position() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    add(&db, &["--chess960", "0"]);
    for m in ["h3", "h6", "Rh2", "Rh7", "Rh1", "Rh8", "Rh2", "Rh7", "Rh1"] {
        ok(&db, &["move", "1", m]);
    }
    // The placement of 1...h6 would stand a third time, but twice without the O-O rights.
    let out = ok(&db, &["claim", "1", "repetition", "--move", "Rh8"]);
    assert!(out.contains("rules engine: incorrect"), "{out}");
    // Rejected: the written move is played (Art. 9.5.3); one more round trip.
    ok(&db, &["decide", "1", "rejected"]);
    for m in ["Rh2", "Rh7", "Rh1"] {
        ok(&db, &["move", "1", m]);
    }
    let out = ok(&db, &["claim", "1", "repetition", "--move", "Rh8"]);
    assert!(out.contains("rules engine: correct"), "{out}");
}

fn python_chess() -> bool {
    std::process::Command::new("python3")
        .args(["-c", "import chess.pgn"])
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false)
}

/// The export carries `[Variant "Chess960"]`, `[SetUp "1"]` and the X-FEN; python-chess reads it
/// as Chess960 and replays every move to the same final position.
#[test]
fn the_pgn_export_reads_in_python_chess_as_chess960() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    add(&db, &["--chess960", "534"]);
    for m in &GAME {
        ok(&db, &["move", "1", m]);
    }
    let fen = show(&db, "1")["fen"]
        .as_str()
        .unwrap_or_default()
        .to_owned();
    let pgn = ok(&db, &["export", "pgn"]);
    assert!(pgn.contains("[Variant \"Chess960\"]\n"), "{pgn}");
    assert!(pgn.contains("[SetUp \"1\"]\n"), "{pgn}");
    assert!(
        pgn.contains("[FEN \"rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w KQkq - 0 1\"]"),
        "{pgn}"
    );
    assert!(
        pgn.contains("4. O-O-O") && pgn.contains("6... O-O "),
        "{pgn}"
    );
    let Some(line) = python_chess_reads(
        dir.path(),
        &pgn,
        "g.board().chess960, g.board().chess960_pos(), len(b.move_stack), b.fen()",
    ) else {
        return;
    };
    assert_eq!(line, format!("True 534 19 {fen}"));
}

/// python-chess's reading of the one game of `pgn` (written into `dir`): `print`'s values, a
/// Python expression list over the game `g` and its final board `b`. `None`, the skip
/// printed, without python-chess.
fn python_chess_reads(dir: &Path, pgn: &str, print: &str) -> Option<String> {
    if !python_chess() {
        println!("skipped: python3 with python-chess is not installed");
        return None;
    }
    let file = dir.join("out.pgn");
    std::fs::write(&file, pgn).expect("write");
    let script = format!(
        "import sys, chess.pgn\n\
         g = chess.pgn.read_game(open(sys.argv[1]))\n\
         assert not g.errors, g.errors\n\
         b = g.end().board()\n\
         print({print})\n"
    );
    let out = std::process::Command::new("python3")
        .args(["-c", &script])
        .arg(&file)
        .output()
        .expect("python3");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(String::from_utf8_lossy(&out.stdout).trim().to_owned())
}

/// The composed DGT LiveChess-style file (its note: the `.md` beside it).
fn dgt_file() -> String {
    format!(
        "{}/tests/data/pgn/chess960-dgt-livechess.pgn",
        env!("CARGO_MANIFEST_DIR")
    )
}

/// A DGT LiveChess-style file (`Variant "Fischerandom"`, Shredder-FEN `HAha`) imports onto a
/// Chess960 board; onto a standard board it is refused, saying why.
#[test]
fn a_dgt_chess960_pgn_imports_onto_its_board() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    add(&db, &["--chess960", "534"]);
    add(&db, &[]);
    let file = dgt_file();
    ok(&db, &["import", "game", "1", &file]);
    let board = show(&db, "1");
    assert_eq!(board["moves"].as_array().map(Vec::len), Some(20), "{board}");
    assert_eq!(
        placement(&board["fen"]),
        "rnb2rk1/pppqbppp/3ppn2/8/3P1B2/2N1PN2/PPP2PPP/2KRQB1R"
    );
    let err = failed(&db, &["import", "game", "2", &file]);
    assert!(
        err.contains("does not start where board 1.2 starts"),
        "{err}"
    );
    assert!(err.contains("chess960"), "{err}");
}

/// The feed reads a Chess960 game onto a Chess960 board (castling as O-O / O-O-O).
#[test]
fn the_feed_follows_a_chess960_game() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    add(&db, &["--chess960", "534"]);
    let src = std::fs::read_to_string(dgt_file()).expect("read");
    let feed = dir.path().join("round.pgn");
    std::fs::write(&feed, src.replace("[Round \"3.1\"]", "[Round \"1.1\"]")).expect("write");
    let out = arbiter(&db)
        .args(["follow"])
        .arg(&feed)
        .arg("--once")
        .output()
        .expect("run");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let board = show(&db, "1");
    assert_eq!(board["moves"].as_array().map(Vec::len), Some(20), "{board}");
}

/// Any other variant is refused by name, by `import game` and by the feed.
#[test]
fn other_variants_are_refused_by_name() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    add(&db, &[]);
    let file = dir.path().join("atomic.pgn");
    std::fs::write(
        &file,
        "[Event \"x\"]\n[Round \"1.1\"]\n[White \"Ann\"]\n[Black \"Bob\"]\n[Variant \"Atomic\"]\n\n1. e4 e5 *\n",
    )
    .expect("write");
    let err = failed(&db, &["import", "game", "1", &file.display().to_string()]);
    assert!(err.contains("variant Atomic is not supported"), "{err}");
    assert!(err.contains("line 5"), "{err}");
    let out = arbiter(&db)
        .args(["follow"])
        .arg(&file)
        .arg("--once")
        .output()
        .expect("run");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("variant Atomic is not supported"), "{err}");
    assert_eq!(show(&db, "1")["moves"].as_array().map(Vec::len), Some(0));
}

/// A Chess960 game decided after fewer than one move each is scored, not rated, as a standard
/// one (the start FEN a 960 board keeps is its start, not an adjourned position).
#[test]
fn a_chess960_game_of_one_move_is_scored_not_rated() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    add(&db, &["--chess960", "534"]);
    ok(&db, &["move", "1", GAME[0]]);
    ok(&db, &["result", "1", "1-0", "--reason", "Black resigns"]);
    let board = show(&db, "1");
    assert!(
        board["result"]
            .as_str()
            .is_some_and(|r| r.contains("not rated")),
        "{board}"
    );
    // Set up from a position that is no 960 start: judged as recorded.
    add(&db, &["--fen", "4k3/8/8/8/8/8/4P3/4K3 w - - 0 40"]);
    ok(&db, &["move", "2", "e4"]);
    ok(&db, &["result", "2", "1-0", "--reason", "Black resigns"]);
    assert_eq!(show(&db, "2")["result"], "1-0");
}

/// The eight squares of rank `n` as the app's board screen draws them, a to h (an empty
/// square is `·` or a blank).
fn drawn_rank(screen: &str, n: u8) -> String {
    let head = format!(" {n} ");
    let line = screen
        .lines()
        .find(|l| l.starts_with(&head))
        .unwrap_or_else(|| panic!("no rank {n} on the screen:\n{screen}"));
    // The terminal's line ends at its last glyph: an empty h-file square may be cut off.
    format!("{line:<19}")
        .chars()
        .skip(3)
        .step_by(2)
        .take(8)
        .map(|c| if c == '·' { ' ' } else { c })
        .collect()
}

/// Issue 34 item 4 through the app's keys in a pseudo-terminal: on start position 96
/// (BBQNRNKR) the king starts on g1 beside its rook on h1, so O-O moves the rook alone (h1→f1)
/// and the king stays on g1 (Guidelines II: the king ends on g1, the rook on f1, whatever
/// their start). The board screen, `show`, and `export pgn` (read back by python-chess as
/// Chess960) all agree.
#[test]
fn the_app_castles_on_a_chess960_board_where_the_king_stays() {
    use crate::tui_e2e::{app_in_tmux, have_tmux};
    if !have_tmux() {
        println!("skipped: tmux is not installed");
        return;
    }
    let dir = tempfile::tempdir().expect("tmp");
    let db = event(dir.path());
    add(&db, &["--chess960", "96"]);
    let tmux = app_in_tmux("960", &db, "--as Ana");
    tmux.wait_for("Ann");
    tmux.keys(&["Enter"]);
    let screen = tmux.wait_for("Board 1 ");
    assert_eq!(drawn_rank(&screen, 1), "♗♗♕♘♖♘♔♖", "{screen}");
    // Each move by its keys: `m`, the move as written (castling with letters, then zeros),
    // Enter once the prompt reads it as legal.
    for (typed, legal) in [
        ("Ng3", "legal: 1.Ng3"),
        ("Ng6", "legal: 1...Ng6"),
        ("O-O", "legal: 2.O-O"),
        ("0-0", "legal: 2...0-0"),
    ] {
        tmux.type_text("m");
        tmux.wait_for("SAN:");
        tmux.type_text(typed);
        tmux.wait_for(legal);
        tmux.keys(&["Enter"]);
        tmux.wait_for(&format!("recorded the move {typed}"));
    }
    // The board screen: both kings stayed on the g-file, both h-rooks went to the f-file.
    let screen = tmux.wait_for("2. O-O");
    let start = std::time::Instant::now();
    let mut screen = screen;
    while drawn_rank(&screen, 8) != "♝♝♛♞♜♜♚ " && start.elapsed().as_secs() < 10 {
        std::thread::sleep(std::time::Duration::from_millis(100));
        screen = tmux.screen();
    }
    assert_eq!(drawn_rank(&screen, 1), "♗♗♕♘♖♖♔ ", "{screen}");
    assert_eq!(drawn_rank(&screen, 8), "♝♝♛♞♜♜♚ ", "{screen}");
    assert_eq!(drawn_rank(&screen, 3), "      ♘ ", "{screen}");
    tmux.keys(&["q"]);
    drop(tmux);
    // `show`: the same position, no castling right left.
    let fen = "bbqnrrk1/pppppppp/6n1/8/8/6N1/PPPPPPPP/BBQNRRK1 w - - 4 3";
    assert_eq!(show(&db, "1")["fen"], fen);
    let text = ok(&db, &["show", "1"]);
    assert!(
        text.contains(" 2.O-O ") && text.contains(" 2...O-O "),
        "{text}"
    );
    // `export pgn`: the variant, the set-up start in X-FEN, the castlings in SAN.
    let pgn = ok(&db, &["export", "pgn"]);
    for tag in [
        "[Variant \"Chess960\"]\n",
        "[SetUp \"1\"]\n",
        "[FEN \"bbqnrnkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNRNKR w KQkq - 0 1\"]\n",
    ] {
        assert!(pgn.contains(tag), "{tag} in {pgn}");
    }
    assert!(
        pgn.contains("1. Ng3 {") && pgn.contains("2. O-O {") && pgn.contains("2... O-O {"),
        "{pgn}"
    );
    let Some(line) = python_chess_reads(
        dir.path(),
        &pgn,
        "g.board().chess960_pos(), ' '.join(m.uci() for m in g.mainline_moves()), b.fen()",
    ) else {
        return;
    };
    assert_eq!(line, format!("96 f1g3 f8g6 g1h1 g8h8 {fen}"));
}
