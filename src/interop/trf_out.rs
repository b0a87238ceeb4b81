//! A whole tournament out as a FIDE TRF16 file (issue 17), so that the pairing program (or any
//! engine that reads TRF) can pair the next round: the `001` player lines with every round's
//! entry in the pairing programs' notation — opponent's starting rank, colour, result code
//! (1 = 0 played, + - forfeits, W D L games of fewer than one move each, H F U Z byes with
//! opponent `0000`) — and the points column counting byes as the pairing program does
//! (TRF default scoring: U and F a win, H a draw, Z nothing).

use std::collections::{BTreeMap, HashMap};

use crate::event::Player;

use super::ByeKind;
use super::trf::TrfPlayer;

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

/// What `export trf` writes besides the players and their rounds.
#[derive(Debug, Clone)]
pub struct TrfHeader<'a> {
    /// The event's name (`012`, when the imported file had none).
    pub event: &'a str,
    /// The tournament's total number of rounds (`XXR`, `142`); `None` when the event does not
    /// know it (the imported file's record is then written back as it was).
    pub total_rounds: Option<u32>,
    /// The records of the last TRF imported (its `001` lines included, see [`kept_records`]).
    pub kept: &'a [KeptRecord],
    /// The rounds' dates (`132`).
    pub dates: &'a BTreeMap<u32, chrono::NaiveDate>,
    /// TRF16 (with JaVaFo's `XXR`), or TRF-2026 (also `142`, `222`, `###` integrity comments).
    pub format: TrfFormat,
    /// The event's time control, TRF-2026 `222` encoding (`40/5400+30:1800+30`).
    pub control: Option<String>,
    /// TRF-2026: the integrity events of the log as `###` comment lines (see
    /// [`correction_comment`]), written after the player lines.
    pub comments: Vec<String>,
}

/// Which TRF `export trf` writes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum TrfFormat {
    /// FIDE TRF16 with `XXR` (TRFx), what every pairing program reads.
    #[default]
    Trf16,
    /// TRF-2026 (FIDE Council 12/05/2025): `142` total rounds, `222` time control, `?` for a
    /// result not known yet, `###` integrity comments.
    Trf2026,
}

/// A result taken back and replaced after it was recorded, as FIDE's endorsement manual writes
/// it in a TRF's comments: `### Correction @ Round 3: board 3.2 A – B: 1-0 taken back by alice, now 0-1`.
pub fn correction_comment(
    round: u32,
    board: &str,
    players: (&str, &str),
    was: &str,
    who: &str,
    now: &str,
) -> String {
    format!(
        "### Correction @ Round {round}: board {board} {} – {}: {was} taken back by {who}, now {now}",
        players.0, players.1
    )
}

/// A board re-paired after its round was paired (`import pairings --replace`, recorded on the
/// board's chained log), in the same form: `### Correction @ Round 2: board 2.1 A – B:
/// re-paired by alice from r2.trf, now A – C`.
pub fn repairing_comment(
    round: u32,
    board: &str,
    r: &crate::event::Repairing,
    who: &str,
) -> String {
    let one_line = |s: &str| s.replace(['\n', '\r'], " ");
    format!(
        "### Correction @ Round {round}: board {board} {} – {}: re-paired by {who} from {}, now {} – {}",
        one_line(&r.was_white),
        one_line(&r.was_black),
        one_line(&r.file),
        one_line(&r.white),
        one_line(&r.black),
    )
}

