//! What a clock can show (issue 36): the most a side's clock can show after its move n under
//! its control (Art. 6.3), and a side's clock after a move that took a known time (a PGN
//! `%emt`). Pure: a reading read from a feed is judged against these, never trusted blindly.

use shakmaty::Color;

use super::control::{Bonus, TimeControl};
use super::duration::MAX_DURATION_MS;

/// Time the arbiter gave one side beyond its control (Art. 6.10.2, 7.5.5, 9.5.3, 12.9, III.4,
/// III.5): `ms` once (the sum of what was added), `per_move_ms` for every move from then on.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Given {
    pub ms: i64,
    pub per_move_ms: i64,
}

impl TimeControl {
    /// What `color`'s clock shows before the start: its first period's base and the Fischer
    /// increment of move 1 when it applies from move 1 (as [`super::Clock::new`] sets it).
    pub fn start_ms(&self, color: Color) -> i64 {
        self.periods
            .first()
            .map_or(0, |p| p.base_for(color))
            .saturating_add(self.increment_before_move(1))
    }

    /// The most `color`'s clock can show once it has completed `moves` moves: the bases of the
    /// periods it has entered (Art. 6.3.2: a period's base is added when the previous one's
    /// moves are completed), every Fischer increment credited up to then (the one for its next
    /// move included, Art. 6.3.1), and the time the arbiter gave (`given`). A delay (US or
    /// Bronstein) never adds time. Never more than the largest time a clock is set to,
    /// [`MAX_DURATION_MS`].
    pub fn most_after(&self, color: Color, moves: u32, given: Given) -> i64 {
        let credited_up_to = u64::from(moves) + 1;
        let mut total = given
            .ms
            .max(0)
            .saturating_add(given.per_move_ms.max(0).saturating_mul(i64::from(moves)));
        // Moves `start..=end` of each period (1-based; the last period has no end).
        let mut start: u64 = 1;
        for (i, period) in self.periods.iter().enumerate() {
            let end = period.moves.map(|n| start + u64::from(n) - 1);
            // Entered: the first period at once, a later one once the previous is complete.
            if i > 0 && start - 1 > u64::from(moves) {
                break;
            }
            total = total.saturating_add(period.base_for(color));
            if let Bonus::Fischer { ms, from_move } = period.bonus {
                let first = start.max(u64::from(from_move.max(1)));
                let last = end.map_or(credited_up_to, |e| e.min(credited_up_to));
                if last >= first {
                    let count = i64::try_from(last - first + 1).unwrap_or(i64::MAX);
                    total = total.saturating_add(ms.max(0).saturating_mul(count));
                }
            }
            match end {
                Some(e) => start = e + 1,
                None => break,
            }
        }
        total.min(MAX_DURATION_MS)
    }

    /// `color`'s clock after its move `move_no` (1-based) took `elapsed_ms` (a PGN `%emt`), from
    /// `before_ms`, what it showed when the move began: the main time used (what passed beyond
    /// the move's delay, Art. 6.3.2), then the next period's base when the move completes a
    /// period, then the increment credited for the next move. Never below 0 (a flag).
    pub fn after_elapsed(
        &self,
        color: Color,
        move_no: u32,
        before_ms: i64,
        elapsed_ms: i64,
    ) -> i64 {
        let used = elapsed_ms
            .max(0)
            .saturating_sub(self.delay_for_move(move_no))
            .max(0);
        let next_period = self
            .period_completed_by(move_no)
            .map_or(0, |p| self.periods[p + 1].base_for(color));
        before_ms
            .saturating_sub(used)
            .max(0)
            .saturating_add(next_period)
            .saturating_add(self.increment_before_move(move_no.saturating_add(1)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn control(text: &str) -> TimeControl {
        text.parse().expect("control")
    }

    const NONE: Given = Given {
        ms: 0,
        per_move_ms: 0,
    };

    #[test]
    fn the_most_a_clock_shows_counts_the_periods_entered_and_the_increments() {
        // 90 min + 30 s from move 1: 1:30:30 before the start, 1:31:00 after move 1.
        let c = control("90m+30s");
        assert_eq!(c.start_ms(Color::White), 5_430_000);
        assert_eq!(c.most_after(Color::White, 0, NONE), 5_430_000);
        assert_eq!(c.most_after(Color::White, 1, NONE), 5_460_000);
        assert_eq!(
            c.most_after(Color::Black, 40, NONE),
            5_400_000 + 41 * 30_000
        );
        // FIDE standard: 40/90 min + 30 min, 30 s a move; the 30 min from move 40 on.
        let c = control("fide-standard");
        assert_eq!(
            c.most_after(Color::White, 39, NONE),
            5_400_000 + 40 * 30_000
        );
        assert_eq!(
            c.most_after(Color::White, 40, NONE),
            5_400_000 + 1_800_000 + 41 * 30_000
        );
        // 120 min / 40, 60 min / 20, 15 min with 30 s from move 61 only.
        let c = control("fide-classic-61");
        assert_eq!(c.most_after(Color::Black, 59, NONE), 7_200_000 + 3_600_000);
        assert_eq!(
            c.most_after(Color::Black, 60, NONE),
            7_200_000 + 3_600_000 + 900_000 + 30_000
        );
        // Armageddon: each colour its own base; the increment from move 61.
        let c = control("armageddon");
        assert_eq!(c.most_after(Color::Black, 10, NONE), 240_000);
        assert_eq!(c.most_after(Color::White, 10, NONE), 300_000);
    }

    #[test]
    fn a_delay_adds_nothing_and_the_arbiters_time_counts() {
        // US/Bronstein delay: the clock never shows more than its base.
        let c = control("5400d30");
        assert_eq!(c.most_after(Color::White, 30, NONE), 5_400_000);
        // Art. 7.5.5: 2 min given once; III.4: 5 s a move from then on.
        let given = Given {
            ms: 120_000,
            per_move_ms: 5_000,
        };
        assert_eq!(
            c.most_after(Color::White, 30, given),
            5_400_000 + 120_000 + 150_000
        );
        // Taken time never raises the bound; nothing goes beyond 1,000 hours.
        let taken = Given {
            ms: -60_000,
            per_move_ms: 0,
        };
        assert_eq!(c.most_after(Color::White, 30, taken), 5_400_000);
        let huge = Given {
            ms: i64::MAX,
            per_move_ms: i64::MAX,
        };
        assert_eq!(c.most_after(Color::White, 30, huge), MAX_DURATION_MS);
    }

    #[test]
    fn a_moves_elapsed_time_gives_the_clock_after_it() {
        // Fischer: 1:30:30 − 2 s + 30 s.
        let c = control("90m+30s");
        assert_eq!(
            c.after_elapsed(Color::White, 1, 5_430_000, 2_000),
            5_458_000
        );
        // Delay: the first 30 s cost nothing.
        let d = control("5400d30");
        assert_eq!(
            d.after_elapsed(Color::White, 1, 5_400_000, 20_000),
            5_400_000
        );
        assert_eq!(
            d.after_elapsed(Color::White, 1, 5_400_000, 50_000),
            5_380_000
        );
        // The 40th move enters the second period: its 30 min are added.
        let f = control("fide-standard");
        assert_eq!(
            f.after_elapsed(Color::Black, 40, 60_000, 10_000),
            50_000 + 1_800_000 + 30_000
        );
        // Too long a move: the flag, not a negative time.
        assert_eq!(
            control("300").after_elapsed(Color::White, 5, 1_000, 9_000),
            0
        );
    }
}
