//! Moves as the hall writes them, read as standard SAN: the Laws of Chess, Appendix C (the
//! algebraic notation FIDE recognises), beside the PGN standard's SAN.
//!
//! [`normalise`] is the one reader every door uses (the PGN readers, `move`, the app's move
//! entry, the feed); [`resolve`] finds the move a normalised SAN names in a position. Accepted,
//! besides SAN:
//!
//! - `++` for checkmate (C.13: "++" or "#"), read as `#`;
//! - a promotion written without `=` (C.10: "d8Q"), or as `d8(Q)`, `d8/Q`;
//! - the long form (C.12): the square a piece leaves and the square it goes to, with or without
//!   the "x" of a capture or a hyphen ("Ng1f3", "Ng1-f3", "Nf3e5", "Nf3xe5", "e2-e4"): the two
//!   squares name the move, so the "x" is not needed to read it;
//! - en passant marked "e.p." (C.13), "ep", glued to the move or as the next token;
//! - castling with zeros (C.13: "0-0", "0-0-0") or with letters O.
//!
//! Local piece letters are the edge's (`crate::i18n::san::from_local`) and are read into
//! English letters before this. Pure text and positions: no I/O, no language.

use std::borrow::Cow;
use std::io::{self, Read};

use shakmaty::san::{San, SanError, SanPlus};
use shakmaty::{Chess, Move, Position, Role, Square};

/// Why a text is not a move in any notation [`normalise`] reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NotationError {
    /// Not a move in SAN nor in the forms of Appendix C.
    NotAMove,
}

/// Whether `token` (one whitespace-separated word of a movetext) marks the capture just before
/// it as en passant ("e.p.", "ep", C.13): it names no move itself.
pub fn is_en_passant_mark(token: &str) -> bool {
    matches!(token, "e.p." | "e.p" | "ep" | "e. p.")
}

/// `text` (one move, trimmed or not) as standard SAN with its check or mate suffix: "Rh7++" →
/// "Rh7#", "a8Q" / "a8(Q)" / "a8/Q" → "a8=Q", "Ng1-f3" → "Ng1f3", "exd6e.p." / "exd6 e.p." →
/// "exd6", "0-0" → "O-O". Borrowed when the text is SAN already. Annotation glyphs ("!", "?")
/// after the move are read past. The long form keeps both squares ("Nf3e5"): [`resolve`]
/// reads it whether or not it marks the capture. Legality is not judged here.
///
/// # Errors
/// [`NotationError::NotAMove`] when the text is no move in these notations (a drop such as
/// "N@f3" included: no such move in chess).
pub fn normalise(text: &str) -> Result<Cow<'_, str>, NotationError> {
    let text = text.trim();
    if let Ok(san) = SanPlus::from_ascii(text.as_bytes()) {
        return match san.san {
            San::Put { .. } | San::Null => Err(NotationError::NotAMove),
            San::Normal { .. } | San::Castle(_) => Ok(Cow::Borrowed(text)),
        };
    }
    let dashed = ascii_dashes(text);
    let mut body = dashed.trim_end_matches(['!', '?']);
    let mut suffix = "";
    loop {
        if let Some(rest) = body.strip_suffix("++").or_else(|| body.strip_suffix('#')) {
            suffix = if suffix.is_empty() { "#" } else { suffix };
            body = rest;
        } else if let Some(rest) = body.strip_suffix('+') {
            suffix = if suffix.is_empty() { "+" } else { suffix };
            body = rest;
        } else if let Some(rest) = ["e.p.", "e.p", "ep", "e. p."]
            .iter()
            .find_map(|mark| body.strip_suffix(mark))
        {
            body = rest.trim_end();
        } else {
            break;
        }
    }
    let body = match body {
        "0-0" | "O-O" => Cow::Borrowed("O-O"),
        "0-0-0" | "O-O-O" => Cow::Borrowed("O-O-O"),
        _ => Cow::Owned(promotion_with_equals(&without_hyphen(body)).into_owned()),
    };
    let out = format!("{body}{suffix}");
    match SanPlus::from_ascii(out.as_bytes()) {
        Ok(SanPlus {
            san: San::Normal { .. } | San::Castle(_),
            ..
        }) => Ok(Cow::Owned(out)),
        Ok(SanPlus {
            san: San::Put { .. } | San::Null,
            ..
        })
        | Err(_) => Err(NotationError::NotAMove),
    }
}

/// The dashes word processors and web pages put for a hyphen ("O‑O" with U+2011, "Ng1–f3"
/// with an en dash) as the ASCII hyphen.
fn ascii_dashes(text: &str) -> Cow<'_, str> {
    const DASHES: [char; 6] = [
        '\u{2010}', '\u{2011}', '\u{2012}', '\u{2013}', '\u{2014}', '\u{2212}',
    ];
    if text.is_ascii() {
        return Cow::Borrowed(text);
    }
    if text.contains(DASHES) {
        Cow::Owned(text.replace(DASHES, "-"))
    } else {
        Cow::Borrowed(text)
    }
}

