//! FIDE Tournament Report File: TRF16 (C.04 Annex 2, 2016) and the TRF26 records (approved by the
//! FIDE Council 12/05/2025, applied from 01/09/2025) that a round's pairings need.
//!
//! Read: `001` player records (start number 5–8, title 11–13, name 15–47, rating 49–52, federation
//! 54–56, FIDE id 58–68, points 81–84, then per round ten columns from 92: opponent's start number
//! 92–95, colour 97, result 99), `012` name, `122`/`222` time control, `142` number of rounds,
//! `162` scoring system (W/D/L/A/P/X points, TRF26), `240` byes (TRF26: F/H/Z, round, players),
//! `XXR` (JaVaFo: rounds) and `###` comments. Every other record (`013`, `310`, `300`, `330`, `250`,
//! `260`, `299`, `801`/`802`, national `NRS` records, `DAT`, …) is skipped: it does not change who
//! sits at which board.
//!
//! A round entry with an opponent and a colour but a blank result is a pairing not yet played (this
//! is how programs hand the next round to each other, TRF26 "ITDX"); with a result it was played.
//!
//! Board order: a TRF has no board numbers, so the boards of a round are numbered as FIDE C.04.2
//! asks pairing programs to publish them: by the higher score of the two players before the round,
//! then the sum of their scores, then the better (lower) starting-rank number of the pair.

use std::collections::HashMap;

use super::error::InteropError;
use super::error::Said;
use super::pairing::{
    Bye, ByeKind, Pairing, PairingFormat, PairingSet, normalise_name, parse_rating,
};
use super::results::{GameScore, Points};

/// One round of a player's record.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundEntry {
    /// Opponent's starting-rank number; `None` for a bye or not paired.
    pub opponent: Option<u32>,
    /// `Some('w')`, `Some('b')`, or `None` (`-` or blank).
    pub colour: Option<char>,
    /// The result code as written (upper-cased letters), `None` when blank.
    pub result: Option<char>,
}

/// One `001` record.
#[derive(Debug, Clone, PartialEq)]
pub struct TrfPlayer {
    pub start_no: u32,
    pub line: usize,
    pub title: Option<String>,
    pub name: String,
    pub rating: Option<u16>,
    pub federation: Option<String>,
    pub fide_id: Option<u64>,
    pub rounds: Vec<RoundEntry>,
}

/// Points per TRF26 result class (record 162); defaults W 1, D ½, L 0, A 0, P = W, X = D.
/// A file is read only with the standard W, D, L, A and P (see `scoring`); X, the points of a
/// result not known yet, is the file's.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Scoring {
    pub win: f64,
    pub draw: f64,
    pub loss: f64,
    pub absence: f64,
    pub pairing_bye: f64,
    pub unknown: f64,
}

impl Default for Scoring {
    fn default() -> Self {
        Scoring {
            win: 1.0,
            draw: 0.5,
            loss: 0.0,
            absence: 0.0,
            pairing_bye: 1.0,
            unknown: 0.5,
        }
    }
}

impl Scoring {
    /// Points a result code brings.
    pub fn points(&self, code: Option<char>) -> f64 {
        match code {
            Some('1' | '+' | 'W' | 'F') => self.win,
            Some('=' | 'D' | 'H') => self.draw,
            Some('0' | 'L') => self.loss,
            Some('-' | 'Z') | None => self.absence,
            Some('U') => self.pairing_bye,
            Some(_) => self.unknown,
        }
    }
}

/// A whole TRF as far as pairings are concerned.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Trf {
    pub name: Option<String>,
    pub time_control: Option<String>,
    pub rounds: Option<u32>,
    pub scoring: Scoring,
    pub players: Vec<TrfPlayer>,
    /// TRF26 `240` records: (kind, round, start numbers, line).
    pub byes: Vec<(ByeKind, u32, Vec<u32>, usize)>,
    /// TRF26 `299` records: points assigned outside the games (Art. 12.9 penalties, bonuses),
    /// part of the players' totals.
    pub abnormal: Vec<AbnormalPoints>,
}

