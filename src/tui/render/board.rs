//! The board screen: diagram, both clocks, move list with offers and clock times, incidents.

use ratatui::Frame;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Paragraph};
use shakmaty::{Color, File, Piece, Rank, Role as PieceRole, Square};

use super::hall::{alert_text, fit_name, side_name, status_text};
use super::incidents::kind_name;
use super::title_line;
use crate::i18n::san;
use crate::tui::theme::{Role, Theme, fit, fit_right, width};
use crate::tui::view::{AppView, BoardView, IncidentRow, LedgerView, MoveCell, SideView};

pub fn render(view: &AppView, theme: &Theme, frame: &mut Frame, area: Rect) {
    let [title, body] = Layout::vertical([Constraint::Length(1), Constraint::Fill(1)]).areas(area);
    let Some(board) = &view.board else {
        frame.render_widget(
            Paragraph::new(title_line(
                theme,
                &theme.t("tui-board-none-open", &[]),
                "",
                title.width,
            )),
            title,
        );
        return;
    };
    let row = &board.row;
    let sep = theme.sep();
    let left = format!(
        "{} {sep} {} {} {} {sep} {}",
        theme.t("tui-board-n", &[("number", row.number.into())]),
        row.white.name,
        theme.dash(),
        row.black.name,
        board.time_control
    );
    let right = if area.width >= 120 {
        format!("{} ", view.title)
    } else {
        String::new()
    };
    frame.render_widget(
        Paragraph::new(title_line(theme, &left, &right, title.width)),
        title,
    );

    let wide = area.width >= 120;
    let [left_col, right_col] = Layout::horizontal([
        Constraint::Length(if wide { 34 } else { 26 }),
        Constraint::Fill(1),
    ])
    .areas(body);
    render_left(board, theme, frame, left_col);

    let incident_rows = if wide { 10 } else { 5 };
    let [moves, incidents] = Layout::vertical([
        Constraint::Fill(1),
        Constraint::Length(incident_rows.min(board.incidents.len() as u16 + 1).max(2)),
    ])
    .areas(right_col);
    match &board.ledger {
        Some(ledger) => render_ledger(ledger, theme, frame, moves),
        None => render_moves(board, theme, frame, moves, wide),
    }
    render_incidents(&board.incidents, theme, frame, incidents);
}

fn render_left(board: &BoardView, theme: &Theme, frame: &mut Frame, area: Rect) {
    let row = &board.row;
    let (top, bottom) = if board.flipped {
        ((Color::White, &row.white), (Color::Black, &row.black))
    } else {
        ((Color::Black, &row.black), (Color::White, &row.white))
    };
    let mut lines = Vec::with_capacity(16);
    lines.push(side_line(
        top.0,
        top.1,
        row.to_move == Some(top.0),
        theme,
        area.width,
    ));
    lines.extend(diagram(board, theme));
    lines.push(side_line(
        bottom.0,
        bottom.1,
        row.to_move == Some(bottom.0),
        theme,
        area.width,
    ));
    let (status, role) = status_text(&row.status, true, theme);
    let mut state = vec![Span::styled(status, theme.style(role))];
    if row.to_move.is_some() && !matches!(row.status, crate::tui::view::Status::Finished { .. }) {
        let mv = theme.t(
            "tui-board-move-period",
            &[("move", row.move_no.into()), ("period", row.period.into())],
        );
        state.push(Span::raw(format!("  {mv}")));
    }
    lines.push(Line::from(state));
    for alert in &row.alerts {
        let (text, role) = alert_text(alert, true, theme);
        lines.push(Line::styled(text, theme.style(role)));
    }
    frame.render_widget(
        Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: false }),
        area,
    );
}

