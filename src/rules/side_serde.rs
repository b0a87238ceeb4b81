//! Serde for a side as `"white"` / `"black"`: `#[serde(with = "rules::side_serde")]`, and
//! `#[serde(with = "rules::side_serde::option")]` for `Option<Color>` (null when absent).

use serde::{Deserialize, Deserializer, Serializer};
use shakmaty::Color;

/// `"white"` or `"black"`.
pub fn name(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// `white`/`black` (also `w`/`b`), any case.
pub fn parse(text: &str) -> Option<Color> {
    match text.trim().to_ascii_lowercase().as_str() {
        "white" | "w" => Some(Color::White),
        "black" | "b" => Some(Color::Black),
        _ => None,
    }
}

/// The two names a side is stored as.
const SIDES: &[&str] = &["white", "black"];

/// Why `text` is not read as a side: a decoding error of stored data, in serde's own words
/// (an unknown variant, naming the two expected); a side typed by the arbiter is worded at
/// the edge (`side-unknown`).
fn not_a_side<E: serde::de::Error>(text: &str) -> E {
    E::unknown_variant(text, SIDES)
}

pub fn serialize<S: Serializer>(color: &Color, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_str(name(*color))
}

pub fn deserialize<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Color, D::Error> {
    let text = String::deserialize(deserializer)?;
    parse(&text).ok_or_else(|| not_a_side(&text))
}

/// The same for `Option<Color>`: `null` for `None`.
pub mod option {
    use serde::{Deserialize, Deserializer, Serializer};
    use shakmaty::Color;

    pub fn serialize<S: Serializer>(
        color: &Option<Color>,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        match color {
            Some(color) => serializer.serialize_str(super::name(*color)),
            None => serializer.serialize_none(),
        }
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<Color>, D::Error> {
        match Option::<String>::deserialize(deserializer)? {
            None => Ok(None),
            Some(text) => super::parse(&text)
                .map(Some)
                .ok_or_else(|| super::not_a_side(&text)),
        }
    }
}
