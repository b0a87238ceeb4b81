//! The claim file (Guidelines III.6): a claim referred to the designated arbiter written as a
//! portable PGN game — the scoresheet as movetext, the claim in `Claim*` tags — so that the
//! designated arbiter can read it (`cat`, `less`) and import it into another event file
//! (`arbiter claims export`, `claims import`).

use shakmaty::{Color, Position};

use crate::clock::format_ms;
use crate::event::BoardState;
use crate::event::fold::ClaimEntry;
use crate::text::for_terminal;

/// The PGN tag in which a claim file carries the event file's chain head: "ID MAC" (hex).
pub const CHAIN_HEAD_TAG: &str = "EventChainHead";

/// One PGN tag pair of a claim file: the value quoted, `\` and `"` escaped (PGN standard
/// 8.1.1). The value is made safe first ([`for_terminal`]): the file
/// is read with `cat` and `less` as well as imported, so a dispute comment's escape sequences,
/// bidi controls and line breaks are written as `\uXXXX`, never raw (issue 29).
pub fn tag(name: &str, value: &str) -> String {
    format!(
        "[{name} \"{}\"]\n",
        for_terminal(value)
            .replace('\\', "\\\\")
            .replace('"', "\\\"")
    )
}

/// One referred claim as a PGN game: the scoresheet as movetext, the claim in `Claim*` tags,
/// and `identity`, the tags that name the claim for the designated arbiter's ruling file
/// (`claims ruling export`, Guidelines III.6.2).
pub fn claim_pgn(
    event_name: &str,
    state: &BoardState,
    claim: &ClaimEntry,
    made_by: &str,
    identity: &str,
    chain_head: Option<&str>,
) -> String {
    let Some(r) = &claim.referral else {
        return String::new();
    };
    let setup = &state.setup;
    let mut out = String::new();
    out.push_str(&tag("Event", event_name));
    out.push_str(&tag("Site", "?"));
    out.push_str(&tag("Date", "????.??.??"));
    out.push_str(&tag(
        "Round",
        &setup
            .round
            .map_or("?".to_string(), |r| format!("{r}.{}", setup.number)),
    ));
    out.push_str(&tag("White", &setup.white));
    out.push_str(&tag("Black", &setup.black));
    out.push_str(&tag("Result", "*"));
    if let Some(variant) = setup.variant.pgn_tag() {
        out.push_str(&tag("Variant", variant));
    }
    if let Some(fen) = &setup.fen {
        out.push_str(&tag("SetUp", "1"));
        out.push_str(&tag("FEN", fen));
    }
    if let Some(c) = state.control() {
        out.push_str(&tag("TimeControl", &c.to_string()));
    }
    out.push_str(&tag("ClaimBoard", &setup.number.to_string()));
    out.push_str(&tag(
        "ClaimGrounds",
        &[(r.cannot_win, "III.6.1.1"), (r.no_effort, "III.6.1.2")]
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, g)| *g)
            .collect::<Vec<_>>()
            .join(" "),
    ));
    out.push_str(&tag("ClaimBy", crate::clock::side_serde::name(claim.by)));
    out.push_str(&tag("ClaimMadeBy", made_by));
    out.push_str(&tag("ClaimFEN", &r.fen));
    if let Some(c) = r.clock {
        out.push_str(&tag(
            "ClaimClock",
            &format!("{} {}", format_ms(c.white_ms), format_ms(c.black_ms)),
        ));
        out.push_str(&tag(
            "ClaimClockMs",
            &format!("{} {}", c.white_ms, c.black_ms),
        ));
    }
    if let Some(i) = state.history.iter().find(|i| i.seq == claim.seq) {
        out.push_str(&tag("ClaimAt", &utc(i.at_ms)));
    }
    if let Some(v) = &claim.verification {
        out.push_str(&tag(
            "ClaimVerification",
            if v.agree { "agreed" } else { "disputed" },
        ));
        out.push_str(&tag(
            "ClaimVerifiedBy",
            crate::clock::side_serde::name(v.by),
        ));
        if let Some(c) = &v.comment {
            out.push_str(&tag("ClaimVerificationComment", c));
        }
    }
    // The claim's identity for the designated arbiter's ruling file (`claims ruling export`).
    out.push_str(identity);
    if let Some(head) = chain_head {
        // The event file's chain head when the claim left it (`check --against` this file).
        out.push_str(&tag(CHAIN_HEAD_TAG, head));
    }
    out.push('\n');
    // The scoresheet, numbered from the start position's move number.
    let mut record = crate::rules::GameRecord::clone(&state.record);
    while record.plies() > 0 {
        record.undo_last();
    }
    let mut words = Vec::new();
    for san in &r.scoresheet {
        let number = record.position().fullmoves();
        if record.position().turn() == Color::White {
            words.push(format!("{number}."));
        } else if words.is_empty() {
            words.push(format!("{number}..."));
        }
        words.push(san.clone());
        if record.play_san(san).is_err() {
            break;
        }
    }
    words.push("*".into());
    let mut line = String::new();
    for w in words {
        if line.len() + w.len() + 1 > 79 {
            out.push_str(line.trim_end());
            out.push('\n');
            line.clear();
        }
        line.push_str(&w);
        line.push(' ');
    }
    out.push_str(line.trim_end());
    out.push_str("\n\n");
    out
}

/// `ms` since the Unix epoch as an ISO 8601 UTC time to the second (`ClaimAt`).
pub fn utc(ms: i64) -> String {
    chrono::DateTime::from_timestamp_millis(ms)
        .map(|t| t.format("%Y-%m-%dT%H:%M:%SZ").to_string())
        .unwrap_or_else(|| ms.to_string())
}
