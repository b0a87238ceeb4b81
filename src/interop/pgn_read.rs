//! The one pgn-reader visitor the importers share.

use std::ops::ControlFlow;

use pgn_reader::{Outcome, RawComment, RawTag, SanPlus, Visitor};

use super::pgn_out::parse_clk;

/// One game as read: tags, main-line SAN, the `[%clk]` after each move, the result token.
#[derive(Debug, Default)]
pub(crate) struct Raw {
    pub tags: Vec<(String, String)>,
    pub sans: Vec<String>,
    pub clocks: Vec<Option<i64>>,
    pub outcome: Option<String>,
    /// More than [`MAX_PLIES`] moves: the rest were not kept.
    pub too_long: bool,
}

/// The most tags one game keeps (the Seven Tag Roster and a few dozen more).
pub const MAX_TAGS: usize = 64;

/// The most moves (plies) one game may hold: far beyond any game played (the 75-move rule and
/// fivefold repetition end every game long before); more is refused by the readers.
pub const MAX_PLIES: usize = 2_000;

/// The pgn-reader visitor that fills [`Raw`].
pub(crate) struct RawVisitor;

impl Visitor for RawVisitor {
    type Tags = Raw;
    type Movetext = Raw;
    type Output = Raw;

    fn begin_tags(&mut self) -> ControlFlow<Raw, Raw> {
        ControlFlow::Continue(Raw::default())
    }
    fn tag(&mut self, raw: &mut Raw, name: &[u8], value: RawTag<'_>) -> ControlFlow<Raw> {
        if raw.tags.len() >= MAX_TAGS {
            return ControlFlow::Continue(());
        }
        raw.tags.push((
            String::from_utf8_lossy(name).into_owned(),
            value.decode_utf8_lossy().into_owned(),
        ));
        ControlFlow::Continue(())
    }
    fn begin_movetext(&mut self, raw: Raw) -> ControlFlow<Raw, Raw> {
        ControlFlow::Continue(raw)
    }
    fn san(&mut self, raw: &mut Raw, san: SanPlus) -> ControlFlow<Raw> {
        if raw.sans.len() >= MAX_PLIES {
            raw.too_long = true;
            return ControlFlow::Continue(());
        }
        raw.sans.push(san.to_string());
        raw.clocks.push(None);
        ControlFlow::Continue(())
    }
    fn comment(&mut self, raw: &mut Raw, comment: RawComment<'_>) -> ControlFlow<Raw> {
        let text = String::from_utf8_lossy(comment.as_bytes());
        if let (Some(slot), Some(ms)) = (raw.clocks.last_mut(), parse_clk(&text)) {
            *slot = Some(ms);
        }
        ControlFlow::Continue(())
    }
    fn outcome(&mut self, raw: &mut Raw, outcome: Outcome) -> ControlFlow<Raw> {
        raw.outcome = Some(outcome.to_string());
        ControlFlow::Continue(())
    }
    fn end_game(&mut self, raw: Raw) -> Raw {
        raw
    }
}
