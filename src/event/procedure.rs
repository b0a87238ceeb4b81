//! What the Laws call for when a flag falls, after a second illegal move, and the facts an
//! arbiter weighs on a "normal means" claim — computed from a board's state, pure.
//!
//! These are findings the arbiter confirms (the CLI prints them, the TUI proposes them); only the
//! arbiter's confirmation is recorded. "Normal means" (Guidelines III.5, III.6) stays the
//! arbiter's judgement: [`claim_facts`] gathers what bears on it and decides nothing.

use serde::{Deserialize, Serialize};
use shakmaty::{Chess, Color, Position, Role};

use super::BoardState;
use super::fold::ClaimEntry;
use crate::clock::{FirstFlag, format_ms, side_serde};
use crate::rules::dead::{Budget, Verdict, can_mate};
use crate::rules::{
    ClaimRule, ClaimVerdict, Difference, EndRule, GameRecord, GameScore, LawsParams, RulesError,
};

/// The node budget of the mating analysis behind a finding (Art. 6.9, 7.5.5, III.5): the full
/// analysis (`Budget::default()`), with its best-first walks, so that the finding decides every
/// common endgame (issue 33: K+N v K+P was left undecided at 20,000 positions).
pub const FINDING_BUDGET: Budget = Budget { nodes: 500_000 };

/// What the Laws call for: a result, or play on.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Finding {
    /// The result to record; `None`: the game continues.
    pub result: Option<GameScore>,
    /// Why, as facts (a result recorded from the finding keeps them; worded at the edge,
    /// `crate::i18n::rules::finding`).
    pub why: FindingWhy,
    /// The article applied.
    pub article: String,
    /// The analysis could not decide whether the opponent can mate: the arbiter must look.
    pub check: bool,
}

impl Finding {
    fn new(result: Option<GameScore>, why: FindingWhy, article: &str, check: bool) -> Finding {
        Finding {
            result,
            why,
            article: article.into(),
            check,
        }
    }
}

/// Why a finding calls for what it does (Art. 6.9, 7.5.5, Guidelines III.3.1, III.5.2): the
/// facts, worded at the edge (`crate::i18n::rules::finding`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "finding", rename_all = "snake_case")]
pub enum FindingWhy {
    /// III.3.1: both flags fell, which first unknown, in the last period: a draw.
    FlagsUnknownLast,
    /// III.3.1: both flags fell, which first unknown, before the last period: play on.
    FlagsUnknown,
    /// III.5.2: `loser`'s flag fell while `by`'s III.5 claim at `seq` waits for its ruling.
    FlagPostponed {
        #[serde(with = "side_serde")]
        loser: Color,
        #[serde(with = "side_serde")]
        by: Color,
        seq: u32,
    },
    /// Art. 6.9, 7.5.5: `cause` loses the game unless the opponent cannot checkmate.
    Loss { cause: LossCause, mate: MateVerdict },
}

/// What loses the game unless the opponent cannot checkmate (Art. 6.9, 7.5.5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "cause", rename_all = "snake_case")]
pub enum LossCause {
    /// Art. 6.9: `loser`'s flag fell.
    Flag {
        #[serde(with = "side_serde")]
        loser: Color,
    },
    /// Art. 7.5.5: `by` completed `count` illegal moves.
    IllegalMoves {
        #[serde(with = "side_serde")]
        by: Color,
        count: u32,
    },
}

impl LossCause {
    /// The side that loses unless the opponent cannot mate.
    pub fn loser(self) -> Color {
        match self {
            LossCause::Flag { loser } => loser,
            LossCause::IllegalMoves { by, .. } => by,
        }
    }
}

/// Whether the opponent can still checkmate by some series of legal moves (Art. 6.9, 7.5.5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "mate", rename_all = "snake_case")]
pub enum MateVerdict {
    /// No: the analysis's proof.
    Cannot { proof: ProofText },
    /// Yes: the helpmate found (SAN).
    Can { line: Vec<String> },
    /// Not decided by the program: the analysis found neither a proof nor a line within its
    /// budget. A fact of the record: the result recorded after it is the arbiter's decision
    /// (worded so at the edge, `crate::i18n::rules::recorded_finding`).
    Undecided,
}

