use super::*;

/// A table of `rows` (costs by column, `None` for [`NONE`]).
fn table(rows: &[&[Option<u8>]]) -> Vec<[u8; MEN]> {
    rows.iter()
        .map(|row| {
            let mut out = [NONE; MEN];
            for (col, c) in row.iter().enumerate() {
                out[col] = c.unwrap_or(NONE);
            }
            out
        })
        .collect()
}

/// The least cost over every set of rows matched so far, column by column: the method
/// [`least`] replaced, kept as its reference (2^rows sets, so only for a few rows).
fn by_sets(table: &[[u8; MEN]], cols: usize) -> Option<u32> {
    const FAR: u32 = u32::MAX / 2;
    let full = (1usize << table.len()) - 1;
    let mut best = vec![FAR; full + 1];
    best[0] = 0;
    for col in 0..cols {
        for set in (0..full).rev() {
            let so_far = best[set];
            if so_far == FAR {
                continue;
            }
            for (row, costs) in table.iter().enumerate() {
                let c = costs[col];
                if set & 1 << row == 0 && c != NONE {
                    let with = &mut best[set | 1 << row];
                    *with = (*with).min(so_far + u32::from(c));
                }
            }
        }
    }
    (best[full] < FAR).then_some(best[full])
}

#[test]
fn men_are_matched_to_the_picture_at_least_cost() {
    // Each row its cheapest free column costs 1 + 10; crossing costs 2 + 1.
    let crossing = table(&[&[Some(1), Some(2)], &[Some(1), Some(10)]]);
    assert_eq!(least(&crossing, 2), Some(3));
    assert_eq!(greedy(&crossing, 2), Some(11));
    // Only the first `cols` columns count.
    assert_eq!(least(&crossing, 1), None);
    let one = table(&[&[None, Some(5)]]);
    assert_eq!(least(&one, 2), Some(5));
    assert_eq!(greedy(&one, 2), Some(5));
    let none = table(&[&[None]]);
    assert_eq!(least(&none, 1), None);
    assert_eq!(greedy(&none, 1), None);
    assert_eq!(least(&[], 0), Some(0));
    assert_eq!(least(&[], 3), Some(0));
    // Six rows, each only its own column but the last, which any column serves: 6 columns
    // match them all, at the cost of the diagonal.
    let mut six = vec![[NONE; MEN]; 6];
    for (row, costs) in six.iter_mut().enumerate() {
        costs[row] = row as u8 + 1;
    }
    six[5] = [9; MEN];
    assert_eq!(least(&six, 6), Some(1 + 2 + 3 + 4 + 5 + 9));
    assert_eq!(least(&six, 5), None);
    // Every column barred for two rows but one: no matching.
    let two = table(&[&[Some(1), None], &[Some(2), None]]);
    assert_eq!(least(&two, 2), None);
    // The largest costs a table holds, every row and column.
    assert_eq!(least(&vec![[254; MEN]; MEN], MEN), Some(254 * MEN as u32));
    assert_eq!(least(&vec![[0; MEN]; MEN], MEN - 1), None);
    // Equal costs: the greedy matching takes the first column.
    let ties = table(&[&[Some(1), Some(1)], &[Some(1), Some(7)]]);
    assert_eq!(greedy(&ties, 2), Some(8));
}

/// The Hungarian method and [`least`] (every choice for few rows and columns) give the least
/// cost of every set of rows (the method they replaced) on random tables: 1–7 rows, up to
/// [`MEN`] columns, costs up to 254 and some barred.
#[test]
fn the_least_matching_is_the_one_of_every_set_of_rows() {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = |n: u64| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state % n
    };
    let (mut some, mut none) = (0, 0);
    for _ in 0..20_000 {
        let rows = 1 + next(7) as usize;
        let cols = rows + next((MEN - rows + 1) as u64) as usize;
        let barred = next(4);
        let high = [4, 20, 255][next(3) as usize];
        let table: Vec<[u8; MEN]> = (0..rows)
            .map(|_| {
                std::array::from_fn(|_| {
                    if next(4) < barred {
                        NONE
                    } else {
                        next(high) as u8
                    }
                })
            })
            .collect();
        let want = by_sets(&table, cols);
        assert_eq!(least(&table, cols), want, "{table:?} {cols}");
        assert_eq!(hungarian(&table, cols), want, "{table:?} {cols}");
        if rows <= FEW {
            assert_eq!(every_choice(&table, cols), want, "{table:?} {cols}");
        }
        if want.is_some() {
            some += 1;
        } else {
            none += 1;
        }
    }
    // Both answers were met often.
    assert!(some > 5_000 && none > 1_000, "{some} {none}");
}
