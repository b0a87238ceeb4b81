//! The incidents screen: claims, decisions, penalties and notes of the whole event, newest first.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::title_line;
use crate::tui::theme::{Role, Theme, fit, fit_right};
use crate::tui::view::AppView;

pub fn render(view: &AppView, theme: &Theme, frame: &mut Frame, area: Rect) {
    let inc = &view.incidents;
    let [title, header, body] = Layout::vertical([
        Constraint::Length(1),
        Constraint::Length(1),
        Constraint::Fill(1),
    ])
    .areas(area);
    let sep = theme.sep();
    let left = format!("Incidents {sep} {} {sep} newest first", view.title);
    let mut right = if inc.filter.is_empty() {
        "all boards, all kinds".to_owned()
    } else {
        format!("only: {}", inc.filter.join(", "))
    };
    right.push_str(&format!(" {sep} {} ", inc.rows.len()));
    frame.render_widget(
        Paragraph::new(title_line(theme, &left, &right, title.width)),
        title,
    );

    let wide = area.width >= 120;
    let actor_w = if wide { 14 } else { 0 };
    let head = format!(
        "{} {} {} {}{}",
        fit("Time", 8, ""),
        fit_right("Bd", 4),
        fit("Kind", 9, ""),
        if wide {
            fit("By", actor_w + 1, "")
        } else {
            String::new()
        },
        "What"
    );
    frame.render_widget(
        Paragraph::new(Line::styled(head, theme.style(Role::Header))),
        header,
    );

    if inc.rows.is_empty() {
        let text = "Nothing recorded yet.";
        frame.render_widget(
            Paragraph::new(Line::styled(text, theme.style(Role::Dim))),
            body,
        );
        return;
    }
    let height = usize::from(body.height);
    let from = inc.offset.min(inc.rows.len());
    let to = (from + height).min(inc.rows.len());
    let lines: Vec<Line> = inc.rows[from..to]
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let mut spans = vec![
                Span::styled(format!("{} ", fit(&r.time, 8, "")), theme.style(Role::Dim)),
                Span::raw(format!("{} ", fit_right(&r.board.to_string(), 4))),
                Span::styled(
                    format!("{} ", fit(&r.kind, 9, theme.ellipsis())),
                    theme.style(kind_role(&r.kind)),
                ),
            ];
            if wide {
                spans.push(Span::raw(format!(
                    "{} ",
                    fit(&r.actor, actor_w, theme.ellipsis())
                )));
            }
            spans.push(Span::raw(r.text.clone()));
            let line = Line::from(spans);
            if from + i == inc.selected {
                line.patch_style(theme.style(Role::Selected))
            } else {
                line
            }
        })
        .collect();
    frame.render_widget(Paragraph::new(lines), body);
}

fn kind_role(kind: &str) -> Role {
    match kind {
        "penalty" | "illegal" => Role::Illegal,
        "claim" | "decision" => Role::Waiting,
        "offer" => Role::Offer,
        "result" => Role::Finished,
        _ => Role::Header,
    }
}
