//! The output directory as a transaction: a build is applied whole or not at all.
//!
//! Layout of `output/` (the decision, and why):
//!
//! ```text
//! output/
//!   .lock                     the build lock (flock; never removed)
//!   current -> gen-3f9a…      the build queries read: swapped by one rename
//!   gen-3f9a…/                one complete build: manifest.json, *.fst, lemmas.*, report.json,
//!                             rejected.tsv, alphabets/, .verified (the verification cache)
//!   gen-81c0…/                the build before it, kept until the next build starts, for
//!                             queries that opened it just before the swap
//!   manifest.json -> current/manifest.json     one relative link per file of the build, so
//!   scrabble-plus.fst -> current/scrabble-plus.fst   that `output/<lexicon>.fst` keeps working
//!   …                                                for people and scripts
//! ```
//!
//! A build takes an exclusive lock on `output/.lock` (`flock` through `std::fs::File::lock`,
//! stable since Rust 1.89: no extra crate, and the kernel releases it when the process dies,
//! even by SIGKILL, so a killed build never leaves a stale lock). Under the lock it removes what
//! killed or failed builds left (staging directories, builds that never became current, old
//! temporaries), then writes every file into a fresh staging directory `output/.staging-<random>`
//! created with `mkdir` (which fails on anything already there) and files created with `O_EXCL`
//! (which never follows a planted symlink). It then verifies what it wrote by reading it back
//! (sizes, SHA-256, fst checksums), renames the staging directory to
//! `gen-<random>`, and makes it current by renaming a new symlink over `current`: one atomic
//! rename, so a reader sees the old build or the new one, never a mix. A build killed at any
//! point leaves `current` on the previous complete build.
//!
//! Queries resolve `current` once ([`resolve`]) and read every file from that directory
//! ([`crate::lexicon::Snapshot`]); the links at the top level are for people, and for old
//! scripts that read `output/<lexicon>.fst` directly (each link is read whole at its own open,
//! but two links opened at different times may belong to different builds: heslar's own queries
//! never use them). A directory without `current` (a copy of a build directory, or an output of
//! heslar before this layout) is read as a build itself, verified by its manifest all the same.
//!
//! Nothing is written outside `output/`: staging and generations live inside it.

use std::fs::File;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::lexicon::{LexiconError, Manifest, OutputFile, MANIFEST};

/// The symlink naming the current build.
pub const CURRENT: &str = "current";
const LOCK: &str = ".lock";
const STAGING_PREFIX: &str = ".staging-";
const GEN_PREFIX: &str = "gen-";

/// Errors of writing a build.
#[derive(Debug, thiserror::Error)]
pub enum OutputError {
    #[error("{path}: {error}")]
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
    #[error("{path}: the build wrote this file but reading it back gives other bytes ({reason}); nothing was replaced")]
    Verify { path: PathBuf, reason: String },
    #[error("{path}: a partial build keeps the other lexicons of the current build, which cannot be read ({reason}); build every lexicon. Nothing was replaced")]
    CarryOver { path: PathBuf, reason: String },
    #[error(transparent)]
    Lexicon(#[from] LexiconError),
}

fn io_err(path: &Path) -> impl FnOnce(std::io::Error) -> OutputError + '_ {
    move |error| OutputError::Io {
        path: path.to_path_buf(),
        error,
    }
}

/// A name nobody can predict: 64 bits from the process's randomly keyed hasher, the time, the
/// process id and a counter. (Predictability would not be enough anyway: every name is created
/// with `mkdir` or `O_EXCL`, which fail on an existing entry or a planted link.)
pub fn random_name() -> String {
    use std::hash::{BuildHasher, Hasher};
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    h.write_u32(std::process::id());
    h.write_u64(COUNTER.fetch_add(1, Ordering::Relaxed));
    format!("{:016x}", h.finish())
}

fn is_generation(name: &str) -> bool {
    name.strip_prefix(GEN_PREFIX).is_some_and(|r| {
        r.len() == 16
            && r.bytes()
                .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase())
    })
}

