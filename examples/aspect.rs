//! Prints the aspect heslar gives each infinitive named on the command line, with the rule
//! alone and the perfective partner of a secondary imperfective:
//! `cargo run --release --example aspect -- udělat vykupovat`.

use heslar::build::{BuildOptions, Plan};

fn main() -> anyhow::Result<()> {
    let plan = Plan::load(BuildOptions {
        sources_dir: "sources".into(),
        rules_dir: "rules".into(),
        output_dir: "output".into(),
        only: vec![],
        progress: false,
    })
    .map_err(|e| anyhow::anyhow!("{e}"))?;
    let si = plan
        .sources
        .iter()
        .position(|s| s.spec.id == "hunspell-cs")
        .ok_or_else(|| anyhow::anyhow!("no hunspell-cs source"))?;
    let Some(m) = plan.morphology[si].as_ref() else {
        anyhow::bail!("hunspell-cs has no morphology");
    };
    for w in std::env::args().skip(1) {
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
    Ok(())
}