/// "Ng1-f3" → "Ng1f3", "e2-e4" → "e2e4": a hyphen between the square left and the square
/// reached (C.12's long form) is dropped; any other hyphen is kept (and fails to read).
fn without_hyphen(body: &str) -> Cow<'_, str> {
    let bytes = body.as_bytes();
    let joins = |i: usize| {
        bytes[i] == b'-'
            && i > 0
            && matches!(bytes[i - 1], b'1'..=b'8')
            && bytes.get(i + 1).is_some_and(|c| matches!(c, b'a'..=b'h'))
    };
    if !(0..bytes.len()).any(joins) {
        return Cow::Borrowed(body);
    }
    Cow::Owned(
        body.char_indices()
            .filter(|(i, _)| !joins(*i))
            .map(|(_, c)| c)
            .collect(),
    )
}

/// "a8Q", "a8(Q)", "a8/Q" → "a8=Q" (C.10 writes the new piece right after the move); "a8=Q"
/// and text with no promotion piece are kept.
fn promotion_with_equals(body: &str) -> Cow<'_, str> {
    let rank = |c: u8| c == b'8' || c == b'1';
    // Upper case, or lower case as coordinate notation writes it ("d7d8q").
    let piece = |c: u8| matches!(c.to_ascii_uppercase(), b'Q' | b'R' | b'B' | b'N');
    let n = body.len();
    let (cut, p) = match body.as_bytes() {
        [.., r, b'(', p, b')'] if rank(*r) && piece(*p) => (n - 3, *p),
        [.., r, b'/', p] if rank(*r) && piece(*p) => (n - 2, *p),
        [.., r, p] if rank(*r) && piece(*p) => (n - 1, *p),
        _ => return Cow::Borrowed(body),
    };
    Cow::Owned(format!(
        "{}={}",
        &body[..cut],
        char::from(p.to_ascii_uppercase())
    ))
}

/// The legal move `san` names in `pos` (Art. 3, 4). As shakmaty's [`San::to_move`], and the
/// long form besides: where the text names both the square left and the square reached
/// ("Nf3e5", "Nf3xe5", "e5d6"), the move between them is read whether or not the "x" of a
/// capture is written (C.12 makes it optional), en passant included.
///
/// # Errors
/// [`SanError::IllegalSan`] when no legal move is written so, [`SanError::AmbiguousSan`] when
/// more than one is.
pub fn resolve(pos: &Chess, san: San) -> Result<Move, SanError> {
    let err = match san.to_move(pos) {
        Ok(mv) => return Ok(mv),
        Err(e) => e,
    };
    let San::Normal {
        role,
        file: Some(file),
        rank: Some(rank),
        to,
        promotion,
        ..
    } = san
    else {
        return Err(err);
    };
    let from = Square::from_coords(file, rank);
    long_form_move(pos, role, from, to, promotion)
        .or_else(|| {
            // No piece letter: the coordinate form ("g1f3", "e1g1"), read when the two
            // squares name one legal move.
            (role == Role::Pawn)
                .then(|| coordinate_move(pos, from, to, promotion))
                .flatten()
        })
        .ok_or(err)
}

/// The one legal move from `from` to `to` (promoting to `promotion`) whatever the piece, a
/// castling named by the king's two squares ("e1g1") or by the king taking its own rook
/// ("e1h1", Chess960) included; `None` when there is none or more than one (a Chess960 king
/// next to its rook: "f1g1" may be a king move or castling).
fn coordinate_move(pos: &Chess, from: Square, to: Square, promotion: Option<Role>) -> Option<Move> {
    let mut found = pos.legal_moves().into_iter().filter(|m| {
        let king_to = m.castling_side().map(|side| side.king_to(pos.turn()));
        m.from() == Some(from)
            && (m.to() == to || king_to == Some(to))
            && m.promotion() == promotion
    });
    let mv = found.next()?;
    found.next().is_none().then_some(mv)
}

/// The legal move of a `role` from `from` to `to` promoting to `promotion`, if there is one.
fn long_form_move(
    pos: &Chess,
    role: Role,
    from: Square,
    to: Square,
    promotion: Option<Role>,
) -> Option<Move> {
    pos.legal_moves().into_iter().find(|m| {
        m.role() == role && m.from() == Some(from) && m.to() == to && m.promotion() == promotion
    })
}

/// Whether a movetext word (move number, annotation glyphs and NAG taken off) is meant as a
/// move: it has a file and a digit ("e4", "Nf3e5", "a8Q", "Rd9"), a piece's letter and a file
/// ("Rdx"), or is castling. Evaluation signs ("+-", "=", "N" for a novelty) are not; PGN
/// readers read past them.
pub fn looks_like_move(word: &str) -> bool {
    let word = ascii_dashes(word);
    let bytes = word.as_bytes();
    let piece_then_file = matches!(bytes, [b'K' | b'Q' | b'R' | b'B' | b'N', b'a'..=b'h', ..]);
    let file_then_digit = |w: &[u8]| matches!(w, [b'a'..=b'h', b'0'..=b'9']);
    word.starts_with("O-O")
        || word.starts_with("0-0")
        || piece_then_file
        || bytes.windows(2).any(file_then_digit)
}

/// The marker [`NotationReader`] writes, as a comment, in place of a word it cannot read as a
/// move; the readers' visitors turn it into the refusal naming the game, the ply and the text.
const UNREADABLE: &[u8] = b"\0unreadable ";

/// The text of a word [`NotationReader`] could not read, if `comment` is its marker.
pub fn unreadable_in_comment(comment: &[u8]) -> Option<Cow<'_, str>> {
    comment
        .strip_prefix(UNREADABLE)
        .map(String::from_utf8_lossy)
}