/// A TRF26 `299` record: `points` given to `players` in `round`, outside any game (the points
/// column counts them).
#[derive(Debug, Clone, PartialEq)]
pub struct AbnormalPoints {
    /// The type of the assignment (column 5: `W D L F H Z + -`); `None` (blank) for a penalty
    /// or a bonus.
    pub kind: Option<char>,
    pub points: f64,
    pub round: u32,
    pub players: Vec<u32>,
    /// The record's line in the file.
    pub line: usize,
}

/// The types a `299` record names in column 5 (TRF-2026); blank is a penalty or a bonus.
const ABNORMAL_TYPES: &str = "WDLFHZ+-";

/// The lines of a TRF: TRF16 (Remark 1) ends a line with CR; files use LF and CRLF too, and a
/// file may mix them. Each ending ends one line.
pub fn text_lines(text: &str) -> impl Iterator<Item = &str> {
    let text = text
        .strip_suffix("\r\n")
        .or_else(|| text.strip_suffix(['\r', '\n']))
        .unwrap_or(text);
    let mut rest = Some(text);
    std::iter::from_fn(move || {
        let now = rest?;
        match now.find(['\r', '\n']) {
            Some(at) => {
                let skip = if now[at..].starts_with("\r\n") { 2 } else { 1 };
                rest = Some(&now[at + skip..]);
                Some(&now[..at])
            }
            None => {
                rest = None;
                Some(now)
            }
        }
    })
    .filter(|_| !text.is_empty())
}

/// The records that make a TRF a team tournament's (TRF16 `013` team, TRF26 `310` team
/// records): the arbiter runs individual events, so such a file is refused, not misread.
const TEAM_RECORDS: [&str; 2] = ["013", "310"];

/// TRF16's codes, and TRF-2026's `?`: a result not known yet (a decision postponed, a claim
/// referred): the pairing stands, its score is the `162` record's `X` (default ½).
const RESULT_CODES: &str = "+-WDL1=0HFUZ?";

/// Characters 1-based `from..=to` of a line (by character, not byte), trimmed.
fn cols(chars: &[char], from: usize, to: usize) -> String {
    let start = from.saturating_sub(1).min(chars.len());
    let end = to.min(chars.len());
    chars[start..end]
        .iter()
        .collect::<String>()
        .trim()
        .to_owned()
}

fn col(chars: &[char], at: usize) -> char {
    chars.get(at.saturating_sub(1)).copied().unwrap_or(' ')
}

/// Parse a TRF text. Every `001` record is checked column by column.
pub fn parse(file: &str, text: &str) -> Result<Trf, InteropError> {
    let mut trf = Trf::default();
    for (i, raw) in text_lines(text).enumerate() {
        let line = i + 1;
        let chars: Vec<char> = raw.chars().collect();
        let code: String = chars.iter().take(3).collect();
        let rest = || cols(&chars, 5, chars.len());
        if TEAM_RECORDS.contains(&code.as_str()) {
            return Err(InteropError::parse(
                file,
                line,
                Some(1),
                Said::new("errors-trf-team-file", [("record", code.into())]),
            ));
        }
        match code.as_str() {
            "001" => trf.players.push(player(file, line, &chars)?),
            "012" => trf.name = Some(rest()).filter(|s| !s.is_empty()),
            "222" => trf.time_control = Some(rest()).filter(|s| !s.is_empty()),
            "122" if trf.time_control.is_none() => {
                trf.time_control = Some(rest()).filter(|s| !s.is_empty());
            }
            "142" | "XXR" => {
                let v = rest();
                trf.rounds = Some(v.parse().map_err(|_| {
                    InteropError::parse(file, line, Some(5), found("errors-trf-expected-rounds", v))
                })?);
            }
            "162" => trf.scoring = scoring(file, line, &chars)?,
            "240" => trf.byes.push(bye_record(file, line, &chars)?),
            "299" => trf.abnormal.push(abnormal_record(file, line, &chars)?),
            _ => {}
        }
    }
    check_start_numbers(file, &trf)?;
    Ok(trf)
}

