//! The tamper-evident event log (issue 18): one HMAC-SHA256 chain over the whole file.
//!
//! Each event carries a MAC over its content (id, board, sequence number, time, account, name,
//! origin, what happened) and the MAC of the event before it, keyed by the event key: 32 random
//! bytes that `arbiter init` writes to a file readable only by its owner (mode 0600), beside the
//! event file (`EVENT.sqlite.key`) or where `--key` says. The chain starts from a seal (a MAC of
//! the id after which events are chained) kept in the `chain` table. Whoever can write the event
//! file but cannot read the key — a player through player mode, anyone who copies the file — can
//! still edit, delete or insert rows, but cannot make the MACs match again: `arbiter check` names
//! the first event that does not match. A lost tail (a deleted WAL, an older copy put back) leaves
//! a consistent chain; only a backup shows it (`arbiter check --against BACKUP`).

use std::io::Read;
use std::path::{Path, PathBuf};

use hmac::{Hmac, Mac};
use sha2::Sha256;

use crate::lang::Lang;

/// Bytes of an event key.
pub const KEY_LEN: usize = 32;

/// The mode of a new key file: its owner reads it, nobody else.
pub const KEY_FILE_MODE: u32 = 0o600;

/// An event file and where its event key is: beside it (`EVENT.sqlite.key`) or where `--key`
/// says. The CLI makes it once from `--db` and `--key` and passes it to every door of the store
/// (`Store::open_file`, `Store::create_file`), so that no verb reads another key than the one
/// named (issue 31: no process-wide key path).
///
/// It also carries what the store read of the file that its caller may want without opening
/// it again: the event's language ([`EventFile::language_seen`]), shared by its clones.
#[derive(Debug, Clone)]
pub struct EventFile {
    db: PathBuf,
    key: Option<PathBuf>,
    language: std::sync::Arc<std::sync::OnceLock<Option<Lang>>>,
}

impl EventFile {
    /// The event file `db` with its key at `key` (`--key`), else beside it.
    pub fn new(db: impl Into<PathBuf>, key: Option<PathBuf>) -> EventFile {
        EventFile {
            db: db.into(),
            key,
            language: Default::default(),
        }
    }

    /// The event file `db` with its key beside it (`db` with `.key` appended).
    pub fn beside(db: impl Into<PathBuf>) -> EventFile {
        EventFile::new(db, None)
    }

    /// The event file.
    pub fn db(&self) -> &Path {
        &self.db
    }

    /// Where the event key is: `--key`, else the event file's name with `.key` appended.
    pub fn key(&self) -> PathBuf {
        match &self.key {
            Some(key) => key.clone(),
            None => self.key_beside(),
        }
    }

    /// The key's place when none is named: the event file's name with `.key` appended.
    pub(super) fn key_beside(&self) -> PathBuf {
        let mut p = self.db.as_os_str().to_owned();
        p.push(".key");
        PathBuf::from(p)
    }

    /// The event's language (`init --lang`) as a store opened on this file (or a clone of it)
    /// read it from the settings, if one has: `Some(None)` when the event names none. The CLI
    /// chooses its language with it rather than open the file a second time
    /// ([`super::Store::event_language`]); an event's language never changes once it is made.
    pub fn language_seen(&self) -> Option<Option<Lang>> {
        self.language.get().copied()
    }

    /// The event's language as read from the settings ([`EventFile::language_seen`]).
    pub(super) fn see_language(&self, lang: Option<Lang>) {
        let _ = self.language.set(lang);
    }

    /// Another event file (a backup of this one) under the same key: the key named, else the
    /// one beside that file.
    pub fn with_db(&self, db: &Path) -> EventFile {
        EventFile::new(db, self.key.clone())
    }
}

/// An event key. Its bytes are never printed.
#[derive(Clone)]
pub struct ChainKey([u8; KEY_LEN]);

impl std::fmt::Debug for ChainKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ChainKey(…)")
    }
}

/// One event's content as the chain covers it.
#[derive(Debug, Clone, Copy)]
pub struct Covered<'a> {
    pub id: i64,
    pub board: u32,
    pub seq: u32,
    pub at_ms: i64,
    pub actor: &'a str,
    pub display_name: Option<&'a str>,
    pub origin: Option<&'a str>,
    pub kind_json: &'a str,
}

type HmacSha256 = Hmac<Sha256>;

impl ChainKey {
    /// A new random key (from the operating system's generator).
    pub fn generate() -> std::io::Result<ChainKey> {
        let mut bytes = [0u8; KEY_LEN];
        std::fs::File::open("/dev/urandom")?.read_exact(&mut bytes)?;
        Ok(ChainKey(bytes))
    }

