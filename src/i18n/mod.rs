//! The arbiter's language: every text a person reads comes from the message files beside this
//! module (Project Fluent: `messages/LANG/AREA.ftl`), in English, Spanish or Russian; article
//! numbers stay as they are. The rules engine returns structured verdicts; the wording happens
//! here, at the edge.
//!
//! The language is chosen once per command ([`choose`]): `--lang`, else the event's language,
//! else `LC_ALL` / `LC_MESSAGES` / `LANG`, else English; the CLI holds the choice as [`Words`]
//! and passes it to every verb, the app as its look's language. [`Catalog`] formats a message
//! by its key with named arguments; plural and ordinal choices are Fluent's (CLDR plural rules).

use std::fmt;
use std::sync::{OnceLock, RwLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

pub mod board;
pub mod claim;
pub mod dead;
pub mod errors;
pub mod refusal;
pub mod reminder;
pub mod rules;
pub mod san;
pub mod sheet;
mod words;

pub use words::Words;

pub use crate::lang::{Lang, LangError};

/// The message files of each language (the edge's side of [`Lang`]).
impl Lang {
    /// The language's message files, one per area of the program (`messages/LANG/AREA.ftl`),
    /// so that work on one area does not touch another's file. Every language has the same
    /// areas and, within them, the same keys (the tests check).
    pub fn sources(self) -> &'static [(&'static str, &'static str)] {
        macro_rules! areas {
            ($lang:literal) => {
                &[
                    (
                        "claim",
                        include_str!(concat!("messages/", $lang, "/claim.ftl")),
                    ),
                    (
                        "rules",
                        include_str!(concat!("messages/", $lang, "/rules.ftl")),
                    ),
                    ("tui", include_str!(concat!("messages/", $lang, "/tui.ftl"))),
                    ("cli", include_str!(concat!("messages/", $lang, "/cli.ftl"))),
                    (
                        "report",
                        include_str!(concat!("messages/", $lang, "/report.ftl")),
                    ),
                    (
                        "rounds",
                        include_str!(concat!("messages/", $lang, "/rounds.ftl")),
                    ),
                    (
                        "hostile",
                        include_str!(concat!("messages/", $lang, "/hostile.ftl")),
                    ),
                    (
                        "feed",
                        include_str!(concat!("messages/", $lang, "/feed.ftl")),
                    ),
                    (
                        "errors",
                        include_str!(concat!("messages/", $lang, "/errors.ftl")),
                    ),
                    (
                        "dead",
                        include_str!(concat!("messages/", $lang, "/dead.ftl")),
                    ),
                    (
                        "reminder",
                        include_str!(concat!("messages/", $lang, "/reminder.ftl")),
                    ),
                    (
                        "sheet",
                        include_str!(concat!("messages/", $lang, "/sheet.ftl")),
                    ),
                ]
            };
        }
        match self {
            Lang::En => areas!("en"),
            Lang::Es => areas!("es"),
            Lang::Ru => areas!("ru"),
        }
    }
}

/// The language chosen, and why English was used instead of the locale's, if it was.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Choice {
    pub lang: Lang,
    /// Set when the locale asked for Spanish or Russian but is not UTF-8: a terminal that
    /// cannot show accents or Cyrillic gets English, and is told why.
    pub fallback: Option<String>,
}

/// Choose the language: `flag` (`--lang`), else the event's, else the first of `LC_ALL`,
/// `LC_MESSAGES`, `LANG` that is set (read through `env`), else English. A locale that is not
/// UTF-8 gives English with the reason.
pub fn choose(
    flag: Option<Lang>,
    event: Option<Lang>,
    env: &dyn Fn(&str) -> Option<String>,
) -> Choice {
    if let Some(lang) = flag.or(event) {
        return Choice {
            lang,
            fallback: None,
        };
    }
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|k| env(k))
        .find(|v| !v.trim().is_empty());
    let Some(locale) = locale else {
        return Choice {
            lang: Lang::En,
            fallback: None,
        };
    };
    match Lang::of_locale(&locale) {
        Some(Lang::En) | None => Choice {
            lang: Lang::En,
            fallback: None,
        },
        Some(lang) => {
            let lower = locale.to_ascii_lowercase();
            if lower.contains("utf-8") || lower.contains("utf8") {
                Choice {
                    lang,
                    fallback: None,
                }
            } else {
                Choice {
                    lang: Lang::En,
                    fallback: Some(format!(
                        "the locale {locale:?} is not UTF-8: English is used (set a UTF-8 locale, or --lang {lang})"
                    )),
                }
            }
        }
    }
}

