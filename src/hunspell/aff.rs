//! The Hunspell affix file (`.aff`): affix classes, their rules and conditions.
//!
//! A class is a header and that many rule lines:
//!
//! ```text
//! SFX H Y 24            # suffix class H, cross product allowed, 24 rules
//! SFX H   0  u   .      # strip nothing, add "u", any word:      hrad -> hradu
//! SFX H   0  em  .      #                                         hrad -> hradem
//! SFX P   ek kův/Y ek   # strip "ek", add "kův", then class Y on the result (twofold suffix)
//! ```
//!
//! A condition is a sequence of single characters, `.` and `[...]`/`[^...]` sets, matched against
//! the end of the word for a suffix and its start for a prefix. Text after the condition is kept
//! as the rule's morphological note (cs_CZ writes comments there).
//!
//! Only what the Czech dictionary and similar ones use is supported; directives that change
//! matching in ways we do not implement (COMPOUND*, NEEDAFFIX, CIRCUMFIX, IGNORE...) are counted
//! warnings, so a maintainer sees them, and `FLAG long`/`num` is an error.

use std::collections::BTreeMap;
use std::path::Path;

use crate::error::{numbered_lines, FileErrors, LineError};

/// A flag: one character (FLAG default and FLAG UTF-8).
pub type Flag = char;

/// Prefix or suffix.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AffixKind {
    Prefix,
    Suffix,
}

/// One rule of an affix class.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AffixRule {
    pub strip: String,
    pub add: String,
    /// Flags after `/` in the add field: further classes allowed on the result (`ův/Y`).
    pub continuation: Vec<Flag>,
    pub condition: Condition,
    /// Anything after the condition (cs_CZ: `#přidané hovorové tvary minulého času`).
    pub morph: Option<String>,
    /// 1-based line in the `.aff`.
    pub line: usize,
}

/// An affix class: a header and its rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AffixClass {
    pub flag: Flag,
    pub kind: AffixKind,
    pub cross_product: bool,
    pub rules: Vec<AffixRule>,
    /// 1-based line of the header.
    pub line: usize,
}

/// A parsed affix file.
#[derive(Debug, Clone, Default)]
pub struct Aff {
    pub prefixes: BTreeMap<Flag, AffixClass>,
    pub suffixes: BTreeMap<Flag, AffixClass>,
    pub forbidden_word: Option<Flag>,
    pub no_suggest: Option<Flag>,
    /// Counted warnings: directives we read past without implementing.
    pub warnings: Vec<LineError>,
}

impl Aff {
    /// The class of a flag, prefix or suffix.
    pub fn class(&self, f: Flag) -> Option<&AffixClass> {
        self.suffixes.get(&f).or_else(|| self.prefixes.get(&f))
    }

    /// True when the flag names an affix class or a known mark (FORBIDDENWORD, NOSUGGEST).
    pub fn knows(&self, f: Flag) -> bool {
        self.class(f).is_some() || self.forbidden_word == Some(f) || self.no_suggest == Some(f)
    }
}

/// One position of a condition.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Slot {
    Any,
    Char(char),
    Set { negated: bool, chars: Vec<char> },
}

impl Slot {
    fn matches(&self, c: char) -> bool {
        match self {
            Slot::Any => true,
            Slot::Char(x) => *x == c,
            Slot::Set { negated, chars } => chars.contains(&c) != *negated,
        }
    }
}

/// A compiled condition (`[^aeo]k`, `.`, `ý`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Condition {
    slots: Vec<Slot>,
    text: String,
}

impl Condition {
    /// Parses the condition syntax; `.` alone is "any word".
    pub fn parse(s: &str) -> Result<Condition, String> {
        let mut slots = Vec::new();
        let mut chars = s.chars();
        while let Some(c) = chars.next() {
            match c {
                '.' => slots.push(Slot::Any),
                '[' => {
                    let mut set = Vec::new();
                    let mut negated = false;
                    let mut closed = false;
                    let mut first = true;
                    for d in chars.by_ref() {
                        if d == ']' {
                            closed = true;
                            break;
                        }
                        if first && d == '^' {
                            negated = true;
                        } else {
                            set.push(d);
                        }
                        first = false;
                    }
                    if !closed {
                        return Err(format!("condition {s:?} has an unclosed `[`"));
                    }
                    if set.is_empty() {
                        return Err(format!("condition {s:?} has an empty set `[]`"));
                    }
                    slots.push(Slot::Set {
                        negated,
                        chars: set,
                    });
                }
                ']' => return Err(format!("condition {s:?} has a `]` without `[`")),
                c => slots.push(Slot::Char(c)),
            }
        }
        // "." means no condition at all.
        if slots == [Slot::Any] {
            slots.clear();
        }
        Ok(Condition {
            slots,
            text: s.to_string(),
        })
    }

