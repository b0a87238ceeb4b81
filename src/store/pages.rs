//! The event file's pages read as bytes (issue 29): a page of zeros where SQLite keeps a table,
//! an index or a record's overflow is damage that SQLite finds only when a query reads that
//! page — a write to another board went through on a file with a zeroed page. Before each write
//! the store reads the whole file (in the page cache: ~1 GB/s, 1 ms a megabyte) and refuses it
//! when a page in use is all zeros. Free pages (the freelist, whose content SQLite never reads)
//! may be zero and are left out.
//!
//! The header (<https://www.sqlite.org/fileformat2.html#the_database_header>): the page size at
//! offset 16 (1 means 65,536), the page count at 28 (valid when the number at 92 equals the
//! change counter at 24), the first freelist trunk page at 32 and the number of free pages at 36.
//! A trunk page holds the next trunk's number, a count, and that many leaf page numbers.

use std::collections::HashSet;
use std::io::{Read, Seek, SeekFrom};
use std::path::Path;

/// How many bytes the scan reads at a time (whole pages; one page when a page is larger).
const CHUNK: usize = 1 << 16;

/// The SQLite page holding the bytes at 1 GiB, which SQLite never uses (the lock byte).
const LOCK_BYTE_OFFSET: u64 = 0x4000_0000;

/// The numbers (1-based) of the pages in use in the database file at `path` that are all
/// zeros, at most `limit` of them.
pub fn zeroed_pages(path: &Path, limit: usize) -> std::io::Result<Vec<u32>> {
    Ok(scan(path, limit, None)?.zeroed)
}

/// What a scan of the file's pages found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Scan {
    /// The pages in use that are all zeros, at most the limit asked for.
    pub zeroed: Vec<u32>,
    /// The number of pages in the file.
    pub pages: u32,
    /// The page after the last one looked at (1 when the scan reached the file's end).
    pub next: u32,
}

/// The pages in use in the database file at `path` that are all zeros, at most `limit`: all of
/// them, or with `window` (`(first, count)`) only `count` pages from `first` on, wrapping to
/// page 1 at the file's end — the rolling part of the check every write makes (`Store::begin`)
/// on a file that no other program wrote since the last write.
pub fn scan(path: &Path, limit: usize, window: Option<(u32, u32)>) -> std::io::Result<Scan> {
    let mut file = std::fs::File::open(path)?;
    let mut header = [0u8; 100];
    if file.read_exact(&mut header).is_err() {
        return Ok(Scan {
            zeroed: Vec::new(),
            pages: 0,
            next: 1,
        });
    }
    let page_size = match u16::from_be_bytes([header[16], header[17]]) {
        1 => 65_536usize,
        n if n >= 512 && n.is_power_of_two() => n as usize,
        _ => {
            return Ok(Scan {
                zeroed: Vec::new(),
                pages: 0,
                next: 1,
            });
        }
    };
    let len = file.metadata()?.len();
    let in_file = (len / page_size as u64) as u32;
    let counted = be32(&header[28..32]);
    let pages = if counted > 0 && header[24..28] == header[92..96] {
        counted.min(in_file)
    } else {
        in_file
    };
    let free = free_pages(
        &mut file,
        page_size,
        pages,
        be32(&header[32..36]),
        be32(&header[36..40]),
    )?;
    // The runs of pages to read: the whole file, or the window (two runs when it wraps).
    let runs: Vec<(u32, u32)> = match window {
        None => vec![(1, pages)],
        Some((_, count)) if count >= pages => vec![(1, pages)],
        Some((first, count)) => {
            let first = if (1..=pages).contains(&first) {
                first
            } else {
                1
            };
            let to_end = pages - first + 1;
            if count <= to_end {
                vec![(first, count)]
            } else {
                vec![(first, to_end), (1, count - to_end)]
            }
        }
    };
    let mut zeroed = Vec::new();
    let mut next = 1;
    for (first, count) in runs {
        next = scan_run(
            &mut file,
            page_size,
            first,
            count,
            &free,
            limit,
            &mut zeroed,
        )?;
        if zeroed.len() >= limit {
            break;
        }
    }
    let next = if next > pages { 1 } else { next };
    Ok(Scan {
        zeroed,
        pages,
        next,
    })
}

