//! Semi-static proof that a colour can never give check (Art. 5.2.2, 6.9): pawns that can never
//! move nor be captured wall the board into regions, and no piece of the intended winner can ever
//! attack a square the other king can ever stand on.
//!
//! The frozen pawns are the greatest set `S` of pawns that is self-consistent: with every pawn of
//! `S` assumed fixed forever, each one
//! - has its push square occupied by a pawn of `S`,
//! - has no enemy piece able ever to stand on one of its capture squares (the enemy king never can
//!   where a frozen pawn of ours attacks it), and
//! - can never be attacked by an enemy piece (an enemy king only captures it when no frozen pawn of
//!   ours defends it).
//!
//! Where each other piece can ever stand is over-approximated by a flood fill through the squares
//! not held by `S` with the piece's single steps (a slider's path is a chain of such steps; a
//! bishop keeps its square colour); a pawn not in `S` may go anywhere in its forward cone and
//! promote to anything; a king never enters a square a frozen enemy pawn attacks. By induction
//! over any series of legal moves, no pawn of `S` ever moves, so every piece stays inside its
//! region, and a check needs an attacker next to (or on a line through free squares to) the king.
//! The set is found by starting from all pawns and removing the inconsistent ones until none
//! changes: any consistent set survives, so the result is consistent.

use shakmaty::{
    Bitboard, CastlingSide, Chess, Color, EnPassantMode, Piece, Position, Role, Square, attacks,
};

const FILE_A: u64 = 0x0101_0101_0101_0101;
const FILE_B: u64 = FILE_A << 1;
const FILE_G: u64 = FILE_A << 6;
const FILE_H: u64 = FILE_A << 7;
const RANK_1: u64 = 0xff;
const RANK_8: u64 = 0xff << 56;

fn north(b: u64) -> u64 {
    b << 8
}
fn south(b: u64) -> u64 {
    b >> 8
}
fn orth(b: u64) -> u64 {
    north(b) | south(b) | ((b << 1) & !FILE_A) | ((b >> 1) & !FILE_H)
}
fn diag(b: u64) -> u64 {
    ((b << 9) & !FILE_A) | ((b << 7) & !FILE_H) | ((b >> 7) & !FILE_A) | ((b >> 9) & !FILE_H)
}
fn king_step(b: u64) -> u64 {
    orth(b) | diag(b)
}
/// `b` and every square a king step from it: `b | king_step(b)` in three shifts instead of eight,
/// the step of the king and queen floods (a flood keeps what it reached, so the two flood alike).
fn king_box(b: u64) -> u64 {
    let row = b | ((b << 1) & !FILE_A) | ((b >> 1) & !FILE_H);
    row | north(row) | south(row)
}
fn knight_step(b: u64) -> u64 {
    let l1 = (b >> 1) & !FILE_H;
    let l2 = (b >> 2) & !(FILE_G | FILE_H);
    let r1 = (b << 1) & !FILE_A;
    let r2 = (b << 2) & !(FILE_A | FILE_B);
    let h1 = l1 | r1;
    let h2 = l2 | r2;
    (h1 << 16) | (h1 >> 16) | (h2 << 8) | (h2 >> 8)
}
fn forward(colour: Color, b: u64) -> u64 {
    match colour {
        Color::White => north(b),
        Color::Black => south(b),
    }
}
/// The squares pawns of `colour` on `b` attack.
fn pawn_attacks(colour: Color, b: u64) -> u64 {
    match colour {
        Color::White => ((b << 9) & !FILE_A) | ((b << 7) & !FILE_H),
        Color::Black => ((b >> 7) & !FILE_A) | ((b >> 9) & !FILE_H),
    }
}
fn promotion_rank(colour: Color) -> u64 {
    match colour {
        Color::White => RANK_8,
        Color::Black => RANK_1,
    }
}
/// Everything reachable from `seed` by repeated `step`s through `free`.
fn flood(seed: u64, free: u64, step: impl Fn(u64) -> u64) -> u64 {
    let mut reach = seed;
    loop {
        let next = reach | (step(reach) & free);
        if next == reach {
            return reach;
        }
        reach = next;
    }
}

/// Where the pieces of one colour can ever be, given a set of frozen pawns.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Side {
    /// Squares a piece of this colour other than a frozen pawn may ever stand on.
    occupy: u64,
    /// Squares a piece other than the king or a frozen pawn may ever attack.
    attack: u64,
    /// Squares the king may ever stand on.
    king: u64,
    /// Squares a piece other than the king or a frozen piece may ever stand on.
    pieces: u64,
}

fn idx(colour: Color) -> usize {
    match colour {
        Color::White => 0,
        Color::Black => 1,
    }
}

/// Squares the frozen pieces of `colour` attack whatever else happens (a slider only next to it:
/// further along, a moving piece may block the line).
fn frozen_attacks(pos: &Chess, frozen: u64, colour: Color) -> u64 {
    let board = pos.board();
    let ours = frozen & board.by_color(colour).0;
    pawn_attacks(colour, ours & board.pawns().0)
        | knight_step(ours & board.knights().0)
        | diag(ours & board.bishops().0)
        | orth(ours & board.rooks().0)
        | king_step(ours & (board.queens().0 | board.kings().0))
}

