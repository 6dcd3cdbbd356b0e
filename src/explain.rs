//! `heslar check --explain`: why a word is or is not admissible, per lexicon.
//!
//! An explanation re-derives the word from the build's own inputs (the sources and rules whose
//! hashes the manifest records; a changed input is reported) with the build's own stages: the
//! generator of src/inflect.rs makes the forms of every headword that could make the word, and
//! src/select.rs decides each lexicon's verdict, so the verdict is the build's by construction
//! (tests/integration/explain_build.rs checks it on thousands of words). It gives every analysis
//! that makes the word (lemma, part of speech, cells, source and line), the headwords a rule
//! rejects (`josef`: only the proper noun Josef), the forms of the source's flags that are no
//! words, and for each lexicon the analyses it admits or the rule that keeps the word out
//! ("ženě: Case=Dat... of žena; scrabble-klasik takes the nominative only").

use serde::Serialize;

use crate::admit::{Admission, Decision};
use crate::build::Plan;
use crate::inflect::{Event, How};
use crate::morph;
use crate::select::{Mask, Refusal, Select};
use crate::sources::Entry;

/// One way a source makes the word.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Reading {
    pub lemma: String,
    /// For a verb form the source lists as an entry of its own (dorostl/ON, dopíšu/BN,
    /// byv/NX): the infinitive it belongs to (dorůst, dopsat, být), where the rules of
    /// src/morph/aspect.rs find it among the source's infinitives.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub infinitive: Option<String>,
    pub pos: String,
    pub cells: Vec<String>,
    pub variant: String,
    pub source: String,
    pub line: usize,
    /// How: `entry`, `suffix H:2`, `prefix N:0 + suffix A:14`, `derived transgressive`.
    pub how: String,
    /// For a form of a comparative entry: the positives it grades (mladší, nejmladší: mladý).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub positive: Vec<String>,
    /// The stylistic and domain labels the source prints for the entry (*strdí*: "kniž.",
    /// "zast." in the dictionary of foreign words, none in Hunspell).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub labels: Vec<String>,
    /// The index of the source in the plan.
    #[serde(skip)]
    pub source_index: usize,
    /// The lexicons whose cells take this reading and that do not forbid its entry (the
    /// build's mask, src/select.rs).
    #[serde(skip)]
    pub mask: Mask,
    /// The lexicons that forbid the reading's entry as a whole.
    #[serde(skip)]
    pub forbidden: Mask,
}

impl Reading {
    /// `Case=Dat|Number=Sing ; Case=Loc|Number=Sing of žena (noun)`, for people.
    pub fn describe(&self) -> String {
        let cells = if self.cells.iter().all(|c| c.is_empty()) {
            "uninflected".to_string()
        } else {
            self.cells.join(" ; ")
        };
        let variant = if self.variant.is_empty() {
            String::new()
        } else {
            format!(", {}", self.variant)
        };
        let graded = if self.positive.is_empty() {
            String::new()
        } else {
            let degree = if self.cells.iter().any(|c| c.contains("Degree=Sup")) {
                "superlative"
            } else {
                "comparative"
            };
            format!(", {degree} of {}", self.positive.join(", "))
        };
        let labels = if self.labels.is_empty() {
            String::new()
        } else {
            format!(", labelled {}", self.labels.join(" "))
        };
        let of = match &self.infinitive {
            Some(inf) => format!(", a form of {inf} listed as an entry"),
            None => String::new(),
        };
        format!(
            "{cells} of {} ({}{of}{variant}{graded}{labels})",
            self.lemma, self.pos
        )
    }
}

/// A headword that spells the word (ignoring case) but that admission rejected.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Rejection {
    pub headword: String,
    pub source: String,
    pub line: usize,
    pub rule: String,
    pub reference: String,
    pub detail: String,
}

/// The verdict and its reason in one lexicon.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LexiconVerdict {
    pub lexicon: String,
    pub admissible: bool,
    /// The readings this lexicon admits (indexes into `readings`).
    pub admitted_by: Vec<usize>,
    /// Why not, in words, when not admissible.
    pub reason: Option<String>,
    /// The line of `rules/corrections.tsv` that decided, if one did.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub correction: Option<String>,
    /// For a card game: one way to lay the word (`lý`, `s`, `SAM=o`).
    pub laid_as: Option<Vec<String>>,
}

