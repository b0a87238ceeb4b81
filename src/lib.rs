//! arbiter: run an over-the-board chess event from a terminal, to the letter of the FIDE Laws.
//!
//! Data flows one way: key → [`tui`] action → command → event appended by [`store`] in one
//! SQLite transaction → board state folded by [`event`] → frame drawn by [`tui`] from that state.
//! [`rules`] and [`clock`] are pure: no I/O, no wall clock, no SQL, no terminal.
#![cfg_attr(not(test), warn(clippy::unwrap_used))]

pub mod cli;
pub mod clock;
pub mod event;
pub mod i18n;
pub mod interop;
pub mod lang;
pub mod parallel;
pub mod rules;
pub mod store;
pub mod text;
pub mod tui;
