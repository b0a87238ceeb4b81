//! The state of a board: the fold of its events, the same in every process.
//!
//! Events are applied in sequence; an event named by a later [`EventKind::Takeback`] is skipped,
//! so a correction never needs an edit. An event that cannot apply (a move the position does not
//! allow, a clock action the clock refuses) is kept in [`BoardState::problems`] rather than lost.

use std::collections::BTreeSet;

use serde::{Deserialize, Serialize};
use shakmaty::{ByColor, Color, Position};

use super::{
    Award, AwardCause, BoardSetup, ClaimKind, Event, EventKind, EventSettings, FeedNotice,
    PenaltyKind, Readings, Reason, Referral, ResultReason, Ruling,
};
use crate::clock::{Clock, ClockEvent, TimeControl, side_serde};
use crate::rules::{Category, GameRecord, GameScore, LawsParams};
use std::sync::Arc;

/// A move as recorded, with who recorded it and the clocks then. Serialized with its label
/// ("34.Qe2"), which is made from its number and mover when asked ([`MoveEntry::label`]) rather
/// than kept: one string fewer for each of the app's 100,000 moves (issue 21).
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(into = "MoveJson")]
pub struct MoveEntry {
    pub seq: u32,
    /// 1-based ply of the move.
    pub ply: usize,
    /// The move's number on the scoresheet ("34" of "34.Qe2").
    pub number: u32,
    /// Who played it.
    pub mover: Color,
    pub san: String,
    pub at_ms: i64,
    /// Who recorded it: one string shared by the moves one arbiter (or feed) records in a row
    /// (a board of 100 moves held 200 copies of the same name; issue 21).
    pub actor: Arc<str>,
    pub clock: Option<Readings>,
    /// The move written down with an incorrect claim, played by the ruling (Art. 9.5.3); it has
    /// the ruling's sequence number.
    pub written: bool,
}

/// A [`MoveEntry`] as JSON (`show --json`): its label written out, its recorder a string.
#[derive(Serialize)]
struct MoveJson {
    seq: u32,
    ply: usize,
    label: String,
    san: String,
    at_ms: i64,
    actor: String,
    clock: Option<Readings>,
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    written: bool,
}

impl From<MoveEntry> for MoveJson {
    fn from(m: MoveEntry) -> MoveJson {
        MoveJson {
            seq: m.seq,
            ply: m.ply,
            label: m.label(),
            actor: m.actor.to_string(),
            san: m.san,
            at_ms: m.at_ms,
            clock: m.clock,
            written: m.written,
        }
    }
}

impl MoveEntry {
    /// "34.Qe2" / "33...Rd5", as the scoresheet numbers it.
    pub fn label(&self) -> String {
        match self.mover {
            Color::White => format!("{}.{}", self.number, self.san),
            Color::Black => format!("{}...{}", self.number, self.san),
        }
    }

    /// The mover's clock after the move, as recorded with it.
    pub fn mover_ms(&self, mover: Color) -> Option<i64> {
        self.clock.map(|c| match mover {
            Color::White => c.white_ms,
            Color::Black => c.black_ms,
        })
    }
}

/// The board's last action still in force (what a takeback of "the last action" voids).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LastAction {
    pub seq: u32,
    pub at_ms: i64,
    pub who: String,
    /// What it did (worded by `crate::i18n::board::event`: "move Nf3 was played").
    pub what: EventKind,
}

/// What the claimant must play when the written move cannot be (Art. 9.5.3, 4.3, 4.5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "then", rename_all = "snake_case")]
pub enum WrittenThen {
    /// A legal move with the piece of the written move (Art. 4.3).
    Piece { hold: super::procedure::PieceHold },
    /// That piece has no legal move: `by` may make any legal move (Art. 4.5).
    AnyMove {
        #[serde(with = "side_serde")]
        by: Color,
    },
    /// The written move names no piece: another move with that piece (Art. 9.5.3).
    OtherMove,
}

/// The event a takeback voided, as recorded: what it did, who recorded it and when (worded by
/// `crate::i18n::board::history`: "move Nf3, recorded by alice at 14:02:11 UTC").
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Voided {
    pub kind: EventKind,
    pub who: String,
    pub at_ms: i64,
}

/// One step of a board's record in order: a move, or anything else that happened.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Step<'a> {
    Move(&'a MoveEntry),
    Other(&'a HistoryEntry),
}

/// A draw offer not yet answered (Art. 9.1.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Offer {
    pub seq: u32,
    #[serde(with = "side_serde")]
    pub by: Color,
    /// Plies played when it was made.
    pub ply: usize,
}

/// A claim and, once given, the arbiter's ruling.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ClaimEntry {
    pub seq: u32,
    #[serde(with = "side_serde")]
    pub by: Color,
    pub claim: ClaimKind,
    pub intended: Option<String>,
    /// The rules engine's finding when it could check (9.2, 9.3).
    pub valid: Option<bool>,
    pub article: Option<String>,
    /// The engine's finding, or an older version's text (`ClaimText::words`).
    pub explanation: Option<super::procedure::ClaimText>,
    /// Plies played when it was made.
    pub ply: usize,
    pub ruling: Option<Ruling>,
    /// The sequence number of the decision.
    pub decided_at_seq: Option<u32>,
    /// A claim made without an arbiter present, referred to the designated arbiter (III.6).
    pub referral: Option<Referral>,
    /// The opponent's verification of a referred claim (III.6.1).
    pub verification: Option<Verification>,
    /// The claim paused a running clock (Art. 9.5, III.5): the decision restarts it.
    pub paused_clock: bool,
}

/// The opponent's verification of a referred claim (Guidelines III.6.1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Verification {
    pub seq: u32,
    #[serde(with = "side_serde")]
    pub by: Color,
    pub agree: bool,
    pub comment: Option<String>,
}

impl ClaimEntry {
    /// Not yet ruled on, or postponed (III.5.2).
    pub fn is_open(&self) -> bool {
        matches!(self.ruling, None | Some(Ruling::Postponed))
    }
}

/// The result as recorded by the arbiter (or by an accepted offer / upheld claim / ruling).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ResultEntry {
    pub seq: u32,
    pub score: GameScore,
    /// Why: the fact, or the arbiter's words as recorded (`crate::i18n::board::reason`).
    #[serde(flatten)]
    pub reason: Reason,
    pub article: Option<String>,
    pub termination: Termination,
    /// Plies played when it was recorded.
    pub ply: usize,
    pub at_ms: i64,
    pub actor: String,
}

/// How a game ended, as the PGN standard's `Termination` tag names it (PGN standard 9.8.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Termination {
    /// Checkmate, resignation, an agreed or claimed draw, a draw or end by the Laws.
    Normal,
    /// A flag fell and the opponent could mate (Art. 6.9).
    TimeForfeit,
    /// The arbiter ruled: III.5 / III.6 claims, 6.9 and III.3.1 draws, 7.5.5.
    Adjudication,
    /// A penalty decided the game (Art. 11, 12).
    RulesInfraction,
    /// The game was not played: a forfeit (Art. 6.7).
    Abandoned,
    /// The game has no result yet.
    Unterminated,
}

impl Termination {
    /// The tag value.
    pub fn pgn(self) -> &'static str {
        match self {
            Termination::Normal => "normal",
            Termination::TimeForfeit => "time forfeit",
            Termination::Adjudication => "adjudication",
            Termination::RulesInfraction => "rules infraction",
            Termination::Abandoned => "abandoned",
            Termination::Unterminated => "unterminated",
        }
    }

    /// From the score and the article the result was given under: a forfeit or Art. 6.7 is
    /// abandoned; a 6.9 win is a time forfeit, a 6.9 draw (the opponent cannot mate), III.3.1,
    /// III.5, III.6 and 7.5.5 are the arbiter's adjudication; Art. 11 and 12 a rules
    /// infraction; everything else normal.
    pub fn of(score: GameScore, article: Option<&str>) -> Termination {
        let a = article
            .unwrap_or("")
            .trim()
            .trim_start_matches("Art.")
            .trim();
        if score.kind == crate::rules::ScoreKind::Forfeit || a.starts_with("6.7") {
            Termination::Abandoned
        } else if a.starts_with("6.9") {
            if score.winner().is_some() {
                Termination::TimeForfeit
            } else {
                Termination::Adjudication
            }
        } else if a.starts_with("III.3")
            || a.starts_with("III.5")
            || a.starts_with("III.6")
            || a.starts_with("7.5")
        {
            Termination::Adjudication
        } else if a.starts_with("11.") || a.starts_with("12.") {
            Termination::RulesInfraction
        } else {
            Termination::Normal
        }
    }
}

