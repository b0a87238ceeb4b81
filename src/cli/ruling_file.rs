//! The designated arbiter's ruling, back to the event file the claim came from (Guidelines
//! III.6.2, issue 33).
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

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, bail};
use clap::{Args, Subcommand};
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::event_cmds::board_state;
use crate::event::command::Command;
use crate::event::fold::{ClaimEntry, HistoryKind};
use crate::event::{BoardRef, BoardState, ClaimOrigin, NoteText, Ruling, RulingOrigin};
use crate::i18n::t;
use crate::interop::claim_pgn::utc;
use crate::rules::GameScore;
use crate::rules::side_serde;
use crate::store::{Store, StoreError, now_ms};
use crate::text::{hex, unhex};

/// The ruling file's format name and version.
const FORMAT: &str = "arbiter III.6 ruling v1";

/// `arbiter claims ruling …`
#[derive(Debug, Subcommand)]
pub enum RulingCmd {
    /// In the designated arbiter's file: write the ruling on an imported claim as a signed
    /// ruling file, for the claim's event file (III.6.2).
    Export(RulingExportArgs),
    /// In the claim's event file: record the designated arbiter's ruling from a ruling file.
    Import(RulingImportArgs),
}

#[derive(Debug, Args)]
pub struct RulingExportArgs {
    /// The board of the imported claim: N (of the current round) or R.N.
    pub board: BoardRef,
    /// Write here instead of standard output.
    #[arg(long)]
    pub out: Option<PathBuf>,
}

#[derive(Debug, Args)]
pub struct RulingImportArgs {
    /// The ruling file (`claims ruling export` in the designated arbiter's file).
    pub file: PathBuf,
    /// The name recorded with the ruling's import.
    #[arg(long = "as", value_name = "NAME")]
    pub display_name: Option<String>,
}

/// The claim a ruling is on, as the ruling file names it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ClaimPart {
    /// The claim's event (its name), board (R.N) and claim number there.
    event: String,
    board: String,
    seq: u32,
    /// The digest of the claim's facts its event computed (hex).
    digest: String,
    /// The facts the designated arbiter ruled on.
    by: String,
    grounds: String,
    fen: String,
    clock_ms: Option<[i64; 2]>,
    plies: usize,
    verification: Option<String>,
    made_at: Option<String>,
    made_by: Option<String>,
}

/// The ruling.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RulingPart {
    ruling: Ruling,
    result: String,
    reason: Option<String>,
    article: String,
    ruled_by: String,
    ruled_at: String,
    /// The designated arbiter's event and board.
    event: String,
    board: String,
}

#[derive(Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct RulingFile {
    format: String,
    claim: ClaimPart,
    ruling: RulingPart,
    /// HMAC-SHA256 of `format`, `claim` and `ruling` under the claim's ruling key (hex).
    seal: String,
}

