//! Patterns and regular expressions as automata over the lexicon's FST.
//!
//! A query compiles to a DFA of `regex-automata` ([`Query`]); [`find`] runs it as an
//! [`fst::Automaton`] together with the length filter (in tiles), inside the range of keys the
//! prefix allows, so the walk leaves a branch of the FST as soon as the DFA is dead or the word
//! too long, and never reads the whole word list.
//!
//! Tiles: a word is read as the game's tiles, the longest tile first (Kris Kros `chata` is CH, A,
//! T, A; `c` followed by `h` is always the CH tile, since CH is never laid as C + H). A pattern
//! is a regular expression over tiles: each multi-letter tile is one private-use character
//! (U+E000...) in the compiled regex and in what the automaton feeds the DFA, so `?` (`.`) takes
//! exactly one tile, `c` never matches the first half of CH, and `[^aeiou]` matches CH. A
//! regular expression (`--regex`) reads the word's letters as they are spelled. Length filters
//! count tiles for both; in games without multi-letter tiles, a tile is a letter.

use fst::{IntoStreamer, Streamer};
use regex_automata::dfa::{dense, Automaton as _, StartKind};
use regex_automata::nfa::thompson;
use regex_automata::util::{primitives::StateID, start, syntax};
use regex_automata::Anchored;

use super::TileSet;

/// The largest DFA a query may compile to (bytes of its transition table).
pub const MAX_DFA_BYTES: usize = 16 << 20;
/// The most memory determinizing a query may use (bytes).
pub const MAX_DETERMINIZE_BYTES: usize = 32 << 20;
/// The largest NFA a query may compile to (bytes).
pub const MAX_NFA_BYTES: usize = 8 << 20;
/// The longest multi-letter tile label, in bytes (Kris Kros `ch`: 2).
const MAX_TILE_BYTES: usize = 8;
/// The first private-use character standing for a multi-letter tile.
const TILE_SYMBOL_BASE: u32 = 0xE000;

/// How a word is cut into tiles: the game's multi-letter tiles, longest first, each with the
/// bytes of its private-use symbol.
#[derive(Debug, Clone, Default)]
struct Tiling {
    multi: Vec<(Vec<u8>, Vec<u8>)>,
}

impl Tiling {
    fn new(tiles: Option<&TileSet>) -> Result<Tiling, String> {
        let mut labels: Vec<&String> = tiles
            .map(|t| {
                t.blank_labels
                    .iter()
                    .filter(|l| l.chars().count() > 1)
                    .collect()
            })
            .unwrap_or_default();
        labels.sort_by_key(|l| std::cmp::Reverse(l.len()));
        labels.dedup();
        let mut multi = Vec::new();
        for (i, l) in labels.into_iter().enumerate() {
            if l.len() > MAX_TILE_BYTES {
                return Err(format!(
                    "tile {l:?} is longer than {MAX_TILE_BYTES} bytes; patterns cannot read it"
                ));
            }
            let symbol = char::from_u32(TILE_SYMBOL_BASE + i as u32).expect("private use");
            multi.push((l.as_bytes().to_vec(), symbol.to_string().into_bytes()));
        }
        Ok(Tiling { multi })
    }

    /// The multi-letter tile `text` starts with, longest first: (label length, symbol).
    fn tile_at(&self, text: &[u8]) -> Option<(usize, &[u8])> {
        self.multi
            .iter()
            .find(|(l, _)| text.starts_with(l))
            .map(|(l, s)| (l.len(), s.as_slice()))
    }

    /// `text` with each multi-letter tile replaced by its symbol.
    fn encode(&self, text: &str) -> String {
        let b = text.as_bytes();
        let mut out = Vec::with_capacity(b.len());
        let mut i = 0;
        while i < b.len() {
            match self.tile_at(&b[i..]) {
                Some((n, s)) => {
                    out.extend_from_slice(s);
                    i += n;
                }
                None => {
                    out.push(b[i]);
                    i += 1;
                }
            }
        }
        String::from_utf8(out).expect("tiles replaced at character boundaries")
    }

