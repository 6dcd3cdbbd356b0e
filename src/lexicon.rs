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

impl LexiconError {
    fn manifest(path: &Path, reason: impl Into<String>) -> LexiconError {
        LexiconError::Manifest {
            path: path.to_path_buf(),
            reason: reason.into(),
        }
    }
}

/// True for names a rules file may give a lexicon, alphabet or deck: `[a-z0-9-]+`, at most 64
/// characters, not starting with `-`, and not one of [`RESERVED_NAMES`] (nor `gen-...`).
pub fn is_identifier(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 64
        && !name.starts_with('-')
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// Why a name cannot name a lexicon, alphabet or deck, if it cannot.
pub fn name_problem(name: &str) -> Option<String> {
    if !is_identifier(name) {
        Some(format!(
            "{name:?} is not a name: use lowercase ASCII letters, digits and `-` (at most 64)"
        ))
    } else if RESERVED_NAMES.contains(&name) || name.starts_with("gen-") {
        Some(format!(
            "{name:?} is reserved for heslar's own files in output/; choose another name"
        ))
    } else {
        None
    }
}

fn is_sha256(s: &str) -> bool {
    s.len() == 64
        && s.bytes()
            .all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

/// A relative `/`-separated path of plain names (no `..`, no root, no control characters).
fn is_plain_relative(p: &str) -> bool {
    !p.is_empty()
        && p.len() <= 4096
        && !p.chars().any(char::is_control)
        && p.split('/')
            .all(|c| !c.is_empty() && c != "." && c != ".." && !c.contains('\\'))
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
    /// Every other file of the build (`lemmas.fst`, `lemmas.tsv`, `report.json`,
    /// `rejected.tsv`, `alphabets/*.tsv`) with its size and SHA-256: queries read them verified.
    #[serde(default)]
    pub files: Vec<OutputFile>,
    /// Where the build read its sources and rules (absolute paths), so that `check --explain`
    /// and the lookup page find them without flags. Absent in manifests of older builds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub inputs: Option<BuildInputs>,
}

/// The input directories of a build, as its manifest records them.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct BuildInputs {
    pub sources_dir: PathBuf,
    pub rules_dir: PathBuf,
    /// The build let `sources.toml` name files outside the sources directory.
    #[serde(default)]
    pub allow_outside: bool,
}

impl BuildInputs {
    /// The inputs of a build plan, made absolute.
    pub fn of(options: &crate::build::BuildOptions) -> BuildInputs {
        let abs = |p: &Path| std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf());
        BuildInputs {
            sources_dir: abs(&options.sources_dir),
            rules_dir: abs(&options.rules_dir),
            allow_outside: options.allow_outside,
        }
    }
}

/// A file of the build other than a lexicon, as the manifest records it.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq, Eq)]
pub struct OutputFile {
    /// Relative to the build directory, `/`-separated (`alphabets/scrabble.tsv`).
    pub path: String,
    pub bytes: u64,
    pub sha256: String,
}

pub const MANIFEST: &str = "manifest.json";
/// Every word of the build → the id of the headword that makes it (an fst map).
pub const LEMMAS_FST: &str = "lemmas.fst";
/// `id headword source line` of the ids in [`LEMMAS_FST`].
pub const LEMMAS_TSV: &str = "lemmas.tsv";
/// 2: the build lives in `output/current` and the manifest lists every file with its hash.
pub const FORMAT_VERSION: u32 = 2;
/// The largest manifest heslar reads (a real one is a few kilobytes).
const MAX_MANIFEST_BYTES: u64 = 16 << 20;
/// The largest lexicon or index file heslar maps (real ones are 2 to 60 MB).
pub const MAX_FILE_BYTES: u64 = 4 << 30;
/// The most words a lexicon may claim (PLUS has 3.4 M).
pub const MAX_WORDS: u64 = 1 << 31;
/// Names the build uses for its own files and directories: no lexicon, alphabet or deck may take
/// them (a game named `lemmas` would overwrite the lemma index).
pub const RESERVED_NAMES: &[&str] = &[
    "lemmas",
    "manifest",
    "report",
    "rejected",
    "current",
    "alphabets",
    "lock",
    "verified",
    "staging",
    "output",
    "sources",
    "rules",
];

impl Manifest {
    /// The manifest of the build an output directory holds now (see [`Snapshot::open`]),
    /// validated.
    pub fn load(output: &Path) -> Result<Manifest, LexiconError> {
        Ok(Snapshot::open(output)?.manifest)
    }

