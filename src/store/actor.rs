//! Who is acting and from where: the OS account from the real user id (never `$USER`), and the
//! SSH client host or the terminal.

use nix::unistd::{User, getuid};

/// The account and origin stamped on every event this process appends.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Actor {
    /// Login name of the real user id, or `uid N` when the account has no name.
    pub account: String,
    /// A name the arbiter chose to show (`--as`), optional.
    pub display_name: Option<String>,
    /// SSH client host, or the terminal of stdin, when there is one.
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

/// "ssh 10.0.0.5" from SSH_CLIENT / SSH_CONNECTION (first field), else "/dev/pts/3" from stdin.
fn origin() -> Option<String> {
    for var in ["SSH_CLIENT", "SSH_CONNECTION"] {
        if let Ok(value) = std::env::var(var)
            && let Some(host) = value.split_whitespace().next()
        {
            return Some(format!("ssh {host}"));
        }
    }
    nix::unistd::ttyname(std::io::stdin())
        .ok()
        .map(|p| p.display().to_string())
}
