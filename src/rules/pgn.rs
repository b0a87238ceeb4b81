//! Reading PGN with pgn-reader: tags (FEN/SetUp for a set-up start), the main line in SAN or in
//! the notations of the Laws' Appendix C ([`super::notation`]; each move checked for legality as
//! it is read, a word that cannot be read as a move refused by name, never dropped), `%clk` comments per ply; comments, NAGs and variations are
//! read past (variations are not the game).

use std::io::Read;
use std::ops::ControlFlow;

use pgn_reader::{Outcome, RawComment, RawTag, Reader, SanPlus, Visitor};
use shakmaty::Position;

use super::notation::{NotationReader, resolve, unreadable_in_comment};
use super::record::{GameRecord, RulesError, canonical_or_none, san_fast, san_to_move};
use super::variant::variant_of_tags;

/// One ply of a PGN game as written in the file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PgnPly {
    /// The SAN as written (suffix included), e.g. "Qe2+" (display it with `to_string()`).
    pub san: SanPlus,
    /// The `[%clk h:mm:ss(.f)]` reading after the move, in milliseconds.
    pub clk_ms: Option<i64>,
    /// Comments after the move, joined by a space.
    pub comment: Option<String>,
}

/// One game of a PGN file.
#[derive(Debug, Clone)]
pub struct PgnGame {
    /// 1-based position in the file.
    pub number: usize,
    /// Tag pairs in file order.
    pub tags: Vec<(String, String)>,
    /// Main-line plies as written.
    pub plies: Vec<PgnPly>,
    /// The game result token of the movetext ("1-0", "0-1", "1/2-1/2", "*"), if any.
    pub movetext_result: Option<String>,
    /// With [`Detail::ToTheEnd`]: the plies after the end by the Laws, checked and counted but
    /// not in [`PgnGame::record`]; 0 otherwise.
    pub void_unkept: usize,
    /// The game replayed under the 2023 Laws (use [`GameRecord::with_laws`] for another edition).
    pub record: GameRecord,
}

impl PgnGame {
    /// The value of a tag, if present.
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    /// White's name ("?" when absent).
    pub fn white(&self) -> &str {
        self.tag("White").unwrap_or("?")
    }

    /// Black's name ("?" when absent).
    pub fn black(&self) -> &str {
        self.tag("Black").unwrap_or("?")
    }

    /// The result as the PGN gives it: the Result tag, else the movetext token, else "*".
    pub fn result(&self) -> &str {
        self.tag("Result")
            .or(self.movetext_result.as_deref())
            .unwrap_or("*")
    }
}

/// Read every game of a PGN file. An illegal or ambiguous move, or a bad FEN tag, is an error
/// naming the game (1-based) and the move: "game 3, move 17...Nf3: illegal: …".
pub fn parse_games(bytes: &[u8]) -> Result<Vec<PgnGame>, RulesError> {
    parse_each(bytes)?.into_iter().collect()
}

/// Read every game of a PGN file, each on its own: one game's illegal move does not hide the
/// others. The outer error is a failure to read the file as PGN at all.
pub fn parse_each(bytes: &[u8]) -> Result<Vec<Result<PgnGame, RulesError>>, RulesError> {
    let mut games = Games::new(bytes, Detail::Full);
    let mut out = Vec::new();
    while let Some(game) = games.next_game()? {
        out.push(game);
    }
    Ok(out)
}

/// How much of each game a [`Games`] read keeps.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Detail {
    /// Tags, the record, and per ply the SAN as written, the `%clk` reading and the comments.
    Full,
    /// Tags, the record, and per ply the SAN as written and the `%clk` reading; comment text is
    /// not kept ([`PgnPly::comment`] is `None`), so a comment costs no allocation.
    NoComments,
    /// What `arbiter rules analyze` needs: tags, and the record up to the end by the Laws (Art.
    /// 5, 9.6). The moves after the end are void: each is still checked for legality, then only
    /// counted ([`PgnGame::void_unkept`]); [`PgnGame::plies`] is left empty. The 75-move rule
    /// ends every game within some 18,000 plies, so a game's memory is bounded whatever the
    /// length of its text (issue 29: a 3 MB game of void moves held 75 MB).
    ToTheEnd,
}

/// A PGN source read one game at a time: only the game being read is in memory, whatever the
/// length of the file (pgn-reader buffers the source itself; do not wrap it in a `BufReader`).
pub struct Games<R: Read> {
    reader: Reader<NotationReader<R>>,
    visitor: GameVisitor,
}