/// How the game stands decided: the one answer every screen and export gives.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Outcome {
    /// The game's score (not rated when fewer than one move each was played).
    pub score: GameScore,
    /// The score for the standings (Armageddon: a draw counts as Black's win).
    pub standing: GameScore,
    /// Why the result was recorded: the fact or the arbiter's words (readers word it, or
    /// [`Outcome::law_end`] before it: `crate::i18n::board::outcome_reason`).
    #[serde(flatten)]
    pub reason: Reason,
    /// The facts of an end by the Laws (Art. 5, 9.6), when the Laws ended the game.
    #[serde(skip)]
    pub law_end: Option<crate::rules::EndDetail>,
    pub article: Option<String>,
    pub termination: Termination,
    /// The ply after which the game ended.
    pub ply: usize,
    /// The event that recorded it; `None` when the Laws ended the game with a move.
    pub seq: Option<u32>,
    /// Who recorded it, when an arbiter did.
    pub actor: Option<String>,
}

/// One thing that happened to a board and is still in force, in order, as every reader shows
/// it: the moves (the 9.5.3 written move included), clock actions, offers, claims and rulings,
/// penalties, illegal moves, results, notes and takebacks (naming what they voided).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct HistoryEntry {
    pub seq: u32,
    pub at_ms: i64,
    /// Who recorded it: "alice" or "Alice Smith (alice)".
    pub who: String,
    /// Plies played once it happened ("after 34.Qe2" is 67).
    pub plies: usize,
    /// Both clocks just after it, when the board has a clock.
    pub clock: Option<Readings>,
    pub kind: HistoryKind,
}

/// What a [`HistoryEntry`] records.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum HistoryKind {
    /// A clock action (Art. 6) other than a press (the moves carry the clocks).
    Clock { event: ClockEvent },
    /// A draw offer (Art. 9.1.2); `consent`: made on the arbiter's consent where the event
    /// forbids it without (Art. 9.1.1).
    Offer {
        #[serde(with = "side_serde")]
        by: Color,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        consent: bool,
    },
    /// The pending offer answered.
    OfferAnswered {
        #[serde(with = "side_serde")]
        by: Color,
        accepted: bool,
    },
    /// A claim or request (Art. 9.2, 9.3, Guidelines III).
    Claim {
        #[serde(with = "side_serde")]
        by: Color,
        claim: ClaimKind,
        intended: Option<String>,
        valid: Option<bool>,
        article: Option<String>,
        explanation: Option<super::procedure::ClaimText>,
        referred: bool,
        /// A claim without an arbiter present: what the player declared (III.6.1), beside the
        /// event file's own clocks and move at the claim.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        declared: Option<Declared>,
    },
    /// The opponent's verification of a referred claim (III.6.1).
    Verification {
        of_seq: u32,
        #[serde(with = "side_serde")]
        by: Color,
        agree: bool,
        comment: Option<String>,
    },
    /// The arbiter's ruling on a claim.
    Ruling {
        of_seq: u32,
        #[serde(with = "side_serde")]
        by: Color,
        claim: ClaimKind,
        ruling: Ruling,
        article: Option<String>,
        note: Option<String>,
    },
    /// A penalty (Art. 12.9).
    Penalty {
        #[serde(with = "side_serde")]
        against: Color,
        penalty: PenaltyKind,
        article: String,
        reason: String,
    },
    /// A completed illegal move (Art. 7.5.5), the offender's `count`th.
    IllegalMove {
        #[serde(with = "side_serde")]
        by: Color,
        count: u32,
        note: Option<String>,
        /// What made it illegal, when the arbiter said (one illegal move however many).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        irregularities: Vec<super::Irregularity>,
    },
    /// The result of the game.
    Result(ResultEntry),
    /// A note of the arbiter's (or an imported claim's origin).
    Note {
        #[serde(flatten)]
        text: super::NoteText,
    },
    /// The move written with an incorrect claim cannot be played (Art. 9.5.3): why, and what
    /// the claimant must play instead.
    WrittenUnplayable {
        san: String,
        error: super::procedure::WrittenError,
        then: WrittenThen,
    },
    /// A correction: the event `of_seq` is void; `what` it was, when the log has it.
    Takeback {
        of_seq: u32,
        what: Option<Box<Voided>>,
    },
    /// What the live feed of an electronic board said (issue 19): attached, a disagreement
    /// with the record, a proposed result, the arbiter ignoring or following it again.
    Feed(FeedNotice),
}

/// What a player declared with a claim made without an arbiter present (Guidelines III.6.1):
/// both clocks and the move of the final position written down — and, beside them, the event
/// file's own clocks and move when the claim was recorded, so that every reader can show the
/// two and flag a difference.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Declared {
    /// The clocks the player gave (`None`: none given; the event file's were taken).
    pub clock: Option<Readings>,
    /// The move number of the declared final position and its side to move (from its FEN).
    pub fullmove: u32,
    #[serde(with = "side_serde")]
    pub turn: Color,
    /// The event file's clocks at the claim (`None`: the board has no clock).
    pub file_clock: Option<Readings>,
    /// The event file's move number and side to move at the claim.
    pub file_fullmove: u32,
    #[serde(with = "side_serde")]
    pub file_turn: Color,
}

impl Declared {
    /// Whether the declared clocks or move differ from the event file's.
    pub fn differs(&self) -> bool {
        (self.clock.is_some() && self.clock != self.file_clock)
            || (self.fullmove, self.turn) != (self.file_fullmove, self.file_turn)
    }
}

impl HistoryEntry {
    /// Whether the incidents list shows it: everything but the clock's start and a feed's
    /// attaching (a disagreement with the feed, its proposed result and the arbiter's answer
    /// are incidents).
    pub fn is_incident(&self) -> bool {
        !matches!(
            self.kind,
            HistoryKind::Clock {
                event: ClockEvent::Start | ClockEvent::Press
            } | HistoryKind::Feed(FeedNotice::Attached { .. })
        )
    }

    /// A short name of the kind, for the incidents screen's filter.
    pub fn kind_name(&self) -> &'static str {
        match &self.kind {
            HistoryKind::Clock {
                event: ClockEvent::FlagObserved { .. },
            } => "flag",
            HistoryKind::Clock { .. } => "clock",
            HistoryKind::Offer { .. } | HistoryKind::OfferAnswered { .. } => "offer",
            HistoryKind::Claim { .. } | HistoryKind::Verification { .. } => "claim",
            HistoryKind::Ruling { .. } => "decision",
            HistoryKind::Penalty { .. } => "penalty",
            HistoryKind::IllegalMove { .. } => "illegal",
            HistoryKind::Result(_) => "result",
            HistoryKind::Note { .. } | HistoryKind::WrittenUnplayable { .. } => "note",
            HistoryKind::Takeback { .. } => "takeback",
            HistoryKind::Feed(_) => "feed",
        }
    }

    /// The article of the Laws it falls under, when one does.
    pub fn article(&self) -> Option<String> {
        match &self.kind {
            HistoryKind::Clock { event } => match event {
                ClockEvent::Adjust { .. } | ClockEvent::Set { .. } => Some("6.10.2".into()),
                ClockEvent::Pause | ClockEvent::Resume => Some("6.11.1".into()),
                ClockEvent::Increment { .. } => Some("III.4".into()),
                ClockEvent::FlagObserved { .. } => Some("6.9".into()),
                ClockEvent::Start | ClockEvent::Press => None,
            },
            HistoryKind::Offer { .. } | HistoryKind::OfferAnswered { .. } => Some("9.1.2".into()),
            HistoryKind::Claim { article, .. } | HistoryKind::Ruling { article, .. } => {
                article.clone()
            }
            HistoryKind::Verification { .. } => Some("III.6.1".into()),
            HistoryKind::Penalty { article, .. } => Some(article.clone()),
            HistoryKind::IllegalMove { .. } => Some("7.5.5".into()),
            HistoryKind::Result(r) => r.article.clone(),
            HistoryKind::Note { .. }
            | HistoryKind::WrittenUnplayable { .. }
            | HistoryKind::Takeback { .. }
            | HistoryKind::Feed(_) => None,
        }
    }
}

