//! `heslar diff OLD NEW`: what changed between two builds, per lexicon, and why; or between a
//! plain word list (last year's published list, [`diff_list`]) and a lexicon of a build.
//!
//! Added and removed words come from fst set-difference streams (`new − old`, `old − new`),
//! never from loading both lists. The cause is read from the two manifests: which source files
//! and which rules files have other hashes, and whether the tool version changed.

use std::collections::BTreeMap;
use std::path::Path;

use fst::{IntoStreamer, Streamer};

use crate::lexicon::{with_snapshot, LexiconError, Manifest, Snapshot, LEMMAS_FST, LEMMAS_TSV};

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
    /// The changes grouped by the headword that makes each word (from the builds' lemma
    /// indexes: the old build's for removed words, the new build's for added ones), as
    /// `headword (source:line)` → (added, removed).
    pub by_lemma: BTreeMap<String, (Vec<String>, Vec<String>)>,
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

/// A build's lemma index: word → headword, where the build wrote one.
struct LemmaIndex {
    map: Option<fst::Map<memmap2::Mmap>>,
    names: BTreeMap<u64, String>,
}

impl LemmaIndex {
    /// The lemma index of a build, verified against its manifest like a lexicon. A build
    /// without one (an older layout) gives "(no lemma index)"; a damaged one is an error.
    fn load(snap: &Snapshot) -> Result<LemmaIndex, LexiconError> {
        if snap.manifest.file(LEMMAS_FST).is_none() {
            return Ok(LemmaIndex {
                map: None,
                names: BTreeMap::new(),
            });
        }
        let map = Some(snap.lemma_map()?);
        let path = snap.dir.join(LEMMAS_TSV);
        let corrupt = |reason: String| LexiconError::Corrupt {
            path: path.clone(),
            reason,
        };
        // Verified against the manifest: a bad row is a damaged build, not a user's typo.
        let text = crate::error::decode_text(&path, snap.read_file(LEMMAS_TSV)?)
            .map_err(|e| corrupt(e.to_string()))?;
        let mut names = BTreeMap::new();
        crate::table::parse(
            &path,
            &text,
            &["id", "headword", "source", "line"],
            |f| match f[0].parse::<u64>() {
                Ok(id) => {
                    names.insert(id, format!("{} ({}:{})", &f[1], &f[2], &f[3]));
                }
                Err(_) => f.error(format!("id {:?} is not a number", &f[0])),
            },
        )
        .map_err(|e| corrupt(e.to_string()))?;
        Ok(LemmaIndex { map, names })
    }

    fn lemma(&self, word: &str) -> String {
        self.map
            .as_ref()
            .and_then(|m| m.get(word))
            .and_then(|id| self.names.get(&id).cloned())
            .unwrap_or_else(|| "(no lemma index)".to_string())
    }
}

impl LexiconDiff {
    /// The diff of one lexicon from its added and removed words: counted per length and grouped
    /// by the headword each belongs to (a removed word by `old_lemmas`, when the old side is a
    /// build with a lemma index; a plain word list has none).
    fn tally(
        name: String,
        (old_words, new_words): (u64, u64),
        (added, removed): (Vec<String>, Vec<String>),
        new_lemmas: &LemmaIndex,
        old_lemmas: Option<&LemmaIndex>,
    ) -> LexiconDiff {
        let mut by_length: BTreeMap<usize, (u64, u64)> = BTreeMap::new();
        for w in &added {
            by_length.entry(w.chars().count()).or_default().0 += 1;
        }
        for w in &removed {
            by_length.entry(w.chars().count()).or_default().1 += 1;
        }
        let mut by_lemma: BTreeMap<String, (Vec<String>, Vec<String>)> = BTreeMap::new();
        for w in &added {
            by_lemma
                .entry(new_lemmas.lemma(w))
                .or_default()
                .0
                .push(w.clone());
        }
        if let Some(old_lemmas) = old_lemmas {
            for w in &removed {
                by_lemma
                    .entry(old_lemmas.lemma(w))
                    .or_default()
                    .1
                    .push(w.clone());
            }
        }
        LexiconDiff {
            name,
            old_words,
            new_words,
            added,
            removed,
            by_length,
            by_lemma,
        }
    }
}

