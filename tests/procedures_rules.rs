//! Guidelines III, claims and penalties as procedures (issue 7): every eligibility rule just
//! inside and just outside, and every consequence on the clocks, through the same commands the
//! CLI and the TUI issue (validated against the folded state, then folded again).

use arbiter::clock::ClockEvent;
use arbiter::event::command::{Command, check_all};
use arbiter::event::procedure::{flag_finding, illegal_move_finding};
use arbiter::event::{
    BoardSetup, BoardState, ClaimKind, Event, EventKind, EventSettings, Readings, Ruling, fold_with,
};
use arbiter::rules::GameScore;
use arbiter::rules::{Edition, LawsParams};
use shakmaty::Color;

/// A board driven by commands at given instants (ms since the clock's epoch).
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

    /// A quickplay board (60 min, no increment) with Guidelines III announced.
    fn quickplay() -> Board {
        Board::new("3600", |s| s.guidelines_iii = true)
    }

    fn state(&self) -> BoardState {
        fold_with(&self.setup, &self.settings, &self.events)
    }

    /// Check `cmd` as the app and the CLI do (`check_all`) and keep the events it brings.
    fn run(&mut self, at_ms: i64, cmd: Command) -> Result<Vec<EventKind>, String> {
        self.run_all(at_ms, &[cmd])
    }

    /// One action of several commands (a move and its press, as the app sends them).
    fn run_all(&mut self, at_ms: i64, cmds: &[Command]) -> Result<Vec<EventKind>, String> {
        let kinds =
            check_all(&self.state(), &self.settings, cmds, at_ms).map_err(|e| e.to_string())?;
        for kind in &kinds {
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
        }
        Ok(kinds)
    }

    fn ok(&mut self, at_ms: i64, cmd: Command) {
        if let Err(e) = self.run(at_ms, cmd) {
            panic!("refused: {e}");
        }
    }

    fn refused(&mut self, at_ms: i64, cmd: Command) -> String {
        match self.run(at_ms, cmd) {
            Ok(kind) => panic!("accepted: {kind:?}"),
            Err(e) => e,
        }
    }

    fn moves(&mut self, at_ms: i64, sans: &[&str]) {
        for san in sans {
            self.ok(at_ms, Command::play(*san));
        }
    }

    /// Start the clock and set it: White `white_ms`, Black `black_ms`, White to move.
    fn clocks(&mut self, at_ms: i64, white_ms: i64, black_ms: i64) {
        self.ok(at_ms, Command::Clock(ClockEvent::Start));
        self.ok(
            at_ms,
            Command::Clock(ClockEvent::Set {
                white_ms,
                black_ms,
                white_moves: None,
                black_moves: None,
            }),
        );
    }

    fn readings(&self, at_ms: i64) -> Readings {
        self.state().readings(at_ms).expect("a clock")
    }
}

fn claim(kind: ClaimKind) -> Command {
    Command::Claim {
        claim: kind,
        intended: None,
        by: None,
        touched: false,
    }
}

