//! The app driven by key presses over boards built from real moves: what the arbiter sees and
//! what gets recorded. The rules engine gives the verdicts; these tests check the app asks it and
//! names board, side, amount and article before recording.

use arbiter::event::{ClaimKind, Ruling};
use arbiter::rules::GameRecord;
use arbiter::tui::app::App;
use arbiter::tui::intent::{ClockAction, Intent, Request};
use arbiter::tui::keymap::{self, Action, Context, KEYMAP};
use arbiter::tui::model::{BoardModel, ClockNow, ReminderClock, RulingDue};
use arbiter::tui::render::render;
use arbiter::tui::view::{Alert, Look, Overlay, Screen};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use shakmaty::Color;

fn key(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE)
}

fn code(c: KeyCode) -> KeyEvent {
    KeyEvent::new(c, KeyModifiers::NONE)
}

fn fmt(ms: i64) -> String {
    format!("{}:{:02}", ms / 60_000, ms / 1000 % 60)
}

fn board(n: u32, moves: &[&str]) -> BoardModel {
    let mut b = BoardModel::new(n, &format!("White {n}"), &format!("Black {n}"));
    for m in moves {
        std::sync::Arc::make_mut(&mut b.record).play_san(m).unwrap();
    }
    b.seq = moves.len() as u32 + 1;
    b.clock = Some(ClockNow {
        white_ms: 3_000_000,
        black_ms: 2_900_000,
        white_period: 1,
        black_period: 1,
        running: Some(b.turn()),
        paused: false,
        started: true,
        white_flagged: false,
        black_flagged: false,
        first_flag: None,
        flag_in_last_period: false,
    });
    b
}

fn app(boards: Vec<BoardModel>) -> App {
    App::new("Test Open", "arbiter", Look::default(), boards)
}

fn press(app: &mut App, keys: &str) -> Vec<Request> {
    let mut out = Vec::new();
    for c in keys.chars() {
        out.extend(app.handle_key(&key(c)));
    }
    out
}

fn enter(app: &mut App) -> Vec<Request> {
    app.handle_key(&code(KeyCode::Enter))
}

fn screen_text(app: &mut App) -> String {
    sized_text(app, 100, 30)
}

/// The screen at 200×30, where the hall words its alerts in full.
fn wide_text(app: &mut App) -> String {
    sized_text(app, 200, 30)
}

fn sized_text(app: &mut App, w: u16, h: u16) -> String {
    let view = app.view(&fmt);
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| render(&view, f)).unwrap();
    let buf = t.backend().buffer();
    let mut s = String::new();
    for y in 0..buf.area.height {
        for x in 0..buf.area.width {
            s.push_str(buf[(x, y)].symbol());
        }
        s.push('\n');
    }
    s
}

const KNIGHTS: [&str; 8] = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"];

#[test]
fn typing_a_board_number_jumps_and_enter_opens_it() {
    let boards: Vec<_> = (1..=40).map(|n| board(n, &["e4"])).collect();
    let mut app = app(boards);
    press(&mut app, "27");
    let view = app.view(&fmt);
    assert_eq!(
        view.hall.rows[view.hall.selected - view.hall.first].number,
        27
    );
    enter(&mut app);
    assert_eq!(app.screen(), Screen::Board);
    let view = app.view(&fmt);
    assert_eq!(view.board.unwrap().row.number, 27);
}

/// A number typed that names no board opens nothing: not the board its first digits selected
/// (25 for 250), which would act on another pair's game.
#[test]
fn enter_on_a_number_that_names_no_board_opens_nothing() {
    let boards: Vec<_> = (1..=40).map(|n| board(n, &["e4"])).collect();
    let mut app = app(boards);
    press(&mut app, "250");
    enter(&mut app);
    assert_eq!(app.screen(), Screen::Hall);
    assert!(screen_text(&mut app).contains("no board 250"));
    // Taking the last digit back names board 25, and Enter opens it.
    app.handle_key(&code(KeyCode::Backspace));
    enter(&mut app);
    assert_eq!(app.screen(), Screen::Board);
    assert_eq!(app.view(&fmt).board.unwrap().row.number, 25);
    // The number shown is the board opened: 27 with its 7 taken back opens board 2.
    app.handle_key(&code(KeyCode::Esc));
    press(&mut app, "27");
    app.handle_key(&code(KeyCode::Backspace));
    enter(&mut app);
    assert_eq!(app.view(&fmt).board.unwrap().row.number, 2);
}

#[test]
fn a_move_is_validated_as_typed_and_recorded_with_the_seen_sequence() {
    let mut app = app(vec![board(1, &["e4"])]);
    enter(&mut app);
    press(&mut app, "m");
    press(&mut app, "Qh4");
    let view = app.view(&fmt);
    let Some(Overlay::Input(input)) = view.overlay else {
        panic!("no input")
    };
    assert!(
        matches!(input.feedback, Some(Err(_))),
        "Qh4 is illegal for Black after 1.e4"
    );
    // Enter on an illegal move records nothing and keeps the dialog.
    assert!(enter(&mut app).is_empty());
    for _ in 0..3 {
        app.handle_key(&code(KeyCode::Backspace));
    }
    press(&mut app, "e5");
    let view = app.view(&fmt);
    let Some(Overlay::Input(input)) = view.overlay else {
        panic!("no input")
    };
    assert!(
        matches!(input.feedback, Some(Ok(_))),
        "{:?}",
        input.feedback
    );
    let out = enter(&mut app);
    assert_eq!(
        out,
        vec![Request {
            board: 1,
            expect_seq: 2,
            intent: Intent::Move {
                san: "e5".into(),
                press: true,
                offer: false,
            }
        }],
        "the move presses the running clock in the same action"
    );
}

#[test]
fn a_move_with_a_draw_offer_and_a_move_on_a_stopped_clock() {
    let mut b = board(1, &["e4"]);
    let mut app1 = app(vec![b.clone()]);
    enter(&mut app1);
    press(&mut app1, "m");
    press(&mut app1, "Nf6=");
    let view = app1.view(&fmt);
    let Some(Overlay::Input(input)) = view.overlay else {
        panic!("no input")
    };
    assert!(
        matches!(&input.feedback, Some(Ok(t)) if t.contains("with a draw offer")),
        "{:?}",
        input.feedback
    );
    let out = enter(&mut app1);
    assert_eq!(
        out[0].intent,
        Intent::Move {
            san: "Nf6".into(),
            press: true,
            offer: true,
        }
    );
    // A paused clock is not pressed by a move.
    if let Some(c) = b.clock.as_mut() {
        c.paused = true;
        c.running = None;
    }
    let mut app2 = app(vec![b]);
    enter(&mut app2);
    press(&mut app2, "m");
    press(&mut app2, "e5");
    let out = enter(&mut app2);
    assert_eq!(
        out[0].intent,
        Intent::Move {
            san: "e5".into(),
            press: false,
            offer: false,
        }
    );
}

