//! Inflect: every form of one admitted headword, with its reading. The one generator.
//!
//! [`Inflector::forms`] yields, for one headword, every form with a typed reading ([`Form`]:
//! the tag with its part of speech, cells and variant; the prefix's features; how it was made,
//! [`How`]: the source's entry, a paradigm row, an affix rule, an irregular table, a derivation)
//! and every form of the source's flags that [`crate::lexis`] judges no word ([`Event::Dropped`]).
//! The build drives it over all admitted headwords; `check --explain` calls the very same
//! function for the headwords that could make the word, so an explanation is the build's by
//! construction.
//!
//! What makes the forms of a Hunspell entry:
//! 1. the full table of an irregular word whose lemma the entry is (`rules/morphology/irregular/`);
//! 2. heslar's paradigm tables, where the source's assignment covers the entry, else the source's
//!    own affix rules tagged by its tag tables (src/morph/tags.rs);
//! 3. derived transgressives and verbal nouns of verb forms (src/morph/derive.rs), by the verb's aspect;
//!
//! minus the words the source marks FORBIDDENWORD and the derivations src/lexis.rs drops. A word
//! list's headword is its own single form (`entry of a list`), the particle of a reflexive verb
//! a multi-word part.

use std::collections::{HashMap, HashSet};
use std::path::Path;

use crate::admit::Decision;
use crate::degree::Degrees;
use crate::error::{keep, FileErrors};
use crate::morph::{
    self, Aspect, Aspects, DerivedKind, EntryTags, RuleTags, Tag, Tagger, VerbForms,
};
use crate::paradigm::{Assignment, Irregular, IrregularTable, Paradigms};
use crate::sources::{self, Entry, Headword, LoadedSource};

/// The tag tables and verbal aspects of one Hunspell source.
pub struct SourceMorphology {
    pub tagger: Tagger,
    pub aspects: Aspects,
    /// Comparative entries and the positives they grade (`degree.tsv` and src/degree.rs).
    pub degrees: Degrees,
    /// `rules/morphology/<id>/assign.tsv`: which paradigms of `rules/morphology/paradigms.tsv`
    /// each entry inflects by. Entries it does not assign inflect by the source's affix rules.
    pub assignment: Option<Assignment>,
    /// Which derivations of the source's flags are words (src/lexis.rs), where
    /// `rules/morphology/derivations.tsv` exists.
    pub lexis: Option<crate::lexis::Lexis>,
}

/// Loads `rules/morphology/<id>/{rules,entries,aspect}.tsv` for a Hunspell source.
pub fn load_morphology(
    rules_dir: &Path,
    s: &mut LoadedSource,
    manifest: &sources::Manifest,
    paradigms: Option<&Paradigms>,
    evidence: &std::sync::Arc<crate::lexis::Evidence>,
) -> Result<Option<SourceMorphology>, FileErrors> {
    let (Some(aff), Some(aff_rel)) = (&s.aff, &s.spec.aff) else {
        return Ok(None);
    };
    let dir = rules_dir.join("morphology").join(&s.spec.id);
    if !dir.is_dir() {
        return Ok(None);
    }
    let aff_path = manifest.dir.join(aff_rel);
    let rules = RuleTags::load(&dir.join("rules.tsv"), aff, &aff_path);
    let entries = EntryTags::load(&dir.join("entries.tsv"));
    let aspect_path = dir.join("aspect.tsv");
    let exceptions = if aspect_path.exists() {
        Aspects::load_exceptions(&aspect_path)
    } else {
        Ok(Default::default())
    };
    // Not source-specific: how a verb form finds its infinitive, for every Hunspell source.
    // Without the table no verb form entry joins an infinitive (each keeps the prefix rule's
    // aspect), as without aspect.tsv no verb is an exception.
    let verb_forms_path = rules_dir.join("morphology").join("verb-forms.tsv");
    let verb_forms = if verb_forms_path.exists() {
        VerbForms::load(&verb_forms_path)
    } else {
        Ok(VerbForms::default())
    };
    let mut errors = FileErrors::new();
    let rules = keep(rules, &mut errors);
    let entries = keep(entries, &mut errors);
    let exceptions = keep(exceptions, &mut errors);
    let verb_forms = keep(verb_forms, &mut errors);
    let assign_path = dir.join("assign.tsv");
    let assignment = match paradigms {
        Some(p) if assign_path.exists() => keep(Assignment::load(&assign_path, p), &mut errors),
        _ => None,
    };
    let (Some(rules), Some(entries), Some(exceptions), Some(verb_forms)) =
        (rules, entries, exceptions, verb_forms)
    else {
        return Err(errors);
    };
    if !errors.is_empty() {
        return Err(errors);
    }
    let (mut infinitives, mut forms) = (HashSet::new(), HashSet::new());
    let (mut comparatives, mut positives) = (Vec::new(), HashSet::new());
    let mut nouns = HashSet::new();
    for h in &s.headwords {
        if let Entry::Hunspell { entry, .. } = &h.entry {
            // One assignment lookup per entry decides verb, infinitive and comparative.
            let target = assignment
                .as_ref()
                .and_then(|a| a.find(&crate::paradigm::flag_pattern(&entry.flags), &entry.word));
            // Without an assignment, an entry with verb flags counts as an infinitive.
            let infinitive = match &assignment {
                Some(_) => target.is_some_and(|t| {
                    t.lemma.pos == "verb"
                        && t.lemma.cells.iter().any(|c| c.contains("VerbForm=Inf"))
                }),
                None => has_verb_flags(entry),
            };
            if infinitive {
                infinitives.insert(entry.word.clone());
            } else if has_verb_flags(entry) || target.is_some_and(|t| t.lemma.pos == "verb") {
                forms.insert(entry.word.clone());
            }
            match target.map(|t| &t.lemma) {
                Some(l) if is_comparative_tag(l) => comparatives.push(entry.word.as_str()),
                Some(l) if l.pos == "adj" => {
                    positives.insert(entry.word.clone());
                }
                Some(l) if l.pos == "noun" => {
                    nouns.insert(entry.word.clone());
                }
                _ => {}
            }
        }
    }
    let degree_path = dir.join("degree.tsv");
    let listed = if degree_path.exists() {
        Degrees::load_list(&degree_path)?
    } else {
        Default::default()
    };
    let mut degrees = Degrees::new(comparatives, &positives, &listed);
    let positive_entries = positives.clone();
    // Lexis knows every verb entry: infinitives and verb forms listed as entries (mrknul).
    let verb_entries: HashSet<String> = infinitives.union(&forms).cloned().collect();
    let aspects = Aspects::new(infinitives, exceptions, verb_forms)
        .with_forms(forms)
        .with_adjectives(&positives);
    let table = rules_dir.join("morphology").join("derivations.tsv");
    let lexis = if table.exists() {
        let mut l = crate::lexis::Lexis::new(&table, evidence.clone(), verb_entries, positives)?;
        let nonce = dir.join("nonce-verbs.tsv");
        if nonce.exists() {
            l.load_nonce_verbs(&nonce)?;
        }
        let transitivity = dir.join("transitivity.tsv");
        if transitivity.exists() {
            l.load_transitivity(&transitivity)?;
        }
        l.set_nouns(nouns);
        let negatives = dir.join("negatives.tsv");
        if negatives.exists() {
            l.load_negatives(&negatives)?;
        }
        let grading = dir.join("grading.tsv");
        if grading.exists() {
            l.load_grading(&grading)?;
        }
        let possessives = dir.join("possessives.tsv");
        if possessives.exists() {
            l.load_possessives(&possessives)?;
        }
        let wrong_forms = dir.join("wrong-forms.tsv");
        if wrong_forms.exists() {
            l.load_wrong_forms(&wrong_forms)?;
        }
        Some(l)
    } else {
        None
    };
    if let (Some(a), Some(l), Some(p)) = (&assignment, &lexis, paradigms) {
        let made = derived_comparatives(s, a, p, &degrees, l, &positive_entries);
        for (h, base) in made {
            degrees.add_derived(&h.word, &base);
            s.headwords.push(h);
        }
    }
    let s = &*s;
    let mut m = SourceMorphology {
        tagger: Tagger { rules, entries },
        aspects,
        degrees,
        assignment,
        lexis,
    };
    let passives = attested_passives(aff, s, &m, paradigms);
    let homographs = nonce_homographs(aff, s, &m, paradigms);
    let (participle_adverbs, adverbs) = adverb_homographs(aff, s, &m, paradigms);
    if let Some(l) = m.lexis.as_mut() {
        l.set_attested_passives(passives);
        l.set_nonce_homographs(homographs);
        l.set_derivation_homographs(participle_adverbs, adverbs);
    }
    Ok(Some(m))
}

