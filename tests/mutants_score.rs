//! The game result type (`rules::score`) against every mutant cargo-mutants makes of it: each
//! test names the mutations it kills. The answers come from the Laws (Art. 10.2, 12.9: at most
//! one point in a game; a forfeit has no halves, Art. 6.7), the PGN standard and the TRF
//! result codes, not from running the code.

use arbiter::rules::{GameScore, Points, ScoreKind};
use shakmaty::Color;

const ALL_POINTS: [Points; 3] = [Points::Zero, Points::Half, Points::One];
const ALL_KINDS: [ScoreKind; 3] = [ScoreKind::Played, ScoreKind::Forfeit, ScoreKind::Unplayed];

fn score(white: Points, black: Points, kind: ScoreKind) -> GameScore {
    GameScore { white, black, kind }
}

fn halves(p: Points) -> u32 {
    match p {
        Points::Zero => 0,
        Points::Half => 1,
        Points::One => 2,
    }
}

/// Every combination of points and kind is judged as the Laws judge it: at most one point in
/// total, and a forfeit has no halves. Kills `is_valid` → true/false, `+` → `-`/`*` in the
/// total, `<=` → `>` (both arms), each `&&` → `||` and each `!=` → `==` of the forfeit arm, and
/// `Points::halves` → 0/1.
#[test]
fn validity_is_at_most_one_point_and_a_forfeit_has_no_halves() {
    let mut seen = 0;
    for kind in ALL_KINDS {
        for w in ALL_POINTS {
            for b in ALL_POINTS {
                let expected = halves(w) + halves(b) <= 2
                    && (kind != ScoreKind::Forfeit || (w != Points::Half && b != Points::Half));
                let s = score(w, b, kind);
                assert_eq!(s.is_valid(), expected, "{s:?}");
                seen += usize::from(expected);
            }
        }
    }
    // Played and unplayed: 1-0, 0-1, ½-½, 0-0, ½-0, 0-½; forfeit: +/-, -/+, -/-.
    assert_eq!(seen, 6 + 6 + 3);
    assert_eq!(Points::Zero.halves(), 0);
    assert_eq!(Points::Half.halves(), 1);
    assert_eq!(Points::One.halves(), 2);
}

/// Kills `winner` → None / Some(_) and the deletion of either of its arms.
#[test]
fn the_winner_is_the_side_with_the_point_against_none() {
    assert_eq!(GameScore::WHITE_WINS.winner(), Some(Color::White));
    assert_eq!(GameScore::BLACK_WINS.winner(), Some(Color::Black));
    assert_eq!(GameScore::WHITE_FORFEIT_WIN.winner(), Some(Color::White));
    assert_eq!(GameScore::BLACK_FORFEIT_WIN.winner(), Some(Color::Black));
    for s in [
        GameScore::DRAW,
        GameScore::DOUBLE_FORFEIT,
        GameScore::played(Points::Zero, Points::Zero),
        GameScore::played(Points::Half, Points::Zero),
        GameScore::played(Points::Zero, Points::Half),
    ] {
        assert_eq!(s.winner(), None, "{s}");
    }
    assert_eq!(GameScore::win(Color::White), GameScore::WHITE_WINS);
    assert_eq!(GameScore::win(Color::Black), GameScore::BLACK_WINS);
    assert_eq!(GameScore::BLACK_WINS.points(Color::Black), Points::One);
    assert_eq!(GameScore::BLACK_WINS.points(Color::White), Points::Zero);
}

/// Kills `is_draw` → true/false, `&&` → `||` and either `==` → `!=`.
#[test]
fn only_half_a_point_each_is_a_draw() {
    for w in ALL_POINTS {
        for b in ALL_POINTS {
            let s = GameScore::played(w, b);
            assert_eq!(s.is_draw(), w == Points::Half && b == Points::Half, "{s:?}");
        }
    }
}

/// Kills `pgn` → None / Some("") / Some("xyzzy") and the deletion of each arm: PGN has 1-0,
/// 0-1 and 1/2-1/2 and nothing for the penalty scores or the double forfeit.
#[test]
fn pgn_has_a_result_only_for_a_win_or_an_even_draw() {
    assert_eq!(GameScore::WHITE_WINS.pgn(), Some("1-0"));
    assert_eq!(GameScore::BLACK_WINS.pgn(), Some("0-1"));
    assert_eq!(GameScore::DRAW.pgn(), Some("1/2-1/2"));
    assert_eq!(GameScore::WHITE_FORFEIT_WIN.pgn(), Some("1-0"));
    for s in [
        GameScore::DOUBLE_FORFEIT,
        GameScore::played(Points::Zero, Points::Zero),
        GameScore::played(Points::Half, Points::Zero),
        GameScore::played(Points::Zero, Points::Half),
    ] {
        assert_eq!(s.pgn(), None, "{s}");
    }
}

