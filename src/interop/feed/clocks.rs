//! The feed's clock readings (issue 19; issue 36): the moves' `[%clk]` and `[%emt]`, and DGT
//! LiveChess's clock tags, each judged against what the board's clock can show under its
//! control (Art. 6.3) before it is taken as the clock on the table.

use shakmaty::{ByColor, Color};

use super::{FeedMove, tag};
use crate::clock::{Given, MAX_DURATION_MS, TimeControl};
use crate::event::FeedNotice;
use crate::event::command::MoveClock;

/// Both clocks as a game's tags give them between moves (DGT LiveChess: `WhiteClock`,
/// `BlackClock`, `ReferenceTime "B/2024-12-19T17:52:47.862Z"`; issue 36).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TagClocks {
    pub white_ms: i64,
    pub black_ms: i64,
    /// The side whose clock ran at the reference time (the `W/` or `B/` of `ReferenceTime`).
    pub running: Option<Color>,
    /// The reference time, ms since the epoch.
    pub at_ms: Option<i64>,
}

/// The clocks of a game's `WhiteClock`/`BlackClock` tags (`h:mm:ss` or seconds) and its
/// `ReferenceTime` (`W/` or `B/`, the side whose clock ran, and an RFC 3339 instant); `None`
/// unless both clocks read.
pub(super) fn tag_clocks(tags: &[(String, String)]) -> Option<TagClocks> {
    let clock = |name| tag(tags, name).and_then(crate::rules::pgn::parse_clock);
    let (white_ms, black_ms) = (clock("WhiteClock")?, clock("BlackClock")?);
    let reference = tag(tags, "ReferenceTime").unwrap_or("");
    let (side, instant) = match reference.split_once('/') {
        Some((side, instant)) => (crate::rules::side_serde::parse(side), instant),
        None => (None, reference),
    };
    let at_ms = chrono::DateTime::parse_from_rfc3339(instant.trim())
        .ok()
        .map(|t| t.timestamp_millis());
    Some(TagClocks {
        white_ms,
        black_ms,
        running: side,
        at_ms,
    })
}

/// What a board's clock can show, to judge the feed's readings by (issue 36): its control
/// (none: only the 1,000-hour bound of every time, [`crate::clock::MAX_DURATION_MS`]) and the
/// time the arbiter gave each side.
#[derive(Debug, Clone, Default)]
pub struct ClockBounds {
    pub control: Option<TimeControl>,
    pub given: ByColor<Given>,
}

impl ClockBounds {
    /// The most `side`'s clock can show once it has completed `moves` moves (Art. 6.3).
    pub fn most(&self, side: Color, moves: u32) -> i64 {
        self.control.as_ref().map_or(MAX_DURATION_MS, |c| {
            c.most_after(side, moves, self.given[side])
        })
    }
}

/// A feed's clock reading beyond what the side's clock can show (issue 36): refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ClockBeyond {
    /// 1-based ply after which it was given.
    pub ply: usize,
    pub side: Color,
    pub clock_ms: i64,
    pub most_ms: i64,
}

/// The clocks the fed moves record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TableClocks {
    /// One for each move from `first_new` on.
    pub clocks: Vec<MoveClock>,
    /// The first reading among them refused as beyond what the clock can show.
    pub beyond: Option<ClockBeyond>,
}

/// The clock each fed move records, from the e-board's `[%clk]` (issue 19):
/// `moves[i]`'s `[%clk]` is the mover's time after the game's move i+1 (Art. 6.2), the mover
/// of ply 1 is `first`; one [`MoveClock::Table`] for each move from index `first_new` on, with
/// both sides' last reading up to it (the check fills in the board's reading for a side with
/// none yet). Issue 36: a move with a `[%emt]` and no `[%clk]` gives the mover's clock from its
/// last reading (or its start) less the time the move took, plus what the control credits; a
/// reading above what the side's clock can show by then ([`ClockBounds::most`]) is refused —
/// not a reading, and the first refused among the new moves is returned.
pub fn fed_clocks(
    first: Color,
    moves: &[FeedMove],
    first_new: usize,
    bounds: &ClockBounds,
) -> TableClocks {
    judged_clocks(
        first,
        moves.iter().map(|m| (m.clock_ms, m.emt_ms)),
        first_new,
        bounds,
    )
}

