//! Headword inflection: the paradigms of a headword list's entries, from a hint or a guess.
//!
//! A headword list (the canonical TSV format of src/sources.rs) names a word, its part of
//! speech, its gender or aspect and, optionally, how it inflects. [`Guesser::choose`] turns that
//! into one [`Class`] of heslar's paradigm tables (`rules/morphology/paradigms.tsv`):
//!
//! - a **model word** (`paradigm` column `hrad`, `žena`, `kupovat`…; `rules/morphology/models.tsv`)
//!   is a set of conditions — part of speech, gender, the lemma's ending, the ending of a form in
//!   a cell (hrad: genitive singular in -u; pán: in -a, animate) — and the guesser picks, among the
//!   classes that meet them, the one the headword's ending points to;
//! - `like:LEMMA` takes the class of a lemma the reference source inflects (`like:kvarteto`);
//! - `indecl` leaves the word as it stands;
//! - without a hint, the **guesser** picks the class of most known entries of the same part of
//!   speech and gender (aspect for verbs) that share the longest ending with the headword; the
//!   optional `genitive` (`-u`, `hradu`) and `present` (`maže`, `-á`) columns add the conditions a
//!   printed dictionary gives.
//!
//! The classes are learned from the reference source (the Hunspell dictionary, whose entries
//! `rules/morphology/<source>/assign.tsv` assigns to paradigms): a class is the set of paradigm
//! rows one entry inflects by, **inflection only** — the rows of the lemma's own part of speech
//! (and the possessive adjectives of animate nouns), never the derivations the source's flags add
//! (-ost nouns, adverbs, comparatives, ne- on nouns and adjectives: RULES.md §3 admits those only
//! where a source lists the derived word). Verbs take ne- always (§3: nedělat), and the build
//! derives their transgressives and verbal nouns as for the source's verbs (src/inflect.rs).

use std::collections::HashMap;
use std::path::Path;

use regex::Regex;

use crate::error::{FileErrors, LineError};
use crate::morph::{Aspect, Tag};
use crate::paradigm::{Assignment, Paradigms, Row, Target};
use crate::sources::{Entry, LoadedSource};

/// Reads the reviewed inflection hints of a headword list that carries none of its own
/// (`rules/morphology/<source>/hints.tsv`: `word<TAB>paradigm<TAB>note`) and sets them on the
/// source's headwords of that spelling. A hint is `indecl`, a model word of `models` (the
/// names of `rules/morphology/models.tsv`) or `like:LEMMA`, a headword of the reference source
/// (`reference`: *ilusionismus* `like:positivismus`, whose class makes no -izmus form of an
/// s-spelling): the dictionary of foreign words marks no declension,
/// and the guesser declines words Czech leaves as they stand (*troppo*: *troppem*) or declines
/// them by the wrong class (*minstrel*: *minstrli*; *karakurt*: *karakurtě*). A reviewed `indecl`
/// keeps the headword and drops the guessed forms; a model word declines it as that vzor does
/// (`pán`: karakurta); `intransitive` (a verb that takes no object: *distonovat*) marks the verb
/// intransitive, so it makes no passive participle (src/inflect.rs drops them as the reference's
/// intransitive verbs' are) and keeps its guessed class and its verbal noun. A word that is no
/// headword of the source, another hint or an empty note is an error naming the line. Returns
/// how many headwords took a hint.
pub fn apply_reviewed_hints(
    source: &mut LoadedSource,
    path: &Path,
    models: &[String],
    reference: &dyn Fn(&str) -> bool,
) -> Result<usize, FileErrors> {
    let mut hints: HashMap<String, (String, usize)> = HashMap::new();
    crate::table::read(path, &["word", "paradigm", "note"], |f| {
        let (word, hint, note) = (f.get(0), f.get(1), f.get(2));
        if let Some(lemma) = hint.strip_prefix("like:") {
            if !reference(lemma) {
                return f.error(format!(
                    "{word}: like:{lemma}: {lemma:?} is no headword of the reference source"
                ));
            }
        } else if hint != "indecl" && hint != "intransitive" && !models.iter().any(|m| m == hint) {
            return f.error(format!(
                "{word}: unknown reviewed hint {hint:?}; valid: indecl, intransitive, like:LEMMA or a model word of models.tsv ({})",
                models.join(" ")
            ));
        }
        if note.trim().is_empty() {
            return f.error(format!("{word}: a note is required"));
        }
        if let Some((_, first)) = hints.insert(word.to_string(), (hint.to_string(), f.line())) {
            f.error(format!("{word} is listed twice (first on line {first})"));
        }
    })?;
    let mut applied = 0;
    let mut found = std::collections::HashSet::new();
    for h in &mut source.headwords {
        let Some((hint, _)) = hints.get(&h.word) else {
            continue;
        };
        if let Entry::Tsv {
            paradigm,
            transitive,
            ..
        } = &mut h.entry
        {
            if hint == "intransitive" {
                *transitive = Some(false);
            } else {
                *paradigm = Some(hint.clone());
            }
            applied += 1;
            found.insert(h.word.clone());
        }
    }
    let mut errors = FileErrors::new();
    let mut missing: Vec<(&String, usize)> = hints
        .iter()
        .filter(|(w, _)| !found.contains(*w))
        .map(|(w, (_, line))| (w, *line))
        .collect();
    missing.sort_by_key(|m| m.1);
    for (w, line) in missing {
        errors.push(LineError::new(
            path,
            line,
            format!("{w} is no headword of {}", source.spec.id),
        ));
    }
    errors.into_result(applied)
}

/// The parts of speech a headword list's entries inflect by paradigms.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Noun,
    Adj,
    Verb,
}

