//! What an arbiter does to a board — the same commands from the command line and the TUI —
//! checked against the board's state before anything is appended.

use shakmaty::{Color, EnPassantMode, Position, fen::Fen};

pub use super::refusal::{CommandErrorKind, IiiRefused, Refused};
use super::{
    BoardState, ClaimKind, EventKind, EventSettings, FeedNotice, PenaltyKind, Readings, Referral,
    Ruling,
};
use crate::clock::ClockEvent;
use crate::rules::Category;
use crate::rules::{GameRecord, GameScore};

/// An arbiter's action on one board.
#[derive(Debug, Clone, PartialEq)]
pub enum Command {
    /// Record a move (SAN), with the clock readings it records (Art. 8.1.2).
    Move { san: String, clock: MoveClock },
    /// A clock action (Art. 6).
    Clock(ClockEvent),
    /// A draw offer (Art. 9.1.2); by default by the player who has just moved. `consent`: the
    /// arbiter consents where the event forbids offers without it (Art. 9.1.1).
    OfferDraw { by: Option<Color>, consent: bool },
    /// The opponent answers the pending offer.
    AnswerOffer { accept: bool },
    /// A claim (Art. 9.2, 9.3, Guidelines III); by default by the player to move.
    Claim {
        claim: ClaimKind,
        intended: Option<String>,
        by: Option<Color>,
        /// The claimant had touched a piece with the intention of moving it (Art. 9.4).
        touched: bool,
    },
    /// The arbiter's ruling on a claim (by default the last undecided one).
    Decide {
        of_seq: Option<u32>,
        ruling: Ruling,
        note: Option<String>,
        /// With a postponed III.5 claim: time given to the opponent (III.5.2, at most 2 min).
        opponent_ms: Option<i64>,
        /// With a rejected III.6 claim (required) or a postponed III.5 claim now rejected: the
        /// result the ruling sets.
        result: Option<GameScore>,
    },
    /// A claim without an arbiter present (Guidelines III.6): ends the game, result pending.
    Refer {
        by: Color,
        cannot_win: bool,
        no_effort: bool,
        /// The final position as written down; by default the position on the board.
        fen: Option<String>,
        /// Both clocks as they stand (a physical clock's reading); by default this board's clock.
        clock: Option<Readings>,
        /// The scoresheet from the start (SAN); by default the moves recorded on the board. When
        /// given, it must begin with the recorded moves.
        scoresheet: Option<Vec<String>>,
    },
    /// The opponent verifies a referred claim (Guidelines III.6.1).
    Verify {
        by: Color,
        agree: bool,
        comment: Option<String>,
    },
    /// A penalty (Art. 12.9).
    Penalty {
        against: Color,
        penalty: PenaltyKind,
        article: String,
        reason: String,
    },
    /// A completed illegal move (Art. 7.5.5), with what made it illegal when the arbiter says
    /// (several irregularities in one move are one illegal move, Arbiters' Manual 2025, p. 28).
    IllegalMove {
        by: Color,
        note: Option<String>,
        irregularities: Vec<super::Irregularity>,
    },
    /// The result of the game, with why: a fact or the arbiter's words.
    Result {
        result: GameScore,
        reason: super::Reason,
        article: Option<String>,
    },
    /// A note.
    Note { text: super::NoteText },
    /// A claim without an arbiter present (Guidelines III.6) made in another event and recorded
    /// as it was made there (a claim file): the game it ends is on this board, its scoresheet
    /// already recorded. Unlike [`Command::Refer`] it is not judged on this event's rules (a
    /// supervised event takes in another's III.6 claims for its designated arbiter).
    ReferredElsewhere { by: Color, referral: Referral },
    /// Take back an event (by default the board's last action still in force).
    Takeback { of_seq: Option<u32> },
    /// What the live feed says, or the arbiter's choice about it (issue 19).
    Feed(FeedNotice),
    /// The board's line of a time-control sheet (issue 35; AM 2025, General Duties): both
    /// clocks and move counters as the fold computes them now, on a running board.
    Sheet { slot: super::sheet::SheetSlot },
}

/// Where the clock readings a move records come from (Art. 8.1.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum MoveClock {
    /// The board's clock as the app runs it (none without a time control).
    #[default]
    Board,
    /// A clock read from the table (an e-board's `[%clk]`, issue 19): each side's last reading
    /// known up to this move; a side without one keeps the board's reading. Without the board's
    /// readings (no time control) the move records readings only when both sides are known.
    Table(shakmaty::ByColor<Option<i64>>),
    /// None: a scoresheet written down elsewhere (a claim file) carries no clock readings.
    Unknown,
}

impl MoveClock {
    /// The readings a move records on `state` at `now_ms`.
    fn readings(self, state: &BoardState, now_ms: i64) -> Option<Readings> {
        match self {
            MoveClock::Board => state.readings(now_ms),
            MoveClock::Unknown => None,
            MoveClock::Table(last) => match (state.readings(now_ms), last.white, last.black) {
                (_, Some(white_ms), Some(black_ms)) => Some(Readings { white_ms, black_ms }),
                (Some(app), w, b) => Some(Readings {
                    white_ms: w.unwrap_or(app.white_ms),
                    black_ms: b.unwrap_or(app.black_ms),
                }),
                (None, _, _) => None,
            },
        }
    }
}

impl Command {
    /// A move (SAN) recording the board's clock readings ([`MoveClock::Board`]): a move as the
    /// arbiter enters it.
    pub fn play(san: impl Into<String>) -> Command {
        Command::Move {
            san: san.into(),
            clock: MoveClock::Board,
        }
    }
}

/// Why a command was refused on `board`; nothing is appended. The facts, not words: the edges
/// word it in the reader's language (`crate::i18n::refusal`); [`CommandError::kind`] is what a
/// caller or a test matches.
#[derive(Debug, Clone, PartialEq)]
pub struct CommandError {
    pub board: super::BoardId,
    pub why: Refused,
}

