//! Opening the terminal app (issue 6): `arbiter` on `--db`, and `arbiter demo`.

use crate::i18n::Words;
use crate::store::EventFile;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use clap::Args;

use crate::tui::store_source::StoreSource;
use crate::tui::view::Look;
use crate::tui::{Options, demo, run_with};

// `arbiter demo [--file PATH] [--ascii]`
#[derive(Debug, Args)]
pub struct DemoArgs {
    /// Where to create the demo event file (kept if it exists).
    #[arg(long, default_value = "demo.sqlite")]
    pub file: PathBuf,
    /// Draw pieces as ASCII letters instead of Unicode glyphs.
    #[arg(long)]
    pub ascii: bool,
}

/// The look from the environment: `NO_COLOR` (any non-empty value) turns colour off;
/// `ARBITER_ASCII` or a locale that is not UTF-8 draws ASCII only.
fn look(w: &Words, ascii: bool) -> Look {
    let set = |name: &str| std::env::var_os(name).is_some_and(|v| !v.is_empty());
    let locale = ["LC_ALL", "LC_CTYPE", "LANG"]
        .iter()
        .find_map(|k| std::env::var(k).ok().filter(|v| !v.is_empty()))
        .unwrap_or_default()
        .to_uppercase();
    let utf8 = locale.contains("UTF-8") || locale.contains("UTF8");
    Look {
        ascii: ascii || set("ARBITER_ASCII") || !utf8,
        no_color: set("NO_COLOR"),
        lang: w.catalog().lang(),
    }
}

/// Why the app speaks English although the locale asked for Spanish or Russian (the locale is
/// not UTF-8), to be said on screen: the language is chosen again as `cli::main` chose it.
fn fallback(db: &EventFile) -> Option<String> {
    use clap::Parser;
    let flag = super::Cli::try_parse().ok().and_then(|cli| cli.lang);
    let event = flag
        .is_none()
        .then(|| crate::store::Store::event_language(db.db()))
        .flatten();
    crate::i18n::choose(flag, event, &|k| std::env::var(k).ok()).fallback
}

/// Tracing to `<db>.log`, never to the terminal the app owns.
fn log_to_file(db: &EventFile) -> Option<tracing_appender::non_blocking::WorkerGuard> {
    let dir = db
        .db()
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    // A file name, not text: the event file's name as it is (not made lossy) plus `.log`.
    let mut name = db.db().file_name()?.to_os_string();
    name.push(".log");
    let (writer, guard) =
        tracing_appender::non_blocking(tracing_appender::rolling::never(dir, name));
    let filter = tracing_subscriber::EnvFilter::try_from_env("ARBITER_LOG")
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    tracing_subscriber::fmt()
        .with_writer(writer)
        .with_ansi(false)
        .with_env_filter(filter)
        .try_init()
        .ok()?;
    Some(guard)
}

/// Who acts: `--as NAME` as given; else, with a person at the terminal, asked once (Enter keeps
/// the account name); else the account name. The name is recorded with every action.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Who {
    Given(String),
    Ask,
    Account,
}

/// The app on `db`; `feed_quiet_ms`: how long a fed board's feed may be quiet before the hall
/// flags it (issue 19).
fn run_app(
    w: &Words,
    db: &EventFile,
    ascii: bool,
    who: Who,
    feed_quiet_ms: i64,
) -> anyhow::Result<ExitCode> {
    let _guard = log_to_file(db);
    let opening = || {
        w.t(
            "tui-opening",
            &[("file", db.db().display().to_string().into())],
        )
    };
    let mut source = StoreSource::open_file(db, w.lang()).with_context(opening)?;
    if matches!(who, Who::Ask) {
        // A damaged file is said before the arbiter is asked for a name, not after.
        source.wait_for_quick_check().with_context(opening)?;
    }
    let name = match who {
        Who::Given(name) => Some(name),
        Who::Ask => ask_name(
            w,
            &source.account(),
            &mut std::io::stdin().lock(),
            &mut std::io::stdout(),
        )?,
        Who::Account => None,
    };
    source.set_display_name(name);
    source.set_feed_quiet(feed_quiet_ms);
    tracing::info!(db = %db.db().display(), "app started");
    let options = Options {
        look: look(w, ascii),
        notice: fallback(db),
    };
    let ran = run_with(&mut source, options);
    // Everything is committed already; this only makes the main file whole for a plain copy.
    let whole = source.close();
    tracing::info!(whole, "app closed");
    ran?;
    Ok(ExitCode::SUCCESS)
}

