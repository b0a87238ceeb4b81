//! A refused command worded in the reader's language (issue 31): the event layer refuses with
//! facts ([`Refused`]); the command line and the app word them here with the catalog they hold.

use std::fmt;

use fluent_bundle::FluentValue;
use shakmaty::Color;

use super::Catalog;
use super::rules::colour_key;
use crate::clock::{ClockError, format_ms};
use crate::event::command::{CommandError, IiiRefused, Refusal, Refused};
use crate::event::procedure::{ClaimError, HoldError, role_name};

fn side(c: Color) -> FluentValue<'static> {
    colour_key(c).into()
}

/// "board 3: …": the refusal with the board it is about.
pub fn command_error(cat: &Catalog, e: &CommandError) -> String {
    cat.get(
        "refuse-on-board",
        &[
            ("board", e.board.to_string().into()),
            ("reason", why(cat, &e.why).into()),
        ],
    )
}

/// English, for logs; what the arbiter reads is [`command_error`] in the arbiter's language.
impl fmt::Display for CommandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&command_error(super::catalog(super::Lang::En), self))
    }
}

/// The refused command of an action, as its [`CommandError`] says it (English, for logs).
impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.error.fmt(f)
    }
}

/// Where a refusal is read: the command line (which says to repeat with `--consent`) or the
/// app (which offers its own option with the arbiter's consent).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Door {
    Cli,
    App,
}

/// A refusal under the event's rule on draws (Art. 9.1.1) in the words of `door`; `None` for
/// a refusal on other grounds.
fn consent_words(cat: &Catalog, r: &Refused, door: Door) -> Option<String> {
    let (rule, cli, args) = match r {
        Refused::OfferNeedsConsent => ("refuse-offer-consent-rule", "refuse-offer-consent", vec![]),
        Refused::OfferBeforeMove {
            from_move,
            by,
            made,
        } => (
            "refuse-offer-before-move-rule",
            "refuse-offer-before-move",
            vec![
                ("move", (*from_move).into()),
                ("by", side(*by)),
                ("made", (*made).into()),
            ],
        ),
        _ => return None,
    };
    Some(cat.get(if door == Door::Cli { cli } else { rule }, &args))
}

/// Why the command was refused, with the article, as the app says it: the same as [`why`],
/// but a refusal under the event's rule on draws (Art. 9.1.1) is the rule alone, without the
/// command line's "repeat with --consent" (the app has its own option with the consent).
pub fn why_in_app(cat: &Catalog, r: &Refused) -> String {
    consent_words(cat, r, Door::App).unwrap_or_else(|| why(cat, r))
}

