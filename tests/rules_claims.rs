//! Claims (Art. 9.2, 9.3) and game ends (Art. 5.1.1, 5.2.1, 5.2.2, 9.6) on a real game and on
//! composed positions whose answers were worked out by hand (comments give the reasoning).

use arbiter::rules::pgn::parse_games;
use arbiter::rules::{
    ClaimRule, Difference, Edition, EndRule, GameRecord, GameScore, LawsParams, PositionId,
    parse_fen,
};
use shakmaty::{CastlingSide, Color, Square};

fn play(record: &mut GameRecord, moves: &str) {
    for m in moves.split_whitespace() {
        if m.ends_with('.') {
            continue;
        }
        record.play_san(m).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
}

fn from(fen: &str, moves: &str) -> GameRecord {
    let mut r = GameRecord::from_fen(fen).unwrap();
    play(&mut r, moves);
    r
}

fn laws() -> LawsParams {
    LawsParams::default()
}

/// The verdict's explanation as an English-speaking arbiter reads it (the engine words nothing:
/// `arbiter::i18n::claim`, from the message files).
fn words(record: &GameRecord, v: &arbiter::rules::ClaimVerdict) -> String {
    arbiter::i18n::claim::explanation(
        &arbiter::i18n::Catalog::new(arbiter::i18n::Lang::En),
        record,
        v,
    )
}

/// Fischer–Petrosian, Buenos Aires 1971, game 3: the position after 30.Qe2 stood again after 32.Qe2
/// and 34.Qe2; Fischer wrote 34.Qe2 and claimed (9.2.1, then 9.2.1.1 in the 1971 wording).
#[test]
fn fischer_petrosian_1971_written_move_claim() {
    let games = parse_games(include_bytes!("data/pgn/fischer-petrosian-1971-g3.pgn")).unwrap();
    let game = &games[0];
    assert_eq!(game.record.plies(), 67);
    assert_eq!(game.record.ply_label(59), "30.Qe2");
    assert_eq!(game.record.ply_label(66), "33...Rd5");
    let before = game.record.truncated(66).unwrap();
    let v = before.claim(Some("Qe2"), &laws()).unwrap();
    assert!(v.valid);
    assert_eq!(v.rule, Some(ClaimRule::Threefold));
    assert_eq!(v.article, "9.2.1");
    assert_eq!(v.claimant, Color::White);
    assert_eq!(v.occurrences, Some(vec![59, 63, 67]));
    // Without writing the move, White had no claim after 33...Rd5.
    let v = before.claim(None, &laws()).unwrap();
    assert!(!v.valid);
    assert_eq!(v.article, "9.5.3");
    // After 34.Qe2 Black, on the move, could claim under 9.2.2.
    let v = game.record.claim(None, &laws()).unwrap();
    assert!(v.valid);
    assert_eq!((v.article, v.claimant), ("9.2.2", Color::Black));
    // Not the same position as after 31.Qh5 (ply 61) or after 29...Kh7 (ply 58): nothing ends it.
    assert!(game.record.ending().is_none());
}

fn game(bytes: &[u8]) -> arbiter::rules::pgn::PgnGame {
    let mut games = parse_games(bytes).unwrap();
    assert_eq!(games.len(), 1);
    games.remove(0)
}

/// Capablanca–Lasker, Havana 1921, game 5: the position after 34...h5 stood again after 36...Kf8
/// and 38...Kf8; nobody claimed, and Lasker resigned after 46.Qb8+.
#[test]
fn capablanca_lasker_1921_unclaimed_threefold() {
    let g = game(include_bytes!("data/pgn/capablanca-lasker-1921-g5.pgn"));
    let r = &g.record;
    assert_eq!(r.plies(), 91);
    assert_eq!(r.ply_label(68), "34...h5");
    let after = r.truncated(76).unwrap();
    let v = after.claim(None, &laws()).unwrap();
    assert!(v.valid);
    assert_eq!((v.article, v.claimant), ("9.2.2", Color::White));
    assert_eq!(v.occurrences, Some(vec![68, 72, 76]));
    // After 37...Kg7, White writing 38.Qg5+ would not do: that position stood at 71 and 75 only.
    let before = r.truncated(74).unwrap();
    let v = before.claim(Some("Qg5+"), &laws()).unwrap();
    assert!(!v.valid);
    assert_eq!(v.occurrences, Some(vec![71, 75]));
    assert!(r.ending().is_none());
}

/// Portisch–Korchnoi, Belgrade 1970: after 25.Bg2 Black could write 25...Qb5 and claim — the
/// position after 21...Qb5 and 23...Qb5 for the third time.
#[test]
fn portisch_korchnoi_1970_claim_by_written_move() {
    let g = game(include_bytes!("data/pgn/portisch-korchnoi-1970.pgn"));
    let r = &g.record;
    assert_eq!(r.plies(), 49);
    let v = r.claim(Some("Qb5"), &laws()).unwrap();
    assert!(v.valid);
    assert_eq!((v.article, v.claimant), ("9.2.1", Color::Black));
    assert_eq!(v.occurrences, Some(vec![42, 46, 50]));
    // Without the written move the position after 25.Bg2 has stood only twice.
    let v = r.claim(None, &laws()).unwrap();
    assert!(!v.valid);
    assert_eq!(v.occurrences, Some(vec![45, 49]));
}

/// Spassky–Fischer, Reykjavik 1972, game 17, drawn by threefold repetition: after 45.R1c2 Black
/// writes 45...Re1, the position after 41...g5 and 43...Re1.
#[test]
fn spassky_fischer_1972_game_17() {
    let g = game(include_bytes!("data/pgn/spassky-fischer-1972-g17.pgn"));
    let v = g.record.claim(Some("Re1"), &laws()).unwrap();
    assert!(v.valid);
    assert_eq!(v.occurrences, Some(vec![82, 86, 90]));
    assert_eq!(g.record.ply_label(82), "41...g5");
}

/// Karpov–Kasparov, 1991: no capture or pawn move after 63.Kxh4; fifty moves each were complete
/// after 113.Ng5 and the game went on to 114...Rf6+ (103 quiet plies), far from 75 moves.
#[test]
fn karpov_kasparov_1991_fifty_moves() {
    let g = game(include_bytes!("data/pgn/karpov-kasparov-1991.pgn"));
    let r = &g.record;
    assert_eq!(r.plies(), 228);
    assert_eq!(r.ply_label(125), "63.Kxh4");
    assert_eq!(r.halfmove_clock_at(125), Some(0));
    assert_eq!(r.halfmove_clock_at(225), Some(100));
    assert_eq!(r.halfmove_clock_at(228), Some(103));
    // White after 112...Kh8 could write 113.Ng5 and claim (9.3.1), not claim without it; Black
    // after 113.Ng5 could claim without writing a move (9.3.2).
    let v = r
        .truncated(224)
        .unwrap()
        .claim(Some("Ng5"), &laws())
        .unwrap();
    assert_eq!((v.valid, v.article), (true, "9.3.1"));
    let v = r.truncated(224).unwrap().claim(None, &laws()).unwrap();
    assert!(!v.valid);
    let v = r.truncated(225).unwrap().claim(None, &laws()).unwrap();
    assert_eq!(
        (v.valid, v.article, v.claimant),
        (true, "9.3.2", Color::Black)
    );
    assert!(r.ending().is_none());
}

/// Castling rights (Art. 9.2.3.2), in the manner of Karpov–Miles, Tilburg 1986: Black's queenside
/// rook steps out and back; the pieces stand as at the start but Black has lost the right to castle
/// queenside, so the first occurrence does not count.
#[test]
fn castling_rights_near_miss() {
    let fen = "r3k3/p7/8/8/8/8/8/4K1NR w Kq - 0 20";
    // Plies: 1.Nf3 Rb8 2.Ng1 Ra8 (ply 4: placement as at ply 0, but without q)
    // 3.Nf3 Rb8 4.Ng1 Ra8 (ply 8).
    let r = from(fen, "Nf3 Rb8 Ng1 Ra8 Nf3 Rb8 Ng1 Ra8");
    assert_eq!(r.occurrences_of_current(), &[4, 8]);
    let v = r.claim(None, &laws()).unwrap();
    assert!(!v.valid);
    assert_eq!(v.occurrences, Some(vec![4, 8]));
    assert_eq!(v.near_misses.len(), 1);
    assert_eq!(v.near_misses[0].ply, 0);
    assert_eq!(
        v.near_misses[0].differences,
        vec![Difference::Castling {
            colour: Color::Black,
            side: CastlingSide::QueenSide,
            had: true
        }]
    );
    let text = words(&r, &v);
    assert!(
        text.contains("At the start the pieces stood the same but Black still had the right to castle queenside"),
        "{text}"
    );
    // White's kingside rights were never lost: the identity keeps them alike at 0, 4, 8.
    // One more cycle, and White writes the move that makes it the third time.
    // (After 6.Ng1 Black could claim: Rb8 has been there with Black to move at 3, 7, 11.)
    let mut r = r;
    play(&mut r, "Nf3 Rb8 Ng1");
    let v = r.claim(None, &laws()).unwrap();
    assert_eq!(v.occurrences, Some(vec![3, 7, 11]));
    assert!(v.valid);
    let mut r2 = r.clone();
    r2.play_san("Ra8").unwrap();
    let v = r2.claim(None, &laws()).unwrap();
    assert!(v.valid);
    assert_eq!(v.occurrences, Some(vec![4, 8, 12]));
    // Rights count, not whether castling is playable now: blocked by knights, still different.
    let rights = parse_fen("r3k2r/8/8/8/8/8/8/RN2K1NR w KQkq - 0 1").unwrap();
    let none = parse_fen("r3k2r/8/8/8/8/8/8/RN2K1NR w kq - 0 1").unwrap();
    assert_ne!(PositionId::of(&rights), PositionId::of(&none));
}

/// En passant (Art. 9.2.3.1): after 1.e4 Black's d4-pawn could take en passant; the same pieces
/// later, with no such capture possible, are another position.
#[test]
fn en_passant_near_miss() {
    let fen = "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1";
    // 1.e4 (ply 1: dxe3 e.p. legal) Ke7 2.Kd1 Ke8 3.Ke1 (ply 5) Ke7 4.Kd1 Ke8 5.Ke1 (ply 9).
    let r = from(fen, "e4 Ke7 Kd1 Ke8 Ke1 Ke7 Kd1 Ke8 Ke1");
    assert_eq!(r.occurrences_of_current(), &[5, 9]);
    let v = r.claim(None, &laws()).unwrap();
    assert!(!v.valid);
    assert_eq!(v.claimant, Color::Black);
    assert_eq!(v.near_misses.len(), 1);
    assert_eq!(v.near_misses[0].ply, 1);
    assert_eq!(
        v.near_misses[0].differences,
        vec![Difference::EnPassant {
            colour: Color::Black,
            square: Square::E3,
            now: false
        }]
    );
    let text = words(&r, &v);
    assert!(text.contains("After 1.e4 (ply 1)"), "{text}");
    // 5...Ke7 6.Kd1 Ke8 and White writes 7.Ke1: third time (5, 9, 13).
    let mut r = r;
    play(&mut r, "Ke7 Kd1 Ke8");
    let v = r.claim(Some("Ke1"), &laws()).unwrap();
    assert!(v.valid);
    assert_eq!(v.article, "9.2.1");
    assert_eq!(v.occurrences, Some(vec![5, 9, 13]));
}

/// A double step that cannot be answered en passant leaves the identity alone; one that can, changes
/// it; one that only looks capturable (the capture would expose the king) does not.
#[test]
fn en_passant_identity_is_the_legal_capture() {
    let id = |fen: &str| PositionId::of(&parse_fen(fen).unwrap());
    // No black pawn next to e4: the FEN's e3 is a mere double step.
    assert_eq!(
        id("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1"),
        id("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1")
    );
    // A black pawn on d4 can take: different.
    assert_ne!(
        id("4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1"),
        id("4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1")
    );
    // dxe3 would open the fourth rank between the rook on h4 and the king on a4: not legal.
    assert_eq!(
        id("8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1"),
        id("8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1")
    );
    // The halfmove clock and move number are not part of the identity.
    assert_eq!(
        id("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1"),
        id("4k3/8/8/8/4P3/8/8/4K3 b - - 37 90")
    );
}

/// Side to move (Art. 9.2.3), as in Fischer–Spassky 1972 game 20: the same pieces with the other
/// side to move is not a repetition.
#[test]
fn side_to_move_near_miss() {
    let fen = "4k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    // White triangulates Ke1-d2-d1-e1 while Black goes Ke8-d8-e8: after 3.Ke1 (ply 5) the pieces
    // are as at the start but Black is to move; again after 5.Ke1 (ply 9).
    let r = from(fen, "Kd2 Kd8 Kd1 Ke8 Ke1 Kd8 Kd2 Ke8 Ke1");
    assert_eq!(r.occurrences_of_current(), &[5, 9]);
    let v = r.claim(None, &laws()).unwrap();
    assert!(!v.valid);
    assert_eq!(v.near_misses.len(), 1);
    assert_eq!(v.near_misses[0].ply, 0);
    assert_eq!(
        v.near_misses[0].differences,
        vec![Difference::SideToMove {
            then: Color::White,
            now: Color::Black
        }]
    );
}

/// A claim at the 4th occurrence is still valid (9.2.2), and a written move making the 4th also.
#[test]
fn fourth_occurrence_claim_is_valid() {
    let mut r = GameRecord::new();
    play(&mut r, "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8");
    let v = r.claim(None, &laws()).unwrap();
    assert!(v.valid);
    assert_eq!(v.article, "9.2.2");
    assert_eq!(v.occurrences, Some(vec![0, 4, 8, 12]));
    let text = words(&r, &v);
    assert!(text.contains("fourth time"), "{text}");
    let v = r.claim(Some("Nf3"), &laws()).unwrap();
    assert_eq!(v.article, "9.2.1");
    assert_eq!(v.occurrences, Some(vec![1, 5, 9, 13]));
}

/// Fifty moves (9.3): 99 plies done; Black's written king move makes 100 (9.3.1); without it, or
/// with a capture, the claim is incorrect and the written move must be played.
#[test]
fn fifty_move_claim_with_written_move() {
    let r = GameRecord::from_fen("4k3/8/8/8/8/8/1p6/R3K3 b - - 99 60").unwrap();
    let v = r.claim(Some("Kd7"), &laws()).unwrap();
    assert!(v.valid);
    assert_eq!(v.rule, Some(ClaimRule::FiftyMoves));
    assert_eq!(v.article, "9.3.1");
    assert_eq!(v.occurrences, None);
    let v = r.claim(None, &laws()).unwrap();
    assert!(!v.valid);
    let text = words(&r, &v);
    assert!(text.contains("99 plies without a capture"), "{text}");
    // A pawn move resets the count: incorrect, and b1=Q must be played.
    let v = r.claim(Some("b1=Q+"), &laws()).unwrap();
    assert!(!v.valid);
    assert_eq!(v.must_play.as_deref(), Some("60...b1=Q+"));
    // After move 51+ the claim is still valid (9.3.2).
    let r = from("4k3/8/8/8/8/8/1p6/R3K3 b - - 99 60", "Kd7 Ra7+ Kd6");
    let v = r.claim(None, &laws()).unwrap();
    assert!(v.valid);
    assert_eq!(v.article, "9.3.2");
}

/// 75 moves (9.6.2): the 150th quiet ply ends the game, unless it mates.
#[test]
fn seventy_five_moves_and_mate_prevails() {
    let fen = "7k/8/6K1/8/8/8/8/R7 w - - 149 100";
    let mated = from(fen, "Ra8#");
    let end = mated.ending().unwrap();
    assert_eq!(
        (end.rule, end.ply, end.result),
        (EndRule::Checkmate, 1, GameScore::WHITE_WINS)
    );
    let drawn = from(fen, "Rb1");
    let end = drawn.ending().unwrap();
    assert_eq!(
        (end.rule, end.ply, end.result, end.article),
        (EndRule::SeventyFiveMoves, 1, GameScore::DRAW, "9.6.2")
    );
    // Under the 2009 Laws there is no 75-move rule.
    let old = drawn.with_laws(LawsParams::for_edition(Edition::Y2009));
    assert!(old.ending().is_none());
}

/// Fivefold (9.6.1): any five occurrences from 2018; "five consecutive alternate moves" in 2014;
/// none in 2009. Moves after the end are void.
#[test]
fn fivefold_by_edition() {
    // Start at ply 0; an 8-ply detour with the queen's knights brings it back at 8 (its own
    // positions stand at most twice); then king's-knight cycles at 12, 16, 20, 24.
    let moves = "Nc3 Nc6 Nb5 Nb8 Nc3 Nc6 Nb1 Nb8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 \
                 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 e4";
    let mut r = GameRecord::new();
    play(&mut r, moves);
    assert_eq!(
        r.occurrences_of(r.id_at(0).unwrap()),
        &[0, 8, 12, 16, 20, 24]
    );
    let end = r.ending().unwrap();
    assert_eq!(
        (end.rule, end.ply, end.article),
        (EndRule::Fivefold, 20, "9.6.1")
    );
    assert!(r.is_void(21) && r.is_void(25) && !r.is_void(20));
    let r2014 = r.clone().with_laws(LawsParams::for_edition(Edition::Y2014));
    assert_eq!(r2014.ending().map(|e| e.ply), Some(24));
    let r2009 = r.with_laws(LawsParams::for_edition(Edition::Y2009));
    assert!(r2009.ending().is_none());
}

#[test]
fn stalemate_and_dead_position() {
    let r = from("7k/8/6K1/8/8/8/8/5Q2 w - - 0 1", "Qf7");
    let end = r.ending().unwrap();
    assert_eq!(
        (end.rule, end.result, end.article),
        (EndRule::Stalemate, GameScore::DRAW, "5.2.1")
    );
    // 1.Kxd2 leaves king and bishop against king: dead (5.2.2).
    let r = from("4k3/8/8/8/8/8/3n4/4KB2 w - - 0 1", "Kxd2");
    let end = r.ending().unwrap();
    assert_eq!(
        (end.rule, end.ply, end.article),
        (EndRule::DeadPosition, 1, "5.2.2")
    );
    let r2009 = r.with_laws(LawsParams::for_edition(Edition::Y2009));
    assert_eq!(r2009.ending().map(|e| e.article), Some("9.6"));
}

/// Takeback of the ply that ended the game removes the end; occurrences shrink back.
#[test]
fn takeback_of_the_final_ply() {
    let mut r = GameRecord::new();
    play(&mut r, "f3 e5 g4 Qh4#");
    assert!(r.ending().is_some());
    r.undo_last();
    assert!(r.ending().is_none());
    assert_eq!(r.plies(), 3);
    assert_eq!(r.occurrences_of_current(), &[3]);
    let mut fresh = GameRecord::new();
    play(&mut fresh, "f3 e5 g4");
    assert_eq!(r, fresh);
}

/// A claim in a position after the game had already ended is no claim at all (Art. 9.6: the
/// fivefold ended the game; the later moves are void): the engine refuses it, naming the end
/// (issue 33), with or without a written move.
#[test]
fn claim_after_the_end_is_refused() {
    let mut r = GameRecord::new();
    play(
        &mut r,
        "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 e4",
    );
    assert_eq!(r.ending().map(|e| e.ply), Some(16));
    let over = arbiter::rules::RulesError::GameAlreadyOver {
        rule: EndRule::Fivefold,
        article: "9.6.1",
        label: Some("8...Ng8".into()),
    };
    assert_eq!(r.claim(None, &laws()), Err(over.clone()));
    assert_eq!(r.claim(Some("e5"), &laws()), Err(over));
    // At the fivefold itself too: the threefold it contains is no longer claimable.
    let at_end = r.truncated(16).unwrap();
    assert!(at_end.claim(None, &laws()).is_err());
    // One ply before the end, the same position stands for the fourth time: a correct claim.
    assert!(
        r.truncated(15)
            .unwrap()
            .claim(Some("Ng8"), &laws())
            .unwrap()
            .valid
    );
}

/// The record asks the full dead-position analysis only after a capture or pawn move that leaves
/// no queen and no rook; a bare-kings capture is caught by the cheap check on any ply.
#[test]
fn dead_position_after_a_capture_into_bare_kings() {
    let r = from("4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", "Kxd2");
    let end = r.ending().unwrap();
    assert_eq!(
        (end.rule, end.ply, end.result),
        (EndRule::DeadPosition, 1, GameScore::DRAW)
    );
    // With a rook left, no end.
    let r = from("4k3/8/8/8/8/8/3q4/4K2R w - - 0 1", "Kxd2");
    assert!(r.ending().is_none());
}

/// A pawn move that completes a blocked wall makes the position dead (5.2.2): the record runs the
/// full analysis after a pawn move or capture when no queen or rook is left, and ends the game.
#[test]
fn pawn_move_into_a_blocked_wall_is_a_dead_position() {
    let fen = "8/6b1/1p3k2/1Pp1p1p1/2P1PpP1/8/5P2/5K2 w - - 10 61";
    let start = GameRecord::from_fen(fen).unwrap();
    assert!(start.ending().is_none());
    let r = from(fen, "f3 Ke6");
    let end = r.ending().unwrap();
    assert_eq!(
        (end.rule, end.ply, end.result),
        (EndRule::DeadPosition, 1, GameScore::DRAW)
    );
    assert!(r.is_void(2));
}
