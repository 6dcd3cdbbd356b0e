//! `heslar export LEXICON`.

use std::io::Write;
use std::path::{Path, PathBuf};

use fst::Streamer;
use heslar::lexicon::with_snapshot;
use heslar::text::{letter_count, sort_czech};

use super::Outcome;

#[derive(clap::Args)]
pub struct Args {
    /// The lexicon to print (e.g. scrabble-plus).
    lexicon: String,
    /// Directory of a build. Default: `HESLAR_DIR`, `output/` here, the last build, the
    /// platform data directory (see `heslar --help`).
    #[arg(long, short)]
    output: Option<PathBuf>,
    /// Byte order (the FST's own order) instead of Czech alphabetical order.
    #[arg(long)]
    bytes: bool,
    /// Only words of this many letters (as the manifest counts them).
    #[arg(long, conflicts_with_all = ["min_length", "max_length"])]
    length: Option<usize>,
    /// Only words of at least this many letters.
    #[arg(long)]
    min_length: Option<usize>,
    /// Only words of at most this many letters.
    #[arg(long)]
    max_length: Option<usize>,
    /// Begin with `#` lines: the lexicon's title, version, build date and word count.
    #[arg(long)]
    header: bool,
    /// Write one file per length into this directory (`<lexicon>-<letters>.txt`, each with
    /// the header) instead of printing.
    #[arg(long, value_name = "DIR")]
    split: Option<PathBuf>,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let dir = super::data_dir(args.output.as_deref())?;
    let (lex, tool, built) = super::hinted(
        &dir,
        with_snapshot(&dir.path, |s| {
            let built = std::fs::metadata(s.dir.join("manifest.json"))
                .and_then(|m| m.modified())
                .ok();
            Ok((s.lexicon(&args.lexicon)?, s.manifest.tool.clone(), built))
        }),
    )?;
    let (lo, hi) = match args.length {
        Some(n) => (n, n),
        None => (
            args.min_length.unwrap_or(0),
            args.max_length.unwrap_or(usize::MAX),
        ),
    };
    // The count is validated and the keys were walked, but memory grows with the words read,
    // not with what a manifest claims.
    let mut words = Vec::with_capacity((lex.info.words as usize).min(1 << 20));
    let mut stream = lex.set.stream();
    while let Some(k) = stream.next() {
        let w = String::from_utf8(k.to_vec())?;
        if (lo..=hi).contains(&letter_count(&w)) {
            words.push(w);
        }
    }
    if !args.bytes {
        sort_czech(&mut words);
    }
    let header = |count: usize, what: &str| {
        format!(
            "# {} ({}){what}\n# version: {}, lexicon sha256 {}\n# built: {}\n# words: {count}\n",
            lex.info.title,
            lex.info.name,
            tool,
            &lex.info.sha256[..16.min(lex.info.sha256.len())],
            built.map_or_else(|| "unknown".to_string(), date),
        )
    };
    if let Some(split) = &args.split {
        std::fs::create_dir_all(split)?;
        let mut by_len: std::collections::BTreeMap<usize, Vec<&String>> = Default::default();
        for w in &words {
            by_len.entry(letter_count(w)).or_default().push(w);
        }
        for (len, list) in by_len {
            let path = split.join(format!("{}-{len:02}.txt", lex.info.name));
            write_list(
                &path,
                &header(list.len(), &format!(", words of {len} letters")),
                &list,
            )?;
        }
        return Ok(Outcome::Yes);
    }
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    if args.header {
        out.write_all(header(words.len(), "").as_bytes())?;
    }
    for w in &words {
        out.write_all(w.as_bytes())?;
        out.write_all(b"\n")?;
    }
    out.flush()?;
    Ok(Outcome::Yes)
}

fn write_list(path: &Path, header: &str, words: &[&String]) -> anyhow::Result<()> {
    let mut f = std::io::BufWriter::new(std::fs::File::create(path)?);
    f.write_all(header.as_bytes())?;
    for w in words {
        writeln!(f, "{w}")?;
    }
    f.flush()?;
    Ok(())
}

/// `YYYY-MM-DD` (UTC) of a time.
fn date(t: std::time::SystemTime) -> String {
    let days = t
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400) as i64;
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = doy - (153 * mp + 2) / 5 + 1;
    let m = if mp < 10 { mp + 3 } else { mp - 9 };
    let y = yoe + era * 400 + i64::from(m <= 2);
    format!("{y:04}-{m:02}-{d:02}")
}

#[cfg(test)]
mod tests {
    #[test]
    fn dates() {
        let t = |s: u64| std::time::UNIX_EPOCH + std::time::Duration::from_secs(s);
        assert_eq!(super::date(t(0)), "1970-01-01");
        assert_eq!(super::date(t(951_782_400)), "2000-02-29");
        assert_eq!(super::date(t(1_795_478_400)), "2026-11-24");
    }
}
