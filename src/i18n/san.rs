//! Moves as the arbiter writes them: the pieces' letters of Spanish and Russian beside the
//! standard (English) SAN the program stores (Laws of Chess, Appendix C.2–C.3: each piece is
//! indicated by an abbreviation, and each player may use the name commonly used in their
//! country).
//!
//! - Spanish: R D T A C — Rey, Dama, Torre, Alfil, Caballo. "R" is the KING: "Re1" is Ke1.
//! - Russian: Кр Ф Л С К — Король, Ферзь, Ладья, Слон, Конь. "Кр" is the king, a Cyrillic "К"
//!   alone the knight: "Крe2" is Ke2, "Кf6" is Nf6.
//!
//! [`to_local`] writes a stored SAN move for the screen; [`from_local`] reads what the arbiter
//! typed back into standard SAN (English SAN is read too, where it means the same: in Spanish
//! a leading "R" stays the king). Pure text: legality is the rules engine's to judge; events,
//! PGN and JSON keep standard SAN.

use super::Lang;

/// A piece's letter in SAN (English), and its letters in `lang`.
fn local_letter(lang: Lang, english: char) -> Option<&'static str> {
    let letters: &[(char, &'static str)] = match lang {
        Lang::En => return None,
        Lang::Es => &[('K', "R"), ('Q', "D"), ('R', "T"), ('B', "A"), ('N', "C")],
        Lang::Ru => &[('K', "Кр"), ('Q', "Ф"), ('R', "Л"), ('B', "С"), ('N', "К")],
    };
    letters.iter().find(|(e, _)| *e == english).map(|(_, l)| *l)
}

/// What the arbiter may write for a piece in `lang`, longest first, and the SAN letter it is.
fn readings(lang: Lang) -> &'static [(&'static str, char)] {
    match lang {
        Lang::En => &[],
        // "R" is the king here, never a rook; the English Q, B, N and K mean what they mean.
        Lang::Es => &[
            ("R", 'K'),
            ("D", 'Q'),
            ("T", 'R'),
            ("A", 'B'),
            ("C", 'N'),
            ("K", 'K'),
            ("Q", 'Q'),
            ("B", 'B'),
            ("N", 'N'),
        ],
        // "Кр" before "К"; the second letter may be typed Latin ("Кp", "Kр"). The Latin
        // K Q R B N are English SAN.
        Lang::Ru => &[
            ("Кр", 'K'),
            ("КР", 'K'),
            ("Кp", 'K'),
            ("Kр", 'K'),
            ("Kp", 'K'),
            ("К", 'N'),
            ("Ф", 'Q'),
            ("Л", 'R'),
            ("С", 'B'),
            ("K", 'K'),
            ("Q", 'Q'),
            ("R", 'R'),
            ("B", 'B'),
            ("N", 'N'),
        ],
    }
}

/// Cyrillic letters that look like the Latin ones of SAN (files, the capture sign), as a
/// Russian layout types them.
fn latin_lookalike(c: char) -> Option<char> {
    match c {
        'а' => Some('a'),
        'с' => Some('c'),
        'е' => Some('e'),
        'х' => Some('x'),
        _ => None,
    }
}

/// A stored SAN move ("Nf3", "Rxe1+", "e8=Q", "O-O") with the pieces' letters of `lang`
/// ("Cf3", "Txe1+", "e8=D"; "Кf3", "Лxe1+", "e8=Ф"); English SAN unchanged.
pub fn to_local(lang: Lang, san: &str) -> String {
    let mut out = String::with_capacity(san.len() + 2);
    for c in san.chars() {
        match local_letter(lang, c) {
            Some(local) => out.push_str(local),
            None => out.push(c),
        }
    }
    out
}