    /// True when the end of the word matches (suffix rules).
    pub fn matches_end(&self, word: &str) -> bool {
        let mut it = word.chars().rev();
        self.slots
            .iter()
            .rev()
            .all(|s| it.next().is_some_and(|c| s.matches(c)))
    }

    /// True when the start of the word matches (prefix rules).
    pub fn matches_start(&self, word: &str) -> bool {
        let mut it = word.chars();
        self.slots
            .iter()
            .all(|s| it.next().is_some_and(|c| s.matches(c)))
    }

    /// The condition as written in the file.
    pub fn as_str(&self) -> &str {
        &self.text
    }

    /// Number of characters the condition looks at.
    pub fn len(&self) -> usize {
        self.slots.len()
    }

    pub fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }
}

/// Directives we accept and ignore (they concern suggestions or metadata).
const IGNORED: &[&str] = &[
    "TRY",
    "KEY",
    "WORDCHARS",
    "LANG",
    "NAME",
    "VERSION",
    "HOME",
    "AUTHOR",
    "MAXNGRAMSUGS",
    "MAXDIFF",
    "ONLYMAXDIFF",
    "NOSPLITSUGS",
    "SUGSWITHDOTS",
    "MAXCPDSUGS",
    "FORBIDWARN",
    "WARN",
    "SUBSTANDARD",
];

/// Table directives: a header with a count, then that many lines (`REP 15`, `MAP 16`).
const TABLES: &[&str] = &["REP", "MAP", "PHONE", "BREAK", "ICONV", "OCONV", "AM", "AF"];

/// Directives we read past with a warning: they change which words are valid.
const UNSUPPORTED: &[&str] = &[
    "IGNORE",
    "NEEDAFFIX",
    "CIRCUMFIX",
    "ONLYINCOMPOUND",
    "KEEPCASE",
    "COMPLEXPREFIXES",
    "FULLSTRIP",
    "LEMMA_PRESENT",
    "PSEUDOROOT",
    "CHECKSHARPS",
    "COMPOUNDFLAG",
    "COMPOUNDBEGIN",
    "COMPOUNDMIDDLE",
    "COMPOUNDEND",
    "COMPOUNDMIN",
    "COMPOUNDWORDMAX",
    "COMPOUNDRULE",
    "COMPOUNDPERMITFLAG",
    "COMPOUNDFORBIDFLAG",
    "COMPOUNDROOT",
    "CHECKCOMPOUNDDUP",
    "CHECKCOMPOUNDREP",
    "CHECKCOMPOUNDCASE",
    "CHECKCOMPOUNDTRIPLE",
    "SIMPLIFIEDTRIPLE",
    "CHECKCOMPOUNDPATTERN",
    "FORCEUCASE",
    "COMPOUNDSYLLABLE",
    "SYLLABLENUM",
    "NOSPLITSUGS",
];

