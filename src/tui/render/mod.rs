//! Drawing: a pure function of an [`AppView`]. Nothing here reads state from anywhere else.

mod board;
mod hall;
mod incidents;
mod overlay;
mod sheet;

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Modifier;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use crate::tui::keymap::{self, Action, Context};
use crate::tui::theme::{self, Role, Theme, fit};
use crate::tui::view::{AppView, Overlay, Screen, StatusKind};

pub use hall::hall_rows_height;

/// Draw the whole frame.
pub fn render(view: &AppView, frame: &mut Frame) {
    let theme = Theme::new(view.look);
    let area = frame.area();
    // A status longer than the line (the reason English is used, a long refusal) takes two.
    let status_rows = match &view.status {
        Some(s) if theme::width(&s.text) > usize::from(area.width) => 2,
        _ => 1,
    };
    let [main, status, bar] = Layout::vertical([
        Constraint::Fill(1),
        Constraint::Length(status_rows),
        Constraint::Length(1),
    ])
    .areas(area);
    match view.screen {
        Screen::Hall => hall::render(view, &theme, frame, main),
        Screen::Board => board::render(view, &theme, frame, main),
        Screen::Incidents => incidents::render(view, &theme, frame, main),
        Screen::Sheet => sheet::render(view, &theme, frame, main),
    }
    render_status(view, &theme, frame, status);
    render_bar(context_of(view), &view.refused, &theme, frame, bar);
    if let Some(overlay) = &view.overlay {
        overlay::render(overlay, &view.refused, &theme, frame, main);
    }
}

/// The keymap context the view is in (the dialog's, or the screen's).
pub fn context_of(view: &AppView) -> Context {
    match &view.overlay {
        Some(Overlay::Help { .. }) => Context::Help,
        Some(Overlay::Confirm { .. }) => Context::Confirm,
        Some(Overlay::Input(_)) => Context::Input,
        Some(Overlay::Choose { .. }) => Context::Choose,
        None => screen_context(view.screen),
    }
}

pub fn screen_context(screen: Screen) -> Context {
    match screen {
        Screen::Hall => Context::Hall,
        Screen::Board => Context::Board,
        Screen::Incidents => Context::Incidents,
        Screen::Sheet => Context::Sheet,
    }
}

fn render_status(view: &AppView, theme: &Theme, frame: &mut Frame, area: Rect) {
    let Some(status) = &view.status else { return };
    let role = match status.kind {
        StatusKind::Info => Role::Ok,
        StatusKind::Error => Role::Error,
    };
    let text = if area.height > 1 {
        status.text.clone()
    } else {
        fit(&status.text, area.width as usize, theme.ellipsis())
    };
    frame.render_widget(
        Paragraph::new(Line::from(Span::styled(text, theme.style(role))))
            .wrap(ratatui::widgets::Wrap { trim: true }),
        area,
    );
}

/// The bottom bar: the keys of `context` from the keymap, as many as fit; "? help" always shows.
/// A key the event layer would refuse now (`refused`, board screen) is greyed.
fn render_bar(
    context: Context,
    refused: &[(Action, String)],
    theme: &Theme,
    frame: &mut Frame,
    area: Rect,
) {
    let width = area.width as usize;
    let entries = bar_entries(context, theme);
    let len = |(k, l, _): &(String, String, Action)| theme::width(k) + 1 + theme::width(l) + 2;
    // Reserve room for the help entry so it is never cut off.
    let help = entries.iter().position(|(_, _, a)| *a == Action::Help);
    let reserved = help.map_or(0, |i| len(&entries[i]));
    let mut used = 0;
    let mut spans = Vec::new();
    for (i, entry) in entries.iter().enumerate() {
        let n = len(entry);
        let fits = if Some(i) == help {
            used + n <= width
        } else {
            used + n + reserved <= width
        };
        if !fits {
            continue;
        }
        used += n;
        if refused.iter().any(|(a, _)| *a == entry.2) {
            // Greyed and struck through, so that it reads without colour too (NO_COLOR).
            let off = theme.style(Role::Dim).add_modifier(Modifier::CROSSED_OUT);
            spans.push(Span::styled(entry.0.clone(), off));
            spans.push(Span::styled(format!(" {}", entry.1), off));
            spans.push(Span::raw("  "));
        } else {
            spans.push(Span::styled(entry.0.clone(), theme.style(Role::Key)));
            spans.push(Span::raw(format!(" {}  ", entry.1)));
        }
    }
    frame.render_widget(Paragraph::new(Line::from(spans)), area);
}

/// The key bar's entries in `context`: the key as written, its label in the look's language,
/// and the action.
pub fn bar_entries(context: Context, theme: &Theme) -> Vec<(String, String, Action)> {
    keymap::bar(context)
        .map(|b| {
            (
                keymap::key_label(b.key, theme.look.ascii, theme.look.lang),
                theme.t(b.label, &[]),
                b.action,
            )
        })
        .collect()
}

/// The columns the key bar of `context` needs to show every entry (the bar shows as many as fit).
pub fn bar_width(context: Context, look: crate::tui::view::Look) -> usize {
    let theme = Theme::new(look);
    bar_entries(context, &theme)
        .iter()
        .map(|(k, l, _)| theme::width(k) + 1 + theme::width(l) + 2)
        .sum::<usize>()
        .saturating_sub(2)
}

/// The title line of a screen: text on the left, text on the right.
fn title_line(theme: &Theme, left: &str, right: &str, width: u16) -> Line<'static> {
    let width = width as usize;
    let right_len = theme::width(right);
    let left = fit(left, width.saturating_sub(right_len + 1), theme.ellipsis());
    let gap = width.saturating_sub(theme::width(&left) + right_len);
    let text = format!("{left}{}{right}", " ".repeat(gap));
    Line::from(Span::styled(
        fit(&text, width, theme.ellipsis()),
        theme.style(Role::Title),
    ))
}