impl<R: Read> Games<R> {
    /// Read games from `source`, keeping `detail` of each.
    pub fn new(source: R, detail: Detail) -> Games<R> {
        Games {
            reader: Reader::new(NotationReader::new(source)),
            visitor: GameVisitor { games: 0, detail },
        }
    }

    /// The next game: `Ok(None)` at the end of the source, `Ok(Some(Err(_)))` for a game that
    /// cannot be replayed (illegal move, bad FEN tag; later games can still be read), `Err(_)`
    /// when the source cannot be read as PGN at all (nothing more can be read).
    pub fn next_game(&mut self) -> Result<Option<Result<PgnGame, RulesError>>, RulesError> {
        self.reader
            .read_game(&mut self.visitor)
            .map_err(|e| RulesError::PgnSyntax(e.to_string()))
    }

    /// Pass over the next game without replaying its moves (it still counts in the numbering);
    /// `Ok(false)` at the end of the source.
    pub fn skip_game(&mut self) -> Result<bool, RulesError> {
        let skipped = self
            .reader
            .skip_game()
            .map_err(|e| RulesError::PgnSyntax(e.to_string()))?;
        if skipped {
            self.visitor.games += 1;
        }
        Ok(skipped)
    }

    /// How many games have been read or skipped so far.
    pub fn count(&self) -> usize {
        self.visitor.games
    }
}

/// Parse "h:mm:ss" or "h:mm:ss.f" (also "mm:ss", or seconds alone) into milliseconds: the one
/// reader of a clock's colon form (`%clk` here, every time typed through
/// `crate::clock::parse_duration`). Minutes and seconds after a colon are below 60; up to 3
/// decimals. Allocates nothing.
pub fn parse_clock(text: &str) -> Option<i64> {
    let (whole, frac) = match text.split_once('.') {
        Some((w, f)) => (w, f),
        None => (text, ""),
    };
    let mut secs: i64 = 0;
    for (i, part) in whole.split(':').enumerate() {
        if i >= 3 || part.is_empty() || !part.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let value = part.parse::<i64>().ok()?;
        if i > 0 && value >= 60 {
            return None;
        }
        secs = secs.checked_mul(60)?.checked_add(value)?;
    }
    let mut ms = secs.checked_mul(1000)?;
    if !frac.is_empty() {
        if frac.len() > 3 || !frac.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let digits: i64 = frac.parse().ok()?;
        ms += digits * 10_i64.pow(3 - u32::try_from(frac.len()).ok()?);
    }
    Some(ms)
}

/// The `%clk` value inside a comment, if any: the one `%clk` reader (the PGN reader, the feed,
/// the exports' round trip). Allocates nothing.
pub fn clock_in_comment(comment: &str) -> Option<i64> {
    time_in_comment(comment, "%clk")
}

/// The `%emt` value inside a comment, if any (issue 36): the time the move took, as DGT
/// LiveChess and other recorders write it (`[%emt 0:0:2]`). Allocates nothing.
pub fn elapsed_in_comment(comment: &str) -> Option<i64> {
    time_in_comment(comment, "%emt")
}

/// The time after the PGN command `command` (`%clk`, `%emt`) inside a comment.
fn time_in_comment(comment: &str, command: &str) -> Option<i64> {
    let at = comment.find(command)?;
    let rest = comment[at + command.len()..].trim_start();
    let end = rest
        .find(|c: char| c == ']' || c.is_whitespace())
        .unwrap_or(rest.len());
    parse_clock(&rest[..end])
}

struct GameVisitor {
    games: usize,
    detail: Detail,
}

struct Tags {
    list: Vec<(String, String)>,
}

struct Movetext {
    number: usize,
    tags: Vec<(String, String)>,
    plies: Vec<PgnPly>,
    result: Option<String>,
    record: GameRecord,
    /// [`Detail::ToTheEnd`] after the end by the Laws: the position the void moves are played
    /// on, and how many there were.
    void: Option<(shakmaty::Chess, usize)>,
}

