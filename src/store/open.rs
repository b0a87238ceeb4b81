//! Opening an event file: creating it, opening it (read-write or read-only), reading its
//! settings, and the connection's own settings (busy timeout, size limit, the actor).

use super::*;
use crate::event::reminder::{ReminderKind, ReminderSwitches};

impl Store {
    /// Create a new event file at `path`, its key beside it, with `settings`; refuses to
    /// overwrite an existing file ([`Store::create_file`]).
    pub fn create(path: &Path, settings: &EventSettings) -> Result<Store> {
        Store::create_file(&EventFile::beside(path), settings)
    }

    /// Create the new event file `file` (its key where `file` says) with `settings`; refuses to
    /// overwrite an existing file.
    pub fn create_file(file: &EventFile, settings: &EventSettings) -> Result<Store> {
        let path = file.db();
        // Something already there is refused, named for what it is (a FIFO, a directory…).
        if let Ok(meta) = std::fs::metadata(path) {
            return Err(match not_regular(&meta) {
                Some(kind) => StoreError::NotRegular {
                    path: path.to_path_buf(),
                    kind,
                },
                None => StoreError::Exists {
                    path: path.to_path_buf(),
                },
            });
        }
        create_with_event_mode(path)?;
        // The new file's and its key's directory entries are made durable here, once: SQLite
        // syncs no directory itself (built with SQLITE_DISABLE_DIRSYNC: every write is made
        // durable in the database file, `Store::make_durable`), and a created file whose entry
        // is lost in a crash is lost.
        let made = Self::init_new(file, settings).and_then(|store| {
            sync_dir_of(path)?;
            let key_path = file.key();
            if key_path.parent() != path.parent() {
                sync_dir_of(&key_path)?;
            }
            Ok(store)
        });
        if made.is_err() {
            // The file is ours and half made: remove it and its WAL companions.
            for suffix in ["", "-wal", "-shm", "-journal"] {
                let mut p = path.as_os_str().to_owned();
                p.push(suffix);
                let _ = std::fs::remove_file(PathBuf::from(p));
            }
        }
        made
    }

