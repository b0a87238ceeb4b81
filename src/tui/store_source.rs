//! The app's [`Source`] on an event file: boards folded by `event::fold_with`, requests turned
//! into `event::command::Command`s by a plain mapping ([`commands_for`]), and each request's
//! commands checked and appended in one transaction by `Store::execute` (which refuses a stale
//! `expect_seq` with a message naming who acted first). No SQL and no rule here.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use shakmaty::Color;

use crate::clock::ClockEvent;
use crate::event::command::{self, Command};
use crate::event::{
    BoardId, BoardSetup, BoardState, ClaimKind, Event, EventSettings, PenaltyKind, Ruling,
    fold_with,
};
use crate::store::Store;
use crate::tui::intent::{ClockAction, Intent, PenaltyKind as AppPenalty, Request};
use crate::tui::model::BoardModel;
use crate::tui::term::{Source, TuiError, now_ms};
use crate::tui::view::IncidentRow;

/// An open event file and the boards folded from it, refolded only where events arrived. The
/// app shows one round (the event's current round at the start); boards and events are kept by
/// their key ([`BoardSetup::key`]), the app's boards by their number in that round.
pub struct StoreSource {
    store: Store,
    settings: EventSettings,
    /// The round the app shows.
    round: u32,
    setups: BTreeMap<u32, BoardSetup>,
    events: BTreeMap<u32, Vec<Event>>,
    /// Highest event id loaded.
    cursor: i64,
    version: i64,
    /// Boards whose events or set-up changed since the app last got them.
    dirty: BTreeSet<u32>,
}

fn err(e: impl std::fmt::Display) -> TuiError {
    TuiError::Source(e.to_string())
}

impl StoreSource {
    pub fn open(path: &Path) -> Result<StoreSource, TuiError> {
        let store = Store::open(path).map_err(err)?;
        let settings = store.settings().map_err(err)?;
        let round = store.current_round().map_err(err)?;
        let version = store.data_version().map_err(err)?;
        // The first read: every board's events on one connection per core, up to one cut
        // (`events_since` continues from it).
        let setups: BTreeMap<u32, BoardSetup> = store
            .boards()
            .map_err(err)?
            .into_iter()
            .map(|s| (s.key(), s))
            .collect();
        let numbers: Vec<u32> = setups.keys().copied().collect();
        let cursor = store.last_event_id().map_err(err)?;
        let events: BTreeMap<u32, Vec<Event>> = numbers
            .iter()
            .copied()
            .zip(store.events_by_board(&numbers, cursor).map_err(err)?)
            .collect();
        // What was written after the cut is read by the first `load`.
        Ok(StoreSource {
            store,
            settings,
            round,
            dirty: numbers.into_iter().collect(),
            setups,
            events,
            cursor,
            version,
        })
    }

    /// Load boards and the events recorded since the last call; the boards they touch (or
    /// whose set-up changed) are marked for refolding.
    fn refresh(&mut self) -> Result<(), TuiError> {
        for setup in self.store.boards().map_err(err)? {
            if self.setups.get(&setup.key()) != Some(&setup) {
                self.dirty.insert(setup.key());
                self.setups.insert(setup.key(), setup);
            }
        }
        for ev in self.store.events_since(self.cursor).map_err(err)? {
            self.cursor = self.cursor.max(ev.id);
            self.dirty.insert(ev.board);
            self.events.entry(ev.board).or_default().push(ev);
        }
        Ok(())
    }

    /// Fold `boards` (keys) of the round shown and build what the app shows of each, spread
    /// over the machine's cores.
    fn models(&self, boards: &[u32]) -> Vec<BoardModel> {
        let work: Vec<(&BoardSetup, &[Event])> = boards
            .iter()
            .filter_map(|n| {
                let events = self.events.get(n).map(Vec::as_slice).unwrap_or(&[]);
                Some((self.setups.get(n)?, events))
            })
            .filter(|(setup, _)| setup.id().round == self.round)
            .collect();
        let settings = &self.settings;
        crate::parallel::map(&work, |(setup, events)| {
            model_of(&fold_with(setup, settings, events))
        })
    }

