//! Seeds heslar's paradigm tables from the Czech Hunspell dictionary (run once; the tables are
//! data from then on, reviewed and edited by hand):
//!
//! ```sh
//! cargo run --release --example convert_hunspell [SOURCE_ID] [--force]   # default: hunspell-cs
//! ```
//!
//! Reads the source's `.aff`/`.dic` and the tags of its rules (`rules/morphology/<id>/rules.tsv`,
//! `entries.tsv`), and writes `rules/morphology/paradigms.tsv` (every paradigm: endings with
//! their cells) and `rules/morphology/<id>/assign.tsv` (flag pattern + ending → paradigms).
//! See `src/paradigm.rs`. The tables have been edited by hand since: the converter refuses to
//! overwrite a table whose content differs from what it would write, unless given `--force`.

mod convert;

use std::collections::BTreeMap;

use heslar::build::{BuildOptions, Plan};
use heslar::sources::Entry;

fn main() -> anyhow::Result<()> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let force = args.iter().any(|a| a == "--force");
    let id = args
        .iter()
        .find(|a| !a.starts_with("--"))
        .cloned()
        .unwrap_or_else(|| "hunspell-cs".into());
    let plan = Plan::load(BuildOptions::in_dir(".")).map_err(|e| anyhow::anyhow!("{e}"))?;
    let si = plan
        .sources
        .iter()
        .position(|s| s.spec.id == id)
        .ok_or_else(|| anyhow::anyhow!("no source {id:?}"))?;
    let s = &plan.sources[si];
    let aff = s
        .aff
        .as_ref()
        .ok_or_else(|| anyhow::anyhow!("{id} is no Hunspell source"))?;
    let m = plan.morphology[si]
        .as_ref()
        .ok_or_else(|| anyhow::anyhow!("no rules/morphology/{id}/ tag tables"))?;
    let entries: Vec<_> = s
        .headwords
        .iter()
        .filter_map(|h| match &h.entry {
            Entry::Hunspell { entry, .. }
                if !entry.flags.is_empty() && !entry.word.chars().any(char::is_uppercase) =>
            {
                Some(entry)
            }
            _ => None,
        })
        .collect();
    // Hunspell prefix flags -> heslar prefix groups (rules/morphology/prefixes.tsv).
    let groups: BTreeMap<char, String> =
        [('N', "ne"), ('E', "nej"), ('W', "cmp"), ('F', "numeral")]
            .into_iter()
            .map(|(f, g)| (f, g.to_string()))
            .collect();
    let c = convert::convert(aff, &entries, &m.tagger, &groups);
    let header = |what: &str| {
        format!(
            "# {what}\n# Seeded by `cargo run --release --example convert_hunspell` from the Czech Hunspell\n\
             # dictionary (GPL-2, sources/hunspell-cs/) and the tags of its rules; see\n\
             # rules/morphology/README.md. Data from then on: edit by hand.\n"
        )
    };
    let outputs = [
        (
            "rules/morphology/paradigms.tsv".to_string(),
            header("heslar's paradigm tables: endings of the lemma with the cells they make (src/paradigm.rs).")
                + &c.paradigms_tsv,
        ),
        (
            format!("rules/morphology/{id}/assign.tsv"),
            header(&format!("Which paradigms the entries of the source {id} inflect by: flag pattern + longest ending (`^word`: the whole word)."))
                + &c.assign_tsv,
        ),
    ];
    // The tables are data edited by hand since they were seeded: never overwrite an edit.
    for (path, text) in &outputs {
        if let Ok(old) = std::fs::read_to_string(path) {
            if old != *text && !force {
                anyhow::bail!(
                    "{path} differs from what the converter writes (edited by hand since it was seeded?); \
                     nothing was written. Run with --force to overwrite it"
                );
            }
        }
    }
    for (path, text) in &outputs {
        std::fs::write(path, text)?;
    }
    eprintln!(
        "{} entries -> {} paradigms ({} rows), {} assignment rows",
        c.entries, c.paradigms, c.rows, c.assignments
    );
    Ok(())
}
