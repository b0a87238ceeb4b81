//! Necessary conditions for a mate in the moves left (issue 33: the quick looks for a short
//! helpmate, Art. 6.9): a man of the winner able to come to attack a square the loser's king
//! can reach ([`can_check_in_time`]), and the mating net ([`net_in_time`]: each square next to
//! the mated king attacked or held by its own man). All on an empty board: never false where a
//! mate is possible, so a branch they cut had no mate.

use shakmaty::{Bitboard, Chess, Color, Position, Role, Square, attacks};

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

/// The most moves of the winner left where [`net_in_time`] looks at the net: with more, it
/// seldom fails and costs more than it saves (measured on the dead bench's minor-piece set).
const NET_MOST: u32 = 2;

/// A necessary condition for a mate by `winner` in its next `winner_moves` moves while the
/// loser makes `loser_moves`, stronger than [`can_check_in_time`]: the mating net (Art. 3.9,
/// 1.5: the mated king is attacked and has no square to go to). For some square `t` the loser's
/// king can reach, a man of the winner can come to attack `t`, and each square next to `t` is
/// one a man of the winner can come to attack or one a man of the loser (not its king) can come
/// to stand on — distinct men, in the moves the king's walk leaves (counted together). All on an
/// empty board (a line attacks through every man): never false where a mate is possible.
pub(super) fn net_in_time(pos: &Chess, winner: Color, winner_moves: u32, loser_moves: u32) -> bool {
    let board = pos.board();
    let Some(king) = board.king_of(!winner) else {
        return false;
    };
    if !can_check_in_time(pos, winner, winner_moves, loser_moves) {
        return false;
    }
    // Castling moves the king two squares: the condition above counts it. With many moves left
    // the net seldom fails and costs more than it saves.
    if pos.castles().has_color(!winner) || winner_moves > NET_MOST {
        return true;
    }
    // Beyond 7 moves every man reaches all it ever can (a knight crosses the board in 6).
    let (w, l) = (winner_moves.min(7), loser_moves.min(7));
    let (mut checks, mut cover) = (Bitboard::EMPTY, Bitboard::EMPTY);
    for sq in board.by_color(winner) {
        let Some(role) = board.role_at(sq) else {
            continue;
        };
        let attacked = attacked_within(winner, role, sq, w);
        cover |= attacked;
        if role != Role::King {
            checks |= attacked;
        }
    }
    let blockers = board.by_color(!winner) & !board.kings();
    // `stand[c]`: the squares a man of the loser (not its king) can stand on after c moves.
    let mut stand = [Bitboard::EMPTY; 8];
    for (c, reach) in stand.iter_mut().enumerate().take(l as usize + 1) {
        for sq in blockers {
            if let Some(role) = board.role_at(sq) {
                *reach |= stands_within(!winner, role, sq, c as u32);
            }
        }
    }
    let mut zone = Bitboard::from(king);
    for d in 0..=l {
        if d > 0 {
            zone = king_spread(zone);
        }
        // The squares first reached in `d` king steps, where a man of the winner can check.
        let ring = if d == 0 {
            zone
        } else {
            zone & !king_spread_n(king, d - 1)
        };
        let left = (l - d) as usize;
        for t in ring & checks {
            let need = attacks::king_attacks(t) & !cover;
            if need.count() > blockers.count() || !(need & !stand[left]).is_empty() {
                continue;
            }
            let moves: usize = stand[..left].iter().map(|&b| (need & !b).count()).sum();
            if moves <= left {
                return true;
            }
        }
    }
    false
}

/// The squares a king on `king` reaches in `steps` steps or fewer.
fn king_spread_n(king: Square, steps: u32) -> Bitboard {
    (0..steps).fold(Bitboard::from(king), |b, _| king_spread(b))
}

