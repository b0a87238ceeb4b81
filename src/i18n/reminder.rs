//! Reminders (issue 35) and the claims-ahead ledger in words, from the facts of
//! `crate::event::reminder` and `crate::rules::ahead`.

use shakmaty::Color;

use super::{Arg, Catalog};
use crate::event::reminder::{Reminder, ReminderKind};
use crate::rules::GameRecord;
use crate::rules::ahead::{ClaimAhead, CountStage, Ledger, Standing, WouldEnd};

fn side_key(side: Color) -> &'static str {
    crate::i18n::rules::colour_key(side)
}

/// The reminder in a sentence, with its article: "3rd occurrence claimable: the position after
/// 31...Kg8 stood twice (9.2)".
pub fn sentence(cat: &Catalog, r: &Reminder) -> String {
    match r {
        Reminder::Repetition(a) => {
            let at = if a.ply == 0 {
                cat.get("at-start", &[])
            } else {
                a.mv.clone()
            };
            cat.get("reminder-repetition", &[("move", at.into())])
        }
        Reminder::FiftyMoves(c) => {
            let args: [Arg<'_>; 2] = [
                ("moves", c.stage.moves().into()),
                ("at", c.at_move.clone().into()),
            ];
            let key = match c.stage {
                CountStage::Moves45 | CountStage::Moves49 => "reminder-fifty",
                CountStage::Moves50 => "reminder-fifty-now",
                CountStage::Moves70 => "reminder-seventy",
            };
            cat.get(key, &args)
        }
        Reminder::TimeControl {
            side,
            move_no,
            period_end,
            ms,
        } => cat.get(
            "reminder-time-control",
            &[
                ("side", side_key(*side).into()),
                ("move", (*move_no).into()),
                ("end", (*period_end).into()),
                ("time", crate::clock::format_ms(*ms).into()),
            ],
        ),
        Reminder::GuidelinesIii { side, ms } => cat.get(
            "reminder-guidelines",
            &[
                ("side", side_key(*side).into()),
                ("time", crate::clock::format_ms(*ms).into()),
            ],
        ),
        Reminder::Scoresheet { side, ms } => cat.get(
            "reminder-scoresheet",
            &[
                ("side", side_key(*side).into()),
                ("time", crate::clock::format_ms(*ms).into()),
            ],
        ),
    }
}

/// The hall's mark at 80 columns: the article, with the side for the clock reminders
/// ("›9.2", "›6.4W"); `ascii` writes ">" for "›".
pub fn mark(cat: &Catalog, r: &Reminder, ascii: bool) -> String {
    let lead = if ascii { ">" } else { "›" };
    let side = |s: Color| {
        cat.get(
            "tui-side-letter",
            &[("side", crate::i18n::rules::colour_key(s).into())],
        )
    };
    match r {
        Reminder::Repetition(_) | Reminder::FiftyMoves(_) => format!("{lead}{}", r.article()),
        Reminder::TimeControl { side: s, .. } | Reminder::Scoresheet { side: s, .. } => {
            format!("{lead}{}{}", r.article(), side(*s))
        }
        Reminder::GuidelinesIii { side: s, .. } => format!("{lead}III{}", side(*s)),
    }
}

/// The hall help's legend of the marks: its title, then each kind's mark and line.
pub fn legend(cat: &Catalog, ascii: bool) -> (String, Vec<(String, String)>) {
    let lead = if ascii { ">" } else { "›" };
    let lines = ReminderKind::ALL
        .into_iter()
        .map(|kind| {
            let mark = match kind {
                ReminderKind::GuidelinesIii => format!("{lead}III"),
                other => format!("{lead}{}", other.article()),
            };
            (mark, kind_line(cat, kind))
        })
        .collect();
    let title = cat.get("reminders-help-title", &[]);
    let title = if ascii {
        title.replace('›', lead)
    } else {
        title
    };
    (title, lines)
}

