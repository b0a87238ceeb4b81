//! A fed board in the fold (issue 19): the feed's notices are recorded once while they say
//! something new, and a fed move's `[%clk]` is the clock on the table — the board's clock takes
//! it, with the opponent's clock running from the move.

use arbiter::event::command::{Command, CommandErrorKind as Kind};
use arbiter::event::{
    BoardSetup, BoardState, EventKind, EventSettings, FeedNotice, Readings, fold_with,
};
use arbiter::rules::GameScore;
use shakmaty::Color;

const T: i64 = 1_800_000_000_000;

fn settings() -> EventSettings {
    let mut s = EventSettings::new("x");
    s.control = Some("90m+30s".parse().expect("control"));
    s
}

/// Fold `kinds`, the i-th at `T + i` seconds.
fn state(kinds: &[EventKind]) -> BoardState {
    let events = common_events::events(1, kinds, |i| T + i as i64 * 1000);
    let s = state_problems_free(fold_with(
        &BoardSetup::new(1, "W", "B"),
        &settings(),
        &events,
    ));
    assert_eq!(s.last_seq as usize, kinds.len());
    s
}

fn state_problems_free(s: BoardState) -> BoardState {
    assert!(s.problems.is_empty(), "{:?}", s.problems);
    s
}

fn attached() -> EventKind {
    EventKind::Feed(FeedNotice::Attached {
        source: "round3.pgn".into(),
    })
}

fn fed(san: &str, white_ms: i64, black_ms: i64) -> EventKind {
    EventKind::Move {
        san: san.into(),
        clock: Some(Readings { white_ms, black_ms }),
    }
}

fn refusal(kinds: &[EventKind], cmd: Command) -> Kind {
    match cmd.to_event(&state(kinds), &settings(), T + 100_000) {
        Ok(ev) => panic!("{cmd:?} accepted: {ev:?}"),
        Err(e) => e.kind(),
    }
}

#[test]
fn a_fed_moves_clock_is_the_clock_on_the_table() {
    let kinds = [
        attached(),
        fed("e4", 5_390_000, 5_400_000),
        fed("e5", 5_390_000, 5_370_000),
        fed("Nf3", 5_000_000, 5_370_000),
    ];
    let s = state(&kinds);
    let clock = s.clock.as_ref().expect("clock");
    // The last move (at T+3 s) was White's: Black's clock runs from it, from the %clk value.
    let r = clock.reading(T + 3_000 + 10_000);
    assert_eq!(r.running, Some(Color::Black));
    assert_eq!(r.white.ms, 5_000_000);
    assert_eq!(r.black.ms, 5_370_000 - 10_000);
    let feed = s.feed.as_ref().expect("fed");
    assert_eq!(feed.moves, 3);
    assert_eq!(feed.last_move_ms, Some(T + 3_000));
    // Without the feed, the same readings are only a record: the clock was never started.
    let s = state(&kinds[1..]);
    assert_eq!(s.clock.expect("clock").reading(T + 20_000).running, None);
    assert!(s.feed.is_none());
}

#[test]
fn an_ignored_feed_leaves_the_clock_alone() {
    let s = state(&[
        attached(),
        fed("e4", 5_390_000, 5_400_000),
        EventKind::Feed(FeedNotice::Ignore),
        fed("e5", 1_000, 2_000),
    ]);
    // e4 at T+1 s started Black's clock; the ignored feed's e5 at T+3 s set nothing: Black's
    // clock has simply run 2 s, not been set to the feed's 2 s.
    let r = s.clock.as_ref().expect("clock").reading(T + 3_000);
    assert_eq!(
        r.black.ms,
        5_400_000 - 2_000,
        "the black clock kept its own time"
    );
    assert_eq!(r.white.ms, 5_390_000);
    assert_eq!(
        s.feed.as_ref().map(|f| (f.ignored, f.moves)),
        Some((true, 1))
    );
}

