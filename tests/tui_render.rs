//! Snapshots of every screen and dialog (TestBackend + insta), at 80×24 and a wide size, in
//! Unicode with colour and in ASCII without; and checks that colours stay in the 16-colour
//! palette, or vanish under NO_COLOR.

use arbiter::i18n::Lang;
use arbiter::tui::keymap::{Action, Context};
use arbiter::tui::render::render;
use arbiter::tui::sample;
use arbiter::tui::view::{AppView, InputView, Look, Overlay, StatusKind, StatusLine};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::style::Color;

const UNICODE: Look = Look {
    ascii: false,
    no_color: false,
    lang: Lang::En,
};
const PLAIN: Look = Look {
    ascii: true,
    no_color: true,
    lang: Lang::En,
};

fn draw(view: &AppView, w: u16, h: u16) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(w, h)).unwrap();
    terminal.draw(|f| render(view, f)).unwrap();
    terminal.backend().buffer().clone()
}

use crate::common::screen as screen_text;
use screen_text::text;

fn screen(view: &AppView, w: u16, h: u16) -> String {
    text(&draw(view, w, h))
}

#[test]
fn hall_80x24() {
    insta::assert_snapshot!(screen(&sample::hall(12, UNICODE), 80, 24));
}

#[test]
fn hall_wide() {
    insta::assert_snapshot!(screen(&sample::hall(12, UNICODE), 180, 30));
}

/// At 200 columns every status is whole ("½-½ agreement", "not started"): none ends in "…".
#[test]
fn hall_200_columns() {
    let screen = screen(&sample::hall(12, UNICODE), 200, 30);
    for status in [
        "1-0 resignation",
        "½-½ agreement",
        "not started",
        "FLAG White",
    ] {
        assert!(
            screen.contains(status),
            "{status} cut at 200 columns:\n{screen}"
        );
    }
    insta::assert_snapshot!(screen);
}

/// The last-move column writes the pieces in the arbiter's language: "22…Td8" in Spanish,
/// "22…Лd8" in Russian (the record keeps standard SAN "Rd8").
#[test]
fn hall_last_move_local_letters() {
    for (lang, rook) in [
        (Lang::Es, "22…Td8"),
        (Lang::Ru, "22…Лd8"),
        (Lang::En, "22…Rd8"),
    ] {
        let look = Look { lang, ..UNICODE };
        let screen = screen(&sample::hall(12, look), 80, 24);
        assert!(screen.contains(rook), "{lang:?}: no {rook}:\n{screen}");
    }
}

/// Names at 80 columns: surname first as entered, cut at the end with one ellipsis, by
/// display width (the row stays 80 columns wide).
#[test]
fn hall_names_cut_at_the_end_at_80() {
    let view = sample::hall(12, UNICODE);
    let screen = screen(&view, 80, 24);
    let row = screen
        .lines()
        .find(|l| l.trim_start().starts_with("1 "))
        .expect("board 1 shown");
    // Given names cut to initials before anything of the surname is lost (issue 20).
    assert!(row.contains("Carlsen, M. "), "{row}");
    assert!(row.contains("Nepomniachtchi "), "{row}");
    // Every surname that fits the column is shown whole, at the start of its cell; a longer
    // one is cut at the end.
    for r in &view.hall.rows {
        for name in [&r.white.name, &r.black.name] {
            let surname = name.split(", ").next().unwrap_or(name);
            let shown = if surname.chars().count() <= 14 {
                surname.to_owned()
            } else {
                format!("{}…", surname.chars().take(13).collect::<String>())
            };
            assert!(screen.contains(&shown), "{shown} not in\n{screen}");
        }
    }
}

#[test]
fn hall_ascii_80x24() {
    insta::assert_snapshot!(screen(&sample::hall(12, PLAIN), 80, 24));
}

#[test]
fn hall_500_scrolled() {
    let mut view = sample::hall(500, UNICODE);
    view.hall.selected = 312;
    view.hall.rows.drain(..300);
    view.hall.first = 300;
    view.hall.jump = Some("31".into());
    let s = screen(&view, 80, 24);
    insta::assert_snapshot!(s);
    assert!(s.contains("301"), "first shown row is board 301");
    assert!(s.contains("301-320 of 500") || s.contains("301–320 of 500"));
}

