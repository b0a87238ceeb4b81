//! An independent oracle for the mating lines of issue 33 (Art. 6.9, 7.5.5, 5.1.2): the
//! shortest helpmate (both sides cooperate) by `winner` within a number of plies, found by an
//! exhaustive search, not by the analyzer's code (`rules::dead`), so the two check each other.
//!
//! Iterative deepening over the lengths the mate can have (odd when the winner is to move,
//! even otherwise), a depth-first search of every legal move to each length, and a
//! transposition table: position → the most plies already searched from it without a mate.
//! The only pruning is by two sound necessary conditions. [`can_check`]: a mate ends with a man
//! of the winner attacking the loser's king, so when no man of the winner can, in the winner's
//! moves left and on an empty board, reach a square attacking a square the loser's king can
//! reach in the loser's moves left, no mate is there. [`net_possible`], the mating net: besides,
//! every square next to the mated king is attacked by a man of the winner or held by a man of
//! the loser, each such man in its moves left. "None within N" is therefore a proof.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use shakmaty::{
    Bitboard, Chess, Color, EnPassantMode, Move, Position, Role, Square, attacks,
    zobrist::Zobrist128,
};

/// What the oracle found for one colour case.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shortest {
    /// The shortest helpmate: no line of fewer plies mates.
    Mate(Vec<Move>),
    /// No helpmate within this many plies (proved: every line searched).
    NoneWithin(u32),
    /// Out of time: no helpmate within `none_within` plies is proved, longer was not finished.
    OutOfTime { none_within: u32 },
}

/// The table's hasher: a Zobrist key is already uniformly distributed, its low 64 bits serve.
#[derive(Default)]
struct ZobristHasher(u64);

impl Hasher for ZobristHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }
    fn write_u128(&mut self, n: u128) {
        // Truncation intended: the low half of a uniformly distributed key.
        self.0 = n as u64;
    }
}

/// Positions kept in the transposition table at most (then it stops growing: still sound).
const TABLE_CAP: usize = 8_000_000;

/// The search state of one colour case.
struct Oracle {
    winner: Color,
    /// Position → the most plies searched from it without finding a mate.
    failed: HashMap<u128, u8, BuildHasherDefault<ZobristHasher>>,
    nodes: u64,
    deadline: Instant,
    out_of_time: bool,
}

/// The shortest helpmate by `winner` from `pos` in at most `most` plies, searching for at
/// most `limit` (wall time).
pub fn shortest_helpmate(pos: &Chess, winner: Color, most: u32, limit: Duration) -> Shortest {
    let mut oracle = Oracle {
        winner,
        failed: HashMap::default(),
        nodes: 0,
        deadline: Instant::now() + limit,
        out_of_time: false,
    };
    let first = if pos.turn() == winner { 1 } else { 2 };
    let mut none_within = first - 1;
    let mut plies = first;
    while plies <= most {
        let mut line = Vec::new();
        if oracle.search(pos, plies, &mut line) {
            line.reverse();
            return Shortest::Mate(line);
        }
        if oracle.out_of_time {
            return Shortest::OutOfTime { none_within };
        }
        // No mate in `plies`, and none in `plies + 1` (the other parity).
        none_within = plies + 1;
        plies += 2;
    }
    Shortest::NoneWithin(most)
}

impl Oracle {
    /// Whether a helpmate of at most `plies` plies exists from `pos`; its moves pushed onto
    /// `line` last first when it does.
    fn search(&mut self, pos: &Chess, plies: u32, line: &mut Vec<Move>) -> bool {
        if plies == 0 || self.out_of_time {
            return false;
        }
        self.nodes += 1;
        if self.nodes.is_multiple_of(4096) && Instant::now() > self.deadline {
            self.out_of_time = true;
            return false;
        }
        let key = pos.zobrist_hash::<Zobrist128>(EnPassantMode::Legal).0;
        if self
            .failed
            .get(&key)
            .is_some_and(|&done| u32::from(done) >= plies)
        {
            return false;
        }
        let winner_moves = if pos.turn() == self.winner {
            plies.div_ceil(2)
        } else {
            plies / 2
        };
        if !can_check(pos, self.winner, winner_moves, plies - winner_moves)
            || !net_possible(pos, self.winner, winner_moves, plies - winner_moves)
        {
            return self.fail(key, plies);
        }
        for m in pos.legal_moves() {
            let mut child = pos.clone();
            child.play_unchecked(m);
            // Only the last ply can mate: a shorter mate was looked for by an earlier, complete
            // iteration (and a mated position has no moves to search).
            let mates = if plies == 1 {
                child.is_checkmate()
            } else {
                self.search(&child, plies - 1, line)
            };
            if mates {
                line.push(m);
                return true;
            }
        }
        if self.out_of_time {
            return false;
        }
        self.fail(key, plies)
    }

    /// Records that `plies` plies from `key` hold no mate; `false`.
    fn fail(&mut self, key: u128, plies: u32) -> bool {
        if self.failed.len() < TABLE_CAP || self.failed.contains_key(&key) {
            let plies = u8::try_from(plies).unwrap_or(u8::MAX);
            let entry = self.failed.entry(key).or_insert(0);
            *entry = (*entry).max(plies);
        }
        false
    }
}

