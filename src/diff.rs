//! `heslar diff OLD NEW`: what changed between two builds, per lexicon, and why.
//!
//! Added and removed words come from fst set-difference streams (`new − old`, `old − new`),
//! never from loading both lists. The cause is read from the two manifests: which source files
//! and which rules files have other hashes, and whether the tool version changed.

use std::collections::BTreeMap;
use std::path::Path;

use fst::{IntoStreamer, Streamer};

use crate::lexicon::{Lexicon, LexiconError, Manifest};

/// The changes of one lexicon.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct LexiconDiff {
    pub name: String,
    pub old_words: u64,
    pub new_words: u64,
    pub added: Vec<String>,
    pub removed: Vec<String>,
    /// (added, removed) per length in letters.
    pub by_length: BTreeMap<usize, (u64, u64)>,
}

/// A whole diff.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct Diff {
    pub lexicons: Vec<LexiconDiff>,
    /// Lexicons only in the old or only in the new build.
    pub only_old: Vec<String>,
    pub only_new: Vec<String>,
    /// Causes found in the manifests (`source hunspell-cs: hunspell-cs/cs_CZ.dic changed`).
    pub causes: Vec<String>,
}

/// The words of `a` that are not in `b`, streamed.
fn difference(a: &fst::Set<memmap2::Mmap>, b: &fst::Set<memmap2::Mmap>) -> Vec<String> {
    let mut out = Vec::new();
    let mut st = a.op().add(b).difference().into_stream();
    while let Some(k) = st.next() {
        out.push(String::from_utf8_lossy(k).into_owned());
    }
    out
}

/// Compares two output directories.
pub fn diff(old_dir: &Path, new_dir: &Path) -> Result<Diff, LexiconError> {
    let old = Manifest::load(old_dir)?;
    let new = Manifest::load(new_dir)?;
    let mut d = Diff::default();
    for l in &old.lexicons {
        if new.lexicon(&l.name).is_none() {
            d.only_old.push(l.name.clone());
        }
    }
    for l in &new.lexicons {
        let Some(_) = old.lexicon(&l.name) else {
            d.only_new.push(l.name.clone());
            continue;
        };
        let a = Lexicon::open(old_dir, &old, &l.name, true)?;
        let b = Lexicon::open(new_dir, &new, &l.name, true)?;
        let added = difference(&b.set, &a.set);
        let removed = difference(&a.set, &b.set);
        let mut by_length: BTreeMap<usize, (u64, u64)> = BTreeMap::new();
        for w in &added {
            by_length.entry(w.chars().count()).or_default().0 += 1;
        }
        for w in &removed {
            by_length.entry(w.chars().count()).or_default().1 += 1;
        }
        d.lexicons.push(LexiconDiff {
            name: l.name.clone(),
            old_words: a.info.words,
            new_words: b.info.words,
            added,
            removed,
            by_length,
        });
    }
    d.causes = causes(&old, &new);
    Ok(d)
}

fn causes(old: &Manifest, new: &Manifest) -> Vec<String> {
    let mut out = Vec::new();
    if old.tool != new.tool {
        out.push(format!("tool: {} -> {}", old.tool, new.tool));
    }
    for (id, files) in &new.sources {
        match old.sources.get(id) {
            None => out.push(format!("source {id}: added")),
            Some(of) => {
                for f in files {
                    match of.iter().find(|o| o.path == f.path) {
                        Some(o) if o.sha256 == f.sha256 => {}
                        Some(_) => out.push(format!("source {id}: {} changed", f.path)),
                        None => out.push(format!("source {id}: {} added", f.path)),
                    }
                }
            }
        }
    }
    for id in old.sources.keys() {
        if !new.sources.contains_key(id) {
            out.push(format!("source {id}: removed"));
        }
    }
    let old_rules: BTreeMap<&str, &str> = old
        .rules
        .iter()
        .map(|f| (f.path.as_str(), f.sha256.as_str()))
        .collect();
    let new_rules: BTreeMap<&str, &str> = new
        .rules
        .iter()
        .map(|f| (f.path.as_str(), f.sha256.as_str()))
        .collect();
    for (p, h) in &new_rules {
        match old_rules.get(p) {
            None => out.push(format!("rules: {p} added")),
            Some(o) if o != h => out.push(format!("rules: {p} changed")),
            _ => {}
        }
    }
    for p in old_rules.keys() {
        if !new_rules.contains_key(p) {
            out.push(format!("rules: {p} removed"));
        }
    }
    out
}
