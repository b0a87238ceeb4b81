//! The players of the event (issue 17): one list per event file, filled from the pairing
//! program's files or `arbiter players add`; boards refer to them and exports take FIDE ids,
//! ratings and titles from here.

use serde::Serialize;

/// A name compared loosely: inner whitespace collapsed, lower case.
pub fn normalise_name(name: &str) -> String {
    name.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

/// One player of the event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Player {
    /// The player's key in the event file (0 before the player is added).
    pub id: u32,
    /// As the pairing program spells it ("Lastname, Firstname" in a TRF).
    pub name: String,
    pub fide_id: Option<u64>,
    pub rating: Option<u16>,
    /// FIDE title as the TRF writes it (GM, IM, WGM, FM, …).
    pub title: Option<String>,
    /// Three-letter federation code.
    pub federation: Option<String>,
    /// Starting rank (the TRF start number), when known.
    pub start_rank: Option<u32>,
}

impl Player {
    /// A player known only by name.
    pub fn named(name: impl Into<String>) -> Player {
        Player {
            id: 0,
            name: name.into(),
            fide_id: None,
            rating: None,
            title: None,
            federation: None,
            start_rank: None,
        }
    }

    /// The strength of a title for FIDE's initial order (C.04.2: rating, then title, then
    /// name): GM first, untitled last.
    fn title_rank(&self) -> u8 {
        match self
            .title
            .as_deref()
            .map(str::to_ascii_uppercase)
            .as_deref()
        {
            Some("GM") => 0,
            Some("IM") => 1,
            Some("WGM") => 2,
            Some("FM") => 3,
            Some("WIM") => 4,
            Some("CM") => 5,
            Some("WFM") => 6,
            Some("WCM") => 7,
            _ => 8,
        }
    }
}

/// Starting ranks for players that have none, in FIDE's initial order (FIDE C.04.2: rating
/// from the highest, then title, then name alphabetically), numbered after the highest rank
/// already given. Players that have a rank keep it.
pub fn fill_start_ranks(players: &mut [Player]) {
    let mut next = players
        .iter()
        .filter_map(|p| p.start_rank)
        .max()
        .unwrap_or(0);
    let mut unranked: Vec<usize> = (0..players.len())
        .filter(|&i| players[i].start_rank.is_none())
        .collect();
    unranked.sort_by(|&a, &b| {
        let (pa, pb) = (&players[a], &players[b]);
        pb.rating
            .unwrap_or(0)
            .cmp(&pa.rating.unwrap_or(0))
            .then(pa.title_rank().cmp(&pb.title_rank()))
            .then(pa.name.to_lowercase().cmp(&pb.name.to_lowercase()))
    });
    for i in unranked {
        next += 1;
        players[i].start_rank = Some(next);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(name: &str, rating: Option<u16>, title: Option<&str>) -> Player {
        Player {
            rating,
            title: title.map(str::to_owned),
            ..Player::named(name)
        }
    }

    #[test]
    fn initial_order_is_rating_then_title_then_name() {
        let mut players = vec![
            p("Zed", Some(2400), None),
            p("Amy", Some(2400), Some("IM")),
            p("Bob", Some(2400), Some("GM")),
            p("Cat", None, None),
            p("Abe", Some(2400), None),
            p("Dan", Some(2550), None),
        ];
        fill_start_ranks(&mut players);
        let order: Vec<(&str, u32)> = players
            .iter()
            .map(|p| (p.name.as_str(), p.start_rank.unwrap()))
            .collect();
        assert_eq!(
            order,
            [
                ("Zed", 5),
                ("Amy", 3),
                ("Bob", 2),
                ("Cat", 6),
                ("Abe", 4),
                ("Dan", 1)
            ]
        );
        // Ranks already given stay; the new ones follow them.
        let mut players = vec![p("Low", Some(1000), None), {
            let mut x = p("Known", None, None);
            x.start_rank = Some(7);
            x
        }];
        fill_start_ranks(&mut players);
        assert_eq!(players[0].start_rank, Some(8));
        assert_eq!(players[1].start_rank, Some(7));
    }
}