/// The regular comparatives ([`crate::degree::regular_comparative`]) of the source's gradable
/// positives that no comparative entry grades but text uses: křupavější of `křupavý/YKRN`,
/// trefnější of `trefný/YKRN`. RULES.md §3 admits the comparatives of gradable adjectives
/// (seed 001: stupňování); the source lists them as entries of their own and misses some. An
/// entry is made, with the flags of the source's comparatives (`Y`, `R` when the positive has
/// its adverb, `W`) and the reason in [`crate::hunspell::DerivedEntry`], when
///
/// - the positive is an adjective entry of the qualitative, gradable or relational kind
///   (`rules/morphology/derivations.tsv`; not a participle or diminutive) whose negative is not
///   what it is (nekřupavý grades through křupavý's `W`). A relational ending is a guess that
///   text can overrule: náladový, kopcovitý, popový also name a quality (náladovější), and
///   the source's own comparatives of relational adjectives stay on the same evidence
///   (růžovější);
/// - no review names its comparative no word (grading.tsv, no-comparative), no comparative
///   entry grades it (tmavý has tmavší; zlý has horší, so no *zlejší*), and its own paradigm
///   makes none (`inkluzivní/YRy`: the flag y gives inkluzivnější);
/// - a form of the comparative or of its superlative is attested in the evidence list, and
///   is no rare misspelling of a common word ([`crate::lexis::Evidence::misspelling_of`]:
///   *tamnější* is tamější, *nejrannější* nejranější);
/// - the comparative is no entry of the source and the assignment gives it a comparative's
///   paradigm.
///
/// Returns each entry with its positive. What then happens to the entry is what happens to
/// the source's own comparatives: it goes with a listed positive (src/admit.rs) and src/lexis.rs
/// judges its ne- forms.
fn derived_comparatives(
    s: &LoadedSource,
    assignment: &Assignment,
    paradigms: &Paradigms,
    degrees: &Degrees,
    lexis: &crate::lexis::Lexis,
    positives: &HashSet<String>,
) -> Vec<(Headword, String)> {
    use crate::lexis::Kind;
    let graded = degrees.graded();
    let words: HashSet<&str> = s.headwords.iter().map(|h| h.word.as_str()).collect();
    let evidence = lexis.evidence();
    let mut out = Vec::new();
    for h in &s.headwords {
        let Entry::Hunspell { entry, .. } = &h.entry else {
            continue;
        };
        let p = entry.word.as_str();
        if entry.flags.is_empty()
            || entry.derived.is_some()
            || !positives.contains(p)
            || graded.contains(p)
            || p.strip_prefix("ne").is_some_and(|b| positives.contains(b))
            || !matches!(
                lexis.kind(p).0,
                Kind::Qualitative | Kind::Gradable | Kind::Relational
            )
            || lexis.lacks_comparative(p)
        {
            continue;
        }
        // The positive's own paradigm makes its comparative (`inkluzivní/YRy`: flag y).
        let grades_itself = assignment
            .find(&crate::paradigm::flag_pattern(&entry.flags), p)
            .is_some_and(|t| {
                t.paradigms.iter().any(|&i| {
                    paradigms.list[i]
                        .rows
                        .iter()
                        .any(|r| is_comparative_tag(&r.tag))
                })
            });
        if grades_itself {
            continue;
        }
        let Some(c) = crate::degree::regular_comparative(p) else {
            continue;
        };
        if words.contains(c.as_str()) {
            continue;
        }
        let forms = crate::degree::comparative_evidence_forms(&c);
        let attested: Vec<String> = forms
            .iter()
            .filter(|f| {
                evidence.attested(f)
                    && evidence
                        .misspelling_of(f, |w| forms.iter().any(|g| g == w))
                        .is_none()
            })
            .cloned()
            .collect();
        if attested.is_empty() {
            continue;
        }
        let flags: Vec<crate::hunspell::Flag> = if entry.has('R') {
            vec!['Y', 'R', 'W']
        } else {
            vec!['Y', 'W']
        };
        let comparative_paradigm = assignment
            .find(&crate::paradigm::flag_pattern(&flags), &c)
            .is_some_and(|t| is_comparative_tag(&t.lemma));
        if !comparative_paradigm {
            continue;
        }
        let why = format!(
            "the regular comparative of {p}/{} (line {}), which no comparative entry grades; attested in {}: {}",
            entry.flag_string(),
            entry.line,
            evidence.id,
            attested.join(", ")
        );
        let derived = crate::hunspell::DicEntry {
            word: c.clone(),
            flags,
            line: entry.line,
            derived: Some(Box::new(crate::hunspell::DerivedEntry {
                base: p.to_string(),
                why,
            })),
        };
        out.push((
            Headword {
                word: c,
                origin: h.origin,
                entry: Entry::Hunspell {
                    entry: derived,
                    pos: vec![],
                    readings: vec![],
                },
            },
            p.to_string(),
        ));
    }
    out
}

/// The flagged Hunspell entries of a source with the part of speech of each one's assigned
/// lemma ("" when no assignment decides it): what the evidence walks below go over.
fn flagged_entries<'a>(
    s: &'a LoadedSource,
    m: &'a SourceMorphology,
) -> impl Iterator<Item = (&'a crate::hunspell::DicEntry, &'a str)> + 'a {
    s.headwords.iter().filter_map(move |h| match &h.entry {
        Entry::Hunspell { entry, .. } if !entry.flags.is_empty() => {
            let pos = m
                .assignment
                .as_ref()
                .and_then(|a| a.find(&crate::paradigm::flag_pattern(&entry.flags), &entry.word))
                .map_or("", |t| t.lemma.pos.as_str());
            Some((entry, pos))
        }
        _ => None,
    })
}