/// A dead-position proof as a finding stores it: its facts (worded by each reader,
/// `ProofText::worded` in `crate::i18n::dead`), or the text an older version stored, shown as
/// stored.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum ProofText {
    Fact(crate::rules::dead::DeadProof),
    Stored(String),
}
/// A loss for `loser`, unless the opponent cannot checkmate by any series of legal moves in
/// `pos`, then a draw (Art. 6.9, 7.5.5, 5.1.2 share this proviso). When the analysis cannot
/// decide within its budget the finding says so (`check`): the arbiter must look.
pub fn loss_unless_cannot_mate(pos: &Chess, cause: LossCause, article: &str) -> Finding {
    let opponent = !cause.loser();
    let (result, mate, check) = match can_mate(pos, opponent, &FINDING_BUDGET) {
        Verdict::Unwinnable { proof } => (
            GameScore::DRAW,
            MateVerdict::Cannot {
                proof: ProofText::Fact(proof),
            },
            false,
        ),
        Verdict::Winnable { line } => (
            GameScore::win(opponent),
            MateVerdict::Can {
                line: line.iter().map(ToString::to_string).collect(),
            },
            false,
        ),
        Verdict::Undetermined => (GameScore::win(opponent), MateVerdict::Undecided, true),
    };
    Finding::new(
        Some(result),
        FindingWhy::Loss { cause, mate },
        article,
        check,
    )
}

/// Art. 6.9 and Guidelines III.3.1: what follows from the flags on this board's clock at
/// `now_ms`. `None` when no flag has fallen, or the game is over already (a 9.6 draw or mate that
/// came first stands).
pub fn flag_finding(state: &BoardState, now_ms: i64) -> Option<Finding> {
    if state.is_over() {
        return None;
    }
    let reading = state.clock.as_ref()?.reading(now_ms);
    Some(flag_finding_at(
        state.record.position(),
        reading.first_flag?,
        reading.flag_in_last_period,
        state.postponed().map(|c| (c.by, c.seq)),
    ))
}

/// Art. 6.9 and Guidelines III.3.1 in position `pos`, the clock showing `first` as the flag that
/// fell first (or that the order is unknown), in the last period or not; `postponed` is the
/// claimant and event number of a III.5 claim whose decision was postponed (III.5.2: the flag
/// makes the arbiter rule on it, not a plain loss on time).
pub fn flag_finding_at(
    pos: &Chess,
    first: FirstFlag,
    in_last_period: bool,
    postponed: Option<(Color, u32)>,
) -> Finding {
    let loser = match first {
        FirstFlag::Unknown if in_last_period => {
            return Finding::new(
                Some(GameScore::DRAW),
                FindingWhy::FlagsUnknownLast,
                "III.3.1",
                false,
            );
        }
        FirstFlag::Unknown => {
            return Finding::new(None, FindingWhy::FlagsUnknown, "III.3.1", false);
        }
        FirstFlag::White => Color::White,
        FirstFlag::Black => Color::Black,
    };
    if let Some((by, seq)) = postponed {
        return Finding::new(
            None,
            FindingWhy::FlagPostponed { loser, by, seq },
            "III.5.2",
            false,
        );
    }
    loss_unless_cannot_mate(pos, LossCause::Flag { loser }, "6.9")
}

/// Art. 7.5.5: after the illegal moves `by` has completed, what follows — `None` while they do
/// not lose (the opponent's extra time is applied by the record itself).
pub fn illegal_move_finding(state: &BoardState, by: Color) -> Option<Finding> {
    let count = *state.illegal_moves.get(by);
    illegal_move_finding_at(state.record.position(), state.laws, by, count)
}

/// Art. 7.5.5 in position `pos`: `by` has completed `count` illegal moves under `laws`. `None`
/// while that does not lose; otherwise a loss, or a draw if the opponent cannot checkmate.
pub fn illegal_move_finding_at(
    pos: &Chess,
    laws: LawsParams,
    by: Color,
    count: u32,
) -> Option<Finding> {
    if count < laws.illegal_moves_to_lose() {
        return None;
    }
    Some(loss_unless_cannot_mate(
        pos,
        LossCause::IllegalMoves { by, count },
        "7.5.5",
    ))
}

