//! CHA (Chess Unwinnability Analyzer, github.com/miguel-ambrona/D3-Chess) side by side with
//! arbiter's dead-position analysis (issue 36 item 5): one CHA process, started once from the path
//! in `ARBITER_CHA`, asked one colour case a line on its standard input, as arbiter's `can_mate`
//! is called once a colour case in this process. Both are timed the same way, in process: CHA's
//! own time (the `time` it prints, measured around its analysis, so without the pipe) and
//! arbiter's wall time around `decide` (the verdict and the line as found, as CHA gives them;
//! `can_mate` then shortens lines over 20 plies for the players). CHA is never part of the
//! repository.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use arbiter::rules::dead::{Budget, Verdict, decide, line_mates};
use shakmaty::{Chess, Color, Position, uci::UciMove};

/// What CHA answered for one colour case.
pub enum ChaAnswer {
    /// A helpmate, as UCI moves.
    Winnable(Vec<String>),
    Unwinnable,
    Undetermined,
}

/// A running CHA process.
pub struct Cha {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Cha {
    /// CHA started from `ARBITER_CHA`, its banner read; `None` (and why, printed) without it.
    pub fn start() -> Option<Cha> {
        let path = std::env::var("ARBITER_CHA").ok()?;
        let mut child = match Command::new(&path)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
        {
            Ok(c) => c,
            Err(e) => {
                println!("skipped CHA: {path}: {e}");
                return None;
            }
        };
        let input = child.stdin.take()?;
        let mut output = BufReader::new(child.stdout.take()?);
        let mut banner = String::new();
        output.read_line(&mut banner).ok()?;
        Some(Cha {
            child,
            input,
            output,
        })
    }

    /// CHA's answer for `colour` mating in `fen`, and its own time for it.
    pub fn ask(&mut self, fen: &str, colour: Color) -> Option<(ChaAnswer, Duration)> {
        let side = if colour == Color::White {
            "white"
        } else {
            "black"
        };
        writeln!(self.input, "{fen} {side}").ok()?;
        self.input.flush().ok()?;
        let mut line = String::new();
        self.output.read_line(&mut line).ok()?;
        let words: Vec<&str> = line.split_whitespace().collect();
        let micros: u64 = words
            .iter()
            .position(|w| *w == "time")
            .and_then(|i| words.get(i + 1))
            .and_then(|t| t.parse().ok())?;
        let answer = match words.first().copied() {
            Some("winnable") => ChaAnswer::Winnable(
                words[1..]
                    .iter()
                    .take_while(|w| **w != "nodes")
                    .map(|w| w.trim_end_matches(['#', '+']).to_string())
                    .collect(),
            ),
            Some("unwinnable") => ChaAnswer::Unwinnable,
            _ => ChaAnswer::Undetermined,
        };
        Some((answer, Duration::from_micros(micros)))
    }
}

impl Drop for Cha {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.child.wait();
    }
}

/// `true` when CHA's UCI `moves` replay from `pos` to a mate by `colour`.
fn cha_line_mates(pos: &Chess, colour: Color, moves: &[String]) -> bool {
    let mut pos = pos.clone();
    for uci in moves {
        let Some(m) = uci
            .parse::<UciMove>()
            .ok()
            .and_then(|u| u.to_move(&pos).ok())
        else {
            return false;
        };
        pos.play_unchecked(m);
    }
    pos.is_checkmate() && pos.turn() == !colour
}

/// One colour case of a set: the position, its FEN, the intended winner, and whether it can mate
/// when the set says so (CHA's vector).
pub struct Case {
    pub pos: Chess,
    pub fen: String,
    pub colour: Color,
    pub truth: Option<bool>,
}

/// One program's figures on a set.
#[derive(Default)]
struct Tally {
    times: Vec<Duration>,
    undetermined: usize,
    wrong: usize,
    /// Mating lines that do not replay to mate (the verdict may still be right).
    bad_lines: usize,
}

