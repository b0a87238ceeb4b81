//! Live boards (issue 19): the games that an electronic board's software (DGT LiveChess and the
//! like) keeps rewriting as moves arrive, read and compared with the event's record.
//!
//! Pure: bytes in, games out ([`read_feed`]); a game matched to a board of the round by its
//! `Round`/`Board` tags, else by the players' names ([`match_game`]); the feed's moves compared
//! with the board's record move by move, in the position, never as text ([`diff`]). Recording is
//! the caller's (`arbiter follow`), through the one command pipeline.
//!
//! The real clock is the one on the table: a move's `[%clk]` is the mover's remaining time after
//! the move (Art. 6.2), taken as the reading of that clock.

mod clocks;

use shakmaty::san::San;
use shakmaty::{Chess, Move, Position};

use super::error::InteropError;
use super::error::Said;
use super::pairing::normalise_name;
pub use super::pgn_read::MAX_PLIES;
use super::pgn_read::RawVisitor;
use crate::event::FeedNotice;
use crate::rules::{GameRecord, GameScore};
use clocks::tag_clocks;
pub use clocks::{
    ClockBeyond, ClockBounds, TableClocks, TagClocks, fed_clocks, judge_tag_clocks, table_clocks,
};

/// The most games one source may hold (a combined round file of a large open has a few
/// hundred); more is refused, not read.
pub const MAX_GAMES: usize = 5_000;

/// One move of a feed game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeedMove {
    /// The move as the feed wrote it (standard SAN).
    pub san: String,
    /// `[%clk]` after the move: the mover's remaining time, ms.
    pub clock_ms: Option<i64>,
    /// `[%emt]` after the move: the time the move took, ms (issue 36).
    pub emt_ms: Option<i64>,
}

/// One game of a feed file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeedGame {
    /// Its place in the source (0-based), for messages.
    pub index: usize,
    /// The round of the `Round` tag ("3", or "3.12" — round 3, board 12 — as some software
    /// writes it).
    pub round: Option<u32>,
    /// The board of the `Board` tag, else of a `Round` tag "R.N".
    pub board: Option<u32>,
    pub white: String,
    pub black: String,
    pub fen: Option<String>,
    /// The `Variant` tag's variant (Guidelines II: Chess960); standard without one.
    pub variant: crate::rules::Variant,
    pub moves: Vec<FeedMove>,
    /// The clocks the tags give, when they give both.
    pub tag_clocks: Option<TagClocks>,
    /// The result the feed's tags or movetext give: a proposal, never applied by the feed.
    pub result: Option<GameScore>,
}

fn tag<'a>(tags: &'a [(String, String)], name: &str) -> Option<&'a str> {
    tags.iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.trim())
}

fn number(text: &str) -> Option<u32> {
    text.trim().parse::<u32>().ok().filter(|n| *n > 0)
}

/// Every game of a feed file, in order. A game longer than [`MAX_PLIES`] or a file of more than
/// [`MAX_GAMES`] games is refused, naming the source.
pub fn read_feed(source: &str, bytes: &[u8]) -> Result<Vec<FeedGame>, InteropError> {
    let mut games = Vec::new();
    each_feed_game(source, bytes, |game| games.push(game))?;
    Ok(games)
}

