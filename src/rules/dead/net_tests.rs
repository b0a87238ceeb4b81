use super::*;
use shakmaty::{File, Piece, Rank};

/// What a man of `colour`, `role` on `sq` can do in `moves` moves or fewer on an empty
/// board, walked move by move over shakmaty's attack tables (the truth the bounds above must
/// hold): the squares it can stand on, the squares it can then attack, and the fewest moves
/// after which it stands promoted (a pawn: a push, two from its second rank, a capture a
/// file aside; on the last rank it becomes a queen, rook, bishop or knight).
struct Walked {
    stands: Bitboard,
    attacks: Bitboard,
    promoted_after: Option<u32>,
}

fn walked(colour: Color, role: Role, sq: Square, moves: u32) -> Walked {
    let attack = |role: Role, s: Square| {
        attacks::attacks(
            s,
            Piece {
                color: colour,
                role,
            },
            Bitboard::EMPTY,
        )
    };
    let last = (!colour).backrank();
    let second = colour.fold_wb(Rank::Second, Rank::Seventh);
    let forward = |s: Square, n: i32| {
        let rank = s.rank().to_u32() as i32 + colour.fold_wb(n, -n);
        u32::try_from(rank)
            .ok()
            .filter(|&r| r < 8)
            .map(|r| Square::from_coords(s.file(), Rank::new(r)))
    };
    let steps = |role: Role, s: Square| -> Vec<(Role, Square)> {
        if role != Role::Pawn {
            return attack(role, s).into_iter().map(|t| (role, t)).collect();
        }
        let mut to: Vec<Square> = attacks::pawn_attacks(colour, s).into_iter().collect();
        to.extend(forward(s, 1));
        if s.rank() == second {
            to.extend(forward(s, 2));
        }
        to.into_iter()
            .flat_map(|t| {
                if t.rank() == last {
                    [Role::Queen, Role::Rook, Role::Bishop, Role::Knight]
                        .map(|r| (r, t))
                        .to_vec()
                } else {
                    vec![(Role::Pawn, t)]
                }
            })
            .collect()
    };
    let mut seen = vec![(role, sq)];
    let mut frontier = seen.clone();
    let mut promoted_after = None;
    for n in 1..=moves {
        let mut next = Vec::new();
        for &(r, s) in &frontier {
            for state in steps(r, s) {
                if !seen.contains(&state) {
                    if state.0 != role && promoted_after.is_none() {
                        promoted_after = Some(n);
                    }
                    seen.push(state);
                    next.push(state);
                }
            }
        }
        frontier = next;
    }
    let stands = seen.iter().fold(Bitboard::EMPTY, |b, &(_, s)| b.with(s));
    let attacks = seen
        .iter()
        .fold(Bitboard::EMPTY, |b, &(r, s)| b | attack(r, s));
    Walked {
        stands,
        attacks,
        promoted_after,
    }
}

/// The men as they stand on a board: a pawn never on its first or last rank.
fn men() -> impl Iterator<Item = (Color, Role, Square)> {
    Color::ALL.into_iter().flat_map(|colour| {
        Role::ALL.into_iter().flat_map(move |role| {
            Square::ALL.into_iter().filter_map(move |sq| {
                let edge = sq.rank() == Rank::First || sq.rank() == Rank::Eighth;
                (role != Role::Pawn || !edge).then_some((colour, role, sq))
            })
        })
    })
}

/// `stands_within` is the walk exactly (Art. 3.2–3.7 on an empty board: a pawn a rank a
/// move, two from its second rank, a file aside by a capture), except that a pawn
/// promoted with a move to spare may stand anywhere (more than the walk: never less).
#[test]
fn where_a_man_can_stand_is_the_walk_over_the_empty_board() {
    for (colour, role, sq) in men() {
        for moves in 0..=8 {
            let truth = walked(colour, role, sq, moves);
            let got = stands_within(colour, role, sq, moves);
            let case = format!("{colour:?} {role:?} {sq}, {moves}");
            assert!(got.is_superset(truth.stands), "{case}: too few");
            if truth.promoted_after.is_some_and(|n| n < moves) {
                assert_eq!(got, Bitboard::FULL, "{case}");
            } else {
                assert_eq!(got, truth.stands, "{case}");
            }
        }
    }
}

