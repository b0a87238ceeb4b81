//! Issue 20: every dialog asks the event layer before it offers or confirms. Boards here are
//! folded from events the event layer itself accepted (`check_all`), with the event's settings,
//! so what the app greys is what the store would refuse — and a refused action never reaches a
//! "y" confirmation.

use std::sync::Arc;

use arbiter::clock::ClockEvent;
use arbiter::event::command::{Command, check_all};
use arbiter::event::{BoardSetup, EventKind, EventSettings, fold_with};
use arbiter::rules::GameScore;
use arbiter::tui::app::App;
use arbiter::tui::intent::{Intent, Request};
use arbiter::tui::model::BoardModel;
use arbiter::tui::render::render;
use arbiter::tui::store_source::model_with;
use arbiter::tui::view::{Look, Overlay};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

const T: i64 = 1_800_000_000_000;

/// Board 1 folded from `commands`, each checked by the event layer one second after the last.
fn folded(settings: &EventSettings, commands: &[Command]) -> BoardModel {
    let setup = BoardSetup::new(1, "Carlsen, Magnus", "Caruana, Fabiano");
    let at = |i: usize| T + i as i64 * 1000;
    let mut kinds: Vec<EventKind> = Vec::new();
    for c in commands {
        let state = fold_with(&setup, settings, &common_events::events(1, &kinds, at));
        let more = check_all(&state, settings, std::slice::from_ref(c), at(kinds.len()))
            .unwrap_or_else(|e| panic!("{c:?} refused: {e}"));
        kinds.extend(more);
    }
    let events = common_events::events(1, &kinds, at);
    let mut b = model_with(
        arbiter::i18n::catalog(arbiter::i18n::Lang::En),
        fold_with(&setup, settings, &events),
        Arc::new(settings.clone()),
    );
    b.tick(at(kinds.len()));
    b
}

fn settings(guidelines_iii: bool) -> EventSettings {
    let mut s = EventSettings::new("Test Open");
    s.control = Some("90m".parse().expect("control"));
    s.guidelines_iii = guidelines_iii;
    s
}

/// A game without increment, both clocks set under two minutes in the last (only) period:
/// what Guidelines III.4 needs, but for the announcement.
fn quickplay() -> Vec<Command> {
    let mut c = vec![Command::Clock(ClockEvent::Start)];
    for san in ["e4", "e5", "Nf3", "Nc6"] {
        c.push(Command::play(san));
        c.push(Command::Clock(ClockEvent::Press));
    }
    c.push(Command::Clock(ClockEvent::Set {
        white_ms: 100_000,
        black_ms: 100_000,
        white_moves: None,
        black_moves: None,
    }));
    c
}

fn key(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE)
}

fn press(app: &mut App, keys: &str) -> Vec<Request> {
    keys.chars().flat_map(|c| app.handle_key(&key(c))).collect()
}

fn enter(app: &mut App) -> Vec<Request> {
    app.handle_key(&KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE))
}

fn fmt(ms: i64) -> String {
    format!("{}:{:02}", ms / 60_000, ms / 1000 % 60)
}

fn opened(b: BoardModel) -> App {
    let mut app = App::new("Test Open", "arbiter", Look::default(), vec![b]);
    enter(&mut app);
    app
}

fn screen(app: &mut App, w: u16, h: u16) -> String {
    let view = app.view(&fmt);
    let mut t = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    t.draw(|f| render(&view, f)).expect("draw");
    common_screen::text(t.backend().buffer())
}

/// The options of the open choice and why each is unavailable.
fn choice(app: &mut App) -> Vec<(String, Option<String>)> {
    match app.view(&fmt).overlay {
        Some(Overlay::Choose {
            options,
            unavailable,
            ..
        }) => options.into_iter().zip(unavailable).collect(),
        other => panic!("no choice open: {other:?}"),
    }
}

fn confirming(app: &mut App) -> bool {
    matches!(app.view(&fmt).overlay, Some(Overlay::Confirm { .. }))
}

/// III.4 on an event that did not announce Guidelines III is greyed with III.2.1; chosen anyway,
/// it opens no confirmation and "y" records nothing. Announced, the same option is offered and
/// confirmed.
#[test]
fn iii_4_without_guidelines_iii_is_greyed_with_its_article_and_never_confirmed() {
    let mut app = opened(folded(&settings(false), &quickplay()));
    press(&mut app, "c");
    let options = choice(&mut app);
    let (label, why) = &options[1];
    assert!(label.contains("III.4"), "{options:?}");
    let why = why.as_deref().expect("III.4 greyed without Guidelines III");
    assert!(why.contains("III.2.1"), "{why}");
    assert!(
        options[0].1.is_none(),
        "9.2/9.3 stays available: {options:?}"
    );
    let text = screen(&mut app, 80, 24);
    assert!(text.contains("unavailable"), "{text}");
    assert!(text.contains("III.2.1"), "{text}");
    insta::assert_snapshot!("claim_iii_4_greyed_80x24", text);

    press(&mut app, "2");
    assert!(enter(&mut app).is_empty());
    assert!(
        !confirming(&mut app),
        "no confirmation for a refused request"
    );
    assert!(press(&mut app, "y").is_empty(), "y records nothing");
    let text = screen(&mut app, 80, 24);
    assert!(text.contains("III.2.1"), "the status says why: {text}");

    let mut app = opened(folded(&settings(true), &quickplay()));
    press(&mut app, "c");
    let options = choice(&mut app);
    assert!(options[1].1.is_none(), "announced: offered: {options:?}");
    press(&mut app, "2");
    enter(&mut app);
    assert!(confirming(&mut app));
    let out = press(&mut app, "y");
    assert!(
        matches!(&out[..], [r] if matches!(r.intent, Intent::GuidelinesClaim { .. })),
        "{out:?}"
    );
}