impl Kind {
    pub fn of(pos: &str) -> Option<Kind> {
        match pos {
            "noun" => Some(Kind::Noun),
            "adj" => Some(Kind::Adj),
            "verb" => Some(Kind::Verb),
            _ => None,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Kind::Noun => "noun",
            Kind::Adj => "adj",
            Kind::Verb => "verb",
        }
    }

    /// Whether a paradigm row is inflection of a lemma of this kind.
    pub fn keeps(self, row: &Row) -> bool {
        let t = &row.tag;
        match self {
            Kind::Noun => t.pos == "noun" || (t.pos == "adj" && t.variant == "possessive"),
            Kind::Adj => {
                t.pos == "adj"
                    && t.variant != "possessive"
                    && !t
                        .cells
                        .iter()
                        .any(|c| c.contains("Degree=") || c.contains("Variant=Short"))
            }
            Kind::Verb => t.pos == "verb",
        }
    }
}

/// Genders of nouns and aspects of verbs, as the canonical format writes them.
pub const GENDERS: &[&str] = &["ma", "mi", "f", "n"];
pub const ASPECTS: &[&str] = &["impf", "pf", "both"];

/// What the guesser is given about a headword besides its spelling.
#[derive(Debug, Clone, Copy)]
pub struct Given<'a> {
    pub kind: Kind,
    /// `ma mi f n` for nouns, `impf pf both` for verbs.
    pub sub: Option<&'a str>,
    /// A loanword ([`Request::loanword`]): a masculine inanimate or neuter noun prefers the
    /// classes without the -ě/-e locative ([`no_e_locative`]).
    pub loanword: bool,
}

/// One class: the inflection one known entry (and every entry like it) follows.
#[derive(Debug, Clone)]
pub struct Class {
    pub kind: Kind,
    /// The paradigms (inflection rows only, [`Kind::keeps`]) and the lemma's own cells.
    pub target: Target,
    /// Strips of the rows that applied to the members: a word takes the class only if it ends
    /// with each (a class of -ka nouns with its k → c row does not fit a word in -ga).
    pub strips: Vec<String>,
    /// The gender its forms show (nouns; [`gender_of`]).
    pub gender: Option<&'static str>,
    /// A member: a model word where one is a member, else the shortest (the explanation's
    /// "inflects as hrad").
    pub example: String,
    pub members: u32,
}

/// A condition of a model word or an optional column: the lemma's ending, or a form in a cell.
#[derive(Debug, Clone)]
pub enum Condition {
    Lemma(Regex),
    /// Some form of the class in a cell that has every feature of `cell` matches `form`.
    Form {
        cell: String,
        form: Regex,
    },
    /// No form of the class is in a cell that has every feature of `cell` (an intransitive
    /// verb has no passive participle), or, with `form`, none there matches it.
    NoForm {
        cell: String,
        form: Option<Regex>,
    },
}

/// A model word of `rules/morphology/models.tsv`.
#[derive(Debug, Clone)]
pub struct Model {
    pub name: String,
    pub kind: Kind,
    pub sub: Option<String>,
    pub conditions: Vec<Condition>,
    pub line: usize,
}

/// How a headword's class was chosen.
#[derive(Debug, Clone)]
pub enum Basis {
    /// A model word of the source's `paradigm` column; `example`: a known entry that inflects
    /// so and shares the headword's ending.
    Model { name: String, example: String },
    /// `like:LEMMA`.
    Like { lemma: String },
    /// The headword is a lemma of the reference source with the same part of speech, and the
    /// list gives no hint: it inflects as the reference inflects it (*amor*, *sprinter* of the
    /// dictionary of foreign words decline as the Hunspell entries, animate).
    Reference,
    /// The headword is the older s-spelling of a noun of the reference source, and the list
    /// gives no hint: it inflects as that noun does (*filosof*,
    /// *president* of the dictionary of foreign words decline as filozof, prezident: animate,
    /// where a guess by the ending took them for apostrof, akcident).
    Spelling { lemma: String },
    /// By ending: `count` of `total` known entries of the key ending in `ending` inflect so.
    Guessed {
        ending: String,
        count: u32,
        total: u32,
        key: String,
        /// A known entry of that ending that inflects so.
        example: String,
    },
}

/// The class chosen for a headword and why.
#[derive(Debug, Clone)]
pub struct Choice {
    pub class: u32,
    pub basis: Basis,
    /// A hint that did not fit the word and was set aside (counted as a warning).
    pub warning: Option<String>,
}

/// Why a headword stays uninflected.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Uninflected {
    /// `paradigm = indecl`.
    Indeclinable,
    /// No part of speech, or one that does not inflect by paradigms (adv, conj, pron…).
    NotInflecting(String),
    /// No known entry of the part of speech (and gender) fits the word and its conditions.
    NoClass(String),
}

impl Uninflected {
    /// The report's key.
    pub fn id(&self) -> &'static str {
        match self {
            Uninflected::Indeclinable => "indeclinable",
            Uninflected::NotInflecting(_) => "part of speech not inflected",
            Uninflected::NoClass(_) => "no class fits",
        }
    }
}

/// What a headword list says of a headword besides its spelling.
#[derive(Debug, Clone, Copy, Default)]
pub struct Request<'a> {
    pub pos: Option<&'a str>,
    /// Gender (nouns) or aspect (verbs).
    pub sub: Option<&'a str>,
    /// The `paradigm` column.
    pub hint: Option<&'a str>,
    /// The genitive singular of a noun: an ending (`-u`) or the form (`hradu`).
    pub genitive: Option<&'a str>,
    /// The 3rd person singular present of a verb: `-á` or `maže`.
    pub present: Option<&'a str>,
    /// Whether a verb is transitive (`yes`: it has a passive participle; `no`: none).
    pub transitive: Option<bool>,
    /// The part of speech and gender are the source's reading (from the ending and the
    /// definition: the dictionary of foreign words), not printed by it: a noun's inanimate gender
    /// may then yield to the one the known nouns of its ending have (*balisáž* is read
    /// masculine by its consonant, the known -áž nouns are feminine).
    pub inferred: bool,
    /// The list's headwords are loanwords (`loanwords = true` in `sources/sources.toml`): a
    /// guessed masculine inanimate or neuter noun prefers a class without the -ě/-e locative.
    pub loanword: bool,
}

