//! Paradigm tables: heslar's own inflection data, which generates the forms of every entry.
//!
//! A *paradigm* is a list of rows, each an ending with the grammatical cells it makes
//! (`rules/morphology/paradigms.tsv`):
//!
//! ```text
//! paradigm  strip  add  pos   features                                    variant  prefixes
//! ruka.Z    a      y    noun  Case=Gen|Number=Sing ; Case=Nom|Number=Plur ; ...
//! ruka.Z    ka     ce   noun  Case=Dat|Number=Sing ; Case=Loc|Number=Sing
//! ```
//!
//! A row strips `strip` from the end of the lemma and adds `add` (`ruka` → `ru` + `ce` → `ruce`:
//! the stem alternation k → c is the row's own strip and add). `prefixes` names prefix groups
//! (`rules/morphology/prefixes.tsv`: `ne` → `ne-` with `Polarity=Neg`, `nej` → `nej-` with
//! `Degree=Sup`) that the row's form takes (`rychlejší` → `nejrychlejší`).
//!
//! An entry gets its paradigms from an assignment table (`rules/morphology/<source>/assign.tsv`):
//! its flag pattern and the longest ending of the word listed for that pattern name the lemma's
//! own cells, the paradigms and the prefix groups of the whole entry (`ruka/ZQ` + ending `ka`
//! → `ruka.Z ruka.Q`). [`convert`] made the first tables from the Czech Hunspell dictionary and
//! the tags of its rules; they are data from then on, and the Hunspell expansion is kept only
//! as a cross-check (`tests/integration/paradigms.rs`).

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Write as _;
use std::path::Path;

use crate::error::{FileErrors, LineError};
use crate::hunspell::{Aff, Derivation, DicEntry, Flag};
use crate::morph::{check_features, Tag, Tagger};

/// One row of a paradigm: an ending and the cells it makes.
#[derive(Debug, Clone)]
pub struct Row {
    pub strip: String,
    pub add: String,
    pub tag: Tag,
    /// Prefix groups this row's form takes (indices into [`Paradigms::groups`]).
    pub prefixes: Vec<u16>,
    /// 1-based line in the paradigm file.
    pub line: usize,
}

/// A named paradigm.
#[derive(Debug, Clone)]
pub struct Paradigm {
    pub id: String,
    pub rows: Vec<Row>,
}

/// One prefix of a group: `nej` with `Degree=Sup`.
#[derive(Debug, Clone)]
pub struct Prefix {
    pub add: String,
    /// Features the prefix adds to every cell of the form (may be empty).
    pub features: String,
}

/// A named group of prefixes (`cmp`: ne-, nej-, nejne- on comparatives).
#[derive(Debug, Clone)]
pub struct PrefixGroup {
    pub name: String,
    pub prefixes: Vec<Prefix>,
}

/// Every paradigm and prefix group.
#[derive(Debug, Default)]
pub struct Paradigms {
    pub list: Vec<Paradigm>,
    index: HashMap<String, usize>,
    pub groups: Vec<PrefixGroup>,
    group_index: HashMap<String, u16>,
}

/// What [`Paradigms::generate`] calls: form, tag, prefix, how it was made.
pub type GeneratedSink<'a> = dyn FnMut(&str, &Tag, Option<&Prefix>, How) + 'a;

/// How a form was made, for `check --explain`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum How {
    /// The lemma itself.
    Lemma,
    /// Row `row` of paradigm `paradigm`.
    Row { paradigm: usize, row: usize },
}

/// What an entry inflects by: the lemma's own cells, its paradigms, its prefix groups.
#[derive(Debug, Clone)]
pub struct Target {
    pub lemma: Tag,
    pub paradigms: Vec<usize>,
    pub prefixes: Vec<u16>,
    /// 1-based line of the assignment row.
    pub line: usize,
}

/// The assignment of one source's entries to paradigms.
#[derive(Debug, Default)]
pub struct Assignment {
    patterns: HashMap<String, PatternRows>,
    pub targets: Vec<Target>,
}

#[derive(Debug, Default)]
struct PatternRows {
    /// `^word` rows: the whole word.
    whole: HashMap<String, usize>,
    /// Ending rows.
    endings: HashMap<String, usize>,
    /// The longest ending, in characters.
    longest: usize,
}

/// `0` in a strip or add column is the empty string (as in Hunspell's affix files).
fn zero(s: &str) -> String {
    if s == "0" {
        String::new()
    } else {
        s.to_string()
    }
}

