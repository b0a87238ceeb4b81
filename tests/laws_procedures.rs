//! Procedures that must follow the Laws (issue 15): an incorrect 9.2/9.3 claim whose written move
//! is illegal (Art. 9.5.3 with 4.3), Guidelines III only in the last period (III.2.1), and the
//! 2009 quickplay finish (Art. 10, 9.1(b)3) — each just inside and just outside its boundary,
//! through `Command::to_event` and `fold_with`.

use arbiter::clock::ClockEvent;
use arbiter::event::command::Command;
use arbiter::event::{
    BoardSetup, BoardState, ClaimKind, Event, EventKind, EventSettings, Ruling, fold_with,
};
use arbiter::rules::{Edition, LawsParams};
use shakmaty::{Color, Role, Square};

struct Board {
    settings: EventSettings,
    setup: BoardSetup,
    events: Vec<Event>,
}

impl Board {
    fn new(control: &str, configure: impl FnOnce(&mut EventSettings)) -> Board {
        let mut settings = EventSettings::new("test");
        settings.control = Some(control.parse().expect("control"));
        configure(&mut settings);
        Board {
            settings,
            setup: BoardSetup::new(1, "White", "Black"),
            events: Vec::new(),
        }
    }

    fn with_fen(mut self, fen: &str) -> Board {
        self.setup.fen = Some(fen.into());
        self
    }

    fn state(&self) -> BoardState {
        fold_with(&self.setup, &self.settings, &self.events)
    }

    fn run(&mut self, at_ms: i64, cmd: Command) -> Result<EventKind, String> {
        let kind = cmd
            .to_event(&self.state(), &self.settings, at_ms)
            .map_err(|e| e.to_string())?;
        self.events.push(Event {
            id: self.events.len() as i64 + 1,
            board: 1,
            seq: self.events.len() as u32 + 1,
            at_ms,
            actor: "test".into(),
            display_name: None,
            origin: None,
            kind: kind.clone(),
        });
        Ok(kind)
    }

    fn ok(&mut self, at_ms: i64, cmd: Command) -> EventKind {
        match self.run(at_ms, cmd) {
            Ok(kind) => kind,
            Err(e) => panic!("refused: {e}"),
        }
    }

    fn refused(&mut self, at_ms: i64, cmd: Command) -> String {
        match self.run(at_ms, cmd) {
            Ok(kind) => panic!("accepted: {kind:?}"),
            Err(e) => e,
        }
    }

    fn moves(&mut self, sans: &[&str]) {
        for san in sans {
            self.ok(T, mv(san));
        }
    }

    /// Start the clock, pause it and set it (White to move unless the counters say otherwise).
    fn clocks(&mut self, white_ms: i64, black_ms: i64, moves: Option<(u32, u32)>) {
        self.ok(T, Command::Clock(ClockEvent::Start));
        self.ok(T, Command::Clock(ClockEvent::Pause));
        self.ok(
            T,
            Command::Clock(ClockEvent::Set {
                white_ms,
                black_ms,
                white_moves: moves.map(|m| m.0),
                black_moves: moves.map(|m| m.1),
            }),
        );
        self.ok(T, Command::Clock(ClockEvent::Resume));
    }

    fn readings(&self, at_ms: i64) -> (i64, i64) {
        let r = self.state().readings(at_ms).expect("a clock");
        (r.white_ms, r.black_ms)
    }
}

const T: i64 = 1_000_000;

fn mv(san: &str) -> Command {
    Command::play(san)
}

fn claim(kind: ClaimKind) -> Command {
    Command::Claim {
        claim: kind,
        intended: None,
        by: None,
        touched: false,
    }
}

fn repetition(written: &str) -> Command {
    Command::Claim {
        claim: ClaimKind::Repetition,
        intended: Some(written.into()),
        by: None,
        touched: false,
    }
}

fn decide(ruling: Ruling) -> Command {
    Command::Decide {
        of_seq: None,
        ruling,
        note: None,
        opponent_ms: None,
        result: None,
    }
}

