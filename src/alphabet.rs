//! Alphabets and decks as data: the tiles of a game, and how a word is laid with them.
//!
//! `rules/alphabets/<name>.tsv` has one row per tile (`tile count value vowel`), multi-letter tiles
//! as rows of their own (Kris Kros `ch`), and `?` for the blank. A Syllabatim deck
//! (`card count value kind`) has one- and two-letter cards and the jokers SAM (any vowel) and SOU
//! (any consonant).
//!
//! Reading a word takes the longest matching tile first: in Kris Kros `chata` is
//! `[ch][a][t][a]`, never `[c][h]...` (seed 001: CH "nelze vytvořit položením písmen C a H"). In
//! Scrabble, which has no CH tile, the same word is `[c][h][a][t][a]`. A letter with count 0
//! (Scrabble W, Q, Ö) can only be played by a blank.

use std::path::Path;

use crate::error::{read_text, FileErrors, LineError};

/// A data row of a tile or card file: `label count value last`.
struct Row {
    line: usize,
    label: String,
    count: u32,
    value: u32,
    last: String,
}

/// The rows of a tile or card file with the given columns (fields trimmed); bad rows are
/// collected in `errors`.
fn rows(path: &Path, text: &str, header: [&str; 4], errors: &mut FileErrors) -> Vec<Row> {
    let mut out = Vec::new();
    let table = crate::table::parse(path, text, &header, |f| {
        let (Ok(count), Ok(value)) = (f[1].trim().parse::<u32>(), f[2].trim().parse::<u32>())
        else {
            return f.error("count and value must be whole numbers");
        };
        out.push(Row {
            line: f.line(),
            label: f[0].trim().to_string(),
            count,
            value,
            last: f[3].trim().to_string(),
        });
    });
    if let Err(e) = table {
        errors.errors.extend(e.errors);
    }
    out
}

/// One tile (or card) of a set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tile {
    /// Lowercase letters on the tile (`a`, `ch`, `lý`).
    pub label: String,
    pub count: u32,
    pub value: u32,
    pub vowel: bool,
}

/// A tile set: the tiles of a game and its blanks.
#[derive(Debug, Clone)]
pub struct Alphabet {
    pub name: String,
    pub tiles: Vec<Tile>,
    /// Number of blanks (`?` rows).
    pub blanks: u32,
    /// Tile indexes sorted by label length, longest first, for longest-match reading.
    by_length: Vec<usize>,
    /// Tile index by its letters when labels have at most two letters (every Czech game):
    /// one letter `(c, None)`, two `(c, Some(d))`; the fast path of [`Alphabet::tile_length`].
    by_letters: Option<crate::fxhash::FxHashMap<(char, Option<char>), usize>>,
}

/// Why a word cannot be read as tiles.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{word:?} cannot be laid with the {alphabet} tiles: no tile for {rest:?}")]
pub struct Untileable {
    pub word: String,
    pub alphabet: String,
    pub rest: String,
}

impl Alphabet {
    /// Reads `rules/alphabets/<name>.tsv`.
    pub fn load(dir: &Path, name: &str) -> Result<Alphabet, FileErrors> {
        let path = dir.join(format!("{name}.tsv"));
        let text = read_text(&path)?;
        Alphabet::parse(&path, name, &text)
    }