/// A greyed option the arbiter moved onto stays selected as the clocks run: ⏎ then says why
/// and records nothing. (The dialog's judging again every tick moved the selection to the first
/// option, so ⏎ chose "1-0, Black resigns" instead, and `y` recorded it.)
#[test]
fn a_greyed_option_chosen_stays_chosen_while_the_clocks_run() {
    let mut app = opened(folded(&settings(false), &quickplay()));
    press(&mut app, "c");
    assert!(choice(&mut app)[1].1.is_some(), "III.4 greyed");
    press(&mut app, "2");
    for s in 1..=3 {
        app.tick(T + 3_600_000 + s * 1000);
    }
    assert!(enter(&mut app).is_empty(), "nothing recorded");
    assert!(!confirming(&mut app), "the other option was not chosen");
    let text = screen(&mut app, 80, 24);
    assert!(text.contains("III.2.1"), "the status says why: {text}");
}

/// After a result: every other result is greyed (the result stands until taken back), an
/// illegal move, a draw offer and a claim are refused (the game is over, Art. 5), and no choice
/// reaches a confirmation.
#[test]
fn after_a_result_the_dialogs_grey_what_the_game_no_longer_allows() {
    let mut commands = quickplay();
    commands.push(Command::Result {
        result: GameScore::WHITE_WINS,
        reason: "Black resigns".into(),
        article: None,
    });
    let b = folded(&settings(false), &commands);
    for keys in ["r", "x", "o", "c"] {
        let mut app = opened(b.clone());
        press(&mut app, keys);
        let options = choice(&mut app);
        assert!(
            options.iter().all(|(_, why)| why.is_some()),
            "{keys}: {options:?}"
        );
        for i in 1..=options.len() {
            let mut app = opened(b.clone());
            press(&mut app, keys);
            press(&mut app, &i.to_string());
            assert!(enter(&mut app).is_empty(), "{keys} option {i}");
            assert!(!confirming(&mut app), "{keys} option {i} reached y");
            assert!(press(&mut app, "y").is_empty());
        }
    }
}

/// With nothing refused, nothing is greyed: the result dialog of a game in progress offers
/// every result, and the first option is selected.
#[test]
fn a_game_in_progress_greys_nothing_in_the_result_dialog() {
    let mut app = opened(folded(&settings(false), &quickplay()));
    press(&mut app, "r");
    let options = choice(&mut app);
    assert!(options.len() >= 10, "{options:?}");
    assert!(options.iter().all(|(_, why)| why.is_none()), "{options:?}");
}

fn with_moves(sans: &[&str]) -> Vec<Command> {
    let mut c = vec![Command::Clock(ClockEvent::Start)];
    for san in sans {
        c.push(Command::play(*san));
        c.push(Command::Clock(ClockEvent::Press));
    }
    c
}

fn input_title(app: &mut App) -> (String, String) {
    match app.view(&fmt).overlay {
        Some(Overlay::Input(input)) => (input.title, input.text),
        other => panic!("no input open: {other:?}"),
    }
}

/// The status line as a user reads it.
fn status(app: &mut App) -> String {
    app.view(&fmt).status.map(|s| s.text).unwrap_or_default()
}

/// Issue 30, D2: after 1.Nf3 Nc6 2.e3 arbiter B opens `m` and types Nd4 for Black; arbiter A
/// records 2...e6 first. B's dialog is not re-targeted at White's move 3: it closes, the status
/// names what changed, and Enter records nothing.
#[test]
fn d2_a_move_typed_for_black_is_never_stored_as_whites() {
    let s = settings(false);
    let mut app = opened(folded(&s, &with_moves(&["Nf3", "Nc6", "e3"])));
    press(&mut app, "m");
    press(&mut app, "Nd4");
    let (title, _) = input_title(&mut app);
    assert!(title.contains("Black's move 2"), "{title}");
    app.merge_boards(vec![folded(&s, &with_moves(&["Nf3", "Nc6", "e3", "e6"]))]);
    assert_eq!(app.view(&fmt).overlay, None, "the dialog is closed");
    let said = status(&mut app);
    assert!(said.contains("changed under the dialog"), "{said}");
    assert!(said.contains("2...e6"), "names the last move: {said}");
    assert!(said.contains("Nothing recorded"), "{said}");
    assert!(enter(&mut app).is_empty(), "Enter records nothing");
    let text = screen(&mut app, 80, 24);
    assert!(text.contains("changed under the dialog"), "{text}");
}

/// The open dialog's title and lines, when it is a confirmation.
fn confirmation(app: &mut App) -> Option<String> {
    match app.view(&fmt).overlay {
        Some(Overlay::Confirm { title, lines }) => Some(format!("{title}\n{}", lines.join("\n"))),
        _ => None,
    }
}

/// The clock of board 1 as the app has it: (running side, paused, White's ms, Black's ms).
fn clock_of(app: &App) -> (Option<shakmaty::Color>, bool, i64, i64) {
    let c = app.board(1).and_then(|b| b.clock).expect("a clock");
    (c.running, c.paused, c.white_ms, c.black_ms)
}

/// Issue 30, D16: the decision dialog opens on the claim once the board comes back with it,
/// but not over a dialog the arbiter opened meanwhile (the help): that one stays, and `c` opens
/// the decision on the claim waiting. Kills `claim_recorded`'s `||` → `&&`.
#[test]
fn d16_the_decision_does_not_replace_a_dialog_opened_meanwhile() {
    use arbiter::tui::view::Overlay;
    let s = settings(false);
    let knights = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"];
    let b = folded(&s, &with_moves(&knights));
    let now = b.now_ms;
    let mut app = opened(b);
    let mut sent = Vec::new();
    for c in "c\nNg8\n".chars() {
        let code = if c == '\n' {
            KeyCode::Enter
        } else {
            KeyCode::Char(c)
        };
        sent.extend(app.handle_key(&KeyEvent::new(code, KeyModifiers::NONE)));
    }
    assert_eq!(sent.len(), 1, "the claim: {sent:?}");
    // The help opened before the board comes back with the claim.
    app.handle_key(&KeyEvent::new(KeyCode::Char('?'), KeyModifiers::NONE));
    let before = app.board(1).expect("board").clone();
    let back = recorded::record(&before, &sent[0], now).expect("the claim recorded");
    app.merge_boards(vec![back]);
    assert!(
        matches!(app.view(&fmt).overlay, Some(Overlay::Help { .. })),
        "the help stays open"
    );
    app.handle_key(&KeyEvent::new(KeyCode::Esc, KeyModifiers::NONE));
    app.handle_key(&KeyEvent::new(KeyCode::Char('c'), KeyModifiers::NONE));
    let shown = confirmation(&mut app).expect("c opens the decision on the claim waiting");
    assert!(shown.contains("Uphold Black's claim on board 1"), "{shown}");
}