impl CommandError {
    /// The kind of refusal.
    pub fn kind(&self) -> CommandErrorKind {
        self.why.kind()
    }
}

impl std::error::Error for CommandError {}

impl Command {
    /// Check the command against `state` and turn it into the event to append at `now_ms`.
    pub fn to_event(
        &self,
        state: &BoardState,
        settings: &EventSettings,
        now_ms: i64,
    ) -> Result<EventKind, CommandError> {
        let check = Checking {
            state,
            settings,
            now_ms,
        };
        let refuse = |why: Refused| check.refuse(why);
        match self {
            Command::Move { san, clock } => check.play_move(san, clock),
            Command::Clock(ev) => check.clock(ev),
            Command::OfferDraw { by, consent } => check.offer_draw(by, consent),
            Command::AnswerOffer { accept } => check.answer_offer(accept),
            Command::Claim {
                claim,
                intended,
                by,
                touched,
            } => check.claim(claim, intended, by, touched),
            Command::Decide {
                of_seq,
                ruling,
                note,
                opponent_ms,
                result,
            } => check.decide(of_seq, ruling, note, opponent_ms, result),
            Command::Refer {
                by,
                cannot_win,
                no_effort,
                fen,
                clock,
                scoresheet,
            } => check.refer(by, cannot_win, no_effort, fen, clock, scoresheet),
            Command::ReferredElsewhere { by, referral } => check.referred_elsewhere(by, referral),
            Command::Verify { by, agree, comment } => check.verify(by, agree, comment),
            Command::Penalty {
                against,
                penalty,
                article,
                reason,
            } => check.penalty(against, penalty, article, reason),
            Command::IllegalMove {
                by,
                note,
                irregularities,
            } => check.illegal_move(by, note, irregularities),
            Command::Result {
                result,
                reason,
                article,
            } => check.result(result, reason, article),
            Command::Note { text } => check.note(text),
            Command::Feed(notice) => check_feed(state, notice)
                .map(|()| EventKind::Feed(notice.clone()))
                .map_err(refuse),
            Command::Sheet { slot } => check.sheet(slot),
            Command::Takeback { of_seq } => check.takeback(of_seq),
        }
    }
}

/// What every command's check reads: the board, the event's settings and the time.
struct Checking<'a> {
    state: &'a BoardState,
    settings: &'a EventSettings,
    now_ms: i64,
}

impl Checking<'_> {
    /// The board's line of a time-control sheet (issue 35; AM 2025, General Duties): refused
    /// when its half hour was taken already, or the board is not running.
    fn sheet(&self, slot: &super::sheet::SheetSlot) -> Result<EventKind, CommandError> {
        if let super::sheet::SheetSlot::HalfHour { n } = slot
            && self.state.has_half_hour(*n)
        {
            return Err(self.refuse(Refused::SheetTaken { n: *n }));
        }
        self.state
            .sheet_line(*slot, self.now_ms)
            .map(EventKind::Sheet)
            .ok_or_else(|| self.refuse(Refused::SheetNotRunning))
    }

    /// The refusal `why` on this board.
    fn refuse(&self, why: Refused) -> CommandError {
        CommandError {
            board: self.state.setup.id(),
            why,
        }
    }

    /// Refused when the game is over or referred to the designated arbiter (Guidelines III.6).
    fn not_over(&self) -> Result<(), CommandError> {
        let state = self.state;
        if let Some(c) = state.referred() {
            return Err(self.refuse(Refused::Referred {
                by: c.by,
                seq: c.seq,
            }));
        }
        if state.is_over() {
            Err(self.refuse(Refused::GameOver {
                state: Box::new(state.clone()),
            }))
        } else {
            Ok(())
        }
    }
}

/// The play: moves, the clock, corrections.
impl Checking<'_> {
    /// A move in SAN (Art. 3, 4), and the piece a claimant is held to (Art. 9.5.3, 4.3).
    fn play_move(&self, san: &str, clock: &MoveClock) -> Result<EventKind, CommandError> {
        let state = self.state;
        let now_ms = self.now_ms;
        self.not_over()?;
        let mut record = GameRecord::clone(&state.record);
        if let Err(e) = record.play_san(san) {
            let fen = Fen::from_position(state.record.position(), EnPassantMode::Legal);
            return Err(self.refuse(Refused::Illegal {
                error: e,
                fen: fen.to_string(),
            }));
        }
        // Art. 9.5.3 with 4.3: after an incorrect claim whose written move is illegal,
        // the claimant must move the piece of that move.
        if let Some(hold) = state.piece_hold()
            && let Some(mv) = record.move_at(record.plies())
            && !hold.allows(&mv)
        {
            return Err(self.refuse(Refused::HeldPiece {
                hold,
                san: san.trim().to_owned(),
            }));
        }
        Ok(EventKind::Move {
            san: record
                .san(record.plies())
                .unwrap_or_else(|| san.trim().to_string()),
            clock: clock.readings(state, now_ms),
        })
    }

    /// A clock action (Art. 6).
    fn clock(&self, ev: &ClockEvent) -> Result<EventKind, CommandError> {
        let state = self.state;
        let now_ms = self.now_ms;
        if matches!(
            ev,
            ClockEvent::Start | ClockEvent::Press | ClockEvent::Resume
        ) {
            self.not_over()?;
        }
        let Some(clock) = &state.clock else {
            return Err(self.refuse(Refused::NoControl));
        };
        let mut clock = clock.clone();
        clock
            .apply(now_ms, ev)
            .map_err(|e| self.refuse(Refused::Clock(e)))?;
        Ok(EventKind::Clock(*ev))
    }

    /// A correction: an event void from now on.
    fn takeback(&self, of_seq: &Option<u32>) -> Result<EventKind, CommandError> {
        let state = self.state;
        let last_move = state.moves.last();
        // By default the board's last action still in force — a move, a result, a
        // clock setting, a note — as the app's `u` takes it back.
        let seq = match of_seq {
            Some(s) => *s,
            None => state
                .last_action
                .as_ref()
                .map(|a| a.seq)
                .ok_or_else(|| self.refuse(Refused::NothingToTakeBack))?,
        };
        if seq == 0 || seq > state.last_seq {
            return Err(self.refuse(Refused::NoEvent {
                seq,
                last: state.last_seq,
            }));
        }
        if state.voided.contains(&seq) {
            return Err(self.refuse(Refused::TakenBack { seq }));
        }
        if state.moves.iter().any(|m| m.seq == seq) && last_move.map(|m| m.seq) != Some(seq) {
            return Err(self.refuse(Refused::NotLastMove { seq }));
        }
        if let Some(c) = state.claims.iter().find(|c| c.seq == seq)
            && let Some(d) = c.decided_at_seq
            && !state.voided.contains(&d)
        {
            return Err(self.refuse(Refused::ClaimDecidedTakeBack { seq, decision: d }));
        }
        Ok(EventKind::Takeback { of_seq: seq })
    }
}

