//! Events and the chain: the one check-and-append pipeline (`Store::execute`), each event
//! chained to the one before it, the conflict a stale view meets, and reading events back.

use super::*;

/// What [`Store::execute`] recorded: the board's state it judged the commands on, and the
/// events appended, in order.
#[derive(Debug, Clone)]
pub struct Executed {
    /// The board as the commands were judged on it; `None` when they read nothing of it (a
    /// note, [`Command::event_on_any_state`]) and it was not folded.
    pub before: Option<BoardState>,
    /// The board's last sequence number before the events.
    pub last_seq: u32,
    pub events: Vec<Event>,
}

impl Store {
    /// The last sequence number of a board (0 when it has no events).
    pub fn last_seq(&self, board: u32) -> Result<u32> {
        self.last_seq_in(&self.conn, board)
    }

    pub(super) fn last_seq_in(&self, conn: &Connection, board: u32) -> Result<u32> {
        conn.prepare_cached("SELECT COALESCE(MAX(seq), 0) FROM events WHERE board = ?1")
            .and_then(|mut st| st.query_row([board], |r| r.get(0)))
            .map_err(|e| self.err(e))
    }

    /// Refuse with [`StoreError::Conflict`] (naming who did what) unless the board's last
    /// sequence number is `expect_seq`. Writes nothing; [`Store::execute`] checks again.
    pub fn ensure_seq(&self, board: u32, expect_seq: u32) -> Result<()> {
        let tx = Transaction::new_unchecked(&self.conn, TransactionBehavior::Deferred)
            .map_err(|e| self.err(e))?;
        let last = self.last_seq_in(&tx, board)?;
        if last != expect_seq {
            return Err(self.conflict(&tx, board, expect_seq, last)?);
        }
        Ok(())
    }

    /// Append `kinds` to `board` in one transaction, all at `at_ms`: all of them, or none if the
    /// board changed since `expect_seq` (the caller saw it at that sequence number: the error
    /// says what another process did, who and when) or the write fails. Only the pipeline
    /// ([`Store::execute`]) calls it, with the events it has just checked on `before`, the board
    /// folded up to `expect_seq`: the board's snapshot, when one is due, is then that state with
    /// the new events applied rather than a fold read again.
    pub(super) fn append_checked(
        &self,
        board: u32,
        expect_seq: u32,
        at_ms: i64,
        kinds: Vec<EventKind>,
        before: Option<&BoardState>,
    ) -> Result<Vec<Event>> {
        let tx = self.begin()?;
        let exists: bool = tx
            .query_row(
                "SELECT EXISTS (SELECT 1 FROM boards WHERE id = ?1)",
                [board],
                |r| r.get(0),
            )
            .map_err(|e| self.err(e))?;
        if !exists {
            return Err(StoreError::NoBoard {
                path: self.path.clone(),
                board: BoardId::from_key(board),
            });
        }
        let last = self.last_seq_in(&tx, board)?;
        if last != expect_seq {
            return Err(self.conflict(&tx, board, expect_seq, last)?);
        }
        let mut cursor = self.chain_cursor(&tx)?;
        let events = kinds
            .into_iter()
            .zip(last + 1..)
            .map(|(kind, seq)| self.insert_event(&tx, &mut cursor, board, seq, at_ms, kind))
            .collect::<Result<Vec<_>>>()?;
        self.snapshot_if_due(&tx, board, last, &events, before)?;
        self.commit(tx)?;
        Ok(events)
    }

