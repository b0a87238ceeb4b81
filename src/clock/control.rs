//! Time controls (Art. 6.3): periods of `N moves in T`, the last for all remaining moves, each with
//! no bonus, a Fischer increment (optionally from a move number) or a delay; written in the PGN
//! `TimeControl` tag syntax extended for what PGN cannot say.
//!
//! Grammar (whitespace is ignored; `:` or `,` separates periods):
//! ```text
//! control := preset | period ((':' | ',') period)*
//! period  := [MOVES '/'] base [bonus]       PGN order: 40/5400+30
//!          | base '/' MOVES [bonus]         readable order, the time needs a unit: 90m/40+30s
//! base    := time ['v' time]                different base per colour, White first: 300v240
//! bonus   := '+' time ['@' MOVE]            Fischer increment, from move MOVE (default 1)
//!          | 'd' time                       delay (Art. 6.3.2): main time runs after it
//! time    := NUMBER [unit]                  unit: h, m or min, s; none = seconds (PGN); up to 3 decimals
//! ```

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use shakmaty::{ByColor, Color};
use thiserror::Error;

use crate::rules::Category;

/// Named controls an arbiter can type instead of the PGN form (LAWS.md, "Clocks (Art. 6)").
pub const PRESETS: &[(&str, &str)] = &[
    // 90 min for 40 moves, then 30 min, 30 s per move from move 1 (FIDE recommendation).
    ("fide-standard", "40/5400+30:1800+30"),
    // 120 min / 40, 60 min / 20, 15 min, with 30 s per move from move 61 only.
    ("fide-classic-61", "40/7200:20/3600:900+30@61"),
    ("rapid", "900+10"),
    ("blitz", "180+2"),
    // 5 min for White, 4 for Black, 2 s per move from move 61.
    ("armageddon", "300v240+2@61"),
    // Quickplay finish under Guidelines III: 60 min, no increment.
    ("quickplay", "3600"),
];

/// The bonus of a period (Art. 6.3.1, 6.3.2; Glossary "increment", "cumulative", "delay").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Bonus {
    /// No increment and no delay.
    None,
    /// Fischer (cumulative) increment: `ms` credited before each move from move `from_move` on
    /// (move 1 included when `from_move` is 1: a 90+30 clock starts at 90:30).
    Fischer { ms: i64, from_move: u32 },
    /// Delay (US delay; the Glossary's "Bronstein" gives the same result): on each move the main
    /// time runs only after `ms` has passed; it never adds time.
    Delay { ms: i64 },
}

impl Bonus {
    /// Whether the bonus gives any time (an increment or a delay of more than 0 ms).
    pub fn is_some(self) -> bool {
        match self {
            Bonus::None => false,
            Bonus::Fischer { ms, .. } | Bonus::Delay { ms } => ms > 0,
        }
    }
}

/// One period of a time control (Art. 6.3.1): `moves` moves (or all remaining ones) in the base
/// time, which is added to a player's clock when that player enters the period (6.3.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Period {
    /// Moves to complete in this period; `None` for the last period (all remaining moves).
    pub moves: Option<u32>,
    /// Base time per colour in ms (different only in controls like Armageddon).
    pub base_ms: ByColor<i64>,
    /// Increment or delay for the moves of this period.
    pub bonus: Bonus,
}

impl Period {
    /// The base time of one colour, in ms.
    pub fn base_for(&self, color: Color) -> i64 {
        *self.base_ms.get(color)
    }
}

/// A time control: one or more periods, the last for all remaining moves (Art. 6.3).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct TimeControl {
    pub periods: Vec<Period>,
}

/// A control whose numbers read as seconds but look meant as minutes ([`TimeControl::seconds_suspect`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SecondsSuspect {
    /// The first period's base, in seconds (read as minutes, it would be this many minutes).
    pub base_s: i64,
    /// The first period's Fischer increment, in seconds (0 when none).
    pub increment_s: i64,
}

