//! The machine's locale taken away from a spawned `arbiter` (issue 31): the tests read English
//! messages, and pass on a Spanish or Russian machine (`LC_ALL=es_ES.UTF-8 cargo test`). A test
//! of the language choice itself sets what it needs after this. Include with
//! `#[path = "common/locale.rs"] mod locale;` and `use locale::Neutral;`.
#![allow(dead_code)]

/// The variables the program reads its language from (after `--lang` and the event's own),
/// besides `ARBITER_LANG`, which a test sets or removes itself.
pub const VARS: [&str; 3] = ["LC_ALL", "LC_MESSAGES", "LANGUAGE"];

/// A shell prefix doing the same for a command line run by a shell (tmux).
pub const SHELL_PREFIX: &str = "unset LC_ALL LC_MESSAGES LANGUAGE; export LANG=C.UTF-8; ";

/// A command whose locale can be made neutral: `LANG=C.UTF-8`, no `LC_ALL`, `LC_MESSAGES` or
/// `LANGUAGE`.
pub trait Neutral {
    fn neutral_locale(&mut self) -> &mut Self;
}

impl Neutral for std::process::Command {
    fn neutral_locale(&mut self) -> &mut Self {
        for v in VARS {
            self.env_remove(v);
        }
        self.env("LANG", "C.UTF-8")
    }
}

impl Neutral for assert_cmd::Command {
    fn neutral_locale(&mut self) -> &mut Self {
        for v in VARS {
            self.env_remove(v);
        }
        self.env("LANG", "C.UTF-8")
    }
}

/// Run the binary on `db` with `args`; it must succeed: its stdout.
#[allow(dead_code)]
pub fn run_ok(db: &std::path::Path, args: &[&str]) -> String {
    let out = arbiter(db).args(args).output().expect("run");
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// The binary on the event file `db`, in English, whatever the machine's locale or the
/// caller's `ARBITER_DB` (the integration tests' common way to run `arbiter`).
#[allow(dead_code)]
pub fn arbiter(db: &std::path::Path) -> assert_cmd::Command {
    let mut cmd = assert_cmd::Command::cargo_bin("arbiter").expect("binary");
    cmd.neutral_locale();
    cmd.arg("--db")
        .arg(db)
        .env_remove("ARBITER_DB")
        .env("ARBITER_LANG", "en");
    cmd
}