    /// Reads and validates `manifest.json` of a build directory.
    pub fn load_build(dir: &Path) -> Result<Manifest, LexiconError> {
        let path = dir.join(MANIFEST);
        let bytes = crate::error::read_regular(&path, MAX_MANIFEST_BYTES).map_err(|e| {
            LexiconError::Io {
                path: path.clone(),
                source: e,
            }
        })?;
        let m: Manifest = serde_json::from_slice(&bytes)
            .map_err(|e| LexiconError::manifest(&path, format!("not a heslar manifest: {e}")))?;
        if m.format_version != FORMAT_VERSION {
            return Err(LexiconError::manifest(
                &path,
                format!(
                    "format version {} (this heslar reads {FORMAT_VERSION}); rebuild with `heslar build`",
                    m.format_version
                ),
            ));
        }
        m.validate().map_err(|r| LexiconError::manifest(&path, r))?;
        Ok(m)
    }

    /// Checks every field a query relies on, so that a hand-edited or damaged manifest is an
    /// error here and never a panic, a huge allocation or a path outside the build later.
    pub fn validate(&self) -> Result<(), String> {
        let text_ok = |s: &str| s.len() <= 4096 && !s.chars().any(char::is_control);
        if !text_ok(&self.tool) {
            return Err("the tool field has control characters or is too long".into());
        }
        if self.lexicons.is_empty() {
            return Err("the manifest lists no lexicon; rebuild with `heslar build`".into());
        }
        if !is_sha256(&self.rules_sha256) {
            return Err(format!(
                "rules_sha256 {:?} is not a SHA-256",
                self.rules_sha256
            ));
        }
        let inputs = self.sources.values().flatten().chain(&self.rules);
        for id in self.sources.keys() {
            if !text_ok(id) {
                return Err(format!("source id {id:?} has control characters"));
            }
        }
        for f in inputs {
            if !is_sha256(&f.sha256) || !text_ok(&f.path) {
                return Err(format!("input file {:?}: bad path or SHA-256", f.path));
            }
        }
        let mut names = std::collections::BTreeSet::new();
        for l in &self.lexicons {
            if let Some(p) = name_problem(&l.name) {
                return Err(format!("lexicon name: {p}"));
            }
            if !names.insert(l.name.as_str()) {
                return Err(format!("lexicon {:?} is listed twice", l.name));
            }
            if l.file != format!("{}.fst", l.name) {
                return Err(format!(
                    "lexicon {:?}: file {:?} (expected {}.fst)",
                    l.name, l.file, l.name
                ));
            }
            if !is_sha256(&l.sha256) || !is_sha256(&l.rules_sha256) {
                return Err(format!("lexicon {:?}: a SHA-256 is malformed", l.name));
            }
            if l.bytes > MAX_FILE_BYTES || l.words > MAX_WORDS {
                return Err(format!(
                    "lexicon {:?}: {} words in {} bytes is beyond heslar's limits",
                    l.name, l.words, l.bytes
                ));
            }
            let sum = l
                .words_by_length
                .values()
                .try_fold(0u64, |a, &n| a.checked_add(n));
            if sum != Some(l.words) {
                return Err(format!(
                    "lexicon {:?}: the counts per length do not add up to {} words",
                    l.name, l.words
                ));
            }
            if !text_ok(&l.title) || l.notes.iter().any(|n| !text_ok(n)) {
                return Err(format!(
                    "lexicon {:?}: title or notes have control characters",
                    l.name
                ));
            }
            for a in l.alphabet.iter().chain(l.deck.iter()) {
                if !is_identifier(a) {
                    return Err(format!(
                        "lexicon {:?}: alphabet or deck {a:?} is not a name",
                        l.name
                    ));
                }
            }
            if l.min_length > 1000 {
                return Err(format!("lexicon {:?}: min_length {}", l.name, l.min_length));
            }
        }
        for f in &self.files {
            if !is_plain_relative(&f.path) || !is_sha256(&f.sha256) || f.bytes > MAX_FILE_BYTES {
                return Err(format!("file {:?}: bad path, size or SHA-256", f.path));
            }
        }
        Ok(())
    }

