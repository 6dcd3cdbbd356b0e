//! Morphology: the grammatical cells of every generated form, and the derivations Hunspell lacks.
//!
//! The Czech Hunspell rules say nothing about grammar: `hrad/H` + `SFX H 0 u .` gives `hradu`, but
//! not that it is a genitive, dative or locative singular. `rules/morphology/hunspell-tags.tsv`
//! tags every rule of the affix file with Universal Dependencies cells (the first row whose flag,
//! strip and add match), and `rules/morphology/hunspell-entries.tsv` tags the entry word itself
//! (`hrad/HR` is `Case=Nom|Number=Sing`). A twofold suffix takes the cells of its second rule
//! (otec → otcův → `otcova`: Y's `ova`, a nominative); a prefix adds its features (`ne-`:
//! `Polarity=Neg`, `nej-`: `Degree=Sup`). Flagless entries take theirs from the source's
//! annotation file (`psa`: `Case=Gen|...` of `pes`), or stay *unclassified*.
//!
//! A game selects forms by cell ([`Selection`]): KLASIK keeps an analysis whose case is the
//! nominative, or that has no case (verb forms, adverbs, uninflected words), and is no
//! transgressive (`VerbForm=Conv`); a form is admissible when at least one of its analyses is
//! (`muži` is a nominative plural as well as a dative singular).
//!
//! Derivations: present transgressives of imperfective verbs from the 3rd person plural (nesou →
//! nesa, nesouc, nesouce; prosí → prose, prosíc, prosíce), past transgressives of perfective
//! verbs from the masculine l-participle (udělal → udělav, udělavši, udělavše; přinesl → přines,
//! přinesši, přinesše). Verbal aspect is inferred ([`Aspects`]): a verb made of a prefix and
//! another verb of the source is perfective (u+dělat), unless it has a secondary imperfective
//! suffix (vydělávat); `rules/morphology/aspect.tsv` lists the exceptions.

use std::collections::{HashMap, HashSet};
use std::path::Path;

use regex::Regex;
use serde::Deserialize;

use crate::error::{numbered_lines, read_text, FileErrors, LineError};
use crate::hunspell::{Aff, Derivation, DicEntry, Flag, RuleRef};

/// What a tag says of a form.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Tag {
    /// `noun adj pron num verb adv adp conj part ...`; `=` for prefixes (keep the base's).
    pub pos: String,
    /// Alternative cells (`Case=Gen|Number=Sing`), at least one (may be empty text: no features).
    pub cells: Vec<String>,
    /// `colloquial`, `bookish`, `clitic`, `dual`, `derivation`, or empty.
    pub variant: String,
}

impl Tag {
    pub fn new(pos: &str, features: &str, variant: &str) -> Tag {
        let cells = features
            .split(" ; ")
            .map(|c| c.trim().to_string())
            .collect::<Vec<_>>();
        Tag {
            pos: pos.to_string(),
            cells: if cells.is_empty() {
                vec![String::new()]
            } else {
                cells
            },
            variant: variant.to_string(),
        }
    }

    /// The unclassified tag of a flagless entry no annotation describes.
    pub fn unclassified() -> Tag {
        Tag::new("unclassified", "", "")
    }
}

struct Row {
    flag: Flag,
    strip: Regex,
    add: Regex,
    /// `None` for `.*` (every entry): no regex run per form.
    entry: Option<Regex>,
    tag: Tag,
}

fn full(re: &str) -> Result<Regex, regex::Error> {
    Regex::new(&format!("^(?:{re})$"))
}

/// The rule tags of `hunspell-tags.tsv`, bound to the rules of one affix file.
pub struct RuleTags {
    rows: Vec<Row>,
    /// Candidate rows of each rule, in table order.
    by_rule: HashMap<RuleRef, Vec<usize>>,
}

/// The entry tags of `hunspell-entries.tsv`.
pub struct EntryTags {
    rows: Vec<(Regex, Tag)>,
}

/// The data lines of a table file: comments (`#`), blank lines and the header line skipped.
fn data_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    numbered_lines(text)
        .filter(|(_, l)| !l.starts_with('#') && !l.trim().is_empty())
        .skip(1)
}