/// The cell of a passive participle.
const PASSIVE: &str = "VerbForm=Part|Voice=Pass";

/// The locative singular a guessed masculine inanimate or neuter loanword does not take: a
/// loanword of the hrad or město type has -u (v insertu, v hausarestu, v mikadu; Mluvnice
/// češtiny, IJP); -ě, -e (v koncertě, v salóně, v kině) belongs to loanwords Czech has made
/// its own, and the reference source lists those with their class. For a list of loanwords
/// ([`Request::loanword`]) a guess or a model word therefore prefers a class without it, and
/// takes one with it only where no class of the word's ending does without
/// ([`Guesser::guess`]). Native words keep the guess of their ending (most, les:
/// mostě, lese).
fn no_e_locative() -> Condition {
    static FORM: std::sync::OnceLock<Regex> = std::sync::OnceLock::new();
    Condition::NoForm {
        cell: "Case=Loc|Number=Sing".into(),
        form: Some(
            FORM.get_or_init(|| Regex::new("[eě]$").expect("a valid regex"))
                .clone(),
        ),
    }
}

/// The longest ending the guesser compares.
const MAX_ENDING: usize = 7;
/// The shortest ending a guess rests on (see [`Guesser::guess`]).
const MIN_ENDING: usize = 2;
/// How many known nouns of another gender must share a word's ending before a read gender
/// yields to theirs (see [`Guesser::choose`]).
const MIN_SWITCH: u32 = 10;

/// The classes of one reference source and the hints that name them.
#[derive(Debug)]
pub struct Guesser {
    pub classes: Vec<Class>,
    /// Per key ([`key_index`]): (reversed lemma, class), sorted.
    keys: Vec<Vec<(Box<str>, u32)>>,
    by_lemma: HashMap<String, u32>,
    /// Every learned entry: (index of the headword in the reference source, its class).
    pub entries: Vec<(u32, u32)>,
    pub models: Vec<Model>,
    /// The least number of known entries a guess needs at an ending.
    pub min_support: u32,
    /// The reference source's id (for explanations).
    pub source: String,
    /// The forms the reference source forbids (Hunspell FORBIDDENWORD: *idee*): no class makes
    /// them for a headword of a list either.
    pub forbidden: Vec<String>,
}

const SUBS: &[&str] = &["", "ma", "mi", "f", "n", "impf", "pf", "both"];

fn key_index(kind: Kind, sub: Option<&str>) -> usize {
    let s = SUBS
        .iter()
        .position(|x| Some(*x) == sub)
        .unwrap_or_default();
    kind as usize * SUBS.len() + s
}

fn key_name(kind: Kind, sub: Option<&str>) -> String {
    let what = match kind {
        Kind::Noun => "nouns",
        Kind::Adj => "adjectives",
        Kind::Verb => "verbs",
    };
    match sub {
        Some("ma") => format!("masculine animate {what}"),
        Some("mi") => format!("masculine inanimate {what}"),
        Some("f") => format!("feminine {what}"),
        Some("n") => format!("neuter {what}"),
        Some("impf") => format!("imperfective {what}"),
        Some("pf") => format!("perfective {what}"),
        Some("both") => format!("biaspectual {what}"),
        _ => what.to_string(),
    }
}

/// The aspect as the canonical format writes it.
pub fn aspect_name(a: Aspect) -> &'static str {
    match a {
        Aspect::Imperfective => "impf",
        Aspect::Perfective => "pf",
        Aspect::Both => "both",
    }
}

pub fn parse_aspect(s: &str) -> Option<Aspect> {
    match s {
        "impf" => Some(Aspect::Imperfective),
        "pf" => Some(Aspect::Perfective),
        "both" => Some(Aspect::Both),
        _ => None,
    }
}

/// Whether a cell has every feature of `want` (`Case=Gen|Number=Sing`).
fn cell_has(cell: &str, want: &str) -> bool {
    want.split('|')
        .filter(|kv| !kv.is_empty())
        .all(|kv| cell.split('|').any(|x| x == kv))
}

/// The gender a noun class's forms show: a possessive adjective (-ův) only animate masculines
/// have; an instrumental singular in -ou or -í only feminines (ženou, růží, kostí), unless
/// another is in -em (mořem);
/// a nominative plural in -a, or the lemma itself for an -e/-í lemma (města, kuřata, moře,
/// stavení), neuters; the rest masculine inanimate. A plurale tantum (no instrumental
/// singular) is neuter if it ends in -a, feminine if its instrumental ends in -mi, else `None`.
pub fn gender_of(lemma: &str, forms: &[(String, Tag)]) -> Option<&'static str> {
    let with = |want: &'static str| -> Vec<&str> {
        forms
            .iter()
            .filter(|(_, t)| t.pos == "noun" && t.cells.iter().any(|c| cell_has(c, want)))
            .map(|(w, _)| w.as_str())
            .collect()
    };
    if forms
        .iter()
        .any(|(w, t)| t.variant == "possessive" && w.ends_with("ův"))
    {
        return Some("ma");
    }
    let ins = with("Case=Ins|Number=Sing");
    if ins.is_empty() {
        // A plurale tantum shows its gender in the plural: neuters end in -a (ústa, játra),
        // feminines make an instrumental in -mi (brýlemi, dveřmi, kalhotami).
        if lemma.ends_with('a') {
            return Some("n");
        }
        if with("Case=Ins|Number=Plur")
            .iter()
            .any(|w| w.ends_with("mi"))
        {
            return Some("f");
        }
        return None;
    }
    // A feminine noun never makes an instrumental singular in -em (mořem, hradem, kuřetem), nor
    // one in -ím unless the lemma ends in -í (stavením); the tables' vaguer cells (moří) aside.
    let not_feminine = ins
        .iter()
        .any(|w| w.ends_with("em") || (w.ends_with("ím") && lemma.ends_with('í')));
    if !not_feminine && ins.iter().any(|w| w.ends_with("ou") || w.ends_with('í')) {
        return Some("f");
    }
    let nom_pl = with("Case=Nom|Number=Plur");
    if nom_pl.iter().any(|w| {
        w.ends_with('a')
            || (*w == lemma
                && (lemma.ends_with('e') || lemma.ends_with('ě') || lemma.ends_with('í')))
    }) {
        return Some("n");
    }
    Some("mi")
}