/// The clock each move of a game read from a file records (`import game`): its `[%clk]`s, as
/// [`fed_clocks`] takes them, bounded by the 1,000 hours of any time only.
pub fn table_clocks(first: Color, clocks: &[Option<i64>], first_new: usize) -> Vec<MoveClock> {
    let readings = clocks.iter().map(|c| (*c, None));
    judged_clocks(first, readings, first_new, &ClockBounds::default()).clocks
}

/// [`fed_clocks`] over each move's `[%clk]` and `[%emt]`.
fn judged_clocks(
    first: Color,
    readings: impl ExactSizeIterator<Item = (Option<i64>, Option<i64>)>,
    first_new: usize,
    bounds: &ClockBounds,
) -> TableClocks {
    let mut last = ByColor::<Option<i64>>::default();
    // Each side's clock exactly as it stood, while every move so far told it.
    let mut exact = ByColor::new_with(|side| bounds.control.as_ref().map(|c| c.start_ms(side)));
    let mut out = Vec::with_capacity(readings.len().saturating_sub(first_new));
    let mut beyond = None;
    for (i, (clock_ms, emt_ms)) in readings.enumerate() {
        let mover = if i % 2 == 0 { first } else { !first };
        // The mover's moves completed with this one (each side counts from its first).
        let done = u32::try_from(i / 2 + 1).unwrap_or(u32::MAX);
        let reading = clock_ms.or_else(|| {
            let (emt, before) = (emt_ms?, exact[mover]?);
            Some(match &bounds.control {
                Some(c) => c.after_elapsed(mover, done, before, emt),
                None => before.saturating_sub(emt).max(0),
            })
        });
        let most = bounds.most(mover, done);
        match reading {
            Some(ms) if ms > most => {
                if i >= first_new && beyond.is_none() {
                    beyond = Some(ClockBeyond {
                        ply: i + 1,
                        side: mover,
                        clock_ms: ms,
                        most_ms: most,
                    });
                }
                exact[mover] = None;
            }
            Some(ms) => {
                last[mover] = Some(ms);
                exact[mover] = Some(ms);
            }
            None => exact[mover] = None,
        }
        if i >= first_new {
            out.push(MoveClock::Table(last));
        }
    }
    TableClocks {
        clocks: out,
        beyond,
    }
}

/// How far ahead of this computer's clock a `ReferenceTime` may be and still count as this
/// instant (issue 36): two computers kept by NTP differ by milliseconds, an unsynchronised one
/// by a second or so; a reference up to this much ahead is taken as now (the running side's
/// clock loses nothing for it, an error of at most this much), one further ahead is refused.
pub const REFERENCE_AHEAD_MS: i64 = 1_000;

/// What the tags' clocks give once judged (issue 36).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TagReading {
    /// The clocks on the table: the tags' values, and the running side's clock at the instant
    /// they were read (its tag less the time since the reference), when a side ran.
    Clocks {
        tags: TagClocks,
        running_ms: Option<i64>,
    },
    /// A side's tag shows more than its clock can (as a move's reading would be refused).
    Beyond(ClockBeyond),
    /// The reference instant is refused: `ahead` of this computer's clock by more than
    /// [`REFERENCE_AHEAD_MS`], or further back than the running side's clock could have run
    /// (`most_ms`, [`ClockBounds::most`]).
    Reference {
        tags: TagClocks,
        running: Color,
        at_ms: i64,
        most_ms: i64,
    },
}

impl TagReading {
    /// The feed notice that records the clocks or the refused reference, or the reading beyond
    /// the control (recorded with the moves' own, [`FeedNotice::ClockBeyond`]).
    pub fn notice(self, source: &str) -> Result<FeedNotice, ClockBeyond> {
        match self {
            TagReading::Clocks { tags, running_ms } => Ok(FeedNotice::Clocks {
                source: source.to_owned(),
                white_ms: tags.white_ms,
                black_ms: tags.black_ms,
                running: tags.running,
                at_ms: tags.at_ms,
                running_ms,
            }),
            TagReading::Beyond(b) => Err(b),
            TagReading::Reference {
                tags,
                running,
                at_ms,
                most_ms,
            } => Ok(FeedNotice::ClockReference {
                source: source.to_owned(),
                white_ms: tags.white_ms,
                black_ms: tags.black_ms,
                running,
                at_ms,
                most_ms,
            }),
        }
    }
}

