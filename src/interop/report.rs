//! The chief arbiter's incident report (Markdown and HTML): per incident the time, board, players,
//! move, both clocks, category, article of the Laws, decision, penalty and arbiter, then totals per
//! category. The HTML is one self-contained page with print CSS for A4 (landscape, repeated table
//! header, no row split across pages).

use std::collections::BTreeMap;
use std::fmt::Write as _;

use chrono::{DateTime, Utc};
use serde::Serialize;

use crate::i18n::{Catalog, Lang};

/// What kind of incident it was (the report's totals are per category).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum IncidentCategory {
    /// A claim (Art. 9.2, 9.3, 6.9, III.5/III.6) and the arbiter's verdict.
    Claim,
    /// An illegal move (Art. 7.5).
    IllegalMove,
    /// A clock set right or adjusted (Art. 6.10.2, 6.11, 7.1).
    ClockCorrection,
    /// A flag observed to have fallen (Art. 6.9, 6.11.1).
    Flag,
    /// A penalty (Art. 12.9) or another arbiter's decision.
    Penalty,
    /// A decision of the arbiter not covered above (result set, game stopped, …).
    Decision,
    /// Anything else the arbiter noted.
    Note,
    /// What the live feed of an electronic board said against the record (issue 19): a
    /// disagreement, a proposed result, and the arbiter ignoring or following the feed.
    Feed,
}

impl IncidentCategory {
    /// The category's key in the message files ("claim", "illegal_move", …).
    pub fn key(self) -> &'static str {
        match self {
            IncidentCategory::Claim => "claim",
            IncidentCategory::IllegalMove => "illegal_move",
            IncidentCategory::ClockCorrection => "clock_correction",
            IncidentCategory::Flag => "flag",
            IncidentCategory::Penalty => "penalty",
            IncidentCategory::Decision => "decision",
            IncidentCategory::Note => "note",
            IncidentCategory::Feed => "feed",
        }
    }

    /// The category in `cat`'s language, as the report shows it.
    pub fn name(self, cat: &Catalog) -> String {
        cat.get("report-category", &[("category", self.key().into())])
    }
}

/// One incident as the report shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Incident {
    /// When it was recorded, ms since the Unix epoch.
    pub at_ms: i64,
    pub round: u32,
    pub board: u32,
    pub white: String,
    pub black: String,
    /// The move it happened at, e.g. "34.Qe2" or "33...Rd5"; `None` before the first move.
    pub move_label: Option<String>,
    pub white_clock_ms: Option<i64>,
    pub black_clock_ms: Option<i64>,
    pub category: IncidentCategory,
    /// Article of the Laws, e.g. "9.2.1", "7.5.5", "III.5".
    pub article: Option<String>,
    /// What happened and what the arbiter decided.
    pub decision: String,
    /// e.g. "+2 min to Black", "warning", "game lost"; `None` when no penalty.
    pub penalty: Option<String>,
    /// Who recorded it.
    pub arbiter: String,
}

/// The report's heading.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ReportMeta {
    pub event: String,
    /// `None`: all rounds.
    pub round: Option<u32>,
    pub chief_arbiter: Option<String>,
    /// Everyone who recorded something on the report's boards, as recorded (`--as` name and
    /// account), in order of first appearance.
    pub arbiters: Vec<String>,
    /// When the report was made, ms since the Unix epoch (passed in: this module is pure).
    pub generated_ms: i64,
    /// The report's language: the event's (`init --event-lang`), unless `--lang` says otherwise.
    pub lang: Lang,
}

/// Report output format.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReportFormat {
    Markdown,
    Html,
}

impl std::str::FromStr for ReportFormat {
    /// The text that names no format (the CLI words the refusal).
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "md" | "markdown" => Ok(ReportFormat::Markdown),
            "html" => Ok(ReportFormat::Html),
            other => Err(other.to_owned()),
        }
    }
}

