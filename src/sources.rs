//! Sources: the manifest that names them, and the ingest of each into [`Headword`]s.
//!
//! `sources/sources.toml` lists every source a build reads:
//!
//! ```toml
//! [[source]]
//! id = "hunspell-cs"
//! title = "Czech Hunspell dictionary"
//! format = "hunspell"            # or "tsv" (the canonical headword format)
//! file = "hunspell-cs/cs_CZ.dic"
//! aff = "hunspell-cs/cs_CZ.aff"  # hunspell only
//! licence = "GPL-2.0-only"
//! role = "general"               # or "taxative"
//! # lengths = [2, 3]             # taxative only: the word lengths this list alone decides
//! # loanwords = true             # a dictionary of foreign words (src/guess.rs: no guessed
//! #                              # -ě locative of a masculine inanimate or neuter noun)
//! ```
//!
//! ```toml
//! [[evidence]]                   # a frequency list: evidence of use, never a headword
//! id = "wordfreq-cs"
//! title = "Czech word frequencies (wordfreq)"
//! file = "wordfreq-cs/cs.tsv"    # `word<TAB>zipf`
//! licence = "CC-BY-SA-4.0"
//! ```
//!
//! A *general* source admits its headwords unless a forbidden category rejects them. A *taxative*
//! source (RULES.md §2, "Všechny taxativní seznamy ... jsou nadřazeny ostatním Pramenům") admits
//! every word it lists; with `lengths`, it is moreover the only judge of words of those lengths.
//!
//! The canonical headword format is UTF-8 TSV with a header line; `#` starts a comment line:
//!
//! | column | required | meaning |
//! |---|---|---|
//! | `headword` | yes | the word as the source prints it (`alfa`, `smát se`, `big beat`) |
//! | `pos` | no | parts of speech, comma-separated: `noun adj pron num verb adv adp conj part intj abbr sym affix` |
//! | `gender` | no | `ma` (masc. animate), `mi` (masc. inanimate), `f`, `n` |
//! | `aspect` | no | `impf`, `pf`, `both` (verbs) |
//! | `labels` | no | stylistic labels as the source prints them, comma-separated (`zast.`, `hovor.`, `dř. ps.`) |
//! | `paradigm` | no | inflection hint: a model word of `rules/morphology/models.tsv` (`hrad`, `žena`, `kupovat`), `like:LEMMA` (inflects as a lemma the reference source inflects: `like:kvarteto`) or `indecl`; without it the paradigm is guessed (src/guess.rs) |
//! | `genitive` | no | the genitive singular of a noun as a dictionary prints it: an ending (`-u`) or the form (`hradu`) |
//! | `present` | no | the 3rd person singular present of a verb: an ending (`-á`) or the form (`maže`) |
//! | `transitive` | no | `yes` or `no`: whether a verb takes an object and so has a passive participle (SSJČ prints "(koho, co)") |
//! | `note` | no | free text |
//!
//! Columns may come in any order; unknown columns are an error (a typo must not be ignored).
//! Every row has as many fields as the header has columns. The file is read by
//! [`crate::table`], the reader of every table in `sources/` and `rules/`.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::error::{read_text, FileErrors, LineError};
use crate::hunspell::{self, Aff, DicEntry};

/// The role of a source in admission.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    General,
    Taxative,
}

/// The file format of a source.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Format {
    Hunspell,
    Tsv,
    /// A StarDict dictionary: `file` is its `.ifo`; the `.idx` and `.dict.dz` lie beside it
    /// (src/stardict.rs).
    Stardict,
}

/// One `[[source]]` of the manifest.
#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct SourceSpec {
    pub id: String,
    pub title: String,
    pub format: Format,
    pub file: PathBuf,
    #[serde(default)]
    pub aff: Option<PathBuf>,
    pub licence: String,
    pub role: Role,
    #[serde(default)]
    pub lengths: Vec<usize>,
    #[serde(default)]
    pub origin: Option<String>,
    /// Hunspell only: a TSV (`headword pos lemma features note`) giving the part of speech of
    /// entries the dictionary does not describe (its flagless entries).
    #[serde(default)]
    pub annotations: Option<PathBuf>,
    /// The headwords are loanwords (a dictionary of foreign words): a guessed masculine
    /// inanimate or neuter noun of the hrad or město type takes -u in the locative singular
    /// (src/guess.rs).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub loanwords: bool,
}

