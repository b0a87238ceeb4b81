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

use shakmaty::{Bitboard, Chess, Color, Move, MoveList, Piece, Position, Role, Square, attacks};

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

/// At least as many moves as a [`MoveList`] holds (its size over a move's): the length of the
/// array of the moves' kinds beside it.
const MOVES: usize = size_of::<MoveList>() / size_of::<Move>();

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
/// the plies left ([`super::net::can_check_in_time`]).
pub(crate) fn rewarded_within(
    start: &Chess,
    winner: Color,
    budget: u64,
    most: usize,
) -> Option<Vec<Move>> {
    walk(start, winner, budget, most, false)
}

/// [`rewarded`] in which the losing side's bishops head for the squares beside its king's
/// corner too (CHA's bishop rule for blocked positions): a bishop step nearer to them is
/// rewarded. For a winner whose men attack squares of one colour only (bishops of one
/// colour, the rest walled in), the mate needs the loser's own men on the other colour's
/// squares around its king, and its bishops are the men that can stand there (issue 36: the
/// vector's 4B3/1k3B1B/7b/4bB2/1p1p1pBp/bPpP1P1P/2Pb2K1/N1b1b3 b, White mating, found within
/// 10,000 positions where [`rewarded`] needed 4,000,000). `None` at once when the loser has
/// fewer than two bishops (one cannot close two squares).
pub(crate) fn rewarded_blockers(start: &Chess, winner: Color, budget: u64) -> Option<Vec<Move>> {
    let board = start.board();
    if (board.bishops() & board.by_color(!winner)).count() < 2 {
        return None;
    }
    walk(start, winner, budget, MAX_PLIES, true)
}

/// The rewarded walk of at most `budget` positions for a mate of at most `most` plies, the
/// loser's bishop steps toward its men's square rewarded when `bishops`.
fn walk(
    start: &Chess,
    winner: Color,
    budget: u64,
    most: usize,
    bishops: bool,
) -> Option<Vec<Move>> {
    let mut walk = Walk {
        most,
        bishops,
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
    /// Whether the loser's bishop steps toward its men's square are rewarded.
    bishops: bool,
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
        if depth >= self.max_depth
            || self.nodes >= self.iteration_end
            || self.nodes >= self.budget
            || self.line.len() >= self.most
            || pos.has_insufficient_material(self.winner)
        {
            // A leaf: only a mate of the losing side counts, and only a side in check can be
            // mated, so most leaves are answered without generating their moves.
            return pos.turn() == !self.winner && pos.is_check() && pos.legal_moves().is_empty();
        }
        let legal = pos.legal_moves();
        if legal.is_empty() {
            return pos.is_check() && pos.turn() == !self.winner;
        }
        if short {
            let plies = (self.most - self.line.len()) as u32;
            let winner_moves = if pos.turn() == self.winner {
                plies.div_ceil(2)
            } else {
                plies / 2
            };
            if !super::net::can_check_in_time(pos, self.winner, winner_moves, plies - winner_moves)
            {
                self.table.insert(table_key, u32::MAX);
                return false;
            }
        }
        self.table.insert(table_key, left);
        let winners_turn = pos.turn() == self.winner;
        let promote = !winners_turn && needs_promotion(pos, self.winner);
        let targets = Targets::of(pos, self.winner, winners_turn, self.bishops);
        let rewarding = self.line.len() <= REWARD_PLIES;
        // Each move's kind, kept beside the generated list (no copy of the list, no
        // allocation): a byte a move.
        let mut kinds = [Kind::Normal; MOVES];
        for (kind, m) in kinds.iter_mut().zip(legal.iter()) {
            *kind = match kind_of(m, self.winner, targets, winners_turn, promote) {
                Kind::Reward if !rewarding => Kind::Normal,
                kind => kind,
            };
        }
        // Rewarded moves first, punished last, each kind as generated. On the generated sparse
        // set this took the most positions any case needed from 236,000 to 190,000, and most
        // of the slowest cases to a third or less.
        for pass in [Kind::Reward, Kind::Normal, Kind::Punish] {
            for (&kind, &m) in kinds.iter().zip(legal.iter()) {
                if kind != pass {
                    continue;
                }
                let next = match kind {
                    Kind::Reward => depth,
                    Kind::Punish => (depth + 3).min(self.max_depth),
                    Kind::Normal if progress => depth,
                    Kind::Normal => depth + 1,
                };
                self.nodes += 1;
                // A child that will be a leaf counts only if the winner mates there: after a
                // move of the losing side, or one of the winner's that cannot give check, it
                // is not played (counted all the same, so the walk is the one it was).
                let leaf = next >= self.max_depth
                    || self.nodes >= self.iteration_end
                    || self.nodes >= self.budget
                    || self.line.len() + 1 >= self.most;
                if leaf && !(winners_turn && may_check(pos, &m)) {
                    continue;
                }
                let (child, child_key) = play(pos, pos_key, m);
                self.line.push(m);
                if self.find(&child, child_key, next, kind == Kind::Reward) {
                    return true;
                }
                self.line.pop();
            }
        }
        false
    }
}