impl Visitor for GameVisitor {
    type Tags = Tags;
    type Movetext = Movetext;
    type Output = Result<PgnGame, RulesError>;

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        self.games += 1;
        ControlFlow::Continue(Tags { list: Vec::new() })
    }

    fn tag(
        &mut self,
        tags: &mut Self::Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        tags.list.push((
            String::from_utf8_lossy(name).into_owned(),
            value.decode_utf8_lossy().into_owned(),
        ));
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        let number = self.games;
        let fen = tags
            .list
            .iter()
            .find(|(k, _)| k == "FEN")
            .map(|(_, v)| v.clone());
        let variant = match variant_of_tags(tags.list.iter().map(|(k, v)| (k.as_str(), v.as_str())))
        {
            Ok(v) => v,
            Err(e) => {
                return ControlFlow::Break(Err(RulesError::Pgn {
                    game: number,
                    detail: super::record::PgnDetail::Variant(e.0),
                }));
            }
        };
        let record = match fen {
            Some(fen) => match GameRecord::from_fen_in(&fen, variant) {
                Ok(r) => r,
                Err(e) => {
                    return ControlFlow::Break(Err(RulesError::Pgn {
                        game: number,
                        detail: super::record::PgnDetail::FenTag(Box::new(e)),
                    }));
                }
            },
            None => GameRecord::for_variant(variant),
        };
        ControlFlow::Continue(Movetext {
            number,
            tags: tags.list,
            plies: Vec::with_capacity(if self.detail == Detail::ToTheEnd {
                0
            } else {
                128
            }),
            result: None,
            record,
            void: None,
        })
    }

    fn san(
        &mut self,
        movetext: &mut Self::Movetext,
        san_plus: SanPlus,
    ) -> ControlFlow<Self::Output> {
        let record = &mut movetext.record;
        let unkept = movetext.void.as_ref().map_or(0, |(_, n)| *n);
        let next = record.plies() + unkept + 1;
        let position = match &movetext.void {
            Some((position, _)) => position,
            None => record.position(),
        };
        let read = match san_fast(position, san_plus.san) {
            Some(mv) => Ok(mv),
            None => resolve(position, san_plus.san).or_else(|e| {
                super::variant::castle_written_as_king_takes_rook(position, san_plus.san).ok_or(e)
            }),
        };
        match read {
            Ok(mv) => {
                if let Some((position, n)) = &mut movetext.void {
                    position.play_unchecked(mv);
                    *n += 1;
                    return ControlFlow::Continue(());
                }
                record.push_read(mv, canonical_or_none(san_plus.san, mv));
                if self.detail == Detail::ToTheEnd {
                    if record.ending().is_some() {
                        movetext.void = Some((record.position().clone(), 0));
                    }
                } else {
                    movetext.plies.push(PgnPly {
                        san: san_plus,
                        clk_ms: None,
                        comment: None,
                    });
                }
                ControlFlow::Continue(())
            }
            Err(_) => {
                // Re-read through the common path for the same message as `play_san`.
                let text = san_plus.to_string();
                let err = san_to_move(position, &text, |s| record.label_for(next, s))
                    .err()
                    .unwrap_or_else(|| RulesError::IllegalMove {
                        label: record.label_for(next, &text),
                        reason: super::record::IllegalReason::NotLegal {
                            text: text.clone(),
                            side: position.turn(),
                        },
                    });
                ControlFlow::Break(Err(RulesError::Pgn {
                    game: movetext.number,
                    detail: super::record::PgnDetail::Move(Box::new(err)),
                }))
            }
        }
    }

    fn comment(
        &mut self,
        movetext: &mut Self::Movetext,
        comment: RawComment<'_>,
    ) -> ControlFlow<Self::Output> {
        if let Some(text) = unreadable_in_comment(comment.as_bytes()) {
            let record = &movetext.record;
            let next = record.plies() + movetext.void.as_ref().map_or(0, |(_, n)| *n) + 1;
            return ControlFlow::Break(Err(RulesError::Pgn {
                game: movetext.number,
                detail: super::record::PgnDetail::Move(Box::new(RulesError::BadSan {
                    label: record.label_for(next, &text),
                    text: text.into_owned(),
                })),
            }));
        }
        if let Some(ply) = movetext.plies.last_mut() {
            // Borrowed when the comment is UTF-8 (the usual case): no allocation.
            let text = String::from_utf8_lossy(comment.as_bytes());
            let text = text.trim();
            if let Some(ms) = clock_in_comment(text) {
                ply.clk_ms = Some(ms);
            }
            if self.detail == Detail::Full && !text.is_empty() {
                match &mut ply.comment {
                    Some(c) => {
                        c.push(' ');
                        c.push_str(text);
                    }
                    None => ply.comment = Some(text.to_owned()),
                }
            }
        }
        ControlFlow::Continue(())
    }

    fn outcome(
        &mut self,
        movetext: &mut Self::Movetext,
        outcome: Outcome,
    ) -> ControlFlow<Self::Output> {
        movetext.result = Some(outcome.to_string());
        ControlFlow::Continue(())
    }

    fn end_game(&mut self, mut movetext: Self::Movetext) -> Self::Output {
        movetext.record.settle();
        Ok(PgnGame {
            number: movetext.number,
            tags: movetext.tags,
            plies: movetext.plies,
            movetext_result: movetext.result,
            void_unkept: movetext.void.map_or(0, |(_, n)| n),
            record: movetext.record,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clocks_parse() {
        assert_eq!(parse_clock("1:29:59"), Some(5_399_000));
        assert_eq!(parse_clock("0:00:19.9"), Some(19_900));
        assert_eq!(parse_clock("0:00:19.95"), Some(19_950));
        assert_eq!(parse_clock("5:07"), Some(307_000));
        assert_eq!(parse_clock("x:00"), None);
        assert_eq!(parse_clock("1:02:03"), Some(3_723_000));
        assert_eq!(parse_clock("0:1:02:03"), None);
        assert_eq!(parse_clock(""), None);
        // Minutes and seconds after a colon are below 60, as every typed time.
        assert_eq!(parse_clock("0:75:00"), None);
        assert_eq!(parse_clock("1:59:60"), None);
        assert_eq!(parse_clock("75:00"), Some(4_500_000));
        assert_eq!(parse_clock("1::03"), None);
        assert_eq!(parse_clock("1:00.1234"), None);
        assert_eq!(clock_in_comment("[%clk 1:30:05] good"), Some(5_405_000));
        assert_eq!(clock_in_comment("no clock"), None);
        // Issue 36: tenths, and fields without leading zeros, as recorders write them.
        assert_eq!(clock_in_comment("[%clk 0:00:58.6]"), Some(58_600));
        assert_eq!(elapsed_in_comment("[%emt 0:0:2]"), Some(2_000));
        assert_eq!(elapsed_in_comment("[%clk 1:00:00]"), None);
    }

    #[test]
    fn comments_nags_variations_and_two_games() {
        let pgn = b"[Event \"T\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n\
            1. e4 {[%clk 1:30:00]} e5 $1 (1... c5 2. Nf3) 2. Nf3 {best} {[%clk 1:29:30]} Nc6 1-0\n\n\
            [Event \"T\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/4K2R w K - 0 40\"]\n\n40. O-O Kd7 *\n";
        let games = parse_games(pgn).unwrap();
        assert_eq!(games.len(), 2);
        let g = &games[0];
        assert_eq!((g.white(), g.black(), g.result()), ("A", "B", "1-0"));
        assert_eq!(g.record.plies(), 4);
        assert_eq!(g.plies[0].clk_ms, Some(5_400_000));
        assert_eq!(g.plies[1].clk_ms, None);
        assert_eq!(g.plies[2].clk_ms, Some(5_370_000));
        assert_eq!(g.plies[2].comment.as_deref(), Some("best [%clk 1:29:30]"));
        assert_eq!(g.record.ply_label(3), "2.Nf3");
        let h = &games[1];
        assert_eq!(h.record.ply_label(1), "40.O-O");
        assert_eq!(h.record.ply_label(2), "40...Kd7");
        assert_eq!(h.result(), "*");
    }

    #[test]
    fn streaming_keeps_clocks_not_comments_and_numbers_skipped_games() {
        let pgn = b"[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n[White \"C\"]\n\n\
            1. d4 {[%clk 1:30:00] fine} d5 {[%clk 1:29:59.5]} 2. c4 {no clock} *\n";
        let mut games = Games::new(&pgn[..], Detail::NoComments);
        assert_eq!(games.skip_game(), Ok(true));
        assert_eq!(games.count(), 1);
        let g = games.next_game().unwrap().unwrap().unwrap();
        assert_eq!((g.number, g.white(), g.record.plies()), (2, "C", 3));
        let clocks: Vec<Option<i64>> = g.plies.iter().map(|p| p.clk_ms).collect();
        assert_eq!(clocks, [Some(5_400_000), Some(5_399_500), None]);
        assert!(g.plies.iter().all(|p| p.comment.is_none()));
        assert!(games.next_game().unwrap().is_none());
        assert_eq!(games.skip_game(), Ok(false));
        assert_eq!(games.count(), 2);
        // The same file read in full keeps the comments, and the same clocks.
        let full = parse_games(pgn).unwrap();
        assert_eq!(
            full[1].plies[0].comment.as_deref(),
            Some("[%clk 1:30:00] fine")
        );
        let full_clocks: Vec<Option<i64>> = full[1].plies.iter().map(|p| p.clk_ms).collect();
        assert_eq!(full_clocks, clocks);
    }

    #[test]
    fn over_disambiguated_and_zero_castling_read_canonically() {
        let pgn = b"1. Ngf3 Nb8c6 2. e2e4 d6 3. Bc4 Bg4 4. 0-0 *\n";
        let games = parse_games(pgn).unwrap();
        let r = &games[0].record;
        assert_eq!(r.plies(), 7);
        assert_eq!(r.ply_label(1), "1.Nf3");
        assert_eq!(r.ply_label(2), "1...Nc6");
        assert_eq!(r.ply_label(7), "4.O-O");
        assert_eq!(games[0].plies[0].san.to_string(), "Ngf3");
    }

    #[test]
    fn appendix_c_forms_are_read_and_the_last_move_is_never_dropped() {
        // Fool's mate ending "Qh4++" (C.13): four plies, the last one mates.
        let games = parse_games(b"1. f3 e5 2. g4 Qh4++ 0-1\n").unwrap();
        assert_eq!(games[0].record.plies(), 4);
        assert!(games[0].record.position().is_checkmate());
        // The long form with and without "x" or a hyphen, en passant marked, promotion
        // without "=" as the last move.
        let pgn = b"[SetUp \"1\"]\n[FEN \"4k3/P7/8/3Pp3/8/5N2/8/4K3 w - e6 0 2\"]\n\n\
            2. d5-e6 e.p. Kf8 3. Nf3-e5 Ke8 4. a7-a8Q+ *\n";
        let games = parse_games(pgn).unwrap();
        let r = &games[0].record;
        assert_eq!(r.plies(), 5, "{:?}", games[0].plies);
        assert_eq!(r.ply_label(1), "2.dxe6");
        assert_eq!(r.ply_label(3), "3.Ne5");
        assert_eq!(r.ply_label(5), "4.a8=Q+");
        // A word meant as a move that cannot be read is refused by name, the last one too.
        let err = parse_games(b"1. e4 e5 2. Nf3 Nc6 3. Bb5x *\n")
            .unwrap_err()
            .to_string();
        assert_eq!(err, "game 1, move 3.Bb5x: not a move in SAN: \"Bb5x\"");
        let err = parse_games(b"1. e4 e5 2. Nf3 Nc6 3. Bb5x")
            .unwrap_err()
            .to_string();
        assert!(err.contains("3.Bb5x"), "{err}");
    }

    #[test]
    fn semicolon_comments_and_escape_lines_are_no_games() {
        // PGN standard 8.2.1 (`;` to the end of the line) and 6 (`%` in the first column):
        // before the tags, between tags, between games and in the movetext.
        let pgn = b"; Exported by hand\n[Event \"a\"]\n; between tags\n[White \"A\"]\n\n\
            1. e4 ; the king's pawn\ne5\n; a whole line\n%escape 2. Qh5\n2. Nf3 Nc6 1-0\n\n\
            ; between games\n\n%esc\n[Event \"b\"]\n\n1. d4 d5 *\n; trailing\n";
        let games = parse_games(pgn).unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!((games[0].tag("Event"), games[0].white()), (Some("a"), "A"));
        assert_eq!(games[0].record.plies(), 4);
        assert_eq!(games[0].record.ply_label(3), "2.Nf3");
        assert_eq!((games[1].number, games[1].record.plies()), (2, 2));
    }

    #[test]
    fn illegal_move_names_game_and_move() {
        let pgn = b"[Event \"a\"]\n\n1. e4 e5 *\n\n[Event \"b\"]\n\n1. d4 d5 2. Nf3 Nf3 *\n";
        let err = parse_games(pgn).unwrap_err().to_string();
        assert_eq!(
            err,
            "game 2, move 2...Nf3: illegal: Nf3 is not a legal move for black here"
        );
        let bad_fen = b"[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"]\n\n*\n";
        let err = parse_games(bad_fen).unwrap_err().to_string();
        assert!(
            err.starts_with("game 1, FEN tag: impossible position"),
            "{err}"
        );
    }
}