/// The state of one board after its events.
#[derive(Debug, Clone, PartialEq)]
pub struct BoardState {
    pub setup: BoardSetup,
    pub laws: LawsParams,
    /// Armageddon scoring (a draw counts as Black's win in the standings).
    pub armageddon: bool,
    /// The board's last sequence number: what a command states as `expect_seq`.
    pub last_seq: u32,
    /// The time of the last event, ms since the epoch (0 without events).
    pub last_at_ms: i64,
    /// The time of the first event, ms since the epoch (0 without events): the game's date.
    pub first_at_ms: i64,
    /// The game: position, moves, repetitions, Law-based end. Shared, not copied, with what
    /// is built from the state (the app's board keeps it beside the state its actions are
    /// checked on; issue 21); the fold is its only writer.
    pub record: Arc<GameRecord>,
    /// The clock, when the board has a time control.
    pub clock: Option<Clock>,
    pub moves: Vec<MoveEntry>,
    pub offer: Option<Offer>,
    pub claims: Vec<ClaimEntry>,
    /// The result an arbiter recorded (or an accepted offer, an upheld claim, a ruling).
    pub result: Option<ResultEntry>,
    /// Completed illegal moves (Art. 7.5.5) of each side.
    pub illegal_moves: ByColor<u32>,
    /// Every amount of time given or taken, in order, with whom, why and under which article
    /// (issue 33): the one statement the report, the PGN with notes, `show`, the incidents
    /// screen and the CSV read ([`BoardState::awards_of`]).
    pub awards: Vec<Award>,
    /// Everything still in force but the moves and clock presses, in order (see
    /// [`HistoryEntry`]; [`BoardState::timeline`] merges it with the moves).
    pub history: Vec<HistoryEntry>,
    /// The last action still in force.
    pub last_action: Option<LastAction>,
    /// Sequence numbers made void by a takeback.
    pub voided: BTreeSet<u32>,
    /// Events that could not apply, with the reason (worded by
    /// `crate::i18n::board::problem`).
    pub problems: Vec<Problem>,
    /// The live feed of an electronic board, when the board is fed (issue 19).
    pub feed: Option<FeedState>,
    /// The board's lines of the time-control sheets, in order (issue 35; `event::sheet`).
    pub sheet: Vec<super::sheet::SheetEntry>,
}

/// An event that cannot apply to the board, kept rather than lost: the facts.
#[derive(Debug, Clone, PartialEq)]
pub enum Problem {
    /// The board's start position (FEN) cannot be read; the standard start is used.
    Start { error: crate::rules::RulesError },
    /// The move recorded at `seq` cannot be played (Art. 3, 4).
    Move {
        seq: u32,
        error: crate::rules::RulesError,
    },
    /// The clock refused the action recorded at `seq` (Art. 6).
    Clock {
        seq: u32,
        error: crate::clock::ClockError,
    },
    /// A clock event at `seq` on a board without a time control.
    NoClock { seq: u32 },
    /// A verification at `seq` of `of_seq`, which is not a claim (Guidelines III.6.1).
    VerificationOfNoClaim { seq: u32, of_seq: u32 },
    /// A decision at `seq` on `of_seq`, which is not a claim.
    DecisionOfNoClaim { seq: u32, of_seq: u32 },
    /// A feed notice at `seq` on a board that is not fed (issue 19).
    NotFed { seq: u32 },
}

/// A fed board: where its moves come from and what the feed last said.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct FeedState {
    pub source: String,
    /// When the board was attached to the feed, ms since the epoch.
    pub since_ms: i64,
    /// When the feed last recorded a move, ms since the epoch.
    pub last_move_ms: Option<i64>,
    /// Moves recorded while fed.
    pub moves: u32,
    /// The disagreement in force: the feed rewrote a recorded move.
    pub disagreement: Option<FeedDisagreement>,
    /// The contradiction in force between the feed's tags and the pairing (issue 36).
    #[serde(default)]
    pub contradiction: Option<FeedContradiction>,
    /// The last clock reading of the feed refused as beyond what the control allows (issue 36).
    #[serde(default)]
    pub clock_beyond: Option<FeedClockBeyond>,
    /// The illegal move in the feed's game, while the record has not moved past it (issue 36).
    #[serde(default)]
    pub illegal: Option<FeedIllegalMove>,
    /// The clocks the feed's tags last gave between moves (issue 36).
    #[serde(default)]
    pub tag_clocks: Option<FeedTagClocks>,
    /// The feed's game going on after the Laws ended it, until the arbiter follows or ignores
    /// the feed (issue 36).
    #[serde(default)]
    pub after_end: Option<FeedAfterEnd>,
    /// The feed's clock tags last refused for their reference time (issue 36).
    #[serde(default)]
    pub clock_reference: Option<FeedClockReference>,
    /// The result the feed proposes (never applied by the feed).
    pub proposed_result: Option<GameScore>,
    /// The arbiter keeps the record and ignores the feed.
    pub ignored: bool,
}

/// The feed's game is this board's by its tags and another pairing's by its players (issue 36).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FeedContradiction {
    /// The event that recorded it.
    pub seq: u32,
    /// The players the feed's game names.
    pub white: String,
    pub black: String,
    /// The board whose pairing they are (`None`: this board's, colours reversed).
    pub board: Option<String>,
}

/// A clock reading of the feed beyond what the control allows (issue 36): refused.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FeedClockBeyond {
    /// The event that recorded it.
    pub seq: u32,
    /// 1-based ply after which the reading was given, and its label ("23...").
    pub ply: u32,
    pub label: String,
    #[serde(with = "crate::clock::side_serde")]
    pub side: Color,
    /// The reading refused, and the most the side's clock could show then.
    pub clock_ms: i64,
    pub most_ms: i64,
}

/// The feed's game has a move that is not legal where it stands (issue 36).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FeedIllegalMove {
    /// The event that recorded it.
    pub seq: u32,
    /// 1-based ply of the illegal move, and its label with the move ("23...Ke3").
    pub ply: u32,
    pub label: String,
    pub san: String,
}

/// The feed's game goes on after the Laws ended it (issue 36; Art. 5.1.1, 5.2, 9.6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FeedAfterEnd {
    /// The event that recorded it.
    pub seq: u32,
    /// 1-based ply of the feed's first move after the end, and its label with the move
    /// ("9.Nf3").
    pub ply: u32,
    pub label: String,
    pub san: String,
    /// The article of the end that came first, the ply after which it came, and that move's
    /// label ("8...Ng8").
    pub article: String,
    pub end_ply: u32,
    pub end_label: String,
}

/// Both clocks as the feed's tags gave them (issue 36).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct FeedTagClocks {
    pub white_ms: i64,
    pub black_ms: i64,
    #[serde(default, with = "crate::clock::side_serde::option")]
    pub running: Option<Color>,
    pub at_ms: Option<i64>,
}

/// The feed's clock tags refused for their `ReferenceTime` (issue 36): ahead of this computer's
/// clock when they were read, or further back than the running side's clock could have run.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FeedClockReference {
    /// The event that recorded it.
    pub seq: u32,
    pub white_ms: i64,
    pub black_ms: i64,
    /// The side whose clock ran at the reference, per the tags.
    #[serde(with = "crate::clock::side_serde")]
    pub running: Color,
    /// The reference (the e-board computer's clock) and when the tags were read (this
    /// computer's), ms since the epoch.
    pub at_ms: i64,
    pub read_ms: i64,
    /// The most the running side's clock could show then.
    pub most_ms: i64,
}

impl FeedClockReference {
    /// The tags it refused, as [`FeedNotice::tag_clocks`] gives them.
    pub fn tags(&self) -> FeedTagClocks {
        FeedTagClocks {
            white_ms: self.white_ms,
            black_ms: self.black_ms,
            running: Some(self.running),
            at_ms: Some(self.at_ms),
        }
    }
}

/// The feed rewrote a recorded move.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FeedDisagreement {
    /// The event that recorded it.
    pub seq: u32,
    /// 1-based ply where the feed diverges, and its label ("23...").
    pub ply: u32,
    pub label: String,
    pub recorded: String,
    pub feed: String,
}

