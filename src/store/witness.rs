//! The witness of the log's end (issue 29, Build 3): what the file held at its last write,
//! kept outside it.
//!
//! The chain (`store::chain`) shows an event edited, inserted or deleted in the middle; it
//! cannot show the last events gone (a deleted or damaged WAL, an older copy put back): what is
//! left is a shorter chain, consistent. So after every write the writing process writes, beside
//! the key (`EVENT.sqlite.key.head`; with `--key K`, `K`'s folder's `EVENT.sqlite.head`), the
//! head it committed: the last event's id and MAC, and the tables' seals (`store::seal`: the sum
//! of their write counters and a digest of the seals), with the file's identity (its creation
//! time), all under a MAC with the event key. Whoever cannot read the key cannot make a witness
//! the file agrees with; the witness lives with the key, where the players' account cannot
//! write.
//!
//! The witness is written after the commit, without fsync: a crash may leave it *behind* the
//! file (an older head, still in the file), never ahead of it, and behind is sound — the
//! commit's durability is SQLite's, the witness costs no fsync. It is written in place, one
//! sector ([`overwrite_witness_file`]); the first one, or one this account may not write, by a
//! temporary file and a rename. Writers write it under the writers' lock, so they never race.
//!
//! A witness the file does not hold — its head missing, a different MAC at its id, the
//! tables' counters lower, or equal with other seals — means the file lost its tail or had its
//! tables put back: `check` says the chain is broken and every write is refused (a sequence
//! number lost with the tail is never given again). A backup carries the witness of its copy.
//!
//! A last line, under its own MAC, marks the file as the writer left it after its checkpoint
//! ([`PageMark`]): its device, inode, length and times. The next write that finds the file
//! with the same marks (no other program wrote it since: any write changes its change time)
//! checks a rolling window of its pages for zeros instead of all of them (`store::pages`), so
//! the check costs the same on a file of any size; a file with other marks is read whole.
//! Older programs stop reading the witness at its `mac` line and never see it.

use std::path::{Path, PathBuf};

use crate::text::{hex, unhex};

use rusqlite::{Connection, OptionalExtension};

use super::chain::{ChainKey, EventFile};
use super::{Result, Store, StoreError};

/// Where the witness of the event file `db` with its key beside it is
/// ([`EventFile::witness`]).
pub fn witness_path_for(db: &Path) -> PathBuf {
    EventFile::beside(db).witness()
}

impl EventFile {
    /// Where the witness of this event file is: beside its key.
    pub fn witness(&self) -> PathBuf {
        let key = self.key();
        if key.as_os_str() == self.key_beside().as_os_str() {
            let mut p = key.into_os_string();
            p.push(".head");
            return PathBuf::from(p);
        }
        // One key may serve several files: each has its own witness in the key's folder.
        let mut name = self.db().file_name().unwrap_or_default().to_owned();
        name.push(".head");
        key.parent().unwrap_or_else(|| Path::new(".")).join(name)
    }
}

/// A head of the file: what a witness records.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Head {
    /// The file's identity: its settings' creation time.
    pub file: i64,
    /// The last event's id (0 without events) and MAC.
    pub event: i64,
    pub event_mac: Vec<u8>,
    /// The tables' seals: their counters summed, and their digest.
    pub writes: i64,
    pub tables: [u8; 32],
}

/// What the witness says of the file as it is now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Finding {
    /// No witness (a file older than it, or a copy without it).
    Absent,
    /// The witness is another event file's (one made before at this path).
    Foreign,
    /// The witness cannot be read (`why`).
    Unreadable(String),
    /// Its MAC does not match the key: it was edited, or made with another key.
    Forged,
    /// The file holds the witnessed head (and maybe more): sound.
    Held(Head),
    /// The witnessed head's event is not in the file: the file lost its tail.
    TailLost { head: i64, last: i64 },
    /// The witnessed head's event is there with another MAC.
    HeadDiffers { head: i64 },
    /// The tables' seals are older than witnessed, or other at the same count.
    TablesBack { witnessed: i64, found: i64 },
}

impl Finding {
    /// Whether the finding is a break (the file is not what was witnessed).
    pub fn is_break(&self) -> bool {
        matches!(
            self,
            Finding::Forged
                | Finding::TailLost { .. }
                | Finding::HeadDiffers { .. }
                | Finding::TablesBack { .. }
        )
    }
}

