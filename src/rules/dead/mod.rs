//! "Can this colour still deliver checkmate by any series of legal moves?" — the question behind
//! Art. 5.2.2 (dead position), 6.9 (flag fall), 7.5.5 (second illegal move) and 5.1.2 (resignation).
//!
//! The answer is a helpmate question (both sides cooperate), not a material count. The analysis,
//! cheapest first:
//! 1. material alone ([`material`]): bare king, a lone knight, bishops all on one square colour;
//! 2. a semi-static proof ([`fortress`]): pawns that can never move nor be captured (a fixpoint),
//!    the squares every other piece can ever reach past them, and whether any piece of the
//!    intended winner can ever give check on a square the other king can ever stand on;
//! 3. a budgeted search ([`search`]) over the positions reachable by legal moves, steered toward
//!    mate (losing king to the edge, winning pieces toward it), which either finds a helpmate line
//!    or exhausts every reachable position that steps 1–2 do not already settle.
//!
//! Soundness: `Unwinnable` only with a proof; `Winnable` only with a line that has been replayed
//! to checkmate of the other side before it is returned; otherwise `Undetermined`.
//! The fifty- and seventy-five-move counters are not part of the question (the Laws ask whether a
//! series of legal moves exists), so they are ignored.

mod fortress;
mod material;
mod search;
pub mod vector;

use shakmaty::{Chess, Color, Position, san::SanPlus};

pub(crate) use material::side_name;

/// The node budget of the analysis.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Budget {
    /// Search nodes the analysis may visit before it answers [`Verdict::Undetermined`].
    pub nodes: u64,
}

impl Default for Budget {
    fn default() -> Self {
        Budget { nodes: 500_000 }
    }
}

/// The answer to "can `colour` still mate?".
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// A series of legal moves from the position that ends with `colour` mating (a helpmate);
    /// the caller can replay it.
    Winnable { line: Vec<SanPlus> },
    /// No series of legal moves lets `colour` mate; `reason` is a proof sketch a person can read.
    Unwinnable { reason: String },
    /// The budget ran out before a proof either way.
    Undetermined,
}

/// Can `colour` still checkmate by some series of legal moves (Art. 5.2.2, 6.9, 7.5.5, 5.1.2)?
pub fn can_mate(pos: &Chess, colour: Color, budget: &Budget) -> Verdict {
    if let Some(reason) = material::insufficient(pos, colour) {
        return Verdict::Unwinnable { reason };
    }
    if let Some(reason) = fortress::never_checks(pos, colour) {
        return Verdict::Unwinnable { reason };
    }
    if pos.is_checkmate() {
        // The game is over: it ends with the side to move mated (Art. 5.1.1).
        return if pos.turn() == !colour {
            Verdict::Winnable { line: Vec::new() }
        } else {
            Verdict::Unwinnable {
                reason: format!("{} is already checkmated", side_name(colour)),
            }
        };
    }
    if pos.is_stalemate() {
        return Verdict::Unwinnable {
            reason: "the position is stalemate (Art. 5.2.1)".to_owned(),
        };
    }
    match search::search(pos, colour, budget.nodes) {
        search::Outcome::Mate(moves) => {
            let mut replay = pos.clone();
            let line: Vec<SanPlus> = moves
                .into_iter()
                .map(|m| SanPlus::from_move_and_play_unchecked(&mut replay, m))
                .collect();
            // Soundness: the line must replay to mate from the start, or it is not returned.
            if line_mates(pos, colour, &line) {
                Verdict::Winnable { line }
            } else {
                Verdict::Undetermined
            }
        }
        search::Outcome::Exhausted(reason) => Verdict::Unwinnable { reason },
        search::Outcome::OutOfBudget => Verdict::Undetermined,
    }
}

/// Replay `line` from `pos`: `true` when every move is legal and the last one checkmates the
/// opponent of `colour`. Every [`Verdict::Winnable`] line passes this before it is returned.
pub fn line_mates(pos: &Chess, colour: Color, line: &[SanPlus]) -> bool {
    let mut pos = pos.clone();
    for san in line {
        let Ok(m) = san.san.to_move(&pos) else {
            return false;
        };
        pos.play_unchecked(m);
    }
    pos.is_checkmate() && pos.turn() == !colour
}

/// A cheap, sound dead-position check (Art. 5.2.2) that the rules engine may run after every ply:
/// `Some(reason)` only when the position is certainly dead; `None` means "not proved here" (the full
/// [`dead_position`] may still prove it).
pub fn quick_dead(pos: &Chess) -> Option<String> {
    if pos.is_insufficient_material() {
        Some("neither side has mating material".to_owned())
    } else {
        None
    }
}

/// A dead position (Art. 5.2.2): neither colour can mate by any series of legal moves.
/// `Some(reason)` when proved dead, `None` when not dead or not proved within the budget.
pub fn dead_position(pos: &Chess, budget: &Budget) -> Option<String> {
    let white = can_mate(pos, Color::White, budget);
    if !matches!(white, Verdict::Unwinnable { .. }) {
        return None;
    }
    let black = can_mate(pos, Color::Black, budget);
    match (white, black) {
        (Verdict::Unwinnable { reason: w }, Verdict::Unwinnable { reason: b }) => {
            Some(if w == b { w } else { format!("{w}; {b}") })
        }
        _ => None,
    }
}
