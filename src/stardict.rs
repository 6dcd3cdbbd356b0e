//! Ingest of a StarDict dictionary (`.ifo`, `.idx`, `.dict.dz`): the reader, and the reading of
//! its entries as headwords for admission (issue 16; the open Czech "Slovník cizích slov",
//! `sources/slovnik-cizich-slov/README.md`).
//!
//! The reader is heslar's own (the format is three small files; no maintained crate reads it):
//! - `.ifo`: the magic line `StarDict's dict ifo file`, then `key=value` lines; `version`,
//!   `bookname`, `wordcount` and `idxfilesize` are required, `idxoffsetbits` may be 32 or 64,
//!   `sametypesequence` (one type letter: `g` Pango markup, `h` HTML, `m` plain text) is required
//!   here (an entry without it carries its type inline, which this reader does not need);
//! - `.idx`: per entry the headword (UTF-8, NUL-terminated), the offset and size of its
//!   definition in the dictionary (big-endian u32, or u64 offset with `idxoffsetbits=64`);
//! - `.dict.dz`: the definitions, dictzip-compressed (gzip with a random-access table in its
//!   extra field, read here as plain gzip with `flate2`), or `.dict` uncompressed.
//!
//! Every error names the file (and the entry number where there is one): a truncated
//! `.dict.dz`, an `.idx` entry pointing past the end, a count that disagrees with the `.ifo`.
//! The decompressed dictionary is capped at [`MAX_DICT_BYTES`].

use std::io::Read;
use std::path::{Path, PathBuf};

use crate::error::{FileErrors, LineError};
use crate::sources::{Entry, Headword, Origin, Pos};

/// The largest decompressed dictionary read (a gzip bomb stops here with an error).
pub const MAX_DICT_BYTES: u64 = 512 << 20;

/// One entry: the headword as the index writes it and its definition text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DictEntry {
    pub word: String,
    pub definition: String,
}

/// A read dictionary.
#[derive(Debug, Clone)]
pub struct Dictionary {
    pub bookname: String,
    pub entries: Vec<DictEntry>,
}

/// The files of a dictionary whose `.ifo` is `ifo`: the index and the (compressed) dictionary.
pub fn companions(ifo: &Path) -> (PathBuf, PathBuf) {
    let stem = ifo.with_extension("");
    let idx = stem.with_extension("idx");
    let dz = stem.with_extension("dict.dz");
    let plain = stem.with_extension("dict");
    let dict = if !dz.exists() && plain.exists() {
        plain
    } else {
        dz
    };
    (idx, dict)
}

fn err(path: &Path, line: usize, m: impl Into<String>) -> FileErrors {
    FileErrors::from(LineError::new(path, line, m))
}