use crate::common::recorded;

const T: i64 = 1_800_000_000_000;

/// Board `n` folded by the event layer from `moves`, each pressed, the clock started first.
fn folded_board(n: u32, moves: &[&str]) -> BoardModel {
    use arbiter::clock::ClockEvent;
    use arbiter::event::command::Command;
    let setup = arbiter::event::BoardSetup::new(n, format!("White {n}"), format!("Black {n}"));
    let mut settings = arbiter::event::EventSettings::new("Test Open");
    settings.control = Some("90m".parse().expect("control"));
    let mut commands = vec![Command::Clock(ClockEvent::Start)];
    for m in moves {
        commands.push(Command::play(*m));
        commands.push(Command::Clock(ClockEvent::Press));
    }
    recorded::folded(&setup, &settings, &commands, T)
}

#[test]
fn an_incorrect_claim_asks_before_adding_two_minutes_to_the_opponent() {
    // After 1.Nf3 Nf6 2.Ng1 Ng8 the start position stands twice: a claim by White is incorrect.
    let mut app = app(vec![folded_board(7, &KNIGHTS[..4])]);
    enter(&mut app);
    press(&mut app, "c");
    assert!(screen_text(&mut app).contains("threefold repetition (Art. 9.2)"));
    // The first kind (9.2), no written move: the claim is recorded (the clock stops with it,
    // Art. 9.5.1), the ruling is asked.
    let out = recorded::drive(&mut app, "\n\n", T + 60_000);
    assert!(
        matches!(&out[..], [r] if r.intent == Intent::Claim {
            by: Color::White,
            claim: ClaimKind::Repetition,
            intended: None,
        }),
        "{out:?}"
    );
    let text = screen_text(&mut app);
    assert!(text.contains("Claim incorrect"), "{text}");
    assert!(text.contains("add 2:00 to Black's clock"), "{text}");
    assert!(text.contains("(Art. 9.5.3)"), "{text}");
    let out = recorded::drive(&mut app, "y", T + 70_000);
    assert!(
        matches!(&out[..], [r] if r.intent == Intent::Decide { upheld: false }),
        "{out:?}"
    );
}

#[test]
fn a_claim_with_the_written_move_that_repeats_is_correct() {
    // 1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6 4.Ng1: Black writes Ng8, the start position's third time.
    let mut app = app(vec![folded_board(3, &KNIGHTS[..7])]);
    enter(&mut app);
    let out = recorded::drive(&mut app, "c\nNg8\n", T + 60_000);
    assert!(
        matches!(&out[..], [r] if r.intent == Intent::Claim {
            by: Color::Black,
            claim: ClaimKind::Repetition,
            intended: Some("Ng8".into()),
        }),
        "{out:?}"
    );
    let text = screen_text(&mut app);
    assert!(text.contains("Claim correct"), "{text}");
    let out = recorded::drive(&mut app, "y", T + 70_000);
    assert!(
        matches!(&out[..], [r] if r.intent == Intent::Decide { upheld: true }),
        "{out:?}"
    );
}

#[test]
fn cancelling_a_confirmation_records_nothing() {
    let mut app = app(vec![board(2, &["e4"])]);
    enter(&mut app);
    press(&mut app, "a");
    enter(&mut app); // White
    press(&mut app, "+1:30");
    enter(&mut app);
    let text = screen_text(&mut app);
    assert!(
        text.contains("Add 1:30 to White's clock (White 2) on board 2 (Art. 6.10.2)?"),
        "{text}"
    );
    assert!(press(&mut app, "n").is_empty());
    assert!(screen_text(&mut app).contains("Cancelled: nothing recorded."));
}

/// Record a second illegal move by White on `b` (one already recorded); the dialog's text.
fn second_illegal_move_by_white(mut b: BoardModel) -> String {
    b.illegal = shakmaty::ByColor { white: 1, black: 0 };
    let mut app = app(vec![b]);
    enter(&mut app);
    press(&mut app, "x");
    enter(&mut app); // White
    let text = screen_text(&mut app);
    assert!(text.contains("second illegal move by White"), "{text}");
    text
}

#[test]
fn a_second_illegal_move_proposes_the_loss() {
    let text = second_illegal_move_by_white(board(5, &["e4", "e5"]));
    assert!(text.contains("Record the result 0-1?"), "{text}");
}

#[test]
fn start_round_starts_every_clock_not_started() {
    let mut boards: Vec<_> = (1..=4).map(|n| board(n, &[])).collect();
    for b in &mut boards[1..] {
        if let Some(c) = b.clock.as_mut() {
            c.started = false;
            c.running = None;
        }
    }
    let mut app = app(boards);
    press(&mut app, "S");
    let text = screen_text(&mut app);
    assert!(
        text.contains("Start White's clock on 3 boards (Art. 6.5): 2, 3, 4."),
        "{text}"
    );
    let out = press(&mut app, "y");
    let started: Vec<u32> = out.iter().map(|r| r.board).collect();
    assert_eq!(started, vec![2, 3, 4]);
    assert!(
        out.iter()
            .all(|r| r.intent == Intent::Clock(ClockAction::Start))
    );
}

#[test]
fn attention_filter_shows_only_boards_with_alerts() {
    let mut boards: Vec<_> = (1..=5).map(|n| board(n, &["e4"])).collect();
    boards[3].claim = Some(Color::Black);
    let mut app = app(boards);
    press(&mut app, "f");
    let view = app.view(&fmt);
    let numbers: Vec<u32> = view.hall.rows.iter().map(|r| r.number).collect();
    assert_eq!(numbers, vec![4]);
}

#[test]
fn a_fivefold_repetition_is_flagged_in_the_hall() {
    let mut moves = Vec::new();
    for _ in 0..2 {
        moves.extend_from_slice(&KNIGHTS);
    }
    let mut app = app(vec![board(9, &moves)]);
    let text = screen_text(&mut app);
    assert!(text.contains("fivefold"), "{text}");
}

