//! A board's record in words: its events (the log), its history (show, the incidents), its
//! status and outcome (boards, show, the report). The event module keeps the facts
//! (`EventKind`, `HistoryKind`, `Outcome`); the words are here. Text that arbiters or players
//! typed (notes, reasons, comments) and result reasons stored by the event file are shown as
//! stored.

use shakmaty::Color;

use super::Catalog;
use super::rules::{colour_key, end_reason};
use crate::clock::{ClockEvent, format_ms};
use crate::event::fold::{
    BoardState, HistoryEntry, HistoryKind, Outcome, Problem, Voided, WrittenThen,
};
use crate::event::{
    BoardRefError, BoardRefWhy, ClaimKind, EventKind, MAX_BOARD_NUMBER, MAX_ROUND,
    NumberOutOfRange, PenaltyKind, PenaltyMeasure, Reason, Referral, ResultReason, Ruling,
};

fn side(c: Color) -> super::FluentValue<'static> {
    colour_key(c).into()
}

/// "+120 s", "-0.5 s": a signed number of seconds (digits, not words).
fn signed_seconds(ms: i64) -> String {
    format!("{:+}", ms as f64 / 1000.0)
}

/// "threefold repetition (Art. 9.2)", "opponent makes no effort to win (III.5)"; a claim of
/// another kind is shown as typed.
pub fn claim_kind(cat: &Catalog, kind: &ClaimKind) -> String {
    let key = match kind {
        ClaimKind::Repetition => "claim-kind-repetition",
        ClaimKind::FiftyMoves => "claim-kind-fifty",
        ClaimKind::CannotWin => "claim-kind-cannot-win",
        ClaimKind::NoEffort => "claim-kind-no-effort",
        ClaimKind::ExtraIncrement => "claim-kind-extra-increment",
        ClaimKind::Other(text) => return text.clone(),
    };
    cat.get(key, &[])
}

/// A claim's kind as its log line says it: a claim referred to the designated arbiter is made
/// under Guidelines III.6.1.1 or III.6.1.2, not III.5.
fn referred_kind(cat: &Catalog, kind: &ClaimKind, referred: bool) -> String {
    match (kind, referred) {
        (ClaimKind::CannotWin, true) => cat.get("claim-kind-cannot-win-referred", &[]),
        (ClaimKind::NoEffort, true) => cat.get("claim-kind-no-effort-referred", &[]),
        _ => claim_kind(cat, kind),
    }
}

/// The grounds of a claim referred to the designated arbiter (Guidelines III.6.1).
pub fn referral(cat: &Catalog, r: &Referral) -> String {
    let mut parts = Vec::new();
    if r.cannot_win {
        parts.push(cat.get("referral-cannot-win", &[]));
    }
    if r.no_effort {
        parts.push(cat.get("referral-no-effort", &[]));
    }
    parts.join("; ")
}

fn ruling_key(r: Ruling) -> &'static str {
    match r {
        Ruling::Upheld => "upheld",
        Ruling::Rejected => "rejected",
        Ruling::Postponed => "postponed",
    }
}

/// "Black disputed the claim #12: the clocks" (Guidelines III.6.1).
pub fn verification(
    cat: &Catalog,
    by: Color,
    agree: bool,
    of_seq: u32,
    comment: Option<&str>,
) -> String {
    let mut text = cat.get(
        "event-verification",
        &[
            ("by", side(by)),
            ("agree", if agree { "yes" } else { "no" }.into()),
            ("seq", of_seq.into()),
        ],
    );
    if let Some(c) = comment {
        text.push_str(": ");
        text.push_str(c);
    }
    text
}

/// A clock action (Art. 6): an adjustment or a setting (6.10.2), the extra increment (III.4),
/// a flag (6.9), a start, pause, restart or press.
fn clock_action(cat: &Catalog, ev: &ClockEvent) -> String {
    match ev {
        ClockEvent::Adjust { side: c, ms } => cat.get(
            "history-clock-adjust",
            &[("side", side(*c)), ("seconds", signed_seconds(*ms).into())],
        ),
        ClockEvent::Set {
            white_ms, black_ms, ..
        } => cat.get(
            "history-clock-set",
            &[
                ("white", format_ms(*white_ms).into()),
                ("black", format_ms(*black_ms).into()),
            ],
        ),
        ClockEvent::Increment { ms } => cat.get(
            "history-clock-increment",
            &[("seconds", (*ms as f64 / 1000.0).into())],
        ),
        ClockEvent::FlagObserved { side: c } => cat.get("history-flag", &[("side", side(*c))]),
        other => cat.get("history-clock", &[("action", other.action().into())]),
    }
}