/// Reads the three files of a dictionary.
pub fn read(ifo: &Path) -> Result<Dictionary, FileErrors> {
    let text = crate::error::read_text(ifo)?;
    let mut lines = text.lines();
    if lines.next().map(str::trim) != Some("StarDict's dict ifo file") {
        return Err(err(
            ifo,
            1,
            "not a StarDict .ifo file: the first line must be \"StarDict's dict ifo file\"",
        ));
    }
    let mut fields = std::collections::BTreeMap::new();
    for (i, l) in lines.enumerate() {
        if l.trim().is_empty() {
            continue;
        }
        match l.split_once('=') {
            Some((k, v)) => {
                fields.insert(k.trim().to_string(), (v.trim().to_string(), i + 2));
            }
            None => return Err(err(ifo, i + 2, format!("{l:?} is no key=value line"))),
        }
    }
    let need = |k: &str| -> Result<&(String, usize), FileErrors> {
        fields
            .get(k)
            .ok_or_else(|| err(ifo, 0, format!("the .ifo has no `{k}`")))
    };
    let number = |k: &str| -> Result<u64, FileErrors> {
        let (v, line) = need(k)?;
        v.parse()
            .map_err(|_| err(ifo, *line, format!("`{k}` is {v:?}, not a number")))
    };
    let bookname = need("bookname")?.0.clone();
    need("version")?;
    let wordcount = number("wordcount")?;
    let idxfilesize = number("idxfilesize")?;
    let wide = match fields.get("idxoffsetbits") {
        None => false,
        Some((v, _)) if v == "32" => false,
        Some((v, _)) if v == "64" => true,
        Some((v, line)) => {
            return Err(err(
                ifo,
                *line,
                format!("idxoffsetbits {v:?}: expected 32 or 64"),
            ))
        }
    };
    match fields.get("sametypesequence") {
        Some((v, _)) if ["g", "h", "m", "x", "t"].contains(&v.as_str()) => {}
        Some((v, line)) => {
            return Err(err(
                ifo,
                *line,
                format!("sametypesequence {v:?}: one of g h m x t is read"),
            ))
        }
        None => {
            return Err(err(
                ifo,
                0,
                "the .ifo has no `sametypesequence`: entries with inline types are not read",
            ))
        }
    }
    let (idx_path, dict_path) = companions(ifo);
    let idx = crate::error::read_regular(&idx_path, crate::error::MAX_INPUT_BYTES)
        .map_err(|e| err(&idx_path, 0, format!("cannot read the index: {e}")))?;
    crate::error::record_read(&idx_path, &idx);
    if idx.len() as u64 != idxfilesize {
        return Err(err(
            &idx_path,
            0,
            format!(
                "{} bytes, the .ifo says idxfilesize={idxfilesize}",
                idx.len()
            ),
        ));
    }
    let raw = crate::error::read_regular(&dict_path, crate::error::MAX_INPUT_BYTES)
        .map_err(|e| err(&dict_path, 0, format!("cannot read the dictionary: {e}")))?;
    crate::error::record_read(&dict_path, &raw);
    let dict = if dict_path.extension().is_some_and(|e| e == "dz") {
        let mut out = Vec::new();
        flate2::read::MultiGzDecoder::new(&raw[..])
            .take(MAX_DICT_BYTES + 1)
            .read_to_end(&mut out)
            .map_err(|e| {
                err(
                    &dict_path,
                    0,
                    format!("not a complete gzip/dictzip file: {e}"),
                )
            })?;
        if out.len() as u64 > MAX_DICT_BYTES {
            return Err(err(
                &dict_path,
                0,
                format!("decompresses to more than {MAX_DICT_BYTES} bytes"),
            ));
        }
        out
    } else {
        raw
    };
    let mut entries = Vec::with_capacity(wordcount.min(1 << 20) as usize);
    let mut at = 0usize;
    let width = if wide { 12 } else { 8 };
    while at < idx.len() {
        let n = entries.len() + 1;
        let Some(nul) = idx[at..].iter().position(|&b| b == 0) else {
            return Err(err(
                &idx_path,
                n,
                format!("entry {n}: the headword has no terminating NUL (truncated index)"),
            ));
        };
        let word = std::str::from_utf8(&idx[at..at + nul])
            .map_err(|_| {
                err(
                    &idx_path,
                    n,
                    format!("entry {n}: the headword is not UTF-8"),
                )
            })?
            .to_string();
        let p = at + nul + 1;
        if p + width > idx.len() {
            return Err(err(
                &idx_path,
                n,
                format!("entry {n} ({word}): truncated offset and size"),
            ));
        }
        let (offset, size) = if wide {
            (
                u64::from_be_bytes(idx[p..p + 8].try_into().expect("8 bytes")),
                u32::from_be_bytes(idx[p + 8..p + 12].try_into().expect("4 bytes")) as u64,
            )
        } else {
            (
                u32::from_be_bytes(idx[p..p + 4].try_into().expect("4 bytes")) as u64,
                u32::from_be_bytes(idx[p + 4..p + 8].try_into().expect("4 bytes")) as u64,
            )
        };
        let end = offset.checked_add(size).filter(|e| *e <= dict.len() as u64).ok_or_else(|| {
            err(
                &idx_path,
                n,
                format!(
                    "entry {n} ({word}): its definition at {offset}+{size} lies past the end of {} ({} bytes)",
                    dict_path.display(),
                    dict.len()
                ),
            )
        })?;
        let definition = String::from_utf8_lossy(&dict[offset as usize..end as usize]).into_owned();
        entries.push(DictEntry { word, definition });
        at = p + width;
    }
    if entries.len() as u64 != wordcount {
        return Err(err(
            &idx_path,
            0,
            format!(
                "{} entries, the .ifo says wordcount={wordcount}",
                entries.len()
            ),
        ));
    }
    Ok(Dictionary { bookname, entries })
}

/// What the reading of one entry decided, for the source's README and tests.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Reading {
    pub pos: Option<Pos>,
    pub gender: Option<&'static str>,
    pub labels: Vec<String>,
    /// Why the part of speech and gender were chosen.
    pub why: &'static str,
}

/// The usage labels the definitions print, as `rules/labels.toml` knows them.
const LABELS: &[&str] = &[
    "zast.", "kniž.", "řidč.", "hovor.", "expr.", "vulg.", "slang.", "nář.", "zastar.",
];

