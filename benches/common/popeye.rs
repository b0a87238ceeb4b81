//! Popeye (the problemists' solver, github.com/thomas-maeder/popeye) as a second oracle for the
//! mating lines of issue 33 (Art. 6.9, 7.5.5, 5.1.2): its intelligent mode solves helpmates of
//! few men to 20 plies in milliseconds, where the exhaustive search of `helpmate.rs` runs out of
//! time. One Popeye process a question, started from the path in `ARBITER_POPEYE`; every line it
//! gives is replayed here with shakmaty before it counts. Popeye is never part of the
//! repository (build: `make -f makefile.unx` in its source tree; the binary is `py`).
//!
//! A helpmate in Popeye is mated by White, Black moving first (`h#n`, 2n plies) or White
//! moving first (`h#n.5`, 2n + 1 plies); where Black is the winner the board is asked mirrored
//! (colours swapped, ranks turned over) and the moves turned back.

use std::io::Write;
use std::process::{Command, Stdio};

use shakmaty::{Chess, Color, Position, Role, Square, uci::UciMove};

/// What Popeye answered for a colour case within a number of plies.
pub enum Solved {
    /// A helpmate of these plies, replayed to mate (Popeye looks for shorter ones first).
    Mate(usize),
    /// No helpmate within the plies: Popeye searched them all.
    None,
    /// No answer: Popeye out of time, not runnable, or a line that did not replay.
    Unknown(String),
}

/// The path of Popeye's binary, from `ARBITER_POPEYE`.
pub fn path() -> Option<String> {
    std::env::var("ARBITER_POPEYE").ok()
}

/// Popeye's shortest helpmate by `winner` from `pos` within `most` plies (the parity that ends
/// on the winner's move), with at most `seconds` of its time.
pub fn solve(popeye: &str, pos: &Chess, winner: Color, most: usize, seconds: u32) -> Solved {
    let winner_first = pos.turn() == winner;
    let plies = if (most % 2 == 1) == winner_first {
        most
    } else {
        most.saturating_sub(1)
    };
    if plies == 0 {
        return Solved::None;
    }
    let stipulation = if winner_first {
        format!("h#{}.5", plies / 2)
    } else {
        format!("h#{}", plies / 2)
    };
    let board = pos.board();
    let mut sides = [Vec::new(), Vec::new()];
    for sq in board.occupied() {
        let Some(piece) = board.piece_at(sq) else {
            continue;
        };
        // Popeye's White is the winner.
        let white = piece.color == winner;
        let letter = match piece.role {
            Role::Knight => 'S',
            role => role.upper_char(),
        };
        sides[usize::from(!white)].push(format!("{letter}{}", turned(sq, winner)));
    }
    let problem = format!(
        "BeginProblem\nPieces\nWhite {}\nBlack {}\nStipulation {stipulation}\n\
         Option NoBoard Intelligent MaxSolutions 1 MaxTime {seconds}\nEndProblem\n",
        sides[0].join(" "),
        sides[1].join(" ")
    );
    let output = Command::new(popeye)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .and_then(|mut child| {
            if let Some(mut input) = child.stdin.take() {
                input.write_all(problem.as_bytes())?;
            }
            child.wait_with_output()
        });
    let text = match output {
        Ok(out) => String::from_utf8_lossy(&out.stdout).into_owned(),
        Err(e) => return Solved::Unknown(format!("{popeye}: {e}")),
    };
    let line = text
        .lines()
        .find(|l| l.contains('#') && l.trim_start().starts_with(|c: char| c.is_ascii_digit()));
    match line {
        Some(line) => match replayed(pos, winner, line) {
            Some(n) => Solved::Mate(n),
            None => Solved::Unknown(format!("a line that does not replay: {line}")),
        },
        None if text.contains("solution finished") => Solved::None,
        None => Solved::Unknown(text.lines().last().unwrap_or("no output").to_owned()),
    }
}

/// `sq` as Popeye is asked it: turned over when Black is the winner.
fn turned(sq: Square, winner: Color) -> Square {
    if winner == Color::Black {
        sq.flip_vertical()
    } else {
        sq
    }
}

/// The plies of Popeye's `line` (`1...Kd2-e1 2.Kh3-g2 Sc3-d1 … Bf5-b1 Sd1-f2 #`) when it
/// replays from `pos` to a mate by `winner`.
fn replayed(pos: &Chess, winner: Color, line: &str) -> Option<usize> {
    let mut replay = pos.clone();
    let mut plies = 0;
    for word in line.split_whitespace() {
        // The move number before a move ("2." or "1...").
        let word = word.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.');
        let squares: String = word
            .trim_start_matches(['K', 'Q', 'R', 'B', 'S', 'P'])
            .chars()
            .filter(|c| !matches!(c, '-' | '*' | '+' | '#'))
            .collect();
        if squares.len() < 4 {
            continue;
        }
        let from: Square = squares.get(0..2)?.parse().ok()?;
        let to: Square = squares.get(2..4)?.parse().ok()?;
        let promotion = match squares.get(4..) {
            Some("=Q") => "q",
            Some("=R") => "r",
            Some("=B") => "b",
            Some("=S") => "n",
            Some("") => "",
            _ => return None,
        };
        let uci = format!("{}{}{promotion}", turned(from, winner), turned(to, winner));
        let m = uci.parse::<UciMove>().ok()?.to_move(&replay).ok()?;
        replay.play_unchecked(m);
        plies += 1;
    }
    (replay.is_checkmate() && replay.turn() == !winner).then_some(plies)
}
