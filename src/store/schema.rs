//! The schema of an event file and its migrations (rusqlite_migration keeps the version in
//! `PRAGMA user_version`; our files carry `PRAGMA application_id` = [`APPLICATION_ID`]).

use rusqlite_migration::{M, Migrations};

/// `PRAGMA application_id` of arbiter event files: "ARBT" in ASCII.
pub const APPLICATION_ID: i32 = 0x4152_4254;

/// The columns of the events table after `board`, the same in every version that builds it.
macro_rules! events_columns {
    () => {
        "    seq INTEGER NOT NULL CHECK (seq > 0),
    at_ms INTEGER NOT NULL,
    actor TEXT NOT NULL,
    display_name TEXT,
    origin TEXT,
    kind TEXT NOT NULL CHECK (json_valid(kind)),
    UNIQUE (board, seq)
);
"
    };
}

/// The events table's rules: per-board sequence numbers without gaps, no update, no delete.
macro_rules! events_rules {
    () => {
        "CREATE TRIGGER events_gapless BEFORE INSERT ON events
WHEN NEW.seq <> (SELECT COALESCE(MAX(seq), 0) + 1 FROM events WHERE board = NEW.board)
BEGIN SELECT RAISE(ABORT, 'events: per-board seq must follow the last one'); END;
CREATE TRIGGER events_no_update BEFORE UPDATE ON events
BEGIN SELECT RAISE(ABORT, 'events are append-only: record a correction instead'); END;
CREATE TRIGGER events_no_delete BEFORE DELETE ON events
BEGIN SELECT RAISE(ABORT, 'events are append-only: record a correction instead'); END;
"
    };
}

/// Version 1: settings, boards, the append-only events table.
const V1: &str = concat!(
    "
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
",
    events_columns!(),
    events_rules!()
);

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

