//! The event file's companions on disk, read by the store itself (issue 29): the WAL before
//! SQLite recovers it, and the identity of the `-wal` and `-shm` files a connection works with.
//!
//! SQLite's recovery of a WAL keeps the frames up to the first one whose checksum fails and
//! silently drops everything after it: 64 bytes of garbage in the middle of a WAL left the
//! file with half its log and `check` said ok. So before a process trusts a WAL it reads it:
//! a header that is not a WAL header, or a *commit* frame of the same log (same salts) beyond the
//! first frame that does not verify — a committed transaction SQLite would drop — is damage,
//! named with its byte offset. Frames of the same log after the break that commit nothing are a
//! transaction rolled back or cut by a crash (never acknowledged), not damage.
//!
//! The format (<https://www.sqlite.org/fileformat2.html#walformat>): a 32-byte header (magic,
//! version, page size, checkpoint sequence, two salts, two checksum words), then frames of a
//! 24-byte header (page number, database size after a commit or 0, the two salts, the two
//! cumulative checksum words) and one page each.

use std::io::{Read, Seek, SeekFrom};
use std::path::Path;

use super::pages::be32;

const HEADER: usize = 32;
const FRAME_HEADER: usize = 24;
const MAGIC_LE: u32 = 0x377f_0682;
const MAGIC_BE: u32 = 0x377f_0683;

/// What is wrong with a WAL: where, and what SQLite's recovery would lose.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WalDamage {
    /// The first 32 bytes are not a WAL header (or its checksum does not match).
    BadHeader { len: u64 },
    /// Frame `frame` (1-based, at byte `offset`) does not verify, and `lost_commits` committed
    /// transactions of the same log follow it: SQLite would drop them without a word.
    Break {
        frame: u64,
        offset: u64,
        lost_commits: u64,
    },
}

/// Read the WAL at `path` and say whether SQLite's recovery of it would lose committed
/// transactions. `Ok(None)`: no WAL, an empty one, or a sound one.
pub fn inspect(path: &Path) -> std::io::Result<Option<WalDamage>> {
    let mut file = match std::fs::File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    };
    let len = file.metadata()?.len();
    if len == 0 {
        return Ok(None);
    }
    let mut header = [0u8; HEADER];
    if len < HEADER as u64 {
        return Ok(Some(WalDamage::BadHeader { len }));
    }
    file.read_exact(&mut header)?;
    let magic = be32(&header[0..4]);
    let big = match magic {
        MAGIC_LE => false,
        MAGIC_BE => true,
        _ => return Ok(Some(WalDamage::BadHeader { len })),
    };
    let page_size = be32(&header[8..12]) as usize;
    let salts = [be32(&header[16..20]), be32(&header[20..24])];
    let mut sum = checksum(big, &header[..24], [0, 0]);
    let page_ok = (512..=65536).contains(&page_size) && page_size.is_power_of_two();
    if !page_ok || sum != [be32(&header[24..28]), be32(&header[28..32])] {
        return Ok(Some(WalDamage::BadHeader { len }));
    }
    let frame_len = FRAME_HEADER + page_size;
    let mut frame = vec![0u8; frame_len];
    let mut reader = std::io::BufReader::with_capacity(1 << 16, &mut file);
    reader.seek(SeekFrom::Start(HEADER as u64))?;
    let (mut n, mut broken_at, mut lost) = (0u64, None::<(u64, u64)>, 0u64);
    loop {
        match reader.read_exact(&mut frame) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::UnexpectedEof => break,
            Err(e) => return Err(e),
        }
        n += 1;
        let same_log = [be32(&frame[8..12]), be32(&frame[12..16])] == salts;
        let commits = be32(&frame[4..8]) != 0;
        if broken_at.is_some() {
            if same_log && commits {
                lost += 1;
            }
            continue;
        }
        let next = checksum(big, &frame[FRAME_HEADER..], checksum(big, &frame[..8], sum));
        if same_log && next == [be32(&frame[16..20]), be32(&frame[20..24])] {
            sum = next;
        } else {
            broken_at = Some((n, HEADER as u64 + (n - 1) * frame_len as u64));
        }
    }
    Ok(match broken_at {
        Some((frame, offset)) if lost > 0 => Some(WalDamage::Break {
            frame,
            offset,
            lost_commits: lost,
        }),
        _ => None,
    })
}

