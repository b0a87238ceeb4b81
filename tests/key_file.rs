//! The event key where `--key` names it (issue 31: the key path is passed in with the event
//! file, not a process-wide setting). Every family of verbs — the writes (`note`, `claim`),
//! the readers (`show`, `export`, `report`), `check`, player mode and the app — opens the event
//! file with the key named; without `--key`, a write is refused and a reader's notice says
//! where the key was looked for.

use std::path::{Path, PathBuf};
use std::time::Duration;

use crate::common::locale::arbiter;

/// An event file in `hall/` whose key lives in `keys/`, made with `--key`: two boards of
/// round 1 with four moves each, board 2's clocks under two minutes for White (III.6).
struct Keyed {
    _dir: tempfile::TempDir,
    db: PathBuf,
    key: PathBuf,
}

impl Keyed {
    fn new() -> Keyed {
        let dir = tempfile::tempdir().expect("tmp");
        let (hall, keys) = (dir.path().join("hall"), dir.path().join("keys"));
        std::fs::create_dir_all(&hall).expect("hall");
        std::fs::create_dir_all(&keys).expect("keys");
        let keyed = Keyed {
            db: hall.join("open.sqlite"),
            key: keys.join("open.key"),
            _dir: dir,
        };
        keyed
            .run(&["init", "--event", "Open", "--control", "3600"])
            .args(["--guidelines-iii", "--unsupervised"])
            .assert()
            .success();
        for (white, black) in [("Ann", "Bob"), ("Cid", "Dee")] {
            keyed.ok(&["board", "add", "--white", white, "--black", black]);
            for m in ["e4", "e5", "Nf3", "Nc6"] {
                keyed.ok(&["move", if white == "Ann" { "1" } else { "2" }, m]);
            }
        }
        for step in [&["start"][..], &["pause"], &["set", "1:40", "4:10"]] {
            keyed.ok(&[&["clock", "2"][..], step].concat());
        }
        keyed
    }

    /// The binary on the file with `--key` and `args`.
    fn run(&self, args: &[&str]) -> assert_cmd::Command {
        let mut cmd = arbiter(&self.db);
        cmd.arg("--key").arg(&self.key).args(args);
        cmd
    }

    /// `args` with `--key`: they succeed, and say nothing of a key or a check on stderr.
    fn ok(&self, args: &[&str]) -> String {
        let out = self.run(args).output().expect("run");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{args:?} with --key: {err}");
        assert!(!err.contains("verif"), "{args:?} with --key: {err}");
        String::from_utf8_lossy(&out.stdout).into_owned()
    }

    /// `args` without `--key`: (success, stderr).
    fn without_key(&self, args: &[&str]) -> (bool, String) {
        let out = arbiter(&self.db).args(args).output().expect("run");
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    }

    /// Where a process given no `--key` looks for the key: beside the event file.
    fn beside(&self) -> String {
        format!("{}.key", self.db.display())
    }

    /// The number of events, read with the key.
    fn events(&self) -> usize {
        self.ok(&["log", "--json"]).lines().count()
    }
}

#[test]
fn init_writes_the_key_where_key_names_it_and_nowhere_else() {
    let k = Keyed::new();
    assert!(k.key.is_file(), "no key at {}", k.key.display());
    assert!(!Path::new(&k.beside()).exists(), "a key beside the file");
    // The witness of the log's end sits beside the key that signs it.
    assert!(k.key.with_file_name("open.sqlite.head").is_file());
}

#[test]
fn every_write_takes_the_key_named_and_without_it_names_where_it_looked() {
    let k = Keyed::new();
    let writes: [&[&str]; 3] = [
        &["note", "1", "spectator near the board"],
        &["claim", "1", "repetition", "--move", "Ng1"],
        &[
            "player",
            "--board",
            "1.2",
            "--side",
            "white",
            "claim",
            "--cannot-win",
        ],
    ];
    for args in writes {
        let before = k.events();
        let (ok, err) = k.without_key(args);
        assert!(!ok, "{args:?} wrote without the key");
        assert!(err.contains(&k.beside()), "{args:?}: {err}");
        assert_eq!(k.events(), before, "{args:?}: written without the key");
        k.ok(args);
        assert!(k.events() > before, "{args:?}: nothing written with --key");
    }
}