/// One language's messages, with English behind them for a key a translation lacks.
///
/// A message is parsed only when it is first asked for (issue 29: a CLI action prints a line or
/// two, and parsing every message file of a language — and English's behind it — cost a CLI
/// process a fifth of its time). Its entry is found in the files' text (from its line `key =`
/// to the next line that starts an entry or a comment: a letter, `-` or `#` in the first
/// column, as Fluent's grammar has it), parsed alone and added to the catalog's one bundle,
/// with the messages it refers to (a test words every message so and as one bundle of every
/// file does). A key found in no file's text (a spelling the search does not know), or an entry
/// that refers to a term, makes the whole files parse.
pub struct Catalog {
    lang: Lang,
    /// The bundle of the entries parsed so far; made on first use.
    parsed: RwLock<Option<Parsed>>,
    english: OnceLock<Box<Catalog>>,
}

/// A catalog's bundle and which of its message files are in it whole.
struct Parsed {
    bundle: FluentBundle<FluentResource>,
    whole: Vec<bool>,
}

impl fmt::Debug for Catalog {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Catalog").field("lang", &self.lang).finish()
    }
}

/// One named argument of a message.
pub type Arg<'a> = (&'a str, FluentValue<'a>);

/// The text of the entry `id` in the message file `text`: from its line (`id =` or `id=` in
/// the first column) to the next line that starts another entry or a comment.
fn entry<'t>(text: &'t str, id: &str) -> Option<&'t str> {
    let mut from = 0;
    while let Some(at) = text[from..].find(id) {
        let start = from + at;
        let end = start + id.len();
        let line_start = start == 0 || text.as_bytes()[start - 1] == b'\n';
        if line_start && text[end..].trim_start_matches(' ').starts_with('=') {
            let mut stop = text.len();
            let mut at = text[start..]
                .find('\n')
                .map_or(text.len(), |n| start + n + 1);
            while at < text.len() {
                let next = text.as_bytes()[at];
                if next.is_ascii_alphabetic() || next == b'-' || next == b'#' {
                    stop = at;
                    break;
                }
                at = text[at..].find('\n').map_or(text.len(), |n| at + n + 1);
            }
            return Some(&text[start..stop]);
        }
        from = end;
    }
    None
}

/// Whether the message file `text` defines `id`.
#[cfg(test)]
fn defines(text: &str, id: &str) -> bool {
    entry(text, id).is_some()
}

/// The names of the messages and terms `text` refers to (`{ name }`, `{ name.attr }`,
/// `{ -term }`).
fn references(text: &str) -> Vec<&str> {
    text.match_indices('{')
        .filter_map(|(at, _)| {
            let rest = text[at + 1..].trim_start();
            let end = rest
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
                .unwrap_or(rest.len());
            let name = &rest[..end];
            let after = rest[end..].trim_start();
            let named = name.starts_with(|c: char| c.is_ascii_lowercase() || c == '-');
            (named && (after.starts_with('}') || after.starts_with('.'))).then_some(name)
        })
        .collect()
}

impl Catalog {
    /// The messages of `lang`. The message files are part of the program and checked by the
    /// tests (every key in every language, every file parses): a syntax error there is a bug,
    /// reported once on stderr, and the messages that parsed are used.
    pub fn new(lang: Lang) -> Catalog {
        Catalog {
            lang,
            parsed: RwLock::new(None),
            english: OnceLock::new(),
        }
    }

