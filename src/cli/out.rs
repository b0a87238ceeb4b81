//! Standard output that a closed pipe cannot crash (`arbiter log | head -3`).
//!
//! `println!` panics when stdout is gone (EPIPE). Every verb prints through [`outln!`] and
//! [`out!`] instead: a broken pipe means the reader has seen enough, so the program ends there
//! quietly with status 0; any other write error ends it with one line on stderr and status 1.
//! (Resetting SIGPIPE to its default would need `unsafe`, which this crate forbids.)

use std::io::Write;

use crate::i18n::Words;

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

/// Write `text` to stdout made safe like [`write_out`], and flush it: for a confirmation of
/// something already recorded, whose caller must say so when it cannot be written. On a broken
/// pipe the program ends quietly, as everywhere (the reader has gone, nothing failed); any
/// other write error is returned.
pub fn try_write_out(text: &str) -> std::io::Result<()> {
    let text = crate::text::for_output(text);
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => std::process::exit(0),
        other => other,
    }
}

/// Write `args` to stderr, made safe like [`write_out`]. A stderr that is closed or a broken
/// pipe loses the message and nothing else: `eprintln!` would panic there (issue 18).
pub fn write_err(args: std::fmt::Arguments<'_>) {
    let text = args.to_string();
    let text = crate::text::for_output(&text);
    let _ = std::io::stderr().lock().write_all(text.as_bytes());
}

/// What a verb says on stderr once its `--out` file is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wrote {
    /// Nothing (the exports: their file is the answer).
    Quiet,
    /// "wrote FILE" (`claims export`, `claims ruling export`: a file to send on).
    Say,
}

/// Write `text` to the file `out`, or to stdout ([`write_out`]) when there is none. The file is
/// written atomically: into a temporary file beside it (its name + `.tmp~`), then renamed over
/// it, so that a reader never sees half a file and a failed write leaves the old file whole
/// (the temporary is removed). Then, with [`Wrote::Say`], "wrote FILE" on stderr (in `w`'s
/// language, as the error).
pub fn write_to(
    w: &Words,
    out: Option<&std::path::Path>,
    text: &str,
    wrote: Wrote,
) -> anyhow::Result<()> {
    use anyhow::Context;
    let Some(path) = out else {
        write_out(format_args!("{text}"));
        return Ok(());
    };
    let file = path.display().to_string();
    let cannot = || w.t("cli-cannot-write-file", &[("file", file.clone().into())]);
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".tmp~");
    // Named by the file asked for: the temporary beside it is ours.
    let tmp = path.with_file_name(name);
    let written = std::fs::write(&tmp, text).and_then(|()| std::fs::rename(&tmp, path));
    if written.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    written.with_context(cannot)?;
    if wrote == Wrote::Say {
        write_err(format_args!(
            "{}\n",
            w.t("cli-wrote", &[("file", file.into())])
        ));
    }
    Ok(())
}

/// Flush stdout (after a prompt); on a broken pipe end the program quietly.
pub fn flush() {
    if let Err(e) = std::io::stdout().lock().flush() {
        gone(&e);
    }
}

/// Standard output failed (not a closed pipe): carried up to `cli::main` by unwinding, where
/// the verb's language is known, which says so on stderr and ends the program with status 1.
#[derive(Debug)]
pub struct StdoutFailed(pub String);

/// Stdout failed with `e`: on a broken pipe end the program quietly, else unwind to
/// `cli::main` with [`StdoutFailed`] (no panic message: `resume_unwind` does not call the hook).
fn gone(e: &std::io::Error) -> ! {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(0);
    }
    std::panic::resume_unwind(Box::new(StdoutFailed(e.to_string())))
}

/// Whether an error is (caused by) a closed stdout: the reader stopped reading, nothing failed.
/// `serde_json` wraps the write error and does not give it as its source, so it is asked
/// itself (`rules analyze --json | head`, issue 29).
pub fn is_broken_pipe(err: &anyhow::Error) -> bool {
    let broken = Some(std::io::ErrorKind::BrokenPipe);
    err.chain().any(|c| {
        c.downcast_ref::<std::io::Error>().map(std::io::Error::kind) == broken
            || c.downcast_ref::<serde_json::Error>()
                .and_then(serde_json::Error::io_error_kind)
                == broken
    })
}

