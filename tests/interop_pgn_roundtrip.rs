//! PGN export round trips: write with `interop::pgn_out`, re-parse with pgn-reader, replay every
//! move with shakmaty (legality is checked by the replay, not assumed), and compare tags, moves,
//! clocks, draw offers and arbiter notes with what was written. Optionally python-chess re-reads
//! the same file (tests/interop_python_chess.py; skipped when python3 or python-chess is absent).

use std::ops::ControlFlow;

use arbiter::interop::pgn_out::{ExportGame, ExportMove, parse_clk, write_game, write_games};
use pgn_reader::{Outcome, RawComment, RawTag, Reader, SanPlus, Visitor};
use proptest::prelude::*;
use shakmaty::fen::Fen;
use shakmaty::{CastlingMode, Chess, Position};

/// What pgn-reader hands back: tags, SAN per ply, the comments after each ply (index 0 = before
/// the first move), the outcome.
#[derive(Debug, Default)]
struct Parsed {
    tags: Vec<(String, String)>,
    sans: Vec<String>,
    comments: Vec<Vec<String>>,
    outcome: Option<String>,
}

struct Collect;

impl Visitor for Collect {
    type Tags = Parsed;
    type Movetext = Parsed;
    type Output = Parsed;
    fn begin_tags(&mut self) -> ControlFlow<Parsed, Parsed> {
        ControlFlow::Continue(Parsed {
            comments: vec![Vec::new()],
            ..Parsed::default()
        })
    }
    fn tag(&mut self, t: &mut Parsed, name: &[u8], value: RawTag<'_>) -> ControlFlow<Parsed> {
        t.tags.push((
            String::from_utf8(name.to_vec()).unwrap(),
            value.decode_utf8().unwrap().into_owned(),
        ));
        ControlFlow::Continue(())
    }
    fn begin_movetext(&mut self, t: Parsed) -> ControlFlow<Parsed, Parsed> {
        ControlFlow::Continue(t)
    }
    fn san(&mut self, m: &mut Parsed, san: SanPlus) -> ControlFlow<Parsed> {
        m.sans.push(san.to_string());
        m.comments.push(Vec::new());
        ControlFlow::Continue(())
    }
    fn comment(&mut self, m: &mut Parsed, c: RawComment<'_>) -> ControlFlow<Parsed> {
        let text = String::from_utf8(c.as_bytes().to_vec()).unwrap();
        m.comments.last_mut().unwrap().push(text);
        ControlFlow::Continue(())
    }
    fn outcome(&mut self, m: &mut Parsed, o: Outcome) -> ControlFlow<Parsed> {
        m.outcome = Some(o.to_string());
        ControlFlow::Continue(())
    }
    fn end_game(&mut self, m: Parsed) -> Parsed {
        m
    }
}

fn reparse(pgn: &str) -> Vec<Parsed> {
    let mut reader = Reader::new(pgn.as_bytes());
    let mut out = Vec::new();
    while let Some(p) = reader.read_game(&mut Collect).unwrap() {
        out.push(p);
    }
    out
}

fn start(game: &ExportGame) -> Chess {
    match &game.fen {
        None => Chess::default(),
        Some(f) => Fen::from_ascii(f.as_bytes())
            .unwrap()
            .into_position(CastlingMode::Standard)
            .unwrap(),
    }
}

