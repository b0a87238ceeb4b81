//! `arbiter check` and `arbiter backup` (issue 18): the file's integrity, its tamper-evident
//! chain (`store::chain`), a backup to compare with, and rotating online backups.

use crate::i18n::Words;
use crate::store::EventFile;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use anyhow::{Context, bail};
use clap::Args;

use crate::store::{Store, chain};
use crate::text::hex;

// `arbiter check [--against BACKUP] [--json]`
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// A backup of this file, or a claim file exported from it: every event the backup holds
    /// (the chain head the claim file names) must be here, unchanged — shows a lost tail.
    #[arg(long, value_name = "BACKUP")]
    pub against: Option<PathBuf>,
    #[arg(long)]
    pub json: bool,
}

// `arbiter backup OUT` or `arbiter backup --every MINUTES DIR`
#[derive(Debug, Args)]
pub struct BackupArgs {
    /// The copy to write, or a folder to write a dated copy into (made if missing).
    pub out: PathBuf,
    /// Copy again every MINUTES (or a time such as 30s) until interrupted, into the folder OUT.
    #[arg(long, value_name = "MINUTES")]
    pub every: Option<String>,
    /// With --every: how many copies to keep in the folder (the oldest are removed).
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=10_000))]
    pub keep: u32,
    /// With --every: stop after this many copies.
    #[arg(long, value_name = "N")]
    pub count: Option<u32>,
}

/// The longest interval `--every` takes: a day.
const MAX_EVERY_MINUTES: u64 = 24 * 60;

/// The PGN tag in which a claim file carries the event file's chain head: "ID MAC" (hex).
pub const CHAIN_HEAD_TAG: &str = crate::interop::claim_pgn::CHAIN_HEAD_TAG;

/// The chain head as a claim file carries it, when the file is chained and has events.
pub fn head_tag(store: &Store) -> anyhow::Result<Option<String>> {
    Ok(match store.chain_head()? {
        Some((id, Some(mac))) => Some(format!("{id} {}", hex(&mac))),
        _ => None,
    })
}

/// The chain heads a claim file names (`[EventChainHead "ID MAC"]`), read line by line.
fn heads_in(text: &str) -> Vec<(i64, String)> {
    let prefix = format!("[{CHAIN_HEAD_TAG} \"");
    text.lines()
        .filter_map(|l| l.trim().strip_prefix(prefix.as_str())?.strip_suffix("\"]"))
        .filter_map(|v| {
            let (id, mac) = v.split_once(' ')?;
            Some((id.parse().ok()?, mac.to_ascii_lowercase()))
        })
        .collect()
}

/// Compare with `other`: a backup (an SQLite file) or a claim file carrying chain heads.
fn compare(w: &Words, store: &Store, other: &Path) -> anyhow::Result<(String, Option<String>)> {
    let mut start = [0u8; 16];
    let is_sqlite = std::fs::File::open(other)
        .and_then(|mut f| std::io::Read::read_exact(&mut f, &mut start))
        .is_ok()
        && &start == b"SQLite format 3\0";
    if is_sqlite {
        let (status, problem) = store.compare_with_backup(other)?;
        let cat = w.catalog();
        return Ok((status.worded(cat), problem.map(|p| p.worded(cat))));
    }
    let text = std::fs::read_to_string(other).with_context(|| {
        w.t(
            "hostile-cannot-read",
            &[("file", other.display().to_string().into())],
        )
    })?;
    let heads = heads_in(&text);
    let name = other.display().to_string();
    if heads.is_empty() {
        bail!(
            "{}",
            w.t("hostile-against-no-head", &[("file", name.into())])
        );
    }
    for (id, mac) in &heads {
        let here = store.event_mac(*id)?;
        let problem = match here {
            None => Some("hostile-against-head-lost"),
            Some(m) if m.as_deref().map(hex).as_deref() != Some(mac.as_str()) => {
                Some("hostile-against-head-differs")
            }
            Some(_) => None,
        };
        if let Some(key) = problem {
            let args = [("id", (*id).into()), ("file", name.clone().into())];
            return Ok((w.t("hostile-chain-broken", &[]), Some(w.t(key, &args))));
        }
    }
    let top = heads.iter().map(|(id, _)| *id).max().unwrap_or(0);
    Ok((
        w.t(
            "hostile-against-ok",
            &[("backup", name.into()), ("head", top.into())],
        ),
        None,
    ))
}

