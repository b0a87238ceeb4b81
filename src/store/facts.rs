//! What the store finds, as facts (issue 31): `check`'s and the chain's findings, the damage
//! it finds in a file, a number or a name it refuses, why the event key cannot be read. The
//! store words none of them; the edge words them with the catalog it passes (`worded`), and
//! `Display` is English, for logs.

use std::fmt;
use std::path::PathBuf;

use fluent_bundle::FluentValue;

use super::StoreError;
use super::witness::WitnessFact;
use crate::event::BoardId;
use crate::i18n::{Arg, Catalog};

/// English, for logs (`Display` of the facts below).
fn english() -> &'static Catalog {
    crate::i18n::catalog(crate::i18n::Lang::En)
}

fn path_arg(path: &std::path::Path) -> FluentValue<'static> {
    path.display().to_string().into()
}

/// Why the event key cannot be read: writes are refused with it, and the chain is not
/// verified (`store::chain`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KeyFact {
    /// No key was read (a store opened read-only, to compare with): no words.
    NotRead,
    /// There is no key file at `path`.
    NoFile { path: PathBuf },
    /// The file at `path` is not an event key (not its number of hexadecimal digits).
    NotAKey { path: PathBuf },
    /// The system could not read the file at `path`: its own text.
    Unreadable { path: PathBuf, error: String },
}

impl KeyFact {
    /// Why the key cannot be read, in `cat`'s language.
    pub fn worded(&self, cat: &Catalog) -> String {
        match self {
            KeyFact::NotRead => String::new(),
            KeyFact::NoFile { path } => cat.get("errors-no-key-file", &[("file", path_arg(path))]),
            KeyFact::NotAKey { path } => format!(
                "{}: {}",
                path.display(),
                cat.get(
                    "errors-not-a-key",
                    &[("digits", (super::chain::KEY_LEN * 2).into())]
                )
            ),
            KeyFact::Unreadable { path, error } => format!("{}: {error}", path.display()),
        }
    }
}

/// The damage the store finds in a file, for a [`super::Detail`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DamageFact {
    /// The `-wal` beside the file does not start with a WAL header.
    WalBadHeader { wal: PathBuf, len: u64 },
    /// The `-wal` beside the file is damaged at a frame, `lost` commits after it.
    WalBreak {
        wal: PathBuf,
        frame: u64,
        offset: u64,
        lost: u64,
    },
    /// Pages in use that are all zeros (at most 20 named).
    Zeroed { pages: Vec<u32> },
    /// A board's variant this program does not know.
    Variant { board: u32, variant: String },
    /// A migration of the file's schema failed: what the migration library said.
    Migration { error: String },
    /// A backup failed its integrity check: what SQLite said.
    Backup { result: String },
    /// A stored time control that cannot be read.
    TimeControl {
        text: String,
        error: crate::clock::TimeControlError,
    },
}

impl DamageFact {
    /// The damage in `cat`'s language.
    pub fn worded(&self, cat: &Catalog) -> String {
        match self {
            DamageFact::WalBadHeader { wal, len } => cat.get(
                "hostile-wal-bad-header",
                &[("wal", path_arg(wal)), ("len", (*len).into())],
            ),
            DamageFact::WalBreak {
                wal,
                frame,
                offset,
                lost,
            } => cat.get(
                "hostile-wal-break",
                &[
                    ("wal", path_arg(wal)),
                    ("frame", (*frame).into()),
                    ("offset", (*offset).into()),
                    ("lost", (*lost).into()),
                ],
            ),
            DamageFact::Zeroed { pages } => {
                let list: Vec<String> = pages.iter().map(u32::to_string).collect();
                cat.get(
                    "hostile-zeroed-pages",
                    &[
                        ("pages", list.join(", ").into()),
                        ("count", pages.len().into()),
                    ],
                )
            }
            DamageFact::Variant { board, variant } => cat.get(
                "errors-board-variant",
                &[
                    ("board", (*board).into()),
                    ("variant", variant.clone().into()),
                ],
            ),
            DamageFact::Migration { error } => cat.get(
                "errors-corrupt-migration",
                &[("error", error.clone().into())],
            ),
            DamageFact::Backup { result } => cat.get(
                "errors-corrupt-backup",
                &[("result", result.clone().into())],
            ),
            DamageFact::TimeControl { text, error } => {
                crate::i18n::errors::time_control_as_typed(cat, text, error)
            }
        }
    }
}

/// A one-line field the store refuses a text in (issue 18): its message key.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    White,
    Black,
    Player,
    Title,
    Federation,
}

impl Field {
    fn key(self) -> &'static str {
        match self {
            Field::White => "text-field-white",
            Field::Black => "text-field-black",
            Field::Player => "text-field-player",
            Field::Title => "text-field-title",
            Field::Federation => "text-field-federation",
        }
    }
}