impl SourceSpec {
    /// Every file of the source, relative to the sources directory: the data file, the affix
    /// file, the annotations; a StarDict dictionary's index and definitions beside its `.ifo`.
    pub fn files(&self) -> Vec<PathBuf> {
        let mut out: Vec<PathBuf> = std::iter::once(&self.file)
            .chain(self.aff.iter())
            .chain(self.annotations.iter())
            .cloned()
            .collect();
        if self.format == Format::Stardict {
            let (idx, dict) = crate::stardict::companions(&self.file);
            out.push(idx);
            out.push(dict);
        }
        out
    }
}

/// One `[[evidence]]` of the manifest: a frequency list of real text. It admits no word; it is
/// evidence that a derived word is in use (src/lexis.rs).
#[derive(Debug, Clone, Deserialize, serde::Serialize)]
#[serde(deny_unknown_fields)]
pub struct EvidenceSpec {
    pub id: String,
    pub title: String,
    pub file: PathBuf,
    pub licence: String,
    #[serde(default)]
    pub origin: Option<String>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct ManifestFile {
    source: Vec<SourceSpec>,
    #[serde(default)]
    evidence: Vec<EvidenceSpec>,
}

/// The parsed manifest, with file paths resolved against its directory.
#[derive(Debug, Clone)]
pub struct Manifest {
    pub path: PathBuf,
    pub dir: PathBuf,
    pub sources: Vec<SourceSpec>,
    /// Frequency lists used as evidence of use (`[[evidence]]`).
    pub evidence: Vec<EvidenceSpec>,
}

impl Manifest {
    /// Every file a build reads from the sources directory, by source id (`evidence:ID` for a
    /// frequency list): the data file, the affix file, the annotations. The manifest of a build
    /// records their hashes, and `check --explain` compares them with the files now.
    pub fn inputs(&self) -> Vec<(String, Vec<PathBuf>)> {
        let mut out: Vec<(String, Vec<PathBuf>)> = self
            .sources
            .iter()
            .map(|s| (s.id.clone(), s.files()))
            .collect();
        out.extend(
            self.evidence
                .iter()
                .map(|e| (format!("evidence:{}", e.id), vec![e.file.clone()])),
        );
        out
    }

    /// Reads `sources.toml` from a sources directory.
    pub fn load(dir: &Path) -> Result<Manifest, FileErrors> {
        Manifest::load_with(dir, false)
    }

