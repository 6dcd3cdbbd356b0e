//! Lexicon files: FST sets written atomically, opened memory-mapped, described by a manifest.
//!
//! A lexicon is an `fst::Set` of NFC lowercase UTF-8 words (`output/scrabble-plus.fst`). Words are
//! inserted in byte order, as the fst crate requires; listings for people are re-sorted in Czech
//! order by [`crate::text::sort_czech`]. Every file of `output/` is written to a temporary file in
//! the same directory, flushed, synced and renamed over the final path, so a reader never sees a
//! half-written lexicon, even if the build is killed.
//!
//! `output/manifest.json` says what a build read (source files and rules with their SHA-256), what
//! it wrote (each lexicon's word count, size and SHA-256, counts per length) and with which tool
//! version. It holds no timestamp: the same inputs give a byte-identical output directory.

use std::collections::BTreeMap;
use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// Errors of reading or writing lexicon files.
#[derive(Debug, thiserror::Error)]
pub enum LexiconError {
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        #[source]
        source: std::io::Error,
    },
    #[error("{path}: not a valid lexicon file ({reason}); rebuild it with `heslar build`")]
    Corrupt { path: PathBuf, reason: String },
    #[error("{path}: the lexicon's SHA-256 is {actual}, the manifest says {expected}; the file was changed or truncated after the build: rebuild it with `heslar build`")]
    HashMismatch {
        path: PathBuf,
        expected: String,
        actual: String,
    },
    #[error("no lexicon {name:?} in {dir}; built lexicons: {known}")]
    Unknown {
        name: String,
        dir: PathBuf,
        known: String,
    },
    #[error("{path}: {reason}")]
    Manifest { path: PathBuf, reason: String },
}

fn io_err(path: &Path) -> impl FnOnce(std::io::Error) -> LexiconError + '_ {
    move |source| LexiconError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// Hex SHA-256 of bytes.
pub fn sha256_hex(bytes: &[u8]) -> String {
    let d = Sha256::digest(bytes);
    d.iter().map(|b| format!("{b:02x}")).collect()
}

/// Writes `bytes` to `path` atomically: a temporary file beside it, fsync, rename.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> Result<(), LexiconError> {
    write_atomic_with(path, |w| w.write_all(bytes))
}

/// Like [`write_atomic`], with a writer callback (for large outputs streamed to disk).
pub fn write_atomic_with(
    path: &Path,
    fill: impl FnOnce(&mut BufWriter<File>) -> std::io::Result<()>,
) -> Result<(), LexiconError> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.tmp-{}", std::process::id()));
    let result = (|| {
        let f = File::create(&tmp)?;
        let mut w = BufWriter::new(f);
        fill(&mut w)?;
        let f = w.into_inner().map_err(|e| e.into_error())?;
        f.sync_all()?;
        std::fs::rename(&tmp, path)?;
        // Make the rename itself durable.
        if let Ok(d) = File::open(dir) {
            let _ = d.sync_all();
        }
        Ok(())
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result.map_err(io_err(path))
}

/// Removes temporary files a killed build left in an output directory (`.NAME.tmp-PID`).
pub fn remove_stale_temporaries(dir: &Path) {
    if let Ok(rd) = std::fs::read_dir(dir) {
        for e in rd.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') && name.contains(".tmp-") {
                let _ = std::fs::remove_file(e.path());
            }
        }
    }
}

/// Builds the bytes of an fst set from words that are sorted in byte order and deduplicated.
pub fn fst_bytes<'a>(words: impl IntoIterator<Item = &'a str>) -> Result<Vec<u8>, fst::Error> {
    let mut b = fst::SetBuilder::memory();
    for w in words {
        b.insert(w)?;
    }
    b.into_inner()
}

/// One lexicon's entry in the manifest.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct LexiconInfo {
    pub name: String,
    pub title: String,
    pub file: String,
    pub words: u64,
    pub bytes: u64,
    pub sha256: String,
    /// SHA-256 of the game's own rules file.
    pub rules_sha256: String,
    /// Number of words per length in letters.
    pub words_by_length: BTreeMap<usize, u64>,
    /// Notes a maintainer must know (e.g. which sources stand in for the ones the rules name).
    #[serde(default)]
    pub notes: Vec<String>,
    /// The game's tiles (`alphabets/<name>.tsv` in the output directory), for search.
    #[serde(default)]
    pub alphabet: Option<String>,
    /// The game's card deck (`alphabets/<name>.tsv` in the output directory), for search.
    #[serde(default)]
    pub deck: Option<String>,
    /// The fewest letters, tiles or cards of a word.
    #[serde(default)]
    pub min_length: usize,
}

/// A file that went into the build.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct InputFile {
    pub path: String,
    pub sha256: String,
}

