//! Admission: every headword of every source ends in exactly one bucket, admitted or rejected
//! with the id of the rule that rejects it (RULES.md §2).
//!
//! What the data itself shows is decided from the spelling and the source's own marks: a final
//! dot is an abbreviation (`atd.`), a capital is a proper noun or an acronym (`Josef`, `eBanka`),
//! a hyphen is a non-letter (`chceš-li`), Hunspell's FORBIDDENWORD flag is a forbidden word
//! (`idee/q`). What the data cannot tell lives in citable lists under `rules/categories/`
//! (`interjections.txt`: `ahoj`, `brr`; `symbols.txt`: `km`, `hl`; `abbreviations.txt`;
//! `affixes.txt`: `roz`, `atý`), one word per line with an optional `# reason`.
//!
//! Stylistic labels of TSV sources are mapped to allowed or forbidden in `rules/labels.toml`; a
//! word is forbidden by a label only if *every* source that lists it forbids it (RULES.md §2.10).

use std::collections::{BTreeMap, HashMap, HashSet};
use std::fmt;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::error::{numbered_lines, read_text, FileErrors, LineError};
use crate::hunspell::Aff;
use crate::sources::{Entry, Headword, LoadedSource, Pos, Role};
use crate::text::{has_capital, is_all_letters, letter_count};

/// The rules that reject a headword. The ids are stable: reports, explanations and tests use them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RuleId {
    /// §2.1 one-letter words (k, s, v).
    OneLetter,
    /// §2.2 a capital letter anywhere: proper nouns, acronyms (Afrika, Josef, eBanka).
    Capital,
    /// §2.3 abbreviations (např., atd.).
    Abbreviation,
    /// §2.3 symbols and units (km, hl).
    Symbol,
    /// §2.4 anything but letters (chceš-li).
    NonLetter,
    /// §2.5 prefixes and suffixes listed as entries (roz, atý).
    Affix,
    /// §2.6 parts of multi-word entries (big beat).
    Multiword,
    /// §2.7 old spellings marked "dř. ps.".
    OldSpelling,
    /// §2.8 words marked as not used in that form (čud).
    UnusedForm,
    /// §2.9 interjections (prr, hó).
    Interjection,
    /// §2.10 a forbidden stylistic label in every source that lists the word.
    StyleLabel,
    /// Hunspell FORBIDDENWORD: the source itself forbids the word.
    ForbiddenWord,
    /// The same line twice in one source: counted once, the copy is rejected.
    Duplicate,
    /// Not a word of the language though a source lists it: a misspelling, a nonce word or a
    /// mis-flagged entry (the reviewed list `rules/categories/source-errors.txt`).
    SourceError,
}

impl RuleId {
    pub const ALL: &'static [RuleId] = &[
        RuleId::OneLetter,
        RuleId::Capital,
        RuleId::Abbreviation,
        RuleId::Symbol,
        RuleId::NonLetter,
        RuleId::Affix,
        RuleId::Multiword,
        RuleId::OldSpelling,
        RuleId::UnusedForm,
        RuleId::Interjection,
        RuleId::StyleLabel,
        RuleId::ForbiddenWord,
        RuleId::Duplicate,
        RuleId::SourceError,
    ];

    /// The stable id, as in reports (`one-letter`, `capital`...).
    pub fn id(self) -> &'static str {
        match self {
            RuleId::OneLetter => "one-letter",
            RuleId::Capital => "capital",
            RuleId::Abbreviation => "abbreviation",
            RuleId::Symbol => "symbol",
            RuleId::NonLetter => "non-letter",
            RuleId::Affix => "affix",
            RuleId::Multiword => "multiword",
            RuleId::OldSpelling => "old-spelling",
            RuleId::UnusedForm => "unused-form",
            RuleId::Interjection => "interjection",
            RuleId::StyleLabel => "style-label",
            RuleId::ForbiddenWord => "forbidden-word",
            RuleId::Duplicate => "duplicate",
            RuleId::SourceError => "source-error",
        }
    }

    /// Where the rule is written down.
    pub fn reference(self) -> &'static str {
        match self {
            RuleId::OneLetter => "RULES.md §2.1",
            RuleId::Capital => "RULES.md §2.2",
            RuleId::Abbreviation | RuleId::Symbol => "RULES.md §2.3",
            RuleId::NonLetter => "RULES.md §2.4",
            RuleId::Affix => "RULES.md §2.5",
            RuleId::Multiword => "RULES.md §2.6",
            RuleId::OldSpelling => "RULES.md §2.7",
            RuleId::UnusedForm => "RULES.md §2.8",
            RuleId::Interjection => "RULES.md §2.9",
            RuleId::StyleLabel => "RULES.md §2.10",
            RuleId::ForbiddenWord => "the source's FORBIDDENWORD flag",
            RuleId::Duplicate => "a repeated line of the same source",
            RuleId::SourceError => "rules/categories/source-errors.txt, nonce-words.txt (reviewed)",
        }
    }

    /// A short description for people.
    pub fn describe(self) -> &'static str {
        match self {
            RuleId::OneLetter => "one-letter word",
            RuleId::Capital => "written with a capital letter (proper noun or acronym)",
            RuleId::Abbreviation => "abbreviation",
            RuleId::Symbol => "symbol or unit",
            RuleId::NonLetter => "contains characters other than letters",
            RuleId::Affix => "prefix or suffix listed as an entry",
            RuleId::Multiword => "part of a multi-word entry",
            RuleId::OldSpelling => "old spelling (dř. ps.)",
            RuleId::UnusedForm => "marked as not used in this form",
            RuleId::Interjection => "interjection",
            RuleId::StyleLabel => "forbidden stylistic label in every source that lists it",
            RuleId::ForbiddenWord => "forbidden by the source",
            RuleId::Duplicate => "duplicate entry",
            RuleId::SourceError => "not a word: an error of the source",
        }
    }

    pub fn from_id(s: &str) -> Option<RuleId> {
        RuleId::ALL.iter().copied().find(|r| r.id() == s)
    }
}

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// A line of a rules list that a decision can cite.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Citation {
    pub file: PathBuf,
    pub line: usize,
    pub note: Option<String>,
}

