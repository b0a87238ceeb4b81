//! The live feed's comparison (issue 19) against a brute-force truth: a feed game that is a
//! random legal game, written in another SAN spelling (fully disambiguated long forms, no check
//! marks), compared with a record of any prefix of it.

use arbiter::interop::feed::{FeedDiff, FeedMove, diff};
use arbiter::rules::GameRecord;
use proptest::prelude::*;
use shakmaty::san::{San, SanPlus};
use shakmaty::uci::UciMove;
use shakmaty::{CastlingMode, Chess, Position};

/// A random legal game from the start: its moves as SAN (as the record writes them) and as
/// another spelling of the same moves (file and rank always given: "Ng1f3", "Pe2e4" is not SAN,
/// so pawns keep their SAN), and the record of all of it.
fn random_game(choices: &[u16]) -> (Vec<String>, Vec<String>) {
    let mut pos = Chess::default();
    let (mut sans, mut long) = (Vec::new(), Vec::new());
    for c in choices {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        let mv = moves[usize::from(*c) % moves.len()];
        let san = San::from_move(&pos, mv);
        sans.push(SanPlus::from_move(pos.clone(), mv).to_string());
        let uci = UciMove::from_move(mv, CastlingMode::Standard).to_string();
        long.push(match (&san, mv.role()) {
            (San::Normal { capture, .. }, role) if role != shakmaty::Role::Pawn => {
                let x = if *capture { "x" } else { "" };
                format!("{}{}{x}{}", role.upper_char(), &uci[..2], &uci[2..4])
            }
            _ => san.to_string(),
        });
        pos.play_unchecked(mv);
    }
    (sans, long)
}

fn feed(sans: &[String]) -> Vec<FeedMove> {
    sans.iter()
        .map(|s| FeedMove {
            san: s.clone(),
            clock_ms: None,
            emt_ms: None,
        })
        .collect()
}

fn record(sans: &[String]) -> GameRecord {
    let mut r = GameRecord::new();
    for s in sans {
        r.play_san(s).expect("a legal move of the random game");
    }
    r
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn a_prefix_of_the_feed_is_new_moves_and_the_feed_a_prefix_is_behind(
        choices in prop::collection::vec(any::<u16>(), 1..80),
        cut in any::<prop::sample::Index>(),
    ) {
        let (sans, long) = random_game(&choices);
        let k = cut.index(sans.len() + 1);
        let part = record(&sans[..k]);
        let whole = record(&sans);
        // The feed in another spelling: the same moves.
        prop_assert_eq!(diff(&whole, &feed(&long)), FeedDiff::Same);
        if k < sans.len() {
            prop_assert_eq!(
                diff(&part, &feed(&long)),
                FeedDiff::New { from: k, to: sans.len(), illegal: None }
            );
            prop_assert_eq!(
                diff(&whole, &feed(&long[..k])),
                FeedDiff::Behind { feed: k, recorded: sans.len() }
            );
        } else {
            prop_assert_eq!(diff(&part, &feed(&long)), FeedDiff::Same);
        }
    }

    #[test]
    fn a_changed_move_is_a_disagreement_at_its_ply(
        choices in prop::collection::vec(any::<u16>(), 2..60),
        at in any::<prop::sample::Index>(),
        shift in 1usize..20,
    ) {
        let (sans, _) = random_game(&choices);
        let j = at.index(sans.len());
        // Another legal move at ply j+1, the rest of the game as it was.
        let mut pos = Chess::default();
        for s in &sans[..j] {
            let mv = s.parse::<SanPlus>().expect("san").san.to_move(&pos).expect("legal");
            pos.play_unchecked(mv);
        }
        let moves = pos.legal_moves();
        prop_assume!(moves.len() > 1);
        let ours = sans[j].parse::<SanPlus>().expect("san").san.to_move(&pos).expect("legal");
        let k = moves.iter().position(|m| *m == ours).expect("in the list");
        let other = moves[(k + shift % (moves.len() - 1) + 1) % moves.len()];
        prop_assert_ne!(other, ours);
        let mut changed = sans.clone();
        changed[j] = San::from_move(&pos, other).to_string();
        let d = diff(&record(&sans), &feed(&changed));
        let expected = FeedDiff::Disagrees {
            ply: j + 1,
            recorded: sans[j].clone(),
            feed: changed[j].clone(),
        };
        prop_assert_eq!(d, expected);
    }
}