/// Draw offers (Art. 9.1).
impl Checking<'_> {
    /// A draw offer (Art. 9.1.2) under the event's rule on agreements (Art. 9.1.1).
    fn offer_draw(&self, by: &Option<Color>, consent: &bool) -> Result<EventKind, CommandError> {
        let state = self.state;
        let settings = self.settings;
        self.not_over()?;
        let by = by.unwrap_or(!state.to_move());
        if state.record.plies() < 2 {
            return Err(self.refuse(Refused::OfferTooEarly));
        }
        if let Some(o) = &state.offer {
            return Err(self.refuse(Refused::OfferPending {
                by: o.by,
                seq: o.seq,
            }));
        }
        let consent = sofia_rule(state, settings, by, *consent).map_err(|why| self.refuse(why))?;
        Ok(EventKind::DrawOffer { by, consent })
    }

    /// The pending offer accepted or declined (Art. 9.1.2).
    fn answer_offer(&self, accept: &bool) -> Result<EventKind, CommandError> {
        let state = self.state;
        self.not_over()?;
        let Some(o) = &state.offer else {
            return Err(self.refuse(Refused::NoOffer));
        };
        let by = !o.by;
        Ok(if *accept {
            EventKind::OfferAccepted { by }
        } else {
            EventKind::OfferDeclined { by }
        })
    }
}

