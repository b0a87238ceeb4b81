//! What the event file keeps of the pairing program's files, as facts both the store (which
//! keeps them) and the interop formats (which read and write them) name: the kinds of byes and
//! the TRF records the event does not model.

use serde::Serialize;

/// The kind of a bye, with the TRF result letter for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ByeKind {
    /// `H`: half-point bye (requested).
    Half,
    /// `F`: full-point bye.
    Full,
    /// `U`: pairing-allocated bye (odd number of players).
    PairingAllocated,
    /// `Z` (or blank): zero-point bye, known absence.
    Zero,
}

/// Where a kept record stands in its TRF: before the `001` player lines or after them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TrfPart {
    Header,
    Trailer,
}

impl TrfPart {
    /// The name stored in the event file.
    pub fn code(self) -> &'static str {
        match self {
            TrfPart::Header => "header",
            TrfPart::Trailer => "trailer",
        }
    }

    /// The part a stored name stands for (the schema allows only these two).
    pub fn from_code(code: &str) -> Option<TrfPart> {
        match code {
            "header" => Some(TrfPart::Header),
            "trailer" => Some(TrfPart::Trailer),
            _ => None,
        }
    }
}

/// A record of an imported TRF that the event does not model (TRF26 keeps every record a
/// program wrote; the pairing program reads them back), with its place.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct KeptRecord {
    pub part: TrfPart,
    pub line: String,
}
