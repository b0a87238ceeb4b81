//! The designated arbiter's ruling file (Guidelines III.6.2, issue 33): its format, its seal,
//! and the check that brings it back into the claim's event file — one function for the
//! command line (`claims ruling import`) and the app.
//!
//! The claim's event file names each referred claim it exports by a digest of its facts
//! (board, claim number, claimant, grounds, final position, clocks, scoresheet, when and by whom,
//! the opponent's verification) and gives it a *ruling key*: a MAC of the digest under its event
//! key. The claim file carries both. The designated arbiter's file keeps them with the imported
//! claim; `claims ruling export` writes the ruling (upheld or rejected, the result, the reason,
//! who ruled and when) with the claim's identity and facts as a small JSON file, sealed with an
//! HMAC under the ruling key. `claims ruling import` in the claim's event file derives the key
//! again from its own event key, checks the seal, checks that the claim is the one on the board
//! and still waits for a ruling, and records the ruling through the one pipeline
//! (`Store::execute`): the decision and, in the same transaction, a note of where it came from.
//!
//! Threat model: the seal refuses a ruling file changed by anyone who has not seen the claim file
//! (a player handed the ruling, a file edited on its way back) and any damage; the digest binds
//! the ruling to one claim's facts as the event file recorded them, so a ruling for another
//! claim, or on facts changed on the way out, is refused. Whoever holds the claim file (the
//! designated arbiter, or anyone who copied it) can seal a ruling: the claim file is to be sent
//! to the designated arbiter only. Who ruled is what the designated arbiter's file records of
//! the account, not a proof of identity.

use std::path::Path;

use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::error::{InteropError, Said};
use crate::event::command::Command;
use crate::event::fold::{ClaimEntry, HistoryKind};
use crate::event::{BoardRef, BoardState, NoteText, Ruling, RulingOrigin};
use crate::i18n::Catalog;
use crate::rules::GameScore;
use crate::rules::side_serde;
use crate::store::Store;
use crate::text::unhex;

/// The ruling file's format name and version.
pub(crate) const FORMAT: &str = "arbiter III.6 ruling v1";

/// The claim a ruling is on, as the ruling file names it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ClaimPart {
    /// The claim's event (its name), board (R.N) and claim number there.
    pub event: String,
    pub board: String,
    pub seq: u32,
    /// The digest of the claim's facts its event computed (hex).
    pub digest: String,
    /// The facts the designated arbiter ruled on.
    pub by: String,
    pub grounds: String,
    pub fen: String,
    pub clock_ms: Option<[i64; 2]>,
    pub plies: usize,
    pub verification: Option<String>,
    pub made_at: Option<String>,
    pub made_by: Option<String>,
}

/// The ruling.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RulingPart {
    pub ruling: Ruling,
    pub result: String,
    pub reason: Option<String>,
    pub article: String,
    pub ruled_by: String,
    pub ruled_at: String,
    /// The designated arbiter's event and board.
    pub event: String,
    pub board: String,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RulingFile {
    pub format: String,
    pub claim: ClaimPart,
    pub ruling: RulingPart,
    /// HMAC-SHA256 of `format`, `claim` and `ruling` under the claim's ruling key (hex).
    pub seal: String,
}

/// The seal of a ruling under `key`.
pub(crate) fn seal(key: &[u8], claim: &ClaimPart, ruling: &RulingPart) -> anyhow::Result<Vec<u8>> {
    let body = serde_json::to_vec(&(FORMAT, claim, ruling))?;
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(key)?;
    mac.update(&body);
    Ok(mac.finalize().into_bytes().to_vec())
}

/// The digest of a referred claim's facts as its event file records them (III.6.1): what a
/// ruling on it must name. `None` for a claim that was not referred.
pub fn claim_digest(event: &str, state: &BoardState, claim: &ClaimEntry) -> Option<Vec<u8>> {
    let referral = claim.referral.as_ref()?;
    let made = state.history.iter().find(|h| h.seq == claim.seq);
    let facts = serde_json::json!({
        "v": "arbiter III.6 claim v1",
        "event": event,
        "board": state.setup.id().to_string(),
        "seq": claim.seq,
        "by": side_serde::name(claim.by),
        "referral": referral,
        "at_ms": made.map(|h| h.at_ms),
        "made_by": made.map(|h| h.who.as_str()),
        "verification": claim.verification.as_ref().map(|v| (v.agree, v.comment.as_deref())),
    });
    let bytes = serde_json::to_vec(&facts).ok()?;
    Some(Sha256::digest(&bytes).to_vec())
}

pub(crate) fn clock_pair(r: Option<crate::event::Readings>) -> Option<[i64; 2]> {
    r.map(|c| [c.white_ms, c.black_ms])
}