#[test]
fn a_disagreement_is_recorded_once_and_follow_clears_it() {
    let disagrees = |ply: u32, feed: &str| {
        Command::Feed(FeedNotice::Disagrees {
            source: "round3.pgn".into(),
            ply,
            recorded: "e5".into(),
            feed: feed.into(),
        })
    };
    let base = vec![attached(), fed("e4", 1, 1), fed("e5", 1, 1)];
    let one = disagrees(2, "e6")
        .to_event(&state(&base), &settings(), T + 10_000)
        .expect("a new disagreement");
    let mut with = base.clone();
    with.push(one);
    let s = state(&with);
    let d = s
        .feed
        .as_ref()
        .and_then(|f| f.disagreement.clone())
        .expect("in force");
    assert_eq!(
        (d.ply, d.label.as_str(), d.feed.as_str()),
        (2, "1...e5", "e6")
    );
    assert_eq!(refusal(&with, disagrees(2, "e6")), Kind::AlreadyDone);
    // Another disagreement is new.
    assert!(disagrees(2, "c5").to_event(&s, &settings(), T).is_ok());
    // Beyond the record: not a disagreement.
    assert_eq!(refusal(&with, disagrees(3, "Nf3")), Kind::BadInput);
    with.push(EventKind::Feed(FeedNotice::Follow));
    let s = state(&with);
    assert_eq!(
        s.feed.as_ref().map(|f| f.disagreement.is_none()),
        Some(true)
    );
    assert_eq!(
        refusal(&with, Command::Feed(FeedNotice::Follow)),
        Kind::AlreadyDone
    );
}

#[test]
fn notices_need_a_fed_board_and_a_result_is_only_proposed() {
    let propose = |result| {
        Command::Feed(FeedNotice::ProposedResult {
            source: "round3.pgn".into(),
            result,
        })
    };
    assert_eq!(refusal(&[], propose(GameScore::DRAW)), Kind::NothingToDo);
    assert_eq!(
        refusal(&[], Command::Feed(FeedNotice::Ignore)),
        Kind::NothingToDo
    );
    let mut kinds = vec![attached(), fed("e4", 1, 1)];
    kinds.push(
        propose(GameScore::DRAW)
            .to_event(&state(&kinds), &settings(), T)
            .expect("proposed"),
    );
    let s = state(&kinds);
    assert_eq!(
        s.feed.as_ref().and_then(|f| f.proposed_result),
        Some(GameScore::DRAW)
    );
    assert!(s.result.is_none() && s.outcome().is_none(), "never applied");
    assert_eq!(refusal(&kinds, propose(GameScore::DRAW)), Kind::AlreadyDone);
    assert_eq!(
        refusal(
            &kinds,
            Command::Feed(FeedNotice::Attached {
                source: "round3.pgn".into()
            })
        ),
        Kind::AlreadyDone
    );
}

use crate::common::events as common_events;

/// The hall's row for a fed board (issue 19): when the feed last moved, a feed gone quiet while
/// the clock runs, a disagreement and a proposed result waiting for the arbiter.
#[test]
fn the_hall_marks_a_fed_board_and_flags_a_quiet_feed() {
    use arbiter::tui::store_source::model_of;
    use arbiter::tui::view::Alert;
    let kinds = [attached(), fed("e4", 5_390_000, 5_400_000)];
    let mut board = model_of(
        arbiter::i18n::catalog(arbiter::i18n::Lang::En),
        &state(&kinds),
    );
    let row_at = |board: &mut arbiter::tui::model::BoardModel, ms: i64| {
        board.tick(ms);
        board.row(&|ms| ms.to_string()).alerts
    };
    // e4 was fed at T+1 s.
    let alerts = row_at(&mut board, T + 11_000);
    assert!(
        alerts.contains(&Alert::Fed { ago_s: Some(10) }),
        "{alerts:?}"
    );
    assert!(!alerts.iter().any(|a| a.needs_attention()), "{alerts:?}");
    // Black's clock runs; five minutes without a fed move: the feed has gone quiet.
    let alerts = row_at(&mut board, T + 1_000 + 5 * 60_000);
    assert!(
        alerts.contains(&Alert::FeedQuiet { minutes: 5 }),
        "{alerts:?}"
    );
    assert!(alerts.iter().any(Alert::needs_attention));
    // A paused clock is not a quiet feed.
    let mut paused = kinds.to_vec();
    paused.push(EventKind::Clock(arbiter::clock::ClockEvent::Pause));
    let mut board = model_of(
        arbiter::i18n::catalog(arbiter::i18n::Lang::En),
        &state(&paused),
    );
    let alerts = row_at(&mut board, T + 60 * 60_000);
    assert!(
        !alerts.iter().any(|a| matches!(a, Alert::FeedQuiet { .. })),
        "{alerts:?}"
    );
    // A disagreement and a proposed result.
    let mut kinds = kinds.to_vec();
    kinds.push(EventKind::Feed(FeedNotice::Disagrees {
        source: "round3.pgn".into(),
        ply: 1,
        recorded: "e4".into(),
        feed: "d4".into(),
    }));
    kinds.push(EventKind::Feed(FeedNotice::ProposedResult {
        source: "round3.pgn".into(),
        result: GameScore::WHITE_WINS,
    }));
    let mut board = model_of(
        arbiter::i18n::catalog(arbiter::i18n::Lang::En),
        &state(&kinds),
    );
    let alerts = row_at(&mut board, T + 5_000);
    assert!(alerts.contains(&Alert::FeedDisagrees {
        label: "1.".into(),
        recorded: "e4".into(),
        feed: "d4".into()
    }));
    assert!(alerts.contains(&Alert::FeedResult {
        result: "1-0".into()
    }));
}

