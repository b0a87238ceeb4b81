//! The fold (`event::fold`) against the mutants cargo-mutants makes of its rule logic: how a
//! game ended (PGN `Termination`), the outcome and status, the clock a result stops, offers
//! declined by playing on, the arbiter's decisions on claims (Art. 9.1.2.3, 9.2, 9.3, 9.5.3,
//! Guidelines III.4–III.6) and results taken back. The events are written as stored, so each
//! test checks the fold alone (not the commands' checks); each names the mutations it kills.

use arbiter::clock::{ClockEvent, ClockReading};
use arbiter::event::fold::{HistoryKind, Termination};
use arbiter::event::{
    BoardSetup, BoardState, ClaimKind, Event, EventKind, EventSettings, Referral, Ruling, fold_with,
};
use arbiter::rules::{Edition, GameScore, LawsParams};
use shakmaty::Color;

const T: i64 = 1_700_000_000_000;
const HOUR: i64 = 3_600_000;
const TWO_MIN: i64 = 120_000;

struct Log {
    setup: BoardSetup,
    settings: EventSettings,
    events: Vec<Event>,
}

impl Log {
    /// A board with a one-hour clock (standard, no increment) under the 2023 Laws.
    fn clocked() -> Log {
        let mut settings = EventSettings::new("test");
        settings.control = Some("3600".parse().expect("control"));
        Log {
            setup: BoardSetup::new(1, "White", "Black"),
            settings,
            events: Vec::new(),
        }
    }

    fn plain() -> Log {
        Log {
            setup: BoardSetup::new(1, "White", "Black"),
            settings: EventSettings::new("test"),
            events: Vec::new(),
        }
    }

    /// Record `kind` at `at_ms`; its sequence number.
    fn add(&mut self, at_ms: i64, kind: EventKind) -> u32 {
        let seq = self.events.len() as u32 + 1;
        self.events.push(Event {
            id: i64::from(seq),
            board: 1,
            seq,
            at_ms,
            actor: "arb".into(),
            display_name: None,
            origin: None,
            kind,
        });
        seq
    }

    fn state(&self) -> BoardState {
        fold_with(&self.setup, &self.settings, &self.events)
    }

    fn clock(&self, at_ms: i64) -> ClockReading {
        self.state().clock.expect("a clock").reading(at_ms)
    }
}

fn mv(san: &str) -> EventKind {
    EventKind::Move {
        san: san.into(),
        clock: None,
    }
}

fn clock(ev: ClockEvent) -> EventKind {
    EventKind::Clock(ev)
}

fn claim(by: Color, kind: ClaimKind, intended: Option<&str>) -> EventKind {
    EventKind::Claim {
        by,
        claim: kind,
        intended: intended.map(str::to_owned),
        valid: None,
        article: None,
        explanation: None,
        referral: None,
    }
}

fn referred_claim(by: Color) -> EventKind {
    EventKind::Claim {
        by,
        claim: ClaimKind::CannotWin,
        intended: None,
        valid: None,
        article: None,
        explanation: None,
        referral: Some(Referral {
            cannot_win: true,
            no_effort: false,
            fen: "4k3/8/8/8/8/8/8/4K2Q w - - 0 60".into(),
            clock: None,
            scoresheet: Vec::new(),
        }),
    }
}

fn decision(of_seq: u32, ruling: Ruling) -> EventKind {
    EventKind::Decision {
        of_seq,
        claimant: None,
        ruling,
        article: None,
        note: None,
        opponent_ms: None,
        result: None,
    }
}

fn result(score: GameScore, reason: &str, article: Option<&str>) -> EventKind {
    EventKind::Result {
        result: score,
        reason: reason.into(),
        article: article.map(str::to_owned),
    }
}

fn ms(r: &ClockReading) -> (i64, i64) {
    (r.white.ms, r.black.ms)
}

// --- Termination::of --------------------------------------------------------------------------