impl BoardState {
    /// The state of a board with no events.
    pub fn empty(setup: &BoardSetup, settings: &EventSettings) -> BoardState {
        let laws = settings.laws;
        let mut problems = Vec::new();
        let record = match &setup.fen {
            Some(fen) => match GameRecord::from_fen_in(fen, setup.variant) {
                Ok(r) => r.with_laws(laws),
                Err(e) => {
                    problems.push(Problem::Start { error: e });
                    GameRecord::for_variant(setup.variant).with_laws(laws)
                }
            },
            None => GameRecord::for_variant(setup.variant).with_laws(laws),
        };
        let control = setup.control.as_ref().or(settings.control.as_ref());
        let first = record.position().turn();
        BoardState {
            setup: setup.clone(),
            laws,
            armageddon: settings.armageddon,
            last_seq: 0,
            last_at_ms: 0,
            first_at_ms: 0,
            record: Arc::new(record),
            // Art. 6.2.1: the clock of the side to move runs first (Black's from a position
            // with Black to move).
            clock: control.map(|c| Clock::with_first_mover(c, first)),
            moves: Vec::new(),
            offer: None,
            claims: Vec::new(),
            result: None,
            illegal_moves: ByColor::new_with(|_| 0),
            awards: Vec::new(),
            history: Vec::new(),
            last_action: None,
            voided: BTreeSet::new(),
            problems,
            feed: None,
            sheet: Vec::new(),
        }
    }

    /// The side to move.
    pub fn to_move(&self) -> Color {
        self.record.position().turn()
    }

    /// The board's time control.
    pub fn control(&self) -> Option<&TimeControl> {
        self.clock.as_ref().map(Clock::control)
    }

    /// The category of the game (standard without a control).
    pub fn category(&self) -> Category {
        self.control()
            .map(TimeControl::category)
            .unwrap_or(Category::Standard)
    }

    /// Both clocks at `at_ms`, when the board has a clock.
    pub fn readings(&self, at_ms: i64) -> Option<Readings> {
        self.clock.as_ref().map(|c| {
            let r = c.reading(at_ms);
            Readings {
                white_ms: r.white.ms,
                black_ms: r.black.ms,
            }
        })
    }

    /// Everyone who recorded something still in force on this board — a move, a clock action, a
    /// claim, a ruling, a note… — as recorded ("IA M. Fernández (maria)"), in order of first
    /// appearance (the report names the arbiters who acted).
    pub fn actors(&self) -> Vec<&str> {
        let mut seen: Vec<&str> = Vec::new();
        let moves = self.moves.iter().map(|m| (m.seq, &*m.actor));
        let history = self.history.iter().map(|h| (h.seq, h.who.as_str()));
        let mut all: Vec<(u32, &str)> = moves.chain(history).collect();
        all.sort_by_key(|(seq, _)| *seq);
        for (_, who) in all {
            if !seen.contains(&who) {
                seen.push(who);
            }
        }
        seen
    }

    /// The last action still in force with what was recorded with it in one action: a clock
    /// press with the move it completes (Art. 6.2.1) and the draw offer made with that move
    /// (Art. 9.1.2.1), as the app's `m` records them — newest first: what a takeback of "the
    /// last action" voids (issue 30, D13: one action, one undo). They were appended in one
    /// transaction: one instant, one recorder, sequence numbers without a gap. Any other last
    /// action stands alone. Empty when nothing is in force.
    pub fn last_action_seqs(&self) -> Vec<u32> {
        let Some(last) = &self.last_action else {
            return Vec::new();
        };
        let mut seqs = vec![last.seq];
        if last.what != EventKind::Clock(ClockEvent::Press) {
            return seqs;
        }
        let same = |seq: u32, at_ms: i64, who: &str| {
            at_ms == last.at_ms && who == last.who && !self.voided.contains(&seq)
        };
        let mut prev = last.seq.saturating_sub(1);
        let offer = self.history.iter().rev().find(|h| {
            h.seq == prev
                && matches!(h.kind, HistoryKind::Offer { .. })
                && same(h.seq, h.at_ms, &h.who)
        });
        if offer.is_some() {
            prev = prev.saturating_sub(1);
        }
        let played = self
            .moves
            .iter()
            .rev()
            .find(|m| m.seq == prev && !m.written && same(m.seq, m.at_ms, &m.actor));
        // A press (with an offer) but no move in its action: the press alone.
        if let Some(m) = played {
            seqs.extend(offer.map(|h| h.seq));
            seqs.push(m.seq);
        }
        seqs
    }

    /// Whether a draw offer by `by` after `plies` plies is written "(=)" after the move at
    /// `plies`: it was made with the offerer's own move (Art. 9.1.2.1). An offer made by the
    /// player on the move, before moving (still valid, Art. 9.1.2.2), is no mark on the move
    /// the opponent made.
    pub fn offer_marked(&self, plies: usize, by: Color) -> bool {
        plies > 0 && self.record.mover_of(plies) == by
    }

    /// The plies after which the record writes "(=)", as the PGN and the app's move list do:
    /// the draw offers made with the offerer's move ([`BoardState::offer_marked`]), answered or
    /// not. A claim is no such mark: a 9.2/9.3 claim or a III.4 request counts as an offer
    /// (Art. 9.1.2.3, III.4) but is made by the player on the move, and a III.5 claim is no
    /// offer at all from 2014 (Guidelines III.5); each stands in the record as the claim it is.
    pub fn offer_marks(&self) -> Vec<usize> {
        self.history
            .iter()
            .filter_map(|h| match h.kind {
                HistoryKind::Offer { by, .. } if self.offer_marked(h.plies, by) => Some(h.plies),
                _ => None,
            })
            .collect()
    }

