//! `heslar diff OLD NEW`: two builds, or a published word list (OLD a file) and a build;
//! `--format text|tsv|json` writes the report an association publishes (in Czech, per lexicon
//! and length, in Czech order).

use std::io::Write;
use std::path::PathBuf;

use heslar::text::sort_czech;

use super::Outcome;

/// The publishable report formats.
#[derive(Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// A report in Czech: new and dropped words per lexicon and length, in Czech order.
    Text,
    /// `změna lexikon délka slovo` rows (`+`/`-`), in Czech order.
    Tsv,
    /// The same as JSON.
    Json,
}

#[derive(clap::Args)]
pub struct Args {
    /// The old build's output directory, or a word list (one word per line; last year's
    /// published list), compared with the one lexicon `--lexicon` names.
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
    /// The report to publish, instead of the change list.
    #[arg(long, value_enum)]
    format: Option<Format>,
}

/// Exit 0 when nothing changed, 1 when something did (as `diff(1)`).
pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let mut d = if args.old.is_file() {
        let [name] = args.lexicons.as_slice() else {
            return Err(heslar::diff::ListError::Lexicons(format!(
                "{} is a word list",
                args.old.display()
            ))
            .into());
        };
        heslar::diff::diff_list(&args.old, &args.new, name)?
    } else {
        heslar::diff::diff(&args.old, &args.new)?
    };
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
    if let Some(f) = args.format {
        publish(&mut out, &d, f, &args)?;
        out.flush()?;
        return Ok(if changed { Outcome::No } else { Outcome::Yes });
    }
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

/// `2 písmena`, `5 písmen`, `1 písmeno`.
fn letters(n: usize) -> String {
    match n {
        1 => "1 písmeno".to_string(),
        2..=4 => format!("{n} písmena"),
        _ => format!("{n} písmen"),
    }
}

/// `1 slovo`, `3 slova`, `12 slov`, `1 403 550 slov`.
fn words(n: usize) -> String {
    match n {
        1 => "1 slovo".to_string(),
        2..=4 => format!("{n} slova"),
        _ => format!("{} slov", thousands(n)),
    }
}

/// A number as Czech prints it: `1 403 550`.
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(' ');
        }
        out.push(c);
    }
    out
}

/// The report an association publishes: per lexicon, the new and the dropped words, per
/// length, in Czech order.
fn publish(
    out: &mut impl Write,
    d: &heslar::diff::Diff,
    f: Format,
    args: &Args,
) -> anyhow::Result<()> {
    fn by_len(list: &[String]) -> std::collections::BTreeMap<usize, Vec<&String>> {
        let mut m: std::collections::BTreeMap<usize, Vec<&String>> = Default::default();
        for w in list {
            m.entry(heslar::text::letter_count(w)).or_default().push(w);
        }
        m
    }
    let titles: Vec<(String, String)> = heslar::lexicon::with_snapshot(&args.new, |s| {
        Ok(s.manifest
            .lexicons
            .iter()
            .map(|l| (l.name.clone(), l.title.clone()))
            .collect())
    })?;
    let title = |name: &str| {
        titles
            .iter()
            .find(|(n, _)| n == name)
            .map_or(name.to_string(), |(_, t)| format!("{t} ({name})"))
    };
    match f {
        Format::Json => {
            let v: Vec<serde_json::Value> = d
                .lexicons
                .iter()
                .map(|l| {
                    let lens = |list: &[String]| {
                        by_len(list)
                            .into_iter()
                            .map(|(k, v)| (k.to_string(), serde_json::json!(v)))
                            .collect::<serde_json::Map<_, _>>()
                    };
                    serde_json::json!({
                        "lexicon": l.name,
                        "title": title(&l.name),
                        "old_words": l.old_words,
                        "new_words": l.new_words,
                        "added": lens(&l.added),
                        "removed": lens(&l.removed),
                    })
                })
                .collect();
            serde_json::to_writer_pretty(
                &mut *out,
                &serde_json::json!({"causes": d.causes, "lexicons": v}),
            )?;
            writeln!(out)?;
        }
        Format::Tsv => {
            writeln!(out, "změna\tlexikon\tdélka\tslovo")?;
            for l in &d.lexicons {
                for (sign, list) in [("+", &l.added), ("-", &l.removed)] {
                    for (len, ws) in by_len(list) {
                        for w in ws {
                            writeln!(out, "{sign}\t{}\t{len}\t{w}", l.name)?;
                        }
                    }
                }
            }
        }
        Format::Text => {
            writeln!(out, "Změny seznamů slov")?;
            writeln!(
                out,
                "Porovnáno: {} → {}",
                args.old.display(),
                args.new.display()
            )?;
            for l in &d.lexicons {
                writeln!(out)?;
                writeln!(out, "{}", title(&l.name))?;
                writeln!(
                    out,
                    "  dříve {}, nyní {}; nových {}, vypuštěných {}",
                    words(l.old_words as usize),
                    words(l.new_words as usize),
                    thousands(l.added.len()),
                    thousands(l.removed.len())
                )?;
                for (head, list) in [("Nová slova", &l.added), ("Vypuštěná slova", &l.removed)]
                {
                    if list.is_empty() {
                        continue;
                    }
                    writeln!(out)?;
                    writeln!(out, "  {head}")?;
                    for (len, ws) in by_len(list) {
                        let joined: Vec<&str> = ws.iter().map(|w| w.as_str()).collect();
                        writeln!(
                            out,
                            "    {} ({}): {}",
                            letters(len),
                            words(ws.len()),
                            joined.join(", ")
                        )?;
                    }
                }
            }
        }
    }
    Ok(())
}