/// The build directory queries read: the target of `output/current` (which must be a
/// `gen-…` directory of `output/`, never a path elsewhere), or `output` itself when it has no
/// `current`.
pub fn resolve(output: &Path) -> Result<PathBuf, LexiconError> {
    let link = output.join(CURRENT);
    match std::fs::read_link(&link) {
        Ok(target) => match target.to_str() {
            Some(t) if is_generation(t) => Ok(output.join(t)),
            _ => Err(LexiconError::Corrupt {
                path: link,
                reason: format!(
                    "points to {}, not to a build directory of heslar; rebuild with `heslar build`",
                    target.display()
                ),
            }),
        },
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(output.to_path_buf()),
        // A copy made with `cp -rL` has the build itself as `current/`.
        Err(e) if e.kind() == std::io::ErrorKind::InvalidInput && link.is_dir() => Ok(link),
        Err(e) if e.kind() == std::io::ErrorKind::InvalidInput => Err(LexiconError::Corrupt {
            path: link,
            reason: "exists but is neither a symlink nor a build directory; remove it and rebuild"
                .into(),
        }),
        Err(source) => Err(LexiconError::Io { path: link, source }),
    }
}

/// Creates a new file (`O_EXCL`: never an existing file, never through a symlink).
fn create_new(path: &Path) -> Result<File, OutputError> {
    std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(path)
        .map_err(io_err(path))
}

fn sync_dir(dir: &Path) {
    if let Ok(d) = File::open(dir) {
        let _ = d.sync_all();
    }
}

/// Replaces a file atomically: a new temporary file with a random name beside it (`O_EXCL`),
/// synced, renamed over the path. Used for the verification cache inside a build directory.
pub fn replace_file(path: &Path, bytes: &[u8]) -> Result<(), OutputError> {
    let dir = path.parent().unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    let tmp = dir.join(format!(".{name}.tmp-{}", random_name()));
    let result = (|| {
        let mut f = create_new(&tmp)?;
        f.write_all(bytes).map_err(io_err(&tmp))?;
        f.sync_all().map_err(io_err(&tmp))?;
        std::fs::rename(&tmp, path).map_err(io_err(path))
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result
}

/// Crash points for the reliability suite: with `HESLAR_CRASH_AT=<point>` in the environment,
/// the build aborts there (as a SIGKILL would: no clean-up runs), so that the tests can stop a
/// build exactly between two renames. Points: `staged` (every file written), `verified`, `named`
/// (the staging directory renamed to `gen-…`), `swapped` (`current` replaced, before the links).
fn crash_point(point: &str) {
    if std::env::var_os("HESLAR_CRASH_AT").is_some_and(|p| p == point) {
        std::process::abort();
    }
}

/// A writer that hashes what it writes.
struct Hashing<W: Write> {
    inner: W,
    hasher: sha2::Sha256,
    bytes: u64,
}

impl<W: Write> Write for Hashing<W> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        let n = self.inner.write(buf)?;
        sha2::Digest::update(&mut self.hasher, &buf[..n]);
        self.bytes += n as u64;
        Ok(n)
    }
    fn flush(&mut self) -> std::io::Result<()> {
        self.inner.flush()
    }
}

/// A build being written: holds the lock on the output directory and the staging directory.
/// Dropped without [`Transaction::commit`] (an error, a panic), it removes the staging
/// directory; killed, it leaves it for the next build to remove. Either way `current` is
/// untouched.
pub struct Transaction {
    output: PathBuf,
    staging: PathBuf,
    id: String,
    /// Every file written: path relative to the build directory, size, SHA-256.
    written: Vec<OutputFile>,
    committed: bool,
    _lock: File,
}

impl Transaction {
    /// Locks `output` (waiting for another build to finish, with a message), removes the
    /// leftovers of killed builds and creates a fresh staging directory.
    pub fn begin(output: &Path) -> Result<Transaction, OutputError> {
        std::fs::create_dir_all(output).map_err(io_err(output))?;
        let lock_path = output.join(LOCK);
        let lock = {
            use std::os::unix::fs::OpenOptionsExt;
            std::fs::OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .custom_flags(libc::O_NOFOLLOW)
                .open(&lock_path)
                .map_err(io_err(&lock_path))?
        };
        match lock.try_lock() {
            Ok(()) => {}
            Err(std::fs::TryLockError::WouldBlock) => {
                eprintln!(
                    "heslar: another build is writing {}; waiting for it to finish",
                    output.display()
                );
                lock.lock().map_err(io_err(&lock_path))?;
            }
            Err(std::fs::TryLockError::Error(e)) => return Err(io_err(&lock_path)(e)),
        }
        remove_leftovers(output);
        let id = random_name();
        let staging = output.join(format!("{STAGING_PREFIX}{id}"));
        std::fs::create_dir(&staging).map_err(io_err(&staging))?;
        Ok(Transaction {
            output: output.to_path_buf(),
            staging,
            id,
            written: Vec::new(),
            committed: false,
            _lock: lock,
        })
    }

