//! A shorter mating line (Art. 6.9, 7.5.5, 5.1.2: the line the arbiter shows the players): the
//! walks of [`super::search`] find a mate, often after a long detour; this search looks for a
//! shorter way to the same mating picture.
//!
//! It is a best-first (A*) walk from the start toward the final position of the line found (and
//! toward its mirror image, files a–h swapped), ordered by the plies walked plus a lower bound
//! on the plies still needed to put every man on its square of that picture (each man's moves
//! on an empty board; a pawn's to its square or to its promotion and on). Any checkmate by the
//! winner that it meets on the way counts, as long as it is shorter than the line it started
//! from. It decides nothing: it only ever returns a line, which the caller replays to mate.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::hash::BuildHasherDefault;

use shakmaty::{Bitboard, Chess, Color, EnPassantMode, Move, Position, Rank, Role, Square};

use crate::rules::record::IdHasher;

/// A man of the mating picture: its side, kind and square.
type Man = (Color, Role, Square);

/// Plies of a man on an empty board from `from` to `to` for `role` (kings, knights, sliders);
/// `None` where it can never get there (a bishop to the other square colour).
fn moves_for(role: Role, from: Square, to: Square) -> Option<u32> {
    if from == to {
        return Some(0);
    }
    let same_line = from.file() == to.file() || from.rank() == to.rank();
    let same_diagonal = {
        let df = (from.file().to_u32() as i32 - to.file().to_u32() as i32).abs();
        let dr = (from.rank().to_u32() as i32 - to.rank().to_u32() as i32).abs();
        df == dr
    };
    match role {
        Role::King => Some(from.distance(to)),
        Role::Knight => Some(knight_moves(from, to)),
        Role::Bishop if same_diagonal => Some(1),
        Role::Bishop if from.is_light() == to.is_light() => Some(2),
        Role::Bishop => None,
        Role::Rook if same_line => Some(1),
        Role::Rook => Some(2),
        Role::Queen if same_line || same_diagonal => Some(1),
        Role::Queen => Some(2),
        Role::Pawn => None,
    }
}

/// Knight moves from `from` to `to` on an empty board (a breadth-first count).
fn knight_moves(from: Square, to: Square) -> u32 {
    let mut reached = Bitboard::from(from);
    let mut frontier = reached;
    let mut n = 0;
    while !reached.contains(to) {
        n += 1;
        let mut next = Bitboard::EMPTY;
        for sq in frontier {
            next |= shakmaty::attacks::knight_attacks(sq);
        }
        frontier = next & !reached;
        reached |= next;
        if frontier.is_empty() {
            // Unreachable on a board: every square is reachable by a knight.
            return u32::MAX / 4;
        }
    }
    n
}

/// Ranks a pawn of `colour` on `sq` still has to go to `to_rank` (its side's direction), in
/// moves: one less from its starting rank (the two-square step). `None` when behind it.
fn pawn_moves(colour: Color, sq: Square, to_rank: Rank) -> Option<u32> {
    let (rank, to) = match colour {
        Color::White => (sq.rank().to_u32(), to_rank.to_u32()),
        Color::Black => (7 - sq.rank().to_u32(), 7 - to_rank.to_u32()),
    };
    let ahead = to.checked_sub(rank)?;
    Some(if rank == 1 && ahead >= 2 {
        ahead - 1
    } else {
        ahead
    })
}

/// The fewest moves a man `role` of `colour` on `from` needs to become the man `target` on
/// `to` (a pawn may promote on the way); `None` when it cannot.
fn cost(colour: Color, role: Role, from: Square, target: Role, to: Square) -> Option<u32> {
    if role != Role::Pawn {
        return if role == target {
            moves_for(role, from, to)
        } else {
            None
        };
    }
    let files = |ahead: u32| {
        let f = from.file().to_u32();
        f.saturating_sub(ahead)..=(f + ahead).min(7)
    };
    if target == Role::Pawn {
        let ahead = pawn_moves(colour, from, to.rank())?;
        let ranks = (to.rank().to_u32() as i32 - from.rank().to_u32() as i32).unsigned_abs();
        return files(ranks).contains(&to.file().to_u32()).then_some(ahead);
    }
    let last = colour.fold_wb(Rank::Eighth, Rank::First);
    let ahead = pawn_moves(colour, from, last)?;
    let ranks = (last.to_u32() as i32 - from.rank().to_u32() as i32).unsigned_abs();
    files(ranks)
        .filter_map(|f| {
            let promoted = Square::from_coords(shakmaty::File::new(f), last);
            moves_for(target, promoted, to)
        })
        .min()
        .map(|rest| ahead + rest)
}

/// The fewest moves for `colour`'s men on `board` to stand as `picture`'s men of that colour
/// (each picture man matched to a different man; men left over are taken on the way, free).
/// `None` when they cannot.
fn side_moves(board: &shakmaty::Board, colour: Color, picture: &[Man]) -> Option<u32> {
    let men: Vec<(Role, Square)> = board
        .by_color(colour)
        .into_iter()
        .filter_map(|sq| board.role_at(sq).map(|r| (r, sq)))
        .collect();
    let targets: Vec<(Role, Square)> = picture
        .iter()
        .filter(|m| m.0 == colour)
        .map(|m| (m.1, m.2))
        .collect();
    if targets.len() > men.len() {
        return None;
    }
    let table: Vec<Vec<Option<u32>>> = targets
        .iter()
        .map(|&(tr, to)| {
            men.iter()
                .map(|&(r, from)| cost(colour, r, from, tr, to))
                .collect()
        })
        .collect();
    if targets.len() <= 6 {
        best_matching(&table, 0, 0)
    } else {
        greedy_matching(&table)
    }
}

