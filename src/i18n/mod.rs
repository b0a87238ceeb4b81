//! The arbiter's language: every text a person reads comes from the message files beside this
//! module (Project Fluent: `messages/LANG/AREA.ftl`), in English, Spanish or Russian; article
//! numbers stay as they are. The rules engine returns structured verdicts; the wording happens
//! here, at the edge.
//!
//! The language is chosen once per process ([`choose`]): `--lang`, else the event's language,
//! else `LC_ALL` / `LC_MESSAGES` / `LANG`, else English. [`Catalog`] formats a message by its
//! key with named arguments; plural and ordinal choices are Fluent's (CLDR plural rules).

use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use serde::{Deserialize, Serialize};
use thiserror::Error;

pub mod board;
pub mod claim;
pub mod dead;
pub mod errors;
pub mod refusal;
pub mod rules;
pub mod san;

/// A language the program speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, Default)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    Es,
    Ru,
}

/// Text that names no language the program speaks.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("{text:?} is not a language arbiter speaks: en, es or ru")]
pub struct LangError {
    pub text: String,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Es, Lang::Ru];

    /// "en", "es", "ru".
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Ru => "ru",
        }
    }

    /// The language of a POSIX locale name ("es_ES.UTF-8", "ru_RU", "C"), when it is one of
    /// ours.
    pub fn of_locale(locale: &str) -> Option<Lang> {
        let lang = locale
            .split(['_', '.', '@', '-'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        lang.parse().ok()
    }

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

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

impl FromStr for Lang {
    type Err = LangError;

    fn from_str(s: &str) -> Result<Lang, LangError> {
        match s.trim().to_ascii_lowercase().as_str() {
            "en" | "english" => Ok(Lang::En),
            "es" | "spanish" | "español" => Ok(Lang::Es),
            "ru" | "russian" | "русский" => Ok(Lang::Ru),
            _ => Err(LangError {
                text: s.to_string(),
            }),
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
pub struct Catalog {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
    english: Option<Box<Catalog>>,
}

impl fmt::Debug for Catalog {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Catalog").field("lang", &self.lang).finish()
    }
}

/// One named argument of a message.
pub type Arg<'a> = (&'a str, FluentValue<'a>);

impl Catalog {
    /// The messages of `lang`. The message files are part of the program and checked by the
    /// tests (every key in every language, every file parses): a syntax error there is a bug,
    /// reported once on stderr, and the messages that parsed are used.
    pub fn new(lang: Lang) -> Catalog {
        let id: unic_langid::LanguageIdentifier = lang.code().parse().unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // Terminals and PGN files: no Unicode isolation marks around arguments.
        bundle.set_use_isolating(false);
        for (area, text) in lang.sources() {
            let resource = match FluentResource::try_new((*text).to_owned()) {
                Ok(r) => r,
                Err((r, errors)) => {
                    eprintln!("arbiter: message file {lang}/{area}.ftl: {errors:?}");
                    r
                }
            };
            if let Err(errors) = bundle.add_resource(resource) {
                eprintln!("arbiter: message file {lang}/{area}.ftl: {errors:?}");
            }
        }
        Catalog {
            lang,
            bundle,
            english: (lang != Lang::En).then(|| Box::new(Catalog::new(Lang::En))),
        }
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether the message `id` exists in this language (not through English).
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// The message `id` with `args`; English when this language lacks it; the key itself when
    /// no language has it (a bug the tests catch).
    pub fn get(&self, id: &str, args: &[Arg<'_>]) -> String {
        let Some(pattern) = self.bundle.get_message(id).and_then(|m| m.value()) else {
            return match &self.english {
                Some(en) => en.get(id, args),
                None => id.to_owned(),
            };
        };
        let mut fargs = FluentArgs::new();
        for (name, value) in args {
            fargs.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        let text = self
            .bundle
            .format_pattern(pattern, Some(&fargs), &mut errors);
        text.into_owned()
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

/// The messages of `lang`, parsed once per process (a catalog parses every message file of its
/// language: readers that word in an explicit language — an export, the report, the app's
/// frames — take it from here rather than parse it again).
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

static CURRENT: OnceLock<Catalog> = OnceLock::new();

/// Set the process's language (once, at start; later calls keep the first).
pub fn set(lang: Lang) {
    let _ = CURRENT.set(Catalog::new(lang));
}

/// The process's messages (English until [`set`]).
pub fn current() -> &'static Catalog {
    CURRENT.get_or_init(|| Catalog::new(Lang::En))
}

/// The message `id` with `args` in the process's language.
pub fn t(id: &str, args: &[Arg<'_>]) -> String {
    current().get(id, args)
}
