//! The pairings of a round, whatever file they came from, and the checks every importer shares.

use std::collections::HashMap;
use std::path::Path;

use serde::Serialize;

use super::error::InteropError;
use super::error::Said;
use super::{csv, pgn_pairings};

/// One board of one round: who has White, who has Black, and what the pairing program knows
/// about them. Names are as the file spells them ("Lastname, Firstname" in TRF).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Pairing {
    pub round: u32,
    pub board: u32,
    pub white: String,
    pub black: String,
    pub white_fide_id: Option<u64>,
    pub black_fide_id: Option<u64>,
    pub white_rating: Option<u16>,
    pub black_rating: Option<u16>,
    pub white_title: Option<String>,
    pub black_title: Option<String>,
    /// Starting-rank numbers (TRF); needed to write a TRF results column back.
    pub white_start_no: Option<u32>,
    pub black_start_no: Option<u32>,
    /// The result, when the file already has one (a TRF of a played round, a PGN with a result).
    pub result: Option<String>,
    /// The line of the file this board was read from (for messages).
    pub line: usize,
}

impl Pairing {
    /// A pairing with only the mandatory fields; the optional ones are `None`.
    pub fn new(round: u32, board: u32, white: &str, black: &str) -> Self {
        Pairing {
            round,
            board,
            white: white.to_owned(),
            black: black.to_owned(),
            white_fide_id: None,
            black_fide_id: None,
            white_rating: None,
            black_rating: None,
            white_title: None,
            black_title: None,
            white_start_no: None,
            black_start_no: None,
            result: None,
            line: 0,
        }
    }
}

pub use crate::event::pairing_file::ByeKind;

/// A player of the round who has no board.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Bye {
    pub round: u32,
    pub player: String,
    pub fide_id: Option<u64>,
    pub start_no: Option<u32>,
    pub kind: ByeKind,
}

/// Which kind of file the pairings came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PairingFormat {
    Pgn,
    Trf,
    Csv,
}

/// Everything one pairings file says about the rounds asked for.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PairingSet {
    pub format: PairingFormat,
    /// Boards, sorted by round then board.
    pub pairings: Vec<Pairing>,
    pub byes: Vec<Bye>,
    /// Tournament name (TRF 012, PGN Event), when the file has one.
    pub event: Option<String>,
    /// Time control as the file writes it (TRF26 222, PGN TimeControl).
    pub time_control: Option<String>,
}

impl PairingFormat {
    /// Guess the format from the file name's extension, else from the first non-blank line.
    pub fn detect(file_name: &str, text: &str) -> PairingFormat {
        let ext = Path::new(file_name)
            .extension()
            .and_then(|e| e.to_str())
            .map(str::to_ascii_lowercase);
        match ext.as_deref() {
            Some("pgn") => return PairingFormat::Pgn,
            Some("trf" | "trfx") => return PairingFormat::Trf,
            Some("csv" | "tsv") => return PairingFormat::Csv,
            _ => {}
        }
        let first = text
            .lines()
            .map(str::trim_start)
            .find(|l| !l.is_empty() && !l.starts_with("###"))
            .unwrap_or("");
        if first.starts_with('[') {
            PairingFormat::Pgn
        } else if first.len() >= 4
            && first.as_bytes()[..3].iter().all(u8::is_ascii_digit)
            && first.as_bytes()[3] == b' '
            || first.starts_with("XX")
        {
            PairingFormat::Trf
        } else {
            PairingFormat::Csv
        }
    }
}

/// Read the pairings of a file. `file_name` is used to guess the format and in every message.
/// `round` selects one round (PGN and CSV files may hold several; a TRF holds the whole event and
/// without `round` the last paired round is taken); a CSV without a round column needs it.
///
/// The whole file is checked before anything is returned: on any error nothing is imported.
pub fn parse_pairings(
    file_name: &str,
    bytes: &[u8],
    round: Option<u32>,
) -> Result<PairingSet, InteropError> {
    let text = super::error::decode_text(bytes);
    let set = match PairingFormat::detect(file_name, &text) {
        PairingFormat::Pgn => pgn_pairings::parse(file_name, &text, round)?,
        PairingFormat::Trf => super::trf::parse_pairings(file_name, &text, round)?,
        PairingFormat::Csv => csv::parse_pairings(file_name, &text, round)?,
    };
    validate(file_name, &set)?;
    Ok(set)
}