/// Issue 30, D16: a 9.2 claim with the written move is recorded at Enter, and the claimant's
/// clock stops with it (Art. 9.5; 2023: 9.5.1), not at the arbiter's "y": the decision dialog
/// opens on the claim recorded, the clock does not run while it is open, and the ruling is a
/// request of its own, expecting the board with the claim. Upheld: the draw, the clock stays
/// stopped; rejected: the written move is played and the opponent's clock runs, 2:00 added.
#[test]
fn d16_the_clock_stops_at_the_claim_and_the_ruling_follows() {
    use shakmaty::Color;
    let s = settings(false);
    // 1.Nf3 Nf6 2.Ng1 Ng8 3.Nf3 Nf6 4.Ng1: Black's Ng8 would repeat the start a third time.
    let knights = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"];
    let b = folded(&s, &with_moves(&knights));
    let now = b.now_ms;
    let mut app = opened(b);
    assert_eq!(clock_of(&app).0, Some(Color::Black), "Black's clock runs");
    let out = recorded::drive(&mut app, "c\nNg8\n", now);
    assert!(
        matches!(&out[..], [r] if r.intent == Intent::Claim {
            by: Color::Black,
            claim: arbiter::event::ClaimKind::Repetition,
            intended: Some("Ng8".into()),
        }),
        "the claim alone, at Enter: {out:?}"
    );
    let (running, paused, _, black) = clock_of(&app);
    assert_eq!((running, paused), (None, true), "stopped at the claim");
    let shown = confirmation(&mut app).expect("the decision dialog opens on the claim");
    assert!(shown.contains("Claim correct"), "{shown}");
    assert!(shown.contains("Uphold Black's claim on board 1"), "{shown}");
    // A minute with the dialog open: Black's time does not run.
    app.tick(now + 60_000);
    assert_eq!(
        clock_of(&app).3,
        black,
        "the clock ran while the dialog was open"
    );
    let out = recorded::drive(&mut app, "y", now + 60_000);
    assert!(
        matches!(&out[..], [r] if r.intent == Intent::Decide { upheld: true }),
        "{out:?}"
    );
    let after = app.board(1).expect("board");
    assert_eq!(after.result.as_ref().map(|r| r.0.as_str()), Some("1/2-1/2"));
    assert_eq!(
        clock_of(&app).0,
        None,
        "the game is over, the clock stopped"
    );

    // An incorrect claim: Black writes Nc6 after 1.Nf3 Nf6 2.Ng1.
    let b = folded(&s, &with_moves(&knights[..3]));
    let now = b.now_ms;
    let mut app = opened(b);
    let out = recorded::drive(&mut app, "c\nNc6\n", now);
    assert!(
        matches!(&out[..], [r] if matches!(r.intent, Intent::Claim { .. })),
        "{out:?}"
    );
    let (running, _, white, black) = clock_of(&app);
    assert_eq!(running, None, "stopped at the claim");
    let shown = confirmation(&mut app).expect("the decision dialog");
    assert!(shown.contains("Claim incorrect"), "{shown}");
    assert!(shown.contains("Reject Black's claim on board 1"), "{shown}");
    assert!(
        shown.contains("The written move 2...Nc6 must now be played (Art. 9.5.3)."),
        "{shown}"
    );
    app.tick(now + 30_000);
    assert_eq!(clock_of(&app).3, black);
    let out = recorded::drive(&mut app, "y", now + 30_000);
    assert!(
        matches!(&out[..], [r] if r.intent == Intent::Decide { upheld: false }),
        "{out:?}"
    );
    let (running, paused, white_after, black_after) = clock_of(&app);
    assert_eq!(
        (running, paused),
        (Some(Color::White), false),
        "Nc6 played, White's clock runs"
    );
    assert_eq!(white_after, white + 120_000, "2:00 to White (Art. 9.5.3)");
    assert_eq!(
        black_after, black,
        "Black's time did not run during the claim"
    );
    assert_eq!(confirmation(&mut app), None);
}

/// Issue 30, D16 with two sessions: while this session's decision dialog waits on the claim,
/// another session rules on it. The dialog is told: it closes naming what changed, and "y"
/// records nothing.
#[test]
fn d16_a_claim_ruled_by_another_session_closes_the_waiting_decision() {
    let s = settings(false);
    let b = folded(&s, &with_moves(&["Nf3", "Nf6", "Ng1"]));
    let now = b.now_ms;
    let mut app = opened(b);
    recorded::drive(&mut app, "c\nNc6\n", now);
    assert!(confirmation(&mut app).is_some(), "the decision dialog");
    let claimed = app.board(1).expect("board").clone();
    let other = Request {
        board: 1,
        expect_seq: claimed.seq,
        intent: Intent::Decide { upheld: false },
    };
    let ruled = recorded::record(&claimed, &other, now + 5_000).expect("the other session rules");
    app.merge_boards(vec![ruled]);
    assert_eq!(confirmation(&mut app), None, "the dialog is closed");
    let said = status(&mut app);
    assert!(said.contains("changed under the dialog"), "{said}");
    assert!(said.contains("Nothing recorded"), "{said}");
    assert!(press(&mut app, "y").is_empty(), "y records nothing");
}

