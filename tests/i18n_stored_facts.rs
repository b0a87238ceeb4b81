//! The arbiter's language, last parts (issue 16): events keep facts, not words — a result's
//! and a penalty's fixed reason, an illegal written move's error, a file's name — and the fold
//! words nothing: every reader words the facts in its own language (the report in the event's,
//! the PGN in `export pgn --lang`'s), whatever the process's language. Events written by older
//! versions (text only) are shown as stored.

use arbiter::event::fold::BoardState;
use arbiter::event::procedure::{FindingWhy, LossCause, MateVerdict};
use arbiter::event::{
    BoardSetup, ClaimKind, EventKind, EventSettings, PenaltyKind, PenaltyMeasure, ResultReason,
    Ruling, fold_with,
};
use arbiter::i18n::{Catalog, Lang};
use arbiter::interop::Pairing;
use arbiter::interop::export::{Audience, EventInfo, board_export};
use arbiter::interop::pgn_out::write_game;
use arbiter::rules::GameScore;
use shakmaty::Color;

/// Fails naming the first of `terms` that `text` lacks.
fn has_all(text: &str, terms: &[&str]) {
    for term in terms {
        assert!(text.contains(term), "{term:?} missing from:\n{text}");
    }
}

/// Fails naming the first of `terms` that `text` has.
fn has_none(text: &str, terms: &[&str]) {
    for term in terms {
        assert!(!text.contains(term), "{term:?} present in:\n{text}");
    }
}

/// JSON samples of events as the version before this one stored them: text only. They still
/// read, and show their text as stored, in every language.
#[test]
fn events_stored_as_text_by_older_versions_read_and_show_as_stored() {
    let old_result = r#"{"type":"result","result":"1-0","reason":"Black resigned","article":null}"#;
    let old_penalty = r#"{"type":"penalty","against":"black","penalty":"score","note":"game declared lost","article":"12.9.6","reason":"phone rang"}"#;
    let old_other = r#"{"type":"penalty","against":"white","penalty":"other","note":"fine announced in advance (12.9.7)","article":"12.9.7","reason":"late"}"#;
    let kinds: Vec<EventKind> = [old_penalty, old_other, old_result]
        .iter()
        .map(|j| serde_json::from_str(j).expect("an old event reads"))
        .collect();
    match &kinds[2] {
        EventKind::Result { reason, .. } => {
            assert_eq!(reason.reason, "Black resigned");
            assert_eq!(reason.why, None);
        }
        other => panic!("{other:?}"),
    }
    let state = fold_kinds(kinds.clone());
    for lang in Lang::ALL {
        let cat = Catalog::new(lang);
        let status = arbiter::i18n::board::status(&cat, &state);
        assert!(status.contains("Black resigned"), "{lang}: {status}");
        let history: Vec<String> = state
            .history
            .iter()
            .map(|h| arbiter::i18n::board::history(&cat, h))
            .collect();
        let all = history.join("\n");
        has_all(
            &all,
            &["game declared lost", "phone rang", "fine announced", "late"],
        );
    }
    // Written again, an old event keeps its form: no fact appears that it did not have.
    let again = serde_json::to_string(&kinds[2]).expect("json");
    assert!(!again.contains("\"why\""), "{again}");
    let back: EventKind = serde_json::from_str(&again).expect("reads");
    assert_eq!(back, kinds[2]);
}