    /// [`Manifest::load`]; with `allow_outside`, files may lie outside the sources directory.
    /// Without it, every file the manifest names must be a relative path inside the directory
    /// (no root, no `..`, no symlink leading out): a manifest cannot make heslar read
    /// `/etc/passwd` and print its first line in an error.
    pub fn load_with(dir: &Path, allow_outside: bool) -> Result<Manifest, FileErrors> {
        let path = dir.join("sources.toml");
        let text = read_text(&path)?;
        let parsed: ManifestFile =
            toml::from_str(&text).map_err(|e| toml_error(&path, &text, e))?;
        let mut errors = FileErrors::new();
        let mut ids = BTreeSet::new();
        for s in &parsed.source {
            let line = line_of(&text, &format!("\"{}\"", s.id));
            // The id names a directory (rules/morphology/<id>/) and a column of the output.
            if !crate::lexicon::is_identifier(&s.id) {
                errors.push(LineError::new(
                    &path,
                    line,
                    format!(
                        "source id {:?} is not an identifier: use lowercase ASCII letters, digits and `-`",
                        s.id
                    ),
                ));
            }
            if !ids.insert(s.id.clone()) {
                errors.push(LineError::new(
                    &path,
                    line,
                    format!("source id {:?} is used twice", s.id),
                ));
            }
            if s.format == Format::Hunspell && s.aff.is_none() {
                errors.push(LineError::new(
                    &path,
                    line,
                    format!("source {:?} has format hunspell but no `aff` file", s.id),
                ));
            }
            if s.role == Role::General && !s.lengths.is_empty() {
                errors.push(LineError::new(
                    &path,
                    line,
                    format!("source {:?}: `lengths` is only for taxative sources", s.id),
                ));
            }
            for f in &s.files() {
                if !allow_outside {
                    if let Some(problem) = outside(dir, f) {
                        errors.push(LineError::new(
                            &path,
                            line,
                            format!(
                                "source {:?}: file {}: {problem}; keep sources inside {} (or build with --allow-outside)",
                                s.id,
                                f.display(),
                                dir.display()
                            ),
                        ));
                        continue;
                    }
                }
                if !dir.join(f).is_file() {
                    errors.push(LineError::new(
                        &path,
                        line,
                        format!("source {:?}: file {} does not exist", s.id, f.display()),
                    ));
                }
            }
        }
        for e in &parsed.evidence {
            let line = line_of(&text, &format!("\"{}\"", e.id));
            if !ids.insert(e.id.clone()) {
                errors.push(LineError::new(
                    &path,
                    line,
                    format!("id {:?} is used twice", e.id),
                ));
            }
            if !dir.join(&e.file).is_file() {
                errors.push(LineError::new(
                    &path,
                    line,
                    format!(
                        "evidence {:?}: file {} does not exist",
                        e.id,
                        e.file.display()
                    ),
                ));
            }
        }
        if parsed.source.is_empty() {
            errors.push(LineError::new(&path, 0, "no [[source]] is listed"));
        }
        errors.into_result(Manifest {
            path,
            dir: dir.to_path_buf(),
            sources: parsed.source,
            evidence: parsed.evidence,
        })
    }
}

/// Why a path named by a manifest is not inside its directory, if it is not.
fn outside(dir: &Path, f: &Path) -> Option<&'static str> {
    use std::path::Component;
    if !f.components().all(|c| matches!(c, Component::Normal(_))) {
        return Some("an absolute path or one with `..`");
    }
    let (Ok(base), Ok(full)) = (dir.canonicalize(), dir.join(f).canonicalize()) else {
        return None; // a missing file is reported as such
    };
    if full.starts_with(&base) {
        None
    } else {
        Some("a symlink that leads outside the sources directory")
    }
}

/// Turns a toml error into a [`LineError`] with the 1-based line.
pub fn toml_error(path: &Path, text: &str, e: toml::de::Error) -> FileErrors {
    let line = e
        .span()
        .map(|s| text[..s.start.min(text.len())].matches('\n').count() + 1)
        .unwrap_or(0);
    LineError::new(path, line, e.message().to_string()).into()
}

fn line_of(text: &str, needle: &str) -> usize {
    text.lines()
        .position(|l| l.contains(needle))
        .map(|i| i + 1)
        .unwrap_or(0)
}

/// A part of speech as the canonical format writes it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Pos {
    Noun,
    Adj,
    Pron,
    Num,
    Verb,
    Adv,
    Adp,
    Conj,
    Part,
    Intj,
    Abbr,
    Sym,
    Affix,
    /// A contracted form with -s for "jsi" (byls, tys); allowed except in Kris Kros (§2.11).
    Contracted,
    /// A part of a multi-word expression only (iure in "de iure"), §2.6.
    Fragment,
    /// Not used in this form on its own (čud in "být v čudu"), §2.8.
    Unused,
    /// A form of another entry of the same source, whose rules give its cells (Hunspell
    /// annotations only: `dobu` is generated by `doba/ZQ`).
    Form,
}

impl Pos {
    pub fn parse(s: &str) -> Option<Pos> {
        Some(match s {
            "noun" => Pos::Noun,
            "adj" => Pos::Adj,
            "pron" => Pos::Pron,
            "num" => Pos::Num,
            "verb" => Pos::Verb,
            "adv" => Pos::Adv,
            "adp" => Pos::Adp,
            "conj" => Pos::Conj,
            "part" => Pos::Part,
            "intj" => Pos::Intj,
            "abbr" => Pos::Abbr,
            "sym" => Pos::Sym,
            "affix" => Pos::Affix,
            "contracted" => Pos::Contracted,
            "fragment" => Pos::Fragment,
            "unused" => Pos::Unused,
            "form" => Pos::Form,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            Pos::Noun => "noun",
            Pos::Adj => "adj",
            Pos::Pron => "pron",
            Pos::Num => "num",
            Pos::Verb => "verb",
            Pos::Adv => "adv",
            Pos::Adp => "adp",
            Pos::Conj => "conj",
            Pos::Part => "part",
            Pos::Intj => "intj",
            Pos::Abbr => "abbr",
            Pos::Sym => "sym",
            Pos::Affix => "affix",
            Pos::Contracted => "contracted",
            Pos::Fragment => "fragment",
            Pos::Unused => "unused",
            Pos::Form => "form",
        }
    }
}

/// Where a headword came from: its source (index into the manifest) and 1-based line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Origin {
    pub source: usize,
    pub line: usize,
}