    /// Record an action: its commands checked and appended in one transaction by the store
    /// (`Store::execute`), expecting `expect_seq`; the events join the loaded ones.
    fn execute(
        &mut self,
        number: u32,
        expect_seq: u32,
        commands: &[Command],
    ) -> Result<(), String> {
        let board = self.id(number).key();
        let done = self
            .store
            .execute(board, Some(expect_seq), now_ms(), commands)
            .map_err(|e| e.to_string())?;
        for event in done.events {
            self.cursor = self.cursor.max(event.id);
            self.dirty.insert(board);
            self.events.entry(board).or_default().push(event);
        }
        Ok(())
    }
}

impl StoreSource {
    /// Board `number` of the round shown.
    fn id(&self, number: u32) -> BoardId {
        BoardId {
            round: self.round,
            number,
        }
    }
}

impl Source for StoreSource {
    fn title(&self) -> String {
        format!(
            "{} — {}",
            self.settings.name,
            crate::i18n::t("rounds-title-round", &[("round", self.round.into())])
        )
    }

    fn step_round(&mut self, step: i32) -> Result<bool, TuiError> {
        let last = self
            .settings
            .rounds
            .unwrap_or(0)
            .max(self.store.last_round_with_boards().map_err(err)?)
            .max(self.round);
        let next = self.round.saturating_add_signed(step).clamp(1, last.max(1));
        let changed = next != self.round;
        self.round = next;
        Ok(changed)
    }

    fn actor(&self) -> String {
        let actor = self.store.actor();
        actor
            .display_name
            .clone()
            .unwrap_or_else(|| actor.account.clone())
    }

    fn load(&mut self) -> Result<Vec<BoardModel>, TuiError> {
        self.refresh()?;
        self.dirty.clear();
        let all: Vec<u32> = self.setups.keys().copied().collect();
        Ok(self.models(&all))
    }

    fn changes(&mut self) -> Result<Vec<BoardModel>, TuiError> {
        self.refresh()?;
        let dirty: Vec<u32> = std::mem::take(&mut self.dirty).into_iter().collect();
        Ok(self.models(&dirty))
    }

    fn changed(&mut self) -> Result<bool, TuiError> {
        let version = self.store.data_version().map_err(err)?;
        let changed = version != self.version;
        self.version = version;
        Ok(changed)
    }

    fn submit(&mut self, request: &Request) -> Result<String, String> {
        let commands = commands_for(&request.intent);
        self.execute(request.board, request.expect_seq, &commands)?;
        Ok(format!(
            "Board {}: recorded {}.",
            self.id(request.board),
            describe(&request.intent)
        ))
    }
}

