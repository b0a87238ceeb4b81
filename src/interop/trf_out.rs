//! A whole tournament out as a FIDE TRF16 file (issue 17), so that the pairing program (or any
//! engine that reads TRF) can pair the next round: the `001` player lines with every round's
//! entry in the pairing programs' notation — opponent's starting rank, colour, result code
//! (1 = 0 played, + - forfeits, W D L games of fewer than one move each, H F U Z byes with
//! opponent `0000`) — and the points column counting byes as the pairing program does
//! (TRF default scoring: U and F a win, H a draw, Z nothing).

use std::collections::{BTreeMap, HashMap};

use crate::event::Player;

use super::ByeKind;
use super::trf::Scoring;

/// One player's entry in one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RoundEntry {
    /// A game: the opponent's starting rank, the colour (`'w'`/`'b'`), the result code
    /// (`None` while it is being played).
    Game {
        opponent: u32,
        colour: char,
        code: Option<char>,
    },
    Bye(ByeKind),
}

impl RoundEntry {
    /// The result code (byes: H, F, U, Z).
    pub fn code(&self) -> Option<char> {
        match self {
            RoundEntry::Game { code, .. } => *code,
            RoundEntry::Bye(kind) => Some(match kind {
                ByeKind::Half => 'H',
                ByeKind::Full => 'F',
                ByeKind::PairingAllocated => 'U',
                ByeKind::Zero => 'Z',
            }),
        }
    }
}