/// Issue 30, side finding: a claim is no "(=)" in the move list. A III.5 claim is no draw
/// offer at all from 2014 (Guidelines III.5; only 9.2/9.3 claims and the III.4 request are,
/// Art. 9.1.2.3), and a 9.2 claim is made by the player on the move: "(=)" after the
/// opponent's move would say the opponent offered. The PGN marks neither; the move list now
/// keeps what the PGN keeps (`BoardState::offer_marks`), and an offer made with a move keeps
/// its mark.
#[test]
fn a_claim_is_no_draw_offer_mark_in_the_move_list() {
    use arbiter::event::ClaimKind;
    use shakmaty::Color;
    let s = settings(true);
    let claim = |claim: ClaimKind, intended: Option<&str>| Command::Claim {
        claim,
        intended: intended.map(str::to_owned),
        by: Some(Color::White),
        touched: false,
    };
    let move_line = |app: &mut App, san: &str| {
        let board = screen(app, 80, 24);
        board
            .lines()
            .find(|l| l.contains(san))
            .unwrap_or_else(|| panic!("no {san}: {board}"))
            .to_owned()
    };
    let mut iii5 = quickplay();
    iii5.push(claim(ClaimKind::CannotWin, None));
    let mut app = opened(folded(&s, &iii5));
    let line = move_line(&mut app, "Nc6");
    assert!(!line.contains("(=)"), "III.5: {line}");

    let mut repetition = with_moves(&["e4", "e5"]);
    repetition.push(claim(ClaimKind::Repetition, Some("Nf3")));
    let mut app = opened(folded(&s, &repetition));
    let line = move_line(&mut app, "e5");
    assert!(
        !line.contains("(=)"),
        "9.2 by White after Black's e5: {line}"
    );

    let mut offered = with_moves(&["e4", "e5", "Nf3"]);
    offered.push(Command::OfferDraw {
        by: None,
        consent: false,
    });
    let mut app = opened(folded(&s, &offered));
    assert!(move_line(&mut app, "Nf3").contains("Nf3 (=)"));

    // Black offers before moving (Art. 9.1.2.2: valid): no mark on White's Nf3 either.
    let mut before_moving = with_moves(&["e4", "e5", "Nf3"]);
    before_moving.push(Command::OfferDraw {
        by: Some(Color::Black),
        consent: false,
    });
    let mut app = opened(folded(&s, &before_moving));
    let line = move_line(&mut app, "Nf3");
    assert!(!line.contains("(=)"), "Black's offer before moving: {line}");
}

/// Keys opening each dialog of the board screen at each of its steps ('\n' for Enter), on
/// [`quickplay`] with Guidelines III.
const BOARD_DIALOGS: &[&str] = &[
    "m",
    "c",
    "c1\n",
    "c2\n",
    "o",
    "a",
    "a\n",
    "a\n+1:00\n",
    "x",
    "x1\n",
    "l",
    "l1\n",
    "l1\n1\n",
    "r",
    "r1\n",
    "n",
    "t",
    "t1:00 1:00\n",
    " ",
    "u",
];

/// Issue 30, D2, every dialog of the board screen (move, clock adjustment and setting, offer,
/// claim, illegal move, penalty, result, note, ruling, takeback, a press without a move) and
/// the hall's forfeit: open at any step when another session records on the board, it closes
/// with the newest event named, and neither Enter nor "y" records anything.
#[test]
fn d2_every_dialog_closes_when_the_board_changes_under_it() {
    let s = settings(true);
    let b = folded(&s, &quickplay());
    let mut more = quickplay();
    more.push(Command::Note {
        text: "spectator talking".into(),
    });
    let changed = folded(&s, &more);
    let flows = BOARD_DIALOGS.iter().chain(&["mBc4", "nseen"]);
    let mut claimed = quickplay();
    claimed.push(Command::Claim {
        claim: arbiter::event::ClaimKind::CannotWin,
        intended: None,
        by: Some(shakmaty::Color::White),
        touched: false,
    });
    let mut claimed_noted = claimed.clone();
    claimed_noted.push(Command::Note {
        text: "spectator talking".into(),
    });
    // The ruling on a III.5 claim: "c" opens it, "2" its postponement.
    let ruling = [
        (folded(&s, &claimed), folded(&s, &claimed_noted), "c"),
        (folded(&s, &claimed), folded(&s, &claimed_noted), "c2\n"),
    ];
    let flows = flows
        .map(|keys| (b.clone(), changed.clone(), *keys))
        .chain(ruling);
    for (before, changed, flow) in flows {
        let mut app = opened(before);
        keys(&mut app, flow);
        assert!(
            app.view(&fmt).overlay.is_some(),
            "{flow:?} opened no dialog"
        );
        app.merge_boards(vec![changed]);
        assert_eq!(app.view(&fmt).overlay, None, "{flow:?}: still open");
        let said = status(&mut app);
        assert!(
            said.contains("changed under the dialog"),
            "{flow:?}: {said}"
        );
        assert!(said.contains("spectator talking"), "{flow:?}: {said}");
        assert!(enter(&mut app).is_empty(), "{flow:?}: Enter recorded");
        assert!(press(&mut app, "y").is_empty(), "{flow:?}: y recorded");
    }

    // The hall's forfeit (Art. 6.7.1): a board not started an hour after the round began.
    let mut idle = folded(&s, &[]);
    idle.round_start_ms = Some(T - 3_600_000);
    idle.tick(T);
    let mut app = App::new("Test Open", "arbiter", Look::default(), vec![idle]);
    press(&mut app, "F");
    assert!(
        matches!(app.view(&fmt).overlay, Some(Overlay::Choose { .. })),
        "F opened no choice"
    );
    let mut noted = folded(
        &s,
        &[Command::Note {
            text: "spectator talking".into(),
        }],
    );
    noted.round_start_ms = Some(T - 3_600_000);
    noted.tick(T);
    app.merge_boards(vec![noted]);
    assert_eq!(app.view(&fmt).overlay, None, "the forfeit choice is closed");
    assert!(enter(&mut app).is_empty());
    assert!(press(&mut app, "y").is_empty());
}