/// Claims and their decisions (Art. 9.2, 9.3, Guidelines III).
impl Checking<'_> {
    /// A claim (Art. 9.2, 9.3, Guidelines III), with the rules engine's finding.
    fn claim(
        &self,
        claim: &ClaimKind,
        intended: &Option<String>,
        by: &Option<Color>,
        touched: &bool,
    ) -> Result<EventKind, CommandError> {
        let state = self.state;
        let settings = self.settings;
        let now_ms = self.now_ms;
        self.not_over()?;
        let by = by.unwrap_or(state.to_move());
        if *touched && matches!(claim, ClaimKind::Repetition | ClaimKind::FiftyMoves) {
            return Err(self.refuse(Refused::Touched { by }));
        }
        let (mut valid, mut article, mut explanation) = (None, None, None);
        match claim {
            ClaimKind::Repetition | ClaimKind::FiftyMoves => {
                if by != state.to_move() {
                    return Err(self.refuse(Refused::ClaimNotOnMove {
                        to_move: state.to_move(),
                    }));
                }
                let finding = super::procedure::repetition_claim(
                    &state.record,
                    intended.as_deref(),
                    &state.laws,
                )
                .map_err(|e| self.refuse(Refused::Claim(e)))?;
                // Arbiters' Manual 2025, p. 32: a claim about the position a move
                // would make, without that move written (Art. 9.2.1, 9.3.1), is not
                // incorrect: the arbiter has the player make the claim legal.
                if !finding.valid
                    && intended.is_none()
                    && super::procedure::a_written_move_would_qualify(&state.record, &state.laws)
                {
                    return Err(self.refuse(Refused::WriteTheMove { side: by }));
                }
                valid = Some(finding.valid);
                article = Some(finding.article);
                explanation = Some(finding.finding.into());
            }
            ClaimKind::CannotWin | ClaimKind::NoEffort | ClaimKind::ExtraIncrement => {
                let laws = settings.laws;
                if matches!(claim, ClaimKind::ExtraIncrement) && !laws.extra_increment_request() {
                    return Err(self.refuse(Refused::NoExtraIncrement {
                        year: laws.edition.year(),
                    }));
                }
                let move_no = state.record.position().fullmoves().get();
                guidelines_iii_applies(state, settings, by, now_ms, None, move_no)
                    .map_err(|r| self.refuse(Refused::GuidelinesIii(r)))?;
                article = Some(
                    if matches!(claim, ClaimKind::ExtraIncrement) {
                        "III.4"
                    } else {
                        laws.quickplay_claim_article(settings.supervised)
                    }
                    .to_string(),
                );
            }
            ClaimKind::Other(text) if text.trim().is_empty() => {
                return Err(self.refuse(Refused::ClaimWithoutWords));
            }
            ClaimKind::Other(_) => {}
        }
        Ok(EventKind::Claim {
            by,
            claim: claim.clone(),
            intended: intended.clone(),
            valid,
            article,
            explanation,
            referral: None,
        })
    }

    /// The arbiter's decision on a claim or request.
    fn decide(
        &self,
        of_seq: &Option<u32>,
        ruling: &Ruling,
        note: &Option<String>,
        opponent_ms: &Option<i64>,
        result: &Option<GameScore>,
    ) -> Result<EventKind, CommandError> {
        let state = self.state;
        let open = |c: &&super::fold::ClaimEntry| c.is_open();
        let claim = match of_seq {
            Some(seq) => state
                .claims
                .iter()
                .find(|c| c.seq == *seq)
                .ok_or_else(|| self.refuse(Refused::NotAClaim { seq: *seq }))?,
            None => state
                .claims
                .iter()
                .rev()
                .find(open)
                .ok_or_else(|| self.refuse(Refused::NoClaimWaiting))?,
        };
        if !open(&claim) {
            return Err(self.refuse(Refused::ClaimDecided { seq: claim.seq }));
        }
        if state.result.is_some() {
            self.not_over()?;
        }
        let iii5 = matches!(claim.claim, ClaimKind::CannotWin | ClaimKind::NoEffort)
            && claim.referral.is_none();
        if let Some(ms) = opponent_ms {
            if !(iii5 && *ruling == Ruling::Postponed) {
                return Err(self.refuse(Refused::OpponentTimeNotPostponed));
            }
            if !(0..=120_000).contains(ms) {
                return Err(self.refuse(Refused::OpponentTimeOverLimit { seconds: ms / 1000 }));
            }
        }
        match (result, claim.referral.is_some(), ruling) {
            (None, true, Ruling::Rejected) => {
                return Err(self.refuse(Refused::ReferralNeedsResult {
                    example: GameScore::win(!claim.by),
                }));
            }
            (Some(_), _, Ruling::Upheld | Ruling::Postponed) => {
                return Err(self.refuse(Refused::ResultWithoutRejection));
            }
            (Some(_), false, Ruling::Rejected) if claim.ruling != Some(Ruling::Postponed) => {
                return Err(self.refuse(Refused::ResultWithPlainRejection));
            }
            _ => {}
        }
        if *ruling == Ruling::Postponed && !iii5 {
            return Err(self.refuse(Refused::PostponeNotIii5));
        }
        Ok(EventKind::Decision {
            of_seq: claim.seq,
            claimant: Some(claim.by),
            ruling: *ruling,
            article: claim.article.clone(),
            note: note.clone(),
            opponent_ms: opponent_ms.filter(|ms| *ms > 0),
            result: *result,
        })
    }

    /// A claim referred to the designated arbiter (Guidelines III.6).
    fn refer(
        &self,
        by: &Color,
        cannot_win: &bool,
        no_effort: &bool,
        fen: &Option<String>,
        clock: &Option<Readings>,
        scoresheet: &Option<Vec<String>>,
    ) -> Result<EventKind, CommandError> {
        let state = self.state;
        let settings = self.settings;
        let now_ms = self.now_ms;
        self.not_over()?;
        if settings.supervised {
            return Err(self.refuse(Refused::Supervised));
        }
        if !cannot_win && !no_effort {
            return Err(self.refuse(Refused::NoGround));
        }
        let recorded: Vec<String> = state.moves.iter().map(|m| m.san.clone()).collect();
        let sheet = scoresheet.clone().unwrap_or_else(|| recorded.clone());
        if sheet.len() < recorded.len() || sheet[..recorded.len()] != recorded[..] {
            return Err(self.refuse(Refused::ScoresheetStart {
                count: recorded.len(),
            }));
        }
        let mut record = GameRecord::clone(&state.record);
        for san in &sheet[recorded.len()..] {
            record.play_san(san).map_err(|error| {
                self.refuse(Refused::ScoresheetMove {
                    label: record.ply_label(record.plies() + 1),
                    error,
                })
            })?;
        }
        let on_sheet =
            shakmaty::fen::Fen::from_position(record.position(), EnPassantMode::Legal).to_string();
        let fen = match fen {
            Some(f) => {
                let written = GameRecord::from_fen_in(f, state.setup.variant)
                    .map_err(|e| self.refuse(Refused::FinalPosition(e)))?;
                let written =
                    Fen::from_position(written.position(), EnPassantMode::Legal).to_string();
                if !sheet.is_empty() && board_part(&written) != board_part(&on_sheet) {
                    return Err(self.refuse(Refused::FinalPositionDiffers {
                        written,
                        sheet: on_sheet,
                    }));
                }
                written
            }
            None => on_sheet,
        };
        if *no_effort && sheet.is_empty() {
            return Err(self.refuse(Refused::NoEffortWithoutSheet));
        }
        let move_no = record.position().fullmoves().get();
        if let Some(given) = clock {
            check_claimed_clock(state, *given, move_no).map_err(|why| self.refuse(why))?;
        }
        // A board whose clock has started keeps the time: the two-minute rule is judged
        // on it, never on a reading the claimant typed (recorded with the claim).
        let clock_runs = state
            .clock
            .as_ref()
            .is_some_and(|c| c.reading(now_ms).to_move.is_some());
        let readings = clock.or_else(|| state.readings(now_ms));
        let judged = if clock_runs { None } else { *clock };
        guidelines_iii_applies(state, settings, *by, now_ms, judged, move_no)
            .map_err(|r| self.refuse(Refused::GuidelinesIii(r)))?;
        if readings.is_none() {
            return Err(self.refuse(Refused::NoClocks));
        }
        let claim = if *cannot_win {
            ClaimKind::CannotWin
        } else {
            ClaimKind::NoEffort
        };
        Ok(EventKind::Claim {
            by: *by,
            claim,
            intended: None,
            valid: None,
            article: Some("III.6".into()),
            explanation: None,
            referral: Some(Referral {
                cannot_win: *cannot_win,
                no_effort: *no_effort,
                fen,
                clock: readings,
                scoresheet: sheet,
            }),
        })
    }

    /// A claim referred on another event file (Guidelines III.6), imported.
    fn referred_elsewhere(
        &self,
        by: &Color,
        referral: &Referral,
    ) -> Result<EventKind, CommandError> {
        let state = self.state;
        self.not_over()?;
        let recorded = state.moves.iter().map(|m| &m.san);
        if !recorded.eq(referral.scoresheet.iter()) {
            return Err(self.refuse(Refused::ScoresheetStart {
                count: state.moves.len(),
            }));
        }
        Ok(EventKind::Claim {
            by: *by,
            claim: if referral.cannot_win {
                ClaimKind::CannotWin
            } else {
                ClaimKind::NoEffort
            },
            intended: None,
            valid: None,
            article: Some("III.6".into()),
            explanation: None,
            referral: Some(referral.clone()),
        })
    }

    /// The opponent's verification of a referred claim (Guidelines III.6.1).
    fn verify(
        &self,
        by: &Color,
        agree: &bool,
        comment: &Option<String>,
    ) -> Result<EventKind, CommandError> {
        let state = self.state;
        let Some(claim) = state.referred() else {
            return Err(self.refuse(Refused::NoReferredClaim));
        };
        if claim.by == *by {
            return Err(self.refuse(Refused::OwnClaim { side: *by }));
        }
        if let Some(v) = &claim.verification {
            return Err(self.refuse(Refused::VerifiedAlready {
                side: v.by,
                seq: v.seq,
            }));
        }
        if !agree && comment.as_deref().is_none_or(|c| c.trim().is_empty()) {
            return Err(self.refuse(Refused::NoDispute));
        }
        Ok(EventKind::ClaimVerified {
            of_seq: claim.seq,
            by: *by,
            agree: *agree,
            comment: comment.clone(),
        })
    }
}

