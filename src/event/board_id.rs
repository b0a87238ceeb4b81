//! Which board: a board is identified by its round and its number in that round (issue 17).
//! Scripts write `R.N`; a bare `N` means board N of the event's current round. The event file
//! keys a board by [`BoardId::key`] ((round − 1) × 10 000 + number), the value events refer to,
//! so an event names its board without another read, and a board of a file made before rounds
//! (round 1) keeps its number as its key.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::{MAX_BOARD_NUMBER, MAX_ROUND};

/// The factor of the round in [`BoardId::key`]: one above the highest board number.
const KEY_ROUND: u32 = MAX_BOARD_NUMBER + 1;

/// Round and board number, both from 1. Shown and parsed as `R.N`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct BoardId {
    pub round: u32,
    pub number: u32,
}

impl BoardId {
    /// The board's key in the event file (the `board` of its events).
    pub fn key(self) -> u32 {
        self.round.saturating_sub(1) * KEY_ROUND + self.number
    }

    /// The board a key stands for.
    pub fn from_key(key: u32) -> BoardId {
        BoardId {
            round: key / KEY_ROUND + 1,
            number: key % KEY_ROUND,
        }
    }
}

impl fmt::Display for BoardId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.round, self.number)
    }
}

/// Serialize a board as its text `R.N` (JSON outputs name boards as scripts write them).
pub fn as_text<S: serde::Serializer>(id: &BoardId, s: S) -> Result<S::Ok, S::Error> {
    s.collect_str(id)
}

/// A board key written as its text `R.N` (and read back from it).
pub mod key_as_text {
    use serde::{Deserialize, Deserializer, Serializer};

    use super::{BoardId, BoardRef, BoardRefError, BoardRefWhy};

    pub fn serialize<S: Serializer>(key: &u32, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&BoardId::from_key(*key))
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<u32, D::Error> {
        let text = String::deserialize(d)?;
        match text.parse::<BoardRef>().map_err(serde::de::Error::custom)? {
            BoardRef::Exact(id) => Ok(id.key()),
            BoardRef::Current(_) => Err(serde::de::Error::custom(BoardRefError {
                text,
                why: BoardRefWhy::ExactExpected,
            })),
        }
    }
}

/// A board as a person or a script names it: `N` (board N of the current round) or `R.N`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardRef {
    /// Board N of the event's current round.
    Current(u32),
    /// Round R, board N.
    Exact(BoardId),
}

impl BoardRef {
    /// The board this names when `current` is the event's current round.
    pub fn resolve(self, current: u32) -> BoardId {
        match self {
            BoardRef::Current(number) => BoardId {
                round: current,
                number,
            },
            BoardRef::Exact(id) => id,
        }
    }
}

impl fmt::Display for BoardRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BoardRef::Current(number) => write!(f, "{number}"),
            BoardRef::Exact(id) => write!(f, "{id}"),
        }
    }
}

/// Text that names no board (worded at the edge, `crate::i18n::board`, with the text and what a
/// board looks like).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BoardRefError {
    pub text: String,
    pub why: BoardRefWhy,
}

/// What is wrong with a board's text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardRefWhy {
    /// Neither N nor R.N.
    Syntax,
    /// A board number out of 1..=[`MAX_BOARD_NUMBER`].
    Number,
    /// A round number out of 1..=[`MAX_ROUND`].
    Round,
    /// "N" where a stored reference must be exact (R.N).
    ExactExpected,
}

impl std::error::Error for BoardRefError {}

impl FromStr for BoardRef {
    type Err = BoardRefError;

    fn from_str(text: &str) -> Result<BoardRef, BoardRefError> {
        let fail = |why: BoardRefWhy| BoardRefError {
            text: text.to_string(),
            why,
        };
        let number = |part: &str, why: BoardRefWhy, max: u32| -> Result<u32, BoardRefError> {
            if part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) {
                return Err(fail(BoardRefWhy::Syntax));
            }
            match part.parse::<u32>() {
                Ok(n) if (1..=max).contains(&n) => Ok(n),
                _ => Err(fail(why)),
            }
        };
        let text_trim = text.trim();
        match text_trim.split_once('.') {
            None => Ok(BoardRef::Current(number(
                text_trim,
                BoardRefWhy::Number,
                MAX_BOARD_NUMBER,
            )?)),
            Some((round, board)) => Ok(BoardRef::Exact(BoardId {
                round: number(round, BoardRefWhy::Round, MAX_ROUND)?,
                number: number(board, BoardRefWhy::Number, MAX_BOARD_NUMBER)?,
            })),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_one_to_one_and_old_numbers_are_round_one() {
        for (round, number) in [(1, 1), (1, 9999), (2, 1), (9999, 9999), (17, 250)] {
            let id = BoardId { round, number };
            assert_eq!(BoardId::from_key(id.key()), id);
        }
        // A key from a file made before rounds is the board number itself.
        assert_eq!(
            BoardId::from_key(7),
            BoardId {
                round: 1,
                number: 7
            }
        );
    }

    #[test]
    fn parses_n_and_r_dot_n() {
        assert_eq!("7".parse::<BoardRef>(), Ok(BoardRef::Current(7)));
        assert_eq!(
            "3.12".parse::<BoardRef>(),
            Ok(BoardRef::Exact(BoardId {
                round: 3,
                number: 12
            }))
        );
        assert_eq!(
            BoardRef::Current(4).resolve(2),
            BoardId {
                round: 2,
                number: 4
            }
        );
        for bad in [
            "", "0", "1.0", "0.1", "a", "1.", ".1", "1.2.3", "-1", "+3", "10000", "1.x",
        ] {
            let err = bad.parse::<BoardRef>().expect_err(bad);
            assert_eq!(err.text, bad);
            assert!(err.to_string().contains(bad), "{bad}: {err}");
        }
    }
}
