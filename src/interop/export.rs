//! A folded board → the exported PGN game, the report's incidents and the score for the
//! results. Pure, and a reader of the fold only (`event::fold`): the moves (the 9.5.3 written
//! move included), clock readings, draw offers, claims, rulings, penalties, results and
//! takebacks come from [`BoardState::history`], the result from [`BoardState::outcome`]. Nothing
//! here replays the event log a second way, so the board screen, `show`, `boards`, the PGN, the
//! results CSV, the TRF column and the report cannot disagree.

use shakmaty::Color;

use super::pairing::Pairing;
use super::pgn_out::{ExportGame, ExportMove};
use super::report::{Incident, IncidentCategory};
use super::results::GameScore;
use crate::clock::ClockEvent;
use crate::event::BoardState;
use crate::event::fold::{HistoryEntry, HistoryKind, Outcome, Step, Termination};
use crate::i18n::{Catalog, Lang};
use crate::rules::ScoreKind;

/// Event-wide tags.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct EventInfo {
    pub event: String,
    pub site: String,
    /// "YYYY.MM.DD".
    pub date: String,
    pub time_control: Option<String>,
    /// The language of the PGN comments: English unless `export pgn --lang` says otherwise.
    pub comments_lang: Lang,
    /// The language of the incidents' words (the report's: the event's unless `--lang`).
    pub incidents_lang: Lang,
}

/// What goes out: the public record, or the chief arbiter's archive with every note.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Audience {
    /// Moves, clocks, draw offers, the official result and its article.
    #[default]
    Public,
    /// Also the arbiters' notes and incidents (claims, rulings, penalties, corrections).
    Archive,
}

/// The exported game, its incidents and the score for the results (if the game is decided).
#[derive(Debug, Clone, PartialEq)]
pub struct BoardExport {
    pub game: ExportGame,
    pub incidents: Vec<Incident>,
    /// The score for the standings (Armageddon applied), `None` while the game goes on.
    pub score: Option<GameScore>,
}

/// The report's category of a history entry; `None` for what the report does not list (moves,
/// presses, draw offers and their answers).
fn category(h: &HistoryEntry) -> Option<IncidentCategory> {
    Some(match &h.kind {
        HistoryKind::Offer { .. } | HistoryKind::OfferAnswered { .. } => return None,
        HistoryKind::Clock { event } => match event {
            ClockEvent::Start | ClockEvent::Press => return None,
            ClockEvent::FlagObserved { .. } => IncidentCategory::Flag,
            _ => IncidentCategory::ClockCorrection,
        },
        HistoryKind::Claim { .. } | HistoryKind::Verification { .. } => IncidentCategory::Claim,
        HistoryKind::Ruling { .. } | HistoryKind::Result(_) | HistoryKind::Takeback { .. } => {
            IncidentCategory::Decision
        }
        HistoryKind::Penalty { .. } => IncidentCategory::Penalty,
        HistoryKind::IllegalMove { .. } => IncidentCategory::IllegalMove,
        HistoryKind::Note { .. } | HistoryKind::WrittenUnplayable { .. } => IncidentCategory::Note,
        HistoryKind::Feed(crate::event::FeedNotice::Attached { .. }) => return None,
        HistoryKind::Feed(_) => IncidentCategory::Feed,
    })
}

/// "Arbiter (Claim, Art. 9.2): …" — a note in the PGN archive, in `pgn`'s language; with the
/// time the incident gave or took and the clocks after it (issue 33: no `%clk` jump without its
/// reason).
fn note_text(
    pgn: &Catalog,
    state: &BoardState,
    h: &HistoryEntry,
    kind: IncidentCategory,
) -> String {
    let note = incident_note(pgn, h, kind);
    // "…(number 1). Time: …": one full stop whether the incident's words end with one or not.
    let note = note.trim_end_matches('.').to_owned();
    let Some(awards) = crate::i18n::board::awards_of(pgn, state, h.seq) else {
        return note;
    };
    let clocks = h.clock.map_or_else(String::new, |c| {
        pgn.get(
            "pgn-note-clocks",
            &[
                ("white", crate::clock::format_ms(c.white_ms).into()),
                ("black", crate::clock::format_ms(c.black_ms).into()),
            ],
        )
    });
    pgn.get(
        "pgn-note-time",
        &[
            ("note", note.into()),
            ("awards", awards.into()),
            ("clocks", clocks.into()),
        ],
    )
}