/// A flag on a fed board (issue 19): the side to move's last `[%clk]` minus the time since the
/// opponent's move was fed reaches 0 — the hall shows the flag as for a typed board.
#[test]
fn a_flag_falls_on_a_fed_board_from_the_clock_on_the_table() {
    use arbiter::tui::store_source::model_of;
    use arbiter::tui::view::Alert;
    // After 2.Nf3 (fed at T+3 s) Black has 4 s on the e-board.
    let kinds = [
        attached(),
        fed("e4", 5_390_000, 5_400_000),
        fed("e5", 5_390_000, 4_000),
        fed("Nf3", 5_380_000, 4_000),
    ];
    let mut board = model_of(
        arbiter::i18n::catalog(arbiter::i18n::Lang::En),
        &state(&kinds),
    );
    board.tick(T + 3_000 + 3_999);
    assert_eq!(board.flag_fallen(), None);
    board.tick(T + 3_000 + 4_000);
    assert_eq!(board.flag_fallen(), Some(shakmaty::Color::Black));
    let alerts = board.row(&|ms| ms.to_string()).alerts;
    assert!(
        alerts.iter().any(|a| matches!(
            a,
            Alert::Flag {
                side: shakmaty::Color::Black,
                ..
            }
        )),
        "{alerts:?}"
    );
}

/// The feed's notices are part of the board's history (issue 16, 19): the timeline shows them in
/// order among the moves, a disagreement and the arbiter's answer are incidents (the attaching
/// is not), and each is worded in every language the same way the log words its event.
#[test]
fn feed_notices_are_in_the_timeline_and_the_incidents_in_every_language() {
    use arbiter::event::fold::{HistoryKind, Step};
    use arbiter::i18n::{Catalog, Lang};
    let disagrees = EventKind::Feed(FeedNotice::Disagrees {
        source: "round3.pgn".into(),
        ply: 2,
        recorded: "e5".into(),
        feed: "c5".into(),
    });
    let kinds = [
        attached(),
        fed("e4", 5_390_000, 5_400_000),
        fed("e5", 5_390_000, 5_370_000),
        disagrees.clone(),
        EventKind::Feed(FeedNotice::Ignore),
    ];
    let s = state(&kinds);
    let steps: Vec<String> = s
        .timeline()
        .iter()
        .map(|st| match st {
            Step::Move(m) => m.san.clone(),
            Step::Other(h) => format!("{}#{}", h.kind_name(), h.seq),
        })
        .collect();
    assert_eq!(steps, ["feed#1", "e4", "e5", "feed#4", "feed#5"]);
    let incidents: Vec<u32> = s.incidents().map(|h| h.seq).collect();
    assert_eq!(incidents, [4, 5], "the attaching is not an incident");
    let entry = s.history.iter().find(|h| h.seq == 4).expect("disagreement");
    assert_eq!(
        entry.kind,
        HistoryKind::Feed(match &disagrees {
            EventKind::Feed(n) => n.clone(),
            _ => unreachable!(),
        })
    );
    assert_eq!(entry.plies, 2, "after 1...e5");
    // The words of each language's message file (feed.ftl), read here independently.
    for (lang, word) in [
        (Lang::En, "feed"),
        (Lang::Es, "transmisión"),
        (Lang::Ru, "трансляция"),
    ] {
        let cat = Catalog::new(lang);
        let text = arbiter::i18n::board::history(&cat, entry);
        assert_eq!(
            text,
            arbiter::i18n::board::event(&cat, &disagrees),
            "{lang}"
        );
        for part in ["round3.pgn", "e5", "c5", word] {
            assert!(text.contains(part), "{lang}: {part:?} not in {text:?}");
        }
    }
    assert_ne!(
        arbiter::i18n::board::history(&Catalog::new(Lang::Es), entry),
        arbiter::i18n::board::history(&Catalog::new(Lang::Ru), entry)
    );
}

