//! The `arbiter` binary: parses the command line and hands over to [`arbiter::cli`].

fn main() -> std::process::ExitCode {
    arbiter::cli::main()
}
