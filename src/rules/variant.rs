//! The variant a board plays: standard chess or Chess960 (FIDE Laws, Guidelines II).
//!
//! Chess960 differs from standard chess only in the start position and in castling
//! (Guidelines II.1–II.3): the back rank is one of 960 arrays (a king between two rooks,
//! bishops on squares of both colours, Black mirroring White), and castling puts the king and
//! the rook on the squares they reach in standard chess — king g1 and rook f1 for O-O, king c1
//! and rook d1 for O-O-O (mirrored for Black) — wherever they stood. Every other Law applies
//! unchanged, the repetition identity (Art. 9.2.3) included: castling rights count as in
//! standard chess, each right named by its rook.
//!
//! shakmaty plays both through its [`CastlingMode`]; this module names the variant, reads its
//! PGN `Variant` tag and numbers the start positions.
//!
//! ```
//! use arbiter::rules::variant::{Variant, chess960_start};
//! use shakmaty::{EnPassantMode, fen::Fen};
//!
//! let start = chess960_start(0).expect("0 is a start number");
//! let fen = Fen::from_position(&start, EnPassantMode::Legal).to_string();
//! assert_eq!(fen, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
//! assert_eq!(Variant::from_pgn_tag("Fischerandom"), Ok(Variant::Chess960));
//! ```

use serde::{Deserialize, Serialize};
use shakmaty::san::San;
use shakmaty::{
    Bitboard, Board, CastlingMode, CastlingSide, Chess, Color, FromSetup, Move, Position, Rank,
    Role, Setup,
};

/// The rules a board's game is played by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Variant {
    /// Standard chess (Articles 1–12).
    #[default]
    Standard,
    /// Chess960 (Guidelines II): another start array and its castling.
    Chess960,
}

/// How many Chess960 start positions there are (Guidelines II.1): numbered 0 to 959.
pub const CHESS960_POSITIONS: u32 = 960;

/// The Chess960 number of the standard array (Scharnagl numbering): RNBQKBNR.
pub const STANDARD_ARRAY_NUMBER: u32 = 518;

/// A PGN `Variant` tag this program does not play (Crazyhouse, Atomic, …): its value as
/// written.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("variant {0:?} is not supported")]
pub struct UnsupportedVariant(pub String);

impl Variant {
    /// How shakmaty reads castling rights and plays castling in this variant.
    pub fn castling_mode(self) -> CastlingMode {
        match self {
            Variant::Standard => CastlingMode::Standard,
            Variant::Chess960 => CastlingMode::Chess960,
        }
    }

    /// Standard chess (for `skip_serializing_if`).
    pub fn is_standard(&self) -> bool {
        *self == Variant::Standard
    }

    /// The name written in a PGN `Variant` tag (`None` for standard chess, which has no tag).
    pub fn pgn_tag(self) -> Option<&'static str> {
        match self {
            Variant::Standard => None,
            Variant::Chess960 => Some("Chess960"),
        }
    }

    /// The lower-case name used in the event file and in JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Variant::Standard => "standard",
            Variant::Chess960 => "chess960",
        }
    }

    /// The variant of a stored name ([`Variant::as_str`]); `None` for a name not ours.
    pub fn from_name(name: &str) -> Option<Variant> {
        match name {
            "standard" => Some(Variant::Standard),
            "chess960" => Some(Variant::Chess960),
            _ => None,
        }
    }

    /// The variant a PGN `Variant` tag names. Read as the programs that write it spell it:
    /// "Chess960", "chess 960", "Fischerandom", "Fischer Random", "Freestyle" (DGT LiveChess,
    /// lichess, ChessBase); "Standard", "Chess", "Normal", "Classical", "From Position" and an
    /// empty tag are standard chess. Case, spaces, hyphens and underscores do not matter.
    /// Anything else (Crazyhouse, Atomic, King of the Hill, …) is refused with its name: this
    /// program judges only the Laws of Chess and Chess960.
    pub fn from_pgn_tag(value: &str) -> Result<Variant, UnsupportedVariant> {
        let key: String = value
            .chars()
            .filter(|c| !matches!(c, ' ' | '-' | '_'))
            .flat_map(char::to_lowercase)
            .collect();
        match key.as_str() {
            "" | "standard" | "chess" | "normal" | "classical" | "fromposition" => {
                Ok(Variant::Standard)
            }
            "chess960" | "960" | "fischerandom" | "fischerrandom" | "freestyle"
            | "freestylechess" => Ok(Variant::Chess960),
            _ => Err(UnsupportedVariant(value.trim().to_owned())),
        }
    }
}