    /// The key in `path`; `Ok(None)` when there is no such file. A file that is not a key is
    /// an `InvalidData` error (its text English, for logs).
    pub fn load(path: &Path) -> std::io::Result<Option<ChainKey>> {
        ChainKey::read(path).map_err(|e| {
            e.unwrap_or_else(|| {
                let english = crate::i18n::catalog(crate::i18n::Lang::En);
                std::io::Error::new(
                    std::io::ErrorKind::InvalidData,
                    english.get("errors-not-a-key", &[("digits", (KEY_LEN * 2).into())]),
                )
            })
        })
    }

    /// [`ChainKey::load`], with a file that is not a key as `Err(None)` (a fact the edge
    /// words, [`super::KeyFact::NotAKey`]) and what the system said as `Err(Some(_))`.
    pub(super) fn read(path: &Path) -> Result<Option<ChainKey>, Option<std::io::Error>> {
        let text = match std::fs::read_to_string(path) {
            Ok(t) => t,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(Some(e)),
        };
        let hex = text.trim();
        if hex.len() != KEY_LEN * 2 || !hex.is_ascii() {
            return Err(None);
        }
        let mut bytes = [0u8; KEY_LEN];
        for (i, b) in bytes.iter_mut().enumerate() {
            *b = u8::from_str_radix(&hex[2 * i..2 * i + 2], 16).map_err(|_| None)?;
        }
        Ok(Some(ChainKey(bytes)))
    }

    /// The key in `path`, or a new one written there, mode 0600 whatever the umask. An existing
    /// key is kept (one key may serve several event files).
    pub fn load_or_create(path: &Path) -> std::io::Result<ChainKey> {
        if let Some(key) = ChainKey::load(path)? {
            return Ok(key);
        }
        let key = ChainKey::generate()?;
        let mut options = std::fs::OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, KEY_FILE_MODE);
        let mut file = options.open(path)?;
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            file.set_permissions(std::fs::Permissions::from_mode(KEY_FILE_MODE))?;
        }
        let hex: String = key.0.iter().map(|b| format!("{b:02x}")).collect();
        std::io::Write::write_all(&mut file, format!("{hex}\n").as_bytes())?;
        file.sync_all()?;
        Ok(key)
    }

    pub(crate) fn mac(&self, parts: &[Option<&[u8]>]) -> Vec<u8> {
        self.keyed().mac(parts)
    }

    /// The HMAC state with this key in it, for many MACs in a row ([`Keyed`]).
    pub(crate) fn keyed(&self) -> Keyed {
        // The key is 32 bytes: HMAC accepts any length, so this cannot fail.
        Keyed(<HmacSha256 as Mac>::new_from_slice(&self.0).ok())
    }

    /// The seal the chain starts from: events with an id above `start_id` are chained.
    pub fn seal(&self, start_id: i64) -> Vec<u8> {
        self.mac(&[
            Some(b"arbiter event chain v1".as_slice()),
            Some(&start_id.to_le_bytes()),
        ])
    }

    /// The MAC of an event whose predecessor's MAC is `prev`.
    pub fn event_mac(&self, prev: &[u8], ev: &Covered<'_>) -> Vec<u8> {
        self.keyed().event_mac(prev, ev)
    }
}

/// An event key's HMAC state once the key is in it, cloned for each MAC: a walk of the whole
/// chain (`check`, issue 36) hashes the key's two padded blocks once, not once per event. The
/// MACs are the key's own ([`ChainKey::mac`]).
#[derive(Clone)]
pub(crate) struct Keyed(Option<HmacSha256>);

impl Keyed {
    /// [`ChainKey::mac`].
    pub(crate) fn mac(&self, parts: &[Option<&[u8]>]) -> Vec<u8> {
        let Some(mut mac) = self.0.clone() else {
            return Vec::new();
        };
        feed(parts, |bytes| mac.update(bytes));
        mac.finalize().into_bytes().to_vec()
    }

    /// [`ChainKey::event_mac`].
    pub(crate) fn event_mac(&self, prev: &[u8], ev: &Covered<'_>) -> Vec<u8> {
        let (id, board, seq, at) = ev.numbers();
        let [a, b, c, d, e, f, g, h] = ev.parts(&id, &board, &seq, &at);
        self.mac(&[Some(prev), a, b, c, d, e, f, g, h])
    }
}