fn side_line(
    color: Color,
    side: &SideView,
    to_move: bool,
    theme: &Theme,
    width: u16,
) -> Line<'static> {
    let mark = if to_move { theme.to_move_mark() } else { " " };
    let clock_w = 10;
    let name_w = usize::from(width).saturating_sub(clock_w + 3);
    // The side, then the name in the room left, surname first (as in the hall, issue 20).
    let label = side_name(color, theme);
    let room = name_w.saturating_sub(crate::tui::theme::width(&label) + 1);
    let name = fit(
        &format!("{label} {}", fit_name(&side.name, room, theme.ellipsis())),
        name_w,
        theme.ellipsis(),
    );
    let clock_role = if side.flagged {
        Role::Flag
    } else if side.running {
        Role::Running
    } else {
        Role::Header
    };
    Line::from(vec![
        Span::raw(format!("{mark} {name}")),
        Span::styled(fit_right(&side.clock, clock_w), theme.style(clock_role)),
    ])
}

fn glyph(piece: Piece, ascii: bool) -> char {
    if ascii {
        return piece.char();
    }
    match (piece.color, piece.role) {
        (Color::White, PieceRole::King) => '♔',
        (Color::White, PieceRole::Queen) => '♕',
        (Color::White, PieceRole::Rook) => '♖',
        (Color::White, PieceRole::Bishop) => '♗',
        (Color::White, PieceRole::Knight) => '♘',
        (Color::White, PieceRole::Pawn) => '♙',
        (Color::Black, PieceRole::King) => '♚',
        (Color::Black, PieceRole::Queen) => '♛',
        (Color::Black, PieceRole::Rook) => '♜',
        (Color::Black, PieceRole::Bishop) => '♝',
        (Color::Black, PieceRole::Knight) => '♞',
        (Color::Black, PieceRole::Pawn) => '♟',
    }
}

/// Eight ranks and the file letters, White at the bottom unless flipped.
fn diagram(board: &BoardView, theme: &Theme) -> Vec<Line<'static>> {
    let ascii = theme.look.ascii;
    let ranks: Vec<Rank> = if board.flipped {
        Rank::ALL.to_vec()
    } else {
        Rank::ALL.iter().rev().copied().collect()
    };
    let files: Vec<File> = if board.flipped {
        File::ALL.iter().rev().copied().collect()
    } else {
        File::ALL.to_vec()
    };
    let mut lines = Vec::with_capacity(9);
    for rank in &ranks {
        let mut spans = vec![Span::styled(
            format!(" {} ", rank.char()),
            theme.style(Role::Dim),
        )];
        for file in &files {
            let sq = Square::from_coords(*file, *rank);
            let last = board
                .last_move
                .is_some_and(|(from, to)| from == sq || to == sq);
            let (text, role) = match board.position.piece_at(sq) {
                Some(piece) => {
                    let role = if piece.color == Color::White {
                        Role::WhitePiece
                    } else {
                        Role::BlackPiece
                    };
                    (format!("{} ", glyph(piece, ascii)), role)
                }
                None => {
                    let dark = sq.is_dark();
                    let c = match (ascii, dark) {
                        (true, true) => ':',
                        (true, false) => '.',
                        (false, true) => '·',
                        (false, false) => ' ',
                    };
                    (format!("{c} "), Role::Dim)
                }
            };
            let mut style = theme.style(role);
            if last {
                style = style.patch(theme.style(Role::LastMove));
            }
            spans.push(Span::styled(text, style));
        }
        lines.push(Line::from(spans));
    }
    let mut footer = String::from("   ");
    for file in &files {
        footer.push(file.char());
        footer.push(' ');
    }
    lines.push(Line::styled(footer, theme.style(Role::Dim)));
    lines
}

/// A section of the right column: a line with its title across the top; the room under it.
fn section(title: &str, theme: &Theme, frame: &mut Frame, area: Rect) -> Rect {
    let block = Block::default()
        .borders(Borders::TOP)
        .border_set(theme.border())
        .title(Span::styled(
            format!(" {title} "),
            theme.style(Role::Header),
        ));
    let inner = block.inner(area);
    frame.render_widget(block, area);
    inner
}