/// Parses an affix file. All bad lines are collected.
pub fn parse_aff(path: &Path, text: &str) -> Result<Aff, FileErrors> {
    let mut errors = FileErrors::new();
    let mut aff = Aff::default();
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let lines: Vec<(usize, &str)> = numbered_lines(text).collect();
    let mut i = 0;
    let err = |line: usize, msg: String| LineError::new(path, line, msg);
    while i < lines.len() {
        let (n, raw) = lines[i];
        i += 1;
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let directive = fields[0];
        match directive {
            "SET" => {
                let enc = fields.get(1).copied().unwrap_or("");
                if !enc.eq_ignore_ascii_case("UTF-8") {
                    errors.push(err(n, format!("SET {enc}: only UTF-8 affix files are supported; convert the files with iconv")));
                }
            }
            "FLAG" => match fields.get(1).copied() {
                Some("UTF-8") => {}
                Some(other) => errors.push(err(n, format!("FLAG {other}: only single-character flags (FLAG UTF-8 or the default) are supported"))),
                None => errors.push(err(n, "FLAG needs a value".into())),
            },
            "FORBIDDENWORD" | "NOSUGGEST" => {
                let flag = fields.get(1).and_then(|f| single_flag(f));
                match flag {
                    Some(f) if directive == "FORBIDDENWORD" => aff.forbidden_word = Some(f),
                    Some(f) => aff.no_suggest = Some(f),
                    None => errors.push(err(n, format!("{directive} needs one flag character"))),
                }
            }
            "PFX" | "SFX" => {
                let kind = if directive == "PFX" { AffixKind::Prefix } else { AffixKind::Suffix };
                if fields.len() < 4 {
                    errors.push(err(n, format!("{directive} header has {} fields, expected 4 ({directive} flag Y|N count)", fields.len())));
                    continue;
                }
                let Some(flag) = single_flag(fields[1]) else {
                    errors.push(err(n, format!("{directive} flag {:?} is not one character", fields[1])));
                    continue;
                };
                let cross_product = match fields[2] {
                    "Y" => true,
                    "N" => false,
                    other => {
                        errors.push(err(n, format!("cross product is {other:?}, expected Y or N")));
                        false
                    }
                };
                let Ok(count) = fields[3].parse::<usize>() else {
                    errors.push(err(n, format!("rule count {:?} is not a number", fields[3])));
                    continue;
                };
                let map = match kind {
                    AffixKind::Prefix => &aff.prefixes,
                    AffixKind::Suffix => &aff.suffixes,
                };
                if let Some(prev) = map.get(&flag) {
                    errors.push(err(n, format!("{directive} {flag} is defined twice (first on line {})", prev.line)));
                }
                // The count is the file's word: never allocate by it (a fuzzer's header said
                // 111,111,111); the rules that follow decide the size.
                let mut rules = Vec::with_capacity(count.min(1024));
                let mut taken = 0;
                while taken < count && i < lines.len() {
                    let (rn, rraw) = lines[i];
                    let rl = rraw.trim();
                    if rl.is_empty() || rl.starts_with('#') {
                        i += 1;
                        continue;
                    }
                    let rf: Vec<&str> = rl.split_whitespace().collect();
                    if rf[0] != directive || rf.get(1).copied() != Some(fields[1]) {
                        break;
                    }
                    i += 1;
                    taken += 1;
                    match parse_rule(&rf) {
                        Ok(mut r) => {
                            r.line = rn;
                            rules.push(r);
                        }
                        Err(m) => errors.push(err(rn, m)),
                    }
                }
                if taken < count {
                    errors.push(err(n, format!("{directive} {flag} announces {count} rules, {taken} follow")));
                }
                // Rules are numbered with 16 bits (RuleRef::index): a longer class is refused,
                // never wrapped (rule 65,536 would be taken for rule 0).
                if rules.len() > usize::from(u16::MAX) {
                    errors.push(err(n, format!("{directive} {flag} has {} rules; a class may have at most {}", rules.len(), u16::MAX)));
                }
                let class = AffixClass { flag, kind, cross_product, rules, line: n };
                match kind {
                    AffixKind::Prefix => aff.prefixes.insert(flag, class),
                    AffixKind::Suffix => aff.suffixes.insert(flag, class),
                };
            }
            d if TABLES.contains(&d) => {
                // The first line of a table carries its size; skip that many lines.
                if let Some(Ok(count)) = fields.get(1).map(|c| c.parse::<usize>()) {
                    let mut skipped = 0;
                    while skipped < count && i < lines.len() {
                        if lines[i].1.trim_start().starts_with(d) {
                            skipped += 1;
                            i += 1;
                        } else {
                            break;
                        }
                    }
                    if d == "AF" || d == "AM" {
                        aff.warnings.push(err(n, format!("{d} (flag/morphology aliases) is not supported; entries using aliases will be misread")));
                    }
                }
            }
            d if IGNORED.contains(&d) => {}
            d if UNSUPPORTED.contains(&d) => {
                aff.warnings.push(err(n, format!("{d} is not supported and is ignored")));
            }
            d => {
                aff.warnings.push(err(n, format!("unknown directive {d:?}, ignored")));
            }
        }
    }
    // A rule's continuation must name a class that exists.
    for class in aff.prefixes.values().chain(aff.suffixes.values()) {
        for r in &class.rules {
            for f in &r.continuation {
                if !aff.prefixes.contains_key(f)
                    && !aff.suffixes.contains_key(f)
                    && aff.forbidden_word != Some(*f)
                    && aff.no_suggest != Some(*f)
                {
                    aff.warnings.push(err(
                        r.line,
                        format!("continuation flag {f:?} names no affix class"),
                    ));
                }
            }
        }
    }
    errors.into_result(aff)
}

