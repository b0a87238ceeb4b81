//! Work spread over the machine's cores with scoped threads (std only).
//!
//! Used where a session starts: folding every board of an event file and building what the app
//! shows of each is independent per board, and a hall of 1,000 boards should open at once.

use std::num::NonZeroUsize;
use std::thread;

/// Below this many items per thread the threads cost more than they save.
const MIN_CHUNK: usize = 16;

/// `f` applied to every item, results in the items' order, computed on up to as many threads as
/// the machine has cores. Falls back to the calling thread when there is little to do or a
/// thread cannot be started.
pub fn map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    map_chunks(items, |part| part.iter().map(&f).collect())
}

/// `f` applied to consecutive chunks of `items`, one chunk per core (each chunk's work can then
/// share a setup, such as a database connection); the results concatenated in the items' order.
/// `f` must return one result per item of its chunk for the order to mean anything.
pub fn map_chunks<T: Sync, R: Send>(items: &[T], f: impl Fn(&[T]) -> Vec<R> + Sync) -> Vec<R> {
    let threads = thread::available_parallelism().map_or(1, NonZeroUsize::get);
    let chunk = items.len().div_ceil(threads).max(MIN_CHUNK);
    if threads == 1 || items.len() <= chunk {
        return f(items);
    }
    let f = &f;
    thread::scope(|scope| {
        let handles: Vec<_> = items
            .chunks(chunk)
            .map(|part| {
                thread::Builder::new()
                    .spawn_scoped(scope, move || f(part))
                    .map_err(|_| part)
            })
            .collect();
        let mut out = Vec::with_capacity(items.len());
        for handle in handles {
            match handle {
                Ok(h) => match h.join() {
                    Ok(part) => out.extend(part),
                    Err(panic) => std::panic::resume_unwind(panic),
                },
                Err(part) => out.extend(f(part)),
            }
        }
        out
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn order_is_kept_whatever_the_split() {
        for n in [0, 1, 15, 16, 17, 100, 1001] {
            let items: Vec<u64> = (0..n).collect();
            let out = map(&items, |x| x * 3 + 1);
            assert_eq!(out, items.iter().map(|x| x * 3 + 1).collect::<Vec<_>>());
        }
    }
}
