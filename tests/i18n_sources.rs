//! No user-visible English built in code (issue 16): every text a person reads comes from the
//! Fluent message files (`src/i18n/messages/LANG/AREA.ftl`). This scans the sources of the
//! areas converted so far for string literals with words passed to the printing and formatting
//! macros (`outln!`, `out!`, `format!`, `bail!`, `anyhow!`, `eprintln!`, `writeln!`, …) and fails
//! listing them. Non-user text (JSON, SQL, PGN tag names, developer-only Debug output) is named
//! in a short allowlist; the literals still waiting for their message keys are counted per file
//! in [`PENDING`], which may only go down: a new literal anywhere fails the test.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The sources checked, relative to the crate: directories (every `.rs` below) or files. The
/// app (`src/tui`) joins this list when its conversion lands.
const SCANNED: &[&str] = &[
    "src/cli",
    "src/rules",
    "src/event",
    "src/clock",
    "src/interop",
    "src/store",
    "src/main.rs",
];

/// The macros whose format string (first string literal) a person may read.
const MACROS: &[&str] = &[
    "outln!",
    "out!",
    "format!",
    "bail!",
    "anyhow!",
    "eprintln!",
    "eprint!",
    "println!",
    "print!",
    "writeln!",
    "write!",
    "ensure!",
];

/// Literals that are not text for people, whatever words they hold: the format strings
/// themselves, exactly.
const ALLOWED: &[&str] = &[
    // The program's name before every error line (stderr), as Unix tools do.
    "arbiter: {}",
    "arbiter: {why}",
    // A flag's name after the file and game an error is about: flags stay English (clap).
    "{at_game}, --move ",
    // A flag's name before its parser's (translated) error: flags stay English (clap).
    "--round: {e}",
    // A timestamp out of chrono's range, shown as its number of milliseconds.
    "{ms} ms",
    // The note `arbiter stress` writes to load the event file: test data, not a message.
    "stress {pid} {i}",
    // PGN's clock comment command and TRF's record code: file formats, not text.
    "[%clk {}]",
    "XXR {total}",
    // TRF-2026's integrity comment as FIDE's endorsement manual writes it: the file's language
    // (English, as its record codes and PGN's tags), read by pairing programs and FIDE.
    "### Correction @ Round {round}: board {board} {} – {}: {was} taken back by {who}, now {now}",
    // The same comment for a board re-paired (`import pairings --replace`), in the same form.
    "### Correction @ Round {round}: board {board} {} – {}: re-paired by {who} from {}, now {} – {}",
    // The PGN Round tag of a game outside the round's pairings: PGN tags stay English.
    "{id} (extra)",
    // Who acted, as recorded: the account's number and the SSH client's host (data).
    "uid {}",
    "ssh {host}",
    // The SQLite header field an event file is recognised by, in a damaged file's detail.
    "application_id is {app_id:#x}",
    // How Linux names a removed file that a process holds open (`/proc/self/fd`): the kernel's.
    "{name} (deleted)",
    // The witness of the log's end beside the key (`store::witness`): a file format, not text.
    "arbiter witness v1\\nfile {}\\nhead {} {}\\ntables {} {}\\nmac {}\\n",
    // Its last line, the marks of the file as its writer left it (`witness::PageMark`).
    "pages {} {} {} {} {} {} {}\\n",
];

/// SQL statements are not text for people: a literal that starts with one of these.
const SQL: &[&str] = &["SELECT ", "INSERT ", "UPDATE ", "DELETE ", "PRAGMA "];

/// Files with literals not yet moved to the message files, and how many. Only ever lower a
/// count (the test fails when a file has fewer, so that the number stays true); never raise it.
const PENDING: &[(&str, usize)] = &[];

/// One literal with words found in a scanned file.
#[derive(Debug)]
struct Found {
    line: usize,
    text: String,
}

fn rust_files(root: &Path, rel: &str, out: &mut Vec<PathBuf>) {
    let path = root.join(rel);
    if path.is_file() {
        out.push(path);
        return;
    }
    let Ok(entries) = std::fs::read_dir(&path) else {
        panic!("{rel}: not found (SCANNED names it)");
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        let sub = p.strip_prefix(root).expect("below the root");
        let sub = sub.to_string_lossy().into_owned();
        if p.is_dir() {
            rust_files(root, &sub, out);
        } else if sub.ends_with(".rs") {
            out.push(p);
        }
    }
}

