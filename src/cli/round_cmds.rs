//! `arbiter round`: the rounds of the tournament and their state, and which one is current
//! (issue 17). A bare board number `N` in every board verb means board N of the current round.

use crate::i18n::Words;
use crate::store::EventFile;
use std::collections::BTreeMap;
use std::process::ExitCode;

use clap::{Args, Subcommand};

use crate::event::checklist::{Checklist, PlayerList, RoundWarning};
use crate::event::{BoardState, EventSettings, Player, RoundState};
use crate::store::Store;

#[derive(Debug, Args)]
pub struct RoundArgs {
    #[command(subcommand)]
    pub cmd: Option<RoundCmd>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum RoundCmd {
    /// Make round R the current round (what a bare board number and the app's hall mean); warns
    /// about boards without players or time control and pairings not confirmed (issue 35).
    Set(RoundSetArgs),
    /// The closing checklist of round R: boards without a result, claims waiting for a
    /// decision, III.6 claims not ruled on, fallen flags not judged (issue 35).
    Close(RoundSetArgs),
    /// Round R's date (YYYY-MM-DD) and start time (HH:MM, local time of the venue).
    Date(RoundDateArgs),
    /// The event's default time (Art. 6.7.1) after each round's start, e.g. 30m; 0: a player
    /// must be present at the start.
    DefaultTime(RoundDefaultTimeArgs),
}

#[derive(Debug, Args)]
pub struct RoundDefaultTimeArgs {
    pub time: String,
}

#[derive(Debug, Args)]
pub struct RoundDateArgs {
    pub round: u32,
    pub date: String,
    pub time: Option<String>,
}

#[derive(Debug, Args)]
pub struct RoundSetArgs {
    pub round: u32,
    #[arg(long)]
    pub json: bool,
}

/// One round as `arbiter round` shows it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct RoundRow {
    pub round: u32,
    pub state: RoundState,
    /// The round's paired boards (extra games not counted).
    pub boards: usize,
    /// Paired boards with a result.
    pub results: usize,
    /// Games outside the round numbering (issue 17: tie-breaks, games played early or late).
    pub extra_games: usize,
    pub current: bool,
    /// YYYY-MM-DD, when set.
    pub date: Option<String>,
    /// HH:MM, when set.
    pub time: Option<String>,
    /// The round's checklist as it stands (issue 35): before the start (paired), during play
    /// (the start's checks and what waits for the arbiter), at the close (complete).
    pub warnings: Vec<RoundWarning>,
}

/// One board's part of its round's `which` checklist at `now_ms` (issue 35, item 5), with the
/// event's player list to confirm its pairing against: a round's checklist is its boards'
/// parts in the boards' order, so it is taken board by board (issue 36: no round held folded).
fn board_checklist(
    settings: &EventSettings,
    players: Option<&PlayerList>,
    board: &BoardState,
    which: Checklist,
    now_ms: i64,
) -> Vec<RoundWarning> {
    match which {
        Checklist::Start => {
            let known = players.map(|l| l.confirms(&board.setup));
            crate::event::checklist::at_start([(board, known)], settings)
        }
        Checklist::Close => crate::event::checklist::at_close([board], now_ms),
    }
}

/// Every round of the event, 1 to the highest of: the rounds announced (`init --rounds`), the
/// last round with boards, the current round.
pub fn rounds(store: &Store) -> anyhow::Result<Vec<RoundRow>> {
    let settings = store.settings()?;
    let current = store.current_round()?;
    let last = settings
        .rounds
        .unwrap_or(0)
        .max(store.last_round_with_boards()?)
        .max(current);
    let dates = store.round_dates()?;
    let now = crate::store::now_ms();
    let players = store.player_list()?;
    // Board by board, each round's tally and its checklists' warnings as they come, the
    // round's paired boards' before its extra games' (issue 36: holding every board folded
    // cost the report 173 MB at 9,000 boards).
    let mut of: BTreeMap<u32, RoundSoFar> = BTreeMap::new();
    super::event_cmds::for_each_board(store, &settings, None, |s| {
        let so_far = of.entry(s.setup.id().round).or_default();
        so_far.tally.add(&s);
        let extra = usize::from(s.setup.is_extra());
        if extra == 0 {
            so_far.boards += 1;
            so_far.results += usize::from(s.outcome().is_some());
        } else {
            so_far.extra_games += 1;
        }
        for (which, warnings) in [
            (Checklist::Start, &mut so_far.start[extra]),
            (Checklist::Close, &mut so_far.close[extra]),
        ] {
            warnings.extend(board_checklist(&settings, players.as_ref(), &s, which, now));
        }
        Ok(())
    })?;
    let mut rows = Vec::new();
    for round in 1..=last {
        let so_far = of.remove(&round).unwrap_or_default();
        let state = so_far.tally.state();
        let [start, start_extra] = so_far.start;
        let [close, close_extra] = so_far.close;
        rows.push(RoundRow {
            round,
            state,
            warnings: crate::event::checklist::for_state(
                state,
                || start.into_iter().chain(start_extra).collect(),
                || close.into_iter().chain(close_extra).collect(),
            ),
            boards: so_far.boards,
            results: so_far.results,
            extra_games: so_far.extra_games,
            current: round == current,
            date: dates
                .get(&round)
                .map(|d| d.0.format("%Y-%m-%d").to_string()),
            time: dates
                .get(&round)
                .and_then(|d| d.1)
                .map(|t| t.format("%H:%M").to_string()),
        });
    }
    Ok(rows)
}

