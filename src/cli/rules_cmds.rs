//! `arbiter rules analyze` and `arbiter rules claim` (issue 2).

use std::fs::File;
use std::io::{BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, bail};
use clap::Args;

use super::out::Sanitised;
use crate::i18n::Arg;
use crate::i18n::Words;
use crate::i18n::rules as words;
use crate::rules::GameRecord;
use crate::rules::analyze::{Disagreement, GameAnalysis};
use crate::rules::pgn::{Detail, Games, PgnGame};
use crate::rules::{LawsParams, RulesError};
use crate::text::for_terminal;

// `arbiter rules analyze FILE.pgn [--game K] [--json]`
#[derive(Debug, Args)]
pub struct AnalyzeArgs {
    /// PGN file with one or more games.
    pub file: PathBuf,
    /// Only game K (1-based).
    #[arg(long)]
    pub game: Option<usize>,
    /// Add the claims-ahead ledger (Art. 9.2, 9.3): every ply at which a claim would have been
    /// correct, and every repeated position labelled A 1/3, A 2/3, … (JSON: `claims_ahead`).
    #[arg(long)]
    pub ledger: bool,
    /// Machine-readable output.
    #[arg(long)]
    pub json: bool,
}

// `arbiter rules claim FILE.pgn --ply N [--move SAN] [--game K] [--json]`
#[derive(Debug, Args)]
pub struct ClaimArgs {
    /// PGN file.
    pub file: PathBuf,
    /// The claim is made in the position after N plies of the main line (0 = the start).
    #[arg(long)]
    pub ply: usize,
    /// The intended move written on the scoresheet (Art. 9.2.1, 9.3.1).
    #[arg(long = "move")]
    pub intended: Option<String>,
    /// Game K of the file (1-based, default 1).
    #[arg(long)]
    pub game: Option<usize>,
    /// Machine-readable output.
    #[arg(long)]
    pub json: bool,
}

/// A PGN file read one game at a time.
type PgnFile = Games<std::io::Chain<std::io::Cursor<Vec<u8>>, File>>;

/// Open the PGN file for reading one game at a time; errors name the file. The first block is
/// read here, so that a file that cannot be read at all (a directory, no permission) says
/// "cannot read" before any game is looked at.
fn open_games(w: &Words, file: &Path, detail: Detail) -> anyhow::Result<PgnFile> {
    let cannot = || {
        w.catalog().get(
            "cli-cannot-read",
            &[("file", file.display().to_string().into())],
        )
    };
    let mut source = File::open(file).with_context(cannot)?;
    let mut first = Vec::with_capacity(FIRST_BLOCK);
    (&mut source)
        .take(FIRST_BLOCK as u64)
        .read_to_end(&mut first)
        .with_context(cannot)?;
    Ok(Games::new(
        std::io::Cursor::new(first).chain(source),
        detail,
    ))
}

/// The first read of a PGN file (see [`open_games`]).
const FIRST_BLOCK: usize = 1 << 16;

/// Game `k` (1-based) of the file: the games before it are passed over without replaying their
/// moves, the games after it are not read (except to count them when `k` is out of range).
fn read_game(w: &Words, file: &Path, k: usize, detail: Detail) -> anyhow::Result<PgnGame> {
    let mut games = open_games(w, file, detail)?;
    let cat = w.catalog();
    let name = || file.display().to_string();
    let engine = |e: RulesError| rules_error(w, &format!("{}: ", name()), &e);
    if k > 0 {
        while games.count() + 1 < k && games.skip_game().with_context(name)? {}
        if games.count() + 1 == k
            && let Some(game) = games.next_game().with_context(name)?
        {
            return game.map_err(engine);
        }
    }
    while games.skip_game().with_context(name)? {}
    let n = games.count();
    if n == 0 {
        bail!(cat.get("cli-no-games", &[("file", name().into())]));
    }
    bail!(cat.get(
        "cli-game-out-of-range",
        &[
            ("file", name().into()),
            ("game", k.into()),
            ("count", n.into()),
        ]
    ))
}

/// A rules engine error for the arbiter, after `prefix` ("FILE: "), in the process language.
fn rules_error(w: &Words, prefix: &str, e: &RulesError) -> anyhow::Error {
    let what = crate::i18n::rules::rules_error(w.catalog(), e);
    anyhow::anyhow!("{prefix}{what}")
}