/// Version 5: rounds (issue 17). A board is identified by (round, number): its key (`id`, what
/// events refer to) is `(round − 1) × 10000 + number` ([`crate::event::BoardId::key`]), so a
/// board without a round becomes round 1's and keeps its number as its key — its events are
/// copied as they are, in their order, with their ids. A board that had a round keeps it, and
/// its events are re-pointed at its new key. The event has a current round. The tables are
/// rebuilt (SQLite cannot change a primary key in place); the append-only triggers are
/// re-created on the copy. The players of the event (issue 17) get their table; a board
/// refers to its two players when they are known.
const V5: &str = concat!(
    "
CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    fide_id INTEGER UNIQUE CHECK (fide_id > 0),
    rating INTEGER CHECK (rating BETWEEN 0 AND 4000),
    title TEXT,
    federation TEXT,
    start_rank INTEGER UNIQUE CHECK (start_rank > 0),
    created_at_ms INTEGER NOT NULL,
    created_by TEXT NOT NULL
);
CREATE INDEX players_name ON players(name);
CREATE TABLE rounds (
    round INTEGER PRIMARY KEY CHECK (round BETWEEN 1 AND 9999),
    date TEXT NOT NULL CHECK (date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
    time TEXT CHECK (time IS NULL OR time GLOB '[0-9][0-9]:[0-9][0-9]')
);
CREATE TABLE byes (
    round INTEGER NOT NULL CHECK (round BETWEEN 1 AND 9999),
    player INTEGER NOT NULL REFERENCES players(id),
    kind TEXT NOT NULL CHECK (kind IN ('H', 'F', 'U', 'Z')),
    created_at_ms INTEGER NOT NULL,
    created_by TEXT NOT NULL,
    PRIMARY KEY (round, player)
);
CREATE TABLE boards_v5 (
    id INTEGER PRIMARY KEY,
    round INTEGER NOT NULL CHECK (round BETWEEN 1 AND 9999),
    number INTEGER NOT NULL CHECK (number BETWEEN 1 AND 9999),
    white TEXT NOT NULL,
    black TEXT NOT NULL,
    control TEXT,
    fen TEXT,
    created_at_ms INTEGER NOT NULL,
    created_by TEXT NOT NULL,
    white_player INTEGER REFERENCES players(id),
    black_player INTEGER REFERENCES players(id),
    CHECK (id = (round - 1) * 10000 + number)
);
INSERT INTO boards_v5 (id, round, number, white, black, control, fen, created_at_ms, created_by)
SELECT (r - 1) * 10000 + number, r, number, white, black, control, fen, created_at_ms, created_by
FROM (SELECT *, CASE WHEN round BETWEEN 1 AND 9999 THEN round ELSE 1 END AS r FROM boards);
CREATE TABLE events_v5 (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    board INTEGER NOT NULL REFERENCES boards_v5(id),
",
    events_columns!(),
    "INSERT INTO events_v5 (id, board, seq, at_ms, actor, display_name, origin, kind)
SELECT e.id, b.id, e.seq, e.at_ms, e.actor, e.display_name, e.origin, e.kind
FROM events e JOIN boards_v5 b ON b.number = e.board
  AND b.round = (SELECT CASE WHEN o.round BETWEEN 1 AND 9999 THEN o.round ELSE 1 END
                 FROM boards o WHERE o.number = e.board)
ORDER BY e.id;
DROP TABLE events;
DROP TABLE boards;
ALTER TABLE boards_v5 RENAME TO boards;
ALTER TABLE events_v5 RENAME TO events;
",
    events_rules!(),
    "CREATE INDEX events_at ON events(at_ms);
CREATE TRIGGER boards_no_delete BEFORE DELETE ON boards
WHEN EXISTS (SELECT 1 FROM events WHERE board = OLD.id)
BEGIN SELECT RAISE(ABORT, 'a board with events cannot be deleted'); END;
CREATE INDEX boards_round ON boards(round, number);
ALTER TABLE settings ADD COLUMN current_round INTEGER NOT NULL DEFAULT 1
    CHECK (current_round BETWEEN 1 AND 9999);
UPDATE settings SET current_round = COALESCE((SELECT MAX(round) FROM boards), 1);
"
);

/// The tamper-evident log (issue 18; `store::chain`): each event's MAC, and the seal the chain
/// starts from (events with an id above `start_id` are chained). Files older than this are
/// not chained. Version 6, after the rounds' v5 (which rebuilds the events table): it must stay after it.
const V_CHAIN: &str = "
ALTER TABLE events ADD COLUMN mac BLOB;
CREATE TABLE chain (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    start_id INTEGER NOT NULL,
    seal BLOB NOT NULL
);
";

/// Version 7 (issue 17): the event's default time (Art. 6.7.1), in milliseconds after the
/// round's start; 0 (the default) means a player must be present when the round starts.
const V7: &str = "
ALTER TABLE settings ADD COLUMN default_time_ms INTEGER NOT NULL DEFAULT 0
    CHECK (default_time_ms >= 0);
";

/// Version 8 (issue 17): the records of the last TRF imported that the event does not model
/// (`012`–`352` header records beyond those mapped, `XX?` program records, `162`, `240`, `250`,
/// `3xx`, `###` comments, …), in the file's order, each before (`header`) or after
/// (`trailer`) the `001` player lines, so that `export trf` writes them back in their place.
const V8: &str = "
CREATE TABLE trf_records (
    pos INTEGER PRIMARY KEY CHECK (pos > 0),
    part TEXT NOT NULL CHECK (part IN ('header', 'trailer')),
    line TEXT NOT NULL
);
";

/// Version 9 (issue 16): events may hold facts where they held words — a result's or a
/// penalty's typed reason (`why`, `PenaltyKind::Measure`), a claim's typed written-move error
/// and origin, a dead-position proof as its facts. This build reads the events of every older
/// version; an older arbiter cannot read these, so the version rises and it refuses the file
/// ("made by a newer arbiter") rather than failing on an event. The table says which format
/// of event JSON the file holds.
const V9: &str = "
CREATE TABLE event_format (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    version INTEGER NOT NULL
);
INSERT INTO event_format (id, version) VALUES (1, 2);
";

/// Version 10 (issue 21): board snapshots — a board's folded state (`event::fold`) as of one of
/// its events, so that a reader folds only the events after it (`store::snapshot`). A cache,
/// never a truth: written in the transaction that appends the event it is taken at, trusted only
/// when its `fold_format` is this build's, its event is still there with the same id, sequence
/// number and tie (the event's MAC, `chain::tie`), and it decodes; otherwise the board is folded
/// from its first event. An older arbiter refuses the file as newer.
const V10: &str = "
CREATE TABLE board_snapshot (
    board INTEGER NOT NULL REFERENCES boards(id),
    seq INTEGER NOT NULL CHECK (seq > 0),
    event_id INTEGER NOT NULL,
    tie BLOB NOT NULL,
    fold_format INTEGER NOT NULL,
    data BLOB NOT NULL,
    PRIMARY KEY (board, seq)
) WITHOUT ROWID;
";

/// Version 11 (issue 29): the seals of the tables beside the log (`store::seal`) — one row per
/// sealed table, its write counter and MAC. A file migrated to it starts "not sealed yet"
/// (counter 0, no MAC): the open that migrates it seals the tables as they are when it has the
/// key, else the next write with the key does. An older arbiter refuses the file as newer (it
/// would change the tables without sealing them).
const V11: &str = "
CREATE TABLE table_seal (
    name TEXT PRIMARY KEY
        CHECK (name IN ('settings', 'boards', 'players', 'rounds', 'byes', 'trf_records')),
    writes INTEGER NOT NULL CHECK (writes >= 0),
    mac BLOB
) WITHOUT ROWID;
INSERT INTO table_seal (name, writes) VALUES
    ('settings', 0), ('boards', 0), ('players', 0), ('rounds', 0), ('byes', 0), ('trf_records', 0);
";

/// Version 12 (issue 35): the reminders switched off for the event (all are on by default). A
/// table of its own, not a column of `settings`: a column would change the sealed digest of
/// every file's settings (`store::seal`) as it migrates. The table is not sealed: editing it
/// outside the program only hides or shows reminders.
const V12: &str = "
CREATE TABLE reminders_off (
    kind TEXT PRIMARY KEY
        CHECK (kind IN ('repetition', 'fifty-moves', 'time-control', 'guidelines-iii', 'scoresheet'))
) WITHOUT ROWID;
";

/// Version 13 (issue 34): a board's variant — NULL for standard chess, `chess960` for a
/// Chess960 board (Guidelines II), whose `fen` then holds its start position in X-FEN. The seal
/// digest takes the column only where it holds a value (`store::seal`), so the migration leaves
/// the seals sound. An older arbiter refuses the file as newer (it would play a Chess960 board
/// as standard chess).
const V13: &str = "
ALTER TABLE boards ADD COLUMN variant TEXT CHECK (variant IS NULL OR variant = 'chess960');
";

/// Version 14 (issue 35): the reminders switched off are sealed (`store::seal`,
/// `Table::RemindersOff`). SQLite cannot widen a CHECK in place, so `table_seal` is rebuilt with
/// `reminders_off` among its names and its rows copied as they are (every other seal stays
/// sound); the new seal starts "not sealed yet" (counter 0, no MAC) and the open that migrates
/// the file seals it, the key permitting (`Store::open`). An older arbiter refuses the file as
/// newer (it would switch reminders without sealing them).
const V14: &str = "
CREATE TABLE table_seal_v14 (
    name TEXT PRIMARY KEY
        CHECK (name IN ('settings', 'boards', 'players', 'rounds', 'byes', 'trf_records',
                        'reminders_off')),
    writes INTEGER NOT NULL CHECK (writes >= 0),
    mac BLOB
) WITHOUT ROWID;
INSERT INTO table_seal_v14 (name, writes, mac) SELECT name, writes, mac FROM table_seal;
INSERT INTO table_seal_v14 (name, writes) VALUES ('reminders_off', 0);
DROP TABLE table_seal;
ALTER TABLE table_seal_v14 RENAME TO table_seal;
";

/// Version 15 (issue 35): the record of the event's rule changes (`event::change`): each
/// reminder switched on or off, with the account, name and origin of who switched it and when,
/// as every event carries them. Append-only (no update, no delete) and sealed like the tables
/// beside the log (`seal::Table::RuleChanges`): `table_seal` is rebuilt once more to admit its
/// name, its rows copied as they are; the new seal starts "not sealed yet" and the open that
/// migrates the file seals it, the key permitting. Switches made before v15 were not recorded
/// (the table starts empty). An older arbiter refuses the file as newer (it would switch
/// reminders without recording who did).
const V15: &str = "
CREATE TABLE rule_changes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    at_ms INTEGER NOT NULL,
    actor TEXT NOT NULL,
    display_name TEXT,
    origin TEXT,
    change TEXT NOT NULL CHECK (json_valid(change))
);
CREATE TRIGGER rule_changes_no_update BEFORE UPDATE ON rule_changes
BEGIN SELECT RAISE(ABORT, 'rule changes are append-only: record a new change instead'); END;
CREATE TRIGGER rule_changes_no_delete BEFORE DELETE ON rule_changes
BEGIN SELECT RAISE(ABORT, 'rule changes are append-only: record a new change instead'); END;
CREATE TABLE table_seal_v15 (
    name TEXT PRIMARY KEY
        CHECK (name IN ('settings', 'boards', 'players', 'rounds', 'byes', 'trf_records',
                        'reminders_off', 'rule_changes')),
    writes INTEGER NOT NULL CHECK (writes >= 0),
    mac BLOB
) WITHOUT ROWID;
INSERT INTO table_seal_v15 (name, writes, mac) SELECT name, writes, mac FROM table_seal;
INSERT INTO table_seal_v15 (name, writes) VALUES ('rule_changes', 0);
DROP TABLE table_seal;
ALTER TABLE table_seal_v15 RENAME TO table_seal;
";

