//! The king walk (Art. 5.2.2, 6.9): a blocked pawn structure where only the kings and bishops of
//! one square colour can move, decided by walking the two kings' squares with the bishops left
//! out (they may be anywhere and attack anything of their colour).
//!
//! This settles positions the semi-static proof ([`super::fortress`]) cannot: there a pawn that a
//! king may one day capture is not frozen, and everything it blocks falls with it; here such a
//! capture is followed, and in the positions of this kind (a king shuttling between two squares
//! behind the pawns) it leaves the other side stalemated at once.
//!
//! # The positions
//! One side, `X`, has only its king and pawns; the other, `Y`, only its king, pawns and bishops
//! that all stand on squares of one colour `c` (none at all is allowed). No castling right, no en
//! passant capture, every pawn's push square is held by a pawn, and no pawn attacks an enemy pawn;
//! `X`'s pawns stand on squares not of colour `c` (so their capture squares are not of colour `c`
//! either, and a bishop of `Y` can neither be taken by one nor take one).
//!
//! # The proof
//! *What is frozen.* As long as no pawn is captured, no pawn can move: its push square holds a
//! pawn that does not move either, and it could only capture an enemy piece standing on one of its
//! capture squares: never an enemy pawn (none is attacked), never a king (a king never stands
//! where an enemy pawn attacks), never a bishop of `Y` (`X`'s capture squares are not of colour
//! `c`; `Y`'s pawns only capture `X`'s pieces, which are its king and pawns). So until a first
//! pawn capture — which only a king can make, since a bishop of colour `c` never stands where an
//! `X` pawn is and `Y`'s pawns are never on a bishop's path to a capture we allow — every legal
//! move is a king move, a move of a bishop of `Y` (which stays on colour `c`), or a king capturing
//! a pawn.
//!
//! *The abstraction.* A position in that phase is mapped to (square of `X`'s king, square of
//! `Y`'s king, side to move). From each such state the walk lets
//! - `X`'s king step to any neighbouring square that does not hold an `X` pawn, that no `Y` pawn
//!   attacks and that is not next to `Y`'s king (bishops are ignored: it may also take one, or be
//!   forbidden by one — allowing more moves only over-approximates);
//! - `Y`'s king step likewise (no `X` pawn attacks the square, not next to `X`'s king);
//! - `Y` move a bishop (the kings stay: a "pass", allowed whenever `Y` has a bishop).
//!
//! Every legal move of the phase is one of these, so every position reachable before a pawn
//! capture maps to a state the walk reaches (induction over the series of moves).
//!
//! *A mate by `Y`* (6.9, 5.2.2) needs `X`'s king, on `s`, in check after `Y`'s move with no legal
//! move. Only a bishop can check (`X`'s king never stands where `Y`'s pawns attack, a king never
//! checks), so `s` is of colour `c`; a bishop move may check; a king move only by uncovering a
//! bishop, so `Y`'s king left a square on a diagonal of `s` that no pawn interrupts. And no flight
//! square of `s` may stay open: each must hold an `X` pawn, or be attacked by a `Y` pawn, or be next
//! to `Y`'s king *after* its move, or be of colour `c` (a bishop may attack it), or hold a `Y` pawn
//! that a bishop or its king may defend. The walk asks this of every `Y` move from every state,
//! with `Y`'s king where it really is: a king shuttling between a square of colour `c` and one of
//! the other colour can only be mated on the first if `Y`'s king covers the second, and `Y`'s king
//! could not already stand next to it while `X`'s king was there (kings never touch), so it must
//! arrive by the mating move itself — by uncovering a bishop, which the walk checks square by
//! square. A "tempo" count of the shuttling king is not used (it is not sound).
//!
//! *A mate by `X`* never happens in the phase: `X` has no piece that can check (its king never
//! does, its pawns never move, and `Y`'s king never stands where they attack).
//!
//! *A pawn capture* ends the phase. `X`'s king taking a `Y` pawn: when the walk finds it possible
//! (the pawn not defended by a `Y` pawn nor next to `Y`'s king), no proof. `Y`'s king taking an
//! `X` pawn on `q` from `k`: the proof holds only if `X` is then stalemated (Art. 5.2.1, the game is
//! over): not in check (only a bishop uncovered by the king leaving `k` could check, so `k` is not
//! on a diagonal of `s` open past the pawns left), every `X` pawn still blocked (by a pawn or by
//! `Y`'s king on `q`; it captures nothing, as above) and every neighbour of `s` an `X` pawn,
//! attacked by a `Y` pawn, or next to `q`. Otherwise, no proof.
//!
//! The walk visits at most 64 × 64 × 2 states. Every step over-approximates what the players can
//! do, except the stalemate after a capture, which is proved from the pieces whose squares are
//! known (it never relies on a bishop); so a proof here is a proof for every real position.

