//! PGN export from a neutral game model: the Seven Tag Roster in order (with `Round "R.B"`), then
//! titles, ratings, FIDE ids, `TimeControl`, `Termination` and `SetUp`/`FEN`; SAN moves, each with
//! `{[%clk h:mm:ss]}` (the clock of the side that moved, after the move, whole seconds rounded
//! down); a draw offer as "(=)" in the comment of the move it was made with (PGN convention);
//! the arbiter's incidents as comment text at the move where they happened. Movetext lines are at
//! most 80 characters (PGN standard 8.2.2.2: export format). Tag values escape `\` and `"`.
//!
//! The writer does not check legality: the caller passes the moves of a game record that was
//! validated when the moves were entered (the round-trip tests replay every exported game).

use super::error::Said;
use shakmaty::fen::Fen;

use super::error::InteropError;

/// One move as exported.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ExportMove {
    /// SAN with check marks, e.g. "Qxe7+".
    pub san: String,
    /// The mover's remaining time after the move (and its increment), in ms.
    pub clock_ms: Option<i64>,
    /// The mover offered a draw with this move (Art. 9.1.2.1).
    pub draw_offer: bool,
    /// Arbiter notes at this move: claims, decisions, penalties, clock corrections.
    pub comments: Vec<String>,
}

impl ExportMove {
    pub fn new(san: &str) -> Self {
        ExportMove {
            san: san.to_owned(),
            ..ExportMove::default()
        }
    }
}

/// One game ready to be written.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ExportGame {
    pub event: String,
    pub site: String,
    /// "YYYY.MM.DD"; "????.??.??" when unknown.
    pub date: String,
    pub round: u32,
    pub board: u32,
    pub white: String,
    pub black: String,
    /// "1-0", "0-1", "1/2-1/2" or "*".
    pub result: String,
    pub white_title: Option<String>,
    pub black_title: Option<String>,
    pub white_elo: Option<u16>,
    pub black_elo: Option<u16>,
    pub white_fide_id: Option<u64>,
    pub black_fide_id: Option<u64>,
    /// PGN TimeControl syntax, e.g. "40/5400+30:1800+30".
    pub time_control: Option<String>,
    /// PGN Termination: "normal", "time forfeit", "rules infraction", "adjudication", …
    pub termination: Option<String>,
    /// Start position when not the standard one.
    pub fen: Option<String>,
    /// The variant (Guidelines II: Chess960 is written `[Variant "Chess960"]` with its start
    /// position in X-FEN).
    pub variant: crate::rules::Variant,
    /// Further tags, written after the standard ones in this order.
    pub extra_tags: Vec<(String, String)>,
    /// Notes before the first move (e.g. an incident before the game started).
    pub start_comments: Vec<String>,
    pub moves: Vec<ExportMove>,
    /// A note before the result (why the game ended, e.g. a fivefold repetition).
    pub result_comment: Option<String>,
}

/// The results a PGN `Result` tag may have.
pub const PGN_RESULTS: [&str; 4] = ["1-0", "0-1", "1/2-1/2", "*"];