/// Incidents and results (Art. 7.5.5, 12.9, 5).
impl Checking<'_> {
    /// A penalty (Art. 12.9).
    fn penalty(
        &self,
        against: &Color,
        penalty: &PenaltyKind,
        article: &str,
        reason: &str,
    ) -> Result<EventKind, CommandError> {
        if reason.trim().is_empty() {
            return Err(self.refuse(Refused::PenaltyWithoutReason));
        }
        if let PenaltyKind::TimeToOpponent { ms } | PenaltyKind::TimeDeducted { ms } = penalty
            && *ms <= 0
        {
            return Err(self.refuse(Refused::PenaltyTime { ms: *ms }));
        }
        Ok(EventKind::Penalty {
            against: *against,
            penalty: penalty.clone(),
            article: article.to_owned(),
            reason: reason.to_owned(),
        })
    }

    /// A completed illegal move (Art. 7.5.5).
    fn illegal_move(
        &self,
        by: &Color,
        note: &Option<String>,
        irregularities: &[super::Irregularity],
    ) -> Result<EventKind, CommandError> {
        self.not_over()?;
        // Each irregularity once, in one order: the facts of one illegal move.
        let mut irregularities = irregularities.to_vec();
        irregularities.sort_unstable();
        irregularities.dedup();
        Ok(EventKind::IllegalMove {
            by: *by,
            note: note.clone(),
            irregularities,
        })
    }

    /// A result, never against the Laws' end (Art. 5.1.1, 5.2, 9.6).
    fn result(
        &self,
        result: &GameScore,
        reason: &super::Reason,
        article: &Option<String>,
    ) -> Result<EventKind, CommandError> {
        let state = self.state;
        let settings = self.settings;
        if let Some(r) = &state.result {
            return Err(self.refuse(Refused::ResultRecorded {
                score: r.score,
                seq: r.seq,
            }));
        }
        // The Laws' end stands (Art. 5.1.1, 5.2, 9.6): the result may confirm it, never
        // replace it.
        if let Some(end) = state.record.ending()
            && end.score() != *result
        {
            return Err(self.refuse(Refused::LawsEnded {
                end: end.clone(),
                state: Box::new(state.clone()),
                result: *result,
            }));
        }
        if let Some(c) = state.referred() {
            return Err(self.refuse(Refused::ResultReferred {
                by: c.by,
                seq: c.seq,
            }));
        }
        if let Some(c) = state.postponed() {
            return Err(self.refuse(Refused::ResultPostponed {
                by: c.by,
                seq: c.seq,
            }));
        }
        if reason.is_empty() {
            return Err(self.refuse(Refused::ResultWithoutReason));
        }
        let mut reason = reason.clone();
        // Art. 9.1.1: a draw agreed without an offer recorded is still an agreement;
        // the event's rule holds at this door too (by the player who moved last). A
        // game the Laws ended (stalemate, dead position, 9.6) was not drawn by agreement.
        if let Some(super::ResultReason::Agreed { consent }) = &mut reason.why
            && state.record.ending().is_none()
        {
            *consent = sofia_rule(state, settings, !state.to_move(), *consent)
                .map_err(|why| self.refuse(why))?;
        }
        Ok(EventKind::Result {
            result: *result,
            reason,
            article: article.clone(),
        })
    }

    /// A note of the arbiter's.
    fn note(&self, text: &super::NoteText) -> Result<EventKind, CommandError> {
        note_event(text).ok_or_else(|| self.refuse(Refused::EmptyNote))
    }
}

/// The piece placement, side to move, castling and en passant fields of a FEN (not the move
/// counters, which a player writing the position down may not know).
fn board_part(fen: &str) -> String {
    fen.split_whitespace().take(4).collect::<Vec<_>>().join(" ")
}