/// Issue 30, D2: a dialog whose board did not change stays as it was, and what it records
/// carries the sequence number the board had when it opened, so that a change the app has
/// not seen yet is refused by the store, not recorded.
#[test]
fn d2_what_a_dialog_records_expects_the_board_it_was_opened_on() {
    let s = settings(false);
    let b = folded(&s, &with_moves(&["e4", "e5", "Nf3"]));
    let seq = b.seq;
    let mut app = opened(b.clone());
    press(&mut app, "mNc6");
    // A refresh without a change to this board keeps the dialog.
    app.merge_boards(vec![b]);
    let (title, typed) = input_title(&mut app);
    assert!(title.contains("Black's move 2"), "{title}");
    assert_eq!(typed, "Nc6");
    let out = enter(&mut app);
    assert!(
        matches!(&out[..], [r] if r.expect_seq == seq
            && matches!(&r.intent, Intent::Move { san, .. } if san == "Nc6")),
        "{out:?}"
    );
}

/// Keys, '\n' for Enter.
fn keys(app: &mut App, keys: &str) {
    for c in keys.chars() {
        if c == '\n' {
            enter(app);
        } else {
            app.handle_key(&key(c));
        }
    }
}

/// Issue 20: at 80×24 every dialog of the board screen fits or scrolls, and never loses its
/// key row: the box is closed, a confirmation shows "y … n …", a choice shows its selected
/// option, a text field its prompt.
#[test]
fn every_dialog_keeps_its_key_row_at_80x24() {
    let b = folded(&settings(true), &quickplay());
    for flow in BOARD_DIALOGS.iter().chain(&["?"]) {
        let mut app = opened(b.clone());
        keys(&mut app, flow);
        let view = app.view(&fmt);
        let overlay = view.overlay.clone();
        let text = screen(&mut app, 80, 24);
        assert!(overlay.is_some(), "{flow:?} opened no dialog\n{text}");
        assert!(
            text.contains('└') && text.contains('┘'),
            "{flow:?}: the box is cut\n{text}"
        );
        match overlay {
            Some(Overlay::Confirm { .. }) => {
                assert!(text.contains("y yes, record it"), "{flow:?}\n{text}")
            }
            Some(Overlay::Choose {
                options, selected, ..
            }) => {
                let start: String = options[selected].chars().take(20).collect();
                assert!(text.contains(&start), "{flow:?}: {start:?}\n{text}");
            }
            Some(Overlay::Input(input)) => {
                assert!(text.contains(&input.prompt), "{flow:?}\n{text}")
            }
            Some(Overlay::Help { .. }) | None => {}
        }
    }
}

/// The keys of one row of the guide's table: characters, '\n' for Enter; with the request it must
/// record.
fn driven(b: &BoardModel, keys_: &str) -> (usize, Vec<Request>) {
    let mut app = opened(b.clone());
    let out = recorded::drive(&mut app, keys_, b.now_ms);
    (keys_.chars().count(), out)
}

/// Issue 20: the guide's table of keystrokes (`docs/guide/floor.md`, linked from the README) is
/// what the app takes, on boards folded by the
/// event layer (so nothing it greys is counted): each sequence records the action named, in the
/// number of keys the guide gives — a move with its press in at most 5 keys.
#[test]
fn the_guide_keystrokes_record_what_they_say() {
    use arbiter::tui::intent::ClockAction;
    use shakmaty::Color;
    let s = settings(false);
    let b = folded(&s, &with_moves(&["e4", "e5"]));
    let mut offered = with_moves(&["e4", "e5", "Nf3"]);
    offered.push(Command::OfferDraw {
        by: None,
        consent: false,
    });
    let offered = folded(&s, &offered);
    let guide =
        std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/guide/floor.md"))
            .expect("docs/guide/floor.md");
    let table = guide
        .split("Keystrokes of the ten most common actions")
        .nth(1)
        .expect("the table");
    let row = |action: &str| -> String {
        table
            .lines()
            .find(|l| l.starts_with(&format!("| {action} |")))
            .unwrap_or_else(|| panic!("guide row {action:?}"))
            .to_owned()
    };
    let counted = |action: &str, n: usize| {
        let r = row(action);
        let last = r.rsplit('|').nth(1).unwrap_or_default();
        assert!(
            last.contains(&n.to_string()),
            "{action}: {n} keys, guide: {r}"
        );
    };

    let (n, out) = driven(&b, "mNf3\n");
    assert!(n <= 5);
    assert!(
        matches!(&out[..], [r] if r.intent == Intent::Move { san: "Nf3".into(), press: true, offer: false }),
        "{out:?}"
    );
    counted("a move with its press (Art. 6.2.1)", n);
    let (_, out) = driven(&b, "mNf3=\n");
    assert!(
        matches!(&out[..], [r] if r.intent == Intent::Move { san: "Nf3".into(), press: true, offer: true }),
        "{out:?}"
    );
    let (n, out) = driven(&offered, "o\ny");
    assert!(
        matches!(&out[..], [r] if r.intent == Intent::OfferAnswer { accepted: true }),
        "{out:?}"
    );
    counted("accept / decline the pending offer", n);
    let (n, out) = driven(&offered, "o2\n");
    assert!(
        matches!(&out[..], [r] if r.intent == Intent::OfferAnswer { accepted: false }),
        "{out:?}"
    );
    counted("accept / decline the pending offer", n);
    // The claim is recorded at Enter, the clocks stopping with it (Art. 9.5.1); "y" rules.
    let (n, out) = driven(&b, "c\n\ny");
    assert!(
        matches!(&out[..], [c, d] if matches!(c.intent, Intent::Claim { by: Color::White, intended: None, .. })
            && d.intent == Intent::Decide { upheld: false }),
        "{out:?}"
    );
    counted("claim 9.2 / 9.3 without a written move", n);
    let (n, out) = driven(&b, "x\ny");
    assert!(
        matches!(&out[..], [r] if matches!(r.intent, Intent::IllegalMove { by: Color::White, .. })),
        "{out:?}"
    );
    counted("an illegal move (Art. 7.5.5), by White / by Black", n);
    let (n, out) = driven(&b, "x2\ny");
    assert!(
        matches!(&out[..], [r] if matches!(r.intent, Intent::IllegalMove { by: Color::Black, .. })),
        "{out:?}"
    );
    counted("an illegal move (Art. 7.5.5), by White / by Black", n);
    let (_, out) = driven(&b, "a\n+1:30\ny");
    assert!(
        matches!(&out[..], [r] if r.intent == Intent::Clock(ClockAction::Adjust { side: Color::White, ms: 90_000 })),
        "{out:?}"
    );
    let (n, out) = driven(&b, "r2\ny");
    assert!(
        matches!(&out[..], [r] if matches!(&r.intent, Intent::Result(o) if o.score == GameScore::BLACK_WINS)),
        "{out:?}"
    );
    counted("a result (e.g. `2`: White resigns)", n);
    let (n, out) = driven(&b, "p");
    assert!(
        matches!(&out[..], [r] if r.intent == Intent::Clock(ClockAction::Pause)),
        "{out:?}"
    );
    counted("pause / resume this board (Art. 6.11.1)", n);
    let (n, out) = driven(&b, "uy");
    assert!(
        matches!(&out[..], [r] if matches!(r.intent, Intent::TakeBack { .. })),
        "{out:?}"
    );
    counted("take back the last action", n);
}

