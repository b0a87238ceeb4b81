//! Issue 34: every legal move, written in each notation the doors accept — SAN, "++" for mate,
//! the long form with "x", with a hyphen or with neither, promotion with "=", without, in
//! brackets or after a slash, castling with zeros, en passant marked, and each of these in the
//! Spanish and Russian pieces' letters — reads back as the same move.

use arbiter::i18n::Lang;
use arbiter::i18n::san::{from_local, to_local};
use arbiter::rules::GameRecord;
use proptest::prelude::*;
use shakmaty::san::SanPlus;
use shakmaty::{Chess, Move, Position, Role};

fn letter(role: Role) -> &'static str {
    match role {
        Role::Pawn => "",
        Role::Knight => "N",
        Role::Bishop => "B",
        Role::Rook => "R",
        Role::Queen => "Q",
        Role::King => "K",
    }
}

/// Every way the hall may write `mv` in `pos`, in English letters.
fn writings(pos: &Chess, mv: Move) -> Vec<String> {
    let san = SanPlus::from_move(pos.clone(), mv).to_string();
    let mut out = vec![san.clone()];
    if let Some(head) = san.strip_suffix('#') {
        out.push(format!("{head}++"));
    }
    let suffix = if san.ends_with('#') {
        "++"
    } else if san.ends_with('+') {
        "+"
    } else {
        ""
    };
    match mv {
        Move::Castle { king, rook } => {
            out.push(
                if rook.file() > king.file() {
                    "0-0"
                } else {
                    "0-0-0"
                }
                .to_owned()
                    + suffix,
            );
        }
        Move::Normal {
            role,
            from,
            capture,
            to,
            promotion,
        } => {
            let seps: &[&str] = if capture.is_some() {
                &["x", ""]
            } else {
                &["-", ""]
            };
            for sep in seps {
                let head = format!("{}{from}{sep}{to}", letter(role));
                match promotion {
                    Some(p) => {
                        let p = letter(p);
                        for form in [
                            format!("={p}"),
                            p.to_owned(),
                            format!("({p})"),
                            format!("/{p}"),
                        ] {
                            out.push(format!("{head}{form}{suffix}"));
                        }
                    }
                    None => out.push(format!("{head}{suffix}")),
                }
            }
            if let Some(p) = promotion {
                let short = san.split('=').next().unwrap_or_default().to_owned();
                let p = letter(p);
                for form in [p.to_owned(), format!("({p})"), format!("/{p}")] {
                    out.push(format!("{short}{form}{suffix}"));
                }
            }
        }
        Move::EnPassant { from, to } => {
            let bare = san.trim_end_matches(['+', '#']);
            for mark in ["e.p.", " e.p.", "ep"] {
                out.push(format!("{bare}{mark}{suffix}"));
            }
            out.push(format!("{from}x{to}e.p.{suffix}"));
            out.push(format!("{from}{to}{suffix}"));
        }
        Move::Put { .. } => {}
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(40))]

    #[test]
    fn every_legal_move_in_every_notation_and_language_reads_back(
        choices in proptest::collection::vec(any::<u16>(), 1..90)
    ) {
        let mut record = GameRecord::new();
        for pick in choices {
            let pos = record.position().clone();
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            for &mv in &moves {
                for written in writings(&pos, mv) {
                    prop_assert_eq!(record.parse_san(&written).ok(), Some(mv), "{}", written);
                    for lang in [Lang::Es, Lang::Ru] {
                        let local = to_local(lang, &written);
                        let read = from_local(lang, &local);
                        prop_assert_eq!(
                            record.parse_san(&read).ok(),
                            Some(mv),
                            "{} {} read as {}",
                            lang,
                            local,
                            read
                        );
                    }
                }
            }
            let mv = moves[usize::from(pick) % moves.len()];
            prop_assert!(record.play(mv).is_ok());
        }
    }
}
