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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::parse_fen;

    #[test]
    fn men_count_their_moves_on_an_empty_board() {
        use Square::*;
        for (role, from, to, moves) in [
            (Role::King, A1, H8, Some(7)),
            (Role::King, A1, A1, Some(0)),
            (Role::King, E4, F6, Some(2)),
            (Role::Knight, A1, C2, Some(1)),
            (Role::Knight, A1, B2, Some(4)),
            (Role::Knight, A1, H8, Some(6)),
            (Role::Knight, D5, G6, Some(2)),
            (Role::Bishop, A1, H8, Some(1)),
            (Role::Bishop, C1, A3, Some(1)),
            // A diagonal is equal distances along files and ranks, not equal sums.
            (Role::Bishop, D2, F4, Some(1)),
            (Role::Queen, D2, F4, Some(1)),
            (Role::Bishop, A1, C1, Some(2)),
            (Role::Bishop, A1, A2, None),
            (Role::Rook, A1, A8, Some(1)),
            (Role::Rook, A1, H1, Some(1)),
            (Role::Rook, A1, H8, Some(2)),
            (Role::Queen, A1, H8, Some(1)),
            (Role::Queen, A1, A5, Some(1)),
            (Role::Queen, A1, B3, Some(2)),
            (Role::Pawn, A2, A3, None),
        ] {
            assert_eq!(moves_for(role, from, to), moves, "{role:?} {from}-{to}");
        }
        assert_eq!(knight_moves(Square::A1, Square::H8), 6);
        assert_eq!(knight_moves(Square::E4, Square::E4), 0);
    }

    #[test]
    fn pawns_count_their_steps_and_promotions() {
        use Square::*;
        for (colour, from, rank, moves) in [
            (Color::White, E2, Rank::Fourth, Some(1)),
            (Color::White, E2, Rank::Third, Some(1)),
            (Color::White, E2, Rank::Eighth, Some(5)),
            (Color::White, E3, Rank::Eighth, Some(5)),
            (Color::White, E5, Rank::Fourth, None),
            (Color::Black, E7, Rank::First, Some(5)),
            (Color::Black, E6, Rank::First, Some(5)),
            (Color::Black, E7, Rank::Sixth, Some(1)),
            (Color::Black, E7, Rank::Fifth, Some(1)),
            (Color::Black, E4, Rank::Fifth, None),
        ] {
            assert_eq!(pawn_moves(colour, from, rank), moves, "{colour:?} {from}");
        }
        for (colour, role, from, target, to, moves) in [
            (Color::White, Role::Knight, G1, Role::Knight, F3, Some(1)),
            (Color::White, Role::Knight, G1, Role::Bishop, F3, None),
            // d3 to d8 (5), the new knight c8-a7 (1).
            (Color::White, Role::Pawn, D3, Role::Knight, A7, Some(6)),
            (Color::White, Role::Pawn, D3, Role::Queen, D8, Some(5)),
            (Color::Black, Role::Pawn, D6, Role::Rook, A1, Some(5)),
            (Color::White, Role::Pawn, D3, Role::Pawn, D5, Some(2)),
            (Color::White, Role::Pawn, D3, Role::Pawn, E5, Some(2)),
            (Color::White, Role::Pawn, D3, Role::Pawn, H5, None),
            (Color::White, Role::Pawn, A6, Role::Pawn, B7, Some(1)),
            (Color::White, Role::Pawn, D3, Role::Pawn, D2, None),
            (Color::Black, Role::Pawn, D6, Role::Pawn, C4, Some(2)),
            // h7-g8 (1), the light bishop g8-a8 (2); from h8 it would be dark.
            (Color::White, Role::Pawn, H7, Role::Bishop, A8, Some(3)),
        ] {
            assert_eq!(
                cost(colour, role, from, target, to),
                moves,
                "{colour:?} {role:?} {from} as {target:?} on {to}"
            );
        }
    }

    /// The bound read from the pictures' tables is the one [`cost`] gives, each picture man
    /// matched to a different man at least cost (every matching tried, for pictures of at most
    /// six men a side), on the positions of random games against the last position of another.
    #[test]
    fn the_tables_give_the_bound_of_every_matching() {
        fn every(costs: &[Vec<Option<u32>>], row: usize, used: u32) -> Option<u32> {
            let Some(this) = costs.get(row) else {
                return Some(0);
            };
            (0..this.len())
                .filter(|col| used & 1 << col == 0)
                .filter_map(|col| Some(this[col]? + every(costs, row + 1, used | 1 << col)?))
                .min()
        }
        fn side(pos: &Chess, picture: &[Man], colour: Color) -> Option<u32> {
            let board = pos.board();
            let men: Vec<(Role, Square)> = board
                .by_color(colour)
                .into_iter()
                .filter_map(|sq| Some((board.role_at(sq)?, sq)))
                .collect();
            let costs: Vec<Vec<Option<u32>>> = picture
                .iter()
                .filter(|m| m.0 == colour)
                .map(|&(_, target, to)| {
                    men.iter()
                        .map(|&(role, from)| cost(colour, role, from, target, to))
                        .collect()
                })
                .collect();
            if costs.len() > men.len() {
                return None;
            }
            every(&costs, 0, 0)
        }
        let mut seed = 0x5107_7e12_u64;
        let mut compared = 0;
        for _ in 0..40 {
            let mut pos = Chess::default();
            let mut seen = vec![pos.clone()];
            for _ in 0..160 {
                let moves = pos.legal_moves();
                if moves.is_empty() {
                    break;
                }
                seed = seed
                    .wrapping_mul(6364136223846793005)
                    .wrapping_add(1442695040888963407);
                pos.play_unchecked(moves[(seed >> 33) as usize % moves.len()]);
                seen.push(pos.clone());
            }
            let end = picture_of(&pos);
            let small = |c: Color| end.iter().filter(|m| m.0 == c).count() <= 6;
            if !(small(Color::White) && small(Color::Black)) {
                continue;
            }
            let picture = Picture::new(&end);
            for p in seen.iter().step_by(7) {
                let white = side(p, &end, Color::White);
                let black = side(p, &end, Color::Black);
                assert_eq!(
                    picture.side_moves(p.board(), Color::White),
                    white,
                    "{:?}",
                    p.board()
                );
                assert_eq!(picture.side_moves(p.board(), Color::Black), black);
                compared += 1;
            }
        }
        assert!(compared >= 100, "{compared} positions compared");
    }

    /// K+N v K+P (issue 33) to the mate K a8, N a7 v K c7, N b6: White needs 12 moves (the
    /// king f2-a8 6, the pawn d3-d8 5 and the new knight c8-a7 1), Black 4; White to move: 23
    /// plies at least — and 23 to its mirror image too.
    #[test]
    fn the_bound_counts_both_sides_moves_in_turn() {
        let start = parse_fen("8/5k2/8/3n4/8/3P4/5K2/8 w - - 0 60").unwrap();
        let end = parse_fen("K7/N1k5/1n6/8/8/8/8/8 w - - 0 1").unwrap();
        let picture = picture_of(&end);
        assert_eq!(picture.len(), 4);
        assert_eq!(Picture::new(&picture).plies_to(&start), Some(23));
        assert_eq!(Picture::new(&mirrored(&picture)).plies_to(&start), Some(23));
        assert_eq!(Picture::new(&picture).plies_to(&end), Some(0));
        // With Black to move, Black's 4 moves take 7 plies and White's 12 take 24.
        let black = parse_fen("8/5k2/8/3n4/8/3P4/5K2/8 b - - 0 60").unwrap();
        assert_eq!(Picture::new(&picture).plies_to(&black), Some(24));
        // A man the picture does not have is taken on the way, at no cost: the picture can
        // still be reached, in no more plies than without it.
        let extra = parse_fen("8/5k2/8/3n4/8/3P4/5K1P/8 w - - 0 60").unwrap();
        assert!(
            Picture::new(&picture)
                .plies_to(&extra)
                .is_some_and(|p| p <= 23)
        );
        // A picture with more men than the board has cannot be reached.
        let more = parse_fen("KN6/N1k5/1n6/8/8/8/8/8 w - - 0 1").unwrap();
        assert_eq!(Picture::new(&picture_of(&more)).plies_to(&start), None);
        assert!(mirrored(&picture).contains(&(Color::White, Role::King, Square::H8)));
    }

    /// From the long line the walks find, a shorter line that replays to a mate by the same
    /// side; none when the line is already as short as the search can make it.
    #[test]
    fn a_long_line_is_made_shorter_and_still_mates() {
        let pos = parse_fen("8/5k2/8/3n4/8/3P4/5K2/8 w - - 0 60").unwrap();
        let super::super::search::Outcome::Mate(long) =
            super::super::search::search(&pos, Color::Black, 500_000)
        else {
            panic!("the walk finds Black's mate");
        };
        let short = shorter(&pos, Color::Black, &long, 20_000).expect("a shorter line");
        assert!(short.len() < long.len(), "{} < {}", short.len(), long.len());
        let mut replay = pos.clone();
        for m in &short {
            assert!(replay.is_legal(*m), "{m:?}");
            replay.play_unchecked(*m);
        }
        assert!(replay.is_checkmate() && replay.turn() == Color::White);
        // A mate in one cannot be made shorter.
        let mate_in_one = parse_fen("k7/8/1K6/8/8/8/7Q/8 w - - 0 1").unwrap();
        let line = [Move::Normal {
            role: Role::Queen,
            from: Square::H2,
            capture: None,
            to: Square::H8,
            promotion: None,
        }];
        assert_eq!(shorter(&mate_in_one, Color::White, &line, 20_000), None);
    }
}