    /// A lexicon by its name, or by its short name ([`crate::games::full_name`]: `plus`,
    /// `klasik`, `kk`) when no lexicon has that name itself.
    pub fn lexicon(&self, name: &str) -> Option<&LexiconInfo> {
        self.lexicons.iter().find(|l| l.name == name).or_else(|| {
            let full = crate::games::full_name(name)?;
            self.lexicons.iter().find(|l| l.name == full)
        })
    }

    pub fn names(&self) -> Vec<&str> {
        self.lexicons.iter().map(|l| l.name.as_str()).collect()
    }

    /// The record of a file of the build other than a lexicon.
    pub fn file(&self, path: &str) -> Option<&OutputFile> {
        self.files.iter().find(|f| f.path == path)
    }
}

/// One build as queries see it: the directory `output/current` pointed to when it was opened,
/// and its validated manifest. Everything a query reads comes from this one directory, so a
/// build that swaps in meanwhile is never mixed in.
#[derive(Debug, Clone)]
pub struct Snapshot {
    /// The output directory as the user named it.
    pub output: PathBuf,
    /// The build directory (`output/gen-…`, or `output` itself for a directory that holds a
    /// build directly, such as a copy of one).
    pub dir: PathBuf,
    pub manifest: Manifest,
}

impl Snapshot {
    /// Resolves `output/current` (see [`crate::output`]) and loads the manifest of that build.
    pub fn open(output: &Path) -> Result<Snapshot, LexiconError> {
        let dir = crate::output::resolve(output)?;
        let manifest = Manifest::load_build(&dir)?;
        Ok(Snapshot {
            output: output.to_path_buf(),
            dir,
            manifest,
        })
    }

    /// Opens a lexicon of this build, verified (see [`Lexicon::open`]).
    pub fn lexicon(&self, name: &str) -> Result<Lexicon, LexiconError> {
        Lexicon::open(self, name)
    }

    /// The bytes of a file of the build (`alphabets/scrabble.tsv`, `lemmas.tsv`), checked
    /// against the manifest's size and SHA-256.
    pub fn read_file(&self, rel: &str) -> Result<Vec<u8>, LexiconError> {
        let path = self.dir.join(rel);
        let info = self
            .manifest
            .file(rel)
            .ok_or_else(|| LexiconError::Corrupt {
                path: path.clone(),
                reason: "the manifest does not list this file".into(),
            })?;
        let bytes = crate::error::read_regular(&path, MAX_FILE_BYTES).map_err(io_err(&path))?;
        check_bytes(&path, &bytes, info.bytes, &info.sha256)?;
        Ok(bytes)
    }

    /// The lemma index (`lemmas.fst`), verified like a lexicon.
    pub fn lemma_map(&self) -> Result<fst::Map<memmap2::Mmap>, LexiconError> {
        let info = self
            .manifest
            .file(LEMMAS_FST)
            .ok_or_else(|| LexiconError::Corrupt {
                path: self.dir.join(LEMMAS_FST),
                reason: "the manifest does not list the lemma index".into(),
            })?;
        let raw = open_verified_fst(&self.dir, LEMMAS_FST, info.bytes, &info.sha256, None, true)?;
        Ok(fst::Map::from(raw))
    }
}

/// Opens a snapshot of `output` and runs `f` on it. When `f` fails while a build swapped in
/// meanwhile (and may have removed the files of the build `f` was reading), it starts again on
/// the new build: a query never fails because a build finished under it.
pub fn with_snapshot<T>(
    output: &Path,
    mut f: impl FnMut(&Snapshot) -> Result<T, LexiconError>,
) -> Result<T, LexiconError> {
    let mut attempts = 0;
    loop {
        attempts += 1;
        let before = crate::output::resolve(output).ok();
        match Snapshot::open(output).and_then(|s| f(&s)) {
            Ok(v) => return Ok(v),
            Err(e) => {
                let after = crate::output::resolve(output).ok();
                if attempts >= 8 || before == after {
                    return Err(e);
                }
            }
        }
    }
}

/// Checks bytes against a recorded size and SHA-256.
fn check_bytes(path: &Path, bytes: &[u8], size: u64, sha256: &str) -> Result<(), LexiconError> {
    if bytes.len() as u64 != size {
        return Err(LexiconError::Corrupt {
            path: path.to_path_buf(),
            reason: format!("{} bytes, the manifest says {size}", bytes.len()),
        });
    }
    let actual = sha256_hex(bytes);
    if actual != sha256 {
        return Err(LexiconError::HashMismatch {
            path: path.to_path_buf(),
            expected: sha256.to_string(),
            actual,
        });
    }
    Ok(())
}