/// The venue's local time with its zone and offset named, "2026-11-23 15:05:09 Europe/Madrid
/// (UTC+01:00)" (issue 17: the report is read where the event is played). The zone is the
/// machine's: `TZ` when it names one, else the link `/etc/localtime` ([`local_zone_name`]).
pub fn timestamp(ms: i64) -> String {
    timestamp_named(ms, &chrono::Local, local_zone_name().as_deref())
}

/// `ms` in the time zone `tz`, with its offset from UTC: "2026-11-23 15:05:09 (UTC+01:00)".
pub fn timestamp_in<Tz: chrono::TimeZone>(ms: i64, tz: &Tz) -> String
where
    Tz::Offset: std::fmt::Display,
{
    timestamp_named(ms, tz, None)
}

/// `ms` in the time zone `tz`, its IANA name (when known) before the offset from UTC:
/// "2026-11-23 15:05:09 Europe/Madrid (UTC+01:00)".
pub fn timestamp_named<Tz: chrono::TimeZone>(ms: i64, tz: &Tz, name: Option<&str>) -> String
where
    Tz::Offset: std::fmt::Display,
{
    DateTime::<Utc>::from_timestamp_millis(ms).map_or_else(
        || format!("{ms} ms"),
        |t| {
            let local = t.with_timezone(tz);
            match name {
                Some(zone) => format!(
                    "{} {} ({})",
                    local.format("%Y-%m-%d %H:%M:%S"),
                    crate::text::for_output(zone),
                    local.format("UTC%:z")
                ),
                None => local.format("%Y-%m-%d %H:%M:%S (UTC%:z)").to_string(),
            }
        },
    )
}

/// The IANA name of the machine's time zone, the one `chrono::Local` converts to: `TZ` when it
/// names a zone ("Europe/Madrid", ":Europe/Madrid", or a path into a zoneinfo directory), else
/// the zone `/etc/localtime` links to (iana-time-zone). `None` when `TZ` is a POSIX rule
/// ("CET-1CEST,…") or nothing names the zone: the report then shows the offset alone.
pub fn local_zone_name() -> Option<String> {
    match std::env::var("TZ") {
        Ok(tz) if !tz.is_empty() => zone_name_of_tz(&tz),
        _ => iana_time_zone::get_timezone()
            .ok()
            .filter(|z| is_zone_name(z)),
    }
}

/// The zone a `TZ` value names — one with a file in the zoneinfo directory (`TZDIR`, else
/// `/usr/share/zoneinfo`), as the C library and chrono read it — or `None` for a POSIX rule.
fn zone_name_of_tz(tz: &str) -> Option<String> {
    let tz = tz.strip_prefix(':').unwrap_or(tz);
    let name = tz
        .rfind("zoneinfo/")
        .map_or(tz, |at| &tz[at + "zoneinfo/".len()..]);
    let dir = std::env::var_os("TZDIR").unwrap_or_else(|| "/usr/share/zoneinfo".into());
    (is_zone_name(name) && std::path::Path::new(&dir).join(name).is_file()).then(|| name.to_owned())
}

/// Text shaped as an IANA zone name ("Europe/Madrid", "UTC", "Etc/GMT+1"): letters, digits,
/// `/ _ - +`, relative, no `..`.
fn is_zone_name(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('/')
        && !name.contains("..")
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '/' | '_' | '-' | '+'))
}

/// Remaining time as the clock shows it (`clock::format_ms`: tenths under 20 s); "–" when unknown.
fn clock(ms: Option<i64>) -> String {
    ms.map_or_else(|| "–".to_owned(), crate::clock::format_ms)
}

/// Incidents in report order (round, time, board) and totals per category.
fn ordered(incidents: &[Incident]) -> (Vec<&Incident>, BTreeMap<IncidentCategory, usize>) {
    let mut rows: Vec<&Incident> = incidents.iter().collect();
    rows.sort_by_key(|i| (i.round, i.at_ms, i.board));
    let mut totals = BTreeMap::new();
    for i in incidents {
        *totals.entry(i.category).or_insert(0) += 1;
    }
    (rows, totals)
}

