//! What can happen to a board, and the board state folded from it.
//!
//! An event file holds, per board, an append-only log of [`Event`]s. Nothing here does I/O: the
//! store (`crate::store`) reads and writes the log, [`fold`] turns a board's log into its
//! [`BoardState`], and [`command::Command`] checks an arbiter's action against that state before
//! the store appends it. Corrections are new events ([`EventKind::Takeback`], decisions), never edits.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use crate::clock::{ClockEvent, TimeControl, side_serde};
use crate::rules::{GameScore, LawsParams, Variant};

pub mod award;
pub mod board_id;
pub mod change;
pub mod checklist;
pub mod command;
pub mod fold;
pub mod pairing_file;
pub mod player;
pub mod procedure;
pub mod refusal;
pub mod reminder;
pub mod round;
pub mod sheet;

pub use award::{Award, AwardCause};
pub use board_id::{BoardId, BoardRef, BoardRefError, BoardRefWhy};
pub use fold::{BoardState, fold, fold_from, fold_with};
pub use player::Player;
pub use round::{RoundState, RoundTally};

/// Settings of the whole event, fixed at `arbiter init` (LAWS.md, "Edition differences").
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct EventSettings {
    /// The event's name ("Club Championship 2026").
    pub name: String,
    /// Number of rounds, when known.
    pub rounds: Option<u32>,
    /// The default time control of boards (a board may have its own).
    pub control: Option<TimeControl>,
    /// The edition of the Laws and its parameters.
    pub laws: LawsParams,
    /// Whether Guidelines III (games without increment) were announced before the event (III.2.1).
    pub guidelines_iii: bool,
    /// No draw offer before this move number without the arbiter's consent (Art. 9.1.1).
    pub draw_offers_from_move: Option<u32>,
    /// No draw offer at all without the arbiter's consent (Art. 9.1.1, "Sofia rules").
    pub draw_offers_need_consent: bool,
    /// Whether an arbiter supervises the games (Guidelines III.5 vs III.6).
    pub supervised: bool,
    /// Armageddon games: a draw counts as a win for Black in the standings.
    #[serde(default)]
    pub armageddon: bool,
    /// The event's language for messages, verdicts and the report (`--lang` overrides it).
    #[serde(default)]
    pub lang: Option<crate::lang::Lang>,
    /// The default time (Art. 6.7.1): how long after the round's start a player may arrive,
    /// in milliseconds; 0 means a player must be present at the start.
    #[serde(default)]
    pub default_time_ms: i64,
}

impl EventSettings {
    /// Settings with the 2023 Laws, no control, Guidelines III not announced, supervised.
    pub fn new(name: impl Into<String>) -> EventSettings {
        EventSettings {
            name: name.into(),
            rounds: None,
            control: None,
            laws: LawsParams::default(),
            guidelines_iii: false,
            draw_offers_from_move: None,
            draw_offers_need_consent: false,
            supervised: true,
            armageddon: false,
            lang: None,
            default_time_ms: 0,
        }
    }
}

/// The highest board number an event file takes (numbers go from 1).
pub const MAX_BOARD_NUMBER: u32 = 9999;
/// The highest round number an event file takes (rounds go from 1).
pub const MAX_ROUND: u32 = 9999;

/// A board or round number outside the range an event file takes (worded at the edge,
/// `crate::i18n::board`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NumberOutOfRange {
    /// A board number not in 1..=[`MAX_BOARD_NUMBER`].
    Board(u32),
    /// A round number not in 1..=[`MAX_ROUND`].
    Round(u32),
}

impl std::error::Error for NumberOutOfRange {}

/// A board number in 1..=[`MAX_BOARD_NUMBER`], else why not.
pub fn check_board_number(number: u32) -> Result<(), NumberOutOfRange> {
    if (1..=MAX_BOARD_NUMBER).contains(&number) {
        Ok(())
    } else {
        Err(NumberOutOfRange::Board(number))
    }
}

/// A round number in 1..=[`MAX_ROUND`], else why not.
pub fn check_round(round: u32) -> Result<(), NumberOutOfRange> {
    if (1..=MAX_ROUND).contains(&round) {
        Ok(())
    } else {
        Err(NumberOutOfRange::Round(round))
    }
}