/// Issue 36: an illegal move of the feed is noted once and alerts the hall with its ply until
/// a move is recorded at that ply; the tags' clocks set the board's clock.
#[test]
fn an_illegal_feed_move_alerts_until_its_ply_is_recorded_and_tag_clocks_set_the_clock() {
    use arbiter::tui::store_source::model_of;
    use arbiter::tui::view::{Alert, FeedWrong};
    let illegal = EventKind::Feed(FeedNotice::Illegal {
        source: "round3.pgn".into(),
        ply: 2,
        san: "Ke7".into(),
    });
    let kinds = [attached(), fed("e4", 5_390_000, 5_400_000), illegal.clone()];
    let s = state(&kinds);
    assert_eq!(
        s.feed
            .as_ref()
            .and_then(|f| f.illegal.as_ref())
            .map(|i| i.label.as_str()),
        Some("1...Ke7")
    );
    let mut board = model_of(arbiter::i18n::catalog(arbiter::i18n::Lang::En), &s);
    board.tick(T + 3_000);
    let alerts = board.row(&|ms| ms.to_string()).alerts;
    let alert = Alert::FeedWrong(FeedWrong::Illegal {
        label: "1...Ke7".into(),
    });
    assert!(alerts.contains(&alert), "{alerts:?}");
    assert!(alert.needs_attention());
    let EventKind::Feed(notice) = illegal.clone() else {
        unreachable!()
    };
    assert_eq!(refusal(&kinds, Command::Feed(notice)), Kind::AlreadyDone);
    // The arbiter may end it too (`arbiter feed follow`): nothing to take back.
    let mut followed = kinds.to_vec();
    followed.push(EventKind::Feed(FeedNotice::Follow));
    let s = state(&followed);
    assert_eq!(s.feed.as_ref().map(|f| f.illegal.is_none()), Some(true));
    assert!(
        Command::Feed(FeedNotice::Follow)
            .to_event(&state(&kinds), &settings(), T + 100_000)
            .is_ok()
    );
    // The e-board corrected: a legal move at ply 2 ends the alert.
    let mut corrected = kinds.to_vec();
    corrected.push(fed("e5", 5_390_000, 5_380_000));
    let s = state(&corrected);
    assert_eq!(s.feed.as_ref().map(|f| f.illegal.is_none()), Some(true));
    // The tags' clocks (time added without a move): the board's clock takes them.
    let mut tagged = corrected.clone();
    tagged.push(EventKind::Feed(FeedNotice::Clocks {
        source: "round3.pgn".into(),
        white_ms: 7_000_000,
        black_ms: 5_000_000,
        running: Some(Color::White),
        at_ms: None,
        running_ms: None,
    }));
    let s = state(&tagged);
    let r = s.readings(T + 4_000).expect("readings");
    assert_eq!((r.white_ms, r.black_ms), (7_000_000, 5_000_000));
    // Issue 36, item 7: the running side's clock as `follow` judged it at the notice's instant
    // (its tag less the time since the reference); a set refused for its reference is shown
    // and never taken later.
    let mut referenced = tagged.clone();
    referenced.push(EventKind::Feed(FeedNotice::Clocks {
        source: "round3.pgn".into(),
        white_ms: 7_000_000,
        black_ms: 5_000_000,
        running: Some(Color::White),
        at_ms: Some(T),
        running_ms: Some(6_995_000),
    }));
    let r = state(&referenced).readings(T + 5_000).expect("readings");
    assert_eq!((r.white_ms, r.black_ms), (6_995_000, 5_000_000));
    let ahead = FeedNotice::ClockReference {
        source: "round3.pgn".into(),
        white_ms: 6_000_000,
        black_ms: 5_000_000,
        running: Color::White,
        at_ms: T + 3_600_000,
        most_ms: 5_490_000,
    };
    let mut refused = tagged.clone();
    refused.push(EventKind::Feed(ahead.clone()));
    let s = state(&refused);
    let r = s.readings(T + 5_000).expect("readings");
    assert_eq!(
        (r.white_ms, r.black_ms),
        (6_999_000, 5_000_000),
        "not taken"
    );
    assert_eq!(
        s.feed
            .as_ref()
            .and_then(|f| f.clock_reference.as_ref())
            .map(|c| (c.at_ms, c.read_ms)),
        Some((T + 3_600_000, T + 5_000))
    );
    assert_eq!(refusal(&refused, Command::Feed(ahead)), Kind::AlreadyDone);
    let taken_later = FeedNotice::Clocks {
        source: "round3.pgn".into(),
        white_ms: 6_000_000,
        black_ms: 5_000_000,
        running: Some(Color::White),
        at_ms: Some(T + 3_600_000),
        running_ms: Some(6_000_000),
    };
    assert_eq!(
        refusal(&refused, Command::Feed(taken_later)),
        Kind::AlreadyDone
    );
    // A refused reading is noted once.
    let beyond = FeedNotice::ClockBeyond {
        source: "round3.pgn".into(),
        ply: 1,
        side: Color::White,
        clock_ms: 359_996_400_000,
        most_ms: 5_460_000,
    };
    let mut noted = corrected;
    noted.push(EventKind::Feed(beyond.clone()));
    assert_eq!(
        state(&noted)
            .feed
            .and_then(|f| f.clock_beyond)
            .map(|b| b.label),
        Some("1.e4".to_owned())
    );
    assert_eq!(refusal(&noted, Command::Feed(beyond)), Kind::AlreadyDone);
}