/// The event file as its last writer left it (after the checkpoint), and the page where the
/// next write's rolling check of its pages begins ([`Store::zeroed_guard`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageMark {
    pub marks: FileMarks,
    pub next: u32,
}

/// What the file system says of a file that any write to it changes: its change time above
/// all, which no program can set back.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FileMarks {
    pub dev: u64,
    pub ino: u64,
    pub len: u64,
    pub mtime_ns: i128,
    pub ctime_ns: i128,
}

impl FileMarks {
    /// The marks of the file at `path` now (`None` where the file system has none).
    pub fn of(path: &Path) -> Option<FileMarks> {
        #[cfg(unix)]
        {
            use std::os::unix::fs::MetadataExt;
            let m = std::fs::metadata(path).ok()?;
            let ns = |s: i64, n: i64| i128::from(s) * 1_000_000_000 + i128::from(n);
            Some(FileMarks {
                dev: m.dev(),
                ino: m.ino(),
                len: m.len(),
                mtime_ns: ns(m.mtime(), m.mtime_nsec()),
                ctime_ns: ns(m.ctime(), m.ctime_nsec()),
            })
        }
        #[cfg(not(unix))]
        {
            let _ = path;
            None
        }
    }
}

impl PageMark {
    fn mac(&self, key: &ChainKey) -> Vec<u8> {
        let m = &self.marks;
        key.mac(&[
            Some(b"arbiter witness pages v1".as_slice()),
            Some(&m.dev.to_le_bytes()),
            Some(&m.ino.to_le_bytes()),
            Some(&m.len.to_le_bytes()),
            Some(&m.mtime_ns.to_le_bytes()),
            Some(&m.ctime_ns.to_le_bytes()),
            Some(&self.next.to_le_bytes()),
        ])
    }

    /// The witness's last line.
    fn to_line(self, key: &ChainKey) -> String {
        let m = &self.marks;
        format!(
            "pages {} {} {} {} {} {} {}\n",
            m.dev,
            m.ino,
            m.len,
            m.mtime_ns,
            m.ctime_ns,
            self.next,
            hex(&self.mac(key))
        )
    }

    /// The mark in a witness's text, when its line is there and its MAC is the key's.
    fn parse(text: &str, key: &ChainKey) -> Option<PageMark> {
        let line = text.lines().find_map(|l| l.strip_prefix("pages "))?;
        let w: Vec<&str> = line.split(' ').collect();
        let [dev, ino, len, mtime, ctime, next, mac] = w.as_slice() else {
            return None;
        };
        let mark = PageMark {
            marks: FileMarks {
                dev: dev.parse().ok()?,
                ino: ino.parse().ok()?,
                len: len.parse().ok()?,
                mtime_ns: mtime.parse().ok()?,
                ctime_ns: ctime.parse().ok()?,
            },
            next: next.parse().ok()?,
        };
        (unhex(mac)? == mark.mac(key)).then_some(mark)
    }
}

impl Head {
    fn mac(&self, key: &ChainKey) -> Vec<u8> {
        key.mac(&[
            Some(b"arbiter witness v1".as_slice()),
            Some(&self.file.to_le_bytes()),
            Some(&self.event.to_le_bytes()),
            Some(&self.event_mac),
            Some(&self.writes.to_le_bytes()),
            Some(&self.tables),
        ])
    }

    /// The witness file's text.
    fn to_text(&self, key: &ChainKey) -> String {
        format!(
            "arbiter witness v1\nfile {}\nhead {} {}\ntables {} {}\nmac {}\n",
            self.file,
            self.event,
            hex(&self.event_mac),
            self.writes,
            hex(&self.tables),
            hex(&self.mac(key))
        )
    }

    /// A witness file's text read back, with its MAC; `None` when it is not one.
    fn parse(text: &str) -> Option<(Head, Vec<u8>)> {
        let mut lines = text.lines();
        if lines.next()? != "arbiter witness v1" {
            return None;
        }
        let mut field = |name: &str| -> Option<Vec<String>> {
            let line = lines.next()?;
            let mut words = line.split(' ');
            (words.next()? == name).then(|| words.map(str::to_owned).collect())
        };
        let file = field("file")?;
        let head = field("head")?;
        let tables = field("tables")?;
        let mac = field("mac")?;
        let one = |v: &Vec<String>, i: usize| v.get(i).cloned().unwrap_or_default();
        let head = Head {
            file: one(&file, 0).parse().ok()?,
            event: one(&head, 0).parse().ok()?,
            event_mac: unhex(&one(&head, 1))?,
            writes: one(&tables, 0).parse().ok()?,
            tables: unhex(&one(&tables, 1))?.try_into().ok()?,
        };
        Some((head, unhex(&one(&mac, 0))?))
    }
}

