//! Select: which forms each lexicon takes (RULES.md §2-§3 and `rules/games/*.toml`).
//!
//! One stage, used alike by the build and by `check --explain`:
//!
//! - the game rules schema ([`GameRules`], read and validated by [`load_games`]: an unknown
//!   case, verb form, variant or part of speech in `[select]` is a file:line error listing the
//!   valid values, [`crate::vocab`]);
//! - the selection by cells ([`Selection`]): KLASIK takes nominatives and every verb form but
//!   transgressives;
//! - the sources a game takes, taxative precedence (a word of at most three letters is looked
//!   up in the 2/3-letter list only, ČAS 000 §2.9), entries a game forbids as a whole (Kris
//!   Kros: adjectives of place names) — [`Select`], as bit masks over the lexicons;
//! - the spelling of a word with the game's tiles or cards and its minimum length
//!   ([`Select::word_reason`]).
//!
//! A mask has one bit per lexicon ([`Mask`]); a build takes at most [`MAX_LEXICONS`] lexicons
//! at once (`heslar build -l` builds any others in a second run).

use std::collections::{BTreeMap, HashSet};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::error::{read_text, FileErrors, LineError};
use crate::lexicon::{self, sha256_hex};
use crate::morph::Tag;
use crate::sources::{self, LoadedSource, Role};
use crate::text::{has_capital, is_all_letters, letter_count};

/// One bit per lexicon of a build, in the order of [`Select::games`].
pub type Mask = u64;

/// How many lexicons one build makes at most (the bits of a [`Mask`]).
pub const MAX_LEXICONS: usize = Mask::BITS as usize;

/// Which sources a lexicon is built from.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, Serialize)]
#[serde(untagged)]
pub enum SourceSelection {
    /// `"all"`.
    All(String),
    /// A list of source ids.
    Ids(Vec<String>),
}

/// `rules/games/<name>.toml`: one lexicon's rules.
#[derive(Debug, Clone, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct GameRules {
    pub name: String,
    pub title: String,
    pub sources: SourceSelection,
    /// Minimum length in letters.
    pub min_length: usize,
    /// Which analyses the lexicon takes (RULES.md §3); absent: every form (PLUS).
    #[serde(default)]
    pub select: Selection,
    /// What `min_length` counts: letters (default), tiles of `alphabet`, or cards of `deck`.
    #[serde(default)]
    pub length_unit: LengthUnit,
    /// `rules/alphabets/<name>.tsv`: every word must be spelled with these tiles (Kris Kros:
    /// CH is one tile; the joker stands only for letters of the game).
    #[serde(default)]
    pub alphabet: Option<String>,
    /// `rules/alphabets/<name>.tsv` read as a card deck: every word must be laid with its
    /// cards (Syllabatim), with at least `min_length` cards.
    #[serde(default)]
    pub deck: Option<String>,
    /// Categories this game forbids beyond RULES.md §2: `place-adjective` (Kris Kros).
    #[serde(default)]
    pub forbid: Vec<GameForbid>,
    /// Notes the manifest carries for this lexicon (e.g. which sources stand in for the ones
    /// the game's rules name).
    #[serde(default)]
    pub notes: Vec<String>,
}

/// What a game's minimum length counts.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum LengthUnit {
    #[default]
    Letters,
    Tiles,
    Cards,
}

/// Game-specific forbidden categories.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameForbid {
    /// Adjectives derived from place names (Kris Kros, seed 001): ostravský.
    PlaceAdjective,
}

/// A game rules file with its path and hash.
#[derive(Debug, Clone)]
pub struct Game {
    pub rules: GameRules,
    pub path: PathBuf,
    pub sha256: String,
}