/// The arbiter's name for the record, asked before the app takes the screen: `None` when Enter
/// (or the end of input) keeps the account name `account`. A name that is not one line of plain
/// text (a Tab typed between two words, a control or invisible character) or longer than
/// [`MAX_NAME_LINE`] is refused with the reason, and the name asked again: a slip of the finger
/// does not end the app (issue 29).
fn ask_name(
    w: &Words,
    account: &str,
    input: &mut dyn std::io::BufRead,
    out: &mut dyn std::io::Write,
) -> anyhow::Result<Option<String>> {
    use crate::text::Line;
    loop {
        write!(
            out,
            "{}",
            w.t(
                "tui-ask-name",
                &[(
                    "account",
                    crate::text::for_terminal(account).into_owned().into()
                )]
            )
        )?;
        out.flush()?;
        let why = match crate::text::read_line_bounded(input, MAX_NAME_LINE)? {
            None => return Ok(None),
            Some(Line::TooLong) => w.t("hostile-line-too-long", &[("limit", MAX_NAME_LINE.into())]),
            Some(Line::Text(line)) => {
                let name = line.trim();
                if name.is_empty() {
                    return Ok(None);
                }
                match crate::i18n::one_line(w.catalog(), "--as", name) {
                    Ok(()) => return Ok(Some(name.to_owned())),
                    Err(why) => why,
                }
            }
        };
        writeln!(out, "{}", crate::text::for_output(&why))?;
    }
}

/// The longest line the name prompt reads (bytes); a name is far shorter.
const MAX_NAME_LINE: usize = 1024;

/// `arbiter` without a verb: the app on the event file. With no file there and a person at the
/// terminal, offer to create the event or to open the demo; otherwise say how. `name`: `--as`.
pub fn open(
    w: &Words,
    db: &EventFile,
    name: Option<String>,
    feed_quiet_ms: i64,
) -> anyhow::Result<ExitCode> {
    use std::io::IsTerminal;
    let who = match name {
        Some(name) => {
            crate::i18n::one_line(w.catalog(), "--as", &name).map_err(anyhow::Error::msg)?;
            Who::Given(name)
        }
        None if std::io::stdin().is_terminal() => Who::Ask,
        None => Who::Account,
    };
    if !db.db().exists() {
        let missing = w.t(
            "tui-first-missing",
            &[("file", db.db().display().to_string().into())],
        );
        if !std::io::stdin().is_terminal() {
            anyhow::bail!(missing);
        }
        return first_run(
            w,
            db,
            &mut std::io::stdin().lock(),
            &mut std::io::stdout(),
            who,
            feed_quiet_ms,
        );
    }
    run_app(w, db, false, who, feed_quiet_ms)
}

/// What a newcomer is offered when there is no event file: create it here (and open it, the
/// feed's quiet time `feed_quiet_ms`), or open the demo.
fn first_run(
    w: &Words,
    db: &EventFile,
    input: &mut dyn std::io::BufRead,
    out: &mut dyn std::io::Write,
    who: Who,
    feed_quiet_ms: i64,
) -> anyhow::Result<ExitCode> {
    // No answer at all (the input ended): nothing is created.
    let mut ask = |prompt: &str| -> anyhow::Result<String> {
        write!(out, "{prompt}")?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            anyhow::bail!(w.t("tui-first-no-answer", &[]));
        }
        Ok(line.trim().to_string())
    };
    let choice = ask(&w.t(
        "tui-first-choose",
        &[("file", db.db().display().to_string().into())],
    ))?;
    match choice.as_str() {
        "c" => {
            let name = ask(&w.t("tui-first-name", &[]))?;
            if name.is_empty() {
                anyhow::bail!(w.t("tui-first-no-name", &[]));
            }
            let mut settings = crate::event::EventSettings::new(name);
            // A control questioned and not kept is asked for again (issue 30, D15).
            let mut prompt = w.t("tui-first-control", &[]);
            settings.control = loop {
                let control = ask(&prompt)?;
                let control = if control.is_empty() {
                    "90m+30s".to_owned()
                } else {
                    control
                };
                if control == "none" {
                    break None;
                }
                let tc: crate::clock::TimeControl =
                    control
                        .parse()
                        .map_err(|e: crate::clock::TimeControlError| {
                            anyhow::anyhow!(w.t(
                                "tui-first-bad-control",
                                &[
                                    ("control", control.clone().into()),
                                    ("why", e.to_string().into())
                                ]
                            ))
                        })?;
                if let Some(warning) = crate::i18n::rules::unit_warning(w.catalog(), &tc, &control)
                {
                    let again = ask(&w.t("tui-first-keep", &[("warning", warning.into())]))?;
                    if !again.eq_ignore_ascii_case("y") {
                        prompt = format!(
                            "{}\n{}",
                            w.t("tui-first-not-kept", &[]),
                            w.t("tui-first-control", &[])
                        );
                        continue;
                    }
                }
                break Some(tc);
            };
            if let Some(tc) = &settings.control {
                let meaning = crate::i18n::rules::control_meaning(w.catalog(), tc);
                let is = w.t("tui-first-control-is", &[("meaning", meaning.into())]);
                writeln!(out, "{is}")?;
            }
            crate::store::Store::create_file(db, &settings)?;
            writeln!(
                out,
                "{}",
                w.t(
                    "tui-first-created",
                    &[("file", db.db().display().to_string().into())]
                )
            )?;
            run_app(w, db, false, who, feed_quiet_ms)
        }
        "d" => demo(
            w,
            &DemoArgs {
                file: PathBuf::from("demo.sqlite"),
                ascii: false,
            },
            db,
        ),
        _ => Ok(ExitCode::SUCCESS),
    }
}

