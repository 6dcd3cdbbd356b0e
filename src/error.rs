//! Errors that point at the input that caused them.
//!
//! Every problem found in a file under `sources/` or `rules/` is a [`LineError`]: the file, the
//! 1-based line, what was seen there and what to do about it. Parsers collect *all* bad lines of a
//! file into a [`FileErrors`] instead of stopping at the first one, so that a maintainer fixing a
//! source sees every mistake in one run.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

/// One bad line of an input file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineError {
    /// The file, as the user named it (relative paths stay relative).
    pub file: PathBuf,
    /// 1-based line number; 0 when the problem concerns the whole file (e.g. it is empty).
    pub line: usize,
    /// What is wrong, in words that say what was seen and what was expected.
    pub message: String,
}

impl LineError {
    pub fn new(file: impl AsRef<Path>, line: usize, message: impl Into<String>) -> LineError {
        LineError {
            file: file.as_ref().to_path_buf(),
            line,
            message: message.into(),
        }
    }
}

impl fmt::Display for LineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "{}: {}", self.file.display(), self.message)
        } else {
            write!(f, "{}:{}: {}", self.file.display(), self.line, self.message)
        }
    }
}

impl std::error::Error for LineError {}

/// All bad lines found in one or more files. Displayed one per line.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FileErrors {
    pub errors: Vec<LineError>,
}

impl FileErrors {
    pub fn new() -> FileErrors {
        FileErrors::default()
    }

    pub fn push(&mut self, e: LineError) {
        self.errors.push(e);
    }

    pub fn is_empty(&self) -> bool {
        self.errors.is_empty()
    }

    pub fn len(&self) -> usize {
        self.errors.len()
    }

    /// `Ok(value)` when no error was collected, otherwise `Err(self)`.
    pub fn into_result<T>(self, value: T) -> Result<T, FileErrors> {
        if self.errors.is_empty() {
            Ok(value)
        } else {
            Err(self)
        }
    }
}

impl From<LineError> for FileErrors {
    fn from(e: LineError) -> FileErrors {
        FileErrors { errors: vec![e] }
    }
}

impl fmt::Display for FileErrors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const SHOWN: usize = 50;
        for (i, e) in self.errors.iter().take(SHOWN).enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            write!(f, "{e}")?;
        }
        if self.errors.len() > SHOWN {
            write!(f, "\n... and {} more errors", self.errors.len() - SHOWN)?;
        }
        Ok(())
    }
}

impl std::error::Error for FileErrors {}

/// The largest input file heslar reads (the Czech Hunspell dictionary is 3.5 MB).
pub const MAX_INPUT_BYTES: u64 = 1 << 30;

/// Opens a file for reading only if it is a regular file: a FIFO, a device or a directory is an
/// error at once, never a read that hangs or never ends. The file is opened non-blocking (so that
/// opening a FIFO does not wait for a writer) and checked with `fstat` on the open descriptor,
/// so a file swapped between a check and the open cannot slip through.
pub fn open_regular(path: &Path) -> std::io::Result<std::fs::File> {
    use std::os::unix::fs::OpenOptionsExt;
    let f = std::fs::OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)?;
    let m = f.metadata()?;
    if !m.is_file() {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "not a regular file (a FIFO, device or directory is never read)",
        ));
    }
    Ok(f)
}

/// Reads a whole regular file of at most `limit` bytes ([`open_regular`]).
pub fn read_regular(path: &Path, limit: u64) -> std::io::Result<Vec<u8>> {
    use std::io::Read;
    let f = open_regular(path)?;
    let len = f.metadata()?.len();
    if len > limit {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!("{len} bytes, more than the {limit} heslar reads"),
        ));
    }
    let mut bytes = Vec::with_capacity(len as usize);
    f.take(limit + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(std::io::Error::new(
            std::io::ErrorKind::InvalidData,
            format!("more than the {limit} bytes heslar reads"),
        ));
    }
    Ok(bytes)
}

/// The SHA-256 of every input file as [`read_text`] read it, by path: the build's manifest
/// records these hashes, so they describe the bytes the build parsed, not a later re-read.
static READ_HASHES: std::sync::Mutex<BTreeMap<PathBuf, String>> =
    std::sync::Mutex::new(BTreeMap::new());

/// The SHA-256 of a file's bytes as [`read_text`] last read them in this process, if it did.
pub fn hash_as_read(path: &Path) -> Option<String> {
    READ_HASHES
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .get(path)
        .cloned()
}

/// Records the hash of bytes read from a file (for files read without [`read_text`]).
pub fn record_read(path: &Path, bytes: &[u8]) -> String {
    let h = crate::lexicon::sha256_hex(bytes);
    READ_HASHES
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .insert(path.to_path_buf(), h.clone());
    h
}

/// Reads a text file as UTF-8, naming the file and the line of the first invalid byte when it is
/// not. A leading byte-order mark is removed; CRLF line ends are left to the line readers (they
/// strip a trailing `\r`). Only regular files are read ([`open_regular`]), and the hash of the
/// bytes read is recorded ([`hash_as_read`]).
pub fn read_text(path: &Path) -> Result<String, LineError> {
    let bytes = read_regular(path, MAX_INPUT_BYTES)
        .map_err(|e| LineError::new(path, 0, format!("cannot read the file: {e}")))?;
    record_read(path, &bytes);
    decode_text(path, bytes)
}

/// The UTF-8 decoding half of [`read_text`], for bytes already in memory.
pub fn decode_text(path: &Path, mut bytes: Vec<u8>) -> Result<String, LineError> {
    if bytes.starts_with(&[0xEF, 0xBB, 0xBF]) {
        bytes.drain(..3);
    }
    match String::from_utf8(bytes) {
        Ok(s) => Ok(s),
        Err(e) => {
            let valid = e.utf8_error().valid_up_to();
            let bytes = e.into_bytes();
            let line = bytes[..valid].iter().filter(|&&b| b == b'\n').count() + 1;
            Err(LineError::new(
                path,
                line,
                format!(
                    "invalid UTF-8 (byte 0x{:02X}); convert the file to UTF-8",
                    bytes[valid]
                ),
            ))
        }
    }
}

/// Iterates over the lines of a text with their 1-based numbers, without the line end (`\n` or
/// `\r\n`).
pub fn numbered_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    text.lines()
        .enumerate()
        .map(|(i, l)| (i + 1, l.strip_suffix('\r').unwrap_or(l)))
}

/// The value of `r`, or `None` with its errors added to `errors` (to collect the errors of
/// every input before giving up).
pub fn keep<T>(r: Result<T, FileErrors>, errors: &mut FileErrors) -> Option<T> {
    match r {
        Ok(v) => Some(v),
        Err(e) => {
            errors.errors.extend(e.errors);
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invalid_utf8_names_the_line() {
        let e = decode_text(Path::new("x.dic"), b"ok\nfine\nbad\xFFword\n".to_vec()).unwrap_err();
        assert_eq!(e.line, 3);
        assert!(e.to_string().starts_with("x.dic:3: invalid UTF-8"));
    }

    #[test]
    fn bom_is_dropped_and_crlf_stripped() {
        let t = decode_text(Path::new("x"), b"\xEF\xBB\xBFa\r\nb\n".to_vec()).unwrap();
        let lines: Vec<_> = numbered_lines(&t).collect();
        assert_eq!(lines, vec![(1, "a"), (2, "b")]);
    }
}
