//! Time controls: parsing, display, presets, category (issue 4).

use arbiter::clock::{Bonus, TimeControl, TimeControlError};
use arbiter::rules::Category;
use proptest::prelude::*;
use shakmaty::Color;

fn tc(text: &str) -> TimeControl {
    match text.parse() {
        Ok(tc) => tc,
        Err(err) => panic!("{text}: {err}"),
    }
}

#[test]
fn pgn_two_periods_with_increment() {
    let control = tc("40/5400+30:1800+30");
    assert_eq!(control.periods.len(), 2);
    assert_eq!(control.periods[0].moves, Some(40));
    assert_eq!(control.periods[0].base_for(Color::White), 5_400_000);
    assert_eq!(control.periods[0].base_for(Color::Black), 5_400_000);
    assert_eq!(
        control.periods[0].bonus,
        Bonus::Fischer {
            ms: 30_000,
            from_move: 1
        }
    );
    assert_eq!(control.periods[1].moves, None);
    assert_eq!(control.periods[1].base_for(Color::White), 1_800_000);
    assert_eq!(control.to_string(), "40/5400+30:1800+30");
    assert_eq!(control.category(), Category::Standard);
    assert!(control.has_increment());
}

#[test]
fn presets_are_the_laws_typical_controls() {
    assert_eq!(tc("fide-standard"), tc("40/5400+30:1800+30"));
    assert_eq!(tc("FIDE_Classic-61"), tc("40/7200:20/3600:900+30@61"));
    assert_eq!(tc("rapid"), tc("900+10"));
    assert_eq!(tc("blitz"), tc("180+2"));
    assert_eq!(tc("armageddon"), tc("300v240+2@61"));
    assert_eq!(tc("quickplay"), tc("3600"));
    assert_eq!(tc("rapid").category(), Category::Rapid);
    assert_eq!(tc("blitz").category(), Category::Blitz);
    // 5 min + nothing counted for moves 1-60: blitz.
    assert_eq!(tc("armageddon").category(), Category::Blitz);
    assert_eq!(tc("quickplay").category(), Category::Standard);
    assert!(!tc("quickplay").has_increment());
    assert!(tc("fide-classic-61").has_increment());
}

#[test]
fn readable_forms_with_units() {
    assert_eq!(tc("90m/40 +30s, 30m +30s"), tc("40/5400+30:1800+30"));
    assert_eq!(tc("40/90m+30s:30min+30s"), tc("40/5400+30:1800+30"));
    assert_eq!(tc("15m+10s"), tc("900+10"));
    assert_eq!(tc("2h/40:1h/20:15m+30s@61"), tc("fide-classic-61"));
    assert_eq!(tc("5m v 4m + 2s @ 61"), tc("armageddon"));
    assert_eq!(tc("1.5h"), tc("5400"));
}

#[test]
fn delay_and_increment_from_move() {
    let delay = tc("5400d10");
    assert_eq!(delay.periods[0].bonus, Bonus::Delay { ms: 10_000 });
    assert_eq!(delay.to_string(), "5400d10");
    assert!(delay.has_increment());
    let from61 = tc("40/7200:20/3600:900+30@61");
    assert_eq!(
        from61.periods[2].bonus,
        Bonus::Fischer {
            ms: 30_000,
            from_move: 61
        }
    );
    assert_eq!(from61.increment_before_move(60), 0);
    assert_eq!(from61.increment_before_move(61), 30_000);
    assert_eq!(from61.period_index_of_move(40), 0);
    assert_eq!(from61.period_index_of_move(41), 1);
    assert_eq!(from61.period_index_of_move(60), 1);
    assert_eq!(from61.period_index_of_move(61), 2);
    assert_eq!(from61.period_completed_by(40), Some(0));
    assert_eq!(from61.period_completed_by(60), Some(1));
    assert_eq!(from61.period_completed_by(61), None);
    assert_eq!(from61.period_completed_by(39), None);
    // Fractions of a second survive.
    assert_eq!(tc("300+0.5").to_string(), "300+0.5");
}