/// `arbiter demo`: create the demo event from `data/` if absent, and open it; its key where
/// `db`'s is named (`--key`), else beside it.
pub fn demo(w: &Words, args: &DemoArgs, db: &EventFile) -> anyhow::Result<ExitCode> {
    let file = db.with_db(&args.file);
    if !args.file.exists() {
        demo::create(&file, w.catalog()).with_context(|| {
            w.t(
                "tui-creating",
                &[("file", args.file.display().to_string().into())],
            )
        })?;
    }
    run_app(
        w,
        &file,
        args.ascii,
        Who::Account,
        crate::tui::model::FEED_QUIET_MS,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The tests read the English words.
    fn en() -> Words {
        Words::new(crate::i18n::Lang::En)
    }

    fn run(answers: &str) -> (anyhow::Result<ExitCode>, String, bool) {
        let dir = tempfile::tempdir().expect("tempdir");
        let db = dir.path().join("event.sqlite");
        let mut out = Vec::new();
        let result = first_run(
            &en(),
            &EventFile::new(db.clone(), None),
            &mut answers.as_bytes(),
            &mut out,
            Who::Account,
            crate::tui::model::FEED_QUIET_MS,
        );
        (
            result,
            String::from_utf8_lossy(&out).into_owned(),
            db.exists(),
        )
    }

    /// Who acts (issue 20): Enter keeps the account name, a typed name is recorded as typed,
    /// a name with a control character is refused and nothing is recorded under it.
    #[test]
    fn ask_name_enter_keeps_the_account_a_name_is_taken_controls_refused() {
        let mut out = Vec::new();
        let kept = ask_name(&en(), "arbiter1", &mut "\n".as_bytes(), &mut out).expect("Enter");
        assert_eq!(kept, None);
        assert!(String::from_utf8_lossy(&out).contains("arbiter1"));
        let given = ask_name(
            &en(),
            "arbiter1",
            &mut "  Ana Pérez \n".as_bytes(),
            &mut Vec::new(),
        )
        .expect("a name");
        assert_eq!(given.as_deref(), Some("Ana Pérez"));
        // A refused name is said and the name asked again (a Tab between two words, an escape
        // sequence, an invisible character); the end of input keeps the account.
        let mut out = Vec::new();
        let again = ask_name(
            &en(),
            "arbiter1",
            &mut "Ana\tPérez\nAna\u{1b}[2J\nA\u{200B}na\nAna Pérez\n".as_bytes(),
            &mut out,
        )
        .expect("asked again");
        assert_eq!(again.as_deref(), Some("Ana Pérez"));
        let shown = String::from_utf8_lossy(&out);
        for code in ["U+0009", "U+001B", "U+200B"] {
            assert!(shown.contains(code), "{shown}");
        }
        assert_eq!(
            shown.matches("Your name for the record").count(),
            4,
            "{shown}"
        );
        assert!(!shown.contains('\u{1b}'), "{shown}");
        let ended = ask_name(
            &en(),
            "arbiter1",
            &mut "Ana\tB\n".as_bytes(),
            &mut Vec::new(),
        );
        assert_eq!(ended.expect("end of input"), None);
    }

    #[test]
    fn first_run_offers_create_and_demo_and_quit_creates_nothing() {
        let (result, shown, created) = run("q\n");
        assert!(result.is_ok());
        assert!(shown.contains("c  create an event there"), "{shown}");
        assert!(shown.contains("d  open the demo event"), "{shown}");
        assert!(!created);
    }

    #[test]
    fn first_run_refuses_a_nameless_event_or_a_bad_control_and_creates_nothing() {
        let (result, _, created) = run("c\n\n");
        assert!(result.is_err_and(|e| e.to_string().contains("needs a name")));
        assert!(!created);
        let (result, _, created) = run("c\nClub\n40/9x\n");
        assert!(result.is_err_and(|e| e.to_string().contains("time control")));
        assert!(!created);
    }

    #[test]
    fn first_run_offers_a_control_read_right_and_asks_about_bare_small_numbers() {
        let (_, shown, _) = run("c\nClub\n15+10\nn\n");
        assert!(shown.contains("Enter for 90m+30s"), "{shown}");
        assert!(shown.contains("\"15+10\" reads as 15 s"), "{shown}");
        assert!(shown.contains("15m+10s"), "{shown}");
        // Issue 30, D15: "n" asks for the control again (here the input ends: nothing made).
        assert_eq!(shown.matches("Enter for 90m+30s").count(), 2, "{shown}");
        assert!(shown.contains("give the control again"), "{shown}");
        let (result, _, created) = run("c\nClub\n15+10\nn\n");
        assert!(result.is_err_and(|e| e.to_string().contains("nothing created")));
        assert!(!created);
        let (result, shown, _) = run("c\nClub\n15+10\nn\n40/9x\n");
        assert!(result.is_err_and(|e| e.to_string().contains("time control")));
        assert!(shown.contains("give the control again"), "{shown}");
    }
}
