//! `import game`: one game from a PGN, every move replayed before anything is written.

use arbiter::interop::game_import::read_game;
use shakmaty::Position;

fn data(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/tests/data/interop/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

#[test]
fn electronic_board_export_reads_with_clocks_and_lines() {
    let game = read_game("board2-game.pgn", &data("board2-game.pgn")).unwrap();
    assert_eq!(game.moves.len(), 33);
    assert!(game.record.position().is_checkmate(), "17.Rd8# mates");
    assert_eq!(game.result.as_deref(), Some("1-0"));
    assert_eq!(game.moves[0].clock_ms, Some(5_430_000));
    assert_eq!(game.moves[32].clock_ms, Some(3_046_000));
    assert!(game.moves.iter().all(|m| m.clock_ms.is_some()));
    // 9...b5 is on line 15, 17.Rd8# on line 20.
    assert_eq!(
        (game.moves[17].san.as_str(), game.moves[17].line),
        ("b5", 15)
    );
    assert_eq!(game.moves[32].line, 20);
}

#[test]
fn an_illegal_move_names_the_line_and_the_move() {
    let err = read_game("illegal-move.pgn", &data("malformed/illegal-move.pgn"))
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with("illegal-move.pgn line 15: 9...Bxe7: illegal"),
        "{err}"
    );
}

#[test]
fn two_games_are_refused() {
    let err = read_game("two.pgn", &data("malformed/two-games.pgn"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("more than one game"), "{err}");
}

#[test]
fn an_empty_file_is_refused() {
    assert!(read_game("e.pgn", b"").is_err());
    assert!(read_game("e.pgn", b"\n\n").is_err());
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(300))]

    #[test]
    fn never_panics_on_mutated_or_random_input(pos in 0usize..2000, byte in proptest::prelude::any::<u8>(), random in proptest::collection::vec(proptest::prelude::any::<u8>(), 0..300)) {
        let mut text = data("board2-game.pgn");
        let at = pos % text.len();
        text[at] = byte;
        let _ = read_game("m.pgn", &text);
        let _ = read_game("r.pgn", &random);
    }
}
