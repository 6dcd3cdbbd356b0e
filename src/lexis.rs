//! Lexis: which of the words a source's derivational flags make are words of the language.
//!
//! The Czech Hunspell data lists derived words compactly: flag K puts the -ost noun on an
//! adjective, R its adverb, W the ne-/nej-/nejne- prefixes on a comparative. It sets them on
//! qualitative adjectives (mladý: mladost, mladě, mladší), where they make words, and just as
//! well on passive participles and relational adjectives, where they do not (běžený: *běženost*;
//! konanější: *nejnekonanějšího*; anekční: *anekčně*). RULES.md §3 admits these derivations only
//! where a source lists the derived word, and "a flag is a listing where the derived word is a
//! real word of the language". This module tells the two apart, once per entry, for the build
//! and for `check --explain` alike ([`Lexis::judge`]):
//!
//! - **the kind of the base adjective**, by the grammar: its ending in
//!   `rules/morphology/derivations.tsv`, or for a compound of a numeral its beginning (`^dvou`:
//!   dvoubarevný, třiašedesátinásobný relational) (-ový, -ský, -ní relational; -ovaný a participle; -aný,
//!   -ený, -tý a participle when a verb of the source makes it, found by undoing the participle's
//!   alternations: zmíněný ← zmínit, nošený ← nosit, tažený ← táhnout; anything else
//!   qualitative);
//! - **evidence of use**: a form of the derived word in the frequency list of real Czech text
//!   that `sources/sources.toml` names as `[[evidence]]` (wordfreq; [`Evidence`]), less the words
//!   `rules/no-evidence.tsv` reads as misspellings or other words' forms. Here evidence
//!   never adds a lemma: it only keeps a derivation the source's flags already make (the one
//!   word evidence adds, the regular comparative of a gradable positive the source grades with
//!   none, is src/inflect.rs's `derived_comparatives`, judged here like any comparative entry).
//!
//! | class | made by | kept when |
//! |---|---|---|
//! | `ost` | -ost noun of an adjective (K) | the base is qualitative, or a form of the noun is attested |
//! | `adverb` | adverb of an adjective (R) | qualitative or gradable, or the adverb or the -ost noun is attested (a participle's adverb that another word's form spells is no evidence: *minutě*, minuta's dative) |
//! | `comparative` | every form of a comparative entry | the positive is qualitative or gradable, or a form of the comparative or the positive's -ost noun is attested |
//! | `negative-comparative` | ne-/nejne- on a comparative (W) | the comparative is kept by its positive's kind and ne- + the positive is an entry (nebezpečný: nejnebezpečnější; not neposlední, whose positive grades only as text uses nejposlednější), or the form is attested |
//! | `double-iterative` | every form of an -ovávat verb whose -ovat base is imperfective (udělovat: *udělovávat*) | a form is attested |
//! | `unattested-iterative` | every form of another -ovávat, -ávávat or -ívávat verb (zbudovávat, infiltrovávat): mostly nonce entries of the source | a form is attested |
//! | `double-negative` | ne- forms of an entry that is the negative of another (nedat: *nenedáme*) | never |
//! | `negative-possessive` | ne- forms of a possessive adjective a noun's paradigm makes (*nelezcovou*) | never |
//! | `negative-relational` | ne- forms of a relational adjective (*nepedikérský*) | a ne- form is attested (RULES.md §3: negative adjectives only where listed) |
//! | `intransitive-passive` | passive participles of an intransitive verb and of a prefix + it (`rules/morphology/<source>/transitivity.tsv`: *proletěn*, *nedokvetená*), the participle adjective entry whole, and a short-form entry of it (twenty-first stop: *prořeknut*/ON beside prořeknutý); verbal nouns stay (bytí, spaní) | a prefixed verb the list names transitive or unsure (přeletět), or a passive form of the verb is attested (of the verb's short passives, one common or more than two rare personal forms: one or two rare ones are no evidence, *čelen*; any form of the participle adjective entry, zakoukaný; not the participle's animate plural, the verbal noun's spelling: plynutí; only ne- forms attested keep only them: netknutý; only the impersonal neuter attested keeps only it: bylo zabráněno) |
//! | `negative-derived` | ne- forms of the -ost noun and adverb of an adjective whose negative is no entry (*nebezcitnost*, *neopravně*); the ne- forms of the -ost noun or adverb of an adjective `grading.tsv` says makes none (`no-negative-ost`, `no-negative-adverb`, thirty-seventh stop: *nevlastnost*, *nepotravinově*, though nevlastní and nepotravinový are words) | ne- + the adjective is an entry, or a ne- form of the adjective, its -ost noun or adverb is attested; for a `no-negative-ost` or `no-negative-adverb` row a ne- form of that noun or adverb |
//! | `reviewed-negative` | ne- forms of an adjective of `rules/morphology/<source>/negatives.tsv` whose negative is no word (*nezlomyslný*), and of its -ost noun (*nezlost*); ne- forms of a noun of the same list (thirteenth stop: *neskrblictví*, *nenula*) | a ne- form is attested (a reviewed list: [`Lexis::load_negatives`]) |
//! | `reviewed-ost` | the -ost noun of a qualitative adjective of `rules/morphology/<source>/grading.tsv` (*chudozubost*, *aberantnost*) | a form of the noun attested (a reviewed list: [`Lexis::load_grading`]); a ne- form alone keeps only the ne- forms (nevidomost, not *vidomost*) |
//! | `reviewed-comparative` | the comparatives and their adverbs of an adjective the same list says does not grade (*bezdětnější*, *barvoslepější*) | a form of the comparative attested |
//! | `reviewed-adverb` | the adverb of an adjective the same list says makes none (*máselně*, *nástěnně*; twenty-first stop: *kotelně*, *jezdcově*, relational adverbs text spells only as another word's form) | the adverb attested, as no other word's form (kotelně is kotelna's dative) |
//! | `reviewed-possessive` | the possessive adjectives (-ův, -in) of a noun of `rules/morphology/<source>/possessives.tsv` that names no being but has an animate class (*grandhotelův*, *škrobova*), and its animate forms: the -ovi dative and locative, the animate nominative plurals (*oříškovi*, *autopiloti*; eleventh stop) | a -ův/-in form of it is attested (a reviewed list: [`Lexis::load_possessives`]) |
//! | `unattested-place-adjective` | every form of an adjective entry of a place name (src/games.rs: nedachlebický of Nedachlebice, yokohamský of Yokohama) | a form is attested: the Prameny list the adjectives of places text uses (seed 000 §3.2), not one of every village; a source that lists it as a headword keeps it |
//! | `reviewed-nonce-verb` | every form of a verb of `rules/morphology/<source>/nonce-verbs.tsv` (předčuchat, obvázávat, blízat), of its participle adjective entry, of its verbal noun entry and of the source's flagless form entries its annotation gives the verb as lemma (přihlídnuto; [`Lexis::nonce_form_entry`]) (a reviewed list: [`Lexis::load_nonce_verbs`]) | its forms are in use, none of them another entry's: the verb's more than two attested or one at a Zipf frequency of 2 or more (rozhlídnout stays, blízat goes), the participle adjective's or verbal noun's any attested (promodralý) |
//! | `reviewed-form` | one form of an entry that `rules/morphology/<source>/wrong-forms.tsv` names, with its ne- form: the -ě/-e locative the source's flag R gives a noun that takes -u only (*mejdaně*, *rozchodě*, *semeně*), the transgressive of a colloquial participle entry (*zasiv* of zasil), the adjective forms of an entry whose -ost noun alone is a word (*ctižádý*: ctižádost stays) | the form is attested (a reviewed list: [`Lexis::load_wrong_forms`]) |
//! | `perfective-participle` | every form of a present active participle entry (-ící, -oucí) whose verb is perfective only (*nainstalující*, *vyřadící*, *zašifrující*): the grammar makes the participle of imperfective verbs only | a form is attested (padnoucí, hodící se, stanovící: lexicalised adjectives) |
//! | `listed-verbal-noun` | every case of a verbal noun a verb derives from its passive participle whose nominative `rules/categories/source-errors.txt` or `nonce-words.txt` names as the source's entry: the listing drops the entry, this the same noun derived again (*klevecení* of klevetit, *jezdění*, *dogenerování*); a homograph of another word stays (*vybraní*, plural of vybraný) | the nominative is in common use (Zipf ≥ 2) |
//!
//! Every dropped form is counted per class in `output/report.json` with examples, and
//! `check --explain` names the class and the reason.

use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::error::FileErrors;
use crate::fxhash::FxHashMap;
use crate::morph::Aspect;

/// Words attested in real text (a frequency list): evidence that a derived word is in use.
#[derive(Debug, Default)]
pub struct Evidence {
    /// Each word, and whether it is common: at least [`COMMON_ZIPF`] (every word of a list
    /// without frequencies). One common form is use, where one or two rarer ones may be a typo
    /// or another word's.
    words: FxHashMap<Box<str>, bool>,
    /// The list's id in `sources/sources.toml` (`wordfreq-cs`), for explanations.
    pub id: String,
    /// The attested words a review reads as no evidence of use ([`Evidence::load_misreadings`]):
    /// each with what text's word is, the file and the line.
    misread: FxHashMap<Box<str>, Misreading>,
}

/// A word of the evidence list that is no evidence of use: the misspelling of another word
/// (*množnost*: možnost), or another word's form (*cvikově*: the town Cvikov's locative).
#[derive(Debug, Clone)]
pub struct Misreading {
    /// What text's word is, in words (`the misspelling of možnost`).
    pub reading: String,
    pub path: PathBuf,
    pub line: usize,
}

/// The Zipf frequency from which one attested form is evidence of use on its own (about once
/// in ten million words; the weakly attested lemmas of the reviews of issue 13 are those with
/// one or two forms below it).
pub const COMMON_ZIPF: f64 = 2.0;

/// How text uses a form: not at all, rarely (below [`COMMON_ZIPF`]), or commonly.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Use {
    None,
    Rare,
    Common,
}

impl Evidence {
    /// Reads a frequency list: a `word<TAB>zipf` header (`zipf` may be left out), then one word
    /// per line; `#` comments (src/table.rs).
    pub fn load(id: &str, path: &Path) -> Result<Evidence, FileErrors> {
        let mut words = FxHashMap::default();
        crate::table::read(path, &["word", "zipf?"], |f| {
            let word = f.get(0);
            if word.is_empty() || word.chars().any(|c| !c.is_alphabetic() || c.is_uppercase()) {
                return f.error(format!("{word:?}: a word of lowercase letters expected"));
            }
            let zipf = f.get(1);
            let zipf = if zipf.is_empty() {
                f64::INFINITY
            } else {
                match zipf.parse::<f64>() {
                    Ok(z) if z.is_finite() => z,
                    _ => return f.error(format!("{word}: zipf {zipf:?} is no number")),
                }
            };
            words.insert(Box::from(word), zipf >= COMMON_ZIPF);
        })?;
        Ok(Evidence {
            words,
            id: id.to_string(),
            ..Evidence::default()
        })
    }

    /// Every `[[evidence]]` list of a sources manifest, as one set (empty when there is none).
    pub fn load_all(manifest: &crate::sources::Manifest) -> Result<Evidence, FileErrors> {
        let mut all = Evidence::default();
        let mut ids = Vec::new();
        for spec in &manifest.evidence {
            let e = Evidence::load(&spec.id, &manifest.dir.join(&spec.file))?;
            for (w, common) in e.words {
                *all.words.entry(w).or_default() |= common;
            }
            ids.push(spec.id.clone());
        }
        all.id = if ids.is_empty() {
            "no evidence list".to_string()
        } else {
            ids.join(", ")
        };
        Ok(all)
    }

    /// Reads the reviewed misreadings (`rules/no-evidence.tsv`: `word<TAB>reading<TAB>reference
    /// <TAB>date`) and takes their words out of the list, so that no rule counts them as use.
    /// A row whose word the list does not hold is an error: it would change nothing.
    pub fn load_misreadings(&mut self, path: &Path) -> Result<(), FileErrors> {
        let mut misread = FxHashMap::default();
        crate::table::read(path, &["word", "reading", "reference", "date"], |f| {
            let word = f.get(0);
            for (i, name) in ["reading", "reference", "date"].iter().enumerate() {
                if f.get(i + 1).trim().is_empty() {
                    return f.error(format!("{word}: the {name} is empty"));
                }
            }
            if !self.words.contains_key(word) {
                return f.error(format!("{word}: not in the evidence list ({})", self.id));
            }
            let m = Misreading {
                reading: f.get(1).to_string(),
                path: path.to_path_buf(),
                line: f.line(),
            };
            if misread.insert(Box::from(word), m).is_some() {
                f.error(format!("{word}: listed twice"));
            }
        })?;
        for w in misread.keys() {
            self.words.remove(w);
        }
        self.misread = misread;
        Ok(())
    }

    /// What a review reads text's `word` as, when it is no evidence of use.
    pub fn misreading(&self, word: &str) -> Option<&Misreading> {
        self.misread.get(word)
    }

    /// Whether `word` occurs in the list.
    #[inline]
    pub fn attested(&self, word: &str) -> bool {
        self.words.contains_key(word)
    }

    /// How the list uses `word`.
    pub fn usage(&self, word: &str) -> Use {
        match self.words.get(word) {
            Some(true) => Use::Common,
            Some(false) => Use::Rare,
            None => Use::None,
        }
    }

    /// The common word of which a rarely used `form` looks like a misspelling: the first
    /// word, in the order of the letters left out, that leaving one letter out of `form` makes
    /// and that the list uses commonly (tamnější: tamější; nejrannější: nejranější), unless
    /// `same` says it is a form of the same word.
    pub fn misspelling_of(&self, form: &str, same: impl Fn(&str) -> bool) -> Option<String> {
        if self.usage(form) != Use::Rare {
            return None;
        }
        form.char_indices()
            .map(|(i, c)| format!("{}{}", &form[..i], &form[i + c.len_utf8()..]))
            .find(|w| self.usage(w) == Use::Common && !same(w))
    }

    pub fn len(&self) -> usize {
        self.words.len()
    }

    pub fn is_empty(&self) -> bool {
        self.words.is_empty()
    }
}

/// What [`Lexis::judge`] calls with each form of an entry.
pub type FormSink<'a> = dyn FnMut(&str, &Form) + 'a;

/// What decides a form's derivation class: its part of speech, whether it is a comparative or
/// superlative (`Degree=Cmp`/`Sup` in a cell), and its prefix's features.
#[derive(Debug, Clone, Copy)]
pub struct Form<'a> {
    pub pos: &'a str,
    pub graded: bool,
    /// A passive participle (`Voice=Pass`: nesen, nesena).
    pub passive: bool,
    /// The neuter singular short passive, the impersonal passive of any verb (bylo zabráněno,
    /// bylo hovořeno): a passive cell with `Gender=Neut` and `Number=Sing` and no case.
    pub impersonal: bool,
    /// An individual possessive adjective a noun's paradigm makes (`Poss=Yes`: učitelův).
    pub possessive: bool,
    /// A form of a noun only an animate masculine takes: every cell `Animacy=Anim` (the
    /// nominative plurals oříšci, oříškové), or the -ovi dative and locative singular
    /// ([`Form::of_word`]: oříškovi, where a thing has oříšku).
    pub animate: bool,
    pub prefix: Option<&'a str>,
}

impl<'a> Form<'a> {
    /// The form of a tag (cells) and prefix features.
    pub fn of(tag: &'a crate::morph::Tag, prefix: Option<&'a str>) -> Form<'a> {
        let mut f = Form {
            pos: &tag.pos,
            graded: false,
            passive: false,
            impersonal: false,
            possessive: false,
            animate: tag.pos == "noun" && !tag.cells.is_empty(),
            prefix,
        };
        // One pass over the cells and their features.
        for c in &tag.cells {
            let (mut pass, mut neut, mut sing, mut case) = (false, false, false, false);
            for kv in c.split('|') {
                match kv {
                    "Degree=Cmp" | "Degree=Sup" => f.graded = true,
                    "Voice=Pass" => pass = true,
                    "Poss=Yes" => f.possessive = true,
                    "Gender=Neut" => neut = true,
                    "Number=Sing" => sing = true,
                    _ => case |= kv.starts_with("Case="),
                }
            }
            f.passive |= pass;
            f.impersonal |= pass && neut && sing && !case;
            f.animate &= c.split('|').any(|kv| kv == "Animacy=Anim");
        }
        f
    }

    /// [`Form::of`] a word, which tells the animate -ovi dative and locative singular
    /// (oříškovi) from the -u and -i ones of the same cells.
    pub fn of_word(word: &str, tag: &'a crate::morph::Tag, prefix: Option<&'a str>) -> Form<'a> {
        let mut f = Form::of(tag, prefix);
        f.animate |= tag.pos == "noun"
            && word.ends_with("ovi")
            && tag
                .cells
                .iter()
                .all(|c| matches!(c.as_str(), "Case=Dat|Number=Sing" | "Case=Loc|Number=Sing"));
        f
    }

    /// A ne- form (prefix features `Polarity=Neg`).
    pub fn negative(&self) -> bool {
        negative_prefix(self.prefix)
    }
}

/// Whether prefix features negate (`Polarity=Neg`: the ne- of nepsal, nemejdaně).
pub fn negative_prefix(prefix: Option<&str>) -> bool {
    prefix.is_some_and(|p| p.split('|').any(|kv| kv == "Polarity=Neg"))
}

/// What the evidence attests of the passive of a verb with an intransitive base: personal
/// positive forms in use (everything stays), only ne- forms (netknutý: those stay), only the
/// impersonal neuter (bylo zabráněno: that stays). [`Lexis::set_attested_passives`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PassiveEvidence {
    /// Personal positive forms in use: one common, or more than [`WEAK_FORMS`] rare ones (as
    /// for a reviewed nonce verb: one or two rare forms are another word's or a slip, *čelen*,
    /// *čelenu* of čelit, which governs the dative and has no passive). The walk counts any
    /// attested form of a participle adjective entry as common (zakoukaný).
    pub personal: bool,
    pub negative: bool,
    pub impersonal: bool,
    /// The rare personal forms attested so far.
    pub rare_personal: u8,
}

impl PassiveEvidence {
    /// Adds what another walk attested.
    pub fn merge(&mut self, other: PassiveEvidence) {
        self.personal |= other.personal;
        self.negative |= other.negative;
        self.impersonal |= other.impersonal;
        self.rare_personal = self.rare_personal.saturating_add(other.rare_personal);
        self.personal |= usize::from(self.rare_personal) > WEAK_FORMS;
    }

    /// Adds an attested passive form, used as the evidence list says.
    pub fn add(&mut self, f: &Form, usage: Use) {
        self.add_kind(f.impersonal, f.negative(), usage);
    }

    /// [`PassiveEvidence::add`] of a form that is `impersonal` or `negative` or neither.
    pub fn add_kind(&mut self, impersonal: bool, negative: bool, usage: Use) {
        if impersonal {
            self.impersonal = true;
        } else if negative {
            self.negative = true;
        } else if usage == Use::Common {
            self.personal = true;
        } else {
            self.rare_personal = self.rare_personal.saturating_add(1);
            self.personal |= usize::from(self.rare_personal) > WEAK_FORMS;
        }
    }
}

/// Walks the forms of an entry, calling the sink with each.
pub type FormWalk<'a> = dyn FnMut(&mut FormSink) + 'a;