/// The event's rule on draw agreements (Art. 9.1.1, "Sofia rules"): with
/// `draw_offers_need_consent`, no agreement without the arbiter's consent; with
/// `draw_offers_from_move` N, none before `by` has made N moves without it. `Ok(true)`: the
/// agreement stands on the arbiter's consent (recorded with it); `Ok(false)`: the rule does not
/// restrict it. Draws by the Laws (Art. 5.2, 9.2, 9.3, 9.6, Guidelines III) are not agreements
/// and never come here.
fn sofia_rule(
    state: &BoardState,
    settings: &EventSettings,
    by: Color,
    consent: bool,
) -> Result<bool, Refused> {
    let made = moves_made_by(state, by);
    let restricted = settings.draw_offers_need_consent
        || settings.draw_offers_from_move.is_some_and(|n| made < n);
    if !restricted {
        return Ok(false);
    }
    if consent {
        return Ok(true);
    }
    if settings.draw_offers_need_consent {
        return Err(Refused::OfferNeedsConsent);
    }
    Err(Refused::OfferBeforeMove {
        from_move: settings.draw_offers_from_move.unwrap_or(0),
        by,
        made,
    })
}

/// Moves completed by `side` so far (for "no offers before move N").
fn moves_made_by(state: &BoardState, side: Color) -> u32 {
    state
        .moves
        .iter()
        .filter(|m| state.record.mover_of(m.ply) == side)
        .count() as u32
}

/// A clock reading typed with a claim cannot show more than the clock could ever hold for that
/// side: every period's time, the increments up to the move, and whatever was added on this
/// board (time to the opponent, clock adjustments and settings, III.4 and III.5.2 time).
fn check_claimed_clock(state: &BoardState, given: Readings, move_no: u32) -> Result<(), Refused> {
    use super::fold::HistoryKind;
    let Some(control) = state.control() else {
        return Ok(());
    };
    let extra_increment = state.history.iter().any(|h| {
        matches!(
            &h.kind,
            HistoryKind::Claim {
                claim: ClaimKind::ExtraIncrement,
                ..
            }
        )
    });
    for color in [Color::White, Color::Black] {
        let mut bound: i64 = control
            .periods
            .iter()
            .fold(0i64, |t, p| t.saturating_add(p.base_for(color)));
        for m in 1..=move_no.min(crate::rules::MAX_FULLMOVE_NUMBER) {
            bound = bound.saturating_add(control.increment_before_move(m));
            if extra_increment {
                bound = bound.saturating_add(5_000);
            }
        }
        for h in &state.history {
            let gained = match &h.kind {
                HistoryKind::Penalty {
                    against,
                    penalty: PenaltyKind::TimeToOpponent { ms },
                    ..
                } if *against != color => *ms,
                HistoryKind::Clock {
                    event: ClockEvent::Adjust { side, ms },
                } if *side == color => *ms,
                HistoryKind::Clock {
                    event:
                        ClockEvent::Set {
                            white_ms, black_ms, ..
                        },
                } => {
                    if color == Color::White {
                        *white_ms
                    } else {
                        *black_ms
                    }
                }
                HistoryKind::Ruling { .. } => 120_000,
                _ => 0,
            };
            bound = bound.saturating_add(gained.max(0));
        }
        let shown = if color == Color::White {
            given.white_ms
        } else {
            given.black_ms
        };
        if shown > bound {
            return Err(Refused::ClockBeyondControl {
                side: color,
                shown_ms: shown,
                control: control.to_string(),
                bound_ms: bound,
                move_no,
            });
        }
    }
    Ok(())
}

/// Guidelines III apply: announced (III.2.1; in 2009 Art. 10 was part of the Laws and needed no
/// announcement), not blitz and no increment (III.2.2), only in the last period of the control —
/// the one in which all remaining moves must be completed (III.2.1, III.1; Art. 10.1 of 2009) —
/// and the claimant has less than two minutes when the clock is known (III.4, III.5).
///
/// `move_no` is the number of the move the claimant is to play by the scoresheet; the clock's
/// own move counter counts too (the later of the two decides the period).
fn guidelines_iii_applies(
    state: &BoardState,
    settings: &EventSettings,
    by: Color,
    now_ms: i64,
    given: Option<Readings>,
    move_no: u32,
) -> Result<(), IiiRefused> {
    if by != state.to_move() {
        return Err(IiiRefused::NotOnMove {
            to_move: state.to_move(),
        });
    }
    let laws = settings.laws;
    if !settings.guidelines_iii && laws.quickplay_finish_needs_announcement() {
        return Err(IiiRefused::NotAnnounced);
    }
    if let Some(control) = state.control() {
        if control.category() == Category::Blitz {
            return Err(IiiRefused::Blitz);
        }
        if control.has_increment() {
            return Err(IiiRefused::Increment);
        }
        let on_clock = state
            .clock
            .as_ref()
            .map_or(0, |c| c.reading(now_ms).side(by).moves.saturating_add(1));
        let move_no = move_no.max(on_clock);
        let period = control.period_index_of_move(move_no);
        let periods = control.periods.len();
        if period + 1 < periods {
            let article = if laws.quickplay_finish_needs_announcement() {
                "III.2.1"
            } else {
                "Art. 10.1"
            };
            return Err(IiiRefused::NotLastPeriod {
                side: by,
                move_no,
                period: period + 1,
                periods,
                control: control.to_string(),
                article,
            });
        }
    }
    let left = if let Some(r) = given {
        Some(if by == Color::White {
            r.white_ms
        } else {
            r.black_ms
        })
    } else if let Some(clock) = &state.clock {
        let reading = clock.reading(now_ms);
        if reading.extra_increment_ms > 0 {
            return Err(IiiRefused::IncrementSinceIii4);
        }
        if reading.side(by).flagged {
            return Err(IiiRefused::FlagFallen { side: by });
        }
        Some(reading.side(by).ms)
    } else {
        None
    };
    if let Some(left) = left {
        if left <= 0 {
            return Err(IiiRefused::FlagFallen { side: by });
        }
        if left >= 120_000 {
            return Err(IiiRefused::TimeLeft {
                side: by,
                left_ms: left,
            });
        }
    }
    Ok(())
}