/// Read `count` pages from page `first` on and add those in use that are all zeros to
/// `zeroed` (up to `limit`); the page after the last one read.
fn scan_run(
    file: &mut std::fs::File,
    page_size: usize,
    first: u32,
    count: u32,
    free: &HashSet<u32>,
    limit: usize,
    zeroed: &mut Vec<u32>,
) -> std::io::Result<u32> {
    file.seek(SeekFrom::Start(u64::from(first - 1) * page_size as u64))?;
    // Read straight into a buffer of whole pages and look at them there: one copy out of the
    // page cache, not two (a buffered reader copied each page again), and each page left at its
    // first byte that is not zero — a b-tree page's first (its type, or page 1's header) never
    // is, and an overflow page's first four (the next page's number) seldom are.
    let per_read = (CHUNK / page_size).max(1);
    let mut chunk = vec![0u8; per_read.min(count as usize).max(1) * page_size];
    let last = first + count - 1;
    let mut number = first;
    while number <= last {
        let n = (last - number + 1).min(chunk.len() as u32 / page_size as u32);
        let bytes = &mut chunk[..n as usize * page_size];
        file.read_exact(bytes)?;
        for page in bytes.chunks_exact(page_size) {
            let offset = u64::from(number - 1) * page_size as u64;
            let lock_page =
                offset <= LOCK_BYTE_OFFSET && LOCK_BYTE_OFFSET < offset + page_size as u64;
            if !lock_page && page.iter().all(|&b| b == 0) && !free.contains(&number) {
                zeroed.push(number);
                if zeroed.len() >= limit {
                    return Ok(number + 1);
                }
            }
            number += 1;
        }
    }
    Ok(number)
}

/// The free pages: trunks and their leaves, following at most `count` of them (a loop in a
/// damaged freelist ends there). A trunk carries the list: the last one may be all zeros (no
/// leaves, no next trunk), but when the list then holds fewer pages than the header counts, a
/// trunk was zeroed and is left out of the free pages, to be found as damage.
fn free_pages(
    file: &mut std::fs::File,
    page_size: usize,
    pages: u32,
    first_trunk: u32,
    count: u32,
) -> std::io::Result<HashSet<u32>> {
    let mut free = HashSet::new();
    let mut trunks = Vec::new();
    let mut trunk = first_trunk;
    let mut buf = vec![0u8; page_size];
    while trunk != 0 && trunk <= pages && free.len() + trunks.len() < count as usize {
        if trunks.contains(&trunk) {
            break;
        }
        trunks.push(trunk);
        file.seek(SeekFrom::Start(u64::from(trunk - 1) * page_size as u64))?;
        file.read_exact(&mut buf)?;
        let leaves = (be32(&buf[4..8]) as usize).min((page_size - 8) / 4);
        for i in 0..leaves {
            free.insert(be32(&buf[8 + 4 * i..12 + 4 * i]));
        }
        trunk = be32(&buf[0..4]);
    }
    let whole = free.len() + trunks.len() >= count as usize;
    if !whole {
        trunks.pop();
    }
    free.extend(trunks);
    Ok(free)
}