fn title(cat: &Catalog, meta: &ReportMeta) -> String {
    match meta.round {
        Some(r) => cat.get(
            "report-title-round",
            &[("event", meta.event.clone().into()), ("round", r.into())],
        ),
        None => cat.get("report-title", &[("event", meta.event.clone().into())]),
    }
}

/// The columns' message keys, in order.
const HEADERS: [&str; 11] = [
    "report-col-time",
    "report-col-round",
    "report-col-board",
    "report-col-players",
    "report-col-move",
    "report-col-clocks",
    "report-col-category",
    "report-col-article",
    "report-col-decision",
    "report-col-penalty",
    "report-col-arbiter",
];

fn headers(cat: &Catalog) -> Vec<String> {
    HEADERS.iter().map(|k| cat.get(k, &[])).collect()
}

/// The board's number; a game outside the round numbering (issue 17) marked as such.
fn board_cell(cat: &Catalog, round: u32, board: u32) -> String {
    let id = crate::event::BoardId {
        round,
        number: board,
    };
    if id.is_extra() {
        format!("{board} {}", cat.get("rounds-extra-mark", &[]))
    } else {
        board.to_string()
    }
}

fn cells(cat: &Catalog, i: &Incident) -> [String; 11] {
    [
        timestamp(i.at_ms),
        i.round.to_string(),
        board_cell(cat, i.round, i.board),
        format!("{} – {}", i.white, i.black),
        // In the report's language's letters ("34.De2"); PGN and JSON keep English SAN.
        i.move_label.as_deref().map_or_else(
            || cat.get("report-before-move-1", &[]),
            |label| crate::i18n::san::to_local(cat.lang(), label),
        ),
        format!("{} / {}", clock(i.white_clock_ms), clock(i.black_clock_ms)),
        i.category.name(cat),
        i.article.as_ref().map_or("–".into(), |a| {
            cat.get("report-article", &[("article", a.clone().into())])
        }),
        i.decision.clone(),
        i.penalty.clone().unwrap_or_else(|| "–".into()),
        i.arbiter.clone(),
    ]
}

/// Escape a Markdown table cell. Notes and names are typed by players and arbiters: raw HTML
/// (`<`, `>`, `&`) becomes entities, Markdown's control characters (emphasis, code, links,
/// images, headings, pipes, the backslash) are backslash-escaped, line breaks become spaces, and
/// other control characters and bidi controls are dropped — so a cell renders as the text typed.
fn md_cell(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '\\' | '|' | '*' | '_' | '`' | '[' | ']' | '~' | '#' | '!' => {
                out.push('\\');
                out.push(c);
            }
            '\n' | '\r' | '\t' => out.push(' '),
            c if crate::text::is_unsafe(c) => {}
            c => out.push(c),
        }
    }
    out
}

/// The report as Markdown (a GitHub-style table).
pub fn markdown(meta: &ReportMeta, incidents: &[Incident]) -> String {
    let cat = crate::i18n::catalog(meta.lang);
    let (rows, totals) = ordered(incidents);
    let mut out = format!("# {}\n\n", md_cell(&title(cat, meta)));
    if let Some(ca) = &meta.chief_arbiter {
        let _ = writeln!(out, "{}  ", md_cell(&chief(cat, ca)));
    }
    if let Some(who) = acted(cat, meta) {
        let _ = writeln!(out, "{}  ", md_cell(&who));
    }
    let _ = writeln!(out, "{}\n", generated(cat, meta));
    if rows.is_empty() {
        let _ = writeln!(out, "{}", cat.get("report-none", &[]));
        return out;
    }
    let _ = writeln!(out, "| {} |", headers(cat).join(" | "));
    let _ = writeln!(out, "|{}", "---|".repeat(HEADERS.len()));
    for i in rows {
        let c: Vec<String> = cells(cat, i).iter().map(|c| md_cell(c)).collect();
        let _ = writeln!(out, "| {} |", c.join(" | "));
    }
    let _ = write!(
        out,
        "\n## {}\n\n| {} | {} |\n|---|---|\n",
        cat.get("report-totals", &[]),
        cat.get("report-col-category", &[]),
        cat.get("report-incidents", &[])
    );
    for (category, n) in &totals {
        let _ = writeln!(out, "| {} | {n} |", category.name(cat));
    }
    let _ = writeln!(
        out,
        "| **{}** | **{}** |",
        cat.get("report-all", &[]),
        incidents.len()
    );
    out
}

