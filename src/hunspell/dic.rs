//! The Hunspell dictionary file (`.dic`): a count line, then `word[/flags]` per line.
//!
//! ```text
//! 261167
//! hrad/HR          # the noun hrad with suffix classes H and R
//! ženě             # a flagless entry (here: a form of žena listed on its own)
//! ```
//!
//! `\/` escapes a slash in the word; whitespace after the flags starts morphological fields,
//! which cs_CZ does not use and we ignore. A flag that no class defines is a counted warning
//! (cs_CZ has `?` and `v` on about 105 entries); the entry is kept with its known flags.

use std::path::Path;

use crate::error::{numbered_lines, FileErrors, LineError};

use super::aff::{Aff, Flag};

/// One dictionary entry.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct DicEntry {
    pub word: String,
    pub flags: Vec<Flag>,
    /// 1-based line in the `.dic` (of a derived entry: its base's line).
    pub line: usize,
    /// Set when heslar made the entry from another one by a rule of the grammar: no line of the
    /// `.dic` lists it (src/degree.rs, [`crate::degree::regular_comparative`]).
    pub derived: Option<Box<DerivedEntry>>,
}

/// An entry heslar derives from an entry of the dictionary: the regular comparative of a
/// gradable positive whose comparative the dictionary does not list but text uses
/// (křupavější of `křupavý/YKRN`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct DerivedEntry {
    /// The entry it is made from (křupavý).
    pub base: String,
    /// The rule and its evidence, for `check --explain`.
    pub why: String,
}

impl DicEntry {
    pub fn has(&self, f: Flag) -> bool {
        self.flags.contains(&f)
    }

    /// The flags as a string, in the dictionary's order (`HR`).
    pub fn flag_string(&self) -> String {
        self.flags.iter().collect()
    }
}

/// A parsed dictionary with its counted warnings.
#[derive(Debug, Clone, Default)]
pub struct Dic {
    pub entries: Vec<DicEntry>,
    pub warnings: Vec<LineError>,
}

/// Parses a `.dic` against its affix file (to know which flags exist).
/// The most forms one entry may make (the largest Czech Hunspell entries make a few thousand).
pub const MAX_FORMS_PER_ENTRY: u64 = 100_000;

pub fn parse_dic(path: &Path, text: &str, aff: &Aff) -> Result<Dic, FileErrors> {
    let mut form_bounds: std::collections::HashMap<Vec<super::aff::Flag>, u64> =
        std::collections::HashMap::new();
    let mut errors = FileErrors::new();
    let mut dic = Dic::default();
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut lines = numbered_lines(text).skip_while(|(_, l)| l.trim().is_empty());
    let declared = match lines.next() {
        Some((n, l)) => match l.trim().parse::<usize>() {
            Ok(c) => Some((n, c)),
            Err(_) => {
                errors.push(LineError::new(
                    path,
                    n,
                    format!(
                        "the first line must be the number of entries, found {:?}",
                        l.trim()
                    ),
                ));
                None
            }
        },
        None => {
            return Err(LineError::new(
                path,
                0,
                "the file is empty: expected the number of entries, then one entry per line",
            )
            .into());
        }
    };
    let mut unknown = 0usize;
    for (n, raw) in lines {
        let line = raw.trim_end();
        if line.trim().is_empty() {
            continue;
        }
        if let Some(c) = line.chars().find(|c| c.is_control() && *c != '\t') {
            errors.push(LineError::new(
                path,
                n,
                format!("control character U+{:04X}", c as u32),
            ));
            continue;
        }
        // The word ends at the first unescaped '/' or at white space.
        let mut word = String::new();
        let mut flags_text = "";
        let mut chars = line.char_indices().peekable();
        while let Some((i, c)) = chars.next() {
            match c {
                '\\' if matches!(chars.peek(), Some((_, '/'))) => {
                    word.push('/');
                    chars.next();
                }
                '/' => {
                    let rest = &line[i + 1..];
                    flags_text = rest.split(char::is_whitespace).next().unwrap_or("");
                    break;
                }
                c if c.is_whitespace() => break,
                c => word.push(c),
            }
        }
        if word.is_empty() {
            errors.push(LineError::new(path, n, "empty word"));
            continue;
        }
        let mut flags = Vec::with_capacity(flags_text.len());
        for f in flags_text.chars() {
            if aff.knows(f) {
                if !flags.contains(&f) {
                    flags.push(f);
                }
            } else {
                unknown += 1;
                dic.warnings.push(LineError::new(
                    path,
                    n,
                    format!("{word}: flag {f:?} is defined in no affix class; ignored"),
                ));
            }
        }
        let bound = *form_bounds
            .entry(flags.clone())
            .or_insert_with(|| aff.form_bound(&flags));
        if bound > MAX_FORMS_PER_ENTRY {
            errors.push(LineError::new(
                path,
                n,
                format!(
                    "{word}: its flags can make up to {bound} forms; heslar expands at most \
                     {MAX_FORMS_PER_ENTRY} per entry (an affix cross product too large to be a \
                     word's paradigm)"
                ),
            ));
            continue;
        }
        dic.entries.push(DicEntry {
            word,
            flags,
            line: n,
            derived: None,
        });
    }
    if let Some((n, declared)) = declared {
        if declared != dic.entries.len() {
            dic.warnings.push(LineError::new(
                path,
                n,
                format!(
                    "the first line announces {declared} entries, the file has {}",
                    dic.entries.len()
                ),
            ));
        }
    }
    let _ = unknown;
    errors.into_result(dic)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::hunspell::parse_aff;

    fn aff() -> Aff {
        parse_aff(
            Path::new("t.aff"),
            "SFX H Y 1\nSFX H 0 u .\nFORBIDDENWORD q\n",
        )
        .unwrap()
    }

    #[test]
    fn entries_flags_escapes_and_fields() {
        let d = parse_dic(
            Path::new("t.dic"),
            "4\nhrad/H\nidee/q\nand\\/or\ndub/H po:noun\n",
            &aff(),
        )
        .unwrap();
        let w: Vec<(&str, String)> = d
            .entries
            .iter()
            .map(|e| (e.word.as_str(), e.flag_string()))
            .collect();
        assert_eq!(
            w,
            [
                ("hrad", "H".into()),
                ("idee", "q".into()),
                ("and/or", "".into()),
                ("dub", "H".into())
            ]
        );
        assert_eq!(d.entries[3].line, 5);
        assert!(d.warnings.is_empty());
    }

    #[test]
    fn unknown_flags_and_wrong_count_are_warnings() {
        let d = parse_dic(Path::new("t.dic"), "3\ntrogon/?\nhrad/HX\n", &aff()).unwrap();
        assert_eq!(d.entries.len(), 2);
        assert_eq!(d.entries[1].flags, vec!['H']);
        let w: Vec<String> = d.warnings.iter().map(|w| w.to_string()).collect();
        assert!(w[0].contains("t.dic:2: trogon: flag '?'"), "{w:?}");
        assert!(w
            .last()
            .unwrap()
            .contains("t.dic:1: the first line announces 3 entries, the file has 2"));
    }

    #[test]
    fn bad_count_line_and_empty_file_are_errors() {
        let e = parse_dic(Path::new("t.dic"), "hrad\n", &aff()).unwrap_err();
        assert!(e
            .to_string()
            .contains("t.dic:1: the first line must be the number"));
        let e = parse_dic(Path::new("t.dic"), "", &aff()).unwrap_err();
        assert!(e.to_string().contains("t.dic: the file is empty"));
    }
}