const PARADIGM_COLUMNS: &[&str] = &[
    "paradigm", "strip", "add", "pos", "features", "variant", "prefixes",
];
const PREFIX_COLUMNS: &[&str] = &["group", "add", "features"];
const ASSIGN_COLUMNS: &[&str] = &[
    "flags",
    "ending",
    "paradigms",
    "prefixes",
    "pos",
    "features",
];

impl Paradigms {
    /// Reads `prefixes.tsv` and `paradigms.tsv`; every error of both files is collected.
    pub fn load(paradigms: &Path, prefixes: &Path) -> Result<Paradigms, FileErrors> {
        let mut errors = FileErrors::new();
        let mut p = Paradigms::default();
        let prefix_table = crate::table::read(prefixes, PREFIX_COLUMNS, |f| {
            if let Err(m) = check_features(&f[2]) {
                return f.error(m);
            }
            let g = match p.group_index.get(&f[0]) {
                Some(&g) => g,
                None => {
                    let g = p.groups.len() as u16;
                    p.groups.push(PrefixGroup {
                        name: f[0].to_string(),
                        prefixes: vec![],
                    });
                    p.group_index.insert(f[0].to_string(), g);
                    g
                }
            };
            p.groups[g as usize].prefixes.push(Prefix {
                add: f[1].to_string(),
                features: f[2].to_string(),
            });
        });
        if let Err(e) = prefix_table {
            errors.errors.extend(e.errors);
        }
        let paradigm_table = crate::table::read(paradigms, PARADIGM_COLUMNS, |f| {
            if let Err(m) = check_features(&f[4]) {
                return f.error(m);
            }
            let mut groups = Vec::new();
            for g in f.get(6).split_whitespace().filter(|g| *g != "-") {
                match p.group_index.get(g) {
                    Some(&i) => groups.push(i),
                    None => f.error(format!(
                        "prefix group {g:?} is not in {}",
                        prefixes.display()
                    )),
                }
            }
            let i = match p.index.get(&f[0]) {
                Some(&i) => i,
                None => {
                    p.list.push(Paradigm {
                        id: f[0].to_string(),
                        rows: vec![],
                    });
                    p.index.insert(f[0].to_string(), p.list.len() - 1);
                    p.list.len() - 1
                }
            };
            p.list[i].rows.push(Row {
                strip: zero(&f[1]),
                add: zero(&f[2]),
                tag: Tag::new(&f[3], &f[4], &f[5]),
                prefixes: groups,
                line: f.line(),
            });
        });
        if let Err(e) = paradigm_table {
            errors.errors.extend(e.errors);
        }
        errors.into_result(p)
    }

    /// The index of a paradigm by its id.
    pub fn id(&self, name: &str) -> Option<usize> {
        self.index.get(name).copied()
    }

    /// The index of a prefix group by its name.
    pub fn group(&self, name: &str) -> Option<u16> {
        self.group_index.get(name).copied()
    }

    /// Calls `out` for every form of `word` inflected by `t`: the lemma, every row of every
    /// paradigm whose strip the word ends with, and the prefixed forms (the entry's prefix
    /// groups on every form, a row's own groups on that row's form). Forms may repeat.
    pub fn generate(&self, word: &str, t: &Target, out: &mut GeneratedSink) {
        out(word, &t.lemma, None, How::Lemma);
        let mut pbuf = String::new();
        for &g in &t.prefixes {
            for pre in &self.groups[g as usize].prefixes {
                pbuf.clear();
                pbuf.push_str(&pre.add);
                pbuf.push_str(word);
                out(&pbuf, &t.lemma, Some(pre), How::Lemma);
            }
        }
        let mut buf = String::new();
        for &pi in &t.paradigms {
            for (ri, row) in self.list[pi].rows.iter().enumerate() {
                if word.len() <= row.strip.len() || !word.ends_with(row.strip.as_str()) {
                    continue;
                }
                buf.clear();
                buf.push_str(&word[..word.len() - row.strip.len()]);
                buf.push_str(&row.add);
                let how = How::Row {
                    paradigm: pi,
                    row: ri,
                };
                out(&buf, &row.tag, None, how);
                for &g in t.prefixes.iter().chain(&row.prefixes) {
                    for pre in &self.groups[g as usize].prefixes {
                        pbuf.clear();
                        pbuf.push_str(&pre.add);
                        pbuf.push_str(&buf);
                        out(&pbuf, &row.tag, Some(pre), how);
                    }
                }
            }
        }
    }