/// Whether the move `m` (of the winner when `winners_turn`) is rewarded, punished or neither (see the module's text).
fn kind_of(m: &Move, winner: Color, targets: Targets, winners_turn: bool, promote: bool) -> Kind {
    let role = m.role();
    let target = if role == Role::King {
        targets.king
    } else {
        targets.men
    };
    let closer =
        toward(m, target) || (targets.bishops && role == Role::Bishop && toward_square(m, target));
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

/// Whether the move `m` of the side to move in `pos` may give check: `false` only when the
/// moved (or promoted) man does not attack the enemy king from its new square and no slider of
/// the mover's sees the king once `m`'s square is vacated (no discovered check). Castling and
/// en passant always may.
fn may_check(pos: &Chess, m: &Move) -> bool {
    let Move::Normal {
        role,
        from,
        to,
        promotion,
        ..
    } = *m
    else {
        return true;
    };
    let board = pos.board();
    let us = pos.turn();
    let Some(king) = board.king_of(!us) else {
        return true;
    };
    let occupied = board.occupied().without(from).with(to);
    let piece = Piece {
        color: us,
        role: promotion.unwrap_or(role),
    };
    if attacks::attacks(to, piece, occupied).contains(king) {
        return true;
    }
    let ours = board.by_color(us);
    let diagonal = ours & (board.bishops() | board.queens());
    let straight = ours & (board.rooks() | board.queens());
    (attacks::bishop_attacks(king, occupied) & diagonal).any()
        || (attacks::rook_attacks(king, occupied) & straight).any()
}

/// Whether the move ends nearer to `target` than it starts, in king steps (a bishop's too).
fn toward_square(m: &Move, target: Square) -> bool {
    m.from()
        .is_some_and(|from| m.to().distance(target) < from.distance(target))
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

/// The squares the mover's pieces head for (CHA's `set_target`): the losing king to the mating
/// corner (h8 below, for White mating), its other men next to it (g8) to box it in; the
/// winner's king two squares off (h6), its other pieces to the corner. A dark corner when the
/// winner has a dark-squared bishop, or no bishop while the loser has a light-squared one; the
/// board turned for Black mating.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Targets {
    /// Where the mover's king heads.
    king: Square,
    /// Where the mover's other men head.
    men: Square,
    /// Whether the mover's bishops head for `men` too (a bishop step nearer counts).
    bishops: bool,
}

impl Targets {
    /// The targets of the side to move in `pos`, which is `winner` when `winners_turn`; the
    /// loser's bishops head for its men's square when `blockers` and it has two or more.
    fn of(pos: &Chess, winner: Color, winners_turn: bool, blockers: bool) -> Targets {
        let board = pos.board();
        let bishops = board.bishops();
        let winners = bishops & board.by_color(winner);
        let dark = (winners & Bitboard::DARK_SQUARES).any()
            || (winners.is_empty()
                && (bishops & board.by_color(!winner) & Bitboard::LIGHT_SQUARES).any());
        let turned = |mut target: Square| {
            if !dark {
                target = target.flip_horizontal();
            }
            if winner == Color::Black {
                target = target.flip_vertical().flip_horizontal();
            }
            target
        };
        if winners_turn {
            Targets {
                king: turned(Square::H6),
                men: turned(Square::H8),
                bishops: false,
            }
        } else {
            Targets {
                king: turned(Square::H8),
                men: turned(Square::G8),
                bishops: blockers && (bishops & board.by_color(!winner)).count() > 1,
            }
        }
    }
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
#[path = "reward_tests.rs"]
pub(super) mod tests;

#[cfg(test)]
#[path = "reward_blockers_tests.rs"]
mod blockers_tests;
