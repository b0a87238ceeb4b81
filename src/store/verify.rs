//! What a reader verifies of what it reads (issue 29, Build 3): `show`, `log`, `boards`, the
//! exports and the report say when the part of the log they show is broken or unverified.
//!
//! A reader does not walk the whole chain (that is `check`'s work, O(log)): it verifies what it
//! folds. A board folds from its latest snapshot whose tie (a MAC with the key over the
//! snapshot's event's MAC and its bytes, `chain::tie`) holds, then the events after it; each of
//! those events is verified on its own — its MAC is the MAC, with the key, of its content and
//! of the MAC stored on the event before it (id − 1), which must be there. Whoever cannot read
//! the key cannot make one of them match. The settings, boards and players the output is read
//! against are verified against their seals (`store::seal`), and the file against its witness
//! (`store::witness`): a lost tail is broken too. An event before a trusted snapshot was
//! verified when the snapshot was written; `check` verifies them all again.

use rusqlite::{Connection, OptionalExtension, params};

use super::chain::{self, Covered};

/// The MAC `key` gives the event of row `r` after the MAC `prev`, with its id, board and
/// sequence number; the row's first columns are the event's `id, board, seq, at_ms, actor,
/// display_name, origin, kind`.
pub(crate) fn mac_of_row(
    key: &chain::Keyed,
    prev: &[u8],
    r: &rusqlite::Row<'_>,
) -> rusqlite::Result<(i64, u32, u32, Vec<u8>)> {
    let (id, board, seq) = (r.get(0)?, r.get(1)?, r.get(2)?);
    let mac = key.event_mac(
        prev,
        &Covered {
            id,
            board,
            seq,
            at_ms: r.get(3)?,
            actor: r.get_ref(4)?.as_str()?,
            display_name: r.get_ref(5)?.as_str_or_null()?,
            origin: r.get_ref(6)?.as_str_or_null()?,
            kind_json: r.get_ref(7)?.as_str()?,
        },
    );
    Ok((id, board, seq, mac))
}
use super::seal::{SealState, Table};
use super::witness::{WitnessFact, WitnessVerdict};
use super::{AtEvent, ChainBreak, ChainStatus, Result, Store, Unverified};
use crate::i18n::Catalog;

/// What a reader may say of what it read: facts, worded at the edge ([`ReadCheck::detail`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadCheck {
    /// Everything read matches the chain, the seals and the witness.
    Verified,
    /// It could not be verified (no key, not chained, no witness…): why.
    Unverified(Unverified),
    /// Something read does not match: what.
    Broken(ReadBreak),
}

/// What a reader found that does not match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ReadBreak {
    /// The chain is broken.
    Chain(ChainBreak),
    /// A table beside the log does not match its seal.
    TableEdited(&'static str),
    /// The witness of the log's end shows a lost tail or tables put back.
    Witness(WitnessFact),
}

impl ReadBreak {
    /// What does not match, in `cat`'s language.
    pub fn worded(&self, cat: &Catalog) -> String {
        match self {
            ReadBreak::Chain(b) => b.worded(cat),
            ReadBreak::TableEdited(table) => {
                cat.get("hostile-table-edited", &[("table", (*table).into())])
            }
            ReadBreak::Witness(w) => w.worded(cat),
        }
    }
}

impl ReadCheck {
    /// The short word for JSON: `verified`, `unverified`, `broken`.
    pub fn word(&self) -> &'static str {
        match self {
            ReadCheck::Verified => "verified",
            ReadCheck::Unverified(_) => "unverified",
            ReadCheck::Broken(_) => "broken",
        }
    }

    /// The reason, when not verified, in `cat`'s language.
    pub fn detail(&self, cat: &Catalog) -> Option<String> {
        match self {
            ReadCheck::Verified => None,
            ReadCheck::Unverified(why) => Some(why.worded(cat)),
            ReadCheck::Broken(what) => Some(what.worded(cat)),
        }
    }
}

impl Store {
    /// Verify what a reader of `boards` (board keys; `None`: every event of the file, as `log`
    /// reads them) shows: see the module's documentation.
    pub fn verify_read(&self, boards: Option<&[u32]>) -> Result<ReadCheck> {
        self.verify_read_as(boards, true)
    }

    /// [`Store::verify_read`] of one board's every event (`log R.N` shows them all, not a
    /// fold from a snapshot).
    pub fn verify_read_from_start(&self, board: u32) -> Result<ReadCheck> {
        self.verify_read_as(Some(&[board]), false)
    }