/// `attacked_within` is the walk's attacks exactly, except a king's own square (kept: it
/// is never next to the mated king) and a pawn that can promote in the moves (every square).
#[test]
fn what_a_man_can_attack_is_the_walk_over_the_empty_board() {
    for (colour, role, sq) in men() {
        for moves in 0..=8 {
            let truth = walked(colour, role, sq, moves);
            let got = attacked_within(colour, role, sq, moves);
            let case = format!("{colour:?} {role:?} {sq}, {moves}");
            assert!(got.is_superset(truth.attacks), "{case}: too few");
            if truth.promoted_after.is_some() {
                assert_eq!(got, Bitboard::FULL, "{case}");
            } else if role == Role::King {
                assert_eq!(got, truth.attacks.with(sq), "{case}");
            } else {
                assert_eq!(got, truth.attacks, "{case}");
            }
        }
    }
}

/// A pawn's promotion needs the moves the walk takes to reach the last rank: five from
/// its second rank (the double step), a move a rank from elsewhere.
#[test]
fn promotion_takes_the_walks_moves() {
    for (colour, role, sq) in men().filter(|&(_, role, _)| role == Role::Pawn) {
        let first = walked(colour, role, sq, 6).promoted_after;
        assert_eq!(Some(promotion_moves(colour, sq)), first, "{colour:?} {sq}");
    }
    assert_eq!(promotion_moves(Color::White, Square::E2), 5);
    assert_eq!(promotion_moves(Color::Black, Square::E7), 5);
    assert_eq!(promotion_moves(Color::Black, Square::E2), 1);
    assert_eq!(
        relative_rank(Color::Black, Square::from_coords(File::A, Rank::Eighth)),
        0
    );
}

/// The squares a king on `sq` walks to in `steps` steps or fewer on an empty board.
fn king_walk(sq: Square, steps: u32) -> Bitboard {
    (0..steps).fold(Bitboard::from(sq), |b, _| {
        b.into_iter().fold(b, |b, s| b | attacks::king_attacks(s))
    })
}

/// Random positions of two kings and one to four other men (no castling), each side to
/// move, drawn from a fixed seed.
fn random_positions(seed: u64, count: usize) -> Vec<Chess> {
    use crate::rules::dead::tests::{draws, legal};
    let mut next = draws(seed);
    let mut found = Vec::new();
    while found.len() < count {
        let mut board = shakmaty::Board::empty();
        let mut men = vec![Color::White.king(), Color::Black.king()];
        for _ in 0..1 + next(4) {
            let color = Color::ALL[next(2) as usize];
            men.push(Piece {
                color,
                role: Role::ALL[next(5) as usize],
            });
        }
        for piece in men {
            let sq = loop {
                let sq = Square::new(next(64));
                let edge = sq.rank() == Rank::First || sq.rank() == Rank::Eighth;
                if board.piece_at(sq).is_none() && !(piece.role == Role::Pawn && edge) {
                    break sq;
                }
            };
            board.set_piece_at(sq, piece);
        }
        found.extend(legal(board, next(2) == 0));
    }
    found
}

/// `can_check_in_time` is the walk (Art. 3.9: the mated king is attacked): true exactly
/// when a man of the winner other than its king can, in the winner's moves on an empty
/// board, come to attack a square the loser's king walks to in the loser's moves, or
/// promote. A pawn on its second rank may be counted able where it is not (its two-square
/// step is counted with a file aside): never the other way.
#[test]
fn the_check_bound_is_the_walk_over_the_empty_board() {
    let mut able = [0; 2];
    for pos in random_positions(0x5eed_c4ec, 400) {
        let board = pos.board();
        for winner in Color::ALL {
            let king = board.king_of(!winner).expect("a king");
            for (w, l) in [
                (0, 0),
                (0, 1),
                (1, 0),
                (1, 1),
                (2, 1),
                (1, 3),
                (3, 2),
                (5, 0),
            ] {
                let zone = king_walk(king, l);
                let mut second_rank = false;
                let truth = (board.by_color(winner) & !board.kings())
                    .into_iter()
                    .any(|sq| {
                        let role = board.role_at(sq).expect("a man");
                        let walk = walked(winner, role, sq, w);
                        second_rank |= role == Role::Pawn
                            && sq.rank() == winner.fold_wb(Rank::Second, Rank::Seventh);
                        walk.promoted_after.is_some() || (walk.attacks & zone).any()
                    });
                let got = can_check_in_time(&pos, winner, w, l);
                let case = format!(
                    "{} {winner:?} {w} {l}",
                    shakmaty::fen::Fen::from_position(&pos, shakmaty::EnPassantMode::Legal)
                );
                if truth || !second_rank {
                    assert_eq!(got, truth, "{case}");
                }
                able[usize::from(got)] += 1;
            }
        }
    }
    assert!(able[0] > 500 && able[1] > 500, "{able:?}");
}