/// Kills `==` → `!=` and `||` → `&&` in the forfeit test, each `||` → `&&` of the III.3 / III.5
/// / III.6 / 7.5 chain and of the 11. / 12. test.
#[test]
fn termination_follows_the_article_and_the_kind_of_score() {
    let w = GameScore::WHITE_WINS;
    let d = GameScore::DRAW;
    let cases = [
        (w, None, Termination::Normal),
        (d, Some("9.1.2"), Termination::Normal),
        (GameScore::WHITE_FORFEIT_WIN, None, Termination::Abandoned),
        (
            GameScore::DOUBLE_FORFEIT,
            Some("9.2"),
            Termination::Abandoned,
        ),
        (w, Some("Art. 6.7.1"), Termination::Abandoned),
        (w, Some("6.9"), Termination::TimeForfeit),
        (d, Some(" Art. 6.9 "), Termination::Adjudication),
        (d, Some("III.3.1"), Termination::Adjudication),
        (d, Some("III.5.1"), Termination::Adjudication),
        (w, Some("III.6.2"), Termination::Adjudication),
        (
            GameScore::BLACK_WINS,
            Some("7.5.5"),
            Termination::Adjudication,
        ),
        (
            GameScore::BLACK_WINS,
            Some("11.3.2"),
            Termination::RulesInfraction,
        ),
        (w, Some("Art. 12.9"), Termination::RulesInfraction),
        (w, Some("5.1.1"), Termination::Normal),
        (w, Some("1.2"), Termination::Normal),
    ];
    for (score, article, expected) in cases {
        assert_eq!(
            Termination::of(score, article),
            expected,
            "{score} under {article:?}"
        );
    }
}

// --- outcome, status --------------------------------------------------------------------------

/// Fool's mate after a note: the outcome names the mating move's event. Kills `outcome` → None
/// and `==` → `!=` in the search for the move that ended the game.
#[test]
fn a_mate_is_the_outcome_and_names_the_mating_move() {
    let mut log = Log::plain();
    log.add(
        T,
        EventKind::Note {
            text: "start".into(),
        },
    );
    for san in ["f3", "e5", "g4"] {
        log.add(T + 1, mv(san));
    }
    let mate = log.add(T + 2, mv("Qh4#"));
    let s = log.state();
    let o = s.outcome().expect("mate ends the game");
    assert_eq!(o.score, GameScore::BLACK_WINS);
    assert_eq!(o.ply, 4);
    assert_eq!(o.seq, Some(mate));
    assert_eq!(o.termination, Termination::Normal);
    assert_eq!(o.actor, None);
    assert!(status(&s).starts_with("0-1 ("), "{}", status(&s));
}

/// Kills `status` → "" / "xyzzy".
#[test]
fn status_says_playing_or_the_result_with_its_reason() {
    let mut log = Log::plain();
    log.add(T, mv("e4"));
    log.add(T, mv("e5"));
    assert_eq!(status(&log.state()), "playing");
    log.add(T + 1, result(GameScore::WHITE_WINS, "resignation", None));
    assert_eq!(status(&log.state()), "1-0 (resignation)");
    let mut log = Log::plain();
    log.add(T, mv("e4"));
    log.add(T, mv("e5"));
    log.add(T, mv("Nf3"));
    log.add(
        T + 1,
        EventKind::DrawOffer {
            by: Color::White,
            consent: false,
        },
    );
    assert_eq!(status(&log.state()), "draw offered by white");
    log.add(T + 2, result(GameScore::DRAW, "draw agreed", Some("9.1.2")));
    assert_eq!(status(&log.state()), "1/2-1/2 (draw agreed, Art. 9.1.2)");
}

// --- stop_clock, set_result -------------------------------------------------------------------

/// A recorded result stops the running clock and lapses the offer. Kills `stop_clock` → ()
/// and `set_result` → ().
#[test]
fn a_result_stops_the_clock_and_lapses_the_offer() {
    let mut log = Log::clocked();
    log.add(T, clock(ClockEvent::Start));
    log.add(T, mv("e4"));
    log.add(
        T + 1_000,
        EventKind::DrawOffer {
            by: Color::White,
            consent: false,
        },
    );
    log.add(
        T + 5_000,
        result(GameScore::WHITE_WINS, "resignation", Some("Art. 12.9")),
    );
    let s = log.state();
    let r = s.result.as_ref().expect("the result");
    assert_eq!(r.score, GameScore::WHITE_WINS);
    assert_eq!(r.termination, Termination::RulesInfraction);
    assert_eq!(s.offer, None);
    let c = log.clock(T + 60_000);
    assert_eq!(c.running, None);
    assert_eq!(ms(&c), (HOUR - 5_000, HOUR));
}

