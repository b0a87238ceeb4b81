//! Issue 18, "proof": the mutation fuzzing of every parser of outside input kept as tests.
//!
//! Two layers, over the same table of parsers:
//! - property tests (proptest): arbitrary bytes and strings, and valid inputs mutated by a
//!   proptest-drawn seed — no panic, bounded time, bounded memory (a capping global allocator);
//!   valid inputs round-trip where a writer exists;
//! - a deterministic corpus-mutation run: [`mutations`] mutations per parser from a fixed seed
//!   (bit flips, byte insert/delete/duplicate, truncation, huge numbers, control characters,
//!   invalid UTF-8, blown-up repeats), like the original 3,808-input run of the issue.
//!
//! Parsers are the ones that read what comes from outside the program: FEN, SAN (English and
//! localised), PGN (rules reader, streamed reader, game import, feed, pairing stubs), TRF, CSV,
//! pairing files by name, time controls, durations, sides, results (text and TRF codes), board
//! references, languages, the event settings and event JSON, the event file itself
//! (`Store::open` on mutated bytes) and claim files (`claims import`, through the binary).

use std::alloc::System;
use std::path::Path;
use std::time::{Duration, Instant};

use arbiter::clock::{TimeControl, format_ms, parse_duration, parse_signed_duration, side_serde};
use arbiter::event::{BoardRef, BoardSetup, EventKind, EventSettings};
use arbiter::i18n::{Lang, san};
use arbiter::interop::{csv, feed, game_import, pgn_pairings, trf};
use arbiter::rules::pgn::{Detail, Games};
use arbiter::rules::{GameRecord, GameScore, parse_fen};
use arbiter::store::Store;
use cap::Cap;
use proptest::prelude::*;

#[path = "common/locale.rs"]
mod locale;
use locale::Neutral;
#[path = "common/record.rs"]
mod record;
use record::Record;

/// No parser may take more than this much memory at once for inputs of a few kilobytes (the
/// tests of this file run in parallel; the cap is on the whole process).
#[global_allocator]
static ALLOCATOR: Cap<System> = Cap::new(System, 1 << 30);