/// One `001` line read alone (no check against the other players): what `export trf` compares
/// the event with. `None` when it does not read.
pub fn read_player_line(line: &str) -> Option<TrfPlayer> {
    let chars: Vec<char> = line.chars().collect();
    player("", 1, &chars).ok()
}

fn player(file: &str, line: usize, chars: &[char]) -> Result<TrfPlayer, InteropError> {
    let err = |column: usize, m: Said| InteropError::parse(file, line, Some(column), m);
    let start = cols(chars, 5, 8);
    let start_no = match start.parse::<u32>() {
        Ok(n) if n > 0 => n,
        _ => {
            return Err(err(5, found("errors-trf-expected-start", start)));
        }
    };
    let name = cols(chars, 15, 47);
    if name.is_empty() {
        return Err(err(15, Said::new("errors-trf-no-name", [])));
    }
    let rating = parse_rating(&cols(chars, 49, 52)).map_err(|m| err(49, m))?;
    let id = cols(chars, 58, 68);
    let fide_id = if id.is_empty() {
        None
    } else {
        match id.parse::<u64>() {
            Ok(0) => None,
            Ok(n) => Some(n),
            Err(_) => {
                return Err(err(58, found("errors-expected-fide-id", id)));
            }
        }
    };
    let mut rounds = Vec::new();
    let mut base = 92;
    while chars.len() >= base {
        let opp = cols(chars, base, base + 3);
        let opponent = match opp.parse::<u32>() {
            _ if opp.is_empty() => None,
            Ok(0) => None,
            Ok(n) => Some(n),
            Err(_) => {
                return Err(err(base, found("errors-trf-expected-opponent", opp)));
            }
        };
        let colour = match col(chars, base + 5).to_ascii_lowercase() {
            'w' => Some('w'),
            'b' => Some('b'),
            '-' | ' ' => None,
            c => {
                return Err(err(base + 5, found("errors-trf-expected-colour", c)));
            }
        };
        let result = match col(chars, base + 7).to_ascii_uppercase() {
            ' ' => None,
            c if RESULT_CODES.contains(c) => Some(c),
            c => {
                return Err(err(base + 7, found("errors-trf-expected-result", c)));
            }
        };
        for gap in [base + 4, base + 6] {
            if col(chars, gap) != ' ' {
                return Err(err(
                    gap,
                    Said::new(
                        "errors-trf-expected-blank",
                        [
                            ("found", col(chars, gap).to_string().into()),
                            ("round", (rounds.len() + 1).into()),
                        ],
                    ),
                ));
            }
        }
        // A forfeit is written without a colour by some programs (Swiss-Chess: `153 - -`):
        // no game was played, so no colour was had.
        if opponent.is_some() && colour.is_none() && !matches!(result, Some('+' | '-')) {
            return Err(err(
                base + 5,
                Said::new(
                    "errors-trf-no-colour",
                    [("round", (rounds.len() + 1).into())],
                ),
            ));
        }
        rounds.push(RoundEntry {
            opponent,
            colour,
            result,
        });
        base += 10;
    }
    Ok(TrfPlayer {
        start_no,
        line,
        title: Some(cols(chars, 11, 13)).filter(|t| !t.is_empty()),
        name,
        rating,
        federation: Some(cols(chars, 54, 56)).filter(|f| !f.is_empty()),
        fide_id,
        rounds,
    })
}

