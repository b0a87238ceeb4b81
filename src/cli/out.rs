//! Standard output that a closed pipe cannot crash (`arbiter log | head -3`).
//!
//! `println!` panics when stdout is gone (EPIPE). Every verb prints through [`outln!`] and
//! [`out!`] instead: a broken pipe means the reader has seen enough, so the program ends there
//! quietly with status 0; any other write error ends it with one line on stderr and status 1.
//! (Resetting SIGPIPE to its default would need `unsafe`, which this crate forbids.)

use std::io::Write;

/// Write `args` to stdout, control characters and bidi controls made visible
/// ([`crate::text::for_output`]); on a broken pipe end the program quietly.
pub fn write_out(args: std::fmt::Arguments<'_>) {
    let text = args.to_string();
    let text = crate::text::for_output(&text);
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_all(text.as_bytes()) {
        gone(&e);
    }
}

/// Write `args` to stderr, made safe like [`write_out`]. A stderr that is closed or a broken
/// pipe loses the message and nothing else: `eprintln!` would panic there (issue 18).
pub fn write_err(args: std::fmt::Arguments<'_>) {
    let text = args.to_string();
    let text = crate::text::for_output(&text);
    let _ = std::io::stderr().lock().write_all(text.as_bytes());
}

/// Flush stdout (after a prompt); on a broken pipe end the program quietly.
pub fn flush() {
    if let Err(e) = std::io::stdout().lock().flush() {
        gone(&e);
    }
}

fn gone(e: &std::io::Error) -> ! {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    let _ = writeln!(
        std::io::stderr(),
        "arbiter: {}",
        crate::i18n::t("cli-stdout-error", &[("error", e.to_string().into())])
    );
    std::process::exit(1);
}

/// Whether an error is (caused by) a closed stdout: the reader stopped reading, nothing failed.
pub fn is_broken_pipe(err: &anyhow::Error) -> bool {
    err.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|e| e.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