fn laws(edition: Edition) -> impl FnOnce(&mut EventSettings) {
    move |s| s.laws = LawsParams::for_edition(edition)
}

// --- Art. 9.5.3 with an illegal written move --------------------------------------------------

/// 1.Nf3 Nf6 2.Ng1, then Black claims with the written move Nd7 (d7 holds Black's own pawn):
/// recorded as incorrect, the opponent gets the edition's time, and Black must then move a
/// knight — both knights could be meant.
#[test]
fn illegal_written_move_is_an_incorrect_claim_and_holds_the_claimant_to_that_piece() {
    for (edition, control, bonus) in [
        (Edition::Y2023, "5400", 120_000),
        (Edition::Y2023, "1800", 60_000),
        (Edition::Y2018, "1800", 120_000),
        (Edition::Y2009, "5400", 180_000),
    ] {
        let mut b = Board::new(control, laws(edition));
        b.moves(&["Nf3", "Nf6", "Ng1"]);
        b.clocks(300_000, 300_000, None);
        // Black is to move after the three moves (the counters were not set: White to move on
        // the clock, but the scoresheet decides who claims).
        let kind = b.ok(T, repetition("Nd7"));
        let EventKind::Claim {
            by,
            valid,
            article,
            explanation,
            ..
        } = kind
        else {
            panic!("not a claim: {kind:?}");
        };
        assert_eq!(by, Color::Black);
        assert_eq!(valid, Some(false));
        assert_eq!(article.as_deref(), Some("9.5.3"));
        // Worded in English from the finding the event keeps.
        let explanation = arbiter::i18n::claim::text(
            arbiter::i18n::catalog(arbiter::i18n::Lang::En),
            &explanation.expect("an explanation"),
        );
        assert!(
            explanation.contains("written move Nd7 is illegal"),
            "{explanation}"
        );
        assert!(explanation.contains("knight"), "{explanation}");
        // No hold before the ruling.
        assert_eq!(b.state().piece_hold(), None);
        let (w0, _) = b.readings(T);
        b.ok(T, decide(Ruling::Rejected));
        let (w1, _) = b.readings(T);
        assert_eq!(w1 - w0, bonus, "{edition:?} {control}");
        let hold = b.state().piece_hold().expect("held to the knight");
        assert_eq!(hold.by, Color::Black);
        assert_eq!(hold.role, Role::Knight);
        assert_eq!(hold.squares, vec![Square::F6, Square::B8]);
        assert!(
            arbiter::i18n::claim::hold(arbiter::i18n::catalog(arbiter::i18n::Lang::En), &hold)
                .contains("Black must move a knight (f6 or b8")
        );
        // Just outside: a pawn move, a bishop move are refused.
        for other in ["e5", "d6", "g6"] {
            let why = b.refused(T, mv(other));
            assert!(why.contains("Art. 9.5.3, 4.3"), "{why}");
            assert!(why.contains("Black must move a knight"), "{why}");
            assert!(why.contains(other), "{why}");
        }
        // Just inside: either knight.
        let mut again = Board {
            settings: b.settings.clone(),
            setup: b.setup.clone(),
            events: b.events.clone(),
        };
        again.ok(T, mv("Nc6"));
        b.ok(T, mv("Ng8"));
        // The hold ends with the move: White plays freely, and so does Black afterwards.
        assert_eq!(b.state().piece_hold(), None);
        b.moves(&["e4", "e5"]);
    }
}

/// White's knights stand on b1 and g1; only b1 reaches d2: the written move Nd2 identifies it.
#[test]
fn one_piece_that_could_be_meant_is_identified_by_its_square() {
    let mut b = Board::new("5400", |_| {});
    b.moves(&["Nf3", "Nf6", "Ng1", "Ng8"]);
    b.ok(T, repetition("Nd2"));
    b.ok(T, decide(Ruling::Rejected));
    let hold = b.state().piece_hold().expect("held");
    assert_eq!(hold.squares, vec![Square::B1]);
    assert!(
        arbiter::i18n::claim::hold(arbiter::i18n::catalog(arbiter::i18n::Lang::En), &hold)
            .contains("White must move the knight on b1 (the piece of the written move Nd2")
    );
    // The other knight is a knight, but not the one meant.
    let why = b.refused(T, mv("Nf3"));
    assert!(why.contains("knight on b1"), "{why}");
    b.ok(T, mv("Nc3"));
    assert_eq!(b.state().piece_hold(), None);
}