    /// The build that is current now (read verified, for a partial build to carry over); `None`
    /// when the output directory holds no build yet.
    pub fn previous(&self) -> Result<Option<crate::lexicon::Snapshot>, LexiconError> {
        if std::fs::symlink_metadata(self.output.join(CURRENT)).is_err()
            && std::fs::symlink_metadata(self.output.join(MANIFEST)).is_err()
        {
            return Ok(None);
        }
        crate::lexicon::Snapshot::open(&self.output).map(Some)
    }

    /// Writes a file of the build (`rel` is `/`-separated, its directories are created).
    pub fn write(&mut self, rel: &str, bytes: &[u8]) -> Result<String, OutputError> {
        self.write_with(rel, |w| w.write_all(bytes))
    }

    /// Writes a file of the build through a buffered writer; returns its SHA-256.
    pub fn write_with(
        &mut self,
        rel: &str,
        fill: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
    ) -> Result<String, OutputError> {
        let path = self.staging.join(rel);
        if self.has_written(rel) {
            // Written again (the lemma index of a partial build): the staging directory is ours.
            std::fs::remove_file(&path).map_err(io_err(&path))?;
        }
        if let Some(parent) = path.parent() {
            if parent != self.staging {
                std::fs::create_dir_all(parent).map_err(io_err(parent))?;
            }
        }
        let f = create_new(&path)?;
        let mut w = Hashing {
            inner: std::io::BufWriter::with_capacity(1 << 16, f),
            hasher: sha2::Sha256::default(),
            bytes: 0,
        };
        fill(&mut w).map_err(io_err(&path))?;
        let f = w
            .inner
            .into_inner()
            .map_err(|e| io_err(&path)(e.into_error()))?;
        f.sync_all().map_err(io_err(&path))?;
        let digest = sha2::Digest::finalize(w.hasher);
        let sha: String = digest.iter().map(|b| format!("{b:02x}")).collect();
        self.written.retain(|f| f.path != rel);
        self.written.push(OutputFile {
            path: rel.to_string(),
            bytes: w.bytes,
            sha256: sha.clone(),
        });
        Ok(sha)
    }

    /// True when the build already wrote this file.
    pub fn has_written(&self, rel: &str) -> bool {
        self.written.iter().any(|f| f.path == rel)
    }

    /// The files written so far that are not lexicons, for the manifest's `files`.
    pub fn files_except(&self, lexicon_files: &[&str]) -> Vec<OutputFile> {
        let mut v: Vec<OutputFile> = self
            .written
            .iter()
            .filter(|f| !lexicon_files.contains(&f.path.as_str()))
            .cloned()
            .collect();
        v.sort_by(|a, b| a.path.cmp(&b.path));
        v
    }

