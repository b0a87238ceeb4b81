//! No word of the app is built in code (issue 16): every text a person reads on its screens
//! comes from `messages/LANG/tui.ftl`. This scans the sources of `src/tui/**` for string
//! literals and fails, listing them, on any that holds a word, except where the literal is not
//! text for a person:
//!
//! - a message id of `tui.ftl` (`"tui-hall-sort"`) or the prefix of a family of ids;
//! - the name of a message argument in an argument list (`&[("number", …)]`), when `tui.ftl`
//!   uses `$number`;
//! - a selector value a message chooses on (`"white"`, `"yes"`), when `tui.ftl` has the
//!   variant;
//! - a name the fold gives as data and `tui.ftl` words (`"penalty"` for `tui-kind-penalty`);
//! - a few data tokens listed below, each with why it is not text for a person.
//!
//! Inside a drawing call (`Span::raw(…)`, `Line::from(…)`, `.title(…)`, `set_status(…)`, …)
//! and in a `format!` no exception holds: only symbols, digits, separators and placeholders.
//! Unit tests (`#[cfg(test)] mod tests`) and comments are not read.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

/// Literals that hold letters but are data, not text for a person, and why.
const DATA: &[(&str, &str, &str)] = &[
    (
        "src/tui/store_source.rs",
        "chain",
        "a thread's name, seen only in a debugger",
    ),
    (
        "src/tui/store_source.rs",
        "cannot verify the chain in the background",
        "a line of the log file (tracing), never on the screen",
    ),
    (
        "src/tui/store_source.rs",
        "quick check",
        "a thread's name, seen only in a debugger",
    ),
    (
        "src/tui/store_source.rs",
        "cannot run the quick check in the background",
        "a line of the log file (tracing), never on the screen",
    ),
    (
        "src/tui/app/mod.rs",
        "flags",
        "a thread's name, seen only in a debugger",
    ),
    (
        "src/tui/demo.rs",
        "Board",
        "a PGN tag name of data/demo.pgn",
    ),
    (
        "src/tui/demo.rs",
        "Black",
        "a PGN tag name of data/demo.pgn",
    ),
    (
        "src/tui/demo.rs",
        "Round",
        "a PGN tag name of data/demo.pgn",
    ),
    ("src/tui/demo.rs", "FEN", "a PGN tag name of data/demo.pgn"),
    ("src/tui/demo.rs", "set", "a step verb of data/demo.json"),
    ("src/tui/demo.rs", "start", "a step verb of data/demo.json"),
    ("src/tui/demo.rs", "pause", "a step verb of data/demo.json"),
    ("src/tui/demo.rs", "offer", "a step verb of data/demo.json"),
    ("src/tui/demo.rs", "claim", "a step verb of data/demo.json"),
    (
        "src/tui/demo.rs",
        "illegal",
        "a step verb of data/demo.json",
    ),
    ("src/tui/demo.rs", "result", "a step verb of data/demo.json"),
    (
        "src/tui/demo.rs",
        "demo",
        "the note the demo's illegal moves are recorded with",
    ),
    ("src/tui/term.rs", "signals", "the name of a thread"),
    ("src/tui/store_source.rs", "boards", "the name of a thread"),
    (
        "src/tui/store_source.rs",
        "cannot fold the boards in the background",
        "a line of the log file (tracing), never on the screen",
    ),
    (
        "src/tui/term.rs",
        "ARBITER_FIRST_FRAME_LOG",
        "an environment variable's name (the benchmark's)",
    ),
    (
        "src/tui/term.rs",
        "cannot write the first frame's instant",
        "a line of the log file (tracing), never on the screen",
    ),
    (
        "src/tui/keymap.rs",
        "йцукенгшщзхъфывапролджэячсмитьбюё.",
        "the Russian keyboard layout, matched against key presses",
    ),
    (
        "src/tui/keymap.rs",
        "qwertyuiop[]asdfghjkl;'zxcvbnm,.`/",
        "the US keyboard layout, matched against key presses",
    ),
    (
        "src/tui/keymap.rs",
        "ЙЦУКЕНГШЩЗХЪФЫВАПРОЛДЖЭЯЧСМИТЬБЮЁ,",
        "the Russian keyboard layout, matched against key presses",
    ),
    (
        "src/tui/keymap.rs",
        "QWERTYUIOP{}ASDFGHJKL: ZXCVBNM<>~?",
        "the US keyboard layout, matched against key presses (an escaped quote reads as a blank)",
    ),
    (
        "src/tui/term.rs",
        "app stopped",
        "a line of the log file, not the screen",
    ),
    (
        "src/tui/term.rs",
        "refused",
        "a line of the log file, not the screen",
    ),
    (
        "src/tui/term.rs",
        "the app did not stop after the signal: exiting",
        "a line of the log file",
    ),
];

/// Files that are not the app's words: hand-made views standing for what the store gives
/// (players' names, the fold's incident texts), for the snapshot tests and the benchmark.
const FIXTURES: &[&str] = &["src/tui/sample.rs"];