    /// The number of tiles of `word`.
    fn count(&self, word: &str) -> usize {
        self.encode(word).chars().count()
    }
}

/// A compiled pattern or regular expression (reusable across searches and lexicons of the same
/// game).
#[derive(Debug, Clone)]
pub struct Query {
    dfa: dense::DFA<Vec<u32>>,
    start: StateID,
    tiling: Tiling,
    /// The DFA reads tile symbols (a pattern) or the word's bytes (a regular expression).
    on_tiles: bool,
    /// Every word the query matches starts with these letters.
    literal_prefix: String,
}

/// Filters applied with a query: lengths in tiles (letters where the game has no multi-letter
/// tiles), prefix and suffix as letters.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filters {
    pub min_tiles: Option<usize>,
    pub max_tiles: Option<usize>,
    pub prefix: Option<String>,
    pub suffix: Option<String>,
}

impl Filters {
    /// Whether `word` passes the filters (`tiles`: the game's, for the length).
    pub fn keep(&self, word: &str, tiles: Option<&TileSet>) -> bool {
        let n = tile_count(word, tiles);
        self.min_tiles.is_none_or(|m| n >= m)
            && self.max_tiles.is_none_or(|m| n <= m)
            && self.prefix.as_deref().is_none_or(|p| word.starts_with(p))
            && self.suffix.as_deref().is_none_or(|s| word.ends_with(s))
    }
}

/// The number of tiles of `word` in the game (Kris Kros `chata`: 4); without tiles, letters.
pub fn tile_count(word: &str, tiles: Option<&TileSet>) -> usize {
    match Tiling::new(tiles) {
        Ok(t) => t.count(word),
        Err(_) => word.chars().count(),
    }
}

fn compile(regex: &str, anchored: bool) -> Result<(dense::DFA<Vec<u32>>, StateID), String> {
    let dfa = dense::Builder::new()
        .configure(
            dense::Config::new()
                .start_kind(if anchored {
                    StartKind::Anchored
                } else {
                    StartKind::Unanchored
                })
                .dfa_size_limit(Some(MAX_DFA_BYTES))
                .determinize_size_limit(Some(MAX_DETERMINIZE_BYTES)),
        )
        .syntax(syntax::Config::new().nest_limit(64))
        .thompson(thompson::Config::new().nfa_size_limit(Some(MAX_NFA_BYTES)))
        .build(regex)
        .map_err(|e| {
            if e.is_size_limit_exceeded() || e.to_string().contains("size limit") {
                format!(
                    "too complex: its automaton would need more than {} MiB ({e})",
                    MAX_DFA_BYTES >> 20
                )
            } else if e.to_string().contains("word boundar") {
                format!("{e} (words have no spaces: anchor with ^ and $ instead of \\b)")
            } else {
                e.to_string()
            }
        })?;
    let mode = if anchored {
        Anchored::Yes
    } else {
        Anchored::No
    };
    let start = dfa
        .start_state(&start::Config::new().anchored(mode))
        .map_err(|e| e.to_string())?;
    Ok((dfa, start))
}

impl Query {
    /// A pattern (`?` one tile, `*` any tiles, `[...]` one of, `[^...]` none of), anchored on the
    /// whole word, over the tiles of the game (`tiles`; none: letters).
    pub fn pattern(pattern: &str, tiles: Option<&TileSet>) -> Result<Query, String> {
        let tiling = Tiling::new(tiles)?;
        // The whole pattern under the input policy: `hrad[U]` is `hrad[u]`, NFD is composed.
        let pattern = crate::text::normalize_pattern(pattern);
        let mut re = String::from("^(?:");
        let mut literal = String::new();
        let mut literal_prefix: Option<String> = None;
        let mut chars = pattern.chars().peekable();
        while let Some(c) = chars.next() {
            if c != '?' && c != '*' && c != '[' {
                literal.push(c);
                continue;
            }
            // A run of literal letters is read as tiles, longest first (Kris Kros `ch`: CH).
            flush_literal(&mut re, &mut literal, &mut literal_prefix, &tiling);
            literal_prefix.get_or_insert_with(String::new);
            match c {
                '?' => re.push('.'),
                '*' => re.push_str(".*"),
                _ => bracket(&mut chars, &mut re, &pattern)?,
            }
        }
        flush_literal(&mut re, &mut literal, &mut literal_prefix, &tiling);
        re.push_str(")$");
        let (dfa, start) = compile(&re, true)?;
        Ok(Query {
            dfa,
            start,
            tiling,
            on_tiles: true,
            literal_prefix: literal_prefix.unwrap_or_default(),
        })
    }