/// A claim (Art. 9.2, 9.3, Guidelines III): who, what, the written move, the engine's finding
/// when there is one, and whether it was referred to the designated arbiter (III.6).
fn claim_line(
    cat: &Catalog,
    by: Color,
    claim: &ClaimKind,
    intended: Option<&str>,
    valid: Option<bool>,
    explanation: Option<&crate::event::procedure::ClaimText>,
    referred: bool,
) -> String {
    let mut text = cat.get(
        "history-claim",
        &[
            ("by", side(by)),
            ("claim", referred_kind(cat, claim, referred).into()),
            ("referred", if referred { "yes" } else { "no" }.into()),
        ],
    );
    if let Some(m) = intended {
        text.push_str(&cat.get("history-claim-written", &[("written", m.to_owned().into())]));
    }
    if let Some(v) = valid {
        text.push_str(&cat.get(
            "history-claim-valid",
            &[("valid", if v { "yes" } else { "no" }.into())],
        ));
    }
    // The engine's finding worded in this language (an older file's text as stored).
    if let Some(e) = explanation {
        text.push_str(" (");
        text.push_str(&super::claim::text(cat, e));
        text.push(')');
    }
    text
}

/// A penalty (Art. 12.9) on `against`, with the arbiter's reason.
fn penalty_line(cat: &Catalog, against: Color, p: &PenaltyKind, reason: &str) -> String {
    cat.get(
        "history-penalty",
        &[
            ("side", side(against)),
            ("penalty", penalty(cat, against, p).into()),
            ("reason", reason.to_owned().into()),
        ],
    )
}

/// "result 1-0: Black resigns".
fn result_line(cat: &Catalog, score: &crate::rules::GameScore, why: &Reason) -> String {
    cat.get(
        "history-result",
        &[
            ("result", score.to_string().into()),
            ("reason", reason(cat, why).into()),
        ],
    )
}

/// One event of the log in plain words ("Black's claim was decided (upheld)").
pub fn event(cat: &Catalog, kind: &EventKind) -> String {
    match kind {
        EventKind::Move { san, .. } => cat.get("event-move", &[("san", san.clone().into())]),
        EventKind::Clock(ev) => clock_action(cat, ev),
        EventKind::DrawOffer { by, consent } => offer(cat, *by, *consent),
        EventKind::OfferAccepted { by } => cat.get(
            "event-offer-answered",
            &[("by", side(*by)), ("accepted", "yes".into())],
        ),
        EventKind::OfferDeclined { by } => cat.get(
            "event-offer-answered",
            &[("by", side(*by)), ("accepted", "no".into())],
        ),
        // One line: the finding is the history's (`history`), not the log's.
        EventKind::Claim {
            by,
            claim,
            intended,
            valid,
            referral,
            ..
        } => claim_line(
            cat,
            *by,
            claim,
            intended.as_deref(),
            *valid,
            None,
            referral.is_some(),
        ),
        EventKind::ClaimVerified {
            of_seq,
            by,
            agree,
            comment,
        } => verification(cat, *by, *agree, *of_seq, comment.as_deref()),
        EventKind::Decision {
            of_seq,
            claimant,
            ruling,
            note,
            result,
            ..
        } => {
            let mut text = match claimant {
                Some(c) => cat.get(
                    "event-decision",
                    &[("by", side(*c)), ("ruling", ruling_key(*ruling).into())],
                ),
                None => cat.get(
                    "event-decision-at",
                    &[
                        ("seq", (*of_seq).into()),
                        ("ruling", ruling_key(*ruling).into()),
                    ],
                ),
            };
            if let Some(n) = note {
                text.push_str(": ");
                text.push_str(n);
            }
            if let Some(r) = result {
                text.push_str(
                    &cat.get("event-decision-result", &[("result", r.to_string().into())]),
                );
            }
            text
        }
        EventKind::Penalty {
            against,
            penalty: p,
            reason,
            ..
        } => penalty_line(cat, *against, p, reason),
        EventKind::IllegalMove { by, .. } => cat.get("event-illegal", &[("by", side(*by))]),
        EventKind::Result { result, reason, .. } => result_line(cat, result, reason),
        EventKind::Note { text } => cat.get("history-note", &[("text", note(cat, text).into())]),
        EventKind::Takeback { of_seq } => cat.get("event-takeback", &[("seq", (*of_seq).into())]),
        EventKind::Feed(notice) => feed_notice(cat, notice),
        EventKind::Sheet(line) => super::sheet::event(cat, line),
    }
}

