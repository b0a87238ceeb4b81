//! Tests that see the rule logic cargo-mutants found unguarded: each names the mutation it
//! kills. Claim facts (III.5), the fold's clock consequences and offers, the clock's first flag
//! and flag instant under a delay, and the record's end by the Laws.

use arbiter::clock::{Clock, ClockEvent, FirstFlag, TimeControl};
use arbiter::event::command::Command;
use arbiter::event::procedure::{claim_facts, flag_finding};
use arbiter::event::{
    BoardSetup, BoardState, ClaimKind, Event, EventSettings, PenaltyKind, Ruling, fold_with,
};
use arbiter::rules::GameRecord;
use shakmaty::Color;

struct Board {
    settings: EventSettings,
    setup: BoardSetup,
    events: Vec<Event>,
}

impl Board {
    fn new(control: &str, fen: Option<&str>, configure: impl FnOnce(&mut EventSettings)) -> Board {
        let mut settings = EventSettings::new("test");
        settings.control = Some(control.parse().expect("control"));
        configure(&mut settings);
        let mut setup = BoardSetup::new(1, "White", "Black");
        setup.fen = fen.map(str::to_owned);
        Board {
            settings,
            setup,
            events: Vec::new(),
        }
    }

    fn state(&self) -> BoardState {
        fold_with(&self.setup, &self.settings, &self.events)
    }

    fn ok(&mut self, at_ms: i64, cmd: Command) {
        let kind = cmd
            .to_event(&self.state(), &self.settings, at_ms)
            .unwrap_or_else(|e| panic!("refused: {e}"));
        self.events.push(Event {
            id: self.events.len() as i64 + 1,
            board: 1,
            seq: self.events.len() as u32 + 1,
            at_ms,
            actor: "test".into(),
            display_name: None,
            origin: None,
            kind,
        });
    }