/// A move that mates stops the clock too (Art. 5.1.1).
#[test]
fn a_mating_move_stops_the_clock() {
    let mut log = Log::clocked();
    log.add(T, clock(ClockEvent::Start));
    for san in ["f3", "e5", "g4"] {
        log.add(T, mv(san));
    }
    log.add(T + 3_000, mv("Qh4#"));
    let c = log.clock(T + 60_000);
    assert_eq!(c.running, None);
    assert_eq!(ms(&c), (HOUR - 3_000, HOUR));
}

// --- play_move --------------------------------------------------------------------------------

/// Art. 9.1.2.4: the opponent's move declines the offer; the offerer's own move (an offer made
/// before moving) leaves it. Kills `play_move` → true/false and `!=` → `==` there.
#[test]
fn playing_on_declines_only_the_opponents_offer() {
    let mut log = Log::plain();
    log.add(T, mv("e4"));
    let offer = log.add(
        T,
        EventKind::DrawOffer {
            by: Color::White,
            consent: false,
        },
    );
    assert_eq!(log.state().offer.map(|o| o.seq), Some(offer));
    log.add(T, mv("e5"));
    let s = log.state();
    assert_eq!(s.offer, None);
    assert_eq!(s.moves.len(), 2);
    assert_eq!(s.moves[1].san, "e5");

    // Black offers before moving (on move): his own move keeps the offer standing.
    let mut log = Log::plain();
    log.add(T, mv("e4"));
    let offer = log.add(
        T,
        EventKind::DrawOffer {
            by: Color::Black,
            consent: false,
        },
    );
    log.add(T, mv("e5"));
    assert_eq!(log.state().offer.map(|o| o.seq), Some(offer));
}

// --- decide: the offer a claim makes ----------------------------------------------------------

/// An incorrect 9.2 claim stays a draw offer (Art. 9.1.2.3); an III.4 request rejected or
/// granted settles its offer. Kills every mutant of `offer_stands` and of the test that
/// clears the offer (`==`/`!=`, `&&`/`||`, the deleted `!`).
#[test]
fn a_rejected_repetition_claim_stays_an_offer_and_a_decided_iii4_request_does_not() {
    let mut log = Log::plain();
    log.add(T, mv("e4"));
    let c = log.add(T, claim(Color::Black, ClaimKind::Repetition, None));
    assert_eq!(log.state().offer.map(|o| o.seq), Some(c));
    log.add(T, decision(c, Ruling::Rejected));
    assert_eq!(log.state().offer.map(|o| o.seq), Some(c));
    assert_eq!(log.state().result, None);

    for ruling in [Ruling::Rejected, Ruling::Upheld] {
        let mut log = Log::plain();
        log.add(T, mv("e4"));
        let c = log.add(T, claim(Color::Black, ClaimKind::ExtraIncrement, None));
        assert_eq!(log.state().offer.map(|o| o.seq), Some(c));
        log.add(T, decision(c, ruling));
        assert_eq!(log.state().offer, None, "{ruling:?}");
    }

    // A postponed ruling leaves it.
    let mut log = Log::plain();
    log.add(T, mv("e4"));
    let c = log.add(T, claim(Color::Black, ClaimKind::FiftyMoves, None));
    log.add(T, decision(c, Ruling::Postponed));
    assert_eq!(log.state().offer.map(|o| o.seq), Some(c));
}

/// Under the 2009 Laws a rejected 10.2 claim stays an offer (9.1(b)3 of that edition), a
/// rejected III.4 request does not. Kills `&&` → `||` between the edition and the claim kind.
#[test]
fn under_2009_a_rejected_quickplay_claim_stays_an_offer() {
    for (kind, stands) in [
        (ClaimKind::CannotWin, true),
        (ClaimKind::ExtraIncrement, false),
    ] {
        let mut log = Log::plain();
        log.settings.laws = LawsParams::for_edition(Edition::Y2009);
        log.add(T, mv("e4"));
        let c = log.add(T, claim(Color::Black, kind.clone(), None));
        assert_eq!(log.state().offer.map(|o| o.seq), Some(c), "{kind:?}");
        log.add(T, decision(c, Ruling::Rejected));
        assert_eq!(
            log.state().offer.map(|o| o.seq),
            stands.then_some(c),
            "{kind:?}"
        );
    }
}

// --- decide: the article of an upheld claim ---------------------------------------------------