/// The written move's disambiguation decides too: Ngd2 names the g1 knight, though it cannot
/// reach d2.
#[test]
fn the_file_written_names_the_piece() {
    let mut b = Board::new("5400", |_| {});
    b.moves(&["Nf3", "Nf6", "Ng1", "Ng8"]);
    b.ok(T, repetition("Ngd2"));
    b.ok(T, decide(Ruling::Rejected));
    let hold = b.state().piece_hold().expect("held");
    assert_eq!(hold.squares, vec![Square::G1]);
    assert!(b.refused(T, mv("Nc3")).contains("knight on g1"));
    b.ok(T, mv("Nh3"));
}

#[test]
fn a_written_move_naming_no_piece_or_not_san_is_refused() {
    // White has no knight: nothing to hold him to.
    let mut b = Board::new("5400", |_| {}).with_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    let why = b.refused(T, repetition("Nf3"));
    assert!(why.contains("names no knight white has"), "{why}");
    assert!(
        why.contains("no piece to hold white to (Art. 9.5.3, 4.3)"),
        "{why}"
    );
    // No knight on the a-file.
    let mut b = Board::new("5400", |_| {});
    let why = b.refused(T, repetition("Nad2"));
    assert!(why.contains("names no knight"), "{why}");
    // Not SAN at all.
    let why = b.refused(T, repetition("Zz9"));
    assert!(why.contains("not a move in SAN"), "{why}");
    assert!(b.state().claims.is_empty());
    // Just inside: the rook exists (a rook move to an occupied own square is illegal).
    let mut b = Board::new("5400", |_| {}).with_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    b.ok(T, repetition("Rh1"));
    b.ok(T, decide(Ruling::Rejected));
    assert_eq!(
        b.state().piece_hold().map(|h| h.squares),
        Some(vec![Square::H1])
    );
    assert!(b.refused(T, mv("Kd2")).contains("rook on h1"));
    b.ok(T, mv("Rh8+"));
}

/// A written move that is illegal does not spoil a claim the position already makes correct
/// (Art. 9.2.2): the start position stands a third time.
#[test]
fn an_illegal_written_move_with_a_repetition_on_the_board_is_correct() {
    let mut b = Board::new("5400", |_| {});
    b.moves(&["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"]);
    let EventKind::Claim { valid, article, .. } = b.ok(T, repetition("Nd2")) else {
        panic!("not a claim");
    };
    assert_eq!(valid, Some(true));
    assert_eq!(article.as_deref(), Some("9.2.2"));
}

/// A legal written move is still played by the rejection, and no hold follows.
#[test]
fn a_legal_written_move_is_played_and_holds_nothing() {
    let mut b = Board::new("5400", |_| {});
    b.moves(&["Nf3", "Nf6", "Ng1"]);
    b.ok(T, repetition("Nc6"));
    b.ok(T, decide(Ruling::Rejected));
    let s = b.state();
    assert_eq!(s.record.plies(), 4);
    assert_eq!(s.piece_hold(), None);
    // Taking the decision back takes the written move back, and the claim is open again.
    let decision = s.last_seq;
    b.ok(
        T,
        Command::Takeback {
            of_seq: Some(decision),
        },
    );
    assert_eq!(b.state().record.plies(), 3);
}

/// Taking back the rejection of an illegal-written-move claim lifts the hold.
#[test]
fn taking_the_rejection_back_lifts_the_hold() {
    let mut b = Board::new("5400", |_| {});
    b.moves(&["Nf3", "Nf6", "Ng1"]);
    b.ok(T, repetition("Nd7"));
    b.ok(T, decide(Ruling::Rejected));
    assert!(b.state().piece_hold().is_some());
    let decision = b.state().last_seq;
    b.ok(
        T,
        Command::Takeback {
            of_seq: Some(decision),
        },
    );
    assert_eq!(b.state().piece_hold(), None);
}

