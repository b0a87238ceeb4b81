//! Errors as the command line prints them (issue 16): each typed error worded in the arbiter's
//! language. Here at the edge, which knows every layer, so that `i18n` need not know the store
//! or the exchange formats (issue 31).

use crate::clock::TimeControlError;
use crate::i18n::Catalog;
use crate::interop::InteropError;
use crate::rules::{FenError, RulesError};
use crate::store::{StoreError, SystemText};

/// An error as the command line prints it: the causes from the outside in, joined by ": ",
/// each typed error worded in `cat`'s language (its own detail included, so the causes below
/// it are not repeated).
pub fn render(cat: &Catalog, err: &anyhow::Error) -> String {
    let mut parts = Vec::new();
    for cause in err.chain() {
        let worded = if let Some(e) = cause.downcast_ref::<StoreError>() {
            e.worded(cat)
        } else if let Some(e) = cause.downcast_ref::<crate::event::command::CommandError>() {
            crate::i18n::refusal::command_error(cat, e)
        } else if let Some(e) = cause.downcast_ref::<InteropError>() {
            e.worded(cat)
        } else if let Some(e) = cause.downcast_ref::<TimeControlError>() {
            crate::i18n::errors::time_control(cat, e)
        } else if let Some(e) = cause.downcast_ref::<RulesError>() {
            crate::i18n::rules::rules_error(cat, e)
        } else if let Some(e) = cause.downcast_ref::<FenError>() {
            crate::i18n::errors::fen(cat, e)
        } else if let Some(e) = cause.downcast_ref::<crate::event::NumberOutOfRange>() {
            crate::i18n::board::number_out_of_range(cat, e)
        } else if let Some(e) = cause.downcast_ref::<crate::event::BoardRefError>() {
            crate::i18n::board::board_ref_error(cat, e)
        } else if let Some(e) = cause.downcast_ref::<crate::event::round::ExtraNumberError>() {
            crate::i18n::board::extra_number(cat, e)
        } else if let Some(e) = cause.downcast_ref::<crate::tui::TuiError>() {
            // As an error without words of its own: its cause follows it.
            parts.push(e.worded(cat));
            continue;
        } else if let Some(e) = cause.downcast_ref::<std::io::Error>() {
            SystemText::of_io(e).worded(cat)
        } else if let Some(e) = cause.downcast_ref::<rusqlite::Error>() {
            SystemText::of_sqlite(e).worded(cat)
        } else {
            parts.push(cause.to_string());
            continue;
        };
        parts.push(worded);
        break;
    }
    parts.join(": ")
}