fn scoring(file: &str, line: usize, chars: &[char]) -> Result<Scoring, InteropError> {
    let mut s = Scoring::default();
    let mut pairing_bye_set = false;
    let mut unknown_set = false;
    let mut at = 6;
    while chars.len() >= at {
        let code = col(chars, at).to_ascii_uppercase();
        let value = cols(chars, at + 1, at + 4);
        let points: f64 = value.parse().map_err(|_| {
            InteropError::parse(
                file,
                line,
                Some(at + 1),
                found("errors-trf-expected-points", &value),
            )
        })?;
        // Art. 10 / the event's own scoring: a win 1, a draw ½, a loss or an absence 0, a
        // pairing-allocated bye a win's point. The standings, the report and the exports know
        // no other, so a file that scores otherwise is refused rather than re-scored.
        let standard = match code {
            'W' | 'P' => Some(1.0),
            'D' => Some(0.5),
            'L' | 'A' => Some(0.0),
            _ => None,
        };
        if let Some(expected) = standard
            && (points - expected).abs() > 1e-9
        {
            return Err(InteropError::parse(
                file,
                line,
                Some(at + 1),
                Said::new(
                    "errors-trf-scoring-not-standard",
                    [
                        ("class", code.to_string().into()),
                        ("found", value.into()),
                        ("expected", format!("{expected:.1}").into()),
                    ],
                ),
            ));
        }
        match code {
            'W' => s.win = points,
            'D' => s.draw = points,
            'L' => s.loss = points,
            'A' => s.absence = points,
            'P' => {
                s.pairing_bye = points;
                pairing_bye_set = true;
            }
            'X' => {
                s.unknown = points;
                unknown_set = true;
            }
            c => {
                return Err(InteropError::parse(
                    file,
                    line,
                    Some(at),
                    found("errors-trf-expected-class", c),
                ));
            }
        }
        at += 9;
    }
    if !pairing_bye_set {
        s.pairing_bye = s.win;
    }
    if !unknown_set {
        s.unknown = s.draw;
    }
    Ok(s)
}

fn bye_record(
    file: &str,
    line: usize,
    chars: &[char],
) -> Result<(ByeKind, u32, Vec<u32>, usize), InteropError> {
    let kind = match col(chars, 5).to_ascii_uppercase() {
        'F' => ByeKind::Full,
        'H' => ByeKind::Half,
        'Z' => ByeKind::Zero,
        c => {
            return Err(InteropError::parse(
                file,
                line,
                Some(5),
                found("errors-trf-expected-bye", c),
            ));
        }
    };
    let r = cols(chars, 7, 9);
    let round = r
        .parse::<u32>()
        .map_err(|_| InteropError::parse(file, line, Some(7), found("errors-expected-round", r)))?;
    let mut players = Vec::new();
    let mut at = 11;
    while chars.len() >= at {
        let v = cols(chars, at, at + 3);
        if !v.is_empty() {
            players.push(v.parse::<u32>().map_err(|_| {
                InteropError::parse(file, line, Some(at), found("errors-trf-expected-start", v))
            })?);
        }
        at += 5;
    }
    Ok((kind, round, players, line))
}

