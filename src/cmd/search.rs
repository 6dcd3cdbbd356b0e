//! `heslar search --lexicon NAME ...`: anagrams, subanagrams, patterns, regular expressions.

use std::io::Write;
use std::path::PathBuf;

use heslar::lexicon::with_snapshot;
use heslar::lookup::{Filters, Query, SearchLexicon};

use super::Outcome;

#[derive(clap::Args)]
pub struct Args {
    /// The lexicon to search (its game's tiles apply: CH in Kris Kros, cards in Syllabatim).
    #[arg(long = "lexicon", short = 'l', value_name = "NAME")]
    lexicon: String,
    /// Words using every tile of the rack (`?` = blank; Syllabatim: cards such as `lý ok sam`).
    #[arg(long, value_name = "RACK", group = "query")]
    anagram: Option<String>,
    /// Words using some of the tiles of the rack.
    #[arg(long, value_name = "RACK", group = "query")]
    subanagram: Option<String>,
    /// A pattern over the game's tiles: `?` one tile (Kris Kros: CH is one, never C + H), `*` any
    /// tiles, `[abc]` one of, `[^abc]` none of; the whole word.
    #[arg(long, value_name = "PATTERN", group = "query")]
    pattern: Option<String>,
    /// A regular expression (Rust regex syntax) over the word's letters, matching anywhere in the
    /// word unless anchored (`^...$`).
    #[arg(long, value_name = "REGEX", group = "query")]
    regex: Option<String>,
    /// Exact length in tiles of the game (Kris Kros: CH is one; Scrabble, Syllabatim: letters).
    #[arg(long)]
    length: Option<usize>,
    /// The fewest tiles.
    #[arg(long)]
    min_length: Option<usize>,
    /// The most tiles.
    #[arg(long)]
    max_length: Option<usize>,
    #[arg(long)]
    prefix: Option<String>,
    #[arg(long)]
    suffix: Option<String>,
    /// Print only the number of words found.
    #[arg(long)]
    count: bool,
    /// Directory of a build. Default: `HESLAR_DIR`, `output/` here, the last build, the
    /// platform data directory (see `heslar --help`).
    #[arg(long, short)]
    output: Option<PathBuf>,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let dir = super::data_dir(args.output.as_deref())?;
    // The lexicon and its tiles or cards, from one build, verified.
    let lex = super::hinted(
        &dir,
        with_snapshot(&dir.path, |s| SearchLexicon::open(s, &args.lexicon)),
    )?;
    let query = match (&args.anagram, &args.subanagram, &args.pattern, &args.regex) {
        (Some(r), ..) => Query::Anagram(r.clone()),
        (_, Some(r), ..) => Query::Subanagram(r.clone()),
        (_, _, Some(p), _) => Query::Pattern(p.clone()),
        (_, _, _, Some(r)) => Query::Regex(r.clone()),
        _ => Query::All,
    };
    let filters = Filters {
        length: args.length,
        min_length: args.min_length,
        max_length: args.max_length,
        prefix: args.prefix.clone(),
        suffix: args.suffix.clone(),
    };
    // A filter that is not a word, a bad rack or pattern: an error, never a filter dropped.
    let found = lex
        .search(&query, &filters, None)
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    if args.count {
        writeln!(out, "{}", found.total)?;
    } else {
        for w in &found.words {
            writeln!(out, "{w}")?;
        }
    }
    out.flush()?;
    Ok(if found.total == 0 {
        Outcome::No
    } else {
        Outcome::Yes
    })
}