    /// A target for a lemma given by paradigm ids (`ruka.Z ruka.Q +ne`), with the lemma's own
    /// tag (the tests' way to name paradigms).
    #[cfg(test)]
    pub fn target(&self, ids: &str, lemma: Tag) -> Result<Target, String> {
        let mut paradigms = Vec::new();
        let mut prefixes = Vec::new();
        for id in ids.split_whitespace() {
            if let Some(g) = id.strip_prefix('+') {
                match self.group(g) {
                    Some(g) => prefixes.push(g),
                    None => return Err(format!("unknown prefix group {g:?}")),
                }
            } else {
                match self.id(id) {
                    Some(p) => paradigms.push(p),
                    None => return Err(format!("unknown paradigm {id:?}")),
                }
            }
        }
        Ok(Target {
            lemma,
            paradigms,
            prefixes,
            line: 0,
        })
    }

    /// `ruka.Z row 3 (ka → ce)`.
    pub fn describe(&self, how: How) -> String {
        match how {
            How::Lemma => "lemma".to_string(),
            How::Row { paradigm, row } => {
                let p = &self.list[paradigm];
                let r = &p.rows[row];
                format!(
                    "paradigm {} ({} → {}, rules/morphology/paradigms.tsv line {})",
                    p.id,
                    if r.strip.is_empty() { "0" } else { &r.strip },
                    if r.add.is_empty() { "0" } else { &r.add },
                    r.line
                )
            }
        }
    }
}

/// The flag pattern of an entry as assignment tables write it: its flags sorted.
pub fn flag_pattern(flags: &[Flag]) -> String {
    let mut f: Vec<char> = flags.to_vec();
    f.sort_unstable();
    f.dedup();
    f.into_iter().collect()
}

impl Assignment {
    /// Reads `assign.tsv` against the paradigms.
    pub fn load(path: &Path, paradigms: &Paradigms) -> Result<Assignment, FileErrors> {
        let mut a = Assignment::default();
        // Rows that say the same (paradigms, prefixes, pos, features) share one target.
        let mut keyed: HashMap<[String; 4], usize> = HashMap::new();
        crate::table::read(path, ASSIGN_COLUMNS, |f| {
            if let Err(m) = check_features(&f[5]) {
                return f.error(m);
            }
            let mut list = Vec::new();
            for id in f.get(2).split_whitespace().filter(|x| *x != "-") {
                match paradigms.id(id) {
                    Some(i) => list.push(i),
                    None => f.error(format!("paradigm {id:?} is not in the paradigm table")),
                }
            }
            let mut groups = Vec::new();
            for g in f.get(3).split_whitespace().filter(|x| *x != "-") {
                match paradigms.group(g) {
                    Some(i) => groups.push(i),
                    None => f.error(format!("prefix group {g:?} is not in the prefix table")),
                }
            }
            let k = [2, 3, 4, 5].map(|c| f[c].to_string());
            let t = *keyed.entry(k).or_insert_with(|| {
                a.targets.push(Target {
                    lemma: Tag::new(&f[4], &f[5], ""),
                    paradigms: list,
                    prefixes: groups,
                    line: f.line(),
                });
                a.targets.len() - 1
            });
            let rows = a.patterns.entry(f[0].to_string()).or_default();
            let old = if let Some(w) = f[1].strip_prefix('^') {
                rows.whole.insert(w.to_string(), t)
            } else {
                rows.longest = rows.longest.max(f[1].chars().count());
                rows.endings.insert(f[1].to_string(), t)
            };
            if old.is_some() {
                let m = format!("flags {} and ending {:?} are assigned twice", &f[0], &f[1]);
                f.error(m);
            }
        })?;
        Ok(a)
    }

    /// The target of an entry: its whole word, else its longest ending listed for its flag
    /// pattern (the empty ending is the pattern's default).
    pub fn find(&self, pattern: &str, word: &str) -> Option<&Target> {
        let rows = self.patterns.get(pattern)?;
        if let Some(&t) = rows.whole.get(word) {
            return Some(&self.targets[t]);
        }
        let starts: Vec<usize> = word.char_indices().map(|(i, _)| i).collect();
        let n = starts.len();
        for len in (0..=rows.longest.min(n)).rev() {
            let from = match len {
                0 => word.len(),
                l if l == n => 0,
                l => starts[n - l],
            };
            if let Some(&t) = rows.endings.get(&word[from..]) {
                return Some(&self.targets[t]);
            }
        }
        None
    }