/// "Chief arbiter: NAME".
/// "Arbiters who acted: …", when anyone did.
fn acted(cat: &Catalog, meta: &ReportMeta) -> Option<String> {
    (!meta.arbiters.is_empty()).then(|| {
        cat.get(
            "report-arbiters",
            &[
                ("count", meta.arbiters.len().into()),
                ("names", meta.arbiters.join(", ").into()),
            ],
        )
    })
}

fn chief(cat: &Catalog, name: &str) -> String {
    cat.get("report-chief", &[("name", name.to_owned().into())])
}

/// "Generated: 2026-11-23 15:05:09 Europe/Madrid (UTC+01:00)".
fn generated(cat: &Catalog, meta: &ReportMeta) -> String {
    cat.get(
        "report-generated",
        &[("at", timestamp(meta.generated_ms).into())],
    )
}

/// Escape text for HTML element content and attribute values: `&`, `<`, `>`, `"` and `'`
/// become entities (`pulldown_cmark_escape::escape_html`, pulldown-cmark's escaper). Control
/// characters (but line breaks and tabs) and bidi controls are first made visible as `\uXXXX`
/// ([`crate::text::for_output`]): a dispute comment must neither act on the terminal of someone
/// who `cat`s the file nor read backwards in the browser (issue 29).
pub fn html_escape(s: &str) -> String {
    let s = crate::text::for_output(s);
    let mut out = String::with_capacity(s.len());
    // Writing into a `String` cannot fail.
    let _ = pulldown_cmark_escape::escape_html(&mut out, &s);
    out
}

