//! `heslar build`: sources → admitted lemmas → forms → one FST per lexicon + manifest + report.
//!
//! [`run`] drives the stages over a [`Plan`] (every input read and validated first, `plan.rs`):
//!
//! 1. admission decides every headword ([`crate::admit`]);
//! 2. inflection makes every form of every admitted headword ([`crate::inflect`], the one
//!    generator `check --explain` uses too), on every core;
//! 3. selection decides which lexicons take each form ([`crate::select`]: cells, sources,
//!    entries a game forbids, taxative lengths, spelling with the game's tiles or cards);
//! 4. output writes `output/<lexicon>.fst`, the lemma index, `report.json`, `rejected.tsv`,
//!    `dropped.tsv` and `manifest.json`, applied whole or not at all (`write.rs`,
//!    [`crate::output`]).

mod plan;
mod write;

use std::collections::BTreeMap;

use serde::Serialize;

use crate::admit::{admit, Decision, SourceCounts};
use crate::inflect::{Event, How, Inflector};
use crate::lexicon::{self, sha256_hex, LexiconInfo, Manifest};
use crate::morph::DerivedKind;
use crate::select::{Mask, Select};
use crate::sources::Entry;

pub use plan::{BuildOptions, Plan};
pub use write::DROPPED_TSV;

/// The result of a build, for the caller to print.
#[derive(Debug, Clone, Serialize)]
pub struct BuildReport {
    pub sources: Vec<SourceCounts>,
    pub lexicons: Vec<LexiconInfo>,
    pub warnings: Vec<String>,
    /// Forms dropped per reason (non-letter forms, too short, ...), per lexicon.
    pub dropped_forms: BTreeMap<String, BTreeMap<String, u64>>,
    /// Per source: admitted entries no table classifies (they never reach a lexicon that
    /// requires classified forms, such as KLASIK), and derived forms.
    pub morphology: BTreeMap<String, MorphologyCounts>,
    /// What each line of `rules/corrections.tsv` changed (src/corrections.rs).
    pub corrections: Vec<crate::corrections::Applied>,
}

/// The lemma id of a word a correction adds: "source" 0xff, the line of the correction.
pub const CORRECTION_SOURCE: usize = 0xff;

/// Removes every form of the headwords a `lemma:` correction names from the lexicons it names
/// (before the sources' forms are merged: a word another headword makes stays).
fn remove_lemmas(
    plan: &Plan,
    per_source: &mut [Vec<(String, Mask, u32)>],
    applied: &mut Vec<crate::corrections::Applied>,
) {
    for c in plan.corrections.list.iter().filter(|c| c.lemma) {
        let mask = c.mask(&plan.games);
        let ids: std::collections::HashSet<u32> = plan
            .sources
            .iter()
            .enumerate()
            .flat_map(|(si, s)| {
                s.headwords
                    .iter()
                    .enumerate()
                    .filter(|(_, h)| h.word.to_lowercase() == c.target)
                    .map(move |(hi, _)| lemma_id(si, hi))
            })
            .collect();
        let mut changed = 0;
        for forms in per_source.iter_mut() {
            for (_, m, id) in forms.iter_mut() {
                if ids.contains(id) && *m & mask != 0 {
                    changed += u64::from((*m & mask).count_ones());
                    *m &= !mask;
                }
            }
        }
        applied.push(crate::corrections::Applied {
            line: c.line,
            target: format!("lemma:{}", c.target),
            action: "remove",
            changed,
        });
    }
}

/// Applies the word corrections to the merged forms, in file order (a later line wins).
fn correct_words(
    plan: &Plan,
    select: &Select,
    merged: &mut Vec<(String, Mask, u32)>,
    applied: &mut Vec<crate::corrections::Applied>,
) {
    for c in plan.corrections.list.iter().filter(|c| !c.lemma) {
        let mut mask = c.mask(&plan.games);
        if c.add {
            // A game whose tiles or length refuse the word does not take it.
            for g in 0..plan.games.len() {
                if select.word_reason(g, &c.target).is_some() {
                    mask &= !(1 << g);
                }
            }
        }
        let at = merged.binary_search_by(|(w, _, _)| w.as_str().cmp(c.target.as_str()));
        let changed = match (at, c.add) {
            (Ok(i), true) => {
                let new = mask & !merged[i].1;
                merged[i].1 |= mask;
                new.count_ones()
            }
            (Err(i), true) => {
                if mask != 0 {
                    let id = ((CORRECTION_SOURCE as u32) << 24) | (c.line as u32 & 0x00ff_ffff);
                    merged.insert(i, (c.target.clone(), mask, id));
                }
                mask.count_ones()
            }
            (Ok(i), false) => {
                let gone = merged[i].1 & mask;
                merged[i].1 &= !mask;
                gone.count_ones()
            }
            (Err(_), false) => 0,
        };
        applied.push(crate::corrections::Applied {
            line: c.line,
            target: c.target.clone(),
            action: if c.add { "add" } else { "remove" },
            changed: u64::from(changed),
        });
    }
}