#[test]
fn help_lists_exactly_the_active_keymap_and_the_bar_is_part_of_it() {
    for ctx in Context::ALL {
        let bar: Vec<_> = keymap::bar(ctx).collect();
        let help: Vec<_> = keymap::active(ctx).collect();
        assert!(
            bar.iter().all(|b| help.contains(b)),
            "{ctx:?}: bar entry missing from help"
        );
    }
    let mut app = app(vec![board(1, &["e4"])]);
    press(&mut app, "?");
    let text = screen_text(&mut app);
    let en = arbiter::i18n::Catalog::new(arbiter::i18n::Lang::En);
    for b in keymap::active(Context::Hall) {
        let label = en.get(b.label, &[]);
        assert!(text.contains(&label), "help lacks {label:?}\n{text}");
    }
}

/// Every action is bound somewhere (a new Action variant without a key fails here).
#[test]
fn every_action_is_reachable_by_a_key() {
    let all = [
        Action::Quit,
        Action::Help,
        Action::CloseHelp,
        Action::ShowIncidents,
        Action::Back,
        Action::Up,
        Action::Down,
        Action::PageUp,
        Action::PageDown,
        Action::Top,
        Action::Bottom,
        Action::Open,
        Action::JumpDigit,
        Action::CycleSort,
        Action::ToggleAttention,
        Action::StartRound,
        Action::PauseAll,
        Action::PrevBoard,
        Action::NextBoard,
        Action::EnterMove,
        Action::StartClock,
        Action::PressClock,
        Action::PauseResume,
        Action::AdjustClock,
        Action::SetClock,
        Action::DrawOffer,
        Action::Claim,
        Action::IllegalMove,
        Action::Penalty,
        Action::SetResult,
        Action::Note,
        Action::ImportRuling,
        Action::TakeBack,
        Action::Flip,
        Action::FilterBoard,
        Action::CycleKind,
        Action::Confirm,
        Action::Cancel,
        Action::Submit,
        Action::Type,
        Action::Erase,
        Action::PrevRound,
        Action::NextRound,
        Action::DefaultTimeForfeit,
        Action::CloseRound,
        Action::ToggleLedger,
        Action::ShowSheet,
        Action::TakeSheet,
    ];
    for a in all {
        // The exhaustive match makes this list fail to compile when a variant is added.
        match a {
            Action::Quit
            | Action::Help
            | Action::CloseHelp
            | Action::ShowIncidents
            | Action::Back
            | Action::Up
            | Action::Down
            | Action::PageUp
            | Action::PageDown
            | Action::Top
            | Action::Bottom
            | Action::Open
            | Action::JumpDigit
            | Action::CycleSort
            | Action::ToggleAttention
            | Action::StartRound
            | Action::PauseAll
            | Action::PrevBoard
            | Action::NextBoard
            | Action::EnterMove
            | Action::StartClock
            | Action::PressClock
            | Action::PauseResume
            | Action::AdjustClock
            | Action::SetClock
            | Action::DrawOffer
            | Action::Claim
            | Action::IllegalMove
            | Action::Penalty
            | Action::SetResult
            | Action::Note
            | Action::ImportRuling
            | Action::TakeBack
            | Action::Flip
            | Action::FilterBoard
            | Action::CycleKind
            | Action::Confirm
            | Action::Cancel
            | Action::Submit
            | Action::Type
            | Action::Erase
            | Action::PrevRound
            | Action::NextRound
            | Action::DefaultTimeForfeit
            | Action::CloseRound
            | Action::ToggleLedger
            | Action::ShowSheet
            | Action::TakeSheet => {}
        }
        assert!(KEYMAP.iter().any(|b| b.action == a), "{a:?} has no key");
    }
    // Each board action is available on the board screen.
    for a in [
        Action::EnterMove,
        Action::Claim,
        Action::Penalty,
        Action::TakeBack,
    ] {
        assert!(keymap::active(Context::Board).any(|b| b.action == a));
    }
}

#[test]
fn a_record_from_fen_with_black_to_move_numbers_its_moves() {
    let mut b = board(1, &[]);
    b.record = GameRecord::from_fen("4k3/8/8/8/8/8/8/4K2R b K - 0 30")
        .unwrap()
        .into();
    std::sync::Arc::make_mut(&mut b.record)
        .play_san("Kd7")
        .unwrap();
    let mut app = app(vec![b]);
    enter(&mut app);
    let text = screen_text(&mut app);
    assert!(text.contains("30."), "{text}");
    assert!(text.contains("Kd7"), "{text}");
}

#[test]
fn a_guidelines_iii_claim_is_chosen_confirmed_and_recorded_for_the_player_on_the_move() {
    let mut app = app(vec![board(4, &["e4", "e5"])]);
    enter(&mut app);
    press(&mut app, "c");
    app.handle_key(&code(KeyCode::Down));
    app.handle_key(&code(KeyCode::Down));
    assert!(
        enter(&mut app).is_empty(),
        "nothing recorded before confirmation"
    );
    let text = screen_text(&mut app);
    assert!(
        text.contains("White claims: opponent cannot win by normal means"),
        "{text}"
    );
    let out = press(&mut app, "y");
    assert_eq!(
        out[0].intent,
        Intent::GuidelinesClaim {
            by: Color::White,
            kind: ClaimKind::CannotWin
        }
    );
}

fn due(kind: ClaimKind, postponed: bool, referred: bool) -> RulingDue {
    RulingDue {
        by: Color::White,
        kind,
        postponed,
        referred,
        facts: vec!["Material: White K+R, Black K+R+P.".into()],
    }
}

#[test]
fn a_iii5_claim_is_ruled_with_the_facts_in_view_postponed_with_two_minutes() {
    let mut b = board(5, &["e4", "e5"]);
    b.claim = Some(Color::White);
    b.ruling_due = Some(due(ClaimKind::CannotWin, false, false));
    let mut app = app(vec![b]);
    enter(&mut app);
    press(&mut app, "c");
    let text = screen_text(&mut app);
    // The facts are in view while the arbiter chooses, not only in the confirmation.
    assert!(text.contains("Material: White K+R, Black K+R+P."), "{text}");
    for option in [
        "agree: draw 1/2-1/2 (III.5.1)",
        "postpone the decision (III.5.2)",
        "postpone, +2:00 to Black (III.5.2)",
        "reject: +2:00 to Black (III.5.3)",
    ] {
        assert!(text.contains(option), "{option} in {text}");
    }
    app.handle_key(&code(KeyCode::Down));
    app.handle_key(&code(KeyCode::Down));
    enter(&mut app);
    let text = screen_text(&mut app);
    assert!(text.contains("Material: White K+R, Black K+R+P."), "{text}");
    assert!(
        text.contains("postpone, +2:00 to Black (III.5.2)?"),
        "{text}"
    );
    let out = press(&mut app, "y");
    assert_eq!(
        out[0].intent,
        Intent::Rule {
            ruling: Ruling::Postponed,
            opponent_ms: Some(120_000),
            result: None
        }
    );
}

