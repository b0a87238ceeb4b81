//! The budgeted search behind [`super::can_mate`] (Art. 5.2.2, 6.9): a depth-first walk over the
//! positions reachable by legal moves, both sides cooperating toward mate by `winner`.
//!
//! Every position is visited once (128-bit Zobrist keys). A position is a dead end when `winner`
//! has no mating material ([`super::material`]), when the frozen pawns keep `winner` from ever
//! giving check ([`super::fortress`]), or when the game is over there (stalemate, or `winner`
//! checkmated). Children are tried best first: a mate at once, then the other king toward a
//! corner, the winner's pieces toward it, the winner's material kept and promoted to queens.
//! When the walk runs out of positions without a mate, every position reachable from the start
//! has been examined, so `winner` cannot mate: a proof. When it finds a mate, the path is the
//! line (shortened where a later position on it is reachable in one move from an earlier one).

use std::collections::{HashMap, HashSet};
use std::hash::BuildHasherDefault;

use shakmaty::{
    Chess, Color, EnPassantMode, Move, Position, Role, Square, san::SanPlus, zobrist::Zobrist128,
};

use super::{fortress, material};
use crate::rules::record::IdHasher;

/// Positions seen, by their Zobrist key (already uniform: no further hashing).
type Seen = HashSet<u128, BuildHasherDefault<IdHasher>>;

/// What the search found.
pub(crate) enum Outcome {
    /// Moves from the start ending in checkmate of the other side.
    Mate(Vec<Move>),
    /// Every reachable position examined; `reason` says how.
    Exhausted(String),
    /// The node budget ran out.
    OutOfBudget,
}

/// Why a position was a dead end for `winner`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum DeadEnd {
    Stalemate,
    WinnerMated,
    Material,
    Fortress,
}

fn key(pos: &Chess) -> u128 {
    let z: Zobrist128 = pos.zobrist_hash(EnPassantMode::Legal);
    z.0
}

/// A dead end for `winner`, checking material and the pawn structure only when `changed` (after a
/// capture, promotion or pawn move: other moves leave both answers as they were).
fn dead_end(pos: &Chess, winner: Color, legal_empty: bool, changed: bool) -> Option<DeadEnd> {
    if legal_empty {
        return Some(if pos.is_check() {
            DeadEnd::WinnerMated
        } else {
            DeadEnd::Stalemate
        });
    }
    if changed {
        if pos.has_insufficient_material(winner) {
            return Some(DeadEnd::Material);
        }
        if fortress::never_checks(pos, winner).is_some() {
            return Some(DeadEnd::Fortress);
        }
    }
    None
}

fn structure_changes(m: &Move) -> bool {
    m.is_capture() || m.role() == Role::Pawn || m.is_promotion()
}

fn value(role: Role) -> i32 {
    match role {
        Role::Pawn => 1,
        Role::Knight | Role::Bishop => 3,
        Role::Rook => 5,
        Role::Queen => 9,
        Role::King => 0,
    }
}

fn corner_distance(sq: Square) -> i32 {
    let f = sq.file().to_u32() as i32;
    let r = sq.rank().to_u32() as i32;
    f.min(7 - f) + r.min(7 - r)
}

/// Lower is closer to a mate by `winner` (a heuristic: it orders moves, it decides nothing).
fn score(pos: &Chess, winner: Color) -> i32 {
    let board = pos.board();
    let Some(loser_king) = board.king_of(!winner) else {
        return 0;
    };
    let mut s = 8 * corner_distance(loser_king);
    for sq in board.by_color(winner) {
        if let Some(role) = board.role_at(sq) {
            let d = sq.distance(loser_king) as i32;
            s += if role == Role::King { 2 * d } else { d };
            s -= 6 * value(role);
            if role == Role::Pawn {
                // Advanced pawns are closer to becoming queens.
                let rank = sq.rank().to_u32() as i32;
                s -= 2 * if winner == Color::White {
                    rank
                } else {
                    7 - rank
                };
            }
        }
    }
    if pos.is_check() && pos.turn() == !winner {
        s -= 4;
    }
    s
}

/// The deepest the walk goes (plies): bounds its memory. A position at this depth is not
/// expanded, and then exhausting the rest proves nothing (the answer is undetermined).
const MAX_DEPTH: usize = 100_000;

struct Frame {
    pos: Chess,
    /// Children still to try, best last (popped first); whether each changes the structure.
    children: Vec<(Move, bool)>,
    /// The move that led here (none at the start).
    via: Option<Move>,
    /// Zobrist key of `pos`.
    key: u128,
}

