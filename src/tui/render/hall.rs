//! The hall: every board on one screen, one line each.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use shakmaty::Color;

use crate::tui::theme::{Role, Theme, fit, fit_right};
use crate::tui::view::{Alert, AppView, BoardRow, SideView, Status};

/// Rows of boards that fit in a main area of `height` lines (title and header take two).
pub fn hall_rows_height(height: u16) -> usize {
    usize::from(height.saturating_sub(2))
}

/// Column widths for a terminal `width` columns wide.
struct Columns {
    name: usize,
    status: usize,
    wide: bool,
}

const NUMBER: usize = 4;
const CLOCK: usize = 10;
const MOVE: usize = 5;

impl Columns {
    fn for_width(width: usize) -> Columns {
        let wide = width >= 120;
        let status = if wide { 13 } else { 8 };
        let alerts_min = if wide { 40 } else { 11 };
        // number, white, black, clocks, move, status, each followed by one space
        let fixed = NUMBER + 1 + 1 + 1 + CLOCK + 1 + CLOCK + 1 + MOVE + 1 + status + 1;
        let name = (width.saturating_sub(fixed + alerts_min) / 2).clamp(6, 26);
        Columns { name, status, wide }
    }
}

pub fn render(view: &AppView, theme: &Theme, frame: &mut Frame, area: Rect) {
    let hall = &view.hall;
    let [title, header, body] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(1),
        Constraint::Fill(1),
    ])
    .areas(area);

    let height = usize::from(body.height);
    let shown_from = hall.offset.min(hall.rows.len());
    let shown_to = (shown_from + height).min(hall.rows.len());
    let sep = theme.sep();
    let mut left = view.title.clone();
    if usize::from(area.width) >= 120 {
        left.push_str(&format!(" {sep} {}", view.actor));
    }
    left.push_str(&format!(
        " {sep} {} boards {sep} {} need attention",
        hall.total, hall.attention
    ));
    let mut right = format!("sort: {}", hall.sort);
    if let Some(filter) = &hall.filter {
        right.push_str(&format!(" {sep} only: {filter}"));
    }
    if hall.rows.len() > height {
        right.push_str(&format!(
            " {sep} {}{}{} of {}",
            shown_from + 1,
            theme.dash(),
            shown_to,
            hall.rows.len()
        ));
    }
    if let Some(jump) = &hall.jump {
        right.push_str(&format!(" {sep} board {jump}_"));
    }
    right.push(' ');
    frame.render_widget(
        Paragraph::new(title_line(theme, &left, &right, title.width)),
        title,
    );

    let cols = Columns::for_width(usize::from(area.width));
    frame.render_widget(Paragraph::new(header_line(&cols, theme)), header);

    if hall.rows.is_empty() {
        let lines: Vec<Line> = if hall.filter.is_some() {
            vec![Line::styled(
                "No board needs attention. (f shows all boards)",
                theme.style(Role::Dim),
            )]
        } else {
            [
                "No boards in this event yet. Add them from a shell, with this event file:",
                "  arbiter import pairings ROUND.trf    (or .pgn, .csv from the pairing program)",
                "  arbiter board add --white NAME --black NAME",
                "The hall shows them as soon as they are added.",
            ]
            .into_iter()
            .map(|t| Line::styled(t, theme.style(Role::Dim)))
            .collect()
        };
        frame.render_widget(Paragraph::new(lines), body);
        return;
    }
    let lines: Vec<Line> = hall.rows[shown_from..shown_to]
        .iter()
        .enumerate()
        .map(|(i, row)| {
            let line = row_line(row, &cols, theme);
            if shown_from + i == hall.selected {
                line.patch_style(theme.style(Role::Selected))
            } else {
                line
            }
        })
        .collect();
    frame.render_widget(Paragraph::new(lines), body);
}

use super::title_line;

fn header_line(cols: &Columns, theme: &Theme) -> Line<'static> {
    let text = format!(
        "{} {} {} {} {} {} {} {}",
        fit_right("#", NUMBER),
        fit("White", cols.name, theme.ellipsis()),
        fit("Black", cols.name, theme.ellipsis()),
        fit_right("White", CLOCK),
        fit_right("Black", CLOCK),
        fit("Move", MOVE, theme.ellipsis()),
        fit("Status", cols.status, theme.ellipsis()),
        "Alerts"
    );
    Line::styled(text, theme.style(Role::Header))
}

