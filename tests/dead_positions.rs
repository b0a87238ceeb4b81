//! Composed positions for the dead-position analyzer (Art. 5.2.2, 6.9), each verified by hand.

use arbiter::rules::dead::{Budget, Verdict, can_mate, dead_position, line_mates, quick_dead};
use arbiter::rules::parse_fen;
use shakmaty::{Chess, Color, Position};

fn pos(fen: &str) -> Chess {
    parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn verdict(fen: &str, colour: Color) -> Verdict {
    can_mate(&pos(fen), colour, &Budget::default())
}

fn assert_winnable(fen: &str, colour: Color) {
    match verdict(fen, colour) {
        Verdict::Winnable { line } => {
            assert!(
                line_mates(&pos(fen), colour, &line),
                "{fen}: line {line:?} does not mate"
            );
        }
        other => panic!("{fen} {colour:?}: expected a mate line, got {other:?}"),
    }
}

fn assert_unwinnable(fen: &str, colour: Color, reason_has: &str) {
    match verdict(fen, colour) {
        Verdict::Unwinnable { proof } => {
            let reason = arbiter::i18n::dead::proof(
                &arbiter::i18n::Catalog::new(arbiter::i18n::Lang::En),
                &proof,
            );
            assert!(
                reason.contains(reason_has),
                "{fen}: reason {reason:?} lacks {reason_has:?}"
            );
        }
        other => panic!("{fen} {colour:?}: expected unwinnable, got {other:?}"),
    }
}

#[test]
fn dead_bare_kings() {
    let fen = "8/8/8/3k4/8/8/8/K7 w - -";
    assert_unwinnable(fen, Color::White, "bare king");
    assert_unwinnable(fen, Color::Black, "bare king");
    assert!(quick_dead(&pos(fen)).is_some());
    assert!(dead_position(&pos(fen), &Budget::default()).is_some());
}

#[test]
fn dead_king_and_bishop_against_king() {
    let fen = "8/8/8/3k4/8/8/8/KB6 w - -";
    assert_unwinnable(fen, Color::White, "bishop");
    assert!(quick_dead(&pos(fen)).is_some());
}

#[test]
fn dead_two_knights_can_helpmate() {
    // K+N+N v K cannot force mate, but a helpmate exists (Art. 6.9: White can still mate).
    let fen = "8/8/8/3k4/8/8/8/KNN5 w - -";
    assert_winnable(fen, Color::White);
    assert_unwinnable(fen, Color::Black, "bare king");
    assert!(quick_dead(&pos(fen)).is_none());
}

#[test]
fn dead_knight_against_bishop_can_mate_both_ways() {
    // Article example a: knight against bishop is never a draw on flag fall.
    let fen = "8/8/3k4/8/8/3b4/8/K1N5 w - -";
    assert_winnable(fen, Color::White);
    assert_winnable(fen, Color::Black);
}

#[test]
fn dead_same_colour_bishops_and_opposite_colour_bishops() {
    // c2 and e6 are both light squares: nobody can ever mate.
    let same = "8/8/4b3/4k3/8/8/2B5/K7 w - -";
    assert_unwinnable(same, Color::White, "same-colour bishops");
    assert_unwinnable(same, Color::Black, "same-colour bishops");
    assert!(quick_dead(&pos(same)).is_some());
    // d6 is dark, c2 light: a helpmate exists for either side.
    let opposite = "8/8/3b4/4k3/8/8/2B5/K7 w - -";
    assert_winnable(opposite, Color::White);
    assert_winnable(opposite, Color::Black);
}

#[test]
fn dead_blocked_pawn_wall_with_bishops() {
    // Article example b idea: a locked wall, each bishop unable to touch the enemy pawns.
    let fen = "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - -";
    assert_unwinnable(fen, Color::White, "blocked pawn structure");
    assert_unwinnable(fen, Color::Black, "blocked pawn structure");
    assert!(dead_position(&pos(fen), &Budget::default()).is_some());
    assert!(
        quick_dead(&pos(fen)).is_some(),
        "every pawn is blocked: the quick check sees it"
    );
    // Swap White's bishop onto the light squares: it can attack b5 ... and the wall opens.
    let open = "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/3BK3 w - -";
    assert!(!matches!(
        verdict(open, Color::White),
        Verdict::Unwinnable { .. }
    ));
}

#[test]
fn dead_forced_capture_to_bare_kings() {
    // Black's only legal move is Kxb7; then only the kings are left.
    let fen = "k7/1Q6/8/8/8/8/8/7K b - -";
    assert_unwinnable(fen, Color::White, "only legal move Kxb7");
    assert_unwinnable(fen, Color::Black, "bare king");
    assert!(dead_position(&pos(fen), &Budget::default()).is_some());
    // With a White pawn left the capture does not end it.
    assert_winnable("k7/1Q6/8/8/8/8/P7/7K b - -", Color::White);
}

#[test]
fn dead_ordinary_positions_find_a_mate_quickly() {
    for fen in [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -",
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9",
        "8/5pk1/6p1/8/8/6P1/5PK1/8 w - - 0 45",
    ] {
        assert_winnable(fen, Color::White);
        assert_winnable(fen, Color::Black);
        assert!(quick_dead(&pos(fen)).is_none());
    }
    assert_winnable("8/8/8/4k3/8/8/8/R3K3 b Q - 0 60", Color::White);
}

#[test]
fn dead_already_over() {
    // Fool's mate: White is checkmated; Black has mated, White never can.
    let fen = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
    assert_unwinnable(fen, Color::White, "checkmated");
    assert_winnable(fen, Color::Black);
    // Stalemate.
    assert_unwinnable("7k/5Q2/6K1/8/8/8/8/8 b - -", Color::White, "stalemate");
}

#[test]
fn dead_pawns_in_their_files_and_boxed_king() {
    // Four locked pawn pairs on a, c, e, g; behind them four more pawns that can only walk up
    // their file toward the enemy pawn in it; kings alone. Neither side can ever mate.
    let fen = "1k6/p1p1p1p1/P1P1P1P1/p1p1p1p1/8/8/P1P1P1P1/4K3 w - -";
    assert_unwinnable(fen, Color::White, "leave their files");
    assert_unwinnable(fen, Color::Black, "leave their files");
    // White's king on a1 can never move (a2 and b3 pawns, b2 its own blocked pawn); Black has only
    // light-squared bishops, a1 is dark: Black can never check it.
    let boxed = "k7/1b6/2b5/8/8/1pB5/pP6/K7 w - -";
    assert_unwinnable(boxed, Color::Black, "blocked pawn structure");
}

#[test]
fn dead_lone_bishop_behind_a_wall_cannot_mate() {
    // White's dark bishop is among the black pieces, but with only a light bishop to block its
    // own king, Black's king always keeps a flight square: a check is possible, a mate is not.
    let fen = "2b5/1k6/3B4/1p1p1p1p/1P1P1P1P/8/8/4K3 w - -";
    assert_unwinnable(fen, Color::White, "flight square");
}

/// A helpmate where the losing king walks away from its own men: White's king is shut in h1
/// (the pawn on h2 covers g1, the pawn on g3 guards h2), so the only mate is on a8, with two of
/// Black's dark bishops come over to a7 and b8 and White's light bishop checking from the long
/// diagonal. The depth-first walk runs out of its 500,000 positions, and the best-first walk
/// that pulls Black's men to their king finds nothing: they must not stay with it. Found by
/// aiming the king past the corner White's king holds and pulling the men only lightly.
#[test]
fn dead_a_corner_mate_away_from_the_winners_own_corner() {
    let fen = "7k/6b1/5b2/4b3/3b4/5Bp1/6Pp/7K w - - 0 1";
    assert_winnable(fen, Color::White);
    let Verdict::Winnable { line } = verdict(fen, Color::White) else {
        panic!("{fen}: winnable");
    };
    let mut replay = pos(fen);
    for san in &line {
        let m = san.san.to_move(&replay).expect("legal");
        replay.play_unchecked(m);
    }
    assert_eq!(
        replay.board().king_of(Color::Black),
        Some(shakmaty::Square::A8),
        "{line:?}"
    );
}

/// Black's own king is shut in h8 (h7 guarded by g6), so Black must mate White's king in a1,
/// the other dark corner, with dark bishops: White's king walks there on light squares, past
/// Black's bishops, which must first leave the long diagonal and a1, and White's two light
/// bishops come to b1 and a2 (the light squares around a1). The walk used to keep Black's
/// bishops near White's king, in its way, and ran out of its 500,000 positions; a bishop's
/// distance now counts a quarter.
#[test]
fn dead_bishops_make_way_for_a_corner_mate() {
    assert_winnable("7k/6pP/5bP1/8/3b4/2b2B2/1b4B1/b6K b - - 0 1", Color::Black);
}
