//! Generation of every form of a dictionary entry, as Hunspell accepts them.
//!
//! For an entry with flags, the forms are:
//!
//! 1. the word itself (`hrad`);
//! 2. the word with one suffix of each of its suffix classes whose strip and condition match
//!    (`hrad` + H `0 u .` → `hradu`);
//! 3. twofold suffixes: a suffix whose continuation names another suffix class takes one more
//!    suffix of that class (`otec` + P `0 ův/Y` → `otcův`... + Y `ův ova ův` → `otcova`);
//! 4. a prefix of each of its prefix classes on the word, and on each suffixed form when both
//!    classes allow cross product (`nést` + N → `nenést`, `nenesl`);
//! 5. a prefix that a suffix's continuation names, on that suffixed form (`rychlý` + y
//!    `ý ejší/E` → `rychlejší` + E `nej` → `nejrychlejší`).
//!
//! As in Hunspell, the part of the word left after stripping must not be empty.

use super::aff::{Aff, AffixClass, AffixRule, Flag};
use super::dic::DicEntry;

/// A rule of a class: its flag and its index in [`AffixClass::rules`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RuleRef {
    pub flag: Flag,
    pub index: u16,
}

/// Which rules made a form (`Derivation::default()` for the entry word itself).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Derivation {
    pub prefix: Option<RuleRef>,
    pub suffix: Option<RuleRef>,
    pub suffix2: Option<RuleRef>,
}

impl Aff {
    /// The rule a reference names.
    pub fn rule(&self, r: RuleRef) -> Option<&AffixRule> {
        self.class(r.flag)?.rules.get(r.index as usize)
    }

    /// An upper bound of the number of forms [`Aff::expand`] makes for an entry with these
    /// flags (counting every rule as if its condition matched), computed without expanding: an
    /// affix file whose cross products would make millions of forms per entry is refused when
    /// the dictionary is read, not discovered when memory runs out.
    pub fn form_bound(&self, flags: &[Flag]) -> u64 {
        let rules = |c: Option<&AffixClass>| c.map_or(0, |c| c.rules.len() as u64);
        let prefixes: Vec<&AffixClass> =
            flags.iter().filter_map(|f| self.prefixes.get(f)).collect();
        let all_prefixes: u64 = prefixes.iter().map(|c| c.rules.len() as u64).sum();
        let cross_prefixes: u64 = prefixes
            .iter()
            .filter(|c| c.cross_product)
            .map(|c| c.rules.len() as u64)
            .sum();
        let mut total = 1u64.saturating_add(all_prefixes);
        for f in flags {
            let Some(class) = self.suffixes.get(f) else {
                continue;
            };
            for rule in &class.rules {
                let twofold: u64 = rule
                    .continuation
                    .iter()
                    .map(|cf| rules(self.suffixes.get(cf)))
                    .sum();
                let licensed: u64 = rule
                    .continuation
                    .iter()
                    .map(|cf| rules(self.prefixes.get(cf)))
                    .sum();
                let on_each = 1 + if class.cross_product {
                    cross_prefixes
                } else {
                    0
                };
                let forms = (1 + twofold)
                    .saturating_mul(on_each)
                    .saturating_add(licensed);
                total = total.saturating_add(forms);
            }
        }
        total
    }

    /// Calls `out` for every form of the entry (the entry word first). Forms may repeat when
    /// different rules make the same string.
    pub fn expand(&self, entry: &DicEntry, out: &mut dyn FnMut(&str, Derivation)) {
        let word = entry.word.as_str();
        out(word, Derivation::default());
        let prefixes: Vec<&AffixClass> = entry
            .flags
            .iter()
            .filter_map(|f| self.prefixes.get(f))
            .collect();
        let mut buf = String::new();
        let mut buf2 = String::new();
        let mut pbuf = String::new();

        for &f in &entry.flags {
            let Some(class) = self.suffixes.get(&f) else {
                continue;
            };
            for (i, rule) in class.rules.iter().enumerate() {
                if !apply_suffix(word, rule, &mut buf) {
                    continue;
                }
                let d1 = Derivation {
                    suffix: Some(RuleRef {
                        flag: f,
                        index: i as u16,
                    }),
                    ..Derivation::default()
                };
                out(&buf, d1);
                // Prefixes on the suffixed form: the entry's own (cross product on both sides)
                // and those the suffix's continuation licenses.
                for p in &prefixes {
                    if p.cross_product && class.cross_product {
                        self.prefix_all(p, &buf, d1, &mut pbuf, out);
                    }
                }
                for cf in &rule.continuation {
                    if let Some(p) = self.prefixes.get(cf) {
                        self.prefix_all(p, &buf, d1, &mut pbuf, out);
                    }
                }
                // Twofold suffixes.
                for cf in &rule.continuation {
                    let Some(class2) = self.suffixes.get(cf) else {
                        continue;
                    };
                    for (j, rule2) in class2.rules.iter().enumerate() {
                        if !apply_suffix(&buf, rule2, &mut buf2) {
                            continue;
                        }
                        let d2 = Derivation {
                            suffix2: Some(RuleRef {
                                flag: *cf,
                                index: j as u16,
                            }),
                            ..d1
                        };
                        out(&buf2, d2);
                        for p in &prefixes {
                            if p.cross_product && class.cross_product {
                                self.prefix_all(p, &buf2, d2, &mut pbuf, out);
                            }
                        }
                    }
                }
            }
        }
        for p in &prefixes {
            self.prefix_all(p, word, Derivation::default(), &mut pbuf, out);
        }
    }

