//! `heslar check [--lexicon NAME]... [WORD]...`.
//!
//! With words: one line per word and lexicon, then the verdict on the whole move. Without words
//! (or with `-`): batch mode, one word per line on stdin, one verdict line per word on stdout
//! (`word<TAB>1|0` per lexicon, under a `#word<TAB>NAME...` header when there are several), for
//! tools. `--json` gives the same answers as JSON (one object per line in batch mode).
//!
//! Malformed input is not a ruling: an argument that is not one word (`""`, `"hrad ženě"`) is an
//! input error (exit 2) before any lexicon is read, and a batch line that is not a word gets `-`
//! in place of its verdicts, a message on stderr and exit 2 at the end.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use heslar::check::Checker;

use super::Outcome;

#[derive(clap::Args)]
pub struct Args {
    /// The lexicon to check against (repeatable). Default: every built lexicon.
    #[arg(long = "lexicon", short = 'l', value_name = "NAME")]
    lexicons: Vec<String>,
    /// Directory of a build. Default: `HESLAR_DIR`, `output/` here, the last build, the
    /// platform data directory (see `heslar --help`).
    #[arg(long, short)]
    output: Option<PathBuf>,
    /// The words formed by one move, one per argument. None, or `-`: read one word per line
    /// from stdin.
    words: Vec<String>,
    /// Say why: the analyses that admit each word, or the rule that keeps it out. Reads the
    /// sources and rules the build read (recorded in its manifest; `--sources`, `--rules`).
    #[arg(long)]
    explain: bool,
    /// JSON output (with --explain: the explanations; in batch mode: one object per line).
    #[arg(long)]
    json: bool,
    /// With --explain: the build's sources directory (default: the one the build recorded).
    #[arg(long)]
    sources: Option<PathBuf>,
    /// With --explain: the build's rules directory (default: the one the build recorded).
    #[arg(long)]
    rules: Option<PathBuf>,
    /// With --explain: sources.toml may name files outside the sources directory.
    #[arg(long)]
    allow_outside: bool,
}