/// Every check of one written and re-read game. Returns the final position.
fn check_round_trip(game: &ExportGame, pgn: &str, parsed: &Parsed) -> Chess {
    for line in pgn.lines().filter(|l| !l.starts_with('[')) {
        assert!(line.chars().count() <= 80, "line over 80: {line:?}");
        assert!(!line.starts_with('%'), "escape line: {line:?}");
    }
    let tag = |name: &str| {
        parsed
            .tags
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    };
    let names: Vec<&str> = parsed
        .tags
        .iter()
        .take(7)
        .map(|(n, _)| n.as_str())
        .collect();
    assert_eq!(
        names,
        ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
    );
    assert_eq!(tag("Round"), Some(format!("{}.{}", game.round, game.board)));
    assert_eq!(tag("White").as_deref(), Some(game.white.as_str()));
    assert_eq!(tag("Black").as_deref(), Some(game.black.as_str()));
    assert_eq!(tag("Event").as_deref(), Some(game.event.as_str()));
    assert_eq!(tag("Result").as_deref(), Some(game.result.as_str()));
    assert_eq!(tag("TimeControl"), game.time_control.clone());
    assert_eq!(tag("Termination"), game.termination.clone());
    assert_eq!(parsed.outcome.as_deref(), Some(game.result.as_str()));

    let mut pos = start(game);
    assert_eq!(parsed.sans.len(), game.moves.len());
    for (i, (san, m)) in parsed.sans.iter().zip(&game.moves).enumerate() {
        assert_eq!(san, &m.san, "ply {i}");
        let mv = san
            .parse::<SanPlus>()
            .unwrap()
            .san
            .to_move(&pos)
            .unwrap_or_else(|e| panic!("ply {i} {san}: illegal: {e}"));
        pos.play_unchecked(mv);
        let comments = parsed.comments[i + 1].join(" ");
        let clock = parse_clk(&comments);
        assert_eq!(
            clock,
            m.clock_ms.map(|ms| ms.max(0) / 1000 * 1000),
            "ply {i} clock"
        );
        let words: Vec<&str> = comments.split_whitespace().collect();
        assert_eq!(words.contains(&"(=)"), m.draw_offer, "ply {i} draw offer");
        let text: Vec<&str> = words
            .iter()
            .copied()
            .filter(|w| *w != "(=)" && !w.starts_with("[%clk") && !w.ends_with(']'))
            .collect();
        let expected: Vec<String> = m
            .comments
            .iter()
            .flat_map(|c| {
                c.split_whitespace()
                    .map(|w| arbiter::interop::pgn_out::neutral_word(&w.replace('}', ")")))
            })
            // As the text is read above: a word ending in `]` is taken for a command's end.
            .filter(|w| !w.ends_with(']'))
            .collect();
        assert_eq!(text, expected, "ply {i} notes");
    }
    pos
}

/// The Opera Game (Morphy v Duke Karl / Count Isouard, Paris 1858), with clocks, an offer and notes.
fn opera_game() -> ExportGame {
    let sans = "e4 e5 Nf3 d6 d4 Bg4 dxe5 Bxf3 Qxf3 dxe5 Bc4 Nf6 Qb3 Qe7 Nc3 c6 Bg5 b5 Nxb5 cxb5 \
                Bxb5+ Nbd7 O-O-O Rd8 Rxd7 Rxd7 Rd1 Qe6 Bxd7+ Nxd7 Qb8+ Nxb8 Rd8#";
    let mut moves: Vec<ExportMove> = sans.split_whitespace().map(ExportMove::new).collect();
    for (i, m) in moves.iter_mut().enumerate() {
        m.clock_ms = Some(5_400_000 - 61_234 * i as i64 + 30_000);
    }
    moves[11].draw_offer = true;
    moves[14].comments.push(
        "Arbiter: Black's claim of threefold repetition rejected (Art. 9.2); +2 min to White \
         (Art. 9.5.3). Clock corrected from 1:02:03 to 1:04:03."
            .into(),
    );
    ExportGame {
        event: "Paris \"Opera\" 1858".into(),
        site: "Paris FRA".into(),
        date: "1858.??.??".into(),
        round: 1,
        board: 1,
        white: "Morphy, Paul".into(),
        black: "Duke Karl / Count Isouard".into(),
        result: "1-0".into(),
        time_control: Some("40/5400+30:1800+30".into()),
        termination: Some("normal".into()),
        moves,
        ..ExportGame::default()
    }
}

/// A note's words never forge our marks: a typed `(=)` (or `(=}`, whose `}` becomes `)`) is no
/// draw offer and a typed `[%clk …]` no clock reading, for a reader of the PGN.
#[test]
fn a_note_cannot_forge_an_offer_or_a_clock() {
    let mut game = opera_game();
    game.moves[3]
        .comments
        .push("he said (=) then (=} and [%clk 0:00:01] [%emt 0:00:02]".into());
    let pgn = write_game(&game).unwrap();
    let parsed = reparse(&pgn);
    check_round_trip(&game, &pgn, &parsed[0]);
    assert!(pgn.contains("\"(=)\" then \"(=)\" and \"[%clk"), "{pgn}");
}

