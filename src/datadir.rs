//! Where the lexicons are: the data directory every query reads, found from anywhere.
//!
//! An installed `heslar` run outside the repository must still find the lexicons a build made.
//! Queries (check, judge, search, export, serve) take the first of:
//!
//! 1. `--output DIR`, when given;
//! 2. the environment variable `HESLAR_DIR`, when set;
//! 3. `output/` of the current directory, when it holds a build (working in a checkout);
//! 4. the directory the last successful `heslar build` wrote, recorded in the state file
//!    `<platform data dir>/heslar/last-build` (Linux: `$XDG_DATA_HOME/heslar/last-build` or
//!    `~/.local/share/heslar/last-build`);
//! 5. the platform data directory itself, `<platform data dir>/heslar/output`.
//!
//! The first two are taken as given (a wrong path is an error naming it); the last three only
//! when they hold a build. When nothing is found the error names every path tried and says to
//! run `heslar build`. A build writes to `--output`, else `HESLAR_DIR`, else `output/` of the
//! current directory, and records the absolute path it wrote in the state file.

use std::path::{Path, PathBuf};

/// The environment variable that names the data directory.
pub const ENV: &str = "HESLAR_DIR";

/// Why a directory was chosen, for messages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Origin {
    Flag,
    Env,
    CurrentDir,
    LastBuild,
    Platform,
}

impl Origin {
    fn describe(&self) -> &'static str {
        match self {
            Origin::Flag => "--output",
            Origin::Env => ENV,
            Origin::CurrentDir => "output/ of the current directory",
            Origin::LastBuild => "the last build",
            Origin::Platform => "the platform data directory",
        }
    }
}

/// The data directory chosen for a query.
#[derive(Debug, Clone)]
pub struct DataDir {
    pub path: PathBuf,
    pub origin: Origin,
}

/// No build was found anywhere: every place tried, in order.
#[derive(Debug, thiserror::Error)]
#[error("no lexicons found; tried {}. Build them with `heslar build` (in a checkout of heslar: sources/ and rules/), or name a build with --output DIR or {ENV}=DIR", tried.join(", "))]
pub struct NotFound {
    pub tried: Vec<String>,
}

/// `<platform data dir>/heslar` (Linux: `$XDG_DATA_HOME/heslar`, `~/.local/share/heslar`).
pub fn state_dir() -> Option<PathBuf> {
    dirs::data_dir().map(|d| d.join("heslar"))
}

/// The file that records the directory the last build wrote.
pub fn state_file() -> Option<PathBuf> {
    state_dir().map(|d| d.join("last-build"))
}

/// The platform's own lexicon directory, the last place looked in.
pub fn platform_output() -> Option<PathBuf> {
    state_dir().map(|d| d.join("output"))
}

/// True when `dir` holds a build (a manifest, directly or through `current`).
pub fn holds_build(dir: &Path) -> bool {
    dir.join(crate::lexicon::MANIFEST).exists()
        || dir
            .join(crate::output::CURRENT)
            .join(crate::lexicon::MANIFEST)
            .exists()
}

/// The directory the last build wrote, when recorded and still holding a build.
pub fn last_build() -> Option<PathBuf> {
    let text = std::fs::read_to_string(state_file()?).ok()?;
    let p = PathBuf::from(text.trim_end_matches(['\n', '\r']));
    (p.is_absolute() && holds_build(&p)).then_some(p)
}

/// Records `dir` (made absolute) as the directory the last build wrote. Failing to record it
/// only loses the convenience, so the error is returned for a warning, never fatal.
pub fn record_build(dir: &Path) -> std::io::Result<PathBuf> {
    let abs = std::path::absolute(dir)?;
    let state = state_file()
        .ok_or_else(|| std::io::Error::other("no platform data directory (HOME not set)"))?;
    if let Some(parent) = state.parent() {
        std::fs::create_dir_all(parent)?;
    }
    let text = abs
        .to_str()
        .ok_or_else(|| std::io::Error::other("the output path is not UTF-8"))?;
    crate::output::replace_file(&state, format!("{text}\n").as_bytes())
        .map_err(|e| std::io::Error::other(e.to_string()))?;
    Ok(abs)
}

/// The directory a build writes: `--output`, else `HESLAR_DIR`, else `output/` here.
pub fn for_build(flag: Option<&Path>) -> PathBuf {
    flag.map(Path::to_path_buf)
        .or_else(|| {
            std::env::var_os(ENV)
                .filter(|v| !v.is_empty())
                .map(PathBuf::from)
        })
        .unwrap_or_else(|| PathBuf::from("output"))
}

/// The data directory of a query (see the module documentation for the order).
pub fn resolve(flag: Option<&Path>) -> Result<DataDir, NotFound> {
    if let Some(p) = flag {
        return Ok(DataDir {
            path: p.to_path_buf(),
            origin: Origin::Flag,
        });
    }
    if let Some(v) = std::env::var_os(ENV).filter(|v| !v.is_empty()) {
        return Ok(DataDir {
            path: PathBuf::from(v),
            origin: Origin::Env,
        });
    }
    let mut tried = vec![format!("{ENV} (not set)")];
    let here = PathBuf::from("output");
    if holds_build(&here) {
        return Ok(DataDir {
            path: here,
            origin: Origin::CurrentDir,
        });
    }
    tried.push(format!("{} (no build)", absolute_or(&here).display()));
    match state_file() {
        Some(state) => match last_build() {
            Some(p) => {
                return Ok(DataDir {
                    path: p,
                    origin: Origin::LastBuild,
                })
            }
            None => match std::fs::read_to_string(&state) {
                Ok(recorded) => tried.push(format!(
                    "the last build recorded in {}: {} (no build there now)",
                    state.display(),
                    recorded.trim_end()
                )),
                Err(_) => tried.push(format!(
                    "the last build recorded in {} (none)",
                    state.display()
                )),
            },
        },
        None => tried.push("the last build (no platform data directory)".into()),
    }
    if let Some(p) = platform_output() {
        if holds_build(&p) {
            return Ok(DataDir {
                path: p,
                origin: Origin::Platform,
            });
        }
        tried.push(format!("{} (no build)", p.display()));
    }
    Err(NotFound { tried })
}

fn absolute_or(p: &Path) -> PathBuf {
    std::path::absolute(p).unwrap_or_else(|_| p.to_path_buf())
}

impl DataDir {
    /// A hint for an error reading this directory: where it came from and what to do.
    pub fn hint(&self) -> String {
        format!(
            "(the lexicons were looked for in {}, from {}; build them with `heslar build`, or name another build with --output DIR or {ENV}=DIR)",
            absolute_or(&self.path).display(),
            self.origin.describe()
        )
    }
}
