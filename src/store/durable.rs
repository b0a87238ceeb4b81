//! Durability: the write transaction (`BEGIN IMMEDIATE` under the writers' lock), its commit
//! made durable (the WAL synced), and the guards every write passes first (a foreign write, a
//! replaced WAL, zeroed pages).

use super::*;

/// How many pages a write checks for zeros on a file no other program wrote since the last
/// write ([`Store::zeroed_guard`]): 128 KiB of 4 KiB pages. The window finds what no program
/// did (the file system's or the disk's damage) and comes round a 16 MB file in 128 writes;
/// at 256 pages a note on such a file read 1 MiB more than one on a small file, twice its
/// page reads (issue 29: a CLI action's cost must not grow with the history).
pub(super) const PAGE_WINDOW: u32 = 32;

/// How many frames a WAL keeps after a write's checkpoint ([`Store::make_durable`]): more (a
/// batch's), and it is emptied; a single action's few frames stay until the next write or the
/// last close. 132 KiB of 4 KiB pages.
const WAL_KEPT_FRAMES: i64 = 32;

/// A write transaction of the store and the writers' lock held with it ([`Store::begin`]); it
/// reads as the transaction. Dropped without [`Store::commit`], it rolls back and unlocks.
pub(crate) struct WriteTx<'c> {
    tx: Transaction<'c>,
    _lock: std::fs::File,
}

impl<'c> std::ops::Deref for WriteTx<'c> {
    type Target = Transaction<'c>;
    fn deref(&self) -> &Transaction<'c> {
        &self.tx
    }
}

impl Store {
    pub(super) fn companion_ids(&self) -> [Option<(u64, u64)>; 2] {
        [
            wal::identity(&wal_path(&self.path)),
            wal::identity(&shm_path(&self.path)),
        ]
    }

    /// Whether the `-wal` and `-shm` this connection works with are still the files on disk:
    /// both there, the same as when it opened them, and no descriptor of this process on a
    /// removed one (`wal::held_by_this_process`).
    ///
    /// The descriptors are read once per connection (issue 29: a tenth of a CLI action's system
    /// calls): they can only differ from the names' files if one was replaced between SQLite
    /// opening it and [`Store::configure`] taking its identity. After that, SQLite keeps both
    /// open until the connection closes, so their inodes stay allocated and no new file at the
    /// same name can take their numbers: a replacement always shows as another identity.
    pub(super) fn companions_sound(&self) -> bool {
        let Some(ids) = self.companions else {
            return true;
        };
        let now = self.companion_ids();
        if ids != now || now.iter().any(Option::is_none) {
            return false;
        }
        if self.held_checked.get() {
            return true;
        }
        let (wal, shm) = (wal_path(&self.path), shm_path(&self.path));
        let sound = wal::held_by_this_process([&wal, &shm])
            .iter()
            .zip(now)
            .all(|(held, id)| held.iter().all(|h| Some(*h) == id));
        self.held_checked.set(sound);
        sound
    }

    /// Never checkpoint this connection's WAL into the file when it closes (the WAL is damaged,
    /// or no longer the one on disk).
    pub(super) fn keep_wal_on_close(&self) {
        if let Err(e) = self.conn.set_db_config(
            rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE,
            true,
        ) {
            tracing::warn!(%e, "checkpoint on close not turned off");
        }
    }

    /// The event file's modification time and length, and `PRAGMA data_version`, as this
    /// connection last saw them ([`Store::foreign_write_guard`]).
    pub(super) fn file_seen(&self) -> Result<(Option<std::time::SystemTime>, u64, i64)> {
        let meta = std::fs::metadata(&self.path).map_err(|e| io_error(&self.path, e))?;
        let version = self.data_version()?;
        Ok((meta.modified().ok(), meta.len(), version))
    }

    /// In a write transaction: refuse when the event file changed since this connection last
    /// looked while no commit reached it through the shared `-shm` (`data_version` unchanged) —
    /// a program working with another `-wal`/`-shm` wrote it, and this connection's cached pages
    /// may be older than the file: a write on them would copy old pages over new ones.
    pub(super) fn foreign_write_guard(&self) -> Result<()> {
        let Some((time, len, version)) = self.seen.get() else {
            return Ok(());
        };
        let (now_time, now_len, now_version) = self.file_seen()?;
        if (now_time, now_len) != (time, len) && now_version == version {
            self.keep_wal_on_close();
            return Err(StoreError::Damaged {
                path: self.path.clone(),
                detail: Detail::Fact(FileFact::CompanionsReplaced),
            });
        }
        Ok(())
    }

    /// Commit a write transaction and make it durable ([`Store::make_durable`]); then check that
    /// the `-wal` and `-shm` are still this connection's, or the write may not be where the next
    /// reader looks.
    /// Inside [`Store::durable_once`] the commit is made durable when the batch ends.
    pub(super) fn commit(&self, tx: WriteTx<'_>) -> Result<()> {
        let WriteTx { tx, _lock } = tx;
        tx.commit().map_err(|e| self.err(e))?;
        if self.batch.get().is_some() {
            self.batch.set(Some(true));
            // What this connection wrote is what it last saw of the file: its commit may have
            // checkpointed (`wal_autocheckpoint`), which is no foreign write.
            self.seen.set(Some(self.file_seen()?));
            return self.write_guard();
        }
        self.settle()
    }

