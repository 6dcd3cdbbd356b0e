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
//! → `ruka.Z ruka.Q`). The converter of `examples/convert_hunspell/` made the first tables from
//! the Czech Hunspell dictionary and the tags of its rules; they are data from then on, and the Hunspell expansion is kept only
//! as a cross-check (`tests/integration/paradigms.rs`).

use std::collections::HashMap;
use std::path::Path;

use crate::error::{FileErrors, LineError};
use crate::hunspell::Flag;
use crate::morph::Tag;

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
    /// The entry's prefix groups go on the forms of these parts of speech only (`ne@verb,adj`
    /// in `assign.tsv`: růst/HIN is a noun and a verb, and ne- makes nerůst, not *nerůstu).
    /// One list for all the entry's groups; a row's own groups are not restricted.
    pub prefix_pos: Option<Vec<String>>,
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

/// Appends `stem` + `add` as Czech spells them: ď, ť, ň before e are written dě, tě, ně and
/// before i, í di, ti, ni (hihňat, dělat.J's at → ej: hihněj, not *hihňej; twenty-fourth stop).
fn push_spelled(buf: &mut String, stem: &str, add: &str) {
    let mut head = stem.chars();
    let hard = match head.next_back() {
        Some('ď') => Some('d'),
        Some('ť') => Some('t'),
        Some('ň') => Some('n'),
        _ => None,
    };
    match (hard, add.chars().next()) {
        (Some(hard), Some('e')) => {
            buf.push_str(head.as_str());
            buf.push(hard);
            buf.push('ě');
            buf.push_str(&add[1..]);
        }
        (Some(hard), Some('i' | 'í')) => {
            buf.push_str(head.as_str());
            buf.push(hard);
            buf.push_str(add);
        }
        _ => {
            buf.push_str(stem);
            buf.push_str(add);
        }
    }
}

/// `0` in a strip or add column is the empty string (as in Hunspell's affix files).
fn zero(s: &str) -> String {
    if s == "0" {
        String::new()
    } else {
        s.to_string()
    }
}