/// A new event with a fact reads back the same, and a version that knows only the text finds
/// the `reason` field it requires (empty).
#[test]
fn new_events_with_facts_round_trip() {
    let kinds = [
        EventKind::Result {
            result: GameScore::BLACK_WINS,
            reason: ResultReason::Resigned { side: Color::White }.into(),
            article: None,
        },
        EventKind::Result {
            result: GameScore::WHITE_FORFEIT_WIN,
            reason: ResultReason::DefaultTime {
                absent: Color::Black,
            }
            .into(),
            article: Some("6.7.1".into()),
        },
        EventKind::Result {
            result: GameScore::DRAW,
            reason: ResultReason::Imported {
                file: "round 3.pgn".into(),
            }
            .into(),
            article: None,
        },
        EventKind::Result {
            result: GameScore::WHITE_WINS,
            reason: ResultReason::Finding(FindingWhy::Loss {
                cause: LossCause::Flag {
                    loser: Color::Black,
                },
                mate: MateVerdict::Can {
                    line: vec!["Qh5".into(), "Ke7".into(), "Qe5#".into()],
                },
            })
            .into(),
            article: Some("6.9".into()),
        },
        EventKind::Penalty {
            against: Color::Black,
            penalty: PenaltyKind::Measure {
                measure: PenaltyMeasure::GameLost,
            },
            article: "12.9.6".into(),
            reason: "phone rang".into(),
        },
    ];
    for kind in kinds {
        let json = serde_json::to_string(&kind).expect("json");
        let value: serde_json::Value = serde_json::from_str(&json).expect("value");
        if matches!(kind, EventKind::Result { .. }) {
            assert_eq!(value["reason"], "", "{json}");
        }
        let back: EventKind = serde_json::from_str(&json).expect("reads back");
        assert_eq!(back, kind, "{json}");
    }
}

use crate::common::events as common_events;

fn fold_kinds(kinds: Vec<EventKind>) -> BoardState {
    let setup = BoardSetup::new(1, "Alpha", "Beta");
    let events = common_events::events(1, &kinds, |i| 1_790_000_000_000 + i as i64 * 60_000);
    fold_with(&setup, &EventSettings::new("Open"), &events)
}

fn mv(san: &str) -> EventKind {
    EventKind::Move {
        san: san.into(),
        clock: None,
    }
}

/// The fold keeps facts: a PGN in Russian and a report in Spanish (the process has no
/// language of its own, issue 31) hold the Russian and Spanish words of a claim upheld, a
/// takeback, a penalty and the outcome's reason — and none of the English.
#[test]
fn the_fold_words_nothing_the_readers_word_in_their_language() {
    let state = fold_kinds(vec![
        mv("e4"),
        mv("e5"),
        EventKind::Note { text: "x".into() },
        EventKind::Takeback { of_seq: 3 },
        EventKind::Penalty {
            against: Color::White,
            penalty: PenaltyKind::Warning,
            article: "12.9.1".into(),
            reason: "teléfono".into(),
        },
        EventKind::Claim {
            by: Color::Black,
            claim: ClaimKind::NoEffort,
            intended: None,
            valid: None,
            article: Some("III.5".into()),
            explanation: None,
            referral: None,
        },
        EventKind::Decision {
            of_seq: 6,
            claimant: Some(Color::Black),
            ruling: Ruling::Upheld,
            article: None,
            note: None,
            opponent_ms: None,
            result: None,
        },
    ]);
    assert!(state.problems.is_empty(), "{:?}", state.problems);
    let info = EventInfo {
        event: "Open".into(),
        comments_lang: Lang::Ru,
        incidents_lang: Lang::Es,
        ..EventInfo::default()
    };
    let export = board_export(
        &info,
        &Pairing::new(1, 1, "Alpha", "Beta"),
        &state,
        Audience::Archive,
    );
    // The PGN writer wraps its lines: compare words, not lines.
    let pgn = write_game(&export.game)
        .expect("the game writes")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase();
    let (ru, es) = (Catalog::new(Lang::Ru), Catalog::new(Lang::Es));
    let claim = |cat: &Catalog| cat.get("claim-kind-no-effort", &[]);
    let upheld = |cat: &Catalog| cat.get("fold-claim-upheld", &[("claim", claim(cat).into())]);
    let warning = |cat: &Catalog| cat.get("penalty-warning", &[("side", "white".into())]);
    // The Russian words, from the catalog and as the seeds say them.
    let (upheld_ru, warning_ru) = (upheld(&ru).to_lowercase(), warning(&ru).to_lowercase());
    has_all(
        &pgn,
        &[
            upheld_ru.as_str(),
            "требование удовлетворено",
            warning_ru.as_str(),
            "исправление: #3 отменено",
            "заметка: x",
        ],
    );
    has_none(
        &pgn,
        &[
            "claim upheld",
            "warning to",
            "taken back",
            "recorded by",
            "note: x",
        ],
    );
    // The report's incidents in Spanish.
    let decisions: Vec<&str> = export
        .incidents
        .iter()
        .map(|i| i.decision.as_str())
        .collect();
    let all = decisions.join("\n").to_lowercase();
    let upheld_es = upheld(&es).to_lowercase();
    has_all(
        &all,
        &[
            upheld_es.as_str(),
            "reclamación aceptada",
            "corrección: #3 anulado",
            "nota: x",
            "teléfono",
        ],
    );
    let penalties: Vec<String> = export
        .incidents
        .iter()
        .filter_map(|i| i.penalty.clone())
        .collect();
    assert_eq!(penalties, vec![warning(&es)]);
    assert_eq!(warning(&es), "amonestación a las blancas");
    has_none(
        &all,
        &["claim upheld", "taken back", "warning to", "note: x"],
    );
    // The outcome's reason: the fact, worded by each reader.
    let outcome = state.outcome().expect("over");
    assert_eq!(
        outcome.reason.why,
        Some(ResultReason::ClaimUpheld {
            claim: ClaimKind::NoEffort
        })
    );
    assert!(outcome.reason.reason.is_empty());
}

