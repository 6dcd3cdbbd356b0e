//! Morphology: the grammatical cells of every generated form, and the derivations Hunspell lacks.
//!
//! The Czech Hunspell rules say nothing about grammar: `hrad/H` + `SFX H 0 u .` gives `hradu`, but
//! not that it is a genitive, dative or locative singular. `rules/morphology/hunspell-tags.tsv`
//! tags every rule of the affix file with Universal Dependencies cells (the first row whose flag,
//! strip and add match), and `rules/morphology/hunspell-entries.tsv` tags the entry word itself
//! (`hrad/HR` is `Case=Nom|Number=Sing`). A twofold suffix takes the cells of its second rule
//! (otec → otcův → `otcova`: Y's `ova`, a nominative); a prefix adds its features (`ne-`:
//! `Polarity=Neg`, `nej-`: `Degree=Sup`). Flagless entries take theirs from the source's
//! annotation file (`psa`: `Case=Gen|...` of `pes`), or stay *unclassified*.
//!
//! A game selects forms by cell ([`Selection`]): KLASIK keeps an analysis whose case is the
//! nominative, or that has no case (verb forms, adverbs, uninflected words), and is no
//! transgressive (`VerbForm=Conv`); a form is admissible when at least one of its analyses is
//! (`muži` is a nominative plural as well as a dative singular).
//!
//! Derivations: present transgressives of imperfective verbs from the 3rd person plural (nesou →
//! nesa, nesouc, nesouce; prosí → prose, prosíc, prosíce), past transgressives of perfective
//! verbs from the masculine l-participle (udělal → udělav, udělavši, udělavše; přinesl → přines,
//! přinesši, přinesše), and verbal nouns from the masculine passive participle (dělán →
//! dělání, vzat → vzetí) in all their cases ([`derive`]). Verbal aspect is inferred ([`Aspects`]): a verb made of a prefix and
//! another verb of the source is perfective (u+dělat), unless it has a secondary imperfective
//! suffix (vydělávat); `rules/morphology/aspect.tsv` lists the exceptions.

