//! The cells of the forms a source's affix rules make: the tag tables of a Hunspell source.

use std::collections::HashMap;
use std::path::Path;

use regex::Regex;

use crate::error::{read_text, FileErrors, LineError};
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

/// The columns of `rules.tsv`.
const RULE_COLUMNS: &[&str] = &[
    "flag", "strip", "add", "entry", "pos", "features", "variant", "note",
];
/// The columns of `entries.tsv`.
const ENTRY_COLUMNS: &[&str] = &["entry", "pos", "features", "variant", "note"];
/// The columns of `aspect.tsv`.
impl RuleTags {
    /// Reads the table and binds it to the affix file; every rule must be tagged by some row.
    pub fn load(path: &Path, aff: &Aff, aff_path: &Path) -> Result<RuleTags, FileErrors> {
        let text = read_text(path)?;
        let mut rows = Vec::new();
        let table = crate::table::parse(path, &text, RULE_COLUMNS, |f| {
            let mut flag_chars = f[0].chars();
            let (Some(flag), None) = (flag_chars.next(), flag_chars.next()) else {
                let m = format!("flag {:?} is not one character", &f[0]);
                return f.error(m);
            };
            if aff.class(flag).is_none() {
                return f.error(format!(
                    "flag {flag:?} is no class of {}",
                    aff_path.display()
                ));
            }
            let (strip, add, entry) = match (full(&f[1]), full(&f[2]), full(&f[3])) {
                (Ok(a), Ok(b), Ok(c)) => (a, b, c),
                (Err(e), _, _) | (_, Err(e), _) | (_, _, Err(e)) => {
                    return f.error(format!("bad regular expression: {e}"));
                }
            };
            if let Err(m) = crate::vocab::check_tag(&f[4], &f[5], &f[6]) {
                return f.error(m);
            }
            rows.push(Row {
                flag,
                strip,
                add,
                entry: (&f[3] != ".*").then_some(entry),
                tag: Tag::new(&f[4], &f[5], &f[6]),
            });
        });
        let mut errors = table.err().unwrap_or_default();
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

impl EntryTags {
    pub fn load(path: &Path) -> Result<EntryTags, FileErrors> {
        let mut rows = Vec::new();
        crate::table::read(path, ENTRY_COLUMNS, |f| match full(&f[0]) {
            Ok(re) => {
                if let Err(m) = crate::vocab::check_tag(&f[1], &f[2], &f[3]) {
                    f.error(m);
                }
                rows.push((re, Tag::new(&f[1], &f[2], &f[3])));
            }
            Err(e) => f.error(format!("bad regular expression: {e}")),
        })?;
        Ok(EntryTags { rows })
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

/// Adds `extra` (`Degree=Sup|Polarity=Neg`) to every cell; a feature of `extra` replaces the
/// cell's own value of that feature (`nej-` on `Degree=Cmp` gives `Degree=Sup`). Features stay
/// in alphabetical order.
pub fn add_features(cells: &mut [String], extra: &str) {
    if extra.is_empty() {
        return;
    }
    let names: Vec<&str> = extra
        .split('|')
        .filter_map(|kv| kv.split_once('=').map(|(k, _)| k))
        .collect();
    for c in cells {
        let mut features: Vec<&str> = c
            .split('|')
            .filter(|kv| {
                !kv.is_empty()
                    && !names
                        .iter()
                        .any(|n| kv.split_once('=').is_some_and(|(k, _)| k == *n))
            })
            .chain(extra.split('|').filter(|kv| !kv.is_empty()))
            .collect();
        features.sort_unstable();
        *c = features.join("|");
    }
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
}