#[test]
fn a_referred_claim_is_rejected_with_the_result_or_upheld() {
    let mut b = board(6, &["e4", "e5"]);
    b.ruling_due = Some(due(ClaimKind::NoEffort, false, true));
    let mut app = app(vec![b]);
    enter(&mut app);
    press(&mut app, "c");
    app.handle_key(&code(KeyCode::Down));
    enter(&mut app);
    assert!(screen_text(&mut app).contains("reject: Black wins, 0-1 (III.6.2)?"));
    let out = press(&mut app, "y");
    assert_eq!(
        out[0].intent,
        Intent::Rule {
            ruling: Ruling::Rejected,
            opponent_ms: None,
            result: Some(arbiter::rules::GameScore::BLACK_WINS)
        }
    );
}

#[test]
fn a_postponed_claim_is_ruled_on_when_the_flag_falls() {
    let mut b = board(8, &["e4", "e5"]);
    b.ruling_due = Some(due(ClaimKind::CannotWin, true, false));
    let mut app = app(vec![b]);
    enter(&mut app);
    press(&mut app, "c");
    app.handle_key(&code(KeyCode::Down));
    enter(&mut app);
    assert!(screen_text(&mut app).contains("reject: White lost on time, 0-1 (III.5.2)?"));
    let out = press(&mut app, "y");
    assert_eq!(
        out[0].intent,
        Intent::Rule {
            ruling: Ruling::Rejected,
            opponent_ms: None,
            result: Some(arbiter::rules::GameScore::BLACK_WINS)
        }
    );
}

#[test]
fn r_on_a_board_with_a_postponed_claim_opens_the_ruling_first() {
    let mut b = board(8, &["e4", "e5"]);
    b.ruling_due = Some(due(ClaimKind::CannotWin, true, false));
    let mut app = app(vec![b]);
    enter(&mut app);
    press(&mut app, "r");
    app.handle_key(&code(KeyCode::Down));
    enter(&mut app);
    assert!(screen_text(&mut app).contains("reject: White lost on time, 0-1 (III.5.2)?"));
    let out = press(&mut app, "y");
    assert_eq!(
        out[0].intent,
        Intent::Rule {
            ruling: Ruling::Rejected,
            opponent_ms: None,
            result: Some(arbiter::rules::GameScore::BLACK_WINS)
        }
    );
}

/// A board set up from `fen`, clocks running, with White's and/or Black's flag down.
fn flagged(n: u32, fen: &str, white: bool, black: bool, last_period: bool) -> BoardModel {
    let mut b = board(n, &[]);
    b.record = GameRecord::from_fen(fen).unwrap().into();
    if let Some(c) = b.clock.as_mut() {
        c.white_flagged = white;
        c.black_flagged = black;
        c.flag_in_last_period = last_period;
        if white {
            c.white_ms = 0;
        }
        if black {
            c.black_ms = 0;
        }
    }
    b
}

#[test]
fn a_flag_against_a_bare_king_is_a_draw_in_the_hall_and_in_the_result_dialog() {
    // White's flag falls; Black has only a king: Black cannot mate (Art. 6.9).
    let b = flagged(3, "8/8/4k3/8/8/2QK4/8/8 w - - 0 60", true, false, true);
    let finding = b.flag_finding().unwrap();
    assert_eq!(
        finding.result.map(|r| r.to_string()).as_deref(),
        Some("1/2-1/2")
    );
    assert_eq!(finding.article, "6.9");
    let mut app = app(vec![b]);
    let view = app.view(&fmt);
    let flag = view.hall.rows[0]
        .alerts
        .iter()
        .find_map(|a| match a {
            Alert::Flag { verdict, note, .. } => Some((verdict.clone(), note.clone())),
            _ => None,
        })
        .unwrap();
    assert_eq!(flag.0, "1/2-1/2");
    assert!(flag.1.contains("Black cannot checkmate"), "{}", flag.1);
    enter(&mut app);
    press(&mut app, "r");
    let text = screen_text(&mut app);
    // The first result proposed is the one the Laws call for, with its reason and article.
    assert!(text.contains("Art. 6.9"), "{text}");
}

/// A hall of many fallen flags is shown before their findings (a mate search each, Art. 6.9)
/// are found: those rows say "judging" until the findings come from other threads, then show
/// what the engine finds on each board alone; the result dialog does not wait (issue 21).
#[test]
fn many_fallen_flags_are_judged_while_the_hall_is_already_shown() {
    // Even boards: Black has only a king (draw); odd: Black has a queen (White loses).
    let fen = |n: u32| {
        if n.is_multiple_of(2) {
            "8/8/4k3/8/8/2QK4/8/8 w - - 0 60"
        } else {
            "8/8/4k3/8/8/2qK4/8/8 w - - 0 60"
        }
    };
    let boards: Vec<BoardModel> = (1..=40)
        .map(|n| flagged(n, fen(n), true, false, true))
        .collect();
    let expected: Vec<Option<String>> = boards
        .iter()
        .map(|b| {
            b.flag_finding()
                .and_then(|f| f.result)
                .map(|r| r.to_string())
        })
        .collect();
    assert_eq!(expected[1].as_deref(), Some("1/2-1/2"));
    assert_eq!(expected[0].as_deref(), Some("0-1"));
    // Fresh models, as the app gets them from the file: nothing judged yet.
    let boards: Vec<BoardModel> = (1..=40)
        .map(|n| flagged(n, fen(n), true, false, true))
        .collect();
    let mut hall = app(boards);
    let verdicts = |app: &mut App| -> Vec<Option<String>> {
        // Every row in sight.
        app.resize(60);
        app.view(&fmt)
            .hall
            .rows
            .iter()
            .map(|r| {
                r.alerts.iter().find_map(|a| match a {
                    Alert::Flag { verdict, .. } => Some(verdict.clone()),
                    Alert::FlagJudging { side } => Some(format!("judging {side:?}")),
                    _ => None,
                })
            })
            .collect()
    };
    let first = verdicts(&mut hall);
    assert_eq!(first.len(), 40);
    assert!(
        first.iter().all(|v| v.as_deref() == Some("judging White")),
        "{first:?}"
    );
    let text = screen_at(&mut hall, 240, 50);
    assert!(text.contains("flag fallen: judging (Art. 6.9)"), "{text}");
    let text = screen_text(&mut hall);
    assert!(text.contains("FLAG W   6.9 …"), "{text}");
    // The result dialog of a row still judging finds its answer at once.
    enter(&mut hall);
    press(&mut hall, "r");
    // Wide: the finding names its whole mating line (issue 33) before the article.
    let text = wide_text(&mut hall);
    assert!(text.contains("Art. 6.9"), "{text}");
    hall.handle_key(&code(KeyCode::Esc));
    hall.handle_key(&code(KeyCode::Esc));
    // The findings come on a tick.
    assert!(hall.judging_flags());
    let start = std::time::Instant::now();
    let mut changed = false;
    while hall.judging_flags() {
        changed |= hall.tick(0);
        assert!(start.elapsed().as_secs() < 60, "no findings came");
        std::thread::sleep(std::time::Duration::from_millis(5));
    }
    assert!(
        changed,
        "the tick that brought the findings changed the view"
    );
    let judged = verdicts(&mut hall);
    let want: Vec<Option<String>> = expected
        .iter()
        .map(|v| Some(v.clone().unwrap_or_default()))
        .collect();
    assert_eq!(judged, want);
    // A copy of the app waits for nothing: its rows judge their own flags.
    let boards: Vec<BoardModel> = (1..=40)
        .map(|n| flagged(n, fen(n), true, false, true))
        .collect();
    let mut copy = app(boards).clone();
    copy.tick(0);
    assert_eq!(verdicts(&mut copy), want);
}

