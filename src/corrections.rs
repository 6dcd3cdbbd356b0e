//! The arbiters' corrections (`rules/corrections.tsv`, issue 16): words or whole lemmas added to
//! or removed from lexicons without editing a source, each with its reason and reference.
//!
//! ```text
//! target        action  lexicons                  reason                      reference        date
//! ovitý         remove  *                         a suffix, no word           ČAS 2026/3       2026-11-24
//! lemma:avar    remove  kriskros,scrabble-klasik  an ethnonym                 SSČ              2026-11-24
//! kvartet       add     *                         a noun (SSJČ: kvartet, -u)  SSJČ I, s. 1054  2026-11-24
//! ```
//!
//! - `target`: a word form, or `lemma:HEADWORD` for every form of every entry with that
//!   headword (removal only: a lemma to add is a headword of a source, which inflects it);
//! - `action`: `add` or `remove`; `lexicons`: `*` or lexicon names, comma-separated;
//! - `reason`, `reference` (where the decision is written down) and `date` (`YYYY-MM-DD`) are
//!   required: a correction nobody can trace is no correction.
//!
//! Corrections are applied in the select stage of the build, last (a later line wins over an
//! earlier one for the same word and lexicon); `check --explain` names the line that decided,
//! `heslar diff` lists `rules: corrections.tsv changed` among the causes, and the build report
//! counts the words each line changed. A line that changes nothing (the word is already in or
//! out) is a counted warning.

use std::path::{Path, PathBuf};

use crate::error::FileErrors;
use crate::select::{Game, Mask};

/// One line of `rules/corrections.tsv`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Correction {
    /// The word form, or the headword of `lemma:HEADWORD`.
    pub target: String,
    /// Every form of the headword `target`, not one form.
    pub lemma: bool,
    pub add: bool,
    /// The lexicons it applies to, by their names; empty: every lexicon.
    pub lexicons: Vec<String>,
    pub reason: String,
    pub reference: String,
    pub date: String,
    pub line: usize,
}

impl Correction {
    /// The games (of a build) the correction applies to.
    pub fn mask(&self, games: &[Game]) -> Mask {
        games
            .iter()
            .enumerate()
            .filter(|(_, g)| self.lexicons.is_empty() || self.lexicons.contains(&g.rules.name))
            .fold(0, |m, (i, _)| m | (1 << i))
    }

    /// `removed by rules/corrections.tsv line 3: an ethnonym (SSČ, 2026-11-24)`.
    pub fn describe(&self, file: &Path) -> String {
        format!(
            "{} by {} line {}: {} ({}, {})",
            if self.add { "added" } else { "removed" },
            file.display(),
            self.line,
            self.reason,
            self.reference,
            self.date
        )
    }
}

/// Every correction, in file order.
#[derive(Debug, Clone, Default)]
pub struct Corrections {
    pub file: PathBuf,
    pub list: Vec<Correction>,
}

const COLUMNS: &[&str] = &[
    "target",
    "action",
    "lexicons",
    "reason",
    "reference",
    "date",
];

impl Corrections {
    /// Reads `rules/corrections.tsv` (none: no corrections). `known`: the names of every
    /// lexicon of `rules/games/`, which `lexicons` must name.
    pub fn load(rules_dir: &Path, known: &[String]) -> Result<Corrections, FileErrors> {
        let file = rules_dir.join("corrections.tsv");
        let mut c = Corrections {
            file: file.clone(),
            list: Vec::new(),
        };
        if !file.exists() {
            return Ok(c);
        }
        crate::table::read(&file, COLUMNS, |f| {
            let raw = f[0].trim();
            let (target, lemma) = match raw.strip_prefix("lemma:") {
                Some(t) => (t.trim().to_string(), true),
                None => (raw.to_string(), false),
            };
            if target.is_empty() || target.contains(char::is_whitespace) {
                return f.error(format!("target {raw:?}: one word, or lemma:HEADWORD"));
            }
            let add = match &f[1] {
                "add" => true,
                "remove" => false,
                a => return f.error(format!("action {a:?}: expected add or remove")),
            };
            if add && lemma {
                return f.error(
                    "a lemma cannot be added here: add it as a headword of a source (a TSV list), which inflects it",
                );
            }
            let lexicons: Vec<String> = if f[2].trim() == "*" {
                Vec::new()
            } else {
                f[2].split(',').map(|s| s.trim().to_string()).collect()
            };
            for l in &lexicons {
                if !known.contains(l) {
                    return f.error(format!(
                        "unknown lexicon {l:?}; the lexicons are {} (or * for all)",
                        known.join(", ")
                    ));
                }
            }
            for (col, what) in [(3, "reason"), (4, "reference"), (5, "date")] {
                if f[col].trim().is_empty() {
                    return f.error(format!("the {what} is missing"));
                }
            }
            let date = f[5].trim();
            let b = date.as_bytes();
            if !(b.len() == 10
                && b[4] == b'-'
                && b[7] == b'-'
                && b.iter()
                    .enumerate()
                    .all(|(i, c)| i == 4 || i == 7 || c.is_ascii_digit()))
            {
                return f.error(format!("date {date:?}: expected YYYY-MM-DD"));
            }
            c.list.push(Correction {
                target: target.to_lowercase(),
                lemma,
                add,
                lexicons,
                reason: f[3].trim().to_string(),
                reference: f[4].trim().to_string(),
                date: date.to_string(),
                line: f.line(),
            });
        })?;
        Ok(c)
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// The correction that decides `word` in game `g`, if any: the last line naming the word,
    /// or (`lemmas`: the lemmas of the word's readings) one of its lemmas.
    pub fn deciding<'a>(
        &'a self,
        games: &[Game],
        g: usize,
        word: &str,
        lemmas: &[&str],
    ) -> Option<&'a Correction> {
        self.list.iter().rev().find(|c| {
            c.mask(games) & (1 << g) != 0
                && if c.lemma {
                    lemmas.contains(&c.target.as_str())
                } else {
                    c.target == word
                }
        })
    }
}

/// What the corrections changed in a build, per line (the build report).
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct Applied {
    pub line: usize,
    pub target: String,
    pub action: &'static str,
    /// Words added to or removed from a lexicon (a word in two lexicons counts twice).
    pub changed: u64,
}
