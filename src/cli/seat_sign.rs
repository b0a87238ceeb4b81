//! The key holder's signing step for player mode (issue 29, Guidelines III.6): the event key stays
//! with the arbiters' account.
//!
//! Player mode reads what a player types — hostile input — and so runs as an account that cannot
//! read the event key (`arbiter-seat` in the README's venue set-up). It cannot record anything on
//! a chained file itself. Its claim or verification goes, as one bounded JSON request on standard
//! input, to `arbiter seat-sign --board R.N --side SIDE`, run as the key's owner through a sudo
//! rule that names the seat — the small privileged path. The signer takes nothing from the
//! request but a claim's or a verification's fields: the seat (board and side) is its own
//! command line's, and the command is checked and recorded by the one pipeline every verb uses
//! (`on_board` → `Store::execute`), so the request can do no more than the seat could.

use crate::i18n::Words;
use crate::store::EventFile;
use std::io::{Read, Write};
use std::process::{ExitCode, Stdio};

use anyhow::{Context, bail};
use clap::Args;
use serde::{Deserialize, Serialize};
use shakmaty::Color;

use super::event_cmds::{Common, on_board, side_arg};
use crate::event::command::Command;
use crate::event::{BoardRef, Readings};

/// The largest request the signer reads (a scoresheet of a long game is a few kilobytes).
pub const MAX_REQUEST: u64 = 64 * 1024;

/// What a seat asks to record: the fields of its claim or its verification, nothing else.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "request", rename_all = "snake_case", deny_unknown_fields)]
pub enum SeatRequest {
    /// A claim referred to the designated arbiter (III.6.1.1 and/or III.6.1.2).
    Claim {
        cannot_win: bool,
        no_effort: bool,
        fen: Option<String>,
        /// White's and Black's clocks as read at the claim, milliseconds.
        clock_ms: Option<(i64, i64)>,
        moves: Option<Vec<String>>,
    },
    /// The opponent's verification of that claim (III.6.1).
    Verify {
        agree: bool,
        comment: Option<String>,
    },
}

/// A request with the board's sequence number the seat saw and the player's name.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatEnvelope {
    pub request: SeatRequest,
    pub expect_seq: Option<u32>,
    pub display_name: Option<String>,
}

impl SeatRequest {
    /// The request for `cmd`, when it is one a seat may make.
    pub fn of(cmd: &Command) -> Option<SeatRequest> {
        match cmd {
            Command::Refer {
                cannot_win,
                no_effort,
                fen,
                clock,
                scoresheet,
                ..
            } => Some(SeatRequest::Claim {
                cannot_win: *cannot_win,
                no_effort: *no_effort,
                fen: fen.clone(),
                clock_ms: clock.map(|r| (r.white_ms, r.black_ms)),
                moves: scoresheet.clone(),
            }),
            Command::Verify { agree, comment, .. } => Some(SeatRequest::Verify {
                agree: *agree,
                comment: comment.clone(),
            }),
            _ => None,
        }
    }

    /// The command it stands for, made by the seat's side `by` (the signer's own argument).
    pub fn command(self, by: Color) -> Command {
        match self {
            SeatRequest::Claim {
                cannot_win,
                no_effort,
                fen,
                clock_ms,
                moves,
            } => Command::Refer {
                by,
                cannot_win,
                no_effort,
                fen,
                clock: clock_ms.map(|(white_ms, black_ms)| Readings { white_ms, black_ms }),
                scoresheet: moves,
            },
            SeatRequest::Verify { agree, comment } => Command::Verify { by, agree, comment },
        }
    }
}

// `arbiter seat-sign --board R.N --side SIDE`, the request on standard input.
#[derive(Debug, Args)]
pub struct SeatSignArgs {
    /// The seat's board: R.N only (a seat is one round's board).
    #[arg(long)]
    pub board: BoardRef,
    /// The seat's side.
    #[arg(long, value_parser = side_arg)]
    pub side: Color,
}