/// Material of one side: "K+R+2P".
fn material(pos: &shakmaty::Chess, colour: Color) -> String {
    let board = pos.board();
    let mut parts = vec!["K".to_string()];
    for (role, letter) in [
        (Role::Queen, "Q"),
        (Role::Rook, "R"),
        (Role::Bishop, "B"),
        (Role::Knight, "N"),
        (Role::Pawn, "P"),
    ] {
        let n = (board.by_role(role) & board.by_color(colour)).count();
        match n {
            0 => {}
            1 => parts.push(letter.into()),
            n => parts.push(format!("{n}{letter}")),
        }
    }
    parts.join("+")
}

/// The facts that bear on a "normal means" claim (Guidelines III.5, III.6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ClaimFacts {
    /// The board, shown `R.N`.
    #[serde(serialize_with = "super::board_id::as_text")]
    pub board: super::BoardId,
    pub claim_seq: u32,
    #[serde(with = "side_serde")]
    pub claimant: Color,
    /// A referred claim's grounds, "III.6.1.1 and III.6.1.2" (Guidelines III.6.1); empty for a
    /// claim not referred, whose grounds are its kind, `claim` (the JSON's worded `grounds`:
    /// `crate::i18n::claim::grounds`).
    pub grounds: String,
    /// What was claimed (Art. 9.2, 9.3, Guidelines III.5).
    #[serde(skip)]
    pub claim: super::ClaimKind,
    /// The position the claim is about (the final position of a referred claim).
    pub fen: String,
    pub white_material: String,
    pub black_material: String,
    /// Can the claimant's opponent still checkmate by any series of legal moves? `None`:
    /// undetermined within the budget. `false` makes "cannot win" certain (it is a dead end).
    pub opponent_can_mate: Option<bool>,
    /// The analysis behind `opponent_can_mate`, as facts (the JSON's worded `analysis`:
    /// `ClaimFacts::analysis` in `crate::i18n::claim`).
    #[serde(skip)]
    pub mate: MateVerdict,
    /// Plies on the scoresheet when the claim was made, and played since (III.5.2).
    pub plies_at_claim: usize,
    pub plies_since: usize,
    /// Both clocks at the claim, as "h:mm:ss".
    pub clocks_at_claim: Option<(String, String)>,
    /// The opponent's verification of a referred claim: "agreed", "disputed: …", or none yet.
    pub verification: Option<String>,
}

/// Gather the facts on `claim` (of `state`'s board).
pub fn claim_facts(state: &BoardState, claim: &ClaimEntry) -> ClaimFacts {
    let (pos, fen, plies_at_claim, clocks) = match &claim.referral {
        Some(r) => {
            let pos = crate::rules::GameRecord::from_fen_in(&r.fen, state.setup.variant)
                .map(|g| g.position().clone())
                .unwrap_or_else(|_| state.record.position().clone());
            (pos, r.fen.clone(), r.scoresheet.len(), r.clock)
        }
        None => {
            let pos = state.record.position().clone();
            let fen =
                shakmaty::fen::Fen::from_position(&pos, shakmaty::EnPassantMode::Legal).to_string();
            let clocks = state
                .history
                .iter()
                .find(|i| i.seq == claim.seq)
                .and_then(|i| i.clock);
            (pos, fen, claim.ply, clocks)
        }
    };
    let (can, mate) = match can_mate(&pos, !claim.by, &FINDING_BUDGET) {
        Verdict::Unwinnable { proof } => (
            Some(false),
            MateVerdict::Cannot {
                proof: ProofText::Fact(proof),
            },
        ),
        Verdict::Winnable { line } => (
            Some(true),
            MateVerdict::Can {
                line: line.iter().map(ToString::to_string).collect(),
            },
        ),
        Verdict::Undetermined => (None, MateVerdict::Undecided),
    };
    ClaimFacts {
        board: state.setup.id(),
        claim_seq: claim.seq,
        claimant: claim.by,
        grounds: claim
            .referral
            .as_ref()
            .map_or_else(String::new, |r| r.grounds()),
        claim: claim.claim.clone(),
        fen,
        white_material: material(&pos, Color::White),
        black_material: material(&pos, Color::Black),
        opponent_can_mate: can,
        mate,
        plies_at_claim,
        plies_since: state.record.plies().saturating_sub(claim.ply),
        clocks_at_claim: clocks.map(|r| (format_ms(r.white_ms), format_ms(r.black_ms))),
        verification: claim.verification.as_ref().map(|v| {
            let word = if v.agree { "agreed" } else { "disputed" };
            match &v.comment {
                Some(c) if !c.trim().is_empty() => format!("{word}: {c}"),
                _ => word.to_string(),
            }
        }),
    }
}