/// The TRF of an event with `rounds` rounds so far: `players` (each with a starting rank),
/// `entries` by (player id, round), and the records of the last TRF imported that the event
/// does not model written back in their place — header records before the player lines in
/// the file's order, the rest after them. The records the event writes (`012` and `062` when
/// the file had none or a different count, `XXR` and `142` the tournament's total rounds,
/// never the rounds played so far, `132` the event's dates) take the place of the file's,
/// once. A player imported from a TRF keeps every field of the file's line the event did
/// not change (sex, birth date, the rank column while no score changed, each round's cell as
/// written while it means what the event holds).
pub fn write_trf(
    header: &TrfHeader<'_>,
    players: &[Player],
    rounds: u32,
    entries: &HashMap<(u32, u32), RoundEntry>,
) -> String {
    let kept = header.kept;
    let code_of = |line: &str| line.chars().take(3).collect::<String>();
    let scoring = kept
        .iter()
        .find(|k| code_of(&k.line) == "162")
        .and_then(|k| super::trf::parse("", &k.line).ok())
        .map(|t| t.scoring)
        .unwrap_or_default();
    // The imported file's `299` records that were a game's Art. 12.9 score: the event's result
    // for that game says it now (their kept lines, numbered from 1 as the file read whole).
    let file = kept
        .iter()
        .map(|k| k.line.as_str())
        .collect::<Vec<_>>()
        .join("\n");
    let absorbed: Vec<usize> = super::trf::parse("", &file)
        .map(|f| {
            f.penalty_scores()
                .records
                .into_iter()
                .map(|i| f.abnormal[i].line - 1)
                .collect()
        })
        .unwrap_or_default();
    let mut abnormal: Vec<super::trf::AbnormalPoints> = kept
        .iter()
        .enumerate()
        .filter(|(i, k)| code_of(&k.line) == "299" && !absorbed.contains(i))
        .filter_map(|(_, k)| super::trf::parse("", &k.line).ok())
        .flat_map(|t| t.abnormal)
        .collect();
    // TRF-2026: the event's Art. 12.9 scores as two losses and `299` records of the points.
    let (entries, penalties) = match header.format {
        TrfFormat::Trf2026 => penalty_records(players, entries),
        TrfFormat::Trf16 => (entries.clone(), Vec::new()),
    };
    let entries = &entries;
    abnormal.extend(penalties.iter().cloned());
    let penalty_lines: Vec<String> = penalties.iter().map(abnormal_line).collect();
    let mut penalties_written = false;
    let originals: HashMap<u32, (TrfPlayer, &str)> = kept
        .iter()
        .filter(|k| code_of(&k.line) == "001")
        .filter_map(|k| {
            let p = super::trf::read_player_line(&k.line)?;
            Some((p.start_no, (p, k.line.as_str())))
        })
        .collect();
    let mut players: Vec<&Player> = players.iter().collect();
    players.sort_by_key(|p| p.start_rank);
    let points = |p: &Player| -> f64 {
        let games: f64 = (1..=rounds)
            .filter_map(|r| entries.get(&(p.id, r)))
            .map(|e| scoring.points(e.code()))
            .sum();
        let outside: f64 = abnormal
            .iter()
            .filter(|a| p.start_rank.is_some_and(|n| a.players.contains(&n)))
            .map(|a| a.points)
            .sum();
        // `+ 0.0`: a sum of nothing is -0.0 in Rust, which a reader refuses.
        games + outside + 0.0
    };
    let totals: HashMap<u32, f64> = players.iter().map(|p| (p.id, points(p))).collect();
    // The file's rank column stands while every imported player's score is the file's.
    let ranks_stand = !originals.is_empty()
        && players.iter().all(|p| {
            p.start_rank
                .and_then(|n| originals.get(&n))
                .is_some_and(|(_, line)| {
                    points_field(line).is_some_and(|f| (f - totals[&p.id]).abs() < 1e-9)
                })
        });
    // The standings rank (col. 86–89): points, then starting rank.
    let mut order: Vec<(&Player, f64)> = players.iter().map(|p| (*p, totals[&p.id])).collect();
    order.sort_by(|a, b| {
        b.1.total_cmp(&a.1)
            .then(a.0.start_rank.cmp(&b.0.start_rank))
    });
    let place: HashMap<u32, usize> = order
        .iter()
        .enumerate()
        .map(|(i, (p, _))| (p.id, i + 1))
        .collect();
    let ours = event_records(header, players.len(), rounds);
    let mut out = String::new();
    let missing: Vec<&String> = ours
        .iter()
        .filter(|line| !kept.iter().any(|k| code_of(&k.line) == code_of(line)))
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
    let mut write_kept = |out: &mut String, k: &KeptRecord| {
        let code = code_of(&k.line);
        match ours.iter().find(|l| code_of(l) == code) {
            // The event's record in the file's record's place (once).
            Some(line) if !written.contains(&code) => {
                out.push_str(line);
                written.push(code);
            }
            Some(_) => return,
            None => out.push_str(&crate::text::for_output(&k.line)),
        }
        out.push('\n');
    };
    // The event's `299` lines in the place of the file's first that they replace, else at
    // the end of the header.
    let mut write_penalties = |out: &mut String| {
        if !std::mem::replace(&mut penalties_written, true) {
            for line in &penalty_lines {
                out.push_str(line);
                out.push('\n');
            }
        }
    };
    for (i, k) in kept.iter().enumerate() {
        if k.part != TrfPart::Header {
            continue;
        }
        if absorbed.contains(&i) {
            write_penalties(&mut out);
        } else {
            write_kept(&mut out, k);
        }
    }
    for line in last {
        out.push_str(line);
        out.push('\n');
    }
    write_penalties(&mut out);
    // Rounds after the last one with a game hold only byes declared ahead: the other players'
    // cells stay blank there (not paired yet), not absences.
    let last_game = entries
        .iter()
        .filter(|(_, e)| matches!(e, RoundEntry::Game { .. }))
        .map(|((_, r), _)| *r)
        .max()
        .unwrap_or(0);
    for p in players {
        let mut line = player_line(p, totals[&p.id], place.get(&p.id).copied().unwrap_or(0));
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
                None if r > last_game => " ".repeat(8),
                // Not paired in the round (joined later, withdrew): an absence.
                None => "0000 - Z".to_owned(),
            };
            line.push_str("  ");
            line.push_str(&cell);
        }
        if let Some((original, text)) = p.start_rank.and_then(|n| originals.get(&n)) {
            line = keep_file_fields(&line, text, original, ranks_stand);
        }
        out.push_str(&crate::text::for_output(line.trim_end()));
        out.push('\n');
    }
    for (_, k) in kept.iter().enumerate().filter(|(i, k)| {
        k.part == TrfPart::Trailer && code_of(&k.line) != "001" && !absorbed.contains(i)
    }) {
        write_kept(&mut out, k);
    }
    if header.format == TrfFormat::Trf2026 {
        for line in &header.comments {
            // A comment already in the file (imported back) is not written twice.
            if !kept.iter().any(|k| &k.line == line) {
                out.push_str(&crate::text::for_output(line));
                out.push('\n');
            }
        }
    }
    out
}

