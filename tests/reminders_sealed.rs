//! The reminder switches are sealed (issue 35): `reminders_off` is one of the tables beside the
//! log that carry a seal with the event key (`store::seal::Table::RemindersOff`, schema v14), so
//! a switch edited outside the program (here with the `sqlite3` tool) is named by `check`, and
//! the next switch is refused rather than sealing the edit as if it were the program's. A file
//! made before v14 opens, keeps a valid witness and its new seal is made by the open.

use std::path::Path;
use std::process::Command;

use crate::common::locale::{arbiter, run_ok as run};

/// Whether the `sqlite3` tool is installed (the tests print "skipped: sqlite3 missing" if not).
fn has_sqlite3() -> bool {
    let found = Command::new("sqlite3").arg("-version").output().is_ok();
    if !found {
        eprintln!("skipped: sqlite3 missing");
    }
    found
}

/// Switch `fifty-moves` off with `sqlite3`, as someone with write access to the file but not
/// the key would; then `check` exits 1 naming the table, and a switch refuses to seal the edit.
fn edit_outside_and_expect_it_named(db: &Path) {
    let edit = Command::new("sqlite3")
        .arg(db)
        .arg("INSERT INTO reminders_off (kind) VALUES ('fifty-moves');")
        .status()
        .expect("sqlite3");
    assert!(edit.success());
    let out = arbiter(db).arg("check").output().expect("check");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains(
            "the reminders switched off do not match the chain: edited outside the program"
        ),
        "{err}"
    );
    let out = arbiter(db)
        .args(["reminders", "on", "fifty-moves"])
        .output()
        .expect("reminders on");
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{err}");
    assert!(
        err.contains("the reminders switched off do not match"),
        "{err}"
    );
}

/// `check` succeeds on `db`.
fn check_ok(db: &Path) {
    let out = arbiter(db).arg("check").output().expect("check");
    assert!(
        out.status.success(),
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn a_reminder_switch_edited_outside_the_program_is_named_by_check() {
    if !has_sqlite3() {
        return;
    }
    let dir = tempfile::tempdir().expect("dir");
    let db = dir.path().join("sealed.sqlite");
    run(&db, &["init", "--event", "Open", "--control", "90m+30s"]);
    run(
        &db,
        &["board", "add", "--white", "Anna", "--black", "Boris"],
    );
    // The program's own switches keep the table sealed.
    run(&db, &["reminders", "off", "repetition"]);
    run(&db, &["reminders", "on", "repetition"]);
    run(&db, &["reminders", "off", "scoresheet"]);
    check_ok(&db);
    edit_outside_and_expect_it_named(&db);
}

/// `tests/data/events/findings.sqlite` was made by the binary of main before v14 (schema v13,
/// its tables sealed, its witness beside it): the open migrates it, seals `reminders_off`, and
/// `check` is ok before and after a switch; an edit outside the program is then named.
#[test]
fn a_file_made_before_v14_opens_sound_and_its_reminders_are_sealed() {
    if !has_sqlite3() {
        return;
    }
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/events");
    let dir = tempfile::tempdir().expect("dir");
    let db = dir.path().join("findings.sqlite");
    for ext in ["", ".key", ".key.head"] {
        std::fs::copy(
            data.join(format!("findings.sqlite{ext}")),
            dir.path().join(format!("findings.sqlite{ext}")),
        )
        .expect("copy the event file");
    }
    let version = |db: &Path| {
        let out = Command::new("sqlite3")
            .arg(db)
            .arg("PRAGMA user_version; SELECT writes, length(mac) FROM table_seal WHERE name = 'reminders_off';")
            .output()
            .expect("sqlite3");
        String::from_utf8_lossy(&out.stdout).trim().to_owned()
    };
    assert_eq!(version(&db), "13", "the file is one made before v14");
    check_ok(&db);
    assert_eq!(
        version(&db),
        format!("{}\n1|32", arbiter::store::SCHEMA_VERSION),
        "the open migrated it and sealed the switches"
    );
    run(&db, &["reminders", "off", "repetition"]);
    check_ok(&db);
    edit_outside_and_expect_it_named(&db);
}