/// A completed illegal move by `by` (Art. 7.5.5), nothing said about what made it illegal.
fn illegal(by: Color) -> Command {
    Command::IllegalMove {
        by,
        note: None,
        irregularities: Vec::new(),
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

const T: i64 = 1_000_000;

// --- III.4 / III.5 eligibility -------------------------------------------------------------

#[test]
fn iii5_claim_at_one_fifty_nine_nine_is_allowed_at_two_minutes_refused() {
    let mut b = Board::quickplay();
    b.clocks(T, 119_900, 300_000);
    b.ok(T, claim(ClaimKind::CannotWin));

    let mut b = Board::quickplay();
    b.clocks(T, 120_000, 300_000);
    let why = b.refused(T, claim(ClaimKind::CannotWin));
    assert!(why.contains("not less than two minutes"), "{why}");
    // And the same instant for III.4.
    let why = b.refused(T, claim(ClaimKind::ExtraIncrement));
    assert!(why.contains("not less than two minutes"), "{why}");
}

#[test]
fn guidelines_iii_refused_with_increment_in_blitz_unannounced_or_flag_down() {
    let mut b = Board::new("3600+5", |s| s.guidelines_iii = true);
    b.clocks(T, 60_000, 300_000);
    assert!(
        b.refused(T, claim(ClaimKind::NoEffort))
            .contains("without increment")
    );

    let mut b = Board::new("300", |s| s.guidelines_iii = true);
    b.clocks(T, 60_000, 100_000);
    assert!(b.refused(T, claim(ClaimKind::CannotWin)).contains("blitz"));

    let mut b = Board::new("3600", |_| {});
    b.clocks(T, 60_000, 300_000);
    assert!(
        b.refused(T, claim(ClaimKind::CannotWin))
            .contains("not announced")
    );

    let mut b = Board::quickplay();
    b.clocks(T, 0, 300_000);
    assert!(
        b.refused(T, claim(ClaimKind::CannotWin))
            .contains("flag has fallen")
    );
    assert!(
        b.refused(T, claim(ClaimKind::ExtraIncrement))
            .contains("flag has fallen")
    );
    // The flag falls while the clock runs: 1 s left, claim 1.5 s later.
    let mut b = Board::quickplay();
    b.clocks(T, 1_000, 300_000);
    assert!(
        b.refused(T + 1_500, claim(ClaimKind::CannotWin))
            .contains("flag has fallen")
    );
}

#[test]
fn only_the_player_on_the_move_may_ask() {
    let mut b = Board::quickplay();
    b.clocks(T, 60_000, 60_000);
    let why = b.refused(
        T,
        Command::Claim {
            claim: ClaimKind::CannotWin,
            intended: None,
            by: Some(Color::Black),
            touched: false,
        },
    );
    assert!(why.contains("on the move (white)"), "{why}");
}

// --- III.4 consequences -------------------------------------------------------------------

#[test]
fn iii4_granted_gives_five_seconds_both_and_two_minutes_then_no_iii5() {
    let mut b = Board::quickplay();
    b.clocks(T, 90_000, 200_000);
    b.ok(T, claim(ClaimKind::ExtraIncrement));
    // The request is a draw offer (III.4).
    assert!(b.state().offer.is_some());
    b.ok(T + 10_000, decide(Ruling::Upheld));
    // The claim paused the clock at T; the decision gives Black 2 minutes and resumes.
    let r = b.readings(T + 10_000);
    assert_eq!(r.white_ms, 90_000);
    assert_eq!(r.black_ms, 320_000);
    assert!(b.state().offer.is_none());
    // White presses at +20 s: 80 s left, plus the new 5 s increment.
    b.ok(T + 20_000, Command::Clock(ClockEvent::Press));
    assert_eq!(b.readings(T + 20_000).white_ms, 85_000);
    // From now on the game has an increment: III.4 and III.5 are over for it.
    b.ok(T + 20_000, Command::Clock(ClockEvent::Press));
    let why = b.refused(T + 20_000, claim(ClaimKind::CannotWin));
    assert!(why.contains("increment since III.4"), "{why}");
}

// --- III.5 consequences -------------------------------------------------------------------

#[test]
fn iii5_claim_pauses_the_clock_and_a_rejection_gives_two_minutes_and_restarts_it() {
    let mut b = Board::quickplay();
    b.clocks(T, 100_000, 200_000);
    b.ok(T + 5_000, claim(ClaimKind::CannotWin));
    // Paused at T + 5 s: the arbiter's minute of thought costs nobody time.
    assert_eq!(b.readings(T + 65_000).white_ms, 95_000);
    b.ok(T + 65_000, decide(Ruling::Rejected));
    let r = b.readings(T + 65_000);
    assert_eq!((r.white_ms, r.black_ms), (95_000, 320_000));
    // Running again for White.
    assert_eq!(b.readings(T + 75_000).white_ms, 85_000);
}

#[test]
fn iii5_agreed_is_a_draw() {
    let mut b = Board::quickplay();
    b.clocks(T, 100_000, 200_000);
    b.ok(T, claim(ClaimKind::NoEffort));
    b.ok(T, decide(Ruling::Upheld));
    let s = b.state();
    let result = s.result.as_ref().expect("a result");
    assert_eq!(result.score.to_string(), "1/2-1/2");
    assert_eq!(result.article.as_deref(), Some("III.5.1"));
}

#[test]
fn iii5_postponed_may_give_two_minutes_once_and_blocks_a_plain_result() {
    let mut b = Board::quickplay();
    b.clocks(T, 100_000, 200_000);
    b.ok(T, claim(ClaimKind::CannotWin));
    // More than two minutes is not what III.5.2 allows.
    let why = b.refused(
        T,
        Command::Decide {
            of_seq: None,
            ruling: Ruling::Postponed,
            note: None,
            opponent_ms: Some(180_000),
            result: None,
        },
    );
    assert!(why.contains("at most 2 minutes"), "{why}");
    b.ok(
        T,
        Command::Decide {
            of_seq: None,
            ruling: Ruling::Postponed,
            note: None,
            opponent_ms: Some(120_000),
            result: None,
        },
    );
    assert_eq!(b.readings(T).black_ms, 320_000);
    assert!(b.state().postponed().is_some());
    // White's flag falls later: "lost on time" is blocked until the claim is ruled on.
    let late = T + 200_000;
    let why = b.refused(
        late,
        Command::Result {
            result: GameScore::BLACK_WINS,
            reason: "White lost on time".into(),
            article: Some("6.9".into()),
        },
    );
    assert!(why.contains("postponed"), "{why}");
    let finding = flag_finding(&b.state(), late).expect("a finding");
    assert_eq!(finding.result, None);
    assert_eq!(finding.article, "III.5.2");
    // Rejected now, with the result: no second two minutes for Black.
    b.ok(
        late,
        Command::Decide {
            of_seq: None,
            ruling: Ruling::Rejected,
            note: Some("Black was trying to win".into()),
            opponent_ms: None,
            result: Some(GameScore::BLACK_WINS),
        },
    );
    let s = b.state();
    assert_eq!(
        s.result.as_ref().map(|r| r.score.to_string()).as_deref(),
        Some("0-1")
    );
    assert_eq!(s.readings(late).map(|r| r.black_ms), Some(320_000));
}

// --- 9.2 / 9.3 / 9.4 ----------------------------------------------------------------------

/// White claims a threefold with the written move Nf3, which makes the position stand only a
/// second time: an incorrect claim.
fn incorrect_claim(b: &mut Board) {
    b.moves(T, &["Nf3", "Nf6", "Ng1", "Ng8"]);
    b.clocks(T, 3_000_000, 3_000_000);
    b.ok(
        T,
        Command::Claim {
            claim: ClaimKind::Repetition,
            intended: Some("Nf3".into()),
            by: None,
            touched: false,
        },
    );
    b.ok(T, decide(Ruling::Rejected));
}

#[test]
fn incorrect_claim_gives_time_by_edition_and_category_and_the_written_move_is_played() {
    for (control, edition, bonus) in [
        ("5400", Edition::Y2023, 120_000),
        ("1500", Edition::Y2023, 60_000),
        ("1500", Edition::Y2018, 120_000),
        ("5400", Edition::Y2014, 120_000),
        ("5400", Edition::Y2009, 180_000),
    ] {
        let mut b = Board::new(control, |s| s.laws = LawsParams::for_edition(edition));
        incorrect_claim(&mut b);
        let r = b.readings(T);
        assert_eq!(
            r.black_ms - r.white_ms,
            bonus,
            "{control} under {edition:?}"
        );
        // Art. 9.5.3: the written move stands played.
        let s = b.state();
        assert_eq!(s.record.plies(), 5);
        assert_eq!(s.record.san(5).as_deref(), Some("Nf3"));
        // A claim is also a draw offer (9.1.2.3) — playing the move does not withdraw it.
        assert!(s.offer.is_some());
    }
}

#[test]
fn taking_the_decision_back_takes_the_written_move_back() {
    let mut b = Board::new("5400", |_| {});
    incorrect_claim(&mut b);
    b.ok(T, Command::Takeback { of_seq: None });
    let s = b.state();
    assert_eq!(s.record.plies(), 4);
    assert!(s.claims.last().is_some_and(|c| c.ruling.is_none()));
}

#[test]
fn a_claim_after_touching_a_piece_is_refused() {
    let mut b = Board::new("5400", |_| {});
    b.moves(T, &["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"]);
    let why = b.refused(
        T,
        Command::Claim {
            claim: ClaimKind::Repetition,
            intended: None,
            by: None,
            touched: true,
        },
    );
    assert!(why.contains("Art. 9.4"), "{why}");
    // The same claim without the touch is valid (third occurrence of the start position).
    b.ok(T, claim(ClaimKind::Repetition));
    assert_eq!(b.state().claims[0].valid, Some(true));
}

// --- 6.9 and III.3.1 ----------------------------------------------------------------------

#[test]
fn flag_fall_loses_unless_the_opponent_cannot_mate() {
    // Black has a bare king: White's flag falls → draw (Art. 6.9).
    let mut b = Board::new("3600", |_| {});
    b.setup.fen = Some("8/8/8/4k3/8/8/3QK3/8 w - - 0 60".into());
    b.clocks(T, 1_000, 100_000);
    let f = flag_finding(&b.state(), T + 2_000).expect("a flag");
    assert_eq!(
        f.result.map(|r| r.to_string()).as_deref(),
        Some("1/2-1/2"),
        "{}",
        arbiter::i18n::rules::finding(arbiter::i18n::catalog(arbiter::i18n::Lang::En), &f.why)
    );
    assert_eq!(f.article, "6.9");
    // Black's flag, with White's queen on the board: Black loses.
    let mut b = Board::new("3600", |_| {});
    b.setup.fen = Some("8/8/8/4k3/8/8/3QK3/8 b - - 0 60".into());
    // Black is to move: Black's clock runs from the start (issue 30, D5; a press used to be
    // needed here to hand the clock to Black).
    b.clocks(T, 100_000, 1_000);
    let f = flag_finding(&b.state(), T + 2_000).expect("a flag");
    assert_eq!(
        f.result.map(|r| r.to_string()).as_deref(),
        Some("1-0"),
        "{}",
        arbiter::i18n::rules::finding(arbiter::i18n::catalog(arbiter::i18n::Lang::En), &f.why)
    );
}

#[test]
fn both_flags_order_unknown_draw_in_the_last_period_else_play_on() {
    let mut b = Board::new("3600", |_| {});
    b.clocks(T, 0, 0);
    let f = flag_finding(&b.state(), T).expect("flags");
    assert_eq!(f.article, "III.3.1");
    assert_eq!(f.result.map(|r| r.to_string()).as_deref(), Some("1/2-1/2"));

    let mut b = Board::new("40/5400:1800", |_| {});
    b.clocks(T, 0, 0);
    let f = flag_finding(&b.state(), T).expect("flags");
    assert_eq!(f.article, "III.3.1");
    assert_eq!(
        f.result,
        None,
        "{}",
        arbiter::i18n::rules::finding(arbiter::i18n::catalog(arbiter::i18n::Lang::En), &f.why)
    );
}

// --- a move that ends the game, with its press (issue 30, D1) ---------------------------------

/// A move and the press that completes it (Art. 6.2.1), as one action.
fn move_and_press(san: &str) -> [Command; 2] {
    [Command::play(san), Command::Clock(ClockEvent::Press)]
}

#[test]
fn a_move_that_ends_the_game_is_recorded_with_its_press_and_the_clock_stops() {
    let knights = ["Nf3", "Nf6", "Ng1", "Ng8"];
    let fivefold: Vec<&str> = knights.iter().copied().cycle().take(16).collect();
    // (start position, moves, the result the last one brings)
    let cases: [(Option<&str>, Vec<&str>, &str); 5] = [
        (None, vec!["f3", "e5", "g4", "Qh4#"], "0-1"),
        (
            Some("7k/8/6K1/8/8/8/8/5Q2 w - - 0 60"),
            vec!["Qf7"],
            "1/2-1/2",
        ),
        (
            Some("8/8/8/4k3/8/8/3pK3/8 w - - 0 60"),
            vec!["Kxd2"],
            "1/2-1/2",
        ),
        (
            Some("8/8/8/4k3/8/8/4K3/3R4 w - - 149 100"),
            vec!["Rd2"],
            "1/2-1/2",
        ),
        (None, fivefold, "1/2-1/2"),
    ];
    for (fen, moves, result) in cases {
        let mut b = Board::new("5400+30", |_| {});
        b.setup.fen = fen.map(str::to_owned);
        b.ok(T, Command::Clock(ClockEvent::Start));
        let (last, before) = moves.split_last().expect("a move");
        for (i, san) in before.iter().enumerate() {
            let at = T + 1_000 * (i as i64 + 1);
            let kinds = b.run_all(at, &move_and_press(san)).expect("a move");
            assert_eq!(kinds.len(), 2, "{san}: the move and its press");
        }
        let at = T + 60_000;
        let kinds = b
            .run_all(at, &move_and_press(last))
            .unwrap_or_else(|e| panic!("{fen:?} {last}: refused: {e}"));
        assert!(
            matches!(kinds.as_slice(), [EventKind::Move { .. }]),
            "{last}: the move alone is appended, the press has nothing to do: {kinds:?}"
        );
        let state = b.state();
        assert!(state.problems.is_empty(), "{:?}", state.problems);
        let end = state.record.ending().expect("the move ended the game");
        assert_eq!(end.score().to_string(), result, "{last}");
        let clock = state.clock.as_ref().expect("clock").reading(at + 5_000);
        assert_eq!(
            clock.running, None,
            "{last}: the clock stopped with the game"
        );
        // A press on its own, after the game has ended, is still refused.
        let refused = b.refused(at + 5_000, Command::Clock(ClockEvent::Press));
        assert!(refused.contains("over"), "{refused}");
    }
}

#[test]
fn only_a_press_is_absorbed_after_a_move_that_ends_the_game() {
    // The result in the same action as the mate is recorded, not dropped.
    let mut b = Board::new("5400+30", |_| {});
    b.moves(T, &["f3", "e5", "g4"]);
    let kinds = b
        .run_all(
            T,
            &[
                Command::play("Qh4#"),
                Command::Result {
                    result: GameScore::BLACK_WINS,
                    reason: arbiter::event::Reason::from_words(None, GameScore::BLACK_WINS),
                    article: Some("5.1.1".into()),
                },
            ],
        )
        .expect("the mate and its result");
    assert_eq!(kinds.len(), 2, "{kinds:?}");
    // A draw offer after the mate is refused, not dropped.
    let mut b = Board::new("5400+30", |_| {});
    b.moves(T, &["f3", "e5", "g4"]);
    let refused = b
        .run_all(
            T,
            &[
                Command::play("Qh4#"),
                Command::OfferDraw {
                    by: None,
                    consent: false,
                },
            ],
        )
        .expect_err("the game is over");
    assert!(refused.contains("over"), "{refused}");
}

#[test]
fn a_press_after_a_move_that_does_not_end_the_game_still_presses() {
    let mut b = Board::new("5400+30", |_| {});
    b.ok(T, Command::Clock(ClockEvent::Start));
    let kinds = b.run_all(T + 1_000, &move_and_press("e4")).expect("e4");
    assert_eq!(kinds.len(), 2);
    let clock = b.state().clock.expect("clock").reading(T + 2_000);
    assert_eq!(clock.running, Some(Color::Black));
    // A press refused for its own reason is still refused with the move (a paused clock).
    b.ok(T + 2_000, Command::Clock(ClockEvent::Pause));
    let refused = b
        .run_all(T + 3_000, &move_and_press("e5"))
        .expect_err("a paused clock cannot be pressed");
    assert!(refused.contains("paused"), "{refused}");
}

// --- a 9.2/9.3 claim without the move it needs (Arbiters' Manual 2025, p. 32) ---------------

#[test]
fn a_claim_needing_a_written_move_without_one_is_refused_without_penalty() {
    // Black could repeat the start position a third time with Ng8; a fifty-move claim at 49½.
    let cases: [(Option<&str>, Vec<&str>, ClaimKind, &str); 2] = [
        (
            None,
            vec!["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"],
            ClaimKind::Repetition,
            "Ng8",
        ),
        (
            Some("8/8/8/4k3/8/8/4K3/3R4 w - - 99 80"),
            vec![],
            ClaimKind::FiftyMoves,
            "Rd2",
        ),
    ];
    for (fen, moves, kind, written) in cases {
        let mut b = Board::new("5400", |_| {});
        b.setup.fen = fen.map(str::to_owned);
        b.moves(T, &moves);
        b.ok(T, Command::Clock(ClockEvent::Start));
        let before = b.readings(T + 1_000);
        let refused = b.refused(T + 1_000, claim(kind.clone()));
        assert!(refused.contains("write the move"), "{refused}");
        assert!(refused.contains("p. 32"), "{refused}");
        let state = b.state();
        assert!(state.claims.is_empty(), "nothing recorded");
        assert_eq!(b.readings(T + 1_000), before, "no penalty, no pause");
        // Written, the claim is correct.
        b.ok(
            T + 2_000,
            Command::Claim {
                claim: kind,
                intended: Some(written.into()),
                by: None,
                touched: false,
            },
        );
        assert_eq!(b.state().claims.last().and_then(|c| c.valid), Some(true));
    }
    // No move would make it correct: an incorrect claim, as before (Art. 9.5.3).
    let mut b = Board::new("5400", |_| {});
    b.moves(T, &["e4"]);
    b.ok(T, claim(ClaimKind::FiftyMoves));
    assert_eq!(b.state().claims.last().and_then(|c| c.valid), Some(false));
}

// --- 7.5.5 ----------------------------------------------------------------------------------

#[test]
fn illegal_move_takes_back_the_increment_and_the_second_loses_unless_no_mate() {
    // 60+30 (standard): the offender pressed after the illegal move and gained 30 s.
    let mut b = Board::new("3600+30", |_| {});
    b.ok(T, Command::Clock(ClockEvent::Start));
    b.moves(T, &["e4"]);
    b.ok(T + 10_000, Command::Clock(ClockEvent::Press));
    let before = b.readings(T + 10_000);
    b.ok(T + 10_000, illegal(Color::White));
    let after = b.readings(T + 10_000);
    assert_eq!(after.white_ms, before.white_ms - 30_000);
    assert_eq!(after.black_ms, before.black_ms + 120_000);
    assert!(illegal_move_finding(&b.state(), Color::White).is_none());
    b.ok(T + 10_000, illegal(Color::White));
    let f = illegal_move_finding(&b.state(), Color::White).expect("second illegal move");
    assert_eq!(f.result.map(|r| r.to_string()).as_deref(), Some("0-1"));
    assert_eq!(f.article, "7.5.5");
    // ... and the pipeline recorded that result with the illegal move (7.5.5).
    let result = b
        .state()
        .result
        .expect("the result of the second illegal move");
    assert_eq!(
        (result.score.to_string(), result.article.as_deref()),
        ("0-1".to_string(), Some("7.5.5"))
    );

    // Black has a bare king: the second illegal move by White is a draw.
    let mut b = Board::new("3600", |_| {});
    b.setup.fen = Some("8/8/8/4k3/8/8/3QK3/8 w - - 0 60".into());
    for _ in 0..2 {
        b.ok(T, illegal(Color::White));
    }
    let f = illegal_move_finding(&b.state(), Color::White).expect("second illegal move");
    assert_eq!(
        f.result.map(|r| r.to_string()).as_deref(),
        Some("1/2-1/2"),
        "{}",
        arbiter::i18n::rules::finding(arbiter::i18n::catalog(arbiter::i18n::Lang::En), &f.why)
    );
}

/// Arbiters' Manual 2025, p. 28: the increment the illegal press earned is taken back in every
/// category, then the opponent's time is added (2023: 1 minute in rapid and blitz, A.4.2, B.3).
#[test]
fn illegal_move_takes_back_the_increment_in_rapid_and_blitz_too() {
    for (control, increment, bonus) in [("900+10", 10_000, 60_000), ("180+2", 2_000, 60_000)] {
        let mut b = Board::new(control, |_| {});
        b.ok(T, Command::Clock(ClockEvent::Start));
        b.moves(T, &["e4"]);
        b.ok(T + 5_000, Command::Clock(ClockEvent::Press));
        let before = b.readings(T + 5_000);
        b.ok(T + 5_000, illegal(Color::White));
        let after = b.readings(T + 5_000);
        assert_eq!(after.white_ms, before.white_ms - increment, "{control}");
        assert_eq!(after.black_ms, before.black_ms + bonus, "{control}");
        let clock = b.state().clock.expect("clock").reading(T + 5_000);
        assert_eq!(
            clock.running,
            Some(Color::White),
            "{control}: offender on move"
        );
    }
}

/// Arbiters' Manual 2025, p. 28: an illegal castling made with two hands is two irregularities
/// and one illegal move — the opponent's time once, and the game goes on.
#[test]
fn two_irregularities_in_one_move_are_one_illegal_move() {
    use arbiter::event::Irregularity;
    let mut b = Board::new("5400", |_| {});
    b.ok(T, Command::Clock(ClockEvent::Start));
    b.moves(T, &["e4", "e5"]);
    b.ok(T, Command::Clock(ClockEvent::Press));
    b.ok(T, Command::Clock(ClockEvent::Press));
    let before = b.readings(T + 1_000);
    let kinds = b
        .run(
            T + 1_000,
            Command::IllegalMove {
                by: Color::White,
                note: None,
                irregularities: vec![
                    Irregularity::TwoHands,
                    Irregularity::NotLegal,
                    Irregularity::TwoHands,
                ],
            },
        )
        .expect("recorded");
    assert!(
        matches!(
            kinds.as_slice(),
            [EventKind::IllegalMove { irregularities, .. }]
                if irregularities == &[Irregularity::NotLegal, Irregularity::TwoHands]
        ),
        "{kinds:?}"
    );
    let state = b.state();
    assert_eq!(*state.illegal_moves.get(Color::White), 1);
    assert!(state.result.is_none(), "one illegal move does not lose");
    assert_eq!(b.readings(T + 1_000).black_ms, before.black_ms + 120_000);
}

// --- III.6 ----------------------------------------------------------------------------------

fn refer(by: Color, cannot_win: bool, no_effort: bool) -> Command {
    Command::Refer {
        by,
        cannot_win,
        no_effort,
        fen: None,
        clock: None,
        scoresheet: None,
    }
}

#[test]
fn iii6_claim_ends_the_game_pending_and_is_verified_by_the_opponent_only() {
    let mut b = Board::new("3600", |s| {
        s.guidelines_iii = true;
        s.supervised = false;
    });
    b.moves(T, &["e4", "e5"]);
    b.clocks(T, 100_000, 200_000);
    b.ok(T, refer(Color::White, true, false));
    let s = b.state();
    assert!(s.is_over());
    assert!(s.result.is_none());
    assert!(s.referred().is_some());
    // The claim stopped the clock.
    assert_eq!(b.readings(T + 60_000).white_ms, 100_000);
    // Nothing else happens on the board now.
    assert!(
        b.refused(T, Command::play("Nf3"))
            .contains("designated arbiter")
    );
    assert!(
        b.refused(
            T,
            Command::Result {
                result: GameScore::WHITE_WINS,
                reason: "x".into(),
                article: None
            }
        )
        .contains("referred")
    );
    let why = b.refused(
        T,
        Command::Verify {
            by: Color::White,
            agree: true,
            comment: None,
        },
    );
    assert!(why.contains("opponent verifies"), "{why}");
    let why = b.refused(
        T,
        Command::Verify {
            by: Color::Black,
            agree: false,
            comment: None,
        },
    );
    assert!(why.contains("what is disputed"), "{why}");
    b.ok(
        T,
        Command::Verify {
            by: Color::Black,
            agree: true,
            comment: None,
        },
    );
    // The designated arbiter: rejection needs the result; a draw needs none.
    assert!(
        b.refused(T, decide(Ruling::Rejected))
            .contains("needs the result")
    );
    b.ok(T, decide(Ruling::Upheld));
    let s = b.state();
    let r = s.result.as_ref().expect("result");
    assert_eq!(
        (r.score.to_string().as_str(), r.article.as_deref()),
        ("1/2-1/2", Some("III.6.2"))
    );
}

#[test]
fn iii6_refusals_supervised_no_ground_no_scoresheet_wrong_position() {
    let mut b = Board::new("3600", |s| s.guidelines_iii = true);
    b.clocks(T, 100_000, 200_000);
    assert!(
        b.refused(T, refer(Color::White, true, false))
            .contains("supervised")
    );

    let unsupervised = |s: &mut EventSettings| {
        s.guidelines_iii = true;
        s.supervised = false;
    };
    let mut b = Board::new("3600", unsupervised);
    b.clocks(T, 100_000, 200_000);
    assert!(
        b.refused(T, refer(Color::White, false, false))
            .contains("ground")
    );
    // "No effort" needs the scoresheet up to date (III.6.1.2).
    assert!(
        b.refused(T, refer(Color::White, false, true))
            .contains("scoresheet")
    );
    // A scoresheet that does not lead to the position written down.
    let why = b.refused(
        T,
        Command::Refer {
            by: Color::White,
            cannot_win: false,
            no_effort: true,
            fen: Some("4k3/8/8/8/8/8/8/4K3 w - - 0 1".into()),
            clock: None,
            scoresheet: Some(vec!["e4".into(), "e5".into()]),
        },
    );
    assert!(why.contains("not the one the scoresheet reaches"), "{why}");
    // An illegal scoresheet names the move.
    let why = b.refused(
        T,
        Command::Refer {
            by: Color::White,
            cannot_win: false,
            no_effort: true,
            fen: None,
            clock: None,
            scoresheet: Some(vec!["e4".into(), "e4".into()]),
        },
    );
    assert!(why.contains("1...e4"), "{why}");
    // Without a clock on the board, the claimant states both clocks; two minutes or more: no.
    let mut b = Board::new("3600", unsupervised);
    b.setup.fen = None;
    b.settings.control = None;
    let at = |w: i64| Command::Refer {
        by: Color::White,
        cannot_win: true,
        no_effort: false,
        fen: None,
        clock: Some(Readings {
            white_ms: w,
            black_ms: 300_000,
        }),
        scoresheet: None,
    };
    assert!(b.refused(T, at(120_000)).contains("two minutes"));
    b.ok(T, at(119_900));
}
