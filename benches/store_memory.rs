//! The memory an opened event holds (issue 5): 1,000 boards with 100 moves each, folded, counted
//! by a wrapping global allocator (`cap`) — exact, unlike the resident set, which keeps what the
//! allocator holds after the read buffers are freed. `cargo bench --bench store_memory`.

use std::alloc::System;

use cap::Cap;

#[path = "common/store_fixture.rs"]
mod store_fixture;
use store_fixture::{BOARDS, PLIES, fixture, open_and_fold};

#[global_allocator]
static ALLOCATOR: Cap<System> = Cap::new(System, usize::MAX);

fn mib(bytes: usize) -> f64 {
    bytes as f64 / (1024.0 * 1024.0)
}

fn main() {
    if std::env::args().any(|a| a == "--list") {
        return;
    }
    let dir = tempfile::tempdir().expect("tempdir");
    let path = dir.path().join("big.sqlite");
    fixture(&path);
    let before = ALLOCATOR.allocated();
    let states = open_and_fold(&path);
    let held = ALLOCATOR.allocated().saturating_sub(before);
    assert!(states.iter().all(|s| s.record.plies() == PLIES));
    println!(
        "memory: {BOARDS} boards x {PLIES} plies folded hold {:.1} MiB ({} bytes per board)",
        mib(held),
        held / BOARDS as usize,
    );
}