/// The explanation of one word.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Explanation {
    pub word: String,
    pub readings: Vec<Reading>,
    pub rejections: Vec<Rejection>,
    pub lexicons: Vec<LexiconVerdict>,
    /// Entries the word resembles when nothing makes it ("fouk": foukat, fouknout).
    pub near: Vec<String>,
    /// When no source makes the word but it is a word + `s` (anebos = anebo + jsi): the word.
    pub contracted_of: Option<String>,
    /// Forms of the word that a source's flags make but that are no words (src/lexis.rs).
    pub dropped: Vec<Dropped>,
}

/// A form a source's derivational flag makes that [`crate::lexis`] drops.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Dropped {
    pub lemma: String,
    pub source: String,
    pub line: usize,
    /// The derivation class (`ost`, `adverb`, `comparative`, ...).
    pub class: String,
    pub reason: String,
}

/// The first letter: suffix rules may strip into the second (nést → nesl), never the first.
fn key2(w: &str) -> String {
    w.chars().take(1).collect::<String>().to_lowercase()
}

/// Explains words (already normalised) with a loaded plan and its admission. One pass over the
/// sources serves every word: each candidate headword is inflected once.
pub fn explain(
    plan: &Plan,
    admission: &Admission,
    words: &[String],
) -> Result<Vec<Explanation>, crate::select::TooManyLexicons> {
    let select = crate::build::select(plan)?;
    let mut found = gather(plan, &select, admission, words);
    // A contracted -s form no source lists (anebos = anebo + jsi), RULES.md §2.11.
    let stems: Vec<(usize, String)> = found
        .iter()
        .enumerate()
        .filter(|(_, f)| f.readings.is_empty() && f.rejections.is_empty())
        .filter_map(|(i, _)| {
            let stem = words[i].strip_suffix('s')?;
            (stem.chars().count() >= 2).then(|| (i, stem.to_string()))
        })
        .collect();
    if !stems.is_empty() {
        let stem_words: Vec<String> = stems.iter().map(|(_, s)| s.clone()).collect();
        let of_stems = gather(plan, &select, admission, &stem_words);
        for ((i, stem), f) in stems.into_iter().zip(of_stems) {
            if !f.readings.is_empty() {
                found[i].contracted_of = Some(stem);
            }
        }
    }
    Ok(words
        .iter()
        .zip(found)
        .map(|(w, f)| finish(plan, &select, w, f))
        .collect())
}

/// What the sources say of one word, before the lexicons' verdicts.
#[derive(Default)]
struct Found {
    readings: Vec<Reading>,
    rejections: Vec<Rejection>,
    near: Vec<String>,
    dropped: Vec<Dropped>,
    contracted_of: Option<String>,
}

