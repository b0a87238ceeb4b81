//! The app's words: every text it shows comes from `messages/LANG/tui.ftl` (and the other areas'
//! files for what the fold and the rules engine word), in the language of [`Look::lang`].
//!
//! The language of a frame is a value of the view, not a global, so that one process can draw
//! the same screen in English, Spanish and Russian (the snapshot tests do).
//!
//! [`Look::lang`]: crate::tui::view::Look

use shakmaty::Color;

use crate::i18n::{Arg, Catalog, Lang};

/// The messages of `lang`, parsed once per process ([`crate::i18n::catalog`]).
pub fn catalog(lang: Lang) -> &'static Catalog {
    crate::i18n::catalog(lang)
}

/// The message `id` of `lang` with `args`.
pub fn tr(lang: Lang, id: &str, args: &[Arg<'_>]) -> String {
    catalog(lang).get(id, args)
}

/// A side as a Fluent selector: messages choose their own word (and grammatical case) for it.
pub fn side_arg(side: Color) -> &'static str {
    match side {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// A name the fold or the rules engine gives as data ("fivefold", "dead_position", "penalty"),
/// in `lang`: the message `prefix-name` (underscores and spaces as dashes), or the name as it is
/// when no message has that id (text stored by an older version is shown as stored).
pub fn named(lang: Lang, prefix: &str, name: &str) -> String {
    let id = format!("{prefix}-{}", name.replace(['_', ' '], "-"));
    let cat = catalog(lang);
    if cat.has(&id) {
        cat.get(&id, &[])
    } else {
        name.to_owned()
    }
}