#[test]
fn a_flag_against_mating_material_loses() {
    let b = flagged(4, "8/8/4k3/8/8/2qK4/8/8 w - - 0 60", true, false, true);
    let finding = b.flag_finding().unwrap();
    assert_eq!(
        finding.result.map(|r| r.to_string()).as_deref(),
        Some("0-1")
    );
    assert!(!finding.check);
}

#[test]
fn both_flags_with_the_order_unknown_follow_guidelines_iii_3_1() {
    let fen = "8/8/4k3/8/8/2QK4/8/8 w - - 0 60";
    let last = flagged(5, fen, true, true, true).flag_finding().unwrap();
    assert_eq!(
        last.result.map(|r| r.to_string()).as_deref(),
        Some("1/2-1/2")
    );
    assert_eq!(last.article, "III.3.1");
    let earlier = flagged(6, fen, true, true, false).flag_finding().unwrap();
    assert_eq!(earlier.result, None);
    assert_eq!(earlier.article, "III.3.1");
}

#[test]
fn a_flag_with_a_postponed_claim_asks_for_the_ruling_not_a_loss() {
    let mut b = flagged(7, "8/8/4k3/8/8/2qK4/8/8 w - - 0 60", true, false, true);
    b.postponed = Some((Color::White, 12));
    let finding = b.flag_finding().unwrap();
    assert_eq!(finding.result, None);
    assert_eq!(finding.article, "III.5.2");
}

#[test]
fn a_second_illegal_move_against_a_bare_king_proposes_a_draw() {
    // White completes a second illegal move; Black has a bare king and cannot mate (7.5.5).
    let b = flagged(9, "8/8/4k3/8/8/2QK4/8/8 b - - 0 60", false, false, false);
    let text = second_illegal_move_by_white(b);
    assert!(text.contains("Record the result 1/2-1/2?"), "{text}");
}

/// The screen as a user reads it at `w`×`h`: one line per row, trailing blanks cut.
fn screen_at(app: &mut App, w: u16, h: u16) -> String {
    let view = app.view(&fmt);
    let mut t = Terminal::new(TestBackend::new(w, h)).unwrap();
    t.draw(|f| render(&view, f)).unwrap();
    common_screen::text(t.backend().buffer())
}

use crate::common::screen as common_screen;

/// A III.5 claim by White with the facts the store source gives (material, analysis, time).
fn ruling_app() -> App {
    let mut b = board(12, &["e4", "e5", "Nf3", "Nc6"]);
    b.claim = Some(Color::White);
    let mut d = due(ClaimKind::CannotWin, false, false);
    d.facts = vec![
        "Material: White K+R, Black K+R+P.".into(),
        "Analysis: Black could still checkmate by some series of legal moves (e.g. Kd7 Rd1+ Ke6) \
         — whether by normal means is the arbiter's judgement."
            .into(),
        "4 plies at the claim, 0 since; clocks then White 0:01:52, Black 0:04:10.".into(),
    ];
    b.ruling_due = Some(d);
    let mut app = app(vec![b]);
    enter(&mut app);
    press(&mut app, "c");
    app
}

#[test]
fn ruling_dialog_80x24() {
    insta::assert_snapshot!(screen_at(&mut ruling_app(), 80, 24));
}

#[test]
fn ruling_dialog_wide() {
    insta::assert_snapshot!(screen_at(&mut ruling_app(), 160, 40));
}

#[test]
fn guidelines_claim_choice_80x24() {
    let mut app = app(vec![board(12, &["e4", "e5"])]);
    enter(&mut app);
    press(&mut app, "c");
    insta::assert_snapshot!(screen_at(&mut app, 80, 24));
}

#[test]
fn a_penalty_asks_for_the_reason_and_offers_the_whole_of_12_9() {
    let mut app = app(vec![board(4, &["e4", "e5"])]);
    enter(&mut app);
    press(&mut app, "l");
    enter(&mut app); // White
    let menu = screen_text(&mut app);
    for article in [
        "12.9.1", "12.9.4", "12.9.5", "12.9.6", "12.9.7", "12.9.8", "12.9.9",
    ] {
        assert!(menu.contains(article), "{article}: {menu}");
    }
    app.handle_key(&code(KeyCode::Down));
    app.handle_key(&code(KeyCode::Down)); // less time to the offender (12.9.3)
    enter(&mut app);
    press(&mut app, "1:00");
    enter(&mut app);
    assert!(screen_text(&mut app).contains("why?"));
    // No reason: refused, nothing recorded.
    assert!(enter(&mut app).is_empty());
    assert!(screen_text(&mut app).contains("needs a reason"));
    press(&mut app, "phone rang");
    enter(&mut app);
    let shown = screen_text(&mut app);
    assert!(shown.contains("take 1:00 from White's clock"), "{shown}");
    assert!(shown.contains("(Art. 12.9.3)"), "{shown}");
    assert!(shown.contains("Reason: phone rang"), "{shown}");
    let out = press(&mut app, "y");
    assert_eq!(
        out[0].intent,
        Intent::Penalty {
            side: Color::White,
            kind: arbiter::tui::intent::PenaltyKind::OffenderTime,
            ms: Some(60_000),
            reason: "phone rang".into(),
        }
    );
}