/// Whether a stem has a vowel, or a syllabic r or l between consonants (krk, vlk, smrt). A
/// stem that ends in its only r or l has none: *brum*, *slum* are no *-um* nouns of the
/// *muzeum* type (br-a, sl-a), though the native *hra*, *zlo* are (the source inflects those by
/// its flags; a guess does not make them).
fn has_vowel(stem: &str) -> bool {
    use crate::alphabet::is_vowel;
    let c: Vec<char> = stem.chars().collect();
    c.iter().any(|x| is_vowel(*x))
        || (1..c.len().saturating_sub(1)).any(|i| matches!(c[i], 'r' | 'l') && !is_vowel(c[i - 1]))
}

/// Whether a form keeps Czech spelling: ě follows only b, p, v, f, m, d, t, n (*boě* from a
/// guessed *boa* does not).
pub fn spelled_czech(form: &str) -> bool {
    let mut prev = None;
    for c in form.chars() {
        if c == 'ě' && !matches!(prev, Some('b' | 'p' | 'v' | 'f' | 'm' | 'd' | 't' | 'n')) {
            return false;
        }
        prev = Some(c);
    }
    true
}

/// The entries of a list of reversed lemmas (sorted) that begin with `pre`: the lemmas that end
/// in its reverse.
fn with_reversed_prefix<'a>(list: &'a [(Box<str>, u32)], pre: &str) -> &'a [(Box<str>, u32)] {
    let lo = list.partition_point(|(r, _)| r.as_ref() < pre);
    let len = list[lo..].partition_point(|(r, _)| r.starts_with(pre));
    &list[lo..lo + len]
}

/// The columns of `models.tsv`.
const MODEL_COLUMNS: &[&str] = &["model", "pos", "sub", "lemma", "cell", "form", "note?"];

/// The model words `models.tsv` names, in file order, each once (for the reviewed hints, which
/// are read before the guesser learns its classes). A missing file names none.
pub fn model_names(models: &Path) -> Result<Vec<String>, FileErrors> {
    let mut names: Vec<String> = Vec::new();
    if !models.exists() {
        return Ok(names);
    }
    crate::table::read(models, MODEL_COLUMNS, |f| {
        let m = f.get(0).to_string();
        if !names.contains(&m) {
            names.push(m);
        }
    })?;
    Ok(names)
}