    /// The check-then-append pipeline, the one way commands become events: fold `board`, check
    /// `commands` on it ([`check_all`]: each on the state the previous ones leave) and append
    /// all their events at `at_ms` in one `BEGIN IMMEDIATE` transaction, or nothing.
    /// `expect`: the board's last sequence number as the caller saw it — a board that has
    /// changed since is refused with [`StoreError::Conflict`] before the commands are judged.
    /// Without it the commands are judged on the board as read now, and a write by someone else
    /// between that read and the append is the same conflict (the caller may judge again only
    /// commands that [`Command::stands_on_any_state`]). A refusal is [`StoreError::Refused`].
    pub fn execute(
        &self,
        board: u32,
        expect: Option<u32>,
        at_ms: i64,
        commands: &[Command],
    ) -> Result<Executed> {
        let setup = self.board(board)?;
        let settings = self.settings()?;
        // Commands that read nothing of the board (a note) are appended on its sequence number
        // alone, checked in the append's transaction; a snapshot due then folds the board there.
        if let Some(kinds) = commands
            .iter()
            .map(Command::event_on_any_state)
            .collect::<Option<Vec<_>>>()
        {
            let expect_seq = match expect {
                Some(seq) => seq,
                None => self.last_seq(board)?,
            };
            let events = self.append_checked(board, expect_seq, at_ms, kinds, None)?;
            return Ok(Executed {
                before: None,
                last_seq: expect_seq,
                events,
            });
        }
        let before = self.fold_board(&setup, &settings)?;
        let expect_seq = expect.unwrap_or(before.last_seq);
        if before.last_seq != expect_seq {
            // A stale view is reported as such, before the commands are judged on a state the
            // caller has not seen.
            self.ensure_seq(board, expect_seq)?;
            // It has just reached `expect_seq`: judge the commands on that state.
            return self.execute(board, expect, at_ms, commands);
        }
        let kinds = check_all(&before, &settings, commands, at_ms).map_err(|r| {
            StoreError::Refused(Refused {
                item: 0,
                index: r.index,
                error: r.error,
            })
        })?;
        let events = self.append_checked(board, expect_seq, at_ms, kinds, Some(&before))?;
        Ok(Executed {
            before: Some(before),
            last_seq: expect_seq,
            events,
        })
    }

    /// Where the next event of `tx` hooks into the chain: `None` for a file older than the
    /// chain; refused when the file is chained and this process cannot read its key (an event
    /// without its MAC would break the chain).
    pub(super) fn chain_cursor(&self, tx: &Transaction<'_>) -> Result<Option<chain::Cursor>> {
        use rusqlite::OptionalExtension;
        let start: Option<(i64, Vec<u8>)> = tx
            .query_row("SELECT start_id, seal FROM chain WHERE id = 1", [], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })
            .optional()
            .map_err(|e| self.err(e))?;
        let Some((start_id, seal)) = start else {
            return Ok(None);
        };
        let key = match &self.key {
            Ok(key) => key.clone(),
            Err(why) => {
                return Err(StoreError::NoKey {
                    path: self.path.clone(),
                    why: why.clone(),
                });
            }
        };
        // The MAC stored on the last event, whatever it is: a new event never re-computes an
        // earlier one, so a break before it stays where `check` finds it.
        let last: Option<(i64, Option<Vec<u8>>)> = tx
            .query_row(
                "SELECT id, mac FROM events ORDER BY id DESC LIMIT 1",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()
            .map_err(|e| self.err(e))?;
        let used: i64 = tx
            .query_row(
                "SELECT COALESCE((SELECT seq FROM sqlite_sequence WHERE name = 'events'), 0)",
                [],
                |r| r.get(0),
            )
            .map_err(|e| self.err(e))?;
        let next_id = used
            .max(last.as_ref().map_or(0, |(id, _)| *id))
            .max(start_id)
            + 1;
        let prev = match last {
            Some((id, mac)) if id > start_id => mac.unwrap_or_default(),
            _ => seal,
        };
        Ok(Some(chain::Cursor { key, prev, next_id }))
    }

