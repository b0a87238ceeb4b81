//! Property tests of the game record against brute force:
//! - the identity (Art. 9.2.3) equals "same board, same side to move, same castling rights, same
//!   legal en passant square" — checked structurally, independent of the Zobrist hash;
//! - the repetition bookkeeping equals a recount over every replayed position;
//! - a takeback restores the record exactly;
//! - transposed move orders give the same identity; the halfmove clock does not enter it.

use arbiter::rules::{GameRecord, PositionId, parse_fen};
use proptest::prelude::*;
use shakmaty::fen::Fen;
use shakmaty::{Bitboard, Board, Chess, Color, EnPassantMode, Position, Square};

/// Start positions with few pieces repeat often; one has pawns for en passant, one castling rights.
const STARTS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
    "n3k3/8/8/8/8/8/8/4K2N w - - 0 1",
    "4k3/2p1p3/8/3P4/8/8/4P3/4K3 w - - 0 1",
    "4k3/8/8/1p1p4/8/8/2P1P3/4K2R w K - 0 1",
];

/// The position's identity by the words of Art. 9.2.3, without hashing.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Structural {
    board: Board,
    turn: Color,
    rights: Bitboard,
    ep: Option<Square>,
}

fn structural(pos: &Chess) -> Structural {
    Structural {
        board: pos.board().clone(),
        turn: pos.turn(),
        rights: pos.castles().castling_rights(),
        ep: pos.legal_ep_square(),
    }
}

/// Play `choices` (indices into the legal moves) from `fen`; stop when no legal move is left.
fn random_game(fen: &str, choices: &[u16]) -> (GameRecord, Vec<Chess>) {
    let mut record = GameRecord::from_fen(fen).unwrap();
    let mut positions = vec![record.position().clone()];
    for &c in choices {
        let moves = record.position().legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[usize::from(c) % moves.len()];
        record.play(mv).unwrap();
        positions.push(record.position().clone());
    }
    (record, positions)
}

fn game_strategy() -> impl Strategy<Value = (usize, Vec<u16>)> {
    (0..STARTS.len(), prop::collection::vec(0u16..6, 0..160))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn occurrences_equal_a_brute_force_recount((start, choices) in game_strategy()) {
        let (record, positions) = random_game(STARTS[start], &choices);
        let keys: Vec<Structural> = positions.iter().map(structural).collect();
        for (p, key) in keys.iter().enumerate() {
            let id = record.id_at(p).unwrap();
            prop_assert_eq!(id, PositionId::of(&positions[p]));
            let expected: Vec<usize> =
                (0..keys.len()).filter(|&q| &keys[q] == key).collect();
            prop_assert_eq!(record.occurrences_of(id), expected.as_slice());
            // Up to this ply: the standings chained back from it (Art. 9.2).
            let so_far: Vec<usize> = expected.iter().copied().filter(|&q| q <= p).collect();
            prop_assert_eq!(record.occurrence_at(p), Some(so_far.len()));
            prop_assert_eq!(record.occurrences_up_to(p), so_far);
            prop_assert_eq!(
                record.halfmove_clock_at(p),
                Some(positions[p].halfmoves())
            );
        }
        let last = keys.len() - 1;
        let expected: Vec<usize> = (0..keys.len()).filter(|&q| keys[q] == keys[last]).collect();
        prop_assert_eq!(record.occurrences_of_current(), expected.as_slice());
    }

    #[test]
    fn takeback_restores_the_record_exactly(
        (start, choices) in game_strategy(),
        back in 0usize..12,
    ) {
        let (mut record, _) = random_game(STARTS[start], &choices);
        let n = record.plies();
        let back = back.min(n);
        let moves: Vec<_> = record.moves().collect();
        for _ in 0..back {
            prop_assert!(record.undo_last().is_some());
        }
        let mut fresh = GameRecord::from_fen(STARTS[start]).unwrap();
        for &mv in &moves[..n - back] {
            fresh.play(mv).unwrap();
        }
        prop_assert_eq!(&record, &fresh);
        prop_assert_eq!(record.ending(), fresh.ending());
        // Replaying the taken-back moves gives the original record again.
        for &mv in &moves[n - back..] {
            record.play(mv).unwrap();
        }
        let (again, _) = random_game(STARTS[start], &choices);
        prop_assert_eq!(&record, &again);
    }

    #[test]
    fn identity_ignores_the_clocks((start, choices) in game_strategy(), hm in 0u32..99, fm in 1u32..300) {
        let (record, _) = random_game(STARTS[start], &choices);
        let pos = record.position();
        let fen = Fen::from_position(pos, EnPassantMode::Legal).to_string();
        let mut parts: Vec<String> = fen.split(' ').map(str::to_owned).collect();
        parts[4] = hm.to_string();
        parts[5] = fm.to_string();
        let other = parse_fen(&parts.join(" ")).unwrap();
        prop_assert_eq!(PositionId::of(&other), PositionId::of(pos));
        // The FEN with the pseudo en passant square of the last double step (mode Always) gives
        // the same identity: only a legal capture counts.
        // A random game may run past the 75-move end (its later moves are void), beyond the
        // halfmove clock a FEN may carry (150, Art. 9.6.2): the clocks do not count here.
        let always = Fen::from_position(pos, EnPassantMode::Always).to_string();
        let mut always: Vec<String> = always.split(' ').map(str::to_owned).collect();
        always[4] = always[4].parse::<u32>().map_or(0, |h| h.min(150)).to_string();
        let always = always.join(" ");
        prop_assert_eq!(PositionId::of(&parse_fen(&always).unwrap()), PositionId::of(pos));
    }

    /// Two white and two black moves that do not interfere, in any order: the same identity.
    #[test]
    fn transpositions_give_the_same_identity(
        w in prop::sample::subsequence(vec!["Nf3", "Nc3", "g3", "b3", "e3", "a3", "h4"], 2),
        b in prop::sample::subsequence(vec!["Nf6", "Nc6", "g6", "b6", "e6", "a6", "h5"], 2),
        swap_black in any::<bool>(),
    ) {
        let mut one = GameRecord::new();
        let mut two = GameRecord::new();
        let (b1, b2) = if swap_black { (b[1], b[0]) } else { (b[0], b[1]) };
        for m in [w[0], b[0], w[1], b[1]] {
            one.play_san(m).unwrap();
        }
        for m in [w[1], b1, w[0], b2] {
            two.play_san(m).unwrap();
        }
        prop_assert_eq!(one.id_at(4), two.id_at(4));
        prop_assert_eq!(structural(one.position()), structural(two.position()));
    }
}

