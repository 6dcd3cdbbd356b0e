//! The converter: Hunspell entries + the tags of their rules -> paradigm and assignment tables
//! (moved here from the library: it ran once, and the tables are data from then on).

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::fmt::Write as _;

use heslar::hunspell::{Aff, Derivation, DicEntry, Flag};
use heslar::morph::{Tag, Tagger};
use heslar::paradigm::{flag_pattern, ASSIGN_COLUMNS, PARADIGM_COLUMNS};

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
        let key = heslar::morph::entry_key(e);
        vec![self
            .base_tag(&key, d)
            .cloned()
            .unwrap_or_else(Tag::unclassified)]
    }
    fn lemma(&self, e: &DicEntry) -> Tag {
        let key = heslar::morph::entry_key(e);
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
}