#[test]
fn every_clock_pauses_and_resumes_in_one_action() {
    let mut finished = board(3, &["e4"]);
    finished.result = Some(("1-0".into(), "resigned".into()));
    let mut hall = app(vec![board(1, &["e4"]), board(2, &[]), finished]);
    press(&mut hall, "P");
    let shown = screen_text(&mut hall);
    assert!(shown.contains("Pause the clocks of 2 boards"), "{shown}");
    let out = press(&mut hall, "y");
    let intents: Vec<(u32, Intent)> = out.into_iter().map(|r| (r.board, r.intent)).collect();
    assert_eq!(
        intents,
        vec![
            (1, Intent::Clock(ClockAction::Pause)),
            (2, Intent::Clock(ClockAction::Pause)),
        ]
    );
    // With every clock paused, the same key resumes them.
    let mut paused = vec![board(1, &["e4"]), board(2, &[])];
    for b in &mut paused {
        if let Some(c) = b.clock.as_mut() {
            c.paused = true;
            c.running = None;
        }
    }
    let mut again = self::app(paused);
    press(&mut again, "P");
    assert!(screen_text(&mut again).contains("Resume the clocks of 2 boards"));
    let out = press(&mut again, "y");
    assert!(
        out.iter()
            .all(|r| r.intent == Intent::Clock(ClockAction::Resume))
            && out.len() == 2
    );
}

#[test]
fn an_adjustment_below_zero_is_refused_as_typed_never_after_the_confirmation() {
    // White's clock shows 50:00.
    let mut app = app(vec![board(6, &["e4"])]);
    enter(&mut app);
    press(&mut app, "a");
    enter(&mut app); // White
    press(&mut app, "-1:00:00");
    let view = app.view(&fmt);
    let Some(Overlay::Input(input)) = view.overlay else {
        panic!("no input")
    };
    assert!(
        matches!(&input.feedback, Some(Err(e)) if e.contains("below zero")),
        "{:?}",
        input.feedback
    );
    assert!(enter(&mut app).is_empty());
    assert!(
        !matches!(app.view(&fmt).overlay, Some(Overlay::Confirm { .. })),
        "no confirmation is offered for what would be refused"
    );
}

/// Issue 20: `space` with no move entered on a running clock asks first: pressing without
/// moving is an illegal move (Art. 7.5.3 since 2018; 7.5.4 is two hands); the first option leads to 7.5.5 for the player whose
/// clock runs, the second presses as before. Nothing is recorded before the answer.
#[test]
fn space_without_a_move_asks_first_and_offers_7_5_5() {
    let mut app = app(vec![board(6, &["e4"])]);
    enter(&mut app);
    let out = app.handle_key(&code(KeyCode::Char(' ')));
    assert!(
        out.is_empty(),
        "nothing recorded by the bare press: {out:?}"
    );
    let text = screen_text(&mut app);
    assert!(text.contains("Art. 7.5.3"), "{text}");
    assert!(!text.contains("7.5.4"), "{text}");
    assert!(text.contains("illegal move by Black"), "{text}");
    enter(&mut app); // the illegal move by Black (his clock runs after 1.e4)
    let text = screen_text(&mut app);
    assert!(text.contains("illegal move by Black"), "{text}");
    let out = press(&mut app, "y");
    assert!(
        matches!(&out[..], [r] if matches!(r.intent, Intent::IllegalMove { by: Color::Black, .. })),
        "{out:?}"
    );

    let mut app2 = self::app(vec![board(6, &["e4"])]);
    enter(&mut app2);
    app2.handle_key(&code(KeyCode::Char(' ')));
    app2.handle_key(&code(KeyCode::Down));
    let out = enter(&mut app2);
    assert!(
        matches!(&out[..], [r] if matches!(r.intent, Intent::Clock(ClockAction::Press))),
        "{out:?}"
    );
}

/// Issue 21: a tick that changes nothing rebuilds no hall row; a running clock rebuilds only its
/// board's row, a reloaded board only its own; and the kept rows are the ones a fresh app builds.
#[test]
fn a_tick_with_nothing_changed_rebuilds_no_row() {
    use arbiter::clock::{Clock, ClockEvent};
    let t0 = 1_800_000_000_000;
    let boards: Vec<_> = (1..=10)
        .map(|n| {
            let mut b = board(n, &["e4"]);
            let mut clock = Clock::new(&"90+30".parse().expect("control"));
            if n <= 3 {
                clock.apply(t0, &ClockEvent::Start).expect("start");
            }
            b.live = Some(clock);
            b
        })
        .collect();
    let mut a = app(boards);
    a.tick(t0 + 500);
    let _ = a.view(&fmt);
    let built = a.rows_built;
    assert!(built >= 10, "every row is built once: {built}");
    // The same instant again, then a frame where only the stopped clocks would be read.
    a.tick(t0 + 500);
    let _ = a.view(&fmt);
    assert_eq!(a.rows_built, built, "nothing changed: no row rebuilt");
    a.tick(t0 + 2_500);
    let shown = a.view(&fmt);
    assert_eq!(
        a.rows_built,
        built + 3,
        "only the three running clocks moved"
    );
    let fresh = app(a.boards.clone()).view(&fmt);
    assert_eq!(
        shown.hall, fresh.hall,
        "the kept rows are the rows of this instant"
    );
    // One board reloaded (a new model): its row alone is built again.
    let mut changed = a.boards[6].clone();
    std::sync::Arc::make_mut(&mut changed.record)
        .play_san("e5")
        .expect("e5");
    changed.seq += 1;
    a.merge_boards(vec![changed]);
    let shown = a.view(&fmt);
    assert_eq!(a.rows_built, built + 4);
    assert_eq!(shown.hall, app(a.boards.clone()).view(&fmt).hall);
}