/// One pass over every source: the readings, rejections, dropped derivations and near entries
/// of each word. Only headwords that can make a word are inflected: suffixes change the end of a
/// word and prefixes come from the affix and paradigm tables, so they share its first letter
/// after such a prefix; an irregular table's lemma makes forms of any spelling (jsem: být).
fn gather(plan: &Plan, select: &Select, admission: &Admission, words: &[String]) -> Vec<Found> {
    use std::collections::HashMap;
    let mut found: Vec<Found> = words.iter().map(|_| Found::default()).collect();
    let mut by_key: HashMap<String, Vec<usize>> = HashMap::new();
    let mut by_word: HashMap<&str, Vec<usize>> = HashMap::new();
    // Every prefix the sources' affix rules and heslar's paradigm tables add (ne-, nej-,
    // nejne-, the numeral prefixes pěta-, dvaa- of cs_CZ's F class); a prefix rule that strips
    // letters makes every headword of its source a candidate.
    let mut prefixes: Vec<&str> = vec![""];
    let mut strips = false;
    for s in &plan.sources {
        for rule in s
            .aff
            .iter()
            .flat_map(|a| a.prefixes.values())
            .flat_map(|c| &c.rules)
        {
            prefixes.push(&rule.add);
            strips |= !rule.strip.is_empty();
        }
    }
    if let Some(p) = &plan.paradigms {
        prefixes.extend(
            p.groups
                .iter()
                .flat_map(|g| &g.prefixes)
                .map(|p| p.add.as_str()),
        );
    }
    prefixes.sort_unstable();
    prefixes.dedup();
    for (i, word) in words.iter().enumerate() {
        let mut keys: Vec<String> = prefixes
            .iter()
            .filter_map(|p| word.strip_prefix(p))
            .filter(|r| !r.is_empty())
            .map(key2)
            .collect();
        keys.sort();
        keys.dedup();
        for k in keys {
            by_key.entry(k).or_default().push(i);
        }
        by_word.entry(word.as_str()).or_default().push(i);
    }
    let all: Vec<usize> = (0..words.len()).collect();
    for (si, s) in plan.sources.iter().enumerate() {
        let inflector = crate::build::inflector(plan, si);
        let morphology = inflector.morphology;
        for (h, d) in s.headwords.iter().zip(&admission.decisions[si]) {
            if let Decision::Rejected { rule, detail } = d {
                let lower = h.word.to_lowercase();
                // `atd` is the abbreviation `atd.` without its dot.
                let bare = lower.strip_suffix('.').unwrap_or(&lower);
                for &i in by_word
                    .get(lower.as_str())
                    .into_iter()
                    .chain(by_word.get(bare))
                    .flatten()
                {
                    let r = Rejection {
                        headword: h.word.clone(),
                        source: s.spec.id.clone(),
                        line: h.origin.line,
                        rule: rule.id().to_string(),
                        reference: rule.reference().to_string(),
                        detail: detail.clone(),
                    };
                    if !found[i].rejections.contains(&r) {
                        found[i].rejections.push(r);
                    }
                }
                continue;
            }
            let candidates: &[usize] = if strips || plan.irregular.of(&h.word).next().is_some() {
                &all
            } else {
                match by_key.get(&key2(&h.word)) {
                    Some(c) => c,
                    None => continue,
                }
            };
            for &i in candidates {
                let word = &words[i];
                if h.word.len() >= 4
                    && word.len() >= 4
                    && h.word.starts_with(
                        &word[..word.char_indices().nth(3).map_or(word.len(), |x| x.0)],
                    )
                {
                    found[i].near.push(h.word.clone());
                }
            }
            let entry = match &h.entry {
                Entry::Hunspell { entry, .. } => Some(entry),
                _ => None,
            };
            let positives = inflector.positives(h);
            // A comparative entry: its forms are Degree=Cmp (nej-: Sup) of a positive.
            let comparative = morphology.is_some_and(|m| m.degrees.is_comparative(&h.word));
            let not_comparative = morphology.is_some_and(|m| m.degrees.is_not_comparative(&h.word));
            let forbidden = select.forbidding(&h.word, positives);
            let wanted = |w: &str| {
                by_word
                    .get(w)
                    .into_iter()
                    .flatten()
                    .copied()
                    .filter(|i| candidates.contains(i))
                    .collect::<Vec<usize>>()
            };
            // The entry's words that text attests but a review reads as no evidence of use
            // (rules/no-evidence.tsv): named beside the entry's dropped forms.
            let evidence = morphology
                .and_then(|m| m.lexis.as_ref())
                .map(|l| l.evidence());
            let mut misread: Vec<String> = Vec::new();
            let mut note_misread = |w: &str| {
                if let Some(m) = evidence.and_then(|e| e.misreading(w)) {
                    let note = format!(
                        "text's {w} is no evidence of use: {} ({} line {})",
                        m.reading,
                        m.path.display(),
                        m.line
                    );
                    if !misread.contains(&note) {
                        misread.push(note);
                    }
                }
            };
            let first_dropped: Vec<usize> = found.iter().map(|f| f.dropped.len()).collect();
            // The very generator of the build (src/inflect.rs).
            inflector.forms(h, d, &mut |ev| match ev {
                Event::Form(f) => {
                    note_misread(f.word);
                    let targets = wanted(f.word);
                    if targets.is_empty() {
                        return;
                    }
                    let own = matches!(f.how, How::Paradigm(_) | How::Rules(_));
                    let mut cells = f.tag.cells.clone();
                    if own && comparative {
                        crate::degree::comparative_cells(&mut cells);
                    } else if own && not_comparative {
                        crate::degree::positive_cells(&mut cells);
                    }
                    if let Some(extra) = f.prefix {
                        morph::add_features(&mut cells, extra);
                    }
                    let infinitive = morphology
                        .filter(|_| f.tag.pos == "verb")
                        .and_then(|m| m.aspects.infinitive_of_entry(f.lemma))
                        .filter(|i| i != f.lemma);
                    let reading = Reading {
                        lemma: f.lemma.to_string(),
                        infinitive,
                        pos: f.tag.pos.clone(),
                        cells,
                        variant: f.tag.variant.clone(),
                        source: s.spec.id.clone(),
                        line: h.origin.line,
                        how: crate::inflect::describe(
                            f.how,
                            entry,
                            f.prefix.is_some(),
                            plan.paradigms.as_ref(),
                            &plan.options.rules_dir,
                        ),
                        positive: if own && comparative {
                            positives.to_vec()
                        } else {
                            Vec::new()
                        },
                        labels: h.labels().to_vec(),
                        source_index: si,
                        mask: select.cells(f.tag) & !forbidden,
                        forbidden,
                    };
                    for i in targets {
                        if found[i].readings.last() != Some(&reading) {
                            found[i].readings.push(reading.clone());
                        }
                    }
                }
                Event::Dropped {
                    word: w,
                    class,
                    reason,
                } => {
                    note_misread(w);
                    for i in wanted(w) {
                        let d = Dropped {
                            lemma: h.word.clone(),
                            source: s.spec.id.clone(),
                            line: h.origin.line,
                            class: class.id().to_string(),
                            reason: reason.to_string(),
                        };
                        if found[i].dropped.last() != Some(&d) {
                            found[i].dropped.push(d);
                        }
                    }
                }
            });
            if !misread.is_empty() {
                for (f, &first) in found.iter_mut().zip(&first_dropped) {
                    for d in &mut f.dropped[first..] {
                        d.reason = format!("{} ({})", d.reason, misread.join("; "));
                    }
                }
            }
        }
    }
    for (i, f) in found.iter_mut().enumerate() {
        f.near.sort();
        f.near.dedup();
        f.near.truncate(5);
        // The category lists say what a word is even when no source lists it (zne: a prefix);
        // a rule fed by two lists (source-error) is looked up once.
        let mut seen = Vec::new();
        for &(_, rule) in crate::admit::CATEGORY_FILES {
            if seen.contains(&rule) {
                continue;
            }
            seen.push(rule);
            if let Some(c) = plan.categories.lookup(rule, &words[i]) {
                f.rejections.push(Rejection {
                    headword: words[i].clone(),
                    source: c.file.display().to_string(),
                    line: c.line,
                    rule: rule.id().to_string(),
                    reference: rule.reference().to_string(),
                    detail: c
                        .note
                        .clone()
                        .unwrap_or_else(|| rule.describe().to_string()),
                });
            }
        }
    }
    found
}