/// SQLite's WAL checksum of `data` (a multiple of 8 bytes) continuing from `s`: the words are
/// read big-endian when the header's magic says so, else little-endian.
fn checksum(big: bool, data: &[u8], s: [u32; 2]) -> [u32; 2] {
    let word = |b: &[u8]| {
        let a = [b[0], b[1], b[2], b[3]];
        if big {
            u32::from_be_bytes(a)
        } else {
            u32::from_le_bytes(a)
        }
    };
    let [mut s0, mut s1] = s;
    for pair in data.chunks_exact(8) {
        s0 = s0.wrapping_add(word(&pair[0..4])).wrapping_add(s1);
        s1 = s1.wrapping_add(word(&pair[4..8])).wrapping_add(s0);
    }
    [s0, s1]
}

/// The identity (device, inode) of the file at `path`, `None` when there is none.
#[cfg(unix)]
pub fn identity(path: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
}

#[cfg(not(unix))]
pub fn identity(_path: &Path) -> Option<(u64, u64)> {
    None
}

/// For each of `paths`, the identities of the files this process holds open under its name,
/// removed or not (Linux: `/proc/self/fd`, read once for all of them); each empty elsewhere or
/// when the process holds none. A descriptor on a removed `-wal` shows as `PATH (deleted)`.
pub fn held_by_this_process<const N: usize>(paths: [&Path; N]) -> [Vec<(u64, u64)>; N] {
    let mut held: [Vec<(u64, u64)>; N] = std::array::from_fn(|_| Vec::new());
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::fs::MetadataExt;
        // As the kernel names them: the folder with its links resolved (the file itself may be
        // gone).
        let names: [Option<(String, String)>; N] = paths.map(|path| {
            let folder = match path.parent() {
                Some(p) if !p.as_os_str().is_empty() => p,
                _ => Path::new("."),
            };
            let abs = std::fs::canonicalize(folder).ok()?.join(path.file_name()?);
            let name = abs.to_str()?.to_owned();
            let removed = format!("{name} (deleted)");
            Some((name, removed))
        });
        let Ok(fds) = std::fs::read_dir("/proc/self/fd") else {
            return held;
        };
        for fd in fds.filter_map(Result::ok) {
            let Some(link) = std::fs::read_link(fd.path()).ok() else {
                continue;
            };
            let Some(link) = link.to_str() else {
                continue;
            };
            for (i, name) in names.iter().enumerate() {
                if let Some((name, removed)) = name
                    && (link == name || link == removed)
                    && let Ok(m) = std::fs::metadata(fd.path())
                {
                    held[i].push((m.dev(), m.ino()));
                }
            }
        }
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = paths;
    }
    held
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A WAL written by SQLite itself: sound; garbage over a middle frame: the commits after
    /// it are named; garbage over the header: a bad header.
    #[test]
    fn finds_what_recovery_would_drop() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("w.sqlite");
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.pragma_update(None, "journal_mode", "WAL").unwrap();
        conn.pragma_update(None, "wal_autocheckpoint", 0).unwrap();
        conn.execute_batch("CREATE TABLE t (x TEXT)").unwrap();
        for i in 0..20 {
            conn.execute("INSERT INTO t VALUES (?1)", [format!("row {i}")])
                .unwrap();
        }
        let wal = dir.path().join("w.sqlite-wal");
        assert_eq!(inspect(&wal).unwrap(), None);
        let mut bytes = std::fs::read(&wal).unwrap();
        let copy = dir.path().join("copy-wal");
        // Garbage in the fifth frame's page.
        let at = HEADER + 4 * (FRAME_HEADER + 4096) + 100;
        bytes[at..at + 64].fill(0xA5);
        std::fs::write(&copy, &bytes).unwrap();
        match inspect(&copy).unwrap() {
            Some(WalDamage::Break {
                frame,
                lost_commits,
                ..
            }) => {
                assert_eq!(frame, 5);
                assert!(lost_commits >= 10, "{lost_commits}");
            }
            other => panic!("{other:?}"),
        }
        bytes[0..8].fill(0);
        std::fs::write(&copy, &bytes).unwrap();
        assert!(matches!(
            inspect(&copy).unwrap(),
            Some(WalDamage::BadHeader { .. })
        ));
        // A transaction cut at its end (the last frame torn) loses nothing acknowledged.
        let sound = std::fs::read(&wal).unwrap();
        let cut = &sound[..sound.len() - 100];
        std::fs::write(&copy, cut).unwrap();
        assert_eq!(inspect(&copy).unwrap(), None);
        assert_eq!(inspect(&dir.path().join("none")).unwrap(), None);
        drop(conn);
    }
}
