//! `heslar search`: anagrams and subanagrams of a rack, patterns and regular expressions.
//!
//! Anagrams walk the lexicon's FST depth-first, spending one tile of the rack per step: a tile's
//! letters are followed byte by byte through the automaton, so a branch dies as soon as no word
//! continues it, and the walk never scans the word list. A blank (`?`) tries every tile of the
//! game's alphabet (Scrabble: also letters no tile carries, W, Q, Ö; Kris Kros: only its own).
//! Multi-letter tiles follow the game: in Kris Kros `ch` is one tile and is never made of `c` and
//! `h`, so the walk refuses `c` followed by `h`. Syllabatim racks are cards (`lý ok a sam`), with
//! the jokers SAM (any vowel) and SOU (any consonant).
//!
//! Patterns (`?` one tile, `*` any tiles, `[...]` one of, `[^...]` none of) and regular
//! expressions never scan the word list: they compile to a DFA of `regex-automata` that walks the
//! FST as an `fst::Automaton`, together with the length limits, inside the key range of the
//! prefix (`query`: [`Query`], [`find`]). A branch is left as soon as the DFA is dead or the word
//! has too many tiles, so `^nej.*ší$` visits only the words under `nej`. A pattern reads a word
//! as the game's tiles, longest first: in Kris Kros `chata` is CH, A, T, A, so `?ata` matches it
//! and `??ata`, `c?ata` and `c*` do not (CH is never C + H). A regular expression reads the
//! letters as spelled. Lengths (`--length`, `--min-length`, `--max-length`) count tiles, like
//! `?`: Kris Kros `--length 2` finds exactly the words of `??` (chá among them); in Scrabble and
//! Syllabatim a tile of a pattern is a letter. A DFA is limited in size
//! ([`MAX_DFA_BYTES`]); a query that needs more is an error, never unbounded memory.
//!
//! [`scan`] and [`pattern_to_regex`] are the former matching of every word against a `regex`
//! (letters, not tiles), kept for cross-checks.

use std::collections::BTreeSet;

mod query;
pub use query::{
    find, find_each, tile_count, Filters, Query, MAX_DETERMINIZE_BYTES, MAX_DFA_BYTES,
    MAX_NFA_BYTES,
};

use fst::raw::{Fst, Node};
use fst::{IntoStreamer, Streamer};

use crate::alphabet::{is_vowel, Alphabet, CardKind, Deck};

/// A tile of a rack.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum RackTile {
    /// Letters laid as they are (`a`, `ch`, `lý`).
    Letters(String),
    /// Any tile of the alphabet.
    Blank,
    /// Syllabatim SAM: any vowel letter.
    AnyVowel,
    /// Syllabatim SOU: any consonant letter.
    AnyConsonant,
}

/// How the game lays words: its tiles and the letters a blank may be.
pub struct TileSet {
    /// Labels a blank may stand for (one tile each).
    pub blank_labels: Vec<String>,
    /// Multi-letter tiles: `(first, rest)` pairs, so that `first` followed by a tile starting
    /// with `rest` is refused (Kris Kros `c` + `h`).
    pub digraphs: Vec<(String, String)>,
    /// Single letters a SAM/SOU joker may stand for.
    pub letters: Vec<String>,
}

impl TileSet {
    /// The tiles of a game alphabet.
    pub fn from_alphabet(a: &Alphabet) -> TileSet {
        let labels: Vec<String> = a.tiles.iter().map(|t| t.label.clone()).collect();
        TileSet {
            digraphs: digraphs(&labels),
            letters: labels
                .iter()
                .filter(|l| l.chars().count() == 1)
                .cloned()
                .collect(),
            blank_labels: labels,
        }
    }

    /// The letters of a deck (for SAM/SOU); blanks do not exist in Syllabatim.
    pub fn from_deck(d: &Deck) -> TileSet {
        let mut letters: BTreeSet<String> = BTreeSet::new();
        for c in &d.cards {
            if c.kind == CardKind::Letters {
                for ch in c.label.chars() {
                    letters.insert(ch.to_string());
                }
            }
        }
        TileSet {
            blank_labels: vec![],
            digraphs: vec![],
            letters: letters.into_iter().collect(),
        }
    }
}

fn digraphs(labels: &[String]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    for l in labels {
        let chars: Vec<char> = l.chars().collect();
        for i in 1..chars.len() {
            let first: String = chars[..i].iter().collect();
            if labels.contains(&first) {
                out.push((first, chars[i..].iter().collect()));
            }
        }
    }
    out
}