/// What the live feed recorded (issue 19), in plain words.
fn feed_notice(cat: &Catalog, notice: &crate::event::FeedNotice) -> String {
    use crate::event::FeedNotice;
    match notice {
        FeedNotice::Attached { source } => {
            cat.get("event-feed-attached", &[("source", source.clone().into())])
        }
        FeedNotice::Disagrees {
            source,
            ply,
            recorded,
            feed,
        } => cat.get(
            "event-feed-disagrees",
            &[
                ("source", source.clone().into()),
                ("ply", (*ply).into()),
                ("recorded", recorded.clone().into()),
                ("feed", feed.clone().into()),
            ],
        ),
        FeedNotice::Contradicts {
            source,
            white,
            black,
            board,
        } => cat.get(
            "event-feed-contradicts",
            &[
                ("source", source.clone().into()),
                ("white", white.clone().into()),
                ("black", black.clone().into()),
                ("why", why_in(cat, board.as_deref()).into()),
            ],
        ),
        FeedNotice::Agrees { source } => {
            cat.get("event-feed-agrees", &[("source", source.clone().into())])
        }
        FeedNotice::ProposedResult { source, result } => cat.get(
            "event-feed-proposed",
            &[
                ("source", source.clone().into()),
                ("result", result.to_string().into()),
            ],
        ),
        FeedNotice::ClockBeyond { .. }
        | FeedNotice::Illegal { .. }
        | FeedNotice::AfterEnd { .. }
        | FeedNotice::Clocks { .. }
        | FeedNotice::ClockReference { .. } => feed_reading(cat, notice),
        FeedNotice::Ignore => cat.get("event-feed-ignore", &[]),
        FeedNotice::Follow => cat.get("event-feed-follow", &[]),
    }
}

/// What the feed's readings and moves of issue 36 recorded, in plain words.
fn feed_reading(cat: &Catalog, notice: &crate::event::FeedNotice) -> String {
    use crate::event::FeedNotice;
    match notice {
        FeedNotice::ClockBeyond {
            source,
            ply,
            side: colour,
            clock_ms,
            most_ms,
        } => cat.get(
            "event-feed-clock-beyond",
            &[
                ("source", source.clone().into()),
                ("ply", (*ply).into()),
                ("side", side(*colour)),
                ("clock", format_ms(*clock_ms).into()),
                ("most", format_ms(*most_ms).into()),
            ],
        ),
        FeedNotice::Illegal { source, ply, san } => cat.get(
            "event-feed-illegal",
            &[
                ("source", source.clone().into()),
                ("ply", (*ply).into()),
                ("san", san.clone().into()),
            ],
        ),
        FeedNotice::Clocks {
            source,
            white_ms,
            black_ms,
            ..
        } => cat.get(
            "event-feed-clocks",
            &[
                ("source", source.clone().into()),
                ("white", format_ms(*white_ms).into()),
                ("black", format_ms(*black_ms).into()),
            ],
        ),
        FeedNotice::AfterEnd {
            source,
            ply,
            san,
            article,
            end_ply,
        } => cat.get(
            "event-feed-after-end",
            &[
                ("source", source.clone().into()),
                ("ply", (*ply).into()),
                ("san", san.clone().into()),
                ("article", article.clone().into()),
                ("end", (*end_ply).into()),
            ],
        ),
        FeedNotice::ClockReference {
            source,
            white_ms,
            black_ms,
            running,
            at_ms,
            most_ms,
        } => cat.get(
            "event-feed-clock-reference",
            &[
                ("source", source.clone().into()),
                ("white", format_ms(*white_ms).into()),
                ("black", format_ms(*black_ms).into()),
                ("side", side(*running)),
                ("at", instant(*at_ms).into()),
                ("most", format_ms(*most_ms).into()),
            ],
        ),
        // The other notices are worded by `feed_notice`.
        _ => String::new(),
    }
}

/// An instant (ms since the epoch) as a reader compares it with a clock: "2024-12-19
/// 17:52:47.862 UTC".
fn instant(ms: i64) -> String {
    chrono::DateTime::from_timestamp_millis(ms).map_or_else(
        || ms.to_string(),
        |t| t.format("%Y-%m-%d %H:%M:%S%.3f UTC").to_string(),
    )
}

/// Why the feed's clock tags were refused for their reference time `at_ms`, read at `read_ms`
/// (issue 36): ahead of this computer's clock, or further back than `running`'s clock could
/// have run (`most_ms`).
pub fn reference_why(
    cat: &Catalog,
    running: Color,
    at_ms: i64,
    read_ms: i64,
    most_ms: i64,
) -> String {
    let ahead = at_ms > read_ms;
    cat.get(
        "feed-reference-why",
        &[
            ("at", instant(at_ms).into()),
            ("ahead", u8::from(ahead).into()),
            (
                "by",
                format_ms(at_ms.abs_diff(read_ms).try_into().unwrap_or(i64::MAX)).into(),
            ),
            ("side", side(running)),
            ("most", format_ms(most_ms).into()),
        ],
    )
}