impl fmt::Display for Citation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.file.display(), self.line)?;
        if let Some(n) = &self.note {
            write!(f, " ({n})")?;
        }
        Ok(())
    }
}

/// The word lists of `rules/categories/`: what the sources cannot tell.
#[derive(Debug, Clone, Default)]
pub struct Categories {
    lists: BTreeMap<RuleId, HashMap<String, Citation>>,
}

/// The category list files and the rule each one feeds.
pub const CATEGORY_FILES: &[(&str, RuleId)] = &[
    ("interjections.txt", RuleId::Interjection),
    ("symbols.txt", RuleId::Symbol),
    ("abbreviations.txt", RuleId::Abbreviation),
    ("affixes.txt", RuleId::Affix),
    ("unused-forms.txt", RuleId::UnusedForm),
    ("source-errors.txt", RuleId::SourceError),
    // The strict review of the unattested nouns and adjectives (issue 13): the same rule.
    ("nonce-words.txt", RuleId::SourceError),
];

impl Categories {
    /// Reads every list of `rules/categories/`. A missing file is an empty list; a bad line is an
    /// error naming the file and line.
    pub fn load(rules_dir: &Path) -> Result<Categories, FileErrors> {
        let mut errors = FileErrors::new();
        let mut out = Categories::default();
        for &(name, rule) in CATEGORY_FILES {
            let path = rules_dir.join("categories").join(name);
            if !path.exists() {
                continue;
            }
            let text = match read_text(&path) {
                Ok(t) => t,
                Err(e) => {
                    errors.push(e);
                    continue;
                }
            };
            match parse_list(&path, &text) {
                Ok(list) => {
                    // Two files may feed one rule; a word listed in both keeps its first line.
                    let m = out.lists.entry(rule).or_default();
                    for (w, c) in list {
                        m.entry(w).or_insert(c);
                    }
                }
                Err(e) => errors.errors.extend(e.errors),
            }
        }
        errors.into_result(out)
    }

    /// Builds lists from memory (tests, fixtures).
    pub fn from_lists(lists: &[(RuleId, &[&str])]) -> Categories {
        let mut out = Categories::default();
        for &(rule, words) in lists {
            let m = out.lists.entry(rule).or_default();
            for (i, w) in words.iter().enumerate() {
                m.insert(
                    w.to_string(),
                    Citation {
                        file: PathBuf::from(format!("<{}>", rule.id())),
                        line: i + 1,
                        note: None,
                    },
                );
            }
        }
        out
    }

    /// The list entry that puts a word into a category, if any.
    pub fn lookup(&self, rule: RuleId, word: &str) -> Option<&Citation> {
        self.lists.get(&rule)?.get(word)
    }

    /// Every word a category's lists name, with its list entry.
    pub fn listed(&self, rule: RuleId) -> impl Iterator<Item = (&String, &Citation)> {
        self.lists.get(&rule).into_iter().flatten()
    }
}

/// Parses a word list: one word per line, `#` comments, an optional `# note` after the word.
pub fn parse_list(path: &Path, text: &str) -> Result<HashMap<String, Citation>, FileErrors> {
    let mut errors = FileErrors::new();
    let mut out = HashMap::new();
    for (line, raw) in numbered_lines(text) {
        let (word, note) = match raw.split_once('#') {
            Some((w, n)) => (
                w.trim(),
                Some(n.trim().to_string()).filter(|n| !n.is_empty()),
            ),
            None => (raw.trim(), None),
        };
        if word.is_empty() {
            continue;
        }
        if word.contains(char::is_whitespace) {
            errors.push(LineError::new(
                path,
                line,
                format!("{word:?} is more than one word; put one word per line"),
            ));
            continue;
        }
        let c = Citation {
            file: path.to_path_buf(),
            line,
            note,
        };
        if let Some(prev) = out.insert(word.to_string(), c) {
            errors.push(LineError::new(
                path,
                line,
                format!("{word:?} is listed twice (first on line {})", prev.line),
            ));
        }
    }
    errors.into_result(out)
}

