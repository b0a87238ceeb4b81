//! The one way a time is written by an arbiter (clock settings, penalties, claims' readings,
//! the demo): `h:mm:ss`, `m:ss`, plain seconds, decimals allowed to the ms, or a number with a
//! unit (`2m`, `30s`, `1.5h`, `90min`). Exact (no floats), bounded, and signed where an amount
//! may be taken as well as given.

use thiserror::Error;

use super::control::parse_decimal_ms;

/// The largest time accepted: 1,000 hours (no clock shows more).
pub const MAX_DURATION_MS: i64 = 1000 * 3_600_000;

/// Text that is not a time.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error(
    "not a time: {text:?} (write h:mm:ss, m:ss or seconds, e.g. 1:25:00, 2:00, 30; or 2m, 30s)"
)]
pub struct DurationError {
    pub text: String,
}

const UNITS: &[(&str, i64)] = &[
    ("min", 60_000),
    ("h", 3_600_000),
    ("m", 60_000),
    ("s", 1000),
];

/// A time in ms, not negative. In `h:mm:ss` and `m:ss` the minutes and seconds after a colon
/// are below 60; the last field may have up to 3 decimals.
pub fn parse_duration(text: &str) -> Result<i64, DurationError> {
    let t = text.trim();
    let err = || DurationError {
        text: text.to_string(),
    };
    let ms = if let Some((number, scale)) = UNITS
        .iter()
        .find_map(|(unit, scale)| t.strip_suffix(unit).map(|n| (n.trim(), *scale)))
    {
        parse_decimal_ms(number, scale).ok_or_else(err)?
    } else {
        // The colon form is the PGN clock's (one reader, `rules::pgn::parse_clock`).
        crate::rules::pgn::parse_clock(t).ok_or_else(err)?
    };
    if ms > MAX_DURATION_MS {
        return Err(err());
    }
    Ok(ms)
}

/// [`parse_duration`] with an optional sign: `+2:00`, `-30`.
pub fn parse_signed_duration(text: &str) -> Result<i64, DurationError> {
    let t = text.trim();
    let (sign, rest) = match t.strip_prefix('-') {
        Some(r) => (-1, r),
        None => (1, t.strip_prefix('+').unwrap_or(t)),
    };
    parse_duration(rest)
        .map(|ms| sign * ms)
        .map_err(|_| DurationError {
            text: text.to_string(),
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn times_as_an_arbiter_writes_them() {
        for (text, ms) in [
            ("1:25:00", 5_100_000),
            ("2:00", 120_000),
            ("0:59.9", 59_900),
            ("30", 30_000),
            ("1.5", 1_500),
            ("2m", 120_000),
            ("90min", 5_400_000),
            ("30s", 30_000),
            ("1h", 3_600_000),
            (" 45 ", 45_000),
        ] {
            assert_eq!(parse_duration(text), Ok(ms), "{text}");
        }
        assert_eq!(parse_signed_duration("+2:00"), Ok(120_000));
        assert_eq!(parse_signed_duration("-30"), Ok(-30_000));
        for bad in [
            "",
            "1:75",
            "1:60:00",
            "abc",
            "1:2:3:4",
            "-5",
            "1.2345",
            "1.5:00",
            "99999999999:00",
            ":30",
            "1:",
            "2 m 3",
        ] {
            assert!(parse_duration(bad).is_err(), "{bad}");
        }
    }

    proptest! {
        #[test]
        fn h_mm_ss_round_trips(h in 0i64..1000, m in 0i64..60, s in 0i64..60) {
            let text = format!("{h}:{m:02}:{s:02}");
            prop_assert_eq!(parse_duration(&text), Ok(((h * 60 + m) * 60 + s) * 1000));
        }

        #[test]
        fn never_panics(text in "\\PC{0,24}") {
            let _ = parse_signed_duration(&text);
        }
    }
}
