//! Material alone (Art. 5.2.2, 6.9): the cases where `colour` cannot mate whatever the position.
//!
//! The decision is shakmaty's `has_insufficient_material`, which is sound: a bare king; king and
//! one knight against a king with at most queens (a queen can never be forced to self-block a
//! knight mate); bishops all on one square colour with no knight or pawn on the board. This module
//! only turns that decision into a reason a person can read.

use shakmaty::{Bitboard, Chess, Color, Position};

/// The colour's name as an arbiter writes it.
pub(crate) fn side_name(colour: Color) -> &'static str {
    match colour {
        Color::White => "White",
        Color::Black => "Black",
    }
}

/// `Some(reason)` when `colour` cannot mate by material alone, else `None`.
pub(crate) fn insufficient(pos: &Chess, colour: Color) -> Option<String> {
    if !pos.has_insufficient_material(colour) {
        return None;
    }
    let board = pos.board();
    let ours = board.by_color(colour);
    let side = side_name(colour);
    let reason = if (ours & !board.kings()).is_empty() {
        format!("bare king: {side} has only the king")
    } else if (ours & board.knights()).any() {
        format!(
            "{side} has only a knight, and {} has no piece that could block its own king",
            side_name(!colour)
        )
    } else {
        let on_light = (board.bishops() & Bitboard::LIGHT_SQUARES).any();
        format!(
            "only same-colour bishops: every bishop on the board stands on {} squares and there is no knight or pawn",
            if on_light { "light" } else { "dark" }
        )
    };
    Some(reason)
}
