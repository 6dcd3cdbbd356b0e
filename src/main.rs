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
#[command(name = "heslar", version, about, after_help = AFTER_HELP)]
struct Cli {
    #[command(subcommand)]
    command: cmd::Command,
}

/// The lexicons' short names and where the lexicons are looked for (`heslar --help`); the
/// test `help_lists_short_names_and_the_data_directory_order` keeps it in step with
/// `heslar::games::SHORT_NAMES` and `heslar::datadir`.
const AFTER_HELP: &str = "\
Lexicons (-l NAME; the short name or the full one):
  klasik      scrabble-klasik   Czech Scrabble KLASIK: nominatives, verb forms without transgressives
  plus        scrabble-plus     Czech Scrabble PLUS: every form, transgressives too
  kk          kriskros          Kris Kros: KLASIK cells, CH one tile, no place adjectives
  syllabatim  syllabatim        Syllabatim: standard forms laid with at least two cards

Where the lexicons are (the first that applies):
  1. --output DIR
  2. the environment variable HESLAR_DIR
  3. output/ of the current directory, when it holds a build
  4. the directory the last `heslar build` wrote (recorded in <data dir>/heslar/last-build;
     Linux: ~/.local/share/heslar/last-build)
  5. <data dir>/heslar/output
`heslar build` writes to --output, HESLAR_DIR or output/ here, and records it.

Exit codes: 0 yes, 1 no, 2 error (bad input included).";

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
            eprintln!("heslar: {}", message(&e));
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

/// The error and its causes, each cause once: an error whose message already quotes its cause
/// (`output/manifest.json: No such file or directory`) does not repeat it.
fn message(e: &anyhow::Error) -> String {
    let mut text = e.to_string();
    for cause in e.chain().skip(1) {
        let c = cause.to_string();
        if !text.contains(&c) {
            text.push_str(": ");
            text.push_str(&c);
        }
    }
    text
}
