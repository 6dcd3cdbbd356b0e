//! `heslar judge --lexicon NAME [--log FILE] [--seconds N] [--password P]`: the word judge for
//! tournaments.
//!
//! On a terminal it takes the whole screen ([`screen`]): the players type the words of one move,
//! separated by spaces or Enter, and judge it with Tab or Enter on an empty line (Enter twice);
//! the screen shows one large verdict for the whole move (never which word failed) and returns
//! to input after `--seconds` or a key. Leaving needs Ctrl-Q twice (or Ctrl-Q and the
//! `--password`). Without a terminal (a pipe, a script) every line is one move and the verdicts
//! are printed one per line; the input's end ends the session.

mod font;
mod screen;

use std::io::{BufRead, Read, Write};
use std::path::PathBuf;

use heslar::check::Checker;
use heslar::judge::Judge;

use super::Outcome;

#[derive(clap::Args)]
pub struct Args {
    /// The lexicon agreed for the game (a short name such as `klasik` does too).
    #[arg(long = "lexicon", short = 'l', value_name = "NAME")]
    lexicon: String,
    /// Append every judgement (local time, lexicon and version, words, verdict) to this file.
    #[arg(long, value_name = "FILE")]
    log: Option<PathBuf>,
    /// Seconds the verdict stays on screen (a key returns to input sooner).
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u64).range(1..=600))]
    seconds: u64,
    /// Leaving the judge screen asks for this password (else Ctrl-Q twice leaves).
    #[arg(long, value_name = "PASSWORD")]
    password: Option<String>,
    /// Directory of a build. Default: `HESLAR_DIR`, `output/` here, the last build, the
    /// platform data directory (see `heslar --help`).
    #[arg(long, short)]
    output: Option<PathBuf>,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let dir = super::data_dir(args.output.as_deref())?;
    let checker = super::hinted(
        &dir,
        Checker::open(&dir.path, std::slice::from_ref(&args.lexicon)),
    )?;
    let mut judge = Judge::new(checker, args.log.as_deref())?;
    if let (Some(e), Some(path)) = (judge.take_log_error(), &args.log) {
        eprintln!(
            "heslar: the log {} cannot be opened ({e}); judging WITHOUT a log",
            path.display()
        );
        if screen::usable() {
            // Seen before the screen takes over.
            std::thread::sleep(std::time::Duration::from_secs(3));
        }
    }
    if screen::usable() {
        screen::run(
            &mut judge,
            screen::Options {
                seconds: args.seconds,
                password: args.password,
                color: std::env::var_os("NO_COLOR").is_none_or(|v| v.is_empty()),
            },
        )?;
        return Ok(Outcome::Yes);
    }
    lines(&mut judge)
}

/// Without a terminal: one move per line, one verdict per line; empty lines do nothing.
fn lines(judge: &mut Judge) -> anyhow::Result<Outcome> {
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    writeln!(out, "{}", judge.banner())?;
    out.flush()?;
    let mut input = stdin.lock();
    let mut bytes = Vec::new();
    loop {
        // Bytes, not lines of UTF-8: a byte of another encoding makes a word that is not
        // admissible, never the end of the session. A line is at most 4 KiB.
        bytes.clear();
        if (&mut input).take(4096).read_until(b'\n', &mut bytes)? == 0 {
            break;
        }
        if bytes.len() == 4096 && bytes.last() != Some(&b'\n') {
            let mut rest = Vec::new();
            while (&mut input).take(4096).read_until(b'\n', &mut rest)? == 4096
                && rest.last() != Some(&b'\n')
            {
                rest.clear();
            }
        }
        let line = String::from_utf8_lossy(&bytes);
        let verdict = judge.judge(&line)?;
        if let Some(v) = verdict {
            writeln!(out, "{}", v.czech())?;
            out.flush()?;
        }
        if let Some(e) = judge.take_log_error() {
            eprintln!("heslar: the judgement is not in the log: {e}");
        }
    }
    Ok(Outcome::Yes)
}
