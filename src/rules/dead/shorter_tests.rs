use super::*;
use crate::rules::parse_fen;

/// Issue 33's 19-ply net (Popeye's shortest: Black's bishop spends moves while the kings
/// walk to a8 and c7): the deepening walk toward its picture finds the 19 plies within
/// 100,000 positions, a mate that replays; none below 19 (Popeye proves none); and a small
/// budget is spent whole and finds nothing.
#[test]
fn the_deepening_walk_finds_the_net_whose_men_must_wait() {
    use Square::*;
    let pos = parse_fen("8/1b4N1/8/8/7P/1K1P4/7k/8 b - - 0 1").unwrap();
    let picture = Picture::new(&[
        (Color::White, Role::King, A8),
        (Color::White, Role::Knight, A7),
        (Color::Black, Role::King, C7),
        (Color::Black, Role::Bishop, B7),
    ]);
    let bound = |p: &Chess| picture.plies_to(p);
    let mut budget = 100_000;
    let line = deepening_walk(&pos, Color::Black, 21, &mut budget, bound).unwrap();
    assert_eq!(line.len(), 19);
    let mut end = pos.clone();
    for m in &line {
        assert!(end.is_legal(*m));
        end.play_unchecked(*m);
    }
    assert!(end.is_checkmate() && end.turn() == Color::White);
    assert!(budget > 0);
    assert_eq!(
        deepening_walk(&pos, Color::Black, 19, &mut 1_000_000, bound),
        None
    );
    let mut small = 5_000;
    assert_eq!(
        deepening_walk(&pos, Color::Black, 21, &mut small, bound),
        None
    );
    assert_eq!(small, 0);
}

/// The deepening walk counts lengths that end on the winner's move: a mate in one with
/// the winner to move is one ply, after the loser's move two.
#[test]
fn the_deepening_walk_ends_on_the_winners_move() {
    use Square::*;
    let picture = Picture::new(&[
        (Color::White, Role::King, G6),
        (Color::White, Role::Queen, G7),
        (Color::Black, Role::King, H8),
    ]);
    let bound = |p: &Chess| picture.plies_to(p);
    for (fen, plies) in [
        ("7k/8/6K1/8/8/8/8/1Q6 w - - 0 1", 1),
        ("6k1/8/6K1/8/8/8/8/1Q6 b - - 0 1", 2),
    ] {
        let pos = parse_fen(fen).unwrap();
        let line = deepening_walk(&pos, Color::White, 9, &mut 10_000, bound).unwrap();
        assert_eq!(line.len(), plies, "{fen}");
    }
}

#[test]
fn men_count_their_moves_on_an_empty_board() {
    use Square::*;
    for (role, from, to, moves) in [
        (Role::King, A1, H8, Some(7)),
        (Role::King, A1, A1, Some(0)),
        (Role::King, E4, F6, Some(2)),
        (Role::Knight, A1, C2, Some(1)),
        (Role::Knight, A1, B2, Some(4)),
        (Role::Knight, A1, H8, Some(6)),
        (Role::Knight, D5, G6, Some(2)),
        (Role::Bishop, A1, H8, Some(1)),
        (Role::Bishop, C1, A3, Some(1)),
        // A diagonal is equal distances along files and ranks, not equal sums.
        (Role::Bishop, D2, F4, Some(1)),
        (Role::Queen, D2, F4, Some(1)),
        (Role::Bishop, A1, C1, Some(2)),
        (Role::Bishop, A1, A2, None),
        (Role::Rook, A1, A8, Some(1)),
        (Role::Rook, A1, H1, Some(1)),
        (Role::Rook, A1, H8, Some(2)),
        (Role::Queen, A1, H8, Some(1)),
        (Role::Queen, A1, A5, Some(1)),
        (Role::Queen, A1, B3, Some(2)),
        (Role::Pawn, A2, A3, None),
    ] {
        assert_eq!(moves_for(role, from, to), moves, "{role:?} {from}-{to}");
    }
    assert_eq!(knight_moves(Square::A1, Square::H8), 6);
    assert_eq!(knight_moves(Square::E4, Square::E4), 0);
}

