//! Mating nets to aim at (issue 33: the line shown to the players for a flag, 7.5.5 or 5.1.2
//! finding, Art. 6.9, "≤ 20 plies where one exists"). The depth-first looks of
//! [`super::within`] spend their positions on the order of moves; in these endgames a short
//! helpmate is mostly a walk of a few men to a net, so the walk toward the right net
//! ([`super::shorter::weighted_walk`]) finds it in a few hundred positions once the net is
//! known.
//!
//! A net here is the least that mates (Art. 3.9, 1.5): the loser's king on a square `t`, a
//! man of the winner checking it, the winner's king two squares from `t` or left where it is,
//! and on each square next to `t` that neither attacks a man of the loser (its king's flight
//! blocked by its own man). The nets are counted on an empty board cheaply ([`candidates`]:
//! the loser's king's walk and its men's moves, the winner's king's and checker's moves, as
//! plies), the cheapest are set up and kept only where the loser is checkmated there
//! ([`is_mate`]), and those are walked toward in turn. A line is only ever returned; the caller
//! replays it to mate.

use shakmaty::{
    Bitboard, Board, CastlingMode, Chess, Color, FromSetup, Move, Piece, Position, Role, Setup,
    Square, attacks,
};

use super::shorter::{Man, Picture, cost, deepening_walk, plies_to_men, weighted_walk};
use shakmaty::Rank;

/// The roles a man may have in a net: a pawn as it is, or anything it may promote to.
const ROLES: [Role; 5] = [
    Role::Pawn,
    Role::Knight,
    Role::Bishop,
    Role::Rook,
    Role::Queen,
];

/// Moves no man counts (it cannot become that man there).
const NEVER: u32 = u32::MAX / 4;

/// The nets set up and checked ([`is_mate`]) at most, cheapest first.
const SET_UP: usize = 400;

/// How much more the walk counts the plies left than the plies walked (as in
/// [`super::shorter`]: a short line, not always the shortest, in few positions).
const WEIGHT: u32 = 2;

/// How a pass of [`toward_nets`] walks toward each net.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Walk {
    /// [`weighted_walk`]: few positions where the net's bound is near its true plies.
    Weighted,
    /// [`deepening_walk`]: where the bound is far below them.
    Deepening,
}

/// The passes of [`toward_nets`] over the nets, cheapest first: the walk, the positions each
/// walk may visit and all the pass's walks together. Short weighted walks toward many nets
/// first (a net's bound is often far below its true plies, so the right net may come late:
/// the minor-piece test set's last long line needs 157,000 positions of them), then long
/// weighted walks toward the cheapest (mates behind a sacrifice, as a bishop given up to open a
/// file), then deepening walks, which find the nets whose men must wait or pass each other in
/// turn (the bench's minor-piece set: 17- and 19-ply mates shown as 41 and 27 plies before,
/// found at 330,000 and 94,000 positions; Popeye's shortest, `docs/measurements.md`). The
/// bench's minor-piece set's findings take at most about 50 ms (issue 33: 100 ms a finding).
const PASSES: [(Walk, u64, u64); 3] = [
    (Walk::Weighted, 1_500, 200_000),
    (Walk::Weighted, 30_000, 100_000),
    (Walk::Deepening, 400_000, 400_000),
];

/// A mate by `winner` from `start` in fewer than `limit` plies, by walks toward the cheapest
/// mating nets ([`candidates`], [`set_up`]) in the order of their bounds (those whose pawns
/// keep to their files first, [`straight`]), in the [`PASSES`] (the deepening pass only with
/// at most [`DEEPENING_MEN`] men); `None` when none is found.
pub(crate) fn toward_nets(start: &Chess, winner: Color, limit: u32) -> Option<Vec<Move>> {
    let passes = if start.board().occupied().count() <= DEEPENING_MEN {
        &PASSES[..]
    } else {
        &PASSES[..2]
    };
    walk_nets(start, winner, limit, passes).0
}

/// The most men on the board for the deepening pass of [`PASSES`]: the kings and four men at
/// most (both nets it was made for have five and six). With more men its positions cost more
/// and the other looks take longer already: with ten men at most, CHA's vector's findings took
/// up to 45 ms more (p99 50 → 62 ms, max 85 → 98 ms) for lines no shorter.
const DEEPENING_MEN: usize = 6;