/// After an incorrect 9.2/9.3 claim whose written move is illegal, the piece the claimant must
/// now move (Art. 9.5.3: the written move is made "in accordance with Articles 3 and 4"; being
/// illegal, another legal move with that piece, Art. 4.3, 4.7 of 2023).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct PieceHold {
    /// The claim that created the obligation (0 before it is recorded).
    pub claim_seq: u32,
    #[serde(with = "side_serde")]
    pub by: Color,
    /// The written move, as written.
    pub written: String,
    #[serde(skip)]
    pub role: Role,
    /// The squares of the pieces that may be meant (one when the written move identifies it).
    #[serde(skip)]
    pub squares: Vec<shakmaty::Square>,
}

/// A piece hold is not read back: its JSON (what `show --json` prints) leaves out the piece and
/// its squares. A board snapshot holding one (`store::snapshot`) does not decode, and the board
/// is folded from its events instead.
impl<'de> Deserialize<'de> for PieceHold {
    fn deserialize<D: serde::Deserializer<'de>>(_: D) -> Result<PieceHold, D::Error> {
        Err(serde::de::Error::custom("a piece hold is not read back"))
    }
}

/// Worded at the edge: `PieceHold::piece_text` and `PieceHold::describe` in `crate::i18n::claim`.
impl PieceHold {
    /// The piece, as a claim's finding keeps it.
    pub fn mark(&self) -> HoldMark {
        HoldMark {
            role: role_name(self.role).to_owned(),
            squares: self.squares.iter().map(ToString::to_string).collect(),
        }
    }

    /// Whether `mv` moves a piece the claimant is held to.
    pub fn allows(&self, mv: &shakmaty::Move) -> bool {
        mv.role() == self.role && mv.from().is_some_and(|sq| self.squares.contains(&sq))
    }
}

/// Why a written move names no piece to hold the claimant to (Art. 9.5.3, 4.3).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HoldError {
    /// The text is not SAN.
    NotSan { written: String },
    /// The text moves no piece on the board (a drop, a null move).
    NoPieceMove { written: String },
    /// `side` has no piece of `role` the text could mean.
    NamesNone {
        written: String,
        role: Role,
        side: Color,
    },
}

/// Why a 9.2/9.3 claim cannot be judged (worded at the edge, `crate::i18n::claim::claim_error`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClaimError {
    /// The claim cannot be judged on the position (no written move given).
    Unreadable(RulesError),
    /// The written move is illegal and names no piece to hold `side` to.
    Unusable {
        error: RulesError,
        why: HoldError,
        side: Color,
    },
    /// The position on the board cannot be judged.
    OnBoard(RulesError),
}

/// The role's name, as the messages select on it.
pub fn role_name(role: Role) -> &'static str {
    match role {
        Role::Pawn => "pawn",
        Role::Knight => "knight",
        Role::Bishop => "bishop",
        Role::Rook => "rook",
        Role::Queen => "queen",
        Role::King => "king",
    }
}