pub fn check(w: &Words, db: &EventFile, args: &CheckArgs) -> anyhow::Result<ExitCode> {
    let store = Store::open_file(db)?;
    let mut report = store.check()?.worded(w.catalog());
    let mut against = None;
    if let Some(other) = &args.against {
        let (status, problem) = compare(w, &store, other)?;
        report.problems.extend(problem);
        against = Some(status);
    }
    if args.json {
        let mut value = serde_json::to_value(&report)?;
        if let (Some(a), Some(map)) = (&against, value.as_object_mut()) {
            map.insert("against".into(), a.clone().into());
        }
        outln!("{}", serde_json::to_string(&value)?);
    } else if report.problems.is_empty() {
        outln!(
            "{}",
            w.t(
                "hostile-check-ok",
                &[
                    ("file", db.db().display().to_string().into()),
                    ("schema", report.schema_version.into()),
                    ("boards", report.boards.into()),
                    ("events", report.events.into()),
                ],
            )
        );
        outln!("  {}", report.chain);
        if let Some(w) = &report.witness {
            outln!("  {w}");
        }
        if let Some(a) = against {
            outln!("  {a}");
        }
        for why in &report.unverified {
            errln!(
                "arbiter: {}",
                w.t(
                    "hostile-check-unverified",
                    &[
                        ("file", db.db().display().to_string().into()),
                        ("why", why.clone().into())
                    ]
                )
            );
        }
    } else {
        for p in &report.problems {
            errln!("arbiter: {}: {p}", db.db().display());
        }
    }
    Ok(check_exit(&report))
}

/// `check`'s exit code: 0 verified and sound, 1 damaged or broken, [`UNVERIFIED`] when it
/// could not verify (no key, not chained, no witness of the log's end, tables not sealed yet).
fn check_exit(report: &crate::store::CheckWords) -> ExitCode {
    if !report.problems.is_empty() {
        ExitCode::FAILURE
    } else if !report.unverified.is_empty() {
        ExitCode::from(UNVERIFIED)
    } else {
        ExitCode::SUCCESS
    }
}

/// What a reader (`show`, `log`, `boards`, the exports, the report) says when what it shows is
/// not verified ([`crate::store::verify::ReadCheck`]): a line on stderr, and the same line
/// returned for the head of its text output. Nothing when verified.
pub fn read_notice(
    w: &Words,
    db: &EventFile,
    check: &crate::store::verify::ReadCheck,
) -> Option<String> {
    use crate::store::verify::ReadCheck;
    let line = match check {
        ReadCheck::Verified => return None,
        ReadCheck::Broken(what) => {
            let what = what.worded(w.catalog());
            w.t("hostile-read-broken", &[("what", what.into())])
        }
        ReadCheck::Unverified(why) => {
            let why = why.worded(w.catalog());
            w.t("hostile-read-unverified", &[("why", why.into())])
        }
    };
    errln!("arbiter: {}: {line}", db.db().display());
    Some(line)
}

/// [`read_notice`] for a reader of every board of the file (the exports, the report), which
/// has no head of its own to carry it: stderr only.
pub fn notice_all_boards(w: &Words, store: &Store, db: &EventFile) -> anyhow::Result<()> {
    let keys: Vec<u32> = store.boards()?.iter().map(|b| b.key()).collect();
    read_notice(w, db, &store.verify_read(Some(&keys))?);
    Ok(())
}

/// The exit code of a `check` that could not verify the file.
pub const UNVERIFIED: u8 = 3;

pub fn backup(w: &Words, db: &EventFile, args: &BackupArgs) -> anyhow::Result<ExitCode> {
    let store = Store::open_file(db)?;
    let Some(every) = &args.every else {
        let out = if args.out.is_dir() {
            dated(db, &args.out)
        } else {
            args.out.clone()
        };
        copy(w, &store, db, &out)?;
        return Ok(ExitCode::SUCCESS);
    };
    let interval = interval(w, every)?;
    std::fs::create_dir_all(&args.out).with_context(|| {
        w.t(
            "hostile-cannot-make-folder",
            &[("dir", args.out.display().to_string().into())],
        )
    })?;
    outln!(
        "{}",
        w.t(
            "hostile-backup-every",
            &[
                ("db", db.db().display().to_string().into()),
                ("dir", args.out.display().to_string().into()),
                (
                    "minutes",
                    format!("{:.1}", interval.as_secs_f64() / 60.0).into()
                ),
                ("keep", args.keep.into()),
            ]
        )
    );
    let mut made = 0u32;
    loop {
        copy(w, &store, db, &dated(db, &args.out))?;
        rotate(w, db, &args.out, args.keep as usize)?;
        made += 1;
        if args.count.is_some_and(|n| made >= n) {
            return Ok(ExitCode::SUCCESS);
        }
        std::thread::sleep(interval);
    }
}

