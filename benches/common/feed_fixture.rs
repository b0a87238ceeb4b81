//! A round of fed boards (issue 36): an event of W1–B1, W2–B2, … with a 90+30 control, the
//! games as LiveChess writes them, and the moves the event file holds, read by a connection of
//! its own. Shared by the feed benches and `tests/feed_scale.rs`.

use std::path::Path;

use arbiter::event::{BoardSetup, EventSettings};
use arbiter::store::Store;

/// A new event file at `db` with `boards` boards of round 1 (Wn–Bn) and a 90+30 control.
pub fn event_of(db: &Path, boards: u32) -> Store {
    let mut settings = EventSettings::new("Open");
    settings.control = Some("90m+30s".parse().expect("control"));
    let store = Store::create(db, &settings).expect("create");
    store
        .add_boards(
            (1..=boards)
                .map(|b| {
                    (
                        BoardSetup::new(b, format!("W{b}"), format!("B{b}")),
                        Vec::new(),
                    )
                })
                .collect(),
        )
        .expect("boards");
    store
}

/// Board `board`'s game with `moves` played, each with a `[%clk]`, unfinished (`*`).
pub fn game_text<S: AsRef<str>>(board: u32, moves: &[S]) -> String {
    let mut text = format!(
        "[Event \"Open\"]\n[Round \"1\"]\n[Board \"{board}\"]\n[White \"W{board}\"]\n[Black \"B{board}\"]\n\n"
    );
    for (i, san) in moves.iter().enumerate() {
        if i % 2 == 0 {
            text.push_str(&format!("{}. ", i / 2 + 1));
        }
        let clk = 5_400 - i as i64 * 20;
        text.push_str(&format!(
            "{} {{[%clk {}:{:02}:{:02}]}} ",
            san.as_ref(),
            clk / 3600,
            clk / 60 % 60,
            clk % 60
        ));
    }
    text.push_str("*\n\n");
    text
}

/// The moves recorded in the event file at `db`, all boards together (0 when unreadable).
pub fn moves_recorded(db: &Path) -> usize {
    rusqlite::Connection::open_with_flags(db, rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY)
        .and_then(|c| {
            c.query_row(
                "SELECT count(*) FROM events WHERE kind LIKE '%\"san\"%'",
                [],
                |r| r.get::<_, i64>(0),
            )
        })
        .map_or(0, |n| usize::try_from(n).unwrap_or(0))
}