/// Counts of the morphology stage for one source.
#[derive(Debug, Clone, Default, Serialize)]
pub struct MorphologyCounts {
    /// Flagged entries inflected by heslar's paradigm tables.
    pub by_paradigms: u64,
    /// Flagged entries inflected by the source's affix rules (no assignment row covers them).
    pub by_affix_rules: u64,
    pub unclassified_entries: u64,
    pub unclassified_examples: Vec<String>,
    /// Transgressives derived by src/morph/derive.rs (present of imperfective, past of perfective verbs).
    pub transgressives: u64,
    /// Verbal noun forms derived from passive participles (dělán → dělání, děláním, ...).
    pub verbal_nouns: u64,
    /// Comparative entries (mladší/YE, lépe/E) of the source.
    pub comparatives: u64,
    /// Comparative entries linked to the positive they grade (mladší: mladý).
    pub comparatives_linked: u64,
    /// Comparative entries no positive was found for (the source does not list it).
    pub comparatives_unlinked_examples: Vec<String>,
    /// Comparative entries heslar derives: the regular comparatives of gradable positives that
    /// no comparative entry of the source grades but text uses (src/inflect.rs,
    /// `derived_comparatives`: křupavější), and the first of them.
    pub derived_comparatives: u64,
    pub derived_comparative_examples: Vec<String>,
    /// Forms of the source's derivational flags that are no words (src/lexis.rs), per class.
    pub dropped_derivations: BTreeMap<String, DroppedClass>,
    /// A headword list: how its admitted headwords were inflected (src/guess.rs).
    #[serde(skip_serializing_if = "HeadwordCounts::is_empty")]
    pub headwords: HeadwordCounts,
}

/// How the admitted headwords of a list were inflected.
#[derive(Debug, Clone, Default, Serialize)]
pub struct HeadwordCounts {
    /// By the model word of their `paradigm` column.
    pub by_model: u64,
    /// By `like:LEMMA`.
    pub by_like: u64,
    /// As the reference source inflects the same lemma (an unhinted headword whose part of
    /// speech is the list's reading).
    pub by_reference_entry: u64,
    /// By a guessed class.
    pub by_guess: u64,
    /// By the full table of an irregular word (člověk, jít).
    pub by_irregular_table: u64,
    /// Left uninflected, per reason (`indeclinable`, `part of speech not inflected`, `no class fits`).
    pub uninflected: BTreeMap<String, u64>,
    /// Hints set aside because they contradict the word (a model word whose endings do not fit).
    pub hint_warnings: u64,
    pub hint_warning_examples: Vec<String>,
}

impl HeadwordCounts {
    pub fn is_empty(&self) -> bool {
        self.by_model
            + self.by_like
            + self.by_reference_entry
            + self.by_guess
            + self.by_irregular_table
            + self.hint_warnings
            == 0
            && self.uninflected.is_empty()
    }

    fn count(&mut self, m: &crate::inflect::HeadwordMade) {
        use crate::inflect::HeadwordMade as H;
        match m {
            H::Model => self.by_model += 1,
            H::Like => self.by_like += 1,
            H::Reference => self.by_reference_entry += 1,
            H::Guessed => self.by_guess += 1,
            H::Irregular => self.by_irregular_table += 1,
            H::Uninflected(why) => *self.uninflected.entry(why.to_string()).or_default() += 1,
            H::Warned(inner, w) => {
                self.hint_warnings += 1;
                if self.hint_warning_examples.len() < 20 {
                    self.hint_warning_examples.push(w.clone());
                }
                self.count(inner);
            }
        }
    }

    fn add(&mut self, c: HeadwordCounts) {
        self.by_model += c.by_model;
        self.by_like += c.by_like;
        self.by_reference_entry += c.by_reference_entry;
        self.by_guess += c.by_guess;
        self.by_irregular_table += c.by_irregular_table;
        for (k, v) in c.uninflected {
            *self.uninflected.entry(k).or_default() += v;
        }
        self.hint_warnings += c.hint_warnings;
        for e in c.hint_warning_examples {
            if self.hint_warning_examples.len() < 20 {
                self.hint_warning_examples.push(e);
            }
        }
    }
}