/// The command of an action that was refused — its place in the action and why. Nothing of the
/// action is appended.
#[derive(Debug, Clone, PartialEq)]
pub struct Refusal {
    /// Index of the refused command in the action.
    pub index: usize,
    pub error: CommandError,
}

impl std::error::Error for Refusal {}

/// Check an arbiter's action on a board — one command or several that belong together (a claim
/// and its ruling) — and turn it into the events to append at `now_ms`: each command is judged
/// on the state the previous ones leave (their events folded in memory), and the events the Laws
/// make follow are added (a completed illegal move that loses the game brings its result, Art.
/// 7.5.5). All the events, in order, or the first refusal. The one check of the check-then-append
/// pipeline; `store::Store::execute` folds the board, calls it and appends in one transaction.
pub fn check_all(
    state: &BoardState,
    settings: &EventSettings,
    commands: &[Command],
    now_ms: i64,
) -> Result<Vec<EventKind>, Refusal> {
    let board = state.setup.id();
    let mut state = state.clone();
    let mut kinds: Vec<EventKind> = Vec::with_capacity(commands.len());
    for (index, command) in commands.iter().enumerate() {
        let refused = |error| Refusal { index, error };
        // A takeback of "the last action" voids every event recorded with it (issue 30, D13):
        // one takeback each, newest first, in this one action.
        if let Command::Takeback { of_seq: None } = command {
            let seqs = state.last_action_seqs();
            if seqs.is_empty() {
                return Err(refused(CommandError {
                    board,
                    why: Refused::NothingToTakeBack,
                }));
            }
            for seq in seqs {
                let kind = Command::Takeback { of_seq: Some(seq) }
                    .to_event(&state, settings, now_ms)
                    .map_err(refused)?;
                follow(&mut state, &mut kinds, kind, now_ms);
            }
            continue;
        }
        // Takebacks may follow one another (the events of one action); nothing else may follow
        // one: what it voided is undone only when the log is folded again.
        if matches!(kinds.last(), Some(EventKind::Takeback { .. }))
            && !matches!(command, Command::Takeback { .. })
        {
            return Err(refused(CommandError {
                board,
                why: Refused::TakebackEndsAction,
            }));
        }
        if press_absorbed_by_ending(&state, &kinds, command) {
            continue;
        }
        let kind = command
            .to_event(&state, settings, now_ms)
            .map_err(refused)?;
        follow(&mut state, &mut kinds, kind, now_ms);
        if let Some(result) = consequence(&state, command)
            && let Ok(kind) = result.to_event(&state, settings, now_ms)
        {
            follow(&mut state, &mut kinds, kind, now_ms);
        }
    }
    Ok(kinds)
}

/// A clock press in the action of the move that ended the game (checkmate, stalemate, a dead
/// position, the fivefold repetition, 75 moves — Art. 5.1.1, 5.2.1, 5.2.2, 9.6): the player
/// completes the move by pressing (Art. 6.2.1), but the game ended with the move and the clock
/// stopped with it (the fold stops it), so the press has nothing left to do and appends nothing —
/// it must not refuse the move with it.
fn press_absorbed_by_ending(state: &BoardState, kinds: &[EventKind], command: &Command) -> bool {
    matches!(command, Command::Clock(ClockEvent::Press))
        && state.result.is_none()
        && state.record.ending().is_some()
        && matches!(kinds.last(), Some(EventKind::Move { .. }))
}

/// Fold `kind` into `state` as the board's next event, and keep it.
fn follow(state: &mut BoardState, kinds: &mut Vec<EventKind>, kind: EventKind, now_ms: i64) {
    let ev = super::Event {
        id: 0,
        board: state.setup.key(),
        seq: state.last_seq + 1,
        at_ms: now_ms,
        actor: String::new(),
        display_name: None,
        origin: None,
        kind,
    };
    super::fold::apply_event(state, &ev);
    kinds.push(ev.kind);
}

/// What the Laws make follow from `command`, judged on the state after it: the result after a
/// completed illegal move that loses (Art. 7.5.5: a loss, or a draw when the opponent cannot
/// mate). Not when the mating analysis could not decide — the arbiter looks and records the
/// result — nor when the result cannot be recorded now (a postponed III.5 claim is ruled on
/// first, III.5.2).
fn consequence(state: &BoardState, command: &Command) -> Option<Command> {
    let Command::IllegalMove { by, .. } = command else {
        return None;
    };
    let finding = super::procedure::illegal_move_finding(state, *by)?;
    if finding.check {
        return None;
    }
    Some(Command::Result {
        result: finding.result?,
        reason: super::ResultReason::Finding(finding.why).into(),
        article: Some(finding.article),
    })
}

/// Art. 12.9.6: the commands that declare the game lost for `against` — the penalty and the
/// result it sets.
pub fn game_declared_lost(against: Color, article: &str, reason: &str) -> [Command; 2] {
    [
        Command::Penalty {
            against,
            penalty: PenaltyKind::Measure {
                measure: super::PenaltyMeasure::GameLost,
            },
            article: article.to_owned(),
            reason: reason.to_owned(),
        },
        Command::Result {
            result: GameScore::win(!against),
            reason: super::ResultReason::DeclaredLost.into(),
            article: Some(article.to_owned()),
        },
    ]
}