    /// The board's record in order: the moves (the 9.5.3 written move included) and everything
    /// else still in force, merged by sequence number (a ruling before the written move it
    /// plays).
    pub fn timeline(&self) -> Vec<Step<'_>> {
        let mut out = Vec::with_capacity(self.moves.len() + self.history.len());
        let (mut moves, mut others) =
            (self.moves.iter().peekable(), self.history.iter().peekable());
        loop {
            match (moves.peek(), others.peek()) {
                (Some(m), Some(h)) if h.seq <= m.seq => out.extend(others.next().map(Step::Other)),
                (Some(_), _) => out.extend(moves.next().map(Step::Move)),
                (None, Some(_)) => out.extend(others.next().map(Step::Other)),
                (None, None) => break,
            }
        }
        out
    }

    /// The incidents: everything in the history but the clock's start, in order.
    pub fn incidents(&self) -> impl DoubleEndedIterator<Item = &HistoryEntry> {
        self.history.iter().filter(|h| h.is_incident())
    }

    /// How the game was decided, when it was: the Laws' end by a move (checkmate, stalemate,
    /// dead position, fivefold, 75 moves: Art. 5, 9.6) comes first — nothing recorded after it
    /// changes it — else the result recorded (by an arbiter, an accepted offer, an upheld claim
    /// or a ruling). `None` while the game goes on, and while a referred claim waits (III.6.2).
    pub fn outcome(&self) -> Option<Outcome> {
        // Fewer than one move each from the standard start, or a Chess960 start (Guidelines
        // II): scored, not rated. A board set up from a position (an adjourned or referred
        // game) is not judged by its plies here.
        let from_a_start = self.setup.fen.is_none()
            || crate::rules::variant::chess960_number(self.record.start()).is_some();
        let plies = if !from_a_start {
            usize::MAX
        } else {
            self.record.plies()
        };
        if let Some(end) = self.record.ending() {
            let score = end.score().with_plies(plies);
            return Some(Outcome {
                score,
                standing: score.scored(self.armageddon),
                reason: ResultReason::Laws { rule: end.rule }.into(),
                law_end: Some(end.detail.clone()),
                article: Some(end.article.to_string()),
                termination: Termination::Normal,
                ply: end.ply,
                seq: self.moves.iter().find(|m| m.ply == end.ply).map(|m| m.seq),
                actor: None,
            });
        }
        let r = self.result.as_ref()?;
        let score = r.score.with_plies(plies);
        Some(Outcome {
            score,
            standing: score.scored(self.armageddon),
            reason: r.reason.clone(),
            law_end: None,
            article: r.article.clone(),
            termination: r.termination,
            ply: r.ply,
            seq: Some(r.seq),
            actor: Some(r.actor.clone()),
        })
    }

    /// Whether the game is over: a recorded result, or an end by the Laws (mate, stalemate,
    /// fivefold, 75 moves, dead position: Art. 5, 9.6), or a claim referred to the designated
    /// arbiter (III.6: the result pending).
    pub fn is_over(&self) -> bool {
        self.result.is_some() || self.record.ending().is_some() || self.referred().is_some()
    }

    /// A claim referred to the designated arbiter and not yet ruled on: it ended the game,
    /// the result pending (Guidelines III.6).
    pub fn referred(&self) -> Option<&ClaimEntry> {
        if self.result.is_some() {
            return None;
        }
        self.claims
            .iter()
            .rev()
            .find(|c| c.referral.is_some() && c.ruling.is_none())
    }

    /// A III.5 claim whose decision was postponed (III.5.2) and is still due: it blocks a
    /// plain result until the arbiter rules on it.
    pub fn postponed(&self) -> Option<&ClaimEntry> {
        self.claims
            .iter()
            .rev()
            .find(|c| c.ruling == Some(Ruling::Postponed))
    }

    /// The time given or taken by the event `seq` (issue 33), in the order given.
    pub fn awards_of(&self, seq: u32) -> impl Iterator<Item = &Award> {
        self.awards.iter().filter(move |a| a.seq == seq)
    }

    /// Give `side` `ms` (negative: take) for `cause`, and state it ([`BoardState::awards`]).
    /// A clock that refuses it keeps a problem and no award is stated; a board without a
    /// clock states it (the arbiter applies it on the clock on the table).
    fn award(&mut self, ev: &Event, side: Color, ms: i64, cause: AwardCause) {
        let article = cause.article(&self.laws, self.category());
        self.award_under(ev, side, ms, cause, article);
    }

    /// [`BoardState::award`] under an article the event names (a penalty's 12.9.x).
    fn award_under(
        &mut self,
        ev: &Event,
        side: Color,
        ms: i64,
        cause: AwardCause,
        article: String,
    ) {
        if ms == 0 {
            return;
        }
        if let Some(clock) = &mut self.clock
            && let Err(e) = clock.apply(ev.at_ms, &ClockEvent::Adjust { side, ms })
        {
            self.problems.push(clock_problem(ev.seq, &e));
            return;
        }
        self.awards.push(Award {
            seq: ev.seq,
            plies: self.record.plies(),
            side,
            ms,
            per_move: false,
            article,
            cause,
        });
        self.clocks_after_award(ev);
    }

    /// The incident of `ev` already in the history (a ruling is recorded before the time it
    /// gives) shows the clocks after the award, as every other incident does (issue 33).
    fn clocks_after_award(&mut self, ev: &Event) {
        let clock = self.readings(ev.at_ms);
        for h in self.history.iter_mut().rev() {
            if h.seq != ev.seq {
                break;
            }
            h.clock = clock;
        }
    }

    /// The arbiter's own clock action (Art. 6.10.2: adjust, set), stated as what it changed
    /// for each side; the III.4 increment as an increment for both.
    fn state_clock_correction(&mut self, ev: &Event, ce: &ClockEvent, before: Option<Readings>) {
        let after = self.readings(ev.at_ms);
        let (per_move, cause, deltas) = match (ce, before, after) {
            (ClockEvent::Adjust { .. } | ClockEvent::Set { .. }, Some(b), Some(a)) => (
                false,
                AwardCause::ClockCorrection,
                [
                    (Color::White, a.white_ms - b.white_ms),
                    (Color::Black, a.black_ms - b.black_ms),
                ],
            ),
            (ClockEvent::Increment { ms }, _, _) => (
                true,
                AwardCause::IncrementAdded,
                [(Color::White, *ms), (Color::Black, *ms)],
            ),
            _ => return,
        };
        let article = cause.article(&self.laws, self.category());
        for (side, ms) in deltas {
            if ms != 0 {
                self.awards.push(Award {
                    seq: ev.seq,
                    plies: self.record.plies(),
                    side,
                    ms,
                    per_move,
                    article: article.clone(),
                    cause,
                });
            }
        }
    }

    /// The game is over: a running clock stops (a result ends the game, Art. 5, 6.9, 9.1).
    fn stop_clock(&mut self, at_ms: i64) {
        if let Some(clock) = &mut self.clock
            && clock.reading(at_ms).running.is_some()
        {
            // Running, so started and not paused: the pause cannot be refused.
            let _ = clock.apply(at_ms, &ClockEvent::Pause);
        }
    }

    fn push(&mut self, ev: &Event, kind: HistoryKind) {
        let clock = self.readings(ev.at_ms);
        self.history.push(HistoryEntry {
            seq: ev.seq,
            at_ms: ev.at_ms,
            who: ev.who(),
            plies: self.record.plies(),
            clock,
            kind,
        });
    }

    /// Record the game's result from `ev`: the offer lapses, the clock stops.
    fn set_result(
        &mut self,
        ev: &Event,
        score: GameScore,
        reason: Reason,
        article: Option<String>,
    ) {
        self.offer = None;
        self.stop_clock(ev.at_ms);
        let entry = ResultEntry {
            seq: ev.seq,
            score,
            termination: Termination::of(score, article.as_deref()),
            reason,
            article,
            ply: self.record.plies(),
            at_ms: ev.at_ms,
            actor: ev.who(),
        };
        self.result = Some(entry.clone());
        self.push(ev, HistoryKind::Result(entry));
    }

    /// Play `san` as a recorded move of `ev` (`written`: the 9.5.3 written move).
    fn play_move(&mut self, ev: &Event, san: &str, clock: Option<Readings>, written: bool) -> bool {
        match Arc::make_mut(&mut self.record).play_san(san) {
            Ok(info) => {
                let mover = self.record.mover_of(info.ply);
                if let Some(o) = self.offer
                    && o.by != mover
                {
                    // Art. 9.1.2.4: playing on declines the offer.
                    self.offer = None;
                }
                // The SAN as the record writes it, formatted once for both fields.
                let san = self.record.san(info.ply).unwrap_or_else(|| san.to_string());
                let who = ev.who();
                let actor = match self.moves.last() {
                    Some(m) if *m.actor == *who => m.actor.clone(),
                    _ => Arc::from(who),
                };
                self.moves.push(MoveEntry {
                    seq: ev.seq,
                    ply: info.ply,
                    number: self.record.move_number_of(info.ply),
                    mover: self.record.mover_of(info.ply),
                    san,
                    at_ms: ev.at_ms,
                    actor,
                    clock,
                    written,
                });
                if let (false, Some(readings)) = (written, clock) {
                    self.follow_table(ev.at_ms, readings);
                }
                // A move recorded where the feed had an illegal one (the e-board corrected,
                // Art. 7.5.1), or where it went on after the end (the end taken back, the
                // record's game goes on): the alert is over (issue 36).
                if let Some(feed) = &mut self.feed {
                    let passed = |ply: u32| ply as usize <= info.ply;
                    if feed.illegal.as_ref().is_some_and(|i| passed(i.ply)) {
                        feed.illegal = None;
                    }
                    if feed.after_end.as_ref().is_some_and(|a| passed(a.ply)) {
                        feed.after_end = None;
                    }
                }
                if self.record.ending().is_some() {
                    // Art. 5.1.1, 5.2, 9.6: the move ended the game; the clock stops.
                    self.stop_clock(ev.at_ms);
                }
                true
            }
            Err(e) => {
                self.problems.push(Problem::Move {
                    seq: ev.seq,
                    error: e,
                });
                false
            }
        }
    }

    /// Apply one event (not voided) to the state.
    fn apply(&mut self, ev: &Event) {
        match &ev.kind {
            EventKind::Move { san, clock } => {
                self.play_move(ev, san, *clock, false);
            }
            EventKind::Clock(ce) => match &mut self.clock {
                Some(clock) => {
                    let before = clock.reading(ev.at_ms);
                    let before = Readings {
                        white_ms: before.white.ms,
                        black_ms: before.black.ms,
                    };
                    match clock.apply(ev.at_ms, ce) {
                        Ok(()) if *ce == ClockEvent::Press => {}
                        Ok(()) => {
                            self.state_clock_correction(ev, ce, Some(before));
                            self.push(ev, HistoryKind::Clock { event: *ce });
                        }
                        Err(e) => self.problems.push(clock_problem(ev.seq, &e)),
                    }
                }
                None => self.problems.push(Problem::NoClock { seq: ev.seq }),
            },
            EventKind::DrawOffer { by, consent } => {
                self.offer = Some(Offer {
                    seq: ev.seq,
                    by: *by,
                    ply: self.record.plies(),
                });
                self.push(
                    ev,
                    HistoryKind::Offer {
                        by: *by,
                        consent: *consent,
                    },
                );
            }
            EventKind::OfferAccepted { by } => {
                self.offer = None;
                self.push(
                    ev,
                    HistoryKind::OfferAnswered {
                        by: *by,
                        accepted: true,
                    },
                );
                self.set_result(
                    ev,
                    GameScore::DRAW,
                    ResultReason::Agreed { consent: false }.into(),
                    Some("9.1.2".into()),
                );
            }
            EventKind::OfferDeclined { by } => {
                self.offer = None;
                self.push(
                    ev,
                    HistoryKind::OfferAnswered {
                        by: *by,
                        accepted: false,
                    },
                );
            }
            EventKind::Claim {
                by,
                claim,
                intended,
                valid,
                article,
                explanation,
                referral,
            } => {
                // Art. 9.1.2.3: a claim under 9.2 or 9.3 is also a draw offer; so is III.4, and
                // in 2009 a 10.2 claim (9.1(b)3 of that edition).
                let quickplay_offer = self.laws.quickplay_claim_is_draw_offer()
                    && referral.is_none()
                    && matches!(claim, ClaimKind::CannotWin | ClaimKind::NoEffort);
                if quickplay_offer
                    || matches!(
                        claim,
                        ClaimKind::Repetition | ClaimKind::FiftyMoves | ClaimKind::ExtraIncrement
                    )
                {
                    self.offer = Some(Offer {
                        seq: ev.seq,
                        by: *by,
                        ply: self.record.plies(),
                    });
                }
                self.claims.push(ClaimEntry {
                    seq: ev.seq,
                    by: *by,
                    claim: claim.clone(),
                    intended: intended.clone(),
                    valid: *valid,
                    article: article.clone(),
                    explanation: explanation.clone(),
                    ply: self.record.plies(),
                    ruling: None,
                    decided_at_seq: None,
                    referral: referral.clone(),
                    verification: None,
                    paused_clock: false,
                });
                // Art. 9.5, III.5, III.6: the clock stops while the claim is dealt with (a referred
                // claim ends the game).
                if let Some(clock) = &mut self.clock
                    && clock.reading(ev.at_ms).running.is_some()
                {
                    match clock.apply(ev.at_ms, &ClockEvent::Pause) {
                        Ok(()) => {
                            if let Some(c) = self.claims.last_mut() {
                                c.paused_clock = true;
                            }
                        }
                        Err(e) => self.problems.push(clock_problem(ev.seq, &e)),
                    }
                }
                self.push(
                    ev,
                    HistoryKind::Claim {
                        by: *by,
                        claim: claim.clone(),
                        intended: intended.clone(),
                        valid: *valid,
                        article: article.clone(),
                        explanation: explanation.clone(),
                        referred: referral.is_some(),
                        declared: referral.as_ref().map(|r| self.declared(r, ev.at_ms)),
                    },
                );
            }
            EventKind::ClaimVerified {
                of_seq,
                by,
                agree,
                comment,
            } => match self.claims.iter_mut().find(|c| c.seq == *of_seq) {
                Some(c) => {
                    c.verification = Some(Verification {
                        seq: ev.seq,
                        by: *by,
                        agree: *agree,
                        comment: comment.clone(),
                    });
                    self.push(
                        ev,
                        HistoryKind::Verification {
                            of_seq: *of_seq,
                            by: *by,
                            agree: *agree,
                            comment: comment.clone(),
                        },
                    );
                }
                None => self.problems.push(Problem::VerificationOfNoClaim {
                    seq: ev.seq,
                    of_seq: *of_seq,
                }),
            },
            EventKind::Decision { .. } => self.decide(ev),
            EventKind::Penalty {
                against,
                penalty,
                article,
                reason,
            } => {
                match penalty {
                    PenaltyKind::TimeToOpponent { ms } => {
                        self.award_under(ev, !*against, *ms, AwardCause::Penalty, article.clone())
                    }
                    PenaltyKind::TimeDeducted { ms } => {
                        self.award_under(ev, *against, -*ms, AwardCause::Penalty, article.clone())
                    }
                    PenaltyKind::Warning
                    | PenaltyKind::Score { .. }
                    | PenaltyKind::Other { .. }
                    | PenaltyKind::Measure { .. } => {}
                }
                self.push(
                    ev,
                    HistoryKind::Penalty {
                        against: *against,
                        penalty: penalty.clone(),
                        article: article.clone(),
                        reason: reason.clone(),
                    },
                );
            }
            EventKind::IllegalMove {
                by,
                note,
                irregularities,
            } => {
                // One event, one illegal move, whatever irregularities it had (Arbiters'
                // Manual 2025, p. 28).
                *self.illegal_moves.get_mut(*by) += 1;
                let count = *self.illegal_moves.get(*by);
                // Art. 7.5.5: the opponent gets time for each completed illegal move that does
                // not lose the game.
                if count < self.laws.illegal_moves_to_lose() {
                    let bonus = self.laws.illegal_move_bonus_ms(self.category());
                    self.award(ev, !*by, bonus, AwardCause::IllegalMove);
                }
                // Art. 7.5.5: the position before the irregularity is reinstated with the
                // offender on move and his clock running; the increment he gained by pressing
                // after the illegal move is taken back (as the Arbiters' Manual applies it) —
                // once: a second illegal move recorded with no press between takes nothing.
                if let Some(clock) = &mut self.clock
                    && let Err(e) = clock.take_back_press(ev.at_ms, *by)
                {
                    self.problems.push(clock_problem(ev.seq, &e));
                }
                self.push(
                    ev,
                    HistoryKind::IllegalMove {
                        by: *by,
                        count,
                        note: note.clone(),
                        irregularities: irregularities.clone(),
                    },
                );
            }
            EventKind::Result {
                result,
                reason,
                article,
            } => self.set_result(ev, *result, reason.clone(), article.clone()),
            EventKind::Note { text } => self.push(ev, HistoryKind::Note { text: text.clone() }),
            EventKind::Takeback { .. } => {}
            EventKind::Feed(notice) => self.feed_notice(ev, notice),
            EventKind::Sheet(line) => self.sheet.push(super::sheet::SheetEntry {
                seq: ev.seq,
                at_ms: ev.at_ms,
                who: ev.who(),
                line: *line,
            }),
        }
    }

    /// What the live feed said (issue 19); the board's history keeps it.
    fn feed_notice(&mut self, ev: &Event, notice: &FeedNotice) {
        if self.feed.is_some() || matches!(notice, FeedNotice::Attached { .. }) {
            self.push(ev, HistoryKind::Feed(notice.clone()));
        }
        if let FeedNotice::Attached { source } = notice {
            self.feed = Some(FeedState {
                source: source.clone(),
                since_ms: ev.at_ms,
                ..FeedState::default()
            });
            return;
        }
        let label = |ply: u32| self.record.ply_label(ply as usize);
        let Some(feed) = &mut self.feed else {
            self.problems.push(Problem::NotFed { seq: ev.seq });
            return;
        };
        match notice {
            FeedNotice::Attached { .. } => {}
            FeedNotice::Disagrees {
                ply,
                recorded,
                feed: theirs,
                ..
            } => {
                feed.disagreement = Some(FeedDisagreement {
                    seq: ev.seq,
                    ply: *ply,
                    label: label(*ply),
                    recorded: recorded.clone(),
                    feed: theirs.clone(),
                });
            }
            FeedNotice::Contradicts {
                white,
                black,
                board,
                ..
            } => {
                feed.contradiction = Some(FeedContradiction {
                    seq: ev.seq,
                    white: white.clone(),
                    black: black.clone(),
                    board: board.clone(),
                });
            }
            FeedNotice::Agrees { .. } => {
                feed.disagreement = None;
                feed.contradiction = None;
            }
            FeedNotice::ProposedResult { result, .. } => feed.proposed_result = Some(*result),
            FeedNotice::ClockBeyond { .. }
            | FeedNotice::Illegal { .. }
            | FeedNotice::AfterEnd { .. }
            | FeedNotice::Clocks { .. }
            | FeedNotice::ClockReference { .. } => self.feed_reading(ev, notice),
            // The arbiter's choice ends the alert of a feed gone on after the end (issue 36).
            FeedNotice::Ignore => {
                feed.ignored = true;
                feed.after_end = None;
            }
            FeedNotice::Follow => {
                feed.ignored = false;
                feed.disagreement = None;
                feed.contradiction = None;
                feed.illegal = None;
                feed.after_end = None;
            }
        }
    }

    /// The feed's readings and moves of issue 36 on the fed board: a refused reading, an
    /// illegal move, a move after the end, the tags' clocks and a refused reference.
    fn feed_reading(&mut self, ev: &Event, notice: &FeedNotice) {
        let label = |ply: u32| self.record.ply_label(ply as usize);
        let Some(feed) = &mut self.feed else { return };
        match notice {
            FeedNotice::ClockBeyond {
                ply,
                side,
                clock_ms,
                most_ms,
                ..
            } => {
                feed.clock_beyond = Some(FeedClockBeyond {
                    seq: ev.seq,
                    ply: *ply,
                    label: label(*ply),
                    side: *side,
                    clock_ms: *clock_ms,
                    most_ms: *most_ms,
                });
            }
            FeedNotice::Illegal { ply, san, .. } => {
                feed.illegal = Some(FeedIllegalMove {
                    seq: ev.seq,
                    ply: *ply,
                    label: self.record.label_for(*ply as usize, san),
                    san: san.clone(),
                });
            }
            FeedNotice::AfterEnd {
                ply,
                san,
                article,
                end_ply,
                ..
            } => {
                let end_san = self.record.san(*end_ply as usize).unwrap_or_default();
                feed.after_end = Some(FeedAfterEnd {
                    seq: ev.seq,
                    ply: *ply,
                    label: self.record.label_for(*ply as usize, san),
                    san: san.clone(),
                    article: article.clone(),
                    end_ply: *end_ply,
                    end_label: self.record.label_for(*end_ply as usize, &end_san),
                });
            }
            FeedNotice::Clocks { running_ms, .. } => {
                let Some(tags) = notice.tag_clocks() else {
                    return;
                };
                feed.tag_clocks = Some(tags);
                if !feed.ignored {
                    self.follow_tag_clocks(ev, tags, *running_ms);
                }
            }
            FeedNotice::ClockReference {
                white_ms,
                black_ms,
                running,
                at_ms,
                most_ms,
                ..
            } => {
                feed.clock_reference = Some(FeedClockReference {
                    seq: ev.seq,
                    white_ms: *white_ms,
                    black_ms: *black_ms,
                    running: *running,
                    at_ms: *at_ms,
                    read_ms: ev.at_ms,
                    most_ms: *most_ms,
                });
            }
            _ => {}
        }
    }

    /// The clocks the feed's tags give between moves (issue 36): the table's clock, set as the
    /// tags give it at the event's instant, the running side's to `running_ms` when the notice
    /// has it (its tag less the time since the tags' reference, as `follow` judged it; before
    /// issue 36's item 7 none was recorded and the tag stands).
    fn follow_tag_clocks(&mut self, ev: &Event, tags: FeedTagClocks, running_ms: Option<i64>) {
        let Some(clock) = &mut self.clock else { return };
        let now = |side: Color, tag: i64| match (tags.running, running_ms) {
            (Some(running), Some(ms)) if running == side => ms,
            _ => tag,
        };
        let set = ClockEvent::Set {
            white_ms: now(Color::White, tags.white_ms),
            black_ms: now(Color::Black, tags.black_ms),
            white_moves: None,
            black_moves: None,
        };
        if let Err(e) = clock.apply(ev.at_ms, &set) {
            self.problems.push(clock_problem(ev.seq, &e));
        }
    }

    /// A fed move's readings are the clock on the table (issue 19): the board's clock takes
    /// them, with the opponent's clock running from the move.
    fn follow_table(&mut self, at_ms: i64, readings: Readings) {
        let Some(feed) = &mut self.feed else { return };
        if feed.ignored {
            return;
        }
        feed.moves += 1;
        feed.last_move_ms = Some(at_ms);
        let plies = self.record.plies() as u32;
        let first = self.record.mover_of(1);
        let (firsts, seconds) = (plies.div_ceil(2), plies / 2);
        let (white_moves, black_moves) = match first {
            Color::White => (firsts, seconds),
            Color::Black => (seconds, firsts),
        };
        if let Some(clock) = &mut self.clock {
            // A game set up with Black to move first gives counters no clock shows: the
            // times stay as the clock has them.
            let _ = clock.follow_table(
                at_ms,
                readings.white_ms,
                readings.black_ms,
                white_moves,
                black_moves,
            );
        }
    }

    /// What a referred claim declares beside the event file's own facts (III.6.1).
    fn declared(&self, r: &Referral, at_ms: i64) -> Declared {
        let pos = self.record.position();
        let (fullmove, turn) = r
            .fen
            .parse::<shakmaty::fen::Fen>()
            .map(|f| (f.as_setup().fullmoves.get(), f.as_setup().turn))
            .unwrap_or((pos.fullmoves().get(), pos.turn()));
        Declared {
            clock: r.clock,
            fullmove,
            turn,
            file_clock: self.readings(at_ms),
            file_fullmove: pos.fullmoves().get(),
            file_turn: pos.turn(),
        }
    }

    fn decide(&mut self, ev: &Event) {
        let EventKind::Decision {
            of_seq,
            ruling,
            article,
            note,
            opponent_ms,
            result,
            ..
        } = &ev.kind
        else {
            return;
        };
        let (of_seq, ruling, opponent_ms) = (*of_seq, *ruling, opponent_ms.unwrap_or(0));
        let (article, note, result) = (article.clone(), note.clone(), *result);
        let Some(idx) = self.claims.iter().position(|c| c.seq == of_seq) else {
            self.problems.push(Problem::DecisionOfNoClaim {
                seq: ev.seq,
                of_seq,
            });
            return;
        };
        let (by, kind, was_postponed, paused_clock, referred, intended) = {
            let claim = &mut self.claims[idx];
            let was_postponed = claim.ruling == Some(Ruling::Postponed);
            claim.ruling = Some(ruling);
            claim.decided_at_seq = Some(ev.seq);
            (
                claim.by,
                claim.claim.clone(),
                was_postponed,
                claim.paused_clock,
                claim.referral.is_some(),
                claim.intended.clone(),
            )
        };
        self.push(
            ev,
            HistoryKind::Ruling {
                of_seq,
                by,
                claim: kind.clone(),
                ruling,
                article: article.clone(),
                note: note.clone(),
            },
        );
        // An incorrect 9.2/9.3 claim stays a draw offer (Art. 9.1.2.3) until the opponent
        // answers it; other rulings settle the offer that came with the claim (III.4).
        // So does a rejected 10.2 claim under the 2009 Laws (9.1(b)3 of that edition).
        let offer_stands = ruling == Ruling::Postponed
            || (ruling == Ruling::Rejected
                && (matches!(kind, ClaimKind::Repetition | ClaimKind::FiftyMoves)
                    || (self.laws.quickplay_claim_is_draw_offer()
                        && matches!(kind, ClaimKind::CannotWin | ClaimKind::NoEffort))));
        if self.offer.map(|o| o.seq) == Some(of_seq) && !offer_stands {
            self.offer = None;
        }
        // The clock the claim stopped runs again unless the ruling ends the game.
        let resume = |state: &mut BoardState| {
            if paused_clock
                && !state.is_over()
                && let Some(clock) = &mut state.clock
                && clock.reading(ev.at_ms).paused
                && let Err(e) = clock.apply(ev.at_ms, &ClockEvent::Resume)
            {
                state.problems.push(clock_problem(ev.seq, &e));
            }
        };
        match (ruling, &kind) {
            (
                Ruling::Upheld,
                ClaimKind::Repetition
                | ClaimKind::FiftyMoves
                | ClaimKind::CannotWin
                | ClaimKind::NoEffort,
            ) => {
                let article = match kind {
                    _ if referred => Some("III.6.2".to_string()),
                    ClaimKind::Repetition => article.clone().or_else(|| Some("9.2".into())),
                    ClaimKind::FiftyMoves => article.clone().or_else(|| Some("9.3".into())),
                    _ => Some(self.laws.quickplay_draw_article().into()),
                };
                self.set_result(
                    ev,
                    GameScore::DRAW,
                    ResultReason::ClaimUpheld {
                        claim: kind.clone(),
                    }
                    .into(),
                    article,
                );
            }
            (Ruling::Upheld, ClaimKind::ExtraIncrement) => {
                // III.4: clocks get 5 s increment for both; the opponent gets 2 minutes.
                let increment = ClockEvent::Increment { ms: 5_000 };
                if let Some(clock) = &mut self.clock
                    && let Err(e) = clock.apply(ev.at_ms, &increment)
                {
                    self.problems.push(clock_problem(ev.seq, &e));
                } else {
                    self.state_clock_correction(ev, &increment, None);
                }
                self.award(ev, !by, 120_000, AwardCause::IncrementGranted);
                resume(self);
            }
            (Ruling::Rejected, ClaimKind::Repetition | ClaimKind::FiftyMoves) => {
                // Art. 9.5.3: an incorrect claim gives the opponent time, and the written move
                // is played: the claimant completes it, so his clock is pressed and the
                // opponent's runs.
                let bonus = self.laws.incorrect_claim_bonus_ms(self.category());
                self.award(ev, !by, bonus, AwardCause::IncorrectClaim);
                resume(self);
                if let Some(san) = intended {
                    self.play_written_move(ev, &san, by);
                }
            }
            (Ruling::Rejected, ClaimKind::CannotWin | ClaimKind::NoEffort) if referred => {
                // III.6.2: the designated arbiter sets the result.
            }
            (Ruling::Rejected, ClaimKind::CannotWin | ClaimKind::NoEffort) if !was_postponed => {
                // Guidelines III.5.3: rejected → the opponent gets two minutes.
                self.award(ev, !by, 120_000, AwardCause::QuickplayRejected);
            }
            (Ruling::Postponed, ClaimKind::CannotWin | ClaimKind::NoEffort) => {
                // III.5.2: the arbiter may give the opponent two minutes.
                self.award(ev, !by, opponent_ms, AwardCause::QuickplayPostponed);
            }
            _ => {}
        }
        if let Some(score) = result {
            self.set_result(
                ev,
                score,
                ResultReason::ClaimRejected {
                    by,
                    claim: kind.clone(),
                    note: note.clone(),
                }
                .into(),
                Some(
                    if referred {
                        "III.6.2"
                    } else {
                        self.laws.quickplay_claim_article(true)
                    }
                    .into(),
                ),
            );
        }
        resume(self);
    }

    /// Art. 9.5.3: after an incorrect claim with a written move, that move is played; it is
    /// recorded under the decision's sequence number (taking the decision back takes it back).
    /// The claimant completes it: his clock is pressed.
    fn play_written_move(&mut self, ev: &Event, san: &str, by: Color) {
        if let Err(e) = GameRecord::clone(&self.record).play_san(san) {
            // The claimant is held to a move with that piece (`BoardState::piece_hold`); the
            // history says so.
            let then = match super::procedure::written_move_piece(self.record.position(), san) {
                Ok(Some(hold)) => WrittenThen::Piece { hold },
                Ok(None) => WrittenThen::AnyMove { by },
                Err(_) => WrittenThen::OtherMove,
            };
            let error = super::procedure::WrittenError::of(&e).unwrap_or_else(|| {
                super::procedure::WrittenError::NotSan {
                    label: String::new(),
                    text: san.to_owned(),
                }
            });
            self.push(
                ev,
                HistoryKind::WrittenUnplayable {
                    san: san.to_owned(),
                    error,
                    then,
                },
            );
            return;
        }
        if let Some(clock) = &mut self.clock
            && clock.reading(ev.at_ms).running == Some(by)
            && let Err(e) = clock.apply(ev.at_ms, &ClockEvent::Press)
        {
            self.problems.push(clock_problem(ev.seq, &e));
        }
        let readings = self.readings(ev.at_ms);
        self.play_move(ev, san, readings, true);
    }

    /// Whether `kind`, applied now, would end the game with a result (for a voided event: the
    /// clock it stopped stays stopped).
    fn would_set_result(&self, kind: &EventKind) -> bool {
        match kind {
            EventKind::Result { .. } | EventKind::OfferAccepted { .. } => true,
            EventKind::Decision {
                of_seq,
                ruling,
                result,
                ..
            } => {
                result.is_some()
                    || (*ruling == Ruling::Upheld
                        && self.claims.iter().any(|c| {
                            c.seq == *of_seq
                                && matches!(
                                    c.claim,
                                    ClaimKind::Repetition
                                        | ClaimKind::FiftyMoves
                                        | ClaimKind::CannotWin
                                        | ClaimKind::NoEffort
                                )
                        }))
            }
            _ => false,
        }
    }
}