/// Mutations per parser in the deterministic corpus run (`ARBITER_FUZZ_MUTATIONS` raises it
/// for a longer hunt; the default keeps the file under 30 s).
fn mutations() -> usize {
    std::env::var("ARBITER_FUZZ_MUTATIONS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(300)
}

/// No single parse of a fuzzed input may take longer than this (debug build, shared cores).
const PER_INPUT: Duration = Duration::from_secs(3);

// ---------------------------------------------------------------------------------------------
// Corpus of valid inputs

const PGN_FILES: &[&[u8]] = &[
    include_bytes!("data/pgn/capablanca-lasker-1921-g5.pgn"),
    include_bytes!("data/pgn/composed.pgn"),
    include_bytes!("data/pgn/fischer-petrosian-1971-g3.pgn"),
    include_bytes!("data/interop/board2-game.pgn"),
];
const STUBS: &[u8] = include_bytes!("data/interop/round4-stubs.pgn");
const TRFS: &[&[u8]] = &[
    include_bytes!("data/interop/event-trf16.trf"),
    include_bytes!("data/interop/event-trf26.trf"),
];
const CSVS: &[&[u8]] = &[
    include_bytes!("data/interop/round4.csv"),
    include_bytes!("data/interop/rounds-noheader.csv"),
    include_bytes!("data/interop/round-column.csv"),
];
const FENS: &[&str] = &[
    "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3",
    "8/8/8/4k3/8/8/4K3/8 w - - 0 60",
    "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
    "k7/pp6/8/8/8/8/QQQQQQQQ/QQQ1KQQQ w - - 0 1",
    "4k3/8/8/8/8/8/8/4K2R w K -",
];
const SANS: &[&str] = &[
    "Nf3", "e4", "O-O", "O-O-O", "exd6", "e8=Q+", "Nbd7", "Qh4#", "a1=N",
];
const LOCAL_SANS: &[(Lang, &str)] = &[
    (Lang::Es, "Cf3"),
    (Lang::Es, "e8=D"),
    (Lang::Es, "AxB"),
    (Lang::Ru, "Кf3"),
    (Lang::Ru, "e8=Ф+"),
    (Lang::Ru, "Лd1"),
];
const CONTROLS: &[&str] = &[
    "5400+30",
    "90+30",
    "40/7200:1800+30",
    "40/6000+30:1800+30",
    "180+2",
    "300",
    "rapid",
    "blitz",
];
const DURATIONS: &[&str] = &["1:30:00", "5:00", "0:59.5", "90m", "45s", "2h", "1.5min"];
const SIGNED: &[&str] = &["-2:00", "+1:00", "-30s", "0:10"];
const SIDES: &[&str] = &["white", "black", "w", "B", " White "];
const SCORES: &[&str] = &["1-0", "0-1", "1/2-1/2", "+/-", "-/+", "=/=", "0-0", "½-½"];
const BOARDS: &[&str] = &["3", "2.5", "9999.9999", "1.1"];
const CLOCKS: &[&str] = &["[%clk 1:29:59]", "[%clk 0:00:05.3] x", "1:05:00", "59:59.9"];
const PLAYER_LINES: &[&str] = &["claim --cannot-win\n", "v\nw\na\n", "e4\r\nNf3\n"];
const LANGS: &[&str] = &["en", "es", "ru", "ES", "ru_RU.UTF-8"];

/// A referred claim as `claims export` writes it (III.6.1.1 and III.6.1.2).
const CLAIM: &str = r#"[Event "Riverside Open"]
[Site "Riverside"]
[Date "2026.11.22"]
[Round "3.1"]
[White "Ann Archer"]
[Black "Bob Baker"]
[Result "*"]
[TimeControl "5400+30"]
[ClaimGrounds "III.6.1.1 III.6.1.2"]
[ClaimBy "white"]
[ClaimMadeBy "Ann Archer (white)"]
[ClaimBoard "3.1"]
[ClaimAt "2026-11-22T15:04:05Z"]
[ClaimFEN "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"]
[ClaimClockMs "95000 61000"]
[ClaimVerification "disputed"]
[ClaimVerifiedBy "black"]
[ClaimVerificationComment "I was playing for mate on h7"]

1. e4 e5 2. Nf3 Nc6 *
"#;

// ---------------------------------------------------------------------------------------------
// Mutation

/// SplitMix64: a small deterministic generator, so a failing mutation is reproducible from the
/// seed printed in the assertion.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

/// Byte strings a hostile or careless source likes to put in.
const NASTY: &[&[u8]] = &[
    b"99999999999999999999999",
    b"-9223372036854775808",
    b"4294967296",
    b"18446744073709551616",
    b"1e309",
    b"\x00",
    b"\x1b[2J",
    b"\x1b]0;pwned\x07",
    b"\r\n",
    b"\r",
    "\u{202e}".as_bytes(),
    "\u{feff}".as_bytes(),
    b"\xff\xfe",
    b"\xc3",
    b"\xed\xa0\x80",
    b"\"",
    b";",
    b",",
    b"{",
    b"}",
    b"(",
    b"[",
    b"]",
    b"%",
    b"$",
    b"/",
    b":",
    b".",
    b"=",
    b"+",
    b"-",
];

/// One to four mutations of `input`, chosen by `rng`.
fn mutate(rng: &mut Rng, input: &[u8]) -> Vec<u8> {
    let mut out = input.to_vec();
    for _ in 0..=rng.below(4) {
        let at = rng.below(out.len() + 1);
        match rng.below(9) {
            // Bit flip.
            0 if !out.is_empty() => {
                let i = rng.below(out.len());
                out[i] ^= 1 << rng.below(8);
            }
            // Random byte inserted.
            1 => out.insert(at, (rng.next() & 0xff) as u8),
            // Byte deleted.
            2 if !out.is_empty() => {
                out.remove(rng.below(out.len()));
            }
            // A slice duplicated.
            3 if !out.is_empty() => {
                let start = rng.below(out.len());
                let end = (start + 1 + rng.below(64)).min(out.len());
                let slice = out[start..end].to_vec();
                out.splice(at..at, slice);
            }
            // Truncation.
            4 => out.truncate(at),
            // A nasty token inserted.
            5 | 6 => {
                let token = NASTY[rng.below(NASTY.len())];
                out.splice(at..at, token.iter().copied());
            }
            // A nasty token overwriting what was there.
            7 => {
                let token = NASTY[rng.below(NASTY.len())];
                let end = (at + token.len()).min(out.len());
                out.splice(at..end, token.iter().copied());
            }
            // A slice blown up (size limits): up to 64 KiB of repeats.
            8 if !out.is_empty() => {
                let start = rng.below(out.len());
                let end = (start + 1 + rng.below(32)).min(out.len());
                let slice = out[start..end].to_vec();
                let times = 1 + rng.below(65_536 / slice.len().max(1));
                let blown: Vec<u8> = slice
                    .iter()
                    .copied()
                    .cycle()
                    .take(slice.len() * times)
                    .collect();
                out.splice(at..at, blown);
            }
            _ => out.push(b'\n'),
        }
    }
    out
}

// ---------------------------------------------------------------------------------------------
// The parsers, each driven from bytes

/// A parser of outside input, driven from raw bytes: it must return (Ok or Err), never panic.
struct Parser {
    name: &'static str,
    corpus: fn() -> Vec<Vec<u8>>,
    run: fn(&[u8]),
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn strs(list: &[&str]) -> Vec<Vec<u8>> {
    list.iter().map(|s| s.as_bytes().to_vec()).collect()
}

fn run_fen(b: &[u8]) {
    let t = text(b);
    if let Ok(pos) = parse_fen(&t) {
        // Round trip: the position written back as FEN reads as the same position.
        let fen = shakmaty::fen::Fen::from_position(&pos, shakmaty::EnPassantMode::Legal);
        let again = parse_fen(&fen.to_string()).expect("a written FEN reads back");
        assert_eq!(
            shakmaty::fen::Fen::from_position(&again, shakmaty::EnPassantMode::Legal).to_string(),
            fen.to_string()
        );
    }
    let _ = GameRecord::from_fen(&t);
}

fn run_san(b: &[u8]) {
    let t = text(b);
    let mut record = GameRecord::new();
    for mv in ["e4", "d5"] {
        record.play_san(mv).expect("opening");
    }
    if let Ok(mv) = record.parse_san(&t) {
        record.play(mv).expect("a parsed move is legal");
    }
    if let Ok(start) = GameRecord::from_fen("4k3/1P6/8/8/8/8/8/R3K2R w KQ - 0 1") {
        let _ = start.parse_san(&t);
    }
}

fn run_local_san(b: &[u8]) {
    let t = text(b);
    for lang in [Lang::En, Lang::Es, Lang::Ru] {
        let english = san::from_local(lang, &t);
        let _ = GameRecord::new().parse_san(&english);
    }
}

fn run_pgn(b: &[u8]) {
    let _ = arbiter::rules::pgn::parse_games(b);
    for detail in [Detail::Full, Detail::NoComments] {
        let mut games = Games::new(b, detail);
        // Bounded: each call consumes input, so a file of n bytes has at most n games.
        for _ in 0..=b.len() {
            match games.next_game() {
                Ok(Some(_)) => {}
                Ok(None) | Err(_) => break,
            }
        }
    }
    let mut skipping = Games::new(b, Detail::NoComments);
    for _ in 0..=b.len() {
        if !matches!(skipping.skip_game(), Ok(true)) {
            break;
        }
    }
}

fn run_game_import(b: &[u8]) {
    if let Err(e) = game_import::read_game("fuzz.pgn", b) {
        assert!(!e.to_string().is_empty());
    }
}

fn run_feed(b: &[u8]) {
    if let Err(e) = feed::read_feed("fuzz.pgn", b) {
        assert!(!e.to_string().is_empty());
    }
}

fn run_pgn_pairings(b: &[u8]) {
    let t = text(b);
    let _ = pgn_pairings::parse("fuzz.pgn", &t, None);
    let _ = pgn_pairings::parse("fuzz.pgn", &t, Some(4));
}

fn run_trf(b: &[u8]) {
    let t = text(b);
    let _ = trf::parse("fuzz.trf", &t);
    let _ = trf::parse_pairings("fuzz.trf", &t, None);
    let _ = trf::parse_pairings("fuzz.trf", &t, Some(u32::MAX));
}

fn run_csv(b: &[u8]) {
    let t = text(b);
    for sep in [';', ',', '\t'] {
        let _ = csv::read_records("fuzz.csv", &t, sep);
    }
    let _ = csv::parse_pairings("fuzz.csv", &t, None);
    let _ = csv::parse_pairings("fuzz.csv", &t, Some(4));
}

fn run_pairing_file(b: &[u8]) {
    for name in ["fuzz.csv", "fuzz.trf", "fuzz.pgn", "fuzz"] {
        if let Err(e) = arbiter::interop::parse_pairings(name, b, None) {
            assert!(!e.to_string().is_empty());
        }
    }
}

/// The value `t` reads as, when it reads: written back (`Display`), it reads as the same value.
fn reads_back<T>(t: &str) -> Option<T>
where
    T: std::str::FromStr + std::fmt::Display + PartialEq + std::fmt::Debug,
    T::Err: std::fmt::Display,
{
    let value = t.parse::<T>().ok()?;
    let written = value.to_string();
    match written.parse::<T>() {
        Ok(again) => assert_eq!(again, value, "{t:?} → {written:?}"),
        Err(e) => panic!("{written:?} (from {t:?}) does not read back: {e}"),
    }
    Some(value)
}

fn run_control(b: &[u8]) {
    let t = text(b);
    if let Some(control) = reads_back::<TimeControl>(&t) {
        let _ = arbiter::i18n::rules::control(
            arbiter::i18n::catalog(arbiter::i18n::Lang::En),
            &control,
        );
        let _ = control.pgn_tag();
    }
}

fn run_duration(b: &[u8]) {
    let t = text(b);
    if let Ok(ms) = parse_duration(&t) {
        assert!(ms >= 0, "{t:?} → {ms}");
        assert!(ms <= arbiter::clock::MAX_DURATION_MS, "{t:?} → {ms}");
        // Round trip through the clock's own writing (h:mm:ss, tenths dropped).
        let written = format_ms(ms);
        let back = parse_duration(&written)
            .unwrap_or_else(|e| panic!("{written:?} (from {t:?}) does not read back: {e}"));
        assert!(
            (ms - back).abs() < 1000,
            "{t:?} → {ms} → {written:?} → {back}"
        );
    }
    if let Ok(ms) = parse_signed_duration(&t) {
        assert!(ms.abs() <= arbiter::clock::MAX_DURATION_MS, "{t:?} → {ms}");
    }
}

fn run_side(b: &[u8]) {
    let t = text(b);
    if let Some(side) = side_serde::parse(&t) {
        assert_eq!(side_serde::parse(side_serde::name(side)), Some(side));
    }
}

fn run_score(b: &[u8]) {
    let t = text(b);
    if let Some(score) = reads_back::<GameScore>(&t) {
        let (w, bl) = score.trf_codes();
        let _ = GameScore::from_trf_codes(w, bl);
    }
    let _ = GameScore::from_text(&t);
    let mut chars = t.chars();
    if let (Some(w), Some(bl)) = (chars.next(), chars.next()) {
        let _ = GameScore::from_trf_codes(w, bl);
    }
}

fn run_board_ref(b: &[u8]) {
    let t = text(b);
    if let Some(r) = reads_back::<BoardRef>(&t) {
        let id = r.resolve(1);
        assert_eq!(arbiter::event::BoardId::from_key(id.key()), id);
    }
}

fn run_lang(b: &[u8]) {
    let t = text(b);
    if let Ok(lang) = t.parse::<Lang>() {
        assert_eq!(lang.code().parse::<Lang>().ok(), Some(lang));
    }
    let _ = Lang::of_locale(&t);
}

fn settings_corpus() -> Vec<Vec<u8>> {
    let mut s = EventSettings::new("Riverside Open");
    s.rounds = Some(9);
    s.control = "40/7200:1800+30".parse().ok();
    s.draw_offers_from_move = Some(30);
    let kinds = [
        EventKind::Note {
            text: "arbiter called to board 3".into(),
        },
        EventKind::Move {
            san: "e4".into(),
            clock: None,
        },
    ];
    let mut out = vec![serde_json::to_vec(&s).expect("settings json")];
    out.extend(
        kinds
            .iter()
            .map(|k| serde_json::to_vec(k).expect("event json")),
    );
    out
}

fn run_json(b: &[u8]) {
    if let Ok(s) = serde_json::from_slice::<EventSettings>(b) {
        let written = serde_json::to_vec(&s).expect("settings write");
        let back: EventSettings = serde_json::from_slice(&written).expect("settings read back");
        assert_eq!(back, s);
    }
    if let Ok(k) = serde_json::from_slice::<EventKind>(b) {
        let written = serde_json::to_vec(&k).expect("event write");
        let back: EventKind = serde_json::from_slice(&written).expect("event read back");
        assert_eq!(back, k);
    }
}

fn pgn_corpus() -> Vec<Vec<u8>> {
    let mut out: Vec<Vec<u8>> = PGN_FILES.iter().map(|b| b.to_vec()).collect();
    out.push(CLAIM.as_bytes().to_vec());
    out
}

fn pairing_corpus() -> Vec<Vec<u8>> {
    let mut out: Vec<Vec<u8>> = CSVS.iter().map(|b| b.to_vec()).collect();
    out.extend(TRFS.iter().map(|b| b.to_vec()));
    out.push(STUBS.to_vec());
    out
}

fn run_clk(b: &[u8]) {
    let t = text(b);
    for ms in [
        arbiter::interop::pgn_out::parse_clk(&t),
        arbiter::rules::pgn::parse_clock(&t),
    ]
    .into_iter()
    .flatten()
    {
        assert!(ms >= 0, "{t:?} → {ms}");
    }
}

/// Player mode's line reader: never a line longer than its limit, whatever comes in.
fn run_player_line(b: &[u8]) {
    use arbiter::text::{Line, read_line_bounded};
    for max in [1, 16, 4096] {
        let mut input = b;
        // Each call consumes at least one byte or ends: at most one call per byte.
        for _ in 0..=b.len() {
            match read_line_bounded(&mut input, max) {
                Ok(Some(Line::Text(line))) => assert!(line.len() <= max * 3, "{max}: {line:?}"),
                Ok(Some(Line::TooLong)) => {}
                Ok(None) | Err(_) => break,
            }
        }
    }
}

fn local_sans() -> Vec<Vec<u8>> {
    LOCAL_SANS
        .iter()
        .map(|(_, s)| s.as_bytes().to_vec())
        .collect()
}

fn duration_corpus() -> Vec<Vec<u8>> {
    let mut v = strs(DURATIONS);
    v.extend(strs(SIGNED));
    v
}

type Entry = (&'static str, fn() -> Vec<Vec<u8>>, fn(&[u8]));

/// Every parser of outside input, with its corpus of valid inputs.
const PARSERS: &[Entry] = &[
    ("fen", || strs(FENS), run_fen),
    ("san", || strs(SANS), run_san),
    ("local san", local_sans, run_local_san),
    ("pgn", pgn_corpus, run_pgn),
    ("game import", pgn_corpus, run_game_import),
    ("feed", pgn_corpus, run_feed),
    ("pgn pairings", || vec![STUBS.to_vec()], run_pgn_pairings),
    ("trf", || TRFS.iter().map(|b| b.to_vec()).collect(), run_trf),
    ("csv", || CSVS.iter().map(|b| b.to_vec()).collect(), run_csv),
    ("pairing file", pairing_corpus, run_pairing_file),
    ("time control", || strs(CONTROLS), run_control),
    ("duration", duration_corpus, run_duration),
    ("side", || strs(SIDES), run_side),
    ("score", || strs(SCORES), run_score),
    ("board ref", || strs(BOARDS), run_board_ref),
    ("lang", || strs(LANGS), run_lang),
    ("settings/event json", settings_corpus, run_json),
    ("pgn clock comment", || strs(CLOCKS), run_clk),
    ("player line", || strs(PLAYER_LINES), run_player_line),
];

fn parsers() -> Vec<Parser> {
    PARSERS
        .iter()
        .map(|&(name, corpus, run)| Parser { name, corpus, run })
        .collect()
}

/// Run one parser on one input: no panic (a panic fails the test with the input shown), within
/// [`PER_INPUT`].
fn drive(parser: &Parser, input: &[u8], label: &str) {
    let start = Instant::now();
    (parser.run)(input);
    let took = start.elapsed();
    assert!(
        took < PER_INPUT,
        "{}: {label}: {took:?} on {} bytes: {:?}",
        parser.name,
        input.len(),
        String::from_utf8_lossy(&input[..input.len().min(200)])
    );
}

// ---------------------------------------------------------------------------------------------
// The valid corpus itself parses (so the mutations start from inputs that reach deep)

#[test]
fn the_corpus_is_valid() {
    for fen in FENS {
        parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    }
    for s in SANS.iter().take(2) {
        GameRecord::new()
            .parse_san(s)
            .unwrap_or_else(|e| panic!("{s}: {e}"));
    }
    for c in CONTROLS {
        c.parse::<TimeControl>()
            .unwrap_or_else(|e| panic!("{c}: {e}"));
    }
    for d in DURATIONS {
        parse_duration(d).unwrap_or_else(|e| panic!("{d}: {e}"));
    }
    for d in SIGNED {
        parse_signed_duration(d).unwrap_or_else(|e| panic!("{d}: {e}"));
    }
    for s in SIDES {
        assert!(side_serde::parse(s).is_some(), "{s}");
    }
    for b in BOARDS {
        b.parse::<BoardRef>().unwrap_or_else(|e| panic!("{b}: {e}"));
    }
    for l in &LANGS[..3] {
        l.parse::<Lang>().unwrap_or_else(|e| panic!("{l}: {e}"));
    }
    for f in PGN_FILES {
        assert!(!arbiter::rules::pgn::parse_games(f).expect("pgn").is_empty());
    }
    let claim = arbiter::rules::pgn::parse_games(CLAIM.as_bytes()).expect("claim pgn");
    assert_eq!(claim[0].record.plies(), 4);
    for t in TRFS {
        trf::parse("data.trf", &text(t)).expect("trf");
    }
    for c in &CSVS[..2] {
        csv::parse_pairings("data.csv", &text(c), Some(4)).expect("csv");
    }
    pgn_pairings::parse("stubs.pgn", &text(STUBS), None).expect("stubs");
}

// ---------------------------------------------------------------------------------------------
// Deterministic corpus mutation

#[test]
fn corpus_mutation_every_parser() {
    let mut total = 0;
    for (n, parser) in parsers().iter().enumerate() {
        let corpus = (parser.corpus)();
        assert!(!corpus.is_empty(), "{}", parser.name);
        let mut rng = Rng(0xA7B1_7E12 ^ (n as u64) << 32);
        for i in 0..mutations() {
            let base = &corpus[i % corpus.len()];
            let input = mutate(&mut rng, base);
            drive(parser, &input, &format!("mutation {i}"));
            total += 1;
        }
    }
    assert_eq!(total, mutations() * parsers().len());
}

// ---------------------------------------------------------------------------------------------
// Property tests

fn any_parser() -> impl Strategy<Value = usize> {
    0..parsers().len()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Arbitrary bytes to every parser.
    #[test]
    fn arbitrary_bytes(which in any_parser(), bytes in proptest::collection::vec(any::<u8>(), 0..512)) {
        let parsers = parsers();
        drive(&parsers[which], &bytes, "arbitrary bytes");
    }

    /// Arbitrary Unicode text (control characters, bidi overrides and all) to every parser.
    #[test]
    fn arbitrary_text(which in any_parser(), s in "\\PC{0,64}|[\\x00-\\x1f\\u{202a}-\\u{202e}0-9:+/.=-]{0,64}") {
        let parsers = parsers();
        drive(&parsers[which], s.as_bytes(), "arbitrary text");
    }

    /// A valid input mutated (the seed drawn by proptest) to every parser.
    #[test]
    fn mutated_valid_input(which in any_parser(), pick in any::<usize>(), seed in any::<u64>()) {
        let parsers = parsers();
        let parser = &parsers[which];
        let corpus = (parser.corpus)();
        let mut rng = Rng(seed);
        let input = mutate(&mut rng, &corpus[pick % corpus.len()]);
        drive(parser, &input, &format!("seed {seed:#x}"));
    }

    /// Valid FENs round-trip (a writer exists: shakmaty's FEN of the parsed position), with
    /// the counters inside the limits and outside them refused (issue 18, FEN counters).
    #[test]
    fn fen_counters_bounded(
        half in prop_oneof![0u64..300, any::<u64>()],
        full in prop_oneof![0u64..20_000, any::<u64>()],
    ) {
        let fen = format!("4k3/8/8/8/8/8/8/4K3 w - - {half} {full}");
        let ok = parse_fen(&fen).is_ok();
        let within = half <= u64::from(arbiter::rules::MAX_HALFMOVE_CLOCK)
            && (1..=u64::from(arbiter::rules::MAX_FULLMOVE_NUMBER)).contains(&full);
        prop_assert_eq!(ok, within, "{}", fen);
        run_fen(fen.as_bytes());
    }

    /// Valid time controls and durations written by the program read back the same.
    #[test]
    fn durations_round_trip(ms in 0i64..=arbiter::clock::MAX_DURATION_MS) {
        let whole = ms - ms % 1000;
        let written = format_ms(whole);
        prop_assert_eq!(parse_duration(&written).ok(), Some(whole), "{}", written);
    }
}

/// Size limits are refused with a message naming the limit, not by running out of memory.
#[test]
fn size_limits_refused_with_a_message() {
    // A feed of more games than the limit.
    let game = b"[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 *\n\n";
    let many: Vec<u8> = game
        .iter()
        .copied()
        .cycle()
        .take(game.len() * (feed::MAX_GAMES + 1))
        .collect();
    let err = feed::read_feed("many.pgn", &many).expect_err("too many games");
    assert!(
        err.to_string().contains(&feed::MAX_GAMES.to_string())
            || err.to_string().contains("5,000")
            || err.to_string().contains("5 000"),
        "{err}"
    );
    // A game longer than the ply limit.
    let mut long = String::from("[White \"A\"]\n[Black \"B\"]\n\n");
    for _ in 0..(feed::MAX_PLIES / 4 + 1) {
        long.push_str("Nf3 Nf6 Ng1 Ng8 ");
    }
    long.push_str("*\n");
    let err = game_import::read_game("long.pgn", long.as_bytes()).expect_err("too long");
    assert!(
        err.to_string().contains(&feed::MAX_PLIES.to_string()),
        "{err}"
    );
    let err = feed::read_feed("long.pgn", long.as_bytes()).expect_err("too long");
    assert!(
        err.to_string().contains(&feed::MAX_PLIES.to_string()),
        "{err}"
    );
    // Durations and FEN counters beyond their limits.
    assert!(parse_duration("99999999999:00").is_err());
    assert!(parse_fen("4k3/8/8/8/8/8/8/4K3 w - - 0 100000000000000000000").is_err());
    assert!("99999999999999999999.1".parse::<BoardRef>().is_err());
}

// ---------------------------------------------------------------------------------------------
// The event file itself

fn real_event(dir: &Path) -> Vec<u8> {
    let path = dir.join("real.sqlite");
    let mut settings = EventSettings::new("Fuzz Open");
    settings.control = "5400+30".parse().ok();
    let store = Store::create(&path, &settings).expect("create");
    let setup = store
        .add_board(&BoardSetup::new(1, "Ann Archer", "Bob Baker"))
        .expect("board");
    for (seq, san) in ["e4", "e5", "Nf3"].iter().enumerate() {
        store
            .record(
                setup.key(),
                seq as u32,
                arbiter::event::command::Command::play(*san),
            )
            .expect("move");
    }
    // The store keeps its WAL across processes: the bytes mutated are the whole event.
    store.checkpoint().expect("checkpoint");
    drop(store);
    std::fs::read(&path).expect("read event file")
}

/// `Store::open` on mutated bytes of a real event file: refused with an error (naming the
/// file), never a panic, and a refused file's bytes are left exactly as they were. A mutation
/// that SQLite does not notice (free space, a payload byte) may open; reading it then must not
/// panic either.
#[test]
fn event_file_mutations_refused_untouched() {
    let dir = tempfile::tempdir().expect("tmp");
    let real = real_event(dir.path());
    let key = dir.path().join("real.sqlite.key");
    let original = {
        let copy = dir.path().join("copy.sqlite");
        std::fs::write(&copy, &real).expect("copy");
        std::fs::copy(&key, dir.path().join("copy.sqlite.key")).expect("key");
        let store = Store::open(&copy).expect("the real file opens");
        let report = store.check().expect("check");
        assert!(report.problems.is_empty(), "{:?}", report.problems);
        assert_eq!(store.verify_chain().expect("chain").1, None);
        format!("{:?}", store.all_events().expect("events"))
    };
    let mut changed = 0;
    let moves_at = real
        .windows(5)
        .position(|w| w == b"\"Nf3\"")
        .expect("the last move's JSON is in the file");
    let mut rng = Rng(0x5EED_F11E);
    let (mut refused, mut opened) = (0, 0);
    for i in 0..mutations() {
        let bytes = if i % 3 == 0 {
            // Header and schema pages are where damage is noticed: aim a third there.
            let head = real.len().min(8192);
            let mut b = real.clone();
            let m = mutate(&mut rng, &b[..head]);
            b.splice(..head, m);
            b
        } else if i % 3 == 1 {
            // A bit flipped inside the recorded events (the moves' JSON, the actor): what a
            // hand edit or a bad sector does to the content itself.
            let mut b = real.clone();
            let at = moves_at.saturating_sub(48) + rng.below(96);
            if let Some(byte) = b.get_mut(at) {
                *byte ^= 1 << rng.below(8);
            }
            b
        } else {
            mutate(&mut rng, &real)
        };
        let path = dir.path().join(format!("m{i}.sqlite"));
        std::fs::write(&path, &bytes).expect("write");
        std::fs::copy(&key, dir.path().join(format!("m{i}.sqlite.key"))).expect("key");
        let start = Instant::now();
        match Store::open(&path) {
            Err(e) => {
                refused += 1;
                assert!(!e.to_string().is_empty());
                let after = std::fs::read(&path).expect("read back");
                assert!(
                    after == bytes,
                    "mutation {i}: a refused file was modified ({e})"
                );
            }
            Ok(store) => {
                opened += 1;
                let _ = store.settings();
                let _ = store.boards();
                let check = store.check();
                let chain = store.verify_chain();
                // An opened file whose events read differently must not pass as sound: the
                // integrity check or the tamper-evident chain names the damage.
                if let Ok(events) = store.all_events()
                    && format!("{events:?}") != original
                {
                    let sound = matches!(&check, Ok(r) if r.problems.is_empty())
                        && matches!(&chain, Ok((_, None)));
                    assert!(
                        !sound,
                        "mutation {i}: events changed, yet check and chain pass"
                    );
                    changed += 1;
                }
            }
        }
        assert!(
            start.elapsed() < PER_INPUT * 2,
            "mutation {i}: {:?}",
            start.elapsed()
        );
        let _ = std::fs::remove_file(&path);
        let _ = std::fs::remove_file(dir.path().join(format!("m{i}.sqlite-wal")));
        let _ = std::fs::remove_file(dir.path().join(format!("m{i}.sqlite-shm")));
    }
    eprintln!(
        "event file: {refused} mutations refused, {opened} opened ({changed} with changed events, each detected)"
    );
    assert_eq!(refused + opened, mutations());
    assert!(refused > 0, "no mutation was refused");
    assert!(
        changed > 0,
        "no mutation changed an event: the detection was not exercised"
    );
}

// ---------------------------------------------------------------------------------------------
// Claim files, through the binary (`claims import` is a CLI verb)

/// Mutated claim files to `claims import`: the program answers (success or a refusal), never
/// panics (exit 101), and a refused import records nothing (all or nothing).
#[test]
fn claim_file_mutations_never_panic() {
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("designated.sqlite");
    let arbiter = |args: &[&std::ffi::OsStr]| {
        let mut cmd = assert_cmd::Command::cargo_bin("arbiter").expect("binary");
        cmd.neutral_locale();
        cmd.arg("--db")
            .arg(&db)
            .env_remove("ARBITER_DB")
            .env_remove("ARBITER_LANG")
            .env("LANG", "C.UTF-8")
            .args(args);
        cmd.output().expect("run arbiter")
    };
    let init = arbiter(&["init".as_ref(), "--event".as_ref(), "Referred".as_ref()]);
    assert!(init.status.success(), "{init:?}");
    // The valid claim imports.
    let file = dir.path().join("claim.pgn");
    std::fs::write(&file, CLAIM).expect("claim");
    let ok = arbiter(&["claims".as_ref(), "import".as_ref(), file.as_os_str()]);
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    let events = |db: &Path| {
        Store::open(db)
            .expect("open")
            .all_events()
            .expect("events")
            .len()
    };
    let mut rng = Rng(0xC1A1_4F11);
    // Each run starts the binary: at most 300 whatever the hunt's size.
    for i in 0..mutations().min(300) {
        let bytes = mutate(&mut rng, CLAIM.as_bytes());
        std::fs::write(&file, &bytes).expect("write");
        let before = events(&db);
        let out = arbiter(&["claims".as_ref(), "import".as_ref(), file.as_os_str()]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_ne!(
            out.status.code(),
            Some(101),
            "mutation {i} panicked: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "mutation {i}: {stderr}");
        if !out.status.success() {
            assert!(
                !stderr.trim().is_empty(),
                "mutation {i}: refused without a word"
            );
            assert_eq!(
                events(&db),
                before,
                "mutation {i}: a refused import recorded"
            );
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The harness itself can fail

/// The seeded mutations do what the run claims: they change the input, make invalid UTF-8,
/// put in control characters, truncate, and blow inputs up to tens of kilobytes.
#[test]
fn mutations_cover_the_hostile_kinds() {
    let base = CLAIM.as_bytes();
    let mut rng = Rng(1);
    let all: Vec<Vec<u8>> = (0..mutations()).map(|_| mutate(&mut rng, base)).collect();
    let changed = all.iter().filter(|m| m.as_slice() != base).count();
    assert!(changed * 10 >= all.len() * 9, "{changed} of {}", all.len());
    assert!(all.iter().any(|m| std::str::from_utf8(m).is_err()));
    assert!(all.iter().any(|m| m.contains(&0x1b)));
    assert!(all.iter().any(|m| m.len() < base.len() / 2));
    assert!(all.iter().any(|m| m.len() > base.len() + 10_000));
    // The same seed, the same inputs: a failure is reproducible.
    let mut again = Rng(1);
    assert_eq!(mutate(&mut again, base), all[0]);
}

/// A parser that panics on some input fails the run (the harness does not swallow panics).
#[test]
#[should_panic(expected = "planted")]
fn a_panicking_parser_fails_the_run() {
    let planted = Parser {
        name: "planted",
        corpus: || strs(SIDES),
        run: |b| assert!(!b.contains(&b'\x1b'), "planted panic"),
    };
    let mut rng = Rng(2);
    for _ in 0..mutations() {
        drive(&planted, &mutate(&mut rng, b"white"), "planted");
    }
}

/// Systematic, beside the random run: at ~150 positions spread over each valid input, each of
/// a few hostile tokens written over one character (a multi-byte character in a fixed-column
/// TRF line, a NUL, a bidi override, an overflowing number, a deletion).
#[test]
fn every_position_overwritten() {
    const TOKENS: &[&str] = &["é", "\u{202e}", "\0", "99999999999999999999", ""];
    for parser in parsers() {
        for base in (parser.corpus)() {
            let step = (base.len() / 150).max(1);
            for at in (0..base.len()).step_by(step) {
                for token in TOKENS {
                    let mut input = base.clone();
                    input.splice(at..at + 1, token.bytes());
                    drive(&parser, &input, &format!("{token:?} at {at}"));
                }
            }
        }
    }
}