/// `arbiter rules analyze`: repetitions, first threefold and fifty-move claim, end by the Laws.
///
/// The file is streamed: one game is read, analysed and written before the next is read, so the
/// memory is that of one game whatever the length of the file. A game that cannot be read stops
/// the command with an error naming it (the games before it have been written).
pub fn analyze(w: &Words, args: &AnalyzeArgs) -> anyhow::Result<ExitCode> {
    let mut out = BufWriter::new(Sanitised::new(std::io::stdout().lock()));
    if let Some(k) = args.game {
        let game = read_game(w, &args.file, k, Detail::ToTheEnd)?;
        let analysis = GameAnalysis::of(&game);
        if args.json {
            // `{"games":[…]}`, as for a whole file.
            out.write_all(b"{\"games\":[")?;
            write_json(&mut out, &game, &analysis, args.ledger)?;
            out.write_all(b"]}\n")?;
        } else {
            write_analysis(w, &mut out, game.number, &game.record, &analysis)?;
            write_ledger(w, &mut out, &game, args.ledger)?;
        }
        out.flush()?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut games = open_games(w, &args.file, Detail::ToTheEnd)?;
    let name = || args.file.display().to_string();
    while let Some(game) = games.next_game().with_context(name)? {
        let game = game.map_err(|e| rules_error(w, &format!("{}: ", name()), &e))?;
        let analysis = GameAnalysis::of(&game);
        if args.json {
            // `{"games":[…]}`, exactly what serialising the whole list at once gives.
            out.write_all(if game.number == 1 {
                b"{\"games\":["
            } else {
                b","
            })?;
            write_json(&mut out, &game, &analysis, args.ledger)?;
        } else {
            write_analysis(w, &mut out, game.number, &game.record, &analysis)?;
            write_ledger(w, &mut out, &game, args.ledger)?;
        }
    }
    if games.count() == 0 {
        bail!(w.catalog().get("cli-no-games", &[("file", name().into())]));
    }
    if args.json {
        writeln!(out, "]}}")?;
    }
    out.flush()?;
    Ok(ExitCode::SUCCESS)
}

/// One game's analysis as JSON; with `ledger`, its claims-ahead ledger as `claims_ahead`.
fn write_json(
    out: &mut impl Write,
    game: &PgnGame,
    analysis: &GameAnalysis,
    ledger: bool,
) -> anyhow::Result<()> {
    if ledger {
        let mut v = serde_json::to_value(analysis)?;
        if let Some(o) = v.as_object_mut() {
            o.insert(
                "claims_ahead".into(),
                serde_json::to_value(game.record.ledger())?,
            );
        }
        serde_json::to_writer(out, &v)?;
    } else {
        serde_json::to_writer(out, analysis)?;
    }
    Ok(())
}

/// The claims-ahead ledger under a game's analysis, when asked for.
fn write_ledger(
    w: &Words,
    out: &mut impl Write,
    game: &PgnGame,
    ledger: bool,
) -> anyhow::Result<()> {
    if ledger {
        let lines = crate::cli::reminder_cmds::ledger_lines(w, &game.record, &game.record.ledger());
        for line in lines {
            writeln!(out, "  {}", for_terminal(&line))?;
        }
    }
    Ok(())
}

fn plies_list(plies: &[usize]) -> String {
    let list: Vec<String> = plies.iter().map(usize::to_string).collect();
    list.join(", ")
}

fn write_analysis(
    w: &Words,
    out: &mut impl Write,
    number: usize,
    record: &GameRecord,
    a: &GameAnalysis,
) -> anyhow::Result<()> {
    let cat = w.catalog();
    writeln!(
        out,
        "{}",
        cat.get(
            "analyze-game",
            &[
                ("number", number.into()),
                ("white", for_terminal(&a.white).into_owned().into()),
                ("black", for_terminal(&a.black).into_owned().into()),
                ("result", for_terminal(&a.result).into_owned().into()),
                ("plies", a.plies.into()),
            ]
        )
    )?;
    match &a.ended {
        Some(e) => {
            let rule = words::end_rule(cat, e.rule);
            let reason = a
                .ended_detail
                .as_ref()
                .map(|d| words::end_reason(cat, record, d))
                .unwrap_or_default();
            let ended: [Arg<'_>; 6] = [
                ("rule", rule.into()),
                ("move", e.mv.clone().into()),
                ("ply", e.ply.into()),
                ("result", e.result.to_string().into()),
                ("article", e.article.into()),
                ("reason", reason.into()),
            ];
            writeln!(out, "  {}", cat.get("analyze-ended", &ended))?;
            if a.void_plies > 0 {
                writeln!(
                    out,
                    "  {}",
                    cat.get("analyze-void", &[("count", a.void_plies.into())])
                )?;
            }
            if let Some(d) = a.disagreement() {
                let mut args = ended.to_vec();
                args.push(("recorded", for_terminal(&a.result).into_owned().into()));
                let key = match d {
                    Disagreement::NoResult => "analyze-no-result",
                    Disagreement::Contradicts => "analyze-contradicts",
                };
                writeln!(out, "  {}", cat.get(key, &args))?;
            }
        }
        None => writeln!(out, "  {}", cat.get("analyze-not-ended", &[]))?,
    }
    match &a.first_threefold {
        Some(t) => writeln!(
            out,
            "  {}",
            cat.get(
                "analyze-threefold",
                &[
                    ("move", t.mv.clone().into()),
                    ("ply", t.ply.into()),
                    ("plies", plies_list(&t.occurrences).into()),
                ]
            )
        )?,
        None => writeln!(out, "  {}", cat.get("analyze-threefold-none", &[]))?,
    }
    match &a.fifty_moves_claimable {
        Some(f) => writeln!(
            out,
            "  {}",
            cat.get(
                "analyze-fifty",
                &[("move", f.mv.clone().into()), ("ply", f.ply.into())]
            )
        )?,
        None => writeln!(out, "  {}", cat.get("analyze-fifty-never", &[]))?,
    }
    if a.repetitions.is_empty() {
        writeln!(out, "  {}", cat.get("analyze-repetitions-none", &[]))?;
    } else {
        writeln!(out, "  {}", cat.get("analyze-repetitions", &[]))?;
        for r in &a.repetitions {
            // The move column is layout: padded to 14 display columns, as before.
            writeln!(
                out,
                "    {:<14} {}",
                r.mv,
                cat.get(
                    "analyze-repetition",
                    &[
                        ("ply", format!("{:>3}", r.ply).into()),
                        ("occurrence", r.occurrence.into()),
                        ("plies", plies_list(&r.occurrences).into()),
                    ]
                )
            )?;
        }
    }
    Ok(())
}

/// `arbiter rules claim`: the claim of the player to move after N plies.
pub fn claim(w: &Words, args: &ClaimArgs) -> anyhow::Result<ExitCode> {
    let k = args.game.unwrap_or(1);
    let game = read_game(w, &args.file, k, Detail::NoComments)?;
    let cat = w.catalog();
    let at_game = cat.get(
        "cli-file-game",
        &[
            ("file", args.file.display().to_string().into()),
            ("game", k.into()),
        ],
    );
    let record = game
        .record
        .truncated(args.ply)
        .map_err(|e| rules_error(w, &format!("{at_game}: "), &e))?;
    let intended = args
        .intended
        .as_deref()
        .map(|m| crate::i18n::san::from_local(w.lang(), m));
    let verdict = record
        .claim(intended.as_deref(), &LawsParams::default())
        .map_err(|e| rules_error(w, &format!("{at_game}, --move "), &e))?;
    let mut out = Sanitised::new(std::io::stdout().lock());
    if args.json {
        // Fields and values the same in every language; only the explanation, a sentence for
        // people, follows the language.
        /// The engine's verdict and, last, its explanation in words.
        #[derive(serde::Serialize)]
        struct Worded<'a> {
            #[serde(flatten)]
            verdict: &'a crate::rules::ClaimVerdict,
            explanation: String,
        }
        let worded = Worded {
            verdict: &verdict,
            explanation: crate::i18n::claim::explanation(cat, &record, &verdict),
        };
        writeln!(out, "{}", serde_json::to_string(&worded)?)?;
    } else {
        // The verdict in the arbiter's language (Fluent messages).
        let at = if args.ply == 0 {
            cat.get("claim-at-start", &[])
        } else {
            cat.get(
                "claim-at-ply",
                &[
                    ("label", record.ply_label(args.ply).into()),
                    ("ply", args.ply.into()),
                ],
            )
        };
        // Every move in the language's letters (issue 34); the JSON above keeps English SAN.
        let local = |text: String| crate::i18n::san::labels_to_local(cat.lang(), &text);
        writeln!(
            out,
            "{}",
            local(
                cat.get(
                    "claim-head",
                    &[
                        ("game", k.into()),
                        ("white", for_terminal(game.white()).into_owned().into()),
                        ("black", for_terminal(game.black()).into_owned().into()),
                        (
                            "claimant",
                            crate::i18n::claim::side(cat, verdict.claimant).into()
                        ),
                        ("at", at.into()),
                        (
                            "written",
                            verdict
                                .written
                                .clone()
                                .or_else(|| args.intended.clone())
                                .map(|w| for_terminal(&w).into_owned())
                                .unwrap_or_else(|| "none".into())
                                .into()
                        ),
                    ]
                )
            )
        )?;
        writeln!(out, "  {}", crate::i18n::claim::headline(cat, &verdict))?;
        if let Some(occ) = &verdict.occurrences {
            writeln!(
                out,
                "  {}",
                cat.get("claim-stood-at", &[("plies", plies_list(occ).into())])
            )?;
        }
        writeln!(
            out,
            "  {}",
            local(crate::i18n::claim::explanation(cat, &record, &verdict))
        )?;
    }
    Ok(ExitCode::SUCCESS)
}