#[test]
fn hall_filtered_empty() {
    let mut view = sample::hall(0, UNICODE);
    view.hall.filter = Some("needs attention".into());
    insta::assert_snapshot!(screen(&view, 80, 24));
}

#[test]
fn board_80x24() {
    insta::assert_snapshot!(screen(&sample::board(UNICODE), 80, 24));
}

#[test]
fn board_ascii_wide() {
    insta::assert_snapshot!(screen(&sample::board(PLAIN), 160, 40));
}

#[test]
fn board_flipped_ascii_80x24() {
    let mut view = sample::board(PLAIN);
    if let Some(b) = view.board.as_mut() {
        b.flipped = true;
    }
    insta::assert_snapshot!(screen(&view, 80, 24));
}

#[test]
fn incidents_80x24() {
    let mut view = sample::hall(12, UNICODE);
    view.screen = arbiter::tui::view::Screen::Incidents;
    insta::assert_snapshot!(screen(&view, 80, 24));
}

#[test]
fn incidents_wide_filtered() {
    let mut view = sample::hall(12, PLAIN);
    view.screen = arbiter::tui::view::Screen::Incidents;
    view.incidents.rows.retain(|r| r.board == 4);
    view.incidents.filter = vec!["board 4".into()];
    insta::assert_snapshot!(screen(&view, 160, 30));
}

#[test]
fn help_hall_80x24() {
    let mut view = sample::hall(12, UNICODE);
    view.overlay = Some(Overlay::Help {
        context: Context::Hall,
    });
    insta::assert_snapshot!(screen(&view, 80, 24));
}

#[test]
fn help_board_80x24() {
    let mut view = sample::board(UNICODE);
    view.overlay = Some(Overlay::Help {
        context: Context::Board,
    });
    insta::assert_snapshot!(screen(&view, 80, 24));
}

#[test]
fn confirm_80x24() {
    let mut view = sample::board(UNICODE);
    view.overlay = Some(Overlay::Confirm {
        title: "Incorrect claim".into(),
        lines: vec![
            "Board 10: Black's threefold claim is incorrect (Art. 9.2).".into(),
            "Add 2 minutes to White's clock (Art. 9.5.3)?".into(),
        ],
    });
    insta::assert_snapshot!(screen(&view, 80, 24));
}

#[test]
fn move_input_refused_80x24() {
    let mut view = sample::board(UNICODE);
    view.overlay = Some(Overlay::Input(InputView {
        title: "Board 10: Black's move 15".into(),
        prompt: "SAN:".into(),
        text: "Qh4".into(),
        feedback: Some(Err("illegal: no black queen can reach h4".into())),
    }));
    insta::assert_snapshot!(screen(&view, 80, 24));
}

#[test]
fn choose_wide() {
    let mut view = sample::board(UNICODE);
    view.overlay = Some(Overlay::Choose {
        title: "Board 10: penalty (Art. 12.9)".into(),
        context: Vec::new(),
        options: vec![
            "warning".into(),
            "increase opponent's time".into(),
            "reduce offender's time".into(),
            "game lost".into(),
        ],
        unavailable: vec![None; 4],
        selected: 1,
    });
    view.status = Some(StatusLine {
        text: "Conflict: board 10 changed (Deputy recorded 15.Nd5 first); nothing recorded".into(),
        kind: StatusKind::Error,
    });
    insta::assert_snapshot!(screen(&view, 160, 40));
}

fn views() -> Vec<AppView> {
    let mut all = vec![sample::hall(12, UNICODE), sample::board(UNICODE)];
    let mut inc = sample::hall(12, UNICODE);
    inc.screen = arbiter::tui::view::Screen::Incidents;
    all.push(inc);
    let mut help = sample::board(UNICODE);
    help.overlay = Some(Overlay::Help {
        context: Context::Board,
    });
    all.push(help);
    all
}