    /// `f` on the bundle, once the message `id` (when this language has it) is in it.
    fn with_message<R>(&self, id: &str, f: impl FnOnce(&FluentBundle<FluentResource>) -> R) -> R {
        // Readers share the bundle (the app words its rows on every core); only a message not
        // yet parsed takes it alone.
        {
            let parsed = self.parsed.read().unwrap_or_else(|e| e.into_inner());
            if let Some(parsed) = parsed.as_ref()
                && parsed.bundle.has_message(id)
            {
                return f(&parsed.bundle);
            }
        }
        let mut parsed = self.parsed.write().unwrap_or_else(|e| e.into_inner());
        let parsed = parsed.get_or_insert_with(|| {
            let code: unic_langid::LanguageIdentifier =
                self.lang.code().parse().unwrap_or_default();
            let mut bundle = FluentBundle::new_concurrent(vec![code]);
            // Terminals and PGN files: no Unicode isolation marks around arguments.
            bundle.set_use_isolating(false);
            Parsed {
                bundle,
                whole: vec![false; self.lang.sources().len()],
            }
        });
        self.load(parsed, id);
        f(&parsed.bundle)
    }

    /// Put the message `id` and the messages it refers to in the bundle: its entry alone when
    /// it is found (every file whole when it refers to a term), else every file whole.
    fn load(&self, parsed: &mut Parsed, id: &str) {
        if parsed.bundle.has_message(id) {
            return;
        }
        let sources = self.lang.sources();
        let found = sources
            .iter()
            .enumerate()
            .find_map(|(i, (_, text))| Some((i, entry(text, id)?)));
        if let Some((i, text)) = found {
            self.add(parsed, i, text, false);
            if parsed.bundle.has_message(id) {
                let names = references(text);
                if names.iter().any(|name| name.starts_with('-')) {
                    // Terms are not looked for alone.
                    self.add_all(parsed);
                }
                for name in names {
                    self.load(parsed, name);
                }
                return;
            }
        }
        self.add_all(parsed);
    }

    /// Every message file, whole, in the bundle.
    fn add_all(&self, parsed: &mut Parsed) {
        for (i, (_, text)) in self.lang.sources().iter().enumerate() {
            self.add(parsed, i, text, true);
        }
    }