/// Whose players a contradicting feed game has (issue 36): `board`'s pairing, or (`None`) the
/// tagged board's with the colours reversed.
pub fn why_in(cat: &Catalog, board: Option<&str>) -> String {
    match board {
        Some(b) => cat.get("feed-why-pairing", &[("board", b.to_owned().into())]),
        None => cat.get("feed-why-reversed", &[]),
    }
}

/// "2 min", "30 s".
fn minutes(cat: &Catalog, ms: i64) -> String {
    if ms % 60_000 == 0 {
        cat.get("unit-minutes", &[("n", (ms / 60_000).into())])
    } else {
        cat.get("unit-seconds", &[("n", (ms as f64 / 1000.0).into())])
    }
}

/// "warning to White", "+2 min to Black", "−1 min from White" (Art. 12.9).
pub fn penalty(cat: &Catalog, against: Color, p: &PenaltyKind) -> String {
    match p {
        PenaltyKind::Warning => cat.get("penalty-warning", &[("side", side(against))]),
        PenaltyKind::TimeToOpponent { ms } => cat.get(
            "penalty-time-to",
            &[("side", side(!against)), ("time", minutes(cat, *ms).into())],
        ),
        PenaltyKind::TimeDeducted { ms } => cat.get(
            "penalty-time-from",
            &[("side", side(against)), ("time", minutes(cat, *ms).into())],
        ),
        PenaltyKind::Score { note } | PenaltyKind::Other { note } => cat.get(
            "penalty-other",
            &[("side", side(against)), ("note", note.clone().into())],
        ),
        PenaltyKind::Measure { measure } => cat.get(
            "penalty-other",
            &[
                ("side", side(against)),
                ("note", penalty_measure(cat, *measure).into()),
            ],
        ),
    }
}

/// Time given or taken (issue 33): "+2 min to Black (Art. 7.5.5)", "−1 min from White
/// (Art. 12.9.3)", "+5 s per move for White (Art. III.4)".
pub fn award(cat: &Catalog, a: &crate::event::Award) -> String {
    // Whole minutes or less than one in minutes or seconds ("2 min", "5 s"); what a clock
    // setting changed, to the second, as a clock shows a time ("1:28:59").
    let time = if a.ms % 60_000 == 0 || a.ms.abs() < 60_000 {
        minutes(cat, a.ms.abs())
    } else {
        crate::clock::format_ms(a.ms.abs())
    };
    let amount = if a.per_move {
        cat.get(
            "award-per-move",
            &[("side", side(a.side)), ("time", time.into())],
        )
    } else if a.ms >= 0 {
        cat.get(
            "penalty-time-to",
            &[("side", side(a.side)), ("time", time.into())],
        )
    } else {
        cat.get(
            "penalty-time-from",
            &[("side", side(a.side)), ("time", time.into())],
        )
    };
    cat.get(
        "award",
        &[
            ("amount", amount.into()),
            ("article", a.article.clone().into()),
        ],
    )
}

/// The time the event `seq` gave or took, worded, "; "-separated; `None` when it gave none.
pub fn awards_of(cat: &Catalog, state: &crate::event::BoardState, seq: u32) -> Option<String> {
    awards_where(cat, state, seq, |_| true)
}

/// [`awards_of`], only the awards `keep` keeps.
pub fn awards_where(
    cat: &Catalog,
    state: &crate::event::BoardState,
    seq: u32,
    keep: impl Fn(&crate::event::Award) -> bool,
) -> Option<String> {
    let words: Vec<String> = state
        .awards_of(seq)
        .filter(|a| keep(a))
        .map(|a| award(cat, a))
        .collect();
    (!words.is_empty()).then(|| words.join("; "))
}

/// "game declared lost", "expulsion from the competition" (Art. 12.9.4–12.9.9).
pub fn penalty_measure(cat: &Catalog, m: PenaltyMeasure) -> String {
    let key = match m {
        PenaltyMeasure::OpponentPoints => "opponent_points",
        PenaltyMeasure::OffenderPoints => "offender_points",
        PenaltyMeasure::GameLost => "game_lost",
        PenaltyMeasure::Fine => "fine",
        PenaltyMeasure::Exclusion => "exclusion",
        PenaltyMeasure::Expulsion => "expulsion",
    };
    cat.get("penalty-measure", &[("measure", key.into())])
}