impl Store {
    /// Whether the file's log is chained (its `chain` record is there).
    pub(crate) fn is_chained(&self, conn: &Connection) -> Result<bool> {
        conn.prepare_cached(
            "SELECT EXISTS (SELECT 1 FROM sqlite_schema WHERE name = 'chain' AND type = 'table')",
        )
        .and_then(|mut st| st.query_row([], |r| r.get::<_, bool>(0)))
        .and_then(|has| {
            if !has {
                return Ok(false);
            }
            conn.query_row("SELECT EXISTS (SELECT 1 FROM chain)", [], |r| r.get(0))
        })
        .map_err(|e| self.err(e))
    }

    /// The file's head as `conn` sees it (in one read, so that its parts agree).
    fn head_on(&self, conn: &Connection) -> Result<Head> {
        let file: i64 = conn
            .query_row("SELECT created_at_ms FROM settings WHERE id = 1", [], |r| {
                r.get(0)
            })
            .optional()
            .map_err(|e| self.err(e))?
            .unwrap_or(0);
        let (event, event_mac): (i64, Option<Vec<u8>>) = conn
            .prepare_cached("SELECT id, mac FROM events ORDER BY id DESC LIMIT 1")
            .and_then(|mut st| st.query_row([], |r| Ok((r.get(0)?, r.get(1)?))).optional())
            .map_err(|e| self.err(e))?
            .unwrap_or((0, None));
        let (writes, tables) = self.seals_digest(conn)?;
        Ok(Head {
            file,
            event,
            event_mac: event_mac.unwrap_or_default(),
            writes,
            tables,
        })
    }

    /// Write the witness of the file as it is now (after a commit): nothing when the file is
    /// not chained or this process has no key. Written to a temporary file and renamed.
    pub(crate) fn write_witness(&self) -> Result<()> {
        let Ok(key) = &self.key else {
            return Ok(());
        };
        let head = {
            let tx = rusqlite::Transaction::new_unchecked(
                &self.conn,
                rusqlite::TransactionBehavior::Deferred,
            )
            .map_err(|e| self.err(e))?;
            if !self.is_chained(&tx)? {
                return Ok(());
            }
            self.head_on(&tx)?
        };
        let mut text = head.to_text(key);
        // After the checkpoint (`Store::settle`): the file as this write left it.
        if let (Some(next), Some(marks)) = (self.page_next.get(), FileMarks::of(&self.path)) {
            text.push_str(&PageMark { marks, next }.to_line(key));
        }
        overwrite_witness_file(&self.file.witness(), &text)
    }

    /// The witness's mark of the file as its last writer left it, when there is a witness this
    /// process can verify with a mark in it.
    pub(crate) fn page_mark(&self) -> Option<PageMark> {
        let key = self.key.as_ref().ok()?;
        let text = read_witness_file(&self.file.witness()).ok()?;
        PageMark::parse(&text, key)
    }

    /// Write the witness of a backup `out` just made from this file (it holds what `conn`, its
    /// copy, holds), where a check of the backup looks for it.
    pub(crate) fn witness_backup(&self, out: &Path, conn: &Connection) -> Result<()> {
        let Ok(key) = &self.key else {
            return Ok(());
        };
        if !self.is_chained(conn)? {
            return Ok(());
        }
        let head = self.head_on(conn)?;
        write_witness_file(&self.file.with_db(out).witness(), &head.to_text(key))
    }

