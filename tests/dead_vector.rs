//! The whole measuring set (CHA's public test vector), read from `ARBITER_DEAD_VECTOR`; skipped
//! with a notice when the variable is unset. Asserts zero wrong answers: never `Unwinnable` where
//! the set says the colour can mate, never `Winnable` where it says it cannot, and every line
//! replays to checkmate by the right side. Reports proved / undetermined counts.
//!
//! It runs every case (3,606 colour cases) at a reduced budget of 100,000 nodes per case, because
//! the test profile is slower than release; `cargo bench --bench dead` measures the default budget.

use arbiter::rules::dead::{Budget, Verdict, can_mate, line_mates, vector};
use arbiter::rules::parse_fen;
use shakmaty::Color;

#[test]
fn dead_vector_zero_wrong() {
    let Ok(path) = std::env::var("ARBITER_DEAD_VECTOR") else {
        println!("ARBITER_DEAD_VECTOR not set: skipping the measuring set");
        return;
    };
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let cases = vector::parse(&text).unwrap_or_else(|e| panic!("{path}: {e}"));
    let budget = Budget { nodes: 100_000 };
    let mut wrong = Vec::new();
    let (mut proved_unwinnable, mut unwinnable, mut found_mate, mut winnable, mut undetermined) =
        (0, 0, 0, 0, 0);
    for case in &cases {
        let pos = parse_fen(&case.fen).unwrap_or_else(|e| panic!("line {}: {e}", case.line));
        for (colour, can) in [
            (Color::White, case.white_can_mate),
            (Color::Black, case.black_can_mate),
        ] {
            if can {
                winnable += 1;
            } else {
                unwinnable += 1;
            }
            match can_mate(&pos, colour, &budget) {
                Verdict::Winnable { line } => {
                    if !can || !line_mates(&pos, colour, &line) {
                        wrong.push(format!("line {} {colour:?}: mate line {line:?}", case.line));
                    }
                    found_mate += 1;
                }
                Verdict::Unwinnable { proof } => {
                    if can {
                        wrong.push(format!(
                            "line {} {colour:?}: unwinnable ({proof:?})",
                            case.line
                        ));
                    }
                    proved_unwinnable += 1;
                }
                Verdict::Undetermined => undetermined += 1,
            }
        }
    }
    println!(
        "vector {path}: {} cases; unwinnable proved {proved_unwinnable}/{unwinnable} ({:.1}%), \
         mates found {found_mate}/{winnable}, undetermined {undetermined}, wrong {}",
        2 * cases.len(),
        100.0 * proved_unwinnable as f64 / unwinnable.max(1) as f64,
        wrong.len()
    );
    assert!(wrong.is_empty(), "wrong answers:\n{}", wrong.join("\n"));
}
