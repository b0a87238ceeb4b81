//! The view model: everything a frame shows, already decided and formatted.
//!
//! [`crate::tui::render::render`] is a pure function of an [`AppView`]; the app builds one from the
//! folded board states (see `tui::model`) and the UI state (screen, selection, dialog). Nothing here
//! reads the store, the wall clock or the terminal, so every screen can be tested with a
//! `TestBackend` from a hand-made view.

use shakmaty::{Board, Color, Square};

use crate::i18n::Lang;

use crate::tui::keymap::Context;

/// The screen the app shows (the help and dialogs are overlays on top of it).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Screen {
    /// All boards of the hall at once (the start screen).
    Hall,
    /// One board: diagram, moves, clocks, incidents.
    Board,
    /// The event's log of claims, decisions, penalties and notes, newest first.
    Incidents,
    /// The round's time-control sheets, newest first (issue 35; AM 2025, General Duties).
    Sheet,
}

/// How to draw: glyphs or letters, colours or none, and in which language.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Look {
    /// Pieces as ASCII letters and only ASCII punctuation everywhere.
    pub ascii: bool,
    /// No colour at all (the `NO_COLOR` convention); bold and reverse video still mark things.
    pub no_color: bool,
    /// The language of every word on screen (the process language when the app runs; see
    /// `crate::i18n::choose`).
    pub lang: Lang,
}

/// One whole frame.
#[derive(Debug, Clone, PartialEq)]
pub struct AppView {
    pub look: Look,
    pub screen: Screen,
    /// Event name and round, shown on the title line.
    pub title: String,
    /// Who is using this session ("arbiter" name), on the title line.
    pub actor: String,
    pub hall: HallView,
    /// The board shown on the board screen (None when none is open).
    pub board: Option<BoardView>,
    pub incidents: IncidentsView,
    /// The time-control sheets screen's table (issue 35), when it is shown.
    pub sheet: Option<SheetView>,
    /// A dialog or the help over the screen.
    pub overlay: Option<Overlay>,
    /// One line above the key bar: the outcome of the last action, or a conflict.
    pub status: Option<StatusLine>,
    /// The board screen's keys the event layer would refuse now, with why (greyed in the key
    /// bar, explained in the help).
    pub refused: Vec<(crate::tui::keymap::Action, String)>,
}

/// The hall: one row per board.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct HallView {
    /// The rows in sight, already sorted and filtered: `rows[0]` is the listed row `first`.
    pub rows: Vec<BoardRow>,
    /// Index, among every row listed (sorted and filtered), of the highlighted board.
    pub selected: usize,
    /// Index, among every row listed, of `rows[0]`: the first row shown (kept by the app so
    /// scrolling is stable; see [`scroll_offset`]).
    pub first: usize,
    /// Rows listed after the filter, of which `rows` are those in sight (the app builds no
    /// other; issue 36).
    pub listed: usize,
    /// How the rows are sorted, as shown on the title line ("board", "attention", "clock").
    pub sort: String,
    /// The filter in force, if any ("needs attention").
    pub filter: Option<String>,
    /// Digits typed so far to jump to a board.
    pub jump: Option<String>,
    /// Boards in the event, before filtering (those still loading included).
    pub total: usize,
    /// Boards of the round still being read after the first frame (issue 36): the count,
    /// filter and sorts are of the others until they come.
    pub loading: usize,
    /// Boards that need the arbiter.
    pub attention: usize,
    /// Things the round's checklist lists in that state (issue 35; `arbiter round`'s).
    pub round_checks: usize,
}

/// A side of the board as the view needs it.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct SideView {
    pub name: String,
    /// Remaining time, formatted ("1:29:59", "0:00:19.9"); empty when the board has no clock.
    pub clock: String,
    /// The clock is running for this side now.
    pub running: bool,
    /// This side's flag has fallen (shown until a result is recorded).
    pub flagged: bool,
    /// Illegal moves recorded against this side (Art. 7.5.5).
    pub illegal: u8,
}

/// Where a board is in its life.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    NotStarted,
    Running,
    Paused,
    /// A flag has fallen and no result is recorded yet (Art. 6.9).
    FlagFallen(Color),
    /// The game is over: "1-0", "0-1", "1/2-1/2", and why.
    Finished {
        result: String,
        reason: String,
    },
}