impl Guesser {
    /// Learns the classes of every lowercase entry of `source` that its assignment gives a
    /// noun, adjective or verb lemma, and reads the model words.
    pub fn learn(
        source: &LoadedSource,
        assignment: &Assignment,
        aspects: &crate::morph::Aspects,
        paradigms: &Paradigms,
        models: &Path,
    ) -> Result<Guesser, FileErrors> {
        let mut classes: Vec<Class> = Vec::new();
        let mut index: HashMap<(Kind, Vec<usize>, String, Vec<String>), u32> = HashMap::new();
        let mut keys: Vec<Vec<(Box<str>, u32)>> = vec![Vec::new(); 3 * SUBS.len()];
        let mut by_lemma = HashMap::new();
        let mut forms: Vec<(String, Tag)> = Vec::new();
        let mut entries = Vec::new();
        for (hi, h) in source.headwords.iter().enumerate() {
            let Entry::Hunspell { entry, .. } = &h.entry else {
                continue;
            };
            if entry.flags.is_empty() || !entry.word.chars().next().is_some_and(char::is_lowercase)
            {
                continue;
            }
            let Some(t) =
                assignment.find(&crate::paradigm::flag_pattern(&entry.flags), &entry.word)
            else {
                continue;
            };
            let Some(kind) = Kind::of(&t.lemma.pos) else {
                continue;
            };
            let lemma_ok = match kind {
                Kind::Noun => true,
                Kind::Adj => t.lemma.cells.iter().any(|c| {
                    cell_has(c, "Case=Nom|Gender=Masc|Number=Sing")
                        && !c.contains("Degree=")
                        && !c.contains("Variant=Short")
                }),
                Kind::Verb => t.lemma.cells.iter().any(|c| c.contains("VerbForm=Inf")),
            };
            if !lemma_ok {
                continue;
            }
            let word = entry.word.as_str();
            let mut kept: Vec<usize> = Vec::new();
            let mut strips: Vec<String> = Vec::new();
            for &pi in &t.paradigms {
                let mut any = false;
                for row in &paradigms.list[pi].rows {
                    if kind.keeps(row) && word.len() > row.strip.len() && word.ends_with(&row.strip)
                    {
                        any = true;
                        if !row.strip.is_empty() {
                            strips.push(row.strip.clone());
                        }
                    }
                }
                if any {
                    kept.push(pi);
                }
            }
            if kept.is_empty() {
                continue;
            }
            kept.sort_unstable();
            strips.sort();
            strips.dedup();
            let lemma_key = format!("{}|{}", t.lemma.pos, t.lemma.cells.join(" ; "));
            let sig = (kind, kept.clone(), lemma_key, strips.clone());
            let c = match index.get(&sig) {
                Some(&c) => c,
                None => {
                    let verb_ne = if kind == Kind::Verb {
                        paradigms.group("ne").into_iter().collect()
                    } else {
                        Vec::new()
                    };
                    let target = Target {
                        lemma: t.lemma.clone(),
                        paradigms: kept,
                        prefixes: verb_ne,
                        prefix_pos: None,
                        line: t.line,
                    };
                    let gender = if kind == Kind::Noun {
                        forms.clear();
                        paradigms.generate_rows(
                            word,
                            &target,
                            |r| kind.keeps(r),
                            &mut |w, tag, pre, how| {
                                // The gender classes were learned from the seeded headword
                                // tag (the tables' vague three), not the refined reading.
                                let tag = match how {
                                    crate::paradigm::How::Lemma => &target.lemma,
                                    _ => tag,
                                };
                                if pre.is_none() {
                                    forms.push((w.to_string(), tag.clone()));
                                }
                            },
                        );
                        gender_of(word, &forms)
                    } else {
                        None
                    };
                    classes.push(Class {
                        kind,
                        target,
                        strips,
                        gender,
                        example: word.to_string(),
                        members: 0,
                    });
                    index.insert(sig, classes.len() as u32 - 1);
                    classes.len() as u32 - 1
                }
            };
            let class = &mut classes[c as usize];
            class.members += 1;
            if (word.chars().count(), word)
                < (class.example.chars().count(), class.example.as_str())
            {
                class.example = word.to_string();
            }
            by_lemma.entry(word.to_string()).or_insert(c);
            entries.push((hi as u32, c));
            let rev: Box<str> = word.chars().rev().collect::<String>().into();
            let sub = match kind {
                Kind::Noun => class.gender,
                Kind::Verb => Some(aspect_name(aspects.of_entry(word))),
                Kind::Adj => None,
            };
            keys[key_index(kind, None)].push((rev.clone(), c));
            if sub.is_some() {
                keys[key_index(kind, sub)].push((rev, c));
            }
        }
        for k in &mut keys {
            k.sort_unstable();
        }
        let mut g = Guesser {
            classes,
            keys,
            by_lemma,
            entries,
            models: Vec::new(),
            min_support: 1,
            source: source.spec.id.clone(),
            forbidden: match source.aff.as_ref().and_then(|a| a.forbidden_word) {
                Some(q) => source
                    .headwords
                    .iter()
                    .filter(|h| matches!(&h.entry, Entry::Hunspell { entry, .. } if entry.has(q)))
                    .map(|h| h.word.clone())
                    .collect(),
                None => Vec::new(),
            },
        };
        g.models = g.load_models(models)?;
        // A model word that is a member names its class in explanations.
        let names: Vec<String> = g.models.iter().map(|m| m.name.clone()).collect();
        for name in names {
            if let Some(&c) = g.by_lemma.get(&name) {
                g.classes[c as usize].example = name;
            }
        }
        Ok(g)
    }

    fn load_models(&self, path: &Path) -> Result<Vec<Model>, FileErrors> {
        let mut models: Vec<Model> = Vec::new();
        crate::table::read(path, MODEL_COLUMNS, |f| {
            let Some(kind) = Kind::of(&f[1]) else {
                return f.error(format!(
                    "part of speech {:?}: expected noun, adj or verb",
                    &f[1]
                ));
            };
            let sub = match &f[2] {
                "-" | "" => None,
                s if GENDERS.contains(&s) || ASPECTS.contains(&s) => Some(s.to_string()),
                s => {
                    return f.error(format!(
                        "{s:?}: expected a gender ({}), an aspect ({}) or -",
                        GENDERS.join(" "),
                        ASPECTS.join(" ")
                    ))
                }
            };
            let name = f[0].to_string();
            let idx = match models.iter().position(|m| m.name == name) {
                Some(i) => i,
                None => {
                    models.push(Model {
                        name: name.clone(),
                        kind,
                        sub: sub.clone(),
                        conditions: Vec::new(),
                        line: f.line(),
                    });
                    models.len() - 1
                }
            };
            if models[idx].kind != kind || models[idx].sub != sub {
                return f.error(format!(
                    "model {name:?} has another part of speech or gender above"
                ));
            }
            let re = |s: &str| Regex::new(&format!("(?:{s})$"));
            if f[3] != *"-" {
                match re(&f[3]) {
                    Ok(r) => models[idx].conditions.push(Condition::Lemma(r)),
                    Err(e) => return f.error(format!("lemma {:?}: {e}", &f[3])),
                }
            }
            if f[4] != *"-" {
                for cell in f[4].split(" ; ") {
                    if let Err(e) = crate::vocab::check_cell(cell) {
                        return f.error(e);
                    }
                }
                match re(&f[5]) {
                    Ok(r) => models[idx].conditions.push(Condition::Form {
                        cell: f[4].to_string(),
                        form: r,
                    }),
                    Err(e) => f.error(format!("form {:?}: {e}", &f[5])),
                }
            }
        })?;
        Ok(models)
    }

    pub fn model(&self, name: &str) -> Option<&Model> {
        self.models.iter().find(|m| m.name == name)
    }

    /// The class of a lemma the reference source inflects.
    pub fn class_of(&self, lemma: &str) -> Option<u32> {
        self.by_lemma.get(lemma).copied()
    }