/// The decision's incident names the piece.
#[test]
fn the_rejection_incident_names_the_piece() {
    let mut b = Board::new("5400", |_| {});
    b.moves(&["Nf3", "Nf6", "Ng1", "Ng8"]);
    b.ok(T, repetition("Nd2"));
    b.ok(T, decide(Ruling::Rejected));
    let s = b.state();
    assert!(
        s.incidents().any(|i| {
            let text =
                arbiter::i18n::board::history(arbiter::i18n::catalog(arbiter::i18n::Lang::En), i);
            text.contains("the written move Nd2 cannot be played") && text.contains("knight on b1")
        }),
        "{:?}",
        s.history
    );
}

// --- Guidelines III only in the last period (III.2.1) -----------------------------------------

fn two_periods() -> Board {
    Board::new("40/5400:1800", |s| s.guidelines_iii = true)
}

#[test]
fn guidelines_iii_refused_before_the_last_period_by_the_clock_counter() {
    for kind in [
        ClaimKind::CannotWin,
        ClaimKind::NoEffort,
        ClaimKind::ExtraIncrement,
    ] {
        // Move 2: period 1.
        let mut b = two_periods();
        b.moves(&["e4", "e5"]);
        b.clocks(60_000, 300_000, None);
        let why = b.refused(T, claim(kind.clone()));
        assert!(why.contains("III.2.1"), "{why}");
        assert!(why.contains("period 1 of 2"), "{why}");
        // Just outside: 39 moves each on the clock, White plays move 40 — still period 1.
        let mut b = two_periods();
        b.clocks(60_000, 300_000, Some((39, 39)));
        let why = b.refused(T, claim(kind.clone()));
        assert!(why.contains("move 40, in period 1 of 2"), "{why}");
        // Just inside: 40 moves each, White plays move 41 — the last period.
        let mut b = two_periods();
        b.clocks(60_000, 300_000, Some((40, 40)));
        b.ok(T, claim(kind.clone()));
    }
}

#[test]
fn guidelines_iii_period_by_the_scoresheet() {
    // The scoresheet says move 40 (a start position at move 40): refused; move 41: allowed.
    let fen = |n: u32| format!("4k3/8/8/8/8/8/4P3/4K3 w - - 0 {n}");
    let mut b = two_periods().with_fen(&fen(40));
    b.clocks(60_000, 300_000, None);
    assert!(
        b.refused(T, claim(ClaimKind::CannotWin))
            .contains("III.2.1")
    );
    let mut b = two_periods().with_fen(&fen(41));
    b.clocks(60_000, 300_000, None);
    b.ok(T, claim(ClaimKind::CannotWin));
}

#[test]
fn a_single_period_is_the_last_from_move_one() {
    for control in ["5400", "3600", "1800"] {
        let mut b = Board::new(control, |s| s.guidelines_iii = true);
        b.clocks(60_000, 300_000, None);
        b.ok(T, claim(ClaimKind::CannotWin));
    }
}

#[test]
fn iii6_referral_refused_before_the_last_period() {
    let mut b = Board::new("40/5400:1800", |s| {
        s.guidelines_iii = true;
        s.supervised = false;
    });
    b.moves(&["e4", "e5"]);
    b.clocks(60_000, 300_000, None);
    let refer = || Command::Refer {
        by: Color::White,
        cannot_win: true,
        no_effort: false,
        fen: None,
        clock: None,
        scoresheet: None,
    };
    let why = b.refused(T, refer());
    assert!(why.contains("III.2.1"), "{why}");
    let mut b = Board::new("40/5400:1800", |s| {
        s.guidelines_iii = true;
        s.supervised = false;
    });
    b.clocks(60_000, 300_000, Some((40, 40)));
    b.ok(T, refer());
}