/// The squares a pawn on `x` can ever stand on if it never captures nor is captured: up its file
/// to the first frozen piece or anchored enemy pawn (file-bound and never captured: it only ever
/// comes toward it); `None` when nothing stops it before the last rank.
fn span(colour: Color, x: u64, frozen: u64, enemy_bound: u64) -> Option<u64> {
    let mut span = x;
    let mut y = forward(colour, x);
    while y != 0 {
        if y & (frozen | enemy_bound) != 0 {
            return Some(span);
        }
        if y & promotion_rank(colour) != 0 {
            return None;
        }
        span |= y;
        y = forward(colour, y);
    }
    None
}

/// The spans of the file-bound pawns of `colour` together.
fn spans(pos: &Chess, frozen: u64, bound: u64, anchored: u64, colour: Color) -> u64 {
    let board = pos.board();
    let enemy_bound = (anchored | frozen) & board.pawns().0 & board.by_color(!colour).0;
    let mut rest = bound & board.by_color(colour).0;
    let mut all = 0;
    while rest != 0 {
        let x = rest & rest.wrapping_neg();
        rest &= rest - 1;
        all |= span(colour, x, frozen, enemy_bound).unwrap_or(x);
    }
    all
}

/// Where the rooks, bishops and king of one colour can ever be in [`regions`]: the same in every
/// round of its fixpoint.
#[derive(Clone, Copy)]
struct Fixed {
    rooks: u64,
    bishops: u64,
    king: u64,
}

/// The regions of both colours when the pieces on `frozen` never move: a least fixpoint, since a
/// pawn only captures onto a square an enemy piece can reach.
fn regions(pos: &Chess, frozen: u64, bound: u64, anchored: u64, ep: u64) -> [Side; 2] {
    let board = pos.board();
    let spans = [
        spans(pos, frozen, bound, anchored, Color::White),
        spans(pos, frozen, bound, anchored, Color::Black),
    ];
    let free = !frozen;
    let always = [
        frozen_attacks(pos, frozen, Color::White),
        frozen_attacks(pos, frozen, Color::Black),
    ];
    // Rooks, bishops and kings go where they go whatever the other side occupies: flooded once.
    // Queens and knights also start from the promotion squares, which only the pawns' cone
    // (what they may capture) changes: flooded again only when those change.
    let fixed = [Color::White, Color::Black].map(|colour| {
        let ours = board.by_color(colour).0 & free;
        Fixed {
            rooks: flood(board.rooks().0 & ours, free, orth),
            bishops: flood(board.bishops().0 & ours, free, diag),
            king: flood(
                board.kings().0 & board.by_color(colour).0,
                free & !always[idx(!colour)],
                king_box,
            ),
        }
    });
    let mut promoted: [Option<(u64, u64, u64)>; 2] = [None, None];
    let mut occupy = [board.white().0 & free, board.black().0 & free];
    let mut sides = [Side::default(); 2];
    loop {
        for colour in [Color::White, Color::Black] {
            let ours = board.by_color(colour).0 & free;
            let targets = occupy[idx(!colour)] | ep;
            let cone = flood(board.pawns().0 & ours & !bound, free, |b| {
                forward(colour, b) | (pawn_attacks(colour, b) & targets)
            }) | spans[idx(colour)];
            let promo = cone & promotion_rank(colour);
            let (queens, knights) = match promoted[idx(colour)] {
                Some((was, queens, knights)) if was == promo => (queens, knights),
                _ => {
                    let queens = flood((board.queens().0 & ours) | promo, free, king_box);
                    let knights = flood((board.knights().0 & ours) | promo, free, knight_step);
                    promoted[idx(colour)] = Some((promo, queens, knights));
                    (queens, knights)
                }
            };
            let Fixed {
                rooks,
                bishops,
                king,
            } = fixed[idx(colour)];
            sides[idx(colour)] = Side {
                occupy: queens | rooks | bishops | knights | (king & free) | cone,
                attack: king_step(queens)
                    | orth(rooks)
                    | diag(bishops)
                    | knight_step(knights)
                    | pawn_attacks(colour, cone),
                king,
                pieces: queens | rooks | bishops | knights | cone,
            };
        }
        let next = [sides[0].occupy, sides[1].occupy];
        if next == occupy {
            return sides;
        }
        occupy = next;
    }
}

/// The frozen pieces and the file-bound pawns (a greatest self-consistent hypothesis: a pawn
/// starts frozen and is demoted to file-bound and anchored, to file-bound only, then to free) and
/// the regions they leave.
///
/// A file-bound pawn never captures, so it never leaves its file; an anchored one is also never
/// captured, so no enemy pawn in its file ever gets past it. A file-bound pawn stays within its
/// span; a pawn only captures pieces other than the king.
#[cfg(test)]
fn frozen_pieces(pos: &Chess) -> (u64, u64, u64, [Side; 2]) {
    fixpoint(pos, false).unwrap_or_default()
}