/// What the store refuses to write ([`StoreError::OutOfRange`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RangeFact {
    /// A board or round number out of range.
    Number(crate::event::NumberOutOfRange),
    /// A one-line field with a control or invisible character.
    NotOneLine {
        field: Field,
        found: crate::text::NotOneLine,
    },
    /// A player with no name.
    NoName,
    /// No board number free after `highest` (up to `max`).
    NoFreeBoard { highest: i64, max: u32 },
    /// Another player has this player's FIDE id or starting rank: SQLite's text.
    PlayerTaken { name: String, detail: String },
}

impl RangeFact {
    /// What is refused, in `cat`'s language.
    pub fn worded(&self, cat: &Catalog) -> String {
        match self {
            RangeFact::Number(n) => crate::i18n::board::number_out_of_range(cat, n),
            RangeFact::NotOneLine { field, found } => {
                crate::i18n::not_one_line(cat, &cat.get(field.key(), &[]), found)
            }
            RangeFact::NoName => cat.get("errors-player-no-name", &[]),
            RangeFact::NoFreeBoard { highest, max } => cat.get(
                "errors-no-free-board",
                &[("highest", (*highest).into()), ("max", (*max).into())],
            ),
            RangeFact::PlayerTaken { name, detail } => cat.get(
                "rounds-player-taken",
                &[
                    ("name", crate::text::for_output(name).into_owned().into()),
                    ("detail", detail.clone().into()),
                ],
            ),
        }
    }

    /// `Ok`, or the field refused when `text` is not one line.
    pub(super) fn one_line(field: Field, text: &str) -> Result<(), RangeFact> {
        match crate::text::not_one_line(text) {
            None => Ok(()),
            Some(found) => Err(RangeFact::NotOneLine { field, found }),
        }
    }
}

/// The chain's status line: what was verified, or why not (`check`, `check --against`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChainStatus {
    /// The file is not chained (older than the tamper-evident log).
    NotChained,
    /// The key cannot be read: nobody here can verify.
    NoKey(KeyFact),
    /// The chain is broken (the break is a [`ChainBreak`]).
    Broken,
    /// Verified, with no events yet.
    Empty,
    /// Verified: the number of events, the head's id and its MAC's first digits.
    Verified { count: u64, head: i64, mac: String },
    /// Every event of the backup is here, unchanged, up to `head`.
    AgainstOk { backup: String, head: i64 },
}

impl ChainStatus {
    /// The status line in `cat`'s language.
    pub fn worded(&self, cat: &Catalog) -> String {
        match self {
            ChainStatus::NotChained => cat.get("hostile-chain-none", &[]),
            ChainStatus::NoKey(why) => cat.get(
                "hostile-chain-unverified",
                &[("why", why.worded(cat).into())],
            ),
            ChainStatus::Broken => cat.get("hostile-chain-broken", &[]),
            ChainStatus::Empty => cat.get("hostile-chain-empty", &[]),
            ChainStatus::Verified { count, head, mac } => cat.get(
                "hostile-chain-ok",
                &[
                    ("count", (*count).into()),
                    ("head", (*head).into()),
                    ("mac", mac.clone().into()),
                ],
            ),
            ChainStatus::AgainstOk { backup, head } => cat.get(
                "hostile-against-ok",
                &[("backup", backup.clone().into()), ("head", (*head).into())],
            ),
        }
    }
}

/// An event of the log, as a break names it: its id, its board's key and its number there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AtEvent {
    pub id: i64,
    pub board: u32,
    pub seq: u32,
}

impl AtEvent {
    fn args(&self) -> Vec<Arg<'static>> {
        vec![
            ("id", self.id.into()),
            ("board", self.board.into()),
            ("seq", self.seq.into()),
        ]
    }
}

/// Where the chain is broken.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ChainBreak {
    /// Events carry MACs but the chain's record is gone.
    OrphanMacs,
    /// A key exists for the file (at `key`) but its log carries no chain.
    Removed { key: String },
    /// The chain's seal does not match the key.
    Seal,
    /// `missing` events are gone before this one.
    Gap { at: AtEvent, missing: i64 },
    /// The event carries no MAC.
    Unmarked(AtEvent),
    /// The event's MAC does not match.
    Edited(AtEvent),
    /// The backup's event is not in this file: the file lost `count` events from it.
    AgainstLost {
        at: AtEvent,
        backup: String,
        count: usize,
    },
    /// The backup's event differs from this file's.
    AgainstDiffers {
        at: AtEvent,
        backup: String,
        count: usize,
    },
}

