//! Matching a mating picture's men to the men on the board at least cost (issue 33): the bound
//! of the walks toward a picture ([`super::shorter::Picture::plies_to`]) is taken for every
//! position they meet, and the matching was most of their time.

/// The most men a side has on a board reached from a legal position: a table's width.
pub(super) const MEN: usize = 16;

/// A cost a table does not have (that man cannot become that picture man).
pub(super) const NONE: u8 = u8::MAX;

/// Above every sum of real costs (at most [`MEN`] of 254): a matching that needs a [`NONE`]
/// entry costs at least this.
const BARRED: i32 = 1 << 20;

/// The cheapest matching of the rows of `table` (at most [`MEN`]) to distinct columns among
/// the first `cols`: every choice for up to [`FEW`] rows and [`FEW_COLS`] columns (most
/// pictures: a king, a checker, a blocker or two), else [`hungarian`]. `None` when no matching
/// avoids the [`NONE`] entries.
pub(super) fn least(table: &[[u8; MEN]], cols: usize) -> Option<u32> {
    if table.len() <= FEW && cols <= FEW_COLS {
        every_choice(table, cols)
    } else {
        hungarian(table, cols)
    }
}

/// The most rows [`least`] matches by trying every choice: the walks toward a picture take the
/// bound for every position they meet, and for so few men the Hungarian method was a third of
/// a deepening walk's time (issue 33, `perf record`: 35 %).
const FEW: usize = 3;

/// The most columns for that (at most 8 × 7 × 6 choices).
const FEW_COLS: usize = 8;

/// [`least`] by trying every choice of a distinct column for each row, cutting a choice as
/// soon as it costs as much as the best so far.
fn every_choice(table: &[[u8; MEN]], cols: usize) -> Option<u32> {
    fn choose(table: &[[u8; MEN]], cols: usize, used: u32, so_far: u32, best: &mut u32) {
        let Some((costs, rest)) = table.split_first() else {
            *best = so_far;
            return;
        };
        for (col, &c) in costs.iter().enumerate().take(cols) {
            let with = so_far + u32::from(c);
            if c != NONE && used & 1 << col == 0 && with < *best {
                choose(rest, cols, used | 1 << col, with, best);
            }
        }
    }
    let mut best = u32::MAX;
    choose(table, cols, 0, 0, &mut best);
    (best < u32::MAX).then_some(best)
}

/// [`least`] by the Hungarian method with potentials, O(rows² × cols) (the sum over every set
/// of rows per column it replaced cost 2^rows × rows × cols, most of a walk's time with many
/// men, issue 33).
fn hungarian(table: &[[u8; MEN]], cols: usize) -> Option<u32> {
    let rows = table.len();
    if rows == 0 {
        return Some(0);
    }
    if rows > cols || cols > MEN {
        return None;
    }
    let cost = |row: usize, col: usize| match table[row - 1][col - 1] {
        NONE => BARRED,
        c => i32::from(c),
    };
    // Rows and columns counted from 1; column 0 holds the row being added.
    let mut row_potential = [0i32; MEN + 1];
    let mut col_potential = [0i32; MEN + 1];
    let mut owner = [0usize; MEN + 1];
    let mut way = [0usize; MEN + 1];
    for row in 1..=rows {
        owner[0] = row;
        let mut col = 0;
        let mut slack = [i32::MAX; MEN + 1];
        let mut used = [false; MEN + 1];
        loop {
            used[col] = true;
            let from = owner[col];
            let (mut delta, mut next) = (i32::MAX, 0);
            for c in 1..=cols {
                if used[c] {
                    continue;
                }
                let reduced = cost(from, c) - row_potential[from] - col_potential[c];
                if reduced < slack[c] {
                    slack[c] = reduced;
                    way[c] = col;
                }
                if slack[c] < delta {
                    delta = slack[c];
                    next = c;
                }
            }
            for c in 0..=cols {
                if used[c] {
                    row_potential[owner[c]] += delta;
                    col_potential[c] -= delta;
                } else {
                    slack[c] -= delta;
                }
            }
            col = next;
            if owner[col] == 0 {
                break;
            }
        }
        // The augmenting path back to column 0.
        while col != 0 {
            let before = way[col];
            owner[col] = owner[before];
            col = before;
        }
    }
    let total: i32 = (1..=cols)
        .filter(|&c| owner[c] != 0)
        .map(|c| cost(owner[c], c))
        .sum();
    u32::try_from(total).ok().filter(|&t| t < BARRED as u32)
}

/// A matching of many men: each row takes its cheapest column still free (the first of equal
/// ones; not the cheapest matching, but many men make a long walk anyway).
pub(super) fn greedy(table: &[[u8; MEN]], cols: usize) -> Option<u32> {
    let mut used = 0u32;
    let mut total = 0;
    for costs in table {
        let mut best: Option<(usize, u8)> = None;
        for (col, &c) in costs.iter().enumerate().take(cols) {
            if used & 1 << col == 0 && c != NONE && best.is_none_or(|(_, b)| c < b) {
                best = Some((col, c));
            }
        }
        let (col, c) = best?;
        used |= 1 << col;
        total += u32::from(c);
    }
    Some(total)
}

#[cfg(test)]
#[path = "matching_tests.rs"]
mod tests;
