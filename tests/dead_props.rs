//! Properties of the dead-position analyzer on random positions (Art. 5.2.2, 6.9):
//! every `Winnable` line replays to checkmate by the right side, and `Unwinnable` never stands
//! where a brute-force helpmate search of a few plies finds a mate.

use arbiter::rules::dead::{
    Budget, DeadProof, Verdict, can_mate, dead_position, line_mates, quick_dead,
};
use arbiter::rules::parse_fen;
use proptest::prelude::*;
use shakmaty::{Chess, Color, Position};

/// A FEN with two kings and up to 9 other pieces (pawns likelier, to build walls).
fn fen_strategy() -> impl Strategy<Value = String> {
    fen_strategy_of(
        vec![
            'P', 'P', 'P', 'p', 'p', 'p', 'N', 'n', 'B', 'b', 'R', 'r', 'Q', 'q',
        ],
        10,
    )
}

/// A FEN with two kings and fewer than `most` pieces drawn from `pieces`.
fn fen_strategy_of(pieces: Vec<char>, most: usize) -> impl Strategy<Value = String> {
    let piece = prop::sample::select(pieces);
    (
        0usize..64,
        0usize..64,
        prop::collection::vec((0usize..64, piece), 0..most),
        any::<bool>(),
    )
        .prop_map(|(wk, bk, others, white)| {
            let mut board = ['.'; 64];
            for (sq, p) in others {
                let rank = sq / 8;
                if (p == 'P' || p == 'p') && (rank == 0 || rank == 7) {
                    continue;
                }
                board[sq] = p;
            }
            board[wk] = 'K';
            board[bk] = 'k';
            let mut fen = String::new();
            for rank in (0..8).rev() {
                let mut empty = 0;
                for file in 0..8 {
                    let c = board[rank * 8 + file];
                    if c == '.' {
                        empty += 1;
                    } else {
                        if empty > 0 {
                            fen.push_str(&empty.to_string());
                            empty = 0;
                        }
                        fen.push(c);
                    }
                }
                if empty > 0 {
                    fen.push_str(&empty.to_string());
                }
                if rank > 0 {
                    fen.push('/');
                }
            }
            fen.push_str(if white { " w - -" } else { " b - -" });
            fen
        })
}

/// Is there a helpmate by `colour` within `depth` plies (every move of both sides tried)?
fn brute_helpmate(pos: &Chess, colour: Color, depth: u32) -> bool {
    let moves = pos.legal_moves();
    if moves.is_empty() {
        return pos.is_check() && pos.turn() == !colour;
    }
    if depth == 0 {
        return false;
    }
    moves.into_iter().any(|m| {
        let mut next = pos.clone();
        next.play_unchecked(m);
        brute_helpmate(&next, colour, depth - 1)
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    #[test]
    fn dead_verdicts_are_sound_on_random_positions(fen in fen_strategy()) {
        let Ok(pos) = parse_fen(&fen) else {
            return Ok(());
        };
        for colour in [Color::White, Color::Black] {
            match can_mate(&pos, colour, &Budget { nodes: 3_000 }) {
                Verdict::Winnable { line } => {
                    prop_assert!(line_mates(&pos, colour, &line), "{fen} {colour:?}: {line:?}");
                }
                Verdict::Unwinnable { proof } => {
                    prop_assert!(
                        !brute_helpmate(&pos, colour, 3),
                        "{fen} {colour:?}: unwinnable ({proof:?}) but a short helpmate exists"
                    );
                }
                Verdict::Undetermined => {}
            }
        }
        if let Some(proof) = quick_dead(&pos) {
            prop_assert!(!brute_helpmate(&pos, Color::White, 3), "{fen}: {proof:?}");
            prop_assert!(!brute_helpmate(&pos, Color::Black, 3), "{fen}: {proof:?}");
        }
    }
}

/// Art. 5.2.2 by its definition, as `dead_position` computed it before its first short look at
/// both colours: White searched with the whole budget, then Black.
fn dead_by_full_searches(pos: &Chess, budget: &Budget) -> Option<DeadProof> {
    let Verdict::Unwinnable { proof: w } = can_mate(pos, Color::White, budget) else {
        return None;
    };
    let Verdict::Unwinnable { proof: b } = can_mate(pos, Color::Black, budget) else {
        return None;
    };
    Some(if w == b {
        w
    } else {
        DeadProof::Both {
            white: Box::new(w),
            black: Box::new(b),
        }
    })
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

    /// The first short look changes no verdict and no reason: the walk is deterministic and
    /// the budget only cuts it off.
    #[test]
    fn dead_position_equals_full_searches_of_both_colours(
        fen in fen_strategy_of(vec!['P', 'P', 'p', 'p', 'N', 'n', 'B', 'b'], 8),
        nodes in prop::sample::select(vec![1u64, 60, 100, 250, 2_000]),
    ) {
        let Ok(pos) = parse_fen(&fen) else {
            return Ok(());
        };
        let budget = Budget { nodes };
        prop_assert_eq!(dead_position(&pos, &budget), dead_by_full_searches(&pos, &budget), "{}", fen);
    }
}
