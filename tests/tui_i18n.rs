//! The app in English, Spanish and Russian (issue 16): snapshots of the hall, a board, the
//! claim dialog and the help at 80×24 in each language; the key row kept at 80×24; names in
//! Cyrillic, accented Latin and CJK measured by display width; moves read with the pieces'
//! local letters and recorded in standard SAN.

use arbiter::i18n::{Catalog, Lang};
use arbiter::tui::app::App;
use arbiter::tui::intent::Intent;
use arbiter::tui::keymap::{self, Action, Context};
use arbiter::tui::model::BoardModel;
use arbiter::tui::render::render;
use arbiter::tui::sample;
use arbiter::tui::view::{AppView, InputView, Look, Overlay};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;

use crate::common::screen as screen_text;
use screen_text::text;

fn look(lang: Lang) -> Look {
    Look {
        ascii: false,
        no_color: false,
        lang,
    }
}

fn draw(view: &AppView, w: u16, h: u16) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("terminal");
    terminal.draw(|f| render(view, f)).expect("draw");
    terminal.backend().buffer().clone()
}

fn screen(view: &AppView) -> String {
    text(&draw(view, 80, 24))
}

fn snapshot(name: &str, lang: Lang, shown: &str) {
    insta::assert_snapshot!(format!("{name}_{lang}_80x24"), shown);
}

fn hall_view(lang: Lang) -> AppView {
    sample::hall(12, look(lang))
}

fn board_view(lang: Lang) -> AppView {
    sample::board(look(lang))
}

fn help_view(lang: Lang) -> AppView {
    let mut view = sample::board(look(lang));
    view.overlay = Some(Overlay::Help {
        context: Context::Board,
    });
    view
}

fn key(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE)
}

fn press(app: &mut App, keys: &str) {
    for c in keys.chars() {
        app.handle_key(&key(c));
    }
}

fn enter(app: &mut App) -> Vec<arbiter::tui::intent::Request> {
    app.handle_key(&KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE))
}

fn fmt(ms: i64) -> String {
    format!("{}:{:02}", ms / 60_000, ms / 1000 % 60)
}

use crate::common::recorded;

const T: i64 = 1_800_000_000_000;

/// A board where the knights went out and back twice: the start position stood after plies 0,
/// 4 and 8, and Nf3 would make the position after ply 1 stand for the third time (Art. 9.2.1).
/// Folded by the event layer, so that what the app records comes back as the store gives it.
fn repetition_board(lang: Lang) -> App {
    use arbiter::clock::ClockEvent;
    use arbiter::event::command::Command;
    let setup = arbiter::event::BoardSetup::new(7, "Ñúñez, Ana", "Иванчук, Василий");
    let mut settings = arbiter::event::EventSettings::new("Open 2026");
    settings.control = Some("90m".parse().expect("control"));
    let mut commands = vec![Command::Clock(ClockEvent::Start)];
    for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] {
        commands.push(Command::play(m));
        commands.push(Command::Clock(ClockEvent::Press));
    }
    let b = recorded::folded(&setup, &settings, &commands, T);
    let mut app = App::new("Open 2026", "arbiter", look(lang), vec![b]);
    enter(&mut app);
    app
}

/// The claim with the written move typed in the language's letters, recorded at Enter (the
/// clocks stop with it, Art. 9.5.1): the decision dialog on it, and what was recorded through
/// the ruling ("y").
fn claim_view(lang: Lang) -> (AppView, Vec<arbiter::tui::intent::Request>) {
    let mut app = repetition_board(lang);
    press(&mut app, "c");
    enter(&mut app);
    let knight = match lang {
        Lang::En => "Nf3",
        Lang::Es => "Cf3",
        Lang::Ru => "Кf3",
    };
    press(&mut app, knight);
    let typed = app.view(&fmt);
    let mut requests = recorded::drive(&mut app, "\n", T + 60_000);
    let view = app.view(&fmt);
    requests.extend(recorded::drive(&mut app, "y", T + 70_000));
    // The dialog before Enter showed the move as read.
    if let Some(Overlay::Input(InputView {
        feedback: Some(Ok(hint)),
        ..
    })) = &typed.overlay
    {
        if lang != Lang::En {
            assert!(hint.contains(&format!("{knight} → Nf3")), "{hint}");
        }
    } else {
        panic!("no feedback on the written move: {:?}", typed.overlay);
    }
    (view, requests)
}

