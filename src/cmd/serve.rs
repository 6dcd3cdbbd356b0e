//! `heslar serve`: the judge page, the lookup page and the JSON API over HTTP (see
//! [`heslar::serve`]).

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

use super::Outcome;

#[derive(clap::Args)]
pub struct Args {
    /// The lexicon the judge page judges by (a short name such as `klasik` does too).
    #[arg(long = "lexicon", short = 'l', value_name = "NAME")]
    lexicon: String,
    /// Address to listen on. The default takes connections from this computer only; give
    /// e.g. 0.0.0.0:8080 to let a tablet on the network in.
    #[arg(long, default_value = "127.0.0.1:8080")]
    bind: SocketAddr,
    /// The judge page only: no lookup page, no lookup API (for a tournament).
    #[arg(long)]
    judge_only: bool,
    /// Append every judgement (local time, lexicon and version, words, verdict) to this file
    /// (else each is a line on stderr).
    #[arg(long, value_name = "FILE")]
    log: Option<PathBuf>,
    /// Seconds a verdict stays on the judge page.
    #[arg(long, default_value_t = 5, value_parser = clap::value_parser!(u64).range(1..=600))]
    seconds: u64,
    /// The lexicons of the lookups (repeatable; default: every lexicon of the build).
    #[arg(long = "lookup", value_name = "NAME")]
    lookup: Vec<String>,
    /// The most words a search returns (the count is always exact).
    #[arg(long, default_value_t = 1000)]
    max_words: usize,
    /// Seconds a search or explanation may take before it is refused.
    #[arg(long, default_value_t = 5)]
    query_seconds: u64,
    /// Directory of a build. Default: `HESLAR_DIR`, `output/` here, the last build, the
    /// platform data directory (see `heslar --help`).
    #[arg(long, short)]
    output: Option<PathBuf>,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let dir = super::data_dir(args.output.as_deref())?;
    // The lexicons must open now (with the hint where they were looked for), not at a request.
    super::hinted(&dir, heslar::lexicon::Snapshot::open(&dir.path))?;
    let judge_only = args.judge_only;
    heslar::serve::run(
        heslar::serve::Options {
            dir: dir.path.clone(),
            judge_lexicon: args.lexicon,
            lexicons: args.lookup,
            bind: args.bind,
            judge_only,
            seconds: args.seconds,
            log: args.log,
            limits: heslar::serve::Limits {
                max_words: args.max_words,
                query_time: Duration::from_secs(args.query_seconds),
                ..Default::default()
            },
        },
        |addr| {
            eprintln!("heslar serve: listening on http://{addr}/");
            if !addr.ip().is_loopback() {
                eprintln!("  (reachable from the network: --bind {addr})");
            }
            eprintln!("  judge page:  http://{addr}/judge");
            if judge_only {
                eprintln!("  (--judge-only: no lookup page, no lookup API)");
            } else {
                eprintln!("  lookup page: http://{addr}/lookup");
                eprintln!("  API:         http://{addr}/api/check?words=hrad");
            }
        },
    )?;
    Ok(Outcome::Yes)
}
