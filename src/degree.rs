//! Degrees of comparison: which positive a comparative entry grades.
//!
//! The Czech Hunspell dictionary lists comparatives as entries of their own (`mladší/YE`,
//! `zelenější/YRW`), with no link to their positive (`mladý`, `zelený`); its `nej-` prefix makes
//! the superlatives. heslar tags every form of a comparative entry `Degree=Cmp` (the `nej-`
//! forms `Degree=Sup`) and finds the positive the comparative grades: the first candidate of
//! [`positive_candidates`] that the source lists as a positive adjective, unless the source's
//! `degree.tsv` names it (suppletive lepší: dobrý, horší: zlý, špatný; the comparative adverbs
//! lépe: dobře; entries that only look like comparatives, such as zítřejší).
//!
//! The link is for people: `check --explain` prints "comparative of mladý". Which lexicons take
//! a form does not depend on it (RULES.md §3 admits comparatives and superlatives like any
//! adjective: KLASIK their nominatives, PLUS every case). Only comparatives the source lists are
//! built: not every adjective grades (dřevěný, český), and the source's 9,900 comparatives cover
//! the gradable ones; see `rules/morphology/README.md`.

use std::collections::{HashMap, HashSet};
use std::path::Path;

use crate::error::FileErrors;

/// The comparative suffixes of adjectives, longest first, each with the stems of the positive
/// it may come from (the stem before the suffix, then its consonant alternations undone).
const LONG: &[&str] = &["ější", "ejší"];

/// Consonant alternations before -ější/-ejší, undone: `čt` ← `ck` (akademický → akademičtější),
/// `št` ← `sk` (evropský → evropštější), `ř` ← `r` (bystrý → bystřejší), `č` ← `k` (divoký →
/// divočejší), `c` ← `k`, `š` ← `ch`, `ž` ← `h` (bezbřehý → bezbřežejší), `š` ← `s`, `ž` ← `z`.
const UNSOFTEN: &[(&str, &str)] = &[
    ("čt", "ck"),
    ("št", "sk"),
    ("ř", "r"),
    ("č", "k"),
    ("c", "k"),
    ("š", "ch"),
    ("ž", "h"),
    ("š", "s"),
    ("ž", "z"),
];

/// The positives a comparative adjective may grade, most likely first: for -ější/-ejší the
/// stem with -ý or -í, the alternations of [`UNSOFTEN`] undone; for the short -ší/-čí the stem
/// with -ý, -oký or -ký (mladší: mladý, hlubší: hluboký, kratší: krátký, tenčí: tenký) and the
/// alternations of the short comparative undone (tišší: tichý, vyšší: vysoký, bližší: blízký,
/// dražší: drahý, snazší: snadný), with the stem's last vowel long where the comparative
/// shortened it (krátký, úzký, řídký).
pub fn positive_candidates(cmp: &str) -> Vec<String> {
    let mut out = Vec::new();
    for suffix in LONG {
        if let Some(s) = cmp.strip_suffix(suffix) {
            if s.is_empty() {
                continue;
            }
            let mut stems = vec![s.to_string()];
            for (soft, hard) in UNSOFTEN {
                if let Some(base) = s.strip_suffix(soft) {
                    stems.push(format!("{base}{hard}"));
                }
            }
            for st in stems {
                out.push(format!("{st}ý"));
                out.push(format!("{st}í"));
            }
            return out;
        }
    }
    let mut stems: Vec<String> = Vec::new();
    if let Some(s) = cmp.strip_suffix("čí").filter(|s| !s.is_empty()) {
        stems.push(format!("{s}k"));
    } else if let Some(s) = cmp.strip_suffix("ší").filter(|s| !s.is_empty()) {
        stems.push(format!("{s}ok"));
        stems.push(s.to_string());
        stems.push(format!("{s}k"));
        if let Some(b) = s.strip_suffix('š') {
            stems.extend([format!("{b}ch"), format!("{b}sok"), format!("{b}s")]);
        }
        if let Some(b) = s.strip_suffix('ž') {
            stems.extend([format!("{b}zk"), format!("{b}h"), format!("{b}z")]);
        }
        if let Some(b) = s.strip_suffix('z') {
            stems.extend([format!("{b}dn"), format!("{b}d")]);
        }
    }
    let lengthened: Vec<String> = stems.iter().filter_map(|s| lengthen(s)).collect();
    for st in stems.iter().chain(&lengthened) {
        out.push(format!("{st}ý"));
    }
    out
}