    fn set(&mut self, at_ms: i64, white_ms: i64, black_ms: i64) {
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

    fn readings(&self, at_ms: i64) -> (i64, i64) {
        let r = self.state().readings(at_ms).expect("a clock");
        (r.white_ms, r.black_ms)
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

fn decide(ruling: Ruling, result: Option<&str>) -> Command {
    Command::Decide {
        of_seq: None,
        ruling,
        note: None,
        opponent_ms: None,
        result: result.map(|r| r.parse().expect("score")),
    }
}

fn mv(san: &str) -> Command {
    Command::play(san)
}

const T: i64 = 1_000_000;

// --- claim_facts (procedure.rs) -----------------------------------------------------------------

/// White (the claimant) has a queen, Black a bare king and two pawns: the question is whether
/// *Black* can mate — he cannot. Kills "delete ! in claim_facts" (the question asked for the
/// claimant) and the material mutants (empty, "xyzzy", `&` → `|`/`^`).
#[test]
fn claim_facts_ask_about_the_opponent_and_show_the_material() {
    let fen = "4k3/8/8/8/8/8/6b1/Q3K3 w - - 0 60";
    let mut b = Board::new("3600", Some(fen), |s| s.guidelines_iii = true);
    b.ok(T, Command::Clock(ClockEvent::Start));
    b.set(T, 90_000, 300_000);
    b.ok(T + 1_000, claim(ClaimKind::CannotWin));
    let s = b.state();
    let facts = claim_facts(&s, s.claims.last().expect("a claim"));
    assert_eq!(facts.claimant, Color::White);
    assert_eq!(facts.white_material, "K+Q");
    assert_eq!(facts.black_material, "K+B");
    assert_eq!(
        facts.opponent_can_mate,
        Some(false),
        "{}",
        arbiter::i18n::claim::analysis(arbiter::i18n::catalog(arbiter::i18n::Lang::En), &facts)
    );
    assert!(
        arbiter::i18n::claim::analysis(arbiter::i18n::catalog(arbiter::i18n::Lang::En), &facts)
            .starts_with("Black cannot checkmate"),
        "{}",
        arbiter::i18n::claim::analysis(arbiter::i18n::catalog(arbiter::i18n::Lang::En), &facts)
    );

    // And the other way round: the claimant bare, the opponent with a queen can mate.
    let fen = "4k3/8/8/8/8/8/8/q3K3 w - - 0 60";
    let mut b = Board::new("3600", Some(fen), |s| s.guidelines_iii = true);
    b.ok(T, Command::Clock(ClockEvent::Start));
    b.set(T, 90_000, 300_000);
    b.ok(T + 1_000, claim(ClaimKind::CannotWin));
    let s = b.state();
    let facts = claim_facts(&s, s.claims.last().expect("a claim"));
    assert_eq!(
        facts.opponent_can_mate,
        Some(true),
        "{}",
        arbiter::i18n::claim::analysis(arbiter::i18n::catalog(arbiter::i18n::Lang::En), &facts)
    );
    assert_eq!(facts.white_material, "K");
    assert_eq!(facts.black_material, "K+Q");
}

/// The clocks at the claim are those recorded with the claim, not with another incident (a note
/// recorded earlier with other times). Kills "replace == with != in claim_facts".
#[test]
fn claim_facts_take_the_clocks_of_the_claim_itself() {
    let mut b = Board::new("3600", None, |s| s.guidelines_iii = true);
    b.ok(T, Command::Clock(ClockEvent::Start));
    b.set(T, 200_000, 300_000);
    b.ok(
        T,
        Command::Note {
            text: "before".into(),
        },
    );
    // White's clock runs 85 s more: 1:55 at the claim.
    b.ok(T + 85_000, claim(ClaimKind::NoEffort));
    b.ok(
        T + 90_000,
        Command::Note {
            text: "after".into(),
        },
    );
    let s = b.state();
    let facts = claim_facts(&s, s.claims.last().expect("a claim"));
    // `format_ms` decides the text; compared through it, the test is about which clocks.
    let fmt = arbiter::clock::format_ms;
    assert_eq!(facts.clocks_at_claim, Some((fmt(115_000), fmt(300_000))));
    assert_ne!(fmt(115_000), fmt(200_000));
}

// --- the fold (fold.rs) ---------------------------------------------------------------------------

/// Art. 12.9.2: more time for the opponent goes to the opponent. Kills "delete ! in apply"
/// (the time given to the offender).
#[test]
fn time_penalty_goes_to_the_opponent() {
    let mut b = Board::new("5400", None, |_| {});
    b.ok(T, Command::Clock(ClockEvent::Start));
    b.ok(T, Command::Clock(ClockEvent::Pause));
    let before = b.readings(T);
    b.ok(
        T,
        Command::Penalty {
            against: Color::White,
            penalty: PenaltyKind::TimeToOpponent { ms: 60_000 },
            article: "12.9.2".into(),
            reason: "distracting".into(),
        },
    );
    assert_eq!(b.readings(T), (before.0, before.1 + 60_000));
}

/// Art. 9.1.2.4: the opponent's move declines a pending offer; the offerer's own position stays
/// offered until then. Kills "replace != with == in apply" for the offer.
#[test]
fn the_opponents_move_declines_the_offer() {
    let mut b = Board::new("5400", None, |_| {});
    for m in ["e4", "e5", "Nf3"] {
        b.ok(T, mv(m));
    }
    b.ok(
        T,
        Command::OfferDraw {
            by: None,
            consent: false,
        },
    );
    assert_eq!(b.state().offer.map(|o| o.by), Some(Color::White));
    b.ok(T, mv("Nc6"));
    assert_eq!(b.state().offer, None);
}

/// A game with a result gets no flag finding. Kills "replace || with && in is_over".
#[test]
fn no_flag_finding_after_a_result() {
    let mut b = Board::new("3600", None, |_| {});
    b.ok(T, Command::Clock(ClockEvent::Start));
    b.set(T, 1_000, 300_000);
    assert!(flag_finding(&b.state(), T + 5_000).is_some());
    b.ok(
        T + 500,
        Command::Result {
            result: arbiter::rules::GameScore::BLACK_WINS,
            reason: "resignation".into(),
            article: None,
        },
    );
    assert!(b.state().is_over());
    assert_eq!(flag_finding(&b.state(), T + 5_000), None);
}

/// III.6.2: rejecting a referred claim sets the result and gives nobody time (the game ended
/// with the claim). Kills the guard mutants on the referred arm of `decide`.
#[test]
fn rejected_referred_claim_gives_no_time() {
    let mut b = Board::new("3600", None, |s| {
        s.guidelines_iii = true;
        s.supervised = false;
    });
    for m in ["e4", "e5"] {
        b.ok(T, mv(m));
    }
    b.ok(T, Command::Clock(ClockEvent::Start));
    b.set(T, 100_000, 250_000);
    b.ok(
        T,
        Command::Refer {
            by: Color::White,
            cannot_win: true,
            no_effort: false,
            fen: None,
            clock: None,
            scoresheet: None,
        },
    );
    let before = b.readings(T + 10_000);
    b.ok(T + 10_000, decide(Ruling::Rejected, Some("0-1")));
    assert_eq!(b.readings(T + 10_000), before);
    assert_eq!(
        b.state().result.map(|r| r.score.to_string()).as_deref(),
        Some("0-1")
    );
}

/// An upheld repetition claim draws under the claim's own article (9.2.x), not III.5.1. Kills
/// "delete match arm ClaimKind::Repetition in decide".
#[test]
fn upheld_repetition_claim_is_recorded_under_9_2() {
    let mut b = Board::new("5400", None, |_| {});
    for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] {
        b.ok(T, mv(m));
    }
    b.ok(T, claim(ClaimKind::Repetition));
    b.ok(T, decide(Ruling::Upheld, None));
    let r = b.state().result.expect("drawn");
    assert_eq!(r.article.as_deref(), Some("9.2.2"));
    // And a fifty-move claim likewise: 9.3.x.
    let mut b = Board::new("5400", Some("4k3/8/8/8/8/8/8/R3K3 w - - 100 80"), |_| {});
    b.ok(T, claim(ClaimKind::FiftyMoves));
    b.ok(T, decide(Ruling::Upheld, None));
    let r = b.state().result.expect("drawn");
    assert_eq!(r.article.as_deref(), Some("9.3.2"));
}

/// Art. 7.5.5: the opponent gets time for the first illegal move, not for the one that loses.
/// Kills "replace < with <= in apply" for the bonus.
#[test]
fn no_illegal_move_bonus_for_the_losing_move() {
    let mut b = Board::new("5400", None, |_| {});
    b.ok(T, Command::Clock(ClockEvent::Start));
    b.ok(T, Command::Clock(ClockEvent::Pause));
    let (_, black0) = b.readings(T);
    let illegal = || Command::IllegalMove {
        by: Color::White,
        note: None,
        irregularities: Vec::new(),
    };
    b.ok(T, illegal());
    let (_, black1) = b.readings(T);
    assert_eq!(black1 - black0, 120_000);
    b.ok(T, illegal());
    let (_, black2) = b.readings(T);
    assert_eq!(black2, black1, "the second illegal move loses: no bonus");
}

// --- the clock (state.rs) -------------------------------------------------------------------------

fn control(text: &str) -> TimeControl {
    text.parse().expect("control")
}

/// Both flags down, Black's first at a known instant, White's later: Black's is first. Both at
/// the same instant: unknown. Kills the `<` mutants of `first_flag` (`==`, `>`, `<=`, guards).
#[test]
fn first_flag_black_then_white_and_simultaneous() {
    // Two periods, so a flag in the first does not freeze the clock.
    let tc = control("1/60:60");
    let mut c = Clock::new(&tc);
    c.apply(0, &ClockEvent::Start).expect("start");
    c.apply(1_000, &ClockEvent::Press).expect("white's move");
    // Black's time runs out at 61 s.
    let r = c.reading(61_000);
    assert!(r.black.flagged);
    assert_eq!(r.black.flag_at, Some(61_000));
    // White's time brought to 0 at 70 s: a flag at a known instant, after Black's.
    let white_left = c.reading(70_000).white.ms;
    c.apply(
        70_000,
        &ClockEvent::Adjust {
            side: Color::White,
            ms: -white_left,
        },
    )
    .expect("white to 0");
    let r = c.reading(200_000);
    assert!(r.white.flagged && r.black.flagged, "{r:?}");
    assert_eq!(r.first_flag, Some(FirstFlag::Black));

    // The same with White first: White falls at 60 s, Black's later.
    let mut c = Clock::new(&tc);
    c.apply(0, &ClockEvent::Start).expect("start");
    let r = c.reading(60_000);
    assert_eq!(r.white.flag_at, Some(60_000));
    let black_left = c.reading(70_000).black.ms;
    c.apply(
        70_000,
        &ClockEvent::Adjust {
            side: Color::Black,
            ms: -black_left,
        },
    )
    .expect("black to 0");
    let r = c.reading(300_000);
    assert!(r.white.flagged && r.black.flagged, "{r:?}");
    assert_eq!(r.first_flag, Some(FirstFlag::White));

    // Simultaneous: Black's flag falls at 61 s while White's time is brought to 0 then.
    let mut c = Clock::new(&tc);
    c.apply(0, &ClockEvent::Start).expect("start");
    c.apply(1_000, &ClockEvent::Press).expect("white's move");
    let white_left = c.reading(61_000).white.ms;
    c.apply(
        61_000,
        &ClockEvent::Adjust {
            side: Color::White,
            ms: -white_left,
        },
    )
    .expect("white to 0");
    let r = c.reading(61_000);
    assert_eq!(r.white.flag_at, Some(61_000));
    assert_eq!(r.black.flag_at, Some(61_000));
    assert_eq!(r.first_flag, Some(FirstFlag::Unknown));
}

/// Under a delay, the main time starts after the delay: 60 s with a 5 s delay started at 1 s
/// falls at 66 s. Kills the `+` mutants of the flag instant in `advance`.
#[test]
fn flag_instant_under_a_delay() {
    let tc = control("60d5");
    let mut c = Clock::new(&tc);
    c.apply(1_000, &ClockEvent::Start).expect("start");
    let r = c.reading(100_000);
    assert!(r.white.flagged);
    assert_eq!(r.white.flag_at, Some(66_000));
    assert_eq!(c.reading(65_999).white.ms, 1);
}

// --- the record (record.rs) -----------------------------------------------------------------------

/// Taking back a void move played after an end by the Laws leaves the end. Kills the `+`
/// mutants of `undo_last`'s index.
#[test]
fn taking_back_a_void_move_keeps_the_end() {
    // K+B v K after Kxd2: insufficient material (a dead position, ply 1).
    let mut r = GameRecord::from_fen("4k3/8/8/8/8/8/3p4/3BK3 w - - 0 1").expect("fen");
    r.play_san("Kxd2").expect("capture");
    let end = r.ending().cloned().expect("dead position");
    assert_eq!(end.ply, 1);
    r.play_san("Kd7").expect("a void move is still recorded");
    assert!(r.is_void(2));
    r.undo_last().expect("taken back");
    assert_eq!(r.ending(), Some(&end));
    // Taking back the move that made the end removes it.
    r.undo_last().expect("taken back");
    assert_eq!(r.ending(), None);
}

/// A ply the record has not reached has no standings (Art. 9.2). Kills `<` → `<=` in
/// `occurrences_up_to`'s bound.
#[test]
fn a_ply_not_yet_played_has_no_standings() {
    let mut r = GameRecord::new();
    for san in ["Nf3", "Nf6", "Ng1", "Ng8"] {
        r.play_san(san).expect("legal");
    }
    assert_eq!(r.occurrences_up_to(4), vec![0, 4]);
    assert_eq!(r.occurrences_up_to(5), Vec::<usize>::new());
    assert_eq!(r.occurrences_up_to(99), Vec::<usize>::new());
}

/// Dead positions that only the full analysis proves (the cheap check gives up: a pawn, or
/// material that could mate in general): after the pawn move g7+ Black's only move Kxg7 leaves
/// two bishops of one colour; after the capture Nxg6+ Black's only move Bxg6 leaves K+B v K.
/// Kills `worth_full_dead_check -> false` (the full check after captures and pawn moves).
#[test]
fn full_dead_check_after_a_pawn_move_and_a_capture() {
    use arbiter::rules::dead::quick_dead;
    for (before, san) in [
        ("6bk/7b/6P1/8/8/8/8/K7 w - - 0 1", "g7+"),
        ("5K1k/7b/6n1/4N3/8/8/8/8 w - - 0 1", "Nxg6+"),
    ] {
        let mut r = GameRecord::from_fen(before).expect("fen");
        assert_eq!(r.ending(), None, "{before}: not dead before");
        r.play_san(san).expect("the move");
        assert_eq!(
            quick_dead(r.position()),
            None,
            "{san}: the cheap check must not see it"
        );
        let end = r.ending().unwrap_or_else(|| panic!("{san}: dead after it"));
        assert_eq!(end.ply, 1);
        let reason = arbiter::i18n::rules::end_reason(
            &arbiter::i18n::Catalog::new(arbiter::i18n::Lang::En),
            &r,
            &end.detail,
        );
        assert!(reason.contains("dead position"), "{reason}");
    }
}

/// An end by the Laws (stalemate here) is over too: no flag finding. Kills the second
/// "replace || with && in is_over" (the Laws' end only counted with a referred claim).
#[test]
fn no_flag_finding_after_an_end_by_the_laws() {
    let mut b = Board::new("3600", Some("7k/5K2/8/8/8/8/8/6Q1 w - - 0 60"), |_| {});
    b.ok(T, Command::Clock(ClockEvent::Start));
    b.set(T, 300_000, 1_000);
    b.ok(T, mv("Qg6"));
    let s = b.state();
    assert!(s.record.ending().is_some(), "stalemate");
    assert!(s.is_over());
    assert_eq!(flag_finding(&s, T + 600_000), None);
}

/// The Laws' end carries its result as a score, not as text parsed back (issue 31): a mate by
/// Black is 0-1, a stalemate a draw, and the analysis prints them as before.
#[test]
fn the_laws_end_is_a_typed_result() {
    use arbiter::rules::GameScore;
    let mut mate = GameRecord::new();
    for san in ["f3", "e5", "g4", "Qh4#"] {
        mate.play_san(san).expect("legal");
    }
    let end = mate.ending().expect("mate");
    let result: GameScore = end.result;
    assert_eq!(result, GameScore::BLACK_WINS);
    assert_eq!(end.score(), GameScore::BLACK_WINS);
    assert_eq!(result.to_string(), "0-1");
    let stalemate = GameRecord::from_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").expect("fen");
    let end = stalemate.ending().expect("stalemate");
    assert_eq!(end.result, GameScore::DRAW);
    assert_eq!(
        serde_json::to_value(end).expect("json")["result"],
        serde_json::json!("1/2-1/2")
    );
}

/// Issue 30, D1: after a move that ends the game, only the press of the same action is absorbed
/// (the clock stopped with the game); any other command after it is judged as it stands — a draw
/// offer after the mate is refused, the game being over. Kills `press_absorbed_by_ending`'s
/// `&&` → `||` (the press test and the no-result test), and its `-> false`.
#[test]
fn only_the_press_is_absorbed_after_a_game_ending_move() {
    use arbiter::event::command::check_all;
    let mut b = Board::new("90m", None, |_| {});
    b.ok(0, Command::Clock(ClockEvent::Start));
    for (i, san) in ["f3", "e5", "g4"].into_iter().enumerate() {
        let at = 1000 * (i as i64 + 1);
        b.ok(at, Command::play(san));
        b.ok(at, Command::Clock(ClockEvent::Press));
    }
    let state = b.state();
    let mate = || Command::play("Qh4#");
    let pressed = check_all(
        &state,
        &b.settings,
        &[mate(), Command::Clock(ClockEvent::Press)],
        5000,
    )
    .expect("the mating move with its press is recorded");
    assert!(
        matches!(&pressed[..], [arbiter::event::EventKind::Move { san, .. }] if san == "Qh4#"),
        "the press is absorbed: {pressed:?}"
    );
    let offered = check_all(
        &state,
        &b.settings,
        &[
            mate(),
            Command::OfferDraw {
                by: None,
                consent: false,
            },
        ],
        5000,
    );
    assert!(offered.is_err(), "an offer after the mate: {offered:?}");
}

/// Issue 30: an offer made before the first ply marks no move (Art. 9.1.2.1: "(=)" follows the
/// move the offer was made with), even by the side that did not start: on a board set up with
/// Black to move, White's offer at ply 0 is no mark. Kills `offer_marked`'s `>` → `>=`.
#[test]
fn an_offer_before_the_first_ply_marks_no_move() {
    let b = Board::new(
        "90m",
        Some("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"),
        |_| {},
    );
    let state = b.state();
    assert!(!state.offer_marked(0, Color::White));
    assert!(!state.offer_marked(0, Color::Black));
}