/// A written move that cannot be played after an incorrect claim (Art. 9.5.3) is kept as the
/// engine's facts and worded by each reader.
#[test]
fn an_unplayable_written_move_is_worded_by_the_reader() {
    let state = fold_kinds(vec![
        mv("e4"),
        mv("e5"),
        EventKind::Claim {
            by: Color::White,
            claim: ClaimKind::Repetition,
            intended: Some("Qh8".into()),
            valid: Some(false),
            article: Some("9.2".into()),
            explanation: None,
            referral: None,
        },
        EventKind::Decision {
            of_seq: 3,
            claimant: Some(Color::White),
            ruling: Ruling::Rejected,
            article: None,
            note: None,
            opponent_ms: None,
            result: None,
        },
    ]);
    let (en, ru) = (Catalog::new(Lang::En), Catalog::new(Lang::Ru));
    let words = |cat: &Catalog| {
        state
            .history
            .iter()
            .map(|h| arbiter::i18n::board::history(cat, h))
            .collect::<Vec<_>>()
            .join("\n")
    };
    has_all(
        &words(&en),
        &["the written move Qh8 cannot be played", "queen"],
    );
    let ru_words = words(&ru);
    has_all(
        &ru_words,
        &["записанный ход Qh8 сделать невозможно", "ферзём"],
    );
    has_none(&ru_words, &["cannot be played", "not a legal move"]);
}

/// A PGN game that cannot be read keeps the engine's error as facts (`PgnDetail`): the reader
/// words the whole message in its language, the move's reason included.
#[test]
fn a_pgn_error_is_worded_whole_by_the_reader() {
    let pgn = b"[Event \"x\"]\n\n1. e4 e5 2. Ke3 *\n";
    let err = arbiter::rules::pgn::parse_games(pgn).expect_err("2.Ke3 is illegal");
    let words = |lang| arbiter::i18n::rules::rules_error(&Catalog::new(lang), &err);
    let (en, es, ru) = (words(Lang::En), words(Lang::Es), words(Lang::Ru));
    has_all(&en, &["game 1", "Ke3", "not a legal move"]);
    has_all(&es, &["partida 1", "jugada", "Ke3"]);
    has_all(&ru, &["партия 1", "ход", "Ke3"]);
    has_none(&es, &["not a legal move", "game 1"]);
    has_none(&ru, &["not a legal move", "game 1"]);
}