/// Whether no castling of `colour` can ever happen while the men on `frozen` stay: a king or
/// rook with a castling right stays frozen only then.
fn castling_shut(pos: &Chess, frozen: u64, colour: Color) -> bool {
    let board = pos.board();
    [CastlingSide::KingSide, CastlingSide::QueenSide]
        .into_iter()
        .all(|side| {
            !pos.castles().has(colour, side)
                || pos.castles().path(colour, side).0 & frozen & !board.kings().0 & !board.rooks().0
                    != 0
        })
}

/// Whether a king on `x` stays frozen as far as its steps go: each is held by one of its own
/// frozen men (`ours`) or always attacked by the other side's (`enemy_always`).
fn king_stays(x: u64, ours: u64, enemy_always: u64) -> bool {
    king_step(x) & !(ours | enemy_always) == 0
}

/// What [`Walls::of`] reads of the kings, for each colour (a king's square, or the room it
/// walks in): positions with the same other men, castling rights and en-passant square and the
/// same two answers have the same walls, wherever each king stands in its room.
///
/// A king that cannot stay frozen in the first round of [`fixpoint`] (everything frozen) is
/// never frozen, as the hypothesis only loses men from there; from then on the fixpoint reads
/// it only through its region, a flood through squares not frozen and not always attacked by
/// the other side. Those squares only grow as the rounds go, so two squares in one room of the
/// first of them (`open` below: every man frozen but such kings) are in one region in every
/// round, and the fixpoint ends in the same walls from either (the frozen men are the greatest
/// self-consistent set, and the rooms are the same in every state below the first). A king
/// that may stay frozen, or stands where the other side always attacks, is named by its square.
pub(crate) fn king_rooms(pos: &Chess) -> [u64; 2] {
    let board = pos.board();
    let occupied = board.occupied().0;
    let colours = [Color::White, Color::Black];
    let king = |colour: Color| (board.kings() & board.by_color(colour)).0;
    let stays = colours.map(|colour| {
        king_stays(
            king(colour),
            board.by_color(colour).0,
            frozen_attacks(pos, occupied, !colour),
        ) && castling_shut(pos, occupied, colour)
    });
    let mut top = occupied;
    for colour in colours {
        if !stays[idx(colour)] {
            top &= !king(colour);
        }
    }
    colours.map(|colour| {
        let x = king(colour);
        let open = !top & !frozen_attacks(pos, top, !colour);
        if stays[idx(colour)] || x & open == 0 {
            x
        } else {
            flood(x, open, king_box)
        }
    })
}

/// The fixpoint of [`frozen_pieces`]; with `walls_only`, `None` as soon as no pawn is frozen
/// or file-bound any more, which is then the answer of [`Walls::of`] (issue 36: nearly every
/// position the walks ask about has no walls, and the rounds that only settle its other pieces
/// were a large share of their cost). Sound because a pawn only ever leaves those sets: `keep`
/// starts as `frozen` and only loses men, and a pawn joins the file-bound ones only when it was
/// frozen or file-bound already; so once none is, none will be in the fixpoint either.
fn fixpoint(pos: &Chess, walls_only: bool) -> Option<(u64, u64, u64, [Side; 2])> {
    let board = pos.board();
    let ep = pos
        .ep_square(EnPassantMode::Legal)
        .map_or(0, |sq| 1u64 << sq.to_u32());
    let mut frozen = board.occupied().0;
    let (mut bound, mut anchored) = (0u64, 0u64);
    loop {
        let sides = regions(pos, frozen, bound, anchored, ep);
        let (mut keep, mut keep_bound, mut keep_anchored) = (frozen, bound, anchored);
        for colour in [Color::White, Color::Black] {
            let ours = frozen & board.by_color(colour).0;
            let theirs = frozen & !ours;
            let enemy = sides[idx(!colour)];
            let defended = frozen_attacks(pos, frozen, colour);
            let enemy_always = frozen_attacks(pos, frozen, !colour);
            let blockers = (anchored | theirs) & board.pawns().0;
            let prey = enemy.pieces | (theirs & !board.kings().0) | ep;
            let safe = |x: u64| x & enemy.attack == 0 && x & king_step(enemy.king) & !defended == 0;
            let castling_shut = castling_shut(pos, frozen, colour);
            let mut rest = ours | (bound & board.by_color(colour).0);
            while rest != 0 {
                let x = rest & rest.wrapping_neg();
                rest &= rest - 1;
                let stays = if x & board.pawns().0 != 0 {
                    let was_frozen = x & frozen != 0;
                    if was_frozen
                        && forward(colour, x) & (frozen | blockers) != 0
                        && pawn_attacks(colour, x) & prey == 0
                        && safe(x)
                    {
                        continue;
                    }
                    // Not (or no longer) frozen: is it file-bound, and anchored?
                    keep &= !x;
                    let span = span(colour, x, frozen, blockers & board.by_color(!colour).0)
                        .filter(|span| pawn_attacks(colour, *span) & prey == 0);
                    match span {
                        Some(span) if was_frozen || x & bound != 0 => {
                            keep_bound |= x;
                            if safe(span) && (was_frozen || x & anchored != 0) {
                                keep_anchored |= x;
                            } else {
                                keep_anchored &= !x;
                            }
                        }
                        _ => {
                            keep_bound &= !x;
                            keep_anchored &= !x;
                        }
                    }
                    continue;
                } else if x & board.kings().0 != 0 {
                    king_stays(x, ours, enemy_always) && castling_shut
                } else {
                    let steps = if x & board.knights().0 != 0 {
                        knight_step(x)
                    } else if x & board.bishops().0 != 0 {
                        diag(x)
                    } else if x & board.rooks().0 != 0 {
                        orth(x)
                    } else {
                        king_step(x)
                    };
                    steps & !ours == 0 && safe(x) && (x & board.rooks().0 == 0 || castling_shut)
                };
                if !stays {
                    keep &= !x;
                }
            }
        }
        if walls_only && (keep & board.pawns().0) | keep_bound == 0 {
            return None;
        }
        if keep == frozen && keep_bound == bound && keep_anchored == anchored {
            return Some((frozen, bound, anchored, sides));
        }
        frozen = keep;
        bound = keep_bound;
        anchored = keep_anchored;
    }
}

