//! The record of the event's rule changes (issue 35, schema v15; `event::change`): appended in
//! the transaction that makes the change, with the actor every event carries, and read back in
//! order by `log`, `reminders` and the report.

use super::*;
use crate::event::change::{RecordedChange, RuleChange};

impl Store {
    /// Record `change`, made at `at_ms` by this process's actor, in `tx` (the transaction that
    /// makes it, which seals `rule_changes` again: `seal::Table::RuleChanges`).
    pub(super) fn record_rule_change(
        &self,
        tx: &Transaction<'_>,
        at_ms: i64,
        change: &RuleChange,
    ) -> Result<()> {
        let json = serde_json::to_string(change).map_err(|e| self.corrupt(e.to_string()))?;
        tx.prepare_cached(
            "INSERT INTO rule_changes (at_ms, actor, display_name, origin, change)
             VALUES (?1, ?2, ?3, ?4, ?5)",
        )
        .and_then(|mut st| {
            st.execute(params![
                at_ms,
                self.actor.account,
                self.actor.display_name,
                self.actor.origin,
                json
            ])
        })
        .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// Every change of the event's rules recorded, in the order recorded (none in a file made
    /// before v15 until one is made).
    pub fn rule_changes(&self) -> Result<Vec<RecordedChange>> {
        let mut st = self
            .conn
            .prepare_cached(
                "SELECT id, at_ms, actor, display_name, origin, change FROM rule_changes
                 ORDER BY id",
            )
            .map_err(|e| self.err(e))?;
        let rows = st
            .query_map([], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, i64>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, Option<String>>(3)?,
                    r.get::<_, Option<String>>(4)?,
                    r.get::<_, String>(5)?,
                ))
            })
            .and_then(Iterator::collect::<rusqlite::Result<Vec<_>>>)
            .map_err(|e| self.err(e))?;
        rows.into_iter()
            .map(|(id, at_ms, actor, display_name, origin, json)| {
                let change = serde_json::from_str(&json)
                    .map_err(|e: serde_json::Error| self.corrupt(e.to_string()))?;
                Ok(RecordedChange {
                    id,
                    at_ms,
                    actor,
                    display_name,
                    origin,
                    change,
                })
            })
            .collect()
    }
}
