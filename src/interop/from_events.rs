//! The event file's events of one board → the neutral [`LogEntry`] list that
//! [`game_log::build`](super::game_log::build) turns into the exported game and the report's
//! incidents. Takebacks are honoured by leaving the voided events out (the fold's `voided` set),
//! and the takeback itself is reported as a correction. Both clocks at each incident come from the
//! fold (`BoardState::incidents`), else from the last move's readings.

use std::collections::HashMap;

use shakmaty::Color;

use super::game_log::{LogEntry, LogKind};
use super::report::IncidentCategory;
use super::results::GameScore;
use crate::clock::{ClockEvent, format_ms};
use crate::event::{BoardState, Event, EventKind, PenaltyKind, Ruling};
use crate::rules::colour_title;

fn minutes(ms: i64) -> String {
    if ms % 60_000 == 0 {
        format!("{} min", ms / 60_000)
    } else {
        format!("{} s", ms as f64 / 1000.0)
    }
}

fn penalty_words(against: Color, penalty: &PenaltyKind) -> String {
    match penalty {
        PenaltyKind::Warning => format!("warning to {}", colour_title(against)),
        PenaltyKind::TimeToOpponent { ms } => {
            format!("+{} to {}", minutes(*ms), colour_title(!against))
        }
        PenaltyKind::TimeDeducted { ms } => {
            format!("−{} from {}", minutes(*ms), colour_title(against))
        }
        PenaltyKind::Score { note } | PenaltyKind::Other { note } => {
            format!("{}: {note}", colour_title(against))
        }
    }
}

fn ruling_word(r: Ruling) -> &'static str {
    match r {
        Ruling::Upheld => "upheld",
        Ruling::Rejected => "rejected",
        Ruling::Postponed => "postponed",
    }
}

/// PGN Termination from the article the result was given under (Art. 6.9 time, 12.x/11.x/7.5
/// rules infraction, 6.7 forfeit = abandoned), else "normal".
fn termination(article: Option<&str>, score: &GameScore) -> String {
    let a = article.unwrap_or("");
    if score.kind == super::results::ScoreKind::Forfeit || a.starts_with("6.7") {
        "abandoned".into()
    } else if a.starts_with("6.9") || a.starts_with("III") {
        "time forfeit".into()
    } else if a.starts_with("7.") || a.starts_with("11.") || a.starts_with("12.") {
        "rules infraction".into()
    } else {
        "normal".into()
    }
}

fn incident(
    category: IncidentCategory,
    article: Option<String>,
    decision: String,
    penalty: Option<String>,
) -> LogKind {
    LogKind::Incident {
        category,
        article,
        decision,
        penalty,
    }
}