/// What an adjective is, for derivation: RULES.md §3 lets qualitative adjectives grade and make
/// -ost nouns and adverbs; relational adjectives and passive participles do so only where a
/// source lists the derived word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Qualitative,
    /// Its comparatives the source lists are words, but its -ost noun and adverb need evidence
    /// (-ický: akademičtější; *akademickost*; place adjectives lešovický: *lešovicky*).
    Gradable,
    Relational,
    /// A diminutive (uzoučký, malinký, kratičký): it does not grade and makes no -ost noun or
    /// negative unless attested (*uzoučkost*, *neuzoučký*), but its adverbs are words
    /// (kratince, měkoučce).
    Diminutive,
    Participle,
    /// A participle when a verb of the source makes it, else qualitative (-aný, -ený, -tý).
    Verbal,
    /// A participle when a verb of the source makes it, else relational (-ěný: dřevěný).
    VerbalRelational,
}

impl Kind {
    fn parse(s: &str) -> Option<Kind> {
        Some(match s {
            "qualitative" => Kind::Qualitative,
            "gradable" => Kind::Gradable,
            "relational" => Kind::Relational,
            "diminutive" => Kind::Diminutive,
            "participle" => Kind::Participle,
            "verbal" => Kind::Verbal,
            "verbal-relational" => Kind::VerbalRelational,
            _ => return None,
        })
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Qualitative => "qualitative",
            Kind::Gradable => "gradable (its -ost noun and adverb need evidence)",
            Kind::Relational => "relational",
            Kind::Diminutive => "diminutive (its adverbs stay)",
            Kind::Participle => "participle",
            Kind::Verbal => "verbal",
            Kind::VerbalRelational => "verbal-relational",
        }
    }
}

/// A derivation class (a bit of [`EntryLexis`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(u32)]
pub enum Class {
    Ost = 1,
    Adverb = 2,
    Comparative = 4,
    NegativeComparative = 8,
    DoubleIterative = 16,
    UnattestedVerb = 32,
    NegativeRelational = 64,
    DoubleNegative = 128,
    NegativePossessive = 256,
    ReviewedNonce = 512,
    IntransitivePassive = 1024,
    NegativeDerived = 2048,
    ReviewedNegative = 4096,
    ReviewedOst = 8192,
    ReviewedComparative = 16384,
    ReviewedAdverb = 32768,
    ReviewedPossessive = 65536,
    UnattestedPlace = 131072,
    ReviewedForm = 262144,
    ListedVerbalNoun = 524288,
    PerfectiveParticiple = 1048576,
}

impl Class {
    pub const ALL: [Class; 21] = [
        Class::Ost,
        Class::Adverb,
        Class::Comparative,
        Class::NegativeComparative,
        Class::DoubleIterative,
        Class::UnattestedVerb,
        Class::NegativeRelational,
        Class::DoubleNegative,
        Class::NegativePossessive,
        Class::ReviewedNonce,
        Class::IntransitivePassive,
        Class::NegativeDerived,
        Class::ReviewedNegative,
        Class::ReviewedOst,
        Class::ReviewedComparative,
        Class::ReviewedAdverb,
        Class::ReviewedPossessive,
        Class::UnattestedPlace,
        Class::ReviewedForm,
        Class::ListedVerbalNoun,
        Class::PerfectiveParticiple,
    ];

    /// The stable id, as in the build report.
    pub fn id(self) -> &'static str {
        match self {
            Class::Ost => "ost",
            Class::Adverb => "adverb",
            Class::Comparative => "comparative",
            Class::NegativeComparative => "negative-comparative",
            Class::DoubleIterative => "double-iterative",
            Class::UnattestedVerb => "unattested-iterative",
            Class::NegativeRelational => "negative-relational",
            Class::DoubleNegative => "double-negative",
            Class::NegativePossessive => "negative-possessive",
            Class::ReviewedNonce => "reviewed-nonce-verb",
            Class::IntransitivePassive => "intransitive-passive",
            Class::NegativeDerived => "negative-derived",
            Class::ReviewedNegative => "reviewed-negative",
            Class::ReviewedOst => "reviewed-ost",
            Class::ReviewedComparative => "reviewed-comparative",
            Class::ReviewedAdverb => "reviewed-adverb",
            Class::ReviewedPossessive => "reviewed-possessive",
            Class::UnattestedPlace => "unattested-place-adjective",
            Class::ReviewedForm => "reviewed-form",
            Class::ListedVerbalNoun => "listed-verbal-noun",
            Class::PerfectiveParticiple => "perfective-participle",
        }
    }

    /// The class's position in [`Class::ALL`].
    pub fn index(self) -> usize {
        (self as u32).trailing_zeros() as usize
    }
}

/// The derivation model of one source: the kinds of adjective endings, the source's verbs and
/// entries, and the evidence of use.
#[derive(Debug)]
pub struct Lexis {
    evidence: Arc<Evidence>,
    /// Endings (and `^` beginnings) and their kind, longest first, with the line of
    /// `derivations.tsv`.
    endings: Vec<(String, Kind, usize)>,
    /// Whole-word rows (`=akademický`): the adjective, its kind and line.
    whole: HashMap<String, (Kind, usize)>,
    table: PathBuf,
    /// The source's infinitives (participle look-ups).
    verbs: HashSet<String>,
    /// The source's adjective entries (ne- positives: nebezpečný).
    adjectives: HashSet<String>,
    /// Reviewed verbs of the source that are no words ([`Lexis::load_nonce_verbs`]): the verb,
    /// its verdict and reason, the line.
    nonce: HashMap<String, (String, usize)>,
    nonce_path: PathBuf,
    /// Attested forms of reviewed nonce verbs that entries of other words make too (rozvoz of
    /// rozvozit is the noun rozvoz): text attests the other word, so they are no evidence for
    /// the verb ([`Lexis::set_nonce_homographs`]).
    nonce_homographs: HashSet<String>,
    /// Attested adverbs of passive participles that a common word of another part of speech
    /// makes too, with that word (minutě: minuta's dative, not minutý's adverb): no evidence
    /// for the derivation ([`Lexis::set_derivation_homographs`]).
    derivation_homographs: HashMap<String, String>,
    /// Attested adverbs of the other adjectives whose adverb text must attest that another
    /// word makes too, with that word (kotelně: kotelna's dative): evidence of the kind, none
    /// against a review that names the adverb no word ([`Lexis::set_derivation_homographs`]).
    adverb_homographs: HashMap<String, String>,
    /// The adjectives of place names among the source's entries, with the place
    /// ([`Lexis::set_place_adjectives`]).
    places: HashMap<String, String>,
    /// Reviewed adjectives whose negative is no word ([`Lexis::load_negatives`]): the
    /// adjective, the review's words, the line.
    no_negative: HashMap<String, (String, usize)>,
    negatives_path: PathBuf,
    /// The noun entries of the source ([`Lexis::set_nouns`]), for the possessive list.
    nouns: HashSet<String>,
    /// Reviewed nouns that name no being and so make no possessive adjective
    /// ([`Lexis::load_possessives`]): noun → (reason, line).
    no_possessive: HashMap<String, (String, usize)>,
    possessives_path: PathBuf,
    /// Reviewed wrong forms of entries ([`Lexis::load_wrong_forms`]): lemma → (form, reason,
    /// line).
    wrong_forms: HashMap<String, Vec<(String, String, usize)>>,
    wrong_forms_path: PathBuf,
    /// Reviewed qualitative adjectives whose -ost noun, comparative or adverb is no word
    /// ([`Lexis::load_grading`]): the adjective, what it lacks and why, the line.
    grading: HashMap<String, (Grading, usize)>,
    grading_path: PathBuf,
    /// Reviewed transitivity ([`Lexis::load_transitivity`]): verb → (intransitive, line).
    transitivity: HashMap<String, (bool, usize)>,
    transitivity_path: PathBuf,
    /// Verbs of intransitive bases with an attested passive participle, short or long, and
    /// what kind of form is attested ([`Lexis::set_attested_passives`]).
    attested_passives: HashMap<String, PassiveEvidence>,
    /// Verbal nouns a reviewed category list names as no words, the source's own entries
    /// (klevecení, jezdění), with the list line ([`Lexis::set_listed_nouns`]).
    listed_nouns: HashMap<String, String>,
}

/// What the reviewed grading list says of an adjective: which of its -ost noun, comparative
/// and adverb are no words; and the review's reason.
#[derive(Debug, Clone)]
struct Grading {
    lacks: u8,
    reason: String,
}

/// A derived word the reviewed grading list may deny an adjective (a bit of [`Grading`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Lack {
    Ost = 1,
    Comparative = 2,
    Adverb = 4,
    /// The -ost noun takes no ne- though the adjective does (*nevlastnost*: nevlastní is a
    /// word, vlastnost a property).
    NegativeOst = 8,
    /// The adverb takes no ne- though the adjective does (*nepotravinově*).
    NegativeAdverb = 16,
}

impl Lack {
    const ALL: [(Lack, &'static str); 5] = [
        (Lack::Ost, "no-ost"),
        (Lack::Comparative, "no-comparative"),
        (Lack::Adverb, "no-adverb"),
        (Lack::NegativeOst, "no-negative-ost"),
        (Lack::NegativeAdverb, "no-negative-adverb"),
    ];
}

/// The columns of the reviewed transitivity list (`transitivity.tsv`).
const TRANSITIVITY_COLUMNS: &[&str] = &["word", "verdict", "note?"];

/// The columns of a reviewed list of nonce verbs (`nonce-verbs.tsv`).
const NONCE_COLUMNS: &[&str] = &["word", "verdict", "reason"];

/// Consonant alternations of the passive participle, undone (participle stem → infinitive
/// stem): nošen ← nosit, ražen ← razit, placen ← platit, sázen ← sadit, pečen ← péct,
/// myšlen ← myslet, tažen ← táhnout, vlečen ← vléct, mašen ← machat, opuštěn ← opustit,
/// zhyzděn ← zhyzdit;
/// pomožen ← pomoci, pečen ← péct (the velar of -ci/-ct).
/// The velar deletions (-ct, -ci verbs) come last: a participle an alternation also explains
/// is that verb's (zatržen: zatrhnout, not zatrnout).
const PARTICIPLE_ALTERNATIONS: &[(&str, &str)] = &[
    ("šť", "st"),
    ("žď", "zd"),
    ("šl", "sl"),
    ("š", "s"),
    ("ž", "z"),
    ("c", "t"),
    ("z", "d"),
    ("č", "k"),
    ("č", "c"),
    ("ž", "h"),
    ("š", "ch"),
    ("ř", "r"),
    ("ť", "t"),
    ("ď", "d"),
    ("ň", "n"),
    ("ž", ""),
    ("č", ""),
];

/// The infinitive endings a participle stem (the participle without -ený/-ěný) may come from.
const EN_INFINITIVES: &[&str] = &[
    "it", "et", "ět", "ít", "ést", "éct", "éci", "ct", "ci", "out", "nout",
];

/// The columns of `derivations.tsv`.
const DERIVATION_COLUMNS: &[&str] = &["ending", "kind", "note?"];

impl Lexis {
    /// Reads `derivations.tsv` (`ending<TAB>kind<TAB>note`).
    pub fn new(
        table: &Path,
        evidence: Arc<Evidence>,
        verbs: HashSet<String>,
        adjectives: HashSet<String>,
    ) -> Result<Lexis, FileErrors> {
        let mut endings = Vec::new();
        let mut whole = HashMap::new();
        let mut seen = HashMap::new();
        crate::table::read(table, DERIVATION_COLUMNS, |f| {
            let (ending, kind) = (f.get(0), f.get(1));
            let Some(k) = Kind::parse(kind) else {
                return f.error(format!(
                    "unknown kind {kind:?}; valid: qualitative, gradable, relational, diminutive, participle, verbal, verbal-relational"
                ));
            };
            // `^dvou`: a beginning (the compounds of a numeral: dvoubarevný, třiašedesátinásobný).
            // `=akademický`: that adjective alone, a reviewed word (not geofyzický for fyzický).
            let letters = ending
                .strip_prefix('^')
                .or_else(|| ending.strip_prefix('='))
                .unwrap_or(ending);
            if letters.is_empty() || !letters.chars().all(char::is_alphabetic) {
                return f.error(format!(
                    "{ending:?}: an ending of letters (or ^ and a beginning, or = and a whole word) expected"
                ));
            }
            if let Some(first) = seen.insert(ending.to_string(), f.line()) {
                return f.error(format!("{ending} is listed twice (first on line {first})"));
            }
            match ending.strip_prefix('=') {
                Some(word) => {
                    whole.insert(word.to_string(), (k, f.line()));
                }
                None => endings.push((ending.to_string(), k, f.line())),
            }
        })?;
        endings
            .sort_by_key(|(e, _, _): &(String, Kind, usize)| std::cmp::Reverse(e.chars().count()));
        Ok(Lexis {
            evidence,
            endings,
            whole,
            table: table.to_path_buf(),
            verbs,
            adjectives,
            nonce: HashMap::new(),
            nonce_path: PathBuf::new(),
            nonce_homographs: HashSet::new(),
            derivation_homographs: HashMap::new(),
            adverb_homographs: HashMap::new(),
            places: HashMap::new(),
            no_negative: HashMap::new(),
            negatives_path: PathBuf::new(),
            nouns: HashSet::new(),
            no_possessive: HashMap::new(),
            possessives_path: PathBuf::new(),
            wrong_forms: HashMap::new(),
            wrong_forms_path: PathBuf::new(),
            grading: HashMap::new(),
            grading_path: PathBuf::new(),
            transitivity: HashMap::new(),
            transitivity_path: PathBuf::new(),
            attested_passives: HashMap::new(),
            listed_nouns: HashMap::new(),
        })
    }

    /// Sets the words the reviewed category lists (`rules/categories/source-errors.txt`,
    /// `nonce-words.txt`) name as no words, each with its citation. Only the verbal nouns among
    /// them matter here ([`Lexis::listed_verbal_noun`]): the noun entries of the source
    /// ([`Lexis::set_nouns`]) in -ní, -tí. A listed adjective entry of the same spelling is no
    /// judgement of the noun (*konturování*, listed as the source's soft adjective, is the
    /// verbal noun of konturovat).
    pub fn set_listed_nouns(&mut self, listed: impl IntoIterator<Item = (String, String)>) {
        self.listed_nouns = listed
            .into_iter()
            .filter(|(w, _)| (w.ends_with("ní") || w.ends_with("tí")) && self.nouns.contains(w))
            .collect();
    }

    /// Why the verbal noun whose nominative is `noun`, derived from a verb's passive
    /// participle, is no word: a reviewed category list names it (the source's entry
    /// *klevecení* of klevetit, whose verbal noun is klevetění), and text does not use it
    /// commonly (class `listed-verbal-noun`). The listing drops the entry at admission; this
    /// drops the same noun where the verb derives it again.
    pub fn listed_verbal_noun(&self, noun: &str) -> Option<&str> {
        let why = self.listed_nouns.get(noun)?;
        (self.evidence.usage(noun) != Use::Common).then_some(why.as_str())
    }

    /// Reads the reviewed transitivity of verbs (`rules/morphology/<source>/transitivity.tsv`:
    /// `word<TAB>verdict<TAB>note`, verdict `intransitive`, `transitive` or `unsure`). An
    /// intransitive verb (letět, kvést, pečovat) and every prefix + it make no passive
    /// participle (seed 001: "příčestí trpné ... přechodných"), unless a `transitive` or
    /// `unsure` line names the prefixed verb (přeletět) or a passive form of the verb is
    /// attested. A word that is no verb of the
    /// source or an unknown verdict is an error naming the line.
    pub fn load_transitivity(&mut self, path: &Path) -> Result<(), FileErrors> {
        const VERDICTS: &[&str] = &["intransitive", "transitive", "unsure"];
        self.transitivity = self.read_verb_list(path, TRANSITIVITY_COLUMNS, VERDICTS, |v, _| {
            Ok(v == "intransitive")
        })?;
        self.transitivity_path = path.to_path_buf();
        Ok(())
    }

    /// Reads a reviewed list of verbs of the source (`word<TAB>verdict<TAB>…`): every word a
    /// verb of the source, listed once, with one of `verdicts`; `value` makes what the list
    /// keeps of a line from its verdict and third column, or says what is wrong with it. Each bad
    /// line is an error naming it.
    fn read_verb_list<T>(
        &self,
        path: &Path,
        columns: &[&str],
        verdicts: &[&str],
        value: impl Fn(&str, &str) -> Result<T, String>,
    ) -> Result<HashMap<String, (T, usize)>, FileErrors> {
        read_list(
            path,
            columns,
            verdicts,
            (&|w| self.verbs.contains(w), "verb"),
            value,
        )
    }

    /// Sets the noun entries of the source, which the possessive list may name.
    pub fn set_nouns(&mut self, nouns: HashSet<String>) {
        self.nouns = nouns;
    }

    /// Reads the reviewed list of nouns that name no being (`hunspell-cs/possessives.tsv`,
    /// `word<TAB>verdict<TAB>reason`, verdict `no-possessive`): the possessive adjectives their
    /// animate paradigm makes go (class `reviewed-possessive`: *grandhotelův*, *škrobova*) unless
    /// one is attested; the noun's own forms stay. A word that is no noun of the source, an
    /// unknown verdict or an empty reason is an error naming the line.
    pub fn load_possessives(&mut self, path: &Path) -> Result<(), FileErrors> {
        let nouns = |w: &str| self.nouns.contains(w);
        self.no_possessive = read_reasons(path, "no-possessive", (&nouns, "noun"))?;
        self.possessives_path = path.to_path_buf();
        Ok(())
    }

    /// Reads the reviewed list of wrong forms (`hunspell-cs/wrong-forms.tsv`,
    /// `lemma<TAB>form<TAB>reason`): single forms the source's flags make that are no forms of
    /// the word, such as the -ě/-e locative the flag R gives nouns that take -u only
    /// (*mejdaně*, *semeně*), or a transgressive derived from a verb entry's colloquial participle
    /// (*zasiv* of zasil). A listed form goes, with its ne- form, unless text attests it (class
    /// `reviewed-form`). A lemma that is no noun, verb or adjective of the source, an empty form
    /// or reason, or a form listed twice is an error naming the line.
    pub fn load_wrong_forms(&mut self, path: &Path) -> Result<(), FileErrors> {
        let mut out: HashMap<String, Vec<(String, String, usize)>> = HashMap::new();
        let mut seen = HashSet::new();
        crate::table::read(path, &["lemma", "form", "reason"], |f| {
            let (lemma, form, reason) = (f.get(0), f.get(1), f.get(2));
            if !self.nouns.contains(lemma)
                && !self.verbs.contains(lemma)
                && !self.adjectives.contains(lemma)
            {
                return f.error(format!(
                    "{lemma} is no noun, verb or adjective of the source"
                ));
            }
            if form.is_empty() || reason.is_empty() {
                return f.error(format!("{lemma}: a form and a reason are required"));
            }
            if !seen.insert((lemma.to_string(), form.to_string())) {
                return f.error(format!("{form} of {lemma} is listed twice"));
            }
            out.entry(lemma.to_string()).or_default().push((
                form.to_string(),
                reason.to_string(),
                f.line(),
            ));
        })?;
        self.wrong_forms = out;
        self.wrong_forms_path = path.to_path_buf();
        Ok(())
    }

