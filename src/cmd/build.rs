//! `heslar build`.

use std::path::PathBuf;

use heslar::build::{self, BuildOptions, Plan};

use super::Outcome;

#[derive(clap::Args)]
pub struct Args {
    /// Build only this lexicon (repeatable). Default: every file of rules/games/.
    #[arg(long = "lexicon", short = 'l', value_name = "NAME")]
    lexicons: Vec<String>,
    /// Directory with sources.toml and the source files.
    #[arg(long, default_value = "sources")]
    sources: PathBuf,
    /// Directory with the rules (games/, categories/, labels.toml).
    #[arg(long, default_value = "rules")]
    rules: PathBuf,
    /// Output directory. Default: `HESLAR_DIR`, else `output/` here. The directory written is
    /// recorded as the last build, where queries run anywhere find it.
    #[arg(long, short)]
    output: Option<PathBuf>,
    /// No progress bars and no summary on stderr.
    #[arg(long, short)]
    quiet: bool,
    /// Let sources.toml name files outside the sources directory (absolute paths, `..`).
    #[arg(long)]
    allow_outside: bool,
}

pub fn run(args: Args) -> anyhow::Result<Outcome> {
    let output = heslar::datadir::for_build(args.output.as_deref());
    // Short names (`-l plus`) name the games they stand for, unless a rules file has the name.
    let only: Vec<String> = args
        .lexicons
        .iter()
        .map(|n| match heslar::games::full_name(n) {
            Some(full) if !args.rules.join("games").join(format!("{n}.toml")).exists() => {
                full.to_string()
            }
            _ => n.clone(),
        })
        .collect();
    let plan = Plan::load(BuildOptions {
        sources_dir: args.sources,
        rules_dir: args.rules,
        output_dir: output.clone(),
        only,
        progress: !args.quiet,
        allow_outside: args.allow_outside,
    })
    .map_err(|e| anyhow::anyhow!("the build inputs have errors:\n{e}"))?;
    let report = build::run(&plan)?;
    let recorded = heslar::datadir::record_build(&output);
    if let Err(e) = &recorded {
        eprintln!(
            "heslar: warning: the build is not recorded as the last one ({e}); queries elsewhere need --output or {}",
            heslar::datadir::ENV
        );
    }
    if !args.quiet {
        for s in &report.sources {
            let rules: Vec<String> = s
                .rejected_by_rule
                .iter()
                .map(|(r, n)| format!("{r} {n}"))
                .collect();
            let derived = if s.derived > 0 {
                format!(" + {} derived", s.derived)
            } else {
                String::new()
            };
            eprintln!(
                "source {}: {} read{derived} = {} admitted + {} rejected ({}); {} warnings",
                s.id,
                s.read,
                s.admitted,
                s.rejected,
                rules.join(", "),
                s.warnings
            );
        }
        for l in &report.lexicons {
            eprintln!(
                "lexicon {}: {} words, {} bytes -> {}",
                l.name,
                l.words,
                l.bytes,
                output.join(&l.file).display()
            );
        }
        if !report.warnings.is_empty() {
            eprintln!(
                "{} warnings (all in {}):",
                report.warnings.len(),
                output.join("report.json").display()
            );
            for w in report.warnings.iter().take(5) {
                eprintln!("  {w}");
            }
        }
    }
    Ok(Outcome::Yes)
}