use shakmaty::{
    Bitboard, Chess, Color, EnPassantMode, Position, Square,
    attacks::{bishop_attacks, king_attacks, pawn_attacks},
};

/// What the walk proved: `winner` cannot mate; `pawns` pawns stay blocked; `positions` states
/// (the two kings' squares and the side to move) were walked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Proof {
    pub(crate) winner: Color,
    pub(crate) pawns: u32,
    pub(crate) positions: u32,
}

impl Proof {
    /// The proof's facts, worded at the edge (`crate::i18n::dead::proof`).
    pub(crate) fn fact(&self) -> super::DeadProof {
        super::DeadProof::KingWalk {
            winner: self.winner,
            pawns: self.pawns,
            positions: self.positions,
        }
    }
}

/// The fixed part of a position of the kind the walk decides (see the module's proof).
struct Structure {
    /// The side with only its king and pawns.
    x: Color,
    /// Its pawns, and the squares they attack.
    x_pawns: Bitboard,
    x_attacks: Bitboard,
    /// The other side's pawns and the squares they attack.
    y_pawns: Bitboard,
    y_attacks: Bitboard,
    /// The squares of the colour of `Y`'s bishops; empty when it has none.
    bishop_colour: Bitboard,
    /// Whether `Y` has a bishop to move while the kings stay.
    y_bishops: bool,
}

fn attacked_by_pawns(colour: Color, pawns: Bitboard) -> Bitboard {
    pawns
        .into_iter()
        .fold(Bitboard::EMPTY, |a, sq| a | pawn_attacks(colour, sq))
}

fn next_to(sq: Square) -> Bitboard {
    king_attacks(sq)
}

impl Structure {
    /// The structure when `pos` is of the walk's kind with `x` the king-and-pawns side.
    fn of(pos: &Chess, x: Color) -> Option<Structure> {
        let board = pos.board();
        let (ours, theirs) = (board.by_color(x), board.by_color(!x));
        let kings_and_pawns = board.kings() | board.pawns();
        if ours & !kings_and_pawns != Bitboard::EMPTY
            || theirs & !(kings_and_pawns | board.bishops()) != Bitboard::EMPTY
        {
            return None;
        }
        let bishops = theirs & board.bishops();
        let bishop_colour = if bishops.is_empty() {
            Bitboard::EMPTY
        } else if bishops.is_subset(Bitboard::DARK_SQUARES) {
            Bitboard::DARK_SQUARES
        } else if bishops.is_subset(Bitboard::LIGHT_SQUARES) {
            Bitboard::LIGHT_SQUARES
        } else {
            return None;
        };
        if pos.castles().any() || pos.ep_square(EnPassantMode::Legal).is_some() {
            return None;
        }
        let (x_pawns, y_pawns) = (ours & board.pawns(), theirs & board.pawns());
        let pawns = x_pawns | y_pawns;
        let white_pawns = board.white() & board.pawns();
        let black_pawns = board.black() & board.pawns();
        if !white_pawns.shift(8).is_subset(pawns) || !black_pawns.shift(-8).is_subset(pawns) {
            return None;
        }
        let (x_attacks, y_attacks) = (
            attacked_by_pawns(x, x_pawns),
            attacked_by_pawns(!x, y_pawns),
        );
        if x_attacks.intersects(y_pawns)
            || y_attacks.intersects(x_pawns)
            || x_pawns.intersects(bishop_colour)
        {
            return None;
        }
        Some(Structure {
            x,
            x_pawns,
            x_attacks,
            y_pawns,
            y_attacks,
            bishop_colour,
            y_bishops: bishops.any(),
        })
    }

