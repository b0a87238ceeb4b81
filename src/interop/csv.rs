//! CSV through the `csv` crate (RFC 4180: quoted fields, doubled quotes, line breaks inside
//! quotes), our rules for what it reads leniently and what spreadsheets misread, and the pairings
//! importer built on it.
//!
//! Pairings CSV: one board per row. With a header row, columns are found by name (case, spaces,
//! `_`, `-` and `.` ignored): `round`/`rd`, `board`/`bd`/`table`, `white`, `black`,
//! `white fide id`/`whitefideid`/`white id`, `black fide id`/…, `white rating`/`white elo`/`welo`,
//! `black rating`/…, `white title`, `black title`. Without one, the columns are positional:
//! board, white, black, white FIDE id, black FIDE id, white rating, black rating. The separator is
//! `,`, `;` (spreadsheets in many European locales) or a tab — whichever the first line has most of.

use csv::{QuoteStyle, ReaderBuilder, StringRecord, Terminator, WriterBuilder};

use super::error::InteropError;
use super::error::Said;
use super::pairing::{Pairing, PairingFormat, PairingSet, parse_fide_id, parse_rating};

/// One CSV record and the line it starts on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    pub line: usize,
    pub fields: Vec<String>,
}

/// Split CSV text into records (fields as read, not trimmed). Blank lines are skipped. The
/// `csv` crate reads a malformed quote leniently (a quote inside an unquoted field is kept as
/// text, a quote left open runs to the end of the file); such a row is refused instead, at the
/// line it starts on ([`quotes_pair_up`]), so that a name is never cut or glued by a guess.
pub fn read_records(file: &str, text: &str, sep: char) -> Result<Vec<Record>, InteropError> {
    let delimiter = u8::try_from(u32::from(sep)).unwrap_or(b',');
    let mut reader = ReaderBuilder::new()
        .has_headers(false)
        .flexible(true)
        .delimiter(delimiter)
        .from_reader(text.as_bytes());
    let mut read: Vec<(usize, StringRecord)> = Vec::new();
    for result in reader.records() {
        let record = result.map_err(|e| {
            let line = e.position().map_or(1, |p| to_usize(p.line()));
            InteropError::parse(
                file,
                line,
                None,
                Said::new("errors-csv-unreadable", [("reason", e.to_string().into())]),
            )
        })?;
        let start = record.position().map_or(0, |p| to_usize(p.byte()));
        read.push((start, record));
    }
    // The crate's line numbers leave blank lines out; count them from the text instead. A
    // record's raw text runs from where the crate began reading it (after the previous record,
    // so it may begin with the rest of a line break and blank lines) to where the next begins.
    let mut records = Vec::with_capacity(read.len());
    let (mut counted_to, mut line) = (0, 1);
    for (i, (start, record)) in read.iter().enumerate() {
        let end = read.get(i + 1).map_or(text.len(), |next| next.0);
        let raw = text.get(*start..end).unwrap_or_default();
        let first = start + (raw.len() - raw.trim_start_matches(['\r', '\n']).len());
        line += text
            .get(counted_to..first)
            .map_or(0, |t| t.matches('\n').count());
        counted_to = first;
        if !quotes_pair_up(raw, record) {
            return Err(InteropError::parse(
                file,
                line,
                None,
                Said::new("errors-csv-quotes", [("line", line.into())]),
            ));
        }
        let blank = record.iter().all(|f| f.trim().is_empty()) && !raw.contains('"');
        if record.len() <= 1 && blank {
            continue;
        }
        records.push(Record {
            line,
            fields: record.iter().map(str::to_owned).collect(),
        });
    }
    Ok(records)
}

fn to_usize(n: u64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

/// Whether the quotes of a record's raw text are those of well-formed fields. A field whose
/// value holds `q` quotes must have been quoted, which takes `2 + 2q` quotes in the file; a
/// field without one takes 0 or 2. A quote inside an unquoted field, or one left open, leaves
/// a count no set of fields can take.
fn quotes_pair_up(raw: &str, record: &StringRecord) -> bool {
    let in_file = raw.matches('"').count();
    let mut needed = 0;
    let mut optional = 0;
    for field in record {
        match field.matches('"').count() {
            0 => optional += 1,
            q => needed += 2 + 2 * q,
        }
    }
    in_file
        .checked_sub(needed)
        .is_some_and(|spare| spare.is_multiple_of(2) && spare / 2 <= optional)
}

/// The separator a CSV uses: the most frequent of `,` `;` tab on its first non-blank line.
pub fn detect_separator(text: &str) -> char {
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    [',', ';', '\t']
        .into_iter()
        .max_by_key(|&sep| first.matches(sep).count())
        .unwrap_or(',')
}

/// Neutralise a free-text cell (a name, a reason, a note) for spreadsheets: one starting with
/// `=`, `+`, `-`, `@`, a tab or a carriage return would be read as a formula (CSV injection), so
/// it gets a leading `'`, which spreadsheets show as text. Codes the program writes itself
/// (results such as `+/-`) must not go through here: they stay exactly as they are.
pub fn text_cell(field: &str) -> std::borrow::Cow<'_, str> {
    if field.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        std::borrow::Cow::Owned(format!("'{field}"))
    } else {
        std::borrow::Cow::Borrowed(field)
    }
}

