//! The clock flows (Art. 6.10.2): add or take time on one side's clock, set both clocks; and how
//! the arbiter writes an amount of time.

use shakmaty::Color;

use super::{Choice, InputFor, sides};
use crate::tui::app::App;
use crate::tui::intent::{ClockAction, Intent, Request};
use crate::tui::model::{BoardModel, side_word};

/// Whose clock to adjust.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::tui::app) struct AdjustSide {
    side: Color,
    label: String,
}

impl AdjustSide {
    pub(in crate::tui::app) fn label(&self) -> String {
        self.label.clone()
    }
}

/// What a clock text field asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(in crate::tui::app) enum ClockInput {
    /// An amount to add to (or take from) `side`'s clock.
    Adjust { side: Color },
    /// Both clocks, White's then Black's.
    Set,
}

/// An adjustment checked before any confirmation: it may not take a clock below zero
/// (Art. 6.10.2 corrects a time; a negative one is no time).
fn check_adjust(b: &BoardModel, side: Color, ms: i64) -> Result<i64, String> {
    let shows = b.clock.map(|c| match side {
        Color::White => c.white_ms,
        Color::Black => c.black_ms,
    });
    match shows {
        Some(now) if now + ms < 0 => Err(format!(
            "{}'s clock shows {}: taking {} would leave it below zero",
            side_word(side),
            mmss(now),
            mmss(-ms)
        )),
        _ => Ok(ms),
    }
}

impl ClockInput {
    pub(in crate::tui::app) fn feedback(
        &self,
        b: &BoardModel,
        text: &str,
    ) -> Option<Result<String, String>> {
        match self {
            ClockInput::Adjust { side } => match amount_feedback(text) {
                Some(Ok(shown)) if !text.is_empty() => Some(
                    parse_amount(text)
                        .and_then(|ms| check_adjust(b, *side, ms))
                        .map(|_| shown),
                ),
                other => other,
            },
            ClockInput::Set => {
                if text.is_empty() {
                    return Some(Ok("e.g. 1:25:00 1:20:30".into()));
                }
                Some(
                    parse_two_times(text)
                        .map(|(w, bl)| format!("White {} Black {}", mmss(w), mmss(bl))),
                )
            }
        }
    }
}

/// Feedback on an amount of time as typed.
pub(in crate::tui::app) fn amount_feedback(text: &str) -> Option<Result<String, String>> {
    if text.is_empty() {
        return Some(Ok("e.g. +2:00, -30, +1:00".into()));
    }
    Some(
        parse_amount(text)
            .map(|ms| format!("{} {}", if ms < 0 { "take" } else { "add" }, mmss(ms.abs()))),
    )
}

impl App {
    /// `a`: whose clock to adjust.
    pub(in crate::tui::app) fn open_adjust(&mut self, b: &BoardModel) {
        let choices = sides(b)
            .into_iter()
            .map(|(side, label)| Choice::AdjustSide(AdjustSide { side, label }))
            .collect();
        self.choose(
            format!("Board {}: adjust whose clock?", b.number),
            Vec::new(),
            choices,
        );
    }

    /// `T`: set both clocks.
    pub(in crate::tui::app) fn open_set_clocks(&mut self, b: &BoardModel) {
        self.input(
            InputFor::Clock(ClockInput::Set),
            format!("Board {}: set both clocks (Art. 6.10.2)", b.number),
            "White Black (h:mm:ss h:mm:ss):",
        );
    }

    pub(in crate::tui::app) fn adjust_side_chosen(&mut self, b: &BoardModel, c: AdjustSide) {
        self.input(
            InputFor::Clock(ClockInput::Adjust { side: c.side }),
            format!("Board {}: adjust {}'s clock", b.number, side_word(c.side)),
            "Amount (+m:ss or -seconds):",
        );
    }

    pub(in crate::tui::app) fn submit_clock(
        &mut self,
        b: &BoardModel,
        input: &ClockInput,
        text: &str,
    ) -> Result<Vec<Request>, String> {
        let n = b.number;
        match input {
            ClockInput::Adjust { side } => {
                let ms = check_adjust(b, *side, parse_amount(text)?)?;
                let req = self.request(b, Intent::Clock(ClockAction::Adjust { side: *side, ms }));
                let verb = if ms < 0 { "Take" } else { "Add" };
                let prep = if ms < 0 { "from" } else { "to" };
                self.confirm(
                    req,
                    "Adjust clock",
                    vec![format!(
                        "{verb} {} {prep} {}'s clock ({}) on board {n} (Art. 6.10.2)?",
                        mmss(ms.abs()),
                        side_word(*side),
                        b.name(*side)
                    )],
                );
            }
            ClockInput::Set => {
                let (white_ms, black_ms) = parse_two_times(text)?;
                let req = self.request(b, Intent::Clock(ClockAction::Set { white_ms, black_ms }));
                self.confirm(
                    req,
                    "Set clocks",
                    vec![format!(
                        "Set the clocks on board {n}: White {}, Black {} (Art. 6.10.2)?",
                        mmss(white_ms),
                        mmss(black_ms)
                    )],
                );
            }
        }
        Ok(Vec::new())
    }
}

/// "2:00", "0:30", "1:25:00".
pub fn mmss(ms: i64) -> String {
    let s = ms / 1000;
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

/// An amount of time: "+2:00", "-30" (seconds), "1:30:00", "2m".
pub fn parse_amount(text: &str) -> Result<i64, String> {
    crate::clock::parse_signed_duration(text).map_err(|e| e.to_string())
}

fn parse_time(text: &str) -> Result<i64, String> {
    crate::clock::parse_duration(text).map_err(|e| e.to_string())
}

fn parse_two_times(text: &str) -> Result<(i64, i64), String> {
    let parts: Vec<&str> = text.split_whitespace().collect();
    match parts.as_slice() {
        [w, b] => Ok((parse_time(w)?, parse_time(b)?)),
        _ => Err("write both times: White's then Black's, e.g. 1:25:00 1:20:30".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn amounts_parse_as_an_arbiter_writes_them() {
        assert_eq!(parse_amount("+2:00"), Ok(120_000));
        assert_eq!(parse_amount("-30"), Ok(-30_000));
        assert_eq!(parse_amount("1:30:00"), Ok(5_400_000));
        assert_eq!(parse_amount("2m"), Ok(120_000));
        assert!(parse_amount("1:75").is_err());
        assert!(parse_amount("abc").is_err());
        assert!(parse_amount("").is_err());
        assert_eq!(
            parse_two_times("1:25:00 1:20:30"),
            Ok((5_100_000, 4_830_000))
        );
        assert_eq!(mmss(120_000), "2:00");
        assert_eq!(mmss(5_100_000), "1:25:00");
    }
}
