//! The schema of an event file and its migrations (rusqlite_migration keeps the version in
//! `PRAGMA user_version`; our files carry `PRAGMA application_id` = [`APPLICATION_ID`]).

use rusqlite_migration::{M, Migrations};

/// `PRAGMA application_id` of arbiter event files: "ARBT" in ASCII.
pub const APPLICATION_ID: i32 = 0x4152_4254;

/// Version 1: settings, boards, the append-only events table.
const V1: &str = "
CREATE TABLE settings (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    name TEXT NOT NULL,
    rounds INTEGER,
    control TEXT,
    laws_edition TEXT NOT NULL,
    guidelines_iii INTEGER NOT NULL,
    draw_offers_from_move INTEGER,
    draw_offers_need_consent INTEGER NOT NULL,
    supervised INTEGER NOT NULL,
    created_at_ms INTEGER NOT NULL,
    created_by TEXT NOT NULL
);
CREATE TABLE boards (
    number INTEGER PRIMARY KEY CHECK (number > 0),
    round INTEGER,
    white TEXT NOT NULL,
    black TEXT NOT NULL,
    control TEXT,
    fen TEXT,
    created_at_ms INTEGER NOT NULL,
    created_by TEXT NOT NULL
);
CREATE TABLE events (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    board INTEGER NOT NULL REFERENCES boards(number),
    seq INTEGER NOT NULL CHECK (seq > 0),
    at_ms INTEGER NOT NULL,
    actor TEXT NOT NULL,
    display_name TEXT,
    origin TEXT,
    kind TEXT NOT NULL CHECK (json_valid(kind)),
    UNIQUE (board, seq)
);
CREATE TRIGGER events_gapless BEFORE INSERT ON events
WHEN NEW.seq <> (SELECT COALESCE(MAX(seq), 0) + 1 FROM events WHERE board = NEW.board)
BEGIN SELECT RAISE(ABORT, 'events: per-board seq must follow the last one'); END;
CREATE TRIGGER events_no_update BEFORE UPDATE ON events
BEGIN SELECT RAISE(ABORT, 'events are append-only: record a correction instead'); END;
CREATE TRIGGER events_no_delete BEFORE DELETE ON events
BEGIN SELECT RAISE(ABORT, 'events are append-only: record a correction instead'); END;
";

/// Version 2: the index `arbiter log` and `events_since` read by, and boards cannot be deleted
/// once they have events (the audit trail refers to them).
const V2: &str = "
CREATE INDEX events_at ON events(at_ms);
CREATE TRIGGER boards_no_delete BEFORE DELETE ON boards
WHEN EXISTS (SELECT 1 FROM events WHERE board = OLD.number)
BEGIN SELECT RAISE(ABORT, 'a board with events cannot be deleted'); END;
";

/// Version 3: Armageddon scoring (a draw counts as Black's win in the standings).
const V3: &str = "
ALTER TABLE settings ADD COLUMN armageddon INTEGER NOT NULL DEFAULT 0;
";

/// Version 4: the event's language (en, es, ru) for messages, verdicts and the report.
const V4: &str = "
ALTER TABLE settings ADD COLUMN lang TEXT CHECK (lang IS NULL OR lang IN ('en', 'es', 'ru'));
";

/// The tamper-evident log (issue 18; `store::chain`): each event's MAC, and the seal the chain
/// starts from (events with an id above `start_id` are chained). Files older than this are
/// not chained. Numbered v6 on main, after the rounds' v5: it must stay the last entry.
const V_CHAIN: &str = "
ALTER TABLE events ADD COLUMN mac BLOB;
CREATE TABLE chain (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    start_id INTEGER NOT NULL,
    seal BLOB NOT NULL
);
";

const MIGRATIONS_SLICE: &[M<'static>] =
    &[M::up(V1), M::up(V2), M::up(V3), M::up(V4), M::up(V_CHAIN)];

/// All migrations, oldest first; their count is the schema version this build writes.
pub fn migrations() -> Migrations<'static> {
    Migrations::from_slice(MIGRATIONS_SLICE)
}

/// The schema version this build knows.
pub const SCHEMA_VERSION: i64 = MIGRATIONS_SLICE.len() as i64;