/// The commands that record an intent, in order.
pub fn commands_for(intent: &Intent) -> Vec<Command> {
    match intent {
        Intent::Move { san, press, offer } => {
            let mut out = vec![Command::Move { san: san.clone() }];
            if *offer {
                out.push(Command::OfferDraw {
                    by: None,
                    consent: false,
                });
            }
            if *press {
                out.push(Command::Clock(ClockEvent::Press));
            }
            out
        }
        Intent::Clock(action) => vec![Command::Clock(match action {
            ClockAction::Start => ClockEvent::Start,
            ClockAction::Press => ClockEvent::Press,
            ClockAction::Pause => ClockEvent::Pause,
            ClockAction::Resume => ClockEvent::Resume,
            ClockAction::Adjust { side, ms } => ClockEvent::Adjust {
                side: *side,
                ms: *ms,
            },
            ClockAction::Set { white_ms, black_ms } => ClockEvent::Set {
                white_ms: *white_ms,
                black_ms: *black_ms,
                white_moves: None,
                black_moves: None,
            },
        })],
        Intent::Offer { by } => vec![Command::OfferDraw {
            by: Some(*by),
            consent: false,
        }],
        Intent::OfferAnswer { accepted } => vec![Command::AnswerOffer { accept: *accepted }],
        Intent::Claim {
            by,
            intended,
            valid,
            ..
        } => vec![
            Command::Claim {
                claim: ClaimKind::Repetition,
                intended: intended.clone(),
                by: Some(*by),
                touched: false,
            },
            Command::Decide {
                of_seq: None,
                ruling: if *valid {
                    Ruling::Upheld
                } else {
                    Ruling::Rejected
                },
                note: None,
                opponent_ms: None,
                result: None,
            },
        ],
        Intent::IllegalMove { by, .. } => vec![Command::IllegalMove {
            by: *by,
            note: None,
        }],
        Intent::Penalty {
            side,
            kind,
            ms,
            reason,
        } => {
            let article = kind.article();
            let penalty = match kind {
                AppPenalty::Warning => PenaltyKind::Warning,
                AppPenalty::OpponentTime => PenaltyKind::TimeToOpponent {
                    ms: ms.unwrap_or(0),
                },
                AppPenalty::OffenderTime => PenaltyKind::TimeDeducted {
                    ms: ms.unwrap_or(0),
                },
                AppPenalty::OpponentPoints | AppPenalty::OffenderPoints => PenaltyKind::Score {
                    note: kind.label().to_owned(),
                },
                AppPenalty::Fine | AppPenalty::Exclusion | AppPenalty::Expulsion => {
                    PenaltyKind::Other {
                        note: kind.label().to_owned(),
                    }
                }
                AppPenalty::GameLost => {
                    return command::game_declared_lost(*side, article, reason).to_vec();
                }
            };
            vec![Command::Penalty {
                against: *side,
                penalty,
                article: article.to_owned(),
                reason: reason.clone(),
            }]
        }
        Intent::Result(option) => vec![Command::Result {
            result: option.score,
            reason: if option.reason.trim().is_empty() {
                "set by the arbiter".into()
            } else {
                option.reason.clone()
            },
            article: option.article.clone(),
        }],
        Intent::Decide { upheld } => vec![Command::Decide {
            of_seq: None,
            ruling: if *upheld {
                Ruling::Upheld
            } else {
                Ruling::Rejected
            },
            note: None,
            opponent_ms: None,
            result: None,
        }],
        Intent::Note { text } => vec![Command::Note { text: text.clone() }],
        Intent::GuidelinesClaim { by, kind } => vec![Command::Claim {
            claim: kind.clone(),
            intended: None,
            by: Some(*by),
            touched: false,
        }],
        Intent::Rule {
            ruling,
            opponent_ms,
            result,
        } => vec![Command::Decide {
            of_seq: None,
            ruling: *ruling,
            note: None,
            opponent_ms: *opponent_ms,
            result: *result,
        }],
        Intent::TakeBack { of_seq } => vec![Command::Takeback {
            of_seq: Some(*of_seq),
        }],
    }
}

fn describe(intent: &Intent) -> String {
    match intent {
        Intent::Move { san, offer, .. } => {
            format!(
                "the move {san}{}",
                if *offer { " with a draw offer" } else { "" }
            )
        }
        Intent::Clock(a) => format!(
            "clock {}",
            match a {
                ClockAction::Start => "started",
                ClockAction::Press => "pressed",
                ClockAction::Pause => "paused",
                ClockAction::Resume => "resumed",
                ClockAction::Adjust { .. } => "adjusted",
                ClockAction::Set { .. } => "set",
            }
        ),
        Intent::Offer { .. } => "the draw offer".into(),
        Intent::OfferAnswer { accepted: true } => "the draw by agreement".into(),
        Intent::OfferAnswer { accepted: false } => "the declined offer".into(),
        Intent::Claim { valid: true, .. } => "the claim, upheld: draw".into(),
        Intent::Claim { valid: false, .. } => {
            "the claim, rejected: time added to the opponent".into()
        }
        Intent::IllegalMove { .. } => "the illegal move".into(),
        Intent::Penalty { .. } => "the penalty".into(),
        Intent::Result(option) => format!("the result {}", option.score),
        Intent::Decide { upheld: true } => "the decision: claim upheld, draw".into(),
        Intent::Decide { upheld: false } => {
            "the decision: claim rejected, time added to the opponent".into()
        }
        Intent::Note { .. } => "the note".into(),
        Intent::TakeBack { of_seq } => format!("the takeback of #{of_seq}"),
        Intent::GuidelinesClaim { kind, .. } => format!("the claim: {}", kind.describe()),
        Intent::Rule { ruling, result, .. } => format!(
            "the ruling: {}{}",
            match ruling {
                Ruling::Upheld => "upheld",
                Ruling::Rejected => "rejected",
                Ruling::Postponed => "postponed",
            },
            result.as_ref().map_or(String::new(), |r| format!(", {r}"))
        ),
    }
}

