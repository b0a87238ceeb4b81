//! `arbiter rules analyze` and `arbiter rules claim` (issue 2).

use std::fs::File;
use std::io::{BufWriter, Read, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{Context, bail};
use clap::Args;

use crate::rules::LawsParams;
use crate::rules::analyze::GameAnalysis;
use crate::rules::pgn::{Detail, Games, PgnGame};

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

/// A PGN file read one game at a time.
type PgnFile = Games<std::io::Chain<std::io::Cursor<Vec<u8>>, File>>;

/// Open the PGN file for reading one game at a time; errors name the file. The first block is
/// read here, so that a file that cannot be read at all (a directory, no permission) says
/// "cannot read" before any game is looked at.
fn open_games(file: &Path, detail: Detail) -> anyhow::Result<PgnFile> {
    let cannot = || format!("{}: cannot read", file.display());
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
fn read_game(file: &Path, k: usize, detail: Detail) -> anyhow::Result<PgnGame> {
    let mut games = open_games(file, detail)?;
    let name = || file.display().to_string();
    if k > 0 {
        while games.count() + 1 < k && games.skip_game().with_context(name)? {}
        if games.count() + 1 == k
            && let Some(game) = games.next_game().with_context(name)?
        {
            return game.with_context(name);
        }
    }
    while games.skip_game().with_context(name)? {}
    let n = games.count();
    if n == 0 {
        bail!("{}: no games in the file", file.display());
    }
    bail!(
        "{}: game {k} out of range: the file has {n} game{}",
        file.display(),
        if n == 1 { "" } else { "s" }
    )
}

/// `arbiter rules analyze`: repetitions, first threefold and fifty-move claim, end by the Laws.
///
/// The file is streamed: one game is read, analysed and written before the next is read, so the
/// memory is that of one game whatever the length of the file. A game that cannot be read stops
/// the command with an error naming it (the games before it have been written).
pub fn analyze(args: &AnalyzeArgs) -> anyhow::Result<ExitCode> {
    let mut out = BufWriter::new(std::io::stdout().lock());
    if let Some(k) = args.game {
        let game = read_game(&args.file, k, Detail::NoComments)?;
        let analysis = GameAnalysis::of(&game);
        if args.json {
            writeln!(out, "{{\"games\":[{}]}}", serde_json::to_string(&analysis)?)?;
        } else {
            write_analysis(&mut out, game.number, &analysis)?;
        }
        out.flush()?;
        return Ok(ExitCode::SUCCESS);
    }
    let mut games = open_games(&args.file, Detail::NoComments)?;
    let name = || args.file.display().to_string();
    while let Some(game) = games.next_game().with_context(name)? {
        let game = game.with_context(name)?;
        let analysis = GameAnalysis::of(&game);
        if args.json {
            // `{"games":[…]}`, exactly what serialising the whole list at once gives.
            out.write_all(if game.number == 1 {
                b"{\"games\":["
            } else {
                b","
            })?;
            serde_json::to_writer(&mut out, &analysis)?;
        } else {
            write_analysis(&mut out, game.number, &analysis)?;
        }
    }
    if games.count() == 0 {
        bail!("{}: no games in the file", args.file.display());
    }
    if args.json {
        writeln!(out, "]}}")?;
    }
    out.flush()?;
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
    let game = read_game(&args.file, k, Detail::NoComments)?;
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