/// A writer that passes text on made safe like [`write_out`] ([`crate::text::for_output`]),
/// for verbs that stream their output (`rules analyze` writes one game at a time, JSON
/// included: `serde_json` leaves C1 controls and bidi controls raw). A character split between
/// two writes is held until its last byte arrives; bytes that are not UTF-8 become U+FFFD.
pub struct Sanitised<W: Write> {
    inner: W,
    /// The first bytes of a character whose last bytes are still to come (at most 3).
    pending: Vec<u8>,
}

impl<W: Write> Sanitised<W> {
    pub fn new(inner: W) -> Self {
        Sanitised {
            inner,
            pending: Vec::with_capacity(4),
        }
    }

    /// Write the text of `bytes`, whose end may cut a character (kept for the next write).
    fn pass(&mut self, mut bytes: &[u8]) -> std::io::Result<()> {
        while !bytes.is_empty() {
            match std::str::from_utf8(bytes) {
                Ok(text) => return self.text(text),
                Err(e) => {
                    let (good, rest) = bytes.split_at(e.valid_up_to());
                    // The prefix is UTF-8 by the error's own word.
                    self.text(std::str::from_utf8(good).unwrap_or_default())?;
                    match e.error_len() {
                        None => {
                            self.pending.extend_from_slice(rest);
                            return Ok(());
                        }
                        Some(n) => {
                            self.text("\u{FFFD}")?;
                            bytes = &rest[n..];
                        }
                    }
                }
            }
        }
        Ok(())
    }

    fn text(&mut self, text: &str) -> std::io::Result<()> {
        self.inner
            .write_all(crate::text::for_output(text).as_bytes())
    }
}

impl<W: Write> Write for Sanitised<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let mut buf_rest = buf;
        if !self.pending.is_empty() {
            // Complete the held character with as many bytes as it still needs.
            let need = utf8_len(self.pending[0]).saturating_sub(self.pending.len());
            let take = need.min(buf.len());
            self.pending.extend_from_slice(&buf[..take]);
            buf_rest = &buf[take..];
            if self.pending.len() < utf8_len(self.pending[0]) {
                return Ok(buf.len());
            }
            let held = std::mem::take(&mut self.pending);
            self.pass(&held)?;
        }
        self.pass(buf_rest)?;
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

/// The length of the UTF-8 sequence a lead byte opens (1 for a byte that opens none).
fn utf8_len(lead: u8) -> usize {
    match lead {
        0xF0..=0xF7 => 4,
        0xE0..=0xEF => 3,
        0xC0..=0xDF => 2,
        _ => 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Written in pieces of every size, the text comes out as [`crate::text::for_output`] makes
    /// it whole: a character cut between two writes is neither lost nor escaped wrongly.
    #[test]
    fn sanitised_output_is_the_same_whatever_the_writes_cut() {
        let text = "A\u{1b}]52;c;SGVsbG8=\u{7}\u{202E}B\rC\u{9b}½ – д 😀\n\tend";
        let whole = crate::text::for_output(text).into_owned();
        assert!(!whole.contains('\u{1b}') && !whole.contains('\u{202E}'));
        for size in 1..=5 {
            let mut out = Sanitised::new(Vec::new());
            for piece in text.as_bytes().chunks(size) {
                out.write_all(piece).expect("write");
            }
            assert_eq!(
                String::from_utf8(out.inner).expect("utf-8"),
                whole,
                "{size}"
            );
        }
        // Bytes that are not UTF-8 are replaced, and what follows them is kept.
        let mut out = Sanitised::new(Vec::new());
        out.write_all(b"a\xffb\xe2\x80").expect("write");
        out.write_all(b"\xaec").expect("write");
        assert_eq!(
            String::from_utf8(out.inner).expect("utf-8"),
            "a\u{FFFD}b\\u202ec"
        );
    }
}