/// The claimant's pieces a written move (illegal in `pos`) names, those with a legal move only
/// (Art. 4.3: a touched piece that cannot move frees the player, Art. 4.5). `Err` when the text
/// is not SAN or names no piece the side to move has; `Ok(None)` when the named pieces have no
/// legal move (any legal move may then be made).
pub fn written_move_piece(pos: &Chess, written: &str) -> Result<Option<PieceHold>, HoldError> {
    use shakmaty::san::{San, SanPlus};
    let by = pos.turn();
    let text = written.trim();
    let not_san = || HoldError::NotSan {
        written: text.to_owned(),
    };
    let normalised = crate::rules::notation::normalise(text).map_err(|_| not_san())?;
    let san: SanPlus = normalised.parse().map_err(|_| not_san())?;
    let board = pos.board();
    let (role, squares): (Role, Vec<shakmaty::Square>) = match san.san {
        San::Normal {
            role,
            file,
            rank,
            capture,
            to,
            ..
        } => {
            let mut named: Vec<_> = (board.by_role(role) & board.by_color(by))
                .into_iter()
                .filter(|sq| file.is_none_or(|f| sq.file() == f))
                .filter(|sq| rank.is_none_or(|r| sq.rank() == r))
                .filter(|sq| role != Role::Pawn || capture || sq.file() == to.file())
                .collect();
            // Of those, the ones whose move could reach the square named, as the pieces stand.
            let reaching: Vec<_> = named
                .iter()
                .copied()
                .filter(|sq| {
                    role == Role::Pawn
                        || shakmaty::attacks::attacks(*sq, role.of(by), board.occupied())
                            .contains(to)
                })
                .collect();
            if !reaching.is_empty() {
                named = reaching;
            }
            (role, named)
        }
        San::Castle(_) => (Role::King, board.king_of(by).into_iter().collect()),
        San::Put { .. } | San::Null => {
            return Err(HoldError::NoPieceMove {
                written: text.to_owned(),
            });
        }
    };
    if squares.is_empty() {
        return Err(HoldError::NamesNone {
            written: text.to_owned(),
            role,
            side: by,
        });
    }
    let legal = pos.legal_moves();
    let movable: Vec<_> = squares
        .into_iter()
        .filter(|sq| legal.iter().any(|m| m.from() == Some(*sq)))
        .collect();
    Ok((!movable.is_empty()).then(|| PieceHold {
        claim_seq: 0,
        by,
        written: text.to_owned(),
        role,
        squares: movable,
    }))
}

/// A 9.2/9.3 claim checked by the rules engine, as the command and the TUI record it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RepetitionFinding {
    pub valid: bool,
    pub article: String,
    /// The facts the event file keeps, worded by every reader in its language (in the
    /// process's: `RepetitionFinding::explanation` in `crate::i18n::claim`).
    pub finding: ClaimFinding,
    /// A legal written move that must now be played if the claim is rejected (Art. 9.5.3).
    pub must_play: Option<String>,
    /// An illegal written move: the piece the claimant must move instead (Art. 9.5.3, 4.3).
    pub hold: Option<PieceHold>,
}

/// A ply of the record a finding names: its number (0 = the start) and its label ("34.Qe2";
/// empty for the start).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlyMark {
    pub ply: usize,
    #[serde(default)]
    pub label: String,
}

impl PlyMark {
    /// Ply `ply` of `record`, labelled.
    pub fn of(record: &GameRecord, ply: usize) -> PlyMark {
        PlyMark {
            ply,
            label: if ply == 0 {
                String::new()
            } else {
                record.ply_label(ply)
            },
        }
    }
}

/// Where the pieces stood the same but the position differed (Art. 9.2.3), as kept.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NearMissMark {
    pub at: PlyMark,
    pub differences: Vec<Difference>,
}

/// A Law that had ended the game before the claim (Art. 5, 9.6): the later moves are void.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct EndMark {
    pub at: PlyMark,
    pub rule: EndRule,
    pub article: String,
}

/// A written move that is illegal (Art. 9.5.3): the move, the engine's reason, and the piece
/// the claimant is then held to (Art. 4.3), worded when recorded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct IllegalWritten {
    pub written: String,
    /// Why it cannot be played, as an older version worded it (empty when `why` says it).
    #[serde(default)]
    pub error: String,
    /// Why it cannot be played: the engine's facts (worded by `crate::i18n::claim::finding`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub why: Option<WrittenError>,
    /// The position on the board already qualified: the claim is correct all the same.
    pub on_board_valid: bool,
    /// The piece the claimant is held to, when the claim is incorrect and one is.
    #[serde(default)]
    pub hold: Option<HoldMark>,
}

/// Why a written move cannot be played (Art. 3, 4), as the record keeps it: the rules engine's
/// facts (`RulesError`'s move errors), worded at the edge.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "error", rename_all = "snake_case")]
pub enum WrittenError {
    /// The text is not a move in SAN (`label`: the move number it was written for).
    NotSan { label: String, text: String },
    /// No legal move of `side` is written so (Art. 3, 4).
    NotLegal {
        label: String,
        text: String,
        #[serde(with = "side_serde")]
        side: Color,
    },
    /// More than one legal move of `side` matches the text.
    Ambiguous {
        label: String,
        text: String,
        #[serde(with = "side_serde")]
        side: Color,
    },
}