/// A feed notice against the board (issue 19): each is recorded once, while it says something
/// new — a disagreement or a proposed result the fold already has is not recorded again.
fn check_feed(state: &BoardState, notice: &FeedNotice) -> Result<(), Refused> {
    let fed = state.feed.as_ref();
    let not_fed = || Refused::FeedNotFed;
    match notice {
        FeedNotice::Attached { source } => match fed {
            Some(f) if f.source == *source => Err(Refused::FeedAttached {
                source: source.clone(),
            }),
            _ => Ok(()),
        },
        FeedNotice::Disagrees { ply, feed, .. } => {
            let f = fed.ok_or_else(not_fed)?;
            if *ply == 0 || *ply as usize > state.record.plies() {
                return Err(Refused::FeedPly {
                    ply: *ply,
                    plies: state.record.plies(),
                });
            }
            match &f.disagreement {
                Some(d) if d.ply == *ply && d.feed == *feed => Err(Refused::FeedDisagreement),
                _ => Ok(()),
            }
        }
        // The end of a disagreement, once: without one in force there is nothing to end.
        FeedNotice::Contradicts {
            white,
            black,
            board,
            ..
        } => {
            let f = fed.ok_or_else(not_fed)?;
            match &f.contradiction {
                Some(c) if c.white == *white && c.black == *black && c.board == *board => {
                    Err(Refused::FeedContradiction)
                }
                _ => Ok(()),
            }
        }
        FeedNotice::Agrees { .. } => match fed {
            Some(f) if f.disagreement.is_some() || f.contradiction.is_some() => Ok(()),
            Some(_) => Err(Refused::FeedAgrees),
            None => Err(not_fed()),
        },
        FeedNotice::ProposedResult { result, .. } => {
            let f = fed.ok_or_else(not_fed)?;
            if f.proposed_result == Some(*result)
                || state.result.as_ref().is_some_and(|r| r.score == *result)
            {
                Err(Refused::FeedResult { result: *result })
            } else {
                Ok(())
            }
        }
        // Issue 36: each refused reading, illegal move and tag reading noted once.
        FeedNotice::ClockBeyond { .. }
        | FeedNotice::Illegal { .. }
        | FeedNotice::AfterEnd { .. }
        | FeedNotice::Clocks { .. }
        | FeedNotice::ClockReference { .. } => {
            check_feed_reading(state, fed.ok_or_else(not_fed)?, notice)
        }
        FeedNotice::Ignore => match fed {
            Some(f) if !f.ignored => Ok(()),
            Some(_) => Err(Refused::FeedIgnored),
            None => Err(not_fed()),
        },
        FeedNotice::Follow => match fed {
            Some(f)
                if f.ignored
                    || f.disagreement.is_some()
                    || f.contradiction.is_some()
                    || f.illegal.is_some()
                    || f.after_end.is_some() =>
            {
                Ok(())
            }
            Some(_) => Err(Refused::FeedFollowed),
            None => Err(not_fed()),
        },
    }
}

/// The feed's readings and moves of issue 36 against the fed board `f`: each refused reading,
/// illegal move and set of tag clocks is recorded once; tag clocks not while the feed is
/// ignored.
fn check_feed_reading(
    state: &BoardState,
    f: &super::fold::FeedState,
    notice: &FeedNotice,
) -> Result<(), Refused> {
    match notice {
        FeedNotice::ClockBeyond { side, clock_ms, .. } => match &f.clock_beyond {
            Some(b) if b.side == *side && b.clock_ms == *clock_ms => Err(Refused::FeedClockBeyond),
            _ => Ok(()),
        },
        FeedNotice::Illegal { ply, san, .. } => match &f.illegal {
            Some(i) if i.ply == *ply && i.san == *san => Err(Refused::FeedIllegal),
            _ if *ply == 0 => Err(Refused::FeedPly {
                ply: *ply,
                plies: state.record.plies(),
            }),
            _ => Ok(()),
        },
        FeedNotice::AfterEnd { ply, san, .. } => match &f.after_end {
            Some(a) if a.ply == *ply && a.san == *san => Err(Refused::FeedAfterEnd),
            _ if *ply == 0 => Err(Refused::FeedPly {
                ply: *ply,
                plies: state.record.plies(),
            }),
            _ => Ok(()),
        },
        // Each set of tag clocks judged once, taken or refused for its reference: a reference
        // refused as ahead of this computer's clock is not taken a pass later.
        FeedNotice::Clocks { .. } | FeedNotice::ClockReference { .. } => {
            let tags = notice.tag_clocks();
            let judged = tags.is_some()
                && (f.tag_clocks == tags || f.clock_reference.as_ref().map(|r| r.tags()) == tags);
            if judged || f.ignored {
                Err(Refused::FeedClocks)
            } else {
                Ok(())
            }
        }
        _ => Ok(()),
    }
}

/// A note's event: `None` for an empty note (refused).
fn note_event(text: &super::NoteText) -> Option<EventKind> {
    (!text.is_empty()).then(|| EventKind::Note { text: text.clone() })
}

impl Command {
    /// The event this command records on any state of the board, when its check reads nothing
    /// of the board (a note with text): the store then appends it without folding the board
    /// (issue 29: the fold was a fifth of a CLI note's work). `None`: the command is judged on
    /// the board ([`Command::to_event`]), which also words its refusal.
    pub fn event_on_any_state(&self) -> Option<EventKind> {
        match self {
            Command::Note { text } => note_event(text),
            _ => None,
        }
    }

    /// Whether the command means the same whatever happened on the board since the arbiter
    /// looked: a note, a penalty, a result. Only such a command may be judged again on a newer
    /// state after a concurrent change; a move, a claim, a clock press or a takeback was meant
    /// for the position the arbiter saw (a SAN typed for one position must not be stored on
    /// another), so the change is reported instead.
    pub fn stands_on_any_state(&self) -> bool {
        match self {
            Command::Note { .. } | Command::Penalty { .. } | Command::Result { .. } => true,
            Command::Move { .. }
            | Command::Clock(_)
            | Command::OfferDraw { .. }
            | Command::AnswerOffer { .. }
            | Command::Claim { .. }
            | Command::Decide { .. }
            | Command::Refer { .. }
            | Command::ReferredElsewhere { .. }
            | Command::Verify { .. }
            | Command::IllegalMove { .. }
            | Command::Feed(_)
            | Command::Sheet { .. }
            | Command::Takeback { .. } => false,
        }
    }
}