/// The stem with the vowel of its last syllable long (krat → krát, uz → úz), if it is short.
fn lengthen(stem: &str) -> Option<String> {
    let (i, c) = stem
        .char_indices()
        .rev()
        .find(|(_, c)| "aeiyuoáéíýúůó".contains(*c))?;
    let long = match c {
        'a' => "á",
        'e' => "é",
        'i' => "í",
        'y' => "ý",
        'u' => "ú",
        'o' => "ó",
        _ => return None,
    };
    Some(format!("{}{long}{}", &stem[..i], &stem[i + c.len_utf8()..]))
}

/// What `degree.tsv` says of one comparative entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Listed {
    /// The positives it grades (horší: zlý, špatný).
    Positives(Vec<String>),
    /// Not a comparative though its source flags it as one (zítřejší, dolejší).
    NotComparative,
}

/// The comparatives of one source and the positives they grade.
#[derive(Debug, Default)]
pub struct Degrees {
    positive: HashMap<String, Vec<String>>,
    comparatives: HashSet<String>,
    /// Entries tagged as comparatives that `degree.tsv` says grade nothing (zítřejší).
    not_comparatives: HashSet<String>,
    /// Comparative entries whose positive neither the rules nor the list find.
    unlinked: Vec<String>,
}

impl Degrees {
    /// Links `comparatives` (entries the source marks as comparatives) to the `positives` the
    /// source lists (adjective entries that are no comparatives), `listed` first.
    pub fn new<'a>(
        comparatives: impl IntoIterator<Item = &'a str>,
        positives: &HashSet<String>,
        listed: &HashMap<String, Listed>,
    ) -> Degrees {
        let mut d = Degrees::default();
        for c in comparatives {
            match listed.get(c) {
                Some(Listed::NotComparative) => {
                    d.not_comparatives.insert(c.to_string());
                    continue;
                }
                Some(Listed::Positives(p)) => {
                    d.positive.insert(c.to_string(), p.clone());
                }
                None => match positive_candidates(c)
                    .into_iter()
                    .find(|p| positives.contains(p))
                {
                    Some(p) => {
                        d.positive.insert(c.to_string(), vec![p]);
                    }
                    None => d.unlinked.push(c.to_string()),
                },
            }
            d.comparatives.insert(c.to_string());
        }
        d.unlinked.sort();
        d
    }

    /// Whether the entry `word` is a comparative.
    pub fn is_comparative(&self, word: &str) -> bool {
        self.comparatives.contains(word)
    }

    /// Whether `degree.tsv` says the entry `word`, tagged as a comparative, grades nothing.
    pub fn is_not_comparative(&self, word: &str) -> bool {
        self.not_comparatives.contains(word)
    }

    /// Every comparative entry, sorted.
    pub fn comparatives(&self) -> Vec<String> {
        let mut v: Vec<String> = self.comparatives.iter().cloned().collect();
        v.sort();
        v
    }

    /// The positives the comparative entry `word` grades (empty: none found).
    pub fn positive_of(&self, word: &str) -> &[String] {
        self.positive.get(word).map_or(&[], Vec::as_slice)
    }

    /// How many comparative entries there are, and how many are linked to a positive.
    pub fn counts(&self) -> (usize, usize) {
        (self.comparatives.len(), self.positive.len())
    }

    /// The comparative entries no positive was found for, sorted.
    pub fn unlinked(&self) -> &[String] {
        &self.unlinked
    }

    /// Reads `degree.tsv`: `comparative<TAB>positive<TAB>note` (src/table.rs), positives separated
    /// by spaces, `-` for an entry that is no comparative.
    pub fn load_list(path: &Path) -> Result<HashMap<String, Listed>, FileErrors> {
        let mut out = HashMap::new();
        crate::table::read(path, &["comparative", "positive", "note?"], |f| {
            let (word, positive) = (f.get(0), f.get(1).trim_end());
            if word.is_empty() || positive.is_empty() {
                return f
                    .error("expected `comparative<TAB>positive`, positive `-` for no comparative");
            }
            let listed = if positive == "-" {
                Listed::NotComparative
            } else {
                Listed::Positives(positive.split_whitespace().map(str::to_string).collect())
            };
            if out.insert(word.to_string(), listed).is_some() {
                f.error(format!("{word} is listed twice"));
            }
        })?;
        Ok(out)
    }
}