/// Fold a board's events with its set-up and the event's settings.
pub fn fold_with(setup: &BoardSetup, settings: &EventSettings, events: &[Event]) -> BoardState {
    fold_from(BoardState::empty(setup, settings), events)
}

/// Continue a fold: `state` is the fold of a board's events up to its `last_seq`, `events` the
/// board's events after it, in order — the one loop of [`fold_with`], which starts from the empty
/// board. A board snapshot (`store::snapshot`, issue 21) resumes here. The caller makes sure no
/// event of `events` takes back one at or before `state.last_seq`: the voided event would already
/// have applied (the store folds such a board from its first event).
pub fn fold_from(mut state: BoardState, events: &[Event]) -> BoardState {
    for ev in events {
        if let EventKind::Takeback { of_seq } = ev.kind {
            state.voided.insert(of_seq);
        }
    }
    let what = |of_seq: u32| {
        events.iter().find(|e| e.seq == of_seq).map(|ev| {
            Box::new(Voided {
                kind: ev.kind.clone(),
                who: ev.who(),
                at_ms: ev.at_ms,
            })
        })
    };
    // The last action in force is worded once, for the last event that applied — not for
    // every event on the way (a Fluent call and two strings per event, a tenth of a
    // 1,000-board fold; issue 21).
    let mut last = None;
    for ev in events {
        if state.step(ev, &what) {
            last = Some(ev);
        }
    }
    if let Some(ev) = last {
        state.last_action = Some(LastAction::of(ev));
    }
    // The lists are complete: what they grew beyond their length is given back (a quarter of
    // the moves' memory on a board of 100 moves; the app keeps 1,000 boards folded; issue 21).
    state.moves.shrink_to_fit();
    state.history.shrink_to_fit();
    if let Some(record) = Arc::get_mut(&mut state.record) {
        record.shrink_to_fit();
    }
    state
}

