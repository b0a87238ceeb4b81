//! A claim's verdict as the event file keeps it (issue 16): the engine's structured finding,
//! which every reader words in its own language; an event stored by an older version with its
//! explanation as text still folds and shows that text as stored.

use arbiter::event::command::Command;
use arbiter::event::fold::HistoryKind;
use arbiter::event::procedure::ClaimText;
use arbiter::event::{BoardSetup, ClaimKind, Event, EventKind, EventSettings, fold_with};
use arbiter::i18n::{Catalog, Lang};
use arbiter::rules::{GameRecord, LawsParams};

const T: i64 = 1_800_000_000_000;

/// The knight dance: after 4.Ng1 Black writes 4...Ng8, the start position for the third time
/// (Art. 9.2.1).
const DANCE: [&str; 7] = ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1"];

use crate::common::events as common_events;

fn events(kinds: &[EventKind]) -> Vec<Event> {
    common_events::events(1, kinds, |i| T + i as i64 * 1000)
}

fn moves() -> Vec<EventKind> {
    DANCE
        .iter()
        .map(|san| EventKind::Move {
            san: (*san).into(),
            clock: None,
        })
        .collect()
}

/// The claim event the command records for Black's written 4...Ng8, through JSON as stored.
fn stored_claim(written: &str) -> EventKind {
    let settings = EventSettings::new("x");
    let setup = BoardSetup::new(1, "W", "B");
    let state = fold_with(&setup, &settings, &events(&moves()));
    let cmd = Command::Claim {
        claim: ClaimKind::Repetition,
        intended: Some(written.into()),
        by: None,
        touched: false,
    };
    let kind = cmd
        .to_event(&state, &settings, T + 60_000)
        .expect("recorded");
    let json = serde_json::to_string(&kind).expect("json");
    serde_json::from_str(&json).expect("read back")
}

/// The claim's explanation in the history of the board with `claim` after the dance.
fn history_text(claim: EventKind, lang: Lang) -> String {
    let mut kinds = moves();
    kinds.push(claim);
    let state = fold_with(
        &BoardSetup::new(1, "W", "B"),
        &EventSettings::new("x"),
        &events(&kinds),
    );
    assert!(state.problems.is_empty(), "{:?}", state.problems);
    let entry = state.history.last().expect("the claim");
    assert!(matches!(entry.kind, HistoryKind::Claim { .. }));
    arbiter::i18n::board::history(&Catalog::new(lang), entry)
}

#[test]
fn a_new_claim_stores_the_finding_not_words() {
    let kind = stored_claim("Ng8");
    let EventKind::Claim { explanation, .. } = &kind else {
        panic!("{kind:?}")
    };
    let Some(ClaimText::Finding(f)) = explanation else {
        panic!("not a finding: {explanation:?}")
    };
    assert!(f.valid);
    assert_eq!(f.article, "9.2.1");
    let plies: Vec<usize> = f.occurrences.iter().flatten().map(|m| m.ply).collect();
    assert_eq!(plies, [0, 4, 8]);
    assert_eq!(f.written.as_deref(), Some("4...Ng8"));
    // No sentence of any language is in the stored JSON.
    let json = serde_json::to_string(&kind).expect("json");
    for lang in Lang::ALL {
        let cat = Catalog::new(lang);
        let text = arbiter::i18n::claim::text(&cat, explanation.as_ref().expect("some"));
        assert!(!json.contains(&text), "{lang}: {json}");
    }
}

/// One stored event, shown in Spanish and in Russian: each the engine's explanation of the same
/// verdict worded in that language (as `rules claim` words it from the game record).
#[test]
fn the_same_stored_claim_is_shown_in_spanish_and_russian() {
    let claim = stored_claim("Ng8");
    let mut record = GameRecord::new();
    for san in DANCE {
        record.play_san(san).expect("legal");
    }
    let verdict = record
        .claim(Some("Ng8"), &LawsParams::default())
        .expect("verdict");
    let mut seen = Vec::new();
    for lang in Lang::ALL {
        let cat = Catalog::new(lang);
        let expected = arbiter::i18n::claim::explanation(&cat, &record, &verdict);
        let shown = history_text(claim.clone(), lang);
        assert!(
            shown.contains(&expected),
            "{lang}: {expected:?} not in {shown:?}"
        );
        assert!(
            shown.contains("9.2.1") || shown.contains("4...Ng8"),
            "{shown}"
        );
        seen.push(expected);
    }
    assert_ne!(seen[1], seen[2], "Spanish and Russian differ");
    assert_ne!(seen[0], seen[1], "English and Spanish differ");
}