/// The text of the string literal starting at `bytes[i]` (a `"` or `r"`/`r#"`), and the index
/// after it.
fn literal_at(src: &str, i: usize) -> Option<(String, usize)> {
    let rest = &src[i..];
    if let Some(raw) = rest.strip_prefix('r') {
        let hashes = raw.chars().take_while(|&c| c == '#').count();
        let body = raw[hashes..].strip_prefix('"')?;
        let close = format!("\"{}", "#".repeat(hashes));
        let end = body.find(&close)?;
        let start = i + 1 + hashes + 1;
        return Some((body[..end].to_owned(), start + end + close.len()));
    }
    let body = rest.strip_prefix('"')?;
    let mut text = String::new();
    let mut chars = body.char_indices();
    while let Some((k, c)) = chars.next() {
        match c {
            '\\' => {
                if let Some((_, n)) = chars.next() {
                    text.push('\\');
                    text.push(n);
                }
            }
            '"' => return Some((text, i + 1 + k + 1)),
            _ => text.push(c),
        }
    }
    None
}

/// Whether a format string holds words for people once its `{…}` placeholders are taken out:
/// two or more letters in a row.
fn has_words(format: &str) -> bool {
    let mut plain = String::new();
    let mut depth = 0usize;
    let mut chars = format.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' if chars.peek() == Some(&'{') => {
                chars.next();
                plain.push('{');
            }
            '}' if depth == 0 && chars.peek() == Some(&'}') => {
                chars.next();
                plain.push('}');
            }
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            // Escapes such as \n, \t are not letters of a word.
            '\\' if depth == 0 => {
                chars.next();
                plain.push(' ');
            }
            _ if depth == 0 => plain.push(c),
            _ => {}
        }
    }
    // HTML markup (`<td class="num">`, `</tr>`) is not text; what stands between tags is.
    let mut text = String::new();
    let mut chars = plain.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '<'
            && chars
                .peek()
                .is_some_and(|n| n.is_ascii_alphabetic() || *n == '/' || *n == '!')
        {
            for n in chars.by_ref() {
                if n == '>' {
                    break;
                }
            }
            text.push(' ');
        } else {
            text.push(c);
        }
    }
    let mut run = 0;
    for c in text.chars() {
        if c.is_alphabetic() {
            run += 1;
            if run >= 2 {
                return true;
            }
        } else {
            run = 0;
        }
    }
    false
}

/// The literals with words passed to [`MACROS`] in `src`, outside `#[cfg(test)]` code and
/// comments.
fn scan(src: &str) -> Vec<Found> {
    // Unit tests at the end of a file are not the program's output.
    let src = match src.find("\n#[cfg(test)]") {
        Some(k) => &src[..k],
        None => src,
    };
    // Comments out (line comments; doc comments included), keeping line numbers.
    let code: String = src
        .lines()
        .map(|l| match l.trim_start().starts_with("//") {
            true => "",
            false => l,
        })
        .collect::<Vec<_>>()
        .join("\n");
    let mut found = Vec::new();
    for mac in MACROS {
        let mut from = 0;
        while let Some(k) = code[from..].find(mac) {
            let at = from + k;
            from = at + mac.len();
            // `out!` inside `outln!`/`about!`, `write!` inside `writeln!`: whole names only.
            let before = code[..at].chars().next_back();
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            let Some(open) = code[from..].find(['(', '[', '{']) else {
                continue;
            };
            if open > 1 {
                continue;
            }
            // The first string literal among the macro's arguments, before its closing paren.
            let mut depth = 0i32;
            let mut i = from + open;
            let bytes = code.as_bytes();
            while i < code.len() {
                match bytes[i] {
                    b'(' | b'[' | b'{' => depth += 1,
                    b')' | b']' | b'}' => {
                        depth -= 1;
                        if depth == 0 {
                            break;
                        }
                    }
                    b'"' | b'r' if depth == 1 => {
                        let is_raw = bytes[i] == b'r'
                            && matches!(bytes.get(i + 1), Some(b'"' | b'#'))
                            && !code[..i]
                                .chars()
                                .next_back()
                                .is_some_and(|c| c.is_alphanumeric() || c == '_');
                        if bytes[i] == b'"' || is_raw {
                            if let Some((text, _)) = literal_at(&code, i)
                                && has_words(&text)
                                && !ALLOWED.contains(&text.as_str())
                                && !SQL.iter().any(|k| text.starts_with(k))
                            {
                                let line = code[..at].matches('\n').count() + 1;
                                found.push(Found { line, text });
                            }
                            break;
                        }
                    }
                    _ => {}
                }
                i += 1;
            }
        }
    }
    found.sort_by_key(|f| f.line);
    found
}