    /// A regular expression (Rust regex syntax) over the word's letters, matching when it
    /// matches anywhere in the word (`^...$` for the whole word); lengths count `tiles`.
    pub fn regex(regex: &str, tiles: Option<&TileSet>) -> Result<Query, String> {
        let tiling = Tiling::new(tiles)?;
        let (dfa, start) = compile(regex, false)?;
        Ok(Query {
            dfa,
            start,
            tiling,
            on_tiles: false,
            literal_prefix: anchored_literal_prefix(regex),
        })
    }

    /// Every word (for filters alone).
    pub fn any(tiles: Option<&TileSet>) -> Result<Query, String> {
        Query::regex("", tiles)
    }

    /// Whether the query matches `word` (without filters): the automaton on one word.
    pub fn is_match(&self, word: &str) -> bool {
        let a = Bound {
            q: self,
            min: 0,
            max: u32::MAX,
        };
        let mut s = fst::Automaton::start(&a);
        for &b in word.as_bytes() {
            s = fst::Automaton::accept(&a, &s, b);
        }
        fst::Automaton::is_match(&a, &s)
    }
}

/// Appends a run of literal letters to the regex, escaped, multi-letter tiles as their symbols;
/// the letters before the first wildcard are the literal prefix.
fn flush_literal(
    re: &mut String,
    literal: &mut String,
    prefix: &mut Option<String>,
    tiling: &Tiling,
) {
    if prefix.is_none() {
        *prefix = Some(literal.clone());
    }
    let encoded = tiling.encode(literal);
    re.push_str(&regex_syntax::escape(&encoded));
    literal.clear();
}

/// The letters every match of a regex anchored at the start (`^nej...`) begins with.
fn anchored_literal_prefix(regex: &str) -> String {
    use regex_syntax::hir::literal::{ExtractKind, Extractor};
    use regex_syntax::hir::Look;
    let Ok(hir) = regex_syntax::Parser::new().parse(regex) else {
        return String::new();
    };
    if !hir.properties().look_set_prefix().contains(Look::Start) {
        return String::new();
    }
    let seq = Extractor::new().kind(ExtractKind::Prefix).extract(&hir);
    let lcp = seq.longest_common_prefix().unwrap_or_default();
    // Whole characters only.
    let mut n = lcp.len();
    while n > 0 && std::str::from_utf8(&lcp[..n]).is_err() {
        n -= 1;
    }
    String::from_utf8(lcp[..n].to_vec()).unwrap_or_default()
}

/// The query with length limits, as an automaton over the FST's bytes.
struct Bound<'q> {
    q: &'q Query,
    min: u32,
    max: u32,
}

/// The automaton's state: the DFA's, the bytes of a tile not yet complete (`c` before a
/// possible `h`), the tiles read so far.
#[derive(Debug, Clone, Copy)]
struct State {
    dfa: StateID,
    pending: [u8; MAX_TILE_BYTES],
    pending_len: u8,
    tiles: u32,
    /// A match was seen (a regex matching inside the word: what follows cannot undo it).
    matched: bool,
    dead: bool,
}