/// The Art. 12.9 scores (½-0, 0-½, 0-0, Art. 10.2) among `entries` the TRF-2026 way: each
/// such game's two cells a loss (`0`, `L` for a game of fewer than one move each) and `299`
/// records (blank type: points outside the game's result) giving each player the points the
/// arbiter scored, so that a reader that adds `299` to the cells has the event's totals; one
/// record for both players when they got the same. `crate::interop::trf::Trf::penalty_scores`
/// reads them back.
fn penalty_records(
    players: &[Player],
    entries: &HashMap<(u32, u32), RoundEntry>,
) -> (
    HashMap<(u32, u32), RoundEntry>,
    Vec<super::trf::AbnormalPoints>,
) {
    let id_of: HashMap<u32, u32> = players
        .iter()
        .filter_map(|p| Some((p.start_rank?, p.id)))
        .collect();
    let mut out = entries.clone();
    let mut records = Vec::new();
    let mut games: Vec<(u32, u32, u32, u32, char, char)> = entries
        .iter()
        .filter_map(|(&(id, round), e)| match *e {
            RoundEntry::Game {
                opponent,
                colour: 'w',
                code: Some(w),
            } => {
                let black = *id_of.get(&opponent)?;
                let b = out.get(&(black, round))?.code()?;
                let rank = players.iter().find(|p| p.id == id)?.start_rank?;
                Some((round, rank, id, black, w, b))
            }
            _ => None,
        })
        .collect();
    games.sort_unstable();
    let half = |c: char| matches!(c, '=' | 'D');
    for (round, white_rank, white, black, w, b) in games {
        let (loss, points) = match (w, b) {
            ('=', '0') | ('0', '=') | ('0', '0') => ('0', (half(w), half(b))),
            ('D', 'L') | ('L', 'D') | ('L', 'L') => ('L', (half(w), half(b))),
            _ => continue,
        };
        for id in [white, black] {
            if let Some(RoundEntry::Game { code, .. }) = out.get_mut(&(id, round)) {
                *code = Some(loss);
            }
        }
        let value = |h: bool| if h { 0.5 } else { 0.0 };
        let black_rank = match entries.get(&(white, round)) {
            Some(RoundEntry::Game { opponent, .. }) => *opponent,
            _ => continue,
        };
        let record = |points: f64, players: Vec<u32>| super::trf::AbnormalPoints {
            kind: None,
            points,
            round,
            players,
            line: 0,
        };
        if points.0 == points.1 {
            records.push(record(value(points.0), vec![white_rank, black_rank]));
        } else {
            records.push(record(value(points.0), vec![white_rank]));
            records.push(record(value(points.1), vec![black_rank]));
        }
    }
    (out, records)
}