/// The tags' clocks judged as [`table_clocks`] judges a move's (issue 36), after the game's
/// `plies` moves, read at `now_ms` (this computer's clock, the instant the notice records).
///
/// `ReferenceTime` (issue 36, item 7): the side named ran from the reference instant, so its
/// clock at `now_ms` is its tag less `now_ms − reference`; the other side's is its tag. The
/// reference is the e-board computer's clock, not this one's, so a skew between the two moves
/// the running side's time by the skew. It cannot make it absurd: a reference ahead of now by
/// more than [`REFERENCE_AHEAD_MS`] (the time since it would be negative), or further back than
/// the most the running side's clock could show by then ([`ClockBounds::most`]: no clock could
/// have run that long), is refused as a reading — neither tag is taken — and recorded to be
/// shown, like a reading beyond the control. A reference further back than the running side's
/// tag but within that bound gives 0 (its flag fell since, as the board's clock would show had
/// the tags been read in time). Without a reference or a running side, the tags are the clocks
/// as they are.
pub fn judge_tag_clocks(
    tags: TagClocks,
    first: Color,
    plies: usize,
    bounds: &ClockBounds,
    now_ms: i64,
) -> TagReading {
    // The most `side`'s clock can show after the game's `plies` moves, the first `first`'s.
    let most = |side: Color| {
        let done = if side == first {
            plies.div_ceil(2)
        } else {
            plies / 2
        };
        bounds.most(side, u32::try_from(done).unwrap_or(u32::MAX))
    };
    for (side, ms) in [(Color::White, tags.white_ms), (Color::Black, tags.black_ms)] {
        let most_ms = most(side);
        if ms > most_ms {
            return TagReading::Beyond(ClockBeyond {
                ply: plies,
                side,
                clock_ms: ms,
                most_ms,
            });
        }
    }
    let (Some(running), Some(at_ms)) = (tags.running, tags.at_ms) else {
        return TagReading::Clocks {
            tags,
            running_ms: None,
        };
    };
    let since = now_ms.saturating_sub(at_ms);
    let most_ms = most(running);
    if since < -REFERENCE_AHEAD_MS || since > most_ms {
        return TagReading::Reference {
            tags,
            running,
            at_ms,
            most_ms,
        };
    }
    let tag = match running {
        Color::White => tags.white_ms,
        Color::Black => tags.black_ms,
    };
    TagReading::Clocks {
        tags,
        running_ms: Some(tag.saturating_sub(since.max(0)).max(0)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(text: &str) -> super::super::FeedGame {
        let mut games = super::super::read_feed("t.pgn", text.as_bytes()).expect("read");
        assert_eq!(games.len(), 1);
        games.remove(0)
    }

    fn bounds(control: &str) -> ClockBounds {
        ClockBounds {
            control: Some(control.parse().expect("control")),
            ..ClockBounds::default()
        }
    }

    #[test]
    fn a_reading_no_clock_can_show_is_refused_and_emt_gives_the_clock() {
        // Issue 36: 90 min + 30 s; White's 99999:00:00 after move 1 is no reading.
        let g = game(
            "1. e4 {[%clk 99999:00:00]} e5 {[%clk 1:30:58]} 2. Nf3 {[%emt 0:0:2]} \
             Nc6 {[%clk 0:00:58.6]} *\n",
        );
        let t = fed_clocks(Color::White, &g.moves, 0, &bounds("90m+30s"));
        assert_eq!(
            t.beyond,
            Some(ClockBeyond {
                ply: 1,
                side: Color::White,
                clock_ms: 359_996_400_000,
                most_ms: 5_460_000,
            })
        );
        let table = |i: usize| match t.clocks[i] {
            MoveClock::Table(c) => (c.white, c.black),
            other => panic!("{other:?}"),
        };
        assert_eq!(table(0), (None, None), "the refused reading is not used");
        assert_eq!(table(1), (None, Some(5_458_000)));
        // White's clock after 2.Nf3 is unknown (its last reading was refused): the emt gives
        // nothing; Black's 0:00:58.6 is read to the tenth.
        assert_eq!(table(3), (None, Some(58_600)));
        // With White's start known, 2 s for 1.e4 gives 1:30:30 − 2 s + 30 s.
        let g = game("1. e4 {[%emt 0:0:2]} e5 *\n");
        let t = fed_clocks(Color::White, &g.moves, 0, &bounds("90m+30s"));
        assert_eq!(
            t.clocks[0],
            MoveClock::Table(ByColor {
                white: Some(5_458_000),
                black: None
            })
        );
        assert_eq!(t.beyond, None);
        // Only the new moves' refused readings are returned; without a control, 1,000 hours.
        let g = game("1. e4 {[%clk 1001:00:00]} e5 {[%clk 1:00:00]} *\n");
        let none = ClockBounds::default();
        assert_eq!(fed_clocks(Color::White, &g.moves, 1, &none).beyond, None);
        assert_eq!(
            fed_clocks(Color::White, &g.moves, 0, &none)
                .beyond
                .map(|b| b.most_ms),
            Some(MAX_DURATION_MS)
        );
    }

    #[test]
    fn livechess_clock_tags_are_read_and_judged() {
        let g = game(
            "[WhiteClock \"00:33:51\"]\n[BlackClock \"01:23:54\"]\n\
             [ReferenceTime \"B/2024-12-19T17:52:47.862Z\"]\n\n1. d4 Nf6 *\n",
        );
        let tags = g.tag_clocks.expect("tag clocks");
        assert_eq!((tags.white_ms, tags.black_ms), (2_031_000, 5_034_000));
        assert_eq!(tags.running, Some(Color::Black));
        assert_eq!(tags.at_ms, Some(1_734_630_767_862));
        assert_eq!(game("[WhiteClock \"1:00:00\"]\n\n*\n").tag_clocks, None);
        // 30 min added at move 40 without a move: within the bound after 40 moves, not 39.
        let b = bounds("fide-standard");
        let late = TagClocks {
            white_ms: 1_900_000,
            black_ms: 600_000,
            running: None,
            at_ms: None,
        };
        assert_eq!(
            judge_tag_clocks(late, Color::White, 80, &b, 0),
            TagReading::Clocks {
                tags: late,
                running_ms: None
            }
        );
        let early = TagClocks {
            white_ms: 7_000_000,
            ..late
        };
        assert_eq!(
            judge_tag_clocks(early, Color::White, 78, &b, 0)
                .notice("f")
                .map_err(|e| (e.side, e.ply)),
            Err((Color::White, 78))
        );
    }

    #[test]
    fn the_running_side_loses_the_time_since_the_reference_and_skew_is_refused() {
        // Issue 36, item 7: Black's clock ran from the reference; read 20 s later it shows
        // its tag less 20 s, White's its tag.
        let b = bounds("90m+30s");
        let at = 1_734_630_767_862;
        let tags = TagClocks {
            white_ms: 2_031_000,
            black_ms: 5_034_000,
            running: Some(Color::Black),
            at_ms: Some(at),
        };
        let read = |now| judge_tag_clocks(tags, Color::White, 2, &b, now);
        let running = |r: TagReading| match r {
            TagReading::Clocks { running_ms, .. } => running_ms,
            other => panic!("{other:?}"),
        };
        assert_eq!(running(read(at + 20_000)), Some(5_014_000));
        assert_eq!(running(read(at)), Some(5_034_000));
        // Within the skew tolerated, ahead counts as now; beyond it, refused.
        assert_eq!(running(read(at - REFERENCE_AHEAD_MS)), Some(5_034_000));
        let refused = TagReading::Reference {
            tags,
            running: Color::Black,
            at_ms: at,
            // Black after its first move, 90 min + 30 s: 1:31:00.
            most_ms: 5_460_000,
        };
        assert_eq!(read(at - REFERENCE_AHEAD_MS - 1), refused);
        // Further back than its tag: the flag fell since (0). Further back than any clock of
        // the control could run: refused.
        assert_eq!(running(read(at + 5_100_000)), Some(0));
        assert_eq!(running(read(at + 5_460_000)), Some(0));
        assert_eq!(read(at + 5_460_001), refused);
        let notice = read(at + 5_460_001).notice("f");
        assert!(
            matches!(notice, Ok(FeedNotice::ClockReference { at_ms, .. }) if at_ms == at),
            "{notice:?}"
        );
        // Without a running side, the tags as they are whatever the reference.
        let stopped = TagClocks {
            running: None,
            ..tags
        };
        assert_eq!(
            judge_tag_clocks(stopped, Color::White, 2, &b, at + 99_000_000),
            TagReading::Clocks {
                tags: stopped,
                running_ms: None
            }
        );
    }
}
