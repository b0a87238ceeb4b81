//! Board snapshots (issue 21): a board's folded state ([`crate::event::fold_with`]) as of one of
//! its events, kept in the event file (`board_snapshot`, schema v10) so that a reader folds only
//! the events after it ([`crate::event::fold_from`]) instead of the board's whole log.
//!
//! A snapshot is a cache of the fold, never a second reading of the events: it is the fold's
//! own result, encoded. It is written by the store in the transaction that appends the event it
//! is taken at (every [`EVERY`] events of a board, within [`AMPLIFY`] and [`MAX_BYTES`]), and
//! trusted only when its [`FOLD_FORMAT`] is
//! this build's, its event is still in the log with the same id, sequence number and tie (a MAC
//! with the event key over the event's MAC and the snapshot's bytes, [`super::chain::tie`]), it
//! was taken on the board's present set-up and the
//! event's present laws, scoring and time control, and it decodes. Otherwise the board is folded
//! from its first event, as without snapshots.
//!
//! The encoding is JSON (serde_json, already the events' encoding: no new dependency; measured:
//! a board of 100 moves decodes and replays in well under the fold of its 100 events). The
//! game record holds positions, which have no serialized form: it is kept as its moves (UCI)
//! and rebuilt on the board's start position with the reader's fast replay
//! (`GameRecord::push_read`, then `settle`). Everything else of the state is serialized as it
//! is. A state with a problem (an event that could not apply: the errors keep static texts) or
//! an Art. 9.5.3 piece hold (its piece is not in its JSON) is not snapshotted: such a board is
//! folded in full.

use std::collections::BTreeSet;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use shakmaty::uci::UciMove;

use crate::clock::{Clock, TimeControl};
use crate::event::fold::{
    ClaimEntry, FeedState, HistoryEntry, HistoryKind, LastAction, MoveEntry, Offer, ResultEntry,
    WrittenThen,
};
use crate::event::{Award, BoardSetup, BoardState, Event, EventKind, Readings};
use crate::rules::{GameRecord, LawsParams};

/// The format of a snapshot. Bump it whenever the fold's meaning changes (what `event::fold`
/// makes of an event) or the serialized form of [`BoardState`] or of anything in it does: a
/// snapshot of another format is never used (the board is folded in full until its next
/// snapshot is written).
///
/// 2: the dead-position analysis proves more positions (the king walk, `rules::dead::kings`) and
/// finds other mates, so a record may end (Art. 5.2.2) at another ply and the moves after it be
/// void; its proofs have a new form (`DeadProof::KingWalk`).
///
/// 3: a board set up with Black to move has Black's clock first (`Clock::with_first_mover`,
/// issue 30), and an illegal move's history keeps its irregularities.
///
/// 4: the state states the time each incident gave or took (`BoardState::awards`, issue 33),
/// and a ruling's incident shows the clocks after the time it gave.
pub const FOLD_FORMAT: i64 = 4;

/// A board gets a new snapshot when this many of its events follow its latest one (a reader
/// then folds at most this many events of a board; a snapshot of a 100-move board is ~4 kB).
pub const EVERY: u32 = 64;

/// A snapshot is written only when it weighs at most this many times the events since the
/// board's latest snapshot (their JSON): the bytes written for snapshots stay proportional to
/// the events' — a board of long notes would otherwise write its whole history again every
/// [`EVERY`] events (and its snapshot is not faster to read than its events).
pub const AMPLIFY: i64 = 8;

/// Nor when it is larger than this: such a board is folded from its events.
pub const MAX_BYTES: usize = 1 << 20;

/// The least size a board's snapshot at sequence number `seq` is expected to have, from its
/// latest one (`latest_len` bytes at `latest_seq`; none: 0): that one grown in proportion to
/// the sequence numbers, as a board's state grows with its events (its moves, its notes). A
/// write folds the board for a snapshot only when this fits the budget ([`AMPLIFY`]): on a
/// board of short notes the snapshot outgrows the budget of the events since it, and the fold
/// was made, and its snapshot thrown away, at every note for about two hundred notes (issue 29).
pub fn expected_len(latest_seq: u32, latest_len: usize, seq: u32) -> usize {
    if latest_seq == 0 || seq <= latest_seq {
        return latest_len;
    }
    let grown = latest_len as u128 * u128::from(seq) / u128::from(latest_seq);
    usize::try_from(grown).unwrap_or(usize::MAX)
}

