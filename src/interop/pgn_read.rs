//! The one pgn-reader visitor the importers share, and the one way they read a PGN source:
//! through [`crate::rules::notation::NotationReader`] (Appendix C's notations; a word that
//! cannot be read is kept in [`Raw::unreadable`], never dropped).

use std::ops::ControlFlow;

use pgn_reader::{Outcome, RawComment, RawTag, SanPlus, Visitor};

use super::pgn_out::parse_clk;
use crate::rules::notation::{NotationReader, unreadable_in_comment};
use crate::rules::{GameRecord, RulesError};

/// One game as read: tags, main-line SAN, the `[%clk]` after each move, the result token.
#[derive(Debug, Default)]
pub(crate) struct Raw {
    pub tags: Vec<(String, String)>,
    pub sans: Vec<String>,
    pub clocks: Vec<Option<i64>>,
    /// The `[%emt]` after each move: the time it took (issue 36), ms.
    pub elapsed: Vec<Option<i64>>,
    pub outcome: Option<String>,
    /// More than [`MAX_PLIES`] moves: the rest were not kept.
    pub too_long: bool,
    /// The first main-line word meant as a move that cannot be read in any notation the
    /// readers know ([`crate::rules::notation`]), and how many plies came before it.
    pub unreadable: Option<(usize, String)>,
}

impl Raw {
    /// The refusal for [`Raw::unreadable`], naming the ply ("17...Rh7x: not a move in SAN"), or
    /// the error of an earlier move or of the FEN tag when the moves before it do not replay.
    pub fn unreadable_error(&self) -> Option<RulesError> {
        let (before, text) = self.unreadable.as_ref()?;
        let fen = self.tags.iter().find(|(n, _)| n == "FEN");
        let mut record = match fen {
            Some((_, f)) => match GameRecord::from_fen(f) {
                Ok(r) => r,
                Err(e) => return Some(e),
            },
            None => GameRecord::new(),
        };
        for san in self.sans.iter().take(*before) {
            if let Err(e) = record.play_san(san) {
                return Some(e);
            }
        }
        Some(RulesError::BadSan {
            label: record.label_for(before + 1, text),
            text: text.clone(),
        })
    }
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
        raw.elapsed.push(None);
        ControlFlow::Continue(())
    }
    fn comment(&mut self, raw: &mut Raw, comment: RawComment<'_>) -> ControlFlow<Raw> {
        if let Some(text) = unreadable_in_comment(comment.as_bytes()) {
            if raw.unreadable.is_none() {
                raw.unreadable = Some((raw.sans.len(), text.into_owned()));
            }
            return ControlFlow::Continue(());
        }
        let text = String::from_utf8_lossy(comment.as_bytes());
        if let (Some(slot), Some(ms)) = (raw.clocks.last_mut(), parse_clk(&text)) {
            *slot = Some(ms);
        }
        if let (Some(slot), Some(ms)) = (
            raw.elapsed.last_mut(),
            crate::rules::pgn::elapsed_in_comment(&text),
        ) {
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

/// A pgn-reader over `bytes` read through the notation reader.
pub(crate) fn reader(bytes: &[u8]) -> pgn_reader::Reader<NotationReader<&[u8]>> {
    pgn_reader::Reader::new(NotationReader::new(bytes))
}
