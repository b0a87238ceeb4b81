//! `arbiter rules clock` (issue 4): the clock calculator. Replays a script of clock events under a
//! time control and prints what the clock shows, to answer "what should this clock show?".
//!
//! Script: one event per line, `SECONDS ACTION [ARGS]`, seconds since the start (fractions up to
//! ms allowed), in time order; `#` starts a comment. Actions: `start`, `press`, `pause`, `resume`,
//! `add white|black SECONDS` (negative subtracts), `set WHITE_SECONDS BLACK_SECONDS [WHITE_MOVES
//! BLACK_MOVES]`, `increment SECONDS` (III.4), `flag white|black` (flag observed), `show`.

use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::{Context, anyhow, bail};
use clap::Args;
use serde_json::{Value, json};
use shakmaty::Color;

use crate::clock::{
    Clock, ClockEvent, ClockReading, FirstFlag, SideReading, TimeControl, format_ms, side_serde,
};
use crate::i18n::Words;

// `arbiter rules clock --control TC --script FILE [--json]`
#[derive(Debug, Args)]
pub struct ClockArgs {
    /// Time control, e.g. `40/5400+30:1800+30` or a preset name.
    #[arg(long)]
    pub control: String,
    /// Script of clock events, one per line: `SECONDS ACTION [ARGS]`.
    #[arg(long)]
    pub script: PathBuf,
    /// Machine-readable output.
    #[arg(long)]
    pub json: bool,
}

/// One line of a script.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Line {
    Event(ClockEvent),
    Show,
}

pub fn run(w: &Words, args: &ClockArgs) -> anyhow::Result<ExitCode> {
    let control: TimeControl = args.control.parse().with_context(|| {
        w.t(
            "cli-flag-value",
            &[
                ("flag", "--control".into()),
                ("value", format!("{:?}", args.control).into()),
            ],
        )
    })?;
    let text = std::fs::read_to_string(&args.script).with_context(|| {
        w.t(
            "cli-cannot-read",
            &[("file", args.script.display().to_string().into())],
        )
    })?;
    let mut clock = Clock::new(&control);
    let mut last_at = 0;
    let mut out = Vec::new();
    let script = args.script.display().to_string();
    for (index, raw) in text.lines().enumerate() {
        let number = index + 1;
        let at_line = || {
            w.t(
                "errors-at-line",
                &[("file", script.clone().into()), ("line", number.into())],
            )
        };
        let Some((at, line)) = parse_line(w, raw).with_context(at_line)? else {
            continue;
        };
        last_at = at;
        match line {
            Line::Show => {
                out.push(render(w, at, &clock.reading(at), args.json));
            }
            Line::Event(event) => clock.apply(at, &event).map_err(|err| {
                anyhow!(w.t(
                    "errors-located",
                    &[
                        ("at", at_line().into()),
                        ("message", err.to_string().into())
                    ],
                ))
            })?,
        }
    }
    // At the end always, even right after a `show`: one line per `show`, plus one.
    out.push(render(w, last_at, &clock.reading(last_at), args.json));
    for line in out {
        outln!("{line}");
    }
    Ok(ExitCode::SUCCESS)
}