/// The TRF of the event named `event` with `rounds` rounds so far: `players` (each with a
/// starting rank) in rank order, `entries` by (player id, round), and the records of the last
/// TRF imported that the event does not model (`kept`, TRF26) written back in their place —
/// header records before the player lines in the file's order (the records written here from
/// the event, `012`, `062` and `XXR`, take the place of the file's), the rest after them.
pub fn write_trf(
    event: &str,
    players: &[Player],
    rounds: u32,
    entries: &HashMap<(u32, u32), RoundEntry>,
    kept: &[KeptRecord],
    dates: &BTreeMap<u32, chrono::NaiveDate>,
) -> String {
    let scoring = Scoring::default();
    let mut players: Vec<&Player> = players.iter().collect();
    players.sort_by_key(|p| p.start_rank);
    let points = |p: &Player| -> f64 {
        (1..=rounds)
            .filter_map(|r| entries.get(&(p.id, r)))
            .map(|e| scoring.points(e.code()))
            .sum()
    };
    // The standings rank (col. 86–89): points, then starting rank.
    let mut order: Vec<(&Player, f64)> = players.iter().map(|p| (*p, points(p))).collect();
    order.sort_by(|a, b| {
        b.1.total_cmp(&a.1)
            .then(a.0.start_rank.cmp(&b.0.start_rank))
    });
    let place: HashMap<u32, usize> = order
        .iter()
        .enumerate()
        .map(|(i, (p, _))| (p.id, i + 1))
        .collect();
    let one_line = |s: &str| s.replace(['\n', '\r'], " ");
    let code_of = |line: &str| line.chars().take(3).collect::<String>();
    let header: Vec<&KeptRecord> = kept.iter().filter(|k| k.part == TrfPart::Header).collect();
    let mut ours = vec![
        format!("012 {}", one_line(event)),
        format!("062 {}", players.len()),
        format!("XXR {rounds}"),
    ];
    let file_dates = header
        .iter()
        .find(|k| code_of(&k.line) == "132")
        .map(|k| crate::text::for_output(&k.line));
    ours.extend(dates_record(file_dates.as_deref(), dates));
    let mut out = String::new();
    let missing: Vec<&String> = ours
        .iter()
        .filter(|line| !header.iter().any(|k| code_of(&k.line) == code_of(line)))
        .collect();
    // Ours that the file did not have: the tournament's name first, the others at the end of
    // the header, next to the player lines they count.
    let (first, last): (Vec<&String>, Vec<&String>) =
        missing.into_iter().partition(|l| l.starts_with("012"));
    for line in first {
        out.push_str(line);
        out.push('\n');
    }
    let mut written = Vec::new();
    for k in header {
        let code = code_of(&k.line);
        match ours.iter().find(|l| code_of(l) == code) {
            // The event's record in the file's record's place (once).
            Some(line) if !written.contains(&code) => {
                out.push_str(line);
                written.push(code);
            }
            Some(_) => continue,
            None => out.push_str(&crate::text::for_output(&k.line)),
        }
        out.push('\n');
    }
    for line in last {
        out.push_str(line);
        out.push('\n');
    }
    for p in players {
        let name: String = one_line(&p.name).chars().take(33).collect();
        let title: String = p.title.as_deref().unwrap_or("").chars().take(3).collect();
        let fed: String = p
            .federation
            .as_deref()
            .unwrap_or("")
            .chars()
            .take(3)
            .collect();
        let mut line = format!(
            "001 {:>4}  {:>3} {:<33} {:>4} {:<3} {:>11} {:<10} {:>4.1} {:>4}",
            p.start_rank.unwrap_or(0),
            title,
            name,
            p.rating.map_or(String::new(), |r| r.to_string()),
            fed,
            p.fide_id.map_or(String::new(), |i| i.to_string()),
            "",
            points(p),
            place.get(&p.id).copied().unwrap_or(0),
        );
        for r in 1..=rounds {
            let cell = match entries.get(&(p.id, r)) {
                Some(RoundEntry::Game {
                    opponent,
                    colour,
                    code,
                }) => format!("{opponent:>4} {colour} {}", code.unwrap_or(' ')),
                Some(bye @ RoundEntry::Bye(_)) => {
                    format!("0000 - {}", bye.code().unwrap_or('Z'))
                }
                // Not paired in the round (joined later, withdrew): an absence.
                None => "0000 - Z".to_owned(),
            };
            line.push_str("  ");
            line.push_str(&cell);
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    for k in kept.iter().filter(|k| k.part == TrfPart::Trailer) {
        out.push_str(&crate::text::for_output(&k.line));
        out.push('\n');
    }
    out
}

/// The first column of round 1's date in a `132` record (TRF16: YY/MM/DD from column 92, ten
/// columns a round); `crate::interop::trf::round_dates` reads it.
pub const DATE_COLUMN: usize = 92;

/// The `132` record (the rounds' dates) with the event's `dates`: the file's record as it was
/// when its dates are the event's, else its text with each round's field written from the
/// event (blank where the event has no date), or a new record when the file had none and the
/// event has dates (`round date`, issue 17).
fn dates_record(file: Option<&str>, dates: &BTreeMap<u32, chrono::NaiveDate>) -> Option<String> {
    let read: BTreeMap<u32, chrono::NaiveDate> = file
        .map(|l| super::trf::round_dates(l).into_iter().collect())
        .unwrap_or_default();
    if read == *dates {
        return file.map(str::to_owned);
    }
    let mut chars: Vec<char> = file.unwrap_or("132").chars().collect();
    let last = dates.keys().chain(read.keys()).copied().max().unwrap_or(0);
    for round in 1..=last {
        let from = DATE_COLUMN - 1 + 10 * (round as usize - 1);
        if chars.len() < from + 8 {
            chars.resize(from + 8, ' ');
        }
        let field = dates
            .get(&round)
            .map_or_else(|| " ".repeat(8), |d| d.format("%y/%m/%d").to_string());
        for (i, c) in field.chars().enumerate() {
            chars[from + i] = c;
        }
    }
    Some(chars.into_iter().collect::<String>().trim_end().to_owned())
}

pub use crate::event::pairing_file::{KeptRecord, TrfPart};

/// The records of TRF `text` other than the `001` player lines (which the event models and
/// writes from its players and boards), in order, each marked as before or after the first
/// `001` line; blank lines are not kept.
pub fn kept_records(text: &str) -> Vec<KeptRecord> {
    let mut part = TrfPart::Header;
    let mut out = Vec::new();
    for line in text.lines() {
        let line = line.trim_end_matches(['\r', '\n']).trim_end();
        if line.starts_with("001") {
            part = TrfPart::Trailer;
        } else if !line.trim().is_empty() {
            out.push(KeptRecord {
                part,
                line: line.to_owned(),
            });
        }
    }
    out
}