    /// Insert one event in `tx` (the caller has checked the board and the sequence number),
    /// with its MAC when the file is chained.
    pub(super) fn insert_event(
        &self,
        tx: &Transaction<'_>,
        cursor: &mut Option<chain::Cursor>,
        board: u32,
        seq: u32,
        at_ms: i64,
        kind: EventKind,
    ) -> Result<Event> {
        let json = serde_json::to_string(&kind).map_err(|e| {
            self.corrupt(super::RowFact::Encode {
                error: e.to_string(),
            })
        })?;
        let (id, mac) = match cursor {
            Some(c) => {
                let mac = c.key.event_mac(
                    &c.prev,
                    &chain::Covered {
                        id: c.next_id,
                        board,
                        seq,
                        at_ms,
                        actor: &self.actor.account,
                        display_name: self.actor.display_name.as_deref(),
                        origin: self.actor.origin.as_deref(),
                        kind_json: &json,
                    },
                );
                let id = c.next_id;
                c.next_id += 1;
                c.prev.clone_from(&mac);
                (Some(id), Some(mac))
            }
            None => (None, None),
        };
        tx.execute(
            "INSERT INTO events (id, board, seq, at_ms, actor, display_name, origin, kind, mac)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
            params![
                id,
                board,
                seq,
                at_ms,
                self.actor.account,
                self.actor.display_name,
                self.actor.origin,
                json,
                mac
            ],
        )
        .map_err(|e| self.err(e))?;
        Ok(Event {
            id: tx.last_insert_rowid(),
            board,
            seq,
            at_ms,
            actor: self.actor.account.clone(),
            display_name: self.actor.display_name.clone(),
            origin: self.actor.origin.clone(),
            kind,
        })
    }

    /// The conflict error: what the newest event since `expect_seq` did, who, when.
    pub(super) fn conflict(
        &self,
        tx: &Transaction<'_>,
        board: u32,
        expect: u32,
        last: u32,
    ) -> Result<StoreError> {
        let key = board;
        let board = BoardId::from_key(key);
        if last < expect {
            return Ok(StoreError::Conflict {
                board,
                conflict: Conflict::Shorter { last, expect },
            });
        }
        let newest = self.query_events(tx, "WHERE board = ?1 AND seq = ?2", params![key, last])?;
        let Some(ev) = newest.into_iter().next() else {
            return Err(self.corrupt(super::RowFact::MissingEvent {
                board: board.to_string(),
                seq: last.into(),
            }));
        };
        let when = chrono::DateTime::from_timestamp_millis(ev.at_ms)
            .map(|t| {
                t.with_timezone(&chrono::Local)
                    .format("%H:%M:%S")
                    .to_string()
            })
            .unwrap_or_else(|| ev.at_ms.to_string());
        let who = ev.who();
        Ok(StoreError::Conflict {
            board,
            conflict: Conflict::Changed {
                what: Box::new(ev.kind),
                who,
                when,
                earlier: (last - expect).saturating_sub(1),
                expect,
            },
        })
    }

    /// The highest event id in the file now (0 when there is none): the cursor of
    /// [`Store::events_since`] after reading everything up to it.
    pub fn last_event_id(&self) -> Result<i64> {
        self.conn
            .query_row("SELECT COALESCE(MAX(id), 0) FROM events", [], |r| r.get(0))
            .map_err(|e| self.err(e))
    }

    /// All events of a board, in sequence.
    pub fn events(&self, board: u32) -> Result<Vec<Event>> {
        self.query_events(&self.conn, "WHERE board = ?1 ORDER BY seq", params![board])
    }

    /// Every event of the file, in the order recorded (the audit trail).
    pub fn all_events(&self) -> Result<Vec<Event>> {
        self.query_events(&self.conn, "ORDER BY id", params![])
    }

    /// Events recorded after `cursor` (an [`Event::id`]; 0 for all), in order. Poll
    /// [`Store::data_version`] and call this when it changed.
    pub fn events_since(&self, cursor: i64) -> Result<Vec<Event>> {
        self.query_events(&self.conn, "WHERE id > ?1 ORDER BY id", params![cursor])
    }

    /// `PRAGMA data_version`: changes when another connection commits to the file. Cheap.
    pub fn data_version(&self) -> Result<i64> {
        self.conn
            .pragma_query_value(None, "data_version", |r| r.get(0))
            .map_err(|e| self.err(e))
    }