    /// The reviewed wrong forms of an entry that text does not attest, each with the reason
    /// `check --explain` gives ([`Lexis::load_wrong_forms`]).
    pub fn wrong_forms_of(&self, lemma: &str) -> Vec<(String, String)> {
        let Some(forms) = self.wrong_forms.get(lemma) else {
            return Vec::new();
        };
        forms
            .iter()
            .filter(|(form, _, _)| self.evidence.usage(form) == Use::None)
            .map(|(form, why, line)| {
                (
                    form.clone(),
                    format!(
                        "{form} is no form of {lemma} ({why}; {} line {line}, reviewed) and is not attested in {}",
                        self.wrong_forms_path.display(),
                        self.evidence.id
                    ),
                )
            })
            .collect()
    }

    /// Reads the reviewed list of adjectives and nouns whose negative is no word
    /// (`hunspell-cs/negatives.tsv`, `word<TAB>verdict<TAB>reason`, verdict `no-negative`): the
    /// ne- forms of a listed adjective go (class `reviewed-negative`) unless a ne- form is
    /// attested, and so do the ne- forms of its -ost noun and adverb (class `negative-derived`:
    /// *nezlost*) unless one of those is attested; the ne- forms the flag N gives a listed noun
    /// go the same way (*neskrblictví*). A word that is no adjective or noun of the source (call
    /// [`Lexis::set_nouns`] first), an unknown verdict or an empty reason is an error naming
    /// the line.
    pub fn load_negatives(&mut self, path: &Path) -> Result<(), FileErrors> {
        let known = |w: &str| self.adjectives.contains(w) || self.nouns.contains(w);
        self.no_negative = read_reasons(path, "no-negative", (&known, "adjective or noun"))?;
        self.negatives_path = path.to_path_buf();
        Ok(())
    }

    /// Reads the reviewed list of qualitative adjectives whose -ost noun, comparative or adverb
    /// is no word (`hunspell-cs/grading.tsv`, `word<TAB>verdict<TAB>reason`; the verdict one or
    /// more of `no-ost`, `no-comparative`, `no-adverb`, `no-negative-ost`, `no-negative-adverb`,
    /// comma-separated): the source's flags
    /// give nearly every qualitative adjective an -ost noun (K), an adverb (R) and a comparative
    /// entry (-ější/YRW), also where the adjective names no quality or does not grade
    /// (*chudozubost*, *bezdětnější*, *máselně*). A listed adjective's -ost noun (class
    /// `reviewed-ost`), comparatives and their adverbs (class `reviewed-comparative`) or adverb
    /// (class `reviewed-adverb`) go unless a form of them is attested; with `no-negative-ost`
    /// (`no-negative-adverb`) the ne- forms of its -ost noun (adverb) go (class
    /// `negative-derived`: *nevlastnost*, *nepotravinově*) unless one is attested, where the
    /// adjective's own negative stays. A word that is no
    /// adjective of the source, an unknown verdict or an empty reason is an error naming the
    /// line.
    pub fn load_grading(&mut self, path: &Path) -> Result<(), FileErrors> {
        // Every non-empty set of lacks, in the order of Lack::ALL.
        let verdicts: Vec<String> = (1u8..1 << Lack::ALL.len())
            .map(|set| {
                Lack::ALL
                    .iter()
                    .filter(|(l, _)| set & *l as u8 != 0)
                    .map(|(_, name)| *name)
                    .collect::<Vec<_>>()
                    .join(",")
            })
            .collect();
        let verdicts: Vec<&str> = verdicts.iter().map(String::as_str).collect();
        self.grading = read_list(
            path,
            NONCE_COLUMNS,
            &verdicts,
            (&|w| self.adjectives.contains(w), "adjective"),
            |v, r| {
                let reason = required_reason(r)?.to_string();
                let lacks = v
                    .split(',')
                    .filter_map(|name| Lack::ALL.iter().find(|(_, n)| *n == name))
                    .fold(0, |set, (l, _)| set | *l as u8);
                Ok(Grading { lacks, reason })
            },
        )?;
        self.grading_path = path.to_path_buf();
        Ok(())
    }

    /// The review's reason and line when the reviewed grading list says `adj` makes no such
    /// derived word.
    fn reviewed_grading(&self, adj: &str, lack: Lack) -> Option<(&str, usize)> {
        let (g, line) = self.grading.get(adj)?;
        (g.lacks & lack as u8 != 0).then_some((g.reason.as_str(), *line))
    }