/// [`note_text`] without the time.
fn incident_note(pgn: &Catalog, h: &HistoryEntry, kind: IncidentCategory) -> String {
    let what = crate::rules::upper_first(&crate::i18n::board::history(pgn, h));
    let category = kind.name(pgn);
    match h.article() {
        Some(a) => pgn.get(
            "pgn-note-article",
            &[
                ("category", category.into()),
                ("article", a.into()),
                ("what", what.into()),
            ],
        ),
        None => pgn.get(
            "pgn-note",
            &[("category", category.into()), ("what", what.into())],
        ),
    }
}

/// Why the game ended, as the PGN says it before the result (Art. 5, 6.7, 9.6, 10.2, 12.9).
fn result_comment(pgn: &Catalog, state: &BoardState, o: &Outcome) -> String {
    let mut parts = Vec::new();
    let reason = crate::rules::upper_first(&crate::i18n::board::outcome_reason(pgn, state, o));
    parts.push(match &o.article {
        Some(a) => pgn.get(
            "pgn-why-article",
            &[("reason", reason.into()), ("article", a.clone().into())],
        ),
        None => pgn.get("pgn-why", &[("reason", reason.into())]),
    });
    match o.score.kind {
        ScoreKind::Forfeit => {
            parts.push(pgn.get("pgn-forfeit", &[("score", o.score.to_string().into())]))
        }
        ScoreKind::Unplayed => parts.push(pgn.get(
            "pgn-unplayed",
            &[("score", o.score.base().to_string().into())],
        )),
        ScoreKind::Played if o.score.pgn().is_none() => {
            parts.push(pgn.get("pgn-other-score", &[("score", o.score.to_string().into())]))
        }
        ScoreKind::Played => {}
    }
    if o.standing != o.score {
        parts.push(pgn.get(
            "pgn-armageddon",
            &[("score", o.standing.to_string().into())],
        ));
    }
    parts.join(" ")
}

/// A Law ended the game (mate, stalemate, dead position, fivefold, 75 moves) and moves still
/// followed on the record (a file from before moves after the end were refused): the note goes
/// at the move that ended it, says the later half-moves do not count and which result recorded
/// after it the Law replaced.
fn void_moves_note(pgn: &Catalog, state: &BoardState, o: &Outcome) -> Option<(usize, String)> {
    if o.actor.is_some() {
        return None;
    }
    let after = state.moves.len().checked_sub(o.ply).filter(|n| *n > 0)?;
    let mut note = result_comment(pgn, state, o);
    note.push(' ');
    note.push_str(&pgn.get("pgn-void-moves", &[("count", after.into())]));
    if let Some(r) = state.result.as_ref().filter(|r| r.score != o.score) {
        note.push(' ');
        note.push_str(&pgn.get(
            "pgn-result-replaced",
            &[("score", r.score.to_string().into())],
        ));
    }
    Some((o.ply, note))
}