    /// After `Y`'s king took the `X` pawn on `q`, coming from `k`, with `X`'s king on `s` and `X`
    /// to move: is `X` certainly stalemated (Art. 5.2.1)? Proved from the pawns and kings alone.
    fn stalemate_after_capture(&self, s: Square, k: Square, q: Square) -> bool {
        let x_pawns = self.x_pawns.without(q);
        let pawns = x_pawns | self.y_pawns;
        // Not in check: only a bishop uncovered by the king's leaving `k` could check.
        if self.bishop_colour.contains(s) && bishop_attacks(s, pawns).contains(k) {
            return false;
        }
        // Every X pawn still blocked (by a pawn, or by Y's king on q).
        let push = match self.x {
            Color::White => x_pawns.shift(8),
            Color::Black => x_pawns.shift(-8),
        };
        if !push.is_subset(pawns.with(q)) {
            return false;
        }
        // No king move: every neighbour an own pawn, attacked by a Y pawn, or next to Y's king.
        next_to(s).is_subset(x_pawns | self.y_attacks | next_to(q))
    }

    /// After `Y` moved (its king from `k` to `k2`, or a bishop when `k == k2`), could `X`'s king
    /// on `s` be checkmated?
    fn mate_possible(&self, s: Square, k: Square, k2: Square) -> bool {
        if !self.y_bishops || !self.bishop_colour.contains(s) {
            return false;
        }
        let pawns = self.x_pawns | self.y_pawns;
        if k != k2 && !bishop_attacks(s, pawns).contains(k) {
            return false;
        }
        // A square of the bishops' colour may be attacked by one (a pawn there defended by one).
        let covered = self.x_pawns | self.y_attacks | next_to(k2) | self.bishop_colour;
        next_to(s).is_subset(covered)
    }
}