impl Bound<'_> {
    fn feed_dfa(&self, s: &mut State, bytes: &[u8]) {
        if s.matched || s.dead {
            return;
        }
        let dfa = &self.q.dfa;
        for &b in bytes {
            s.dfa = dfa.next_state(s.dfa, b);
            if dfa.is_match_state(s.dfa) {
                s.matched = true;
                return;
            }
            if dfa.is_dead_state(s.dfa) || dfa.is_quit_state(s.dfa) {
                s.dead = true;
                return;
            }
        }
    }

    /// One tile read: counted, and fed to the DFA when it reads tiles.
    fn tile(&self, s: &mut State, bytes: &[u8]) {
        s.tiles = s.tiles.saturating_add(1);
        if self.q.on_tiles {
            self.feed_dfa(s, bytes);
        }
    }

    /// Cuts the pending bytes into tiles as far as they are decided (all of them at the end).
    fn drain(&self, s: &mut State, end: bool) {
        let multi = &self.q.tiling.multi;
        while s.pending_len > 0 {
            let p = &s.pending[..s.pending_len as usize];
            if !end
                && multi
                    .iter()
                    .any(|(l, _)| l.len() > p.len() && l.starts_with(p))
            {
                break;
            }
            let (n, symbol) = match self.q.tiling.tile_at(p) {
                Some((n, sym)) => (n, Some(sym)),
                None => (1, None),
            };
            let first = p[0];
            match symbol {
                Some(sym) => self.tile(s, sym),
                // A byte of a one-letter tile: a character's first byte starts a tile.
                None if first & 0xC0 != 0x80 => self.tile(s, &[first]),
                None if self.q.on_tiles => self.feed_dfa(s, &[first]),
                None => {}
            }
            s.pending.copy_within(n..s.pending_len as usize, 0);
            s.pending_len -= n as u8;
        }
    }

    fn too_long(&self, s: &State) -> bool {
        s.tiles + u32::from(s.pending_len > 0) > self.max
    }
}

impl fst::Automaton for Bound<'_> {
    type State = State;

    fn start(&self) -> State {
        State {
            dfa: self.q.start,
            pending: [0; MAX_TILE_BYTES],
            pending_len: 0,
            tiles: 0,
            matched: false,
            dead: false,
        }
    }

    fn is_match(&self, s: &State) -> bool {
        if s.dead {
            return false;
        }
        let mut s = *s;
        self.drain(&mut s, true);
        if s.dead || s.tiles < self.min || s.tiles > self.max {
            return false;
        }
        s.matched || self.q.dfa.is_match_state(self.q.dfa.next_eoi_state(s.dfa))
    }

    fn can_match(&self, s: &State) -> bool {
        !s.dead
    }

    fn accept(&self, s: &State, byte: u8) -> State {
        let mut s = *s;
        if s.dead {
            return s;
        }
        if !self.q.on_tiles {
            self.feed_dfa(&mut s, &[byte]);
        }
        if self.q.tiling.multi.is_empty() {
            if byte & 0xC0 != 0x80 {
                s.tiles = s.tiles.saturating_add(1);
            }
            if self.q.on_tiles {
                self.feed_dfa(&mut s, &[byte]);
            }
        } else if (s.pending_len as usize) < MAX_TILE_BYTES {
            s.pending[s.pending_len as usize] = byte;
            s.pending_len += 1;
            self.drain(&mut s, false);
        } else {
            // Longer than any tile: cannot happen, as every proper prefix of a tile is shorter.
            s.dead = true;
        }
        if self.too_long(&s) {
            s.dead = true;
        }
        s
    }
}

/// The rest of a pattern's `[...]` class (its `[` read) as a regex class into `re`.
pub(crate) fn bracket(
    chars: &mut impl Iterator<Item = char>,
    re: &mut String,
    pattern: &str,
) -> Result<(), String> {
    re.push('[');
    for d in chars {
        if d == ']' {
            re.push(']');
            return Ok(());
        }
        if d == '\\' || d == '[' {
            re.push('\\');
        }
        re.push(d);
    }
    Err(format!("pattern {pattern:?} has an unclosed `[`"))
}

