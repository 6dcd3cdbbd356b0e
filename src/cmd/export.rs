//! `heslar export LEXICON`.

use std::io::Write;
use std::path::PathBuf;

use fst::Streamer;
use heslar::lexicon::with_snapshot;
use heslar::text::sort_czech;

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
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let dir = super::data_dir(args.output.as_deref())?;
    let lex = super::hinted(&dir, with_snapshot(&dir.path, |s| s.lexicon(&args.lexicon)))?;
    // The count is validated and the keys were walked, but memory grows with the words read,
    // not with what a manifest claims.
    let mut words = Vec::with_capacity((lex.info.words as usize).min(1 << 20));
    let mut stream = lex.set.stream();
    while let Some(k) = stream.next() {
        words.push(String::from_utf8(k.to_vec())?);
    }
    if !args.bytes {
        sort_czech(&mut words);
    }
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::with_capacity(1 << 16, stdout.lock());
    for w in &words {
        out.write_all(w.as_bytes())?;
        out.write_all(b"\n")?;
    }
    out.flush()?;
    Ok(Outcome::Yes)
}
