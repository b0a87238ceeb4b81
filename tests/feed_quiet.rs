//! `arbiter --feed-quiet MINUTES` (issue 19): the quiet threshold of fed boards is the app's
//! setting, not a constant: a value each board's model is given (issue 31: no process-wide
//! setting).

use arbiter::event::{BoardSetup, EventKind, EventSettings, FeedNotice, Readings, fold_with};
use arbiter::tui::model::FEED_QUIET_MS;
use arbiter::tui::store_source::model_of;
use arbiter::tui::view::Alert;

const T: i64 = 1_800_000_000_000;

#[test]
fn the_quiet_threshold_is_the_apps_setting() {
    let mut settings = EventSettings::new("x");
    settings.control = Some("90m+30s".parse().expect("control"));
    let kinds = [
        EventKind::Feed(FeedNotice::Attached {
            source: "r.pgn".into(),
        }),
        EventKind::Move {
            san: "e4".into(),
            clock: Some(Readings {
                white_ms: 5_390_000,
                black_ms: 5_400_000,
            }),
        },
    ];
    let events = common_events::events(1, &kinds, |i| T + i as i64 * 1000);
    let mut board = model_of(
        arbiter::i18n::catalog(arbiter::i18n::Lang::En),
        &fold_with(&BoardSetup::new(1, "W", "B"), &settings, &events),
    );
    assert_eq!(board.feed_quiet_ms, FEED_QUIET_MS, "the default");
    assert_eq!(FEED_QUIET_MS, 5 * 60_000);
    board.feed_quiet_ms = 60_000;
    board.tick(T + 1_000 + 59_000);
    let alerts = board.row(&|ms| ms.to_string()).alerts;
    assert!(
        !alerts.iter().any(|a| matches!(a, Alert::FeedQuiet { .. })),
        "{alerts:?}"
    );
    board.tick(T + 1_000 + 60_000);
    let alerts = board.row(&|ms| ms.to_string()).alerts;
    assert!(
        alerts.contains(&Alert::FeedQuiet { minutes: 1 }),
        "{alerts:?}"
    );
}

use crate::common::events as common_events;