    /// Whether a class fits a word: the word ends with every strip of its rows, and no row of a
    /// noun leaves a stem without a vowel (a mobile e of *bek* would make *bky*; krk, vlk keep
    /// their syllabic r, l; verbs' stems may: brát, beru).
    pub fn fits(&self, class: u32, word: &str) -> bool {
        let c = &self.classes[class as usize];
        c.strips.iter().all(|s| {
            word.len() > s.len()
                && word.ends_with(s.as_str())
                && (c.kind != Kind::Noun || has_vowel(&word[..word.len() - s.len()]))
        })
    }

    /// Calls `out` with every form of `word` by class `class`: the lemma, the rows, ne- on a
    /// verb's forms.
    pub fn generate(
        &self,
        paradigms: &Paradigms,
        word: &str,
        class: u32,
        out: &mut crate::paradigm::GeneratedSink,
    ) {
        let c = &self.classes[class as usize];
        paradigms.generate_rows(word, &c.target, |r| c.kind.keeps(r), &mut |w, t, p, h| {
            if spelled_czech(w) && !self.forbidden.iter().any(|f| f == w) {
                out(w, t, p, h)
            }
        })
    }

    /// Whether the forms of `word` by `class` meet every condition.
    pub fn meets(
        &self,
        paradigms: &Paradigms,
        word: &str,
        class: u32,
        conds: &[Condition],
    ) -> bool {
        if conds.is_empty() {
            return true;
        }
        let mut met = vec![false; conds.len()];
        for (i, c) in conds.iter().enumerate() {
            match c {
                Condition::Lemma(r) => met[i] = r.is_match(word),
                Condition::NoForm { .. } => met[i] = true,
                Condition::Form { .. } => {}
            }
        }
        self.generate(paradigms, word, class, &mut |w, tag, pre, _| {
            if pre.is_some() {
                return;
            }
            for (i, c) in conds.iter().enumerate() {
                match c {
                    Condition::Form { cell, form } => {
                        if !met[i]
                            && tag.cells.iter().any(|x| cell_has(x, cell))
                            && form.is_match(w)
                        {
                            met[i] = true;
                        }
                    }
                    Condition::NoForm { cell, form } => {
                        if tag.cells.iter().any(|x| cell_has(x, cell))
                            && form.as_ref().is_none_or(|f| f.is_match(w))
                        {
                            met[i] = false;
                        }
                    }
                    Condition::Lemma(_) => {}
                }
            }
        });
        met.iter().all(|m| *m)
    }

    /// The class most known entries of the key that share the longest ending with `word` and
    /// meet `conds` inflect by. `exclude`: one member of that class not to count (the entry
    /// itself, for a leave-one-out measurement).
    /// How many known lemmas of a kind and gender share the last `k` letters of `word`.
    fn sharing(&self, kind: Kind, sub: Option<&str>, word: &str, k: usize) -> usize {
        let list = &self.keys[key_index(kind, sub)];
        let pre: String = word.chars().rev().take(k).collect();
        if pre.chars().count() < k {
            return 0;
        }
        with_reversed_prefix(list, &pre).len()
    }

    pub fn guess(
        &self,
        paradigms: &Paradigms,
        word: &str,
        given: Given,
        conds: &[Condition],
        exclude: Option<u32>,
        least: usize,
    ) -> Option<Choice> {
        if given.loanword && given.kind == Kind::Noun && matches!(given.sub, Some("mi" | "n")) {
            let mut strict = conds.to_vec();
            strict.push(no_e_locative());
            let plain = Given {
                loanword: false,
                ..given
            };
            return self
                .guess(paradigms, word, plain, &strict, exclude, least)
                .or_else(|| self.guess(paradigms, word, plain, conds, exclude, least));
        }
        let list = &self.keys[key_index(given.kind, given.sub)];
        let rev: String = word.chars().rev().collect();
        let ends: Vec<usize> = rev
            .char_indices()
            .map(|(i, _)| i)
            .chain(std::iter::once(rev.len()))
            .collect();
        let n = word.chars().count().min(MAX_ENDING);
        let least = n.min(least.max(1));
        let mut verdicts: HashMap<u32, bool> = HashMap::new();
        let mut counts: HashMap<u32, u32> = HashMap::new();
        for k in (least..=n).rev() {
            let pre = &rev[..ends[k]];
            let range = with_reversed_prefix(list, pre);
            if range.is_empty() {
                continue;
            }
            counts.clear();
            for (_, c) in range {
                *counts.entry(*c).or_default() += 1;
            }
            if let Some(x) = exclude {
                if let Some(v) = counts.get_mut(&x) {
                    *v -= 1;
                }
            }
            let mut ranked: Vec<(u32, u32)> = counts
                .iter()
                .filter(|(_, n)| **n > 0)
                .map(|(c, n)| (*c, *n))
                .collect();
            ranked.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
            let mut total = 0;
            let mut best: Option<(u32, u32)> = None;
            for (c, cnt) in ranked {
                let ok = *verdicts
                    .entry(c)
                    .or_insert_with(|| self.fits(c, word) && self.meets(paradigms, word, c, conds));
                if ok {
                    total += cnt;
                    if best.is_none() {
                        best = Some((c, cnt));
                    }
                }
            }
            if let Some((class, count)) = best {
                if total >= self.min_support {
                    let ending: String = pre.chars().rev().collect();
                    let example = range
                        .iter()
                        .find(|(r, c)| *c == class && r.chars().rev().ne(word.chars()))
                        .map_or_else(String::new, |(r, _)| r.chars().rev().collect());
                    return Some(Choice {
                        class,
                        basis: Basis::Guessed {
                            ending,
                            count,
                            total,
                            key: key_name(given.kind, given.sub),
                            example,
                        },
                        warning: None,
                    });
                }
            }
        }
        None
    }

