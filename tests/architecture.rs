//! The module house keeps its shape (issue 31): the pure core (`rules`, `clock`, `event`) refers
//! to nothing above it — no words (`i18n`), no files (`interop`, `store`), no screens (`tui`,
//! `cli`) — the store does not know the exchange formats, and no two top-level modules refer to
//! each other round a circle. Read from the sources: every `crate::…` path of every
//! `src/**/*.rs` file, comments left out.
//!
//! The rules are data ([`RULES`]). The arrows still to be removed are listed in [`KNOWN`], file by
//! file: a new arrow fails, and so does a listed one that is gone (take it off the list), so the
//! list only shrinks. `cargo test --test it architecture:: -- --ignored` shows the rules with no list.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module and the top-level modules it must not refer to, with why.
const RULES: &[(&str, &[&str], &str)] = &[
    (
        "rules",
        &["i18n", "interop", "store", "tui", "cli", "event", "clock"],
        "the Laws are pure: the edges word them, the event layer and the clock use them",
    ),
    (
        "clock",
        &["i18n", "interop", "store", "tui", "cli", "event"],
        "the clock is pure: the edges word it",
    ),
    (
        "event",
        &["i18n", "interop", "store", "tui", "cli"],
        "the event layer returns facts; the edges word them",
    ),
    (
        "store",
        &["interop", "tui", "cli"],
        "the store keeps events, boards and players with its own types",
    ),
];

/// Arrows against [`RULES`] still in the sources, file by file (issue 31): remove them, then
/// their line here.
const KNOWN: &[(&str, &str)] = &[];

/// Arrows between top-level modules that still close a circle, module to module (issue 31
/// removed the last: `i18n` words only the layers below it; the store and the exchange formats
/// word their own errors with the catalog passed in, `text` returns facts). Remove them, then
/// their line here.
const KNOWN_CIRCLE: &[(&str, &str)] = &[];

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        let p = e.path();
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// Every `.rs` file under `src` in path order: its path relative to `src` (`/`-separated) and
/// its text.
fn source_texts(src: &Path) -> Vec<(String, String)> {
    let mut files = Vec::new();
    sources(src, &mut files);
    files.sort();
    files
        .into_iter()
        .map(|f| {
            let rel = f
                .strip_prefix(src)
                .expect("under src")
                .to_string_lossy()
                .replace('\\', "/");
            let text = std::fs::read_to_string(&f).expect("read source");
            (rel, text)
        })
        .collect()
}

/// The file's text without its comments (`//` to the end of the line, `/* … */`), so that a
/// doc comment naming `crate::i18n::…` is not an arrow.
fn code(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while !rest.is_empty() {
        let line = rest.find("//");
        let block = rest.find("/*");
        match (line, block) {
            (Some(l), b) if b.is_none_or(|b| l < b) => {
                out.push_str(&rest[..l]);
                rest = rest[l..].find('\n').map_or("", |n| &rest[l + n..]);
            }
            (_, Some(b)) => {
                out.push_str(&rest[..b]);
                rest = rest[b..].find("*/").map_or("", |e| &rest[b + e + 2..]);
            }
            _ => {
                out.push_str(rest);
                rest = "";
            }
        }
    }
    out
}

fn ident(s: &str) -> &str {
    let end = s
        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .unwrap_or(s.len());
    &s[..end]
}

/// The top-level modules a file's code names by `crate::x` or `use crate::{x, y::…}`.
fn targets(code: &str) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for (i, _) in code.match_indices("crate::") {
        // `arbiter_crate::` or `$crate::` are not ours.
        if code[..i]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$')
        {
            continue;
        }
        let after = &code[i + "crate::".len()..];
        if let Some(group) = after.strip_prefix('{') {
            // The group's top-level names: split on commas at brace depth 0.
            let mut depth = 0;
            let mut start = 0;
            for (j, c) in group.char_indices() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        found.insert(ident(group[start..j].trim()).to_owned());
                        break;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        found.insert(ident(group[start..j].trim()).to_owned());
                        start = j + 1;
                    }
                    _ => {}
                }
            }
        } else {
            found.insert(ident(after).to_owned());
        }
    }
    found.remove("");
    found
}

