//! The hall: every board on one screen, one line each.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::Paragraph;
use shakmaty::Color;

use crate::rules::GameScore;
use crate::tui::lang::{named, side_arg};
use crate::tui::theme::{Role, Theme, fit, fit_right, width};
use crate::tui::view::{Alert, AppView, BoardRow, SideView, Status};

/// Rows of boards that fit in a main area of `height` lines (title and header take two).
pub fn hall_rows_height(height: u16) -> usize {
    usize::from(height.saturating_sub(2))
}

/// Column widths for a terminal `width` columns wide.
struct Columns {
    /// The terminal's width: the alerts take what the other columns leave.
    width: usize,
    name: usize,
    clock: usize,
    last: usize,
    status: usize,
    wide: bool,
}

const NUMBER: usize = 4;
/// A clock with its to-move mark: "▸0:00:19.9" when wide, "▸0:19.9" / "▸1:12:31" at 80
/// columns, so the names get the room.
const CLOCK_WIDE: usize = 10;
const CLOCK_NARROW: usize = 8;
/// The last-move column: "23…Nxe4+" fits at 80 columns, "123...exd8=Q+ P2" when wide.
const LAST_NARROW: usize = 8;
const LAST_WIDE: usize = 16;
/// Names never narrower than this (a surname and the ellipsis), nor wider.
const NAME_MIN: usize = 6;
const NAME_MAX: usize = 26;