/// The facts on a "normal means" claim for the ruling dialog (Guidelines III.5, III.6).
fn facts_lines(state: &BoardState, c: &crate::event::fold::ClaimEntry) -> Vec<String> {
    if !matches!(c.claim, ClaimKind::CannotWin | ClaimKind::NoEffort) {
        return Vec::new();
    }
    let f = crate::event::procedure::claim_facts(state, c);
    let mut lines = vec![
        format!(
            "Material: White {}, Black {}.",
            f.white_material, f.black_material
        ),
        format!("Analysis: {}.", f.analysis),
    ];
    let mut time = format!(
        "{} plies at the claim, {} since",
        f.plies_at_claim, f.plies_since
    );
    if let Some((w, b)) = &f.clocks_at_claim {
        time.push_str(&format!("; clocks then White {w}, Black {b}"));
    }
    lines.push(format!("{time}."));
    if let Some(v) = &f.verification {
        lines.push(format!("Opponent: {v}."));
    }
    lines
}

/// What the app shows of a folded board.
pub fn model_of(state: &BoardState) -> BoardModel {
    let setup = &state.setup;
    let mut b = BoardModel::new(setup.number, &setup.white, &setup.black);
    b.seq = state.last_seq;
    b.record = state.record.clone();
    b.laws = state.laws;
    b.category = state.category();
    b.time_control = state.control().map(ToString::to_string).unwrap_or_default();
    b.live = state.clock.clone();
    let mut ply_clocks = vec![None; state.record.plies()];
    for m in &state.moves {
        if let (Some(slot), Some(r)) = (
            m.ply.checked_sub(1).and_then(|i| ply_clocks.get_mut(i)),
            m.clock,
        ) {
            *slot = Some(match state.record.mover_of(m.ply) {
                Color::White => r.white_ms,
                Color::Black => r.black_ms,
            });
        }
    }
    b.ply_clocks = ply_clocks;
    b.offer_plies = state
        .claims
        .iter()
        .map(|c| c.ply)
        .chain(state.offer.map(|o| o.ply))
        .collect();
    b.offer = state.offer.map(|o| o.by);
    let open = state.claims.iter().rev().find(|c| c.ruling.is_none());
    b.claim = open.map(|c| c.by);
    b.claim_verdict =
        open.and_then(|c| Some((c.valid?, c.explanation.clone().unwrap_or_default())));
    b.decision_due = state
        .claims
        .iter()
        .rev()
        .find(|c| c.ruling == Some(Ruling::Postponed))
        .map(|c| format!("{} (postponed)", c.claim.describe()));
    b.postponed = state.postponed().map(|c| (c.by, c.seq));
    b.ruling_due =
        state
            .claims
            .iter()
            .rev()
            .find(|c| c.is_open())
            .map(|c| crate::tui::model::RulingDue {
                by: c.by,
                kind: c.claim.clone(),
                postponed: c.ruling == Some(Ruling::Postponed),
                referred: c.referral.is_some(),
                facts: facts_lines(state, c),
            });
    b.illegal = state
        .illegal_moves
        .map(|n| u8::try_from(n).unwrap_or(u8::MAX));
    // The last action still in force: what `u` takes back.
    b.last_action = state.last_action.as_ref().map(|a| {
        (
            a.seq,
            format!("#{} {} ({}, {})", a.seq, a.what, a.who, local_time(a.at_ms)),
        )
    });
    b.result = state.outcome().map(|o| (o.score.to_string(), o.reason));
    b.result_recorded = state.result.is_some();
    b.incidents = state
        .incidents()
        .map(|i| IncidentRow {
            time: local_time(i.at_ms),
            board: setup.number,
            kind: i.kind_name().to_owned(),
            text: i.describe(),
            actor: i.who.clone(),
        })
        .collect();
    b
}

/// "14:32:05" in the machine's local time (the hall's clock).
fn local_time(at_ms: i64) -> String {
    chrono::DateTime::from_timestamp_millis(at_ms)
        .map(|t| {
            t.with_timezone(&chrono::Local)
                .format("%H:%M:%S")
                .to_string()
        })
        .unwrap_or_default()
}
