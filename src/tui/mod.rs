//! The terminal app (ratatui + crossterm).
