//! Time the Laws (or the arbiter) gave or took on a board, as the fold applied it (issue 33):
//! the one statement every reader of the record — the report's Penalty column, the PGN with
//! notes, `show`, the incidents screen, the CSV — takes the amounts from.

use serde::{Deserialize, Serialize};
use shakmaty::Color;

use crate::clock::side_serde;
use crate::rules::{Category, Edition, LawsParams};

/// Why time was given or taken.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AwardCause {
    /// Art. 7.5.5: the opponent completed an illegal move (A.3, B.3: 1 min in rapid and blitz).
    IllegalMove,
    /// Art. 9.5.3: the opponent's claim (9.2, 9.3) was incorrect (A.3, B.3 in rapid and blitz).
    IncorrectClaim,
    /// Guidelines III.4: the opponent's request for the increment was granted: two minutes.
    IncrementGranted,
    /// Guidelines III.4: from the grant on, both players have a 5-second increment per move.
    IncrementAdded,
    /// Guidelines III.5.3: the opponent's III.5 claim was rejected: two minutes.
    QuickplayRejected,
    /// Guidelines III.5.2: the arbiter postponed the decision and gave the opponent time.
    QuickplayPostponed,
    /// Art. 12.9.2 / 12.9.3: a penalty of time.
    Penalty,
    /// Art. 6.10.2: the arbiter adjusted or set the clock.
    ClockCorrection,
}

/// Time given to (`ms` > 0) or taken from (`ms` < 0) one side by one incident.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Award {
    /// The event that gave it (its incident in the board's history has the same number).
    pub seq: u32,
    /// Plies played when it was given.
    pub plies: usize,
    /// Whose clock it changed.
    #[serde(with = "side_serde")]
    pub side: Color,
    /// Milliseconds added (negative: taken). With [`Award::per_move`], per move from now on.
    pub ms: i64,
    /// An increment for every move from now on (III.4), not an amount once.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub per_move: bool,
    /// The articles it is given under ("7.5.5", "9.5.3, A.3", "III.4", "12.9.2", "6.10.2").
    pub article: String,
    pub cause: AwardCause,
}

impl AwardCause {
    /// The cause's code, as `show --json` and the results CSV write it (its serde name).
    pub fn code(self) -> &'static str {
        match self {
            AwardCause::IllegalMove => "illegal_move",
            AwardCause::IncorrectClaim => "incorrect_claim",
            AwardCause::IncrementGranted => "increment_granted",
            AwardCause::IncrementAdded => "increment_added",
            AwardCause::QuickplayRejected => "quickplay_rejected",
            AwardCause::QuickplayPostponed => "quickplay_postponed",
            AwardCause::Penalty => "penalty",
            AwardCause::ClockCorrection => "clock_correction",
        }
    }

    /// The articles an award of this cause is given under, for a game of `category` under
    /// `laws`: the annex named too when it sets the amount (A.3 rapid, B.3 blitz from 2023;
    /// B.2 blitz in 2018), the 2009 Laws' 9.5 for an incorrect claim.
    pub fn article(self, laws: &LawsParams, category: Category) -> String {
        let annex = match (laws.edition, category) {
            (Edition::Y2023, Category::Rapid) => Some("A.3"),
            (Edition::Y2023, Category::Blitz) => Some("B.3"),
            (Edition::Y2018, Category::Blitz) => Some("B.2"),
            _ => None,
        };
        let (base, annexed) = match self {
            AwardCause::IllegalMove => ("7.5.5", true),
            AwardCause::IncorrectClaim if laws.edition == Edition::Y2009 => ("9.5", false),
            AwardCause::IncorrectClaim => ("9.5.3", true),
            AwardCause::IncrementGranted | AwardCause::IncrementAdded => ("III.4", false),
            AwardCause::QuickplayRejected => ("III.5.3", false),
            AwardCause::QuickplayPostponed => ("III.5.2", false),
            AwardCause::Penalty => ("12.9", false),
            AwardCause::ClockCorrection => ("6.10.2", false),
        };
        match annex {
            Some(a) if annexed => format!("{base}, {a}"),
            _ => base.to_owned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ALL: [AwardCause; 8] = [
        AwardCause::IllegalMove,
        AwardCause::IncorrectClaim,
        AwardCause::IncrementGranted,
        AwardCause::IncrementAdded,
        AwardCause::QuickplayRejected,
        AwardCause::QuickplayPostponed,
        AwardCause::Penalty,
        AwardCause::ClockCorrection,
    ];

    fn article(cause: AwardCause, edition: Edition, category: Category) -> String {
        cause.article(&LawsParams::for_edition(edition), category)
    }

    /// The annex that sets the amount is named with 7.5.5 and 9.5.3: A.3 (rapid) and B.3
    /// (blitz) from 2023, B.2 (blitz) in 2018; never in standard play or before.
    #[test]
    fn the_annex_is_named_where_it_sets_the_amount() {
        use Category::{Blitz, Rapid, Standard};
        use Edition::{Y2009, Y2014, Y2018, Y2023};
        for (edition, category, illegal, claim) in [
            (Y2023, Standard, "7.5.5", "9.5.3"),
            (Y2023, Rapid, "7.5.5, A.3", "9.5.3, A.3"),
            (Y2023, Blitz, "7.5.5, B.3", "9.5.3, B.3"),
            (Y2018, Standard, "7.5.5", "9.5.3"),
            (Y2018, Rapid, "7.5.5", "9.5.3"),
            (Y2018, Blitz, "7.5.5, B.2", "9.5.3, B.2"),
            (Y2014, Standard, "7.5.5", "9.5.3"),
            (Y2014, Rapid, "7.5.5", "9.5.3"),
            (Y2014, Blitz, "7.5.5", "9.5.3"),
            // The 2009 Laws: an incorrect claim is 9.5, with no annex.
            (Y2009, Standard, "7.5.5", "9.5"),
            (Y2009, Blitz, "7.5.5", "9.5"),
        ] {
            let case = format!("{edition:?} {category:?}");
            assert_eq!(
                article(AwardCause::IllegalMove, edition, category),
                illegal,
                "{case}"
            );
            assert_eq!(
                article(AwardCause::IncorrectClaim, edition, category),
                claim,
                "{case}"
            );
        }
    }

    /// Guidelines III, the penalties and the arbiter's clock corrections name their own
    /// article, never an annex, in every edition and category.
    #[test]
    fn the_other_causes_name_their_own_article() {
        for edition in [
            Edition::Y2009,
            Edition::Y2014,
            Edition::Y2018,
            Edition::Y2023,
        ] {
            for category in [Category::Standard, Category::Rapid, Category::Blitz] {
                for (cause, expected) in [
                    (AwardCause::IncrementGranted, "III.4"),
                    (AwardCause::IncrementAdded, "III.4"),
                    (AwardCause::QuickplayRejected, "III.5.3"),
                    (AwardCause::QuickplayPostponed, "III.5.2"),
                    (AwardCause::Penalty, "12.9"),
                    (AwardCause::ClockCorrection, "6.10.2"),
                ] {
                    assert_eq!(
                        article(cause, edition, category),
                        expected,
                        "{cause:?} {edition:?} {category:?}"
                    );
                }
            }
        }
    }

    /// The CSV's cause code is the one `show --json` writes.
    #[test]
    fn a_causes_code_is_its_json_name() {
        for cause in ALL {
            assert_eq!(
                serde_json::to_value(cause).ok(),
                Some(serde_json::Value::from(cause.code())),
                "{cause:?}"
            );
        }
    }
}