/// The players and set-up of one board (one game).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BoardSetup {
    /// The board number in its round.
    pub number: u32,
    /// The round (every board of a file has one; `None` only before the board is added, when
    /// it goes to the event's current round).
    pub round: Option<u32>,
    pub white: String,
    pub black: String,
    /// The board's time control (the event's default when it has none of its own).
    pub control: Option<TimeControl>,
    /// A start position other than the standard one (FEN; X-FEN for a Chess960 board).
    pub fen: Option<String>,
    /// The variant the board plays (Guidelines II: Chess960); standard chess by default.
    #[serde(default, skip_serializing_if = "Variant::is_standard")]
    pub variant: Variant,
}

impl BoardSetup {
    /// Round and number (a board without a round is round 1's, as files made before rounds).
    pub fn id(&self) -> BoardId {
        BoardId {
            round: self.round.unwrap_or(1),
            number: self.number,
        }
    }

    /// The board's key in the event file: what its events refer to.
    pub fn key(&self) -> u32 {
        self.id().key()
    }

    /// A board with two players, standard start, no control of its own.
    pub fn new(number: u32, white: impl Into<String>, black: impl Into<String>) -> BoardSetup {
        BoardSetup {
            number,
            round: None,
            white: white.into(),
            black: black.into(),
            control: None,
            fen: None,
            variant: Variant::Standard,
        }
    }
}

/// Both clock readings at an action, in ms left.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Readings {
    pub white_ms: i64,
    pub black_ms: i64,
}

/// What a claim is about.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ClaimKind {
    /// Threefold repetition (Art. 9.2), also with a written intended move (9.2.1).
    Repetition,
    /// Fifty moves without capture or pawn move (Art. 9.3).
    FiftyMoves,
    /// The opponent cannot win by normal means (Guidelines III.5 / III.6.1.1).
    CannotWin,
    /// The opponent makes no effort to win by normal means (Guidelines III.5 / III.6.1.2).
    NoEffort,
    /// Extra 5-second increment for both (Guidelines III.4); also a draw offer.
    ExtraIncrement,
    /// Anything else the arbiter is asked to rule on (a flag, an irregularity).
    Other(String),
}

/// What a claim made without an arbiter present carries to the designated arbiter
/// (Guidelines III.6.1): the grounds, the final position as written down, both clocks, and the
/// scoresheet up to date.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Referral {
    /// III.6.1.1: the opponent cannot win by normal means.
    pub cannot_win: bool,
    /// III.6.1.2: the opponent is making no effort to win by normal means.
    pub no_effort: bool,
    /// The final position (FEN) as the claimant wrote it down.
    pub fen: String,
    /// Both clocks when the claim was made.
    #[serde(default)]
    pub clock: Option<Readings>,
    /// The scoresheet: the moves from the start, in SAN.
    #[serde(default)]
    pub scoresheet: Vec<String>,
}

impl Referral {
    /// "III.6.1.1 and III.6.1.2".
    pub fn grounds(&self) -> String {
        match (self.cannot_win, self.no_effort) {
            (true, true) => "III.6.1.1 and III.6.1.2".into(),
            (true, false) => "III.6.1.1".into(),
            _ => "III.6.1.2".into(),
        }
    }
}

/// The arbiter's ruling on a claim or a request.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ruling {
    /// The claim is correct / the request granted.
    Upheld,
    /// The claim is incorrect / the request refused.
    Rejected,
    /// The decision is postponed (Guidelines III.5.2).
    Postponed,
}

/// A penalty the arbiter imposes (Art. 12.9, in ascending severity).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "penalty", rename_all = "snake_case")]
pub enum PenaltyKind {
    /// 12.9.1 a warning.
    Warning,
    /// 12.9.2 increasing the remaining time of the opponent.
    TimeToOpponent { ms: i64 },
    /// 12.9.3 reducing the remaining time of the offending player.
    TimeDeducted { ms: i64 },
    /// 12.9.4–12.9.6 a change of the score, declared with a result event.
    Score { note: String },
    /// 12.9.7–12.9.9 fine, exclusion, expulsion (recorded, no effect on the board).
    Other { note: String },
    /// 12.9.4–12.9.9 a measure chosen from the Laws' list, stored as the fact (older files
    /// keep its English words in `Score` / `Other`).
    Measure { measure: PenaltyMeasure },
}