/// The seal of a ruling under `key`.
fn seal(key: &[u8], claim: &ClaimPart, ruling: &RulingPart) -> anyhow::Result<Vec<u8>> {
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

/// The claim file's tags naming a referred claim for its ruling: `ClaimId`, `ClaimSeq`,
/// `ClaimDigest`, and `ClaimRulingKey` when this process holds the event key.
pub fn identity_tags(
    store: &Store,
    event: &str,
    state: &BoardState,
    claim: &ClaimEntry,
    tag: impl Fn(&str, &str) -> String,
) -> anyhow::Result<String> {
    let Some(digest) = claim_digest(event, state, claim) else {
        return Ok(String::new());
    };
    let mut out = tag("ClaimId", &state.setup.id().to_string());
    out.push_str(&tag("ClaimSeq", &claim.seq.to_string()));
    out.push_str(&tag("ClaimDigest", &hex(&digest)));
    match store.ruling_key(&digest) {
        Ok(key) => out.push_str(&tag("ClaimRulingKey", &hex(&key))),
        Err(StoreError::NoKey { .. }) => {}
        Err(e) => return Err(e.into()),
    }
    Ok(out)
}

/// `arbiter claims ruling …`
pub fn ruling(db: &Path, cmd: RulingCmd) -> anyhow::Result<ExitCode> {
    match cmd {
        RulingCmd::Export(a) => export(db, &a),
        RulingCmd::Import(a) => import(db, &a),
    }
}

fn clock_pair(r: Option<crate::event::Readings>) -> Option<[i64; 2]> {
    r.map(|c| [c.white_ms, c.black_ms])
}

fn verification_word(claim: &ClaimEntry) -> Option<String> {
    claim
        .verification
        .as_ref()
        .map(|v| if v.agree { "agreed" } else { "disputed" }.to_string())
}

/// The designated arbiter's side: the ruling on `board`'s imported claim, sealed.
fn export(db: &Path, a: &RulingExportArgs) -> anyhow::Result<ExitCode> {
    let store = Store::open(db)?;
    let settings = store.settings()?;
    let state = board_state(&store, &settings, store.resolve(a.board)?.key())?;
    let board = state.setup.id().to_string();
    let origin: Option<&ClaimOrigin> = state.history.iter().find_map(|h| match &h.kind {
        HistoryKind::Note { text } => text.origin.as_deref(),
        _ => None,
    });
    let claim = state.claims.iter().find(|c| c.referral.is_some());
    let (Some(origin), Some(claim)) = (origin, claim) else {
        bail!(t("cli-ruling-not-imported", &[("board", board.into())]));
    };
    let (Some(id), Some(seq), Some(digest), Some(key)) = (
        origin.id.as_ref(),
        origin.seq,
        origin.digest.as_ref(),
        origin.ruling_key.as_deref().and_then(unhex),
    ) else {
        bail!(t("cli-ruling-not-imported", &[("board", board.into())]));
    };
    let decision = claim
        .decided_at_seq
        .and_then(|s| state.history.iter().find(|h| h.seq == s));
    let (Some(ruling), Some(decision), Some(result)) = (claim.ruling, decision, &state.result)
    else {
        bail!(t("cli-ruling-not-decided", &[("board", board.into())]));
    };
    let reason = match &decision.kind {
        HistoryKind::Ruling { note, .. } => note.clone(),
        _ => None,
    };
    let Some(referral) = &claim.referral else {
        bail!(t("cli-ruling-not-imported", &[("board", board.into())]));
    };
    let claim_part = ClaimPart {
        event: origin.event.clone().unwrap_or_default(),
        board: id.clone(),
        seq,
        digest: digest.clone(),
        by: side_serde::name(claim.by).to_string(),
        grounds: referral.grounds(),
        fen: referral.fen.clone(),
        clock_ms: clock_pair(referral.clock),
        plies: referral.scoresheet.len(),
        verification: verification_word(claim),
        made_at: origin.at.clone(),
        made_by: origin.by.clone(),
    };
    let ruling_part = RulingPart {
        ruling,
        result: result.score.to_string(),
        reason,
        article: "III.6.2".into(),
        ruled_by: decision.who.clone(),
        ruled_at: utc(decision.at_ms),
        event: settings.name.clone(),
        board: board.clone(),
    };
    let sealed = hex(&seal(&key, &claim_part, &ruling_part)?);
    let file = RulingFile {
        format: FORMAT.into(),
        claim: claim_part,
        ruling: ruling_part,
        seal: sealed,
    };
    let text = format!("{}\n", serde_json::to_string_pretty(&file)?);
    match &a.out {
        Some(path) => {
            std::fs::write(path, &text).with_context(|| {
                t(
                    "cli-cannot-write-file",
                    &[("file", path.display().to_string().into())],
                )
            })?;
            errln!(
                "{}",
                t("cli-wrote", &[("file", path.display().to_string().into())])
            );
        }
        None => out!("{text}"),
    }
    Ok(ExitCode::SUCCESS)
}

/// Why a ruling file is refused: worded with the file's name, nothing recorded.
fn refused(file: &Path, why: String) -> anyhow::Error {
    anyhow::anyhow!(t(
        "cli-ruling-refused",
        &[
            ("file", file.display().to_string().into()),
            ("why", why.into()),
        ],
    ))
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
    let bytes = std::fs::read(file).with_context(|| {
        t(
            "cli-cannot-read-file",
            &[("file", file.display().to_string().into())],
        )
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
        .map_err(|e| refused(file, t("cli-ruling-malformed", &[("error", e.into())])))
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
            t(
                "cli-ruling-other-event",
                &[
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
            t("cli-ruling-no-key", &[("why", e.to_string().into())]),
        )
    })?;
    let expected = seal(&key, claim_part, &parsed.ruling)?;
    if unhex(&parsed.seal).is_none_or(|s| s != expected) {
        return Err(refused(file, t("cli-ruling-changed", &[])));
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
            t(
                "cli-ruling-no-claim",
                &[
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
            t(
                "cli-ruling-other-claim",
                &[("board", named.clone().into()), ("seq", claim.seq.into())],
            ),
        ));
    }
    if let Some(fact) = differing_fact(claim_part, claim) {
        return Err(refused(
            file,
            t("cli-ruling-facts-differ", &[("fact", fact.into())]),
        ));
    }
    Ok((setup, state))
}

/// The claim's event file: check the ruling file, then record it (exit code 0, also when the
/// same ruling is already recorded; 1 when refused, nothing recorded).
fn import(db: &Path, a: &RulingImportArgs) -> anyhow::Result<ExitCode> {
    let file = a.file.as_path();
    let parsed = read(file)?;
    if let Some(name) = &a.display_name {
        crate::i18n::single_line("--as", name).map_err(anyhow::Error::msg)?;
    }
    let mut store = Store::open(db)?;
    store.set_display_name(a.display_name.clone());
    let settings = store.settings()?;
    let digest = sealed_digest(&store, &settings.name, file, &parsed)?;
    let (setup, state) = claim_board(&store, &settings, file, &parsed.claim, &digest)?;
    let named = parsed.claim.board.clone();
    // Found there (`claim_board`).
    let Some(claim) = state.claims.iter().find(|c| c.seq == parsed.claim.seq) else {
        bail!(t(
            "cli-ruling-no-claim",
            &[("board", named.into()), ("seq", parsed.claim.seq.into())]
        ));
    };
    if let Some(decided) = claim.decided_at_seq.filter(|_| !claim.is_open()) {
        // The same file once more: said, nothing changed, success (exit code 0).
        let same = state.history.iter().any(|h| match &h.kind {
            HistoryKind::Note { text } => {
                text.ruling.as_ref().is_some_and(|r| r.seal == parsed.seal)
            }
            _ => false,
        });
        if same {
            outln!(
                "{}",
                t(
                    "cli-ruling-already",
                    &[("board", named.clone().into()), ("seq", decided.into())],
                )
            );
            return Ok(ExitCode::SUCCESS);
        }
        return Err(refused(
            file,
            t(
                "cli-ruling-decided",
                &[
                    ("board", named.clone().into()),
                    ("seq", claim.seq.into()),
                    ("decision", decided.into()),
                ],
            ),
        ));
    }
    let commands = commands(file, &parsed, claim.seq)?;
    // Judged on the board as read above: a write by another session since is a conflict.
    match store.execute(setup.key(), Some(state.last_seq), now_ms(), &commands) {
        Ok(_) => {}
        Err(StoreError::Refused(r)) => {
            return Err(refused(
                file,
                crate::i18n::refusal::why(crate::i18n::current(), &r.error.why),
            ));
        }
        Err(e) => return Err(e.into()),
    }
    let ruling = &parsed.ruling;
    let after = board_state(&store, &settings, setup.key())?;
    outln!(
        "{}",
        t(
            "cli-ruling-recorded",
            &[
                ("board", named.into()),
                (
                    "ruling",
                    match ruling.ruling {
                        Ruling::Upheld => "upheld",
                        _ => "rejected",
                    }
                    .into(),
                ),
                (
                    "result",
                    after
                        .result
                        .as_ref()
                        .map_or_else(String::new, |r| r.score.to_string())
                        .into(),
                ),
                ("by", ruling.ruled_by.clone().into()),
            ],
        )
    );
    Ok(ExitCode::SUCCESS)
}

/// What recording the ruling on claim `of_seq` is: the decision (III.6.2) and, in the same
/// transaction, the note of where it came from.
fn commands(file: &Path, parsed: &RulingFile, of_seq: u32) -> anyhow::Result<[Command; 2]> {
    let ruling = &parsed.ruling;
    let result = match ruling.ruling {
        Ruling::Rejected => Some(ruling.result.parse::<GameScore>().map_err(|_| {
            refused(
                file,
                t(
                    "cli-ruling-malformed",
                    &[("error", ruling.result.clone().into())],
                ),
            )
        })?),
        Ruling::Upheld => None,
        Ruling::Postponed => {
            return Err(refused(
                file,
                t("cli-ruling-malformed", &[("error", "postponed".into())]),
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
