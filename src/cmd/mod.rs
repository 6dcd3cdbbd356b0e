//! One module per subcommand, each with its clap `Args` and a `run` function.

pub mod build;
pub mod check;
pub mod diff;
pub mod export;
pub mod judge;
pub mod search;
pub mod serve;

/// The data directory of a query ([`heslar::datadir::resolve`]: `--output`, `HESLAR_DIR`,
/// `output/` here, the last build, the platform data directory).
pub fn data_dir(flag: Option<&std::path::Path>) -> anyhow::Result<heslar::datadir::DataDir> {
    Ok(heslar::datadir::resolve(flag)?)
}

/// An error reading the lexicons of `dir`, with where they were looked for and what to do.
pub fn hinted<T>(
    dir: &heslar::datadir::DataDir,
    r: Result<T, heslar::lexicon::LexiconError>,
) -> anyhow::Result<T> {
    use heslar::lexicon::LexiconError;
    r.map_err(|e| match e {
        // A directory without a build: say where it was looked for and how to make one.
        LexiconError::Io { .. } => anyhow::anyhow!("{e}\n{}", dir.hint()),
        e => anyhow::Error::new(e),
    })
}

/// What a command answers: yes (exit 0) or no (exit 1). Errors are exit 2.
pub enum Outcome {
    Yes,
    No,
}

#[derive(clap::Subcommand)]
pub enum Command {
    /// Build every lexicon (or those named) from sources/ and rules/ into output/.
    Build(build::Args),
    /// Are these words admissible? One move's words as arguments, or one word per line on stdin.
    Check(check::Args),
    /// What changed between two builds (output directories), per lexicon, and why.
    Diff(diff::Args),
    /// Print every word of a lexicon, one per line, in Czech alphabetical order.
    Export(export::Args),
    /// The word judge screen for tournaments: one verdict per move, never which word failed.
    Judge(judge::Args),
    /// Anagrams and subanagrams of a rack, patterns and regular expressions, per game's tiles.
    Search(search::Args),
    /// The judge page, the lookup page and a JSON API over HTTP (127.0.0.1 unless --bind).
    Serve(serve::Args),
}

impl Command {
    /// Commands whose exit code is a verdict (a closed pipe is then an error, not a yes).
    pub fn answers_with_verdicts(&self) -> bool {
        matches!(self, Command::Check(_) | Command::Judge(_))
    }
}

pub fn run(command: Command) -> anyhow::Result<Outcome> {
    match command {
        Command::Build(a) => build::run(a),
        Command::Check(a) => check::run(a),
        Command::Diff(a) => diff::run(a),
        Command::Export(a) => export::run(a),
        Command::Judge(a) => judge::run(a),
        Command::Search(a) => search::run(a),
        Command::Serve(a) => serve::run(a),
    }
}