impl WrittenError {
    /// The facts of a move the engine refused; `None` for an error that is not about a move.
    pub fn of(e: &crate::rules::RulesError) -> Option<WrittenError> {
        use crate::rules::{IllegalReason, RulesError};
        Some(match e {
            RulesError::BadSan { label, text } => WrittenError::NotSan {
                label: label.clone(),
                text: text.clone(),
            },
            RulesError::IllegalMove { label, reason } => match reason {
                IllegalReason::NotLegal { text, side } => WrittenError::NotLegal {
                    label: label.clone(),
                    text: text.clone(),
                    side: *side,
                },
                IllegalReason::Ambiguous { text, side } => WrittenError::Ambiguous {
                    label: label.clone(),
                    text: text.clone(),
                    side: *side,
                },
            },
            _ => return None,
        })
    }

    /// The engine's error again, for its wording (`crate::i18n::rules::rules_error`).
    pub fn rules_error(&self) -> crate::rules::RulesError {
        use crate::rules::{IllegalReason, RulesError};
        match self {
            WrittenError::NotSan { label, text } => RulesError::BadSan {
                label: label.clone(),
                text: text.clone(),
            },
            WrittenError::NotLegal { label, text, side } => RulesError::IllegalMove {
                label: label.clone(),
                reason: IllegalReason::NotLegal {
                    text: text.clone(),
                    side: *side,
                },
            },
            WrittenError::Ambiguous { label, text, side } => RulesError::IllegalMove {
                label: label.clone(),
                reason: IllegalReason::Ambiguous {
                    text: text.clone(),
                    side: *side,
                },
            },
        }
    }
}

/// The piece of an illegal written move (Art. 4.3): its kind ("knight") and the squares of the
/// pieces that may be meant.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct HoldMark {
    pub role: String,
    pub squares: Vec<String>,
}

/// The rules engine's finding on a 9.2/9.3 claim as the event file keeps it (Art. 9.2, 9.3,
/// 9.5): the rule, article, claimant, where the position stood, the written move, the
/// fifty-move count and the near misses — facts, which every reader words in its own language
/// (`crate::i18n::claim::finding`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClaimFinding {
    pub valid: bool,
    #[serde(default)]
    pub rule: Option<ClaimRule>,
    pub article: String,
    #[serde(with = "side_serde")]
    pub claimant: Color,
    /// Where the position in question stood (the written move's ply included); `None` for a
    /// fifty-move verdict.
    #[serde(default)]
    pub occurrences: Option<Vec<PlyMark>>,
    /// The written move, as "34.Qe2" (9.2.1, 9.3.1).
    #[serde(default)]
    pub written: Option<String>,
    /// Plies without a capture or pawn move (Art. 9.3).
    #[serde(default)]
    pub halfmoves: u32,
    /// The last capture or pawn move before it.
    #[serde(default)]
    pub since: Option<PlyMark>,
    #[serde(default)]
    pub near_misses: Vec<NearMissMark>,
    #[serde(default)]
    pub ended: Option<EndMark>,
    #[serde(default)]
    pub illegal_written: Option<IllegalWritten>,
}

impl ClaimFinding {
    /// The facts of `verdict` on `record` (the game as it stood at the claim).
    pub fn of(record: &GameRecord, verdict: &ClaimVerdict) -> ClaimFinding {
        let mark = |p: usize| {
            if p > record.plies() {
                PlyMark {
                    ply: p,
                    label: verdict.written.clone().unwrap_or_default(),
                }
            } else {
                PlyMark::of(record, p)
            }
        };
        ClaimFinding {
            valid: verdict.valid,
            rule: verdict.rule,
            article: verdict.article.to_owned(),
            claimant: verdict.claimant,
            occurrences: verdict
                .occurrences
                .as_ref()
                .map(|o| o.iter().map(|&p| mark(p)).collect()),
            written: verdict.written.clone(),
            halfmoves: verdict.halfmoves,
            since: verdict.since_ply.map(|p| PlyMark::of(record, p)),
            near_misses: verdict
                .near_misses
                .iter()
                .map(|m| NearMissMark {
                    at: PlyMark::of(record, m.ply),
                    differences: m.differences.clone(),
                })
                .collect(),
            ended: record
                .ending()
                .filter(|e| e.ply <= record.plies())
                .map(|e| EndMark {
                    at: PlyMark::of(record, e.ply),
                    rule: e.rule,
                    article: e.article.to_owned(),
                }),
            illegal_written: None,
        }
    }
}