/// A `299` record as TRF-2026 lays it out: the type at column 5, the points in 14–17, the
/// round in 20–22, then each player's starting rank in four columns after a blank.
fn abnormal_line(a: &super::trf::AbnormalPoints) -> String {
    let mut line = format!(
        "299 {}{:>12.1}{:>5}",
        a.kind.unwrap_or(' '),
        a.points,
        a.round
    );
    for n in &a.players {
        line.push_str(&format!(" {n:>4}"));
    }
    line
}

/// The records the event writes itself: `012` its name, `062` its number of players, the
/// total rounds as `XXR` (TRFx) and `142` (TRF26) when known (at least the `rounds` paired),
/// `132` its rounds' dates.
fn event_records(header: &TrfHeader<'_>, players: usize, rounds: u32) -> Vec<String> {
    let code_of = |line: &str| line.chars().take(3).collect::<String>();
    let kept = |code: &str| header.kept.iter().find(|k| code_of(&k.line) == code);
    let one_line = |s: &str| s.replace(['\n', '\r'], " ");
    let mut ours = Vec::new();
    // The pairing program's name for the tournament stands; the event names a file it starts.
    if kept("012").is_none() {
        ours.push(format!("012 {}", one_line(header.event)));
    }
    // `062` with its extra text stands while it counts the players.
    let counted = kept("062").and_then(|k| {
        k.line
            .get(4..)?
            .split_whitespace()
            .next()?
            .parse::<usize>()
            .ok()
    });
    // A file imported without one gets none (the round trip adds nothing); a file the event
    // starts gets one.
    if counted.is_some_and(|n| n != players) || header.kept.is_empty() {
        ours.push(format!("062 {players}"));
    }
    let trf26 = header.format == TrfFormat::Trf2026;
    // Unknown: the file's record stands; none is invented from the rounds played so far,
    // which a pairing program would read as the tournament's end.
    if let Some(total) = header.total_rounds {
        // Never fewer than the rounds already paired: the reader refuses that.
        let total = total.max(rounds);
        ours.push(format!("XXR {total}"));
        if kept("142").is_some() || trf26 {
            ours.push(format!("142 {total}"));
        }
    }
    // TRF-2026 `162`: the event's scoring (Art. 10.1), stated, in the columns TRF-2026 gives
    // it (a class letter at column 6, its points in 7–10, every nine columns). `A` (an
    // absence, 0) and `X` (a result not known yet, a draw's) are left to their defaults:
    // bbpPairings refuses both letters. An imported file's `162` stands: the import takes only
    // the standard scoring.
    if trf26 && kept("162").is_none() {
        ours.push(scoring_record(&super::trf::Scoring::default()));
    }
    if trf26 && kept("222").is_none() {
        ours.extend(
            header
                .control
                .as_ref()
                .map(|c| format!("222 {}", one_line(c))),
        );
    }
    let file_dates = kept("132").map(|k| crate::text::for_output(&k.line));
    ours.extend(dates_record(file_dates.as_deref(), header.dates));
    ours
}

/// The `162` record of `scoring`: wins (and forfeit wins, full-point byes), draws (and
/// half-point byes), losses, and the pairing-allocated bye.
pub fn scoring_record(scoring: &super::trf::Scoring) -> String {
    let mut line = String::from("162");
    for (class, points) in [
        ('W', scoring.win),
        ('D', scoring.draw),
        ('L', scoring.loss),
        ('P', scoring.pairing_bye),
    ] {
        // Columns 4–5 blank, then the class at 6 and the points at 7–10; each next class
        // nine columns on (15, 24, 33).
        let gap = if line.len() == 3 { 2 } else { 4 };
        line.push_str(&" ".repeat(gap));
        line.push(class);
        line.push_str(&format!("{points:>4.1}"));
    }
    line
}

/// A player's `001` line as the event knows the player (TRF16 columns), up to the rank column.
fn player_line(p: &Player, points: f64, place: usize) -> String {
    let one_line = |s: &str| s.replace(['\n', '\r'], " ");
    let name: String = one_line(&p.name).chars().take(33).collect();
    let title: String = p.title.as_deref().unwrap_or("").chars().take(3).collect();
    let fed: String = p
        .federation
        .as_deref()
        .unwrap_or("")
        .chars()
        .take(3)
        .collect();
    format!(
        "001 {:>4}  {:>3} {:<33} {:>4} {:<3} {:>11} {:<10} {:>4.1} {:>4}",
        p.start_rank.unwrap_or(0),
        title,
        name,
        p.rating.map_or(String::new(), |r| r.to_string()),
        fed,
        p.fide_id.map_or(String::new(), |i| i.to_string()),
        "",
        points,
        place,
    )
}