/// Castling moves the king two squares (Art. 3.8.2): a king that may still castle reaches
/// g8 in one move, where a knight on e7 attacks it; without the right it reaches no square
/// the knight attacks. Both bounds count it (the net, with castling, looks no further).
#[test]
fn castling_counts_as_two_king_steps() {
    let castles = crate::rules::parse_fen("4k2r/4N3/8/8/8/8/8/K7 b k - 0 1").unwrap();
    let stays = crate::rules::parse_fen("4k2r/4N3/8/8/8/8/8/K7 b - - 0 1").unwrap();
    assert!(can_check_in_time(&castles, Color::White, 0, 1));
    assert!(!can_check_in_time(&stays, Color::White, 0, 1));
    assert!(net_in_time(&castles, Color::White, 0, 1));
    assert!(!net_in_time(&stays, Color::White, 0, 1));
    // Castling is the loser's right: the winner's own does not widen the loser's walk.
    let white_castles = crate::rules::parse_fen("4k3/4N3/8/8/8/8/8/4K2R b K - 0 1").unwrap();
    assert!(!can_check_in_time(&white_castles, Color::White, 0, 1));
}

/// A lone king in the middle of the board (king and knight, or king and bishop, against
/// king: no mate at all, Art. 5.2.2) has no net: a square next to it stays free whatever
/// the one man does in its moves (a knight in one move, a bishop in two: it attacks the
/// squares of one colour only). From three moves of the winner on the net is not looked at.
#[test]
fn a_lone_king_in_the_open_has_no_net() {
    let knight = crate::rules::parse_fen("8/8/8/3k4/8/8/2N5/K7 w - - 0 1").unwrap();
    assert!(can_check_in_time(&knight, Color::White, 1, 0));
    assert!(!net_in_time(&knight, Color::White, 1, 0));
    let bishop = crate::rules::parse_fen("8/8/8/3k4/8/8/8/K4B2 w - - 0 1").unwrap();
    for moves in 1..=NET_MOST {
        assert!(can_check_in_time(&bishop, Color::White, moves, 0));
        assert!(!net_in_time(&bishop, Color::White, moves, 0), "{moves}");
    }
    assert!(net_in_time(&bishop, Color::White, NET_MOST + 1, 0));
}

/// Whether `winner` mates from `pos` in `plies` plies or fewer with both sides helping,
/// every legal move tried (Art. 5.1.1): the truth the bounds must never deny.
fn helpmate(pos: &Chess, winner: Color, plies: u32) -> bool {
    if pos.is_checkmate() {
        return pos.turn() == !winner;
    }
    plies > 0
        && pos.legal_moves().into_iter().any(|m| {
            let mut child = pos.clone();
            child.play_unchecked(m);
            helpmate(&child, winner, plies - 1)
        })
}

/// Both bounds hold from `pos` for a mate by `winner` in `plies` plies, each side given
/// its moves of them (the winner's move ends the mate).
fn assert_both_hold(pos: &Chess, winner: Color, plies: u32) {
    let w = if pos.turn() == winner {
        plies.div_ceil(2)
    } else {
        plies / 2
    };
    let case = format!(
        "{} {winner:?} {plies}",
        shakmaty::fen::Fen::from_position(pos, shakmaty::EnPassantMode::Legal)
    );
    assert!(can_check_in_time(pos, winner, w, plies - w), "{case}");
    assert!(net_in_time(pos, winner, w, plies - w), "{case}");
}

/// Never "no" where a mate is possible: in random positions, wherever a helpmate of at most
/// three plies exists (every move tried), both bounds hold with the moves each side has.
#[test]
fn the_bounds_hold_wherever_a_short_helpmate_exists() {
    let mut mates = 0;
    for (i, pos) in random_positions(0x0de1_7a5e, 300).into_iter().enumerate() {
        for winner in Color::ALL {
            for plies in 0..=if i % 4 == 0 { 3 } else { 2 } {
                if !helpmate(&pos, winner, plies) {
                    continue;
                }
                mates += 1;
                assert_both_hold(&pos, winner, plies);
            }
        }
    }
    assert!(mates > 30, "{mates} mates");
}