impl Columns {
    /// `longest_status`: the display width of the longest status shown, so a wide terminal
    /// shows every status whole ("½-½ fivefold repetition") instead of cutting it.
    fn for_width(width: usize, longest_status: usize) -> Columns {
        let wide = width >= 120;
        let last = if wide { LAST_WIDE } else { LAST_NARROW };
        let clock = if wide { CLOCK_WIDE } else { CLOCK_NARROW };
        let alerts_min = if wide { 40 } else { 9 };
        let fixed_without_status = NUMBER + 1 + 1 + 1 + clock + 1 + clock + 1 + last + 1 + 1;
        let status = if wide {
            // Names take what is left after the alerts' minimum; the status may take from
            // the alerts' share only what it needs.
            let room = width.saturating_sub(fixed_without_status + 2 * NAME_MAX + alerts_min / 2);
            longest_status.clamp(13, room.max(13))
        } else {
            8
        };
        let fixed = fixed_without_status + status;
        let name = (width.saturating_sub(fixed + alerts_min) / 2).clamp(NAME_MIN, NAME_MAX);
        Columns {
            width,
            name,
            clock,
            last,
            status,
            wide,
        }
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
    let shown = &hall.rows[..height.min(hall.rows.len())];
    let shown_from = hall.first;
    let shown_to = shown_from + shown.len();
    let sep = theme.sep();
    // Who acts, at every width: the name recorded with each action (issue 20).
    let mut left = view.title.clone();
    // The round's checklist (issue 35): how many things it lists, as `arbiter round` does ("!5";
    // the help says what the mark means).
    if hall.round_checks > 0 {
        left.push_str(&format!(
            " {sep} {}",
            theme.t(
                "tui-hall-round-checks",
                &[("count", hall.round_checks.into())]
            )
        ));
    }
    left.push_str(&format!(
        " {sep} {}",
        crate::text::for_terminal(&view.actor)
    ));
    left.push_str(&format!(
        " {sep} {} {sep} {}",
        theme.t("tui-hall-boards", &[("count", hall.total.into())]),
        theme.t("tui-hall-attention", &[("count", hall.attention.into())])
    ));
    if hall.loading > 0 {
        let loading = theme.t("tui-hall-loading", &[("count", hall.loading.into())]);
        left.push_str(&format!(" {sep} {loading}"));
    }
    let mut right = theme.t("tui-hall-sort", &[("sort", hall.sort.clone().into())]);
    if let Some(filter) = &hall.filter {
        let only = theme.t("tui-only", &[("filter", filter.clone().into())]);
        right.push_str(&format!(" {sep} {only}"));
    }
    if hall.listed > shown.len() {
        let range = theme.t(
            "tui-hall-range",
            &[
                ("from", (shown_from + 1).into()),
                ("dash", theme.dash().into()),
                ("to", shown_to.into()),
                ("total", hall.listed.into()),
            ],
        );
        right.push_str(&format!(" {sep} {range}"));
    }
    if let Some(jump) = &hall.jump {
        let jump = theme.t("tui-hall-jump", &[("number", jump.clone().into())]);
        right.push_str(&format!(" {sep} {jump}_"));
    }
    right.push(' ');
    frame.render_widget(
        Paragraph::new(title_line(theme, &left, &right, title.width)),
        title,
    );

    let wide = usize::from(area.width) >= 120;
    let longest_status = shown
        .iter()
        .map(|row| width(&status_text(&row.status, wide, theme).0))
        .max()
        .unwrap_or(0);
    let cols = Columns::for_width(usize::from(area.width), longest_status);
    frame.render_widget(Paragraph::new(header_line(&cols, theme)), header);

    if hall.rows.is_empty() {
        let lines: Vec<Line> = if hall.filter.is_some() {
            vec![Line::styled(
                theme.t("tui-hall-none-need-attention", &[]),
                theme.style(Role::Dim),
            )]
        } else {
            theme
                .t("tui-hall-empty", &[])
                .lines()
                .map(|t| Line::styled(t.to_owned(), theme.style(Role::Dim)))
                .collect()
        };
        frame.render_widget(Paragraph::new(lines), body);
        return;
    }
    let lines: Vec<Line> = shown
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
        fit(&theme.t("tui-col-white", &[]), cols.name, theme.ellipsis()),
        fit(&theme.t("tui-col-black", &[]), cols.name, theme.ellipsis()),
        fit_right(&theme.t("tui-col-white-clock", &[]), cols.clock),
        fit_right(&theme.t("tui-col-black-clock", &[]), cols.clock),
        fit(
            &theme.t(
                if cols.wide {
                    "tui-col-last-move"
                } else {
                    "tui-col-last-move-short"
                },
                &[]
            ),
            cols.last,
            theme.ellipsis()
        ),
        fit(
            &theme.t("tui-col-status", &[]),
            cols.status,
            theme.ellipsis()
        ),
        theme.t("tui-col-alerts", &[])
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
        fit_name(&row.white.name, cols.name, e)
    )));
    spans.push(Span::raw(format!(
        "{} ",
        fit_name(&row.black.name, cols.name, e)
    )));
    spans.push(clock_span(
        &row.white,
        row.to_move == Some(Color::White),
        cols,
        theme,
    ));
    spans.push(Span::raw(" "));
    spans.push(clock_span(
        &row.black,
        row.to_move == Some(Color::Black),
        cols,
        theme,
    ));
    spans.push(Span::raw(" "));
    spans.push(Span::raw(format!(
        "{} ",
        fit(&last_move_text(row, cols.wide, theme), cols.last, e)
    )));
    let (mut status, role) = status_text(&row.status, cols.wide, theme);
    // A game outside the round numbering (issue 17) says so before its status.
    if crate::event::round::is_extra_number(row.number) {
        status = format!("{} {status}", theme.t("rounds-extra-mark", &[]));
    }
    spans.push(Span::styled(
        fit(&status, cols.status, e),
        theme.style(role),
    ));
    spans.push(Span::raw(" "));
    // The alerts in what the columns before them leave, never cut inside a word (issue 30,
    // D17: "⚠checkmat"): an alert that does not fit is shortened by whole words, or by its mark.
    let used = NUMBER + 1 + 2 * (cols.name + 1) + 2 * (cols.clock + 1) + cols.last + 1;
    let mut room = cols.width.saturating_sub(used + cols.status + 1);
    for (i, alert) in row.alerts.iter().enumerate() {
        let gap = usize::from(i > 0);
        let (text, role) = alert_text(alert, cols.wide, theme);
        let Some(text) = fit_words(&text, room.saturating_sub(gap), theme) else {
            // More alerts than room: an ellipsis says so (the board screen shows them all).
            if room > gap {
                spans.push(Span::raw(format!(
                    "{}{}",
                    " ".repeat(gap),
                    theme.ellipsis()
                )));
            }
            break;
        };
        if gap > 0 {
            spans.push(Span::raw(" "));
        }
        room = room.saturating_sub(gap + width(&text));
        spans.push(Span::styled(text, theme.style(role)));
    }
    Line::from(spans)
}

