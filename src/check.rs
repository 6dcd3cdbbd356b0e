//! `heslar check`: are the words of one move admissible in the lexicons asked?
//!
//! The library answers with typed values ([`WordVerdict`], [`MoveVerdict`]); the command formats
//! them. Input words are normalised first (`ŽENĚ` → `ženě`, see [`crate::text::normalize_word`]);
//! a word that cannot be normalised (empty, white space inside) is not admissible and says why.

use std::path::Path;

use crate::lexicon::{with_snapshot, Lexicon, LexiconError, Manifest};
use crate::text::{normalize_word, NormalizeError};

/// Lexicons opened for checking, in the order asked.
pub struct Checker {
    pub manifest: Manifest,
    pub lexicons: Vec<Lexicon>,
}

impl Checker {
    /// Opens the named lexicons of an output directory; all built lexicons when `names` is empty.
    ///
    /// The lexicons are read from one build, verified against its manifest
    /// ([`crate::lexicon::with_snapshot`], [`Lexicon::open`]).
    pub fn open(dir: &Path, names: &[String]) -> Result<Checker, LexiconError> {
        with_snapshot(dir, |snap| {
            let manifest = snap.manifest.clone();
            let names: Vec<String> = if names.is_empty() {
                manifest.names().iter().map(|s| s.to_string()).collect()
            } else {
                names.to_vec()
            };
            // Each lexicon on its own thread: a file the verification cache does not know is
            // hashed and walked in full, which the cores share.
            let lexicons = std::thread::scope(|scope| {
                let handles: Vec<_> = names
                    .iter()
                    .map(|n| scope.spawn(move || snap.lexicon(n)))
                    .collect();
                handles
                    .into_iter()
                    .zip(&names)
                    .map(|(h, n)| {
                        h.join().unwrap_or_else(|_| {
                            Err(LexiconError::Corrupt {
                                path: snap.dir.join(format!("{n}.fst")),
                                reason: "verification failed".into(),
                            })
                        })
                    })
                    .collect::<Result<Vec<_>, _>>()
            })?;
            Ok(Checker { manifest, lexicons })
        })
    }

    /// Judges one word in every open lexicon.
    pub fn check_word(&self, input: &str) -> WordVerdict {
        match normalize_word(input) {
            Ok(word) => WordVerdict {
                input: input.to_string(),
                admissible: self.lexicons.iter().map(|l| l.contains(&word)).collect(),
                word: Ok(word),
            },
            Err(e) => WordVerdict {
                input: input.to_string(),
                admissible: vec![false; self.lexicons.len()],
                word: Err(e),
            },
        }
    }

    /// Batch mode's fast path: the normalised word (borrowed when the input already is one) and
    /// its verdict per lexicon in `out`.
    pub fn check_into<'a>(
        &self,
        input: &'a str,
        out: &mut Vec<bool>,
    ) -> Result<std::borrow::Cow<'a, str>, NormalizeError> {
        out.clear();
        match crate::text::normalize_cow(input) {
            Ok(w) => {
                out.extend(self.lexicons.iter().map(|l| l.contains(&w)));
                Ok(w)
            }
            Err(e) => {
                out.extend(self.lexicons.iter().map(|_| false));
                Err(e)
            }
        }
    }

    /// Judges the words of one move: admissible in a lexicon when every word is.
    pub fn check_move<S: AsRef<str>>(&self, words: &[S]) -> MoveVerdict {
        let words: Vec<WordVerdict> = words.iter().map(|w| self.check_word(w.as_ref())).collect();
        let admissible = (0..self.lexicons.len())
            .map(|i| !words.is_empty() && words.iter().all(|w| w.admissible[i]))
            .collect();
        MoveVerdict { words, admissible }
    }

    pub fn names(&self) -> Vec<&str> {
        self.lexicons.iter().map(|l| l.info.name.as_str()).collect()
    }
}

/// The verdict on one word, per lexicon (in the checker's order).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WordVerdict {
    pub input: String,
    /// The normalised word, or why the input is not a word.
    pub word: Result<String, NormalizeError>,
    pub admissible: Vec<bool>,
}

/// The verdict on a whole move, per lexicon.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MoveVerdict {
    pub words: Vec<WordVerdict>,
    pub admissible: Vec<bool>,
}

impl MoveVerdict {
    /// True when the move is admissible in every lexicon asked.
    pub fn all_admissible(&self) -> bool {
        self.admissible.iter().all(|&a| a)
    }

    /// The verdicts as JSON (`check --json`, the HTTP API's `/api/check`):
    ///
    /// ```json
    /// {"lexicons": [{"name": "scrabble-plus", "version": "3f1c…", "words": 2662510, …}],
    ///  "words": [{"input": "ŽENĚ", "word": "ženě", "admissible": {"scrabble-plus": true}}],
    ///  "move": {"scrabble-plus": true}, "admissible": true}
    /// ```
    ///
    /// A word that is not one has `"error"` in place of `"word"` and `"admissible"`.
    pub fn to_json(&self, checker: &Checker) -> serde_json::Value {
        use serde_json::{json, Map, Value};
        let names = checker.names();
        let per_lexicon = |v: &[bool]| -> Map<String, Value> {
            names
                .iter()
                .zip(v)
                .map(|(n, &a)| (n.to_string(), Value::Bool(a)))
                .collect()
        };
        let words: Vec<Value> = self
            .words
            .iter()
            .map(|w| match &w.word {
                Ok(word) => json!({
                    "input": w.input,
                    "word": word,
                    "admissible": per_lexicon(&w.admissible),
                }),
                Err(e) => json!({ "input": w.input, "error": e.to_string() }),
            })
            .collect();
        json!({
            "lexicons": checker.lexicons.iter().map(|l| lexicon_json(&l.info)).collect::<Vec<_>>(),
            "words": words,
            "move": per_lexicon(&self.admissible),
            "admissible": self.all_admissible(),
        })
    }
}

/// A lexicon as answers name it: name, title, version (the first 12 hex digits of the SHA-256
/// of its file, as the judge screen shows it), word count.
pub fn lexicon_json(info: &crate::lexicon::LexiconInfo) -> serde_json::Value {
    serde_json::json!({
        "name": info.name,
        "title": info.title,
        "version": version(info),
        "words": info.words,
    })
}

/// The version of a lexicon shown to players: the first 12 hex digits of its SHA-256.
pub fn version(info: &crate::lexicon::LexiconInfo) -> &str {
    info.sha256.get(..12).unwrap_or(&info.sha256)
}