/// An illegal written move (Art. 9.5.3) is stored as facts too: the piece the claimant is held
/// to is worded by each reader.
#[test]
fn an_illegal_written_move_is_stored_as_facts() {
    let claim = stored_claim("Nf4");
    let EventKind::Claim {
        explanation: Some(ClaimText::Finding(f)),
        valid,
        ..
    } = &claim
    else {
        panic!("{claim:?}")
    };
    assert_eq!(*valid, Some(false));
    let w = f.illegal_written.as_ref().expect("illegal written move");
    assert_eq!(w.written, "Nf4");
    assert!(!w.on_board_valid);
    let hold = w.hold.as_ref().expect("the knight");
    assert_eq!(hold.role, "knight");
    let mut squares = hold.squares.clone();
    squares.sort();
    assert_eq!(squares, ["b8", "f6"], "Black's knights, neither reaches f4");
    let en = history_text(claim.clone(), Lang::En);
    let ru = history_text(claim.clone(), Lang::Ru);
    assert!(en.contains("Nf4") && ru.contains("Nf4"), "{en} / {ru}");
    assert_ne!(en, ru);
}

/// An event file written by an older version keeps the explanation as text: it still reads,
/// folds and shows that text as stored, in every language.
#[test]
fn an_older_events_explanation_text_still_folds_and_shows_as_stored() {
    let old = r#"{"type":"claim","by":"black","claim":"repetition","intended":"Ng8","valid":true,"article":"9.2.1","explanation":"The written move 4...Ng8 makes the position appear for the third time"}"#;
    let kind: EventKind = serde_json::from_str(old).expect("an older event reads");
    let EventKind::Claim { explanation, .. } = &kind else {
        panic!("{kind:?}")
    };
    assert_eq!(
        explanation,
        &Some(ClaimText::Stored(
            "The written move 4...Ng8 makes the position appear for the third time".into()
        ))
    );
    for lang in Lang::ALL {
        let shown = history_text(kind.clone(), lang);
        assert!(
            shown.contains("The written move 4...Ng8 makes the position appear for the third time"),
            "{lang}: {shown}"
        );
    }
    // Written back, it stays the same text.
    let json = serde_json::to_string(&kind).expect("json");
    assert!(
        json.contains(r#""explanation":"The written move"#),
        "{json}"
    );
}

/// The rules engine's errors keep their facts (issue 16): the reason a move is illegal is worded
/// at the edge, in the reader's language, never English inside a Spanish or Russian sentence.
#[test]
fn a_rules_error_is_worded_in_the_readers_language() {
    use arbiter::rules::{IllegalReason, RulesError};
    use shakmaty::Color;
    let mut record = GameRecord::new();
    let err = record
        .play_san("Ke2")
        .expect_err("the king cannot move at the start");
    let RulesError::IllegalMove { label, reason } = &err else {
        panic!("{err:?}")
    };
    assert_eq!(label, "1.Ke2");
    assert_eq!(
        reason,
        &IllegalReason::NotLegal {
            text: "Ke2".into(),
            side: Color::White
        }
    );
    let words = |lang| arbiter::i18n::rules::rules_error(&Catalog::new(lang), &err);
    assert_eq!(
        words(Lang::En),
        "1.Ke2: illegal: Ke2 is not a legal move for white here"
    );
    assert_eq!(
        words(Lang::Es),
        "1.Ke2: ilegal: Ke2 no es una jugada legal de las blancas aquí"
    );
    assert_eq!(
        words(Lang::Ru),
        "1.Ke2: невозможный ход: Ke2 — невозможный здесь ход белых"
    );
}
