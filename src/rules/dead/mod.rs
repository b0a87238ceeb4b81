//! "Can this colour still deliver checkmate by any series of legal moves?" — the question behind
//! Art. 5.2.2 (dead position), 6.9 (flag fall), 7.5.5 (second illegal move) and 5.1.2 (resignation).
//!
//! This first version decides only by material (shakmaty's `has_insufficient_material`); every
//! other position is [`Verdict::Undetermined`]. It is sound: it never says `Unwinnable` wrongly.

use shakmaty::{Chess, Color, Position, san::SanPlus};

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

/// Can `colour` still checkmate by some series of legal moves (Art. 5.2.2, 6.9)?
pub fn can_mate(pos: &Chess, colour: Color, _budget: &Budget) -> Verdict {
    if pos.has_insufficient_material(colour) {
        return Verdict::Unwinnable {
            reason: format!("{colour} has insufficient mating material"),
        };
    }
    Verdict::Undetermined
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
    let black = can_mate(pos, Color::Black, budget);
    match (white, black) {
        (Verdict::Unwinnable { reason: w }, Verdict::Unwinnable { reason: b }) => {
            Some(if w == b { w } else { format!("{w}; {b}") })
        }
        _ => None,
    }
}