/// One round as [`rounds`] has gone through its boards so far: its state's tally, its counts,
/// and its checklists' warnings, the paired boards' (`[0]`) and the extra games' (`[1]`).
#[derive(Default)]
struct RoundSoFar {
    tally: crate::event::RoundTally,
    boards: usize,
    results: usize,
    extra_games: usize,
    start: [Vec<RoundWarning>; 2],
    close: [Vec<RoundWarning>; 2],
}

/// Round `round`'s `which` checklist now, its boards folded from the file.
fn round_checklist(
    store: &Store,
    round: u32,
    which: Checklist,
) -> anyhow::Result<Vec<RoundWarning>> {
    let settings = store.settings()?;
    let players = store.player_list()?;
    let now = crate::store::now_ms();
    let mut warnings = Vec::new();
    super::event_cmds::for_each_board(store, &settings, Some(round), |s| {
        warnings.extend(board_checklist(&settings, players.as_ref(), &s, which, now));
        Ok(())
    })?;
    Ok(warnings)
}

/// The checklist's count line (`key`) and its warnings.
fn print_checklist(w: &Words, key: &str, round: u32, warnings: &[RoundWarning]) {
    outln!(
        "{}",
        w.t(
            key,
            &[("round", round.into()), ("count", warnings.len().into())]
        )
    );
    print_warnings(w, warnings);
}

/// Each warning of a checklist on its own line, indented under its round.
fn print_warnings(w: &Words, warnings: &[RoundWarning]) {
    for warning in warnings {
        outln!(
            "  ! {}",
            crate::text::for_terminal(&crate::i18n::board::round_warning(w.catalog(), warning))
        );
    }
}

/// The translated name of a round's state.
pub fn state_name(w: &Words, state: RoundState) -> String {
    w.t(
        match state {
            RoundState::NotPaired => "rounds-state-not-paired",
            RoundState::Paired => "rounds-state-paired",
            RoundState::Playing => "rounds-state-playing",
            RoundState::Complete => "rounds-state-complete",
        },
        &[],
    )
}

