//! A game's moves from a PGN (an electronic board's export, a typed scoresheet) for
//! `arbiter import game BOARD FILE.pgn`: exactly one game, main line only, every move replayed by
//! the rules engine before anything is written; an illegal move is an error with the file's line:
//! "game.pgn line 23: 17...Nf3: illegal: …". `[%clk]` comments are kept per move.

use super::error::{InteropError, Said};
use super::pgn_read::RawVisitor;
use crate::rules::GameRecord;
use crate::rules::variant::{Variant, variant_of_tags};

/// One move as read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportedMove {
    pub san: String,
    /// `[%clk]` of the comment after the move, ms.
    pub clock_ms: Option<i64>,
    /// The line of the file the move is on.
    pub line: usize,
}

/// The game as read and checked.
#[derive(Debug, Clone)]
pub struct ImportedGame {
    pub tags: Vec<(String, String)>,
    pub fen: Option<String>,
    /// The `Variant` tag's variant (Guidelines II: Chess960); standard without one.
    pub variant: Variant,
    pub moves: Vec<ImportedMove>,
    /// The movetext's result token, if not `*`.
    pub result: Option<String>,
    /// The moves replayed (for the caller's own checks, e.g. the Law-based end).
    pub record: GameRecord,
}

/// The line of every main-line move token, in order: skips tags, `{}` and `;` comments,
/// variations, NAGs, move numbers and results.
fn move_lines(text: &str) -> Vec<usize> {
    let mut lines = Vec::new();
    let mut line = 1;
    let mut depth = 0usize;
    let mut chars = text.chars().peekable();
    let mut token = String::new();
    let mut token_line = 1;
    let flush = |token: &mut String, token_line: usize, depth: usize, lines: &mut Vec<usize>| {
        let t = std::mem::take(token);
        let is_result = matches!(t.as_str(), "1-0" | "0-1" | "1/2-1/2" | "*");
        let t = t.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
        let meant = crate::rules::notation::looks_like_move(t) || matches!(t, "--" | "Z0");
        if depth == 0 && meant && !is_result {
            lines.push(token_line);
        }
    };
    let mut at_line_start = true;
    while let Some(c) = chars.next() {
        match c {
            '[' if at_line_start && depth == 0 => {
                for c in chars.by_ref() {
                    if c == '\n' {
                        line += 1;
                        break;
                    }
                }
                continue;
            }
            '{' => {
                flush(&mut token, token_line, depth, &mut lines);
                for c in chars.by_ref() {
                    if c == '\n' {
                        line += 1;
                    }
                    if c == '}' {
                        break;
                    }
                }
            }
            // A `%` escape line (PGN standard 6) is read past as a `;` comment.
            ';' | '%' if c == ';' || at_line_start => {
                flush(&mut token, token_line, depth, &mut lines);
                for c in chars.by_ref() {
                    if c == '\n' {
                        line += 1;
                        break;
                    }
                }
                at_line_start = true;
                continue;
            }
            '(' => {
                flush(&mut token, token_line, depth, &mut lines);
                depth += 1;
            }
            ')' => {
                flush(&mut token, token_line, depth, &mut lines);
                depth = depth.saturating_sub(1);
            }
            c if c.is_whitespace() => {
                flush(&mut token, token_line, depth, &mut lines);
                if c == '\n' {
                    line += 1;
                    at_line_start = true;
                    continue;
                }
            }
            c => {
                if token.is_empty() {
                    token_line = line;
                }
                token.push(c);
                // "12.e4": the number ends at the dot; keep the move as its own token.
                if c == '.' && chars.peek().is_some_and(|n| *n != '.') {
                    token.clear();
                }
            }
        }
        at_line_start = false;
    }
    flush(&mut token, token_line, depth, &mut lines);
    lines
}

/// Read one game from a PGN file and replay it (see the module documentation).
pub fn read_game(file: &str, bytes: &[u8]) -> Result<ImportedGame, InteropError> {
    let text = super::error::decode_text(bytes);
    let mut reader = super::pgn_read::reader(text.as_bytes());
    let io = |e: std::io::Error| {
        InteropError::content(
            file,
            Said::new("errors-pgn-unreadable", [("detail", e.to_string().into())]),
        )
    };
    let Some(raw) = reader.read_game(&mut RawVisitor).map_err(io)? else {
        return Err(InteropError::content(
            file,
            Said::new("errors-pgn-no-game", []),
        ));
    };
    if raw.too_long {
        return Err(InteropError::content(
            file,
            Said::new(
                "errors-pgn-too-long",
                [("max", super::pgn_read::MAX_PLIES.into())],
            ),
        ));
    }
    if reader.read_game(&mut RawVisitor).map_err(io)?.is_some() {
        return Err(InteropError::content(
            file,
            Said::new("errors-pgn-more-than-one", []),
        ));
    }
    let lines = move_lines(&text);
    let line_of = |ply: usize| lines.get(ply).copied().unwrap_or(1);
    let fen = raw
        .tags
        .iter()
        .find(|(n, _)| n == "FEN")
        .map(|(_, v)| v.clone());
    let tag_line = |name: &str| {
        let open = format!("[{name}");
        text.lines()
            .position(|l| l.starts_with(&open))
            .map_or(1, |i| i + 1)
    };
    let variant =
        variant_of_tags(raw.tags.iter().map(|(n, v)| (n.as_str(), v.as_str()))).map_err(|e| {
            InteropError::parse(
                file,
                tag_line("Variant"),
                None,
                Said::new("rules-pgn-variant", [("variant", e.0.into())]),
            )
        })?;
    let mut record = match &fen {
        Some(f) => GameRecord::from_fen_in(f, variant)
            .map_err(|e| InteropError::parse(file, tag_line("FEN"), None, e))?,
        None => GameRecord::for_variant(variant),
    };
    let mut moves = Vec::new();
    let readable = raw.unreadable.as_ref().map_or(raw.sans.len(), |(n, _)| *n);
    for (ply, (san, clock_ms)) in raw.sans.iter().zip(&raw.clocks).enumerate().take(readable) {
        record
            .play_san(san)
            .map_err(|e| InteropError::parse(file, line_of(ply), None, e))?;
        moves.push(ImportedMove {
            san: san.clone(),
            clock_ms: *clock_ms,
            line: line_of(ply),
        });
    }
    if let Some(e) = raw.unreadable_error() {
        return Err(InteropError::parse(file, line_of(readable), None, e));
    }
    Ok(ImportedGame {
        tags: raw.tags,
        fen,
        variant,
        moves,
        result: raw.outcome.filter(|o| o != "*"),
        record,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn move_lines_skip_comments_variations_and_numbers() {
        let text = "[Event \"x\"]\n[Round \"1.2\"]\n\n1. e4 {a\ncomment} e5 (1... c5 2. Nf3)\n2.Nf3 $1 ; rest\nNc6 3... a6 1-0\n";
        assert_eq!(move_lines(text), vec![4, 5, 6, 7, 7]);
    }

    #[test]
    fn move_lines_skip_escape_lines() {
        // PGN standard 6: a `%` in the first column escapes the line; elsewhere it is text.
        let text = "; c\n[Event \"x\"]\n\n1. e4\n%Rh7++ Qh5\ne5 %x\n2. Nf3\n";
        assert_eq!(move_lines(text), vec![4, 6, 7]);
    }
}