/// Whether a stylistic label admits or forbids a word, and under which rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum LabelPolicy {
    Allowed,
    /// Forbidden under §2.10 (style-label).
    Forbidden,
    /// Forbidden under §2.7 (old-spelling).
    OldSpelling,
    /// Forbidden under §2.8 (unused-form).
    UnusedForm,
}

/// `rules/labels.toml`: every stylistic label a TSV source may use, and its policy.
#[derive(Debug, Clone, Default)]
pub struct Labels {
    pub policies: BTreeMap<String, LabelPolicy>,
    pub path: PathBuf,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LabelsFile {
    labels: BTreeMap<String, LabelPolicy>,
}

impl Labels {
    pub fn load(rules_dir: &Path) -> Result<Labels, FileErrors> {
        let path = rules_dir.join("labels.toml");
        if !path.exists() {
            return Ok(Labels {
                policies: BTreeMap::new(),
                path,
            });
        }
        let text = read_text(&path)?;
        let f: LabelsFile =
            toml::from_str(&text).map_err(|e| crate::sources::toml_error(&path, &text, e))?;
        Ok(Labels {
            policies: f.labels,
            path,
        })
    }
}

/// The decision for one headword.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Decision {
    /// Admitted; `words` are the lemmas it contributes (two for a reflexive verb: `smát`, `se`).
    Admitted { words: Vec<String> },
    /// Rejected by `rule`; `detail` says what triggered it (a list line, a label, a flag).
    Rejected { rule: RuleId, detail: String },
}

/// Admission of every headword, with the counts of the build report.
#[derive(Debug)]
pub struct Admission {
    /// One decision per headword, in the order of `sources[i].headwords`.
    pub decisions: Vec<Vec<Decision>>,
    /// Labels that `rules/labels.toml` does not know: counted warnings.
    pub warnings: Vec<LineError>,
}

/// Counts of one source in the build report.
#[derive(Debug, Clone, Default, Serialize, PartialEq, Eq)]
pub struct SourceCounts {
    pub id: String,
    /// The headwords the source's file gives.
    pub read: usize,
    /// The entries heslar derives from them (src/inflect.rs: the derived comparatives),
    /// admitted or rejected like the rest.
    pub derived: usize,
    pub admitted: usize,
    pub rejected: usize,
    pub rejected_by_rule: BTreeMap<String, usize>,
    pub warnings: usize,
}

impl Admission {
    /// Per-source counts; `read + derived == admitted + rejected` by construction.
    pub fn counts(&self, sources: &[LoadedSource]) -> Vec<SourceCounts> {
        sources
            .iter()
            .zip(&self.decisions)
            .map(|(s, ds)| {
                let derived = s.headwords.iter().filter(|h| h.derived().is_some()).count();
                let mut c = SourceCounts {
                    id: s.spec.id.clone(),
                    read: s.headwords.len() - derived,
                    derived,
                    warnings: s.warnings.len()
                        + self
                            .warnings
                            .iter()
                            .filter(|w| w.file == s.spec.file || w.file.ends_with(&s.spec.file))
                            .count(),
                    ..SourceCounts::default()
                };
                for d in ds {
                    match d {
                        Decision::Admitted { .. } => c.admitted += 1,
                        Decision::Rejected { rule, .. } => {
                            c.rejected += 1;
                            *c.rejected_by_rule.entry(rule.id().to_string()).or_default() += 1;
                        }
                    }
                }
                c
            })
            .collect()
    }
}

/// Parts of speech that are never admitted on their own (§2.3, §2.5, §2.9).
fn forbidden_pos(p: Pos) -> Option<RuleId> {
    match p {
        Pos::Intj => Some(RuleId::Interjection),
        Pos::Abbr => Some(RuleId::Abbreviation),
        Pos::Sym => Some(RuleId::Symbol),
        Pos::Affix => Some(RuleId::Affix),
        Pos::Fragment => Some(RuleId::Multiword),
        Pos::Unused => Some(RuleId::UnusedForm),
        _ => None,
    }
}

/// Reflexive particles that a multi-word verb entry may end with (`smát se`, `všimnout si`).
const REFLEXIVE: &[&str] = &["se", "si"];

