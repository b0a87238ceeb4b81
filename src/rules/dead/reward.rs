//! The rewarded walk (issue 36 item 5): a look for a helpmate by iterative deepening in which
//! moves that make progress toward a mate cost no depth, after CHA's `find_mate` (Chess
//! Unwinnability Analyzer, M. Ambrona). It finds the sparse mates of a lone bishop or knight
//! against pawns, where the losing side must promote and box its own king in, in a few thousand
//! positions where the other walks needed hundreds of thousands.
//!
//! It only looks for a mate (Art. 5.2.2, 6.9): a line it returns is replayed to mate by the
//! caller before it counts, and finding none proves nothing.
//!
//! A move is *rewarded* (free) when it makes progress: for the winner, a pawn push past the
//! middle, a capture, or a king or knight step toward the mating corner; for the losing side, a
//! king or knight step toward the corner, or a pawn move (not promoting to a queen or rook) when
//! the winner can mate only with the loser's own men in the way ([`needs_promotion`]). The
//! losing side's other moves then, and its captures, are *punished* (three plies); any other
//! move costs one ply, or none right after a rewarded one.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use shakmaty::{Bitboard, Chess, Color, Move, Position, Role, Square};

use super::search::{key, play, shorten};
use crate::rules::record::IdHasher;

/// Positions seen, with the plies that were left to search from them.
type Table = HashMap<u128, u32, BuildHasherDefault<IdHasher>>;

/// Positions one iteration of the deepening may visit before it stops (CHA's choice).
const ITERATION_NODES: u64 = 10_000;

/// The deepest nominal depth the deepening tries.
const MAX_DEPTH: u32 = 1_000;

/// Plies from the start after which no move is rewarded any more (CHA's 400).
const REWARD_PLIES: usize = 400;

/// The longest line the walk follows (plies): bounds its stack.
const MAX_PLIES: usize = 600;

/// How a move counts toward the depth (in the order moves are tried).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    Reward,
    Normal,
    Punish,
}

/// A look for a helpmate by `winner` from `start` by rewarded iterative deepening, visiting at
/// most `budget` positions in all: `Some(moves)` when it finds a mate (shortened like the other
/// walks' lines; the caller replays it), `None` otherwise (which proves nothing).
pub(crate) fn rewarded(start: &Chess, winner: Color, budget: u64) -> Option<Vec<Move>> {
    rewarded_within(start, winner, budget, MAX_PLIES)
}

/// [`rewarded`] for a mate of at most `most` plies (issue 33: the line shown to the players);
/// below [`MAX_PLIES`], a branch is also cut where no man of the winner can come to check in
/// the plies left ([`super::within::can_check_in_time`]).
pub(crate) fn rewarded_within(
    start: &Chess,
    winner: Color,
    budget: u64,
    most: usize,
) -> Option<Vec<Move>> {
    let mut walk = Walk {
        most,
        winner,
        table: Table::default(),
        nodes: 0,
        budget,
        iteration_end: 0,
        max_depth: 0,
        line: Vec::new(),
    };
    for max_depth in 2..=MAX_DEPTH {
        walk.max_depth = max_depth;
        walk.iteration_end = walk.nodes + ITERATION_NODES;
        if walk.find(start, key(start), 0, false) {
            return Some(shorten(start, walk.line));
        }
        if walk.nodes >= walk.budget {
            return None;
        }
    }
    None
}

struct Walk {
    /// The longest line looked at (plies).
    most: usize,
    winner: Color,
    table: Table,
    nodes: u64,
    budget: u64,
    iteration_end: u64,
    max_depth: u32,
    /// The moves from the start to the position being searched.
    line: Vec<Move>,
}