/// Where in a PGN source the [`NotationReader`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Context {
    /// Movetext (or between tags): words are read.
    Text,
    /// A tag pair `[Name "value"]`; `quoted` inside the value, `escaped` after a backslash.
    Tag { quoted: bool, escaped: bool },
    /// A `{…}` comment.
    Comment,
    /// A `;` comment (PGN standard 8.2.1: to the end of the line) or a `%` escape line (PGN
    /// standard 6: a line starting with `%`): left out, up to the line's end. `whole`: the line
    /// held nothing else, and its line break is left out too.
    Line { whole: bool },
}

/// The longest word read as a move; longer words are passed on as they are.
const MAX_WORD: usize = 64;

/// A PGN source with every movetext word in the notations of Appendix C rewritten as SAN
/// ([`normalise`]) before a PGN reader (pgn-reader reads SAN only, and drops without a word
/// what it cannot read: "Rh7++", "a8Q", "exd6e.p."). An en passant mark after a capture
/// ("exd6 e.p.") is removed; a word meant as a move that cannot be read is replaced by a
/// comment marking it ([`unreadable_in_comment`]), so that the reader refuses the game naming
/// it. A `;` comment (PGN standard 8.2.1) and a `%` escape line (PGN standard 6) are left
/// out, a line that holds nothing else with its line break: pgn-reader reads past them in the
/// movetext, but before the tags, between tags or between games it would read a `;` line as
/// a game of its own (python-chess skips such lines). Tags, `{}` comments and everything else
/// pass unchanged. Streams: holds one word at a time.
pub struct NotationReader<R: Read> {
    inner: R,
    context: Context,
    /// The next byte starts a line (column 0, where a `%` escapes the line).
    at_line_start: bool,
    /// Only blanks since the last line break (or the start): a `;` here comments the whole
    /// line out.
    line_blank: bool,
    word: Vec<u8>,
    /// Where in `word` a "(" right after a last rank stands ("a8(Q)", C.10's promotion piece
    /// in brackets) until it is known whether it opens a variation instead.
    bracket: Option<usize>,
    /// The word being read is longer than [`MAX_WORD`]: its bytes pass on as they are.
    overlong: bool,
    out: Vec<u8>,
    served: usize,
    done: bool,
}

impl<R: Read> NotationReader<R> {
    /// Read `inner` through the notation reader.
    pub fn new(inner: R) -> NotationReader<R> {
        NotationReader {
            inner,
            context: Context::Text,
            at_line_start: true,
            line_blank: true,
            word: Vec::new(),
            bracket: None,
            overlong: false,
            out: Vec::new(),
            served: 0,
            done: false,
        }
    }

    /// Take one byte of the source.
    fn feed(&mut self, b: u8) {
        let line_start = self.at_line_start;
        let line_blank = self.line_blank;
        self.at_line_start = b == b'\n';
        self.line_blank = b == b'\n' || (line_blank && b.is_ascii_whitespace());
        match self.context {
            Context::Text => self.feed_text(b, line_start, line_blank),
            Context::Tag { quoted, escaped } => {
                self.context = match (b, quoted, escaped) {
                    (_, true, true) => Context::Tag {
                        quoted: true,
                        escaped: false,
                    },
                    (b'\\', true, false) => Context::Tag {
                        quoted: true,
                        escaped: true,
                    },
                    (b'"', q, _) => Context::Tag {
                        quoted: !q,
                        escaped: false,
                    },
                    (b']', false, _) => Context::Text,
                    _ => self.context,
                };
                self.out.push(b);
            }
            Context::Comment => {
                if b == b'}' {
                    self.context = Context::Text;
                }
                // A NUL in a file's comment could pass for the marker: written as a space.
                self.out.push(if b == 0 { b' ' } else { b });
            }
            Context::Line { whole } => {
                if b == b'\n' {
                    self.context = Context::Text;
                    if !whole {
                        self.out.push(b);
                    }
                }
            }
        }
    }

    fn feed_text(&mut self, b: u8, line_start: bool, line_blank: bool) {
        if let Some(at) = self.bracket {
            let keeps = matches!(
                (&self.word[at + 1..], b),
                ([], b'Q' | b'R' | b'B' | b'N') | ([_], b')')
            );
            if keeps {
                self.word.push(b);
                if b == b')' {
                    self.bracket = None;
                }
                return;
            }
            self.bracket_opens_a_variation();
        }
        if b == b'(' && self.word.len() >= 2 && matches!(self.word.last(), Some(b'1' | b'8')) {
            self.bracket = Some(self.word.len());
            self.word.push(b);
            return;
        }
        let opens = match b {
            b'[' => Some(Context::Tag {
                quoted: false,
                escaped: false,
            }),
            b'{' => Some(Context::Comment),
            b';' => Some(Context::Line { whole: line_blank }),
            b'%' if line_start && self.word.is_empty() => Some(Context::Line { whole: true }),
            _ => None,
        };
        if let Some(context) = opens {
            self.flush_word();
            self.context = context;
            if !matches!(context, Context::Line { .. }) {
                self.out.push(b);
            }
        } else if b.is_ascii_whitespace() || b == b'(' || b == b')' {
            self.flush_word();
            self.out.push(b);
        } else if self.overlong {
            self.out.push(b);
        } else if self.word.len() < MAX_WORD {
            self.word.push(b);
        } else {
            // Too long to be a move: passed on as it is, to the word's end.
            self.out.append(&mut self.word);
            self.out.push(b);
            self.overlong = true;
        }
    }

