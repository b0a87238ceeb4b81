//! Event-level parameters of the Laws that changed between editions, and game categories.

use serde::{Deserialize, Serialize};

/// One minute in milliseconds.
const MINUTE_MS: i64 = 60_000;

/// Category of a game by its time control (Appendices A.1 and B.1): by `base + 60 × increment`,
/// blitz ≤ 10 min; rapid > 10 min and < 60 min; standard ≥ 60 min.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Category {
    Standard,
    Rapid,
    Blitz,
}

impl Category {
    /// Category from the base time and the increment per move, both in milliseconds
    /// (A.1, B.1: the time for 60 moves decides). For a delay, pass the delay as `increment_ms`.
    pub fn from_base_and_increment(base_ms: i64, increment_ms: i64) -> Category {
        let total = base_ms.saturating_add(increment_ms.saturating_mul(60));
        if total <= 10 * MINUTE_MS {
            Category::Blitz
        } else if total < 60 * MINUTE_MS {
            Category::Rapid
        } else {
            Category::Standard
        }
    }

    /// Lower-case name as used in JSON and on screen.
    pub fn as_str(self) -> &'static str {
        match self {
            Category::Standard => "standard",
            Category::Rapid => "rapid",
            Category::Blitz => "blitz",
        }
    }
}

/// The edition of the FIDE Laws an event plays under (LAWS.md, "Edition differences").
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum Edition {
    #[serde(rename = "2009")]
    Y2009,
    #[serde(rename = "2014")]
    Y2014,
    #[serde(rename = "2018")]
    Y2018,
    #[default]
    #[serde(rename = "2023")]
    Y2023,
}

impl Edition {
    /// The year of the edition.
    pub fn year(self) -> u16 {
        match self {
            Edition::Y2009 => 2009,
            Edition::Y2014 => 2014,
            Edition::Y2018 => 2018,
            Edition::Y2023 => 2023,
        }
    }

    /// Parse `2009`, `2014`, `2018` or `2023`.
    pub fn from_year(year: &str) -> Option<Edition> {
        match year.trim() {
            "2009" => Some(Edition::Y2009),
            "2014" => Some(Edition::Y2014),
            "2018" => Some(Edition::Y2018),
            "2023" => Some(Edition::Y2023),
            _ => None,
        }
    }
}

/// The parameters of the Laws that an event can choose; data passed into the rules, with the
/// 2023 values as default.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct LawsParams {
    /// The edition these parameters come from.
    pub edition: Edition,
}

impl Default for LawsParams {
    fn default() -> Self {
        LawsParams::for_edition(Edition::Y2023)
    }
}

impl LawsParams {
    /// The parameters of an edition.
    pub fn for_edition(edition: Edition) -> LawsParams {
        LawsParams { edition }
    }

    /// Time added to the opponent after an incorrect 9.2/9.3 claim (Art. 9.5.3): 3 min before 2014,
    /// then 2 min; 1 min in blitz from 2018 (B.2) and in rapid and blitz from 2023 (A.3, B.3).
    pub fn incorrect_claim_bonus_ms(self, category: Category) -> i64 {
        match self.edition {
            Edition::Y2009 => 3 * MINUTE_MS,
            Edition::Y2014 | Edition::Y2018 | Edition::Y2023 => {
                self.article_7_9_penalty_ms(category)
            }
        }
    }

    /// Time added to the opponent after a completed illegal move (Art. 7.5.5): 2 min; 1 min in
    /// blitz from 2018 (B.2) and in rapid and blitz from 2023 (A.3, B.3).
    pub fn illegal_move_bonus_ms(self, category: Category) -> i64 {
        self.article_7_9_penalty_ms(category)
    }

    /// The time penalty of Articles 7 and 9 since 2014, by category and edition.
    fn article_7_9_penalty_ms(self, category: Category) -> i64 {
        match (self.edition, category) {
            (Edition::Y2023, Category::Rapid | Category::Blitz) => MINUTE_MS,
            (Edition::Y2018, Category::Blitz) => MINUTE_MS,
            (Edition::Y2009 | Edition::Y2014 | Edition::Y2018 | Edition::Y2023, _) => 2 * MINUTE_MS,
        }
    }