/// Escape a tag value: backslash and quote are backslash-escaped; line breaks and other control
/// characters become spaces.
pub fn escape_tag(value: &str) -> String {
    let mut out = String::with_capacity(value.len());
    for c in value.chars() {
        match c {
            '\\' => out.push_str("\\\\"),
            '"' => out.push_str("\\\""),
            c if c.is_control() || is_bidi_control(c) => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// A remaining time as `h:mm:ss`, rounded down to the second; negative is `0:00:00`.
pub fn hms(ms: i64) -> String {
    let s = ms.max(0) / 1000;
    format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}

/// `[%clk h:mm:ss]` for a remaining time in ms (see [`hms`]).
pub fn clk_command(ms: i64) -> String {
    format!("[%clk {}]", hms(ms))
}

/// The time of the first `[%clk h:mm:ss(.f)]` in a comment, in ms (the PGN reader's own,
/// `crate::rules::pgn::clock_in_comment`).
pub fn parse_clk(comment: &str) -> Option<i64> {
    crate::rules::pgn::clock_in_comment(comment)
}

/// Comment text made safe: no `}` (it would end the comment), no line breaks, no control
/// characters (a terminal escape in a player's text never reaches a reader's terminal).
fn comment_words(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split_whitespace()
        .map(|w| {
            w.chars()
                .filter(|c| !c.is_control() && !is_bidi_control(*c))
                .map(|c| if c == '}' { ')' } else { c })
                .collect::<String>()
        })
        .filter(|w| !w.is_empty())
        .map(|w| neutral_word(&w))
}

/// A typed word that would read as one of our marks — the draw offer's `(=)`, a `[%clk]` or
/// another `[%…]` command — quoted, so a note can never forge an offer or a clock reading.
pub fn neutral_word(word: &str) -> String {
    if word == "(=)" || word.starts_with("[%") {
        format!("\"{word}\"")
    } else {
        word.to_owned()
    }
}

/// Bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069): text typed by a player
/// must not reorder what a reader sees.
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Greedy word wrap at 80 columns. A token never starts a line with `%` (an escape line in PGN).
struct Wrapper {
    out: String,
    line_len: usize,
}

const WIDTH: usize = 80;

impl Wrapper {
    fn push(&mut self, token: &str) {
        let len = token.chars().count();
        if self.line_len > 0 && self.line_len + 1 + len > WIDTH {
            self.out.push('\n');
            self.line_len = 0;
        }
        // A separating space; also before a '%' in column 1, which would make an escape line.
        if self.line_len > 0 || token.starts_with('%') {
            self.out.push(' ');
            self.line_len += 1;
        }
        self.out.push_str(token);
        self.line_len += len;
    }

    /// A comment: `{`, words (long ones split), `}`; wraps only between words.
    fn comment(&mut self, words: Vec<String>) {
        let mut pieces: Vec<String> = Vec::new();
        for w in words {
            let chars: Vec<char> = w.chars().collect();
            for chunk in chars.chunks(WIDTH - 4) {
                pieces.push(chunk.iter().collect());
            }
        }
        if pieces.is_empty() {
            return;
        }
        let last = pieces.len() - 1;
        for (i, piece) in pieces.into_iter().enumerate() {
            let mut token = piece;
            if i == 0 {
                token.insert(0, '{');
            }
            if i == last {
                token.push('}');
            }
            self.push(&token);
        }
    }
}

/// The comments after a move: the clock and "(=)" first, then each note in a comment of its
/// own (PGN allows several), so that notes are never run together.
fn move_comments(m: &ExportMove) -> Vec<Vec<String>> {
    let mut first = Vec::new();
    if let Some(ms) = m.clock_ms {
        first.push(clk_command(ms));
    }
    if m.draw_offer {
        first.push("(=)".to_owned());
    }
    let mut groups = vec![first];
    groups.extend(m.comments.iter().map(|c| comment_words(c).collect()));
    groups.retain(|g: &Vec<String>| !g.is_empty());
    groups
}

/// "R.B"; a game outside the round numbering (issue 17, board `EXTRA_FROM` and above) says so:
/// "5.9001 (extra)" — PGN tag values are data, not translated.
fn round_tag(round: u32, board: u32) -> String {
    let id = crate::event::BoardId {
        round,
        number: board,
    };
    if round == 0 {
        "?".to_owned()
    } else if id.is_extra() {
        format!("{id} (extra)")
    } else {
        id.to_string()
    }
}

/// Write one game as PGN (ends with a blank line).
pub fn write_game(game: &ExportGame) -> Result<String, InteropError> {
    if !PGN_RESULTS.contains(&game.result.as_str()) {
        return Err(InteropError::Export(Said::new(
            "errors-export-result",
            [
                ("round", game.round.into()),
                ("board", game.board.into()),
                ("result", game.result.clone().into()),
            ],
        )));
    }
    let (mut black_to_move, mut number) = match &game.fen {
        None => (false, 1),
        Some(fen) => {
            let parsed = Fen::from_ascii(fen.as_bytes()).map_err(|e| {
                InteropError::Export(Said::new(
                    "errors-export-fen",
                    [
                        ("round", game.round.into()),
                        ("board", game.board.into()),
                        ("fen", fen.clone().into()),
                        ("error", e.to_string().into()),
                    ],
                ))
            })?;
            let setup = parsed.as_setup();
            (setup.turn == shakmaty::Color::Black, setup.fullmoves.get())
        }
    };
    let mut out = String::new();
    let or_unknown = |s: &str| {
        if s.trim().is_empty() {
            "?".to_owned()
        } else {
            s.to_owned()
        }
    };
    let date = if game.date.trim().is_empty() {
        "????.??.??".to_owned()
    } else {
        game.date.clone()
    };
    let mut tags: Vec<(String, String)> = vec![
        ("Event".into(), or_unknown(&game.event)),
        ("Site".into(), or_unknown(&game.site)),
        ("Date".into(), date),
        // "R.B"; an event without rounds has Round "?" (PGN: unknown) and the board in Board.
        ("Round".into(), round_tag(game.round, game.board)),
        ("White".into(), or_unknown(&game.white)),
        ("Black".into(), or_unknown(&game.black)),
        ("Result".into(), game.result.clone()),
    ];
    let mut opt = |name: &str, value: Option<String>| {
        if let Some(v) = value {
            tags.push((name.to_owned(), v));
        }
    };
    opt("WhiteTitle", game.white_title.clone());
    opt("BlackTitle", game.black_title.clone());
    opt("WhiteElo", game.white_elo.map(|e| e.to_string()));
    opt("BlackElo", game.black_elo.map(|e| e.to_string()));
    opt("WhiteFideId", game.white_fide_id.map(|e| e.to_string()));
    opt("BlackFideId", game.black_fide_id.map(|e| e.to_string()));
    opt("TimeControl", game.time_control.clone());
    opt("Termination", game.termination.clone());
    opt("Variant", game.variant.pgn_tag().map(str::to_owned));
    if game.fen.is_some() {
        opt("SetUp", Some("1".to_owned()));
        opt("FEN", game.fen.clone());
    }
    if game.round == 0 {
        tags.push(("Board".to_owned(), game.board.to_string()));
    }
    tags.extend(game.extra_tags.iter().cloned());
    for (name, value) in &tags {
        out.push_str(&format!("[{name} \"{}\"]\n", escape_tag(value)));
    }
    out.push('\n');

    let mut w = Wrapper {
        out: String::new(),
        line_len: 0,
    };
    let mut after_comment = false;
    for c in &game.start_comments {
        let words: Vec<String> = comment_words(c).collect();
        after_comment |= !words.is_empty();
        w.comment(words);
    }
    for m in &game.moves {
        if m.san.trim().is_empty() || m.san.contains(char::is_whitespace) {
            return Err(InteropError::Export(Said::new(
                "errors-export-san",
                [
                    ("round", game.round.into()),
                    ("board", game.board.into()),
                    ("san", m.san.clone().into()),
                ],
            )));
        }
        // The move number stays on the line of its move (readability; PGN allows either).
        if !black_to_move {
            w.push(&format!("{number}. {}", m.san));
        } else if after_comment || w.out.is_empty() {
            w.push(&format!("{number}... {}", m.san));
        } else {
            w.push(&m.san);
        }
        let groups = move_comments(m);
        after_comment = !groups.is_empty();
        for words in groups {
            w.comment(words);
        }
        if black_to_move {
            number += 1;
        }
        black_to_move = !black_to_move;
    }
    if let Some(c) = &game.result_comment {
        w.comment(comment_words(c).collect());
    }
    w.push(&game.result);
    out.push_str(&w.out);
    out.push_str("\n\n");
    Ok(out)
}

/// Write several games, one after another.
pub fn write_games(games: &[ExportGame]) -> Result<String, InteropError> {
    let mut out = String::new();
    for g in games {
        out.push_str(&write_game(g)?);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clk_format_and_parse() {
        assert_eq!(clk_command(5_399_999), "[%clk 1:29:59]");
        assert_eq!(clk_command(-5), "[%clk 0:00:00]");
        assert_eq!(clk_command(36_061_000), "[%clk 10:01:01]");
        assert_eq!(parse_clk("x [%clk 1:29:59] y"), Some(5_399_000));
        assert_eq!(parse_clk("[%clk\n0:00:07.3]"), Some(7_300));
        assert_eq!(parse_clk("no clock"), None);
    }

    #[test]
    fn no_round_is_round_unknown_with_a_board_tag() {
        let game = ExportGame {
            board: 7,
            result: "*".into(),
            ..ExportGame::default()
        };
        let pgn = write_game(&game).unwrap();
        assert!(pgn.contains("[Round \"?\"]\n"), "{pgn}");
        assert!(pgn.contains("[Board \"7\"]\n"), "{pgn}");
    }

    #[test]
    fn tag_escaping() {
        assert_eq!(
            escape_tag(r#"The "Dragon" \ line"#),
            r#"The \"Dragon\" \\ line"#
        );
        assert_eq!(escape_tag("two\nlines"), "two lines");
        assert_eq!(escape_tag("a\u{1b}]0;x\u{7}b\u{202E}c"), "a ]0;x b c");
        let words: Vec<String> = comment_words("ok \u{1b}[2J\u{202E}} x").collect();
        assert_eq!(words, ["ok", "[2J)", "x"]);
    }

    #[test]
    fn black_to_move_from_fen_numbers_with_ellipsis() {
        let game = ExportGame {
            round: 1,
            board: 1,
            result: "*".into(),
            fen: Some("4k3/8/8/8/8/8/4P3/4K3 b - - 0 34".into()),
            moves: vec![ExportMove::new("Kd7"), ExportMove::new("e4")],
            ..ExportGame::default()
        };
        let pgn = write_game(&game).unwrap();
        assert!(pgn.contains("\n34... Kd7 35. e4 *\n"), "{pgn}");
        assert!(pgn.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 b - - 0 34\"]"));
    }
}
