//! Opening the terminal app (issue 6): `arbiter` on `--db`, and `arbiter demo`.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::Context;
use clap::Args;

use crate::tui::store_source::StoreSource;
use crate::tui::view::Look;
use crate::tui::{Options, demo, run_with};

/// `arbiter demo [--file PATH] [--ascii]`
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
fn look(ascii: bool) -> Look {
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
    }
}

/// Tracing to `<db>.log`, never to the terminal the app owns.
fn log_to_file(db: &Path) -> Option<tracing_appender::non_blocking::WorkerGuard> {
    let dir = db
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let name = format!("{}.log", db.file_name()?.to_string_lossy());
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

fn run_app(db: &Path, ascii: bool) -> anyhow::Result<ExitCode> {
    let _guard = log_to_file(db);
    let mut source = StoreSource::open(db).with_context(|| format!("opening {}", db.display()))?;
    tracing::info!(db = %db.display(), "app started");
    run_with(&mut source, Options { look: look(ascii) })?;
    Ok(ExitCode::SUCCESS)
}

/// `arbiter` without a verb: the app on the event file.
pub fn open(db: &Path) -> anyhow::Result<ExitCode> {
    if !db.exists() {
        anyhow::bail!(
            "no event file at {} — create one with `arbiter init --event NAME`, or see the app at work with `arbiter demo`",
            db.display()
        );
    }
    run_app(db, false)
}

/// `arbiter demo`: create the demo event from `data/` if absent, and open it.
pub fn demo(args: &DemoArgs) -> anyhow::Result<ExitCode> {
    if !args.file.exists() {
        demo::create(&args.file).with_context(|| format!("creating {}", args.file.display()))?;
    }
    run_app(&args.file, args.ascii)
}
