//! Prints what heslar's morphology decides for words of the default source, for review:
//!
//! - `cargo run --release --example morphology -- aspect udělat vykupovat`: the aspect of each
//!   infinitive, with the rule alone and the perfective partner of a secondary imperfective;
//! - `cargo run --release --example morphology -- degree [mladší lepší]`: the positive each
//!   comparative entry grades (no words: every comparative entry of the source, as TSV).

use heslar::build::{BuildOptions, Plan};

fn main() -> anyhow::Result<()> {
    let plan = Plan::load(BuildOptions::in_dir(".")).map_err(|e| anyhow::anyhow!("{e}"))?;
    let si = plan
        .sources
        .iter()
        .position(|s| s.spec.id == "hunspell-cs")
        .ok_or_else(|| anyhow::anyhow!("no hunspell-cs source"))?;
    let Some(m) = plan.morphology[si].as_ref() else {
        anyhow::bail!("hunspell-cs has no morphology");
    };
    let mut args = std::env::args().skip(1);
    let what = args.next().unwrap_or_default();
    let words: Vec<String> = args.collect();
    match what.as_str() {
        "aspect" => {
            for w in words {
                println!(
                    "{w}\t{:?}\trule {:?}\t{}\tunprefixed partner {}",
                    m.aspects.of(&w),
                    m.aspects.inferred(&w),
                    m.aspects
                        .secondary_partner(&w)
                        .map_or_else(String::new, |p| format!("secondary of {p}")),
                    m.aspects.partner("", &w).unwrap_or_default()
                );
            }
        }
        "degree" => {
            let words = if words.is_empty() {
                m.degrees.comparatives()
            } else {
                words
            };
            for w in words {
                println!(
                    "{w}\t{}",
                    if m.degrees.is_comparative(&w) {
                        m.degrees.positive_of(&w).join(" ")
                    } else {
                        "(no comparative entry)".to_string()
                    }
                );
            }
        }
        _ => anyhow::bail!("usage: morphology aspect VERB... | morphology degree [WORD...]"),
    }
    Ok(())
}
