//! `heslar check [--lexicon NAME]... [WORD]...`.
//!
//! With words: one line per word and lexicon, then the verdict on the whole move. Without words:
//! batch mode, one word per line on stdin, one verdict line per word on stdout
//! (`word<TAB>1|0` per lexicon), for tools.

use std::io::Write;
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
    /// Say why: the analyses that admit each word, or the rule that keeps it out. Reads the
    /// sources and rules the build read (`--sources`, `--rules`).
    #[arg(long)]
    explain: bool,
    /// With --explain: JSON output.
    #[arg(long)]
    json: bool,
    /// With --explain: the build's sources directory.
    #[arg(long, default_value = "sources")]
    sources: PathBuf,
    /// With --explain: the build's rules directory.
    #[arg(long, default_value = "rules")]
    rules: PathBuf,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let checker = Checker::open(&args.output, &args.lexicons)?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    if args.words.is_empty() {
        return batch(&checker, &mut out);
    }
    let names = checker.names();
    let verdict = checker.check_move(&args.words);
    if args.explain {
        explain(&args, &checker, &verdict, &mut out)?;
        out.flush()?;
        return Ok(if verdict.all_admissible() {
            Outcome::Yes
        } else {
            Outcome::No
        });
    }
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

/// `--explain`: the analyses behind each verdict (the verdict itself is the lexicon's).
fn explain(
    args: &Args,
    checker: &Checker,
    verdict: &heslar::check::MoveVerdict,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    use heslar::build::{BuildOptions, Plan};
    let names: Vec<String> = checker.names().iter().map(|s| s.to_string()).collect();
    let plan = Plan::load(BuildOptions {
        sources_dir: args.sources.clone(),
        rules_dir: args.rules.clone(),
        output_dir: args.output.clone(),
        only: names.clone(),
        progress: false,
    })
    .map_err(|e| anyhow::anyhow!("--explain reads the build's inputs, which have errors:\n{e}"))?;
    let mut stale = Vec::new();
    for f in &plan.rules_files {
        if !checker
            .manifest
            .rules
            .iter()
            .any(|m| m.path == f.path && m.sha256 == f.sha256)
        {
            stale.push(format!("rules/{}", f.path));
        }
    }
    let admission = heslar::admit::admit(&plan.sources, &plan.categories, &plan.labels);
    let words: Vec<String> = verdict
        .words
        .iter()
        .filter_map(|w| w.word.clone().ok())
        .collect();
    let explanations = heslar::explain::explain(&plan, &admission, &words);
    if args.json {
        serde_json::to_writer_pretty(
            &mut *out,
            &serde_json::json!({
                "stale_inputs": stale,
                "words": explanations,
            }),
        )?;
        writeln!(out)?;
        return Ok(());
    }
    if !stale.is_empty() {
        writeln!(out, "warning\tthe inputs changed since the build ({}); explanations follow the current files", stale.join(", "))?;
    }
    for e in &explanations {
        for r in &e.readings {
            writeln!(
                out,
                "{}\treading\t{}, {} line {}: {}",
                e.word,
                r.describe(),
                r.source,
                r.line,
                r.how
            )?;
        }
        for r in &e.rejections {
            writeln!(
                out,
                "{}\trejected\t{} ({} line {}): {} ({}) {}",
                e.word, r.headword, r.source, r.line, r.rule, r.reference, r.detail
            )?;
        }
        for d in &e.dropped {
            writeln!(
                out,
                "{}	dropped	{} derivation of {} ({} line {}): {}",
                e.word, d.class, d.lemma, d.source, d.line, d.reason
            )?;
        }
        for l in &e.lexicons {
            // The lexicon's own verdict decides; the explanation says why.
            let admissible = checker
                .names()
                .iter()
                .position(|n| *n == l.lexicon)
                .and_then(|i| {
                    verdict
                        .words
                        .iter()
                        .find(|w| w.word.as_deref() == Ok(e.word.as_str()))
                        .map(|w| w.admissible[i])
                })
                .unwrap_or(l.admissible);
            let why = match (&l.reason, admissible) {
                (_, true) => {
                    let by: Vec<String> = l
                        .admitted_by
                        .iter()
                        .map(|&i| {
                            format!(
                                "{} of {}",
                                e.readings[i].cells.join(" ; "),
                                e.readings[i].lemma
                            )
                        })
                        .collect();
                    let laid = l
                        .laid_as
                        .as_ref()
                        .map(|c| format!("; laid as {}", c.join(" + ")))
                        .unwrap_or_default();
                    format!(
                        "admissible: {}{laid}",
                        if by.is_empty() {
                            "listed".to_string()
                        } else {
                            by.join("; ")
                        }
                    )
                }
                (Some(r), false) => format!("not admissible: {r}"),
                (None, false) => "not admissible".to_string(),
            };
            writeln!(out, "{}\t{}\t{}", e.word, l.lexicon, why)?;
        }
    }
    Ok(())
}

/// Checks lines into an output buffer; true when all are admissible.
fn check_lines(checker: &Checker, lines: &[&str]) -> (Vec<u8>, bool) {
    let mut out = Vec::with_capacity(lines.len() * 16);
    let mut all = true;
    let mut verdicts = Vec::with_capacity(checker.lexicons.len());
    for line in lines {
        let raw = line.trim_end_matches('\r');
        if raw.trim().is_empty() {
            out.push(b'\n');
            continue;
        }
        let shown = checker.check_into(raw, &mut verdicts);
        out.extend_from_slice(shown.as_deref().unwrap_or(raw).as_bytes());
        for &a in &verdicts {
            all &= a;
            out.extend_from_slice(if a { b"\t1" } else { b"\t0" });
        }
        out.push(b'\n');
    }
    (out, all)
}

/// Batch mode: `word<TAB>v1<TAB>v2...` per input line, 1 = admissible, 0 = not. Empty lines are
/// echoed as empty lines so that output lines stay aligned with input lines.
fn batch(checker: &Checker, out: &mut impl Write) -> anyhow::Result<Outcome> {
    // The input is read at once (a list of words is small next to memory), cut into as many
    // runs of whole lines as there are cores, checked in parallel and written back in order.
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, 8);
    let mut input = Vec::new();
    std::io::Read::read_to_end(&mut std::io::stdin().lock(), &mut input)?;
    let text = String::from_utf8(input).map_err(|e| {
        let line = e.as_bytes()[..e.utf8_error().valid_up_to()]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
            + 1;
        anyhow::anyhow!("standard input, line {line}: invalid UTF-8")
    })?;
    let lines: Vec<&str> = text.lines().collect();
    let chunk = lines.len().div_ceil(threads).max(1);
    let results: Vec<(Vec<u8>, bool)> = std::thread::scope(|scope| {
        let handles: Vec<_> = lines
            .chunks(chunk)
            .map(|part| scope.spawn(move || check_lines(checker, part)))
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("check thread panicked"))
            .collect()
    });
    let mut all = true;
    for (bytes, ok) in results {
        out.write_all(&bytes)?;
        all &= ok;
    }
    out.flush()?;
    Ok(if all { Outcome::Yes } else { Outcome::No })
}
