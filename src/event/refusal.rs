//! Why a command was refused, as facts: the sides, the event numbers, the positions, the
//! engine's errors. No words here — the edges word a refusal in the reader's language
//! (`crate::i18n::refusal`), so that `arbiter --lang es` refuses in Spanish (issue 31).

use shakmaty::Color;

use super::BoardState;
use super::procedure::{ClaimError, PieceHold};
use crate::clock::ClockError;
use crate::rules::{GameEnd, GameScore, RulesError};

/// The kinds of refusal: what a caller or a test matches (issue 15).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum CommandErrorKind {
    /// The game is over: a result, an end by the Laws, a claim referred to the designated
    /// arbiter (III.6).
    GameOver,
    /// Only the player on the move may do this (Art. 9.2, 9.3, III.4–III.6).
    NotOnMove,
    /// The move (or the written move, the scoresheet) is not legal in the position (Art. 3, 4).
    Illegal,
    /// The procedure is not available here: the event's rules, the edition, the period, the
    /// time left, the order of events (Art. 9.1.1, 9.4, III.2).
    NotEligible,
    /// The board's clock refuses the action (no time control, not started, paused, …).
    Clock,
    /// Nothing to act on: no offer, no claim waiting, no such event.
    NothingToDo,
    /// Done already: the result recorded, the claim decided, an offer pending.
    AlreadyDone,
    /// What was given is incomplete or out of range (a reason, a time, a result with this
    /// ruling).
    BadInput,
}