/// A time control that cannot be read; the message names the part that is wrong.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TimeControlError {
    #[error(
        "empty time control (write e.g. 40/5400+30:1800+30, 900+10, or a preset: {})",
        preset_names()
    )]
    Empty,
    #[error(
        "period {period}: {part:?} is not a time (seconds, or a number with h, m, min or s; at most 3 decimals)"
    )]
    BadTime { period: usize, part: String },
    #[error("period {period}: {part:?} is not a number of moves")]
    BadMoves { period: usize, part: String },
    #[error("period {period}: {part:?} is not a move number to start the increment from")]
    BadFromMove { period: usize, part: String },
    #[error(
        "period {period}: {part:?} gives both sides of '/' a unit; write MOVES/TIME (40/90m) or TIME/MOVES (90m/40)"
    )]
    AmbiguousSlash { period: usize, part: String },
    #[error(
        "period {period}: {part:?} has two '+'; the shorthand 90/40+30+30s is written 90m/40+30s:30m+30s (or the preset fide-standard), in PGN 40/5400+30:1800+30"
    )]
    Shorthand { period: usize, part: String },
    #[error("period {period}: unexpected {part:?}")]
    Unexpected { period: usize, part: String },
    #[error("period {period}: a period of 0 moves")]
    ZeroMoves { period: usize },
    #[error(
        "period {period}: {part:?} is not the last period, so it needs a move count (MOVES/TIME)"
    )]
    MissingMoves { period: usize, part: String },
    #[error(
        "period {period}: {part:?} is the last period, so it cannot have a move count; add the period for the remaining moves (e.g. {part}:1800)"
    )]
    LastWithMoves { period: usize, part: String },
    #[error("period 1: {part:?} gives no time at all to start with")]
    NoTime { part: String },
    #[error("{0:?} is neither a time control nor a preset ({presets})", presets = preset_names())]
    Unknown(String),
}

fn preset_names() -> String {
    PRESETS
        .iter()
        .map(|(name, _)| *name)
        .collect::<Vec<_>>()
        .join(", ")
}

/// Largest time accepted anywhere in a control: 1000 hours, so sums never overflow.
const MAX_MS: i64 = 1000 * 3600 * 1000;

impl TimeControl {
    /// The category by the time for 60 moves (Appendices A.1, B.1): White's base time of the
    /// first period plus 60 × its increment (only the increments of moves 1–60 count, so a bonus
    /// from move 61 adds nothing); a delay counts like an increment.
    pub fn category(&self) -> Category {
        let Some(first) = self.periods.first() else {
            return Category::Blitz;
        };
        let base = first.base_for(Color::White);
        match first.bonus {
            Bonus::None => Category::from_base_and_increment(base, 0),
            Bonus::Delay { ms } => Category::from_base_and_increment(base, ms),
            Bonus::Fischer { ms, from_move } => {
                let counted = 61_i64.saturating_sub(i64::from(from_move.max(1))).max(0);
                Category::from_base_and_increment(base.saturating_add(ms * counted), 0)
            }
        }
    }

    /// Whether any period has an increment or a delay (Guidelines III apply only without one,
    /// III.2.2).
    pub fn has_increment(&self) -> bool {
        self.periods.iter().any(|p| p.bonus.is_some())
    }

    /// Index (0-based) of the period that move `move_no` (1-based) belongs to.
    pub fn period_index_of_move(&self, move_no: u32) -> usize {
        let mut end: u64 = 0;
        for (i, period) in self.periods.iter().enumerate() {
            match period.moves {
                Some(n) => {
                    end += u64::from(n);
                    if u64::from(move_no) <= end {
                        return i;
                    }
                }
                None => return i,
            }
        }
        self.periods.len().saturating_sub(1)
    }

    /// The period (0-based) after which a player who has completed `moves` moves enters the next
    /// one, if completing exactly `moves` ends a period that has a successor (Art. 6.3.2).
    pub fn period_completed_by(&self, moves: u32) -> Option<usize> {
        let mut end: u64 = 0;
        for (i, period) in self.periods.iter().enumerate() {
            let n = period.moves?;
            end += u64::from(n);
            if end == u64::from(moves) {
                return (i + 1 < self.periods.len()).then_some(i);
            }
            if end > u64::from(moves) {
                return None;
            }
        }
        None
    }