// --- The 2009 quickplay finish (Art. 10) ------------------------------------------------------

#[test]
fn extra_increment_request_first_appears_in_2014() {
    let mut b = Board::new("3600", |s| {
        s.laws = LawsParams::for_edition(Edition::Y2009);
        s.guidelines_iii = true;
    });
    b.clocks(60_000, 300_000, None);
    let why = b.refused(T, claim(ClaimKind::ExtraIncrement));
    assert!(why.contains("not in the 2009 Laws"), "{why}");
    assert!(why.contains("2014 (Appendix G.4)"), "{why}");
    let mut b = Board::new("3600", |s| {
        s.laws = LawsParams::for_edition(Edition::Y2014);
        s.guidelines_iii = true;
    });
    b.clocks(60_000, 300_000, None);
    b.ok(T, claim(ClaimKind::ExtraIncrement));
}

#[test]
fn art_10_2_in_2009_needs_no_announcement_and_is_a_draw_offer() {
    for kind in [ClaimKind::CannotWin, ClaimKind::NoEffort] {
        let mut b = Board::new("3600", laws(Edition::Y2009));
        b.moves(&["e4", "e5"]);
        b.clocks(60_000, 300_000, None);
        let EventKind::Claim { article, .. } = b.ok(T, claim(kind.clone())) else {
            panic!("not a claim");
        };
        assert_eq!(article.as_deref(), Some("10.2"));
        let offer = b
            .state()
            .offer
            .expect("the claim is a draw offer (9.1(b)3)");
        assert_eq!(offer.by, Color::White);
        // Upheld: a draw under 10.2.
        b.ok(T, decide(Ruling::Upheld));
        let result = b.state().result.expect("drawn");
        assert_eq!(result.score.to_string(), "1/2-1/2");
        assert_eq!(result.article.as_deref(), Some("10.2"));
    }
    // Rejected under 2009: the opponent gets 2 minutes, and the offer stands until answered.
    let mut b = Board::new("3600", laws(Edition::Y2009));
    b.moves(&["e4", "e5"]);
    b.clocks(60_000, 300_000, None);
    b.ok(T, claim(ClaimKind::CannotWin));
    b.ok(T, decide(Ruling::Rejected));
    assert!(b.state().offer.is_some());
    b.ok(T, Command::AnswerOffer { accept: false });
    assert!(b.state().offer.is_none());

    // 2014 onwards: an announcement is needed, and the claim is no offer.
    let mut b = Board::new("3600", laws(Edition::Y2014));
    b.moves(&["e4", "e5"]);
    b.clocks(60_000, 300_000, None);
    let why = b.refused(T, claim(ClaimKind::CannotWin));
    assert!(
        why.contains("not announced for this event (III.2.1)"),
        "{why}"
    );
    let mut b = Board::new("3600", |s| s.guidelines_iii = true);
    b.moves(&["e4", "e5"]);
    b.clocks(60_000, 300_000, None);
    let EventKind::Claim { article, .. } = b.ok(T, claim(ClaimKind::CannotWin)) else {
        panic!("not a claim");
    };
    assert_eq!(article.as_deref(), Some("III.5"));
    assert!(b.state().offer.is_none());
    b.ok(T, decide(Ruling::Upheld));
    assert_eq!(
        b.state().result.and_then(|r| r.article).as_deref(),
        Some("III.5.1")
    );
}

#[test]
fn art_10_in_2009_also_only_in_the_last_period() {
    let mut b = Board::new("40/5400:1800", laws(Edition::Y2009));
    b.moves(&["e4", "e5"]);
    b.clocks(60_000, 300_000, None);
    let why = b.refused(T, claim(ClaimKind::CannotWin));
    assert!(why.contains("(Art. 10.1)"), "{why}");
    let mut b = Board::new("40/5400:1800", laws(Edition::Y2009));
    b.clocks(60_000, 300_000, Some((40, 40)));
    b.ok(T, claim(ClaimKind::CannotWin));
}