/// Version 16 (issue 29): the board snapshots in a table with a rowid, found through an index
/// of `(board, seq)` alone. Keyed without a rowid, each row was its own key: a search for one
/// board's snapshot compared, and so read whole, every snapshot its path passed (SQLite reads a
/// key that overflows its page before comparing it), up to a megabyte of another board's
/// snapshots for one note. The rows are copied as they are (a cache, trusted as before). An older
/// arbiter refuses the file as newer.
const V16: &str = "
CREATE TABLE board_snapshot_v16 (
    board INTEGER NOT NULL REFERENCES boards(id),
    seq INTEGER NOT NULL CHECK (seq > 0),
    event_id INTEGER NOT NULL,
    tie BLOB NOT NULL,
    fold_format INTEGER NOT NULL,
    data BLOB NOT NULL,
    UNIQUE (board, seq)
);
INSERT INTO board_snapshot_v16 (board, seq, event_id, tie, fold_format, data)
    SELECT board, seq, event_id, tie, fold_format, data FROM board_snapshot;
DROP TABLE board_snapshot;
ALTER TABLE board_snapshot_v16 RENAME TO board_snapshot;
";

const MIGRATIONS_SLICE: &[M<'static>] = &[
    M::up(V1),
    M::up(V2),
    M::up(V3),
    M::up(V4),
    M::up(V5),
    M::up(V_CHAIN),
    M::up(V7),
    M::up(V8),
    M::up(V9),
    M::up(V10),
    M::up(V11),
    M::up(V12),
    M::up(V13),
    M::up(V14),
    M::up(V15),
    M::up(V16),
];

/// All migrations, oldest first; their count is the schema version this build writes.
pub fn migrations() -> Migrations<'static> {
    Migrations::from_slice(MIGRATIONS_SLICE)
}

/// The version that brought board snapshots (v10): a file older than it gets its boards
/// snapshotted by the open that migrates it (`Store::open`).
pub const SNAPSHOTS_VERSION: i64 = 10;

/// The version that brought the tables' seals (v11): a file older than it has its tables
/// sealed by the open that migrates it (`Store::open`), the key permitting.
pub const SEALS_VERSION: i64 = 11;

/// The version that sealed the reminders switched off (v14): a file older than it has that
/// table sealed by the open that migrates it (`Store::open`), the key permitting.
pub const REMINDERS_SEALED_VERSION: i64 = 14;

/// The version that brought the record of the event's rule changes (v15): a file older than it
/// has that table sealed by the open that migrates it (`Store::open`), the key permitting.
pub const RULE_CHANGES_VERSION: i64 = 15;

/// The schema version this build knows.
pub const SCHEMA_VERSION: i64 = MIGRATIONS_SLICE.len() as i64;