/// 1.Nf3 Nf6 2.g3 and 1.g3 Nf6 2.Nf3 reach one position; the same pieces after a double step that
/// can be taken en passant and later, when it no longer can, are two positions.
#[test]
fn named_transpositions() {
    let mut a = GameRecord::new();
    let mut b = GameRecord::new();
    for m in ["Nf3", "Nf6", "g3"] {
        a.play_san(m).unwrap();
    }
    for m in ["g3", "Nf6", "Nf3"] {
        b.play_san(m).unwrap();
    }
    assert_eq!(a.id_at(3), b.id_at(3));

    // Black pawn on d4: after 1.e4 it can take en passant. Kings out and back: the same pieces,
    // Black to move again, but the capture is gone — another position (Art. 9.2.3.1).
    let fen = "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1";
    let mut double = GameRecord::from_fen(fen).unwrap();
    double.play_san("e4").unwrap();
    let mut later = double.clone();
    for m in ["Ke7", "Kd1", "Ke8", "Ke1"] {
        later.play_san(m).unwrap();
    }
    assert_eq!(later.position().board(), double.position().board());
    assert_ne!(later.id_at(5), double.id_at(1));
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Writing a random game as PGN (scoresheet labels) and reading it back gives the same record
    /// and the same labels: SAN written, SAN read and SAN recomputed agree.
    #[test]
    fn pgn_round_trip_keeps_the_record((start, choices) in game_strategy()) {
        let (record, _) = random_game(STARTS[start], &choices);
        let mut pgn = format!("[FEN \"{}\"]\n[SetUp \"1\"]\n\n", STARTS[start]);
        for ply in 1..=record.plies() {
            pgn.push_str(&record.ply_label(ply));
            pgn.push(' ');
        }
        pgn.push_str("*\n");
        let games = arbiter::rules::pgn::parse_games(pgn.as_bytes()).unwrap();
        prop_assert_eq!(games.len(), 1);
        let back = &games[0].record;
        prop_assert_eq!(back, &record);
        for ply in 1..=record.plies() {
            prop_assert_eq!(back.ply_label(ply), record.ply_label(ply));
        }
    }
}