/// Kills the deleted `Repetition` / `FiftyMoves` arms of the article, its `referred` guard →
/// true/false, the deletion of the upheld-draw arm, `decide` → (), and `==` → `!=` in the
/// search for the claim decided.
#[test]
fn an_upheld_claim_draws_under_its_own_article() {
    let cases = [
        (claim(Color::White, ClaimKind::Repetition, None), "9.2"),
        (claim(Color::White, ClaimKind::FiftyMoves, None), "9.3"),
        (claim(Color::White, ClaimKind::NoEffort, None), "III.5.1"),
        (referred_claim(Color::White), "III.6.2"),
    ];
    for (kind, article) in cases {
        let mut log = Log::plain();
        log.add(T, mv("e4"));
        let c = log.add(T, kind);
        log.add(T, decision(c, Ruling::Upheld));
        let s = log.state();
        let r = s.result.as_ref().expect("a draw");
        assert_eq!(r.score, GameScore::DRAW);
        assert_eq!(r.article.as_deref(), Some(article));
        assert_eq!(s.claims[0].ruling, Some(Ruling::Upheld));
        assert!(s.problems.is_empty(), "{:?}", s.problems);
    }
}

// --- decide: the clocks -----------------------------------------------------------------------

/// III.4 granted: 5 s increment for both and two minutes to the opponent, and the clock the
/// request stopped runs again. Kills the deleted arm and `!` in its two minutes.
#[test]
fn an_extra_increment_gives_the_opponent_two_minutes_and_the_clock_runs_again() {
    let mut log = Log::clocked();
    log.add(T, clock(ClockEvent::Start));
    let c = log.add(
        T + 1_000,
        claim(Color::White, ClaimKind::ExtraIncrement, None),
    );
    assert!(log.clock(T + 1_000).paused);
    log.add(T + 1_000, decision(c, Ruling::Upheld));
    let r = log.clock(T + 1_000);
    assert_eq!(ms(&r), (HOUR - 1_000, HOUR + TWO_MIN));
    assert_eq!(r.extra_increment_ms, 5_000);
    assert_eq!(r.running, Some(Color::White));
}

/// Art. 9.5.3: an incorrect repetition claim gives the opponent two minutes (standard, 2023)
/// and the written move is played by the claimant, who presses: the opponent's clock runs.
/// Kills the deleted arm, the deleted `!` of the bonus, `play_written_move` → () and `==` →
/// `!=` in its test of the running clock.
#[test]
fn a_rejected_claim_with_a_written_move_gives_time_and_plays_the_move() {
    let mut log = Log::clocked();
    log.add(T, clock(ClockEvent::Start));
    let c = log.add(
        T + 2_000,
        claim(Color::White, ClaimKind::Repetition, Some("Nf3")),
    );
    log.add(T + 2_000, decision(c, Ruling::Rejected));
    let s = log.state();
    assert_eq!(s.moves.len(), 1);
    assert_eq!(s.moves[0].san, "Nf3");
    assert!(
        s.moves[0].written,
        "the written move is marked as such (9.5.3)"
    );
    let r = log.clock(T + 2_000);
    assert_eq!(ms(&r), (HOUR - 2_000, HOUR + TWO_MIN));
    assert_eq!(r.running, Some(Color::Black));
    assert_eq!(r.white.moves, 1);
}

/// III.5.3: a rejected claim gives the opponent two minutes and the clock runs again for the
/// claimant; rejected after a postponement (III.5.2, with the minute the arbiter gave then)
/// nothing more. Kills the guard `!was_postponed` → true/false, its deleted `!`, the deleted
/// `!` of the two minutes, the deleted postponement arm and its `!`, `==` → `!=` in
/// `was_postponed`, and the deleted `!` of `is_over` in the resumption.
#[test]
fn a_rejected_iii5_claim_gives_two_minutes_once() {
    let mut log = Log::clocked();
    log.add(T, clock(ClockEvent::Start));
    let c = log.add(T + 3_000, claim(Color::White, ClaimKind::CannotWin, None));
    log.add(T + 3_000, decision(c, Ruling::Rejected));
    let r = log.clock(T + 3_000);
    assert_eq!(ms(&r), (HOUR - 3_000, HOUR + TWO_MIN));
    assert_eq!(r.running, Some(Color::White));
    assert!(log.state().result.is_none());

    let mut log = Log::clocked();
    log.add(T, clock(ClockEvent::Start));
    let c = log.add(T + 3_000, claim(Color::White, ClaimKind::NoEffort, None));
    log.add(
        T + 3_000,
        EventKind::Decision {
            of_seq: c,
            claimant: None,
            ruling: Ruling::Postponed,
            article: None,
            note: None,
            opponent_ms: Some(60_000),
            result: None,
        },
    );
    let r = log.clock(T + 3_000);
    assert_eq!(ms(&r), (HOUR - 3_000, HOUR + 60_000));
    assert_eq!(r.running, Some(Color::White));
    log.add(T + 3_000, decision(c, Ruling::Rejected));
    let r = log.clock(T + 3_000);
    assert_eq!(ms(&r), (HOUR - 3_000, HOUR + 60_000));
}