/// Every game of a feed file, in order, each handed to `each` as soon as it is read: one game
/// in memory at a time, not the file's (issue 36: `follow` keeps only the game it chooses for
/// each board). The same refusals as [`read_feed`]; games before a refused one were handed
/// over already, so a caller that must not use part of a file keeps them aside until `Ok`.
pub fn each_feed_game(
    source: &str,
    bytes: &[u8],
    mut each: impl FnMut(FeedGame),
) -> Result<(), InteropError> {
    let text = super::error::decode_text(bytes);
    let mut reader = super::pgn_read::reader(text.as_bytes());
    let mut count = 0;
    loop {
        let raw = match reader.read_game(&mut RawVisitor) {
            Ok(Some(raw)) => raw,
            Ok(None) => break,
            Err(e) => {
                return Err(InteropError::content(
                    source,
                    Said::new("errors-pgn-unreadable", [("detail", e.to_string().into())]),
                ));
            }
        };
        if count >= MAX_GAMES {
            return Err(InteropError::content(
                source,
                Said::new("errors-feed-too-many-games", [("max", MAX_GAMES.into())]),
            ));
        }
        let index = count;
        count += 1;
        if raw.too_long {
            return Err(InteropError::content(
                source,
                Said::new(
                    "errors-feed-too-long",
                    [("game", (index + 1).into()), ("max", MAX_PLIES.into())],
                ),
            ));
        }
        let variant =
            crate::rules::variant::Variant::from_pgn_tag(tag(&raw.tags, "Variant").unwrap_or(""))
                .map_err(|e| {
                InteropError::content(
                    source,
                    Said::new(
                        "errors-feed-variant",
                        [("game", (index + 1).into()), ("variant", e.0.into())],
                    ),
                )
            })?;
        if let Some(e) = raw.unreadable_error() {
            let e = crate::rules::RulesError::Pgn {
                game: index + 1,
                detail: crate::rules::PgnDetail::Move(Box::new(e)),
            };
            return Err(InteropError::content(source, e));
        }
        let round_tag = tag(&raw.tags, "Round").unwrap_or("");
        let (round, board_in_round) = match round_tag.split_once('.') {
            Some((r, b)) => (number(r), number(b)),
            None => (number(round_tag), None),
        };
        let board = tag(&raw.tags, "Board").and_then(number).or(board_in_round);
        let result = tag(&raw.tags, "Result")
            .filter(|r| *r != "*")
            .or(raw.outcome.as_deref().filter(|o| *o != "*"))
            .and_then(|r| r.parse::<GameScore>().ok());
        each(FeedGame {
            index,
            round,
            board,
            white: tag(&raw.tags, "White").unwrap_or("").to_owned(),
            black: tag(&raw.tags, "Black").unwrap_or("").to_owned(),
            fen: tag(&raw.tags, "FEN").map(str::to_owned),
            variant,
            tag_clocks: tag_clocks(&raw.tags),
            moves: raw
                .sans
                .into_iter()
                .zip(raw.clocks)
                .zip(raw.elapsed)
                .map(|((san, clock_ms), emt_ms)| FeedMove {
                    san,
                    clock_ms,
                    emt_ms,
                })
                .collect(),
            result,
        });
    }
    Ok(())
}

/// A board of the round the feed may fill.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeedTarget {
    pub round: u32,
    pub number: u32,
    pub white: String,
    pub black: String,
}

/// Which board a feed game is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Match {
    /// The index of the one board it matches.
    Board(usize),
    /// No board of the round.
    Unmatched,
    /// Several boards (indices): recorded on none.
    Ambiguous(Vec<usize>),
    /// The tags name the board `by_tags`, the players' names another pairing: the names are
    /// those of board `by_names` (or of `by_tags` with the colours reversed, `by_names` then
    /// `None`). A disagreement the arbiter resolves (issue 36): recorded on no board.
    Contradicts {
        by_tags: usize,
        by_names: Option<usize>,
    },
}

/// Match `game` to one of `targets` (the boards of `round`): by its `Round`/`Board` tags (a game
/// whose `Round` tag names another round matches nothing by tags), else by both players' names,
/// normalised as the pairings import does.
pub fn match_game(game: &FeedGame, targets: &[FeedTarget], round: u32) -> Match {
    let one = |found: Vec<usize>| match found.len() {
        0 => Match::Unmatched,
        1 => Match::Board(found[0]),
        _ => Match::Ambiguous(found),
    };
    let round_ok = game.round.is_none_or(|r| r == round);
    if let (Some(board), true) = (game.board, round_ok) {
        let by_tag: Vec<usize> = targets
            .iter()
            .enumerate()
            .filter(|(_, t)| t.round == round && t.number == board)
            .map(|(i, _)| i)
            .collect();
        if let [tagged] = by_tag[..] {
            return contradiction(game, targets, round, tagged).unwrap_or(Match::Board(tagged));
        }
        if !by_tag.is_empty() {
            return one(by_tag);
        }
    }
    let (white, black) = (normalise_name(&game.white), normalise_name(&game.black));
    if white.is_empty() || black.is_empty() {
        return Match::Unmatched;
    }
    one(by_names(targets, round, &white, &black))
}