/// A `299` record: points (from column 5), round, then the players' starting-rank numbers,
/// each right-aligned in its field as TRF26 writes them.
fn abnormal_record(
    file: &str,
    line: usize,
    chars: &[char],
) -> Result<AbnormalPoints, InteropError> {
    // The type at column 5, when a letter stands there alone (`-0.5` is points, not `-`).
    let kind = Some(col(chars, 5).to_ascii_uppercase())
        .filter(|c| ABNORMAL_TYPES.contains(*c) && col(chars, 6) == ' ');
    // The fields, with the column each starts at (1-based).
    let mut fields: Vec<(usize, String)> = Vec::new();
    let mut at = if kind.is_some() { 5 } else { 4 };
    while at < chars.len() {
        if chars[at] == ' ' {
            at += 1;
            continue;
        }
        let start = at;
        while at < chars.len() && chars[at] != ' ' {
            at += 1;
        }
        fields.push((start + 1, chars[start..at].iter().collect()));
    }
    let mut it = fields.into_iter();
    let (column, value) = it.next().unwrap_or((5, String::new()));
    let points: f64 = value.parse().map_err(|_| {
        InteropError::parse(
            file,
            line,
            Some(column),
            found("errors-trf-expected-points", value),
        )
    })?;
    let (column, value) = it.next().unwrap_or((chars.len() + 1, String::new()));
    let round = value.parse::<u32>().map_err(|_| {
        InteropError::parse(
            file,
            line,
            Some(column),
            found("errors-expected-round", value),
        )
    })?;
    let players = it
        .map(|(column, value)| {
            value.parse::<u32>().map_err(|_| {
                InteropError::parse(
                    file,
                    line,
                    Some(column),
                    found("errors-trf-expected-start", value),
                )
            })
        })
        .collect::<Result<Vec<_>, _>>()?;
    Ok(AbnormalPoints {
        kind,
        points,
        round,
        players,
        line,
    })
}

fn check_start_numbers(file: &str, trf: &Trf) -> Result<(), InteropError> {
    let mut seen: HashMap<u32, usize> = HashMap::new();
    for p in &trf.players {
        if let Some(first) = seen.insert(p.start_no, p.line) {
            return Err(InteropError::parse(
                file,
                p.line,
                Some(5),
                Said::new(
                    "errors-trf-start-twice",
                    [("start", p.start_no.into()), ("first", first.into())],
                ),
            ));
        }
    }
    for p in &trf.players {
        for (r, e) in p.rounds.iter().enumerate() {
            if let Some(o) = e.opponent
                && !seen.contains_key(&o)
            {
                return Err(InteropError::parse(
                    file,
                    p.line,
                    Some(92 + 10 * r),
                    Said::new(
                        "errors-trf-unknown-opponent",
                        [("round", (r + 1).into()), ("opponent", o.into())],
                    ),
                ));
            }
        }
    }
    for &(_, _, ref players, line) in &trf.byes {
        if let Some(at) = players.iter().position(|n| !seen.contains_key(n)) {
            let missing = &players[at];
            return Err(InteropError::parse(
                file,
                line,
                // The players' fields: five columns each from column 11.
                Some(11 + 5 * at),
                Said::new("errors-trf-unknown-player", [("player", (*missing).into())]),
            ));
        }
    }
    Ok(())
}

/// One game's Art. 12.9 score as TRF-2026 writes it (see [`Trf::penalty_scores`]).
#[derive(Debug, Clone, PartialEq)]
pub struct PenaltyScores {
    /// The points each player of such a game got, by (round, starting rank).
    pub points: HashMap<(u32, u32), Points>,
    /// The indices (in [`Trf::abnormal`]) of the `299` records that say them.
    pub records: Vec<usize>,
}