/// The big-endian `u32` at the start of `b` (SQLite's files and their headers).
pub(super) fn be32(b: &[u8]) -> u32 {
    u32::from_be_bytes([b[0], b[1], b[2], b[3]])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_zeroed_page_in_use_is_found_and_free_pages_are_not() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("p.sqlite");
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.execute_batch(
            "CREATE TABLE t (x BLOB); CREATE TABLE u (x BLOB);
             WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 200)
             INSERT INTO t SELECT randomblob(900) FROM n;
             INSERT INTO u SELECT x FROM t;
             DROP TABLE u;",
        )
        .unwrap();
        drop(conn);
        // The dropped table's pages are free: zero the freelist's leaves (a trunk holds the
        // list itself), nothing is found.
        let mut bytes = std::fs::read(&db).unwrap();
        let free: Vec<u32> = {
            let mut f = std::fs::File::open(&db).unwrap();
            let count = be32(&bytes[36..40]);
            assert!(count > 10, "{count}");
            let mut v: Vec<u32> = free_pages(&mut f, 4096, 1000, be32(&bytes[32..36]), count)
                .unwrap()
                .into_iter()
                .collect();
            v.sort_unstable();
            v
        };
        let trunk = be32(&bytes[32..36]);
        for &p in free.iter().filter(|&&p| p != trunk) {
            let at = (p as usize - 1) * 4096;
            bytes[at..at + 4096].fill(0);
        }
        std::fs::write(&db, &bytes).unwrap();
        assert_eq!(zeroed_pages(&db, 10).unwrap(), Vec::<u32>::new());
        // A page of table t, zeroed: found by its number.
        let victim = (2..200u32).find(|p| !free.contains(p)).unwrap();
        let at = (victim as usize - 1) * 4096;
        bytes[at..at + 4096].fill(0);
        std::fs::write(&db, &bytes).unwrap();
        assert_eq!(zeroed_pages(&db, 10).unwrap(), vec![victim]);
    }

    /// A file of `n` pages of table data, none of them zeros.
    fn file_of_pages(dir: &Path) -> (std::path::PathBuf, u32) {
        let db = dir.join("w.sqlite");
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.execute_batch(
            "CREATE TABLE t (x BLOB);
             WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 60)
             INSERT INTO t SELECT randomblob(3000) FROM n;",
        )
        .unwrap();
        drop(conn);
        let pages = (std::fs::metadata(&db).unwrap().len() / 4096) as u32;
        (db, pages)
    }

    fn zero(db: &Path, page: u32) {
        let mut bytes = std::fs::read(db).unwrap();
        let at = (page as usize - 1) * 4096;
        bytes[at..at + 4096].fill(0);
        std::fs::write(db, &bytes).unwrap();
    }

    #[test]
    fn a_window_reads_its_pages_only_and_comes_round_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let (db, pages) = file_of_pages(dir.path());
        assert!(pages > 40, "{pages}");
        let victim = pages - 5;
        zero(&db, victim);
        // The whole file: found.
        let whole = scan(&db, 5, None).unwrap();
        assert_eq!(
            (whole.zeroed.clone(), whole.pages, whole.next),
            (vec![victim], pages, 1)
        );
        // A window before it: not read, and the next window starts after it.
        let before = scan(&db, 5, Some((2, 10))).unwrap();
        assert_eq!((before.zeroed, before.next), (vec![], 12));
        // A window over it: found.
        let over = scan(&db, 5, Some((victim - 2, 4))).unwrap();
        assert_eq!(over.zeroed, vec![victim]);
        // A window from the file's end wraps round to page 1 and goes on from there.
        let wrap = scan(&db, 5, Some((pages - 1, 6))).unwrap();
        assert_eq!((wrap.zeroed, wrap.next), (vec![], 5));
        zero(&db, 3);
        let wrap = scan(&db, 5, Some((pages - 1, 6))).unwrap();
        assert_eq!(wrap.zeroed, vec![3]);
        // A window ending on the file's last page: the next starts at page 1.
        let end = scan(&db, 5, Some((pages - 1, 2))).unwrap();
        assert_eq!(end.next, 1);
        // Windows one after another come round every page: the victim is found within
        // pages / 10 + 1 of them, whatever the start.
        let mut at = victim + 1;
        let found = (0..=pages / 10 + 1).any(|_| {
            let s = scan(&db, 5, Some((at, 10))).unwrap();
            at = s.next;
            s.zeroed.contains(&victim)
        });
        assert!(found);
        // A start past the file (it shrank) is read from page 1; a window as long as the file
        // is the whole file.
        assert_eq!(scan(&db, 5, Some((pages + 50, 3))).unwrap().zeroed, vec![3]);
        assert_eq!(
            scan(&db, 5, Some((7, pages))).unwrap().zeroed,
            vec![3, victim]
        );
    }
}
