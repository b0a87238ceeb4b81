//! Dialogs and the help, drawn over the screen.

use ratatui::Frame;
use ratatui::layout::{Constraint, Flex, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Wrap};

use crate::tui::keymap::{self, Context};
use crate::tui::theme::{Role, Theme, fit, width};
use crate::tui::view::{InputView, Overlay};

pub fn render(
    overlay: &Overlay,
    refused: &[(keymap::Action, String)],
    theme: &Theme,
    frame: &mut Frame,
    area: Rect,
) {
    match overlay {
        Overlay::Help { context } => help(*context, refused, theme, frame, area),
        Overlay::Confirm { title, lines } => {
            let mut body: Vec<Line> = lines.iter().map(|l| Line::raw(l.clone())).collect();
            body.push(Line::raw(""));
            // The key row is pinned: a long text scrolls above it, it is never cut (issue 20).
            let keys = Line::from(vec![
                Span::styled("y", theme.style(Role::Key)),
                Span::raw(format!(" {}    ", theme.t("tui-key-yes-record-it", &[]))),
                Span::styled("n", theme.style(Role::Key)),
                Span::raw(format!(" {}", theme.t("tui-key-no", &[]))),
            ]);
            let shape = Shape {
                width: 64,
                pinned: vec![keys],
                focus: None,
            };
            boxed(title, body, shape, theme, frame, area);
        }
        Overlay::Input(input) => {
            // The prompt and what is typed stay in view; the feedback under them may wrap.
            let shape = Shape {
                width: 64,
                pinned: Vec::new(),
                focus: Some(0),
            };
            boxed(
                &input.title,
                input_lines(input, theme),
                shape,
                theme,
                frame,
                area,
            );
        }
        Overlay::Choose {
            title,
            context,
            options,
            unavailable,
            selected,
        } => {
            let mut body: Vec<Line> = context.iter().map(|l| Line::raw(l.clone())).collect();
            if !body.is_empty() {
                body.push(Line::raw(""));
            }
            let first_option = body.len();
            body.extend(options.iter().enumerate().map(|(i, o)| {
                let line = match unavailable.get(i).cloned().flatten() {
                    // Greyed, with why the event layer refuses it (its article).
                    Some(why) => Line::styled(
                        theme.t(
                            "tui-choice-unavailable",
                            &[
                                ("number", (i + 1).into()),
                                ("option", o.clone().into()),
                                ("why", why.into()),
                            ],
                        ),
                        theme.style(Role::Dim),
                    ),
                    None => Line::raw(format!("{} {o}", i + 1)),
                };
                if i == *selected {
                    line.patch_style(theme.style(Role::Selected))
                } else {
                    line
                }
            }));
            let shape = Shape {
                width: if context.is_empty() { 64 } else { 76 },
                pinned: Vec::new(),
                focus: Some(first_option + selected),
            };
            boxed(title, body, shape, theme, frame, area);
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

/// The help: every key that works in `context`, from the same list as the bar; a key the event
/// layer would refuse now (`refused`) is greyed with the reason.
fn help(
    context: Context,
    refused: &[(keymap::Action, String)],
    theme: &Theme,
    frame: &mut Frame,
    area: Rect,
) {
    let entries: Vec<(String, String, Option<&String>)> = keymap::active(context)
        .map(|b| {
            (
                keymap::key_label(b.key, theme.look.ascii, theme.look.lang),
                theme.t(b.label, &[]),
                refused
                    .iter()
                    .find(|(a, _)| *a == b.action)
                    .map(|(_, why)| why),
            )
        })
        .collect();
    let key_w = entries.iter().map(|(k, _, _)| width(k)).max().unwrap_or(0);
    let lines: Vec<Line> = entries
        .iter()
        .map(|(k, l, why)| match why {
            None => Line::from(vec![
                Span::styled(fit(k, key_w + 2, ""), theme.style(Role::Key)),
                Span::raw(l.clone()),
            ]),
            Some(_) => Line::from(vec![
                Span::styled(fit(k, key_w + 2, ""), theme.style(Role::Dim)),
                Span::styled(
                    theme.t("tui-help-refused", &[("label", l.clone().into())]),
                    theme.style(Role::Dim),
                ),
            ]),
        })
        .collect();
    // Why those keys do nothing now, each reason once, under the keys (full width: a reason
    // in a column would break the columns at 80×24).
    let mut reasons: Vec<&String> = Vec::new();
    for (_, _, why) in &entries {
        if let Some(why) = why
            && !reasons.contains(why)
        {
            reasons.push(why);
        }
    }
    let reasons: Vec<Line<'static>> = reasons
        .iter()
        .map(|why| {
            Line::styled(
                theme.t("tui-help-refused-why", &[("why", (*why).clone().into())]),
                theme.style(Role::Dim),
            )
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
        let footer = help_footer(
            context,
            reasons,
            inner_h.saturating_sub(merged.len()),
            theme,
        );
        if !footer.is_empty() {
            // The blank line between the keys and the legend only when the screen has room
            // for it (the hall's at 80×24 has none).
            if merged.len() + 1 + footer.len() <= inner_h {
                merged.push(Line::raw(""));
            }
            merged.extend(footer);
        }
        let box_w = u16::try_from(col_w + right_w + 2)
            .unwrap_or(u16::MAX)
            .max(72);
        let shape = Shape {
            width: box_w,
            pinned: Vec::new(),
            focus: None,
        };
        boxed(&title, merged, shape, theme, frame, area);
    } else {
        let box_w = u16::try_from(lines.iter().map(line_w).max().unwrap_or(0) + 2)
            .unwrap_or(u16::MAX)
            .max(44);
        let shape = Shape {
            width: box_w,
            pinned: Vec::new(),
            focus: None,
        };
        let mut lines = lines;
        let footer = help_footer(context, reasons, usize::MAX, theme);
        if !footer.is_empty() {
            lines.push(Line::raw(""));
            lines.extend(footer);
        }
        boxed(&title, lines, shape, theme, frame, area);
    }
}

/// The help's lines under the keys, in at most `room` lines where it can: why keys are greyed
/// (`reasons`), the reminder marks with their articles (hall and board screen, issue 35), the
/// mark of the title line (`!N`, hall) or of the time-control sheet (`T3`). Where they do not
/// fit, the legend's title goes first (the marks speak for themselves: "›9.2 repetition: …
/// (9.2)"), then the board screen's `T3` line (its `T` key's label says it too), then the
/// marks are packed several to a line with their kinds' names ("›9.2 repetition  ›9.3
/// fifty-moves …": each mark is its article).
fn help_footer(
    context: Context,
    reasons: Vec<Line<'static>>,
    room: usize,
    theme: &Theme,
) -> Vec<Line<'static>> {
    let legend = matches!(context, Context::Hall | Context::Board).then(|| {
        crate::i18n::reminder::legend(crate::i18n::catalog(theme.look.lang), theme.look.ascii)
    });
    let tail = match context {
        // The round checklist's mark on the title line (issue 35).
        Context::Hall => Some(Line::from(vec![
            Span::styled(fit("!N", 7, ""), theme.style(Role::Key)),
            Span::raw(theme.t("tui-help-round-checks", &[])),
        ])),
        // The time-control sheet's mark on a running board (issue 35; the hall's key label
        // explains it there, its legend has no room left at 80×24).
        Context::Board | Context::Sheet => Some(Line::from(vec![
            Span::styled(
                fit(&theme.t("tui-alert-sheet-short", &[("n", 3.into())]), 7, ""),
                theme.style(Role::Key),
            ),
            Span::raw(theme.t("tui-help-sheet", &[])),
        ])),
        _ => None,
    };
    let marks = legend.as_ref().map_or(0, |(_, m)| m.len());
    let packed = legend
        .as_ref()
        .map(|(_, m)| packed_marks(m))
        .unwrap_or_default();
    let (mut title, mut with_tail, mut compact) = (legend.is_some(), tail.is_some(), false);
    let count = |title: bool, with_tail: bool, compact: bool| {
        reasons.len()
            + usize::from(title)
            + if compact { packed.len() } else { marks }
            + usize::from(with_tail)
    };
    if count(title, with_tail, compact) > room {
        title = false;
    }
    if count(title, with_tail, compact) > room && context == Context::Board {
        with_tail = false;
    }
    if count(title, with_tail, compact) > room {
        compact = true;
    }
    let mut footer = reasons;
    if let Some((head, lines)) = legend {
        if title {
            footer.push(Line::styled(head, theme.style(Role::Header)));
        }
        if compact {
            footer.extend(packed.into_iter().map(Line::raw));
        } else {
            footer.extend(lines.into_iter().map(|(mark, line)| {
                Line::from(vec![
                    Span::styled(fit(&mark, 7, ""), theme.style(Role::Key)),
                    Span::raw(line),
                ])
            }));
        }
    }
    footer.extend(tail.filter(|_| with_tail));
    footer
}

/// The reminder marks with their kinds' names, several to a line of at most 70 columns (the
/// narrowest help box's inside): "›9.2 repetition  ›9.3 fifty-moves  ›6.4 time-control".
fn packed_marks(marks: &[(String, String)]) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    for ((mark, _), kind) in marks.iter().zip(crate::event::reminder::ReminderKind::ALL) {
        let item = format!("{mark} {}", kind.name());
        match lines.last_mut() {
            Some(last) if width(last) + 2 + width(&item) <= 70 => {
                last.push_str("  ");
                last.push_str(&item);
            }
            _ => lines.push(item),
        }
    }
    lines
}

fn context_name(context: Context) -> &'static str {
    match context {
        Context::Global => "tui-context-everywhere",
        Context::Hall => "tui-context-hall",
        Context::Board => "tui-context-board",
        Context::Incidents => "tui-context-incidents",
        Context::Sheet => "tui-context-sheet",
        Context::Help => "tui-context-help",
        Context::Confirm => "tui-context-confirm",
        Context::Input => "tui-context-typing",
        Context::Choose => "tui-context-choose",
    }
}

/// How a box is laid out: its width, the lines kept at its foot whatever the height (a key
/// row, a prompt), and the line kept in view when the rest must scroll (a selected option).
struct Shape {
    width: u16,
    pinned: Vec<Line<'static>>,
    focus: Option<usize>,
}

/// Rows `line` takes when wrapped word by word at `inner_w` columns (at least one), as the
/// paragraph wraps it: a word that does not fit on the row goes to the next, a word wider than
/// a row is cut.
fn rows_of(line: &Line, inner_w: usize) -> usize {
    let text: String = line.spans.iter().map(|s| s.content.as_ref()).collect();
    let mut rows = 1;
    let mut used = 0;
    for word in text.split(' ') {
        let w = width(word);
        let need = if used == 0 { w } else { used + 1 + w };
        if need <= inner_w {
            used = need;
        } else if w <= inner_w {
            rows += 1;
            used = w;
        } else {
            // A word wider than the row: cut, continuing on the rows after.
            rows += usize::from(used > 0) + (w - 1) / inner_w;
            used = (w - 1) % inner_w + 1;
        }
    }
    rows
}

/// A bordered box centred in `area`, as tall as its text or the area. When the text is taller
/// than the area, the pinned lines stay whole at the foot and the rest scrolls so the focus
/// line is in view, a mark saying more is above or below (issue 20: at 80×24 no dialog loses
/// its key row).
fn boxed(
    title: &str,
    lines: Vec<Line<'static>>,
    shape: Shape,
    theme: &Theme,
    frame: &mut Frame,
    area: Rect,
) {
    let width = shape.width.min(area.width);
    let inner_w = usize::from(width.saturating_sub(2)).max(1);
    let pinned_rows: usize = shape.pinned.iter().map(|l| rows_of(l, inner_w)).sum();
    let body_rows: usize = lines.iter().map(|l| rows_of(l, inner_w)).sum();
    let inner_h = usize::from(area.height.saturating_sub(2));
    let height = u16::try_from(body_rows + pinned_rows + 2)
        .unwrap_or(u16::MAX)
        .min(area.height);
    let [row] = Layout::vertical([Constraint::Length(height)])
        .flex(Flex::Center)
        .areas(area);
    let [rect] = Layout::horizontal([Constraint::Length(width)])
        .flex(Flex::Center)
        .areas(row);
    frame.render_widget(Clear, rect);
    let block = Block::default()
        .borders(Borders::ALL)
        .border_set(theme.border())
        .title(Span::styled(
            format!(" {title} "),
            theme.style(Role::Header),
        ));
    let inner = block.inner(rect);
    frame.render_widget(block, rect);
    let pinned_h = u16::try_from(pinned_rows.min(inner_h)).unwrap_or(0);
    let [body_area, foot_area] =
        Layout::vertical([Constraint::Fill(1), Constraint::Length(pinned_h)]).areas(inner);
    let room = usize::from(body_area.height);
    let body = if body_rows <= room {
        lines
    } else {
        window(lines, shape.focus, room, inner_w, theme)
    };
    frame.render_widget(Paragraph::new(body).wrap(Wrap { trim: false }), body_area);
    if pinned_h > 0 {
        frame.render_widget(
            Paragraph::new(shape.pinned).wrap(Wrap { trim: false }),
            foot_area,
        );
    }
}

/// The lines of a body taller than `room` rows that are shown: a run that holds `focus` (else
/// the top), with a mark in place of the lines cut above or below.
fn window(
    lines: Vec<Line<'static>>,
    focus: Option<usize>,
    room: usize,
    inner_w: usize,
    theme: &Theme,
) -> Vec<Line<'static>> {
    let mark = || Line::styled(theme.ellipsis().to_owned(), theme.style(Role::Dim));
    if room < 3 {
        return lines.into_iter().take(room).collect();
    }
    // Two rows for the marks, the rest for lines.
    let fits = room - 2;
    let focus = focus.unwrap_or(0).min(lines.len().saturating_sub(1));
    let rows: Vec<usize> = lines.iter().map(|l| rows_of(l, inner_w)).collect();
    // Start at the top, move down until the focus line fits.
    let mut start = 0;
    loop {
        let used: usize = rows[start..=focus].iter().sum();
        if used <= fits || start == focus {
            break;
        }
        start += 1;
    }
    let mut end = start;
    let mut used = 0;
    while end < lines.len() && used + rows[end] <= fits {
        used += rows[end];
        end += 1;
    }
    let end = end.max(start + 1);
    let mut out = Vec::with_capacity(end - start + 2);
    if start > 0 {
        out.push(mark());
    }
    out.extend(lines[start..end].iter().cloned());
    if end < lines.len() {
        out.push(mark());
    }
    out
}