/// The verbs of intransitive bases ([`crate::lexis::Lexis::intransitive_base`]) of which a
/// passive participle is attested: a short form of the verb entry (přeletěn) or a form of its
/// participle adjective entry (přeletěný), each with the kinds of form attested (personal,
/// ne- only as netknutý, impersonal only as bylo zabráněno). One walk over the entries of such
/// verbs only.
fn attested_passives(
    aff: &crate::hunspell::Aff,
    s: &LoadedSource,
    m: &SourceMorphology,
    paradigms: Option<&Paradigms>,
) -> HashMap<String, crate::lexis::PassiveEvidence> {
    let mut out: HashMap<String, crate::lexis::PassiveEvidence> = HashMap::new();
    let Some(lexis) = m.lexis.as_ref() else {
        return out;
    };
    // Each verb's attested passive forms: (form, (impersonal, negative), use).
    type Found = Vec<(String, (bool, bool), crate::lexis::Use)>;
    let mut candidates: HashMap<String, Found> = HashMap::new();
    for (entry, pos) in flagged_entries(s, m) {
        let Some(verb) = lexis.passive_verb(&entry.word, pos) else {
            continue;
        };
        if out.get(&verb).is_some_and(|a| a.personal) || lexis.intransitive_base(&verb).is_none() {
            continue;
        }
        let adjective = pos == "adj";
        // The animate nominative plural of a participle adjective is the verbal noun's spelling
        // (plynutý: plynutí, pletichařený: pletichaření), which text attests as the noun: it
        // is no evidence of a passive.
        let verbal_noun = entry
            .word
            .strip_suffix('ý')
            .filter(|_| adjective)
            .map(|stem| format!("{stem}í"));
        let found = candidates.entry(verb).or_default();
        for_each_form(aff, entry, m, paradigms, &mut |w, tag, pre, _| {
            let Some(t) = tag else { return };
            let f = crate::lexis::Form::of(t, pre);
            let usage = lexis.evidence().usage(w);
            if (adjective || f.passive)
                && verbal_noun.as_deref() != Some(w)
                && usage != crate::lexis::Use::None
            {
                // A participle adjective entry's attested form is use (zakoukaný, napitý: the
                // adjectives of intransitive verbs text uses); the verb's short passives need
                // more than one or two rare forms (*čelen*).
                let usage = if adjective {
                    crate::lexis::Use::Common
                } else {
                    usage
                };
                found.push((w.to_string(), (f.impersonal, f.negative()), usage));
            }
        });
    }
    // A form another entry makes too is no evidence of the passive: vytanou, the feminine
    // instrumental of vytát's participle adjective, is vytanout's 3rd person plural.
    let forms: HashSet<String> = candidates
        .values()
        .flat_map(|v| v.iter().map(|(w, _, _)| w.clone()))
        .collect();
    let makers = homographs(aff, s, m, paradigms, &forms, |_, _| false);
    for (verb, found) in candidates {
        for (w, (impersonal, negative), usage) in found {
            let other = makers.get(&w).is_some_and(|ms| {
                ms.iter()
                    .any(|(word, pos)| lexis.passive_verb(word, pos).as_ref() != Some(&verb))
            });
            if !other {
                out.entry(verb.clone())
                    .or_default()
                    .add_kind(impersonal, negative, usage);
            }
        }
    }
    out
}

/// The attested forms of the reviewed nonce verbs' entries that an entry of another word makes
/// too (rozvoz: rozvozit's imperative and the noun rozvoz; tlapu: tlapat and tlapa; hubač:
/// hubačit's imperative and the surname Hubač, lowercased as the frequency list is), which
/// [`crate::lexis::Lexis`] does not take as evidence for the nonce verb. Two walks: the
/// nonce entries' attested forms, then the other entries that can make one of them. A form
/// begins with its entry's first two letters, after a prefix ne-/nej- (rozvoz, nerozvozu), so
/// only entries that begin so are inflected; one this misses (a suppletive form) leaves the
/// verb as before, kept by its evidence.
fn nonce_homographs(
    aff: &crate::hunspell::Aff,
    s: &LoadedSource,
    m: &SourceMorphology,
    paradigms: Option<&Paradigms>,
) -> HashSet<String> {
    let Some(lexis) = m.lexis.as_ref() else {
        return HashSet::new();
    };
    let mut attested: HashSet<String> = HashSet::new();
    for (entry, pos) in flagged_entries(s, m) {
        if lexis.nonce_verb(&entry.word, pos).is_some() {
            for_each_form(aff, entry, m, paradigms, &mut |w, _, _, _| {
                if lexis.evidence().attested(w) {
                    attested.insert(w.to_string());
                }
            });
        }
    }
    homographs(aff, s, m, paradigms, &attested, |entry, pos| {
        lexis.nonce_verb(&entry.word, pos).is_some()
    })
    .into_iter()
    .filter(|(_, makers)| !makers.is_empty())
    .map(|(w, _)| w)
    .collect()
}

/// The attested adverbs that a common word of another part of speech makes too, each with one
/// such word, in two maps:
///
/// - of passive participles ([`crate::lexis::Kind::Participle`]): minutě is minuta's dative
///   and locative, žitě žito's locative, and text that uses them is no evidence of the adverbs
///   of minutý and žitý;
/// - of the other adjectives whose adverb text must attest (a relational, verbal or
///   verbal-relational kind, or a review that names the adverb no word): kotelně is kotelna's
///   dative, jezdcově a form of jezdcův. Text cannot tell these from adverbs in use (pracovně,
///   pracovna's dative; jazykově; kanárkově žlutá), so they stay evidence of the kind; they are
///   no evidence against a review (`rules/morphology/<source>/grading.tsv`, no-adverb).
///
/// Only lowercase entries count (a proper name's form is no word of the lists), and no
/// adjective or adverb entry (another adjective's adverb is the same kind of word, a listed
/// adverb the word itself).
fn adverb_homographs(
    aff: &crate::hunspell::Aff,
    s: &LoadedSource,
    m: &SourceMorphology,
    paradigms: Option<&Paradigms>,
) -> (HashMap<String, String>, HashMap<String, String>) {
    let Some(lexis) = m.lexis.as_ref() else {
        return Default::default();
    };
    use crate::lexis::Kind;
    let mut participles: HashSet<String> = HashSet::new();
    let mut attested: HashSet<String> = HashSet::new();
    for (entry, pos) in flagged_entries(s, m) {
        if pos != "adj" {
            continue;
        }
        let participle = match lexis.kind(&entry.word).0 {
            Kind::Participle => true,
            Kind::Qualitative | Kind::Gradable if !lexis.lacks_adverb(&entry.word) => continue,
            Kind::Diminutive => continue,
            _ => false,
        };
        for_each_form(aff, entry, m, paradigms, &mut |w, tag, pre, _| {
            let Some(t) = tag else { return };
            let f = crate::lexis::Form::of(t, pre);
            if f.pos == "adv" && lexis.evidence().attested(w) {
                if participle {
                    participles.insert(w.to_string());
                }
                attested.insert(w.to_string());
            }
        });
    }
    let mut out: (HashMap<String, String>, HashMap<String, String>) = Default::default();
    for (w, makers) in homographs(aff, s, m, paradigms, &attested, |entry, pos| {
        matches!(pos, "adj" | "adv") || !entry.word.chars().next().is_some_and(char::is_lowercase)
    }) {
        let Some((other, _)) = makers.into_iter().next() else {
            continue;
        };
        if participles.contains(&w) {
            out.0.insert(w, other);
        } else {
            out.1.insert(w, other);
        }
    }
    out
}