impl PenaltyKind {
    /// The article of the Laws the penalty is given under (Art. 12.9.1–12.9.9); a score change
    /// or an "other" measure recorded without naming which is Art. 12.9 as a whole.
    pub fn article(&self) -> &'static str {
        match self {
            PenaltyKind::Warning => "12.9.1",
            PenaltyKind::TimeToOpponent { .. } => "12.9.2",
            PenaltyKind::TimeDeducted { .. } => "12.9.3",
            PenaltyKind::Score { .. } | PenaltyKind::Other { .. } => "12.9",
            PenaltyKind::Measure { measure } => measure.article(),
        }
    }
}

/// The penalties of Art. 12.9.4–12.9.9 that are neither a warning nor time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum PenaltyMeasure {
    /// 12.9.4 increasing the points scored in the game by the opponent to the maximum.
    OpponentPoints,
    /// 12.9.5 reducing the points scored in the game by the offending person.
    OffenderPoints,
    /// 12.9.6 declaring the game lost by the offending person.
    GameLost,
    /// 12.9.7 a fine announced in advance.
    Fine,
    /// 12.9.8 exclusion from one or more rounds.
    Exclusion,
    /// 12.9.9 expulsion from the competition.
    Expulsion,
}

impl PenaltyMeasure {
    /// The article of the Laws the measure is.
    pub fn article(self) -> &'static str {
        match self {
            PenaltyMeasure::OpponentPoints => "12.9.4",
            PenaltyMeasure::OffenderPoints => "12.9.5",
            PenaltyMeasure::GameLost => "12.9.6",
            PenaltyMeasure::Fine => "12.9.7",
            PenaltyMeasure::Exclusion => "12.9.8",
            PenaltyMeasure::Expulsion => "12.9.9",
        }
    }
}

/// Why a game ended, as a fact every reader words in its own language: a fixed choice of the
/// result dialog or a command, or what the fold derives (an accepted offer, a ruling).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "why", rename_all = "snake_case")]
pub enum ResultReason {
    /// `side` resigned (Art. 5.1.2).
    Resigned {
        #[serde(with = "side_serde")]
        side: Color,
    },
    /// The players agreed to a draw (Art. 9.1.2, 5.2.3); `consent`: where the event forbids
    /// agreements without it (Art. 9.1.1), the arbiter consented.
    Agreed {
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        consent: bool,
    },
    /// The Laws' end (Art. 5.1.1, 5.2.1, 5.2.2, 9.6) confirmed by the arbiter.
    Laws { rule: crate::rules::EndRule },
    /// What the Laws call for after a flag or a second illegal move (Art. 6.9, 7.5.5,
    /// Guidelines III.3.1).
    Finding(procedure::FindingWhy),
    /// Both players lose (Art. 11.7 with 12.9).
    BothLose,
    /// A game not played (Art. 6.7.1): `absent` did not play, `None` neither.
    Forfeit {
        #[serde(default, with = "side_serde::option")]
        absent: Option<Color>,
    },
    /// `absent` did not arrive at the chessboard within the default time (Art. 6.7.1).
    DefaultTime {
        #[serde(with = "side_serde")]
        absent: Color,
    },
    /// The arbiter set the result without a reason.
    SetByArbiter,
    /// The game declared lost by a penalty (Art. 12.9.6).
    DeclaredLost,
    /// The result the pairing program's file gives (`file`: its name, as given).
    FromPairingFile { file: String },
    /// The result of a game imported from a PGN file (`file`: its name, as given).
    Imported { file: String },
    /// A claim upheld (Art. 9.2, 9.3, Guidelines III.5).
    ClaimUpheld { claim: ClaimKind },
    /// `by`'s claim rejected with a result (Guidelines III.6.2), with the arbiter's note.
    ClaimRejected {
        #[serde(with = "side_serde")]
        by: Color,
        claim: ClaimKind,
        #[serde(default)]
        note: Option<String>,
    },
}