/// Where each piece of `colour` other than its king and its frozen pieces can ever stand, one set
/// per piece (a pawn's includes whatever it may promote to).
fn piece_reaches(
    pos: &Chess,
    (frozen, bound, anchored): (u64, u64, u64),
    colour: Color,
    enemy_occupy: u64,
    ep: u64,
) -> Vec<u64> {
    let board = pos.board();
    let free = !frozen;
    let enemy_bound = (anchored | frozen) & board.pawns().0 & board.by_color(!colour).0;
    let mut rest = board.by_color(colour).0 & free & !board.kings().0;
    let mut out = Vec::new();
    while rest != 0 {
        let x = rest & rest.wrapping_neg();
        rest &= rest - 1;
        let reach = if x & board.pawns().0 != 0 {
            let cone = if x & bound != 0 {
                span(colour, x, frozen, enemy_bound).unwrap_or(x)
            } else {
                flood(x, free, |b| {
                    forward(colour, b) | (pawn_attacks(colour, b) & (enemy_occupy | ep))
                })
            };
            let promo = cone & promotion_rank(colour);
            cone | flood(promo, free, king_box) | flood(promo, free, knight_step)
        } else if x & board.knights().0 != 0 {
            flood(x, free, knight_step)
        } else if x & board.bishops().0 != 0 {
            flood(x, free, diag)
        } else if x & board.rooks().0 != 0 {
            flood(x, free, orth)
        } else {
            flood(x, free, king_box)
        };
        out.push(reach);
    }
    out
}

/// Can every square of `open` get its own piece, each piece only where `reaches` lets it go?
fn fillable(open: u64, reaches: &[u64]) -> bool {
    if open.count_ones() as usize > reaches.len() {
        return false;
    }
    // Bipartite matching by augmenting paths: squares on one side, pieces on the other.
    fn augment(square: u32, reaches: &[u64], seen: &mut [bool], owner: &mut [Option<u32>]) -> bool {
        for (i, reach) in reaches.iter().enumerate() {
            if reach >> square & 1 == 1 && !seen[i] {
                seen[i] = true;
                let free = match owner[i] {
                    None => true,
                    Some(other) => augment(other, reaches, seen, owner),
                };
                if free {
                    owner[i] = Some(square);
                    return true;
                }
            }
        }
        false
    }
    let mut owner = vec![None; reaches.len()];
    let mut rest = open;
    while rest != 0 {
        let square = rest.trailing_zeros();
        rest &= rest - 1;
        let mut seen = vec![false; reaches.len()];
        if !augment(square, reaches, &mut seen, &mut owner) {
            return false;
        }
    }
    true
}

fn sq(b: u64) -> Square {
    Square::new(b.trailing_zeros())
}

/// The one piece of `winner` that can move and is not its king, with its region, when there is
/// exactly one and it is not a pawn (a pawn may promote into something else).
fn single_piece(pos: &Chess, frozen: u64, winner: Color) -> Option<(Piece, u64)> {
    let board = pos.board();
    let mobile = board.by_color(winner).0 & !board.kings().0 & !frozen;
    if mobile.count_ones() != 1 {
        return None;
    }
    let role = board.role_at(sq(mobile))?;
    let free = !frozen;
    let reach = match role {
        Role::Knight => flood(mobile, free, knight_step),
        Role::Bishop => flood(mobile, free, diag),
        Role::Rook => flood(mobile, free, orth),
        Role::Queen => flood(mobile, free, king_box),
        Role::Pawn | Role::King => return None,
    };
    Some((role.of(winner), reach))
}

