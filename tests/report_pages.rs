//! The round checklist and the claims-ahead ledger in the chief arbiter's report (issue 35,
//! items 3 and 5), through the binary, in both of the report's formats: a page per round with
//! the warnings `arbiter round --json` gives for its state, each marked as the start's or the
//! close's, and a page of every board's ledger (the lines `arbiter show` prints) — the players'
//! names, typed by users, escaped in HTML and Markdown.

use crate::common::locale::run_ok as run;

#[test]
fn the_report_has_each_rounds_checklist_and_each_boards_ledger() {
    let dir = tempfile::tempdir().expect("dir");
    let db = dir.path().join("report.sqlite");
    run(&db, &["init", "--event", "Open", "--control", "90m+30s"]);
    run(
        &db,
        &[
            "board",
            "add",
            "--white",
            "<b>Tal & Co</b>",
            "--black",
            "Petrosian",
        ],
    );
    run(&db, &["board", "add", "--white", "Spassky", "--black", "?"]);
    // Board 1 dances twice: the start position stands three times (plies 0, 4, 8).
    for m in ["Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"] {
        run(&db, &["move", "1", m]);
    }
    // What `round --json` gives is what the checklist page lists.
    let rounds: serde_json::Value =
        serde_json::from_str(&run(&db, &["round", "--json"])).expect("JSON");
    let warnings = rounds[0]["warnings"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    assert_eq!(warnings.len(), 1, "{rounds}");
    assert_eq!(warnings[0]["warning"], "no_player", "{rounds}");
    let show = run(&db, &["show", "1"]);
    let md = run(&db, &["report"]);
    let checklist = md
        .find("## Round 1 checklist (playing)")
        .expect("checklist page");
    let ledger = md
        .find("## Claims ahead and repeated positions (AM 2025 p.32")
        .expect("ledger page");
    assert!(checklist < ledger, "{md}");
    assert!(
        md[checklist..ledger]
            .contains("| checklist | board | to check |\n|---|---|---|\n| start | 1.2 | board 1.2: no Black player |\n"),
        "{md}"
    );
    let page = &md[ledger..];
    for line in [
        "after 4.Ng1 (ply 7), Black: 9.2.1 writing 4...Ng8",
        "after 4...Ng8 (ply 8), White: 9.2.2",
        "A 1/3 after the start (ply 0)",
        "A 3/3 after 4...Ng8 (ply 8)",
    ] {
        assert!(show.contains(line), "show: {line}\n{show}");
        assert!(
            page.contains(&format!(
                "| 1.1 | &lt;b&gt;Tal &amp; Co&lt;/b&gt; | Petrosian | {line}"
            )),
            "{line}\n{page}"
        );
    }
    assert!(
        !page.contains("| 1.2 |"),
        "no repetition on board 1.2:\n{page}"
    );
    let html = run(&db, &["report", "--format", "html"]);
    assert!(html.contains(">Round 1 checklist (playing)</h2>"), "{html}");
    assert!(
        html.contains("<tr><td>start</td><td>1.2</td><td>board 1.2: no Black player</td></tr>"),
        "{html}"
    );
    assert!(
        html.contains("<tr><td>1.1</td><td>&lt;b&gt;Tal &amp; Co&lt;/b&gt;</td><td>Petrosian</td><td>A 1/3 after the start (ply 0)</td></tr>"),
        "{html}"
    );
    assert!(
        !html.contains("<b>Tal"),
        "a name typed by a user is text: {html}"
    );
    assert!(html.ends_with("</body>\n</html>\n"), "{html}");
    // A finished round's checklist is the close's; a round asked for alone has its page only.
    run(&db, &["result", "1", "1/2-1/2"]);
    run(&db, &["result", "2", "1-0"]);
    let md = run(&db, &["report", "--round", "1"]);
    assert!(
        md.contains("## Round 1 checklist (complete)\n\nNothing to check.\n"),
        "{md}"
    );
}
