//! The state of a board: the fold of its events, the same in every process.
//!
//! Events are applied in sequence; an event named by a later [`EventKind::Takeback`] is skipped,
//! so a correction never needs an edit. An event that cannot apply (a move the position does not
//! allow, a clock action the clock refuses) is kept in [`BoardState::problems`] rather than lost.

use std::collections::BTreeSet;

use serde::Serialize;
use shakmaty::{Color, Position};

use super::{
    BoardSetup, ClaimKind, Event, EventKind, EventSettings, PenaltyKind, Readings, Referral, Ruling,
};
use crate::clock::{Clock, ClockEvent, TimeControl, side_serde};
use crate::rules::{Category, GameRecord, LawsParams};

/// A move as recorded, with who recorded it and the clocks then.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct MoveEntry {
    pub seq: u32,
    /// 1-based ply of the move.
    pub ply: usize,
    /// "34.Qe2" / "33...Rd5".
    pub label: String,
    pub san: String,
    pub at_ms: i64,
    pub actor: String,
    pub clock: Option<Readings>,
}

/// A draw offer not yet answered (Art. 9.1.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Offer {
    pub seq: u32,
    #[serde(with = "side_serde")]
    pub by: Color,
    /// Plies played when it was made.
    pub ply: usize,
}

/// A claim and, once given, the arbiter's ruling.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ClaimEntry {
    pub seq: u32,
    #[serde(with = "side_serde")]
    pub by: Color,
    pub claim: ClaimKind,
    pub intended: Option<String>,
    /// The rules engine's finding when it could check (9.2, 9.3).
    pub valid: Option<bool>,
    pub article: Option<String>,
    pub explanation: Option<String>,
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
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
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

/// The result as recorded by the arbiter (or by an accepted offer / upheld claim).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ResultEntry {
    pub seq: u32,
    pub result: String,
    pub reason: String,
    pub article: Option<String>,
    pub at_ms: i64,
    pub actor: String,
}

/// Something the arbiter recorded that is not a move: for the incident list and the report.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Incident {
    pub seq: u32,
    pub at_ms: i64,
    pub who: String,
    /// The move number at the time ("after 34.Qe2" is plies = 67).
    pub plies: usize,
    pub text: String,
    pub clock: Option<Readings>,
}

/// The state of one board after its events.
#[derive(Debug, Clone, PartialEq)]
pub struct BoardState {
    pub setup: BoardSetup,
    pub laws: LawsParams,
    /// The board's last sequence number: what a command states as `expect_seq`.
    pub last_seq: u32,
    /// The time of the last event, ms since the epoch (0 without events).
    pub last_at_ms: i64,
    /// The game: position, moves, repetitions, Law-based end.
    pub record: GameRecord,
    /// The clock, when the board has a time control.
    pub clock: Option<Clock>,
    pub moves: Vec<MoveEntry>,
    pub offer: Option<Offer>,
    pub claims: Vec<ClaimEntry>,
    pub result: Option<ResultEntry>,
    /// Completed illegal moves (Art. 7.5.5), White's then Black's.
    pub illegal_moves: [u32; 2],
    pub incidents: Vec<Incident>,
    /// Sequence numbers made void by a takeback.
    pub voided: BTreeSet<u32>,
    /// Events that could not apply, with the reason.
    pub problems: Vec<String>,
}