/// What can stop a king on some square from being mated.
struct Flights {
    /// Where the winner's king may stand.
    king: u64,
    /// The loser's frozen pieces (they block their own king for ever).
    own_frozen: u64,
    /// The winner's frozen pieces (the king may take one that is not defended).
    their_frozen: u64,
    /// Where each of the loser's other pieces can ever stand.
    loser: Vec<u64>,
}

impl Flights {
    /// Could the king on `x` be mated when the winner's pieces other than its king cover
    /// `covered`? Each flight square must be covered (also by the winner's king, from one square
    /// not next to `x`) or filled by one of the loser's own pieces.
    fn mate_possible(&self, x: u64, covered: u64) -> bool {
        let open = king_step(x) & !covered & !self.own_frozen;
        let fillable = |open: u64| open & self.their_frozen == 0 && fillable(open, &self.loser);
        if fillable(open) {
            return true;
        }
        let mut kings = self.king & !king_step(x) & !x;
        while kings != 0 {
            let k = kings & kings.wrapping_neg();
            kings &= kings - 1;
            if fillable(open & !king_step(k)) {
                return true;
            }
        }
        false
    }
}

/// The frozen pieces of a position, the file-bound and anchored pawns, and the regions they leave
/// (see [`frozen_pieces`]): computed once per position and asked for either colour.
pub(crate) struct Walls {
    frozen: u64,
    bound: u64,
    anchored: u64,
    sides: [Side; 2],
}

/// What [`Walls::proof`] proved, worded only when a person reads it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Proof {
    winner: Color,
    pawns: u32,
    others: u32,
    bound: u32,
    /// No check is ever possible (else: no check can ever be mate).
    no_check: bool,
}

impl Proof {
    /// The proof's facts, worded at the edge (`crate::i18n::dead::proof`).
    pub(crate) fn fact(&self) -> super::DeadProof {
        super::DeadProof::Walls {
            winner: self.winner,
            pawns: self.pawns,
            others: self.others,
            bound: self.bound,
            no_check: self.no_check,
        }
    }
}

/// Whether some pawn has a piece anywhere ahead of it in its file: without one no pawn can be
/// frozen (its push square must be held) nor file-bound (its span must end at a piece), so
/// [`Walls::of`] can answer `None` at once. A few shifts; most game positions stop here.
fn some_pawn_faces_a_piece(pos: &Chess) -> bool {
    let board = pos.board();
    let occupied = board.occupied().0;
    let (mut white, mut black) = (
        (board.white() & board.pawns()).0,
        (board.black() & board.pawns()).0,
    );
    let mut ahead = 0;
    for _ in 0..7 {
        white <<= 8;
        black >>= 8;
        ahead |= white | black;
    }
    ahead & occupied != 0
}

impl Walls {
    /// The walls of `pos`; `None` when no pawn is frozen or file-bound (then no proof here).
    pub(crate) fn of(pos: &Chess) -> Option<Walls> {
        if !some_pawn_faces_a_piece(pos) {
            return None;
        }
        let (frozen, bound, anchored, sides) = fixpoint(pos, true)?;
        if (frozen & pos.board().pawns().0) | bound == 0 {
            return None;
        }
        Some(Walls {
            frozen,
            bound,
            anchored,
            sides,
        })
    }

    /// `Some(proof)` when the frozen pieces keep `winner` from ever mating (Art. 5.2.2, 6.9): no
    /// piece of `winner` can ever check the other king, or no square where it could be checked
    /// can ever be a mating square (a flight square that `winner` can never attack and the
    /// loser's own pieces can never fill).
    pub(crate) fn proof(&self, pos: &Chess, winner: Color) -> Option<Proof> {
        let Walls {
            frozen,
            bound,
            anchored,
            sides,
        } = *self;
        let pawns = frozen & pos.board().pawns().0;
        let board = pos.board();
        let (w, l) = (sides[idx(winner)], sides[idx(!winner)]);
        let checks = w.attack & l.king;
        let proof = |no_check| Proof {
            winner,
            pawns: pawns.count_ones(),
            others: (frozen & !pawns).count_ones(),
            bound: bound.count_ones(),
            no_check,
        };
        if checks == 0 {
            return Some(proof(true));
        }
        // Every flight square of a mated king is attacked, or held by one of its own pieces.
        let fixed = frozen_attacks(pos, frozen, winner);
        let own_frozen = frozen & board.by_color(!winner).0;
        let their_frozen = frozen & board.by_color(winner).0;
        let flights = Flights {
            king: w.king,
            own_frozen,
            their_frozen,
            loser: piece_reaches(
                pos,
                (frozen, bound, anchored),
                !winner,
                w.occupy,
                pos.ep_square(EnPassantMode::Legal)
                    .map_or(0, |sq| 1u64 << sq.to_u32()),
            ),
        };
        let single = single_piece(pos, frozen, winner);
        let mut rest = checks;
        while rest != 0 {
            let x = rest & rest.wrapping_neg();
            rest &= rest - 1;
            let possible = match single {
                // One piece gives every check: only what it attacks from one square is covered.
                Some((piece, reach)) => {
                    let mut squares = reach & !x;
                    let mut any = false;
                    while squares != 0 && !any {
                        let c = squares & squares.wrapping_neg();
                        squares &= squares - 1;
                        let from = attacks::attacks(sq(c), piece, Bitboard(frozen)).0;
                        any = from & x != 0 && flights.mate_possible(x, from | fixed);
                    }
                    any
                }
                None => flights.mate_possible(x, w.attack | fixed),
            };
            if possible {
                return None;
            }
        }
        Some(proof(false))
    }
}