/// Fewer than one move each (one ply: White's first move only) makes a played game unplayed;
/// no ply (the moves not kept on this board), two plies or more, or a forfeit, leaves it. Kills the guard → true/false, `<` → `==`/`>`/`<=`, and the
/// deleted `kind` field; `base` undoes it (kills the deleted `Unplayed` arm).
#[test]
fn fewer_than_two_plies_is_not_rated_and_base_undoes_it() {
    for plies in 0..5usize {
        for s in [
            GameScore::WHITE_WINS,
            GameScore::DRAW,
            GameScore::played(Points::Half, Points::Zero),
        ] {
            let got = s.with_plies(plies);
            let expected = if plies == 1 {
                ScoreKind::Unplayed
            } else {
                ScoreKind::Played
            };
            assert_eq!(got.kind, expected, "{s} after {plies} plies");
            assert_eq!((got.white, got.black), (s.white, s.black));
            assert_eq!(got.base(), s);
        }
        assert_eq!(
            GameScore::DOUBLE_FORFEIT.with_plies(plies),
            GameScore::DOUBLE_FORFEIT
        );
        assert_eq!(
            GameScore::BLACK_FORFEIT_WIN.base(),
            GameScore::BLACK_FORFEIT_WIN
        );
    }
    assert_eq!(
        GameScore::WHITE_WINS.with_plies(1).text(),
        "1-0 (not rated)"
    );
}

/// In an Armageddon game a draw is Black's win, keeping its kind; nothing else changes, and
/// without Armageddon nothing does. Kills `&&` → `||` in `scored`.
#[test]
fn armageddon_turns_only_a_draw_into_blacks_win() {
    let unplayed_draw = GameScore::DRAW.with_plies(1);
    assert_eq!(
        unplayed_draw.scored(true),
        score(Points::Zero, Points::One, ScoreKind::Unplayed)
    );
    assert_eq!(GameScore::DRAW.scored(true), GameScore::BLACK_WINS);
    for s in [
        GameScore::DRAW,
        unplayed_draw,
        GameScore::WHITE_WINS,
        GameScore::played(Points::Half, Points::Zero),
    ] {
        assert_eq!(s.scored(false), s, "{s}");
    }
    assert_eq!(GameScore::WHITE_WINS.scored(true), GameScore::WHITE_WINS);
    assert_eq!(
        GameScore::played(Points::Half, Points::Zero).scored(true),
        GameScore::played(Points::Half, Points::Zero)
    );
}

/// Kills `text` → "" / "xyzzy", `==` → `!=` in the forfeit signs, `Points::text` → "" /
/// "xyzzy", and the `Display` impl → `Ok(())`.
#[test]
fn text_and_display_write_what_an_arbiter_writes() {
    assert_eq!(GameScore::WHITE_FORFEIT_WIN.text(), "+/-");
    assert_eq!(GameScore::BLACK_FORFEIT_WIN.text(), "-/+");
    assert_eq!(GameScore::DOUBLE_FORFEIT.text(), "-/-");
    assert_eq!(
        GameScore::played(Points::Zero, Points::Half).text(),
        "0-1/2"
    );
    assert_eq!(format!("{}", GameScore::DRAW), "1/2-1/2");
    assert_eq!(GameScore::BLACK_WINS.to_string(), "0-1");
    assert_eq!(Points::Half.text(), "1/2");
}