/// What a note says: the arbiter's words, or the facts of where a claim imported from another
/// event's file came from (Guidelines III.6), worded by each reader (`crate::i18n::board::note`).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct NoteText {
    /// The arbiter's words (and an older version's origin note); empty when `origin` says it.
    #[serde(default)]
    pub text: String,
    /// The claim's origin, as data.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub origin: Option<Box<ClaimOrigin>>,
    /// The board re-paired (issue 32), as data.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub repaired: Option<Repairing>,
    /// A designated arbiter's ruling brought back from a ruling file (Guidelines III.6.2), as
    /// data: who ruled, where and when (the ruling itself is the decision recorded with it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruling: Option<Box<RulingOrigin>>,
}

impl NoteText {
    /// Whether the note says nothing.
    pub fn is_empty(&self) -> bool {
        self.origin.is_none()
            && self.repaired.is_none()
            && self.ruling.is_none()
            && self.text.trim().is_empty()
    }
}

/// A board re-paired after its round was paired, before it started (`import pairings
/// --replace`, C.04.2: the pairing program's corrected round): the players it had and the ones
/// it has from then on, and the file that re-paired it, as given. Recorded on the board's log
/// (a note), so that the chained log says it and the TRF-2026 export writes it (`###`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Repairing {
    pub was_white: String,
    pub was_black: String,
    pub white: String,
    pub black: String,
    pub file: String,
}

impl From<String> for NoteText {
    fn from(text: String) -> NoteText {
        NoteText {
            text,
            ..NoteText::default()
        }
    }
}

impl From<&str> for NoteText {
    fn from(text: &str) -> NoteText {
        NoteText::from(text.to_owned())
    }
}

/// Where a claim imported from a portable file came from (Guidelines III.6): the file's name as
/// given and the claim's tags (`Event`, `ClaimBoard`, `ClaimAt`, `ClaimMadeBy`), as written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClaimOrigin {
    pub file: String,
    #[serde(default)]
    pub event: Option<String>,
    #[serde(default)]
    pub board: Option<String>,
    #[serde(default)]
    pub at: Option<String>,
    #[serde(default)]
    pub by: Option<String>,
    /// The claim's board in its own event (`ClaimId`, R.N), for the ruling file.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id: Option<String>,
    /// The claim's sequence number on that board (`ClaimSeq`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seq: Option<u32>,
    /// The digest of the claim's facts its event computed (`ClaimDigest`, hex).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub digest: Option<String>,
    /// The key a ruling on this claim is signed with (`ClaimRulingKey`, hex): derived by the
    /// claim's event from its event key and the digest, so that event can check the ruling.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ruling_key: Option<String>,
}

/// Where a designated arbiter's ruling recorded on this board came from (Guidelines III.6.2):
/// the ruling file as given and what it says of the ruling, as written.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RulingOrigin {
    pub file: String,
    /// The designated arbiter's event (its name) and board there.
    pub event: String,
    pub board: String,
    /// Who ruled, as their event file records the account.
    pub ruled_by: String,
    /// When, UTC (`2026-11-27T15:04:05Z`).
    pub ruled_at: String,
    /// The ruling file's seal (hex): a second import of the same file is recognised by it.
    pub seal: String,
}

/// The reason recorded with a result: the fact ([`ResultReason`]) when it was a fixed choice,
/// else the arbiter's own words (and the text of files from older versions, shown as stored).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Reason {
    /// The arbiter's words; empty when `why` says it.
    #[serde(default)]
    pub reason: String,
    /// The fact, when the reason is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<ResultReason>,
}

impl Reason {
    /// An agreement (Art. 9.1.2) made on the arbiter's consent where the event forbids it
    /// without (Art. 9.1.1); any other reason as it is.
    pub fn with_consent(mut self, consent: bool) -> Reason {
        if let Some(ResultReason::Agreed { consent: c }) = &mut self.why {
            *c = consent;
        }
        self
    }

    /// Whether neither a fact nor words say why.
    pub fn is_empty(&self) -> bool {
        self.why.is_none() && self.reason.trim().is_empty()
    }
}

impl From<ResultReason> for Reason {
    fn from(why: ResultReason) -> Reason {
        Reason {
            reason: String::new(),
            why: Some(why),
        }
    }
}

