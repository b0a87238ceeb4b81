//! The shortest helpmate within a few plies (issue 33: the line shown to the players for a
//! flag, 7.5.5 or 5.1.2 finding, Art. 6.9, "≤ 20 plies where one exists"), looked for within a
//! node budget.
//!
//! Iterative deepening over the lengths a mate by the winner can have (odd when the winner is to
//! move, even otherwise), every legal move searched to each length, and a table of the plies
//! already searched from a position without a mate. A branch is cut only by a necessary
//! condition ([`can_check_in_time`]): at the mate a man of the winner attacks the loser's king,
//! so some man must be able, in the winner's moves left and on an empty board, to come to attack
//! a square the loser's king can reach in the loser's moves left (a promotion counts as able).
//! Within the budget, the first line found is the shortest; the caller replays it to mate.

use std::collections::HashMap;
use std::hash::BuildHasherDefault;

use shakmaty::{Bitboard, Chess, Color, Move, Piece, Position, Square, attacks};

use super::search::{key, play};
use crate::rules::record::IdHasher;

/// Position → the most plies searched from it without a mate.
type Table = HashMap<u128, u32, BuildHasherDefault<IdHasher>>;

/// The shortest helpmate by `winner` from `start` of at most `most` plies, visiting at most
/// `budget` positions; `None` when there is none that short or the budget ran out first.
pub(crate) fn shortest_within(
    start: &Chess,
    winner: Color,
    most: u32,
    budget: u64,
) -> Option<Vec<Move>> {
    let mut walk = Walk {
        winner,
        table: Table::default(),
        nodes: 0,
        budget,
        line: Vec::new(),
    };
    let mut plies = if start.turn() == winner { 1 } else { 2 };
    while plies <= most {
        if walk.mates_within(start, key(start), plies) {
            walk.line.reverse();
            return Some(walk.line);
        }
        if walk.nodes >= walk.budget {
            return None;
        }
        plies += 2;
    }
    None
}

struct Walk {
    winner: Color,
    table: Table,
    nodes: u64,
    budget: u64,
    /// The mate found, last move first.
    line: Vec<Move>,
}

impl Walk {
    /// Whether the winner can mate from `pos` within `plies` plies (within the budget); on
    /// `true`, `self.line` holds the moves, last first.
    fn mates_within(&mut self, pos: &Chess, pos_key: u128, plies: u32) -> bool {
        if self.nodes >= self.budget || self.table.get(&pos_key).is_some_and(|&done| done >= plies)
        {
            return false;
        }
        self.nodes += 1;
        let winners_turn = pos.turn() == self.winner;
        let winner_moves = if winners_turn {
            plies.div_ceil(2)
        } else {
            plies / 2
        };
        if can_check_in_time(pos, self.winner, winner_moves, plies - winner_moves) {
            let mut moves = pos.legal_moves();
            // Promotions first: most short mates of these endgames promote.
            moves.sort_by_key(|m| m.promotion().is_none());
            let king = pos.board().king_of(!self.winner);
            for m in moves {
                // A shorter mate would have been found by an earlier, complete iteration: only
                // the last ply can mate (a position mated earlier has no moves to search), and
                // only with a move that may give check.
                let found = if plies == 1 {
                    king.is_some_and(|king| may_check(pos, &m, king)) && {
                        let mut child = pos.clone();
                        child.play_unchecked(m);
                        child.is_checkmate()
                    }
                } else {
                    let (child, child_key) = play(pos, pos_key, m);
                    self.mates_within(&child, child_key, plies - 1)
                };
                if found {
                    self.line.push(m);
                    return true;
                }
            }
        }
        if self.nodes < self.budget {
            self.table.insert(pos_key, plies);
        }
        false
    }
}

