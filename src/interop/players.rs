//! The players a pairings file names (issue 17): every `001` line of a TRF (also those without
//! a board this round), or the two sides of each board and the byes of a CSV or PGN.

use crate::event::Player;

use super::trf::Trf;
use super::{Pairing, PairingSet};

/// The players of a pairings file, each once (by FIDE id, else by name), in the file's order.
pub fn players_of(set: &PairingSet, trf: Option<&Trf>) -> Vec<Player> {
    let mut out: Vec<Player> = Vec::new();
    let mut add = |p: Player| {
        let same = |q: &Player| match (p.fide_id, q.fide_id) {
            (Some(a), Some(b)) => a == b,
            _ => q.name == p.name,
        };
        match out.iter_mut().find(|q| same(q)) {
            Some(q) => {
                q.fide_id = q.fide_id.or(p.fide_id);
                q.rating = q.rating.or(p.rating);
                q.title = q.title.take().or(p.title);
                q.federation = q.federation.take().or(p.federation);
                q.start_rank = q.start_rank.or(p.start_rank);
            }
            None => out.push(p),
        }
    };
    if let Some(trf) = trf {
        for t in &trf.players {
            add(Player {
                id: 0,
                name: t.name.clone(),
                fide_id: t.fide_id,
                rating: t.rating,
                title: t.title.clone(),
                federation: t.federation.clone(),
                start_rank: Some(t.start_no),
            });
        }
    }
    for p in &set.pairings {
        add(side(p, true));
        add(side(p, false));
    }
    for b in &set.byes {
        add(Player {
            fide_id: b.fide_id,
            start_rank: b.start_no,
            ..Player::named(b.player.clone())
        });
    }
    out
}

/// White's or Black's player of a board, as the file describes them.
fn side(p: &Pairing, white: bool) -> Player {
    let (name, fide_id, rating, title, start_rank) = if white {
        (
            &p.white,
            p.white_fide_id,
            p.white_rating,
            &p.white_title,
            p.white_start_no,
        )
    } else {
        (
            &p.black,
            p.black_fide_id,
            p.black_rating,
            &p.black_title,
            p.black_start_no,
        )
    };
    Player {
        id: 0,
        name: name.clone(),
        fide_id,
        rating,
        title: title.clone(),
        federation: None,
        start_rank,
    }
}