/// Reads `rules/games/*.toml`, in name order; `only` selects some of them by name.
pub fn load_games(
    rules_dir: &Path,
    manifest: &sources::Manifest,
    only: &[String],
) -> Result<Vec<Game>, FileErrors> {
    let dir = rules_dir.join("games");
    let mut errors = FileErrors::new();
    let mut paths: Vec<PathBuf> = match std::fs::read_dir(&dir) {
        Ok(rd) => rd
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "toml"))
            .collect(),
        Err(e) => {
            return Err(
                LineError::new(&dir, 0, format!("cannot read the games directory: {e}")).into(),
            )
        }
    };
    paths.sort();
    let mut games = Vec::new();
    for path in paths {
        let text = match read_text(&path) {
            Ok(t) => t,
            Err(e) => {
                errors.push(e);
                continue;
            }
        };
        let rules: GameRules = match toml::from_str(&text) {
            Ok(r) => r,
            Err(e) => {
                errors
                    .errors
                    .extend(sources::toml_error(&path, &text, e).errors);
                continue;
            }
        };
        let stem = path.file_stem().unwrap_or_default().to_string_lossy();
        if rules.name != stem {
            errors.push(LineError::new(
                &path,
                1,
                format!(
                    "name {:?} differs from the file name {stem:?}.toml",
                    rules.name
                ),
            ));
        }
        // Names become file names in output/ and rules/alphabets/: identifiers only, and not
        // the names of heslar's own files (a game `lemmas` would overwrite the lemma index).
        let named = [
            ("name", Some(&rules.name)),
            ("alphabet", rules.alphabet.as_ref()),
            ("deck", rules.deck.as_ref()),
        ];
        for (key, value) in named {
            if let Some(problem) = value.and_then(|v| lexicon::name_problem(v)) {
                let line = text
                    .lines()
                    .position(|l| l.trim_start().starts_with(key))
                    .map_or(0, |i| i + 1);
                errors.push(LineError::new(&path, line, format!("{key}: {problem}")));
            }
        }
        if let SourceSelection::Ids(ids) = &rules.sources {
            for id in ids {
                if !manifest.sources.iter().any(|s| &s.id == id) {
                    errors.push(LineError::new(
                        &path,
                        text.lines()
                            .position(|l| l.contains(id.as_str()))
                            .map_or(0, |i| i + 1),
                        format!(
                            "unknown source {id:?}; sources.toml lists {}",
                            manifest
                                .sources
                                .iter()
                                .map(|s| s.id.as_str())
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    ));
                }
            }
        } else if let SourceSelection::All(s) = &rules.sources {
            if s != "all" {
                errors.push(LineError::new(
                    &path,
                    0,
                    format!("sources = {s:?}: expected \"all\" or a list of source ids"),
                ));
            }
        }
        for problem in rules.select.problems() {
            let line = text
                .lines()
                .position(|l| l.trim_start().starts_with(problem.0))
                .map_or(0, |i| i + 1);
            errors.push(LineError::new(
                &path,
                line,
                format!("[select] {}: {}", problem.0, problem.1),
            ));
        }
        if rules.min_length == 0 {
            errors.push(LineError::new(&path, 0, "min_length must be at least 1"));
        }
        games.push(Game {
            rules,
            sha256: sha256_hex(text.as_bytes()),
            path,
        });
    }
    for name in only {
        if !games.iter().any(|g| &g.rules.name == name) {
            errors.push(LineError::new(
                &dir,
                0,
                format!(
                    "no lexicon {name:?}; known: {}",
                    games
                        .iter()
                        .map(|g| g.rules.name.as_str())
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            ));
        }
    }
    if games.is_empty() {
        errors.push(LineError::new(&dir, 0, "no *.toml game rules file"));
    }
    if !only.is_empty() {
        games.retain(|g| only.contains(&g.rules.name));
    }
    errors.into_result(games)
}

/// Which analyses a lexicon takes (`[select]` of a game rules file).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct Selection {
    /// Cases a declinable form may have (KLASIK: `["Nom"]`); absent: every case.
    #[serde(default)]
    pub cases: Option<Vec<String>>,
    /// Verb forms left out (KLASIK: `["Conv"]`, the transgressives).
    #[serde(default)]
    pub exclude_verb_forms: Vec<String>,
    /// Variants left out (`derivation`, `clitic`, `dual`, `colloquial`, `bookish`).
    #[serde(default)]
    pub exclude_variants: Vec<String>,
    /// Parts of speech left out (`contracted`...).
    #[serde(default)]
    pub exclude_pos: Vec<String>,
    /// Whether forms no table classifies are taken (PLUS: yes; KLASIK: no).
    #[serde(default = "yes")]
    pub unclassified: bool,
}