/// The move list, two plies a line, scrolled so the last move shows.
fn render_moves(board: &BoardView, theme: &Theme, frame: &mut Frame, area: Rect, wide: bool) {
    let inner = section(&theme.t("tui-board-moves", &[]), theme, frame, area);
    let mut lines = Vec::new();
    let mut no = board.first_move_no;
    let mut cells = board.moves.iter();
    let ply_w = if wide { 22 } else { 18 };
    if board.black_starts
        && let Some(first) = cells.next()
    {
        lines.push(move_line(no, None, Some(first), ply_w, theme));
        no += 1;
    }
    let rest: Vec<&MoveCell> = cells.collect();
    for pair in rest.chunks(2) {
        lines.push(move_line(
            no,
            pair.first().copied(),
            pair.get(1).copied(),
            ply_w,
            theme,
        ));
        no += 1;
    }
    if lines.is_empty() {
        lines.push(Line::styled(
            theme.t("tui-board-no-moves", &[]),
            theme.style(Role::Dim),
        ));
    }
    let height = usize::from(inner.height);
    let skip = lines.len().saturating_sub(height);
    frame.render_widget(Paragraph::new(lines.split_off(skip)), inner);
}

/// The claims-ahead ledger in place of the move list (issue 35), wrapped, from the line the
/// arbiter scrolled to.
fn render_ledger(ledger: &LedgerView, theme: &Theme, frame: &mut Frame, area: Rect) {
    let inner = section(&theme.t("tui-board-ledger", &[]), theme, frame, area);
    let lines: Vec<Line> = ledger
        .lines
        .iter()
        .skip(ledger.offset)
        .map(|l| Line::raw(l.clone()))
        .collect();
    frame.render_widget(
        Paragraph::new(lines).wrap(ratatui::widgets::Wrap { trim: false }),
        inner,
    );
}

fn move_line(
    no: u32,
    white: Option<&MoveCell>,
    black: Option<&MoveCell>,
    w: usize,
    theme: &Theme,
) -> Line<'static> {
    let mut spans = vec![Span::styled(
        fit_right(&format!("{no}."), 4),
        theme.style(Role::Dim),
    )];
    for cell in [white, black] {
        spans.push(Span::raw(" "));
        spans.extend(ply_spans(cell, w, theme));
    }
    Line::from(spans)
}

fn ply_spans(cell: Option<&MoveCell>, w: usize, theme: &Theme) -> Vec<Span<'static>> {
    let Some(cell) = cell else {
        return vec![Span::raw(fit("...", w, theme.ellipsis()))];
    };
    // In Spanish and Russian the arbiter reads the pieces' own letters (R D T A C, Кр Ф Л С К).
    let mut san = san::to_local(theme.look.lang, &cell.san);
    if cell.offer {
        san.push_str(" (=)");
    }
    let clock = cell.clock.clone().unwrap_or_default();
    let san_w = w.saturating_sub(width(&clock) + 1).max(7);
    let role = if cell.offer {
        Role::Offer
    } else {
        Role::Header
    };
    vec![
        Span::styled(fit(&san, san_w, theme.ellipsis()), theme.style(role)),
        Span::styled(
            fit_right(&clock, w.saturating_sub(san_w)),
            theme.style(Role::Dim),
        ),
    ]
}

fn render_incidents(rows: &[IncidentRow], theme: &Theme, frame: &mut Frame, area: Rect) {
    let inner = section(&theme.t("tui-board-incidents", &[]), theme, frame, area);
    let lines: Vec<Line> = if rows.is_empty() {
        vec![Line::styled(
            theme.t("tui-board-no-incidents", &[]),
            theme.style(Role::Dim),
        )]
    } else {
        rows.iter()
            .take(usize::from(inner.height))
            .map(|r| {
                Line::from(vec![
                    Span::styled(format!("{} ", r.time), theme.style(Role::Dim)),
                    Span::styled(
                        format!("{} ", kind_name(&r.kind, theme)),
                        theme.style(Role::Header),
                    ),
                    Span::raw(r.text.clone()),
                ])
            })
            .collect()
    };
    frame.render_widget(Paragraph::new(lines), inner);
}