/// Calls whose string arguments are drawn on the screen as they are.
const DRAWING: &[&str] = &[
    "Span::raw(",
    "Span::styled(",
    "Line::from(",
    "Line::raw(",
    "Line::styled(",
    "Paragraph::new(",
    "Text::from(",
    "Text::raw(",
    ".title(",
    "set_status(",
    "format!(",
];

/// A string literal of the sources: its text, where it starts, what precedes it.
struct Literal {
    text: String,
    line: usize,
    before: String,
    after: String,
}

/// The string literals of `src`, outside comments, char literals and unit tests.
fn literals(src: &str) -> Vec<Literal> {
    let src = match src.find("#[cfg(test)]\nmod tests") {
        Some(i) => &src[..i],
        None => src,
    };
    let chars: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    let mut line = 1;
    // What the code says outside literals, for the context of each one.
    let mut code = String::new();
    while i < chars.len() {
        let c = chars[i];
        let next = chars.get(i + 1).copied();
        if c == '\n' {
            line += 1;
        }
        if c == '/' && next == Some('/') {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        }
        if c == '/' && next == Some('*') {
            while i + 1 < chars.len() && !(chars[i] == '*' && chars[i + 1] == '/') {
                if chars[i] == '\n' {
                    line += 1;
                }
                i += 1;
            }
            i += 2;
            continue;
        }
        if c == '\'' {
            // A char literal ('"', '\'', '\u{301}', 'x'), or a lifetime.
            if next == Some('\\') {
                let mut j = i + 2;
                while j < chars.len() && chars[j] != '\'' {
                    j += 1;
                }
                i = j + 1;
                continue;
            }
            if chars.get(i + 2) == Some(&'\'') {
                i += 3;
                continue;
            }
            code.push(c);
            i += 1;
            continue;
        }
        // Raw strings r"…", r#"…"#, and byte strings.
        let raw_start = (c == 'r' || (c == 'b' && next == Some('r')))
            && !chars
                .get(i.wrapping_sub(1))
                .is_some_and(|p| p.is_alphanumeric() || *p == '_');
        if raw_start {
            let mut j = i + if c == 'b' { 2 } else { 1 };
            let mut hashes = 0;
            while chars.get(j) == Some(&'#') {
                hashes += 1;
                j += 1;
            }
            if chars.get(j) == Some(&'"') {
                let start_line = line;
                let close: String = std::iter::once('"')
                    .chain(std::iter::repeat_n('#', hashes))
                    .collect();
                let rest: String = chars[j + 1..].iter().collect();
                let end = rest.find(&close).unwrap_or(rest.len());
                let text: String = rest[..end].to_owned();
                line += text.matches('\n').count();
                let after: String = rest[end + close.len()..].chars().take(40).collect();
                out.push(Literal {
                    text,
                    line: start_line,
                    before: tail(&code, 200),
                    after,
                });
                i = j + 1 + rest[..end].chars().count() + close.chars().count();
                code.push_str("\"\"");
                continue;
            }
        }
        if c == '"' {
            let start_line = line;
            let mut text = String::new();
            let mut j = i + 1;
            while j < chars.len() && chars[j] != '"' {
                if chars[j] == '\\' {
                    // An escape stands for no letter of its own (\n, \u{…}, \" …).
                    j += 1;
                    if chars.get(j) == Some(&'u') {
                        while j < chars.len() && chars[j] != '}' {
                            j += 1;
                        }
                    } else if chars.get(j) == Some(&'\n') {
                        line += 1;
                    }
                    text.push(' ');
                    j += 1;
                    continue;
                }
                if chars[j] == '\n' {
                    line += 1;
                }
                text.push(chars[j]);
                j += 1;
            }
            let after: String = chars[(j + 1).min(chars.len())..].iter().take(40).collect();
            out.push(Literal {
                text,
                line: start_line,
                before: tail(&code, 200),
                after,
            });
            code.push_str("\"\"");
            i = j + 1;
            continue;
        }
        code.push(c);
        i += 1;
    }
    out
}

fn tail(s: &str, n: usize) -> String {
    let chars: Vec<char> = s.chars().collect();
    chars[chars.len().saturating_sub(n)..].iter().collect()
}

/// The text without format placeholders (`{}`, `{sep}`, `{:02}`, `{other:?}`).
fn without_placeholders(text: &str) -> String {
    let mut out = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '{' => depth += 1,
            '}' if depth > 0 => depth -= 1,
            _ if depth == 0 => out.push(c),
            _ => {}
        }
    }
    out
}

