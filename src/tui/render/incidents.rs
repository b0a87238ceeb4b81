//! The incidents screen: claims, decisions, penalties and notes of the whole event, newest first.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;

use super::title_line;
use crate::tui::lang::named;
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
    let left = format!(
        "{} {sep} {} {sep} {}",
        theme.t("tui-incidents-title", &[]),
        view.title,
        theme.t("tui-incidents-newest-first", &[])
    );
    let mut right = if inc.filter.is_empty() {
        theme.t("tui-incidents-all", &[])
    } else {
        theme.t("tui-only", &[("filter", inc.filter.join(", ").into())])
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
        fit(&theme.t("tui-col-time", &[]), 8, ""),
        fit_right(&theme.t("tui-col-board", &[]), 4),
        fit(&theme.t("tui-col-kind", &[]), 9, ""),
        if wide {
            fit(&theme.t("tui-col-by", &[]), actor_w + 1, "")
        } else {
            String::new()
        },
        theme.t("tui-col-what", &[])
    );
    frame.render_widget(
        Paragraph::new(Line::styled(head, theme.style(Role::Header))),
        header,
    );

    if inc.rows.is_empty() {
        let text = theme.t("tui-incidents-nothing", &[]);
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
                    format!("{} ", fit(&kind_name(&r.kind, theme), 9, theme.ellipsis())),
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

/// The name of an incident kind in the look's language (see [`named`]).
pub(super) fn kind_name(name: &str, theme: &Theme) -> String {
    named(theme.look.lang, "tui-kind", name)
}