    /// Number of assignment rows.
    pub fn len(&self) -> usize {
        self.patterns
            .values()
            .map(|p| p.whole.len() + p.endings.len())
            .sum()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// One irregular word's full table (`rules/morphology/irregular/*.tsv`).
#[derive(Debug, Clone)]
pub struct IrregularTable {
    pub lemma: String,
    pub pos: String,
    /// The file it was read from.
    pub file: std::path::PathBuf,
    /// Every form with its cell and the 1-based line.
    pub rows: Vec<(String, Tag, usize)>,
}

/// The full tables of irregular words: nouns (pes, den, člověk/lidé, ruka), pronouns, numerals
/// and verbs (být, mít, jít and its compounds). A headword that is the lemma of a table gets
/// every form of the table; a flagged entry of the same part of speech inflects by the table
/// alone (`ruka/ZQ`: ruky is no nominative plural, ruce is).
#[derive(Debug, Default)]
pub struct Irregular {
    pub tables: Vec<IrregularTable>,
    by_lemma: HashMap<String, Vec<usize>>,
    by_form: HashMap<String, Vec<(usize, usize)>>,
}

const IRREGULAR_COLUMNS: &[&str] = &["lemma", "pos", "form", "features", "variant"];

impl Irregular {
    /// Reads every `*.tsv` of `dir` (none when the folder does not exist).
    pub fn load(dir: &Path) -> Result<Irregular, FileErrors> {
        let mut out = Irregular::default();
        if !dir.is_dir() {
            return Ok(out);
        }
        let mut errors = FileErrors::new();
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .map_err(|e| LineError::new(dir, 0, format!("cannot read the folder: {e}")))?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == "tsv"))
            .collect();
        files.sort();
        let mut index: HashMap<(String, String), usize> = HashMap::new();
        for path in files {
            let table = crate::table::read(&path, IRREGULAR_COLUMNS, |f| {
                if let Err(m) = check_features(&f[3]) {
                    return f.error(m);
                }
                if f[0].is_empty() || f[2].is_empty() {
                    return f.error("empty lemma or form");
                }
                let key = (f[0].to_string(), f[1].to_string());
                let t = *index.entry(key).or_insert_with(|| {
                    out.tables.push(IrregularTable {
                        lemma: f[0].to_string(),
                        pos: f[1].to_string(),
                        file: path.clone(),
                        rows: vec![],
                    });
                    out.by_lemma
                        .entry(f[0].to_string())
                        .or_default()
                        .push(out.tables.len() - 1);
                    out.tables.len() - 1
                });
                let r = out.tables[t].rows.len();
                out.tables[t].rows.push((
                    f[2].to_string(),
                    Tag::new(&f[1], &f[3], &f[4]),
                    f.line(),
                ));
                out.by_form
                    .entry(f[2].to_string())
                    .or_default()
                    .push((t, r));
            });
            if let Err(e) = table {
                errors.errors.extend(e.errors);
            }
        }
        errors.into_result(out)
    }

    /// The tables whose lemma is `word`.
    pub fn of(&self, word: &str) -> impl Iterator<Item = &IrregularTable> {
        self.by_lemma
            .get(word)
            .into_iter()
            .flatten()
            .map(|&i| &self.tables[i])
    }

    /// Every (table, row) that makes `form`.
    pub fn making(&self, form: &str) -> impl Iterator<Item = (&IrregularTable, usize)> {
        self.by_form
            .get(form)
            .into_iter()
            .flatten()
            .map(|&(t, r)| (&self.tables[t], r))
    }

    pub fn is_empty(&self) -> bool {
        self.tables.is_empty()
    }

    /// Every table.
    pub fn tables(&self) -> &[IrregularTable] {
        &self.tables
    }
}

// ---------------------------------------------------------------------------------------------
// The converter: Hunspell entries + the tags of their rules -> paradigm and assignment tables.

