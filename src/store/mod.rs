//! The event file: SQLite, and the only module that speaks SQL.
//!
//! One file per event, shared by several processes (arbiters in SSH sessions, scripts). WAL,
//! `synchronous=FULL` (an acknowledged append survives power loss), a busy timeout, and every
//! write in one `BEGIN IMMEDIATE` transaction. Events are append-only (triggers refuse UPDATE and
//! DELETE); each append states the board's last sequence number the caller saw, and fails with
//! [`StoreError::Conflict`] — naming who did what, when — if another process appended first.
//! A failed open never modifies the file: the header and schema version are checked before any
//! migration.

use std::collections::HashMap;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::time::Duration;

use rusqlite::{Connection, OpenFlags, Transaction, TransactionBehavior, params};

use crate::clock::TimeControl;
use crate::event::command::{Command, check_all};
use crate::event::{
    BoardId, BoardRef, BoardSetup, BoardState, Event, EventKind, EventSettings, Player, fold_with,
};
use crate::rules::{Edition, LawsParams};

mod actor;
pub mod chain;
mod error;
mod pages;
pub mod schema;
pub mod seal;
pub mod snapshot;
pub mod verify;
mod wal;
pub mod witness;

pub use actor::Actor;
pub use error::{Conflict, Detail, FileKind, StoreError, SystemCause, SystemText};
pub use schema::{APPLICATION_ID, SCHEMA_VERSION};

/// Default wait for another process's write to finish before [`StoreError::Locked`].
pub const DEFAULT_BUSY_TIMEOUT: Duration = Duration::from_secs(10);

/// The WAL is checkpointed into the database once it holds this many pages (4 KiB each): the
/// bound on how much the WAL carries from process to process ([`Store::configure`]).
pub const WAL_CHECKPOINT_PAGES: i64 = 1000;

/// After a checkpoint the WAL file is cut back to this many bytes.
pub const WAL_SIZE_LIMIT: i64 = 8 * 1024 * 1024;

/// How long the checkpoint after a write waits for other connections' readers before the WAL is
/// synced instead ([`Store::make_durable`]).
const CHECKPOINT_WAIT: Duration = Duration::from_millis(200);

type Result<T> = std::result::Result<T, StoreError>;

/// The tables a round's import may change (`Store::import_round`).
const IMPORT_TABLES: [seal::Table; 5] = [
    seal::Table::Boards,
    seal::Table::Players,
    seal::Table::Rounds,
    seal::Table::Byes,
    seal::Table::TrfRecords,
];

/// An open event file.
#[derive(Debug)]
pub struct Store {
    conn: Connection,
    path: PathBuf,
    actor: Actor,
    busy_ms: u64,
    /// The event key (`chain`), read when the file is opened: the key, or why there is none.
    key: std::result::Result<chain::ChainKey, String>,
    /// Damage found when the file was opened (a WAL SQLite's recovery would cut): reads go on,
    /// every write is refused with it (issue 29).
    damage: Option<Detail>,
    /// The identity of the `-wal` and `-shm` files this connection works with, taken when it
    /// opened them: a write is refused once either was removed or replaced (another process
    /// would then work with other ones, and the two would overwrite each other's pages).
    companions: Option<[Option<(u64, u64)>; 2]>,
    /// [`Store::file_seen`] after this connection's last commit (or its open).
    seen: std::cell::Cell<Option<(Option<std::time::SystemTime>, u64, i64)>>,
}

/// What `arbiter check` found.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct CheckReport {
    pub path: PathBuf,
    pub schema_version: i64,
    pub boards: i64,
    pub events: i64,
    /// Empty when the file is sound.
    pub problems: Vec<String>,
    /// The tamper-evident chain: what was verified, or why it was not.
    pub chain: String,
    /// The witness of the log's end (`witness`): what it showed, when it was read.
    pub witness: Option<String>,
    /// Why the file could not be verified (no key, not chained, no witness, tables not sealed
    /// yet): empty when everything was verified. Not a finding of damage: `check` exits with
    /// its own code for it.
    pub unverified: Vec<String>,
}

/// What [`Store::execute`] recorded: the board's state it judged the commands on, and the
/// events appended, in order.
#[derive(Debug, Clone)]
pub struct Executed {
    pub before: BoardState,
    pub events: Vec<Event>,
}

/// What a TRF brings besides its pairings (record 132's round dates, and the records the event
/// does not model), written in the same transaction as the round it comes with.
#[derive(Debug, Default)]
pub struct TrfExtras {
    pub dates: Vec<(u32, chrono::NaiveDate)>,
    pub kept: Vec<crate::interop::trf_out::KeptRecord>,
}

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

/// The pages in use of the database file at `path` that are all zeros (what every write checks,
/// [`Store::begin`]), at most `limit`: for the benches that measure the check's cost.
#[doc(hidden)]
pub fn zeroed_pages(path: &Path, limit: usize) -> std::io::Result<Vec<u32>> {
    pages::zeroed_pages(path, limit)
}

/// Create the empty file `path` with the event file's mode ([`EVENT_FILE_MODE`]: the arbiters'
/// group writes, others nothing), whatever the umask took away; refuses an existing `path`.
/// `create_new` is the atomic "does not exist yet", so two creators cannot both win.
fn create_with_event_mode(path: &Path) -> Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, EVENT_FILE_MODE);
    match options.open(path) {
        Ok(file) => {
            #[cfg(unix)]
            {
                use std::os::unix::fs::PermissionsExt;
                file.set_permissions(std::fs::Permissions::from_mode(EVENT_FILE_MODE))
                    .map_err(|e| io_error(path, e))?;
            }
            #[cfg(not(unix))]
            drop(file);
            Ok(())
        }
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Err(StoreError::Exists {
            path: path.to_path_buf(),
        }),
        Err(e) => Err(io_error(path, e)),
    }
}

/// Milliseconds since the Unix epoch, now.
pub fn now_ms() -> i64 {
    chrono::Utc::now().timestamp_millis()
}