/// Issue 36: a hall of 500 running clocks builds the rows in sight only, and a tick rebuilds a
/// row only when a digit it shows changes (once a second here, not at each of ten ticks).
#[test]
fn a_big_hall_builds_only_the_rows_in_sight_and_only_when_a_digit_changes() {
    use arbiter::clock::{Clock, ClockEvent, format_ms};
    let t0 = 1_800_000_000_000;
    let boards: Vec<_> = (1..=500)
        .map(|n| {
            let mut b = board(n, &[]);
            let mut clock = Clock::new(&"5400+30".parse().expect("control"));
            // Started a few ms apart, as a hall's clocks are.
            clock
                .apply(t0 + i64::from(n) * 7, &ClockEvent::Start)
                .expect("start");
            b.live = Some(clock);
            b
        })
        .collect();
    let mut a = app(boards);
    a.resize(24);
    a.tick(t0 + 10_000);
    let first = a.view(&format_ms);
    let in_sight = first.hall.rows.len() as u64;
    assert_eq!(first.hall.listed, 500);
    assert!((1..=24).contains(&in_sight), "{in_sight} rows in sight");
    assert_eq!(a.rows_built, in_sight, "only the rows in sight are built");
    let built = a.rows_built;
    for k in 1..=10 {
        if a.tick(t0 + 10_000 + k * 100) {
            let _ = a.view(&format_ms);
        }
    }
    assert_eq!(
        a.rows_built - built,
        in_sight,
        "each row in sight once, when its second changed"
    );
    // What is shown is what a fresh app shows at this instant.
    let now = a.view(&format_ms);
    let mut fresh = app(a.boards.clone());
    fresh.resize(24);
    fresh.tick(t0 + 11_000);
    assert_eq!(now.hall, fresh.view(&format_ms).hall);
}

/// Issue 36: boards out of sight are read once a second, so a flag falling there is counted
/// (and sorted first by the clock sort) within a second.
#[test]
fn a_flag_falling_out_of_sight_is_counted_within_a_second() {
    use arbiter::clock::format_ms;
    let t0 = 1_800_000_000_000;
    // Board 150 started 89 minutes before the others: its flag falls a minute in.
    let boards = clocks_started(
        200,
        "5400+30",
        |n| if n == 150 { t0 - 5_340_000 } else { t0 },
    );
    let mut a = app(boards);
    a.resize(24);
    a.tick(t0 + 10_000);
    let attention = a.view(&format_ms).hall.attention;
    let alerts: Vec<_> = a
        .boards
        .iter()
        .map(|b| b.row(&format_ms))
        .filter(|r| r.needs_attention())
        .map(|r| (r.number, r.alerts, r.white.clock, r.black.clock))
        .collect();
    assert_eq!(attention, 0, "{alerts:?}");
    let fallen = |a: &App, now: i64| {
        let r = a.boards[149].live.as_ref().expect("clock").reading(now);
        r.white.flagged || r.black.flagged
    };
    let (mut fell_at, mut counted_at) = (None, None);
    for k in 1..=1_000 {
        let now = t0 + 10_000 + k * 100;
        if fallen(&a, now) && fell_at.is_none() {
            fell_at = Some(now);
        }
        if a.tick(now) && a.view(&format_ms).hall.attention == 1 && counted_at.is_none() {
            counted_at = Some(now);
        }
    }
    let fell_at = fell_at.expect("the flag falls");
    let counted_at = counted_at.expect("the fallen flag is counted");
    assert!(
        (0..=1_000).contains(&(counted_at - fell_at)),
        "fell at {fell_at}, counted at {counted_at}"
    );
    a.handle_key(&key('s'));
    a.handle_key(&key('s'));
    let by_clock = a.view(&format_ms);
    assert_eq!(by_clock.hall.rows[0].number, 150, "least time first");
}

/// Issue 31 (8): `i` on a board shows that board's incidents only; from the hall, every board's.
#[test]
fn incidents_from_a_board_are_that_boards_only() {
    let mut app = app(vec![board(1, &["e4"]), board(2, &["d4"])]);
    press(&mut app, "i");
    let view = app.view(&fmt);
    assert_eq!(view.screen, Screen::Incidents);
    assert!(
        view.incidents.filter.is_empty(),
        "{:?}",
        view.incidents.filter
    );
    // Back to the hall, down to board 2, open it, then `i`.
    app.handle_key(&code(KeyCode::Esc));
    app.handle_key(&code(KeyCode::Down));
    app.handle_key(&code(KeyCode::Enter));
    assert_eq!(app.view(&fmt).screen, Screen::Board);
    press(&mut app, "i");
    let view = app.view(&fmt);
    assert_eq!(view.screen, Screen::Incidents);
    assert_eq!(
        view.incidents.filter.len(),
        1,
        "{:?}",
        view.incidents.filter
    );
    assert!(
        view.incidents.filter[0].contains('2'),
        "{:?}",
        view.incidents.filter
    );
}

/// Issue 30, D7: a game the Laws ended is worded by its score in the hall and on the board — a
/// checkmate as the win it is, never as a draw; stalemate, a dead position and the fivefold
/// repetition as draws.
#[test]
fn a_game_ended_by_the_laws_is_worded_by_its_score() {
    let mut fivefold = Vec::new();
    for _ in 0..2 {
        fivefold.extend_from_slice(&KNIGHTS);
    }
    let from_fen = |fen: &str, san: &str| {
        let mut b = board(1, &[]);
        b.record = GameRecord::from_fen(fen).unwrap().into();
        std::sync::Arc::make_mut(&mut b.record)
            .play_san(san)
            .unwrap();
        b
    };
    let cases = [
        (
            board(1, &["f3", "e5", "g4", "Qh4#"]),
            "0-1: checkmate (5.1.1)",
        ),
        (
            from_fen("7k/8/6K1/8/8/8/8/5Q2 w - - 0 60", "Qf7"),
            "DRAW: stalemate (5.2.1)",
        ),
        (
            from_fen("8/8/8/4k3/8/8/3pK3/8 w - - 0 60", "Kxd2"),
            "DRAW: dead position (5.2.2)",
        ),
        (board(1, &fivefold), "DRAW: fivefold"),
    ];
    for (b, words) in cases {
        let mut app = app(vec![b]);
        let hall = wide_text(&mut app);
        assert!(hall.contains(words), "hall: {words}\n{hall}");
        enter(&mut app);
        let on_board = wide_text(&mut app);
        assert!(on_board.contains(words), "board: {words}\n{on_board}");
        if !words.starts_with("DRAW") {
            assert!(!hall.contains("DRAW"), "{hall}");
            assert!(!on_board.contains("DRAW"), "{on_board}");
        }
    }
}