impl ChainBreak {
    /// The break in `cat`'s language.
    pub fn worded(&self, cat: &Catalog) -> String {
        let against = |key: &str, at: &AtEvent, backup: &str, count: usize| {
            let mut args = at.args();
            args.push(("backup", backup.to_owned().into()));
            args.push(("count", count.into()));
            cat.get(key, &args)
        };
        match self {
            ChainBreak::OrphanMacs => cat.get("hostile-chain-orphan-macs", &[]),
            ChainBreak::Removed { key } => {
                cat.get("hostile-chain-removed", &[("key", key.clone().into())])
            }
            ChainBreak::Seal => cat.get("hostile-chain-seal", &[]),
            ChainBreak::Gap { at, missing } => {
                let mut args = at.args();
                args.push(("missing", (*missing).into()));
                cat.get("hostile-chain-gap", &args)
            }
            ChainBreak::Unmarked(at) => cat.get("hostile-chain-unmarked", &at.args()),
            ChainBreak::Edited(at) => cat.get("hostile-chain-edited", &at.args()),
            ChainBreak::AgainstLost { at, backup, count } => {
                against("hostile-against-lost", at, backup, *count)
            }
            ChainBreak::AgainstDiffers { at, backup, count } => {
                against("hostile-against-differs", at, backup, *count)
            }
        }
    }
}

/// A problem `check` found in the file (each makes it exit 1).
#[derive(Debug)]
pub enum CheckFinding {
    /// A line of SQLite's `integrity_check`, as SQLite says it.
    Integrity(String),
    /// A row of `foreign_key_check`.
    ForeignKey { table: String, row: i64 },
    /// The file's application id is not arbiter's.
    ApplicationId(i32),
    /// A board's sequence numbers are not 1..n.
    Gap {
        board: BoardId,
        count: u32,
        max: u32,
    },
    /// A takeback or a decision refers to an event that is not an earlier one of its board.
    RefersLater {
        board: BoardId,
        seq: u32,
        target: u32,
    },
    /// An error of the store while checking (the log unreadable to its end, damage found when
    /// the file was opened, its companions replaced).
    Error(Box<StoreError>),
    /// The file's damage: pages all zeros.
    Damage(DamageFact),
    /// A board's snapshot does not match its bytes or its event.
    Snapshot { board: BoardId, seq: u32 },
    /// A table beside the log does not match its seal.
    TableEdited(&'static str),
    /// The chain is broken.
    Chain(ChainBreak),
    /// The witness of the log's end shows a lost tail or tables put back.
    Witness(WitnessFact),
}

impl CheckFinding {
    /// The finding in `cat`'s language.
    pub fn worded(&self, cat: &Catalog) -> String {
        let board_seq = |key: &str, board: &BoardId, seq: u32, extra: Option<Arg<'static>>| {
            let mut args = vec![("board", board.to_string().into()), ("seq", seq.into())];
            args.extend(extra);
            cat.get(key, &args)
        };
        match self {
            CheckFinding::Integrity(line) => line.clone(),
            CheckFinding::ForeignKey { table, row } => cat.get(
                "errors-corrupt-foreign-key",
                &[("table", table.clone().into()), ("row", (*row).into())],
            ),
            CheckFinding::ApplicationId(app_id) => format!("application_id is {app_id:#x}"),
            CheckFinding::Gap { board, count, max } => cat.get(
                "errors-corrupt-gap",
                &[
                    ("board", board.to_string().into()),
                    ("count", (*count).into()),
                    ("max", (*max).into()),
                ],
            ),
            CheckFinding::RefersLater { board, seq, target } => board_seq(
                "errors-corrupt-refers-later",
                board,
                *seq,
                Some(("target", (*target).into())),
            ),
            CheckFinding::Error(e) => e.worded(cat),
            CheckFinding::Damage(d) => d.worded(cat),
            CheckFinding::Snapshot { board, seq } => {
                board_seq("hostile-snapshot-damaged", board, *seq, None)
            }
            CheckFinding::TableEdited(table) => {
                cat.get("hostile-table-edited", &[("table", (*table).into())])
            }
            CheckFinding::Chain(b) => b.worded(cat),
            CheckFinding::Witness(w) => w.worded(cat),
        }
    }
}

/// Why `check` (or a reader) could not verify the file: not a finding of damage.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Unverified {
    /// The chain: not chained, or no key.
    Chain(ChainStatus),
    /// The tables beside the log are not sealed yet.
    TablesNotSealed,
    /// The witness of the log's end: none, another file's, unreadable.
    Witness(WitnessFact),
}

impl Unverified {
    /// Why, in `cat`'s language.
    pub fn worded(&self, cat: &Catalog) -> String {
        match self {
            Unverified::Chain(status) => status.worded(cat),
            Unverified::TablesNotSealed => cat.get("hostile-table-not-sealed", &[]),
            Unverified::Witness(w) => w.worded(cat),
        }
    }
}

macro_rules! english_display {
    ($($t:ty),*) => {$(
        /// English, for logs; the edge words it in the reader's language (`worded`).
        impl fmt::Display for $t {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.worded(english()))
            }
        }
    )*};
}

english_display!(
    KeyFact,
    DamageFact,
    RangeFact,
    ChainStatus,
    ChainBreak,
    CheckFinding,
    Unverified
);
