//! `heslar search --lexicon NAME ...`: anagrams, subanagrams, patterns, regular expressions.

use std::io::Write;
use std::path::PathBuf;

use anyhow::bail;
use heslar::alphabet::{Alphabet, Deck};
use heslar::lexicon::with_snapshot;
use heslar::search::{self, AnagramOptions, TileSet};
use heslar::text::sort_czech;

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
    /// Output directory of a build.
    #[arg(long, short, default_value = "output")]
    output: PathBuf,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    // The lexicon and its tiles or cards, from one build, verified.
    let (lex, alphabet_text, deck_text) = with_snapshot(&args.output, |s| {
        let lex = s.lexicon(&args.lexicon)?;
        let read = |name: &Option<String>| -> Result<Option<(String, Vec<u8>)>, _> {
            name.as_ref()
                .map(|n| {
                    s.read_file(&format!("alphabets/{n}.tsv"))
                        .map(|b| (n.clone(), b))
                })
                .transpose()
        };
        let a = read(&lex.info.alphabet)?;
        let d = read(&lex.info.deck)?;
        Ok((lex, a, d))
    })?;
    let decode = |name: &str, bytes: Vec<u8>| {
        let path = args.output.join("alphabets").join(format!("{name}.tsv"));
        heslar::error::decode_text(&path, bytes).map(|t| (path, t))
    };
    let alphabet = match alphabet_text {
        Some((name, bytes)) => {
            let (path, text) = decode(&name, bytes)?;
            Some(Alphabet::parse(&path, &name, &text).map_err(|e| anyhow::anyhow!("{e}"))?)
        }
        None => None,
    };
    let deck = match deck_text {
        Some((name, bytes)) => {
            let (path, text) = decode(&name, bytes)?;
            Some(Deck::parse(&path, &text).map_err(|e| anyhow::anyhow!("{e}"))?)
        }
        None => None,
    };
    let tiles = match (&deck, &alphabet) {
        (Some(d), _) => Some(TileSet::from_deck(d)),
        (None, Some(a)) => Some(TileSet::from_alphabet(a)),
        (None, None) => None,
    };
    // A filter that is not a word is an error, never a filter silently dropped.
    let norm = |what: &str, s: &str| {
        heslar::text::normalize_word(s).map_err(|e| anyhow::anyhow!("--{what}: {e}"))
    };
    let prefix = args
        .prefix
        .as_deref()
        .map(|p| norm("prefix", p))
        .transpose()?;
    let suffix = args
        .suffix
        .as_deref()
        .map(|p| norm("suffix", p))
        .transpose()?;
    // Lengths count the game's tiles, like a pattern's `?` (Kris Kros: chata has 4).
    let filters = search::Filters {
        min_tiles: args.length.max(args.min_length),
        max_tiles: match (args.length, args.max_length) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        },
        prefix,
        suffix,
    };
    let mut words: Vec<String> =
        if let Some(rack) = args.anagram.as_ref().or(args.subanagram.as_ref()) {
            let Some(tiles) = &tiles else {
                bail!(
                    "lexicon {} has no alphabet or deck in its manifest; rebuild it",
                    args.lexicon
                );
            };
            let rack = search::parse_rack(rack, alphabet.as_ref(), deck.as_ref())
                .map_err(|e| anyhow::anyhow!("rack: {e}"))?;
            let opts = AnagramOptions {
                all_tiles: args.anagram.is_some(),
                min_tiles: if deck.is_some() {
                    lex.info.min_length
                } else {
                    1
                },
            };
            search::try_anagrams(&lex.set, &rack, tiles, opts)
                .map_err(|e| anyhow::anyhow!("rack: {e}"))?
                .into_iter()
                .filter(|w| filters.keep(w, Some(tiles)))
                .collect()
        } else {
            // Patterns and regular expressions run as automata over the FST (src/search/query.rs).
            let query = match (&args.pattern, &args.regex) {
                (Some(p), _) => search::Query::pattern(p, tiles.as_ref())
                    .map_err(|e| anyhow::anyhow!("pattern: {e}"))?,
                (None, Some(r)) => search::Query::regex(r, tiles.as_ref())
                    .map_err(|e| anyhow::anyhow!("regex: {e}"))?,
                (None, None) => {
                    search::Query::any(tiles.as_ref()).map_err(|e| anyhow::anyhow!("{e}"))?
                }
            };
            search::find(&lex.set, &query, &filters)
        };
    sort_czech(&mut words);
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    if args.count {
        writeln!(out, "{}", words.len())?;
    } else {
        for w in &words {
            writeln!(out, "{w}")?;
        }
    }
    out.flush()?;
    Ok(if words.is_empty() {
        Outcome::No
    } else {
        Outcome::Yes
    })
}
