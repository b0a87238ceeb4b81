//! `arbiter reminders`: which reminders the event shows (issue 35; all on by default), and the
//! reminders and claims-ahead ledger that `show` prints for one board.

use crate::store::EventFile;
use std::process::ExitCode;

use clap::{Args, Subcommand};

use crate::event::reminder::{Reminder, ReminderKind};
use crate::event::{BoardState, EventSettings};
use crate::i18n::t;
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
}

/// A reminder kind as typed (its error in the process's language).
pub fn parse_kind(text: &str) -> Result<ReminderKind, String> {
    text.parse()
        .map_err(|e: crate::event::reminder::UnknownReminder| {
            t("reminders-bad-kind", &[("error", e.to_string().into())])
        })
}

/// `arbiter reminders [on|off KIND…] [--json]`.
pub fn run(db: &EventFile, a: RemindersArgs) -> anyhow::Result<ExitCode> {
    let store = Store::open_file(db)?;
    match a.cmd {
        Some(RemindersCmd::On(k)) => set(&store, &k.kinds, true)?,
        Some(RemindersCmd::Off(k)) => set(&store, &k.kinds, false)?,
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
    let cat = crate::i18n::current();
    outln!("{}", t("reminders-title", &[]));
    for kind in ReminderKind::ALL {
        let state = if switches.is_on(kind) {
            t("reminder-on", &[])
        } else {
            t("reminder-off", &[])
        };
        outln!(
            "  {}",
            t(
                "reminders-line",
                &[
                    ("state", format!("{state:<8}").into()),
                    ("line", crate::i18n::reminder::kind_line(cat, kind).into()),
                ]
            )
        );
    }
    Ok(ExitCode::SUCCESS)
}

/// Switch `kinds` on or off, one by one.
pub fn set(store: &Store, kinds: &[ReminderKind], on: bool) -> anyhow::Result<()> {
    for kind in kinds {
        store.set_reminder(*kind, on)?;
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
pub fn ledger_lines(record: &GameRecord, ledger: &Ledger) -> Vec<String> {
    crate::i18n::reminder::ledger_lines(crate::i18n::current(), record, ledger)
}

/// `show`'s reminder lines.
pub fn reminder_lines(reminders: &[Reminder]) -> Vec<String> {
    let cat = crate::i18n::current();
    let mut lines = Vec::new();
    if reminders.is_empty() {
        return lines;
    }
    lines.push(t("reminders-head", &[]));
    for r in reminders {
        let text = crate::i18n::reminder::sentence(cat, r);
        lines.push(format!(
            "  {}",
            t("reminders-item", &[("text", for_terminal(&text).into())])
        ));
    }
    lines
}