/// Search for a helpmate by `winner` from `start`, visiting at most `budget` positions.
pub(crate) fn search(start: &Chess, winner: Color, budget: u64) -> Outcome {
    let mut seen = Seen::default();
    let mut nodes = 0u64;
    let mut ends: HashMap<DeadEnd, u64> = HashMap::new();
    seen.insert(key(start));
    let mut stack = vec![expand(start.clone(), None, winner)];
    let mut truncated = false;
    while let Some(top) = stack.last_mut() {
        let Some((m, changed)) = top.children.pop() else {
            stack.pop();
            continue;
        };
        let incremental =
            top.pos
                .update_zobrist_hash(Zobrist128(top.key), m, EnPassantMode::Legal);
        let mut child = top.pos.clone();
        child.play_unchecked(m);
        let child_key = incremental.map_or_else(|| key(&child), |z| z.0);
        if !seen.insert(child_key) {
            continue;
        }
        nodes += 1;
        if nodes > budget {
            return Outcome::OutOfBudget;
        }
        let legal = child.legal_moves();
        if legal.is_empty() && child.is_check() && child.turn() == !winner {
            let mut line: Vec<Move> = stack.iter().filter_map(|f| f.via).collect();
            line.push(m);
            return Outcome::Mate(shorten(start, line));
        }
        if let Some(end) = dead_end(&child, winner, legal.is_empty(), changed) {
            *ends.entry(end).or_default() += 1;
            continue;
        }
        if stack.len() >= MAX_DEPTH {
            // Not expanded: the walk can no longer claim it saw every position.
            truncated = true;
            continue;
        }
        stack.push(expand_with(child, Some(m), child_key, winner, legal));
    }
    if truncated {
        return Outcome::OutOfBudget;
    }
    Outcome::Exhausted(exhausted_reason(start, winner, nodes, &ends))
}

fn expand(pos: Chess, via: Option<Move>, winner: Color) -> Frame {
    let legal = pos.legal_moves();
    let key = key(&pos);
    expand_with(pos, via, key, winner, legal)
}

fn expand_with(
    pos: Chess,
    via: Option<Move>,
    key: u128,
    winner: Color,
    legal: shakmaty::MoveList,
) -> Frame {
    let mut scored: Vec<(i32, Move, bool)> = legal
        .into_iter()
        .map(|m| {
            let mut child = pos.clone();
            child.play_unchecked(m);
            (score(&child, winner), m, structure_changes(&m))
        })
        .collect();
    // Best (lowest) last, so that `pop` takes it first.
    scored.sort_by_key(|c| std::cmp::Reverse(c.0));
    Frame {
        pos,
        children: scored.into_iter().map(|(_, m, ch)| (m, ch)).collect(),
        via,
        key,
    }
}

/// Cut the detours out of a mating line: from each position jump to the latest later position
/// of the line that one legal move reaches.
fn shorten(start: &Chess, line: Vec<Move>) -> Vec<Move> {
    let mut positions = vec![start.clone()];
    for m in &line {
        let mut next = positions[positions.len() - 1].clone();
        next.play_unchecked(*m);
        positions.push(next);
    }
    let index: HashMap<u128, usize> = positions
        .iter()
        .enumerate()
        .map(|(i, p)| (key(p), i))
        .collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i + 1 < positions.len() {
        let mut best = (i + 1, line[i]);
        for m in positions[i].legal_moves() {
            let mut next = positions[i].clone();
            next.play_unchecked(m);
            if let Some(&j) = index.get(&key(&next))
                && j > best.0
            {
                best = (j, m);
            }
        }
        out.push(best.1);
        i = best.0;
    }
    out
}

fn exhausted_reason(
    start: &Chess,
    winner: Color,
    nodes: u64,
    ends: &HashMap<DeadEnd, u64>,
) -> String {
    let side = material::side_name(winner);
    // A forced start: describe the only moves.
    let mut pos = start.clone();
    let mut forced = Vec::new();
    loop {
        let legal = pos.legal_moves();
        if legal.len() != 1 {
            break;
        }
        let m = legal[0];
        forced.push(SanPlus::from_move_and_play_unchecked(&mut pos, m).to_string());
        if forced.len() > 8 {
            break;
        }
    }
    if !forced.is_empty() && pos.legal_moves().is_empty() {
        let what = if pos.is_check() {
            "checkmate of ".to_owned() + side
        } else {
            "stalemate".to_owned()
        };
        return format!("only legal move {} leads to {what}", forced.join(" "));
    }
    if !forced.is_empty()
        && let Some(r) = material::insufficient(&pos, winner)
    {
        return format!("only legal move {}, then {r}", forced.join(" "));
    }
    if !forced.is_empty()
        && let Some(r) = fortress::never_checks(&pos, winner)
    {
        return format!("only legal move {}, then {r}", forced.join(" "));
    }
    let mut kinds = Vec::new();
    for (end, text) in [
        (DeadEnd::Stalemate, "stalemate"),
        (DeadEnd::WinnerMated, "checkmate of the winner"),
        (DeadEnd::Material, "too little material"),
        (DeadEnd::Fortress, "a blocked pawn structure"),
    ] {
        if let Some(n) = ends.get(&end) {
            kinds.push(format!("{n} by {text}"));
        }
    }
    let how = if kinds.is_empty() {
        String::new()
    } else {
        format!("; dead ends: {}", kinds.join(", "))
    };
    format!(
        "every position reachable by legal moves ({} of them) was examined and none is mate by {side}{how}",
        nodes + 1
    )
}