impl BoardState {
    /// One event of the log, in order: the one step of [`fold_with`] and [`apply_event`].
    /// A voided event does nothing (but a result taken back leaves the clock it stopped
    /// stopped); a takeback names what it voided (`what`). `true` when `ev` applied as an
    /// action in force: the caller's [`BoardState::last_action`] from then on.
    fn step(&mut self, ev: &Event, what: &dyn Fn(u32) -> Option<Box<Voided>>) -> bool {
        self.last_seq = self.last_seq.max(ev.seq);
        self.last_at_ms = self.last_at_ms.max(ev.at_ms);
        if self.first_at_ms == 0 {
            self.first_at_ms = ev.at_ms;
        }
        if self.voided.contains(&ev.seq) {
            // A result taken back: the clock it stopped stays stopped until an arbiter
            // restarts it.
            if self.would_set_result(&ev.kind) {
                self.stop_clock(ev.at_ms);
            }
            return false;
        }
        if let EventKind::Takeback { of_seq } = ev.kind {
            let what = what(of_seq);
            self.push(ev, HistoryKind::Takeback { of_seq, what });
            return false;
        }
        self.apply(ev);
        // A sheet's line is a reading of the board, no action on it: nothing to take back.
        !matches!(ev.kind, EventKind::Sheet(_))
    }
}