impl From<String> for Reason {
    fn from(reason: String) -> Reason {
        Reason { reason, why: None }
    }
}

impl From<&str> for Reason {
    fn from(reason: &str) -> Reason {
        Reason::from(reason.to_owned())
    }
}

/// What made a completed move illegal (Art. 7.5, 2023 numbering): each counts as an illegal
/// move, and several in one move — an illegal castling made with two hands — count as one
/// (Arbiters' Manual 2025, p. 28).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Irregularity {
    /// A move not legal in the position, an illegal castling included (Art. 7.5.1).
    NotLegal,
    /// A pawn moved to the last rank and not replaced by a new piece (Art. 7.5.2).
    Promotion,
    /// The clock pressed without a move (Art. 7.5.3).
    NoMove,
    /// Two hands used to make a single move (Art. 7.5.4).
    TwoHands,
}

/// One thing that happened to a board. Stored as JSON (`{"type": "move", ...}`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum EventKind {
    /// A move played, with both clocks at the moment it was recorded when a clock runs.
    Move {
        san: String,
        #[serde(default)]
        clock: Option<Readings>,
    },
    /// A clock action (Art. 6).
    Clock(ClockEvent),
    /// A draw offer (Art. 9.1.2), by the player who has just moved.
    DrawOffer {
        #[serde(with = "side_serde")]
        by: Color,
        /// The event forbids this offer without the arbiter's consent (Art. 9.1.1), and the
        /// arbiter consented.
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        consent: bool,
    },
    /// The pending offer accepted by the opponent (Art. 9.1.2): the game is drawn.
    OfferAccepted {
        #[serde(with = "side_serde")]
        by: Color,
    },
    /// The pending offer declined (orally or by touching a piece, Art. 9.1.2.4).
    OfferDeclined {
        #[serde(with = "side_serde")]
        by: Color,
    },
    /// A claim (Art. 9.2, 9.3, Guidelines III). `verdict` is the rules engine's finding, if any.
    Claim {
        #[serde(with = "side_serde")]
        by: Color,
        claim: ClaimKind,
        #[serde(default)]
        intended: Option<String>,
        #[serde(default)]
        valid: Option<bool>,
        #[serde(default)]
        article: Option<String>,
        /// The engine's finding (Art. 9.2, 9.3, 9.5), which every reader words in its
        /// language; events from older versions keep their text here, shown as stored.
        #[serde(default)]
        explanation: Option<procedure::ClaimText>,
        /// A claim without an arbiter present (Guidelines III.6): it ends the game, the result
        /// pending the designated arbiter's ruling.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        referral: Option<Referral>,
    },
    /// The opponent verifies a claim referred to the designated arbiter (Guidelines III.6.1):
    /// agrees with the final position (and scoresheet) or disputes it, with a comment.
    ClaimVerified {
        of_seq: u32,
        #[serde(with = "side_serde")]
        by: Color,
        agree: bool,
        #[serde(default)]
        comment: Option<String>,
    },
    /// The arbiter's decision on the claim recorded at `of_seq`.
    Decision {
        of_seq: u32,
        /// The side whose claim or request is decided, when it is one side's.
        #[serde(default, with = "side_serde::option")]
        claimant: Option<Color>,
        ruling: Ruling,
        #[serde(default)]
        article: Option<String>,
        #[serde(default)]
        note: Option<String>,
        /// Time given to the claimant's opponent with a postponement (Guidelines III.5.2: "may").
        #[serde(default, skip_serializing_if = "Option::is_none")]
        opponent_ms: Option<i64>,
        /// The result the ruling sets, when it sets one (a rejected III.6 claim: III.6.2).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        result: Option<GameScore>,
    },
    /// A penalty (Art. 12.9) on `against`.
    Penalty {
        #[serde(with = "side_serde")]
        against: Color,
        #[serde(flatten)]
        penalty: PenaltyKind,
        article: String,
        reason: String,
    },
    /// A completed illegal move (Art. 7.5.5); the opponent gets time, a second one loses.
    /// `irregularities`: what made it illegal when the arbiter says so — several in one move
    /// are still this one illegal move (Arbiters' Manual 2025, p. 28).
    IllegalMove {
        #[serde(with = "side_serde")]
        by: Color,
        #[serde(default)]
        note: Option<String>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        irregularities: Vec<Irregularity>,
    },
    /// The result of the game (stored as its text: "1-0", "0-1", "1/2-1/2", "0-0", "1/2-0",
    /// "0-1/2", "+/-", "-/+", "-/-").
    Result {
        result: GameScore,
        /// Why: the fact (`why`) or the arbiter's words (`reason`), side by side in the JSON.
        #[serde(flatten)]
        reason: Reason,
        #[serde(default)]
        article: Option<String>,
    },
    /// A note of the arbiter's (or where an imported claim came from).
    Note {
        #[serde(flatten)]
        text: NoteText,
    },
    /// A correction: the event `of_seq` is void from now on (e.g. "move 23 taken back").
    Takeback { of_seq: u32 },
    /// What the live feed of an electronic board says about this board (issue 19).
    Feed(FeedNotice),
    /// The board's line of a time-control sheet (issue 35; AM 2025, General Duties): both
    /// clocks and move counters at the event's instant, as the fold computed them.
    Sheet(sheet::SheetLine),
}

