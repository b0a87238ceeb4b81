//! What a user reads off a rendered terminal buffer (shared by the TUI tests).

use ratatui::buffer::Buffer;
use unicode_width::UnicodeWidthStr;

/// The screen as a user reads it: one line per row, trailing blanks cut. A wide character
/// (CJK) covers two cells: the cell it hides is not read as a blank.
pub fn text(buf: &Buffer) -> String {
    let mut out = String::new();
    for y in 0..buf.area.height {
        let mut line = String::new();
        let mut hidden = 0;
        for x in 0..buf.area.width {
            let symbol = buf[(x, y)].symbol();
            if hidden > 0 {
                hidden -= 1;
                continue;
            }
            hidden = symbol.width().saturating_sub(1);
            line.push_str(symbol);
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}