    /// What the witness says of the file as `conn` sees it; `None` when the file is not
    /// chained or this process has no key to read the witness's MAC with.
    pub(crate) fn witness_finding(&self, conn: &Connection) -> Result<Option<Finding>> {
        let Ok(key) = &self.key else {
            return Ok(None);
        };
        if !self.is_chained(conn)? {
            return Ok(None);
        }
        let path = self.file.witness();
        let text = match read_witness_file(&path) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                return Ok(Some(Finding::Absent));
            }
            Err(e) => {
                return Ok(Some(Finding::Unreadable(format!(
                    "{}: {e}",
                    path.display()
                ))));
            }
        };
        let Some((witnessed, mac)) = Head::parse(&text) else {
            return Ok(Some(Finding::Forged));
        };
        if witnessed.mac(key) != mac {
            return Ok(Some(Finding::Forged));
        }
        let now = self.head_on(conn)?;
        if witnessed.file != now.file {
            return Ok(Some(Finding::Foreign));
        }
        if witnessed.event > 0 {
            let there: Option<Option<Vec<u8>>> = conn
                .prepare_cached("SELECT mac FROM events WHERE id = ?1")
                .and_then(|mut st| st.query_row([witnessed.event], |r| r.get(0)).optional())
                .map_err(|e| self.err(e))?;
            match there {
                None => {
                    return Ok(Some(Finding::TailLost {
                        head: witnessed.event,
                        last: now.event,
                    }));
                }
                Some(m) if m.as_deref().unwrap_or_default() != witnessed.event_mac.as_slice() => {
                    return Ok(Some(Finding::HeadDiffers {
                        head: witnessed.event,
                    }));
                }
                Some(_) => {}
            }
        }
        if now.writes < witnessed.writes
            || (now.writes == witnessed.writes && now.tables != witnessed.tables)
        {
            return Ok(Some(Finding::TablesBack {
                witnessed: witnessed.writes,
                found: now.writes,
            }));
        }
        Ok(Some(Finding::Held(witnessed)))
    }

    /// Refuse a write (in its transaction `tx`, before anything is written) when the witness
    /// shows the file lost its tail or its tables went back: what it would append would take
    /// sequence numbers and ids that were given before.
    pub(crate) fn witness_gate(&self, tx: &Connection) -> Result<()> {
        match self.witness_finding(tx)? {
            Some(finding) if finding.is_break() => Err(StoreError::WitnessBroken {
                path: self.path.clone(),
                detail: Box::new(WitnessFact {
                    finding,
                    file: self.file.witness(),
                }),
            }),
            _ => Ok(()),
        }
    }

    /// `check`'s reading of the witness: (a problem, or a reason the end could not be
    /// verified, or the status line's addition).
    pub(crate) fn verify_witness(&self) -> Result<WitnessVerdict> {
        let file = self.file.witness();
        let finding = self.witness_finding(&self.conn)?;
        Ok(match finding {
            None => WitnessVerdict::NotApplicable,
            Some(finding) => {
                let fact = WitnessFact { finding, file };
                if fact.finding.is_break() {
                    WitnessVerdict::Broken(fact)
                } else if let Finding::Held(_) = fact.finding {
                    WitnessVerdict::Held(fact)
                } else {
                    WitnessVerdict::Unverified(fact)
                }
            }
        })
    }
}

/// `check`'s verdict on the witness.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WitnessVerdict {
    /// No chain, or no key: the witness was not read.
    NotApplicable,
    /// The file holds the witnessed head: the status line's addition.
    Held(WitnessFact),
    /// The end could not be verified (no witness, another file's, unreadable).
    Unverified(WitnessFact),
    /// The file is not what was witnessed.
    Broken(WitnessFact),
}

/// What the witness at `file` showed: worded at the edge ([`WitnessFact::worded`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WitnessFact {
    pub finding: Finding,
    pub file: PathBuf,
}

impl WitnessFact {
    /// The finding in `cat`'s language.
    pub fn worded(&self, cat: &crate::i18n::Catalog) -> String {
        let file = || self.file.display().to_string().into();
        let say = |key: &str, args: &[crate::i18n::Arg<'_>]| cat.get(key, args);
        match &self.finding {
            Finding::Absent => say("hostile-witness-absent", &[("file", file())]),
            Finding::Foreign => say("hostile-witness-foreign", &[("file", file())]),
            Finding::Unreadable(why) => {
                say("hostile-witness-unreadable", &[("why", why.clone().into())])
            }
            Finding::Forged => say("hostile-witness-forged", &[("file", file())]),
            Finding::Held(head) => say("hostile-witness-held", &[("head", head.event.into())]),
            Finding::TailLost { head, last } => say(
                "hostile-witness-tail-lost",
                &[
                    ("head", (*head).into()),
                    ("last", (*last).into()),
                    ("lost", (head - last).max(0).into()),
                ],
            ),
            Finding::HeadDiffers { head } => {
                say("hostile-witness-head-differs", &[("head", (*head).into())])
            }
            Finding::TablesBack { witnessed, found } => say(
                "hostile-witness-tables-back",
                &[
                    ("witnessed", (*witnessed).into()),
                    ("found", (*found).into()),
                ],
            ),
        }
    }
}

/// English, for logs; the edge words it in the reader's language ([`WitnessFact::worded`]).
impl std::fmt::Display for WitnessFact {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.worded(crate::i18n::catalog(crate::i18n::Lang::En)))
    }
}

