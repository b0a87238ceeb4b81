//! The Laws of Chess, pure: positions, game records, claims, game ends, dead positions.
//!
//! No I/O, no wall clock, no SQL, no terminal. Every public function names the article it
//! implements and says what it does not decide.

pub mod ahead;
pub mod analyze;
mod claim;
pub mod dead;
mod laws;
pub mod notation;
pub mod pgn;
pub mod position;
mod record;
pub mod score;
pub mod side_serde;
pub mod variant;

pub use claim::{ClaimRule, ClaimVerdict, Difference, NearMiss};
pub use laws::{Category, Edition, LawsParams};
pub use position::{
    FenCounter, FenError, MAX_FULLMOVE_NUMBER, MAX_HALFMOVE_CLOCK, parse_fen, parse_fen_in,
};
pub use record::{
    EndDetail, EndRule, GameEnd, GameRecord, IllegalReason, PgnDetail, PlyInfo, PositionId,
    RECORD_DEAD_BUDGET, RulesError, upper_first,
};
pub use score::{GameScore, Points, ScoreError, ScoreKind};
pub use variant::Variant;