impl BoardState {
    /// The state of a board with no events.
    pub fn empty(setup: &BoardSetup, settings: &EventSettings) -> BoardState {
        let laws = settings.laws;
        let mut problems = Vec::new();
        let record = match &setup.fen {
            Some(fen) => match GameRecord::from_fen(fen) {
                Ok(r) => r.with_laws(laws),
                Err(e) => {
                    problems.push(format!("start position: {e}"));
                    GameRecord::new().with_laws(laws)
                }
            },
            None => GameRecord::new().with_laws(laws),
        };
        let control = setup.control.as_ref().or(settings.control.as_ref());
        BoardState {
            setup: setup.clone(),
            laws,
            last_seq: 0,
            last_at_ms: 0,
            record,
            clock: control.map(Clock::new),
            moves: Vec::new(),
            offer: None,
            claims: Vec::new(),
            result: None,
            illegal_moves: [0, 0],
            incidents: Vec::new(),
            voided: BTreeSet::new(),
            problems,
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

    /// Whether the game is over: a recorded result, or an end by the Laws (mate, stalemate,
    /// fivefold, 75 moves, dead position: Art. 5, 9.6).
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

    /// "1-0 (checkmate, Art. 5.1.1)" or "" while the game goes on.
    pub fn status(&self) -> String {
        if let Some(r) = &self.result {
            return format!("{} ({})", r.result, r.reason);
        }
        if let Some(end) = self.record.ending() {
            return format!("{} ({}, Art. {})", end.result, end.reason, end.article);
        }
        if let Some(c) = self.referred() {
            return format!(
                "{}'s claim referred to the designated arbiter (III.6.2): result pending",
                side_serde::name(c.by)
            );
        }
        if let Some(o) = &self.offer {
            return format!("draw offered by {}", side_serde::name(o.by));
        }
        if let Some(c) = self.claims.iter().rev().find(|c| c.ruling.is_none()) {
            return format!("{} claims {}", side_serde::name(c.by), c.claim.describe());
        }
        "playing".into()
    }

    fn adjust_clock(&mut self, at_ms: i64, side: Color, ms: i64, seq: u32) {
        if ms == 0 {
            return;
        }
        if let Some(clock) = &mut self.clock
            && let Err(e) = clock.apply(at_ms, &ClockEvent::Adjust { side, ms })
        {
            self.problems.push(format!("#{seq}: clock: {e}"));
        }
    }

    fn incident(&mut self, ev: &Event, text: String) {
        let clock = self.readings(ev.at_ms);
        self.incidents.push(Incident {
            seq: ev.seq,
            at_ms: ev.at_ms,
            who: ev.who(),
            plies: self.record.plies(),
            text,
            clock,
        });
    }

    /// Apply one event (not voided) to the state.
    fn apply(&mut self, ev: &Event) {
        match &ev.kind {
            EventKind::Move { san, clock } => match self.record.play_san(san) {
                Ok(info) => {
                    let mover = self.record.mover_of(info.ply);
                    if let Some(o) = self.offer
                        && o.by != mover
                    {
                        // Art. 9.1.2.4: playing on declines the offer.
                        self.offer = None;
                    }
                    self.moves.push(MoveEntry {
                        seq: ev.seq,
                        ply: info.ply,
                        label: self.record.ply_label(info.ply),
                        san: san.clone(),
                        at_ms: ev.at_ms,
                        actor: ev.who(),
                        clock: *clock,
                    });
                }
                Err(e) => self.problems.push(format!("#{}: {e}", ev.seq)),
            },
            EventKind::Clock(ce) => match &mut self.clock {
                Some(clock) => {
                    if let Err(e) = clock.apply(ev.at_ms, ce) {
                        self.problems.push(format!("#{}: clock: {e}", ev.seq));
                    }
                }
                None => self.problems.push(format!(
                    "#{}: clock event on a board without a time control",
                    ev.seq
                )),
            },
            EventKind::DrawOffer { by } => {
                self.offer = Some(Offer {
                    seq: ev.seq,
                    by: *by,
                    ply: self.record.plies(),
                });
                self.incident(ev, format!("{} offered a draw (=)", side_serde::name(*by)));
            }
            EventKind::OfferAccepted { by } => {
                self.offer = None;
                self.incident(
                    ev,
                    format!("{} accepted the draw offer", side_serde::name(*by)),
                );
                self.result = Some(ResultEntry {
                    seq: ev.seq,
                    result: "1/2-1/2".into(),
                    reason: "draw agreed".into(),
                    article: Some("9.1.2".into()),
                    at_ms: ev.at_ms,
                    actor: ev.who(),
                });
            }
            EventKind::OfferDeclined { by } => {
                self.offer = None;
                self.incident(
                    ev,
                    format!("{} declined the draw offer", side_serde::name(*by)),
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
                        Err(e) => self.problems.push(format!("#{}: clock: {e}", ev.seq)),
                    }
                }
                self.incident(ev, ev.kind.describe());
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
                    self.incident(ev, ev.kind.describe());
                }
                None => self.problems.push(format!(
                    "#{}: verification of #{of_seq}, which is not a claim",
                    ev.seq
                )),
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
                        self.adjust_clock(ev.at_ms, !*against, *ms, ev.seq)
                    }
                    PenaltyKind::TimeDeducted { ms } => {
                        self.adjust_clock(ev.at_ms, *against, -*ms, ev.seq)
                    }
                    PenaltyKind::Warning
                    | PenaltyKind::Score { .. }
                    | PenaltyKind::Other { .. } => {}
                }
                self.incident(
                    ev,
                    format!(
                        "penalty on {} (Art. {article}): {reason}",
                        side_serde::name(*against)
                    ),
                );
            }
            EventKind::IllegalMove { by, note } => {
                let i = color_index(*by);
                self.illegal_moves[i] += 1;
                // Art. 7.5.5: the opponent gets time for each completed illegal move that does
                // not lose the game.
                if self.illegal_moves[i] < self.laws.illegal_moves_to_lose() {
                    let bonus = self.laws.illegal_move_bonus_ms(self.category());
                    self.adjust_clock(ev.at_ms, !*by, bonus, ev.seq);
                }
                // The increment the offender gained by pressing after the illegal move is taken
                // back (Art. 7.5.5 as the Arbiters' Manual applies it): only when that press is
                // what the clock shows (the opponent's clock runs).
                if let Some(clock) = &self.clock
                    && clock.reading(ev.at_ms).to_move == Some(!*by)
                {
                    let gained = clock.increment_credited(*by);
                    self.adjust_clock(ev.at_ms, *by, -gained, ev.seq);
                }
                let mut text = format!(
                    "illegal move by {} (number {}, Art. 7.5.5)",
                    side_serde::name(*by),
                    self.illegal_moves[i]
                );
                if let Some(n) = note {
                    text.push_str(": ");
                    text.push_str(n);
                }
                self.incident(ev, text);
            }
            EventKind::Result {
                result,
                reason,
                article,
            } => {
                self.offer = None;
                self.result = Some(ResultEntry {
                    seq: ev.seq,
                    result: result.clone(),
                    reason: reason.clone(),
                    article: article.clone(),
                    at_ms: ev.at_ms,
                    actor: ev.who(),
                });
            }
            EventKind::Note { text } => self.incident(ev, format!("note: {text}")),
            EventKind::Takeback { of_seq } => {
                self.incident(ev, format!("event #{of_seq} taken back"));
            }
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
        let (article, note, result) = (article.clone(), note.clone(), result.clone());
        let Some(idx) = self.claims.iter().position(|c| c.seq == of_seq) else {
            self.problems.push(format!(
                "#{}: decision on #{of_seq}, which is not a claim",
                ev.seq
            ));
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
                self.result = Some(ResultEntry {
                    seq: ev.seq,
                    result: "1/2-1/2".into(),
                    reason: format!("claim upheld: {}", kind.describe()),
                    article,
                    at_ms: ev.at_ms,
                    actor: ev.who(),
                });
            }
            (Ruling::Upheld, ClaimKind::ExtraIncrement) => {
                // III.4: clocks get 5 s increment for both; the opponent gets 2 minutes.
                if let Some(clock) = &mut self.clock
                    && let Err(e) = clock.apply(ev.at_ms, &ClockEvent::Increment { ms: 5_000 })
                {
                    self.problems.push(format!("#{}: clock: {e}", ev.seq));
                }
                self.adjust_clock(ev.at_ms, !by, 120_000, ev.seq);
            }
            (Ruling::Rejected, ClaimKind::Repetition | ClaimKind::FiftyMoves) => {
                // Art. 9.5.3: an incorrect claim gives the opponent time, and the written move
                // is played.
                let bonus = self.laws.incorrect_claim_bonus_ms(self.category());
                self.adjust_clock(ev.at_ms, !by, bonus, ev.seq);
                if let Some(san) = intended {
                    self.play_written_move(ev, &san);
                }
            }
            (Ruling::Rejected, ClaimKind::CannotWin | ClaimKind::NoEffort) if referred => {
                // III.6.2: the designated arbiter sets the result.
            }
            (Ruling::Rejected, ClaimKind::CannotWin | ClaimKind::NoEffort) if !was_postponed => {
                // Guidelines III.5.3: rejected → the opponent gets two minutes.
                self.adjust_clock(ev.at_ms, !by, 120_000, ev.seq);
            }
            (Ruling::Postponed, ClaimKind::CannotWin | ClaimKind::NoEffort) => {
                // III.5.2: the arbiter may give the opponent two minutes.
                self.adjust_clock(ev.at_ms, !by, opponent_ms, ev.seq);
            }
            _ => {}
        }
        if let Some(result) = result {
            self.offer = None;
            self.result = Some(ResultEntry {
                seq: ev.seq,
                result,
                reason: format!(
                    "{}'s claim rejected: {}",
                    side_serde::name(by),
                    note.clone().unwrap_or_else(|| kind.describe())
                ),
                article: Some(
                    if referred {
                        "III.6.2"
                    } else {
                        self.laws.quickplay_claim_article(true)
                    }
                    .into(),
                ),
                at_ms: ev.at_ms,
                actor: ev.who(),
            });
        }
        // Play continues: the clock the claim stopped runs again.
        if paused_clock
            && !self.is_over()
            && let Some(clock) = &mut self.clock
            && clock.reading(ev.at_ms).paused
            && let Err(e) = clock.apply(ev.at_ms, &ClockEvent::Resume)
        {
            self.problems.push(format!("#{}: clock: {e}", ev.seq));
        }
        let mut text = format!(
            "{}'s claim #{of_seq} {}",
            side_serde::name(by),
            match ruling {
                Ruling::Upheld => "upheld",
                Ruling::Rejected => "rejected",
                Ruling::Postponed => "postponed",
            }
        );
        if let Some(n) = note {
            text.push_str(": ");
            text.push_str(&n);
        }
        self.incident(ev, text);
    }
}