/// The first key after every key starting with `prefix` (`None`: no such key).
fn prefix_end(prefix: &[u8]) -> Option<Vec<u8>> {
    let mut end = prefix.to_vec();
    while let Some(last) = end.pop() {
        if last < 0xFF {
            end.push(last + 1);
            return Some(end);
        }
    }
    None
}

/// Every word of `set` the query matches within the filters, in the set's (byte) order. The
/// FST is walked with the query's automaton inside the key range of the prefix (the filter's or
/// the pattern's literal one, the longer).
pub fn find<D: AsRef<[u8]>>(set: &fst::Set<D>, query: &Query, filters: &Filters) -> Vec<String> {
    let mut out = Vec::new();
    find_each(set, query, filters, |w| {
        out.push(w.to_string());
        true
    });
    out
}

/// [`find`] without collecting: calls `f` with each word found, in byte order, until it
/// returns false (a caller that keeps only the first words stays in bounded memory).
pub fn find_each<D: AsRef<[u8]>>(
    set: &fst::Set<D>,
    query: &Query,
    filters: &Filters,
    mut f: impl FnMut(&str) -> bool,
) {
    let lit = query.literal_prefix.as_str();
    let prefix = match filters.prefix.as_deref() {
        None => lit,
        Some(p) if p.starts_with(lit) => p,
        Some(p) if lit.starts_with(p) => lit,
        Some(_) => return,
    };
    let min = filters.min_tiles.unwrap_or(0).min(u32::MAX as usize) as u32;
    let max = filters
        .max_tiles
        .unwrap_or(usize::MAX)
        .min(u32::MAX as usize) as u32;
    if min > max {
        return;
    }
    let aut = Bound { q: query, min, max };
    let mut builder = set.search(aut).ge(prefix);
    if let Some(end) = prefix_end(prefix.as_bytes()) {
        builder = builder.lt(end);
    }
    let mut stream = builder.into_stream();
    while let Some(k) = stream.next() {
        if let Ok(w) = std::str::from_utf8(k) {
            if filters.suffix.as_deref().is_none_or(|s| w.ends_with(s)) && !f(w) {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kriskros() -> TileSet {
        let labels = [
            "a", "á", "b", "c", "č", "d", "ď", "e", "é", "ě", "f", "g", "h", "ch", "i", "í", "j",
            "k", "l", "m", "n", "ň", "o", "ó", "p", "r", "ř", "s", "š", "t", "ť", "u", "ú", "ů",
            "v", "x", "y", "ý", "z", "ž",
        ];
        TileSet {
            blank_labels: labels.iter().map(|s| s.to_string()).collect(),
            digraphs: vec![("c".into(), "h".into())],
            letters: vec![],
        }
    }

    fn words() -> fst::Set<Vec<u8>> {
        let mut w = vec![
            "ach",
            "chata",
            "chá",
            "cháta",
            "ata",
            "cata",
            "cchata",
            "čata",
            "kachna",
            "kocour",
            "koza",
            "kóje",
            "kia",
            "ku",
            "nejlepší",
            "nejvyšší",
            "nejhorší",
            "nejsi",
            "plachta",
            "ta",
            "šach",
        ];
        w.sort();
        fst::Set::from_iter(w).unwrap()
    }

    fn pattern(p: &str, tiles: Option<&TileSet>, f: &Filters) -> Vec<String> {
        find(&words(), &Query::pattern(p, tiles).unwrap(), f)
    }

    #[test]
    fn a_question_mark_is_one_tile_and_c_never_starts_ch() {
        let kk = kriskros();
        let none = Filters::default();
        assert_eq!(pattern("?ata", Some(&kk), &none), ["cata", "chata", "čata"]);
        // CH is never C + H: neither ?? nor c? reads it (cchata is C, CH, A, T, A).
        assert_eq!(pattern("??ata", Some(&kk), &none), ["cchata"]);
        assert_eq!(pattern("c?ata", Some(&kk), &none), ["cchata"]);
        assert_eq!(pattern("c*", Some(&kk), &none), ["cata", "cchata"]);
        assert_eq!(pattern("ch*", Some(&kk), &none), ["chata", "chá", "cháta"]);
        assert_eq!(pattern("[^aeiou]?", Some(&kk), &none), ["chá", "ku", "ta"]);
        assert_eq!(pattern("c?", Some(&kk), &none), Vec::<String>::new());
        assert_eq!(pattern("?", Some(&kk), &none), Vec::<String>::new());
        assert_eq!(pattern("??", Some(&kk), &none), ["ach", "chá", "ku", "ta"]);
        assert_eq!(pattern("?ch", Some(&kk), &none), ["ach"]);
        assert_eq!(pattern("?*ch", Some(&kk), &none), ["ach", "šach"]);
        // Scrabble (no CH tile): letters.
        assert_eq!(pattern("??ata", None, &none), ["chata"]);
        assert_eq!(pattern("c?ata", None, &none), ["chata"]);
        assert_eq!(pattern("??", None, &none), ["ku", "ta"]);
    }

    #[test]
    fn lengths_count_tiles_like_question_marks() {
        let kk = kriskros();
        let two = Filters {
            min_tiles: Some(2),
            max_tiles: Some(2),
            ..Filters::default()
        };
        let q = Query::any(Some(&kk)).unwrap();
        assert_eq!(find(&words(), &q, &two), pattern("??", Some(&kk), &two));
        assert_eq!(find(&words(), &q, &two), ["ach", "chá", "ku", "ta"]);
        let four = Filters {
            min_tiles: Some(4),
            max_tiles: Some(4),
            ..Filters::default()
        };
        assert_eq!(
            find(&words(), &q, &four),
            pattern("????", Some(&kk), &none())
        );
        assert!(find(&words(), &q, &four).contains(&"chata".to_string()));
        assert_eq!(tile_count("cchata", Some(&kk)), 5);
        assert_eq!(tile_count("cchata", None), 6);
    }

    fn none() -> Filters {
        Filters::default()
    }

    #[test]
    fn regexes_and_filters() {
        let q = Query::regex("^nej.*ší$", None).unwrap();
        assert_eq!(q.literal_prefix, "nej");
        assert_eq!(
            find(&words(), &q, &none()),
            ["nejhorší", "nejlepší", "nejvyšší"]
        );
        assert!(!q.is_match("nejsi"));
        // Unanchored: anywhere in the word.
        let q = Query::regex("ach", None).unwrap();
        assert_eq!(q.literal_prefix, "");
        assert_eq!(
            find(&words(), &q, &none()),
            ["ach", "kachna", "plachta", "šach"]
        );
        let f = Filters {
            prefix: Some("k".into()),
            max_tiles: Some(6),
            ..none()
        };
        assert_eq!(find(&words(), &q, &f), ["kachna"]);
        let f = Filters {
            suffix: Some("a".into()),
            ..none()
        };
        assert_eq!(find(&words(), &q, &f), ["kachna", "plachta"]);
        // The filter's prefix and the pattern's literal prefix disagree: nothing.
        let f = Filters {
            prefix: Some("n".into()),
            ..none()
        };
        assert!(pattern("k*", None, &f).is_empty());
        assert_eq!(pattern("n*", None, &f).len(), 4);
        let f = Filters {
            max_tiles: Some(4),
            ..none()
        };
        // `*` is any letters, not a repetition: k, one letter, a vowel, then anything.
        assert_eq!(pattern("k?[aeiou]*", None, &f), ["kia"]);
        assert_eq!(
            Query::pattern("nej?ep*", None).unwrap().literal_prefix,
            "nej"
        );
    }

    #[test]
    fn oversized_and_bad_queries_are_errors() {
        let e = Query::regex("[ab]*a[ab]{24}", None).unwrap_err();
        assert!(e.contains("too complex"), "{e}");
        assert!(Query::regex("(", None).is_err());
        assert!(Query::pattern("a[bc", None)
            .unwrap_err()
            .contains("unclosed"));
        // Nothing outside the pattern language is read as a regex.
        assert_eq!(pattern("k.*", None, &none()), Vec::<String>::new());
    }
}
