//! The `heslar` command: a dispatch table over the subcommands in `src/cmd/`.
//!
//! Exit codes are a contract (one place decides them, here): 0 when the answer is yes (every word
//! admissible, a build done), 1 when it is no, 2 on an error. A closed pipe ends a listing
//! (`heslar export | head`) quietly with 0, but a command that answers with verdicts (check,
//! judge) reports it and exits 2: answers nobody read are not a yes.

use std::process::ExitCode;

use clap::Parser;

mod cmd;

/// Official word lists for Czech word games, and the answers an arbiter needs.
#[derive(Parser)]
#[command(name = "heslar", version, about)]
struct Cli {
    #[command(subcommand)]
    command: cmd::Command,
}

fn main() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(c) => c,
        Err(e) => {
            let code = if e.use_stderr() { 2 } else { 0 };
            let _ = e.print();
            return ExitCode::from(code);
        }
    };
    let verdicts = cli.command.answers_with_verdicts();
    match cmd::run(cli.command) {
        Ok(cmd::Outcome::Yes) => ExitCode::from(0),
        Ok(cmd::Outcome::No) => ExitCode::from(1),
        Err(e) => {
            if is_broken_pipe(&e) {
                if !verdicts {
                    // A listing cut short (`heslar export | head`) is ordinary use.
                    return ExitCode::from(0);
                }
                // The reader of verdicts went away before every answer was written: the answers it did
                // not read are lost, so this is an error, never the verdict "yes".
                eprintln!(
                    "heslar: the output was closed before every answer was written (broken pipe)"
                );
                return ExitCode::from(2);
            }
            eprintln!("heslar: {e:#}");
            ExitCode::from(2)
        }
    }
}

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|c| {
        c.downcast_ref::<std::io::Error>()
            .is_some_and(|io| io.kind() == std::io::ErrorKind::BrokenPipe)
    })
}