    pub fn parse(path: &Path, name: &str, text: &str) -> Result<Alphabet, FileErrors> {
        let mut errors = FileErrors::new();
        let mut tiles = Vec::new();
        let mut blanks = 0;
        for row in rows(path, text, ["tile", "count", "value", "vowel"], &mut errors) {
            let vowel = match row.last.as_str() {
                "1" => true,
                "0" => false,
                v => {
                    errors.push(LineError::new(
                        path,
                        row.line,
                        format!("vowel is {v:?}, expected 0 or 1"),
                    ));
                    continue;
                }
            };
            if row.label == "?" {
                blanks += row.count;
                continue;
            }
            let label = row.label.to_lowercase();
            if label.is_empty() || !label.chars().all(char::is_alphabetic) {
                errors.push(LineError::new(
                    path,
                    row.line,
                    format!("tile {:?} is not letters", row.label),
                ));
                continue;
            }
            if tiles.iter().any(|t: &Tile| t.label == label) {
                errors.push(LineError::new(
                    path,
                    row.line,
                    format!("tile {label:?} is listed twice"),
                ));
                continue;
            }
            tiles.push(Tile {
                label,
                count: row.count,
                value: row.value,
                vowel,
            });
        }
        if tiles.is_empty() && errors.is_empty() {
            errors.push(LineError::new(path, 0, "no tiles"));
        }
        errors.into_result(Alphabet::new(name, tiles, blanks))
    }

    pub fn new(name: &str, tiles: Vec<Tile>, blanks: u32) -> Alphabet {
        let mut by_length: Vec<usize> = (0..tiles.len()).collect();
        by_length.sort_by_key(|&i| std::cmp::Reverse(tiles[i].label.chars().count()));
        let by_letters = tiles.iter().all(|t| t.label.chars().count() <= 2).then(|| {
            tiles
                .iter()
                .enumerate()
                .map(|(i, t)| {
                    let mut l = t.label.chars();
                    ((l.next().unwrap_or(' '), l.next()), i)
                })
                .collect()
        });
        Alphabet {
            name: name.to_string(),
            tiles,
            blanks,
            by_length,
            by_letters,
        }
    }

    /// Reads a word as tiles, longest match first. Returns tile indexes.
    pub fn tiles_of(&self, word: &str) -> Result<Vec<usize>, Untileable> {
        let mut out = Vec::with_capacity(word.len());
        let mut rest = word;
        'outer: while !rest.is_empty() {
            for &i in &self.by_length {
                if let Some(r) = rest.strip_prefix(self.tiles[i].label.as_str()) {
                    out.push(i);
                    rest = r;
                    continue 'outer;
                }
            }
            return Err(Untileable {
                word: word.to_string(),
                alphabet: self.name.clone(),
                rest: rest.to_string(),
            });
        }
        Ok(out)
    }

    /// Length of a word in tiles (Kris Kros `chata` = 4), or `None` when it cannot be tiled.
    pub fn tile_length(&self, word: &str) -> Option<usize> {
        let Some(map) = &self.by_letters else {
            return self.tiles_of(word).ok().map(|t| t.len());
        };
        let mut chars = word.chars().peekable();
        let mut n = 0;
        while let Some(c) = chars.next() {
            if let Some(&d) = chars.peek() {
                if map.contains_key(&(c, Some(d))) {
                    chars.next();
                    n += 1;
                    continue;
                }
            }
            map.get(&(c, None))?;
            n += 1;
        }
        Some(n)
    }

    /// True when every tile of the word exists in the game (count > 0 or playable by a blank).
    /// A letter with count 0 is a letter the blank may stand for (Scrabble W).
    pub fn can_spell(&self, word: &str) -> bool {
        self.tile_length(word).is_some()
    }
}

/// The kind of a Syllabatim card.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardKind {
    Letters,
    /// SAM: any vowel.
    AnyVowel,
    /// SOU: any consonant.
    AnyConsonant,
}

/// One card of a deck.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Card {
    pub label: String,
    pub count: u32,
    pub value: u32,
    pub kind: CardKind,
}

/// A Syllabatim deck.
#[derive(Debug, Clone)]
pub struct Deck {
    pub cards: Vec<Card>,
    /// Card index by its letters: one letter `(c, None)`, two letters `(c, Some(d))`.
    by_letters: crate::fxhash::FxHashMap<(char, Option<char>), usize>,
    vowel_joker: Option<usize>,
    consonant_joker: Option<usize>,
}

