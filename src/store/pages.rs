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
    let mut file = std::fs::File::open(path)?;
    let mut header = [0u8; 100];
    if file.read_exact(&mut header).is_err() {
        return Ok(Vec::new());
    }
    let page_size = match u16::from_be_bytes([header[16], header[17]]) {
        1 => 65_536usize,
        n if n >= 512 && n.is_power_of_two() => n as usize,
        _ => return Ok(Vec::new()),
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
    file.seek(SeekFrom::Start(0))?;
    // Read straight into a buffer of whole pages and look at them there: one copy out of the
    // page cache, not two (a buffered reader copied each page again), and each page left at its
    // first byte that is not zero — a b-tree page's first (its type, or page 1's header) never
    // is, and an overflow page's first four (the next page's number) seldom are.
    let per_read = (CHUNK / page_size).max(1);
    let mut chunk = vec![0u8; per_read.min(pages as usize).max(1) * page_size];
    let mut zeroed = Vec::new();
    let mut number = 1u32;
    while number <= pages {
        let count = (pages - number + 1).min(chunk.len() as u32 / page_size as u32);
        let bytes = &mut chunk[..count as usize * page_size];
        file.read_exact(bytes)?;
        for page in bytes.chunks_exact(page_size) {
            let offset = u64::from(number - 1) * page_size as u64;
            let lock_page =
                offset <= LOCK_BYTE_OFFSET && LOCK_BYTE_OFFSET < offset + page_size as u64;
            if !lock_page && page.iter().all(|&b| b == 0) && !free.contains(&number) {
                zeroed.push(number);
                if zeroed.len() >= limit {
                    return Ok(zeroed);
                }
            }
            number += 1;
        }
    }
    Ok(zeroed)
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
}
