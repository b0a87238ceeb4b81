//! The event file: SQLite, and the only module that speaks SQL.
