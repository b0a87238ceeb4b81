use super::*;
use crate::event::command::Command;
use crate::event::{BoardSetup, EventSettings};

/// A note on `board`: long ones on board 2 make a file of a few hundred pages, which no
/// write on board 1 reads again.
fn note(store: &Store, board: u32) -> Result<()> {
    let text = "checked ".repeat(600).into();
    store
        .execute(board, None, 0, &[Command::Note { text }])
        .map(|_| ())
}

/// Zero page `page` of `db` in place (the file's change time moves on).
fn zero(db: &Path, page: u32) {
    use std::io::{Seek, Write};
    let mut f = std::fs::OpenOptions::new().write(true).open(db).unwrap();
    f.seek(std::io::SeekFrom::Start(u64::from(page - 1) * 4096))
        .unwrap();
    f.write_all(&[0u8; 4096]).unwrap();
}

/// Issue 29: a write reads the whole file for zeroed pages only when another program wrote
/// it since the last write; else a rolling window that comes round the file.
#[test]
fn the_page_mark_lets_a_write_check_a_window_and_another_programs_write_the_whole_file() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("m.sqlite");
    let store = Store::create(&db, &EventSettings::new("marks")).unwrap();
    for n in [1, 2] {
        store
            .add_board(&BoardSetup::new(n, "White", "Black"))
            .unwrap();
    }
    for _ in 0..400 {
        note(&store, 2).unwrap();
    }
    let mark = store.page_mark().expect("a mark after a write");
    assert_eq!(Some(mark.marks), FileMarks::of(&db));
    let pages = (std::fs::metadata(&db).unwrap().len() / 4096) as u32;
    assert!(pages > PAGE_WINDOW_FOR_TEST + 20, "{pages} pages");
    // Another program zeroes a page far from the window: the marks differ, the whole
    // file is read, the write refused.
    // An overflow page of an old note on board 2 (its first byte, the high byte of the next
    // page's number, is 0; a b-tree page's is its type), which no write on board 1 reads,
    // outside the next window.
    let in_window = |p: u32| (p + pages - mark.next) % pages < PAGE_WINDOW_FOR_TEST;
    // Asked of SQLite (its `dbstat` table), not guessed from a page's first byte: an
    // overflow page of a board snapshot's looks the same, and a write may read it.
    let overflow: Vec<u32> = store
        .conn
        .prepare(
            "SELECT pageno FROM dbstat WHERE name = 'events' AND pagetype = 'overflow'
             ORDER BY pageno",
        )
        .and_then(|mut st| st.query_map([], |r| r.get(0))?.collect())
        .unwrap();
    let victim = overflow
        .into_iter()
        .find(|&p| p >= pages / 4 && !in_window(p))
        .unwrap();
    drop(store);
    zero(&db, victim);
    // Each write as a CLI action makes it: a process, a connection of its own.
    let fresh = || Store::open(&db).unwrap();
    let refused = note(&fresh(), 1).unwrap_err().to_string();
    assert!(refused.contains(&victim.to_string()), "{refused}");
    // The same damage with the marks forged to match (as if no program had written the
    // file, a damage the file system does not show): only the window is read, and the
    // windows come round to the page within the file's length.
    let store = fresh();
    let key = store.key.as_ref().unwrap();
    let mut accepted = 0;
    let found = loop {
        let path = witness_path_for(&db);
        let text = std::fs::read_to_string(&path).unwrap();
        let head: String = text.lines().take(5).map(|l| format!("{l}\n")).collect();
        let next = store.page_mark().map_or(mark.next, |m| m.next);
        let marks = FileMarks::of(&db).unwrap();
        let forged = PageMark { marks, next }.to_line(key);
        std::fs::write(&path, format!("{head}{forged}")).unwrap();
        match note(&fresh(), 1) {
            Ok(()) => accepted += 1,
            Err(e) => break e.to_string(),
        }
        assert!(accepted <= pages / PAGE_WINDOW_FOR_TEST + 1, "never found");
    };
    assert!(found.contains(&victim.to_string()), "{found}");
    // A mark under another key is no mark.
    let other = ChainKey::generate().unwrap();
    let line = PageMark {
        marks: FileMarks::of(&db).unwrap(),
        next: 1,
    }
    .to_line(&other);
    assert_eq!(PageMark::parse(&line, key), None);
}