/// The entries (word, lemma part of speech) other than those `skip` names that make one of the
/// (lowercase) `forms`, by form. A form begins with its entry's first two letters, after a
/// prefix ne-/nej- (rozvoz, nerozvozu), so only entries that begin so are inflected; one this
/// misses (a suppletive form) leaves the form without makers. The frequency list is
/// lowercased: a form of a proper name (Hubač, the surname, beside hubač of the nonce verb
/// hubačit) counts too.
fn homographs(
    aff: &crate::hunspell::Aff,
    s: &LoadedSource,
    m: &SourceMorphology,
    paradigms: Option<&Paradigms>,
    forms: &HashSet<String>,
    skip: impl Fn(&crate::hunspell::DicEntry, &str) -> bool,
) -> HashMap<String, Vec<(String, String)>> {
    let mut out: HashMap<String, Vec<(String, String)>> = HashMap::new();
    if forms.is_empty() {
        return out;
    }
    let head = |w: &str| w.chars().take(2).collect::<String>().to_lowercase();
    let heads: HashSet<String> = forms
        .iter()
        .flat_map(|f| {
            let bare = ["nej", "ne"].iter().filter_map(|p| f.strip_prefix(p));
            std::iter::once(head(f)).chain(bare.map(head).collect::<Vec<_>>())
        })
        .collect();
    for (entry, pos) in flagged_entries(s, m) {
        if !heads.contains(&head(&entry.word)) || skip(entry, pos) {
            continue;
        }
        for_each_form(aff, entry, m, paradigms, &mut |w, _, _, _| {
            let lower = w.to_lowercase();
            if forms.contains(&lower) {
                let makers = out.entry(lower).or_default();
                if !makers.iter().any(|(e, _)| e == &entry.word) {
                    makers.push((entry.word.clone(), pos.to_string()));
                }
            }
        });
    }
    out
}

/// A comparative's lemma tag (`mladší/YE`: `Case=Nom|Degree=Cmp|...`; `lépe/E`: `Degree=Cmp`).
fn is_comparative_tag(t: &Tag) -> bool {
    t.cells
        .iter()
        .any(|c| c.split('|').any(|kv| kv == "Degree=Cmp"))
}

/// A verb entry, whose forms feed the derivations of src/morph/derive.rs: an entry with verb flags,
/// an infinitive (nést/ATN, dělat/JTN, moci/AN) or a present base (píšu/BN, budu/BN), or an
/// entry whose assigned lemma is a verb form though it has none of them (dojít/IN, psát/I,
/// vstát/IN, napsat/IN: the I class holds their imperatives; napsal/ON, krknul/N: their
/// l-participles are entries of their own).
pub fn is_verb_entry(assignment: Option<&Assignment>, e: &crate::hunspell::DicEntry) -> bool {
    has_verb_flags(e)
        || assignment
            .and_then(|a| a.find(&crate::paradigm::flag_pattern(&e.flags), &e.word))
            .is_some_and(|t| t.lemma.pos == "verb")
}

/// The Hunspell verb flags: infinitive classes A and J, present bases B.
fn has_verb_flags(e: &crate::hunspell::DicEntry) -> bool {
    e.flags.iter().any(|f| matches!(f, 'A' | 'J' | 'B'))
}

/// The part of speech whose forms an irregular table decides for a flagged entry: a table of
/// its word with the part of speech of the entry's lemma (`ruka/ZQ` and the noun table of ruka;
/// `rodič/UV` and the noun table of rodič; not `stát/HRIN`, the noun, and the verb table of
/// stát, which only adds the verb's forms). The forms the table lists that the entry's
/// paradigms make with that part of speech take the table's cells only (ruky: Gen Sg of ruka,
/// no nominative; rodiči: no nominative plural); the entry's other forms keep their own cells
/// (rodičův, the possessive adjective).
pub fn replaced_by_table<'a>(
    entry: &crate::hunspell::DicEntry,
    m: &'a SourceMorphology,
    irregular: &Irregular,
) -> Option<&'a str> {
    // Most entries are no table's lemma: no assignment lookup for them (the build's hot path).
    if entry.flags.is_empty() || irregular.of(&entry.word).next().is_none() {
        return None;
    }
    let t = m
        .assignment
        .as_ref()
        .and_then(|a| a.find(&crate::paradigm::flag_pattern(&entry.flags), &entry.word))?;
    irregular
        .of(&entry.word)
        .any(|x| x.pos == t.lemma.pos)
        .then_some(t.lemma.pos.as_str())
}

/// Which derivations of one flagged entry are words ([`crate::lexis`]), decided once per
/// entry for the build and `check --explain` alike.
#[derive(Debug, Clone, Default)]
pub struct Derivations {
    pub lexis: crate::lexis::EntryLexis,
    adjective: bool,
    comparative: bool,
}

impl Derivations {
    /// The class and reason that drop a form (the word, its tag and prefix features), if any.
    pub fn dropped(
        &self,
        word: &str,
        tag: &Tag,
        prefix: Option<&str>,
    ) -> Option<(crate::lexis::Class, &str)> {
        let negative = crate::lexis::negative_prefix(prefix);
        if let Some(d) = self.lexis.wrong_form(word, negative) {
            return Some(d);
        }
        // A possessive of a noun does not negate (*nelezcovou*).
        if tag.variant == "possessive" && negative {
            return Some((
                crate::lexis::Class::NegativePossessive,
                "a possessive adjective of a noun takes no ne-",
            ));
        }
        self.lexis.dropped(
            self.adjective,
            self.comparative,
            &crate::lexis::Form::of_word(word, tag, prefix),
        )
    }
}

/// Judges the derivations of a flagged entry by its source's [`crate::lexis::Lexis`].
pub fn derivations(
    aff: &crate::hunspell::Aff,
    entry: &crate::hunspell::DicEntry,
    m: &SourceMorphology,
    paradigms: Option<&Paradigms>,
) -> Derivations {
    let Some(lexis) = &m.lexis else {
        return Derivations::default();
    };
    if entry.flags.is_empty() {
        return Derivations::default();
    }
    let lemma_pos = m
        .assignment
        .as_ref()
        .and_then(|a| a.find(&crate::paradigm::flag_pattern(&entry.flags), &entry.word))
        .map_or("", |t| t.lemma.pos.as_str());
    let comparative = m.degrees.is_comparative(&entry.word);
    let positives = comparative.then(|| m.degrees.positive_of(&entry.word));
    let aspect = |v: &str| m.aspects.of_entry(v);
    let mut judged = lexis.judge(&entry.word, lemma_pos, positives, &aspect, &mut |f| {
        for_each_form(aff, entry, m, paradigms, &mut |w, tag, pre, _| {
            if let Some(t) = tag {
                f(w, &crate::lexis::Form::of_word(w, t, pre))
            }
        });
    });
    judged.set_wrong_forms(lexis.wrong_forms_of(&entry.word));
    Derivations {
        lexis: judged,
        adjective: lemma_pos == "adj",
        comparative,
    }
}