impl Trf {
    /// The scores of Art. 12.9 (½-0, 0-½, 0-0, Art. 10.2) written the TRF-2026 way, as
    /// `export trf --format 2026` writes them: both cells a loss (`0`, or `L` for a game of
    /// fewer than one move each), and each player in exactly one blank-type `299` record of
    /// the round that names no one else, with 0 or ½ points (the reader adds them to the
    /// cells' nothing). Any other `299` is a bonus or a penalty outside the game.
    pub fn penalty_scores(&self) -> PenaltyScores {
        let mut out = PenaltyScores {
            points: HashMap::new(),
            records: Vec::new(),
        };
        let by_no: HashMap<u32, &TrfPlayer> =
            self.players.iter().map(|p| (p.start_no, p)).collect();
        for p in &self.players {
            for (idx, entry) in p.rounds.iter().enumerate() {
                let round = idx as u32 + 1;
                let (Some(o), Some('w'), Some(code @ ('0' | 'L'))) =
                    (entry.opponent, entry.colour, entry.result)
                else {
                    continue;
                };
                let back = by_no.get(&o).and_then(|b| b.rounds.get(idx));
                if back.and_then(|e| e.result) != Some(code) {
                    continue;
                }
                let pair = [p.start_no, o];
                let records: Vec<usize> = self
                    .abnormal
                    .iter()
                    .enumerate()
                    .filter(|(_, a)| {
                        a.kind.is_none()
                            && a.round == round
                            && !a.players.is_empty()
                            && a.players.iter().all(|n| pair.contains(n))
                    })
                    .map(|(i, _)| i)
                    .collect();
                let points_of = |n: u32| -> Option<Points> {
                    let mut with = records
                        .iter()
                        .filter(|&&i| self.abnormal[i].players.contains(&n));
                    let only = with.next()?;
                    if with.next().is_some() {
                        return None;
                    }
                    match self.abnormal[*only].points {
                        x if x.abs() < 1e-9 => Some(Points::Zero),
                        x if (x - 0.5).abs() < 1e-9 => Some(Points::Half),
                        _ => None,
                    }
                };
                if let (Some(w), Some(b)) = (points_of(pair[0]), points_of(pair[1])) {
                    out.points.insert((round, pair[0]), w);
                    out.points.insert((round, pair[1]), b);
                    out.records.extend(records);
                }
            }
        }
        out.records.sort_unstable();
        out.records.dedup();
        out
    }

    /// The last round in which anyone has an opponent.
    pub fn last_paired_round(&self) -> Option<u32> {
        self.players
            .iter()
            .filter_map(|p| p.rounds.iter().rposition(|e| e.opponent.is_some()))
            .max()
            .map(|i| i as u32 + 1)
    }

    /// The last round any player's record or a `240` record says something about (a bye
    /// declared ahead counts).
    pub fn last_round_with_entries(&self) -> u32 {
        let cells = self
            .players
            .iter()
            .filter_map(|p| {
                p.rounds
                    .iter()
                    .rposition(|e| e.opponent.is_some() || e.result.is_some())
            })
            .max()
            .map_or(0, |i| i as u32 + 1);
        let declared = self.byes.iter().map(|b| b.1).max().unwrap_or(0);
        cells.max(declared)
    }

    /// The player with this name (compared loosely: spacing and case ignored).
    pub fn player_named(&self, name: &str) -> Option<&TrfPlayer> {
        let key = normalise_name(name);
        self.players.iter().find(|p| normalise_name(&p.name) == key)
    }

    /// A player's score before `round` (rounds `1..round`).
    pub fn score_before(&self, player: &TrfPlayer, round: u32) -> f64 {
        player
            .rounds
            .iter()
            .take(round.saturating_sub(1) as usize)
            .map(|e| self.scoring.points(e.result))
            .sum()
    }

