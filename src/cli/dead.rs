//! `arbiter rules dead` (issue 3): dead position (Art. 5.2.2) and "can this side still mate?"
//! (Art. 6.9, 7.5.5, 5.1.2) for one FEN or a file of them.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use anyhow::{Context, bail};
use clap::Args;
use serde::Serialize;
use shakmaty::{Chess, Color};

use crate::i18n::Words;
use crate::rules::dead::{Budget, Verdict, can_mate};
use crate::rules::parse_fen;

// `arbiter rules dead FEN [--colour white|black] [--json]` or `--batch FILE`.
#[derive(Debug, Args)]
pub struct DeadArgs {
    /// The position, as FEN (halfmove and fullmove counters optional).
    pub fen: Option<String>,
    /// Only ask whether this colour can still mate.
    #[arg(long)]
    pub colour: Option<String>,
    /// One FEN per line; one JSON object per line out.
    #[arg(long, conflicts_with = "fen")]
    pub batch: Option<PathBuf>,
    /// Machine-readable output.
    #[arg(long)]
    pub json: bool,
    /// Search nodes per colour before the answer is "undetermined".
    #[arg(long, default_value_t = Budget::default().nodes)]
    pub nodes: u64,
}

/// The answer for one position, as printed with `--json` (`null` = undetermined or not asked).
#[derive(Debug, Serialize)]
struct Report {
    #[serde(skip_serializing_if = "Option::is_none")]
    fen: Option<String>,
    dead: Option<bool>,
    white_can_mate: Option<bool>,
    black_can_mate: Option<bool>,
    white_line: Option<Vec<String>>,
    black_line: Option<Vec<String>>,
    reason: String,
}

pub fn run(w: &Words, args: &DeadArgs) -> anyhow::Result<ExitCode> {
    let colours = match args.colour.as_deref() {
        None => vec![Color::White, Color::Black],
        Some(text) => vec![parse_colour(w, text)?],
    };
    let budget = Budget { nodes: args.nodes };
    if let Some(path) = &args.batch {
        return batch(w, path, &colours, &budget);
    }
    let Some(fen) = &args.fen else {
        bail!(w.t("dead-no-input", &[]));
    };
    let pos = parse_fen(fen).with_context(|| w.t("dead-bad-fen", &[]))?;
    let report = analyse(w, &pos, &colours, &budget);
    if args.json {
        outln!("{}", serde_json::to_string(&report)?);
    } else {
        print_text(w, &report, &colours);
    }
    Ok(ExitCode::SUCCESS)
}

/// A side as every door reads one (`side_serde::parse`), named in this verb's message.
fn parse_colour(w: &Words, text: &str) -> anyhow::Result<Color> {
    crate::clock::side_serde::parse(text).ok_or_else(|| {
        anyhow::anyhow!(w.t("dead-bad-colour", &[("colour", format!("{text:?}").into())]))
    })
}

/// Analyse `colours` of `pos` and put the answers together.
fn analyse(w: &Words, pos: &Chess, colours: &[Color], budget: &Budget) -> Report {
    let mut report = Report {
        fen: None,
        dead: None,
        white_can_mate: None,
        black_can_mate: None,
        white_line: None,
        black_line: None,
        reason: String::new(),
    };
    let mut reasons = Vec::new();
    let mut unwinnable = 0;
    for &colour in colours {
        let side = || ("side", crate::clock::side_serde::name(colour).into());
        let (can, line) = match can_mate(pos, colour, budget) {
            Verdict::Winnable { line } => {
                let sans: Vec<String> = line.iter().map(ToString::to_string).collect();
                reasons.push(w.t("dead-answer-can", &[side(), ("plies", sans.len().into())]));
                (Some(true), Some(sans))
            }
            Verdict::Unwinnable { proof } => {
                unwinnable += 1;
                let reason = crate::i18n::dead::proof(w.catalog(), &proof);
                reasons.push(w.t("dead-answer-cannot", &[side(), ("reason", reason.into())]));
                (Some(false), None)
            }
            Verdict::Undetermined => {
                reasons.push(w.t(
                    "dead-answer-open",
                    &[side(), ("nodes", budget.nodes.to_string().into())],
                ));
                (None, None)
            }
        };
        match colour {
            Color::White => (report.white_can_mate, report.white_line) = (can, line),
            Color::Black => (report.black_can_mate, report.black_line) = (can, line),
        }
    }
    report.dead = if report.white_can_mate == Some(true) || report.black_can_mate == Some(true) {
        Some(false)
    } else if unwinnable == 2 {
        Some(true)
    } else {
        None
    };
    report.reason = reasons.join("; ");
    report
}