impl Store {
    /// Create a new event file at `path` with `settings`; refuses to overwrite an existing file.
    pub fn create(path: &Path, settings: &EventSettings) -> Result<Store> {
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
        let made = Self::init_new(path, settings).and_then(|store| {
            sync_dir_of(path)?;
            let key_path = chain::key_path_for(path);
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
    fn connect(path: &Path) -> Result<Store> {
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags).map_err(|e| sql(path, e))?;
        let mut store = Store {
            conn,
            path: path.to_path_buf(),
            actor: Actor::of_process(),
            busy_ms: DEFAULT_BUSY_TIMEOUT.as_millis() as u64,
            key: Err(String::new()),
            damage: None,
            companions: None,
            seen: std::cell::Cell::new(None),
        };
        store.set_busy_timeout(DEFAULT_BUSY_TIMEOUT)?;
        Ok(store)
    }

    /// Read the event key of this file (`chain::key_path_for`); a missing or unreadable key is
    /// remembered with the reason, and refused only when a write needs it.
    fn read_key(&mut self) {
        let path = chain::key_path_for(&self.path);
        self.key = match chain::ChainKey::load(&path) {
            Ok(Some(key)) => Ok(key),
            Ok(None) => Err(crate::i18n::t(
                "errors-no-key-file",
                &[("file", path.display().to_string().into())],
            )),
            Err(e) => Err(format!("{}: {e}", path.display())),
        };
    }

    fn init_new(path: &Path, settings: &EventSettings) -> Result<Store> {
        let mut store = Store::connect(path)?;
        let key_path = chain::key_path_for(path);
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

    /// Open an existing event file (never creates one). Checks, before writing anything, that it
    /// is an SQLite file, an arbiter file, and not from a newer arbiter; then migrates an older
    /// schema to this one.
    pub fn open(path: &Path) -> Result<Store> {
        check_header(path)?;
        // Read before SQLite recovers it: recovery would drop, without a word, every committed
        // transaction after a damaged frame.
        let damage = wal::inspect(&wal_path(path))
            .map_err(|e| io_error(&wal_path(path), e))?
            .map(|d| wal_damage_detail(path, &d));
        let mut store = Store::connect(path)?;
        if damage.is_some() {
            // The last connection to close would checkpoint what recovery kept and delete the
            // WAL: the damage, and what it hides, would be gone without a word.
            store.keep_wal_on_close();
        }
        store.damage = damage;
        if store.conn.is_readonly(rusqlite::MAIN_DB).unwrap_or(false) {
            return Err(StoreError::ReadOnly {
                path: path.to_path_buf(),
                detail: Detail::Words(crate::i18n::t("errors-detail-no-write", &[])),
            });
        }
        let app_id: i32 = store
            .conn
            .pragma_query_value(None, "application_id", |r| r.get(0))
            .map_err(|e| store.err(e))?;
        if app_id != APPLICATION_ID {
            return Err(StoreError::NotArbiter {
                path: path.to_path_buf(),
                detail: format!("application_id is {app_id:#x}"),
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
                detail: crate::i18n::t("errors-detail-no-schema", &[]),
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
        if version < schema::SEALS_VERSION {
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

    /// The event's language as this process last read it from the settings of the event file
    /// at `path` (exactly that path), if it has: `Some(None)` when the event names none. The
    /// CLI chooses its language with it rather than open the file a second time
    /// ([`Store::event_language`]); an event's language never changes once it is made.
    pub fn language_seen(path: &Path) -> Option<Option<crate::i18n::Lang>> {
        let seen = SEEN_LANGUAGE.lock().ok()?;
        seen.as_ref()
            .filter(|(p, _)| p == path)
            .map(|(_, lang)| *lang)
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
        let lang: Option<String> = conn
            .query_row("SELECT lang FROM settings WHERE id = 1", [], |r| r.get(0))
            .ok()?;
        lang?.parse().ok()
    }

    /// WAL, foreign keys, busy timeout; every write made durable in the database file itself
    /// before it is acknowledged ([`Store::make_durable`]).
    ///
    /// The event file alone must be the whole event whenever no program has it open (issue 29):
    /// arbiters copy it to USB sticks, mail it, sync folders that skip `*-wal`. So every write
    /// transaction is followed, before the caller hears of it, by a checkpoint that copies it into
    /// the database file, syncs that file and empties the WAL (`wal_checkpoint(TRUNCATE)`); the
    /// last connection to close finds nothing left and deletes the WAL (SQLite's default). The
    /// commit itself need not sync the WAL (`synchronous=NORMAL`): the checkpoint syncs the WAL
    /// before copying and the database after, so an action costs three fsyncs in all — the new
    /// WAL's header, the WAL, the database — and the same however long the file's history,
    /// since the WAL never carries one process's frames to the next. A crash before the
    /// checkpoint loses only what was never acknowledged (WAL mode with `NORMAL` is never
    /// corrupted by a crash). When another connection keeps the checkpoint from copying
    /// everything (a reader of an older snapshot, a checkpoint of its own), the WAL and its
    /// directory are synced instead, as `synchronous=FULL` would have.
    fn configure(&mut self) -> Result<()> {
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
        self.seen.set(Some(self.file_seen()?));
        Ok(())
    }

    fn companion_ids(&self) -> [Option<(u64, u64)>; 2] {
        [
            wal::identity(&wal_path(&self.path)),
            wal::identity(&shm_path(&self.path)),
        ]
    }

    /// Whether the `-wal` and `-shm` this connection works with are still the files on disk:
    /// both there, the same as when it opened them, and no descriptor of this process on a
    /// removed one (`wal::held_by_this_process`).
    fn companions_sound(&self) -> bool {
        let Some(ids) = self.companions else {
            return true;
        };
        let now = self.companion_ids();
        if ids != now || now.iter().any(Option::is_none) {
            return false;
        }
        let (wal, shm) = (wal_path(&self.path), shm_path(&self.path));
        wal::held_by_this_process([&wal, &shm])
            .iter()
            .zip(now)
            .all(|(held, id)| held.iter().all(|h| Some(*h) == id))
    }

    /// Never checkpoint this connection's WAL into the file when it closes (the WAL is damaged,
    /// or no longer the one on disk).
    fn keep_wal_on_close(&self) {
        if let Err(e) = self.conn.set_db_config(
            rusqlite::config::DbConfig::SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE,
            true,
        ) {
            tracing::warn!(%e, "checkpoint on close not turned off");
        }
    }

    /// The event file's modification time and length, and `PRAGMA data_version`, as this
    /// connection last saw them ([`Store::foreign_write_guard`]).
    fn file_seen(&self) -> Result<(Option<std::time::SystemTime>, u64, i64)> {
        let meta = std::fs::metadata(&self.path).map_err(|e| io_error(&self.path, e))?;
        let version = self.data_version()?;
        Ok((meta.modified().ok(), meta.len(), version))
    }

    /// In a write transaction: refuse when the event file changed since this connection last
    /// looked while no commit reached it through the shared `-shm` (`data_version` unchanged) —
    /// a program working with another `-wal`/`-shm` wrote it, and this connection's cached pages
    /// may be older than the file: a write on them would copy old pages over new ones.
    fn foreign_write_guard(&self) -> Result<()> {
        let Some((time, len, version)) = self.seen.get() else {
            return Ok(());
        };
        let (now_time, now_len, now_version) = self.file_seen()?;
        if (now_time, now_len) != (time, len) && now_version == version {
            self.keep_wal_on_close();
            return Err(StoreError::Damaged {
                path: self.path.clone(),
                detail: Detail::Words(crate::i18n::t("hostile-companions-replaced", &[])),
            });
        }
        Ok(())
    }

    /// Commit a write transaction and make it durable ([`Store::make_durable`]); then check that
    /// the `-wal` and `-shm` are still this connection's, or the write may not be where the next
    /// reader looks.
    fn commit(&self, tx: WriteTx<'_>) -> Result<()> {
        let WriteTx { tx, _lock } = tx;
        tx.commit().map_err(|e| self.err(e))?;
        self.make_durable()?;
        self.write_guard()?;
        // The commit is what counts: a witness that cannot be written leaves the old one,
        // behind, and a warning.
        if let Err(e) = self.write_witness() {
            tracing::warn!(%e, "the witness of the log's end was not written");
        }
        Ok(())
    }

    /// Make what was committed durable in the database file before anyone is told it is done
    /// ([`Store::configure`]): checkpoint it into the file and empty the WAL; when another
    /// connection keeps the checkpoint from finishing, sync the WAL (and its directory entry)
    /// instead.
    fn make_durable(&self) -> Result<()> {
        // Wait a little for readers of an older snapshot, not the full busy timeout: the WAL
        // synced is as durable.
        self.conn
            .busy_timeout(CHECKPOINT_WAIT)
            .map_err(|e| self.err(e))?;
        let done = self
            .conn
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, i64>(1)?,
                    r.get::<_, i64>(2)?,
                ))
            });
        self.conn
            .busy_timeout(Duration::from_millis(self.busy_ms))
            .map_err(|e| self.err(e))?;
        // What this connection wrote is what it last saw of the file.
        self.seen.set(Some(self.file_seen()?));
        match done {
            // Copied, the database synced, the WAL emptied.
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
    fn sync_wal(&self) -> Result<()> {
        let wal = wal_path(&self.path);
        std::fs::File::open(&wal)
            .and_then(|f| f.sync_all())
            .map_err(|e| io_error(&wal, e))?;
        sync_dir_of(&self.path)
    }

    /// Refuse a write, before anything is written, when the file was found damaged when opened
    /// or its `-wal`/`-shm` were removed or replaced since (issue 29): the write would go where
    /// no other process looks, or on top of what SQLite's recovery cut.
    fn write_guard(&self) -> Result<()> {
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
                detail: Detail::Words(crate::i18n::t("hostile-companions-replaced", &[])),
            });
        }
        Ok(())
    }

    /// Pages in use that are all zeros (`pages`), checked in every write transaction: SQLite
    /// would find them only when a query reads them.
    fn zeroed_guard(&self) -> Result<()> {
        let zeroed = pages::zeroed_pages(&self.path, 5).map_err(|e| io_error(&self.path, e))?;
        match zeroed.first() {
            None => Ok(()),
            Some(_) => Err(StoreError::Damaged {
                path: self.path.clone(),
                detail: Detail::Words(zeroed_words(&zeroed)),
            }),
        }
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
                    self.corrupt(crate::i18n::t(
                        "errors-corrupt-language",
                        &[("text", e.text.clone().into())],
                    ))
                })
            })
            .transpose()?;
        see_language(&self.path, lang);
        let edition = Edition::from_year(&edition).ok_or_else(|| {
            self.corrupt(crate::i18n::t(
                "errors-corrupt-edition",
                &[("edition", format!("{edition:?}").into())],
            ))
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

    fn parse_control(&self, text: Option<&str>) -> Result<Option<TimeControl>> {
        text.map(|t| {
            t.parse::<TimeControl>().map_err(|e| {
                self.corrupt(crate::i18n::errors::time_control_as_typed(
                    crate::i18n::current(),
                    t,
                    &e,
                ))
            })
        })
        .transpose()
    }

    /// Add a board (to the current round when it names none). Refuses a number already in use
    /// in its round. Returns the board as added, with its round.
    pub fn add_board(&self, setup: &BoardSetup) -> Result<BoardSetup> {
        let tx = self.begin_tables()?;
        let setup = self.insert_board(&tx, setup.clone())?;
        self.commit_tables(tx, &[seal::Table::Boards])?;
        Ok(setup)
    }

    /// Add boards, each with its first events, in one transaction: all of them or, on any
    /// refusal (a number in use, a full disk), none. A board numbered 0 gets the next free
    /// number of its round (the current round when it names none). Imports use it, so that a
    /// file is never half imported.
    pub fn add_boards(
        &self,
        boards: Vec<(BoardSetup, Vec<EventKind>)>,
    ) -> Result<Vec<(BoardSetup, Vec<Event>)>> {
        self.add_players_and_boards(&[], boards)
    }

    /// [`Store::add_players`] and [`Store::add_boards`] in one transaction: a round's pairings
    /// come in whole, with the players they name, or not at all.
    pub fn add_players_and_boards(
        &self,
        players: &[Player],
        boards: Vec<(BoardSetup, Vec<EventKind>)>,
    ) -> Result<Vec<(BoardSetup, Vec<Event>)>> {
        self.import_round(players, &[], &[], boards, None)
    }

    /// A round from the pairing program, in one transaction: its players (added or completed),
    /// its byes (`(round, player's name, kind)`; a player named must be known), the boards
    /// re-paired before they started (`replace`: new players on an existing board), and the new
    /// boards with their first events. All of it, or nothing.
    pub fn import_round(
        &self,
        players: &[Player],
        byes: &[(u32, String, crate::interop::ByeKind)],
        replace: &[BoardSetup],
        boards: Vec<(BoardSetup, Vec<EventKind>)>,
        trf: Option<&TrfExtras>,
    ) -> Result<Vec<(BoardSetup, Vec<Event>)>> {
        if let Some(trf) = trf {
            for (round, _) in &trf.dates {
                self.check_round(*round)?;
            }
        }
        let tx = self.begin_tables()?;
        let mut cursor = self.chain_cursor(&tx)?;
        if let Some(trf) = trf {
            // A round's date set before (by hand or by an earlier TRF) is kept.
            for (round, date) in &trf.dates {
                tx.execute(
                    "INSERT OR IGNORE INTO rounds (round, date, time) VALUES (?1, ?2, NULL)",
                    params![round, date.format("%Y-%m-%d").to_string()],
                )
                .map_err(|e| self.err(e))?;
            }
            self.write_trf_records(&tx, &trf.kept)?;
        }
        for p in players {
            self.upsert_player(&tx, p)?;
        }
        for (round, name, kind) in byes {
            tx.execute(
                "INSERT OR REPLACE INTO byes (round, player, kind, created_at_ms, created_by)
                 VALUES (?1, (SELECT MIN(id) FROM players WHERE name = ?2), ?3, ?4, ?5)",
                params![round, name, bye_letter(*kind), now_ms(), self.actor.account],
            )
            .map_err(|e| self.err(e))?;
        }
        for setup in replace {
            tx.execute(
                "UPDATE boards SET white = ?2, black = ?3,
                    white_player = (SELECT MIN(id) FROM players WHERE name = ?2),
                    black_player = (SELECT MIN(id) FROM players WHERE name = ?3)
                 WHERE id = ?1",
                params![setup.key(), setup.white, setup.black],
            )
            .map_err(|e| self.err(e))?;
        }
        let mut out = Vec::with_capacity(boards.len());
        for (mut setup, kinds) in boards {
            if setup.round.is_none() {
                setup.round = Some(self.current_round()?);
            }
            if setup.number == 0 {
                // The transaction is on this connection: it sees the boards added before.
                setup.number = self.next_board_number(setup.id().round)?;
            }
            let setup = self.insert_board(&tx, setup)?;
            let at_ms = now_ms();
            let events = kinds
                .into_iter()
                .zip(1..)
                .map(|(kind, seq)| {
                    self.insert_event(&tx, &mut cursor, setup.key(), seq, at_ms, kind)
                })
                .collect::<Result<Vec<_>>>()?;
            out.push((setup, events));
        }
        self.commit_tables(tx, &IMPORT_TABLES)?;
        Ok(out)
    }

    fn insert_board(&self, tx: &Transaction<'_>, mut setup: BoardSetup) -> Result<BoardSetup> {
        if setup.round.is_none() {
            setup.round = Some(self.current_round()?);
        }
        crate::event::check_board_number(setup.number)
            .and_then(|()| setup.round.map_or(Ok(()), crate::event::check_round))
            .and_then(|()| {
                crate::text::single_line(&crate::i18n::t("text-field-white", &[]), &setup.white)
            })
            .and_then(|()| {
                crate::text::single_line(&crate::i18n::t("text-field-black", &[]), &setup.black)
            })
            .map_err(|detail| StoreError::OutOfRange {
                path: self.path.clone(),
                detail,
            })?;
        let exists: bool = tx
            .query_row(
                "SELECT EXISTS (SELECT 1 FROM boards WHERE id = ?1)",
                [setup.key()],
                |r| r.get(0),
            )
            .map_err(|e| self.err(e))?;
        if exists {
            return Err(StoreError::BoardExists {
                path: self.path.clone(),
                board: setup.id(),
            });
        }
        // The board refers to the players of those names, when the event knows them.
        tx.execute(
            "INSERT INTO boards (id, number, round, white, black, control, fen, created_at_ms, created_by,
                                 white_player, black_player)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9,
                     (SELECT MIN(id) FROM players WHERE name = ?4),
                     (SELECT MIN(id) FROM players WHERE name = ?5))",
            params![
                setup.key(),
                setup.number,
                setup.id().round,
                setup.white,
                setup.black,
                setup.control.as_ref().map(|c| c.to_string()),
                setup.fen,
                now_ms(),
                self.actor.account,
            ],
        )
        .map_err(|e| self.err(e))?;
        Ok(setup)
    }