/// Map one board's events (all of them, in sequence order) with its folded state to the log.
pub fn log_of(events: &[Event], state: &BoardState) -> Vec<LogEntry> {
    let clocks_at: HashMap<u32, (i64, i64)> = state
        .incidents
        .iter()
        .filter_map(|i| i.clock.map(|c| (i.seq, (c.white_ms, c.black_ms))))
        .collect();
    let mut log = Vec::new();
    let mut plies = 0usize;
    for ev in events {
        if state.voided.contains(&ev.seq) {
            continue;
        }
        let mut push = |kind: LogKind| {
            log.push(LogEntry {
                at_ms: ev.at_ms,
                arbiter: ev.who(),
                kind,
            })
        };
        if let Some(&(white_ms, black_ms)) = clocks_at.get(&ev.seq) {
            push(LogKind::Clocks { white_ms, black_ms });
        }
        match &ev.kind {
            EventKind::Move { san, clock } => {
                let mover = state.record.mover_of(plies + 1);
                plies += 1;
                let clock_ms = clock.map(|c| match mover {
                    Color::White => c.white_ms,
                    Color::Black => c.black_ms,
                });
                push(LogKind::Move {
                    san: san.clone(),
                    clock_ms,
                });
                if let Some(c) = clock {
                    push(LogKind::Clocks {
                        white_ms: c.white_ms,
                        black_ms: c.black_ms,
                    });
                }
            }
            EventKind::Clock(ce) => match ce {
                ClockEvent::Start | ClockEvent::Press | ClockEvent::Pause | ClockEvent::Resume => {}
                ClockEvent::Adjust { side, ms } => push(incident(
                    IncidentCategory::ClockCorrection,
                    Some("6.10.2".into()),
                    format!(
                        "{}'s clock adjusted by {:+} s",
                        colour_title(*side),
                        *ms as f64 / 1000.0
                    ),
                    None,
                )),
                ClockEvent::Set {
                    white_ms, black_ms, ..
                } => {
                    push(LogKind::Clocks {
                        white_ms: *white_ms,
                        black_ms: *black_ms,
                    });
                    push(incident(
                        IncidentCategory::ClockCorrection,
                        Some("6.10.2".into()),
                        format!(
                            "clock set to {} – {}",
                            format_ms(*white_ms),
                            format_ms(*black_ms)
                        ),
                        None,
                    ));
                }
                ClockEvent::Increment { ms } => push(incident(
                    IncidentCategory::ClockCorrection,
                    Some("III.4".into()),
                    format!(
                        "extra increment of {} s per move for both from now on",
                        *ms as f64 / 1000.0
                    ),
                    None,
                )),
                ClockEvent::FlagObserved { side } => push(incident(
                    IncidentCategory::Flag,
                    Some("6.9".into()),
                    format!("{}'s flag has fallen", colour_title(*side)),
                    None,
                )),
            },
            EventKind::DrawOffer { by } => push(LogKind::DrawOffer { by: *by }),
            EventKind::OfferAccepted { .. } => push(LogKind::Result {
                score: GameScore::DRAW,
                reason: Some("Draw agreed (Art. 9.1.2).".into()),
                termination: Some("normal".into()),
            }),
            EventKind::OfferDeclined { .. } => {}
            EventKind::Claim {
                by,
                claim,
                intended,
                valid,
                article,
                explanation,
                referral,
            } => {
                let mut text = format!("{} claims {}", colour_title(*by), claim.describe());
                if let Some(r) = referral {
                    text.push_str(&format!(
                        " without an arbiter present ({}), referred to the designated arbiter",
                        r.grounds()
                    ));
                }
                if let Some(m) = intended {
                    text.push_str(&format!(" with the intended move {m}"));
                }
                match valid {
                    Some(true) => text.push_str("; rules engine: valid"),
                    Some(false) => text.push_str("; rules engine: not valid"),
                    None => {}
                }
                if let Some(e) = explanation {
                    text.push_str(&format!(" ({e})"));
                }
                push(incident(
                    IncidentCategory::Claim,
                    article.clone(),
                    text,
                    None,
                ));
            }
            EventKind::Decision {
                of_seq,
                claimant,
                ruling,
                article,
                note,
                result,
                ..
            } => {
                let whose = claimant.map_or(format!("the claim #{of_seq}"), |c| {
                    format!("{}'s claim", colour_title(c))
                });
                let mut text = format!("{whose}: {}", ruling_word(*ruling));
                if let Some(n) = note {
                    text.push_str(&format!(" — {n}"));
                }
                if let Some(r) = result {
                    text.push_str(&format!(" (result {r})"));
                }
                push(incident(
                    IncidentCategory::Decision,
                    article.clone(),
                    text,
                    None,
                ));
            }
            EventKind::Penalty {
                against,
                penalty,
                article,
                reason,
            } => push(incident(
                IncidentCategory::Penalty,
                Some(article.clone()),
                reason.clone(),
                Some(penalty_words(*against, penalty)),
            )),
            EventKind::IllegalMove { by, note } => {
                let mut text = format!("{} completed an illegal move", colour_title(*by));
                if let Some(n) = note {
                    text.push_str(&format!(": {n}"));
                }
                push(incident(
                    IncidentCategory::IllegalMove,
                    Some("7.5.5".into()),
                    text,
                    None,
                ));
            }
            EventKind::Result {
                result,
                reason,
                article,
            } => match GameScore::from_text(result) {
                Some(score) => {
                    let mut why = reason.clone();
                    if let Some(a) = article {
                        why.push_str(&format!(" (Art. {a})"));
                    }
                    push(LogKind::Result {
                        score,
                        reason: Some(why),
                        termination: Some(termination(article.as_deref(), &score)),
                    });
                }
                None => push(incident(
                    IncidentCategory::Note,
                    article.clone(),
                    format!("result '{result}' recorded ({reason}) is not a valid score"),
                    None,
                )),
            },
            EventKind::Note { text } => {
                push(incident(IncidentCategory::Note, None, text.clone(), None));
            }
            EventKind::ClaimVerified { .. } => {
                push(incident(
                    IncidentCategory::Claim,
                    Some("III.6.1".into()),
                    ev.kind.describe(),
                    None,
                ));
            }
            EventKind::Takeback { of_seq } => {
                let what = events
                    .iter()
                    .find(|e| e.seq == *of_seq)
                    .map_or(format!("event #{of_seq}"), |e| e.kind.describe());
                push(incident(
                    IncidentCategory::Decision,
                    None,
                    format!("correction: taken back — {what}"),
                    None,
                ));
            }
        }
    }
    log
}
