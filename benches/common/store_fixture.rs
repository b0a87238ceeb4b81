//! The event-file fixture shared by the `store` and `store_memory` benchmarks: 1,000 boards,
//! each a clock start and 200 plies (100 moves), written in one transaction (a durable append
//! per event would take minutes to set up); the file is otherwise what `arbiter move` writes:
//! the same schema, the same JSON, sequence numbers gap-free, every event chained.

use std::path::Path;

use arbiter::clock::ClockEvent;
use arbiter::event::command::{Command, MoveClock};
use arbiter::event::{BoardSetup, BoardState, EventSettings};
use arbiter::store::Store;
use shakmaty::san::San;
use shakmaty::{Chess, Position};

pub const BOARDS: u32 = 1000;
pub const PLIES: usize = 200;

/// A deterministic game of `PLIES` legal plies (a small xorshift picks among the legal moves,
/// preferring quiet moves so that the game neither ends nor runs out of material early).
fn game(seed: u64, plies: usize) -> Vec<String> {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    'again: loop {
        let mut pos = Chess::default();
        let mut sans = Vec::with_capacity(plies);
        for _ in 0..plies {
            let moves = pos.legal_moves();
            if moves.is_empty() || pos.is_insufficient_material() {
                continue 'again;
            }
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let quiet: Vec<_> = moves.iter().filter(|m| !m.is_capture()).collect();
            let pick = if !quiet.is_empty() && !state.is_multiple_of(4) {
                *quiet[(state >> 8) as usize % quiet.len()]
            } else {
                moves[(state >> 8) as usize % moves.len()]
            };
            sans.push(San::from_move(&pos, pick).to_string());
            pos.play_unchecked(pick);
        }
        return sans;
    }
}

/// Create the fixture: 1,000 boards, each a clock start and 200 plies (100 moves).
pub fn fixture(path: &Path) {
    fixture_of(path, BOARDS, PLIES);
}

/// A fixture of `boards` boards, each a clock start and `plies` plies: the clocks run from the
/// instant it is made.
pub fn fixture_of(path: &Path, boards: u32, plies: usize) {
    let mut settings = EventSettings::new("bench");
    settings.control = "40/5400+30:1800+30".parse().ok();
    let store = Store::create(path, &settings).expect("create");
    let games: Vec<Vec<String>> = (1..=10).map(|seed| game(seed, plies)).collect();
    // One transaction through the store (`Store::add_boards`): every event checked and chained, the
    // boards sealed, as `arbiter move` leaves them (issue 29), without a durable commit each.
    let boards = (1..=boards)
        .map(|n| {
            let setup = BoardSetup::new(n, format!("White {n}"), format!("Black {n}"));
            let mut commands = vec![Command::Clock(ClockEvent::Start)];
            commands.extend(
                games[n as usize % games.len()]
                    .iter()
                    .map(|san| Command::Move {
                        san: san.clone(),
                        clock: MoveClock::Unknown,
                    }),
            );
            (setup, commands)
        })
        .collect();
    store.add_boards(boards).expect("boards");
    // The boards' snapshots, as the appends would have written them (issue 21).
    store.snapshot_boards().expect("snapshots");
}

/// What a session does on start: open the file, read settings and boards, and fold every board
/// from its snapshot and the events after it (`Store::fold_boards`: one connection per core).
pub fn open_and_fold(path: &Path) -> Vec<BoardState> {
    let store = Store::open(path).expect("open");
    let settings = store.settings().expect("settings");
    let setups: Vec<BoardSetup> = store.boards().expect("boards");
    let up_to = store.last_event_id().expect("last id");
    store.fold_boards(&setups, &settings, up_to).expect("fold")
}
