use super::*;
use crate::rules::parse_fen;

/// Capped, the walk gives only a mate within the cap, which replays: a mate in one with a
/// cap of one ply; none below the shortest mate (7 plies here, where the full analysis found
/// 163); and whatever it finds within 20 plies is at most 20 and mates.
#[test]
fn a_capped_walk_gives_only_short_mates() {
    let mates = |pos: &Chess, line: &[Move]| {
        let mut replay = pos.clone();
        for m in line {
            assert!(replay.is_legal(*m), "{m:?}");
            replay.play_unchecked(*m);
        }
        replay.is_checkmate() && replay.turn() == Color::Black
    };
    let one = parse_fen("k7/8/1K6/8/8/8/7Q/8 w - - 0 1").unwrap();
    let line = rewarded_within(&one, Color::White, 20_000, 1).expect("Qh8#");
    assert!(line.len() == 1 && mates(&one, &line));
    let pos = parse_fen("3k3K/6p1/5n1P/8/8/4p3/8/8 w - - 0 1").unwrap();
    assert_eq!(rewarded_within(&pos, Color::White, 20_000, 5), None);
    if let Some(line) = rewarded_within(&pos, Color::White, 20_000, 20) {
        assert!(line.len() <= 20 && mates(&pos, &line), "{}", line.len());
    }
}

use shakmaty::san::San;