    /// The boards and byes of one round, boards numbered in C.04.2 order (see the module doc).
    pub fn round(&self, file: &str, round: u32) -> Result<(Vec<Pairing>, Vec<Bye>), InteropError> {
        let by_no: HashMap<u32, &TrfPlayer> =
            self.players.iter().map(|p| (p.start_no, p)).collect();
        let idx = round as usize - 1;
        let mut pairs: Vec<(&TrfPlayer, &TrfPlayer, Option<GameScore>)> = Vec::new();
        let mut byes = Vec::new();
        let penalties = self.penalty_scores().points;
        for p in &self.players {
            let Some(entry) = p.rounds.get(idx) else {
                continue;
            };
            let Some(opp_no) = entry.opponent else {
                let kind = match entry.result {
                    Some('H') => Some(ByeKind::Half),
                    Some('F' | '+') => Some(ByeKind::Full),
                    Some('U') => Some(ByeKind::PairingAllocated),
                    Some('Z' | '-' | '0') => Some(ByeKind::Zero),
                    _ => None,
                };
                if let Some(kind) = kind {
                    byes.push(bye_of(p, round, kind));
                }
                continue;
            };
            let column = Some(92 + 10 * idx);
            let opp = by_no.get(&opp_no).copied().ok_or_else(|| {
                InteropError::parse(
                    file,
                    p.line,
                    column,
                    Said::new(
                        "errors-trf-unknown-opponent",
                        [("round", round.into()), ("opponent", opp_no.into())],
                    ),
                )
            })?;
            let back = opp.rounds.get(idx);
            let expected = match entry.colour {
                Some('w') => Some('b'),
                Some(_) => Some('w'),
                // A forfeit without colours: the other side has none either.
                None => None,
            };
            if back.and_then(|e| e.opponent) != Some(p.start_no)
                || back.and_then(|e| e.colour) != expected
            {
                return Err(InteropError::parse(
                    file,
                    p.line,
                    column,
                    Said::new(
                        "errors-trf-not-paired-back",
                        [
                            ("round", round.into()),
                            ("player", p.name.clone().into()),
                            ("start", p.start_no.into()),
                            ("opponent", opp.name.clone().into()),
                            ("opponent_start", opp.start_no.into()),
                            ("line", opp.line.into()),
                        ],
                    ),
                ));
            }
            // The pair once, from White's record (a forfeit without colours: from the lower
            // starting rank's, who is written White here).
            let white_side = match entry.colour {
                Some(c) => c == 'w',
                None => p.start_no < opp.start_no,
            };
            if white_side {
                let score = entry
                    .result
                    .zip(back.and_then(|e| e.result))
                    .and_then(|(w, b)| GameScore::from_trf_codes(w, b))
                    // An Art. 12.9 score: the `299` records' points on the two losses.
                    .map(|s| {
                        match (
                            penalties.get(&(round, p.start_no)),
                            penalties.get(&(round, opp.start_no)),
                        ) {
                            (Some(&white), Some(&black)) => GameScore { white, black, ..s },
                            _ => s,
                        }
                    });
                // `?` on both sides: paired, the result not known yet (no score recorded).
                let unknown = entry.result == Some('?') && back.and_then(|e| e.result) == Some('?');
                if entry.result.is_some() && score.is_none() && !unknown {
                    return Err(InteropError::parse(
                        file,
                        p.line,
                        Some(92 + 10 * idx + 7),
                        Said::new(
                            "errors-trf-results-mismatch",
                            [
                                ("round", round.into()),
                                ("player", p.name.clone().into()),
                                ("opponent", opp.name.clone().into()),
                                ("line", opp.line.into()),
                            ],
                        ),
                    ));
                }
                pairs.push((p, opp, score));
            }
        }
        for &(kind, r, ref numbers, line) in &self.byes {
            if r != round {
                continue;
            }
            for (at, n) in numbers.iter().enumerate() {
                if let Some(p) = by_no.get(n)
                    && p.rounds.get(idx).and_then(|e| e.opponent).is_some()
                {
                    return Err(InteropError::parse(
                        file,
                        line,
                        Some(11 + 5 * at),
                        Said::new(
                            "errors-trf-bye-and-paired",
                            [
                                ("round", round.into()),
                                ("player", p.name.clone().into()),
                                ("start", (*n).into()),
                                ("line", p.line.into()),
                            ],
                        ),
                    ));
                }
                if let Some(p) = by_no.get(n)
                    && !byes.iter().any(|b: &Bye| b.start_no == Some(*n))
                {
                    byes.push(bye_of(p, round, kind));
                }
            }
        }
        let score = |p: &TrfPlayer| self.score_before(p, round);
        pairs.sort_by(|a, b| {
            let key = |(w, bl, _): &(&TrfPlayer, &TrfPlayer, Option<GameScore>)| {
                let (sw, sb) = (score(w), score(bl));
                (sw.max(sb), sw + sb, w.start_no.min(bl.start_no))
            };
            let (ka, kb) = (key(a), key(b));
            kb.0.total_cmp(&ka.0)
                .then(kb.1.total_cmp(&ka.1))
                .then(ka.2.cmp(&kb.2))
        });
        let pairings = pairs
            .into_iter()
            .enumerate()
            .map(|(i, (w, b, result))| Pairing {
                round,
                board: i as u32 + 1,
                white: w.name.clone(),
                black: b.name.clone(),
                white_fide_id: w.fide_id,
                black_fide_id: b.fide_id,
                white_rating: w.rating,
                black_rating: b.rating,
                white_title: w.title.clone(),
                black_title: b.title.clone(),
                white_start_no: Some(w.start_no),
                black_start_no: Some(b.start_no),
                result: result.map(|score| score.text()),
                line: w.line,
            })
            .collect();
        byes.sort_by_key(|b| b.start_no);
        Ok((pairings, byes))
    }
}