/// What identifies a file's contents without reading it: if none of these changed since a full
/// verification, the contents did not either (the change time cannot be set back by a user).
#[derive(Debug, Clone, PartialEq, Eq)]
struct Identity {
    dev: u64,
    ino: u64,
    size: u64,
    mtime_ns: i128,
    ctime_ns: i128,
}

impl Identity {
    fn of(m: &std::fs::Metadata) -> Identity {
        use std::os::unix::fs::MetadataExt;
        Identity {
            dev: m.dev(),
            ino: m.ino(),
            size: m.size(),
            mtime_ns: i128::from(m.mtime()) * 1_000_000_000 + i128::from(m.mtime_nsec()),
            ctime_ns: i128::from(m.ctime()) * 1_000_000_000 + i128::from(m.ctime_nsec()),
        }
    }
}

/// The verification cache of a build directory (`.verified`): one line per file a query has
/// verified in full (SHA-256 against the manifest, fst checksum, every key walked), with the
/// file's [`Identity`] then. A file whose identity is unchanged is not hashed again, so a single
/// check stays a few milliseconds. An entry is written only when the file's change time is well
/// before the moment of verification (the "racy git" rule: a change within the same clock tick
/// could otherwise go unseen).
const VERIFIED: &str = ".verified";
/// How much older than the verification a file's change time must be for the cache to trust it.
const RACY_NS: i128 = 50_000_000;

fn now_ns() -> i128 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as i128)
}

fn cache_line(rel: &str, id: &Identity, sha256: &str) -> String {
    format!(
        "{rel}\t{}\t{}\t{}\t{}\t{}\t{sha256}",
        id.dev, id.ino, id.size, id.mtime_ns, id.ctime_ns
    )
}

fn cache_has(dir: &Path, rel: &str, id: &Identity, sha256: &str) -> bool {
    let want = cache_line(rel, id, sha256);
    crate::error::read_regular(&dir.join(VERIFIED), 1 << 20)
        .map(|b| b.split(|&c| c == b'\n').any(|l| l == want.as_bytes()))
        .unwrap_or(false)
}

/// Adds an entry to the cache (best effort: a read-only output directory just is not cached).
fn cache_add(dir: &Path, rel: &str, id: &Identity, sha256: &str) {
    if id.ctime_ns > now_ns() - RACY_NS || id.mtime_ns > now_ns() - RACY_NS {
        return;
    }
    // One writer at a time in this process (lexicons are verified on several threads); two
    // processes may still race, and the loser's entry is simply verified again next time.
    static WRITING: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _guard = WRITING.lock().unwrap_or_else(|e| e.into_inner());
    let path = dir.join(VERIFIED);
    let mut text = crate::error::read_regular(&path, 1 << 20)
        .ok()
        .and_then(|b| String::from_utf8(b).ok())
        .unwrap_or_default();
    // Keep the other files' entries; drop stale ones of this file.
    let kept: Vec<&str> = text
        .lines()
        .filter(|l| !l.starts_with(&format!("{rel}\t")))
        .collect();
    let mut new = kept.join("\n");
    if !new.is_empty() {
        new.push('\n');
    }
    new.push_str(&cache_line(rel, id, sha256));
    new.push('\n');
    text = new;
    let _ = crate::output::replace_file(&path, text.as_bytes());
}

/// Structural check of an fst: every key, in strictly increasing order, valid UTF-8, exactly
/// `words` of them when given. The fst crate trusts its input and can panic on a structurally
/// broken file whose checksum was recomputed; the SHA-256 check against the manifest refuses
/// such files first, and this walk (done once per file, then cached) is the guard when the
/// manifest itself was forged to match. It runs under `catch_unwind` with the panic message
/// silenced: the last resort, so that even then the answer is an error and never a panic.
fn walk_keys(raw: &fst::raw::Fst<memmap2::Mmap>, words: Option<u64>) -> Result<(), String> {
    use fst::Streamer;
    thread_local!(static SILENT: std::cell::Cell<bool> = const { std::cell::Cell::new(false) });
    static INSTALL: std::sync::Once = std::sync::Once::new();
    INSTALL.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if !SILENT.with(|s| s.get()) {
                previous(info);
            }
        }));
    });
    SILENT.with(|s| s.set(true));
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let mut stream = raw.stream();
        let mut prev: Vec<u8> = Vec::new();
        let mut n = 0u64;
        let limit = words.unwrap_or(MAX_WORDS);
        while let Some((k, _)) = stream.next() {
            n += 1;
            if n > limit {
                return Err(format!("more than the {limit} keys the manifest says"));
            }
            if n > 1 && k <= prev.as_slice() {
                return Err("keys out of order".to_string());
            }
            if k.len() > 4096 || std::str::from_utf8(k).is_err() {
                return Err("a key is not a word".to_string());
            }
            prev.clear();
            prev.extend_from_slice(k);
        }
        match words {
            Some(w) if w != n => Err(format!("{n} keys, the manifest says {w}")),
            _ => Ok(()),
        }
    }));
    SILENT.with(|s| s.set(false));
    result.unwrap_or_else(|_| Err("structurally broken".to_string()))
}

