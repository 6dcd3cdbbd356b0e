//! Game-specific rules beyond cell selection: Kris Kros's ban on adjectives derived from place
//! names, and the word shapes a game's tiles or cards allow.
//!
//! **Place adjectives** (seed 001: "Přídavná jména odvozená od místních názvů [ostravská]"): the
//! sources' capitalised entries are candidate place names (Ostrava, Praha, Brno, Pardubice),
//! except -ová surnames and names the source gives only animate masculine classes (Lenin/PV,
//! Karel/PV: people; Moskva/PVZQ, Vídeň/UVZ, Londýn/LPV stay places); an adjective entry is
//! derived from one when it is the name's stem plus a place-adjective suffix, with the usual
//! alternations: Ostrava → ostravský, Praha → pražský (h → ž), Afrika → africký (k → c), Brno →
//! brněnský, Moskva → moskevský, Tokio → tokijský, Hamburk → hamburský, Pardubice →
//! pardubický, Polsko → polský, Písečná → písečenský, Žíželeves → žíželeveský, Huslenky →
//! huslenecký, Lhotka → lhotecký, Popovičky → popovičský. An adjective
//! that a noun of a person also makes (lesník → lesnický, voják → vojácký, rytíř → rytířský)
//! is no place adjective, though a place has its shape (Lesnice, Kamenice). The comparatives of
//! a banned adjective are banned with it (pražštější). `rules/categories/place-adjectives.txt`
//! adds adjectives (`word # from X`) and removes false matches (`!word # reason`).

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use crate::error::{numbered_lines, read_text, FileErrors, LineError};
use crate::sources::LoadedSource;

/// Why an adjective counts as derived from a place name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PlaceOrigin {
    /// Derived from a capitalised entry of a source.
    Derived { place: String, source: String },
    /// Listed in the place-adjective list.
    Listed { file: PathBuf, line: usize },
}

/// The adjectives derived from place names, with their origin.
#[derive(Debug, Clone, Default)]
pub struct PlaceAdjectives {
    pub words: HashMap<String, PlaceOrigin>,
}

const ALTERNATIONS: &[(&str, &str)] = &[("ch", "š"), ("h", "ž"), ("g", "ž"), ("k", "c")];

/// Agent suffixes of nouns of persons whose adjective no place name makes (lesník: lesnický).
const AGENT_SUFFIXES: &[&str] = &["ník", "ák", "ař", "ář", "íř", "tel", "el", "och"];

/// The adjectives a place name may give.
fn candidates(place: &str) -> Vec<String> {
    let n = place.to_lowercase();
    let mut stems = vec![n.clone()];
    if n.ends_with(['a', 'o', 'e', 'y', 'i', 'ě']) {
        let mut s = n.clone();
        s.pop();
        stems.push(s);
    }
    // Adjectival names in -ná, -né, -ný: Písečná -> písečenský, Sněžné -> sněženský.
    if let Some(s) = ["ná", "né", "ný"].iter().find_map(|e| n.strip_suffix(e)) {
        if s.chars()
            .last()
            .is_some_and(|c| !crate::alphabet::is_vowel(c))
        {
            stems.push(format!("{s}en"));
        }
    }
    let mut more = Vec::new();
    for s in &stems {
        for (from, to) in ALTERNATIONS {
            if let Some(base) = s.strip_suffix(from) {
                more.push(format!("{base}{to}"));
            }
        }
        // Brno -> brněnský, Kladno -> kladenský: a vowel before the final n.
        let chars: Vec<char> = s.chars().collect();
        if chars.len() > 2
            && chars[chars.len() - 1] == 'n'
            && !crate::alphabet::is_vowel(chars[chars.len() - 2])
        {
            let base: String = chars[..chars.len() - 1].iter().collect();
            more.push(format!("{base}en"));
            more.push(format!("{base}ěn"));
        }
    }
    // Moskva -> moskevský (a mobile e between the last two consonants), Tokio -> tokijský,
    // Hamburk -> hamburský, Norimberk -> norimberský.
    for s in &stems {
        let chars: Vec<char> = s.chars().collect();
        if let [.., a, b] = chars[..] {
            if !crate::alphabet::is_vowel(a) && !crate::alphabet::is_vowel(b) && b != 'k' {
                let base: String = chars[..chars.len() - 1].iter().collect();
                more.push(format!("{base}e{b}"));
            }
        }
        if s.ends_with('i') {
            more.push(format!("{s}j"));
        }
        if let Some(base) = s.strip_suffix("rk") {
            more.push(format!("{base}r"));
        }
        // The names in -ky and -ka after a consonant: Huslenky -> huslenecký, Lhotka ->
        // lhotecký (a mobile e, k -> c); Popovičky -> popovičský (the k of -čky goes).
        if let [.., a, 'k'] = chars[..] {
            if !crate::alphabet::is_vowel(a) {
                let base: String = chars[..chars.len() - 1].iter().collect();
                if a == 'č' {
                    more.push(base);
                } else {
                    more.push(format!("{base}ec"));
                }
            }
        }
    }
    stems.extend(more);
    let mut out = Vec::new();
    for s in &stems {
        for suf in ["ský", "cký", "enský", "ěnský"] {
            out.push(format!("{s}{suf}"));
        }
        if s.ends_with(['c', 'k']) {
            out.push(format!("{s}ký"));
        }
        if s.ends_with("sk") || s.ends_with("ck") {
            out.push(format!("{s}ý"));
        }
        // Žíželeves -> žíželeveský, Tupesy -> tupeský: the s of the name is the suffix's.
        if s.ends_with('s') {
            out.push(format!("{s}ký"));
        }
    }
    out
}

