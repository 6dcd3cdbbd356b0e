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
//! adjective: KLASIK their nominatives, PLUS every case). The comparatives the source lists are
//! built: not every adjective grades (dřevěný, český), and the source's 9,900 comparatives cover
//! nearly all the gradable ones. Where a gradable positive has none but text uses its regular
//! comparative ([`regular_comparative`]: křupavější), src/inflect.rs derives the entry, which
//! `check --explain` calls derived; see `rules/morphology/README.md`.

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

/// The regular comparative the grammar makes of a positive in -ý or -í (Mluvnice češtiny, IJP
/// "stupňování přídavných jmen"): -ější after d, t, n and the labials (zelený: zelenější,
/// křupavý: křupavější, inovativní: inovativnější), -ejší after the other consonants, with the
/// alternations of [`UNSOFTEN`] done (akademický: akademičtější, evropský: evropštější, divoký:
/// divočejší, bystrý: bystřejší, tichý: tišejší, drahý: dražejší; veselý: veselejší). The short
/// comparatives (mladší, tišší, lepší) are no rule's: only entries list them.
///
/// [`positive_candidates`] undoes what this does: the positive is among the candidates of its
/// comparative.
pub fn regular_comparative(positive: &str) -> Option<String> {
    let stem = positive
        .strip_suffix('ý')
        .or_else(|| positive.strip_suffix('í'))?;
    let last = stem.chars().last()?;
    if !last.is_alphabetic() || "aeiouyáéíóúůýě".contains(last) {
        return None;
    }
    for (soft, hard) in UNSOFTEN {
        // `c` ← `k` and `š`/`ž` ← `s`/`z` are readings of a comparative, not the rule's
        // alternations: k gives č (divočejší), s and z stay (bosejší, drzejší).
        if matches!((*soft, *hard), ("c", "k") | ("š", "s") | ("ž", "z")) {
            continue;
        }
        if let Some(base) = stem.strip_suffix(hard) {
            let suffix = if matches!(*hard, "ck" | "sk") {
                "ější"
            } else {
                "ejší"
            };
            return Some(format!("{base}{soft}{suffix}"));
        }
    }
    let suffix = if "dtnbpvfm".contains(last) {
        "ější"
    } else {
        "ejší"
    };
    Some(format!("{stem}{suffix}"))
}

/// The forms of a comparative that show text uses it: its cases (the soft declension of
/// jarní) and its superlative's (nej-).
pub fn comparative_evidence_forms(comparative: &str) -> Vec<String> {
    let Some(stem) = comparative.strip_suffix('í') else {
        return Vec::new();
    };
    let cases = ["í", "ího", "ímu", "ím", "ími", "ích", "íma"];
    let mut out: Vec<String> = cases.iter().map(|c| format!("{stem}{c}")).collect();
    out.extend(cases.iter().map(|c| format!("nej{stem}{c}")));
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

    /// Links a comparative heslar derives (src/inflect.rs: the regular comparative of a
    /// positive the source does not grade) to its positive.
    pub fn add_derived(&mut self, comparative: &str, positive: &str) {
        self.positive
            .insert(comparative.to_string(), vec![positive.to_string()]);
        self.comparatives.insert(comparative.to_string());
    }

    /// The positives some comparative entry grades.
    pub fn graded(&self) -> HashSet<&str> {
        self.positive
            .values()
            .flatten()
            .map(String::as_str)
            .collect()
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
    fn regular_comparatives() {
        for (p, c) in [
            ("zelený", "zelenější"),
            ("křupavý", "křupavější"),
            ("inovativní", "inovativnější"),
            ("akademický", "akademičtější"),
            ("evropský", "evropštější"),
            ("divoký", "divočejší"),
            ("bystrý", "bystřejší"),
            ("tichý", "tišejší"),
            ("drahý", "dražejší"),
            ("veselý", "veselejší"),
            ("drzý", "drzejší"),
            ("bosý", "bosejší"),
            ("svěží", "svěžejší"),
            ("macatý", "macatější"),
        ] {
            assert_eq!(regular_comparative(p).as_deref(), Some(c), "{p}");
            // The rule and its reading agree.
            assert!(positive_candidates(c).contains(&p.to_string()), "{c}: {p}");
        }
        for p in ["zelená", "ý", "modroý", "jenž"] {
            assert_eq!(regular_comparative(p), None, "{p}");
        }
        let forms = comparative_evidence_forms("křupavější");
        assert!(forms.contains(&"křupavějšímu".to_string()));
        assert!(forms.contains(&"nejkřupavějších".to_string()));
        assert_eq!(forms.len(), 14);
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