/// What the source says about the headword beyond its spelling.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Entry {
    /// A Hunspell dictionary entry (its flags drive inflection), with the parts of speech its
    /// annotation file gives (empty when it gives none) and the readings it lists.
    Hunspell {
        entry: DicEntry,
        pos: Vec<Pos>,
        readings: Vec<Reading>,
    },
    /// A line of the canonical TSV format.
    Tsv {
        pos: Vec<Pos>,
        gender: Option<String>,
        aspect: Option<String>,
        labels: Vec<String>,
        paradigm: Option<String>,
        /// The genitive singular of a noun as a dictionary prints it (`-u`, `hradu`).
        genitive: Option<String>,
        /// The 3rd person singular present of a verb (`maže`, `-á`).
        present: Option<String>,
        /// Whether a verb is transitive (has a passive participle), where the source says.
        transitive: Option<bool>,
        /// The part of speech and gender were read from the word's ending and definition, not
        /// stated by the source (src/stardict.rs): the category lists still apply.
        inferred: bool,
    },
}

/// One reading of an annotated entry: `psa` is `noun`, lemma `pes`, `Case=Gen|...`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Reading {
    pub pos: Pos,
    pub lemma: String,
    pub features: String,
}

/// One headword as read from a source, before admission.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Headword {
    pub word: String,
    pub origin: Origin,
    pub entry: Entry,
}

impl Headword {
    pub fn pos(&self) -> &[Pos] {
        match &self.entry {
            Entry::Tsv { pos, .. } | Entry::Hunspell { pos, .. } => pos,
        }
    }

    pub fn labels(&self) -> &[String] {
        match &self.entry {
            Entry::Tsv { labels, .. } => labels,
            Entry::Hunspell { .. } => &[],
        }
    }

    /// How heslar derived the entry, when no line of the source lists it (src/inflect.rs: the
    /// derived comparatives).
    pub fn derived(&self) -> Option<&crate::hunspell::DerivedEntry> {
        match &self.entry {
            Entry::Hunspell { entry, .. } => entry.derived.as_deref(),
            Entry::Tsv { .. } => None,
        }
    }
}

/// A source read into memory.
#[derive(Debug)]
pub struct LoadedSource {
    pub spec: SourceSpec,
    pub headwords: Vec<Headword>,
    /// The affix file of a Hunspell source.
    pub aff: Option<Aff>,
    /// Counted warnings (bad but tolerable lines).
    pub warnings: Vec<LineError>,
}

/// Reads every source of the manifest. Errors of all sources are collected.
pub fn load_all(manifest: &Manifest) -> Result<Vec<LoadedSource>, FileErrors> {
    let mut errors = FileErrors::new();
    let mut loaded = Vec::new();
    for (index, spec) in manifest.sources.iter().enumerate() {
        match load_one(&manifest.dir, index, spec) {
            Ok(s) => loaded.push(s),
            Err(e) => errors.errors.extend(e.errors),
        }
    }
    errors.into_result(loaded)
}