fn row_line(row: &BoardRow, cols: &Columns, theme: &Theme) -> Line<'static> {
    let e = theme.ellipsis();
    let mut spans = Vec::with_capacity(16);
    spans.push(Span::raw(format!(
        "{} ",
        fit_right(&row.number.to_string(), NUMBER)
    )));
    spans.push(Span::raw(format!(
        "{} ",
        fit(&row.white.name, cols.name, e)
    )));
    spans.push(Span::raw(format!(
        "{} ",
        fit(&row.black.name, cols.name, e)
    )));
    spans.push(clock_span(
        &row.white,
        row.to_move == Some(Color::White),
        theme,
    ));
    spans.push(Span::raw(" "));
    spans.push(clock_span(
        &row.black,
        row.to_move == Some(Color::Black),
        theme,
    ));
    spans.push(Span::raw(" "));
    let mv = match row.status {
        Status::Finished { .. } => String::new(),
        _ if row.period > 1 || cols.wide => format!("{} P{}", row.move_no, row.period),
        _ => row.move_no.to_string(),
    };
    spans.push(Span::raw(format!("{} ", fit(&mv, MOVE, e))));
    let (status, role) = status_text(&row.status, cols.wide, theme);
    spans.push(Span::styled(
        fit(&status, cols.status, e),
        theme.style(role),
    ));
    spans.push(Span::raw(" "));
    for (i, alert) in row.alerts.iter().enumerate() {
        if i > 0 {
            spans.push(Span::raw(" "));
        }
        let (text, role) = alert_text(alert, cols.wide, theme);
        spans.push(Span::styled(text, theme.style(role)));
    }
    Line::from(spans)
}

fn clock_span(side: &SideView, to_move: bool, theme: &Theme) -> Span<'static> {
    let mark = if to_move { theme.to_move_mark() } else { " " };
    let text = fit_right(&format!("{mark}{}", side.clock), CLOCK);
    let style = if side.flagged {
        theme.style(Role::Flag)
    } else if side.running {
        theme.style(Role::Running)
    } else {
        Style::default()
    };
    Span::styled(text, style)
}

pub(super) fn side_letter(side: Color) -> &'static str {
    match side {
        Color::White => "W",
        Color::Black => "B",
    }
}

pub(super) fn side_name(side: Color) -> &'static str {
    match side {
        Color::White => "White",
        Color::Black => "Black",
    }
}

pub(super) fn status_text(status: &Status, wide: bool, theme: &Theme) -> (String, Role) {
    match status {
        Status::NotStarted => (
            if wide { "not started" } else { "ready" }.to_owned(),
            Role::Dim,
        ),
        Status::Running => ("running".to_owned(), Role::Running),
        Status::Paused => ("paused".to_owned(), Role::Waiting),
        Status::FlagFallen(side) => {
            let who = if wide {
                side_name(*side)
            } else {
                side_letter(*side)
            };
            (format!("FLAG {who}"), Role::Flag)
        }
        Status::Finished { result, reason } => {
            let mut text = theme.result(result);
            if wide && !reason.is_empty() {
                text.push_str(&format!(" {reason}"));
            }
            (text, Role::Finished)
        }
    }
}

pub(super) fn alert_text(alert: &Alert, wide: bool, theme: &Theme) -> (String, Role) {
    let bang = if theme.look.ascii { "!" } else { "⚠" };
    match alert {
        Alert::MandatoryDraw { what, article } => {
            let text = if wide {
                format!("{bang} DRAW: {what} ({article})")
            } else {
                let short = what.split_whitespace().next().unwrap_or_default();
                format!("{bang}{short}")
            };
            (text, Role::MandatoryDraw)
        }
        Alert::Flag {
            note,
            verdict,
            article,
            ..
        } => {
            let text = if wide {
                format!("{note} (Art. {article})")
            } else if verdict.contains('-') {
                format!("{article} {}", theme.result(verdict))
            } else {
                format!("{article} {verdict}")
            };
            (text, Role::Flag)
        }
        Alert::ClaimWaiting { by } => {
            let text = if wide {
                format!("claim by {} waiting", side_name(*by))
            } else {
                format!("CLAIM {}", side_letter(*by))
            };
            (text, Role::Waiting)
        }
        Alert::DecisionDue { what } => {
            let text = if wide {
                format!("decision due: {what}")
            } else {
                "DUE".to_owned()
            };
            (text, Role::Waiting)
        }
        Alert::DrawOffer { by } => {
            let text = if wide {
                format!("(=) offered by {}", side_name(*by))
            } else {
                format!("(=){}", side_letter(*by))
            };
            (text, Role::Offer)
        }
        Alert::Illegal { white, black } => {
            let text = if wide {
                format!("illegal moves W {white} B {black}")
            } else {
                format!("ill {white}/{black}")
            };
            (text, Role::Illegal)
        }
    }
}
