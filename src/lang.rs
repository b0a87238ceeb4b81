//! The languages the program speaks, as a fact an event keeps (its language) and the edges
//! choose their words by (`crate::i18n`).

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

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