    /// The base verb of a verb of the source: the verb without its prefix when the rest is a
    /// verb of the source (do+bádat: bádat; pro+letět: letět; a one-letter prefix needs a
    /// consonant after it), else the verb itself.
    pub fn base_of<'w>(&self, verb: &'w str) -> &'w str {
        crate::morph::PREFIXES
            .iter()
            .find_map(|p| {
                let rest = verb.strip_prefix(p)?;
                let one = p.chars().count() == 1;
                (!(one && rest.chars().next().is_none_or(crate::alphabet::is_vowel))
                    && self.verbs.contains(rest))
                .then_some(rest)
            })
            .unwrap_or(verb)
    }

    /// The intransitive verb (itself or its base) that leaves `verb` without passive
    /// participles, with the list's line: `None` for a transitive verb, one the list does not
    /// judge, or a prefixed verb the list names transitive.
    pub fn intransitive_base<'w>(&self, verb: &'w str) -> Option<(&'w str, usize)> {
        if self.transitivity.is_empty() {
            return None;
        }
        match self.transitivity.get(verb) {
            Some(&(true, line)) => return Some((verb, line)),
            Some(&(false, _)) => return None,
            None => {}
        }
        let base = self.base_of(verb);
        match self.transitivity.get(base) {
            Some(&(true, line)) if base != verb => Some((base, line)),
            _ => None,
        }
    }

    /// Why a verb of another source's headword list (the dictionary of foreign words) makes no
    /// passive participle: this source's transitivity list calls it, its base or its z-spelling
    /// intransitive (sympatizovat; polemisovat, desertovat, the s-spellings of polemizovat,
    /// dezertovat). Its verbal noun stays, as for this source's own verbs.
    pub fn intransitive_headword(&self, verb: &str) -> Option<String> {
        // The s-spellings put s for one z of the other list's spelling (polemisovat,
        // desertovat, resonovat): each s of the word in turn.
        let z = verb
            .char_indices()
            .filter(|&(_, c)| c == 's')
            .map(|(i, _)| format!("{}z{}", &verb[..i], &verb[i + 1..]));
        let (named, base, line) = std::iter::once(verb.to_string()).chain(z).find_map(|v| {
            let (base, line) = self.intransitive_base(&v)?;
            let base = base.to_string();
            Some((v, base, line))
        })?;
        let of = if base == named {
            String::new()
        } else {
            format!(" (a prefix + {base})")
        };
        let spelling = if named == verb {
            String::new()
        } else {
            format!(", spelt {named} there")
        };
        Some(format!(
            "{verb} is intransitive{of}{spelling}: no passive participle (seed 001: passives of transitive verbs; {} line {line}, reviewed)",
            self.transitivity_path.display()
        ))
    }

    /// Why a reviewed noun that names no being makes no possessive adjective (*grandhotelův*;
    /// possessives.tsv), unless text attests one of its -ův, -in forms (`forms` walks the
    /// noun's forms), and whether its animate forms go too (*oříškovi*, *autopiloti*): unless
    /// text attests one of them (mikrobi, sněhuláci, letouni: a being after all, or treated as
    /// one). The same judgement for this source's entry and for another list's headword that
    /// inflects by this source's class (the dictionary of foreign words: *aparthotelova*).
    pub fn no_possessive(&self, noun: &str, forms: &mut FormWalk) -> Option<(String, bool)> {
        let (reason, line) = self.no_possessive.get(noun)?;
        // Only the forms no other word spells count: -ův, -in, -ina, -ino (škrobových is also
        // škrobový's).
        let mut attested = false;
        // The attested animate forms, and the forms the entry makes as a thing too (kořeni,
        // kořen's locative singular, which the animate flag also spells as a nominative plural:
        // text's kořeni is no evidence of an animate kořen).
        let mut animate: HashSet<String> = HashSet::new();
        let mut inanimate: HashSet<String> = HashSet::new();
        forms(&mut |form, f| {
            attested = attested
                || (f.possessive
                    && ["ův", "in", "ina", "ino"].iter().any(|e| form.ends_with(e))
                    && self.evidence.attested(form));
            // Not -ové, which the -ový adjectives spell too (oříškové).
            if f.animate {
                if !form.ends_with("ové") && self.evidence.attested(form) {
                    animate.insert(form.to_string());
                }
            } else if f.pos == "noun" && !f.possessive {
                inanimate.insert(form.to_string());
            }
        });
        let animate_attested = animate.iter().any(|w| !inanimate.contains(w));
        (!attested).then(|| {
            let animate = if animate_attested {
                "; its animate forms, which text attests, stay"
            } else {
                ", and it declines as inanimate (no -ovi dative, no animate plural: none is attested)"
            };
            (
                format!(
                    "{noun} names no being, so it makes no possessive adjective ({reason}; {} line {line}, reviewed) and none is attested in {}{animate}",
                    self.possessives_path.display(),
                    self.evidence.id
                ),
                !animate_attested,
            )
        })
    }

    /// Whether `noun` is on the reviewed list of nouns that name no being (a cheap test before
    /// [`Lexis::no_possessive`] walks forms).
    pub fn names_no_being(&self, noun: &str) -> bool {
        self.no_possessive.contains_key(noun)
    }

    /// Sets the verbs of intransitive bases whose passive participle is attested after all, each
    /// with the kind of form attested: a personal positive form keeps every passive; otherwise
    /// only the attested kinds stay (netknutý of tknout: the ne- forms; bylo zabráněno of
    /// zabránit: the impersonal neuter). src/inflect.rs walks their entries once.
    pub fn set_attested_passives(&mut self, verbs: HashMap<String, PassiveEvidence>) {
        self.attested_passives = verbs;
    }

    /// The verb a participle adjective entry or a verb entry stands for, for the transitivity
    /// rule: the verb itself, or the verb of a participle (dokvetený: dokvést).
    pub fn passive_verb(&self, word: &str, lemma_pos: &str) -> Option<String> {
        match lemma_pos {
            "verb" => self.verbs.contains(word).then(|| word.to_string()),
            // An l-participle adjective is active (zezelenalý: having turned green).
            "adj" if word.ends_with("lý") => None,
            // A short-form entry of a participle adjective entry (prořeknut/ON beside
            // prořeknutý: je prořeknut) is the participle's too; one without it is an
            // adjective's short form (dostupen of dostupný, not of dostoupit).
            "adj" if word.ends_with(['n', 't']) => {
                let full = format!("{word}ý");
                self.adjectives
                    .contains(&full)
                    .then(|| self.participle_of(&full))
                    .flatten()
            }
            "adj" => self.participle_of(word),
            _ => None,
        }
    }

    /// Reads a reviewed list of verbs of the source that are no words
    /// (`rules/morphology/<source>/nonce-verbs.tsv`: `word<TAB>verdict<TAB>reason`, verdict
    /// `nonce` or `misspelling`): nonce prefixed verbs (předčuchat), wrong secondary
    /// imperfectives (obvázávat), misspellings (rozhlídnout). Each is dropped with its
    /// participle adjective and verbal noun entries. A word that is no verb of the source, an
    /// unknown verdict or an empty reason is an error naming the line.
    pub fn load_nonce_verbs(&mut self, path: &Path) -> Result<(), FileErrors> {
        let nonce =
            self.read_verb_list(path, NONCE_COLUMNS, &["nonce", "misspelling"], |v, r| {
                required_reason(r).map(|r| format!("{v}: {r}"))
            })?;
        self.nonce = nonce;
        self.nonce_path = path.to_path_buf();
        Ok(())
    }

    /// Sets the adjectives of place names (src/games.rs derives them from the sources'
    /// capitalised entries), each with its place: the entries the unattested-place rule judges.
    pub fn set_place_adjectives(&mut self, places: HashMap<String, String>) {
        self.places = places;
    }

    /// The attested forms of reviewed nonce verbs that entries of other words make too
    /// (src/inflect.rs walks the source once for them): no evidence for the nonce verb.
    pub fn set_nonce_homographs(&mut self, forms: HashSet<String>) {
        self.nonce_homographs = forms;
    }

    /// The attested adverbs that a common word of another part of speech makes too, each with
    /// that word (src/inflect.rs walks the source once for them): of passive participles,
    /// which text attests as the other word, so they are no evidence for the derivation; and of
    /// the other adjectives whose adverb text must attest, which stay evidence of the kind
    /// (pracovně) but not against a review that names the adverb no word (kotelně).
    pub fn set_derivation_homographs(
        &mut self,
        participles: HashMap<String, String>,
        others: HashMap<String, String>,
    ) {
        self.derivation_homographs = participles;
        self.adverb_homographs = others;
    }

    /// Whether a review names the adjective's adverb no word (grading.tsv, no-adverb).
    pub fn lacks_adverb(&self, adj: &str) -> bool {
        self.reviewed_grading(adj, Lack::Adverb).is_some()
    }

    /// Whether a review names the adjective's comparative no word (grading.tsv, no-comparative).
    pub fn lacks_comparative(&self, adj: &str) -> bool {
        self.reviewed_grading(adj, Lack::Comparative).is_some()
    }

    /// Whether text attests `form` as a derived form of an adjective: it is attested and is no
    /// adverb that a common word of another part of speech makes too ([`Lexis::set_derivation_homographs`]).
    fn derived_attested(&self, form: &str) -> bool {
        self.evidence.attested(form) && !self.derivation_homographs.contains_key(form)
    }

    /// How a form of a reviewed nonce verb's entry is evidence that the entry is a word: how
    /// text uses it, unless an entry of another word makes it.
    pub fn nonce_evidence(&self, form: &str) -> Use {
        if self.nonce_homographs.contains(form) {
            Use::None
        } else {
            self.evidence.usage(form)
        }
    }

    /// The reviewed nonce verb an entry belongs to (the verb, its participle adjective, its
    /// verbal noun), with the review's words.
    pub fn nonce_verb(&self, word: &str, lemma_pos: &str) -> Option<(String, &(String, usize))> {
        if self.nonce.is_empty() {
            return None;
        }
        let verb = match lemma_pos {
            "verb" => Some(word.to_string()),
            "adj" => self
                .participle_of(word)
                .or_else(|| self.present_participle_of(word))
                .or_else(|| self.purpose_adjective_of(word)),
            "noun" => {
                let adj = if let Some(s) = word.strip_suffix("ání") {
                    format!("{s}aný")
                } else if let Some(s) = word.strip_suffix("ní") {
                    format!("{s}ný")
                } else if let Some(s) = word.strip_suffix("tí") {
                    format!("{s}tý")
                } else {
                    return None;
                };
                self.participle_of(&adj)
            }
            _ => None,
        }?;
        let r = self.nonce.get(&verb)?;
        Some((verb, r))
    }

    /// The verb whose present participle `adj` is (připoslouchávající: připoslouchávat;
    /// kupující: kupovat; prosící: prosit; trpící: trpět), if the source has it.
    fn present_participle_of(&self, adj: &str) -> Option<String> {
        self.verb_of_ending(
            adj,
            &[
                ("ující", &["ovat"]),
                ("ající", &["at"]),
                ("ějící", &["ět", "et"]),
                ("ící", &["it", "ět", "et"]),
            ],
        )
    }

    /// The verb of the source an adjective is made from by the first of `endings` it ends in:
    /// (the adjective's ending, the infinitive endings it may come from).
    fn verb_of_ending(&self, adj: &str, endings: &[(&str, &[&str])]) -> Option<String> {
        let (stem, infinitives) = endings
            .iter()
            .find_map(|(e, i)| adj.strip_suffix(e).map(|s| (s, *i)))?;
        infinitives
            .iter()
            .map(|i| format!("{stem}{i}"))
            .find(|v| self.verbs.contains(v))
    }

    /// The verb whose adjective of purpose `adj` is (odplsťovací: odplsťovat; zavírací:
    /// zavírat; mlátící is a participle, mlaticí its adjective of purpose: mlatit), if the
    /// source has it.
    fn purpose_adjective_of(&self, adj: &str) -> Option<String> {
        self.verb_of_ending(
            adj,
            &[
                ("ovací", &["ovat"]),
                ("ací", &["at"]),
                ("ecí", &["et", "ět"]),
                ("icí", &["it"]),
            ],
        )
    }

    /// The evidence list this model consults.
    pub fn evidence(&self) -> &Evidence {
        &self.evidence
    }

    /// The verb whose passive participle `adj` is (zmíněný: zmínit), if the source has it.
    pub fn participle_of(&self, adj: &str) -> Option<String> {
        let found = |c: String| self.verbs.contains(&c).then_some(c);
        if let Some(st) = adj.strip_suffix("ovaný") {
            return found(format!("{st}ovat"));
        }
        if let Some(st) = adj.strip_suffix("aný") {
            return found(format!("{st}at")).or_else(|| found(format!("{st}át")));
        }
        if let Some(st) = adj.strip_suffix("ený").or_else(|| adj.strip_suffix("ěný")) {
            let mut stems = vec![st.to_string()];
            for (alt, base) in PARTICIPLE_ALTERNATIONS {
                if let Some(b) = st.strip_suffix(alt) {
                    stems.push(format!("{b}{base}"));
                }
            }
            for s in &stems {
                for inf in EN_INFINITIVES {
                    if let Some(v) = found(format!("{s}{inf}")) {
                        return Some(v);
                    }
                }
            }
            // Long root vowels of the infinitive (sázen: sázet, but pečen: péct), only when no
            // stem as it stands makes a verb (smyšlený: smyslit, not smýšlet).
            for s in &stems {
                if let Some(v) = lengthen_last(s)
                    .into_iter()
                    .flat_map(|l| EN_INFINITIVES.iter().map(move |i| format!("{l}{i}")))
                    .find_map(found)
                {
                    return Some(v);
                }
            }
            // The -st and -zt verbs: d, t or s before -en, a long vowel before -st (kveten:
            // kvést, veden: vést, kraden: krást, jeden: jíst, předen: příst, pleten: plést,
            // nesen: nést, pasen: pást, třesen: třást); z before -en, -zt (vezen: vézt).
            let st_verb = st
                .strip_suffix('d')
                .or_else(|| st.strip_suffix('t'))
                .or_else(|| st.strip_suffix('s'))
                .map(|b| (b, "st"))
                .or_else(|| st.strip_suffix('z').map(|b| (b, "zt")));
            if let Some((b, end)) = st_verb {
                let (i, c) = b.char_indices().next_back()?;
                let longs: &[&str] = match c {
                    'a' => &["á"],
                    'e' => &["é", "í"],
                    'y' => &["ý"],
                    _ => &[],
                };
                return longs
                    .iter()
                    .find_map(|l| found(format!("{}{l}{end}", &b[..i])));
            }
            return None;
        }
        if let Some(st) = adj.strip_suffix("lý") {
            // The adjective of an l-participle (zabředlý: zabřednout; zdužnatělý: zdužnatět;
            // rozestouplý: rozestoupit; povyrostlý: povyrůst; uhořelý: uhořet).
            let mut c = vec![format!("{st}nout"), format!("{st}t"), format!("{st}it")];
            if let Some(b) = st.strip_suffix("ost") {
                c.push(format!("{b}ůst"));
            }
            return c.into_iter().find_map(found);
        }
        if let Some(st) = adj.strip_suffix("tý") {
            if let Some(b) = st.strip_suffix("nu") {
                return found(format!("{b}nout"));
            }
            // krytý: krýt, bitý: bít, mletý: mlít, vzatý: vzít, začatý: začít, hřátý: hřát,
            // ojetý: ojet. Not stem + t after i or a: -itý and -atý adjectives come from nouns
            // (členitý, určitý, klikatý, rohovatý), and no -it or -at verb makes a participle
            // in -tý.
            let mut c: Vec<String> = (st.ends_with('á') || st.ends_with('e'))
                .then(|| format!("{st}t"))
                .into_iter()
                .collect();
            if let Some(b) = st.strip_suffix('y') {
                c.push(format!("{b}ýt"));
            }
            if let Some(b) = st.strip_suffix('i') {
                c.push(format!("{b}ít"));
            }
            if let Some(b) = st.strip_suffix('e') {
                c.push(format!("{b}ít"));
            }
            // -atý of -ít only after č, ž, j, z and kl (začatý, žatý, ujatý, vzatý, proklatý):
            // zlatý and ušatý are no participles of zlít and ušít (zlitý, ušitý).
            if let Some(b) = st
                .strip_suffix('a')
                .filter(|b| b.ends_with(['č', 'ž', 'j', 'z']) || b.ends_with("kl"))
            {
                c.push(format!("{b}ít"));
            }
            if let Some(b) = st.strip_suffix('u') {
                c.push(format!("{b}out"));
            }
            return c.into_iter().find_map(found);
        }
        None
    }

    /// The kind of an adjective, with the `derivations.tsv` line that decides it and, for a
    /// participle, its verb.
    pub fn kind(&self, adj: &str) -> (Kind, usize, Option<String>) {
        let by_ending = self.kind_by_ending(adj);
        if by_ending.0 != Kind::Qualitative {
            return by_ending;
        }
        // A beginning row (`^dvou`) decides what no ending makes a participle or relational:
        // the compounds of numerals (dvoubarevný, třiašedesátinásobný), the longest first.
        self.endings
            .iter()
            .filter_map(|(e, k, line)| Some((e.strip_prefix('^')?, k, line)))
            .find(|(b, _, _)| {
                adj.strip_prefix(*b)
                    .is_some_and(|rest| rest.chars().count() >= 4)
            })
            .map_or(by_ending, |(_, k, line)| (*k, *line, None))
    }

    /// [`Lexis::kind`] by the ending rows alone.
    fn kind_by_ending(&self, adj: &str) -> (Kind, usize, Option<String>) {
        // A whole-word row (`=akademický`) first, then the longest ending.
        let Some((k, line)) = self.whole.get(adj).map(|(k, l)| (k, l)).or_else(|| {
            self.endings
                .iter()
                .filter(|(e, _, _)| !e.starts_with('^'))
                .find(|(e, _, _)| adj.ends_with(e.as_str()))
                .map(|(_, k, l)| (k, l))
        }) else {
            return (Kind::Qualitative, 0, None);
        };
        match k {
            Kind::Verbal | Kind::VerbalRelational | Kind::Participle => {
                match self.participle_of(adj) {
                    Some(v) => (Kind::Participle, *line, Some(v)),
                    None if *k == Kind::Participle => (Kind::Participle, *line, None),
                    None if *k == Kind::Verbal => (Kind::Qualitative, *line, None),
                    None => (Kind::Relational, *line, None),
                }
            }
            k => (*k, *line, None),
        }
    }

    /// Decides which derivation classes of one entry are words. `forms` walks the entry's
    /// forms, calling its argument with each form, its part of speech and its prefix features.
    /// `lemma_pos` is the part of speech of the entry's lemma, `positives` the positives of a
    /// comparative entry (`None`: no comparative), `verb_aspect` gives the aspect of a verb of
    /// the source (for -ovávat entries and present participles).
    pub fn judge(
        &self,
        word: &str,
        lemma_pos: &str,
        positives: Option<&[String]>,
        verb_aspect: &dyn Fn(&str) -> Aspect,
        forms: &mut FormWalk,
    ) -> EntryLexis {
        if let Some(out) = self.reviewed_nonce(word, lemma_pos, forms) {
            return out;
        }
        if let Some(out) = self.unattested_place(word, lemma_pos, forms) {
            return out;
        }
        if let Some(out) = self.perfective_participle(word, lemma_pos, verb_aspect, forms) {
            return out;
        }
        let mut out = EntryLexis::default();
        // A reviewed noun that names no being makes no possessive (*grandhotelův*), unless text
        // attests one.
        if lemma_pos == "noun" {
            if let Some((reason, animate)) = self.no_possessive(word, forms) {
                out.drop(Class::ReviewedPossessive, reason);
                out.keep_animate = !animate;
            }
        }
        // A reviewed noun whose negative is no word (*neskrblictví*): the ne- forms the flag N
        // gives it go unless one is attested (RULES.md §3: a derivation the rules do not name
        // yields a word only where a source lists a real word).
        if lemma_pos == "noun" {
            if let Some((why, line)) = self.no_negative.get(word) {
                let mut attested = false;
                forms(&mut |form, f| {
                    attested = attested
                        || (f.pos == "noun" && f.negative() && self.evidence.attested(form));
                });
                if !attested {
                    out.drop(
                        Class::ReviewedNegative,
                        format!(
                            "the negative ne{word} is no word ({why}; {} line {line}, reviewed) and no ne- form of {word} is attested in {}",
                            self.negatives_path.display(),
                            self.evidence.id
                        ),
                    );
                }
            }
        }
        // The passive participles of an intransitive verb (dokvést, uhasnout, couvat): the
        // verb's short forms and the participle adjective entry, unless attested; where only
        // ne- forms are attested (netknutý: tknout), those stay and the positive ones go.
        if let Some(v) = self.passive_verb(word, lemma_pos) {
            if let Some((base, line)) = self.intransitive_base(&v) {
                let attested = self.attested_passives.get(&v).copied();
                if !attested.is_some_and(|a| a.personal) {
                    let of = if base == v {
                        String::new()
                    } else {
                        format!(" (a prefix + {base})")
                    };
                    let a = attested.unwrap_or_default();
                    let evidence = match (a.negative, a.impersonal) {
                        (false, false) if a.rare_personal > 0 => {
                            "one or two rare forms of it, no evidence of use, are attested in"
                        }
                        (false, false) => "none is attested in",
                        (true, false) => "only its ne- forms, which stay, are attested in",
                        (false, true) => {
                            "only its impersonal neuter (bylo …no), which stays, is attested in"
                        }
                        (true, true) => {
                            "only its ne- forms and impersonal neuter, which stay, are attested in"
                        }
                    };
                    out.drop(
                        Class::IntransitivePassive,
                        format!(
                            "{v} is intransitive{of}: no passive participle (seed 001: passives of transitive verbs; {} line {line}, reviewed) and {evidence} {}",
                            self.transitivity_path.display(),
                            self.evidence.id
                        ),
                    );
                    out.keep_negative = a.negative;
                    out.keep_impersonal = a.impersonal;
                    if lemma_pos == "adj" {
                        out.whole = true;
                        if !out.keep_negative {
                            return out;
                        }
                    }
                }
            }
        }
        // A nic-ne compound is negative already (nicnetušící, nicnedělající): no ne- on it
        // (*nenicnetušící*; both adjudicators of KLASIK sample 4020).
        if let Some(x) = word.strip_prefix("nic").filter(|x| x.starts_with("ne")) {
            out.drop(
                Class::DoubleNegative,
                format!("{word} is negative already (nic + {x}): no second ne-"),
            );
        }
        // A negative entry of its own (nedat, nezvat: ne + a verb of the source) takes no
        // second ne- (*nenedáme*).
        if let Some(x) = word.strip_prefix("ne") {
            // The negative shortens -át (nezvat: zvát, nebrat: brát, nevzdat: vzdát).
            let long = x.strip_suffix("at").map(|b| format!("{b}át"));
            if self.verbs.contains(x)
                || self.adjectives.contains(x)
                || long.is_some_and(|l| self.verbs.contains(&l))
            {
                out.drop(
                    Class::DoubleNegative,
                    format!("{word} is the negative of {x} already: no second ne-"),
                );
            }
        }
        let verb = lemma_pos == "verb";
        let double_base = verb
            .then(|| word.strip_suffix("ovávat"))
            .flatten()
            .map(|b| format!("{b}ovat"))
            .filter(|b| self.verbs.contains(b) && verb_aspect(b) == Aspect::Imperfective);
        // The verbal noun and participle entries of an -ovávat verb (zaintegrovávání,
        // zaintegrovávaný) are judged with it: no form attested, no word.
        let iterative_entry = !verb
            && [
                "ovávání",
                "ovávaný",
                "ávávání",
                "ávávaný",
                "ívávání",
                "ívávaný",
            ]
            .iter()
            .any(|e| word.ends_with(e));
        let secondary = if (verb || iterative_entry) && double_base.is_none() {
            let stem = word.trim_end_matches("ní").trim_end_matches("ný");
            let inf = if verb {
                word.to_string()
            } else {
                format!(
                    "{}t",
                    stem.strip_suffix('á')
                        .map_or(stem.to_string(), |b| format!("{b}a"))
                )
            };
            self.secondary_verb(&inf)
        } else {
            None
        };
        let verb = verb || secondary.is_some();
        let adjective = lemma_pos == "adj";
        if !adjective && positives.is_none() && double_base.is_none() && secondary.is_none() {
            return out;
        }
        // Which classes have an attested form; for a verb, whether any form is attested.
        let mut attested = 0u32;
        let mut any = false;
        // Whether a ne- -ost noun itself is attested (not only a ne- adverb).
        let (mut negative_noun, mut negative_adverb) = (false, false);
        // A ne- form attests the positive's noun or adverb only where the negative is no entry
        // of its own: nehodovost is the -ost noun of the entry nehodový (the accident rate), no
        // evidence for *hodovost*.
        let own_negative = adjective && self.adjectives.contains(&format!("ne{word}"));
        // Attested adverbs another word makes, each with that word (minutě, minuta).
        let mut homographs: Vec<(String, &str)> = Vec::new();
        // The classes attested by forms no other word makes (what a review yields to), and the
        // other attested adverbs that another word makes (kotelně, kotelna).
        let mut attested_own = 0u32;
        // Whether a positive -ost form no other word makes is attested (not only a ne- one:
        // nevidomost is no evidence for *vidomost* where a review calls it no word).
        let mut positive_ost = false;
        let mut reviewed_homographs: Vec<(String, &str)> = Vec::new();
        forms(&mut |form, f| {
            if verb {
                any = any || self.evidence.attested(form);
            }
            if let Some(c) = class_of(adjective, positives.is_some(), f) {
                if let Some(other) = self.derivation_homographs.get(form) {
                    if !homographs.iter().any(|(w, _)| w == form) {
                        homographs.push((form.to_string(), other));
                    }
                }
                if c == Class::NegativeDerived && f.pos == "noun" && !negative_noun {
                    negative_noun = self.derived_attested(form);
                }
                if c == Class::NegativeDerived && f.pos == "adv" && !negative_adverb {
                    negative_adverb = self.derived_attested(form);
                }
                if c == Class::Ost && !positive_ost {
                    positive_ost = self.derived_attested(form);
                }
                // Once a form no other word makes attests the class, the rest need no lookup.
                if attested_own & c as u32 == 0 && self.derived_attested(form) {
                    // An attested ne- noun or adverb attests the noun or adverb too.
                    let bits = if own_negative {
                        c as u32
                    } else {
                        c as u32 | underlying(c, f) as u32
                    };
                    attested |= bits;
                    match self.adverb_homographs.get(form) {
                        Some(other) => {
                            if !reviewed_homographs.iter().any(|(w, _)| w == form) {
                                reviewed_homographs.push((form.to_string(), other));
                            }
                        }
                        None => attested_own |= bits,
                    }
                }
            }
        });
        let ev = &self.evidence.id;
        let table = self.table.display();
        if verb {
            if !any {
                if let Some(base) = double_base {
                    out.drop(
                        Class::DoubleIterative,
                        format!(
                            "{word}: an -ávat iterative of {base}, which is imperfective already (a double iterative); no form of {word} is attested in {ev}"
                        ),
                    );
                } else if let Some(base) = secondary {
                    out.drop(
                        Class::UnattestedVerb,
                        format!(
                            "{word}: an -ávat imperfective of {base}, and no form of {word} is attested in {ev} (a nonce entry of the source)"
                        ),
                    );
                }
                return out;
            }
            // An attested -ávat verb keeps its forms; the participle adjective entry of one
            // (přechovávaný) is then judged as any adjective below: its -ost noun and adverb
            // (*přechovávanost*) are derivations like those of any participle.
            if !adjective {
                return out;
            }
        }
        if let Some(pos) = positives {
            // A comparative entry: every form grades the positive.
            let candidates;
            let pos: &[String] = if pos.is_empty() {
                candidates = crate::degree::positive_candidates(word);
                &candidates[..candidates.len().min(1)]
            } else {
                pos
            };
            let kinds: Vec<(String, Kind, usize, Option<String>)> = pos
                .iter()
                .map(|p| {
                    let (k, l, v) = self.kind(p);
                    (p.clone(), k, l, v)
                })
                .collect();
            let qualitative = kinds
                .iter()
                .any(|k| matches!(k.1, Kind::Qualitative | Kind::Gradable));
            let ost_attested = pos.iter().any(|p| self.ost_attested(p));
            let kept = qualitative
                || attested & (Class::Comparative as u32 | Class::NegativeComparative as u32) != 0
                || ost_attested;
            if !kept {
                let why: Vec<String> = kinds
                    .iter()
                    .map(|(p, k, l, v)| describe_kind(p, *k, *l, v.as_deref(), &table))
                    .collect();
                let text = format!(
                    "{word} grades {}; neither a form of {word} nor the -ost noun of its positive is attested in {ev}",
                    why.join(", ")
                );
                out.drop(Class::Comparative, text.clone());
                out.drop(Class::NegativeComparative, text);
            } else if let Some(&(why, line)) = pos
                .iter()
                .map(|p| self.reviewed_grading(p, Lack::Comparative))
                .collect::<Option<Vec<_>>>()
                .as_deref()
                .and_then(<[_]>::first)
                .filter(|_| {
                    attested & (Class::Comparative as u32 | Class::NegativeComparative as u32) == 0
                })
            {
                // Every positive is a reviewed adjective that does not grade (*zlopověstnější*).
                out.drop(
                    Class::ReviewedComparative,
                    format!(
                        "{} does not grade ({why}; {} line {line}, reviewed) and no form of {word} is attested in {ev}",
                        pos.join(", "),
                        self.grading_path.display()
                    ),
                );
            } else {
                // The negative entry grades as its positive does: where only text keeps the
                // comparative of a positive that does not grade by its kind (nejposlednější of
                // poslední), the negative entry (neposlední) makes no comparative of its own
                // (*nejneposlednějšímu*); its ne- forms need their own attestation.
                let listed = pos
                    .iter()
                    .any(|p| self.adjectives.contains(&format!("ne{p}")));
                if (!listed || !qualitative) && attested & Class::NegativeComparative as u32 == 0 {
                    let text = if listed {
                        format!(
                            "{} grades only as text uses {word}, so its negative entry ne{} makes no comparative (RULES.md §3), and no ne- form of {word} is attested in {ev}",
                            pos.join(", "),
                            pos.first().map_or("…", String::as_str)
                        )
                    } else {
                        format!(
                            "no negative positive ne{} is an entry (RULES.md §3: negative adjectives only where listed) and no ne- form of {word} is attested in {ev}",
                            pos.first().map_or("…", String::as_str)
                        )
                    };
                    out.drop(Class::NegativeComparative, text);
                }
            }
            return out;
        }
        // A positive adjective: its -ost noun, its adverbs, its graded forms and, when it is
        // relational, its negative (RULES.md §3: negative adjectives only where listed).
        let (kind, line, verb) = self.kind(word);
        // The -ost noun and adverbs of a negative adjective (nebezcitnost, neopravně): RULES.md
        // §3 admits negative adjectives only where listed, and -ost nouns and adverbs only where
        // their adjective makes them, so the ne- forms need the negative itself: an entry of the
        // source, or a ne- form of the adjective, its -ost noun or adverb attested.
        let negative = Class::NegativeRelational as u32 | Class::NegativeDerived as u32;
        if attested & negative == 0 && !self.adjectives.contains(&format!("ne{word}")) {
            out.drop(
                Class::NegativeDerived,
                format!(
                    "the negative ne{word} is no entry and no ne- form of {word}, its -ost noun or its adverb is attested in {ev} (RULES.md §3: negative adjectives only where listed)"
                ),
            );
        }
        // A reviewed adjective whose negative is no word (*nezlomyslný*, *nenadprůměrný*).
        if let Some((why, line)) = self.no_negative.get(word) {
            if attested & Class::NegativeRelational as u32 == 0 {
                out.drop(
                    Class::ReviewedNegative,
                    format!(
                        "the negative ne{word} is no word ({why}; {} line {line}, reviewed) and no ne- form of {word} is attested in {ev}",
                        self.negatives_path.display()
                    ),
                );
            }
            // Nor are the -ost noun and adverb of that negative (*nezlost*, *nezle*), unless
            // a ne- form of them is attested.
            let nd = Class::NegativeDerived;
            if out.dropped & nd as u32 == 0 && !negative_noun {
                let why = format!(
                    "the negative ne{word} is no word ({why}; {} line {line}, reviewed), so its -ost noun and adverb make no ne- forms, and no ne- noun is attested in {ev}",
                    self.negatives_path.display()
                );
                if attested & nd as u32 == 0 {
                    out.drop(nd, why);
                } else {
                    // Only a ne- adverb is attested (nezle): it stays, the ne- nouns go.
                    out.negative_nouns_go = Some(why);
                }
            }
        }
        // A reviewed adjective whose -ost noun (*chudozubost*), comparative (*bezdětnější*) or
        // adverb (*máselně*) is no word, unless a form of it is attested.
        let grading = self.grading_path.display();
        let comparative = Class::Comparative as u32 | Class::NegativeComparative as u32;
        for (lack, class, forms, what) in [
            (
                Lack::Ost,
                Class::ReviewedOst,
                Class::Ost as u32,
                "its -ost noun is no word",
            ),
            (
                Lack::Comparative,
                Class::ReviewedComparative,
                comparative,
                "it does not grade",
            ),
            (
                Lack::Adverb,
                Class::ReviewedAdverb,
                Class::Adverb as u32,
                "its adverb is no word",
            ),
        ] {
            if let Some((why, line)) = self.reviewed_grading(word, lack) {
                // A review yields to use, but not to another word's form (kotelně), and for the
                // -ost noun not to its ne- form alone: then the ne- forms stay and the positive
                // ones go (nevidomost stays, *vidomost* goes; twenty-third stop).
                if lack == Lack::Ost && attested_own & forms != 0 && !positive_ost {
                    out.keep_negative_ost = true;
                    out.drop(
                        class,
                        format!(
                            "{word}: {what} ({why}; {grading} line {line}, reviewed); only its ne- noun is attested in {ev}, which stays"
                        ),
                    );
                } else if attested_own & forms == 0 {
                    let others: Vec<String> = reviewed_homographs
                        .iter()
                        .filter(|_| lack == Lack::Adverb)
                        .map(|(w, other)| format!("{w} is a form of {other}"))
                        .collect();
                    let others = if others.is_empty() {
                        String::new()
                    } else {
                        format!(
                            " ({}: another word's form, no evidence of the adverb)",
                            others.join(", ")
                        )
                    };
                    out.drop(
                        class,
                        format!(
                            "{word}: {what} ({why}; {grading} line {line}, reviewed) and no such form is attested in {ev}{others}"
                        ),
                    );
                }
            }
        }
        // A reviewed adjective whose -ost noun (*nevlastnost*) or adverb (*nepotravinově*)
        // takes no ne- though the adjective does, unless a ne- form of it is attested: those
        // ne- forms go, the negative adjective stays.
        let nd = Class::NegativeDerived;
        if out.dropped & nd as u32 == 0 {
            if let Some((why, line)) = self.reviewed_grading(word, Lack::NegativeOst) {
                if !negative_noun && out.negative_nouns_go.is_none() {
                    out.negative_nouns_go = Some(format!(
                        "{word}: its -ost noun takes no ne- ({why}; {grading} line {line}, reviewed) and no ne- noun is attested in {ev}"
                    ));
                }
            }
            if let Some((why, line)) = self.reviewed_grading(word, Lack::NegativeAdverb) {
                if !negative_adverb {
                    out.negative_adverbs_go = Some(format!(
                        "{word}: its adverb takes no ne- ({why}; {grading} line {line}, reviewed) and no ne- adverb is attested in {ev}"
                    ));
                }
            }
        }
        if kind == Kind::Qualitative {
            return out;
        }
        let what = describe_kind(word, kind, line, verb.as_deref(), &table);
        if kind != Kind::Gradable
            && attested & (Class::Comparative as u32 | Class::NegativeComparative as u32) == 0
            && !self.ost_attested(word)
        {
            let text =
                format!("{what}; neither a comparative form nor its -ost noun is attested in {ev}");
            out.drop(Class::Comparative, text.clone());
            out.drop(Class::NegativeComparative, text);
        }
        if kind != Kind::Participle && attested & Class::NegativeRelational as u32 == 0 {
            out.drop(
                Class::NegativeRelational,
                format!("{what}; the negative ne{word} is no entry and no form of it is attested in {ev}"),
            );
        }
        // The attested adverb homographs, named in the adverb's reason: minutě is minuta's
        // (dative), no adverb of minutý.
        let others = if homographs.is_empty() {
            String::new()
        } else {
            let named: Vec<String> = homographs
                .iter()
                .map(|(w, other)| format!("{w} is a form of {other}"))
                .collect();
            format!(
                " ({}: another word's form, no evidence of the derivation)",
                named.join(", ")
            )
        };
        if attested & Class::Ost as u32 == 0 {
            out.drop(
                Class::Ost,
                format!("{what}; no form of its -ost noun is attested in {ev}"),
            );
        }
        if kind != Kind::Diminutive && attested & (Class::Adverb as u32 | Class::Ost as u32) == 0 {
            out.drop(
                Class::Adverb,
                format!("{what}; neither its adverb nor its -ost noun is attested in {ev}{others}"),
            );
        }
        out
    }

    /// The entry of a reviewed nonce verb (the verb, its participle adjective, its verbal
    /// noun), all dropped, unless a form of the entry is attested: evidence overrides the
    /// review (zhrzený stays, though the review found its verb zhrdit no word). A form another
    /// word's entry makes too is no evidence (rozvoz: the noun, not rozvozit).
    fn reviewed_nonce(
        &self,
        word: &str,
        lemma_pos: &str,
        forms: &mut FormWalk,
    ) -> Option<EntryLexis> {
        let (verb, (why, line)) = self.nonce_verb(word, lemma_pos)?;
        // The review's verdict yields to use. The verb's own entry needs more than two forms
        // attested, or one commonly (one or two rare forms are typos or another word's: blíži
        // for blíží); its participle adjective and verbal noun entries stay with any attested
        // form, as words of their own (promodralý, sjezdování).
        let rare_enough = if lemma_pos == "verb" {
            WEAK_FORMS + 1
        } else {
            1
        };
        whole_unless_attested(
            forms,
            |form| self.nonce_evidence(form),
            rare_enough,
            Class::ReviewedNonce,
            || self.nonce_reason(&verb, why, *line),
        )
    }

    /// Why a reviewed nonce verb's entries go: the review's line.
    fn nonce_reason(&self, verb: &str, why: &str, line: usize) -> String {
        format!(
            "{verb} is no word ({why}; {} line {line}, reviewed)",
            self.nonce_path.display()
        )
    }

    /// A form entry of the source that its annotation reads as a form of a reviewed nonce verb
    /// (the flagless přihlídnuto of přihlídnout, nabančeno of nabančit) goes with the verb, as
    /// the verb's participle adjective and verbal noun entries do: an entry of its own, kept if
    /// text attests it. The reason, or `None` where the form stays.
    pub fn nonce_form_entry(&self, form: &str, lemma: &str) -> Option<String> {
        let (verb, (why, line)) = self.nonce_verb(lemma, "verb")?;
        if self.nonce_evidence(form) != Use::None {
            return None;
        }
        Some(self.nonce_reason(&verb, why, *line))
    }

    /// A place adjective entry (lhotský, nedachlebický) no form of which is attested, all
    /// dropped. Seed 000 (§3.2) admits a lowercase word derived from a proper name where a
    /// Pramen lists it (africký); the Prameny list the adjectives of countries, regions and
    /// towns, which text uses, and the Hunspell data lists one for nearly every municipality.
    /// Text is the evidence of the first kind: an adjective no text uses is one no Pramen lists.
    /// A source that lists such an adjective as a headword (the dictionary of foreign words)
    /// keeps it; the rule judges this source's entries only.
    fn unattested_place(
        &self,
        word: &str,
        lemma_pos: &str,
        forms: &mut FormWalk,
    ) -> Option<EntryLexis> {
        if lemma_pos != "adj" {
            return None;
        }
        let place = self.places.get(word)?;
        whole_unless_attested(
            forms,
            |form| self.evidence.usage(form),
            1,
            Class::UnattestedPlace,
            || {
                format!(
                    "{word} is the adjective of the place {place}, and none of its forms is attested in {}: a place adjective counts as listed where text uses it (the Prameny list those of countries, regions and towns; seed 000 §3.2: derived from a proper name and listed)",
                    self.evidence.id
                )
            },
        )
    }

    /// A present active participle entry (-ící, -oucí) whose verb is perfective only
    /// (nainstalující: nainstalovat; vyřadící: vyřadit): the grammar makes the participle of
    /// imperfective verbs only (Mluvnice češtiny 2; IJP, příčestí přítomné), and the source lists
    /// some sixty of perfective ones that no text uses. The verb is found from the participle's
    /// 3rd person plural by the endings of [`PARTICIPLE_VERBS`], among the source's verbs; every
    /// verb so found must be perfective. A participle text uses stays whole, as a lexicalised
    /// adjective (padnoucí oblek, hodící se, stanovící): one attested form is enough.
    fn perfective_participle(
        &self,
        word: &str,
        lemma_pos: &str,
        verb_aspect: &dyn Fn(&str) -> Aspect,
        forms: &mut FormWalk,
    ) -> Option<EntryLexis> {
        if lemma_pos != "adj" {
            return None;
        }
        let verbs: Vec<String> = PARTICIPLE_VERBS
            .iter()
            .filter_map(|(end, infs)| word.strip_suffix(end).map(|stem| (stem, *infs)))
            .flat_map(|(stem, infs)| infs.iter().map(move |i| format!("{stem}{i}")))
            .filter(|v| self.verbs.contains(v))
            .collect();
        if verbs.is_empty() || verbs.iter().any(|v| verb_aspect(v) != Aspect::Perfective) {
            return None;
        }
        whole_unless_attested(
            forms,
            |form| self.evidence.usage(form),
            1,
            Class::PerfectiveParticiple,
            || {
                format!(
                    "{word} is the present participle of the perfective {}, which makes none (the grammar forms it of imperfective verbs only), and none of its forms is attested in {}",
                    verbs.join(", "),
                    self.evidence.id
                )
            },
        )
    }

    /// An -ávat imperfective of an -ovat verb (zbudovávat, navařovávat, infiltrovávat), or a
    /// second -ávat iterative (-ávávat, -ívávat): the -ovat (or -ávat, -ívat) verb it is made
    /// from. The Hunspell data lists some 1,500 of them, most of which no text uses; a blind
    /// review judged most of the unattested ones no words (tests/fixtures/audit/).
    fn secondary_verb(&self, word: &str) -> Option<String> {
        for (suffix, base) in [("ovávat", "ovat"), ("ávávat", "ávat"), ("ívávat", "ívat")] {
            if let Some(b) = word.strip_suffix(suffix) {
                return Some(format!("{b}{base}"));
            }
        }
        None
    }

    /// Whether a form of the -ost noun of the adjective `adj` is attested (vzdělaný: vzdělanost).
    fn ost_attested(&self, adj: &str) -> bool {
        let Some(stem) = adj.strip_suffix('ý').or_else(|| adj.strip_suffix('í')) else {
            return false;
        };
        ["ost", "osti", "ostí", "ostem", "ostech", "ostmi"]
            .iter()
            .any(|e| self.derived_attested(&format!("{stem}{e}")))
    }
}

