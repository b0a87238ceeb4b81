//! Material alone (Art. 5.2.2, 6.9): the cases where `colour` cannot mate whatever the position.
//!
//! The decision is shakmaty's `has_insufficient_material`, which is sound: a bare king; king and
//! one knight against a king with at most queens (a queen can never be forced to self-block a
//! knight mate); bishops all on one square colour with no knight or pawn on the board. This module
//! only turns that decision into a reason a person can read.

use shakmaty::{Bitboard, Chess, Color, Position};

use super::DeadProof;

/// `Some(proof)` when `colour` cannot mate by material alone, else `None`.
pub(crate) fn insufficient(pos: &Chess, colour: Color) -> Option<DeadProof> {
    if !pos.has_insufficient_material(colour) {
        return None;
    }
    let board = pos.board();
    let ours = board.by_color(colour);
    Some(if (ours & !board.kings()).is_empty() {
        DeadProof::BareKing { side: colour }
    } else if (ours & board.knights()).any() {
        DeadProof::LoneKnight { side: colour }
    } else {
        DeadProof::SameBishops {
            light: (board.bishops() & Bitboard::LIGHT_SQUARES).any(),
        }
    })
}