fn single_flag(s: &str) -> Option<Flag> {
    let mut c = s.chars();
    let f = c.next()?;
    c.next().is_none().then_some(f)
}

/// Parses `SFX flag strip add[/cont] [condition [morph...]]`.
fn parse_rule(f: &[&str]) -> Result<AffixRule, String> {
    if f.len() < 4 {
        return Err(format!(
            "{} rule has {} fields, expected at least 4 ({} flag strip add [condition])",
            f[0],
            f.len(),
            f[0]
        ));
    }
    let zero = |s: &str| {
        if s == "0" {
            String::new()
        } else {
            s.to_string()
        }
    };
    let strip = zero(f[2]);
    let (add, continuation) = match f[3].split_once('/') {
        Some((a, c)) => (zero(a), c.chars().collect()),
        None => (zero(f[3]), Vec::new()),
    };
    let condition = Condition::parse(f.get(4).copied().unwrap_or("."))?;
    let morph = (f.len() > 5).then(|| f[5..].join(" "));
    Ok(AffixRule {
        strip,
        add,
        continuation,
        condition,
        morph,
        line: 0,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conditions() {
        let c = Condition::parse("[^aeo]k").unwrap();
        assert!(c.matches_end("kluk"));
        assert!(!c.matches_end("oblak"));
        assert!(!c.matches_end("k"));
        assert!(Condition::parse(".").unwrap().matches_end(""));
        let p = Condition::parse("[aá]b").unwrap();
        assert!(p.matches_start("ábel"));
        assert!(!p.matches_start("bab"));
        assert!(Condition::parse("[ab").is_err());
        assert!(Condition::parse("a]").is_err());
        assert!(Condition::parse("[]").is_err());
    }

    #[test]
    fn parses_classes_and_rules() {
        let t = "SET UTF-8\nTRY abc\nREP 2\nREP a b\nREP b a\nFORBIDDENWORD q\n\nSFX P Y 2\nSFX P   0    ův/Y   [^aeo]  # possessive\nSFX P   ek   ku     ek\nPFX N N 1\nPFX N 0 ne .\n";
        let aff = parse_aff(Path::new("t.aff"), t).unwrap();
        assert_eq!(aff.forbidden_word, Some('q'));
        let p = &aff.suffixes[&'P'];
        assert!(p.cross_product);
        assert_eq!(p.rules.len(), 2);
        assert_eq!(p.rules[0].add, "ův");
        assert_eq!(p.rules[0].continuation, vec!['Y']);
        assert_eq!(p.rules[0].morph.as_deref(), Some("# possessive"));
        assert_eq!(p.rules[1].strip, "ek");
        assert_eq!(p.rules[1].line, 10);
        assert!(!aff.prefixes[&'N'].cross_product);
        // Y is not defined: a counted warning.
        assert_eq!(aff.warnings.len(), 1);
    }

    #[test]
    fn errors_name_lines() {
        let t = "SET ISO8859-2\nFLAG long\nSFX P Y 3\nSFX P 0 a [ab\nSFX P 0\n";
        let e = parse_aff(Path::new("t.aff"), t).unwrap_err().to_string();
        assert!(e.contains("t.aff:1: SET ISO8859-2"), "{e}");
        assert!(e.contains("t.aff:2: FLAG long"), "{e}");
        assert!(
            e.contains("t.aff:4: condition \"[ab\" has an unclosed `[`"),
            "{e}"
        );
        assert!(e.contains("t.aff:5: SFX rule has 3 fields"), "{e}");
        assert!(
            e.contains("t.aff:3: SFX P announces 3 rules, 2 follow"),
            "{e}"
        );
    }

    #[test]
    fn a_huge_rule_count_is_an_error_not_an_allocation() {
        // Found by the affix fuzz target (out of memory before the fix).
        let e = parse_aff(Path::new("t.aff"), "PFX B Y 111111111\n")
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("t.aff:1: PFX B announces 111111111 rules, 0 follow"),
            "{e}"
        );
    }

    #[test]
    fn unknown_and_unsupported_directives_are_warnings() {
        let aff = parse_aff(Path::new("t.aff"), "FOO bar\nNEEDAFFIX x\n").unwrap();
        assert_eq!(aff.warnings.len(), 2);
        assert!(aff.warnings[0]
            .to_string()
            .contains("t.aff:1: unknown directive \"FOO\""));
    }
}