/// A [`BoardState`] as stored. `setup`, `laws`, `armageddon` and `control` are what the state
/// was folded on: a snapshot taken before the board or the event's settings changed is not
/// used.
#[derive(Serialize, Deserialize)]
struct Snap {
    setup: BoardSetup,
    laws: LawsParams,
    armageddon: bool,
    control: Option<TimeControl>,
    last_seq: u32,
    last_at_ms: i64,
    first_at_ms: i64,
    /// The record's moves, in UCI, separated by spaces.
    plies: String,
    clock: Option<Clock>,
    /// The moves as recorded, column by column (what the record gives back — ply, number,
    /// mover, SAN — is not kept): a fold's 200 moves take ~2 kB rather than ~16 kB as objects.
    moves: MoveColumns,
    offer: Option<Offer>,
    claims: Vec<ClaimEntry>,
    result: Option<ResultEntry>,
    illegal_moves: [u32; 2],
    awards: Vec<Award>,
    history: Vec<HistoryEntry>,
    last_action: Option<LastAction>,
    voided: BTreeSet<u32>,
    feed: Option<FeedState>,
    /// The board's lines of the time-control sheets (issue 35): none in a snapshot of a build
    /// before them, whose files have no sheet (the fold's format stays).
    #[serde(default)]
    sheet: Vec<crate::event::sheet::SheetEntry>,
}

/// The [`MoveEntry`]s of a state by column.
#[derive(Serialize, Deserialize, Default)]
struct MoveColumns {
    /// Each move's sequence number, as its step from the one before (from 0).
    seq: Vec<u32>,
    /// Each move's time, as its step from the one before (from 0).
    at_ms: Vec<i64>,
    /// Who recorded them: each recorder with the number of moves in a row.
    actors: Vec<(String, u32)>,
    /// Both clocks with each move (white, black), when recorded.
    clocks: Vec<Option<(i64, i64)>>,
    /// The indices of the moves written with an incorrect claim (Art. 9.5.3).
    written: Vec<u32>,
}

impl MoveColumns {
    fn of(moves: &[MoveEntry]) -> MoveColumns {
        let mut out = MoveColumns::default();
        let (mut seq, mut at) = (0u32, 0i64);
        for (i, m) in moves.iter().enumerate() {
            out.seq.push(m.seq.wrapping_sub(seq));
            out.at_ms.push(m.at_ms.wrapping_sub(at));
            (seq, at) = (m.seq, m.at_ms);
            match out.actors.last_mut() {
                Some((name, n)) if **name == *m.actor => *n += 1,
                _ => out.actors.push((m.actor.to_string(), 1)),
            }
            out.clocks.push(m.clock.map(|c| (c.white_ms, c.black_ms)));
            if m.written {
                out.written.push(i as u32);
            }
        }
        out
    }

    /// The entries back, their ply, number, mover and SAN from `record`; `None` when the columns
    /// do not agree with each other or with the record.
    fn entries(self, record: &GameRecord) -> Option<Vec<MoveEntry>> {
        let n = self.seq.len();
        let counted: u64 = self.actors.iter().map(|(_, k)| u64::from(*k)).sum();
        if self.at_ms.len() != n
            || self.clocks.len() != n
            || counted != n as u64
            || n != record.plies()
        {
            return None;
        }
        // One name shared by the moves one arbiter records in a row, as the fold shares it.
        let mut actors = self
            .actors
            .into_iter()
            .flat_map(|(name, k)| std::iter::repeat_n(Arc::<str>::from(name), k as usize));
        let mut out = Vec::with_capacity(n);
        let (mut seq, mut at) = (0u32, 0i64);
        for (i, ((step, dt), clock)) in self
            .seq
            .into_iter()
            .zip(self.at_ms)
            .zip(self.clocks)
            .enumerate()
        {
            let ply = i + 1;
            seq = seq.wrapping_add(step);
            at = at.wrapping_add(dt);
            out.push(MoveEntry {
                seq,
                ply,
                number: record.move_number_of(ply),
                mover: record.mover_of(ply),
                san: record.san(ply)?,
                at_ms: at,
                actor: actors.next()?,
                clock: clock.map(|(white_ms, black_ms)| Readings { white_ms, black_ms }),
                written: self.written.binary_search(&(i as u32)).is_ok(),
            });
        }
        Some(out)
    }
}

