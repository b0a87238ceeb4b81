//! Text that players and arbiters typed, on its way to a terminal (issue 18).
//!
//! A note, a name or a dispute comment may hold control characters, ESC sequences (which can
//! retitle or clear the reader's terminal, or forge lines) and bidi overrides (which can make
//! text read backwards). [`for_terminal`] makes each of them visible as `\uXXXX` — the JSON escape,
//! so that the same form is right in JSON output too — and `i18n::one_line` refuses them at input ([`not_one_line`])
//! in fields that are one line (names, `--as`), with the invisible and format characters that
//! would make two names look the same ([`is_invisible`]).

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

/// An invisible or format character: Unicode's format characters (Cf — zero-width space and
/// joiners U+200B–U+200D, the bidi marks and controls, word joiner and invisible operators
/// U+2060–U+2064, the byte-order mark U+FEFF, soft hyphen U+00AD, tags U+E0001–U+E007F …), the
/// line and paragraph separators U+2028 (Zl) and U+2029 (Zp), and the Hangul fillers that
/// render as nothing. In a name they make two players look identical (issue 29).
pub fn is_invisible(c: char) -> bool {
    is_bidi_control(c)
        || matches!(
            c,
            '\u{00AD}'
                | '\u{0600}'..='\u{0605}'
                | '\u{06DD}'
                | '\u{070F}'
                | '\u{0890}'..='\u{0891}'
                | '\u{08E2}'
                | '\u{115F}'..='\u{1160}'
                | '\u{180E}'
                | '\u{200B}'..='\u{200D}'
                | '\u{2028}'..='\u{2029}'
                | '\u{2060}'..='\u{2065}'
                | '\u{206A}'..='\u{206F}'
                | '\u{3164}'
                | '\u{FEFF}'
                | '\u{FFA0}'
                | '\u{FFF9}'..='\u{FFFB}'
                | '\u{110BD}'
                | '\u{110CD}'
                | '\u{13430}'..='\u{1343F}'
                | '\u{1BCA0}'..='\u{1BCA3}'
                | '\u{1D173}'..='\u{1D17A}'
                | '\u{E0001}'
                | '\u{E0020}'..='\u{E007F}'
        )
}

/// What makes a text unfit for a one-line field ([`not_one_line`]): the text quoted with the
/// offending characters escaped, the first one's code point, and whether it is a control
/// character (else a bidi control, an invisible or a format character). Worded at the edge
/// (`i18n::one_line`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotOneLine {
    pub shown: String,
    pub code: u32,
    pub control: bool,
}

/// The first control character, bidi control, or invisible or format character
/// ([`is_invisible`]) of `s`, which a one-line field (a name, `--as`) refuses; `None` when
/// there is none.
pub fn not_one_line(s: &str) -> Option<NotOneLine> {
    let c = s.chars().find(|&c| is_unsafe(c) || is_invisible(c))?;
    Some(NotOneLine {
        shown: format!(
            "\"{}\"",
            escape_where(s, |c| is_unsafe(c) || is_invisible(c))
        ),
        code: u32::from(c),
        control: c.is_control(),
    })
}

/// One line read by [`read_line_bounded`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// The line, without its line break (invalid UTF-8 replaced).
    Text(String),
    /// The line was longer than the limit: it was read past and dropped.
    TooLong,
}

/// Read one line of at most `max` bytes from `input`. A longer line is consumed to its end and
/// dropped ([`Line::TooLong`]) without ever holding more than `max` bytes: a player typing (or
/// piping) a gigabyte costs no memory. `None` at the end of input.
pub fn read_line_bounded<R: std::io::BufRead + ?Sized>(
    input: &mut R,
    max: usize,
) -> std::io::Result<Option<Line>> {
    let mut line: Vec<u8> = Vec::new();
    let mut too_long = false;
    let mut read_any = false;
    loop {
        let chunk = match input.fill_buf() {
            Ok(c) => c,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if chunk.is_empty() {
            if !read_any {
                return Ok(None);
            }
            break;
        }
        read_any = true;
        let (part, ends) = match chunk.iter().position(|&b| b == b'\n') {
            Some(i) => (&chunk[..i], Some(i + 1)),
            None => (chunk, None),
        };
        if !too_long {
            if line.len() + part.len() > max {
                too_long = true;
                line = Vec::new();
            } else {
                line.extend_from_slice(part);
            }
        }
        let used = ends.unwrap_or(chunk.len());
        input.consume(used);
        if ends.is_some() {
            break;
        }
    }
    if too_long {
        return Ok(Some(Line::TooLong));
    }
    if line.last() == Some(&b'\r') {
        line.pop();
    }
    Ok(Some(Line::Text(
        String::from_utf8_lossy(&line).into_owned(),
    )))
}

/// Bytes as lower-case hexadecimal (MACs and digests in the witness, claim and ruling files).
pub fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Lower-case or upper-case hexadecimal read back as bytes; `None` when it is not hex.
pub fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) || !text.is_ascii() {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(&text[i..i + 2], 16).ok())
        .collect()
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
        assert_eq!(
            not_one_line("Ann\nBob"),
            Some(NotOneLine {
                shown: "\"Ann\\u000aBob\"".to_owned(),
                code: 0x0A,
                control: true
            })
        );
        assert_eq!(not_one_line("Ann Bob"), None);
        for invisible in [
            '\u{200B}',
            '\u{FEFF}',
            '\u{2028}',
            '\u{2029}',
            '\u{2060}',
            '\u{E0041}',
        ] {
            let found = not_one_line(&format!("An{invisible}n")).expect("refused");
            assert_eq!(found.code, u32::from(invisible));
            assert!(!found.control);
        }
        // Letters of every script stay names.
        assert_eq!(not_one_line("Ñúñez Гарри Каспаров 李 ½"), None);
    }

    #[test]
    fn a_line_longer_than_the_limit_is_dropped_and_the_next_one_read() {
        let long = "x".repeat(100_000);
        let text = format!("{long}\nc\r\nshort\nlast");
        // A tiny buffer: the long line arrives in many pieces.
        let mut input = std::io::BufReader::with_capacity(7, text.as_bytes());
        let mut got = Vec::new();
        while let Some(l) = read_line_bounded(&mut input, 10).unwrap() {
            got.push(l);
        }
        let text = |s: &str| Line::Text(s.to_string());
        assert_eq!(
            got,
            vec![Line::TooLong, text("c"), text("short"), text("last")]
        );
        // Exactly at the limit is a line; one byte more is not.
        let mut at = std::io::BufReader::new("0123456789\n01234567890\n".as_bytes());
        assert_eq!(
            read_line_bounded(&mut at, 10).unwrap(),
            Some(text("0123456789"))
        );
        assert_eq!(read_line_bounded(&mut at, 10).unwrap(), Some(Line::TooLong));
        assert_eq!(read_line_bounded(&mut at, 10).unwrap(), None);
    }
}