/// Reads a rack: letters read as the alphabet's tiles (longest first), `?` a blank. For a deck,
/// cards separated by spaces or commas (`lý ok a sam sou`).
pub fn parse_rack(
    rack: &str,
    alphabet: Option<&Alphabet>,
    deck: Option<&Deck>,
) -> Result<Vec<RackTile>, String> {
    let rack = crate::text::normalize_word(
        &rack
            .replace([' ', ','], " ")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join("_"),
    )
    .map_err(|e| e.to_string())?;
    if let Some(d) = deck {
        let mut out = Vec::new();
        for card in rack.split('_').filter(|c| !c.is_empty()) {
            let t = match card {
                "sam" => RackTile::AnyVowel,
                "sou" => RackTile::AnyConsonant,
                c if d
                    .cards
                    .iter()
                    .any(|x| x.kind == CardKind::Letters && x.label == c) =>
                {
                    RackTile::Letters(c.to_string())
                }
                c => return Err(format!("{c:?} is no card of the deck")),
            };
            out.push(t);
        }
        return Ok(out);
    }
    // Tokens separated by spaces are separate tiles ("c h" is two tiles, never CH); within a
    // token, the alphabet's longest tile is read first ("ch" is the CH tile in Kris Kros).
    let mut out = Vec::new();
    for token in rack.split('_').filter(|t| !t.is_empty()) {
        let mut rest = token;
        while !rest.is_empty() {
            if let Some(r) = rest.strip_prefix('?') {
                out.push(RackTile::Blank);
                rest = r;
                continue;
            }
            let label = match alphabet {
                Some(a) => a
                    .tiles
                    .iter()
                    .map(|t| t.label.as_str())
                    .filter(|l| rest.starts_with(l))
                    .max_by_key(|l| l.len())
                    .ok_or_else(|| format!("{rest:?}: no tile of the {} alphabet", a.name))?
                    .to_string(),
                None => rest.chars().next().map(String::from).unwrap_or_default(),
            };
            rest = &rest[label.len()..];
            out.push(RackTile::Letters(label));
        }
    }
    Ok(out)
}

/// The most tiles a rack may have: a Scrabble rack holds 7, a rack with the board's letters
/// rarely 15. The number of words grows with the rack, the work with its permutations.
pub const MAX_RACK_TILES: usize = 20;
/// The most steps (tiles tried at a node of the FST) an anagram search may take: about two
/// seconds; every anagram and subanagram of 8 tiles with 2 blanks on PLUS takes a small part of it.
pub const MAX_SEARCH_STEPS: u64 = 30_000_000;

/// Anagram search options.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AnagramOptions {
    /// Every tile must be used (anagram) or any subset (subanagram).
    pub all_tiles: bool,
    /// The fewest tiles a word must use (Syllabatim: two cards).
    pub min_tiles: usize,
}

struct Walk<'a, 'f> {
    fst: &'f Fst<&'a [u8]>,
    tiles: &'a TileSet,
    /// The labels each distinct rack tile may be laid as (parallel to the `left` counts).
    options: Vec<Vec<String>>,
    opts: AnagramOptions,
    out: BTreeSet<Vec<u8>>,
    word: Vec<u8>,
    rack_len: usize,
    steps: u64,
    budget: u64,
}

/// All words of `set` that can be laid with the rack (no limit on the work; the command uses
/// [`try_anagrams`]).
pub fn anagrams<D: AsRef<[u8]>>(
    set: &fst::Set<D>,
    rack: &[RackTile],
    tiles: &TileSet,
    opts: AnagramOptions,
) -> Vec<String> {
    search(set, rack, tiles, opts, u64::MAX).unwrap_or_default()
}

/// [`anagrams`] within the limits: at most [`MAX_RACK_TILES`] tiles and
/// [`MAX_SEARCH_STEPS`] steps, each a clear error when exceeded.
pub fn try_anagrams<D: AsRef<[u8]>>(
    set: &fst::Set<D>,
    rack: &[RackTile],
    tiles: &TileSet,
    opts: AnagramOptions,
) -> Result<Vec<String>, String> {
    if rack.len() > MAX_RACK_TILES {
        return Err(format!(
            "a rack of {} tiles; at most {MAX_RACK_TILES} (use --pattern for longer words)",
            rack.len()
        ));
    }
    search(set, rack, tiles, opts, MAX_SEARCH_STEPS).ok_or_else(|| {
        format!(
            "the search needs more than {MAX_SEARCH_STEPS} steps; use fewer blanks or tiles, or --pattern"
        )
    })
}