/// One line per kind for the help and for `arbiter reminders`: what it watches, its article.
pub fn kind_line(cat: &Catalog, kind: ReminderKind) -> String {
    cat.get(
        match kind {
            ReminderKind::Repetition => "reminder-kind-repetition",
            ReminderKind::FiftyMoves => "reminder-kind-fifty-moves",
            ReminderKind::TimeControl => "reminder-kind-time-control",
            ReminderKind::GuidelinesIii => "reminder-kind-guidelines-iii",
            ReminderKind::Scoresheet => "reminder-kind-scoresheet",
        },
        &[],
    )
}

/// The claims-ahead ledger in lines, as `show`, `rules analyze --ledger` and the app's board
/// screen show it: its title, each claim that would have been correct (Art. 9.2, 9.3), then
/// each standing of a repeated position (A 1/3, A 2/3, …) by ply.
pub fn ledger_lines(cat: &Catalog, record: &GameRecord, ledger: &Ledger) -> Vec<String> {
    let (claims, standings) = ledger_items(cat, record, ledger);
    let mut lines = vec![cat.get("ledger-head", &[])];
    if claims.is_empty() {
        lines.push(format!("  {}", cat.get("ledger-none", &[])));
    }
    lines.extend(claims.into_iter().map(|c| format!("  {c}")));
    if !standings.is_empty() {
        lines.push(cat.get("ledger-standings", &[]));
        lines.extend(standings.into_iter().map(|s| format!("  {s}")));
    }
    lines
}

/// The ledger's items worded, without titles: each claim that would have been correct (Art.
/// 9.2, 9.3), by ply, and each standing of a repeated position (A 1/3, …), by ply — the lines
/// of [`ledger_lines`], and the rows of the report's ledger page.
pub fn ledger_items(
    cat: &Catalog,
    record: &GameRecord,
    ledger: &Ledger,
) -> (Vec<String>, Vec<String>) {
    let claims = ledger
        .claims
        .iter()
        .map(|c| {
            let at = if c.ply == 0 {
                cat.get("at-start", &[])
            } else {
                record.ply_label(c.ply)
            };
            ledger_claim(cat, c, &at)
        })
        .collect();
    let mut standings = ledger.standings.clone();
    standings.sort_by_key(|s| s.ply);
    let standings = standings.iter().map(|s| standing(cat, s)).collect();
    (claims, standings)
}

/// A ledger's claim in a line: "after 31...Kg8 (ply 62), Black: 9.2.1 writing 32...Kh8
/// (position A, plies 54, 58, 63)".
pub fn ledger_claim(cat: &Catalog, c: &ClaimAhead, at: &str) -> String {
    let plies = c
        .occurrences
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let ends = match c.would_end {
        Some(WouldEnd::Checkmate) => cat.get("ledger-would-mate", &[]),
        Some(WouldEnd::Stalemate) => cat.get("ledger-would-stalemate", &[]),
        None => String::new(),
    };
    let args: [Arg<'_>; 8] = [
        ("at", at.to_owned().into()),
        ("ply", c.ply.into()),
        ("side", side_key(c.claimant).into()),
        ("article", c.article.into()),
        ("written", c.written.clone().unwrap_or_default().into()),
        ("position", c.position.clone().unwrap_or_default().into()),
        ("plies", plies.into()),
        ("ends", ends.into()),
    ];
    let key = match (c.written.is_some(), c.position.is_some()) {
        (true, true) => "ledger-claim-written-repeat",
        (true, false) => "ledger-claim-written",
        (false, true) => "ledger-claim-repeat",
        (false, false) => "ledger-claim",
    };
    cat.get(key, &args)
}

/// A standing of a repeated position: "A 2/3 after 27.Kf1 (ply 53)".
pub fn standing(cat: &Catalog, s: &Standing) -> String {
    let at = if s.ply == 0 {
        cat.get("at-start", &[])
    } else {
        s.mv.clone()
    };
    cat.get(
        "ledger-standing",
        &[
            ("label", s.label().into()),
            ("at", at.into()),
            ("ply", s.ply.into()),
        ],
    )
}
