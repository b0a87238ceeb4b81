//! A whole tournament out as a FIDE TRF16 file (issue 17), so that the pairing program (or any
//! engine that reads TRF) can pair the next round: the `001` player lines with every round's
//! entry in the pairing programs' notation — opponent's starting rank, colour, result code
//! (1 = 0 played, + - forfeits, W D L games of fewer than one move each, H F U Z byes with
//! opponent `0000`) — and the points column counting byes as the pairing program does
//! (TRF default scoring: U and F a win, H a draw, Z nothing).

use std::collections::HashMap;

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
/// starting rank) in rank order, `entries` by (player id, round).
pub fn write_trf(
    event: &str,
    players: &[Player],
    rounds: u32,
    entries: &HashMap<(u32, u32), RoundEntry>,
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
    let mut out = format!("012 {}\n", one_line(event));
    out.push_str(&format!("062 {}\n", players.len()));
    out.push_str(&format!("XXR {rounds}\n"));
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
    out
}