/// Why the command was refused, with the article.
pub fn why(cat: &Catalog, r: &Refused) -> String {
    let plain = |key: &str| cat.get(key, &[]);
    let by_seq =
        |key: &str, by: Color, seq: u32| cat.get(key, &[("by", side(by)), ("seq", seq.into())]);
    let seq = |key: &str, seq: u32| cat.get(key, &[("seq", seq.into())]);
    match r {
        Refused::Referred { by, seq } => by_seq("refuse-referred-ended", *by, *seq),
        Refused::GameOver { state } => cat.get(
            "refuse-game-over",
            &[("status", super::board::status(cat, state).into())],
        ),
        Refused::Illegal { error, fen } => cat.get(
            "refuse-illegal",
            &[
                ("error", super::rules::rules_error(cat, error).into()),
                ("fen", fen.clone().into()),
            ],
        ),
        Refused::HeldPiece { hold, san } => cat.get(
            "refuse-held-piece",
            &[
                ("hold", super::claim::hold(cat, hold).into()),
                ("seq", hold.claim_seq.into()),
                ("pieces", hold.squares.len().into()),
                ("move", san.clone().into()),
            ],
        ),
        Refused::NoControl => plain("refuse-no-control"),
        Refused::Clock(e) => cat.get("refuse-clock", &[("error", clock_error(cat, e).into())]),
        Refused::OfferTooEarly => plain("refuse-offer-too-early"),
        Refused::OfferPending { by, seq } => by_seq("refuse-offer-pending", *by, *seq),
        Refused::OfferNeedsConsent | Refused::OfferBeforeMove { .. } => {
            consent_words(cat, r, Door::Cli).unwrap_or_default()
        }
        Refused::NoOffer => plain("refuse-no-offer"),
        Refused::Touched { by } => cat.get("refuse-touched", &[("by", side(*by))]),
        Refused::ClaimNotOnMove { to_move } => {
            cat.get("refuse-claim-not-on-move", &[("to_move", side(*to_move))])
        }
        Refused::Claim(e) => claim_error(cat, e),
        Refused::WriteTheMove { side: s } => {
            cat.get("refuse-claim-write-move", &[("side", side(*s))])
        }
        Refused::NoExtraIncrement { year } => cat.get(
            "refuse-no-extra-increment",
            &[("year", year.to_string().into())],
        ),
        Refused::GuidelinesIii(r) => iii(cat, r),
        Refused::ClaimWithoutWords => plain("refuse-claim-without-words"),
        Refused::NotAClaim { seq: s } => seq("refuse-not-a-claim", *s),
        Refused::NoClaimWaiting => plain("refuse-no-claim-waiting"),
        Refused::ClaimDecided { seq: s } => seq("refuse-claim-decided", *s),
        Refused::OpponentTimeNotPostponed => plain("refuse-opponent-time-not-postponed"),
        Refused::OpponentTimeOverLimit { seconds } => {
            cat.get("refuse-iii52-limit", &[("seconds", (*seconds).into())])
        }
        Refused::ReferralNeedsResult { example } => cat.get(
            "refuse-iii6-result",
            &[("result", example.to_string().into())],
        ),
        Refused::ResultWithoutRejection => plain("refuse-result-without-rejection"),
        Refused::ResultWithPlainRejection => plain("refuse-result-plain-rejection"),
        Refused::PostponeNotIii5 => plain("refuse-postpone-not-iii5"),
        Refused::Supervised => plain("refuse-supervised"),
        Refused::NoGround => plain("refuse-no-ground"),
        Refused::ScoresheetStart { count } => {
            cat.get("refuse-scoresheet-start", &[("count", (*count).into())])
        }
        Refused::ScoresheetMove { label, error } => cat.get(
            "refuse-scoresheet-move",
            &[
                ("label", label.clone().into()),
                ("error", super::rules::rules_error(cat, error).into()),
            ],
        ),
        Refused::FinalPosition(e) => cat.get(
            "refuse-final-position",
            &[("error", super::rules::rules_error(cat, e).into())],
        ),
        Refused::FinalPositionDiffers { written, sheet } => cat.get(
            "refuse-final-position-differs",
            &[
                ("written", written.clone().into()),
                ("sheet", sheet.clone().into()),
            ],
        ),
        Refused::NoEffortWithoutSheet => plain("refuse-no-effort-sheet"),
        Refused::ClockBeyondControl {
            side: s,
            shown_ms,
            control,
            bound_ms,
            move_no,
        } => cat.get(
            "refuse-clock-beyond-control",
            &[
                ("side", side(*s)),
                ("shown", format_ms(*shown_ms).into()),
                ("control", control.clone().into()),
                ("bound", format_ms(*bound_ms).into()),
                ("move", (*move_no).into()),
            ],
        ),
        Refused::NoClocks => plain("refuse-no-clocks"),
        Refused::NoReferredClaim => plain("refuse-no-referred-claim"),
        Refused::OwnClaim { side: s } => cat.get("refuse-own-claim", &[("side", side(*s))]),
        Refused::VerifiedAlready { side: s, seq } => cat.get(
            "refuse-verified-already",
            &[("side", side(*s)), ("seq", (*seq).into())],
        ),
        Refused::NoDispute => plain("refuse-no-dispute"),
        Refused::PenaltyWithoutReason => plain("refuse-penalty-reason"),
        Refused::PenaltyTime { ms } => cat.get("refuse-penalty-time", &[("ms", (*ms).into())]),
        Refused::ResultRecorded { score, seq } => cat.get(
            "refuse-result-recorded",
            &[("score", score.to_string().into()), ("seq", (*seq).into())],
        ),
        Refused::LawsEnded { end, state, result } => cat.get(
            "refuse-laws-ended",
            &[
                ("score", end.result.to_string().into()),
                (
                    "reason",
                    super::rules::end_reason(cat, &state.record, &end.detail).into(),
                ),
                ("article", end.article.into()),
                ("result", result.to_string().into()),
            ],
        ),
        Refused::ResultReferred { by, seq } => by_seq("refuse-result-referred", *by, *seq),
        Refused::ResultPostponed { by, seq } => by_seq("refuse-result-postponed", *by, *seq),
        Refused::ResultWithoutReason => plain("refuse-result-reason"),
        Refused::EmptyNote => plain("refuse-empty-note"),
        Refused::NothingToTakeBack => plain("refuse-nothing-to-take-back"),
        Refused::NoEvent { seq, last } => cat.get(
            "refuse-no-event",
            &[("seq", (*seq).into()), ("last", (*last).into())],
        ),
        Refused::TakenBack { seq: s } => seq("refuse-taken-back", *s),
        Refused::NotLastMove { seq: s } => seq("refuse-not-last-move", *s),
        Refused::ClaimDecidedTakeBack { seq, decision } => cat.get(
            "refuse-claim-decided-take-back",
            &[("seq", (*seq).into()), ("decision", (*decision).into())],
        ),
        Refused::TakebackEndsAction => plain("refuse-takeback-ends-action"),
        Refused::FeedNotFed => plain("feed-refused-not-fed"),
        Refused::FeedAttached { source } => cat.get(
            "feed-refused-attached",
            &[("source", source.clone().into())],
        ),
        Refused::FeedPly { ply, plies } => cat.get(
            "feed-refused-ply",
            &[("ply", (*ply).into()), ("plies", (*plies).into())],
        ),
        Refused::FeedDisagreement => plain("feed-refused-disagreement"),
        Refused::FeedResult { result } => cat.get(
            "feed-refused-result",
            &[("result", result.to_string().into())],
        ),
        Refused::FeedIgnored => plain("feed-refused-ignored"),
        Refused::FeedFollowed => plain("feed-refused-followed"),
        Refused::FeedAgrees => plain("feed-refused-agrees"),
        Refused::FeedContradiction => plain("feed-refused-contradiction"),
        Refused::FeedClockBeyond => plain("feed-refused-clock-beyond"),
        Refused::FeedIllegal => plain("feed-refused-illegal"),
        Refused::FeedAfterEnd => plain("feed-refused-after-end"),
        Refused::FeedClocks => plain("feed-refused-clocks"),
        Refused::SheetTaken { n } => cat.get("refuse-sheet-taken", &[("n", (*n).into())]),
        Refused::SheetNotRunning => plain("refuse-sheet-not-running"),
    }
}