#[test]
fn a_feed_going_on_after_the_end_alerts_until_the_arbiter_or_the_record_ends_it() {
    // Issue 36, item 7: noted once; the arbiter's ignore or follow ends it, and so does a move
    // recorded at its ply (the end was taken back and the game went on).
    let after = FeedNotice::AfterEnd {
        source: "round3.pgn".into(),
        ply: 2,
        san: "e5".into(),
        article: "9.6.1".into(),
        end_ply: 1,
    };
    let mut kinds = vec![attached(), fed("e4", 5_390_000, 5_400_000)];
    kinds.push(EventKind::Feed(after.clone()));
    let s = state(&kinds);
    let noted = s.feed.as_ref().and_then(|f| f.after_end.clone());
    assert_eq!(
        noted.map(|a| (a.label, a.end_label, a.article)),
        Some(("1...e5".to_owned(), "1.e4".to_owned(), "9.6.1".to_owned()))
    );
    let alerts =
        arbiter::tui::store_source::model_of(arbiter::i18n::catalog(arbiter::i18n::Lang::En), &s)
            .row(&|ms| ms.to_string())
            .alerts;
    let wrong = arbiter::tui::view::Alert::FeedWrong(arbiter::tui::view::FeedWrong::AfterEnd {
        label: "1...e5".into(),
        article: "9.6.1".into(),
    });
    assert!(wrong.needs_attention());
    assert!(alerts.contains(&wrong), "{alerts:?}");
    assert_eq!(refusal(&kinds, Command::Feed(after)), Kind::AlreadyDone);
    for end in [FeedNotice::Ignore, FeedNotice::Follow] {
        let mut ended = kinds.clone();
        ended.push(EventKind::Feed(end));
        assert_eq!(state(&ended).feed.and_then(|f| f.after_end), None);
    }
    let mut moved = kinds.clone();
    moved.push(fed("e5", 5_390_000, 5_370_000));
    assert_eq!(state(&moved).feed.and_then(|f| f.after_end), None);
}