/// What [`for_each_form`] calls: form, deciding tag, prefix features, how it was made.
pub type FormSink<'a> = dyn FnMut(&str, Option<&Tag>, Option<&str>, How) + 'a;

/// Calls `f(form, tag, prefix features, via)` for every form of a flagged Hunspell entry: by
/// the paradigms its source's assignment gives it, else by the source's affix rules tagged by
/// the source's tag tables. `tag` is the deciding tag without the prefix's features (`None`:
/// nothing tags the form). Returns whether the paradigm tables made the forms.
pub fn for_each_form(
    aff: &crate::hunspell::Aff,
    entry: &crate::hunspell::DicEntry,
    m: &SourceMorphology,
    paradigms: Option<&Paradigms>,
    f: &mut FormSink,
) -> bool {
    if let (Some(p), Some(a)) = (paradigms, &m.assignment) {
        if let Some(t) = a.find(&crate::paradigm::flag_pattern(&entry.flags), &entry.word) {
            p.generate(&entry.word, t, &mut |w, tag, pre, how| {
                f(
                    w,
                    Some(tag),
                    pre.map(|x| x.features.as_str()),
                    How::Paradigm(how),
                )
            });
            return true;
        }
    }
    let key = morph::entry_key(entry);
    aff.expand(entry, &mut |w, d| {
        let pre = d
            .prefix
            .and_then(|p| m.tagger.rules.tag(p, &key))
            .and_then(|t| t.cells.first())
            .map(String::as_str);
        f(w, m.tagger.base_tag(&key, d), pre, How::Rules(d))
    });
    false
}

/// How a form was made.
#[derive(Debug, Clone, Copy)]
pub enum How<'a> {
    /// A headword of a word list, as it stands; `indeclinable` when the list or a reviewed
    /// hint (`rules/morphology/<source>/hints.tsv`) says `indecl`.
    Listed { indeclinable: bool },
    /// A word of a multi-word headword (the particle of `smát se`).
    MultiwordPart,
    /// A flagless entry of a Hunspell source: tagged by the source's annotation file, or not.
    Flagless { annotated: bool },
    /// By heslar's paradigm tables (`rules/morphology/paradigms.tsv`).
    Paradigm(crate::paradigm::How),
    /// By the source's affix rules, for an entry that no assignment row covers.
    Rules(crate::hunspell::Derivation),
    /// Row `row` of the irregular table of the entry's word.
    Table {
        table: &'a IrregularTable,
        row: usize,
    },
    /// Derived (src/morph/derive.rs) from another form of the entry.
    Derived { kind: DerivedKind, from: &'a str },
    /// A headword of a list inflected by paradigm rows of the class `choice` names
    /// (src/guess.rs: a hint of the list, or guessed).
    Inflected {
        how: crate::paradigm::How,
        choice: &'a crate::guess::Choice,
        guesser: &'a crate::guess::Guesser,
    },
}

/// One form of a headword with its reading.
#[derive(Debug, Clone, Copy)]
pub struct Form<'a> {
    pub word: &'a str,
    /// The lemma the reading is a form of: the entry's word, an irregular table's lemma, or
    /// the lemma an annotation gives a flagless entry (psa: pes).
    pub lemma: &'a str,
    /// The deciding tag, without the prefix's features.
    pub tag: &'a Tag,
    /// Features a prefix adds (`ne-`: `Polarity=Neg`); they never change which lexicons take
    /// a form (src/select.rs decides by `tag`).
    pub prefix: Option<&'a str>,
    pub how: How<'a>,
    /// Whether `tag` lives in the tables (as long as the [`Inflector`]): a cache may key on
    /// its address. Tags of list entries, annotations and derived words are made per call.
    pub lasting: bool,
}

/// What [`Inflector::forms`] reports.
#[derive(Debug, Clone, Copy)]
pub enum Event<'a> {
    Form(Form<'a>),
    /// A form of the source's flags that is no word ([`crate::lexis`]).
    Dropped {
        word: &'a str,
        class: crate::lexis::Class,
        reason: &'a str,
    },
}

/// What one headword's forms were made by.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Made {
    /// By heslar's paradigm tables (else by the source's affix rules, or no flags).
    pub by_paradigms: bool,
    /// A headword of a list: how it was inflected, or why not (src/guess.rs).
    pub headword: Option<HeadwordMade>,
}

/// How a headword of a list was inflected, for the build report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HeadwordMade {
    /// By a model word of its `paradigm` column.
    Model,
    /// By `like:LEMMA`.
    Like,
    /// As the reference source inflects the same lemma ([`crate::guess::Basis::Reference`]).
    Reference,
    /// By a guessed class.
    Guessed,
    /// By the full table of an irregular word (`rules/morphology/irregular/`).
    Irregular,
    /// Not inflected, with the reason's id ([`crate::guess::Uninflected::id`]).
    Uninflected(&'static str),
    /// A hint set aside (it contradicts the word's ending): the warning, besides the above.
    Warned(Box<HeadwordMade>, String),
}

/// Row `row` of an irregular table as a form of the table's lemma.
fn table_form(table: &IrregularTable, row: usize) -> Form<'_> {
    let (form, tag, _) = &table.rows[row];
    Form {
        word: form,
        lemma: &table.lemma,
        tag,
        prefix: None,
        how: How::Table { table, row },
        lasting: true,
    }
}

/// Everything the headwords of one source inflect by.
pub struct Inflector<'a> {
    pub source: &'a LoadedSource,
    pub morphology: Option<&'a SourceMorphology>,
    pub paradigms: Option<&'a Paradigms>,
    pub irregular: &'a Irregular,
    /// The classes a headword list's entries inflect by, learned from the reference source,
    /// with that source's morphology (the aspect of a verb the list gives none).
    pub headwords: Option<(&'a crate::guess::Guesser, &'a SourceMorphology)>,
    /// The words of the source's FORBIDDENWORD entries (a handful: a plain list is fastest).
    forbidden: Vec<&'a str>,
}

/// The tag of an unclassified form (no table tags it).
fn unclassified() -> &'static Tag {
    static T: std::sync::OnceLock<Tag> = std::sync::OnceLock::new();
    T.get_or_init(Tag::unclassified)
}

