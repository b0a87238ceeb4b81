//! Who is acting and from where: the OS account from the real user id (never `$USER`), and the
//! terminal with the SSH client host its login record names (never `$SSH_CLIENT`).

use nix::unistd::{User, getuid};

/// The account and origin stamped on every event this process appends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    /// Login name of the real user id, or `uid N` when the account has no name.
    pub account: String,
    /// A name the arbiter chose to show (`--as`), optional.
    pub display_name: Option<String>,
    /// The SSH client host of this terminal's login, or the terminal of stdin, when there is one.
    pub origin: Option<String>,
}

impl Actor {
    /// The actor of this process: `getuid()` looked up in the user database.
    pub fn of_process() -> Actor {
        let uid = getuid();
        let account = match User::from_uid(uid) {
            Ok(Some(user)) => user.name,
            _ => format!("uid {}", uid.as_raw()),
        };
        Actor {
            account,
            display_name: None,
            origin: origin(),
        }
    }
}

/// The terminal of stdin ("/dev/pts/3"), and for a remote login the host the login record of that
/// terminal names ("ssh 10.0.0.5", from utmp, which only sshd and login — root — write). Never
/// from `SSH_CLIENT` or `SSH_CONNECTION`: a process's environment is whatever its user set, so
/// `SSH_CLIENT=… arbiter note …` could forge the recorded origin (issue 18).
fn origin() -> Option<String> {
    let tty = nix::unistd::ttyname(std::io::stdin()).ok()?;
    let line = tty
        .strip_prefix("/dev")
        .ok()?
        .to_string_lossy()
        .trim_start_matches('/')
        .to_string();
    let host = std::fs::read(UTMP)
        .ok()
        .and_then(|records| utmp_host(&records, &line));
    Some(match host {
        Some(host) => format!("ssh {host}"),
        None => tty.display().to_string(),
    })
}

const UTMP: &str = "/var/run/utmp";

/// The size of a glibc `struct utmp` on Linux (x86-64, aarch64 and the other 64-bit ports).
const UTMP_RECORD: usize = 384;

/// The remote host of the live login (`USER_PROCESS`) on terminal `line` ("pts/3") in the utmp
/// `records`, when one is named. A file in another layout yields nothing rather than nonsense:
/// a host is taken only from a record whose terminal matches byte for byte.
fn utmp_host(records: &[u8], line: &str) -> Option<String> {
    const USER_PROCESS: i16 = 7;
    let field = |r: &[u8], at: usize, len: usize| -> String {
        let bytes = &r[at..at + len];
        let end = bytes.iter().position(|&b| b == 0).unwrap_or(len);
        String::from_utf8_lossy(&bytes[..end]).into_owned()
    };
    records
        .chunks_exact(UTMP_RECORD)
        .filter(|r| i16::from_ne_bytes([r[0], r[1]]) == USER_PROCESS)
        .filter(|r| field(r, 8, 32) == line)
        .map(|r| field(r, 76, 256))
        .rfind(|host| !host.is_empty() && !host.chars().any(crate::text::is_unsafe))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(kind: i16, line: &str, host: &str) -> Vec<u8> {
        let mut r = vec![0u8; UTMP_RECORD];
        r[..2].copy_from_slice(&kind.to_ne_bytes());
        r[8..8 + line.len()].copy_from_slice(line.as_bytes());
        r[76..76 + host.len()].copy_from_slice(host.as_bytes());
        r
    }

    #[test]
    fn the_host_comes_from_the_live_login_on_that_terminal_only() {
        let mut file = record(8, "pts/3", "10.9.9.9"); // a dead process
        file.extend(record(7, "pts/4", "10.0.0.4"));
        file.extend(record(7, "pts/3", "10.0.0.3"));
        assert_eq!(utmp_host(&file, "pts/3").as_deref(), Some("10.0.0.3"));
        assert_eq!(utmp_host(&file, "pts/4").as_deref(), Some("10.0.0.4"));
        assert_eq!(utmp_host(&file, "pts/5"), None);
        assert_eq!(utmp_host(&file[..100], "pts/3"), None);
        file.extend(record(7, "pts/6", "evil\u{1b}[2J"));
        assert_eq!(utmp_host(&file, "pts/6"), None);
    }
}