fn columns<'a>(
    path: &Path,
    line: usize,
    raw: &'a str,
    n: usize,
    errors: &mut FileErrors,
) -> Option<Vec<&'a str>> {
    let f: Vec<&str> = raw.split('\t').collect();
    if f.len() != n {
        errors.push(LineError::new(
            path,
            line,
            format!("{} fields, expected {n}", f.len()),
        ));
        return None;
    }
    Some(f)
}

impl RuleTags {
    /// Reads the table and binds it to the affix file; every rule must be tagged by some row.
    pub fn load(path: &Path, aff: &Aff, aff_path: &Path) -> Result<RuleTags, FileErrors> {
        let text = read_text(path)?;
        let mut errors = FileErrors::new();
        let mut rows = Vec::new();
        for (line, raw) in data_lines(&text) {
            let Some(f) = columns(path, line, raw, 8, &mut errors) else {
                continue;
            };
            let mut flag_chars = f[0].chars();
            let (Some(flag), None) = (flag_chars.next(), flag_chars.next()) else {
                errors.push(LineError::new(
                    path,
                    line,
                    format!("flag {:?} is not one character", f[0]),
                ));
                continue;
            };
            if aff.class(flag).is_none() {
                errors.push(LineError::new(
                    path,
                    line,
                    format!("flag {flag:?} is no class of {}", aff_path.display()),
                ));
                continue;
            }
            let (strip, add, entry) = match (full(f[1]), full(f[2]), full(f[3])) {
                (Ok(a), Ok(b), Ok(c)) => (a, b, c),
                (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => {
                    errors.push(LineError::new(
                        path,
                        line,
                        format!("bad regular expression: {e}"),
                    ));
                    continue;
                }
            };
            if let Err(m) = check_features(f[5]) {
                errors.push(LineError::new(path, line, m));
                continue;
            }
            rows.push(Row {
                flag,
                strip,
                add,
                entry: (f[3] != ".*").then_some(entry),
                tag: Tag::new(f[4], f[5], f[6]),
            });
        }
        let mut by_rule = HashMap::new();
        for class in aff.prefixes.values().chain(aff.suffixes.values()) {
            for (i, rule) in class.rules.iter().enumerate() {
                let cands: Vec<usize> = rows
                    .iter()
                    .enumerate()
                    .filter(|(_, r)| {
                        r.flag == class.flag
                            && r.strip.is_match(&rule.strip)
                            && r.add.is_match(&rule.add)
                    })
                    .map(|(j, _)| j)
                    .collect();
                if cands.is_empty() {
                    errors.push(LineError::new(
                        aff_path,
                        rule.line,
                        format!(
                            "no row of {} tags this rule ({} {} {}); add one",
                            path.display(),
                            class.flag,
                            if rule.strip.is_empty() {
                                "0"
                            } else {
                                &rule.strip
                            },
                            rule.add
                        ),
                    ));
                }
                by_rule.insert(
                    RuleRef {
                        flag: class.flag,
                        index: i as u16,
                    },
                    cands,
                );
            }
        }
        errors.into_result(RuleTags { rows, by_rule })
    }

    /// The tag of a rule for an entry (`word/FLAGS`).
    pub fn tag(&self, r: RuleRef, entry_key: &str) -> Option<&Tag> {
        self.by_rule
            .get(&r)?
            .iter()
            .map(|&i| &self.rows[i])
            .find(|row| row.entry.as_ref().is_none_or(|re| re.is_match(entry_key)))
            .map(|row| &row.tag)
    }
}

/// Checks `Name=Value|Name=Value ; ...`.
pub(crate) fn check_features(s: &str) -> Result<(), String> {
    for cell in s.split(" ; ") {
        for kv in cell.split('|').filter(|kv| !kv.is_empty()) {
            let Some((k, v)) = kv.split_once('=') else {
                return Err(format!("feature {kv:?} is not Name=Value"));
            };
            if k.is_empty() || v.is_empty() || !k.chars().all(char::is_alphanumeric) {
                return Err(format!("feature {kv:?} is not Name=Value"));
            }
        }
    }
    Ok(())
}

impl EntryTags {
    pub fn load(path: &Path) -> Result<EntryTags, FileErrors> {
        let text = read_text(path)?;
        let mut errors = FileErrors::new();
        let mut rows = Vec::new();
        for (line, raw) in data_lines(&text) {
            let Some(f) = columns(path, line, raw, 5, &mut errors) else {
                continue;
            };
            match full(f[0]) {
                Ok(re) => {
                    if let Err(m) = check_features(f[2]) {
                        errors.push(LineError::new(path, line, m));
                    }
                    rows.push((re, Tag::new(f[1], f[2], f[3])));
                }
                Err(e) => errors.push(LineError::new(
                    path,
                    line,
                    format!("bad regular expression: {e}"),
                )),
            }
        }
        errors.into_result(EntryTags { rows })
    }