/// The squares the man `role` of `colour` on `sq` can attack after `moves` moves or fewer on
/// an empty board (a pawn that can promote: every square).
fn attacked_within(colour: Color, role: Role, sq: Square, moves: u32) -> Bitboard {
    match role {
        // Its own square too (never next to the mated king: the kings are never next to each other).
        Role::King => king_spread_n(sq, moves + 1),
        Role::Knight => knight_spread(stands_within(colour, role, sq, moves)),
        Role::Bishop if moves == 0 => attacks::bishop_attacks(sq, Bitboard::EMPTY),
        Role::Bishop => same_colour(sq),
        Role::Rook if moves == 0 => attacks::rook_attacks(sq, Bitboard::EMPTY),
        Role::Queen if moves == 0 => attacks::queen_attacks(sq, Bitboard::EMPTY),
        Role::Rook | Role::Queen => Bitboard::FULL,
        Role::Pawn => {
            if promotion_moves(colour, sq) <= moves {
                return Bitboard::FULL;
            }
            pawn_reach(colour, sq, moves)
                .into_iter()
                .fold(Bitboard::EMPTY, |b, from| {
                    b | attacks::pawn_attacks(colour, from)
                })
        }
    }
}

/// The squares the man `role` of `colour` on `sq` can stand on after `moves` moves or fewer on
/// an empty board (a pawn promoted a move before: any square).
fn stands_within(colour: Color, role: Role, sq: Square, moves: u32) -> Bitboard {
    match (role, moves) {
        (_, 0) => Bitboard::from(sq),
        (Role::King, _) => king_spread_n(sq, moves),
        (Role::Knight, _) => (0..moves).fold(Bitboard::from(sq), |b, _| b | knight_spread(b)),
        (Role::Bishop, 1) => attacks::bishop_attacks(sq, Bitboard::EMPTY).with(sq),
        (Role::Bishop, _) => same_colour(sq),
        (Role::Rook, 1) => attacks::rook_attacks(sq, Bitboard::EMPTY).with(sq),
        (Role::Queen, 1) => attacks::queen_attacks(sq, Bitboard::EMPTY).with(sq),
        (Role::Rook | Role::Queen, _) => Bitboard::FULL,
        (Role::Pawn, _) if promotion_moves(colour, sq) < moves => Bitboard::FULL,
        (Role::Pawn, _) => pawn_reach(colour, sq, moves),
    }
}

/// The squares of the colour of `sq`.
fn same_colour(sq: Square) -> Bitboard {
    if sq.is_light() {
        Bitboard::LIGHT_SQUARES
    } else {
        Bitboard::DARK_SQUARES
    }
}

/// The moves a pawn of `colour` on `sq` needs to promote on an empty board.
fn promotion_moves(colour: Color, sq: Square) -> u32 {
    let rank = relative_rank(colour, sq);
    if rank == 1 { 5 } else { 7 - rank }
}

/// The squares a pawn of `colour` on `sq` can stand on after `moves` moves or fewer on an empty
/// board: a rank ahead a move (two from its first square), a file aside by a capture.
fn pawn_reach(colour: Color, sq: Square, moves: u32) -> Bitboard {
    let ahead = |b: Bitboard| match colour {
        Color::White => Bitboard(b.0 << 8),
        Color::Black => Bitboard(b.0 >> 8),
    };
    let start = Bitboard::from(sq);
    let mut reach = start;
    let mut last = start;
    for step in 0..moves {
        last = ahead(king_row(last));
        if step == 0 && relative_rank(colour, sq) == 1 {
            last |= ahead(ahead(start));
        }
        reach |= last;
    }
    reach
}

/// The rank of `sq` counted from the side of `colour` (0 to 7).
fn relative_rank(colour: Color, sq: Square) -> u32 {
    match colour {
        Color::White => sq.rank().to_u32(),
        Color::Black => 7 - sq.rank().to_u32(),
    }
}

/// `b` and the squares beside its squares on their ranks.
fn king_row(b: Bitboard) -> Bitboard {
    Bitboard(b.0 | (b.0 & !FILE_H) << 1 | (b.0 & !FILE_A) >> 1)
}

/// `b` and every square a king steps to from it.
pub(super) fn king_spread(b: Bitboard) -> Bitboard {
    let b = b.0;
    let row = b | (b & !FILE_H) << 1 | (b & !FILE_A) >> 1;
    Bitboard(row | row << 8 | row >> 8)
}

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_H: u64 = FILE_A << 7;
const FILE_B: u64 = FILE_A << 1;
const FILE_G: u64 = FILE_A << 6;

/// Every square a knight on a square of `b` attacks.
pub(super) fn knight_spread(b: Bitboard) -> Bitboard {
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
#[path = "net_tests.rs"]
mod tests;