/// Why Guidelines III do not apply (III.2).
fn iii(cat: &Catalog, r: &IiiRefused) -> String {
    match r {
        IiiRefused::NotOnMove { to_move } => {
            cat.get("refuse-iii-not-on-move", &[("side", side(*to_move))])
        }
        IiiRefused::NotAnnounced => cat.get("refuse-iii-not-announced", &[]),
        IiiRefused::Blitz => cat.get("refuse-iii-blitz", &[]),
        IiiRefused::Increment => cat.get("refuse-iii-increment", &[]),
        IiiRefused::NotLastPeriod {
            side: s,
            move_no,
            period,
            periods,
            control,
            article,
        } => cat.get(
            "refuse-iii-not-last-period",
            &[
                ("side", side(*s)),
                ("move", (*move_no).into()),
                ("period", (*period).into()),
                ("periods", (*periods).into()),
                ("control", control.clone().into()),
                ("article", (*article).into()),
            ],
        ),
        IiiRefused::IncrementSinceIii4 => cat.get("refuse-iii-increment-since", &[]),
        IiiRefused::FlagFallen { side: s } => {
            cat.get("refuse-iii-flag-fallen", &[("side", side(*s))])
        }
        IiiRefused::TimeLeft { side: s, left_ms } => cat.get(
            "refuse-iii-time-left",
            &[("side", side(*s)), ("left", format_ms(*left_ms).into())],
        ),
    }
}

/// Why a 9.2/9.3 claim's written move cannot be judged or held to (Art. 9.5.3, 4.3).
pub fn claim_error(cat: &Catalog, e: &ClaimError) -> String {
    match e {
        ClaimError::Unreadable(e) => super::rules::rules_error(cat, e),
        ClaimError::Unusable {
            error,
            why,
            side: s,
        } => cat.get(
            "hold-unusable",
            &[
                ("error", super::rules::rules_error(cat, error).into()),
                ("why", hold_error(cat, why).into()),
                ("side", side(*s)),
            ],
        ),
        ClaimError::OnBoard(e) => cat.get(
            "hold-on-board-error",
            &[("error", super::rules::rules_error(cat, e).into())],
        ),
    }
}

/// Why a written move names no piece to hold the claimant to.
pub fn hold_error(cat: &Catalog, e: &HoldError) -> String {
    match e {
        HoldError::NotSan { written } => {
            cat.get("hold-not-san", &[("written", written.clone().into())])
        }
        HoldError::NoPieceMove { written } => {
            cat.get("hold-no-piece-move", &[("written", written.clone().into())])
        }
        HoldError::NamesNone {
            written,
            role,
            side: s,
        } => cat.get(
            "hold-names-none",
            &[
                ("written", written.clone().into()),
                ("role", role_name(*role).into()),
                ("side", side(*s)),
            ],
        ),
    }
}

/// What the clock refused (Art. 6); `action` is the clock command's name as typed.
pub fn clock_error(cat: &Catalog, e: &ClockError) -> String {
    let action = |key: &str, action: &str| cat.get(key, &[("action", action.to_owned().into())]);
    match e {
        ClockError::OutOfOrder { action, at, last } => cat.get(
            "clock-error-out-of-order",
            &[
                ("action", (*action).into()),
                ("at", (*at).into()),
                ("last", (*last).into()),
            ],
        ),
        ClockError::NotStarted { action: a } => action("clock-error-not-started", a),
        ClockError::AlreadyStarted => cat.get("clock-error-already-started", &[]),
        ClockError::Paused { action: a } => action("clock-error-paused", a),
        ClockError::NotPaused => cat.get("clock-error-not-paused", &[]),
        ClockError::Frozen { side: s } => cat.get("clock-error-frozen", &[("side", side(*s))]),
        ClockError::NegativeTime {
            action,
            side: s,
            ms,
        } => cat.get(
            "clock-error-negative-time",
            &[
                ("action", (*action).into()),
                ("side", side(*s)),
                ("ms", (*ms).into()),
            ],
        ),
        ClockError::MoveCounters { white, black } => cat.get(
            "clock-error-move-counters",
            &[("white", (*white).into()), ("black", (*black).into())],
        ),
        ClockError::NegativeIncrement { ms } => {
            cat.get("clock-error-negative-increment", &[("ms", (*ms).into())])
        }
        ClockError::Overflow { action: a } => action("clock-error-overflow", a),
    }
}