    pub fn tag(&self, entry_key: &str) -> Option<&Tag> {
        self.rows
            .iter()
            .find(|(re, _)| re.is_match(entry_key))
            .map(|(_, t)| t)
    }
}

/// `word/FLAGS` with the flags sorted, the key the tables' `entry` patterns match.
pub fn entry_key(e: &DicEntry) -> String {
    let mut f: Vec<char> = e.flags.clone();
    f.sort_unstable();
    format!("{}/{}", e.word, f.into_iter().collect::<String>())
}

/// The analysis of one generated form.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    pub pos: String,
    pub cells: Vec<String>,
    pub variant: String,
}

impl Analysis {
    pub fn from_tag(t: &Tag) -> Analysis {
        Analysis {
            pos: t.pos.clone(),
            cells: t.cells.clone(),
            variant: t.variant.clone(),
        }
    }
}

/// Adds a prefix's features to an analysis (`ne-`: Polarity=Neg).
fn with_prefix(mut a: Analysis, p: &Tag) -> Analysis {
    let extra = p.cells.first().cloned().unwrap_or_default();
    if !extra.is_empty() {
        for c in &mut a.cells {
            *c = if c.is_empty() {
                extra.clone()
            } else {
                format!("{c}|{extra}")
            };
        }
    }
    a
}

/// Everything needed to analyse the forms of one Hunspell source.
pub struct Tagger {
    pub rules: RuleTags,
    pub entries: EntryTags,
}

impl Tagger {
    /// The tag that decides a form made by `d` (the last suffix's, or the entry's), without the
    /// prefix's features. Prefix features (`Polarity=Neg`, `Degree=Sup`) never change which
    /// lexicons take a form, so a build can select by this tag alone.
    pub fn base_tag(&self, key: &str, d: Derivation) -> Option<&Tag> {
        match (d.suffix2, d.suffix) {
            (Some(r), _) | (None, Some(r)) => self.rules.tag(r, key),
            (None, None) => self.entries.tag(key),
        }
    }

    /// The analysis of a form made by `d` from the entry whose key is `key`: the deciding tag
    /// (the last suffix's, or the entry's) with the prefix's features added.
    pub fn analyse(&self, key: &str, d: Derivation) -> Analysis {
        let base = self
            .base_tag(key, d)
            .map(Analysis::from_tag)
            .unwrap_or_else(|| Analysis::from_tag(&Tag::unclassified()));
        match d.prefix.and_then(|p| self.rules.tag(p, key)) {
            Some(p) => with_prefix(base, p),
            None => base,
        }
    }
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

fn feature<'a>(cell: &'a str, name: &str) -> Option<&'a str> {
    cell.split('|')
        .find_map(|kv| kv.strip_prefix(name).and_then(|r| r.strip_prefix('=')))
}

impl Selection {
    /// Every form: PLUS.
    pub fn all() -> Selection {
        Selection::default()
    }

    pub fn admits(&self, a: &Analysis) -> bool {
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

/// Verbal aspect.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Aspect {
    Imperfective,
    Perfective,
    Both,
}

/// Aspect of the verbs of a source: inferred from prefixes, with the exceptions of
/// `rules/morphology/aspect.tsv` (`infinitive aspect note`, aspect `impf`, `pf` or `both`).
pub struct Aspects {
    exceptions: HashMap<String, Aspect>,
    infinitives: HashSet<String>,
}

/// Czech verbal prefixes, longest first.
const PREFIXES: &[&str] = &[
    "přede", "před", "roze", "vyzná", "nade", "pode", "obe", "ode", "pro", "pře", "při", "roz",
    "nad", "pod", "vze", "spolu", "vz", "ob", "od", "do", "na", "po", "za", "vy", "se", "ve", "ze",
    "u", "o", "s", "v", "z",
];

impl Aspects {
    pub fn new(infinitives: HashSet<String>, exceptions: HashMap<String, Aspect>) -> Aspects {
        Aspects {
            exceptions,
            infinitives,
        }
    }

