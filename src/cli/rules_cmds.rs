//! `arbiter rules analyze` and `arbiter rules claim` (issue 2).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, bail};
use clap::Args;

use crate::rules::analyze::GameAnalysis;
use crate::rules::pgn::{self, PgnGame};
use crate::rules::{LawsParams, RulesError};

/// `arbiter rules analyze FILE.pgn [--game K] [--json]`
#[derive(Debug, Args)]
pub struct AnalyzeArgs {
    /// PGN file with one or more games.
    pub file: PathBuf,
    /// Only game K (1-based).
    #[arg(long)]
    pub game: Option<usize>,
    /// Machine-readable output.
    #[arg(long)]
    pub json: bool,
}

/// `arbiter rules claim FILE.pgn --ply N [--move SAN] [--game K] [--json]`
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

/// `{"games":[…]}` with the fields in the documented order.
#[derive(serde::Serialize)]
struct AnalyzeJson<'a> {
    games: Vec<&'a GameAnalysis>,
}

/// Read and parse the PGN file; errors name the file. With `game`, only that game (1-based)
/// must be readable; without, every game.
fn read_games(file: &Path, game: Option<usize>) -> anyhow::Result<Vec<PgnGame>> {
    let bytes = std::fs::read(file).with_context(|| format!("{}: cannot read", file.display()))?;
    let all = pgn::parse_each(&bytes).with_context(|| file.display().to_string())?;
    if all.is_empty() {
        bail!("{}: no games in the file", file.display());
    }
    let chosen: Vec<Result<PgnGame, RulesError>> = match game {
        Some(k) if k == 0 || k > all.len() => bail!(
            "{}: game {k} out of range: the file has {} game{}",
            file.display(),
            all.len(),
            if all.len() == 1 { "" } else { "s" }
        ),
        Some(k) => all.into_iter().skip(k - 1).take(1).collect(),
        None => all,
    };
    chosen
        .into_iter()
        .map(|g| g.with_context(|| file.display().to_string()))
        .collect()
}

/// `arbiter rules analyze`: repetitions, first threefold and fifty-move claim, end by the Laws.
pub fn analyze(args: &AnalyzeArgs) -> anyhow::Result<ExitCode> {
    let games = read_games(&args.file, args.game)?;
    let analyses: Vec<(usize, GameAnalysis)> = games
        .iter()
        .map(|g| (g.number, GameAnalysis::of(g)))
        .collect();
    let mut out = std::io::stdout().lock();
    if args.json {
        let games: Vec<&GameAnalysis> = analyses.iter().map(|(_, a)| a).collect();
        writeln!(out, "{}", serde_json::to_string(&AnalyzeJson { games })?)?;
    } else {
        for (number, a) in &analyses {
            write_analysis(&mut out, *number, a)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn plies_list(plies: &[usize]) -> String {
    let list: Vec<String> = plies.iter().map(usize::to_string).collect();
    list.join(", ")
}

fn write_analysis(out: &mut impl Write, number: usize, a: &GameAnalysis) -> anyhow::Result<()> {
    writeln!(
        out,
        "Game {number}: {} – {}, result {}, {} plies",
        a.white, a.black, a.result, a.plies
    )?;
    match &a.ended {
        Some(e) => {
            writeln!(
                out,
                "  ended by the Laws: {} after {} (ply {}), {} (Art. {}){}",
                e.rule.as_str(),
                e.mv,
                e.ply,
                e.result,
                e.article,
                a.ended_reason
                    .as_ref()
                    .map(|r| format!(": {r}"))
                    .unwrap_or_default()
            )?;
            if a.void_plies > 0 {
                let (n, verb) = if a.void_plies == 1 {
                    ("1 ply".to_owned(), "is")
                } else {
                    (format!("{} plies", a.void_plies), "are")
                };
                writeln!(out, "  {n} recorded after that {verb} void")?;
            }
            if let Some(d) = a.disagreement() {
                writeln!(out, "  note: {d}")?;
            }
        }
        None => writeln!(
            out,
            "  ended by the Laws: no (the result rests on agreement, resignation, time or a claim)"
        )?,
    }
    match &a.first_threefold {
        Some(t) => writeln!(
            out,
            "  first threefold: after {} (ply {}), position at plies {}: the player to move could claim (Art. 9.2.2)",
            t.mv,
            t.ply,
            plies_list(&t.occurrences)
        )?,
        None => writeln!(out, "  first threefold: none")?,
    }
    match &a.fifty_moves_claimable {
        Some(f) => writeln!(
            out,
            "  fifty moves claimable: after {} (ply {}) (Art. 9.3.2)",
            f.mv, f.ply
        )?,
        None => writeln!(out, "  fifty moves claimable: never")?,
    }
    if a.repetitions.is_empty() {
        writeln!(out, "  repetitions: none")?;
    } else {
        writeln!(out, "  repetitions:")?;
        for r in &a.repetitions {
            writeln!(
                out,
                "    {:<14} ply {:>3}: {} time (plies {})",
                r.mv,
                r.ply,
                ordinal(r.occurrence),
                plies_list(&r.occurrences)
            )?;
        }
    }
    Ok(())
}

fn ordinal(k: usize) -> String {
    match k {
        2 => "2nd".to_owned(),
        3 => "3rd".to_owned(),
        k => format!("{k}th"),
    }
}

/// `arbiter rules claim`: the claim of the player to move after N plies.
pub fn claim(args: &ClaimArgs) -> anyhow::Result<ExitCode> {
    let k = args.game.unwrap_or(1);
    let games = read_games(&args.file, Some(k))?;
    let Some(game) = games.first() else {
        bail!("{}: game {k} not found", args.file.display());
    };
    let record = game
        .record
        .truncated(args.ply)
        .with_context(|| format!("{}: game {k}", args.file.display()))?;
    let verdict = record
        .claim(args.intended.as_deref(), &LawsParams::default())
        .map_err(|e| anyhow::anyhow!("{}: game {k}, --move {e}", args.file.display()))?;
    let mut out = std::io::stdout().lock();
    if args.json {
        writeln!(out, "{}", serde_json::to_string(&verdict)?)?;
    } else {
        // The verdict in the arbiter's language (Fluent messages); the JSON above keeps its
        // fields and values in every language.
        let cat = crate::i18n::current();
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
        writeln!(
            out,
            "{}",
            cat.get(
                "claim-head",
                &[
                    ("game", k.into()),
                    ("white", game.white().to_owned().into()),
                    ("black", game.black().to_owned().into()),
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
                            .unwrap_or_else(|| "none".into())
                            .into()
                    ),
                ]
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
            crate::i18n::claim::explanation(cat, &record, &verdict)
        )?;
    }
    Ok(ExitCode::SUCCESS)
}
