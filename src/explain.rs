//! `heslar check --explain`: why a word is or is not admissible, per lexicon.
//!
//! An explanation re-derives the word from the build's own inputs (the sources and rules whose
//! hashes the manifest records; a changed input is reported): every analysis that makes the
//! word (lemma, part of speech, cells, source and line), the headwords a rule rejects (`josef`:
//! only the proper noun Josef), and for each lexicon the analyses its cells admit or the rule
//! that keeps the word out ("ženě: Case=Dat... of žena; scrabble-klasik takes the nominative
//! only"). Only entries that can make the word are expanded: suffixes change the end of a word
//! and prefixes are `ne-`/`nej-`, so the candidates share the word's first two letters after
//! such a prefix.

use serde::Serialize;

use crate::admit::{Admission, Decision};
use crate::build::{
    derivations, for_each_form, is_verb_entry, replaced_by_table, GameForbid, Plan, Via,
};
use crate::morph::{self, Analysis, DerivedKind, Tag};
use crate::sources::Entry;

/// One way a source makes the word.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Reading {
    pub lemma: String,
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
        format!("{cells} of {} ({}{variant}{graded})", self.lemma, self.pos)
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

const PREFIXES: &[&str] = &["nejne", "nej", "ne", ""];

/// The first letter: suffix rules may strip into the second (nést → nesl), never the first.
fn key2(w: &str) -> String {
    w.chars().take(1).collect::<String>().to_lowercase()
}

/// Explains words (already normalised) with a loaded plan and its admission.
pub fn explain(plan: &Plan, admission: &Admission, words: &[String]) -> Vec<Explanation> {
    words
        .iter()
        .map(|w| explain_one(plan, admission, w))
        .collect()
}