/// Decides every headword of every source.
pub fn admit(sources: &[LoadedSource], categories: &Categories, labels: &Labels) -> Admission {
    let mut warnings = Vec::new();
    let mut unknown_labels = HashSet::new();

    // Pass 1: label verdicts per (word, source) for the all-sources rule of §2.10. A source
    // "allows" a word when at least one of its listings carries no forbidden label.
    let mut label_ok: HashMap<&str, bool> = HashMap::new();
    for s in sources {
        for h in &s.headwords {
            let forbidden = label_verdict(h, labels).is_some();
            let e = label_ok.entry(h.word.as_str()).or_insert(false);
            *e |= !forbidden;
        }
    }

    let mut decisions = Vec::with_capacity(sources.len());
    for s in sources {
        let mut seen: HashSet<String> = HashSet::new();
        let mut ds = Vec::with_capacity(s.headwords.len());
        for h in &s.headwords {
            for l in h.labels() {
                if !labels.policies.contains_key(l)
                    && unknown_labels.insert((s.spec.id.clone(), l.clone()))
                {
                    warnings.push(LineError::new(
                        s.spec.file.clone(),
                        h.origin.line,
                        format!(
                            "label {l:?} is not in {}; treated as allowed",
                            labels.path.display()
                        ),
                    ));
                }
            }
            let d = if !seen.insert(duplicate_key(h)) {
                Decision::Rejected {
                    rule: RuleId::Duplicate,
                    detail: format!("{} repeats an earlier line", h.word),
                }
            } else {
                decide(
                    h,
                    s.spec.role,
                    s.aff.as_ref(),
                    categories,
                    labels,
                    &label_ok,
                )
            };
            ds.push(d);
        }
        decisions.push(ds);
    }
    derived_entries_go_with_their_bases(sources, categories, &mut decisions);
    Admission {
        decisions,
        warnings,
    }
}

/// The noun endings an individual possessive adjective's ending can come from (Czech grammar,
/// IJP "přídavná jména přivlastňovací"): -in of a feminine noun with its stem's last consonant
/// softened (matka: matčin, kostelnice: kostelničin, Olga: Olžin, macecha: macešin, sestra:
/// sestřin, vdova: vdovin, přítelkyně: přítelkynin), -ův of a masculine one with its mobile e
/// dropped (otec: otcův, Marek: Markův, strašpytel: strašpytlův, pán: pánův, předseda: předsedův).
/// Every row whose ending fits gives a candidate; a candidate that is no headword is ignored.
const POSSESSIVE_BASES: &[(&str, &[&str])] = &[
    ("čin", &["ka", "ce"]),
    ("žin", &["ha", "ga"]),
    ("šin", &["cha"]),
    ("řin", &["ra"]),
    ("in", &["a", "e", "ě"]),
    ("cův", &["ec"]),
    ("kův", &["ek"]),
    ("lův", &["el"]),
    ("ův", &["", "a", "o"]),
];

/// The positive endings a comparative entry's ending can come from: -ější of -ý or -í (změtenější:
/// změtený, vnitřnější: vnitřní). Comparatives of another shape (krotší) are left alone.
const COMPARATIVE_BASES: &[(&str, &[&str])] = &[("ější", &["ý", "í"]), ("ejší", &["ý", "í"])];

/// The words a derived word can be made from, by a table of its endings.
fn bases(table: &[(&str, &[&str])], word: &str) -> Vec<String> {
    let mut out = Vec::new();
    for (ending, bases) in table {
        if let Some(stem) = word.strip_suffix(ending) {
            if !stem.is_empty() {
                out.extend(bases.iter().map(|b| format!("{stem}{b}")));
            }
        }
    }
    out
}

/// A possessive adjective the Hunspell data lists as an entry of its own (`stoupenčin/Y`, beside
/// `stoupenka/ZQ`) goes with its noun when the noun is a reviewed error of a source: at least one
/// noun it can come from is listed (`source-errors.txt`, `nonce-words.txt`) and none is admitted.
/// So does a comparative entry with its positive (`změtenější/YRW` beside the listed
/// `změtený/YKRN`). Listing the base dropped its own forms only; the derived word, a separate
/// entry, stayed (*stoupenčin*, *kolombínčin*, *změtenější*; fifteenth stop of issue 13).
fn derived_entries_go_with_their_bases(
    sources: &[LoadedSource],
    categories: &Categories,
    decisions: &mut [Vec<Decision>],
) {
    let mut admitted: HashMap<&str, bool> = HashMap::new();
    for (s, ds) in sources.iter().zip(decisions.iter()) {
        for (h, d) in s.headwords.iter().zip(ds) {
            *admitted.entry(h.word.as_str()).or_insert(false) |=
                matches!(d, Decision::Admitted { .. });
        }
    }
    let mut drops = Vec::new();
    for (i, s) in sources.iter().enumerate() {
        for (j, h) in s.headwords.iter().enumerate() {
            let Entry::Hunspell { entry, .. } = &h.entry else {
                continue;
            };
            if !matches!(decisions[i][j], Decision::Admitted { .. }) {
                continue;
            }
            let flags = entry.flag_string();
            let (what, candidates) = if let Some(d) = &entry.derived {
                // An entry heslar derives names its base (divočejší: divoký).
                ("comparative", vec![d.base.clone()])
            } else if flags == "Y" {
                ("possessive", bases(POSSESSIVE_BASES, &h.word))
            } else if flags.contains('Y') {
                ("comparative", bases(COMPARATIVE_BASES, &h.word))
            } else {
                continue;
            };
            let known: Vec<String> = candidates
                .into_iter()
                .filter(|n| admitted.contains_key(n.as_str()))
                .collect();
            if known.iter().any(|n| admitted[n.as_str()]) {
                continue;
            }
            if let Some((base, c)) = known
                .iter()
                .find_map(|n| Some((n, categories.lookup(RuleId::SourceError, n)?)))
            {
                drops.push((i, j, format!("the {what} of {base}, listed in {c}")));
            }
        }
    }
    for (i, j, detail) in drops {
        decisions[i][j] = Decision::Rejected {
            rule: RuleId::SourceError,
            detail,
        };
    }
}