/// Where no mate exists at all (king and knight or king and bishop against a king, with
/// or without the loser's pawns: Art. 5.2.2), the net says so while the men are far from
/// boxing the king in: `-` below is "no net" for the winner's moves 0 to 2 (rows) and the
/// loser's 0 to 4 (columns). With more moves the empty-board bound gives up (`T`, which is
/// never wrong).
#[test]
fn the_net_cuts_lone_kings_that_no_man_can_box_in() {
    for (fen, grid) in [
        ("8/8/8/3k4/8/8/2N5/K7 w - - 0 1", "----T|---TT|-TTTT"),
        ("8/8/8/3k4/8/8/2N5/K7 b - - 0 1", "----T|---TT|-TTTT"),
        ("8/8/8/3k4/8/8/8/K4B2 w - - 0 1", "-----|---TT|--TTT"),
        ("8/8/8/4k3/8/8/8/K3N3 w - - 0 1", "-----|---TT|-TTTT"),
        ("7k/8/8/8/8/8/8/K5N1 w - - 0 1", "-----|-----|----T"),
        ("8/8/4p3/3kp3/8/8/2N5/K7 w - - 0 1", "----T|---TT|-TTTT"),
        ("8/8/8/3k4/8/1p6/2N5/K7 w - - 0 1", "----T|---TT|-TTTT"),
    ] {
        let pos = crate::rules::parse_fen(fen).unwrap();
        let got: Vec<String> = (0..=2)
            .map(|w| {
                (0..=4)
                    .map(|l| {
                        if net_in_time(&pos, Color::White, w, l) {
                            'T'
                        } else {
                            '-'
                        }
                    })
                    .collect()
            })
            .collect();
        assert_eq!(got.join("|"), grid, "{fen}");
    }
}

/// The bounds hold in composed mates, each one checked here by trying every move
/// ([`helpmate`]): mated positions (queen and king, a back-rank rook, a smothering
/// knight) and positions one to three plies before, a bishop's mate of a king boxed in by
/// its own men among them, and smothered mates for which the loser's rook must first come
/// to g8, or its pawn advance to g2 (Art. 3.7.1: toward the first rank): the squares next
/// to the king are held by the loser's men, not attacked.
#[test]
fn the_bounds_hold_in_composed_mates() {
    for (fen, winner, shortest) in [
        ("7k/6Q1/6K1/8/8/8/8/8 b - - 0 1", Color::White, 0),
        ("3R2k1/5ppp/8/8/8/8/8/6K1 b - - 0 1", Color::White, 0),
        ("6rk/5Npp/8/8/8/8/8/K7 b - - 0 1", Color::White, 0),
        ("6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1", Color::White, 1),
        ("r6k/6pp/8/6N1/8/8/2K5/8 b - - 0 1", Color::White, 2),
        ("8/8/K7/8/8/8/7p/1B4bk w - - 0 1", Color::White, 1),
        ("8/p7/2K5/8/8/8/7p/1B4bk b - - 0 1", Color::White, 2),
        ("r6k/6pp/8/6N1/8/8/2K5/8 w - - 0 1", Color::White, 3),
        ("8/8/8/8/4N3/6p1/7p/2K3nk b - - 0 1", Color::White, 2),
        ("7K/6q1/6k1/8/8/8/8/8 w - - 0 1", Color::Black, 0),
        ("K7/8/1k6/8/8/8/8/7r b - - 0 1", Color::Black, 1),
    ] {
        let pos = crate::rules::parse_fen(fen).unwrap();
        assert!(
            helpmate(&pos, winner, shortest),
            "{fen}: a mate in {shortest}"
        );
        for plies in shortest..=shortest + 1 {
            assert_both_hold(&pos, winner, plies);
        }
    }
}

/// The loser's men box its king in one move each: with the king on h8 checked by the
/// knight on f7, g8 and g7 are free and the rook (to g8) and the bishop (to g7) can each
/// fill one, so two moves of the loser's make the net and one does not.
#[test]
fn each_square_the_losers_men_fill_costs_a_move() {
    let pos = crate::rules::parse_fen("r4b1k/5N1p/8/8/8/8/8/1K6 b - - 0 1").unwrap();
    assert!(!net_in_time(&pos, Color::White, 0, 1));
    assert!(net_in_time(&pos, Color::White, 0, 2));
}