/// A necessary condition for a mate by `winner` in its next `winner_moves` moves while the
/// loser makes `loser_moves`: some man of the winner can, on an empty board, come to attack a
/// square the loser's king can reach (Art. 3.9: the mated king is attacked). A pawn that can
/// promote in time counts as able.
pub(super) fn can_check_in_time(
    pos: &Chess,
    winner: Color,
    winner_moves: u32,
    loser_moves: u32,
) -> bool {
    let board = pos.board();
    let Some(king) = board.king_of(!winner) else {
        return false;
    };
    // Castling moves the king two squares at once.
    let reach = loser_moves + u32::from(pos.castles().has_color(!winner));
    let mut zone = Bitboard::from(king);
    for _ in 0..reach.min(7) {
        zone = king_spread(zone);
    }
    let ours = board.by_color(winner);
    if winner_moves >= 1 && (ours & board.rooks_and_queens()).any() {
        return true;
    }
    for sq in ours & board.rooks_and_queens() {
        if (attacks::rook_attacks(sq, Bitboard::EMPTY) & zone).any() {
            return true;
        }
    }
    for sq in ours & (board.bishops() | board.queens()) {
        let own_colour = if sq.is_light() {
            Bitboard::LIGHT_SQUARES
        } else {
            Bitboard::DARK_SQUARES
        };
        if (attacks::bishop_attacks(sq, Bitboard::EMPTY) & zone).any()
            || winner_moves >= 1 && (zone & own_colour).any()
        {
            return true;
        }
    }
    let knights = ours & board.knights();
    if knights.any() {
        // The squares from which a knight attacks the zone, and where the knights can be.
        let checks = knight_spread(zone);
        let mut reached = knights;
        for step in 0..=winner_moves.min(6) {
            if (reached & checks).any() {
                return true;
            }
            if step < winner_moves {
                reached |= knight_spread(reached);
            }
        }
    }
    (ours & board.pawns())
        .into_iter()
        .any(|sq| pawn_in_time(winner, sq, zone, winner_moves))
}

/// Whether `m` from `pos` may check the king on `king`: the man moved attacks it from where it
/// lands, or it leaves a line from the king (a discovered check), or the move is a castling, an
/// en passant capture or a promotion (not looked into).
fn may_check(pos: &Chess, m: &Move, king: Square) -> bool {
    let Some(from) = m.from() else {
        return true;
    };
    if matches!(m, Move::EnPassant { .. } | Move::Castle { .. }) || m.is_promotion() {
        return true;
    }
    let occupied = (pos.board().occupied() ^ Bitboard::from(from)) | Bitboard::from(m.to());
    let piece = Piece {
        color: pos.turn(),
        role: m.role(),
    };
    attacks::attacks(m.to(), piece, occupied).contains(king)
        || attacks::queen_attacks(king, Bitboard::EMPTY).contains(from)
}

/// `b` and every square a king steps to from it.
fn king_spread(b: Bitboard) -> Bitboard {
    let b = b.0;
    let row = b | (b & !FILE_H) << 1 | (b & !FILE_A) >> 1;
    Bitboard(row | row << 8 | row >> 8)
}

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_B: u64 = FILE_A << 1;
const FILE_G: u64 = FILE_A << 6;
const FILE_H: u64 = FILE_A << 7;

/// Every square a knight on a square of `b` attacks.
fn knight_spread(b: Bitboard) -> Bitboard {
    let b = b.0;
    let one_east = (b & !FILE_H) << 1;
    let one_west = (b & !FILE_A) >> 1;
    let two_east = (b & !(FILE_G | FILE_H)) << 2;
    let two_west = (b & !(FILE_A | FILE_B)) >> 2;
    let ones = one_east | one_west;
    let twos = two_east | two_west;
    Bitboard(ones << 16 | ones >> 16 | twos << 8 | twos >> 8)
}