/// `text` in `room` columns without cutting a word: whole; else without its alert mark
/// ("checkmate"); else its first words and an ellipsis; `None` when not even a word fits.
fn fit_words(text: &str, room: usize, theme: &Theme) -> Option<String> {
    if width(text) <= room {
        return Some(text.to_owned());
    }
    let bare = text.trim_start_matches(['⚠', '!']).trim_start();
    if width(bare) <= room {
        return Some(bare.to_owned());
    }
    let e = theme.ellipsis();
    let mut out = String::new();
    for word in text.split(' ') {
        let next = if out.is_empty() {
            word.to_owned()
        } else {
            format!("{out} {word}")
        };
        if width(&next) + width(e) > room {
            break;
        }
        out = next;
    }
    if !out.is_empty() {
        return Some(format!("{out}{e}"));
    }
    // Not a word fits: the alert's mark alone still says the row needs a look.
    let mark = text.chars().next().filter(|c| matches!(c, '⚠' | '!'))?;
    (room >= width(&mark.to_string())).then(|| mark.to_string())
}

/// The last-move column: "23...Rd8" (Unicode "23…Rd8" at 80 columns) with the pieces' letters
/// of the arbiter's language, and the period the side to move is in when past the first
/// ("44.Rxd8+ P2").
fn last_move_text(row: &BoardRow, wide: bool, theme: &Theme) -> String {
    let mut text = match &row.last_move {
        Some(last) => {
            let dots = match (last.by, theme.look.ascii || wide) {
                (Color::White, _) => ".",
                (Color::Black, true) => "...",
                (Color::Black, false) => "…",
            };
            format!(
                "{}{dots}{}",
                last.number,
                crate::i18n::san::to_local(theme.look.lang, &last.san)
            )
        }
        None => String::new(),
    };
    let finished = matches!(row.status, Status::Finished { .. });
    if !finished && row.period > 1 {
        let period = theme.t("tui-period", &[("period", row.period.into())]);
        if text.is_empty() {
            text = period;
        } else {
            text = format!("{text} {period}");
        }
    }
    text
}

/// A name in `width_` columns, surname first: whole when it fits, else the given names cut to
/// initials ("Carlsen, M.", "Goryachkina A."), else the surname alone, else cut at the end —
/// the surname's start is never lost.
pub(super) fn fit_name(name: &str, width_: usize, ellipsis: &str) -> String {
    if width(name) > width_
        && let Some((surname, given)) = name.split_once(", ")
    {
        let initials: Vec<String> = given
            .split_whitespace()
            .filter_map(|g| g.chars().next().map(|c| format!("{c}.")))
            .collect();
        let initials = initials.join(" ");
        for short in [
            format!("{surname}, {initials}"),
            format!("{surname} {initials}"),
            surname.to_owned(),
        ] {
            if width(&short) <= width_ {
                return fit(&short, width_, ellipsis);
            }
        }
    }
    fit(name, width_, ellipsis)
}

/// A clock as the column has room for it: at 80 columns the seconds with tenths drop the
/// empty hour ("0:00:19.9" → "0:19.9").
fn clock_text(clock: &str, cols: &Columns) -> String {
    match clock.strip_prefix("0:") {
        Some(rest) if !cols.wide && rest.contains('.') => {
            rest.strip_prefix('0').unwrap_or(rest).to_owned()
        }
        _ => clock.to_owned(),
    }
}

