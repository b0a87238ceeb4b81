//! Reading a measuring set in the format of CHA's test vector (`WB FEN`, `W- FEN`, `-B FEN`,
//! `-- FEN`; `#` comments). The set itself is never part of the project: tests and benchmarks
//! read it from the path in `ARBITER_DEAD_VECTOR`.

/// A line of the set that cannot be read (worded at the edge: `crate::i18n::dead::vector_error`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum VectorError {
    /// The line has no verdict code before its FEN.
    NoCode { line: usize },
    /// The verdict code is not `WB`, `W-`, `-B` or `--`.
    BadCode { line: usize, code: String },
}

impl std::error::Error for VectorError {}

/// One position of the set and what it says about each colour.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Case {
    /// Line number in the file (1-based).
    pub line: usize,
    /// Whether White can still mate.
    pub white_can_mate: bool,
    /// Whether Black can still mate.
    pub black_can_mate: bool,
    /// The position; missing castling and en passant fields are read as `- -`.
    pub fen: String,
}

/// The cases of a file; lines that are neither comments nor `XY FEN` are errors.
pub fn parse(text: &str) -> Result<Vec<Case>, VectorError> {
    let mut cases = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (code, fen) = line
            .split_once(' ')
            .ok_or(VectorError::NoCode { line: i + 1 })?;
        let (white_can_mate, black_can_mate) = match code {
            "WB" => (true, true),
            "W-" => (true, false),
            "-B" => (false, true),
            "--" => (false, false),
            other => {
                return Err(VectorError::BadCode {
                    line: i + 1,
                    code: other.to_owned(),
                });
            }
        };
        let mut fen = fen.trim().to_owned();
        if fen.split_whitespace().count() == 2 {
            fen.push_str(" - -");
        }
        cases.push(Case {
            line: i + 1,
            white_can_mate,
            black_can_mate,
            fen,
        });
    }
    Ok(cases)
}