/// Whether `text` holds a word: two letters in a row (of any script).
fn has_word(text: &str) -> bool {
    let mut run = 0;
    for c in without_placeholders(text).chars() {
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

/// What `tui.ftl` (English, which has every key) knows: message ids, argument names and
/// selector variants.
struct Messages {
    ids: BTreeSet<String>,
    args: BTreeSet<String>,
    variants: BTreeSet<String>,
}

fn messages() -> Messages {
    // The app words what it shows from tui.ftl, and the rounds' few (the default-time forfeit,
    // the extra-game mark: issue 17) from rounds.ftl.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/i18n/messages/en");
    let ftl = ["tui.ftl", "rounds.ftl"]
        .iter()
        .map(|f| std::fs::read_to_string(dir.join(f)).expect(f))
        .collect::<Vec<_>>()
        .join("\n");
    let mut m = Messages {
        ids: BTreeSet::new(),
        args: BTreeSet::new(),
        variants: BTreeSet::new(),
    };
    for line in ftl.lines() {
        if let Some((id, _)) = line.split_once(" =")
            && (id.starts_with("tui-") || id.starts_with("rounds-"))
        {
            m.ids.insert(id.to_owned());
        }
        let mut rest = line;
        while let Some(i) = rest.find('$') {
            let name: String = rest[i + 1..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            m.args.insert(name);
            rest = &rest[i + 1..];
        }
        let t = line.trim_start().trim_start_matches('*');
        if let Some(v) = t.strip_prefix('[')
            && let Some((v, _)) = v.split_once(']')
        {
            m.variants.insert(v.to_owned());
        }
    }
    m
}

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/tui") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// Why a literal may hold letters, or None when it is a word built in code.
fn allowed(file: &str, lit: &Literal, m: &Messages) -> bool {
    let text = lit.text.as_str();
    if !has_word(text) {
        return true;
    }
    let before = lit.before.trim_end();
    if DRAWING.iter().any(|d| before.ends_with(d)) {
        return false;
    }
    if m.ids.contains(text) || m.ids.iter().any(|id| id.starts_with(&format!("{text}-"))) {
        return true;
    }
    // An argument name: `[("name", …)` or `, ("name", …)`.
    let in_list =
        before.ends_with('(') && before[..before.len() - 1].trim_end().ends_with(['[', ',']);
    if in_list && lit.after.trim_start().starts_with(',') && m.args.contains(text) {
        return true;
    }
    if m.variants.contains(text) {
        return true;
    }
    let data_name = text.replace(['_', ' '], "-");
    if m.ids.contains(&format!("tui-kind-{data_name}"))
        || m.ids.contains(&format!("tui-end-{data_name}"))
    {
        return true;
    }
    if before.ends_with("include_str!(") || before.ends_with("include_bytes!(") {
        return true;
    }
    DATA.iter().any(|(f, t, _)| *f == file && *t == text)
}

/// The literals of `src` (from `file`) that are words built in code.
fn offenders(file: &str, src: &str, m: &Messages) -> Vec<String> {
    literals(src)
        .into_iter()
        .filter(|lit| !allowed(file, lit, m))
        .map(|lit| format!("{file}:{}: {:?}", lit.line, lit.text))
        .collect()
}

#[test]
fn no_word_of_the_app_is_built_in_code() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let m = messages();
    let mut files = Vec::new();
    sources(&root.join("src/tui"), &mut files);
    files.sort();
    assert!(files.len() > 20, "{files:?}");
    let mut found = Vec::new();
    for path in &files {
        let file = path
            .strip_prefix(root)
            .expect("under the crate")
            .to_string_lossy()
            .replace('\\', "/");
        if FIXTURES.contains(&file.as_str()) {
            continue;
        }
        let src = std::fs::read_to_string(path).expect("source");
        found.extend(offenders(&file, &src, &m));
    }
    assert!(
        found.is_empty(),
        "words built in code, not taken from messages/LANG/tui.ftl:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_catches_a_word_added_in_a_drawing_call_or_a_format() {
    let m = messages();
    let bad = [
        r#"let s = Span::raw("Board");"#,
        r#"let s = Span::raw("board");"#,
        r#"let l = Line::from("no moves yet");"#,
        r#"let b = Block::default().title(" Moves ");"#,
        r#"let t = format!("Board {n}: {}", x);"#,
        r#"self.set_status("Cancelled", StatusKind::Info);"#,
        r#"let t = format!("{} white", x);"#,
        r#"let t = String::from("Доска");"#,
        r#"let t = "Tablero".to_owned();"#,
    ];
    for src in bad {
        assert_eq!(
            offenders("src/tui/x.rs", src, &m).len(),
            1,
            "not caught: {src}"
        );
    }
    let good = [
        r#"let s = Span::raw(" ");"#,
        r#"let s = format!("{} {sep} {}", a, b);"#,
        r#"let s = theme.t("tui-hall-sort", &[("sort", x.into())]);"#,
        r#"let c = if ascii { "…" } else { "~" };"#,
        r#"let side = "white";"#,
        r#"let c = '"'; let d = "½-½";"#,
        "// Span::raw(\"Board\") in a comment\nlet x = 1;",
        "#[cfg(test)]\nmod tests {\n    const S: &str = \"Board\";\n}",
    ];
    for src in good {
        assert_eq!(
            offenders("src/tui/x.rs", src, &m),
            Vec::<String>::new(),
            "{src}"
        );
    }
}