/// Parts of speech whose readings no lexicon takes.
const FORBIDDEN_POS: &[&str] = &["intj", "abbr", "sym", "affix", "fragment", "unused"];

fn yes() -> bool {
    true
}

impl Default for Selection {
    /// Every form (PLUS).
    fn default() -> Selection {
        Selection {
            cases: None,
            exclude_verb_forms: vec![],
            exclude_variants: vec![],
            exclude_pos: vec![],
            unclassified: true,
        }
    }
}

use crate::vocab::feature;

impl Selection {
    /// Every form: PLUS.
    pub fn all() -> Selection {
        Selection::default()
    }

    pub fn admits(&self, a: &Tag) -> bool {
        // An unclassified form, or a flagless entry that is a form of another entry (whose own
        // analyses decide): only lexicons that take every form take it on its own.
        if a.pos == "unclassified" || a.pos == "form" {
            return self.unclassified;
        }
        // A reading in a forbidden category (RULES.md §2: an interjection, abbreviation, symbol,
        // affix, a part of a multi-word expression, a form not used alone) admits nothing;
        // another reading of the same word may (jej: an interjection and a pronoun form).
        if FORBIDDEN_POS.contains(&a.pos.as_str()) {
            return false;
        }
        if !a.variant.is_empty() && self.exclude_variants.contains(&a.variant) {
            return false;
        }
        if self.exclude_pos.contains(&a.pos) {
            return false;
        }
        a.cells.iter().any(|c| self.admits_cell(c))
    }

    fn admits_cell(&self, cell: &str) -> bool {
        if let Some(vf) = feature(cell, "VerbForm") {
            if self.exclude_verb_forms.iter().any(|x| x == vf) {
                return false;
            }
        }
        match (&self.cases, feature(cell, "Case")) {
            (Some(cases), Some(c)) => cases.iter().any(|x| x == c),
            _ => true,
        }
    }
}

impl Selection {
    /// The values of `[select]` that the vocabulary does not know: (key, message).
    pub fn problems(&self) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        let mut check = |key: &'static str, values: &[String], valid: &[&str]| {
            for v in values {
                if !valid.contains(&v.as_str()) {
                    out.push((
                        key,
                        format!("unknown value {v:?}; valid: {}", valid.join(", ")),
                    ));
                }
            }
        };
        let cases = crate::vocab::values("Case").unwrap_or_default();
        let forms = crate::vocab::values("VerbForm").unwrap_or_default();
        check("cases", self.cases.as_deref().unwrap_or_default(), cases);
        check("exclude_verb_forms", &self.exclude_verb_forms, forms);
        check(
            "exclude_variants",
            &self.exclude_variants,
            crate::vocab::VARIANTS,
        );
        check("exclude_pos", &self.exclude_pos, crate::vocab::POS);
        out
    }
}

/// More games than one build's masks hold.
#[derive(Debug, Clone, thiserror::Error)]
#[error("{0} lexicons: one build makes at most {MAX_LEXICONS}; name some with --lexicon")]
pub struct TooManyLexicons(pub usize);

/// The selection of a build: every rule that decides which lexicons take a form, as masks.
pub struct Select<'a> {
    pub games: &'a [Game],
    /// Per source: the games that take it.
    source_masks: Vec<Mask>,
    /// Per source: its role and the lengths it decides (a taxative list).
    roles: Vec<(Role, Vec<usize>)>,
    /// Per game: the lengths a chosen taxative source alone decides.
    taxative_lengths: Vec<HashSet<usize>>,
    any_taxative: bool,
    /// Games that forbid adjectives of place names.
    place_mask: Mask,
    place_adjectives: &'a crate::games::PlaceAdjectives,
    alphabets: &'a BTreeMap<String, crate::alphabet::Alphabet>,
    decks: &'a BTreeMap<String, crate::alphabet::Deck>,
    /// The arbiters' corrections (`rules/corrections.tsv`, src/corrections.rs), applied last.
    pub corrections: &'a crate::corrections::Corrections,
}

/// Why a form of a source is not taken by a game, before its spelling is looked at.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Refusal {
    /// The game does not take the source.
    Source,
    /// The game's cells or categories do not take the form's analysis.
    Cells,
    /// The game forbids the entry as a whole (Kris Kros: an adjective of a place name).
    Entry,
    /// A taxative list alone decides words of this length.
    Taxative,
}

