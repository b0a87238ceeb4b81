//! How the `arbiter` executable is linked (issue 29: a CLI action's cost, a process each).
//!
//! On Linux with glibc the executable's relative relocations are packed (`DT_RELR`, glibc 2.36,
//! GNU ld 2.38): the dynamic loader reads 7 KB of tables at start instead of 203 KB (8,452
//! entries), pages it had to fault in. The executable stays position-independent (address-space
//! layout randomisation kept: the player-mode signer runs it through sudo).

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    let var = |name: &str| std::env::var(name).unwrap_or_default();
    if var("CARGO_CFG_TARGET_OS") == "linux" && var("CARGO_CFG_TARGET_ENV") == "gnu" {
        println!("cargo:rustc-link-arg-bins=-Wl,-z,pack-relative-relocs");
    }
}