/// What the live feed of an electronic board (`arbiter follow`) records besides its moves.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "notice", rename_all = "snake_case")]
pub enum FeedNotice {
    /// The board is fed from `source` from now on: its moves come from the feed, and a fed
    /// move's `[%clk]` sets the board's clock (the real clock is the one on the table).
    Attached { source: String },
    /// The feed rewrites a recorded move (1-based `ply`): nothing of it was applied; the arbiter
    /// chooses to take back to the divergence and follow, or to ignore the feed.
    Disagrees {
        source: String,
        ply: u32,
        recorded: String,
        feed: String,
    },
    /// The feed's game names this board by its tags, but its players are another pairing
    /// (issue 36): the players' names, and the board whose pairing they are (`None`: this
    /// board's, colours reversed). Nothing of the game is recorded; the arbiter resolves it.
    Contradicts {
        source: String,
        white: String,
        black: String,
        board: Option<String>,
    },
    /// The feed matches the record again (issue 36): the disagreement in force is over, and
    /// nothing of the record is rewritten.
    Agrees { source: String },
    /// The feed's tags give a result: a proposal, shown, never applied without the arbiter.
    ProposedResult { source: String, result: GameScore },
    /// A clock reading of the feed (`[%clk]`, `[%emt]`, a clock tag) after `side`'s move at
    /// `ply` shows more than its clock can show under the control (Art. 6.3: the bases of the
    /// periods entered, the increments credited, the time the arbiter gave: `most_ms`; issue
    /// 36). Refused as a reading: the clock keeps the last reading it could show.
    ClockBeyond {
        source: String,
        ply: u32,
        #[serde(with = "side_serde")]
        side: Color,
        clock_ms: i64,
        most_ms: i64,
    },
    /// The feed's game goes on with a move that is not legal at `ply` (1-based; Art. 7.5.1;
    /// Appendix A.5.2, B: in rapid and blitz it stands once the opponent has moved): nothing
    /// from it on is recorded, the arbiter is alerted, and the feed is read on; a legal move
    /// recorded at `ply` (the e-board corrected) ends it (issue 36).
    Illegal {
        source: String,
        ply: u32,
        san: String,
    },
    /// The feed's game goes on after the Laws ended it (checkmate, stalemate, a dead position,
    /// fivefold repetition, 75 moves: Art. 5.1.1, 5.2, 9.6): its move `san` at `ply` (1-based)
    /// is the first after the end, which came after `end_ply` by `article` (issue 36). The end
    /// stands and nothing of the record changes; the arbiter is alerted.
    AfterEnd {
        source: String,
        ply: u32,
        san: String,
        article: String,
        end_ply: u32,
    },
    /// Both clocks as the feed's tags give them between moves (DGT LiveChess's `WhiteClock`,
    /// `BlackClock`, `ReferenceTime`: time added at move 40 without a move; issue 36): the
    /// clock on the table at `at_ms` (ms since the epoch, the e-board computer's clock, when
    /// known), `running` the side whose clock ran then. `running_ms`: that side's clock at this
    /// event's instant, its tag less the time since the reference (issue 36, item 7; judged by
    /// `interop::feed::judge_tag_clocks`); none recorded before it, the tag as it is. The
    /// board's clock takes them.
    Clocks {
        source: String,
        white_ms: i64,
        black_ms: i64,
        #[serde(default, with = "side_serde::option")]
        running: Option<Color>,
        #[serde(default)]
        at_ms: Option<i64>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        running_ms: Option<i64>,
    },
    /// The feed's clock tags refused for their `ReferenceTime` (issue 36, item 7): `at_ms` is
    /// ahead of this event's instant (beyond the skew tolerated) or further back than `running`'s
    /// clock could have run (`most_ms`, Art. 6.3). Neither tag is taken; the board's clock keeps
    /// its readings.
    ClockReference {
        source: String,
        white_ms: i64,
        black_ms: i64,
        #[serde(with = "side_serde")]
        running: Color,
        at_ms: i64,
        most_ms: i64,
    },
    /// The arbiter keeps the record and ignores the feed for this board.
    Ignore,
    /// The arbiter follows the feed again (after taking the record back to where it diverged).
    Follow,
}

