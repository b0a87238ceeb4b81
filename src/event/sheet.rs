//! The time-control sheet (issue 35; Arbiters' Manual 2025, General Duties: "regularly check
//! the electronic clocks by using the time control sheets, every thirty minutes"): every half
//! hour of a round's play, counted from the round's first clock start, and on demand, both
//! clocks and both move counters of every running board, as the fold computes them at that
//! instant — so that a clock that went wrong can be checked against the sheet.
//!
//! A sheet is kept in the board logs it is about: one [`EventKind::Sheet`] line per running
//! board, all appended in one transaction at one instant (`store::Store::take_sheet`). The
//! boards' logs are where the clocks' truth is, chained; a line is read back by the one fold
//! ([`BoardState::sheet`]). A half-hourly sheet's slot (its round and its half hour) is taken
//! once: a second writer finds a line of it on a board of the round and takes nothing.
//!
//! Nothing here reads the wall clock: the instant is passed in.
//!
//! [`EventKind::Sheet`]: super::EventKind::Sheet

use serde::{Deserialize, Serialize};

use super::{BoardState, Readings};

/// A sheet is due every this many ms of a round's play (AM 2025, General Duties).
pub const HALF_HOUR_MS: i64 = 30 * 60 * 1000;

/// Which sheet of its round a line belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "slot", rename_all = "snake_case")]
pub enum SheetSlot {
    /// The `n`-th half hour after the round's first clock start (1 at 30 minutes).
    HalfHour { n: u32 },
    /// Taken on demand (`arbiter sheet take`): the sheet is the lines of one instant.
    OnDemand,
}

/// One board's line of a sheet, as its event stores it: both clocks and the moves each side
/// has completed (the clock's move counters), at the event's instant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetLine {
    #[serde(flatten)]
    pub slot: SheetSlot,
    #[serde(flatten)]
    pub clock: Readings,
    pub white_moves: u32,
    pub black_moves: u32,
}

/// A line of a sheet on a board, as the fold keeps it: the line with when and by whom.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct SheetEntry {
    pub seq: u32,
    pub at_ms: i64,
    pub who: String,
    pub line: SheetLine,
}

impl BoardState {
    /// The board's line of a sheet taken at `at_ms`: both clocks and move counters, when the
    /// board's clock runs then and the game has no result (a running board, AM 2025).
    pub fn sheet_line(&self, slot: SheetSlot, at_ms: i64) -> Option<SheetLine> {
        if self.outcome().is_some() {
            return None;
        }
        let reading = self.clock.as_ref()?.reading(at_ms);
        reading.running?;
        Some(SheetLine {
            slot,
            clock: Readings {
                white_ms: reading.white.ms,
                black_ms: reading.black.ms,
            },
            white_moves: reading.white.moves,
            black_moves: reading.black.moves,
        })
    }

    /// When the board's clock was first started (Art. 6.5), as the log says: its start still
    /// in force, else its first move recorded with clock readings (a fed board's clock starts
    /// with the feed's first move).
    pub fn clock_started_ms(&self) -> Option<i64> {
        use super::fold::HistoryKind;
        let start = self.history.iter().find_map(|h| match h.kind {
            HistoryKind::Clock {
                event: crate::clock::ClockEvent::Start,
            } => Some(h.at_ms),
            _ => None,
        });
        start.or_else(|| {
            self.clock.as_ref()?;
            self.moves
                .iter()
                .find(|m| m.clock.is_some())
                .map(|m| m.at_ms)
        })
    }

    /// Whether the board has a line of the half-hourly sheet `n`.
    pub fn has_half_hour(&self, n: u32) -> bool {
        self.sheet
            .iter()
            .any(|e| e.line.slot == SheetSlot::HalfHour { n })
    }
}

/// The round's first clock start: the earliest of its boards'.
pub fn round_started_ms<'a>(boards: impl IntoIterator<Item = &'a BoardState>) -> Option<i64> {
    boards
        .into_iter()
        .filter_map(BoardState::clock_started_ms)
        .min()
}

/// The last half hour of play passed at `now_ms` in a round whose clocks first started at
/// `started_ms` (1 from 30 minutes on), `None` before the first.
pub fn half_hour_due(started_ms: i64, now_ms: i64) -> Option<u32> {
    let n = now_ms.saturating_sub(started_ms).div_euclid(HALF_HOUR_MS);
    u32::try_from(n).ok().filter(|n| *n >= 1)
}

/// The half-hourly sheet due at `now_ms` on a round's boards and not yet taken: the slot a
/// session takes by itself (`None` when none is due or it is taken already).
pub fn half_hour_to_take(boards: &[&BoardState], now_ms: i64) -> Option<u32> {
    let started = round_started_ms(boards.iter().copied())?;
    let n = half_hour_due(started, now_ms)?;
    (!boards.iter().any(|b| b.has_half_hour(n))).then_some(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_half_hour_is_due_from_thirty_minutes_on() {
        assert_eq!(half_hour_due(1_000, 1_000 + HALF_HOUR_MS - 1), None);
        assert_eq!(half_hour_due(1_000, 1_000 + HALF_HOUR_MS), Some(1));
        assert_eq!(half_hour_due(1_000, 1_000 + 5 * HALF_HOUR_MS + 7), Some(5));
        assert_eq!(half_hour_due(1_000, 0), None);
    }

    #[test]
    fn a_line_is_stored_flat() {
        let line = SheetLine {
            slot: SheetSlot::HalfHour { n: 2 },
            clock: Readings {
                white_ms: 1,
                black_ms: 2,
            },
            white_moves: 3,
            black_moves: 4,
        };
        let json = serde_json::to_value(line).unwrap_or_default();
        assert_eq!(
            json,
            serde_json::json!({"slot": "half_hour", "n": 2, "white_ms": 1, "black_ms": 2,
                               "white_moves": 3, "black_moves": 4})
        );
        assert_eq!(serde_json::from_value::<SheetLine>(json).ok(), Some(line));
    }
}
