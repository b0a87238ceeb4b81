//! The time-control sheets screen (issue 35; AM 2025, General Duties: "regularly check the
//! electronic clocks by using the time control sheets, every thirty minutes"): the round's
//! sheets as a table, newest sheet first, the columns `arbiter sheet` prints.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::Paragraph;

use super::title_line;
use crate::tui::theme::{Role, Theme, fit};
use crate::tui::view::AppView;

pub fn render(view: &AppView, theme: &Theme, frame: &mut Frame, area: Rect) {
    let [title, header, body] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(1),
        Constraint::Fill(1),
    ])
    .areas(area);
    let sheet = view.sheet.clone().unwrap_or_default();
    let sep = theme.sep();
    let left = format!(
        "{} {sep} {} {sep} {}",
        theme.t("tui-sheet-title", &[]),
        view.title,
        theme.t("tui-incidents-newest-first", &[])
    );
    let right = format!(" {} ", sheet.rows.len());
    frame.render_widget(
        Paragraph::new(title_line(theme, &left, &right, title.width)),
        title,
    );
    let width = usize::from(area.width);
    let e = theme.ellipsis();
    frame.render_widget(
        Paragraph::new(Line::styled(
            fit(&sheet.heading, width, e),
            theme.style(Role::Header),
        )),
        header,
    );
    if sheet.rows.is_empty() {
        let text = theme.t("tui-sheet-none", &[]);
        frame.render_widget(
            Paragraph::new(Line::styled(text, theme.style(Role::Dim))),
            body,
        );
        return;
    }
    let height = usize::from(body.height);
    let from = sheet.offset.min(sheet.rows.len());
    let to = (from + height).min(sheet.rows.len());
    let lines: Vec<Line> = sheet.rows[from..to]
        .iter()
        .map(|r| Line::raw(fit(r, width, e)))
        .collect();
    frame.render_widget(Paragraph::new(lines), body);
}