#[test]
fn pawns_count_their_steps_and_promotions() {
    use Square::*;
    for (colour, from, rank, moves) in [
        (Color::White, E2, Rank::Fourth, Some(1)),
        (Color::White, E2, Rank::Third, Some(1)),
        (Color::White, E2, Rank::Eighth, Some(5)),
        (Color::White, E3, Rank::Eighth, Some(5)),
        (Color::White, E5, Rank::Fourth, None),
        (Color::Black, E7, Rank::First, Some(5)),
        (Color::Black, E6, Rank::First, Some(5)),
        (Color::Black, E7, Rank::Sixth, Some(1)),
        (Color::Black, E7, Rank::Fifth, Some(1)),
        (Color::Black, E4, Rank::Fifth, None),
    ] {
        assert_eq!(pawn_moves(colour, from, rank), moves, "{colour:?} {from}");
    }
    for (colour, role, from, target, to, moves) in [
        (Color::White, Role::Knight, G1, Role::Knight, F3, Some(1)),
        (Color::White, Role::Knight, G1, Role::Bishop, F3, None),
        // d3 to d8 (5), the new knight c8-a7 (1).
        (Color::White, Role::Pawn, D3, Role::Knight, A7, Some(6)),
        (Color::White, Role::Pawn, D3, Role::Queen, D8, Some(5)),
        (Color::Black, Role::Pawn, D6, Role::Rook, A1, Some(5)),
        (Color::White, Role::Pawn, D3, Role::Pawn, D5, Some(2)),
        (Color::White, Role::Pawn, D3, Role::Pawn, E5, Some(2)),
        (Color::White, Role::Pawn, D3, Role::Pawn, H5, None),
        (Color::White, Role::Pawn, A6, Role::Pawn, B7, Some(1)),
        (Color::White, Role::Pawn, D3, Role::Pawn, D2, None),
        (Color::Black, Role::Pawn, D6, Role::Pawn, C4, Some(2)),
        // h7-g8 (1), the light bishop g8-a8 (2); from h8 it would be dark.
        (Color::White, Role::Pawn, H7, Role::Bishop, A8, Some(3)),
    ] {
        assert_eq!(
            cost(colour, role, from, target, to),
            moves,
            "{colour:?} {role:?} {from} as {target:?} on {to}"
        );
    }
}

/// The bound read from the pictures' tables is the one [`cost`] gives, each picture man
/// matched to a different man at least cost (every matching tried, for pictures of at most
/// six men a side), on the positions of random games against the last position of another.
#[test]
fn the_tables_give_the_bound_of_every_matching() {
    fn every(costs: &[Vec<Option<u32>>], row: usize, used: u32) -> Option<u32> {
        let Some(this) = costs.get(row) else {
            return Some(0);
        };
        (0..this.len())
            .filter(|col| used & 1 << col == 0)
            .filter_map(|col| Some(this[col]? + every(costs, row + 1, used | 1 << col)?))
            .min()
    }
    fn side(pos: &Chess, picture: &[Man], colour: Color) -> Option<u32> {
        let board = pos.board();
        let men: Vec<(Role, Square)> = board
            .by_color(colour)
            .into_iter()
            .filter_map(|sq| Some((board.role_at(sq)?, sq)))
            .collect();
        let costs: Vec<Vec<Option<u32>>> = picture
            .iter()
            .filter(|m| m.0 == colour)
            .map(|&(_, target, to)| {
                men.iter()
                    .map(|&(role, from)| cost(colour, role, from, target, to))
                    .collect()
            })
            .collect();
        if costs.len() > men.len() {
            return None;
        }
        every(&costs, 0, 0)
    }
    let mut seed = 0x5107_7e12_u64;
    let mut compared = 0;
    for _ in 0..40 {
        let mut pos = Chess::default();
        let mut seen = vec![pos.clone()];
        for _ in 0..160 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            pos.play_unchecked(moves[(seed >> 33) as usize % moves.len()]);
            seen.push(pos.clone());
        }
        let end = picture_of(&pos);
        let small = |c: Color| end.iter().filter(|m| m.0 == c).count() <= 6;
        if !(small(Color::White) && small(Color::Black)) {
            continue;
        }
        let picture = Picture::new(&end);
        for p in seen.iter().step_by(7) {
            let white = side(p, &end, Color::White);
            let black = side(p, &end, Color::Black);
            assert_eq!(
                picture.side_moves(p.board(), Color::White),
                white,
                "{:?}",
                p.board()
            );
            assert_eq!(picture.side_moves(p.board(), Color::Black), black);
            compared += 1;
        }
    }
    assert!(compared >= 100, "{compared} positions compared");
}

