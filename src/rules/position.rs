//! Reading positions from FEN, as arbiters meet them.

use shakmaty::{Chess, PositionError, fen::Fen};

use super::variant::Variant;

/// Why a FEN could not be turned into a position: facts, worded at the edge
/// (`crate::i18n::errors::fen`). `Display` is English, for logs.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// The text is not FEN: the part that is wrong (shakmaty's finding) and the text as typed
    /// (cut at [`FEN_SHOWN_CHARS`] characters).
    #[error("not a FEN: {part} in {text:?}")]
    Syntax {
        part: shakmaty::fen::ParseFenError,
        text: String,
    },
    /// The FEN describes an impossible position (e.g. the side not to move in check): every
    /// reason shakmaty found.
    #[error("impossible position: {0:?}")]
    Illegal(shakmaty::PositionErrorKinds),
    /// A move counter beyond anything a game can reach.
    #[error("{counter:?} {shown} is above {max}")]
    Counter {
        counter: FenCounter,
        shown: String,
        max: u32,
    },
}

/// A FEN's move counter.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FenCounter {
    /// The halfmove clock (Art. 9.3, 9.6.2).
    Halfmoves,
    /// The fullmove number.
    Fullmoves,
}

/// The most characters of a refused FEN kept to show it.
pub const FEN_SHOWN_CHARS: usize = 100;

/// The highest halfmove clock a FEN may carry: 150 plies without a capture or a pawn move end
/// the game (Art. 9.6.2), so no position of a game in progress has more.
pub const MAX_HALFMOVE_CLOCK: u32 = 150;
/// The highest fullmove number a FEN may carry.
pub const MAX_FULLMOVE_NUMBER: u32 = 10_000;

/// Parse a FEN (halfmove and fullmove counters optional) into a standard-chess position.
///
/// Positions with more material than shakmaty's strict check allows (e.g. nine queens after
/// promotions) are legal under the Laws (Art. 3.7.5 lets a pawn promote to any piece) and are accepted.
pub fn parse_fen(text: &str) -> Result<Chess, FenError> {
    parse_fen_in(text, Variant::Standard)
}

/// [`parse_fen`] for a board of `variant`. A Chess960 position (Guidelines II) takes its
/// castling rights in X-FEN (`KQkq` for the outermost rooks, a file letter otherwise) or
/// Shredder-FEN (`HAha`, the rooks' files); a standard one the same letters for rooks on the
/// a- and h-files with the king on e.
pub fn parse_fen_in(text: &str, variant: Variant) -> Result<Chess, FenError> {
    let fen: Fen = text
        .trim()
        .parse()
        .map_err(|part: shakmaty::fen::ParseFenError| FenError::Syntax {
            part,
            text: text.trim().chars().take(FEN_SHOWN_CHARS).collect(),
        })?;
    // shakmaty saturates counters that overflow (10^20 reads as 4294967295): check the text.
    let fields: Vec<&str> = text.split_whitespace().collect();
    let check = |i: usize, counter: FenCounter, value: u32, max: u32| -> Result<(), FenError> {
        if value > max {
            let shown = fields.get(i).copied().unwrap_or("?");
            return Err(FenError::Counter {
                counter,
                shown: shown.chars().take(24).collect(),
                max,
            });
        }
        Ok(())
    };
    let setup = fen.as_setup();
    check(
        4,
        FenCounter::Halfmoves,
        setup.halfmoves,
        MAX_HALFMOVE_CLOCK,
    )?;
    check(
        5,
        FenCounter::Fullmoves,
        setup.fullmoves.get(),
        MAX_FULLMOVE_NUMBER,
    )?;
    fen.into_position(variant.castling_mode())
        .or_else(PositionError::ignore_too_much_material)
        .map_err(|e| FenError::Illegal(e.kinds()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::Position;

    #[test]
    fn accepts_counters_optional_and_too_much_material() {
        assert!(parse_fen("8/8/8/8/8/8/8/K6k w - -").is_ok());
        let nine = parse_fen("k7/pp6/8/8/8/8/QQQQQQQ1/QQK5 w - - 0 80")
            .map(|p| p.board().queens().count());
        assert_eq!(nine, Ok(9));
        assert!(matches!(
            parse_fen("not a fen"),
            Err(FenError::Syntax { .. })
        ));
        // Black to move is impossible with White in check? Here: White king attacked, Black to move.
        assert!(matches!(
            parse_fen("k7/8/8/8/8/8/8/K6r b - -"),
            Err(FenError::Illegal(_))
        ));
    }

    #[test]
    fn chess960_castling_rights_read_only_as_chess960() {
        // The king on g1 between rooks f1 and h1: Shredder-FEN `HFhf`, X-FEN `KQkq`.
        let shredder = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1";
        let xfen = "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1";
        let a = parse_fen_in(shredder, Variant::Chess960).expect("Shredder-FEN");
        let b = parse_fen_in(xfen, Variant::Chess960).expect("X-FEN");
        assert_eq!(a.castles().castling_rights(), b.castles().castling_rights());
        assert_eq!(a.castles().castling_rights().count(), 4);
        assert!(matches!(parse_fen(xfen), Err(FenError::Illegal(_))));
    }
}
