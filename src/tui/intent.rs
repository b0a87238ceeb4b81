//! What the arbiter asked for: the app's output, turned into an `event::command::Command` by the
//! runner and appended by the store. Each carries what the confirmation named.

use crate::event::PenaltyMeasure;
use shakmaty::Color;

use crate::i18n::Lang;
use crate::rules::GameScore;
use crate::tui::lang::tr;

/// A clock action on one board (Art. 6).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClockAction {
    Start,
    Press,
    /// Art. 6.11.1.
    Pause,
    Resume,
    /// Add (or with a negative amount take) time to one side.
    Adjust {
        side: Color,
        ms: i64,
    },
    /// Art. 6.10.2: set both clocks.
    Set {
        white_ms: i64,
        black_ms: i64,
    },
}

/// The penalties of Art. 12.9, mildest first: the whole list.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PenaltyKind {
    /// Art. 12.9.1.
    Warning,
    /// Art. 12.9.2: more time to the opponent.
    OpponentTime,
    /// Art. 12.9.3: less time to the offender.
    OffenderTime,
    /// Art. 12.9.4–12.9.9: points, the game lost, a fine, exclusion, expulsion (the score of
    /// 12.9.4, 12.9.5 is declared with the result).
    Measure(PenaltyMeasure),
}

impl PenaltyKind {
    pub const ALL: [PenaltyKind; 9] = [
        PenaltyKind::Warning,
        PenaltyKind::OpponentTime,
        PenaltyKind::OffenderTime,
        PenaltyKind::Measure(PenaltyMeasure::OpponentPoints),
        PenaltyKind::Measure(PenaltyMeasure::OffenderPoints),
        PenaltyKind::Measure(PenaltyMeasure::GameLost),
        PenaltyKind::Measure(PenaltyMeasure::Fine),
        PenaltyKind::Measure(PenaltyMeasure::Exclusion),
        PenaltyKind::Measure(PenaltyMeasure::Expulsion),
    ];

    /// The id of the penalty's name in `tui.ftl` ("warning (12.9.1)").
    pub fn label(self) -> &'static str {
        match self {
            PenaltyKind::Warning => "tui-penalty-warning",
            PenaltyKind::OpponentTime => "tui-penalty-opponent-time",
            PenaltyKind::OffenderTime => "tui-penalty-offender-time",
            PenaltyKind::Measure(m) => match m {
                PenaltyMeasure::OpponentPoints => "tui-penalty-opponent-points",
                PenaltyMeasure::OffenderPoints => "tui-penalty-offender-points",
                PenaltyMeasure::GameLost => "tui-penalty-game-lost",
                PenaltyMeasure::Fine => "tui-penalty-fine",
                PenaltyMeasure::Exclusion => "tui-penalty-exclusion",
                PenaltyMeasure::Expulsion => "tui-penalty-expulsion",
            },
        }
    }

    pub fn article(self) -> &'static str {
        match self {
            PenaltyKind::Warning => "12.9.1",
            PenaltyKind::OpponentTime => "12.9.2",
            PenaltyKind::OffenderTime => "12.9.3",
            PenaltyKind::Measure(m) => m.article(),
        }
    }

    pub fn takes_time(self) -> bool {
        matches!(self, PenaltyKind::OpponentTime | PenaltyKind::OffenderTime)
    }
}

/// What to record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Intent {
    /// A move; as on the board, it presses the clock when the mover's clock runs (`press`), and
    /// a draw offer made with it comes between the move and the press (`offer`, Art. 9.1.2.1).
    Move {
        san: String,
        press: bool,
        offer: bool,
    },
    Clock(ClockAction),
    /// Art. 9.1.2.
    Offer {
        by: Color,
        /// Art. 9.1.1: made with the arbiter's consent, where the event requires it.
        consent: bool,
    },
    OfferAnswer {
        accepted: bool,
    },
    /// Art. 9.2, 9.3: the claim as the player made it, with the written move (standard SAN) or
    /// none. The event layer judges it, and the clocks stop with it (Art. 9.5; 2023: 9.5.1):
    /// the arbiter's ruling on it is a [`Intent::Decide`] of its own, once the claim is on the
    /// board.
    Claim {
        by: Color,
        /// What the player claimed: a repetition (9.2) or fifty moves (9.3); an incorrect
        /// claim is recorded as the one made.
        claim: crate::event::ClaimKind,
        intended: Option<String>,
    },
    /// Art. 7.5.5: the `count`-th completed illegal move by `by`, `bonus_ms` to the opponent
    /// when it does not lose (as the confirmation named them). The result of one that loses is
    /// the event layer's to add (`event::command::check_all`).
    IllegalMove {
        by: Color,
        count: u8,
        bonus_ms: i64,
    },
    /// The arbiter's ruling on the claim waiting on the board (Art. 9.5.2 upheld: draw;
    /// 9.5.3 rejected: time to the opponent).
    Decide {
        upheld: bool,
    },
    /// Art. 12.9.
    Penalty {
        side: Color,
        kind: PenaltyKind,
        ms: Option<i64>,
        /// Why, as the arbiter typed it (recorded with the penalty).
        reason: String,
    },
    Result(ResultOption),
    Note {
        text: String,
    },
    /// Record the designated arbiter's ruling from the ruling file `file` (Guidelines III.6.2):
    /// checked and turned into commands by the store's side, as `claims ruling import` does.
    ImportRuling {
        file: std::path::PathBuf,
    },
    /// Take back the board's event `of_seq` (its last action still in force) and `with`, what
    /// was recorded in the same action (a move before its press; issue 30, D13): a new event
    /// voiding each, in one action; the log keeps them all.
    TakeBack {
        of_seq: u32,
        with: Vec<u32>,
    },
    /// Guidelines III.4 (extra increment) or III.5 (cannot win / no effort by normal means): a
    /// request by the player on the move; eligibility is checked when it is recorded.
    GuidelinesClaim {
        by: Color,
        kind: crate::event::ClaimKind,
    },
    /// The arbiter's ruling on the claim waiting or postponed on the board (III.4, III.5,
    /// III.6): with time for the opponent on a postponement (III.5.2), or the result it sets.
    Rule {
        ruling: crate::event::Ruling,
        opponent_ms: Option<i64>,
        result: Option<GameScore>,
    },
}

/// A result the arbiter can choose: the score, why, and the article it is given under (the
/// Termination of the PGN follows from it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ResultOption {
    pub score: GameScore,
    /// Why, as recorded in the event: the fact (empty: the arbiter set it without one).
    pub reason: crate::event::Reason,
    /// Why, in the arbiter's language, as the dialog lists it.
    pub said: String,
    pub article: Option<String>,
}

impl ResultOption {
    pub fn new(
        score: GameScore,
        reason: crate::event::Reason,
        said: &str,
        article: Option<&str>,
    ) -> ResultOption {
        ResultOption {
            score,
            reason,
            said: said.to_owned(),
            article: article.map(str::to_owned),
        }
    }

    /// "1-0  Black resigns", "0-1  White's flag fell … (Art. 6.9)", in `lang`.
    pub fn label(&self, lang: Lang) -> String {
        let mut label = self.score.to_string();
        if !self.said.is_empty() {
            label.push_str("  ");
            label.push_str(&self.said);
        }
        if let Some(a) = &self.article {
            label.push(' ');
            label.push_str(&tr(lang, "tui-art", &[("article", a.clone().into())]));
        }
        label
    }
}

/// An intent for one board, with the sequence number the arbiter saw when deciding, so a change
/// by someone else in between is refused rather than overwritten.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Request {
    pub board: u32,
    pub expect_seq: u32,
    pub intent: Intent,
}