/// Checks every format shares: round and board ≥ 1 and below the extra games' numbers
/// ([`crate::event::round::EXTRA_FROM`]), one board number once per round, nobody
/// paired with themself, nobody twice in a round (by FIDE id when known, else by name).
pub fn validate(file_name: &str, set: &PairingSet) -> Result<(), InteropError> {
    let mut boards: HashMap<(u32, u32), usize> = HashMap::new();
    let mut players: HashMap<(u32, String), usize> = HashMap::new();
    for p in &set.pairings {
        let at = |message: Said| InteropError::parse(file_name, p.line, None, message);
        if p.round == 0 {
            return Err(at(Said::new("errors-pairing-round-zero", [])));
        }
        if p.board == 0 {
            return Err(at(Said::new("errors-pairing-board-zero", [])));
        }
        // Issue 17: numbers from EXTRA_FROM mark games outside the round's pairing; a pairing
        // program's board never is one.
        if crate::event::round::is_extra_number(p.board) {
            return Err(at(Said::new(
                "rounds-extra-in-pairings",
                [
                    ("round", p.round.into()),
                    ("board", p.board.into()),
                    ("from", crate::event::round::EXTRA_FROM.into()),
                ],
            )));
        }
        if p.white.trim().is_empty() || p.black.trim().is_empty() {
            return Err(at(Said::new(
                "errors-pairing-no-name",
                [("round", p.round.into()), ("board", p.board.into())],
            )));
        }
        if let Some(first) = boards.insert((p.round, p.board), p.line) {
            return Err(at(Said::new(
                "errors-pairing-board-twice",
                [
                    ("round", p.round.into()),
                    ("board", p.board.into()),
                    ("first", first.into()),
                ],
            )));
        }
        let white_key = player_key(&p.white, p.white_fide_id);
        let black_key = player_key(&p.black, p.black_fide_id);
        if white_key == black_key {
            return Err(at(Said::new(
                "errors-pairing-against-self",
                [
                    ("round", p.round.into()),
                    ("board", p.board.into()),
                    ("player", p.white.clone().into()),
                ],
            )));
        }
        for (key, name) in [(white_key, &p.white), (black_key, &p.black)] {
            if let Some(first) = players.insert((p.round, key), p.line) {
                return Err(at(Said::new(
                    "errors-pairing-player-twice",
                    [
                        ("round", p.round.into()),
                        ("player", name.clone().into()),
                        ("first", first.into()),
                    ],
                )));
            }
        }
    }
    Ok(())
}

fn player_key(name: &str, fide_id: Option<u64>) -> String {
    match fide_id {
        Some(id) => format!("#{id}"),
        None => normalise_name(name),
    }
}

pub use crate::event::player::normalise_name;

/// Parse an optional FIDE id: blank or 0 means none.
pub(crate) fn parse_fide_id(field: &str) -> Result<Option<u64>, Said> {
    let field = field.trim();
    if field.is_empty() {
        return Ok(None);
    }
    match field.parse::<u64>() {
        Ok(0) => Ok(None),
        Ok(id) => Ok(Some(id)),
        Err(_) => Err(Said::new(
            "errors-expected-fide-id",
            [("found", field.to_owned().into())],
        )),
    }
}

/// Parse an optional rating: blank, 0 or "-" means unrated; otherwise 1..=3500.
pub(crate) fn parse_rating(field: &str) -> Result<Option<u16>, Said> {
    let field = field.trim();
    if field.is_empty() || field == "-" {
        return Ok(None);
    }
    match field.parse::<u16>() {
        Ok(0) => Ok(None),
        Ok(r) if r <= 3500 => Ok(Some(r)),
        _ => Err(Said::new(
            "errors-expected-rating",
            [("found", field.to_owned().into())],
        )),
    }
}
