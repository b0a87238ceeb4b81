//! Time controls and chess clocks (Art. 6), pure: time is passed in, never read.
//!
//! - [`TimeControl`]: periods, Fischer increments (also from a move number), delays, per-colour
//!   base times; PGN `TimeControl` syntax plus extensions and presets (see [`control`]).
//! - [`Clock`]: the state of one board's clock as the fold of timestamped [`ClockEvent`]s, read at
//!   any instant with [`Clock::reading`].
//! - [`format_ms`]: how a clock shows a time.
//!
//! ```
//! use arbiter::clock::{Clock, ClockEvent, TimeControl, format_ms};
//! use shakmaty::Color;
//!
//! let control: TimeControl = "fide-standard".parse()?;
//! assert_eq!(control.to_string(), "40/5400+30:1800+30");
//! let mut clock = Clock::new(&control);
//! assert_eq!(format_ms(clock.reading(0).white.ms), "1:30:30"); // increment before move 1
//! clock.apply(0, &ClockEvent::Start)?;
//! clock.apply(95_000, &ClockEvent::Press)?; // White used 1:35, gets 30 s for move 2
//! let now = clock.reading(100_000);
//! assert_eq!(format_ms(now.white.ms), "1:29:25");
//! assert_eq!(format_ms(now.black.ms), "1:30:25");
//! assert_eq!(now.running, Some(Color::Black));
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

mod bound;
pub mod control;
mod duration;
mod state;

pub use bound::Given;
pub use control::{Bonus, PRESETS, Period, SecondsSuspect, TimeControl, TimeControlError};
pub use duration::{DurationError, MAX_DURATION_MS, parse_duration, parse_signed_duration};
pub use state::{Clock, ClockError, ClockEvent, ClockReading, FirstFlag, SideReading};

/// A time as a chess clock shows it: `h:mm:ss`, and under 20 s `0:00:ss.t` with tenths.
///
/// Digits are truncated, as FIDE-approved clocks do (19 999 ms shows `0:00:19.9`, 20 999 ms
/// shows `0:00:20`), with one exception: a positive remainder under 100 ms shows `0:00:00.1`, so
/// that `0:00:00.0` always means the flag has fallen. Negative values show as `0:00:00.0`.
pub fn format_ms(ms: i64) -> String {
    let ms = ms.max(0);
    if ms < 20_000 {
        let tenths = if ms > 0 { (ms / 100).max(1) } else { 0 };
        format!("0:00:{:02}.{}", tenths / 10, tenths % 10)
    } else {
        let secs = ms / 1000;
        format!("{}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60)
    }
}

/// What [`format_ms`] shows of `ms`, as a number: two times with the same unit are written
/// alike (tenths of a second under 20 s, else whole seconds). The app redraws a clock only
/// when this changes.
pub fn format_unit(ms: i64) -> i64 {
    let ms = ms.max(0);
    if ms < 20_000 {
        if ms > 0 { (ms / 100).max(1) } else { 0 }
    } else {
        200 + ms / 1000
    }
}

/// Serde for a side as `"white"` / `"black"`: the Laws' own ([`crate::rules::side_serde`]),
/// named here too for the clock's and the event layer's types.
pub use crate::rules::side_serde;

/// Serde for a [`shakmaty::ByColor`] as `[white, black]`: `#[serde(with = "clock::by_color_serde")]`
/// (shakmaty's own serde support is not enabled).
pub mod by_color_serde {
    use serde::{Deserialize, Deserializer, Serialize, Serializer};
    use shakmaty::ByColor;

    pub fn serialize<T: Serialize, S: Serializer>(
        pair: &ByColor<T>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        (&pair.white, &pair.black).serialize(serializer)
    }

    pub fn deserialize<'de, T: Deserialize<'de>, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<ByColor<T>, D::Error> {
        let (white, black) = <(T, T)>::deserialize(deserializer)?;
        Ok(ByColor { white, black })
    }
}

#[cfg(test)]
mod tests {
    use super::{format_ms, format_unit};
    use proptest::prelude::*;

    proptest! {
        /// Two times have one unit exactly when they are written alike: a row redrawn only on a
        /// new unit shows every change of its clock, and no change is drawn twice.
        #[test]
        fn the_unit_changes_exactly_when_the_shown_time_does(
            a in -2_000i64..40_000_000,
            d in 0i64..3_000,
        ) {
            let b = a + d;
            prop_assert_eq!(format_unit(a) == format_unit(b), format_ms(a) == format_ms(b));
        }
    }

    #[test]
    fn clock_display() {
        assert_eq!(format_ms(5_399_999), "1:29:59");
        assert_eq!(format_ms(5_430_000), "1:30:30");
        assert_eq!(format_ms(20_000), "0:00:20");
        assert_eq!(format_ms(19_999), "0:00:19.9");
        assert_eq!(format_ms(1_050), "0:00:01.0");
        assert_eq!(format_ms(99), "0:00:00.1");
        assert_eq!(format_ms(1), "0:00:00.1");
        assert_eq!(format_ms(0), "0:00:00.0");
        assert_eq!(format_ms(-5), "0:00:00.0");
        assert_eq!(format_ms(36_000_000), "10:00:00");
    }
}