/// `Some(reason)` when the frozen pieces keep `winner` from ever mating ([`Walls::proof`]).
pub(crate) fn never_checks(pos: &Chess, winner: Color) -> Option<super::DeadProof> {
    Walls::of(pos)?.proof(pos, winner).map(|p| p.fact())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::parse_fen;

    fn pos(fen: &str) -> Chess {
        parse_fen(fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
    }

    /// The shortcut of [`Walls::of`] only skips positions where the fixpoint finds no frozen and
    /// no file-bound pawn: checked on every position of random games (where pawns meet pieces
    /// ahead of them all the time) and on composed ones.
    #[test]
    fn the_shortcut_skips_only_positions_without_walls() {
        let (mut skipped, mut walled) = (0, 0);
        let mut check = |p: &Chess| {
            let (frozen, bound, _, _) = frozen_pieces(p);
            let has_walls = (frozen & p.board().pawns().0) | bound != 0;
            if some_pawn_faces_a_piece(p) {
                walled += usize::from(has_walls);
            } else {
                skipped += 1;
                assert!(!has_walls, "{:?}", p.board());
            }
            assert_eq!(Walls::of(p).is_some(), has_walls, "{:?}", p.board());
            // The early stop of `fixpoint` changes nothing where there are walls.
            if let Some(w) = Walls::of(p) {
                let full = frozen_pieces(p);
                assert_eq!(
                    (w.frozen, w.bound, w.anchored, w.sides),
                    full,
                    "{:?}",
                    p.board()
                );
            }
        };
        for fen in [
            "4k3/8/8/3p4/3P4/8/8/4K3 w - -",
            "4k3/8/8/8/3P4/8/8/4K3 w - -",
            "4k3/3n4/8/8/3P4/8/8/4K3 w - -",
            "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - -",
        ] {
            check(&pos(fen));
        }
        super::super::tests::random_games(0x9e37_79b9_7f4a_7c15, 40, 160, check);
        assert!(
            skipped > 0 && walled > 0,
            "{skipped} skipped, {walled} walled"
        );
    }

    /// The shortcut is exactly its definition, square by square: a white pawn with a piece on
    /// a higher rank of its file, or a black pawn with one on a lower rank. Pieces behind a pawn,
    /// or on other files, do not count (a shortcut that said yes more often would be sound but
    /// slow, and mutation testing showed nothing else noticed).
    #[test]
    fn the_shortcut_is_exactly_a_pawn_facing_a_piece_in_its_file() {
        let naive = |p: &Chess| {
            let board = p.board();
            board.pawns().into_iter().any(|sq| {
                let colour = board.color_at(sq);
                board.occupied().into_iter().any(|other| {
                    other.file() == sq.file()
                        && match colour {
                            Some(Color::White) => other.rank() > sq.rank(),
                            Some(Color::Black) => other.rank() < sq.rank(),
                            None => false,
                        }
                })
            })
        };
        let (mut yes, mut no) = (0, 0);
        let mut check = |p: &Chess| {
            let expected = naive(p);
            assert_eq!(some_pawn_faces_a_piece(p), expected, "{:?}", p.board());
            if expected {
                yes += 1;
            } else {
                no += 1;
            }
        };
        for fen in [
            // A piece behind each pawn, none ahead: no.
            "4k3/8/8/8/3P4/3N4/8/4K3 w - -",
            "4k3/8/3n4/3p4/8/8/8/4K3 w - -",
            // Pieces on the neighbouring files only: no.
            "4k3/2n1n3/8/8/3P4/8/8/4K3 w - -",
            // Ahead, far or near, for either colour: yes.
            "3nk3/8/8/8/3P4/8/8/4K3 w - -",
            "4k3/8/3p4/8/8/8/8/3BK3 w - -",
            "4k3/8/8/3p4/3P4/8/8/4K3 w - -",
            // A king ahead of a pawn counts as a piece; one behind it does not.
            "8/8/8/8/8/8/4p3/k3K3 w - -",
            "8/8/8/8/8/4k3/4p3/K7 w - -",
        ] {
            check(&pos(fen));
        }
        super::super::tests::random_games(0x51ed_270b_3a9f_1c77, 40, 160, &mut check);
        assert!(yes > 0 && no > 0, "{yes} yes, {no} no");
    }

    #[test]
    fn steps_do_not_wrap_around_the_board() {
        let a1 = 1u64;
        let h1 = 1u64 << 7;
        assert_eq!(king_step(a1).count_ones(), 3);
        assert_eq!(king_step(h1).count_ones(), 3);
        assert_eq!(knight_step(a1).count_ones(), 2);
        assert_eq!(knight_step(1u64 << 27).count_ones(), 8);
        assert_eq!(diag(h1), 1u64 << 14);
        assert_eq!(king_box(a1), a1 | king_step(a1));
        assert_eq!(king_box(h1).count_ones(), 4);
    }

    /// [`king_box`] is `b | king_step(b)` on any set of squares, so the king and queen floods
    /// reach the same squares with either step.
    #[test]
    fn the_king_box_floods_as_the_king_step() {
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        for _ in 0..20_000 {
            let (b, free, sparse) = (next(), next(), next() & next() & next());
            for seed in [b, sparse, 1u64 << (b % 64)] {
                assert_eq!(king_box(seed), seed | king_step(seed), "{seed:#x}");
                assert_eq!(flood(seed, free, king_box), flood(seed, free, king_step));
            }
        }
    }

    #[test]
    fn locked_wall_with_dark_bishop_behind_it() {
        // White pawns b4 d4 f4 h4 against b5 d5 f5 h5, White's bishop on c1 is dark-squared
        // and shut in below the wall; Black's light bishop can never touch a dark pawn.
        let p = pos("2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - -");
        assert_eq!((frozen_pieces(&p).0 & p.board().pawns().0).count_ones(), 8);
        assert!(never_checks(&p, Color::White).is_some());
        assert!(never_checks(&p, Color::Black).is_some());
    }

    #[test]
    fn a_pawn_that_can_capture_is_not_frozen() {
        // Same wall, but a Black knight could jump onto a5/c5 ... and e4 lets the wall break.
        let p = pos("2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K1n1 w - -");
        assert!(never_checks(&p, Color::White).is_none());
        let open = pos("4k3/8/8/1p1p1p1p/1P1P1P2/8/8/2B1K3 w - -");
        assert!(never_checks(&open, Color::White).is_none());
    }

    /// The position `p` with the king of `colour` on `to` instead, if that is a legal position.
    fn king_moved(p: &Chess, colour: Color, to: Square) -> Option<Chess> {
        let mut setup = p.to_setup(EnPassantMode::Legal);
        let from = setup.board.king_of(colour)?;
        let king = setup.board.remove_piece_at(from)?;
        setup.board.set_piece_at(to, king);
        setup.position(shakmaty::CastlingMode::Standard).ok()
    }

    /// [`king_rooms`]: a king moved to another square of its room, everything else as it was
    /// and the rooms the same, leaves the walls and both colours' proofs as they were. The
    /// walks keep "no proof" by room on this (`search::Walled`). Checked on blocked positions
    /// (the ones the walks spend their time in, walls and none) and on random games, each king
    /// moved to up to 12 squares of its room.
    #[test]
    fn a_king_moved_within_its_room_leaves_the_walls_as_they_were() {
        let walls = |p: &Chess| {
            Walls::of(p).map(|w| {
                let proofs = [Color::White, Color::Black].map(|c| w.proof(p, c));
                (w.frozen, w.bound, w.anchored, w.sides, proofs)
            })
        };
        let (mut moved, mut walled, mut rooms) = (0, 0, 0);
        let mut check = |p: &Chess| {
            if p.ep_square(EnPassantMode::Legal).is_some() {
                return;
            }
            let before = king_rooms(p);
            let expected = walls(p);
            for colour in [Color::White, Color::Black] {
                let room = before[idx(colour)] & !p.board().occupied().0;
                rooms += usize::from(room != 0);
                let step = (room.count_ones() as usize).div_ceil(12).max(1);
                for to in Bitboard(room).into_iter().step_by(step) {
                    let Some(q) = king_moved(p, colour, to) else {
                        continue;
                    };
                    if king_rooms(&q) != before {
                        continue;
                    }
                    assert_eq!(walls(&q), expected, "{:?} / {:?}", p.board(), q.board());
                    moved += 1;
                    walled += usize::from(expected.is_some());
                }
            }
        };
        for fen in [
            "1k6/1P1p1p1p/BP6/1P6/8/8/3P1PKP/8 w - -",
            "1k6/1P1p3p/BP3p2/1P5p/8/8/3P1PKP/8 b - -",
            "1k6/1P1p3p/BP3p2/1P5p/3p4/3P4/5PKP/8 b - -",
            "2b1k3/8/8/1p1p1p1p/1P1P1P1P/8/8/2B1K3 w - -",
            "4k3/8/8/1p1p1p1p/1P1P1P1P/8/8/4K3 w - -",
            "8/8/2k5/1p1p1p1p/1P1P1P1P/8/4K3/8 w - -",
            "8/k7/8/p1p1p1p1/P1P1P1P1/8/8/4K3 b - -",
        ] {
            check(&pos(fen));
        }
        super::super::tests::random_games(0x5851_f42d_4c95_7f2d, 12, 120, &mut check);
        assert!(
            moved > 1_000 && walled > 50 && rooms > 0,
            "{moved} moved, {walled} walled, {rooms} rooms"
        );
    }

    /// A king that may stay frozen, or stands where the other side's men always attack, is
    /// named by its square: its walls may change with it.
    #[test]
    fn a_king_that_may_stay_is_named_by_its_square() {
        // Black's king on b8 is shut in by the pawns on b6 and b7 (and they by it).
        let p = pos("1k6/1P1p1p1p/BP6/1P6/8/8/3P1PKP/8 w - -");
        let bit = |sq: Square| 1u64 << sq.to_u32();
        let [white, black] = king_rooms(&p);
        assert_eq!(black, bit(Square::B8));
        assert!(white.count_ones() > 20, "{white:#x}");
        assert_ne!(white & bit(Square::G2), 0);
        // A king in check from a pawn: the square is attacked whatever happens.
        let checked = pos("4k3/8/8/8/8/8/3p4/4K3 w - -");
        assert_eq!(king_rooms(&checked)[0], bit(Square::E1));
        // Bare kings: neither may stay, so each walks the whole board.
        assert_eq!(king_rooms(&pos("4k3/8/8/8/8/8/8/4K3 w - -")), [u64::MAX; 2]);
    }

    /// A king shut in by pawns it blocks is frozen with them, and they with it; a king with
    /// a step to take is not ([`king_stays`]).
    #[test]
    fn a_shut_in_king_is_frozen_with_the_pawns_it_blocks() {
        let bit = |sq: Square| 1u64 << sq.to_u32();
        // Black's king on b8: a8 and c8 held by b7, a7 and c7 by b6; b5 and a6 keep them.
        let p = pos("1k6/1P6/BP6/1P6/8/8/8/6K1 w - -");
        let (frozen, _, _, _) = frozen_pieces(&p);
        for sq in [Square::B8, Square::B7, Square::B6, Square::B5, Square::A6] {
            assert_ne!(frozen & bit(sq), 0, "{sq} frozen");
        }
        assert_eq!(frozen & bit(Square::G1), 0, "White's king walks");
        // Without b5 the bishop walks, b7 is no longer always defended and the king may take
        // it: neither stays.
        let open = pos("1k6/1P6/BP6/8/8/8/8/6K1 w - -");
        let (frozen, _, _, _) = frozen_pieces(&open);
        assert_eq!(frozen & (bit(Square::B8) | bit(Square::B7)), 0);
        assert!(king_stays(
            bit(Square::B8),
            bit(Square::C8),
            !bit(Square::B8)
        ));
        assert!(!king_stays(bit(Square::B8), bit(Square::C8), 0));
        assert!(!king_stays(
            bit(Square::A1),
            0,
            bit(Square::B1) | bit(Square::A2)
        ));
    }

    /// [`castling_shut`]: a castling right keeps its king and rook from staying frozen unless
    /// a man that stays, other than a king or rook, stands on its way; without the right it is
    /// shut.
    #[test]
    fn castling_is_shut_only_by_a_man_that_stays_on_its_way() {
        let shut = |fen: &str, colour: Color, unfrozen: &[Square]| {
            let p = pos(fen);
            let mut frozen = p.board().occupied().0;
            for sq in unfrozen {
                frozen &= !(1u64 << sq.to_u32());
            }
            castling_shut(&p, frozen, colour)
        };
        let open = "r3k2r/8/8/8/8/8/8/4K3 b kq -";
        assert!(!shut(open, Color::Black, &[]));
        assert!(shut(open, Color::White, &[]), "no right, nothing to shut");
        // A knight on g8 shuts the king side only; the queen side is still open.
        assert!(!shut("r3k1nr/8/8/8/8/8/8/4K3 b kq -", Color::Black, &[]));
        assert!(shut("r3k1nr/8/8/8/8/8/8/4K3 b k -", Color::Black, &[]));
        assert!(shut("rn2k1nr/8/8/8/8/8/8/4K3 b kq -", Color::Black, &[]));
        // The same knight not staying shuts nothing.
        assert!(!shut(
            "r3k1nr/8/8/8/8/8/8/4K3 b k -",
            Color::Black,
            &[Square::G8]
        ));
        // Another rook on the way is not counted (it may be the one that moves).
        assert!(!shut("r1r1k3/8/8/8/8/8/8/4K3 b q -", Color::Black, &[]));
        // White's own: a bishop on c1 shuts the queen side.
        assert!(shut("4k3/8/8/8/8/8/8/R1B1K3 w Q -", Color::White, &[]));
        assert!(!shut("4k3/8/8/8/8/8/8/R3K3 w Q -", Color::White, &[]));
    }
}