impl Walk {
    /// Whether a mate by the winner is found from `pos` at nominal `depth`; on `true`,
    /// `self.line` holds the moves from the start.
    fn find(&mut self, pos: &Chess, pos_key: u128, depth: u32, progress: bool) -> bool {
        let left = self.max_depth.saturating_sub(depth);
        // Under a cap the plies already played count too: a position is another one at
        // another distance from the start.
        let short = self.most < MAX_PLIES;
        let table_key = if short {
            pos_key
                ^ (self.line.len() as u128).wrapping_mul(0x9e37_79b9_7f4a_7c15_f39c_c060_5ced_c835)
        } else {
            pos_key
        };
        if self.table.get(&table_key).is_some_and(|&seen| seen >= left) {
            return false;
        }
        let legal = pos.legal_moves();
        if legal.is_empty() {
            return pos.is_check() && pos.turn() == !self.winner;
        }
        if depth >= self.max_depth
            || self.nodes >= self.iteration_end
            || self.nodes >= self.budget
            || self.line.len() >= self.most
            || pos.has_insufficient_material(self.winner)
        {
            return false;
        }
        if short {
            let plies = (self.most - self.line.len()) as u32;
            let winner_moves = if pos.turn() == self.winner {
                plies.div_ceil(2)
            } else {
                plies / 2
            };
            if !super::within::can_check_in_time(
                pos,
                self.winner,
                winner_moves,
                plies - winner_moves,
            ) {
                self.table.insert(table_key, u32::MAX);
                return false;
            }
        }
        self.table.insert(table_key, left);
        let winners_turn = pos.turn() == self.winner;
        let promote = !winners_turn && needs_promotion(pos, self.winner);
        let mut moves: Vec<(Kind, Move)> = legal
            .into_iter()
            .map(|m| {
                let kind = kind_of(pos, &m, self.winner, winners_turn, promote);
                if self.line.len() > REWARD_PLIES && kind == Kind::Reward {
                    (Kind::Normal, m)
                } else {
                    (kind, m)
                }
            })
            .collect();
        // Rewarded moves first, punished last (a stable sort: otherwise as generated). On the
        // generated sparse set this took the most positions any case needed from 236,000 to
        // 190,000, and most of the slowest cases to a third or less.
        moves.sort_by_key(|(kind, _)| *kind as u8);
        for (kind, m) in moves {
            let next = match kind {
                Kind::Reward => depth,
                Kind::Punish => (depth + 3).min(self.max_depth),
                Kind::Normal if progress => depth,
                Kind::Normal => depth + 1,
            };
            let (child, child_key) = play(pos, pos_key, m);
            self.nodes += 1;
            self.line.push(m);
            if self.find(&child, child_key, next, kind == Kind::Reward) {
                return true;
            }
            self.line.pop();
        }
        false
    }
}

/// Whether the move `m` from `pos` is rewarded, punished or neither (see the module's text).
fn kind_of(pos: &Chess, m: &Move, winner: Color, winners_turn: bool, promote: bool) -> Kind {
    let role = m.role();
    let target = target(pos, role, winner, winners_turn);
    let closer = toward(m, target);
    if winners_turn {
        let advanced = role == Role::Pawn
            && m.from().is_some_and(|from| {
                let rank = from.rank().to_u32();
                if winner == Color::White {
                    rank >= 4
                } else {
                    rank <= 3
                }
            });
        return if advanced || m.is_capture() || closer {
            Kind::Reward
        } else {
            Kind::Normal
        };
    }
    let mut kind = Kind::Normal;
    if promote {
        let heavy = matches!(m.promotion(), Some(Role::Queen | Role::Rook));
        kind = if role == Role::Pawn && !heavy {
            Kind::Reward
        } else {
            Kind::Punish
        };
    }
    if closer {
        Kind::Reward
    } else if m.is_capture() {
        Kind::Punish
    } else {
        kind
    }
}

/// Whether the move brings a king or a knight nearer to `target` (king steps; knight moves).
fn toward(m: &Move, target: Square) -> bool {
    let (from, to) = (m.from(), m.to());
    match (m.role(), from) {
        (Role::King, Some(from)) => to.distance(target) < from.distance(target),
        (Role::Knight, Some(from)) => knight_distance(to, target) < knight_distance(from, target),
        _ => false,
    }
}

/// The square a piece of `role` heads for (CHA's `set_target`): the losing king to the mating
/// corner (h8 below, for White mating), its other men next to it (g8) to box it in; the
/// winner's king two squares off (h6), its other pieces to the corner. A dark corner when the
/// winner has a dark-squared bishop, or no bishop while the loser has a light-squared one; the
/// board turned for Black mating.
fn target(pos: &Chess, role: Role, winner: Color, winners_turn: bool) -> Square {
    let board = pos.board();
    let bishops = board.bishops();
    let winners = bishops & board.by_color(winner);
    let dark = (winners & Bitboard::DARK_SQUARES).any()
        || (winners.is_empty()
            && (bishops & board.by_color(!winner) & Bitboard::LIGHT_SQUARES).any());
    let king = role == Role::King;
    let mut target = match (winners_turn, king) {
        (true, true) => Square::H6,
        (true, false) | (false, true) => Square::H8,
        (false, false) => Square::G8,
    };
    if !dark {
        target = target.flip_horizontal();
    }
    if winner == Color::Black {
        target = target.flip_vertical().flip_horizontal();
    }
    target
}

/// Whether the winner can mate only once the losing side has promoted (CHA's
/// `need_loser_promotion`): it has only a knight besides its king and the loser no minor piece
/// or rook to block with; or only bishops of one square colour, with no bishop of the other
/// colour on the board and no knight of the loser's.
fn needs_promotion(pos: &Chess, winner: Color) -> bool {
    let board = pos.board();
    let ours = board.by_color(winner) & !board.kings();
    let theirs = board.by_color(!winner);
    if ours.count() == 1 && (ours & board.knights()).any() {
        return (theirs & (board.knights() | board.bishops() | board.rooks())).is_empty();
    }
    let bishops = ours & board.bishops();
    if bishops.is_empty() || bishops != ours {
        return false;
    }
    let colour = if (bishops & Bitboard::DARK_SQUARES).any() {
        Bitboard::DARK_SQUARES
    } else {
        Bitboard::LIGHT_SQUARES
    };
    (board.bishops() & !colour).is_empty() && (theirs & board.knights()).is_empty()
}