/// [`toward_nets`] in the passes `passes`, with the positions its walks visited in all.
fn walk_nets(
    start: &Chess,
    winner: Color,
    limit: u32,
    passes: &[(Walk, u64, u64)],
) -> (Option<Vec<Move>>, u64) {
    let mut pictures: Vec<(u32, u32, Vec<Man>)> = candidates(start, winner, limit)
        .iter()
        .take(SET_UP)
        .flat_map(|net| set_up(start, winner, net))
        .filter_map(|men| {
            let plies = plies_to_men(&men, start, cost).filter(|&p| p < limit)?;
            let order = plies_to_men(&men, start, straight).unwrap_or(plies + CAPTURES);
            Some((plies, order, men))
        })
        .collect();
    pictures.sort_by_key(|&(plies, order, _)| (order, plies));
    let (mut best, mut limit, mut visited) = (None, limit, 0);
    for &(how, each, budget) in passes {
        let mut left = budget;
        for (plies, _, men) in &pictures {
            if left == 0 {
                break;
            }
            if *plies >= limit {
                continue;
            }
            let picture = Picture::new(men);
            let mut walk = each.min(left);
            let spent = walk;
            let bound = |pos: &Chess| picture.plies_to(pos);
            let line = match how {
                Walk::Weighted => weighted_walk(start, winner, limit, &mut walk, WEIGHT, bound),
                Walk::Deepening => deepening_walk(start, winner, limit, &mut walk, bound),
            };
            left -= spent - walk;
            visited += spent - walk;
            if let Some(line) = line {
                limit = u32::try_from(line.len()).unwrap_or(u32::MAX);
                best = Some(line);
            }
        }
        if best.is_some() {
            break;
        }
    }
    (best, visited)
}

/// The plies a picture is put back in the order of [`toward_nets`] when its pawns must take
/// to reach it (a capture needs a man of the other side there, seldom met in these walks).
const CAPTURES: u32 = 4;

/// [`cost`] with a pawn kept to its file: no capture to make on the way.
fn straight(colour: Color, role: Role, from: Square, target: Role, to: Square) -> Option<u32> {
    if role != Role::Pawn {
        return cost(colour, role, from, target, to);
    }
    if target == Role::Pawn {
        return cost(colour, role, from, target, to).filter(|_| from.file() == to.file());
    }
    let promoted = Square::from_coords(from.file(), colour.fold_wb(Rank::Eighth, Rank::First));
    Some(
        cost(colour, role, from, Role::Pawn, promoted)?
            + cost(colour, target, promoted, target, to)?,
    )
}

/// A net counted: the plies it needs at the least, the loser's king's square, the checker
/// (its role and square), the winner's king's square (`None`: left where it is), and the
/// squares next to the king the loser's men must stand on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Net {
    plies: u32,
    king: Square,
    checker: (Role, Square),
    winners_king: Option<Square>,
    blocked: Bitboard,
}

/// For each of [`ROLES`] and square, the fewest moves for a man of `colour` on `board` (not
/// its king) to become that man there ([`NEVER`] where none can).
fn costs(board: &Board, colour: Color) -> [[u32; 64]; 5] {
    let mut out = [[NEVER; 64]; 5];
    for from in board.by_color(colour) & !board.kings() {
        let Some(role) = board.role_at(from) else {
            continue;
        };
        for (row, &target) in out.iter_mut().zip(ROLES.iter()) {
            for to in Square::ALL {
                if let Some(c) = cost(colour, role, from, target, to) {
                    row[to.to_usize()] = row[to.to_usize()].min(c);
                }
            }
        }
    }
    out
}

/// The squares from which a man `role` of `colour` attacks `t` on an empty board.
fn checking_squares(colour: Color, role: Role, t: Square) -> Bitboard {
    match role {
        Role::Pawn => attacks::pawn_attacks(!colour, t),
        Role::King => Bitboard::EMPTY,
        _ => attacks::attacks(
            t,
            Piece {
                color: colour,
                role,
            },
            Bitboard::EMPTY,
        ),
    }
}

