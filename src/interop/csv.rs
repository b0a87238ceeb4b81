//! CSV: a small RFC 4180 reader (quoted fields, doubled quotes, line breaks inside quotes) and
//! writer, and the pairings importer built on it.
//!
//! Pairings CSV: one board per row. With a header row, columns are found by name (case, spaces,
//! `_`, `-` and `.` ignored): `round`/`rd`, `board`/`bd`/`table`, `white`, `black`,
//! `white fide id`/`whitefideid`/`white id`, `black fide id`/…, `white rating`/`white elo`/`welo`,
//! `black rating`/…, `white title`, `black title`. Without one, the columns are positional:
//! board, white, black, white FIDE id, black FIDE id, white rating, black rating. The separator is
//! `,`, `;` (spreadsheets in many European locales) or a tab — whichever the first line has most of.

use super::error::InteropError;
use super::pairing::{Pairing, PairingFormat, PairingSet, parse_fide_id, parse_rating};
use crate::i18n::t;

/// One CSV record and the line it starts on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    pub line: usize,
    pub fields: Vec<String>,
}

/// Split CSV text into records. Blank lines are skipped. A quote left open is an error at the
/// line where the field started.
pub fn read_records(file: &str, text: &str, sep: char) -> Result<Vec<Record>, InteropError> {
    let mut records = Vec::new();
    let mut fields: Vec<String> = Vec::new();
    let mut field = String::new();
    let mut line = 1;
    let mut record_line = 1;
    let mut in_quotes = false;
    let mut quote_line = 0;
    let mut quoted_field = false;
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        if in_quotes {
            match c {
                '"' if chars.peek() == Some(&'"') => {
                    chars.next();
                    field.push('"');
                }
                '"' => in_quotes = false,
                '\n' => {
                    line += 1;
                    field.push('\n');
                }
                _ => field.push(c),
            }
            continue;
        }
        match c {
            '"' if field.trim().is_empty() && !quoted_field => {
                field.clear();
                in_quotes = true;
                quoted_field = true;
                quote_line = line;
            }
            '"' => {
                return Err(InteropError::parse(
                    file,
                    line,
                    Some(fields.len() + 1),
                    t("errors-csv-stray-quote", &[]),
                ));
            }
            c if c == sep => {
                fields.push(finish(&mut field, quoted_field));
                quoted_field = false;
            }
            '\r' => {}
            '\n' => {
                end_record(
                    &mut records,
                    &mut fields,
                    &mut field,
                    quoted_field,
                    record_line,
                );
                quoted_field = false;
                line += 1;
                record_line = line;
            }
            _ if quoted_field => {
                if !c.is_whitespace() {
                    return Err(InteropError::parse(
                        file,
                        line,
                        Some(fields.len() + 1),
                        t(
                            "errors-csv-after-quote",
                            &[("char", c.to_string().into()), ("line", quote_line.into())],
                        ),
                    ));
                }
            }
            _ => field.push(c),
        }
    }
    if in_quotes {
        return Err(InteropError::parse(
            file,
            quote_line,
            None,
            t("errors-csv-unclosed", &[]),
        ));
    }
    end_record(
        &mut records,
        &mut fields,
        &mut field,
        quoted_field,
        record_line,
    );
    Ok(records)
}

fn finish(field: &mut String, quoted: bool) -> String {
    let value = std::mem::take(field);
    if quoted {
        value
    } else {
        value.trim().to_owned()
    }
}

fn end_record(
    records: &mut Vec<Record>,
    fields: &mut Vec<String>,
    field: &mut String,
    quoted: bool,
    line: usize,
) {
    let last = finish(field, quoted);
    if fields.is_empty() && last.is_empty() && !quoted {
        return; // blank line
    }
    fields.push(last);
    records.push(Record {
        line,
        fields: std::mem::take(fields),
    });
}

/// The separator a CSV uses: the most frequent of `,` `;` tab on its first non-blank line.
pub fn detect_separator(text: &str) -> char {
    let first = text.lines().find(|l| !l.trim().is_empty()).unwrap_or("");
    [',', ';', '\t']
        .into_iter()
        .max_by_key(|&sep| first.matches(sep).count())
        .unwrap_or(',')
}

/// Quote a field for CSV output when it needs it (separator, quote, line break, outer spaces).
pub fn quote(field: &str) -> String {
    let needs = field.contains([',', '"', '\n', '\r', ';'])
        || field.starts_with(' ')
        || field.ends_with(' ');
    if needs {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field.to_owned()
    }
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

/// Join fields into one CSV line (no line break).
pub fn line(fields: &[&str]) -> String {
    fields
        .iter()
        .map(|f| quote(f))
        .collect::<Vec<_>>()
        .join(",")
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
        return Err(InteropError::content(file, t("errors-no-pairings", &[])));
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
                    t(
                        "errors-csv-no-column",
                        &[("column", format!("{needed:?}").into())],
                    ),
                ));
            }
        }
    }
    if !columns.contains(&Some(Col::Round)) && round.is_none() {
        return Err(InteropError::content(file, t("errors-csv-no-round", &[])));
    }
    let mut pairings = Vec::new();
    for record in body {
        if let Some(p) = pairing_from(file, record, &columns, round)? {
            pairings.push(p);
        }
    }
    if pairings.is_empty() {
        return Err(InteropError::content(file, t("errors-no-pairings", &[])));
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
        let err = |m: String| InteropError::parse(file, record.line, Some(i + 1), m);
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
            t("errors-csv-no-board", &[]),
        ));
    }
    if p.white.is_empty() || p.black.is_empty() {
        return Err(InteropError::parse(
            file,
            record.line,
            None,
            t("errors-csv-no-players", &[]),
        ));
    }
    Ok(Some(p))
}

/// "expected a round number, found 'x'" (`key`), in the arbiter's language.
fn expected(key: &str, found: &str) -> String {
    t(key, &[("found", found.to_owned().into())])
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

    #[test]
    fn quote_then_read_back_is_identity() {
        for s in [
            "plain",
            "with, comma",
            "with \"quote\"",
            " lead",
            "semi;colon",
        ] {
            let recs = read_records("t", &format!("{}\n", quote(s)), ',').unwrap();
            assert_eq!(recs[0].fields, vec![s.to_owned()]);
        }
    }
}
