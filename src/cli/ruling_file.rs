//! `claims ruling export` and `claims ruling import`: the designated arbiter's ruling, back to
//! the event file the claim came from (Guidelines III.6.2, issue 33). The file's format, its
//! seal, the check and the threat model are [`crate::interop::ruling`]'s (the app imports a
//! ruling file through the same check).

use crate::i18n::Words;
use crate::store::EventFile;
use std::path::PathBuf;
use std::process::ExitCode;

use anyhow::bail;
use clap::{Args, Subcommand};

use super::event_cmds::board_state;
use crate::event::fold::{ClaimEntry, HistoryKind};
use crate::event::{BoardRef, BoardState, ClaimOrigin};
use crate::interop::claim_pgn::utc;
use crate::interop::ruling::{
    self, ClaimPart, FORMAT, RulingFile, RulingPart, claim_digest, clock_pair, seal,
    verification_word,
};
use crate::rules::side_serde;
use crate::store::{Store, StoreError, now_ms};
use crate::text::{hex, unhex};
/// `arbiter claims ruling …`
#[derive(Debug, Subcommand)]
#[command(defer = true)]
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
pub fn ruling(w: &Words, db: &EventFile, cmd: RulingCmd) -> anyhow::Result<ExitCode> {
    match cmd {
        RulingCmd::Export(a) => export(w, db, &a),
        RulingCmd::Import(a) => import(w, db, &a),
    }
}
/// The designated arbiter's side: the ruling on `board`'s imported claim, sealed.
fn export(w: &Words, db: &EventFile, a: &RulingExportArgs) -> anyhow::Result<ExitCode> {
    let store = Store::open_file(db)?;
    let settings = store.settings()?;
    let state = board_state(&store, &settings, store.resolve(a.board)?.key())?;
    let board = state.setup.id().to_string();
    let origin: Option<&ClaimOrigin> = state.history.iter().find_map(|h| match &h.kind {
        HistoryKind::Note { text } => text.origin.as_deref(),
        _ => None,
    });
    let claim = state.claims.iter().find(|c| c.referral.is_some());
    let (Some(origin), Some(claim)) = (origin, claim) else {
        bail!(w.t("cli-ruling-not-imported", &[("board", board.into())]));
    };
    let (Some(id), Some(seq), Some(digest), Some(key)) = (
        origin.id.as_ref(),
        origin.seq,
        origin.digest.as_ref(),
        origin.ruling_key.as_deref().and_then(unhex),
    ) else {
        bail!(w.t("cli-ruling-not-imported", &[("board", board.into())]));
    };
    let decision = claim
        .decided_at_seq
        .and_then(|s| state.history.iter().find(|h| h.seq == s));
    let (Some(ruling), Some(decision), Some(result)) = (claim.ruling, decision, &state.result)
    else {
        bail!(w.t("cli-ruling-not-decided", &[("board", board.into())]));
    };
    let reason = match &decision.kind {
        HistoryKind::Ruling { note, .. } => note.clone(),
        _ => None,
    };
    let Some(referral) = &claim.referral else {
        bail!(w.t("cli-ruling-not-imported", &[("board", board.into())]));
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
    super::out::write_to(w, a.out.as_deref(), &text, super::out::Wrote::Say)?;
    Ok(ExitCode::SUCCESS)
}
/// The claim's event file: check the ruling file ([`ruling::check`]), then record it (exit
/// code 0, also when the same ruling is already recorded; 1 when refused, nothing recorded).
fn import(w: &Words, db: &EventFile, a: &RulingImportArgs) -> anyhow::Result<ExitCode> {
    let file = a.file.as_path();
    if let Some(name) = &a.display_name {
        crate::i18n::one_line(w.catalog(), "--as", name).map_err(anyhow::Error::msg)?;
    }
    let mut store = Store::open_file(db)?;
    store.set_display_name(a.display_name.clone());
    let settings = store.settings()?;
    let r = match ruling::check(&store, &settings, file)? {
        ruling::Checked::Already { board, decision } => {
            outln!("{}", ruling::already(w.catalog(), &board, decision));
            return Ok(ExitCode::SUCCESS);
        }
        ruling::Checked::Record(r) => r,
    };
    // Judged on the board as read by the check: a write by another session since is a conflict.
    match store.execute(r.setup.key(), Some(r.state.last_seq), now_ms(), &r.commands) {
        Ok(_) => {}
        Err(StoreError::Refused(refusal)) => {
            let cat = w.catalog();
            let why = crate::i18n::refusal::why(cat, &refusal.error.why);
            let file = file.display().to_string();
            return Err(anyhow::anyhow!(cat.get(
                "cli-ruling-refused",
                &[("file", file.into()), ("why", why.into())],
            )));
        }
        Err(e) => return Err(e.into()),
    }
    let after = board_state(&store, &settings, r.setup.key())?;
    let result = after
        .result
        .as_ref()
        .map_or_else(String::new, |x| x.score.to_string());
    outln!(
        "{}",
        ruling::recorded(
            w.catalog(),
            &r.state.setup.id().to_string(),
            r.ruling,
            &result,
            &r.ruled_by
        )
    );
    Ok(ExitCode::SUCCESS)
}