    /// [`Store::verify_read`]; `from_snapshots`: each board's events after its latest trusted
    /// snapshot only (what a fold reads), else all of them.
    fn verify_read_as(&self, boards: Option<&[u32]>, from_snapshots: bool) -> Result<ReadCheck> {
        let tx = rusqlite::Transaction::new_unchecked(
            &self.conn,
            rusqlite::TransactionBehavior::Deferred,
        )
        .map_err(|e| self.err(e))?;
        if !self.is_chained(&tx)? {
            let why = ChainStatus::NotChained;
            return Ok(ReadCheck::Unverified(Unverified::Chain(why)));
        }
        let key = match &self.key {
            Ok(key) => key,
            Err(why) => {
                let why = ChainStatus::NoKey(why.clone());
                return Ok(ReadCheck::Unverified(Unverified::Chain(why)));
            }
        };
        let witness = self.verify_witness()?;
        if let WitnessVerdict::Broken(problem) = witness {
            return Ok(ReadCheck::Broken(ReadBreak::Witness(problem)));
        }
        for table in [Table::Settings, Table::Boards, Table::Players] {
            if self.seal_state(&tx, table)? == Some(SealState::Edited) {
                return Ok(ReadCheck::Broken(ReadBreak::TableEdited(table.name())));
            }
        }
        let (start_id, seal): (i64, Vec<u8>) = tx
            .query_row("SELECT start_id, seal FROM chain WHERE id = 1", [], |r| {
                Ok((r.get(0)?, r.get(1)?))
            })
            .map_err(|e| self.err(e))?;
        if key.seal(start_id) != seal {
            return Ok(ReadCheck::Broken(ReadBreak::Chain(ChainBreak::Seal)));
        }
        let found = match boards {
            None => self.verify_events(&tx, key, start_id, &seal, None, 0)?,
            Some(boards) => {
                let mut found = None;
                for &board in boards {
                    let from = if from_snapshots {
                        self.trusted_snapshot_seq(&tx, board)?
                    } else {
                        0
                    };
                    found = self.verify_events(&tx, key, start_id, &seal, Some(board), from)?;
                    if found.is_some() {
                        break;
                    }
                }
                found
            }
        };
        if let Some(problem) = found {
            return Ok(ReadCheck::Broken(ReadBreak::Chain(problem)));
        }
        Ok(match witness {
            WitnessVerdict::Unverified(why) => ReadCheck::Unverified(Unverified::Witness(why)),
            _ => ReadCheck::Verified,
        })
    }

    /// The sequence number of `board`'s latest snapshot whose tie holds (0 when none).
    fn trusted_snapshot_seq(&self, conn: &Connection, board: u32) -> Result<u32> {
        let latest: Option<(u32, i64, Vec<u8>, Vec<u8>)> = conn
            .prepare_cached(
                "SELECT seq, event_id, tie, data FROM board_snapshot
                 WHERE board = ?1 AND fold_format = ?2 ORDER BY seq DESC LIMIT 1",
            )
            .and_then(|mut st| {
                st.query_row(params![board, super::snapshot::FOLD_FORMAT], |r| {
                    Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?))
                })
                .optional()
            })
            .map_err(|e| self.err(e))?;
        let Some((seq, event_id, tie, data)) = latest else {
            return Ok(0);
        };
        let tied = self.tie_of(conn, board, seq, &data)? == Some((event_id, tie));
        Ok(if tied { seq } else { 0 })
    }

    /// Verify each chained event of `board` (every board: `None`) after sequence number `from`,
    /// each against the MAC stored on the event before it; the first that does not match.
    fn verify_events(
        &self,
        conn: &Connection,
        key: &chain::ChainKey,
        start_id: i64,
        seal: &[u8],
        board: Option<u32>,
        from: u32,
    ) -> Result<Option<ChainBreak>> {
        let keyed = key.keyed();
        // One board's events by the (board, seq) index; every event by id. (One statement with
        // "?1 IS NULL OR board = ?1" would scan the whole table for each board.)
        let sql = match board {
            Some(_) => {
                "SELECT e.id, e.board, e.seq, e.at_ms, e.actor, e.display_name, e.origin, e.kind,
                        e.mac, p.id, p.mac
                 FROM events e LEFT JOIN events p ON p.id = e.id - 1
                 WHERE e.board = ?1 AND e.seq > ?2 AND e.id > ?3 ORDER BY e.seq"
            }
            None => {
                "SELECT e.id, e.board, e.seq, e.at_ms, e.actor, e.display_name, e.origin, e.kind,
                        e.mac, p.id, p.mac
                 FROM events e LEFT JOIN events p ON p.id = e.id - 1
                 WHERE ?1 IS NULL AND e.seq > ?2 AND e.id > ?3 ORDER BY e.id"
            }
        };
        let mut st = conn.prepare_cached(sql).map_err(|e| self.err(e))?;
        let mut rows = st
            .query(params![board, from, start_id])
            .map_err(|e| self.err(e))?;
        while let Some(r) = rows.next().map_err(|e| self.err(e))? {
            let get = |e: rusqlite::Error| self.err(e);
            let id: i64 = r.get(0).map_err(get)?;
            let board: u32 = r.get(1).map_err(get)?;
            let seq: u32 = r.get(2).map_err(get)?;
            let mac = r.get_ref(8).map_err(get)?.as_blob_or_null().map_err(|e| {
                self.err(rusqlite::Error::FromSqlConversionFailure(
                    8,
                    rusqlite::types::Type::Blob,
                    Box::new(e),
                ))
            })?;
            let prev_id: Option<i64> = r.get(9).map_err(get)?;
            let prev_mac: Option<Vec<u8>> = r.get(10).map_err(get)?;
            let at = AtEvent { id, board, seq };
            let prev = if id - 1 == start_id {
                seal.to_vec()
            } else if prev_id.is_none() {
                return Ok(Some(ChainBreak::Gap { at, missing: 1 }));
            } else {
                prev_mac.unwrap_or_default()
            };
            let (_, _, _, expected) = mac_of_row(&keyed, &prev, r).map_err(get)?;
            if mac != Some(expected.as_slice()) {
                return Ok(Some(if mac.is_none() {
                    ChainBreak::Unmarked(at)
                } else {
                    ChainBreak::Edited(at)
                }));
            }
        }
        Ok(None)
    }
}
