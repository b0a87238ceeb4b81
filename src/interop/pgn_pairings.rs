//! Pairings from a PGN of board stubs: one game per board with `Round "R.B"` (round 3, board 12 is
//! `"3.12"`), `White`/`Black`, `WhiteFideId`/`BlackFideId`, `WhiteElo`/`BlackElo`,
//! `WhiteTitle`/`BlackTitle` and movetext `*` — what pairing programs and DGT software exchange.
//!
//! A `Round` without a board part ("3") takes the board from a `Board` tag, else from the game's
//! place among that round's games (1, 2, …). Moves in the movetext are not imported here (use
//! `arbiter import game`); a result other than `*` is kept as the pairing's result.

use std::cell::Cell;
use std::io::{self, Read};
use std::rc::Rc;

use pgn_reader::Reader;

use super::error::InteropError;
use super::error::Said;
use super::pairing::{Pairing, PairingFormat, PairingSet, parse_fide_id, parse_rating};
use super::pgn_read::{Raw, RawVisitor};

/// A reader that counts the bytes handed out, so that game starts can be mapped to lines.
struct Counting<'a> {
    data: &'a [u8],
    consumed: Rc<Cell<usize>>,
}

impl Read for Counting<'_> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.data.read(buf)?;
        self.consumed.set(self.consumed.get() + n);
        Ok(n)
    }
}

/// Read every game's tags with pgn-reader, each with the line its tag section starts on.
fn read_stubs(file: &str, text: &str) -> Result<Vec<(usize, Raw)>, InteropError> {
    let consumed = Rc::new(Cell::new(0));
    let mut reader = Reader::new(Counting {
        data: text.as_bytes(),
        consumed: Rc::clone(&consumed),
    });
    let io_err = |e: io::Error| {
        InteropError::content(
            file,
            Said::new("errors-pgn-unreadable", [("detail", e.to_string().into())]),
        )
    };
    let mut games = Vec::new();
    while reader.has_more().map_err(io_err)? {
        let offset = consumed.get().saturating_sub(reader.buffer().len());
        let line = line_of(text, offset);
        match reader.read_game(&mut RawVisitor).map_err(io_err)? {
            Some(stub) => games.push((line, stub)),
            None => break,
        }
    }
    Ok(games)
}

/// 1-based line of a byte offset (skipping the whitespace the reader has not consumed yet).
fn line_of(text: &str, offset: usize) -> usize {
    let bytes = text.as_bytes();
    let mut at = offset.min(bytes.len());
    while at < bytes.len() && bytes[at].is_ascii_whitespace() {
        at += 1;
    }
    1 + bytes[..at].iter().filter(|&&b| b == b'\n').count()
}

/// The line of a tag inside the game that starts at `start` (for messages), or `start`.
fn tag_line(text: &str, start: usize, tag: &str) -> usize {
    let needle = format!("[{tag} ");
    text.lines()
        .enumerate()
        .skip(start.saturating_sub(1))
        .find(|(_, l)| l.trim_start().starts_with(&needle))
        .map_or(start, |(i, _)| i + 1)
}

