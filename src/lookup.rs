//! A word search on one lexicon of a build, as `heslar search` and the lookup page ask it: the
//! lexicon with its game's tiles or cards, the query (anagram, subanagram, pattern, regular
//! expression), the filters (length, prefix, suffix) and a cap on the words returned.
//!
//! The search itself is [`crate::search`]'s; this module reads what it needs from the build
//! (verified, [`crate::lexicon::Snapshot`]) and applies the filters and the cap, so that a query
//! that would return millions of words returns a bounded list and says it was cut.

use crate::alphabet::{Alphabet, Deck};
use crate::lexicon::{Lexicon, LexiconError, Snapshot};
use crate::search::{self, AnagramOptions, TileSet};
use crate::text::{normalize_word, sort_czech};

/// A lexicon opened for searching, with its game's tiles or cards.
pub struct SearchLexicon {
    pub lexicon: Lexicon,
    alphabet: Option<Alphabet>,
    deck: Option<Deck>,
    tiles: Option<TileSet>,
}

/// What to look for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Query {
    /// Words using every tile of the rack (`?` a blank; Syllabatim: cards).
    Anagram(String),
    /// Words using some of the tiles of the rack.
    Subanagram(String),
    /// `?` one letter (tile), `*` any letters, `[abc]` one of, `[^abc]` none of.
    Pattern(String),
    /// A regular expression (Rust regex syntax).
    Regex(String),
    /// Every word (the filters alone).
    All,
}

/// Filters on the words found.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filters {
    pub length: Option<usize>,
    pub min_length: Option<usize>,
    pub max_length: Option<usize>,
    pub prefix: Option<String>,
    pub suffix: Option<String>,
}

/// The words found, in Czech alphabetical order: all of them, or the first `limit` when `cut`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    pub words: Vec<String>,
    /// How many words the query matches in all.
    pub total: usize,
    /// True when `words` holds only the first of `total`.
    pub cut: bool,
}

impl SearchLexicon {
    /// Opens a lexicon of a build with its alphabet or deck (each verified by the manifest).
    pub fn open(snap: &Snapshot, name: &str) -> Result<SearchLexicon, LexiconError> {
        let lexicon = snap.lexicon(name)?;
        let read = |file: &Option<String>| -> Result<Option<(String, String)>, LexiconError> {
            let Some(n) = file else { return Ok(None) };
            let rel = format!("alphabets/{n}.tsv");
            let bytes = snap.read_file(&rel)?;
            let path = snap.dir.join(&rel);
            let text =
                crate::error::decode_text(&path, bytes).map_err(|e| LexiconError::Corrupt {
                    path: path.clone(),
                    reason: e.to_string(),
                })?;
            Ok(Some((n.clone(), text)))
        };
        let corrupt = |rel: &str, e: String| LexiconError::Corrupt {
            path: snap.dir.join(rel),
            reason: e,
        };
        let alphabet = match read(&lexicon.info.alphabet)? {
            Some((n, text)) => {
                let rel = format!("alphabets/{n}.tsv");
                Some(
                    Alphabet::parse(&snap.dir.join(&rel), &n, &text)
                        .map_err(|e| corrupt(&rel, e.to_string()))?,
                )
            }
            None => None,
        };
        let deck = match read(&lexicon.info.deck)? {
            Some((n, text)) => {
                let rel = format!("alphabets/{n}.tsv");
                Some(
                    Deck::parse(&snap.dir.join(&rel), &text)
                        .map_err(|e| corrupt(&rel, e.to_string()))?,
                )
            }
            None => None,
        };
        let tiles = match (&deck, &alphabet) {
            (Some(d), _) => Some(TileSet::from_deck(d)),
            (None, Some(a)) => Some(TileSet::from_alphabet(a)),
            (None, None) => None,
        };
        Ok(SearchLexicon {
            lexicon,
            alphabet,
            deck,
            tiles,
        })
    }

    /// Runs a query: the words found, filtered, in Czech order, at most `limit` of them. An
    /// error (a bad rack, pattern or regex; a search over its work limit) is a message for the
    /// user.
    pub fn search(
        &self,
        query: &Query,
        filters: &Filters,
        limit: Option<usize>,
    ) -> Result<Found, String> {
        let name = &self.lexicon.info.name;
        let norm = |what: &str, s: &Option<String>| {
            s.as_deref()
                .map(|p| normalize_word(p).map_err(|e| format!("{what}: {e}")))
                .transpose()
        };
        // Lengths count the game's tiles, like a pattern's `?` (Kris Kros: chata has 4).
        let filters = search::Filters {
            min_tiles: filters.length.max(filters.min_length),
            max_tiles: match (filters.length, filters.max_length) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            },
            prefix: norm("prefix", &filters.prefix)?,
            suffix: norm("suffix", &filters.suffix)?,
        };
        let tiles = self.tiles.as_ref();
        let mut total = 0usize;
        let cap = limit.unwrap_or(usize::MAX);
        let mut words: Vec<String> = match query {
            Query::Anagram(rack) | Query::Subanagram(rack) => {
                let Some(tiles) = tiles else {
                    return Err(format!(
                        "lexicon {name} has no alphabet or deck in its manifest; rebuild it"
                    ));
                };
                let rack = search::parse_rack(rack, self.alphabet.as_ref(), self.deck.as_ref())
                    .map_err(|e| format!("rack: {e}"))?;
                let opts = AnagramOptions {
                    all_tiles: matches!(query, Query::Anagram(_)),
                    min_tiles: if self.deck.is_some() {
                        self.lexicon.info.min_length
                    } else {
                        1
                    },
                };
                let all: Vec<String> = search::try_anagrams(&self.lexicon.set, &rack, tiles, opts)
                    .map_err(|e| format!("rack: {e}"))?
                    .into_iter()
                    .filter(|w| filters.keep(w, Some(tiles)))
                    .collect();
                total = all.len();
                all
            }
            _ => {
                // Patterns and regular expressions run as automata over the FST
                // (src/search/query.rs); counted in full, kept only up to the cap.
                let q = match query {
                    Query::Pattern(p) => {
                        search::Query::pattern(p, tiles).map_err(|e| format!("pattern: {e}"))?
                    }
                    Query::Regex(r) => {
                        search::Query::regex(r, tiles).map_err(|e| format!("regex: {e}"))?
                    }
                    _ => search::Query::any(tiles)?,
                };
                let mut kept = Vec::new();
                search::find_each(&self.lexicon.set, &q, &filters, |w| {
                    total += 1;
                    if total <= cap {
                        kept.push(w.to_string());
                    }
                    true
                });
                kept
            }
        };
        sort_czech(&mut words);
        let cut = words.len() > cap || total > cap;
        words.truncate(cap);
        Ok(Found { words, total, cut })
    }
}