/// One refusal's facts, with the article where the Laws give one (worded by
/// `crate::i18n::refusal::why`).
#[derive(Debug, Clone, PartialEq)]
pub enum Refused {
    /// `by`'s claim `seq` was referred to the designated arbiter: the game ended (III.6).
    Referred { by: Color, seq: u32 },
    /// The game is over; the board as it stands says how.
    GameOver { state: Box<BoardState> },
    /// The move is not legal in the position `fen` (Art. 3, 4).
    Illegal { error: RulesError, fen: String },
    /// After an incorrect claim whose written move was illegal the claimant must move the
    /// piece of that move (Art. 9.5.3, 4.3); `san` moves another.
    HeldPiece { hold: PieceHold, san: String },
    /// The board has no time control.
    NoControl,
    /// The clock refuses the action (Art. 6).
    Clock(ClockError),
    /// No draw offer before both players have moved (Art. 5.2.3).
    OfferTooEarly,
    /// `by`'s offer `seq` is pending.
    OfferPending { by: Color, seq: u32 },
    /// Offers need the arbiter's consent in this event (Art. 9.1.1).
    OfferNeedsConsent,
    /// No offers before move `from_move` in this event; `by` has made `made` (Art. 9.1.1).
    OfferBeforeMove {
        from_move: u32,
        by: Color,
        made: u32,
    },
    /// There is no pending offer.
    NoOffer,
    /// `by` touched a piece: no 9.2/9.3 claim (Art. 9.4).
    Touched { by: Color },
    /// Only the player on the move claims (Art. 9.2, 9.3).
    ClaimNotOnMove { to_move: Color },
    /// The written move of a 9.2/9.3 claim cannot be used.
    Claim(ClaimError),
    /// The position is not a draw but a move of `side` would make one: write it (Art. 9.2.1,
    /// 9.3.1).
    WriteTheMove { side: Color },
    /// The extra-increment request (III.4) is not in the `year` Laws.
    NoExtraIncrement { year: u16 },
    /// Guidelines III do not apply here (III.2).
    GuidelinesIii(IiiRefused),
    /// A claim of another kind needs its words.
    ClaimWithoutWords,
    /// `seq` is not a claim on this board.
    NotAClaim { seq: u32 },
    /// No claim waits for a decision.
    NoClaimWaiting,
    /// The claim `seq` is decided already.
    ClaimDecided { seq: u32 },
    /// Time for the opponent goes only with a postponed III.5 claim (III.5.2).
    OpponentTimeNotPostponed,
    /// III.5.2 gives at most two minutes, not `seconds`.
    OpponentTimeOverLimit { seconds: i64 },
    /// A rejected III.6 claim needs the result the designated arbiter sets (III.6.2), e.g.
    /// `example`.
    ReferralNeedsResult { example: GameScore },
    /// A result goes with a rejection only.
    ResultWithoutRejection,
    /// A result goes with a rejection only for a referred or postponed claim.
    ResultWithPlainRejection,
    /// Only a III.5 claim can be postponed (III.5.2).
    PostponeNotIii5,
    /// The event is supervised: III.6 is for games without an arbiter present.
    Supervised,
    /// A III.6 claim needs its ground (III.6.1.1, III.6.1.2).
    NoGround,
    /// The scoresheet must begin with the `count` moves recorded.
    ScoresheetStart { count: usize },
    /// A move of the scoresheet, `label`, cannot be played.
    ScoresheetMove { label: String, error: RulesError },
    /// The final position as written down cannot be read.
    FinalPosition(RulesError),
    /// The final position written down is not the one the scoresheet reaches.
    FinalPositionDiffers { written: String, sheet: String },
    /// A no-effort claim needs the scoresheet (III.6.1.2).
    NoEffortWithoutSheet,
    /// `side`'s clock cannot show `shown_ms`: the control `control` allows at most `bound_ms` by
    /// move `move_no`.
    ClockBeyondControl {
        side: Color,
        shown_ms: i64,
        control: String,
        bound_ms: i64,
        move_no: u32,
    },
    /// A III.6 claim needs both clocks.
    NoClocks,
    /// There is no referred claim to verify.
    NoReferredClaim,
    /// `side` made the claim; the opponent verifies it (III.6.1).
    OwnClaim { side: Color },
    /// `side` verified the claim already (`seq`).
    VerifiedAlready { side: Color, seq: u32 },
    /// A disagreement needs what is disputed.
    NoDispute,
    /// A penalty needs a reason.
    PenaltyWithoutReason,
    /// A time penalty must be positive.
    PenaltyTime { ms: i64 },
    /// The result `score` was recorded already (`seq`).
    ResultRecorded { score: GameScore, seq: u32 },
    /// The Laws ended the game (`end`); `result` cannot replace it (Art. 5.1.1, 5.2, 9.6).
    LawsEnded {
        end: GameEnd,
        state: Box<BoardState>,
        result: GameScore,
    },
    /// `by`'s claim `seq` is referred: the result comes with the ruling (III.6.2).
    ResultReferred { by: Color, seq: u32 },
    /// `by`'s claim `seq` is postponed: it is ruled on first (III.5.2).
    ResultPostponed { by: Color, seq: u32 },
    /// A result needs a reason.
    ResultWithoutReason,
    /// A note needs words.
    EmptyNote,
    /// Nothing to take back.
    NothingToTakeBack,
    /// There is no event `seq`; the last is `last`.
    NoEvent { seq: u32, last: u32 },
    /// `seq` is taken back already.
    TakenBack { seq: u32 },
    /// `seq` is not the last move.
    NotLastMove { seq: u32 },
    /// The claim `seq` was decided (`decision`): take the decision back first.
    ClaimDecidedTakeBack { seq: u32, decision: u32 },
    /// A takeback ends an action.
    TakebackEndsAction,
    /// The board is not fed by an electronic board.
    FeedNotFed,
    /// The board is fed from `source` already.
    FeedAttached { source: String },
    /// `ply` is not a recorded move (the record has `plies`).
    FeedPly { ply: u32, plies: usize },
    /// The disagreement is recorded already.
    FeedDisagreement,
    /// `result` is proposed or recorded already.
    FeedResult { result: GameScore },
    /// The feed is ignored already.
    FeedIgnored,
    /// The feed is followed already.
    FeedFollowed,
    /// The feed already agrees with the record: no disagreement to end (issue 36).
    FeedAgrees,
    /// The contradiction is recorded already (issue 36).
    FeedContradiction,
    /// This clock reading beyond the control is recorded already (issue 36).
    FeedClockBeyond,
    /// This illegal move of the feed is recorded already (issue 36).
    FeedIllegal,
    /// The feed's move after the game's end is recorded already (issue 36).
    FeedAfterEnd,
    /// The feed's clock tags are recorded already, or the feed is ignored (issue 36).
    FeedClocks,
    /// The half-hourly time-control sheet `n` of the round is taken already (AM 2025, General
    /// Duties): a second session takes nothing.
    SheetTaken { n: u32 },
    /// No line of a time-control sheet: the board's clock does not run or the game is over.
    SheetNotRunning,
}