/// The cheapest matching of the rows of `table` (from `row` on) to distinct columns not in
/// `used`.
fn best_matching(table: &[Vec<Option<u32>>], row: usize, used: u64) -> Option<u32> {
    let Some(costs) = table.get(row) else {
        return Some(0);
    };
    costs
        .iter()
        .enumerate()
        .filter(|(col, _)| used & (1 << col) == 0)
        .filter_map(|(col, c)| Some(c.as_ref()? + best_matching(table, row + 1, used | 1 << col)?))
        .min()
}

/// A matching of many men: each row takes its cheapest column still free (not the cheapest
/// matching, but many men make a long walk anyway).
fn greedy_matching(table: &[Vec<Option<u32>>]) -> Option<u32> {
    let mut used = 0u64;
    let mut total = 0;
    for costs in table {
        let (col, c) = costs
            .iter()
            .enumerate()
            .filter(|(col, _)| used & (1 << col) == 0)
            .filter_map(|(col, c)| c.map(|c| (col, c)))
            .min_by_key(|(_, c)| *c)?;
        used |= 1 << col;
        total += c;
    }
    Some(total)
}

/// A lower bound on the plies from `pos` to `picture` (both sides' moves, taken in turn).
fn plies_to(pos: &Chess, picture: &[Man]) -> Option<u32> {
    let board = pos.board();
    let white = side_moves(board, Color::White, picture)?;
    let black = side_moves(board, Color::Black, picture)?;
    let plies = |moves: u32, colour: Color| {
        if moves == 0 {
            0
        } else if pos.turn() == colour {
            2 * moves - 1
        } else {
            2 * moves
        }
    };
    Some(plies(white, Color::White).max(plies(black, Color::Black)))
}

/// Every man of `pos`: the mating picture of a line's last position.
fn picture_of(pos: &Chess) -> Vec<Man> {
    let board = pos.board();
    board
        .occupied()
        .into_iter()
        .filter_map(|sq| board.piece_at(sq).map(|p| (p.color, p.role, sq)))
        .collect()
}

/// `picture` with files a–h swapped: the same mate on the other wing.
fn mirrored(picture: &[Man]) -> Vec<Man> {
    picture
        .iter()
        .map(|&(c, r, sq)| (c, r, sq.flip_horizontal()))
        .collect()
}

/// How much more the lower bound counts than the plies walked: a weighted A*, which finds a
/// line that is short (not always the shortest) in far fewer positions than the plain one.
const WEIGHT: u32 = 5;

fn key(pos: &Chess) -> u128 {
    let z: shakmaty::zobrist::Zobrist128 = pos.zobrist_hash(EnPassantMode::Legal);
    z.0
}

/// A line from `start` to a checkmate by `winner` shorter than `line` (which must end in one),
/// visiting at most `budget` positions; `None` when it finds none.
pub(crate) fn shorter(
    start: &Chess,
    winner: Color,
    line: &[Move],
    budget: u64,
) -> Option<Vec<Move>> {
    let mut end = start.clone();
    for m in line {
        end.play_unchecked(*m);
    }
    let picture = picture_of(&end);
    let pictures = [mirrored(&picture), picture];
    let bound = |pos: &Chess| pictures.iter().filter_map(|p| plies_to(pos, p)).min();
    struct Node {
        parent: usize,
        via: Option<Move>,
    }
    let limit = u32::try_from(line.len()).ok()?;
    let mut nodes = vec![Node {
        parent: usize::MAX,
        via: None,
    }];
    let mut positions = vec![start.clone()];
    let mut best: HashMap<u128, u32, BuildHasherDefault<IdHasher>> = HashMap::default();
    best.insert(key(start), 0);
    let mut heap = BinaryHeap::new();
    heap.push(Reverse((bound(start)?, 0u32, 0usize)));
    let mut visited = 0u64;
    while let Some(Reverse((_, depth, at))) = heap.pop() {
        let pos = positions[at].clone();
        for m in pos.legal_moves() {
            let mut child = pos.clone();
            child.play_unchecked(m);
            visited += 1;
            if visited > budget {
                return None;
            }
            let d = depth + 1;
            if d >= limit {
                continue;
            }
            if child.turn() == !winner && child.is_checkmate() {
                let mut out = vec![m];
                let mut i = at;
                while let Some(via) = nodes.get(i).and_then(|n| n.via) {
                    out.push(via);
                    i = nodes[i].parent;
                }
                out.reverse();
                return Some(out);
            }
            let k = key(&child);
            if best.get(&k).is_some_and(|&g| g <= d) {
                continue;
            }
            let Some(h) = bound(&child) else { continue };
            if d + h.max(1) >= limit {
                continue;
            }
            best.insert(k, d);
            heap.push(Reverse((d + WEIGHT * h, d, nodes.len())));
            nodes.push(Node {
                parent: at,
                via: Some(m),
            });
            positions.push(child);
        }
    }
    None
}
