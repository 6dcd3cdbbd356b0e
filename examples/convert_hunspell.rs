//! Seeds heslar's paradigm tables from the Czech Hunspell dictionary (run once; the tables are
//! data from then on, reviewed and edited by hand):
//!
//! ```sh
//! cargo run --release --example convert_hunspell [SOURCE_ID]    # default: hunspell-cs
//! ```
//!
//! Reads the source's `.aff`/`.dic` and the tags of its rules (`rules/morphology/<id>/rules.tsv`,
//! `entries.tsv`), and writes `rules/morphology/paradigms.tsv` (every paradigm: endings with
//! their cells) and `rules/morphology/<id>/assign.tsv` (flag pattern + ending → paradigms).
//! See `src/paradigm.rs`.

use std::collections::BTreeMap;

use heslar::build::{BuildOptions, Plan};
use heslar::sources::Entry;

fn main() -> anyhow::Result<()> {
    let id = std::env::args()
        .nth(1)
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
    let c = heslar::paradigm::convert(aff, &entries, &m.tagger, &groups);
    let header = |what: &str| {
        format!(
            "# {what}\n# Seeded by `cargo run --release --example convert_hunspell` from the Czech Hunspell\n\
             # dictionary (GPL-2, sources/hunspell-cs/) and the tags of its rules; see\n\
             # rules/morphology/README.md. Data from then on: edit by hand.\n"
        )
    };
    std::fs::write(
        "rules/morphology/paradigms.tsv",
        header("heslar's paradigm tables: endings of the lemma with the cells they make (src/paradigm.rs).")
            + &c.paradigms_tsv,
    )?;
    std::fs::write(
        format!("rules/morphology/{id}/assign.tsv"),
        header(&format!("Which paradigms the entries of the source {id} inflect by: flag pattern + longest ending (`^word`: the whole word)."))
            + &c.assign_tsv,
    )?;
    eprintln!(
        "{} entries -> {} paradigms ({} rows), {} assignment rows",
        c.entries, c.paradigms, c.rows, c.assignments
    );
    Ok(())
}
