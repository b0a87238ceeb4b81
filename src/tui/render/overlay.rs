//! Dialogs and the help, drawn over the screen.

use ratatui::Frame;
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

use crate::tui::keymap::{self, Context};
use crate::tui::theme::{Role, Theme, fit, width};
use crate::tui::view::{InputView, Overlay};

pub fn render(overlay: &Overlay, theme: &Theme, frame: &mut Frame, area: Rect) {
    match overlay {
        Overlay::Help { context } => help(*context, theme, frame, area),
        Overlay::Confirm { title, lines } => {
            let mut body: Vec<Line> = lines.iter().map(|l| Line::raw(l.clone())).collect();
            body.push(Line::raw(""));
            body.push(Line::from(vec![
                Span::styled("y", theme.style(Role::Key)),
                Span::raw(format!(" {}    ", theme.t("tui-key-yes-record-it", &[]))),
                Span::styled("n", theme.style(Role::Key)),
                Span::raw(format!(" {}", theme.t("tui-key-no", &[]))),
            ]));
            boxed(title, body, theme, frame, area, 64);
        }
        Overlay::Input(input) => boxed(
            &input.title,
            input_lines(input, theme),
            theme,
            frame,
            area,
            64,
        ),
        Overlay::Choose {
            title,
            context,
            options,
            selected,
        } => {
            let mut body: Vec<Line> = context.iter().map(|l| Line::raw(l.clone())).collect();
            if !body.is_empty() {
                body.push(Line::raw(""));
            }
            body.extend(options.iter().enumerate().map(|(i, o)| {
                let line = Line::raw(format!("{} {o}", i + 1));
                if i == *selected {
                    line.patch_style(theme.style(Role::Selected))
                } else {
                    line
                }
            }));
            let width = if context.is_empty() { 64 } else { 76 };
            boxed(title, body, theme, frame, area, width);
        }
    }
}

fn input_lines(input: &InputView, theme: &Theme) -> Vec<Line<'static>> {
    let cursor = if theme.look.ascii { "_" } else { "▏" };
    let mut lines = vec![Line::from(vec![
        Span::raw(format!("{} ", input.prompt)),
        Span::styled(input.text.clone(), theme.style(Role::Header)),
        Span::raw(cursor),
    ])];
    match &input.feedback {
        Some(Ok(hint)) => lines.push(Line::styled(hint.clone(), theme.style(Role::Ok))),
        Some(Err(reason)) => lines.push(Line::styled(reason.clone(), theme.style(Role::Error))),
        None => lines.push(Line::raw("")),
    }
    lines
}

/// The help: every key that works in `context`, from the same list as the bar.
fn help(context: Context, theme: &Theme, frame: &mut Frame, area: Rect) {
    let entries: Vec<(String, String)> = keymap::active(context)
        .map(|b| {
            (
                keymap::key_label(b.key, theme.look.ascii, theme.look.lang),
                theme.t(b.label, &[]),
            )
        })
        .collect();
    let key_w = entries.iter().map(|(k, _)| width(k)).max().unwrap_or(0);
    let lines: Vec<Line> = entries
        .iter()
        .map(|(k, l)| {
            Line::from(vec![
                Span::styled(fit(k, key_w + 2, ""), theme.style(Role::Key)),
                Span::raw(l.clone()),
            ])
        })
        .collect();
    let title = theme.t(
        "tui-help-title",
        &[("context", theme.t(context_name(context), &[]).into())],
    );
    // Two columns when the list is taller than the screen; columns as wide as their longest
    // line in the language shown.
    let inner_h = usize::from(area.height.saturating_sub(2));
    let line_w = |l: &Line| l.width();
    if lines.len() > inner_h && inner_h > 0 {
        let per_col = lines.len().div_ceil(2);
        let col_w = (lines[..per_col].iter().map(line_w).max().unwrap_or(0) + 2).max(34);
        let right_w = lines[per_col..].iter().map(line_w).max().unwrap_or(0);
        let mut merged = Vec::with_capacity(per_col);
        for i in 0..per_col {
            let mut spans = lines[i].spans.clone();
            let used: usize = spans.iter().map(|s| width(&s.content)).sum();
            spans.push(Span::raw(" ".repeat(col_w.saturating_sub(used))));
            if let Some(right) = lines.get(i + per_col) {
                spans.extend(right.spans.clone());
            }
            merged.push(Line::from(spans));
        }
        let box_w = u16::try_from(col_w + right_w + 2)
            .unwrap_or(u16::MAX)
            .max(72);
        boxed(&title, merged, theme, frame, area, box_w);
    } else {
        let box_w = u16::try_from(lines.iter().map(line_w).max().unwrap_or(0) + 2)
            .unwrap_or(u16::MAX)
            .max(44);
        boxed(&title, lines, theme, frame, area, box_w);
    }
}

fn context_name(context: Context) -> &'static str {
    match context {
        Context::Global => "tui-context-everywhere",
        Context::Hall => "tui-context-hall",
        Context::Board => "tui-context-board",
        Context::Incidents => "tui-context-incidents",
        Context::Help => "tui-context-help",
        Context::Confirm => "tui-context-confirm",
        Context::Input => "tui-context-typing",
        Context::Choose => "tui-context-choose",
    }
}

/// A bordered box centred in `area`, as tall as its text.
fn boxed(
    title: &str,
    lines: Vec<Line<'static>>,
    theme: &Theme,
    frame: &mut Frame,
    area: Rect,
    width: u16,
) {
    let width = width.min(area.width);
    let inner_w = usize::from(width.saturating_sub(2)).max(1);
    let rows: usize = lines
        .iter()
        .map(|l| l.width().div_ceil(inner_w).max(1))
        .sum();
    let height = (rows as u16 + 2).min(area.height);
    let [row] = Layout::vertical([Constraint::Length(height)])
        .flex(Flex::Center)
        .areas(area);
    let [rect] = Layout::horizontal([Constraint::Length(width)])
        .flex(Flex::Center)
        .areas(row);
    frame.render_widget(Clear, rect);
    let border = theme.border();
    let block = Block::default()
        .borders(Borders::ALL)
        .border_set(border)
        .title(Span::styled(
            format!(" {title} "),
            theme.style(Role::Header),
        ));
    frame.render_widget(
        Paragraph::new(lines)
            .wrap(Wrap { trim: false })
            .block(block),
        rect,
    );
}
