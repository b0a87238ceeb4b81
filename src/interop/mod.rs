//! Import and export: pairings in (PGN board stubs, FIDE TRF16/TRF26, CSV), PGN with clocks and
//! arbiter notes out, results (CSV and a TRF round column) and the chief arbiter's incident report.
//!
//! Everything here is pure: parsers take the bytes of a file (and its name, for error messages)
//! and return a complete value or one error naming the file, the line and, where it applies, the
//! column. A malformed file therefore imports nothing: callers parse everything first, then write.

pub mod claim_pgn;
pub mod csv;
pub mod error;
pub mod export;
pub mod feed;
pub mod game_import;
pub mod pairing;
pub mod pgn_out;
pub mod pgn_pairings;
mod pgn_read;
pub mod plan;
pub mod players;
pub mod report;
pub mod results;
pub mod ruling;
pub mod sheet;
pub mod trf;
pub mod trf_out;

pub use error::{InteropError, Said, SaidArg};
pub use pairing::{Bye, ByeKind, Pairing, PairingFormat, PairingSet, parse_pairings};