pub(super) fn pos(fen: &str) -> Chess {
    parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

pub(super) fn mv(pos: &Chess, san: &str) -> Move {
    let san: San = san.parse().unwrap_or_else(|e| panic!("{san}: {e}"));
    san.to_move(pos).unwrap_or_else(|e| panic!("{san}: {e}"))
}

/// Whether `line` is legal from `start` and ends with `winner` mating (Art. 5.1.1): the
/// truth the walk's lines are checked against, move by move (also `within`'s tests').
pub(in crate::rules::dead) fn mates(start: &Chess, winner: Color, line: &[Move]) -> bool {
    let mut pos = start.clone();
    for m in line {
        if !pos.is_legal(*m) {
            return false;
        }
        pos.play_unchecked(*m);
    }
    pos.is_checkmate() && pos.turn() == !winner
}

/// The kind of the move `san` from `p`, `winner` mating, made by the winner when
/// `winners_turn`.
fn kind_at(p: &Chess, san: &str, winner: Color, winners_turn: bool, promote: bool) -> Kind {
    let targets = Targets::of(p, winner, winners_turn, false);
    kind_of(&mv(p, san), winner, targets, winners_turn, promote)
}

/// Knight moves counted by hand (and as python-chess's `square_knight_distance` gives them):
/// a corner to its diagonal neighbour takes four.
#[test]
fn knight_distances() {
    use Square::*;
    for (from, to, moves) in [
        (A1, A1, 0),
        (A1, B3, 1),
        (A1, C5, 2),
        (F3, H8, 3),
        (D4, D5, 3),
        (A1, B2, 4),
        (G1, H8, 4),
        (A1, H8, 6),
    ] {
        assert_eq!(knight_distance(from, to), moves, "{from}-{to}");
        assert_eq!(knight_distance(to, from), moves, "{to}-{from}");
    }
}

fn normal(role: Role, from: Square, to: Square) -> Move {
    Move::Normal {
        role,
        from,
        capture: None,
        to,
        promotion: None,
    }
}

/// A king step or a knight move nearer the target (king steps by the king's distance,
/// knight moves by knight moves); nothing else.
#[test]
fn toward_counts_king_steps_and_knight_moves() {
    use Square::*;
    // King: e1 is 7 steps from h8, f2 6, d1 7; f2 back to e1 goes away.
    assert!(toward(&normal(Role::King, E1, F2), H8));
    assert!(!toward(&normal(Role::King, E1, D1), H8));
    assert!(!toward(&normal(Role::King, F2, E1), H8));
    // Knight: g1 is 4 knight moves from h8, f3 and h3 3; f3 back to g1 goes away.
    assert!(toward(&normal(Role::Knight, G1, F3), H8));
    assert!(toward(&normal(Role::Knight, G1, H3), H8));
    assert!(!toward(&normal(Role::Knight, F3, G1), H8));
    // By knight moves, not by the king's distance: e4-f6 goes from 3 to 4 knight moves
    // (5 to 2 steps), f6-g4 from 4 to 3 (2 to 4 steps).
    assert!(!toward(&normal(Role::Knight, E4, F6), H8));
    assert!(toward(&normal(Role::Knight, F6, G4), H8));
    // Other pieces never.
    assert!(!toward(&normal(Role::Rook, A1, H8), H8));
    assert!(!toward(&normal(Role::Pawn, G7, G8), H8));
}

/// The corners of CHA's `set_target`: h8 (dark) when the winner has a dark-squared bishop,
/// or no bishop while the loser has a light-squared one; a8 otherwise; turned for Black.
#[test]
fn targets_by_bishop_colour_and_winner() {
    use Square::*;
    // (winner's king, winner's knight, loser's king, loser's pawn) for White / Black mating.
    let of = |fen: &str, winner: Color| {
        let p = pos(fen);
        let (winners, losers) = (
            Targets::of(&p, winner, true, false),
            Targets::of(&p, winner, false, false),
        );
        [winners.king, winners.men, losers.king, losers.men]
    };
    let dark = [H6, H8, H8, G8];
    let light = [A6, A8, A8, B8];
    // White's bishop on c1 (dark), on f1 (light).
    assert_eq!(of("k7/8/8/8/8/8/p7/2B1K3 b - - 0 1", Color::White), dark);
    assert_eq!(of("k7/8/8/8/8/8/p7/4KB2 b - - 0 1", Color::White), light);
    // A knight, against a bishop on c8 (light), on b8 (dark).
    assert_eq!(of("k1b5/8/8/8/8/8/8/4K1N1 b - - 0 1", Color::White), dark);
    assert_eq!(of("kb6/8/8/8/8/8/8/4K1N1 b - - 0 1", Color::White), light);
    // A light bishop each: the winner's bishop decides.
    assert_eq!(of("k1b5/8/8/8/8/8/8/4KB2 b - - 0 1", Color::White), light);
    // Black mating: its bishop on f8 (dark), on g8 (light); the board turned.
    assert_eq!(
        of("4kb2/8/8/8/8/8/P7/K7 w - - 0 1", Color::Black),
        [A3, A1, A1, B1]
    );
    assert_eq!(
        of("4k1b1/8/8/8/8/8/P7/K7 w - - 0 1", Color::Black),
        [H3, H1, H1, G1]
    );
}

/// CHA's `need_loser_promotion`: a lone knight against no piece that could block, or bishops
/// of one colour only against no knight and no bishop of the other colour.
#[test]
fn promotion_is_needed_by_a_lone_knight_or_bishops_of_one_colour() {
    let needs = |fen: &str| needs_promotion(&pos(fen), Color::White);
    // A lone knight against pawns; against a bishop, a rook, a knight; with a pawn.
    assert!(needs("k7/8/8/8/8/8/p7/4K1N1 b - - 0 1"));
    assert!(!needs("kb6/8/8/8/8/8/p7/4K1N1 b - - 0 1"));
    assert!(!needs("k6r/8/8/8/8/8/p7/4K1N1 b - - 0 1"));
    assert!(!needs("kn6/8/8/8/8/8/p7/4K1N1 b - - 0 1"));
    assert!(!needs("k7/8/8/8/8/8/p6P/4K1N1 b - - 0 1"));
    // A dark bishop against pawns, a rook, a dark bishop; not against a light bishop or a
    // knight, nor with a pawn or a light bishop besides.
    assert!(needs("k7/8/8/8/8/8/p7/2B1K3 b - - 0 1"));
    assert!(needs("k6r/8/8/8/8/8/p7/2B1K3 b - - 0 1"));
    assert!(needs("kb6/8/8/8/8/8/p7/2B1K3 b - - 0 1"));
    assert!(!needs("k1b5/8/8/8/8/8/p7/2B1K3 b - - 0 1"));
    assert!(!needs("kn6/8/8/8/8/8/p7/2B1K3 b - - 0 1"));
    assert!(!needs("k7/8/8/8/8/8/p6P/2B1K3 b - - 0 1"));
    assert!(!needs("k7/8/8/8/8/8/p7/2B1KB2 b - - 0 1"));
    // Two dark bishops; a light bishop against a light one; the king alone.
    assert!(needs("k7/8/8/8/8/8/p7/2B1K1B1 b - - 0 1"));
    assert!(needs("k1b5/8/8/8/8/8/p7/4KB2 b - - 0 1"));
    assert!(!needs("k7/8/8/8/8/8/p7/4K3 b - - 0 1"));
}

/// The winner's progress: a pawn push past the middle, a capture, a king step toward its
/// square; other moves cost one ply.
#[test]
fn the_winners_progress_is_rewarded() {
    // White: Ke1, Nh5, pawns d4 and e5; Black: Ka8, Nf1. No bishop: the light corner a8,
    // the king's square a6.
    let p = pos("k7/8/8/4P2N/3P4/8/8/4Kn2 w - - 0 1");
    let kind = |san: &str| kind_at(&p, san, Color::White, true, false);
    assert_eq!(kind("e6"), Kind::Reward);
    assert_eq!(kind("d5"), Kind::Normal);
    assert_eq!(kind("Kxf1"), Kind::Reward);
    assert_eq!(kind("Ke2"), Kind::Reward);
    assert_eq!(kind("Kf2"), Kind::Normal);
    assert_eq!(kind("Kd1"), Kind::Normal);
    // h5 is 4 knight moves from a8, g3 5, f6 3.
    assert_eq!(kind("Ng3"), Kind::Normal);
    assert_eq!(kind("Nf6"), Kind::Reward);
    // Black mating: past the middle is the 4th rank and below.
    let p = pos("4k3/8/8/3p4/4p3/8/8/K7 b - - 0 1");
    let kind = |san: &str| kind_at(&p, san, Color::Black, true, false);
    assert_eq!(kind("e3"), Kind::Reward);
    assert_eq!(kind("d4"), Kind::Normal);
}

/// The loser's progress: a king step toward the corner; its pawn moves (not promoting to a
/// queen or rook) when the winner needs a promotion, its other moves then punished; its
/// captures punished.
#[test]
fn the_losers_moves_are_rewarded_or_punished() {
    // Black: Ka8, a2 pawn; White: Ke1, Ng1 (the corner a8).
    let p = pos("k7/8/8/8/8/8/p7/4K1N1 b - - 0 1");
    let kind = |san: &str, promote| kind_at(&p, san, Color::White, false, promote);
    assert_eq!(kind("a1=N", true), Kind::Reward);
    assert_eq!(kind("a1=B", true), Kind::Reward);
    assert_eq!(kind("a1=Q", true), Kind::Punish);
    assert_eq!(kind("a1=R", true), Kind::Punish);
    assert_eq!(kind("Kb8", true), Kind::Punish);
    assert_eq!(kind("a1=Q", false), Kind::Normal);
    assert_eq!(kind("Kb8", false), Kind::Normal);
    // Black: Kb7, a2 pawn; White: Ke1, Nc6, Ng1.
    let p = pos("8/1k6/2N5/8/8/8/p7/4K1N1 b - - 0 1");
    let kind = |san: &str, promote| kind_at(&p, san, Color::White, false, promote);
    assert_eq!(kind("Ka8", true), Kind::Reward);
    assert_eq!(kind("Ka8", false), Kind::Reward);
    assert_eq!(kind("Kxc6", false), Kind::Punish);
    assert_eq!(kind("Kb6", false), Kind::Normal);
}

/// Sparse mates (a lone bishop or knight against pawns, the loser promoting and boxing its
/// own king in) found within a few hundred to a few thousand positions, each line replayed
/// to mate. Each budget is about 1.3–1.6 times the positions the walk needed when this test
/// was written: a change that makes it look at many more fails here.
#[test]
fn sparse_mates_are_found_within_their_budgets() {
    for (fen, winner, budget) in [
        ("8/2B5/8/8/1k6/1p6/pp6/1K6 w - - 0 1", Color::White, 140),
        ("1k6/1P6/1K6/8/8/8/8/3b4 w - - 0 1", Color::Black, 810),
        ("8/8/8/8/k7/1p6/1p6/1K1N4 b - - 0 1", Color::White, 3_100),
        ("8/8/8/2k5/8/1p6/1P6/1K1B4 w - - 0 1", Color::White, 11_800),
        // Found in the second iteration (17,514 positions; the first stops at 10,000).
        ("8/8/8/8/8/5k2/4p3/4K1N1 b - - 0 1", Color::White, 22_000),
    ] {
        let p = pos(fen);
        let line = rewarded(&p, winner, budget).unwrap_or_else(|| panic!("{fen}: no mate"));
        assert!(mates(&p, winner, &line), "{fen}: {line:?}");
    }
}

/// No mate is found where there is none to find: the loser stalemated or the winner mated
/// at the start, the winner without mating material (at once, whatever the budget); a
/// position already mated is a mate of no moves.
#[test]
fn no_mate_where_there_is_none() {
    let stalemate = pos("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(rewarded(&stalemate, Color::White, 10_000), None);
    let white_mated = pos("7K/6q1/6k1/8/8/8/8/8 w - - 0 1");
    assert_eq!(rewarded(&white_mated, Color::White, 10_000), None);
    let black_mated = pos("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(
        rewarded(&black_mated, Color::White, 10_000),
        Some(Vec::new())
    );
    assert_eq!(rewarded(&black_mated, Color::Black, 10_000), None);
    let bare = pos("7k/8/8/8/8/8/8/KB6 w - - 0 1");
    assert_eq!(rewarded(&bare, Color::White, u64::MAX), None);
    // A mate the walk finds in 2,465 positions is not found in 100.
    let queen = pos("7k/8/8/8/8/8/8/KQ6 w - - 0 1");
    assert_eq!(rewarded(&queen, Color::White, 100), None);
    let line = rewarded(&queen, Color::White, 3_100).expect("a queen mates");
    assert!(mates(&queen, Color::White, &line));
}

/// `may_check` never says no to a move that gives check (the walk would lose a mate at its
/// leaves): every legal move of positions with direct, discovered, promotion, en passant and
/// castling checks; and it does say no to quiet moves, which is what it is for.
#[test]
fn a_move_that_gives_check_may_check() {
    let (mut checks, mut quiet_refused) = (0, 0);
    for fen in [
        "4k3/8/8/8/8/8/4N3/4R1K1 w - - 0 1",
        "3k4/8/8/8/1B6/8/8/R3K2R w KQ - 0 1",
        "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
        "4k3/2P5/8/8/8/8/8/4K3 w - - 0 1",
        "k7/8/8/3pP3/8/8/8/4K2B w - d6 0 1",
        "8/8/8/K2pP2k/8/8/8/8 w - d6 0 1",
        "k7/2P5/8/8/8/8/8/4K3 w - - 0 1",
        "8/pp3p2/8/8/pN6/4K3/6k1/8 w - - 0 1",
        "r3k2r/pppq1ppp/2np1n2/2b1p1B1/2B1P1b1/2NP1N2/PPPQ1PPP/R3K2R w KQkq - 0 1",
        "8/2B5/8/8/1k6/1p6/pp6/1K6 w - - 0 1",
        "7k/5Q2/6K1/8/8/8/8/8 w - - 0 1",
    ] {
        // The other side to move too, where that is a legal position.
        let other = parse_fen(&fen.replacen(" w ", " b ", 1).replace(" d6 ", " - ")).ok();
        for side in std::iter::once(pos(fen)).chain(other) {
            for m in side.legal_moves() {
                let mut after = side.clone();
                after.play_unchecked(m);
                if after.is_check() {
                    checks += 1;
                    assert!(may_check(&side, &m), "{fen}: {m:?} gives check");
                } else if !may_check(&side, &m) {
                    quiet_refused += 1;
                }
            }
        }
    }
    assert!(
        checks >= 20 && quiet_refused >= 100,
        "{checks} {quiet_refused}"
    );
}

/// A walk of one iteration at nominal depth `max_depth` under a cap of `most` plies, with no
/// budget: whether it finds a mate, and the positions it counted.
fn one_iteration(start: &Chess, winner: Color, most: usize, max_depth: u32) -> (bool, u64) {
    let mut walk = Walk {
        most,
        bishops: false,
        winner,
        table: Table::default(),
        nodes: 0,
        budget: u64::MAX,
        iteration_end: u64::MAX,
        max_depth,
        line: Vec::new(),
    };
    let found = walk.find(start, key(start), 0, false);
    (found, walk.nodes)
}

/// Under a cap the cut gives each side its own moves of the plies left (Art. 5.1.1: the
/// winner's move ends a mate). Be4# mates at once here (White to move: one ply, a move of
/// White's), and after any move of Black's (two plies, one move each): the bishop attacks
/// no square next to the king until it moves, so a count that leaves White no move loses
/// the mate. Each line is replayed to mate.
#[test]
fn a_capped_walk_gives_the_winner_its_moves_of_the_plies_left() {
    for (fen, most) in [
        ("8/8/K7/8/8/8/7p/1B4bk w - - 0 1", 1),
        ("8/p7/2K5/8/8/8/7p/1B4bk b - - 0 1", 2),
    ] {
        let p = pos(fen);
        let line = rewarded_within(&p, Color::White, 1_000, most)
            .unwrap_or_else(|| panic!("{fen}: no mate in {most}"));
        assert!(
            line.len() == most && mates(&p, Color::White, &line),
            "{fen}: {line:?}"
        );
    }
}

/// Under a cap, a position from which no man of the winner can come to check in the plies
/// left is cut at once: the knights on a1 and a2 need three moves to attack a square next to
/// the king on h8 (Art. 3.6: a2–c3–e4–g5), so a walk of 3 plies (two moves of White's, one of
/// Black's) counts no position, while one of 5 plies looks on; and the plies left shrink
/// with every ply played, so the cut holds deeper down too: 947 positions counted within 5
/// plies (measured), where a walk counting the plies left from the start alone counts 6,871.
#[test]
fn a_capped_walk_cuts_where_no_man_can_check_in_time() {
    let p = pos("7k/8/8/8/8/8/N7/N6K w - - 0 1");
    assert_eq!(one_iteration(&p, Color::White, 3, 3), (false, 0));
    let (_, nodes) = one_iteration(&p, Color::White, 5, 5);
    assert!(nodes > 0 && nodes < 1_500, "{nodes}");
}

/// Under caps the walk stays cheap (the cut and the table that tells a position from the
/// same position at another distance from the start): king and queen mate a lone king
/// within 20 plies in 745 positions and within 14 in 7,825 (measured); budgets of about 1.3
/// times those find them, each line replayed to mate and within its cap.
#[test]
fn capped_mates_are_found_within_their_budgets() {
    let p = pos("8/8/4k3/8/8/2QK4/8/8 w - - 0 1");
    for (most, budget) in [(20, 1_000), (14, 10_000)] {
        let line = rewarded_within(&p, Color::White, budget, most)
            .unwrap_or_else(|| panic!("no mate within {most} plies in {budget} positions"));
        assert!(
            line.len() <= most && mates(&p, Color::White, &line),
            "{line:?}"
        );
    }
}

/// A walk of one iteration at nominal depth `max_depth` from `start` as if `played` plies
/// were already on its line (no cap), stopping its iteration at `iteration_end` positions and
/// the whole walk at `budget`: the positions it counted.
fn counted_after(
    start: &Chess,
    played: usize,
    max_depth: u32,
    iteration_end: u64,
    budget: u64,
) -> u64 {
    let filler = start.legal_moves()[0];
    let mut walk = Walk {
        most: MAX_PLIES,
        bishops: false,
        winner: Color::White,
        table: Table::default(),
        nodes: 0,
        budget,
        iteration_end,
        max_depth,
        line: vec![filler; played],
    };
    walk.find(start, key(start), 0, false);
    walk.nodes
}

/// Progress is rewarded up to 400 plies from the start (CHA's choice) and not after: at
/// nominal depth 1 a walk past them counts the moves of its first position and plays none
/// (each costs the one ply left; the queen has no mate in one here), while one at 400 plies
/// goes on past the king's and queen's rewarded steps.
#[test]
fn progress_is_rewarded_up_to_400_plies() {
    let p = pos("8/8/4k3/8/8/2QK4/8/8 w - - 0 1");
    let moves = p.legal_moves().len() as u64;
    assert_eq!(
        counted_after(&p, REWARD_PLIES + 1, 1, u64::MAX, u64::MAX),
        moves
    );
    assert!(counted_after(&p, REWARD_PLIES, 1, u64::MAX, u64::MAX) > 2 * moves);
}

/// An iteration ends at its share of positions and the walk at its budget, each without the
/// other: a walk of nominal depth 4 past the rewarded plies counts tens of thousands of
/// positions unbounded, and stops within a few hundred (the positions it was expanding count
/// their remaining moves) at either limit of 50.
#[test]
fn an_iteration_stops_at_its_end_and_the_walk_at_its_budget() {
    let p = pos("8/8/4k3/8/8/2QK4/8/8 w - - 0 1");
    let after = REWARD_PLIES + 1;
    let all = counted_after(&p, after, 4, u64::MAX, u64::MAX);
    assert!(all > 10_000, "{all}");
    let iteration = counted_after(&p, after, 4, 50, u64::MAX);
    let budget = counted_after(&p, after, 4, u64::MAX, 50);
    assert!(iteration < 500 && budget < 500, "{iteration} {budget}");
}

/// A discovered check by each slider (Art. 3.2–3.4: a bishop or queen along a diagonal, a
/// rook or queen along a line) may check: every move of the man in front does give check
/// here, and `may_check` says so for each.
#[test]
fn discovered_checks_by_every_slider_may_check() {
    for fen in [
        "7k/8/8/8/3N4/8/1B6/K7 w - - 0 1",
        "7k/8/8/8/3N4/8/1Q6/K7 w - - 0 1",
        "7k/7N/8/8/8/8/8/K6R w - - 0 1",
        "7k/7N/8/8/8/8/8/K6Q w - - 0 1",
    ] {
        let p = pos(fen);
        let knight = p.our(Role::Knight).first().expect("a knight");
        let mut discovered = 0;
        for m in p
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == Some(knight))
        {
            let mut after = p.clone();
            after.play_unchecked(m);
            assert!(after.is_check(), "{fen}: {m:?}");
            assert!(may_check(&p, &m), "{fen}: {m:?} gives check");
            discovered += 1;
        }
        assert!(discovered >= 2, "{fen}");
    }
}

/// Only the mover's own sliders discover a check: a knight's quiet move is no check where
/// the mover's king, or the other side's rook or bishop, stands on a line from the other king, and
/// `may_check` says no to each such move.
#[test]
fn a_quiet_move_beside_no_slider_of_the_movers_may_not_check() {
    for fen in [
        "4k3/8/8/8/8/8/8/4K2N w - - 0 1",
        "4k2r/8/8/8/8/8/8/4K2N w - - 0 1",
        "4k3/8/8/8/b7/8/8/4K2N w - - 0 1",
    ] {
        let p = pos(fen);
        let knight = p.our(Role::Knight).first().expect("a knight");
        for m in p
            .legal_moves()
            .into_iter()
            .filter(|m| m.from() == Some(knight))
        {
            let mut after = p.clone();
            after.play_unchecked(m);
            assert!(!after.is_check(), "{fen}: {m:?}");
            assert!(!may_check(&p, &m), "{fen}: {m:?} gives no check");
        }
    }
}

/// `toward` is "strictly nearer" for every king step and knight move of the board, to every
/// target: a king step that keeps its distance is no progress (a knight's move never keeps
/// it: each changes its square's colour, and with it the parity of its distance). Distances
/// by breadth-first walks over shakmaty's attacks.
#[test]
fn a_move_that_keeps_its_distance_is_not_toward() {
    let walk = |attacks: fn(Square) -> Bitboard, target: Square| {
        let mut distance = [u32::MAX; 64];
        distance[target as usize] = 0;
        let mut queue = std::collections::VecDeque::from([target]);
        while let Some(sq) = queue.pop_front() {
            for next in attacks(sq) {
                if distance[next as usize] == u32::MAX {
                    distance[next as usize] = distance[sq as usize] + 1;
                    queue.push_back(next);
                }
            }
        }
        distance
    };
    let mut kept = 0;
    for target in [Square::H8, Square::A8, Square::G8, Square::D4] {
        for (role, attacks) in [
            (Role::King, attacks::king_attacks as fn(Square) -> Bitboard),
            (Role::Knight, attacks::knight_attacks),
        ] {
            let distance = walk(attacks, target);
            for from in Square::ALL {
                for to in attacks(from) {
                    let nearer = distance[to as usize] < distance[from as usize];
                    kept += usize::from(distance[to as usize] == distance[from as usize]);
                    let m = normal(role, from, to);
                    assert_eq!(
                        toward(&m, target),
                        nearer,
                        "{role:?} {from}-{to} to {target}"
                    );
                }
            }
        }
    }
    assert!(kept > 100, "{kept}");
}

/// A walk whose iteration has no position left, or whose budget is spent, looks at nothing:
/// its first position is a leaf (each limit alone, the other unbounded).
#[test]
fn a_spent_iteration_or_budget_looks_at_nothing() {
    let p = pos("8/8/4k3/8/8/2QK4/8/8 w - - 0 1");
    let after = REWARD_PLIES + 1;
    assert_eq!(counted_after(&p, after, 4, 0, u64::MAX), 0);
    assert_eq!(counted_after(&p, after, 4, u64::MAX, 0), 0);
    assert!(counted_after(&p, after, 4, 1, u64::MAX) > 0);
}