#[test]
fn hall_in_each_language() {
    for lang in Lang::ALL {
        snapshot("hall", lang, &screen(&hall_view(lang)));
    }
}

#[test]
fn board_in_each_language() {
    for lang in Lang::ALL {
        snapshot("board", lang, &screen(&board_view(lang)));
    }
}

#[test]
fn help_in_each_language() {
    for lang in Lang::ALL {
        snapshot("help_board", lang, &screen(&help_view(lang)));
    }
}

#[test]
fn claim_dialog_in_each_language_records_standard_san() {
    for lang in Lang::ALL {
        let (view, requests) = claim_view(lang);
        snapshot("claim", lang, &screen(&view));
        // Whatever the letters typed, the event keeps standard English SAN; the claim is
        // correct (Art. 9.2.1, the third time) and upheld.
        match requests.as_slice() {
            [claim, ruling] => {
                match &claim.intent {
                    Intent::Claim { intended, .. } => {
                        assert_eq!(intended.as_deref(), Some("Nf3"), "{lang}");
                    }
                    other => panic!("{lang}: {other:?}"),
                }
                assert_eq!(ruling.intent, Intent::Decide { upheld: true }, "{lang}");
            }
            other => panic!("{lang}: {other:?}"),
        }
    }
}

/// How many of the key bar's entries the bottom row of `shown` shows, and whether the help is
/// among them.
fn bar_shown(context: Context, lang: Lang, shown: &str) -> (usize, bool) {
    let cat = Catalog::new(lang);
    let last = shown.lines().last().unwrap_or_default();
    let mut count = 0;
    let mut help = false;
    for b in keymap::bar(context) {
        let entry = format!(
            "{} {}",
            keymap::key_label(b.key, false, lang),
            cat.get(b.label, &[])
        );
        if last.contains(&entry) {
            count += 1;
            help |= b.action == Action::Help;
        }
    }
    (count, help)
}

/// Every screen and dialog of the app at 80×24, in `lang`.
fn every_screen(lang: Lang) -> Vec<(Context, AppView)> {
    let mut out = vec![
        (Context::Hall, hall_view(lang)),
        (Context::Board, board_view(lang)),
        (Context::Help, help_view(lang)),
    ];
    let mut incidents = hall_view(lang);
    incidents.screen = arbiter::tui::view::Screen::Incidents;
    out.push((Context::Incidents, incidents));
    let mut app = repetition_board(lang);
    press(&mut app, "c");
    out.push((Context::Choose, app.view(&fmt)));
    enter(&mut app);
    out.push((Context::Input, app.view(&fmt)));
    recorded::drive(&mut app, "\n", T + 60_000);
    out.push((Context::Confirm, app.view(&fmt)));
    out
}

#[test]
fn no_screen_loses_its_key_row_in_spanish_or_russian() {
    let english: Vec<(usize, bool)> = every_screen(Lang::En)
        .iter()
        .map(|(ctx, view)| bar_shown(*ctx, Lang::En, &screen(view)))
        .collect();
    let mut lost = Vec::new();
    for lang in [Lang::Es, Lang::Ru] {
        for ((ctx, view), en) in every_screen(lang).iter().zip(&english) {
            let shown = screen(view);
            let (count, help) = bar_shown(*ctx, lang, &shown);
            if count < en.0 || help != en.1 {
                let last = shown.lines().last().unwrap_or_default().to_owned();
                lost.push(format!(
                    "{lang} {ctx:?}: {count} keys (English {}), help {help}: {last}",
                    en.0
                ));
            }
        }
    }
    assert!(lost.is_empty(), "{}", lost.join("\n"));
}

/// The display column at which `needle` starts on row `y`, reading the buffer cell by cell (a
/// wide character takes two cells).
fn column_of(buf: &Buffer, y: u16, needle: &str) -> Option<u16> {
    let cells: Vec<&str> = (0..buf.area.width).map(|x| buf[(x, y)].symbol()).collect();
    let n = needle.chars().count();
    (0..cells.len().saturating_sub(n)).find_map(|x| {
        let here: String = cells[x..x + n].concat();
        (here == needle).then(|| u16::try_from(x).unwrap_or(u16::MAX))
    })
}

