//! The "full" limit of `rules analyze` (issue 36): what any program must do per ply to say
//! where a game repeats and ends — read the SAN, play it, hash the position, count it in a
//! repetition map, and generate the legal moves — and nothing else (no claims, no labels, no
//! dead-position test). The same games as the analysis, side by side with it, in CPU time.

use std::collections::HashMap;
use std::ops::ControlFlow;

use pgn_reader::{RawTag, Reader, SanPlus, Skip, Visitor};
use shakmaty::fen::Fen;
use shakmaty::zobrist::Zobrist128;
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position};

/// Per game: the position, the repetition map, the plies and the legal moves counted (so the
/// generation is not optimised away).
pub struct Game {
    pos: Chess,
    hash: Zobrist128,
    seen: HashMap<u128, u32>,
    plies: u64,
    moves: u64,
    stopped: bool,
}

struct Limit;

impl Visitor for Limit {
    type Tags = Option<Chess>;
    type Movetext = Game;
    type Output = (u64, u64);

    fn begin_tags(&mut self) -> ControlFlow<Self::Output, Self::Tags> {
        ControlFlow::Continue(None)
    }

    fn tag(
        &mut self,
        tags: &mut Self::Tags,
        name: &[u8],
        value: RawTag<'_>,
    ) -> ControlFlow<Self::Output> {
        if name == b"FEN" {
            *tags = Fen::from_ascii(value.as_bytes())
                .ok()
                .and_then(|f| f.into_position(CastlingMode::Chess960).ok());
        }
        ControlFlow::Continue(())
    }

    fn begin_movetext(&mut self, tags: Self::Tags) -> ControlFlow<Self::Output, Self::Movetext> {
        let pos = tags.unwrap_or_default();
        let mut seen = HashMap::with_capacity(128);
        let hash: Zobrist128 = pos.zobrist_hash(EnPassantMode::Legal);
        seen.insert(hash.0, 1);
        ControlFlow::Continue(Game {
            pos,
            hash,
            seen,
            plies: 0,
            moves: 0,
            stopped: false,
        })
    }

    fn san(&mut self, game: &mut Game, san_plus: SanPlus) -> ControlFlow<Self::Output> {
        if game.stopped {
            return ControlFlow::Continue(());
        }
        let Ok(mv) = san_plus.san.to_move(&game.pos) else {
            game.stopped = true;
            return ControlFlow::Continue(());
        };
        let incremental = game
            .pos
            .update_zobrist_hash(game.hash, mv, EnPassantMode::Legal);
        game.pos.play_unchecked(mv);
        game.hash = incremental.unwrap_or_else(|| game.pos.zobrist_hash(EnPassantMode::Legal));
        *game.seen.entry(game.hash.0).or_insert(0) += 1;
        game.moves += game.pos.legal_moves().len() as u64;
        game.plies += 1;
        ControlFlow::Continue(())
    }

    fn begin_variation(&mut self, _: &mut Game) -> ControlFlow<Self::Output, Skip> {
        ControlFlow::Continue(Skip(true))
    }

    fn end_game(&mut self, game: Game) -> Self::Output {
        (game.plies, game.moves)
    }
}

/// Every game of `bytes` through the limit; returns the plies (and, to keep the work, the sum
/// of the legal-move counts).
pub fn run(bytes: &[u8]) -> (u64, u64) {
    let mut reader = Reader::new(bytes);
    let (mut plies, mut moves) = (0, 0);
    while let Ok(Some((p, m))) = reader.read_game(&mut Limit) {
        plies += p;
        moves += m;
    }
    (plies, moves)
}

/// The games of a PGN text, each its own slice: a game starts at a tag line that follows
/// movetext. Good enough for the bench's files (no tag-like line inside a comment).
pub fn split_games(bytes: &[u8]) -> Vec<&[u8]> {
    let mut games = Vec::new();
    let (mut start, mut at, mut in_movetext) = (0, 0, false);
    for line in bytes.split_inclusive(|&b| b == b'\n') {
        let text = line.trim_ascii_start();
        if text.first() == Some(&b'[') {
            if in_movetext {
                games.push(&bytes[start..at]);
                start = at;
                in_movetext = false;
            }
        } else if !text.is_empty() && text.first() != Some(&b'%') {
            in_movetext = true;
        }
        at += line.len();
    }
    if in_movetext {
        games.push(&bytes[start..]);
    }
    games
}
