//! `arbiter rules analyze` and `arbiter rules claim` (issue 2).

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, bail};
use clap::Args;

use crate::i18n::Arg;
use crate::i18n::rules as words;
use crate::rules::GameRecord;
use crate::rules::analyze::{Disagreement, GameAnalysis};
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
    let cat = crate::i18n::current();
    let name = || file.display().to_string();
    let bytes = std::fs::read(file)
        .with_context(|| cat.get("cli-cannot-read", &[("file", name().into())]))?;
    let all = pgn::parse_each(&bytes).map_err(|e| rules_error(&format!("{}: ", name()), &e))?;
    if all.is_empty() {
        bail!(cat.get("cli-no-games", &[("file", name().into())]));
    }
    let chosen: Vec<Result<PgnGame, RulesError>> = match game {
        Some(k) if k == 0 || k > all.len() => bail!(cat.get(
            "cli-game-out-of-range",
            &[
                ("file", name().into()),
                ("game", k.into()),
                ("count", all.len().into()),
            ]
        )),
        Some(k) => all.into_iter().skip(k - 1).take(1).collect(),
        None => all,
    };
    chosen
        .into_iter()
        .map(|g| g.map_err(|e| rules_error(&format!("{}: ", name()), &e)))
        .collect()
}

/// A rules engine error for the arbiter, after `prefix` ("FILE: "): in the process language where the engine
/// says what went wrong by its fields (a ply out of range); its developer text otherwise.
fn rules_error(prefix: &str, e: &RulesError) -> anyhow::Error {
    let cat = crate::i18n::current();
    let what = match e {
        RulesError::PlyOutOfRange { ply, plies } => cat.get(
            "cli-ply-out-of-range",
            &[("ply", (*ply).into()), ("plies", (*plies).into())],
        ),
        other => other.to_string(),
    };
    anyhow::anyhow!("{prefix}{what}")
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
        for ((number, a), game) in analyses.iter().zip(&games) {
            write_analysis(&mut out, *number, &game.record, a)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn plies_list(plies: &[usize]) -> String {
    let list: Vec<String> = plies.iter().map(usize::to_string).collect();
    list.join(", ")
}

fn write_analysis(
    out: &mut impl Write,
    number: usize,
    record: &GameRecord,
    a: &GameAnalysis,
) -> anyhow::Result<()> {
    let cat = crate::i18n::current();
    writeln!(
        out,
        "{}",
        cat.get(
            "analyze-game",
            &[
                ("number", number.into()),
                ("white", a.white.clone().into()),
                ("black", a.black.clone().into()),
                ("result", a.result.clone().into()),
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
                ("result", e.result.into()),
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
                args.push(("recorded", a.result.clone().into()));
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
pub fn claim(args: &ClaimArgs) -> anyhow::Result<ExitCode> {
    let k = args.game.unwrap_or(1);
    let games = read_games(&args.file, Some(k))?;
    let cat = crate::i18n::current();
    let at_game = cat.get(
        "cli-file-game",
        &[
            ("file", args.file.display().to_string().into()),
            ("game", k.into()),
        ],
    );
    let Some(game) = games.first() else {
        bail!(cat.get(
            "cli-game-out-of-range",
            &[
                ("file", args.file.display().to_string().into()),
                ("game", k.into()),
                ("count", 0.into()),
            ]
        ));
    };
    let record = game
        .record
        .truncated(args.ply)
        .map_err(|e| rules_error(&format!("{at_game}: "), &e))?;
    let verdict = record
        .claim(args.intended.as_deref(), &LawsParams::default())
        .map_err(|e| rules_error(&format!("{at_game}, --move "), &e))?;
    let mut out = std::io::stdout().lock();
    if args.json {
        // Fields and values the same in every language; only the explanation, a sentence for
        // people, follows the language.
        let mut worded = verdict.clone();
        worded.explanation = crate::i18n::claim::explanation(cat, &record, &verdict);
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