/// What a note says: the arbiter's words as typed, or an imported claim's origin worded from
/// its facts ("claim imported from FILE (event …, board …, made … by …)", Guidelines III.6).
pub fn note(cat: &Catalog, n: &crate::event::NoteText) -> String {
    if let Some(r) = &n.repaired {
        let pair = |w: &str, b: &str| {
            format!(
                "{} – {}",
                crate::text::for_terminal(w),
                crate::text::for_terminal(b)
            )
        };
        return cat.get(
            "history-repaired",
            &[
                ("was", pair(&r.was_white, &r.was_black).into()),
                ("now", pair(&r.white, &r.black).into()),
                (
                    "file",
                    crate::text::for_terminal(&r.file).into_owned().into(),
                ),
            ],
        );
    }
    if let Some(r) = &n.ruling {
        let said = |v: &str| crate::text::for_terminal(v).into_owned();
        return cat.get(
            "history-ruling-imported",
            &[
                ("by", said(&r.ruled_by).into()),
                ("at", said(&r.ruled_at).into()),
                ("event", said(&r.event).into()),
                ("board", said(&r.board).into()),
                ("file", said(&r.file).into()),
            ],
        );
    }
    let Some(o) = &n.origin else {
        return n.text.clone();
    };
    let tag =
        |v: &Option<String>| crate::text::for_terminal(v.as_deref().unwrap_or("?")).into_owned();
    cat.get(
        "cli-claim-origin",
        &[
            (
                "file",
                crate::text::for_terminal(&o.file).into_owned().into(),
            ),
            ("event", format!("{:?}", tag(&o.event)).into()),
            ("board", tag(&o.board).into()),
            ("at", tag(&o.at).into()),
            ("by", tag(&o.by).into()),
        ],
    )
}

/// Why a result was recorded: the fact worded in this language, else the arbiter's words (and
/// an older file's text) as stored.
pub fn reason(cat: &Catalog, r: &Reason) -> String {
    match &r.why {
        Some(why) => result_reason(cat, why),
        None => r.reason.clone(),
    }
}

/// A result's reason from its facts: "Black resigns", "draw agreed", "claim upheld: threefold
/// repetition (Art. 9.2)", "White did not arrive … within the default time" (Art. 5, 6.7, 6.9,
/// 7.5.5, 9, 11.7, 12.9.6, Guidelines III).
pub fn result_reason(cat: &Catalog, why: &ResultReason) -> String {
    match why {
        ResultReason::Resigned { side: c } => cat.get("result-why-resigned", &[("side", side(*c))]),
        ResultReason::Agreed { consent: false } => cat.get("result-why-agreed", &[]),
        ResultReason::Agreed { consent: true } => cat.get("result-why-agreed-consent", &[]),
        ResultReason::Laws { rule } => super::rules::end_rule(cat, *rule),
        ResultReason::Finding(f) => super::rules::recorded_finding(cat, f),
        ResultReason::BothLose => cat.get("result-why-both-lose", &[]),
        ResultReason::Forfeit { absent } => cat.get(
            "result-why-forfeit",
            &[("absent", absent.map_or("none", colour_key).into())],
        ),
        ResultReason::DefaultTime { absent } => {
            cat.get("rounds-default-time-reason", &[("side", side(*absent))])
        }
        ResultReason::SetByArbiter => cat.get("result-why-set-by-arbiter", &[]),
        ResultReason::DeclaredLost => cat.get("result-why-declared-lost", &[]),
        ResultReason::FromPairingFile { file } => cat.get(
            "rounds-result-from-file",
            &[("file", crate::text::for_terminal(file).into_owned().into())],
        ),
        ResultReason::Imported { file } => cat.get(
            "cli-imported-from",
            &[("file", crate::text::for_terminal(file).into_owned().into())],
        ),
        ResultReason::ClaimUpheld { claim } => cat.get(
            "fold-claim-upheld",
            &[("claim", claim_kind(cat, claim).into())],
        ),
        ResultReason::ClaimRejected { by, claim, note } => cat.get(
            "fold-claim-rejected",
            &[
                ("by", side(*by)),
                (
                    "why",
                    note.clone()
                        .unwrap_or_else(|| claim_kind(cat, claim))
                        .into(),
                ),
            ],
        ),
    }
}

/// [`history`] for a list whose kind column already names the entry (the app's incidents):
/// a result is its score and reason alone ("1/2-1/2: draw by agreement"), not "result 1/2-1/2: …"
/// under the kind "result".
pub fn history_under_kind(cat: &Catalog, entry: &HistoryEntry) -> String {
    match &entry.kind {
        HistoryKind::Result(r) => cat.get(
            "history-result-under-kind",
            &[
                ("result", r.score.to_string().into()),
                ("reason", reason(cat, &r.reason).into()),
            ],
        ),
        _ => history(cat, entry),
    }
}

/// The event's rule on draw agreements (Art. 9.1.1, "Sofia rules") in words, when it has one:
/// `short` for the app's title line ("draws from move 30 (9.1.1)"), else the sentence `show`
/// prints.
pub fn draw_rule(
    cat: &Catalog,
    settings: &crate::event::EventSettings,
    short: bool,
) -> Option<String> {
    let (key, from) = match (
        settings.draw_offers_need_consent,
        settings.draw_offers_from_move,
    ) {
        (true, _) => ("draw-rule-consent", 0),
        (false, Some(n)) => ("draw-rule-from-move", n),
        (false, None) => return None,
    };
    let key = if short {
        format!("{key}-short")
    } else {
        key.to_owned()
    };
    Some(cat.get(&key, &[("move", from.into())]))
}