/// The walk; `None` when it needs more than `budget` steps.
fn search<D: AsRef<[u8]>>(
    set: &fst::Set<D>,
    rack: &[RackTile],
    tiles: &TileSet,
    opts: AnagramOptions,
    budget: u64,
) -> Option<Vec<String>> {
    let bytes = set.as_fst().as_bytes();
    let fst = match Fst::new(bytes) {
        Ok(f) => f,
        Err(_) => return Some(vec![]),
    };
    let mut left: Vec<(RackTile, usize)> = Vec::new();
    for t in rack {
        match left.iter_mut().find(|(x, _)| x == t) {
            Some((_, n)) => *n += 1,
            None => left.push((t.clone(), 1)),
        }
    }
    let options = left
        .iter()
        .map(|(t, _)| match t {
            RackTile::Letters(l) => vec![l.clone()],
            RackTile::Blank => tiles.blank_labels.clone(),
            RackTile::AnyVowel => tiles
                .letters
                .iter()
                .filter(|l| l.chars().all(is_vowel))
                .cloned()
                .collect(),
            RackTile::AnyConsonant => tiles
                .letters
                .iter()
                .filter(|l| !l.chars().all(is_vowel))
                .cloned()
                .collect(),
        })
        .collect();
    let mut w = Walk {
        fst: &fst,
        tiles,
        options,
        opts,
        out: BTreeSet::new(),
        word: Vec::new(),
        rack_len: rack.len(),
        steps: 0,
        budget,
    };
    let root = fst.root();
    walk(&mut w, root, &mut left, rack.len(), None);
    if w.steps > w.budget {
        return None;
    }
    Some(
        w.out
            .into_iter()
            .map(|b| String::from_utf8_lossy(&b).into_owned())
            .collect(),
    )
}

/// Follows `label`'s bytes from `node`; the node reached, if any.
fn follow<'f>(fst: &'f Fst<&[u8]>, node: Node<'f>, label: &str) -> Option<Node<'f>> {
    let mut n = node;
    for &b in label.as_bytes() {
        let i = n.find_input(b)?;
        n = fst.node(n.transition(i).addr);
    }
    Some(n)
}

/// `prev`: the option (rack tile, label) laid last, for the digraph rule.
fn walk(
    w: &mut Walk,
    node: Node,
    left: &mut [(RackTile, usize)],
    remaining: usize,
    prev: Option<(usize, usize)>,
) {
    w.steps += 1;
    if w.steps > w.budget {
        return;
    }
    let used = w.rack_len - remaining;
    if node.is_final() && used >= w.opts.min_tiles.max(1) && (!w.opts.all_tiles || remaining == 0) {
        w.out.insert(w.word.clone());
    }
    if remaining == 0 {
        return;
    }
    for i in 0..left.len() {
        if left[i].1 == 0 {
            continue;
        }
        left[i].1 -= 1;
        for j in 0..w.options[i].len() {
            let label = w.options[i][j].as_str();
            if let Some((pi, pj)) = prev {
                let p = w.options[pi][pj].as_str();
                if w.tiles
                    .digraphs
                    .iter()
                    .any(|(a, b)| a == p && label.starts_with(b.as_str()))
                {
                    continue;
                }
            }
            w.steps += 1;
            if w.steps > w.budget {
                return;
            }
            if let Some(next) = follow(w.fst, node, label) {
                let len = w.word.len();
                w.word.extend_from_slice(label.as_bytes());
                walk(w, next, left, remaining - 1, Some((i, j)));
                w.word.truncate(len);
            }
        }
        left[i].1 += 1;
    }
}

/// Translates a pattern (`?` one letter, `*` any letters, `[...]`) to an anchored regex for
/// [`scan`]. With multi-letter tiles, `?` may also take one (`ch` in Kris Kros), but `c` followed
/// by `h` is not refused as [`Query::pattern`] does; the search uses [`Query`].
pub fn pattern_to_regex(pattern: &str, tiles: Option<&TileSet>) -> Result<regex::Regex, String> {
    let one = match tiles {
        Some(t) if t.blank_labels.iter().any(|l| l.chars().count() > 1) => {
            let mut multi: Vec<&String> = t
                .blank_labels
                .iter()
                .filter(|l| l.chars().count() > 1)
                .collect();
            multi.sort_by_key(|l| std::cmp::Reverse(l.len()));
            let alts: Vec<String> = multi.iter().map(|l| regex::escape(l)).collect();
            format!("(?:{}|.)", alts.join("|"))
        }
        _ => ".".to_string(),
    };
    // The whole pattern under the input policy: `hrad[U]` is `hrad[u]`, NFD is composed.
    let pattern = crate::text::normalize_pattern(pattern);
    let pattern = pattern.as_str();
    let mut re = String::from("^(?:");
    let mut chars = pattern.chars();
    while let Some(c) = chars.next() {
        match c {
            '?' => re.push_str(&one),
            '*' => re.push_str(".*"),
            '[' => query::bracket(&mut chars, &mut re, pattern)?,
            c => re.push_str(&regex::escape(&c.to_lowercase().to_string())),
        }
    }
    re.push_str(")$");
    regex::Regex::new(&re).map_err(|e| e.to_string())
}

/// Every word of the set that the regex matches (a streamed scan of every key; the search uses
/// [`find`]).
pub fn scan<D: AsRef<[u8]>>(
    set: &fst::Set<D>,
    re: &regex::Regex,
    mut keep: impl FnMut(&str) -> bool,
) -> Vec<String> {
    let mut out = Vec::new();
    let mut st = set.into_stream();
    while let Some(k) = st.next() {
        if let Ok(w) = std::str::from_utf8(k) {
            if re.is_match(w) && keep(w) {
                out.push(w.to_string());
            }
        }
    }
    out
}
