//! The tables beside the log, sealed with the event key (issue 29, Build 3).
//!
//! The chain (`store::chain`) covers events. What the events are read against lives in tables:
//! the settings (event name, time control, Laws edition, scoring, current round), the boards
//! (who plays whom), the players (names, ratings, FIDE ids), the rounds' dates, the byes and
//! the TRF records kept for `export trf`. Each of these tables has a seal (`table_seal`, schema
//! v11): a MAC with the event key over the table's name, its write counter and a canonical
//! SHA-256 digest of all its rows (every column, typed and length-prefixed, in primary-key
//! order). Every write that changes a table is a `Store` method; it checks the table's seal
//! before it changes anything (a table edited outside the program is refused, never sealed
//! again as if it were ours), and seals it again, counter + 1, in the same transaction.
//!
//! Why seals and not the changes as chained events: the tables are read by everything (every
//! fold needs the settings and the board), and their rows are what the readers show; events
//! would need a second interpretation (a fold of the tables from their events) that the rows
//! would then have to match anyway. A seal adds no new meaning: the rows stay the truth, and
//! whoever cannot read the key cannot make them match their seal again. What a seal cannot
//! show by itself is a table put back whole, with its older seal, from an older copy: the
//! counters' sum is in the witness (`store::witness`), which shows that.
//!
//! A file migrated to v11 has its tables sealed as they are by the open that migrates it when
//! the key is there, else by the next write with the key (a seal never written — counter 0 —
//! is "not sealed yet", which `check` reports as not verified; a seal removed from a table
//! written before — counter above 0 — is a break).

use rusqlite::{Connection, OptionalExtension, Transaction, params};
use sha2::{Digest, Sha256};

use super::{Result, Store, StoreError};

/// A table the seals cover.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Table {
    Settings,
    Boards,
    Players,
    Rounds,
    Byes,
    TrfRecords,
    /// The reminders switched off for the event (issue 35, schema v12), sealed since v14.
    RemindersOff,
    /// The record of the event's rule changes (issue 35, schema v15: `event::change`).
    RuleChanges,
}

impl Table {
    /// Every sealed table, in the order the witness digests their seals.
    pub const ALL: [Table; 8] = [
        Table::Settings,
        Table::Boards,
        Table::Players,
        Table::Rounds,
        Table::Byes,
        Table::TrfRecords,
        Table::RemindersOff,
        Table::RuleChanges,
    ];

    /// Sealed only since v14 (the switches) or v15 (the rule changes), after the file's seals
    /// began (v11): its seal starts "not sealed yet" (counter 0, no MAC) in a file migrated to
    /// it, which the witness's digest of the
    /// seals leaves out, so that a file witnessed before it keeps a valid witness until the
    /// table is sealed (by the open that migrates it or the next write of the tables).
    fn later(self) -> bool {
        matches!(self, Table::RemindersOff | Table::RuleChanges)
    }

    /// The table's SQL name (also what its seal's row is named).
    pub fn name(self) -> &'static str {
        match self {
            Table::Settings => "settings",
            Table::Boards => "boards",
            Table::Players => "players",
            Table::Rounds => "rounds",
            Table::Byes => "byes",
            Table::TrfRecords => "trf_records",
            Table::RemindersOff => "reminders_off",
            Table::RuleChanges => "rule_changes",
        }
    }

    /// Its primary key: the order the digest reads the rows in.
    fn order(self) -> &'static str {
        match self {
            Table::Settings | Table::Boards | Table::Players | Table::RuleChanges => "id",
            Table::Rounds => "round",
            Table::Byes => "round, player",
            Table::TrfRecords => "pos",
            Table::RemindersOff => "kind",
        }
    }
}

/// What a table's seal says about it now.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SealState {
    /// The rows match the seal.
    Sound,
    /// Never sealed (a file migrated without the key, or not chained).
    NotYet,
    /// The rows do not match the seal: edited outside the program (or the seal removed).
    Edited,
}

