//! Events for tests that fold a board in memory: the i-th kind gets sequence number i+1.

use arbiter::event::{Event, EventKind};

/// `kinds` as board `board`'s events, the i-th at `at(i)`, recorded by `actor`.
pub fn events(board: u32, kinds: &[EventKind], at: impl Fn(usize) -> i64) -> Vec<Event> {
    kinds
        .iter()
        .enumerate()
        .map(|(i, kind)| Event {
            id: i as i64 + 1,
            board,
            seq: i as u32 + 1,
            at_ms: at(i),
            actor: "a".into(),
            display_name: None,
            origin: None,
            kind: kind.clone(),
        })
        .collect()
}