/// The boards of `round` whose pairing is `white`–`black` (normalised names).
fn by_names(targets: &[FeedTarget], round: u32, white: &str, black: &str) -> Vec<usize> {
    targets
        .iter()
        .enumerate()
        .filter(|(_, t)| {
            t.round == round
                && normalise_name(&t.white) == white
                && normalise_name(&t.black) == black
        })
        .map(|(i, _)| i)
        .collect()
}

/// A game whose tags name board `tagged` but whose players are another board's pairing, or
/// `tagged`'s with the colours reversed (issue 36): the tags and the names contradict each
/// other. Names that are no board's pairing (an e-board left with "White"/"Black", a name
/// spelt otherwise) contradict nothing: the tags decide.
fn contradiction(
    game: &FeedGame,
    targets: &[FeedTarget],
    round: u32,
    tagged: usize,
) -> Option<Match> {
    let (white, black) = (normalise_name(&game.white), normalise_name(&game.black));
    if white.is_empty() || black.is_empty() {
        return None;
    }
    let named = by_names(targets, round, &white, &black);
    if named.contains(&tagged) {
        return None;
    }
    if let Some(other) = named.first() {
        return Some(Match::Contradicts {
            by_tags: tagged,
            by_names: Some(*other),
        });
    }
    by_names(targets, round, &black, &white)
        .contains(&tagged)
        .then_some(Match::Contradicts {
            by_tags: tagged,
            by_names: None,
        })
}

/// How a feed game stands against the board's record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FeedDiff {
    /// The feed has exactly the recorded moves.
    Same,
    /// The feed has the recorded moves and more: its moves `from..to` (indices into the feed's
    /// moves) are new and legal. When the
    /// feed goes on with a move that is not legal, `illegal` names it (nothing after is new).
    New {
        from: usize,
        to: usize,
        illegal: Option<FeedIllegal>,
    },
    /// The feed has fewer moves than the record, all agreeing: a file caught half-written, or
    /// a feed that lost moves (read it again before calling it a disagreement).
    Behind { feed: usize, recorded: usize },
    /// The feed rewrites a recorded move: at `ply` (1-based) the record has `recorded`, the
    /// feed `feed`.
    Disagrees {
        ply: usize,
        recorded: String,
        feed: String,
    },
}

/// A feed move that is not legal where it stands.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FeedIllegal {
    /// 1-based, as the record counts plies.
    pub ply: usize,
    pub san: String,
    pub why: WhyIllegal,
}

impl FeedIllegal {
    /// The notice that records it once (issue 36): the illegal move with its ply, or the first
    /// move after the Laws ended the game with the end's ply and article (Art. 5.1.1, 5.2, 9.6:
    /// the end stands; nothing of the record changes).
    pub fn notice(&self, source: &str) -> FeedNotice {
        let (source, ply, san) = (
            source.to_owned(),
            u32::try_from(self.ply).unwrap_or(u32::MAX),
            self.san.clone(),
        );
        match &self.why {
            WhyIllegal::Illegal(_) => FeedNotice::Illegal { source, ply, san },
            WhyIllegal::GameOver { article, ply: end } => FeedNotice::AfterEnd {
                source,
                ply,
                san,
                article: (*article).to_owned(),
                end_ply: u32::try_from(*end).unwrap_or(u32::MAX),
            },
        }
    }
}

/// Why a feed move is not a move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WhyIllegal {
    /// The Laws ended the game after `ply` (Art. 5, 9.6: the article given).
    GameOver { article: &'static str, ply: usize },
    /// The rules engine refuses it (its facts, worded at the edge).
    Illegal(crate::rules::RulesError),
}

