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

use super::matching::{self, MEN, NONE};
use crate::rules::record::IdHasher;

/// A man of the mating picture: its side, kind and square.
pub(super) type Man = (Color, Role, Square);

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
pub(super) fn cost(
    colour: Color,
    role: Role,
    from: Square,
    target: Role,
    to: Square,
) -> Option<u32> {
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

/// One man of a mating picture with the moves [`cost`] counts for it from every square: for a
/// man of its own kind, and for a pawn of its side (which may promote on the way). Looked up
/// per position instead of worked out: the bound is taken for every position the walk meets.
struct Target {
    role: Role,
    own: [u8; 64],
    pawn: [u8; 64],
}

/// A mating picture ready for [`Picture::plies_to`]: each side's men in the picture's order.
pub(super) struct Picture {
    sides: shakmaty::ByColor<Vec<Target>>,
}

/// The moves of a man `role` of `colour` on `from` to become the picture man `target` on `to`,
/// as a table entry ([`NONE`] where [`cost`] says it cannot).
fn entry(colour: Color, role: Role, from: Square, target: Role, to: Square) -> u8 {
    cost(colour, role, from, target, to).map_or(NONE, |c| u8::try_from(c).unwrap_or(NONE))
}

impl Picture {
    pub(super) fn new(picture: &[Man]) -> Picture {
        let side = |colour: Color| {
            picture
                .iter()
                .filter(|m| m.0 == colour)
                .map(|&(_, role, to)| Target {
                    role,
                    own: std::array::from_fn(|i| {
                        entry(colour, role, Square::new(i as u32), role, to)
                    }),
                    pawn: std::array::from_fn(|i| {
                        entry(colour, Role::Pawn, Square::new(i as u32), role, to)
                    }),
                })
                .collect()
        };
        Picture {
            sides: shakmaty::ByColor {
                white: side(Color::White),
                black: side(Color::Black),
            },
        }
    }

    /// A lower bound on the plies from `pos` to the picture (both sides' moves, taken in turn).
    pub(super) fn plies_to(&self, pos: &Chess) -> Option<u32> {
        plies_of(pos, |board, colour| self.side_moves(board, colour))
    }

    /// The fewest moves for `colour`'s men on `board` to stand as the picture's men of that
    /// colour ([`matched`]). `None` when they cannot.
    fn side_moves(&self, board: &shakmaty::Board, colour: Color) -> Option<u32> {
        let targets = self.sides.get(colour);
        matched(board, colour, targets.len(), |row, role, sq| {
            let t = &targets[row];
            if role == Role::Pawn {
                t.pawn[sq.to_usize()]
            } else if role == t.role {
                t.own[sq.to_usize()]
            } else {
                NONE
            }
        })
    }
}

/// The moves of a man to become a picture man: [`cost`] or one like it.
pub(super) type Cost = fn(Color, Role, Square, Role, Square) -> Option<u32>;

/// [`Picture::plies_to`] for `picture` from one position, without the picture's tables, each
/// man's moves counted by `cost` ([`cost`] gives the picture's bound).
pub(super) fn plies_to_men(picture: &[Man], pos: &Chess, cost: Cost) -> Option<u32> {
    plies_of(pos, |board, colour| {
        let targets: Vec<&Man> = picture.iter().filter(|m| m.0 == colour).collect();
        matched(board, colour, targets.len(), |row, role, sq| {
            let &(_, target, to) = targets[row];
            cost(colour, role, sq, target, to).map_or(NONE, |c| u8::try_from(c).unwrap_or(NONE))
        })
    })
}

/// The plies from `pos` for both sides' moves ([`matched`] by `side_moves`), taken in turn.
fn plies_of(
    pos: &Chess,
    side_moves: impl Fn(&shakmaty::Board, Color) -> Option<u32>,
) -> Option<u32> {
    let board = pos.board();
    let white = side_moves(board, Color::White)?;
    let black = side_moves(board, Color::Black)?;
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

/// The fewest moves for `colour`'s men on `board` to stand as `targets` picture men of that
/// colour, `entry(row, role, square)` the moves of the man `role` on `square` to the picture
/// man of `row` (each picture man matched to a different man; men left over are taken on the
/// way, free). `None` when they cannot.
fn matched(
    board: &shakmaty::Board,
    colour: Color,
    targets: usize,
    entry: impl Fn(usize, Role, Square) -> u8,
) -> Option<u32> {
    let ours = board.by_color(colour);
    let cols = ours.count();
    if targets > cols || cols > MEN {
        return None;
    }
    let mut table = [[NONE; MEN]; MEN];
    for (col, sq) in ours.into_iter().enumerate() {
        let role = board.role_at(sq)?;
        for (row, costs) in table.iter_mut().enumerate().take(targets) {
            costs[col] = entry(row, role, sq);
        }
    }
    let table = &table[..targets];
    if targets <= 6 {
        matching::least(table, cols)
    } else {
        matching::greedy(table, cols)
    }
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
    let pictures = [Picture::new(&mirrored(&picture)), Picture::new(&picture)];
    let bound = |pos: &Chess| pictures.iter().filter_map(|p| p.plies_to(pos)).min();
    let limit = u32::try_from(line.len()).ok()?;
    weighted_walk(start, winner, limit, &mut budget.clone(), WEIGHT, bound)
}

/// The weighted A* walk from `start` to a checkmate by `winner` in fewer than `limit` plies,
/// ordered by the plies walked plus `weight` times `bound` (a lower bound on the plies left,
/// `None` where no mate is left), visiting at most `budget` positions (less those it visits).
pub(super) fn weighted_walk(
    start: &Chess,
    winner: Color,
    limit: u32,
    budget: &mut u64,
    weight: u32,
    bound: impl Fn(&Chess) -> Option<u32>,
) -> Option<Vec<Move>> {
    struct Node {
        parent: usize,
        via: Option<Move>,
    }
    let mut nodes = vec![Node {
        parent: usize::MAX,
        via: None,
    }];
    let mut positions = vec![start.clone()];
    let mut best: HashMap<u128, u32, BuildHasherDefault<IdHasher>> = HashMap::default();
    best.insert(key(start), 0);
    let mut heap = BinaryHeap::new();
    heap.push(Reverse((bound(start)?, 0u32, 0usize)));
    while let Some(Reverse((_, depth, at))) = heap.pop() {
        let pos = positions[at].clone();
        for m in pos.legal_moves() {
            let mut child = pos.clone();
            child.play_unchecked(m);
            if *budget == 0 {
                return None;
            }
            *budget -= 1;
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
            heap.push(Reverse((d + weight * h, d, nodes.len())));
            nodes.push(Node {
                parent: at,
                via: Some(m),
            });
            positions.push(child);
        }
    }
    None
}

/// Iterative deepening toward a mating picture (IDA*): for each length in turn that ends on
/// the winner's move, from `bound` at the start to fewer than `limit` plies, a depth-first
/// search of every legal move that cuts a position where the plies walked and `bound` exceed
/// the length, keeping the positions already searched without a mate with as many plies left.
/// Where the picture's bound is far below its true plies (the kings must pass each other in
/// turn, a man must wait a move: issue 33's 17- and 19-ply nets), it needs a small part of the
/// positions [`weighted_walk`] visits. At most `budget` positions (less those it visits); the
/// first mate by `winner` it meets (any mate on the way counts), or `None`.
pub(super) fn deepening_walk(
    start: &Chess,
    winner: Color,
    limit: u32,
    budget: &mut u64,
    bound: impl Fn(&Chess) -> Option<u32>,
) -> Option<Vec<Move>> {
    let first = if start.turn() == winner { 1 } else { 2 };
    let mut plies = bound(start)?.max(first);
    if plies % 2 != first % 2 {
        plies += 1;
    }
    let mut dive = Dive {
        winner,
        budget,
        bound: &bound,
        searched: HashMap::default(),
        line: Vec::new(),
    };
    while plies < limit && *dive.budget > 0 {
        if dive.mates_within(start, plies) {
            dive.line.reverse();
            return Some(dive.line);
        }
        plies += 2;
    }
    None
}

/// One [`deepening_walk`]: its budget, bound, the positions searched without a mate (with the
/// plies that were left) and the mate found, last move first.
struct Dive<'a, B: Fn(&Chess) -> Option<u32>> {
    winner: Color,
    budget: &'a mut u64,
    bound: &'a B,
    searched: HashMap<u128, u32, BuildHasherDefault<IdHasher>>,
    line: Vec<Move>,
}

impl<B: Fn(&Chess) -> Option<u32>> Dive<'_, B> {
    /// Whether a mate by the winner ends within `left` plies from `pos` along positions within
    /// the bound (the last of them, or one met on the way); its moves pushed onto the line,
    /// last first.
    fn mates_within(&mut self, pos: &Chess, left: u32) -> bool {
        let k = key(pos);
        if self.searched.get(&k).is_some_and(|&l| l >= left) {
            return false;
        }
        for m in pos.legal_moves() {
            if *self.budget == 0 {
                return false;
            }
            *self.budget -= 1;
            let mut child = pos.clone();
            child.play_unchecked(m);
            // A mate met on the way counts too (as in [`weighted_walk`]).
            let mates = pos.turn() == self.winner && child.is_check() && child.is_checkmate();
            let found = if mates || left == 1 {
                mates
            } else {
                (self.bound)(&child).is_some_and(|h| h < left)
                    && self.mates_within(&child, left - 1)
            };
            if found {
                self.line.push(m);
                return true;
            }
        }
        // Only a search that ran to its end says there is no mate here.
        if *self.budget > 0 {
            self.searched.insert(k, left);
        }
        false
    }
}

#[cfg(test)]
#[path = "shorter_tests.rs"]
mod tests;
