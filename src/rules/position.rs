//! Reading positions from FEN, as arbiters meet them.

use shakmaty::{CastlingMode, Chess, PositionError, fen::Fen};

/// Why a FEN could not be turned into a position.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum FenError {
    /// The text is not FEN.
    #[error("not a FEN: {0}")]
    Syntax(String),
    /// The FEN describes an impossible position (e.g. the side not to move in check).
    #[error("impossible position: {0}")]
    Illegal(String),
}

/// Parse a FEN (halfmove and fullmove counters optional) into a position.
///
/// Positions with more material than shakmaty's strict check allows (e.g. nine queens after
/// promotions) are legal under the Laws (Art. 3.7.5 lets a pawn promote to any piece) and are accepted.
pub fn parse_fen(text: &str) -> Result<Chess, FenError> {
    let fen: Fen = text
        .trim()
        .parse()
        .map_err(|e: shakmaty::fen::ParseFenError| {
            FenError::Syntax(format!("{e} in {:?}", text.trim()))
        })?;
    fen.into_position(CastlingMode::Standard)
        .or_else(PositionError::ignore_too_much_material)
        .map_err(|e| FenError::Illegal(e.to_string()))
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
        assert!(matches!(parse_fen("not a fen"), Err(FenError::Syntax(_))));
        // Black to move is impossible with White in check? Here: White king attacked, Black to move.
        assert!(matches!(
            parse_fen("k7/8/8/8/8/8/8/K6r b - -"),
            Err(FenError::Illegal(_))
        ));
    }
}
