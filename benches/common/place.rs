//! Random positions for the dead-position bench and its test (issue 33, 36): a piece on a
//! free square drawn from the shared deterministic [`Rng`](super::rng::Rng).

use shakmaty::{Board, Piece, Square};

use super::rng::Rng;

/// `piece` put on a free square drawn from `rng` (ranks 2 to 7 for a pawn); nothing after 64
/// squares drawn taken.
pub fn place(rng: &mut Rng, piece: char, board: &mut Board, pawn: bool) {
    for _ in 0..64 {
        let at = if pawn {
            8 + rng.below(48)
        } else {
            rng.below(64)
        };
        let square = Square::new(at as u32);
        if board.piece_at(square).is_none() {
            if let Some(piece) = Piece::from_char(piece) {
                board.set_piece_at(square, piece);
            }
            return;
        }
    }
}