/// `None` for a blank or comment line.
fn parse_line(w: &Words, raw: &str) -> anyhow::Result<Option<(i64, Line)>> {
    let text = raw.split('#').next().unwrap_or("").trim();
    if text.is_empty() {
        return Ok(None);
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    let (time, action, rest) = match words.as_slice() {
        [time, action, rest @ ..] => (*time, *action, rest),
        [_] => bail!(w.t(
            "cli-clock-expected-line",
            &[("text", format!("{text:?}").into())]
        )),
        [] => return Ok(None),
    };
    let time_arg = || format!("{time:?}");
    let at =
        seconds(time).with_context(|| w.t("cli-clock-time", &[("time", time_arg().into())]))?;
    if at < 0 {
        bail!(w.t("cli-clock-negative", &[("time", time_arg().into())]));
    }
    let no_args = |line: Line| {
        if rest.is_empty() {
            Ok(line)
        } else {
            Err(anyhow!(w.t(
                "cli-clock-no-args",
                &[
                    ("action", action.to_string().into()),
                    ("got", format!("{:?}", rest.join(" ")).into()),
                ],
            )))
        }
    };
    let line = match action.to_ascii_lowercase().as_str() {
        "start" => no_args(Line::Event(ClockEvent::Start))?,
        "press" => no_args(Line::Event(ClockEvent::Press))?,
        "pause" => no_args(Line::Event(ClockEvent::Pause))?,
        "resume" => no_args(Line::Event(ClockEvent::Resume))?,
        "show" => no_args(Line::Show)?,
        "add" => match rest {
            [side, amount] => Line::Event(ClockEvent::Adjust {
                side: side_arg(w, side)?,
                ms: seconds(amount).with_context(|| {
                    w.t(
                        "cli-clock-add-amount",
                        &[("amount", format!("{amount:?}").into())],
                    )
                })?,
            }),
            _ => bail!(w.t("cli-clock-add-usage", &[])),
        },
        "set" => {
            let set_side = |side: &str, text: &str| {
                w.t(
                    "cli-clock-set-side",
                    &[
                        ("side", side.to_owned().into()),
                        ("time", format!("{text:?}").into()),
                    ],
                )
            };
            let (white, black, moves) = match rest {
                [white, black] => (white, black, None),
                [white, black, wm, bm] => (white, black, Some((wm, bm))),
                _ => bail!(w.t("cli-clock-set-usage", &[])),
            };
            let count = |text: &str| {
                text.parse::<u32>().map_err(|_| {
                    anyhow!(w.t(
                        "cli-clock-set-moves",
                        &[("text", format!("{text:?}").into())]
                    ))
                })
            };
            let (white_moves, black_moves) = match moves {
                None => (None, None),
                Some((wm, bm)) => (Some(count(wm)?), Some(count(bm)?)),
            };
            Line::Event(ClockEvent::Set {
                white_ms: seconds(white).with_context(|| set_side("white", white))?,
                black_ms: seconds(black).with_context(|| set_side("black", black))?,
                white_moves,
                black_moves,
            })
        }
        "increment" => match rest {
            [amount] => Line::Event(ClockEvent::Increment {
                ms: seconds(amount).with_context(|| {
                    w.t(
                        "cli-clock-increment",
                        &[("amount", format!("{amount:?}").into())],
                    )
                })?,
            }),
            _ => bail!(w.t("cli-clock-increment-usage", &[])),
        },
        "flag" => match rest {
            [side] => Line::Event(ClockEvent::FlagObserved {
                side: side_arg(w, side)?,
            }),
            _ => bail!(w.t("cli-clock-flag-usage", &[])),
        },
        other => bail!(w.t(
            "cli-clock-unknown-action",
            &[("action", format!("{other:?}").into())]
        )),
    };
    Ok(Some((at, line)))
}

fn side_arg(w: &Words, text: &str) -> anyhow::Result<Color> {
    side_serde::parse(text).ok_or_else(|| {
        anyhow!(w.t(
            "cli-clock-not-side",
            &[("text", format!("{text:?}").into())]
        ))
    })
}

/// A time (seconds, `m:ss`, `h:mm:ss`, `2m`), optionally signed, to ms (exact).
fn seconds(text: &str) -> anyhow::Result<i64> {
    Ok(crate::clock::parse_signed_duration(text)?)
}

/// Seconds as a JSON number: whole seconds as an integer, else with the ms as decimals.
fn seconds_json(ms: i64) -> Value {
    if ms % 1000 == 0 {
        json!(ms / 1000)
    } else {
        json!(ms as f64 / 1000.0)
    }
}

/// One side in the JSON output, keys in the documented order.
#[derive(serde::Serialize)]
struct SideOut {
    ms: i64,
    moves: u32,
    period: u32,
    /// null, the second the flag fell, or "unknown".
    flag: Value,
}

fn side_json(side: &SideReading) -> SideOut {
    let flag = match (side.flagged, side.flag_at) {
        (false, _) => Value::Null,
        (true, Some(at)) => seconds_json(at),
        (true, None) => json!("unknown"),
    };
    SideOut {
        ms: side.ms,
        moves: side.moves,
        period: side.period,
        flag,
    }
}

fn first_flag_name(flag: FirstFlag) -> &'static str {
    match flag {
        FirstFlag::White => "white",
        FirstFlag::Black => "black",
        FirstFlag::Unknown => "unknown",
    }
}