fn clock_span(side: &SideView, to_move: bool, cols: &Columns, theme: &Theme) -> Span<'static> {
    let mark = if to_move { theme.to_move_mark() } else { " " };
    let text = fit_right(
        &format!("{mark}{}", clock_text(&side.clock, cols)),
        cols.clock,
    );
    let style = if side.flagged {
        theme.style(Role::Flag)
    } else if side.running {
        theme.style(Role::Running)
    } else {
        Style::default()
    };
    Span::styled(text, style)
}

pub(super) fn side_letter(side: Color, theme: &Theme) -> String {
    theme.t("tui-side-letter", &[("side", side_arg(side).into())])
}

pub(super) fn side_name(side: Color, theme: &Theme) -> String {
    theme.t("tui-side", &[("side", side_arg(side).into())])
}

pub(super) fn status_text(status: &Status, wide: bool, theme: &Theme) -> (String, Role) {
    match status {
        Status::NotStarted => (
            theme.t(
                if wide {
                    "tui-status-not-started"
                } else {
                    "tui-status-ready"
                },
                &[],
            ),
            Role::Dim,
        ),
        Status::Running => (theme.t("tui-status-running", &[]), Role::Running),
        Status::Paused => (theme.t("tui-status-paused", &[]), Role::Waiting),
        Status::FlagFallen(side) => {
            let who = if wide {
                side_name(*side, theme)
            } else {
                side_letter(*side, theme)
            };
            (
                theme.t("tui-status-flag", &[("side", who.into())]),
                Role::Flag,
            )
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
        Alert::GameEnd {
            what,
            article,
            score,
        } => {
            let what = end_rule(what, theme);
            let text = if wide {
                format!("{bang} {}", game_end_words(&what, article, *score, theme))
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
            let text = if wide && note.contains(&format!("({article})")) {
                // The finding already cites its article ("… rule on the claim now (III.5.2)"):
                // not twice (issue 30, D17).
                note.clone()
            } else if wide {
                theme.t(
                    "tui-alert-flag",
                    &[
                        ("note", note.clone().into()),
                        ("article", article.clone().into()),
                    ],
                )
            } else if verdict.contains('-') {
                format!("{article} {}", theme.result_narrow(verdict))
            } else {
                format!("{article} {}", theme.t("tui-alert-play-on", &[]))
            };
            (text, Role::Flag)
        }
        Alert::FlagJudging { .. } => {
            let text = if wide {
                theme.t("tui-alert-flag-judging", &[])
            } else {
                // The article and "…": the finding is on its way.
                format!("6.9 {}", theme.ellipsis())
            };
            (text, Role::Flag)
        }
        Alert::DefaultTime => {
            let text = if wide {
                theme.t("tui-alert-default-time", &[])
            } else {
                theme.t("tui-alert-default-time-short", &[])
            };
            (text, Role::Flag)
        }
        Alert::ClaimWaiting { by } => {
            let text = if wide {
                theme.t("tui-alert-claim", &[("side", side_arg(*by).into())])
            } else {
                theme.t(
                    "tui-alert-claim-short",
                    &[("side", side_letter(*by, theme).into())],
                )
            };
            (text, Role::Waiting)
        }
        Alert::DecisionDue { what } => {
            let text = if wide {
                theme.t("tui-alert-due", &[("what", what.clone().into())])
            } else {
                theme.t("tui-alert-due-short", &[])
            };
            (text, Role::Waiting)
        }
        Alert::DrawOffer { by } => {
            let text = if wide {
                theme.t("tui-alert-offer", &[("side", side_arg(*by).into())])
            } else {
                format!("(=){}", side_letter(*by, theme))
            };
            (text, Role::Offer)
        }
        Alert::Illegal { white, black } => {
            let args = [("white", (*white).into()), ("black", (*black).into())];
            let text = if wide {
                theme.t("tui-alert-illegal", &args)
            } else {
                theme.t("tui-alert-illegal-short", &args)
            };
            (text, Role::Illegal)
        }
        Alert::Fed { ago_s } => {
            let text = match (wide, ago_s) {
                (true, Some(s)) => theme.t("tui-alert-fed-ago", &[("seconds", (*s).into())]),
                _ => theme.t("tui-alert-fed", &[]),
            };
            (text, Role::Offer)
        }
        Alert::FeedDisagrees {
            label,
            recorded,
            feed,
        } => {
            let text = if wide {
                theme.t(
                    "tui-alert-feed-disagrees",
                    &[
                        ("label", label.clone().into()),
                        (
                            "recorded",
                            crate::i18n::san::to_local(theme.look.lang, recorded).into(),
                        ),
                        (
                            "feed",
                            crate::i18n::san::to_local(theme.look.lang, feed).into(),
                        ),
                    ],
                )
            } else {
                theme.t("tui-alert-feed-disagrees-short", &[])
            };
            (text, Role::Waiting)
        }
        Alert::FeedResult { result } => {
            let text = if wide {
                theme.t(
                    "tui-alert-feed-result",
                    &[("result", theme.result(result).into())],
                )
            } else {
                theme.t(
                    "tui-alert-feed-result-short",
                    &[("result", theme.result_narrow(result).into())],
                )
            };
            (text, Role::Waiting)
        }
        Alert::FeedWrong(wrong) => (feed_wrong(theme, wrong, wide), Role::Waiting),
        Alert::FeedQuiet { minutes } => {
            let text = if wide {
                theme.t("tui-alert-feed-quiet", &[("minutes", (*minutes).into())])
            } else {
                theme.t("tui-alert-feed-quiet-short", &[])
            };
            (text, Role::Flag)
        }
        Alert::Reminder(r) => {
            let cat = crate::i18n::catalog(theme.look.lang);
            let text = if wide {
                format!(
                    "{} {}",
                    crate::i18n::reminder::mark(cat, r, theme.look.ascii),
                    crate::i18n::reminder::sentence(cat, r)
                )
            } else {
                crate::i18n::reminder::mark(cat, r, theme.look.ascii)
            };
            (text, Role::Dim)
        }
        Alert::Sheet { n, line } => sheet_mark(*n, line.as_ref(), wide, theme),
    }
}

/// A running board on the current half hour's time-control sheet (issue 35): "T3", the board
/// screen its line to check the clock against; "T3?" when it is missing from it.
fn sheet_mark(
    n: u32,
    line: Option<&crate::tui::view::SheetMarkLine>,
    wide: bool,
    theme: &Theme,
) -> (String, Role) {
    match (line, wide) {
        (Some(l), true) => (
            theme.t(
                "tui-alert-sheet",
                &[
                    ("n", n.into()),
                    ("at", l.at.clone().into()),
                    ("white", l.white.clone().into()),
                    ("black", l.black.clone().into()),
                    ("moves", l.moves.clone().into()),
                ],
            ),
            Role::Dim,
        ),
        (Some(_), false) => (
            theme.t("tui-alert-sheet-short", &[("n", n.into())]),
            Role::Dim,
        ),
        (None, true) => (
            theme.t("tui-alert-sheet-missing", &[("n", n.into())]),
            Role::Waiting,
        ),
        (None, false) => (
            theme.t("tui-alert-sheet-missing-short", &[("n", n.into())]),
            Role::Waiting,
        ),
    }
}

/// The name of a rule that ended the game (Art. 5.2.2, 9.6) in the look's language (see [`named`]).
/// A game the Laws ended, worded by its score: "DRAW: stalemate (5.2.1)" for a draw, "0-1:
/// checkmate (5.1.1)" for a win — a checkmate is never called a draw (issue 30, D7).
fn game_end_words(what: &str, article: &str, score: GameScore, theme: &Theme) -> String {
    let args = [
        ("what", what.to_owned().into()),
        ("article", article.to_owned().into()),
        ("result", theme.result(&score.to_string()).into()),
    ];
    if score.is_draw() {
        theme.t("tui-alert-draw", &args)
    } else {
        theme.t("tui-alert-win", &args)
    }
}

pub(super) fn end_rule(name: &str, theme: &Theme) -> String {
    named(theme.look.lang, "tui-end", name)
}

/// What the feed says that the arbiter must resolve (issue 36), wide or short.
fn feed_wrong(theme: &Theme, wrong: &crate::tui::view::FeedWrong, wide: bool) -> String {
    use crate::tui::view::FeedWrong;
    match wrong {
        FeedWrong::Contradicts { white, black } if wide => theme.t(
            "tui-alert-feed-contradicts",
            &[
                ("white", white.clone().into()),
                ("black", black.clone().into()),
            ],
        ),
        FeedWrong::Contradicts { .. } => theme.t("tui-alert-feed-contradicts-short", &[]),
        FeedWrong::Illegal { label } if wide => {
            theme.t("tui-alert-feed-illegal", &[("label", label.clone().into())])
        }
        FeedWrong::Illegal { .. } => theme.t("tui-alert-feed-illegal-short", &[]),
        FeedWrong::AfterEnd { label, article } if wide => theme.t(
            "tui-alert-feed-after-end",
            &[
                ("label", label.clone().into()),
                ("article", article.clone().into()),
            ],
        ),
        FeedWrong::AfterEnd { .. } => theme.t("tui-alert-feed-after-end-short", &[]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Lang;
    use crate::tui::view::{FeedWrong, Look};

    /// The alerts a narrow hall shows, with arguments as long as they come.
    fn alerts() -> Vec<Alert> {
        let flag = |verdict: &str, article: &str| Alert::Flag {
            side: Color::White,
            note: String::new(),
            verdict: verdict.to_owned(),
            article: article.to_owned(),
        };
        vec![
            flag("1/2-1/2", "6.9"),
            flag("0-1", "6.9"),
            flag("", "6.9"),
            Alert::FlagJudging { side: Color::Black },
            Alert::DefaultTime,
            Alert::ClaimWaiting { by: Color::Black },
            Alert::DecisionDue {
                what: "claim #12".to_owned(),
            },
            Alert::DrawOffer { by: Color::White },
            Alert::Illegal { white: 1, black: 1 },
            Alert::Fed { ago_s: Some(59) },
            Alert::FeedDisagrees {
                label: "23...".to_owned(),
                recorded: "Nxe4+".to_owned(),
                feed: "Bxe4+".to_owned(),
            },
            Alert::FeedResult {
                result: "1/2-1/2".to_owned(),
            },
            Alert::FeedResult {
                result: "1-0".to_owned(),
            },
            Alert::FeedWrong(FeedWrong::Contradicts {
                white: "Carlsen, Magnus".to_owned(),
                black: "Caruana, Fabiano".to_owned(),
            }),
            Alert::FeedWrong(FeedWrong::Illegal {
                label: "23...Ke3".to_owned(),
            }),
            Alert::FeedWrong(FeedWrong::AfterEnd {
                label: "9.Nf3".to_owned(),
                article: "9.6.1".to_owned(),
            }),
            Alert::FeedQuiet { minutes: 45 },
            Alert::Sheet { n: 12, line: None },
        ]
    }

    /// At 80 columns every alert's short form fits the room the hall leaves it, in every
    /// language, Unicode or ASCII: a cut alert ("ТРАНС≠ПАРА" → "…", "feed 1/2-1/2" → "feed…")
    /// loses what the arbiter must see (issue 36 item 7).
    #[test]
    fn every_short_alert_fits_an_80_column_hall() {
        let cols = Columns::for_width(80, 0);
        let used = NUMBER + 1 + 2 * (cols.name + 1) + 2 * (cols.clock + 1) + cols.last + 1;
        let room = cols.width - (used + cols.status + 1);
        assert!(room >= 9, "room {room}");
        let mut cut = Vec::new();
        for lang in Lang::ALL {
            for ascii in [false, true] {
                let theme = Theme::new(Look {
                    ascii,
                    no_color: false,
                    lang,
                });
                for alert in alerts() {
                    let (text, _) = alert_text(&alert, false, &theme);
                    if width(&text) > room {
                        cut.push(format!("{lang:?} ascii={ascii}: {text:?}"));
                    }
                }
            }
        }
        assert!(cut.is_empty(), "cut at {room} columns:\n{}", cut.join("\n"));
    }
}