impl LastAction {
    /// The last action in force as the board shows it: `ev`, as a fact (worded by readers).
    fn of(ev: &Event) -> LastAction {
        LastAction {
            seq: ev.seq,
            at_ms: ev.at_ms,
            who: ev.who(),
            what: ev.kind.clone(),
        }
    }
}

/// "#12: clock: …": a clock action the clock refused (Art. 6).
fn clock_problem(seq: u32, e: &crate::clock::ClockError) -> Problem {
    Problem::Clock {
        seq,
        error: e.clone(),
    }
}

/// Fold events of a board with a standard start, the 2023 Laws and no clock; the board number is
/// taken from the events.
pub fn fold(events: &[Event]) -> BoardState {
    let number = events.first().map(|e| e.board).unwrap_or(0);
    let setup = BoardSetup::new(number, "White", "Black");
    fold_with(&setup, &EventSettings::new(""), events)
}

/// Apply the board's next event to `state`, as [`fold_with`] does: the check of an action of
/// several commands (`command::check_all`) judges each on the state the previous ones leave.
/// A takeback is marked (its target void from here on) but what the voided event did is not
/// undone — that needs the whole log refolded; `check_all` lets nothing follow a takeback.
pub fn apply_event(state: &mut BoardState, ev: &Event) {
    if let EventKind::Takeback { of_seq } = ev.kind {
        state.voided.insert(of_seq);
    }
    if state.step(ev, &|_| None) {
        state.last_action = Some(LastAction::of(ev));
    }
}