fn print_text(w: &Words, report: &Report, colours: &[Color]) {
    let yes_no = |v: Option<bool>| match v {
        Some(true) => "yes",
        Some(false) => "no",
        None => "undetermined",
    };
    if colours.len() == 2 || report.dead == Some(false) {
        outln!(
            "{}",
            w.t("dead-verdict", &[("answer", yes_no(report.dead).into())])
        );
    }
    for &colour in colours {
        let (can, line) = match colour {
            Color::White => (report.white_can_mate, &report.white_line),
            Color::Black => (report.black_can_mate, &report.black_line),
        };
        out!(
            "{}",
            w.t(
                "dead-can-mate",
                &[
                    ("side", crate::clock::side_serde::name(colour).into()),
                    ("answer", yes_no(can).into())
                ]
            )
        );
        if let Some(line) = line {
            out!(" — {}", line.join(" "));
        }
        outln!();
    }
    outln!("{}", report.reason);
}

/// The FEN at the start of a batch line; fields after it are ignored.
fn fen_of_line(line: &str) -> String {
    let tokens: Vec<&str> = line.split_whitespace().collect();
    let mut fen: Vec<&str> = tokens.iter().take(2).copied().collect();
    let castling = |t: &str| t == "-" || t.chars().all(|c| "KQkqABCDEFGHabcdefgh".contains(c));
    let ep = |t: &str| t == "-" || (t.len() == 2 && t.as_bytes()[0].is_ascii_lowercase());
    let number = |t: &str| !t.is_empty() && t.chars().all(|c| c.is_ascii_digit());
    if let Some(t) = tokens.get(2).filter(|t| castling(t)) {
        fen.push(t);
        if let Some(t) = tokens.get(3).filter(|t| ep(t)) {
            fen.push(t);
            if let Some(t) = tokens.get(4).filter(|t| number(t)) {
                fen.push(t);
                if let Some(t) = tokens.get(5).filter(|t| number(t)) {
                    fen.push(t);
                }
            }
        }
    }
    fen.join(" ")
}

fn batch(
    w: &Words,
    path: &PathBuf,
    colours: &[Color],
    budget: &Budget,
) -> anyhow::Result<ExitCode> {
    let text = std::fs::read_to_string(path).with_context(|| {
        w.t(
            "dead-cannot-read",
            &[("path", path.display().to_string().into())],
        )
    })?;
    let started = Instant::now();
    let mut times = Vec::new();
    let (mut dead, mut alive, mut open, mut errors) = (0usize, 0usize, 0usize, 0usize);
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for (number, line) in text.lines().enumerate() {
        let trimmed = line.trim();
        if trimmed.is_empty() || trimmed.starts_with('#') {
            continue;
        }
        let fen = fen_of_line(trimmed);
        let one = Instant::now();
        let json = match parse_fen(&fen) {
            Ok(pos) => {
                let mut report = analyse(w, &pos, colours, budget);
                times.push(one.elapsed());
                match report.dead {
                    Some(true) => dead += 1,
                    Some(false) => alive += 1,
                    None => open += 1,
                }
                report.fen = Some(fen);
                serde_json::to_string(&report)?
            }
            Err(err) => {
                errors += 1;
                serde_json::json!({"fen": fen, "line": number + 1, "error": err.to_string()})
                    .to_string()
            }
        };
        writeln!(out, "{json}")?;
    }
    times.sort();
    let median = times.get(times.len() / 2).copied().unwrap_or_default();
    errln!(
        "{}",
        w.t(
            "dead-batch-summary",
            &[
                ("positions", (times.len() + errors).into()),
                ("dead", dead.into()),
                ("alive", alive.into()),
                ("open", open.into()),
                ("errors", errors.into()),
                (
                    "total",
                    format!("{:.1}", started.elapsed().as_secs_f64() * 1e3).into()
                ),
                (
                    "median",
                    format!("{:.3}", median.as_secs_f64() * 1e3).into()
                ),
            ]
        )
    );
    Ok(if errors > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    })
}
