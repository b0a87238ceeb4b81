//! Recording one command on a board through the one check-and-append pipeline
//! (`Store::execute`), as the CLI and the app do: nothing outside the store appends raw events.

use arbiter::event::Event;
use arbiter::event::command::Command;
use arbiter::store::{Store, StoreError};

/// `Store::execute` of one command on a board seen at `seen`.
pub trait Record {
    /// Check `command` on `board` as the caller saw it (its last sequence number `seen`) and
    /// append its event now: the last event appended, or the refusal or the conflict.
    fn record(&self, board: u32, seen: u32, command: Command) -> Result<Event, StoreError>;
}

impl Record for Store {
    fn record(&self, board: u32, seen: u32, command: Command) -> Result<Event, StoreError> {
        let mut done = self.execute(board, Some(seen), arbiter::store::now_ms(), &[command])?;
        Ok(done
            .events
            .pop()
            .expect("an executed command appends an event"))
    }
}
