//! Styles and glyphs: the 16 named terminal colours only (never RGB or the 256-colour palette),
//! none at all under `NO_COLOR`, and ASCII instead of Unicode when asked.

use ratatui::style::{Color, Modifier, Style};
use unicode_width::{UnicodeWidthChar, UnicodeWidthStr};

use crate::i18n::Arg;
use crate::tui::lang::tr;
use crate::tui::view::Look;

/// The roles things play on screen; each maps to one style.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    Title,
    Header,
    Selected,
    Dim,
    Key,
    /// A clock that is running.
    Running,
    /// Art. 9.6 / 5.2.2: the arbiter must intervene.
    MandatoryDraw,
    /// A flag has fallen.
    Flag,
    /// A claim or decision waits.
    Waiting,
    /// A draw offer is pending.
    Offer,
    /// Illegal moves recorded.
    Illegal,
    Finished,
    Ok,
    Error,
    WhitePiece,
    BlackPiece,
    LastMove,
}

/// Resolved styles and glyphs for a [`Look`].
#[derive(Debug, Clone, Copy)]
pub struct Theme {
    pub look: Look,
}

impl Theme {
    pub fn new(look: Look) -> Self {
        Theme { look }
    }

    /// The message `id` in the look's language.
    pub fn t(&self, id: &str, args: &[Arg<'_>]) -> String {
        tr(self.look.lang, id, args)
    }

    pub fn style(&self, role: Role) -> Style {
        let s = Style::default();
        let bold = Modifier::BOLD;
        if self.look.no_color {
            return match role {
                Role::Title | Role::Header | Role::Key | Role::Running | Role::WhitePiece => {
                    s.add_modifier(bold)
                }
                Role::Selected | Role::MandatoryDraw | Role::Flag | Role::LastMove => {
                    s.add_modifier(Modifier::REVERSED)
                }
                Role::Waiting | Role::Error => s.add_modifier(bold),
                Role::Dim | Role::Finished => s.add_modifier(Modifier::DIM),
                Role::Offer | Role::Illegal | Role::Ok | Role::BlackPiece => s,
            };
        }
        match role {
            Role::Title => s.fg(Color::Black).bg(Color::Cyan),
            Role::Header => s.fg(Color::Cyan).add_modifier(bold),
            Role::Selected => s.add_modifier(Modifier::REVERSED),
            Role::Dim | Role::Finished => s.fg(Color::DarkGray),
            Role::Key => s.fg(Color::Yellow).add_modifier(bold),
            Role::Running => s.fg(Color::LightGreen).add_modifier(bold),
            Role::MandatoryDraw => s.fg(Color::White).bg(Color::Red).add_modifier(bold),
            Role::Flag => s.fg(Color::LightRed).add_modifier(bold),
            Role::Waiting => s.fg(Color::LightYellow).add_modifier(bold),
            Role::Offer => s.fg(Color::LightCyan),
            Role::Illegal => s.fg(Color::LightMagenta),
            Role::Ok => s.fg(Color::Green),
            Role::Error => s.fg(Color::LightRed).add_modifier(bold),
            Role::WhitePiece => s.fg(Color::White).add_modifier(bold),
            Role::BlackPiece => s.fg(Color::Yellow),
            Role::LastMove => s.bg(Color::Blue),
        }
    }

    /// Marks the running clock / side to move.
    pub fn to_move_mark(&self) -> &'static str {
        if self.look.ascii { ">" } else { "▸" }
    }

    pub fn ellipsis(&self) -> &'static str {
        if self.look.ascii { "~" } else { "…" }
    }

    pub fn dash(&self) -> &'static str {
        if self.look.ascii { "-" } else { "–" }
    }

    pub fn sep(&self) -> &'static str {
        if self.look.ascii { "|" } else { "·" }
    }

    /// Box borders: ASCII `+-|` or Unicode lines.
    pub fn border(&self) -> ratatui::symbols::border::Set<'static> {
        if self.look.ascii {
            ratatui::symbols::border::Set {
                top_left: "+",
                top_right: "+",
                bottom_left: "+",
                bottom_right: "+",
                vertical_left: "|",
                vertical_right: "|",
                horizontal_top: "-",
                horizontal_bottom: "-",
            }
        } else {
            ratatui::symbols::border::PLAIN
        }
    }

    /// "1/2-1/2" is written "½-½" unless ASCII.
    pub fn result(&self, result: &str) -> String {
        if self.look.ascii {
            result.to_owned()
        } else {
            result.replace("1/2", "½")
        }
    }

    /// A result in the few columns of an 80-column hall's alert: "½-½", or "1/2" for a draw
    /// when ASCII ("1/2-1/2" would push the alert's other word out).
    pub fn result_narrow(&self, result: &str) -> String {
        if self.look.ascii && result == "1/2-1/2" {
            "1/2".to_owned()
        } else {
            self.result(result)
        }
    }
}