impl FeedNotice {
    /// The tags' clocks a [`FeedNotice::Clocks`] or [`FeedNotice::ClockReference`] judged
    /// (issue 36), as the fold keeps them: each set is judged once.
    pub fn tag_clocks(&self) -> Option<fold::FeedTagClocks> {
        match self {
            FeedNotice::Clocks {
                white_ms,
                black_ms,
                running,
                at_ms,
                ..
            } => Some(fold::FeedTagClocks {
                white_ms: *white_ms,
                black_ms: *black_ms,
                running: *running,
                at_ms: *at_ms,
            }),
            FeedNotice::ClockReference {
                white_ms,
                black_ms,
                running,
                at_ms,
                ..
            } => Some(fold::FeedTagClocks {
                white_ms: *white_ms,
                black_ms: *black_ms,
                running: Some(*running),
                at_ms: Some(*at_ms),
            }),
            _ => None,
        }
    }
}

impl EventKind {
    /// Short lowercase name of the kind, as in the JSON `type` field.
    pub fn name(&self) -> &'static str {
        match self {
            EventKind::Move { .. } => "move",
            EventKind::Clock(_) => "clock",
            EventKind::DrawOffer { .. } => "draw_offer",
            EventKind::OfferAccepted { .. } => "offer_accepted",
            EventKind::OfferDeclined { .. } => "offer_declined",
            EventKind::Claim { .. } => "claim",
            EventKind::ClaimVerified { .. } => "claim_verified",
            EventKind::Decision { .. } => "decision",
            EventKind::Penalty { .. } => "penalty",
            EventKind::IllegalMove { .. } => "illegal_move",
            EventKind::Result { .. } => "result",
            EventKind::Note { .. } => "note",
            EventKind::Takeback { .. } => "takeback",
            EventKind::Feed(_) => "feed",
            EventKind::Sheet(_) => "sheet",
        }
    }
}

/// One recorded event of a board, as stored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Event {
    /// Position in the whole file (increasing; the cursor of `events_since`).
    pub id: i64,
    /// The board's key in the file ([`BoardId::key`]); JSON shows it as `R.N`.
    #[serde(with = "board_id::key_as_text")]
    pub board: u32,
    /// Per-board sequence number, 1, 2, 3, … without gaps.
    pub seq: u32,
    /// When it was recorded: ms since the Unix epoch, UTC.
    pub at_ms: i64,
    /// The operating-system account that recorded it (from the real user id).
    pub actor: String,
    /// The name the arbiter gave, if any.
    pub display_name: Option<String>,
    /// Where it came from: the SSH client host or the terminal, when known.
    pub origin: Option<String>,
    pub kind: EventKind,
}

impl Event {
    /// "alice" or "Alice Smith (alice)".
    pub fn who(&self) -> String {
        who(&self.actor, self.display_name.as_deref())
    }
}

/// "alice" or "Alice Smith (alice)": an account and the name its arbiter gave.
pub fn who(actor: &str, display_name: Option<&str>) -> String {
    match display_name {
        Some(name) if !name.is_empty() => format!("{name} ({actor})"),
        _ => actor.to_owned(),
    }
}