use crate::common::events as common_events;
use crate::common::recorded;
use crate::common::screen as common_screen;

/// A refusal that depends on the time is judged again as the clock runs, without the board
/// changing: III.4 needs the claimant under two minutes (III.4.1). Opened at 2:05 the option
/// is greyed; six seconds later it is offered. A confirmation open when the flag falls is
/// closed with the reason instead of recording after "y".
#[test]
fn a_time_dependent_refusal_is_judged_again_as_the_clock_runs() {
    let mut commands = quickplay();
    commands.pop();
    commands.push(Command::Clock(ClockEvent::Set {
        white_ms: 125_000,
        black_ms: 125_000,
        white_moves: None,
        black_moves: None,
    }));
    let b = folded(&settings(true), &commands);
    let now = b.now_ms;
    let mut app = opened(b);
    press(&mut app, "c");
    let options = choice(&mut app);
    assert!(options[1].0.contains("III.4"), "{options:?}");
    assert!(options[1].1.is_some(), "2:05 left: greyed: {options:?}");
    app.tick(now + 1_000);
    assert!(choice(&mut app)[1].1.is_some(), "2:04 left: still greyed");
    assert!(app.tick(now + 6_000), "under two minutes: redrawn");
    let options = choice(&mut app);
    assert!(options[1].1.is_none(), "1:59 left: offered: {options:?}");
    press(&mut app, "2");
    enter(&mut app);
    assert!(confirming(&mut app));
    // White's flag falls while the confirmation is open.
    app.tick(now + 126_000);
    assert!(!confirming(&mut app), "closed once the request is refused");
    assert!(press(&mut app, "y").is_empty(), "y records nothing");
}

/// The board screen's key bar greys (and strikes through, for NO_COLOR) a key whose every
/// option the event layer would refuse, and the help says why; in a game in progress nothing
/// is greyed.
#[test]
fn the_board_key_bar_greys_what_the_game_no_longer_allows() {
    use arbiter::tui::keymap::Action;
    let mut app = opened(folded(&settings(false), &quickplay()));
    assert_eq!(app.view(&fmt).refused, Vec::new());
    let bottom = |app: &mut App| {
        let view = app.view(&fmt);
        let mut t = Terminal::new(TestBackend::new(200, 24)).expect("terminal");
        t.draw(|f| render(&view, f)).expect("draw");
        let buf = t.backend().buffer().clone();
        (0..200u16)
            .map(|x| {
                let c = &buf[(x, 23)];
                (
                    c.symbol().to_owned(),
                    c.modifier.contains(ratatui::style::Modifier::CROSSED_OUT),
                )
            })
            .collect::<Vec<_>>()
    };
    assert!(bottom(&mut app).iter().all(|(_, struck)| !struck));

    let mut commands = quickplay();
    commands.push(Command::Result {
        result: GameScore::WHITE_WINS,
        reason: "Black resigns".into(),
        article: None,
    });
    let mut app = opened(folded(&settings(false), &commands));
    let refused = app.view(&fmt).refused;
    let actions: Vec<Action> = refused.iter().map(|(a, _)| *a).collect();
    for a in [
        Action::DrawOffer,
        Action::Claim,
        Action::IllegalMove,
        Action::SetResult,
    ] {
        assert!(actions.contains(&a), "{a:?} not greyed: {refused:?}");
    }
    assert!(refused.iter().all(|(_, why)| !why.is_empty()));
    let bar = bottom(&mut app);
    let text: String = bar.iter().map(|(s, _)| s.as_str()).collect();
    let struck: String = bar
        .iter()
        .map(|(s, struck)| if *struck { s.as_str() } else { " " })
        .collect();
    assert!(struck.contains("o offer"), "{text}\n{struck}");
    assert!(
        !struck.contains("m move") && text.contains("m move"),
        "{text}\n{struck}"
    );
    press(&mut app, "?");
    let help = screen(&mut app, 80, 24);
    assert!(help.contains("not now"), "{help}");
}