/// The forms [`crate::lexis`] dropped of one class.
#[derive(Debug, Clone, Default, Serialize)]
pub struct DroppedClass {
    /// Entries with a dropped form of the class.
    pub entries: u64,
    /// Forms dropped (a form made twice counts twice).
    pub forms: u64,
    /// The first dropped form of the first 20 entries.
    pub examples: Vec<String>,
}

/// What can stop a build once its plan is loaded (the plan's own errors are
/// [`crate::error::FileErrors`]).
#[derive(Debug, thiserror::Error)]
pub enum BuildError {
    #[error(transparent)]
    Select(#[from] crate::select::TooManyLexicons),
    #[error(transparent)]
    Output(#[from] crate::output::OutputError),
    /// A source file that the plan read cannot be read again to hash it.
    #[error("{path}: {error}")]
    Read {
        path: std::path::PathBuf,
        error: std::io::Error,
    },
    /// The FST of a lexicon or of the lemma index cannot be built (words out of order).
    #[error("{file}: {error}")]
    Fst { file: String, error: fst::Error },
    #[error("report.json: {0}")]
    Report(#[from] serde_json::Error),
}

/// The id of a headword in the lemma index: source index × 2^24 + headword index.
fn lemma_id(source: usize, headword: usize) -> u32 {
    ((source as u32) << 24) | (headword as u32 & 0x00ff_ffff)
}

/// The [`Select`] of a plan's games.
pub fn select(plan: &Plan) -> Result<Select<'_>, crate::select::TooManyLexicons> {
    Select::new(
        &plan.games,
        &plan.sources,
        &plan.place_adjectives,
        &plan.alphabets,
        &plan.decks,
        &plan.corrections,
    )
}

/// The [`Inflector`] of source `i` of a plan.
pub fn inflector(plan: &Plan, i: usize) -> Inflector<'_> {
    Inflector::new(
        &plan.sources[i],
        plan.morphology.get(i).and_then(Option::as_ref),
        plan.paradigms.as_ref(),
        &plan.irregular,
    )
    .with_headwords(plan.guesser.as_ref().and_then(|(g, r)| {
        plan.morphology
            .get(*r)
            .and_then(Option::as_ref)
            .map(|m| (g, m))
    }))
}

/// Runs the whole build.
pub fn run(plan: &Plan) -> Result<BuildReport, BuildError> {
    // The lock on the output directory and a fresh staging directory (src/output.rs): the
    // build is applied whole by `tx.commit` at the end, or not at all.
    let mut tx = crate::output::Transaction::begin(&plan.options.output_dir)?;
    let select = select(plan)?;

    let admission = admit(&plan.sources, &plan.categories, &plan.labels);
    let counts = admission.counts(&plan.sources);

    let mut per_source = Vec::new();
    let mut all_dropped: Vec<write::DroppedForm> = Vec::new();
    let mut morphology = BTreeMap::new();
    for (i, s) in plan.sources.iter().enumerate() {
        let inflector = inflector(plan, i);
        let (words, dropped_forms, mut counts) = inflect_source(
            &inflector,
            &admission.decisions[i],
            &select,
            plan.options.progress,
        );
        if let Some(m) = inflector.morphology {
            let (n, linked) = m.degrees.counts();
            counts.comparatives = n as u64;
            counts.comparatives_linked = linked as u64;
            counts.comparatives_unlinked_examples =
                m.degrees.unlinked().iter().take(20).cloned().collect();
            let derived: Vec<&str> = s
                .headwords
                .iter()
                .filter(|h| h.derived().is_some())
                .map(|h| h.word.as_str())
                .collect();
            counts.derived_comparatives = derived.len() as u64;
            counts.derived_comparative_examples =
                derived.iter().take(20).map(|w| w.to_string()).collect();
        }
        morphology.insert(s.spec.id.clone(), counts);
        per_source.push(words);
        all_dropped.extend(dropped_forms);
    }

    let mut refused: Vec<BTreeMap<String, u64>> = vec![BTreeMap::new(); plan.games.len()];
    let mut applied = Vec::new();
    let mut correction_warnings = Vec::new();
    remove_lemmas(plan, &mut per_source, &mut applied);
    let mut merged = select.merge(per_source, &mut refused);
    correct_words(plan, &select, &mut merged, &mut applied);
    applied.sort_by_key(|a| a.line);
    for a in &applied {
        if a.changed == 0 {
            correction_warnings.push(format!(
                "{} line {}: {} {} changes nothing (already {} every lexicon it names, or refused by their tiles)",
                plan.corrections.file.display(),
                a.line,
                a.action,
                a.target,
                if a.action == "add" { "in" } else { "out of" }
            ));
        }
    }
    let built = write::lexicons(&select, &merged, refused);
    let mut lexicons = Vec::new();
    let mut dropped_forms = BTreeMap::new();
    for (game, result) in plan.games.iter().zip(built) {
        let file = format!("{}.fst", game.rules.name);
        let (bytes, by_len, count, dropped) = result.map_err(|error| BuildError::Fst {
            file: file.clone(),
            error,
        })?;
        tx.write(&file, &bytes)?;
        let shared_rules = write::rules_hash(&plan.rules_files, Some(&game.path));
        lexicons.push(LexiconInfo {
            name: game.rules.name.clone(),
            title: game.rules.title.clone(),
            file,
            words: count,
            bytes: bytes.len() as u64,
            sha256: sha256_hex(&bytes),
            rules_sha256: sha256_hex(format!("{}{}", game.sha256, shared_rules).as_bytes()),
            words_by_length: by_len,
            notes: game.rules.notes.clone(),
            alphabet: game.rules.alphabet.clone(),
            deck: game.rules.deck.clone(),
            min_length: game.rules.min_length,
        });
        // The tiles or cards travel with the lexicon: queries read output/ only.
        for name in game.rules.alphabet.iter().chain(game.rules.deck.iter()) {
            let src = plan
                .options
                .rules_dir
                .join("alphabets")
                .join(format!("{name}.tsv"));
            let rel = format!("alphabets/{name}.tsv");
            if !tx.has_written(&rel) {
                tx.write(&rel, &crate::output::read_as_planned(&src)?)?;
            }
        }
        dropped_forms.insert(game.rules.name.clone(), dropped);
    }

    write::write_lemma_index(plan, &merged, &mut tx)?;

    let warnings: Vec<String> = plan
        .sources
        .iter()
        .flat_map(|s| s.warnings.iter())
        .chain(admission.warnings.iter())
        .map(|w| w.to_string())
        .chain(correction_warnings)
        .collect();
    let report = BuildReport {
        sources: counts,
        lexicons: lexicons.clone(),
        warnings,
        dropped_forms,
        morphology,
        corrections: applied,
    };
    write::write_rejected(plan, &admission, &mut tx)?;
    write::write_dropped(plan, all_dropped, &mut tx)?;
    tx.write("report.json", &serde_json::to_vec_pretty(&report)?)?;
    // A partial build (`--lexicon`) carries the other lexicons of the current build over.
    if !plan.options.only.is_empty() {
        crate::output::carry_over(&mut tx, &mut lexicons)?;
    }
    let lexicon_files: Vec<&str> = lexicons.iter().map(|l| l.file.as_str()).collect();
    let files = tx.files_except(&lexicon_files);

    let manifest = Manifest {
        tool: format!("heslar {}", env!("CARGO_PKG_VERSION")),
        format_version: lexicon::FORMAT_VERSION,
        sources: write::source_files(plan)?,
        rules: plan.rules_files.clone(),
        rules_sha256: write::rules_hash(&plan.rules_files, None),
        lexicons,
        report: serde_json::json!({
            "sources": report.sources,
            "warnings": report.warnings.len(),
        }),
        files,
        inputs: Some(lexicon::BuildInputs::of(&plan.options)),
    };
    tx.commit(&manifest)?;
    Ok(report)
}

/// What one thread of [`inflect_source`] returns: forms with their cells masks and headword
/// ids, the dropped forms, the counts.
type Inflected = (
    Vec<(String, Mask, u32)>,
    Vec<write::DroppedForm>,
    MorphologyCounts,
);

/// What the build needs of a lasting tag, computed once (keyed by its address in the tables,
/// which live as long as the build): the games' cells mask.
type TagCache = crate::fxhash::FxHashMap<usize, Mask>;

/// All forms of the admitted headwords of one source (unsorted, with duplicates), each with
/// the mask of the games whose cells take it and that do not forbid its entry, on every core.
fn inflect_source(
    inflector: &Inflector,
    decisions: &[Decision],
    select: &Select,
    progress: bool,
) -> Inflected {
    let s = inflector.source;
    let admitted: Vec<usize> = decisions
        .iter()
        .enumerate()
        .filter(|(_, d)| matches!(d, Decision::Admitted { .. }))
        .map(|(i, _)| i)
        .collect();
    let bar = progress_bar(
        progress,
        admitted.len() as u64,
        &format!("inflecting {}", s.spec.id),
    );
    let threads = std::thread::available_parallelism()
        .map_or(1, |n| n.get())
        .clamp(1, 8);
    let chunk = admitted.len().div_ceil(threads).max(1);
    let mut words = Vec::new();
    let mut dropped = Vec::new();
    let mut counts = MorphologyCounts::default();
    let parts: Vec<Inflected> = std::thread::scope(|scope| {
        let handles: Vec<_> = admitted
            .chunks(chunk)
            .map(|part| {
                let bar = bar.clone();
                scope.spawn(move || {
                    let mut out = Vec::with_capacity(part.len() * 16);
                    let mut lost = Vec::new();
                    let mut counts = MorphologyCounts::default();
                    let mut cache = TagCache::default();
                    let mut first: [Option<String>; crate::lexis::Class::ALL.len()] =
                        Default::default();
                    let mut per_class = [0u64; crate::lexis::Class::ALL.len()];
                    for (i, &hi) in part.iter().enumerate() {
                        let h = &s.headwords[hi];
                        let id = lemma_id(h.origin.source, hi);
                        // The games that forbid the entry (a comparative of a forbidden entry is
                        // forbidden too: pražštější).
                        let forbidden = select.forbidding(&h.word, inflector.positives(h));
                        per_class.fill(0);
                        let made = inflector.forms(h, &decisions[hi], &mut |e| match e {
                            Event::Form(f) => {
                                let cells = if f.lasting {
                                    *cache
                                        .entry(f.tag as *const _ as usize)
                                        .or_insert_with(|| select.cells(f.tag))
                                } else {
                                    select.cells(f.tag)
                                };
                                if let How::Derived { kind, .. } = f.how {
                                    match kind {
                                        DerivedKind::Transgressive => counts.transgressives += 1,
                                        DerivedKind::VerbalNoun => counts.verbal_nouns += 1,
                                    }
                                }
                                out.push((f.word.to_string(), cells & !forbidden, id));
                            }
                            Event::Dropped { word, class, .. } => {
                                let c = class.index();
                                if per_class[c] == 0 {
                                    first[c] = Some(word.to_string());
                                }
                                per_class[c] += 1;
                                lost.push((word.to_string(), class, id));
                            }
                        });
                        for (c, class) in crate::lexis::Class::ALL.iter().enumerate() {
                            if per_class[c] > 0 {
                                let d = counts
                                    .dropped_derivations
                                    .entry(class.id().to_string())
                                    .or_default();
                                d.entries += 1;
                                d.forms += per_class[c];
                                if d.examples.len() < 20 {
                                    d.examples.extend(first[c].take());
                                }
                            }
                        }
                        if let Some(m) = &made.headword {
                            counts.headwords.count(m);
                        }
                        if let Entry::Hunspell {
                            entry, readings, ..
                        } = &h.entry
                        {
                            if made.by_paradigms {
                                counts.by_paradigms += 1;
                            } else if !entry.flags.is_empty() {
                                counts.by_affix_rules += 1;
                            } else if readings.is_empty() {
                                counts.unclassified_entries += 1;
                                if counts.unclassified_examples.len() < 20 {
                                    counts.unclassified_examples.push(entry.word.clone());
                                }
                            }
                        }
                        if i % 4096 == 4095 {
                            bar.inc(4096);
                        }
                    }
                    (out, lost, counts)
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("inflection thread panicked"))
            .collect()
    });
    bar.finish_and_clear();
    for (out, lost, c) in parts {
        words.extend(out);
        dropped.extend(lost);
        counts.add(c);
    }
    (words, dropped, counts)
}

impl MorphologyCounts {
    /// Adds the counts of another part of the same source.
    fn add(&mut self, c: MorphologyCounts) {
        self.by_paradigms += c.by_paradigms;
        self.by_affix_rules += c.by_affix_rules;
        self.unclassified_entries += c.unclassified_entries;
        for e in c.unclassified_examples {
            if self.unclassified_examples.len() < 20 {
                self.unclassified_examples.push(e);
            }
        }
        self.transgressives += c.transgressives;
        self.verbal_nouns += c.verbal_nouns;
        self.headwords.add(c.headwords);
        for (class, d) in c.dropped_derivations {
            let sum = self.dropped_derivations.entry(class).or_default();
            sum.entries += d.entries;
            sum.forms += d.forms;
            for e in d.examples {
                if sum.examples.len() < 20 {
                    sum.examples.push(e);
                }
            }
        }
    }
}

fn progress_bar(enabled: bool, len: u64, msg: &str) -> indicatif::ProgressBar {
    if !enabled {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(len);
    bar.set_style(
        indicatif::ProgressStyle::with_template("{msg:24} {bar:40} {pos}/{len} ({elapsed})")
            .expect("valid template"),
    );
    bar.set_message(msg.to_string());
    bar
}