/// For every square and target, the fewest knight moves on an empty board from the square to
/// a square attacking the target.
fn knight_to_attack() -> &'static [[u8; 64]; 64] {
    static TABLE: OnceLock<Box<[[u8; 64]; 64]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let distance = knight_distance();
        let mut table = Box::new([[u8::MAX; 64]; 64]);
        for from in Square::ALL {
            for target in Square::ALL {
                table[from as usize][target as usize] = attacks::knight_attacks(target)
                    .into_iter()
                    .map(|a| distance[from as usize][a as usize])
                    .min()
                    .unwrap_or(u8::MAX);
            }
        }
        table
    })
}

/// The squares a king on `king` can reach in `moves` moves on an empty board.
fn king_zone(king: Square, moves: u32) -> Bitboard {
    let mut zone = Bitboard::from(king);
    for _ in 0..moves.min(7) {
        let mut next = zone;
        for sq in zone {
            next |= attacks::king_attacks(sq);
        }
        zone = next;
    }
    zone
}

/// A necessary condition for a mate by `winner` within its `winner_moves` moves while the
/// loser makes `loser_moves`: some man of the winner can, on an empty board, come to attack a
/// square the loser's king can reach (a promotion counts as able to).
fn can_check(pos: &Chess, winner: Color, winner_moves: u32, loser_moves: u32) -> bool {
    let board = pos.board();
    let Some(king) = board.king_of(!winner) else {
        return false;
    };
    // Castling moves the king two squares at once.
    let castles = u32::from(pos.castles().has_color(!winner));
    let zone = king_zone(king, loser_moves + castles);
    let knights = knight_to_attack();
    for sq in board.by_color(winner) {
        let Some(role) = board.role_at(sq) else {
            continue;
        };
        let reaches = match role {
            Role::King => false,
            Role::Knight => zone
                .into_iter()
                .any(|z| u32::from(knights[sq as usize][z as usize]) <= winner_moves),
            Role::Bishop => {
                let own = if sq.is_light() {
                    Bitboard::LIGHT_SQUARES
                } else {
                    Bitboard::DARK_SQUARES
                };
                (attacks::bishop_attacks(sq, Bitboard::EMPTY) & zone).any()
                    || (winner_moves >= 1 && (zone & own).any())
            }
            Role::Rook | Role::Queen => {
                winner_moves >= 1
                    || (attacks::rook_attacks(sq, Bitboard::EMPTY) & zone).any()
                    || (role == Role::Queen
                        && (attacks::bishop_attacks(sq, Bitboard::EMPTY) & zone).any())
            }
            Role::Pawn => pawn_can_check(winner, sq, zone, winner_moves),
        };
        if reaches {
            return true;
        }
    }
    false
}

/// The rank of `s` counted from the side of `colour` (0 to 7).
fn relative_rank(colour: Color, s: Square) -> u32 {
    match colour {
        Color::White => s.rank() as u32,
        Color::Black => 7 - s.rank() as u32,
    }
}

/// The moves a pawn on the relative rank `rank` needs to go `ahead` ranks on (two at once from
/// its first square).
fn pawn_moves(rank: u32, ahead: u32) -> u32 {
    if rank == 1 && ahead >= 2 {
        ahead - 1
    } else {
        ahead
    }
}

/// Whether a pawn of `colour` on `sq` can, in `moves` moves on an empty board, attack a square
/// of `zone` as a pawn or promote.
fn pawn_can_check(colour: Color, sq: Square, zone: Bitboard, moves: u32) -> bool {
    let relative = |s: Square| relative_rank(colour, s);
    let rank = relative(sq);
    let moves_to = |ahead: u32| pawn_moves(rank, ahead);
    if moves_to(7 - rank) <= moves {
        return true;
    }
    let file = sq.file() as i32;
    zone.into_iter().any(|z| {
        let Some(ahead) = relative(z).checked_sub(1 + rank) else {
            return false;
        };
        if moves_to(ahead) > moves {
            return false;
        }
        let zf = z.file() as i32;
        // The pawn attacks z from a file beside it, `ahead` ranks up, each capture one file.
        [zf - 1, zf + 1]
            .into_iter()
            .any(|f| (0..8).contains(&f) && (f - file).unsigned_abs() <= ahead)
    })
}