/// The variant named by a PGN game's tags: its `Variant` tag, standard chess without one.
pub fn variant_of_tags<'a>(
    mut tags: impl Iterator<Item = (&'a str, &'a str)>,
) -> Result<Variant, UnsupportedVariant> {
    match tags.find(|(name, _)| *name == "Variant") {
        Some((_, value)) => Variant::from_pgn_tag(value),
        None => Ok(Variant::Standard),
    }
}

/// The Chess960 start position numbered `number` in Scharnagl's numbering (Guidelines II.1;
/// 518 is the standard array, 0 is BBQNNRKR): White to move, both sides with both castling
/// rights. `None` for a number outside 0–959.
pub fn chess960_start(number: u32) -> Option<Chess> {
    if number >= CHESS960_POSITIONS {
        return None;
    }
    let board = Board::chess960(number);
    let back_ranks = Bitboard::from(Rank::First) | Bitboard::from(Rank::Eighth);
    let setup = Setup {
        castling_rights: board.rooks() & back_ranks,
        board,
        turn: Color::White,
        ..Setup::empty()
    };
    Chess::from_setup(setup, CastlingMode::Chess960).ok()
}

/// The Chess960 number of `pos` when it is a start position (its array, White to move, all four
/// castling rights, no move played); `None` otherwise.
pub fn chess960_number(pos: &Chess) -> Option<u32> {
    if pos.turn() != Color::White || pos.fullmoves().get() != 1 || pos.halfmoves() != 0 {
        return None;
    }
    (0..CHESS960_POSITIONS).find(|&n| {
        chess960_start(n).is_some_and(|start| {
            start.board() == pos.board()
                && start.castles().castling_rights() == pos.castles().castling_rights()
        })
    })
}

