//! The clock flows (Art. 6.10.2): add or take time on one side's clock, set both clocks; and how
//! the arbiter writes an amount of time.

use shakmaty::Color;

use super::{Choice, InputFor};
use crate::tui::app::App;
use crate::tui::intent::{ClockAction, Intent, Request};
use crate::tui::lang::side_arg;
use crate::tui::model::BoardModel;

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

impl App {
    /// An adjustment checked before any confirmation: it may not take a clock below zero
    /// (Art. 6.10.2 corrects a time; a negative one is no time).
    fn check_adjust(&self, b: &BoardModel, side: Color, ms: i64) -> Result<i64, String> {
        let shows = b.clock.map(|c| match side {
            Color::White => c.white_ms,
            Color::Black => c.black_ms,
        });
        match shows {
            Some(now) if now + ms < 0 => Err(self.t(
                "tui-clock-below-zero",
                &[
                    ("side", side_arg(side).into()),
                    ("shows", mmss(now).into()),
                    ("take", mmss(-ms).into()),
                ],
            )),
            _ => Ok(ms),
        }
    }

    pub(in crate::tui::app) fn clock_feedback(
        &self,
        input: &ClockInput,
        b: &BoardModel,
        text: &str,
    ) -> Option<Result<String, String>> {
        match input {
            ClockInput::Adjust { side } => match self.amount_feedback(text) {
                Some(Ok(shown)) if !text.is_empty() => Some(
                    self.parse_amount(text)
                        .and_then(|ms| self.check_adjust(b, *side, ms))
                        .map(|_| shown),
                ),
                other => other,
            },
            ClockInput::Set => {
                if text.is_empty() {
                    return Some(Ok(self.t("tui-clock-set-example", &[])));
                }
                Some(self.parse_two_times(text).map(|(w, bl)| {
                    self.t(
                        "tui-clock-set-reading",
                        &[("white", mmss(w).into()), ("black", mmss(bl).into())],
                    )
                }))
            }
        }
    }

    /// Feedback on an amount of time as typed.
    pub(in crate::tui::app) fn amount_feedback(
        &self,
        text: &str,
    ) -> Option<Result<String, String>> {
        if text.is_empty() {
            return Some(Ok(self.t("tui-clock-amount-example", &[])));
        }
        Some(self.parse_amount(text).map(|ms| {
            self.t(
                if ms < 0 {
                    "tui-clock-amount-take"
                } else {
                    "tui-clock-amount-add"
                },
                &[("time", mmss(ms.abs()).into())],
            )
        }))
    }

    /// An amount of time as the arbiter writes it, or why it is not one, in the app's language.
    pub(in crate::tui::app) fn parse_amount(&self, text: &str) -> Result<i64, String> {
        parse_amount(text).map_err(|why| {
            self.t(
                "tui-clock-not-amount",
                &[("text", text.to_owned().into()), ("why", why.into())],
            )
        })
    }

    fn parse_two_times(&self, text: &str) -> Result<(i64, i64), String> {
        parse_two_times(text).map_err(|why| match why {
            TwoTimes::NotTwo => self.t("tui-clock-set-two", &[]),
            TwoTimes::NotTime(t, why) => self.t(
                "tui-clock-not-amount",
                &[("text", t.into()), ("why", why.into())],
            ),
        })
    }

    /// `a`: whose clock to adjust.
    pub(in crate::tui::app) fn open_adjust(&mut self, b: &BoardModel) {
        let choices = self
            .sides(b)
            .into_iter()
            .map(|(side, label)| Choice::AdjustSide(AdjustSide { side, label }))
            .collect();
        let title = self.t("tui-clock-adjust-whose", &[("number", b.number.into())]);
        self.choose(title, Vec::new(), choices);
    }

    /// `T`: set both clocks.
    pub(in crate::tui::app) fn open_set_clocks(&mut self, b: &BoardModel) {
        let title = self.t("tui-clock-set-title", &[("number", b.number.into())]);
        let prompt = self.t("tui-clock-set-prompt", &[]);
        self.input(InputFor::Clock(ClockInput::Set), title, &prompt);
    }

    pub(in crate::tui::app) fn adjust_side_chosen(&mut self, b: &BoardModel, c: AdjustSide) {
        let title = self.t(
            "tui-clock-adjust-title",
            &[
                ("number", b.number.into()),
                ("side", side_arg(c.side).into()),
            ],
        );
        let prompt = self.t("tui-clock-adjust-prompt", &[]);
        self.input(
            InputFor::Clock(ClockInput::Adjust { side: c.side }),
            title,
            &prompt,
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
                let ms = self.check_adjust(b, *side, self.parse_amount(text)?)?;
                let req = self.request(b, Intent::Clock(ClockAction::Adjust { side: *side, ms }));
                let line = self.t(
                    if ms < 0 {
                        "tui-clock-take-confirm"
                    } else {
                        "tui-clock-add-confirm"
                    },
                    &[
                        ("time", mmss(ms.abs()).into()),
                        ("side", side_arg(*side).into()),
                        ("name", b.name(*side).to_owned().into()),
                        ("number", n.into()),
                    ],
                );
                let title = self.t("tui-clock-adjust-confirm-title", &[]);
                self.confirm(req, &title, vec![line]);
            }
            ClockInput::Set => {
                let (white_ms, black_ms) = self.parse_two_times(text)?;
                let req = self.request(b, Intent::Clock(ClockAction::Set { white_ms, black_ms }));
                let line = self.t(
                    "tui-clock-set-confirm",
                    &[
                        ("number", n.into()),
                        ("white", mmss(white_ms).into()),
                        ("black", mmss(black_ms).into()),
                    ],
                );
                let title = self.t("tui-clock-set-confirm-title", &[]);
                self.confirm(req, &title, vec![line]);
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

/// Why two clock times could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
enum TwoTimes {
    /// Not two words.
    NotTwo,
    /// This word is not a time, and why.
    NotTime(String, String),
}

fn parse_two_times(text: &str) -> Result<(i64, i64), TwoTimes> {
    let time = |t: &str| {
        crate::clock::parse_duration(t).map_err(|e| TwoTimes::NotTime(t.to_owned(), e.to_string()))
    };
    let parts: Vec<&str> = text.split_whitespace().collect();
    match parts.as_slice() {
        [w, b] => Ok((time(w)?, time(b)?)),
        _ => Err(TwoTimes::NotTwo),
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
        assert!(parse_two_times("1:25:00").is_err());
        assert_eq!(
            parse_two_times("1:25:00 1:20:30"),
            Ok((5_100_000, 4_830_000))
        );
        assert_eq!(mmss(120_000), "2:00");
        assert_eq!(mmss(5_100_000), "1:25:00");
    }
}
