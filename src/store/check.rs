//! Backup and check: the WAL checkpoint, the online backup, `arbiter check` (integrity, the
//! chain, the witness) and the comparison with a backup.

use super::*;

/// What `arbiter check` found: facts, worded at the edge ([`CheckReport::worded`]).
#[derive(Debug)]
pub struct CheckReport {
    pub path: PathBuf,
    pub schema_version: i64,
    pub boards: i64,
    pub events: i64,
    /// Empty when the file is sound.
    pub problems: Vec<CheckFinding>,
    /// The tamper-evident chain: what was verified, or why it was not.
    pub chain: ChainStatus,
    /// The witness of the log's end (`witness`): what it showed, when it was read.
    pub witness: Option<witness::WitnessFact>,
    /// Why the file could not be verified (no key, not chained, no witness, tables not sealed
    /// yet): empty when everything was verified. Not a finding of damage: `check` exits with
    /// its own code for it.
    pub unverified: Vec<Unverified>,
}

/// A [`CheckReport`] worded in one language: what `check` prints, and its JSON (`--json`:
/// the same fields, the texts worded).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct CheckWords {
    pub path: PathBuf,
    pub schema_version: i64,
    pub boards: i64,
    pub events: i64,
    pub problems: Vec<String>,
    pub chain: String,
    pub witness: Option<String>,
    pub unverified: Vec<String>,
}

impl CheckReport {
    /// The report in `cat`'s language.
    pub fn worded(&self, cat: &crate::i18n::Catalog) -> CheckWords {
        CheckWords {
            path: self.path.clone(),
            schema_version: self.schema_version,
            boards: self.boards,
            events: self.events,
            problems: self.problems.iter().map(|p| p.worded(cat)).collect(),
            chain: self.chain.worded(cat),
            witness: self.witness.as_ref().map(|w| w.worded(cat)),
            unverified: self.unverified.iter().map(|u| u.worded(cat)).collect(),
        }
    }
}