/// The words of the arguments, each checked to be one word; `None` for batch mode (no words, or
/// `-`). An argument that is not a word is an input error, never a verdict.
fn move_words(words: &[String]) -> anyhow::Result<Option<Vec<String>>> {
    if words.is_empty() || words == ["-"] {
        return Ok(None);
    }
    if words.iter().any(|w| w == "-") {
        anyhow::bail!(
            "input error: `-` (read the words from standard input) cannot be combined with words"
        );
    }
    for (i, w) in words.iter().enumerate() {
        if let Err(e) = heslar::text::normalize_word(w) {
            let hint = match e {
                heslar::text::NormalizeError::WhiteSpace { .. } => format!(
                    " (heslar check {})",
                    w.split_whitespace().collect::<Vec<_>>().join(" ")
                ),
                _ => String::new(),
            };
            anyhow::bail!("input error: argument {} is not a word: {e}{hint}", i + 1);
        }
    }
    Ok(Some(words.to_vec()))
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    // The input is checked before any lexicon is opened: a typo is an error at once.
    let words = move_words(&args.words)?;
    if words.is_none() && args.explain {
        anyhow::bail!("input error: --explain needs the words as arguments");
    }
    let dir = super::data_dir(args.output.as_deref())?;
    let checker = super::hinted(&dir, Checker::open(&dir.path, &args.lexicons))?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    let Some(words) = words else {
        if std::io::IsTerminal::is_terminal(&std::io::stdin()) {
            eprintln!("heslar: reading words from standard input, one per line (Ctrl-D ends)");
        }
        return batch(&checker, args.json, &mut out);
    };
    let names = checker.names();
    let verdict = checker.check_move(&words);
    if args.explain {
        explain(&args, &dir.path, &checker, &verdict, &mut out)?;
        out.flush()?;
        return Ok(if verdict.all_admissible() {
            Outcome::Yes
        } else {
            Outcome::No
        });
    }
    if args.json {
        serde_json::to_writer_pretty(&mut out, &verdict.to_json(&checker))?;
        writeln!(out)?;
        out.flush()?;
        return Ok(if verdict.all_admissible() {
            Outcome::Yes
        } else {
            Outcome::No
        });
    }
    for w in &verdict.words {
        for (i, name) in names.iter().enumerate() {
            let shown =
                heslar::text::escape_for_display(w.word.as_deref().unwrap_or(w.input.as_str()));
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
    output: &std::path::Path,
    checker: &Checker,
    verdict: &heslar::check::MoveVerdict,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    use heslar::build::{BuildOptions, Plan};
    let names: Vec<String> = checker.names().iter().map(|s| s.to_string()).collect();
    // The inputs the build recorded, unless named here; `sources/` and `rules/` here for a
    // build whose manifest does not record them.
    let recorded = checker.manifest.inputs.as_ref();
    let plan = Plan::load(BuildOptions {
        sources_dir: args
            .sources
            .clone()
            .or_else(|| recorded.map(|i| i.sources_dir.clone()))
            .unwrap_or_else(|| "sources".into()),
        rules_dir: args
            .rules
            .clone()
            .or_else(|| recorded.map(|i| i.rules_dir.clone()))
            .unwrap_or_else(|| "rules".into()),
        output_dir: output.to_path_buf(),
        only: names.clone(),
        progress: false,
        allow_outside: args.allow_outside || recorded.is_some_and(|i| i.allow_outside),
    })
    .map_err(|e| anyhow::anyhow!("--explain reads the build's inputs, which have errors:\n{e}"))?;
    let stale = stale_inputs(&plan, &checker.manifest);
    let admission = heslar::admit::admit(&plan.sources, &plan.categories, &plan.labels);
    let words: Vec<String> = verdict
        .words
        .iter()
        .filter_map(|w| w.word.clone().ok())
        .collect();
    let mut explanations = heslar::explain::explain(&plan, &admission, &words)?;
    // The lexicon's verdict decides, in the JSON as on the screen; an explanation from inputs
    // that changed since the build says so instead of contradicting it.
    for e in &mut explanations {
        for l in &mut e.lexicons {
            let built = checker
                .names()
                .iter()
                .position(|n| *n == l.lexicon)
                .and_then(|i| {
                    verdict
                        .words
                        .iter()
                        .find(|w| w.word.as_deref() == Ok(e.word.as_str()))
                        .map(|w| w.admissible[i])
                });
            if let Some(built) = built {
                if built != l.admissible {
                    l.admissible = built;
                    l.reason = Some(format!(
                        "the lexicon says {}, the current inputs would say otherwise (they changed since the build: {})",
                        if built { "admissible" } else { "not admissible" },
                        stale.join(", ")
                    ));
                }
            }
        }
    }
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
            // The lexicon's own verdict decides (set above); the explanation says why.
            let admissible = l.admissible;
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
                        match (&l.correction, by.is_empty()) {
                            (Some(c), _) => c.clone(),
                            (None, true) => "listed".to_string(),
                            (None, false) => by.join("; "),
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

/// Every input of the build that differs now: source files and rules files changed, added or
/// deleted since the build (compared by SHA-256 with the manifest).
fn stale_inputs(plan: &heslar::build::Plan, built: &heslar::lexicon::Manifest) -> Vec<String> {
    use std::collections::BTreeMap;
    let mut stale = Vec::new();
    let now: BTreeMap<&str, &str> = plan
        .rules_files
        .iter()
        .map(|f| (f.path.as_str(), f.sha256.as_str()))
        .collect();
    let then: BTreeMap<&str, &str> = built
        .rules
        .iter()
        .map(|f| (f.path.as_str(), f.sha256.as_str()))
        .collect();
    for (p, h) in &now {
        match then.get(p) {
            None => stale.push(format!("rules/{p} (added)")),
            Some(o) if o != h => stale.push(format!("rules/{p} (changed)")),
            _ => {}
        }
    }
    for p in then.keys() {
        if !now.contains_key(p) {
            stale.push(format!("rules/{p} (deleted)"));
        }
    }
    let inputs = plan.manifest.inputs();
    for (id, current) in &inputs {
        let Some(files) = built.sources.get(id) else {
            stale.push(format!("source {id} (added)"));
            continue;
        };
        for f in current.iter() {
            let rel = f.to_string_lossy().replace('\\', "/");
            let path = plan.manifest.dir.join(f);
            let hash = heslar::error::hash_as_read(&path).or_else(|| {
                heslar::error::read_regular(&path, heslar::error::MAX_INPUT_BYTES)
                    .ok()
                    .map(|b| heslar::lexicon::sha256_hex(&b))
            });
            match files.iter().find(|b| b.path == rel) {
                None => stale.push(format!("source {id}: {rel} (added)")),
                Some(b) if hash.as_deref() != Some(b.sha256.as_str()) => {
                    stale.push(format!("source {id}: {rel} (changed)"))
                }
                _ => {}
            }
        }
        for b in files {
            if !current
                .iter()
                .any(|f| f.to_string_lossy().replace('\\', "/") == b.path)
            {
                stale.push(format!("source {id}: {} (deleted)", b.path));
            }
        }
    }
    for id in built.sources.keys() {
        if !inputs.iter().any(|(i, _)| i == id) {
            stale.push(format!("source {id} (removed)"));
        }
    }
    stale
}

/// The longest input line batch mode reads whole; the rest of a longer line is skipped (the
/// line is answered as not a word), so memory stays bounded whatever comes in.
const MAX_LINE_BYTES: usize = 4096;

/// Reads one line (without its `\n`) into `line`, at most [`MAX_LINE_BYTES`] of it. Returns
/// false at the end of the input, and whether the line was cut.
fn read_line_bounded(
    input: &mut impl BufRead,
    line: &mut Vec<u8>,
) -> std::io::Result<(bool, bool)> {
    line.clear();
    let mut any = false;
    let mut cut = false;
    loop {
        let buf = match input.fill_buf() {
            Ok(b) => b,
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => continue,
            Err(e) => return Err(e),
        };
        if buf.is_empty() {
            return Ok((any, cut));
        }
        any = true;
        let (chunk, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (&buf[..i], Some(i + 1)),
            None => (buf, None),
        };
        let room = MAX_LINE_BYTES.saturating_sub(line.len());
        if chunk.len() > room {
            cut = true;
        }
        line.extend_from_slice(&chunk[..chunk.len().min(room)]);
        let used = done.unwrap_or(buf.len());
        input.consume(used);
        if done.is_some() {
            return Ok((true, cut));
        }
    }
}

/// Batch mode: `word<TAB>v1<TAB>v2...` per input line, 1 = admissible, 0 = not, `-` = the line
/// is not a word (reported on stderr; exit 2 at the end). Empty lines are echoed as empty lines
/// so that output lines stay aligned with input lines; with several lexicons a first line
/// `#word<TAB>NAME<TAB>NAME...` labels the columns. `--json`: one JSON object per line instead
/// (`null` for an empty line).
///
/// The input is streamed: each line is answered as it comes (the answers are flushed whenever
/// no more input is waiting), in bounded memory, so `yes hrad | heslar check | head` ends at
/// once. The first column is the normalised word, or the input made safe to print
/// ([`heslar::text::escape_for_display`]): never a tab or a control character of the input.
fn batch(checker: &Checker, json: bool, out: &mut impl Write) -> anyhow::Result<Outcome> {
    let names = checker.names();
    if names.len() > 1 && !json {
        writeln!(out, "#word\t{}", names.join("\t"))?;
    }
    let mut not_words = 0usize;
    let stdin = std::io::stdin();
    let mut input = std::io::BufReader::with_capacity(1 << 16, stdin.lock());
    let mut line = Vec::with_capacity(256);
    let mut verdicts = Vec::with_capacity(checker.lexicons.len());
    let mut all = true;
    let mut number = 0usize;
    loop {
        let (more, cut) = read_line_bounded(&mut input, &mut line)?;
        if !more {
            break;
        }
        number += 1;
        if line.last() == Some(&b'\r') {
            line.pop();
        }
        let raw = match std::str::from_utf8(&line) {
            Ok(t) => t,
            // A line cut inside a character is still a line too long, not bad UTF-8.
            Err(e) if cut && e.error_len().is_none() => {
                std::str::from_utf8(&line[..e.valid_up_to()]).unwrap_or_default()
            }
            Err(_) => {
                out.flush()?;
                anyhow::bail!("standard input, line {number}: invalid UTF-8")
            }
        };
        if raw.trim().is_empty() && !cut {
            out.write_all(if json { b"null\n" } else { b"\n" })?;
        } else {
            let checked = if cut {
                verdicts.clear();
                Err(format!(
                    "a line of more than {MAX_LINE_BYTES} bytes is not a word"
                ))
            } else {
                checker
                    .check_into(raw, &mut verdicts)
                    .map_err(|e| e.to_string())
            };
            let shown = match &checked {
                Ok(w) => heslar::text::escape_for_display(w),
                Err(_) => {
                    let mut s =
                        heslar::text::escape_for_display(&raw.chars().take(64).collect::<String>());
                    if cut || raw.chars().count() > 64 {
                        s.push('…');
                    }
                    s
                }
            };
            if let Err(e) = &checked {
                not_words += 1;
                if not_words <= 10 {
                    eprintln!("heslar: standard input, line {number}: not a word: {e}");
                }
            }
            if json {
                let v = match &checked {
                    Ok(_) => serde_json::json!({
                        "word": shown,
                        "admissible": names.iter().zip(&verdicts)
                            .map(|(n, &a)| (n.to_string(), serde_json::Value::Bool(a)))
                            .collect::<serde_json::Map<_, _>>(),
                    }),
                    Err(e) => serde_json::json!({ "input": shown, "error": e }),
                };
                serde_json::to_writer(&mut *out, &v)?;
            } else {
                out.write_all(shown.as_bytes())?;
                if checked.is_ok() {
                    for &a in &verdicts {
                        out.write_all(if a { b"\t1" } else { b"\t0" })?;
                    }
                } else {
                    for _ in &names {
                        out.write_all(b"\t-")?;
                    }
                }
            }
            if checked.is_ok() {
                all &= verdicts.iter().all(|&a| a);
            }
            out.write_all(b"\n")?;
        }
        if input.buffer().is_empty() {
            out.flush()?;
        }
    }
    out.flush()?;
    if not_words > 0 {
        anyhow::bail!(
            "input error: {not_words} line(s) of standard input are not words (marked `-`)"
        );
    }
    Ok(if all { Outcome::Yes } else { Outcome::No })
}