    /// Parse `text` (an entry of message file `i`, or the whole file) into the bundle; a file
    /// already there whole is not added again, and a whole file's entries replace the same
    /// entries added alone (the same text).
    fn add(&self, parsed: &mut Parsed, i: usize, text: &str, whole: bool) {
        if parsed.whole[i] {
            return;
        }
        let (lang, area) = (self.lang, self.lang.sources()[i].0);
        let resource = match FluentResource::try_new(text.to_owned()) {
            Ok(r) => r,
            Err((r, errors)) => {
                eprintln!("arbiter: message file {lang}/{area}.ftl: {errors:?}");
                r
            }
        };
        if whole {
            parsed.bundle.add_resource_overriding(resource);
            parsed.whole[i] = true;
        } else if let Err(errors) = parsed.bundle.add_resource(resource) {
            eprintln!("arbiter: message file {lang}/{area}.ftl: {errors:?}");
        }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether the message `id` exists in this language (not through English).
    pub fn has(&self, id: &str) -> bool {
        self.with_message(id, |bundle| bundle.has_message(id))
    }

    /// The message `id` with `args`; English when this language lacks it; the key itself when
    /// no language has it (a bug the tests catch).
    pub fn get(&self, id: &str, args: &[Arg<'_>]) -> String {
        let text = self.with_message(id, |bundle| {
            let pattern = bundle.get_message(id).and_then(|m| m.value())?;
            let mut fargs = FluentArgs::new();
            for (name, value) in args {
                fargs.set(*name, value.clone());
            }
            let mut errors = Vec::new();
            Some(
                bundle
                    .format_pattern(pattern, Some(&fargs), &mut errors)
                    .into_owned(),
            )
        });
        match (text, self.lang) {
            (Some(text), _) => text,
            (None, Lang::En) => id.to_owned(),
            (None, _) => self
                .english
                .get_or_init(|| Box::new(Catalog::new(Lang::En)))
                .get(id, args),
        }
    }

    /// Every message key of this language's file (lines `key = …` at the start of a line).
    pub fn keys(&self) -> Vec<String> {
        self.lang
            .sources()
            .iter()
            .flat_map(|(_, text)| text.lines())
            .filter_map(|l| {
                let (key, _) = l.split_once(" =")?;
                (!key.is_empty()
                    && key
                        .chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-'))
                .then(|| key.to_owned())
            })
            .collect()
    }

    /// The file's syntax errors (none, the tests check).
    pub fn syntax_errors(lang: Lang) -> Vec<String> {
        lang.sources()
            .iter()
            .flat_map(
                |(area, text)| match FluentResource::try_new((*text).to_owned()) {
                    Ok(_) => Vec::new(),
                    Err((_, errors)) => errors
                        .iter()
                        .map(|e| format!("{lang}/{area}.ftl: {e:?}"))
                        .collect(),
                },
            )
            .collect()
    }
}

/// The messages of `lang`, parsed once per process (readers that word in an explicit language —
/// an export, the report, the app's frames — take it from here rather than parse again what
/// they word).
pub fn catalog(lang: Lang) -> &'static Catalog {
    static EN: OnceLock<Catalog> = OnceLock::new();
    static ES: OnceLock<Catalog> = OnceLock::new();
    static RU: OnceLock<Catalog> = OnceLock::new();
    let cell = match lang {
        Lang::En => &EN,
        Lang::Es => &ES,
        Lang::Ru => &RU,
    };
    cell.get_or_init(|| Catalog::new(lang))
}

/// Refuse, in a one-line field (`what` names it: a flag, or a field worded by the caller), a
/// control character, a bidi control, or an invisible or format character
/// ([`crate::text::not_one_line`], issue 18); the message names the field and the character as
/// U+XXXX, in `cat`'s language.
pub fn one_line(cat: &Catalog, what: &str, s: &str) -> Result<(), String> {
    match crate::text::not_one_line(s) {
        None => Ok(()),
        Some(found) => Err(not_one_line(cat, what, &found)),
    }
}

/// Why the one-line field `what` refused its text, in `cat`'s language.
pub fn not_one_line(cat: &Catalog, what: &str, found: &crate::text::NotOneLine) -> String {
    let key = if found.control {
        "text-control-character"
    } else {
        "text-invisible-character"
    };
    cat.get(
        key,
        &[
            ("field", what.to_owned().into()),
            ("text", found.shown.clone().into()),
            ("code", format!("U+{:04X}", found.code).into()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_refused_one_line_field_names_the_field_and_the_character() {
        for (text, code) in [("Ann\nBob", "U+000A"), ("An\u{200B}n", "U+200B")] {
            let found = crate::text::not_one_line(text).expect("refused");
            for lang in Lang::ALL {
                let said = not_one_line(catalog(lang), "--as", &found);
                assert!(
                    said.contains("--as") && said.contains(code),
                    "{lang}: {said}"
                );
            }
        }
    }

    #[test]
    fn references_are_read_from_placeables() {
        assert_eq!(
            references("a = { b } { $c } { -d } { e.f }"),
            ["b", "-d", "e"]
        );
        let text = "# c\na = A\n    { b }\n\nb =\n    .x = y\n-t = T\n";
        assert_eq!(entry(text, "a"), Some("a = A\n    { b }\n\n"));
        assert_eq!(entry(text, "b"), Some("b =\n    .x = y\n"));
        assert!(defines(text, "-t") && !defines(text, "c") && !defines(text, "x"));
    }

    /// Every message, parsed alone (with what it refers to), is worded as a bundle of all the
    /// files at once words it.
    #[test]
    fn a_message_parsed_alone_reads_as_from_all_files() {
        for lang in Lang::ALL {
            let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap();
            let mut all = FluentBundle::new_concurrent(vec![id]);
            all.set_use_isolating(false);
            for (_, text) in lang.sources() {
                all.add_resource(FluentResource::try_new((*text).to_owned()).unwrap())
                    .unwrap();
            }
            for key in Catalog::new(lang).keys() {
                let Some(pattern) = all.get_message(&key).and_then(|m| m.value()) else {
                    continue;
                };
                let mut errors = Vec::new();
                let whole = all.format_pattern(pattern, None, &mut errors);
                assert_eq!(Catalog::new(lang).get(&key, &[]), whole, "{lang} {key}");
            }
        }
    }
}