/// An imported claim's origin is stored as data (the file's name and the claim's tags) and
/// worded by the reader; a note from an older version (its text) shows as stored.
#[test]
fn an_imported_claims_origin_is_data_worded_by_the_reader() {
    let new = r#"{"type":"note","text":"","origin":{"file":"round 3.pgn","event":"Open B","board":"4","at":"17:02","by":"white"}}"#;
    let old = r#"{"type":"note","text":"claim imported from round 3.pgn (event \"Open B\", board 4, made 17:02 by white)"}"#;
    let kinds: Vec<EventKind> = [new, old]
        .iter()
        .map(|j| serde_json::from_str(j).expect("reads"))
        .collect();
    for kind in &kinds {
        let again: EventKind =
            serde_json::from_str(&serde_json::to_string(kind).expect("json")).expect("reads");
        assert_eq!(&again, kind);
    }
    let state = fold_kinds(kinds);
    let words = |lang| {
        let cat = Catalog::new(lang);
        state
            .history
            .iter()
            .map(|h| arbiter::i18n::board::history(&cat, h))
            .collect::<Vec<_>>()
    };
    let (es, ru, en) = (words(Lang::Es), words(Lang::Ru), words(Lang::En));
    has_all(
        &es[0],
        &[
            "reclamación importada de round 3.pgn",
            "\"Open B\"",
            "tablero 4",
        ],
    );
    has_all(
        &ru[0],
        &["требование импортировано из round 3.pgn", "доска 4"],
    );
    has_all(&en[0], &["claim imported from round 3.pgn", "board 4"]);
    // The old note is its text, in every language.
    for lang in [&es, &ru, &en] {
        assert!(
            lang[1].contains("claim imported from round 3.pgn"),
            "{}",
            lang[1]
        );
    }
}

/// An illegal written move's error is kept as the engine's facts (Art. 9.5.3) and worded by
/// the reader; a finding stored by an older version keeps its text.
#[test]
fn an_illegal_written_moves_error_is_typed_and_old_text_stays() {
    let mut record = arbiter::rules::GameRecord::new();
    for san in ["e4", "e5"] {
        record.play_san(san).expect("legal");
    }
    let found = arbiter::event::procedure::repetition_claim(
        &record,
        Some("Qh8"),
        &arbiter::rules::LawsParams::default(),
    )
    .expect("a queen to hold the claimant to");
    let written = found
        .finding
        .illegal_written
        .clone()
        .expect("the written move is illegal");
    assert!(written.error.is_empty(), "{written:?}");
    assert!(written.why.is_some(), "{written:?}");
    let words = |lang, f: &arbiter::event::procedure::ClaimFinding| {
        arbiter::i18n::claim::finding(&Catalog::new(lang), f)
    };
    let ru = words(Lang::Ru, &found.finding);
    has_all(&ru, &["Qh8"]);
    has_none(&ru, &["not a legal move", "is illegal"]);
    has_all(
        &words(Lang::En, &found.finding),
        &["Qh8 is not a legal move for white"],
    );
    // As an older version stored it: the error's text, no facts.
    let mut old = serde_json::to_value(&found.finding).expect("json");
    let w = &mut old["illegal_written"];
    w.as_object_mut().expect("object").remove("why");
    w["error"] = "Qh8 is not a legal move for white here".into();
    let old: arbiter::event::procedure::ClaimFinding =
        serde_json::from_value(old).expect("an old finding reads");
    has_all(
        &words(Lang::Ru, &old),
        &["Qh8 is not a legal move for white here"],
    );
}