/// Plain text of a definition: markup removed, HTML entities decoded.
pub fn plain(definition: &str) -> String {
    let mut out = String::with_capacity(definition.len());
    let mut in_tag = false;
    for c in definition.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    let out = out
        .replace("&amp;", "&")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&nbsp;", " ");
    out.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether the definition opens with words whose initials spell the headword (`www`: world
/// wide web; `isp`: Internet Service Provider).
fn is_initialism(word: &str, lower: &str) -> bool {
    let n = word.chars().count();
    if !(2..=6).contains(&n) {
        return false;
    }
    let initials: String = lower
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .take(n)
        .filter_map(|w| w.chars().next())
        .collect();
    initials == word.to_lowercase()
}

/// Whether a definition describes a person or an animal: its head noun (the first of its first
/// four words that is no adjective and no function word: "francouzský *šlechtic*") is a word
/// for one ("kdo", "osoba", "stoupenec"…) or has an agent suffix (-ník, -tel, -ec, -ař/-ář,
/// -ista, -ák, -č: *vyhnanec*, *pěstitel*, *řidič*). Not -ant, -ent, -ér, -log: a definition by a
/// loanword synonym (deodorant "dezodorant", katalog) says nothing of a person.
fn is_person(body: &str) -> bool {
    const AGENT: &[&str] = &["ník", "tel", "ec", "ař", "ář", "ista", "ák", "ič", "áč"];
    head_noun(body).is_some_and(|w| PERSON.contains(&w) || AGENT.iter().any(|e| w.ends_with(e)))
}

/// The head noun of a definition: the first of its first four words that is no adjective and
/// no function word ("starořímský *velekněz*").
fn head_noun(body: &str) -> Option<&str> {
    body.trim_start_matches(|c: char| c.is_ascii_digit() || c == '.' || c == ' ')
        .split_whitespace()
        .take(4)
        .map(|w| w.trim_matches(|c: char| !c.is_alphabetic()))
        .find(|w| {
            !w.is_empty()
                && !FUNCTION_WORDS.contains(w)
                && !["ý", "í", "á", "é", "ého", "ých"]
                    .iter()
                    .any(|e| w.ends_with(e))
        })
}

/// Czech prepositions, conjunctions and particles: a definition that is one of them translates a
/// word that is no noun (ad: "k, ke, ku"; et: "a").
const FUNCTION_WORDS: &[&str] = &[
    "k",
    "ke",
    "ku",
    "a",
    "i",
    "nebo",
    "anebo",
    "či",
    "při",
    "pro",
    "na",
    "v",
    "ve",
    "s",
    "se",
    "z",
    "ze",
    "do",
    "od",
    "po",
    "před",
    "za",
    "o",
    "u",
    "bez",
    "mezi",
    "jako",
    "než",
    "ale",
    "však",
    "tedy",
    "též",
    "také",
    "hle",
    "ano",
    "ne",
    "ó",
    "ach",
    "aj",
    "totiž",
    "neboli",
    "čili",
    "podle",
    "proti",
    "kromě",
    "skrze",
    "přes",
    "pod",
    "nad",
    "vždy",
    "velmi",
    "příliš",
    "hodně",
    "málo",
    "jen",
    "pouze",
    "tak",
    "zde",
    "tam",
    "kde",
    "kdy",
    "sem",
];

/// Words that open the definition of a person (an animate noun): "kdo", "osoba", "odborník"…
const PERSON: &[&str] = &[
    "kdo",
    "ten,",
    "ten",
    "osoba",
    "člověk",
    "muž",
    "pán",
    "hospodář",
    "odborník",
    "stoupenec",
    "příslušník",
    "přívrženec",
    "účastník",
    "pracovník",
    "znalec",
    "zastánce",
    "vyznavač",
    "zaměstnanec",
    "lékař",
    "specialista",
    "obyvatel",
    "představitel",
    "hráč",
    "autor",
    "umělec",
    "vědec",
    "úředník",
    "majitel",
    "vůdce",
    "velitel",
    "člen",
    "žák",
    "student",
    "učitel",
    "zpěvák",
    "tanečník",
    "hudebník",
    "příznivec",
    "milovník",
    "ctitel",
    "pěstitel",
    "výrobce",
    "prodavač",
    "obchodník",
    "důstojník",
    "voják",
    "kněz",
    "panovník",
    "šlechtic",
    "pomocník",
    "kněz",
    "velekněz",
    "mnich",
    "sluha",
    "služebník",
    "řemeslník",
    "dělník",
    "hodnostář",
    "kazatel",
    "jedinec",
    "zvíře",
    "pták",
    "živočich",
];

/// Reads the part of speech, gender and labels of one headword of the dictionary from its
/// ending and its definition (the data marks none of them: issue 16).
pub fn reading(word: &str, definition: &str) -> Reading {
    // A reflexive verb (abgébovat se) is read by its verb.
    let word = word
        .strip_suffix(" se")
        .or_else(|| word.strip_suffix(" si"))
        .unwrap_or(word);
    let text = plain(definition);
    let lower = text.to_lowercase();
    let labels: Vec<String> = LABELS
        .iter()
        .filter(|l| {
            lower
                .split(|c: char| c.is_whitespace() || "(),;".contains(c))
                .any(|w| w == **l)
        })
        .map(|l| l.to_string())
        .collect();
    // The pronunciation in brackets ([žúrfix]) and a sense number are no part of the definition.
    let body = match (lower.find('['), lower.find(']')) {
        (Some(0), Some(end)) => lower[end + 1..].trim_start(),
        _ => lower.as_str(),
    };
    let first = body
        .trim_start_matches(|c: char| c.is_ascii_digit() || c == '.' || c == ' ')
        .split_whitespace()
        .next()
        .unwrap_or("")
        .trim_matches(|c: char| !c.is_alphabetic());
    let r = |pos, gender, why| Reading {
        pos: Some(pos),
        gender,
        labels: labels.clone(),
        why,
    };
    if word.ends_with('-')
        || word.starts_with('-')
        || lower.contains("část složených slov")
        || lower.contains("část složenin")
    {
        return r(
            Pos::Affix,
            None,
            "a word part (ends in -, or \"část složených slov\")",
        );
    }
    // "zkratka pro slovo funkce" (fce) is an abbreviation; "zkratka z camera recorder"
    // (kamkorder) is an etymology, and "zkratka" alone (abreviatura) a synonym.
    if [
        "zkratka pro",
        "zkratka vyjadřující",
        "zkratka názvu",
        "zkr.",
    ]
    .iter()
    .any(|p| body.starts_with(p))
    {
        return r(Pos::Abbr, None, "the definition says \"zkratka\"");
    }
    if is_initialism(word, &lower) {
        return r(
            Pos::Abbr,
            None,
            "the definition opens with the words its letters stand for",
        );
    }
    if lower.contains("nesklonné") {
        return Reading {
            pos: Some(Pos::Noun),
            gender: None,
            labels,
            why: "the definition says \"nesklonné\"",
        };
    }
    // A person or animal: the definition opens with a word for one; or, for a headword with a
    // suffix of persons (-ant, -ent, -ista, -or, -ér, -ik, -log…), its head noun is one.
    let person_suffix = [
        "ant", "ent", "ista", "or", "ér", "ik", "an", "log", "graf", "fil", "fob", "at", "ér",
        "ár", "ař", "éř", "ec",
    ]
    .iter()
    .any(|e| word.ends_with(e));
    let person = PERSON.contains(&first) || (person_suffix && is_person(body));
    // A consonant-final headword whose definition's head noun is a person or an animal
    // ("starořímský velekněz", "pomocník, zástupce") is animate; an -a or -e headword is not
    // made masculine so (pýthie "předpovídající osoba, věštkyně"; šama, a bird).
    let animate_head = person || head_noun(body).is_some_and(|h| PERSON.contains(&h));
    let ends = |s: &[&str]| s.iter().any(|e| word.ends_with(e));
    // Verbs: an infinitive, and a definition that starts with one (-t, -ti, -ci).
    // Verbs: -ovat, -nout. (The other infinitive endings of this dictionary are nouns:
    // aragonit, kolorit, flašinet; fit and kvit are predicatives.)
    if ends(&["ovat", "nout"]) {
        return r(Pos::Verb, None, "an infinitive in -ovat or -nout");
    }
    // A translation by Czech function words alone (ad: "k, na"; ergo: "tedy, proto, tudíž") is
    // that kind of word: it stays as it is. (A description may open with one: "v basketbalu
    // krytí útočníka" is a noun's.)
    // The first sense alone (et: "1. a; 2. a jiné, a tak dále").
    let sense = body
        .trim_start_matches(|c: char| c.is_ascii_digit() || c == '.' || c == ' ')
        .split(" 2.")
        .next()
        .unwrap_or("");
    let single_words = sense
        .split([',', ';'])
        .filter(|part| !part.trim().is_empty())
        .all(|part| part.split_whitespace().count() == 1);
    if FUNCTION_WORDS.contains(&first) && single_words {
        return r(
            Pos::Part,
            None,
            "a definition that opens with a function word (k, a, jako): left uninflected",
        );
    }
    if ends(&["ý"]) && word.chars().count() >= 4 {
        return r(Pos::Adj, None, "the ending -ý");
    }
    // -í: a noun of the stavení type after a vowel (-ení, -ání, -etí: verbal nouns), else an
    // adjective of the jarní type (-ální, -ční, -ivní, -ózní).
    // (At least 4 letters: fí, mí, pí are names of Greek letters, not adjectives.)
    if ends(&["í"]) && word.chars().count() >= 4 {
        let chars: Vec<char> = word.chars().collect();
        let before = chars.len().checked_sub(3).map(|i| chars[i]);
        if ends(&["ní", "tí", "ví"]) && before.is_some_and(|c| "aáeéěiíuůy".contains(c)) {
            return r(
                Pos::Noun,
                Some("n"),
                "-ní/-tí/-ví after a vowel: a noun of the stavení type",
            );
        }
        // -ství, -ctví: abstract nouns of the stavení type (autoritářství, archivnictví), never
        // adjectives.
        if ends(&["tví"]) {
            return r(
                Pos::Noun,
                Some("n"),
                "-ství/-ctví: a noun of the stavení type",
            );
        }
        return r(
            Pos::Adj,
            None,
            "the ending -í after a consonant (at least 4 letters): an adjective (jarní)",
        );
    }
    if ends(&[
        "tor", "sor", "ér", "ista", "ik", "an", "ant", "ent", "log", "graf", "man", "ár", "ař",
        "ér",
    ]) && person
    {
        let g = "ma";
        return r(
            Pos::Noun,
            Some(g),
            "a person or animal: the definition opens with a word for one",
        );
    }
    if ends(&["a"]) {
        // -ka, -ice persons are women (modistka).
        return if person && !ends(&["ka"]) {
            r(
                Pos::Noun,
                Some("ma"),
                "-a, and a definition of a person (předseda, turista)",
            )
        } else {
            r(Pos::Noun, Some("f"), "the ending -a")
        };
    }
    if ends(&["um", "o"]) {
        return r(Pos::Noun, Some("n"), "the ending -um, -o");
    }
    if ends(&["e", "ě"]) {
        return if person {
            r(
                Pos::Noun,
                Some("ma"),
                "-e, and a definition of a person (soudce)",
            )
        } else {
            r(Pos::Noun, Some("f"), "the ending -e (růže, -ie, -ce)")
        };
    }
    // The abstract nouns of the suffix -ost are feminine and decline as kost (absurdnost,
    // dvojitost, liknavost, dospělost); the loanwords in -ost (kompost, periost, permafrost)
    // have another letter before it.
    if ends(&["nost", "tost", "vost", "lost"]) {
        return r(
            Pos::Noun,
            Some("f"),
            "the suffix -ost (absurdnost, liknavost): kost",
        );
    }
    // Inflammations: -itis declines as -itida (sinusitis, sinusitidy).
    if ends(&["itis", "itida"]) {
        return r(Pos::Noun, Some("f"), "-itis, -itida (sinusitis, artritida)");
    }
    // Other -is words of this dictionary are unadapted Latin, Greek or French (cutis, pelvis,
    // anamnésis, chablis, spectabilis, gratis): Czech adapts them (anamnéza) or does not
    // decline them; left as they stand, not declined as -idy (*anamnésidy*) or as hrad
    // (*chablisy*). The few declinable ones the Hunspell dictionary lacks (teleservis,
    // softtenis) keep their headword alone.
    if ends(&["is"]) {
        return Reading {
            pos: None,
            gender: None,
            labels,
            why: "an unadapted word in -is (cutis, anamnésis, chablis): left as it stands",
        };
    }
    let last = word.chars().last().unwrap_or(' ');
    if "bcčdďfghjklmnňpqrřsštťvwxzž".contains(last) {
        return if animate_head {
            r(
                Pos::Noun,
                Some("ma"),
                "a consonant, and a definition of a person",
            )
        } else {
            r(Pos::Noun, Some("mi"), "a consonant ending")
        };
    }
    Reading {
        pos: None,
        gender: None,
        labels,
        why: "no rule reads its ending",
    }
}

/// The spelling variants of an entry's headword (comma separated: `fanatizmus, fanatismus`;
/// trailing dots and semicolons dropped), with two slips of the data mended:
/// - a hyphen that ends one variant of an entry whose other variants are words
///   (`hypestezie, hypestézie, hypestesie-`) is a stray one, not the mark of a word part
///   (`aero-, aerio-`, all hyphenated, stay word parts);
/// - two words that spell one another with the comma missing (`vendeta vendetta`), or glued
///   together (`realizacerealisace`), are two variants, not a phrase or one word.
pub fn variants(headword: &str) -> Vec<String> {
    use unicode_normalization::UnicodeNormalization;
    let mut parts: Vec<String> = headword
        .split(',')
        .map(|v| {
            plain(v)
                .trim()
                .trim_end_matches(['.', ';'])
                .nfc()
                .collect::<String>()
        })
        .filter(|w| !w.is_empty())
        .collect();
    let word_part = |w: &str| w.ends_with('-') || w.starts_with('-');
    if parts.iter().any(|w| !word_part(w)) {
        for w in &mut parts {
            if w.ends_with('-') && !w.starts_with('-') {
                *w = w.trim_end_matches('-').to_string();
            }
        }
    }
    let mut out = Vec::new();
    for w in parts {
        let words: Vec<&str> = w.split(' ').collect();
        if let [a, b] = words[..] {
            if spell_alike(a, b) {
                out.push(a.to_string());
                out.push(b.to_string());
                continue;
            }
        }
        // Two spellings glued together without a separator (realizacerealisace).
        if let [one] = words[..] {
            if !one.chars().all(char::is_alphabetic) {
                out.push(w.clone());
                continue;
            }
            let cuts: Vec<usize> = one.char_indices().map(|(i, _)| i).collect();
            if let Some(&i) = cuts.iter().find(|&&i| {
                i > 0 && spell_alike(&one[..i], &one[i..]) && one[i..].chars().count() >= 4
            }) {
                out.push(one[..i].to_string());
                out.push(one[i..].to_string());
                continue;
            }
        }
        out.push(w);
    }
    out
}

/// Whether two different words are spellings of one (see [`variants`]): equal once
/// diacritics are dropped, z read as s and doubled letters as one (*vendeta vendetta*, *elize
/// elise*; not *mutatis mutandis*).
fn spell_alike(a: &str, b: &str) -> bool {
    use unicode_normalization::UnicodeNormalization;
    let key = |w: &str| {
        let mut k: Vec<char> = w
            .nfd()
            .filter(|c| c.is_ascii_alphabetic())
            .map(|c| if c == 'z' { 's' } else { c })
            .collect();
        k.dedup();
        k
    };
    a != b && a.chars().count() >= 4 && key(a) == key(b)
}

/// The headwords of a dictionary: every spelling variant of an entry's headword (comma
/// separated: `fanatizmus, fanatismus`), with the part of speech, gender and labels read from
/// its ending and definition. A bare cross-reference ("viz …", a definition that is one word of
/// the dictionary) is no headword of its own; the `line` of a headword is its entry number.
pub fn headwords(d: &Dictionary, source: usize) -> (Vec<Headword>, Vec<LineError>, Vec<Reading>) {
    let mut out = Vec::new();
    let mut readings = Vec::new();
    let warnings = Vec::new();
    for (i, e) in d.entries.iter().enumerate() {
        let def = plain(&e.definition);
        let is_reference =
            def.to_lowercase().starts_with("viz ") || def.to_lowercase().starts_with("v. ");
        if is_reference {
            continue;
        }
        for w in variants(&e.word) {
            let rd = reading(&w, &e.definition);
            out.push(Headword {
                word: w,
                origin: Origin {
                    source,
                    line: i + 1,
                },
                entry: Entry::Tsv {
                    pos: rd.pos.into_iter().collect(),
                    gender: rd.gender.map(str::to_string),
                    aspect: None,
                    labels: rd.labels.clone(),
                    paradigm: None,
                    genitive: None,
                    present: None,
                    transitive: None,
                    inferred: true,
                },
            });
            readings.push(rd);
        }
    }
    (out, warnings, readings)
}

/// Writes a dictionary of `entries` (headword, definition) into `dir` as `STEM.ifo`,
/// `STEM.idx` and `STEM.dict.dz` (gzip, which dictzip readers accept), and returns the path
/// of the `.ifo`: the form [`read`] reads, for tests and small hand-made sources.
pub fn write(dir: &Path, stem: &str, entries: &[(&str, &str)]) -> std::io::Result<PathBuf> {
    use std::io::Write;
    let (mut dict, mut idx) = (Vec::new(), Vec::new());
    for (w, d) in entries {
        idx.extend_from_slice(w.as_bytes());
        idx.push(0);
        idx.extend_from_slice(&(dict.len() as u32).to_be_bytes());
        idx.extend_from_slice(&(d.len() as u32).to_be_bytes());
        dict.extend_from_slice(d.as_bytes());
    }
    let mut gz = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::default());
    gz.write_all(&dict)?;
    std::fs::write(dir.join(format!("{stem}.dict.dz")), gz.finish()?)?;
    std::fs::write(dir.join(format!("{stem}.idx")), &idx)?;
    let ifo = dir.join(format!("{stem}.ifo"));
    std::fs::write(
        &ifo,
        format!(
            "StarDict's dict ifo file\nversion=2.4.2\nbookname={stem}\nwordcount={}\nidxfilesize={}\nsametypesequence=g\n",
            entries.len(),
            idx.len()
        ),
    )?;
    Ok(ifo)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variants_mend_stray_hyphens_and_missing_commas() {
        assert_eq!(
            variants("hypestezie, hypestézie, hypestesie-"),
            ["hypestezie", "hypestézie", "hypestesie"]
        );
        assert_eq!(variants("aero-, aerio-"), ["aero-", "aerio-"]);
        assert_eq!(variants("vendeta vendetta"), ["vendeta", "vendetta"]);
        assert_eq!(
            variants("fanatizmus, fanatismus,"),
            ["fanatizmus", "fanatismus"]
        );
        assert_eq!(variants("elize elise"), ["elize", "elise"]);
        assert_eq!(variants("realizacerealisace"), ["realizace", "realisace"]);
        assert_eq!(variants("oranžerieoranžérie"), ["oranžerie", "oranžérie"]);
        assert_eq!(variants("tamtam"), ["tamtam"]);
        assert_eq!(variants("agar-agar"), ["agar-agar"]);
        assert_eq!(variants("bonbon"), ["bonbon"]);
        assert_eq!(variants("modus vivendi"), ["modus vivendi"]);
        assert_eq!(variants("mutatis mutandis"), ["mutatis mutandis"]);
        assert_eq!(variants("natura naturans"), ["natura naturans"]);
        assert_eq!(variants("bora bora"), ["bora bora"]);
        assert_eq!(variants("-gate"), ["-gate"]);
    }

    #[test]
    fn readings_of_typical_entries() {
        use Pos::*;
        let cases: &[(&str, &str, Option<Pos>, Option<&str>)] = &[
            (
                "korepetitor",
                "kdo připravuje zpěváky",
                Some(Noun),
                Some("ma"),
            ),
            (
                "kompresor",
                "stroj ke stlačování plynů",
                Some(Noun),
                Some("mi"),
            ),
            ("piroga", "indiánský člun", Some(Noun), Some("f")),
            (
                "šaltovat",
                "u motorového vozidla měnit rychlost",
                Some(Verb),
                None,
            ),
            (
                "encefalopatický",
                "týkající se mozkových chorob",
                Some(Adj),
                None,
            ),
            ("peri-", "první část složených slov", Some(Affix), None),
            ("sinusitis", "zánět vedlejších dutin", Some(Noun), Some("f")),
            ("anamnésis", "předchorobí", None, None),
            ("chablis", "bílé víno", None, None),
            (
                "pontifex",
                "starořímský velekněz; označení papeže",
                Some(Noun),
                Some("ma"),
            ),
            ("adlatus", "pomocník, zástupce", Some(Noun), Some("ma")),
            ("fí", "řecké písmeno", None, None),
            ("muzeum", "instituce", Some(Noun), Some("n")),
            ("autoritářství", "vláda autority", Some(Noun), Some("n")),
            ("samoděržaví", "samovláda", Some(Noun), Some("n")),
            ("napomenutí", "výtka", Some(Noun), Some("n")),
            ("remitující", "ustupující", Some(Adj), None),
            ("absurdnost", "nesmyslnost", Some(Noun), Some("f")),
            ("liknavost", "lenivost", Some(Noun), Some("f")),
            ("kompost", "hnojivo", Some(Noun), Some("mi")),
            // A lord is a person (twenty-first stop: no inanimate *gospodiny* in KLASIK).
            ("gospodin", "pán, hospodář", Some(Noun), Some("ma")),
        ];
        for (word, def, pos, gender) in cases {
            let r = reading(word, &format!("<b>{def}</b>"));
            assert_eq!((r.pos, r.gender), (*pos, *gender), "{word}");
        }
        let r = reading("xyz", "<b>zast. něco</b>");
        assert_eq!(r.labels, ["zast."]);
    }

    /// Writes a dictionary of `entries` into `dir` as `t.ifo`, `t.idx`, `t.dict.dz`.
    fn write(dir: &Path, entries: &[(&str, &str)]) -> PathBuf {
        super::write(dir, "t", entries).unwrap()
    }

    #[test]
    fn reads_a_dictionary_and_its_variants() {
        let d = tempfile::tempdir().unwrap();
        let ifo = write(
            d.path(),
            &[
                ("fanatizmus, fanatismus", "<b>slepé nadšení</b>"),
                ("peri-", "<b>první část složených slov</b>"),
                ("www", "<b>world wide web</b>"),
                ("synod", "<b>viz synoda</b>"),
            ],
        );
        let dict = read(&ifo).unwrap();
        assert_eq!(dict.entries.len(), 4);
        let (h, _, r) = headwords(&dict, 0);
        let words: Vec<&str> = h.iter().map(|h| h.word.as_str()).collect();
        // A bare cross-reference is no headword of its own.
        assert_eq!(words, ["fanatizmus", "fanatismus", "peri-", "www"]);
        assert_eq!(h[1].origin.line, 1);
        assert_eq!(r[2].pos, Some(Pos::Affix));
        assert_eq!(r[3].pos, Some(Pos::Abbr), "{:?}", r[3]);
    }

    #[test]
    fn bad_files_are_errors_naming_the_file() {
        let d = tempfile::tempdir().unwrap();
        let ifo = write(d.path(), &[("hrad", "stavba"), ("kvartet", "skladba")]);
        // A truncated .dict.dz.
        let dz = d.path().join("t.dict.dz");
        let full = std::fs::read(&dz).unwrap();
        std::fs::write(&dz, &full[..full.len() / 2]).unwrap();
        let e = read(&ifo).unwrap_err().to_string();
        assert!(
            e.contains("t.dict.dz") && e.contains("not a complete gzip"),
            "{e}"
        );
        std::fs::write(&dz, &full).unwrap();
        // An .idx whose offset points past the end of the dictionary.
        let idx_path = d.path().join("t.idx");
        let full_idx = std::fs::read(&idx_path).unwrap();
        let mut idx = full_idx.clone();
        let n = idx.len();
        idx[n - 8..n - 4].copy_from_slice(&1000u32.to_be_bytes());
        std::fs::write(&idx_path, &idx).unwrap();
        let e = read(&ifo).unwrap_err().to_string();
        assert!(
            e.contains("t.idx:2: entry 2 (kvartet)") && e.contains("past the end"),
            "{e}"
        );
        // A truncated .idx: its size disagrees with the .ifo.
        std::fs::write(&idx_path, &idx[..n - 3]).unwrap();
        let e = read(&ifo).unwrap_err().to_string();
        assert!(e.contains("idxfilesize"), "{e}");
        // An .ifo whose word count is wrong.
        std::fs::write(&idx_path, &full_idx).unwrap();
        let text = std::fs::read_to_string(&ifo).unwrap();
        std::fs::write(&ifo, text.replace("wordcount=2", "wordcount=3")).unwrap();
        let e = read(&ifo).unwrap_err().to_string();
        assert!(
            e.contains("t.idx") && e.contains("2 entries, the .ifo says wordcount=3"),
            "{e}"
        );
        std::fs::write(&ifo, &text).unwrap();
        // An .ifo without a word count, or not an .ifo at all.
        let text = std::fs::read_to_string(&ifo).unwrap();
        std::fs::write(&ifo, text.replace("wordcount=2\n", "")).unwrap();
        let e = read(&ifo).unwrap_err().to_string();
        assert!(e.contains("t.ifo") && e.contains("no `wordcount`"), "{e}");
        std::fs::write(&ifo, "hello\n").unwrap();
        let e = read(&ifo).unwrap_err().to_string();
        assert!(e.contains("t.ifo:1: not a StarDict .ifo file"), "{e}");
    }

    #[test]
    fn plain_text_drops_markup_and_entities() {
        assert_eq!(
            plain("[<i>žúrfix</i>]\n\n<b>den &amp; noc</b>"),
            "[žúrfix] den & noc"
        );
    }
}