    /// Verifies the staging directory against the manifest, writes the manifest and swaps the
    /// build in. Returns the new build directory.
    pub fn commit(mut self, manifest: &Manifest) -> Result<PathBuf, OutputError> {
        manifest.validate().map_err(|reason| OutputError::Verify {
            path: self.staging.join(MANIFEST),
            reason,
        })?;
        // Everything the manifest names was written by this build, with these bytes...
        for l in &manifest.lexicons {
            let w = self.written.iter().find(|f| f.path == l.file);
            if w.is_none_or(|w| w.sha256 != l.sha256 || w.bytes != l.bytes) {
                return Err(OutputError::Verify {
                    path: self.staging.join(&l.file),
                    reason: "not written as the manifest records it".into(),
                });
            }
        }
        crash_point("staged");
        // ... and reads back so from the disk: every file hashed again, every fst walked.
        let staging = self.staging.clone();
        let checks: Vec<(String, u64, String, Option<Option<u64>>)> = manifest
            .lexicons
            .iter()
            .map(|l| {
                (
                    l.file.clone(),
                    l.bytes,
                    l.sha256.clone(),
                    Some(Some(l.words)),
                )
            })
            .chain(manifest.files.iter().map(|f| {
                let is_fst = f.path.ends_with(".fst");
                (
                    f.path.clone(),
                    f.bytes,
                    f.sha256.clone(),
                    is_fst.then_some(None),
                )
            }))
            .collect();
        let results: Vec<Result<(), OutputError>> = std::thread::scope(|scope| {
            let half = checks.len().div_ceil(2);
            let handles: Vec<_> = checks
                .chunks(half.max(1))
                .map(|part| {
                    let staging = &staging;
                    scope.spawn(move || {
                        for (rel, bytes, sha, fst) in part {
                            verify_file(staging, rel, *bytes, sha, *fst)?;
                        }
                        Ok(())
                    })
                })
                .collect();
            handles
                .into_iter()
                .map(|h| {
                    h.join().unwrap_or_else(|_| {
                        Err(OutputError::Verify {
                            path: staging.clone(),
                            reason: "verification failed".into(),
                        })
                    })
                })
                .collect()
        });
        for r in results {
            r?;
        }
        let json = serde_json::to_vec_pretty(manifest).map_err(|e| OutputError::Verify {
            path: self.staging.join(MANIFEST),
            reason: e.to_string(),
        })?;
        self.write(MANIFEST, &json)?;
        if Manifest::load_build(&self.staging)? != *manifest {
            return Err(OutputError::Verify {
                path: self.staging.join(MANIFEST),
                reason: "the manifest reads back differently".into(),
            });
        }
        for f in &self.written {
            if let Some((dir, _)) = f.path.rsplit_once('/') {
                sync_dir(&self.staging.join(dir));
            }
        }
        sync_dir(&self.staging);
        crash_point("verified");
        // Commit: name the build, then point `current` at it with one rename.
        let gen_name = format!("{GEN_PREFIX}{}", self.id);
        let gen = self.output.join(&gen_name);
        std::fs::rename(&self.staging, &gen).map_err(io_err(&gen))?;
        self.committed = true;
        crash_point("named");
        let tmp_link = self.output.join(format!(".current-{}", self.id));
        std::os::unix::fs::symlink(&gen_name, &tmp_link).map_err(io_err(&tmp_link))?;
        let current = self.output.join(CURRENT);
        if let Err(e) = std::fs::rename(&tmp_link, &current) {
            let _ = std::fs::remove_file(&tmp_link);
            return Err(io_err(&current)(e));
        }
        sync_dir(&self.output);
        crash_point("swapped");
        let mut names: Vec<String> = manifest.lexicons.iter().map(|l| l.file.clone()).collect();
        names.extend(self.written.iter().map(|f| {
            f.path
                .split_once('/')
                .map_or(f.path.clone(), |(d, _)| d.to_string())
        }));
        names.sort();
        names.dedup();
        update_links(&self.output, &names);
        Ok(gen)
    }
}

impl Drop for Transaction {
    fn drop(&mut self) {
        if !self.committed {
            let _ = std::fs::remove_dir_all(&self.staging);
        }
    }
}

/// The bytes of an input file, which must be those the build's plan parsed (the hash
/// [`crate::error::read_text`] recorded): a file changed during the build is an error.
pub fn read_as_planned(path: &Path) -> Result<Vec<u8>, OutputError> {
    let bytes =
        crate::error::read_regular(path, crate::error::MAX_INPUT_BYTES).map_err(io_err(path))?;
    if let Some(h) = crate::error::hash_as_read(path) {
        if h != crate::lexicon::sha256_hex(&bytes) {
            return Err(OutputError::Verify {
                path: path.to_path_buf(),
                reason: "the file changed during the build; build again".into(),
            });
        }
    }
    Ok(bytes)
}