#[test]
fn every_reader_verifies_with_the_key_named_and_without_it_says_where_it_looked() {
    let k = Keyed::new();
    let out = k.dir_out();
    let readers: [Vec<String>; 6] = [
        vec!["show".into(), "1".into()],
        vec!["boards".into()],
        vec!["export".into(), "pgn".into()],
        vec!["export".into(), "results".into()],
        vec!["report".into(), "--out".into(), out.display().to_string()],
        vec!["claims".into(), "list".into()],
    ];
    for args in &readers {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        k.ok(&args);
        let (ok, err) = k.without_key(&args);
        if args[0] == "claims" {
            // Lists what is recorded; verifies nothing.
            assert!(ok, "{args:?}: {err}");
            continue;
        }
        assert!(ok, "{args:?}: {err}");
        assert!(err.contains("not verified"), "{args:?}: {err}");
        assert!(err.contains(&k.beside()), "{args:?}: {err}");
    }
}

impl Keyed {
    /// A file for the report, beside the event file.
    fn dir_out(&self) -> PathBuf {
        self.db.with_file_name("report.md")
    }
}

#[test]
fn check_and_backup_take_the_key_named() {
    let k = Keyed::new();
    // Verified: the chain with the key, the witness beside the key.
    let out = k.ok(&["check"]);
    assert!(out.contains("witness"), "{out}");
    let out = k.run(&["check"]).output().expect("run");
    assert_eq!(out.status.code(), Some(0));
    // Without it: not verified, and where the key was looked for.
    let out = arbiter(&k.db).arg("check").output().expect("run");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(3), "{err}");
    assert!(err.contains(&k.beside()), "{err}");
    // A backup's witness is written beside the key that signs it, and the backup checks with it.
    let copy = k.db.with_file_name("copy.sqlite");
    k.ok(&["backup", copy.to_str().expect("utf-8")]);
    assert!(k.key.with_file_name("copy.sqlite.head").is_file());
    let out = arbiter(&copy)
        .arg("--key")
        .arg(&k.key)
        .arg("check")
        .output()
        .expect("run");
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The app opened with `--key` records a move (its store, its background fold and its chain
/// check all open the file with the key named).
#[test]
fn the_app_takes_the_key_named() {
    use crate::tui_e2e::{Tmux, have_tmux, unique_session};
    if !have_tmux() {
        eprintln!("skipped: the_app_takes_the_key_named: tmux is not installed");
        return;
    }
    let k = Keyed::new();
    let before = k.events();
    let bin = env!("CARGO_BIN_EXE_arbiter");
    let cmd = format!(
        "ARBITER_LANG=en TERM=xterm-256color exec {bin} --db '{}' --key '{}' --as Tester",
        k.db.display(),
        k.key.display()
    );
    let tmux = Tmux::start(&unique_session("arbiter-key"), &cmd);
    tmux.wait_for("Ann");
    tmux.type_text("1");
    tmux.keys(&["Enter"]);
    tmux.wait_for("Board 1 ");
    tmux.type_text("m");
    tmux.wait_for("SAN:");
    tmux.type_text("Bb5");
    tmux.wait_for("legal: 3.Bb5");
    tmux.keys(&["Enter"]);
    tmux.wait_for("recorded the move Bb5");
    // The chain verified in the background with the key: no alert of a key that cannot be read.
    std::thread::sleep(Duration::from_millis(500));
    let screen = tmux.screen();
    assert!(!screen.contains(".key"), "{screen}");
    tmux.type_text("q");
    drop(tmux);
    assert!(k.events() > before, "the app's move was not recorded");
}

/// What a store reads of the event's language is kept on the `EventFile` it was opened with,
/// shared by its clones (issue 31: no process-wide cache), so the CLI words its messages in
/// the event's language without opening the file again; another `EventFile` has its own.
#[test]
fn the_event_language_read_is_kept_on_the_event_file_opened() {
    use arbiter::store::{EventFile, Store};
    let dir = tempfile::tempdir().expect("tmp");
    let db = dir.path().join("madrid.sqlite");
    arbiter(&db)
        .args(["init", "--event", "Open de Madrid", "--event-lang", "es"])
        .assert()
        .success();
    let file = EventFile::beside(&db);
    assert_eq!(file.language_seen(), None);
    let store = Store::open_file(&file.clone()).expect("open");
    store.settings().expect("settings");
    assert_eq!(file.language_seen(), Some(Some(arbiter::i18n::Lang::Es)));
    assert_eq!(EventFile::beside(&db).language_seen(), None);
}