#[test]
fn errors_name_the_bad_part() {
    let err = |text: &str| match text.parse::<TimeControl>() {
        Ok(tc) => panic!("{text} parsed as {tc}"),
        Err(err) => err,
    };
    assert_eq!(err(""), TimeControlError::Empty);
    assert!(
        err("40/5400+x").to_string().contains("\"x\""),
        "{}",
        err("40/5400+x")
    );
    assert!(matches!(
        err("40/5400"),
        TimeControlError::LastWithMoves { period: 1, .. }
    ));
    assert!(matches!(
        err("5400:1800"),
        TimeControlError::MissingMoves { period: 1, .. }
    ));
    assert!(matches!(
        err("40/5400:1800+3q"),
        TimeControlError::BadTime { period: 2, .. }
    ));
    assert!(matches!(
        err("0/5400:1800"),
        TimeControlError::ZeroMoves { period: 1 }
    ));
    assert!(matches!(
        err("x/5400:1800"),
        TimeControlError::BadMoves { period: 1, .. }
    ));
    assert!(matches!(
        err("300+2@0"),
        TimeControlError::BadFromMove { period: 1, .. }
    ));
    assert!(matches!(
        err("300d2@61"),
        TimeControlError::Unexpected { period: 1, .. }
    ));
    assert!(matches!(err("0"), TimeControlError::NoTime { .. }));
    assert!(matches!(
        err("40m/90m"),
        TimeControlError::AmbiguousSlash { .. }
    ));
    assert!(matches!(err("blits"), TimeControlError::Unknown(_)));
    let shorthand = err("90/40+30+30s");
    assert!(matches!(
        shorthand,
        TimeControlError::Shorthand { period: 1, .. }
    ));
    assert!(shorthand.to_string().contains("90m/40+30s:30m+30s"));
    // ... and what it suggests is indeed the FIDE control.
    assert_eq!(tc("90m/40+30s:30m+30s"), tc("fide-standard"));
    assert!(err("blits").to_string().contains("armageddon"));
    assert_eq!(
        err("fide-classic-6l"),
        TimeControlError::Unknown("fide-classic-6l".to_string())
    );
    assert!(matches!(err("-"), TimeControlError::Unknown(_)));
}

#[test]
fn serde_as_string() {
    let control = tc("fide-classic-61");
    let json = serde_json::to_string(&control).unwrap();
    assert_eq!(json, "\"40/7200:20/3600:900+30@61\"");
    let back: TimeControl = serde_json::from_str(&json).unwrap();
    assert_eq!(back, control);
    assert!(serde_json::from_str::<TimeControl>("\"40/\"").is_err());
}

fn arb_time() -> impl Strategy<Value = String> {
    prop_oneof![
        (0u32..100_000).prop_map(|s| s.to_string()),
        (0u32..100_000, 1u32..1000).prop_map(|(s, f)| format!("{s}.{f:03}")),
        (0u32..300).prop_map(|m| format!("{m}m")),
        (0u32..10).prop_map(|h| format!("{h}h")),
    ]
}

fn arb_period() -> impl Strategy<Value = String> {
    (
        arb_time(),
        proptest::option::of(arb_time()),
        0u8..3,
        arb_time(),
        1u32..100,
    )
        .prop_map(|(base, black, kind, bonus, from)| {
            let mut s = base;
            if let Some(black) = black {
                s = format!("{s}v{black}");
            }
            match kind {
                0 => s,
                1 => format!("{s}+{bonus}@{from}"),
                _ => format!("{s}d{bonus}"),
            }
        })
}