/// Why Guidelines III (quickplay finish) do not apply to a claim or request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IiiRefused {
    /// Only the player on the move (`to_move`) can ask (III.4, III.5, III.6).
    NotOnMove { to_move: Color },
    /// Not announced for this event (III.2.1).
    NotAnnounced,
    /// Not in blitz (III.2.2).
    Blitz,
    /// Not with an increment (III.2.2).
    Increment,
    /// `side` is at move `move_no`, in period `period` of `periods` of `control`: not the last
    /// (`article`: III.2.1, or Art. 10.1 of 2009).
    NotLastPeriod {
        side: Color,
        move_no: u32,
        period: usize,
        periods: usize,
        control: String,
        article: &'static str,
    },
    /// The game has an increment since III.4 was applied.
    IncrementSinceIii4,
    /// `side`'s flag has fallen.
    FlagFallen { side: Color },
    /// `side` has `left_ms`, not less than two minutes (III.4, III.5).
    TimeLeft { side: Color, left_ms: i64 },
}

impl Refused {
    /// The kind of this refusal.
    pub fn kind(&self) -> CommandErrorKind {
        use CommandErrorKind as K;
        match self {
            Refused::Referred { .. }
            | Refused::GameOver { .. }
            | Refused::LawsEnded { .. }
            | Refused::ResultReferred { .. } => K::GameOver,
            Refused::ClaimNotOnMove { .. } => K::NotOnMove,
            Refused::Illegal { .. }
            | Refused::HeldPiece { .. }
            | Refused::ScoresheetMove { .. } => K::Illegal,
            Refused::OfferTooEarly
            | Refused::OfferNeedsConsent
            | Refused::OfferBeforeMove { .. }
            | Refused::Touched { .. }
            | Refused::NoExtraIncrement { .. }
            | Refused::GuidelinesIii(_)
            | Refused::PostponeNotIii5
            | Refused::Supervised
            | Refused::OwnClaim { .. }
            | Refused::ResultPostponed { .. }
            | Refused::NotLastMove { .. }
            | Refused::ClaimDecidedTakeBack { .. } => K::NotEligible,
            Refused::NoControl | Refused::Clock(_) => K::Clock,
            Refused::NoOffer
            | Refused::NotAClaim { .. }
            | Refused::NoClaimWaiting
            | Refused::NoReferredClaim
            | Refused::NothingToTakeBack
            | Refused::NoEvent { .. }
            | Refused::SheetNotRunning
            | Refused::FeedNotFed => K::NothingToDo,
            Refused::OfferPending { .. }
            | Refused::ClaimDecided { .. }
            | Refused::VerifiedAlready { .. }
            | Refused::ResultRecorded { .. }
            | Refused::TakenBack { .. }
            | Refused::FeedAttached { .. }
            | Refused::FeedDisagreement
            | Refused::FeedResult { .. }
            | Refused::FeedIgnored
            | Refused::SheetTaken { .. }
            | Refused::FeedFollowed
            | Refused::FeedAgrees
            | Refused::FeedContradiction
            | Refused::FeedClockBeyond
            | Refused::FeedIllegal
            | Refused::FeedAfterEnd
            | Refused::FeedClocks => K::AlreadyDone,
            Refused::Claim(_)
            | Refused::WriteTheMove { .. }
            | Refused::ClaimWithoutWords
            | Refused::OpponentTimeNotPostponed
            | Refused::OpponentTimeOverLimit { .. }
            | Refused::ReferralNeedsResult { .. }
            | Refused::ResultWithoutRejection
            | Refused::ResultWithPlainRejection
            | Refused::NoGround
            | Refused::ScoresheetStart { .. }
            | Refused::FinalPosition(_)
            | Refused::FinalPositionDiffers { .. }
            | Refused::NoEffortWithoutSheet
            | Refused::ClockBeyondControl { .. }
            | Refused::NoClocks
            | Refused::NoDispute
            | Refused::PenaltyWithoutReason
            | Refused::PenaltyTime { .. }
            | Refused::ResultWithoutReason
            | Refused::EmptyNote
            | Refused::TakebackEndsAction
            | Refused::FeedPly { .. } => K::BadInput,
        }
    }
}