/// The points column (81–84) of a `001` line, when it reads.
fn points_field(line: &str) -> Option<f64> {
    let chars: Vec<char> = line.chars().collect();
    chars
        .get(80..84)?
        .iter()
        .collect::<String>()
        .trim()
        .parse()
        .ok()
}

/// `ours` (a line written from the event) with the imported line's text wherever the two say
/// the same: the fields the event does not model (sex 10, birth date 70–79), every field whose value the event did not change, the rank column while
/// `ranks_stand`, and each round's cell while it means what the event holds (a blank cell and
/// `0000 - Z`, `0` and `0000` as no opponent, a forfeit without colours).
fn keep_file_fields(ours: &str, file: &str, original: &TrfPlayer, ranks_stand: bool) -> String {
    let mut out: Vec<char> = ours.chars().collect();
    let theirs: Vec<char> = file.chars().collect();
    let field = |chars: &[char], from: usize, to: usize| -> String {
        chars
            .get(from - 1..to.min(chars.len()))
            .map_or(String::new(), |c| c.iter().collect::<String>())
            .trim()
            .to_owned()
    };
    let width = out.len().max(theirs.len());
    out.resize(width, ' ');
    let take = |out: &mut Vec<char>, from: usize, to: usize| {
        for (i, c) in out.iter_mut().enumerate().take(to).skip(from - 1) {
            *c = theirs.get(i).copied().unwrap_or(' ');
        }
    };
    // Sex, and the birth date: the event does not model them.
    take(&mut out, 10, 10);
    take(&mut out, 70, 79);
    // Title, name, rating, federation, FIDE id, points: the file's text while equal in value.
    for (from, to) in [(11, 13), (15, 47), (49, 52), (54, 56), (58, 68), (81, 84)] {
        let (a, b) = (field(&out, from, to), field(&theirs, from, to));
        let same = a == b
            || (from == 15
                && super::pairing::normalise_name(&a) == super::pairing::normalise_name(&b))
            || (from == 58 && a.trim_start_matches('0') == b.trim_start_matches('0'))
            || (from == 81 && a.parse::<f64>().ok() == b.parse::<f64>().ok() && !a.is_empty());
        if same {
            take(&mut out, from, to);
        }
    }
    if ranks_stand {
        take(&mut out, 86, 89);
    }
    let ours_text: String = out.iter().collect();
    let Some(mine) = super::trf::read_player_line(ours_text.trim_end()) else {
        return ours.to_owned();
    };
    for (r, cell) in mine.rounds.iter().enumerate() {
        let theirs_cell = original
            .rounds
            .get(r)
            .copied()
            .unwrap_or(super::trf::RoundEntry {
                opponent: None,
                colour: None,
                result: None,
            });
        if same_cell(cell, &theirs_cell) {
            let from = 92 + 10 * r;
            take(&mut out, from - 2, from + 7);
        }
    }
    out.into_iter().collect::<String>().trim_end().to_owned()
}

/// Two round cells that mean the same to a pairing program.
fn same_cell(ours: &super::trf::RoundEntry, file: &super::trf::RoundEntry) -> bool {
    let result = |e: &super::trf::RoundEntry| match (e.opponent, e.result) {
        // No opponent: a blank or `-` result is an absence (`Z`); `+` a full point (`F`).
        (None, None | Some('-' | '0')) => Some('Z'),
        (None, Some('+')) => Some('F'),
        (_, r) => r,
    };
    let colour_same = ours.colour == file.colour
        || (file.colour.is_none() && matches!(file.result, Some('+' | '-')))
        || ours.opponent.is_none();
    ours.opponent == file.opponent && result(ours) == result(file) && colour_same
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

/// The records of TRF `text`, in order, each marked as before or after the first `001` line;
/// blank lines are not kept. The `001` player lines are kept too (after the first): the event
/// models most of their fields, and [`write_trf`] writes the rest back from them.
pub fn kept_records(text: &str) -> Vec<KeptRecord> {
    let mut part = TrfPart::Header;
    let mut out = Vec::new();
    for line in super::trf::text_lines(text) {
        let line = line.trim_end();
        if line.starts_with("001") {
            part = TrfPart::Trailer;
        }
        if !line.trim().is_empty() {
            out.push(KeptRecord {
                part,
                line: line.to_owned(),
            });
        }
    }
    out
}