/// Something the arbiter must look at, in order of urgency.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Alert {
    /// A Law ended the game with a move and no result is recorded yet: the arbiter intervenes
    /// (Art. 9.6: fivefold, 75 moves) or records it (Art. 5.1.1 checkmate, 5.2.1 stalemate,
    /// 5.2.2 dead position). `what` names the rule, `score` the result it brings — a win for a
    /// checkmate, a draw for every other end, worded by the score, never by the rule.
    GameEnd {
        what: String,
        article: String,
        score: crate::rules::GameScore,
    },
    /// A flag has fallen: `note` is the rules engine's finding in a sentence ("White's flag has
    /// fallen, but Black cannot checkmate …: draw"), `verdict` the result it leads to ("0-1",
    /// "1/2-1/2", or empty: play on), for narrow screens.
    Flag {
        side: Color,
        note: String,
        verdict: String,
        /// The article the finding applies: "6.9", "III.3.1" or "III.5.2".
        article: String,
    },
    /// `side`'s flag has fallen and what it calls for (Art. 6.9) is still being worked out (a
    /// hall of many fallen flags, just opened; issue 21).
    FlagJudging { side: Color },
    /// The default time after the round's start has passed and the game has not begun
    /// (Art. 6.7.1): the arbiter records the forfeit.
    DefaultTime,
    /// A claim (Art. 9.2, 9.3) waits for the arbiter's decision.
    ClaimWaiting { by: Color },
    /// A postponed decision is due.
    DecisionDue { what: String },
    /// A draw offer (Art. 9.1.2) waits for the opponent.
    DrawOffer { by: Color },
    /// Illegal moves completed so far (Art. 7.5.5), per side.
    Illegal { white: u8, black: u8 },
    /// The board is fed by an electronic board (issue 19): the last fed move `ago_s` seconds
    /// ago (None: none yet).
    Fed { ago_s: Option<i64> },
    /// The feed rewrote a recorded move: at `label` (e.g. "23...") the record has `recorded`, the
    /// feed `feed`; the arbiter chooses (`arbiter feed follow|ignore`).
    FeedDisagrees {
        label: String,
        recorded: String,
        feed: String,
    },
    /// The feed's tags give a result: a proposal for the arbiter.
    FeedResult { result: String },
    /// The feed says something the arbiter must resolve (issue 36).
    FeedWrong(FeedWrong),
    /// The feed has said nothing for `minutes` while the board's clock runs.
    FeedQuiet { minutes: i64 },
    /// Something to watch before a player calls (issue 35): a repetition or the fifty-move
    /// count approaching a claim, a period's end, a clock under 2 or 5 minutes.
    Reminder(crate::event::reminder::Reminder),
    /// The time-control sheet of the round's current half hour `n` (issue 35; AM 2025, General
    /// Duties: check the clocks every thirty minutes) on a running board: its line, to check
    /// the clock against, or `None`: the board is missing from it.
    Sheet { n: u32, line: Option<SheetMarkLine> },
}

/// A running board's line on the current half hour's sheet, as the board screen shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SheetMarkLine {
    /// When it was taken, local time ("10:30:00").
    pub at: String,
    pub white: String,
    pub black: String,
    /// "20–19": moves White and Black completed.
    pub moves: String,
}

/// The time-control sheets screen (issue 35): the table's heading and rows (newest sheet
/// first), already laid out in columns, and the first row shown.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SheetView {
    pub heading: String,
    pub rows: Vec<String>,
    pub offset: usize,
}

/// What a feed says that the arbiter must resolve (issue 36).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FeedWrong {
    /// The feed's game names the board by its tags, but its players are `white`–`black`.
    Contradicts { white: String, black: String },
    /// The feed's game has a move not legal where it stands, `label` with the move ("23...Ke3"):
    /// nothing from it on is recorded until the e-board is corrected.
    Illegal { label: String },
    /// The feed's game goes on with `label` ("9.Nf3") after the Laws ended it by `article`:
    /// the end stands (Art. 5.1.1, 5.2, 9.6).
    AfterEnd { label: String, article: String },
}

impl Alert {
    /// The alert needs the arbiter now (the hall's "needs attention" filter).
    pub fn needs_attention(&self) -> bool {
        match self {
            Alert::GameEnd { .. }
            | Alert::Flag { .. }
            | Alert::FlagJudging { .. }
            | Alert::DefaultTime
            | Alert::ClaimWaiting { .. }
            | Alert::DecisionDue { .. }
            | Alert::FeedDisagrees { .. }
            | Alert::FeedResult { .. }
            | Alert::FeedWrong(_)
            | Alert::FeedQuiet { .. } => true,
            Alert::DrawOffer { .. }
            | Alert::Illegal { .. }
            | Alert::Fed { .. }
            | Alert::Reminder(_)
            | Alert::Sheet { .. } => false,
        }
    }
}

/// One board in the hall.
#[derive(Debug, Clone, PartialEq)]
pub struct BoardRow {
    pub number: u32,
    pub white: SideView,
    pub black: SideView,
    /// The side to move (None once the game is over).
    pub to_move: Option<Color>,
    /// The move number of the side to move ("34" when it is 34.? or 34...?).
    pub move_no: u32,
    /// The time-control period the side to move is in (1-based).
    pub period: u8,
    /// The last move played: its number, who made it and its standard SAN (23, Black, "Rd8");
    /// the hall writes it "23...Rd8" with the pieces' letters of the arbiter's language.
    pub last_move: Option<LastMove>,
    pub status: Status,
    /// Most urgent first.
    pub alerts: Vec<Alert>,
}

