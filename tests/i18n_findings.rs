//! The findings and refusals moved to the message files (issue 16): in every language the
//! messages that select on a side word White and Black differently, keep the article numbers,
//! and name the held piece in that language's terms (Art. 9.5.3, 4.3; Guidelines III).

use arbiter::i18n::{Catalog, Lang};

const LANGS: [Lang; 3] = [Lang::En, Lang::Es, Lang::Ru];

/// Messages with a `$side` (or `$loser`) selector and the article each must keep.
const BY_SIDE: &[(&str, &str, &str)] = &[
    ("refuse-own-claim", "side", "III.6.1"),
    ("refuse-iii-flag-fallen", "side", "III.4, III.5, III.6"),
    ("refuse-iii-time-left", "side", "III.4, III.5"),
    ("refuse-iii-not-on-move", "side", "III.4, III.5, III.6"),
    ("finding-flag-postponed", "loser", "III.5.2"),
    ("hold-unusable", "side", "9.5.3, 4.3"),
];

#[test]
fn side_selectors_word_white_and_black_apart_and_keep_the_article() {
    for lang in LANGS {
        let cat = Catalog::new(lang);
        for (key, arg, article) in BY_SIDE {
            assert!(cat.has(key), "{lang:?}: {key} missing");
            let word = |side: &'static str| {
                cat.get(
                    key,
                    &[
                        (*arg, side.into()),
                        ("by", "white".into()),
                        ("seq", 7.into()),
                        ("left", "0:02:10".into()),
                        ("error", "E".into()),
                        ("why", "W".into()),
                    ],
                )
            };
            let (white, black) = (word("white"), word("black"));
            assert_ne!(white, black, "{lang:?} {key}: the side is not worded");
            assert!(white.contains(article), "{lang:?} {key}: {white}");
        }
    }
}

#[test]
fn the_held_piece_is_named_in_each_language() {
    for (lang, knight, rook) in [
        (Lang::En, "knight", "rook"),
        (Lang::Es, "caballo", "torre"),
        (Lang::Ru, "конём", "ладьёй"),
    ] {
        let cat = Catalog::new(lang);
        let one = cat.get(
            "hold-piece-one",
            &[("role", "knight".into()), ("square", "g1".into())],
        );
        assert!(
            one.contains(knight) && one.contains("g1"),
            "{lang:?}: {one}"
        );
        let any = cat.get(
            "hold-piece-any",
            &[("role", "rook".into()), ("squares", "a1, h1".into())],
        );
        assert!(
            any.contains(rook) && any.contains("a1, h1"),
            "{lang:?}: {any}"
        );
    }
}

/// A finding the program did not decide (issue 33, Art. 6.9, 7.5.5): proposed, it asks the
/// arbiter to look at the position; as the reason of the result recorded from it, it says as a
/// fact that the program did not decide and that the result is the arbiter's decision — in
/// every language, never the instruction, and the opponent worded by side.
#[test]
fn an_undecided_finding_is_the_arbiters_decision_once_recorded() {
    use arbiter::event::ResultReason;
    use arbiter::event::procedure::{FindingWhy, LossCause, MateVerdict};
    use shakmaty::Color;
    let why = |loser| FindingWhy::Loss {
        cause: LossCause::Flag { loser },
        mate: MateVerdict::Undecided,
    };
    for (lang, not_decided, arbiter_word, look) in [
        (
            Lang::En,
            "not decided by the program",
            "arbiter's decision",
            "look at the position",
        ),
        (
            Lang::Es,
            "el programa no decidió",
            "decisión del árbitro",
            "examine la posición",
        ),
        (
            Lang::Ru,
            "программа не установила",
            "решение арбитра",
            "посмотрите позицию",
        ),
    ] {
        let cat = Catalog::new(lang);
        let proposed = arbiter::i18n::rules::finding(&cat, &why(Color::White));
        assert!(proposed.contains(look), "{lang:?}: {proposed}");
        let recorded =
            |loser| arbiter::i18n::board::result_reason(&cat, &ResultReason::Finding(why(loser)));
        let (white, black) = (recorded(Color::White), recorded(Color::Black));
        for text in [&white, &black] {
            assert!(
                text.contains(not_decided) && text.contains(arbiter_word),
                "{lang:?}: {text}"
            );
            assert!(
                !text.contains(look),
                "{lang:?}: an instruction recorded: {text}"
            );
        }
        assert_ne!(white, black, "{lang:?}: the sides are not worded");
    }
}