/// K+N v K+P (issue 33) to the mate K a8, N a7 v K c7, N b6: White needs 12 moves (the
/// king f2-a8 6, the pawn d3-d8 5 and the new knight c8-a7 1), Black 4; White to move: 23
/// plies at least — and 23 to its mirror image too.
#[test]
fn the_bound_counts_both_sides_moves_in_turn() {
    let start = parse_fen("8/5k2/8/3n4/8/3P4/5K2/8 w - - 0 60").unwrap();
    let end = parse_fen("K7/N1k5/1n6/8/8/8/8/8 w - - 0 1").unwrap();
    let picture = picture_of(&end);
    assert_eq!(picture.len(), 4);
    assert_eq!(Picture::new(&picture).plies_to(&start), Some(23));
    assert_eq!(Picture::new(&mirrored(&picture)).plies_to(&start), Some(23));
    assert_eq!(Picture::new(&picture).plies_to(&end), Some(0));
    // With Black to move, Black's 4 moves take 7 plies and White's 12 take 24.
    let black = parse_fen("8/5k2/8/3n4/8/3P4/5K2/8 b - - 0 60").unwrap();
    assert_eq!(Picture::new(&picture).plies_to(&black), Some(24));
    // A man the picture does not have is taken on the way, at no cost: the picture can
    // still be reached, in no more plies than without it.
    let extra = parse_fen("8/5k2/8/3n4/8/3P4/5K1P/8 w - - 0 60").unwrap();
    assert!(
        Picture::new(&picture)
            .plies_to(&extra)
            .is_some_and(|p| p <= 23)
    );
    // A picture with more men than the board has cannot be reached.
    let more = parse_fen("KN6/N1k5/1n6/8/8/8/8/8 w - - 0 1").unwrap();
    assert_eq!(Picture::new(&picture_of(&more)).plies_to(&start), None);
    assert!(mirrored(&picture).contains(&(Color::White, Role::King, Square::H8)));
}

/// From the long line the walks find, a shorter line that replays to a mate by the same
/// side; none when the line is already as short as the search can make it.
#[test]
fn a_long_line_is_made_shorter_and_still_mates() {
    let pos = parse_fen("8/5k2/8/3n4/8/3P4/5K2/8 w - - 0 60").unwrap();
    let super::super::search::Outcome::Mate(long) =
        super::super::search::search(&pos, Color::Black, 500_000)
    else {
        panic!("the walk finds Black's mate");
    };
    let short = shorter(&pos, Color::Black, &long, 20_000).expect("a shorter line");
    assert!(short.len() < long.len(), "{} < {}", short.len(), long.len());
    let mut replay = pos.clone();
    for m in &short {
        assert!(replay.is_legal(*m), "{m:?}");
        replay.play_unchecked(*m);
    }
    assert!(replay.is_checkmate() && replay.turn() == Color::White);
    // A mate in one cannot be made shorter.
    let mate_in_one = parse_fen("k7/8/1K6/8/8/8/7Q/8 w - - 0 1").unwrap();
    let line = [Move::Normal {
        role: Role::Queen,
        from: Square::H2,
        capture: None,
        to: Square::H8,
        promotion: None,
    }];
    assert_eq!(shorter(&mate_in_one, Color::White, &line, 20_000), None);
}