#[test]
fn opera_game_round_trips_and_ends_in_mate() {
    let game = opera_game();
    let pgn = write_game(&game).unwrap();
    let parsed = reparse(&pgn);
    assert_eq!(parsed.len(), 1);
    let end = check_round_trip(&game, &pgn, &parsed[0]);
    assert!(end.is_checkmate());
    assert!(
        pgn.contains("[Event \"Paris \\\"Opera\\\" 1858\"]"),
        "{pgn}"
    );
    assert!(
        pgn.contains("6. Bc4 {[%clk 1:20:17]} 6... Nf6 {[%clk 1:19:16] (=)} 7. Qb3"),
        "{pgn}"
    );
}

#[test]
fn non_pgn_result_is_refused() {
    let mut game = opera_game();
    game.result = "0-0".into();
    assert!(
        write_game(&game)
            .unwrap_err()
            .to_string()
            .contains("not a PGN result")
    );
}

/// A random legal game from a seed list (each number picks a legal move), with random clocks,
/// offers and notes containing characters PGN must survive.
fn random_game(
    picks: &[usize],
    notes: &[(usize, String)],
    offers: &[usize],
    clocks: &[i64],
) -> ExportGame {
    let mut pos = Chess::default();
    let mut moves = Vec::new();
    for (i, &pick) in picks.iter().enumerate() {
        let legal = pos.legal_moves();
        if legal.is_empty() {
            break;
        }
        let mv = legal[pick % legal.len()];
        let san = SanPlus::from_move_and_play_unchecked(&mut pos, mv).to_string();
        let mut m = ExportMove::new(&san);
        m.clock_ms = clocks.get(i).copied().filter(|c| *c >= 0);
        m.draw_offer = offers.contains(&i);
        moves.push(m);
    }
    for (at, note) in notes {
        if !moves.is_empty() {
            let n = moves.len();
            moves[at % n].comments.push(note.clone());
        }
    }
    ExportGame {
        event: "Prop \\ \"test\"".into(),
        site: "?".into(),
        date: "2026.11.23".into(),
        round: 3,
        board: 12,
        white: "White, A.".into(),
        black: "Black, B.".into(),
        result: "*".into(),
        time_control: Some("5400+30".into()),
        moves,
        ..ExportGame::default()
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn random_games_round_trip(
        picks in proptest::collection::vec(any::<usize>(), 0..160),
        notes in proptest::collection::vec((any::<usize>(), "[a-zA-Z0-9 %{}\"\\\\()=.,:+-]{1,120}"), 0..6),
        offers in proptest::collection::vec(0usize..160, 0..4),
        clocks in proptest::collection::vec(-1000i64..20_000_000, 0..160),
    ) {
        let notes: Vec<(usize, String)> = notes
            .into_iter()
            .filter(|(_, n)| !n.contains("[%clk") && n.split_whitespace().all(|w| w.chars().count() <= 76 && !w.ends_with(']') && w != "(=)"))
            .collect();
        let game = random_game(&picks, &notes, &offers, &clocks);
        let pgn = write_game(&game).unwrap();
        let parsed = reparse(&pgn);
        prop_assert_eq!(parsed.len(), 1);
        check_round_trip(&game, &pgn, &parsed[0]);
    }
}

#[test]
fn python_chess_rereads_the_export_if_available() {
    let have = std::process::Command::new("python3")
        .args(["-c", "import chess.pgn"])
        .output()
        .map(|o| o.status.success())
        .unwrap_or(false);
    if !have {
        eprintln!("skipped: python3 with python-chess is not installed");
        return;
    }
    let mut games = vec![opera_game()];
    games.push(random_game(
        &(0..120).map(|i| i * 7919).collect::<Vec<_>>(),
        &[(3, "Note } with % brace".into())],
        &[5],
        &(0..120).map(|i| 3_000_000 - i * 10_000).collect::<Vec<_>>(),
    ));
    let pgn = write_games(&games).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("export.pgn");
    std::fs::write(&file, &pgn).unwrap();
    let script = format!(
        "{}/tests/interop_python_chess.py",
        env!("CARGO_MANIFEST_DIR")
    );
    let out = std::process::Command::new("python3")
        .arg(script)
        .arg(&file)
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let expected: Vec<String> = games
        .iter()
        .map(|g| {
            let clocks: Vec<String> = g
                .moves
                .iter()
                .map(|m| {
                    m.clock_ms
                        .map_or("-".into(), |ms| (ms.max(0) / 1000).to_string())
                })
                .collect();
            format!("{} {} {}", g.moves.len(), g.result, clocks.join(","))
        })
        .collect();
    assert_eq!(stdout.lines().collect::<Vec<_>>(), expected);
}

/// The fold of `sans` (then `result`, if any) on board 2 of round 4, exported publicly.
fn export_of(sans: &[&str], result: Option<arbiter::rules::GameScore>) -> ExportGame {
    use arbiter::event::{BoardSetup, Event, EventKind, EventSettings, fold_with};
    use arbiter::interop::Pairing;
    use arbiter::interop::export::{Audience, EventInfo, board_export};
    let mut kinds: Vec<EventKind> = sans
        .iter()
        .map(|san| EventKind::Move {
            san: (*san).into(),
            clock: None,
        })
        .collect();
    if let Some(result) = result {
        kinds.push(EventKind::Result {
            result,
            reason: "recorded".into(),
            article: None,
        });
    }
    let events: Vec<Event> = kinds
        .into_iter()
        .enumerate()
        .map(|(i, kind)| Event {
            id: i as i64 + 1,
            board: 2,
            seq: i as u32 + 1,
            at_ms: 1_795_425_600_000,
            actor: "a".into(),
            display_name: None,
            origin: None,
            kind,
        })
        .collect();
    let setup = BoardSetup::new(2, "Lindqvist, Erik", "Novak, Petra");
    let state = fold_with(&setup, &EventSettings::new("Riverside Open 2026"), &events);
    let info = EventInfo {
        event: "Riverside Open 2026".into(),
        ..EventInfo::default()
    };
    let pairing = Pairing::new(4, 2, &setup.white, &setup.black);
    board_export(&info, &pairing, &state, Audience::Public).game
}

/// A fivefold repetition (Art. 9.6.1) ends the game as a draw even though the record goes on
/// (a file from before such moves were refused) and 1-0 was recorded: the export says 1/2-1/2 and
/// explains it at the move that made the fifth occurrence.
#[test]
fn fivefold_makes_the_export_a_draw_with_a_note() {
    use arbiter::rules::GameScore;
    let sans: Vec<&str> = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 e4 e5"
        .split_whitespace()
        .collect();
    let game = export_of(&sans, Some(GameScore::WHITE_WINS));
    assert_eq!(game.result, "1/2-1/2");
    let pgn = write_game(&game).unwrap();
    let parsed = reparse(&pgn);
    check_round_trip(&game, &pgn, &parsed[0]);
    let note = parsed[0].comments[16]
        .join(" ")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ");
    assert!(note.contains("Art. 9.6"), "{note}");
    assert!(
        note.contains("2 half-move(s) played after it do not count"),
        "{note}"
    );
    assert!(note.contains("Recorded result 1-0 replaced"), "{note}");
    for (i, c) in parsed[0].comments.iter().enumerate() {
        assert!(
            i == 16 || c.is_empty(),
            "note only at ply 16, also at {i}: {c:?}"
        );
    }
}

#[test]
fn a_game_the_laws_did_not_end_is_left_alone() {
    let opera = opera_game();
    let sans: Vec<&str> = opera.moves[..10].iter().map(|m| m.san.as_str()).collect();
    let game = export_of(&sans, None);
    assert_eq!(game.result, "*");
    assert!(game.result_comment.is_none());
    assert!(game.moves.iter().all(|m| m.comments.is_empty()));
    assert_eq!(
        game.moves
            .iter()
            .map(|m| m.san.as_str())
            .collect::<Vec<_>>(),
        sans
    );
}
