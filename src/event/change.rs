//! Changes of the event's rules, recorded with who made them and when (issue 35).
//!
//! A board's log says what happened on the board; what the arbiters changed for the whole
//! event is kept beside it, in the record of the event's rule changes (the `rule_changes`
//! table, sealed like the other tables beside the log: `store::seal`). Today the reminders
//! switched on and off (issue 35, item 1). The switches themselves stay where every reader
//! reads them (`reminders_off`); the record says who switched which reminder, and when.

use serde::{Deserialize, Serialize};

use super::reminder::ReminderKind;

/// One change of the event's rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "what")]
pub enum RuleChange {
    /// A kind of reminder switched on or off for the whole event.
    Reminder { reminder: ReminderKind, on: bool },
}

/// A change of the event's rules as recorded: who, from where and when.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordedChange {
    /// Its place in the record (increasing).
    pub id: i64,
    /// When it was recorded: ms since the Unix epoch, UTC.
    pub at_ms: i64,
    /// The operating-system account that recorded it, as on every event.
    pub actor: String,
    /// The name the arbiter gave, if any.
    pub display_name: Option<String>,
    /// Where it came from: the SSH client host or the terminal, when known.
    pub origin: Option<String>,
    pub change: RuleChange,
}

impl RecordedChange {
    /// "alice" or "Alice Smith (alice)", as [`super::Event::who`].
    pub fn who(&self) -> String {
        super::who(&self.actor, self.display_name.as_deref())
    }
}