/// Issue 30, D13: the app records a move and its press as one action (one instant, one
/// recorder); `u y` takes back both — one action, one undo — naming the move, and what it
/// records leaves the position before the move with the mover's clock running.
#[test]
fn d13_a_move_and_its_press_are_taken_back_with_one_undo() {
    use arbiter::clock::ClockEvent::{Press, Start};
    let s = settings(false);
    let setup = BoardSetup::new(1, "Carlsen, Magnus", "Caruana, Fabiano");
    let actions: Vec<Vec<Command>> = vec![
        vec![Command::Clock(Start)],
        vec![Command::play("e4"), Command::Clock(Press)],
        vec![Command::play("e5"), Command::Clock(Press)],
    ];
    let mut events: Vec<arbiter::event::Event> = Vec::new();
    let fold_now = |events: &[arbiter::event::Event]| fold_with(&setup, &s, events);
    let record = |events: &mut Vec<arbiter::event::Event>, commands: &[Command], at: i64| {
        let kinds = check_all(&fold_now(events), &s, commands, at)
            .unwrap_or_else(|e| panic!("{commands:?} refused: {e}"));
        for kind in kinds {
            let seq = events.len() as u32 + 1;
            let mut ev = common_events::events(1, &[kind], |_| at).remove(0);
            ev.seq = seq;
            ev.id = i64::from(seq);
            events.push(ev);
        }
    };
    for (i, commands) in actions.iter().enumerate() {
        record(&mut events, commands, T + i as i64 * 1000);
    }
    let mut b = model_with(
        arbiter::i18n::catalog(arbiter::i18n::Lang::En),
        fold_now(&events),
        Arc::new(s.clone()),
    );
    b.tick(T + 5000);
    let mut app = opened(b);
    press(&mut app, "u");
    let text = screen(&mut app, 80, 24);
    assert!(text.contains("e5"), "names the move: {text}");
    assert!(text.contains("recorded with"), "{text}");
    let out = press(&mut app, "y");
    let [request] = &out[..] else {
        panic!("{out:?}")
    };
    assert_eq!(
        request.intent,
        Intent::TakeBack {
            of_seq: 5,
            with: vec![4]
        }
    );
    let commands = arbiter::tui::store_source::commands_for(&request.intent);
    record(&mut events, &commands, T + 9000);
    let after = fold_now(&events);
    assert_eq!(after.record.plies(), 1, "1...e5 is taken back");
    let running = after.clock.as_ref().map(|c| c.reading(T + 9000).running);
    assert_eq!(running, Some(Some(shakmaty::Color::Black)));
    // The CLI's `takeback` without a number (the last action) voids the same two events.
    let before = fold_now(&events[..5]);
    let kinds =
        check_all(&before, &s, &[Command::Takeback { of_seq: None }], T + 9000).expect("takeback");
    assert_eq!(
        kinds,
        vec![
            EventKind::Takeback { of_seq: 5 },
            EventKind::Takeback { of_seq: 4 }
        ]
    );
    // An action is its own events only: the clock's start, a second before 1.e4, is another.
    assert_eq!(before.last_action_seqs(), vec![5, 4]);
    let after_e4 = fold_now(&events[..3]);
    assert_eq!(after_e4.last_action_seqs(), vec![3, 2]);
    // A move with a draw offer and its press (`m Nf3= ⏎`): three events, one action.
    let mut offered = events[..5].to_vec();
    let with_offer = [
        Command::play("Nf3"),
        Command::OfferDraw {
            by: None,
            consent: false,
        },
        Command::Clock(Press),
    ];
    record(&mut offered, &with_offer, T + 9000);
    assert_eq!(fold_now(&offered).last_action_seqs(), vec![8, 7, 6]);
    // A press of its own (another instant) is its own action.
    record(
        &mut offered,
        &[Command::Clock(arbiter::clock::ClockEvent::Pause)],
        T + 9500,
    );
    record(
        &mut offered,
        &[Command::Clock(arbiter::clock::ClockEvent::Resume)],
        T + 9600,
    );
    assert_eq!(fold_now(&offered).last_action_seqs(), vec![10]);
}

/// Issue 30, D1: a move that ends the game on a running clock (Fool's mate, Art. 5.1.1) is
/// sent without a press — the game and the clock stop with the move — and the event layer
/// records it; an ordinary move is still sent with its press.
#[test]
fn d1_a_game_ending_move_is_sent_without_a_press_and_recorded() {
    let s = settings(false);
    let b = folded(&s, &with_moves(&["f3", "e5", "g4"]));
    let (_, out) = driven(&b, "mQh4#\n");
    let [request] = &out[..] else {
        panic!("{out:?}")
    };
    assert_eq!(
        request.intent,
        Intent::Move {
            san: "Qh4#".into(),
            press: false,
            offer: false
        }
    );
    let basis = b.basis.as_ref().expect("folded from events");
    assert_eq!(
        basis.refusal(&request.intent, b.now_ms, arbiter::i18n::Lang::En),
        None
    );
    let (_, out) = driven(&b, "mQf6\n");
    assert!(
        matches!(&out[..], [r] if matches!(r.intent, Intent::Move { press: true, .. })),
        "{out:?}"
    );
}