    /// Open the SQLite connection on an existing file (read-write, never create).
    pub(super) fn connect(file: &EventFile) -> Result<Store> {
        let path = file.db();
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags).map_err(|e| sql(path, e))?;
        let mut store = Store::on(file, conn);
        store.set_busy_timeout(DEFAULT_BUSY_TIMEOUT)?;
        Ok(store)
    }

    /// Read the event key of this file ([`EventFile::key`]); a missing or unreadable key is
    /// remembered with the reason, and refused only when a write needs it.
    pub(super) fn read_key(&mut self) {
        let path = self.file.key();
        self.key = match chain::ChainKey::read(&path) {
            Ok(Some(key)) => Ok(key),
            Ok(None) => Err(KeyFact::NoFile { path }),
            Err(None) => Err(KeyFact::NotAKey { path }),
            Err(Some(e)) => Err(KeyFact::Unreadable {
                path,
                error: e.to_string(),
            }),
        };
    }

    pub(super) fn init_new(file: &EventFile, settings: &EventSettings) -> Result<Store> {
        let path = file.db();
        let mut store = Store::connect(file)?;
        let key_path = file.key();
        let key = chain::ChainKey::load_or_create(&key_path).map_err(|e| io_error(&key_path, e))?;
        let p = path;
        store
            .conn
            .pragma_update(None, "application_id", APPLICATION_ID)
            .map_err(|e| sql(p, e))?;
        store.configure()?;
        schema::migrations()
            .to_latest(&mut store.conn)
            .map_err(|e| migration_error(p, e))?;
        store.key = Ok(key.clone());
        let tx = store.begin()?;
        tx.execute(
            "INSERT INTO settings (id, name, rounds, control, laws_edition, guidelines_iii,
               draw_offers_from_move, draw_offers_need_consent, supervised, created_at_ms, created_by,
               armageddon, lang, default_time_ms)
             VALUES (1, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
            params![
                settings.name,
                settings.rounds,
                settings.control.as_ref().map(|c| c.to_string()),
                settings.laws.edition.year().to_string(),
                settings.guidelines_iii,
                settings.draw_offers_from_move,
                settings.draw_offers_need_consent,
                settings.supervised,
                now_ms(),
                store.actor.account,
                settings.armageddon,
                settings.lang.map(|l| l.code()),
                settings.default_time_ms,
            ],
        )
        .map_err(|e| store.err(e))?;
        // Every event of a new file is chained: the seal of start id 0.
        tx.execute(
            "INSERT INTO chain (id, start_id, seal) VALUES (1, 0, ?1)",
            params![key.seal(0)],
        )
        .map_err(|e| store.err(e))?;
        // Every table sealed as it starts, and the first witness written (over any left by an
        // event file made at this path before).
        store.commit_tables(tx, &seal::Table::ALL)?;
        Ok(store)
    }

    /// Open an existing event file, its key beside it ([`Store::open_file`]).
    pub fn open(path: &Path) -> Result<Store> {
        Store::open_file(&EventFile::beside(path))
    }

    /// Open the existing event file `file`, its key where `file` says (never creates one).
    /// Checks, before writing anything, that it is an SQLite file, an arbiter file, and not from
    /// a newer arbiter; then migrates an older schema to this one.
    pub fn open_file(file: &EventFile) -> Result<Store> {
        let path = file.db();
        check_header(path)?;
        // Read before SQLite recovers it: recovery would drop, without a word, every committed
        // transaction after a damaged frame.
        let damage = wal::inspect(&wal_path(path))
            .map_err(|e| io_error(&wal_path(path), e))?
            .map(|d| wal_damage_detail(path, &d));
        let mut store = Store::connect(file)?;
        if damage.is_some() {
            // The last connection to close would checkpoint what recovery kept and delete the
            // WAL: the damage, and what it hides, would be gone without a word.
            store.keep_wal_on_close();
        }
        store.damage = damage;
        if store.conn.is_readonly(rusqlite::MAIN_DB).unwrap_or(false) {
            return Err(StoreError::ReadOnly {
                path: path.to_path_buf(),
                detail: Detail::Fact(FileFact::NoWrite),
            });
        }
        let app_id: i32 = store
            .conn
            .pragma_query_value(None, "application_id", |r| r.get(0))
            .map_err(|e| store.err(e))?;
        if app_id != APPLICATION_ID {
            return Err(StoreError::NotArbiter {
                path: path.to_path_buf(),
                detail: Detail::Words(format!("application_id is {app_id:#x}")),
            });
        }
        let version = store.schema_version()?;
        if version > SCHEMA_VERSION {
            return Err(StoreError::TooNew {
                path: path.to_path_buf(),
                found: version,
                known: SCHEMA_VERSION,
            });
        }
        if version < 1 {
            return Err(StoreError::NotArbiter {
                path: path.to_path_buf(),
                detail: Detail::Fact(FileFact::NoSchema),
            });
        }
        store.configure()?;
        if version < SCHEMA_VERSION {
            if let Some(detail) = &store.damage {
                return Err(StoreError::Damaged {
                    path: path.to_path_buf(),
                    detail: detail.clone(),
                });
            }
            schema::migrations()
                .to_latest(&mut store.conn)
                .map_err(|e| migration_error(path, e))?;
            store.make_durable()?;
        }
        store.read_key();
        store.see_language();
        // Before v11 no table was sealed, before v14 the reminders switched off were not,
        // before v15 the rule changes were not recorded: seal what is not sealed yet as it is.
        if version < schema::RULE_CHANGES_VERSION {
            store.seal_migrated()?;
        }
        if version < schema::SNAPSHOTS_VERSION
            && let Err(e) = store.snapshot_boards()
        {
            // A cache: the file is migrated and sound without it (boards fold from their events).
            tracing::warn!(%e, "board snapshots not written after the migration");
        }
        Ok(store)
    }

    /// Read the event's language on this connection for the caller
    /// ([`EventFile::language_seen`]), so that the CLI words a verb's refusal made before the
    /// verb reads the settings (no such board, an illegal move) without opening the file a second
    /// time: that second, read-only connection would leave an empty `-wal` and `-shm` beside the
    /// file, which it cannot delete (issue 29). Nothing is seen when the row cannot be read.
    fn see_language(&self) {
        if let Some(lang) = settings_language(&self.conn) {
            self.file.see_language(lang);
        }
    }

    /// The event's language (`init --lang`) read without opening the file for writing or
    /// migrating it: `None` when the file is not ours, is older than the setting, or says none.
    pub fn event_language(path: &Path) -> Option<crate::i18n::Lang> {
        check_header(path).ok()?;
        let conn = rusqlite::Connection::open_with_flags(
            path,
            rusqlite::OpenFlags::SQLITE_OPEN_READ_ONLY | rusqlite::OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .ok()?;
        let app_id: i32 = conn
            .pragma_query_value(None, "application_id", |r| r.get(0))
            .ok()?;
        if app_id != APPLICATION_ID {
            return None;
        }
        settings_language(&conn).flatten()
    }

    /// WAL, foreign keys, busy timeout; every write made durable in the database file itself
    /// before it is acknowledged ([`Store::make_durable`]).
    ///
    /// The event file alone must be the whole event whenever no program has it open (issue 29):
    /// arbiters copy it to USB sticks, mail it, sync folders that skip `*-wal`. So every write
    /// transaction is followed, before the caller hears of it, by a checkpoint that copies it into
    /// the database file and syncs that file (`wal_checkpoint(FULL)`, [`Store::make_durable`]);
    /// the last connection to close finds nothing left and deletes the WAL (SQLite's default). The
    /// commit itself need not sync the WAL (`synchronous=NORMAL`): the checkpoint syncs the WAL
    /// before copying and the database after, so an action costs three fsyncs in all — the new
    /// WAL's header, the WAL, the database — and the same however long the file's history,
    /// since the WAL never carries one process's frames to the next. A crash before the
    /// checkpoint loses only what was never acknowledged (WAL mode with `NORMAL` is never
    /// corrupted by a crash). When another connection keeps the checkpoint from copying
    /// everything (a reader of an older snapshot, a checkpoint of its own), the WAL and its
    /// directory are synced instead, as `synchronous=FULL` would have.
    pub(super) fn configure(&mut self) -> Result<()> {
        let mode: String = self
            .conn
            .pragma_query_value(None, "journal_mode", |r| r.get(0))
            .map_err(|e| self.err(e))?;
        if !mode.eq_ignore_ascii_case("wal") {
            self.conn
                .pragma_update_and_check(None, "journal_mode", "WAL", |r| r.get::<_, String>(0))
                .map_err(|e| self.err(e))?;
        }
        self.conn
            .pragma_update(None, "synchronous", "NORMAL")
            .map_err(|e| self.err(e))?;
        self.conn
            .pragma_update(None, "foreign_keys", true)
            .map_err(|e| self.err(e))?;
        self.conn
            .pragma_update(None, "wal_autocheckpoint", WAL_CHECKPOINT_PAGES)
            .map_err(|e| self.err(e))?;
        self.conn
            .pragma_update(None, "journal_size_limit", WAL_SIZE_LIMIT)
            .map_err(|e| self.err(e))?;
        self.set_busy_timeout(Duration::from_millis(self.busy_ms))?;
        // A read opens the WAL and the shared memory (creating them if need be): their identity
        // from now on is this connection's.
        self.conn
            .query_row("SELECT count(*) FROM sqlite_schema", [], |r| {
                r.get::<_, i64>(0)
            })
            .map_err(|e| self.err(e))?;
        self.companions = Some(self.companion_ids());
        // Looked at under the writers' lock, as after a commit: a writer holds it from its
        // commit to the end of its checkpoint, and a checkpoint seen half way (the file changed
        // after this look, no commit since) would refuse this connection's first write as a
        // foreign one (seen in `store_concurrency`: eight threads, 2 runs in 20).
        let _lock = self.writers_lock()?;
        self.seen.set(Some(self.file_seen()?));
        Ok(())
    }

    /// How long a write waits for another process's transaction before [`StoreError::Locked`].
    pub fn set_busy_timeout(&mut self, wait: Duration) -> Result<()> {
        self.busy_ms = wait.as_millis() as u64;
        self.conn.busy_timeout(wait).map_err(|e| self.err(e))
    }

    /// Limit the file to `pages` pages (`PRAGMA max_page_count`) for this connection: a quota,
    /// and how the tests make the disk "full".
    pub fn set_max_page_count(&self, pages: i64) -> Result<i64> {
        self.conn
            .pragma_update_and_check(None, "max_page_count", pages, |r| r.get(0))
            .map_err(|e| self.err(e))
    }

    /// The account and origin stamped on appended events.
    pub fn actor(&self) -> &Actor {
        &self.actor
    }

    /// Set the display name stamped on appended events (`--as NAME`).
    pub fn set_display_name(&mut self, name: Option<String>) {
        self.actor.display_name = name;
    }

    /// The file this store works on.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The event file and where its key is, as it was opened.
    pub fn file(&self) -> &EventFile {
        &self.file
    }

    /// The schema version of the file (`PRAGMA user_version`).
    pub fn schema_version(&self) -> Result<i64> {
        self.conn
            .pragma_query_value(None, "user_version", |r| r.get(0))
            .map_err(|e| self.err(e))
    }

    /// The event's settings.
    pub fn settings(&self) -> Result<EventSettings> {
        let row = self
            .conn
            .query_row(
                "SELECT name, rounds, control, laws_edition, guidelines_iii, draw_offers_from_move,
                        draw_offers_need_consent, supervised, armageddon, lang, default_time_ms
                 FROM settings WHERE id = 1",
                [],
                |r| {
                    Ok((
                        r.get::<_, String>(0)?,
                        r.get::<_, Option<u32>>(1)?,
                        r.get::<_, Option<String>>(2)?,
                        r.get::<_, String>(3)?,
                        r.get::<_, bool>(4)?,
                        r.get::<_, Option<u32>>(5)?,
                        r.get::<_, bool>(6)?,
                        r.get::<_, bool>(7)?,
                        r.get::<_, bool>(8)?,
                        r.get::<_, Option<String>>(9)?,
                        r.get::<_, i64>(10)?,
                    ))
                },
            )
            .map_err(|e| self.err(e))?;
        let (
            name,
            rounds,
            control,
            edition,
            guidelines_iii,
            from_move,
            consent,
            supervised,
            armageddon,
            lang,
            default_time_ms,
        ) = row;
        let lang = lang
            .map(|l| {
                l.parse::<crate::i18n::Lang>().map_err(|e| {
                    self.corrupt(RowFact::Language {
                        text: e.text.clone(),
                    })
                })
            })
            .transpose()?;
        self.file.see_language(lang);
        let edition = Edition::from_year(&edition).ok_or_else(|| {
            self.corrupt(RowFact::Edition {
                edition: edition.clone(),
            })
        })?;
        Ok(EventSettings {
            name,
            rounds,
            control: self.parse_control(control.as_deref())?,
            laws: LawsParams::for_edition(edition),
            guidelines_iii,
            draw_offers_from_move: from_move,
            draw_offers_need_consent: consent,
            supervised,
            armageddon,
            lang,
            default_time_ms,
        })
    }

    pub(super) fn parse_control(&self, text: Option<&str>) -> Result<Option<TimeControl>> {
        text.map(|t| {
            t.parse::<TimeControl>().map_err(|e| {
                self.corrupt(DamageFact::TimeControl {
                    text: t.to_owned(),
                    error: e,
                })
            })
        })
        .transpose()
    }

    /// The reminders switched on and off for the event (issue 35; all on by default).
    pub fn reminder_switches(&self) -> Result<ReminderSwitches> {
        let mut st = self
            .conn
            .prepare_cached("SELECT kind FROM reminders_off ORDER BY kind")
            .map_err(|e| self.err(e))?;
        let names = st
            .query_map([], |r| r.get::<_, String>(0))
            .and_then(Iterator::collect::<rusqlite::Result<Vec<String>>>)
            .map_err(|e| self.err(e))?;
        ReminderSwitches::from_stored(&names.join(",")).map_err(|e| self.corrupt(e.to_string()))
    }

    /// Switch a kind of reminder on or off for the event (issue 35).
    /// The switches are a sealed table (`seal::Table::RemindersOff`): a switch edited outside
    /// the program is refused here and named by `check`.
    /// A switch that changes something is recorded, in the same transaction, with who made it
    /// and `at_ms` (`event::change`, schema v15); whether it changed something.
    pub fn set_reminder(&self, kind: ReminderKind, on: bool, at_ms: i64) -> Result<bool> {
        let tx = self.begin_tables()?;
        let sql = if on {
            "DELETE FROM reminders_off WHERE kind = ?1"
        } else {
            "INSERT OR IGNORE INTO reminders_off (kind) VALUES (?1)"
        };
        let changed = tx
            .execute(sql, params![kind.name()])
            .map_err(|e| self.err(e))?
            > 0;
        if changed {
            let change = crate::event::change::RuleChange::Reminder { reminder: kind, on };
            self.record_rule_change(&tx, at_ms, &change)?;
        }
        let tables = [seal::Table::RemindersOff, seal::Table::RuleChanges];
        self.commit_tables(tx, &tables[..if changed { 2 } else { 1 }])?;
        Ok(changed)
    }

    /// Set the event's default time (Art. 6.7.1), in milliseconds (0: present at the start).
    pub fn set_default_time(&self, ms: i64) -> Result<()> {
        let tx = self.begin_tables()?;
        tx.execute(
            "UPDATE settings SET default_time_ms = ?1 WHERE id = 1",
            params![ms.max(0)],
        )
        .map_err(|e| self.err(e))?;
        self.commit_tables(tx, &[seal::Table::Settings])
    }

    /// Open a file only to read it (a backup to compare with): header checked, nothing written,
    /// no migration.
    pub fn open_read_only(path: &Path) -> Result<Store> {
        check_header(path)?;
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags).map_err(|e| sql(path, e))?;
        Ok(Store::on(&EventFile::beside(path), conn))
    }

    /// A store on `conn`, the connection to `file`: this process's actor, no key read yet, no
    /// damage found, the default busy timeout recorded.
    fn on(file: &EventFile, conn: Connection) -> Store {
        Store {
            conn,
            path: file.db().to_path_buf(),
            file: file.clone(),
            actor: Actor::of_process(),
            busy_ms: DEFAULT_BUSY_TIMEOUT.as_millis() as u64,
            key: Err(KeyFact::NotRead),
            damage: None,
            companions: None,
            held_checked: std::cell::Cell::new(false),
            seen: std::cell::Cell::new(None),
            batch: std::cell::Cell::new(None),
            unbatched: std::cell::Cell::new(false),
            page_next: std::cell::Cell::new(None),
        }
    }

    /// The underlying connection, for tests that must break the rules on purpose.
    #[doc(hidden)]
    pub fn raw_connection(&self) -> &Connection {
        &self.conn
    }

    pub(super) fn err(&self, e: rusqlite::Error) -> StoreError {
        StoreError::from_sqlite(&self.path, self.busy_ms, e)
    }

    pub(super) fn corrupt(&self, detail: impl Into<Detail>) -> StoreError {
        StoreError::Corrupt {
            path: self.path.clone(),
            detail: detail.into(),
        }
    }
}

/// The event's language as its settings row names it (`init --lang`): `Some(None)` when it names
/// none; `None` when the row cannot be read or names a language this build does not know.
fn settings_language(conn: &rusqlite::Connection) -> Option<Option<crate::i18n::Lang>> {
    let code: Option<String> = conn
        .query_row("SELECT lang FROM settings WHERE id = 1", [], |r| r.get(0))
        .ok()?;
    match code {
        None => Some(None),
        Some(code) => code.parse().ok().map(Some),
    }
}