/// The plies of `winner_moves` and `loser_moves` taken in turn, `winner_first` or not, the
/// last the winner's.
fn plies(winner_moves: u32, loser_moves: u32, winner_first: bool) -> u32 {
    if winner_first {
        2 * winner_moves.max(loser_moves + 1) - 1
    } else {
        2 * winner_moves.max(loser_moves).max(1)
    }
}

/// Every net by `winner` from `pos` counted to fewer than `limit` plies, cheapest first: for
/// each square of the loser's king, each checker the winner's men can become, and each place
/// of the winner's king two squares away (or none), the squares next to the king neither
/// attacks are left to the loser's men, a different man each, at their cheapest.
fn candidates(pos: &Chess, winner: Color, limit: u32) -> Vec<Net> {
    let board = pos.board();
    let (Some(ours), Some(theirs)) = (board.king_of(winner), board.king_of(!winner)) else {
        return Vec::new();
    };
    let checkers = costs(board, winner);
    let standing = costs(board, !winner);
    // The cheapest man of the loser on each square (the weaker role first on equal moves).
    let block: [u32; 64] =
        std::array::from_fn(|sq| standing.iter().map(|row| row[sq]).min().unwrap_or(NEVER));
    let men = (board.by_color(!winner) & !board.kings()).count();
    let winner_first = pos.turn() == winner;
    let mut out = Vec::new();
    for t in Square::ALL {
        let walk = theirs.distance(t);
        let ring = attacks::king_attacks(t);
        let far = Square::ALL
            .into_iter()
            .filter(|&k| k.distance(t) == 2)
            .map(Some);
        let places: Vec<Option<Square>> = far.chain([None]).collect();
        for (row, &role) in checkers.iter().zip(ROLES.iter()) {
            for s in checking_squares(winner, role, t) {
                let moves = row[s.to_usize()];
                if moves >= NEVER {
                    continue;
                }
                for &k in &places {
                    if k == Some(s) {
                        continue;
                    }
                    let by_king = k.map_or(Bitboard::EMPTY, attacks::king_attacks);
                    let lines = Bitboard::from(s) | k.map_or(Bitboard::EMPTY, Bitboard::from);
                    let piece = Piece {
                        color: winner,
                        role,
                    };
                    let covered = attacks::attacks(s, piece, lines) | by_king;
                    let blocked = ring & !covered;
                    // A checker next to the king and not defended is taken.
                    if blocked.count() > men || blocked.contains(s) {
                        continue;
                    }
                    let stand = blocked
                        .into_iter()
                        .fold(0u32, |sum, f| sum.saturating_add(block[f.to_usize()]));
                    if stand >= NEVER {
                        continue;
                    }
                    let king_moves = k.map_or(0, |k| ours.distance(k));
                    let p = plies(king_moves + moves, walk + stand, winner_first);
                    if p < limit {
                        out.push(Net {
                            plies: p,
                            king: t,
                            checker: (role, s),
                            winners_king: k,
                            blocked,
                        });
                    }
                }
            }
        }
    }
    out.sort_by_key(|n| n.plies);
    out
}

/// The mating pictures of `net`: its men when they checkmate the loser by themselves (the
/// winner's king where it stands when the net leaves it), the blocked squares taken by the
/// loser's men as [`blockers`] places them, and the same with one of those men as another
/// role it may become there (a pawn promoted: the bound counts a bishop's diagonal reached by
/// captures there may be none to make). Empty when none mates.
fn set_up(pos: &Chess, winner: Color, net: &Net) -> Vec<Vec<Man>> {
    let board = pos.board();
    let Some(king_at) = net.winners_king.or(board.king_of(winner)) else {
        return Vec::new();
    };
    let Some(placed) = blockers(board, !winner, net.blocked) else {
        return Vec::new();
    };
    let mut men: Vec<Man> = vec![
        (!winner, Role::King, net.king),
        (winner, net.checker.0, net.checker.1),
    ];
    if let Some(k) = net.winners_king {
        men.push((winner, Role::King, k));
    }
    let first = men.len();
    men.extend(placed.iter().map(|b| (!winner, b.role, b.to)));
    let mut out = vec![men.clone()];
    for (i, b) in placed.iter().enumerate() {
        for role in ROLES {
            if role != b.role && cost(!winner, b.man, b.from, role, b.to).is_some() {
                let mut other = men.clone();
                other[first + i].1 = role;
                out.push(other);
            }
        }
    }
    out.retain(|men| is_mate(winner, men, king_at));
    out
}