    /// The class of a headword of a list: by its hint (a model word, `like:LEMMA`, `indecl`),
    /// else guessed; `genitive` and `present` add conditions. `exclude`: as for [`Guesser::guess`].
    pub fn choose(
        &self,
        paradigms: &Paradigms,
        word: &str,
        r: &Request,
        exclude: Option<u32>,
    ) -> Result<Choice, Uninflected> {
        let Request {
            pos,
            sub,
            hint,
            genitive,
            present,
            transitive,
            inferred,
            loanword,
        } = *r;
        if hint == Some("indecl") {
            return Err(Uninflected::Indeclinable);
        }
        let Some(kind) = pos.and_then(Kind::of) else {
            return Err(Uninflected::NotInflecting(
                pos.map_or("no part of speech".into(), |p| {
                    format!("part of speech {p}")
                }),
            ));
        };
        let mut conds = Vec::new();
        let extra = |cell: &str, v: &str| {
            let pat = match v.strip_prefix('-') {
                Some(end) => format!("{}$", regex::escape(end)),
                None => format!("^{}$", regex::escape(v)),
            };
            Regex::new(&pat).ok().map(|form| Condition::Form {
                cell: cell.to_string(),
                form,
            })
        };
        if let (Kind::Noun, Some(g)) = (kind, genitive) {
            conds.extend(extra("Case=Gen|Number=Sing", g));
        }
        if let (Kind::Verb, Some(p)) = (kind, present) {
            conds.extend(extra("Number=Sing|Person=3|Mood=Ind", p));
        }
        match (kind, transitive) {
            (Kind::Verb, Some(true)) => conds.push(Condition::Form {
                cell: PASSIVE.into(),
                form: Regex::new("").expect("empty regex"),
            }),
            (Kind::Verb, Some(false)) => conds.push(Condition::NoForm {
                cell: PASSIVE.into(),
                form: None,
            }),
            _ => {}
        }
        // A lemma the reference inflects needs no guess: an unhinted headword of a list that
        // reads its part of speech and gender (the dictionary of foreign words) takes the
        // reference's class where the part of speech agrees.
        if hint.is_none() && inferred && exclude.is_none() {
            if let Some(c) = self.class_of(word) {
                if self.classes[c as usize].kind == kind && self.fits(c, word) {
                    return Ok(Choice {
                        class: c,
                        basis: Basis::Reference,
                        warning: None,
                    });
                }
            }
            // A noun's older s-spelling takes its z-spelling's class: the ending alone cannot
            // tell a person from a thing. Verbs and adjectives conjugate and decline by their
            // ending, and a verb's class lacks the verbal noun the reference lists as an entry.
            let twin = (kind == Kind::Noun)
                .then(|| self.z_spelling(word, kind))
                .flatten();
            if let Some((lemma, c)) = twin {
                return Ok(Choice {
                    class: c,
                    basis: Basis::Spelling { lemma },
                    warning: None,
                });
            }
        }
        let mut warning = None;
        match hint {
            Some(h) if h.starts_with("like:") => {
                let lemma = &h["like:".len()..];
                match self.class_of(lemma) {
                    Some(c) if self.classes[c as usize].kind == kind && self.fits(c, word) => {
                        return Ok(Choice {
                            class: c,
                            basis: Basis::Like {
                                lemma: lemma.to_string(),
                            },
                            warning: None,
                        })
                    }
                    Some(c) => {
                        let cl = &self.classes[c as usize];
                        warning = Some(if cl.kind != kind {
                            format!(
                                "{word}: like:{lemma} is a {}, not a {}",
                                cl.kind.name(),
                                kind.name()
                            )
                        } else {
                            format!(
                                "{word}: like:{lemma} does not fit its ending (the paradigm needs -{})",
                                cl.strips.join(", -")
                            )
                        });
                    }
                    None => {
                        warning = Some(format!(
                            "{word}: like:{lemma} is no lemma of {}",
                            self.source
                        ))
                    }
                }
            }
            Some(h) => match self.model(h) {
                Some(m) if m.kind == kind => {
                    let mut all = m.conditions.clone();
                    all.extend(conds.iter().cloned());
                    let given = Given {
                        kind,
                        sub: m.sub.as_deref().or(sub),
                        loanword,
                    };
                    if let Some(mut c) = self.guess(paradigms, word, given, &all, exclude, 1) {
                        let example = match c.basis {
                            Basis::Guessed { example, .. } => example,
                            _ => String::new(),
                        };
                        c.basis = Basis::Model {
                            name: m.name.clone(),
                            example,
                        };
                        return Ok(c);
                    }
                    warning = Some(format!(
                        "{word}: its ending does not fit the model word {h} (no known {} does)",
                        key_name(kind, given.sub)
                    ));
                }
                Some(m) => {
                    warning = Some(format!(
                        "{word}: the model word {h} is a {}, the entry a {}",
                        m.kind.name(),
                        kind.name()
                    ))
                }
                None => warning = Some(format!("{word}: unknown model word {h}")),
            },
            None => {}
        }
        // A guess rests on known entries that share at least the last two letters with the
        // word (all of a shorter word): *zoo*, *boa* have no known -oo, -oa noun, and the -o,
        // -a of město, žena would decline them as zo-o, bo-a. A word ending in a consonant may
        // fall back to its last letter (riff, gig: the hard or soft consonant decides hrad or
        // stroj).
        let attempt = |sub: Option<&str>, least: usize| {
            let given = Given {
                kind,
                sub,
                loanword,
            };
            self.guess(paradigms, word, given, &conds, exclude, least)
                .or_else(|| {
                    (!conds.is_empty())
                        .then(|| self.guess(paradigms, word, given, &[], exclude, least))
                        .flatten()
                })
        };
        let mut found = attempt(sub, MIN_ENDING);
        if found.is_none()
            && inferred
            && kind == Kind::Noun
            && matches!(sub, Some("mi" | "f" | "n"))
        {
            // The reading's gender yields to another inanimate one that at least
            // MIN_SWITCH known nouns of the word's ending have (-áž: garáž, masáž).
            let support = |c: &Option<Choice>| match c {
                Some(Choice {
                    basis: Basis::Guessed { ending, total, .. },
                    ..
                }) if *total >= MIN_SWITCH => (ending.chars().count(), *total),
                _ => (0, 0),
            };
            for other in ["mi", "f", "n"] {
                if Some(other) != sub {
                    let c = attempt(Some(other), MIN_ENDING);
                    if support(&c) > support(&found) {
                        found = c;
                    }
                }
            }
            // A word ending in a consonant would else fall back to its last letter in the
            // reading's gender (šomáž, balisáž: the -ž of bridž): the inanimate gender most
            // known nouns of its last MIN_ENDING letters have, if MIN_SWITCH do (-áž: garáž,
            // masáž), decides first.
            let vowel_final = word.chars().last().is_some_and(crate::alphabet::is_vowel);
            if found.is_none() && !vowel_final {
                let mut best = (MIN_SWITCH as usize - 1, None);
                for other in ["mi", "f", "n"] {
                    let n = self.sharing(Kind::Noun, Some(other), word, MIN_ENDING);
                    if n > best.0 {
                        best = (n, Some(other));
                    }
                }
                if let (_, Some(other)) = best {
                    if Some(other) != sub {
                        found = attempt(Some(other), MIN_ENDING);
                    }
                }
            }
        }
        let vowel_final = word.chars().last().is_some_and(crate::alphabet::is_vowel);
        if found.is_none() && !vowel_final {
            found = attempt(sub, 1);
        }
        match found {
            Some(mut c) => {
                c.warning = warning;
                Ok(c)
            }
            None => Err(Uninflected::NoClass(format!(
                "no known {} fits {word}",
                key_name(kind, sub)
            ))),
        }
    }