/// III.6.2: the designated arbiter rejects a referred claim and sets the result; the opponent
/// gets no two minutes. Kills the guard `referred` → true/false.
#[test]
fn a_rejected_referred_claim_sets_the_result_without_time() {
    let mut log = Log::clocked();
    log.add(T, clock(ClockEvent::Start));
    let c = log.add(T + 4_000, referred_claim(Color::White));
    log.add(
        T + 4_000,
        EventKind::Decision {
            of_seq: c,
            claimant: None,
            ruling: Ruling::Rejected,
            article: None,
            note: None,
            opponent_ms: None,
            result: Some(GameScore::BLACK_WINS),
        },
    );
    let s = log.state();
    let r = s.result.as_ref().expect("the result");
    assert_eq!(r.score, GameScore::BLACK_WINS);
    assert_eq!(r.article.as_deref(), Some("III.6.2"));
    let c = log.clock(T + 4_000);
    assert_eq!(ms(&c), (HOUR - 4_000, HOUR));
    assert_eq!(c.running, None);

    // Unreferred, the same ruling gives the opponent two minutes.
    let mut log = Log::clocked();
    log.add(T, clock(ClockEvent::Start));
    let c = log.add(T + 4_000, claim(Color::White, ClaimKind::CannotWin, None));
    log.add(T + 4_000, decision(c, Ruling::Rejected));
    assert_eq!(ms(&log.clock(T + 4_000)), (HOUR - 4_000, HOUR + TWO_MIN));
}

// --- fold_with: results taken back ------------------------------------------------------------

/// Whether the clock runs at `at` after the log `build` makes and a takeback of its last event.
fn runs_after_taking_back_the_last(build: impl FnOnce(&mut Log) -> u32) -> bool {
    let mut log = Log::clocked();
    log.add(T, clock(ClockEvent::Start));
    let last = build(&mut log);
    log.add(T + 50_000, EventKind::Takeback { of_seq: last });
    let s = log.state();
    assert!(s.voided.contains(&last));
    assert!(s.result.is_none());
    s.clock
        .expect("a clock")
        .reading(T + 60_000)
        .running
        .is_some()
}

/// A result, an accepted offer or a ruling that set a result, taken back: the clock it stopped
/// stays stopped; anything else taken back leaves the clock running. Kills `would_set_result`
/// → true/false, the deletion of either arm, and each `||`/`&&`/`==` mutant of the decision
/// arm.
#[test]
fn a_result_taken_back_leaves_the_clock_stopped_and_nothing_else_does() {
    // A result.
    assert!(!runs_after_taking_back_the_last(|log| log.add(
        T + 1_000,
        result(GameScore::WHITE_WINS, "resignation", None)
    )));
    // An accepted offer.
    assert!(!runs_after_taking_back_the_last(|log| {
        log.add(
            T + 500,
            EventKind::DrawOffer {
                by: Color::White,
                consent: false,
            },
        );
        log.add(T + 1_000, EventKind::OfferAccepted { by: Color::Black })
    }));
    // A note.
    assert!(runs_after_taking_back_the_last(
        |log| log.add(T + 1_000, EventKind::Note { text: "n".into() })
    ));
    // A decision that sets a result (a claim stops the clock; the arbiter restarted it).
    assert!(!runs_after_taking_back_the_last(|log| {
        let c = log.add(T + 500, claim(Color::White, ClaimKind::NoEffort, None));
        log.add(T + 600, clock(ClockEvent::Resume));
        log.add(
            T + 1_000,
            EventKind::Decision {
                of_seq: c,
                claimant: None,
                ruling: Ruling::Rejected,
                article: None,
                note: None,
                opponent_ms: None,
                result: Some(GameScore::BLACK_WINS),
            },
        )
    }));
    // An upheld repetition claim.
    assert!(!runs_after_taking_back_the_last(|log| {
        let c = log.add(T + 500, claim(Color::White, ClaimKind::Repetition, None));
        log.add(T + 600, clock(ClockEvent::Resume));
        log.add(T + 1_000, decision(c, Ruling::Upheld))
    }));
    // A rejected repetition claim ends nothing.
    assert!(runs_after_taking_back_the_last(|log| {
        let c = log.add(T + 500, claim(Color::White, ClaimKind::Repetition, None));
        log.add(T + 600, clock(ClockEvent::Resume));
        log.add(T + 1_000, decision(c, Ruling::Rejected))
    }));
    // A granted III.4 request ends nothing, even after an earlier repetition claim.
    assert!(runs_after_taking_back_the_last(|log| {
        let r = log.add(T + 100, claim(Color::White, ClaimKind::Repetition, None));
        log.add(T + 200, decision(r, Ruling::Rejected));
        let c = log.add(
            T + 500,
            claim(Color::White, ClaimKind::ExtraIncrement, None),
        );
        log.add(T + 600, clock(ClockEvent::Resume));
        log.add(T + 1_000, decision(c, Ruling::Upheld))
    }));
}