/// The adjectives a lowercase noun of a person gives (lesník -> lesnický, voják -> vojácký,
/// černoch -> černošský, rytíř -> rytířský, anděl -> andělský): such an adjective is no place
/// adjective even when a place has the same shape (Lesnice, Kamenice, Sokolnice).
fn common_candidates(noun: &str) -> Vec<String> {
    let mut stems = vec![noun.to_string()];
    if let Some(b) = noun.strip_suffix("ík") {
        stems.push(format!("{b}ic"));
    }
    for (from, to) in ALTERNATIONS {
        if let Some(base) = noun.strip_suffix(from) {
            stems.push(format!("{base}{to}"));
        }
    }
    let mut out = Vec::new();
    for st in &stems {
        for suf in ["ský", "cký", "ký"] {
            out.push(format!("{st}{suf}"));
        }
    }
    out
}

impl PlaceAdjectives {
    /// Derives the place adjectives of the sources and applies the list file (if present).
    pub fn build(sources: &[LoadedSource], list: &Path) -> Result<PlaceAdjectives, FileErrors> {
        let mut adjectives: HashMap<&str, ()> = HashMap::new();
        for s in sources {
            for h in &s.headwords {
                let w = h.word.as_str();
                if w.chars().next().is_some_and(char::is_lowercase)
                    && (w.ends_with("ský") || w.ends_with("cký"))
                {
                    adjectives.insert(w, ());
                }
            }
        }
        // Adjectives of common nouns (lesník: lesnický) are no place adjectives.
        let mut common = std::collections::HashSet::new();
        for s in sources {
            for h in &s.headwords {
                let w = h.word.as_str();
                // Nouns of persons by their agent suffix (lesník, voják, rytíř, anděl, učitel),
                // not ethnonyms (rus, turek, šváb: ruský is from Rusko).
                let person = AGENT_SUFFIXES.iter().any(|s| w.ends_with(s));
                if person
                    && w.chars().next().is_some_and(char::is_lowercase)
                    && w.chars().all(char::is_alphabetic)
                {
                    for c in common_candidates(w) {
                        if adjectives.contains_key(c.as_str()) {
                            common.insert(c);
                        }
                    }
                }
            }
        }
        let mut out = PlaceAdjectives::default();
        for s in sources {
            for h in &s.headwords {
                let w = h.word.as_str();
                if !w.chars().next().is_some_and(char::is_uppercase)
                    || !w.chars().all(char::is_alphabetic)
                {
                    continue;
                }
                // -ová surnames and masculine personal names are people, not places. A name
                // counts as a person's when the source gives it only the animate masculine
                // classes (Lenin/PV, Karel/PV, Mikuláš/UV); one with a feminine, neuter or
                // inanimate class can be a place (Moskva/PVZQ, Vídeň/UVZ, Londýn/LPV, Rusko/CPV).
                if w.ends_with("ová") {
                    continue;
                }
                if let crate::sources::Entry::Hunspell { entry, .. } = &h.entry {
                    let animate = entry.flags.iter().any(|f| matches!(f, 'P' | 'U'));
                    let other = entry.flags.iter().any(|f| "ZHLCSRQ".contains(*f));
                    if animate && !other {
                        continue;
                    }
                }
                for c in candidates(w) {
                    if adjectives.contains_key(c.as_str()) && !common.contains(c.as_str()) {
                        out.words.entry(c).or_insert_with(|| PlaceOrigin::Derived {
                            place: w.to_string(),
                            source: s.spec.id.clone(),
                        });
                    }
                }
            }
        }
        if list.exists() {
            let text = read_text(list)?;
            let mut errors = FileErrors::new();
            for (line, raw) in numbered_lines(&text) {
                let word = raw.split('#').next().unwrap_or("").trim();
                if word.is_empty() {
                    continue;
                }
                if word.contains(char::is_whitespace) {
                    errors.push(LineError::new(
                        list,
                        line,
                        format!("{word:?} is more than one word"),
                    ));
                    continue;
                }
                match word.strip_prefix('!') {
                    Some(w) => {
                        out.words.remove(w);
                    }
                    None => {
                        out.words.insert(
                            word.to_string(),
                            PlaceOrigin::Listed {
                                file: list.to_path_buf(),
                                line,
                            },
                        );
                    }
                }
            }
            errors.into_result(())?;
        }
        Ok(out)
    }

