//! `heslar diff OLD NEW`.

use std::io::Write;
use std::path::PathBuf;

use heslar::text::sort_czech;

use super::Outcome;

#[derive(clap::Args)]
pub struct Args {
    /// The old build's output directory.
    old: PathBuf,
    /// The new build's output directory.
    new: PathBuf,
    /// Only this lexicon (repeatable).
    #[arg(long = "lexicon", short = 'l', value_name = "NAME")]
    lexicons: Vec<String>,
    /// Counts and causes only, no word lists.
    #[arg(long)]
    summary: bool,
    /// Machine-readable output.
    #[arg(long)]
    json: bool,
}

/// Exit 0 when nothing changed, 1 when something did (as `diff(1)`).
pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let mut d = heslar::diff::diff(&args.old, &args.new)?;
    if !args.lexicons.is_empty() {
        d.lexicons.retain(|l| args.lexicons.contains(&l.name));
    }
    for l in &mut d.lexicons {
        sort_czech(&mut l.added);
        sort_czech(&mut l.removed);
    }
    let changed = d
        .lexicons
        .iter()
        .any(|l| !l.added.is_empty() || !l.removed.is_empty())
        || !d.only_new.is_empty()
        || !d.only_old.is_empty();
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    if args.json {
        serde_json::to_writer_pretty(&mut out, &d)?;
        writeln!(out)?;
    } else {
        for c in &d.causes {
            writeln!(out, "cause\t{c}")?;
        }
        for n in &d.only_old {
            writeln!(out, "lexicon\t{n}\tonly in the old build")?;
        }
        for n in &d.only_new {
            writeln!(out, "lexicon\t{n}\tonly in the new build")?;
        }
        for l in &d.lexicons {
            writeln!(
                out,
                "lexicon\t{}\t{} -> {} words\t+{} -{}",
                l.name,
                l.old_words,
                l.new_words,
                l.added.len(),
                l.removed.len()
            )?;
            for (len, (a, r)) in &l.by_length {
                writeln!(out, "length\t{}\t{len}\t+{a} -{r}", l.name)?;
            }
            for (lemma, (a, r)) in &l.by_lemma {
                writeln!(out, "lemma\t{}\t{lemma}\t+{} -{}", l.name, a.len(), r.len())?;
            }
            if !args.summary {
                for w in &l.added {
                    writeln!(out, "+\t{}\t{w}", l.name)?;
                }
                for w in &l.removed {
                    writeln!(out, "-\t{}\t{w}", l.name)?;
                }
            }
        }
    }
    out.flush()?;
    Ok(if changed { Outcome::No } else { Outcome::Yes })
}