fn scan_all() -> BTreeMap<String, Vec<Found>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for rel in SCANNED {
        rust_files(root, rel, &mut files);
    }
    files
        .into_iter()
        .map(|p| {
            let rel = p
                .strip_prefix(root)
                .expect("below the root")
                .to_string_lossy()
                .replace('\\', "/");
            let src = std::fs::read_to_string(&p).expect("readable source");
            (rel, scan(&src))
        })
        .collect()
}

#[test]
fn no_user_visible_english_is_built_in_code() {
    let mut problems = Vec::new();
    let mut counts = Vec::new();
    for (file, found) in scan_all() {
        let pending = PENDING
            .iter()
            .find(|(f, _)| *f == file)
            .map_or(0, |(_, n)| *n);
        if !found.is_empty() {
            counts.push(format!("    (\"{file}\", {}),", found.len()));
        }
        if found.len() > pending {
            for f in &found {
                problems.push(format!("{file}:{}: {:?}", f.line, f.text));
            }
            problems.push(format!(
                "{file}: {} literal(s) with words, {pending} pending: move the new text to \
                 src/i18n/messages/{{en,es,ru}}/AREA.ftl and format it with i18n::t",
                found.len()
            ));
        } else if found.len() < pending {
            problems.push(format!(
                "{file}: {} pending in PENDING but {} found: lower its count",
                pending,
                found.len()
            ));
        }
    }
    for (file, _) in PENDING {
        assert!(
            SCANNED.iter().any(|s| file.starts_with(s)),
            "PENDING names {file}, which is not scanned"
        );
    }
    assert!(
        problems.is_empty(),
        "user-visible English built in code:\n{}\n\nThe counts now:\n{}",
        problems.join("\n"),
        counts.join("\n")
    );
}

#[test]
fn the_scanner_finds_what_it_must_and_only_that() {
    let found = scan("fn f(n: u32) {\n    outln!(\"Board {} saved\", n);\n}\n");
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(
        (found[0].line, found[0].text.as_str()),
        (2, "Board {} saved")
    );
    let found = scan(
        "fn f() {\n    writeln!(out, \"  {}\", x)?;\n    bail!(\n        \"{file}: no games\"\n    );\n}\n",
    );
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].text, "{file}: no games");
    // Placeholders, escapes, keys through i18n, comments and unit tests are not text.
    let clean = "fn f() {\n    outln!(\"{:>3}  {}\\n\", a, t(\"cli-row\", &[]));\n    // outln!(\"a comment\");\n    let s = format!(\"#{seq}: {e:?}\");\n}\n#[cfg(test)]\nmod tests { fn g() { format!(\"unit test text\"); } }\n";
    assert!(scan(clean).is_empty(), "{:?}", scan(clean));
    assert!(has_words("ply {ply}"));
    assert!(!has_words("<tr><td class=\\\"num\\\">{n}</td></tr>"));
    assert!(has_words("<p>No incidents</p>"));
    assert!(!has_words("{a} – {b} {{x}}"));
}

/// The errors' `Display` stays English for logs, but the user never reads it: the command
/// line prints every error through `cli::error_words::render`, which words the typed errors
/// (`StoreError`, `InteropError`, `TimeControlError`, `RulesError`) from the `errors` message
/// area; and no scanned file prints an error's chain with `{err:#}`/`{e:#}` (anyhow's English).
#[test]
fn errors_reach_the_user_worded_at_the_edge() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let cli = std::fs::read_to_string(root.join("src/cli/mod.rs")).expect("src/cli/mod.rs");
    assert!(
        cli.contains("error_words::render(words.catalog(), &err)"),
        "src/cli/mod.rs must print errors through cli::error_words::render"
    );
    let mut files = Vec::new();
    for rel in SCANNED {
        rust_files(root, rel, &mut files);
    }
    let mut raw = Vec::new();
    for p in files {
        let src = std::fs::read_to_string(&p).expect("readable source");
        let src = match src.find("\n#[cfg(test)]") {
            Some(k) => &src[..k],
            None => &src[..],
        };
        for (n, line) in src.lines().enumerate() {
            if line.contains("{err:#}") || line.contains("{e:#}") {
                raw.push(format!("{}:{}: {}", p.display(), n + 1, line.trim()));
            }
        }
    }
    assert!(
        raw.is_empty(),
        "an error chain printed in English (use cli::error_words::render):\n{}",
        raw.join("\n")
    );
}
