//! What a user reads off a rendered terminal buffer (shared by the TUI tests).

use ratatui::buffer::Buffer;

/// The screen as a user reads it: one line per row, trailing blanks cut.
pub fn text(buf: &Buffer) -> String {
    let mut out = String::new();
    for y in 0..buf.area.height {
        let mut line = String::new();
        for x in 0..buf.area.width {
            line.push_str(buf[(x, y)].symbol());
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}