    /// The time credited to `color` before its move `move_no` (1-based) by the Fischer increment
    /// of that move's period, in ms (0 for a delay, no bonus, or before its `from_move`).
    pub fn increment_before_move(&self, move_no: u32) -> i64 {
        let period = self.periods[self.period_index_of_move(move_no)];
        match period.bonus {
            Bonus::Fischer { ms, from_move } if move_no >= from_move => ms,
            Bonus::Fischer { .. } | Bonus::None | Bonus::Delay { .. } => 0,
        }
    }

    /// The delay that applies to move `move_no` (1-based), in ms.
    pub fn delay_for_move(&self, move_no: u32) -> i64 {
        match self.periods[self.period_index_of_move(move_no)].bonus {
            Bonus::Delay { ms } => ms,
            Bonus::Fischer { .. } | Bonus::None => 0,
        }
    }

    /// The PGN `TimeControl` tag value, when the control can be said in plain PGN: `None` when it
    /// uses a delay, an increment from a later move, or different base times per colour (PGN has
    /// no syntax for them; `Display` writes them with the extensions `d`, `@`, `v`).
    pub fn pgn_tag(&self) -> Option<String> {
        let plain = self.periods.iter().all(|p| {
            p.base_ms.white == p.base_ms.black
                && match p.bonus {
                    Bonus::None => true,
                    Bonus::Fischer { from_move, .. } => from_move == 1,
                    Bonus::Delay { .. } => false,
                }
        });
        plain.then(|| self.to_string())
    }

    /// The control's base and increment in whole seconds when `text` reads as seconds but looks
    /// meant as minutes: a bare-number base under 10 minutes with no unit and no preset (`15+10`
    /// is 15 s + 10 s, not 15 min). Worded by `unit_warning` at the edge (`crate::i18n::rules`).
    pub fn seconds_suspect(&self, text: &str) -> Option<SecondsSuspect> {
        let t = text.trim();
        let has_unit = t.chars().any(|c| c.is_ascii_alphabetic());
        let first = self.periods.first()?;
        let base = first.base_for(Color::White);
        let increment_s = match first.bonus {
            Bonus::Fischer { ms, .. } => ms / 1000,
            _ => 0,
        };
        (!has_unit && base < 600_000).then_some(SecondsSuspect {
            base_s: base / 1000,
            increment_s,
        })
    }

    /// The preset a name stands for (case-insensitive, `_` and `-` alike).
    pub fn preset(name: &str) -> Option<&'static str> {
        let wanted = name.trim().to_ascii_lowercase().replace('_', "-");
        PRESETS
            .iter()
            .find(|(preset, _)| *preset == wanted)
            .map(|(_, control)| *control)
    }
}

impl FromStr for TimeControl {
    type Err = TimeControlError;

    fn from_str(input: &str) -> Result<TimeControl, TimeControlError> {
        if let Some(control) = TimeControl::preset(input) {
            return parse_periods(control);
        }
        // A word like a preset name (a control starts with a digit) is a misspelt preset.
        let trimmed = input.trim();
        let word = (trimmed.starts_with(|c: char| c.is_alphabetic())
            && trimmed
                .chars()
                .all(|c| c.is_alphanumeric() || c == '-' || c == '_'))
            || !input.chars().any(|c| c.is_ascii_digit());
        parse_periods(input).map_err(|err| match err {
            TimeControlError::Empty => TimeControlError::Empty,
            _ if word => TimeControlError::Unknown(input.trim().to_string()),
            other => other,
        })
    }
}

fn parse_periods(input: &str) -> Result<TimeControl, TimeControlError> {
    let compact: String = input.chars().filter(|c| !c.is_whitespace()).collect();
    if compact.is_empty() {
        return Err(TimeControlError::Empty);
    }
    let parts: Vec<&str> = compact.split([':', ',']).collect();
    let mut periods = Vec::with_capacity(parts.len());
    for (i, part) in parts.iter().enumerate() {
        let number = i + 1;
        let period = parse_period(number, part)?;
        let last = number == parts.len();
        match (period.moves, last) {
            (Some(_), true) => {
                return Err(TimeControlError::LastWithMoves {
                    period: number,
                    part: part.to_string(),
                });
            }
            (None, false) => {
                return Err(TimeControlError::MissingMoves {
                    period: number,
                    part: part.to_string(),
                });
            }
            (Some(_), false) | (None, true) => {}
        }
        periods.push(period);
    }
    let first = periods[0];
    let start = |c| first.base_for(c) + TimeControl::first_increment(&first);
    if start(Color::White) <= 0 || start(Color::Black) <= 0 {
        return Err(TimeControlError::NoTime {
            part: parts[0].to_string(),
        });
    }
    Ok(TimeControl { periods })
}

