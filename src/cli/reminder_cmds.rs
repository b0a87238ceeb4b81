//! `arbiter reminders`: which reminders the event shows (issue 35; all on by default), and the
//! reminders and claims-ahead ledger that `show` prints for one board.

use crate::i18n::Words;
use crate::store::EventFile;
use std::process::ExitCode;

use clap::{Args, Subcommand};

use crate::event::change::{RecordedChange, RuleChange};
use crate::event::reminder::{Reminder, ReminderKind};
use crate::event::{BoardState, EventSettings};
use crate::rules::GameRecord;
use crate::rules::ahead::Ledger;
use crate::store::Store;
use crate::text::for_terminal;

#[derive(Debug, Args)]
pub struct RemindersArgs {
    #[command(subcommand)]
    pub cmd: Option<RemindersCmd>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum RemindersCmd {
    /// Switch reminders on: repetition, fifty-moves, time-control, guidelines-iii, scoresheet.
    On(KindsArgs),
    /// Switch reminders off for the event.
    Off(KindsArgs),
}

#[derive(Debug, Args)]
pub struct KindsArgs {
    /// repetition, fifty-moves, time-control, guidelines-iii, scoresheet.
    #[arg(required = true, value_parser = parse_kind)]
    pub kinds: Vec<ReminderKind>,
    /// A display name to record with your account (who switched it, with when).
    #[arg(long = "as", value_name = "NAME")]
    pub display_name: Option<String>,
}

/// A reminder kind as typed (its error worded as clap's: [`super::parse_words`]).
pub fn parse_kind(text: &str) -> Result<ReminderKind, String> {
    let w = &super::parse_words();
    text.parse()
        .map_err(|e: crate::event::reminder::UnknownReminder| {
            w.t("reminders-bad-kind", &[("error", e.to_string().into())])
        })
}

/// `arbiter reminders [on|off KIND…] [--json]`.
pub fn run(w: &Words, db: &EventFile, a: RemindersArgs) -> anyhow::Result<ExitCode> {
    let mut store = Store::open_file(db)?;
    if let Some(RemindersCmd::On(k) | RemindersCmd::Off(k)) = &a.cmd {
        if let Some(name) = &k.display_name {
            crate::i18n::one_line(w.catalog(), "--as", name).map_err(anyhow::Error::msg)?;
        }
        store.set_display_name(k.display_name.clone());
    }
    match a.cmd {
        Some(RemindersCmd::On(k)) => set(&store, &k.kinds, true, crate::store::now_ms())?,
        Some(RemindersCmd::Off(k)) => set(&store, &k.kinds, false, crate::store::now_ms())?,
        None => {}
    }
    let switches = store.reminder_switches()?;
    if a.json {
        let map: serde_json::Map<String, serde_json::Value> = ReminderKind::ALL
            .iter()
            .map(|k| (k.name().to_owned(), switches.is_on(*k).into()))
            .collect();
        outln!("{}", serde_json::Value::Object(map));
        return Ok(ExitCode::SUCCESS);
    }
    let cat = w.catalog();
    let changes = store.rule_changes()?;
    outln!("{}", w.t("reminders-title", &[]));
    for kind in ReminderKind::ALL {
        let state = if switches.is_on(kind) {
            w.t("reminder-on", &[])
        } else {
            w.t("reminder-off", &[])
        };
        outln!(
            "  {}",
            w.t(
                "reminders-line",
                &[
                    ("state", format!("{state:<8}").into()),
                    ("line", crate::i18n::reminder::kind_line(cat, kind).into()),
                ]
            )
        );
        if let Some(last) = last_switch(&changes, kind) {
            outln!("            {}", switch_words(cat, last));
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// The last recorded switch of `kind` (issue 35: who switched it, and when), if any.
fn last_switch(changes: &[RecordedChange], kind: ReminderKind) -> Option<&RecordedChange> {
    changes.iter().rev().find(|c| match c.change {
        RuleChange::Reminder { reminder, .. } => reminder == kind,
    })
}

/// "switched off by Ana (ana) at 2026-11-27 10:31:02 (UTC+01:00)".
fn switch_words(cat: &crate::i18n::Catalog, c: &RecordedChange) -> String {
    let RuleChange::Reminder { on, .. } = c.change;
    cat.get(
        "reminders-switched",
        &[
            ("on", if on { "on" } else { "off" }.into()),
            ("who", for_terminal(&c.who()).into()),
            ("at", crate::interop::report::timestamp(c.at_ms).into()),
        ],
    )
}

/// A rule change in words, as `log` and the report give it: "reminder switched off:
/// repetition: stood twice, next standing claimable (9.2)".
pub fn change_words(cat: &crate::i18n::Catalog, change: &RuleChange) -> String {
    match *change {
        RuleChange::Reminder { reminder, on } => cat.get(
            "rule-change-reminder",
            &[
                ("on", if on { "on" } else { "off" }.into()),
                (
                    "line",
                    crate::i18n::reminder::kind_line(cat, reminder).into(),
                ),
            ],
        ),
    }
}

/// Switch `kinds` on or off at `at_ms`, one by one; each switch that changes something is
/// recorded with who made it and when (`event::change`).
pub fn set(store: &Store, kinds: &[ReminderKind], on: bool, at_ms: i64) -> anyhow::Result<()> {
    for kind in kinds {
        store.set_reminder(*kind, on, at_ms)?;
    }
    Ok(())
}

/// The board's reminders at `now` as the event's switches leave them.
pub fn of_board(
    store: &Store,
    state: &BoardState,
    settings: &EventSettings,
    now: i64,
) -> anyhow::Result<Vec<Reminder>> {
    let switches = store.reminder_switches()?;
    Ok(crate::event::reminder::of_board(
        state, settings, &switches, now,
    ))
}

/// The reminders as JSON: each fact with its `kind` and `article` (facts only: the same in
/// every language; `show` words them).
pub fn reminders_json(reminders: &[Reminder]) -> serde_json::Value {
    reminders
        .iter()
        .map(|r| {
            let mut v = serde_json::to_value(r).unwrap_or_default();
            if let Some(o) = v.as_object_mut() {
                o.insert("article".into(), r.article().into());
            }
            v
        })
        .collect()
}

/// The ledger as `show` and `rules analyze` print it: the claims, then the repeated positions
/// (the app's board screen shows the same lines, [`crate::i18n::reminder::ledger_lines`]).
pub fn ledger_lines(w: &Words, record: &GameRecord, ledger: &Ledger) -> Vec<String> {
    crate::i18n::reminder::ledger_lines(w.catalog(), record, ledger)
}

/// `show`'s reminder lines.
pub fn reminder_lines(w: &Words, reminders: &[Reminder]) -> Vec<String> {
    let cat = w.catalog();
    let mut lines = Vec::new();
    if reminders.is_empty() {
        return lines;
    }
    lines.push(w.t("reminders-head", &[]));
    for r in reminders {
        let text = crate::i18n::reminder::sentence(cat, r);
        lines.push(format!(
            "  {}",
            w.t("reminders-item", &[("text", for_terminal(&text).into())])
        ));
    }
    lines
}