/// A dead-position proof is stored as its facts (a flag finding's "cannot mate", Art. 6.9) and
/// worded by each reader; a proof an older version stored as text reads back as that text. A
/// game ended by a dead position (Art. 5.2.2) is explained in the reader's language.
#[test]
fn a_dead_position_proof_is_a_fact_worded_by_each_reader() {
    use arbiter::event::procedure::ProofText;
    use arbiter::rules::dead::DeadProof;
    let fact = MateVerdict::Cannot {
        proof: ProofText::Fact(DeadProof::BareKing { side: Color::White }),
    };
    let json = serde_json::to_string(&fact).expect("json");
    has_all(&json, &["\"proof\":\"bare_king\"", "\"side\":\"white\""]);
    has_none(&json, &["only the king"]);
    assert_eq!(
        serde_json::from_str::<MateVerdict>(&json).expect("back"),
        fact
    );
    let old = r#"{"mate":"cannot","proof":"bare king: White has only the king"}"#;
    assert_eq!(
        serde_json::from_str::<MateVerdict>(old).expect("old"),
        MateVerdict::Cannot {
            proof: ProofText::Stored("bare king: White has only the king".into())
        }
    );
    let ProofText::Fact(p) = &(match fact {
        MateVerdict::Cannot { proof } => proof,
        _ => unreachable!(),
    }) else {
        unreachable!()
    };
    for lang in [Lang::Es, Lang::Ru] {
        let cat = Catalog::new(lang);
        let worded = arbiter::i18n::dead::proof(&cat, p);
        assert_eq!(
            worded,
            cat.get("dead-bare-king", &[("side", "white".into())])
        );
        has_none(&worded, &["king", "White"]);
    }

    // 1.Kxa2 leaves the bare kings: the game ends (Art. 5.2.2), explained in Spanish.
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("e.sqlite");
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_arbiter"))
            .arg("--db")
            .arg(&db)
            .args(args)
            .env_remove("ARBITER_LANG")
            .output()
            .expect("run");
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    run(&["init", "--event", "Open", "--lang", "en"]);
    run(&[
        "board",
        "add",
        "--white",
        "A",
        "--black",
        "B",
        "--fen",
        "8/8/8/8/8/2k5/r7/1K6 w - - 0 1",
    ]);
    run(&["move", "1", "Kxa2"]);
    let es = run(&["--lang", "es", "show", "1"]);
    let no_material = Catalog::new(Lang::Es).get("dead-no-material", &[]);
    has_all(&es, &["posición muerta", &no_material]);
    has_none(&es, &["mating material"]);
}

/// A claim's facts keep what was claimed, not its words (issue 31): the grounds of a claim not
/// referred are worded in the reader's language when printed or written as JSON
/// (`claims list --json`), a referred claim's articles as they are (Guidelines III.5, III.6.1).
#[test]
fn a_claims_grounds_are_worded_in_the_readers_language() {
    use arbiter::event::procedure::ClaimFacts;
    let facts = |grounds: &str| ClaimFacts {
        board: arbiter::event::BoardId::from_key(5 * 10_000 + 1),
        claim_seq: 7,
        claimant: Color::White,
        grounds: grounds.to_owned(),
        claim: arbiter::event::ClaimKind::CannotWin,
        fen: "8/8/8/8/8/8/8/K1k5 w - - 0 1".to_owned(),
        white_material: "K".to_owned(),
        black_material: "K".to_owned(),
        opponent_can_mate: None,
        mate: MateVerdict::Undecided,
        plies_at_claim: 0,
        plies_since: 0,
        clocks_at_claim: None,
        verification: None,
    };
    let open = facts("");
    for lang in Lang::ALL {
        let cat: &Catalog = arbiter::i18n::catalog(lang);
        let said = cat.get("claim-kind-cannot-win", &[]);
        assert_eq!(arbiter::i18n::claim::grounds(cat, &open), said, "{lang}");
        let json = open.json(cat).expect("json");
        assert_eq!(json["grounds"], said.as_str(), "{lang}");
        let referred = facts("III.6.1.1");
        assert_eq!(arbiter::i18n::claim::grounds(cat, &referred), "III.6.1.1");
        assert_eq!(referred.json(cat).expect("json")["grounds"], "III.6.1.1");
    }
    let keys: Vec<String> = match open.json(arbiter::i18n::catalog(Lang::Es)) {
        Ok(serde_json::Value::Object(map)) => map.keys().cloned().collect(),
        other => panic!("{other:?}"),
    };
    assert_eq!(
        keys.iter().filter(|k| *k == "grounds").count(),
        1,
        "{keys:?}"
    );
}