impl BoardState {
    /// Art. 9.5.3: after an incorrect claim with a written move, that move is played; it is
    /// recorded under the decision's sequence number (taking the decision back takes it back).
    fn play_written_move(&mut self, ev: &Event, san: &str) {
        match self.record.play_san(san) {
            Ok(info) => {
                if let Some(o) = self.offer
                    && o.by != self.record.mover_of(info.ply)
                {
                    self.offer = None;
                }
                self.moves.push(MoveEntry {
                    seq: ev.seq,
                    ply: info.ply,
                    label: self.record.ply_label(info.ply),
                    san: self.record.san(info.ply).unwrap_or_else(|| san.to_string()),
                    at_ms: ev.at_ms,
                    actor: ev.who(),
                    clock: self.readings(ev.at_ms),
                });
            }
            Err(e) => {
                let then = match super::procedure::written_move_piece(self.record.position(), san) {
                    Ok(Some(hold)) => hold.describe(),
                    Ok(None) => "that piece has no legal move: any legal move (Art. 4.5)".into(),
                    Err(_) => "another move with that piece must be played (Art. 9.5.3)".into(),
                };
                self.incident(
                    ev,
                    format!("the written move {san} cannot be played now ({e}): {then}"),
                )
            }
        }
    }
}

fn color_index(c: Color) -> usize {
    match c {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// Fold a board's events with its set-up and the event's settings.
pub fn fold_with(setup: &BoardSetup, settings: &EventSettings, events: &[Event]) -> BoardState {
    let mut state = BoardState::empty(setup, settings);
    for ev in events {
        if let EventKind::Takeback { of_seq } = ev.kind {
            state.voided.insert(of_seq);
        }
    }
    for ev in events {
        state.last_seq = state.last_seq.max(ev.seq);
        state.last_at_ms = state.last_at_ms.max(ev.at_ms);
        if state.voided.contains(&ev.seq) {
            continue;
        }
        state.apply(ev);
    }
    state
}

/// Fold every board of an event whose events are already grouped: `events[i]` are the events
/// of `setups[i]`, in sequence order (as `Store::events_by_board` gives them); boards folded in
/// parallel.
pub fn fold_grouped(
    setups: &[BoardSetup],
    settings: &EventSettings,
    events: &[Vec<Event>],
) -> Vec<BoardState> {
    let work: Vec<(&BoardSetup, &[Event])> = setups
        .iter()
        .zip(
            events
                .iter()
                .map(Vec::as_slice)
                .chain(std::iter::repeat(&[][..])),
        )
        .collect();
    crate::parallel::map(&work, |(setup, events)| fold_with(setup, settings, events))
}

/// Fold events of a board with a standard start, the 2023 Laws and no clock; the board number is
/// taken from the events.
pub fn fold(events: &[Event]) -> BoardState {
    let number = events.first().map(|e| e.board).unwrap_or(0);
    let setup = BoardSetup::new(number, "White", "Black");
    fold_with(&setup, &EventSettings::new(""), events)
}