/// The game's date is its first event's; a takeback names what it voided. Kills `==` → `!=`
/// in `first_at_ms` and in the search for the voided event.
#[test]
fn the_first_event_dates_the_game_and_a_takeback_names_what_it_voided() {
    let mut log = Log::plain();
    let e4 = log.add(T, mv("e4"));
    log.add(T + 10_000, mv("e5"));
    log.add(T + 20_000, EventKind::Note { text: "x".into() });
    log.add(T + 30_000, EventKind::Takeback { of_seq: e4 + 1 });
    let s = log.state();
    assert_eq!(s.first_at_ms, T);
    assert_eq!(s.last_at_ms, T + 30_000);
    assert_eq!(s.moves.len(), 1);
    let what = s
        .history
        .iter()
        .find_map(|h| match &h.kind {
            HistoryKind::Takeback { of_seq, what } => Some((
                *of_seq,
                arbiter::i18n::board::history(arbiter::i18n::catalog(arbiter::i18n::Lang::En), h),
                what.clone(),
            )),
            _ => None,
        })
        .expect("the takeback");
    assert_eq!(what.0, e4 + 1);
    assert!(what.1.contains("move e5 was played"), "{}", what.1);
    assert_eq!(what.2.map(|v| v.at_ms), Some(T + 10_000));
}

// --- HistoryEntry -----------------------------------------------------------------------------

/// Kills `is_incident` → true/false and its deleted `!`, `kind_name` → "" / "xyzzy", and
/// `article` → None / Some("") / Some("xyzzy").
#[test]
fn history_entries_name_their_kind_article_and_whether_they_are_incidents() {
    let mut log = Log::clocked();
    log.add(T, clock(ClockEvent::Start));
    log.add(T, mv("e4"));
    log.add(T, clock(ClockEvent::Press));
    log.add(
        T,
        EventKind::DrawOffer {
            by: Color::White,
            consent: false,
        },
    );
    log.add(
        T,
        clock(ClockEvent::Adjust {
            side: Color::Black,
            ms: 1_000,
        }),
    );
    log.add(T, clock(ClockEvent::FlagObserved { side: Color::Black }));
    log.add(
        T,
        EventKind::IllegalMove {
            by: Color::Black,
            note: None,
            irregularities: Vec::new(),
        },
    );
    log.add(T, EventKind::Note { text: "n".into() });
    log.add(T, result(GameScore::WHITE_WINS, "flag fell", Some("6.9")));
    let s = log.state();
    let got: Vec<(&str, Option<String>, bool)> = s
        .history
        .iter()
        .map(|h| (h.kind_name(), h.article(), h.is_incident()))
        .collect();
    let some = |a: &str| Some(a.to_string());
    assert_eq!(
        got,
        // Moves and presses are not in the history (the moves list holds them).
        vec![
            ("clock", None, false),
            ("offer", some("9.1.2"), true),
            ("clock", some("6.10.2"), true),
            ("flag", some("6.9"), true),
            ("illegal", some("7.5.5"), true),
            ("note", None, true),
            ("result", some("6.9"), true),
        ]
    );
    assert_eq!(s.incidents().count(), 6);
}

/// The board's status in the process's language (English here).
fn status(s: &arbiter::event::BoardState) -> String {
    arbiter::i18n::board::status(arbiter::i18n::catalog(arbiter::i18n::Lang::En), s)
}