/// The canonical digest of `table`'s rows: its column names, then every row in primary-key
/// order, every value tagged with its type and length-prefixed.
fn digest(conn: &Connection, table: Table) -> rusqlite::Result<[u8; 32]> {
    use rusqlite::types::ValueRef;
    let mut st = conn.prepare_cached(&format!(
        "SELECT * FROM {} ORDER BY {}",
        table.name(),
        table.order()
    ))?;
    let mut hash = Sha256::new();
    let put = |hash: &mut Sha256, tag: u8, bytes: &[u8]| {
        hash.update([tag]);
        hash.update((bytes.len() as u64).to_le_bytes());
        hash.update(bytes);
    };
    put(&mut hash, b'T', table.name().as_bytes());
    let columns = st.column_count();
    let names: Vec<String> = st.column_names().into_iter().map(str::to_owned).collect();
    let later: Vec<bool> = names
        .iter()
        .map(|n| LATER_COLUMNS.contains(&n.as_str()))
        .collect();
    for (name, later) in names.iter().zip(&later) {
        if !later {
            put(&mut hash, b'C', name.as_bytes());
        }
    }
    let mut rows = st.query([])?;
    while let Some(row) = rows.next()? {
        hash.update(b"R");
        for (i, (name, later)) in names.iter().zip(&later).enumerate().take(columns) {
            let value = row.get_ref(i)?;
            if *later {
                // A column added after v11: digested, with its name, only where it holds a
                // value, so that the migration adding it (all NULL) leaves every seal sound.
                if value == ValueRef::Null {
                    continue;
                }
                put(&mut hash, b'K', name.as_bytes());
            }
            match value {
                ValueRef::Null => hash.update(b"N"),
                ValueRef::Integer(v) => put(&mut hash, b'I', &v.to_le_bytes()),
                ValueRef::Real(v) => put(&mut hash, b'F', &v.to_bits().to_le_bytes()),
                ValueRef::Text(v) => put(&mut hash, b'S', v),
                ValueRef::Blob(v) => put(&mut hash, b'B', v),
            }
        }
    }
    Ok(hash.finalize().into())
}

/// Columns added to a sealed table after the seals (v11), by name: the digest takes them only
/// where they hold a value (`boards.variant`, v12).
const LATER_COLUMNS: &[&str] = &["variant"];

/// The counter of a seal whose row was removed from the file.
const REMOVED: i64 = -1;

/// One table's seal as stored: its write counter and MAC.
type Stored = (i64, Option<Vec<u8>>);

impl Store {
    /// Whether the file's tables are sealed: it has the seals' table (v11 and later) and a
    /// chain.
    fn sealed_file(&self, conn: &Connection) -> Result<bool> {
        let has: bool = conn
            .prepare_cached("SELECT EXISTS (SELECT 1 FROM sqlite_schema WHERE name = 'table_seal')")
            .and_then(|mut st| st.query_row([], |r| r.get(0)))
            .map_err(|e| self.err(e))?;
        Ok(has && self.is_chained(conn)?)
    }

    fn stored_seal(&self, conn: &Connection, table: Table) -> Result<Stored> {
        conn.prepare_cached("SELECT writes, mac FROM table_seal WHERE name = ?1")
            .and_then(|mut st| {
                st.query_row([table.name()], |r| Ok((r.get(0)?, r.get(1)?)))
                    .optional()
            })
            // A row removed is no seal at all: [`REMOVED`], which never passes for "not yet".
            .map(|row| row.unwrap_or((REMOVED, None)))
            .map_err(|e| self.err(e))
    }

    /// The MAC a table's seal must carry: its name, counter and digest, with the event key.
    fn seal_mac(
        &self,
        key: &super::chain::ChainKey,
        table: Table,
        writes: i64,
        digest: &[u8],
    ) -> Vec<u8> {
        key.mac(&[
            Some(b"arbiter table seal v1".as_slice()),
            Some(table.name().as_bytes()),
            Some(&writes.to_le_bytes()),
            Some(digest),
        ])
    }

    /// What `table`'s seal says of it now; `None` when the file's tables are not sealed or this
    /// process has no key to verify with.
    pub(crate) fn seal_state(&self, conn: &Connection, table: Table) -> Result<Option<SealState>> {
        let Ok(key) = &self.key else {
            return Ok(None);
        };
        if !self.sealed_file(conn)? {
            return Ok(None);
        }
        let (writes, mac) = self.stored_seal(conn, table)?;
        let Some(mac) = mac else {
            return Ok(Some(if writes == 0 {
                SealState::NotYet
            } else {
                SealState::Edited
            }));
        };
        let now = digest(conn, table).map_err(|e| self.err(e))?;
        Ok(Some(if self.seal_mac(key, table, writes, &now) == mac {
            SealState::Sound
        } else {
            SealState::Edited
        }))
    }