    /// The players of the event, by starting rank (players without one last, by name).
    pub fn players(&self) -> Result<Vec<Player>> {
        self.players_where("", params![])
    }

    fn players_where(&self, filter: &str, args: &[&dyn rusqlite::ToSql]) -> Result<Vec<Player>> {
        let sql = format!(
            "SELECT id, name, fide_id, rating, title, federation, start_rank FROM players {filter}
             ORDER BY start_rank IS NULL, start_rank, name"
        );
        let mut stmt = self.conn.prepare_cached(&sql).map_err(|e| self.err(e))?;
        let rows = stmt.query_map(args, player_row).map_err(|e| self.err(e))?;
        rows.collect::<std::result::Result<_, _>>()
            .map_err(|e| self.err(e))
    }

    /// Add players, or complete the ones the event knows already (the same FIDE id, else the
    /// same name): what they lacked is filled in, nothing they had is changed. All or none.
    pub fn add_players(&self, players: &[Player]) -> Result<Vec<Player>> {
        let tx = self.begin_tables()?;
        let out = players
            .iter()
            .map(|p| self.upsert_player(&tx, p))
            .collect::<Result<Vec<_>>>()?;
        self.commit_tables(tx, &[seal::Table::Players])?;
        Ok(out)
    }

    /// Set round `round`'s date and start time (local time of the venue).
    pub fn set_round_date(
        &self,
        round: u32,
        date: chrono::NaiveDate,
        time: Option<chrono::NaiveTime>,
    ) -> Result<()> {
        self.check_round(round)?;
        let tx = self.begin_tables()?;
        tx.execute(
            "INSERT OR REPLACE INTO rounds (round, date, time) VALUES (?1, ?2, ?3)",
            params![
                round,
                date.format("%Y-%m-%d").to_string(),
                time.map(|t| t.format("%H:%M").to_string())
            ],
        )
        .map_err(|e| self.err(e))?;
        self.commit_tables(tx, &[seal::Table::Rounds])
    }

    /// Keep the records of the TRF just imported that the event does not model (issue 17,
    /// TRF26): they replace those of the TRF imported before, in the import's transaction.
    fn write_trf_records(
        &self,
        tx: &rusqlite::Transaction<'_>,
        records: &[crate::interop::trf_out::KeptRecord],
    ) -> Result<()> {
        tx.execute("DELETE FROM trf_records", [])
            .map_err(|e| self.err(e))?;
        for (pos, k) in (1i64..).zip(records) {
            tx.execute(
                "INSERT INTO trf_records (pos, part, line) VALUES (?1, ?2, ?3)",
                params![pos, k.part.code(), k.line],
            )
            .map_err(|e| self.err(e))?;
        }
        Ok(())
    }