/// Build the export of one folded board. `pairing` gives the round, the board and the players'
/// tags; `info` the event's.
pub fn board_export(
    info: &EventInfo,
    pairing: &Pairing,
    state: &BoardState,
    audience: Audience,
) -> BoardExport {
    // PGN comments in English unless `export pgn --lang` asked otherwise.
    let pgn = crate::i18n::catalog(info.comments_lang);
    let said = crate::i18n::catalog(info.incidents_lang);
    let outcome = state.outcome();
    let mut game = ExportGame {
        event: info.event.clone(),
        site: info.site.clone(),
        date: info.date.clone(),
        round: pairing.round,
        board: pairing.board,
        white: pairing.white.clone(),
        black: pairing.black.clone(),
        result: outcome
            .as_ref()
            .and_then(|o| o.score.pgn())
            .unwrap_or("*")
            .to_owned(),
        white_title: pairing.white_title.clone(),
        black_title: pairing.black_title.clone(),
        white_elo: pairing.white_rating,
        black_elo: pairing.black_rating,
        white_fide_id: pairing.white_fide_id,
        black_fide_id: pairing.black_fide_id,
        time_control: info.time_control.clone(),
        termination: Some(
            outcome
                .as_ref()
                .map_or(Termination::Unterminated, |o| o.termination)
                .pgn()
                .to_owned(),
        ),
        fen: state.setup.fen.clone(),
        variant: state.setup.variant,
        ..ExportGame::default()
    };
    let mut incidents = Vec::new();
    for step in state.timeline() {
        let h = match step {
            Step::Move(m) => {
                let mut em = ExportMove::new(&m.san);
                em.clock_ms = m.mover_ms(state.record.mover_of(m.ply));
                if m.written && audience == Audience::Archive {
                    em.comments.push(pgn.get("pgn-written-move-played", &[]));
                }
                game.moves.push(em);
                continue;
            }
            Step::Other(h) => h,
        };
        if let HistoryKind::Offer { by, .. } = h.kind {
            offer_mark(pgn, state, &mut game, h.plies, by);
        }
        let Some(cat) = category(h) else { continue };
        if audience == Audience::Archive && !matches!(h.kind, HistoryKind::Result(_)) {
            let note = note_text(pgn, state, h, cat);
            match game.moves.last_mut() {
                Some(m) => m.comments.push(note),
                None => game.start_comments.push(note),
            }
        }
        incidents.push(Incident {
            at_ms: h.at_ms,
            round: pairing.round,
            board: pairing.board,
            white: pairing.white.clone(),
            black: pairing.black.clone(),
            move_label: (h.plies > 0).then(|| state.record.ply_label(h.plies)),
            white_clock_ms: h.clock.map(|c| c.white_ms),
            black_clock_ms: h.clock.map(|c| c.black_ms),
            category: cat,
            article: h.article(),
            decision: crate::rules::upper_first(&crate::i18n::board::history(said, h)),
            // The time the incident gave or took, as the fold states it (issue 33); a
            // penalty without time (a warning, a measure) in its words.
            penalty: crate::i18n::board::awards_of(said, state, h.seq).or_else(|| match &h.kind {
                HistoryKind::Penalty {
                    against, penalty, ..
                } => Some(crate::i18n::board::penalty(said, *against, penalty)),
                _ => None,
            }),
            arbiter: h.who.clone(),
        });
    }
    if let Some(o) = &outcome {
        match void_moves_note(pgn, state, o) {
            Some((ply, note)) => match ply.checked_sub(1).and_then(|i| game.moves.get_mut(i)) {
                Some(m) => m.comments.push(note),
                None => game.start_comments.push(note),
            },
            None => game.result_comment = Some(result_comment(pgn, state, o)),
        }
    }
    BoardExport {
        game,
        incidents,
        score: outcome.as_ref().map(|o| o.standing),
    }
}

/// Art. 9.1.2.1: a draw offer is made after one's move and before pressing the clock; PGN marks
/// it "(=)" after the offerer's move. An offer made by the player on the move (before moving,
/// Art. 9.1.2.2: still valid) is said in words at the last move.
/// The words are in `pgn`'s language (English unless `export pgn --lang` says otherwise).
fn offer_mark(pgn: &Catalog, state: &BoardState, game: &mut ExportGame, plies: usize, by: Color) {
    let offerer_moved_last = state.offer_marked(plies, by);
    let by = [("by", crate::i18n::rules::colour_key(by).into())];
    match plies.checked_sub(1).and_then(|i| game.moves.get_mut(i)) {
        Some(m) if offerer_moved_last => m.draw_offer = true,
        Some(m) => m.comments.push(pgn.get("cli-pgn-offer-before-moving", &by)),
        None => game.start_comments.push(pgn.get("cli-pgn-offer", &by)),
    }
}