impl TimeControl {
    fn first_increment(first: &Period) -> i64 {
        match first.bonus {
            Bonus::Fischer { ms, from_move: 1 } => ms,
            Bonus::Fischer { .. } | Bonus::None | Bonus::Delay { .. } => 0,
        }
    }
}

/// Split a period at its bonus: the first `+` or `d` outside the base part.
fn parse_period(number: usize, part: &str) -> Result<Period, TimeControlError> {
    if part.matches('+').count() > 1 {
        return Err(TimeControlError::Shorthand {
            period: number,
            part: part.to_string(),
        });
    }
    let (head, bonus_text) = match part.find(['+', 'd']) {
        Some(at) => (&part[..at], Some(&part[at..])),
        None => (part, None),
    };
    let (moves, base_text) = match head.split_once('/') {
        None => (None, head),
        Some((left, right)) => {
            let left_unit = has_unit(left);
            let right_unit = has_unit(right);
            let (moves_text, time_text) = match (left_unit, right_unit) {
                (true, true) => {
                    return Err(TimeControlError::AmbiguousSlash {
                        period: number,
                        part: head.to_string(),
                    });
                }
                (true, false) => (right, left),
                (false, true) | (false, false) => (left, right),
            };
            let moves = parse_count(moves_text).ok_or_else(|| TimeControlError::BadMoves {
                period: number,
                part: moves_text.to_string(),
            })?;
            if moves == 0 {
                return Err(TimeControlError::ZeroMoves { period: number });
            }
            (Some(moves), time_text)
        }
    };
    let base_ms = match base_text.split_once('v') {
        None => {
            let ms = parse_time(number, base_text)?;
            ByColor {
                white: ms,
                black: ms,
            }
        }
        Some((white, black)) => ByColor {
            white: parse_time(number, white)?,
            black: parse_time(number, black)?,
        },
    };
    let bonus = match bonus_text {
        None => Bonus::None,
        Some(text) => parse_bonus(number, text)?,
    };
    Ok(Period {
        moves,
        base_ms,
        bonus,
    })
}

fn parse_bonus(number: usize, text: &str) -> Result<Bonus, TimeControlError> {
    if let Some(delay) = text.strip_prefix('d') {
        if delay.contains(['@', '+', 'd']) {
            return Err(TimeControlError::Unexpected {
                period: number,
                part: text.to_string(),
            });
        }
        let ms = parse_time(number, delay)?;
        return Ok(if ms == 0 {
            Bonus::None
        } else {
            Bonus::Delay { ms }
        });
    }
    let increment = text.strip_prefix('+').unwrap_or(text);
    if increment.contains(['+', 'd']) {
        return Err(TimeControlError::Unexpected {
            period: number,
            part: text.to_string(),
        });
    }
    let (time, from) = match increment.split_once('@') {
        None => (increment, None),
        Some((time, from)) => (time, Some(from)),
    };
    let from_move = match from {
        None => 1,
        Some(from) => match parse_count(from) {
            Some(n) if n >= 1 => n,
            Some(_) | None => {
                return Err(TimeControlError::BadFromMove {
                    period: number,
                    part: from.to_string(),
                });
            }
        },
    };
    let ms = parse_time(number, time)?;
    if ms == 0 {
        return Ok(Bonus::None);
    }
    Ok(Bonus::Fischer { ms, from_move })
}

/// A move count: plain decimal digits, at most 10 000.
fn parse_count(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) || text.len() > 5 {
        return None;
    }
    text.parse::<u32>().ok().filter(|n| *n <= 10_000)
}

