//! Idempotent re-import of pairings: compare what a file says with the boards the event already
//! has, and decide per board — create, already there (same players), or conflict. A conflict is
//! never resolved by overwriting: a board whose game has started keeps its players, and a board
//! not yet started is changed only when the caller asks for it (`replace_unstarted`).

use serde::Serialize;

use super::pairing::{Pairing, normalise_name};

/// A board the event file already has.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ExistingBoard {
    pub round: u32,
    pub board: u32,
    pub white: String,
    pub black: String,
    pub white_fide_id: Option<u64>,
    pub black_fide_id: Option<u64>,
    /// Anything has been recorded on it beyond the pairing (a move, a clock start, a result, …).
    pub started: bool,
}

/// Why a board of the file is not imported.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Conflict {
    pub round: u32,
    pub board: u32,
    /// "White – Black" now in the event file.
    pub existing: String,
    /// "White – Black" in the file.
    pub incoming: String,
    pub started: bool,
}

impl Conflict {
    /// The conflict in `cat`'s language (the CLI prints it before refusing the import).
    pub fn worded(&self, cat: &crate::i18n::Catalog) -> String {
        cat.get(
            "errors-import-conflict",
            &[
                ("round", self.round.into()),
                ("board", self.board.into()),
                ("existing", self.existing.clone().into()),
                ("incoming", self.incoming.clone().into()),
                ("started", if self.started { "yes" } else { "no" }.into()),
            ],
        )
    }
}

/// English, for logs ([`Conflict::worded`]).
impl std::fmt::Display for Conflict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.worded(crate::i18n::catalog(crate::i18n::Lang::En)))
    }
}

/// What an import will do.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct ImportPlan {
    /// Boards to create.
    pub create: Vec<Pairing>,
    /// Boards not started whose players change (only with `replace_unstarted`).
    pub replace: Vec<Pairing>,
    /// Boards already there with the same players (re-import is idempotent).
    pub unchanged: Vec<(u32, u32)>,
    pub conflicts: Vec<Conflict>,
}

fn same_player(name: &str, id: Option<u64>, other: &str, other_id: Option<u64>) -> bool {
    match (id, other_id) {
        (Some(a), Some(b)) => a == b,
        _ => normalise_name(name) == normalise_name(other),
    }
}

/// Decide, board by board, what importing `incoming` into an event with `existing` boards does.
pub fn plan_import(
    existing: &[ExistingBoard],
    incoming: &[Pairing],
    replace_unstarted: bool,
) -> ImportPlan {
    let mut plan = ImportPlan::default();
    for p in incoming {
        let Some(e) = existing
            .iter()
            .find(|e| e.round == p.round && e.board == p.board)
        else {
            plan.create.push(p.clone());
            continue;
        };
        let same = same_player(&e.white, e.white_fide_id, &p.white, p.white_fide_id)
            && same_player(&e.black, e.black_fide_id, &p.black, p.black_fide_id);
        if same {
            plan.unchanged.push((p.round, p.board));
        } else if !e.started && replace_unstarted {
            plan.replace.push(p.clone());
        } else {
            plan.conflicts.push(Conflict {
                round: p.round,
                board: p.board,
                existing: format!("{} – {}", e.white, e.black),
                incoming: format!("{} – {}", p.white, p.black),
                started: e.started,
            });
        }
    }
    plan
}

/// A TRF has no board numbers: the boards of a round it brings are numbered in C.04.2 order,
/// which need not be the order in which the event numbered a round already there (boards added
/// by hand, an event started here). Each of the file's pairings that the event already has in
/// that round, the same players with the same colours, takes the event's board number; the
/// others keep theirs unless it is taken, then get the next number free in the round.
pub fn number_as_the_event(pairings: &mut [Pairing], existing: &[ExistingBoard]) {
    let same = |p: &Pairing, e: &ExistingBoard| {
        e.round == p.round
            && normalise_name(&e.white) == normalise_name(&p.white)
            && normalise_name(&e.black) == normalise_name(&p.black)
    };
    let mut matched = vec![false; pairings.len()];
    for (i, p) in pairings.iter_mut().enumerate() {
        if let Some(e) = existing.iter().find(|e| same(p, e)) {
            p.board = e.board;
            matched[i] = true;
        }
    }
    let mut taken: Vec<(u32, u32)> = pairings
        .iter()
        .zip(&matched)
        .filter(|(_, m)| **m)
        .map(|(p, _)| (p.round, p.board))
        .collect();
    for (i, p) in pairings.iter_mut().enumerate() {
        if matched[i] || !taken.contains(&(p.round, p.board)) {
            continue;
        }
        let round = p.round;
        let highest = existing
            .iter()
            .filter(|e| e.round == round)
            .map(|e| e.board)
            .chain(taken.iter().filter(|t| t.0 == round).map(|t| t.1))
            .max()
            .unwrap_or(0);
        p.board = highest + 1;
        taken.push((round, p.board));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn existing(board: u32, white: &str, black: &str, started: bool) -> ExistingBoard {
        ExistingBoard {
            round: 4,
            board,
            white: white.into(),
            black: black.into(),
            white_fide_id: None,
            black_fide_id: None,
            started,
        }
    }

    #[test]
    fn reimport_is_idempotent_and_conflicts_are_not_overwritten() {
        let incoming = vec![
            Pairing::new(4, 1, "Brennan, Siobhan", "Duarte, Tomás"),
            Pairing::new(4, 2, "Lindqvist, Erik", "Novak, Petra"),
            Pairing::new(4, 3, "Ivanova, Daria", "Kowalczyk, Adam"),
            Pairing::new(4, 4, "Moreau, Julien", "Okafor, Adaeze"),
        ];
        let have = vec![
            existing(1, "Brennan,  Siobhan", "duarte, tomás", true),
            existing(2, "Novak, Petra", "Lindqvist, Erik", true),
            existing(3, "Someone, Else", "Kowalczyk, Adam", false),
        ];
        let plan = plan_import(&have, &incoming, false);
        assert_eq!(plan.unchanged, vec![(4, 1)]);
        assert_eq!(plan.create.len(), 1);
        assert_eq!(plan.create[0].board, 4);
        assert_eq!(plan.conflicts.len(), 2);
        assert!(plan.conflicts[0].started);
        assert!(
            plan.conflicts[0]
                .to_string()
                .contains("nothing is overwritten")
        );
        assert!(!plan.conflicts[1].started);
        let plan = plan_import(&have, &incoming, true);
        assert_eq!(
            plan.replace.len(),
            1,
            "only the unstarted board 3 is replaced"
        );
        assert_eq!(plan.conflicts.len(), 1, "a started board is never replaced");
    }

    #[test]
    fn fide_ids_decide_when_both_known() {
        let mut e = existing(1, "Brennan, S.", "Duarte, T.", false);
        e.white_fide_id = Some(2_500_002);
        e.black_fide_id = Some(1_900_003);
        let mut p = Pairing::new(4, 1, "Brennan, Siobhan", "Duarte, Tomás");
        p.white_fide_id = Some(2_500_002);
        p.black_fide_id = Some(1_900_003);
        assert_eq!(plan_import(&[e], &[p], false).unchanged, vec![(4, 1)]);
    }
}