    fn prefix_all(
        &self,
        class: &AffixClass,
        word: &str,
        d: Derivation,
        buf: &mut String,
        out: &mut dyn FnMut(&str, Derivation),
    ) {
        for (i, rule) in class.rules.iter().enumerate() {
            if apply_prefix(word, rule, buf) {
                out(
                    buf,
                    Derivation {
                        prefix: Some(RuleRef {
                            flag: class.flag,
                            index: i as u16,
                        }),
                        ..d
                    },
                );
            }
        }
    }
}

/// Applies a suffix rule to `word` into `out`; false when strip or condition do not match.
fn apply_suffix(word: &str, rule: &AffixRule, out: &mut String) -> bool {
    if !word.ends_with(rule.strip.as_str()) || word.len() <= rule.strip.len() {
        return false;
    }
    if !rule.condition.matches_end(word) {
        return false;
    }
    out.clear();
    out.push_str(&word[..word.len() - rule.strip.len()]);
    out.push_str(&rule.add);
    true
}

/// Applies a prefix rule to `word` into `out`; false when strip or condition do not match.
fn apply_prefix(word: &str, rule: &AffixRule, out: &mut String) -> bool {
    if !word.starts_with(rule.strip.as_str()) || word.len() <= rule.strip.len() {
        return false;
    }
    if !rule.condition.matches_start(word) {
        return false;
    }
    out.clear();
    out.push_str(&rule.add);
    out.push_str(&word[rule.strip.len()..]);
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hunspell::{parse_aff, parse_dic};
    use std::path::Path;

    fn forms(aff: &str, dic: &str) -> Vec<String> {
        let aff = parse_aff(Path::new("t.aff"), aff).unwrap();
        let dic = parse_dic(Path::new("t.dic"), dic, &aff).unwrap();
        let mut out = Vec::new();
        for e in &dic.entries {
            aff.expand(e, &mut |w, _| out.push(w.to_string()));
        }
        out.sort();
        out.dedup();
        out
    }

    #[test]
    fn suffix_with_strip_and_condition() {
        let aff = "SFX Z Y 3\nSFX Z a y [^ghkr]a\nSFX Z ka ce ka\nSFX Z a ou a\n";
        assert_eq!(
            forms(aff, "2\nžena/Z\nruka/Z\n"),
            ["ruce", "ruka", "rukou", "žena", "ženou", "ženy"]
        );
    }

    #[test]
    fn cross_product_prefix() {
        let aff = "PFX N Y 1\nPFX N 0 ne .\nSFX A Y 1\nSFX A ést esl ést\n";
        assert_eq!(
            forms(aff, "1\nnést/AN\n"),
            ["nenesl", "nenést", "nesl", "nést"]
        );
        let aff = "PFX N N 1\nPFX N 0 ne .\nSFX A Y 1\nSFX A ést esl ést\n";
        assert_eq!(forms(aff, "1\nnést/AN\n"), ["nenést", "nesl", "nést"]);
    }

    #[test]
    fn twofold_suffix_and_licensed_prefix() {
        let aff = "SFX P Y 1\nSFX P ec cův/Y ec\nSFX Y Y 2\nSFX Y ův ova ův\nSFX Y ův ovo ův\nSFX y Y 1\nSFX y ý ejší/E ý\nPFX E Y 1\nPFX E 0 nej .\n";
        assert_eq!(
            forms(aff, "1\notec/P\n"),
            ["otcova", "otcovo", "otcův", "otec"]
        );
        assert_eq!(
            forms(aff, "1\nrychlý/y\n"),
            ["nejrychlejší", "rychlejší", "rychlý"]
        );
    }

    #[test]
    fn strip_may_not_consume_the_word() {
        let aff = "SFX S Y 1\nSFX S ek ku ek\n";
        assert_eq!(forms(aff, "2\nek/S\nhrnek/S\n"), ["ek", "hrnek", "hrnku"]);
    }

    #[test]
    fn derivations_name_their_rules() {
        let aff = parse_aff(Path::new("t.aff"), "SFX H Y 2\nSFX H 0 u .\nSFX H 0 em .\n").unwrap();
        let dic = parse_dic(Path::new("t.dic"), "1\nhrad/H\n", &aff).unwrap();
        let mut got = Vec::new();
        aff.expand(&dic.entries[0], &mut |w, d| got.push((w.to_string(), d)));
        assert_eq!(got[0].1, Derivation::default());
        assert_eq!(got[2].0, "hradem");
        let r = got[2].1.suffix.unwrap();
        assert_eq!(aff.rule(r).unwrap().add, "em");
    }
}