    /// Checks the hints of a headword list: an unknown model word, `like:` lemma or part of
    /// speech is an error naming the file and line and the valid values.
    pub fn check_hints(&self, source: &LoadedSource, path: &Path) -> Result<(), FileErrors> {
        let mut errors = FileErrors::new();
        for h in &source.headwords {
            let Entry::Tsv { paradigm, .. } = &h.entry else {
                continue;
            };
            let Some(p) = paradigm.as_deref() else {
                continue;
            };
            let bad = if p == "indecl" {
                None
            } else if let Some(l) = p.strip_prefix("like:") {
                self.class_of(l)
                    .is_none()
                    .then(|| format!("like:{l}: {l:?} is no lemma that {} inflects", self.source))
            } else if self.model(p).is_none() {
                let names: Vec<&str> = self.models.iter().map(|m| m.name.as_str()).collect();
                Some(format!(
                    "unknown paradigm hint {p:?}; expected indecl, like:LEMMA or a model word: {}",
                    names.join(" ")
                ))
            } else {
                None
            };
            if let Some(m) = bad {
                errors.push(LineError::new(path, h.origin.line, m));
            }
        }
        errors.into_result(())
    }

    /// The lemma of the reference source that `word` spells with z for one s, or for every s
    /// (filozof for filosof, fyziologický for fysiologický), with its class, if that class is
    /// of `kind` and fits `word`'s ending.
    fn z_spelling(&self, word: &str, kind: Kind) -> Option<(String, u32)> {
        let all = word.contains('s').then(|| word.replace('s', "z"));
        let each = word
            .match_indices('s')
            .map(|(i, _)| format!("{}z{}", &word[..i], &word[i + 1..]));
        all.into_iter().chain(each).find_map(|z| {
            let c = self.class_of(&z)?;
            (self.classes[c as usize].kind == kind && self.fits(c, word)).then_some((z, c))
        })
    }

    /// `inflected as hrad (model word given by the source or its reviewed hints)`, `guessed: 3 of 4 ...`.
    pub fn describe(&self, c: &Choice) -> String {
        let ex = &self.classes[c.class as usize].example;
        match &c.basis {
            Basis::Model { name, example } => format!(
                "inflected as {name}: model word given by the source or its reviewed hints ({} of {} inflects so)",
                if example.is_empty() { ex } else { example },
                self.source
            ),
            Basis::Like { lemma } => format!("inflected as {lemma}: given by the source"),
            Basis::Reference => format!(
                "inflected as the entry of {} with this headword (its flags)",
                self.source
            ),
            Basis::Spelling { lemma } => format!(
                "inflected as {lemma}, the entry of {} that spells it with z (the older s changes no inflection)",
                self.source
            ),
            Basis::Guessed {
                ending,
                count,
                total,
                key,
                example,
            } => format!(
                "guessed: {count} of {total} known {key} of {} ending -{ending} inflect so ({})",
                self.source,
                if example.is_empty() { ex } else { example }
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stems_need_a_vowel_or_a_syllabic_liquid_between_consonants() {
        for ok in ["hrad", "krk", "vlk", "smrt", "muze", "centr"] {
            assert!(has_vowel(ok), "{ok}");
        }
        for bad in ["br", "sl", "b", "hr", ""] {
            assert!(!has_vowel(bad), "{bad}");
        }
    }

    #[test]
    fn e_caron_follows_only_labials_and_dentals() {
        for ok in [
            "bě", "pěna", "věc", "fěrtoch", "město", "děti", "tělo", "něco", "ženě",
        ] {
            assert!(spelled_czech(ok), "{ok}");
        }
        for bad in ["boě", "ě", "kě", "rě", "lě", "aě"] {
            assert!(!spelled_czech(bad), "{bad}");
        }
    }
}