    pub(super) fn query_events(
        &self,
        conn: &Connection,
        tail: &str,
        args: impl rusqlite::Params,
    ) -> Result<Vec<Event>> {
        let mut out = Vec::new();
        self.each_event(conn, tail, args, |ev| out.push(ev))?;
        Ok(out)
    }

    /// The events `tail` selects, handed to `each` one at a time as they are read (a caller that
    /// sorts them into lists moves each event once).
    pub(super) fn each_event(
        &self,
        conn: &Connection,
        tail: &str,
        args: impl rusqlite::Params,
        mut each: impl FnMut(Event),
    ) -> Result<()> {
        let sql = format!(
            "SELECT id, board, seq, at_ms, actor, display_name, origin, kind FROM events {tail}"
        );
        let mut stmt = conn.prepare_cached(&sql).map_err(|e| self.err(e))?;
        let mut rows = stmt.query(args).map_err(|e| self.err(e))?;
        // Row by row, the event's JSON read where SQLite holds it (no copy of it per event:
        // a 1,000-board event has 200,000 of them; issue 21).
        while let Some(r) = rows.next().map_err(|e| self.err(e))? {
            let row = || -> rusqlite::Result<_> {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, u32>(1)?,
                    r.get::<_, u32>(2)?,
                    r.get::<_, i64>(3)?,
                    r.get::<_, String>(4)?,
                    r.get::<_, Option<String>>(5)?,
                    r.get::<_, Option<String>>(6)?,
                    r.get_ref(7)?.as_str().map_err(|e| {
                        rusqlite::Error::FromSqlConversionFailure(
                            7,
                            rusqlite::types::Type::Text,
                            Box::new(e),
                        )
                    })?,
                ))
            };
            let (id, board, seq, at_ms, actor, display_name, origin, json) =
                row().map_err(|e| self.err(e))?;
            let kind: EventKind = serde_json::from_str(json).map_err(|e| {
                self.corrupt(super::RowFact::UnreadableEvent {
                    board: BoardId::from_key(board).to_string(),
                    seq: seq.into(),
                    error: e.to_string(),
                })
            })?;
            each(Event {
                id,
                board,
                seq,
                at_ms,
                actor,
                display_name,
                origin,
                kind,
            });
        }
        Ok(())
    }

    /// The last event of the file and its MAC (`None` for a file without events): the chain's
    /// head, which a backup carries and a person can compare.
    pub fn chain_head(&self) -> Result<Option<(i64, Option<Vec<u8>>)>> {
        use rusqlite::OptionalExtension;
        self.conn
            .query_row(
                "SELECT id, mac FROM events ORDER BY id DESC LIMIT 1",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()
            .map_err(|e| self.err(e))
    }

    /// The key a designated arbiter signs a ruling on one of this file's III.6 claims with
    /// (Guidelines III.6.2): a MAC of the claim's digest under the event key. The claim file
    /// carries it to the designated arbiter, who does not hold the event key; this file derives
    /// it again to check the ruling file's seal. Refused without the event key.
    pub fn ruling_key(&self, claim_digest: &[u8]) -> Result<Vec<u8>> {
        match &self.key {
            Ok(key) => Ok(key.mac(&[
                Some(b"arbiter III.6 ruling key v1".as_slice()),
                Some(claim_digest),
            ])),
            Err(why) => Err(StoreError::NoKey {
                path: self.path.clone(),
                why: why.clone(),
            }),
        }
    }

    /// The MAC stored on event `id`: `None` when there is no such event.
    pub fn event_mac(&self, id: i64) -> Result<Option<Option<Vec<u8>>>> {
        use rusqlite::OptionalExtension;
        self.conn
            .query_row("SELECT mac FROM events WHERE id = ?1", [id], |r| r.get(0))
            .optional()
            .map_err(|e| self.err(e))
    }
}