    pub fn get(&self, word: &str) -> Option<&PlaceOrigin> {
        self.words.get(word)
    }
}

/// The short names of the default games, with one line on each (listed in `heslar --help`):
/// `heslar check -l plus ženě` is `heslar check -l scrabble-plus ženě`. A lexicon that has the
/// short name itself comes first.
pub const SHORT_NAMES: &[(&str, &str, &str)] = &[
    (
        "klasik",
        "scrabble-klasik",
        "Czech Scrabble KLASIK: nominatives, verb forms without transgressives",
    ),
    (
        "plus",
        "scrabble-plus",
        "Czech Scrabble PLUS: every form, transgressives too",
    ),
    (
        "kk",
        "kriskros",
        "Kris Kros: KLASIK cells, CH one tile, no place adjectives",
    ),
    (
        "syllabatim",
        "syllabatim",
        "Syllabatim: standard forms laid with at least two cards",
    ),
];

/// The full name of a short lexicon name (`plus` → `scrabble-plus`).
pub fn full_name(short: &str) -> Option<&'static str> {
    SHORT_NAMES
        .iter()
        .find(|(s, _, _)| *s == short)
        .map(|(_, full, _)| *full)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn derivations() {
        let c = |p: &str| candidates(p);
        assert!(c("Ostrava").contains(&"ostravský".to_string()));
        assert!(c("Praha").contains(&"pražský".to_string()));
        assert!(c("Afrika").contains(&"africký".to_string()));
        assert!(c("Brno").contains(&"brněnský".to_string()));
        assert!(c("Kladno").contains(&"kladenský".to_string()));
        assert!(c("Pardubice").contains(&"pardubický".to_string()));
        assert!(c("Huslenky").contains(&"huslenecký".to_string()));
        assert!(c("Lhotka").contains(&"lhotecký".to_string()));
        assert!(c("Popovičky").contains(&"popovičský".to_string()));
        assert!(c("Polsko").contains(&"polský".to_string()));
        assert!(c("Plzeň").contains(&"plzeňský".to_string()));
        assert!(c("Liberec").contains(&"liberecký".to_string()));
        // A female name gives the same shapes as a place: the list's `!word` lines remove such
        // matches when a source has them (lidský is from lid, not from Lida).
        assert!(c("Lida").contains(&"lidský".to_string()));
        assert!(c("Moskva").contains(&"moskevský".to_string()));
        assert!(c("Tokio").contains(&"tokijský".to_string()));
        assert!(c("Hamburk").contains(&"hamburský".to_string()));
        assert!(c("Vídeň").contains(&"vídeňský".to_string()));
        assert!(c("Písečná").contains(&"písečenský".to_string()));
        assert!(c("Sněžné").contains(&"sněženský".to_string()));
        assert!(c("Žíželeves").contains(&"žíželeveský".to_string()));
        assert!(c("Tupesy").contains(&"tupeský".to_string()));
        let n = |w: &str| common_candidates(w);
        assert!(n("lesník").contains(&"lesnický".to_string()));
        assert!(n("voják").contains(&"vojácký".to_string()));
        assert!(n("černoch").contains(&"černošský".to_string()));
        assert!(n("rytíř").contains(&"rytířský".to_string()));
    }
}