    /// The "(" kept in the word opens a variation after all ("Rd8(16...Kf7)"): the word
    /// before it is written, then the bracket, then what followed it is read again.
    fn bracket_opens_a_variation(&mut self) {
        let Some(at) = self.bracket.take() else {
            return;
        };
        let rest = self.word.split_off(at);
        self.flush_word();
        self.out.push(b'(');
        for &r in rest.iter().skip(1) {
            self.feed_text(r, false, false);
        }
    }

    /// Bytes inside a `{…}` comment with neither its end nor a NUL among them: written as they
    /// are, the line's state left as [`Self::feed`] byte by byte would leave it.
    fn pass_comment(&mut self, run: &[u8]) {
        let Some(&last) = run.last() else {
            return;
        };
        self.out.extend_from_slice(run);
        self.at_line_start = last == b'\n';
        self.line_blank = match run.iter().rposition(|&b| b == b'\n') {
            Some(at) => run[at + 1..].iter().all(u8::is_ascii_whitespace),
            None => self.line_blank && run.iter().all(u8::is_ascii_whitespace),
        };
    }

    /// Write the word read so far, as SAN where it is a move.
    fn flush_word(&mut self) {
        self.overlong = false;
        self.bracket_opens_a_variation();
        if self.word.is_empty() {
            return;
        }
        let word = std::mem::take(&mut self.word);
        write_word(&word, &mut self.out);
        self.word = word;
        self.word.clear();
    }

    /// Movetext read a whole word at a time (issue 36: byte by byte through [`Self::feed`]
    /// the reader cost a fifth of `rules analyze`): from the start of `run`, while no word is
    /// pending, each blank, and each word of [`word_byte`]s that ends within `run` on a blank
    /// or a ")", is written as [`Self::feed`] byte by byte would write it, the line's state
    /// left alike. Stops, returning the bytes taken, at anything else (a tag, a comment, a
    /// `;` or `%` line, a "(", a word longer than [`MAX_WORD`] or running past `run`), which
    /// the caller feeds byte by byte.
    fn text_run(&mut self, run: &[u8]) -> usize {
        debug_assert!(self.word.is_empty() && self.bracket.is_none() && !self.overlong);
        let mut k = 0;
        while let Some(&first) = run.get(k) {
            if first.is_ascii_whitespace() {
                // As `feed`: no word to flush, the blank written.
                self.out.push(first);
                self.line_blank = first == b'\n' || self.line_blank;
                self.at_line_start = first == b'\n';
                k += 1;
                continue;
            }
            let rest = &run[k..];
            let len = rest
                .iter()
                .position(|&b| !word_byte(b))
                .unwrap_or(rest.len());
            let Some(&end) = rest.get(len) else {
                return k;
            };
            if len == 0 || len > MAX_WORD || !(end.is_ascii_whitespace() || end == b')') {
                return k;
            }
            write_word(&rest[..len], &mut self.out);
            self.out.push(end);
            // The word's bytes end the blank line; a line break after it starts one.
            self.at_line_start = end == b'\n';
            self.line_blank = end == b'\n';
            k += len + 1;
        }
        k
    }
}

/// A byte [`NotationReader::feed_text`] adds to the word being read whatever came before it
/// in the word: not a blank, a bracket, nor a byte that opens a tag, a comment or a line left
/// out (`%` only at a line's start, but never taken here).
fn word_byte(b: u8) -> bool {
    !(b.is_ascii_whitespace() || matches!(b, b'[' | b'{' | b';' | b'%' | b'(' | b')'))
}

/// Append a word of the movetext to `out`: rewritten as SAN where it is a move
/// ([`rewrite_word`]), as it is when it is not UTF-8. A word whose move is [`plain_san`] (nearly
/// every word of a file) is written as it is at once: [`rewrite_word`] writes such a word
/// unchanged, after a UTF-8 check and splitting it as text (issue 36: the reader's cost).
fn write_word(word: &[u8], out: &mut Vec<u8>) {
    if plain_san(move_of_word(word)) {
        out.extend_from_slice(word);
        return;
    }
    match std::str::from_utf8(word) {
        Ok(text) => rewrite_word(text, out),
        Err(_) => out.extend_from_slice(word),
    }
}

/// The bytes of `word` that [`rewrite_word`] reads as a move: after a move number with its dots
/// ("12.", "12..."), before a NAG or glyphs ("$1", "!?"). ASCII digits, dots and signs are
/// single bytes in UTF-8, so the split is the one [`rewrite_word`] makes on the text.
fn move_of_word(word: &[u8]) -> &[u8] {
    let number = word.iter().take_while(|b| b.is_ascii_digit()).count();
    let dots = word[number..].iter().take_while(|&&b| b == b'.').count();
    let rest = if dots > 0 {
        &word[number + dots..]
    } else {
        word
    };
    let end = rest
        .iter()
        .position(|b| matches!(b, b'$' | b'!' | b'?'))
        .unwrap_or(rest.len());
    &rest[..end]
}