    /// Begin a write that changes tables: refused ([`StoreError::TableEdited`]) when a table
    /// does not match its seal — it was edited outside the program, and sealing it again would
    /// make the edit look like ours; every table is verified, not only those written, since a
    /// write is judged on all of them (a board added to a round of forged settings) — or when
    /// the file is chained and this process cannot read the key (the new rows could not be
    /// sealed).
    pub(crate) fn begin_tables(&self) -> Result<super::WriteTx<'_>> {
        let tx = self.begin()?;
        if !self.sealed_file(&tx)? {
            return Ok(tx);
        }
        if let Err(why) = &self.key {
            return Err(StoreError::NoKey {
                path: self.path.clone(),
                why: why.clone(),
            });
        }
        for table in Table::ALL {
            if self.seal_state(&tx, table)? == Some(SealState::Edited) {
                return Err(StoreError::TableEdited {
                    path: self.path.clone(),
                    table: table.name(),
                });
            }
        }
        Ok(tx)
    }

    /// Seal `tables` again as they are in `tx` (counter + 1), and every table never sealed yet;
    /// then commit (and witness the new head, [`Store::commit`]).
    pub(crate) fn commit_tables(&self, tx: super::WriteTx<'_>, tables: &[Table]) -> Result<()> {
        self.reseal(&tx, tables)?;
        self.commit(tx)
    }

    /// [`Store::commit_tables`] without the commit.
    pub(crate) fn reseal(&self, tx: &Transaction<'_>, tables: &[Table]) -> Result<()> {
        let Ok(key) = &self.key else {
            return Ok(());
        };
        if !self.sealed_file(tx)? {
            return Ok(());
        }
        for table in Table::ALL {
            let (writes, mac) = self.stored_seal(tx, table)?;
            if !tables.contains(&table) && mac.is_some() {
                continue;
            }
            let writes = writes.max(0) + 1;
            let now = digest(tx, table).map_err(|e| self.err(e))?;
            let mac = self.seal_mac(key, table, writes, &now);
            tx.prepare_cached(
                "INSERT OR REPLACE INTO table_seal (name, writes, mac) VALUES (?1, ?2, ?3)",
            )
            .and_then(|mut st| st.execute(params![table.name(), writes, mac]))
            .map_err(|e| self.err(e))?;
        }
        Ok(())
    }

    /// Seal the tables of a file just migrated to v11 as they are (the key permitting).
    pub(crate) fn seal_migrated(&self) -> Result<()> {
        if self.key.is_err() || !self.sealed_file(&self.conn)? {
            return Ok(());
        }
        let tx = self.begin()?;
        self.commit_tables(tx, &[])
    }

    /// The seals' counters summed and their digest (name, counter, MAC of each, in
    /// [`Table::ALL`] order): what the witness keeps of the tables.
    pub(crate) fn seals_digest(&self, conn: &Connection) -> Result<(i64, [u8; 32])> {
        let mut hash = Sha256::new();
        let mut total = 0i64;
        for table in Table::ALL {
            let (writes, mac) = self.stored_seal(conn, table)?;
            if table.later() && writes == 0 && mac.is_none() {
                // Not sealed yet: the digest is the one witnessed before the table was sealed.
                continue;
            }
            total = total.saturating_add(writes.max(0));
            hash.update(table.name().as_bytes());
            hash.update(writes.to_le_bytes());
            let mac = mac.unwrap_or_default();
            hash.update((mac.len() as u64).to_le_bytes());
            hash.update(&mac);
        }
        Ok((total, hash.finalize().into()))
    }

    /// `check`'s reading of the seals: the tables edited (by name), and whether some were never
    /// sealed. Nothing when the tables are not sealed or there is no key.
    pub(crate) fn verify_tables(&self) -> Result<(Vec<Table>, bool)> {
        let mut edited = Vec::new();
        let mut not_yet = false;
        for table in Table::ALL {
            match self.seal_state(&self.conn, table)? {
                Some(SealState::Edited) => edited.push(table),
                Some(SealState::NotYet) => not_yet = true,
                Some(SealState::Sound) | None => {}
            }
        }
        Ok((edited, not_yet))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Adding a later column (v12's `boards.variant`) leaves the digest as it was while the
    /// column is NULL everywhere, so a v11 seal stays sound; a value in it changes the digest.
    #[test]
    fn a_later_column_counts_only_where_it_holds_a_value() {
        let conn = Connection::open_in_memory().expect("db");
        conn.execute_batch(
            "CREATE TABLE boards (id INTEGER PRIMARY KEY, white TEXT, fen TEXT);
             INSERT INTO boards VALUES (1, 'Ann', NULL), (2, 'Bob', 'x');",
        )
        .expect("v11 boards");
        let v11 = digest(&conn, Table::Boards).expect("digest");
        conn.execute_batch("ALTER TABLE boards ADD COLUMN variant TEXT;")
            .expect("v12");
        assert_eq!(digest(&conn, Table::Boards).expect("digest"), v11);
        conn.execute_batch("UPDATE boards SET variant = 'chess960' WHERE id = 2;")
            .expect("960");
        let chess960 = digest(&conn, Table::Boards).expect("digest");
        assert_ne!(chess960, v11);
        // The value is bound to its column's name and row: on the other row it differs again.
        conn.execute_batch(
            "UPDATE boards SET variant = NULL; UPDATE boards SET variant = 'chess960' WHERE id = 1;",
        )
        .expect("960 on 1");
        let other = digest(&conn, Table::Boards).expect("digest");
        assert_ne!(other, chess960);
        assert_ne!(other, v11);
    }
}