/// "Black offered a draw (=)", and "with the arbiter's consent (Art. 9.1.1)" when the event's
/// rule needed it.
fn offer(cat: &Catalog, by: Color, consent: bool) -> String {
    let key = if consent {
        "history-offer-consent"
    } else {
        "history-offer"
    };
    cat.get(key, &[("by", side(by))])
}

/// What a player declared with a III.6 claim beside the event file's own clocks and move,
/// the difference flagged (Guidelines III.6.1): "declared 0:01:45 / 0:04:10 at move 60 (White
/// to move); the event file has 0:15:00 / 0:15:00 at move 1 (White to move)".
pub fn declared_facts(cat: &Catalog, d: &crate::event::fold::Declared) -> String {
    let clocks = |r: Option<crate::event::Readings>| match r {
        Some(r) => format!(
            "{} / {}",
            crate::clock::format_ms(r.white_ms),
            crate::clock::format_ms(r.black_ms)
        ),
        None => "–".to_string(),
    };
    let at = |n: u32, c: Color| {
        cat.get(
            "history-declared-move",
            &[("move", n.into()), ("side", side(c))],
        )
    };
    let declared = (clocks(d.clock.or(d.file_clock)), at(d.fullmove, d.turn));
    if d.differs() {
        cat.get(
            "history-declared-differs",
            &[
                ("clocks", declared.0.into()),
                ("at", declared.1.into()),
                ("file_clocks", clocks(d.file_clock).into()),
                ("file_at", at(d.file_fullmove, d.file_turn).into()),
            ],
        )
    } else {
        cat.get(
            "history-declared-same",
            &[("clocks", declared.0.into()), ("at", declared.1.into())],
        )
    }
}

/// One entry of a board's history in plain words ("Black's claim #12 rejected").
pub fn history(cat: &Catalog, entry: &HistoryEntry) -> String {
    match &entry.kind {
        HistoryKind::Clock { event } => clock_action(cat, event),
        HistoryKind::Offer { by, consent } => offer(cat, *by, *consent),
        HistoryKind::OfferAnswered { by, accepted } => cat.get(
            "event-offer-answered",
            &[
                ("by", side(*by)),
                ("accepted", if *accepted { "yes" } else { "no" }.into()),
            ],
        ),
        HistoryKind::Claim {
            by,
            claim,
            intended,
            valid,
            explanation,
            referred,
            declared,
            ..
        } => {
            let line = claim_line(
                cat,
                *by,
                claim,
                intended.as_deref(),
                *valid,
                explanation.as_ref(),
                *referred,
            );
            match declared {
                Some(d) => format!("{line}; {}", declared_facts(cat, d)),
                None => line,
            }
        }
        HistoryKind::Verification {
            of_seq,
            by,
            agree,
            comment,
        } => verification(cat, *by, *agree, *of_seq, comment.as_deref()),
        HistoryKind::Ruling {
            of_seq,
            by,
            ruling,
            note,
            ..
        } => {
            let mut text = cat.get(
                "history-ruling",
                &[
                    ("by", side(*by)),
                    ("seq", (*of_seq).into()),
                    ("ruling", ruling_key(*ruling).into()),
                ],
            );
            if let Some(n) = note {
                text.push_str(": ");
                text.push_str(n);
            }
            text
        }
        HistoryKind::Penalty {
            against,
            penalty: p,
            reason,
            ..
        } => penalty_line(cat, *against, p, reason),
        HistoryKind::IllegalMove {
            by,
            count,
            note,
            irregularities,
        } => {
            let mut text = cat.get(
                "history-illegal",
                &[("by", side(*by)), ("count", (*count).into())],
            );
            if !irregularities.is_empty() {
                let kinds: Vec<String> = irregularities
                    .iter()
                    .map(|k| irregularity(cat, *k))
                    .collect();
                text.push_str(&cat.get(
                    "history-illegal-irregularities",
                    &[
                        ("kinds", kinds.join(", ").into()),
                        ("count", kinds.len().into()),
                    ],
                ));
            }
            if let Some(n) = note {
                text.push_str(": ");
                text.push_str(n);
            }
            text
        }
        HistoryKind::Result(r) => result_line(cat, &r.score, &r.reason),
        HistoryKind::Note { text } => cat.get("history-note", &[("text", note(cat, text).into())]),
        HistoryKind::WrittenUnplayable { san, error, then } => {
            let then = match then {
                WrittenThen::Piece { hold } => super::claim::hold(cat, hold),
                WrittenThen::AnyMove { by } => cat.get(
                    "hold-then-any",
                    &[("side", super::claim::side(cat, *by).into())],
                ),
                WrittenThen::OtherMove => cat.get("fold-written-other-move", &[]),
            };
            cat.get(
                "fold-written-unplayable",
                &[
                    ("san", san.clone().into()),
                    (
                        "error",
                        super::rules::rules_error(cat, &error.rules_error()).into(),
                    ),
                    ("then", then.into()),
                ],
            )
        }
        HistoryKind::Takeback { of_seq, what } => cat.get(
            "history-takeback",
            &[
                ("seq", (*of_seq).into()),
                ("what", voided(cat, *of_seq, what.as_deref()).into()),
            ],
        ),
        HistoryKind::Feed(notice) => feed_notice(cat, notice),
    }
}