/// `state` encoded, or `None` when it is not snapshotted (a problem, a piece hold: see the
/// module's documentation).
pub fn encode(state: &BoardState) -> Option<Vec<u8>> {
    let piece_hold = state.history.iter().any(|h| {
        matches!(
            h.kind,
            HistoryKind::WrittenUnplayable {
                then: WrittenThen::Piece { .. },
                ..
            }
        )
    });
    if !state.problems.is_empty() || piece_hold {
        return None;
    }
    let mut plies = String::with_capacity(state.record.plies() * 5);
    let mode = shakmaty::Position::castles(state.record.start()).mode();
    for mv in state.record.moves() {
        if !plies.is_empty() {
            plies.push(' ');
        }
        // A Chess960 castling is written king-takes-rook ("f1h1"): its standard form ("f1g1")
        // would replay as a king move (Guidelines II).
        plies.push_str(&UciMove::from_move(mv, mode).to_string());
    }
    let snap = Snap {
        setup: state.setup.clone(),
        laws: state.laws,
        armageddon: state.armageddon,
        control: state.control().cloned(),
        last_seq: state.last_seq,
        last_at_ms: state.last_at_ms,
        first_at_ms: state.first_at_ms,
        plies,
        clock: state.clock.clone(),
        moves: MoveColumns::of(&state.moves),
        offer: state.offer,
        claims: state.claims.clone(),
        result: state.result.clone(),
        illegal_moves: [state.illegal_moves.white, state.illegal_moves.black],
        awards: state.awards.clone(),
        history: state.history.clone(),
        last_action: state.last_action.clone(),
        voided: state.voided.clone(),
        feed: state.feed.clone(),
        sheet: state.sheet.clone(),
    };
    serde_json::to_vec(&snap).ok()
}

/// The state `bytes` encode, folded on `base` — the board's empty state now
/// (`BoardState::empty` of its set-up and the event's settings) — or `None` when they do not
/// decode, were folded on another set-up or settings, or their moves do not replay.
pub fn decode(bytes: &[u8], base: BoardState) -> Option<BoardState> {
    let snap: Snap = serde_json::from_slice(bytes).ok()?;
    if !base.problems.is_empty()
        || snap.setup != base.setup
        || snap.laws != base.laws
        || snap.armageddon != base.armageddon
        || snap.control.as_ref() != base.control()
    {
        return None;
    }
    let mut record = base.record;
    let rec = Arc::make_mut(&mut record);
    for uci in snap.plies.split_ascii_whitespace() {
        let mv = UciMove::from_ascii(uci.as_bytes())
            .ok()?
            .to_move(rec.position())
            .ok()?;
        rec.push_read(mv, None);
    }
    rec.settle();
    rec.shrink_to_fit();
    let moves = snap.moves.entries(&record)?;
    let [white, black] = snap.illegal_moves;
    Some(BoardState {
        setup: base.setup,
        laws: base.laws,
        armageddon: base.armageddon,
        last_seq: snap.last_seq,
        last_at_ms: snap.last_at_ms,
        first_at_ms: snap.first_at_ms,
        record,
        clock: snap.clock,
        moves,
        offer: snap.offer,
        claims: snap.claims,
        result: snap.result,
        illegal_moves: shakmaty::ByColor { white, black },
        awards: snap.awards,
        history: snap.history,
        last_action: snap.last_action,
        voided: snap.voided,
        problems: Vec::new(),
        feed: snap.feed,
        sheet: snap.sheet,
    })
}

/// `state` (a snapshot's) followed by `tail`, the board's events after it in order, as
/// [`crate::event::fold_with`] folds the whole log; `None` when `tail` does not follow it (a
/// gap) or takes back an event at or before it — the voided event is in the snapshot, and only
/// the whole log refolded leaves it out.
pub fn resume(state: BoardState, tail: &[Event]) -> Option<BoardState> {
    let follows = tail
        .iter()
        .zip(state.last_seq + 1..)
        .all(|(ev, seq)| ev.seq == seq);
    let undoes_snapshot = tail
        .iter()
        .any(|ev| matches!(ev.kind, EventKind::Takeback { of_seq } if of_seq <= state.last_seq));
    if !follows || undoes_snapshot {
        return None;
    }
    Some(crate::event::fold_from(state, tail))
}