/// MINUTES (1 to a day) or a time in the shared syntax (`30s`, `2m`, `1:00`).
fn interval(w: &Words, text: &str) -> anyhow::Result<Duration> {
    let bad = || {
        w.t(
            "hostile-backup-minutes",
            &[
                (
                    "minutes",
                    crate::text::for_terminal(text).into_owned().into(),
                ),
                ("max", MAX_EVERY_MINUTES.into()),
            ],
        )
    };
    let ms = match text.trim().parse::<u64>() {
        Ok(min) if (1..=MAX_EVERY_MINUTES).contains(&min) => min * 60_000,
        Ok(_) => bail!("{}", bad()),
        Err(_) => match crate::clock::parse_duration(text) {
            Ok(ms) if ms >= 1000 && ms <= (MAX_EVERY_MINUTES * 60_000) as i64 => ms as u64,
            _ => bail!("{}", bad()),
        },
    };
    Ok(Duration::from_millis(ms))
}

/// `DIR/NAME-YYYYmmdd-HHMMSS.mmm.sqlite` for the event file `db`.
fn dated(db: &EventFile, dir: &Path) -> PathBuf {
    let stem = db
        .db()
        .file_stem()
        .map_or_else(|| "event".into(), |s| s.to_string_lossy().into_owned());
    let now = chrono::Local::now().format("%Y%m%d-%H%M%S%.3f");
    // A file name, not a message: STEM-YYYYmmdd-HHMMSS.mmm.sqlite.
    let mut name = stem;
    name.push('-');
    name.push_str(&now.to_string());
    name.push_str(".sqlite");
    dir.join(name)
}

/// Remove the oldest dated copies of `db` in `dir` beyond `keep`.
fn rotate(w: &Words, db: &EventFile, dir: &Path, keep: usize) -> anyhow::Result<()> {
    let stem = db
        .db()
        .file_stem()
        .map_or_else(|| "event".into(), |s| s.to_string_lossy().into_owned());
    let prefix = format!("{stem}-");
    let mut copies: Vec<PathBuf> = std::fs::read_dir(dir)
        .with_context(|| {
            w.t(
                "hostile-cannot-list-folder",
                &[("dir", dir.display().to_string().into())],
            )
        })?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            p.file_name().map(|n| n.to_string_lossy()).is_some_and(|n| {
                n.starts_with(&prefix)
                    && n.ends_with(".sqlite")
                    && n[prefix.len()..].starts_with(|c: char| c.is_ascii_digit())
            })
        })
        .collect();
    copies.sort();
    let extra = copies.len().saturating_sub(keep);
    for old in &copies[..extra] {
        std::fs::remove_file(old).with_context(|| {
            w.t(
                "hostile-cannot-remove",
                &[("file", old.display().to_string().into())],
            )
        })?;
        for suffix in ["-wal", "-shm", "-journal"] {
            let mut companion = old.as_os_str().to_owned();
            companion.push(suffix);
            let _ = std::fs::remove_file(PathBuf::from(companion));
        }
        let _ = std::fs::remove_file(db.with_db(old).witness());
    }
    Ok(())
}

/// One online backup of `store` to `out`, with the chain head it carries.
fn copy(w: &Words, store: &Store, db: &EventFile, out: &Path) -> anyhow::Result<()> {
    store.backup(out)?;
    // The head the copy carries (a write after the copy is not in it).
    let head = match Store::open_read_only(out)?.chain_head()? {
        Some((id, mac)) => w.t(
            "hostile-backup-head",
            &[
                ("id", id.into()),
                (
                    "mac",
                    mac.as_deref()
                        .map(chain::short_hex)
                        .unwrap_or_default()
                        .into(),
                ),
            ],
        ),
        None => w.t("hostile-backup-no-head", &[]),
    };
    outln!(
        "{}",
        w.t(
            "hostile-backup-done",
            &[
                ("db", db.db().display().to_string().into()),
                ("out", out.display().to_string().into()),
                ("head", head.into()),
            ]
        )
    );
    Ok(())
}