/// Issue 30, D5: `S` names the clock each board starts — Black's on a board set up with Black to
/// move, the side to move's when the boards differ.
#[test]
fn start_round_names_the_side_to_move() {
    let black_to_move = || {
        let mut b = board(1, &[]);
        b.record = GameRecord::from_fen("4k3/8/8/8/8/8/8/4K2R b K - 0 30")
            .unwrap()
            .into();
        if let Some(c) = b.clock.as_mut() {
            c.started = false;
            c.running = None;
        }
        b
    };
    let mut one = app(vec![black_to_move()]);
    press(&mut one, "S");
    let text = screen_text(&mut one);
    assert!(text.contains("Start Black's clock on 1 boards"), "{text}");
    let mut white = board(2, &[]);
    if let Some(c) = white.clock.as_mut() {
        c.started = false;
        c.running = None;
    }
    let mut both = app(vec![black_to_move(), white]);
    press(&mut both, "S");
    let text = screen_text(&mut both);
    assert!(
        text.contains("Start the clock of the side to move on 2 boards"),
        "{text}"
    );
}

/// Boards 1..=`boards`, each with a clock of `control` started at `start(number)`.
fn clocks_started(boards: u32, control: &str, start: impl Fn(u32) -> i64) -> Vec<BoardModel> {
    use arbiter::clock::{Clock, ClockEvent};
    (1..=boards)
        .map(|n| {
            let mut b = board(n, &[]);
            let mut clock = Clock::new(&control.parse().expect("control"));
            clock.apply(start(n), &ClockEvent::Start).expect("start");
            b.live = Some(clock);
            b
        })
        .collect()
}

/// A hall of running clocks whose digits change at different instants of the second (started
/// 7 ms apart), in a 24-line terminal.
fn staggered_hall(t0: i64, boards: u32) -> App {
    let mut a = app(clocks_started(boards, "5400+30", |n| t0 + i64::from(n) * 7));
    a.resize(24);
    a
}

/// Issue 36: the loop sleeps until the instant a shown digit next changes, not a fixed tenth of
/// a second: `next_wake` is the first instant after the tick at which a row in sight shows
/// another time, found here by reading each clock shown at every millisecond.
#[test]
fn the_app_wakes_when_the_next_shown_digit_changes() {
    use arbiter::clock::{format_ms, format_unit};
    let t0 = 1_800_000_000_000;
    let mut a = staggered_hall(t0, 500);
    let now = t0 + 10_000;
    a.tick(now);
    let shown = a.view(&format_ms);
    let in_sight: Vec<u32> = shown.hall.rows.iter().map(|r| r.number).collect();
    let changes_at = |number: u32| {
        let clock = a
            .board(number)
            .and_then(|b| b.live.as_ref())
            .expect("clock");
        let unit = |t: i64| format_unit(clock.reading(t).white.ms);
        (now + 1..now + 2_000)
            .find(|&t| unit(t) != unit(now))
            .expect("a running clock's digit changes within a second")
    };
    let first = in_sight.iter().map(|&n| changes_at(n)).min().expect("rows");
    assert_eq!(a.next_wake(), first);
    // Woken at that instant, the row changed: the tick says so, and the next wake is later.
    assert!(a.tick(first), "a shown digit changed at {first}");
    let _ = a.view(&format_ms);
    assert!(a.next_wake() > first);
    // With every clock stopped, nothing wakes the app within the next 30 seconds.
    let stopped_boards = (1..=500).map(|n| {
        let mut b = board(n, &[]);
        b.live = Some(arbiter::clock::Clock::new(
            &"5400+30".parse().expect("control"),
        ));
        b
    });
    let mut stopped = app(stopped_boards.collect());
    stopped.resize(24);
    stopped.tick(now);
    let _ = stopped.view(&format_ms);
    assert!(
        stopped.next_wake() >= now + 30_000,
        "{}",
        stopped.next_wake() - now
    );
}

/// Issue 36: a board out of sight is read only at its next attention instant; a flag falling
/// there is counted at the instant it falls, by an app woken only when `next_wake` says.
#[test]
fn a_flag_falling_out_of_sight_is_counted_when_it_falls() {
    use arbiter::clock::format_ms;
    let t0 = 1_800_000_000_000;
    // Board 1,500 started 89 minutes and 59.95 s before the others: its flag falls half a
    // minute in, at no second of the other clocks.
    let boards = clocks_started(2_000, "5400+30", |n| {
        if n == 1_500 { t0 - 5_389_950 } else { t0 }
    });
    let clock = boards[1_499].live.clone().expect("clock");
    let fell_at = (t0..t0 + 60_000)
        .find(|&t| clock.reading(t).white.flagged)
        .expect("the flag falls within a minute");
    let mut a = app(boards);
    a.resize(24);
    a.tick(t0 + 1_000);
    assert_eq!(a.view(&format_ms).hall.attention, 0);
    let mut wakes = 0;
    let counted_at = loop {
        let now = a.next_wake();
        wakes += 1;
        if a.tick(now) && a.view(&format_ms).hall.attention == 1 {
            break now;
        }
        assert!(now < t0 + 60_000, "not counted by {now}");
    };
    assert_eq!(counted_at, fell_at, "counted when it fell");
    // The rows in sight change once a second; the boards out of sight add the flag's wake
    // and the 30-s safety recheck.
    let seconds = (fell_at - t0) / 1_000;
    assert!(wakes <= seconds + 2, "{wakes} wakes in {seconds} s");
}

/// Issue 36: a clock out of sight crossing five minutes gets its reminder (Art. 6.4, 8.4)
/// without an event: the attention sort puts the board with an alert first at that instant.
#[test]
fn a_reminder_out_of_sight_moves_the_board_up_the_attention_sort() {
    use arbiter::clock::format_ms;
    let t0 = 1_800_000_000_000;
    // Board 250 has 5 minutes and 0.5 s left at t0 + 1 s.
    let mut boards = clocks_started(300, "40/5400:1800", |n| {
        if n == 250 { t0 - 5_098_500 } else { t0 }
    });
    for b in &mut boards {
        // Every reminder on (the default switches).
        b.reminder_clock = Some(ReminderClock {
            switches: std::sync::Arc::default(),
            guidelines_iii: false,
        });
    }
    let mut a = app(boards);
    a.resize(24);
    a.handle_key(&key('s'));
    a.tick(t0 + 1_000);
    assert_eq!(a.view(&format_ms).hall.rows[0].number, 1, "no alert yet");
    let mut now = t0 + 1_000;
    while now < t0 + 3_000 {
        now = a.next_wake();
        if a.tick(now) && a.view(&format_ms).hall.rows[0].number == 250 {
            break;
        }
    }
    assert_eq!(a.view(&format_ms).hall.rows[0].number, 250);
    assert_eq!(now, t0 + 1_501, "sorted up when under five minutes");
}