/// Compares two output directories (each read as one verified build, see
/// [`crate::lexicon::with_snapshot`]).
pub fn diff(old_dir: &Path, new_dir: &Path) -> Result<Diff, LexiconError> {
    with_snapshot(old_dir, |a| with_snapshot(new_dir, |b| diff_builds(a, b)))
}

fn diff_builds(old_snap: &Snapshot, new_snap: &Snapshot) -> Result<Diff, LexiconError> {
    let (old, new) = (&old_snap.manifest, &new_snap.manifest);
    let (old_lemmas, new_lemmas) = (LemmaIndex::load(old_snap)?, LemmaIndex::load(new_snap)?);
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
        let a = old_snap.lexicon(&l.name)?;
        let b = new_snap.lexicon(&l.name)?;
        let added = difference(&b.set, &a.set);
        let removed = difference(&a.set, &b.set);
        d.lexicons.push(LexiconDiff::tally(
            l.name.clone(),
            (a.info.words, b.info.words),
            (added, removed),
            &new_lemmas,
            Some(&old_lemmas),
        ));
    }
    d.causes = causes(old, new);
    Ok(d)
}

/// What can stop the comparison of a word list with a build.
#[derive(Debug, thiserror::Error)]
pub enum ListError {
    #[error(transparent)]
    List(#[from] crate::error::FileErrors),
    #[error(transparent)]
    Lexicon(#[from] LexiconError),
    #[error("compare a word list with one lexicon: name it with --lexicon ({0})")]
    Lexicons(String),
}

/// Reads a published word list: one word per line, UTF-8, `#` comment lines and blank lines
/// skipped, a word repeated counted once. A line with white space inside or a control
/// character is an error naming the file and line.
pub fn read_word_list(path: &Path) -> Result<Vec<String>, crate::error::FileErrors> {
    let text = crate::error::read_text(path)?;
    let mut errors = crate::error::FileErrors::new();
    let mut words = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let w = line.trim();
        if w.is_empty() || w.starts_with('#') {
            continue;
        }
        if w.contains(char::is_whitespace) || w.chars().any(char::is_control) {
            errors.push(crate::error::LineError::new(
                path,
                i + 1,
                format!("{w:?} is not one word"),
            ));
            continue;
        }
        use unicode_normalization::UnicodeNormalization;
        words.push(w.nfc().collect::<String>().to_lowercase());
    }
    words.sort();
    words.dedup();
    errors.into_result(words)
}

/// The changes from a word list (`old`, as [`read_word_list`] reads it) to lexicon `lexicon`
/// of the build in `new_dir`. Causes: none can be read from a list; the lemma index of the
/// build names the headword of every added word.
pub fn diff_list(list: &Path, new_dir: &Path, lexicon: &str) -> Result<Diff, ListError> {
    let old = read_word_list(list)?;
    Ok(with_snapshot(new_dir, |b| {
        let lex = b.lexicon(lexicon)?;
        let lemmas = LemmaIndex::load(b)?;
        let mut added = Vec::new();
        let mut removed = Vec::new();
        let mut i = 0;
        let mut st = lex.set.stream();
        while let Some(k) = st.next() {
            let w = String::from_utf8_lossy(k).into_owned();
            while i < old.len() && old[i].as_bytes() < k {
                removed.push(old[i].clone());
                i += 1;
            }
            if i < old.len() && old[i].as_bytes() == k {
                i += 1;
            } else {
                added.push(w);
            }
        }
        removed.extend(old[i..].iter().cloned());
        Ok(Diff {
            lexicons: vec![LexiconDiff::tally(
                lex.info.name.clone(),
                (old.len() as u64, lex.info.words),
                (added, removed),
                &lemmas,
                None,
            )],
            only_old: vec![],
            only_new: vec![],
            causes: vec![format!("compared with the word list {}", list.display())],
        })
    })?)
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