impl<'a> Inflector<'a> {
    pub fn new(
        source: &'a LoadedSource,
        morphology: Option<&'a SourceMorphology>,
        paradigms: Option<&'a Paradigms>,
        irregular: &'a Irregular,
    ) -> Inflector<'a> {
        let forbidden = match source.aff.as_ref().and_then(|a| a.forbidden_word) {
            Some(q) => source
                .headwords
                .iter()
                .filter(|h| matches!(&h.entry, Entry::Hunspell { entry, .. } if entry.has(q)))
                .map(|h| h.word.as_str())
                .collect(),
            None => Vec::new(),
        };
        Inflector {
            source,
            morphology,
            paradigms,
            irregular,
            headwords: None,
            forbidden,
        }
    }

    /// The inflector with the guesser of headword lists (src/guess.rs).
    pub fn with_headwords(
        mut self,
        headwords: Option<(&'a crate::guess::Guesser, &'a SourceMorphology)>,
    ) -> Inflector<'a> {
        self.headwords = headwords;
        self
    }

    #[inline]
    fn is_forbidden(&self, w: &str) -> bool {
        self.forbidden.iter().any(|f| f.len() == w.len() && *f == w)
    }

    /// The positives a comparative entry grades (mladší: mladý), empty for anything else.
    pub fn positives(&self, h: &Headword) -> &'a [String] {
        match (self.morphology, &h.entry) {
            (Some(m), Entry::Hunspell { .. }) => m.degrees.positive_of(&h.word),
            _ => &[],
        }
    }

    /// Calls `sink` with every form of headword `h` (admitted as `decision`), and with every
    /// form its flags make that is no word. Nothing for a rejected headword.
    pub fn forms(&self, h: &Headword, decision: &Decision, sink: &mut dyn FnMut(Event)) -> Made {
        let Decision::Admitted { words } = decision else {
            return Made::default();
        };
        let aff = self.source.aff.as_ref();
        match (&h.entry, aff) {
            (
                Entry::Hunspell {
                    entry, readings, ..
                },
                Some(aff),
            ) => self.hunspell(aff, entry, readings, sink),
            _ => {
                // A word list's single-word headword inflects by a hint or a guess.
                let mut made = Made::default();
                if let (Some((g, reference)), Some(p), Entry::Tsv { .. }, [word]) =
                    (self.headwords, self.paradigms, &h.entry, words.as_slice())
                {
                    match self.headword(g, reference, p, h, word, sink) {
                        Ok(m) => return m,
                        Err(m) => made = m,
                    }
                }
                // A word list: the admitted words themselves, uninflected, of their part of
                // speech; the particle of a reflexive verb entry is a part of a multi-word entry.
                let pos = h.pos().first().map_or("x", |p| p.name());
                let tag = Tag::new(pos, "", "");
                let indeclinable = matches!(
                    &h.entry,
                    Entry::Tsv { paradigm: Some(p), .. } if p == "indecl"
                );
                if let Some(w) = words.first() {
                    sink(Event::Form(Form {
                        word: w,
                        lemma: &h.word,
                        tag: &tag,
                        prefix: None,
                        how: How::Listed { indeclinable },
                        lasting: false,
                    }));
                }
                let particle = Tag::new("part", "", "multiword-part");
                for w in words.iter().skip(1) {
                    sink(Event::Form(Form {
                        word: w,
                        lemma: &h.word,
                        tag: &particle,
                        prefix: None,
                        how: How::MultiwordPart,
                        lasting: false,
                    }));
                }
                made
            }
        }
    }

    /// Every form of a list's headword by the class its hint or the guesser gives, with the
    /// derived transgressives and verbal nouns of a verb. `Err`: not inflected (the caller
    /// lists the word as it stands), with the report's reason.
    fn headword(
        &self,
        g: &crate::guess::Guesser,
        reference: &SourceMorphology,
        p: &Paradigms,
        h: &Headword,
        word: &str,
        sink: &mut dyn FnMut(Event),
    ) -> Result<Made, Made> {
        let Entry::Tsv {
            pos,
            gender,
            aspect,
            paradigm,
            genitive,
            present,
            transitive,
            inferred,
            ..
        } = &h.entry
        else {
            return Err(Made::default());
        };
        let pos = pos.first().map(|p| p.name());
        let kind = pos.and_then(crate::guess::Kind::of);
        // Transitivity is the verb's, whichever list names it: a verb the reference source's
        // reviewed list calls intransitive (sympatizovat, or polemisovat, the s-spelling of
        // polemizovat) makes no passive participle here either, unless this list says it is
        // transitive. Its verbal noun stays (polemisování), as for the reference's own verbs.
        // A verb its own list marks intransitive (a `transitive` column `no`, or a reviewed hint
        // of the dictionary of foreign words: distonovat) loses its passive participles the same
        // way, after the guess: the class stays the one its conjugation takes, and the verbal
        // noun stays (distonování).
        let intransitive = match (kind, transitive) {
            (Some(crate::guess::Kind::Verb), None) => reference
                .lexis
                .as_ref()
                .and_then(|lexis| lexis.intransitive_headword(word)),
            (Some(crate::guess::Kind::Verb), Some(false)) => Some(format!(
                "{word} is intransitive ({} marks it so: its transitive column or a reviewed hint): no passive participle (seed 001: passives of transitive verbs)",
                self.source.spec.id
            )),
            _ => None,
        };
        let sub = match kind {
            Some(crate::guess::Kind::Noun) => gender.as_deref(),
            Some(crate::guess::Kind::Verb) => aspect.as_deref(),
            _ => None,
        };
        let request = crate::guess::Request {
            pos,
            sub,
            hint: paradigm.as_deref(),
            genitive: genitive.as_deref(),
            present: present.as_deref(),
            transitive: transitive.filter(|t| *t),
            inferred: *inferred,
            loanword: self.source.spec.loanwords,
        };
        // An irregular word keeps its full table (člověk, jít): the table of its part of speech.
        let mut tabled = false;
        for table in self.irregular.of(word) {
            if Some(table.pos.as_str()) != pos {
                continue;
            }
            tabled = true;
            for row in 0..table.rows.len() {
                sink(Event::Form(table_form(table, row)));
            }
        }
        if tabled {
            return Ok(Made {
                by_paradigms: false,
                headword: Some(HeadwordMade::Irregular),
            });
        }
        let choice = match g.choose(p, word, &request, None) {
            Ok(c) => c,
            Err(u) => {
                return Err(Made {
                    by_paradigms: false,
                    headword: Some(HeadwordMade::Uninflected(u.id())),
                })
            }
        };
        let verb_aspect = (kind == Some(crate::guess::Kind::Verb)).then(|| {
            aspect
                .as_deref()
                .and_then(crate::guess::parse_aspect)
                .unwrap_or_else(|| reference.aspects.of_entry(word))
        });
        // A noun that names no being makes no possessive, whichever list names it (aparthotel,
        // which this list inflects by the reference entry's animate class): the reference's
        // judgement over the forms of this class.
        let no_possessive = match (&reference.lexis, kind) {
            (Some(lexis), Some(crate::guess::Kind::Noun)) if lexis.names_no_being(word) => lexis
                .no_possessive(word, &mut |f| {
                    g.generate(p, word, choice.class, &mut |w, tag, pre, _| {
                        f(
                            w,
                            &crate::lexis::Form::of_word(w, tag, pre.map(|x| x.features.as_str())),
                        )
                    })
                }),
            _ => None,
        };
        // The reference's reviewed wrong forms of the same noun or verb (*mejdaně*, *zasiv*),
        // whichever list names it.
        let mut wrong = crate::lexis::EntryLexis::default();
        if let (Some(lexis), Some(crate::guess::Kind::Noun | crate::guess::Kind::Verb)) =
            (&reference.lexis, kind)
        {
            wrong.set_wrong_forms(lexis.wrong_forms_of(word));
        }
        let mut derive = Derive::new(verb_aspect, reference.lexis.as_ref());
        g.generate(p, word, choice.class, &mut |w, tag, pre, how| {
            let prefix = pre.map(|x| x.features.as_str());
            // The reference's judgements that drop a cell: possessives of a noun that names no
            // being and its animate forms (oříškovi), passives of an intransitive verb (the
            // verb's derivations still see them); and its reviewed wrong forms.
            let f = crate::lexis::Form::of_word(w, tag, prefix);
            let dropped = [
                (
                    no_possessive.as_ref().map(|(why, _)| why.as_str()),
                    f.possessive || (f.animate && no_possessive.as_ref().is_some_and(|n| n.1)),
                    crate::lexis::Class::ReviewedPossessive,
                ),
                (
                    intransitive.as_deref(),
                    f.passive,
                    crate::lexis::Class::IntransitivePassive,
                ),
            ]
            .into_iter()
            .find_map(|(reason, hit, class)| hit.then_some((class, reason?)))
            .or_else(|| wrong.wrong_form(w, crate::lexis::negative_prefix(prefix)));
            if let Some((class, reason)) = dropped {
                sink(Event::Dropped {
                    word: w,
                    class,
                    reason,
                });
                derive.feed(w, tag, &h.word);
                return;
            }
            sink(Event::Form(Form {
                word: w,
                lemma: &h.word,
                tag,
                prefix,
                how: How::Inflected {
                    how,
                    choice: &choice,
                    guesser: g,
                },
                lasting: true,
            }));
            derive.feed(w, tag, &h.word);
        });
        derive.emit(&h.word, &wrong, sink);
        let kind = match choice.basis {
            crate::guess::Basis::Model { .. } => HeadwordMade::Model,
            crate::guess::Basis::Like { .. } => HeadwordMade::Like,
            // A spelling twin is inflected as a reference entry too (filosof: filozof).
            crate::guess::Basis::Reference | crate::guess::Basis::Spelling { .. } => {
                HeadwordMade::Reference
            }
            crate::guess::Basis::Guessed { .. } => HeadwordMade::Guessed,
        };
        Ok(Made {
            by_paradigms: true,
            headword: Some(match choice.warning {
                Some(w) => HeadwordMade::Warned(Box::new(kind), w),
                None => kind,
            }),
        })
    }

    fn hunspell(
        &self,
        aff: &crate::hunspell::Aff,
        entry: &crate::hunspell::DicEntry,
        readings: &[sources::Reading],
        sink: &mut dyn FnMut(Event),
    ) -> Made {
        let Some(m) = self.morphology else {
            // No tag tables for this source: every form unclassified.
            aff.expand(entry, &mut |form, d| {
                if !self.is_forbidden(form) {
                    sink(Event::Form(Form {
                        word: form,
                        lemma: &entry.word,
                        tag: unclassified(),
                        prefix: None,
                        how: How::Rules(d),
                        lasting: true,
                    }));
                }
            });
            return Made::default();
        };
        // 1. The full table of an irregular word whose lemma the entry is (být, pes, ruka),
        // with the verbal nouns of its passive participles (the tables list transgressives).
        let mut table_derived = Vec::new();
        for table in self.irregular.of(&entry.word) {
            for (row, (form, tag, _)) in table.rows.iter().enumerate() {
                if self.is_forbidden(form) {
                    continue;
                }
                sink(Event::Form(table_form(table, row)));
                let feeds = morph::feeds(tag) & morph::FEEDS_VERBAL_NOUN;
                if feeds != 0 {
                    let n = table_derived.len();
                    morph::derive(form, feeds, Aspect::Both, &table.lemma, &mut table_derived);
                    for d in &table_derived[n..] {
                        let tag = Tag::new(d.pos, d.cells, "");
                        sink(Event::Form(Form {
                            word: &d.word,
                            lemma: &table.lemma,
                            tag: &tag,
                            prefix: None,
                            how: How::Derived {
                                kind: d.kind,
                                from: form,
                            },
                            lasting: false,
                        }));
                    }
                }
            }
        }
        if entry.flags.is_empty() {
            // 2a. A flagless entry: its readings from the annotation file, or unclassified.
            if self.is_forbidden(&entry.word) {
                return Made::default();
            }
            if readings.is_empty() {
                sink(Event::Form(Form {
                    word: &entry.word,
                    lemma: &entry.word,
                    tag: unclassified(),
                    prefix: None,
                    how: How::Flagless { annotated: false },
                    lasting: true,
                }));
            }
            for r in readings {
                let variant = if r.pos == sources::Pos::Contracted {
                    "clitic"
                } else {
                    ""
                };
                let tag = Tag::new(r.pos.name(), &r.features, variant);
                let lemma = if r.lemma.is_empty() {
                    &entry.word
                } else {
                    &r.lemma
                };
                // A form entry of a reviewed nonce verb goes with the verb (src/lexis.rs).
                if r.pos == sources::Pos::Verb && lemma != &entry.word {
                    if let Some(reason) = m
                        .lexis
                        .as_ref()
                        .and_then(|l| l.nonce_form_entry(&entry.word, lemma))
                    {
                        sink(Event::Dropped {
                            word: &entry.word,
                            class: crate::lexis::Class::ReviewedNonce,
                            reason: &reason,
                        });
                        continue;
                    }
                }
                sink(Event::Form(Form {
                    word: &entry.word,
                    lemma,
                    tag: &tag,
                    prefix: None,
                    how: How::Flagless { annotated: true },
                    lasting: false,
                }));
            }
            return Made::default();
        }
        // 2b. The forms of the entry's flags. Those the table lists, made here with the
        // table's part of speech, take the table's cells only (ruky: Gen Sg of ruka).
        let table_pos = replaced_by_table(entry, m, self.irregular);
        let overridden: HashSet<&str> = if table_pos.is_some() {
            self.irregular
                .of(&entry.word)
                .flat_map(|t| t.rows.iter().map(|r| r.0.as_str()))
                .collect()
        } else {
            HashSet::new()
        };
        let aspect =
            is_verb_entry(m.assignment.as_ref(), entry).then(|| m.aspects.of_entry(&entry.word));
        let lexis = derivations(aff, entry, m, self.paradigms);
        let mut derive = Derive::new(aspect, m.lexis.as_ref());
        if aspect.is_some() {
            derive.infinitive = m.aspects.infinitive_of_entry(&entry.word);
        }
        let by_paradigms =
            for_each_form(aff, entry, m, self.paradigms, &mut |form, tag, pre, via| {
                if self.is_forbidden(form)
                    || (overridden.contains(form)
                        && tag.is_none_or(|t| Some(t.pos.as_str()) == table_pos))
                {
                    return;
                }
                let Some(tag) = tag else {
                    sink(Event::Form(Form {
                        word: form,
                        lemma: &entry.word,
                        tag: unclassified(),
                        prefix: pre,
                        how: via,
                        lasting: true,
                    }));
                    return;
                };
                if let Some((class, reason)) = lexis.dropped(form, tag, pre) {
                    sink(Event::Dropped {
                        word: form,
                        class,
                        reason,
                    });
                    // The verbal noun of an intransitive verb is a word (bytí, spaní, kvetení:
                    // seed 001 forms it from the participle's shape); its passive is not.
                    if class == crate::lexis::Class::IntransitivePassive {
                        derive.feed(form, tag, &entry.word);
                    }
                    return;
                }
                sink(Event::Form(Form {
                    word: form,
                    lemma: &entry.word,
                    tag,
                    prefix: pre,
                    how: via,
                    lasting: true,
                }));
                derive.feed(form, tag, &entry.word);
            });
        // 3. Derived transgressives and verbal nouns, judged once all forms are known.
        derive.emit(&entry.word, &lexis.lexis, sink);
        Made {
            by_paradigms,
            headword: None,
        }
    }
}