/// The bytes a witness is written in: a sector, the unit a disk writes whole.
const SECTOR: usize = 512;

/// Overwrite the witness at `path` in place with `text`, padded with newlines to a sector
/// (issue 29: a note's own cost against the `sqlite3` shell). A temporary file and a
/// rename cost a new inode each write, and ext4 allocates and starts writing the new file at
/// the rename (`auto_da_alloc`): 0.18 ms a note, and milliseconds when the journal is busy.
/// Written in place the witness costs one `pwrite` into a page already there.
///
/// Still safe after a crash: the text is under 512 bytes, one sector, which the disk writes
/// whole, so the file holds the old witness or the new one — behind or current, both sound
/// (see the module). A witness torn all the same is one whose MAC fails: "forged", writes
/// refused until an arbiter looks, as a half-renamed file would be. Against readers: the
/// write holds an exclusive lock on the file and every reader a shared one
/// ([`read_witness_file`]), so nobody reads half of it. The padding is blank lines, which
/// every reader (this one and older ones) skips.
///
/// Where the text is over a sector, the file is not there yet, this account may not open it for writing (another
/// arbiter's account wrote it, 0640), or a reader holds it at that moment (the write does not
/// wait for it), it is written as before, temporary file and rename.
fn overwrite_witness_file(path: &Path, text: &str) -> Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileExt;
        let mut bytes = text.as_bytes().to_vec();
        let len = bytes.len().div_ceil(SECTOR).max(1) * SECTOR;
        let over = bytes.len() > SECTOR;
        bytes.resize(len, b'\n');
        // More than a sector is not written whole: the rename, which a crash cannot tear.
        let file = if over {
            Err(std::io::Error::other("over a sector"))
        } else {
            std::fs::OpenOptions::new().write(true).open(path)
        };
        // A reader in it (a shared lock held a moment): the rename, which it does not see.
        if let Ok(file) = file.and_then(|f| f.try_lock().map(|()| f).map_err(Into::into)) {
            let io = |e: std::io::Error| super::io_error(path, e);
            file.write_all_at(&bytes, 0).map_err(io)?;
            // An older witness longer than this one (an older program's, or a mark of longer
            // numbers) loses its tail.
            if file.metadata().map_err(io)?.len() > len as u64 {
                file.set_len(len as u64).map_err(io)?;
            }
            return Ok(());
        }
    }
    write_witness_file(path, text)
}

/// The witness's text at `path`, read under a shared lock ([`overwrite_witness_file`]).
fn read_witness_file(path: &Path) -> std::io::Result<String> {
    let mut file = std::fs::File::open(path)?;
    file.lock_shared()?;
    let mut text = String::new();
    std::io::Read::read_to_string(&mut file, &mut text)?;
    Ok(text)
}

/// Write `text` to `path` through a temporary file in the same folder and a rename; the file
/// is made 0640 (the arbiters' group may read it; it is no secret, only MACed).
fn write_witness_file(path: &Path, text: &str) -> Result<()> {
    let mut tmp = path.as_os_str().to_owned();
    // `NAME.PID.tmp`: one temporary file per process, renamed over the witness.
    tmp.push(".");
    tmp.push(std::process::id().to_string());
    tmp.push(".tmp");
    let tmp = PathBuf::from(tmp);
    let io = |e: std::io::Error| super::io_error(path, e);
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o640);
    let written = options
        .open(&tmp)
        .and_then(|mut f| std::io::Write::write_all(&mut f, text.as_bytes()))
        .and_then(|()| std::fs::rename(&tmp, path));
    if let Err(e) = written {
        let _ = std::fs::remove_file(&tmp);
        return Err(io(e));
    }
    Ok(())
}

#[cfg(test)]
#[path = "witness_tests.rs"]
mod tests;