/// Each source file (relative to `src/`, `/`-separated), its top-level module and the
/// top-level modules it refers to (itself left out).
fn arrows() -> Vec<(String, String, BTreeSet<String>)> {
    // ARCHITECTURE_SRC reads another tree (to show what the check says of an older commit).
    let src = std::env::var_os("ARCHITECTURE_SRC")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    let mut out = Vec::new();
    for (rel, text) in source_texts(&src) {
        let module = ident(&rel).to_owned();
        if module == "lib" || module == "main" {
            continue;
        }
        let mut to = targets(&code(&text));
        to.remove(&module);
        out.push((rel, module, to));
    }
    out
}

/// The arrows against [`RULES`]: (file, target, why).
fn violations() -> Vec<(String, String, &'static str)> {
    let mut out = Vec::new();
    for (file, module, to) in arrows() {
        for (from, forbidden, why) in RULES {
            if module != *from {
                continue;
            }
            for t in to.iter().filter(|t| forbidden.contains(&t.as_str())) {
                out.push((file.clone(), t.clone(), *why));
            }
        }
    }
    out
}

/// The circles between top-level modules: each strongly connected set of more than one module.
fn circles(skip: &[(&str, &str)], skip_modules: &[(&str, &str)]) -> Vec<BTreeSet<String>> {
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (file, module, to) in arrows() {
        let entry = graph.entry(module.clone()).or_default();
        for t in to {
            if !skip.contains(&(file.as_str(), t.as_str()))
                && !skip_modules.contains(&(module.as_str(), t.as_str()))
            {
                entry.insert(t);
            }
        }
    }
    let reach = |from: &str| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.to_owned()];
        while let Some(m) = stack.pop() {
            for t in graph.get(&m).into_iter().flatten() {
                if seen.insert(t.clone()) {
                    stack.push(t.clone());
                }
            }
        }
        seen
    };
    let reached: BTreeMap<&String, BTreeSet<String>> =
        graph.keys().map(|m| (m, reach(m))).collect();
    let mut out: Vec<BTreeSet<String>> = Vec::new();
    for m in graph.keys() {
        let set: BTreeSet<String> = graph
            .keys()
            .filter(|n| *n == m || (reached[m].contains(*n) && reached[n].contains(m)))
            .cloned()
            .collect();
        if set.len() > 1 && !out.contains(&set) {
            out.push(set);
        }
    }
    out
}