/// The mating net (Art. 3.9, 1.5), a necessary condition for a mate by `winner` within its
/// `winner_moves` moves while the loser makes `loser_moves`: for some square `t` the loser's
/// king can walk to in `d` moves, a man of the winner (not its king) can come to attack `t`, and
/// every square next to `t` is one a man of the winner (its king too) can come to attack, or
/// else one a man of the loser (not its king) can come to stand on — a different man for each,
/// their moves together at most the `loser_moves - d` the walk leaves. All counted on an empty
/// board, every cost a lower bound: never false where a mate exists.
fn net_possible(pos: &Chess, winner: Color, winner_moves: u32, loser_moves: u32) -> bool {
    let board = pos.board();
    let Some(king) = board.king_of(!winner) else {
        return false;
    };
    if pos.castles().has_color(!winner) {
        // Castling moves the king two squares: left to `can_check`.
        return true;
    }
    let men: Vec<(Square, Role)> = board
        .by_color(winner)
        .into_iter()
        .filter_map(|sq| board.role_at(sq).map(|role| (sq, role)))
        .collect();
    let blockers: Vec<(Square, Role)> = board
        .by_color(!winner)
        .into_iter()
        .filter(|&sq| sq != king)
        .filter_map(|sq| board.role_at(sq).map(|role| (sq, role)))
        .collect();
    // The fewest moves for a man of the winner to attack `x`: with its king or without.
    let attack = |x: Square, with_king: bool| {
        men.iter()
            .filter(|(_, role)| with_king || *role != Role::King)
            .map(|&(sq, role)| attack_cost(winner, role, sq, x))
            .min()
            .unwrap_or(u32::MAX)
    };
    for t in king_zone(king, loser_moves) {
        let walk = king.distance(t);
        if attack(t, false) > winner_moves {
            continue;
        }
        let (mut needed, mut moves, mut open) = (0usize, 0u32, false);
        for f in attacks::king_attacks(t) {
            if attack(f, true) <= winner_moves {
                continue;
            }
            let Some(cost) = blockers
                .iter()
                .map(|&(sq, role)| stand_cost(!winner, role, sq, f))
                .min()
            else {
                open = true;
                break;
            };
            needed += 1;
            moves = moves.saturating_add(cost);
        }
        if !open && needed <= blockers.len() && moves.saturating_add(walk) <= loser_moves {
            return true;
        }
    }
    false
}

/// The fewest moves on an empty board for the man `role` of `colour` on `sq` to attack `x` (a
/// pawn: as a pawn, or by promoting). A lower bound.
fn attack_cost(colour: Color, role: Role, sq: Square, x: Square) -> u32 {
    let line = |b: Bitboard| if b.contains(x) { 0 } else { 1 };
    match role {
        // A king attacks the squares next to it; its own square only after a move.
        Role::King => sq.distance(x).saturating_sub(1).max(u32::from(sq == x)),
        Role::Knight => u32::from(knight_to_attack()[sq as usize][x as usize]),
        Role::Bishop if sq.is_light() != x.is_light() => u32::MAX,
        Role::Bishop => line(attacks::bishop_attacks(sq, Bitboard::EMPTY)),
        Role::Rook => line(attacks::rook_attacks(sq, Bitboard::EMPTY)),
        Role::Queen => line(attacks::queen_attacks(sq, Bitboard::EMPTY)),
        Role::Pawn => (0..=7)
            .find(|&m| pawn_can_check(colour, sq, Bitboard::from(x), m))
            .unwrap_or(u32::MAX),
    }
}

/// The fewest moves on an empty board for the man `role` of `colour` on `sq` to stand on `f`
/// (a pawn: ahead, a file aside per capture, or promoted and moved on). A lower bound.
fn stand_cost(colour: Color, role: Role, sq: Square, f: Square) -> u32 {
    if sq == f {
        return 0;
    }
    let line = |b: Bitboard| if b.contains(f) { 1 } else { 2 };
    match role {
        Role::King => sq.distance(f),
        Role::Knight => u32::from(knight_distance()[sq as usize][f as usize]),
        Role::Bishop if sq.is_light() != f.is_light() => u32::MAX,
        Role::Bishop => line(attacks::bishop_attacks(sq, Bitboard::EMPTY)),
        Role::Rook => line(attacks::rook_attacks(sq, Bitboard::EMPTY)),
        Role::Queen => line(attacks::queen_attacks(sq, Bitboard::EMPTY)),
        Role::Pawn => {
            let relative = |s: Square| relative_rank(colour, s);
            let rank = relative(sq);
            let moves_to = |ahead: u32| pawn_moves(rank, ahead);
            let promoted = moves_to(7 - rank) + u32::from(relative(f) != 7);
            let walked = relative(f)
                .checked_sub(rank)
                .filter(|&ahead| ahead > 0 && sq.file().distance(f.file()) <= ahead)
                .map_or(u32::MAX, moves_to);
            walked.min(promoted)
        }
    }
}

/// For every two squares, the fewest knight moves from one to the other on an empty board.
fn knight_distance() -> &'static [[u8; 64]; 64] {
    static TABLE: OnceLock<Box<[[u8; 64]; 64]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = Box::new([[u8::MAX; 64]; 64]);
        for from in Square::ALL {
            let mut seen = Bitboard::from(from);
            let mut frontier = seen;
            let mut d = 0;
            while frontier.any() {
                for sq in frontier {
                    table[from as usize][sq as usize] = d;
                }
                let next = frontier
                    .into_iter()
                    .fold(Bitboard::EMPTY, |b, sq| b | attacks::knight_attacks(sq));
                frontier = next & !seen;
                seen |= next;
                d += 1;
            }
        }
        table
    })
}
