//! Folding boards and their snapshots (issue 21): a board is read from its latest snapshot
//! and the events after it; the append writes a snapshot when one is due.

use super::*;

impl Store {
    /// In the append's transaction `tx`: write `board`'s snapshot (`snapshot`, issue 21) when
    /// [`snapshot::EVERY`] of its events follow its latest one. `events` were just appended after
    /// sequence number `last`; `before`, when given, is the fold up to `last`.
    pub(super) fn snapshot_if_due(
        &self,
        tx: &Transaction<'_>,
        board: u32,
        last: u32,
        events: &[Event],
        before: Option<&BoardState>,
    ) -> Result<()> {
        let Some(newest) = events.last() else {
            return Ok(());
        };
        // None can be due before the board's first `EVERY` events, whatever the latest: asking
        // costs a search of `board_snapshot`'s index (before schema v16 the table was its own
        // key, and a note on a short board beside a board of long notes read that board's two
        // snapshots, 1.8 MB, for nothing: issue 29).
        if newest.seq < snapshot::EVERY {
            return Ok(());
        }
        // The latest snapshot's sequence number and size (0, 0 without one).
        let (latest, latest_len): (u32, i64) = tx
            .prepare_cached(
                "SELECT COALESCE(MAX(seq), 0), COALESCE(
                     (SELECT length(data) FROM board_snapshot WHERE board = ?1 AND fold_format = ?2
                      ORDER BY seq DESC LIMIT 1), 0)
                 FROM board_snapshot WHERE board = ?1 AND fold_format = ?2",
            )
            .and_then(|mut st| {
                st.query_row(params![board, snapshot::FOLD_FORMAT], |r| {
                    Ok((r.get(0)?, r.get(1)?))
                })
            })
            .map_err(|e| self.err(e))?;
        if newest.seq < latest.saturating_add(snapshot::EVERY) {
            return Ok(());
        }
        // A snapshot expected over the cap is not folded for, and the events since are not
        // weighed: on a board of long notes the snapshot outgrows the cap, no later snapshot
        // comes, and weighing every event since the last would grow with the history (issue 29).
        let latest_len = usize::try_from(latest_len).unwrap_or(usize::MAX);
        let expected = snapshot::expected_len(latest, latest_len, newest.seq);
        if expected > snapshot::MAX_BYTES {
            return Ok(());
        }
        // What the events since it weigh: a snapshot costs at most `snapshot::AMPLIFY` times as
        // many bytes as they do (a board of long notes would otherwise write its whole history
        // again every 64 events). A new snapshot is about the last grown with the events since
        // (`snapshot::expected_len`): one that cannot fit is not folded for.
        let since: i64 = tx
            .prepare_cached(
                // `octet_length` reads each row's header, not its text (a long note's overflow
                // pages stay unread).
                "SELECT COALESCE(SUM(octet_length(kind)), 0) FROM events
                 WHERE board = ?1 AND seq > ?2",
            )
            .and_then(|mut st| st.query_row(params![board, latest], |r| r.get(0)))
            .map_err(|e| self.err(e))?;
        let budget = usize::try_from(since.saturating_mul(snapshot::AMPLIFY))
            .unwrap_or(usize::MAX)
            .min(snapshot::MAX_BYTES);
        if expected > budget {
            return Ok(());
        }
        let resumed = before
            .filter(|b| b.last_seq == last)
            .and_then(|b| snapshot::resume(b.clone(), events));
        let state = match resumed {
            Some(state) => state,
            None => {
                let (setup, settings) = (self.board(board)?, self.settings()?);
                self.fold_board_on(tx, &setup, &settings, i64::MAX)?
            }
        };
        self.write_snapshot(tx, &state, budget)
    }

    /// Write the snapshot of `state` (a board folded up to its `last_seq`) in `tx`, tied to that
    /// event, and drop the board's snapshots but the two latest (a reader at an older cut can
    /// still use the one before). Nothing when the state is not snapshotted
    /// ([`snapshot::encode`]) or its snapshot is larger than `budget` bytes.
    pub(super) fn write_snapshot(
        &self,
        tx: &Transaction<'_>,
        state: &BoardState,
        budget: usize,
    ) -> Result<()> {
        let Some(data) = snapshot::encode(state).filter(|data| data.len() <= budget) else {
            return Ok(());
        };
        let board = state.setup.key();
        let Some((event_id, tie)) = self.tie_of(tx, board, state.last_seq, &data)? else {
            return Ok(());
        };
        tx.prepare_cached(
            "INSERT OR REPLACE INTO board_snapshot (board, seq, event_id, tie, fold_format, data)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        )
        .and_then(|mut st| {
            st.execute(params![
                board,
                state.last_seq,
                event_id,
                tie,
                snapshot::FOLD_FORMAT,
                data
            ])
        })
        .map_err(|e| self.err(e))?;
        tx.prepare_cached(
            "DELETE FROM board_snapshot WHERE board = ?1 AND seq < (
                 SELECT seq FROM board_snapshot WHERE board = ?1 ORDER BY seq DESC LIMIT 1 OFFSET 1)",
        )
        .and_then(|mut st| st.execute(params![board]))
        .map_err(|e| self.err(e))?;
        Ok(())
    }

    /// The id of `board`'s event `seq` and the tie ([`chain::tie`]) of a snapshot `data` taken at
    /// it, when the event exists and (on a chained file) this process has the event key.
    pub(super) fn tie_of(
        &self,
        conn: &Connection,
        board: u32,
        seq: u32,
        data: &[u8],
    ) -> Result<Option<(i64, Vec<u8>)>> {
        use rusqlite::OptionalExtension;
        let key = self.key.as_ref().ok();
        conn.prepare_cached(
            "SELECT id, at_ms, actor, display_name, origin, kind, mac FROM events
             WHERE board = ?1 AND seq = ?2",
        )
        .and_then(|mut st| {
            st.query_row(params![board, seq], |r| {
                let id: i64 = r.get(0)?;
                let covered = chain::Covered {
                    id,
                    board,
                    seq,
                    at_ms: r.get(1)?,
                    actor: r.get_ref(2)?.as_str()?,
                    display_name: r.get_ref(3)?.as_str_or_null()?,
                    origin: r.get_ref(4)?.as_str_or_null()?,
                    kind_json: r.get_ref(5)?.as_str()?,
                };
                let mac = r.get_ref(6)?.as_blob_or_null()?;
                let tie = chain::tie(key, mac, &covered, snapshot::FOLD_FORMAT, data);
                Ok(tie.map(|tie| (id, tie)))
            })
            .optional()
        })
        .map(Option::flatten)
        .map_err(|e| self.err(e))
    }

    /// Board `setup` folded as of now (its events up to the last): its latest snapshot and the
    /// events after it, or all its events when it has no snapshot to trust (`snapshot`). The
    /// same state as [`fold_with`] of all its events.
    pub fn fold_board(&self, setup: &BoardSetup, settings: &EventSettings) -> Result<BoardState> {
        self.fold_board_on(&self.conn, setup, settings, i64::MAX)
    }

    /// [`Store::fold_board`] on `conn`, of the board's events with an id up to `up_to`.
    pub(super) fn fold_board_on(
        &self,
        conn: &Connection,
        setup: &BoardSetup,
        settings: &EventSettings,
        up_to: i64,
    ) -> Result<BoardState> {
        let key = setup.key();
        if let Some(state) = self.snapshot_on(conn, setup, settings, up_to) {
            let tail = self.query_events(
                conn,
                "WHERE board = ?1 AND seq > ?2 AND id <= ?3 ORDER BY seq",
                params![key, state.last_seq, up_to],
            )?;
            if let Some(state) = snapshot::resume(state, &tail) {
                return Ok(state);
            }
        }
        let events = self.query_events(
            conn,
            "WHERE board = ?1 AND id <= ?2 ORDER BY seq",
            params![key, up_to],
        )?;
        Ok(fold_with(setup, settings, &events))
    }

    /// The latest snapshot of board `setup` taken at an event with an id up to `up_to`, decoded,
    /// when it can be trusted: this build's format, its event still there with the same id,
    /// sequence number and tie, the board's set-up and the event's settings unchanged. A
    /// snapshot that cannot be read for any reason is passed over (the board is folded in full).
    pub(super) fn snapshot_on(
        &self,
        conn: &Connection,
        setup: &BoardSetup,
        settings: &EventSettings,
        up_to: i64,
    ) -> Option<BoardState> {
        use rusqlite::OptionalExtension;
        let board = setup.key();
        let found = conn
            .prepare_cached(
                "SELECT seq, event_id, tie, data FROM board_snapshot
                 WHERE board = ?1 AND event_id <= ?2 AND fold_format = ?3
                 ORDER BY seq DESC LIMIT 1",
            )
            .and_then(|mut st| {
                st.query_row(params![board, up_to, snapshot::FOLD_FORMAT], |r| {
                    Ok((
                        r.get::<_, u32>(0)?,
                        r.get::<_, i64>(1)?,
                        r.get::<_, Vec<u8>>(2)?,
                        r.get::<_, Vec<u8>>(3)?,
                    ))
                })
                .optional()
            });
        let (seq, event_id, tie, data) = match found {
            Ok(found) => found?,
            Err(e) => {
                tracing::warn!(%e, board, "board snapshot not read");
                return None;
            }
        };
        let tied = match self.tie_of(conn, board, seq, &data) {
            Ok(found) => found == Some((event_id, tie)),
            Err(e) => {
                tracing::warn!(%e, board, "board snapshot's event not read");
                false
            }
        };
        let state = tied
            .then(|| snapshot::decode(&data, BoardState::empty(setup, settings)))
            .flatten()
            .filter(|state| state.last_seq == seq);
        match (&state, &self.key) {
            (Some(_), _) => {}
            // A process without the event key (`--key` elsewhere, a copy) cannot check a tie.
            (None, Err(_)) => tracing::debug!(board, seq, "board snapshot not checked: no key"),
            (None, Ok(_)) => {
                tracing::warn!(
                    board,
                    seq,
                    "board snapshot not trusted: folded from its events"
                )
            }
        }
        state
    }

    /// Every board of `setups` folded as of the cut `up_to` (an event id, from
    /// [`Store::last_event_id`]), as [`Store::fold_board`] folds one: read and folded on one
    /// connection per core, each in one read transaction.
    pub fn fold_boards(
        &self,
        setups: &[BoardSetup],
        settings: &EventSettings,
        up_to: i64,
    ) -> Result<Vec<BoardState>> {
        self.fold_boards_then(setups, settings, up_to, |state| state)
    }

    /// [`Store::fold_boards`], each state handed to `then` on the core that folded it (the app
    /// builds its rows there).
    pub fn fold_boards_then<R: Send>(
        &self,
        setups: &[BoardSetup],
        settings: &EventSettings,
        up_to: i64,
        then: impl Fn(BoardState) -> R + Sync,
    ) -> Result<Vec<R>> {
        let file = &self.file;
        let key = &self.key;
        let parts = crate::parallel::map_chunks(setups, |part| {
            let read = || -> Result<Vec<R>> {
                let mut reader = Store::connect(file)?;
                // The key checks the snapshots' ties.
                reader.key = key.clone();
                let tx = Transaction::new_unchecked(&reader.conn, TransactionBehavior::Deferred)
                    .map_err(|e| reader.err(e))?;
                part.iter()
                    .map(|setup| Ok(then(reader.fold_board_on(&tx, setup, settings, up_to)?)))
                    .collect()
            };
            match read() {
                Ok(states) => states.into_iter().map(Ok).collect(),
                // One error stands for the chunk: the whole read fails with it.
                Err(e) => vec![Err(e)],
            }
        });
        parts.into_iter().collect()
    }

    /// Snapshot every board of the file that has [`snapshot::EVERY`] events or more at its last
    /// event, in one transaction: the open that migrates a file older than the snapshots runs
    /// it, so that an old file reads fast at once (later snapshots come with the appends); so
    /// does a tool that wrote events below the store (the benchmarks' fixture).
    pub fn snapshot_boards(&self) -> Result<()> {
        let settings = self.settings()?;
        let setups: Vec<BoardSetup> = self
            .boards()?
            .into_iter()
            .filter(|s| self.last_seq(s.key()).is_ok_and(|n| n >= snapshot::EVERY))
            .collect();
        let tx = self.begin()?;
        let states = self.fold_boards(&setups, &settings, i64::MAX)?;
        for state in &states {
            self.write_snapshot(&tx, state, snapshot::MAX_BYTES)?;
        }
        self.commit(tx)
    }
}