fn load_one(dir: &Path, index: usize, spec: &SourceSpec) -> Result<LoadedSource, FileErrors> {
    let file = dir.join(&spec.file);
    match spec.format {
        Format::Hunspell => {
            let aff_path = dir.join(spec.aff.as_ref().expect("checked by Manifest::load"));
            let aff_text = read_text(&aff_path)?;
            let aff = hunspell::parse_aff(&aff_path, &aff_text)?;
            let dic_text = read_text(&file)?;
            let dic = hunspell::parse_dic(&file, &dic_text, &aff)?;
            let mut warnings = aff.warnings.clone();
            warnings.extend(dic.warnings);
            let annotations = match &spec.annotations {
                Some(a) => {
                    let path = dir.join(a);
                    let text = read_text(&path)?;
                    parse_annotations(&path, &text)?
                }
                None => std::collections::HashMap::new(),
            };
            let mut used = std::collections::HashSet::new();
            let headwords: Vec<Headword> = dic
                .entries
                .into_iter()
                .map(|e| {
                    let readings = if e.flags.is_empty() {
                        annotations.get(&e.word).map(|(r, _)| {
                            used.insert(e.word.clone());
                            r.clone()
                        })
                    } else {
                        None
                    }
                    .unwrap_or_default();
                    let mut pos: Vec<Pos> = Vec::new();
                    for r in &readings {
                        if !pos.contains(&r.pos) {
                            pos.push(r.pos);
                        }
                    }
                    Headword {
                        word: e.word.clone(),
                        origin: Origin {
                            source: index,
                            line: e.line,
                        },
                        entry: Entry::Hunspell {
                            entry: e,
                            pos,
                            readings,
                        },
                    }
                })
                .collect();
            if let Some(a) = &spec.annotations {
                let mut unused: Vec<(&String, &usize)> = annotations
                    .iter()
                    .filter(|(w, _)| !used.contains(*w))
                    .map(|(w, (_, line))| (w, line))
                    .collect();
                unused.sort_by_key(|&(_, l)| *l);
                for (w, line) in unused {
                    warnings.push(LineError::new(
                        dir.join(a),
                        *line,
                        format!(
                            "{w:?} is not a flagless entry of {}; annotation ignored",
                            spec.file.display()
                        ),
                    ));
                }
            }
            Ok(LoadedSource {
                spec: spec.clone(),
                headwords,
                aff: Some(aff),
                warnings,
            })
        }
        Format::Stardict => {
            let d = crate::stardict::read(&file)?;
            let (headwords, warnings, _) = crate::stardict::headwords(&d, index);
            Ok(LoadedSource {
                spec: spec.clone(),
                headwords,
                aff: None,
                warnings,
            })
        }
        Format::Tsv => {
            let text = read_text(&file)?;
            let (headwords, warnings) = parse_tsv(&file, &text, index)?;
            Ok(LoadedSource {
                spec: spec.clone(),
                headwords,
                aff: None,
                warnings,
            })
        }
    }
}

/// Reads a Hunspell annotation file: `headword pos lemma features note`, one line per reading.
/// Returns the readings per headword, with the first line that names it.
pub fn parse_annotations(
    path: &Path,
    text: &str,
) -> Result<std::collections::HashMap<String, (Vec<Reading>, usize)>, FileErrors> {
    let mut out: std::collections::HashMap<String, (Vec<Reading>, usize)> = Default::default();
    crate::table::parse(path, text, ANNOTATION_COLUMNS, |r| {
        let Some(pos) = Pos::parse(r[1].trim()) else {
            let m = format!("unknown part of speech {:?}", &r[1]);
            return r.error(m);
        };
        let features = r[3].trim().to_string();
        if let Err(m) = crate::vocab::check_features(&features) {
            return r.error(m);
        }
        let e = out
            .entry(r[0].trim().to_string())
            .or_insert_with(|| (Vec::new(), r.line()));
        e.0.push(Reading {
            pos,
            lemma: r[2].trim().to_string(),
            features,
        });
    })?;
    Ok(out)
}

const ANNOTATION_COLUMNS: &[&str] = &["headword", "pos", "lemma", "features", "note"];

/// The canonical TSV headword format: only `headword` is required.
const TSV_COLUMNS: &[&str] = &[
    "headword",
    "pos?",
    "gender?",
    "aspect?",
    "labels?",
    "paradigm?",
    "genitive?",
    "present?",
    "transitive?",
    "note?",
];

