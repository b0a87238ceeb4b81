//! Results CSV, the TRF round column, and the chief arbiter's report.

use arbiter::event::{Award, AwardCause};
use arbiter::i18n::Lang;
use arbiter::interop::csv::read_records;
use arbiter::interop::parse_pairings;
use arbiter::interop::report::{self, Incident, IncidentCategory, ReportFormat, ReportMeta};
use arbiter::interop::results::{
    BoardResult, GameScore, Points, ScoreKind, results_csv, trf_round_column,
};

use shakmaty::Color;

fn data(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/tests/data/interop/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

fn score_from_pgn(result: &str) -> GameScore {
    match result {
        "1-0" => GameScore::WHITE_WINS,
        "0-1" => GameScore::BLACK_WINS,
        "1/2-1/2" => GameScore::DRAW,
        other => panic!("{other}"),
    }
}

fn board_results(round: u32) -> Vec<BoardResult> {
    let set = parse_pairings("event.trf", &data("event-trf16.trf"), Some(round)).unwrap();
    set.pairings
        .iter()
        .map(|p| BoardResult {
            pairing: p.clone(),
            score: p.result.as_deref().map(score_from_pgn),
            awards: Vec::new(),
        })
        .collect()
}

/// The TRF columns we write for round 2 must equal, character for character, the round-2
/// columns of the hand-made TRF the results came from (start number, name, FIDE id, and
/// opponent / colour / result at columns 102–109).
#[test]
fn trf_round_column_matches_the_source_trf() {
    let results = board_results(2);
    let column = trf_round_column(2, &results).unwrap();
    let source = String::from_utf8(data("event-trf16.trf")).unwrap();
    let slice = |l: &str, from: usize, to: usize| -> String {
        l.chars().skip(from - 1).take(to + 1 - from).collect()
    };
    let lines: Vec<&str> = column.lines().collect();
    assert_eq!(lines.len(), 10, "player 9 had a bye in round 2:\n{column}");
    for line in lines {
        let no = slice(line, 5, 8);
        let original = source
            .lines()
            .find(|l| l.starts_with("001") && slice(l, 5, 8) == no)
            .unwrap();
        for (from, to) in [(1, 8), (15, 47), (58, 68), (102, 109)] {
            assert_eq!(
                slice(line, from, to),
                slice(original, from, to),
                "player {no} cols {from}-{to}"
            );
        }
        assert_eq!(
            slice(line, 92, 101).trim(),
            "",
            "round 1 columns stay blank"
        );
    }
}

#[test]
fn trf_column_needs_start_numbers() {
    let mut results = board_results(2);
    results[3].pairing.black_start_no = None;
    let err = trf_round_column(2, &results).unwrap_err().to_string();
    assert!(err.contains("round 2 board 4"), "{err}");
}

#[test]
fn results_csv_reads_back_with_penalty_and_forfeit_scores() {
    let mut results = board_results(2);
    results[0].score = Some(GameScore::played(Points::Half, Points::Zero));
    results[1].score = Some(GameScore {
        white: Points::Zero,
        black: Points::One,
        kind: ScoreKind::Forfeit,
    });
    results[2].score = None;
    let award = |side, ms, per_move, cause, article: &str| Award {
        seq: 1,
        plies: 0,
        side,
        ms,
        per_move,
        article: article.to_owned(),
        cause,
    };
    results[1].awards = vec![
        award(
            Color::White,
            5_000,
            true,
            AwardCause::IncrementAdded,
            "III.4",
        ),
        award(
            Color::Black,
            60_000,
            false,
            AwardCause::IncorrectClaim,
            "9.5.3, A.3",
        ),
        award(
            Color::Black,
            -3_661_400,
            false,
            AwardCause::ClockCorrection,
            "6.10.2",
        ),
    ];
    let text = results_csv(&results);
    let recs = read_records("r.csv", &text, ',').unwrap();
    assert_eq!(
        recs[0].fields,
        [
            "round",
            "board",
            "white",
            "black",
            "result",
            "game",
            "time_awarded"
        ]
    );
    assert_eq!(
        recs[1].fields,
        [
            "2",
            "1",
            "Lindqvist, Erik",
            "Kowalczyk, Adam",
            "1/2-0",
            "round",
            ""
        ]
    );
    // Issue 33: the time each incident gave or took, as codes: side, signed amount (to the
    // millisecond when not whole seconds), per move, cause, article.
    assert_eq!(
        recs[2].fields[6],
        "white +0:00:05 per move increment_added (III.4); \
         black +0:01:00 incorrect_claim (9.5.3, A.3); \
         black -1:01:01.400 clock_correction (6.10.2)"
    );
    assert_eq!(recs[2].fields[4], "-/+");
    assert_eq!(recs[3].fields[4], "*");
    assert_eq!(
        recs[4].fields,
        [
            "2",
            "4",
            "Haddad, Karim",
            "Duarte, Tomás",
            "0-1",
            "round",
            ""
        ]
    );
    assert!(text.contains("\"Lindqvist, Erik\""));
}

fn incidents() -> Vec<Incident> {
    let base = 1_795_425_600_000; // 2026-11-23 09:20:00 UTC
    let mk = |min: i64, board: u32, cat: IncidentCategory| Incident {
        at_ms: base + min * 60_000,
        round: 4,
        board,
        white: "Brennan, Siobhan".into(),
        black: "Duarte, Tomás".into(),
        move_label: Some("34.Qe2".into()),
        white_clock_ms: Some(1_234_000),
        black_clock_ms: Some(59_900),
        category: cat,
        article: Some("9.5.3".into()),
        decision: "Claim of threefold repetition rejected: position occurred twice".into(),
        penalty: Some("+2 min to White".into()),
        arbiter: "IA M. Fernández".into(),
    };
    let mut list = vec![
        mk(95, 1, IncidentCategory::Claim),
        mk(12, 3, IncidentCategory::IllegalMove),
        mk(50, 2, IncidentCategory::Claim),
    ];
    list[1].decision = "Illegal move <Nxe5> | restored & +2 min".into();
    list[1].move_label = None;
    list[1].penalty = None;
    list[1].black_clock_ms = Some(19_950);
    list
}

#[test]
fn markdown_report_rows_in_time_order_with_totals() {
    let meta = ReportMeta {
        event: "Riverside Open 2026".into(),
        round: Some(4),
        chief_arbiter: Some("IA Maria Fernández".into()),
        arbiters: vec!["IA Maria Fernández (maria)".into(), "Luis (luis)".into()],
        generated_ms: 1_795_640_000_000,
        lang: Lang::En,
    };
    let md = report::render(ReportFormat::Markdown, &meta, &incidents());
    assert!(
        md.contains("Arbiters who acted: IA Maria Fernández (maria), Luis (luis)"),
        "{md}"
    );
    let rows: Vec<&str> = md.lines().filter(|l| l.starts_with("| 2026")).collect();
    assert_eq!(rows.len(), 3, "{md}");
    // The venue's local time, its offset named (the machine's zone; see the test below).
    let first = format!(
        "| {} | 4 | 3 |",
        report::timestamp(1_795_425_600_000 + 720_000)
    );
    assert!(rows[0].starts_with(&first), "{md}");
    assert!(rows[0].contains(" (UTC"), "{md}");
    assert!(
        rows[0].contains("Illegal move &lt;Nxe5&gt; \\| restored &amp; +2 min"),
        "{md}"
    );
    assert!(
        rows[0].contains("| before move 1 | 0:20:34 / 0:00:19.9 |"),
        "{md}"
    );
    assert!(rows[1].contains("| 2 | Brennan, Siobhan – Duarte, Tomás | 34.Qe2 | 0:20:34 / 0:00:59 | Claim | Art. 9.5.3 |"), "{md}");
    assert!(
        md.contains("| Claim | 2 |\n| Illegal move | 1 |\n| **All** | **3** |"),
        "{md}"
    );
    assert!(md.starts_with("# Riverside Open 2026 — round 4: chief arbiter's report\n"));
}

#[test]
fn html_report_escapes_and_prints_on_a4() {
    let meta = ReportMeta {
        event: "Open <A&B>".into(),
        round: None,
        chief_arbiter: None,
        arbiters: vec!["<script> (x)".into()],
        generated_ms: 0,
        lang: Lang::En,
    };
    let html = report::html(&meta, &incidents());
    assert!(html.contains("@page{size:A4"));
    assert!(html.contains("thead{display:table-header-group}"));
    assert!(html.contains("<title>Open &lt;A&amp;B&gt; — chief arbiter&#39;s report</title>"));
    assert!(html.contains("Illegal move &lt;Nxe5&gt; | restored &amp; +2 min"));
    assert!(!html.contains("<Nxe5>"));
    assert!(
        html.contains("Arbiter who acted: &lt;script&gt; (x)<br>"),
        "{html}"
    );
    assert!(!html.contains("<script>"));
    assert_eq!(
        html.matches("<tr><td").count(),
        3 + 2,
        "3 incidents + 2 category totals"
    );
    assert!(html.trim_end().ends_with("</html>"));
}

#[test]
fn empty_report_says_so() {
    let md = report::markdown(&ReportMeta::default(), &[]);
    assert!(md.contains("No incidents recorded."));
}

/// The report follows the event's language: headings, columns, categories and totals; names,
/// moves, times and the recorded decisions stay as they are; article numbers unchanged.
#[test]
fn the_report_speaks_the_events_language() {
    let meta = |lang| ReportMeta {
        event: "Open de Madrid".into(),
        round: Some(4),
        chief_arbiter: Some("AI María Fernández".into()),
        arbiters: vec!["AI María Fernández (maria)".into()],
        generated_ms: 1_795_640_000_000,
        lang,
    };
    let es = report::markdown(&meta(Lang::Es), &incidents());
    assert!(
        es.starts_with("# Open de Madrid — ronda 4: informe del árbitro principal\n"),
        "{es}"
    );
    let ru = report::html(&meta(Lang::Ru), &incidents());
    for (text, expected) in [
        (&es, "Árbitro principal: AI María Fernández"),
        (&es, "| antes de la jugada 1 | 0:20:34 / 0:00:19.9 |"),
        (
            &es,
            // The move in the report's letters (issue 34).
            "| 34.De2 | 0:20:34 / 0:00:59 | Reclamación | Art. 9.5.3 |",
        ),
        (
            &es,
            "| Reclamación | 2 |\n| Jugada ilegal | 1 |\n| **Total** | **3** |",
        ),
        (&ru, "<html lang=\"ru\">"),
        (&ru, "Open de Madrid — тур 4: отчёт главного арбитра"),
        (&ru, "<th>Категория</th><th>Инциденты</th>"),
        (&ru, "<td>Требование</td><td class=\"num\">2</td>"),
        (&ru, "ст. 9.5.3"),
    ] {
        assert!(
            text.contains(expected),
            "{expected:?} missing from:\n{text}"
        );
    }
    // The rows are the same incidents in every language: same count, same times.
    let en = report::markdown(&meta(Lang::En), &incidents());
    let times = |md: &str| md.lines().filter(|l| l.starts_with("| 2026")).count();
    assert_eq!(times(&es), times(&en));
}

mod trf_round_trip {
    use super::*;
    use arbiter::interop::Pairing;
    use proptest::prelude::*;

    fn score(code: u8) -> Option<GameScore> {
        let p = |w, b| GameScore::played(w, b);
        let f = |w, b| GameScore {
            white: w,
            black: b,
            kind: ScoreKind::Forfeit,
        };
        let n = |w, b| GameScore {
            white: w,
            black: b,
            kind: ScoreKind::Unplayed,
        };
        use Points::*;
        [
            None,
            Some(p(One, Zero)),
            Some(p(Zero, One)),
            Some(p(Half, Half)),
            Some(p(Zero, Zero)),
            Some(p(Half, Zero)),
            Some(p(Zero, Half)),
            Some(f(One, Zero)),
            Some(f(Zero, One)),
            Some(f(Zero, Zero)),
            Some(n(One, Zero)),
            Some(n(Half, Half)),
        ][usize::from(code) % 12]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// Boards → TRF round column → TRF parser gives the same players, colours and scores.
        /// With no earlier rounds every score is 0, so the boards come back ordered by the better
        /// starting rank of each pair (C.04.2 last criterion).
        #[test]
        fn round_column_reads_back(
            order in Just((1u32..=40).collect::<Vec<_>>()).prop_shuffle(),
            pairs in 1usize..=20,
            round in 1u32..=11,
            codes in proptest::collection::vec(any::<u8>(), 20),
            ids in proptest::collection::vec(proptest::option::of(1u64..99_999_999), 40),
        ) {
            let mut results = Vec::new();
            for b in 0..pairs {
                let (w, bl) = (order[2 * b], order[2 * b + 1]);
                let mut p = Pairing::new(round, b as u32 + 1, &format!("Player {w}, Ánna"), &format!("Player {bl}"));
                p.white_start_no = Some(w);
                p.black_start_no = Some(bl);
                p.white_fide_id = ids[w as usize - 1];
                p.black_fide_id = ids[bl as usize - 1];
                results.push(BoardResult {
                    pairing: p,
                    score: score(codes[b]),
                    awards: Vec::new(),
                });
            }
            let column = trf_round_column(round, &results).unwrap();
            let set = parse_pairings("x.trf", column.as_bytes(), Some(round)).unwrap();
            let mut expected: Vec<&BoardResult> = results.iter().collect();
            expected.sort_by_key(|r| r.pairing.white_start_no.min(r.pairing.black_start_no));
            prop_assert_eq!(set.pairings.len(), expected.len());
            for (got, want) in set.pairings.iter().zip(expected) {
                prop_assert_eq!(&got.white, &want.pairing.white);
                prop_assert_eq!(&got.black, &want.pairing.black);
                prop_assert_eq!(got.white_fide_id, want.pairing.white_fide_id);
                prop_assert_eq!(got.black_fide_id, want.pairing.black_fide_id);
                prop_assert_eq!(got.result.clone(), want.score.map(|s| s.text()));
            }
        }
    }
}

/// The report's times are local, the zone's offset named (issue 17): 09:32 UTC is 15:02 in
/// India (UTC+05:30) and 10:32 in Madrid in November (UTC+01:00).
#[test]
fn report_times_are_local_with_the_offset_named() {
    let at = 1_795_425_600_000 + 720_000; // 2026-11-23 09:32:00 UTC
    let india = chrono::FixedOffset::east_opt(5 * 3600 + 1800).expect("offset");
    assert_eq!(
        report::timestamp_in(at, &india),
        "2026-11-23 15:02:00 (UTC+05:30)"
    );
    let madrid = chrono::FixedOffset::east_opt(3600).expect("offset");
    assert_eq!(
        report::timestamp_in(at, &madrid),
        "2026-11-23 10:32:00 (UTC+01:00)"
    );
    assert_eq!(
        report::timestamp_in(at, &chrono::Utc),
        "2026-11-23 09:32:00 (UTC+00:00)"
    );
}