/// Record a seat's request read from standard input (the signer, run as the key's owner).
pub fn seat_sign(w: &Words, db: &EventFile, args: &SeatSignArgs) -> anyhow::Result<ExitCode> {
    if let BoardRef::Current(number) = args.board {
        bail!(w.t("player-board-needs-round", &[("number", number.into())]));
    }
    let mut text = String::new();
    std::io::stdin()
        .take(MAX_REQUEST + 1)
        .read_to_string(&mut text)
        .context(w.t("seat-request-unreadable", &[]))?;
    if text.len() as u64 > MAX_REQUEST {
        bail!(w.t("seat-request-too-long", &[("max", MAX_REQUEST.into())]));
    }
    let envelope: SeatEnvelope = serde_json::from_str(text.trim()).map_err(|e| {
        anyhow::anyhow!(w.t("seat-request-bad", &[("error", e.to_string().into())]))
    })?;
    let common = Common {
        json: false,
        expect_seq: envelope.expect_seq,
        display_name: envelope.display_name,
    };
    on_board(
        w,
        db,
        args.board,
        &common,
        envelope.request.command(args.side),
    )
}

/// Have `signer` (a command line, e.g. `sudo -n -u arbiter /usr/local/bin/arbiter`) record `cmd`
/// for the seat (`board`, `side`): `--db DB seat-sign --board R.N --side SIDE` is appended, the
/// request written to its standard input; its output is the player's. The signer's key is the
/// one its own command line names (`--key` in `signer`), never one the player's process chose.
pub fn through_signer(
    w: &Words,
    signer: &str,
    db: &EventFile,
    board: BoardRef,
    side: Color,
    common: &Common,
    cmd: &Command,
) -> anyhow::Result<ExitCode> {
    let Some(request) = SeatRequest::of(cmd) else {
        bail!(w.t("seat-request-not-a-seat", &[]));
    };
    let envelope = SeatEnvelope {
        request,
        expect_seq: common.expect_seq,
        display_name: common.display_name.clone(),
    };
    let mut words = signer.split_whitespace();
    let Some(program) = words.next() else {
        bail!(w.t("seat-signer-empty", &[]));
    };
    let mut child = std::process::Command::new(program)
        .args(words)
        .arg("--db")
        .arg(db.db())
        .args(["seat-sign", "--board", &board.to_string(), "--side"])
        .arg(crate::clock::side_serde::name(side))
        .stdin(Stdio::piped())
        .spawn()
        .with_context(|| {
            w.t(
                "seat-signer-failed",
                &[("signer", signer.to_string().into())],
            )
        })?;
    if let Some(mut input) = child.stdin.take() {
        input.write_all(serde_json::to_string(&envelope)?.as_bytes())?;
    }
    let status = child.wait().with_context(|| {
        w.t(
            "seat-signer-failed",
            &[("signer", signer.to_string().into())],
        )
    })?;
    Ok(if status.success() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A seat's command crosses to the signer and back the same, with the signer's side.
    #[test]
    fn a_request_carries_the_fields_and_never_the_seat() {
        let claim = Command::Refer {
            by: Color::White,
            cannot_win: true,
            no_effort: false,
            fen: Some("8/8/8/8/8/8/8/K6k w - - 0 1".into()),
            clock: Some(Readings {
                white_ms: 60_000,
                black_ms: 250_000,
            }),
            scoresheet: Some(vec!["e4".into()]),
        };
        let json = serde_json::to_string(&SeatRequest::of(&claim).unwrap()).unwrap();
        assert!(!json.contains("white") && !json.contains("by"), "{json}");
        let back: SeatRequest = serde_json::from_str(&json).unwrap();
        assert_eq!(back.clone().command(Color::White), claim);
        assert!(matches!(
            back.command(Color::Black),
            Command::Refer {
                by: Color::Black,
                ..
            }
        ));
        // A field the seat may not set is refused, not ignored.
        let extra = json.replacen('{', "{\"by\":\"black\",", 1);
        assert!(serde_json::from_str::<SeatRequest>(&extra).is_err());
        assert_eq!(SeatRequest::of(&Command::Note { text: "x".into() }), None);
    }
}