#[test]
fn colours_are_the_16_named_ones() {
    for view in views() {
        let buf = draw(&view, 120, 40);
        for cell in buf.content() {
            for c in [cell.fg, cell.bg] {
                assert!(
                    !matches!(c, Color::Rgb(..) | Color::Indexed(_)),
                    "{c:?} outside the 16-colour palette"
                );
            }
        }
        // And colour is used at all (so the no-colour test below means something).
        assert!(
            buf.content()
                .iter()
                .any(|c| c.fg != Color::Reset || c.bg != Color::Reset)
        );
    }
}

#[test]
fn no_color_means_no_colour_at_all() {
    for mut view in views() {
        view.look.no_color = true;
        let buf = draw(&view, 120, 40);
        for cell in buf.content() {
            assert_eq!(
                (cell.fg, cell.bg),
                (Color::Reset, Color::Reset),
                "cell {:?}",
                cell.symbol()
            );
        }
    }
}

#[test]
fn ascii_mode_draws_only_ascii() {
    for mut view in views() {
        view.look = PLAIN;
        let s = screen(&view, 120, 40);
        let odd: Vec<char> = s.chars().filter(|c| !c.is_ascii()).collect();
        assert!(odd.is_empty(), "non-ASCII in ASCII mode: {odd:?}\n{s}");
    }
}

#[test]
fn an_empty_event_says_how_to_add_boards() {
    let s = screen(&sample::hall(0, UNICODE), 80, 24);
    assert!(s.contains("arbiter import pairings"), "{s}");
    assert!(
        s.contains("arbiter board add --white NAME --black NAME"),
        "{s}"
    );
}

/// Issue 20: a confirmation taller than the screen scrolls its text above the key row, which
/// stays whole at 80×24; a mark says the text goes on.
#[test]
fn a_long_confirmation_keeps_its_key_row_at_80x24() {
    let mut view = sample::board(UNICODE);
    view.overlay = Some(Overlay::Confirm {
        title: "Board 10: ruling".into(),
        lines: (1..=40).map(|i| format!("fact {i} of the claim")).collect(),
    });
    let s = screen(&view, 80, 24);
    assert!(s.contains("y yes, record it"), "{s}");
    assert!(s.contains("fact 1 of the claim"), "{s}");
    assert!(!s.contains("fact 40 of"), "{s}");
    assert!(s.contains('…'), "a mark for the text cut: {s}");
    assert!(s.contains('└'), "{s}");
}

/// Issue 35: `?` on the hall and on the board screen lists every reminder mark with its
/// article, whole, at 80×24 (the board screen shows the same marks before its sentences).
#[test]
fn help_lists_the_reminder_marks_with_their_articles_at_80x24() {
    let marks = [
        "›9.2   repetition: stood twice, next standing claimable (9.2)",
        "›9.3   fifty-moves: 45, 49, 50 moves (9.3); 70 moves (9.6.2)",
        "›6.4   time-control: moves 38–40 of a period, under 5 min (6.4)",
        "›III   guidelines-iii: under 2 min, Guidelines III (III.4, III.5)",
        "›8.4   scoresheet: under 5 min, increment < 30 s, no recording (8.4)",
    ];
    for (context, mut view) in [
        (Context::Hall, sample::hall(12, UNICODE)),
        (Context::Board, sample::board(UNICODE)),
    ] {
        view.overlay = Some(Overlay::Help { context });
        let text = screen(&view, 80, 24);
        for mark in marks {
            assert!(
                text.contains(mark),
                "{context:?} help lacks {mark}:\n{text}"
            );
        }
    }
    // Keys greyed with their reasons take room: the marks stay, packed with their kinds'
    // names (each mark is its article), and nothing is cut.
    let mut view = sample::board(UNICODE);
    view.refused = vec![
        (
            Action::DrawOffer,
            "no draw before both players have moved (5.2.3)".into(),
        ),
        (Action::Claim, "the game is over".into()),
    ];
    view.overlay = Some(Overlay::Help {
        context: Context::Board,
    });
    let text = screen(&view, 80, 24);
    for mark in [
        "›9.2 repetition",
        "›9.3 fifty-moves",
        "›6.4 time-control",
        "›III guidelines-iii",
        "›8.4 scoresheet",
        "the game is over",
    ] {
        assert!(text.contains(mark), "board help lacks {mark}:\n{text}");
    }
    assert!(!text.contains('…'), "{text}");
}