/// Join fields into one CSV line (no line break), each written by the `csv` crate. It quotes
/// what RFC 4180 needs (a comma, a quote, a line break); a `;` or outer spaces are quoted too,
/// since spreadsheets in many European locales split on `;` and trim unquoted spaces.
pub fn line(fields: &[&str]) -> String {
    let bytes: Vec<Vec<u8>> = fields.iter().map(|f| field_bytes(f)).collect();
    String::from_utf8(bytes.join(&b',')).unwrap_or_default()
}

/// One field as the `csv` crate writes it: a record of that field alone, less its line break.
/// An empty field stays empty (alone on a record the crate would write `""`).
fn field_bytes(field: &str) -> Vec<u8> {
    if field.is_empty() {
        return Vec::new();
    }
    let style = if field.contains(';') || field.starts_with(' ') || field.ends_with(' ') {
        QuoteStyle::Always
    } else {
        QuoteStyle::Necessary
    };
    let mut writer = WriterBuilder::new()
        .quote_style(style)
        .terminator(Terminator::Any(b'\n'))
        .from_writer(Vec::new());
    // Writing to memory cannot fail; should it, the field is left empty, never half-written.
    if writer.write_record([field]).is_err() {
        return Vec::new();
    }
    let mut bytes = writer.into_inner().unwrap_or_default();
    bytes.pop();
    bytes
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Col {
    Round,
    Board,
    White,
    Black,
    WhiteId,
    BlackId,
    WhiteRating,
    BlackRating,
    WhiteTitle,
    BlackTitle,
}

fn column_for(header: &str) -> Option<Col> {
    let key: String = header
        .chars()
        .filter(|c| !matches!(c, ' ' | '_' | '-' | '.'))
        .flat_map(char::to_lowercase)
        .collect();
    Some(match key.as_str() {
        "round" | "rd" | "rnd" | "r" => Col::Round,
        "board" | "bd" | "table" | "brd" | "no" | "nr" => Col::Board,
        "white" | "whiteplayer" | "whitename" | "w" => Col::White,
        "black" | "blackplayer" | "blackname" | "b" => Col::Black,
        "whitefideid" | "whiteid" | "whitefide" | "wfideid" | "wid" => Col::WhiteId,
        "blackfideid" | "blackid" | "blackfide" | "bfideid" | "bid" => Col::BlackId,
        "whiterating" | "whiteelo" | "welo" | "wrating" | "whiteratingfide" => Col::WhiteRating,
        "blackrating" | "blackelo" | "belo" | "brating" | "blackratingfide" => Col::BlackRating,
        "whitetitle" | "wtitle" => Col::WhiteTitle,
        "blacktitle" | "btitle" => Col::BlackTitle,
        _ => return None,
    })
}

const POSITIONAL: [Col; 7] = [
    Col::Board,
    Col::White,
    Col::Black,
    Col::WhiteId,
    Col::BlackId,
    Col::WhiteRating,
    Col::BlackRating,
];

/// Read pairings from CSV text (see the module documentation for the columns).
pub fn parse_pairings(
    file: &str,
    text: &str,
    round: Option<u32>,
) -> Result<PairingSet, InteropError> {
    let sep = detect_separator(text);
    let records = read_records(file, text, sep)?;
    let Some(first) = records.first() else {
        return Err(InteropError::content(
            file,
            Said::new("errors-no-pairings", []),
        ));
    };
    let header: Vec<Option<Col>> = first.fields.iter().map(|h| column_for(h)).collect();
    let has_header = header.contains(&Some(Col::White)) && header.contains(&Some(Col::Black));
    let (columns, body): (Vec<Option<Col>>, &[Record]) = if has_header {
        (header, &records[1..])
    } else {
        (POSITIONAL.iter().copied().map(Some).collect(), &records[..])
    };
    if has_header {
        for needed in [Col::Board, Col::White, Col::Black] {
            if !columns.contains(&Some(needed)) {
                return Err(InteropError::parse(
                    file,
                    first.line,
                    None,
                    Said::new(
                        "errors-csv-no-column",
                        [("column", format!("{needed:?}").into())],
                    ),
                ));
            }
        }
    }
    if !columns.contains(&Some(Col::Round)) && round.is_none() {
        return Err(InteropError::content(
            file,
            Said::new("errors-csv-no-round", []),
        ));
    }
    let mut pairings = Vec::new();
    for record in body {
        if let Some(p) = pairing_from(file, record, &columns, round)? {
            pairings.push(p);
        }
    }
    if pairings.is_empty() {
        return Err(InteropError::content(
            file,
            Said::new("errors-no-pairings", []),
        ));
    }
    pairings.sort_by_key(|p| (p.round, p.board));
    Ok(PairingSet {
        format: PairingFormat::Csv,
        pairings,
        byes: Vec::new(),
        event: None,
        time_control: None,
    })
}

fn pairing_from(
    file: &str,
    record: &Record,
    columns: &[Option<Col>],
    round: Option<u32>,
) -> Result<Option<Pairing>, InteropError> {
    let mut p = Pairing::new(round.unwrap_or(0), 0, "", "");
    p.line = record.line;
    let mut board_seen = false;
    for (i, value) in record.fields.iter().enumerate() {
        let Some(Some(col)) = columns.get(i) else {
            continue;
        };
        let err = |m: Said| InteropError::parse(file, record.line, Some(i + 1), m);
        let value = value.trim();
        match col {
            Col::Round => {
                let r = value
                    .parse::<u32>()
                    .map_err(|_| err(expected("errors-expected-round", value)))?;
                if round.is_some_and(|want| want != r) {
                    return Ok(None);
                }
                p.round = r;
            }
            Col::Board => {
                p.board = value
                    .parse::<u32>()
                    .map_err(|_| err(expected("errors-expected-board", value)))?;
                board_seen = true;
            }
            Col::White => p.white = value.to_owned(),
            Col::Black => p.black = value.to_owned(),
            Col::WhiteId => p.white_fide_id = parse_fide_id(value).map_err(err)?,
            Col::BlackId => p.black_fide_id = parse_fide_id(value).map_err(err)?,
            Col::WhiteRating => p.white_rating = parse_rating(value).map_err(err)?,
            Col::BlackRating => p.black_rating = parse_rating(value).map_err(err)?,
            Col::WhiteTitle => p.white_title = non_empty(value),
            Col::BlackTitle => p.black_title = non_empty(value),
        }
    }
    if !board_seen {
        return Err(InteropError::parse(
            file,
            record.line,
            None,
            Said::new("errors-csv-no-board", []),
        ));
    }
    if p.white.is_empty() || p.black.is_empty() {
        return Err(InteropError::parse(
            file,
            record.line,
            None,
            Said::new("errors-csv-no-players", []),
        ));
    }
    Ok(Some(p))
}

/// "expected a round number, found 'x'" (`key`), in the arbiter's language.
fn expected(key: &'static str, found: &str) -> Said {
    Said::new(key, [("found", found.to_owned().into())])
}

fn non_empty(value: &str) -> Option<String> {
    (!value.is_empty()).then(|| value.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoted_fields_with_commas_quotes_and_line_breaks() {
        let text = "a,\"b, c\",\"say \"\"hi\"\"\"\n\"multi\nline\",x,\n";
        let recs = read_records("t.csv", text, ',').unwrap();
        assert_eq!(recs.len(), 2);
        assert_eq!(recs[0].fields, vec!["a", "b, c", "say \"hi\""]);
        assert_eq!(recs[1].fields, vec!["multi\nline", "x", ""]);
        assert_eq!(recs[1].line, 2);
    }

    #[test]
    fn open_quote_is_reported_where_it_opened() {
        let err = read_records("t.csv", "a,b\nc,\"d\ne\n", ',').unwrap_err();
        assert_eq!(err.line(), Some(2));
    }

    /// The crate would keep these as text; each is refused at the line its row starts on.
    #[test]
    fn quotes_the_crate_reads_leniently_are_refused() {
        for (text, line) in [
            ("board,white\n1,ab\"c\n", 2),
            ("board,white,black\n1, \"Brennan, S.\", \"Duarte, T.\"\n", 2),
            ("1,\"open\n2,x\n3,\"y\",z\n", 1),
            ("1,x\n2,\"never closed", 2),
        ] {
            let err = read_records("t.csv", text, ',').unwrap_err();
            assert_eq!(err.line(), Some(line), "{text:?}");
        }
    }

    #[test]
    fn blank_lines_are_skipped() {
        let recs = read_records("t.csv", "a,b\n\n  \r\n1,2\r\n", ',').unwrap();
        assert_eq!(recs.len(), 2);
        assert_eq!(recs[0].fields, vec!["a", "b"]);
        assert_eq!(recs[1].fields, vec!["1", "2"]);
        assert_eq!(recs[1].line, 4);
    }

    #[test]
    fn quote_then_read_back_is_identity() {
        for s in [
            "plain",
            "with, comma",
            "with \"quote\"",
            " lead",
            "trail ",
            "semi;colon",
            "line\nbreak",
        ] {
            let recs = read_records("t", &format!("{}\n", line(&[s])), ',').unwrap();
            assert_eq!(recs[0].fields, vec![s.to_owned()]);
        }
    }

    /// The bytes the results CSV has always had: quoted only where needed, `;` and outer spaces
    /// quoted for spreadsheets, quotes doubled, an empty field empty.
    #[test]
    fn a_line_is_quoted_as_before() {
        assert_eq!(
            line(&[
                "1",
                "O\"Brien, S.",
                "Semi;colon",
                " Lead",
                "Trail ",
                "",
                "-/+",
                "a\nb"
            ]),
            "1,\"O\"\"Brien, S.\",\"Semi;colon\",\" Lead\",\"Trail \",,-/+,\"a\nb\""
        );
    }
}