/// Czech vowels for the SAM joker (seed 002: "A, E, I, O, U, a to včetně možné diakritiky"); Y/Ý
/// count as vowels in Czech spelling.
pub fn is_vowel(c: char) -> bool {
    "aáeéěiíoóuúůyý".contains(c)
}

impl Deck {
    pub fn load(dir: &Path, name: &str) -> Result<Deck, FileErrors> {
        let path = dir.join(format!("{name}.tsv"));
        let text = read_text(&path)?;
        Deck::parse(&path, &text)
    }

    pub fn parse(path: &Path, text: &str) -> Result<Deck, FileErrors> {
        let mut errors = FileErrors::new();
        let mut cards = Vec::new();
        for row in rows(path, text, ["card", "count", "value", "kind"], &mut errors) {
            let kind = match row.last.as_str() {
                "letter" => CardKind::Letters,
                "joker-vowel" => CardKind::AnyVowel,
                "joker-consonant" => CardKind::AnyConsonant,
                k => {
                    errors.push(LineError::new(
                        path,
                        row.line,
                        format!("kind {k:?}, expected letter, joker-vowel or joker-consonant"),
                    ));
                    continue;
                }
            };
            let label = row.label.to_lowercase();
            if kind == CardKind::Letters
                && (label.is_empty()
                    || !label.chars().all(char::is_alphabetic)
                    || label.chars().count() > 2)
            {
                errors.push(LineError::new(
                    path,
                    row.line,
                    format!("card {:?} must be one or two letters", row.label),
                ));
                continue;
            }
            cards.push(Card {
                label,
                count: row.count,
                value: row.value,
                kind,
            });
        }
        errors.into_result(Deck::new(cards))
    }

    pub fn new(cards: Vec<Card>) -> Deck {
        let mut by_letters = crate::fxhash::FxHashMap::default();
        for (i, c) in cards.iter().enumerate() {
            if c.kind == CardKind::Letters {
                let mut l = c.label.chars();
                if let Some(a) = l.next() {
                    by_letters.insert((a, l.next()), i);
                }
            }
        }
        let find = |k: CardKind| cards.iter().position(|c| c.kind == k);
        Deck {
            vowel_joker: find(CardKind::AnyVowel),
            consonant_joker: find(CardKind::AnyConsonant),
            by_letters,
            cards,
        }
    }

    /// One way to lay the word with the deck's cards (respecting their counts), using at least
    /// `min_cards` cards; the labels of the cards used, jokers as `SAM`/`SOU` with the letter.
    /// Prefers two-letter cards, then single letters, then jokers. The search gives up (`None`)
    /// after 100,000 steps, which no word of a real lexicon needs.
    pub fn lay(&self, word: &str, min_cards: usize) -> Option<Vec<String>> {
        let chars: Vec<char> = word.chars().collect();
        let mut left: Vec<u32> = self.cards.iter().map(|c| c.count).collect();
        let mut path = Vec::new();
        let mut budget = 100_000u32;
        if self.search(&chars, 0, min_cards, &mut left, &mut path, &mut budget) {
            Some(path)
        } else {
            None
        }
    }

    fn search(
        &self,
        chars: &[char],
        at: usize,
        min_cards: usize,
        left: &mut [u32],
        path: &mut Vec<String>,
        budget: &mut u32,
    ) -> bool {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        if at == chars.len() {
            return path.len() >= min_cards;
        }
        // Two-letter cards first, then single letters, then jokers.
        let keys = [
            chars.get(at + 1).map(|&d| (chars[at], Some(d), 2usize)),
            Some((chars[at], None, 1usize)),
        ];
        for (a, b, len) in keys.into_iter().flatten() {
            if let Some(&i) = self.by_letters.get(&(a, b)) {
                if left[i] > 0 {
                    left[i] -= 1;
                    path.push(self.cards[i].label.clone());
                    if self.search(chars, at + len, min_cards, left, path, budget) {
                        return true;
                    }
                    path.pop();
                    left[i] += 1;
                }
            }
        }
        let ch = chars[at];
        let (joker, name) = if is_vowel(ch) {
            (self.vowel_joker, "SAM")
        } else {
            (self.consonant_joker, "SOU")
        };
        if let Some(i) = joker {
            if left[i] > 0 {
                left[i] -= 1;
                path.push(format!("{name}={ch}"));
                if self.search(chars, at + 1, min_cards, left, path, budget) {
                    return true;
                }
                path.pop();
                left[i] += 1;
            }
        }
        false
    }