fn listed(v: &[(String, String, &str)]) -> String {
    v.iter()
        .map(|(f, t, why)| format!("  src/{f} -> {t}  ({why})"))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn no_new_arrow_runs_back_up() {
    let found = violations();
    let new: Vec<_> = found
        .iter()
        .filter(|(f, t, _)| !KNOWN.contains(&(f.as_str(), t.as_str())))
        .cloned()
        .collect();
    assert!(
        new.is_empty(),
        "arrows against the rules:\n{}",
        listed(&new)
    );
    let gone: Vec<_> = KNOWN
        .iter()
        .filter(|(f, t)| !found.iter().any(|(g, u, _)| g == f && u == t))
        .collect();
    assert!(
        gone.is_empty(),
        "gone from the sources, take them off KNOWN: {gone:?}"
    );
}

/// The arrows between the modules of each circle, with the files that make them.
fn circle_arrows(c: &[BTreeSet<String>], skip: &[(&str, &str)]) -> String {
    let mut out = Vec::new();
    for set in c {
        for (file, module, to) in arrows() {
            for t in to
                .iter()
                .filter(|t| set.contains(&module) && set.contains(*t))
            {
                if !skip.contains(&(file.as_str(), t.as_str())) {
                    out.push(format!("  src/{file} -> {t}"));
                }
            }
        }
    }
    out.join("\n")
}

#[test]
fn no_circle_between_top_level_modules() {
    let c = circles(KNOWN, KNOWN_CIRCLE);
    assert!(
        c.is_empty(),
        "modules that refer to each other: {c:?}\n{}",
        circle_arrows(&c, KNOWN)
    );
    let graph: BTreeSet<(String, String)> = arrows()
        .into_iter()
        .flat_map(|(_, m, to)| to.into_iter().map(move |t| (m.clone(), t)))
        .collect();
    for (from, to) in KNOWN_CIRCLE {
        assert!(
            graph.contains(&(from.to_string(), to.to_string())),
            "{from} -> {to} is gone: take it off KNOWN_CIRCLE"
        );
    }
}

/// The house as the issue wants it: no arrow against the rules at all, no circle.
#[test]
fn the_rules_hold_with_no_exception() {
    let found = violations();
    assert!(
        found.is_empty(),
        "{} arrows:\n{}",
        found.len(),
        listed(&found)
    );
    let c = circles(&[], &[]);
    assert!(
        c.is_empty(),
        "modules that refer to each other: {c:?}\n{}",
        circle_arrows(&c, &[])
    );
}

#[test]
fn the_reader_sees_arrows_and_not_comments() {
    let text = "/// see `crate::i18n::t`\nuse crate::{clock::X, rules::{A, B}};\n\
                /* crate::store */ fn f() { crate::event::fold(); }\nlet u = \"http://x\";";
    let to = targets(&code(text));
    let want: BTreeSet<String> = ["clock", "rules", "event"]
        .into_iter()
        .map(String::from)
        .collect();
    assert_eq!(to, want);
}

/// Lines a source file may have before `docs/architecture.md` must give its reason.
const FILE_LINES: usize = 600;
/// Lines a function may have (its `fn` to its closing brace) before it must be named there too.
const FN_LINES: usize = 100;

/// The functions of `text` and their lengths in lines, from the `fn` line to the line of the
/// brace that closes the body (braces in strings, char literals and comments left out).
fn function_lengths(text: &str) -> Vec<(String, usize)> {
    let lines: Vec<&str> = text.lines().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let Some(name) = fn_name(lines[i]) else {
            i += 1;
            continue;
        };
        let (mut depth, mut started, mut j) = (0i32, false, i);
        while j < lines.len() {
            for ch in braces(lines[j]) {
                depth += if ch == '{' { 1 } else { -1 };
                started = true;
            }
            if started && depth <= 0 {
                break;
            }
            // A declaration without a body (a trait's method) ends at its `;`.
            if !started && lines[j].trim_end().ends_with(';') {
                break;
            }
            j += 1;
        }
        if started {
            out.push((name, j - i + 1));
            i = j + 1;
        } else {
            i += 1;
        }
    }
    out
}

/// The name of the function a line declares: `[pub[(…)]] [const] [async] [unsafe] fn name`.
fn fn_name(line: &str) -> Option<String> {
    let mut rest = line.trim_start();
    if let Some(r) = rest.strip_prefix("pub") {
        rest = r.trim_start();
        if rest.starts_with('(') {
            rest = rest[rest.find(')')? + 1..].trim_start();
        }
    }
    for word in ["const ", "async ", "unsafe "] {
        if let Some(r) = rest.strip_prefix(word) {
            rest = r.trim_start();
        }
    }
    let name = ident(rest.strip_prefix("fn ")?.trim_start());
    (!name.is_empty()).then(|| name.to_owned())
}

/// The braces of a line's code: strings, char literals and `//` comments left out.
fn braces(line: &str) -> Vec<char> {
    let mut out = Vec::new();
    let mut chars = line.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '/' if chars.peek() == Some(&'/') => break,
            '"' => {
                while let Some(s) = chars.next() {
                    match s {
                        '\\' => {
                            chars.next();
                        }
                        '"' => break,
                        _ => {}
                    }
                }
            }
            // A char literal ('{', '\''), not a lifetime ('a).
            '\'' => {
                let ahead: String = chars.clone().take(3).collect();
                if ahead.starts_with('\\') {
                    chars.nth(2);
                } else if ahead.chars().nth(1) == Some('\'') {
                    chars.nth(1);
                }
            }
            '{' | '}' => out.push(c),
            _ => {}
        }
    }
    out
}