/// Opens an fst file of a build directory, verified: regular file, size, SHA-256 (or an
/// unchanged identity in the verification cache), the fst checksum and, with `walk`, a walk of
/// every key. The build itself verifies what it wrote without the walk (its own fst builder
/// made the bytes the SHA-256 now confirms); queries always walk a file the cache does not know.
pub(crate) fn open_verified_fst(
    dir: &Path,
    rel: &str,
    size: u64,
    sha256: &str,
    words: Option<u64>,
    walk: bool,
) -> Result<fst::raw::Fst<memmap2::Mmap>, LexiconError> {
    let path = dir.join(rel);
    let file = crate::error::open_regular(&path).map_err(io_err(&path))?;
    let meta = file.metadata().map_err(io_err(&path))?;
    if meta.len() != size {
        return Err(LexiconError::Corrupt {
            path,
            reason: format!("{} bytes, the manifest says {size}", meta.len()),
        });
    }
    let id = Identity::of(&meta);
    // SAFETY: the file is only read. heslar never modifies a file of a build directory in place:
    // builds write new directories and swap them in by rename.
    let mmap = unsafe { memmap2::Mmap::map(&file) }.map_err(io_err(&path))?;
    let cached = cache_has(dir, rel, &id, sha256);
    if !cached {
        check_bytes(&path, &mmap, size, sha256)?;
    }
    let corrupt = |reason: String| LexiconError::Corrupt {
        path: path.clone(),
        reason,
    };
    let raw = fst::raw::Fst::new(mmap).map_err(|e| corrupt(e.to_string()))?;
    if !cached {
        // The fst's own CRC32C checksum, then every key.
        raw.verify()
            .map_err(|e| corrupt(format!("checksum: {e}")))?;
        if walk {
            walk_keys(&raw, words).map_err(corrupt)?;
        }
        cache_add(dir, rel, &id, sha256);
    }
    Ok(raw)
}

/// An open lexicon: a memory-mapped fst set, verified against its build's manifest.
pub struct Lexicon {
    pub info: LexiconInfo,
    pub set: fst::Set<memmap2::Mmap>,
}

impl Lexicon {
    /// Opens a lexicon of a build: the one way every query (check, explain, search, judge, diff,
    /// export) reads a lexicon. The file must be a regular file of the manifest's size and
    /// SHA-256 (hashed once per file identity, see `.verified`), its fst checksum must hold and
    /// every key must be walkable: a changed, swapped, truncated or structurally broken file is
    /// an error, never a wrong answer or a panic.
    pub fn open(snap: &Snapshot, name: &str) -> Result<Lexicon, LexiconError> {
        let info = snap
            .manifest
            .lexicon(name)
            .ok_or_else(|| LexiconError::Unknown {
                name: name.to_string(),
                dir: snap.output.clone(),
                known: snap.manifest.names().join(", "),
            })?
            .clone();
        let raw = open_verified_fst(
            &snap.dir,
            &info.file,
            info.bytes,
            &info.sha256,
            Some(info.words),
            true,
        )?;
        Ok(Lexicon {
            info,
            set: fst::Set::from(raw),
        })
    }

    pub fn contains(&self, word: &str) -> bool {
        self.set.contains(word)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_identifiers_and_not_reserved() {
        assert!(name_problem("scrabble-plus").is_none());
        assert!(name_problem("lemmas").is_some());
        assert!(name_problem("../../x").is_some());
        assert!(name_problem("Plus").is_some());
        assert!(name_problem("gen-1").is_some());
        assert!(name_problem("").is_some());
    }
}