    /// Make the commits so far durable, check the companions, write the witness.
    fn settle(&self) -> Result<()> {
        self.make_durable()?;
        self.write_guard()?;
        // The commit is what counts: a witness that cannot be written leaves the old one,
        // behind, and a warning.
        if let Err(e) = self.write_witness() {
            tracing::warn!(%e, "the witness of the log's end was not written");
        }
        Ok(())
    }

    /// Run `work` with every commit made durable on its own, as before batches: for the bench
    /// that compares the two side by side.
    #[doc(hidden)]
    pub fn durable_each<R>(&self, work: impl FnOnce() -> R) -> R {
        let was = self.unbatched.replace(true);
        let out = work();
        self.unbatched.set(was);
        out
    }

    /// Run `work`, whose writes are each one transaction as always, and make them durable once,
    /// at its end, before it returns: one checkpoint and its fsyncs for a whole pass of the feed
    /// instead of one per board (issue 36). For writers that tell nobody "done" until `work`
    /// returns: a crash inside it may lose writes not yet durable, never a part of one. The
    /// zeroed-page scan runs at the batch's first write only.
    pub fn durable_once<R, E: From<StoreError>>(
        &self,
        work: impl FnOnce() -> std::result::Result<R, E>,
    ) -> std::result::Result<R, E> {
        if self.batch.get().is_some() || self.unbatched.get() {
            return work();
        }
        self.batch.set(Some(false));
        let out = work();
        let pending = self.batch.take() == Some(true);
        if pending {
            self.settle()?;
        }
        out
    }

    /// Make what was committed durable in the database file before anyone is told it is done
    /// ([`Store::configure`]): checkpoint it into the file; when another connection keeps the
    /// checkpoint from finishing, sync the WAL (and its directory entry) instead.
    ///
    /// The checkpoint is `FULL`, not `TRUNCATE` (issue 29): it copies every frame and syncs the
    /// database, the same two fdatasyncs, and leaves the WAL's file as it is. The WAL is then
    /// wholly in the file: the last connection to close deletes it (as the `sqlite3` shell's
    /// does), and a connection that stays open writes its next transaction from the WAL's start
    /// under a new header, synced first (SQLite's restart). Truncating it as well cost an
    /// `ftruncate` per action — a journal transaction of the file system, which waits when the
    /// journal is busy — for a file that close unlinks anyway. A WAL longer than
    /// [`WAL_KEPT_FRAMES`] (a batch) is still emptied: while another connection keeps it, every
    /// process that opens the file reads the WAL whole first (`wal::inspect`).
    pub(super) fn make_durable(&self) -> Result<()> {
        // Wait a little for readers of an older snapshot, not the full busy timeout: the WAL
        // synced is as durable.
        self.conn
            .busy_timeout(CHECKPOINT_WAIT)
            .map_err(|e| self.err(e))?;
        let checkpoint = |mode: &str| {
            self.conn
                .query_row(&format!("PRAGMA wal_checkpoint({mode})"), [], |r| {
                    Ok((
                        r.get::<_, i64>(0)?,
                        r.get::<_, i64>(1)?,
                        r.get::<_, i64>(2)?,
                    ))
                })
        };
        let done = checkpoint("FULL");
        if let Ok((0, log, _)) = done
            && log > WAL_KEPT_FRAMES
        {
            // Nothing left to copy: this only empties the WAL, when no reader is in it.
            if let Err(e) = checkpoint("TRUNCATE") {
                tracing::warn!(%e, "the WAL was not emptied");
            }
        }
        self.conn
            .busy_timeout(Duration::from_millis(self.busy_ms))
            .map_err(|e| self.err(e))?;
        // What this connection wrote is what it last saw of the file.
        self.seen.set(Some(self.file_seen()?));
        match done {
            // Every frame copied, the database synced.
            Ok((0, _, _)) => Ok(()),
            // Every frame copied and the database synced, the WAL not emptied (a reader).
            Ok((_, log, copied)) if log == copied && log >= 0 => Ok(()),
            Ok(_) => self.sync_wal(),
            Err(e)
                if matches!(
                    e.sqlite_error_code(),
                    Some(rusqlite::ErrorCode::DatabaseBusy | rusqlite::ErrorCode::DatabaseLocked)
                ) =>
            {
                self.sync_wal()
            }
            Err(e) => Err(self.err(e)),
        }
    }

    /// fsync the WAL and its directory: what was committed is then durable in the WAL.
    pub(super) fn sync_wal(&self) -> Result<()> {
        let wal = wal_path(&self.path);
        std::fs::File::open(&wal)
            .and_then(|f| f.sync_all())
            .map_err(|e| io_error(&wal, e))?;
        sync_dir_of(&self.path)
    }