/// What the arbiter typed in `lang` ("Cf3", "Re1", "e8=D", "e8Ф", "Крe2", "Кf6") as standard
/// SAN ("Nf3", "Ke1", "e8=Q", "e8=Q", "Ke2", "Nf6"). A piece letter is read at the start of
/// the move and as the promotion piece (after "=" or right after the rank); everything else is
/// kept as typed. English mode reads SAN only: the text is returned as it is.
pub fn from_local(lang: Lang, text: &str) -> String {
    if lang == Lang::En {
        return text.to_owned();
    }
    let table = readings(lang);
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    let mut at_piece = true;
    while let Some(c) = rest.chars().next() {
        if at_piece && let Some((token, piece)) = table.iter().find(|(t, _)| rest.starts_with(t)) {
            // A promotion written without "=" ("e8Ф") gets it.
            if out.ends_with(|p: char| p.is_ascii_digit()) {
                out.push('=');
            }
            out.push(*piece);
            rest = &rest[token.len()..];
            at_piece = false;
            continue;
        }
        let c = match lang {
            Lang::Ru => latin_lookalike(c).unwrap_or(c),
            Lang::Es | Lang::En => c,
        };
        out.push(c);
        rest = &rest[c_len(rest)..];
        // The promotion piece follows "=", the last rank, or "(" and "/" (Appendix C's
        // "a8(Q)", "a8/Q").
        at_piece = matches!(c, '=' | '(' | '/') || ((c == '8' || c == '1') && out.len() >= 2);
    }
    out
}