fn bye_of(p: &TrfPlayer, round: u32, kind: ByeKind) -> Bye {
    Bye {
        round,
        player: p.name.clone(),
        fide_id: p.fide_id,
        start_no: Some(p.start_no),
        kind,
    }
}

/// Read the pairings of one round from a TRF, or, when `round` is `None`, of every round: the
/// played rounds with their results, the last paired round as boards, and the byes of every
/// round, those declared for rounds not paired yet included (a `0000 - Z` cell or a `240`
/// record ahead of the pairing).
pub fn parse_pairings(
    file: &str,
    text: &str,
    round: Option<u32>,
) -> Result<PairingSet, InteropError> {
    let trf = parse(file, text)?;
    if trf.players.is_empty() {
        return Err(InteropError::content(
            file,
            Said::new("errors-trf-no-players", []),
        ));
    }
    let (pairings, byes) = match round {
        Some(0) => {
            return Err(InteropError::content(
                file,
                Said::new("errors-export-round-zero", []),
            ));
        }
        Some(r) => {
            let (pairings, byes) = trf.round(file, r)?;
            if pairings.is_empty() {
                return Err(InteropError::content(
                    file,
                    Said::new("errors-trf-round-not-paired", [("round", r.into())]),
                ));
            }
            (pairings, byes)
        }
        None => {
            let last = trf.last_paired_round().ok_or_else(|| {
                InteropError::content(file, Said::new("errors-trf-no-round-paired", []))
            })?;
            let mut pairings = Vec::new();
            let mut byes = Vec::new();
            for r in 1..=trf.last_round_with_entries().max(last) {
                let (p, b) = trf.round(file, r)?;
                pairings.extend(p);
                byes.extend(b);
            }
            (pairings, byes)
        }
    };
    Ok(PairingSet {
        format: PairingFormat::Trf,
        pairings,
        byes,
        event: trf.name,
        time_control: trf.time_control,
    })
}

/// The round dates of a TRF's `132` record (TRF16: one `YY/MM/DD` a round, from column 92, ten
/// columns a round); a date that does not read is left out.
pub fn round_dates(text: &str) -> Vec<(u32, chrono::NaiveDate)> {
    let mut out = Vec::new();
    for line in text_lines(text).filter(|l| l.starts_with("132")) {
        let chars: Vec<char> = line.chars().collect();
        for round in 1u32.. {
            let from = super::trf_out::DATE_COLUMN + 10 * (round as usize - 1);
            if from > chars.len() {
                break;
            }
            let field = cols(&chars, from, from + 7);
            if let Ok(date) = chrono::NaiveDate::parse_from_str(&field, "%y/%m/%d") {
                out.push((round, date));
            }
        }
    }
    out
}

/// "expected …, found 'x'" (`key`), in the arbiter's language.
fn found(key: &'static str, text: impl std::fmt::Display) -> Said {
    Said::new(key, [("found", text.to_string().into())])
}
