//! The integration tests, one crate (issue 31): one binary to link instead of one per file.
//!
//! Each module is a file beside this one and drives the library or the real binary. Four files
//! stay their own binaries because they own the process: `analyze_memory`, `feed_memory`,
//! `fuzz_parsers` and `pgn_stream` install a counting global allocator.

/// The shared helpers, once for the whole crate (each module uses what it needs).
#[allow(dead_code)]
mod common {
    pub mod events;
    pub mod locale;
    pub mod pipe;
    pub mod record;
    pub mod recorded;
    pub mod repeat;
    pub mod screen;
}

mod architecture;
mod chess960;
mod claim_finding;
mod cli_event;
mod clock_cli;
mod clock_control;
mod clock_fold;
mod clock_procedures;
mod command_errors;
mod dead_cli;
mod dead_minor;
mod dead_positions;
mod dead_props;
mod dead_vector;
mod default_time;
mod door_parity;
mod feed_cli;
mod feed_fold;
mod feed_hall_tui;
mod feed_props;
mod feed_quiet;
mod feed_record;
mod feed_scale;
mod findings_file;
mod flag_finding;
mod fold_last_action;
mod fold_memory;
mod hostile_input;
mod i18n;
mod i18n_errors;
mod i18n_findings;
mod i18n_slips;
mod i18n_sources;
mod i18n_stored_facts;
mod i18n_tui_sources;
mod interop_cli;
mod interop_export;
mod interop_game_import;
mod interop_pairings;
mod interop_pgn_roundtrip;
mod interop_results_report;
mod key_file;
mod laws_cli;
mod laws_procedures;
mod ledger_tui;
mod mutants_clock;
mod mutants_export;
mod mutants_fold;
mod mutants_rules;
mod mutants_score;
mod notation;
mod notation_corpus;
mod notation_props;
mod one_truth;
mod procedures_cli;
mod procedures_rules;
mod reminder_switch_log;
mod reminders_cli;
mod reminders_real_games;
mod reminders_sealed;
mod report_pages;
mod round_checklist;
mod round_checklist_tui;
mod rounds;
mod rounds_tui;
mod rules_claims;
mod rules_cli;
mod rules_fast_path;
mod rules_props;
mod ruling_cli;
mod sheet_cli;
mod sheet_tui;
mod snapshot;
mod snapshot_store;
mod sofia_rule;
mod store_basic;
mod store_concurrency;
mod store_wal;
mod text_leaving;
mod trf_roundtrip;
mod tui_app;
mod tui_checks;
mod tui_demo;
mod tui_e2e;
mod tui_i18n;
mod tui_render;
mod tui_store_es;