/// How many rarely attested forms (below [`COMMON_ZIPF`]) are no evidence of use on their own:
/// one or two may be typos or another word's (the weakly attested lemmas of issue 13).
const WEAK_FORMS: usize = 2;

/// Every form of an entry dropped under `class`, unless text uses it: one of its forms
/// commonly, or `rare_enough` of them at all (`usage` says how text uses a form).
fn whole_unless_attested(
    forms: &mut FormWalk,
    usage: impl Fn(&str) -> Use,
    rare_enough: usize,
    class: Class,
    reason: impl FnOnce() -> String,
) -> Option<EntryLexis> {
    let mut rare = HashSet::new();
    let mut common = false;
    forms(&mut |form, _| match usage(form) {
        Use::Common => common = true,
        Use::Rare => {
            rare.insert(form.to_string());
        }
        Use::None => {}
    });
    if common || rare.len() >= rare_enough {
        return None;
    }
    let mut out = EntryLexis::default();
    out.drop(class, reason());
    Some(out)
}

/// The endings of present active participles with the infinitive endings of the verbs whose
/// 3rd person plural they continue: -ující (kupují: kupovat), -ající (dělají, hrají: dělat,
/// hrát), -ející and -ějící (sázejí, rozumějí), -ící (prosí, vidí, sedí; pijí: pít), -noucí
/// (padnou: padnout). The other -oucí participles (nesoucí) are of unprefixed imperfective verbs.
const PARTICIPLE_VERBS: &[(&str, &[&str])] = &[
    ("ující", &["ovat"]),
    ("ající", &["at", "át"]),
    ("ějící", &["ět"]),
    ("ející", &["et"]),
    ("ijící", &["ít"]),
    ("ící", &["it", "et", "ět"]),
    ("noucí", &["nout"]),
];

/// The reason column of a reviewed list line, which must not be empty.
fn required_reason(r: &str) -> Result<&str, String> {
    if r.trim().is_empty() {
        Err("a reason is required".to_string())
    } else {
        Ok(r)
    }
}

/// Reads a reviewed list of words of the source (`word<TAB>verdict<TAB>…`): every word one of
/// `known` (`known.1` names what they are), listed once, with one of `verdicts`; `value` makes
/// what the list keeps of a line from its verdict and third column, or says what is wrong with
/// it. Each bad line is an error naming it.
/// A reviewed list of one verdict with a required reason (`word<TAB>verdict<TAB>reason`):
/// word → (reason, line); see [`read_list`].
fn read_reasons(
    path: &Path,
    verdict: &str,
    known: (&dyn Fn(&str) -> bool, &str),
) -> Result<HashMap<String, (String, usize)>, FileErrors> {
    read_list(path, NONCE_COLUMNS, &[verdict], known, |_, r| {
        required_reason(r).map(str::to_string)
    })
}

fn read_list<T>(
    path: &Path,
    columns: &[&str],
    verdicts: &[&str],
    known: (&dyn Fn(&str) -> bool, &str),
    value: impl Fn(&str, &str) -> Result<T, String>,
) -> Result<HashMap<String, (T, usize)>, FileErrors> {
    let mut out = HashMap::new();
    crate::table::read(path, columns, |f| {
        let (word, verdict, third) = (f.get(0), f.get(1), f.get(2));
        if !verdicts.contains(&verdict) {
            return f.error(format!(
                "unknown verdict {verdict:?}; valid: {}",
                verdicts.join(", ")
            ));
        }
        if !(known.0)(word) {
            return f.error(format!("{word} is no {} of the source", known.1));
        }
        let v = match value(verdict, third) {
            Ok(v) => v,
            Err(e) => return f.error(format!("{word}: {e}")),
        };
        if out.insert(word.to_string(), (v, f.line())).is_some() {
            f.error(format!("{word} is listed twice"))
        }
    })?;
    Ok(out)
}

/// `běžený: a passive participle (of běžet; rules/morphology/derivations.tsv line 12)`.
fn describe_kind(
    adj: &str,
    kind: Kind,
    line: usize,
    verb: Option<&str>,
    table: &impl std::fmt::Display,
) -> String {
    let of = verb.map_or(String::new(), |v| format!("of {v}; "));
    let at = if line == 0 {
        "no ending listed".to_string()
    } else {
        format!("{table} line {line}")
    };
    match kind {
        Kind::Participle => format!("{adj}: a passive participle ({of}{at})"),
        k => format!("{adj}: {} ({of}{at})", k.name()),
    }
}

/// The stem with its last short vowel made long (sazen → sázen).
fn lengthen_last(s: &str) -> Option<String> {
    let (i, c) = s
        .char_indices()
        .rev()
        .find(|(_, c)| "aeiouy".contains(*c))?;
    let long = match c {
        'a' => "á",
        'e' => "é",
        'i' => "í",
        'o' => "ů",
        'u' => "ou",
        'y' => "ý",
        _ => return None,
    };
    Some(format!("{}{long}{}", &s[..i], &s[i + c.len_utf8()..]))
}

/// The derivation class of a form: of a comparative entry every form (its ne- and nejne-
/// forms: negative comparative); of an adjective entry its nouns (-ost), adverbs, graded forms
/// (the `y` flag's comparatives on a positive entry: trosečničtější) and ne- forms.
pub fn class_of(adjective: bool, comparative: bool, f: &Form) -> Option<Class> {
    if comparative || (adjective && f.graded) {
        return Some(if f.negative() {
            Class::NegativeComparative
        } else {
            Class::Comparative
        });
    }
    if !adjective {
        return None;
    }
    match f.pos {
        "noun" | "adv" if f.negative() => Some(Class::NegativeDerived),
        "noun" => Some(Class::Ost),
        "adv" => Some(Class::Adverb),
        "adj" if f.negative() => Some(Class::NegativeRelational),
        _ => None,
    }
}

/// The class a [`Class::NegativeDerived`] form negates: the -ost noun or the adverb.
fn underlying(c: Class, f: &Form) -> Class {
    match (c, f.pos) {
        (Class::NegativeDerived, "noun") => Class::Ost,
        (Class::NegativeDerived, _) => Class::Adverb,
        (c, _) => c,
    }
}

/// Which derivation classes of one entry are dropped, and why.
#[derive(Debug, Clone, Default)]
pub struct EntryLexis {
    dropped: u32,
    /// Every form of the entry goes with its class (a participle adjective of an intransitive
    /// verb).
    whole: bool,
    /// The ne- forms stay though the passive goes: only they are attested (netknutý).
    keep_negative: bool,
    /// The impersonal neuter stays though the passive goes: only it is attested (zabráněno).
    keep_impersonal: bool,
    /// The animate forms of a noun that names no being stay: text attests one (mikrobi).
    keep_animate: bool,
    /// The ne- -ost nouns go, with this reason (`negative-derived`), though the ne- adverb
    /// stays: the adjective's negative is reviewed no word and only a ne- adverb is attested
    /// (*nezlost* beside nezle); or a `no-negative-ost` row and no ne- noun attested
    /// (*nevlastnost* beside nevlastní).
    negative_nouns_go: Option<String>,
    /// The ne- adverbs go, with this reason (`negative-derived`), though the negative
    /// adjective stays: a `no-negative-adverb` row and no ne- adverb attested (*nepotravinově*).
    negative_adverbs_go: Option<String>,
    /// The ne- -ost nouns stay though the reviewed -ost noun goes: only they are attested
    /// (nevidomost beside *vidomost*).
    keep_negative_ost: bool,
    reasons: [Option<String>; Class::ALL.len()],
    /// Reviewed wrong forms of the entry, each with its reason (class `reviewed-form`).
    wrong_forms: Vec<(String, String)>,
}

impl EntryLexis {
    /// Sets the entry's reviewed wrong forms ([`Lexis::wrong_forms_of`]).
    pub fn set_wrong_forms(&mut self, forms: Vec<(String, String)>) {
        self.wrong_forms = forms;
    }

    /// The reason that drops this form of the entry as a reviewed wrong form, or its ne- form
    /// (`negative`), if any.
    pub fn wrong_form(&self, form: &str, negative: bool) -> Option<(Class, &str)> {
        let bare = if negative {
            form.strip_prefix("ne")?
        } else {
            form
        };
        self.wrong_forms
            .iter()
            .find(|(w, _)| w == bare)
            .map(|(_, why)| (Class::ReviewedForm, why.as_str()))
    }

    fn drop(&mut self, class: Class, reason: String) {
        self.dropped |= class as u32;
        self.reasons[class.index()] = Some(reason);
    }

    /// Whether nothing of the entry is dropped.
    pub fn keeps_all(&self) -> bool {
        self.dropped == 0
            && self.negative_nouns_go.is_none()
            && self.negative_adverbs_go.is_none()
            && self.wrong_forms.is_empty()
    }