    /// Refuse a write, before anything is written, when the file was found damaged when opened
    /// or its `-wal`/`-shm` were removed or replaced since (issue 29): the write would go where
    /// no other process looks, or on top of what SQLite's recovery cut.
    pub(super) fn write_guard(&self) -> Result<()> {
        if let Some(detail) = &self.damage {
            return Err(StoreError::Damaged {
                path: self.path.clone(),
                detail: detail.clone(),
            });
        }
        if !self.companions_sound() {
            self.keep_wal_on_close();
            return Err(StoreError::Damaged {
                path: self.path.clone(),
                detail: Detail::Fact(FileFact::CompanionsReplaced),
            });
        }
        Ok(())
    }

    /// Pages in use that are all zeros (`pages`), checked in every write transaction: SQLite
    /// would find them only when a query reads them. The whole file is read, unless the
    /// witness's mark shows that no other program wrote it since the last write
    /// ([`witness::PageMark`]): then a rolling window of [`PAGE_WINDOW`] pages, which comes round
    /// the whole file in turn, so the check costs the same however long the event's history.
    /// With the whole file read, every event is decoded too ([`Store::unreadable_guard`]).
    pub(super) fn zeroed_guard(&self) -> Result<()> {
        let window = self.page_mark().and_then(|mark| {
            (Some(mark.marks) == witness::FileMarks::of(&self.path))
                .then_some((mark.next, PAGE_WINDOW))
        });
        let scan = pages::scan(&self.path, 5, window).map_err(|e| io_error(&self.path, e))?;
        if !scan.zeroed.is_empty() {
            return Err(StoreError::Damaged {
                path: self.path.clone(),
                detail: Detail::Damage(super::DamageFact::Zeroed { pages: scan.zeroed }),
            });
        }
        if window.is_none() {
            self.unreadable_guard()?;
        }
        self.page_next.set(Some(scan.next));
        Ok(())
    }

    /// Every event of the file decodes, or the write is refused naming the first that does not
    /// (issue 29). A note is appended without reading its board (`Command::event_on_any_state`),
    /// so nothing else would look at an event another program made unreadable. Run with the
    /// whole-file page scan: when the witness's mark shows the file as this program's last
    /// write left it, every event in it was written by this program or read here since, and
    /// the check costs nothing however long the history.
    fn unreadable_guard(&self) -> Result<()> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT board, seq, kind FROM events")
            .map_err(|e| self.err(e))?;
        let mut rows = stmt.query([]).map_err(|e| self.err(e))?;
        while let Some(r) = rows.next().map_err(|e| self.err(e))? {
            let (board, seq) = (
                r.get::<_, u32>(0).map_err(|e| self.err(e))?,
                r.get::<_, u32>(1).map_err(|e| self.err(e))?,
            );
            let decoded = match r.get_ref(2).map_err(|e| self.err(e))?.as_str() {
                Ok(json) => serde_json::from_str::<EventKind>(json).map(drop),
                Err(e) => Err(<serde_json::Error as serde::de::Error>::custom(e)),
            };
            if let Err(e) = decoded {
                return Err(self.corrupt(RowFact::UnreadableEvent {
                    board: BoardId::from_key(board).to_string(),
                    seq: seq.into(),
                    error: e.to_string(),
                }));
            }
        }
        Ok(())
    }

    /// A write transaction (`BEGIN IMMEDIATE`), refused on a damaged file ([`Store::write_guard`],
    /// [`Store::zeroed_guard`]), under the writers' lock on the event file ([`WriteTx`]). Commit
    /// it with [`Store::commit`].
    pub(super) fn begin(&self) -> Result<WriteTx<'_>> {
        self.write_guard()?;
        let lock = self.writers_lock()?;
        let tx = Transaction::new_unchecked(&self.conn, TransactionBehavior::Immediate)
            .map_err(|e| self.err(e))?;
        self.foreign_write_guard()?;
        // In a batch, the file's pages were scanned before its first write (`durable_once`).
        if self.batch.get() != Some(true) {
            self.zeroed_guard()?;
        }
        self.witness_gate(&tx)?;
        Ok(WriteTx { tx, _lock: lock })
    }

    /// The writers' lock: an exclusive `flock` on the event file itself, held from before the
    /// transaction begins until its checkpoint is done ([`Store::commit`]). SQLite's own write
    /// lock lives in the `-shm` file: two processes whose `-shm` differ (one was removed under
    /// the other) would write at once and copy each other's pages over; the event file is the one
    /// name every writer shares. Waits up to the busy timeout.
    pub(super) fn writers_lock(&self) -> Result<std::fs::File> {
        let file = std::fs::File::open(&self.path).map_err(|e| io_error(&self.path, e))?;
        let deadline = std::time::Instant::now() + Duration::from_millis(self.busy_ms);
        loop {
            match file.try_lock() {
                Ok(()) => return Ok(file),
                Err(std::fs::TryLockError::WouldBlock) if std::time::Instant::now() < deadline => {
                    std::thread::sleep(Duration::from_millis(2));
                }
                Err(std::fs::TryLockError::WouldBlock) => {
                    return Err(StoreError::Locked {
                        path: self.path.clone(),
                        waited_ms: self.busy_ms,
                    });
                }
                Err(std::fs::TryLockError::Error(e)) => return Err(io_error(&self.path, e)),
            }
        }
    }
}