pub(crate) fn verification_word(claim: &ClaimEntry) -> Option<String> {
    claim
        .verification
        .as_ref()
        .map(|v| if v.agree { "agreed" } else { "disputed" }.to_string())
}

/// Why a ruling file is refused, with the file's name (worded at the edge); nothing recorded.
pub fn refused(file: &Path, why: Said) -> anyhow::Error {
    InteropError::Refused {
        file: file.display().to_string(),
        why,
    }
    .into()
}

/// The first of the claim's facts the designated arbiter ruled on that differs from the
/// event file's own, as a word for `cli-ruling-facts-differ`.
fn differing_fact(part: &ClaimPart, claim: &ClaimEntry) -> Option<&'static str> {
    let r = claim.referral.as_ref()?;
    if part.by != side_serde::name(claim.by) {
        Some("by")
    } else if part.grounds != r.grounds() {
        Some("grounds")
    } else if part.fen != r.fen {
        Some("fen")
    } else if part.clock_ms != clock_pair(r.clock) {
        Some("clock")
    } else if part.plies != r.scoresheet.len() {
        Some("scoresheet")
    } else if part.verification != verification_word(claim) {
        Some("verification")
    } else {
        None
    }
}

/// The ruling file read, or refused as malformed.
fn read(file: &Path) -> anyhow::Result<RulingFile> {
    let bytes = std::fs::read(file).map_err(|source| InteropError::Read {
        file: file.display().to_string(),
        source,
    })?;
    serde_json::from_slice(&bytes)
        .map_err(|e| e.to_string())
        .and_then(|f: RulingFile| {
            if f.format == FORMAT {
                Ok(f)
            } else {
                Err(format!("{:?}", f.format))
            }
        })
        .map_err(|e| {
            refused(
                file,
                Said::new("cli-ruling-malformed", [("error", e.into())]),
            )
        })
}

/// The claim's digest the ruling names, once the ruling is for this event and its seal is
/// the one this file's event key gives: refused otherwise.
fn sealed_digest(
    store: &Store,
    event: &str,
    file: &Path,
    parsed: &RulingFile,
) -> anyhow::Result<Vec<u8>> {
    let claim_part = &parsed.claim;
    if claim_part.event != event {
        return Err(refused(
            file,
            Said::new(
                "cli-ruling-other-event",
                [
                    ("theirs", claim_part.event.clone().into()),
                    ("ours", event.to_owned().into()),
                ],
            ),
        ));
    }
    // The seal, under the key this file derives from its own event key and the named digest.
    let digest = unhex(&claim_part.digest).unwrap_or_default();
    let key = store.ruling_key(&digest).map_err(|e| {
        refused(
            file,
            Said::new("cli-ruling-no-key", [("why", e.to_string().into())]),
        )
    })?;
    let expected = seal(&key, claim_part, &parsed.ruling)?;
    if unhex(&parsed.seal).is_none_or(|s| s != expected) {
        return Err(refused(file, Said::new("cli-ruling-changed", [])));
    }
    Ok(digest)
}

/// The board the ruling names, folded, and its referred claim the ruling is on (its facts as
/// this file records them, the digest given): refused otherwise.
fn claim_board(
    store: &Store,
    settings: &crate::event::EventSettings,
    file: &Path,
    claim_part: &ClaimPart,
    digest: &[u8],
) -> anyhow::Result<(crate::event::BoardSetup, BoardState)> {
    let named = claim_part.board.clone();
    let no_claim = || {
        refused(
            file,
            Said::new(
                "cli-ruling-no-claim",
                [
                    ("board", named.clone().into()),
                    ("seq", claim_part.seq.into()),
                ],
            ),
        )
    };
    let setup = named
        .parse::<BoardRef>()
        .ok()
        .and_then(|b| store.resolve(b).ok())
        .filter(|s| s.id().to_string() == named)
        .ok_or_else(no_claim)?;
    let state = store.fold_board(&setup, settings)?;
    let claim = state
        .claims
        .iter()
        .find(|c| c.seq == claim_part.seq && c.referral.is_some())
        .ok_or_else(no_claim)?;
    if claim_digest(&settings.name, &state, claim).as_deref() != Some(digest) {
        return Err(refused(
            file,
            Said::new(
                "cli-ruling-other-claim",
                [("board", named.clone().into()), ("seq", claim.seq.into())],
            ),
        ));
    }
    if let Some(fact) = differing_fact(claim_part, claim) {
        return Err(refused(
            file,
            Said::new("cli-ruling-facts-differ", [("fact", fact.into())]),
        ));
    }
    Ok((setup, state))
}

/// A ruling file checked against this event file: what recording it takes.
pub enum Checked {
    /// Record it: [`ToRecord::commands`] on its board, judged on the board as folded.
    Record(Box<ToRecord>),
    /// This very ruling file is already recorded (the decision's number): nothing to do.
    Already { board: String, decision: u32 },
}