/// Whether `word` stands in `text` as a whole identifier.
fn names(text: &str, word: &str) -> bool {
    text.match_indices(word).any(|(at, _)| {
        let before = text[..at].chars().next_back();
        let after = text[at + word.len()..].chars().next();
        let part = |c: Option<char>| c.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
        !part(before) && !part(after)
    })
}

/// Every file over [`FILE_LINES`] and every function over [`FN_LINES`] has its sentence in
/// `docs/architecture.md`'s "Large files and functions that remain" (issue 31, "Done when"):
/// a new large one fails here until its reason is written, or it is split.
#[test]
fn every_large_file_and_function_has_its_reason() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let doc = std::fs::read_to_string(root.join("docs/architecture.md")).expect("architecture.md");
    let section = doc
        .split("\n## ")
        .find(|s| s.starts_with("Large files and functions"))
        .expect("docs/architecture.md has a section \"Large files and functions that remain\"");
    // One reason per bullet: a file is named there by its name (`dir/mod.rs` for a module's
    // root), a function by its name beside its file's or module's.
    let bullets: Vec<&str> = section.split("\n- ").collect();
    let mut missing = Vec::new();
    for (rel, text) in source_texts(&root.join("src")) {
        let parts: Vec<&str> = rel.split('/').collect();
        let (file, stem) = match parts.as_slice() {
            [.., dir, "mod.rs"] => (format!("{dir}/mod.rs"), (*dir).to_owned()),
            [.., name] => ((*name).to_owned(), name.trim_end_matches(".rs").to_owned()),
            [] => continue,
        };
        let lines = text.lines().count();
        if lines > FILE_LINES && !bullets.iter().any(|b| b.contains(&format!("{file}`"))) {
            missing.push(format!("file src/{rel} ({lines} lines)"));
        }
        for (name, len) in function_lengths(&text) {
            if len > FN_LINES && !bullets.iter().any(|b| names(b, &stem) && names(b, &name)) {
                missing.push(format!("function {name} in src/{rel} ({len} lines)"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "split these, or give each its reason in docs/architecture.md's \"Large files and \
         functions that remain\":\n{}",
        missing.join("\n")
    );
}

#[test]
fn the_size_reader_measures_functions_as_written() {
    let text = "fn a() {\n    let s = \"}\";\n    let c = '{';\n    x(|| { 1 });\n}\n\
                pub(crate) fn b<'a>(x: &'a str) -> &'a str {\n    x\n}\n\
                trait T {\n    fn c(&self);\n    fn d(&self) {}\n}\n";
    assert_eq!(
        function_lengths(text),
        vec![
            ("a".to_owned(), 5),
            ("b".to_owned(), 3),
            ("d".to_owned(), 1)
        ]
    );
}

/// The doors of the store that take the event file with its key ([`arbiter::store::EventFile`],
/// made once from `--db` and `--key`) are the only ones the verbs and the app use (issue 31: no
/// process-wide key path): a door that puts the key beside the file, called from `cli` or `tui`,
/// would ignore `--key` without a word.
#[test]
fn the_verbs_and_the_app_open_the_file_with_the_key_named() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let beside_doors = [
        "Store::open(",
        "Store::create(",
        "StoreSource::open(",
        "witness_path_for(",
        "EventFile::beside(",
    ];
    let mut found = Vec::new();
    for (file, text) in source_texts(&src) {
        if !(file.starts_with("cli/") || file.starts_with("tui/")) {
            continue;
        }
        let code = code(&text);
        for door in beside_doors {
            // The app's default door itself (`StoreSource::open`, for the library's callers).
            let allowed = file == "tui/store_source.rs" && door == "EventFile::beside(";
            let n = code.matches(door).count();
            if n > 0 && !allowed {
                found.push(format!("{file}: {door} ×{n}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "doors that put the key beside the file:\n{}",
        found.join("\n")
    );
}

/// A value kept for the whole process: a `static` that can change (`static mut`, or a type
/// with interior mutability: a lock, a cell, a lazily set value, an atomic) or a
/// `thread_local!`. `(name, its type)` for each in `code`.
fn process_globals(code: &str) -> Vec<(String, String)> {
    const CHANGING: [&str; 11] = [
        "OnceLock", "OnceCell", "LazyLock", "Lazy<", "Once", "Mutex", "RwLock", "Cell<", "Atomic",
        "Condvar", "Barrier",
    ];
    let mut found = Vec::new();
    for line in code.lines() {
        let line = line.trim_start();
        if line.contains("thread_local!") {
            found.push(("thread_local!".to_string(), String::new()));
            continue;
        }
        let item = line
            .strip_prefix("pub(crate) ")
            .or_else(|| line.strip_prefix("pub(super) "))
            .or_else(|| line.strip_prefix("pub "))
            .unwrap_or(line);
        let Some(rest) = item.strip_prefix("static ") else {
            continue;
        };
        let (is_mut, rest) = match rest.strip_prefix("mut ") {
            Some(rest) => (true, rest),
            None => (false, rest),
        };
        let Some((name, ty)) = rest.split_once(':') else {
            continue;
        };
        let ty = ty.split('=').next().unwrap_or("").trim().to_string();
        if is_mut || CHANGING.iter().any(|c| ty.contains(c)) {
            found.push((name.trim().to_string(), ty));
        }
    }
    found
}

/// The core keeps no value for the whole process (issue 31): the language, the key, the
/// settings are passed in, and a table of the Laws is a `const`, computed when the program is
/// compiled.
#[test]
fn the_core_holds_no_global() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    for (file, text) in source_texts(&src) {
        if ["rules/", "clock/", "event/"]
            .iter()
            .any(|m| file.starts_with(m))
        {
            for (name, ty) in process_globals(&code(&text)) {
                found.push(format!("{file}: {name}: {ty}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "globals in the core:\n{}",
        found.join("\n")
    );
}

/// The values kept for the whole process outside the core, each with why (issue 31: what is
/// left of the process-wide settings, also said in `docs/architecture.md`). A new one fails
/// this test, and so does one that is gone: take it off the list.
const PROCESS_WIDE: &[(&str, &str, &str)] = &[
    (
        "i18n/mod.rs",
        "EN",
        "English catalog, parsed once on first use: the same for every caller, not a setting",
    ),
    ("i18n/mod.rs", "ES", "Spanish catalog, the same"),
    ("i18n/mod.rs", "RU", "Russian catalog, the same"),
    (
        "tui/term.rs",
        "FIRST",
        "the benchmark's first-frame log, written once a process",
    ),
    ("tui/term.rs", "ALL", "the same, when every board is in"),
];

#[test]
fn the_process_wide_settings_left_are_the_ones_listed() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = BTreeSet::new();
    for (file, text) in source_texts(&src) {
        for (name, _) in process_globals(&code(&text)) {
            found.insert((file.clone(), name));
        }
    }
    let listed: BTreeSet<(String, String)> = PROCESS_WIDE
        .iter()
        .map(|(f, n, _)| (f.to_string(), n.to_string()))
        .collect();
    let new: Vec<_> = found.difference(&listed).collect();
    let gone: Vec<_> = listed.difference(&found).collect();
    assert!(
        new.is_empty() && gone.is_empty(),
        "process-wide values not listed: {new:?}; listed but gone: {gone:?}"
    );
}

/// The catalogs kept for the whole process: one per language, parsed once, chosen by the
/// caller's argument (`i18n::catalog(lang)`) — a cache, not a language.
const CATALOG_CELLS: [(&str, &str); 3] = [
    ("i18n/mod.rs", "EN"),
    ("i18n/mod.rs", "ES"),
    ("i18n/mod.rs", "RU"),
];

/// Where `file`'s `code` keeps or reads a language for the whole process (issue 31): a read of
/// it ([`language_reads`]: `i18n::current`, `i18n::t`, `i18n::set`, `i18n::set_deferred`,
/// `i18n::single_line`, a free `t("…")`); inside `src/i18n`, a free function that words without
/// a catalog (`fn current(`, `fn t(` that is no method, `fn set(`, `fn set_deferred(`,
/// `fn single_line(`) or a call of one (`super::t(`, `super::current(`); anywhere, a changing
/// `static` that holds a catalog, the words or a language, but for [`CATALOG_CELLS`].
fn process_language(file: &str, code: &str) -> Vec<String> {
    let mut found = language_reads(code);
    if file.starts_with("i18n/") {
        for (i, _) in code.match_indices("fn ") {
            let rest = &code[i + 3..];
            let name = ident(rest);
            let after = rest[name.len()..].trim_start();
            let free = after
                .strip_prefix('(')
                .is_some_and(|args| !args.trim_start().starts_with("&self"));
            let wordless = ["current", "t", "set", "set_deferred", "single_line"].contains(&name);
            let whole = !code[..i]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
            if whole && free && wordless {
                found.push(format!("fn {name}"));
            }
        }
        for call in ["super::t(", "super::current(", "self::current(", "self::t("] {
            if code.contains(call) {
                found.push(call.to_string());
            }
        }
    }
    for (name, ty) in process_globals(code) {
        let holds_language = ["Catalog", "Words", "Lang", "Bundle", "Deferred", "Choice"]
            .iter()
            .any(|t| ty.contains(t));
        if holds_language && !CATALOG_CELLS.contains(&(file, name.as_str())) {
            found.push(format!("static {name}: {ty}"));
        }
    }
    found
}

/// There is no process-wide language (issue 31): every message is worded with the catalog the
/// edge passes (`i18n::Words` in the CLI, the app's catalog, a report's or an export's
/// language), so no file keeps a language for the process, sets one, or words without being
/// given one.
#[test]
fn there_is_no_process_wide_language() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    for (file, text) in source_texts(&src) {
        for read in process_language(&file, &code(&text)) {
            found.push(format!("{file}: {read}"));
        }
    }
    assert!(
        found.is_empty(),
        "a process-wide language:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_process_language_reader_sees_globals_free_words_and_not_methods() {
    let mods = "static CURRENT: OnceLock<Catalog> = OnceLock::new();\n\
                static EN: OnceLock<Catalog> = OnceLock::new();\n\
                static LANG: RwLock<Lang> = RwLock::new(Lang::En);\n\
                static DEFERRED: Mutex<Option<Deferred>> = Mutex::new(None);\n\
                pub fn current() -> &'static Catalog { x() }\n\
                pub fn t(id: &str) -> String { super::t(id) }\n\
                impl Words { pub fn t(&self, id: &str) -> String { self.catalog().get(id) } }\n\
                pub fn set_deferred(f: F) {}\nfn at(x: u8) {}\nfn reset() {}";
    assert_eq!(
        process_language("i18n/mod.rs", mods),
        [
            "fn current",
            "fn t",
            "fn set_deferred",
            "super::t(",
            "static CURRENT: OnceLock<Catalog>",
            "static LANG: RwLock<Lang>",
            "static DEFERRED: Mutex<Option<Deferred>>",
        ]
    );
    let cli = "let w = crate::i18n::current();\nuse crate::i18n::{Catalog, set_deferred};\n\
               static WORDS: OnceLock<Words> = OnceLock::new();\nfn current() {}\n\
               let a = w.t(\"k\", &[]);";
    assert_eq!(
        process_language("cli/mod.rs", cli),
        [
            "i18n::current",
            "i18n::set_deferred",
            "static WORDS: OnceLock<Words>"
        ]
    );
    // A catalog cell under another file's name is no cache of `i18n::catalog`.
    assert_eq!(
        process_language(
            "tui/x.rs",
            "static EN: OnceLock<Catalog> = OnceLock::new();"
        ),
        ["static EN: OnceLock<Catalog>"]
    );
}

#[test]
fn the_global_reader_sees_statics_that_change_and_not_constants() {
    let text = "static A: OnceLock<u8> = OnceLock::new();\npub static B: &str = \"x\";\n\
                pub(crate) static mut C: u8 = 0;\nfn f() -> &'static str { \"\" }\n\
                thread_local! { static D: Cell<u8> = Cell::new(0); }\n\
                static E: AtomicBool = AtomicBool::new(false);";
    let names: Vec<String> = process_globals(text).into_iter().map(|(n, _)| n).collect();
    assert_eq!(names, ["A", "C", "thread_local!", "E"]);
}

/// Where `code` reads the process's language (issue 31): a call of `i18n::current`, `i18n::t`,
/// `i18n::set`, `i18n::set_deferred` or `i18n::single_line` (which words in it), an import of
/// one of them (`use crate::i18n::t;`, `use crate::i18n::{t, …}`), or a free `t("…")`. Each
/// found as the text that names it.
fn language_reads(code: &str) -> Vec<String> {
    const READERS: [&str; 5] = ["current", "t", "set", "set_deferred", "single_line"];
    let mut found = Vec::new();
    for (i, _) in code.match_indices("i18n::") {
        let after = &code[i + "i18n::".len()..];
        let names: Vec<&str> = match after.strip_prefix('{') {
            Some(group) => group
                .split('}')
                .next()
                .unwrap_or("")
                .split(',')
                .map(|n| ident(n.trim()))
                .collect(),
            None => vec![ident(after)],
        };
        for name in names {
            if READERS.contains(&name) {
                found.push(format!("i18n::{name}"));
            }
        }
    }
    for (i, _) in code.match_indices("t(") {
        let free = !code[..i]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.' || c == ':');
        if free && code[i + 2..].trim_start().starts_with('"') {
            found.push("t(\"…\")".to_string());
        }
    }
    found
}

/// The store and the exchange formats return facts and word them with the catalog the edge
/// passes (issue 31): no file under `src/store` or `src/interop` reads the process's language.
#[test]
fn the_store_and_the_formats_read_no_language() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    for (file, text) in source_texts(&src) {
        if file.starts_with("store/") || file.starts_with("interop/") {
            for read in language_reads(&code(&text)) {
                found.push(format!("{file}: {read}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "the store or a format reads the process's language:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_language_reader_sees_calls_and_imports() {
    let text = "use crate::i18n::t;\nuse crate::i18n::{Catalog, current};\n\
                let a = crate::i18n::t(\"k\", &[]);\nlet b = t(\"k\", &[]);\n\
                let c = crate::i18n::single_line(\"x\", s);\nlet d = cat.get(\"k\", &[]);\n\
                let e = crate::i18n::catalog(Lang::En);\nlet f = at(\"x\");\nlet g = t(1, 2);";
    assert_eq!(
        language_reads(text),
        [
            "i18n::t",
            "i18n::current",
            "i18n::t",
            "i18n::single_line",
            "t(\"…\")"
        ]
    );
}

/// A verb's argument struct in `src/cli` carries no `///` doc comment: every verb is built only
/// when it runs (`#[command(defer = true)]`, issue 29), and a deferred verb's `--help` would
/// show its argument struct's doc as its about instead of the verb's own.
#[test]
fn no_verb_argument_struct_has_a_doc_comment() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut found = Vec::new();
    for (file, text) in source_texts(&src) {
        if !file.starts_with("cli/") {
            continue;
        }
        let lines: Vec<&str> = text.lines().collect();
        for (i, line) in lines.iter().enumerate() {
            let l = line.trim();
            if !(l.starts_with("#[derive(") && l.contains("Args")) {
                continue;
            }
            // The lines above the derive, past its other attributes.
            let above = lines[..i]
                .iter()
                .rev()
                .map(|l| l.trim())
                .find(|l| !l.starts_with("#["));
            if above.is_some_and(|l| l.starts_with("///")) {
                found.push(format!("{file}:{}", i + 1));
            }
        }
    }
    assert!(
        found.is_empty(),
        "a `///` doc above a verb's arguments replaces the verb's about in its --help (use `//`):\n{}",
        found.join("\n")
    );
}
