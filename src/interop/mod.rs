//! Import and export: PGN, pairings, results, reports.
