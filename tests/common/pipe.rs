//! A reader that goes away: `arbiter … | head -c 16`.

use std::io::Read;
use std::process::{Command, ExitStatus, Stdio};

/// Run `cmd`, read the first 16 bytes of its output, then close the pipe as `head -c 16` does;
/// the status and all of stderr once it ended.
pub fn closed_after_16_bytes(mut cmd: Command) -> (ExitStatus, String) {
    let mut child = cmd
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn");
    let mut first = [0u8; 16];
    let mut stdout = child.stdout.take().expect("stdout");
    stdout.read_exact(&mut first).expect("first bytes");
    drop(stdout);
    let mut err = String::new();
    child
        .stderr
        .take()
        .expect("stderr")
        .read_to_string(&mut err)
        .expect("stderr");
    (child.wait().expect("wait"), err)
}