/// Read pairings from PGN board stubs (see the module documentation).
pub fn parse(file: &str, text: &str, round: Option<u32>) -> Result<PairingSet, InteropError> {
    let games = read_stubs(file, text)?;
    if games.is_empty() {
        return Err(InteropError::content(
            file,
            Said::new("errors-pgn-no-games", []),
        ));
    }
    let mut pairings = Vec::new();
    let mut event = None;
    let mut time_control = None;
    let mut next_board: std::collections::HashMap<u32, u32> = Default::default();
    for (line, stub) in &games {
        let tag = |name: &str| {
            stub.tags
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, v)| v.trim().to_owned())
        };
        let at = |name: &str, message: Said| {
            InteropError::parse(file, tag_line(text, *line, name), None, message)
        };
        let (game_round, board) = match tag("Round") {
            Some(r) if r != "?" && r != "-" && !r.is_empty() => {
                parse_round(&r).ok_or_else(|| {
                    at(
                        "Round",
                        Said::new("errors-pgn-bad-round", [("round", r.clone().into())]),
                    )
                })?
            }
            _ => match round {
                Some(r) => (r, None),
                None => {
                    return Err(InteropError::parse(
                        file,
                        *line,
                        None,
                        Said::new("errors-pgn-no-round", []),
                    ));
                }
            },
        };
        if round.is_some_and(|want| want != game_round) {
            continue;
        }
        let board = match (board, tag("Board")) {
            (Some(b), _) => b,
            (None, Some(b)) => b.parse::<u32>().map_err(|_| {
                at(
                    "Board",
                    Said::new("errors-pgn-bad-board", [("board", b.clone().into())]),
                )
            })?,
            (None, None) => {
                let n = next_board.entry(game_round).or_insert(0);
                *n += 1;
                *n
            }
        };
        let name = |side: &str| -> Result<String, InteropError> {
            match tag(side) {
                Some(n) if !n.is_empty() && n != "?" => Ok(n),
                _ => Err(InteropError::parse(
                    file,
                    *line,
                    None,
                    Said::new(
                        "errors-pgn-no-player",
                        [
                            ("round", game_round.into()),
                            ("board", board.into()),
                            ("side", side.to_owned().into()),
                        ],
                    ),
                )),
            }
        };
        let mut p = Pairing::new(game_round, board, &name("White")?, &name("Black")?);
        p.line = *line;
        let field = |tag_name: &str| tag(tag_name).unwrap_or_default();
        p.white_fide_id = parse_fide_id(&field("WhiteFideId")).map_err(|m| at("WhiteFideId", m))?;
        p.black_fide_id = parse_fide_id(&field("BlackFideId")).map_err(|m| at("BlackFideId", m))?;
        p.white_rating = parse_rating(&field("WhiteElo")).map_err(|m| at("WhiteElo", m))?;
        p.black_rating = parse_rating(&field("BlackElo")).map_err(|m| at("BlackElo", m))?;
        p.white_title = tag("WhiteTitle").filter(|t| !t.is_empty() && t != "-");
        p.black_title = tag("BlackTitle").filter(|t| !t.is_empty() && t != "-");
        p.result = stub.outcome.clone().filter(|o| o != "*");
        if event.is_none() {
            event = tag("Event").filter(|e| !e.is_empty() && e != "?");
        }
        if time_control.is_none() {
            time_control = tag("TimeControl").filter(|t| !t.is_empty() && t != "?" && t != "-");
        }
        pairings.push(p);
    }
    if pairings.is_empty() {
        let message = match round {
            Some(r) => Said::new("errors-pgn-no-games-of-round", [("round", r.into())]),
            None => Said::new("errors-pgn-no-games", []),
        };
        return Err(InteropError::content(file, message));
    }
    pairings.sort_by_key(|p| (p.round, p.board));
    Ok(PairingSet {
        format: PairingFormat::Pgn,
        pairings,
        byes: Vec::new(),
        event,
        time_control,
    })
}

/// "3.12" → (3, Some(12)); "3" → (3, None).
fn parse_round(value: &str) -> Option<(u32, Option<u32>)> {
    match value.split_once('.') {
        Some((r, b)) => Some((r.trim().parse().ok()?, Some(b.trim().parse().ok()?))),
        None => Some((value.parse().ok()?, None)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_tag_forms() {
        assert_eq!(parse_round("3.12"), Some((3, Some(12))));
        assert_eq!(parse_round("7"), Some((7, None)));
        assert_eq!(parse_round("3.x"), None);
        assert_eq!(parse_round("R1"), None);
    }

    #[test]
    fn game_start_lines() {
        let text = "\n[Event \"a\"]\n[Round \"1.1\"]\n\n*\n\n[Event \"b\"]\n\n*\n";
        let games = read_stubs("t.pgn", text).unwrap();
        let lines: Vec<usize> = games.iter().map(|(l, _)| *l).collect();
        assert_eq!(lines, vec![2, 7]);
    }
}
