//! Pairings import from realistic files of each format, and malformed ones.
//!
//! The sample event (tests/data/interop) is an 11-player Swiss: rounds 1–3 played, round 4 paired.
//! Round 4's board order was worked out by hand from the scores before the round (FIDE C.04.2:
//! higher score of the pair, then sum, then better starting rank) and is what the PGN stubs and the
//! CSV of the "pairing program" say, so the three formats must agree.

use arbiter::interop::{ByeKind, PairingFormat, PairingSet, parse_pairings};
use proptest::prelude::*;

fn data(name: &str) -> Vec<u8> {
    let path = format!("{}/tests/data/interop/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

fn boards(set: &PairingSet) -> Vec<(u32, u32, &str, &str)> {
    set.pairings
        .iter()
        .map(|p| (p.round, p.board, p.white.as_str(), p.black.as_str()))
        .collect()
}

const ROUND4: [(u32, u32, &str, &str); 5] = [
    (4, 1, "Brennan, Siobhan", "Duarte, Tomás"),
    (4, 2, "Lindqvist, Erik", "Novak, Petra"),
    (4, 3, "Ivanova, Daria", "Kowalczyk, Adam"),
    (4, 4, "Moreau, Julien", "Okafor, Adaeze"),
    (4, 5, "Rossi, Marco", "Haddad, Karim"),
];

#[test]
fn pgn_stubs_give_round_board_ids_and_ratings() {
    let set = parse_pairings("round4-stubs.pgn", &data("round4-stubs.pgn"), None).unwrap();
    assert_eq!(set.format, PairingFormat::Pgn);
    assert_eq!(boards(&set), ROUND4);
    let b3 = &set.pairings[2];
    assert_eq!(b3.white_fide_id, Some(2_900_009));
    assert_eq!(b3.black_fide_id, Some(1_100_001));
    assert_eq!(b3.white_rating, Some(2087));
    assert_eq!(b3.black_rating, Some(2598));
    assert_eq!(b3.black_title.as_deref(), Some("GM"));
    assert_eq!(b3.white_title, None, "'-' is no title");
    let b5 = &set.pairings[4];
    assert_eq!((b5.white_rating, b5.white_fide_id), (None, None));
    assert_eq!(b5.result, None, "movetext * is no result");
    assert_eq!(set.event.as_deref(), Some("Riverside Open 2026"));
    assert_eq!(set.time_control.as_deref(), Some("40/5400+30:1800+30"));
}

#[test]
fn pgn_stubs_of_another_round_are_not_there() {
    let err = parse_pairings("round4-stubs.pgn", &data("round4-stubs.pgn"), Some(5)).unwrap_err();
    assert!(err.to_string().contains("no games of round 5"), "{err}");
}

/// Only round `round` of a set (a TRF read whole brings every round).
fn round_of(set: &PairingSet, round: u32) -> PairingSet {
    let mut one = set.clone();
    one.pairings.retain(|p| p.round == round);
    one.byes.retain(|b| b.round == round);
    one
}

#[test]
fn trf16_next_round_is_the_last_paired_and_boards_follow_c04_2() {
    let all = parse_pairings("event.trf", &data("event-trf16.trf"), None).unwrap();
    assert_eq!(all.format, PairingFormat::Trf);
    let set = round_of(&all, 4);
    assert_eq!(boards(&set), ROUND4);
    let b1 = &set.pairings[0];
    assert_eq!((b1.white_start_no, b1.black_start_no), (Some(2), Some(3)));
    assert_eq!(
        (b1.white_fide_id, b1.white_rating),
        (Some(2_500_002), Some(2471))
    );
    assert_eq!(b1.result, None, "round 4 is not played yet");
    // Player 10 has no round-4 entry in TRF16: no bye is invented.
    assert!(set.byes.is_empty(), "{:?}", set.byes);
    assert_eq!(set.event.as_deref(), Some("Riverside Open 2026"));
}

#[test]
fn trf16_played_round_keeps_results_and_byes() {
    let set = parse_pairings("event.trf", &data("event-trf16.trf"), Some(2)).unwrap();
    // Scores before round 2: 2 and 1 on 1 point with 4 (1), 11 (1 by U bye), 3 and 8 on ½.
    // Board order: 4–1 (1+1, start no 1), 2–5 (1+1, 2), 11–8 (1+½), 6–3 (0+½), 10–7 (0+0).
    assert_eq!(
        boards(&set),
        [
            (2, 1, "Lindqvist, Erik", "Kowalczyk, Adam"),
            (2, 2, "Brennan, Siobhan", "Okafor, Adaeze"),
            (2, 3, "Rossi, Marco", "Moreau, Julien"),
            (2, 4, "Haddad, Karim", "Duarte, Tomás"),
            (2, 5, "Schmidt, Lukas", "Novak, Petra"),
        ]
    );
    let results: Vec<_> = set.pairings.iter().map(|p| p.result.clone()).collect();
    let expect = ["1/2-1/2", "1-0", "0-1", "0-1", "1/2-1/2"].map(|r| Some(r.to_owned()));
    assert_eq!(results, expect);
    assert_eq!(set.byes.len(), 1);
    assert_eq!(set.byes[0].player, "Ivanova, Daria");
    assert_eq!(set.byes[0].kind, ByeKind::Half);
}

/// Issue 32: a TRF read without `--round` brings every round, the played ones with their
/// results (before, only the last paired round came, and the rest was lost).
#[test]
fn trf16_read_whole_brings_every_round_with_its_results() {
    let all = parse_pairings("event.trf", &data("event-trf16.trf"), None).unwrap();
    for round in 1..=3 {
        let one = parse_pairings("event.trf", &data("event-trf16.trf"), Some(round)).unwrap();
        assert_eq!(
            round_of(&all, round).pairings,
            one.pairings,
            "round {round}"
        );
        assert_eq!(round_of(&all, round).byes, one.byes, "round {round}");
        assert!(
            one.pairings.iter().all(|p| p.result.is_some()),
            "round {round}"
        );
    }
    assert_eq!(all.pairings.iter().map(|p| p.round).max(), Some(4));
}

#[test]
fn trf26_records_time_control_and_requested_bye() {
    let all = parse_pairings("event.trf", &data("event-trf26.trf"), None).unwrap();
    let set = round_of(&all, 4);
    assert_eq!(boards(&set), ROUND4);
    assert_eq!(set.time_control.as_deref(), Some("40/5400+30:1800+30"));
    assert_eq!(set.byes.len(), 1);
    assert_eq!(set.byes[0].player, "Schmidt, Lukas");
    assert_eq!(set.byes[0].kind, ByeKind::Half);
    assert_eq!(set.byes[0].start_no, Some(10));
}

#[test]
fn csv_with_header_semicolons_and_quotes() {
    let set = parse_pairings("round4.csv", &data("round4.csv"), Some(4)).unwrap();
    assert_eq!(set.format, PairingFormat::Csv);
    assert_eq!(boards(&set), ROUND4);
    assert_eq!(set.pairings[1].black_fide_id, Some(300_007));
    assert_eq!(set.pairings[1].black_rating, Some(2203));
    assert_eq!(set.pairings[4].white_fide_id, None);
}

#[test]
fn csv_without_header_is_positional_and_skips_blank_lines() {
    let set = parse_pairings("r.csv", &data("rounds-noheader.csv"), Some(4)).unwrap();
    assert_eq!(boards(&set), ROUND4[..3]);
    assert_eq!(set.pairings[2].white_rating, Some(2087));
    assert_eq!(set.pairings[2].line, 4);
}

#[test]
fn csv_round_column_selects_the_round() {
    let set = parse_pairings("r.csv", &data("round-column.csv"), Some(3)).unwrap();
    assert_eq!(set.pairings.len(), 2);
    assert!(set.pairings.iter().all(|p| p.round == 3));
}

#[test]
fn csv_without_round_needs_one() {
    let err = parse_pairings("round4.csv", &data("round4.csv"), None).unwrap_err();
    assert!(err.to_string().contains("--round"), "{err}");
}

fn error_of(name: &str, round: Option<u32>) -> String {
    match parse_pairings(name, &data(name), round) {
        Ok(set) => panic!("{name} imported {} boards", set.pairings.len()),
        Err(e) => e.to_string(),
    }
}

#[test]
fn malformed_trf_result_code_names_line_and_column() {
    assert_eq!(
        error_of("malformed/bad-result.trf", None),
        "malformed/bad-result.trf line 15: column 109: expected a result code, found 'X'"
    );
}

#[test]
fn malformed_trf_pairing_that_does_not_pair_back() {
    let msg = error_of("malformed/inconsistent.trf", None);
    assert!(
        msg.starts_with("malformed/inconsistent.trf line 13: column 122: round 4:"),
        "{msg}"
    );
    assert!(msg.contains("line 21"), "{msg}");
}

#[test]
fn malformed_csvs() {
    let dup = error_of("malformed/duplicate-board.csv", Some(4));
    assert_eq!(
        dup,
        "malformed/duplicate-board.csv line 4: round 4 board 2 is paired twice (first on line 3)"
    );
    let quote = error_of("malformed/unclosed-quote.csv", Some(4));
    assert!(quote.contains("opened on line 3"), "{quote}");
    let rating = error_of("malformed/bad-rating.csv", Some(4));
    assert_eq!(
        rating,
        "malformed/bad-rating.csv line 3: column 5: expected a rating (0–3500), found '22O3'"
    );
}

#[test]
fn malformed_pgns() {
    let round = error_of("malformed/bad-round.pgn", None);
    assert!(
        round.starts_with("malformed/bad-round.pgn line 10:"),
        "{round}"
    );
    assert!(round.contains("4.b2"), "{round}");
    let twice = error_of("malformed/player-twice.pgn", None);
    assert!(
        twice.starts_with("malformed/player-twice.pgn line 10:"),
        "{twice}"
    );
    assert!(twice.contains("paired twice"), "{twice}");
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn parsers_never_panic_on_arbitrary_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..600), round in proptest::option::of(0u32..6)) {
        for name in ["x.pgn", "x.trf", "x.csv", "x.txt"] {
            let _ = parse_pairings(name, &bytes, round);
        }
    }

    #[test]
    fn trf_parser_never_panics_on_mutated_records(pos in 0usize..4000, byte in any::<u8>(), cut in 0usize..4000) {
        let mut text = data("event-trf26.trf");
        if !text.is_empty() {
            let at = pos % text.len();
            text[at] = byte;
            text.truncate(cut.max(at));
        }
        let _ = parse_pairings("x.trf", &text, None);
    }

    #[test]
    fn pgn_and_csv_parsers_never_panic_on_mutated_files(pos in 0usize..2000, byte in any::<u8>()) {
        for name in ["round4-stubs.pgn", "round4.csv"] {
            let mut text = data(name);
            let at = pos % text.len();
            text[at] = byte;
            let _ = parse_pairings(name, &text, Some(4));
        }
    }
}