/// Append `word` to `out` as the PGN reader should see it (see [`NotationReader`]).
fn rewrite_word(word: &str, out: &mut Vec<u8>) {
    // "12.", "12...", "12.e4", "...e5": the move number and its dots stay as they are.
    let number = word.len() - word.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let dots = word[number..].len() - word[number..].trim_start_matches('.').len();
    let (head, rest) = if dots > 0 {
        word.split_at(number + dots)
    } else {
        ("", word)
    };
    // "e4$1", "Nf3!?": a NAG or glyphs after the move stay as they are.
    let end = rest.find(['$', '!', '?']).unwrap_or(rest.len());
    let (text, tail) = rest.split_at(end);
    out.extend_from_slice(head.as_bytes());
    if is_en_passant_mark(text) && tail.is_empty() && head.is_empty() {
        return;
    }
    // Results ("1-0", "1/2-1/2", "*") and evaluation signs do not look like moves.
    if plain_san(text.as_bytes()) || !looks_like_move(text) {
        out.extend_from_slice(text.as_bytes());
    } else {
        match normalise(text) {
            Ok(san) => out.extend_from_slice(san.as_bytes()),
            Err(NotationError::NotAMove) => {
                out.push(b'{');
                out.extend_from_slice(UNREADABLE);
                out.extend_from_slice(text.as_bytes());
                out.push(b'}');
            }
        }
    }
    out.extend_from_slice(tail.as_bytes());
}

/// Whether `word` is SAN in one of the forms nearly every move of a PGN file is written in
/// ("e4", "exd5", "Nf3", "Nbd7", "R1e2", "Qxh7+", "O-O-O#"), which [`normalise`] would pass on
/// as it is: checked byte by byte, without reading it as SAN (issue 36: the reader's cost over
/// pgn-reader's). Any other form goes through [`normalise`].
fn plain_san(word: &[u8]) -> bool {
    let body = match word {
        [body @ .., b'+' | b'#'] => body,
        body => body,
    };
    let file = |c: &u8| matches!(c, b'a'..=b'h');
    let rank = |c: &u8| matches!(c, b'1'..=b'8');
    let piece = |c: &u8| matches!(c, b'K' | b'Q' | b'R' | b'B' | b'N');
    match body {
        b"O-O" | b"O-O-O" => true,
        [f, r] => file(f) && rank(r),
        // A pawn's capture names the file it leaves.
        [from, b'x', f, r] if file(from) => file(f) && rank(r),
        [p, f, r] | [p, b'x', f, r] => piece(p) && file(f) && rank(r),
        [p, d, f, r] | [p, d, b'x', f, r] => piece(p) && (file(d) || rank(d)) && file(f) && rank(r),
        _ => false,
    }
}

