//! `heslar export LEXICON`.

use std::io::Write;
use std::path::PathBuf;

use fst::Streamer;
use heslar::lexicon::{Lexicon, Manifest};
use heslar::text::sort_czech;

use super::Outcome;

#[derive(clap::Args)]
pub struct Args {
    /// The lexicon to print (e.g. scrabble-plus).
    lexicon: String,
    /// Output directory of a build.
    #[arg(long, short, default_value = "output")]
    output: PathBuf,
    /// Byte order (the FST's own order) instead of Czech alphabetical order.
    #[arg(long)]
    bytes: bool,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let manifest = Manifest::load(&args.output)?;
    let lex = Lexicon::open(&args.output, &manifest, &args.lexicon, true)?;
    let mut words = Vec::with_capacity(lex.info.words as usize);
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