/// The last move on a board, as the hall's last-move column shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LastMove {
    pub number: u32,
    pub by: Color,
    /// Standard SAN; the screen writes the pieces in the arbiter's language.
    pub san: String,
}

impl BoardRow {
    pub fn needs_attention(&self) -> bool {
        self.alerts.iter().any(Alert::needs_attention)
    }
}

/// A move in the move list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveCell {
    /// SAN without the move number ("Qe2"); the list numbers the lines.
    pub san: String,
    /// A draw offer was made with this move: shown "(=)".
    pub offer: bool,
    /// Time left on the mover's clock after the move, if recorded.
    pub clock: Option<String>,
}

/// One line of the incident history.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct IncidentRow {
    /// Wall-clock time, "14:32:05".
    pub time: String,
    pub board: u32,
    /// "claim", "decision", "penalty", "illegal", "offer", "result", "clock", "note".
    pub kind: String,
    /// What happened, in the arbiter's words, with the article.
    pub text: String,
    /// Who recorded it.
    pub actor: String,
}

/// The claims-ahead ledger on the board screen (issue 35): its lines as `arbiter show` words
/// them, and the first one shown.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct LedgerView {
    pub lines: Vec<String>,
    pub offset: usize,
}

/// The board screen.
#[derive(Debug, Clone, PartialEq)]
pub struct BoardView {
    pub row: BoardRow,
    /// The pieces (from the folded game record).
    pub position: Board,
    /// Draw with Black at the bottom.
    pub flipped: bool,
    pub last_move: Option<(Square, Square)>,
    /// The main line, white and black moves alternating, first move first.
    pub moves: Vec<MoveCell>,
    /// Whether the first move of `moves` is Black's (game from a FEN with Black to move).
    pub black_starts: bool,
    /// The move number of the first move.
    pub first_move_no: u32,
    /// This board's incidents, newest first.
    pub incidents: Vec<IncidentRow>,
    /// The claims-ahead ledger, shown instead of the move list (`L`; `None`: the moves).
    pub ledger: Option<LedgerView>,
    /// The time control, as written ("40/5400+30:1800+30").
    pub time_control: String,
}

/// The incidents screen.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct IncidentsView {
    /// Newest first, already filtered.
    pub rows: Vec<IncidentRow>,
    pub selected: usize,
    pub offset: usize,
    /// "board 7", "kind penalty", shown on the title line.
    pub filter: Vec<String>,
}

/// What is drawn over the screen.
#[derive(Debug, Clone, PartialEq)]
pub enum Overlay {
    /// The keys that work here, built from the keymap for `context`.
    Help { context: Context },
    /// A question before an action that changes a result or a clock:
    /// "Add 2 minutes to Black on board 7 (Art. 9.5.3)?" — y / n.
    Confirm { title: String, lines: Vec<String> },
    /// A line of text being typed (a move in SAN, an amount, a note) with live feedback.
    Input(InputView),
    /// A choice among a few labelled options (penalty, result, kind of claim, ruling); `context`
    /// is shown above them (the facts of a claim the arbiter rules on).
    Choose {
        title: String,
        context: Vec<String>,
        options: Vec<String>,
        /// Why each option is unavailable (shown greyed with it), `None` when it is available.
        unavailable: Vec<Option<String>>,
        selected: usize,
    },
}

/// A text prompt.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputView {
    pub title: String,
    pub prompt: String,
    pub text: String,
    /// Feedback on what is typed so far: Ok(hint) or Err(reason it is refused).
    pub feedback: Option<Result<String, String>>,
}

/// The line above the key bar.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatusLine {
    pub text: String,
    pub kind: StatusKind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StatusKind {
    Info,
    /// Refused or in conflict: shown plainly, nothing was recorded.
    Error,
}

/// The first row to show so that `selected` stays visible in `height` rows, moving as little as
/// possible from `offset`.
pub fn scroll_offset(offset: usize, selected: usize, height: usize, len: usize) -> usize {
    if height == 0 || len == 0 {
        return 0;
    }
    let max_offset = len.saturating_sub(height);
    let offset = offset.min(max_offset);
    if selected < offset {
        selected
    } else if selected >= offset + height {
        (selected + 1 - height).min(max_offset)
    } else {
        offset
    }
}

#[cfg(test)]
mod tests {
    use super::scroll_offset;

    #[test]
    fn scroll_keeps_selection_visible_and_moves_little() {
        assert_eq!(scroll_offset(0, 5, 10, 100), 0);
        assert_eq!(scroll_offset(0, 10, 10, 100), 1);
        assert_eq!(scroll_offset(50, 49, 10, 100), 49);
        assert_eq!(scroll_offset(50, 55, 10, 100), 50);
        assert_eq!(scroll_offset(95, 99, 10, 100), 90);
        assert_eq!(scroll_offset(3, 0, 10, 4), 0);
        assert_eq!(scroll_offset(0, 0, 0, 4), 0);
    }
}