/// Marks the cells of a comparative's form `Degree=Cmp` (replacing `Degree=Pos`), leaving
/// `Degree=Sup` cells alone.
pub fn comparative_cells(cells: &mut [String]) {
    for c in cells {
        if !c.split('|').any(|kv| kv == "Degree=Sup") {
            crate::morph::add_features(std::slice::from_mut(c), "Degree=Cmp");
        }
    }
}

/// Takes `Degree=Cmp` off the cells of an entry that is no comparative (zítřejší).
pub fn positive_cells(cells: &mut [String]) {
    for c in cells {
        if c.split('|').any(|kv| kv == "Degree=Cmp") {
            *c = c
                .split('|')
                .filter(|kv| *kv != "Degree=Cmp")
                .collect::<Vec<_>>()
                .join("|");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn first_listed(cmp: &str, positives: &[&str]) -> Option<String> {
        positive_candidates(cmp)
            .into_iter()
            .find(|p| positives.contains(&p.as_str()))
    }

    #[test]
    fn long_comparatives() {
        let pos = [
            "zelený",
            "akademický",
            "evropský",
            "bystrý",
            "divoký",
            "jarní",
            "veselý",
            "bezbřehý",
        ];
        for (c, p) in [
            ("zelenější", "zelený"),
            ("akademičtější", "akademický"),
            ("evropštější", "evropský"),
            ("bystřejší", "bystrý"),
            ("divočejší", "divoký"),
            ("jarnější", "jarní"),
            ("veselejší", "veselý"),
            ("bezbřežejší", "bezbřehý"),
        ] {
            assert_eq!(first_listed(c, &pos).as_deref(), Some(p), "{c}");
        }
    }

    #[test]
    fn short_comparatives() {
        let pos = [
            "mladý", "hluboký", "krátký", "tenký", "tichý", "vysoký", "blízký", "drahý", "snadný",
            "úzký", "řídký", "široký", "širý", "lehký",
        ];
        for (c, p) in [
            ("mladší", "mladý"),
            ("hlubší", "hluboký"),
            ("kratší", "krátký"),
            ("tenčí", "tenký"),
            ("tišší", "tichý"),
            ("vyšší", "vysoký"),
            ("bližší", "blízký"),
            ("dražší", "drahý"),
            ("snazší", "snadný"),
            ("užší", "úzký"),
            ("řidší", "řídký"),
            ("širší", "široký"),
            ("lehčí", "lehký"),
        ] {
            assert_eq!(first_listed(c, &pos).as_deref(), Some(p), "{c}");
        }
        assert_eq!(first_listed("lepší", &pos), None);
    }

    #[test]
    fn listed_entries_win() {
        let pos: HashSet<String> = ["lepý", "dobrý", "zítřý"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let mut listed = HashMap::new();
        listed.insert(
            "lepší".to_string(),
            Listed::Positives(vec!["dobrý".to_string()]),
        );
        listed.insert("zítřejší".to_string(), Listed::NotComparative);
        let d = Degrees::new(["lepší", "zítřejší", "modřejší"], &pos, &listed);
        assert_eq!(d.positive_of("lepší"), ["dobrý".to_string()]);
        assert!(!d.is_comparative("zítřejší"));
        assert!(d.is_not_comparative("zítřejší"));
        assert!(d.is_comparative("modřejší"));
        assert_eq!(d.unlinked(), ["modřejší".to_string()]);
        assert_eq!(d.counts(), (2, 1));
    }

    #[test]
    fn cells_become_comparative() {
        let mut cells = vec![
            "Case=Nom|Gender=Masc|Number=Sing".to_string(),
            "Degree=Pos".to_string(),
            "Case=Gen|Degree=Sup".to_string(),
            String::new(),
        ];
        comparative_cells(&mut cells);
        assert_eq!(
            cells,
            [
                "Case=Nom|Degree=Cmp|Gender=Masc|Number=Sing",
                "Degree=Cmp",
                "Case=Gen|Degree=Sup",
                "Degree=Cmp"
            ]
        );
        let mut cells = vec!["Case=Nom|Degree=Cmp|Number=Sing".to_string()];
        positive_cells(&mut cells);
        assert_eq!(cells, ["Case=Nom|Number=Sing"]);
    }
}