/// Compare `feed` with `record`, move by move in the position (so "Nf3", "Ng1f3" and "Nf3+"
/// are one move).
pub fn diff(record: &GameRecord, feed: &[FeedMove]) -> FeedDiff {
    let recorded = record.plies();
    let common = recorded.min(feed.len());
    let mut pos: Chess = record.start().clone();
    for (index, fed) in feed.iter().enumerate().take(common) {
        let ply = index + 1;
        let ours: Option<Move> = record.move_at(ply);
        let theirs = crate::rules::notation::normalise(&fed.san)
            .ok()
            .and_then(|san| San::from_ascii(san.as_bytes()).ok())
            .and_then(|san| crate::rules::notation::resolve(&pos, san).ok());
        match (ours, theirs) {
            (Some(ours), Some(theirs)) if ours == theirs => pos.play_unchecked(ours),
            _ => {
                return FeedDiff::Disagrees {
                    ply,
                    recorded: record.san(ply).unwrap_or_default(),
                    feed: fed.san.clone(),
                };
            }
        }
    }
    if feed.len() < recorded {
        return FeedDiff::Behind {
            feed: feed.len(),
            recorded,
        };
    }
    if feed.len() == recorded {
        return FeedDiff::Same;
    }
    let mut ahead = record.clone();
    let mut illegal = None;
    let mut to = recorded;
    for fed in &feed[recorded..] {
        // Art. 5 and 9.6: once the Laws have ended the game, a later move is not a move.
        if let Some(end) = ahead.ending() {
            illegal = Some(FeedIllegal {
                ply: to + 1,
                san: fed.san.clone(),
                why: WhyIllegal::GameOver {
                    article: end.article,
                    ply: end.ply,
                },
            });
            break;
        }
        if let Err(e) = ahead.play_san(&fed.san) {
            illegal = Some(FeedIllegal {
                ply: to + 1,
                san: fed.san.clone(),
                why: WhyIllegal::Illegal(e),
            });
            break;
        }
        to += 1;
    }
    FeedDiff::New {
        from: recorded,
        to,
        illegal,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(text: &str) -> FeedGame {
        let mut games = read_feed("t.pgn", text.as_bytes()).expect("read");
        assert_eq!(games.len(), 1);
        games.remove(0)
    }

    fn record(sans: &[&str]) -> GameRecord {
        let mut r = GameRecord::new();
        for s in sans {
            r.play_san(s).expect("legal");
        }
        r
    }

    #[test]
    fn tags_clocks_and_a_proposed_result_are_read() {
        let g = game(
            "[Round \"3.12\"]\n[White \"Ñúñez, A\"]\n[Black \"Иванчук\"]\n[Result \"1/2-1/2\"]\n\n\
             1. e4 {[%clk 1:29:50]} e5 {[%clk 1:29:40]} (1... c5) 2. Nf3 1/2-1/2\n",
        );
        assert_eq!((g.round, g.board), (Some(3), Some(12)));
        assert_eq!(g.white, "Ñúñez, A");
        assert_eq!(g.moves.len(), 3, "variations skipped");
        assert_eq!(g.moves[0].clock_ms, Some(5_390_000));
        assert_eq!(g.moves[2].clock_ms, None);
        assert_eq!(g.result.map(|r| r.to_string()), Some("1/2-1/2".into()));
        let board_tag = game("[Round \"3\"]\n[Board \"7\"]\n\n1. d4 *\n");
        assert_eq!((board_tag.round, board_tag.board), (Some(3), Some(7)));
        assert_eq!(board_tag.result, None);
    }

    #[test]
    fn a_combined_file_gives_every_game_and_bounds_hold() {
        let text = "[Board \"1\"]\n\n1. e4 *\n\n[Board \"2\"]\n\n1. d4 d5 *\n";
        let games = read_feed("r.pgn", text.as_bytes()).expect("read");
        assert_eq!(games.len(), 2);
        assert_eq!(games[1].moves.len(), 2);
        let long: String = std::iter::repeat_n("Nf3 Nf6 Ng1 Ng8 ", MAX_PLIES / 4 + 1).collect();
        let err = read_feed("long.pgn", format!("{long}*\n").as_bytes()).unwrap_err();
        assert!(err.to_string().contains("long.pgn"), "{err}");
    }

    fn targets() -> Vec<FeedTarget> {
        let t = |number: u32, white: &str, black: &str| FeedTarget {
            round: 3,
            number,
            white: white.into(),
            black: black.into(),
        };
        vec![
            t(1, "Carlsen, M", "Nakamura, H"),
            t(2, "Ding, L", "Nepo, I"),
            t(3, "A", "B"),
            t(4, "A", "B"),
        ]
    }

    #[test]
    fn matching_by_tags_then_names() {
        let mut g = game("[Round \"3\"]\n[Board \"2\"]\n[White \"x\"]\n[Black \"y\"]\n\n*\n");
        assert_eq!(match_game(&g, &targets(), 3), Match::Board(1));
        // Another round's tag: not this board by tags, and the names match nothing.
        g.round = Some(4);
        assert_eq!(match_game(&g, &targets(), 3), Match::Unmatched);
        let by_name = game("[White \"carlsen,  M\"]\n[Black \"Nakamura, H\"]\n\n*\n");
        assert_eq!(match_game(&by_name, &targets(), 3), Match::Board(0));
        let twice = game("[White \"A\"]\n[Black \"B\"]\n\n*\n");
        assert_eq!(
            match_game(&twice, &targets(), 3),
            Match::Ambiguous(vec![2, 3])
        );
        let reversed = game("[White \"Nakamura, H\"]\n[Black \"Carlsen, M\"]\n\n*\n");
        assert_eq!(match_game(&reversed, &targets(), 3), Match::Unmatched);
        // Issue 36: tags and players that name two boards contradict each other.
        let mut other =
            game("[Board \"2\"]\n[White \"Carlsen, M\"]\n[Black \"Nakamura, H\"]\n\n*\n");
        assert_eq!(
            match_game(&other, &targets(), 3),
            Match::Contradicts {
                by_tags: 1,
                by_names: Some(0)
            }
        );
        other.board = Some(1);
        (other.white, other.black) = (other.black.clone(), other.white.clone());
        assert_eq!(
            match_game(&other, &targets(), 3),
            Match::Contradicts {
                by_tags: 0,
                by_names: None
            }
        );
    }

    fn moves(sans: &[&str]) -> Vec<FeedMove> {
        sans.iter()
            .map(|s| FeedMove {
                san: (*s).into(),
                clock_ms: None,
                emt_ms: None,
            })
            .collect()
    }

    #[test]
    fn the_feed_is_compared_in_the_position_not_as_text() {
        let r = record(&["e4", "e5", "Nf3"]);
        assert_eq!(diff(&r, &moves(&["e4", "e5", "Ng1f3"])), FeedDiff::Same);
        assert_eq!(
            diff(&r, &moves(&["e4", "e5", "Nf3", "Nc6", "Bb5"])),
            FeedDiff::New {
                from: 3,
                to: 5,
                illegal: None
            }
        );
        assert_eq!(
            diff(&r, &moves(&["e4", "e5"])),
            FeedDiff::Behind {
                feed: 2,
                recorded: 3
            }
        );
        assert_eq!(
            diff(&r, &moves(&["e4", "e6", "Nf3"])),
            FeedDiff::Disagrees {
                ply: 2,
                recorded: "e5".into(),
                feed: "e6".into()
            }
        );
        // A glitch: a move that is not legal where it stands is never new.
        let d = diff(&r, &moves(&["e4", "e5", "Nf3", "Nc6", "Ke3"]));
        let FeedDiff::New { from, to, illegal } = d else {
            panic!("{d:?}")
        };
        assert_eq!((from, to), (3, 4));
        assert_eq!(illegal.map(|i| (i.ply, i.san)), Some((5, "Ke3".to_owned())));
        // Moves after the Laws ended the game (fivefold, Art. 9.6.1) are not new moves.
        let shuffle = ["Nf3", "Nf6", "Ng1", "Ng8"];
        let mut sans: Vec<&str> = shuffle.iter().cycle().take(16).copied().collect();
        sans.extend(["Nf3", "Nf6"]);
        let d = diff(&GameRecord::new(), &moves(&sans));
        let FeedDiff::New { from, to, illegal } = d else {
            panic!("{d:?}")
        };
        assert_eq!((from, to), (0, 16));
        assert_eq!(
            illegal.map(|i| (i.ply, i.why)),
            Some((
                17,
                WhyIllegal::GameOver {
                    article: "9.6.1",
                    ply: 16
                }
            ))
        );
        // An unreadable recorded-range move is a disagreement, not a panic.
        assert!(matches!(
            diff(&r, &moves(&["e4", "zz", "Nf3"])),
            FeedDiff::Disagrees { ply: 2, .. }
        ));
    }
}