/// Parses the canonical TSV headword format. Returns the headwords (duplicates included: admission
/// rejects them with the rule `duplicate`, so that every line is accounted for) and counted
/// warnings; all bad lines are reported together as errors.
pub fn parse_tsv(
    path: &Path,
    text: &str,
    source: usize,
) -> Result<(Vec<Headword>, Vec<LineError>), FileErrors> {
    let mut warnings = Vec::new();
    let mut headwords = Vec::new();
    let [word_col, pos_col, gender_col, aspect_col, labels_col, paradigm_col, genitive_col, present_col, transitive_col] =
        [0, 1, 2, 3, 4, 5, 6, 7, 8];
    crate::table::parse(path, text, TSV_COLUMNS, |r| {
        if let Some(c) = r.fields().flat_map(str::chars).find(|&c| c.is_control()) {
            return r.error(format!("control character U+{:04X} in the line", c as u32));
        }
        let word: String = {
            use unicode_normalization::UnicodeNormalization;
            r[word_col].trim().nfc().collect()
        };
        if word.is_empty() {
            return r.error("empty headword");
        }
        if &r[word_col] != r[word_col].trim() {
            warnings.push(LineError::new(
                path,
                r.line(),
                format!("headword {word:?} has white space around it; trimmed"),
            ));
        }
        let mut pos = Vec::new();
        if let Some(p) = r.opt(pos_col) {
            for part in p.split(',').map(str::trim) {
                match Pos::parse(part) {
                    Some(x) => pos.push(x),
                    None => {
                        let m = format!("unknown part of speech {part:?}; expected one of noun adj pron num verb adv adp conj part intj abbr sym affix");
                        r.error(m)
                    }
                }
            }
        }
        let gender = r.opt(gender_col).map(str::to_string);
        if let Some(g) = &gender {
            if !["ma", "mi", "f", "n"].contains(&g.as_str()) {
                r.error(format!("unknown gender {g:?}; expected ma, mi, f or n"));
            }
        }
        let aspect = r.opt(aspect_col).map(str::to_string);
        if let Some(a) = &aspect {
            if !["impf", "pf", "both"].contains(&a.as_str()) {
                r.error(format!("unknown aspect {a:?}; expected impf, pf or both"));
            }
        }
        let transitive = match r.opt(transitive_col) {
            None => None,
            Some("yes") => Some(true),
            Some("no") => Some(false),
            Some(t) => {
                r.error(format!("transitive {t:?}: expected yes or no"));
                None
            }
        };
        let labels = r
            .opt(labels_col)
            .map(|l| {
                l.split(',')
                    .map(|s| s.trim().to_string())
                    .filter(|s| !s.is_empty())
                    .collect()
            })
            .unwrap_or_default();
        headwords.push(Headword {
            word,
            origin: Origin {
                source,
                line: r.line(),
            },
            entry: Entry::Tsv {
                pos,
                gender,
                aspect,
                labels,
                paradigm: r.opt(paradigm_col).map(str::to_string),
                genitive: r.opt(genitive_col).map(str::to_string),
                present: r.opt(present_col).map(str::to_string),
                transitive,
                inferred: false,
            },
        });
    })?;
    Ok((headwords, warnings))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tsv_reads_columns_in_any_order() {
        let text = "# comment\npos\theadword\tlabels\nnoun\talfa\t\nintj,part\tó\tkniž.\n";
        let (h, w) = parse_tsv(Path::new("t.tsv"), text, 0).unwrap();
        assert!(w.is_empty());
        assert_eq!(h.len(), 2);
        assert_eq!(h[1].word, "ó");
        assert_eq!(h[1].pos(), &[Pos::Intj, Pos::Part]);
        assert_eq!(h[1].labels(), &["kniž.".to_string()]);
        assert_eq!(h[1].origin.line, 4);
    }

    #[test]
    fn tsv_errors_name_every_bad_line() {
        let text = "headword\tpos\nalfa\tnoun\tx\nbéta\tpodst\n\tnoun\n";
        let e = parse_tsv(Path::new("t.tsv"), text, 0).unwrap_err();
        let s = e.to_string();
        assert!(s.contains("t.tsv:2: 3 fields"), "{s}");
        assert!(
            s.contains("t.tsv:3: unknown part of speech \"podst\""),
            "{s}"
        );
        assert!(s.contains("t.tsv:4: empty headword"), "{s}");
    }

    #[test]
    fn tsv_unknown_column() {
        let e = parse_tsv(Path::new("t.tsv"), "headword\tgendr\n", 0).unwrap_err();
        assert!(e.to_string().contains("t.tsv:1: unknown column \"gendr\""));
    }

    #[test]
    fn tsv_empty_file_is_an_error() {
        let e = parse_tsv(Path::new("t.tsv"), "", 0).unwrap_err();
        assert!(e.to_string().contains("t.tsv: the file is empty"));
    }
}