/// Castling written as the king taking its own rook ("Kxh1", "Kh1"), as e-boards and engines
/// record a Chess960 castling (the king is lifted onto the rook's square): the castling move
/// with that rook, when it is legal in `pos` and `pos` is a Chess960 position. The Laws' form is
/// O-O / O-O-O (Guidelines II.3); this only reads the other one. `None` for anything else.
pub fn castle_written_as_king_takes_rook(pos: &Chess, san: San) -> Option<Move> {
    let San::Normal {
        role: Role::King,
        file,
        rank,
        to,
        promotion: None,
        ..
    } = san
    else {
        return None;
    };
    let king = pos.board().king_of(pos.turn())?;
    if !pos.castles().mode().is_chess960()
        || file.is_some_and(|f| f != king.file())
        || rank.is_some_and(|r| r != king.rank())
    {
        return None;
    }
    [CastlingSide::KingSide, CastlingSide::QueenSide]
        .into_iter()
        .flat_map(|side| pos.castling_moves(side))
        .find(|m| matches!(m, Move::Castle { rook, .. } if *rook == to))
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::{EnPassantMode, fen::Fen};

    fn fen_of(n: u32) -> String {
        let start = chess960_start(n).expect("in range");
        Fen::from_position(&start, EnPassantMode::Legal).to_string()
    }

    #[test]
    fn scharnagl_numbers_name_the_known_arrays() {
        // Known numbers (Scharnagl's table, also in shakmaty's and python-chess's tests).
        assert_eq!(
            fen_of(0),
            "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1"
        );
        assert_eq!(
            fen_of(518),
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
        );
        assert_eq!(
            fen_of(959),
            "rkrnnqbb/pppppppp/8/8/8/8/PPPPPPPP/RKRNNQBB w KQkq - 0 1"
        );
        assert_eq!(
            fen_of(631),
            "rnbkqrnb/pppppppp/8/8/8/8/PPPPPPPP/RNBKQRNB w KQkq - 0 1"
        );
        assert_eq!(
            fen_of(1),
            "bqnbnrkr/pppppppp/8/8/8/8/PPPPPPPP/BQNBNRKR w KQkq - 0 1"
        );
        assert!(chess960_start(CHESS960_POSITIONS).is_none());
        assert_eq!(
            chess960_start(STANDARD_ARRAY_NUMBER).map(|p| p.board().clone()),
            Some(Board::default())
        );
    }

    #[test]
    fn every_number_reads_back_and_only_starts_have_one() {
        for n in [0, 1, 17, 518, 700, 959] {
            let start = chess960_start(n).expect("in range");
            assert_eq!(chess960_number(&start), Some(n));
        }
        let mut moved = chess960_start(0).expect("in range");
        let mv = moved.legal_moves()[0];
        moved.play_unchecked(mv);
        assert_eq!(chess960_number(&moved), None);
    }

    #[test]
    fn king_takes_own_rook_reads_as_castling_only_in_chess960() {
        use crate::rules::GameRecord;
        let fen = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/R2KQBNR w KQkq - 0 1";
        let record = GameRecord::from_fen_in(fen, Variant::Chess960).expect("960");
        let castle = record.parse_san("O-O-O").expect("O-O-O");
        assert_eq!(record.parse_san("Kxa1"), Ok(castle));
        assert_eq!(record.parse_san("Ka1"), Ok(castle));
        assert!(record.parse_san("Kxh1").is_err());
        let standard = "r3kbnr/pppppppp/8/8/8/8/PPPPPPPP/R3KBNR w KQkq - 0 1";
        let record = GameRecord::from_fen_in(standard, Variant::Standard).expect("standard");
        assert!(record.parse_san("O-O-O").is_ok());
        assert!(record.parse_san("Kxa1").is_err());
    }

    #[test]
    fn each_variant_names_its_castling_mode_tag_and_stored_name() {
        for (v, mode, tag, name) in [
            (Variant::Standard, CastlingMode::Standard, None, "standard"),
            (
                Variant::Chess960,
                CastlingMode::Chess960,
                Some("Chess960"),
                "chess960",
            ),
        ] {
            assert_eq!(v.castling_mode(), mode);
            assert_eq!(v.pgn_tag(), tag);
            assert_eq!(v.as_str(), name);
            assert_eq!(Variant::from_name(name), Some(v));
            assert_eq!(v.is_standard(), v == Variant::Standard);
        }
        assert_eq!(
            Variant::from_name("Chess960"),
            None,
            "stored names are lower case"
        );
        assert_eq!(Variant::from_name("atomic"), None);
    }

    #[test]
    fn only_a_start_array_before_any_move_has_a_number() {
        let start = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR";
        let number = |rest: &str| {
            Fen::from_ascii(format!("{start} {rest}").as_bytes())
                .ok()
                .and_then(|f| f.into_position::<Chess>(CastlingMode::Chess960).ok())
                .and_then(|p| chess960_number(&p))
        };
        assert_eq!(number("w KQkq - 0 1"), Some(0));
        // The same array with Black to move, a move number, a halfmove clock, or a castling
        // right fewer is no start position.
        assert_eq!(number("b KQkq - 0 1"), None);
        assert_eq!(number("w KQkq - 0 2"), None);
        assert_eq!(number("w KQkq - 3 1"), None);
        assert_eq!(number("w Kkq - 0 1"), None);
    }

    #[test]
    fn king_takes_own_rook_names_the_castling_with_that_rook() {
        let pos = |fen: &str, mode| {
            Fen::from_ascii(fen.as_bytes())
                .ok()
                .and_then(|f| f.into_position::<Chess>(mode).ok())
                .expect("a legal position")
        };
        let read = |p: &Chess, text: &str| {
            let san = San::from_ascii(text.as_bytes()).expect("SAN");
            castle_written_as_king_takes_rook(p, san).map(|m| m.to_string())
        };
        let c960 = pos(
            "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/R2KQBNR w KQkq - 0 1",
            CastlingMode::Chess960,
        );
        for text in ["Kxa1", "Ka1", "Kdxa1", "K1xa1", "Kd1xa1"] {
            assert_eq!(read(&c960, text).as_deref(), Some("O-O-O"), "{text}");
        }
        // The king's square named wrong, the other rook (its castling blocked), a queen.
        for text in ["Kexa1", "K2xa1", "Kxh1", "Qxa1"] {
            assert_eq!(read(&c960, text), None, "{text}");
        }
        // Standard chess: castling is written O-O-O only.
        let standard = pos(
            "r3kbnr/pppppppp/8/8/8/8/PPPPPPPP/R3KBNR w KQkq - 0 1",
            CastlingMode::Standard,
        );
        assert_eq!(read(&standard, "Kxa1"), None);
    }

    #[test]
    fn variant_tags_as_written_and_others_by_name() {
        for tag in [
            "Chess960",
            "chess 960",
            "Fischerandom",
            "Fischer Random",
            "freestyle",
        ] {
            assert_eq!(Variant::from_pgn_tag(tag), Ok(Variant::Chess960), "{tag}");
        }
        for tag in ["Standard", "", "chess", "From Position", "Normal"] {
            assert_eq!(Variant::from_pgn_tag(tag), Ok(Variant::Standard), "{tag}");
        }
        assert_eq!(
            Variant::from_pgn_tag(" Atomic "),
            Err(UnsupportedVariant("Atomic".into()))
        );
        let tags = [("Event", "x"), ("Variant", "Crazyhouse")];
        assert_eq!(
            variant_of_tags(tags.iter().copied()),
            Err(UnsupportedVariant("Crazyhouse".into()))
        );
        assert_eq!(
            variant_of_tags([("Event", "x")].into_iter()),
            Ok(Variant::Standard)
        );
    }
}