impl Refusal {
    /// The reason counted in `report.json` (`dropped_forms`).
    pub fn describe(self) -> &'static str {
        match self {
            Refusal::Source => "source not taken by the game",
            Refusal::Cells => "form not selected by the game's cells or categories",
            Refusal::Entry => "entry forbidden by the game",
            Refusal::Taxative => "length decided by a taxative list only",
        }
    }
}

impl<'a> Select<'a> {
    /// The selection of `games` over `sources`. At most [`MAX_LEXICONS`] games.
    pub fn new(
        games: &'a [Game],
        sources: &[LoadedSource],
        place_adjectives: &'a crate::games::PlaceAdjectives,
        alphabets: &'a BTreeMap<String, crate::alphabet::Alphabet>,
        decks: &'a BTreeMap<String, crate::alphabet::Deck>,
        corrections: &'a crate::corrections::Corrections,
    ) -> Result<Select<'a>, TooManyLexicons> {
        if games.len() > MAX_LEXICONS {
            return Err(TooManyLexicons(games.len()));
        }
        let chosen = |g: &Game, s: &LoadedSource| match &g.rules.sources {
            SourceSelection::All(_) => true,
            SourceSelection::Ids(ids) => ids.contains(&s.spec.id),
        };
        let source_masks: Vec<Mask> = sources
            .iter()
            .map(|s| bits(games, |g| chosen(g, s)))
            .collect();
        let taxative_lengths: Vec<HashSet<usize>> = games
            .iter()
            .map(|g| {
                sources
                    .iter()
                    .filter(|s| chosen(g, s) && s.spec.role == Role::Taxative)
                    .flat_map(|s| s.spec.lengths.iter().copied())
                    .collect()
            })
            .collect();
        Ok(Select {
            games,
            source_masks,
            roles: sources
                .iter()
                .map(|s| (s.spec.role, s.spec.lengths.clone()))
                .collect(),
            any_taxative: taxative_lengths.iter().any(|t| !t.is_empty()),
            taxative_lengths,
            place_mask: bits(games, |g| {
                g.rules.forbid.contains(&GameForbid::PlaceAdjective)
            }),
            place_adjectives,
            alphabets,
            decks,
            corrections,
        })
    }

    /// Every game of the build.
    pub fn all(&self) -> Mask {
        match self.games.len() {
            MAX_LEXICONS => Mask::MAX,
            n => (1 << n) - 1,
        }
    }

    /// The games whose cells and categories take a form with this tag (prefix features never
    /// change it: `ne-` and `nej-` forms are taken as their base is).
    pub fn cells(&self, tag: &Tag) -> Mask {
        bits(self.games, |g| g.rules.select.admits(tag))
    }

    /// The games that forbid an entry as a whole: an adjective of a place name, or a
    /// comparative of one (`pražštější` of `pražský`).
    pub fn forbidding(&self, headword: &str, positives: &[String]) -> Mask {
        if self.place_mask == 0 {
            return 0;
        }
        let place = std::iter::once(headword)
            .chain(positives.iter().map(String::as_str))
            .any(|w| self.place_adjectives.get(w).is_some());
        if place {
            self.place_mask
        } else {
            0
        }
    }

    /// Why an entry is forbidden by the games that forbid it (for explanations).
    pub fn place_origin(&self, word: &str) -> Option<&crate::games::PlaceOrigin> {
        self.place_adjectives.get(word)
    }

    /// The games that take source `source`.
    pub fn sources(&self, source: usize) -> Mask {
        self.source_masks.get(source).copied().unwrap_or(0)
    }

    /// The games in which a form of source `source` is not kept out by a taxative list:
    /// a word of a length that a chosen taxative source decides comes from that source only.
    pub fn lengths(&self, source: usize, word: &str) -> Mask {
        if !self.any_taxative {
            return self.all();
        }
        let n = letter_count(word);
        let (role, lengths) = &self.roles[source];
        if *role == Role::Taxative && lengths.contains(&n) {
            return self.all();
        }
        self.taxative_lengths
            .iter()
            .enumerate()
            .filter(|(_, t)| !t.contains(&n))
            .fold(0, |m, (i, _)| m | (1 << i))
    }

    /// Why game `game` does not take a form of source `source` whose cells mask is `cells` and
    /// whose entry the games of `forbidden` forbid; `None`: it takes it (if its spelling
    /// passes [`Select::word_reason`]). The build and explanations decide by this alone.
    pub fn refusal(
        &self,
        game: usize,
        source: usize,
        word: &str,
        cells: Mask,
        forbidden: Mask,
    ) -> Option<Refusal> {
        let bit: Mask = 1 << game;
        // A forbidden entry before the cells: the build folds the forbidding into the cells'
        // mask (pražský's nominative is out of Kris Kros because the entry is), and the entry
        // is the reason to name.
        if self.sources(source) & bit == 0 {
            Some(Refusal::Source)
        } else if forbidden & bit != 0 {
            Some(Refusal::Entry)
        } else if cells & bit == 0 {
            Some(Refusal::Cells)
        } else if self.lengths(source, word) & bit == 0 {
            Some(Refusal::Taxative)
        } else {
            None
        }
    }

    /// Why a word (not a form) is not in game `game`'s lexicon: spelling, tiles, cards, length.
    pub fn word_reason(&self, game: usize, w: &str) -> Option<&'static str> {
        let game = &self.games[game];
        let n = letter_count(w);
        let alphabet = game
            .rules
            .alphabet
            .as_ref()
            .and_then(|a| self.alphabets.get(a));
        let deck = game.rules.deck.as_ref().and_then(|d| self.decks.get(d));
        if n > crate::text::MAX_WORD_LETTERS {
            Some("longer than the longest word heslar admits")
        } else if !is_all_letters(w) {
            Some("non-letter form")
        } else if has_capital(w) {
            Some("form with a capital")
        } else if alphabet.is_some_and(|a| !a.can_spell(w)) {
            Some("a letter the game has no tile for")
        } else if game.rules.length_unit == LengthUnit::Tiles
            && alphabet.and_then(|a| a.tile_length(w)).unwrap_or(n) < game.rules.min_length
        {
            Some("fewer tiles than the minimum length")
        } else if game.rules.length_unit == LengthUnit::Cards
            && deck.is_some_and(|d| !d.can_lay(w, game.rules.min_length))
        {
            Some("cannot be laid with the minimum number of cards of the deck")
        } else if game.rules.length_unit == LengthUnit::Letters && n < game.rules.min_length {
            Some("shorter than the minimum length")
        } else {
            None
        }
    }

    /// One way to lay a word with game `game`'s cards (`lý`, `s`, `SAM=o`), for a card game.
    pub fn laid_as(&self, game: usize, w: &str) -> Option<Vec<String>> {
        let g = &self.games[game];
        g.rules
            .deck
            .as_ref()
            .and_then(|d| self.decks.get(d))
            .and_then(|d| d.lay(w, g.rules.min_length))
    }

    /// Every form of every source in one list, sorted in byte order and deduplicated, with the
    /// bits of the games that take it from at least one source. `forms[s]` holds source `s`'s
    /// forms with their cells mask (already without the games that forbid the entry) and
    /// headword id. Counts the forms refused per game and reason into `refused`.
    pub fn merge(
        &self,
        forms: Vec<Vec<(String, Mask, u32)>>,
        refused: &mut [BTreeMap<String, u64>],
    ) -> Vec<(String, Mask, u32)> {
        let mut all: Vec<(String, Mask, u32)> =
            Vec::with_capacity(forms.iter().map(Vec::len).sum());
        let all_games = self.all();
        // Per game, the forms refused per reason (Source, Cells, Taxative), summed at the end.
        let mut counts = vec![[0u64; 3]; self.games.len()];
        for (source, words) in forms.into_iter().enumerate() {
            let taken = self.sources(source);
            for (w, cells, lemma) in words {
                let lengths = if self.any_taxative {
                    self.lengths(source, &w)
                } else {
                    all_games
                };
                let mask = cells & taken & lengths;
                // Counted by reason only where a game refuses it, in the order of
                // [`Select::refusal`] (an entry a game forbids is already out of `cells`).
                if mask != all_games {
                    for (g, c) in counts.iter_mut().enumerate() {
                        let bit: Mask = 1 << g;
                        if taken & bit == 0 {
                            c[0] += 1;
                        } else if cells & bit == 0 {
                            c[1] += 1;
                        } else if lengths & bit == 0 {
                            c[2] += 1;
                        }
                    }
                }
                if mask != 0 {
                    all.push((w, mask, lemma));
                }
            }
        }
        for (c, r) in counts.iter().zip(refused.iter_mut()) {
            for (n, why) in c
                .iter()
                .zip([Refusal::Source, Refusal::Cells, Refusal::Taxative])
            {
                if *n > 0 {
                    *r.entry(why.describe().to_string()).or_default() += n;
                }
            }
        }
        sort_parallel(&mut all);
        // Duplicates: the games' bits are united; the lemma index keeps the first headword.
        let mut merged: Vec<(String, Mask, u32)> = Vec::with_capacity(all.len());
        for (w, m, l) in all {
            match merged.last_mut() {
                Some((last, lm, ll)) if *last == w => {
                    *lm |= m;
                    *ll = (*ll).min(l);
                }
                _ => merged.push((w, m, l)),
            }
        }
        merged
    }
}