#[test]
fn the_hall_s_columns_stay_aligned_with_accented_cyrillic_and_cjk_names() {
    let names = [
        ("Ñúñez, Ana", "Иванчук, Василий"),
        ("李超", "Carlsen, Magnus"),
        ("Grünfeld-Ñandú, José María", "Непомнящий, Ян Александрович"),
        ("李超李超李超李超李超李超李超", "王皓"),
        ("Müller", "Ding, Liren"),
    ];
    for lang in Lang::ALL {
        let mut view = sample::hall(0, look(lang));
        view.hall.rows = names
            .iter()
            .enumerate()
            .map(|(i, (w, b))| {
                let mut row = sample::row(1);
                row.number = u32::try_from(i + 1).unwrap_or(0);
                row.white.name = (*w).to_owned();
                row.black.name = (*b).to_owned();
                row
            })
            .collect();
        view.hall.total = names.len();
        view.hall.listed = names.len();
        let buf = draw(&view, 80, 24);
        let shown = text(&buf);
        let columns: Vec<(Option<u16>, Option<u16>)> = (0..names.len())
            .map(|i| {
                // The rows start below the title and the header.
                let y = u16::try_from(i + 2).unwrap_or(0);
                (column_of(&buf, y, "1:12:31"), column_of(&buf, y, "1:05:09"))
            })
            .collect();
        assert!(
            columns.iter().all(|c| c.0.is_some() && *c == columns[0]),
            "{lang}: clocks at {columns:?}\n{shown}"
        );
        // Cut names end with the ellipsis, never inside a character.
        // Thirteen columns of room: six ideographs and the ellipsis, the seventh not split.
        assert!(shown.contains("李超李超李超…  王皓"), "{lang}\n{shown}");
        // Too long: the given names cut to initials, the surname whole (issue 20).
        assert!(shown.contains("Иванчук, В. "), "{lang}\n{shown}");
        assert!(shown.contains("Grünfeld-Ñandú "), "{lang}\n{shown}");
        assert!(shown.contains("Ñúñez, Ana"), "{lang}\n{shown}");
    }
    let mut view = sample::hall(0, look(Lang::Ru));
    view.hall.rows = vec![sample::row(1)];
    view.hall.rows[0].white.name = "李超".into();
    view.hall.rows[0].black.name = "Иванчук".into();
    view.hall.total = 1;
    view.hall.listed = 1;
    insta::assert_snapshot!("hall_wide_names_ru_80x24", screen(&view));
}

#[test]
fn why_english_is_used_is_said_whole_above_the_key_row() {
    let why = arbiter::i18n::choose(None, None, &|k| {
        (k == "LANG").then(|| "ru_RU.KOI8-R".to_owned())
    })
    .fallback
    .expect("a non-UTF-8 Russian locale falls back to English");
    let mut view = hall_view(Lang::En);
    view.status = Some(arbiter::tui::view::StatusLine {
        text: why.clone(),
        kind: arbiter::tui::view::StatusKind::Error,
    });
    let shown = screen(&view);
    let lines: Vec<&str> = shown.lines().collect();
    let said = format!("{} {}", lines[21], lines[22]);
    assert!(said.contains("is not UTF-8"), "{shown}");
    assert!(said.contains("--lang ru"), "{shown}");
    let (count, help) = bar_shown(Context::Hall, Lang::En, &shown);
    assert!(help && count > 3, "{shown}");
}

/// A claim recorded elsewhere waits for the ruling: in Spanish and Russian the engine's verdict
/// is worded again in the language (Art. 9.2.1); English shows it as recorded.
#[test]
fn a_waiting_claim_is_explained_in_the_arbiter_s_language() {
    for (lang, said) in [
        (Lang::En, "as recorded"),
        (Lang::Es, "La jugada anotada 4...Cg8"),
        (Lang::Ru, "Записанный ход 4...Кg8"),
    ] {
        let mut b = BoardModel::new(5, "Ñúñez", "Иванчук");
        for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"] {
            std::sync::Arc::make_mut(&mut b.record)
                .play_san(m)
                .expect("legal");
        }
        b.seq = 9;
        b.claim = Some(shakmaty::Color::Black);
        b.claim_verdict = Some((true, "as recorded".into()));
        b.claim_written = Some("Ng8".into());
        b.claim_ply = b.record.plies();
        b.ruling_due = Some(arbiter::tui::model::RulingDue {
            by: shakmaty::Color::Black,
            kind: arbiter::event::ClaimKind::Repetition,
            postponed: false,
            referred: false,
            facts: Vec::new(),
        });
        let mut app = App::new("Open", "arbiter", look(lang), vec![b]);
        enter(&mut app);
        press(&mut app, "c");
        let shown = screen(&app.view(&fmt));
        assert!(shown.contains(said), "{lang}\n{shown}");
    }
}
