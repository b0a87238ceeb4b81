//! What can happen to a board, and the board state folded from it.