/// `Some(proof)` when `winner` can never mate in `pos` by the king walk (see the module's proof);
/// `None` when the position is not of its kind or the walk cannot prove it.
pub(crate) fn proof(pos: &Chess, winner: Color) -> Option<Proof> {
    let board = pos.board();
    let st = [Color::White, Color::Black]
        .into_iter()
        .find_map(|x| Structure::of(pos, x))?;
    let x = st.x;
    // The walk judges the moves from the position, not the position itself: one already mate is
    // for the caller to answer.
    if pos.is_checkmate() {
        return None;
    }
    let xk = board.king_of(x)?;
    let yk = board.king_of(!x)?;
    let y_wins = winner != x;
    // visited[x to move][X's king] = Y's king squares.
    let mut visited = [[Bitboard::EMPTY; 64]; 2];
    let mut stack = vec![(xk, yk, pos.turn() == x)];
    visited[usize::from(pos.turn() == x)][xk as usize].add(yk);
    let mut positions = 0u32;
    while let Some((s, k, x_to_move)) = stack.pop() {
        positions += 1;
        let mut next = Vec::new();
        if x_to_move {
            for f in next_to(s) & !st.x_pawns & !st.y_attacks & !next_to(k) {
                if st.y_pawns.contains(f) {
                    // X's king can take an undefended Y pawn: the structure breaks.
                    return None;
                }
                next.push((f, k, false));
            }
        } else {
            for f in next_to(k) & !st.y_pawns & !st.x_attacks & !next_to(s) {
                if y_wins && st.mate_possible(s, k, f) {
                    return None;
                }
                if st.x_pawns.contains(f) {
                    if !st.stalemate_after_capture(s, k, f) {
                        return None;
                    }
                    continue;
                }
                next.push((s, f, true));
            }
            if st.y_bishops {
                if y_wins && st.mate_possible(s, k, k) {
                    return None;
                }
                next.push((s, k, true));
            }
        }
        for (s2, k2, x2) in next {
            let seen = &mut visited[usize::from(x2)][s2 as usize];
            if !seen.contains(k2) {
                seen.add(k2);
                stack.push((s2, k2, x2));
            }
        }
    }
    Some(Proof {
        winner,
        pawns: board.pawns().count() as u32,
        positions,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::dead::search::{Outcome, search};
    use crate::rules::parse_fen;
    use shakmaty::{Board, Piece, Role};

    fn pos(fen: &str) -> Chess {
        parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
    }

    /// A mate by `winner` found by the full search and replayed move by move to checkmate: the
    /// independent truth the walk is checked against.
    fn replayed_mate(pos: &Chess, winner: Color, nodes: u64) -> bool {
        let Outcome::Mate(line) = search(pos, winner, nodes) else {
            return false;
        };
        let mut replay = pos.clone();
        for m in &line {
            assert!(replay.is_legal(*m), "{pos:?}: {m:?} illegal in {line:?}");
            replay.play_unchecked(*m);
        }
        replay.is_checkmate() && replay.turn() == !winner
    }

    /// Black's king shuttles h6-h5 behind the pawns (h7 and g5 attacked, g6 defended, g7 and h4
    /// its own); White has light bishops, so only h5 can be a mating square, and then h6 must be
    /// covered by White's king from h7 or g7 — where it cannot stand while Black's king is still
    /// on h6, and cannot arrive by uncovering a check (no square of the d1-h5 diagonal is next to
    /// h7 or g7). Kxg7 (when Black's king is on h5) leaves Black stalemated. The full search cannot settle it: the bishops make too many positions.
    const SHUTTLE: &str = "8/6p1/5pPk/5P2/2B2P1p/3B3P/8/2K5 w - - 0 1";

    #[test]
    fn a_king_shuttling_behind_its_pawns_is_never_mated() {
        let p = pos(SHUTTLE);
        for winner in [Color::White, Color::Black] {
            let proof = proof(&p, winner).unwrap_or_else(|| panic!("{winner:?}: no proof"));
            assert_eq!(proof.pawns, 7);
            assert!(proof.positions > 10, "{proof:?}");
            assert!(matches!(
                super::super::can_mate(&p, winner, &super::super::Budget { nodes: 1_000 }),
                super::super::Verdict::Unwinnable {
                    proof: super::super::DeadProof::KingWalk { .. }
                }
            ));
        }
        // The static pattern is there: with White's king already on h7 and Black's on h5, Be2 is
        // mate. Reached only as a start position (White to move), the walk must not fire.
        let mate_in_one = pos("8/6pK/5pP1/5P1k/2B2P1p/3B3P/8/8 w - - 0 1");
        assert!(proof(&mate_in_one, Color::White).is_none());
        assert!(replayed_mate(&mate_in_one, Color::White, 1_000));
        // After 1.Be2 Black is mated: a position already mate is not the walk's to judge.
        let mated = pos("8/6pK/5pP1/5P1k/2B2P1p/7P/4B3/8 b - - 0 1");
        assert!(mated.is_checkmate());
        assert!(proof(&mated, Color::White).is_none());
        // Black can never check at all: its proof holds there too.
        assert!(proof(&mate_in_one, Color::Black).is_some());
        // One black pawn more, on a7 and free: Black has spare moves, so White's king can wait
        // on h7 and mate; the walk must not fire (and the search finds the mate).
        let free = pos("8/p5p1/5pPk/5P2/2B2P1p/3B3P/8/2K5 w - - 0 1");
        assert!(proof(&free, Color::White).is_none());
        assert!(replayed_mate(&free, Color::White, 500_000));
    }

    /// The mating test of one move of the bishops' side, in the shuttle's structure (Black's
    /// king on h5, White's light bishops): a bishop move mates only with White's king already
    /// covering h6; a king move only by uncovering a check on the d1-h5 diagonal and covering h6
    /// from where it lands; never on the dark h6.
    #[test]
    fn a_mate_needs_the_check_and_every_flight_at_once() {
        let st = Structure::of(&pos(SHUTTLE), Color::Black).expect("the shuttle's structure");
        // A bishop move: White's king on h7 covers h6; from c1 it covers nothing there.
        assert!(st.mate_possible(Square::H5, Square::H7, Square::H7));
        assert!(!st.mate_possible(Square::H5, Square::C1, Square::C1));
        // A king move uncovering the diagonal (from f3 or g4) onto h7; from f2, no check.
        assert!(st.mate_possible(Square::H5, Square::F3, Square::H7));
        assert!(st.mate_possible(Square::H5, Square::G4, Square::H7));
        assert!(!st.mate_possible(Square::H5, Square::F2, Square::H7));
        // Uncovering the check but landing where h6 stays open.
        assert!(!st.mate_possible(Square::H5, Square::F3, Square::E2));
        // h6 is dark: a light bishop never checks there.
        assert!(!st.mate_possible(Square::H6, Square::H8, Square::H8));
        // Without bishops nothing checks.
        let bare = Structure::of(&pos("8/6p1/5pPk/5P2/5P1p/7P/8/2K5 w - - 0 1"), Color::Black)
            .expect("the shuttle's structure without bishops");
        assert!(!bare.mate_possible(Square::H5, Square::H7, Square::H7));
    }

    /// Each reason a flight square is covered counts on its own, also when two coincide: a king
    /// on h1 (light bishops), its pawn on h2, g1 attacked by a pawn and next to the winning king
    /// on f1, g2 of the bishops' colour and next to that king too (a hand-built structure: the
    /// covering rule alone).
    #[test]
    fn a_flight_square_covered_twice_is_covered() {
        let st = Structure {
            x: Color::White,
            x_pawns: Bitboard::from(Square::H2),
            x_attacks: Bitboard::EMPTY,
            y_pawns: Bitboard::EMPTY,
            y_attacks: Bitboard::from(Square::G1),
            bishop_colour: Bitboard::LIGHT_SQUARES,
            y_bishops: true,
        };
        assert!(st.mate_possible(Square::H1, Square::F1, Square::F1));
        // Without the pawn's attack on g1, the king on f1 still covers it; on e1 it does not.
        let st = Structure {
            y_attacks: Bitboard::EMPTY,
            ..st
        };
        assert!(st.mate_possible(Square::H1, Square::F1, Square::F1));
        assert!(!st.mate_possible(Square::H1, Square::E1, Square::E1));
    }

    /// After White's king takes g7 with Black's king on h5, Black is stalemated (h6 next to
    /// White's king, g4, g5 and g6 attacked by pawns, h4 its own); not so when the king left a
    /// square of the d1-h5 diagonal (a bishop behind it may give check), nor after taking a
    /// pawn far from h6 (h6 left open).
    #[test]
    fn a_capture_counts_only_when_it_stalemates() {
        let st = Structure::of(&pos(SHUTTLE), Color::Black).expect("the shuttle's structure");
        assert!(st.stalemate_after_capture(Square::H5, Square::H8, Square::G7));
        assert!(st.stalemate_after_capture(Square::H5, Square::F8, Square::G7));
        assert!(!st.stalemate_after_capture(Square::H5, Square::F3, Square::G7));
        assert!(!st.stalemate_after_capture(Square::H5, Square::E6, Square::F6));
    }

    /// Not of the walk's kind: a knight, bishops of both colours, a free pawn, pawns that can
    /// take each other, an en passant capture, a castling right.
    #[test]
    fn other_positions_are_left_to_the_search() {
        for fen in [
            "6k1/7p/5K1P/8/3N4/8/8/8 w - - 0 1",
            "6k1/7p/5K1P/8/3B4/3B4/8/8 w - - 0 1",
            "6k1/7p/5K1P/8/3B4/8/P7/8 w - - 0 1",
            "6k1/7p/5K1P/8/3p4/4P3/8/8 w - - 0 1",
            "6k1/8/5K2/3pP3/8/8/8/8 w - d6 0 1",
            "6k1/7p/7P/8/8/8/8/R3K3 w Q - 0 1",
        ] {
            let p = pos(fen);
            for winner in [Color::White, Color::Black] {
                assert!(proof(&p, winner).is_none(), "{fen} {winner:?}");
            }
        }
    }

    /// Random positions of the walk's kind: a locked pawn structure (a whole-board zig-zag, part
    /// of one, the shuttle's, their mirror images), both kings and up to three bishops of one
    /// colour for one side placed at random, legal ones kept. Wherever the walk says a colour
    /// cannot mate, the full search (independent of the walk) finds no mate; and the set holds
    /// positions where the search does find mates (replayed), so the check has teeth.
    #[test]
    fn the_walk_never_denies_a_mate_the_search_finds() {
        let mut next = super::super::tests::draws(0x2545_f491_4f6c_dd1d);
        let structures = [
            "8/8/1p1p1p1p/pPpPpPpP/P1P1P1P1/8/8/8",
            "8/8/1p1p4/pPpP4/P1P5/8/8/8",
            "8/8/5p1p/4pPpP/4P1P1/8/8/8",
            "8/8/1p1p1p2/pPpPpP2/P1P1P3/8/8/8",
            "8/6p1/5pPk/5P2/5P1p/7P/8/8",
            "8/8/p7/P1p5/2P1p3/4P3/8/8",
        ];
        let (mut tried, mut fired, mut agreed, mut mates) = (0, 0, 0, 0);
        while tried < 1_500 {
            let fen = structures[next(structures.len() as u32) as usize];
            let mut board: Board = fen.parse().unwrap_or_else(|e| panic!("{fen}: {e:?}"));
            let mirror = next(2) == 0;
            if mirror {
                board.flip_horizontal();
            }
            // Each king mostly on its own side of the pawns.
            for (colour, ranks) in [(Color::White, 0), (Color::Black, 4)] {
                loop {
                    let sq = if next(4) > 0 {
                        Square::new((ranks + next(4)) * 8 + next(8))
                    } else {
                        Square::new(next(64))
                    };
                    if board.piece_at(sq).is_none() {
                        board.set_piece_at(sq, colour.king());
                        break;
                    }
                }
            }
            let y = if next(2) == 0 {
                Color::White
            } else {
                Color::Black
            };
            // The bishops mostly of the colour the other side's pawns do not stand on.
            let x_pawns = board.by_color(!y) & board.pawns();
            let dark = x_pawns.is_subset(Bitboard::LIGHT_SQUARES) == (next(5) > 0);
            for _ in 0..next(4) {
                let sq = Square::new(next(64));
                if board.piece_at(sq).is_none() && Bitboard::DARK_SQUARES.contains(sq) == dark {
                    board.set_piece_at(
                        sq,
                        Piece {
                            color: y,
                            role: Role::Bishop,
                        },
                    );
                }
            }
            let Some(p) = super::super::tests::legal(board, next(2) == 0) else {
                continue;
            };
            tried += 1;
            for winner in [Color::White, Color::Black] {
                let walk = proof(&p, winner);
                let outcome = search(&p, winner, 20_000);
                if let Outcome::Mate(_) = outcome {
                    assert!(
                        walk.is_none() || !replayed_mate(&p, winner, 20_000),
                        "{:?}: the walk denies a mate by {winner:?} the search found",
                        p.board()
                    );
                    mates += 1;
                }
                if walk.is_some() {
                    fired += 1;
                    agreed += usize::from(matches!(outcome, Outcome::Exhausted(_)));
                }
            }
        }
        assert!(
            fired >= 300 && agreed >= 300 && mates >= 2_000,
            "{fired} proofs, {agreed} also proved by the search, {mates} mates"
        );
    }
}