    /// The kept records of the last TRF imported, in the file's order.
    pub fn trf_records(&self) -> Result<Vec<crate::interop::trf_out::KeptRecord>> {
        let mut st = self
            .conn
            .prepare_cached("SELECT part, line FROM trf_records ORDER BY pos")
            .map_err(|e| self.err(e))?;
        let rows = st
            .query_map([], |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?)))
            .map_err(|e| self.err(e))?;
        let mut out = Vec::new();
        for row in rows {
            let (part, line) = row.map_err(|e| self.err(e))?;
            // The schema admits only the two parts; anything else is not written back.
            if let Some(part) = crate::interop::trf_out::TrfPart::from_code(&part) {
                out.push(crate::interop::trf_out::KeptRecord { part, line });
            }
        }
        Ok(out)
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

    /// Every row of a three-column query.
    fn rows3<A, B, C>(&self, sql: &str) -> Result<Vec<(A, B, C)>>
    where
        A: rusqlite::types::FromSql,
        B: rusqlite::types::FromSql,
        C: rusqlite::types::FromSql,
    {
        let mut stmt = self.conn.prepare_cached(sql).map_err(|e| self.err(e))?;
        let rows = stmt
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .map_err(|e| self.err(e))?;
        rows.collect::<std::result::Result<_, _>>()
            .map_err(|e| self.err(e))
    }

    /// Round `round`'s start (its date and start time, the venue's local time) in ms since the
    /// epoch; None when the round has no start time. Art. 6.7.1 counts the default time from it.
    pub fn round_start_ms(&self, round: u32) -> Result<Option<i64>> {
        use chrono::TimeZone;
        let dates = self.round_dates()?;
        Ok(dates.get(&round).and_then(|(date, time)| {
            let at = date.and_time((*time)?);
            chrono::Local
                .from_local_datetime(&at)
                .earliest()
                .map(|t| t.timestamp_millis())
        }))
    }

    /// Each round's date and start time, when set.
    pub fn round_dates(
        &self,
    ) -> Result<HashMap<u32, (chrono::NaiveDate, Option<chrono::NaiveTime>)>> {
        let rows: Vec<(u32, String, Option<String>)> =
            self.rows3("SELECT round, date, time FROM rounds")?;
        let mut out = HashMap::new();
        for (round, date, time) in rows {
            let bad = |key: &str, value: &str| {
                self.corrupt(crate::i18n::t(
                    key,
                    &[
                        ("round", round.into()),
                        ("value", format!("{value:?}").into()),
                    ],
                ))
            };
            let date = chrono::NaiveDate::parse_from_str(&date, "%Y-%m-%d")
                .map_err(|_| bad("errors-corrupt-round-date", &date))?;
            let time = time
                .map(|t| {
                    chrono::NaiveTime::parse_from_str(&t, "%H:%M")
                        .map_err(|_| bad("errors-corrupt-round-time", &t))
                })
                .transpose()?;
            out.insert(round, (date, time));
        }
        Ok(out)
    }

    /// The byes of the event: (round, player id, kind), by round.
    pub fn byes(&self) -> Result<Vec<(u32, u32, crate::interop::ByeKind)>> {
        let rows: Vec<(u32, u32, String)> =
            self.rows3("SELECT round, player, kind FROM byes ORDER BY round, player")?;
        let mut out = Vec::new();
        for (round, player, kind) in rows {
            let kind = bye_kind(&kind).ok_or_else(|| {
                self.corrupt(crate::i18n::t(
                    "errors-corrupt-bye-kind",
                    &[
                        ("round", round.into()),
                        ("value", format!("{kind:?}").into()),
                    ],
                ))
            })?;
            out.push((round, player, kind));
        }
        Ok(out)
    }

    /// Each board's players (by board key), as far as the event knows them.
    pub fn players_by_board(&self) -> Result<HashMap<u32, [Option<Player>; 2]>> {
        let by_id: HashMap<u32, Player> = self.players()?.into_iter().map(|p| (p.id, p)).collect();
        let mut stmt = self
            .conn
            .prepare_cached("SELECT id, white_player, black_player FROM boards")
            .map_err(|e| self.err(e))?;
        let rows = stmt
            .query_map([], |r| {
                Ok((
                    r.get::<_, u32>(0)?,
                    r.get::<_, Option<u32>>(1)?,
                    r.get::<_, Option<u32>>(2)?,
                ))
            })
            .map_err(|e| self.err(e))?;
        let mut out = HashMap::new();
        for row in rows {
            let (key, white, black) = row.map_err(|e| self.err(e))?;
            let get = |id: Option<u32>| id.and_then(|i| by_id.get(&i).cloned());
            out.insert(key, [get(white), get(black)]);
        }
        Ok(out)
    }

    fn upsert_player(&self, tx: &Transaction<'_>, p: &Player) -> Result<Player> {
        let optional = |key: &str, v: &Option<String>| {
            v.as_deref().map_or(Ok(()), |v| {
                crate::text::single_line(&crate::i18n::t(key, &[]), v)
            })
        };
        crate::text::single_line(&crate::i18n::t("text-field-player", &[]), &p.name)
            .and_then(|()| optional("text-field-title", &p.title))
            .and_then(|()| optional("text-field-federation", &p.federation))
            .and_then(|()| {
                if p.name.trim().is_empty() {
                    Err(crate::i18n::t("errors-player-no-name", &[]))
                } else {
                    Ok(())
                }
            })
            .map_err(|detail| StoreError::OutOfRange {
                path: self.path.clone(),
                detail,
            })?;
        let found: Option<u32> = tx
            .query_row(
                "SELECT id FROM players WHERE (?1 IS NOT NULL AND fide_id = ?1)
                   OR ((?1 IS NULL OR fide_id IS NULL) AND name = ?2)
                 ORDER BY fide_id IS NULL LIMIT 1",
                params![fide_sql(p.fide_id), p.name],
                |r| r.get(0),
            )
            .map(Some)
            .or_else(|e| match e {
                rusqlite::Error::QueryReturnedNoRows => Ok(None),
                e => Err(e),
            })
            .map_err(|e| self.err(e))?;
        let id = match found {
            Some(id) => {
                tx.execute(
                    "UPDATE players SET fide_id = COALESCE(fide_id, ?2),
                        rating = COALESCE(rating, ?3), title = COALESCE(title, ?4),
                        federation = COALESCE(federation, ?5),
                        start_rank = COALESCE(start_rank, ?6)
                     WHERE id = ?1",
                    params![
                        id,
                        fide_sql(p.fide_id),
                        p.rating,
                        p.title,
                        p.federation,
                        p.start_rank
                    ],
                )
                .map_err(|e| self.player_error(p, e))?;
                id
            }
            None => {
                tx.execute(
                    "INSERT INTO players (name, fide_id, rating, title, federation, start_rank,
                                          created_at_ms, created_by)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                    params![
                        p.name,
                        fide_sql(p.fide_id),
                        p.rating,
                        p.title,
                        p.federation,
                        p.start_rank,
                        now_ms(),
                        self.actor.account
                    ],
                )
                .map_err(|e| self.player_error(p, e))?;
                u32::try_from(tx.last_insert_rowid())
                    .map_err(|_| self.corrupt("player ids out of range".into()))?
            }
        };
        let mut stored = self.players_where_in(tx, id)?;
        stored.id = id;
        Ok(stored)
    }

    fn players_where_in(&self, tx: &Transaction<'_>, id: u32) -> Result<Player> {
        tx.query_row(
            "SELECT id, name, fide_id, rating, title, federation, start_rank FROM players WHERE id = ?1",
            [id],
            player_row,
        )
        .map_err(|e| self.err(e))
    }

    /// A player refused by the schema: a FIDE id or a starting rank another player has.
    fn player_error(&self, p: &Player, e: rusqlite::Error) -> StoreError {
        if e.sqlite_error_code() == Some(rusqlite::ErrorCode::ConstraintViolation) {
            StoreError::OutOfRange {
                path: self.path.clone(),
                detail: crate::i18n::t(
                    "rounds-player-taken",
                    &[
                        ("name", crate::text::for_output(&p.name).into_owned().into()),
                        ("detail", e.to_string().into()),
                    ],
                ),
            }
        } else {
            self.err(e)
        }
    }

    /// The next free board number of `round` (1 for an empty round): one above the highest,
    /// computed without overflow, refused above [`crate::event::MAX_BOARD_NUMBER`].
    /// Extra boards ([`crate::event::round::EXTRA_FROM`] and above) are not counted.
    pub fn next_board_number(&self, round: u32) -> Result<u32> {
        self.next_number_in(round, 1, crate::event::round::EXTRA_FROM - 1)
    }

    /// The next free number of `round` outside the round numbering (issue 17): one above the
    /// highest extra board, [`crate::event::round::EXTRA_FROM`] for the first.
    pub fn next_extra_board_number(&self, round: u32) -> Result<u32> {
        self.next_number_in(
            round,
            crate::event::round::EXTRA_FROM,
            crate::event::MAX_BOARD_NUMBER,
        )
    }

    /// One above the highest board number of `round` in `from..=max` (`from` when none).
    fn next_number_in(&self, round: u32, from: u32, max: u32) -> Result<u32> {
        let highest: i64 = self
            .conn
            .query_row(
                "SELECT COALESCE(MAX(number), ?2 - 1) FROM boards
                 WHERE round = ?1 AND number BETWEEN ?2 AND ?3",
                params![round, from, max],
                |r| r.get(0),
            )
            .map_err(|e| self.err(e))?;
        match u32::try_from(highest.saturating_add(1)) {
            Ok(n) if n <= max => Ok(n),
            _ => Err(StoreError::OutOfRange {
                path: self.path.clone(),
                detail: crate::i18n::t(
                    "errors-no-free-board",
                    &[("highest", highest.into()), ("max", max.into())],
                ),
            }),
        }
    }

    /// All boards, by round and number.
    pub fn boards(&self) -> Result<Vec<BoardSetup>> {
        self.boards_where("", params![])
    }

    /// The boards of one round, by number.
    pub fn boards_of_round(&self, round: u32) -> Result<Vec<BoardSetup>> {
        self.boards_where("WHERE round = ?1", params![round])
    }

    /// The boards that `filter` (an SQL `WHERE …` over the boards table) selects, by round and
    /// number.
    fn boards_where(&self, filter: &str, args: &[&dyn rusqlite::ToSql]) -> Result<Vec<BoardSetup>> {
        let sql = format!(
            "SELECT number, round, white, black, control, fen FROM boards {filter} ORDER BY round, number"
        );
        let mut stmt = self.conn.prepare_cached(&sql).map_err(|e| self.err(e))?;
        let rows = stmt
            .query_map(args, |r| {
                Ok((
                    r.get::<_, u32>(0)?,
                    r.get::<_, Option<u32>>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, Option<String>>(4)?,
                    r.get::<_, Option<String>>(5)?,
                ))
            })
            .map_err(|e| self.err(e))?;
        let mut out = Vec::new();
        for row in rows {
            let (number, round, white, black, control, fen) = row.map_err(|e| self.err(e))?;
            out.push(BoardSetup {
                number,
                round,
                white,
                black,
                control: self.parse_control(control.as_deref())?,
                fen,
            });
        }
        Ok(out)
    }

    /// One board by its key ([`BoardSetup::key`]), or [`StoreError::NoBoard`] (one indexed
    /// row, not the whole table).
    pub fn board(&self, key: u32) -> Result<BoardSetup> {
        self.boards_where("WHERE id = ?1", params![key])?
            .into_iter()
            .next()
            .ok_or_else(|| StoreError::NoBoard {
                path: self.path.clone(),
                board: BoardId::from_key(key),
            })
    }

    /// The board a person or script named (`N` of the current round, or `R.N`), or
    /// [`StoreError::NoBoard`] naming `R.N`.
    pub fn resolve(&self, board: BoardRef) -> Result<BoardSetup> {
        let id = board.resolve(self.current_round()?);
        self.board(id.key())
    }

    /// The event's current round: the one a bare board number `N` and the app's hall mean.
    pub fn current_round(&self) -> Result<u32> {
        self.conn
            .prepare_cached("SELECT current_round FROM settings WHERE id = 1")
            .and_then(|mut st| st.query_row([], |r| r.get(0)))
            .map_err(|e| self.err(e))
    }

    /// A round number in range, or [`StoreError::OutOfRange`] saying the range.
    fn check_round(&self, round: u32) -> Result<()> {
        crate::event::check_round(round).map_err(|detail| StoreError::OutOfRange {
            path: self.path.clone(),
            detail,
        })
    }

    /// Make `round` the current round.
    pub fn set_current_round(&self, round: u32) -> Result<()> {
        self.check_round(round)?;
        let tx = self.begin_tables()?;
        tx.execute(
            "UPDATE settings SET current_round = ?1 WHERE id = 1",
            [round],
        )
        .map_err(|e| self.err(e))?;
        self.commit_tables(tx, &[seal::Table::Settings])
    }

    /// The highest round that has a board (0 when there is none).
    pub fn last_round_with_boards(&self) -> Result<u32> {
        self.conn
            .query_row("SELECT COALESCE(MAX(round), 0) FROM boards", [], |r| {
                r.get(0)
            })
            .map_err(|e| self.err(e))
    }

    /// The last sequence number of a board (0 when it has no events).
    pub fn last_seq(&self, board: u32) -> Result<u32> {
        self.last_seq_in(&self.conn, board)
    }

    fn last_seq_in(&self, conn: &Connection, board: u32) -> Result<u32> {
        conn.prepare_cached("SELECT COALESCE(MAX(seq), 0) FROM events WHERE board = ?1")
            .and_then(|mut st| st.query_row([board], |r| r.get(0)))
            .map_err(|e| self.err(e))
    }

    /// Refuse with [`StoreError::Conflict`] (naming who did what) unless the board's last
    /// sequence number is `expect_seq`. Writes nothing; [`Store::append`] checks again.
    pub fn ensure_seq(&self, board: u32, expect_seq: u32) -> Result<()> {
        let tx = Transaction::new_unchecked(&self.conn, TransactionBehavior::Deferred)
            .map_err(|e| self.err(e))?;
        let last = self.last_seq_in(&tx, board)?;
        if last != expect_seq {
            return Err(self.conflict(&tx, board, expect_seq, last)?);
        }
        Ok(())
    }

    /// Append `kind` to `board`, stamped now. `expect_seq` is the board's last sequence number the
    /// caller saw; if another process appended since, nothing is written and the error says
    /// what it did, who and when.
    pub fn append(&self, board: u32, expect_seq: u32, kind: EventKind) -> Result<Event> {
        self.append_at(board, expect_seq, now_ms(), kind)
    }

    /// [`Store::append`] with a given time (ms since the epoch, UTC): imports and tests.
    pub fn append_at(
        &self,
        board: u32,
        expect_seq: u32,
        at_ms: i64,
        kind: EventKind,
    ) -> Result<Event> {
        let mut events = self.append_all_at(board, expect_seq, at_ms, vec![kind])?;
        events
            .pop()
            .ok_or_else(|| self.corrupt("no event appended".into()))
    }

    /// Append several events to one board in one transaction, all at `at_ms`: all of them, or
    /// none if the board changed since `expect_seq` (the same refusal as [`Store::append`]) or
    /// the write fails. Imports use it, so that a game is never half imported.
    pub fn append_all_at(
        &self,
        board: u32,
        expect_seq: u32,
        at_ms: i64,
        kinds: Vec<EventKind>,
    ) -> Result<Vec<Event>> {
        self.append_in_tx(board, expect_seq, at_ms, kinds, None)
    }

    /// [`Store::append_all_at`]; `before`, when the caller has it, is the board folded up to
    /// `expect_seq` (what [`Store::execute`] checked the commands on): the board's snapshot, when
    /// one is due, is then that state with the new events applied rather than a fold read again.
    fn append_in_tx(
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

    /// In the append's transaction `tx`: write `board`'s snapshot (`snapshot`, issue 21) when
    /// [`snapshot::EVERY`] of its events follow its latest one. `events` were just appended after
    /// sequence number `last`; `before`, when given, is the fold up to `last`.
    fn snapshot_if_due(
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
        // What the events since it weigh: a snapshot costs at most `snapshot::AMPLIFY` times as
        // many bytes as they do (a board of long notes would otherwise write its whole history
        // again every 64 events). A new snapshot is at least about as large as the last.
        let since: i64 = tx
            .prepare_cached(
                "SELECT COALESCE(SUM(length(kind)), 0) FROM events WHERE board = ?1 AND seq > ?2",
            )
            .and_then(|mut st| st.query_row(params![board, latest], |r| r.get(0)))
            .map_err(|e| self.err(e))?;
        let budget = usize::try_from(since.saturating_mul(snapshot::AMPLIFY))
            .unwrap_or(usize::MAX)
            .min(snapshot::MAX_BYTES);
        if usize::try_from(latest_len).unwrap_or(usize::MAX) > budget {
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
    fn write_snapshot(
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
    fn tie_of(
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
    fn fold_board_on(
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
    fn snapshot_on(
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
        let path = self.path.as_path();
        let key = &self.key;
        let parts = crate::parallel::map_chunks(setups, |part| {
            let read = || -> Result<Vec<R>> {
                let mut reader = Store::connect(path)?;
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
        let before = self.fold_board(&setup, &settings)?;
        let expect_seq = expect.unwrap_or(before.last_seq);
        if before.last_seq != expect_seq {
            // A stale view is reported as such, before the commands are judged on a state the
            // caller has not seen.
            self.ensure_seq(board, expect_seq)?;
            // It has just reached `expect_seq`: judge the commands on that state.
            return self.execute(board, expect, at_ms, commands);
        }
        let kinds =
            check_all(&before, &settings, commands, at_ms).map_err(|refusal| refusal.error)?;
        let events = self.append_in_tx(board, expect_seq, at_ms, kinds, Some(&before))?;
        Ok(Executed { before, events })
    }

    /// Where the next event of `tx` hooks into the chain: `None` for a file older than the
    /// chain; refused when the file is chained and this process cannot read its key (an event
    /// without its MAC would break the chain).
    fn chain_cursor(&self, tx: &Transaction<'_>) -> Result<Option<chain::Cursor>> {
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
    fn insert_event(
        &self,
        tx: &Transaction<'_>,
        cursor: &mut Option<chain::Cursor>,
        board: u32,
        seq: u32,
        at_ms: i64,
        kind: EventKind,
    ) -> Result<Event> {
        let json = serde_json::to_string(&kind).map_err(|e| {
            self.corrupt(crate::i18n::t(
                "errors-corrupt-encode",
                &[("error", e.to_string().into())],
            ))
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
    fn conflict(
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
            return Err(self.corrupt(crate::i18n::t(
                "errors-corrupt-missing-event",
                &[("board", board.to_string().into()), ("seq", last.into())],
            )));
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

    fn query_events(
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
    fn each_event(
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
                self.corrupt(crate::i18n::t(
                    "errors-corrupt-unreadable-event",
                    &[
                        ("board", BoardId::from_key(board).to_string().into()),
                        ("seq", seq.into()),
                        ("error", e.to_string().into()),
                    ],
                ))
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

    /// Move everything the WAL holds into the database file and empty the WAL
    /// (`PRAGMA wal_checkpoint(TRUNCATE)`): the main file alone is then the whole event, for a
    /// tool that reads its bytes. Waits for readers and writers (busy timeout); `Locked` if they
    /// do not finish.
    pub fn checkpoint(&self) -> Result<()> {
        let (busy, _, _): (i64, i64, i64) = self
            .conn
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?))
            })
            .map_err(|e| self.err(e))?;
        if busy != 0 {
            return Err(self.err(rusqlite::Error::SqliteFailure(
                rusqlite::ffi::Error::new(rusqlite::ffi::SQLITE_BUSY),
                None,
            )));
        }
        Ok(())
    }

    /// Copy what the WAL holds into the database file without waiting for anyone
    /// (`PRAGMA wal_checkpoint(PASSIVE)`). The app does it when it closes, so that at the end of
    /// a session the main file alone holds every event (a plain copy of it misses nothing) as
    /// far as other sessions' open reads allow. `true` when every frame was copied.
    pub fn checkpoint_passive(&self) -> Result<bool> {
        let (_, log, copied): (i64, i64, i64) = self
            .conn
            .query_row("PRAGMA wal_checkpoint(PASSIVE)", [], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?))
            })
            .map_err(|e| self.err(e))?;
        Ok(log == copied)
    }

    /// Copy the file to `out` while others keep writing (SQLite online backup); refuses to
    /// overwrite `out`.
    pub fn backup(&self, out: &Path) -> Result<()> {
        if out.exists() {
            return Err(StoreError::Exists {
                path: out.to_path_buf(),
            });
        }
        // The copy is the event's record as much as the file: the file's mode (0660), whatever
        // the umask (issue 29).
        create_with_event_mode(out)?;
        let mut dst = Connection::open(out).map_err(|e| sql(out, e))?;
        {
            let backup =
                rusqlite::backup::Backup::new(&self.conn, &mut dst).map_err(|e| sql(out, e))?;
            // All pages in one step: one consistent snapshot (WAL readers do not block writers).
            loop {
                match backup.step(-1).map_err(|e| sql(out, e))? {
                    rusqlite::backup::StepResult::Done => break,
                    _ => std::thread::sleep(Duration::from_millis(10)),
                }
            }
        }
        // One self-contained file (no -wal beside it), for a USB stick and for reading back.
        dst.pragma_update_and_check(None, "journal_mode", "DELETE", |r| r.get::<_, String>(0))
            .map_err(|e| sql(out, e))?;
        let ok: String = dst
            .query_row("PRAGMA integrity_check", [], |r| r.get(0))
            .map_err(|e| sql(out, e))?;
        if ok != "ok" {
            return Err(StoreError::Corrupt {
                path: out.to_path_buf(),
                detail: crate::i18n::t("errors-corrupt-backup", &[("result", ok.clone().into())]),
            });
        }
        // The copy carries the witness of what it holds (`witness`), where a check of it looks.
        self.witness_backup(out, &dst)?;
        // SQLite syncs no directory (SQLITE_DISABLE_DIRSYNC): the new copy's entry, here.
        drop(dst);
        sync_dir_of(out)
    }

    /// `PRAGMA integrity_check` and `foreign_key_check`, plus the file's own invariants: per-board
    /// sequence numbers 1..n without gaps, every event readable, every takeback and decision
    /// referring to an earlier event of its board.
    pub fn check(&self) -> Result<CheckReport> {
        let mut problems = Vec::new();
        let mut stmt = self
            .conn
            .prepare("PRAGMA integrity_check")
            .map_err(|e| self.err(e))?;
        let rows: Vec<String> = stmt
            .query_map([], |r| r.get(0))
            .map_err(|e| self.err(e))?
            .collect::<std::result::Result<_, _>>()
            .map_err(|e| self.err(e))?;
        problems.extend(rows.into_iter().filter(|r| r != "ok"));
        let fk: Vec<String> = self
            .conn
            .prepare("PRAGMA foreign_key_check")
            .map_err(|e| self.err(e))?
            .query_map([], |r| {
                Ok(crate::i18n::t(
                    "errors-corrupt-foreign-key",
                    &[
                        ("table", r.get::<_, String>(0)?.into()),
                        ("row", r.get::<_, Option<i64>>(1)?.unwrap_or(0).into()),
                    ],
                ))
            })
            .map_err(|e| self.err(e))?
            .collect::<std::result::Result<_, _>>()
            .map_err(|e| self.err(e))?;
        problems.extend(fk);
        let app_id: i32 = self
            .conn
            .pragma_query_value(None, "application_id", |r| r.get(0))
            .map_err(|e| self.err(e))?;
        if app_id != APPLICATION_ID {
            problems.push(format!("application_id is {app_id:#x}"));
        }
        let gaps: Vec<(u32, u32, u32)> = self
            .conn
            .prepare("SELECT board, COUNT(*), MAX(seq) FROM events GROUP BY board HAVING COUNT(*) <> MAX(seq) OR MIN(seq) <> 1")
            .map_err(|e| self.err(e))?
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .map_err(|e| self.err(e))?
            .collect::<std::result::Result<_, _>>()
            .map_err(|e| self.err(e))?;
        for (board, count, max) in gaps {
            problems.push(crate::i18n::t(
                "errors-corrupt-gap",
                &[
                    ("board", BoardId::from_key(board).to_string().into()),
                    ("count", count.into()),
                    ("max", max.into()),
                ],
            ));
        }
        let events = match self.all_events() {
            Ok(evs) => evs,
            Err(e) => {
                problems.push(crate::i18n::errors::store(crate::i18n::current(), &e));
                Vec::new()
            }
        };
        for ev in &events {
            let target = match ev.kind {
                EventKind::Takeback { of_seq } | EventKind::Decision { of_seq, .. } => of_seq,
                _ => continue,
            };
            if target == 0 || target >= ev.seq {
                problems.push(crate::i18n::t(
                    "errors-corrupt-refers-later",
                    &[
                        ("board", BoardId::from_key(ev.board).to_string().into()),
                        ("seq", ev.seq.into()),
                        ("target", target.into()),
                    ],
                ));
            }
        }
        let boards: i64 = self
            .conn
            .query_row("SELECT COUNT(*) FROM boards", [], |r| r.get(0))
            .map_err(|e| self.err(e))?;
        let count: i64 = self
            .conn
            .query_row("SELECT COUNT(*) FROM events", [], |r| r.get(0))
            .map_err(|e| self.err(e))?;
        let (chain, broken) = self.verify_chain()?;
        let mut unverified = Vec::new();
        if broken.is_none() && (self.key.is_err() || !self.is_chained(&self.conn)?) {
            unverified.push(chain.clone());
        }
        problems.extend(broken);
        problems.extend(self.damage_found()?);
        let (edited, not_yet) = self.verify_tables()?;
        problems.extend(edited.into_iter().map(|table| {
            crate::i18n::t("hostile-table-edited", &[("table", table.name().into())])
        }));
        if not_yet {
            unverified.push(crate::i18n::t("hostile-table-not-sealed", &[]));
        }
        let witness = match self.verify_witness()? {
            witness::WitnessVerdict::NotApplicable => None,
            witness::WitnessVerdict::Held(status) => Some(status),
            witness::WitnessVerdict::Unverified(why) => {
                unverified.push(why.clone());
                Some(why)
            }
            witness::WitnessVerdict::Broken(problem) => {
                problems.push(problem.clone());
                Some(problem)
            }
        };
        Ok(CheckReport {
            path: self.path.clone(),
            schema_version: self.schema_version()?,
            boards,
            events: count,
            problems,
            chain,
            witness,
            unverified,
        })
    }

    /// What `check` adds to SQLite's own integrity check (issue 29): the WAL damaged when the file
    /// was opened, its companions replaced since, pages in use that are all zeros, and board
    /// snapshots whose bytes no longer match their tie (a cache the readers would skip, but
    /// damage all the same: `integrity_check` does not read a record's bytes).
    fn damage_found(&self) -> Result<Vec<String>> {
        let mut found = Vec::new();
        if let Err(e) = self.write_guard() {
            found.push(crate::i18n::errors::store(crate::i18n::current(), &e));
        }
        let zeroed = pages::zeroed_pages(&self.path, 20).map_err(|e| io_error(&self.path, e))?;
        if !zeroed.is_empty() {
            found.push(zeroed_words(&zeroed));
        }
        if self.key.is_err() {
            return Ok(found);
        }
        let mut st = self
            .conn
            .prepare(
                "SELECT board, seq, event_id, tie, data FROM board_snapshot WHERE fold_format = ?1",
            )
            .map_err(|e| self.err(e))?;
        let rows = st
            .query_map([snapshot::FOLD_FORMAT], |r| {
                Ok((
                    r.get::<_, u32>(0)?,
                    r.get::<_, u32>(1)?,
                    r.get::<_, i64>(2)?,
                    r.get::<_, Vec<u8>>(3)?,
                    r.get::<_, Vec<u8>>(4)?,
                ))
            })
            .map_err(|e| self.err(e))?;
        for row in rows {
            let (board, seq, event_id, tie, data) = row.map_err(|e| self.err(e))?;
            if self.tie_of(&self.conn, board, seq, &data)? != Some((event_id, tie)) {
                found.push(crate::i18n::t(
                    "hostile-snapshot-damaged",
                    &[
                        ("board", BoardId::from_key(board).to_string().into()),
                        ("seq", seq.into()),
                    ],
                ));
            }
        }
        Ok(found)
    }

    /// `PRAGMA quick_check` (O(file size), without the index cross-checks of
    /// `integrity_check`): what the app runs when it opens a file. A damaged file is
    /// [`StoreError::Damaged`], telling the arbiter to restore the last backup.
    pub fn quick_check(&self) -> Result<()> {
        let rows: Vec<String> = self
            .conn
            .prepare("PRAGMA quick_check")
            .and_then(|mut st| {
                st.query_map([], |r| r.get(0))?
                    .collect::<std::result::Result<_, _>>()
            })
            .map_err(|e| self.err(e))?;
        if rows.iter().all(|r| r == "ok") {
            return Ok(());
        }
        Err(StoreError::Damaged {
            path: self.path.clone(),
            detail: Detail::Words(format!("PRAGMA quick_check: {}", rows.join("; "))),
        })
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

    /// The MAC stored on event `id`: `None` when there is no such event.
    pub fn event_mac(&self, id: i64) -> Result<Option<Option<Vec<u8>>>> {
        use rusqlite::OptionalExtension;
        self.conn
            .query_row("SELECT mac FROM events WHERE id = ?1", [id], |r| r.get(0))
            .optional()
            .map_err(|e| self.err(e))
    }

    /// Verify the chain (`chain`): the status line, and the problem found — the first event
    /// that does not match (edited, deleted before it, inserted), a seal that does not match
    /// the key, or a chain removed.
    pub fn verify_chain(&self) -> Result<(String, Option<String>)> {
        use crate::i18n::t;
        use rusqlite::OptionalExtension;
        let start: Option<(i64, Vec<u8>)> = self
            .conn
            .query_row("SELECT start_id, seal FROM chain WHERE id = 1", [], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })
            .optional()
            .map_err(|e| self.err(e))?;
        let Some((start_id, seal)) = start else {
            let marked: bool = self
                .conn
                .query_row(
                    "SELECT EXISTS (SELECT 1 FROM events WHERE mac IS NOT NULL)",
                    [],
                    |r| r.get(0),
                )
                .map_err(|e| self.err(e))?;
            let problem = if marked {
                Some(t("hostile-chain-orphan-macs", &[]))
            } else if self.key.is_ok() {
                let key = chain::key_path_for(&self.path).display().to_string();
                Some(t("hostile-chain-removed", &[("key", key.into())]))
            } else {
                None
            };
            return Ok((t("hostile-chain-none", &[]), problem));
        };
        let key = match &self.key {
            Ok(k) => k,
            // Not a finding: without the key nobody can verify (a backup read elsewhere, a
            // player's account); the status line says so, and writes are refused.
            Err(why) => {
                let why = t("hostile-chain-unverified", &[("why", why.clone().into())]);
                return Ok((why, None));
            }
        };
        if key.seal(start_id) != seal {
            return Ok((
                t("hostile-chain-broken", &[]),
                Some(t("hostile-chain-seal", &[])),
            ));
        }
        let mut stmt = self
            .conn
            .prepare(
                "SELECT id, board, seq, at_ms, actor, display_name, origin, kind, mac
                 FROM events WHERE id > ?1 ORDER BY id",
            )
            .map_err(|e| self.err(e))?;
        let mut rows = stmt.query([start_id]).map_err(|e| self.err(e))?;
        let (mut prev, mut last_id, mut count) = (seal, start_id, 0u64);
        while let Some(r) = rows.next().map_err(|e| self.err(e))? {
            let (id, board, seq, expected) =
                verify::mac_of_row(key, &prev, r).map_err(|e| self.err(e))?;
            let mac: Option<Vec<u8>> = r.get(8).map_err(|e| self.err(e))?;
            if mac.as_deref() != Some(expected.as_slice()) {
                let args = |extra: Option<(&'static str, i64)>| {
                    let mut a: Vec<crate::i18n::Arg<'_>> = vec![
                        ("id", id.into()),
                        ("board", board.into()),
                        ("seq", seq.into()),
                    ];
                    if let Some((k, v)) = extra {
                        a.push((k, v.into()));
                    }
                    a
                };
                let problem = if id != last_id + 1 {
                    t(
                        "hostile-chain-gap",
                        &args(Some(("missing", id - last_id - 1))),
                    )
                } else if mac.is_none() {
                    t("hostile-chain-unmarked", &args(None))
                } else {
                    t("hostile-chain-edited", &args(None))
                };
                return Ok((t("hostile-chain-broken", &[]), Some(problem)));
            }
            prev = expected;
            last_id = id;
            count += 1;
        }
        let status = if count == 0 {
            t("hostile-chain-empty", &[])
        } else {
            t(
                "hostile-chain-ok",
                &[
                    ("count", count.into()),
                    ("head", last_id.into()),
                    ("mac", chain::short_hex(&prev).into()),
                ],
            )
        };
        Ok((status, None))
    }

    /// Compare this file with a backup of it (`arbiter check --against`): every event of the
    /// backup must be here, the same (its MAC, or its content in a file without a chain). The
    /// first that is missing names a lost tail (a deleted WAL, an older copy put back) that no
    /// check inside one file can see; the first that differs, a rewritten history.
    pub fn compare_with_backup(&self, backup: &Path) -> Result<(String, Option<String>)> {
        use crate::i18n::t;
        let other = Store::open_read_only(backup)?;
        type Row = (i64, u32, u32, i64, String, String, Option<Vec<u8>>);
        let read = |store: &Store| -> Result<Vec<Row>> {
            let mut st = store
                .conn
                .prepare("SELECT id, board, seq, at_ms, actor, kind, mac FROM events ORDER BY id")
                .map_err(|e| store.err(e))?;
            st.query_map([], |r| {
                Ok((
                    r.get(0)?,
                    r.get(1)?,
                    r.get(2)?,
                    r.get(3)?,
                    r.get(4)?,
                    r.get(5)?,
                    r.get(6)?,
                ))
            })
            .and_then(|rows| rows.collect::<std::result::Result<Vec<Row>, _>>())
            .map_err(|e| store.err(e))
        };
        let theirs = read(&other)?;
        let ours: HashMap<i64, Row> = read(self)?.into_iter().map(|r| (r.0, r)).collect();
        let name = backup.display().to_string();
        for (i, row) in theirs.iter().enumerate() {
            let args: Vec<crate::i18n::Arg<'_>> = vec![
                ("id", row.0.into()),
                ("board", row.1.into()),
                ("seq", row.2.into()),
                ("backup", name.clone().into()),
                ("count", (theirs.len() - i).into()),
            ];
            let same = match ours.get(&row.0) {
                None => {
                    return Ok((
                        t("hostile-chain-broken", &[]),
                        Some(t("hostile-against-lost", &args)),
                    ));
                }
                Some(mine) => match (&mine.6, &row.6) {
                    (Some(a), Some(b)) => a == b,
                    _ => mine == row,
                },
            };
            if !same {
                return Ok((
                    t("hostile-chain-broken", &[]),
                    Some(t("hostile-against-differs", &args)),
                ));
            }
        }
        let head = theirs.last().map_or(0, |r| r.0);
        Ok((
            t(
                "hostile-against-ok",
                &[("backup", name.into()), ("head", head.into())],
            ),
            None,
        ))
    }

    /// Open a file only to read it (a backup to compare with): header checked, nothing written,
    /// no migration.
    pub fn open_read_only(path: &Path) -> Result<Store> {
        check_header(path)?;
        let flags = OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_NO_MUTEX;
        let conn = Connection::open_with_flags(path, flags).map_err(|e| sql(path, e))?;
        Ok(Store {
            conn,
            path: path.to_path_buf(),
            actor: Actor::of_process(),
            busy_ms: DEFAULT_BUSY_TIMEOUT.as_millis() as u64,
            key: Err(String::new()),
            damage: None,
            companions: None,
            seen: std::cell::Cell::new(None),
        })
    }

    /// The underlying connection, for tests that must break the rules on purpose.
    #[doc(hidden)]
    pub fn raw_connection(&self) -> &Connection {
        &self.conn
    }

    /// A write transaction (`BEGIN IMMEDIATE`), refused on a damaged file ([`Store::write_guard`],
    /// [`Store::zeroed_guard`]), under the writers' lock on the event file ([`WriteTx`]). Commit
    /// it with [`Store::commit`].
    fn begin(&self) -> Result<WriteTx<'_>> {
        self.write_guard()?;
        let lock = self.writers_lock()?;
        let tx = Transaction::new_unchecked(&self.conn, TransactionBehavior::Immediate)
            .map_err(|e| self.err(e))?;
        self.foreign_write_guard()?;
        self.zeroed_guard()?;
        self.witness_gate(&tx)?;
        Ok(WriteTx { tx, _lock: lock })
    }

    /// The writers' lock: an exclusive `flock` on the event file itself, held from before the
    /// transaction begins until its checkpoint is done ([`Store::commit`]). SQLite's own write
    /// lock lives in the `-shm` file: two processes whose `-shm` differ (one was removed under
    /// the other) would write at once and copy each other's pages over; the event file is the one
    /// name every writer shares. Waits up to the busy timeout.
    fn writers_lock(&self) -> Result<std::fs::File> {
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

    fn err(&self, e: rusqlite::Error) -> StoreError {
        StoreError::from_sqlite(&self.path, self.busy_ms, e)
    }

    fn corrupt(&self, detail: String) -> StoreError {
        StoreError::Corrupt {
            path: self.path.clone(),
            detail,
        }
    }
}

/// The event language last read from an event file's settings, and that file's path
/// ([`Store::language_seen`]).
static SEEN_LANGUAGE: std::sync::Mutex<Option<(PathBuf, Option<crate::i18n::Lang>)>> =
    std::sync::Mutex::new(None);

fn see_language(path: &Path, lang: Option<crate::i18n::Lang>) {
    if let Ok(mut seen) = SEEN_LANGUAGE.lock()
        && seen.as_ref() != Some(&(path.to_path_buf(), lang))
    {
        *seen = Some((path.to_path_buf(), lang));
    }
}

/// The TRF letter a bye is stored as (H half, F full, U pairing-allocated, Z zero).
fn bye_letter(kind: crate::interop::ByeKind) -> &'static str {
    use crate::interop::ByeKind;
    match kind {
        ByeKind::Half => "H",
        ByeKind::Full => "F",
        ByeKind::PairingAllocated => "U",
        ByeKind::Zero => "Z",
    }
}

fn bye_kind(letter: &str) -> Option<crate::interop::ByeKind> {
    use crate::interop::ByeKind;
    Some(match letter {
        "H" => ByeKind::Half,
        "F" => ByeKind::Full,
        "U" => ByeKind::PairingAllocated,
        "Z" => ByeKind::Zero,
        _ => return None,
    })
}

/// One row of `SELECT id, name, fide_id, rating, title, federation, start_rank FROM players`.
fn player_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<Player> {
    Ok(Player {
        id: r.get(0)?,
        name: r.get(1)?,
        fide_id: r
            .get::<_, Option<i64>>(2)?
            .and_then(|f| u64::try_from(f).ok()),
        rating: r.get(3)?,
        title: r.get(4)?,
        federation: r.get(5)?,
        start_rank: r.get(6)?,
    })
}

/// A FIDE id as SQLite stores it (ids are far below `i64::MAX`; a larger one is left out).
fn fide_sql(id: Option<u64>) -> Option<i64> {
    id.and_then(|f| i64::try_from(f).ok())
}

/// The `-wal` file beside the event file at `path`.
fn wal_path(path: &Path) -> PathBuf {
    let mut p = path.as_os_str().to_owned();
    p.push("-wal");
    PathBuf::from(p)
}

/// The `-shm` file beside the event file at `path`.
fn shm_path(path: &Path) -> PathBuf {
    let mut p = path.as_os_str().to_owned();
    p.push("-shm");
    PathBuf::from(p)
}

/// The words of a damaged WAL ([`wal::WalDamage`]) found beside the event file at `path`.
fn wal_damage_detail(path: &Path, damage: &wal::WalDamage) -> Detail {
    let wal = wal_path(path).display().to_string();
    Detail::Words(match *damage {
        wal::WalDamage::BadHeader { len } => crate::i18n::t(
            "hostile-wal-bad-header",
            &[("wal", wal.into()), ("len", len.into())],
        ),
        wal::WalDamage::Break {
            frame,
            offset,
            lost_commits,
        } => crate::i18n::t(
            "hostile-wal-break",
            &[
                ("wal", wal.into()),
                ("frame", frame.into()),
                ("offset", offset.into()),
                ("lost", lost_commits.into()),
            ],
        ),
    })
}

/// The words of pages found all zeros (`pages`).
fn zeroed_words(zeroed: &[u32]) -> String {
    let list: Vec<String> = zeroed.iter().map(u32::to_string).collect();
    crate::i18n::t(
        "hostile-zeroed-pages",
        &[
            ("pages", list.join(", ").into()),
            ("count", zeroed.len().into()),
        ],
    )
}

/// fsync the directory holding `path`, making its entries durable.
fn sync_dir_of(path: &Path) -> Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    #[cfg(unix)]
    {
        std::fs::File::open(dir)
            .and_then(|d| d.sync_all())
            .map_err(|e| io_error(dir, e))
    }
    #[cfg(not(unix))]
    {
        let _ = dir;
        Ok(())
    }
}

fn sql(path: &Path, e: rusqlite::Error) -> StoreError {
    StoreError::from_sqlite(path, DEFAULT_BUSY_TIMEOUT.as_millis() as u64, e)
}

fn io_error(path: &Path, e: std::io::Error) -> StoreError {
    match e.kind() {
        std::io::ErrorKind::NotFound => StoreError::NotFound {
            path: path.to_path_buf(),
        },
        std::io::ErrorKind::PermissionDenied | std::io::ErrorKind::ReadOnlyFilesystem => {
            StoreError::ReadOnly {
                path: path.to_path_buf(),
                detail: Detail::System(SystemText::of_io(&e)),
            }
        }
        std::io::ErrorKind::StorageFull => StoreError::DiskFull {
            path: path.to_path_buf(),
        },
        _ => StoreError::Io {
            path: path.to_path_buf(),
            source: e,
        },
    }
}

fn migration_error(path: &Path, e: rusqlite_migration::Error) -> StoreError {
    match e {
        rusqlite_migration::Error::RusqliteError { err, .. } => sql(path, err),
        other => StoreError::Corrupt {
            path: path.to_path_buf(),
            detail: crate::i18n::t(
                "errors-corrupt-migration",
                &[("error", other.to_string().into())],
            ),
        },
    }
}

/// The mode `init` gives a new event file: the arbiters' group may write, others nothing.
pub const EVENT_FILE_MODE: u32 = 0o660;

/// What a path that is not a regular file is (a directory, a FIFO…); `None` for a file.
fn not_regular(meta: &std::fs::Metadata) -> Option<FileKind> {
    let t = meta.file_type();
    if t.is_file() {
        return None;
    }
    if t.is_dir() {
        return Some(FileKind::Directory);
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        if t.is_fifo() {
            return Some(FileKind::Fifo);
        }
        if t.is_socket() {
            return Some(FileKind::Socket);
        }
        if t.is_char_device() {
            return Some(FileKind::CharDevice);
        }
        if t.is_block_device() {
            return Some(FileKind::BlockDevice);
        }
    }
    Some(FileKind::Other)
}

/// Read the 100-byte SQLite header without opening the database: a missing file, a directory,
/// a non-SQLite file and a foreign SQLite file are refused before SQLite touches anything.
fn check_header(path: &Path) -> Result<()> {
    let meta = std::fs::metadata(path).map_err(|e| io_error(path, e))?;
    // Before opening: opening a FIFO blocks until a writer comes, a device reads forever.
    if let Some(kind) = not_regular(&meta) {
        return Err(StoreError::NotRegular {
            path: path.to_path_buf(),
            kind,
        });
    }
    let mut header = [0u8; 100];
    let mut file = std::fs::File::open(path).map_err(|e| io_error(path, e))?;
    let mut got = 0;
    while got < header.len() {
        match file.read(&mut header[got..]) {
            Ok(0) => break,
            Ok(n) => got += n,
            Err(e) => return Err(io_error(path, e)),
        }
    }
    if got == 0 {
        return Err(StoreError::NotArbiter {
            path: path.to_path_buf(),
            detail: crate::i18n::t("errors-detail-empty", &[]),
        });
    }
    if got < header.len() || &header[..16] != b"SQLite format 3\0" {
        return Err(StoreError::NotSqlite {
            path: path.to_path_buf(),
            detail: crate::i18n::t("errors-detail-no-header", &[]),
        });
    }
    let app_id = i32::from_be_bytes([header[68], header[69], header[70], header[71]]);
    if app_id != APPLICATION_ID {
        return Err(StoreError::NotArbiter {
            path: path.to_path_buf(),
            detail: format!("application_id is {app_id:#x}"),
        });
    }
    Ok(())
}