impl<R: Read> Read for NotationReader<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        while self.served == self.out.len() {
            self.out.clear();
            self.served = 0;
            if self.done {
                return Ok(0);
            }
            let mut chunk = [0u8; 8192];
            let n = self.inner.read(&mut chunk)?;
            if n == 0 {
                self.done = true;
                self.flush_word();
            }
            let mut k = 0;
            while k < n {
                if self.context == Context::Text
                    && self.word.is_empty()
                    && self.bracket.is_none()
                    && !self.overlong
                {
                    let taken = self.text_run(&chunk[k..n]);
                    if taken > 0 {
                        k += taken;
                        continue;
                    }
                }
                if self.context == Context::Comment {
                    // A comment passes as it is up to its end or a NUL: in one copy.
                    let run = chunk[k..n]
                        .iter()
                        .position(|&b| b == b'}' || b == 0)
                        .unwrap_or(n - k);
                    if run > 0 {
                        self.pass_comment(&chunk[k..k + run]);
                        k += run;
                        continue;
                    }
                }
                self.feed(chunk[k]);
                k += 1;
            }
        }
        let n = buf.len().min(self.out.len() - self.served);
        buf[..n].copy_from_slice(&self.out[self.served..self.served + n]);
        self.served += n;
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn norm(text: &str) -> Result<String, NotationError> {
        normalise(text).map(Cow::into_owned)
    }

    #[test]
    fn appendix_c_forms_read_as_san() {
        let cases = [
            ("Nf3", "Nf3"),
            ("Rh7++", "Rh7#"),
            ("Qh4#", "Qh4#"),
            ("a8Q", "a8=Q"),
            ("a8=Q", "a8=Q"),
            ("a8(Q)", "a8=Q"),
            ("a8/Q", "a8=Q"),
            ("bxa1N+", "bxa1=N+"),
            ("exf8(R)++", "exf8=R#"),
            ("Nf3e5", "Nf3e5"),
            ("Nf3xe5", "Nf3xe5"),
            ("Ng1-f3", "Ng1f3"),
            ("e2-e4", "e2e4"),
            ("e7-e8Q+", "e7e8=Q+"),
            ("exd6e.p.", "exd6"),
            ("exd6 e.p.", "exd6"),
            ("exf6ep", "exf6"),
            ("exd6e.p.+", "exd6+"),
            ("0-0", "O-O"),
            ("0-0-0+", "O-O-O+"),
            ("O\u{2011}O", "O-O"),
            ("0\u{2013}0\u{2013}0#", "O-O-O#"),
            ("d7d8q", "d7d8=Q"),
            ("exd8/Q", "exd8=Q"),
            ("gxh1(N)+", "gxh1=N+"),
            ("O-O", "O-O"),
            ("Nf3!?", "Nf3"),
            (" e4 ", "e4"),
        ];
        for (text, san) in cases {
            assert_eq!(norm(text).as_deref(), Ok(san), "{text}");
        }
        for bad in [
            "", "N@f3", "Rh7x", "a8K", "a8(Q", "e2--e4", "Zz9", "--", "0-0-0-0", "e9", "a8()",
            // The piece in brackets or after a slash only after a last rank, and only a
            // piece a pawn becomes; a hyphen only between two squares.
            "a5(Q)", "a8(K)", "a5/Q", "a8/K", "-e4",
        ] {
            assert_eq!(norm(bad), Err(NotationError::NotAMove), "{bad}");
        }
        assert!(matches!(normalise("Nf3"), Ok(Cow::Borrowed("Nf3"))));
    }

    #[test]
    fn words_meant_as_moves_are_told_from_evaluation_signs() {
        for word in [
            "O-O",
            "0-0",
            "O\u{2011}O-O",
            "Rdx",
            "e4",
            "Nf3e5",
            "a8Q",
            "Rd9",
        ] {
            assert!(looks_like_move(word), "{word}");
        }
        for word in ["+-", "=", "N", "Z0", "e.p.", "-+", "1/2", "!?", "Zz", "Kz9"] {
            assert!(!looks_like_move(word), "{word}");
        }
    }

    #[test]
    fn the_long_form_reads_with_or_without_the_capture_sign() {
        let pos: Chess = shakmaty::fen::Fen::from_ascii(b"4k3/8/8/3Pp3/8/5N2/8/4K3 w - e6 0 2")
            .ok()
            .and_then(|f| f.into_position(shakmaty::CastlingMode::Standard).ok())
            .expect("a legal position");
        let read = |t: &str| {
            let san: SanPlus = normalise(t).ok()?.parse().ok()?;
            resolve(&pos, san.san).ok().map(|m| m.to_string())
        };
        assert_eq!(read("Nf3e5").as_deref(), Some("Nf3xe5"));
        assert_eq!(read("Nf3xe5").as_deref(), Some("Nf3xe5"));
        assert_eq!(read("Nf3-e5").as_deref(), Some("Nf3xe5"));
        assert_eq!(read("d5e6").as_deref(), Some("d5xe6"));
        assert_eq!(read("dxe6e.p.").as_deref(), Some("d5xe6"));
        assert_eq!(read("Nf3d4").as_deref(), Some("Nf3-d4"));
        // The short form stays SAN: a capture is marked.
        assert_eq!(read("Nxd4"), None);
        assert_eq!(read("Nf3e4"), None);
        assert_eq!(read("Ng1f3"), None);
    }

    fn position(fen: &str, mode: shakmaty::CastlingMode) -> Chess {
        shakmaty::fen::Fen::from_ascii(fen.as_bytes())
            .ok()
            .and_then(|f| f.into_position(mode).ok())
            .expect("a legal position")
    }

    fn read_in(pos: &Chess, text: &str) -> Option<String> {
        let san: SanPlus = normalise(text).ok()?.parse().ok()?;
        resolve(pos, san.san)
            .ok()
            .map(|m| m.to_uci(shakmaty::CastlingMode::Chess960).to_string())
    }

    #[test]
    fn coordinates_without_a_piece_letter_read_where_they_name_one_move() {
        use shakmaty::CastlingMode::{Chess960, Standard};
        // pgn-extract's "lalg"/"halg", python-chess's and engines' UCI: the two squares.
        let start = Chess::default();
        assert_eq!(read_in(&start, "g1f3").as_deref(), Some("g1f3"));
        assert_eq!(read_in(&start, "g1-f3").as_deref(), Some("g1f3"));
        assert_eq!(read_in(&start, "b1\u{2013}c3").as_deref(), Some("b1c3"));
        assert_eq!(read_in(&start, "e2e4").as_deref(), Some("e2e4"));
        assert_eq!(read_in(&start, "g1g3"), None, "no such move");
        assert_eq!(read_in(&start, "e1g1"), None, "castling is not yet legal");
        // Castling by the king's two squares, or the king taking its rook.
        let castles = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", Standard);
        assert_eq!(read_in(&castles, "e1g1").as_deref(), Some("e1h1"));
        assert_eq!(read_in(&castles, "e1-c1").as_deref(), Some("e1a1"));
        assert_eq!(read_in(&castles, "e1h1").as_deref(), Some("e1h1"));
        assert_eq!(
            read_in(&castles, "e1f1").as_deref(),
            Some("e1f1"),
            "a king move"
        );
        // Chess960, king on f1 beside its rook on g1... "f1g1" is castling only; with the
        // rook on h1 and g1 free, "f1g1" is a king move or castling: refused as ambiguous.
        let beside = position("4k3/8/8/8/8/8/8/5KR1 w G - 0 1", Chess960);
        assert_eq!(read_in(&beside, "f1g1").as_deref(), Some("f1g1"));
        let apart = position("4k3/8/8/8/8/8/8/5K1R w H - 0 1", Chess960);
        assert_eq!(read_in(&apart, "f1g1"), None, "king move or castling");
        assert_eq!(read_in(&apart, "f1h1").as_deref(), Some("f1h1"));
        // A promotion's piece in lower case ("d7d8q") or upper case.
        let promote = position("7k/3P4/7K/8/8/8/8/8 w - - 6 55", Standard);
        assert_eq!(read_in(&promote, "d7d8r").as_deref(), Some("d7d8r"));
        assert_eq!(read_in(&promote, "d7d8N").as_deref(), Some("d7d8n"));
        assert_eq!(read_in(&promote, "d7d8"), None, "the piece is not named");
        // A piece letter that is not the piece's: refused, as before.
        assert_eq!(read_in(&start, "Bg1f3"), None);
    }

    /// The reader's output with every byte fed one at a time (no comment run copied whole).
    fn byte_by_byte(pgn: &[u8]) -> Vec<u8> {
        let mut reader = NotationReader::new(&[][..]);
        for &b in pgn {
            reader.feed(b);
        }
        reader.flush_word();
        reader.out
    }

    proptest::proptest! {
        /// A comment's bytes copied in one run leave the same output and the same line state
        /// as byte by byte: `;` and `%` lines after a comment, comments across lines and
        /// chunks, NULs in them.
        #[test]
        fn comments_copied_whole_read_as_byte_by_byte(
            parts in proptest::collection::vec(
                proptest::sample::select(vec![
                    "{", "}", "\n", " ", "\t", ";", "%", "[", "]", "\"", "\0", "e4", "Nf3",
                    "1.", "a8Q", "{[%clk 0:01:00]}", "x", "(", ")",
                ]),
                0..400,
            ),
            pad in 0usize..9000,
        ) {
            let mut pgn = " ".repeat(pad).into_bytes();
            for p in &parts {
                pgn.extend_from_slice(p.as_bytes());
            }
            let mut out = Vec::new();
            NotationReader::new(&pgn[..]).read_to_end(&mut out).expect("in memory");
            proptest::prop_assert_eq!(out, byte_by_byte(&pgn));
        }
    }

    proptest::proptest! {
        /// Movetext read a whole word at a time ([`NotationReader::text_run`]) leaves the
        /// same output and line state as byte by byte: words of Appendix C, words across
        /// chunks (the padding moves them over the 8,192-byte edge), words of 64 bytes and
        /// more, a "(" after a last rank, words ended by ")" or a line break before a `%` or
        /// `;` line, NULs and bytes that are not UTF-8.
        #[test]
        fn words_read_whole_read_as_byte_by_byte(
            parts in proptest::collection::vec(
                proptest::sample::select(vec![
                    " ", "\n", "\r\n", "\t", "1.", "12...", "e4", "Nf3", "exd6", "e.p.",
                    "exd6e.p.", "a8Q", "a8(Q)", "a8", "(", ")", "Rh7++", "O-O", "0-0-0",
                    "O\u{2011}O", "Ng1\u{2013}f3", "$1", "!?", "1-0", "1/2-1/2", "*", "\0",
                    "\u{1}", "\u{ff}", ";", "%", "{c}", "[T \"v\"]", "Bb5x", "+-", "N",
                    "abcdefghabcdefghabcdefghabcdefghabcdefghabcdefghabcdefghabcdefgh",
                ]),
                0..400,
            ),
            pad in 0usize..9000,
        ) {
            let mut pgn = " ".repeat(pad).into_bytes();
            for p in &parts {
                // "\u{1}" stands for a byte that is not UTF-8.
                pgn.extend(p.bytes().map(|b| if b == 1 { 0xff } else { b }));
            }
            let mut out = Vec::new();
            NotationReader::new(&pgn[..]).read_to_end(&mut out).expect("in memory");
            proptest::prop_assert_eq!(out, byte_by_byte(&pgn));
        }
    }

    /// A word written at once because its move is plain SAN ([`write_word`]) is written as
    /// [`rewrite_word`] writes it, over words made of move numbers, dots, SAN, marks, NAGs,
    /// glyphs and a byte that is not UTF-8.
    #[test]
    fn plain_words_are_written_as_rewrite_word_writes_them() {
        let pieces: [&[u8]; 14] = [
            b"12", b".", b"...", b"e4", b"Nbd7", b"O-O", b"exd6", b"e.p.", b"+", b"#", b"$1",
            b"!?", b"a8Q", b"\xff",
        ];
        let mut words = 0;
        for a in pieces {
            for b in pieces {
                for c in pieces {
                    let word = [a, b, c].concat();
                    let mut fast = Vec::new();
                    write_word(&word, &mut fast);
                    let mut slow = Vec::new();
                    match std::str::from_utf8(&word) {
                        Ok(text) => rewrite_word(text, &mut slow),
                        Err(_) => slow.extend_from_slice(&word),
                    }
                    assert_eq!(fast, slow, "{:?}", String::from_utf8_lossy(&word));
                    words += usize::from(plain_san(move_of_word(&word)));
                }
            }
        }
        assert!(words > 100, "the plain path was taken {words} times");
    }

    fn through_reader(pgn: &str) -> String {
        let mut out = String::new();
        NotationReader::new(pgn.as_bytes())
            .read_to_string(&mut out)
            .expect("in memory");
        out
    }

    /// Every word the byte check calls plain SAN is one [`normalise`] passes on as it is, over
    /// every word of up to six characters from letters, digits and signs moves are made of.
    #[test]
    fn plain_san_is_what_normalise_keeps() {
        let alphabet = b"KNah18x+#O-";
        let mut plain = 0;
        let mut word = Vec::new();
        for len in 1..=6u32 {
            for mut n in 0..alphabet.len().pow(len) {
                word.clear();
                for _ in 0..len {
                    word.push(alphabet[n % alphabet.len()]);
                    n /= alphabet.len();
                }
                if plain_san(&word) {
                    plain += 1;
                    let text = std::str::from_utf8(&word).unwrap();
                    assert!(
                        matches!(normalise(text), Ok(Cow::Borrowed(t)) if t == text),
                        "{text}"
                    );
                }
            }
        }
        assert!(plain_san(b"Nbd7") && plain_san(b"exd5+") && plain_san(b"O-O-O#"));
        assert!(!plain_san(b"a8Q") && !plain_san(b"Rh7++") && !plain_san(b"0-0"));
        assert!(plain > 200, "{plain}");
    }

    #[test]
    fn the_reader_rewrites_movetext_words_only() {
        let pgn = "[Event \"Rh7++ a8Q\"]\n[Site \"x\\\"y] a8Q\"]\n\n1. e2-e4 {Rh7++} e5 2.Ng1-f3 \
                   Nc6!? 3. a8Q $1 (3... Qh4++) exd6 e.p. 4. Rh7++ ; Rh7++\n\
                   %Rh7++\n5. Rh7x Kz9 +- = N 1-0\n";
        let want = "[Event \"Rh7++ a8Q\"]\n[Site \"x\\\"y] a8Q\"]\n\n1. e2e4 {Rh7++} e5 2.Ng1f3 \
                    Nc6!? 3. a8=Q $1 (3... Qh4#) exd6  4. Rh7# \n\
                    5. {\0unreadable Rh7x} Kz9 +- = N 1-0\n";
        assert_eq!(through_reader(pgn), want);
        assert_eq!(
            unreadable_in_comment(b"\0unreadable Kz9").as_deref(),
            Some("Kz9")
        );
        assert_eq!(unreadable_in_comment(b"Kz9"), None);
        // A file's own NUL in a comment is no marker.
        assert_eq!(through_reader("{\0unreadable x}"), "{ unreadable x}");
        // "a8(Q)" is a promotion; "Rd8(" opens a variation.
        assert_eq!(
            through_reader("1. a8(Q)+ (1. a8(N) Kd7) Rd8(1... Rd7) b1(R) a8("),
            "1. a8=Q+ (1. a8=N Kd7) Rd8(1... Rd7) b1=R a8("
        );
        // A `;` comment (8.2.1) or a `%` escape line (6) that is a whole line goes with its
        // line break: no game of its own before the tags, no blank line ending the movetext.
        assert_eq!(
            through_reader(
                "; first line\n[Event \"a\"]\n ; between tags\n[Site \"b\"]\n\n\
                 1. e4 e5;after\n; whole\n%Rh7++ escaped\n2. Nf3 1-0\n\n% x\n;c\n\n[Event"
            ),
            "[Event \"a\"]\n [Site \"b\"]\n\n1. e4 e5\n2. Nf3 1-0\n\n\n[Event"
        );
        // `%` escapes a line only in its first column; `;` inside `{}` or a tag is text.
        assert_eq!(
            through_reader("1. e4 %x {a;b} [T \"c;d\"] e5\r\n;c\r\n2. Nf3"),
            "1. e4 %x {a;b} [T \"c;d\"] e5\r\n2. Nf3"
        );
        // Castling with zeros is written with letters; dots without a number stay.
        assert_eq!(
            through_reader("12. 0-0 0-0-0+ 13.0-0 ...Nf3-d4 1/2-1/2"),
            "12. O-O O-O-O+ 13.O-O ...Nf3d4 1/2-1/2"
        );
        // A word longer than MAX_WORD is no move: passed on as it is, unjudged.
        let long = format!("1. a1{} *", "x".repeat(MAX_WORD - 1));
        assert_eq!(through_reader(&long), long);
        // All of it: its tail is no word of its own.
        let long = format!("1. {}Rh7++ e4 *", "x".repeat(MAX_WORD));
        assert_eq!(
            through_reader(&long),
            format!("1. {}Rh7++ e4 *", "x".repeat(MAX_WORD))
        );
        // The last word, with no line end after it.
        assert_eq!(
            through_reader("1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7++"),
            "1. e4 e5 2. Qh5 Nc6 3. Bc4 Nf6 4. Qxf7#"
        );
    }

    /// A comment's bytes copied in one run ([`NotationReader::pass_comment`]) leave the line's
    /// state as byte by byte: whether the next byte starts a line (a `%` there escapes it,
    /// PGN standard 6) and whether the line is blank so far (a `;` there comments out the
    /// whole line, 8.2.1), from every state, over runs with and without line breaks.
    #[test]
    fn a_comment_copied_whole_leaves_the_line_as_byte_by_byte() {
        for run in [
            "a", " ", "a \n", "a\n ", "\n", "\n\t ", " \n x", "x\n\n", "  \t",
        ] {
            for (at_line_start, line_blank) in
                [(false, false), (false, true), (true, false), (true, true)]
            {
                let start = |reader: &mut NotationReader<&[u8]>| {
                    reader.context = Context::Comment;
                    reader.at_line_start = at_line_start;
                    reader.line_blank = line_blank;
                };
                let mut whole = NotationReader::new(&[][..]);
                start(&mut whole);
                whole.pass_comment(run.as_bytes());
                let mut bytes = NotationReader::new(&[][..]);
                start(&mut bytes);
                for &b in run.as_bytes() {
                    bytes.feed(b);
                }
                assert_eq!(
                    (whole.at_line_start, whole.line_blank, &whole.out),
                    (bytes.at_line_start, bytes.line_blank, &bytes.out),
                    "{run:?} from {at_line_start} {line_blank}"
                );
            }
        }
    }
}
