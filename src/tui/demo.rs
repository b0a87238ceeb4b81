//! The demo event of `arbiter demo`: twelve boards from `data/demo.pgn`, brought to the states of
//! `data/demo.json` through the same commands the app issues (so the demo is what an arbiter
//! would have recorded). Both files are compiled in, so the demo works from any directory.

use std::collections::BTreeMap;

use serde::Deserialize;
use shakmaty::{Color, Position};

use crate::clock::{ClockEvent, TimeControl};
use crate::event::command::Command;
use crate::event::{BoardSetup, ClaimKind, EventSettings};
use crate::i18n::Catalog;
use crate::rules::{Edition, GameScore, LawsParams, pgn};
use crate::store::Store;
use crate::tui::app::parse_amount;
use crate::tui::term::now_ms;

const DEMO_JSON: &str = include_str!("../../data/demo.json");
const DEMO_PGN: &[u8] = include_bytes!("../../data/demo.pgn");

#[derive(Debug, Deserialize)]
struct Demo {
    name: String,
    control: String,
    laws: u16,
    boards: BTreeMap<String, DemoBoard>,
}

#[derive(Debug, Deserialize)]
struct DemoBoard {
    #[allow(dead_code)]
    about: String,
    steps: Vec<String>,
}

/// Why the demo could not be made, worded in the language `create` was given.
#[derive(Debug)]
pub struct DemoError(String);

impl std::fmt::Display for DemoError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for DemoError {}

/// `why` as a demo error in `cat`'s language.
fn fail(cat: &Catalog, why: impl std::fmt::Display) -> DemoError {
    DemoError(cat.get("tui-demo-error", &[("why", why.to_string().into())]))
}

/// The message `id` as a demo error.
fn failed(cat: &Catalog, id: &str, args: &[crate::i18n::Arg<'_>]) -> DemoError {
    fail(cat, cat.get(id, args))
}

/// Create the demo event `file` (which must not exist); what goes wrong is worded in `cat`'s
/// language.
pub fn create(file: &crate::store::EventFile, cat: &Catalog) -> Result<(), DemoError> {
    let fail = |why: &dyn std::fmt::Display| fail(cat, why);
    let demo: Demo = serde_json::from_str(DEMO_JSON).map_err(|e| fail(&e))?;
    let mut settings = EventSettings::new(demo.name.clone());
    settings.control = Some(demo.control.parse::<TimeControl>().map_err(|e| fail(&e))?);
    let edition = Edition::from_year(&demo.laws.to_string())
        .ok_or_else(|| failed(cat, "tui-demo-laws", &[("year", demo.laws.into())]))?;
    settings.laws = LawsParams::for_edition(edition);
    let store = Store::create_file(file, &settings).map_err(|e| fail(&e))?;
    let games =
        pgn::parse_games(DEMO_PGN).map_err(|e| fail(&crate::i18n::rules::rules_error(cat, &e)))?;
    for game in &games {
        let number: u32 = game
            .tag("Board")
            .and_then(|b| b.parse().ok())
            .ok_or_else(|| failed(cat, "tui-demo-no-board", &[]))?;
        let mut setup = BoardSetup::new(number, game.white(), game.tag("Black").unwrap_or("?"));
        setup.round = game.tag("Round").and_then(|r| r.parse().ok());
        setup.fen = game.tag("FEN").map(str::to_owned);
        let setup = store.add_board(&setup).map_err(|e| fail(&e))?;
        // The demo's round is the one the app shows.
        store
            .set_current_round(setup.id().round)
            .map_err(|e| fail(&e))?;
        let mut commands: Vec<Command> = (1..=game.record.plies())
            .filter_map(|ply| game.record.san(ply))
            .map(Command::play)
            .collect();
        let steps = demo
            .boards
            .get(&number.to_string())
            .map(|b| b.steps.as_slice())
            .unwrap_or(&[]);
        let white_moves = (1..=game.record.plies())
            .filter(|&p| game.record.mover_of(p) == Color::White)
            .count();
        let black_moves = game.record.plies() - white_moves;
        let black_to_move = game.record.position().turn() == Color::Black;
        for step in steps {
            commands.extend(step_commands(
                cat,
                step,
                white_moves,
                black_moves,
                black_to_move,
            )?);
        }
        // Each command on its own instant, as an arbiter records them one after the other.
        for command in commands {
            store
                .execute(setup.key(), None, now_ms(), std::slice::from_ref(&command))
                .map_err(|e| fail(&e))?;
        }
    }
    Ok(())
}

/// The commands of one step of `data/demo.json`.
fn step_commands(
    cat: &Catalog,
    step: &str,
    white_moves: usize,
    black_moves: usize,
    black_to_move: bool,
) -> Result<Vec<Command>, DemoError> {
    let words: Vec<&str> = step.split_whitespace().collect();
    let side = |w: &str| {
        crate::clock::side_serde::parse(w)
            .ok_or_else(|| failed(cat, "tui-demo-side", &[("text", w.to_owned().into())]))
    };
    let moves = |n: usize| Some(u32::try_from(n).unwrap_or(u32::MAX));
    Ok(match words.as_slice() {
        ["set", w, b] => vec![Command::Clock(ClockEvent::Set {
            white_ms: parse_amount(w).map_err(|e| fail(cat, e))?,
            black_ms: parse_amount(b).map_err(|e| fail(cat, e))?,
            white_moves: moves(white_moves),
            black_moves: moves(black_moves),
        })],
        // Start White's clock; when Black is to move, White's press hands the clock over (a
        // later `set` step puts the times and move counters right).
        ["start"] if black_to_move => vec![
            Command::Clock(ClockEvent::Start),
            Command::Clock(ClockEvent::Press),
        ],
        ["start"] => vec![Command::Clock(ClockEvent::Start)],
        ["pause"] => vec![Command::Clock(ClockEvent::Pause)],
        ["offer", by] => vec![Command::OfferDraw {
            by: Some(side(by)?),
            consent: true,
        }],
        ["claim", by, intended] => vec![Command::Claim {
            claim: ClaimKind::Repetition,
            intended: Some((*intended).to_owned()),
            by: Some(side(by)?),
            touched: false,
        }],
        ["illegal", by] => vec![Command::IllegalMove {
            by: side(by)?,
            note: Some("demo".into()),
            irregularities: Vec::new(),
        }],
        ["result", result, reason @ ..] => {
            let result = GameScore::parse(result).map_err(|e| fail(cat, e))?;
            vec![Command::Result {
                result,
                reason: crate::event::Reason::from_words(Some(&reason.join(" ")), result),
                article: None,
            }]
        }
        _ => {
            return Err(failed(
                cat,
                "tui-demo-step",
                &[("step", step.to_owned().into())],
            ));
        }
    })
}