use std::collections::{HashMap, HashSet};
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
const ASPECT_COLUMNS: &[&str] = &["infinitive", "aspect", "note"];

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
            if let Err(m) = check_features(&f[5]) {
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

/// Checks `Name=Value|Name=Value ; ...`.
pub(crate) fn check_features(s: &str) -> Result<(), String> {
    for cell in s.split(" ; ") {
        for kv in cell.split('|').filter(|kv| !kv.is_empty()) {
            let Some((k, v)) = kv.split_once('=') else {
                return Err(format!("feature {kv:?} is not Name=Value"));
            };
            if k.is_empty() || v.is_empty() || !k.chars().all(char::is_alphanumeric) {
                return Err(format!("feature {kv:?} is not Name=Value"));
            }
        }
    }
    Ok(())
}

impl EntryTags {
    pub fn load(path: &Path) -> Result<EntryTags, FileErrors> {
        let mut rows = Vec::new();
        crate::table::read(path, ENTRY_COLUMNS, |f| match full(&f[0]) {
            Ok(re) => {
                if let Err(m) = check_features(&f[2]) {
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

/// Verbal aspect.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Aspect {
    Imperfective,
    Perfective,
    Both,
}

/// Aspect of the verbs of a source: inferred by rule ([`Aspects::inferred`]), with the exceptions
/// of `rules/morphology/<source>/aspect.tsv` (`infinitive aspect note`, aspect `impf`, `pf` or
/// `both`).
pub struct Aspects {
    exceptions: HashMap<String, Aspect>,
    infinitives: HashSet<String>,
    /// Verb forms that are entries of their own (píšu/BN, napsal/ON, jdu/BN): a prefix + one
    /// of them is a perfective form (napíšu, dojdu).
    forms: HashSet<String>,
    /// Prefixed verbs by (prefix, consonant skeleton of the root): their suffix and root, to
    /// find the perfective partner of a secondary imperfective (vracet, vrátit).
    by_root: HashMap<(&'static str, String), Vec<(&'static str, String)>>,
    /// Roots that follow two or more different prefixes in verbs (pomenout: zapomenout,
    /// připomenout, vzpomenout), though no verb is the root alone.
    bound_roots: HashSet<String>,
    /// Stems of the source's adjectives (možn for možný): a prefix + such a stem + -it is a
    /// deadjectival perfective (umožnit, zdůraznit, obohatit).
    adjective_stems: HashSet<String>,
}

/// Czech verbal prefixes, longest first.
pub const PREFIXES: &[&str] = &[
    "přede", "před", "roze", "vyzná", "nade", "pode", "obe", "ode", "pro", "pře", "při", "roz",
    "nad", "pod", "vze", "spolu", "vz", "ob", "od", "do", "na", "po", "za", "vy", "se", "ve", "ze",
    "u", "o", "s", "v", "z",
];

/// Infinitive suffixes of secondary imperfectives, longest first (vykup-ovat, vrac-et,
/// odpovíd-at, pouště-t is pouš-tět: -ět).
const IMPF_SUFFIXES: &[&str] = &["ovat", "at", "et", "ět"];

/// Infinitive suffixes of their perfective partners, longest first.
const PF_SUFFIXES: &[&str] = &[
    "nout", "out", "ít", "it", "át", "at", "ět", "et", "st", "ct", "ci", "zt",
];

/// The consonant skeleton of a root, with the alternations of secondary imperfectives
/// folded (vrát/vrac: t/c, hod/ház: d/z, pust/pouš+t: s/š, tvoř/tvář: vowels dropped).
fn skeleton(root: &str) -> String {
    root.chars()
        .filter(|c| !"aáeéěiíoóuúůyý".contains(*c))
        .map(|c| match c {
            'c' | 'ť' => 't',
            'z' | 'ž' | 'ď' => 'd',
            'š' => 's',
            'č' => 'k',
            'ř' => 'r',
            'ň' => 'n',
            x => x,
        })
        .collect()
}

/// Whether the root of a secondary imperfective (`impf`) is the root of its perfective partner
/// (`pf`) changed by the alternations of secondary imperfectives only: consonants t/c, d/z,
/// s/š, k/č, h/ž, z/ž, r/ř, n/ň, d/ď, t/ť (one at most, either way, the root's last consonant,
/// not before -at); vowels lengthened
/// o/á (tvořit, tvářet), é/á (přinést, přinášet), a/á, ě/í and e/í (zapomenout, zapomínat), i/í,
/// y/ý (before -at only ě/e/i → í and y → ý), and shortened before -ovat against -it/-at only
/// (zvýšit, zvyšovat; ukázat, ukazovat); u/ou (pustit,
/// pouštět), ou/u (koupit, kupovat); an inserted í, ý, y, i or j (přijmout, přijímat; dotknout,
/// dotýkat; podepsat, podepisovat; zabít, zabíjet). Roots of two letters at least. Not
/// udílet → udělat (a shortening), zavalit/zavolat (a/o), dočadit/dokázat (two alternations).
fn alternates(pf: &str, impf: &str, suffix: &str, pf_suffix: &str, insert: bool) -> bool {
    // Shortenings before -ovat against -it/-at (zvýšit, zvyšovat; ukázat, ukazovat).
    let ovat = suffix == "ovat" && matches!(pf_suffix, "it" | "ít" | "at" | "át");
    // -at secondaries keep their consonants (zvedat, zvednout; přijímat, přijmout).
    let cons = u8::from(suffix != "at");
    const CONS: &[(char, char)] = &[
        ('t', 'c'),
        ('d', 'z'),
        ('s', 'š'),
        ('k', 'č'),
        ('h', 'ž'),
        ('z', 'ž'),
        ('r', 'ř'),
        ('n', 'ň'),
        ('d', 'ď'),
        ('t', 'ť'),
    ];
    // Perfective vowel → imperfective vowel; shortenings only before -ovat.
    const LONGER: &[(char, char)] = &[
        ('o', 'á'),
        ('é', 'á'),
        ('a', 'á'),
        ('ě', 'í'),
        ('e', 'í'),
        ('i', 'í'),
        ('y', 'ý'),
    ];
    const SHORTER: &[(char, char)] = &[('á', 'a'), ('í', 'i'), ('ý', 'y')];
    // -at secondaries lengthen to í or ý only (odpovědět, odpovídat; not dobodat, dobádat).
    const LONGER_AT: &[(char, char)] = &[('ě', 'í'), ('e', 'í'), ('i', 'í'), ('y', 'ý')];
    let longer = if suffix == "at" { LONGER_AT } else { LONGER };
    // `cons`: consonant alternations left (one at most).
    fn go(
        p: &[char],
        q: &[char],
        cons: u8,
        ovat: bool,
        longer: &[(char, char)],
        ins: bool,
    ) -> bool {
        match (p.first(), q.first()) {
            (None, None) => return true,
            (Some(a), Some(b)) => {
                let pair = (*a, *b);
                if (a == b || longer.contains(&pair) || (ovat && SHORTER.contains(&pair)))
                    && go(&p[1..], &q[1..], cons, ovat, longer, ins)
                {
                    return true;
                }
                // A consonant alternates in the root's last consonant group only (hod, ház;
                // pust, poušt; not tup, cup).
                let vowel = |c: &char| "aáeéěiíoóuúůyý".contains(*c);
                if cons > 0
                    && (CONS.contains(&pair) || CONS.contains(&(*b, *a)))
                    && !p[1..].iter().skip_while(|c| !vowel(c)).any(|c| !vowel(c))
                    && go(&p[1..], &q[1..], cons - 1, ovat, longer, ins)
                {
                    return true;
                }
            }
            _ => {}
        }
        // u → ou, ou → u, an inserted vowel or j
        (p.first() == Some(&'u')
            && q.starts_with(&['o', 'u'])
            && go(&p[1..], &q[2..], cons, ovat, longer, ins))
            || (p.starts_with(&['o', 'u'])
                && q.first() == Some(&'u')
                && go(&p[2..], &q[1..], cons, ovat, longer, ins))
            || (ins
                && q.first().is_some_and(|c| "íýyij".contains(*c))
                && p.len() < q.len()
                && go(p, &q[1..], cons, ovat, longer, ins))
    }
    let p: Vec<char> = pf.chars().collect();
    let q: Vec<char> = impf.chars().collect();
    // No vowel inserted before the root (v+ymysl is no root).
    p.len() >= 2
        && q.len() >= 2
        && p[0] != 'y'
        && q[0] != 'y'
        && go(&p, &q, cons, ovat, longer, insert)
}

/// The infinitive without a bookish -i (nésti, dělati); -ci stays (moci, říci).
fn plain_infinitive(inf: &str) -> &str {
    match inf.strip_suffix('i') {
        Some(x) if x.ends_with('t') => x,
        _ => inf,
    }
}

/// The word with its last vowel lengthened or shortened (psat/psát, dat/dát, stíhat/stihat).
fn toggle_last_vowel(w: &str) -> Option<String> {
    const PAIRS: &[(char, char)] = &[
        ('a', 'á'),
        ('e', 'é'),
        ('i', 'í'),
        ('u', 'ů'),
        ('y', 'ý'),
        ('o', 'ó'),
    ];
    let (i, c) = w
        .char_indices()
        .rev()
        .find(|(_, c)| "aáeéiíuůyýoó".contains(*c))?;
    let t = PAIRS
        .iter()
        .find_map(|&(s, l)| (c == s).then_some(l).or((c == l).then_some(s)))?;
    Some(format!("{}{t}{}", &w[..i], &w[i + c.len_utf8()..]))
}

impl Aspects {
    pub fn new(infinitives: HashSet<String>, exceptions: HashMap<String, Aspect>) -> Aspects {
        let mut by_root: HashMap<(&'static str, String), Vec<(&'static str, String)>> =
            HashMap::new();
        let mut after: HashMap<String, HashSet<&'static str>> = HashMap::new();
        for inf in &infinitives {
            let inf = plain_infinitive(inf);
            for p in std::iter::once(&"").chain(PREFIXES) {
                let Some(rest) = inf.strip_prefix(p) else {
                    continue;
                };
                if rest.chars().count() >= 4 && !p.is_empty() {
                    after.entry(rest.to_string()).or_default().insert(p);
                }
                // Every split: zapomenout is zapome+nout and zapomen+out (zapomínat).
                for s in PF_SUFFIXES {
                    if let Some(root) = rest.strip_suffix(s) {
                        if !root.is_empty() {
                            by_root
                                .entry((p, skeleton(root)))
                                .or_default()
                                .push((s, root.to_string()));
                        }
                    }
                }
            }
        }
        let bound_roots = after
            .into_iter()
            .filter(|(root, ps)| {
                ps.iter().filter(|p| p.chars().count() >= 2).count() >= 2
                    && root.starts_with(|c: char| !"aáeéěiíoóuúůyý".contains(c))
            })
            .map(|(root, _)| root)
            .collect();
        Aspects {
            exceptions,
            infinitives,
            forms: HashSet::new(),
            by_root,
            bound_roots,
            adjective_stems: HashSet::new(),
        }
    }

    /// With the source's adjectives (see [`Aspects::inferred`]).
    pub fn with_adjectives<'a>(
        mut self,
        adjectives: impl IntoIterator<Item = &'a String>,
    ) -> Aspects {
        self.adjective_stems = adjectives
            .into_iter()
            .filter_map(|a| a.strip_suffix('ý').or_else(|| a.strip_suffix('í')))
            .map(str::to_string)
            .collect();
        self
    }

    /// With the verb forms that are entries of their own (see [`Aspects::of_entry`]).
    pub fn with_forms(mut self, forms: HashSet<String>) -> Aspects {
        self.forms = forms;
        self
    }

    /// The aspect of a verb entry: of the entry if it is an infinitive; of its infinitive if
    /// it is an l-participle or a 1st person singular whose infinitive the rules of
    /// [`infinitive_of`] find (napsal: napsat, krknul: krknout, vstal: vstát, vidím: vidět);
    /// else perfective for a prefix + a verb form (napíšu: píšu, dojdu: jdu, vstanu: stanu),
    /// imperfective otherwise.
    pub fn of_entry(&self, word: &str) -> Aspect {
        if self.infinitives.contains(word) || self.exceptions.contains_key(word) {
            return self.of(word);
        }
        if let Some(inf) = infinitive_of(word)
            .into_iter()
            .find(|i| self.infinitives.contains(i))
        {
            return self.of(&inf);
        }
        // A prefix + another verb form or its infinitive: dojdu (jdu), poletím (letět: the
        // po- future of a verb of motion, which makes no present transgressive).
        let prefixed = PREFIXES.iter().any(|p| {
            word.strip_prefix(p).is_some_and(|b| {
                b.chars().count() >= 2
                    && (self.forms.contains(b)
                        || self.infinitives.contains(b)
                        || infinitive_of(b)
                            .iter()
                            .any(|i| self.infinitives.contains(i)))
            })
        });
        if prefixed {
            Aspect::Perfective
        } else {
            Aspect::Imperfective
        }
    }

    /// Whether `w` is an infinitive, or would be with -át for -at (na+psat: psát, po+dat: dát).
    fn is_verb(&self, w: &str) -> bool {
        self.infinitives.contains(w)
            || w.strip_suffix("at")
                .is_some_and(|r| self.infinitives.contains(&format!("{r}át")))
    }

    /// The perfective partner that makes `inf` a prefixed secondary imperfective: prefix + root + -ovat/-at/-et/-ět with a perfective
    /// partner of the same prefix and root skeleton (vykupovat: vykoupit; vracet is
    /// unprefixed; odpovídat: odpovědět; zvedat: zvednout; přijímat: přijmout). A pair of one
    /// root with -at and -it (udělat, udělit) is no such pair, nor -at and -nout of one root
    /// when root + -at is a verb itself (vykopat, vykopnout: kopat).
    pub fn secondary_partner(&self, inf: &str) -> Option<String> {
        PREFIXES.iter().find_map(|p| {
            let rest = inf.strip_prefix(p)?;
            self.partner(p, rest).map(|x| format!("{p}{x}"))
        })
    }

    /// The perfective partner of `prefix` + `rest` (prefix "" for an unprefixed verb: kupovat,
    /// koupit; házet, hodit), written without the prefix.
    pub fn partner(&self, prefix: &'static str, rest: &str) -> Option<String> {
        for s in IMPF_SUFFIXES {
            let Some(root) = rest.strip_suffix(s) else {
                continue;
            };
            if root.is_empty() || (*s == "at" && root.ends_with("ov")) {
                continue;
            }
            let partners = self.by_root.get(&(prefix, skeleton(root)));
            let found = partners.into_iter().flatten().find(|(ps, r)| {
                if (*ps == *s && r == root) || !alternates(r, root, s, ps, !prefix.is_empty()) {
                    return false; // the verb itself, or no alternation of a pair
                }
                // Unprefixed pairs: -ovat against -it (kupovat, koupit; not studovat, studit,
                // nor plánovat, planět), -et/-ět against -it/-ít (vracet, vrátit; pouštět,
                // pustit), -at against -ět (povídat, povědět); roots that differ, nothing
                // inserted (not vidět, vdát).
                if prefix.is_empty()
                    && (r == root
                        || !matches!(
                            (*s, *ps),
                            ("ovat" | "et" | "ět", "it" | "ít") | ("at", "ět")
                        ))
                {
                    return false;
                }
                match (*s, *ps) {
                    // -ovat against -at: an inserted vowel (podepsat, podepisovat) or the
                    // kázat/vázat family (ukázat, ukazovat); not čárat/čarovat, cupat/cupovat.
                    ("ovat", "at" | "át") => {
                        root.chars().count() > r.chars().count() || r.ends_with("áz")
                    }
                    ("ovat", _) => true,
                    // Same root: only -at/-et/-ět against -nout/-out, and not when the root +
                    // suffix is a verb without the prefix (vykopat, vykopnout: kopat), nor
                    // unprefixed (kopat, kopnout is a semelfactive pair).
                    _ if r == root => {
                        matches!(*ps, "nout" | "out") && !prefix.is_empty() && !self.is_verb(rest)
                    }
                    // -at against -it is no pair (dokázat, dokazit); -at against -ít is
                    // (zavírat, zavřít).
                    (_, "ovat") | ("at", "it") => false,
                    _ => true,
                }
            });
            if let Some((ps, r)) = found {
                return Some(format!("{r}{ps}"));
            }
        }
        None
    }

    pub fn load_exceptions(path: &Path) -> Result<HashMap<String, Aspect>, FileErrors> {
        let mut out = HashMap::new();
        crate::table::read(path, ASPECT_COLUMNS, |f| {
            let a = match &f[1] {
                "impf" => Aspect::Imperfective,
                "pf" => Aspect::Perfective,
                "both" => Aspect::Both,
                x => {
                    let m = format!("aspect {x:?}, expected impf, pf or both");
                    return f.error(m);
                }
            };
            out.insert(f[0].to_string(), a);
        })?;
        Ok(out)
    }

    /// The aspect of an infinitive: its exception row, else the rule ([`Aspects::inferred`]).
    pub fn of(&self, inf: &str) -> Aspect {
        if let Some(a) = self.exceptions.get(inf) {
            return *a;
        }
        // Negated infinitives take the aspect of the positive verb.
        if let Some(rest) = inf.strip_prefix("ne") {
            if self.infinitives.contains(rest) {
                return self.of(rest);
            }
        }
        self.inferred(inf)
    }

    /// The aspect the rule alone gives, without the exception list (to measure the rule):
    /// - a secondary imperfective suffix -ávat/-ívat/-ývat, or a prefixed secondary imperfective
    ///   with a perfective partner ([`Aspects::secondary`]): imperfective;
    /// - -izovat/-ifikovat: both;
    /// - a prefix + a verb of the source, -at for -át aside (u+dělat, na+psát, po+dát):
    ///   perfective;
    /// - a prefix + a root that follows two longer prefixes in verbs (za/při/vz+pomenout):
    ///   imperfective for -at/-et/-ět roots (při/od/vy+cházet), else perfective;
    /// - a prefix (two letters or more, or u-, o-) + a -nout verb (odhadnout, uvíznout,
    ///   ochrnout): perfective;
    /// - a prefix + the stem of an adjective of the source + -it (umožnit: možný, zdůraznit:
    ///   důrazný, obohatit: bohatý): perfective;
    /// - an unprefixed -nout verb whose root makes an -at verb (kopnout: kopat, sáhnout:
    ///   sahat, křiknout: křičet): perfective (semelfactive); other -nout verbs (blednout,
    ///   schnout, tisknout) imperfective;
    /// - anything else: imperfective.
    pub fn inferred(&self, inf: &str) -> Aspect {
        if let Some(rest) = inf.strip_prefix("ne") {
            if self.infinitives.contains(rest) {
                return self.inferred(rest);
            }
        }
        let inf = plain_infinitive(inf);
        if SECONDARY_IMPERFECTIVE.iter().any(|s| inf.ends_with(s)) {
            return Aspect::Imperfective;
        }
        if BIASPECTUAL.iter().any(|s| inf.ends_with(s)) {
            return Aspect::Both;
        }
        if self.secondary_partner(inf).is_some() {
            return Aspect::Imperfective;
        }
        // A prefix + a verb: perfective (u+dělat), unless the verb is itself a secondary
        // imperfective (na+kupovat: kupovat, koupit; vy+hazovat; od+povídat: povídat, povědět).
        let base = PREFIXES.iter().find_map(|p| {
            inf.strip_prefix(p)
                .filter(|b| b.chars().count() >= 2 && self.is_verb(b))
        });
        if let Some(base) = base {
            return if self.partner("", base).is_some() {
                Aspect::Imperfective
            } else {
                Aspect::Perfective
            };
        }

        // A bound root (za/při/vz+pomenout): -at, -et, -ět roots are those of secondary
        // imperfectives (při/od/vy+cházet, po/na/vy+máhat), the others perfective.
        let bound = PREFIXES
            .iter()
            .filter_map(|p| inf.strip_prefix(p))
            .find(|base| self.bound_roots.contains(*base));
        if let Some(base) = bound {
            return if IMPF_SUFFIXES.iter().any(|s| base.ends_with(s)) {
                Aspect::Imperfective
            } else {
                Aspect::Perfective
            };
        }
        // A prefix of two letters or more, u-, o-, or z- before a consonant, + a -nout verb:
        // perfective (odhadnout, vyhládnout, uvíznout, ochrnout, spočinout, zhebnout,
        // zgustnout). s-, v- and z- before a vowel are left out: schnout, slábnout, stárnout,
        // vadnout, vládnout, zábnout are unprefixed imperfectives.
        if inf.ends_with("nout")
            && PREFIXES.iter().any(|p| {
                inf.strip_prefix(p).is_some_and(|r| {
                    r.chars().count() >= 5
                        && (p.chars().count() >= 2
                            || *p == "u"
                            || *p == "o"
                            || (*p == "z" && !r.starts_with(is_vowel)))
                })
            })
        {
            return Aspect::Perfective;
        }
        // A prefix + an adjective's stem + -it: a deadjectival perfective (u+možn+it: možný;
        // u+pozorn+it: pozorný; z+důrazn+it: důrazný; o+bohat+it: bohatý).
        if let Some(root) = inf.strip_suffix("it") {
            if PREFIXES.iter().any(|p| {
                root.strip_prefix(p)
                    .is_some_and(|r| r.chars().count() >= 3 && self.adjective_stems.contains(r))
            }) {
                return Aspect::Perfective;
            }
        }
        if self.semelfactive(inf) {
            Aspect::Perfective
        } else {
            Aspect::Imperfective
        }
    }

    /// An unprefixed -nout verb whose root (its vowel length aside) makes an -at verb, or an
    /// -et/-ět verb with k → č (křiknout: křičet).
    fn semelfactive(&self, inf: &str) -> bool {
        let Some(root) = inf.strip_suffix("nout") else {
            return false;
        };
        if root.chars().count() < 2 {
            return false;
        }
        if self.is_verb(&format!("{root}at"))
            || toggle_last_vowel(root).is_some_and(|r| self.is_verb(&format!("{r}at")))
        {
            return true;
        }
        if let Some(r) = root.strip_suffix('k') {
            return self.is_verb(&format!("{r}čet"));
        }
        false
    }
}

/// Infinitives an l-participle or a 1st person singular may belong to (napsal: napsat, vstal:
/// vstát, krknul: krknout, viděl: vidět, nesl: nést is not found; vidím: vidět, vidit).
fn infinitive_of(form: &str) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(x) = form.strip_suffix("nul") {
        out.push(format!("{x}nout"));
    }
    if let Some(x) = form.strip_suffix('l') {
        out.push(format!("{x}t"));
        if let Some(y) = x.strip_suffix('a') {
            out.push(format!("{y}át"));
        }
    }
    if let Some(x) = form.strip_suffix("ím") {
        out.extend(["ět", "et", "it"].iter().map(|s| format!("{x}{s}")));
    }
    out
}

/// Secondary imperfective suffixes: a verb with one of them is imperfective (vydělávat, dávat).
const SECONDARY_IMPERFECTIVE: &[&str] = &["ávat", "ívat", "ývat"];

/// Suffixes of loan verbs that are both perfective and imperfective (organizovat).
const BIASPECTUAL: &[&str] = &["izovat", "ifikovat"];

/// Czech letters after which a soft `-ě` is written (d, t, n and the labials: trpě, vidě).
fn takes_e_caron(c: char) -> bool {
    "dtnbpvfm".contains(c)
}

fn is_vowel(c: char) -> bool {
    "aáeéěiíoóuúůyý".contains(c)
}

/// Present transgressives from a 3rd person plural (imperfective verbs).
/// nesou → nesa, nesouc, nesouce; prosí → prose, prosíc, prosíce; dělají → dělaje, dělajíc, dělajíce.
pub fn present_transgressives(third_plural: &str, infinitive: &str) -> Vec<(String, &'static str)> {
    const M: &str = "Gender=Masc|Number=Sing|Tense=Pres|VerbForm=Conv";
    const F: &str = "Gender=Fem|Number=Sing|Tense=Pres|VerbForm=Conv ; Gender=Neut|Number=Sing|Tense=Pres|VerbForm=Conv";
    const P: &str = "Number=Plur|Tense=Pres|VerbForm=Conv";
    let soft_type = |stem: &str| {
        let Some(last) = stem.chars().last() else {
            return vec![];
        };
        let m = if last == 'j' || !takes_e_caron(last) {
            format!("{stem}e")
        } else {
            format!("{stem}ě")
        };
        vec![(m, M), (format!("{stem}íc"), F), (format!("{stem}íce"), P)]
    };
    if let Some(stem) = third_plural.strip_suffix("ou") {
        if stem.is_empty() {
            return vec![];
        }
        // -ou after a soft consonant: lhát keeps -a, -ouc (lžou: lža, lžouc, IJP); the mazat
        // class (mažou, kážou, řežou, skáčou; psát: píšou) takes the forms of its -í
        // variant (maže, mažíc, mažíce, IJP); elsewhere it is the colloquial variant of -í
        // (pijou for pijí, pečou beside pekou: péct makes peka), which makes none.
        if stem.ends_with(['š', 'ž', 'č', 'ř', 'j', 'c', 'ť', 'ď', 'ň']) && !stem.ends_with("lž")
        {
            let inf = infinitive.strip_suffix('i').unwrap_or(infinitive);
            return if inf.ends_with("at") || inf.ends_with("át") {
                soft_type(stem)
            } else {
                vec![]
            };
        }
        return vec![
            (format!("{stem}a"), M),
            (format!("{stem}ouc"), F),
            (format!("{stem}ouce"), P),
        ];
    }
    if let Some(stem) = third_plural.strip_suffix('í') {
        return soft_type(stem);
    }
    vec![]
}

/// Past transgressives from a masculine singular l-participle (perfective verbs).
/// udělal → udělav, udělavši, udělavše; přinesl → přines, přinesši, přinesše.
pub fn past_transgressives(participle: &str) -> Vec<(String, &'static str)> {
    const M: &str = "Gender=Masc|Number=Sing|Tense=Past|VerbForm=Conv";
    const F: &str = "Gender=Fem|Number=Sing|Tense=Past|VerbForm=Conv ; Gender=Neut|Number=Sing|Tense=Past|VerbForm=Conv";
    const P: &str = "Number=Plur|Tense=Past|VerbForm=Conv";
    let Some(stem) = participle.strip_suffix('l') else {
        return vec![];
    };
    let Some(last) = stem.chars().last() else {
        return vec![];
    };
    if is_vowel(last) {
        vec![
            (format!("{stem}v"), M),
            (format!("{stem}vši"), F),
            (format!("{stem}vše"), P),
        ]
    } else {
        vec![
            (stem.to_string(), M),
            (format!("{stem}ši"), F),
            (format!("{stem}še"), P),
        ]
    }
}

/// What a verb form's tag feeds: a present transgressive (3rd person plural), a past
/// transgressive (masculine singular l-participle), a verbal noun (masculine singular passive
/// participle). Standard forms only: colloquial and bookish ones feed nothing.
pub fn feeds(tag: &Tag) -> u8 {
    use crate::vocab::feature;
    if tag.pos != "verb" || !tag.variant.is_empty() {
        return 0;
    }
    let mut f = 0;
    for c in &tag.cells {
        let is = |name: &str, value: &str| feature(c, name) == Some(value);
        let form = feature(c, "VerbForm");
        if is("Number", "Plur") && is("Person", "3") && form != Some("Part") {
            f |= FEEDS_PRESENT_CONV;
        }
        let masc_sing = is("Gender", "Masc") && is("Number", "Sing");
        if masc_sing && is("Tense", "Past") && form == Some("Part") {
            f |= FEEDS_PAST_CONV;
        }
        if masc_sing && form == Some("Part") && is("Voice", "Pass") && feature(c, "Case").is_none()
        {
            f |= FEEDS_VERBAL_NOUN;
        }
    }
    f
}

/// [`feeds`] bits.
pub const FEEDS_PRESENT_CONV: u8 = 1;
pub const FEEDS_PAST_CONV: u8 = 2;
pub const FEEDS_VERBAL_NOUN: u8 = 4;

/// What a derived word is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DerivedKind {
    Transgressive,
    VerbalNoun,
}

/// A word derived from a generated form (src/morph.rs rules, not the source's).
#[derive(Debug, Clone)]
pub struct Derived {
    pub word: String,
    pub pos: &'static str,
    pub cells: &'static str,
    pub kind: DerivedKind,
}

/// The words derived from `form` of the verb `infinitive` (aspect `aspect`), whose tag
/// [`feeds`] `feeds`: present transgressives of imperfective verbs, past transgressives of
/// perfective verbs, and the verbal noun with its cases from the passive participle
/// (RULES.md §3: "verbal nouns from an existing passive participle").
pub fn derive(form: &str, feeds: u8, aspect: Aspect, infinitive: &str, out: &mut Vec<Derived>) {
    let conv = |(word, cells): (String, &'static str)| Derived {
        word,
        pos: "verb",
        cells,
        kind: DerivedKind::Transgressive,
    };
    if feeds & FEEDS_PRESENT_CONV != 0 && aspect != Aspect::Perfective {
        out.extend(
            present_transgressives(form, infinitive)
                .into_iter()
                .map(conv),
        );
    }
    if feeds & FEEDS_PAST_CONV != 0 && aspect != Aspect::Imperfective {
        // A -nout verb's past transgressive is made from the -nul participle (kopl, kopnul →
        // kopnuv; zvedl → zvednuv): the short participle's stem is no form (foukl → "fouk",
        // RULES.md §3's example of a word that is no form).
        let short = form
            .strip_suffix('l')
            .filter(|stem| plain_infinitive(infinitive).ends_with("nout") && !stem.ends_with('u'));
        let participle = short.map_or_else(|| form.to_string(), |stem| format!("{stem}nul"));
        out.extend(past_transgressives(&participle).into_iter().map(conv));
    }
    if feeds & FEEDS_VERBAL_NOUN != 0 {
        out.extend(
            verbal_noun(form, infinitive)
                .into_iter()
                .map(|(word, cells)| Derived {
                    word,
                    pos: "noun",
                    cells,
                    kind: DerivedKind::VerbalNoun,
                }),
        );
    }
}

/// The present transgressives of an entry that its -ejí/-ějí 3rd person plural supersedes: an
/// -et/-ět verb with both -í and -ejí (vytáčí, vytáčejí) takes the transgressives of -ejí only
/// (vytáčeje, vytáčejíc, vytáčejíce; not vytáče, vytáčíc: IJP, sázet: sázeje).
pub fn superseded_transgressives<'a>(
    derived: impl IntoIterator<Item = &'a Derived>,
) -> HashSet<String> {
    let mut out = HashSet::new();
    for d in derived {
        if d.kind != DerivedKind::Transgressive {
            continue;
        }
        if let Some(stem) = d
            .word
            .strip_suffix("ejíc")
            .or_else(|| d.word.strip_suffix("ějíc"))
        {
            for end in ["e", "ě", "íc", "íce"] {
                out.insert(format!("{stem}{end}"));
            }
        }
    }
    out
}

/// The verbal noun of a masculine singular passive participle, in all its cases (vzor stavení):
/// dělán → dělání, nesen → nesení, prošen → prošení, krknut → krknutí, bit → bití; an -at
/// participle of a verb whose infinitive is not in -at takes -etí (vzít: vzat → vzetí, začít:
/// začat → začetí, přijmout: přijat → přijetí). Empty for anything else.
pub fn verbal_noun(participle: &str, infinitive: &str) -> Vec<(String, &'static str)> {
    const NOM: &str = "Case=Nom|Gender=Neut|Number=Sing ; Case=Gen|Gender=Neut|Number=Sing ; \
        Case=Dat|Gender=Neut|Number=Sing ; Case=Acc|Gender=Neut|Number=Sing ; \
        Case=Voc|Gender=Neut|Number=Sing ; Case=Loc|Gender=Neut|Number=Sing ; \
        Case=Nom|Gender=Neut|Number=Plur ; Case=Gen|Gender=Neut|Number=Plur ; \
        Case=Acc|Gender=Neut|Number=Plur ; Case=Voc|Gender=Neut|Number=Plur";
    const M: &str = "Case=Ins|Gender=Neut|Number=Sing ; Case=Dat|Gender=Neut|Number=Plur";
    const CH: &str = "Case=Loc|Gender=Neut|Number=Plur";
    const MI: &str = "Case=Ins|Gender=Neut|Number=Plur";
    let inf = infinitive.strip_suffix('i').unwrap_or(infinitive);
    let noun = if participle.ends_with('n') {
        format!("{participle}í")
    } else if let Some(stem) = participle.strip_suffix("at") {
        if inf.ends_with("at") || inf.ends_with("át") {
            format!("{participle}í")
        } else {
            format!("{stem}etí")
        }
    } else if participle.ends_with('t') {
        format!("{participle}í")
    } else {
        return vec![];
    };
    if noun.chars().count() < 3 {
        return vec![];
    }
    vec![
        (format!("{noun}m"), M),
        (format!("{noun}ch"), CH),
        (format!("{noun}mi"), MI),
        (noun, NOM),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Regression (issue 12): the tag tables skipped their first line unchecked, so a table
    /// without a header silently lost its first row. Now the header is checked by name.
    #[test]
    fn a_table_without_its_header_is_an_error_not_a_lost_row() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("aspect.tsv");
        std::fs::write(&path, "# exceptions\ndát\tpf\t\nbrát\timpf\t\n").unwrap();
        let e = Aspects::load_exceptions(&path).unwrap_err().to_string();
        assert!(e.contains("aspect.tsv:2: unknown column \"dát\""), "{e}");
        std::fs::write(&path, "infinitive\taspect\tnote\ndát\tpf\t\nbrát\timpf\n").unwrap();
        let e = Aspects::load_exceptions(&path).unwrap_err().to_string();
        assert!(
            e.contains("aspect.tsv:3: 2 fields, the header has 3 columns"),
            "{e}"
        );
        std::fs::write(&path, "aspect\tinfinitive\tnote\npf\tdát\t\n").unwrap();
        let m = Aspects::load_exceptions(&path).unwrap();
        assert_eq!(m.get("dát"), Some(&Aspect::Perfective));
    }

    #[test]
    fn verbal_nouns() {
        let v = |p: &str, inf: &str| {
            verbal_noun(p, inf)
                .into_iter()
                .map(|x| x.0)
                .collect::<Vec<_>>()
        };
        assert_eq!(
            v("dělán", "dělat"),
            ["děláním", "děláních", "děláními", "dělání"]
        );
        assert_eq!(v("nesen", "nést")[3], "nesení");
        assert_eq!(v("prošen", "prosit")[3], "prošení");
        assert_eq!(v("krknut", "krknout")[3], "krknutí");
        assert_eq!(v("bit", "bít")[3], "bití");
        assert_eq!(v("vzat", "vzít")[3], "vzetí");
        assert_eq!(v("přijat", "přijmout")[3], "přijetí");
        assert_eq!(v("nevzat", "vzít")[3], "nevzetí");
        assert_eq!(v("vzat", "vzíti")[3], "vzetí");
        assert!(v("dělal", "dělat").is_empty());
        // Cells: the nominative (KLASIK) only on the -í form.
        let cells: Vec<_> = verbal_noun("dělán", "dělat")
            .into_iter()
            .map(|x| x.1)
            .collect();
        assert!(cells[3].contains("Case=Nom"));
        assert!(cells[..3].iter().all(|c| !c.contains("Case=Nom")));
    }

    #[test]
    fn feeds_by_cell() {
        let t = |cells: &str| feeds(&Tag::new("verb", cells, ""));
        assert_eq!(
            t("Gender=Masc|Number=Sing|VerbForm=Part|Voice=Pass"),
            FEEDS_VERBAL_NOUN
        );
        assert_eq!(
            t("Case=Acc|Gender=Fem|Number=Sing|VerbForm=Part|Voice=Pass"),
            0
        );
        assert_eq!(
            t("Gender=Masc|Number=Sing|Tense=Past|VerbForm=Part"),
            FEEDS_PAST_CONV
        );
        assert_eq!(
            t("Mood=Ind|Number=Plur|Person=3|Tense=Pres"),
            FEEDS_PRESENT_CONV
        );
        assert_eq!(
            feeds(&Tag::new(
                "verb",
                "Mood=Ind|Number=Plur|Person=3|Tense=Pres",
                "colloquial"
            )),
            0
        );
        assert_eq!(
            feeds(&Tag::new(
                "adj",
                "Gender=Masc|Number=Sing|VerbForm=Part|Voice=Pass",
                ""
            )),
            0
        );
    }

    #[test]
    fn transgressives() {
        let p = |w: &str| {
            present_transgressives(w, "")
                .into_iter()
                .map(|x| x.0)
                .collect::<Vec<_>>()
        };
        assert_eq!(p("nesou"), ["nesa", "nesouc", "nesouce"]);
        assert_eq!(p("prosí"), ["prose", "prosíc", "prosíce"]);
        assert_eq!(p("trpí"), ["trpě", "trpíc", "trpíce"]);
        assert_eq!(p("dělají"), ["dělaje", "dělajíc", "dělajíce"]);
        assert_eq!(p("píší"), ["píše", "píšíc", "píšíce"]);
        assert_eq!(p("volají"), ["volaje", "volajíc", "volajíce"]);
        assert!(p("pijou").is_empty());
        assert!(p("pečou").is_empty());
        let soft = |w: &str, inf: &str| {
            present_transgressives(w, inf)
                .into_iter()
                .map(|x| x.0)
                .collect::<Vec<_>>()
        };
        assert_eq!(soft("mažou", "mazat"), ["maže", "mažíc", "mažíce"]);
        assert_eq!(soft("píšou", "psát"), ["píše", "píšíc", "píšíce"]);
        assert_eq!(soft("lžou", "lžu"), ["lža", "lžouc", "lžouce"]);
        assert_eq!(
            soft("tisknou", "tisknout"),
            ["tiskna", "tisknouc", "tisknouce"]
        );
        let q = |w: &str| {
            past_transgressives(w)
                .into_iter()
                .map(|x| x.0)
                .collect::<Vec<_>>()
        };
        assert_eq!(q("udělal"), ["udělav", "udělavši", "udělavše"]);
        assert_eq!(q("přinesl"), ["přines", "přinesši", "přinesše"]);
        assert_eq!(q("zavolal"), ["zavolav", "zavolavši", "zavolavše"]);
    }

    #[test]
    fn aspect_from_prefixes() {
        let infs: HashSet<String> = [
            "dělat",
            "udělat",
            "vydělat",
            "vydělávat",
            "nést",
            "přinést",
            "psát",
            "volat",
            "zavolat",
            "kupovat",
            "organizovat",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let a = Aspects::new(
            infs,
            HashMap::from([("dát".to_string(), Aspect::Perfective)]),
        );
        assert_eq!(a.of("dělat"), Aspect::Imperfective);
        assert_eq!(a.of("udělat"), Aspect::Perfective);
        assert_eq!(a.of("zavolat"), Aspect::Perfective);
        assert_eq!(a.of("přinést"), Aspect::Perfective);
        assert_eq!(a.of("vydělávat"), Aspect::Imperfective);
        assert_eq!(a.of("dát"), Aspect::Perfective);
        assert_eq!(a.of("organizovat"), Aspect::Both);
        assert_eq!(a.of("kupovat"), Aspect::Imperfective);
    }
}