impl Store {
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
                detail: DamageFact::Backup { result: ok }.into(),
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
    ///
    /// SQLite's own checks and the zeroed-page scan run on a connection of their own, on
    /// another core, while this one verifies the log, the chain, the seals and the witness
    /// (issue 36: `check` within 1.2× of a program doing only the integrity check and the
    /// chain). The findings are the same, in the same order, as one after the other.
    pub fn check(&self) -> Result<CheckReport> {
        let (path, file) = (self.path.as_path(), &self.file);
        let file_checks = move || -> Result<(Vec<CheckFinding>, Option<CheckFinding>)> {
            let found = Store::connect(file)?.sqlite_problems()?;
            Ok((found, zeroed_problem(path)?))
        };
        let (file_found, log_found) = std::thread::scope(|scope| {
            let other = std::thread::Builder::new().spawn_scoped(scope, file_checks);
            let log_found = self.log_and_chain();
            let file_found = match other {
                Ok(handle) => handle
                    .join()
                    .unwrap_or_else(|panic| std::panic::resume_unwind(panic)),
                // No thread to be had: one after the other.
                Err(_) => file_checks(),
            };
            (file_found, log_found)
        });
        let (mut problems, zeroed) = file_found?;
        let LogFound {
            problems: log_problems,
            boards,
            events: count,
            chain,
            broken,
        } = log_found?;
        problems.extend(log_problems);
        let mut unverified = Vec::new();
        if broken.is_none() && (self.key.is_err() || !self.is_chained(&self.conn)?) {
            unverified.push(Unverified::Chain(chain.clone()));
        }
        problems.extend(broken.map(CheckFinding::Chain));
        problems.extend(self.damage_found(zeroed)?);
        let (edited, not_yet) = self.verify_tables()?;
        problems.extend(
            edited
                .into_iter()
                .map(|table| CheckFinding::TableEdited(table.name())),
        );
        if not_yet {
            unverified.push(Unverified::TablesNotSealed);
        }
        let witness = match self.verify_witness()? {
            witness::WitnessVerdict::NotApplicable => None,
            witness::WitnessVerdict::Held(status) => Some(status),
            witness::WitnessVerdict::Unverified(why) => {
                unverified.push(Unverified::Witness(why.clone()));
                Some(why)
            }
            witness::WitnessVerdict::Broken(problem) => {
                problems.push(CheckFinding::Witness(problem.clone()));
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

    /// What `check` reads of the log on its own connection: the log's shape, the counts, the
    /// chain's status line and the break found.
    fn log_and_chain(&self) -> Result<LogFound> {
        let problems = self.log_problems()?;
        let boards: i64 = self
            .conn
            .query_row("SELECT COUNT(*) FROM boards", [], |r| r.get(0))
            .map_err(|e| self.err(e))?;
        let events: i64 = self
            .conn
            .query_row("SELECT COUNT(*) FROM events", [], |r| r.get(0))
            .map_err(|e| self.err(e))?;
        let (chain, broken) = self.verify_chain()?;
        Ok(LogFound {
            problems,
            boards,
            events,
            chain,
            broken,
        })
    }

    /// SQLite's own checks of the file: its integrity, the foreign keys, the application id.
    fn sqlite_problems(&self) -> Result<Vec<CheckFinding>> {
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
        problems.extend(
            rows.into_iter()
                .filter(|r| r != "ok")
                .map(CheckFinding::Integrity),
        );
        let fk: Vec<CheckFinding> = self
            .conn
            .prepare("PRAGMA foreign_key_check")
            .map_err(|e| self.err(e))?
            .query_map([], |r| {
                Ok(CheckFinding::ForeignKey {
                    table: r.get(0)?,
                    row: r.get::<_, Option<i64>>(1)?.unwrap_or(0),
                })
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
            problems.push(CheckFinding::ApplicationId(app_id));
        }
        Ok(problems)
    }

    /// The log's own shape: sequence numbers gap-free from 1, and a takeback or a decision
    /// referring to an earlier event of its board.
    fn log_problems(&self) -> Result<Vec<CheckFinding>> {
        let mut problems = Vec::new();
        let gaps: Vec<(u32, u32, u32)> = self
            .conn
            .prepare("SELECT board, COUNT(*), MAX(seq) FROM events GROUP BY board HAVING COUNT(*) <> MAX(seq) OR MIN(seq) <> 1")
            .map_err(|e| self.err(e))?
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .map_err(|e| self.err(e))?
            .collect::<std::result::Result<_, _>>()
            .map_err(|e| self.err(e))?;
        for (board, count, max) in gaps {
            problems.push(CheckFinding::Gap {
                board: BoardId::from_key(board),
                count,
                max,
            });
        }
        // Event by event, never the whole log in memory (issue 36); a log that cannot be read
        // to its end is reported as that alone, as when it was read whole.
        let mut refers = Vec::new();
        let read = self.each_event(&self.conn, "ORDER BY id", rusqlite::params![], |ev| {
            let target = match ev.kind {
                EventKind::Takeback { of_seq } | EventKind::Decision { of_seq, .. } => of_seq,
                _ => return,
            };
            if target == 0 || target >= ev.seq {
                refers.push(CheckFinding::RefersLater {
                    board: BoardId::from_key(ev.board),
                    seq: ev.seq,
                    target,
                });
            }
        });
        match read {
            Ok(()) => problems.extend(refers),
            Err(e) => problems.push(CheckFinding::Error(Box::new(e))),
        }
        Ok(problems)
    }

    /// What `check` adds to SQLite's own integrity check (issue 29): the WAL damaged when the file
    /// was opened, its companions replaced since, pages in use that are all zeros, and board
    /// snapshots whose bytes no longer match their tie (a cache the readers would skip, but
    /// damage all the same: `integrity_check` does not read a record's bytes).
    /// `zeroed` is what [`zeroed_problem`] found.
    pub(super) fn damage_found(&self, zeroed: Option<CheckFinding>) -> Result<Vec<CheckFinding>> {
        let mut found = Vec::new();
        if let Err(e) = self.write_guard() {
            found.push(CheckFinding::Error(Box::new(e)));
        }
        found.extend(zeroed);
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
                found.push(CheckFinding::Snapshot {
                    board: BoardId::from_key(board),
                    seq,
                });
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

    /// Verify the chain (`chain`): the status line, and the problem found — the first event
    /// that does not match (edited, deleted before it, inserted), a seal that does not match
    /// the key, or a chain removed.
    pub fn verify_chain(&self) -> Result<(ChainStatus, Option<ChainBreak>)> {
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
                Some(ChainBreak::OrphanMacs)
            } else if self.key.is_ok() {
                let key = self.file.key().display().to_string();
                Some(ChainBreak::Removed { key })
            } else {
                None
            };
            return Ok((ChainStatus::NotChained, problem));
        };
        let key = match &self.key {
            Ok(k) => k,
            // Not a finding: without the key nobody can verify (a backup read elsewhere, a
            // player's account); the status line says so, and writes are refused.
            Err(why) => return Ok((ChainStatus::NoKey(why.clone()), None)),
        };
        if key.seal(start_id) != seal {
            return Ok((ChainStatus::Broken, Some(ChainBreak::Seal)));
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
        let keyed = key.keyed();
        while let Some(r) = rows.next().map_err(|e| self.err(e))? {
            let (id, board, seq, expected) =
                verify::mac_of_row(&keyed, &prev, r).map_err(|e| self.err(e))?;
            let mac: Option<Vec<u8>> = r.get(8).map_err(|e| self.err(e))?;
            if mac.as_deref() != Some(expected.as_slice()) {
                let at = AtEvent { id, board, seq };
                let problem = if id != last_id + 1 {
                    ChainBreak::Gap {
                        at,
                        missing: id - last_id - 1,
                    }
                } else if mac.is_none() {
                    ChainBreak::Unmarked(at)
                } else {
                    ChainBreak::Edited(at)
                };
                return Ok((ChainStatus::Broken, Some(problem)));
            }
            prev = expected;
            last_id = id;
            count += 1;
        }
        let status = if count == 0 {
            ChainStatus::Empty
        } else {
            ChainStatus::Verified {
                count,
                head: last_id,
                mac: chain::short_hex(&prev),
            }
        };
        Ok((status, None))
    }

    /// Compare this file with a backup of it (`arbiter check --against`): every event of the
    /// backup must be here, the same (its MAC, or its content in a file without a chain). The
    /// first that is missing names a lost tail (a deleted WAL, an older copy put back) that no
    /// check inside one file can see; the first that differs, a rewritten history.
    pub fn compare_with_backup(&self, backup: &Path) -> Result<(ChainStatus, Option<ChainBreak>)> {
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
            let at = AtEvent {
                id: row.0,
                board: row.1,
                seq: row.2,
            };
            let (backup, count) = (name.clone(), theirs.len() - i);
            let same = match ours.get(&row.0) {
                None => {
                    let lost = ChainBreak::AgainstLost { at, backup, count };
                    return Ok((ChainStatus::Broken, Some(lost)));
                }
                Some(mine) => match (&mine.6, &row.6) {
                    (Some(a), Some(b)) => a == b,
                    _ => mine == row,
                },
            };
            if !same {
                let differs = ChainBreak::AgainstDiffers { at, backup, count };
                return Ok((ChainStatus::Broken, Some(differs)));
            }
        }
        let head = theirs.last().map_or(0, |r| r.0);
        Ok((ChainStatus::AgainstOk { backup: name, head }, None))
    }
}

/// The pages in use of the file at `path` that are all zeros (at most 20 named).
fn zeroed_problem(path: &Path) -> Result<Option<CheckFinding>> {
    let pages = pages::zeroed_pages(path, 20).map_err(|e| io_error(path, e))?;
    Ok((!pages.is_empty()).then_some(CheckFinding::Damage(DamageFact::Zeroed { pages })))
}

/// What [`Store::check`] found of the log and its chain ([`Store::log_and_chain`]).
struct LogFound {
    problems: Vec<CheckFinding>,
    boards: i64,
    events: i64,
    chain: ChainStatus,
    broken: Option<ChainBreak>,
}