/// Issue 30: the keystrokes of the twelve commonest actions, on boards folded by the event
/// layer: each sequence records what it says, in no more keys than on main at 7376a18 (the
/// table in the notes of branch h30b). Taking back the app's last move was `u y u y` (the
/// press, then the move); it is `u y` (D13).
#[test]
fn the_twelve_commonest_actions_take_no_more_keys_than_before() {
    use arbiter::tui::intent::ClockAction;
    let s = settings(false);
    let b = folded(&s, &with_moves(&["e4", "e5"]));
    let mut offered = with_moves(&["e4", "e5", "Nf3"]);
    offered.push(Command::OfferDraw {
        by: None,
        consent: false,
    });
    let offered = folded(&s, &offered);
    let mut flagged = folded(&s, &quickplay());
    flagged.tick(flagged.now_ms + 200_000);
    // One request, or a 9.2/9.3 claim then the ruling on it (issue 30, D16).
    let is = |intent: &dyn Fn(&Intent) -> bool, out: &[Request]| match out {
        [r] => intent(&r.intent),
        [c, r] => matches!(c.intent, Intent::Claim { .. }) && intent(&r.intent),
        _ => false,
    };
    // (action, board, keys, keys on main, what it records)
    type Check = Box<dyn Fn(&Intent) -> bool>;
    let rows: Vec<(&str, &BoardModel, &str, usize, Check)> = vec![
        (
            "a move with its press",
            &b,
            "mNf3\n",
            6,
            Box::new(|i| matches!(i, Intent::Move { press: true, .. })),
        ),
        (
            "press without a move (Art. 7.5.3)",
            &b,
            " 2\n",
            3,
            Box::new(|i| *i == Intent::Clock(ClockAction::Press)),
        ),
        (
            "pause / resume",
            &b,
            "p",
            1,
            Box::new(|i| *i == Intent::Clock(ClockAction::Pause)),
        ),
        (
            "a draw offer on its own",
            &b,
            "o2\n",
            3,
            Box::new(|i| matches!(i, Intent::Offer { .. })),
        ),
        (
            "accept the offer",
            &offered,
            "o\ny",
            3,
            Box::new(|i| *i == Intent::OfferAnswer { accepted: true }),
        ),
        (
            "claim 9.2 with the written move",
            &b,
            "c\nNf3\ny",
            7,
            Box::new(|i| *i == Intent::Decide { upheld: false }),
        ),
        (
            "an illegal move by White",
            &b,
            "x\ny",
            3,
            Box::new(|i| matches!(i, Intent::IllegalMove { .. })),
        ),
        (
            "a result",
            &b,
            "r2\ny",
            4,
            Box::new(|i| matches!(i, Intent::Result(_))),
        ),
        (
            "a note",
            &b,
            "nok\n",
            4,
            Box::new(|i| matches!(i, Intent::Note { .. })),
        ),
        (
            "take back the last action",
            &b,
            "uy",
            4,
            Box::new(|i| matches!(i, Intent::TakeBack { .. })),
        ),
        (
            "a fallen flag (Art. 6.9)",
            &flagged,
            "r\ny",
            3,
            Box::new(|i| matches!(i, Intent::Result(o) if o.article.as_deref() == Some("6.9"))),
        ),
    ];
    for (action, board, keys_, on_main, records) in &rows {
        let (n, out) = driven(board, keys_);
        assert!(is(records.as_ref(), &out), "{action}: {out:?}");
        assert!(n <= *on_main, "{action}: {n} keys, {on_main} on main");
    }
    // The start of the clock and the next board: one key each.
    let mut fresh = folded(&s, &[]);
    fresh.number = 1;
    let (n, out) = driven(&fresh, "s");
    assert!(
        is(&|i| *i == Intent::Clock(ClockAction::Start), &out),
        "{out:?}"
    );
    assert_eq!(n, 1);
    let mut app = App::new(
        "Test Open",
        "arbiter",
        Look::default(),
        vec![fresh, {
            let mut two = folded(&s, &[]);
            two.number = 2;
            two
        }],
    );
    enter(&mut app);
    press(&mut app, "]");
    let text = screen(&mut app, 80, 24);
    assert!(text.starts_with("Board 2"), "{text}");
}

/// Issue 30, D17 at 80×24: the hall's alert column never cuts a word ("⚠checkmat"); after a
/// declined offer the board's move list keeps "(=)" as the PGN does; a flag's finding that
/// cites its article is not cited twice ("(III.5.2) (Art. III.5.2)").
#[test]
fn d17_the_hall_and_board_at_80x24_cut_no_word_and_keep_what_the_record_keeps() {
    let s = settings(true);
    let mated: Vec<Command> = ["f3", "e5", "g4", "Qh4#"]
        .iter()
        .map(|san| Command::play(*san))
        .collect();
    let mut app = App::new(
        "Test Open",
        "arbiter",
        Look::default(),
        vec![folded(&s, &mated)],
    );
    let hall = screen(&mut app, 80, 24);
    let row = hall
        .lines()
        .find(|l| l.contains("Qh4#"))
        .unwrap_or_default();
    assert!(row.contains("checkmate"), "{hall}");
    assert!(!row.contains("checkmat "), "{hall}");
    assert!(row.trim_end().ends_with("checkmate"), "{row}");

    let mut declined = with_moves(&["e4", "e5", "Nf3"]);
    declined.push(Command::OfferDraw {
        by: None,
        consent: false,
    });
    declined.push(Command::AnswerOffer { accept: false });
    let mut app = opened(folded(&s, &declined));
    let board = screen(&mut app, 80, 24);
    assert!(board.contains("Nf3 (=)"), "{board}");

    let mut postponed = quickplay();
    postponed.push(Command::Claim {
        claim: arbiter::event::ClaimKind::CannotWin,
        intended: None,
        by: Some(shakmaty::Color::White),
        touched: false,
    });
    postponed.push(Command::Decide {
        of_seq: None,
        ruling: arbiter::event::Ruling::Postponed,
        note: None,
        opponent_ms: None,
        result: None,
    });
    let mut b = folded(&s, &postponed);
    b.tick(b.now_ms + 200_000);
    let mut app = App::new("Test Open", "arbiter", Look::default(), vec![b]);
    for width in [80, 160] {
        let hall = screen(&mut app, width, 24);
        assert!(!hall.contains("(III.5.2) (Art. III.5.2)"), "{hall}");
    }
    enter(&mut app);
    let board = screen(&mut app, 80, 24);
    assert!(board.contains("(III.5.2)"), "{board}");
    assert!(!board.contains("(Art. III.5.2)"), "{board}");
}