proptest! {
    #[test]
    fn parser_never_panics(text in "\\PC{0,40}") {
        let _ = text.parse::<TimeControl>();
    }

    #[test]
    fn parser_never_panics_on_near_misses(text in "[0-9/+:dv@.mhsin ,]{0,30}") {
        let _ = text.parse::<TimeControl>();
    }

    #[test]
    fn display_round_trips(
        first in proptest::collection::vec((1u32..80, arb_period()), 0..3),
        last in arb_period(),
    ) {
        let mut text: Vec<String> = first.iter().map(|(n, p)| format!("{n}/{p}")).collect();
        text.push(last);
        let text = text.join(":");
        if let Ok(control) = text.parse::<TimeControl>() {
            let shown = control.to_string();
            let again: TimeControl = shown.parse().map_err(|e| TestCaseError::fail(format!("{shown}: {e}")))?;
            prop_assert_eq!(&again, &control);
            prop_assert_eq!(again.to_string(), shown);
        }
    }
}

#[test]
fn plain_pgn_tag_only_when_pgn_can_say_it() {
    assert_eq!(
        tc("fide-standard").pgn_tag().as_deref(),
        Some("40/5400+30:1800+30")
    );
    assert_eq!(tc("90m/40, 30m").pgn_tag().as_deref(), Some("40/5400:1800"));
    assert_eq!(tc("300d0").pgn_tag().as_deref(), Some("300"));
    assert_eq!(tc("fide-classic-61").pgn_tag(), None);
    assert_eq!(tc("armageddon").pgn_tag(), None);
    assert_eq!(tc("300v240").pgn_tag(), None);
    assert_eq!(tc("5400d10").pgn_tag(), None);
}

#[test]
fn described_in_words() {
    assert_eq!(
        arbiter::i18n::rules::control(
            arbiter::i18n::catalog(arbiter::i18n::Lang::En),
            &tc("fide-standard")
        ),
        "40 moves in 1h30 +30 s per move from move 1, then 30 min +30 s per move from move 1"
    );
    assert_eq!(
        arbiter::i18n::rules::control(
            arbiter::i18n::catalog(arbiter::i18n::Lang::En),
            &tc("armageddon")
        ),
        "5 min (Black 4 min) +2 s per move from move 61"
    );
    assert_eq!(
        arbiter::i18n::rules::control(
            arbiter::i18n::catalog(arbiter::i18n::Lang::En),
            &tc("5400d10")
        ),
        "1h30 with 10 s delay per move"
    );
    assert_eq!(
        arbiter::i18n::rules::control(arbiter::i18n::catalog(arbiter::i18n::Lang::En), &tc("7200")),
        "2h"
    );
    assert_eq!(
        arbiter::i18n::rules::control(arbiter::i18n::catalog(arbiter::i18n::Lang::En), &tc("90.5")),
        "90.5 s"
    );
}

/// The control read back in Spanish and Russian (issue 16): the same periods, counts and times,
/// worded by each language's message file; the category by Appendices A and B.
#[test]
fn described_in_every_language() {
    use arbiter::i18n::rules::{control, control_meaning};
    use arbiter::i18n::{Catalog, Lang};
    let fide = tc("fide-standard");
    let es = Catalog::new(Lang::Es);
    let ru = Catalog::new(Lang::Ru);
    assert_eq!(
        control(&es, &fide),
        "40 jugadas en 1 h 30 min +30 s por jugada desde la jugada 1, después 30 min +30 s por jugada desde la jugada 1"
    );
    assert_eq!(
        control(&ru, &fide),
        "40 ходов за 1 ч 30 мин +30 с за ход начиная с 1-го хода, затем 30 мин +30 с за ход начиная с 1-го хода"
    );
    assert_eq!(
        control(&ru, &tc("armageddon")),
        "5 мин (чёрные 4 мин) +2 с за ход начиная с 61-го хода"
    );
    assert!(control_meaning(&es, &tc("3m+2s")).ends_with("(ajedrez relámpago)"));
    assert!(control_meaning(&ru, &tc("15m+10s")).ends_with("(быстрые шахматы)"));
    assert!(control_meaning(&ru, &fide).ends_with("(классические шахматы)"));
    // English as before, through the same wording.
    assert_eq!(
        control(&Catalog::new(Lang::En), &fide),
        arbiter::i18n::rules::control(arbiter::i18n::catalog(arbiter::i18n::Lang::En), &fide),
        "the process speaks English here"
    );
}