/// A partial build (`heslar build -l NAME`) keeps the other lexicons of the current build: each
/// is read verified from the current build and written into the new one with its manifest
/// entry (and its alphabet or deck), so the manifest still lists every lexicon.
pub fn carry_over(
    tx: &mut Transaction,
    lexicons: &mut Vec<crate::lexicon::LexiconInfo>,
) -> Result<(), OutputError> {
    // A current build that cannot be read verified is not dropped silently: the partial build
    // fails and says so (a full build replaces it).
    let prev = match tx.previous() {
        Ok(Some(p)) => p,
        Ok(None) => return Ok(()),
        Err(e) => {
            return Err(OutputError::CarryOver {
                path: tx.output.clone(),
                reason: e.to_string(),
            })
        }
    };
    for info in prev.manifest.lexicons.clone() {
        if lexicons.iter().any(|l| l.name == info.name) {
            continue;
        }
        let carry_err = |e: LexiconError| OutputError::CarryOver {
            path: prev.output.clone(),
            reason: e.to_string(),
        };
        let lex = prev.lexicon(&info.name).map_err(carry_err)?;
        tx.write(&info.file, lex.set.as_fst().as_bytes())?;
        for name in info.alphabet.iter().chain(info.deck.iter()) {
            let rel = format!("alphabets/{name}.tsv");
            if !tx.has_written(&rel) {
                let bytes = prev.read_file(&rel).map_err(carry_err)?;
                tx.write(&rel, &bytes)?;
            }
        }
        lexicons.push(info);
    }
    lexicons.sort_by(|a, b| a.name.cmp(&b.name));
    merge_lemma_index(tx, &prev)
}

/// The lemma index of a partial build covers the lexicons it built; the previous build's index
/// is merged in (a word the new build makes keeps the new headword), so that `diff` still names
/// the headwords of the words of the lexicons carried over.
fn merge_lemma_index(
    tx: &mut Transaction,
    prev: &crate::lexicon::Snapshot,
) -> Result<(), OutputError> {
    use crate::lexicon::{LEMMAS_FST, LEMMAS_TSV};
    use fst::{IntoStreamer, Streamer};
    if !tx.has_written(LEMMAS_FST) || prev.manifest.file(LEMMAS_FST).is_none() {
        return Ok(());
    }
    let old = prev.lemma_map()?;
    let old_tsv = prev.read_file(LEMMAS_TSV)?;
    let new_path = tx.staging.join(LEMMAS_FST);
    let new_bytes = crate::error::read_regular(&new_path, crate::lexicon::MAX_FILE_BYTES)
        .map_err(io_err(&new_path))?;
    let fst_err = |e: fst::Error| OutputError::Verify {
        path: new_path.clone(),
        reason: e.to_string(),
    };
    let new = fst::Map::new(new_bytes).map_err(fst_err)?;
    let mut merged = fst::MapBuilder::memory();
    let mut stream = new.op().add(&old).union().into_stream();
    while let Some((word, values)) = stream.next() {
        let v = values
            .iter()
            .min_by_key(|iv| iv.index)
            .map_or(0, |iv| iv.value);
        merged.insert(word, v).map_err(fst_err)?;
    }
    let merged = merged.into_inner().map_err(fst_err)?;
    // `id headword source line` rows: the new build's, then the old ones it does not have.
    let tsv_path = tx.staging.join(LEMMAS_TSV);
    let new_tsv = crate::error::read_regular(&tsv_path, crate::lexicon::MAX_FILE_BYTES)
        .map_err(io_err(&tsv_path))?;
    let id = |l: &[u8]| l.split(|&b| b == b'\t').next().map(<[u8]>::to_vec);
    let mut rows: std::collections::BTreeMap<u64, Vec<u8>> = std::collections::BTreeMap::new();
    let mut header = Vec::new();
    for (i, text) in [&new_tsv, &old_tsv].into_iter().enumerate() {
        for (n, line) in text.split(|&b| b == b'\n').enumerate() {
            if n == 0 {
                if i == 0 {
                    header = line.to_vec();
                }
                continue;
            }
            let Some(key) = id(line)
                .and_then(|k| String::from_utf8(k).ok())
                .and_then(|k| k.parse::<u64>().ok())
            else {
                continue;
            };
            rows.entry(key).or_insert_with(|| line.to_vec());
        }
    }
    tx.write(LEMMAS_FST, &merged)?;
    tx.write_with(LEMMAS_TSV, |w| {
        w.write_all(&header)?;
        w.write_all(b"\n")?;
        for line in rows.values() {
            w.write_all(line)?;
            w.write_all(b"\n")?;
        }
        Ok(())
    })?;
    Ok(())
}