/// The engine's explanation of a claim as an event keeps it: the structured finding, or the
/// text an older version stored (shown as stored).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum ClaimText {
    Finding(Box<ClaimFinding>),
    Stored(String),
}

impl From<&str> for ClaimText {
    fn from(text: &str) -> ClaimText {
        ClaimText::Stored(text.to_owned())
    }
}

impl From<ClaimFinding> for ClaimText {
    fn from(f: ClaimFinding) -> ClaimText {
        ClaimText::Finding(Box::new(f))
    }
}

/// Whether some legal move of the player on the move would make a correct claim written with
/// it (Art. 9.2.1: the position it makes stands a third time; 9.3.1: it completes 50 moves each
/// without capture or pawn move). A claim without a written move whose position does not
/// qualify may then be a claim about that move, made without writing it: not an incorrect
/// claim but an incomplete one (Arbiters' Manual 2025, p. 32). Does not say which move.
pub fn a_written_move_would_qualify(record: &GameRecord, laws: &LawsParams) -> bool {
    let pos = record.position();
    pos.legal_moves().into_iter().any(|mv| {
        let san = shakmaty::san::San::from_move(pos, mv).to_string();
        record
            .claim(Some(&san), laws)
            .is_ok_and(|verdict| verdict.valid)
    })
}

/// Check a 9.2/9.3 claim by the player on the move in `record`'s position (Art. 9.2, 9.3, 9.5).
///
/// A written move that is illegal does not make the claim unrecordable (Art. 9.5.3): the claim
/// is incorrect unless the position on the board already qualifies (9.2.2, 9.3.2), and the
/// claimant must then make a legal move with the piece of the written move (Art. 4.3). `Err`
/// only when the written move is not SAN or names no piece the claimant has: there is nothing to
/// hold the claimant to.
pub fn repetition_claim(
    record: &GameRecord,
    intended: Option<&str>,
    laws: &LawsParams,
) -> Result<RepetitionFinding, ClaimError> {
    let written_error = match record.claim(intended, laws) {
        Ok(v) => {
            let finding = ClaimFinding::of(record, &v);
            return Ok(RepetitionFinding {
                valid: v.valid,
                article: v.article.to_string(),
                finding,
                must_play: v.must_play,
                hold: None,
            });
        }
        Err(e) => e,
    };
    let Some(text) = intended else {
        return Err(ClaimError::Unreadable(written_error));
    };
    let by = record.position().turn();
    let hold = written_move_piece(record.position(), text).map_err(|why| ClaimError::Unusable {
        error: written_error.clone(),
        why,
        side: by,
    })?;
    let on_board = record.claim(None, laws).map_err(ClaimError::OnBoard)?;
    let mut finding = ClaimFinding::of(record, &on_board);
    let valid = on_board.valid;
    let why = WrittenError::of(&written_error);
    finding.illegal_written = Some(IllegalWritten {
        written: text.to_owned(),
        error: if why.is_some() {
            String::new()
        } else {
            written_error.to_string()
        },
        why,
        on_board_valid: valid,
        hold: (!valid)
            .then(|| hold.as_ref().map(PieceHold::mark))
            .flatten(),
    });
    Ok(RepetitionFinding {
        valid,
        article: if valid {
            on_board.article.to_string()
        } else {
            "9.5.3".into()
        },
        finding,
        must_play: None,
        hold: if valid { None } else { hold },
    })
}

impl BoardState {
    /// The piece the player on the move is held to after an incorrect 9.2/9.3 claim whose written
    /// move was illegal, until a move is made (Art. 9.5.3, 4.3); `None` otherwise.
    pub fn piece_hold(&self) -> Option<PieceHold> {
        if self.is_over() {
            return None;
        }
        let claim = self.claims.iter().rev().find(|c| {
            c.ruling == Some(super::Ruling::Rejected)
                && matches!(
                    c.claim,
                    super::ClaimKind::Repetition | super::ClaimKind::FiftyMoves
                )
        })?;
        let written = claim.intended.as_deref()?;
        if claim.ply != self.record.plies()
            || claim.by != self.to_move()
            || self.record.parse_san(written).is_ok()
        {
            return None;
        }
        let mut hold = written_move_piece(self.record.position(), written).ok()??;
        hold.claim_seq = claim.seq;
        Some(hold)
    }
}