fn explain_one(plan: &Plan, admission: &Admission, word: &str) -> Explanation {
    let keys: Vec<String> = PREFIXES
        .iter()
        .filter_map(|p| word.strip_prefix(p))
        .filter(|r| !r.is_empty())
        .map(key2)
        .collect();
    let mut readings = Vec::new();
    let mut rejections = Vec::new();
    let mut near = Vec::new();
    let mut dropped = Vec::new();
    for (si, s) in plan.sources.iter().enumerate() {
        let decisions = &admission.decisions[si];
        for (h, d) in s.headwords.iter().zip(decisions) {
            let lower = h.word.to_lowercase();
            // `atd` is the abbreviation `atd.` without its dot.
            if lower == word || lower.strip_suffix('.') == Some(word) {
                if let Decision::Rejected { rule, detail } = d {
                    rejections.push(Rejection {
                        headword: h.word.clone(),
                        source: s.spec.id.clone(),
                        line: h.origin.line,
                        rule: rule.id().to_string(),
                        reference: rule.reference().to_string(),
                        detail: detail.clone(),
                    });
                }
            }
            let Decision::Admitted { words } = d else {
                continue;
            };
            if !keys.contains(&key2(&h.word)) {
                continue;
            }
            if h.word.len() >= 4
                && word.len() >= 4
                && h.word
                    .starts_with(&word[..word.char_indices().nth(3).map_or(word.len(), |x| x.0)])
            {
                near.push(h.word.clone());
            }
            match (&h.entry, &s.aff) {
                (
                    Entry::Hunspell {
                        entry,
                        readings: notes,
                        ..
                    },
                    Some(aff),
                ) => {
                    let morphology = plan.morphology.get(si).and_then(Option::as_ref);
                    if entry.flags.is_empty() {
                        if entry.word == word {
                            if notes.is_empty() {
                                readings.push(reading(
                                    &entry.word,
                                    &Tag::unclassified(),
                                    s.spec.id.clone(),
                                    h.origin.line,
                                    "flagless entry, unclassified".into(),
                                ));
                            }
                            for r in notes {
                                let lemma = if r.lemma.is_empty() {
                                    entry.word.clone()
                                } else {
                                    r.lemma.clone()
                                };
                                let variant = if r.pos == crate::sources::Pos::Contracted {
                                    "clitic"
                                } else {
                                    ""
                                };
                                readings.push(reading(
                                    &lemma,
                                    &Tag::new(r.pos.name(), &r.features, variant),
                                    s.spec.id.clone(),
                                    h.origin.line,
                                    "annotated flagless entry".into(),
                                ));
                            }
                        }
                        continue;
                    }
                    let unclassified = Tag::unclassified();
                    let aspect = morphology
                        .filter(|m| is_verb_entry(m.assignment.as_ref(), entry))
                        .map(|m| m.aspects.of_entry(&entry.word));
                    // A comparative entry: its forms are Degree=Cmp (nej-: Sup) of a positive.
                    let comparative = morphology
                        .filter(|m| m.degrees.is_comparative(&entry.word))
                        .map(|m| m.degrees.positive_of(&entry.word));
                    let not_comparative =
                        morphology.is_some_and(|m| m.degrees.is_not_comparative(&entry.word));
                    // The forms an irregular table decides for this entry (as in the build).
                    let table_pos =
                        morphology.and_then(|m| replaced_by_table(entry, m, &plan.irregular));
                    let table_forms: Vec<&str> = match table_pos {
                        Some(_) => plan
                            .irregular
                            .of(&entry.word)
                            .flat_map(|t| t.rows.iter().map(|r| r.0.as_str()))
                            .collect(),
                        None => Vec::new(),
                    };
                    let lexis = morphology
                        .map(|m| derivations(aff, entry, m, plan.paradigms.as_ref()))
                        .unwrap_or_default();
                    let mut derived = Vec::new();
                    let mut derived_from: Vec<String> = Vec::new();
                    let mut walk = |form: &str,
                                    tag: Option<&Tag>,
                                    prefix: Option<&str>,
                                    via: Via| {
                        if table_forms.contains(&form)
                            && tag.is_none_or(|t| Some(t.pos.as_str()) == table_pos)
                        {
                            return;
                        }
                        if let Some((class, reason)) = tag.and_then(|t| lexis.dropped(t, prefix)) {
                            if form == word {
                                dropped.push(Dropped {
                                    lemma: entry.word.clone(),
                                    source: s.spec.id.clone(),
                                    line: h.origin.line,
                                    class: class.id().to_string(),
                                    reason: reason.to_string(),
                                });
                            }
                            return;
                        }
                        let tag = tag.unwrap_or(&unclassified);
                        if form == word {
                            let how = match via {
                                Via::Paradigm(h) => plan
                                    .paradigms
                                    .as_ref()
                                    .map_or_else(String::new, |p| p.describe(h)),
                                Via::Rules(d) => {
                                    let mut how = Vec::new();
                                    if let Some(p) = d.prefix {
                                        how.push(format!("prefix {}:{}", p.flag, p.index));
                                    }
                                    if let Some(r) = d.suffix {
                                        how.push(format!("suffix {}:{}", r.flag, r.index));
                                    }
                                    if let Some(r) = d.suffix2 {
                                        how.push(format!("suffix {}:{}", r.flag, r.index));
                                    }
                                    if how.is_empty() {
                                        "entry".to_string()
                                    } else {
                                        how.join(" + ")
                                    }
                                }
                            };
                            let how = match prefix {
                                Some(_) => format!("prefix + {how}"),
                                None => how,
                            };
                            let mut a = Analysis::from_tag(tag);
                            if comparative.is_some() {
                                crate::degree::comparative_cells(&mut a.cells);
                            } else if not_comparative {
                                crate::degree::positive_cells(&mut a.cells);
                            }
                            let a = with_prefix(a, prefix);
                            readings.push(Reading {
                                lemma: entry.word.clone(),
                                pos: a.pos,
                                cells: a.cells,
                                variant: a.variant,
                                source: s.spec.id.clone(),
                                line: h.origin.line,
                                how: format!("{}/{} {how}", entry.word, entry.flag_string()),
                                positive: comparative.map(<[String]>::to_vec).unwrap_or_default(),
                            });
                        }
                        // Derived transgressives and verbal nouns (src/morph.rs), judged
                        // once all forms of the entry are known.
                        if let Some(aspect) = aspect {
                            let feeds = morph::feeds(tag);
                            if feeds != 0 {
                                let n = derived.len();
                                morph::derive(form, feeds, aspect, &entry.word, &mut derived);
                                derived_from.extend((n..derived.len()).map(|_| form.to_string()));
                            }
                        }
                    };
                    match morphology {
                        Some(m) => {
                            for_each_form(aff, entry, m, plan.paradigms.as_ref(), &mut walk);
                        }
                        None => aff.expand(entry, &mut |w, d| walk(w, None, None, Via::Rules(d))),
                    }
                    let superseded = morph::superseded_transgressives(&derived);
                    for (d, form) in derived.iter().zip(&derived_from) {
                        if d.word != word || superseded.contains(&d.word) {
                            continue;
                        }
                        let what = match d.kind {
                            DerivedKind::Transgressive => "transgressive",
                            DerivedKind::VerbalNoun => "verbal noun",
                        };
                        readings.push(reading(
                            &entry.word,
                            &Tag::new(d.pos, d.cells, ""),
                            s.spec.id.clone(),
                            h.origin.line,
                            format!("{what} derived from {form}"),
                        ));
                    }
                }
                _ => {
                    if words.iter().any(|w| w == word) {
                        let pos = h.pos().first().map_or("x", |p| p.name());
                        let variant = if words[0] != word {
                            "multiword-part"
                        } else {
                            ""
                        };
                        readings.push(reading(
                            &h.word,
                            &Tag::new(pos, "", variant),
                            s.spec.id.clone(),
                            h.origin.line,
                            "entry of a list".into(),
                        ));
                    }
                }
            }
        }
    }
    // The source and line of an admitted headword that is a table's lemma.
    let admitted_lemma = |lemma: &str| {
        plan.sources.iter().enumerate().find_map(|(si, s)| {
            s.headwords
                .iter()
                .zip(&admission.decisions[si])
                .find(|(h, d)| h.word == lemma && matches!(d, Decision::Admitted { .. }))
                .map(|(h, _)| (s.spec.id.clone(), h.origin.line))
        })
    };
    // The full tables of irregular words (jsem, psa, šel), for lemmas a source admits.
    for (t, r) in plan.irregular.making(word) {
        let admitted = admitted_lemma(&t.lemma);
        if let Some((source, line)) = admitted {
            let (_, tag, file_line) = &t.rows[r];
            readings.push(reading(
                &t.lemma,
                tag,
                source,
                line,
                format!(
                    "irregular table {} line {file_line}",
                    t.file
                        .strip_prefix(&plan.options.rules_dir)
                        .unwrap_or(&t.file)
                        .display()
                ),
            ));
        }
    }
    // Verbal nouns derived from the passive participles of the tables (vzat → vzetí).
    for t in plan.irregular.tables() {
        for (form, tag, file_line) in &t.rows {
            let feeds = morph::feeds(tag) & morph::FEEDS_VERBAL_NOUN;
            if feeds == 0 {
                continue;
            }
            let mut derived = Vec::new();
            morph::derive(form, feeds, morph::Aspect::Both, &t.lemma, &mut derived);
            for d in derived.into_iter().filter(|d| d.word == word) {
                let admitted = admitted_lemma(&t.lemma);
                if let Some((source, line)) = admitted {
                    readings.push(reading(
                        &t.lemma,
                        &Tag::new(d.pos, d.cells, ""),
                        source,
                        line,
                        format!(
                            "verbal noun derived from {form} (irregular table line {file_line})"
                        ),
                    ));
                }
            }
        }
    }
    readings.dedup();
    near.sort();
    near.dedup();
    near.truncate(5);
    // The category lists say what a word is even when no source lists it (zne: a prefix).
    for &(_, rule) in crate::admit::CATEGORY_FILES {
        if let Some(c) = plan.categories.lookup(rule, word) {
            rejections.push(Rejection {
                headword: word.to_string(),
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
    // A contracted -s form no source lists (anebos = anebo + jsi), RULES.md §2.11.
    let contracted_of = match word.strip_suffix('s') {
        Some(stem) if readings.is_empty() && rejections.is_empty() && stem.chars().count() >= 2 => {
            let e = explain_one(plan, admission, stem);
            (!e.readings.is_empty()).then(|| stem.to_string())
        }
        _ => None,
    };
    let mut lexicons: Vec<LexiconVerdict> = plan
        .games
        .iter()
        .map(|g| verdict(plan, g, word, &readings, &rejections, &dropped, &near))
        .collect();
    if let Some(stem) = &contracted_of {
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
        readings,
        rejections,
        lexicons,
        near,
        contracted_of,
        dropped,
    }
}

/// Adds a prefix's features to every cell of an analysis (`ne-`: `Polarity=Neg`).
fn with_prefix(mut a: Analysis, features: Option<&str>) -> Analysis {
    if let Some(extra) = features {
        morph::add_features(&mut a.cells, extra);
    }
    a
}

fn reading(lemma: &str, tag: &Tag, source: String, line: usize, how: String) -> Reading {
    Reading {
        lemma: lemma.to_string(),
        pos: tag.pos.clone(),
        cells: tag.cells.clone(),
        variant: tag.variant.clone(),
        source,
        line,
        how,
        positive: Vec::new(),
    }
}

fn verdict(
    plan: &Plan,
    game: &crate::build::Game,
    word: &str,
    readings: &[Reading],
    rejections: &[Rejection],
    dropped: &[Dropped],
    near: &[String],
) -> LexiconVerdict {
    let sel = &game.rules.select;
    let source_taken = |id: &str| match &game.rules.sources {
        crate::build::SourceSelection::All(_) => true,
        crate::build::SourceSelection::Ids(ids) => ids.iter().any(|i| i == id),
    };
    let admitted_by: Vec<usize> = readings
        .iter()
        .enumerate()
        .filter(|(_, r)| {
            source_taken(&r.source)
                && sel.admits(&Analysis {
                    pos: r.pos.clone(),
                    cells: r.cells.clone(),
                    variant: r.variant.clone(),
                })
        })
        .map(|(i, _)| i)
        .collect();
    let name = &game.rules.name;
    let place = game.rules.forbid.contains(&GameForbid::PlaceAdjective);
    let place_reason = readings.iter().find_map(|r| {
        if !place {
            return None;
        }
        std::iter::once(&r.lemma)
            .chain(&r.positive)
            .find_map(|l| plan.place_adjectives.get(l))
            .map(|o| match o {
            crate::games::PlaceOrigin::Derived { place, source } => {
                format!("{} is an adjective derived from the place name {place} ({source}); {name} forbids them", r.lemma)
            }
            crate::games::PlaceOrigin::Listed { file, line } => {
                format!("{} is listed as a place adjective ({}:{line}); {name} forbids them", r.lemma, file.display())
            }
        })
    });
    let word_reason = crate::build::word_reason(plan, game, word);
    let mut reason = None;
    let admissible = !admitted_by.is_empty() && place_reason.is_none() && word_reason.is_none();
    if !admissible {
        reason = Some(if let Some(r) = word_reason {
            format!("{word}: {r} ({name})")
        } else if let Some(p) = place_reason {
            p
        } else if !readings.is_empty() {
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
        } else if let Some(d) = dropped.first() {
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
        });
    }
    let laid_as = game
        .rules
        .deck
        .as_ref()
        .and_then(|d| plan.decks.get(d))
        .and_then(|d| d.lay(word, game.rules.min_length));
    LexiconVerdict {
        lexicon: name.clone(),
        admissible,
        admitted_by,
        reason,
        laid_as,
    }
}