const UNITS: &[(&str, i64)] = &[
    ("min", 60_000),
    ("h", 3_600_000),
    ("m", 60_000),
    ("s", 1000),
];

fn has_unit(text: &str) -> bool {
    UNITS.iter().any(|(unit, _)| text.ends_with(unit))
}

fn parse_time(period: usize, text: &str) -> Result<i64, TimeControlError> {
    let bad = || TimeControlError::BadTime {
        period,
        part: text.to_string(),
    };
    let (number, scale) = UNITS
        .iter()
        .find_map(|(unit, scale)| text.strip_suffix(unit).map(|n| (n, *scale)))
        .unwrap_or((text, 1000));
    let ms = parse_decimal_ms(number, scale).ok_or_else(bad)?;
    if ms > MAX_MS {
        return Err(bad());
    }
    Ok(ms)
}

/// `number` × `scale_ms`, where `number` is decimal digits with at most 3 decimals and the result
/// is a whole number of ms. No floats: exact.
pub(crate) fn parse_decimal_ms(number: &str, scale_ms: i64) -> Option<i64> {
    let (int, frac) = match number.split_once('.') {
        None => (number, ""),
        Some((int, frac)) => (int, frac),
    };
    let digits_ok = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
    if int.is_empty() || !digits_ok(int) || !digits_ok(frac) || frac.len() > 3 || int.len() > 9 {
        return None;
    }
    let int: i64 = int.parse().ok()?;
    let mut thousandths: i64 = 0;
    for (i, b) in frac.bytes().enumerate() {
        thousandths += i64::from(b - b'0') * [100, 10, 1][i];
    }
    let whole = int.checked_mul(scale_ms)?;
    let part = thousandths * scale_ms;
    if part % 1000 != 0 {
        return None;
    }
    whole.checked_add(part / 1000)
}

/// Seconds with up to three decimals, trailing zeros dropped: 1500 → "1.5", 30000 → "30".
pub(crate) fn seconds_text(ms: i64) -> String {
    let sign = if ms < 0 { "-" } else { "" };
    let abs = ms.unsigned_abs();
    let (secs, frac) = (abs / 1000, abs % 1000);
    if frac == 0 {
        format!("{sign}{secs}")
    } else {
        let frac = format!("{frac:03}");
        format!("{sign}{secs}.{}", frac.trim_end_matches('0'))
    }
}

impl fmt::Display for Period {
    /// The PGN form, seconds, with the extensions `v`, `d` and `@`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(moves) = self.moves {
            write!(f, "{moves}/")?;
        }
        write!(f, "{}", seconds_text(self.base_ms.white))?;
        if self.base_ms.black != self.base_ms.white {
            write!(f, "v{}", seconds_text(self.base_ms.black))?;
        }
        match self.bonus {
            Bonus::None => Ok(()),
            Bonus::Fischer { ms, from_move: 1 } => write!(f, "+{}", seconds_text(ms)),
            Bonus::Fischer { ms, from_move } => write!(f, "+{}@{from_move}", seconds_text(ms)),
            Bonus::Delay { ms } => write!(f, "d{}", seconds_text(ms)),
        }
    }
}

impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, period) in self.periods.iter().enumerate() {
            if i > 0 {
                f.write_str(":")?;
            }
            write!(f, "{period}")?;
        }
        Ok(())
    }
}

impl Serialize for TimeControl {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for TimeControl {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<TimeControl, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimals_are_exact() {
        assert_eq!(parse_decimal_ms("1.5", 1000), Some(1500));
        assert_eq!(parse_decimal_ms("0.001", 1000), Some(1));
        assert_eq!(parse_decimal_ms("1.5", 60_000), Some(90_000));
        assert_eq!(parse_decimal_ms("1.", 1000), Some(1000));
        assert_eq!(parse_decimal_ms(".5", 1000), None);
        assert_eq!(parse_decimal_ms("1.0001", 1000), None);
        assert_eq!(seconds_text(1500), "1.5");
        assert_eq!(seconds_text(1), "0.001");
        assert_eq!(seconds_text(30_000), "30");
    }
}