    /// The class and reason that drop a form (its part of speech and prefix features), if any.
    pub fn dropped(&self, adjective: bool, comparative: bool, f: &Form) -> Option<(Class, &str)> {
        if self.dropped == 0
            && self.negative_nouns_go.is_none()
            && self.negative_adverbs_go.is_none()
        {
            return None;
        }
        if self.dropped & Class::DoubleNegative as u32 != 0 && f.negative() {
            return Some((
                Class::DoubleNegative,
                self.reasons[Class::DoubleNegative.index()].as_deref()?,
            ));
        }
        for whole in [
            Class::ReviewedNonce,
            Class::UnattestedPlace,
            Class::PerfectiveParticiple,
            Class::DoubleIterative,
            Class::UnattestedVerb,
        ] {
            if self.dropped & whole as u32 != 0 {
                return Some((whole, self.reasons[whole.index()].as_deref()?));
            }
        }
        let possessive = Class::ReviewedPossessive;
        if self.dropped & possessive as u32 != 0
            && (f.possessive || (f.animate && !self.keep_animate))
        {
            return Some((possessive, self.reasons[possessive.index()].as_deref()?));
        }
        let passive = Class::IntransitivePassive;
        if self.dropped & passive as u32 != 0
            && (self.whole || f.passive)
            && !(self.keep_negative && f.negative() && !f.impersonal)
            && !(self.keep_impersonal && f.impersonal)
        {
            return Some((passive, self.reasons[passive.index()].as_deref()?));
        }
        // The ne- noun forms of a reviewed noun (*neskrblictví*); the entry's verb forms
        // (odliv/HXN: the transgressive neodlivše of odlít) stay.
        let rn = Class::ReviewedNegative;
        if !adjective
            && !comparative
            && f.pos == "noun"
            && f.negative()
            && self.dropped & rn as u32 != 0
        {
            return Some((rn, self.reasons[rn.index()].as_deref()?));
        }
        let c = class_of(adjective, comparative, f)?;
        if c == Class::NegativeDerived {
            let go = match f.pos {
                "noun" => &self.negative_nouns_go,
                "adv" => &self.negative_adverbs_go,
                _ => &None,
            };
            if let Some(why) = go {
                return Some((c, why));
            }
        }
        let u = underlying(c, f);
        let reviewed = match (c, u) {
            (Class::NegativeRelational, _) => Class::ReviewedNegative,
            (_, Class::Ost) => Class::ReviewedOst,
            (_, Class::Adverb) => Class::ReviewedAdverb,
            (Class::Comparative | Class::NegativeComparative, _) => Class::ReviewedComparative,
            _ => c,
        };
        let kept =
            reviewed == Class::ReviewedOst && c == Class::NegativeDerived && self.keep_negative_ost;
        if reviewed != c && !kept && self.dropped & reviewed as u32 != 0 {
            return Some((reviewed, self.reasons[reviewed.index()].as_deref()?));
        }
        // A ne- noun or adverb goes with its noun or adverb (*neběženost* as *běženost*).
        if u != c && self.dropped & u as u32 != 0 {
            return Some((u, self.reasons[u.index()].as_deref().unwrap_or("")));
        }
        (self.dropped & c as u32 != 0)
            .then(|| (c, self.reasons[c.index()].as_deref().unwrap_or("")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One common passive form is use; one or two rare ones are not (*čelen*, *čelenu*), three
    /// are; ne- forms and the impersonal neuter count on their own.
    #[test]
    fn passive_evidence_needs_use() {
        let passive = Form {
            passive: true,
            ..form("verb", None)
        };
        let mut e = PassiveEvidence::default();
        e.add(&passive, Use::Rare);
        e.add(&passive, Use::Rare);
        assert!(!e.personal);
        let mut other = PassiveEvidence::default();
        other.add(&passive, Use::Rare);
        e.merge(other);
        assert!(e.personal);
        let mut e = PassiveEvidence::default();
        e.add(&passive, Use::Common);
        assert!(e.personal);
        let mut e = PassiveEvidence::default();
        e.add(&form("verb", Some("Polarity=Neg")), Use::Rare);
        assert!(e.negative && !e.personal);
    }

    fn lexis(attested: &[&str], verbs: &[&str], adjectives: &[&str]) -> Lexis {
        let rows = "ový\trelational\t\nní\trelational\t\novaný\tparticiple\t\naný\tverbal\t\nený\tverbal\t\něný\tverbal-relational\t\ntý\tverbal\t\nlý\tverbal\t\n^dvou\trelational\t\n";
        with_table(rows, attested, verbs, adjectives).unwrap()
    }

    /// A [`Lexis`] of a `derivations.tsv` of these rows (after the header), or its error.
    fn with_table(
        rows: &str,
        attested: &[&str],
        verbs: &[&str],
        adjectives: &[&str],
    ) -> Result<Lexis, FileErrors> {
        let dir = tempfile::tempdir().unwrap();
        let table = dir.path().join("derivations.tsv");
        std::fs::write(&table, format!("ending\tkind\tnote\n{rows}")).unwrap();
        // A word written ~word is attested rarely (below COMMON_ZIPF), any other commonly.
        let ev = Evidence {
            words: attested
                .iter()
                .map(|w| match w.strip_prefix('~') {
                    Some(rare) => (Box::from(rare), false),
                    None => (Box::from(*w), true),
                })
                .collect(),
            id: "test".into(),
            ..Evidence::default()
        };
        Lexis::new(
            &table,
            Arc::new(ev),
            verbs.iter().map(|s| s.to_string()).collect(),
            adjectives.iter().map(|s| s.to_string()).collect(),
        )
    }

    /// A [`Lexis`] (see [`lexis`]) with these rows (after the header) of a `grading.tsv`.
    fn graded(attested: &[&str], adjectives: &[&str], rows: &str) -> Lexis {
        let mut l = lexis(attested, &[], adjectives);
        assert_eq!(
            load_list(&mut l, "grading.tsv", rows, Lexis::load_grading),
            None
        );
        l
    }

    /// A reviewed list (`name`: its file name, `rows` after the header) loaded by `load` into
    /// `l`: the load's error text, if any.
    fn load_list(
        l: &mut Lexis,
        name: &str,
        rows: &str,
        load: fn(&mut Lexis, &Path) -> Result<(), FileErrors>,
    ) -> Option<String> {
        let dir = tempfile::tempdir().unwrap();
        let list = dir.path().join(name);
        let header = if [
            "nonce-verbs.tsv",
            "negatives.tsv",
            "grading.tsv",
            "possessives.tsv",
        ]
        .contains(&name)
        {
            "word\tverdict\treason\n"
        } else if name == "wrong-forms.tsv" {
            "lemma\tform\treason\n"
        } else {
            "word\tverdict\tnote\n"
        };
        std::fs::write(&list, format!("{header}{rows}")).unwrap();
        load(l, &list).err().map(|e| e.to_string())
    }

    #[test]
    fn reviewed_nonce_verbs_go_with_their_participles_and_nouns() {
        let mut l = lexis(&[], &["předčuchat", "obvázávat", "zmínit"], &[]);
        let rows = "předčuchat\tnonce\tno such verb\nobvázávat\tnonce\tthe imperfective of obvázat is obvazovat\n";
        assert_eq!(
            load_list(&mut l, "nonce-verbs.tsv", rows, Lexis::load_nonce_verbs),
            None
        );
        let none = |_: &str| crate::morph::Aspect::Both;
        let f = form("verb", None);
        for (word, pos) in [
            ("předčuchat", "verb"),
            ("předčuchaný", "adj"),
            ("předčuchání", "noun"),
            ("obvázávaný", "adj"),
            ("obvázávání", "noun"),
            ("předčuchající", "adj"),
            ("obvázávající", "adj"),
            ("předčuchací", "adj"),
            ("obvázávací", "adj"),
        ] {
            let e = l.judge(word, pos, None, &none, &mut forms(&[]));
            let (class, why) = e.dropped(pos == "adj", false, &f).unwrap();
            assert_eq!(class, Class::ReviewedNonce, "{word}");
            assert!(why.contains("line"), "{why}");
        }
        for (word, pos) in [
            ("zmínit", "verb"),
            ("zmíněný", "adj"),
            ("zmínění", "noun"),
            ("zmiňující", "adj"),
        ] {
            let e = l.judge(word, pos, None, &none, &mut forms(&[]));
            assert!(
                e.dropped(pos == "adj", false, &form(pos, None)).is_none(),
                "{word}"
            );
        }
    }

    /// A form entry the annotation reads as a form of a reviewed nonce verb goes with the verb,
    /// unless text attests the form itself; a form of a verb no review lists stays.
    #[test]
    fn form_entries_of_a_reviewed_nonce_verb_go_with_it() {
        let mut l = lexis(
            &["~rozhlídnuto"],
            &["přihlídnout", "rozhlídnout", "zmínit"],
            &[],
        );
        let rows = "přihlídnout\tmisspelling\tpřihlédnout\nrozhlídnout\tmisspelling\trozhlédnout\n";
        assert_eq!(
            load_list(&mut l, "nonce-verbs.tsv", rows, Lexis::load_nonce_verbs),
            None
        );
        let why = l.nonce_form_entry("přihlídnuto", "přihlídnout").unwrap();
        assert!(
            why.starts_with("přihlídnout is no word (misspelling: přihlédnout;"),
            "{why}"
        );
        assert_eq!(l.nonce_form_entry("rozhlídnuto", "rozhlídnout"), None);
        assert_eq!(l.nonce_form_entry("zmíněno", "zmínit"), None);
    }

    /// A reviewed nonce verb stays where text uses it: more than two of its forms attested, or
    /// one commonly; one or two rare forms are no evidence (blíži, a typo of blíží). Its
    /// participle adjective entry stays with any attested form (promodralý).
    #[test]
    fn a_reviewed_nonce_verb_needs_more_than_a_rare_form_or_two() {
        let attested = [
            "~blíži",
            "~blízá",
            "~rozhlídnu",
            "~rozhlídni",
            "~rozhlídnout",
            "~promodralé",
            "poblíže",
        ];
        let mut l = lexis(
            &attested,
            &["blízat", "rozhlídnout", "promodrat", "poblízat"],
            &[],
        );
        let rows = "blízat\tnonce\tno such verb\nrozhlídnout\tnonce\trozhlédnout\npromodrat\tnonce\tno such verb\npoblízat\tnonce\tno such verb\n";
        assert_eq!(
            load_list(&mut l, "nonce-verbs.tsv", rows, Lexis::load_nonce_verbs),
            None
        );
        let none = |_: &str| crate::morph::Aspect::Both;
        let dropped = |l: &Lexis, word: &str, pos: &str, list: &[(&str, &str, Option<&str>)]| {
            l.judge(word, pos, None, &none, &mut forms(list))
                .dropped(pos == "adj", false, &form(pos, None))
                .map(|(c, _)| c)
        };
        let v = |w| (w, "verb", None);
        assert_eq!(
            dropped(&l, "blízat", "verb", &[v("blízat"), v("blíži"), v("blízá")]),
            Some(Class::ReviewedNonce)
        );
        assert_eq!(
            dropped(
                &l,
                "rozhlídnout",
                "verb",
                &[v("rozhlídnout"), v("rozhlídnu"), v("rozhlídni")]
            ),
            None
        );
        assert_eq!(
            dropped(&l, "poblízat", "verb", &[v("poblízat"), v("poblíže")]),
            None
        );
        let a = |w| (w, "adj", None);
        assert_eq!(
            dropped(&l, "blízaný", "adj", &[a("blízaný"), a("blízané")]),
            Some(Class::ReviewedNonce)
        );
        assert_eq!(
            dropped(&l, "promodralý", "adj", &[a("promodralý")]),
            Some(Class::ReviewedNonce)
        );
        assert_eq!(
            dropped(&l, "promodralý", "adj", &[a("promodralý"), a("promodralé")]),
            None
        );
    }

    /// The evidence list's Zipf column says how text uses a word; a value that is no number
    /// is an error naming the line, and a list without the column counts every word as common.
    #[test]
    fn evidence_reads_its_frequencies() {
        let dir = tempfile::tempdir().unwrap();
        let list = dir.path().join("cs.tsv");
        std::fs::write(&list, "word\tzipf\nblíží\t3.9\nblíži\t1.9\n").unwrap();
        let e = Evidence::load("test", &list).unwrap();
        assert_eq!(e.usage("blíží"), Use::Common);
        assert_eq!(e.usage("blíži"), Use::Rare);
        assert_eq!(e.usage("blízat"), Use::None);
        std::fs::write(&list, "word\nblíži\n").unwrap();
        assert_eq!(
            Evidence::load("test", &list).unwrap().usage("blíži"),
            Use::Common
        );
        std::fs::write(&list, "word\tzipf\nblíži\tčasto\n").unwrap();
        let err = Evidence::load("test", &list).unwrap_err().to_string();
        assert!(
            err.contains("cs.tsv:2") && err.contains("is no number"),
            "{err}"
        );
    }

    #[test]
    fn a_reviewed_misreading_is_no_evidence() {
        let dir = tempfile::tempdir().unwrap();
        let list = dir.path().join("cs.tsv");
        std::fs::write(&list, "word\tzipf\nmnožnost\t1.29\nmožnost\t5.1\n").unwrap();
        let mut e = Evidence::load("test", &list).unwrap();
        let rules = dir.path().join("no-evidence.tsv");
        std::fs::write(
            &rules,
            "word\treading\treference\tdate\nmnožnost\tthe misspelling of možnost\tround 58\t2026-12-02\n",
        )
        .unwrap();
        e.load_misreadings(&rules).unwrap();
        assert_eq!(e.usage("množnost"), Use::None);
        assert_eq!(e.usage("možnost"), Use::Common);
        let m = e.misreading("množnost").unwrap();
        assert_eq!(
            (m.reading.as_str(), m.line),
            ("the misspelling of možnost", 2)
        );
        // A row the list does not attest changes nothing: an error naming the file and line.
        std::fs::write(
            &rules,
            "word\treading\treference\tdate\nmožnosť\tthe Slovak možnosť\tnone\t2026-12-02\n",
        )
        .unwrap();
        let err = e.load_misreadings(&rules).unwrap_err().to_string();
        assert!(err.contains("no-evidence.tsv:2:"), "{err}");
        assert!(err.contains("not in the evidence list"), "{err}");
    }

    #[test]
    fn a_rare_form_one_letter_longer_than_a_common_word_is_its_misspelling() {
        let dir = tempfile::tempdir().unwrap();
        let list = dir.path().join("cs.tsv");
        std::fs::write(
            &list,
            "word\tzipf\ntamější\t3.5\ntamnější\t1.9\nnáladovější\t1.2\npopovější\t2.1\npopovějším\t1.3\n",
        )
        .unwrap();
        let e = Evidence::load("test", &list).unwrap();
        let none = |_: &str| false;
        assert_eq!(
            e.misspelling_of("tamnější", none).as_deref(),
            Some("tamější")
        );
        // A common form, a rare one with no common neighbour, and an unattested one are none.
        assert_eq!(e.misspelling_of("tamější", none), None);
        assert_eq!(e.misspelling_of("náladovější", none), None);
        assert_eq!(e.misspelling_of("ranější", none), None);
        // A neighbour that is a form of the same word does not count.
        assert_eq!(
            e.misspelling_of("popovějším", none).as_deref(),
            Some("popovější")
        );
        assert_eq!(
            e.misspelling_of("popovějším", |w| w.starts_with("popověj")),
            None
        );
    }

    #[test]
    fn class_indexes_are_their_places_in_all() {
        for (i, c) in Class::ALL.iter().enumerate() {
            assert_eq!(c.index(), i, "{}", c.id());
        }
    }

    #[test]
    fn place_adjectives_stay_only_where_text_uses_them() {
        let mut l = lexis(&["lhotská"], &[], &["lhotský", "nedachlebický", "lesnický"]);
        l.set_place_adjectives(
            [("lhotský", "Lhota"), ("nedachlebický", "Nedachlebice")]
                .iter()
                .map(|(a, p)| (a.to_string(), p.to_string()))
                .collect(),
        );
        let none = |_: &str| crate::morph::Aspect::Both;
        let lhotsky = [("lhotský", "adj", None), ("lhotská", "adj", None)];
        let e = l.judge("lhotský", "adj", None, &none, &mut forms(&lhotsky));
        assert!(e.dropped(true, false, &form("adj", None)).is_none());
        let nedachlebicky = [
            ("nedachlebický", "adj", None),
            ("nedachlebická", "adj", None),
        ];
        let e = l.judge(
            "nedachlebický",
            "adj",
            None,
            &none,
            &mut forms(&nedachlebicky),
        );
        let (class, why) = e.dropped(true, false, &form("adj", None)).unwrap();
        assert_eq!(class, Class::UnattestedPlace);
        assert!(why.contains("Nedachlebice"), "{why}");
        // Not a place adjective: the rule does not judge it.
        let lesnicky = [("lesnický", "adj", None)];
        let e = l.judge("lesnický", "adj", None, &none, &mut forms(&lesnicky));
        assert!(e.dropped(true, false, &form("adj", None)).is_none());
    }

    #[test]
    fn present_participles_of_perfective_verbs_go_unless_attested() {
        use crate::morph::Aspect;
        let l = lexis(
            &["padnoucí"],
            &[
                "nainstalovat",
                "instalovat",
                "padnout",
                "rozpakovat",
                "vyřadit",
            ],
            &[],
        );
        let aspect = |v: &str| match v {
            "instalovat" => Aspect::Both,
            "rozpakovat" => Aspect::Both,
            _ => Aspect::Perfective,
        };
        let judge = |word: &'static str| {
            let list = [(word, "adj", None), (word, "adj", Some("Polarity=Neg"))];
            let e = l.judge(word, "adj", None, &aspect, &mut forms(&list));
            let dropped = e
                .dropped(true, false, &form("adj", None))
                .map(|(c, why)| (c, why.to_string()));
            dropped
        };
        let (class, why) = judge("nainstalující").unwrap();
        assert_eq!(class, Class::PerfectiveParticiple);
        assert!(why.contains("perfective nainstalovat"), "{why}");
        assert_eq!(judge("vyřadící").unwrap().0, Class::PerfectiveParticiple);
        // A verb of both aspects makes it (instalující, rozpakující se), and an attested one
        // stays (padnoucí oblek); a participle whose verb the source lacks is not judged.
        assert_eq!(judge("instalující"), None);
        assert_eq!(judge("rozpakující"), None);
        assert_eq!(judge("padnoucí"), None);
        assert_eq!(judge("zpívající"), None);
    }

    #[test]
    fn an_attested_entry_stays_though_the_review_rejects_its_verb() {
        let mut l = lexis(&["zhrzená"], &["zhrdit"], &[]);
        let rows = "zhrdit\tnonce\tx\n";
        assert_eq!(
            load_list(&mut l, "nonce-verbs.tsv", rows, Lexis::load_nonce_verbs),
            None
        );
        let none = |_: &str| crate::morph::Aspect::Both;
        let adj = [("zhrzený", "adj", None), ("zhrzená", "adj", None)];
        let e = l.judge("zhrzený", "adj", None, &none, &mut forms(&adj));
        assert!(e.dropped(true, false, &form("adj", None)).is_none());
        let e = l.judge(
            "zhrdit",
            "verb",
            None,
            &none,
            &mut forms(&[("zhrdí", "verb", None)]),
        );
        assert_eq!(
            e.dropped(false, false, &form("verb", None)).map(|d| d.0),
            Some(Class::ReviewedNonce)
        );
    }

    #[test]
    fn intransitive_verbs_and_their_prefixed_verbs_make_no_passives() {
        let mut l = lexis(
            &[],
            &[
                "letět",
                "proletět",
                "přeletět",
                "kvést",
                "dokvést",
                "tknout",
                "zabránit",
            ],
            &[],
        );
        let rows = "letět\tintransitive\t\nkvést\tintransitive\t\npřeletět\ttransitive\tpřeletět oceán\ntknout\tintransitive\t\nzabránit\tintransitive\t\n";
        assert_eq!(
            load_list(&mut l, "transitivity.tsv", rows, Lexis::load_transitivity),
            None
        );
        let personal = PassiveEvidence {
            personal: true,
            ..Default::default()
        };
        let negative = PassiveEvidence {
            negative: true,
            ..Default::default()
        };
        l.set_attested_passives(
            [
                ("dokvést".to_string(), personal),
                ("tknout".to_string(), negative),
                (
                    "zabránit".to_string(),
                    PassiveEvidence {
                        impersonal: true,
                        ..Default::default()
                    },
                ),
            ]
            .into(),
        );
        let none = |_: &str| crate::morph::Aspect::Both;
        let passive = Form {
            passive: true,
            ..form("verb", None)
        };
        let dropped = |word: &str, pos: &str, f: &Form| {
            l.judge(word, pos, None, &none, &mut forms(&[]))
                .dropped(pos == "adj", false, f)
                .map(|d| d.0)
        };
        // letět, proletět: no passive; their other forms stay.
        assert_eq!(
            dropped("letět", "verb", &passive),
            Some(Class::IntransitivePassive)
        );
        assert_eq!(
            dropped("proletět", "verb", &passive),
            Some(Class::IntransitivePassive)
        );
        assert_eq!(dropped("proletět", "verb", &form("verb", None)), None);
        // The participle adjective entry goes whole.
        assert_eq!(
            dropped("proletěný", "adj", &form("adj", None)),
            Some(Class::IntransitivePassive)
        );
        // přeletět is reviewed transitive; dokvést has an attested passive.
        assert_eq!(dropped("přeletět", "verb", &passive), None);
        assert_eq!(dropped("dokvést", "verb", &passive), None);
        // Only bylo zabráněno is attested: zabráněn goes, zabráněno stays.
        let impersonal = Form {
            impersonal: true,
            ..passive
        };
        assert_eq!(
            dropped("zabránit", "verb", &passive),
            Some(Class::IntransitivePassive)
        );
        assert_eq!(dropped("zabránit", "verb", &impersonal), None);
        // Only netknutý is attested: tknutý goes, its ne- forms stay.
        assert_eq!(
            dropped("tknutý", "adj", &form("adj", None)),
            Some(Class::IntransitivePassive)
        );
        assert_eq!(
            dropped("tknutý", "adj", &form("adj", Some("Polarity=Neg"))),
            None
        );
    }

    #[test]
    fn bad_reviewed_lists_are_errors_naming_the_line() {
        type Load = fn(&mut Lexis, &Path) -> Result<(), FileErrors>;
        let (t, n): (Load, Load) = (Lexis::load_transitivity, Lexis::load_nonce_verbs);
        let cases = [
            (
                "transitivity.tsv",
                t,
                "dělat\tintransitive\t\n",
                "is no verb",
            ),
            (
                "transitivity.tsv",
                t,
                "čuchat\tmaybe\t\n",
                "unknown verdict",
            ),
            (
                "transitivity.tsv",
                t,
                "čuchat\tintransitive\t\nčuchat\tunsure\t\n",
                "twice",
            ),
            ("nonce-verbs.tsv", n, "dělat\tnonce\tx\n", "is no verb"),
            ("nonce-verbs.tsv", n, "čuchat\tjunk\tx\n", "unknown verdict"),
            (
                "nonce-verbs.tsv",
                n,
                "čuchat\tnonce\t \n",
                "reason is required",
            ),
            (
                "nonce-verbs.tsv",
                n,
                "čuchat\tnonce\tx\nčuchat\tnonce\ty\n",
                "twice",
            ),
        ];
        for (name, load, rows, what) in cases {
            let mut l = lexis(&[], &["čuchat"], &[]);
            let e = load_list(&mut l, name, rows, load).expect(rows);
            assert!(e.contains(what) && e.contains(&format!("{name}:")), "{e}");
        }
    }

    #[test]
    fn nouns_that_name_no_being_make_no_possessive() {
        let mut l = lexis(&[], &[], &[]);
        l.set_nouns(["škrob".to_string(), "učitel".to_string()].into());
        let load = Lexis::load_possessives;
        let e = load_list(
            &mut l,
            "possessives.tsv",
            "kotel\tno-possessive\tthing\n",
            load,
        );
        assert!(e.is_some_and(|e| e.contains("kotel is no noun") && e.contains(":2")));
        let e = load_list(&mut l, "possessives.tsv", "škrob\tno-possessive\t\n", load);
        assert!(e.is_some_and(|e| e.contains("reason is required")));
        let rows = "škrob\tno-possessive\ta substance\n";
        assert_eq!(load_list(&mut l, "possessives.tsv", rows, load), None);
        let none = |_: &str| crate::morph::Aspect::Both;
        let possessive = Form {
            possessive: true,
            ..form("adj", None)
        };
        let e = l.judge("škrob", "noun", None, &none, &mut forms(&[]));
        assert_eq!(
            e.dropped(false, false, &possessive).map(|d| d.0),
            Some(Class::ReviewedPossessive)
        );
        // The noun's own forms stay, but not its animate ones (*oříškovi*, *autopiloti*); so
        // does an unlisted noun's possessive.
        assert_eq!(e.dropped(false, false, &form("noun", None)), None);
        let animate = Form {
            animate: true,
            ..form("noun", None)
        };
        assert_eq!(
            e.dropped(false, false, &animate).map(|d| d.0),
            Some(Class::ReviewedPossessive)
        );
        let e = l.judge("učitel", "noun", None, &none, &mut forms(&[]));
        assert_eq!(e.dropped(false, false, &possessive), None);
        // The same judgement for another list's headword that inflects by this source.
        assert!(l
            .no_possessive("škrob", &mut forms(&[]))
            .is_some_and(|(why, animate)| why.contains("a substance")
                && why.contains("line 2")
                && animate));
        assert_eq!(l.no_possessive("učitel", &mut forms(&[])), None);
        let mut attested = lexis(&["škrobův"], &[], &[]);
        attested.set_nouns(["škrob".to_string()].into());
        assert_eq!(
            load_list(&mut attested, "possessives.tsv", rows, load),
            None
        );
        let mut walk = |f: &mut FormSink| {
            f(
                "škrobův",
                &Form {
                    possessive: true,
                    ..form("adj", None)
                },
            )
        };
        assert_eq!(attested.no_possessive("škrob", &mut walk), None);
        // An attested animate form (mikrobi) keeps the animate forms; the possessives still go.
        let mut animate_attested = lexis(&["škrobi"], &[], &[]);
        animate_attested.set_nouns(["škrob".to_string()].into());
        assert_eq!(
            load_list(&mut animate_attested, "possessives.tsv", rows, load),
            None
        );
        let mut walk = |f: &mut FormSink| f("škrobi", &animate);
        let judged = animate_attested.judge("škrob", "noun", None, &none, &mut walk);
        assert_eq!(judged.dropped(false, false, &animate), None);
        assert_eq!(
            judged.dropped(false, false, &possessive).map(|d| d.0),
            Some(Class::ReviewedPossessive)
        );
    }

    #[test]
    fn reviewed_wrong_forms_go_with_their_ne_forms_unless_attested() {
        let mut l = lexis(&[], &["zasil"], &["ctižádý"]);
        l.set_nouns(["mejdan".to_string(), "semeno".to_string()].into());
        let load = Lexis::load_wrong_forms;
        let e = load_list(&mut l, "wrong-forms.tsv", "kotel\tkotle\tv kotli\n", load);
        assert!(e.is_some_and(|e| e.contains("kotel is no noun, verb or adjective") && e.contains(":2")));
        // A verb entry's derived form may be listed (the transgressive of a colloquial participle).
        let verb = "zasil\tzasiv\tzasít: zasev\n";
        assert_eq!(load_list(&mut l, "wrong-forms.tsv", verb, load), None);
        assert_eq!(l.wrong_forms_of("zasil").len(), 1);
        // So may an adjective entry's own forms, when only its -ost noun is a word (ctižádost).
        let adjective = "ctižádý\tctižádý\tno adjective\nctižádý\tctižádá\tas ctižádý\n";
        assert_eq!(load_list(&mut l, "wrong-forms.tsv", adjective, load), None);
        assert_eq!(l.wrong_forms_of("ctižádý").len(), 2);
        let e = load_list(&mut l, "wrong-forms.tsv", "mejdan\tmejdaně\t\n", load);
        assert!(e.is_some_and(|e| e.contains("a form and a reason are required")));
        let twice = "mejdan\tmejdaně\tv mejdanu\nmejdan\tmejdaně\tv mejdanu\n";
        let e = load_list(&mut l, "wrong-forms.tsv", twice, load);
        assert!(e.is_some_and(|e| e.contains("listed twice") && e.contains(":3")));
        let rows = "mejdan\tmejdaně\tv mejdanu\nsemeno\tsemeně\tv semeni\n";
        assert_eq!(load_list(&mut l, "wrong-forms.tsv", rows, load), None);
        let mut e = EntryLexis::default();
        e.set_wrong_forms(l.wrong_forms_of("mejdan"));
        assert!(!e.keeps_all());
        let (class, why) = e.wrong_form("mejdaně", false).unwrap();
        assert_eq!(class, Class::ReviewedForm);
        assert!(why.contains("v mejdanu") && why.contains("line 2"), "{why}");
        // Its ne- form goes too; the noun's other forms, and another noun's, stay.
        assert!(e.wrong_form("nemejdaně", true).is_some());
        assert_eq!(e.wrong_form("nemejdaně", false), None);
        assert_eq!(e.wrong_form("mejdanu", false), None);
        assert_eq!(e.wrong_form("semeně", false), None);
        // Text that attests the form keeps it.
        let mut attested = lexis(&["~semeně"], &[], &[]);
        attested.set_nouns(["mejdan".to_string(), "semeno".to_string()].into());
        assert_eq!(
            load_list(&mut attested, "wrong-forms.tsv", rows, load),
            None
        );
        assert!(attested.wrong_forms_of("semeno").is_empty());
        assert_eq!(attested.wrong_forms_of("mejdan").len(), 1);
    }

    #[test]
    fn kinds() {
        let l = lexis(
            &[],
            &["zmínit", "nosit", "táhnout", "krýt", "běžet", "chystat"],
            &[],
        );
        assert_eq!(l.kind("zmíněný").0, Kind::Participle);
        assert_eq!(l.kind("nošený").0, Kind::Participle);
        assert_eq!(l.kind("tažený").0, Kind::Participle);
        assert_eq!(l.kind("krytý").0, Kind::Participle);
        assert_eq!(l.kind("běžený").0, Kind::Participle);
        assert_eq!(l.kind("chystaný").0, Kind::Participle);
        for (adj, verb) in [
            ("kvetený", "kvést"),
            ("kradený", "krást"),
            ("jedený", "jíst"),
            ("nesený", "nést"),
            ("pasený", "pást"),
            ("vezený", "vézt"),
        ] {
            let l = lexis(&[], &[verb], &[]);
            assert_eq!(l.participle_of(adj).as_deref(), Some(verb), "{adj}");
        }
        // An alternation explains the participle before a velar deletion does: zatržený is
        // zatrhnout's (transitive), not zatrnout's; kažený is kazit's, not kanout's.
        let l = lexis(&[], &["zatrnout", "zatrhnout", "kanout", "kazit"], &[]);
        assert_eq!(l.participle_of("zatržený").as_deref(), Some("zatrhnout"));
        assert_eq!(l.participle_of("kažený").as_deref(), Some("kazit"));
        assert_eq!(l.kind("zelený").0, Kind::Qualitative);
        assert_eq!(l.kind("dřevěný").0, Kind::Relational);
        assert_eq!(l.kind("bohatý").0, Kind::Qualitative);
        assert_eq!(l.kind("abakový").0, Kind::Relational);
        assert_eq!(l.kind("mladý").0, Kind::Qualitative);
        assert_eq!(l.kind("běžný").0, Kind::Qualitative);
        // A beginning row: compounds of a numeral; an ending row that decides wins.
        assert_eq!(l.kind("dvoubarevný").0, Kind::Relational);
        assert_eq!(l.kind("dvou").0, Kind::Qualitative);
        // l-participles: zabředlý (zabřednout) is a participle, malý is not.
        let l2 = lexis(&[], &["zabřednout"], &[]);
        assert_eq!(l2.kind("zabředlý").0, Kind::Participle);
        assert_eq!(l2.kind("malý").0, Kind::Qualitative);
        // -atý of -ít after č, ž, j, z, kl only: zlatý and ušatý are no participles.
        let l3 = lexis(
            &[],
            &["začít", "žít", "vzít", "proklít", "zlít", "ušít"],
            &[],
        );
        for (adj, verb) in [
            ("začatý", "začít"),
            ("žatý", "žít"),
            ("vzatý", "vzít"),
            ("proklatý", "proklít"),
        ] {
            assert_eq!(l3.participle_of(adj).as_deref(), Some(verb), "{adj}");
        }
        assert_eq!(l3.participle_of("zlatý"), None);
        assert_eq!(l3.kind("ušatý").0, Kind::Qualitative);
    }

    fn forms<'a>(
        list: &'a [(&'a str, &'a str, Option<&'a str>)],
    ) -> impl FnMut(&mut FormSink) + 'a {
        move |f| {
            for (w, p, pre) in list {
                f(w, &form(p, *pre))
            }
        }
    }

    fn form<'a>(pos: &'a str, prefix: Option<&'a str>) -> Form<'a> {
        Form {
            pos,
            graded: false,
            passive: false,
            impersonal: false,
            possessive: false,
            animate: false,
            prefix,
        }
    }

    #[test]
    fn ost_and_adverbs() {
        let l = lexis(&["vzdělanost"], &["běžet", "vzdělat"], &[]);
        let no = |_: &str| crate::morph::Aspect::Both;
        let e = l.judge(
            "běžený",
            "adj",
            None,
            &no,
            &mut forms(&[("běženost", "noun", None), ("běženě", "adv", None)]),
        );
        assert!(e.dropped(true, false, &form("noun", None)).is_some());
        assert!(e.dropped(true, false, &form("adv", None)).is_some());
        assert!(e.dropped(true, false, &form("adj", None)).is_none());
        let e = l.judge(
            "vzdělaný",
            "adj",
            None,
            &no,
            &mut forms(&[("vzdělanost", "noun", None), ("vzdělaně", "adv", None)]),
        );
        // Its -ost noun and adverb stay; their ne- forms need the negative (below).
        assert!(e.dropped(true, false, &form("noun", None)).is_none());
        assert!(e.dropped(true, false, &form("adv", None)).is_none());
        let e = l.judge(
            "mladý",
            "adj",
            None,
            &no,
            &mut forms(&[("mladost", "noun", None)]),
        );
        assert!(e.dropped(true, false, &form("noun", None)).is_none());
        assert!(e.dropped(true, false, &form("adj", None)).is_none());
    }

    #[test]
    fn comparatives() {
        let l = lexis(&[], &["chystat"], &["nebezpečný"]);
        let no = |_: &str| crate::morph::Aspect::Both;
        let pos = vec!["chystaný".to_string()];
        let e = l.judge(
            "chystanější",
            "adj",
            Some(&pos),
            &no,
            &mut forms(&[("chystanější", "adj", None)]),
        );
        assert!(e.dropped(true, true, &form("adj", None)).is_some());
        let pos = vec!["bezpečný".to_string()];
        let e = l.judge("bezpečnější", "adj", Some(&pos), &no, &mut forms(&[]));
        assert!(e.dropped(true, true, &form("adj", None)).is_none());
        assert!(e
            .dropped(true, true, &form("adj", Some("Polarity=Neg")))
            .is_none());
        let pos = vec!["hezký".to_string()];
        let e = l.judge("hezčí", "adj", Some(&pos), &no, &mut forms(&[]));
        assert!(e.dropped(true, true, &form("adj", None)).is_none());
        assert!(e
            .dropped(true, true, &form("adj", Some("Degree=Sup|Polarity=Neg")))
            .is_some());
    }

    #[test]
    fn a_short_form_entry_is_its_participles_where_the_participle_is_an_entry() {
        let l = lexis(
            &[],
            &["prořeknout", "dostoupit"],
            &["prořeknutý", "dostupný"],
        );
        assert_eq!(
            l.passive_verb("prořeknut", "adj").as_deref(),
            Some("prořeknout")
        );
        // dostupen is dostupný's short form: no dostupený is an entry.
        assert_eq!(l.passive_verb("dostupen", "adj"), None);
        assert_eq!(
            l.passive_verb("prořeknutý", "adj").as_deref(),
            Some("prořeknout")
        );
    }

    #[test]
    fn a_negative_entry_grades_only_as_its_positive_does() {
        // poslední is relational; text keeps its comparative (nejposlednější), but the
        // negative entry neposlední makes none (*nejneposlednějšímu*) unless text uses one.
        let no = |_: &str| crate::morph::Aspect::Both;
        let pos = vec!["poslední".to_string()];
        let sup = Some("Degree=Sup|Polarity=Neg");
        for (attested, dropped) in [
            (&["nejposlednější"][..], true),
            (&["nejposlednější", "nejneposlednější"][..], false),
        ] {
            let l = lexis(attested, &[], &["neposlední"]);
            let walk = attested.iter().map(|w| {
                let neg = w.starts_with("nejne").then_some("Degree=Sup|Polarity=Neg");
                (*w, "adj", neg.or(Some("Degree=Sup")))
            });
            let walk: Vec<_> = walk.collect();
            let e = l.judge("poslednější", "adj", Some(&pos), &no, &mut forms(&walk));
            assert!(e
                .dropped(true, true, &form("adj", Some("Degree=Sup")))
                .is_none());
            let got = e.dropped(true, true, &form("adj", sup));
            assert_eq!(got.is_some(), dropped, "{attested:?}: {got:?}");
            if let Some((c, why)) = got {
                assert_eq!(c, Class::NegativeComparative);
                assert!(why.contains("grades only as text uses"), "{why}");
            }
        }
    }

    #[test]
    fn negative_nouns_and_adverbs_need_the_negative() {
        let l = lexis(&["nejistý", "nepřesnostem"], &[], &["nemilý"]);
        let no = |_: &str| crate::morph::Aspect::Both;
        let neg = Some("Polarity=Neg");
        // bezcitný: no ne- form attested, nebezcitný no entry: *nebezcitnost*, *nebezcitně* go;
        // bezcitnost, bezcitně and the ne- adjective itself (flag N) stay.
        let e = l.judge("bezcitný", "adj", None, &no, &mut forms(&[]));
        for pos in ["noun", "adv"] {
            let (c, why) = e.dropped(true, false, &form(pos, neg)).unwrap();
            assert_eq!(c, Class::NegativeDerived, "{pos}");
            assert!(why.contains("nebezcitný is no entry"), "{why}");
            assert!(e.dropped(true, false, &form(pos, None)).is_none(), "{pos}");
        }
        assert!(e.dropped(true, false, &form("adj", neg)).is_none());
        // An attested ne- adjective form (nejistý), an attested ne- -ost form (nepřesnostem)
        // or an entry of the negative (nemilý) keeps them.
        let jisty = [("nejistý", "adj", neg)];
        let presny = [("nepřesnostem", "noun", neg)];
        for (word, walk) in [
            ("jistý", &jisty[..]),
            ("přesný", &presny[..]),
            ("milý", &[]),
        ] {
            let e = l.judge(word, "adj", None, &no, &mut forms(walk));
            assert!(
                e.dropped(true, false, &form("noun", neg)).is_none(),
                "{word}"
            );
            assert!(
                e.dropped(true, false, &form("adv", neg)).is_none(),
                "{word}"
            );
        }
        // The ne- noun of a dropped -ost noun goes with it, under the -ost class.
        let l = lexis(&["neběžený"], &["běžet"], &[]);
        let e = l.judge(
            "běžený",
            "adj",
            None,
            &no,
            &mut forms(&[("neběžený", "adj", neg)]),
        );
        assert_eq!(
            e.dropped(true, false, &form("noun", neg)).unwrap().0,
            Class::Ost
        );
    }

    #[test]
    fn whole_word_rows_decide_that_word_alone() {
        let rows = "ický\trelational\t\n=fyzický\tgradable\treviewed\n";
        let l = with_table(rows, &[], &[], &[]).unwrap();
        assert_eq!(l.kind("fyzický").0, Kind::Gradable);
        assert_eq!(l.kind("geofyzický").0, Kind::Relational);
        assert_eq!(l.kind("neurologický").0, Kind::Relational);
        // A whole-word row must be letters.
        let err = with_table("=\tgradable\t\n", &[], &[], &[]).unwrap_err();
        assert!(err.to_string().contains("derivations.tsv:2:"), "{err}");
    }

    /// A ne- -ost noun attests the positive's -ost noun only where the negative is no entry of
    /// its own (fourteenth stop): nehodovost, the accident rate, is the noun of the entry
    /// nehodový, so *hodovost* stays unattested; nebezcitnost would attest bezcitnost.
    #[test]
    fn a_negative_entrys_noun_is_no_evidence_for_the_positive() {
        let l = graded(
            &["nehodovost", "nemladost"],
            &["hodový", "nehodový", "mladý"],
            "hodový\tno-ost\trelational\nmladý\tno-ost\tx\n",
        );
        let no = |_: &str| crate::morph::Aspect::Both;
        let noun = form("noun", None);
        let walk = [("nehodovost", "noun", Some("Polarity=Neg"))];
        let e = l.judge("hodový", "adj", None, &no, &mut forms(&walk));
        assert_eq!(e.dropped(true, false, &noun).unwrap().0, Class::ReviewedOst);
        // Without a negative entry the attested ne- noun keeps only the ne- forms of a reviewed
        // -ost noun (twenty-third stop; until then it kept the positive too).
        let walk = [("nemladost", "noun", Some("Polarity=Neg"))];
        let e = l.judge("mladý", "adj", None, &no, &mut forms(&walk));
        assert_eq!(e.dropped(true, false, &noun).unwrap().0, Class::ReviewedOst);
        let neg_noun = form("noun", Some("Polarity=Neg"));
        assert!(e.dropped(true, false, &neg_noun).is_none());
    }

    #[test]
    fn a_reviewed_ost_noun_attested_only_with_ne_keeps_only_the_ne_forms() {
        let l = graded(
            &["nevidomost", "nezdolnost", "zdolnosti"],
            &["vidomý", "zdolný"],
            "vidomý\tno-ost\tclassifying\nzdolný\tno-ost\tx\n",
        );
        let no = |_: &str| crate::morph::Aspect::Both;
        let (noun, neg_noun) = (form("noun", None), form("noun", Some("Polarity=Neg")));
        let walk = [
            ("vidomost", "noun", None),
            ("nevidomost", "noun", Some("Polarity=Neg")),
        ];
        let e = l.judge("vidomý", "adj", None, &no, &mut forms(&walk));
        let (c, why) = e.dropped(true, false, &noun).unwrap();
        assert_eq!(c, Class::ReviewedOst);
        assert!(why.contains("only its ne- noun is attested"), "{why}");
        assert!(e.dropped(true, false, &neg_noun).is_none());
        // A positive form in use keeps both.
        let walk = [
            ("zdolnost", "noun", None),
            ("zdolnosti", "noun", None),
            ("nezdolnost", "noun", Some("Polarity=Neg")),
        ];
        let e = l.judge("zdolný", "adj", None, &no, &mut forms(&walk));
        assert!(e.dropped(true, false, &noun).is_none());
        assert!(e.dropped(true, false, &neg_noun).is_none());
    }

    /// Thirty-seventh stop: nevlastní is a word, but vlastnost (a property) takes no ne-.
    #[test]
    fn no_negative_ost_and_adverb_rows_drop_those_ne_forms_alone_unless_attested() {
        let l = graded(
            &["vlastnost", "nevlastní"],
            &["vlastní", "zdolný"],
            "vlastní\tno-negative-ost\ta property takes no negation\nzdolný\tno-negative-ost\tx\n",
        );
        let no = |_: &str| crate::morph::Aspect::Both;
        let (noun, neg_noun) = (form("noun", None), form("noun", Some("Polarity=Neg")));
        let walk = [
            ("vlastnost", "noun", None),
            ("nevlastní", "adj", Some("Polarity=Neg")),
            ("nevlastnost", "noun", Some("Polarity=Neg")),
        ];
        let e = l.judge("vlastní", "adj", None, &no, &mut forms(&walk));
        let (c, why) = e.dropped(true, false, &neg_noun).unwrap();
        assert_eq!(c, Class::NegativeDerived);
        assert!(
            why.contains("takes no ne-") && why.contains("grading.tsv line 2"),
            "{why}"
        );
        assert!(e.dropped(true, false, &noun).is_none());
        assert!(e
            .dropped(true, false, &form("adj", Some("Polarity=Neg")))
            .is_none());
        assert!(e
            .dropped(true, false, &form("adv", Some("Polarity=Neg")))
            .is_none());
        // An attested ne- noun keeps them.
        let l = graded(
            &["zdolnost", "nezdolný", "nezdolnost"],
            &["zdolný"],
            "zdolný\tno-negative-ost\tx\n",
        );
        let walk = [
            ("zdolnost", "noun", None),
            ("nezdolný", "adj", Some("Polarity=Neg")),
            ("nezdolnost", "noun", Some("Polarity=Neg")),
        ];
        let e = l.judge("zdolný", "adj", None, &no, &mut forms(&walk));
        assert!(e.dropped(true, false, &neg_noun).is_none());
        // no-negative-adverb: the ne- adverb goes, the negative adjective stays; an attested
        // ne- adverb keeps it.
        let l = graded(
            &["nepotravinový", "nelesní", "nelesně"],
            &["potravinový", "lesní"],
            "potravinový\tno-negative-adverb\tclassifying\nlesní\tno-negative-adverb\tx\n",
        );
        let neg_adv = form("adv", Some("Polarity=Neg"));
        let walk = [
            ("nepotravinový", "adj", Some("Polarity=Neg")),
            ("nepotravinově", "adv", Some("Polarity=Neg")),
        ];
        let e = l.judge("potravinový", "adj", None, &no, &mut forms(&walk));
        let (c, why) = e.dropped(true, false, &neg_adv).unwrap();
        assert_eq!(c, Class::NegativeDerived);
        assert!(why.contains("its adverb takes no ne-"), "{why}");
        assert!(e
            .dropped(true, false, &form("adj", Some("Polarity=Neg")))
            .is_none());
        assert!(!e.keeps_all());
        let walk = [
            ("nelesní", "adj", Some("Polarity=Neg")),
            ("nelesně", "adv", Some("Polarity=Neg")),
        ];
        let e = l.judge("lesní", "adj", None, &no, &mut forms(&walk));
        assert!(e.dropped(true, false, &neg_adv).is_none());
    }

    #[test]
    fn reviewed_grading_drops_the_ost_noun_and_comparatives_unless_attested() {
        let rows = concat!(
            "chudozubý\tno-ost\tnot used\n",
            "zlopověstný\tno-ost,no-comparative\tdoes not grade\n",
            "hravý\tno-comparative,no-adverb\tx\n",
        );
        let adjectives = ["chudozubý", "zlopověstný", "hravý", "mladý"];
        let mut l = graded(&["hravější"], &adjectives, rows);
        let no = |_: &str| crate::morph::Aspect::Both;
        let (noun, neg_noun) = (form("noun", None), form("noun", Some("Polarity=Neg")));
        let graded = Form {
            graded: true,
            ..form("adj", None)
        };
        let e = l.judge("chudozubý", "adj", None, &no, &mut forms(&[]));
        let (c, why) = e.dropped(true, false, &noun).unwrap();
        assert_eq!(c, Class::ReviewedOst);
        assert!(why.contains("grading.tsv line 2"), "{why}");
        assert_eq!(
            e.dropped(true, false, &neg_noun).unwrap().0,
            Class::ReviewedOst
        );
        // no-ost leaves the comparatives and the adverb alone.
        assert!(e.dropped(true, false, &graded).is_none());
        assert!(e.dropped(true, false, &form("adv", None)).is_none());
        // no-ost,no-comparative: both; on a comparative entry, every form.
        let e = l.judge("zlopověstný", "adj", None, &no, &mut forms(&[]));
        assert_eq!(e.dropped(true, false, &noun).unwrap().0, Class::ReviewedOst);
        assert_eq!(
            e.dropped(true, false, &graded).unwrap().0,
            Class::ReviewedComparative
        );
        let positives = ["zlopověstný".to_string()];
        let e = l.judge(
            "zlopověstnější",
            "adj",
            Some(&positives),
            &no,
            &mut forms(&[]),
        );
        let (c, why) = e.dropped(true, true, &form("adj", None)).unwrap();
        assert_eq!(c, Class::ReviewedComparative);
        assert!(why.contains("grading.tsv line 3"), "{why}");
        // An attested comparative keeps its entry; an unlisted positive keeps its derivations.
        let positives = ["hravý".to_string()];
        let walk = [("hravější", "adj", None)];
        let e = l.judge("hravější", "adj", Some(&positives), &no, &mut forms(&walk));
        assert!(e.dropped(true, true, &form("adj", None)).is_none());
        // no-adverb: the adverb and its ne- form go, an attested adverb stays.
        let e = l.judge("hravý", "adj", None, &no, &mut forms(&[]));
        let (c, why) = e.dropped(true, false, &form("adv", None)).unwrap();
        assert_eq!(c, Class::ReviewedAdverb);
        assert!(why.contains("grading.tsv line 4"), "{why}");
        let neg_adv = form("adv", Some("Polarity=Neg"));
        assert_eq!(
            e.dropped(true, false, &neg_adv).unwrap().0,
            Class::ReviewedAdverb
        );
        assert!(e.dropped(true, false, &noun).is_none());
        let walk = [("hravě", "adv", None)];
        let mut l2 = lexis(&["hravě"], &[], &["hravý"]);
        assert_eq!(
            load_list(
                &mut l2,
                "grading.tsv",
                "hravý\tno-adverb\tx\n",
                Lexis::load_grading
            ),
            None
        );
        let e = l2.judge("hravý", "adj", None, &no, &mut forms(&walk));
        assert!(e.dropped(true, false, &form("adv", None)).is_none());
        let e = l.judge("mladý", "adj", None, &no, &mut forms(&[]));
        assert!(e.dropped(true, false, &noun).is_none());
        for bad in [
            "mladý\tno-ost,no-ost\tx\n",
            "mladý\tno-comparative,no-ost\tx\n",
            "zelený\tno-ost\tx\n",
            "mladý\tno-ost\t\n",
            "mladý\tno-negative\tx\n",
        ] {
            let err = load_list(&mut l, "grading.tsv", bad, Lexis::load_grading).unwrap();
            assert!(err.contains("grading.tsv:2"), "{err}");
        }
    }

    /// A listed verbal noun goes where a verb derives it again, unless text uses it commonly;
    /// a listed word that is no noun entry of the source (an adjective of the same spelling)
    /// judges no noun.
    #[test]
    fn listed_verbal_nouns_go_unless_in_common_use() {
        let mut l = lexis(&["~klevecení", "jezdění"], &[], &[]);
        l.set_nouns(
            ["klevecení", "jezdění", "hrad"]
                .iter()
                .map(|w| w.to_string())
                .collect(),
        );
        l.set_listed_nouns(
            [
                ("klevecení", "listed in nonce-words.txt:1"),
                ("jezdění", "listed in nonce-words.txt:2"),
                ("konturování", "listed in nonce-words.txt:3"),
                ("hrad", "listed in nonce-words.txt:4"),
            ]
            .map(|(w, why)| (w.to_string(), why.to_string())),
        );
        assert_eq!(
            l.listed_verbal_noun("klevecení"),
            Some("listed in nonce-words.txt:1")
        );
        assert_eq!(l.listed_verbal_noun("jezdění"), None);
        assert_eq!(l.listed_verbal_noun("konturování"), None);
        assert_eq!(l.listed_verbal_noun("hrad"), None);
        assert_eq!(l.listed_verbal_noun("dělání"), None);
    }

    #[test]
    fn reviewed_negatives_drop_the_ne_forms_unless_attested() {
        let mut l = lexis(&["nehonosná"], &[], &["zlomyslný", "honosný", "milý"]);
        let rows = "zlomyslný\tno-negative\tnot negated; the opposite is dobromyslný\nhonosný\tno-negative\tnot negated\n";
        assert_eq!(
            load_list(&mut l, "negatives.tsv", rows, Lexis::load_negatives),
            None
        );
        let no = |_: &str| crate::morph::Aspect::Both;
        let neg = form("adj", Some("Polarity=Neg"));
        let e = l.judge("zlomyslný", "adj", None, &no, &mut forms(&[]));
        let (c, why) = e.dropped(true, false, &neg).unwrap();
        assert_eq!(c, Class::ReviewedNegative);
        assert!(why.contains("negatives.tsv line 2"), "{why}");
        assert!(e.dropped(true, false, &form("adj", None)).is_none());
        // An attested ne- form keeps them; an unlisted adjective keeps them.
        let walk = [("nehonosná", "adj", Some("Polarity=Neg"))];
        let e = l.judge("honosný", "adj", None, &no, &mut forms(&walk));
        assert!(e.dropped(true, false, &neg).is_none());
        let e = l.judge("milý", "adj", None, &no, &mut forms(&[]));
        assert!(e.dropped(true, false, &neg).is_none());
        // The ne- -ost noun of a listed adjective goes though its ne- adjective is attested
        // (*nehonosnost*), unless a ne- noun or adverb is attested itself.
        let neg_noun = form("noun", Some("Polarity=Neg"));
        let e = l.judge("honosný", "adj", None, &no, &mut forms(&walk));
        let (c, why) = e.dropped(true, false, &neg_noun).unwrap();
        assert_eq!(c, Class::NegativeDerived);
        assert!(why.contains("negatives.tsv line 3"), "{why}");
        // honosný judged where only this ne- form is attested.
        let judged = |word: &str, pos: &str| {
            let mut l = lexis(&[word], &[], &["zlomyslný", "honosný"]);
            assert_eq!(
                load_list(&mut l, "negatives.tsv", rows, Lexis::load_negatives),
                None
            );
            l.judge(
                "honosný",
                "adj",
                None,
                &no,
                &mut forms(&[(word, pos, Some("Polarity=Neg"))]),
            )
        };
        let e = judged("nehonosnost", "noun");
        assert!(e.dropped(true, false, &neg_noun).is_none());
        // A ne- adverb attested alone keeps the ne- adverb, not the ne- noun (nezle, *nezlost*).
        let e = judged("nehonosně", "adv");
        assert!(!e.keeps_all());
        assert_eq!(
            e.dropped(true, false, &neg_noun).unwrap().0,
            Class::NegativeDerived
        );
        assert!(e
            .dropped(true, false, &form("adv", Some("Polarity=Neg")))
            .is_none());
        // A line naming no adjective of the source, or without a reason, is an error.
        for bad in [
            "zelený\tno-negative\tx\n",
            "milý\tno-negative\t\n",
            "milý\tword\tx\n",
        ] {
            let err = load_list(&mut l, "negatives.tsv", bad, Lexis::load_negatives).unwrap();
            assert!(err.contains("negatives.tsv:2"), "{err}");
        }
    }

    /// A listed noun's ne- noun forms go (*neskrblictví*) unless one is attested; the entry's
    /// verb forms stay (odliv/HXN makes the transgressive neodlivše of odlít); a noun must be a
    /// noun of the source.
    #[test]
    fn reviewed_negative_nouns_drop_their_ne_nouns_unless_attested() {
        let mut l = lexis(&["~nevolnictví"], &[], &[]);
        l.set_nouns(
            ["skrblictví", "volnictví", "odliv"]
                .map(String::from)
                .into(),
        );
        let rows = "skrblictví\tno-negative\tinvented\nvolnictví\tno-negative\tx\nodliv\tno-negative\tonly a verb form\n";
        assert_eq!(
            load_list(&mut l, "negatives.tsv", rows, Lexis::load_negatives),
            None
        );
        let no = |_: &str| crate::morph::Aspect::Both;
        let neg_noun = form("noun", Some("Polarity=Neg"));
        let e = l.judge("skrblictví", "noun", None, &no, &mut forms(&[]));
        let (c, why) = e.dropped(false, false, &neg_noun).unwrap();
        assert_eq!(c, Class::ReviewedNegative);
        assert!(why.contains("negatives.tsv line 2"), "{why}");
        assert!(e.dropped(false, false, &form("noun", None)).is_none());
        assert!(e
            .dropped(false, false, &form("verb", Some("Polarity=Neg")))
            .is_none());
        // One ne- noun form attested, even rarely, keeps them all.
        let walk = [("nevolnictví", "noun", Some("Polarity=Neg"))];
        let e = l.judge("volnictví", "noun", None, &no, &mut forms(&walk));
        assert!(e.dropped(false, false, &neg_noun).is_none());
        // A noun that is no noun of the source is an error naming the line.
        let err = load_list(
            &mut l,
            "negatives.tsv",
            "les\tno-negative\tx\n",
            Lexis::load_negatives,
        )
        .unwrap();
        assert!(err.contains("negatives.tsv:2"), "{err}");
    }

    #[test]
    fn diminutives_keep_their_adverbs_only() {
        let l = with_table("oučký\tdiminutive\t\n", &["maličkost"], &[], &[]).unwrap();
        assert_eq!(l.kind("uzoučký").0, Kind::Diminutive);
        let no = |_: &str| crate::morph::Aspect::Both;
        let e = l.judge("uzoučký", "adj", None, &no, &mut forms(&[]));
        assert_eq!(
            e.dropped(true, false, &form("noun", None)).unwrap().0,
            Class::Ost
        );
        assert!(e.dropped(true, false, &form("adv", None)).is_none());
        let graded = Form {
            graded: true,
            ..form("adj", None)
        };
        assert_eq!(
            e.dropped(true, false, &graded).unwrap().0,
            Class::Comparative
        );
        let neg = form("adj", Some("Polarity=Neg"));
        assert_eq!(
            e.dropped(true, false, &neg).unwrap().0,
            Class::NegativeRelational
        );
    }

    #[test]
    fn double_iteratives() {
        let l = lexis(
            &["zpracovává"],
            &["udělovat", "zpracovat", "zpracovávat", "líčit"],
            &[],
        );
        let impf = |v: &str| {
            if v == "udělovat" {
                crate::morph::Aspect::Imperfective
            } else {
                crate::morph::Aspect::Both
            }
        };
        let e = l.judge("udělovávat", "verb", None, &impf, &mut forms(&[]));
        assert_eq!(
            e.dropped(false, false, &form("verb", None)).map(|x| x.0),
            Some(Class::DoubleIterative)
        );
        let e = l.judge(
            "zpracovávat",
            "verb",
            None,
            &impf,
            &mut forms(&[("zpracovávat", "verb", None), ("zpracovává", "verb", None)]),
        );
        assert!(e.keeps_all());
        // Another -ovávat verb, no form attested: a nonce entry.
        let e = l.judge("zbudovávat", "verb", None, &impf, &mut forms(&[]));
        assert_eq!(
            e.dropped(false, false, &form("verb", None)).map(|x| x.0),
            Some(Class::UnattestedVerb)
        );
        // Any other verb is never judged so, attested or not (zalíčit).
        let e = l.judge("zalíčit", "verb", None, &impf, &mut forms(&[]));
        assert!(e.keeps_all());
        // The participle adjective entry of an attested one keeps its forms and is judged as
        // an adjective: its -ost noun and adverb are a participle's (*zpracovávanost*).
        let walk = [
            ("zpracovávaný", "adj", None),
            ("zpracovává", "adj", None),
            ("zpracovávanost", "noun", None),
            ("zpracovávaně", "adv", None),
        ];
        let e = l.judge("zpracovávaný", "adj", None, &impf, &mut forms(&walk));
        assert!(e.dropped(true, false, &form("adj", None)).is_none());
        assert_eq!(
            e.dropped(true, false, &form("noun", None)).map(|x| x.0),
            Some(Class::Ost)
        );
        assert_eq!(
            e.dropped(true, false, &form("adv", None)).map(|x| x.0),
            Some(Class::Adverb)
        );
    }
}