/// An event that could not apply, in words ("#12: clock event on a board without a time
/// control").
pub fn problem(cat: &Catalog, p: &Problem) -> String {
    match p {
        Problem::Start { error } => cat.get(
            "fold-problem-start",
            &[("error", super::rules::rules_error(cat, error).into())],
        ),
        Problem::Move { seq, error } => cat.get(
            "fold-problem-move",
            &[
                ("seq", (*seq).into()),
                ("error", super::rules::rules_error(cat, error).into()),
            ],
        ),
        Problem::Clock { seq, error } => cat.get(
            "fold-problem-clock",
            &[("seq", (*seq).into()), ("error", error.to_string().into())],
        ),
        Problem::NoClock { seq } => cat.get("fold-problem-no-clock", &[("seq", (*seq).into())]),
        Problem::VerificationOfNoClaim { seq, of_seq } => cat.get(
            "fold-problem-verification",
            &[("seq", (*seq).into()), ("of_seq", (*of_seq).into())],
        ),
        Problem::DecisionOfNoClaim { seq, of_seq } => cat.get(
            "fold-problem-decision",
            &[("seq", (*seq).into()), ("of_seq", (*of_seq).into())],
        ),
        Problem::NotFed { seq } => cat.get("feed-problem-not-fed", &[("seq", (*seq).into())]),
    }
}

/// Every problem of the board's record in words.
pub fn problems(cat: &Catalog, state: &BoardState) -> Vec<String> {
    state.problems.iter().map(|p| problem(cat, p)).collect()
}

/// What a takeback voided: "move Nf3 was played, recorded by alice at 14:02:11 UTC", or
/// "event #12" when the log does not have it.
fn voided(cat: &Catalog, of_seq: u32, what: Option<&Voided>) -> String {
    let Some(v) = what else {
        return cat.get("fold-event-seq", &[("seq", of_seq.into())]);
    };
    let at = chrono::DateTime::from_timestamp_millis(v.at_ms)
        .map(|t| t.format("%H:%M:%S UTC").to_string())
        .unwrap_or_default();
    cat.get(
        "fold-voided",
        &[
            ("what", event(cat, &v.kind).into()),
            ("who", v.who.clone().into()),
            ("at", at.into()),
        ],
    )
}

/// Why the game ended: the Laws' end worded from its facts, else the recorded reason as
/// stored.
pub fn outcome_reason(cat: &Catalog, state: &BoardState, o: &Outcome) -> String {
    match &o.law_end {
        Some(detail) => end_reason(cat, &state.record, detail),
        None => reason(cat, &o.reason),
    }
}

/// "1-0 (White mates, Art. 5.1.1)" or "playing" while the game goes on.
pub fn status(cat: &Catalog, state: &BoardState) -> String {
    if let Some(o) = state.outcome() {
        let reason = outcome_reason(cat, state, &o);
        return match &o.article {
            Some(a) => cat.get(
                "status-over-article",
                &[
                    ("score", o.score.to_string().into()),
                    ("reason", reason.into()),
                    ("article", a.clone().into()),
                ],
            ),
            None => cat.get(
                "status-over",
                &[
                    ("score", o.score.to_string().into()),
                    ("reason", reason.into()),
                ],
            ),
        };
    }
    if let Some(c) = state.referred() {
        return cat.get("status-referred", &[("by", side(c.by))]);
    }
    if let Some(o) = &state.offer {
        return cat.get("status-offer", &[("by", side(o.by))]);
    }
    if let Some(c) = state.claims.iter().rev().find(|c| c.ruling.is_none()) {
        return cat.get(
            "status-claim",
            &[
                ("by", side(c.by)),
                ("claim", claim_kind(cat, &c.claim).into()),
            ],
        );
    }
    cat.get("status-playing", &[])
}