/// Classic vzor words: a paradigm that one of them inflects by is named after it.
const VZORY: &[&str] = &[
    "pán",
    "hrad",
    "muž",
    "stroj",
    "předseda",
    "soudce",
    "žena",
    "růže",
    "píseň",
    "kost",
    "město",
    "moře",
    "kuře",
    "stavení",
    "mladý",
    "jarní",
    "nést",
    "číst",
    "péct",
    "umřít",
    "tisknout",
    "minout",
    "začít",
    "krýt",
    "kupovat",
    "prosit",
    "trpět",
    "sázet",
    "dělat",
    "kniha",
    "ruka",
    "student",
    "kluk",
    "otec",
    "učitel",
    "občan",
    "chlapec",
    "dům",
    "stůl",
    "les",
    "ostrov",
];

/// The cells of the forms of a Hunspell entry, as the converter reads them.
pub trait RuleTagging {
    /// The analyses of a form made by the rules `d` (one per part of speech).
    fn form(&self, e: &DicEntry, d: Derivation) -> Vec<Tag>;
    /// The analysis of the entry word itself.
    fn lemma(&self, e: &DicEntry) -> Tag;
}

/// The build's pattern tables (`rules/morphology/<source>/rules.tsv`, `entries.tsv`).
impl RuleTagging for Tagger {
    fn form(&self, e: &DicEntry, d: Derivation) -> Vec<Tag> {
        let key = crate::morph::entry_key(e);
        vec![self
            .base_tag(&key, d)
            .cloned()
            .unwrap_or_else(Tag::unclassified)]
    }
    fn lemma(&self, e: &DicEntry) -> Tag {
        let key = crate::morph::entry_key(e);
        self.entries
            .tag(&key)
            .cloned()
            .unwrap_or_else(Tag::unclassified)
    }
}

/// What [`convert`] made.
pub struct Conversion {
    pub paradigms_tsv: String,
    pub assign_tsv: String,
    pub paradigms: usize,
    pub rows: usize,
    pub assignments: usize,
    pub entries: usize,
}

fn tag_text(t: &Tag) -> (String, String, String) {
    (t.pos.clone(), t.cells.join(" ; "), t.variant.clone())
}

/// One row as the converter sees it: strip, add, (pos, features, variant), prefix flags.
type RowKey = (String, String, (String, String, String), String);

