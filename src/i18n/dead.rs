//! The dead-position module's proofs (`rules::dead::DeadProof`, Art. 5.2.2, 6.9, 7.5.5, 5.1.2)
//! worded in the reader's language, from the `dead` message area (issue 16: the engine keeps
//! facts, the edge words them).

use shakmaty::Color;

use super::Catalog;
use crate::rules::dead::{DeadEnd, DeadProof};

fn side(colour: Color) -> &'static str {
    crate::clock::side_serde::name(colour)
}

/// `proof` in `cat`'s language.
pub fn proof(cat: &Catalog, proof: &DeadProof) -> String {
    let moves = |m: &[String]| m.join(" ");
    match proof {
        DeadProof::BareKing { side: s } => cat.get("dead-bare-king", &[("side", side(*s).into())]),
        DeadProof::LoneKnight { side: s } => {
            cat.get("dead-lone-knight", &[("side", side(*s).into())])
        }
        DeadProof::SameBishops { light } => cat.get(
            "dead-same-bishops",
            &[("shade", if *light { "light" } else { "dark" }.into())],
        ),
        DeadProof::NoMaterial => cat.get("dead-no-material", &[]),
        DeadProof::Walls {
            winner,
            pawns,
            others,
            bound,
            no_check,
        } => {
            let walls = cat.get(
                "dead-walls",
                &[
                    ("pawns", (*pawns).into()),
                    ("others", (*others).into()),
                    ("bound", (*bound).into()),
                ],
            );
            let key = if *no_check {
                "dead-never-checks"
            } else {
                "dead-flight"
            };
            cat.get(
                key,
                &[("walls", walls.into()), ("side", side(*winner).into())],
            )
        }
        DeadProof::KingWalk {
            winner,
            pawns,
            positions,
        } => cat.get(
            "dead-king-walk",
            &[
                ("pawns", (*pawns).into()),
                ("count", (*positions).into()),
                ("side", side(*winner).into()),
            ],
        ),
        DeadProof::AlreadyMated { side: s } => {
            cat.get("dead-already-mated", &[("side", side(*s).into())])
        }
        DeadProof::Stalemate => cat.get("dead-stalemate", &[]),
        DeadProof::ForcedMate { moves: m, side: s } => cat.get(
            "dead-forced-mate",
            &[("moves", moves(m).into()), ("side", side(*s).into())],
        ),
        DeadProof::ForcedStalemate { moves: m } => {
            cat.get("dead-forced-stalemate", &[("moves", moves(m).into())])
        }
        DeadProof::ForcedThen { moves: m, then } => cat.get(
            "dead-forced-then",
            &[
                ("moves", moves(m).into()),
                ("reason", self::proof(cat, then).into()),
            ],
        ),
        DeadProof::Exhausted {
            winner,
            positions,
            ends,
        } => {
            let exhausted = cat.get(
                "dead-exhausted",
                &[
                    ("count", (*positions).into()),
                    ("side", side(*winner).into()),
                ],
            );
            if ends.is_empty() {
                return exhausted;
            }
            let kinds: Vec<String> = ends
                .iter()
                .map(|(end, n)| {
                    let key = match end {
                        DeadEnd::Stalemate => "dead-end-stalemate",
                        DeadEnd::WinnerMated => "dead-end-winner-mated",
                        DeadEnd::Material => "dead-end-material",
                        DeadEnd::Fortress => "dead-end-fortress",
                    };
                    cat.get(key, &[("count", (*n).into())])
                })
                .collect();
            cat.get(
                "dead-exhausted-ends",
                &[
                    ("exhausted", exhausted.into()),
                    ("ends", kinds.join(", ").into()),
                ],
            )
        }
        DeadProof::Both { white, black } => {
            format!("{}; {}", self::proof(cat, white), self::proof(cat, black))
        }
    }
}

/// A line of a measuring set that cannot be read (`rules::dead::vector`).
pub fn vector_error(cat: &Catalog, e: &crate::rules::dead::vector::VectorError) -> String {
    use crate::rules::dead::vector::VectorError;
    match e {
        VectorError::NoCode { line } => cat.get("dead-vector-no-code", &[("line", (*line).into())]),
        VectorError::BadCode { line, code } => cat.get(
            "dead-vector-bad-code",
            &[
                ("line", (*line).into()),
                ("code", format!("{code:?}").into()),
            ],
        ),
    }
}

/// A dead-position proof as a finding stores it, in `cat`'s language (stored text as it was
/// stored): Art. 5.2.2, 6.9, 7.5.5.
impl crate::event::procedure::ProofText {
    pub fn worded(&self, cat: &Catalog) -> String {
        match self {
            crate::event::procedure::ProofText::Fact(p) => proof(cat, p),
            crate::event::procedure::ProofText::Stored(s) => s.clone(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Lang;

    /// The king walk's proof reads in every language with its numbers and the winner's name in
    /// the language's own words (not the key, not the English text).
    #[test]
    fn the_king_walk_is_worded_in_every_language() {
        let fact = DeadProof::KingWalk {
            winner: Color::Black,
            pawns: 7,
            positions: 202,
        };
        let sides = [
            (Lang::En, "Black"),
            (Lang::Es, "las negras"),
            (Lang::Ru, "чёрные"),
        ];
        for (lang, side) in sides {
            let text = proof(crate::i18n::catalog(lang), &fact);
            assert!(
                text.contains('7') && text.contains("202") && text.contains(side),
                "{lang:?}: {text}"
            );
            assert!(!text.contains("dead-king-walk"), "{lang:?}: {text}");
        }
    }
}