/// Reads a written file back: a regular file of the recorded size and SHA-256; an fst (with
/// `fst = Some(words)`) also passes its checksum.
fn verify_file(
    dir: &Path,
    rel: &str,
    bytes: u64,
    sha256: &str,
    fst: Option<Option<u64>>,
) -> Result<(), OutputError> {
    let path = dir.join(rel);
    match fst {
        Some(words) => {
            crate::lexicon::open_verified_fst(dir, rel, bytes, sha256, words, false).map_err(
                |e| OutputError::Verify {
                    path: path.clone(),
                    reason: e.to_string(),
                },
            )?;
        }
        None => {
            let data = crate::error::read_regular(&path, crate::lexicon::MAX_FILE_BYTES)
                .map_err(io_err(&path))?;
            let actual = crate::lexicon::sha256_hex(&data);
            if data.len() as u64 != bytes || actual != sha256 {
                return Err(OutputError::Verify {
                    path,
                    reason: format!("{} bytes, SHA-256 {actual}", data.len()),
                });
            }
        }
    }
    Ok(())
}

/// Removes what killed or failed builds left in `output/` (called under the lock): staging
/// directories, builds that are not current, temporary links, and the temporaries of heslar
/// before this layout (`.NAME.tmp-PID`). Only names heslar makes are touched.
fn remove_leftovers(output: &Path) {
    let current = std::fs::read_link(output.join(CURRENT))
        .ok()
        .and_then(|t| t.to_str().map(str::to_string));
    let Ok(rd) = std::fs::read_dir(output) else {
        return;
    };
    for e in rd.flatten() {
        let name = e.file_name().to_string_lossy().into_owned();
        let path = e.path();
        let is_dir = e.file_type().is_ok_and(|t| t.is_dir());
        if name.starts_with(STAGING_PREFIX)
            || (is_generation(&name) && current.as_deref() != Some(&name))
        {
            if is_dir {
                let _ = std::fs::remove_dir_all(&path);
            } else {
                let _ = std::fs::remove_file(&path);
            }
        } else if (name.starts_with(".current-")
            || (name.starts_with('.') && name.contains(".tmp-")))
            && !is_dir
        {
            let _ = std::fs::remove_file(&path);
        }
    }
}

/// Makes `output/<name>` a relative link to `current/<name>` for each top-level name of the
/// build, replacing files of the old layout (atomically, by rename), and removes links to names
/// the build no longer has.
fn update_links(output: &Path, names: &[String]) {
    for name in names {
        let path = output.join(name);
        let target = Path::new(CURRENT).join(name);
        match std::fs::symlink_metadata(&path) {
            Ok(m)
                if m.file_type().is_symlink()
                    && std::fs::read_link(&path).is_ok_and(|t| t == target) =>
            {
                continue;
            }
            Ok(m) if m.is_dir() => {
                // `alphabets/` of the old layout.
                let _ = std::fs::remove_dir_all(&path);
            }
            _ => {}
        }
        let tmp = output.join(format!(".link-{}.tmp-{}", name, random_name()));
        if std::os::unix::fs::symlink(&target, &tmp).is_ok()
            && std::fs::rename(&tmp, &path).is_err()
        {
            let _ = std::fs::remove_file(&tmp);
        }
    }
    if let Ok(rd) = std::fs::read_dir(output) {
        for e in rd.flatten() {
            let name = e.file_name().to_string_lossy().into_owned();
            let is_link = e.file_type().is_ok_and(|t| t.is_symlink());
            let ours =
                std::fs::read_link(e.path()).is_ok_and(|t| t == Path::new(CURRENT).join(&name));
            if is_link && ours && !names.contains(&name) {
                let _ = std::fs::remove_file(e.path());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generation_names() {
        assert!(is_generation("gen-0123456789abcdef"));
        assert!(!is_generation("gen-../../etc"));
        assert!(!is_generation("/tmp/x"));
        assert_eq!(random_name().len(), 16);
        assert_ne!(random_name(), random_name());
    }

    #[test]
    fn replace_file_leaves_no_temporary() {
        let d = tempfile::tempdir().unwrap();
        let p = d.path().join("x");
        replace_file(&p, b"one").unwrap();
        replace_file(&p, b"two").unwrap();
        assert_eq!(std::fs::read(&p).unwrap(), b"two");
        assert_eq!(std::fs::read_dir(d.path()).unwrap().count(), 1);
    }
}
