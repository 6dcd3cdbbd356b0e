//! Verbal aspect: perfective, imperfective or both, inferred from the verbs of a source.

use std::collections::{HashMap, HashSet};
use std::path::Path;

use crate::error::FileErrors;

use super::derive::is_vowel;

const ASPECT_COLUMNS: &[&str] = &["infinitive", "aspect", "note"];

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
    /// How a verb form finds its infinitive (`rules/morphology/verb-forms.tsv`).
    verb_forms: VerbForms,
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
pub(super) fn plain_infinitive(inf: &str) -> &str {
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
    pub fn new(
        infinitives: HashSet<String>,
        exceptions: HashMap<String, Aspect>,
        verb_forms: VerbForms,
    ) -> Aspects {
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
            verb_forms,
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
    /// [`VerbForms`] find (napsal: napsat, krknul: krknout, vstal: vstát, vidím: vidět);
    /// else perfective for a prefix + a verb form (napíšu: píšu, dojdu: jdu, vstanu: stanu),
    /// imperfective otherwise.
    pub fn of_entry(&self, word: &str) -> Aspect {
        if self.infinitives.contains(word) || self.exceptions.contains_key(word) {
            return self.of(word);
        }
        if let Some(inf) = self
            .verb_forms
            .infinitives(word)
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
                        || self
                            .verb_forms
                            .infinitives(b)
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

    /// The infinitive of a verb entry: the entry if it is one, else the source's infinitive
    /// that [`VerbForms`] finds for its form (kapu: kapat, pošlu: poslat), if any.
    pub fn infinitive_of_entry(&self, word: &str) -> Option<String> {
        if self.infinitives.contains(word) {
            return Some(word.to_string());
        }
        self.verb_forms
            .infinitives(word)
            .into_iter()
            .find(|i| self.infinitives.contains(i))
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
            // s-, v-, z- before a vowel are no prefixes: zaklepat is no z + aklepat (whose
            // "partner" would be z + aklepnout).
            if matches!(*p, "s" | "v" | "z") && rest.starts_with(is_vowel) {
                return None;
            }
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

/// The rules by which a verb form finds its infinitive (`rules/morphology/verb-forms.tsv`): an
/// l-participle (napsal: napsat, krknul: krknout), a present form (pošlu: poslat, vedu: vést),
/// an imperative (plavej: plavat) or a transgressive (dbaje: dbát, přišed: přijít). A form is
/// looked up by its ending, then rewritten to the form a `rewrite` row names (the imperative
/// plural to the singular, the past transgressive to the l-participle, a finite form to the 1st
/// person singular) and looked up again.
#[derive(Debug, Default)]
pub struct VerbForms {
    /// `rewrite` rows: ending, replacement.
    rewrites: Vec<(String, String)>,
    /// `infinitive` rows: ending, the infinitive endings it may stand for.
    endings: Vec<(String, Vec<String>)>,
}

const VERB_FORM_COLUMNS: &[&str] = &["rule", "ending", "to"];

impl VerbForms {
    /// Reads the table; a row with an unknown rule, an empty ending or no infinitive is an error
    /// naming its line. `0` is the empty ending (plavejme: plavej, rewrite `me` → `0`).
    pub fn load(path: &Path) -> Result<VerbForms, FileErrors> {
        let mut out = VerbForms::default();
        crate::table::read(path, VERB_FORM_COLUMNS, |f| {
            let (rule, ending, to) = (f.get(0).trim(), f.get(1).trim(), f.get(2).trim());
            if ending.is_empty() || ending == "0" {
                return f.error("empty ending");
            }
            let empty = |x: &str| {
                if x == "0" {
                    String::new()
                } else {
                    x.to_string()
                }
            };
            match rule {
                "rewrite" if !to.is_empty() => out.rewrites.push((ending.into(), empty(to))),
                "infinitive" => {
                    let infs: Vec<String> = to.split_whitespace().map(empty).collect();
                    if infs.is_empty() || infs.iter().any(String::is_empty) {
                        return f.error("no infinitive ending");
                    }
                    out.endings.push((ending.into(), infs));
                }
                "rewrite" => f.error("a rewrite with no `to`"),
                x => f.error(format!("rule {x:?}, expected infinitive or rewrite")),
            }
        })?;
        Ok(out)
    }

    /// The infinitives `form` may belong to, in the table's order (see [`VerbForms`]).
    fn infinitives(&self, form: &str) -> Vec<String> {
        let mut out = Vec::new();
        self.by_ending(form, &mut out);
        for (end, to) in &self.rewrites {
            if let Some(x) = form.strip_suffix(end.as_str()) {
                self.by_ending(&format!("{x}{to}"), &mut out);
            }
        }
        out
    }

    /// The infinitives of `form` by the `infinitive` rows its ending matches.
    fn by_ending(&self, form: &str, out: &mut Vec<String>) {
        for (end, infs) in &self.endings {
            if let Some(x) = form.strip_suffix(end.as_str()) {
                out.extend(infs.iter().map(|s| format!("{x}{s}")));
            }
        }
    }
}

/// Secondary imperfective suffixes: a verb with one of them is imperfective (vydělávat, dávat).
const SECONDARY_IMPERFECTIVE: &[&str] = &["ávat", "ívat", "ývat"];

/// Suffixes of loan verbs that are both perfective and imperfective (organizovat).
const BIASPECTUAL: &[&str] = &["izovat", "ifikovat"];

#[cfg(test)]
mod tests {
    use super::*;

    /// The rules' own table of verb form endings.
    fn verb_forms() -> VerbForms {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/rules/morphology/verb-forms.tsv"
        );
        VerbForms::load(Path::new(path)).unwrap()
    }

    #[test]
    fn a_bad_verb_form_row_is_an_error_naming_its_line() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("verb-forms.tsv");
        let table = "rule\tending\tto\ninfinitive\tnul\tnout\nsuffix\tal\tát\n\
                     infinitive\tyl\t\nrewrite\tme\t0\ninfinitive\t0\tat\n";
        std::fs::write(&path, table).unwrap();
        let e = VerbForms::load(&path).unwrap_err().to_string();
        assert!(e.contains("verb-forms.tsv:3: rule \"suffix\""), "{e}");
        assert!(e.contains("verb-forms.tsv:4: no infinitive ending"), "{e}");
        assert!(e.contains("verb-forms.tsv:6: empty ending"), "{e}");
        std::fs::write(
            &path,
            "rule\tending\tto\ninfinitive\tnul\tnout\nrewrite\tme\t0\n",
        )
        .unwrap();
        let v = VerbForms::load(&path).unwrap();
        assert_eq!(v.infinitives("krknul"), ["krknout"]);
        // The rewrite's `0` is the empty ending: krknulme (no form) → krknul → krknout.
        assert_eq!(v.infinitives("krknulme"), ["krknout"]);
    }

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
    fn s_v_z_before_a_vowel_are_no_prefixes() {
        // zaklepat is za + klepat (perfective), not z + aklepat with the "partner" zaklepnout.
        let infs: HashSet<String> = ["klepat", "klepnout", "zaklepat", "zaklepnout"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let a = Aspects::new(infs, HashMap::new(), verb_forms());
        assert_eq!(a.secondary_partner("zaklepat"), None);
        assert_eq!(a.of("zaklepat"), Aspect::Perfective);
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
            verb_forms(),
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

    /// A present form that is an entry of its own takes its infinitive's aspect (pošlu:
    /// poslat, perfective: no present transgressive *pošlouc*; krájejí: krájet).
    #[test]
    fn present_entries_take_their_infinitives_aspect() {
        let infs: HashSet<String> = [
            "poslat", "slat", "krájet", "zaujmout", "ujmout", "jmout", "cestovat",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let a = Aspects::new(infs, HashMap::new(), verb_forms());
        assert_eq!(a.of_entry("pošlu"), Aspect::Perfective);
        assert_eq!(a.of_entry("krájejí"), Aspect::Imperfective);
        assert_eq!(a.of_entry("zaujmu"), Aspect::Perfective);
        assert_eq!(a.of_entry("pocestuji"), Aspect::Perfective);
        assert_eq!(a.of_entry("vedu"), Aspect::Imperfective);
        // The archaic present plovu is plout's, not the nonce plovat's (its transgressive plovouc).
        let infs = ["plout", "plovat", "kopat"]
            .map(String::from)
            .into_iter()
            .collect();
        let a = Aspects::new(infs, HashMap::new(), verb_forms());
        assert_eq!(a.infinitive_of_entry("plovu").as_deref(), Some("plout"));
        assert_eq!(a.infinitive_of_entry("kopu").as_deref(), Some("kopat"));
    }

    /// The source's split verbs (dorostl/ON, dopíšu/BN, byv/NX, plavejme/N …) join their
    /// infinitives by the rule of their ending, and only infinitives the source lists count:
    /// prosil is prosit's though prosít is a verb too, pěl is pět's and not pít's, kleče is
    /// klečet's and not klekat's.
    #[test]
    fn split_verb_entries_join_their_infinitives() {
        let infs: HashSet<String> = [
            "dorůst",
            "vést",
            "dojít",
            "utnout",
            "dopsat",
            "psát",
            "plavat",
            "chrastit",
            "být",
            "bát",
            "stát",
            "prosit",
            "prosít",
            "pět",
            "pít",
            "klečet",
            "klekat",
            "svědčit",
            "zapomenout",
            "dohnat",
            "mlít",
            "přijít",
            "nechat",
            "vyhovět",
            "jít",
            "jet",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        let a = Aspects::new(infs, HashMap::new(), verb_forms());
        for (form, inf) in [
            ("dorostl", "dorůst"),
            ("vedl", "vést"),
            ("vedu", "vést"),
            ("došel", "dojít"),
            ("uťal", "utnout"),
            ("uťav", "utnout"),
            ("dopíšu", "dopsat"),
            ("píši", "psát"),
            ("plavejme", "plavat"),
            ("chrastěte", "chrastit"),
            ("byvše", "být"),
            ("bojím", "bát"),
            ("stůj", "stát"),
            ("prosil", "prosit"),
            ("pěl", "pět"),
            ("kleče", "klečet"),
            ("svědčte", "svědčit"),
            ("zapomněl", "zapomenout"),
            ("doženu", "dohnat"),
            ("melu", "mlít"),
            ("přišed", "přijít"),
            ("nechme", "nechat"),
            ("vyhov", "vyhovět"),
            ("jda", "jít"),
            ("jedu", "jet"),
        ] {
            assert_eq!(a.infinitive_of_entry(form).as_deref(), Some(inf), "{form}");
        }
        // No infinitive of the source fits: no join (dra is dřít's, which no rule finds).
        assert_eq!(a.infinitive_of_entry("dra"), None);
    }
}
