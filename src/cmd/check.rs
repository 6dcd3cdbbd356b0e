//! `heslar check [--lexicon NAME]... [WORD]...`.
//!
//! With words: one line per word and lexicon, then the verdict on the whole move. Without words:
//! batch mode, one word per line on stdin, one verdict line per word on stdout
//! (`word<TAB>1|0` per lexicon), for tools.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use heslar::check::Checker;

use super::Outcome;

#[derive(clap::Args)]
pub struct Args {
    /// The lexicon to check against (repeatable). Default: every built lexicon.
    #[arg(long = "lexicon", short = 'l', value_name = "NAME")]
    lexicons: Vec<String>,
    /// Output directory of a build.
    #[arg(long, short, default_value = "output")]
    output: PathBuf,
    /// The words formed by one move. None: read one word per line from stdin.
    words: Vec<String>,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let checker = Checker::open(&args.output, &args.lexicons)?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    if args.words.is_empty() {
        return batch(&checker, &mut out);
    }
    let names = checker.names();
    let verdict = checker.check_move(&args.words);
    for w in &verdict.words {
        for (i, name) in names.iter().enumerate() {
            let shown = w.word.as_deref().unwrap_or(w.input.as_str());
            let answer = match (&w.word, w.admissible[i]) {
                (Err(e), _) => format!("not a word: {e}"),
                (Ok(_), true) => "admissible".to_string(),
                (Ok(_), false) => "not admissible".to_string(),
            };
            writeln!(out, "{shown}\t{name}\t{answer}")?;
        }
    }
    for (i, name) in names.iter().enumerate() {
        let answer = if verdict.admissible[i] {
            "admissible"
        } else {
            "NOT admissible"
        };
        writeln!(out, "move\t{name}\t{answer}")?;
    }
    out.flush()?;
    Ok(if verdict.all_admissible() {
        Outcome::Yes
    } else {
        Outcome::No
    })
}

/// Batch mode: `word<TAB>v1<TAB>v2...` per input line, 1 = admissible, 0 = not. Empty lines are
/// echoed as empty lines so that output lines stay aligned with input lines.
fn batch(checker: &Checker, out: &mut impl Write) -> anyhow::Result<Outcome> {
    let stdin = std::io::stdin();
    let mut all = true;
    let mut line = String::new();
    let mut input = stdin.lock();
    loop {
        line.clear();
        if input.read_line(&mut line)? == 0 {
            break;
        }
        let raw = line.trim_end_matches(['\n', '\r']);
        if raw.trim().is_empty() {
            writeln!(out)?;
            continue;
        }
        let v = checker.check_word(raw);
        let shown = v.word.as_deref().unwrap_or(raw);
        out.write_all(shown.as_bytes())?;
        for &a in &v.admissible {
            all &= a;
            out.write_all(if a { b"\t1" } else { b"\t0" })?;
        }
        out.write_all(b"\n")?;
    }
    out.flush()?;
    Ok(if all { Outcome::Yes } else { Outcome::No })
}