/// Issue 29: the witness is overwritten in place, padded to a whole sector with blank lines
/// that every reader skips; an older, longer witness loses its tail; a file not there yet is
/// made (temporary file and rename). What a crash can leave — the witness one write behind,
/// as when the overwrite never reached the disk — is sound: writes go on.
#[test]
fn the_witness_is_overwritten_in_place_and_a_crash_leaves_it_sound() {
    let dir = tempfile::tempdir().unwrap();
    let db = dir.path().join("w.sqlite");
    let store = Store::create(&db, &EventSettings::new("witness")).unwrap();
    store
        .add_board(&BoardSetup::new(1, "White", "Black"))
        .unwrap();
    note(&store, 1).unwrap();
    let path = witness_path_for(&db);
    let ino = || {
        use std::os::unix::fs::MetadataExt;
        std::fs::metadata(&path).unwrap().ino()
    };
    let (first, behind) = (ino(), std::fs::read(&path).unwrap());
    note(&store, 1).unwrap();
    assert_eq!(ino(), first, "rewritten as another file");
    let text = std::fs::read_to_string(&path).unwrap();
    assert_eq!(text.len() % SECTOR, 0, "{text:?}");
    assert!(text.len() <= SECTOR, "more than a sector: {}", text.len());
    assert!(matches!(
        store.verify_witness().unwrap(),
        WitnessVerdict::Held(_)
    ));
    // A longer file (an older program's witness and more) is cut to the witness.
    let long = format!("{text}{}", "\n".repeat(3 * SECTOR));
    std::fs::write(&path, long).unwrap();
    note(&store, 1).unwrap();
    assert_eq!(std::fs::metadata(&path).unwrap().len(), SECTOR as u64);
    assert!(matches!(
        store.verify_witness().unwrap(),
        WitnessVerdict::Held(_)
    ));
    // The witness of two writes before, as a crash may leave it: behind, sound; the next
    // write goes on and writes it again.
    std::fs::write(&path, &behind).unwrap();
    assert!(matches!(
        store.verify_witness().unwrap(),
        WitnessVerdict::Held(_)
    ));
    note(&store, 1).unwrap();
    // A reader holding it at that moment: the write does not wait, it renames a new one.
    let reader = std::fs::File::open(&path).unwrap();
    reader.lock_shared().unwrap();
    let held = ino();
    note(&store, 1).unwrap();
    assert_ne!(ino(), held, "written under a reader's lock");
    assert!(matches!(
        store.verify_witness().unwrap(),
        WitnessVerdict::Held(_)
    ));
    drop(reader);
    // Removed: made again.
    std::fs::remove_file(&path).unwrap();
    note(&store, 1).unwrap();
    assert!(matches!(
        store.verify_witness().unwrap(),
        WitnessVerdict::Held(_)
    ));
}

const PAGE_WINDOW_FOR_TEST: u32 = super::super::durable::PAGE_WINDOW;

/// A witness over a sector is not written in place (a crash could tear it): a new file, renamed.
#[test]
fn a_witness_over_a_sector_is_renamed_into_place() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("w.witness");
    std::fs::write(&path, "old\n").unwrap();
    let ino = || {
        use std::os::unix::fs::MetadataExt;
        std::fs::metadata(&path).unwrap().ino()
    };
    let before = ino();
    super::overwrite_witness_file(&path, &"x".repeat(SECTOR + 1)).unwrap();
    assert_ne!(ino(), before, "over a sector, written in place");
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "x".repeat(SECTOR + 1)
    );
    let before = ino();
    super::overwrite_witness_file(&path, "short\n").unwrap();
    assert_eq!(ino(), before, "a sector's witness not written in place");
}
