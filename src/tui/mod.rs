//! The terminal app (ratatui + crossterm): every board of the hall on one screen, every arbiter
//! action a few keys away.
//!
//! Data flows one way: key → [`keymap::Action`] → UI change or `event::command::Command` → event
//! appended by the store → state folded → [`view::AppView`] → [`render::render`] (pure).
//! Nothing here writes SQL or decides a rule.

pub mod app;
pub mod check;
pub mod demo;
pub mod intent;
pub mod keymap;
pub mod lang;
pub mod model;
pub mod render;
#[doc(hidden)]
pub mod sample;
pub mod store_source;
pub mod term;
pub mod theme;
pub mod view;

pub use term::{Options, Source, TuiError, run_with};