/// `output/manifest.json`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct Manifest {
    pub tool: String,
    pub format_version: u32,
    /// Source files by source id.
    pub sources: BTreeMap<String, Vec<InputFile>>,
    /// Every file under `rules/` that the build read.
    pub rules: Vec<InputFile>,
    /// SHA-256 over all rules files (paths and contents).
    pub rules_sha256: String,
    pub lexicons: Vec<LexiconInfo>,
    /// Headword counts per source and rule (the build report's summary).
    pub report: serde_json::Value,
}

pub const MANIFEST: &str = "manifest.json";
/// Every word of the build → the id of the headword that makes it (an fst map).
pub const LEMMAS_FST: &str = "lemmas.fst";
/// `id headword source line` of the ids in [`LEMMAS_FST`].
pub const LEMMAS_TSV: &str = "lemmas.tsv";
pub const FORMAT_VERSION: u32 = 1;

impl Manifest {
    pub fn load(dir: &Path) -> Result<Manifest, LexiconError> {
        let path = dir.join(MANIFEST);
        let bytes = std::fs::read(&path).map_err(io_err(&path))?;
        let m: Manifest = serde_json::from_slice(&bytes).map_err(|e| LexiconError::Manifest {
            path: path.clone(),
            reason: format!("not a heslar manifest: {e}"),
        })?;
        if m.format_version != FORMAT_VERSION {
            return Err(LexiconError::Manifest {
                path,
                reason: format!(
                    "format version {} (this heslar reads {FORMAT_VERSION}); rebuild with `heslar build`",
                    m.format_version
                ),
            });
        }
        Ok(m)
    }

    pub fn lexicon(&self, name: &str) -> Option<&LexiconInfo> {
        self.lexicons.iter().find(|l| l.name == name)
    }

    pub fn names(&self) -> Vec<&str> {
        self.lexicons.iter().map(|l| l.name.as_str()).collect()
    }
}

/// An open lexicon: a memory-mapped fst set.
pub struct Lexicon {
    pub info: LexiconInfo,
    pub set: fst::Set<memmap2::Mmap>,
}

impl Lexicon {
    /// Opens a lexicon by name from an output directory.
    ///
    /// The file is checked against the manifest's size; with `verify`, its SHA-256 as well (a
    /// full read, which `check` skips for speed). A truncated or corrupt file is an error, never
    /// a panic.
    pub fn open(
        dir: &Path,
        manifest: &Manifest,
        name: &str,
        verify: bool,
    ) -> Result<Lexicon, LexiconError> {
        let info = manifest
            .lexicon(name)
            .ok_or_else(|| LexiconError::Unknown {
                name: name.to_string(),
                dir: dir.to_path_buf(),
                known: manifest.names().join(", "),
            })?
            .clone();
        let path = dir.join(&info.file);
        let file = File::open(&path).map_err(io_err(&path))?;
        // SAFETY: the file is only read. heslar replaces lexicons by rename, never in place, so
        // the mapped inode is not modified by our own builds while it is mapped.
        let mmap = unsafe { memmap2::Mmap::map(&file) }.map_err(io_err(&path))?;
        if mmap.len() as u64 != info.bytes {
            return Err(LexiconError::Corrupt {
                path,
                reason: format!("{} bytes, the manifest says {}", mmap.len(), info.bytes),
            });
        }
        if verify {
            let actual = sha256_hex(&mmap);
            if actual != info.sha256 {
                return Err(LexiconError::HashMismatch {
                    path,
                    expected: info.sha256.clone(),
                    actual,
                });
            }
        }
        let set = fst::Set::new(mmap).map_err(|e| LexiconError::Corrupt {
            path: path.clone(),
            reason: e.to_string(),
        })?;
        // The fst's own CRC32C checksum: a flipped byte is an error here, not a wrong answer
        // (or a panic) later. It reads the file once (about a millisecond for 1.6 MB).
        set.as_fst().verify().map_err(|e| LexiconError::Corrupt {
            path: path.clone(),
            reason: format!("checksum: {e}"),
        })?;
        Ok(Lexicon { info, set })
    }

    pub fn contains(&self, word: &str) -> bool {
        self.set.contains(word)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn atomic_write_replaces_and_leaves_no_temp() {
        let d = tempfile::tempdir().unwrap();
        let p = d.path().join("x.fst");
        write_atomic(&p, b"one").unwrap();
        write_atomic(&p, b"two").unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"two");
        let names: Vec<_> = std::fs::read_dir(d.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names.len(), 1);
    }

    #[test]
    fn fst_roundtrip() {
        let b = fst_bytes(["auto", "hrad", "ženě"]).unwrap();
        let s = fst::Set::new(b).unwrap();
        assert!(s.contains("ženě"));
        assert!(!s.contains("žena"));
        assert!(fst_bytes(["b", "a"]).is_err());
    }
}