/// The columns of `paradigms.tsv`.
pub const PARADIGM_COLUMNS: &[&str] = &[
    "paradigm", "strip", "add", "pos", "features", "variant", "prefixes",
];
const PREFIX_COLUMNS: &[&str] = &["group", "add", "features"];
/// The columns of `assign.tsv`.
pub const ASSIGN_COLUMNS: &[&str] = &[
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
            if let Err(m) = crate::vocab::check_features(&f[2]) {
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
            if let Err(m) = crate::vocab::check_tag(&f[3], &f[4], &f[5]) {
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
        self.generate_rows(word, t, |_| true, out)
    }

    /// [`Paradigms::generate`] with the rows `keep` accepts only (a headword list's entry takes
    /// the inflection of its paradigms, not their derivations: src/guess.rs).
    pub fn generate_rows(
        &self,
        word: &str,
        t: &Target,
        keep: impl Fn(&Row) -> bool,
        out: &mut GeneratedSink,
    ) {
        let refined = self.noun_lemma_tag(word, t, &keep);
        let lemma = refined.as_ref().unwrap_or(&t.lemma);
        out(word, lemma, None, How::Lemma);
        let mut pbuf = String::new();
        let takes_prefix = |tag: &Tag| t.prefix_pos.as_ref().is_none_or(|ps| ps.contains(&tag.pos));
        let entry_prefixes: &[u16] = if takes_prefix(&t.lemma) {
            &t.prefixes
        } else {
            &[]
        };
        for &g in entry_prefixes {
            for pre in &self.groups[g as usize].prefixes {
                pbuf.clear();
                pbuf.push_str(&pre.add);
                pbuf.push_str(word);
                out(&pbuf, lemma, Some(pre), How::Lemma);
            }
        }
        let mut buf = String::new();
        for &pi in &t.paradigms {
            for (ri, row) in self.list[pi].rows.iter().enumerate() {
                if word.len() <= row.strip.len()
                    || !word.ends_with(row.strip.as_str())
                    || !keep(row)
                {
                    continue;
                }
                buf.clear();
                let mut stem = &word[..word.len() - row.strip.len()];
                // The English -ck spells one sound: k → c alternates the whole of it
                // (comeback: comebacích, not *comebaccích; Czech klacek keeps both: klaccích).
                if row.strip == "k" && row.add.starts_with('c') {
                    stem = stem.strip_suffix('c').unwrap_or(stem);
                }
                push_spelled(&mut buf, stem, &row.add);
                let how = How::Row {
                    paradigm: pi,
                    row: ri,
                };
                out(&buf, &row.tag, None, how);
                let entry_prefixes: &[u16] = if takes_prefix(&row.tag) {
                    &t.prefixes
                } else {
                    &[]
                };
                for &g in entry_prefixes.iter().chain(&row.prefixes) {
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

    /// The cells of a noun's headword where the assignment gives the vague three its tables were
    /// seeded with (nominative or accusative singular, nominative plural): the accusative
    /// singular goes where a row of the word's paradigms makes it another way (matka: matku;
    /// hrad, kost, soudce keep it), the nominative plural likewise (matky, města; růže keeps
    /// it). The nominative singular always stays, so no lexicon changes; the reading `check
    /// --explain` gives is the word's own (twenty-second stop). An entry inflected both as a being
    /// and as a thing keeps the thing's accusative: a paradigm that makes singular oblique cells
    /// but no accusative leaves it to the headword (robot; twenty-third stop). Where every row
    /// that applies makes a plural cell only, the headword is a plurale tantum's nominative and
    /// accusative plural (kalhoty, ústa; twenty-third stop). The guesser learns its gender
    /// classes from the seeded tag (src/guess.rs).
    fn noun_lemma_tag(&self, word: &str, t: &Target, keep: &impl Fn(&Row) -> bool) -> Option<Tag> {
        const NOM_SG: &str = "Case=Nom|Number=Sing";
        const ACC_SG: &str = "Case=Acc|Number=Sing";
        const NOM_PL: &str = "Case=Nom|Number=Plur";
        if t.lemma.pos != "noun" || t.lemma.cells != [NOM_SG, ACC_SG, NOM_PL] {
            return None;
        }
        // A row that makes the cell another way takes it from the headword; rows that make
        // plural cells only make the headword a plural (a plurale tantum: brýle, ústa). A
        // declension that makes singular oblique cells but no accusative leaves the accusative
        // to the headword, though another makes it (robot/PIH: the thing's hrad.H beside the
        // being's pán.P).
        let (mut any_acc, mut thing_acc) = (false, false);
        let (mut keep_nom_pl, mut keep_acc_pl) = (true, true);
        let (mut rows, mut singular) = (0usize, false);
        for &pi in &t.paradigms {
            let (mut oblique, mut acc) = (false, false);
            for row in &self.list[pi].rows {
                if row.tag.pos != "noun"
                    || row.strip == row.add
                    || word.len() <= row.strip.len()
                    || !word.ends_with(row.strip.as_str())
                    || !keep(row)
                {
                    continue;
                }
                rows += 1;
                for cell in &row.tag.cells {
                    let case = crate::vocab::feature(cell, "Case");
                    match crate::vocab::feature(cell, "Number") {
                        Some("Sing") => {
                            singular = true;
                            acc |= case == Some("Acc");
                            oblique |= matches!(case, Some("Gen" | "Dat" | "Loc" | "Ins"));
                        }
                        Some("Plur") => {
                            keep_nom_pl &= case != Some("Nom");
                            keep_acc_pl &= case != Some("Acc");
                        }
                        _ => {}
                    }
                }
            }
            any_acc |= acc;
            thing_acc |= oblique && !acc;
        }
        let keep_acc = !any_acc || thing_acc;
        let mut tag = t.lemma.clone();
        if rows > 0 && !singular && keep_nom_pl {
            tag.cells = vec![NOM_PL.to_string()];
            if keep_acc_pl {
                tag.cells.push("Case=Acc|Number=Plur".to_string());
            }
            return Some(tag);
        }
        if keep_acc && keep_nom_pl {
            return None;
        }
        tag.cells
            .retain(|c| c == NOM_SG || (c == ACC_SG && keep_acc) || (c == NOM_PL && keep_nom_pl));
        Some(tag)
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
            prefix_pos: None,
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
            if let Err(m) = crate::vocab::check_tag(&f[4], &f[5], "") {
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
            let mut prefix_pos = None;
            for g in f.get(3).split_whitespace().filter(|x| *x != "-") {
                // `ne@verb,adj`: the group goes on the verb and adjective forms only.
                let g = match g.split_once('@') {
                    Some((g, list)) => {
                        let mut ps = Vec::new();
                        for pos in list.split(',') {
                            if let Err(m) = crate::vocab::check_tag(pos, "", "") {
                                f.error(m);
                            }
                            ps.push(pos.to_string());
                        }
                        prefix_pos = Some(ps);
                        g
                    }
                    None => g,
                };
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
                    prefix_pos,
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

    /// The target of a `^word` row for exactly this entry (its flag pattern and whole word): a
    /// reviewed reassignment of one entry, where [`Assignment::find`] also falls back on endings.
    pub fn whole_word(&self, pattern: &str, word: &str) -> Option<&Target> {
        let t = *self.patterns.get(pattern)?.whole.get(word)?;
        Some(&self.targets[t])
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
                if let Err(m) = crate::vocab::check_tag(&f[1], &f[3], &f[4]) {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn tables() -> Paradigms {
        tables_of(
            "ruka.Z\ta\ty\tnoun\tCase=Gen|Number=Sing ; Case=Nom|Number=Plur\t\t-\n\
             ruka.Z\tka\tce\tnoun\tCase=Dat|Number=Sing ; Case=Loc|Number=Sing\t\t-\n",
        )
    }

    /// Paradigm tables of these rows (after the header), with the prefix group ne.
    fn tables_of(rows: &str) -> Paradigms {
        let dir = tempfile::tempdir().unwrap();
        let pp = dir.path().join("paradigms.tsv");
        let pr = dir.path().join("prefixes.tsv");
        std::fs::write(&pr, "group\tadd\tfeatures\nne\tne\tPolarity=Neg\n").unwrap();
        std::fs::write(
            &pp,
            format!("paradigm\tstrip\tadd\tpos\tfeatures\tvariant\tprefixes\n{rows}"),
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
    fn the_english_ck_alternates_whole() {
        let p = tables_of(
            "bok.H\tk\tcích\tnoun\tCase=Loc|Number=Plur\t\t-\n\
             bok.H\t0\tu\tnoun\tCase=Gen|Number=Sing\t\t-\n\
             úlek.Q\tek\tcích\tnoun\tCase=Loc|Number=Plur\t\t-\n",
        );
        let forms = |word: &str, ids: &str| {
            let t = p.target(ids, Tag::new("noun", "Case=Nom", "")).unwrap();
            let mut got = Vec::new();
            p.generate(word, &t, &mut |w, _, _, _| got.push(w.to_string()));
            got
        };
        assert_eq!(
            forms("comeback", "bok.H"),
            ["comeback", "comebacích", "comebacku"]
        );
        assert_eq!(forms("bok", "bok.H"), ["bok", "bocích", "boku"]);
        // A Czech -cek noun has both sounds: klacek, klaccích.
        assert_eq!(forms("klacek", "úlek.Q"), ["klacek", "klaccích"]);
    }

    #[test]
    fn soft_d_t_n_are_spelled_before_e_and_i() {
        let p = tables_of(
            "dělat.J\tat\tej\tverb\tMood=Imp|Number=Sing|Person=2\t\t-\n\
             dělat.J\tat\tá\tverb\tMood=Ind|Number=Sing|Person=3\t\t-\n\
             lať.Z\t0\te\tnoun\tCase=Gen|Number=Sing\t\t-\n\
             lať.Z\t0\tí\tnoun\tCase=Gen|Number=Plur\t\t-\n\
             lať.Z\t0\tmi\tnoun\tCase=Ins|Number=Plur\t\t-\n",
        );
        let forms = |word: &str, ids: &str| {
            let t = p.target(ids, Tag::new("noun", "Case=Nom", "")).unwrap();
            let mut got = Vec::new();
            p.generate(word, &t, &mut |w, _, _, _| got.push(w.to_string()));
            got
        };
        // ň + e is written ně; before á the háček stays (hihňá); a hard stem is untouched.
        assert_eq!(forms("hihňat", "dělat.J"), ["hihňat", "hihněj", "hihňá"]);
        assert_eq!(forms("dělat", "dělat.J"), ["dělat", "dělej", "dělá"]);
        // ť + e is written tě, ť + í ti; before a consonant the háček stays (laťmi).
        assert_eq!(forms("lať", "lať.Z"), ["lať", "latě", "latí", "laťmi"]);
    }

    #[test]
    fn a_nouns_headword_reads_only_the_cells_no_row_makes_otherwise() {
        let p = tables_of(
            "žena.Z\ta\tu\tnoun\tCase=Acc|Number=Sing\t\t-\n\
             žena.Z\ta\ty\tnoun\tCase=Gen|Number=Sing ; Case=Nom|Number=Plur\t\t-\n\
             hrad.H\t0\tu\tnoun\tCase=Gen|Number=Sing\t\t-\n\
             hrad.H\t0\ty\tnoun\tCase=Nom|Number=Plur\t\t-\n\
             růže.Z\te\ti\tnoun\tCase=Dat|Number=Sing ; Case=Acc|Number=Sing\t\t-\n\
             růže.Z\te\tí\tnoun\tCase=Gen|Number=Plur\t\t-\n\
             pán.P\t0\ta\tnoun\tCase=Gen|Number=Sing ; Case=Acc|Number=Sing\t\t-\n\
             pán.P\t0\tové\tnoun\tCase=Nom|Number=Plur\t\t-\n\
             dudy.Q\ty\t0\tnoun\tCase=Gen|Number=Plur\t\t-\n\
             dudy.Z\ty\tám\tnoun\tCase=Dat|Number=Plur\t\t-\n",
        );
        let vague = "Case=Nom|Number=Sing ; Case=Acc|Number=Sing ; Case=Nom|Number=Plur";
        let lemma_cells = |word: &str, ids: &str, features: &str| {
            let t = p.target(ids, Tag::new("noun", features, "")).unwrap();
            let mut got = Vec::new();
            p.generate(word, &t, &mut |w, tag, pre, how| {
                if how == How::Lemma && pre.is_none() {
                    got.push((w.to_string(), tag.cells.join(" ; ")));
                }
            });
            got
        };
        let one = |w: &str, cells: &str| vec![(w.to_string(), cells.to_string())];
        for (word, ids, cells) in [
            ("žena", "žena.Z", "Case=Nom|Number=Sing"),
            (
                "hrad",
                "hrad.H",
                "Case=Nom|Number=Sing ; Case=Acc|Number=Sing",
            ),
            (
                "růže",
                "růže.Z",
                "Case=Nom|Number=Sing ; Case=Nom|Number=Plur",
            ),
            // A being and a thing (robot/PIH): the thing's declension leaves the accusative
            // to the headword, the being's makes robota; the headword keeps the thing's.
            (
                "robot",
                "hrad.H pán.P",
                "Case=Nom|Number=Sing ; Case=Acc|Number=Sing",
            ),
            ("pán", "pán.P", "Case=Nom|Number=Sing"),
            // Rows that make plural cells only: a plurale tantum's headword is a plural.
            (
                "kalhoty",
                "dudy.Q dudy.Z",
                "Case=Nom|Number=Plur ; Case=Acc|Number=Plur",
            ),
        ] {
            assert_eq!(lemma_cells(word, ids, vague), one(word, cells), "{word}");
        }
        // Any other tag is the assignment's own.
        assert_eq!(
            lemma_cells(
                "žena",
                "žena.Z",
                "Case=Nom|Number=Sing ; Case=Acc|Number=Sing"
            ),
            one("žena", "Case=Nom|Number=Sing ; Case=Acc|Number=Sing")
        );
    }

    #[test]
    fn a_prefix_group_may_go_on_one_part_of_speech_only() {
        let dir = tempfile::tempdir().unwrap();
        let (pp, pr, pa) = (
            dir.path().join("paradigms.tsv"),
            dir.path().join("prefixes.tsv"),
            dir.path().join("assign.tsv"),
        );
        std::fs::write(&pr, "group\tadd\tfeatures\nne\tne\tPolarity=Neg\n").unwrap();
        std::fs::write(
            &pp,
            "paradigm\tstrip\tadd\tpos\tfeatures\tvariant\tprefixes\n\
             hrad.H\t0\tu\tnoun\tCase=Gen|Number=Sing\t\t-\n\
             růst.I\t0\ti\tverb\tVerbForm=Inf\tbookish\t-\n",
        )
        .unwrap();
        std::fs::write(
            &pa,
            "flags\tending\tparadigms\tprefixes\tpos\tfeatures\n\
             HIN\t\thrad.H růst.I\tne@verb\tverb\tVerbForm=Inf\n\
             HN\t\thrad.H\tne@nope\tnoun\t\n",
        )
        .unwrap();
        let p = Paradigms::load(&pp, &pr).unwrap();
        let e = Assignment::load(&pa, &p).unwrap_err().to_string();
        assert!(e.contains("assign.tsv:3"), "{e}");
        std::fs::write(
            &pa,
            "flags\tending\tparadigms\tprefixes\tpos\tfeatures\n\
             HIN\t\thrad.H růst.I\tne@verb\tverb\tVerbForm=Inf\n",
        )
        .unwrap();
        let a = Assignment::load(&pa, &p).unwrap();
        let t = a.find("HIN", "růst").unwrap();
        let mut got = Vec::new();
        p.generate("růst", t, &mut |w, _, _, _| got.push(w.to_string()));
        assert_eq!(got, ["růst", "nerůst", "růstu", "růsti", "nerůsti"]);
    }

    #[test]
    fn a_whole_word_row_covers_its_entry_only() {
        // `^burel` reassigns that one entry; an ending row is no whole-word row, and the same
        // word under another flag pattern is another entry.
        let dir = tempfile::tempdir().unwrap();
        let (pp, pr, pa) = (
            dir.path().join("paradigms.tsv"),
            dir.path().join("prefixes.tsv"),
            dir.path().join("assign.tsv"),
        );
        std::fs::write(&pr, "group\tadd\tfeatures\n").unwrap();
        std::fs::write(
            &pp,
            "paradigm\tstrip\tadd\tpos\tfeatures\tvariant\tprefixes\n\
             hrad.H\t0\tu\tnoun\tCase=Gen|Number=Sing\t\t-\n",
        )
        .unwrap();
        std::fs::write(
            &pa,
            "flags\tending\tparadigms\tprefixes\tpos\tfeatures\n\
             HS\tl\thrad.H\t-\tnoun\tCase=Nom|Number=Sing\n\
             HS\t^burel\thrad.H\t-\tnoun\t\n",
        )
        .unwrap();
        let p = Paradigms::load(&pp, &pr).unwrap();
        let a = Assignment::load(&pa, &p).unwrap();
        assert_eq!(a.whole_word("HS", "burel").map(|t| t.line), Some(3));
        assert_eq!(a.find("HS", "burel").map(|t| t.line), Some(3));
        assert!(a.whole_word("HS", "tunel").is_none());
        assert_eq!(a.find("HS", "tunel").map(|t| t.line), Some(2));
        assert!(a.whole_word("H", "burel").is_none());
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