    /// Whether the word can be laid with at least `min_cards` cards (as [`Deck::lay`], without
    /// building the list of cards).
    pub fn can_lay(&self, word: &str, min_cards: usize) -> bool {
        // Fast path: enough single-letter cards for every letter, and enough letters for the
        // minimum number of cards.
        if word.chars().count() >= min_cards {
            let mut need = vec![0u32; self.cards.len()];
            let singles = word.chars().all(|c| match self.by_letters.get(&(c, None)) {
                Some(&i) => {
                    need[i] += 1;
                    need[i] <= self.cards[i].count
                }
                None => false,
            });
            if singles {
                return true;
            }
        }
        self.lay(word, min_cards).is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kk() -> Alphabet {
        let t = "tile\tcount\tvalue\tvowel\na\t6\t1\t1\nc\t2\t3\t0\nh\t2\t3\t0\nch\t2\t4\t0\nt\t4\t1\t0\n?\t2\t0\t0\n";
        Alphabet::parse(Path::new("kk.tsv"), "kriskros", t).unwrap()
    }

    #[test]
    fn longest_match_reads_ch_as_one_tile() {
        let a = kk();
        let labels: Vec<&str> = a
            .tiles_of("chata")
            .unwrap()
            .iter()
            .map(|&i| a.tiles[i].label.as_str())
            .collect();
        assert_eq!(labels, ["ch", "a", "t", "a"]);
        assert_eq!(a.tile_length("chata"), Some(4));
        assert_eq!(a.blanks, 2);
        let e = a.tiles_of("watt").unwrap_err();
        assert_eq!(e.rest, "watt");
        assert!(e
            .to_string()
            .contains("\"watt\" cannot be laid with the kriskros tiles"));
    }

    #[test]
    fn alphabet_errors_name_the_line() {
        let e = Alphabet::parse(
            Path::new("x.tsv"),
            "x",
            "tile\tcount\tvalue\tvowel\na\tfive\t1\t1\nb\t1\t1\n",
        )
        .unwrap_err();
        let s = e.to_string();
        assert!(s.contains("x.tsv:2: count and value"), "{s}");
        assert!(s.contains("x.tsv:3: 3 fields"), "{s}");
    }

    #[test]
    fn deck_lays_words_with_cards_and_jokers() {
        let t = "card\tcount\tvalue\tkind\no\t1\t1\tletter\nk\t1\t1\tletter\nok\t1\t3\tletter\nsam\t1\t0\tjoker-vowel\nsou\t1\t0\tjoker-consonant\n";
        let d = Deck::parse(Path::new("d.tsv"), t).unwrap();
        // "ok" alone is one card: with min 2 cards it is laid as o + k.
        assert_eq!(d.lay("ok", 2).unwrap(), ["o", "k"]);
        assert_eq!(d.lay("ok", 1).unwrap(), ["ok"]);
        // "kok": k, ok — two cards.
        assert_eq!(d.lay("kok", 2).unwrap(), ["k", "ok"]);
        assert_eq!(d.lay("oko", 2).unwrap(), ["ok", "o"]);
        // "okoo" needs a second o card: the SAM joker stands for it.
        assert_eq!(d.lay("okoo", 2).unwrap(), ["ok", "o", "SAM=o"]);
        // three consonants, one k card and one SOU joker: impossible.
        assert_eq!(d.lay("kkk", 2), None);
    }
}