/// What made a move illegal, in the reader's language (Art. 7.5).
fn irregularity(cat: &Catalog, kind: crate::event::Irregularity) -> String {
    use crate::event::Irregularity as I;
    cat.get(
        match kind {
            I::NotLegal => "irregularity-not-legal",
            I::Promotion => "irregularity-promotion",
            I::NoMove => "irregularity-no-move",
            I::TwoHands => "irregularity-two-hands",
        },
        &[],
    )
}

/// A result's reason read from the arbiter's words, in any language the program speaks.
impl Reason {
    /// The reason of a result given in words (`arbiter result --reason`, the demo's steps): a
    /// resignation or an agreement named in any of the languages' words (`cli-reason-resigned`,
    /// `cli-reason-agreed`) and consistent with `result` becomes the fact (Art. 5.1.2, 9.1.2);
    /// other words stay the arbiter's; none, set by the arbiter.
    pub fn from_words(text: Option<&str>, result: crate::rules::GameScore) -> Reason {
        let Some(text) = text.filter(|t| !t.trim().is_empty()) else {
            return ResultReason::SetByArbiter.into();
        };
        let said = text.trim().to_lowercase();
        let named = |key: &str| {
            crate::lang::Lang::ALL.iter().any(|&lang| {
                super::catalog(lang)
                    .get(key, &[])
                    .split(',')
                    .any(|w| w.trim() == said)
            })
        };
        let played = result.kind != crate::rules::ScoreKind::Forfeit;
        match result.winner() {
            Some(winner) if played && named("cli-reason-resigned") => ResultReason::Resigned {
                side: winner.other(),
            }
            .into(),
            None if result.is_draw() && named("cli-reason-agreed") => {
                ResultReason::Agreed { consent: false }.into()
            }
            _ => text.to_owned().into(),
        }
    }
}

/// A board or round number out of range, in `cat`'s language.
pub fn number_out_of_range(cat: &Catalog, n: &NumberOutOfRange) -> String {
    match *n {
        NumberOutOfRange::Board(number) => cat.get(
            "board-number-out-of-range",
            &[("number", number.into()), ("max", MAX_BOARD_NUMBER.into())],
        ),
        NumberOutOfRange::Round(round) => cat.get(
            "round-out-of-range",
            &[("round", round.into()), ("max", MAX_ROUND.into())],
        ),
    }
}

/// Text that names no board, in `cat`'s language: the text and what a board looks like.
pub fn board_ref_error(cat: &Catalog, e: &BoardRefError) -> String {
    if e.why == BoardRefWhy::ExactExpected {
        return cat.get(
            "rounds-board-exact-expected",
            &[("text", format!("{:?}", e.text).into())],
        );
    }
    let key = match e.why {
        BoardRefWhy::Syntax | BoardRefWhy::ExactExpected => "rounds-board-ref-syntax",
        BoardRefWhy::Number => "rounds-board-ref-number",
        BoardRefWhy::Round => "rounds-board-ref-round",
    };
    cat.get(
        key,
        &[
            ("text", crate::text::for_output(&e.text).into()),
            ("max_round", MAX_ROUND.into()),
            ("max_board", MAX_BOARD_NUMBER.into()),
        ],
    )
}

/// A hand-given board number on the wrong side of the extra games' range, in `cat`'s language.
pub fn extra_number(cat: &Catalog, e: &crate::event::round::ExtraNumberError) -> String {
    let key = if e.extra {
        "rounds-extra-number-low"
    } else {
        "rounds-extra-number-high"
    };
    cat.get(
        key,
        &[
            ("number", e.number.into()),
            ("from", crate::event::round::EXTRA_FROM.into()),
        ],
    )
}

/// One warning of the round checklist in words ("board 3.4: no result yet"; issue 35).
pub fn round_warning(cat: &Catalog, w: &crate::event::checklist::RoundWarning) -> String {
    use crate::event::checklist::RoundWarning as W;
    let board = ("board", w.board().to_string().into());
    match w {
        W::NoPlayer { side: s, .. } => {
            cat.get("round-warn-no-player", &[board, ("side", side(*s))])
        }
        W::NoControl { .. } => cat.get("round-warn-no-control", &[board]),
        W::Unconfirmed { side: s, .. } => {
            cat.get("round-warn-unconfirmed", &[board, ("side", side(*s))])
        }
        W::NoResult { .. } => cat.get("round-warn-no-result", &[board]),
        W::PendingDecision { seq, .. } => {
            cat.get("round-warn-pending", &[board, ("seq", (*seq).into())])
        }
        W::ReferredNotRuled { seq, .. } => {
            cat.get("round-warn-referred", &[board, ("seq", (*seq).into())])
        }
        W::FlagNotJudged { side: s, .. } => {
            cat.get("round-warn-flag", &[board, ("side", side(*s))])
        }
    }
}