    pub fn load_exceptions(path: &Path) -> Result<HashMap<String, Aspect>, FileErrors> {
        let text = read_text(path)?;
        let mut errors = FileErrors::new();
        let mut out = HashMap::new();
        for (line, raw) in data_lines(&text) {
            let Some(f) = columns(path, line, raw, 3, &mut errors) else {
                continue;
            };
            let a = match f[1] {
                "impf" => Aspect::Imperfective,
                "pf" => Aspect::Perfective,
                "both" => Aspect::Both,
                x => {
                    errors.push(LineError::new(
                        path,
                        line,
                        format!("aspect {x:?}, expected impf, pf or both"),
                    ));
                    continue;
                }
            };
            out.insert(f[0].to_string(), a);
        }
        errors.into_result(out)
    }

    /// The aspect of an infinitive.
    pub fn of(&self, inf: &str) -> Aspect {
        if let Some(a) = self.exceptions.get(inf) {
            return *a;
        }
        // Negated infinitives take the aspect of the positive verb.
        if let Some(rest) = inf.strip_prefix("ne") {
            if self.infinitives.contains(rest) {
                return self.of(rest);
            }
        }
        if SECONDARY_IMPERFECTIVE.iter().any(|s| inf.ends_with(s)) {
            return Aspect::Imperfective;
        }
        if BIASPECTUAL.iter().any(|s| inf.ends_with(s)) {
            return Aspect::Both;
        }
        let prefixed = PREFIXES.iter().any(|p| {
            inf.strip_prefix(p)
                .is_some_and(|base| base.chars().count() >= 2 && self.infinitives.contains(base))
        });
        if prefixed {
            Aspect::Perfective
        } else {
            Aspect::Imperfective
        }
    }
}

/// Secondary imperfective suffixes: a verb with one of them is imperfective (vydělávat, dávat).
const SECONDARY_IMPERFECTIVE: &[&str] =
    &["ávat", "ívat", "ývat", "ovávat", "ávati", "ívati", "ývati"];

/// Suffixes of loan verbs that are both perfective and imperfective (organizovat).
const BIASPECTUAL: &[&str] = &["izovat", "ifikovat", "izovati", "ifikovati"];

/// Czech letters after which a soft `-ě` is written (d, t, n and the labials: trpě, vidě).
fn takes_e_caron(c: char) -> bool {
    "dtnbpvfm".contains(c)
}

fn is_vowel(c: char) -> bool {
    "aáeéěiíoóuúůyý".contains(c)
}

/// Present transgressives from a 3rd person plural (imperfective verbs).
/// nesou → nesa, nesouc, nesouce; prosí → prose, prosíc, prosíce; dělají → dělaje, dělajíc, dělajíce.
pub fn present_transgressives(third_plural: &str) -> Vec<(String, &'static str)> {
    const M: &str = "Gender=Masc|Number=Sing|Tense=Pres|VerbForm=Conv";
    const F: &str = "Gender=Fem|Number=Sing|Tense=Pres|VerbForm=Conv ; Gender=Neut|Number=Sing|Tense=Pres|VerbForm=Conv";
    const P: &str = "Number=Plur|Tense=Pres|VerbForm=Conv";
    if let Some(stem) = third_plural.strip_suffix("ou") {
        // -ou after a soft consonant is the colloquial variant of -í (píšou for píší): no -a form.
        if stem.is_empty() || stem.ends_with(['š', 'ž', 'č', 'ř', 'j', 'c', 'ť', 'ď', 'ň']) {
            return vec![];
        }
        return vec![
            (format!("{stem}a"), M),
            (format!("{stem}ouc"), F),
            (format!("{stem}ouce"), P),
        ];
    }
    if let Some(stem) = third_plural.strip_suffix('í') {
        let Some(last) = stem.chars().last() else {
            return vec![];
        };
        let m = if last == 'j' || !takes_e_caron(last) {
            format!("{stem}e")
        } else {
            format!("{stem}ě")
        };
        return vec![(m, M), (format!("{stem}íc"), F), (format!("{stem}íce"), P)];
    }
    vec![]
}

/// Past transgressives from a masculine singular l-participle (perfective verbs).
/// udělal → udělav, udělavši, udělavše; přinesl → přines, přinesši, přinesše.
pub fn past_transgressives(participle: &str) -> Vec<(String, &'static str)> {
    const M: &str = "Gender=Masc|Number=Sing|Tense=Past|VerbForm=Conv";
    const F: &str = "Gender=Fem|Number=Sing|Tense=Past|VerbForm=Conv ; Gender=Neut|Number=Sing|Tense=Past|VerbForm=Conv";
    const P: &str = "Number=Plur|Tense=Past|VerbForm=Conv";
    let Some(stem) = participle.strip_suffix('l') else {
        return vec![];
    };
    let Some(last) = stem.chars().last() else {
        return vec![];
    };
    if is_vowel(last) {
        vec![
            (format!("{stem}v"), M),
            (format!("{stem}vši"), F),
            (format!("{stem}vše"), P),
        ]
    } else {
        vec![
            (stem.to_string(), M),
            (format!("{stem}ši"), F),
            (format!("{stem}še"), P),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transgressives() {
        let p = |w: &str| {
            present_transgressives(w)
                .into_iter()
                .map(|x| x.0)
                .collect::<Vec<_>>()
        };
        assert_eq!(p("nesou"), ["nesa", "nesouc", "nesouce"]);
        assert_eq!(p("prosí"), ["prose", "prosíc", "prosíce"]);
        assert_eq!(p("trpí"), ["trpě", "trpíc", "trpíce"]);
        assert_eq!(p("dělají"), ["dělaje", "dělajíc", "dělajíce"]);
        assert_eq!(p("píší"), ["píše", "píšíc", "píšíce"]);
        assert_eq!(p("volají"), ["volaje", "volajíc", "volajíce"]);
        assert!(p("píšou").is_empty());
        let q = |w: &str| {
            past_transgressives(w)
                .into_iter()
                .map(|x| x.0)
                .collect::<Vec<_>>()
        };
        assert_eq!(q("udělal"), ["udělav", "udělavši", "udělavše"]);
        assert_eq!(q("přinesl"), ["přines", "přinesši", "přinesše"]);
        assert_eq!(q("zavolal"), ["zavolav", "zavolavši", "zavolavše"]);
    }

    #[test]
    fn aspect_from_prefixes() {
        let infs: HashSet<String> = [
            "dělat",
            "udělat",
            "vydělat",
            "vydělávat",
            "nést",
            "přinést",
            "psát",
            "volat",
            "zavolat",
            "kupovat",
            "organizovat",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let a = Aspects::new(
            infs,
            HashMap::from([("dát".to_string(), Aspect::Perfective)]),
        );
        assert_eq!(a.of("dělat"), Aspect::Imperfective);
        assert_eq!(a.of("udělat"), Aspect::Perfective);
        assert_eq!(a.of("zavolat"), Aspect::Perfective);
        assert_eq!(a.of("přinést"), Aspect::Perfective);
        assert_eq!(a.of("vydělávat"), Aspect::Imperfective);
        assert_eq!(a.of("dát"), Aspect::Perfective);
        assert_eq!(a.of("organizovat"), Aspect::Both);
        assert_eq!(a.of("kupovat"), Aspect::Imperfective);
    }

    #[test]
    fn klasik_selection() {
        let k = Selection {
            cases: Some(vec!["Nom".into()]),
            exclude_verb_forms: vec!["Conv".into()],
            exclude_variants: vec!["derivation".into()],
            exclude_pos: vec![],
            unclassified: false,
        };
        let a = |pos: &str, f: &str, v: &str| Analysis::from_tag(&Tag::new(pos, f, v));
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
        assert!(!k.admits(&Analysis::from_tag(&Tag::unclassified())));
        assert!(Selection::all().admits(&Analysis::from_tag(&Tag::unclassified())));
    }
}
