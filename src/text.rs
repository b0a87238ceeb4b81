//! Text that players and arbiters typed, on its way to a terminal (issue 18).
//!
//! A note, a name or a dispute comment may hold control characters, ESC sequences (which can
//! retitle or clear the reader's terminal, or forge lines) and bidi overrides (which can make
//! text read backwards). [`for_terminal`] makes each of them visible as `\uXXXX` — the JSON escape,
//! so that the same form is right in JSON output too — and [`single_line`] refuses them at input
//! in fields that are one line (names, `--as`).

use std::borrow::Cow;

/// A bidirectional-text control: the embeddings and overrides U+202A–U+202E, the isolates
/// U+2066–U+2069, and the marks U+200E, U+200F, U+061C.
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}')
}

/// Whether `c` must not reach a terminal as it is: a control character (C0, DEL, C1) or a bidi
/// control.
pub fn is_unsafe(c: char) -> bool {
    c.is_control() || is_bidi_control(c)
}

fn escape_where(s: &str, unsafe_char: impl Fn(char) -> bool) -> Cow<'_, str> {
    if !s.chars().any(&unsafe_char) {
        return Cow::Borrowed(s);
    }
    let mut out = String::with_capacity(s.len() + 8);
    for c in s.chars() {
        if unsafe_char(c) {
            out.push_str(&format!("\\u{:04x}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

/// `s` made safe for a terminal: every control character (line breaks and tabs included, so that
/// a note cannot forge a line of the log) and every bidi control shown as `\uXXXX`.
pub fn for_terminal(s: &str) -> Cow<'_, str> {
    escape_where(s, is_unsafe)
}

/// The last line of defence on standard output: whole lines the program wrote keep their line
/// breaks and tabs; any other control character or bidi control becomes `\uXXXX` (which inside a
/// JSON string is the same character, so JSON output keeps its data).
pub fn for_output(s: &str) -> Cow<'_, str> {
    escape_where(s, |c| c != '\n' && c != '\t' && is_unsafe(c))
}

/// Refuse a control character or a bidi control in a one-line field (`what` names it).
pub fn single_line(what: &str, s: &str) -> Result<(), String> {
    match s.chars().find(|&c| is_unsafe(c)) {
        Some(c) => Err(format!(
            "{what} {:?} contains the control character U+{:04X}; it must be one line of plain text",
            for_terminal(s),
            u32::from(c)
        )),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_controls_and_bidi_but_leaves_plain_text_borrowed() {
        assert!(matches!(for_terminal("Nxe5 – ½"), Cow::Borrowed(_)));
        assert_eq!(for_terminal("a\u{1b}]0;x\u{7}b"), "a\\u001b]0;x\\u0007b");
        assert_eq!(for_terminal("x\u{202E}y\nz"), "x\\u202ey\\u000az");
        assert_eq!(for_output("l1\n\tl2\u{9b}"), "l1\n\tl2\\u009b");
        assert!(single_line("--as", "Ann\nBob").is_err());
        assert!(single_line("--as", "Ann Bob").is_ok());
    }
}
