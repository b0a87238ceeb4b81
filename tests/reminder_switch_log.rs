//! Who switched which reminder when (issue 35): every switch that changes something — `init
//! --reminders-off`, `reminders off`, `reminders on` — is recorded with the account, the name
//! given with `--as` and the time (`event::change`, schema v15), shown by `log` (and `log
//! --json`), by `reminders` and in the report; the record is sealed like the tables beside the
//! log, so an edit made with the `sqlite3` tool is named by `check`.

use std::path::Path;
use std::process::Command;

use crate::common::locale::{arbiter, run_ok as run};
// `args` at an instant (RFC 3339; a debug build reads `ARBITER_NOW`), local times in UTC.
use crate::sheet_cli::at as run_at;

/// Whether the `sqlite3` tool is installed (the tests print "skipped: sqlite3 missing" if not).
fn has_sqlite3() -> bool {
    let found = Command::new("sqlite3").arg("-version").output().is_ok();
    if !found {
        eprintln!("skipped: sqlite3 missing");
    }
    found
}

/// `check` on `db`: its exit code and its stderr.
fn check(db: &Path) -> (Option<i32>, String) {
    let out = arbiter(db).arg("check").output().expect("check");
    (
        out.status.code(),
        format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ),
    )
}

/// An event with a board and a move, `scoresheet` switched off at `init`, then `repetition`
/// switched off at 10:30 and on again at 10:45 by "Ana Arbiter".
fn switched(dir: &Path) -> std::path::PathBuf {
    let db = dir.join("switches.sqlite");
    run_at(
        &db,
        "2026-11-27T10:00:00Z",
        &[
            "init",
            "--event",
            "Open",
            "--control",
            "90m+30s",
            "--reminders-off",
            "scoresheet",
        ],
    );
    run(
        &db,
        &["board", "add", "--white", "Anna", "--black", "Boris"],
    );
    run_at(&db, "2026-11-27T10:20:00Z", &["move", "1", "e4"]);
    let off = ["reminders", "off", "repetition", "--as", "Ana Arbiter"];
    run_at(&db, "2026-11-27T10:30:00Z", &off);
    let on = ["reminders", "on", "repetition", "--as", "Ana Arbiter"];
    run_at(&db, "2026-11-27T10:45:00Z", &on);
    // Switched on again: nothing changes, nothing is recorded.
    run_at(&db, "2026-11-27T10:50:00Z", &on);
    db
}

#[test]
fn a_reminder_switched_off_and_on_is_in_the_log_with_who_and_when() {
    let dir = tempfile::tempdir().expect("dir");
    let db = switched(dir.path());
    let log = run(&db, &["log"]);
    let lines: Vec<&str> = log.lines().collect();
    let at = |prefix: &str| {
        lines
            .iter()
            .position(|l| l.starts_with(prefix))
            .unwrap_or_else(|| panic!("no line at {prefix}:\n{log}"))
    };
    let (init, moved, off, on) = (
        at("2026-11-27 10:00:00.000Z  event  "),
        at("2026-11-27 10:20:00.000Z  board 1.1 #1"),
        at("2026-11-27 10:30:00.000Z  event  Ana Arbiter ("),
        at("2026-11-27 10:45:00.000Z  event  Ana Arbiter ("),
    );
    assert!(init < moved && moved < off && off < on, "{log}");
    assert!(
        lines[init].ends_with(
            ": reminder switched off: scoresheet: under 5 min, increment < 30 s, no recording (8.4)"
        ),
        "{log}"
    );
    assert!(
        lines[off].ends_with(
            ": reminder switched off: repetition: stood twice, next standing claimable (9.2)"
        ),
        "{log}"
    );
    assert!(
        lines[on].ends_with(
            ": reminder switched on: repetition: stood twice, next standing claimable (9.2)"
        ),
        "{log}"
    );
    assert_eq!(
        log.matches("  event  ").count(),
        3,
        "a switch that changes nothing is not recorded:\n{log}"
    );
    // A board's log is the board's only.
    assert!(!run(&db, &["log", "--board", "1"]).contains("  event  "));

    // JSON: the change's facts, who and when, beside the events' lines.
    let json = run(&db, &["log", "--json"]);
    let changes: Vec<serde_json::Value> = json
        .lines()
        .map(|l| serde_json::from_str::<serde_json::Value>(l).expect("a JSON line"))
        .filter_map(|v| v.get("rule_change").cloned())
        .collect();
    assert_eq!(changes.len(), 3, "{json}");
    let off = &changes[1];
    assert_eq!(off["at_ms"], 1_795_775_400_000_i64, "{off}");
    assert_eq!(off["display_name"], "Ana Arbiter", "{off}");
    assert!(
        off["actor"].as_str().is_some_and(|a| !a.is_empty()),
        "{off}"
    );
    assert_eq!(
        off["change"],
        serde_json::json!({"what": "reminder", "reminder": "repetition", "on": false})
    );
    assert_eq!(changes[2]["change"]["on"], true, "{json}");

    // `reminders` says who switched each last, and when.
    let list = run(&db, &["reminders"]);
    assert!(list.contains("switched on by Ana Arbiter ("), "{list}");
    assert!(list.contains("switched off by "), "{list}");

    // The report has the switches' page.
    let report = run(&db, &["report"]);
    let page = report
        .split("## Reminders switched on and off (who, when)")
        .nth(1)
        .unwrap_or_else(|| panic!("no page of the switches:\n{report}"));
    assert!(
        page.contains("| Ana Arbiter (")
            && page.contains(
                "| reminder switched off: repetition: stood twice, next standing claimable (9.2) |"
            ),
        "{page}"
    );
    let (code, text) = check(&db);
    assert_eq!(code, Some(0), "{text}");
}

/// The record is sealed: a switch's name changed, or a switch forged, with `sqlite3` (by
/// someone who can write the file but cannot read the key) makes `check` exit 1 naming it.
#[test]
fn a_switch_record_edited_outside_the_program_is_named_by_check() {
    if !has_sqlite3() {
        return;
    }
    let dir = tempfile::tempdir().expect("dir");
    for (name, edit) in [
        (
            "renamed",
            "DROP TRIGGER rule_changes_no_update;
             UPDATE rule_changes SET display_name = 'Boris' WHERE display_name = 'Ana Arbiter';",
        ),
        (
            "forged",
            "INSERT INTO rule_changes (at_ms, actor, display_name, change)
             VALUES (1795777200000, 'ana', 'Ana Arbiter',
                     '{\"what\":\"reminder\",\"reminder\":\"fifty_moves\",\"on\":false}');",
        ),
    ] {
        let sub = dir.path().join(name);
        std::fs::create_dir_all(&sub).expect("mkdir");
        let db = switched(&sub);
        let (code, text) = check(&db);
        assert_eq!(code, Some(0), "{name}: {text}");
        let status = Command::new("sqlite3")
            .arg(&db)
            .arg(edit)
            .status()
            .expect("sqlite3");
        assert!(status.success(), "{name}");
        let (code, text) = check(&db);
        assert_eq!(code, Some(1), "{name}: {text}");
        assert!(
            text.contains(
                "the changes of the event's rules (reminders switched on and off) do not match \
                 the chain: edited outside the program"
            ),
            "{name}: {text}"
        );
    }
}