const CSS: &str = "body{font-family:'DejaVu Sans',Arial,sans-serif;font-size:10pt;margin:1.5em}
h1{font-size:14pt;margin:0 0 .3em}
p.meta{margin:0 0 1em;color:#333}
table{border-collapse:collapse;width:100%}
th,td{border:1px solid #888;padding:2px 4px;vertical-align:top;text-align:left}
th{background:#eee}
td.num{text-align:right;white-space:nowrap}
td.nowrap{white-space:nowrap}
table.totals{width:auto;margin-top:1em}
@page{size:A4 landscape;margin:12mm}
@media print{body{margin:0;font-size:8pt}h1{font-size:12pt}
thead{display:table-header-group}tr{page-break-inside:avoid;break-inside:avoid}
th{background:#eee;-webkit-print-color-adjust:exact;print-color-adjust:exact}}";

/// The report as one self-contained HTML page that prints on A4.
pub fn html(meta: &ReportMeta, incidents: &[Incident]) -> String {
    let cat = crate::i18n::catalog(meta.lang);
    let (rows, totals) = ordered(incidents);
    let t = html_escape(&title(cat, meta));
    let lang = meta.lang.code();
    let mut out = format!(
        "<!DOCTYPE html>\n<html lang=\"{lang}\">\n<head>\n<meta charset=\"utf-8\">\n<title>{t}</title>\n<style>\n{CSS}\n</style>\n</head>\n<body>\n<h1>{t}</h1>\n<p class=\"meta\">"
    );
    if let Some(ca) = &meta.chief_arbiter {
        let _ = write!(out, "{}<br>", html_escape(&chief(cat, ca)));
    }
    if let Some(who) = acted(cat, meta) {
        let _ = write!(out, "{}<br>", html_escape(&who));
    }
    let _ = writeln!(out, "{}</p>", html_escape(&generated(cat, meta)));
    if rows.is_empty() {
        let _ = write!(
            out,
            "<p>{}</p>\n</body>\n</html>\n",
            html_escape(&cat.get("report-none", &[]))
        );
        return out;
    }
    out.push_str("<table class=\"incidents\">\n<thead><tr>");
    for h in headers(cat) {
        let _ = write!(out, "<th>{}</th>", html_escape(&h));
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for i in rows {
        out.push_str("<tr>");
        for (n, c) in cells(cat, i).iter().enumerate() {
            let class = match n {
                1 | 2 => " class=\"num\"",
                0 | 4 | 5 => " class=\"nowrap\"",
                _ => "",
            };
            let _ = write!(out, "<td{class}>{}</td>", html_escape(c));
        }
        out.push_str("</tr>\n");
    }
    let _ = writeln!(
        out,
        "</tbody>\n</table>\n<table class=\"totals\">\n<thead><tr><th>{}</th><th>{}</th></tr></thead>\n<tbody>",
        html_escape(&cat.get("report-col-category", &[])),
        html_escape(&cat.get("report-incidents", &[]))
    );
    for (category, n) in &totals {
        let _ = writeln!(
            out,
            "<tr><td>{}</td><td class=\"num\">{n}</td></tr>",
            html_escape(&category.name(cat))
        );
    }
    let _ = writeln!(
        out,
        "<tr><th>{}</th><th>{}</th></tr>\n</tbody>\n</table>\n</body>\n</html>",
        html_escape(&cat.get("report-all", &[])),
        incidents.len()
    );
    out
}

/// The report in the format asked for.
pub fn render(format: ReportFormat, meta: &ReportMeta, incidents: &[Incident]) -> String {
    match format {
        ReportFormat::Markdown => markdown(meta, incidents),
        ReportFormat::Html => html(meta, incidents),
    }
}

/// A page of the report after the incidents (issue 35): the time-control sheets, the
/// reminders standing — a title, the columns' headings and the rows, or a sentence when it has
/// none.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Page {
    pub title: String,
    pub headings: Vec<String>,
    pub rows: Vec<Vec<String>>,
    pub empty: String,
}

/// The report in the format asked for, with `pages` after the incidents (HTML: each on a new
/// printed page).
pub fn render_with(
    format: ReportFormat,
    meta: &ReportMeta,
    incidents: &[Incident],
    pages: &[Page],
) -> String {
    let mut out = render(format, meta, incidents);
    for page in pages {
        match format {
            ReportFormat::Markdown => page_markdown(&mut out, page),
            ReportFormat::Html => {
                let mut html = String::new();
                page_html(&mut html, page);
                let at = out.rfind("</body>").unwrap_or(out.len());
                out.insert_str(at, &html);
            }
        }
    }
    out
}

fn page_markdown(out: &mut String, page: &Page) {
    let _ = write!(out, "\n## {}\n\n", md_cell(&page.title));
    if page.rows.is_empty() {
        let _ = writeln!(out, "{}", md_cell(&page.empty));
        return;
    }
    let heads: Vec<String> = page.headings.iter().map(|h| md_cell(h)).collect();
    let _ = writeln!(out, "| {} |", heads.join(" | "));
    let _ = writeln!(out, "|{}", "---|".repeat(page.headings.len()));
    for row in &page.rows {
        let c: Vec<String> = row.iter().map(|c| md_cell(c)).collect();
        let _ = writeln!(out, "| {} |", c.join(" | "));
    }
}

fn page_html(out: &mut String, page: &Page) {
    let _ = writeln!(
        out,
        "<h2 style=\"break-before:page\">{}</h2>",
        html_escape(&page.title)
    );
    if page.rows.is_empty() {
        let _ = writeln!(out, "<p>{}</p>", html_escape(&page.empty));
        return;
    }
    out.push_str("<table>\n<thead><tr>");
    for h in &page.headings {
        let _ = write!(out, "<th>{}</th>", html_escape(h));
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for row in &page.rows {
        out.push_str("<tr>");
        for c in row {
            let _ = write!(out, "<td>{}</td>", html_escape(c));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table>\n");
}