/// A sentence for people with every move label in it ("34.Qe2", "33...Rd5") in the pieces'
/// letters of `lang` ("34.De2", "33...Td5"): the moves of a verdict in one set of letters
/// (issue 34). Only the word right after a move number and its dots changes, so the words of
/// the sentence and the articles ("Art. 9.2.1") stay as they are. JSON keeps English SAN: the
/// edges that write for people call this, not the wording functions.
pub fn labels_to_local(lang: Lang, text: &str) -> String {
    if lang == Lang::En {
        return text.to_owned();
    }
    let mut out = String::with_capacity(text.len() + 8);
    let mut rest = text;
    while let Some(c) = rest.chars().next() {
        let digits = rest.len() - rest.trim_start_matches(|d: char| d.is_ascii_digit()).len();
        let after = &rest[digits..];
        let dots = after.len() - after.trim_start_matches('.').len();
        let starts_word = out.chars().last().is_none_or(|p| !p.is_alphanumeric());
        if digits > 0 && (dots == 1 || dots == 3) && starts_word {
            let word = &after[dots..];
            let end = word
                .find(|w: char| w.is_whitespace() || matches!(w, ',' | ')' | ';' | '('))
                .unwrap_or(word.len());
            out.push_str(&rest[..digits + dots]);
            out.push_str(&to_local(lang, &word[..end]));
            rest = &word[end..];
            continue;
        }
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out
}

fn c_len(s: &str) -> usize {
    s.chars().next().map_or(0, char::len_utf8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;
    use shakmaty::san::San;
    use shakmaty::{Chess, Position};

    #[test]
    fn the_brief_s_examples() {
        assert_eq!(from_local(Lang::Es, "Cf3"), "Nf3");
        assert_eq!(from_local(Lang::Ru, "Кf6"), "Nf6");
        assert_eq!(from_local(Lang::Es, "Re1"), "Ke1");
        assert_eq!(from_local(Lang::Ru, "Крe2"), "Ke2");
        assert_eq!(from_local(Lang::Ru, "Кpe2"), "Ke2");
        assert_eq!(from_local(Lang::Es, "e8=D"), "e8=Q");
        assert_eq!(from_local(Lang::Ru, "e8Ф"), "e8=Q");
        assert_eq!(from_local(Lang::Ru, "exd1Л+"), "exd1=R+");
        assert_eq!(from_local(Lang::Es, "Txe1+"), "Rxe1+");
        assert_eq!(from_local(Lang::Es, "Cbd7"), "Nbd7");
        assert_eq!(from_local(Lang::Ru, "Л1e2"), "R1e2");
        assert_eq!(from_local(Lang::Es, "O-O-O"), "O-O-O");
        // English SAN where it means the same; in Spanish a leading R is the king.
        assert_eq!(from_local(Lang::Es, "Nf3"), "Nf3");
        assert_eq!(from_local(Lang::Es, "Qh5"), "Qh5");
        assert_eq!(from_local(Lang::Es, "Bb5"), "Bb5");
        assert_eq!(from_local(Lang::Es, "Rd1"), "Kd1");
        assert_eq!(from_local(Lang::Ru, "Rd1"), "Rd1");
        assert_eq!(from_local(Lang::Ru, "Nf3"), "Nf3");
        assert_eq!(from_local(Lang::En, "Cf3"), "Cf3");
        // A Russian layout's look-alike letters: Cyrillic с, е, х.
        assert_eq!(from_local(Lang::Ru, "Лхе1"), "Rxe1");
        assert_eq!(to_local(Lang::Es, "Nf3"), "Cf3");
        assert_eq!(to_local(Lang::Ru, "Ke2"), "Крe2");
        assert_eq!(to_local(Lang::Ru, "exd8=Q#"), "exd8=Ф#");
        assert_eq!(to_local(Lang::En, "Nf3"), "Nf3");
        assert_eq!(
            labels_to_local(
                Lang::Es,
                "La jugada anotada 34.Qe2 (tras 30.Qe2, 33...Rd5); Art. 9.2.1, 1/2-1/2 K"
            ),
            "La jugada anotada 34.De2 (tras 30.De2, 33...Td5); Art. 9.2.1, 1/2-1/2 K"
        );
        assert_eq!(
            labels_to_local(Lang::Ru, "после 4...Ng8)"),
            "после 4...Кg8)"
        );
        assert_eq!(labels_to_local(Lang::En, "4...Ng8"), "4...Ng8");
    }

    /// Every legal move's SAN along a random game, with the position it is legal in.
    fn random_game_sans(choices: &[u16]) -> Vec<(Chess, String)> {
        let mut pos = Chess::default();
        let mut out = Vec::new();
        for &pick in choices {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            for m in &moves {
                out.push((pos.clone(), San::from_move(&pos, *m).to_string()));
            }
            let m = moves[usize::from(pick) % moves.len()];
            pos.play_unchecked(m);
        }
        out
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        #[test]
        fn local_letters_round_trip_over_random_legal_moves(
            choices in proptest::collection::vec(any::<u16>(), 1..120)
        ) {
            for (pos, san) in random_game_sans(&choices) {
                for lang in Lang::ALL {
                    let local = to_local(lang, &san);
                    prop_assert_eq!(&from_local(lang, &local), &san, "{} {}", lang, local);
                    // The move read back is the same move for the rules engine (shakmaty).
                    let read: San = from_local(lang, &local).parse().map_err(|e| {
                        TestCaseError::fail(format!("{lang} {local}: {e}"))
                    })?;
                    let want: San = san.parse().map_err(|e| {
                        TestCaseError::fail(format!("{san}: {e}"))
                    })?;
                    prop_assert_eq!(read.to_move(&pos).ok(), want.to_move(&pos).ok());
                    if lang != Lang::En {
                        // No English piece letter is left on screen, except Spanish's own R
                        // (the king) and the castling O.
                        let left = local.chars().any(|c| "KQBN".contains(c))
                            || (lang == Lang::Ru && local.contains('R'));
                        prop_assert!(!left, "{} {}", lang, local);
                    }
                }
                // English SAN typed in Russian mode is read as it is; in Spanish too, but R is
                // the king there.
                prop_assert_eq!(&from_local(Lang::Ru, &san), &san);
                prop_assert_eq!(from_local(Lang::Es, &san), san.replace('R', "K"));
            }
        }
    }
}