/// Converts the flagged entries of a Hunspell dictionary whose word has no capital letter into
/// paradigm and assignment tables, with the cells `tagger` gives each rule. Each suffix class an
/// entry uses becomes a paradigm (the forms that class makes, as endings of the lemma, flattened
/// through twofold suffixes); entries whose forms and cells are the same share it. The
/// assignment lists, per flag pattern, the shortest endings that tell its entries apart.
pub fn convert(
    aff: &Aff,
    entries: &[&DicEntry],
    tags: &dyn RuleTagging,
    prefix_groups: &BTreeMap<Flag, String>,
) -> Conversion {
    // Paradigm signatures per suffix class -> id number; examples.
    let mut sigs: HashMap<(Flag, Vec<RowKey>), usize> = HashMap::new();
    let mut sig_list: Vec<(Flag, Vec<RowKey>)> = Vec::new();
    let mut members: Vec<Vec<String>> = Vec::new();
    // Per pattern: (word, target key).
    type TargetKey = (Vec<usize>, (String, String, String));
    let mut per_pattern: BTreeMap<String, Vec<(String, TargetKey)>> = BTreeMap::new();
    for e in entries {
        let mut by_class: BTreeMap<Flag, BTreeSet<RowKey>> = BTreeMap::new();
        aff.expand(e, &mut |form, d| {
            if d.prefix.is_some() {
                return;
            }
            let Some(first) = d.suffix else {
                return;
            };
            let (strip, add) = diff(&e.word, form);
            // Prefixes a suffix's continuation licenses on its own form (ější/E).
            let pre: String = if d.suffix2.is_none() {
                aff.rule(first)
                    .map(|r| {
                        r.continuation
                            .iter()
                            .filter(|c| aff.prefixes.contains_key(c))
                            .filter_map(|c| prefix_groups.get(c).cloned())
                            .collect::<Vec<_>>()
                            .join(" ")
                    })
                    .unwrap_or_default()
            } else {
                String::new()
            };
            let rows = by_class.entry(first.flag).or_default();
            for tag in tags.form(e, d) {
                rows.insert((strip.clone(), add.clone(), tag_text(&tag), pre.clone()));
            }
        });
        let mut ids = Vec::new();
        for (flag, rows) in by_class {
            let sig = (flag, rows.into_iter().collect::<Vec<_>>());
            let id = *sigs.entry(sig.clone()).or_insert_with(|| {
                sig_list.push(sig);
                members.push(Vec::new());
                sig_list.len() - 1
            });
            members[id].push(e.word.clone());
            ids.push(id);
        }
        let lemma = tags.lemma(e);
        per_pattern
            .entry(flag_pattern(&e.flags))
            .or_default()
            .push((e.word.clone(), (ids, tag_text(&lemma))));
    }
    // Names: a vzor word if one inflects by the paradigm, else its shortest member.
    let mut names: Vec<String> = Vec::with_capacity(sig_list.len());
    let mut taken: HashMap<String, usize> = HashMap::new();
    for (i, (flag, _)) in sig_list.iter().enumerate() {
        let m = &members[i];
        let base = m
            .iter()
            .find(|w| VZORY.contains(&w.as_str()))
            .or_else(|| {
                m.iter()
                    .min_by_key(|w| (w.chars().count(), w.as_str().to_string()))
            })
            .cloned()
            .unwrap_or_default();
        let mut name = format!("{base}.{flag}");
        let n = taken.entry(name.clone()).or_insert(0);
        *n += 1;
        if *n > 1 {
            name = format!("{base}.{flag}{n}");
        }
        names.push(name);
    }
    // The paradigm table, sorted by name.
    let mut order: Vec<usize> = (0..sig_list.len()).collect();
    order.sort_by(|&a, &b| names[a].cmp(&names[b]));
    let mut p = String::new();
    p.push_str(PARADIGM_COLUMNS.join("\t").as_str());
    p.push('\n');
    let mut rows = 0;
    for &i in &order {
        for (strip, add, (pos, feats, var), pre) in &sig_list[i].1 {
            let _ = writeln!(
                p,
                "{}\t{}\t{}\t{pos}\t{feats}\t{var}\t{}",
                names[i],
                if strip.is_empty() { "0" } else { strip },
                if add.is_empty() { "0" } else { add },
                if pre.is_empty() { "-" } else { pre },
            );
            rows += 1;
        }
    }
    // The assignment: per pattern, the shortest pure endings (a suffix trie over the words).
    let mut a = String::new();
    a.push_str(ASSIGN_COLUMNS.join("\t").as_str());
    a.push('\n');
    let mut assignments = 0;
    for (pattern, words) in &per_pattern {
        let prefixes: Vec<&str> = pattern
            .chars()
            .filter_map(|c| prefix_groups.get(&c).map(String::as_str))
            .collect();
        let prefixes = if prefixes.is_empty() {
            "-".to_string()
        } else {
            prefixes.join(" ")
        };
        let mut targets: Vec<&TargetKey> = Vec::new();
        let mut items: Vec<(Vec<char>, usize)> = Vec::new();
        for (w, t) in words {
            let ti = match targets.iter().position(|x| *x == t) {
                Some(i) => i,
                None => {
                    targets.push(t);
                    targets.len() - 1
                }
            };
            items.push((w.chars().rev().collect(), ti));
        }
        items.sort();
        items.dedup();
        let mut out: Vec<(String, usize)> = Vec::new();
        split(&items, 0, &mut out);
        out.sort();
        for (ending, ti) in out {
            let (ids, (pos, feats, _)) = targets[ti];
            let list: Vec<&str> = ids.iter().map(|&i| names[i].as_str()).collect();
            let _ = writeln!(
                a,
                "{pattern}\t{ending}\t{}\t{prefixes}\t{pos}\t{feats}",
                if list.is_empty() {
                    "-".to_string()
                } else {
                    list.join(" ")
                }
            );
            assignments += 1;
        }
    }
    Conversion {
        paradigms_tsv: p,
        assign_tsv: a,
        paradigms: sig_list.len(),
        rows,
        assignments,
        entries: entries.len(),
    }
}

/// The strip and add that turn `lemma` into `form` (after their longest common beginning).
fn diff(lemma: &str, form: &str) -> (String, String) {
    let mut i = 0;
    for ((a, ca), cb) in lemma.char_indices().zip(form.chars()) {
        if ca != cb {
            break;
        }
        i = a + ca.len_utf8();
    }
    (lemma[i..].to_string(), form[i..].to_string())
}