    /// The article that makes pressing the clock without a move an illegal move: 7.5.3 in 2018
    /// and 2023 (7.5.4 is a move made with two hands). The editions before 2018 are not in the
    /// project's digest of the Laws; they are cited by Art. 7.5, the article on illegal moves.
    pub fn press_without_move_article(self) -> &'static str {
        match self.edition {
            Edition::Y2018 | Edition::Y2023 => "7.5.3",
            Edition::Y2009 | Edition::Y2014 => "7.5",
        }
    }

    /// The number of completed illegal moves by one player that loses the game (Art. 7.5.5):
    /// the third in 2009, the second since 2014.
    pub fn illegal_moves_to_lose(self) -> u32 {
        match self.edition {
            Edition::Y2009 => 3,
            Edition::Y2014 | Edition::Y2018 | Edition::Y2023 => 2,
        }
    }

    /// Whether the quickplay-finish procedures apply only when announced before the event: yes
    /// since 2014 (Appendix G.2, then Guidelines III.2.1); in 2009 they were Article 10 of the
    /// Laws themselves and applied without an announcement.
    pub fn quickplay_finish_needs_announcement(self) -> bool {
        match self.edition {
            Edition::Y2009 => false,
            Edition::Y2014 | Edition::Y2018 | Edition::Y2023 => true,
        }
    }

    /// Whether a player may ask for the extra 5-second increment (Guidelines III.4): it first
    /// appears in 2014 (Appendix G.4); the 2009 Art. 10 has only the 10.2 claim.
    pub fn extra_increment_request(self) -> bool {
        match self.edition {
            Edition::Y2009 => false,
            Edition::Y2014 | Edition::Y2018 | Edition::Y2023 => true,
        }
    }

    /// Whether a quickplay-finish claim ("cannot win / no effort by normal means") is also a draw
    /// offer: in 2009 Art. 9.1(b)3 counts a 10.2 claim as one; from 2014 only 9.2/9.3 claims
    /// (9.1.2.3) and the III.4 request are.
    pub fn quickplay_claim_is_draw_offer(self) -> bool {
        match self.edition {
            Edition::Y2009 => true,
            Edition::Y2014 | Edition::Y2018 | Edition::Y2023 => false,
        }
    }

    /// The article a quickplay-finish claim is made under: Art. 10.2 in 2009, otherwise
    /// Guidelines III.5 (an arbiter present) or III.6 (none).
    pub fn quickplay_claim_article(self, supervised: bool) -> &'static str {
        match self.edition {
            Edition::Y2009 => "10.2",
            Edition::Y2014 | Edition::Y2018 | Edition::Y2023 if supervised => "III.5",
            Edition::Y2014 | Edition::Y2018 | Edition::Y2023 => "III.6",
        }
    }

    /// The article an upheld (supervised) quickplay-finish claim draws under: Art. 10.2(a) in
    /// 2009, Guidelines III.5.1 since.
    pub fn quickplay_draw_article(self) -> &'static str {
        match self.edition {
            Edition::Y2009 => "10.2",
            Edition::Y2014 | Edition::Y2018 | Edition::Y2023 => "III.5.1",
        }
    }

    /// Whether fivefold repetition must be over consecutive alternate moves (Art. 9.6.1 of 2014);
    /// from 2018 the five occurrences need not be consecutive.
    pub fn fivefold_consecutive(self) -> bool {
        match self.edition {
            Edition::Y2014 => true,
            Edition::Y2009 | Edition::Y2018 | Edition::Y2023 => false,
        }
    }

    /// Whether fivefold repetition and the 75-move rule end the game automatically (Art. 9.6;
    /// introduced in 2014).
    pub fn automatic_draws(self) -> bool {
        match self.edition {
            Edition::Y2009 => false,
            Edition::Y2014 | Edition::Y2018 | Edition::Y2023 => true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn categories_at_their_edges() {
        // 10 min exactly is blitz; 3+2 = 300 s + 120 s = 7 min: blitz.
        assert_eq!(
            Category::from_base_and_increment(600_000, 0),
            Category::Blitz
        );
        assert_eq!(
            Category::from_base_and_increment(180_000, 2_000),
            Category::Blitz
        );
        assert_eq!(
            Category::from_base_and_increment(600_001, 0),
            Category::Rapid
        );
        // 15+10 = 25 min: rapid. 59:59.999 is rapid, 60 min standard.
        assert_eq!(
            Category::from_base_and_increment(900_000, 10_000),
            Category::Rapid
        );
        assert_eq!(
            Category::from_base_and_increment(3_599_999, 0),
            Category::Rapid
        );
        assert_eq!(
            Category::from_base_and_increment(3_600_000, 0),
            Category::Standard
        );
        // 45+15: 45 + 15 = 60 min: standard.
        assert_eq!(
            Category::from_base_and_increment(2_700_000, 15_000),
            Category::Standard
        );
    }

    #[test]
    fn edition_parameters() {
        let p2023 = LawsParams::default();
        assert_eq!(p2023.incorrect_claim_bonus_ms(Category::Standard), 120_000);
        assert_eq!(p2023.incorrect_claim_bonus_ms(Category::Rapid), 60_000);
        assert_eq!(p2023.illegal_move_bonus_ms(Category::Blitz), 60_000);
        let p2009 = LawsParams::for_edition(Edition::Y2009);
        assert_eq!(p2009.incorrect_claim_bonus_ms(Category::Blitz), 180_000);
        assert_eq!(p2009.illegal_moves_to_lose(), 3);
        assert!(!p2009.automatic_draws());
        assert!(LawsParams::for_edition(Edition::Y2014).automatic_draws());
        let p2018 = LawsParams::for_edition(Edition::Y2018);
        assert_eq!(p2018.incorrect_claim_bonus_ms(Category::Rapid), 120_000);
        assert_eq!(p2018.illegal_move_bonus_ms(Category::Blitz), 60_000);
    }

    #[test]
    fn quickplay_finish_by_edition() {
        let p2009 = LawsParams::for_edition(Edition::Y2009);
        assert!(!p2009.quickplay_finish_needs_announcement());
        assert!(!p2009.extra_increment_request());
        assert!(p2009.quickplay_claim_is_draw_offer());
        assert_eq!(p2009.quickplay_claim_article(true), "10.2");
        assert_eq!(p2009.quickplay_claim_article(false), "10.2");
        assert_eq!(p2009.quickplay_draw_article(), "10.2");
        for e in [Edition::Y2014, Edition::Y2018, Edition::Y2023] {
            let p = LawsParams::for_edition(e);
            assert!(p.quickplay_finish_needs_announcement());
            assert!(p.extra_increment_request());
            assert!(!p.quickplay_claim_is_draw_offer());
            assert_eq!(p.quickplay_claim_article(true), "III.5");
            assert_eq!(p.quickplay_claim_article(false), "III.6");
            assert_eq!(p.quickplay_draw_article(), "III.5.1");
        }
    }
}