/// Each TRF code both ways, codes of different kinds rejected, and a score over a point
/// rejected. Kills `from_trf_codes` → None, the deletion of each of its eight arms, `&&` → `||`
/// and `==` → `!=` in its last line, and `trf_codes` → ('\0', '\0').
#[test]
fn trf_codes_read_and_write_every_game_score() {
    let table = [
        (('1', '0'), GameScore::WHITE_WINS),
        (('0', '1'), GameScore::BLACK_WINS),
        (('=', '='), GameScore::DRAW),
        (('0', '0'), GameScore::played(Points::Zero, Points::Zero)),
        (('=', '0'), GameScore::played(Points::Half, Points::Zero)),
        (('+', '-'), GameScore::WHITE_FORFEIT_WIN),
        (('-', '+'), GameScore::BLACK_FORFEIT_WIN),
        (('-', '-'), GameScore::DOUBLE_FORFEIT),
        (('W', 'L'), GameScore::WHITE_WINS.with_plies(1)),
        (('L', 'W'), GameScore::BLACK_WINS.with_plies(1)),
        (('D', 'D'), GameScore::DRAW.with_plies(1)),
        (
            ('D', 'L'),
            score(Points::Half, Points::Zero, ScoreKind::Unplayed),
        ),
    ];
    for ((w, b), s) in table {
        assert_eq!(GameScore::from_trf_codes(w, b), Some(s), "{w}{b}");
        assert_eq!(s.trf_codes(), (w, b), "{s}");
    }
    for (w, b) in [
        ('1', '-'), // played against forfeit: a valid score but codes of different kinds
        ('+', '0'),
        ('W', '0'),
        ('1', '1'), // two points
        ('+', '+'),
        ('W', 'W'),
        ('=', '1'),
        ('H', 'H'), // byes are not game scores
        ('U', 'Z'),
        (' ', ' '),
    ] {
        assert_eq!(GameScore::from_trf_codes(w, b), None, "{w}{b}");
    }
}

/// Every spelling `parse` accepts, and what it refuses. Kills `parse`'s deleted arms (the three
/// forfeits with and without the slash, "1", "1/2", "0"), `!=` → `==` and the deleted `kind`
/// field of "(not rated)", `from_text` → None, and `FromStr`.
#[test]
fn parse_reads_every_spelling_of_a_result() {
    let table = [
        ("+/-", GameScore::WHITE_FORFEIT_WIN),
        ("+-", GameScore::WHITE_FORFEIT_WIN),
        ("-/+", GameScore::BLACK_FORFEIT_WIN),
        ("-+", GameScore::BLACK_FORFEIT_WIN),
        ("-/-", GameScore::DOUBLE_FORFEIT),
        ("--", GameScore::DOUBLE_FORFEIT),
        (" 1 - 0 ", GameScore::WHITE_WINS),
        ("0-1", GameScore::BLACK_WINS),
        ("½-½", GameScore::DRAW),
        ("1/2-0", GameScore::played(Points::Half, Points::Zero)),
        ("0-0", GameScore::played(Points::Zero, Points::Zero)),
        (
            "0-1 (not rated)",
            score(Points::Zero, Points::One, ScoreKind::Unplayed),
        ),
        (
            "1/2-0(not rated)",
            score(Points::Half, Points::Zero, ScoreKind::Unplayed),
        ),
    ];
    for (text, s) in table {
        assert_eq!(GameScore::parse(text), Ok(s), "{text:?}");
        assert_eq!(GameScore::from_text(text), Some(s), "{text:?}");
        assert_eq!(text.parse::<GameScore>(), Ok(s), "{text:?}");
    }
    for bad in [
        "1-1",
        "-/- (not rated)",
        "+- (not rated)",
        "2-0",
        "1/2",
        "*",
    ] {
        assert_eq!(GameScore::from_text(bad), None, "{bad:?}");
        let err = GameScore::parse(bad).err();
        assert_eq!(err.map(|e| e.text), Some(bad.to_string()));
    }
}

/// The JSON form is the text, and the legacy "=/=" reads as half a point each, unplayed.
/// Kills `==` → `!=` in `deserialize` and the serializer → `Ok(_)`.
#[test]
fn json_is_the_text_and_reads_the_legacy_unplayed_draw() {
    let json = serde_json::to_string(&GameScore::BLACK_FORFEIT_WIN).ok();
    assert_eq!(json.as_deref(), Some("\"-/+\""));
    let legacy: Result<GameScore, _> = serde_json::from_str("\" =/= \"");
    assert_eq!(
        legacy.ok(),
        Some(score(Points::Half, Points::Half, ScoreKind::Unplayed))
    );
    let plain: Result<GameScore, _> = serde_json::from_str("\"0-1\"");
    assert_eq!(plain.ok(), Some(GameScore::BLACK_WINS));
    let bad: Result<GameScore, _> = serde_json::from_str("\"1-1\"");
    assert!(bad.is_err());
}
