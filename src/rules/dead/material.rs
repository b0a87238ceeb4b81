//! Material alone (Art. 5.2.2, 6.9): the cases where `colour` cannot mate whatever the position.
//!
//! The decision is shakmaty's `has_insufficient_material`, which is sound: a bare king; king and
//! one knight against a king with at most queens (a queen can never be forced to self-block a
//! knight mate); bishops all on one square colour with no knight or pawn on the board. This module
//! only turns that decision into a reason a person can read.

use shakmaty::{Bitboard, Chess, Color, Position};

use crate::i18n::t;

/// The colour as the message files select it: `white` or `black`.
pub(crate) fn side_key(colour: Color) -> &'static str {
    crate::clock::side_serde::name(colour)
}

/// `Some(reason)` when `colour` cannot mate by material alone, else `None`.
pub(crate) fn insufficient(pos: &Chess, colour: Color) -> Option<String> {
    if !pos.has_insufficient_material(colour) {
        return None;
    }
    let board = pos.board();
    let ours = board.by_color(colour);
    let side = ("side", side_key(colour).into());
    let reason = if (ours & !board.kings()).is_empty() {
        t("dead-bare-king", &[side])
    } else if (ours & board.knights()).any() {
        t("dead-lone-knight", &[side])
    } else {
        let on_light = (board.bishops() & Bitboard::LIGHT_SQUARES).any();
        let shade = if on_light { "light" } else { "dark" };
        t("dead-same-bishops", &[("shade", shade.into())])
    };
    Some(reason)
}