#[test]
fn malformed_trf26_bye_for_a_paired_player() {
    let msg = error_of("malformed/bye-and-paired.trf", None);
    assert_eq!(
        msg,
        "malformed/bye-and-paired.trf line 30: column 16: round 4: Ivanova, Daria (9) has a bye here but is paired on line 26"
    );
}

/// Older Windows pairing programs write Windows-1252/Latin-1; a BOM may precede UTF-8.
#[test]
fn latin1_and_bom_files_read_the_same() {
    let utf8 = String::from_utf8(data("event-trf16.trf")).unwrap();
    let latin1: Vec<u8> = utf8
        .chars()
        .map(|c| u8::try_from(u32::from(c)).unwrap())
        .collect();
    let from_latin1 = parse_pairings("l.trf", &latin1, None).unwrap();
    let mut bom = b"\xEF\xBB\xBF".to_vec();
    bom.extend_from_slice(utf8.as_bytes());
    let from_bom = parse_pairings("b.trf", &bom, None).unwrap();
    assert_eq!(boards(&round_of(&from_latin1, 4)), ROUND4);
    assert_eq!(boards(&round_of(&from_bom, 4)), ROUND4);
}

#[test]
fn trf_player_lookup_by_name_ignores_spacing_and_case() {
    let text = String::from_utf8(data("event-trf16.trf")).unwrap();
    let trf = arbiter::interop::trf::parse("e.trf", &text).unwrap();
    assert_eq!(
        trf.player_named("duarte,  TOMÁS").map(|p| p.start_no),
        Some(3)
    );
    assert_eq!(
        trf.player_named("duarte, tomás").map(|p| p.start_no),
        Some(3)
    );
    assert_eq!(
        trf.player_named("  Ivanova,   Daria ").map(|p| p.fide_id),
        Some(Some(2_900_009))
    );
    assert!(trf.player_named("Nobody").is_none());
}