/// True for a Hunspell entry with affix flags (it inflects, so it is more than an interjection or a
/// symbol). FORBIDDENWORD and NOSUGGEST are marks, not affixes.
fn inflects(h: &Headword, aff: Option<&Aff>) -> bool {
    match (&h.entry, aff) {
        (Entry::Hunspell { entry: e, .. }, Some(aff)) => e
            .flags
            .iter()
            .any(|f| aff.prefixes.contains_key(f) || aff.suffixes.contains_key(f)),
        _ => false,
    }
}

/// Two headwords of one source with the same key are the same line twice (the line number does
/// not count; homonyms with other flags or other columns are different entries).
fn duplicate_key(h: &Headword) -> String {
    match &h.entry {
        Entry::Hunspell { entry, .. } => format!("{}/{}", h.word, entry.flag_string()),
        Entry::Tsv { .. } => format!("{}\t{:?}", h.word, h.entry),
    }
}

/// The forbidding label of a headword, if any (with the rule it maps to).
fn label_verdict(h: &Headword, labels: &Labels) -> Option<(RuleId, String)> {
    for l in h.labels() {
        match labels.policies.get(l) {
            Some(LabelPolicy::Forbidden) => return Some((RuleId::StyleLabel, l.clone())),
            Some(LabelPolicy::OldSpelling) => return Some((RuleId::OldSpelling, l.clone())),
            Some(LabelPolicy::UnusedForm) => return Some((RuleId::UnusedForm, l.clone())),
            Some(LabelPolicy::Allowed) | None => {}
        }
    }
    None
}