/// The explanation of one word: what the sources say and each lexicon's verdict.
fn finish(plan: &Plan, select: &Select, word: &str, f: Found) -> Explanation {
    let mut lexicons: Vec<LexiconVerdict> = (0..plan.games.len())
        .map(|g| {
            verdict(
                select,
                g,
                word,
                &f.readings,
                &f.rejections,
                &f.dropped,
                &f.near,
            )
        })
        .collect();
    if let Some(stem) = &f.contracted_of {
        for (l, g) in lexicons.iter_mut().zip(&plan.games) {
            let forbids = g.rules.select.exclude_pos.iter().any(|p| p == "contracted");
            l.reason = Some(format!(
                "{word}: a contracted form ({stem} + jsi, RULES.md §2.11) that no source lists{}",
                if forbids {
                    format!("; {} forbids contracted forms", g.rules.name)
                } else {
                    String::new()
                }
            ));
        }
    }
    Explanation {
        word: word.to_string(),
        readings: f.readings,
        rejections: f.rejections,
        lexicons,
        near: f.near,
        contracted_of: f.contracted_of,
        dropped: f.dropped,
    }
}

fn verdict(
    select: &Select,
    game: usize,
    word: &str,
    readings: &[Reading],
    rejections: &[Rejection],
    dropped: &[Dropped],
    near: &[String],
) -> LexiconVerdict {
    let g = &select.games[game];
    let sel = &g.rules.select;
    let name = &g.rules.name;
    // The build's own decision for each reading (src/select.rs).
    let refusals: Vec<Option<Refusal>> = readings
        .iter()
        .map(|r| select.refusal(game, r.source_index, word, r.mask, r.forbidden))
        .collect();
    let mut admitted_by: Vec<usize> = refusals
        .iter()
        .enumerate()
        .filter(|(_, r)| r.is_none())
        .map(|(i, _)| i)
        .collect();
    let word_reason = select.word_reason(game, word);
    // The arbiters' corrections (src/corrections.rs): a removed lemma's readings admit nothing
    // here; a word's own correction decides it.
    let corrections = select.corrections;
    let applies = |c: &&crate::corrections::Correction| c.mask(select.games) & (1 << game) != 0;
    let mut correction = None;
    admitted_by.retain(|&i| {
        let lemma = readings[i].lemma.to_lowercase();
        match corrections
            .list
            .iter()
            .rev()
            .filter(applies)
            .find(|c| c.lemma && c.target == lemma)
        {
            Some(c) => {
                correction = Some(c.describe(&corrections.file));
                false
            }
            None => true,
        }
    });
    let mut admissible = !admitted_by.is_empty() && word_reason.is_none();
    if let Some(c) = corrections
        .list
        .iter()
        .rev()
        .filter(applies)
        .find(|c| !c.lemma && c.target == word)
    {
        admissible = c.add && word_reason.is_none();
        correction = Some(c.describe(&corrections.file));
    }
    let refused = |what: Refusal| {
        readings
            .iter()
            .zip(&refusals)
            .find(|(_, r)| **r == Some(what))
            .map(|(r, _)| r)
    };
    let reason = (!admissible).then(|| {
        if let (Some(c), None) = (&correction, word_reason) {
            format!("{word}: {c}")
        } else if let Some(r) = word_reason {
            format!("{word}: {r} ({name})")
        } else if readings.is_empty() {
            if let Some(d) = dropped.first() {
                format!(
                    "{word}: made by the flags of {} ({}:{}) but no word: {} ({})",
                    d.lemma, d.source, d.line, d.class, d.reason
                )
            } else if let Some(r) = rejections.first() {
                format!(
                    "{word}: only the headword {} ({}:{}), rejected as {} ({}: {})",
                    r.headword, r.source, r.line, r.rule, r.reference, r.detail
                )
            } else if !near.is_empty() {
                format!(
                    "{word}: no form of {} or of any other entry",
                    near.join(", ")
                )
            } else {
                format!("{word}: not in any source")
            }
        } else if let Some(r) = refused(Refusal::Entry) {
            let origin = std::iter::once(&r.lemma)
                .chain(&r.positive)
                .find_map(|l| select.place_origin(l).map(|o| (l, o)));
            match origin {
                Some((_, crate::games::PlaceOrigin::Derived { place, source })) => format!(
                    "{} is an adjective derived from the place name {place} ({source}); {name} forbids them",
                    r.lemma
                ),
                Some((_, crate::games::PlaceOrigin::Listed { file, line })) => format!(
                    "{} is listed as a place adjective ({}:{line}); {name} forbids them",
                    r.lemma,
                    file.display()
                ),
                None => format!("{}: {name} forbids the entry", r.lemma),
            }
        } else if let Some(r) = refused(Refusal::Taxative) {
            format!(
                "{word}: {} ({}:{}); {name} looks words of this length up in its taxative list only, which does not list it",
                r.describe(),
                r.source,
                r.line
            )
        } else if refusals.iter().all(|r| *r == Some(Refusal::Source)) {
            let sources: Vec<&str> = readings.iter().map(|r| r.source.as_str()).collect();
            format!(
                "{word}: only in {}, a source {name} does not take",
                sources.join(", ")
            )
        } else {
            let what: Vec<String> = readings.iter().map(Reading::describe).collect();
            let mut rule = Vec::new();
            if let Some(c) = &sel.cases {
                rule.push(format!(
                    "the {} case only for declinable words",
                    c.join("/")
                ));
            }
            if !sel.exclude_verb_forms.is_empty() {
                rule.push(format!(
                    "no verb forms {}",
                    sel.exclude_verb_forms.join(", ")
                ));
            }
            if !sel.exclude_variants.is_empty() {
                rule.push(format!("no {} forms", sel.exclude_variants.join("/")));
            }
            if !sel.exclude_pos.is_empty() {
                rule.push(format!("no {}", sel.exclude_pos.join("/")));
            }
            if !sel.unclassified {
                rule.push("no unclassified forms".to_string());
            }
            format!(
                "{word}: {}; {name} takes {}",
                what.join("; "),
                rule.join(", ")
            )
        }
    });
    LexiconVerdict {
        lexicon: name.clone(),
        admissible,
        admitted_by,
        reason,
        correction,
        laid_as: select.laid_as(game, word),
    }
}