/// Emits the shortest endings that decide the target of every item (reversed words sorted,
/// all sharing their first `depth` characters): a group whose items all have one target is one
/// ending; a word that ends inside a mixed group gets a whole-word row (`^word`).
fn split(items: &[(Vec<char>, usize)], depth: usize, out: &mut Vec<(String, usize)>) {
    let first = items[0].1;
    if items.iter().all(|x| x.1 == first) {
        let ending: String = items[0].0[..depth].iter().rev().collect();
        out.push((ending, first));
        return;
    }
    let mut i = 0;
    while i < items.len() {
        if items[i].0.len() == depth {
            let w: String = items[i].0.iter().rev().collect();
            out.push((format!("^{w}"), items[i].1));
            i += 1;
            continue;
        }
        let c = items[i].0[depth];
        let mut j = i;
        while j < items.len() && items[j].0.len() > depth && items[j].0[depth] == c {
            j += 1;
        }
        split(&items[i..j], depth + 1, out);
        i = j;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn diff_keeps_the_common_beginning() {
        assert_eq!(diff("ruka", "ruce"), ("ka".into(), "ce".into()));
        assert_eq!(diff("hrad", "hradu"), ("".into(), "u".into()));
        assert_eq!(diff("domeček", "domečku"), ("ek".into(), "ku".into()));
        assert_eq!(diff("jít", "šel"), ("jít".into(), "šel".into()));
    }

    #[test]
    fn split_finds_the_shortest_deciding_endings() {
        let items = |ws: &[(&str, usize)]| {
            let mut v: Vec<(Vec<char>, usize)> = ws
                .iter()
                .map(|(w, t)| (w.chars().rev().collect(), *t))
                .collect();
            v.sort();
            v
        };
        let mut out = Vec::new();
        split(
            &items(&[
                ("ruka", 0),
                ("muka", 0),
                ("žena", 1),
                ("les", 2),
                ("ples", 3),
            ]),
            0,
            &mut out,
        );
        out.sort();
        assert_eq!(
            out,
            vec![
                ("^les".to_string(), 2),
                ("ka".to_string(), 0),
                ("na".to_string(), 1),
                ("ples".to_string(), 3)
            ]
        );
    }

    fn tables() -> Paradigms {
        let dir = tempfile::tempdir().unwrap();
        let pp = dir.path().join("paradigms.tsv");
        let pr = dir.path().join("prefixes.tsv");
        std::fs::write(&pr, "group\tadd\tfeatures\nne\tne\tPolarity=Neg\n").unwrap();
        std::fs::write(
            &pp,
            "paradigm\tstrip\tadd\tpos\tfeatures\tvariant\tprefixes\n\
             ruka.Z\ta\ty\tnoun\tCase=Gen|Number=Sing ; Case=Nom|Number=Plur\t\t-\n\
             ruka.Z\tka\tce\tnoun\tCase=Dat|Number=Sing ; Case=Loc|Number=Sing\t\t-\n",
        )
        .unwrap();
        Paradigms::load(&pp, &pr).unwrap()
    }

    #[test]
    fn generate_walks_ruka_through_its_rows() {
        let p = tables();
        let t = p
            .target("ruka.Z +ne", Tag::new("noun", "Case=Nom|Number=Sing", ""))
            .unwrap();
        let mut got = Vec::new();
        p.generate("ruka", &t, &mut |w, tag, pre, _| {
            got.push((w.to_string(), tag.cells.len(), pre.is_some()))
        });
        let words: Vec<&str> = got.iter().map(|x| x.0.as_str()).collect();
        assert_eq!(
            words,
            ["ruka", "neruka", "ruky", "neruky", "ruce", "neruce"]
        );
        assert!(p.target("nope.Z", Tag::unclassified()).is_err());
    }

    #[test]
    fn bad_rows_name_file_and_line() {
        let dir = tempfile::tempdir().unwrap();
        let pp = dir.path().join("paradigms.tsv");
        let pr = dir.path().join("prefixes.tsv");
        std::fs::write(&pr, "group\tadd\tfeatures\n").unwrap();
        std::fs::write(
            &pp,
            "paradigm\tstrip\tadd\tpos\tfeatures\tvariant\tprefixes\nx\ta\n\
             y\ta\tb\tnoun\tCase\t\t-\nz\ta\tb\tnoun\t\t\tnope\n",
        )
        .unwrap();
        let e = Paradigms::load(&pp, &pr).unwrap_err().to_string();
        assert!(e.contains("paradigms.tsv:2"), "{e}");
        assert!(e.contains("paradigms.tsv:3"), "{e}");
        assert!(e.contains("paradigms.tsv:4"), "{e}");
    }
}