fn decide(
    h: &Headword,
    role: Role,
    aff: Option<&Aff>,
    categories: &Categories,
    labels: &Labels,
    label_ok: &HashMap<&str, bool>,
) -> Decision {
    let reject = |rule: RuleId, detail: String| Decision::Rejected { rule, detail };
    let w = h.word.as_str();

    if let (Entry::Hunspell { entry: e, .. }, Some(q)) =
        (&h.entry, aff.and_then(|a| a.forbidden_word))
    {
        if e.has(q) {
            return reject(RuleId::ForbiddenWord, format!("{w}/{q}: FORBIDDENWORD"));
        }
    }

    // Multi-word entries: a reflexive verb gives the verb and its particle; anything else is
    // rejected as a whole (its parts count only where they are entries of their own).
    let parts: Vec<&str> = w.split_whitespace().collect();
    let words: Vec<String> = if parts.len() > 1 {
        let is_verb = h.pos().contains(&Pos::Verb) || h.pos().is_empty();
        if parts.len() == 2 && REFLEXIVE.contains(&parts[1]) && is_verb {
            parts.iter().map(|p| p.to_string()).collect()
        } else {
            return reject(
                RuleId::Multiword,
                format!("{w:?} has {} words", parts.len()),
            );
        }
    } else {
        vec![w.to_string()]
    };
    let main = words[0].as_str();

    if main.ends_with('.') {
        return reject(RuleId::Abbreviation, format!("{main} ends with a dot"));
    }
    // A word part printed with its hyphen (peri-, -logie) is an affix, whatever else it holds.
    if (main.ends_with('-') || main.starts_with('-')) && main.chars().count() > 1 {
        return reject(RuleId::Affix, format!("{main} is a word part (hyphen)"));
    }
    if !is_all_letters(main) {
        let bad: String = main
            .chars()
            .filter(|c| !c.is_alphabetic())
            .take(3)
            .collect();
        return reject(RuleId::NonLetter, format!("{main} contains {bad:?}"));
    }
    if has_capital(main) {
        return reject(RuleId::Capital, format!("{main} has a capital letter"));
    }
    if letter_count(main) == 1 {
        return reject(RuleId::OneLetter, format!("{main} has one letter"));
    }

    // A taxative list approved by the association overrides the content categories below.
    if role == Role::Taxative {
        return Decision::Admitted { words };
    }

    // Parts of speech from the source: rejected only when every part of speech is forbidden
    // (ó is a particle as well as an interjection, §2.9).
    let pos = h.pos();
    if !pos.is_empty() {
        let rules: Vec<Option<RuleId>> = pos.iter().map(|&p| forbidden_pos(p)).collect();
        if rules.iter().all(Option::is_some) {
            let rule = rules[0].expect("all are Some");
            let names: Vec<&str> = pos.iter().map(|p| p.name()).collect();
            return reject(rule, format!("part of speech {}", names.join(",")));
        }
    }
    // The lists say what a word is when the source does not. They yield to what the source does
    // say: an allowed part of speech (TSV), or inflection flags (Hunspell `pozor/H` is the noun as
    // well as the interjection).
    // A reviewed error of a source is no word whatever the source says of it.
    if let Some(c) = categories.lookup(RuleId::SourceError, main) {
        return reject(RuleId::SourceError, format!("listed in {c}"));
    }
    // A flagless entry that is a form of a listed lemma (rowdieho of rowdie, žesti of žesť) goes
    // with it, unless one of its readings belongs to a lemma that stays.
    if let Entry::Hunspell { readings, .. } = &h.entry {
        let lemmas: Vec<&str> = readings
            .iter()
            .map(|r| r.lemma.as_str())
            .filter(|l| !l.is_empty() && *l != main)
            .collect();
        if !lemmas.is_empty() && lemmas.len() == readings.len() {
            let listed: Option<Vec<&Citation>> = lemmas
                .iter()
                .map(|l| categories.lookup(RuleId::SourceError, l))
                .collect();
            if let Some(c) = listed {
                return reject(
                    RuleId::SourceError,
                    format!("a form of {}, listed in {}", lemmas[0], c[0]),
                );
            }
        }
    }
    let inferred = matches!(h.entry, Entry::Tsv { inferred: true, .. });
    let source_says_more = (!pos.is_empty() && !inferred) || inflects(h, aff);
    if !source_says_more {
        for &(_, rule) in CATEGORY_FILES {
            if let Some(c) = categories.lookup(rule, main) {
                return reject(rule, format!("listed in {c}"));
            }
        }
    }
    if let Some((rule, label)) = label_verdict(h, labels) {
        if !label_ok.get(w).copied().unwrap_or(false) {
            return reject(
                rule,
                format!("label {label:?} in every source that lists it"),
            );
        }
    }
    Decision::Admitted { words }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sources::{Format, Origin, SourceSpec};

    fn tsv_source(id: &str, role: Role, rows: &[(&str, &[Pos], &[&str])]) -> LoadedSource {
        LoadedSource {
            spec: SourceSpec {
                id: id.into(),
                title: id.into(),
                format: Format::Tsv,
                file: format!("{id}.tsv").into(),
                aff: None,
                licence: "test".into(),
                role,
                lengths: vec![],
                origin: None,
                annotations: None,
                loanwords: false,
            },
            headwords: rows
                .iter()
                .enumerate()
                .map(|(i, (w, pos, labels))| Headword {
                    word: w.to_string(),
                    origin: Origin {
                        source: 0,
                        line: i + 2,
                    },
                    entry: Entry::Tsv {
                        pos: pos.to_vec(),
                        gender: None,
                        aspect: None,
                        labels: labels.iter().map(|s| s.to_string()).collect(),
                        paradigm: None,
                        genitive: None,
                        present: None,
                        transitive: None,
                        inferred: false,
                    },
                })
                .collect(),
            aff: None,
            warnings: vec![],
        }
    }

    fn labels() -> Labels {
        let mut policies = BTreeMap::new();
        policies.insert("zast.".to_string(), LabelPolicy::Forbidden);
        policies.insert("zastarávající".to_string(), LabelPolicy::Allowed);
        policies.insert("dř. ps.".to_string(), LabelPolicy::OldSpelling);
        Labels {
            policies,
            path: "labels.toml".into(),
        }
    }

    fn rule_of(d: &Decision) -> Option<RuleId> {
        match d {
            Decision::Rejected { rule, .. } => Some(*rule),
            Decision::Admitted { .. } => None,
        }
    }

    #[test]
    fn structural_rules() {
        let s = tsv_source(
            "a",
            Role::General,
            &[
                ("k", &[], &[]),
                ("Josef", &[], &[]),
                ("eBanka", &[], &[]),
                ("atd.", &[], &[]),
                ("chceš-li", &[], &[]),
                ("big beat", &[], &[]),
                ("smát se", &[Pos::Verb], &[]),
                ("hrad", &[Pos::Noun], &[]),
            ],
        );
        let a = admit(&[s], &Categories::default(), &labels());
        let got: Vec<_> = a.decisions[0].iter().map(rule_of).collect();
        assert_eq!(
            got,
            vec![
                Some(RuleId::OneLetter),
                Some(RuleId::Capital),
                Some(RuleId::Capital),
                Some(RuleId::Abbreviation),
                Some(RuleId::NonLetter),
                Some(RuleId::Multiword),
                None,
                None
            ]
        );
        assert_eq!(
            a.decisions[0][6],
            Decision::Admitted {
                words: vec!["smát".into(), "se".into()]
            }
        );
    }

    #[test]
    fn lists_and_parts_of_speech() {
        let cats = Categories::from_lists(&[
            (RuleId::Interjection, &["prr", "ó"]),
            (RuleId::Symbol, &["km"]),
            (RuleId::Affix, &["roz"]),
        ]);
        let s = tsv_source(
            "a",
            Role::General,
            &[
                ("prr", &[], &[]),
                ("km", &[], &[]),
                ("roz", &[], &[]),
                ("ó", &[Pos::Part, Pos::Intj], &[]),
                ("hó", &[Pos::Intj], &[]),
                ("aj", &[Pos::Abbr], &[]),
            ],
        );
        let a = admit(&[s], &cats, &labels());
        let got: Vec<_> = a.decisions[0].iter().map(rule_of).collect();
        assert_eq!(
            got,
            vec![
                Some(RuleId::Interjection),
                Some(RuleId::Symbol),
                Some(RuleId::Affix),
                Some(RuleId::OneLetter),
                Some(RuleId::Interjection),
                Some(RuleId::Abbreviation)
            ]
        );
    }

    #[test]
    fn flagless_forms_go_with_their_listed_lemma() {
        use crate::hunspell::DicEntry;
        use crate::sources::Reading;
        let cats = Categories::from_lists(&[(RuleId::SourceError, &["rowdie"])]);
        let mut s = tsv_source("a", Role::General, &[]);
        let reading = |lemma: &str| Reading {
            pos: Pos::Noun,
            lemma: lemma.to_string(),
            features: "Case=Gen|Number=Sing".to_string(),
        };
        let flagless = |word: &str, readings: Vec<Reading>| Headword {
            word: word.to_string(),
            origin: Origin { source: 0, line: 1 },
            entry: Entry::Hunspell {
                entry: DicEntry {
                    word: word.to_string(),
                    flags: vec![],
                    line: 1,
                    derived: None,
                },
                pos: vec![Pos::Noun],
                readings,
            },
        };
        s.headwords = vec![
            // Every reading's lemma is listed: the form goes with it.
            flagless("rowdieho", vec![reading("rowdie")]),
            // One reading belongs to a lemma that stays: the form stays.
            flagless("rowdiem", vec![reading("rowdie"), reading("rowdy")]),
            // A reading that names no lemma, or the entry itself, decides nothing.
            flagless("psa", vec![reading("")]),
        ];
        let a = admit(&[s], &cats, &labels());
        let got: Vec<_> = a.decisions[0].iter().map(rule_of).collect();
        assert_eq!(got, vec![Some(RuleId::SourceError), None, None]);
        let Decision::Rejected { detail, .. } = &a.decisions[0][0] else {
            panic!("rowdieho is admitted");
        };
        assert!(detail.starts_with("a form of rowdie"), "{detail}");
    }

    /// A Hunspell entry with the given flags and no readings.
    fn entry(word: &str, flags: &str) -> Headword {
        Headword {
            word: word.to_string(),
            origin: Origin { source: 0, line: 1 },
            entry: Entry::Hunspell {
                entry: crate::hunspell::DicEntry {
                    word: word.to_string(),
                    flags: flags.chars().collect(),
                    line: 1,
                    derived: None,
                },
                pos: vec![],
                readings: vec![],
            },
        }
    }

    #[test]
    fn a_possessive_entry_goes_with_its_listed_noun() {
        let cats = Categories::from_lists(&[(RuleId::SourceError, &["stoupenka", "baba"])]);
        let mut s = tsv_source("a", Role::General, &[]);
        s.headwords = vec![
            entry("stoupenka", "ZQ"),
            // Its noun is listed and no other noun it can come from is admitted: it goes.
            entry("stoupenčin", "Y"),
            entry("baba", "ZQ"),
            entry("babin", "Y"),
            // A possessive whose noun is admitted stays.
            entry("vdova", "ZQ"),
            entry("vdovin", "Y"),
            // A noun's own possessive of another class (flags beyond Y) is no possessive entry.
            entry("stoupenčin", "YR"),
        ];
        let a = admit(&[s], &cats, &labels());
        let got: Vec<_> = a.decisions[0].iter().map(rule_of).collect();
        let e = Some(RuleId::SourceError);
        assert_eq!(got, vec![e, e, e, e, None, None, None]);
        let Decision::Rejected { detail, .. } = &a.decisions[0][1] else {
            panic!("stoupenčin is admitted");
        };
        assert!(
            detail.starts_with("the possessive of stoupenka"),
            "{detail}"
        );
    }

    #[test]
    fn a_comparative_entry_goes_with_its_listed_positive() {
        let cats = Categories::from_lists(&[(RuleId::SourceError, &["změtený"])]);
        let mut s = tsv_source("a", Role::General, &[]);
        s.headwords = vec![
            entry("změtený", "KNRY"),
            entry("změtenější", "RWY"),
            // A positive that stays keeps its comparative.
            entry("zmatený", "KNRY"),
            entry("zmatenější", "RWY"),
        ];
        let a = admit(&[s], &cats, &labels());
        let got: Vec<_> = a.decisions[0].iter().map(rule_of).collect();
        let e = Some(RuleId::SourceError);
        assert_eq!(got, vec![e, e, None, None]);
        let Decision::Rejected { detail, .. } = &a.decisions[0][1] else {
            panic!("změtenější is admitted");
        };
        assert!(detail.starts_with("the comparative of změtený"), "{detail}");
    }

    #[test]
    fn a_derived_comparative_goes_with_its_listed_base() {
        // divočejší does not end in the base's stem + -ější: the derived entry names its base.
        let cats = Categories::from_lists(&[(RuleId::SourceError, &["divoký"])]);
        let mut s = tsv_source("a", Role::General, &[]);
        let mut derived = entry("divočejší", "RWY");
        if let Entry::Hunspell { entry, .. } = &mut derived.entry {
            entry.derived = Some(Box::new(crate::hunspell::DerivedEntry {
                base: "divoký".to_string(),
                why: "the regular comparative of divoký".to_string(),
            }));
        }
        s.headwords = vec![entry("divoký", "KNRY"), derived];
        let a = admit(&[s], &cats, &labels());
        let got: Vec<_> = a.decisions[0].iter().map(rule_of).collect();
        let e = Some(RuleId::SourceError);
        assert_eq!(got, vec![e, e]);
    }

    #[test]
    fn a_possessive_entry_stays_when_one_of_its_nouns_does() {
        // matčin fits matka (listed) and matce (admitted here): one admitted noun keeps it.
        let cats = Categories::from_lists(&[(RuleId::SourceError, &["matka"])]);
        let mut s = tsv_source("a", Role::General, &[]);
        s.headwords = vec![
            entry("matka", "ZQ"),
            entry("matce", "ZQ"),
            entry("matčin", "Y"),
        ];
        let a = admit(&[s], &cats, &labels());
        let got: Vec<_> = a.decisions[0].iter().map(rule_of).collect();
        assert_eq!(got, vec![Some(RuleId::SourceError), None, None]);
    }

    #[test]
    fn label_forbids_only_when_every_source_forbids() {
        let a = tsv_source(
            "a",
            Role::General,
            &[
                ("kdys", &[], &["zast."]),
                ("mžik", &[], &["zast."]),
                ("bully", &[], &["dř. ps."]),
            ],
        );
        let b = tsv_source("b", Role::General, &[("mžik", &[], &["zastarávající"])]);
        let adm = admit(&[a, b], &Categories::default(), &labels());
        assert_eq!(rule_of(&adm.decisions[0][0]), Some(RuleId::StyleLabel));
        assert_eq!(rule_of(&adm.decisions[0][1]), None);
        assert_eq!(rule_of(&adm.decisions[0][2]), Some(RuleId::OldSpelling));
        assert_eq!(rule_of(&adm.decisions[1][0]), None);
    }

    #[test]
    fn unknown_label_is_a_counted_warning() {
        let a = tsv_source("a", Role::General, &[("kdys", &[], &["fuj."])]);
        let adm = admit(&[a], &Categories::default(), &labels());
        assert_eq!(adm.warnings.len(), 1);
        assert_eq!(rule_of(&adm.decisions[0][0]), None);
    }

    #[test]
    fn taxative_list_overrides_content_categories() {
        let cats = Categories::from_lists(&[(RuleId::Interjection, &["há"])]);
        let t = tsv_source(
            "letters",
            Role::Taxative,
            &[("há", &[], &[]), ("á", &[], &[])],
        );
        let g = tsv_source("g", Role::General, &[("há", &[], &[])]);
        let adm = admit(&[t, g], &cats, &labels());
        assert_eq!(rule_of(&adm.decisions[0][0]), None);
        assert_eq!(rule_of(&adm.decisions[0][1]), Some(RuleId::OneLetter));
        assert_eq!(rule_of(&adm.decisions[1][0]), Some(RuleId::Interjection));
    }

    #[test]
    fn duplicates_are_counted_and_counts_add_up() {
        let s = tsv_source(
            "a",
            Role::General,
            &[("hrad", &[], &[]), ("hrad", &[], &[]), ("X", &[], &[])],
        );
        let sources = [s];
        let adm = admit(&sources, &Categories::default(), &labels());
        let c = &adm.counts(&sources)[0];
        assert_eq!((c.read, c.admitted, c.rejected), (3, 1, 2));
        assert_eq!(c.rejected_by_rule["duplicate"], 1);
        assert_eq!(c.rejected_by_rule["capital"], 1);
    }

    #[test]
    fn list_parser_reports_bad_lines() {
        let e = parse_list(Path::new("l.txt"), "ahoj\nbig beat\nahoj # again\n").unwrap_err();
        let s = e.to_string();
        assert!(
            s.contains("l.txt:2: \"big beat\" is more than one word"),
            "{s}"
        );
        assert!(
            s.contains("l.txt:3: \"ahoj\" is listed twice (first on line 1)"),
            "{s}"
        );
    }

    #[test]
    fn two_lists_feed_the_source_error_rule() {
        let dir = tempfile::tempdir().unwrap();
        let cat = dir.path().join("categories");
        std::fs::create_dir(&cat).unwrap();
        std::fs::write(cat.join("source-errors.txt"), "zubný # no such adjective\n").unwrap();
        std::fs::write(
            cat.join("nonce-words.txt"),
            "# reviewed\npopojížděč # nonce\nzubný # listed twice: the first file's line wins\n",
        )
        .unwrap();
        let c = Categories::load(dir.path()).unwrap();
        let zubny = c.lookup(RuleId::SourceError, "zubný").unwrap();
        assert!(zubny.file.ends_with("source-errors.txt"), "{zubny}");
        let p = c.lookup(RuleId::SourceError, "popojížděč").unwrap();
        assert!(p.file.ends_with("nonce-words.txt") && p.line == 2, "{p}");
    }
}
