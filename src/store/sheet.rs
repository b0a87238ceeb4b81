//! The time-control sheet (issue 35, `event::sheet`): one line per running board of a round,
//! checked and appended through the pipeline's checks ([`check_all`]) in one transaction, so
//! that a sheet is all its lines or none, and a half-hourly sheet is taken once.

use super::*;
use crate::event::sheet::SheetSlot;

impl Store {
    /// Take the sheet `slot` of `round` at `at_ms`: each board of the round whose clock runs
    /// and whose game has no result gets its line ([`Command::Sheet`]: both clocks and move
    /// counters as the fold computes them at `at_ms`), all in one `BEGIN IMMEDIATE`
    /// transaction, each board folded in it. A half-hourly slot a line of which is on a board
    /// of the round already is refused ([`StoreError::Refused`] with
    /// `Refused::SheetTaken`, naming that board's place in the round): another session took
    /// it. The lines appended, by board (none when no board runs).
    pub fn take_sheet(&self, round: u32, slot: SheetSlot, at_ms: i64) -> Result<Vec<Event>> {
        self.check_round(round)?;
        let settings = self.settings()?;
        let tx = self.begin()?;
        let mut cursor = self.chain_cursor(&tx)?;
        let setups = self.boards_of_round(round)?;
        let mut states = Vec::with_capacity(setups.len());
        for setup in &setups {
            states.push(self.fold_board_on(&tx, setup, &settings, i64::MAX)?);
        }
        let command = Command::Sheet { slot };
        let mut lines = Vec::new();
        for (item, state) in states.iter().enumerate() {
            let taken = matches!(slot, SheetSlot::HalfHour { n } if state.has_half_hour(n));
            if !taken && state.sheet_line(slot, at_ms).is_none() {
                continue;
            }
            let kinds = check_all(state, &settings, std::slice::from_ref(&command), at_ms)
                .map_err(|r| {
                    StoreError::Refused(Refused {
                        item,
                        index: r.index,
                        error: r.error,
                    })
                })?;
            let key = state.setup.key();
            let mut events = Vec::with_capacity(kinds.len());
            for (kind, seq) in kinds.into_iter().zip(state.last_seq + 1..) {
                events.push(self.insert_event(&tx, &mut cursor, key, seq, at_ms, kind)?);
            }
            self.snapshot_if_due(&tx, key, state.last_seq, &events, Some(state))?;
            lines.extend(events);
        }
        self.commit(tx)?;
        Ok(lines)
    }
}