pub fn run(w: &Words, db: &EventFile, a: RoundArgs) -> anyhow::Result<ExitCode> {
    let store = Store::open_file(db)?;
    match a.cmd {
        None => {
            let rows = rounds(&store)?;
            if a.json {
                outln!("{}", serde_json::to_string(&rows)?);
            } else {
                for r in &rows {
                    let key = if r.current {
                        "rounds-line-current"
                    } else {
                        "rounds-line"
                    };
                    let when = match (&r.date, &r.time) {
                        (Some(d), Some(t)) => format!(" · {d} {t}"),
                        (Some(d), None) => format!(" · {d}"),
                        _ => String::new(),
                    };
                    let warned = if r.warnings.is_empty() {
                        String::new()
                    } else {
                        format!(
                            " · {}",
                            w.t("rounds-warnings", &[("count", r.warnings.len().into())])
                        )
                    };
                    let extra = if r.extra_games > 0 {
                        format!(
                            " · {}",
                            w.t("rounds-extra-count", &[("count", r.extra_games.into())])
                        )
                    } else {
                        String::new()
                    };
                    outln!(
                        "{}{when}{extra}{warned}",
                        w.t(
                            key,
                            &[
                                ("round", r.round.into()),
                                ("state", state_name(w, r.state).into()),
                                ("boards", r.boards.into()),
                                ("results", r.results.into()),
                            ]
                        )
                    );
                    print_warnings(w, &r.warnings);
                }
            }
        }
        Some(RoundCmd::Close(s)) => {
            let warnings = round_checklist(&store, s.round, Checklist::Close)?;
            if s.json {
                outln!(
                    "{}",
                    serde_json::json!({ "round": s.round, "close": warnings })
                );
            } else {
                print_checklist(w, "round-close-checked", s.round, &warnings);
            }
        }
        Some(RoundCmd::Date(d)) => {
            let date = chrono::NaiveDate::parse_from_str(&d.date, "%Y-%m-%d").map_err(|_| {
                anyhow::anyhow!(
                    "{}",
                    w.t("rounds-bad-date", &[("text", d.date.clone().into())])
                )
            })?;
            let time = d
                .time
                .as_deref()
                .map(|s| {
                    chrono::NaiveTime::parse_from_str(s, "%H:%M").map_err(|_| {
                        anyhow::anyhow!(
                            "{}",
                            w.t("rounds-bad-time", &[("text", s.to_owned().into())])
                        )
                    })
                })
                .transpose()?;
            store.set_round_date(d.round, date, time)?;
            outln!(
                "{}",
                w.t(
                    "rounds-dated",
                    &[
                        ("round", d.round.into()),
                        ("date", date.format("%Y-%m-%d").to_string().into()),
                        (
                            "time",
                            time.map_or("-".to_owned(), |t| t.format("%H:%M").to_string())
                                .into()
                        ),
                    ]
                )
            );
        }
        Some(RoundCmd::DefaultTime(d)) => {
            let ms = crate::clock::parse_duration(&d.time).map_err(|e| {
                anyhow::anyhow!(
                    "{}",
                    w.t(
                        "rounds-bad-default-time",
                        &[
                            ("text", d.time.clone().into()),
                            ("error", e.to_string().into())
                        ]
                    )
                )
            })?;
            store.set_default_time(ms)?;
            outln!(
                "{}",
                w.t(
                    "rounds-default-time-set",
                    &[("time", crate::clock::format_ms(ms).into())]
                )
            );
        }
        Some(RoundCmd::Set(s)) => {
            store.set_current_round(s.round)?;
            let warnings = round_checklist(&store, s.round, Checklist::Start)?;
            if s.json {
                outln!(
                    "{}",
                    serde_json::json!({ "current_round": s.round, "start": warnings })
                );
            } else {
                outln!("{}", w.t("rounds-set", &[("round", s.round.into())]));
                print_checklist(w, "round-start-checked", s.round, &warnings);
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}

// `arbiter players [--json]`, `arbiter players add …`
#[derive(Debug, Args)]
pub struct PlayersArgs {
    #[command(subcommand)]
    pub cmd: Option<PlayersCmd>,
    #[arg(long)]
    pub json: bool,
}

#[derive(Debug, Subcommand)]
#[command(defer = true)]
pub enum PlayersCmd {
    /// Add a player (or complete one the event knows by FIDE id or name).
    Add(PlayerAddArgs),
}

#[derive(Debug, Args)]
pub struct PlayerAddArgs {
    /// As the pairing program spells it ("Lastname, Firstname").
    #[arg(long)]
    pub name: String,
    #[arg(long)]
    pub fide_id: Option<u64>,
    #[arg(long)]
    pub rating: Option<u16>,
    /// GM, IM, WGM, FM, WIM, CM, WFM, WCM.
    #[arg(long)]
    pub title: Option<String>,
    /// Three-letter federation code.
    #[arg(long)]
    pub federation: Option<String>,
    /// Starting rank (the pairing program's start number).
    #[arg(long)]
    pub rank: Option<u32>,
    #[arg(long)]
    pub json: bool,
}

/// One player as `arbiter players` prints it: rank, title, name, rating, federation, FIDE id.
fn player_line(p: &Player) -> String {
    let or_dash = |v: Option<String>| v.unwrap_or_else(|| "-".to_owned());
    format!(
        "{:>4}  {:<4} {}  {}  {}  {}",
        or_dash(p.start_rank.map(|r| r.to_string())),
        p.title.as_deref().unwrap_or(""),
        crate::text::for_terminal(&p.name),
        or_dash(p.rating.map(|r| r.to_string())),
        or_dash(
            p.federation
                .as_deref()
                .map(|f| crate::text::for_terminal(f).into_owned())
        ),
        or_dash(p.fide_id.map(|f| f.to_string())),
    )
}

pub fn players(w: &Words, db: &EventFile, a: PlayersArgs) -> anyhow::Result<ExitCode> {
    let store = Store::open_file(db)?;
    match a.cmd {
        None => {
            let players = store.players()?;
            if a.json {
                outln!("{}", serde_json::to_string(&players)?);
            } else {
                for p in &players {
                    outln!("{}", player_line(p));
                }
            }
        }
        Some(PlayersCmd::Add(p)) => {
            if p.rank == Some(0) {
                anyhow::bail!("{}", w.t("rounds-rank-zero", &[]));
            }
            let player = Player {
                id: 0,
                name: p.name.trim().to_owned(),
                fide_id: p.fide_id.filter(|&f| f > 0),
                rating: p.rating,
                title: p.title.map(|t| t.trim().to_ascii_uppercase()),
                federation: p.federation.map(|f| f.trim().to_ascii_uppercase()),
                start_rank: p.rank,
            };
            let added = store.add_players(std::slice::from_ref(&player))?;
            for q in &added {
                if p.json {
                    outln!("{}", serde_json::to_string(q)?);
                } else {
                    outln!("{}", player_line(q));
                }
            }
        }
    }
    Ok(ExitCode::SUCCESS)
}