/// The mask of the games for which `f` holds.
fn bits(games: &[Game], f: impl Fn(&Game) -> bool) -> Mask {
    games
        .iter()
        .enumerate()
        .filter(|(_, g)| f(g))
        .fold(0, |m, (i, _)| m | (1 << i))
}

/// Sorts by word on two threads (two halves, then one merge): the sort of ~4 M forms is a fifth
/// of a build.
fn sort_parallel(v: &mut Vec<(String, Mask, u32)>) {
    let mid = v.len() / 2;
    let (a, b) = v.split_at_mut(mid);
    std::thread::scope(|s| {
        s.spawn(|| a.sort_unstable_by(|x, y| x.0.cmp(&y.0)));
        b.sort_unstable_by(|x, y| x.0.cmp(&y.0));
    });
    let right = v.split_off(mid);
    let left = std::mem::take(v);
    v.reserve(left.len() + right.len());
    let (mut l, mut r) = (left.into_iter().peekable(), right.into_iter().peekable());
    loop {
        let take_left = match (l.peek(), r.peek()) {
            (Some(x), Some(y)) => x.0 <= y.0,
            (Some(_), None) => true,
            (None, Some(_)) => false,
            (None, None) => break,
        };
        let next = if take_left { l.next() } else { r.next() };
        v.extend(next);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn klasik_selection() {
        let k = Selection {
            cases: Some(vec!["Nom".into()]),
            exclude_verb_forms: vec!["Conv".into()],
            exclude_variants: vec!["derivation".into()],
            exclude_pos: vec![],
            unclassified: false,
        };
        let a = |pos: &str, f: &str, v: &str| Tag::new(pos, f, v);
        assert!(k.admits(&a(
            "noun",
            "Case=Nom|Number=Plur ; Case=Dat|Number=Sing",
            ""
        )));
        assert!(!k.admits(&a("noun", "Case=Ins|Number=Sing", "")));
        assert!(k.admits(&a("verb", "Mood=Ind|Number=Plur|Person=3|VerbForm=Fin", "")));
        assert!(!k.admits(&a("verb", "Tense=Pres|VerbForm=Conv", "")));
        assert!(!k.admits(&a("verb", "Case=Acc|VerbForm=Part|Voice=Pass", "")));
        assert!(k.admits(&a("adv", "", "")));
        assert!(!k.admits(&a("noun", "Case=Nom", "derivation")));
        assert!(!k.admits(&Tag::unclassified()));
        assert!(Selection::all().admits(&Tag::unclassified()));
    }

    #[test]
    fn select_values_are_checked() {
        let mut s = Selection::all();
        s.cases = Some(vec!["nom".into()]);
        s.exclude_verb_forms = vec!["Conv".into()];
        s.exclude_variants = vec!["slang".into()];
        let p = s.problems();
        assert_eq!(p.len(), 2, "{p:?}");
        assert_eq!(p[0].0, "cases");
        assert!(
            p[0].1.contains("\"nom\"") && p[0].1.contains("Nom, Gen"),
            "{p:?}"
        );
        assert_eq!(p[1].0, "exclude_variants");
    }
}
