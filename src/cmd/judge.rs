//! `heslar judge --lexicon NAME [--log FILE]`: the word judge screen for tournaments.
//!
//! Type the words of one move and press Enter: the screen shows one large verdict for the whole
//! move (never which word failed), waits a few seconds and clears itself for the next move. An
//! empty line or Ctrl-D ends the session.

use std::io::{BufRead, Read, Write};
use std::path::PathBuf;

use heslar::check::Checker;
use heslar::judge::{Judge, Verdict};

use super::Outcome;

#[derive(clap::Args)]
pub struct Args {
    /// The lexicon agreed for the game.
    #[arg(long = "lexicon", short = 'l', value_name = "NAME")]
    lexicon: String,
    /// Append every judgement (time, words, verdict) to this file.
    #[arg(long, value_name = "FILE")]
    log: Option<PathBuf>,
    /// Seconds the verdict stays on screen.
    #[arg(long, default_value_t = 5)]
    seconds: u64,
    /// Output directory of a build.
    #[arg(long, short, default_value = "output")]
    output: PathBuf,
}

const CLEAR: &str = "\x1b[2J\x1b[H";

/// The verdict in large letters (a 5-line block font would need a font table; a framed,
/// coloured, spaced-out line reads from across a table).
fn big(v: Verdict) -> String {
    let (color, text) = match v {
        Verdict::Admissible => ("\x1b[1;42;97m", v.czech()),
        Verdict::NotAdmissible => ("\x1b[1;41;97m", v.czech()),
    };
    let spaced: String = text.chars().flat_map(|c| [c, ' ']).collect();
    let pad = " ".repeat(6);
    let line = format!("{pad}{spaced}{pad}");
    let blank = " ".repeat(line.chars().count());
    format!("\n\n{color}{blank}\x1b[0m\n{color}{line}\x1b[0m\n{color}{blank}\x1b[0m\n\n")
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let checker = Checker::open(&args.output, std::slice::from_ref(&args.lexicon))?;
    let mut judge = Judge::new(checker, args.log.as_deref())?;
    if let (Some(e), Some(path)) = (judge.take_log_error(), &args.log) {
        eprintln!(
            "heslar: the log {} cannot be opened ({e}); judging WITHOUT a log",
            path.display()
        );
    }
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    let interactive = std::io::IsTerminal::is_terminal(&out);
    let prompt = |out: &mut std::io::Stdout, judge: &Judge| -> std::io::Result<()> {
        if interactive {
            write!(out, "{CLEAR}")?;
        }
        writeln!(out, "{}", judge.banner())?;
        write!(out, "Slova tahu: ")?;
        out.flush()
    };
    prompt(&mut out, &judge)?;
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
        let log_error = judge.take_log_error();
        match verdict {
            None => break,
            Some(v) => {
                if interactive {
                    write!(out, "{CLEAR}{}", big(v))?;
                } else {
                    writeln!(out, "{}", v.czech())?;
                }
                out.flush()?;
                if let Some(e) = log_error {
                    eprintln!("heslar: the judgement is not in the log: {e}");
                }
                if interactive {
                    std::thread::sleep(std::time::Duration::from_secs(args.seconds));
                }
            }
        }
        prompt(&mut out, &judge)?;
    }
    writeln!(out)?;
    Ok(Outcome::Yes)
}