/// The transgressives and verbal nouns of a verb's forms (src/morph/derive.rs), gathered while
/// its forms are made and emitted once all are known (-ejí supersedes -í).
struct Derive<'l> {
    aspect: Option<Aspect>,
    /// The verb's infinitive where the entry is a present form of it (kapu: kapat), for the
    /// class its transgressives follow.
    infinitive: Option<String>,
    /// The source's derivation model: drops the verbal nouns its lists name
    /// ([`crate::lexis::Lexis::listed_verbal_noun`]).
    lexis: Option<&'l crate::lexis::Lexis>,
    derived: Vec<(morph::Derived, String)>,
    scratch: Vec<morph::Derived>,
}

impl<'l> Derive<'l> {
    /// `aspect`: `None` for an entry that is no verb (nothing is derived).
    fn new(aspect: Option<Aspect>, lexis: Option<&'l crate::lexis::Lexis>) -> Derive<'l> {
        Derive {
            aspect,
            infinitive: None,
            lexis,
            derived: Vec::new(),
            scratch: Vec::new(),
        }
    }

    fn feed(&mut self, form: &str, tag: &Tag, lemma: &str) {
        if let Some(aspect) = self.aspect {
            let feeds = morph::feeds(tag);
            if feeds != 0 {
                let infinitive = self.infinitive.as_deref().unwrap_or(lemma);
                morph::derive(form, feeds, aspect, infinitive, &mut self.scratch);
                self.derived
                    .extend(self.scratch.drain(..).map(|d| (d, form.to_string())));
            }
        }
    }

    /// `wrong`: the entry's judgement, whose reviewed wrong forms drop derived words too
    /// (*zasiv*, the transgressive of the colloquial zasil).
    fn emit(&self, lemma: &str, wrong: &crate::lexis::EntryLexis, sink: &mut dyn FnMut(Event)) {
        let superseded = morph::superseded_transgressives(self.derived.iter().map(|(d, _)| d));
        // The nominative of each participle's verbal noun.
        let noun_of: HashMap<&str, &str> = self
            .derived
            .iter()
            .filter(|(d, _)| d.kind == DerivedKind::VerbalNoun && d.cells.starts_with("Case=Nom"))
            .map(|(d, from)| (from.as_str(), d.word.as_str()))
            .collect();
        for (d, from) in &self.derived {
            if superseded.contains(&d.word) {
                continue;
            }
            let negative = from.starts_with("ne") && !lemma.starts_with("ne");
            if let Some((class, reason)) = wrong.wrong_form(&d.word, negative) {
                sink(Event::Dropped {
                    word: &d.word,
                    class,
                    reason,
                });
                continue;
            }
            if d.kind == DerivedKind::VerbalNoun {
                // The listing names the positive noun: a ne- form (neklevecení) goes with it.
                let noun = noun_of.get(from.as_str()).copied().unwrap_or("");
                let negative = from.starts_with("ne")
                    && (!lemma.starts_with("ne") || from.starts_with("nene"));
                let positive = if negative {
                    noun.strip_prefix("ne").unwrap_or(noun)
                } else {
                    noun
                };
                let listed = self.lexis.and_then(|l| l.listed_verbal_noun(positive));
                if let Some(reason) = listed {
                    sink(Event::Dropped {
                        word: &d.word,
                        class: crate::lexis::Class::ListedVerbalNoun,
                        reason,
                    });
                    continue;
                }
            }
            let tag = Tag::new(d.pos, d.cells, "");
            sink(Event::Form(Form {
                word: &d.word,
                lemma,
                tag: &tag,
                prefix: None,
                how: How::Derived { kind: d.kind, from },
                lasting: false,
            }));
        }
    }
}

/// A display of how a form was made: `hrad/HR suffix H:2`, `paradigm ... line 12`,
/// `transgressive derived from nesou`, `irregular table rules/morphology/irregular/verbs.tsv
/// line 40`.
pub fn describe(
    how: How,
    entry: Option<&crate::hunspell::DicEntry>,
    prefix: bool,
    paradigms: Option<&Paradigms>,
    rules_dir: &Path,
) -> String {
    let lemma = || {
        entry.map_or_else(String::new, |e| match &e.derived {
            None => format!("{}/{} ", e.word, e.flag_string()),
            Some(d) => format!(
                "{}/{} (an entry heslar derives, no line of the source: {}) ",
                e.word,
                e.flag_string(),
                d.why
            ),
        })
    };
    let pre = if prefix { "prefix + " } else { "" };
    match how {
        How::Listed {
            indeclinable: false,
        } => "entry of a list".into(),
        How::Listed { indeclinable: true } => {
            "entry of a list, indeclinable (paradigm hint indecl: of the list, or reviewed in rules/morphology/<source>/hints.tsv)".into()
        }
        How::MultiwordPart => "entry of a list (a word of a multi-word entry)".into(),
        How::Flagless { annotated: true } => "annotated flagless entry".into(),
        How::Flagless { annotated: false } => "flagless entry, unclassified".into(),
        How::Paradigm(h) => format!(
            "{}{pre}{}",
            lemma(),
            paradigms.map_or_else(String::new, |p| p.describe(h))
        ),
        How::Rules(d) => {
            let mut parts = Vec::new();
            if let Some(p) = d.prefix {
                parts.push(format!("prefix {}:{}", p.flag, p.index));
            }
            for r in [d.suffix, d.suffix2].into_iter().flatten() {
                parts.push(format!("suffix {}:{}", r.flag, r.index));
            }
            let what = if parts.is_empty() {
                "entry".to_string()
            } else {
                parts.join(" + ")
            };
            format!("{}{pre}{what}", lemma())
        }
        How::Table { table, row } => format!(
            "irregular table {} line {}",
            table
                .file
                .strip_prefix(rules_dir)
                .unwrap_or(&table.file)
                .display(),
            table.rows[row].2
        ),
        How::Inflected {
            how,
            choice,
            guesser,
        } => format!(
            "{pre}{}; {}",
            paradigms.map_or_else(String::new, |p| p.describe(how)),
            guesser.describe(choice)
        ),
        How::Derived { kind, from } => format!(
            "{} derived from {from}",
            match kind {
                DerivedKind::Transgressive => "transgressive",
                DerivedKind::VerbalNoun => "verbal noun",
            }
        ),
    }
}