/// One output line: JSON, or the clock as an arbiter reads it.
fn render(w: &Words, at: i64, r: &ClockReading, as_json: bool) -> String {
    if as_json {
        // A struct, so that the keys come in the documented order.
        #[derive(serde::Serialize)]
        struct Line {
            at: Value,
            white: SideOut,
            black: SideOut,
            running: Option<&'static str>,
            first_flag: Option<&'static str>,
        }
        let line = Line {
            at: seconds_json(at),
            white: side_json(&r.white),
            black: side_json(&r.black),
            running: r.running.map(side_serde::name),
            first_flag: r.first_flag.map(first_flag_name),
        };
        return serde_json::to_string(&line).unwrap_or_default();
    }
    let side_text = |name: &str, s: &SideReading| {
        let flag = match (s.flagged, s.flag_at) {
            (false, _) => String::new(),
            (true, Some(at)) => w.t(
                "cli-clock-flag-at",
                &[("at", crate::clock::control::seconds_text(at).into())],
            ),
            (true, None) => w.t("cli-clock-flag-unknown", &[]),
        };
        w.t(
            "cli-clock-side",
            &[
                ("side", name.to_owned().into()),
                ("time", format_ms(s.ms).into()),
                ("moves", s.moves.into()),
                ("period", s.period.into()),
                ("flag", flag.into()),
            ],
        )
    };
    let state = match (r.running, r.paused, r.frozen) {
        (_, _, true) => w.t("cli-clock-frozen", &[]),
        (_, true, false) => w.t("cli-clock-paused", &[]),
        (Some(side), false, false) => w.t(
            "cli-calc-running",
            &[("side", side_serde::name(side).into())],
        ),
        (None, false, false) => w.t("cli-clock-not-started", &[]),
    };
    let mut text = w.t(
        "cli-clock-line",
        &[
            ("at", crate::clock::control::seconds_text(at).into()),
            ("white", side_text("white", &r.white).into()),
            ("black", side_text("black", &r.black).into()),
            ("state", state.into()),
        ],
    );
    if let Some(first) = r.first_flag {
        text.push_str(&w.t(
            "cli-clock-first-flag",
            &[
                ("side", first_flag_name(first).into()),
                (
                    "last",
                    if r.flag_in_last_period { "yes" } else { "no" }.into(),
                ),
            ],
        ));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_lines() {
        assert_eq!(
            parse_line(&Words::new(crate::i18n::Lang::En), "  # nothing").unwrap(),
            None
        );
        assert_eq!(
            parse_line(&Words::new(crate::i18n::Lang::En), "1.5 add black -120").unwrap(),
            Some((
                1500,
                Line::Event(ClockEvent::Adjust {
                    side: Color::Black,
                    ms: -120_000
                })
            ))
        );
        assert_eq!(
            parse_line(&Words::new(crate::i18n::Lang::En), "0 set 60 30.25 39 38").unwrap(),
            Some((
                0,
                Line::Event(ClockEvent::Set {
                    white_ms: 60_000,
                    black_ms: 30_250,
                    white_moves: Some(39),
                    black_moves: Some(38)
                })
            ))
        );
        assert!(parse_line(&Words::new(crate::i18n::Lang::En), "1 press now").is_err());
        assert!(parse_line(&Words::new(crate::i18n::Lang::En), "-1 press").is_err());
        assert!(parse_line(&Words::new(crate::i18n::Lang::En), "x press").is_err());
        assert!(parse_line(&Words::new(crate::i18n::Lang::En), "1 jump").is_err());
        assert!(parse_line(&Words::new(crate::i18n::Lang::En), "1 add grey 3").is_err());
    }
}