/// Whether a pawn of `colour` on `sq` can, in `moves` moves on an empty board, promote or
/// come to attack a square of `zone` (one file aside per rank advanced, by captures).
fn pawn_in_time(colour: Color, sq: Square, zone: Bitboard, moves: u32) -> bool {
    let from_own_side = |s: Square| {
        let rank = s.rank().to_u32();
        if colour == Color::White {
            rank
        } else {
            7 - rank
        }
    };
    let rank = from_own_side(sq);
    // Moves to go `ahead` ranks: the first step from the second rank may be two.
    let cost = |ahead: u32| {
        if rank == 1 && ahead >= 2 {
            ahead - 1
        } else {
            ahead
        }
    };
    if cost(7 - rank) <= moves {
        return true;
    }
    let file = sq.file().to_u32();
    zone.into_iter().any(|target| {
        // The pawn attacks `target` from the rank below it (its own direction), a file aside.
        let Some(ahead) = from_own_side(target).checked_sub(rank + 1) else {
            return false;
        };
        let tf = target.file().to_u32();
        let aside = [tf.checked_sub(1), (tf < 7).then_some(tf + 1)];
        cost(ahead) <= moves
            && aside
                .into_iter()
                .flatten()
                .any(|f| f.abs_diff(file) <= ahead)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::parse_fen;

    /// The mate, when there is one within the plies asked, is the shortest and replays.
    #[test]
    fn finds_the_shortest_mate_within_the_plies() {
        for (fen, winner, plies) in [
            ("k7/8/1K6/8/8/8/7Q/8 w - - 0 1", Color::White, 1),
            ("8/8/4k3/8/8/2QK4/8/8 w - - 0 1", Color::White, 7),
            ("8/8/4k3/8/8/2RK4/8/8 w - - 0 1", Color::White, 7),
            ("3k3K/6p1/5n1P/8/8/4p3/8/8 w - - 0 1", Color::White, 7),
        ] {
            let pos = parse_fen(fen).unwrap();
            let line = shortest_within(&pos, winner, 20, 1_000_000).expect(fen);
            assert_eq!(line.len(), plies, "{fen}");
            let mut replay = pos.clone();
            for m in &line {
                replay.play_unchecked(*m);
            }
            assert!(replay.is_checkmate() && replay.turn() == !winner, "{fen}");
            // Nothing shorter: the same search capped one mate length lower finds none.
            if plies > 2 {
                let shorter = u32::try_from(plies - 2).unwrap();
                assert_eq!(shortest_within(&pos, winner, shorter, 1_000_000), None);
            }
        }
    }

    /// A budget too small for the search gives no line (never a wrong one).
    #[test]
    fn an_exhausted_budget_gives_no_line() {
        let pos = parse_fen("8/8/4k3/8/8/2QK4/8/8 w - - 0 1").unwrap();
        assert_eq!(shortest_within(&pos, Color::White, 20, 50), None);
    }

    /// The cut: a knight is in time with as many moves as it needs to check a king that does
    /// not move (a1 to f7 or g6: 5), not with one fewer; a pawn a move from promotion is.
    #[test]
    fn the_cut_counts_the_men_moves_on_an_empty_board() {
        let pos = parse_fen("7k/8/8/8/8/8/8/N6K w - - 0 1").unwrap();
        let needed = (0..8)
            .find(|&m| can_check_in_time(&pos, Color::White, m, 0))
            .unwrap();
        assert!(!can_check_in_time(&pos, Color::White, needed - 1, 0));
        assert_eq!(needed, 5);
        // The loser's king walking toward the knight makes it sooner.
        assert!(can_check_in_time(&pos, Color::White, needed - 1, 3));
        let pawn = parse_fen("7k/1P6/8/8/8/8/8/7K w - - 0 1").unwrap();
        assert!(can_check_in_time(&pawn, Color::White, 1, 0));
        assert!(!can_check_in_time(&pawn, Color::White, 0, 0));
    }

    /// The spreads by shifts are the kings' and knights' attacks of every square.
    #[test]
    fn the_spreads_are_the_attacks() {
        for sq in Square::ALL {
            let one = Bitboard::from(sq);
            assert_eq!(king_spread(one), attacks::king_attacks(sq) | one, "{sq}");
            assert_eq!(knight_spread(one), attacks::knight_attacks(sq), "{sq}");
        }
    }
}
