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
mod boards;
pub mod chain;
mod changes;
mod check;
mod durable;
mod error;
mod events;
mod facts;
mod folds;
mod open;
mod pages;
mod players;
pub mod schema;
pub mod seal;
mod sheet;
pub mod snapshot;
pub mod verify;
mod wal;
pub mod witness;
mod words;

pub use actor::Actor;
pub use chain::EventFile;
pub use check::{CheckReport, CheckWords};
pub use error::{
    Conflict, Detail, FileFact, FileKind, Refused, RowFact, StoreError, SystemCause, SystemText,
};
pub use events::Executed;
pub use facts::{
    AtEvent, ChainBreak, ChainStatus, CheckFinding, DamageFact, Field, KeyFact, RangeFact,
    Unverified,
};
pub use players::TrfExtras;
pub use words::os_words;

use durable::WriteTx;
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
///
/// One door in (issue 31): every event is appended by the check-and-append pipeline —
/// [`Store::execute`] on a board, [`Store::add_boards`] and [`Store::import_round`] with new
/// boards — which checks the commands ([`check_all`]) and appends exactly the events checked, in
/// the one transaction. Nothing outside the store can append an event it made itself:
///
/// ```compile_fail
/// # fn door(store: &arbiter::store::Store, state: &arbiter::event::BoardState) {
/// let note = arbiter::event::EventKind::Note { text: "unchecked".into() };
/// store.append_checked(1, 0, 0, vec![note], Some(state));
/// # }
/// ```
///
/// while the same through the pipeline compiles:
///
/// ```
/// # fn door(store: &arbiter::store::Store, state: &arbiter::event::BoardState) {
/// let note = arbiter::event::command::Command::Note { text: "checked".into() };
/// store.execute(1, Some(0), 0, &[note]);
/// # }
/// ```
#[derive(Debug)]
pub struct Store {
    conn: Connection,
    path: PathBuf,
    /// The event file and where its key is (`--key`).
    file: EventFile,
    actor: Actor,
    busy_ms: u64,
    /// The event key (`chain`), read when the file is opened: the key, or why there is none.
    key: std::result::Result<chain::ChainKey, KeyFact>,
    /// Damage found when the file was opened (a WAL SQLite's recovery would cut): reads go on,
    /// every write is refused with it (issue 29).
    damage: Option<Detail>,
    /// The identity of the `-wal` and `-shm` files this connection works with, taken when it
    /// opened them: a write is refused once either was removed or replaced (another process
    /// would then work with other ones, and the two would overwrite each other's pages).
    companions: Option<[Option<(u64, u64)>; 2]>,
    /// Whether the descriptors this process holds were found to be those `companions` name
    /// ([`Store::companions_sound`]): once is enough while the connection holds them open.
    held_checked: std::cell::Cell<bool>,
    /// [`Store::file_seen`] after this connection's last commit (or its open).
    seen: std::cell::Cell<Option<(Option<std::time::SystemTime>, u64, i64)>>,
    /// Inside [`Store::durable_once`]: whether a commit is waiting to be made durable.
    batch: std::cell::Cell<Option<bool>>,
    /// Inside [`Store::durable_each`]: no batch, every commit durable on its own.
    unbatched: std::cell::Cell<bool>,
    /// Where the next write's rolling check of the pages begins, once this connection checked
    /// them ([`Store::zeroed_guard`]); the witness keeps it.
    page_next: std::cell::Cell<Option<u32>>,
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

/// Milliseconds since the Unix epoch, now: the one wall clock of the CLI and the app (the
/// `rules` and `clock` modules take the time as input). `ARBITER_NOW` moves it, for tests and
/// rehearsals of a round (the time-control sheet's half hours, issue 35): an RFC 3339 instant
/// (`2026-11-27T10:30:00Z`) stops the clock there; `+SECONDS` or `-SECONDS` shifts the running
/// wall clock. Anything else is ignored. Events recorded under it carry the moved time, so
/// only a debug build (the tests') reads it: a release binary's log can never be backdated by
/// an environment variable.
pub fn now_ms() -> i64 {
    let wall = chrono::Utc::now().timestamp_millis();
    if !cfg!(debug_assertions) {
        return wall;
    }
    std::env::var("ARBITER_NOW")
        .ok()
        .and_then(|v| moved_now(&v, wall))
        .unwrap_or(wall)
}

/// The time `ARBITER_NOW`'s `value` gives at wall-clock time `wall` (see [`now_ms`]).
fn moved_now(value: &str, wall: i64) -> Option<i64> {
    let value = value.trim();
    if value.starts_with(['+', '-']) {
        let seconds: i64 = value.parse().ok()?;
        return Some(wall.saturating_add(seconds.saturating_mul(1000)));
    }
    chrono::DateTime::parse_from_rfc3339(value)
        .ok()
        .map(|t| t.timestamp_millis())
}

/// The TRF letter a bye is stored as (H half, F full, U pairing-allocated, Z zero).
fn bye_letter(kind: crate::event::pairing_file::ByeKind) -> &'static str {
    use crate::event::pairing_file::ByeKind;
    match kind {
        ByeKind::Half => "H",
        ByeKind::Full => "F",
        ByeKind::PairingAllocated => "U",
        ByeKind::Zero => "Z",
    }
}

fn bye_kind(letter: &str) -> Option<crate::event::pairing_file::ByeKind> {
    use crate::event::pairing_file::ByeKind;
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

/// A damaged WAL ([`wal::WalDamage`]) found beside the event file at `path`.
fn wal_damage_detail(path: &Path, damage: &wal::WalDamage) -> Detail {
    let wal = wal_path(path);
    Detail::Damage(match *damage {
        wal::WalDamage::BadHeader { len } => DamageFact::WalBadHeader { wal, len },
        wal::WalDamage::Break {
            frame,
            offset,
            lost_commits,
        } => DamageFact::WalBreak {
            wal,
            frame,
            offset,
            lost: lost_commits,
        },
    })
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
            detail: DamageFact::Migration {
                error: other.to_string(),
            }
            .into(),
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
            detail: Detail::Fact(FileFact::Empty),
        });
    }
    if got < header.len() || &header[..16] != b"SQLite format 3\0" {
        return Err(StoreError::NotSqlite {
            path: path.to_path_buf(),
            detail: Detail::Fact(FileFact::NoHeader),
        });
    }
    let app_id = i32::from_be_bytes([header[68], header[69], header[70], header[71]]);
    if app_id != APPLICATION_ID {
        return Err(StoreError::NotArbiter {
            path: path.to_path_buf(),
            detail: Detail::Words(format!("application_id is {app_id:#x}")),
        });
    }
    Ok(())
}

#[cfg(test)]
mod now_tests {
    use super::moved_now;

    #[test]
    fn arbiter_now_stops_or_shifts_the_clock() {
        assert_eq!(moved_now("+90", 1_000), Some(91_000));
        assert_eq!(moved_now("-1", 1_000), Some(0));
        assert_eq!(
            moved_now("2026-11-27T10:30:00Z", 1_000),
            Some(1_795_775_400_000)
        );
        assert_eq!(moved_now("soon", 1_000), None);
    }
}