impl Tally {
    fn line(&mut self, who: &str) -> String {
        self.times.sort();
        let total: Duration = self.times.iter().sum();
        let p99 = self
            .times
            .get(((self.times.len() as f64 - 1.0) * 0.99).round() as usize)
            .copied()
            .unwrap_or_default();
        format!(
            "{who}: total {:.3} s, p99 {:.2} ms, max {:.2} ms, undetermined {}, wrong {}, lines not mating {}",
            total.as_secs_f64(),
            p99.as_secs_f64() * 1e3,
            self.times.last().copied().unwrap_or_default().as_secs_f64() * 1e3,
            self.undetermined,
            self.wrong,
            self.bad_lines
        )
    }
}

/// Arbiter and CHA on every case of a set, interleaved: total, p99 and max time per colour case,
/// undetermined and wrong for each. A verdict is wrong when it contradicts the set's truth, or
/// a line of either program that replays to mate; a mating line that does not replay (CHA's
/// can start with the wrong side's move) is counted apart.
/// `ARBITER_DEAD_VERBOSE=1` names the cases where either is slower than the other by 1 ms or more.
pub fn side_by_side(name: &str, cases: &[Case], cha: &mut Cha) {
    let budget = Budget::default();
    let verbose = std::env::var("ARBITER_DEAD_VERBOSE").is_ok();
    let (mut ours, mut theirs) = (Tally::default(), Tally::default());
    for case in cases {
        let t = Instant::now();
        let verdict = decide(&case.pos, case.colour, &budget);
        let ours_time = t.elapsed();
        let Some((answer, cha_time)) = cha.ask(&case.fen, case.colour) else {
            println!("CHA did not answer {}: side by side stopped", case.fen);
            return;
        };
        ours.times.push(ours_time);
        theirs.times.push(cha_time);
        // What each says (`Some(true)`: can mate), and whether a line given replays to mate.
        let ours_says = match &verdict {
            Verdict::Winnable { .. } => Some(true),
            Verdict::Unwinnable { .. } => Some(false),
            Verdict::Undetermined => None,
        };
        let ours_line = match &verdict {
            Verdict::Winnable { line } => Some(line_mates(&case.pos, case.colour, line)),
            _ => None,
        };
        let (theirs_says, theirs_line) = match &answer {
            ChaAnswer::Winnable(moves) => (
                Some(true),
                Some(cha_line_mates(&case.pos, case.colour, moves)),
            ),
            ChaAnswer::Unwinnable => (Some(false), None),
            ChaAnswer::Undetermined => (None, None),
        };
        // The truth: the set's, else a line that replays to mate.
        let truth = case
            .truth
            .or((ours_line == Some(true) || theirs_line == Some(true)).then_some(true));
        for (tally, says, line, who) in [
            (&mut ours, ours_says, ours_line, "arbiter"),
            (&mut theirs, theirs_says, theirs_line, "CHA"),
        ] {
            if line == Some(false) {
                tally.bad_lines += 1;
                println!("line does not mate ({who}): {} {:?}", case.fen, case.colour);
            }
            match says {
                None => tally.undetermined += 1,
                Some(s) if truth.is_some_and(|t| t != s) => {
                    tally.wrong += 1;
                    println!("WRONG ({who}): {} {:?}", case.fen, case.colour);
                }
                Some(_) => {}
            }
        }
        if verbose && ours_time.abs_diff(cha_time) >= Duration::from_millis(1) {
            println!(
                "{name}: arbiter {:.2} ms, CHA {:.2} ms: {} {:?}",
                ours_time.as_secs_f64() * 1e3,
                cha_time.as_secs_f64() * 1e3,
                case.fen,
                case.colour
            );
        }
    }
    println!("{name} ({} colour cases), side by side:", cases.len());
    println!("  {}", ours.line("arbiter"));
    println!("  {}", theirs.line("CHA    "));
}