/// A checked ruling, to be recorded through `Store::execute`.
pub struct ToRecord {
    /// The board the ruling is on, folded when checked: a write by another session since is a
    /// conflict (`Store::execute` with its `last_seq`).
    pub setup: crate::event::BoardSetup,
    pub state: BoardState,
    /// The decision (III.6.2) and the note of where it came from, in one transaction.
    pub commands: [Command; 2],
    pub ruling: Ruling,
    pub ruled_by: String,
}

/// Check the ruling file `file` against the event file `store` (named `settings.name`): its
/// format, its seal under this file's event key, the board and claim it names, the facts ruled
/// on, and that the claim still waits for a ruling. Refused (an error naming the file and why)
/// otherwise; nothing is written.
pub fn check(
    store: &Store,
    settings: &crate::event::EventSettings,
    file: &Path,
) -> anyhow::Result<Checked> {
    let parsed = read(file)?;
    let digest = sealed_digest(store, &settings.name, file, &parsed)?;
    let (setup, state) = claim_board(store, settings, file, &parsed.claim, &digest)?;
    let named = parsed.claim.board.clone();
    // Found there (`claim_board`).
    let Some(claim) = state.claims.iter().find(|c| c.seq == parsed.claim.seq) else {
        let no_claim = Said::new(
            "cli-ruling-no-claim",
            [("board", named.into()), ("seq", parsed.claim.seq.into())],
        );
        return Err(InteropError::Said(no_claim).into());
    };
    if let Some(decided) = claim.decided_at_seq.filter(|_| !claim.is_open()) {
        // The same file once more: said, nothing changed.
        let same = state.history.iter().any(|h| match &h.kind {
            HistoryKind::Note { text } => {
                text.ruling.as_ref().is_some_and(|r| r.seal == parsed.seal)
            }
            _ => false,
        });
        if same {
            return Ok(Checked::Already {
                board: named,
                decision: decided,
            });
        }
        return Err(refused(
            file,
            Said::new(
                "cli-ruling-decided",
                [
                    ("board", named.into()),
                    ("seq", claim.seq.into()),
                    ("decision", decided.into()),
                ],
            ),
        ));
    }
    let commands = commands(file, &parsed, claim.seq)?;
    Ok(Checked::Record(Box::new(ToRecord {
        setup,
        state,
        commands,
        ruling: parsed.ruling.ruling,
        ruled_by: parsed.ruling.ruled_by.clone(),
    })))
}

/// "board 3.1: the designated arbiter's ruling recorded: claim rejected, result 1-0 (ruled by
/// …)", said once a ruling is recorded; `result` is the board's result after it.
pub fn recorded(cat: &Catalog, board: &str, ruling: Ruling, result: &str, by: &str) -> String {
    cat.get(
        "cli-ruling-recorded",
        &[
            ("board", board.to_owned().into()),
            (
                "ruling",
                match ruling {
                    Ruling::Upheld => "upheld",
                    _ => "rejected",
                }
                .into(),
            ),
            ("result", result.to_owned().into()),
            ("by", by.to_owned().into()),
        ],
    )
}

/// "this ruling is already recorded (#N); nothing changed".
pub fn already(cat: &Catalog, board: &str, decision: u32) -> String {
    cat.get(
        "cli-ruling-already",
        &[("board", board.to_owned().into()), ("seq", decision.into())],
    )
}

/// What recording the ruling on claim `of_seq` is: the decision (III.6.2) and, in the same
/// transaction, the note of where it came from.
fn commands(file: &Path, parsed: &RulingFile, of_seq: u32) -> anyhow::Result<[Command; 2]> {
    let ruling = &parsed.ruling;
    let result = match ruling.ruling {
        Ruling::Rejected => Some(ruling.result.parse::<GameScore>().map_err(|_| {
            refused(
                file,
                Said::new(
                    "cli-ruling-malformed",
                    [("error", ruling.result.clone().into())],
                ),
            )
        })?),
        Ruling::Upheld => None,
        Ruling::Postponed => {
            return Err(refused(
                file,
                Said::new("cli-ruling-malformed", [("error", "postponed".into())]),
            ));
        }
    };
    Ok([
        Command::Decide {
            of_seq: Some(of_seq),
            ruling: ruling.ruling,
            note: ruling.reason.clone(),
            opponent_ms: None,
            result,
        },
        Command::Note {
            text: NoteText {
                ruling: Some(Box::new(RulingOrigin {
                    file: file.display().to_string(),
                    event: ruling.event.clone(),
                    board: ruling.board.clone(),
                    ruled_by: ruling.ruled_by.clone(),
                    ruled_at: ruling.ruled_at.clone(),
                    seal: parsed.seal.clone(),
                })),
                ..NoteText::default()
            },
        },
    ])
}