/// Knight moves between two squares on an empty board.
fn knight_distance(from: Square, to: Square) -> u8 {
    KNIGHT_DISTANCE[from as usize][to as usize]
}

/// Knight moves between every two squares on an empty board, breadth first from each square:
/// computed when the program is compiled, so the core keeps no table built at run time
/// (issue 31: `rules` holds no global).
const KNIGHT_DISTANCE: [[u8; 64]; 64] = knight_distances();

const fn knight_distances() -> [[u8; 64]; 64] {
    const JUMPS: [(i32, i32); 8] = [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ];
    let mut table = [[u8::MAX; 64]; 64];
    let mut start = 0;
    while start < 64 {
        // Squares a1 = 0 … h8 = 63, as shakmaty numbers them; each enters the queue once.
        let mut queue = [0usize; 64];
        let (mut head, mut tail) = (0, 1);
        queue[0] = start;
        table[start][start] = 0;
        while head < tail {
            let sq = queue[head];
            head += 1;
            let mut j = 0;
            while j < JUMPS.len() {
                let file = (sq % 8) as i32 + JUMPS[j].0;
                let rank = (sq / 8) as i32 + JUMPS[j].1;
                if matches!((file, rank), (0..=7, 0..=7)) {
                    let next = (rank * 8 + file) as usize;
                    if table[start][next] == u8::MAX {
                        table[start][next] = table[start][sq] + 1;
                        queue[tail] = next;
                        tail += 1;
                    }
                }
                j += 1;
            }
        }
        start += 1;
    }
    table
}

#[cfg(test)]
mod knight_tests {
    use super::*;

    /// The compiled table is the breadth-first walk over shakmaty's knight attacks, square by
    /// square (what the table built at run time was).
    #[test]
    fn the_knight_table_is_the_walk_over_the_knights_attacks() {
        for &start in Square::ALL.iter() {
            let mut row = [u8::MAX; 64];
            row[start as usize] = 0;
            let mut queue = std::collections::VecDeque::from([start]);
            while let Some(sq) = queue.pop_front() {
                for next in shakmaty::attacks::knight_attacks(sq) {
                    if row[next as usize] == u8::MAX {
                        row[next as usize] = row[sq as usize] + 1;
                        queue.push_back(next);
                    }
                }
            }
            assert_eq!(KNIGHT_DISTANCE[start as usize], row, "from {start}");
        }
        assert_eq!(knight_distance(Square::A1, Square::H8), 6);
        assert_eq!(knight_distance(Square::A1, Square::B2), 4);
    }
}

#[cfg(test)]
mod tests {
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

    fn pos(fen: &str) -> Chess {
        parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
    }

    fn mv(pos: &Chess, san: &str) -> Move {
        let san: San = san.parse().unwrap_or_else(|e| panic!("{san}: {e}"));
        san.to_move(pos).unwrap_or_else(|e| panic!("{san}: {e}"))
    }

    /// Whether `line` is legal from `start` and ends with `winner` mating (Art. 5.1.1): the
    /// truth the walk's lines are checked against, move by move.
    fn mates(start: &Chess, winner: Color, line: &[Move]) -> bool {
        let mut pos = start.clone();
        for m in line {
            if !pos.is_legal(*m) {
                return false;
            }
            pos.play_unchecked(*m);
        }
        pos.is_checkmate() && pos.turn() == !winner
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
            [
                target(&p, Role::King, winner, true),
                target(&p, Role::Knight, winner, true),
                target(&p, Role::King, winner, false),
                target(&p, Role::Pawn, winner, false),
            ]
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
        let kind = |san: &str| kind_of(&p, &mv(&p, san), Color::White, true, false);
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
        let kind = |san: &str| kind_of(&p, &mv(&p, san), Color::Black, true, false);
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
        let kind = |san: &str, promote| kind_of(&p, &mv(&p, san), Color::White, false, promote);
        assert_eq!(kind("a1=N", true), Kind::Reward);
        assert_eq!(kind("a1=B", true), Kind::Reward);
        assert_eq!(kind("a1=Q", true), Kind::Punish);
        assert_eq!(kind("a1=R", true), Kind::Punish);
        assert_eq!(kind("Kb8", true), Kind::Punish);
        assert_eq!(kind("a1=Q", false), Kind::Normal);
        assert_eq!(kind("Kb8", false), Kind::Normal);
        // Black: Kb7, a2 pawn; White: Ke1, Nc6, Ng1.
        let p = pos("8/1k6/2N5/8/8/8/p7/4K1N1 b - - 0 1");
        let kind = |san: &str, promote| kind_of(&p, &mv(&p, san), Color::White, false, promote);
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
}