/// What ties a board snapshot (`store::snapshot`, issue 21) to the event it was taken at and to
/// its own bytes. On a chained file a MAC, with the event key, of the event's MAC — which covers
/// the event and, through the MAC before it, the whole log up to it — the snapshot's format and
/// its bytes: whoever can write the file but cannot read the key can no more plant a state for
/// the readers to show than forge an event (`None` without the key: the snapshot is neither
/// written nor trusted). On a file older than the chain, whose events nothing authenticates, a
/// SHA-256 digest of the event's content (the fields a MAC covers). A snapshot whose tie does not
/// come out the same is not trusted.
pub fn tie(
    key: Option<&ChainKey>,
    mac: Option<&[u8]>,
    ev: &Covered<'_>,
    format: i64,
    data: &[u8],
) -> Option<Vec<u8>> {
    if let Some(mac) = mac {
        return key.map(|key| {
            key.mac(&[
                Some(b"arbiter board snapshot v1".as_slice()),
                Some(mac),
                Some(&format.to_le_bytes()),
                Some(data),
            ])
        });
    }
    use sha2::Digest;
    let mut hash = Sha256::new();
    let (id, board, seq, at) = ev.numbers();
    feed(&ev.parts(&id, &board, &seq, &at), |bytes| {
        hash.update(bytes)
    });
    Some(hash.finalize().to_vec())
}

/// Hand `parts` to `update`, each length-prefixed (and absent ones marked), so that no two
/// contents give the same bytes.
fn feed(parts: &[Option<&[u8]>], mut update: impl FnMut(&[u8])) {
    for part in parts {
        match part {
            Some(bytes) => {
                update(&[1]);
                update(&(bytes.len() as u64).to_le_bytes());
                update(bytes);
            }
            None => update(&[0]),
        }
    }
}

impl Covered<'_> {
    /// The id, board, sequence number and time as bytes, for [`Covered::parts`].
    fn numbers(&self) -> ([u8; 8], [u8; 4], [u8; 4], [u8; 8]) {
        (
            self.id.to_le_bytes(),
            self.board.to_le_bytes(),
            self.seq.to_le_bytes(),
            self.at_ms.to_le_bytes(),
        )
    }

    /// The fields covered, in order.
    fn parts<'a>(
        &'a self,
        id: &'a [u8; 8],
        board: &'a [u8; 4],
        seq: &'a [u8; 4],
        at: &'a [u8; 8],
    ) -> [Option<&'a [u8]>; 8] {
        [
            Some(id),
            Some(board),
            Some(seq),
            Some(at),
            Some(self.actor.as_bytes()),
            self.display_name.map(str::as_bytes),
            self.origin.map(str::as_bytes),
            Some(self.kind_json.as_bytes()),
        ]
    }
}

/// Where the next appended event hooks into the chain.
#[derive(Debug, Clone)]
pub(crate) struct Cursor {
    pub key: ChainKey,
    pub prev: Vec<u8>,
    pub next_id: i64,
}

/// The first 8 bytes of a MAC in hexadecimal: enough for a person to compare two heads.
pub fn short_hex(mac: &[u8]) -> String {
    mac.iter().take(8).map(|b| format!("{b:02x}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mac_changes_with_every_field_and_with_the_previous_mac() {
        let key = ChainKey([7; KEY_LEN]);
        let ev = Covered {
            id: 3,
            board: 1,
            seq: 2,
            at_ms: 1000,
            actor: "ann",
            display_name: None,
            origin: Some("/dev/pts/1"),
            kind_json: "{\"note\":{\"text\":\"x\"}}",
        };
        let base = key.event_mac(b"prev", &ev);
        assert_eq!(base.len(), 32);
        assert_eq!(base, key.event_mac(b"prev", &ev));
        let variants = [
            Covered { id: 4, ..ev },
            Covered { board: 2, ..ev },
            Covered { seq: 3, ..ev },
            Covered { at_ms: 1001, ..ev },
            Covered { actor: "bob", ..ev },
            Covered {
                display_name: Some(""),
                ..ev
            },
            Covered { origin: None, ..ev },
            Covered {
                kind_json: "{}",
                ..ev
            },
        ];
        for v in &variants {
            assert_ne!(key.event_mac(b"prev", v), base, "{v:?}");
        }
        assert_ne!(key.event_mac(b"prev2", &ev), base);
        assert_ne!(ChainKey([8; KEY_LEN]).event_mac(b"prev", &ev), base);
        assert_ne!(key.seal(0), key.seal(1));
    }

    #[test]
    fn a_new_key_file_is_0600_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("e.sqlite.key");
        let key = ChainKey::load_or_create(&path).unwrap();
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = std::fs::metadata(&path).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, KEY_FILE_MODE);
        }
        let again = ChainKey::load(&path).unwrap().expect("key");
        assert_eq!(key.0, again.0);
        std::fs::write(&path, "zz").unwrap();
        assert!(ChainKey::load(&path).is_err());
    }
}