/// A man of the loser placed on a blocked square: where it stands, what it is, the square and
/// the role it has there.
struct Blocker {
    from: Square,
    man: Role,
    to: Square,
    role: Role,
}

/// The loser's men (of `colour`, not its king) on `blocked`, a different man on each square
/// and the fewest moves in all, each as the role it gets there in fewest (a pawn may promote;
/// the weaker role on equal moves); `None` when they cannot.
fn blockers(board: &Board, colour: Color, blocked: Bitboard) -> Option<Vec<Blocker>> {
    let men: Vec<(Square, Role)> = (board.by_color(colour) & !board.kings())
        .into_iter()
        .filter_map(|sq| board.role_at(sq).map(|role| (sq, role)))
        .collect();
    let squares: Vec<Square> = blocked.into_iter().collect();
    // For each square and man: the fewest moves and the role they are made as.
    let table: Vec<Vec<(u32, Role)>> = squares
        .iter()
        .map(|&f| {
            men.iter()
                .map(|&(from, role)| {
                    ROLES
                        .into_iter()
                        .map(|target| {
                            let moves = straight(colour, role, from, target, f).or_else(|| {
                                cost(colour, role, from, target, f).map(|c| c + CAPTURES)
                            });
                            (moves.unwrap_or(NEVER), target)
                        })
                        .min_by_key(|&(c, _)| c)
                        .unwrap_or((NEVER, Role::Pawn))
                })
                .collect()
        })
        .collect();
    let mut best: Option<(u32, Vec<usize>)> = None;
    let mut chosen = Vec::new();
    assign(&table, 0, 0, &mut chosen, &mut best);
    let (_, picks) = best?;
    Some(
        picks
            .into_iter()
            .zip(&squares)
            .enumerate()
            .map(|(i, (man, &to))| Blocker {
                from: men[man].0,
                man: men[man].1,
                to,
                role: table[i][man].1,
            })
            .collect(),
    )
}

/// The cheapest choice of a different column for each row of `table` from row `row` on, with
/// `so_far` moves and `chosen` columns: kept in `best` when cheaper.
fn assign(
    table: &[Vec<(u32, Role)>],
    row: usize,
    so_far: u32,
    chosen: &mut Vec<usize>,
    best: &mut Option<(u32, Vec<usize>)>,
) {
    if best.as_ref().is_some_and(|(b, _)| so_far >= *b) {
        return;
    }
    let Some(costs) = table.get(row) else {
        *best = Some((so_far, chosen.clone()));
        return;
    };
    for (col, &(c, _)) in costs.iter().enumerate() {
        if c >= NEVER || chosen.contains(&col) {
            continue;
        }
        chosen.push(col);
        assign(table, row + 1, so_far + c, chosen, best);
        chosen.pop();
    }
}

/// Whether `men`, with the winner's king on `king_at`, stand as a legal position in which the
/// loser, to move, is checkmated (Art. 3.9, 5.1.1).
fn is_mate(winner: Color, men: &[Man], king_at: Square) -> bool {
    let mut board = Board::empty();
    for &(color, role, sq) in men {
        if board.piece_at(sq).is_some() {
            return false;
        }
        board.set_piece_at(sq, Piece { color, role });
    }
    if board.king_of(winner).is_none() {
        if board.piece_at(king_at).is_some() {
            return false;
        }
        board.set_piece_at(
            king_at,
            Piece {
                color: winner,
                role: Role::King,
            },
        );
    }
    let mut setup = Setup::empty();
    setup.board = board;
    setup.turn = !winner;
    Chess::from_setup(setup, CastlingMode::Standard).is_ok_and(|p| p.is_checkmate())
}

#[cfg(test)]
#[path = "nets_tests.rs"]
mod tests;