/// How many terminal columns `s` takes: accented and Cyrillic letters one, CJK ideographs two,
/// combining marks none (Unicode display width, as the terminal draws it).
pub fn width(s: &str) -> usize {
    UnicodeWidthStr::width(s)
}

/// Pad or cut `s` to exactly `width` columns of display width (cut ones end with `ellipsis`);
/// a character is never split: a wide one that would not fit whole is left out and its column
/// padded.
pub fn fit(s: &str, width: usize, ellipsis: &str) -> String {
    let n = self::width(s);
    if n <= width {
        let mut out = String::with_capacity(s.len() + width - n);
        out.push_str(s);
        out.extend(std::iter::repeat_n(' ', width - n));
        return out;
    }
    if width == 0 {
        return String::new();
    }
    let room = width.saturating_sub(self::width(ellipsis));
    let mut out = String::with_capacity(s.len());
    let mut used = 0;
    for c in s.chars() {
        let w = c.width().unwrap_or(0);
        if used + w > room {
            break;
        }
        used += w;
        out.push(c);
    }
    out.push_str(ellipsis);
    out.extend(std::iter::repeat_n(
        ' ',
        width.saturating_sub(used + self::width(ellipsis)),
    ));
    out
}

/// Right-align `s` in `width` columns (cut on the left if too long, never inside a character).
pub fn fit_right(s: &str, width: usize) -> String {
    let n = self::width(s);
    if n >= width {
        let mut kept: Vec<char> = Vec::new();
        let mut used = 0;
        for c in s.chars().rev() {
            let w = c.width().unwrap_or(0);
            if used + w > width {
                break;
            }
            used += w;
            kept.push(c);
        }
        let mut out: String = std::iter::repeat_n(' ', width - used).collect();
        out.extend(kept.into_iter().rev());
        return out;
    }
    let mut out: String = std::iter::repeat_n(' ', width - n).collect();
    out.push_str(s);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_pads_and_cuts_by_characters() {
        assert_eq!(fit("abc", 5, "~"), "abc  ");
        assert_eq!(fit("abcdef", 4, "…"), "abc…");
        assert_eq!(fit("½-½", 3, "~"), "½-½");
        assert_eq!(fit("x", 0, "~"), "");
        assert_eq!(fit_right("1:00", 6), "  1:00");
        assert_eq!(fit_right("0:00:19.9", 7), "00:19.9");
    }

    #[test]
    fn fit_measures_display_width_and_never_splits_a_character() {
        // Accented and Cyrillic letters take one column, CJK ideographs two.
        assert_eq!(width("Ñúñez"), 5);
        assert_eq!(width("Иванчук"), 7);
        assert_eq!(width("李超"), 4);
        assert_eq!(fit("Ñúñez", 7, "…"), "Ñúñez  ");
        assert_eq!(fit("Иванчук, Василий", 8, "…"), "Иванчук…");
        assert_eq!(fit("李超", 6, "…"), "李超  ");
        // Three columns: one ideograph and the ellipsis, the second would be split.
        assert_eq!(fit("李超", 3, "…"), "李…");
        assert_eq!(width(&fit("李超李超", 4, "…")), 4);
        assert_eq!(fit("李超李超", 4, "…"), "李… ");
        assert_eq!(fit_right("李超", 3), " 超");
        for s in ["Ñúñez", "Иванчук", "李超", "e\u{301}x"] {
            for w in 0..10 {
                assert_eq!(width(&fit(s, w, "…")), w, "{s:?} in {w}");
                assert_eq!(width(&fit_right(s, w)), w, "{s:?} in {w}");
            }
        }
    }
}
